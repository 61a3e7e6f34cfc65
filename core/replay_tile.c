/*
 * The tile of an entry read as missing (genial(1) FAULTY RECORDS, "An
 * entry missing"), where the claims after it determine it.  Once the
 * search is done, each single entry read as missing is tried as the legal
 * placements its player could have made there: every tile type the set
 * still holds, showing the colours the unseen tile was found to show, on
 * every pair of neighbouring cells that are free there and that no entry
 * of the window after it covers (one that does would make that entry an
 * error), both ways round.  Each is judged, as a written entry with no
 * score, from the gap over the search's window on copies, by the
 * search's cost (replay_cost.c).  The tile is determined when the
 * cheapest costs no more than the unseen tile and every other costs
 * TILE_MARGIN more than it; its fix then inserts that entry, with the
 * score it makes and the call it earns.  Otherwise the entry stays an
 * unseen tile, with no fix.
 *
 * A placement is judged only as far as it can still change that outcome
 * (its cost's bound), and the search stops once nothing can: two within
 * the margin of each other, neither of them able to be undercut by the
 * margin.  Only in the standard and team games (a solo entry carries its
 * draw, a duel score moves a track).  The entries judged are counted
 * apart from the search's and bounded by TILE_WORK a game; a search that
 * would pass it leaves its entry undetermined.
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

/* The place in rd->v of the unseen entry of edit e, or rd->nv. */
static size_t
ghost_place(const struct reading *rd, const struct edit *e)
{
	size_t	 p;

	for (p = 0; p < rd->nv; p++)
		if (rd->v[p].idx < 0 && rd->v[p].gap == e->at)
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
	struct placement pl;
	uint8_t		 taken[BOARD_CELLS]; /* 1: an entry of the window
					   covers the cell */
};

/* 1 if the tile search may judge n more entries (TILE_WORK). */
static int
may_judge(const struct search *sr, size_t n)
{
	return sr->tile_work + (long)n <= TILE_WORK;
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
	if (!may_judge(sr, t->n + 1)) {
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

/*
 * Determine the tile of missing-entry edit e, if the claims after it do:
 * fills e->place, e->pts and e->reached and sets e->how.  x is the judge
 * as it ended; t is room for the search.
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
	unsigned		 colours = 0;
	size_t			 p = ghost_place(rd, e);
	long			 work;
	int			 seat, c, i;

	if (e->n != 1 || p >= rd->nv || e->at < 0 ||
	    (size_t)e->at > rd->hdr.nmoves || rd->hdr.nmoves == 0)
		return;
	t->p = p;
	t->n = rd->nv - p - 1 > SEARCH_WINDOW ? SEARCH_WINDOW : rd->nv - p - 1;
	t->end = sr->judge_end && p + 1 + t->n == rd->nv;
	/* The state before it, and the window with the unseen tile. */
	if (!may_judge(sr, p - replay_cost_ckpt(sr, p)->pos + t->n + 1))
		return;
	work = sr->work;
	diags_clear(&sr->cd);
	replay_cost_state(sr, x, p, &y, &sr->cd);
	sr->tile_work += sr->work - work;
	seat = rd->v[p].seat;
	/* Solo entries carry their draws, duel scores move a track. */
	if (y.g->over != END_NONE || seat < 0 || seat >= rd->hdr.nplayers ||
	    (y.g->rules.variant != VARIANT_STANDARD &&
	    y.g->rules.variant != VARIANT_TEAM))
		return;
	/* The colours the unseen tile was found to show. */
	for (i = 0; i < x->s.nghost; i++)
		if (x->s.ghost[i].gap == e->at)
			colours |= x->s.ghost[i].colours;
	if ((t->ghost = ghost_window(sr, &y, t)) == LONG_MAX)
		return;
	t->best = t->second = LONG_MAX;
	memset(&m, 0, sizeof(m));
	m.action = ACT_PLACE;
	m.place_ok = 1;
	m.player = seat;
	w.m = &m;
	w.idx = (size_t)e->at < rd->hdr.nmoves ? e->at :
	    (int32_t)rd->hdr.nmoves - 1;
	w.seat = (int8_t)seat;
	w.bonus = 0;
	w.gap = 0;
	memset(&t->pl, 0, sizeof(t->pl));
	t->pl.a = NO_CELL;
	try_all(sr, &y, seat, colours, &w, &m, t);
	if (t->best > t->ghost || t->second < t->best + TILE_MARGIN)
		return;
	game_score(y.g, seat, &t->pl, &bd);
	e->how = 1;
	e->place = t->pl;
	for (c = 0; c < COLOURS; c++)
		e->pts[c] = bd.points[c];
	e->reached = bd.reached;
}

void
replay_tile_missing(struct search *sr, const struct ctx *x)
{
	struct tries	*t = NULL;
	size_t		 i;

	for (i = 0; i < sr->rd.ned; i++)
		if (sr->rd.ed[i].kind == ED_MISSING) {
			if (t == NULL)
				t = xmalloc(sizeof(*t));
			determine(sr, x, &sr->rd.ed[i], t);
		}
	free(t);
}

/* Keys of an inserted entry, in the order of the entry beside it. */
enum { K_PLACE, K_PLAYER, K_SCORE, K_BONUS, K__N };

/*
 * The text of key k of the entry of edit e (seat's name name), into buf;
 * returns buf.
 */
static char *
key_text(const struct edit *e, int k, const char *name, char *buf,
    size_t size)
{
	char			 map[96];
	int			 v[COLOURS], c;

	switch (k) {
	case K_PLACE:
		snprintf(buf, size, "place: %s", replay_place_text(&e->place,
		    map, sizeof(map)));
		break;
	case K_PLAYER:
		snprintf(buf, size, "player: %s", name);
		break;
	case K_SCORE:
		for (c = 0; c < COLOURS; c++)
			v[c] = e->pts[c];
		snprintf(buf, size, "score: %s", replay_claim_text((1u <<
		    e->place.tile.a) | (1u << e->place.tile.b), v, map,
		    sizeof(map)));
		break;
	default:
		snprintf(buf, size, "bonus: %s", replay_call_text(e->reached,
		    map, sizeof(map)));
		break;
	}
	return buf;
}

void
replay_tile_edit(const struct reading *rd, const struct edit *e,
    const char *name, struct diags *d, struct diag *dg)
{
	const struct record	*rec = rd->rec;
	const struct rec_move	*nb;
	struct srcpos		 at;
	uint64_t		 key[K__N];
	char			 text[256], part[128];
	size_t			 used = 0;
	int			 k, j, has[K__N], order[K__N], n = 0;

	if (!e->how || rec->nmoves == 0)
		return;
	nb = &rec->moves[(size_t)e->at < rec->nmoves ? (size_t)e->at :
	    rec->nmoves - 1];
	if (!nb->flow || nb->pos.len == 0)
		return;
	at = nb->pos;
	if ((size_t)e->at >= rec->nmoves)
		at.off += at.len;
	at.len = 0;
	/* The keys the entry beside it has, where it has them. */
	has[K_PLACE] = 1;
	key[K_PLACE] = nb->action_pos.line > 0 ? nb->action_pos.off : 0;
	has[K_PLAYER] = nb->player_pos.line > 0;
	key[K_PLAYER] = nb->player_pos.off;
	has[K_SCORE] = nb->score.has != 0;
	key[K_SCORE] = nb->score.pos.off;
	has[K_BONUS] = e->reached != 0;
	key[K_BONUS] = nb->has_bonus ? nb->bonus_pos.off : UINT64_MAX;
	for (k = 0; k < K__N; k++) {
		if (!has[k])
			continue;
		for (j = n; j > 0 && key[order[j - 1]] > key[k]; j--)
			order[j] = order[j - 1];
		order[j] = k;
		n++;
	}
	used = (size_t)snprintf(text, sizeof(text), "{");
	for (j = 0; j < n && used < sizeof(text); j++)
		used += (size_t)snprintf(text + used, sizeof(text) - used,
		    "%s%s", j ? ", " : "", key_text(e, order[j], name, part,
		    sizeof(part)));
	if (used + 2 > sizeof(text))
		return;
	snprintf(text + used, sizeof(text) - used, "}");
	/* The fix in words: the entry's keys and values. */
	diag_set_fix(d, dg, "%.*s", (int)(strlen(text) - 2), text + 1);
	diag_add_edit(d, dg, at, text);
	dg->edits[dg->nedits - 1].lines = 1;
	diag_set_why(d, dg, "it is the one placement of %s there that the claims "
	    "after it agree with", name);
}
