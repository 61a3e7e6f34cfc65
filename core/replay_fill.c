/*
 * The end of a game that unseen tiles may have filled (genial(1) FAULTY
 * RECORDS, "An entry missing"): a record that ends with free pairs left
 * is complete where the last FILL_MAX unseen tiles, with the hexes the
 * claims placed for them, and some place for the rest of theirs, leave
 * none.  Some tile must cover a cell of the first free pair, so only
 * those placements are tried: at most 12 a tile, a bounded number of
 * boards.
 */
#include "replay.h"
#include "replay_priv.h"

/* The most unseen tiles taken to have filled the board at the end. */
#define FILL_MAX	MISSING_MAX

/* A free pair of the area on board b: 1 with its cells in *a, *c. */
static int
free_pair(const struct game *b, int *a, int *c)
{
	int	 i, d, e;

	for (i = 0; i < BOARD_CELLS; i++) {
		if (b->cell[i] >= 0 || !board_in_active_area(i, b->rules.seats))
			continue;
		for (d = 0; d < DIR__MAX; d++) {
			e = board_step(i, (enum dir)d);
			if (e != NO_CELL && b->cell[e] < 0 &&
			    board_in_active_area(e, b->rules.seats)) {
				*a = i;
				*c = e;
				return 1;
			}
		}
	}
	return 0;
}

/* 1 if cell e of board b is free and in the area. */
static int
free_cell(const struct game *b, int e)
{
	return e != NO_CELL && b->cell[e] < 0 &&
	    board_in_active_area(e, b->rules.seats);
}

/*
 * 1 if the unseen tiles in set (bits of x->s.ghost, their pinned hexes
 * on board b) can leave b with no free pair: each with one more hex
 * beside its pinned one, or two beside each other.  Some tile must cover
 * a cell of the first free pair, so only those placements are tried.
 */
static int
fill_rest(const struct ctx *x, struct game *b, unsigned set)
{
	const struct ghost	*gh;
	int			 i, k, h, d, e, a[2], ok;

	if (!free_pair(b, &a[0], &a[1]))
		return 1;
	for (i = 0; i < x->s.nghost; i++) {
		if (!((set >> i) & 1))
			continue;
		gh = &x->s.ghost[i];
		for (k = 0; k < 2; k++) {
			h = a[k];
			if (gh->npins == 1) {
				if (!board_adjacent(h, gh->pin[0]))
					continue;
				b->cell[h] = 0;
				ok = fill_rest(x, b, set & ~(1u << i));
				b->cell[h] = -1;
				if (ok)
					return 1;
				continue;
			}
			for (d = 0; d < DIR__MAX; d++) {
				if (!free_cell(b, e = board_step(h, (enum dir)d)))
					continue;
				b->cell[h] = b->cell[e] = 0;
				ok = fill_rest(x, b, set & ~(1u << i));
				b->cell[h] = b->cell[e] = -1;
				if (ok)
					return 1;
			}
		}
	}
	return 0;
}

/*
 * 1 if the last unseen tile is at the end and its player's result row
 * claims all six colours at the cap: it took the last of them there and
 * won at once (genial-rules(7) "8 End of the game").
 */
static int
capped_win(const struct ctx *x)
{
	const struct record	*rec = x->rec;
	const struct ghost	*gh;
	const struct claim	*cl;
	int			 c;

	if (x->s.nghost <= 0)
		return 0;
	gh = &x->s.ghost[x->s.nghost - 1];
	if (gh->gap != (int16_t)rec->nmoves || gh->seat < 0 ||
	    gh->seat >= rec->nplayers || gh->seat >= MAX_SEATS ||
	    !rec->has_result[gh->seat] || (cl = &rec->result[gh->seat])->bad)
		return 0;
	for (c = 0; c < COLOURS; c++)
		if (!((cl->has >> c) & 1) || cl->v[c] != game_cap(x->g))
			return 0;
	return 1;
}

int
replay_ghost_fill(struct ctx *x)
{
	struct game		 b = *x->g;
	unsigned		 set = 0;
	int			 i, n = 0;

	if (capped_win(x))
		return 1;

	/*
	 * The game ended with unseen tiles where the board as read has its
	 * last free pairs: with the hexes the claims placed, and some place
	 * for the rest of the last FILL_MAX of them, none is left.
	 */
	replay_ghost_pinned(x, &b);
	for (i = x->s.nghost - 1; i >= 0 && n < FILL_MAX; i--)
		if (x->s.ghost[i].npins < 2) {
			set |= 1u << i;
			n++;
		}
	return fill_rest(x, &b, set);
}
