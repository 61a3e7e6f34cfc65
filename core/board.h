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
/* 0-based row and number of a cell; -1 if cell is not a cell index. */
int		 board_row(int cell);
int		 board_num(int cell);
/*
 * Neighbour of cell in direction d, or NO_CELL at the edge (and for a
 * cell or direction out of range, so walks may step on NO_CELL).
 */
int		 board_step(int cell, enum dir d);
/* The direction from a to its neighbour b, or -1 if they are not neighbours. */
int		 board_dir(int a, int b);
/* 1 if a and b are distinct neighbours. */
int		 board_adjacent(int a, int b);
/* Distance from the centre H8: 0..7 (BOARD_ROWS if not a cell). */
int		 board_distance(int cell);
enum area	 board_area(int cell);
/*
 * 1 if cell is playable with this many seats: 1 or 2 -> white only,
 * 3 -> white and light grey, 4 -> the whole board.
 */
int		 board_in_active_area(int cell, int seats);
/* Number of cells in the active area for this many seats (91, 127, 169). */
int		 board_active_cells(int seats);
/* Index 0..5 into board_symbol_cells if cell holds a start symbol, else -1. */
int		 board_symbol_index(int cell);

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

#endif
