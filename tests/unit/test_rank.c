/*
 * Ranking (genial-rules(7) "9 Ranking"): sorted counters compared
 * lexicographically, shared ranks for identical lists, colour never matters.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "../../core/rank.h"
#include "helpers.h"

Test(rank, lowest_counter_decides_first)
{
	const uint8_t	 a[COLOURS] = { 18, 18, 18, 18, 18, 5 };
	const uint8_t	 b[COLOURS] = { 6, 6, 6, 6, 6, 6 };
	int		 at = -1;

	cr_assert_lt(rank_compare(a, b, &at), 0,
	    "five 18s and a 5 lose to six 6s");
	cr_assert_eq(at, 0);
	cr_assert_gt(rank_compare(b, a, &at), 0);
	cr_assert_eq(at, 0);
}

Test(rank, deciding_index_is_the_first_difference)
{
	/* Sorted: 3 4 7 9 12 18 against 3 4 7 10 11 11. */
	const uint8_t	 a[COLOURS] = { 12, 3, 18, 7, 9, 4 };
	const uint8_t	 b[COLOURS] = { 11, 4, 3, 10, 7, 11 };
	int		 at = -1;

	cr_assert_lt(rank_compare(a, b, &at), 0);
	cr_assert_eq(at, 3, "decided at sorted index %d", at);
	cr_assert_gt(rank_compare(b, a, NULL), 0);
}

Test(rank, colour_never_matters)
{
	const uint8_t	 a[COLOURS] = { 1, 2, 3, 4, 5, 6 };
	const uint8_t	 b[COLOURS] = { 6, 5, 4, 3, 2, 1 };
	int		 at = -1;

	cr_assert_eq(rank_compare(a, b, &at), 0);
	cr_assert_eq(at, COLOURS, "identical lists report COLOURS");
}

Test(rank, ties_share_a_rank_competition_style)
{
	struct game	 g;
	struct ranking	 r;

	new_game(&g, 4);
	set_counters(&g, 0, 5, 9, 9, 9, 9, 9);	/* 5 9 9 9 9 9 */
	set_counters(&g, 1, 9, 9, 9, 9, 9, 7);	/* 7 9 9 9 9 9: best */
	set_counters(&g, 2, 9, 9, 7, 9, 9, 9);	/* same as seat 1 */
	set_counters(&g, 3, 4, 18, 18, 18, 18, 18);
	rank_game(&g, &r);
	cr_assert_eq(r.nsides, 4);
	cr_assert_eq(r.order[0], 1);
	cr_assert_eq(r.order[1], 2, "ties keep seat order");
	cr_assert_eq(r.order[2], 0);
	cr_assert_eq(r.order[3], 3);
	cr_assert_eq(r.rank[0], 1);
	cr_assert_eq(r.rank[1], 1);
	cr_assert_eq(r.rank[2], 3);
	cr_assert_eq(r.rank[3], 4);
	cr_assert_eq(r.sorted[1][0], 7);
	cr_assert_eq(r.sorted[3][5], 18);
	cr_assert_eq(r.sorted[0][0], 5);
}

Test(rank, tie_for_last_place)
{
	struct game	 g;
	struct ranking	 r;

	new_game(&g, 3);
	set_counters(&g, 0, 3, 3, 3, 3, 3, 3);
	set_counters(&g, 1, 4, 3, 3, 3, 3, 3);
	set_counters(&g, 2, 3, 3, 3, 3, 3, 3);
	rank_game(&g, &r);
	cr_assert_eq(r.nsides, 3);
	cr_assert_eq(r.order[0], 1);
	cr_assert_eq(r.rank[0], 1);
	cr_assert_eq(r.order[1], 0);
	cr_assert_eq(r.order[2], 2);
	cr_assert_eq(r.rank[1], 2);
	cr_assert_eq(r.rank[2], 2);
}

Test(rank, team_game_ranks_two_sides)
{
	struct game	 g;
	struct ranking	 r;

	new_game_rules(&g, 4, VARIANT_TEAM, RULES_KOSMOS, TILES_STANDARD);
	set_counters(&g, 0, 20, 20, 20, 20, 20, 20);
	set_counters(&g, 1, 21, 21, 21, 21, 21, 19);
	rank_game(&g, &r);
	cr_assert_eq(r.nsides, 2);
	cr_assert_eq(r.order[0], 0);
	cr_assert_eq(r.order[1], 1);
	cr_assert_eq(r.rank[1], 2);
}

Test(rank, duel_count_counts_each_side_of_the_track)
{
	struct game	 g;

	new_game_rules(&g, 2, VARIANT_DUEL, RULES_KOSMOS, TILES_STANDARD);
	cr_assert_eq(rank_duel_count(&g, 0), 0);
	g.track[RED] = 3;
	g.track[BLUE] = 9;
	g.track[GREEN] = -1;
	cr_assert_eq(rank_duel_count(&g, 0), 2);
	cr_assert_eq(rank_duel_count(&g, 1), 1);
	cr_assert_eq(rank_duel_count(&g, 2), 0);
}
