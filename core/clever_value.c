/*
 * The evaluation of a Ganz schön clever position (clever_strong.h): the
 * turns still to come, the network's input features, and the network,
 * one hidden layer of rectified units, computed in integers.
 *
 * The features are the facts a player weighs when choosing a box, each
 * scaled to 0..CLEVER_FEATURE_ONE: which yellow and blue cells are
 * crossed, how many cells each yellow row, column and the diagonal and
 * each blue row and column still miss (the bonuses within reach), how far
 * each track has come, the orange sum and the next multiplier, the purple
 * number the next box must beat, the five area scores, the lowest of them
 * and the foxes (the fox points), the rerolls and +1s in hand, the active
 * and passive turns still to come, the round bonuses still to come and,
 * in the active phase, the dice left to throw and the rolls left.  Their
 * order is fixed: the weights (clever_weights.c) are laid out by it.
 */
#include <assert.h>
#include <string.h>

#include "clever_strong.h"

int
clever_turns(int nplayers, int rounds)
{
	return nplayers <= 1 ? 2 * rounds : rounds * nplayers;
}

int
clever_turn_round(int nplayers, int k)
{
	return nplayers <= 1 ? k / 2 + 1 : k / nplayers + 1;
}

int
clever_turn_active(int nplayers, int k)
{
	return nplayers <= 1 ? 0 : k % nplayers;
}

/* 1 if seat is the active player of turn k (solo: the even turns). */
static int
active_at(const struct clever_pos *p, int k)
{
	if (p->nplayers <= 1)
		return k % 2 == 0;
	return k % p->nplayers == p->seat;
}

/* The first turn wholly to come from p. */
static int
next_turn(const struct clever_pos *p)
{
	return p->when == CLEVER_AT_START ? p->turn : p->turn + 1;
}

int
clever_pos_final(const struct clever_pos *p)
{
	return p->when != CLEVER_AT_ROLL &&
	    next_turn(p) >= clever_turns(p->nplayers, p->rounds);
}

long
clever_pos_total(const struct clever_pos *p)
{
	struct clever_score	 sc;

	clever_score(&p->sheet, &sc);
	return (long)sc.total * CLEVER_POINT;
}

static uint16_t
clip(long v)
{
	return (uint16_t)(v < 0 ? 0 : v > CLEVER_FEATURE_ONE ?
	    CLEVER_FEATURE_ONE : v);
}

/* x[*k ..] = 1 for each of the first `upto` steps that v reaches. */
static void
thermo(uint16_t *x, int *k, int v, int upto)
{
	int	 i;

	for (i = 1; i <= upto; i++)
		x[(*k)++] = v >= i ? CLEVER_FEATURE_ONE : 0;
}

/* One-hot of the cells a group still misses: 0, 1 or 2 (3 and more: none). */
static void
missing(uint16_t *x, int *k, int miss)
{
	int	 i;

	for (i = 0; i < 3; i++)
		x[(*k)++] = miss == i ? CLEVER_FEATURE_ONE : 0;
}

/*
 * The cells each yellow row, column and the diagonal (ym[0..3], [4..7],
 * [8]) and each blue row and column (bm[0..2], [3..6]) still miss.
 */
static void
missing_cells(const struct clever_sheet *s, int ym[9], int bm[7])
{
	int	 i, r, c;

	memset(ym, 0, 9 * sizeof(ym[0]));
	memset(bm, 0, 7 * sizeof(bm[0]));
	for (i = 0; i < 16; i++)
		if (!clever_yellow_crossed(s, i)) {
			ym[i / 4]++;
			ym[4 + i % 4]++;
			ym[8] += clever_yellow_on_diagonal(i);
		}
	for (i = 2; i <= 12; i++)
		if (!clever_blue_crossed(s, i)) {
			clever_blue_place(i, &r, &c);
			bm[r]++;
			bm[3 + c]++;
		}
}

/* The sheet's features. */
static void
sheet_features(const struct clever_sheet *s, uint16_t *x, int *k)
{
	struct clever_score	 sc;
	int			 ym[9], bm[7], i, last;

	missing_cells(s, ym, bm);
	for (i = 0; i < 16; i++)
		if (!clever_yellow_printed(i))
			x[(*k)++] = clever_yellow_crossed(s, i) ?
			    CLEVER_FEATURE_ONE : 0;
	for (i = 0; i < 9; i++)
		missing(x, k, ym[i]);
	for (i = 2; i <= 12; i++)
		x[(*k)++] = clever_blue_crossed(s, i) ? CLEVER_FEATURE_ONE : 0;
	thermo(x, k, clever_blue_count(s), 11);
	for (i = 0; i < 7; i++)
		missing(x, k, bm[i]);
	thermo(x, k, s->green, 11);
	thermo(x, k, s->norange, 11);
	clever_score(s, &sc);
	x[(*k)++] = clip(sc.area[CA_O] * 2);
	x[(*k)++] = s->norange < CLEVER_BOXES &&
	    clever_orange_mult(s->norange + 1) == 2 ? CLEVER_FEATURE_ONE : 0;
	x[(*k)++] = s->norange < CLEVER_BOXES &&
	    clever_orange_mult(s->norange + 1) == 3 ? CLEVER_FEATURE_ONE : 0;
	thermo(x, k, s->npurple, 11);
	last = s->npurple > 0 ? s->purple[s->npurple - 1] : 0;
	for (i = 1; i <= 5; i++)
		x[(*k)++] = last == i && s->npurple < CLEVER_BOXES ?
		    CLEVER_FEATURE_ONE : 0;
	x[(*k)++] = clip(sc.area[CA_P] * 4);
	for (i = 0; i < CLEVER_AREAS; i++)
		x[(*k)++] = clip(sc.area[i] * 4);
	x[(*k)++] = clip(sc.lowest * 4);
	x[(*k)++] = clip(sc.fox / 2);
	thermo(x, k, s->foxes, 5);
	thermo(x, k, s->rr_earned - s->rr_used, 4);
	thermo(x, k, s->p1_earned - s->p1_used, 4);
}

/* The turns and round bonuses to come, and the dice of the turn. */
static void
time_features(const struct clever_pos *p, uint16_t *x, int *k)
{
	int	 turns = clever_turns(p->nplayers, p->rounds);
	int	 j, fa = 0, fp = 0, r, rr = 0, p1 = 0, black = 0, c;

	for (j = next_turn(p); j < turns; j++) {
		if (active_at(p, j))
			fa++;
		else
			fp++;
	}
	for (r = clever_turn_round(p->nplayers, p->turn) + 1; r <= p->rounds;
	    r++) {
		rr += clever_round_bonus(r) == CB_REROLL;
		p1 += clever_round_bonus(r) == CB_PLUS1;
		black += r == CLEVER_BLACK_ROUND;
	}
	thermo(x, k, fa, 6);
	thermo(x, k, fp, 6);
	x[(*k)++] = clip(fp * CLEVER_FEATURE_ONE / 18);
	thermo(x, k, rr, 2);
	x[(*k)++] = p1 ? CLEVER_FEATURE_ONE : 0;
	x[(*k)++] = black ? CLEVER_FEATURE_ONE : 0;
	x[(*k)++] = p->when == CLEVER_AT_START ? CLEVER_FEATURE_ONE : 0;
	x[(*k)++] = p->when == CLEVER_AT_ROLL ? CLEVER_FEATURE_ONE : 0;
	for (c = 0; c < CLEVER_DICE; c++)
		x[(*k)++] = p->when == CLEVER_AT_ROLL && ((p->pool >> c) & 1) ?
		    CLEVER_FEATURE_ONE : 0;
	for (j = 1; j <= 3; j++)
		x[(*k)++] = p->when == CLEVER_AT_ROLL && p->rolls == j ?
		    CLEVER_FEATURE_ONE : 0;
	for (j = 1; j <= 4; j++)
		x[(*k)++] = p->nplayers == j ? CLEVER_FEATURE_ONE : 0;
}

int
clever_features(const struct clever_pos *p, uint16_t *x)
{
	int	 k = 0, i, nz = 0;

	sheet_features(&p->sheet, x, &k);
	time_features(p, x, &k);
	assert(k == CLEVER_FEATURES);
	for (i = 0; i < k; i++)
		nz += x[i] != 0;
	return nz;
}

long
clever_value_net(const struct clever_net *net, const struct clever_pos *p)
{
	uint16_t	 x[CLEVER_FEATURES];
	int32_t		 h[CLEVER_HIDDEN];
	int16_t		 xi;
	int64_t		 acc;
	int		 i, j, sh;

	if (net == NULL)
		net = &clever_net_default;
	if (clever_pos_final(p))
		return clever_pos_total(p);
	clever_features(p, x);
	/*
	 * |w1| and |b1| are at most 2^13 (clever_train.c clamps them), so
	 * h stays below 177 * 256 * 2^13 < 2^31.
	 */
	for (j = 0; j < CLEVER_HIDDEN; j++)
		h[j] = net->b1[j] * CLEVER_FEATURE_ONE;
	for (i = 0; i < CLEVER_FEATURES; i++) {
		const int16_t	*w;

		if ((xi = (int16_t)x[i]) == 0)
			continue;
		w = net->w1 + (size_t)i * CLEVER_HIDDEN;
		for (j = 0; j < CLEVER_HIDDEN; j++)
			h[j] += xi * w[j];
	}
	/* h is in units of 2^-(8 + shift_in); the output of 2^-(that +
	   shift_out). */
	acc = (int64_t)net->b2 * ((int64_t)CLEVER_FEATURE_ONE <<
	    net->shift_in);
	for (j = 0; j < CLEVER_HIDDEN; j++)
		if (h[j] > 0)
			acc += (int64_t)h[j] * net->w2[j];
	/* The rest of the game cannot take points away. */
	if (acc < 0)
		acc = 0;
	sh = 8 + net->shift_in + net->shift_out;
	return clever_pos_total(p) + (long)(acc * (net->scale *
	    CLEVER_POINT) / ((int64_t)1 << sh));
}

long
clever_value(const struct clever_pos *p)
{
	return clever_value_net(&clever_net_default, p);
}
