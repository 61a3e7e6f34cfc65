/*
 * Placement legality and application (genial-rules(7) "4 Placement",
 * "14 MSO rules"): every refusal reason
 * of game_check_place, first placements, MSO connection, and what
 * game_place does to the rack, the board and the bookkeeping.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "helpers.h"

static uint64_t
check(const struct game *g, int seat, struct placement p, int *cell)
{
	return game_check_place(g, seat, &p, cell);
}

Test(place, first_placement_beside_a_free_symbol_is_legal)
{
	struct game	 g;
	int		 cell = 0;

	new_game(&g, 2);
	cr_assert_eq(check(&g, 0, pl("RO", "L8", "L9"), &cell), 0);
	cr_assert_eq(cell, NO_CELL);
	/* The second hex may be the one beside the symbol. */
	cr_assert_eq(check(&g, 0, pl("RO", "L9", "L8"), NULL), 0);
	cr_assert_eq(check(&g, 0, pl("RO", "K7", "L8"), NULL), 0);
}

Test(place, first_placement_away_from_symbols_is_refused)
{
	struct game	 g;

	new_game(&g, 2);
	cr_assert_eq(check(&g, 0, pl("RO", "H8", "H9"), NULL),
	    bit(D_FIRST_PLACEMENT));
	cr_assert_str_eq(diag_info(D_FIRST_PLACEMENT)->name, "first-placement");
	g.started[0] = 1;
	cr_assert_eq(check(&g, 0, pl("RO", "H8", "H9"), NULL), 0,
	    "later placements go anywhere (Kosmos)");
	cr_assert_eq(check(&g, 1, pl("RO", "H8", "H9"), NULL),
	    bit(D_FIRST_PLACEMENT), "seat 1 has not started");
}

Test(place, first_placement_beside_a_taken_symbol_is_refused)
{
	struct game	 g;
	struct placement p = pl("RO", "L8", "L9");

	new_game(&g, 2);
	game_place(&g, 0, &p, NULL);
	cr_assert(g.started[0]);
	/* M9 touches M8, which now has the tile on L8 beside it. */
	cr_assert_eq(check(&g, 1, pl("BB", "M9", "M10"), NULL),
	    bit(D_FIRST_PLACEMENT));
	cr_assert_eq(check(&g, 1, pl("BB", "L7", "K6"), NULL),
	    bit(D_FIRST_PLACEMENT));
	/* Another symbol is free: H12 touches H13. */
	cr_assert_eq(check(&g, 1, pl("BB", "H12", "G11"), NULL), 0);
	cr_assert_eq(check(&g, 1, pl("BB", "G11", "H12"), NULL), 0);
}

Test(place, a_symbol_is_taken_by_any_tile_beside_it)
{
	struct game	 g;

	/* A tile placed later (not a first placement) also takes a symbol. */
	new_game(&g, 2);
	g.started[0] = 1;
	put(&g, "G12", BLUE);	/* beside H13 */
	cr_assert_eq(check(&g, 1, pl("OO", "H12", "H11"), NULL),
	    bit(D_FIRST_PLACEMENT));
	cr_assert_eq(check(&g, 1, pl("OO", "D8", "D9"), NULL), 0,
	    "D8 touches the free symbol C8");
}

Test(place, not_adjacent_cells_are_refused)
{
	struct game	 g;

	new_game(&g, 2);
	all_started(&g);
	cr_assert_eq(check(&g, 0, pl("RO", "H8", "H10"), NULL),
	    bit(D_NOT_ADJACENT));
	cr_assert_eq(check(&g, 0, pl("RO", "H8", "H8"), NULL),
	    bit(D_NOT_ADJACENT), "one cell twice is not two neighbours");
	cr_assert_str_eq(diag_info(D_NOT_ADJACENT)->name, "not-adjacent");
}

Test(place, occupied_cells_are_refused)
{
	struct game	 g;
	struct placement p = pl("RO", "L8", "L9");
	int		 cell = 0;

	new_game(&g, 2);
	all_started(&g);
	cr_assert_eq(check(&g, 0, pl("RO", "L8", "M8"), &cell),
	    bit(D_CELL_OCCUPIED), "a start symbol is not empty");
	cr_assert_eq(cell, cell_of("M8"));
	game_place(&g, 0, &p, NULL);
	cr_assert_eq(check(&g, 1, pl("BB", "K8", "L8"), &cell),
	    bit(D_CELL_OCCUPIED));
	cr_assert_eq(cell, cell_of("L8"));
	cr_assert_eq(check(&g, 1, pl("BB", "L8", "L9"), &cell),
	    bit(D_CELL_OCCUPIED));
	cr_assert_eq(cell, cell_of("L8"), "the first occupied cell");
	cr_assert_not(game_can_place(&g, &(struct placement){
	    tile_of("BB"), cell_of("L8"), cell_of("L9") }));
}

Test(place, cells_outside_the_active_area_are_refused)
{
	struct game	 g;
	int		 cell = 0;

	new_game(&g, 2);
	all_started(&g);
	/* B3 is light grey: outside with two seats, inside with three. */
	cr_assert_eq(check(&g, 0, pl("RO", "C4", "B3"), &cell),
	    bit(D_OUTSIDE_AREA));
	cr_assert_eq(cell, cell_of("B3"));
	cr_assert(game_can_place(&g, &(struct placement){
	    tile_of("RO"), cell_of("C4"), cell_of("B3") }),
	    "physically possible: applied as played");
	new_game(&g, 3);
	all_started(&g);
	cr_assert_eq(check(&g, 0, pl("RO", "C4", "B3"), NULL), 0);
	cr_assert_eq(check(&g, 0, pl("RO", "B2", "A1"), &cell),
	    bit(D_OUTSIDE_AREA));
	cr_assert_eq(cell, cell_of("A1"));
	new_game(&g, 4);
	all_started(&g);
	cr_assert_eq(check(&g, 0, pl("RO", "B2", "A1"), NULL), 0);
}

Test(place, several_faults_are_all_reported)
{
	struct game	 g;
	int		 cell = 0;

	new_game(&g, 2);
	cr_assert_eq(check(&g, 0, pl("RO", "M8", "A1"), &cell),
	    bit(D_NOT_ADJACENT) | bit(D_CELL_OCCUPIED) | bit(D_OUTSIDE_AREA) |
	    bit(D_FIRST_PLACEMENT));
	cr_assert_eq(cell, cell_of("M8"));
}

Test(place, cells_off_the_board_do_not_crash)
{
	struct game	 g;
	struct placement p = pl("RO", "H8", "H9");
	struct game	 before;
	int		 cell = 0;

	new_game(&g, 2);
	all_started(&g);
	p.a = -1;
	cr_assert_eq(game_check_place(&g, 0, &p, &cell),
	    bit(D_NOT_ADJACENT) | bit(D_OUTSIDE_AREA));
	cr_assert_eq(cell, -1);
	p.a = BOARD_CELLS;
	cr_assert(game_check_place(&g, 0, &p, NULL) & bit(D_OUTSIDE_AREA));
	cr_assert_not(game_can_place(&g, &p));
	memcpy(&before, &g, sizeof(g));
	game_place(&g, 0, &p, NULL);
	cr_assert_eq(memcmp(&before, &g, sizeof(g)), 0,
	    "an impossible placement changes nothing");
	p = pl("RO", "H8", "H9");
	cr_assert_eq(game_check_place(&g, 9, &p, NULL), 0,
	    "an unknown seat is not judged on rack or start");
	game_place(&g, 9, &p, NULL);
	cr_assert_eq(memcmp(&before, &g, sizeof(g)), 0);
}

Test(place, mso_refuses_a_placement_touching_nothing)
{
	struct game	 g;
	struct placement p = pl("RO", "L8", "L9");

	new_game_rules(&g, 2, VARIANT_STANDARD, RULES_MSO, TILES_STANDARD);
	game_place(&g, 0, &p, NULL);
	cr_assert_eq(check(&g, 0, pl("YY", "E9", "E10"), NULL),
	    bit(D_NOT_CONNECTED));
	cr_assert_str_eq(diag_info(D_NOT_CONNECTED)->name, "not-connected");
	/* Touching a tile, or only a start symbol, is connected. */
	cr_assert_eq(check(&g, 0, pl("YY", "K8", "J8"), NULL), 0);
	cr_assert_eq(check(&g, 0, pl("YY", "J7", "K8"), NULL), 0);
	cr_assert_eq(check(&g, 0, pl("YY", "D3", "E4"), NULL), 0);
	/* A first placement away from everything breaks both rules. */
	cr_assert_eq(check(&g, 1, pl("YY", "E9", "E10"), NULL),
	    bit(D_FIRST_PLACEMENT) | bit(D_NOT_CONNECTED));

	/* Kosmos has no such rule. */
	new_game(&g, 2);
	game_place(&g, 0, &p, NULL);
	cr_assert_eq(check(&g, 0, pl("YY", "E9", "E10"), NULL), 0);
}

Test(place, tile_not_on_a_known_rack_is_refused)
{
	struct game	 g;
	const struct tile rack[] = {
		tile_of("RR"), tile_of("OR"), tile_of("YY"), tile_of("GG"),
		tile_of("BB"), tile_of("PP")
	};

	new_game(&g, 2);
	cr_assert_eq(game_set_rack(&g, 0, rack, 6), 0);
	cr_assert_eq(check(&g, 0, pl("RG", "L8", "L9"), NULL),
	    bit(D_TILE_NOT_IN_RACK));
	cr_assert_str_eq(diag_info(D_TILE_NOT_IN_RACK)->name,
	    "tile-not-in-rack");
	cr_assert_eq(check(&g, 0, pl("RO", "L8", "L9"), NULL), 0,
	    "RO is the type OR");
	cr_assert_eq(check(&g, 0, pl("RR", "L8", "L9"), NULL), 0);
	/* Seat 1 has six unknown slots: any tile may be there. */
	cr_assert_eq(check(&g, 1, pl("RG", "L8", "L9"), NULL), 0);
}

Test(place, unknown_slot_cannot_hold_a_type_used_up)
{
	struct game	 g;
	const struct tile both[] = { tile_of("RR"), tile_of("RR") };

	/* Travel set: two RR, both on seat 1's rack. */
	new_game_rules(&g, 2, VARIANT_STANDARD, RULES_KOSMOS, TILES_TRAVEL);
	cr_assert_eq(game_set_rack(&g, 1, both, 2), 0);
	cr_assert_eq(g.unseen[tile_type(tile_of("RR"))], 0);
	cr_assert_eq(check(&g, 0, pl("RR", "L8", "L9"), NULL),
	    bit(D_SUPPLY_EXCEEDED));
	cr_assert_str_eq(diag_info(D_SUPPLY_EXCEEDED)->name, "supply-exceeded");
	cr_assert_eq(check(&g, 1, pl("RR", "L8", "L9"), NULL), 0);
	cr_assert_eq(check(&g, 0, pl("RO", "L8", "L9"), NULL), 0);

	/* A known rack without the tile: both faults. */
	cr_assert_eq(game_set_rack(&g, 0, &(struct tile){ ORANGE, ORANGE }, 1),
	    0);
	cr_assert_eq(check(&g, 0, pl("RR", "L8", "L9"), NULL),
	    bit(D_TILE_NOT_IN_RACK) | bit(D_SUPPLY_EXCEEDED));
}

Test(place, place_takes_a_known_tile_first)
{
	struct game	 g;
	struct placement p = pl("OR", "L8", "L9");
	const struct tile rack[] = { tile_of("RO"), tile_of("GG") };
	int		 ro = tile_type(tile_of("RO")), bag;

	new_game(&g, 2);
	game_set_rack(&g, 0, rack, 2);
	g.rack[0].unknown = 2;
	bag = game_bag_count(&g);
	cr_assert_eq(g.unseen[ro], 5);
	game_place(&g, 0, &p, NULL);
	cr_assert_eq(g.rack[0].nknown, 1);
	cr_assert_eq(g.rack[0].known[0], tile_type(tile_of("GG")));
	cr_assert_eq(g.rack[0].unknown, 2, "the unknown slots are untouched");
	cr_assert_eq(g.unseen[ro], 5);
	cr_assert_eq(game_bag_count(&g), bag);
}

Test(place, place_uses_an_unknown_slot_and_unseen)
{
	struct game	 g;
	struct placement p = pl("OR", "L8", "L9");
	int		 ro = tile_type(tile_of("RO")), bag;

	new_game(&g, 2);
	bag = game_bag_count(&g);
	game_place(&g, 0, &p, NULL);
	cr_assert_eq(g.rack[0].unknown, 5);
	cr_assert_eq(g.unseen[ro], 5);
	cr_assert_eq(game_rack_count(&g, 0), 5);
	cr_assert_eq(game_bag_count(&g), bag, "the bag is not touched");
}

Test(place, rack_forgets_when_the_tile_was_not_on_it)
{
	struct game	 g;
	struct placement p = pl("YY", "L8", "L9");
	const struct tile rack[] = { tile_of("RR"), tile_of("OO"),
	    tile_of("RR") };
	int		 rr = tile_type(tile_of("RR"));
	int		 oo = tile_type(tile_of("OO"));
	int		 yy = tile_type(tile_of("YY")), bag;

	new_game(&g, 2);
	cr_assert_eq(game_set_rack(&g, 0, rack, 3), 0);
	cr_assert_eq(g.unseen[rr], 3);
	bag = game_bag_count(&g);
	game_place(&g, 0, &p, NULL);
	cr_assert_eq(g.rack[0].nknown, 0);
	cr_assert_eq(g.rack[0].unknown, 2, "three tiles less the one played");
	cr_assert_eq(g.unseen[rr], 5);
	cr_assert_eq(g.unseen[oo], 5);
	cr_assert_eq(g.unseen[yy], 4);
	cr_assert_eq(game_bag_count(&g), bag);
	cr_assert_eq(g.cell[cell_of("L8")], YELLOW, "applied as played");
}

Test(place, place_records_the_move)
{
	struct game	 g;
	struct breakdown bd;
	struct placement p = pl("RO", "L8", "L9");

	new_game(&g, 2);
	game_place(&g, 0, &p, &bd);
	cr_assert_eq(g.cell[cell_of("L8")], RED);
	cr_assert_eq(g.cell[cell_of("L9")], ORANGE);
	cr_assert_eq(g.score[0][RED], 1);
	cr_assert_eq(bd.points[RED], 1);
	cr_assert(g.started[0]);
	cr_assert_not(g.started[1]);
	cr_assert_eq(g.placements, 1);
	cr_assert_eq(g.placed, 1);
	cr_assert_eq(g.over, END_NONE);
	cr_assert_eq(g.free_pairs, brute_free_pairs(&g));
}

Test(place, placement_outside_the_area_keeps_free_pairs)
{
	struct game	 g;
	struct placement p = pl("RO", "C4", "B3");
	int		 before;

	new_game(&g, 2);
	all_started(&g);
	before = g.free_pairs;
	game_place(&g, 0, &p, NULL);
	cr_assert_eq(g.cell[cell_of("B3")], ORANGE);
	cr_assert_eq(g.free_pairs, brute_free_pairs(&g));
	cr_assert_lt(g.free_pairs, before, "C4 was in the area");
	p = pl("RO", "B2", "A1");
	before = g.free_pairs;
	game_place(&g, 0, &p, NULL);
	cr_assert_eq(g.free_pairs, before, "B2 and A1 are outside");
}

Test(place, a_copy_is_independent)
{
	struct game	 g, h;
	struct placement p = pl("RO", "L8", "L9");

	new_game(&g, 2);
	h = g;
	game_place(&h, 0, &p, NULL);
	cr_assert_eq(g.cell[cell_of("L8")], -1);
	cr_assert_eq(g.score[0][RED], 0);
	cr_assert_eq(g.placements, 0);
	cr_assert_eq(h.cell[cell_of("L8")], RED);
}
