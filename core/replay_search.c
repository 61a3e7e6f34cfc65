/*
 * The search for the reading of a faulty record (genial(1) FAULTY
 * RECORDS, "The search").  One driver, one cost function, named bounds;
 * the judge it drives (replay.c and the rest) never searches.
 *
 * The driver judges the record entry by entry under the edits committed
 * so far (struct reading).  At each finding not yet explained, while the
 * budget lasts, it lists the edits near it (replay_near.c), costs the
 * reading as committed and each reading with one edit more by cost(),
 * commits the cheapest, and judges on from a checkpoint before the place
 * the edit changed.  A clean record never searches: it costs one
 * checkpoint copy every CKPT_EVERY entries.
 *
 * The cost of a reading is judged on copies of the judge's state, over
 * the same places for every reading of one search: from the first place
 * any of them changes to SEARCH_WINDOW entries after the finding's, with
 * the end of the record (the result, the winner, game-incomplete) if the
 * window reaches it.  It is the sum of
 *
 *   W_ERROR for each error of a rule or of the record, W_CLAIM for each
 *   wrong claim (twice for one with two or more wrong values and no
 *   pattern), W_WARNING for each warning (and W_CLAIM more for a bonus
 *   placement called and not taken), W_ABSORB for each claim an unseen
 *   tile is taken to make (replay_ghost.c), and W_ERROR if entries come
 *   after the end;
 *
 * plus the prior of each edit of the reading that is not committed yet
 * (replay_near.c).  The tie rule: the lowest cost wins; on a tie, the
 * reading as committed (no new edit), then the lower prior, then the
 * edit listed first (replay_near.c lists them by place, then kind).
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "rank.h"
#include "replay_edit.h"
#include "util.h"

/* The weights of the cost. */
#define W_ERROR		10
#define W_CLAIM		4
#define W_WARNING	2
#define W_ABSORB	1

/* The bounds. */
#define SEARCH_BUDGET	32	/* searches per game */
#define SEARCH_WINDOW	160	/* entries judged after the finding's */
#define SEARCH_BLAME	640	/* how far back the entry a placement
				   collided with may be re-read */
#define SEARCH_WORK	2000000	/* entries judged on copies per game */
#define CKPT_EVERY	64	/* places between checkpoints */

struct ckpt {
	size_t		 pos;	/* the place it is before */
	size_t		 dlen;	/* findings then */
	struct jstate	 s;
};

struct search {
	struct replay		*rp;
	struct reading		 rd;
	struct diags		*d;
	size_t			 mark;	/* d->len before the replay */
	int			 judge_end;
	int			 budget;
	long			 work;
	int			 whole;	/* whole-game edits tried */
	struct ckpt		*ck;
	size_t			 nck;
	size_t			 ckcap;
	struct diags		 bd;	/* the baseline's findings */
	struct diags		 cd;	/* a candidate's */
	struct ctx		*st;	/* states before places lo..f */
	uint8_t			*own;
	long			*wpre;	/* baseline cost before start + k */
	size_t			*dpre;	/* and bd.len then */
	size_t			 cap;
	struct vent		*win;
	size_t			 wincap;
	struct rec_move		 tmp[2];
	struct edit		*cand;	/* EDITS_MAX, on the first search */
};

/* The weight of the findings d->v[from..]. */
static long
weigh(const struct diags *d, size_t from)
{
	const struct diag_info	*in;
	long			 w = 0;
	size_t			 i;

	for (i = from; i < d->len; i++) {
		in = diag_info(d->v[i].code);
		w += in->sev == SEV_WARNING ? W_WARNING :
		    in->cls == CLASS_CLAIM ? W_CLAIM : W_ERROR;
	}
	return w;
}

/*
 * The weight of what state s counts beyond s0 (s0's counts in k0):
 * claims with several wrong values, bonus placements called and not
 * taken, absorbed claims, entries after the end.
 */
struct counts {
	int	 xv, xf, ab, af;
};

static void
counts_of(const struct jstate *s, struct counts *k)
{
	k->xv = s->xvalues;
	k->xf = s->xforfeit;
	k->ab = s->absorbed;
	k->af = s->after;
}

static long
counted(const struct jstate *s, const struct counts *k0)
{
	return W_CLAIM * (long)(s->xvalues - k0->xv + s->xforfeit - k0->xf) +
	    W_ABSORB * (long)(s->absorbed - k0->ab) +
	    (s->after > 0 && k0->af == 0 ? W_ERROR : 0);
}

/* Make x a look-ahead copy of ctx y on d, with state s. */
static void
look_copy(struct ctx *x, const struct ctx *y, const struct jstate *s,
    struct diags *d)
{
	*x = *y;
	if (s != NULL)
		x->s = *s;
	x->g = &x->s.g;
	x->look = 1;
	x->steps = NULL;
	x->d = d;
}

/*
 * Judge the n entries of w on look-ahead x, then the end if end; returns
 * base plus the weight of what they draw, or LONG_MAX once that reaches
 * bound.
 */
static long
judge_window(struct search *sr, struct ctx *x, const struct vent *w,
    size_t n, int end, long base, long bound)
{
	struct counts	 k0;
	long		 wd = 0, cost = base;
	size_t	 i, seen = x->d->len;

	if (cost >= bound)
		return LONG_MAX;
	counts_of(&x->s, &k0);
	for (i = 0; i < n; i++) {
		replay_judge_one(x, &w[i]);
		sr->work++;
		wd += weigh(x->d, seen);
		seen = x->d->len;
		cost = base + wd + counted(&x->s, &k0);
		if (cost >= bound)
			return LONG_MAX;
	}
	if (end) {
		replay_judge_end(x);
		cost = base + wd + weigh(x->d, seen) +
		    counted(&x->s, &k0);
	}
	return cost >= bound ? LONG_MAX : cost;
}

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

/* The last checkpoint at or before place p. */
static const struct ckpt *
ckpt_at(const struct search *sr, size_t p)
{
	size_t	 i = sr->nck;

	while (i > 1 && sr->ck[i - 1].pos > p)
		i--;
	return &sr->ck[i - 1];
}

/* The judge's state before place p, on look-ahead x (findings to d). */
static void
state_at(struct search *sr, const struct ctx *main, size_t p, struct ctx *x,
    struct diags *d)
{
	const struct ckpt	*ck = ckpt_at(sr, p);
	size_t			 q;

	look_copy(x, main, &ck->s, d);
	for (q = ck->pos; q < p; q++) {
		replay_judge_one(x, &sr->rd.v[q]);
		sr->work++;
	}
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
	sr->dpre = xreallocarray(sr->dpre, sr->cap, sizeof(*sr->dpre));
}

/* 1 if entry v was unreadable only for one cell off the board. */
static int
mendable(const struct ctx *x, const struct vent *v)
{
	const struct rec_move	*m = v->m;
	int			 n;

	return v->idx >= 0 && m->action == ACT_PLACE && !m->place_ok &&
	    (m->place.a == NO_CELL) != (m->place.b == NO_CELL) &&
	    replay_read_faults(x, (size_t)v->idx, &n) == RF_CELL && n == 1;
}

/*
 * The baseline of a search at place f: the reading as committed, judged
 * on copies from place start to E (and the end if end), keeping the
 * states before places lo..f, the cost and findings before each place
 * from start, and which entries draw findings of their own.  Returns its
 * cost; *blame_st gets the state before place blame if that is before lo.
 */
static long
baseline(struct search *sr, const struct ctx *x, size_t start, size_t lo,
    size_t f, size_t E, int end, long blame, struct ctx *blame_st)
{
	const struct reading	*rd = &sr->rd;
	struct ctx		 xb;
	size_t			 p, k, i, mark;
	long			 cost = 0;
	struct counts		 k0;

	diags_clear(&sr->cd);
	state_at(sr, x, start, &xb, &sr->cd);
	diags_clear(&sr->bd);
	xb.d = &sr->bd;
	counts_of(&xb.s, &k0);
	for (p = start; p <= f && p <= E; p++) {
		k = p - start;
		sr->wpre[k] = cost;
		sr->dpre[k] = sr->bd.len;
		if ((long)p == blame && p < lo)
			look_copy(blame_st, &xb, NULL, &sr->cd);
		if (p >= lo) {
			look_copy(&sr->st[p - lo], &xb, NULL, &sr->cd);
			sr->own[p - lo] = 0;
		}
		if (p == E)
			break;
		mark = sr->bd.len;
		replay_judge_one(&xb, &rd->v[p]);
		sr->work++;
		cost = weigh(&sr->bd, 0) + counted(&xb.s, &k0);
		if (p >= lo && rd->v[p].idx >= 0) {
			for (i = mark; i < sr->bd.len; i++)
				if (sr->bd.v[i].move == rd->v[p].idx + 1)
					sr->own[p - lo] = 1;
			if (mendable(&xb, &rd->v[p]))
				sr->own[p - lo] = 1;
		}
	}
	for (; p < E; p++) {
		replay_judge_one(&xb, &rd->v[p]);
		sr->work++;
	}
	if (end)
		replay_judge_end(&xb);
	return weigh(&sr->bd, 0) + counted(&xb.s, &k0);
}

/*
 * The cost of a whole-game edit c over places 0..E-1 (and the end),
 * judged from the start on a reading of its own; LONG_MAX once it
 * reaches bound.
 */
static long
whole_cost(struct search *sr, const struct ctx *x, const struct edit *c,
    size_t E, int end, long bound)
{
	struct reading	 tr;
	struct edit	 e;
	struct ctx	 xw;
	size_t		 i;
	long		 cost;

	reading_init(&tr, sr->rd.rec, sr->rd.hdr.nmoves);
	for (i = 0; i < sr->rd.ned; i++) {
		e = sr->rd.ed[i];
		e.msg = NULL;
		reading_commit(&tr, &e);
	}
	reading_commit(&tr, c);
	diags_clear(&sr->cd);
	replay_judge_start(&xw, sr->rp, &tr.hdr, &sr->cd, NULL);
	xw.hd = x->hd;
	xw.hlen = x->hlen;
	xw.look = 1;
	xw.g->turn = tr.first;
	xw.s.seat = (int8_t)tr.first;
	diags_clear(&sr->cd);
	cost = judge_window(sr, &xw, tr.v, E < tr.nv ? E : tr.nv, end,
	    c->prior, bound);
	reading_free(&tr);
	return cost;
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
	c->msg = NULL;
	if (e != NULL) {
		c->code = (int16_t)e->code;
		c->pos = e->pos;
		c->player = (int8_t)e->player;
		c->msg = xstrdup(e->msg);
	}
	if (c->kind == ED_PLACE && x->s.hit == c->at + 1 && f < sr->rd.nv) {
		c->blame = (int16_t)(sr->rd.v[f].idx + 1);
		c->cell = x->s.hit_cell;
	}
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
	struct ctx	 xc, blame_st;
	struct edit	 t;
	size_t		 lo, start, E, j0, n, i, k;
	long		 cost0, cost0w = -1, best = -1, bestcost, cost, blame = -1;
	int		 end, nc;

	sr->budget--;
	if (sr->cand == NULL)
		sr->cand = xreallocarray(NULL, EDITS_MAX, sizeof(*sr->cand));
	lo = f > NEAR_BACK ? f - NEAR_BACK : 0;
	if (x->s.hit > 0 && rd->pos[x->s.hit - 1] >= 0 &&
	    (size_t)rd->pos[x->s.hit - 1] < f &&
	    f - (size_t)rd->pos[x->s.hit - 1] <= SEARCH_BLAME)
		blame = rd->pos[x->s.hit - 1];
	start = blame >= 0 && (size_t)blame < lo ? (size_t)blame : lo;
	E = rd->nv - f > SEARCH_WINDOW ? f + 1 + SEARCH_WINDOW : rd->nv;
	end = E == rd->nv && sr->judge_end;
	room(sr, f - start);
	if (sr->wincap < E - start + 2 * GHOST_MAX) {
		sr->wincap = E - start + 2 * GHOST_MAX;
		sr->win = xreallocarray(sr->win, sr->wincap, sizeof(*sr->win));
	}
	cost0 = baseline(sr, x, start, lo, f, E, end, blame, &blame_st);
	memset(&nr, 0, sizeof(nr));
	nr.rd = rd;
	nr.f = f;
	nr.lo = lo;
	nr.states = sr->st;
	nr.own = sr->own;
	nr.blame = blame;
	nr.cell = x->s.hit_cell;
	nr.blame_at = blame >= 0 ? ((size_t)blame < lo ? &blame_st :
	    &sr->st[blame - (long)lo]) : NULL;
	nr.whole = !sr->whole;
	for (i = dfrom; i < sr->d->len; i++) {
		k = sr->d->v[i].code;
		nr.wrong_player |= k == D_WRONG_PLAYER;
		nr.turns |= k == D_WRONG_PLAYER || k == D_EXTRA_PLACEMENT ||
		    k == D_BONUS_FORFEITED || k == D_BONUS_MISMATCH ||
		    k == D_BONUS_UNCLAIMED;
	}
	if (nr.wrong_player)
		sr->whole = 1;
	nc = edits_near(&nr, sr->cand);
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
		if (sr->cand[i].kind == ED_SEATS ||
		    sr->cand[i].kind == ED_NAMES) {
			/* From the start: the baseline's cost before start
			 * counts for both. */
			if (cost0w < 0) {
				diags_clear(&sr->cd);
				state_at(sr, x, 0, &xc, &sr->cd);
				diags_clear(&sr->cd);
				cost0w = judge_window(sr, &xc, rd->v, E, end, 0,
				    LONG_MAX) - cost0;
			}
			cost = whole_cost(sr, x, &sr->cand[i], E, end,
			    bestcost + cost0w);
			if (cost != LONG_MAX && cost - cost0w < bestcost) {
				bestcost = cost - cost0w;
				best = (long)i;
			}
			continue;
		}
		/* Judged from a state the baseline kept. */
		j0 = reading_first(rd, &sr->cand[i]);
		if (j0 > f || (j0 < lo && (long)j0 != blame))
			continue;
		look_copy(&xc, j0 < lo ? &blame_st : &sr->st[j0 - lo], NULL,
		    &sr->cd);
		diags_clear(&sr->cd);
		n = reading_window(rd, &sr->cand[i], j0, E, sr->win, sr->tmp);
		cost = judge_window(sr, &xc, sr->win, n, end,
		    sr->wpre[j0 - start] + sr->cand[i].prior, bestcost);
		if (cost < bestcost) {
			bestcost = cost;
			best = (long)i;
		}
	}
	if (best < 0)
		return 0;
	t = sr->cand[best];
	note_as_written(sr, &t, x, f);
	*from = reading_first(rd, &t);
	reading_commit(rd, &t);
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
	ck = ckpt_at(sr, from);
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
	diags_init(&sr.bd);
	diags_init(&sr.cd);
	reading_init(&sr.rd, rec, n);
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
			    !mendable(&x, &sr.rd.v[pos - 1])) ||
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
	rp->observe = obs;
	if (obs != NULL)
		judge_all(&sr, &x);
	/* Causes first: a slip a reading mends causes nothing after it. */
	if (d->errors > 0)
		replay_causes(d, sr.mark);
	replay_report(&sr.rd, &x, d, sr.mark);
	rp->g = x.s.g;
	if (!judge_end) {
		rp->complete = x.g->over != END_NONE;
		rank_game(x.g, &rp->ranking);
	}
	reading_free(&sr.rd);
	diags_free(&sr.bd);
	diags_free(&sr.cd);
	free(sr.ck);
	free(sr.st);
	free(sr.own);
	free(sr.wpre);
	free(sr.dpre);
	free(sr.win);
	free(sr.cand);
}
