/*
 * The strong agent in self-play (clever_play_priv.h): each decision of a
 * seat it plays, asked of clever_strong.h with the seat's position, and
 * the choice found among self-play's own options.
 */
#include <string.h>

#include "clever_play_priv.h"

/* Seat's position now, at w. */
static void
strong_at(const struct play_state *p, int seat, enum clever_when w,
    struct clever_pos *at)
{
	memset(at, 0, sizeof(*at));
	at->sheet = p->sh[seat];
	at->nplayers = p->n;
	at->rounds = p->cp->cr.rounds;
	at->seat = seat;
	at->turn = p->turn;
	at->when = w;
}

/* The index among o[n] of the strong agent's choice c, or -1. */
static int
strong_index(const struct opt *o, int n, const struct clever_opt *c)
{
	int	 i;

	for (i = 0; i < n; i++)
		if (o[i].die == c->die && o[i].m.area == c->mark.area &&
		    o[i].m.cell == c->mark.cell)
			return i;
	return -1;
}

/*
 * The choice among o[n] by decide at position at; the X of its chain
 * are chosen at xat.  Returns the index, or -1.
 */
static int
strong_choice(struct play_state *p, const struct clever_pos *at,
    const struct clever_pos *xat, const struct opt *o, int n,
    int (*decide)(const struct clever_strong *, const struct clever_pos *,
    const struct clever_opt *, int, struct prng *))
{
	struct clever_opt	 co[CLEVER_MARKS_MAX];
	int			 i;

	for (i = 0; i < n && i < CLEVER_MARKS_MAX; i++) {
		co[i].die = o[i].die;
		co[i].mark = o[i].m;
	}
	p->xat = *xat;
	return decide(p->cp->strong, at, co, i, p->rng);
}

int
play_strong_take(struct play_state *p, int seat, int rolls,
    const struct opt *o, int n)
{
	struct clever_roll	 r;
	struct clever_opt	 co;
	int			 c, k;

	if (p->cp->rc == NULL)
		p->cp->rc = clever_rollctx_new();
	strong_at(p, seat, CLEVER_AT_ROLL, &r.at);
	r.at.pool = play_dice_at(p, PL_PLAY);
	r.at.rolls = 3 - rolls;
	for (c = 0; c < CLEVER_DICE; c++)
		r.value[c] = p->value[c];
	k = clever_strong_take(p->cp->strong, p->cp->rc, &r, &co, p->rng);
	if (k < 0)
		return k;
	/* The position the chain's X are chosen at, as valued. */
	clever_after_take(p->cp->strong, &r, &co, &p->xat);
	return strong_index(o, n, &co);
}

int
play_strong_extra(struct play_state *p, int seat, const struct opt *o, int n)
{
	struct clever_pos	 at, spent;

	strong_at(p, seat, CLEVER_AT_END, &at);
	spent = at;
	spent.sheet.p1_used++;
	return strong_choice(p, &at, &spent, o, n, clever_strong_extra);
}

int
play_strong_pick(struct play_state *p, int seat, const struct opt *o, int n)
{
	struct clever_pos	 at;

	strong_at(p, seat, CLEVER_AT_END, &at);
	return strong_choice(p, &at, &at, o, n, clever_strong_pick);
}

int
play_strong_black(struct play_state *p, int seat,
    struct opt o[CLEVER_MARKS_MAX])
{
	struct clever_opt	 co[CLEVER_MARKS_MAX];
	struct clever_pos	 at;
	int			 n, i;

	if ((n = clever_black_options(&p->sh[seat], co)) == 0)
		return -1;
	for (i = 0; i < n; i++) {
		o[i].die = -1;
		o[i].m = co[i].mark;
		o[i].gain = 0;
	}
	strong_at(p, seat, CLEVER_AT_START, &at);
	return strong_choice(p, &at, &at, o, n, clever_strong_black);
}

int
play_strong_x(struct play_state *p, const struct clever_sheet *s,
    enum clever_bonus b)
{
	struct clever_pos	 at = p->xat;

	at.sheet = *s;
	return clever_strong_x(p->cp->strong, &at, b, NULL);
}
