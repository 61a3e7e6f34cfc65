/*
 * A roll valued exactly (clever_strong.h): every way the dice thrown can
 * fall, each with the worth of the best decision it offers, averaged.
 *
 * A roll of k dice falls 6^k ways (46,656 for six), but the position
 * after a take depends only on the die taken, its value, its box and
 * which of the other dice stay in play (those not lower): that many
 * positions at most are valued, each once, in a table indexed by those
 * four things and stamped with the call that filled it.  The white and
 * blue dice's box in blue is their sum, which is part of the index.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "clever_strong.h"
#include "util.h"

/* Index of a position: die, value, box (30 codes), dice left in play. */
#define CODES		30
#define KEYS		(CLEVER_DICE * 6 * CODES * 64)

struct clever_rollctx {
	uint32_t	 gen;		/* stamp of the current call */
	uint32_t	 stamp[KEYS];	/* val[i] is of this call if equal */
	long		 val[KEYS];
};

struct clever_rollctx *
clever_rollctx_new(void)
{
	return xcalloc(1, sizeof(struct clever_rollctx));
}

void
clever_rollctx_free(struct clever_rollctx *rc)
{
	free(rc);
}

/* A new call: values of earlier calls no longer count. */
static void
next_gen(struct clever_rollctx *rc)
{
	if (++rc->gen == 0) {
		memset(rc->stamp, 0, sizeof(rc->stamp));
		rc->gen = 1;
	}
}

/* The code of a mark: yellow cell 0..15, blue 16..26, green, orange,
 * purple 27..29. */
static int
code_of(const struct clever_mark *m)
{
	switch (m->area) {
	case CA_Y:
		return m->cell;
	case CA_B:
		return 16 + m->cell - 2;
	default:
		return 27 + m->area - CA_G;
	}
}

/* What one call values: the position, the dice, and how. */
struct job {
	struct clever_rollctx	*rc;
	const struct clever_strong *st;
	const struct clever_pos	*at;
	int			 value[CLEVER_DICE];	/* current outcome */
	int			 platter;	/* 1: a solo passive roll */
	/* The boxes die d showing v can go to on the sheet, blue aside. */
	uint8_t			 ncode[CLEVER_DICE][7];
	uint8_t			 code[CLEVER_DICE][7][5];
	uint8_t			 blue_free[13];	/* by blue + white */
};

/*
 * The boxes of the sheet each die and value can be entered in
 * (clever_legal_marks), blue apart: its box is the sum of two dice.
 */
static void
job_codes(struct job *j)
{
	const struct clever_sheet *s = &j->at->sheet;
	struct clever_mark	 m[CLEVER_MARKS_MAX];
	int			 d, v, i, k, n;

	for (i = 2; i <= 12; i++)
		j->blue_free[i] = clever_legal_marks(s, CD_B, 1, i, m) > 0;
	for (d = 0; d < CLEVER_DICE; d++)
		for (v = 1; v <= 6; v++) {
			/* A sum of 0 names no blue cell: blue is left out. */
			k = clever_legal_marks(s, d, v, 0, m);
			for (i = 0, n = 0; i < k && n < 5; i++)
				j->code[d][v][n++] = (uint8_t)code_of(&m[i]);
			j->ncode[d][v] = (uint8_t)n;
		}
}

/*
 * The worth of entering die d (its value now) in the box of code, the
 * dice of mask left in play.
 */
static long
worth_of(struct job *j, int d, int code, unsigned mask)
{
	struct clever_roll	 r;
	struct clever_opt	 o;
	struct clever_pos	 t;
	int			 k, v = j->value[d];

	k = ((d * 6 + v - 1) * CODES + code) * 64 + (int)mask;
	if (j->rc->stamp[k] == j->rc->gen)
		return j->rc->val[k];
	o.die = d;
	if (code < 16) {
		o.mark.area = CA_Y;
		o.mark.cell = code;
		o.mark.written = 0;
	} else if (code < 27) {
		o.mark.area = CA_B;
		o.mark.cell = code - 16 + 2;
		o.mark.written = 0;
	} else
		clever_target(&j->at->sheet, CA_G + code - 27, v, 0, &o.mark);
	if (j->platter) {
		t = *j->at;
		clever_strong_mark(j->st, &t, &o.mark, NULL);
	} else {
		r.at = *j->at;
		memcpy(r.value, j->value, sizeof(r.value));
		clever_after_take(j->st, &r, &o, &t);
	}
	j->rc->stamp[k] = j->rc->gen;
	return j->rc->val[k] = clever_strong_value(j->st, &t);
}

/*
 * The best worth among the options of the dice of mask as they fell (the
 * others of the pool staying in play when not lower), or LONG_MIN if no
 * die of mask is usable.
 */
static long
best_of(struct job *j, unsigned mask)
{
	unsigned	 ge[7], left;
	long		 v, best = LONG_MIN;
	int		 i, c, x, sum = j->value[CD_W] + j->value[CD_B];

	memset(ge, 0, sizeof(ge));
	if (!j->platter)
		for (c = 0; c < CLEVER_DICE; c++)
			if ((j->at->pool >> c) & 1)
				for (x = 1; x <= j->value[c]; x++)
					ge[x] |= 1u << c;
	for (c = 0; c < CLEVER_DICE; c++) {
		if (!((mask >> c) & 1))
			continue;
		x = j->value[c];
		left = ge[x] & ~(1u << c);
		for (i = 0; i < j->ncode[c][x]; i++)
			if ((v = worth_of(j, c, j->code[c][x][i], left)) > best)
				best = v;
		if ((c == CD_W || c == CD_B) && sum >= 2 && sum <= 12 &&
		    j->blue_free[sum] &&
		    (v = worth_of(j, c, 16 + sum - 2, left)) > best)
			best = v;
	}
	return best;
}

/* The three lowest dice: every die not above the third lowest value. */
static unsigned
platter_of(const int value[CLEVER_DICE])
{
	int	 sorted[CLEVER_DICE], i, k, t;
	unsigned m = 0;

	memcpy(sorted, value, sizeof(sorted));
	for (i = 1; i < CLEVER_DICE; i++)
		for (k = i; k > 0 && sorted[k] < sorted[k - 1]; k--) {
			t = sorted[k];
			sorted[k] = sorted[k - 1];
			sorted[k - 1] = t;
		}
	for (i = 0; i < CLEVER_DICE; i++)
		if (value[i] <= sorted[2])
			m |= 1u << i;
	return m;
}

/*
 * The worth of the outcome j->value as the average counts it: its best
 * option, else `none` (a platter roll: no less than none), and no less
 * than `floor` (LONG_MIN: no floor).
 */
static long
outcome(struct job *j, long none, long floor)
{
	long	 v;

	v = best_of(j, j->platter ? platter_of(j->value) : j->at->pool);
	if (v == LONG_MIN || (j->platter && v < none))
		v = none;
	if (floor != LONG_MIN && v < floor)
		v = floor;
	return v;
}

/* The average of outcome() over every way the dice thrown can fall. */
static long
average(struct job *j, long none, long floor)
{
	unsigned	 pool = j->platter ? 0x3fu : j->at->pool;
	int		 dice[CLEVER_DICE], k = 0, c, i;
	int64_t		 sum = 0, ways = 0;

	for (c = 0; c < CLEVER_DICE; c++)
		if ((pool >> c) & 1) {
			dice[k++] = c;
			j->value[c] = 1;
		}
	for (;;) {
		sum += outcome(j, none, floor);
		ways++;
		for (i = 0; i < k && j->value[dice[i]] == 6; i++)
			j->value[dice[i]] = 1;
		if (i == k)
			break;
		j->value[dice[i]]++;
	}
	return (long)(sum / ways);
}

/*
 * A job for a roll from position at (platter: a solo passive roll, at
 * the end of its turn), the dice showing value; *none and *floor as
 * outcome() takes them.
 */
static void
job_init(struct job *j, struct clever_rollctx *rc,
    const struct clever_strong *st, const struct clever_pos *at,
    const int value[CLEVER_DICE], int platter, long *none, long *floor)
{
	struct clever_pos	 t;

	next_gen(rc);
	j->rc = rc;
	j->st = st;
	j->at = at;
	j->platter = platter;
	memcpy(j->value, value, sizeof(j->value));
	job_codes(j);
	*floor = LONG_MIN;
	if (platter) {
		*none = clever_strong_value(st, at);
		return;
	}
	clever_after_void(at, &t);
	*none = clever_strong_value(st, &t);
	if (at->sheet.rr_used < at->sheet.rr_earned) {
		t = *at;
		t.sheet.rr_used++;
		*floor = clever_strong_value(st, &t);
	}
}

long
clever_roll_value(struct clever_rollctx *rc, const struct clever_strong *st,
    const struct clever_pos *at, const int value[CLEVER_DICE])
{
	struct job	 j;
	long		 none, floor;

	job_init(&j, rc, st, at, value, 0, &none, &floor);
	return average(&j, none, floor);
}

long
clever_roll_outcome(struct clever_rollctx *rc,
    const struct clever_strong *st, const struct clever_pos *at,
    const int value[CLEVER_DICE])
{
	struct job	 j;
	long		 none, floor;

	job_init(&j, rc, st, at, value, 0, &none, &floor);
	return outcome(&j, none, floor);
}

long
clever_platter_value(struct clever_rollctx *rc,
    const struct clever_strong *st, const struct clever_pos *at)
{
	static const int	 any[CLEVER_DICE];
	struct job		 j;
	long			 none, floor;

	job_init(&j, rc, st, at, any, 1, &none, &floor);
	return average(&j, none, floor);
}

long
clever_platter_outcome(struct clever_rollctx *rc,
    const struct clever_strong *st, const struct clever_pos *at,
    const int value[CLEVER_DICE])
{
	struct job	 j;
	long		 none, floor;

	job_init(&j, rc, st, at, value, 1, &none, &floor);
	return outcome(&j, none, floor);
}

long
clever_take_value(struct clever_rollctx *rc, const struct clever_strong *st,
    const struct clever_roll *r, const struct clever_opt *o)
{
	struct clever_pos	 t;

	clever_after_take(st, r, o, &t);
	if (t.when != CLEVER_AT_ROLL || (st != NULL && st->no_search))
		return clever_strong_value(st, &t);
	return clever_roll_value(rc, st, &t, r->value);
}

long
clever_roll_worth(struct clever_rollctx *rc, const struct clever_strong *st,
    const struct clever_roll *r, int *best, long *reroll)
{
	struct clever_opt	 o[CLEVER_MAX_OPTS];
	struct clever_pos	 t;
	long			 v, bv = LONG_MIN;
	int			 n, i;

	*best = -1;
	*reroll = LONG_MIN;
	n = clever_options(&r->at.sheet, r->value, r->at.pool, o);
	for (i = 0; i < n; i++) {
		if ((v = clever_take_value(rc, st, r, &o[i])) > bv) {
			bv = v;
			*best = i;
		}
	}
	if (n == 0) {
		clever_after_void(&r->at, &t);
		bv = clever_strong_value(st, &t);
	}
	if (r->at.sheet.rr_used < r->at.sheet.rr_earned) {
		clever_after_reroll(r, &t);
		*reroll = st != NULL && st->no_search ?
		    clever_strong_value(st, &t) :
		    clever_roll_value(rc, st, &t, r->value);
		if (*reroll > bv) {
			bv = *reroll;
			*best = CLEVER_REROLL;
		}
	}
	return bv;
}
