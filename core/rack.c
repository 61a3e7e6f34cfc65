/*
 * Racks and the bag (genial-rules(7) "2 Tiles and supply", "3 Turn", "7 Swap";
 * genial-record(5) "Racks"): known tiles and unknown slots, draws, refills and
 * the tiles a swap sets aside.  Part of game.h.
 *
 * Bookkeeping: unseen[t] counts tiles of type t in the bag or hidden in
 * unknown slots (supply minus board, known rack tiles and tiles set
 * aside).  The bag holds sum(unseen) minus all unknown slots.  Every
 * function here keeps that identity, including on inconsistent records.
 */
#include <stdint.h>
#include <string.h>

#include "game.h"
#include "tile.h"

static int
seat_ok(const struct game *g, int seat)
{
	return seat >= 0 && seat < g->rules.seats;
}

static int
tile_ok(struct tile t)
{
	return t.a < COLOURS && t.b < COLOURS;
}

int
game_rack_count(const struct game *g, int seat)
{
	if (!seat_ok(g, seat))
		return 0;
	return g->rack[seat].nknown + g->rack[seat].unknown;
}

int
game_rack_find(const struct game *g, int seat, struct tile t)
{
	const struct rack	*rk;
	int			 i, type;

	if (!seat_ok(g, seat) || !tile_ok(t))
		return -1;
	rk = &g->rack[seat];
	type = tile_type(t);
	for (i = 0; i < rk->nknown && i < RACK_SIZE; i++)
		if (rk->known[i] == type)
			return i;
	return -1;
}

/* Unknown slots on all racks (those past rules.seats stay empty). */
static int
unknown_slots(const struct game *g)
{
	int	 i, n = 0;

	for (i = 0; i < MAX_SEATS; i++)
		n += g->rack[i].unknown;
	return n;
}

int
game_bag_count(const struct game *g)
{
	int	 i, n = 0;

	for (i = 0; i < TILE_TYPES; i++)
		n += g->unseen[i];
	n -= unknown_slots(g);
	return n < 0 ? 0 : n;
}

int
game_bag_at_least(const struct game *g, int n)
{
	int	 i, want, sum = 0;

	if (n <= 0)
		return 1;
	want = n + unknown_slots(g);
	for (i = 0; i < TILE_TYPES; i++)
		if ((sum += g->unseen[i]) >= want)
			return 1;
	return 0;
}

static void
rack_remove_at(struct rack *rk, int i)
{
	rk->known[i] = rk->known[rk->nknown - 1];
	rk->nknown--;
}

/*
 * The rack turned out not to hold a tile it played: what the record said
 * about it was wrong, so forget it.  Its known tiles go back to unseen and
 * it becomes (size - 1) unknown slots, size counting the tile just played;
 * the caller takes the played tile from unseen.  The bag count is
 * unchanged by the whole operation.
 */
static void
rack_forget(struct game *g, int seat)
{
	struct rack	*rk = &g->rack[seat];
	int		 i, size;

	size = rk->nknown + rk->unknown;
	for (i = 0; i < rk->nknown; i++)
		if (g->unseen[rk->known[i]] < UINT8_MAX)
			g->unseen[rk->known[i]]++;
	rk->nknown = 0;
	rk->unknown = (uint8_t)(size > 0 ? size - 1 : 0);
}

int
game_set_rack(struct game *g, int seat, const struct tile *tiles, int n)
{
	struct rack	*rk;
	int		 i, type, rc = 0;

	if (!seat_ok(g, seat))
		return -1;
	rk = &g->rack[seat];
	for (i = 0; i < rk->nknown; i++)
		g->unseen[rk->known[i]]++;
	rk->nknown = 0;
	rk->unknown = 0;
	if (n > RACK_SIZE) {
		n = RACK_SIZE;
		rc = -1;
	}
	for (i = 0; i < n; i++) {
		if (!tile_ok(tiles[i])) {
			rc = -1;
			continue;
		}
		type = tile_type(tiles[i]);
		if (g->unseen[type] == 0) {
			rc = -1;
			continue;
		}
		g->unseen[type]--;
		rk->known[rk->nknown++] = (uint8_t)type;
	}
	return rc;
}

int
game_draw(struct game *g, int seat, const struct tile *tiles, int n)
{
	uint8_t	 need[TILE_TYPES];
	struct rack *rk;
	int	 i, type;

	if (!seat_ok(g, seat) || n < 0)
		return -1;
	if (n == 0)
		return 0;
	if (game_rack_count(g, seat) + n > game_rack_size(g) ||
	    !game_bag_at_least(g, n))
		return -1;
	memset(need, 0, sizeof(need));
	for (i = 0; i < n; i++) {
		if (!tile_ok(tiles[i]))
			return -1;
		type = tile_type(tiles[i]);
		if (++need[type] > g->unseen[type])
			return -1;
	}
	rk = &g->rack[seat];
	for (i = 0; i < n; i++) {
		type = tile_type(tiles[i]);
		g->unseen[type]--;
		rk->known[rk->nknown++] = (uint8_t)type;
	}
	return 0;
}

void
game_refill_unknown(struct game *g, int seat)
{
	int	 want, bag;

	if (!seat_ok(g, seat))
		return;
	want = game_rack_size(g) - game_rack_count(g, seat);
	bag = game_bag_count(g);
	if (want > bag)
		want = bag;
	if (want > 0)
		g->rack[seat].unknown += (uint8_t)want;
}

/*
 * Known tile first, then an unknown slot (the type leaves unseen); a tile
 * on neither makes the rack forget (rack_forget).  A type that unseen no
 * longer holds (supply exceeded, reported by game_check_place) cannot be
 * taken from it, so unseen stays at 0.
 */
void
game_rack_take(struct game *g, int seat, struct tile t)
{
	struct rack	*rk;
	int		 i, type;

	if (!seat_ok(g, seat) || !tile_ok(t))
		return;
	rk = &g->rack[seat];
	type = tile_type(t);
	i = game_rack_find(g, seat, t);
	if (i >= 0) {
		rack_remove_at(rk, i);
		return;
	}
	if (rk->unknown > 0)
		rk->unknown--;
	else
		rack_forget(g, seat);
	if (g->unseen[type] > 0)
		g->unseen[type]--;
}

/*
 * The shown tiles leave the rack: a known tile of the type if there is
 * one, else an unknown slot, which the showing reveals (so the type
 * leaves unseen).  They are held in g->aside until game_swap_end.  A tile
 * on neither is not on the rack at all and is not set aside.
 */
void
game_swap_begin(struct game *g, int seat, const struct tile *tiles, int n)
{
	struct rack	*rk;
	int		 i, k, type;

	if (!seat_ok(g, seat))
		return;
	rk = &g->rack[seat];
	for (i = 0; i < n; i++) {
		if (!tile_ok(tiles[i]))
			continue;
		type = tile_type(tiles[i]);
		k = game_rack_find(g, seat, tiles[i]);
		if (k >= 0)
			rack_remove_at(rk, k);
		else if (rk->unknown > 0 && g->unseen[type] > 0) {
			rk->unknown--;
			g->unseen[type]--;
		} else
			continue;
		g->aside[type]++;
	}
}

/*
 * The tiles set aside go back to the bag.  Listed tiles are returned
 * first; anything still aside after that goes back too, so nothing stays
 * aside once the swap is over whatever the caller passes.
 */
void
game_swap_end(struct game *g, const struct tile *tiles, int n)
{
	int	 i, type;

	for (i = 0; i < n; i++) {
		if (!tile_ok(tiles[i]))
			continue;
		type = tile_type(tiles[i]);
		if (g->aside[type] > 0) {
			g->aside[type]--;
			g->unseen[type]++;
		}
	}
	for (type = 0; type < TILE_TYPES; type++) {
		g->unseen[type] += g->aside[type];
		g->aside[type] = 0;
	}
}
