/*
 * Ranking (genial-rules(7) "9 Ranking"): a side's six counters are sorted
 * ascending and the sorted lists compared lexicographically, so the lowest
 * counter decides first and colour never matters.  Identical lists share a
 * rank, with competition numbering (1, 1, 3).  The duel game ranks its two
 * seats by the track instead (rank_duel_compare, genial-rules(7) "12 Duel").
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "rank.h"
#include "util.h"

/* Insertion sort of six counters, ascending. */
static void
sort6(const uint8_t in[COLOURS], uint8_t out[COLOURS])
{
	int	 i, j;
	uint8_t	 v;

	memcpy(out, in, COLOURS);
	for (i = 1; i < COLOURS; i++) {
		v = out[i];
		for (j = i; j > 0 && out[j - 1] > v; j--)
			out[j] = out[j - 1];
		out[j] = v;
	}
}

/* Compare two lists already sorted ascending. */
static int
compare_sorted(const uint8_t a[COLOURS], const uint8_t b[COLOURS], int *at)
{
	int	 i;

	for (i = 0; i < COLOURS; i++) {
		if (a[i] != b[i]) {
			if (at != NULL)
				*at = i;
			return a[i] < b[i] ? -1 : 1;
		}
	}
	if (at != NULL)
		*at = COLOURS;
	return 0;
}

int
rank_compare(const uint8_t a[COLOURS], const uint8_t b[COLOURS], int *at)
{
	uint8_t	 sa[COLOURS], sb[COLOURS];

	sort6(a, sa);
	sort6(b, sb);
	return compare_sorted(sa, sb, at);
}

/* Seat's own-half positions ascending into out; returns how many. */
static int
duel_own(const struct game *g, int seat, uint8_t out[COLOURS])
{
	uint8_t	 v[COLOURS];
	int	 c, n = 0, pos;

	memset(v, 0, sizeof(v));
	for (c = 0; c < COLOURS; c++) {
		pos = game_duel_position(g, seat, c);
		if (pos > 0)
			v[n++] = (uint8_t)pos;
	}
	/* Pad with a value above every position so sort6 keeps them last. */
	for (c = n; c < COLOURS; c++)
		v[c] = UINT8_MAX;
	sort6(v, out);
	for (c = n; c < COLOURS; c++)
		out[c] = 0;
	return n;
}

int
rank_duel_compare(const struct game *g, int *at)
{
	uint8_t	 a[COLOURS], b[COLOURS];
	int	 na, nb, i;

	na = duel_own(g, 0, a);
	nb = duel_own(g, 1, b);
	if (na != nb) {
		if (at != NULL)
			*at = -1;
		return na > nb ? 1 : -1;
	}
	for (i = 0; i < na; i++) {
		if (a[i] != b[i]) {
			if (at != NULL)
				*at = i;
			return a[i] > b[i] ? 1 : -1;
		}
	}
	if (at != NULL)
		*at = COLOURS;
	return 0;
}

static void
rank_duel(const struct game *g, struct ranking *r)
{
	int	 cmp, s;

	r->nsides = 2;
	for (s = 0; s < 2; s++)
		r->own[s] = duel_own(g, s, r->sorted[s]);
	cmp = rank_duel_compare(g, NULL);
	r->order[0] = cmp < 0 ? 1 : 0;
	r->order[1] = 1 - r->order[0];
	r->rank[0] = 1;
	r->rank[1] = cmp == 0 ? 1 : 2;
}

/*
 * Order the sides best first.  The sort is stable (insertion), so sides
 * that tie stay in seat order.
 */
void
rank_game(const struct game *g, struct ranking *r)
{
	int	 i, j, s;

	memset(r, 0, sizeof(*r));
	if (g->rules.variant == VARIANT_DUEL && g->rules.seats == 2) {
		rank_duel(g, r);
		return;
	}
	r->nsides = game_sides(g);
	if (r->nsides < 0)
		r->nsides = 0;
	if (r->nsides > MAX_SEATS)
		r->nsides = MAX_SEATS;
	for (s = 0; s < r->nsides; s++) {
		sort6(g->score[s], r->sorted[s]);
		for (j = s; j > 0 && compare_sorted(r->sorted[s],
		    r->sorted[r->order[j - 1]], NULL) > 0; j--)
			r->order[j] = r->order[j - 1];
		r->order[j] = s;
	}
	for (i = 0; i < r->nsides; i++) {
		if (i > 0 && compare_sorted(r->sorted[r->order[i]],
		    r->sorted[r->order[i - 1]], NULL) == 0)
			r->rank[i] = r->rank[i - 1];
		else
			r->rank[i] = i + 1;
	}
}

int
rank_duel_count(const struct game *g, int seat)
{
	int	 c, n = 0;

	if (seat != 0 && seat != 1)
		return 0;
	for (c = 0; c < COLOURS; c++)
		if (seat == 0 ? g->track[c] > 0 : g->track[c] < 0)
			n++;
	return n;
}

const char *
rank_position_name(int at)
{
	static const char *const names[COLOURS] = {
		"lowest", "second lowest", "third lowest", "fourth lowest",
		"fifth lowest", "highest"
	};

	return at >= 0 && at < COLOURS ? names[at] : "all";
}

/* A growing string for the decision sentences. */
struct sbuf {
	char	*s;
	size_t	 len;
	size_t	 cap;
};

static void sbuf_printf(struct sbuf *, const char *, ...)
    __attribute__((format(printf, 2, 3)));

static void
sbuf_printf(struct sbuf *b, const char *fmt, ...)
{
	va_list	 ap;
	int	 n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if (b->len + (size_t)n + 1 > b->cap) {
		b->cap = (b->len + (size_t)n + 1) * 2;
		b->s = xrealloc(b->s, b->cap);
	}
	va_start(ap, fmt);
	vsnprintf(b->s + b->len, b->cap - b->len, fmt, ap);
	va_end(ap);
	b->len += (size_t)n;
}

/*
 * The duel comparison of sides a and b in words: the numbers of counters
 * on each own half, and when they are equal the own-half positions from
 * the lowest up to the one that differs.
 */
static void
duel_words(struct sbuf *b, const struct ranking *rk, int a, int bs)
{
	int	 ca = rk->own[a], cb = rk->own[bs], i;

	if (ca != cb) {
		sbuf_printf(b, "counters on own side %d %s %d", ca,
		    ca > cb ? ">" : "<", cb);
		return;
	}
	sbuf_printf(b, "counters on own side %d = %d", ca, cb);
	for (i = 0; i < ca && i < COLOURS; i++) {
		sbuf_printf(b, ", %s %d %s %d", rank_position_name(i),
		    rk->sorted[a][i], rk->sorted[a][i] == rk->sorted[bs][i] ?
		    "=" : rk->sorted[a][i] > rk->sorted[bs][i] ? ">" : "<",
		    rk->sorted[bs][i]);
		if (rk->sorted[a][i] != rk->sorted[bs][i])
			break;
	}
}

/* The rank of side s in the ranking, 0 if it has none. */
static int
rank_of(const struct ranking *rk, int s)
{
	int	 i;

	for (i = 0; i < rk->nsides && i < MAX_SEATS; i++)
		if (rk->order[i] == s)
			return rk->rank[i];
	return 0;
}

char *
rank_decision(const struct game *g, const struct ranking *rk, int a, int bs,
    int first, const char *const names[MAX_SEATS])
{
	struct sbuf	 b = { NULL, 0, 0 };
	const char	*an, *bn;
	int		 at, cmp, k, same;

	if (a < 0 || a >= MAX_SEATS || a >= rk->nsides)
		return xstrdup("");
	an = names[a] != NULL ? names[a] : "?";
	if (rk->nsides == 1) {
		/* Solo: the score is the lowest counter ("10 Solo"). */
		sbuf_printf(&b, "%s scores %d: the lowest counter", an,
		    rk->sorted[a][0]);
		return b.s;
	}
	if (bs < 0 || bs >= MAX_SEATS || bs >= rk->nsides)
		return xstrdup("");
	bn = names[bs] != NULL ? names[bs] : "?";
	same = rank_of(rk, a) == rank_of(rk, bs);
	if (first && g->winner_now >= 0 && game_side_of(g, g->winner_now) == a) {
		if (g->rules.variant == VARIANT_DUEL)
			sbuf_printf(&b, "%s wins at once: all six counters on "
			    "own side", an);
		else
			sbuf_printf(&b, "%s wins at once: every counter at %d",
			    an, game_cap(g));
		return b.s;
	}
	if (g->rules.variant == VARIANT_DUEL) {
		if (same)
			sbuf_printf(&b, "%s and %s draw: ", an, bn);
		else
			sbuf_printf(&b, "%s wins: ", an);
		duel_words(&b, rk, a, bs);
		return b.s;
	}
	cmp = compare_sorted(rk->sorted[a], rk->sorted[bs], &at);
	if (cmp == 0) {
		if (first)
			sbuf_printf(&b, "%s and %s draw: identical sorted "
			    "counters", an, bn);
		else
			sbuf_printf(&b, "%s and %s share rank %d: identical "
			    "sorted counters", an, bn, rank_of(rk, a));
		for (k = 0; k < COLOURS; k++)
			sbuf_printf(&b, " %d", rk->sorted[a][k]);
		return b.s;
	}
	if (first)
		sbuf_printf(&b, "%s wins: ", an);
	else
		sbuf_printf(&b, "%s ranks above %s: ", an, bn);
	for (k = 0; k <= at && k < COLOURS; k++)
		sbuf_printf(&b, "%s%s %d %s %d", k > 0 ? ", " : "",
		    rank_position_name(k), rk->sorted[a][k],
		    k < at ? "=" : cmp > 0 ? ">" : "<", rk->sorted[bs][k]);
	return b.s;
}
