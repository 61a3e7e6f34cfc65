/*
 * The fix as data (genial(1) FAULTY RECORDS): each reading the search
 * commits gives one finding whose fix names the entry meant (diag.fix),
 * whose edits replace the bytes that slipped (diag.edits: the span of
 * the cell word, the tile, the player, the claim value, the header value
 * or the whole entry) with the text meant, and whose why says why.  A
 * missing entry whose tile the claims after it do not determine has no
 * text to put back: no edits.
 *
 * The games open as a three-player Kosmos game (seats Anna, Ben, Cleo),
 * every entry legal.  Each node gets a byte offset of its own (span()),
 * so a test can tell which node an edit replaces.
 */
#include <criterion/criterion.h>

#include "recbuild.h"

static const char *const opening[] = {
	"YY C4 D4", "GG M12 N13", "BB I13 I14",
	"RB J13 I12", "RB J12 I11", "RB J11 I10",
	"RO J14 K14", "BP I9 J10", "YB I7 I8",
	"OG L14 M14", "YG L12 L13", "BB H11 H12",
};
static const int scores[][2] = {	/* the colours' points, a then b */
	{ 2, 2 }, { 2, 2 }, { 2, 2 }, { 0, 2 }, { 1, 3 }, { 2, 4 },
	{ 3, 0 }, { 5, 0 }, { 0, 6 }, { 1, 2 }, { 0, 3 }, { 5, 5 },
};
#define NOPEN	(int)(sizeof(opening) / sizeof(opening[0]))

/* Byte offsets: entry i's node k at 1000 * (i + 1) + k. */
enum { SPAN_ENTRY, SPAN_CELL_A, SPAN_CELL_B, SPAN_PLAYER, SPAN_PLACE,
    SPAN_SCORE, SPAN_VALUE };

static uint64_t
span(int i, int k)
{
	return (uint64_t)(1000 * (i + 1) + k);
}

/* Give entry i's nodes their spans. */
static void
spans(struct rec_move *m, int i)
{
	static struct srcpos	 vpos[64][COLOURS];
	int			 c;

	m->pos.off = span(i, SPAN_ENTRY);
	m->cell_pos[0].off = span(i, SPAN_CELL_A);
	m->cell_pos[1].off = span(i, SPAN_CELL_B);
	m->player_pos.off = span(i, SPAN_PLAYER);
	m->action_pos.off = span(i, SPAN_PLACE);
	m->score.pos.off = span(i, SPAN_SCORE);
	cr_assert_lt(i, 64);
	m->score.vpos = vpos[i];
	for (c = 0; c < COLOURS; c++)
		m->score.vpos[c].off = span(i, SPAN_VALUE + c);
}

/*
 * The opening, entry i written as text[i] if not NULL, each named for
 * its seat (or seat[i] if not -1) with its score.
 */
static void
build(struct rb *b, const char *const *text, const int *seat)
{
	struct rec_move	*m;
	struct tile	 t;
	int		 i;

	for (i = 0; i < NOPEN; i++) {
		m = rb_place_by(b, seat != NULL && seat[i] >= 0 ? seat[i] : i % 3,
		    text != NULL && text[i] != NULL ? text[i] : opening[i]);
		tile_parse(opening[i], 2, &t);
		rb_score(b, m, t.a, scores[i][0]);
		if (t.b != t.a)
			rb_score(b, m, t.b, scores[i][1]);
		spans(m, i);
	}
}

/* The one finding at move mv, which must be there. */
static const struct diag *
finding_at(const struct rb *b, int mv)
{
	size_t	 i;

	for (i = 0; i < b->d.len; i++)
		if (b->d.v[i].move == mv)
			return &b->d.v[i];
	cr_assert_fail("no finding at move %d", mv);
	return NULL;
}

Test(readings, a_name_is_replaced_by_the_turn_orders)
{
	struct rb		 b;
	const struct diag	*d;
	int			 seat[NOPEN];

	memset(seat, -1, sizeof(seat));
	seat[4] = 0;				/* Ben's move 5 names Anna */
	rb_init(&b, 3, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	build(&b, NULL, seat);
	rb_run(&b);
	cr_assert_eq(b.d.errors, 1);
	d = finding_at(&b, 5);
	cr_assert_str_eq(d->fix, "player: Ben");
	cr_assert_eq(d->nedits, 1);
	cr_assert_eq(d->edits[0].at.off, span(4, SPAN_PLAYER));
	cr_assert_str_eq(d->edits[0].text, "Ben");
	cr_assert_null(strstr(d->msg, "did you mean"), "the message: %s",
	    d->msg);
	rb_free(&b);
}

Test(readings, cells_the_other_way_round_replace_both_cell_words)
{
	struct rb		 b;
	const struct diag	*d;
	const char		*text[NOPEN] = { NULL };

	text[4] = "RB I11 J12";			/* for RB J12 I11 */
	rb_init(&b, 3, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	build(&b, text, NULL);
	rb_run(&b);
	cr_assert_eq(b.d.errors, 1);
	d = finding_at(&b, 5);
	cr_assert_str_eq(d->fix, "RB J12 I11");
	cr_assert_eq(d->nedits, 2);
	cr_assert_eq(d->edits[0].at.off, span(4, SPAN_CELL_A));
	cr_assert_str_eq(d->edits[0].text, "J12");
	cr_assert_eq(d->edits[1].at.off, span(4, SPAN_CELL_B));
	cr_assert_str_eq(d->edits[1].text, "I11");
	cr_assert_str_eq(d->why, "it scores the written 1 red, 3 blue");
	rb_free(&b);
}

Test(readings, a_tile_with_its_letters_the_other_way_replaces_the_place)
{
	struct rb		 b;
	const struct diag	*d;
	const char		*text[NOPEN] = { NULL };

	text[10] = "GY L12 L13";		/* for YG L12 L13 */
	rb_init(&b, 3, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	build(&b, text, NULL);
	rb_run(&b);
	d = finding_at(&b, 11);
	cr_assert_str_eq(d->fix, "YG L12 L13");
	cr_assert_eq(d->nedits, 1);
	cr_assert_eq(d->edits[0].at.off, span(10, SPAN_PLACE));
	cr_assert_str_eq(d->edits[0].text, "YG L12 L13");
	rb_free(&b);
}

Test(readings, a_wrong_score_replaces_its_value_only)
{
	struct rb		 b;
	const struct diag	*d;

	rb_init(&b, 3, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	build(&b, NULL, NULL);
	b.moves[7].score.v[BLUE] = 4;		/* BP I9 J10 scores 5 blue */
	rb_run(&b);
	cr_assert_eq(b.d.errors, 1);
	d = finding_at(&b, 8);
	cr_assert_eq(d->code, D_SCORE_MISMATCH);
	cr_assert_str_eq(d->fix, "score: {B: 5, P: 0}");
	cr_assert_eq(d->nedits, 1);
	cr_assert_eq(d->edits[0].at.off, span(7, SPAN_VALUE + BLUE));
	cr_assert_str_eq(d->edits[0].text, "5");
	rb_free(&b);
}

Test(readings, a_score_naming_a_colour_off_the_tile_is_written_again)
{
	struct rb		 b;
	const struct diag	*d;

	rb_init(&b, 3, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	build(&b, NULL, NULL);
	/* RO J14 K14 scores {R: 3, O: 0}; the sheet writes {R: 3, G: 0}. */
	b.moves[6].score.has = (1u << RED) | (1u << GREEN);
	rb_run(&b);
	cr_assert_eq(b.d.errors, 1);
	d = finding_at(&b, 7);
	cr_assert_str_eq(d->msg, "claims 0 green, but RO shows no green");
	/* Written with a value for each colour: so is the fix. */
	cr_assert_str_eq(d->fix, "score: {R: 3, O: 0}");
	cr_assert_eq(d->nedits, 1);
	cr_assert_eq(d->edits[0].at.off, span(6, SPAN_SCORE));
	rb_free(&b);
}

/*
 * Scores written without their colours at 0: the fix of a wrong one
 * leaves them out too.
 */
Test(readings, a_score_fix_leaves_out_zeros_where_the_scores_do)
{
	struct rb		 b;
	const struct diag	*d;
	int			 i, c;

	rb_init(&b, 3, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	build(&b, NULL, NULL);
	for (i = 0; i < NOPEN; i++)
		for (c = 0; c < COLOURS; c++)
			if (b.moves[i].score.v[c] == 0)
				b.moves[i].score.has &= ~(1u << c);
	/* RO J14 K14 scores {R: 3, O: 0}; the sheet writes {G: 3}. */
	b.moves[6].score.has = 1u << GREEN;
	b.moves[6].score.v[GREEN] = 3;
	rb_run(&b);
	cr_assert_eq(b.d.errors, 1);
	d = finding_at(&b, 7);
	cr_assert_str_eq(d->fix, "score: {R: 3}");
	rb_free(&b);
}

Test(readings, an_entry_typed_twice_is_deleted_whole)
{
	struct rb		 b;
	const struct diag	*d;
	struct rec_move		*m;
	int			 i;

	rb_init(&b, 3, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	build(&b, NULL, NULL);
	/* Move 13 repeats Cleo's move 12. */
	m = rb_place_by(&b, 2, opening[11]);
	rb_score(&b, m, BLUE, 5);
	spans(m, NOPEN);
	for (i = 0; i < 3; i++)
		rb_place_by(&b, i, i == 0 ? "RY K12 K11" : i == 1 ?
		    "GP M10 N10" : "GB M9 L8");
	rb_run(&b);
	cr_assert_eq(b.d.errors, 1);
	d = finding_at(&b, 13);
	cr_assert_eq(d->nedits, 1);
	cr_assert_eq(d->edits[0].at.off, span(NOPEN, SPAN_ENTRY));
	cr_assert_str_eq(d->edits[0].text, "");
	cr_assert_str_eq(d->why, "move 12 places the same tile on the same "
	    "cells");
	rb_free(&b);
}

Test(readings, entries_out_of_order_take_each_others_tokens)
{
	struct rb		 b;
	const struct diag	*d;
	const char		*text[NOPEN] = { NULL };
	int			 seat[NOPEN];

	memset(seat, -1, sizeof(seat));
	/* Moves 8 and 9 (Ben's BP I9 J10, Cleo's YB I7 I8) exchanged. */
	text[7] = opening[8];
	text[8] = opening[7];
	seat[7] = 2;
	seat[8] = 1;
	rb_init(&b, 3, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	build(&b, text, seat);
	/* The scores went with their entries. */
	b.moves[7].score = b.moves[8].score;
	b.moves[7].score.has = (1u << YELLOW) | (1u << BLUE);
	b.moves[7].score.v[YELLOW] = 0;
	b.moves[7].score.v[BLUE] = 6;
	b.moves[8].score.has = (1u << BLUE) | (1u << PURPLE);
	b.moves[8].score.v[BLUE] = 5;
	b.moves[8].score.v[PURPLE] = 0;
	rb_run(&b);
	cr_assert_eq(b.d.errors, 1);
	d = finding_at(&b, 8);
	cr_assert_eq(d->code, D_WRONG_PLAYER);
	/* Place, player and score of both entries. */
	cr_assert_eq(d->nedits, 6);
	cr_assert_eq(d->edits[0].at.off, span(7, SPAN_PLACE));
	cr_assert_str_eq(d->edits[0].text, "BP I9 J10");
	cr_assert_eq(d->edits[1].at.off, span(7, SPAN_PLAYER));
	cr_assert_str_eq(d->edits[1].text, "Ben");
	cr_assert_str_eq(d->edits[2].text, "{B: 5, P: 0}");
	cr_assert_eq(d->edits[3].at.off, span(8, SPAN_PLACE));
	cr_assert_str_eq(d->edits[3].text, "YB I7 I8");
	rb_free(&b);
}

/*
 * Moves 5 and 6 with their names exchanged: move 6's tile is on move 5's
 * red line, so the two entries out of order would not score what is
 * written, and the names are the slip: one finding, at move 5, with both
 * names.
 */
Test(readings, two_neighbours_names_exchanged_replace_both_names)
{
	struct rb		 b;
	const struct diag	*d;
	int			 seat[NOPEN];

	memset(seat, -1, sizeof(seat));
	seat[4] = 2;				/* Ben's move 5 names Cleo */
	seat[5] = 1;				/* and Cleo's move 6 Ben */
	rb_init(&b, 3, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	build(&b, NULL, seat);
	rb_run(&b);
	cr_assert_eq(b.d.errors, 1);
	d = finding_at(&b, 5);
	cr_assert_eq(d->code, D_WRONG_PLAYER);
	cr_assert_str_eq(d->fix, "player: Ben");
	cr_assert_eq(d->nedits, 2);
	cr_assert_eq(d->edits[0].at.off, span(4, SPAN_PLAYER));
	cr_assert_str_eq(d->edits[0].text, "Ben");
	cr_assert_eq(d->edits[1].at.off, span(5, SPAN_PLAYER));
	cr_assert_str_eq(d->edits[1].text, "Cleo");
	cr_assert_str_eq(d->why, "the turn order gives this entry to Ben and "
	    "move 6 to Cleo");
	rb_free(&b);
}

Test(readings, a_missing_entry_has_no_text_to_put_back)
{
	struct rb		 b;
	const struct diag	*d;
	int			 i;
	struct rec_move		*m;
	struct tile		 t;

	rb_init(&b, 3, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	for (i = 0; i < NOPEN; i++) {
		if (i == 7)
			continue;		/* Ben's move 8 left out */
		m = rb_place_by(&b, i % 3, opening[i]);
		tile_parse(opening[i], 2, &t);
		rb_score(&b, m, t.a, scores[i][0]);
		if (t.b != t.a)
			rb_score(&b, m, t.b, scores[i][1]);
	}
	rb_run(&b);
	cr_assert_eq(b.d.errors, 1);
	d = finding_at(&b, 8);
	cr_assert_eq(d->code, D_WRONG_PLAYER);
	cr_assert_not_null(strstr(d->msg, "an entry of Ben seems to be "
	    "missing"), "the message: %s", d->msg);
	cr_assert_null(d->fix);
	cr_assert_eq(d->nedits, 0);
	rb_free(&b);
}

Test(readings, another_first_player_rewrites_the_players)
{
	struct rb		 b;
	const struct diag	*d;
	int			 seat[NOPEN], i;

	/* Ben began: every entry one seat on from the header's order. */
	for (i = 0; i < NOPEN; i++)
		seat[i] = (i + 1) % 3;
	rb_init(&b, 3, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	b.rec.players_pos.line = 3;
	b.rec.players_pos.off = 7;
	build(&b, NULL, seat);
	rb_run(&b);
	cr_assert_eq(b.d.errors, 1);
	d = finding_at(&b, 1);
	cr_assert_str_eq(d->msg, "the entries go round from Ben, not from "
	    "Anna: Ben began");
	cr_assert_str_eq(d->fix, "players: [Ben, Cleo, Anna]");
	cr_assert_eq(d->nedits, 1);
	cr_assert_eq(d->edits[0].at.off, 7);
	cr_assert_str_eq(d->edits[0].text, "[Ben, Cleo, Anna]");
	rb_free(&b);
}
