/*
 * Board geometry (genial-rules(7) "1 Board and areas"): 169 cells, names,
 * neighbours, distances, areas and start symbols.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "helpers.h"

Test(board, has_169_cells_in_rows_of_8_to_15)
{
	int	 r, n, count = 0, last = -1, c;

	for (r = 0; r < BOARD_ROWS; r++) {
		int	 inrow = 0;

		for (n = 0; n < BOARD_ROWS; n++) {
			c = board_cell(r, n);
			if (abs(r - n) > 7) {
				cr_assert_eq(c, NO_CELL, "(%d,%d) is off the board", r, n);
				continue;
			}
			cr_assert_eq(c, last + 1, "row-major numbering at (%d,%d)", r, n);
			last = c;
			cr_assert_eq(board_row(c), r);
			cr_assert_eq(board_num(c), n);
			inrow++;
			count++;
		}
		cr_assert_eq(inrow, 15 - abs(r - 7), "row %c has %d cells", 'A' + r, inrow);
	}
	cr_assert_eq(count, BOARD_CELLS);
	cr_assert_eq(count, 169);
	cr_assert_eq(board_cell(-1, 0), NO_CELL);
	cr_assert_eq(board_cell(0, 15), NO_CELL);
	cr_assert_eq(board_cell(15, 14), NO_CELL);
}

Test(board, neighbours_follow_the_six_directions)
{
	/* H8 is (7,7); each direction's neighbour by name. */
	static const char *const want[DIR__MAX] = {
		"H9", "I9", "I8", "H7", "G7", "G8"
	};
	int	 d, h8 = cell_of("H8");

	for (d = 0; d < DIR__MAX; d++)
		cr_assert_eq(board_step(h8, (enum dir)d), cell_of(want[d]),
		    "%s of H8 should be %s", board_dir_name((enum dir)d), want[d]);
	cr_assert_str_eq(board_dir_name(DIR_UP_RIGHT), "up-right");
	cr_assert_str_eq(board_dir_name(DIR_DOWN_RIGHT), "down-right");
}

Test(board, neighbours_are_symmetric)
{
	int	 c, d, nb, n6 = 0;

	for (c = 0; c < BOARD_CELLS; c++) {
		int	 deg = 0;

		for (d = 0; d < DIR__MAX; d++) {
			nb = board_step(c, (enum dir)d);
			if (nb == NO_CELL)
				continue;
			deg++;
			cr_assert(nb >= 0 && nb < BOARD_CELLS);
			cr_assert_eq(board_step(nb, (enum dir)((d + 3) % 6)), c,
			    "step back from %d in direction %d", nb, (d + 3) % 6);
			cr_assert_eq(board_dir(c, nb), d);
			cr_assert(board_adjacent(c, nb));
			cr_assert(board_adjacent(nb, c));
		}
		if (deg == 6)
			n6++;
		cr_assert(deg >= 3, "every cell has at least three neighbours");
	}
	/* Interior cells: everything but the 42 on the rim. */
	cr_assert_eq(n6, 169 - 42);
	cr_assert_not(board_adjacent(cell_of("H8"), cell_of("H8")));
	cr_assert_not(board_adjacent(cell_of("H8"), cell_of("H10")));
	cr_assert_not(board_adjacent(-1, cell_of("H8")));
	cr_assert_not(board_adjacent(cell_of("H8"), BOARD_CELLS));
	cr_assert_eq(board_dir(cell_of("H8"), cell_of("J10")), -1);
}

Test(board, cell_names_round_trip)
{
	char	 buf[4];
	int	 c;

	for (c = 0; c < BOARD_CELLS; c++) {
		board_cell_name(c, buf);
		cr_assert_eq(board_parse_cell(buf, strlen(buf)), c,
		    "name %s of cell %d", buf, c);
	}
	cr_assert_str_eq(board_cell_name(0, buf), "A1");
	cr_assert_str_eq(board_cell_name(168, buf), "O15");
	cr_assert_str_eq(board_cell_name(cell_of("H8"), buf), "H8");
	cr_assert_eq(board_parse_cell("h8", 2), cell_of("H8"),
	    "names are case-insensitive");
	cr_assert_eq(board_parse_cell("m13", 3), cell_of("M13"));
}

Test(board, bad_cell_names_are_rejected)
{
	static const char *const bad[] = {
		"A9", "P1", "H0", "H16", "O7", "A", "", "8H", "H08", "H8x",
		"HH", "H-1", "I 8", "@8", "H100"
	};
	size_t	 i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		cr_assert_eq(board_parse_cell(bad[i], strlen(bad[i])), NO_CELL,
		    "\"%s\" must not be a cell", bad[i]);
	/* Only len bytes are read: "H81" cut to two bytes is H8. */
	cr_assert_eq(board_parse_cell("H81", 2), cell_of("H8"));
}

Test(board, distances_and_areas)
{
	int	 c, n[3] = { 0, 0, 0 };

	cr_assert_eq(board_distance(cell_of("H8")), 0);
	cr_assert_eq(board_distance(cell_of("A1")), 7);
	cr_assert_eq(board_distance(cell_of("O15")), 7);
	cr_assert_eq(board_distance(cell_of("H15")), 7);
	cr_assert_eq(board_distance(cell_of("B2")), 6);
	cr_assert_eq(board_distance(cell_of("I10")), 2);
	for (c = 0; c < BOARD_CELLS; c++)
		n[board_area(c)]++;
	cr_assert_eq(n[AREA_WHITE], 91);
	cr_assert_eq(n[AREA_LIGHT], 36);
	cr_assert_eq(n[AREA_DARK], 42);
}

Test(board, active_area_is_91_127_169_by_seats)
{
	static const int want[5] = { 0, 91, 91, 127, 169 };
	int	 seats, c, n;

	for (seats = 1; seats <= 4; seats++) {
		n = 0;
		for (c = 0; c < BOARD_CELLS; c++)
			n += board_in_active_area(c, seats) ? 1 : 0;
		cr_assert_eq(n, want[seats], "%d seats: %d cells", seats, n);
		cr_assert_eq(board_active_cells(seats), want[seats]);
	}
	cr_assert_not(board_in_active_area(cell_of("B2"), 2));
	cr_assert(board_in_active_area(cell_of("B2"), 3));
	cr_assert_not(board_in_active_area(cell_of("A1"), 3));
	cr_assert(board_in_active_area(cell_of("A1"), 4));
}

Test(board, start_symbols_sit_on_the_white_corners)
{
	static const char *const names[BOARD_SYMBOLS] = {
		"M8", "M13", "H13", "C8", "C3", "H3"
	};
	int	 i, c, nsym = 0;

	for (i = 0; i < BOARD_SYMBOLS; i++) {
		cr_assert_eq(board_symbol_cells[i], cell_of(names[i]),
		    "symbol %d is %s", i, names[i]);
		cr_assert_eq(board_symbol_index(cell_of(names[i])), i);
		cr_assert_eq(board_distance(board_symbol_cells[i]), 5);
	}
	for (c = 0; c < BOARD_CELLS; c++)
		nsym += board_symbol_index(c) >= 0;
	cr_assert_eq(nsym, 6);
	cr_assert_eq(board_symbol_index(-1), -1);
	cr_assert_eq(board_symbol_index(BOARD_CELLS), -1);
}

Test(board, init_free_pairs_match_a_brute_force_count)
{
	struct game	 g;
	int		 seats;

	for (seats = 1; seats <= 4; seats++) {
		new_game(&g, seats);
		cr_assert_gt(g.free_pairs, 0);
		cr_assert_eq(g.free_pairs, brute_free_pairs(&g),
		    "%d seats: free_pairs %d", seats, g.free_pairs);
	}
	/*
	 * The white area, a hexagon of radius 5, has 9*5*5 + 3*5 = 240 pairs
	 * of neighbours; each start symbol sits on a corner with three
	 * neighbours inside, and its pairs are not free.
	 */
	new_game(&g, 2);
	cr_assert_eq(g.free_pairs, 240 - 6 * 3);
}

Test(board, out_of_range_cells_are_answered_not_indexed)
{
	char	 buf[4];
	int	 bad[] = { NO_CELL, -1000, BOARD_CELLS, 100000 }, i;

	for (i = 0; i < 4; i++) {
		cr_assert_eq(board_row(bad[i]), -1);
		cr_assert_eq(board_num(bad[i]), -1);
		cr_assert_eq(board_step(bad[i], DIR_RIGHT), NO_CELL);
		cr_assert_gt(board_distance(bad[i]), 7);
		cr_assert_eq(board_area(bad[i]), AREA_DARK);
		cr_assert_not(board_in_active_area(bad[i], 4));
		cr_assert_str_eq(board_cell_name(bad[i], buf), "?");
	}
	cr_assert_eq(board_step(cell_of("H8"), DIR__MAX), NO_CELL);
	cr_assert_eq(board_step(cell_of("H8"), (enum dir)-1), NO_CELL);
	/* Walking off the edge and on stays off. */
	cr_assert_eq(board_step(board_step(cell_of("A1"), DIR_LEFT),
	    DIR_RIGHT), NO_CELL);
}
