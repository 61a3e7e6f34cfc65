/*
 * The solo and team variants (genial-rules(7) "10 Solo",
 * "11 Team") and the travel tile set, as the
 * engine applies them and the replay judges records of them.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "../../core/agent.h"
#include "../../core/prng.h"
#include "../../core/rank.h"
#include "../../core/selfplay.h"
#include "helpers.h"
#include "recbuild.h"

/* ---- solo ---- */

Test(solo, the_rack_is_the_one_tile_drawn_for_the_next_placement)
{
	struct game		 g;
	const struct tile	 two[] = { tile_of("RO"), tile_of("GG") };

	new_game_rules(&g, 1, VARIANT_SOLO, RULES_KOSMOS, TILES_STANDARD);
	cr_assert_eq(game_rack_size(&g), 1);
	cr_assert_eq(game_rack_count(&g, 0), 0, "nothing drawn yet");
	cr_assert_eq(game_bag_count(&g), 120);
	cr_assert_eq(game_draw(&g, 0, two, 2), -1, "one tile at a time");
	cr_assert_eq(game_draw(&g, 0, two, 1), 0);
	cr_assert_eq(game_draw(&g, 0, two + 1, 1), -1, "the hand is full");
	game_refill_unknown(&g, 0);
	cr_assert_eq(game_rack_count(&g, 0), 1);
}

/*
 * A solo record: RO L8 L9 scores red 1 (M8), GG L12 L13 scores green 2
 * (M13 for each hex).
 */
static void
solo_opening(struct rb *b)
{
	struct rec_move	*m;

	rb_init(b, 1, VARIANT_SOLO, RULES_KOSMOS, TILES_STANDARD);
	m = rb_place_by(b, 0, "RO L8 L9");
	rb_draw(b, m, "RO");
	rb_total(b, m, RED, 1);
	m = rb_place_by(b, 0, "GG L12 L13");
	rb_draw(b, m, "GG");
	rb_score(b, m, GREEN, 2);
}

Test(solo, each_placement_is_a_turn_of_its_own)
{
	struct rb		 b;
	const struct game	*g;

	solo_opening(&b);
	g = rb_run(&b);
	rb_assert_clean_but(&b, D_GAME_INCOMPLETE);
	cr_assert_null(rb_find(&b, D_EXTRA_PLACEMENT, -1),
	    "two placements by the one player are two turns");
	cr_assert_eq(g->score[0][RED], 1);
	cr_assert_eq(g->score[0][GREEN], 2);
	cr_assert_eq(game_rack_count(g, 0), 0);
	cr_assert_eq(game_bag_count(g), 118);
	cr_assert_eq(g->placements, 2);
	rb_free(&b);
}

Test(solo, a_placement_must_be_the_tile_drawn_for_it)
{
	struct rb		 b;
	const struct game	*g;

	solo_opening(&b);
	b.moves[1].draw = rb_tiles(&b, "BP", b.moves[1].pos.line);
	g = rb_run(&b);
	rb_assert_diag(&b, D_TILE_NOT_IN_RACK, 2,
	    "GG is not the tile drawn for this placement (BP)");
	cr_assert_eq(g->score[0][GREEN], 2, "applied as played");
	/* The BP drawn and not placed went back: 120 - RO - GG. */
	cr_assert_eq(game_bag_count(g), 118);
	cr_assert_eq(g->unseen[tile_type(tile_of("BP"))], 6);
	rb_free(&b);
}

Test(solo, without_draws_the_tiles_are_unknown)
{
	struct rb	 b;

	solo_opening(&b);
	b.moves[0].has_draw = b.moves[1].has_draw = 0;
	rb_run(&b);
	rb_assert_clean_but(&b, D_GAME_INCOMPLETE);
	rb_free(&b);
}

Test(solo, a_draw_names_exactly_one_tile)
{
	struct rb	 b;

	solo_opening(&b);
	b.moves[1].draw = rb_tiles(&b, "GG RR", b.moves[1].pos.line);
	rb_run(&b);
	rb_assert_diag(&b, D_BAD_DRAW, 2, "draws 2 tiles; in the solo game "
	    "each placement draws exactly one, the tile it places");
	cr_assert_null(rb_find(&b, D_TILE_NOT_IN_RACK, -1),
	    "the first tile of the draw is the one placed");
	rb_free(&b);
}

Test(solo, there_is_no_swap)
{
	struct rb	 b;

	solo_opening(&b);
	rb_swap(&b, "YY");
	rb_run(&b);
	rb_assert_diag(&b, D_SWAP_NOT_ALLOWED, 3, "the solo game has no swap");
	rb_free(&b);
}

Test(solo, there_is_no_bonus_placement)
{
	struct rb	 b;

	solo_opening(&b);
	rb_bonus(&b, &b.moves[1], 1u << GREEN);
	rb_run(&b);
	rb_assert_diag(&b, D_BONUS_MISMATCH, 2, "calls Ingenious! for green, "
	    "but the solo game has no bonus placements");
	rb_free(&b);
}

Test(solo, there_is_no_rack_in_the_header)
{
	struct rb	 b;

	solo_opening(&b);
	rb_rack(&b, 0, "RO GG BB YY PP OO");
	rb_run(&b);
	rb_assert_diag(&b, D_BAD_VALUE, 0, "the solo game has no rack: each "
	    "placement's tile is drawn just before it (its draw)");
	cr_assert_null(rb_find(&b, D_TILE_NOT_IN_RACK, -1));
	rb_free(&b);
}

Test(solo, the_first_placement_touches_a_start_symbol)
{
	struct rb	 b;

	rb_init(&b, 1, VARIANT_SOLO, RULES_KOSMOS, TILES_STANDARD);
	rb_place(&b, "RO H8 H9");
	rb_run(&b);
	rb_assert_diag(&b, D_FIRST_PLACEMENT, 1, "Anna's first placement "
	    "must touch a start symbol that has no tile beside it yet");
	rb_free(&b);
}

Test(solo, ends_when_the_white_area_is_full_not_at_36)
{
	struct game	 g;
	struct ranking	 r;
	struct placement p = pl("RO", "H8", "H9");
	int		 c;

	new_game_rules(&g, 1, VARIANT_SOLO, RULES_KOSMOS, TILES_STANDARD);
	all_started(&g);
	for (c = 0; c < BOARD_CELLS; c++)
		if (g.cell[c] < 0 && board_in_active_area(c, 1) &&
		    c != p.a && c != p.b)
			g.cell[c] = BLUE;
	g.free_pairs = (uint16_t)brute_free_pairs(&g);
	cr_assert_eq(g.free_pairs, 1);
	set_counters(&g, 0, 36, 36, 36, 36, 36, 35);
	game_refill_unknown(&g, 0);
	game_place(&g, 0, &p, NULL);
	cr_assert_eq(g.over, END_BOARD_FULL);
	cr_assert_eq(g.winner_now, -1);
	rank_game(&g, &r);
	cr_assert_eq(r.nsides, 1);
	cr_assert_eq(r.sorted[0][0], 35, "the score is the lowest counter");
}

/* ---- team ---- */

/*
 * A team record: Anna and Cleo (side 0) against Ben and Dan (side 1),
 * each opening at a different start symbol on the whole board.
 *   1 Anna RO L8 L9   red 1 (M8)           side 0
 *   2 Ben  GG L12 L13 green 2 (M13 twice)  side 1
 *   3 Cleo OO D8 E8   orange 1 (C8)        side 0
 *   4 Dan  PP H4 H5   purple 1 (H3)        side 1
 */
static void
team_opening(struct rb *b)
{
	struct rec_move	*m;

	rb_init(b, 4, VARIANT_TEAM, RULES_KOSMOS, TILES_STANDARD);
	m = rb_place_by(b, 0, "RO L8 L9");
	rb_total(b, m, RED, 1);
	m = rb_place_by(b, 1, "GG L12 L13");
	rb_total(b, m, GREEN, 2);
	m = rb_place_by(b, 2, "OO D8 E8");
	rb_total(b, m, RED, 1);
	rb_total(b, m, ORANGE, 1);
	m = rb_place_by(b, 3, "PP H4 H5");
	rb_total(b, m, GREEN, 2);
	rb_total(b, m, PURPLE, 1);
}

Test(team, partners_share_one_set_of_counters)
{
	struct rb		 b;
	const struct game	*g;

	team_opening(&b);
	g = rb_run(&b);
	rb_assert_clean_but(&b, D_GAME_INCOMPLETE);
	cr_assert_eq(g->score[0][RED], 1);
	cr_assert_eq(g->score[0][ORANGE], 1);
	cr_assert_eq(g->score[1][GREEN], 2);
	cr_assert_eq(g->score[1][PURPLE], 1);
	cr_assert_eq(g->turn, 0);
	rb_free(&b);
}

Test(team, totals_are_the_teams_counters)
{
	struct rb	 b;

	team_opening(&b);
	/* Cleo claims only what she scored herself. */
	b.moves[2].total.v[RED] = 0;
	rb_run(&b);
	rb_assert_diag(&b, D_TOTAL_MISMATCH, 3,
	    "claims red at 0, the counter is at 1");
	rb_free(&b);
}

Test(team, the_swap_is_judged_on_the_teams_counters)
{
	struct rb	 b;

	/*
	 * Anna's own points are red only, so orange would be among her
	 * lowest; but Cleo scored orange, and the team's lowest are yellow,
	 * green, blue and purple, which the rack does not show.
	 */
	team_opening(&b);
	rb_place_by(&b, 0, "RR K10 K11");
	rb_swap(&b, "RR RO OO RR RO");
	rb_run(&b);
	rb_assert_clean_but(&b, D_GAME_INCOMPLETE);
	rb_free(&b);

	team_opening(&b);
	rb_place_by(&b, 0, "RR K10 K11");
	rb_swap(&b, "RR RO OG RR RO");
	rb_run(&b);
	rb_assert_diag(&b, D_SWAP_NOT_ALLOWED, 6, "the rack shows green, "
	    "among Anna+Cleo's lowest colours (yellow, green, blue and purple, "
	    "all at 0)");
	rb_free(&b);
}

Test(team, the_bonus_marks_are_18_and_36)
{
	struct rb	 b;

	team_opening(&b);
	rb_bonus(&b, &b.moves[0], 1u << RED);
	rb_run(&b);
	rb_assert_diag(&b, D_BONUS_MISMATCH, 1, "calls Ingenious! for red, "
	    "but no colour reached 18 or 36");
	rb_free(&b);
}

Test(team, the_winner_may_be_named_by_either_partner)
{
	struct rb	 b;

	/* Side 0: 1 1 0 0 0 0 against side 1: 0 0 0 1 2 0 ... sorted 0 0 0 0 1 1
	 * and 0 0 0 0 1 2: side 1 ranks first on the highest counter. */
	team_opening(&b);
	rb_winner(&b, 3);
	rb_run(&b);
	cr_assert_null(rb_find(&b, D_WINNER_MISMATCH, -1), "Dan's team wins");
	rb_winner(&b, 1);
	rb_run(&b);
	cr_assert_null(rb_find(&b, D_WINNER_MISMATCH, -1), "so does Ben's");
	rb_winner(&b, 2);
	rb_run(&b);
	rb_assert_diag(&b, D_WINNER_MISMATCH, 0, "claims Anna+Cleo wins, but "
	    "Ben+Dan wins: lowest 0 = 0, second lowest 0 = 0, third lowest "
	    "0 = 0, fourth lowest 0 = 0, fifth lowest 1 = 1, highest 2 > 1");
	rb_free(&b);
}

Test(team, a_placement_by_the_wrong_partner_is_reported)
{
	struct rb	 b;

	team_opening(&b);
	rb_place_by(&b, 2, "RR K10 K11");
	rb_run(&b);
	rb_assert_diag(&b, D_WRONG_PLAYER, 5, "it is Anna's turn, not Cleo's");
	rb_free(&b);
}

/* ---- the travel set ---- */

Test(travel, a_fourth_mixed_tile_exceeds_the_supply)
{
	struct rb	 b;

	rb_init(&b, 2, VARIANT_STANDARD, RULES_KOSMOS, TILES_TRAVEL);
	rb_place(&b, "RO L8 L9");
	rb_place(&b, "RO D8 D9");
	rb_place(&b, "RO K10 K11");
	rb_place(&b, "OR F10 F11");
	rb_run(&b);
	rb_assert_diag(&b, D_SUPPLY_EXCEEDED, 4,
	    "all 3 OR tiles of the set are already accounted for");
	cr_assert_eq(rb_count(&b, D_SUPPLY_EXCEEDED), 1);
	rb_free(&b);
}

Test(travel, a_third_double_exceeds_the_supply_in_any_variant)
{
	struct rb	 b;

	rb_init(&b, 2, VARIANT_DUEL, RULES_KOSMOS, TILES_TRAVEL);
	rb_place(&b, "RR L8 K8");
	rb_place(&b, "RR D8 E8");
	rb_place(&b, "RR H5 H6");
	rb_run(&b);
	rb_assert_diag(&b, D_SUPPLY_EXCEEDED, 3,
	    "all 2 RR tiles of the set are already accounted for");
	rb_free(&b);
}

Test(travel, the_bag_runs_short_and_then_out)
{
	struct game	 g;

	/* 13 tiles unseen, 12 of them in the two racks' unknown slots. */
	new_game_rules(&g, 2, VARIANT_STANDARD, RULES_KOSMOS, TILES_TRAVEL);
	cr_assert_eq(game_bag_count(&g), 57 - 12);
	memset(g.unseen, 0, sizeof(g.unseen));
	g.unseen[tile_type(tile_of("RO"))] = 13;
	cr_assert_eq(game_bag_count(&g), 1);
	game_rack_take(&g, 0, tile_of("RO"));
	game_refill_unknown(&g, 0);
	cr_assert_eq(game_rack_count(&g, 0), 6);
	cr_assert_eq(game_bag_count(&g), 0);
	game_next_turn(&g);
	game_rack_take(&g, 1, tile_of("RO"));
	game_refill_unknown(&g, 1);
	cr_assert_eq(game_rack_count(&g, 1), 5, "the refill falls short");
	game_next_turn(&g);
	cr_assert_eq(g.over, END_NONE, "seat 0 still has tiles");
}

/*
 * Four travel racks hold 24 of the 57 tiles and the whole board has room
 * for 81 placements: the bag runs out first.  Self-play games replay
 * clean and end with END_NO_TILES: the player to move has an empty rack,
 * the racks having been refilled short (or not at all) once the bag ran
 * out.
 */
Test(travel, four_player_games_end_when_the_tiles_run_out)
{
	enum agent_kind	 agents[MAX_SEATS] = { AGENT_GREEDY, AGENT_GREEDY,
			    AGENT_GREEDY, AGENT_GREEDY };
	struct selfplay	 sp;
	struct prng	 rng;
	struct rules	 r;
	struct replay	 rp;
	struct diags	 d;
	int		 game, s, held;

	selfplay_init(&sp);
	replay_init(&rp);
	diags_init(&d);
	rules_default(&r, 4);
	r.tiles = TILES_TRAVEL;
	for (game = 0; game < 3; game++) {
		prng_seed(&rng, 40 + (uint64_t)game);
		cr_assert_eq(selfplay_run(&sp, &r, agents, &rng), 0);
		diags_clear(&d);
		cr_assert_eq(replay_run(&rp, &sp.rec, &d), 0);
		cr_assert_eq(d.len, 0, "game %d: %zu diagnostics, first: %s",
		    game, d.len, d.len ? d.v[0].msg : "");
		cr_assert_eq(rp.g.over, END_NO_TILES, "game %d ended by %d",
		    game, rp.g.over);
		cr_assert_eq(game_bag_count(&rp.g), 0);
		cr_assert_eq(game_rack_count(&rp.g, rp.g.turn), 0);
		for (held = 0, s = 0; s < 4; s++)
			held += game_rack_count(&rp.g, s);
		cr_assert_lt(held, 4 * RACK_SIZE, "some refill fell short");
		cr_assert_eq(held + rp.g.placements, 57, "tiles do not add up");
	}
	diags_free(&d);
	replay_free(&rp);
	selfplay_free(&sp);
}
