/*
 * Colours, tile types and supplies (genial-rules(7) "2 Tiles and supply").
 */
#include <criterion/criterion.h>
#include <string.h>

#include "helpers.h"

Test(tiles, colour_letters_and_names_in_fixed_order)
{
	static const char letters[] = "ROYGBP";
	static const char *const names[COLOURS] = {
		"red", "orange", "yellow", "green", "blue", "purple"
	};
	int	 c;

	for (c = 0; c < COLOURS; c++) {
		cr_assert_eq(colour_letter(c), letters[c]);
		cr_assert_str_eq(colour_name(c), names[c]);
		cr_assert_eq(colour_parse(letters[c]), c);
		cr_assert_eq(colour_parse(letters[c] + 'a' - 'A'), c,
		    "lower-case %c", letters[c] + 'a' - 'A');
	}
	cr_assert_eq(colour_parse('X'), NO_COLOUR);
	cr_assert_eq(colour_parse('\0'), NO_COLOUR);
	cr_assert_eq(colour_letter(COLOURS), '?');
}

Test(tiles, twenty_one_unordered_types)
{
	int		 a, b, t, seen[TILE_TYPES], ndouble = 0;
	struct tile	 x, y;

	memset(seen, 0, sizeof(seen));
	for (a = 0; a < COLOURS; a++)
		for (b = 0; b < COLOURS; b++) {
			x.a = (uint8_t)a;
			x.b = (uint8_t)b;
			y.a = (uint8_t)b;
			y.b = (uint8_t)a;
			t = tile_type(x);
			cr_assert(t >= 0 && t < TILE_TYPES, "type %d", t);
			cr_assert_eq(t, tile_type(y), "%c%c = %c%c",
			    colour_letter(a), colour_letter(b),
			    colour_letter(b), colour_letter(a));
			if (a <= b)
				seen[t]++;
		}
	for (t = 0; t < TILE_TYPES; t++) {
		cr_assert_eq(seen[t], 1, "type %d named once", t);
		x = tile_of_type(t);
		cr_assert_leq(x.a, x.b);
		cr_assert_eq(tile_type(x), t);
		ndouble += tile_is_double(x);
	}
	cr_assert_eq(ndouble, 6);
	cr_assert_eq(tile_type(tile_of("RG")), tile_type(tile_of("GR")));
	cr_assert_neq(tile_type(tile_of("RG")), tile_type(tile_of("RB")));
}

Test(tiles, supply_is_120_standard_and_57_travel)
{
	int	 t, sum[2] = { 0, 0 };

	for (t = 0; t < TILE_TYPES; t++) {
		int	 dbl = tile_is_double(tile_of_type(t));

		cr_assert_eq(tile_supply(TILES_STANDARD, t), dbl ? 5 : 6);
		cr_assert_eq(tile_supply(TILES_TRAVEL, t), dbl ? 2 : 3);
		sum[0] += tile_supply(TILES_STANDARD, t);
		sum[1] += tile_supply(TILES_TRAVEL, t);
	}
	cr_assert_eq(sum[0], 120);
	cr_assert_eq(sum[1], 57);
	cr_assert_eq(tile_set_size(TILES_STANDARD), 120);
	cr_assert_eq(tile_set_size(TILES_TRAVEL), 57);
}

Test(tiles, parse_and_name)
{
	struct tile	 t;
	char		 buf[3];

	cr_assert_eq(tile_parse("rg", 2, &t), 0);
	cr_assert_eq(t.a, RED);
	cr_assert_eq(t.b, GREEN);
	cr_assert_str_eq(tile_name(t, buf), "RG");
	cr_assert_eq(tile_parse("GR", 2, &t), 0);
	cr_assert_str_eq(tile_name(t, buf), "GR", "the written order is kept");
	cr_assert_eq(tile_parse("R", 1, &t), -1);
	cr_assert_eq(tile_parse("RGB", 3, &t), -1);
	cr_assert_eq(tile_parse("RX", 2, &t), -1);
	cr_assert_eq(tile_parse("", 0, &t), -1);
}

Test(tiles, game_starts_with_full_supply_unseen)
{
	struct game	 g;
	int		 t, sum = 0;

	new_game_rules(&g, 2, VARIANT_STANDARD, RULES_KOSMOS, TILES_TRAVEL);
	for (t = 0; t < TILE_TYPES; t++) {
		cr_assert_eq(g.unseen[t], tile_supply(TILES_TRAVEL, t));
		sum += g.unseen[t];
	}
	cr_assert_eq(sum, 57);
	cr_assert_eq(game_bag_count(&g), 57 - 12);
}
