/*
 * Board geometry (genial-rules(7) "1 Board and areas"): cells by row and
 * diagonal, neighbours, distances from the centre and the areas.  The
 * tables are filled before main() runs (build() below) and never change,
 * so every query is a lookup, from any thread, with no lock.
 */
#include <stddef.h>
#include <stdlib.h>

#include "board.h"

/*
 * M8 M13 H13 C8 C3 H3, i.e. (row, number) 0-based (12,7) (12,12) (7,12)
 * (2,7) (2,2) (7,2), as cell indices; a unit test checks them against
 * board_cell().
 */
const int board_symbol_cells[BOARD_SYMBOLS] = { 144, 149, 89, 24, 19, 79 };

/* Index of the first cell of each row: rows hold 8, 9, ... 15, ... 8. */
static const short row_start[BOARD_ROWS] = {
	0, 8, 17, 27, 38, 50, 63, 77, 92, 106, 119, 131, 142, 152, 161
};

static const int dir_dr[DIR__MAX] = { 0, 1, 1, 0, -1, -1 };
static const int dir_dn[DIR__MAX] = { 1, 1, 0, -1, -1, 0 };

struct board_tables board_tables_;

/*
 * Fill the tables before main() runs, so the lookups in board.h need no
 * "is it ready" test and no lock, whatever thread calls them first.
 */
__attribute__((constructor)) static void
build(void)
{
	struct board_tables	*T = &board_tables_;
	int			 r, n, c = 0, d, x, y, m;

	for (r = 0; r < BOARD_ROWS; r++)
		for (n = 0; n < BOARD_ROWS; n++) {
			if (abs(r - n) > 7)
				continue;
			T->row[c] = (unsigned char)r;
			T->num[c] = (unsigned char)n;
			x = n - 7;
			y = r - 7;
			m = abs(x);
			if (abs(y) > m)
				m = abs(y);
			if (abs(x - y) > m)
				m = abs(x - y);
			T->dist[c] = (unsigned char)m;
			T->symbol[c] = -1;
			c++;
		}
	for (c = 0; c < BOARD_CELLS; c++)
		for (d = 0; d < DIR__MAX; d++) {
			r = T->row[c] + dir_dr[d];
			n = T->num[c] + dir_dn[d];
			T->step[c][d] = (short)board_cell(r, n);
		}
	for (d = 0; d < BOARD_SYMBOLS; d++)
		T->symbol[board_symbol_cells[d]] = (signed char)d;
	for (c = 0; c < BOARD_CELLS; c++)
		for (d = 0; d < DIR__MAX; d++) {
			n = T->step[c][d];
			T->near[c][d] = (short)(n == NO_CELL ? c : n);
			for (r = 5; r <= 7; r++)
				if (n != NO_CELL && T->dist[n] <= r)
					T->inward[r - 5][c] |=
					    (unsigned char)(1u << d);
		}
	/* Each pair counted from both of its cells. */
	for (r = 5; r <= 7; r++) {
		for (c = 0; c < BOARD_CELLS; c++)
			if (T->dist[c] <= r)
				T->pairs[r - 5] += (short)__builtin_popcount(
				    T->inward[r - 5][c]);
		T->pairs[r - 5] /= 2;
	}
}

int
board_cell(int r, int n)
{
	if (r < 0 || n < 0 || r >= BOARD_ROWS || n >= BOARD_ROWS)
		return NO_CELL;
	if (abs(r - n) > 7)
		return NO_CELL;
	return row_start[r] + n - (r > 7 ? r - 7 : 0);
}

enum area
board_area(int cell)
{
	int	 d = board_distance(cell);

	return d <= 5 ? AREA_WHITE : d == 6 ? AREA_LIGHT : AREA_DARK;
}

int
board_active_cells(int seats)
{
	return seats <= 2 ? 91 : seats == 3 ? 127 : 169;
}

int
board_area_pairs(int seats)
{
	return board_tables_.pairs[board_area_reach(seats) - 5];
}

char *
board_cell_name(int cell, char buf[4])
{
	int	 n;

	if (!board_valid(cell)) {
		buf[0] = '?';
		buf[1] = '\0';
		return buf;
	}
	n = board_tables_.num[cell] + 1;
	buf[0] = (char)('A' + board_tables_.row[cell]);
	if (n >= 10) {
		buf[1] = '1';
		buf[2] = (char)('0' + n - 10);
		buf[3] = '\0';
	} else {
		buf[1] = (char)('0' + n);
		buf[2] = '\0';
	}
	return buf;
}

int
board_parse_cell(const char *s, size_t len)
{
	int	 r, n;

	/* ASCII only, the row in either case; no locale (ctype) call. */
	if (len < 2 || len > 3)
		return NO_CELL;
	r = (s[0] >= 'a' && s[0] <= 'z' ? s[0] - 'a' : s[0] - 'A');
	if (r < 0 || r >= BOARD_ROWS)
		return NO_CELL;
	if (s[1] < '1' || s[1] > '9')
		return NO_CELL;
	n = s[1] - '0';
	if (len == 3) {
		if (s[2] < '0' || s[2] > '9')
			return NO_CELL;
		n = n * 10 + (s[2] - '0');
	}
	return board_cell(r, n - 1);
}

const char *
board_dir_name(enum dir d)
{
	static const char *const names[DIR__MAX] = {
		"right", "up-right", "up-left", "left", "down-left",
		"down-right"
	};

	return (unsigned)d < DIR__MAX ? names[d] : "?";
}
