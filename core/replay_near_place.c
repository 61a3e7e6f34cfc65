/*
 * The placements a hand may have meant by an entry's (genial(1) FAULTY
 * RECORDS, "Readings"), for replay_near.c: near the one written (a cell
 * or a letter off, the cells or letters the other way round, both cells
 * a step off, one cell written for both, a cell off the board), and,
 * where the placement written repeats another entry's (copied from that
 * line), any that scores the entry's written points.  Each must be legal
 * and score exactly what the entry claims; each comes with its prior.
 */
#include <string.h>

#include "replay_edit.h"

/* The priors of placement slips (see genial(1)). */
#define PRIOR_CELL		4	/* a cell one letter or number off */
#define PRIOR_HEXES		3	/* the two cells the other way round */
#define PRIOR_COLOURS		3	/* the tile's letters the other way */
#define PRIOR_NEIGHBOUR		4	/* a cell off the board */
#define PRIOR_CELL_FAR		6	/* another one-character cell slip */
#define PRIOR_LETTER		6	/* one letter of the tile (3 when the
					   written score names the colours
					   of the tile meant, not of the
					   tile written) */
#define PRIOR_TILE		8	/* a tile wrong in both letters, its
					   cells right */
#define PRIOR_TILE_NAMED	4	/* the same where the written score
					   names the colours of the tile
					   meant, not of the tile written
					   (or the word cannot be read), or
					   where the tile word cannot be
					   read and has the letters of the
					   tile meant (and no others) */
#define PRIOR_TILE_WORD		3	/* and where that word has them in
					   the order meant ("YBB", "YXB" for
					   YB) */
#define PRIOR_SHIFT		7	/* both cells one step off */
#define PRIOR_TWICE		4	/* one cell written for both */
#define PRIOR_COPY		8	/* a placement copied from another
					   line (its text repeats that
					   line's) */
#define PRIOR_COPY_UNKNOWN	10	/* one copied, of cells unknown: more
					   placements score its points than
					   are read */
#define PRIOR_LINE_COPY		5	/* the line above copied, only the
					   name changed: its placement
					   unknown (less than an entry
					   missing, more than one typed
					   twice with its name) */
#define PRIOR_UNSCORED		10	/* more for a placement with no
					   written score to bear it out */

/* How far a copy is looked for, and how many readings it may have. */
#define COPY_REACH		2	/* lines a placement may be copied
					   from */
#define COPY_MOST		12	/* placements that score the claim,
					   at most, for a copied one to be
					   re-read */

/*
 * 1 if cell name b is one slip of a hand from a: one character changed,
 * added or dropped, or two neighbouring ones swapped.
 */
static int
one_slip(const char *a, const char *b)
{
	size_t	 la = strlen(a), lb = strlen(b), i = 0;

	while (i < la && i < lb && a[i] == b[i])
		i++;
	if (la == lb && i == la)	/* the same name: no slip */
		return 0;
	if (la == lb)
		return strcmp(a + i + 1, b + i + 1) == 0 || (i + 1 < la &&
		    a[i] == b[i + 1] && a[i + 1] == b[i] &&
		    strcmp(a + i + 2, b + i + 2) == 0);
	if (la == lb + 1)
		return strcmp(a + i + 1, b + i) == 0;
	if (lb == la + 1)
		return strcmp(a + i, b + i + 1) == 0;
	return 0;
}

/*
 * How cell w (as written) may be a slip for cell c, a neighbour of the
 * placement's other cell: PS_CELL, PS_CELL_FAR, or -1 if it is none.
 */
static int
cell_slip(int w, int c)
{
	char	 a[4], b[4];
	int	 dr = board_row(c) - board_row(w), dn = board_num(c) - board_num(w);

	if ((dr == 0 && (dn == 1 || dn == -1)) ||
	    (dn == 0 && (dr == 1 || dr == -1)))
		return PS_CELL;
	board_cell_name(w, a);
	board_cell_name(c, b);
	if (one_slip(a, b) ||
	    (board_row(c) == board_num(w) && board_num(c) == board_row(w)))
		return PS_CELL_FAR;
	return -1;
}

/* The prior of a placement slip. */
static int
place_prior(int how)
{
	static const int	 prior[] = {
		[PS_CELL] = PRIOR_CELL, [PS_HEXES] = PRIOR_HEXES,
		[PS_COLOURS] = PRIOR_COLOURS, [PS_NEIGHBOUR] = PRIOR_NEIGHBOUR,
		[PS_CELL_FAR] = PRIOR_CELL_FAR, [PS_LETTER] = PRIOR_LETTER,
		[PS_SHIFT] = PRIOR_SHIFT, [PS_TWICE] = PRIOR_TWICE,
		[PS_TILE] = PRIOR_TILE, [PS_COPY] = PRIOR_COPY
	};

	return prior[how];
}

/* 1 if p, made by seat in g, scores exactly what m claims. */
static int
scores_claim(const struct game *g, int seat, const struct placement *p,
    const struct rec_move *m)
{
	struct breakdown	 bd;
	int			 c;

	if (!m->score.has)
		return 1;
	game_score(g, seat, p, &bd);
	for (c = 0; c < COLOURS; c++)
		if (!((m->score.bad >> c) & 1) && bd.points[c] !=
		    (((m->score.has >> c) & 1) ? m->score.v[c] : 0))
			return 0;
	return 1;
}

/* The colours a tile shows, as a mask. */
static unsigned
colours_of(struct tile t)
{
	return (1u << t.a) | (1u << t.b);
}

/*
 * The prior of tile t read for entry m's tile (PS_TILE): lower where the
 * written score names t's colours and not those of the tile written (or
 * the tile word cannot be read), or where the word that cannot be read
 * has t's letters and no others, lower still in t's order.
 */
static int
tile_prior(const struct rec_move *m, struct tile t)
{
	unsigned	 named = m->score.has & ~m->score.bad;

	if (m->place_ok)
		return colours_of(t) == named &&
		    colours_of(m->place.tile) != named ? PRIOR_TILE_NAMED :
		    PRIOR_TILE;
	if (colours_of(t) != m->tile_letters)
		return colours_of(t) == named ? PRIOR_TILE_NAMED : PRIOR_TILE;
	return t.a == t.b || (t.a == m->tile_lead.a &&
	    t.b == m->tile_lead.b) ? PRIOR_TILE_WORD : PRIOR_TILE_NAMED;
}

/* Add placement q (slip how) of entry idx if legal and true to m. */
static int
add_place(struct edit *out, int n, const struct ctx *st, int seat, int idx,
    const struct rec_move *m, struct placement q, int how)
{
	struct edit	 e;

	if (q.a == NO_CELL || q.b == NO_CELL || q.a == q.b ||
	    (m->place_ok && q.a == m->place.a && q.b == m->place.b &&
	    q.tile.a == m->place.tile.a && q.tile.b == m->place.tile.b) ||
	    game_check_place(st->g, seat, &q, NULL) != 0 ||
	    !scores_claim(st->g, seat, &q, m))
		return n;
	replay_near_init(&e, ED_PLACE, idx, place_prior(how) +
	    (m->score.has ? 0 : PRIOR_UNSCORED));
	if (how == PS_LETTER && m->score.has &&
	    colours_of(q.tile) == (m->score.has & ~m->score.bad) &&
	    colours_of(m->place.tile) != (m->score.has & ~m->score.bad))
		e.prior = PRIOR_LETTER / 2;
	if (how == PS_TILE)
		e.prior = (int16_t)(tile_prior(m, q.tile) +
		    (m->score.has ? 0 : PRIOR_UNSCORED));
	e.how = (uint8_t)how;
	e.place = q;
	return replay_near_add(out, n, &e);
}

/*
 * The placements a hand may have meant by entry idx's (m), for seat in
 * state st, that are legal and score what the entry claims.
 */
static int
near_places(struct edit *out, int n, const struct ctx *st, int seat, int idx,
    const struct rec_move *m)
{
	const struct placement	*p = &m->place;
	struct placement	 q;
	int			 h, k, c, w, other, how, ncells;
	static const int	 dr[4] = { -1, 1, 0, 0 }, dn[4] = { 0, 0, -1, 1 };

	if (!m->place_ok) {
		/* A cell not on the board: a neighbour of the other. */
		if ((p->a == NO_CELL) == (p->b == NO_CELL) ||
		    replay_read_faults(st, (size_t)idx, &ncells) != RF_CELL ||
		    ncells != 1)
			return n;
		other = p->a == NO_CELL ? p->b : p->a;
		for (k = 0; k < DIR__MAX; k++) {
			q = *p;
			c = board_step(other, (enum dir)k);
			if (p->a == NO_CELL)
				q.a = c;
			else
				q.b = c;
			n = add_place(out, n, st, seat, idx, m, q, PS_NEIGHBOUR);
		}
		return n;
	}
	if (p->tile.a != p->tile.b) {
		q = *p;
		if (p->tile.a < p->tile.b) {
			q.a = p->b;
			q.b = p->a;
			n = add_place(out, n, st, seat, idx, m, q, PS_HEXES);
		} else {
			q.tile.a = p->tile.b;
			q.tile.b = p->tile.a;
			n = add_place(out, n, st, seat, idx, m, q, PS_COLOURS);
		}
	}
	/* One cell: the other cell's neighbours a slip away from it (any
	   of them where one cell was written for both). */
	for (h = 0; h < 2; h++) {
		w = h == 0 ? p->a : p->b;
		other = h == 0 ? p->b : p->a;
		for (k = 0; k < DIR__MAX; k++) {
			c = board_step(other, (enum dir)k);
			if (c == NO_CELL || c == w)
				continue;
			how = w == other ? PS_TWICE : cell_slip(w, c);
			if (how < 0)
				continue;
			q = *p;
			if (h == 0)
				q.a = c;
			else
				q.b = c;
			n = add_place(out, n, st, seat, idx, m, q, how);
		}
	}
	/* One letter of the tile; a double is one colour, written twice. */
	for (h = 0; h < 2; h++)
		for (c = 0; c < COLOURS; c++) {
			q = *p;
			if (h == 0 && c != p->tile.a)
				q.tile.a = (uint8_t)c;
			else if (h == 1 && c != p->tile.b)
				q.tile.b = (uint8_t)c;
			else
				continue;
			n = add_place(out, n, st, seat, idx, m, q, PS_LETTER);
			if (h == 0 && p->tile.a == p->tile.b) {
				q.tile.b = (uint8_t)c;
				n = add_place(out, n, st, seat, idx, m, q,
				    PS_LETTER);
			}
		}
	/* Both cells one step off the same way. */
	for (k = 0; k < 4; k++) {
		q = *p;
		q.a = board_cell(board_row(p->a) + dr[k], board_num(p->a) + dn[k]);
		q.b = board_cell(board_row(p->b) + dr[k], board_num(p->b) + dn[k]);
		n = add_place(out, n, st, seat, idx, m, q, PS_SHIFT);
	}
	return n;
}

/*
 * The entry within COPY_REACH lines of entry idx (m) whose placement m's
 * repeats: the same two cells, and *whole set if the tile too; -1 if
 * none.  The nearest, the line above first.
 */
static int
copied_from(const struct record *rec, size_t nmoves, int idx,
    const struct rec_move *m, int *whole)
{
	const struct rec_move	*o;
	int			 d, s, i;

	if (m->action != ACT_PLACE || !m->place_ok || !m->score.has)
		return -1;
	for (d = 1; d <= COPY_REACH; d++)
		for (s = -1; s <= 1; s += 2) {
			i = idx + s * d;
			if (i < 0 || (size_t)i >= nmoves)
				continue;
			o = &rec->moves[i];
			if (o->action != ACT_PLACE || !o->place_ok ||
			    o->place.a != m->place.a || o->place.b != m->place.b)
				continue;
			*whole = o->place.tile.a == m->place.tile.a &&
			    o->place.tile.b == m->place.tile.b;
			return i;
		}
	return -1;
}

void
replay_near_unknown(const struct reading *rd, struct edit *e)
{
	const struct rec_move	*m = &rd->rec->moves[e->at];

	e->place.a = NO_CELL;
	e->place.b = NO_CELL;
	if (e->how != PS_PART || e->seat < 0)
		e->seat = (int8_t)m->player;
	e->bonus = (int8_t)(e->at > 0 && m->player >= 0 &&
	    rd->rec->moves[e->at - 1].action == ACT_PLACE &&
	    rd->rec->moves[e->at - 1].player == m->player);
}

/*
 * Where entry idx's (m) placement repeats another entry's (copied from
 * that line): the legal placements that score what m claims, of m's tile
 * where only the cells repeat, of any tile with the colours the claim
 * names where the whole text does; where more than COPY_MOST do, one
 * placement of cells unknown.
 */
static int
copy_places(struct edit *out, int n, const struct reading *rd,
    const struct ctx *st, int seat, int idx, const struct rec_move *m)
{
	struct placement	 q, found[COPY_MOST];
	struct edit		 e;
	unsigned		 named;
	int			 from, whole = 0, a, b, c, k, nf = 0, n0 = n;

	from = copied_from(rd->rec, rd->hdr.nmoves, idx, m, &whole);
	if (from < 0)
		return n;
	named = m->score.has & ~m->score.bad;
	for (a = 0; a < COLOURS; a++)
		for (b = a; b < COLOURS; b++) {
			if (whole ? (named & ~((1u << a) | (1u << b))) != 0 :
			    !((a == m->place.tile.a && b == m->place.tile.b) ||
			    (b == m->place.tile.a && a == m->place.tile.b)))
				continue;
			q.tile.a = (uint8_t)a;
			q.tile.b = (uint8_t)b;
			for (c = 0; c < BOARD_CELLS; c++)
				for (k = 0; k < DIR__MAX; k++) {
					q.a = c;
					q.b = board_step(c, (enum dir)k);
					if (q.b == NO_CELL || (a == b && q.a > q.b) ||
					    game_check_place(st->g, seat, &q,
					    NULL) != 0 ||
					    !scores_claim(st->g, seat, &q, m))
						continue;
					if (nf < COPY_MOST) {
						found[nf++] = q;
						continue;
					}
					replay_near_init(&e, ED_PLACE, idx,
					    PRIOR_COPY_UNKNOWN);
					e.how = PS_COPY;
					e.to = from;
					replay_near_unknown(rd, &e);
					return replay_near_add(out, n, &e);
				}
		}
	for (k = 0; k < nf; k++)
		n = add_place(out, n, st, seat, idx, m, found[k], PS_COPY);
	for (; n0 < n; n0++)
		out[n0].to = from;
	return n;
}

/*
 * Where entry idx's (m) cells are readable and its written score may
 * name its tile: each tile, either way round, that scores what m claims
 * on those cells (the colours the score names, a colour it leaves out
 * scoring 0), legal for seat in st (a game whose racks are known offers
 * only a tile the rack holds).  Those one letter from the tile written
 * are listed by near_places already, cheaper.
 */
static int
tile_places(struct edit *out, int n, const struct ctx *st, int seat, int idx,
    const struct rec_move *m)
{
	struct placement	 q;
	int			 a, b, ncells;

	if (!m->score.has || m->score.bad || m->place.a == NO_CELL ||
	    m->place.b == NO_CELL || (!m->place_ok &&
	    replay_read_faults(st, (size_t)idx, &ncells) != RF_TILE))
		return n;
	q = m->place;
	for (a = 0; a < COLOURS; a++)
		for (b = 0; b < COLOURS; b++) {
			q.tile.a = (uint8_t)a;
			q.tile.b = (uint8_t)b;
			n = add_place(out, n, st, seat, idx, m, q, PS_TILE);
		}
	return n;
}

/*
 * Where entry idx's (m) placement and written score are the line above's,
 * the same tile on the same cells (so it can never be legal), the line
 * copied and its content not written over: one placement of cells
 * unknown, m's player's, its written score part of the copy and not
 * judged.  One whose score differs had its placement copied alone
 * (copy_places).
 */
static int
line_places(struct edit *out, int n, const struct reading *rd, int idx,
    const struct rec_move *m)
{
	const struct rec_move	*o;
	struct edit		 e;

	if (idx < 1 || (size_t)idx >= rd->hdr.nmoves ||
	    m->action != ACT_PLACE || !m->place_ok || m->player < 0)
		return n;
	o = &rd->rec->moves[idx - 1];
	if (o->score.bad || m->score.bad || !replay_near_same_entry(o, m))
		return n;
	replay_near_init(&e, ED_PLACE, idx, PRIOR_LINE_COPY);
	e.how = PS_LINE;
	e.to = idx - 1;
	replay_near_unknown(rd, &e);
	return replay_near_add(out, n, &e);
}

/*
 * The placements a hand may have meant by entry idx's (m): near it, its
 * tile another that scores its claim, where neither is, what a place
 * text that does not read allows (replay_part.c), or, where it repeats
 * another entry's, any that scores its claim.
 */
int
replay_near_places(struct edit *out, int n, const struct reading *rd,
    const struct ctx *st, int seat, int idx, const struct rec_move *m)
{
	int	 n0 = n;

	n = near_places(out, n, st, seat, idx, m);
	n = tile_places(out, n, st, seat, idx, m);
	if (n == n0)
		n = replay_part_places(out, n, rd, st, seat, idx, m);
	n = line_places(out, n, rd, idx, m);
	return copy_places(out, n, rd, st, seat, idx, m);
}
