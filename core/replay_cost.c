/*
 * The cost function of the search (genial(1) FAULTY RECORDS, "The cost"):
 * a reading's cost is judged on copies of the judge's state, over the
 * same places for every reading of one search: from the first place any
 * of them changes to SEARCH_WINDOW entries after the finding's, with the
 * end of the record (the result, the winner, game-incomplete) if the
 * window reaches it.  It is the sum of
 *
 *   W_ERROR for each error of a rule or of the record, W_CLAIM for each
 *   wrong claim (twice for one with two or more wrong values and no
 *   pattern), W_WARNING for each warning (and W_CLAIM more for a bonus
 *   placement called and not taken), W_ABSORB for each claim an unseen
 *   tile is taken to make (replay_ghost.c), W_UNREAD for each placement
 *   whose text does not read and is left as no tile, and W_ERROR if
 *   entries come after the end;
 *
 * plus the prior of the edit the reading adds (replay_near.c); past the
 * finding's segment (seg_weigh) only the wrong claims of the first term
 * count.  The
 * driver (replay_search.c) compares them; where two readings of one
 * entry tie, it compares the bytes of the record their fixes change
 * (replay_cost_bytes, here).
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "replay_search.h"
#include "util.h"

long
replay_cost_weigh(const struct diags *d, size_t from)
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
 * The weight of the findings d->v[from..] that entry idx drew (-2: the
 * end), under the search's segment rule (genial(1) FAULTY RECORDS, "The
 * search"): once a round of entries (one per seat) after the last one
 * an edit of the search changes (sr->seg_at) draws nothing, the turns
 * are in order again and the finding's segment is over.  Past it,
 * wrong-player findings do not count: whose turn it is there is a later
 * slip's, searched when the driver comes to it, and counted here the
 * reading that happens to disturb it least would win.  What a tile of
 * the reading can bear on (claims, calls, the board, a bonus placement
 * due or not) and the end count in full.
 */
static long
seg_weigh(struct search *sr, struct segcut *c, const struct diags *d,
    size_t from, int32_t idx)
{
	const struct diag_info	*in;
	long			 w = 0;
	size_t			 i;
	int			 k;

	if (!c->over || idx < -1)
		w = replay_cost_weigh(d, from);
	else
		for (i = from; i < d->len; i++) {
			k = d->v[i].code;
			if (k == D_WRONG_PLAYER)
				continue;
			in = diag_info(k);
			w += in->sev == SEV_WARNING ? W_WARNING :
			    in->cls == CLASS_CLAIM ? W_CLAIM : W_ERROR;
		}
	if (sr->seg_at < 0)
		return w;
	if (idx > sr->seg_at)
		c->past = 1;
	if (c->past)
		c->quiet = d->len > from ? 0 : c->quiet + 1;
	if (c->quiet >= sr->rd.hdr.nplayers)
		c->over = 1;
	return w;
}

/*
 * The weight of what state s counts beyond s0 (s0's counts in k0):
 * claims with several wrong values, bonus placements called and not
 * taken, absorbed claims, entries after the end.
 */
struct counts {
	int	 xv, xf, ab, af, ur;
};

static void
counts_of(const struct jstate *s, struct counts *k)
{
	k->xv = s->xvalues;
	k->xf = s->xforfeit;
	k->ab = s->absorbed;
	k->af = s->after;
	k->ur = s->unread;
}

static long
counted(const struct jstate *s, const struct counts *k0)
{
	return W_CLAIM * (long)(s->xvalues - k0->xv + s->xforfeit - k0->xf) +
	    W_ABSORB * (long)(s->absorbed - k0->ab) +
	    W_UNREAD * (long)(s->unread - k0->ur) +
	    (s->after > 0 && k0->af == 0 ? W_ERROR : 0);
}

/* Make x a look-ahead copy of ctx y on d, with state s. */
void
replay_cost_copy(struct ctx *x, const struct ctx *y, const struct jstate *s,
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
long
replay_cost_window(struct search *sr, struct ctx *x, const struct vent *w,
    size_t n, int end, long base, long bound)
{
	struct counts	 k0;
	struct segcut	 c = { 0, 0, 0 };
	long		 wd = 0, cost = base;
	size_t	 i, seen = x->d->len;

	if (cost >= bound)
		return LONG_MAX;
	counts_of(&x->s, &k0);
	for (i = 0; i < n; i++) {
		replay_judge_one(x, &w[i]);
		sr->work++;
		wd += seg_weigh(sr, &c, x->d, seen, w[i].idx);
		seen = x->d->len;
		cost = base + wd + counted(&x->s, &k0);
		if (cost >= bound)
			return LONG_MAX;
	}
	if (end) {
		replay_judge_end(x);
		wd += seg_weigh(sr, &c, x->d, seen, -2);
		cost = base + wd + counted(&x->s, &k0);
	}
	return cost >= bound ? LONG_MAX : cost;
}

/* The last checkpoint at or before place p. */
const struct ckpt *
replay_cost_ckpt(const struct search *sr, size_t p)
{
	size_t	 i = sr->nck;

	while (i > 1 && sr->ck[i - 1].pos > p)
		i--;
	return &sr->ck[i - 1];
}

/* The judge's state before place p, on look-ahead x (findings to d). */
void
replay_cost_state(struct search *sr, const struct ctx *main, size_t p,
    struct ctx *x, struct diags *d)
{
	const struct ckpt	*ck = replay_cost_ckpt(sr, p);
	size_t			 q;

	replay_cost_copy(x, main, &ck->s, d);
	for (q = ck->pos; q < p; q++) {
		replay_judge_one(x, &sr->rd.v[q]);
		sr->work++;
	}
}

/*
 * 1 if entry v is a place text that does not read: the readings of
 * replay_near_place.c and replay_part.c mend it.
 */
int
replay_cost_mendable(const struct ctx *x, const struct vent *v)
{
	(void)x;
	return v->idx >= 0 && v->m->action == ACT_PLACE && !v->m->place_ok &&
	    (v->m->place_part & REC_PART_TEXT) != 0;
}

long
replay_cost_baseline(struct search *sr, const struct ctx *x, size_t start,
    size_t f, size_t E, int end)
{
	const struct reading	*rd = &sr->rd;
	struct ctx		 xb;
	size_t			 p, i, mark, lo = sr->lo;
	long			 cost = 0, wd = 0;
	int			 b;
	struct counts		 k0;
	struct segcut		 c = { 0, 0, 0 };

	diags_clear(&sr->cd);
	replay_cost_state(sr, x, start, &xb, &sr->cd);
	diags_clear(&sr->bd);
	xb.d = &sr->bd;
	counts_of(&xb.s, &k0);
	for (p = start; p <= f && p <= E; p++) {
		sr->wpre[p - start] = cost;
		for (b = 0; b < sr->nblame; b++)
			if ((size_t)sr->blame[b] == p && p < lo)
				replay_cost_copy(&sr->blame_st[b], &xb, NULL,
				    &sr->cd);
		if (p >= lo) {
			replay_cost_copy(&sr->st[p - lo], &xb, NULL, &sr->cd);
			sr->own[p - lo] = 0;
		}
		if (p == E)
			break;
		mark = sr->bd.len;
		replay_judge_one(&xb, &rd->v[p]);
		sr->work++;
		wd += seg_weigh(sr, &c, &sr->bd, mark, rd->v[p].idx);
		cost = wd + counted(&xb.s, &k0);
		if (p >= lo && rd->v[p].idx >= 0) {
			for (i = mark; i < sr->bd.len; i++)
				if (sr->bd.v[i].move == rd->v[p].idx + 1)
					sr->own[p - lo] = 1;
			if (replay_cost_mendable(&xb, &rd->v[p]))
				sr->own[p - lo] = 1;
		}
	}
	for (; p < E; p++) {
		mark = sr->bd.len;
		replay_judge_one(&xb, &rd->v[p]);
		sr->work++;
		wd += seg_weigh(sr, &c, &sr->bd, mark, rd->v[p].idx);
	}
	if (end) {
		mark = sr->bd.len;
		replay_judge_end(&xb);
		wd += seg_weigh(sr, &c, &sr->bd, mark, -2);
	}
	return wd + counted(&xb.s, &k0);
}

/*
 * The cost of a whole-game edit c over places 0..E-1 (and the end),
 * judged from the start on a reading of its own; LONG_MAX once it
 * reaches bound.
 */
long
replay_cost_whole(struct search *sr, const struct ctx *x, const struct edit *c,
    size_t E, int end, long bound)
{
	struct reading	 tr;
	struct edit	 e;
	struct ctx	 xw;
	size_t		 i;
	long		 cost;

	replay_reading_init(&tr, sr->rd.rec, sr->rd.hdr.nmoves);
	for (i = 0; i < sr->rd.ned; i++) {
		e = sr->rd.ed[i];
		e.msg = NULL;
		replay_reading_commit(&tr, &e);
	}
	replay_reading_commit(&tr, c);
	diags_clear(&sr->cd);
	replay_judge_start(&xw, sr->rp, &tr.hdr, &sr->cd, NULL);
	xw.hd = x->hd;
	xw.hlen = x->hlen;
	xw.look = 1;
	xw.g->turn = tr.first;
	xw.s.seat = (int8_t)tr.first;
	diags_clear(&sr->cd);
	cost = replay_cost_window(sr, &xw, tr.v, E < tr.nv ? E : tr.nv, end,
	    c->prior, bound);
	replay_reading_free(&tr);
	return cost;
}


/* The edit distance of short strings a and b (bytes; each cut at 47). */
static long
distance(const char *a, const char *b)
{
	size_t	 na = strlen(a), nb = strlen(b), i, j;
	long	 row[48], diag, up;

	if (na > 47)
		na = 47;
	if (nb > 47)
		nb = 47;
	for (j = 0; j <= nb; j++)
		row[j] = (long)j;
	for (i = 1; i <= na; i++) {
		diag = row[0];
		row[0] = (long)i;
		for (j = 1; j <= nb; j++) {
			up = row[j];
			row[j] = diag + (a[i - 1] != b[j - 1]);
			if (up + 1 < row[j])
				row[j] = up + 1;
			if (row[j - 1] + 1 < row[j])
				row[j] = row[j - 1] + 1;
			diag = up;
		}
	}
	return row[nb];
}

/* Placement p in the notation ("RG K10 L11"; "" for cells unknown). */
static void
place_text(const struct placement *p, char *buf, size_t size)
{
	char	 t[3], a[4], b[4];

	if (p->a == NO_CELL) {
		buf[0] = '\0';
		return;
	}
	snprintf(buf, size, "%s %s %s", tile_name(p->tile, t),
	    board_cell_name(p->a, a), board_cell_name(p->b, b));
}

/* Claim cl in the notation ("{R: 4, B: 2}"). */
static void
claim_text(const struct claim *cl, char *buf, size_t size)
{
	int	 v[COLOURS], c;

	for (c = 0; c < COLOURS; c++)
		v[c] = cl->v[c];
	record_claim_text(cl->has, v, buf, size);
}

/* The bytes token how of entries a and b differ by, each way. */
static long
swap_bytes(const struct reading *rd, const struct rec_move *a,
    const struct rec_move *b, int how)
{
	char	 x[64], y[64];

	switch (how) {
	case SW_SCORES:
		claim_text(&a->score, x, sizeof(x));
		claim_text(&b->score, y, sizeof(y));
		break;
	case SW_NAMES:
		snprintf(x, sizeof(x), "%s", replay_rname(rd, a->player));
		snprintf(y, sizeof(y), "%s", replay_rname(rd, b->player));
		break;
	default:
		place_text(&a->place, x, sizeof(x));
		place_text(&b->place, y, sizeof(y));
		if (how == SW_TILES)	/* the cells stay */
			x[2] = y[2] = '\0';
		else {
			memmove(x, x + 2, strlen(x + 2) + 1);
			memmove(y, y + 2, strlen(y + 2) + 1);
		}
		break;
	}
	return 2 * distance(x, y);
}

long
replay_cost_bytes(const struct reading *rd, const struct edit *e)
{
	const struct rec_move	*m;
	char			 w[64], t[64];

	if (e->kind == ED_SEATS || e->kind == ED_NAMES)
		return EDIT_BYTES_WHOLE;
	if (rd->hdr.nmoves == 0)
		return 0;
	m = replay_written(rd, e->at < (int32_t)rd->hdr.nmoves ? e->at :
	    (int32_t)rd->hdr.nmoves - 1);
	switch (e->kind) {
	case ED_NAME:
		return distance(replay_rname(rd, m->player),
		    replay_rname(rd, e->seat));
	case ED_PLACE:
		place_text(&e->place, t, sizeof(t));
		if (!m->place_ok || e->place.a == NO_CELL)
			return (long)m->action_pos.len + (long)strlen(t);
		place_text(&m->place, w, sizeof(w));
		return distance(w, t);
	case ED_SWAP:
		return swap_bytes(rd, m, replay_written(rd, e->to), e->how);
	case ED_BONUS:
		return 2 * ((long)m->bonus_pos.len + EDIT_BYTES_CALL);
	case ED_MOVE:
		return 2 * (long)m->pos.len;
	case ED_MISSING:
		return (e->n > 0 ? e->n : 1) * (long)m->pos.len;
	default:
		return (long)m->pos.len;
	}
}
