/*
 * Tournament standings (see standings.h): counting games into per-event
 * tables and ranking them by MSO victory points and tie-breaks.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rank.h"
#include "standings.h"
#include "util.h"

struct standings *
standings_new(void)
{
	return xcalloc(1, sizeof(struct standings));
}

static void
event_free(struct standings_event *ev)
{
	size_t	 i;

	for (i = 0; i < ev->nrows; i++)
		free(ev->rows[i].player);
	for (i = 0; i < ev->ngames; i++)
		free(ev->games[i].file);
	free(ev->rows);
	free(ev->games);
	free(ev->name);
}

void
standings_free(struct standings *st)
{
	size_t	 i;

	if (st == NULL)
		return;
	for (i = 0; i < st->nevents; i++)
		event_free(&st->events[i]);
	free(st->events);
	free(st);
}

/* The event of this name, made on first use. */
static struct standings_event *
event_of(struct standings *st, const char *name)
{
	struct standings_event	*ev;
	size_t			 i;

	for (i = 0; i < st->nevents; i++)
		if (strcmp(st->events[i].name, name) == 0)
			return &st->events[i];
	if (st->nevents == st->cap) {
		st->cap = st->cap ? st->cap * 2 : 4;
		st->events = xreallocarray(st->events, st->cap,
		    sizeof(*st->events));
	}
	ev = &st->events[st->nevents++];
	memset(ev, 0, sizeof(*ev));
	ev->name = xstrdup(name);
	return ev;
}

/* The row of a player in ev, or -1 (make it if make is set). */
static int
row_of(struct standings_event *ev, const char *player, int make)
{
	size_t	 i;

	for (i = 0; i < ev->nrows; i++)
		if (strcmp(ev->rows[i].player, player) == 0)
			return (int)i;
	if (!make)
		return -1;
	if (ev->nrows == ev->rowcap) {
		ev->rowcap = ev->rowcap ? ev->rowcap * 2 : 8;
		ev->rows = xreallocarray(ev->rows, ev->rowcap,
		    sizeof(*ev->rows));
	}
	memset(&ev->rows[ev->nrows], 0, sizeof(ev->rows[0]));
	ev->rows[ev->nrows].player = xstrdup(player);
	return (int)ev->nrows++;
}

/* The lowest of a side's six counters. */
static int
lowest_counter(const struct game *g, int side)
{
	int	 c, low = g->score[side][0];

	for (c = 1; c < COLOURS; c++)
		if (g->score[side][c] < low)
			low = g->score[side][c];
	return low;
}

/*
 * Why rec cannot count, into why; 0 if it can.  The pairing is checked
 * by the caller.
 */
static int
refuse(const struct record *rec, const struct replay *rp, size_t errors,
    char *why, size_t size)
{
	static const char *const variants[] = {
		[VARIANT_STANDARD] = "standard", [VARIANT_SOLO] = "solo",
		[VARIANT_TEAM] = "team", [VARIANT_DUEL] = "duel"
	};

	if (rec == NULL || rp == NULL || !rec->usable)
		snprintf(why, size, "the record cannot be replayed");
	else if (errors > 0)
		snprintf(why, size, "the game has %zu error%s", errors,
		    errors == 1 ? "" : "s");
	else if (rec->rules.variant != VARIANT_STANDARD &&
	    (unsigned)rec->rules.variant < 4)
		snprintf(why, size, "a %s game, not a game of the standard "
		    "variant", variants[rec->rules.variant]);
	else if (rec->nplayers != 2 || rp->ranking.nsides != 2)
		snprintf(why, size, "a game of %d players, not two",
		    rec->nplayers);
	else if (rec->rules.ruleset != RULES_MSO)
		snprintf(why, size, "not played under MSO rules (rules: mso)");
	else
		return 0;
	return -1;
}

int
standings_add(struct standings *st, const struct record *rec,
    const struct replay *rp, size_t errors, const char *file, char *why,
    size_t size)
{
	struct standings_event	*ev;
	struct standings_game	*gm;
	const struct ranking	*rk;
	int			 a, b, vp2;
	size_t			 i;

	if (size > 0)
		why[0] = '\0';
	if (refuse(rec, rp, errors, why, size) != 0)
		return -1;
	ev = event_of(st, rec->event != NULL ? rec->event : "");
	/* A pairing recorded twice: the first game counts. */
	a = row_of(ev, rec->players[0], 0);
	b = row_of(ev, rec->players[1], 0);
	for (i = 0; a >= 0 && b >= 0 && i < ev->ngames; i++) {
		gm = &ev->games[i];
		if ((gm->a == a && gm->b == b) || (gm->a == b && gm->b == a)) {
			snprintf(why, size, "%s and %s already played each "
			    "other in this event: %s:%d, game %d",
			    rec->players[0], rec->players[1], gm->file,
			    gm->line, gm->game);
			return -1;
		}
	}
	a = row_of(ev, rec->players[0], 1);
	b = row_of(ev, rec->players[1], 1);
	rk = &rp->ranking;
	if (rk->rank[1] == 1)
		vp2 = 1;
	else
		vp2 = rk->order[0] == 0 ? 2 : 0;
	if (ev->ngames == ev->gamecap) {
		ev->gamecap = ev->gamecap ? ev->gamecap * 2 : 16;
		ev->games = xreallocarray(ev->games, ev->gamecap,
		    sizeof(*ev->games));
	}
	gm = &ev->games[ev->ngames++];
	gm->a = a;
	gm->b = b;
	gm->vp2_a = vp2;
	gm->low_a = lowest_counter(&rp->g, 0);
	gm->low_b = lowest_counter(&rp->g, 1);
	gm->file = xstrdup(file);
	gm->line = rec->pos.line;
	gm->game = rec->game;
	return 0;
}

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
	qsort(ev->rows, ev->nrows, sizeof(*ev->rows), compare_rows);
	remap_games(ev);
	for (i = 0; i < ev->nrows; i++)
		ev->rows[i].rank = i > 0 &&
		    compare_key(&ev->rows[i], &ev->rows[i - 1]) == 0 ?
		    ev->rows[i - 1].rank : (int)i + 1;
}

void
standings_rank(struct standings *st)
{
	size_t	 i;

	for (i = 0; i < st->nevents; i++)
		rank_event(&st->events[i]);
}
