/*
 * The reading judged again with the tiles of its missing entries placed
 * (genial(1) FAULTY RECORDS, "An entry missing"): once replay_tile.c and
 * replay_late.c have determined them, each determined tile is judged as
 * the entry its fix puts back, on a copy from the start.  That copy's
 * cost weighs the reading with its tiles placed (replay_late.c drops an
 * entry read as missing that does as well without), and each finding of
 * the reading that the copy does not draw is one a tile explains: it is
 * withdrawn.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "replay_search.h"
#include "util.h"

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
			if ((p = replay_tile_place(rd, &rd->ed[i], k)) < rd->nv)
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
