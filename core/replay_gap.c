/*
 * Entries missing near a finding (genial(1) FAULTY RECORDS, "An entry
 * missing"): the runs of entries a reading may take to be missing before
 * an entry, or at the end of the record, each with its prior.  A run
 * holds the turns the names show, and, up to MISSING_MAX entries in all,
 * one more that is a bonus placement one of them earned, or a whole
 * round more where the names go on in turn; replay_near.c lists them
 * with the other edits near a finding.
 */
#include <string.h>

#include "replay_edit.h"

/* The priors of missing entries (see genial(1)). */
#define PRIOR_MISSING		6	/* each entry missing */
#define PRIOR_MISSING_FIT	12	/* one missing that the names do not
					   show (it earned a bonus) */
#define PRIOR_MISSING_EARNED	2	/* more for a bonus placement one
					   of them earned (the names do not
					   show it) */
#define PRIOR_MISSING_ROUND	6	/* more for a whole round of them
					   (the names do not show it) */

/*
 * 1 if a placement of seat may earn a bonus placement on board g: one of
 * its side's counters may reach the cap (a placement scores each hex of
 * the colour on the board at most twice, once for each of its hexes).
 */
static int
may_earn(const struct game *g, int seat)
{
	int	 n[COLOURS] = { 0 }, c, i, side;

	if (seat < 0 || seat >= MAX_SEATS)
		return 0;
	side = game_side_of(g, seat);
	for (i = 0; i < BOARD_CELLS; i++)
		if (g->cell[i] >= 0 && g->cell[i] < COLOURS)
			n[g->cell[i]]++;
	for (c = 0; c < COLOURS; c++)
		if (g->score[side][c] < game_cap(g) &&
		    g->score[side][c] + 2 * n[c] >= game_cap(g))
			return 1;
	return 0;
}

/* Seats from a to b in the turn order. */
static int
dist(int a, int b, int seats)
{
	return seats > 0 ? ((b - a) % seats + seats) % seats : 0;
}

static void
gap_init(struct edit *e, int at, int seat, int prior)
{
	memset(e, 0, sizeof(*e));
	e->kind = ED_MISSING;
	e->at = at;
	e->to = -1;
	e->seat = (int8_t)seat;
	e->prior = (int16_t)prior;
	e->code = -1;
}

/*
 * The runs the names show missing before entry m (record index idx):
 * the turns up to the player it names, or those with a bonus placement
 * one of them earned, or a whole round more.
 */
static int
shown(const struct ctx *st, int seats, int32_t idx, const struct rec_move *m,
    int exp, int cont, struct edit *out, int n)
{
	const struct game	*g = st->g;
	struct edit		 e;
	int			 k;

	gap_init(&e, idx, exp, 0);
	if (cont && exp == st->s.seat && g->bonus_due > 0) {
		e.bonus = 1;
		e.n = (int8_t)(1 + dist(game_next_seat(g), m->player, seats));
	} else
		e.n = (int8_t)dist(exp, m->player, seats);
	e.prior = (int16_t)(PRIOR_MISSING * e.n);
	if (e.n > 0)
		n = replay_near_add(out, n, &e);
	/* Or with a bonus placement one of them earned. */
	for (k = 1; k <= e.n && e.n < MISSING_MAX; k++) {
		if (!may_earn(g, replay_missing_seat(&e, k - 1, seats)))
			continue;
		e.n++;
		e.earned = (uint8_t)(1u << k);
		e.prior = (int16_t)(PRIOR_MISSING * e.n + PRIOR_MISSING_EARNED);
		n = replay_near_add(out, n, &e);
		e.n--;
		e.earned = 0;
	}
	/* Or a whole round more: the names fit either way. */
	e.n = (int8_t)(e.n + seats);
	e.prior = (int16_t)(PRIOR_MISSING * e.n + PRIOR_MISSING_ROUND);
	if (e.n <= MISSING_MAX)
		n = replay_near_add(out, n, &e);
	return n;
}

int
replay_gap_edits(const struct ctx *st, int seats, int32_t idx,
    const struct rec_move *m, struct edit *out, int n)
{
	struct edit	 e;
	int		 exp, cont;

	if (m->player < 0 || seats < 2 || m->action == ACT_FLAG)
		return n;
	exp = replay_expected_seat(st, &cont);
	if (m->player != exp)
		return shown(st, seats, idx, m, exp, cont, out, n);
	if (m->action != ACT_PLACE)
		return n;
	/*
	 * An entry of the player it names missing before it, which earned
	 * it as a bonus placement (the names fit either way); with a bonus
	 * due, the missing one is its placement.
	 */
	gap_init(&e, idx, exp, PRIOR_MISSING_FIT);
	e.n = 1;
	e.bonus = (int8_t)(cont && exp == st->s.seat && st->g->bonus_due > 0);
	n = replay_near_add(out, n, &e);
	/*
	 * Or a whole round of entries, its player's last (with a bonus due,
	 * the bonus placement and the others' turns).
	 */
	if (seats <= MISSING_MAX) {
		e.n = (int8_t)seats;
		e.prior = (int16_t)(PRIOR_MISSING * e.n + PRIOR_MISSING_ROUND);
		n = replay_near_add(out, n, &e);
	}
	return n;
}

int
replay_gap_end(const struct ctx *st, int32_t nmoves, struct edit *out, int n)
{
	struct edit	 e;
	int		 exp, cont, k;

	exp = replay_expected_seat(st, &cont);
	gap_init(&e, nmoves, exp, 0);
	e.bonus = (int8_t)(cont && exp == st->s.seat && st->g->bonus_due > 0);
	for (k = 1; k <= MISSING_MAX; k++) {
		e.n = (int8_t)k;
		e.prior = (int16_t)(PRIOR_MISSING * k);
		n = replay_near_add(out, n, &e);
	}
	return n;
}
