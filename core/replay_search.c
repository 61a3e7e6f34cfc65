/*
 * The search for the reading of a faulty record (genial(1) FAULTY
 * RECORDS, "The search").  One driver, one cost function (replay_cost.c),
 * named bounds (replay_search.h); the judge it drives (replay.c and the
 * rest) never searches.
 *
 * The driver judges the record entry by entry under the edits committed
 * so far (struct reading).  At each finding not yet explained, while the
 * budget lasts, it lists the edits near it (replay_near.c): near the
 * finding's entry, and on the entries whose tiles the finding's placement
 * meets; costs the reading as committed and each reading with one edit
 * more; commits the cheapest, and judges on from a checkpoint before the
 * place the edit changed.  The tie rule: the lowest cost wins; on a tie,
 * the reading as committed (no new edit), then the lower prior, then,
 * between edits of one entry, the one whose fix changes fewer bytes of
 * the record (replay_cost_bytes; not for a placement read from its
 * score alone, whose ties leave it undetermined), then the edit listed
 * first (replay_near.c lists them nearest the finding first, then by
 * kind).  A clean record never searches: it costs one checkpoint
 * copy every CKPT_EVERY entries.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "rank.h"
#include "replay_search.h"
#include "util.h"

/*
 * Keep the judge's state x before place pos as a checkpoint, with the
 * count of findings then, unless one at or past pos is kept already.
 */
static void
ckpt_save(struct search *sr, const struct ctx *x, size_t pos)
{
	if (sr->nck > 0 && sr->ck[sr->nck - 1].pos >= pos)
		return;
	if (sr->nck == sr->ckcap) {
		sr->ckcap = sr->ckcap ? 2 * sr->ckcap : 16;
		sr->ck = xreallocarray(sr->ck, sr->ckcap, sizeof(*sr->ck));
	}
	sr->ck[sr->nck].pos = pos;
	sr->ck[sr->nck].dlen = sr->d->len;
	sr->ck[sr->nck].s = x->s;
	sr->nck++;
}

/* Room for a search from place start to f. */
static void
room(struct search *sr, size_t span)
{
	if (sr->cap >= span + 2)
		return;
	sr->cap = span + 2;
	sr->st = xreallocarray(sr->st, sr->cap, sizeof(*sr->st));
	sr->own = xreallocarray(sr->own, sr->cap, 1);
	sr->wpre = xreallocarray(sr->wpre, sr->cap, sizeof(*sr->wpre));
}

/* Keep what the entry as written drew where edit c is, for its finding. */
static void
note_as_written(struct search *sr, struct edit *c, const struct ctx *x,
    size_t f)
{
	const struct diag	*e = NULL;
	int			 at = c->at;
	size_t			 i;

	if (c->kind == ED_MOVE && c->to < c->at)
		at = c->to;
	for (i = 0; i < sr->bd.len; i++)
		if (sr->bd.v[i].move == at + 1 && (e == NULL ||
		    (diag_info(e->code)->sev != SEV_ERROR &&
		    diag_info(sr->bd.v[i].code)->sev == SEV_ERROR)))
			e = &sr->bd.v[i];
	/* Two placements' cells exchanged: the finding of either. */
	for (i = 0; e == NULL && c->kind == ED_SWAP && c->how &&
	    i < sr->bd.len; i++)
		if (sr->bd.v[i].move == c->to + 1)
			e = &sr->bd.v[i];
	c->msg = NULL;
	if (e != NULL) {
		c->code = (int16_t)e->code;
		c->pos = e->pos;
		c->player = (int8_t)e->player;
		c->msg = xstrdup(e->msg);
	}
	if (c->kind != ED_PLACE || f >= sr->rd.nv ||
	    sr->rd.v[f].idx == c->at)
		return;
	/* Re-read for a later entry: a collision, or a line it meets. */
	c->blame = (int16_t)(sr->rd.v[f].idx + 1);
	c->cell = x->s.hit == c->at + 1 ? x->s.hit_cell : NO_CELL;
}

/* Add the entry whose tile is on cell to the blamed, once. */
static void
blame_cell(struct search *sr, const struct ctx *x, size_t f, int cell)
{
	const struct reading	*rd = &sr->rd;
	int			 e = x->s.cover[cell], b;
	long			 p;

	if (e <= 0 || rd->pos[e - 1] < 0 || sr->nblame >= BLAME_MAX)
		return;
	p = rd->pos[e - 1];
	if ((size_t)p >= f || f - (size_t)p > SEARCH_BLAME)
		return;
	for (b = 0; b < sr->nblame; b++)
		if (sr->blame[b] == p)
			return;
	sr->blame[sr->nblame++] = p;
}

/*
 * The earlier entries the placement at place f meets (judged, in state
 * x): the one it collided with, and those whose tiles are on its lines
 * or end them.  A slip there may show only here (genial(1) FAULTY
 * RECORDS).
 */
static void
blamed(struct search *sr, const struct ctx *x, size_t f)
{
	const struct game	*g = x->g;
	const struct rec_move	*m;
	const struct placement	*p;
	int			 h, d, c, col;

	sr->nblame = 0;
	if (x->s.hit > 0)
		blame_cell(sr, x, f, x->s.hit_cell);
	if (f >= sr->rd.nv || sr->rd.v[f].idx < 0)
		return;
	m = sr->rd.v[f].m;
	p = &m->place;
	if (m->action != ACT_PLACE || !m->place_ok || g->cell[p->a] < 0)
		return;
	for (h = 0; h < 2; h++) {
		col = h == 0 ? p->tile.a : p->tile.b;
		for (d = 0; d < DIR__MAX; d++)
			for (c = board_step(h == 0 ? p->a : p->b, (enum dir)d);
			    c != NO_CELL && g->cell[c] >= 0;
			    c = board_step(c, (enum dir)d)) {
				if (c != p->a && c != p->b)
					blame_cell(sr, x, f, c);
				if (g->cell[c] != col)
					break;
			}
	}
}

/* 1 if a finding of code k is about the turns: a name, an extra
 * placement, a bonus. */
static int
turn_code(int k)
{
	return k == D_WRONG_PLAYER || k == D_EXTRA_PLACEMENT ||
	    k == D_BONUS_FORFEITED || k == D_BONUS_MISMATCH ||
	    k == D_BONUS_UNCLAIMED;
}

/* The state the baseline kept before place j, or NULL. */
static const struct ctx *
kept(const struct search *sr, size_t j, size_t f)
{
	int	 b;

	if (j >= sr->lo && j <= f)
		return &sr->st[j - sr->lo];
	for (b = 0; b < sr->nblame; b++)
		if ((size_t)sr->blame[b] == j)
			return &sr->blame_st[b];
	return NULL;
}

/*
 * 1 if the judge finds fault with the record's last entry, a placement,
 * where it is written, in the reading as committed: judged on a
 * look-ahead from the state before it, it draws a finding (out of turn,
 * an extra placement, a score or a call the board at the end does not
 * bear out).  The turn rule and the rest are the judge's alone; this
 * only asks it (genial(1) FAULTY RECORDS, "Readings").  Asked only
 * where the record ends within SEARCH_WINDOW entries of the finding f,
 * so that a long record's searches do not each judge it to its end.
 */
static int
last_faulty(struct search *sr, const struct ctx *x, size_t f)
{
	const struct reading	*rd = &sr->rd;
	struct ctx		 xl;
	size_t			 j = rd->nv;
	int			 out;

	while (j > 0 && rd->v[j - 1].idx < 0)
		j--;
	if (j-- == 0 || j > f + SEARCH_WINDOW || rd->hdr.nplayers < 2 ||
	    rd->v[j].m->action != ACT_PLACE || rd->v[j].m->player < 0)
		return 0;
	diags_clear(&sr->cd);
	replay_cost_state(sr, x, j, &xl, &sr->cd);
	diags_clear(&sr->cd);
	replay_judge_one(&xl, &rd->v[j]);
	sr->work++;
	out = sr->cd.len > 0;
	diags_clear(&sr->cd);
	return out;
}

/* What a search's replay_near_edits needs to know. */
static void
near_of(struct search *sr, const struct ctx *x, size_t f, size_t dfrom,
    struct near *nr)
{
	size_t	 i;
	int	 b, k;

	memset(nr, 0, sizeof(*nr));
	nr->rd = &sr->rd;
	nr->f = f;
	nr->lo = sr->lo;
	nr->states = sr->st;
	nr->own = sr->own;
	for (b = 0; b < sr->nblame; b++) {
		nr->blame[b] = sr->blame[b];
		nr->blame_at[b] = kept(sr, (size_t)sr->blame[b], f);
	}
	nr->nblame = sr->nblame;
	nr->whole = !sr->whole;
	for (i = dfrom; i < sr->d->len; i++) {
		k = sr->d->v[i].code;
		nr->wrong_player |= k == D_WRONG_PLAYER;
		nr->names |= k == D_WRONG_PLAYER || k == D_EXTRA_PLACEMENT;
		nr->turns |= turn_code(k);
	}
	/* Asked only where an entry's place in the turns is read. */
	if (nr->turns)
		nr->last_out = last_faulty(sr, x, f);
	if (nr->wrong_player)
		sr->whole = 1;
}

/*
 * The cost of edit c of a search at place f over the window to E:
 * LONG_MAX if it is not cheaper than bound.
 */
static long
cost_of(struct search *sr, const struct ctx *x, const struct edit *c,
    size_t start, size_t f, size_t E, int end, long bound, long *cost0w,
    long cost0)
{
	const struct ctx	*st;
	struct ctx		 xc;
	size_t			 j0, n;
	long			 cost;

	if (c->kind == ED_SEATS || c->kind == ED_NAMES) {
		/* From the start: the baseline's cost before start counts. */
		if (*cost0w < 0) {
			diags_clear(&sr->cd);
			replay_cost_state(sr, x, 0, &xc, &sr->cd);
			diags_clear(&sr->cd);
			*cost0w = replay_cost_window(sr, &xc, sr->rd.v, E, end, 0,
			    LONG_MAX) - cost0;
		}
		cost = replay_cost_whole(sr, x, c, E, end, bound + *cost0w);
		return cost == LONG_MAX ? cost : cost - *cost0w;
	}
	/* Judged from a state the baseline kept. */
	j0 = replay_reading_first(&sr->rd, c);
	if (j0 > f || j0 < start || (st = kept(sr, j0, f)) == NULL)
		return LONG_MAX;
	replay_cost_copy(&xc, st, NULL, &sr->cd);
	diags_clear(&sr->cd);
	n = replay_reading_window(&sr->rd, c, j0, E, sr->win, sr->tmp);
	cost = replay_cost_window(sr, &xc, sr->win, n, end,
	    sr->wpre[j0 - start] + c->prior, bound);
	/* Two scores exchanged explain both entries, or nothing. */
	for (n = 0; c->kind == ED_SWAP && c->how == SW_SCORES &&
	    cost != LONG_MAX && n < sr->cd.len; n++)
		if (sr->cd.v[n].move == c->at + 1 ||
		    sr->cd.v[n].move == c->to + 1)
			cost = LONG_MAX;
	return cost;
}

/*
 * The finding's segment (genial(1) FAULTY RECORDS, "The search") takes
 * in every entry one of the nc edits listed changes: the one it edits,
 * the one an entry is moved before, a call moved to, a token exchanged
 * with (not whole-game edits, judged from the start).  Returns 1 if
 * that moved sr->seg_at on.
 */
static int
reach(struct search *sr, int nc)
{
	const struct edit	*c;
	int32_t			 r = sr->seg_at;
	int			 i;

	if (r < 0)
		return 0;
	for (i = 0; i < nc; i++) {
		c = &sr->cand[i];
		if (c->kind == ED_SEATS || c->kind == ED_NAMES)
			continue;
		if (c->at > r)
			r = c->at;
		if ((c->kind == ED_MOVE || c->kind == ED_BONUS ||
		    c->kind == ED_SWAP) && c->to > r)
			r = c->to;
	}
	if (r == sr->seg_at)
		return 0;
	sr->seg_at = r;
	return 1;
}

/*
 * 1 if placement edits a and b read one entry's cells with other tiles,
 * one of them a tile read from the score (PS_TILE).
 */
static int
other_tile(const struct edit *a, const struct edit *b)
{
	return a->kind == ED_PLACE && b->kind == ED_PLACE && a->at == b->at &&
	    (a->how == PS_TILE || b->how == PS_TILE) &&
	    a->place.a == b->place.a && a->place.b == b->place.b &&
	    (a->place.tile.a != b->place.tile.a ||
	    a->place.tile.b != b->place.tile.b);
}

/* 1 if edit c may be chosen by the bytes it changes: not a placement
 * read from the score alone, whose ties say it is not determined. */
static int
by_bytes(const struct edit *c)
{
	return c->kind != ED_PLACE || (c->how != PS_COPY &&
	    c->how != PS_PART && c->how != PS_TILE);
}

/*
 * The tie rule's last step: of the edits listed after candidate best
 * that edit the same entry with the same prior and cost as well, the
 * one whose fix changes the fewest bytes (replay_cost_bytes); best if
 * none changes fewer.
 */
static long
fewer_bytes(struct search *sr, const struct ctx *x, long best, int nc,
    size_t start, size_t f, size_t E, int end, long bestcost, long *cost0w,
    long cost0)
{
	const struct edit	*b = &sr->cand[best], *c;
	long			 bytes, cb, i;

	if (!by_bytes(b))
		return best;
	bytes = replay_cost_bytes(&sr->rd, b);
	for (i = best + 1; i < nc; i++) {
		c = &sr->cand[i];
		if (c->at != b->at || c->prior != b->prior || !by_bytes(c) ||
		    (cb = replay_cost_bytes(&sr->rd, c)) >= bytes ||
		    cost_of(sr, x, c, start, f, E, end, bestcost + 1, cost0w,
		    cost0) != bestcost)
			continue;
		best = i;
		b = c;
		bytes = cb;
	}
	return best;
}

/*
 * A finding at place f (rd.nv: at the end) not yet explained, its
 * findings from dfrom on: cost the readings near it and commit the
 * cheapest.  Returns 1 if an edit was committed, with *from the first
 * place it changed.
 */
static int
search_at(struct search *sr, const struct ctx *x, size_t f, size_t dfrom,
    size_t *from)
{
	struct reading	*rd = &sr->rd;
	struct near	 nr;
	struct edit	 t;
	size_t		 start, E, i, k;
	long		 cost0, cost0w = -1, best = -1, bestcost, cost;
	int		 end, nc, b;

	sr->budget--;
	if (sr->cand == NULL) {
		sr->cand = xreallocarray(NULL, EDITS_MAX, sizeof(*sr->cand));
		sr->blame_st = xreallocarray(NULL, BLAME_MAX,
		    sizeof(*sr->blame_st));
	}
	sr->lo = f > NEAR_BACK ? f - NEAR_BACK : 0;
	blamed(sr, x, f);
	start = sr->lo;
	for (b = 0; b < sr->nblame; b++)
		if ((size_t)sr->blame[b] < start)
			start = (size_t)sr->blame[b];
	E = rd->nv - f > SEARCH_WINDOW ? f + 1 + SEARCH_WINDOW : rd->nv;
	end = E == rd->nv && sr->judge_end;
	room(sr, f - start);
	if (sr->wincap < E - start + 2 * GHOST_MAX) {
		sr->wincap = E - start + 2 * GHOST_MAX;
		sr->win = xreallocarray(sr->win, sr->wincap, sizeof(*sr->win));
	}
	sr->seg_at = f < rd->nv ? rd->v[f].idx : -1;
	cost0 = replay_cost_baseline(sr, x, start, f, E, end);
	near_of(sr, x, f, dfrom, &nr);
	nc = replay_near_edits(&nr, sr->cand);
	if (reach(sr, nc))
		cost0 = replay_cost_baseline(sr, x, start, f, E, end);
	/* By prior, keeping the listed order among equals. */
	for (i = 1; i < (size_t)nc; i++)
		for (k = i; k > 0 && sr->cand[k - 1].prior > sr->cand[k].prior;
		    k--) {
			t = sr->cand[k];
			sr->cand[k] = sr->cand[k - 1];
			sr->cand[k - 1] = t;
		}
	bestcost = cost0;
	for (i = 0; i < (size_t)nc; i++) {
		cost = cost_of(sr, x, &sr->cand[i], start, f, E, end, bestcost,
		    &cost0w, cost0);
		if (cost < bestcost) {
			bestcost = cost;
			best = (long)i;
		}
	}
	if (best < 0) {
		sr->seg_at = -1;
		return 0;
	}
	best = fewer_bytes(sr, x, best, nc, start, f, E, end, bestcost,
	    &cost0w, cost0);
	t = sr->cand[best];
	/* A copied placement, or one a place text that does not read
	   allows, read another way as well: its cells unknown. */
	for (i = (size_t)best + 1; t.kind == ED_PLACE && (t.how == PS_COPY ||
	    t.how == PS_PART) && t.place.a != NO_CELL && i < (size_t)nc; i++)
		if (sr->cand[i].kind == ED_PLACE && sr->cand[i].how == t.how &&
		    sr->cand[i].place.a != NO_CELL &&
		    sr->cand[i].at == t.at && cost_of(sr, x, &sr->cand[i],
		    start, f, E, end, bestcost + 1, &cost0w, cost0) <= bestcost)
			replay_near_unknown(rd, &t);
	/* A tile read another way on the same cells as well: not
	   determined. */
	for (i = (size_t)best + 1; t.kind == ED_PLACE && !t.n &&
	    i < (size_t)nc; i++)
		if (other_tile(&t, &sr->cand[i]) && cost_of(sr, x,
		    &sr->cand[i], start, f, E, end, bestcost + 1, &cost0w,
		    cost0) <= bestcost)
			t.n = 1;
	sr->seg_at = -1;
	note_as_written(sr, &t, x, f);
	*from = replay_reading_first(rd, &t);
	replay_reading_commit(rd, &t);
	return 1;
}

/* Set x up to judge the reading from its start, and checkpoint it. */
static void
start(struct search *sr, struct ctx *x, struct diags *d)
{
	diags_truncate(d, sr->mark);
	replay_judge_start(x, sr->rp, &sr->rd.hdr, d, sr->rp->steps);
	x->hlen = sr->mark;
	x->g->turn = sr->rd.first;
	x->s.seat = (int8_t)sr->rd.first;
	sr->nck = 0;
	ckpt_save(sr, x, 0);
}

/*
 * After edit e was committed, changing places from *from on: judge again
 * from the checkpoint before it (from the start for a whole-game edit).
 * Returns the place to judge next; *frontier gets the place from which
 * findings are searched again.
 */
static size_t
rewind_to(struct search *sr, struct ctx *x, size_t from, int32_t trigger,
    size_t *frontier)
{
	const struct edit	*e = &sr->rd.ed[sr->rd.ned - 1];
	const struct ckpt	*ck;

	if (e->kind == ED_DELETE)
		(void)replay_step(x, e->at);
	*frontier = trigger >= 0 && sr->rd.pos[trigger] >= 0 ?
	    (size_t)sr->rd.pos[trigger] + 1 : trigger < 0 ? sr->rd.nv : from;
	if (e->kind == ED_SEATS || e->kind == ED_NAMES) {
		start(sr, x, sr->d);
		return 0;
	}
	ck = replay_cost_ckpt(sr, from);
	sr->nck = (size_t)(ck - sr->ck) + 1;
	x->s = ck->s;
	x->g = &x->s.g;
	diags_truncate(sr->d, ck->dlen);
	return ck->pos;
}

/* Judge the reading as it stands, from the start, with no search. */
static void
judge_all(struct search *sr, struct ctx *x)
{
	size_t	 p;

	start(sr, x, sr->d);
	for (p = 0; p < sr->rd.nv; p++)
		replay_judge_one(x, &sr->rd.v[p]);
	replay_judge_finish(x);
	if (sr->judge_end)
		replay_judge_end(x);
}

void
replay_search(struct replay *rp, const struct record *rec, size_t n,
    struct diags *d, int judge_end)
{
	struct search		 sr;
	struct ctx		 x;
	replay_observe_fn	*obs = rp->observe;
	size_t			 pos = 0, frontier = 0, before, from;
	int32_t			 trigger;

	memset(&sr, 0, sizeof(sr));
	sr.rp = rp;
	sr.d = d;
	sr.mark = d->len;
	sr.judge_end = judge_end;
	sr.budget = SEARCH_BUDGET;
	sr.seg_at = -1;
	diags_init(&sr.bd);
	diags_init(&sr.cd);
	sr.cd.terse = 1;
	replay_reading_init(&sr.rd, rec, n);
	/* An observer sees the reading chosen, judged once at the end. */
	rp->observe = NULL;
	start(&sr, &x, d);
	for (;;) {
		if (pos < sr.rd.nv) {
			if (pos % CKPT_EVERY == 0)
				ckpt_save(&sr, &x, pos);
			before = d->len;
			x.s.hit = 0;
			trigger = sr.rd.v[pos].idx;
			replay_judge_one(&x, &sr.rd.v[pos]);
			pos++;
			if (pos - 1 < frontier || sr.budget <= 0 ||
			    sr.work >= SEARCH_WORK || (d->len == before &&
			    !replay_cost_mendable(&x, &sr.rd.v[pos - 1])) ||
			    !search_at(&sr, &x, pos - 1, before, &from))
				continue;
			pos = rewind_to(&sr, &x, from, trigger, &frontier);
			continue;
		}
		before = d->len;
		replay_judge_finish(&x);
		if (judge_end)
			replay_judge_end(&x);
		if (d->len == before || sr.rd.nv < frontier || sr.budget <= 0 ||
		    sr.work >= SEARCH_WORK ||
		    !search_at(&sr, &x, sr.rd.nv, before, &from))
			break;
		pos = rewind_to(&sr, &x, from, -1, &frontier);
		frontier++;
	}
	if (sr.budget > 0 && replay_late_missing(&sr, &x))
		judge_all(&sr, &x);
	if (replay_tile_missing(&sr, &x))
		judge_all(&sr, &x);
	if (replay_late_redundant(&sr, &x))
		judge_all(&sr, &x);
	rp->work = sr.work;
	rp->late_work = sr.late_work;
	rp->tile_work = sr.tile_work;
	rp->pair_work = sr.pair_work;
	rp->observe = obs;
	if (obs != NULL)
		judge_all(&sr, &x);
	replay_tile_explained(&sr, &x);
	/* Causes first: a slip a reading mends causes nothing after it. */
	if (d->errors > 0)
		replay_causes(d, sr.mark);
	replay_report(&sr.rd, &x, d, sr.mark);
	rp->g = x.s.g;
	if (!judge_end) {
		rp->complete = x.g->over != END_NONE;
		rank_game(x.g, &rp->ranking);
	}
	replay_reading_free(&sr.rd);
	diags_free(&sr.bd);
	diags_free(&sr.cd);
	free(sr.ck);
	free(sr.st);
	free(sr.own);
	free(sr.wpre);
	free(sr.blame_st);
	free(sr.win);
	free(sr.cand);
}
