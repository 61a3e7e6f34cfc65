/*
 * Reading a faulty record (genial(1) FAULTY RECORDS): one slip of the pen gives one finding, at the slip, and the
 * rest of the game is judged as the record meant it.
 *
 * The games open as a three-player Kosmos game (seats Anna, Ben, Cleo):
 * every entry below is legal in this order.
 */
#include <criterion/criterion.h>

#include "recbuild.h"

static const char *const opening[] = {
	"YY C4 D4", "GG M12 N13", "BB I13 I14",		/* first placements */
	"RB J13 I12", "RB J12 I11", "RB J11 I10",
	"RO J14 K14", "BP I9 J10", "YB I7 I8",
	"OG L14 M14", "YG L12 L13", "BB H11 H12",
};
#define NOPEN	(int)(sizeof(opening) / sizeof(opening[0]))

/* The opening from entry `from` on, each named for its seat. */
static void
play_from(struct rb *b, int from)
{
	int	 i;

	for (i = from; i < NOPEN; i++)
		rb_place_by(b, i % 3, opening[i]);
}

/* Errors only: the short records end mid-game (game-incomplete). */
static size_t
errors(const struct rb *b)
{
	return b->d.errors;
}

Test(recovery_turns, a_wrong_name_is_the_slip_when_the_names_after_it_follow)
{
	struct rb	 b;
	int		 i;

	rb_init(&b, 3, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	for (i = 0; i < NOPEN; i++)
		/* Move 5, Ben's, names Anna, who has just placed. */
		rb_place_by(&b, i == 4 ? 0 : i % 3, opening[i]);
	rb_run(&b);
	rb_assert_diag(&b, D_WRONG_PLAYER, 5, "it is Ben's turn, not Anna's");
	cr_assert_eq(errors(&b), 1);
	cr_assert_eq(b.rp.steps[4].seat, 1, "judged as Ben's placement");
	cr_assert_eq(b.rp.steps[5].seat, 2);
	rb_free(&b);
}

Test(recovery_turns, names_that_go_on_from_the_one_named_mean_a_missing_entry)
{
	struct rb	 b;
	int		 i;

	rb_init(&b, 3, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	for (i = 0; i < NOPEN; i++)
		if (i != 4)			/* Ben's move 5 left out */
			rb_place_by(&b, i % 3, opening[i]);
	rb_run(&b);
	rb_assert_diag(&b, D_WRONG_PLAYER, 5, "it is Ben's turn, not Cleo's; "
	    "the entries that follow go on from Cleo, so an entry of Ben "
	    "seems to be missing");
	cr_assert_eq(errors(&b), 1);
	cr_assert_eq(b.rp.steps[4].seat, 2, "judged as Cleo's placement");
	rb_free(&b);
}

Test(recovery_turns, two_entries_in_the_wrong_order_give_one_finding)
{
	struct rb	 b;
	int		 i, j;

	rb_init(&b, 3, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	for (i = 0; i < NOPEN; i++) {
		j = i == 4 ? 5 : i == 5 ? 4 : i;	/* Cleo's before Ben's */
		rb_place_by(&b, j % 3, opening[j]);
	}
	rb_run(&b);
	rb_assert_diag(&b, D_WRONG_PLAYER, 5, "it is Ben's turn, not Cleo's; "
	    "this entry and the next (move 6) are in the wrong order");
	cr_assert_eq(errors(&b), 1);
	/* The steps stay in file order, each with its own player. */
	cr_assert_eq(b.rp.steps[4].move, 5);
	cr_assert_eq(b.rp.steps[4].seat, 2);
	cr_assert_eq(b.rp.steps[5].seat, 1);
	rb_free(&b);
}

Test(recovery_turns, the_last_entry_named_for_the_player_who_placed_is_a_name)
{
	struct rb	 b;
	const struct diag *d;

	/*
	 * Nothing after it to tell, and the next player may make the
	 * placement: a slip of the name is likelier than a second
	 * placement (genial(1) FAULTY RECORDS).
	 */
	rb_init(&b, 3, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	play_from(&b, 0);
	rb_place_by(&b, 2, "GP M10 N10");
	rb_run(&b);
	rb_assert_diag(&b, D_WRONG_PLAYER, NOPEN + 1, "it is Anna's turn, not "
	    "Cleo's");
	d = rb_find(&b, D_WRONG_PLAYER, NOPEN + 1);
	cr_assert_str_eq(d->fix, "player: Anna");
	cr_assert_eq(d->nedits, 1);
	cr_assert_str_eq(d->edits[0].text, "Anna");
	cr_assert_eq(errors(&b), 1);
	rb_free(&b);
}

Test(recovery_place, a_cell_typo_is_repaired_when_one_near_placement_fits)
{
	struct rb	 b;
	struct rec_move	*m;
	const struct diag *d;
	int		 i;

	rb_init(&b, 3, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	for (i = 0; i < NOPEN; i++) {
		/* Move 4 writes I13, which Cleo covered, for J13. */
		m = rb_place_by(&b, i % 3, i == 3 ? "RB I13 I12" : opening[i]);
		if (i == 3) {
			rb_score(&b, m, RED, 0);
			rb_score(&b, m, BLUE, 2);
		}
	}
	rb_run(&b);
	rb_assert_diag(&b, D_CELL_OCCUPIED, 4, "I13 is already covered, by "
	    "move 3");
	d = rb_find(&b, D_CELL_OCCUPIED, 4);
	cr_assert_str_eq(d->why, "it scores the written 0 red, 2 blue");
	cr_assert_str_eq(d->fix, "RB J13 I12");
	/* The fix as data: the cell word that slipped, and what it meant. */
	cr_assert_eq(d->nedits, 1);
	cr_assert_str_eq(d->edits[0].text, "J13");
	cr_assert_eq(d->edits[0].at.line, 3 + 10, "move 4's cell word");
	cr_assert_eq(errors(&b), 1, "the repaired entry is still an error, "
	    "and the only one");
	cr_assert(b.rp.steps[3].applied);
	cr_assert_eq(b.rp.steps[3].place.a, cell_of("J13"));
	rb_free(&b);
}

Test(recovery_place, the_slip_is_blamed_on_the_earlier_entry_of_a_collision)
{
	struct rb	 b;
	struct rec_move	*m;
	int		 i;

	rb_init(&b, 3, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	for (i = 0; i < NOPEN; i++) {
		/* Move 4 writes J12 for J13; move 5 then places on J12. */
		m = rb_place_by(&b, i % 3, i == 3 ? "RB J12 I12" : opening[i]);
		if (i == 3) {
			rb_score(&b, m, RED, 0);
			rb_score(&b, m, BLUE, 2);
		}
	}
	rb_run(&b);
	rb_assert_diag(&b, D_CELL_OCCUPIED, 4, "this entry covers J12, where "
	    "move 5 places later");
	cr_assert_str_eq(rb_find(&b, D_CELL_OCCUPIED, 4)->fix, "RB J13 I12");
	cr_assert_str_eq(rb_find(&b, D_CELL_OCCUPIED, 4)->why, "it scores the "
	    "written 0 red, 2 blue");
	cr_assert_eq(errors(&b), 1);
	cr_assert_null(rb_find(&b, D_CELL_OCCUPIED, 5));
	cr_assert(b.rp.steps[4].applied, "move 5 is judged as written");
	rb_free(&b);
}

Test(recovery_place, hexes_the_other_way_round_are_named_in_the_colour_order)
{
	struct rb	 b;
	struct rec_move	*m;
	const struct diag *d;
	int		 i;

	rb_init(&b, 3, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	for (i = 0; i < NOPEN; i++) {
		/* Move 11 writes GY L12 L13 for YG L12 L13. */
		m = rb_place_by(&b, i % 3, i == 10 ? "GY L12 L13" : opening[i]);
		if (i == 10) {
			rb_score(&b, m, YELLOW, 0);
			rb_score(&b, m, GREEN, 3);
		}
	}
	rb_run(&b);
	d = rb_find(&b, D_SCORE_MISMATCH, 11);
	cr_assert_not_null(d);
	cr_assert_str_eq(d->fix, "YG L12 L13");
	cr_assert_eq(errors(&b), 1);
	rb_free(&b);
}

Test(recovery_place, a_wrong_sum_with_no_better_placement_is_judged_as_written)
{
	struct rb	 b;
	struct rec_move	*m;
	int		 i;

	rb_init(&b, 3, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	for (i = 0; i < NOPEN; i++) {
		m = rb_place_by(&b, i % 3, opening[i]);
		if (i == 3) {
			rb_score(&b, m, RED, 0);
			rb_score(&b, m, BLUE, 9);
		}
	}
	rb_run(&b);
	rb_assert_diag(&b, D_SCORE_MISMATCH, 4, "claims 9 blue, the placement "
	    "scores 2: 2 right from I12 (I13-I14)");
	/* The claim is the slip: its fix is the score the placement makes. */
	cr_assert_str_eq(rb_find(&b, D_SCORE_MISMATCH, 4)->fix,
	    "score: {R: 0, B: 2}");
	cr_assert_eq(b.rp.steps[3].place.a, cell_of("J13"));
	rb_free(&b);
}

Test(recovery_place, an_unmade_placement_still_takes_its_tile_off_the_rack)
{
	struct rb	 b;
	struct rec_move	*m;

	rb_init(&b, 2, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	rb_rack(&b, 0, "RO GG BP YY RB OP");
	rb_rack(&b, 1, "BB RG YP OO GB RR");
	m = rb_place(&b, "RO L8 L9");
	rb_draw(&b, m, "GY");
	m = rb_place(&b, "BB L9 L10");		/* L9 is covered */
	rb_draw(&b, m, "PP");
	rb_run(&b);
	cr_assert_eq(rb_count(&b, D_BAD_DRAW), 0, "the draw refills the rack");
	cr_assert_eq(game_rack_find(&b.rp.g, 1, tile_of("BB")), -1);
	rb_free(&b);
}

Test(recovery_cause, a_result_that_follows_an_error_names_the_move)
{
	struct rb	 b;

	rb_init(&b, 2, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	rb_place(&b, "RO L8 L9");
	rb_place(&b, "BB L9 L10");		/* cannot be made */
	rb_result(&b, 1, BLUE, 2);
	rb_run(&b);
	cr_assert_not_null(rb_find(&b, D_RESULT_MISMATCH, 0));
	cr_assert_eq(rb_find(&b, D_RESULT_MISMATCH, 0)->cause, 2);
	cr_assert_eq(rb_find(&b, D_CELL_OCCUPIED, 2)->cause, 0);
	rb_free(&b);
}

Test(findings, sort_into_file_order_with_game_claims_at_their_line)
{
	struct diags	 d;
	struct srcpos	 end = at(40, 3), mid = at(12, 9), none = at(0, 0);
	struct srcpos	 early = at(12, 4);

	diags_init(&d);
	diag_add(&d, D_RESULT_MISMATCH, 0, end, 0, "result");
	diag_add(&d, D_SCORE_MISMATCH, 3, mid, 0, "score");
	diag_add(&d, D_BAD_VALUE, 0, none, 0, "header");
	diag_add(&d, D_CELL_OCCUPIED, 3, early, 0, "cell");
	diags_sort(&d);
	cr_assert_str_eq(d.v[0].msg, "header");
	cr_assert_str_eq(d.v[1].msg, "cell");
	cr_assert_str_eq(d.v[2].msg, "score");
	cr_assert_str_eq(d.v[3].msg, "result");
	diags_free(&d);
}

Test(findings, truncate_keeps_the_counts_by_severity)
{
	struct diags	 d;
	struct srcpos	 p = at(1, 1);

	diags_init(&d);
	diag_add(&d, D_SCORE_MISMATCH, 1, p, 0, "a");
	diag_add(&d, D_BONUS_UNCLAIMED, 1, p, 0, "b");
	diag_add(&d, D_SCORE_MISMATCH, 2, p, 0, "c");
	diags_truncate(&d, 1);
	cr_assert_eq(d.len, 1);
	cr_assert_eq(d.errors, 1);
	cr_assert_eq(d.warnings, 0);
	diags_free(&d);
}

Test(recovery_limits, a_slip_in_every_entry_is_judged_in_bounded_work)
{
	struct rb	 b;
	struct rec_move	*m;
	int		 i;

	/* Every entry names the wrong player and claims a wrong score. */
	rb_init(&b, 3, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	for (i = 0; i < RB_MOVES; i++) {
		m = rb_place_by(&b, (i + 1) % 3, opening[i % NOPEN]);
		rb_score(&b, m, RED, 7);
	}
	rb_run(&b);
	cr_assert_gt(b.d.errors, 0);
	cr_assert_eq(b.rp.nsteps, RB_MOVES);
	rb_free(&b);
}
