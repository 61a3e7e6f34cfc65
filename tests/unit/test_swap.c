/*
 * Racks, the bag and swaps (genial-rules(7) "2 Tiles and supply",
 * "7 Swap"): set-up counts, known racks,
 * draws and refills, the lowest-colour condition and the order of a swap.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "helpers.h"

static int
sum_unseen(const struct game *g)
{
	int	 t, n = 0;

	for (t = 0; t < TILE_TYPES; t++)
		n += g->unseen[t];
	return n;
}

Test(rack, init_gives_every_seat_six_unknown_slots)
{
	struct game	 g;
	int		 seats, s;

	for (seats = 1; seats <= 4; seats++) {
		new_game(&g, seats);
		for (s = 0; s < seats; s++) {
			cr_assert_eq(g.rack[s].unknown, 6);
			cr_assert_eq(g.rack[s].nknown, 0);
			cr_assert_eq(game_rack_count(&g, s), 6);
		}
		cr_assert_eq(game_bag_count(&g), 120 - 6 * seats);
		cr_assert_eq(sum_unseen(&g), 120);
		cr_assert_eq(g.turn, 0);
		cr_assert_eq(g.over, END_NONE);
		cr_assert_eq(g.winner_now, -1);
	}
	cr_assert_eq(game_rack_count(&g, 4), 0, "no such seat");
	cr_assert_eq(game_rack_count(&g, -1), 0);
}

Test(rack, seat_ranges_per_variant)
{
	int	 lo, hi;

	rules_seat_range(VARIANT_STANDARD, &lo, &hi);
	cr_assert(lo == 2 && hi == 4);
	rules_seat_range(VARIANT_SOLO, &lo, &hi);
	cr_assert(lo == 1 && hi == 1);
	rules_seat_range(VARIANT_TEAM, &lo, &hi);
	cr_assert(lo == 4 && hi == 4);
	rules_seat_range(VARIANT_DUEL, &lo, &hi);
	cr_assert(lo == 2 && hi == 2);
}

Test(rack, set_rack_makes_the_rack_known)
{
	struct game	 g;
	const struct tile rack[] = {
		tile_of("RG"), tile_of("GR"), tile_of("BB"), tile_of("YP"),
		tile_of("OO"), tile_of("RR")
	};
	int		 rg = tile_type(tile_of("RG"));

	new_game(&g, 2);
	cr_assert_eq(game_set_rack(&g, 0, rack, 6), 0);
	cr_assert_eq(g.rack[0].nknown, 6);
	cr_assert_eq(g.rack[0].unknown, 0);
	cr_assert_eq(g.unseen[rg], 4);
	cr_assert_eq(game_bag_count(&g), 108, "the same six tiles, now named");
	cr_assert_geq(game_rack_find(&g, 0, tile_of("PY")), 0);
	cr_assert_eq(game_rack_find(&g, 0, tile_of("PP")), -1);
	cr_assert_eq(game_rack_find(&g, 1, tile_of("RG")), -1);

	/* Setting it again returns the old tiles first. */
	cr_assert_eq(game_set_rack(&g, 0, rack + 2, 2), 0);
	cr_assert_eq(g.unseen[rg], 6);
	cr_assert_eq(g.rack[0].nknown, 2);
}

Test(rack, set_rack_beyond_the_supply_fails)
{
	struct game	 g;
	const struct tile rr[] = {
		tile_of("RR"), tile_of("RR"), tile_of("RR"), tile_of("OO")
	};

	new_game_rules(&g, 2, VARIANT_STANDARD, RULES_KOSMOS, TILES_TRAVEL);
	cr_assert_eq(game_set_rack(&g, 0, rr, 4), -1, "three RR of two");
	cr_assert_eq(g.rack[0].nknown, 3, "what fitted stays");
	cr_assert_eq(g.unseen[tile_type(tile_of("RR"))], 0);
	{
		const struct tile seven[7] = {
			tile_of("GG"), tile_of("GG"), tile_of("BB"),
			tile_of("BB"), tile_of("PP"), tile_of("PP"), tile_of("YY")
		};

		cr_assert_eq(game_set_rack(&g, 1, seven, 7), -1,
		    "more than six");
		cr_assert_eq(game_rack_count(&g, 1), 6);
	}
}

Test(rack, draw_takes_known_tiles_from_the_bag)
{
	struct game	 g;
	const struct tile two[] = { tile_of("RR"), tile_of("GB") };
	int		 bag;

	new_game(&g, 2);
	game_set_rack(&g, 0, two, 0);
	bag = game_bag_count(&g);
	cr_assert_eq(bag, 114);
	cr_assert_eq(game_draw(&g, 0, two, 2), 0);
	cr_assert_eq(g.rack[0].nknown, 2);
	cr_assert_eq(g.unseen[tile_type(tile_of("RR"))], 4);
	cr_assert_eq(game_bag_count(&g), bag - 2);
}

Test(rack, draw_of_a_tile_not_in_the_bag_fails_whole)
{
	struct game	 g;
	const struct tile rr[] = {
		tile_of("OO"), tile_of("RR"), tile_of("RR"), tile_of("RR")
	};

	new_game_rules(&g, 2, VARIANT_STANDARD, RULES_KOSMOS, TILES_TRAVEL);
	game_set_rack(&g, 0, rr, 0);
	cr_assert_eq(game_draw(&g, 0, rr, 4), -1);
	cr_assert_eq(game_rack_count(&g, 0), 0, "nothing drawn");
	cr_assert_eq(g.unseen[tile_type(tile_of("OO"))], 2);
	cr_assert_eq(game_draw(&g, 0, rr, 3), 0);
	cr_assert_eq(game_draw(&g, 0, rr + 3, 1), -1, "no RR left");
	/* A full rack takes no more. */
	new_game(&g, 2);
	cr_assert_eq(game_draw(&g, 0, rr, 1), -1);
}

Test(rack, refill_is_limited_by_the_bag)
{
	struct game	 g;

	new_game(&g, 2);
	game_set_rack(&g, 0, NULL, 0);
	game_refill_unknown(&g, 0);
	cr_assert_eq(g.rack[0].unknown, 6);

	/* Nine tiles unseen, six of them on seat 1's rack: three in the bag. */
	game_set_rack(&g, 0, NULL, 0);
	memset(g.unseen, 0, sizeof(g.unseen));
	g.unseen[0] = 9;
	cr_assert_eq(game_bag_count(&g), 3);
	game_refill_unknown(&g, 0);
	cr_assert_eq(g.rack[0].unknown, 3);
	cr_assert_eq(game_bag_count(&g), 0);
	game_refill_unknown(&g, 0);
	cr_assert_eq(g.rack[0].unknown, 3);
}

/*
 * game_bag_at_least stops counting early; it must agree with
 * game_bag_count whatever the unknown slots hide and wherever the bag's
 * tiles sit among the types.
 */
Test(rack, bag_at_least_agrees_with_the_bag_count)
{
	struct game	 g;
	int		 t, k, n, slots;

	for (slots = 0; slots <= 6; slots += 3) {
		for (t = 0; t < TILE_TYPES; t += 4) {
			new_game(&g, 3);
			game_set_rack(&g, 0, NULL, 0);
			game_set_rack(&g, 1, NULL, 0);
			game_set_rack(&g, 2, NULL, 0);
			memset(g.unseen, 0, sizeof(g.unseen));
			g.unseen[t] = 4;
			g.unseen[TILE_TYPES - 1] += 5;
			g.rack[1].unknown = (uint8_t)slots;
			n = game_bag_count(&g);
			cr_assert_eq(n, 9 - slots);
			for (k = -1; k <= 10; k++)
				cr_assert_eq(game_bag_at_least(&g, k), n >= k,
				    "%d slots, type %d: bag %d, at least %d",
				    slots, t, n, k);
		}
	}
}

Test(swap, lowest_colours_include_every_tie)
{
	struct game	 g;

	new_game(&g, 2);
	cr_assert_eq(game_lowest(&g, 0), 0x3fu, "all at zero: all lowest");
	set_counters(&g, 0, 2, 2, 5, 5, 5, 5);
	cr_assert_eq(game_lowest(&g, 0), (1u << RED) | (1u << ORANGE));
	set_counters(&g, 1, 7, 3, 9, 3, 3, 4);
	cr_assert_eq(game_lowest(&g, 1),
	    (1u << ORANGE) | (1u << GREEN) | (1u << BLUE));
}

Test(swap, allowed_only_without_any_tied_lowest_colour)
{
	struct game	 g;
	const struct tile ok[] = { tile_of("YG"), tile_of("BP"), tile_of("PP") };
	const struct tile red[] = { tile_of("YG"), tile_of("RY") };
	const struct tile orange[] = { tile_of("BP"), tile_of("YO") };

	new_game(&g, 2);
	set_counters(&g, 0, 2, 2, 5, 5, 5, 5);
	cr_assert(game_swap_allowed_for(&g, 0, ok, 3));
	cr_assert_not(game_swap_allowed_for(&g, 0, red, 2));
	cr_assert_not(game_swap_allowed_for(&g, 0, orange, 2),
	    "orange is tied lowest with red");
	/* Seat 1's counters are its own: all zero, every colour lowest. */
	cr_assert_not(game_swap_allowed_for(&g, 1, ok, 3));
}

Test(swap, judged_on_the_counters_after_this_turns_scoring)
{
	struct game	 g;
	struct placement p = pl("OY", "H8", "H9");
	const struct tile shown[] = { tile_of("OG"), tile_of("BB") };

	new_game(&g, 2);
	put(&g, "H7", ORANGE);
	set_counters(&g, 0, 0, 0, 3, 3, 3, 3);
	cr_assert_not(game_swap_allowed_for(&g, 0, shown, 2));
	game_place(&g, 0, &p, NULL);
	cr_assert_eq(g.score[0][ORANGE], 1);
	cr_assert_eq(game_lowest(&g, 0), 1u << RED);
	cr_assert(game_swap_allowed_for(&g, 0, shown, 2));
}

Test(swap, team_uses_the_sides_counters)
{
	struct game	 g;
	const struct tile shown[] = { tile_of("OG") };

	new_game_rules(&g, 4, VARIANT_TEAM, RULES_KOSMOS, TILES_STANDARD);
	set_counters(&g, 0, 1, 4, 4, 4, 4, 4);
	cr_assert(game_swap_allowed_for(&g, 2, shown, 1));
	cr_assert_not(game_swap_allowed_for(&g, 1, shown, 1));
	cr_assert_not(game_swap_allowed_for(&g, 3, shown, 1));
}

Test(swap, solo_never_swaps)
{
	struct game	 g;
	const struct tile shown[] = { tile_of("OG") };

	new_game_rules(&g, 1, VARIANT_SOLO, RULES_KOSMOS, TILES_STANDARD);
	set_counters(&g, 0, 1, 4, 4, 4, 4, 4);
	cr_assert_not(game_swap_allowed_for(&g, 0, shown, 1));
}

Test(swap, duel_swaps_tiles_showing_a_colour_at_own_nine)
{
	struct game	 g;
	const struct tile shown[] = { tile_of("OG") };

	new_game_rules(&g, 2, VARIANT_DUEL, RULES_KOSMOS, TILES_STANDARD);
	cr_assert_not(game_swap_allowed_for(&g, 0, shown, 1));
	g.track[GREEN] = DUEL_END;
	cr_assert(game_swap_allowed_for(&g, 0, shown, 1));
	cr_assert_not(game_swap_allowed_for(&g, 1, shown, 1));
	g.track[ORANGE] = -DUEL_END;
	cr_assert(game_swap_allowed_for(&g, 1, shown, 1));
}

Test(swap, drawn_tiles_cannot_be_the_shown_ones)
{
	struct game	 g;
	const struct tile rack[] = { tile_of("RR"), tile_of("RR"), tile_of("OY") };
	const struct tile six[] = {
		tile_of("GG"), tile_of("BB"), tile_of("PP"), tile_of("GB"),
		tile_of("GP"), tile_of("BP")
	};
	int		 rr = tile_type(tile_of("RR")), bag;

	/* Travel set: both RR are on the rack being swapped. */
	new_game_rules(&g, 2, VARIANT_STANDARD, RULES_KOSMOS, TILES_TRAVEL);
	cr_assert_eq(game_set_rack(&g, 0, rack, 3), 0);
	bag = game_bag_count(&g);
	game_swap_begin(&g, 0, rack, 3);
	cr_assert_eq(game_rack_count(&g, 0), 0);
	cr_assert_eq(g.unseen[rr], 0);
	cr_assert_eq(game_bag_count(&g), bag, "shown tiles are set aside");
	cr_assert_eq(game_draw(&g, 0, rack, 1), -1, "RR is not in the bag");
	cr_assert_eq(game_draw(&g, 0, six, 6), 0);
	game_swap_end(&g, rack, 3);
	cr_assert_eq(g.unseen[rr], 2);
	cr_assert_eq(game_bag_count(&g), bag - 6 + 3);
	cr_assert_eq(game_rack_count(&g, 0), 6);
}

Test(swap, swap_of_unknown_slots_reveals_their_types)
{
	struct game	 g;
	const struct tile shown[] = {
		tile_of("RO"), tile_of("RO"), tile_of("GG"), tile_of("BY"),
		tile_of("PP"), tile_of("RR")
	};
	int		 ro = tile_type(tile_of("RO")), bag;

	new_game(&g, 2);
	bag = game_bag_count(&g);
	game_swap_begin(&g, 0, shown, 6);
	cr_assert_eq(game_rack_count(&g, 0), 0);
	cr_assert_eq(g.unseen[ro], 4);
	cr_assert_eq(g.aside[ro], 2);
	cr_assert_eq(game_bag_count(&g), bag);
	game_refill_unknown(&g, 0);
	cr_assert_eq(g.rack[0].unknown, 6);
	cr_assert_eq(game_bag_count(&g), bag - 6);
	/* Whatever the caller passes, nothing stays aside. */
	game_swap_end(&g, shown, 1);
	cr_assert_eq(g.unseen[ro], 6);
	cr_assert_eq(g.aside[ro], 0);
	cr_assert_eq(sum_unseen(&g), 120);
	cr_assert_eq(game_bag_count(&g), bag);
}

Test(swap, tile_not_on_the_rack_is_not_set_aside)
{
	struct game	 g;
	const struct tile rack[] = { tile_of("RR") };
	const struct tile shown[] = { tile_of("RR"), tile_of("OO") };

	new_game(&g, 2);
	game_set_rack(&g, 0, rack, 1);
	game_swap_begin(&g, 0, shown, 2);
	cr_assert_eq(g.aside[tile_type(tile_of("RR"))], 1);
	cr_assert_eq(g.aside[tile_type(tile_of("OO"))], 0);
	game_swap_end(&g, shown, 2);
	cr_assert_eq(sum_unseen(&g), 120 - 0, "nothing invented");
	cr_assert_eq(g.unseen[tile_type(tile_of("OO"))], 5);
}
