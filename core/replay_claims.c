/*
 * The replay's claim checks (genial-record(5) "Move entries"): the score
 * and total written on a placement, judged against the state the replay
 * reached, and the texts and fixes of claims the other checks share; the
 * call is replay_calls.c's, the result and winner replay_result.c's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rank.h"
#include "replay.h"
#include "replay_priv.h"
#include "util.h"

/*
 * The fix of a claim map cl whose colours in wrong are wrong, the right
 * values being v, the right map having the colours of want:
 * "KEY: {R: 4, B: 2}" as the finding's fix, and as its edits the wrong
 * values' own bytes where the map keeps its colours, else the whole map.
 */
void
replay_claim_fix(struct diags *d, struct diag *e, const char *key,
    const struct claim *cl, unsigned wrong, unsigned want, const int *v)
{
	char	 map[96], num[16];
	int	 c;

	record_claim_text(want, v, map, sizeof(map));
	diag_set_fix(d, e, "%s: %s", key, map);
	if (want == (cl->has & ~cl->bad)) {
		for (c = 0; c < COLOURS; c++)
			if ((wrong >> c) & 1) {
				snprintf(num, sizeof(num), "%d", v[c]);
				diag_add_edit(d, e, claim_vpos(cl, c), num);
			}
	} else
		diag_add_edit(d, e, cl->pos, map);
}

/*
 * The pattern of a wrong claim of two or more values, as a clause for its
 * message, or NULL: the written numbers are the right ones under each
 * other's colours.  A claim with one wrong value needs no pattern.
 */
const char *
replay_exchanged(const struct claim *cl, unsigned wrong, const int *v)
{
	int	 a, b;

	if (__builtin_popcount(wrong) != 2)
		return NULL;
	a = __builtin_ctz(wrong);
	b = __builtin_ctz(wrong & (wrong - 1));
	if (((cl->has >> a) & 1) && ((cl->has >> b) & 1) &&
	    cl->v[a] == v[b] && cl->v[b] == v[a])
		return "the two numbers are under each other's colours";
	return NULL;
}

/*
 * The pattern of a score claim whose wrong values are the counters after
 * the placement (a running total written as the score), or NULL.
 */
static const char *
running(const struct ctx *x, int seat, const struct claim *cl,
    unsigned wrong, const struct breakdown *bd)
{
	const struct game	*g = x->g;
	int			 c, side = game_side_of(g, seat), far = 0;

	if (g->rules.variant == VARIANT_DUEL)
		return NULL;
	/* Every number written is the counter's: not one by chance. */
	for (c = 0; c < COLOURS; c++) {
		if (!((cl->has >> c) & 1))
			continue;
		if (cl->v[c] != g->score[side][c])
			return NULL;
		far |= ((wrong >> c) & 1) && cl->v[c] - bd->points[c] >= 2;
	}
	if (!far && __builtin_popcount(wrong) < 2)
		return NULL;
	return __builtin_popcount(wrong) == 1 ? "the counter after it is "
	    "written as the score" : "the counters after it are written as "
	    "the score";
}

/* The written value of colour c of a claim (0 when not written). */
static int
claimed_of(const struct claim *cl, int c)
{
	return ((cl->has >> c) & 1) ? cl->v[c] : 0;
}

/*
 * "2 red and 4 blue" (the written values of wrong), "no red" for a
 * colour not written.
 */
static char *
written_text(const struct claim *cl, unsigned wrong, char *buf, size_t size)
{
	size_t	 used = 0;
	int	 c, n = 0, k = __builtin_popcount(wrong);

	buf[0] = '\0';
	for (c = 0; c < COLOURS && used < size; c++) {
		if (!((wrong >> c) & 1))
			continue;
		n++;
		used += (size_t)snprintf(buf + used, size - used, "%s",
		    n == 1 ? "" : n == k ? " and " : ", ");
		if (used >= size)
			break;
		if ((cl->has >> c) & 1)
			used += (size_t)snprintf(buf + used, size - used,
			    "%d %s", cl->v[c], colour_name(c));
		else
			used += (size_t)snprintf(buf + used, size - used,
			    "no %s", colour_name(c));
	}
	return buf;
}

/* The colours tile p shows, as a mask. */
static unsigned
tile_mask(const struct placement *p)
{
	return (1u << p->tile.a) | (1u << p->tile.b);
}

/*
 * How score claim cl of a placement p is written: 1 with a colour of
 * the tile at 0, 0 with one left out, -1 neither (every colour of the
 * tile written, none at 0).
 */
static int
zeros_written(const struct claim *cl, const struct placement *p)
{
	unsigned	 tile = tile_mask(p), has = cl->has & ~cl->bad;
	int		 c;

	for (c = 0; c < COLOURS; c++)
		if (((tile & has) >> c) & 1 && cl->v[c] == 0)
			return 1;
	return (tile & ~has) != 0 ? 0 : -1;
}

/* Entries either way whose scores say how the scores are written. */
#define CLAIM_STYLE_REACH	4

int
replay_with_zeros(const struct record *rec, size_t idx,
    const struct rec_move *m)
{
	const struct rec_move	*o;
	size_t			 k, j;
	int			 side, z;

	if (__builtin_popcount(m->score.has & ~m->score.bad) >=
	    __builtin_popcount(tile_mask(&m->place)))
		return 1;
	for (k = 1; k <= CLAIM_STYLE_REACH; k++)
		for (side = 0; side < 2; side++) {
			if (side == 0 ? idx < k : idx + k >= rec->nmoves)
				continue;
			j = side == 0 ? idx - k : idx + k;
			o = &rec->moves[j];
			if (o->action == ACT_PLACE && o->place_ok &&
			    o->score.has != 0 &&
			    (z = zeros_written(&o->score, &o->place)) >= 0)
				return z;
		}
	return 0;
}

/*
 * The keys the placements near entry idx write their claims under, up to
 * CLAIM_STYLE_REACH entries either way: bit 0 score, bit 1 total.
 */
static unsigned
keys_near(const struct ctx *x, size_t idx)
{
	const struct rec_move	*o;
	size_t			 j;
	unsigned		 keys = 0;

	j = idx > CLAIM_STYLE_REACH ? idx - CLAIM_STYLE_REACH : 0;
	for (; j < x->rec->nmoves && j <= idx + CLAIM_STYLE_REACH; j++) {
		o = &x->rec->moves[j];
		if (j == idx || o->action != ACT_PLACE)
			continue;
		keys |= ((o->score.has | o->score.bad) != 0 ? 1u : 0) |
		    (o->total.has != 0 ? 2u : 0);
	}
	return keys;
}

/*
 * A placement's claim written under its other key (genial(1) FAULTY
 * RECORDS, "Claims"): claim cl of entry idx (m), under total if
 * is_total else under score, is wrong there, but every number it writes
 * is the other key's (what: the placement's points for a score, the
 * counters after it for a total; as passed in fit, the claim's own key's
 * in own); the entry writes no claim under the other key, and the
 * placements near it write theirs under that key and none under cl's
 * (then a number one off under cl's key is no chance either); and the
 * key is known, written as its word on the claim's line (keyat).
 * Then one finding, at the claim, its fix the key renamed; returns 1.
 * Else nothing is reported; returns 0.
 */
static int
other_key(struct ctx *x, size_t idx, const struct rec_move *m, int seat,
    int is_total, const int *fit, const int *own)
{
	const struct claim	*cl = is_total ? &m->total : &m->score;
	const struct claim	*other = is_total ? &m->score : &m->total;
	const char		*key = is_total ? "total" : "score";
	const char		*meant = is_total ? "score" : "total";
	struct diag		*e;
	struct srcpos		 at;
	char			 w[96], o[96];
	unsigned		 has = cl->has & ~cl->bad;
	int			 c, wv[COLOURS];

	if (cl->keyat == 0 || cl->bad != 0 || has == 0 ||
	    (other->has | other->bad) != 0 || (is_total && (has &
	    ~tile_mask(&m->place)) != 0) || x->g->rules.variant ==
	    VARIANT_DUEL || keys_near(x, idx) != (is_total ? 1u : 2u))
		return 0;
	for (c = 0; c < COLOURS; c++)
		if (((has >> c) & 1) && (wv[c] = cl->v[c]) != fit[c])
			return 0;
	record_claim_text(has, wv, w, sizeof(w));
	record_claim_text(has, own, o, sizeof(o));
	e = diag_add(x->d, is_total ? D_TOTAL_MISMATCH : D_SCORE_MISMATCH,
	    (int)idx + 1, cl->pos, seat, "claims %s as the %s, but %s %s: "
	    "these are %s, its %s written under %s", w, key, is_total ?
	    "the counters are at" : "the placement scores", o, is_total ?
	    "the placement's points" : "the counters after it", meant, key);
	if (x->look)
		return 1;
	at = cl->pos;
	at.off -= cl->keyat;
	at.len = (uint32_t)strlen(key);
	at.col -= cl->keyat;
	diag_set_fix(x->d, e, "%s: %s", meant, w);
	diag_add_edit(x->d, e, at, meant);
	diag_set_why(x->d, e, "the entries near it write %s, not %s", meant,
	    key);
	return 1;
}

/*
 * One finding per score claim (genial(1) FAULTY RECORDS, "Claims"): the
 * colours it gets wrong, how the placement scores each, and the pattern
 * if the wrong numbers show one; its fix is the score the placement
 * makes.  An unseen tile before it may account for more than the board
 * as read makes (replay_ghost_score).
 */
static void
check_score(struct ctx *x, size_t idx, const struct rec_move *m, int seat,
    const struct breakdown *bd)
{
	struct diag	*e;
	char		 how[256], w[160], sc[512], tn[3];
	const char	*pat;
	unsigned	 wrong = 0, tile, off, want;
	size_t		 used = 0;
	int		 c, v[COLOURS], cnt[COLOURS], n = 0, k;

	for (c = 0; c < COLOURS; c++) {
		v[c] = bd->points[c];
		/* A malformed value was reported as such: no knock-on. */
		if (!((m->score.bad >> c) & 1) &&
		    claimed_of(&m->score, c) != v[c])
			wrong |= 1u << c;
	}
	/* A colour the tile does not show is wrong even at 0. */
	tile = (1u << m->place.tile.a) | (1u << m->place.tile.b);
	off = m->score.has & ~m->score.bad & ~tile;
	wrong |= off;
	if (wrong == 0 || replay_ghost_score(x, idx, seat, &m->place, bd,
	    &m->score, m->score.pos.line))
		return;
	for (c = 0; c < COLOURS; c++)
		cnt[c] = replay_counter_of(x->g, seat, c);
	if (other_key(x, idx, m, seat, 0, cnt, v))
		return;
	k = __builtin_popcount(wrong);
	c = __builtin_ctz(wrong);
	if ((pat = replay_exchanged(&m->score, wrong, v)) == NULL)
		pat = running(x, seat, &m->score, wrong, bd);
	replay_colour_text(&m->place, bd, c, how, sizeof(how));
	if (k == 1 && ((off >> c) & 1))
		e = diag_add(x->d, D_SCORE_MISMATCH, (int)idx + 1,
		    claim_vpos(&m->score, c), seat,
		    "claims %d %s, but %s shows no %s", m->score.v[c],
		    colour_name(c), tile_name(m->place.tile, tn),
		    colour_name(c));
	else if (k == 1 && ((m->score.has >> c) & 1))
		e = diag_add(x->d, D_SCORE_MISMATCH, (int)idx + 1,
		    claim_vpos(&m->score, c), seat,
		    "claims %d %s, the placement scores %d: %s%s%s",
		    m->score.v[c], colour_name(c), v[c], how,
		    pat != NULL ? "; " : "", pat != NULL ? pat : "");
	else if (k == 1)
		e = diag_add(x->d, D_SCORE_MISMATCH, (int)idx + 1,
		    m->score.pos, seat, "claims no %s, the placement scores "
		    "%d %s: %s", colour_name(c), v[c], colour_name(c), how);
	else {
		for (c = 0; c < COLOURS && used < sizeof(sc); c++) {
			if (!((wrong >> c) & 1))
				continue;
			n++;
			replay_colour_text(&m->place, bd, c, how, sizeof(how));
			used += (size_t)snprintf(sc + used, sizeof(sc) - used,
			    "%s%d %s (%s)", n == 1 ? "" : n == k ? " and " :
			    ", ", v[c], colour_name(c), how);
		}
		if (pat == NULL)
			x->s.xvalues++;
		e = diag_add(x->d, D_SCORE_MISMATCH, (int)idx + 1,
		    m->score.pos, seat, "claims %s, the placement scores %s%s%s",
		    written_text(&m->score, wrong, w, sizeof(w)), sc,
		    pat != NULL ? "; " : "", pat != NULL ? pat : "");
	}
	if (x->look)
		return;
	want = (((m->score.has & ~m->score.bad) | wrong) & tile) |
	    (bd->points[m->place.tile.a] ? 1u << m->place.tile.a : 0) |
	    (bd->points[m->place.tile.b] ? 1u << m->place.tile.b : 0);
	/*
	 * Where the claims are written with a value for each colour of the
	 * tile, even 0, the fix is written so too (a colour letter that
	 * slipped is then read as the tile's colour left out).
	 */
	if (replay_with_zeros(x->rec, idx, m))
		want |= tile;
	replay_claim_fix(x->d, e, "score", &m->score, wrong, want, v);
}

/*
 * A counter as the claims see it: the side's, or in the duel the track
 * position from seat's side.
 */
int
replay_counter_of(const struct game *g, int seat, int c)
{
	if (g->rules.variant == VARIANT_DUEL)
		return game_duel_position(g, seat, c);
	return g->score[game_side_of(g, seat)][c];
}

/* " from Anna's side" after a duel track position, "" elsewhere. */
const char *
replay_from_side(const struct ctx *x, int seat, char *buf, size_t size)
{
	if (x->g->rules.variant == VARIANT_DUEL) {
		/* The name may be cut: then not inside a character. */
		if (snprintf(buf, size, " from %s", replay_pname(x, seat)) >=
		    (int)size - 7)
			str_cut_utf8(buf);
		snprintf(buf + strlen(buf), size - strlen(buf), "'s side");
	} else
		buf[0] = '\0';
	return buf;
}

/*
 * The pattern of a wrong total, as a clause for its message, or NULL:
 * the placement's points, or the counters before it, written as the
 * total.
 */
static const char *
total_pattern(const struct ctx *x, const struct claim *cl, unsigned wrong,
    const int *v, const struct breakdown *bd)
{
	int	 c, pts = 1, before = 1, far = 0;

	if (x->g->rules.variant == VARIANT_DUEL)
		return NULL;
	/* Every number written fits: not one by chance. */
	for (c = 0; c < COLOURS; c++) {
		if (!((cl->has >> c) & 1))
			continue;
		pts &= cl->v[c] == bd->points[c];
		before &= cl->v[c] == v[c] - bd->gained[c];
		far |= ((wrong >> c) & 1) && (cl->v[c] - v[c] >= 2 ||
		    v[c] - cl->v[c] >= 2);
	}
	if (!far && __builtin_popcount(wrong) < 2)
		return NULL;
	if (pts)
		return "the placement's points are written as the total";
	if (before)
		return "the counters before it are written as the total";
	return NULL;
}

/*
 * One finding per total claim: the colours whose counters it gets
 * wrong, beyond what an unseen tile before it may have made
 * (replay_ghost_counter); its fix is the counters as they stand, unless
 * they lack an unseen tile of the side that may show a colour it gets
 * wrong (replay_ghost_lacks).
 */
static void
check_total(struct ctx *x, size_t idx, const struct rec_move *m, int seat,
    const struct breakdown *bd)
{
	const struct claim	*cl = &m->total;
	struct diag		*e;
	char			 from[96], w[256], at[96];
	const char		*pat;
	unsigned		 wrong = 0, has;
	size_t			 uw = 0, ua = 0;
	int			 c, v[COLOURS], pts[COLOURS], k, n = 0;

	/* The colours written, one bit at a time. */
	for (has = cl->has & ~cl->bad & ((1u << COLOURS) - 1); has != 0;
	    has &= has - 1) {
		c = __builtin_ctz(has);
		if (cl->v[c] != replay_counter_of(x->g, seat, c) &&
		    !replay_ghost_counter(x, seat, c, cl->v[c],
		    claim_vpos(cl, c).line))
			wrong |= 1u << c;
	}
	if (wrong == 0)
		return;
	for (c = 0; c < COLOURS; c++)
		v[c] = replay_counter_of(x->g, seat, c);
	for (c = 0; c < COLOURS; c++)
		pts[c] = bd->points[c];
	if (other_key(x, idx, m, seat, 1, pts, v))
		return;
	k = __builtin_popcount(wrong);
	if ((pat = replay_exchanged(cl, wrong, v)) == NULL)
		pat = total_pattern(x, cl, wrong, v, bd);
	replay_from_side(x, seat, from, sizeof(from));
	c = __builtin_ctz(wrong);
	if (k == 1)
		e = diag_add(x->d, D_TOTAL_MISMATCH, (int)idx + 1,
		    claim_vpos(cl, c), seat,
		    "claims %s at %d, the counter is at %d%s%s%s",
		    colour_name(c), cl->v[c], v[c], from,
		    pat != NULL ? "; " : "", pat != NULL ? pat : "");
	else {
		for (c = 0; c < COLOURS; c++) {
			if (!((wrong >> c) & 1))
				continue;
			n++;
			uw += (size_t)snprintf(w + uw, uw < sizeof(w) ?
			    sizeof(w) - uw : 0, "%s%s at %d", n == 1 ? "" :
			    n == k ? " and " : ", ", colour_name(c), cl->v[c]);
			ua += (size_t)snprintf(at + ua, ua < sizeof(at) ?
			    sizeof(at) - ua : 0, "%s%d", n == 1 ? "" : n == k ?
			    " and " : ", ", v[c]);
		}
		if (pat == NULL)
			x->s.xvalues++;
		e = diag_add(x->d, D_TOTAL_MISMATCH, (int)idx + 1, cl->pos,
		    seat, "claims %s, the counters are at %s%s%s%s", w, at,
		    from, pat != NULL ? "; " : "", pat != NULL ? pat : "");
	}
	if (!x->look && !replay_ghost_lacks(x, seat, wrong))
		replay_claim_fix(x->d, e, "total", cl, wrong, cl->has & ~cl->bad, v);
}

void
replay_check_claims(struct ctx *x, size_t idx, const struct rec_move *m,
    int seat, const struct breakdown *bd)
{
	/* A claim that does not read is replay_unread.c's. */
	if ((m->score.has | m->score.bad) && !(m->score.bad & CLAIM_UNREAD))
		check_score(x, idx, m, seat, bd);
	if (m->total.has)
		check_total(x, idx, m, seat, bd);
	replay_check_bonus(x, idx, m, seat, bd);
}

