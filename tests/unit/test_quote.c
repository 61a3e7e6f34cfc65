/*
 * Text diagnostics as a compiler prints them (genial(1), DIAGNOSTICS):
 * the source line quoted under each finding with a caret under its
 * column, the likely intended entry (fix) and the move a finding follows
 * from (cause) in every format, game-level findings without a move, the
 * pointer at `genial explain` once per code, and the text the reader
 * keeps for quoting.  Diagnostics are made by hand.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/util.h"
#include "../../formats/out.h"
#include "../../formats/reader.h"
#include "helpers.h"

/* The lines of d printed with colour flags how. */
static char *
lines(const struct record *rec, const struct diags *d, int how)
{
	struct capture	 c;

	cap_open(&c);
	cr_assert_eq(out_diag_lines(c.fp, "f.yaml", rec, d, how), 0);
	return cap_text(&c);
}

/* d with text as its game's source, from line first. */
static void
with_text(struct diags *d, const char *text, int first)
{
	d->text = text;
	d->textlen = strlen(text);
	d->text_line = (uint64_t)first;
}

/* A two-player record whose moves start at the lines given. */
static void
record_at(struct record *rec, struct rec_move *moves, const int *line,
    size_t n)
{
	static const char *const names[] = { "Anna", "Ben" };
	size_t	 i;

	memset(rec, 0, sizeof(*rec));
	rec->game = 1;
	rec->usable = 1;
	rules_default(&rec->rules, 2);
	rec->nplayers = 2;
	rec->players[0] = names[0];
	rec->players[1] = names[1];
	for (i = 0; i < n; i++) {
		memset(&moves[i], 0, sizeof(moves[i]));
		moves[i].pos = at(line[i], 5);
	}
	rec->moves = moves;
	rec->nmoves = n;
}

static char *
write_game(enum out_format fmt, const struct record *rec,
    const struct diags *d)
{
	struct capture	 c;
	struct out	*o;
	struct out_game	 gm = { "f.yaml", 1, rec, NULL, d, 0 };

	cap_open(&c);
	o = out_new(c.fp, REPORT_CHECK, fmt, 0);
	cr_assert_eq(out_game(o, &gm), 0);
	cr_assert_eq(out_end(o), 0);
	out_free(o);
	return cap_text(&c);
}

Test(quote, source_line_and_caret_under_the_column)
{
	struct diags	 d;
	char		*s;

	diags_init(&d);
	d.game = 1;
	with_text(&d, "---\ngame: ingenious\nplayers: [Anna, Ben]\n", 1);
	diag_add(&d, D_UNKNOWN_PLAYER, 0, at(3, 17), -1, "no Ben");
	s = lines(NULL, &d, 0);
	cr_assert_str_eq(s, "f.yaml:3:17: error: game 1: no Ben "
	    "[unknown-player]\n"
	    "    3 | players: [Anna, Ben]\n"
	    "      |                 ^\n");
	free(s);
	diags_free(&d);
}

Test(quote, no_source_leaves_the_line_out)
{
	struct diags	 d;
	char		*s;

	diags_init(&d);
	d.game = 1;
	with_text(&d, "a: 1\n", 1);
	diag_add(&d, D_UNKNOWN_KEY, 0, at(1, 1), -1, "unknown key 'a'");
	s = lines(NULL, &d, OUT_NO_SOURCE);
	cr_assert_str_eq(s, "f.yaml:1:1: warning: game 1: unknown key 'a' "
	    "[unknown-key]\n");
	free(s);
	diags_free(&d);
}

Test(quote, text_from_a_later_line_and_lines_outside_it)
{
	struct diags	 d;
	char		*s;

	diags_init(&d);
	d.game = 2;
	/* The game's text starts at line 40 of the file. */
	with_text(&d, "---\nx: 1\n", 40);
	diag_add(&d, D_UNKNOWN_KEY, 0, at(41, 1), -1, "k");
	diag_add(&d, D_UNKNOWN_KEY, 0, at(39, 1), -1, "before");
	diag_add(&d, D_UNKNOWN_KEY, 0, at(45, 1), -1, "after");
	s = lines(NULL, &d, 0);
	cr_assert_str_eq(s,
	    "f.yaml:41:1: warning: game 2: k [unknown-key]\n"
	    "   41 | x: 1\n"
	    "      | ^\n"
	    "f.yaml:39:1: warning: game 2: before [unknown-key]\n"
	    "f.yaml:45:1: warning: game 2: after [unknown-key]\n");
	free(s);
	diags_free(&d);
}

Test(quote, tabs_kept_and_wide_characters_count_two)
{
	struct diags	 d;
	char		*s;

	diags_init(&d);
	d.game = 1;
	/* A tab, then a CJK character (3 bytes, 2 columns), then é. */
	with_text(&d, "a:\t\xe4\xb8\xad\xc3\xa9 x\n", 1);
	diag_add(&d, D_BAD_VALUE, 0, at(1, 7), -1, "m");
	s = lines(NULL, &d, 0);
	cr_assert_str_eq(s, "f.yaml:1:7: error: game 1: m [bad-value]\n"
	    "    1 | a:\t\xe4\xb8\xad\xc3\xa9 x\n"
	    "      |   \t    ^\n");
	free(s);
	diags_free(&d);
}

Test(quote, control_characters_and_bad_bytes_are_escaped)
{
	struct diags	 d;
	char		*s;

	diags_init(&d);
	d.game = 1;
	/* ESC [ 2 J would clear a terminal; 0xff is not UTF-8. */
	with_text(&d, "n: \x1b[2J\xff!\n", 1);
	diag_add(&d, D_BAD_VALUE, 0, at(1, 9), -1, "m");
	s = lines(NULL, &d, 0);
	cr_assert_str_eq(s, "f.yaml:1:9: error: game 1: m [bad-value]\n"
	    "    1 | n:  [2J\xef\xbf\xbd!\n"
	    "      |         ^\n");
	cr_assert_null(strchr(s, '\x1b'));
	free(s);
	diags_free(&d);
}

Test(quote, crlf_and_lone_cr_end_lines_as_libyaml_counts_them)
{
	struct diags	 d;
	char		*s;

	diags_init(&d);
	d.game = 1;
	with_text(&d, "a: 1\r\nb: 2\rc: 3\r\n", 1);
	diag_add(&d, D_UNKNOWN_KEY, 0, at(3, 1), -1, "c");
	diag_add(&d, D_UNKNOWN_KEY, 0, at(2, 1), -1, "b");
	s = lines(NULL, &d, 0);
	cr_assert_str_eq(s, "f.yaml:3:1: warning: game 1: c [unknown-key]\n"
	    "    3 | c: 3\n"
	    "      | ^\n"
	    "f.yaml:2:1: warning: game 1: b [unknown-key]\n"
	    "    2 | b: 2\n"
	    "      | ^\n");
	free(s);
	diags_free(&d);
}

Test(quote, a_long_line_is_shown_around_the_column)
{
	struct diags	 d;
	char		*text, *s, *q;
	size_t		 i;

	text = xmalloc(5002);
	for (i = 0; i < 5000; i++)
		text[i] = (char)('a' + i % 26);
	text[5000] = '\n';
	text[5001] = '\0';
	diags_init(&d);
	d.game = 1;
	with_text(&d, text, 1);
	diag_add(&d, D_BAD_VALUE, 0, at(1, 4001), -1, "m");
	s = lines(NULL, &d, 0);
	q = strstr(s, "\n    1 | ...");
	cr_assert_not_null(q, "%s", s);
	/* 60 characters before the column are shown: 'a' + 3940 % 26. */
	cr_assert_eq(q[12], 'a' + 3940 % 26);
	cr_assert(strlen(s) < 600);
	q = strchr(q + 1, '\n');
	cr_assert_not_null(q);
	cr_assert_str_eq(strchr(q, '^'), "^\n");
	cr_assert_eq(strchr(q, '^') - q, 1 + 8 + 3 + 60);
	free(s);
	free(text);
	diags_free(&d);
}

Test(quote, caret_is_green_with_colour)
{
	struct diags	 d;
	char		*s;

	diags_init(&d);
	d.game = 1;
	with_text(&d, "ab\n", 1);
	diag_add(&d, D_BAD_VALUE, 1, at(1, 2), -1, "m");
	s = lines(NULL, &d, OUT_COLOUR);
	cr_assert_not_null(strstr(s, "\n    1 | ab\n      |  \033[1;32m^"
	    "\033[0m\n"), "%s", s);
	free(s);
	diags_free(&d);
}

/*
 * The question is composed from the fields, the fix and why, and the
 * message is never read for it: words in the message change nothing.
 */
Test(fix, did_you_mean_composed_from_the_fix_and_why)
{
	struct diags	 d;
	struct diag	*e;
	char		*s;

	diags_init(&d);
	d.game = 3;
	e = diag_add(&d, D_UNKNOWN_PLAYER, 2, at(9, 13), -1,
	    "'Anan' is not one of the players");
	diag_set_fix(&d, e, "Anna");
	e = diag_add(&d, D_BAD_MOVE, 4, at(12, 12), -1, "read as meant");
	diag_set_fix(&d, e, "OB H6 I6");
	diag_set_why(&d, e, "it scores the written 2 yellow");
	e = diag_add(&d, D_BAD_MOVE, 5, at(13, 12), -1, "did you mean x?");
	s = lines(NULL, &d, 0);
	cr_assert_str_eq(s, "f.yaml:9:13: error: game 3, move 2: 'Anan' is "
	    "not one of the players; did you mean Anna? [unknown-player]\n"
	    "f.yaml:12:12: error: game 3, move 4: read as meant; did you mean "
	    "OB H6 I6? it scores the written 2 yellow [bad-move]\n"
	    "f.yaml:13:12: error: game 3, move 5: did you mean x? "
	    "[bad-move]\n");
	free(s);
	diags_free(&d);
}

Test(fix, control_characters_in_a_fix_do_not_reach_the_terminal)
{
	struct diags	 d;
	struct diag	*e;
	char		*s;

	diags_init(&d);
	d.game = 1;
	e = diag_add(&d, D_UNKNOWN_PLAYER, 1, at(2, 3), -1, "m");
	diag_set_fix(&d, e, "A\x1b[2Jn");
	s = lines(NULL, &d, 0);
	cr_assert_str_eq(s, "f.yaml:2:3: error: game 1, move 1: m; did you "
	    "mean A [2Jn? [unknown-player]\n");
	free(s);
	diags_free(&d);
}

Test(cause, note_at_the_cause_entry_with_its_line)
{
	static const int	 line[] = { 3, 4, 5 };
	struct rec_move		 moves[3];
	struct record		 rec;
	struct diags		 d;
	struct diag		*e;
	char			*s;

	record_at(&rec, moves, line, 3);
	diags_init(&d);
	d.game = 1;
	with_text(&d, "moves:\n  - place: RO L8 L9\n  - place: BB H6 I7\n"
	    "  - place: OY E3 D3\n", 2);
	e = diag_add(&d, D_CELL_OCCUPIED, 3, at(5, 14), 0,
	    "E3 is already covered");
	e->cause = 2;
	s = lines(&rec, &d, 0);
	cr_assert_str_eq(s, "f.yaml:5:14: error: game 1, move 3 (Anna): E3 is "
	    "already covered [cell-occupied]\n"
	    "    5 |   - place: OY E3 D3\n"
	    "      |              ^\n"
	    "f.yaml:4:5: note: game 1, move 3: reported because of move 2\n"
	    "    4 |   - place: BB H6 I7\n"
	    "      |     ^\n");
	free(s);
	diags_free(&d);
}

Test(cause, note_without_record_has_no_position)
{
	struct diags	 d;
	struct diag	*e;
	struct capture	 c;
	char		*s;

	diags_init(&d);
	d.game = 1;
	e = diag_add(&d, D_RESULT_MISMATCH, 0, at(30, 9), -1, "m");
	e->cause = 14;
	cap_open(&c);
	out_diag_line(c.fp, "f.yaml", NULL, e, 0);
	s = cap_text(&c);
	cr_assert_str_eq(s, "f.yaml:30:9: error: game 1: m [result-mismatch]\n"
	    "f.yaml: note: game 1: reported because of move 14\n");
	free(s);
	diags_free(&d);
}

Test(game_level, no_move_zero_in_text_but_in_tsv_and_json)
{
	struct rec_move	 moves[1];
	struct record	 rec;
	struct diags	 d;
	char		*s;
	static const int line[] = { 5 };

	record_at(&rec, moves, line, 1);
	diags_init(&d);
	d.game = 4;
	diag_add(&d, D_WINNER_MISMATCH, 0, at(9, 9), 1, "m");
	s = lines(&rec, &d, 0);
	cr_assert_str_eq(s, "f.yaml:9:9: error: game 4 (Ben): m "
	    "[winner-mismatch]\n");
	free(s);
	s = write_game(OUT_TSV, &rec, &d);
	cr_assert_str_eq(strchr(s, '\n') + 1, "f.yaml\t4\t0\t9\t9\terror\tclaim"
	    "\twinner-mismatch\tm\t\t0\t\tunreplayable\n");
	free(s);
	s = write_game(OUT_JSON, &rec, &d);
	cr_assert_not_null(strstr(s, "\"move\":0,"), "%s", s);
	free(s);
	diags_free(&d);
}

Test(fix, tsv_json_and_yaml_carry_fix_cause_why_and_edits_at_the_end)
{
	struct diags	 d;
	struct diag	*e;
	struct srcpos	 p = at(20, 12);
	char		*s;

	diags_init(&d);
	d.game = 1;
	e = diag_add(&d, D_SCORE_MISMATCH, 7, at(20, 3), -1, "m");
	diag_set_fix(&d, e, "OB\tH6 I6");
	diag_set_why(&d, e, "it scores 2");
	p.off = 310;
	p.len = 2;
	diag_add_edit(&d, e, p, "H6");
	e->cause = 5;
	s = write_game(OUT_TSV, NULL, &d);
	cr_assert_str_eq(s, "file\tgame\tmove\tline\tcol\tseverity\tclass"
	    "\tcode\tmessage\tfix\tcause\twhy\tstatus\n"
	    "f.yaml\t1\t7\t20\t3\terror\tclaim\tscore-mismatch\tm\tOB H6 I6"
	    "\t5\tit scores 2\tunreadable\n");
	free(s);
	s = write_game(OUT_JSON, NULL, &d);
	cr_assert_not_null(strstr(s, "\"message\":\"m\",\"fix\":\"OB\\tH6 "
	    "I6\",\"cause\":5,\"why\":\"it scores 2\",\"edits\":[{\"line\":20,"
	    "\"col\":12,\"offset\":310,\"length\":2,\"text\":\"H6\"}]}"), "%s",
	    s);
	free(s);
	s = write_game(OUT_YAML, NULL, &d);
	cr_assert_not_null(strstr(s, "  message: m\n  fix: \"OB\\tH6 I6\"\n"
	    "  cause: 5\n  why: it scores 2\n  edits:\n  - line: 20\n"
	    "    col: 12\n    offset: 310\n    length: 2\n    text: H6\n"),
	    "%s", s);
	free(s);
	diags_free(&d);
}

Test(hint, explain_pointed_at_once_per_code_per_run)
{
	struct out_summary	 a = { .file = "a.yaml", .games = 1,
				    .errors = 2 };
	struct out_summary	 b = { .file = "b.yaml", .games = 1,
				    .errors = 2 };
	struct diags		 d;
	struct capture		 c;
	struct out		*o;
	char			*s;

	diags_init(&d);
	diag_add(&d, D_SCORE_MISMATCH, 1, at(1, 1), -1, "m");
	diag_add(&d, D_BAD_CELL, 1, at(1, 1), -1, "m");
	diags_codes(&d, &a.codes);
	diags_clear(&d);
	diag_add(&d, D_SCORE_MISMATCH, 1, at(1, 1), -1, "m");
	diag_add(&d, D_TOTAL_MISMATCH, 1, at(1, 1), -1, "m");
	diags_codes(&d, &b.codes);
	cap_open(&c);
	o = out_new(c.fp, REPORT_CHECK, OUT_TEXT, 0);
	cr_assert_eq(out_file_end(o, &a), 0);
	cr_assert_eq(out_file_end(o, &b), 0);
	cr_assert_eq(out_file_end(o, &b), 0);
	out_free(o);
	s = cap_text(&c);
	cr_assert_str_eq(s, "note: genial explain CODE says more about each "
	    "code: bad-cell, score-mismatch\n"
	    "a.yaml: 1 game, 2 errors, 0 warnings\n"
	    "note: genial explain total-mismatch says more about this code\n"
	    "b.yaml: 1 game, 2 errors, 0 warnings\n"
	    "b.yaml: 1 game, 2 errors, 0 warnings\n");
	free(s);
	diags_free(&d);
}

/*
 * The reader keeps each game's text from its first line, across the
 * blocks of a file: every game's first line is where d->text starts or
 * later, and the line its first finding points at is in it.
 */
Test(reader_text, every_game_of_a_long_file_keeps_its_lines)
{
	const struct record	*rec;
	struct reader		*rd;
	struct diags		 d;
	FILE			*fp;
	const char		*p;
	uint64_t		 ln;
	int			 g, r, line = 1;
	char			 want[64];

	fp = tmpfile();
	cr_assert_not_null(fp);
	/* About 3 MB: a dozen blocks of the reader. */
	for (g = 1; g <= 20000; g++) {
		fprintf(fp, "--- # game %d\ngame: ingenious\nplayers: [A, B]\n"
		    "# %*s\nmoves: []\nunknown%d: 1\n", g, g % 200, "x", g);
	}
	rewind(fp);
	rd = reader_new(fp);
	diags_init(&d);
	for (g = 1;; g++) {
		diags_clear(&d);
		if ((r = reader_next(rd, &rec, &d)) != 1)
			break;
		cr_assert_not_null(d.text, "game %d", g);
		cr_assert_leq(d.text_line, (uint64_t)line);
		/* Walk to the game's first line: "--- # game G". */
		for (p = d.text, ln = d.text_line; ln < (uint64_t)line; ln++) {
			p = memchr(p, '\n', d.textlen - (size_t)(p - d.text));
			cr_assert_not_null(p);
			p++;
		}
		snprintf(want, sizeof(want), "--- # game %d\n", g);
		cr_assert_eq(strncmp(p, want, strlen(want)), 0, "game %d", g);
		cr_assert_eq(d.len, 1);
		cr_assert_eq(d.v[0].pos.line, line + 5);
		line += 6;
	}
	cr_assert_eq(r, 0);
	cr_assert_eq(g, 20001);
	diags_free(&d);
	reader_free(rd);
	fclose(fp);
}

/*
 * A game of more text than the reader keeps: the older part goes, the
 * line numbers still count from the file's start, and a finding near the
 * end is quoted from its own line.
 */
Test(reader_text, a_huge_game_keeps_its_last_lines_numbered_right)
{
	const struct record	*rec;
	struct reader		*rd;
	struct diags		 d;
	struct capture		 c;
	FILE			*fp;
	char			*s;
	int			 i;

	fp = tmpfile();
	cr_assert_not_null(fp);
	fputs("game: ingenious\nplayers: [A, B]\nbulk:\n", fp);
	/* 8 MB of a list, some lines ending in CR LF, some in CR. */
	for (i = 0; i < 199999; i++)
		fprintf(fp, "- %037d%s", i, i % 3 == 0 ? "\r\n" : i % 3 == 1 ?
		    "\n" : "\r");
	fputs("bogus: 1\nmoves: []\n", fp);
	rewind(fp);
	rd = reader_new(fp);
	diags_init(&d);
	cr_assert_eq(reader_next(rd, &rec, &d), 1);
	cr_assert_eq(d.len, 2);
	cr_assert_eq(d.v[1].pos.line, 200003);
	cr_assert_not_null(d.text);
	cr_assert_gt(d.text_line, 3, "the start was let go");
	cr_assert_leq(d.textlen, 5 * 1024 * 1024);
	cap_open(&c);
	cr_assert_eq(out_diag_lines(c.fp, "f", rec, &d, 0), 0);
	s = cap_text(&c);
	cr_assert_not_null(strstr(s, "\n 200003 | bogus: 1\n        | ^\n"),
	    "%s", s);
	free(s);
	diags_free(&d);
	reader_free(rd);
	fclose(fp);
}

/* Many findings on one long line read it about once, not once each. */
Test(quote, many_findings_on_one_long_line_take_linear_time, .timeout = 20)
{
	struct diags	 d;
	struct capture	 c;
	char		*text, *s, *q;
	size_t		 i, n = 4 * 1024 * 1024;

	text = xmalloc(n + 2);
	memset(text, 'x', n);
	text[n] = '\n';
	text[n + 1] = '\0';
	diags_init(&d);
	d.game = 1;
	with_text(&d, text, 1);
	for (i = 0; i < 20000; i++)
		diag_add(&d, D_BAD_VALUE, 0, at(1, (int)(i * 200 + 1)), -1, "m");
	/* Past the line's end: its last characters are shown. */
	diag_add(&d, D_BAD_VALUE, 0, at(1, (int)n + 5), -1, "end");
	cap_open(&c);
	cr_assert_eq(out_diag_lines(c.fp, "f", NULL, &d, 0), 0);
	s = cap_text(&c);
	/* Quadratic would be 20000 times 4 MB; this takes milliseconds. */
	cr_assert_not_null(strstr(s, "end [bad-value]\n    1 | ...xxxx"));
	/* "| ", the "..." of the cut, 56 characters and 4 past the end. */
	q = strrchr(s, '|');
	cr_assert_eq(strspn(q + 1, " "), 1 + 3 + 56 + 4, "%s", q);
	cr_assert_str_eq(q + 1 + 64, "^\n");
	free(s);
	/* Far past the end: the line's last 60 characters. */
	diags_clear(&d);
	with_text(&d, text, 1);
	diag_add(&d, D_BAD_VALUE, 0, at(1, (int)n + 1001), -1, "far");
	cap_open(&c);
	cr_assert_eq(out_diag_lines(c.fp, "f", NULL, &d, 0), 0);
	s = cap_text(&c);
	q = strstr(s, "    1 | ...");
	cr_assert_not_null(q, "%s", s);
	cr_assert_eq(strspn(q + 11, "x"), 60);
	free(s);
	free(text);
	diags_free(&d);
}
