/*
 * The tile of an entry read as missing (genial(1) FAULTY RECORDS, "An
 * entry missing"), where the claims after it determine it.  Once the
 * search is done, each entry read as missing is tried as the legal
 * placements its player could have made there, the entries of a run one
 * after the other (each with the ones before it placed as determined,
 * the ones after it unseen): every tile type the set
 * still holds, showing the colours the unseen tile was found to show, on
 * every pair of neighbouring cells that are free there and that no entry
 * of the window after it covers (one that does would make that entry an
 * error), both ways round.  Each is judged, as a written entry with no
 * score, from the gap over the search's window on copies, by the
 * search's cost (replay_cost.c).  The tile is determined when the
 * cheapest costs no more than the unseen tile and every other costs
 * TILE_MARGIN more than it; once every tile of the run is, its fix
 * inserts the entries, each with the score it makes and the call it
 * earns.  Otherwise the entries stay unseen tiles, with no fix.
 *
 * A placement is judged only as far as it can still change that outcome
 * (its cost's bound), and the search stops once nothing can: two within
 * the margin of each other, neither of them able to be undercut by the
 * margin.  Only in the standard and team games (a solo entry carries its
 * draw, a duel score moves a track).  The entries judged are counted
 * apart from the search's and bounded by TILE_WORK a game and
 * TILE_RUN_WORK a run of two or more missing entries (its tiles multiply
 * the work); a search that would pass either leaves its run
 * undetermined.
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "replay_search.h"
#include "util.h"

/*
 * How much more than the cheapest placement every other must cost: at
 * least one more wrong claim.
 */
#define TILE_MARGIN	W_CLAIM

/* The place in rd->v of the k-th unseen entry of edit e, or rd->nv. */
static size_t
ghost_place(const struct reading *rd, const struct edit *e, int k)
{
	size_t	 p;

	for (p = 0; p < rd->nv; p++)
		if (rd->v[p].idx < 0 && rd->v[p].gap == e->at && k-- == 0)
			return p;
	return rd->nv;
}

/* What the search of one missing entry keeps. */
struct tries {
	size_t		 p;		/* the unseen entry's place */
	size_t		 n;		/* entries of the window after it */
	int		 end;		/* and the end of the record */
	long		 ghost;		/* the cost with the unseen tile */
	long		 best;		/* the least, of pl */
	long		 second;	/* the least of any other */
	long		 limit;		/* tile_work the run may reach */
	struct placement pl;
	uint8_t		 taken[BOARD_CELLS]; /* 1: an entry of the window
					   covers the cell */
};

/*
 * 1 if the tile search may judge n more entries: TILE_WORK a game, and
 * TILE_RUN_WORK for a run of several (t->limit).
 */
static int
may_judge(const struct search *sr, const struct tries *t, size_t n)
{
	return sr->tile_work + (long)n <= TILE_WORK &&
	    sr->tile_work + (long)n <= t->limit;
}

/*
 * The cost with the unseen tile at place t->p (state y) over the window;
 * fills t->taken.
 */
static long
ghost_window(struct search *sr, const struct ctx *y, struct tries *t)
{
	struct ctx	 z;
	long		 cost, work = sr->work;
	int		 c;

	diags_clear(&sr->cd);
	replay_cost_copy(&z, y, NULL, &sr->cd);
	replay_judge_one(&z, &sr->rd.v[t->p]);
	sr->work++;
	cost = replay_cost_window(sr, &z, sr->rd.v + t->p + 1, t->n, t->end, 0,
	    LONG_MAX);
	for (c = 0; c < BOARD_CELLS; c++)
		t->taken[c] = y->g->cell[c] < 0 && z.g->cell[c] >= 0;
	sr->tile_work += sr->work - work;
	return cost;
}

/*
 * The cost of the record from place t->p on with the entry there judged
 * as w (state y), over the window; LONG_MAX once it reaches bound.
 */
static long
cost_with(struct search *sr, const struct ctx *y, const struct tries *t,
    const struct vent *w, long bound)
{
	struct ctx	 z;
	size_t		 hlen;
	long		 work = sr->work, cost;

	diags_clear(&sr->cd);
	replay_cost_copy(&z, y, NULL, &sr->cd);
	/* The reader's findings of the entry after the gap are not its. */
	hlen = z.hlen;
	z.hlen = 0;
	replay_judge_one(&z, w);
	z.hlen = hlen;
	sr->work++;
	cost = replay_cost_window(sr, &z, sr->rd.v + t->p + 1, t->n, t->end,
	    0, bound);
	sr->tile_work += sr->work - work;
	return cost;
}

/*
 * Try placement pl for seat; keep it if it costs least.  Returns 1 when
 * the outcome is settled or the work ran out, else 0.
 */
static int
try_one(struct search *sr, const struct ctx *y, int seat,
    const struct placement *pl, struct rec_move *m, struct vent *w,
    struct tries *t)
{
	long	 c, bound;

	if (game_check_place(y->g, seat, pl, NULL) != 0)
		return 0;
	/*
	 * What can change the outcome: with none that fits, one within the
	 * margin of the unseen tile; with one that fits alone, one within
	 * the margin of it; with two within the margin, one that costs the
	 * margin less than the cheaper, and nothing if that is below 0.
	 */
	if (t->best > t->ghost)
		bound = t->ghost + TILE_MARGIN;
	else if (t->second >= t->best + TILE_MARGIN)
		bound = t->best + TILE_MARGIN;
	else if ((bound = t->best - TILE_MARGIN + 1) <= 0)
		return 1;
	if (!may_judge(sr, t, t->n + 1)) {
		t->best = LONG_MAX;
		return 1;
	}
	m->place = *pl;
	if ((c = cost_with(sr, y, t, w, bound)) == LONG_MAX)
		return 0;
	if (c < t->best) {
		t->second = t->best;
		t->best = c;
		t->pl = *pl;
	} else if (c < t->second)
		t->second = c;
	return 0;
}

/*
 * The placements of seat at place t->p (state y) showing colours, into
 * t, until the outcome is settled or the work runs out.
 */
static void
try_all(struct search *sr, const struct ctx *y, int seat, unsigned colours,
    struct vent *w, struct rec_move *m, struct tries *t)
{
	struct placement	 pl;
	int			 a, d, ca, cb;

	for (a = 0; a < BOARD_CELLS; a++) {
		if (y->g->cell[a] != -1 || t->taken[a])
			continue;
		for (d = 0; d < DIR__MAX; d++) {
			pl.a = a;
			pl.b = board_step(a, (enum dir)d);
			/* Each pair of cells once, both ways round. */
			if (pl.b == NO_CELL || pl.b < a ||
			    y->g->cell[pl.b] != -1 || t->taken[pl.b])
				continue;
			for (ca = 0; ca < COLOURS; ca++)
				for (cb = 0; cb < COLOURS; cb++) {
					if ((colours & ~(1u << ca) &
					    ~(1u << cb)) != 0)
						continue;
					pl.tile.a = (uint8_t)ca;
					pl.tile.b = (uint8_t)cb;
					if (try_one(sr, y, seat, &pl, m, w, t))
						return;
				}
		}
	}
}

/* The colours the k-th unseen tile of edit e was found to show (x). */
static unsigned
ghost_colours(const struct ctx *x, const struct edit *e, int k)
{
	int	 i;

	for (i = 0; i < x->s.nghost; i++)
		if (x->s.ghost[i].gap == e->at && k-- == 0)
			return x->s.ghost[i].colours;
	return 0;
}

/*
 * Determine the tile of the entry at place t->p (state y, judged into
 * sr->cd), an unseen one of seat whose tile showed colours: fills t->pl
 * and returns 1 if the claims after it determine it.  w and m are room
 * for the entry as written.
 */
static int
determine_one(struct search *sr, const struct ctx *y, int seat,
    unsigned colours, struct vent *w, struct rec_move *m, struct tries *t)
{
	const struct reading	*rd = &sr->rd;

	t->n = rd->nv - t->p - 1 > SEARCH_WINDOW ? SEARCH_WINDOW :
	    rd->nv - t->p - 1;
	t->end = sr->judge_end && t->p + 1 + t->n == rd->nv;
	if (!may_judge(sr, t, t->n + 1) ||
	    (t->ghost = ghost_window(sr, y, t)) == LONG_MAX)
		return 0;
	t->best = t->second = LONG_MAX;
	memset(m, 0, sizeof(*m));
	m->action = ACT_PLACE;
	m->place_ok = 1;
	m->player = seat;
	w->seat = (int8_t)seat;
	memset(&t->pl, 0, sizeof(t->pl));
	t->pl.a = NO_CELL;
	try_all(sr, y, seat, colours, w, m, t);
	return t->best <= t->ghost && t->second >= t->best + TILE_MARGIN;
}

/*
 * Determine the tiles of missing-entry edit e, if the claims after it
 * do: one entry after the other, each with the ones before it placed as
 * determined and the ones after it unseen.  Fills e->tile and sets
 * e->how when every one is determined.  x is the judge as it ended; t
 * is room for the search.
 */
static void
determine(struct search *sr, const struct ctx *x, struct edit *e,
    struct tries *t)
{
	const struct reading	*rd = &sr->rd;
	struct breakdown	 bd;
	struct rec_move		 m;
	struct vent		 w;
	struct ctx		 y;
	size_t			 p = ghost_place(rd, e, 0), hlen;
	long			 work;
	int			 seat, c, k;

	if (e->n < 1 || e->n > MISSING_MAX || p + (size_t)e->n > rd->nv ||
	    e->at < 0 || (size_t)e->at > rd->hdr.nmoves || rd->hdr.nmoves == 0)
		return;
	/* The state before the first. */
	t->limit = e->n > 1 ? sr->tile_work + TILE_RUN_WORK : LONG_MAX;
	if (!may_judge(sr, t, p - replay_cost_ckpt(sr, p)->pos))
		return;
	work = sr->work;
	diags_clear(&sr->cd);
	replay_cost_state(sr, x, p, &y, &sr->cd);
	sr->tile_work += sr->work - work;
	/* Solo entries carry their draws, duel scores move a track. */
	if (y.g->rules.variant != VARIANT_STANDARD &&
	    y.g->rules.variant != VARIANT_TEAM)
		return;
	w.m = &m;
	w.idx = (size_t)e->at < rd->hdr.nmoves ? e->at :
	    (int32_t)rd->hdr.nmoves - 1;
	w.bonus = 0;
	w.gap = 0;
	for (k = 0; k < e->n; k++) {
		t->p = p + (size_t)k;
		seat = rd->v[t->p].seat;
		if (rd->v[t->p].idx >= 0 || rd->v[t->p].gap != e->at ||
		    y.g->over != END_NONE || seat < 0 ||
		    seat >= rd->hdr.nplayers ||
		    !determine_one(sr, &y, seat, ghost_colours(x, e, k), &w,
		    &m, t))
			return;
		game_score(y.g, seat, &t->pl, &bd);
		e->tile[k].place = t->pl;
		for (c = 0; c < COLOURS; c++)
			e->tile[k].pts[c] = bd.points[c];
		e->tile[k].reached = bd.reached;
		/* Placed as determined, for the next. */
		m.place = t->pl;
		diags_clear(&sr->cd);
		hlen = y.hlen;
		y.hlen = 0;
		replay_judge_one(&y, &w);
		y.hlen = hlen;
		sr->work++;
		sr->tile_work++;
	}
	e->how = 1;
}

/*
 * Edit i of the reading, a run of missing entries that holds a bonus
 * placement one of them earned and whose tiles are not determined, read
 * without the bonus placements: kept so where the claims then determine
 * the tiles of the turns alone (real tiles explain more than unseen
 * ones, which may have called for the bonus placement), else put back.
 * The checkpoints after the gap no longer hold and are dropped.
 */
static void
without_earned(struct search *sr, const struct ctx *x, size_t i,
    struct tries *t)
{
	struct edit	 keep = sr->rd.ed[i], *e = &sr->rd.ed[i];
	size_t		 p = ghost_place(&sr->rd, e, 0);

	e->n = (int8_t)(e->n - __builtin_popcount(e->earned));
	e->earned = 0;
	replay_reading_commit(&sr->rd, NULL);
	while (sr->nck > 0 && sr->ck[sr->nck - 1].pos > p)
		sr->nck--;
	determine(sr, x, e, t);
	if (!e->how) {
		*e = keep;
		replay_reading_commit(&sr->rd, NULL);
	}
}

void
replay_tile_missing(struct search *sr, const struct ctx *x)
{
	struct tries	*t = NULL;
	size_t		 i;

	for (i = 0; i < sr->rd.ned; i++)
		if (sr->rd.ed[i].kind == ED_MISSING && !sr->rd.ed[i].how &&
		    sr->rd.ed[i].to != 1) {
			if (t == NULL)
				t = xmalloc(sizeof(*t));
			determine(sr, x, &sr->rd.ed[i], t);
			if (!sr->rd.ed[i].how && sr->rd.ed[i].earned)
				without_earned(sr, x, i, t);
		}
	free(t);
}

/*
 * Is finding f of the reading as judged one that the copy with the tiles
 * put back (its findings in diags arg) did not draw?
 */
static int
not_drawn(const struct diag *f, void *arg)
{
	const struct diags	*d = arg;
	size_t			 i;

	for (i = 0; i < d->len; i++)
		if (d->v[i].code == f->code && d->v[i].move == f->move &&
		    d->v[i].pos.off == f->pos.off &&
		    d->v[i].pos.line == f->pos.line)
			return 0;
	return 1;
}

/*
 * The entry written for the k-th tile of determined edit e, to judge in
 * the place of its unseen one: the placement, the points it makes and
 * the colours it calls, as the fix writes it back.
 */
static void
tile_entry(const struct reading *rd, const struct edit *e, int k,
    struct rec_move *m, struct vent *v)
{
	const struct mtile	*mt = &e->tile[k];
	int			 c;

	memset(m, 0, sizeof(*m));
	m->action = ACT_PLACE;
	m->place_ok = 1;
	m->place = mt->place;
	m->player = replay_missing_seat(e, k, rd->rec->nplayers);
	m->score.has = (uint8_t)((1u << mt->place.tile.a) |
	    (1u << mt->place.tile.b));
	for (c = 0; c < COLOURS; c++)
		m->score.v[c] = mt->pts[c];
	m->has_bonus = mt->reached != 0;
	m->bonus = mt->reached;
	for (c = 0; c < COLOURS; c++)
		m->bonus_n[c] = (uint8_t)((mt->reached >> c) & 1);
	v->m = m;
	v->idx = (size_t)e->at < rd->hdr.nmoves ? e->at :
	    (int32_t)rd->hdr.nmoves - 1;
	v->bonus = 0;
	v->gap = 0;
}

/*
 * Judge the reading from the start on a copy y, into sr->cd, with every
 * determined tile placed as the entry its fix puts back (x: the judge as
 * it ended).  Returns 0 if there is no such tile and need.
 */
static int
judge_placed(struct search *sr, const struct ctx *x, struct ctx *y, int need)
{
	const struct reading	*rd = &sr->rd;
	struct rec_move		*m;
	struct vent		*w;
	size_t			 i, p, n = 0;
	int			 k;

	for (i = 0; i < rd->ned; i++)
		if (rd->ed[i].kind == ED_MISSING && rd->ed[i].how)
			n += (size_t)rd->ed[i].n;
	if ((n == 0 && need) || rd->nv == 0 || rd->hdr.nmoves == 0)
		return 0;
	w = xreallocarray(NULL, rd->nv, sizeof(*w));
	m = xcalloc(n + 1, sizeof(*m));
	memcpy(w, rd->v, rd->nv * sizeof(*w));
	for (i = n = 0; i < rd->ned; i++)
		for (k = 0; rd->ed[i].kind == ED_MISSING && rd->ed[i].how &&
		    k < rd->ed[i].n; k++)
			if ((p = ghost_place(rd, &rd->ed[i], k)) < rd->nv)
				tile_entry(rd, &rd->ed[i], k, &m[n++], &w[p]);
	diags_clear(&sr->cd);
	replay_cost_state(sr, x, 0, y, &sr->cd);
	for (p = 0; p < rd->nv; p++) {
		replay_judge_one(y, &w[p]);
		sr->work++;
	}
	replay_judge_finish(y);
	if (sr->judge_end)
		replay_judge_end(y);
	free(m);
	free(w);
	return 1;
}

long
replay_tile_placed_cost(struct search *sr, const struct ctx *x)
{
	struct ctx	 y;
	long		 cost = 0;
	size_t		 i;

	for (i = 0; i < sr->rd.ned; i++)
		cost += sr->rd.ed[i].prior;
	if (!judge_placed(sr, x, &y, 0))
		return LONG_MAX;
	sr->tile_work += (long)sr->rd.nv;
	return cost + replay_cost_weigh(&sr->cd, 0) +
	    W_ABSORB * (long)y.s.absorbed;
}

void
replay_tile_explained(struct search *sr, const struct ctx *x)
{
	struct ctx	 y;

	if (judge_placed(sr, x, &y, 1))
		diags_withdraw(sr->d, sr->mark, sr->d->len, not_drawn,
		    &sr->cd);
}
