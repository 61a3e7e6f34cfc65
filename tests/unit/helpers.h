/*
 * Board-building helpers for the engine's unit tests: cells and tiles by
 * name, placements from text, a brute-force count of free pairs, and
 * direct board edits for setting up positions.
 */
#ifndef GENIAL_TEST_HELPERS_H
#define GENIAL_TEST_HELPERS_H

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "../../core/board.h"
#include "../../core/diag.h"
#include "../../core/game.h"
#include "../../core/tile.h"

/* Cell of a name; the test fails if the name is not a cell. */
static inline int
cell_of(const char *name)
{
	int	 c = board_parse_cell(name, strlen(name));

	cr_assert_neq(c, NO_CELL, "bad cell name in test: %s", name);
	return c;
}

static inline struct tile
tile_of(const char *name)
{
	struct tile	 t;

	cr_assert_eq(tile_parse(name, strlen(name), &t), 0,
	    "bad tile in test: %s", name);
	return t;
}

/* A placement "RG M9 M10": tile, first cell, second cell. */
static inline struct placement
pl(const char *tile, const char *a, const char *b)
{
	struct placement	 p;

	p.tile = tile_of(tile);
	p.a = cell_of(a);
	p.b = cell_of(b);
	return p;
}

/* Pairs of neighbouring empty cells in the active area, counted afresh. */
static inline int
brute_free_pairs(const struct game *g)
{
	int	 c, d, nb, n = 0;

	for (c = 0; c < BOARD_CELLS; c++) {
		if (g->cell[c] >= 0 || !board_in_active_area(c, g->rules.seats))
			continue;
		for (d = 0; d < DIR__MAX; d++) {
			nb = board_step(c, (enum dir)d);
			if (nb > c && g->cell[nb] < 0 &&
			    board_in_active_area(nb, g->rules.seats))
				n++;
		}
	}
	return n;
}

/* Write a colour on a cell behind the engine's back, keeping free_pairs. */
static inline void
put(struct game *g, const char *name, int colour)
{
	g->cell[cell_of(name)] = (int8_t)colour;
	g->free_pairs = (uint16_t)brute_free_pairs(g);
}

/* A fresh standard game with default rules for this many seats. */
static inline void
new_game(struct game *g, int seats)
{
	struct rules	 r;

	rules_default(&r, seats);
	game_init(g, &r);
}

static inline void
new_game_rules(struct game *g, int seats, enum variant v, enum ruleset rs,
    enum tileset ts)
{
	struct rules	 r;

	rules_default(&r, seats);
	r.variant = v;
	r.ruleset = rs;
	r.tiles = ts;
	game_init(g, &r);
}

/* Set a side's six counters in colour order R O Y G B P. */
static inline void
set_counters(struct game *g, int side, int r, int o, int y, int gr, int b,
    int p)
{
	const int	 v[COLOURS] = { r, o, y, gr, b, p };
	int		 c;

	for (c = 0; c < COLOURS; c++)
		g->score[side][c] = (uint8_t)v[c];
}

/* Mark every seat as having made its first placement. */
static inline void
all_started(struct game *g)
{
	int	 i;

	for (i = 0; i < MAX_SEATS; i++)
		g->started[i] = 1;
}

/* Bit for a diagnostic code in a game_check_place() mask. */
static inline uint64_t
bit(enum diag_code c)
{
	return 1ull << c;
}

/* A stream into memory for a writer under test: cap_open(), then
 * cap_text() closes it and returns the text (the caller frees it). */
struct capture {
	FILE	*fp;
	char	*buf;
	size_t	 len;
};

static inline void
cap_open(struct capture *c)
{
	c->buf = NULL;
	c->len = 0;
	c->fp = open_memstream(&c->buf, &c->len);
	cr_assert_not_null(c->fp);
}

static inline char *
cap_text(struct capture *c)
{
	fclose(c->fp);
	return c->buf;
}

/* A source position, line and column. */
static inline struct srcpos
at(int line, int col)
{
	struct srcpos	 p;

	memset(&p, 0, sizeof(p));
	p.line = line;
	p.col = col;
	return p;
}

#endif
