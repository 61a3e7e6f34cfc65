/*
 * An entry missing that the names do not show and no claim after it
 * meets (genial(1) FAULTY RECORDS, "An entry missing"): the last entry,
 * or a placement that reached the cap and earned the entry after it as
 * a bonus placement, seen only in the result and in a board left
 * unfinished.  The search, which works from the finding, has only the
 * end to start from and no claim near the gap; this reads the tile from
 * the end instead, once the search is done:
 *
 * - its hexes are a pair of neighbouring hexes still free at the end
 *   whose covering leaves no two free neighbours (the game then ended),
 *   or any free pair where a result row claims all six colours at the
 *   cap (the tile that took the last of them there won at once);
 * - its player is the one to move at the end, or at a gap before an
 *   entry, that entry's player, whose tile must then reach the cap in a
 *   colour its result shows short (it earned that entry as a bonus);
 * - its points, made on the board before the gap, bring that side's
 *   counters exactly to the result its player claims, which shows a
 *   colour short of them.
 *
 * Each placement that passes is judged as a written entry from the gap
 * to the end on a copy, with the result and the winner; it fits where
 * nothing is found.  The end is taken where a placement fits there (a
 * last entry left off needs no bonus to explain it), else the first gap
 * of the last LATE_REACH places where one does.  The tile is determined,
 * and the fix puts the entry back, where one placement fits at that gap
 * and no other gap fits; where another gap does, or more than one
 * placement at the end, the edit says so (to) and has no fix.  Only
 * where the last findings are the end's (the record ends while
 * placements are still possible, perhaps with a result row or the
 * winner wrong; findings of the entries before them are other slips')
 * and weigh more than the reading's prior, PRIOR_MISSING_LATE, in the
 * standard game, with no entry already read as missing.  Where the
 * result agrees, only the board shows the game unfinished: the lost
 * tile scored nothing a counter kept, which nearly every tile of the
 * colours at the cap does as well, so the record keeps its finding
 * that it ends while placements are still possible.
 *
 * Then, once the tiles are determined, an entry read as missing in a
 * reading that has two or more is dropped where the reading costs less
 * without it, judged with the determined tiles placed: the search may
 * have taken a second unseen tile for a claim the first one's real tile
 * makes.
 *
 * Bounded: LATE_WORK placements scored a game, LATE_CHECKS judged, and
 * the entries judged counted in the tile search's TILE_WORK.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "replay_search.h"
#include "util.h"

/* Everything one search of the end needs. */
struct late {
	struct search		*sr;
	const struct ctx	*end;	/* the judge as it ended */
	int16_t			 pair[BOARD_CELLS * DIR__MAX][2];
	int			 npair;	/* the pairs that end the game */
	struct placement	 pl;	/* the one placement judged clean */
	struct breakdown	 bd;	/* and what it makes */
	int			 seat;
	int			 clean;	/* placements judged clean at p */
	int			 checks;	/* placements judged */
};

/*
 * The end's findings, the last of sr->d: the game unfinished, and
 * perhaps a wrong result or winner.  Those of the entries before them
 * are other slips', which an entry missing after the last cannot
 * explain.  Returns the index of the first, or d->len where the game
 * is not among them.
 */
static size_t
end_findings(const struct search *sr)
{
	const struct diags	*d = sr->d;
	size_t			 i;
	int			 open = 0;

	for (i = d->len; i > sr->mark; i--) {
		if (d->v[i - 1].code == D_GAME_INCOMPLETE)
			open = 1;
		else if (d->v[i - 1].code != D_RESULT_MISMATCH &&
		    d->v[i - 1].code != D_WINNER_MISMATCH)
			break;
	}
	return open ? i : d->len;
}

/* 1 if cell c of g is free and in the area. */
static int
free_at(const struct game *g, int c)
{
	return c != NO_CELL && g->cell[c] == -1 &&
	    rules_in_area(&g->rules, c);
}

/* 1 if board g has two free neighbours other than cells a and b. */
static int
pair_left(const struct game *g, int a, int b)
{
	int	 c, d, e;

	for (c = 0; c < BOARD_CELLS; c++) {
		if (!free_at(g, c) || c == a || c == b)
			continue;
		for (d = 0; d < DIR__MAX; d++)
			if (free_at(g, e = board_step(c, (enum dir)d)) &&
			    e != a && e != b)
				return 1;
	}
	return 0;
}

/* 1 if a result row claims all six colours at the cap. */
static int
all_capped(const struct late *lt)
{
	const struct record	*rec = lt->end->rec;
	int			 s, c, n;

	for (s = 0; s < rec->nplayers && s < MAX_SEATS; s++) {
		if (!rec->has_result[s] || rec->result[s].bad)
			continue;
		for (n = c = 0; c < COLOURS; c++)
			n += ((rec->result[s].has >> c) & 1) &&
			    rec->result[s].v[c] == game_cap(lt->end->g);
		if (n == COLOURS)
			return 1;
	}
	return 0;
}

/*
 * The pairs of free neighbours on the end board whose covering ends the
 * game: every pair where a result row claims all six colours at the cap
 * (a tile that takes the last of them there wins at once), else those
 * that leave no two free neighbours.  A tile's two hexes meet at most
 * 2 * DIR__MAX - 1 pairs: with more free, none of those does.
 */
static void
end_pairs(struct late *lt)
{
	const struct game	*g = lt->end->g;
	int			 a, d, b, all;

	lt->npair = 0;
	all = all_capped(lt);
	if (!all && g->free_pairs > 2 * DIR__MAX - 1)
		return;
	for (a = 0; a < BOARD_CELLS; a++) {
		if (!free_at(g, a))
			continue;
		for (d = 0; d < DIR__MAX; d++) {
			b = board_step(a, (enum dir)d);
			if (!free_at(g, b) || b < a ||
			    (!all && pair_left(g, a, b)))
				continue;
			lt->pair[lt->npair][0] = (int16_t)a;
			lt->pair[lt->npair][1] = (int16_t)b;
			lt->npair++;
		}
	}
}

/*
 * The colours of seat's result row above its side's counters at the end
 * (0 if it has none, or a value it cannot reach).
 */
static unsigned
short_of(const struct late *lt, int seat)
{
	const struct record	*rec = lt->end->rec;
	const struct game	*g = lt->end->g;
	const struct claim	*cl = &rec->result[seat];
	unsigned		 mask = 0;
	int			 c, side = game_side_of(g, seat);

	if (!rec->has_result[seat] || cl->bad)
		return 0;
	for (c = 0; c < COLOURS; c++)
		if (((cl->has >> c) & 1) && cl->v[c] > g->score[side][c]) {
			if (cl->v[c] > game_cap(g))
				return 0;
			mask |= 1u << c;
		}
	return mask;
}

/*
 * 1 if points bd for seat bring its side's counters at the end to the
 * result it claims (a counter at the cap stays there).
 */
static int
meets_result(const struct late *lt, int seat, const struct breakdown *bd)
{
	const struct record	*rec = lt->end->rec;
	const struct game	*g = lt->end->g;
	const struct claim	*cl = &rec->result[seat];
	int			 c, side = game_side_of(g, seat), v, cap;

	cap = game_cap(g);
	for (c = 0; c < COLOURS; c++) {
		v = g->score[side][c];
		if (v < cap)
			v = v + bd->points[c] < cap ? v + bd->points[c] : cap;
		if (((cl->has >> c) & 1) && cl->v[c] != v)
			return 0;
	}
	return 1;
}

/*
 * Judge placement pl of seat as a written entry before place p (state y),
 * then the entries from p to the end, on a copy: 1 if nothing is found.
 */
static int
judges_clean(struct late *lt, const struct ctx *y, size_t p, int seat,
    const struct placement *pl, const struct breakdown *bd)
{
	struct search		*sr = lt->sr;
	const struct reading	*rd = &sr->rd;
	struct rec_move		 m;
	struct vent		 w;
	struct ctx		 z;
	size_t			 hlen, i;
	int			 c;

	memset(&m, 0, sizeof(m));
	m.action = ACT_PLACE;
	m.place_ok = 1;
	m.place = *pl;
	m.player = seat;
	m.score.has = (uint8_t)((1u << pl->tile.a) | (1u << pl->tile.b));
	for (c = 0; c < COLOURS; c++)
		m.score.v[c] = bd->points[c];
	m.has_bonus = bd->reached != 0;
	m.bonus = bd->reached;
	for (c = 0; c < COLOURS; c++)
		m.bonus_n[c] = (uint8_t)((bd->reached >> c) & 1);
	memset(&w, 0, sizeof(w));
	w.m = &m;
	w.idx = p < rd->nv ? rd->v[p].idx : (int32_t)rd->hdr.nmoves - 1;
	w.seat = (int8_t)seat;
	diags_clear(&sr->cd);
	replay_cost_copy(&z, y, NULL, &sr->cd);
	hlen = z.hlen;
	z.hlen = 0;
	replay_judge_one(&z, &w);
	z.hlen = hlen;
	for (i = p; i < rd->nv; i++)
		replay_judge_one(&z, &rd->v[i]);
	replay_judge_finish(&z);
	replay_judge_end(&z);
	sr->work += (long)(rd->nv - p + 1);
	sr->tile_work += (long)(rd->nv - p + 1);
	lt->checks++;
	return sr->cd.len == 0;
}

/*
 * The placements of an unseen entry before place p (state y) that pass:
 * each judged; lt->clean counts those that judge clean, lt->pl keeps
 * the last.  Returns 0 once a bound is reached, or at a second placement
 * that judges clean (the tile is then not determined), else 1.
 */
static int
try_place(struct late *lt, const struct ctx *y, size_t p)
{
	struct search		*sr = lt->sr;
	const struct reading	*rd = &sr->rd;
	struct placement	 pl;
	struct breakdown	 bd;
	unsigned		 need;
	int			 seat, cont, i, h, ca, cb;

	seat = replay_expected_seat(y, &cont);
	if (seat < 0 || seat >= rd->hdr.nplayers || y->g->over != END_NONE)
		return 1;
	/* Before an entry: its player's, which the tile then earned. */
	if ((p < rd->nv && (rd->v[p].idx < 0 || rd->v[p].m->action !=
	    ACT_PLACE || rd->v[p].m->player != seat)) ||
	    (need = short_of(lt, seat)) == 0)
		return 1;
	for (i = 0; i < lt->npair; i++)
		for (ca = 0; ca < COLOURS; ca++)
			for (cb = ca; cb < COLOURS; cb++)
				for (h = 0; h < (ca == cb ? 1 : 2); h++) {
					if (sr->late_work >= LATE_WORK)
						return 0;
					sr->late_work++;
					pl.a = lt->pair[i][h];
					pl.b = lt->pair[i][1 - h];
					pl.tile.a = (uint8_t)ca;
					pl.tile.b = (uint8_t)cb;
					if (!game_can_place(y->g, &pl))
						continue;
					(void)game_score(y->g, seat, &pl, &bd);
					/* It earned the entry after it by
					   reaching the cap in a colour the
					   result shows it scored. */
					if ((p < rd->nv && !(bd.reached &
					    need)) ||
					    !meets_result(lt, seat, &bd))
						continue;
					if (lt->checks >= LATE_CHECKS ||
					    sr->tile_work + (long)(rd->nv - p +
					    1) > TILE_WORK)
						return 0;
					if (!judges_clean(lt, y, p, seat, &pl,
					    &bd))
						continue;
					lt->pl = pl;
					lt->bd = bd;
					lt->seat = seat;
					/* Two: the gap is found, not the tile. */
					if (++lt->clean > 1)
						return 0;
				}
	return 1;
}

/*
 * The edit of the entry of lt->pl missing before place p (state y): its
 * tile determined where it is the one placement there and no later gap
 * fits (determined).
 */
static void
gap_edit(const struct late *lt, const struct ctx *y, size_t p,
    int determined, struct edit *e)
{
	const struct reading	*rd = &lt->sr->rd;
	int			 cont, c;

	replay_near_init(e, ED_MISSING, p < rd->nv ? rd->v[p].idx :
	    (int32_t)rd->hdr.nmoves, PRIOR_MISSING_LATE);
	e->seat = (int8_t)lt->seat;
	e->n = 1;
	e->bonus = (int8_t)(replay_expected_seat(y, &cont) == y->s.seat &&
	    cont && y->g->bonus_due > 0);
	e->how = (uint8_t)determined;
	e->tile[0].place = lt->pl;
	for (c = 0; c < COLOURS; c++)
		e->tile[0].pts[c] = lt->bd.points[c];
	e->tile[0].reached = lt->bd.reached;
}

/*
 * From place p0 (state y) up to the last entry: the first gap some
 * placement fits, into *e; 1 if there is one.  Its tile is determined
 * where one placement fits there and no later gap does; *cut is set
 * where a bound ended the scan first.
 */
static int
scan(struct late *lt, struct ctx *y, size_t p0, struct edit *e, int *cut)
{
	struct search	*sr = lt->sr;
	size_t		 p, nv = sr->rd.nv;
	int		 found = 0, one = 0;

	*cut = 0;
	for (p = p0; p < nv; p++) {
		lt->clean = 0;
		*cut = !try_place(lt, y, p);
		if (lt->clean > 0 && found) {
			e->how = 0;	/* a later gap fits too */
			e->to = 1;
			return 1;
		}
		if (lt->clean > 0) {
			/* One, where no bound cut the trials short. */
			found = 1;
			one = lt->clean == 1 && !*cut;
			gap_edit(lt, y, p, 0, e);
			if (!one)
				return 1;
		}
		if (*cut)
			break;
		diags_clear(&sr->cd);
		replay_judge_one(y, &sr->rd.v[p]);
		sr->work++;
		sr->tile_work++;
	}
	if (found && one && !*cut)
		e->how = 1;
	return found;
}

/*
 * The reading of the search from place p0: the end where a placement
 * fits there (the last entry missing needs no bonus to explain it),
 * else the first gap one fits.  A gap with another that fits as well
 * has no fix (e->to).
 */
static int
late_reading(struct late *lt, const struct ctx *x, size_t p0,
    struct edit *e)
{
	struct search	*sr = lt->sr;
	struct edit	 first;
	struct ctx	 y;
	size_t		 nv = sr->rd.nv;
	long		 work = sr->work;
	int		 at_end = 0, endcut, earlier, cut;

	diags_clear(&sr->cd);
	replay_cost_state(sr, x, nv, &y, &sr->cd);
	sr->tile_work += sr->work - work;
	lt->clean = 0;
	/* A bound, not a second placement, ended the trials. */
	endcut = !try_place(lt, &y, nv) && lt->clean < 2;
	if (lt->clean > 0) {
		at_end = lt->clean;
		gap_edit(lt, &y, nv, 0, e);
	}
	if (sr->tile_work + (long)(p0 - replay_cost_ckpt(sr, p0)->pos) >
	    TILE_WORK)
		return at_end;
	work = sr->work;
	diags_clear(&sr->cd);
	replay_cost_state(sr, x, p0, &y, &sr->cd);
	sr->tile_work += sr->work - work;
	earlier = scan(lt, &y, p0, &first, &cut);
	if (!at_end) {
		if (earlier)
			*e = first;
		return earlier;
	}
	e->how = (uint8_t)(at_end == 1 && !endcut && !earlier && !cut);
	/* Another gap may fit; or none does, but several placements at the
	   end do: the record does not show which. */
	e->to = earlier || cut ? 1 : at_end > 1 && !endcut ? 2 : -1;
	return 1;
}

int
replay_late_missing(struct search *sr, const struct ctx *x)
{
	struct late	*lt;
	struct edit	 e;
	size_t		 p0, i, nv = sr->rd.nv, from;
	int		 done = 0;

	if (!sr->judge_end || nv == 0 || x->g->rules.variant !=
	    VARIANT_STANDARD || (from = end_findings(sr)) == sr->d->len ||
	    replay_cost_weigh(sr->d, from) <= PRIOR_MISSING_LATE)
		return 0;
	for (i = 0; i < sr->rd.ned; i++)
		if (sr->rd.ed[i].kind == ED_MISSING)
			return 0;
	lt = xcalloc(1, sizeof(*lt));
	lt->sr = sr;
	lt->end = x;
	end_pairs(lt);
	p0 = nv > LATE_REACH ? nv - LATE_REACH : 0;
	if (lt->npair > 0 && sr->tile_work + (long)(nv -
	    replay_cost_ckpt(sr, nv)->pos) <= TILE_WORK &&
	    (done = late_reading(lt, x, p0, &e)) != 0)
		replay_reading_commit(&sr->rd, &e);
	free(lt);
	return done;
}

int
replay_late_redundant(struct search *sr, const struct ctx *x)
{
	struct reading	*rd = &sr->rd;
	struct edit	 keep;
	size_t		 i, n = 0;
	long		 base, cost;
	int		 tries = 0, dropped = 0;

	for (i = 0; i < rd->ned; i++)
		n += rd->ed[i].kind == ED_MISSING;
	if (n < 2 || sr->tile_work + (long)rd->nv > TILE_WORK ||
	    (base = replay_tile_placed_cost(sr, x)) == LONG_MAX)
		return 0;
	for (i = rd->ned; i-- > 0 && tries < LATE_CHECKS;) {
		if (rd->ed[i].kind != ED_MISSING)
			continue;
		if (sr->tile_work + (long)rd->nv > TILE_WORK)
			break;
		tries++;
		keep = rd->ed[i];
		memmove(rd->ed + i, rd->ed + i + 1, (rd->ned - i - 1) *
		    sizeof(*rd->ed));
		rd->ned--;
		replay_reading_commit(rd, NULL);
		cost = replay_tile_placed_cost(sr, x);
		if (cost < base) {
			base = cost;
			free(keep.msg);
			dropped = 1;
			continue;
		}
		memmove(rd->ed + i + 1, rd->ed + i, (rd->ned - i) *
		    sizeof(*rd->ed));
		rd->ed[i] = keep;
		rd->ned++;
		replay_reading_commit(rd, NULL);
	}
	return dropped;
}
