/*
 * Entries read as missing (genial(1) FAULTY RECORDS, "An entry missing"):
 * an unseen tile.  The judge passes its turn with a placement nobody saw,
 * and the claims after it that say more than the board as read makes are
 * taken to be its doing only where one tile could do it:
 *
 * - its player's counters (totals, the result): in at most the two
 *   colours of its tile, never past the cap;
 * - a later placement's score: one hex of it, at the free end of one of
 *   that placement's lines, gives exactly the points the score claims
 *   beyond the board as read; its two hexes are neighbours (or one hex
 *   each of two unseen tiles of a run);
 * - a bonus called early (its colours reached the mark sooner), an MSO
 *   placement that touches nothing else (a free cell beside it), a game
 *   that ended with free cells left (no more than its hexes cover).
 *
 * What a claim so absorbed says becomes the state (the counters, and the
 * board where a hex was placed), so the claims after it are judged
 * against it; each absorbed claim is counted for the search's cost and
 * its line kept for the finding of the missing entry.  Anything else is
 * reported as usual: a reading never hides a claim it cannot explain.
 */
#include <string.h>

#include "replay.h"
#include "replay_priv.h"
#include "replay_search.h"

void
replay_ghost_entry(struct ctx *x, const struct vent *v)
{
	struct game	*g = x->g;
	struct rack	*r;
	struct ghost	*gh;
	int		 seat = x->s.seat;

	if (seat < 0 || seat >= MAX_SEATS)
		return;
	if (v->bonus && g->bonus_due > 0)
		g->bonus_due--;
	g->placed++;
	g->placements++;
	g->started[seat] = 1;
	/* Its tile leaves the rack: an unknown one if there is one. */
	r = &g->rack[seat];
	if (r->unknown > 0)
		r->unknown--;
	else if (r->nknown > 0)
		r->nknown--;
	if (x->s.nghost >= GHOST_MAX)
		return;
	x->s.ghost_turn = (int8_t)(x->s.nghost + 1);
	gh = &x->s.ghost[x->s.nghost++];
	memset(gh, 0, sizeof(*gh));
	gh->seat = (int8_t)seat;
	gh->gap = v->gap;
}

/* Count an absorbed claim at line for ghost gh. */
static void
note(struct ctx *x, struct ghost *gh, int line)
{
	int	 i;

	x->s.absorbed++;
	for (i = 0; i < gh->nabs && i < GHOST_LINES; i++)
		if (gh->line[i] == line)
			return;
	if (gh->nabs < GHOST_LINES)
		gh->line[gh->nabs] = line;
	gh->nabs++;
}

/* 1 if ghost gh's tile can show the colours in mask too. */
static int
fits(const struct ghost *gh, unsigned mask)
{
	return __builtin_popcount(gh->colours | mask) <= 2;
}

/*
 * The most recent unseen tile of seat's side (any side if side < 0) whose
 * tile can show the colours in mask, or NULL.
 */
static struct ghost *
ghost_for(struct ctx *x, int side, unsigned mask)
{
	int	 i;

	for (i = x->s.nghost - 1; i >= 0; i--)
		if ((side < 0 || game_side_of(x->g, x->s.ghost[i].seat) ==
		    side) && fits(&x->s.ghost[i], mask))
			return &x->s.ghost[i];
	return NULL;
}

int
replay_ghost_counter(struct ctx *x, int seat, int c, int claimed, int line)
{
	struct game	*g = x->g;
	struct ghost	*gh;
	int		 side;

	if (x->s.nghost == 0 || g->rules.variant == VARIANT_DUEL ||
	    seat < 0 || seat >= MAX_SEATS)
		return 0;
	side = game_side_of(g, seat);
	if (claimed <= g->score[side][c] || claimed > game_cap(g) ||
	    (gh = ghost_for(x, side, 1u << c)) == NULL)
		return 0;
	gh->colours |= (uint8_t)(1u << c);
	g->score[side][c] = (uint8_t)claimed;
	note(x, gh, line);
	return 1;
}

int
replay_ghost_lacks(const struct ctx *x, int seat, unsigned mask)
{
	const struct ghost	*gh;
	int			 i, c, side = game_side_of(x->g, seat);

	for (i = 0; i < x->s.nghost; i++) {
		gh = &x->s.ghost[i];
		if (game_side_of(x->g, gh->seat) != side)
			continue;
		for (c = 0; c < COLOURS; c++)
			if (((mask >> c) & 1) && fits(gh, 1u << c))
				return 1;
	}
	return 0;
}

/* How far ahead a cell placed on by a later entry is not a hex's. */
#define GHOST_AHEAD	160

/*
 * 1 if cell may hold a hex of an unseen tile when entry idx is judged:
 * free, in the active area, and placed on by none of the record's next
 * GHOST_AHEAD entries.
 */
static int
free_for(const struct ctx *x, size_t idx, const struct game *g, int cell)
{
	const struct replay	*rp = x->rp;
	uint32_t		 k;

	if (cell == NO_CELL || g->cell[cell] >= 0 ||
	    !board_in_active_area(cell, g->rules.seats))
		return 0;
	/* The entries that place on it, in order (replay.c indexes them). */
	for (k = rp->onto_at[cell]; k < rp->onto_at[cell + 1]; k++)
		if (rp->onto[k] > idx && rp->onto[k] < x->rec->nmoves)
			return rp->onto[k] > idx + GHOST_AHEAD;
	return 1;
}

/*
 * 1 if placement p on board b (which does not hold it) scores exactly
 * what claim cl says with a hex of colour c1 on e1 and, if e2 is a cell,
 * one of colour c2 on e2.
 */
static int
scores_with(const struct ctx *x, struct game *b, int seat,
    const struct placement *p, const struct claim *cl, int e1, int c1,
    int e2, int c2)
{
	struct breakdown	 bd;
	int			 c, ok = 1;

	if (x->rp->ghost_work >= GHOST_WORK)
		return 0;
	x->rp->ghost_work++;

	b->cell[e1] = (int8_t)c1;
	if (e2 != NO_CELL)
		b->cell[e2] = (int8_t)c2;
	game_score(b, seat, p, &bd);
	for (c = 0; c < COLOURS && ok; c++)
		if (!((cl->bad >> c) & 1))
			ok = bd.points[c] ==
			    (((cl->has >> c) & 1) ? cl->v[c] : 0);
	b->cell[e1] = -1;
	if (e2 != NO_CELL)
		b->cell[e2] = -1;
	return ok;
}

/*
 * The hexes of unseen tile gh that make placement p score what cl says
 * on board b: one more hex beside the one it has, or, for a tile with
 * none, one hex at the free end of one of p's lines, or that and its
 * other hex beside it.  Fills e[2], c[2] (e[1] NO_CELL for one hex);
 * returns 1 if found.
 */
/*
 * find_hexes for one first hex: beside the pinned hex in direction d, or
 * at the free end of p's line from hex h in direction d; with two, and a
 * second hex beside it.  Returns 1 with e[2], c[2] filled if they make p
 * score what cl says.
 */
static int
hexes_at(const struct ctx *x, size_t idx, struct game *b, int seat,
    const struct placement *p, const struct claim *cl,
    const struct ghost *gh, int two, int h, int d, int *e, int *c)
{
	int	 e1, c1, e2, c2, k, line = h == 0 ? p->tile.a : p->tile.b;

	if (gh->npins == 1)
		e1 = board_step(gh->pin[0], (enum dir)d);
	else {
		e1 = board_step(h == 0 ? p->a : p->b, (enum dir)d);
		while (e1 != NO_CELL && b->cell[e1] == line)
			e1 = board_step(e1, (enum dir)d);
	}
	if (e1 == p->a || e1 == p->b || !free_for(x, idx, b, e1))
		return 0;
	for (c1 = 0; c1 < COLOURS; c1++) {
		if ((gh->npins == 0 && c1 != line) || !fits(gh, 1u << c1))
			continue;
		e[0] = e1;
		c[0] = c1;
		e[1] = NO_CELL;
		if (!two) {
			if (scores_with(x, b, seat, p, cl, e1, c1, NO_CELL, 0))
				return 1;
			continue;
		}
		for (k = 0; k < DIR__MAX; k++) {
			e2 = board_step(e1, (enum dir)k);
			if (e2 == p->a || e2 == p->b || !free_for(x, idx, b, e2))
				continue;
			for (c2 = 0; c2 < COLOURS; c2++) {
				if (!fits(gh, (1u << c1) | (1u << c2)))
					continue;
				e[1] = e2;
				c[1] = c2;
				if (scores_with(x, b, seat, p, cl, e1, c1, e2, c2))
					return 1;
			}
		}
		e[1] = NO_CELL;
	}
	return 0;
}

static int
find_hexes(const struct ctx *x, size_t idx, struct game *b, int seat,
    const struct placement *p, const struct claim *cl,
    const struct ghost *gh, int *e, int *c)
{
	int	 two, h, d;

	for (two = 0; two < 2; two++)
		for (h = 0; h < 2; h++)
			for (d = 0; d < DIR__MAX; d++) {
				/* With a hex pinned, the other is beside it. */
				if (gh->npins == 1 && (two || h))
					return 0;
				if (hexes_at(x, idx, b, seat, p, cl, gh, two, h, d,
				    e, c))
					return 1;
			}
	return 0;
}

/* find_hexes with one hex only. */
static int
one_hex(const struct ctx *x, size_t idx, struct game *b, int seat,
    const struct placement *p, const struct claim *cl,
    const struct ghost *gh, int *e, int *c)
{
	int	 h, d;

	for (h = 0; h < 2; h++)
		for (d = 0; d < DIR__MAX; d++) {
			if (gh->npins == 1 && h)
				return 0;
			if (hexes_at(x, idx, b, seat, p, cl, gh, 0, h, d, e, c))
				return 1;
		}
	return 0;
}

/* Pin the hex of colour c on cell e to unseen tile gh. */
static void
pin(struct ghost *gh, int e, int c)
{
	gh->pin[gh->npins] = (int16_t)e;
	gh->pinc[gh->npins++] = (uint8_t)c;
	gh->colours |= (uint8_t)(1u << c);
}

/*
 * One hex each of two of the last MISSING_MAX unseen tiles that together
 * make placement p score what cl says on board b (each beside its pinned
 * hex, or at the free end of one of p's lines, the second's past the
 * first's).  Pins them, counts the claim for the first, and returns the
 * second, or NULL.
 */
static struct ghost *
two_tiles(struct ctx *x, size_t idx, struct game *b, int seat,
    const struct placement *p, const struct claim *cl, int line)
{
	struct ghost	*g1, *g2;
	int		 i, j, k, d, e1, c1, col, lo, f[2], fc[2];

	lo = x->s.nghost > MISSING_MAX ? x->s.nghost - MISSING_MAX : 0;
	for (i = x->s.nghost - 1; i >= lo; i--) {
		g1 = &x->s.ghost[i];
		for (k = 0; k < 2 * DIR__MAX && g1->npins < 2; k++) {
			/* Its hex: beside its pinned one, or at a line's end. */
			d = k % DIR__MAX;
			col = k < DIR__MAX ? p->tile.a : p->tile.b;
			if (g1->npins == 1) {
				if (k >= DIR__MAX)
					break;
				e1 = board_step(g1->pin[0], (enum dir)d);
			} else {
				e1 = board_step(k < DIR__MAX ? p->a : p->b,
				    (enum dir)d);
				while (e1 != NO_CELL && b->cell[e1] == col)
					e1 = board_step(e1, (enum dir)d);
			}
			if (e1 == p->a || e1 == p->b || !free_for(x, idx, b, e1))
				continue;
			for (c1 = 0; c1 < COLOURS; c1++) {
				if ((g1->npins == 0 && c1 != col) ||
				    !fits(g1, 1u << c1))
					continue;
				b->cell[e1] = (int8_t)c1;
				for (j = x->s.nghost - 1; j >= lo; j--) {
					g2 = &x->s.ghost[j];
					if (j == i || g2->npins >= 2 ||
					    !one_hex(x, idx, b, seat, p, cl, g2, f,
					    fc))
						continue;
					b->cell[e1] = -1;
					pin(g1, e1, c1);
					pin(g2, f[0], fc[0]);
					note(x, g1, line);
					return g2;
				}
				b->cell[e1] = -1;
			}
		}
	}
	return NULL;
}

void
replay_ghost_pinned(const struct ctx *x, struct game *b)
{
	const struct ghost	*gh;
	int			 i, k;

	for (i = 0; i < x->s.nghost; i++) {
		gh = &x->s.ghost[i];
		for (k = 0; k < gh->npins; k++)
			if (b->cell[gh->pin[k]] < 0)
				b->cell[gh->pin[k]] = (int8_t)gh->pinc[k];
	}
}

/* 1 if placement p on board b scores exactly what claim cl says. */
static int
scores_as_claimed(const struct game *b, int seat, const struct placement *p,
    const struct claim *cl)
{
	struct breakdown	 bd;
	int			 c;

	game_score(b, seat, p, &bd);
	for (c = 0; c < COLOURS; c++)
		if (!((cl->bad >> c) & 1) && bd.points[c] !=
		    (((cl->has >> c) & 1) ? cl->v[c] : 0))
			return 0;
	return 1;
}

int
replay_ghost_score(struct ctx *x, size_t idx, int seat,
    const struct placement *p, const struct breakdown *bd,
    const struct claim *cl, int line)
{
	struct game	*g = x->g, b;
	struct ghost	*gh = NULL;
	int		 c, i, k, e[2], col[2], side, claimed, pass;

	if (x->s.nghost == 0 || g->rules.variant == VARIANT_DUEL ||
	    x->rp->ghost_work >= GHOST_WORK)
		return 0;
	for (c = 0; c < COLOURS; c++) {
		claimed = ((cl->has >> c) & 1) ? cl->v[c] : 0;
		/* A tile only ever adds to a line. */
		if (!((cl->bad >> c) & 1) && claimed < bd->points[c])
			return 0;
	}
	/*
	 * The board before p, with the hexes placed so far: the hexes stay
	 * off the board as read, so that a claim they do not explain is
	 * judged as written.
	 */
	b = *g;
	b.cell[p->a] = b.cell[p->b] = -1;
	replay_ghost_pinned(x, &b);
	if (scores_as_claimed(&b, seat, p, cl)) {
		for (i = x->s.nghost - 1; i >= 0 && gh == NULL; i--)
			if (x->s.ghost[i].npins > 0)
				gh = &x->s.ghost[i];
	} else {
		/*
		 * The most recent unseen tile whose hexes can make it, one
		 * that shows their colours already first: a tile's colours
		 * are kept free for the claims after it.
		 */
		for (pass = 0; pass < 2 && gh == NULL; pass++)
			for (i = x->s.nghost - 1; i >= 0 && gh == NULL; i--) {
				gh = &x->s.ghost[i];
				if (gh->npins >= 2 || (pass == 0 &&
				    gh->colours == 0) ||
				    !find_hexes(x, idx, &b, seat, p, cl, gh, e,
				    col) || (pass == 0 && (((1u << col[0]) |
				    (e[1] != NO_CELL ? 1u << col[1] : 0)) &
				    ~gh->colours) != 0))
					gh = NULL;
			}
		if (gh != NULL)
			for (k = 0; k < 2 && e[k] != NO_CELL; k++)
				pin(gh, e[k], col[k]);
		else if (x->s.nghost > 1)
			/* Or one hex each of two of them. */
			gh = two_tiles(x, idx, &b, seat, p, cl, line);
	}
	if (gh == NULL)
		return 0;
	/* Taken as made: the points counted as the claim says. */
	side = game_side_of(g, seat);
	for (c = 0; c < COLOURS; c++) {
		claimed = ((cl->has >> c) & 1) ? cl->v[c] : 0;
		if (((cl->bad >> c) & 1) || claimed <= bd->points[c])
			continue;
		claimed = g->score[side][c] + claimed - bd->points[c];
		g->score[side][c] = (uint8_t)(claimed > game_cap(g) ?
		    game_cap(g) : claimed);
	}
	note(x, gh, line);
	return 1;
}

int
replay_ghost_extra(struct ctx *x, int line)
{
	struct ghost	*gh;

	if (x->s.ghost_turn <= 0 || x->s.ghost_turn > x->s.nghost)
		return 0;
	gh = &x->s.ghost[x->s.ghost_turn - 1];
	note(x, gh, line);
	return 1;
}

int
replay_ghost_bonus(struct ctx *x, int seat, const struct rec_move *m,
    const struct breakdown *bd)
{
	struct game	*g = x->g;
	struct ghost	*gh;
	unsigned	 called = m->has_bonus ? m->bonus : 0, early, late;
	unsigned	 made = 0;
	int		 side, c, due;

	if (x->s.nghost == 0 || g->rules.variant != VARIANT_STANDARD)
		return 0;
	side = game_side_of(g, seat);
	/*
	 * Called and not reached: points an unseen tile made took the
	 * colour to the mark with this placement (through its line, as the
	 * score absorbed, or on its player's counter).  Reached and not
	 * called: its points took the colour there before.
	 */
	early = called & ~bd->reached;
	late = bd->reached & ~called;
	for (c = 0; c < COLOURS; c++)
		if (((early >> c) & 1) && g->score[side][c] >= game_cap(g))
			made |= 1u << c;
	early &= ~made;
	if ((early | late) != 0) {
		if ((gh = ghost_for(x, side, early | late)) == NULL)
			return 0;
		gh->colours |= (uint8_t)(early | late);
		for (c = 0; c < COLOURS; c++)
			if ((early >> c) & 1)
				g->score[side][c] = (uint8_t)game_cap(g);
		note(x, gh, m->bonus_pos.line > 0 ? m->bonus_pos.line :
		    m->pos.line);
	} else if (made == 0)
		return 0;
	/*
	 * The bonus placements follow the calls, not the board as read
	 * (genial-rules(7) "6 Bonus placements": MSO allows one).
	 */
	due = __builtin_popcount(called);
	if (g->rules.ruleset == RULES_MSO && due > 1)
		due = 1;
	g->bonus_due += due - bd->bonus;
	if (g->bonus_due < 0)
		g->bonus_due = 0;
	return 1;
}

int
replay_ghost_touch(struct ctx *x, const struct placement *p, int line)
{
	const struct game	*g = x->g;
	struct ghost		*gh;
	int			 h, d, e;

	if ((gh = ghost_for(x, -1, 0)) == NULL)
		return 0;
	for (h = 0; h < 2; h++)
		for (d = 0; d < DIR__MAX; d++) {
			e = board_step(h == 0 ? p->a : p->b, (enum dir)d);
			if (e != NO_CELL && g->cell[e] < 0 && e != p->a &&
			    e != p->b && board_in_active_area(e, g->rules.seats)) {
				note(x, gh, line);
				return 1;
			}
		}
	return 0;
}
