/*
 * Reading a faulty record (genial(1) FAULTY RECORDS): when an entry
 * draws a finding, look for the slip of the pen that explains it, so that
 * one slip gives one finding and the rest of the game is judged as the
 * record meant it.
 *
 * Two searches, both run only where a finding occurs:
 *
 * - Turn resynchronisation.  An entry names a player the turn order does
 *   not give it to.  Either the name is the slip (judge the entry as the
 *   turn order's player), or entries are missing before it (the turn
 *   passes to the player named), or it and the next entry are in the
 *   wrong order.  Where the turn in progress may go on, the entry may
 *   also be read as written (a second placement, or a bonus placement
 *   forfeited).
 * - Placement repair.  A placement that is illegal, or whose written
 *   score does not match, may have meant a near placement: a cell one
 *   letter or one number off, or the two hexes the other way round (the
 *   same as the colours in the other order); for a cell not on the
 *   board, a neighbour of the other cell.  A candidate must be legal and
 *   score what the entry claims.  A placement whose only fault is a cell
 *   an earlier entry covered looks at the earlier entry first.
 *
 * Each reading is judged by replaying the entries after it (FIX_WINDOW of
 * them, and the end of the record if the window reaches it) on copies of
 * the game state, counting the findings; the reading with the fewest
 * wins, the record as written on a tie.  A search costs a few windows,
 * and a game gets FIX_BUDGET searches: a record with a slip in every
 * entry is judged as written once they are spent.  Entries read as
 * missing, and what follows from them, are in replay_unseen.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "replay.h"
#include "replay_priv.h"
#include "util.h"

struct reading *
replay_fix_readings(struct ctx *x)
{
	if (x->rd == NULL)
		x->rd = xcalloc(x->rec->nmoves ? x->rec->nmoves : 1,
		    sizeof(*x->rd));
	return x->rd;
}

/*
 * The seat the routing gives a placement entry that names nobody: the
 * turn in progress (a bonus placement due), else the next turn's.
 * *cont is set to 1 if the turn in progress could also take the entry
 * (a bonus placement, or a second placement read as written).
 */
static int
expected_seat(const struct ctx *x, int *cont)
{
	const struct game	*g = x->g;

	*cont = 0;
	if (x->phase == PH_PLACED) {
		if (g->bonus_due > 0 && game_rack_count(g, x->seat) > 0) {
			*cont = 1;
			return x->seat;
		}
		if (g->placed > 0 && game_next_seat(g) != x->seat)
			*cont = 1;
		return game_next_seat(g);
	}
	if (x->phase == PH_SWAPPED)
		return game_next_seat(g);
	return g->turn;
}

int
replay_fix_names_other(const struct ctx *x, size_t idx)
{
	const struct rec_move	*m = &x->rec->moves[idx];
	int			 cont;

	if (m->action != ACT_PLACE || m->player < 0 || x->g->rules.seats < 2)
		return 0;
	return m->player != expected_seat(x, &cont);
}

/*
 * Findings of judging entries from..to-1 on copies of x and of the state
 * g0, and the end of the record if `to` reaches it.  With mid, entry
 * `from` is already routed (mid its step) and only its rest is judged.
 */
static size_t
sim(const struct ctx *x, const struct game *g0, size_t from, size_t to,
    const struct step *mid)
{
	struct ctx	 xs = *x;
	struct game	 g = *g0;
	struct replay	 rp;
	struct diags	 d;
	struct step	 st;
	size_t		 n;

	replay_init(&rp);
	diags_init(&d);
	xs.rp = &rp;
	xs.g = &g;
	xs.d = &d;
	xs.sim = 1;
	xs.after = 0;
	xs.restart = 0;
	if (mid != NULL) {
		st = *mid;
		replay_entry_rest(&xs, from, &st);
		from++;
	}
	replay_walk(&xs, from, to);
	if (to >= x->rec->nmoves && x->stop >= x->rec->nmoves)
		replay_judge_end(&xs);
	n = d.len + (xs.after > 0);
	diags_free(&d);
	replay_free(&rp);
	return n;
}

static size_t
window_end(const struct ctx *x, size_t idx, size_t len)
{
	return x->stop - idx < len ? x->stop : idx + len;
}

void
replay_fix_resync(struct ctx *x, size_t idx)
{
	struct reading		*rd = replay_fix_readings(x);
	size_t			 to = window_end(x, idx, FIX_WINDOW + 1);
	size_t			 cost, best_cost;
	int			 kinds[4], nk = 0, k, best, cont, pred;

	(*x->budget)--;
	pred = expected_seat(x, &cont);
	/*
	 * In the order a tie is settled: the reading that keeps the
	 * record's words first.  Missing entries come last: their tiles
	 * would show in the claims after them (replay_fix_unseen), so a
	 * tie means the claims are met without them.
	 */
	if (cont && x->g->bonus_due > 0) {
		kinds[nk++] = RD_KEEP;		/* the bonus forfeited */
		kinds[nk++] = RD_SLIP;		/* the bonus placement */
	} else if (cont) {
		kinds[nk++] = RD_KEEP;		/* an extra placement */
		kinds[nk++] = RD_SLIP;
		kinds[nk++] = RD_MISSING;
	} else
		kinds[nk++] = RD_KEEP;		/* the name is the slip */
	if (idx + 1 < x->stop && x->rec->moves[idx + 1].action == ACT_PLACE &&
	    x->rec->moves[idx + 1].player == pred)
		kinds[nk++] = RD_SWAPPED;
	if (!cont || x->g->bonus_due > 0)
		kinds[nk++] = RD_MISSING;
	best = RD_KEEP;
	best_cost = (size_t)-1;
	for (k = 0; k < nk; k++) {
		rd[idx].kind = (uint8_t)kinds[k];
		cost = sim(x, x->g, idx, to, NULL);
		if (cost < best_cost) {
			best_cost = cost;
			best = kinds[k];
		}
	}
	rd[idx].kind = (uint8_t)best;
}

/* Add p to the list if it is a new placement; returns the new count. */
static int
add_cand(struct placement *v, int n, struct tile t, int a, int b)
{
	int	 i;

	if (a == NO_CELL || b == NO_CELL || a == b)
		return n;
	for (i = 0; i < n; i++)
		if (v[i].a == a && v[i].b == b && v[i].tile.a == t.a &&
		    v[i].tile.b == t.b)
			return n;
	v[n].tile = t;
	v[n].a = a;
	v[n].b = b;
	return n + 1;
}

/*
 * The placements a hand could have meant by p: the two hexes the other
 * way round, and either cell one letter or one number off; for a cell
 * not on the board (NO_CELL), the other cell's neighbours.  Fills v
 * (room for 9) and returns the count.
 */
static int
near_placements(const struct placement *p, struct placement *v)
{
	static const int	 dr[4] = { -1, 1, 0, 0 }, dn[4] = { 0, 0, -1, 1 };
	int			 n = 0, k, h, cell, other, r, c;

	/* A cell off the board: the tile lay beside the other one. */
	if (p->a == NO_CELL || p->b == NO_CELL) {
		other = p->a == NO_CELL ? p->b : p->a;
		for (k = 0; k < DIR__MAX; k++) {
			cell = board_step(other, (enum dir)k);
			if (p->a == NO_CELL)
				n = add_cand(v, n, p->tile, cell, other);
			else
				n = add_cand(v, n, p->tile, other, cell);
		}
		return n;
	}

	if (p->tile.a != p->tile.b)
		n = add_cand(v, n, p->tile, p->b, p->a);
	for (h = 0; h < 2; h++) {
		cell = h == 0 ? p->a : p->b;
		other = h == 0 ? p->b : p->a;
		for (k = 0; k < 4; k++) {
			r = board_row(cell);
			c = board_num(cell);
			if (r < 0 || c < 0)
				continue;
			cell = board_cell(r + dr[k], c + dn[k]);
			if (h == 0)
				n = add_cand(v, n, p->tile, cell, other);
			else
				n = add_cand(v, n, p->tile, other, cell);
			cell = h == 0 ? p->a : p->b;
		}
	}
	return n;
}

/* What the reader reported at an entry, as read_faults() sums it up. */
#define RF_CELL		0x1u	/* bad-cell */
#define RF_TILE		0x2u	/* bad-tile */
#define RF_MOVE		0x4u	/* bad-move */
#define RF_OTHER	0x8u	/* any other code */

/*
 * The reader's findings at entry idx, as RF_ bits (x->hd holds the
 * reader's findings in its first x->hlen entries); *ncells counts the
 * bad-cell ones.
 */
static unsigned
read_faults(const struct ctx *x, size_t idx, int *ncells)
{
	size_t		 i;
	unsigned	 f = 0;

	*ncells = 0;
	for (i = 0; i < x->hlen; i++) {
		if (x->hd->v[i].move != (int)idx + 1)
			continue;
		switch (x->hd->v[i].code) {
		case D_BAD_CELL:
			f |= RF_CELL;
			(*ncells)++;
			break;
		case D_BAD_TILE:
			f |= RF_TILE;
			break;
		case D_BAD_MOVE:
			f |= RF_MOVE;
			break;
		default:
			f |= RF_OTHER;
			break;
		}
	}
	return f;
}

int
replay_fix_unreadable(const struct ctx *x, size_t idx,
    const struct rec_move *m)
{
	int	 ncells;

	if (m->action != ACT_PLACE || m->place_ok ||
	    (m->place.a == NO_CELL) == (m->place.b == NO_CELL))
		return 0;
	/* One cell not on the board, and nothing else wrong with it. */
	return read_faults(x, idx, &ncells) == RF_CELL && ncells == 1;
}

int
replay_fix_tile_read(const struct ctx *x, size_t idx)
{
	int	 ncells;

	return (read_faults(x, idx, &ncells) & (RF_TILE | RF_MOVE)) == 0;
}

/* 1 if p, made by seat now, scores exactly what m claims. */
static int
scores_claim(const struct game *g, int seat, const struct placement *p,
    const struct rec_move *m)
{
	struct breakdown	 bd;
	int			 c;

	game_score(g, seat, p, &bd);
	for (c = 0; c < COLOURS; c++)
		if (bd.points[c] != (((m->score.has >> c) & 1) ?
		    m->score.v[c] : 0))
			return 0;
	return 1;
}

int
replay_fix_place(struct ctx *x, size_t idx, const struct step *s, size_t to,
    int blame)
{
	const struct rec_move	*m = &x->rec->moves[idx];
	struct reading		*rd = replay_fix_readings(x);
	struct placement	 v[9];
	size_t			 c0, c, best_cost = (size_t)-1;
	int			 n, k, best = -1, ties = 0, seat = x->seat;

	(*x->budget)--;
	n = near_placements(&m->place, v);
	rd[idx].kind = RD_KEEP;
	c0 = sim(x, x->g, idx, to, s);
	for (k = 0; k < n; k++) {
		if (game_check_place(x->g, seat, &v[k], NULL) != 0)
			continue;
		if (m->score.has && !scores_claim(x->g, seat, &v[k], m))
			continue;
		rd[idx].kind = RD_PLACE;
		rd[idx].place = v[k];
		c = sim(x, x->g, idx, to, s);
		if (c < best_cost) {
			best_cost = c;
			best = k;
			ties = 0;
		} else if (c == best_cost)
			ties++;
	}
	rd[idx].kind = RD_KEEP;
	if (best < 0 || ties > 0 || best_cost > c0)
		return 0;
	rd[idx].place = v[best];
	/*
	 * A tie with the entry as written needs the written score as
	 * evidence.  Then the near placement is read if the entry as
	 * written breaks a rule (it is no reading at all) or a later entry
	 * collided with it (blame); otherwise (a score added up wrong, or a
	 * cell written wrong whose tile fits there too) it is only named.
	 */
	if (best_cost == c0) {
		if (!m->score.has)
			return 0;
		if (!blame && m->place_ok &&
		    game_check_place(x->g, seat, &m->place, NULL) == 0) {
			rd[idx].kind = RD_SUGGEST;
			return 0;
		}
	}
	rd[idx].kind = RD_PLACE;
	return 1;
}

void
replay_fix_blame(struct ctx *x, size_t earlier, size_t idx, int cell)
{
	struct reading	*rd = replay_fix_readings(x);
	struct ctx	 xs;
	struct replay	 rp;
	struct diags	 d;
	struct step	*s;
	int		 kind = rd[earlier].kind;

	if (rd[earlier].blamed || (kind != RD_NONE && kind != RD_KEEP) ||
	    idx - earlier > 4 * FIX_WINDOW ||
	    x->rec->moves[earlier].action != ACT_PLACE ||
	    !x->rec->moves[earlier].place_ok)
		return;
	rd[earlier].blamed = 1;
	(*x->budget)--;
	/* The state before the earlier entry, judged again on copies. */
	replay_init(&rp);
	diags_init(&d);
	xs.rd = rd;
	replay_start(&xs, &rp, x->rec, &d, x->budget);
	xs.hd = x->hd;
	xs.hlen = x->hlen;
	xs.sim = 1;
	xs.stop = x->stop;
	replay_walk(&xs, 0, earlier);
	s = xs.g->over == END_NONE ? replay_route(&xs, earlier) : NULL;
	if (s != NULL && *x->budget > 0 &&
	    replay_fix_place(&xs, earlier, s, window_end(x, idx, FIX_WINDOW),
	    1)) {
		rd[earlier].blame_move = (int16_t)(idx + 1);
		rd[earlier].blame_cell = (int16_t)cell;
		/* What was read after it was read on the old board. */
		memset(rd + earlier + 1, 0,
		    (x->rec->nmoves - earlier - 1) * sizeof(*rd));
		x->restart = 1;
	} else if (kind == RD_NONE)
		rd[earlier].kind = RD_NONE;
	else
		rd[earlier].kind = (uint8_t)kind;
	diags_free(&d);
	replay_free(&rp);
}

/* "2 yellow, 0 blue": the written score, for the repair's message. */
static char *
claim_text(const struct claim *cl, char *buf, size_t size)
{
	size_t	 used = 0;
	int	 c, n = 0;

	buf[0] = '\0';
	for (c = 0; c < COLOURS && used < size; c++)
		if ((cl->has >> c) & 1)
			used += (size_t)snprintf(buf + used, size - used,
			    "%s%d %s", n++ ? ", " : "", cl->v[c],
			    colour_name(c));
	return buf;
}

/* "OB H6 I6" and "it scores the written 2 yellow" for a near placement. */
static void
fix_words(const struct placement *p, const struct rec_move *m, char *fix,
    size_t fsize, char *why, size_t wsize)
{
	struct placement	 q = *p;
	char			 tn[3], a[4], b[4], sc[96];

	/*
	 * The tile in the set's colour order ("YG", not "GY"): the hexes
	 * the other way round and the colours the other way round are the
	 * same placement, written the way the set names the tile.
	 */
	if (q.tile.a > q.tile.b) {
		q.tile.a = p->tile.b;
		q.tile.b = p->tile.a;
		q.a = p->b;
		q.b = p->a;
	}
	snprintf(fix, fsize, "%s %s %s", tile_name(q.tile, tn),
	    board_cell_name(q.a, a), board_cell_name(q.b, b));
	if (m->score.has)
		snprintf(why, wsize, "it scores the written %s",
		    claim_text(&m->score, sc, sizeof(sc)));
	else
		snprintf(why, wsize, "it fits the entries that follow");
}

/*
 * Set a finding's fix: the entry meant (fix, the near placement p of m),
 * why, and the edits to the place text; the writers compose "did you
 * mean FIX? WHY".
 */
static void
amend(struct diag *e, const char *fix, const char *why,
    const struct rec_move *m, const struct placement *p)
{
	diag_set_fix(e, "%s", fix);
	diag_set_why(e, "%s", why);
	record_place_edits(e, m, p);
}

void
replay_fix_suggest(struct ctx *x, size_t idx, const struct rec_move *m,
    size_t mark)
{
	char	 fix[16], why[128];
	size_t	 i;

	for (i = mark; i < x->d->len; i++) {
		if (diag_info(x->d->v[i].code)->sev != SEV_ERROR)
			continue;
		fix_words(&x->rd[idx].place, m, fix, sizeof(fix), why,
		    sizeof(why));
		amend(&x->d->v[i], fix, why, m, &x->rd[idx].place);
		return;
	}
}

void
replay_fix_report(struct ctx *x, size_t idx, const struct rec_move *m,
    int seat)
{
	const struct reading	*r = &x->rd[idx];
	struct ctx		 xt = *x;
	struct game		 gt = *x->g;
	struct diags		 tmp;
	struct breakdown	 bd;
	const struct diag	*f = NULL;
	struct diag		*e;
	char			 fix[16], a[4], why[128];
	uint64_t		 faults;
	size_t			 i;
	int			 cell;

	fix_words(&r->place, m, fix, sizeof(fix), why, sizeof(why));
	if (!m->place_ok) {
		/* The reader's bad-cell finding says it, once. */
		for (i = 0; i < x->d->len && !x->sim; i++) {
			e = &x->d->v[i];
			if (e->move == (int)idx + 1 && e->code == D_BAD_CELL &&
			    e->fix == NULL) {
				amend(e, fix, why, m, &r->place);
				break;
			}
		}
		return;
	}
	/* What the entry as written draws, judged on copies. */
	diags_init(&tmp);
	xt.g = &gt;
	xt.d = &tmp;
	xt.sim = 1;
	faults = game_check_place(&gt, seat, &m->place, &cell);
	if (faults)
		replay_report_faults(&xt, idx, m, &m->place, seat, faults, cell);
	else if (game_can_place(&gt, &m->place)) {
		game_place(&gt, seat, &m->place, &bd);
		replay_check_claims(&xt, idx, m, seat, &bd);
	}
	for (i = 0; i < tmp.len && f == NULL; i++)
		if (diag_info(tmp.v[i].code)->sev == SEV_ERROR)
			f = &tmp.v[i];
	if (f != NULL)
		e = diag_add(x->d, f->code, f->move, f->pos, seat, "%s",
		    f->msg);
	else {
		/* Found from a later collision (replay_fix_blame). */
		board_cell_name(r->blame_cell, a);
		e = diag_add(x->d, D_CELL_OCCUPIED, (int)idx + 1,
		    m->cell_pos[m->place.b == r->blame_cell], seat,
		    "this entry covers %s, where move %d places later", a,
		    r->blame_move);
	}
	amend(e, fix, why, m, &r->place);
	diags_free(&tmp);
}
