/*
 * Scoring (genial-rules(7) "5 Scoring"): lines in five directions from each
 * placed hex, start symbols, doubles, the tile's own other hex, the breakdown.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "helpers.h"

/* Write colour on the cell `steps` steps from cell in direction d. */
static int
walk(int cell, enum dir d, int steps)
{
	while (steps-- > 0)
		cell = board_step(cell, d);
	cr_assert_neq(cell, NO_CELL);
	return cell;
}

/*
 * Red hexes one and two steps from H8 in direction d, a gap, then another red
 * hex that must not count, and blue beyond.  The tile's orange hex lies in the
 * next direction round, so only d can score.
 */
static void
check_direction(enum dir d)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p;
	int			 h8 = cell_of("H8"), c, total;

	new_game(&g, 2);
	g.cell[walk(h8, d, 1)] = RED;
	g.cell[walk(h8, d, 2)] = RED;
	g.cell[walk(h8, d, 4)] = RED;
	/* End the run there (five steps up-left is the red symbol M8). */
	g.cell[walk(h8, d, 5)] = BLUE;
	p.tile = tile_of("RO");
	p.a = h8;
	p.b = board_step(h8, (enum dir)((d + 1) % 6));

	total = game_score(&g, 0, &p, &bd);
	cr_assert_eq(total, 2, "%s: total %d", board_dir_name(d), total);
	cr_assert_eq(bd.nlines, 1);
	cr_assert_eq(bd.lines[0].hex, 0);
	cr_assert_eq(bd.lines[0].dir, d, "line dir %s, want %s",
	    board_dir_name((enum dir)bd.lines[0].dir), board_dir_name(d));
	cr_assert_eq(bd.lines[0].len, 2);
	for (c = 0; c < COLOURS; c++)
		cr_assert_eq(bd.points[c], c == RED ? 2 : 0);

	/* Another colour in the gap stops the line too. */
	g.cell[walk(h8, d, 3)] = BLUE;
	cr_assert_eq(game_score(&g, 0, &p, &bd), 2);
	/* Filling the gap with red joins the lines. */
	g.cell[walk(h8, d, 3)] = RED;
	cr_assert_eq(game_score(&g, 0, &p, &bd), 4);
	cr_assert_eq(bd.lines[0].len, 4);

	/* The same from the tile's second hex. */
	p.tile = tile_of("OR");
	p.a = board_step(h8, (enum dir)((d + 1) % 6));
	p.b = h8;
	cr_assert_eq(game_score(&g, 0, &p, &bd), 4);
	cr_assert_eq(bd.nlines, 1);
	cr_assert_eq(bd.lines[0].hex, 1);
	cr_assert_eq(bd.lines[0].dir, d);
}

Test(scoring, counts_right)	 { check_direction(DIR_RIGHT); }
Test(scoring, counts_up_right)	 { check_direction(DIR_UP_RIGHT); }
Test(scoring, counts_up_left)	 { check_direction(DIR_UP_LEFT); }
Test(scoring, counts_left)	 { check_direction(DIR_LEFT); }
Test(scoring, counts_down_left)	 { check_direction(DIR_DOWN_LEFT); }
Test(scoring, counts_down_right) { check_direction(DIR_DOWN_RIGHT); }

Test(scoring, five_directions_summed_per_hex)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "H8", "H9");

	new_game(&g, 2);
	/* Red all round H8 except toward H9, orange all round H9. */
	put(&g, "I8", RED);
	put(&g, "H7", RED);
	put(&g, "H6", RED);
	put(&g, "G7", RED);
	put(&g, "G8", RED);
	put(&g, "H10", ORANGE);
	put(&g, "I10", ORANGE);
	put(&g, "G9", ORANGE);
	/* I9 and G8 neighbour both hexes; I9 orange scores for H9 only. */
	put(&g, "I9", ORANGE);
	cr_assert_eq(game_score(&g, 0, &p, &bd), 5 + 4);
	cr_assert_eq(bd.points[RED], 5);
	cr_assert_eq(bd.points[ORANGE], 4);
	cr_assert_eq(bd.nlines, 4 + 4);
}

Test(scoring, start_symbol_counts_as_its_colour)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "L8", "L9");

	/* genial-record(5)'s example: RO L8 L9 beside the red symbol M8 scores R1. */
	new_game(&g, 2);
	cr_assert_eq(game_score(&g, 0, &p, &bd), 1);
	cr_assert_eq(bd.points[RED], 1);
	cr_assert_eq(bd.points[ORANGE], 0);
	cr_assert_eq(bd.nlines, 1);
	cr_assert_eq(bd.lines[0].dir, DIR_UP_LEFT);

	/* A symbol of another colour scores nothing for red. */
	p = pl("RO", "L12", "K11");
	cr_assert_eq(game_score(&g, 0, &p, &bd), 0);
	p = pl("GO", "L12", "K11");
	cr_assert_eq(game_score(&g, 0, &p, &bd), 1);
	cr_assert_eq(bd.points[GREEN], 1);
}

Test(scoring, line_runs_through_a_start_symbol)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "L8", "L9");

	/* Four seats: N8 beyond the symbol M8 is playable. */
	new_game(&g, 4);
	put(&g, "N8", RED);
	put(&g, "O8", RED);
	cr_assert_eq(game_score(&g, 0, &p, &bd), 3,
	    "L8 sees M8 (symbol), N8 and O8");
	cr_assert_eq(bd.lines[0].len, 3);
	put(&g, "K8", RED);
	cr_assert_eq(game_score(&g, 0, &p, &bd), 4,
	    "and K8 in the opposite direction");
	cr_assert_eq(bd.nlines, 2);
}

Test(scoring, corner_colours_come_from_the_rules)
{
	struct game		 g;
	struct rules		 r;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "L8", "L9");

	rules_default(&r, 2);
	cr_assert_eq(r.corners[0], RED);
	cr_assert_eq(r.corners[1], GREEN);
	cr_assert_eq(r.corners[2], BLUE);
	cr_assert_eq(r.corners[3], ORANGE);
	cr_assert_eq(r.corners[4], YELLOW);
	cr_assert_eq(r.corners[5], PURPLE);
	r.corners[0] = PURPLE;
	game_init(&g, &r);
	cr_assert_eq(g.cell[cell_of("M8")], PURPLE);
	cr_assert_eq(game_score(&g, 0, &p, &bd), 0);
	p = pl("PO", "L8", "L9");
	cr_assert_eq(game_score(&g, 0, &p, &bd), 1);
	cr_assert_eq(bd.points[PURPLE], 1);
}

Test(scoring, double_tile_counts_both_hexes)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RR", "H8", "H9");

	new_game(&g, 2);
	put(&g, "H7", RED);	/* left of H8 */
	put(&g, "I8", RED);	/* up-left of H8 */
	put(&g, "J8", RED);
	put(&g, "H10", RED);	/* right of H9 */
	cr_assert_eq(game_score(&g, 0, &p, &bd), 4);
	cr_assert_eq(bd.points[RED], 4);
	cr_assert_eq(bd.nlines, 3);
	cr_assert_eq(bd.lines[2].hex, 1);
	cr_assert_eq(bd.lines[2].dir, DIR_RIGHT);

	/* A mixed tile scores only its red hex. */
	p = pl("RO", "H8", "H9");
	cr_assert_eq(game_score(&g, 0, &p, &bd), 3);
	cr_assert_eq(bd.points[RED], 3);
	cr_assert_eq(bd.points[ORANGE], 0);
}

Test(scoring, double_beside_a_symbol_scores_it_from_both_hexes)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("GG", "L12", "L13");

	/* L12 and L13 both touch the green symbol M13. */
	new_game(&g, 2);
	cr_assert_eq(game_score(&g, 0, &p, &bd), 2);
	cr_assert_eq(bd.points[GREEN], 2);
	cr_assert_eq(bd.lines[0].hex, 0);
	cr_assert_eq(bd.lines[1].hex, 1);
}

Test(scoring, own_other_hex_is_not_counted)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RR", "H8", "H9");

	new_game(&g, 2);
	cr_assert_eq(game_score(&g, 0, &p, &bd), 0,
	    "a lone double scores nothing from itself");
	cr_assert_eq(bd.nlines, 0);
	put(&g, "H10", RED);
	/* Only H9 -> H10 counts; H8 does not look through H9. */
	cr_assert_eq(game_score(&g, 0, &p, &bd), 1);
	cr_assert_eq(bd.nlines, 1);
	cr_assert_eq(bd.lines[0].hex, 1);

	game_place(&g, 0, &p, &bd);
	cr_assert_eq(bd.points[RED], 1);
	cr_assert_eq(g.score[0][RED], 1);
	cr_assert_eq(g.cell[cell_of("H8")], RED);
	cr_assert_eq(g.cell[cell_of("H9")], RED);
}

Test(scoring, edge_of_board_ends_a_line)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "A2", "B3");

	new_game(&g, 4);
	put(&g, "A1", RED);
	put(&g, "B2", RED);
	/* A2: left A1 (then the edge), up-left B2. */
	cr_assert_eq(game_score(&g, 0, &p, &bd), 2);
	cr_assert_eq(bd.nlines, 2);
}

Test(scoring, breakdown_counts_points_before_the_cap)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "H8", "H9");

	new_game(&g, 2);
	put(&g, "H7", RED);
	put(&g, "H6", RED);
	put(&g, "H5", RED);
	set_counters(&g, 0, 17, 0, 0, 0, 0, 0);
	cr_assert_eq(game_score(&g, 0, &p, &bd), 3);
	cr_assert_eq(bd.points[RED], 3);
	cr_assert_eq(bd.gained[RED], 1);
	/* game_score is pure. */
	cr_assert_eq(g.score[0][RED], 17);
	cr_assert_eq(g.cell[cell_of("H8")], -1);
}

Test(scoring, bad_input_scores_nothing_and_does_not_crash)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "H8", "H9");

	new_game(&g, 2);
	p.a = -1;
	cr_assert_eq(game_score(&g, 0, &p, &bd), 0);
	p.a = BOARD_CELLS;
	cr_assert_eq(game_score(&g, 0, &p, &bd), 0);
	p = pl("RO", "L8", "L9");
	p.tile.a = 9;
	cr_assert_eq(game_score(&g, 0, &p, &bd), 0);
	p = pl("RO", "L8", "L9");
	cr_assert_eq(game_score(&g, 7, &p, &bd), 1,
	    "points are counted for a seat out of range");
	cr_assert_eq(bd.gained[RED], 0);
}
