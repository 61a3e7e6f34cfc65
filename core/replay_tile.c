/*
 * The tile of an entry read as missing (genial(1) FAULTY RECORDS, "An
 * entry missing"), where the claims after it determine it.  Once the
 * search is done, each entry read as missing is tried as the legal
 * placements its player could have made there, the entries of a run one
 * after the other (each with the ones before it placed as determined,
 * the ones after it unseen): every tile type the set
 * still holds, showing the colours the unseen tile was found to show
 * (after the first of a run, with the ones before it placed, where the
 * window reaches the end: ghost_window), on every pair of neighbouring cells that are free there and that no entry
 * of the window after it covers (one that does would make that entry an
 * error), both ways round.  Each is judged, as a written entry with no
 * score, from the gap over the search's window on copies, by the
 * search's cost (replay_cost.c).  The tile is determined when the
 * cheapest costs no more than the unseen tile and every other costs
 * TILE_MARGIN more than it; once every tile of the run is, its fix
 * inserts the entries, each with the score it makes and the call it
 * earns.  A run of two that is not determined so is tried as pairs: the
 * PAIR_FIRST cheapest first tiles with the second unseen, each placed
 * and the second searched after it; the cheapest pair is determined
 * when it costs no more than both unseen and every other pair tried
 * costs TILE_MARGIN more (a second unseen tile can stand for claims
 * that only both tiles together explain, so one after the other the
 * first is often left open).  Otherwise the entries stay unseen tiles,
 * with no fix.
 *
 * A placement is judged only as far as it can still change that outcome
 * (its cost's bound), and the search stops once nothing can: two within
 * the margin of each other, neither of them able to be undercut by the
 * margin.  Only in the standard and team games (a solo entry carries its
 * draw, a duel score moves a track).  The entries judged are counted
 * apart from the search's and bounded by TILE_WORK a game and
 * TILE_RUN_WORK a run of two or more missing entries (its tiles multiply
 * the work), and its pairs by PAIR_WORK; a search that would pass a
 * bound leaves its run undetermined.  replay_tile_placed.c judges the
 * reading again with the tiles placed.
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "replay_search.h"
#include "util.h"

size_t
replay_tile_place(const struct reading *rd, const struct edit *e, int k)
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
	int		 after;	/* a tile of the run before it is placed */
	int		 seen;		/* the window reaches the end */
	unsigned	 colours;	/* and there the unseen tile showed
					   these (ghost_window) */
	struct placement pl;
	uint8_t		 taken[BOARD_CELLS]; /* 1: an entry of the window
					   covers the cell */
	/* The first tile of a pair (pair_search): the PAIR_FIRST
	 * cheapest with the second unseen, cheapest first. */
	int		 pair;		/* 1 while they are gathered */
	int		 ntop;
	long		 topc[PAIR_FIRST];
	struct placement top[PAIR_FIRST];
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
	int		 c, g0 = y->s.nghost;

	diags_clear(&sr->cd);
	replay_cost_copy(&z, y, NULL, &sr->cd);
	replay_judge_one(&z, &sr->rd.v[t->p]);
	sr->work++;
	cost = replay_cost_window(sr, &z, sr->rd.v + t->p + 1, t->n, t->end, 0,
	    LONG_MAX);
	/* The unseen tile judged at t->p is the first ghost it added. */
	t->seen = t->p + 1 + t->n == sr->rd.nv && z.s.nghost > g0;
	t->colours = t->seen ? z.s.ghost[g0].colours : 0;
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
 * The first tile of a pair: keep placement pl in t->top if it is among
 * the PAIR_FIRST cheapest with the second tile unseen, no more than
 * PAIR_SLACK over the two unseen tiles.  Returns 1 when the work ran out.
 */
static int
gather_one(struct search *sr, const struct ctx *y,
    const struct placement *pl, struct rec_move *m, struct vent *w,
    struct tries *t)
{
	long	 c, bound = t->ghost + PAIR_SLACK + 1;
	int	 i;

	if (t->ntop == PAIR_FIRST && t->topc[PAIR_FIRST - 1] < bound)
		bound = t->topc[PAIR_FIRST - 1];
	if (!may_judge(sr, t, t->n + 1)) {
		t->ntop = 0;
		return 1;
	}
	m->place = *pl;
	if ((c = cost_with(sr, y, t, w, bound)) == LONG_MAX || c >= bound)
		return 0;
	if (t->ntop < PAIR_FIRST)
		t->ntop++;
	for (i = t->ntop - 1; i > 0 && t->topc[i - 1] > c; i--) {
		t->topc[i] = t->topc[i - 1];
		t->top[i] = t->top[i - 1];
	}
	t->topc[i] = c;
	t->top[i] = *pl;
	return 0;
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
	if (t->pair)
		return gather_one(sr, y, pl, m, w, t);
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
	int	 i, gap = e->kind == ED_MISSING ? e->at : -1 - e->at;

	for (i = 0; i < x->s.nghost; i++)
		if (x->s.ghost[i].gap == gap && k-- == 0)
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
	/* After the first of a run, the colours with those before placed. */
	if (t->seen && t->after)
		colours = t->colours;
	try_all(sr, y, seat, colours, w, m, t);
	return t->best <= t->ghost && t->second >= t->best + TILE_MARGIN;
}

/* Judge placement pl of seat as the entry w (m its move) on y. */
static void
place_on(struct search *sr, struct ctx *y, int seat,
    const struct placement *pl, struct vent *w, struct rec_move *m)
{
	size_t	 hlen;

	m->place = *pl;
	m->player = seat;
	w->seat = (int8_t)seat;
	diags_clear(&sr->cd);
	hlen = y->hlen;
	y->hlen = 0;
	replay_judge_one(y, w);
	y->hlen = hlen;
	sr->work++;
	sr->tile_work++;
}

/* Edit e's k-th tile: placement pl of seat on the board of g. */
static void
set_tile(struct edit *e, int k, struct game *g, int seat,
    const struct placement *pl)
{
	struct breakdown	 bd;
	int			 c;

	game_score(g, seat, pl, &bd);
	e->tile[k].place = *pl;
	for (c = 0; c < COLOURS; c++)
		e->tile[k].pts[c] = bd.points[c];
	e->tile[k].reached = bd.reached;
}

/*
 * The tiles of a run of two missing entries at places p and p + 1 (y0:
 * the state before them), determined together where one after the other
 * they are not: the PAIR_FIRST cheapest first tiles with the second
 * unseen (no more than PAIR_SLACK over both unseen), each placed and the
 * second searched after it.  The pair is determined when it costs no
 * more than both tiles unseen and every other pair tried costs
 * TILE_MARGIN more; then fills e->tile and sets e->how.  Bounded by
 * PAIR_WORK entries judged a run; a search that would pass it leaves
 * the run undetermined.
 */
static void
pair_search(struct search *sr, const struct ctx *x, struct edit *e,
    struct tries *t, const struct ctx *y0, size_t p, struct vent *w,
    struct rec_move *m)
{
	const struct reading	*rd = &sr->rd;
	struct placement	 first[PAIR_FIRST], b0, b1;
	struct ctx		 y1;
	long			 ghost, best = LONG_MAX, second = LONG_MAX;
	int			 s0 = rd->v[p].seat, s1 = rd->v[p + 1].seat;
	int			 i, nfirst;

	if (rd->v[p + 1].idx >= 0 || rd->v[p + 1].gap != e->at ||
	    s1 < 0 || s1 >= rd->hdr.nplayers)
		return;
	t->limit = sr->tile_work + PAIR_WORK;
	t->p = p;
	t->n = rd->nv - p - 1 > SEARCH_WINDOW ? SEARCH_WINDOW : rd->nv - p - 1;
	t->end = sr->judge_end && p + 1 + t->n == rd->nv;
	if (!may_judge(sr, t, t->n + 1) ||
	    (ghost = t->ghost = ghost_window(sr, y0, t)) == LONG_MAX)
		return;
	memset(m, 0, sizeof(*m));
	m->action = ACT_PLACE;
	m->place_ok = 1;
	m->player = s0;
	w->seat = (int8_t)s0;
	t->pair = 1;
	t->ntop = 0;
	try_all(sr, y0, s0, ghost_colours(x, e, 0), w, m, t);
	t->pair = 0;
	nfirst = t->ntop;
	memcpy(first, t->top, sizeof(first));
	for (i = 0; i < nfirst; i++) {
		replay_cost_copy(&y1, y0, NULL, &sr->cd);
		place_on(sr, &y1, s0, &first[i], w, m);
		if (y1.g->over != END_NONE)
			continue;
		t->p = p + 1;
		t->best = t->second = LONG_MAX;
		t->after = 1;
		determine_one(sr, &y1, s1, ghost_colours(x, e, 1), w, m, t);
		t->after = 0;
		if (!may_judge(sr, t, t->n + 1))
			return;
		if (t->best < best) {
			second = best < t->second ? best : t->second;
			best = t->best;
			b0 = first[i];
			b1 = t->pl;
		} else if (t->best < second)
			second = t->best;
	}
	if (best > ghost || second < best + TILE_MARGIN)
		return;
	replay_cost_copy(&y1, y0, NULL, &sr->cd);
	set_tile(e, 0, y1.g, s0, &b0);
	place_on(sr, &y1, s0, &b0, w, m);
	set_tile(e, 1, y1.g, s1, &b1);
	e->how = 1;
}

/*
 * The judge's state before place p of the reading into y, from the
 * checkpoint before it (x: the judge as it ended), the entries judged
 * counted as the tiles' work: 1 if it was judged within the bounds and
 * the game is a standard or team game, whose tiles may be determined
 * (solo entries carry their draws, duel scores move a track).
 */
static int
state_before(struct search *sr, const struct ctx *x, size_t p,
    struct tries *t, struct ctx *y)
{
	long	 work;

	if (!may_judge(sr, t, p - replay_cost_ckpt(sr, p)->pos))
		return 0;
	work = sr->work;
	diags_clear(&sr->cd);
	replay_cost_state(sr, x, p, y, &sr->cd);
	sr->tile_work += sr->work - work;
	return y->g->rules.variant == VARIANT_STANDARD ||
	    y->g->rules.variant == VARIANT_TEAM;
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
	struct rec_move		 m;
	struct vent		 w;
	struct ctx		 y, y0;
	size_t			 p = replay_tile_place(rd, e, 0);
	long			 work;
	int			 seat, k;

	if (e->n < 1 || e->n > MISSING_MAX || p + (size_t)e->n > rd->nv ||
	    e->at < 0 || (size_t)e->at > rd->hdr.nmoves || rd->hdr.nmoves == 0)
		return;
	/* The state before the first. */
	t->limit = e->n > 1 ? sr->tile_work + TILE_RUN_WORK : LONG_MAX;
	if (!state_before(sr, x, p, t, &y))
		return;
	replay_cost_copy(&y0, &y, NULL, &sr->cd);
	w.m = &m;
	w.idx = (size_t)e->at < rd->hdr.nmoves ? e->at :
	    (int32_t)rd->hdr.nmoves - 1;
	w.bonus = 0;
	w.gap = 0;
	for (k = 0; k < e->n; k++) {
		t->p = p + (size_t)k;
		t->after = k > 0;
		seat = rd->v[t->p].seat;
		if (rd->v[t->p].idx >= 0 || rd->v[t->p].gap != e->at ||
		    y.g->over != END_NONE || seat < 0 ||
		    seat >= rd->hdr.nplayers ||
		    !determine_one(sr, &y, seat, ghost_colours(x, e, k), &w,
		    &m, t)) {
			if (e->n == 2) {
				work = sr->tile_work;
				pair_search(sr, x, e, t, &y0, p, &w, &m);
				sr->pair_work += sr->tile_work - work;
			}
			return;
		}
		set_tile(e, k, y.g, seat, &t->pl);
		/* Placed as determined, for the next. */
		place_on(sr, &y, seat, &t->pl, &w, &m);
	}
	e->how = 1;
}

/*
 * Edit i of the reading, a run of missing entries that holds more than
 * the names show (a bonus placement one of them earned, or the turn of
 * the player named after the gap, which earned that entry) and whose
 * tiles are not determined, read as the turns the names show: kept so
 * where the claims then determine the tiles of the turns alone (real
 * tiles explain more than unseen ones, which may have called for the
 * bonus placement), else put back.  The checkpoints after the gap no
 * longer hold and are dropped.  Returns 1 if it was kept.
 */
static int
without_earned(struct search *sr, const struct ctx *x, size_t i,
    struct tries *t)
{
	struct edit	 keep = sr->rd.ed[i], *e = &sr->rd.ed[i];
	size_t		 p = replay_tile_place(&sr->rd, e, 0);

	e->n = (int8_t)(e->n - __builtin_popcount(e->earned) - e->named);
	e->earned = 0;
	e->named = 0;
	replay_reading_commit(&sr->rd, NULL);
	while (sr->nck > 0 && sr->ck[sr->nck - 1].pos > p)
		sr->nck--;
	determine(sr, x, e, t);
	if (!e->how) {
		*e = keep;
		replay_reading_commit(&sr->rd, NULL);
		return 0;
	}
	return 1;
}

/*
 * The placement of line-copied edit e (ED_PLACE PS_LINE, judged as an
 * unseen tile), determined as one missing entry's is: fills e->tile[0]
 * and sets e->n where the claims after it leave one.
 */
static void
determine_line(struct search *sr, const struct ctx *x, struct edit *e,
    struct tries *t)
{
	const struct reading	*rd = &sr->rd;
	struct rec_move		 m;
	struct vent		 w;
	struct ctx		 y;
	size_t			 p;
	int			 seat;

	for (p = 0; p < rd->nv; p++)
		if (rd->v[p].idx < 0 && rd->v[p].gap == -1 - e->at)
			break;
	seat = p < rd->nv ? rd->v[p].seat : -1;
	if (seat < 0 || seat >= rd->hdr.nplayers)
		return;
	t->limit = LONG_MAX;
	if (!state_before(sr, x, p, t, &y) || y.g->over != END_NONE)
		return;
	w.m = &m;
	w.idx = e->at;
	w.bonus = 0;
	w.gap = 0;
	t->p = p;
	if (!determine_one(sr, &y, seat, ghost_colours(x, e, 0), &w, &m, t))
		return;
	set_tile(e, 0, y.g, seat, &t->pl);
	e->n = 1;
}

int
replay_tile_missing(struct search *sr, const struct ctx *x)
{
	struct tries	*t = NULL;
	size_t		 i;
	int		 shorter = 0;

	for (i = 0; i < sr->rd.ned; i++)
		if (sr->rd.ed[i].kind == ED_PLACE &&
		    sr->rd.ed[i].how == PS_LINE && !sr->rd.ed[i].n) {
			if (t == NULL)
				t = xcalloc(1, sizeof(*t));
			determine_line(sr, x, &sr->rd.ed[i], t);
		} else if (sr->rd.ed[i].kind == ED_MISSING &&
		    !sr->rd.ed[i].how &&
		    sr->rd.ed[i].to != 1) {
			if (t == NULL)
				t = xcalloc(1, sizeof(*t));
			determine(sr, x, &sr->rd.ed[i], t);
			if (!sr->rd.ed[i].how && (sr->rd.ed[i].earned ||
			    sr->rd.ed[i].named))
				shorter |= without_earned(sr, x, i, t);
		}
	free(t);
	return shorter;
}
