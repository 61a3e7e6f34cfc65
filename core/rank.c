/*
 * Ranking (RULES 7): a side's six counters are sorted ascending and the
 * sorted lists compared lexicographically, so the lowest counter decides
 * first and colour never matters.  Identical lists share a rank, with
 * competition numbering (1, 1, 3).
 *
 * The duel comparison of RULES 9 is not implemented yet: rank_duel_count
 * counts the counters on a seat's side of the track, but rank_game ranks
 * a duel game like any other, by the per-seat counters.
 */
#include <string.h>

#include "game.h"
#include "rank.h"

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

/*
 * Order the sides best first.  The sort is stable (insertion), so sides
 * that tie stay in seat order.
 */
void
rank_game(const struct game *g, struct ranking *r)
{
	int	 i, j, s;

	memset(r, 0, sizeof(*r));
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
