/*
 * The output writers: the text diagnostic line of genial(1), the check
 * summary, TSV rows, JSON and YAML escaping, the ranking sentences and the
 * score breakdown.  Records are built by hand and judged by the real
 * replay, so the writers are tested on what the engine produces.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/rank.h"
#include "../../core/replay.h"
#include "../../core/util.h"
#include "../../formats/out.h"
#include "../../formats/out_priv.h"
#include "helpers.h"

/* A two-player record: Anna then Ben, with the moves given. */
static void
two_player_record(struct record *rec, struct rec_move *moves, size_t n)
{
	static const char *const names[] = { "Anna", "Ben" };

	memset(rec, 0, sizeof(*rec));
	rec->game = 1;
	rec->usable = 1;
	rules_default(&rec->rules, 2);
	rec->nplayers = 2;
	rec->players[0] = names[0];
	rec->players[1] = names[1];
	rec->moves = moves;
	rec->nmoves = n;
}

static void
place_move(struct rec_move *m, const char *tile, const char *a, const char *b,
    int line)
{
	memset(m, 0, sizeof(*m));
	m->pos = at(line, 5);
	m->action = ACT_PLACE;
	m->action_pos = at(line, 12);
	m->place = pl(tile, a, b);
	m->place_ok = 1;
	m->player = -1;
}

static char *
write_game(enum out_report rep, enum out_format fmt,
    const struct record *rec, const struct replay *rp,
    const struct diags *d)
{
	struct capture	 c;
	struct out	*o;
	struct out_game	 gm = { "demo.yaml", 1, rec, rp, d, 0 };

	cap_open(&c);
	o = out_new(c.fp, rep, fmt, 0);
	cr_assert_eq(out_game(o, &gm), 0);
	cr_assert_eq(out_end(o), 0);
	out_free(o);
	return cap_text(&c);
}

Test(out, diag_line_has_file_position_game_move_player_code)
{
	struct record	 rec;
	struct diags	 d;
	struct capture	 c;
	char		*s;

	two_player_record(&rec, NULL, 0);
	diags_init(&d);
	d.game = 2;
	diag_add(&d, D_SCORE_MISMATCH, 3, at(14, 12), 1,
	    "score claims red 4, the placement scores 3");
	cap_open(&c);
	out_diag_line(c.fp, "club.yaml", &rec, &d.v[0], 0);
	s = cap_text(&c);
	cr_assert_str_eq(s, "club.yaml:14:12: error: game 2, move 3 (Ben): "
	    "score claims red 4, the placement scores 3 [score-mismatch]\n");
	free(s);
	diags_free(&d);
}

Test(out, diag_line_without_player_or_move_omits_both)
{
	struct diags	 d;
	struct capture	 c;
	char		*s;

	diags_init(&d);
	d.game = 1;
	diag_add(&d, D_UNKNOWN_KEY, 0, at(3, 1), -1, "unknown key 'colour'");
	cap_open(&c);
	out_diag_line(c.fp, "<stdin>", NULL, &d.v[0], 0);
	s = cap_text(&c);
	cr_assert_str_eq(s, "<stdin>:3:1: warning: game 1: "
	    "unknown key 'colour' [unknown-key]\n");
	free(s);
	diags_free(&d);
}

Test(out, diag_line_colour_marks_severity_and_dims_the_code)
{
	struct diags	 d;
	struct capture	 c;
	char		*s;

	diags_init(&d);
	d.game = 1;
	diag_add(&d, D_BAD_CELL, 2, at(5, 9), -1, "P1 is not a cell");
	cap_open(&c);
	out_diag_line(c.fp, "f", NULL, &d.v[0], 1);
	s = cap_text(&c);
	cr_assert_str_eq(s, "f:5:9: \033[1;31merror\033[0m: game 1, move 2: "
	    "P1 is not a cell \033[2m[bad-cell]\033[0m\n");
	free(s);
	diags_free(&d);
}

Test(out, check_summary_uses_singular_for_one)
{
	struct out_summary	 one = { .file = "a.yaml", .games = 1,
				    .errors = 1, .warnings = 1 };
	struct out_summary	 many = { .file = "b.yaml", .games = 3,
				    .warnings = 2 };
	struct capture		 c;
	struct out		*o;
	char			*s;

	cap_open(&c);
	o = out_new(c.fp, REPORT_CHECK, OUT_TEXT, 0);
	out_file_end(o, &one);
	out_file_end(o, &many);
	out_free(o);
	s = cap_text(&c);
	cr_assert_str_eq(s, "a.yaml: 1 game, 1 error, 1 warning\n"
	    "b.yaml: 3 games, 0 errors, 2 warnings\n");
	free(s);
}

Test(out, check_summary_says_which_lines_were_not_read)
{
	struct out_summary	 one = { .file = "a.yaml", .games = 2000,
				    .errors = 1, .skips = 1, .skipped = 10,
				    .skip_first = 88, .skip_last = 97 };
	struct out_summary	 line = { .file = "b.yaml", .games = 3,
				    .errors = 1, .skips = 1, .skipped = 1,
				    .skip_first = 9, .skip_last = 9 };
	struct out_summary	 many = { .file = "c.yaml", .games = 40,
				    .errors = 3, .skips = 3, .skipped = 12,
				    .skip_first = 88, .skip_last = 97 };
	struct capture		 c;
	struct out		*o;
	char			*s;

	cap_open(&c);
	o = out_new(c.fp, REPORT_CHECK, OUT_TEXT, 0);
	out_file_end(o, &one);
	out_file_end(o, &line);
	out_file_end(o, &many);
	out_free(o);
	s = cap_text(&c);
	cr_assert_str_eq(s,
	    "a.yaml: 2000 games (lines 88-97 not read), 1 error, 0 warnings\n"
	    "b.yaml: 3 games (line 9 not read), 1 error, 0 warnings\n"
	    "c.yaml: 40 games (12 lines in 3 places not read, from line 88), "
	    "3 errors, 0 warnings\n");
	free(s);
}

Test(out, check_tsv_has_header_and_flattens_tabs_in_messages)
{
	struct diags	 d;
	char		*s;

	diags_init(&d);
	d.game = 1;
	diag_add(&d, D_BAD_VALUE, 0, at(2, 7), -1, "bad\tvalue\nhere");
	s = write_game(REPORT_CHECK, OUT_TSV, NULL, NULL, &d);
	cr_assert_str_eq(s,
	    "file\tgame\tmove\tline\tcol\tseverity\tclass\tcode\tmessage"
	    "\tfix\tcause\twhy\tstatus\n"
	    "demo.yaml\t1\t0\t2\t7\terror\trecord\tbad-value\tbad value here"
	    "\t\t0\t\tunreadable\n");
	free(s);
	diags_free(&d);
}

Test(out, json_escapes_names_and_replaces_invalid_utf8)
{
	static const char *const names[] = { "Zo\xc3\xab \"Z\"", "B\xff" };
	struct record	 rec;
	struct diags	 d;
	char		*s;

	two_player_record(&rec, NULL, 0);
	rec.players[0] = names[0];
	rec.players[1] = names[1];
	diags_init(&d);
	d.game = 1;
	s = write_game(REPORT_CHECK, OUT_JSON, &rec, NULL, &d);
	cr_assert_str_eq(s, "{\"file\":\"demo.yaml\",\"game\":1,\"players\":"
	    "[\"Zo\xc3\xab \\\"Z\\\"\",\"B\xef\xbf\xbd\"],"
	    "\"status\":\"unreplayable\",\"errors\":0,"
	    "\"warnings\":0,\"diagnostics\":[]}\n");
	free(s);
	diags_free(&d);
}

Test(out, yaml_quotes_strings_that_would_read_as_other_types)
{
	static const char *const names[] = { "yes", "12" };
	struct record	 rec;
	struct diags	 d;
	char		*s;

	two_player_record(&rec, NULL, 0);
	rec.players[0] = names[0];
	rec.players[1] = names[1];
	diags_init(&d);
	d.game = 1;
	diag_add(&d, D_BAD_MOVE, 1, at(4, 3), 0, "no action: key: value");
	s = write_game(REPORT_CHECK, OUT_YAML, &rec, NULL, &d);
	cr_assert_str_eq(s, "---\nfile: demo.yaml\ngame: 1\n"
	    "players: [\"yes\", \"12\"]\nstatus: unreplayable\n"
	    "errors: 1\nwarnings: 0\n"
	    "diagnostics:\n- move: 1\n  line: 4\n  col: 3\n"
	    "  severity: error\n  class: record\n  code: bad-move\n"
	    "  player: \"yes\"\n  message: 'no action: key: value'\n"
	    "  fix: null\n  cause: null\n  why: null\n  edits: []\n");
	free(s);
	diags_free(&d);
}

/* A replay whose final counters are set by hand, ranked by rank_game. */
static void
ranked(struct replay *rp)
{
	rank_game(&rp->g, &rp->ranking);
	rp->complete = 1;
}

Test(out, rank_reason_names_each_sorted_position_up_to_the_decider)
{
	struct record	 rec;
	struct replay	 rp;
	char		*s;

	two_player_record(&rec, NULL, 0);
	replay_init(&rp);
	new_game(&rp.g, 2);
	set_counters(&rp.g, 0, 12, 9, 14, 18, 15, 13);	/* 9 12 13 14 15 18 */
	set_counters(&rp.g, 1, 11, 9, 15, 17, 16, 14);	/* 9 11 14 15 16 17 */
	ranked(&rp);
	s = out_rank_reason(&rec, &rp, 0);
	cr_assert_str_eq(s, "Anna wins: lowest 9 = 9, second lowest 12 > 11");
	free(s);
}

Test(out, rank_reason_draw_lists_the_identical_counters)
{
	struct record	 rec;
	struct replay	 rp;
	char		*s;

	two_player_record(&rec, NULL, 0);
	replay_init(&rp);
	new_game(&rp.g, 2);
	set_counters(&rp.g, 0, 9, 11, 12, 14, 15, 18);
	set_counters(&rp.g, 1, 18, 15, 14, 12, 11, 9);
	ranked(&rp);
	s = out_rank_reason(&rec, &rp, 0);
	cr_assert_str_eq(s, "Anna and Ben draw: identical sorted counters "
	    "9 11 12 14 15 18");
	free(s);
}

Test(out, rank_tsv_rows_best_first_with_shared_ranks)
{
	struct record	 rec;
	struct replay	 rp;
	struct diags	 d;
	char		*s;

	two_player_record(&rec, NULL, 0);
	replay_init(&rp);
	diags_init(&d);
	new_game(&rp.g, 2);
	set_counters(&rp.g, 0, 3, 4, 5, 6, 7, 8);
	set_counters(&rp.g, 1, 8, 7, 6, 5, 4, 3);
	ranked(&rp);
	rp.complete = 0;	/* a provisional ranking */
	s = write_game(REPORT_RANK, OUT_TSV, &rec, &rp, &d);
	cr_assert_str_eq(s, "file\tgame\trank\tplayer\tR\tO\tY\tG\tB\tP"
	    "\tcomplete\terrors\tstatus\n"
	    "demo.yaml\t1\t1\tAnna\t3\t4\t5\t6\t7\t8\t0\t0\tincomplete\n"
	    "demo.yaml\t1\t1\tBen\t8\t7\t6\t5\t4\t3\t0\t0\tincomplete\n");
	free(s);
}

Test(out, a_file_without_a_game_gets_a_row_of_its_own)
{
	struct capture	 c;
	struct out	*o;
	char		*s;

	cap_open(&c);
	o = out_new(c.fp, REPORT_RANK, OUT_TSV, 0);
	cr_assert_eq(out_file_none(o, "gone.yaml", "unreadable",
	    "No such file or directory"), 0);
	cr_assert_eq(out_end(o), 0);
	out_free(o);
	s = cap_text(&c);
	cr_assert_str_eq(s, "file\tgame\trank\tplayer\tR\tO\tY\tG\tB\tP"
	    "\tcomplete\terrors\tstatus\n"
	    "gone.yaml\t\t\t\t\t\t\t\t\t\t\t\tunreadable\n");
	free(s);
	cap_open(&c);
	o = out_new(c.fp, REPORT_SCORE, OUT_JSON, 0);
	cr_assert_eq(out_file_none(o, "empty.yaml", "empty",
	    "no game in the file"), 0);
	out_free(o);
	s = cap_text(&c);
	cr_assert_str_eq(s, "{\"file\":\"empty.yaml\",\"status\":\"empty\","
	    "\"message\":\"no game in the file\"}\n");
	free(s);
	cap_open(&c);
	o = out_new(c.fp, REPORT_CHECK, OUT_TSV, 0);
	cr_assert_eq(out_file_none(o, "gone.yaml", "unreadable", "none"), 0);
	cr_assert_eq(out_end(o), 0);
	out_free(o);
	s = cap_text(&c);
	cr_assert_str_eq(s, "file\tgame\tmove\tline\tcol\tseverity\tclass"
	    "\tcode\tmessage\tfix\tcause\twhy\tstatus\n"
	    "gone.yaml\t\t\t\t\t\t\t\t\t\t\t\tunreadable\n",
	    "check's TSV gives a file of no game its row, as rank does");
	free(s);
}

Test(out, rank_tsv_says_whether_the_game_ended_and_how_many_errors)
{
	struct record	 rec;
	struct replay	 rp;
	struct diags	 d;
	char		*s;

	two_player_record(&rec, NULL, 0);
	replay_init(&rp);
	diags_init(&d);
	new_game(&rp.g, 2);
	set_counters(&rp.g, 0, 3, 4, 5, 6, 7, 8);
	set_counters(&rp.g, 1, 2, 7, 6, 5, 4, 3);
	ranked(&rp);
	rp.complete = 1;
	d.errors = 2;
	s = write_game(REPORT_RANK, OUT_TSV, &rec, &rp, &d);
	cr_assert_str_eq(s, "file\tgame\trank\tplayer\tR\tO\tY\tG\tB\tP"
	    "\tcomplete\terrors\tstatus\n"
	    "demo.yaml\t1\t1\tAnna\t3\t4\t5\t6\t7\t8\t1\t2\tfaulty\n"
	    "demo.yaml\t1\t2\tBen\t2\t7\t6\t5\t4\t3\t1\t2\tfaulty\n");
	free(s);
}

Test(out, score_text_names_the_line_and_its_cells)
{
	struct rec_move	 m[1];
	struct record	 rec;
	struct replay	 rp;
	struct diags	 d;
	char		*s;

	/* Red on L8 touches the red start symbol on M8 (up-left of L8). */
	place_move(&m[0], "RO", "L8", "L9", 6);
	two_player_record(&rec, m, 1);
	replay_init(&rp);
	diags_init(&d);
	d.game = 1;
	cr_assert_eq(replay_run(&rp, &rec, &d), 0);
	s = write_game(REPORT_SCORE, OUT_TEXT, &rec, &rp, &d);
	cr_assert_str_eq(s, "demo.yaml: game 1: Anna, Ben\n"
	    "move 1 (Anna): place RO L8 L9\n"
	    "  red: 1 up-left from L8 (M8)\n"
	    "  orange: no line from L9\n"
	    "  points: red 1, orange 0\n"
	    "  counters (Anna): R 1 O 0 Y 0 G 0 B 0 P 0\n"
	    "end: the record ends before the game does\n"
	    "final counters:\n"
	    "  Anna: R 1 O 0 Y 0 G 0 B 0 P 0\n"
	    "  Ben: R 0 O 0 Y 0 G 0 B 0 P 0\n");
	free(s);
	s = write_game(REPORT_SCORE, OUT_TSV, &rec, &rp, &d);
	cr_assert_str_eq(s, "file\tgame\tmove\tplayer\ttile\tcells"
	    "\tR\tO\tY\tG\tB\tP\tbonus\tstatus\ttR\ttO\ttY\ttG\ttB\ttP\n"
	    "demo.yaml\t1\t1\tAnna\tRO\tL8 L9\t1\t0\t0\t0\t0\t0\t0"
	    "\tincomplete\t1\t0\t0\t0\t0\t0\n");
	free(s);
	replay_free(&rp);
	diags_free(&d);
}

Test(out, format_names_parse)
{
	cr_assert_eq(out_format_parse("text"), OUT_TEXT);
	cr_assert_eq(out_format_parse("tsv"), OUT_TSV);
	cr_assert_eq(out_format_parse("json"), OUT_JSON);
	cr_assert_eq(out_format_parse("yaml"), OUT_YAML);
	cr_assert_eq(out_format_parse("csv"), -1);
	cr_assert_eq(out_format_parse("JSON"), -1);
}

Test(out, score_text_shows_the_cap_cut_and_the_bonus_earned)
{
	struct rec_move	 m[2];
	struct record	 rec;
	struct replay	 rp;
	struct step	 st[2];
	struct diags	 d;
	char		*s;

	place_move(&m[0], "RG", "M9", "M10", 6);
	place_move(&m[1], "BB", "H12", "G11", 7);
	two_player_record(&rec, m, 2);
	replay_init(&rp);
	diags_init(&d);
	new_game(&rp.g, 2);
	memset(st, 0, sizeof(st));
	st[0].move = 1;
	st[0].seat = 0;
	st[0].action = ACT_PLACE;
	st[0].applied = 1;
	st[0].place = m[0].place;
	st[0].bd.points[RED] = 5;
	st[0].bd.gained[RED] = 3;
	st[0].bd.reached = 1u << RED;
	st[0].bd.bonus = 1;
	st[0].after[RED] = 18;
	st[1] = st[0];
	memset(&st[1].bd, 0, sizeof(st[1].bd));
	st[1].move = 2;
	st[1].bonus_move = 1;
	st[1].place = m[1].place;
	rp.steps = st;
	rp.nsteps = 2;
	rank_game(&rp.g, &rp.ranking);
	s = write_game(REPORT_SCORE, OUT_TEXT, &rec, &rp, &d);
	cr_assert_str_eq(s, "demo.yaml: game 1: Anna, Ben\n"
	    "move 1 (Anna): place RG M9 M10\n"
	    "  red: no line from M9\n"
	    "  green: no line from M10\n"
	    "  points: red 5 (2 lost at the cap), green 0\n"
	    "  counters (Anna): R 18 O 0 Y 0 G 0 B 0 P 0\n"
	    "  Ingenious! red reaches 18: 1 bonus placement\n"
	    "move 2 (Anna): bonus placement BB H12 G11\n"
	    "  blue: no line from H12\n"
	    "  blue: no line from G11\n"
	    "  points: blue 0\n"
	    "  counters (Anna): R 18 O 0 Y 0 G 0 B 0 P 0\n"
	    "end: the record ends before the game does\n"
	    "final counters:\n"
	    "  Anna: R 0 O 0 Y 0 G 0 B 0 P 0\n"
	    "  Ben: R 0 O 0 Y 0 G 0 B 0 P 0\n");
	free(s);
	diags_free(&d);
}

Test(out, score_text_two_colours_reaching_the_cap_earn_two)
{
	struct rec_move	 m[1];
	struct record	 rec;
	struct replay	 rp;
	struct step	 st;
	struct diags	 d;
	char		*s;

	place_move(&m[0], "RG", "M9", "M10", 6);
	two_player_record(&rec, m, 1);
	replay_init(&rp);
	diags_init(&d);
	new_game(&rp.g, 2);
	memset(&st, 0, sizeof(st));
	st.move = 1;
	st.seat = 1;
	st.action = ACT_PLACE;
	st.applied = 1;
	st.place = m[0].place;
	st.bd.reached = 1u << RED | 1u << GREEN;
	st.bd.bonus = 2;
	st.after[RED] = st.after[GREEN] = 18;
	rp.steps = &st;
	rp.nsteps = 1;
	s = write_game(REPORT_SCORE, OUT_TEXT, &rec, &rp, &d);
	cr_assert(strstr(s, "\n  counters (Ben): R 18 O 0 Y 0 G 18 B 0 P 0\n"
	    "  Ingenious! red and green reach 18: 2 bonus placements\n")
	    != NULL, "got:\n%s", s);
	free(s);
	diags_free(&d);
}
