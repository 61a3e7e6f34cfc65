/*
 * Board geometry: the 169-hex board of Ingenious, its cell names, its
 * areas and the six start symbols.
 *
 * A cell is named by a row letter A..O (bottom to top) and a diagonal
 * number 1..15 (left to right).  With r and n the 0-based row and number,
 * the cell exists iff 0 <= r,n <= 14 and |r - n| <= 7.  Cells are numbered
 * 0..168 in row-major order (A1 = 0, O15 = 168); every other module keys
 * its arrays by that index.  This module holds no state: everything here
 * is a pure function of its arguments over tables built at compile time
 * or on first use.
 */
#ifndef GENIAL_BOARD_H
#define GENIAL_BOARD_H

#include <stddef.h>

#define BOARD_CELLS	169
#define BOARD_ROWS	15
#define NO_CELL		(-1)

/*
 * The six directions, counter-clockwise from "right", as seen with row A
 * at the bottom.  The opposite of direction d is (d + 3) % 6.
 *   right (r, n+1)   up-right (r+1, n+1)   up-left (r+1, n)
 *   left  (r, n-1)   down-left (r-1, n-1)  down-right (r-1, n)
 */
enum dir {
	DIR_RIGHT,
	DIR_UP_RIGHT,
	DIR_UP_LEFT,
	DIR_LEFT,
	DIR_DOWN_LEFT,
	DIR_DOWN_RIGHT,
	DIR__MAX
};

/* Areas, from the centre outwards.  A cell's area is its distance band. */
enum area {
	AREA_WHITE,	/* distance <= 5: 91 cells */
	AREA_LIGHT,	/* distance 6: 36 cells */
	AREA_DARK	/* distance 7: 42 cells */
};

/* The start-symbol cells, clockwise from the top-left: M8 M13 H13 C8 C3 H3. */
#define BOARD_SYMBOLS	6
extern const int board_symbol_cells[BOARD_SYMBOLS];

/* Cell index of (r, n), both 0-based, or NO_CELL if off the board. */
int		 board_cell(int r, int n);
/*
 * board_row, board_num, board_step, board_neighbours, board_distance,
 * board_dir, board_adjacent, board_area_reach: inline, below.
 */
enum area	 board_area(int cell);
/* Number of cells in the active area for this many seats (91, 127, 169). */
int		 board_active_cells(int seats);
/*
 * Number of unordered pairs of neighbouring cells both in the active
 * area for this many seats: what an empty board offers to a tile.
 */
int		 board_area_pairs(int seats);

/*
 * Cell names.  board_cell_name writes the upper-case name ("H8", "O15")
 * into buf, which must hold at least 4 bytes, and returns buf ("?" if
 * cell is not a cell index).
 * board_parse_cell reads a name (case-insensitive, exactly the name and
 * nothing after it) of len bytes and returns the cell or NO_CELL.
 */
char		*board_cell_name(int cell, char buf[4]);
int		 board_parse_cell(const char *s, size_t len);
/* Lower-case English direction name: "right", "up-right", ... */
const char	*board_dir_name(enum dir d);

/*
 * The lookup tables behind the inline queries below, filled by board.c
 * before main() runs and never written again.  Read them only through
 * the functions.
 */
struct board_tables {
	short		 step[BOARD_CELLS][DIR__MAX];
	unsigned char	 row[BOARD_CELLS];
	unsigned char	 num[BOARD_CELLS];
	unsigned char	 dist[BOARD_CELLS];
	signed char	 symbol[BOARD_CELLS];
	short		 pairs[3];	/* board_area_pairs, by reach - 5 */
	short		 near[BOARD_CELLS][DIR__MAX]; /* step, the cell
					   itself where step has NO_CELL */
	unsigned char	 inward[3][BOARD_CELLS];	/* board_area_dirs */
};
extern struct board_tables board_tables_;

/* 1 if cell is a valid cell index. */
static inline int
board_valid(int cell)
{
	return cell >= 0 && cell < BOARD_CELLS;
}

/* 0-based row and number of a cell, or -1 if it is not a cell. */
static inline int
board_row(int cell)
{
	return board_valid(cell) ? board_tables_.row[cell] : -1;
}

static inline int
board_num(int cell)
{
	return board_valid(cell) ? board_tables_.num[cell] : -1;
}

/*
 * Neighbour of cell in direction d, or NO_CELL at the edge (and for a
 * cell or direction out of range, so walks may step on NO_CELL).
 */
static inline int
board_step(int cell, enum dir d)
{
	if (!board_valid(cell) || (unsigned)d >= DIR__MAX)
		return NO_CELL;
	return board_tables_.step[cell][d];
}

/*
 * The six neighbours of a valid cell, by direction, NO_CELL at the edge:
 * board_step without the range checks, for loops over cells already
 * known to be valid.
 */
static inline const short *
board_neighbours(int cell)
{
	return board_tables_.step[cell];
}

/*
 * As board_neighbours, but with the cell itself where there is no
 * neighbour: every entry is an index safe to read, for loops that mask
 * the edge out (board_area_dirs) instead of branching on it.
 */
static inline const short *
board_near(int cell)
{
	return board_tables_.near[cell];
}

/* Distance from the centre H8: 0..7; off the board is farther than any. */
static inline int
board_distance(int cell)
{
	return board_valid(cell) ? board_tables_.dist[cell] : BOARD_ROWS;
}

/*
 * The farthest distance from the centre that is playable with this many
 * seats: 1 or 2 -> 5 (white only), 3 -> 6 (and light grey), 4 -> 7 (the
 * whole board).
 */
static inline int
board_area_reach(int seats)
{
	return seats <= 2 ? 5 : seats == 3 ? 6 : 7;
}

/*
 * Directions (bit d for direction d) in which a valid cell has a
 * neighbour within reach of the centre (board_area_reach).
 */
static inline unsigned
board_area_dirs(int cell, int reach)
{
	return board_tables_.inward[reach - 5][cell];
}

/* 1 if cell is playable with this many seats (board_area_reach). */
static inline int
board_in_active_area(int cell, int seats)
{
	return board_distance(cell) <= board_area_reach(seats);
}

/* The direction from a to its neighbour b, or -1 if they are not neighbours. */
static inline int
board_dir(int a, int b)
{
	const short	*nb;
	int		 d;

	if (!board_valid(a) || !board_valid(b))
		return -1;
	nb = board_tables_.step[a];
	for (d = 0; d < DIR__MAX; d++)
		if (nb[d] == b)
			return d;
	return -1;
}

/* 1 if a and b are distinct neighbours. */
static inline int
board_adjacent(int a, int b)
{
	return board_dir(a, b) >= 0;
}

/* Index 0..5 into board_symbol_cells if cell holds a start symbol, else -1. */
static inline int
board_symbol_index(int cell)
{
	return board_valid(cell) ? board_tables_.symbol[cell] : -1;
}

#endif
