/*
 * The duel game (genial-rules(7) "12 Duel"): the tug-of-war track, tokens and
 * their bonus placements, the duel swap, the sweep and the ranking; and
 * the replay's judgement of duel records (claims from each player's side,
 * set-aside swaps, winner messages).
 */
#include <criterion/criterion.h>
#include <string.h>

#include "../../core/rank.h"
#include "helpers.h"
#include "recbuild.h"

/*
 * A duel game where RO H8 H9 scores red 2 (H7, H6) and orange 2 (H10,
 * H11), as in the bonus tests.
 */
static void
duel_two_and_two(struct game *g, enum ruleset rs)
{
	new_game_rules(g, 2, VARIANT_DUEL, rs, TILES_STANDARD);
	put(g, "H7", RED);
	put(g, "H6", RED);
	put(g, "H10", ORANGE);
	put(g, "H11", ORANGE);
	all_started(g);
}

/* Set the whole track, from seat 0's side, colour order R O Y G B P. */
static void
set_track(struct game *g, int r, int o, int y, int gr, int b, int p)
{
	const int	 v[COLOURS] = { r, o, y, gr, b, p };
	int		 c;

	for (c = 0; c < COLOURS; c++)
		g->track[c] = (int8_t)v[c];
}

Test(duel, from_the_line_the_first_step_is_the_scorers_one)
{
	int	 moved;

	cr_assert_eq(game_duel_advance(0, 1, &moved), 1);
	cr_assert_eq(moved, 1);
	cr_assert_eq(game_duel_advance(0, 4, NULL), 4);
}

Test(duel, the_line_is_not_a_space_once_left)
{
	cr_assert_eq(game_duel_advance(-1, 1, NULL), 1,
	    "from -1 one step toward the scorer lands on +1");
	cr_assert_eq(game_duel_advance(-3, 3, NULL), 1);
	cr_assert_eq(game_duel_advance(-3, 2, NULL), -1);
	cr_assert_eq(game_duel_advance(-9, 9, NULL), 1);
	cr_assert_eq(game_duel_advance(2, 3, NULL), 5);
}

Test(duel, a_counter_stops_at_nine)
{
	int	 moved;

	cr_assert_eq(game_duel_advance(7, 5, &moved), DUEL_END);
	cr_assert_eq(moved, 2, "surplus points are lost");
	cr_assert_eq(game_duel_advance(-9, 30, &moved), DUEL_END);
	cr_assert_eq(moved, 17, "-9 to 9 is 17 steps: the line is no space");
	cr_assert_eq(game_duel_advance(DUEL_END, 3, &moved), DUEL_END);
	cr_assert_eq(moved, 0);
}

Test(duel, scoring_moves_the_shared_counter_toward_the_scorer)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "H8", "H9");

	duel_two_and_two(&g, RULES_KOSMOS);
	game_place(&g, 0, &p, &bd);
	cr_assert_eq(g.track[RED], 2);
	cr_assert_eq(g.track[ORANGE], 2);
	cr_assert_eq(g.score[0][RED], 0, "no per-seat counters in the duel");

	duel_two_and_two(&g, RULES_KOSMOS);
	set_track(&g, 1, -4, 0, 0, 0, 0);
	game_place(&g, 1, &p, &bd);
	cr_assert_eq(g.track[RED], -2, "+1 two steps toward seat 1: -1, -2");
	cr_assert_eq(g.track[ORANGE], -6);
	cr_assert_eq(game_duel_position(&g, 1, RED), 2);
	cr_assert_eq(game_duel_position(&g, 0, RED), -2);
	cr_assert_eq(bd.gained[RED], 2);
}

Test(duel, reaching_nine_takes_the_token_and_earns_a_bonus)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "H8", "H9");

	duel_two_and_two(&g, RULES_KOSMOS);
	set_track(&g, 7, 0, 0, 0, 0, 0);
	game_place(&g, 0, &p, &bd);
	cr_assert_eq(g.track[RED], DUEL_END);
	cr_assert_eq(bd.reached, 1u << RED);
	cr_assert_eq(bd.tokens, 1u << RED);
	cr_assert_eq(bd.stolen, 0, "the token came from the display");
	cr_assert_eq(bd.bonus, 1);
	cr_assert_eq(g.bonus_due, 1);
	cr_assert_eq(g.token[RED], 0);
	cr_assert_eq(g.token[ORANGE], -1);
}

Test(duel, no_bonus_for_a_token_already_held)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "H8", "H9");

	duel_two_and_two(&g, RULES_KOSMOS);
	set_track(&g, 8, 0, 0, 0, 0, 0);
	g.token[RED] = 0;
	game_place(&g, 0, &p, &bd);
	cr_assert_eq(g.track[RED], DUEL_END);
	cr_assert_eq(bd.reached, 0);
	cr_assert_eq(bd.tokens, 0);
	cr_assert_eq(bd.bonus, 0);
	cr_assert_eq(g.token[RED], 0);
}

Test(duel, a_counter_already_on_nine_earns_nothing_more)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "H8", "H9");

	duel_two_and_two(&g, RULES_KOSMOS);
	set_track(&g, DUEL_END, 0, 0, 0, 0, 0);
	g.token[RED] = 1;	/* odd, but possible only by setting it so */
	game_place(&g, 0, &p, &bd);
	cr_assert_eq(bd.gained[RED], 0);
	cr_assert_eq(bd.bonus, 0);
	cr_assert_eq(g.token[RED], 1);
}

Test(duel, the_token_is_taken_from_the_opponent)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "H8", "H9");

	duel_two_and_two(&g, RULES_KOSMOS);
	/* Seat 0 once drove orange to its 9; seat 1 now brings it home. */
	set_track(&g, 0, -7, 0, 0, 0, 0);
	g.token[ORANGE] = 0;
	game_place(&g, 1, &p, &bd);
	cr_assert_eq(g.track[ORANGE], -DUEL_END);
	cr_assert_eq(bd.tokens, 1u << ORANGE);
	cr_assert_eq(bd.stolen, 1u << ORANGE);
	cr_assert_eq(bd.bonus, 1);
	cr_assert_eq(g.token[ORANGE], 1);
}

Test(duel, two_tokens_earn_two_bonus_placements_but_one_under_mso)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "H8", "H9");

	duel_two_and_two(&g, RULES_KOSMOS);
	set_track(&g, 7, 8, 0, 0, 0, 0);
	game_place(&g, 0, &p, &bd);
	cr_assert_eq(bd.tokens, (1u << RED) | (1u << ORANGE));
	cr_assert_eq(bd.bonus, 2);

	duel_two_and_two(&g, RULES_MSO);
	set_track(&g, 7, 8, 0, 0, 0, 0);
	game_place(&g, 0, &p, &bd);
	cr_assert_eq(bd.tokens, (1u << RED) | (1u << ORANGE),
	    "both tokens are taken");
	cr_assert_eq(bd.bonus, 1, "MSO: one bonus placement per placement");
}

Test(duel, all_six_on_one_half_wins_at_once)
{
	struct game		 g;
	struct placement	 p = pl("RO", "H8", "H9");

	duel_two_and_two(&g, RULES_KOSMOS);
	set_track(&g, 0, 3, 1, 1, 1, 1);
	game_place(&g, 0, &p, NULL);
	cr_assert_eq(g.over, END_ALL_CAPPED);
	cr_assert_eq(g.winner_now, 0);
	cr_assert_eq(game_duel_sweep(&g), 0);

	duel_two_and_two(&g, RULES_KOSMOS);
	set_track(&g, 0, 0, -1, -1, -1, -1);
	game_place(&g, 0, &p, NULL);
	cr_assert_eq(g.over, END_NONE, "four counters on one half, two on "
	    "the other: play on");

	duel_two_and_two(&g, RULES_KOSMOS);
	set_track(&g, 1, -5, -1, -1, -1, -1);
	cr_assert_eq(game_duel_sweep(&g), -1);
	g.turn = 1;
	game_place(&g, 1, &p, NULL);
	cr_assert_eq(g.over, END_ALL_CAPPED);
	cr_assert_eq(g.winner_now, 1);
}

Test(duel, nine_on_every_colour_is_no_cap_win_by_itself)
{
	struct game	 g;

	new_game_rules(&g, 2, VARIANT_DUEL, RULES_KOSMOS, TILES_STANDARD);
	set_counters(&g, 0, 18, 18, 18, 18, 18, 18);
	cr_assert_eq(game_duel_sweep(&g), -1,
	    "the duel ignores per-seat counters");
}

Test(duel_rank, more_counters_on_own_half_wins)
{
	struct game	 g;
	struct ranking	 r;
	int		 at;

	new_game_rules(&g, 2, VARIANT_DUEL, RULES_KOSMOS, TILES_STANDARD);
	/* Seat 1 has four counters on its half, though lower ones. */
	set_track(&g, 9, 9, -1, -1, -1, -1);
	cr_assert_lt(rank_duel_compare(&g, &at), 0);
	cr_assert_eq(at, -1, "decided by the number of counters");
	rank_game(&g, &r);
	cr_assert_eq(r.nsides, 2);
	cr_assert_eq(r.order[0], 1);
	cr_assert_eq(r.rank[1], 2);
	cr_assert_eq(r.own[0], 2);
	cr_assert_eq(r.own[1], 4);
	cr_assert_eq(r.sorted[1][0], 1);
	cr_assert_eq(r.sorted[0][0], 9);
}

Test(duel_rank, equal_numbers_compare_positions_lowest_first)
{
	struct game	 g;
	struct ranking	 r;
	int		 at;

	new_game_rules(&g, 2, VARIANT_DUEL, RULES_KOSMOS, TILES_STANDARD);
	/* Seat 0: 2 5 9.  Seat 1: 3 4 4.  The lowest, 3 > 2, decides. */
	set_track(&g, 2, 5, 9, -3, -4, -4);
	cr_assert_lt(rank_duel_compare(&g, &at), 0);
	cr_assert_eq(at, 0);
	rank_game(&g, &r);
	cr_assert_eq(r.order[0], 1);
	cr_assert_eq(r.sorted[1][0], 3);
	cr_assert_eq(r.sorted[0][0], 2);

	/* Seat 0: 3 5 9.  Seat 1: 3 4 9.  Second lowest 5 > 4. */
	set_track(&g, 3, 5, 9, -3, -4, -9);
	cr_assert_gt(rank_duel_compare(&g, &at), 0);
	cr_assert_eq(at, 1);
}

Test(duel_rank, counters_on_the_line_belong_to_neither)
{
	struct game	 g;
	struct ranking	 r;
	int		 at;

	new_game_rules(&g, 2, VARIANT_DUEL, RULES_KOSMOS, TILES_STANDARD);
	set_track(&g, 4, 6, 0, 0, -4, -6);
	cr_assert_eq(rank_duel_compare(&g, &at), 0);
	cr_assert_eq(at, COLOURS);
	rank_game(&g, &r);
	cr_assert_eq(r.rank[0], 1);
	cr_assert_eq(r.rank[1], 1, "a draw shares first place");
	cr_assert_eq(r.own[0], 2);

	new_game_rules(&g, 2, VARIANT_DUEL, RULES_KOSMOS, TILES_STANDARD);
	rank_game(&g, &r);
	cr_assert_eq(r.rank[1], 1, "every counter on the line: a draw");
}

Test(duel_swap, every_set_aside_tile_must_show_a_colour_on_own_nine)
{
	struct game		 g;
	const struct tile	 ok[] = { tile_of("GY"), tile_of("PG") };
	const struct tile	 mixed[] = { tile_of("GY"), tile_of("BY") };

	new_game_rules(&g, 2, VARIANT_DUEL, RULES_KOSMOS, TILES_STANDARD);
	g.track[GREEN] = DUEL_END;
	cr_assert(game_swap_allowed_for(&g, 0, ok, 2));
	cr_assert_not(game_swap_allowed_for(&g, 0, mixed, 2),
	    "BY shows no colour on seat 0's 9");
	cr_assert_not(game_swap_allowed_for(&g, 0, ok, 0),
	    "setting aside nothing is no swap");
	cr_assert_not(game_swap_allowed_for(&g, 1, ok, 2),
	    "green is on seat 0's 9, not seat 1's");
}

Test(duel_swap, the_lowest_colour_swap_does_not_apply)
{
	struct game		 g;
	const struct tile	 shown[] = { tile_of("OY") };

	new_game_rules(&g, 2, VARIANT_DUEL, RULES_KOSMOS, TILES_STANDARD);
	/* Per-seat counters would allow it (red is lowest, none shown). */
	set_counters(&g, 0, 0, 5, 5, 5, 5, 5);
	cr_assert_not(game_swap_allowed_for(&g, 0, shown, 1));
}

/*
 * A duel record (Anna seat 0, Ben seat 1).  Anna drives red from the red
 * symbol M8 down the 8-diagonal: 1 + 3 + 5 = 9, the red token and a bonus
 * placement at move 5; Ben's orange runs from C8 up: 1, then 3.
 *   1 Anna RR L8 K8   red 1 (M8)               R +1
 *   2 Ben  OO D8 E8   orange 1 (C8)            O -1
 *   3 Anna RR J8 I8   red 3 (K8 L8 M8)         R +4
 *   4 Ben  OO F8 G8   orange 3 (E8 D8 C8)      O -4
 *   5 Anna RR H8 H9   red 5 (I8 .. M8)         R +9, token, bonus
 *   6 Anna PB H4 H5   purple 1 (H3), the bonus P +1
 *   7 Anna swap: sets aside RY (red is on her 9), draws 3
 * Anna's rack is known throughout: she draws YY and BB on moves 1 and 3.
 */
static void
duel_opening(struct rb *b)
{
	struct rec_move	*m;

	rb_init(b, 2, VARIANT_DUEL, RULES_KOSMOS, TILES_STANDARD);
	rb_rack(b, 0, "RR RR RR PB RY GB");
	m = rb_place_by(b, 0, "RR L8 K8");
	rb_draw(b, m, "YY");
	rb_score(b, m, RED, 1);
	rb_total(b, m, RED, 1);
	m = rb_place_by(b, 1, "OO D8 E8");
	rb_total(b, m, ORANGE, 1);
	rb_total(b, m, RED, -1);
	m = rb_place_by(b, 0, "RR J8 I8");
	rb_draw(b, m, "BB");
	rb_total(b, m, RED, 4);
	m = rb_place_by(b, 1, "OO F8 G8");
	rb_total(b, m, ORANGE, 4);
	m = rb_place_by(b, 0, "RR H8 H9");
	rb_score(b, m, RED, 5);
	rb_total(b, m, RED, 9);
	rb_bonus(b, m, 1u << RED);
	m = rb_place_by(b, 0, "PB H4 H5");
	rb_total(b, m, PURPLE, 1);
}

Test(duel_replay, a_clean_opening_moves_the_track_and_takes_a_token)
{
	struct rb		 b;
	const struct game	*g;
	struct rec_move		*m;

	duel_opening(&b);
	m = rb_swap(&b, "RY");
	m->player = 0;
	rb_draw(&b, m, "GG YY OY");
	g = rb_run(&b);
	rb_assert_clean_but(&b, D_GAME_INCOMPLETE);
	cr_assert_eq(g->track[RED], 9);
	cr_assert_eq(g->track[ORANGE], -4);
	cr_assert_eq(g->track[PURPLE], 1);
	cr_assert_eq(g->token[RED], 0);
	cr_assert(b.rp.steps[4].bd.tokens == 1u << RED);
	cr_assert_eq(b.rp.steps[5].bonus_move, 1);
	cr_assert_eq(b.rp.steps[4].track[RED], 9);
	/* The swap set aside RY only: GB, YY and BB stay, three drawn. */
	cr_assert_eq(game_rack_count(g, 0), 6);
	cr_assert_geq(game_rack_find(g, 0, tile_of("GB")), 0);
	cr_assert_geq(game_rack_find(g, 0, tile_of("BB")), 0);
	cr_assert_geq(game_rack_find(g, 0, tile_of("OY")), 0);
	cr_assert_lt(game_rack_find(g, 0, tile_of("RY")), 0);
	cr_assert_eq(g->turn, 1);
	rb_free(&b);
}

Test(duel_replay, totals_are_track_positions_from_the_players_side)
{
	struct rb	 b;
	struct rec_move	*m;

	duel_opening(&b);
	m = rb_place_by(&b, 1, "YY C4 D5");
	rb_total(&b, m, RED, 9);
	rb_total(&b, m, ORANGE, -4);
	rb_run(&b);
	/* One finding for the claim, naming both of its wrong colours. */
	rb_assert_diag(&b, D_TOTAL_MISMATCH, 7, "claims red at 9 and orange "
	    "at -4, the counters are at -9 and 4 from Ben's side");
	cr_assert_eq(rb_count(&b, D_TOTAL_MISMATCH), 1);
	cr_assert_str_eq(rb_find(&b, D_TOTAL_MISMATCH, 7)->fix,
	    "total: {R: -9, O: 4}");
	rb_free(&b);
}

Test(duel_replay, results_and_winner_follow_the_track)
{
	struct rb	 b;

	duel_opening(&b);
	rb_result(&b, 0, RED, 9);
	rb_result(&b, 0, ORANGE, -4);
	rb_result(&b, 1, ORANGE, 4);
	rb_result(&b, 1, PURPLE, 1);
	rb_winner(&b, 1);
	rb_run(&b);
	cr_assert_eq(rb_count(&b, D_RESULT_MISMATCH), 1);
	rb_assert_diag(&b, D_RESULT_MISMATCH, 0, "Ben's result claims purple "
	    "1, the counter is at -1 from Ben's side");
	rb_assert_diag(&b, D_WINNER_MISMATCH, 0, "claims Ben wins, but Anna "
	    "wins: counters on own side 2 > 1");
	cr_assert_eq(b.rp.ranking.order[0], 0);
	rb_free(&b);
}

Test(duel_replay, a_swap_needs_a_colour_on_the_players_nine)
{
	struct rb	 b;
	struct rec_move	*m;

	duel_opening(&b);
	m = rb_swap(&b, "GB");
	rb_draw(&b, m, "GG YY OY");
	rb_run(&b);
	rb_assert_diag(&b, D_SWAP_NOT_ALLOWED, 7,
	    "GB shows none of red, the colour on Anna's 9");
	rb_free(&b);

	/* Ben has no counter on his 9 at all. */
	duel_opening(&b);
	rb_place_by(&b, 1, "YY C4 D5");
	rb_swap(&b, "OO");
	rb_run(&b);
	rb_assert_diag(&b, D_SWAP_NOT_ALLOWED, 8, "no counter stands on "
	    "Ben's 9; a duel swap sets aside tiles showing a colour there");
	rb_free(&b);
}

Test(duel_replay, set_aside_tiles_must_be_on_the_rack)
{
	struct rb	 b;
	struct rec_move	*m;

	duel_opening(&b);
	m = rb_swap(&b, "RY RY");
	rb_draw(&b, m, "GG YY OY");
	rb_run(&b);
	rb_assert_diag(&b, D_SWAP_MISMATCH, 7,
	    "sets aside RY RY, but Anna's rack holds GB YY BB RY");
	cr_assert_null(rb_find(&b, D_SWAP_NOT_ALLOWED, 7),
	    "both tiles show red: allowed if they were there");
	rb_free(&b);
}

Test(duel_replay, no_bonus_back_on_nine_with_the_token_in_hand)
{
	struct rb		 b;
	struct rec_move		*m;
	const struct game	*g;

	/*
	 * 8 Ben  RO I9 I10  red 3 (I8, H8, H9): red back to Anna's 6.
	 * 9 Anna RR J9 J10  red 6: back on 9, but she holds the red token.
	 */
	duel_opening(&b);
	m = rb_swap(&b, "RY");
	rb_draw(&b, m, "RR YY OY");		/* Anna's RR for move 9 */
	m = rb_place_by(&b, 1, "RO I9 I10");
	rb_score(&b, m, RED, 3);
	rb_total(&b, m, RED, -6);
	m = rb_place_by(&b, 0, "RR J9 J10");
	rb_score(&b, m, RED, 6);
	rb_total(&b, m, RED, 9);
	rb_bonus(&b, m, 1u << RED);
	g = rb_run(&b);
	rb_assert_diag(&b, D_BONUS_MISMATCH, 9, "calls Ingenious! for red, "
	    "but no colour reached Anna's 9 with its token to take (Anna "
	    "already holds the red token)");
	cr_assert_eq(rb_count(&b, D_BONUS_MISMATCH), 1);
	cr_assert_null(rb_find(&b, D_TOTAL_MISMATCH, -1));
	cr_assert_null(rb_find(&b, D_SCORE_MISMATCH, -1));
	cr_assert_eq(g->track[RED], 9);
	cr_assert_eq(b.rp.steps[8].bd.gained[RED], 3);
	cr_assert_eq(b.rp.steps[8].bd.bonus, 0);
	rb_free(&b);
}

Test(duel_replay, an_unclaimed_token_is_reported)
{
	struct rb	 b;

	duel_opening(&b);
	b.moves[4].has_bonus = 0;
	rb_run(&b);
	rb_assert_diag(&b, D_BONUS_UNCLAIMED, 5, "red reached Anna's 9 with "
	    "its token to take and no Ingenious! was called");
	rb_free(&b);
}
