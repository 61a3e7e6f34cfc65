/*
 * The end of the game (genial-rules(7) "8 End of the game"): a full board, the
 * immediate win, no tiles, every clock run out; the turn order; free_pairs
 * kept right.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "helpers.h"

/*
 * Fill the active area with purple, leaving empty the cells named in keep
 * (NULL-terminated); start symbols stay as they are.
 */
static void
fill_except(struct game *g, const char *const *keep)
{
	int	 c, i, skip;

	for (c = 0; c < BOARD_CELLS; c++) {
		if (!board_in_active_area(c, g->rules.seats) ||
		    board_symbol_index(c) >= 0)
			continue;
		skip = 0;
		for (i = 0; keep[i] != NULL; i++)
			if (c == cell_of(keep[i]))
				skip = 1;
		if (!skip)
			g->cell[c] = PURPLE;
	}
	g->free_pairs = (uint16_t)brute_free_pairs(g);
}

Test(end, last_pair_filled_ends_the_game_and_bonus_lapses)
{
	static const char *const keep[] = { "H8", "H9", "H7", NULL };
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "H8", "H9");

	new_game(&g, 2);
	fill_except(&g, keep);
	put(&g, "H7", RED);
	cr_assert_eq(g.free_pairs, 1);
	cr_assert(game_has_free_pair(&g));
	set_counters(&g, 0, 17, 0, 0, 0, 0, 0);
	game_place(&g, 0, &p, &bd);
	cr_assert_eq(bd.bonus, 1, "the placement did reach 18");
	cr_assert_eq(g.score[0][RED], 18);
	cr_assert_eq(g.free_pairs, 0);
	cr_assert_not(game_has_free_pair(&g));
	cr_assert_eq(g.over, END_BOARD_FULL);
	cr_assert_eq(g.bonus_due, 0, "the bonus placement lapses");
	cr_assert_eq(g.winner_now, -1);
}

Test(end, pending_bonus_lapses_when_a_bonus_placement_fills_the_board)
{
	static const char *const keep[] = { "H8", "H9", NULL };
	struct game	 g;
	struct placement p = pl("RO", "H8", "H9");

	new_game(&g, 2);
	fill_except(&g, keep);
	g.placed = 1;
	g.bonus_due = 2;
	game_place(&g, 0, &p, NULL);
	cr_assert_eq(g.over, END_BOARD_FULL);
	cr_assert_eq(g.bonus_due, 0);
}

Test(end, isolated_empty_cells_do_not_keep_the_game_going)
{
	static const char *const keep[] = { "H8", "H9", "E9", NULL };
	static const char *const keep2[] = { "H8", "H9", "E9", "E10", NULL };
	struct game	 g;
	struct placement p = pl("RO", "H8", "H9");

	new_game(&g, 2);
	fill_except(&g, keep);
	game_place(&g, 0, &p, NULL);
	cr_assert_eq(g.cell[cell_of("E9")], -1);
	cr_assert_eq(g.over, END_BOARD_FULL, "E9 alone cannot take a tile");

	new_game(&g, 2);
	fill_except(&g, keep2);
	game_place(&g, 0, &p, NULL);
	cr_assert_eq(g.free_pairs, 1);
	cr_assert_eq(g.over, END_NONE, "E9 E10 can still take a tile");
}

Test(end, cells_outside_the_area_do_not_count)
{
	static const char *const keep[] = { "H8", "H9", NULL };
	struct game	 g;
	struct placement p = pl("RO", "H8", "H9");

	/* Two seats: the light and dark grey cells are all empty. */
	new_game(&g, 2);
	fill_except(&g, keep);
	game_place(&g, 0, &p, NULL);
	cr_assert_eq(g.over, END_BOARD_FULL);
}

Test(end, all_six_at_the_cap_wins_at_once)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "H8", "H9");

	new_game(&g, 3);
	put(&g, "H7", RED);
	set_counters(&g, 1, 17, 18, 18, 18, 18, 18);
	set_counters(&g, 0, 18, 18, 18, 18, 18, 18);
	game_place(&g, 1, &p, &bd);
	cr_assert_eq(bd.bonus, 1);
	cr_assert_eq(g.over, END_ALL_CAPPED);
	cr_assert_eq(g.winner_now, 1, "the seat that completed its counters");
	cr_assert_eq(g.bonus_due, 0);
}

Test(end, five_at_the_cap_is_not_a_win)
{
	struct game	 g;
	struct placement p = pl("RO", "H8", "H9");

	new_game(&g, 2);
	put(&g, "H7", RED);
	set_counters(&g, 0, 16, 18, 18, 18, 18, 0);
	game_place(&g, 0, &p, NULL);
	cr_assert_eq(g.over, END_NONE);
	cr_assert_eq(g.winner_now, -1);
}

Test(end, team_wins_at_36_in_all_six)
{
	struct game	 g;
	struct placement p = pl("RO", "H8", "H9");

	new_game_rules(&g, 4, VARIANT_TEAM, RULES_KOSMOS, TILES_STANDARD);
	put(&g, "H7", RED);
	set_counters(&g, 1, 35, 36, 36, 36, 36, 36);
	game_place(&g, 3, &p, NULL);
	cr_assert_eq(g.over, END_ALL_CAPPED);
	cr_assert_eq(g.winner_now, 3);
	cr_assert_eq(game_side_of(&g, g.winner_now), 1);

	new_game_rules(&g, 4, VARIANT_TEAM, RULES_KOSMOS, TILES_STANDARD);
	put(&g, "H7", RED);
	set_counters(&g, 1, 17, 18, 18, 18, 18, 18);
	game_place(&g, 3, &p, NULL);
	cr_assert_eq(g.over, END_NONE, "18 is not the team cap");
}

/* A small fixed generator, so the sequence is the same everywhere. */
static unsigned
next_rand(unsigned *s)
{
	*s = *s * 1103515245u + 12345u;
	return (*s >> 16) & 0x7fff;
}

static void
random_fill(int seats, unsigned seed)
{
	struct game	 g;
	struct placement p;
	int		 pairs[BOARD_CELLS * 3][2], n, c, d, nb, k = 0;
	enum end_reason	 was;

	new_game(&g, seats);
	all_started(&g);
	for (;;) {
		n = 0;
		for (c = 0; c < BOARD_CELLS; c++) {
			if (g.cell[c] >= 0 || !board_in_active_area(c, seats))
				continue;
			for (d = 0; d < 3; d++) {
				nb = board_step(c, (enum dir)d);
				if (nb != NO_CELL && g.cell[nb] < 0 &&
				    board_in_active_area(nb, seats)) {
					pairs[n][0] = c;
					pairs[n][1] = nb;
					n++;
				}
			}
		}
		cr_assert_eq(n, g.free_pairs, "%d seats, after %d placements: "
		    "free_pairs %d, counted %d", seats, k, g.free_pairs, n);
		if (n == 0)
			break;
		c = (int)(next_rand(&seed) % (unsigned)n);
		p.a = pairs[c][0];
		p.b = pairs[c][1];
		p.tile.a = (uint8_t)(next_rand(&seed) % COLOURS);
		p.tile.b = (uint8_t)(next_rand(&seed) % COLOURS);
		if (next_rand(&seed) & 1) {
			p.a = pairs[c][1];
			p.b = pairs[c][0];
		}
		cr_assert_eq(game_check_place(&g, k % seats, &p, NULL) &
		    (bit(D_NOT_ADJACENT) | bit(D_CELL_OCCUPIED) |
		    bit(D_OUTSIDE_AREA)), 0);
		was = g.over;
		game_place(&g, k % seats, &p, NULL);
		k++;
		cr_assert_eq(g.placements, k);
		if (was == END_NONE && g.free_pairs == 0)
			cr_assert(g.over == END_BOARD_FULL ||
			    g.over == END_ALL_CAPPED);
		cr_assert(g.free_pairs == 0 || g.over != END_BOARD_FULL,
		    "ended with %d free pairs", g.free_pairs);
	}
	cr_assert_neq(g.over, END_NONE);
	cr_assert_gt(k, board_active_cells(seats) / 3);
}

Test(end, free_pairs_match_brute_force_after_random_placements)
{
	random_fill(2, 1u);
	random_fill(3, 2u);
	random_fill(4, 3u);
	random_fill(2, 20260314u);
	random_fill(4, 77u);
}

Test(end, turns_go_round_skipping_flagged_seats)
{
	struct game	 g;

	new_game(&g, 3);
	game_next_turn(&g);
	cr_assert_eq(g.turn, 1);
	game_next_turn(&g);
	cr_assert_eq(g.turn, 2);
	game_next_turn(&g);
	cr_assert_eq(g.turn, 0);
	game_flag(&g, 1);
	cr_assert_eq(g.turn, 0);
	game_next_turn(&g);
	cr_assert_eq(g.turn, 2, "seat 1 has flagged");
	game_next_turn(&g);
	cr_assert_eq(g.turn, 0);
	cr_assert_eq(g.over, END_NONE);
}

Test(end, flagging_the_seat_to_move_passes_the_turn)
{
	struct game	 g;

	new_game(&g, 2);
	game_flag(&g, 0);
	cr_assert_eq(g.turn, 1);
	cr_assert_eq(g.over, END_NONE, "seat 1 carries on alone");
	game_next_turn(&g);
	cr_assert_eq(g.turn, 1);
	game_next_turn(&g);
	cr_assert_eq(g.turn, 1);
}

Test(end, every_clock_run_out_ends_the_game)
{
	struct game	 g;

	new_game(&g, 2);
	game_flag(&g, 1);
	cr_assert_eq(g.over, END_NONE);
	game_flag(&g, 0);
	cr_assert_eq(g.over, END_ALL_FLAGGED);

	new_game(&g, 3);
	g.flagged[0] = g.flagged[1] = g.flagged[2] = 1;
	game_next_turn(&g);
	cr_assert_eq(g.over, END_ALL_FLAGGED);
}

Test(end, no_tile_and_empty_bag_ends_the_game)
{
	struct game	 g;

	/* Seat 1's rack is empty; seat 0's six unknown slots hold the rest. */
	new_game(&g, 2);
	game_set_rack(&g, 1, NULL, 0);
	memset(g.unseen, 0, sizeof(g.unseen));
	g.unseen[3] = 6;
	cr_assert_eq(game_bag_count(&g), 0);
	game_next_turn(&g);
	cr_assert_eq(g.turn, 1);
	cr_assert_eq(g.over, END_NO_TILES);
	game_next_turn(&g);
	cr_assert_eq(g.turn, 1, "nothing moves once the game is over");

	/* A tile on the rack, or one in the bag, keeps it going. */
	new_game(&g, 2);
	game_set_rack(&g, 1, &(struct tile){ RED, RED }, 1);
	memset(g.unseen, 0, sizeof(g.unseen));
	g.unseen[3] = 6;
	game_next_turn(&g);
	cr_assert_eq(g.over, END_NONE);

	new_game(&g, 2);
	game_set_rack(&g, 1, NULL, 0);
	cr_assert_gt(game_bag_count(&g), 0);
	game_next_turn(&g);
	cr_assert_eq(g.over, END_NONE);
}

Test(end, next_turn_resets_the_turns_placements)
{
	struct game	 g;
	struct placement p = pl("RO", "L8", "L9");

	new_game(&g, 2);
	game_place(&g, 0, &p, NULL);
	cr_assert_eq(g.placed, 1);
	game_next_turn(&g);
	cr_assert_eq(g.placed, 0);
	cr_assert_eq(g.placements, 1);
	cr_assert_eq(g.turn, 1);
}
