/*
 * The ranking of standings' tables (see standings.h): each event's games
 * tallied into its rows, which are ordered by MSO victory points and the
 * three tie-breaks (genial(1), the standings command), and each row told which key
 * ranks it above the row before and how far its tie-breaks were needed.
 */
#include <stdlib.h>
#include <string.h>

#include "standings.h"
#include "standings_ix.h"
#include "util.h"

/* Add one game's results into the two rows. */
static void
tally(struct standings_event *ev, const struct standings_game *gm)
{
	struct standings_row	*ra = &ev->rows[gm->a], *rb = &ev->rows[gm->b];

	ra->games++;
	rb->games++;
	ra->vp2 += gm->vp2_a;
	rb->vp2 += 2 - gm->vp2_a;
	if (gm->vp2_a == 2) {
		ra->wins++;
		rb->losses++;
	} else if (gm->vp2_a == 0) {
		ra->losses++;
		rb->wins++;
	} else {
		ra->draws++;
		rb->draws++;
	}
	ra->diff += gm->low_a - gm->low_b;
	rb->diff += gm->low_b - gm->low_a;
	ra->lowest += gm->low_a;
	rb->lowest += gm->low_b;
}

/* Order of rows: VPs, then the three tie-breaks, all higher first. */
static int
compare_key(const struct standings_row *x, const struct standings_row *y)
{
	if (x->vp2 != y->vp2)
		return x->vp2 > y->vp2 ? -1 : 1;
	if (x->h2h2 != y->h2h2)
		return x->h2h2 > y->h2h2 ? -1 : 1;
	if (x->diff != y->diff)
		return x->diff > y->diff ? -1 : 1;
	if (x->lowest != y->lowest)
		return x->lowest > y->lowest ? -1 : 1;
	return 0;
}

/* The first key on which x and y differ, or STANDINGS_TIED. */
static enum standings_key
first_difference(const struct standings_row *x, const struct standings_row *y)
{
	if (x->vp2 != y->vp2)
		return STANDINGS_VP;
	if (x->h2h2 != y->h2h2)
		return STANDINGS_H2H;
	if (x->diff != y->diff)
		return STANDINGS_DIFF;
	if (x->lowest != y->lowest)
		return STANDINGS_LOWEST;
	return STANDINGS_TIED;
}

static int
compare_rows(const void *p, const void *q)
{
	const struct standings_row	*x = p, *y = q;
	int				 k = compare_key(x, y);

	return k != 0 ? k : strcmp(x->player, y->player);
}

/*
 * After sorting, rows[i].rank holds the row's index before the sort:
 * point the games at the rows' new places.
 */
static void
remap_games(struct standings_event *ev)
{
	int	*to = xcalloc(ev->nrows > 0 ? ev->nrows : 1, sizeof(int));
	size_t	 i;

	for (i = 0; i < ev->nrows; i++)
		to[ev->rows[i].rank] = (int)i;
	for (i = 0; i < ev->ngames; i++) {
		ev->games[i].a = to[ev->games[i].a];
		ev->games[i].b = to[ev->games[i].b];
	}
	free(to);
}

static void
rank_event(struct standings_event *ev)
{
	struct standings_row	*ra, *rb;
	size_t			 i;

	for (i = 0; i < ev->nrows; i++) {
		ra = &ev->rows[i];
		ra->games = ra->wins = ra->draws = ra->losses = 0;
		ra->vp2 = ra->h2h2 = ra->diff = ra->lowest = 0;
	}
	for (i = 0; i < ev->ngames; i++)
		tally(ev, &ev->games[i]);
	/* Tie-break 1: VPs won against the players level on VPs. */
	for (i = 0; i < ev->ngames; i++) {
		ra = &ev->rows[ev->games[i].a];
		rb = &ev->rows[ev->games[i].b];
		if (ra->vp2 != rb->vp2)
			continue;
		ra->h2h2 += ev->games[i].vp2_a;
		rb->h2h2 += 2 - ev->games[i].vp2_a;
	}
	/* Sorting moves the rows; the games refer to rows by index. */
	for (i = 0; i < ev->nrows; i++)
		ev->rows[i].rank = (int)i;
	if (ev->nrows > 0)	/* an event of refused games has none */
		qsort(ev->rows, ev->nrows, sizeof(*ev->rows), compare_rows);
	remap_games(ev);
	/* The rows and pairings moved: rebuilt on the next lookup. */
	ix_free(&ev->rowix);
	ix_free(&ev->foldix);
	ix_free(&ev->pairix);
	for (i = 0; i < ev->nrows; i++)
		ev->rows[i].rank = i > 0 &&
		    compare_key(&ev->rows[i], &ev->rows[i - 1]) == 0 ?
		    ev->rows[i - 1].rank : (int)i + 1;
	/*
	 * The rows are in key order, so the players level on the first k
	 * keys are neighbours: a row's tie-breaks are those its neighbours
	 * leave it level on.
	 */
	for (i = 0; i < ev->nrows; i++) {
		ra = &ev->rows[i];
		ra->above = i == 0 ? STANDINGS_FIRST :
		    first_difference(&ev->rows[i - 1], ra);
		ra->level = i == 0 ? 0 : (int)ra->above - STANDINGS_VP;
		if (i + 1 < ev->nrows) {
			int	 k = (int)first_difference(ra,
				    &ev->rows[i + 1]) - STANDINGS_VP;

			if (k > ra->level)
				ra->level = k;
		}
		if (ra->level > 3)
			ra->level = 3;
	}
}

void
standings_rank(struct standings *st)
{
	size_t	 i;

	for (i = 0; i < st->nevents; i++)
		rank_event(&st->events[i]);
}
