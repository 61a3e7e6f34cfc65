/*
 * The strong Ganz schön clever player (clever_strong.h): the options of a
 * decision, the position each leads to (the mark and its whole bonus
 * chain made, the dice moved), and the choice of the one worth the most.
 * The chain is made in the order the self-play writes it
 * (clever_play.c), so a position valued here is the position played.
 */
#include <string.h>

#include "clever_strong.h"

int
clever_options(const struct clever_sheet *s, const int value[CLEVER_DICE],
    unsigned mask, struct clever_opt *out)
{
	struct clever_mark	 m[CLEVER_MARKS_MAX];
	int			 n = 0, c, i, k, sum = value[CD_W] + value[CD_B];

	for (c = 0; c < CLEVER_DICE; c++) {
		if (!((mask >> c) & 1))
			continue;
		k = clever_legal_marks(s, c, value[c], sum, m);
		for (i = 0; i < k && n < CLEVER_MAX_OPTS; i++) {
			out[n].die = c;
			out[n++].mark = m[i];
		}
	}
	return n;
}

int
clever_black_options(const struct clever_sheet *s, struct clever_opt *out)
{
	struct clever_mark	 m[CLEVER_MARKS_MAX];
	int			 n, i;

	n = clever_bonus_marks(s, CB_NONE, m);
	for (i = 0; i < n; i++) {
		out[i].die = -1;
		out[i].mark = m[i];
	}
	return n;
}

long
clever_strong_value(const struct clever_strong *st, const struct clever_pos *p)
{
	if (clever_pos_final(p))
		return clever_pos_total(p);
	if (st != NULL && st->value != NULL)
		return st->value(st->ctx, p);
	return clever_value(p);
}

#define QUEUE	64

void
clever_strong_mark(const struct clever_strong *st, struct clever_pos *p,
    const struct clever_mark *m, uint8_t *count)
{
	enum clever_bonus	 q[QUEUE], f[2], b;
	struct clever_mark	 bm;
	int			 n, k, i;

	n = clever_apply(&p->sheet, m, q);
	for (i = 0; count != NULL && i < n; i++)
		count[q[i]]++;
	while (n > 0) {
		b = q[0];
		memmove(q, q + 1, sizeof(q[0]) * (size_t)--n);
		if (!clever_bonus_is_mark(b)) {
			clever_earn(&p->sheet, b);
			continue;
		}
		if (b == CB_XY || b == CB_XB) {
			if ((bm.cell = clever_strong_x(st, p, b, NULL)) < 0)
				continue;
			bm.area = b == CB_XY ? CA_Y : CA_B;
			bm.written = 0;
		} else if (clever_bonus_target(&p->sheet, b, &bm) != 0)
			continue;
		k = clever_apply(&p->sheet, &bm, f);
		for (i = 0; count != NULL && i < k; i++)
			count[f[i]]++;
		if (n + k <= QUEUE) {
			memmove(q + k, q, sizeof(q[0]) * (size_t)n);
			for (i = 0; i < k; i++)
				q[i] = f[i];
			n += k;
		}
	}
}

int
clever_strong_x(const struct clever_strong *st, const struct clever_pos *p,
    enum clever_bonus b, long *value)
{
	struct clever_mark	 m[CLEVER_MARKS_MAX];
	struct clever_pos	 t;
	long			 v, bv = 0;
	int			 n, i, best = -1;

	n = clever_bonus_marks(&p->sheet, b, m);
	for (i = 0; i < n; i++) {
		t = *p;
		clever_strong_mark(st, &t, &m[i], NULL);
		v = clever_strong_value(st, &t);
		if (best < 0 || v > bv) {
			best = m[i].cell;
			bv = v;
		}
	}
	if (value != NULL)
		*value = bv;
	return best;
}

void
clever_after_take(const struct clever_strong *st, const struct clever_roll *r,
    const struct clever_opt *o, struct clever_pos *out)
{
	unsigned	 pool = 0;
	int		 c;

	for (c = 0; c < CLEVER_DICE; c++)
		if (c != o->die && ((r->at.pool >> c) & 1) &&
		    r->value[c] >= r->value[o->die])
			pool |= 1u << c;
	*out = r->at;
	out->pool = pool;
	out->rolls = r->at.rolls - 1;
	if (pool == 0 || out->rolls <= 0) {
		out->when = CLEVER_AT_END;
		out->pool = 0;
		out->rolls = 0;
	}
	clever_strong_mark(st, out, &o->mark, NULL);
}

void
clever_after_void(const struct clever_pos *at, struct clever_pos *out)
{
	*out = *at;
	if (--out->rolls <= 0) {
		out->when = CLEVER_AT_END;
		out->pool = 0;
		out->rolls = 0;
	}
}

void
clever_after_reroll(const struct clever_roll *r, struct clever_pos *out)
{
	*out = r->at;
	out->sheet.rr_used++;
}

/* A random index in 0..n-1 when the settings explore, else -1. */
static int
explore(const struct clever_strong *st, int n, struct prng *rng)
{
	if (st == NULL || st->explore == 0 || rng == NULL || n <= 0)
		return -1;
	if (prng_below(rng, 1000) >= st->explore)
		return -1;
	return (int)prng_below(rng, (uint32_t)n);
}

static void
tell(const struct clever_strong *st, const struct clever_pos *p)
{
	if (st != NULL && st->chosen != NULL)
		st->chosen(st->ctx, p);
}

int
clever_strong_take(const struct clever_strong *st, struct clever_rollctx *rc,
    const struct clever_roll *r, struct clever_opt *out, struct prng *rng)
{
	struct clever_opt	 o[CLEVER_MAX_OPTS];
	struct clever_pos	 t;
	long			 rv;
	int			 n, best, rr;

	n = clever_options(&r->at.sheet, r->value, r->at.pool, o);
	rr = r->at.sheet.rr_used < r->at.sheet.rr_earned;
	best = explore(st, n + rr, rng);
	if (best == n)
		best = CLEVER_REROLL;
	else if (best < 0)
		clever_roll_worth(rc, st, r, &best, &rv);
	if (best >= 0)
		*out = o[best];
	if (st != NULL && st->chosen != NULL) {
		if (best == CLEVER_REROLL)
			clever_after_reroll(r, &t);
		else if (best >= 0)
			clever_after_take(st, r, &o[best], &t);
		else
			clever_after_void(&r->at, &t);
		tell(st, &t);
	}
	return best < 0 ? best : 0;
}

/*
 * Of the options o[n], each made on position at, the one whose position
 * is worth the most; or -1 when declining is worth more (decline not
 * NULL: the position if the player declines).
 */
static int
choose(const struct clever_strong *st, const struct clever_pos *at,
    const struct clever_pos *decline, const struct clever_opt *o, int n,
    struct prng *rng)
{
	struct clever_pos	 t, bt;
	long			 v, bv = 0;
	int			 i, best = -1, pick;

	pick = explore(st, n + (decline != NULL), rng);
	if (decline != NULL) {
		bt = *decline;
		bv = clever_strong_value(st, decline);
	}
	for (i = 0; i < n && pick != n; i++) {
		t = *at;
		clever_strong_mark(st, &t, &o[i].mark, NULL);
		v = clever_strong_value(st, &t);
		if (pick == i || (pick < 0 && ((best < 0 && decline == NULL) ||
		    v > bv))) {
			best = i;
			bv = v;
			bt = t;
		}
	}
	if (best >= 0 || decline != NULL)
		tell(st, &bt);
	return best;
}

int
clever_strong_pick(const struct clever_strong *st, const struct clever_pos *at,
    const struct clever_opt *o, int n, struct prng *rng)
{
	return choose(st, at, at, o, n, rng);
}

int
clever_strong_extra(const struct clever_strong *st,
    const struct clever_pos *at, const struct clever_opt *o, int n,
    struct prng *rng)
{
	struct clever_pos	 spent = *at;

	spent.sheet.p1_used++;
	return choose(st, &spent, at, o, n, rng);
}

int
clever_strong_black(const struct clever_strong *st,
    const struct clever_pos *at, const struct clever_opt *o, int n,
    struct prng *rng)
{
	return choose(st, at, NULL, o, n, rng);
}
