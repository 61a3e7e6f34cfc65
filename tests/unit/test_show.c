/*
 * Board pictures (formats/show.h): escaping of record text, wrapping,
 * positions built from replay steps, and what the text, SVG and HTML
 * writers put on the page.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/replay.h"
#include "../../core/selfplay.h"
#include "../../formats/show.h"
#include "../../formats/svg.h"
#include "helpers.h"

/* A small hand-made record: players and placements, no claims. */
struct mini {
	struct record	 rec;
	struct rec_move	 mv[8];
	struct replay	 rp;
	struct diags	 d;
	struct show_pos	 pos;
};

static void
mini_init(struct mini *m, int seats, const char *const *names)
{
	int	 i;

	memset(m, 0, sizeof(*m));
	m->rec.game = 1;
	m->rec.usable = 1;
	rules_default(&m->rec.rules, seats);
	m->rec.nplayers = seats;
	for (i = 0; i < seats; i++)
		m->rec.players[i] = names[i];
	m->rec.winner = -1;
	m->rec.moves = m->mv;
	replay_init(&m->rp);
	diags_init(&m->d);
}

static void
mini_place(struct mini *m, const char *tile, const char *a, const char *b,
    const char *note)
{
	struct rec_move	*e = &m->mv[m->rec.nmoves++];

	e->action = ACT_PLACE;
	e->place = pl(tile, a, b);
	e->place_ok = 1;
	e->player = -1;
	e->note = note;
}

/* Replay the first n entries and build the position. */
static void
mini_at(struct mini *m, size_t n)
{
	replay_prefix(&m->rp, &m->rec, n, &m->d);
	cr_assert_eq(show_pos_at(&m->pos, &m->rec, &m->rp, n), 0);
}

static void
mini_free(struct mini *m)
{
	replay_free(&m->rp);
	diags_free(&m->d);
}

/* Everything a writer printed, as one allocated string. */
static char *
capture(int (*fn)(FILE *, void *), void *arg)
{
	char	*buf = NULL;
	size_t	 len = 0;
	FILE	*fp = open_memstream(&buf, &len);

	cr_assert_not_null(fp);
	cr_assert_eq(fn(fp, arg), 0);
	fclose(fp);
	return buf;
}

static int
plain_text(FILE *fp, void *arg)
{
	struct show_text_opts	 o = { 0, 78 };

	return show_text(fp, arg, &o);
}

static int
colour_text(FILE *fp, void *arg)
{
	struct show_text_opts	 o = { 1, 78 };

	return show_text(fp, arg, &o);
}

static int
svg(FILE *fp, void *arg)
{
	return show_svg(fp, arg, NULL);
}

static int
html(FILE *fp, void *arg)
{
	struct mini	*m = arg;

	return show_html(fp, &m->rec, &m->rp, &m->d, 0);
}

static size_t
count(const char *hay, const char *needle)
{
	size_t	 n = 0;

	for (; (hay = strstr(hay, needle)) != NULL; hay++)
		n++;
	return n;
}

static const char *const two[] = { "Anna", "Ben" };

Test(escape, xml_escapes_markup_and_both_quotes)
{
	char	*buf = NULL;
	size_t	 len = 0;
	FILE	*fp = open_memstream(&buf, &len);

	show_put_xml(fp, "<a href='x'>&\"");
	fclose(fp);
	cr_assert_str_eq(buf, "&lt;a href=&#39;x&#39;&gt;&amp;&quot;");
	free(buf);
}

Test(escape, control_characters_never_reach_the_terminal)
{
	char	 out[64];

	show_clean("a\033[31mb\007c\177d\n", 0, out, sizeof(out));
	cr_assert_str_eq(out, "a [31mb c d ");
	show_clean("x\ny", 1, out, sizeof(out));
	cr_assert_str_eq(out, "x\ny", "a newline is kept when asked");
	/* C1 control U+009B (a one-character CSI) and a bidi override. */
	show_clean("p\xc2\x9bq\xe2\x80\xaer", 0, out, sizeof(out));
	cr_assert_str_eq(out, "p q r");
}

Test(escape, invalid_utf8_becomes_the_replacement_character)
{
	char	 out[64];

	show_clean("\xff(", 0, out, sizeof(out));
	cr_assert_str_eq(out, "\xef\xbf\xbd(");
	show_clean("\xc0\xaf", 0, out, sizeof(out));	/* overlong '/' */
	cr_assert_str_eq(out, "\xef\xbf\xbd\xef\xbf\xbd");
	show_clean("\xed\xa0\x80", 0, out, sizeof(out));	/* a surrogate */
	cr_assert_eq(show_width(out), 3);
	show_clean("gr\xc3\xbc\xc3\x9f", 0, out, sizeof(out));
	cr_assert_str_eq(out, "gr\xc3\xbc\xc3\x9f", "valid UTF-8 is kept");
}

Test(escape, truncation_never_splits_a_character)
{
	char	 out[4];

	show_clean("a\xc3\xbc\xc3\xbc", 0, out, sizeof(out));
	cr_assert_str_eq(out, "a\xc3\xbc");
}

Test(escape, json_literal_cannot_close_a_script_element)
{
	char	*buf = NULL;
	size_t	 len = 0;
	FILE	*fp = open_memstream(&buf, &len);

	show_put_json(fp, "</script>\"\\\n\xc3\xbc\xf0\x9f\x98\x80");
	fclose(fp);
	cr_assert_str_eq(buf, "\"\\u003c\\u002fscript\\u003e\\\"\\\\\\n"
	    "\\u00fc\\ud83d\\ude00\"");
	free(buf);
}

Test(escape, wide_characters_take_two_columns_and_marks_none)
{
	cr_assert_eq(show_width("Anna"), 4);
	cr_assert_eq(show_width("\xe5\xae\x89\xe5\xa8\x9c"), 4, "CJK");
	cr_assert_eq(show_width("\xed\x95\x9c"), 2, "Hangul");
	cr_assert_eq(show_width("e\xcc\x81"), 1, "a combining accent");
	cr_assert_eq(show_width("\xc3\xa9"), 1);
}

Test(wrap, breaks_at_spaces_within_the_width)
{
	char	**v;
	size_t	  n = show_wrap("one two three four", 9, &v);

	cr_assert_eq(n, 3);
	cr_assert_str_eq(v[0], "one two");
	cr_assert_str_eq(v[1], "three");
	cr_assert_str_eq(v[2], "four");
	show_wrap_free(v, n);
	n = show_wrap("one two three four", 10, &v);
	cr_assert_eq(n, 2);
	cr_assert_str_eq(v[1], "three four");
	show_wrap_free(v, n);
}

Test(wrap, runs_of_spaces_become_one)
{
	char	**v;
	size_t	  n = show_wrap("  a.  b   c  ", 20, &v);

	cr_assert_eq(n, 1);
	cr_assert_str_eq(v[0], "a. b c");
	show_wrap_free(v, n);
}

Test(wrap, keeps_paragraphs_and_gives_a_long_word_its_own_line)
{
	char	**v;
	size_t	  n = show_wrap("ab\n\nabcdefghijkl cd\n", 5, &v);

	cr_assert_eq(n, 4);
	cr_assert_str_eq(v[0], "ab");
	cr_assert_str_eq(v[1], "");
	cr_assert_str_eq(v[2], "abcdefghijkl");
	cr_assert_str_eq(v[3], "cd");
	show_wrap_free(v, n);
}

/*
 * Walking a whole replay's steps must give, after every entry, the board
 * and counters that replaying only that prefix gives.
 */
Test(position, walking_the_steps_matches_a_prefix_replay)
{
	static const enum agent_kind ag[MAX_SEATS] = { AGENT_GREEDY,
	    AGENT_BALANCED, AGENT_RANDOM, AGENT_GREEDY };
	struct selfplay	 sp;
	struct replay	 full, pre;
	struct diags	 d;
	struct show_pos	 walk, at;
	struct rules	 r;
	struct prng	 rng;
	size_t		 n;
	int		 seats, cell, side;

	selfplay_init(&sp);
	replay_init(&full);
	replay_init(&pre);
	diags_init(&d);
	for (seats = 2; seats <= 4; seats++) {
		rules_default(&r, seats);
		prng_seed(&rng, (uint64_t)seats * 11);
		cr_assert_eq(selfplay_run(&sp, &r, ag, &rng), 0);
		replay_run(&full, &sp.rec, &d);
		show_pos_start(&walk, &sp.rec, &full);
		for (n = 0; n <= sp.rec.nmoves; n++) {
			if (n > 0)
				cr_assert_eq(show_pos_next(&walk), 0);
			replay_prefix(&pre, &sp.rec, n, &d);
			cr_assert_eq(show_pos_at(&at, &sp.rec, &pre, n), 0);
			cr_assert_eq(at.g, &pre.g);
			for (cell = 0; cell < BOARD_CELLS; cell++) {
				if (board_symbol_index(cell) >= 0)
					continue;
				cr_assert_eq(walk.cell[cell], pre.g.cell[cell],
				    "%d seats, move %zu, cell %d", seats, n,
				    cell);
			}
			for (side = 0; side < seats; side++)
				cr_assert_arr_eq(walk.score[side],
				    pre.g.score[side], COLOURS);
		}
		cr_assert_eq(show_pos_next(&walk), -1, "no step past the end");
	}
	diags_free(&d);
	replay_free(&pre);
	replay_free(&full);
	selfplay_free(&sp);
}

Test(position, a_move_past_the_replay_is_refused)
{
	struct mini	 m;

	mini_init(&m, 2, two);
	mini_place(&m, "RO", "L8", "L9", NULL);
	mini_at(&m, 1);
	cr_assert_eq(show_pos_at(&m.pos, &m.rec, &m.rp, 2), -1);
	mini_free(&m);
}

Test(heading, names_the_move_player_tile_and_cells)
{
	struct mini	 m;
	char		 buf[256];

	mini_init(&m, 2, two);
	mini_place(&m, "RO", "L8", "L9", NULL);
	mini_place(&m, "BB", "H12", "G11", NULL);
	mini_at(&m, 0);
	cr_assert_str_eq(show_heading(&m.pos, buf, sizeof(buf)),
	    "Start of the game");
	mini_at(&m, 2);
	cr_assert_str_eq(show_heading(&m.pos, buf, sizeof(buf)),
	    "Move 2 of 2, Ben: BB on H12 G11");
	cr_assert_str_eq(show_breakdown(&m.pos, 0, buf, sizeof(buf)),
	    "blue 1: 1 right from H12 (H13)");
	cr_assert_str_eq(show_breakdown(&m.pos, 1, buf, sizeof(buf)),
	    "blue counter: +1, now 1");
	cr_assert_null(show_breakdown(&m.pos, 2, buf, sizeof(buf)),
	    "a double has one colour line and one counter line");
	cr_assert_str_eq(show_status(&m.pos, buf, sizeof(buf)),
	    "Anna to move.");
	mini_free(&m);
}

Test(text, board_marks_symbols_tiles_and_the_latest_placement)
{
	struct mini	 m;
	char		*out;

	mini_init(&m, 2, two);
	mini_place(&m, "RO", "L8", "L9", NULL);
	mini_place(&m, "BB", "H12", "G11", "Ben opens beside the blue "
	    "symbol on H13.");
	mini_at(&m, 2);
	out = capture(plain_text, &m.pos);
	/* Row M: the red symbol on M8, the green one on M13. */
	cr_assert(strstr(out, "\n          M  (R)  .   .   .   .  "
	    "(G)  ") != NULL, "row M as drawn:\n%s", out);
	/* Row L: Anna's tile on L8 L9, no longer the latest placement. */
	cr_assert(strstr(out, "\n        L   .   R   O   .   .   "
	    ".   .   ") != NULL, "%s", out);
	/* Row H: Ben's double beside the blue symbol, highlighted. */
	cr_assert(strstr(out, "[B] (B)") != NULL, "%s", out);
	cr_assert(strstr(out, "\nNote: Ben opens beside the blue symbol on "
	    "H13.\n") != NULL, "%s", out);
	cr_assert(strstr(out, "  B #.................  1\n") != NULL,
	    "Ben's blue bar:\n%s", out);
	cr_assert(strstr(out, "\033[") == NULL, "no escapes without colour");
	free(out);
	mini_free(&m);
}

Test(text, only_the_area_in_play_is_drawn)
{
	struct mini	 m;
	char		*out;

	mini_init(&m, 2, two);
	mini_at(&m, 0);
	out = capture(plain_text, &m.pos);
	/* Rows N, O, A and B lie wholly outside the two-player area. */
	cr_assert_null(strstr(out, "N   ."), "%s", out);
	cr_assert_null(strstr(out, "O   ."), "%s", out);
	cr_assert_null(strstr(out, "A   ."), "%s", out);
	cr_assert_null(strstr(out, "B   ."), "%s", out);
	cr_assert_not_null(strstr(out, "C  (Y)"), "%s", out);
	/* Row M starts at M8, its symbol; row H is flush left. */
	cr_assert(strstr(out, "\n          M  (R)  .") != NULL, "%s", out);
	cr_assert(strstr(out, "\nH  (P)  .") != NULL, "%s", out);
	/* The diagonals in play are numbered 3 to 13. */
	cr_assert(strstr(out, "\n                3   4   5   6   7   8") !=
	    NULL, "%s", out);
	cr_assert(strstr(out, " 13 ") != NULL && strstr(out, " 14 ") == NULL &&
	    strstr(out, "   2   3") == NULL, "%s", out);
	free(out);
	mini_free(&m);
}

/* The widest line of text, in terminal columns. */
static size_t
widest(char *text)
{
	size_t	 w = 0, k;
	char	*line, *save = NULL;

	for (line = strtok_r(text, "\n", &save); line != NULL;
	    line = strtok_r(NULL, "\n", &save))
		if ((k = show_width(line)) > w)
			w = k;
	return w;
}

Test(text, the_board_and_its_counters_fit_80_columns)
{
	static const char *const names[] = {
		"\xe5\xae\x89\xe5\xa8\x9c\xe5\xae\x89\xe5\xa8\x9c",
		"Bartholomew Cunningham-Smythe", "Cleo", "Dan"
	};
	struct mini	 m;
	char		*out;
	int		 seats;

	for (seats = 2; seats <= 4; seats++) {
		mini_init(&m, seats, names);
		mini_place(&m, "RO", "L8", "L9", NULL);
		mini_at(&m, 1);
		out = capture(plain_text, &m.pos);
		cr_assert_leq(widest(out), 80, "%d players", seats);
		free(out);
		mini_free(&m);
	}
}

Test(text, colour_mode_paints_tiles_with_ansi_backgrounds)
{
	struct mini	 m;
	char		*out;

	mini_init(&m, 2, two);
	mini_place(&m, "RO", "L8", "L9", NULL);
	mini_at(&m, 1);
	out = capture(colour_text, &m.pos);
	cr_assert(strstr(out, "\033[1;4;48;5;160;38;5;231m[R]") != NULL,
	    "the latest red hex, bold and underlined on red");
	cr_assert(strstr(out, "\033[0m") != NULL);
	free(out);
	mini_free(&m);
}

Test(text, record_text_cannot_drive_the_terminal)
{
	static const char *const evil[] = { "A\033]0;pwned\007", "B" };
	struct mini	 m;
	char		*out;

	mini_init(&m, 2, evil);
	mini_place(&m, "RO", "L8", "L9", "note \033[2J here");
	mini_at(&m, 1);
	out = capture(plain_text, &m.pos);
	cr_assert(strchr(out, '\033') == NULL, "%s", out);
	cr_assert(strchr(out, '\007') == NULL);
	cr_assert(strstr(out, "Note: note [2J here") != NULL, "%s", out);
	free(out);
	mini_free(&m);
}

Test(svg, record_text_is_escaped_and_cells_have_titles)
{
	static const char *const names[] = { "<b>&amp;", "B\"en" };
	struct mini	 m;
	char		*out;

	mini_init(&m, 2, names);
	mini_place(&m, "RO", "L8", "L9", "a < b & c");
	mini_at(&m, 1);
	out = capture(svg, &m.pos);
	cr_assert(strstr(out, "<b>") == NULL, "raw markup from a name");
	cr_assert(strstr(out, "&lt;b&gt;&amp;amp;") != NULL);
	cr_assert(strstr(out, "B&quot;en") != NULL);
	cr_assert(strstr(out, "Note: a &lt; b &amp; c") != NULL);
	cr_assert(strstr(out, "<title>L8: red tile</title>") != NULL);
	cr_assert(strstr(out, "<title>M8: red start symbol</title>") != NULL);
	cr_assert(strstr(out, "<title>O8: empty, dark grey area, not in "
	    "play</title>") != NULL);
	cr_assert_eq(count(out, "<polygon id=\"cell-"), BOARD_CELLS - 6);
	cr_assert(strncmp(out, "<?xml version=\"1.0\"", 19) == 0);
	free(out);
	mini_free(&m);
}

Test(svg, scoring_lines_become_arrows_with_their_lengths)
{
	struct mini	 m;
	char		*out, *arrows;

	mini_init(&m, 2, two);
	mini_place(&m, "RR", "L7", "L8", NULL);	/* red up-left and up-right */
	mini_at(&m, 1);
	out = capture(svg, &m.pos);
	arrows = strstr(out, "<g id=\"arrows\">");
	cr_assert_not_null(arrows);
	cr_assert_eq(count(arrows, "marker-end=\"url(#tip)\""),
	    (size_t)m.rp.steps[0].bd.nlines);
	cr_assert_geq(m.rp.steps[0].bd.nlines, 2);
	free(out);
	mini_free(&m);
}

static int
svg_with_findings(FILE *fp, void *arg)
{
	struct mini	*m = arg;

	return show_svg(fp, &m->pos, &m->d);
}

Test(svg, every_tile_hex_carries_the_shape_of_its_colour)
{
	struct mini	 m;
	char		*out, *marks, *end;

	mini_init(&m, 2, two);
	mini_place(&m, "RO", "L8", "L9", NULL);
	mini_at(&m, 1);
	out = capture(svg, &m.pos);
	marks = strstr(out, "<g id=\"marks\"");
	cr_assert_not_null(marks);
	end = strstr(marks, "</g>");
	cr_assert_not_null(end);
	*end = '\0';
	/* Red: a white ring; orange: a near-black diamond. */
	cr_assert_eq(count(marks, "<circle"), 1);
	cr_assert(strstr(marks, "fill=\"none\" stroke=\"#ffffff\"") != NULL);
	cr_assert_eq(count(marks, "<polygon"), 1);
	cr_assert(strstr(marks, "fill=\"#1a1a1a\"") != NULL);
	free(out);
	mini_free(&m);
}

Test(svg, a_length_label_covers_no_start_symbol)
{
	struct mini	 m;
	double		 a[10][6], x, y, dx, dy;
	int		 len[10], n;

	mini_init(&m, 2, two);
	/* Red on L8 counts the red start symbol on M8: 1 up-left. */
	mini_place(&m, "RO", "L8", "L9", NULL);
	mini_at(&m, 1);
	n = svg_arrows(&m.rp.steps[0], a, len, 10);
	cr_assert_eq(n, 1);
	cr_assert_eq(len[0], 1);
	svg_xy(board_symbol_cells[0], &x, &y);	/* M8 */
	dx = a[0][4] - x;
	dy = a[0][5] - y;
	cr_assert_geq(dx * dx + dy * dy, 16.5 * 16.5, "the label is %.1f from "
	    "the symbol's centre", dx * dx + dy * dy);
	mini_free(&m);
}

Test(svg, two_length_labels_never_overlap)
{
	struct mini	 m;
	double		 a[10][6], dx, dy;
	int		 len[10], n, i, j;

	mini_init(&m, 2, two);
	mini_place(&m, "RR", "L7", "L8", NULL);	/* red up-left and up-right */
	mini_place(&m, "OO", "D8", "E8", NULL);
	mini_place(&m, "RR", "K7", "K8", NULL);	/* lines meet near M8 */
	mini_at(&m, 3);
	n = svg_arrows(&m.rp.steps[2], a, len, 10);
	cr_assert_geq(n, 2);
	for (i = 0; i < n; i++)
		for (j = i + 1; j < n; j++) {
			dx = a[i][4] - a[j][4];
			dy = a[i][5] - a[j][5];
			cr_assert_geq(dx * dx + dy * dy, 15.0 * 15.0,
			    "labels %d and %d overlap", i, j);
		}
	mini_free(&m);
}

Test(svg, a_placement_not_applied_is_ghosted_and_its_findings_shown)
{
	struct mini	 m;
	char		*out, *ghost;

	mini_init(&m, 2, two);
	mini_place(&m, "RO", "L8", "L9", NULL);
	mini_place(&m, "BB", "L9", "L10", NULL);	/* L9 is taken */
	mini_at(&m, 2);
	cr_assert_eq(m.rp.steps[1].applied, 0);
	out = capture(svg_with_findings, &m);
	ghost = strstr(out, "<g id=\"ghost\"");
	cr_assert_not_null(ghost);
	cr_assert_eq(count(ghost, "stroke-dasharray"), 2, "both hexes");
	cr_assert(strstr(out, "error: L9 is already covered, by move 1 [cell-occupied]")
	    != NULL);
	free(out);
	mini_free(&m);
}

Test(html, findings_are_listed_with_links_to_their_moves)
{
	struct mini	 m;
	struct placement p = pl("BB", "L9", "L10");
	char		*out, ghost[64];

	mini_init(&m, 2, two);
	mini_place(&m, "RO", "L8", "L9", NULL);
	mini_place(&m, "BB", "L9", "L10", NULL);
	replay_run(&m.rp, &m.rec, &m.d);
	out = capture(html, &m);
	snprintf(ghost, sizeof(ghost), "\"g\":[%d,%d,%d,%d]", p.a, BLUE, p.b,
	    BLUE);
	cr_assert(strstr(out, "<ol id=\"findings\">") != NULL);
	cr_assert(strstr(out, "<li data-move=\"2\"><a href=\"#2\">Move 2</a>: "
	    "error: L9 is already covered, by move 1 [cell-occupied]</li>") != NULL);
	cr_assert(strstr(out, "id=\"nextdiag\"") != NULL);
	cr_assert_eq(count(out, ghost), 1, "the ghost's cells and colours, "
	    "at move 2 only");
	cr_assert_eq(count(out, "\"g\":null"), 2);
	free(out);
	mini_free(&m);
}

Test(html, a_note_cannot_close_the_script_element)
{
	struct mini	 m;
	char		*out;

	mini_init(&m, 2, two);
	mini_place(&m, "RO", "L8", "L9", "</script><script>alert(1)</script>");
	replay_run(&m.rp, &m.rec, &m.d);
	out = capture(html, &m);
	cr_assert_eq(count(out, "</script>"), 2, "the data and the code");
	cr_assert_eq(count(out, "<script"), 2);
	cr_assert(strstr(out, "\\u003c\\u002fscript\\u003e") != NULL);
	cr_assert(strstr(out, "id=\"next\"") != NULL);
	cr_assert_null(strstr(out, "src="), "no external scripts or images");
	cr_assert_null(strstr(out, "<link"), "no external style sheets");
	free(out);
	mini_free(&m);
}
