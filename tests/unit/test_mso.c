/*
 * The Mind Sports Olympiad rules of genial-rules(7) "14 MSO rules" as the
 * replay judges them: clocks (`flag: time`: that player's turns end and the
 * others play on), the connection rule, and at most one bonus per placement.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "helpers.h"
#include "recbuild.h"

/*
 * Anna RO L8 L9 (red 1), Ben OO D8 E8 (orange 1), then Ben's clock runs
 * out.
 */
static void
mso_flagged(struct rb *b)
{
	rb_init(b, 2, VARIANT_STANDARD, RULES_MSO, TILES_STANDARD);
	rb_place_by(b, 0, "RO L8 L9");
	rb_place_by(b, 1, "OO D8 E8");
	rb_flag(b, 1);
}

Test(clock, the_opponent_plays_on_alone)
{
	struct rb		 b;
	const struct game	*g;

	mso_flagged(&b);
	rb_place_by(&b, 0, "RR K8 J8");
	rb_place_by(&b, 0, "BB H12 G11");
	rb_place(&b, "YY C4 D5");
	g = rb_run(&b);
	rb_assert_clean_but(&b, D_GAME_INCOMPLETE);
	cr_assert_null(rb_find(&b, D_EXTRA_PLACEMENT, -1),
	    "each placement is a new turn for the one player left");
	cr_assert(g->flagged[1]);
	cr_assert_eq(g->turn, 0);
	cr_assert_eq(b.rp.steps[2].seat, 1, "the flag is Ben's");
	cr_assert_eq(b.rp.steps[5].seat, 0);
	cr_assert_eq(g->placements, 5);
	rb_free(&b);
}

Test(clock, a_flagged_player_takes_no_more_turns)
{
	struct rb	 b;

	mso_flagged(&b);
	rb_place_by(&b, 0, "RR K8 J8");
	rb_place_by(&b, 1, "BB H12 G11");
	rb_run(&b);
	rb_assert_diag(&b, D_WRONG_PLAYER, 5, "it is Anna's turn, not Ben's");
	cr_assert_eq(b.rp.steps[4].seat, 0, "applied as Anna's");
	rb_free(&b);
}

Test(clock, a_flag_without_player_is_the_player_to_move)
{
	struct rb	 b;

	rb_init(&b, 2, VARIANT_STANDARD, RULES_MSO, TILES_STANDARD);
	rb_place_by(&b, 0, "RO L8 L9");
	rb_entry(&b, ACT_FLAG);
	rb_place_by(&b, 0, "RR K8 J8");
	rb_run(&b);
	rb_assert_clean_but(&b, D_GAME_INCOMPLETE);
	cr_assert(b.rp.g.flagged[1], "Ben was to move when the flag fell");
	rb_free(&b);
}

Test(clock, when_every_clock_has_run_out_the_game_ends)
{
	struct rb	 b;

	mso_flagged(&b);
	rb_flag(&b, 0);
	rb_place_by(&b, 0, "RR K8 J8");
	rb_winner(&b, 0);
	rb_run(&b);
	cr_assert_eq(b.rp.g.over, END_ALL_FLAGGED);
	rb_assert_diag(&b, D_MOVE_AFTER_END, 5,
	    "the game ended before this entry");
	cr_assert_null(rb_find(&b, D_GAME_INCOMPLETE, -1),
	    "the game is over, not incomplete");
	/* Anna 1 0 0 0 0 0 sorted 0 0 0 0 0 1, Ben the same: a draw. */
	rb_assert_diag(&b, D_WINNER_MISMATCH, 0, "claims Anna wins, but Anna "
	    "and Ben draw: identical sorted counters 0 0 0 0 0 1");
	rb_free(&b);
}

Test(clock, three_players_skip_the_flagged_seat)
{
	struct rb	 b;

	rb_init(&b, 3, VARIANT_STANDARD, RULES_MSO, TILES_STANDARD);
	rb_place_by(&b, 0, "RO L8 L9");
	rb_flag(&b, 1);
	rb_place_by(&b, 2, "OO D8 E8");
	rb_place_by(&b, 0, "RR K8 J8");
	rb_place_by(&b, 2, "BB H12 G11");
	rb_run(&b);
	rb_assert_clean_but(&b, D_GAME_INCOMPLETE);
	rb_free(&b);
}

Test(mso, every_placement_must_touch_a_tile_or_symbol)
{
	struct rb	 b;

	mso_flagged(&b);
	rb_place_by(&b, 0, "RR H8 H9");
	rb_run(&b);
	rb_assert_diag(&b, D_NOT_CONNECTED, 4, "under MSO rules a placement "
	    "must touch a tile or a start symbol; H8-H9 touches neither");
	rb_free(&b);
}
