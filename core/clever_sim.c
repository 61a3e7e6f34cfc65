/*
 * Playouts of a Ganz schön clever game (see clever_sim.h): the turn
 * structure of genial-clever(5) with the strong player at every seat and
 * no record written.  The dice of a roll are drawn in the order W Y B G O
 * P, each 1 + prng_below(6), as in self-play.
 */
#include <string.h>

#include "clever_sim.h"

/* The strong player without expectimax: the playouts' player. */
static const struct clever_strong quick = { NULL, NULL, NULL, 0, 1 };

static void
pos_at(const struct clever_table *t, int seat, enum clever_when w,
    struct clever_pos *p)
{
	memset(p, 0, sizeof(*p));
	p->sheet = t->sheet[seat];
	p->nplayers = t->nplayers;
	p->rounds = t->rounds;
	p->seat = seat;
	p->turn = t->turn;
	p->when = w;
}

static unsigned
dice_at(const struct clever_table *t, enum clever_place w)
{
	unsigned	 m = 0;
	int		 c;

	for (c = 0; c < CLEVER_DICE; c++)
		if (t->where[c] == w && t->value[c] > 0)
			m |= 1u << c;
	return m;
}

/* The dice that show a value. */
static unsigned
shown(const struct clever_table *t)
{
	unsigned	 m = 0;
	int		 c;

	for (c = 0; c < CLEVER_DICE; c++)
		if (t->value[c] > 0)
			m |= 1u << c;
	return m;
}

static void
throw_dice(struct clever_table *t, unsigned mask, struct prng *rng)
{
	int	 c;

	for (c = 0; c < CLEVER_DICE; c++)
		if ((mask >> c) & 1)
			t->value[c] = 1 + (int)prng_below(rng, 6);
}

/* The active seat's roll as the strong player sees it. */
static void
roll_of(const struct clever_table *t, int seat, struct clever_roll *r)
{
	pos_at(t, seat, CLEVER_AT_ROLL, &r->at);
	r->at.pool = dice_at(t, CP_PLAY);
	r->at.rolls = 4 - t->rolls;
	memcpy(r->value, t->value, sizeof(r->value));
}

/* The active seat takes o from the roll: mark, chain, dice moved. */
static void
take(struct clever_table *t, int seat, const struct clever_opt *o)
{
	struct clever_roll	 r;
	struct clever_pos	 after;
	int			 c;

	roll_of(t, seat, &r);
	clever_after_take(&quick, &r, o, &after);
	t->sheet[seat] = after.sheet;
	t->where[o->die] = CP_FIELD;
	for (c = 0; c < CLEVER_DICE; c++)
		if (t->where[c] == CP_PLAY && t->value[c] < t->value[o->die])
			t->where[c] = CP_PLATTER;
}

/*
 * The active phase of seat from where it stands: rethrow 1 to throw the
 * dice in play again first (a reroll), decided 1 when the current roll
 * has been answered, else a new roll is due.
 */
static void
active(struct clever_table *t, int seat, int rethrow, int decided,
    struct prng *rng)
{
	struct clever_roll	 r;
	struct clever_opt	 o;
	int			 k, c;

	for (;;) {
		if (rethrow)
			throw_dice(t, dice_at(t, CP_PLAY), rng);
		else if (!decided) {
			if (t->rolls >= 3 || dice_at(t, CP_PLAY) == 0)
				break;
			throw_dice(t, dice_at(t, CP_PLAY), rng);
			t->rolls++;
		}
		if (!decided) {
			roll_of(t, seat, &r);
			k = clever_strong_take(&quick, NULL, &r, &o, NULL);
			if (k == CLEVER_REROLL) {
				t->sheet[seat].rr_used++;
				rethrow = 1;
				continue;
			}
			if (k >= 0)
				take(t, seat, &o);
		}
		rethrow = decided = 0;
	}
	for (c = 0; c < CLEVER_DICE; c++)
		if (t->where[c] == CP_PLAY)
			t->where[c] = CP_PLATTER;
}

/* Seat enters o at position at (the end of the turn, or a round's start). */
static void
enter(struct clever_table *t, int seat, const struct clever_pos *at,
    const struct clever_opt *o)
{
	struct clever_pos	 p = *at;

	clever_strong_mark(&quick, &p, &o->mark, NULL);
	t->sheet[seat] = p.sheet;
}

/* Seat's +1s at the end of the turn, as long as it wants. */
static void
extras(struct clever_table *t, int seat)
{
	struct clever_opt	 o[CLEVER_MAX_OPTS];
	struct clever_pos	 at;
	int			 n, i;

	while (t->sheet[seat].p1_used < t->sheet[seat].p1_earned) {
		pos_at(t, seat, CLEVER_AT_END, &at);
		n = clever_options(&at.sheet, t->value, shown(t) &
		    ~t->extra[seat], o);
		if (n == 0 ||
		    (i = clever_strong_extra(&quick, &at, o, n, NULL)) < 0)
			return;
		at.sheet.p1_used++;
		t->extra[seat] |= 1u << o[i].die;
		enter(t, seat, &at, &o[i]);
	}
}

/* Seat's pick from the platter (fallback 1: else the dice fields). */
static void
pick(struct clever_table *t, int seat, int fallback)
{
	struct clever_opt	 o[CLEVER_MAX_OPTS];
	struct clever_pos	 at;
	int			 n, i;

	t->unpicked &= ~(1u << seat);
	pos_at(t, seat, CLEVER_AT_END, &at);
	n = clever_options(&at.sheet, t->value, dice_at(t, CP_PLATTER), o);
	if (n == 0 && fallback)
		n = clever_options(&at.sheet, t->value, dice_at(t, CP_FIELD), o);
	if (n > 0 && (i = clever_strong_pick(&quick, &at, o, n, NULL)) >= 0)
		enter(t, seat, &at, &o[i]);
}

/* The picks still due, each with the picker's +1s. */
static void
picks(struct clever_table *t)
{
	int	 s;

	for (s = 0; s < t->nplayers; s++)
		if ((t->unpicked >> s) & 1) {
			pick(t, s, t->nplayers > 1);
			extras(t, s);
		}
}

/* A solo passive roll: six dice, the three lowest to the platter. */
static void
solo_passive(struct clever_table *t, struct prng *rng)
{
	int	 order[CLEVER_DICE], i, j, x;

	throw_dice(t, 0x3fu, rng);
	for (i = 0; i < CLEVER_DICE; i++)
		order[i] = i;
	for (i = 1; i < CLEVER_DICE; i++)
		for (j = i; j > 0 && t->value[order[j]] <
		    t->value[order[j - 1]]; j--) {
			x = order[j];
			order[j] = order[j - 1];
			order[j - 1] = x;
		}
	for (i = 0; i < CLEVER_DICE; i++)
		t->where[order[i]] = i < 3 ? CP_PLATTER : CP_ASIDE;
	t->unpicked = 1;
	picks(t);
}

/* The black bonus of round 4 for seat (turn t->turn about to start). */
static void
black(struct clever_table *t, int seat)
{
	struct clever_opt	 o[32];
	struct clever_pos	 at;
	int			 n, i;

	pos_at(t, seat, CLEVER_AT_START, &at);
	if ((n = clever_black_options(&at.sheet, o)) > 0 &&
	    (i = clever_strong_black(&quick, &at, o, n, NULL)) >= 0)
		enter(t, seat, &at, &o[i]);
}

static void	end_active(struct clever_table *, int);

/* Turn t->turn from its first roll to its end. */
static void
turn(struct clever_table *t, struct prng *rng)
{
	int	 act = clever_turn_active(t->nplayers, t->turn), c;

	memset(t->extra, 0, sizeof(t->extra));
	t->rolls = 0;
	if (t->nplayers == 1 && t->turn % 2 == 1) {
		solo_passive(t, rng);
		return;
	}
	for (c = 0; c < CLEVER_DICE; c++)
		t->where[c] = CP_PLAY;
	active(t, act, 0, 0, rng);
	end_active(t, act);
}

/* The end of the active phase: the active seat's +1s, then the picks. */
static void
end_active(struct clever_table *t, int act)
{
	int	 s;

	extras(t, act);
	t->unpicked = 0;
	for (s = 0; s < t->nplayers; s++)
		if (s != act && t->nplayers > 1)
			t->unpicked |= 1u << s;
	picks(t);
}

/* The turns after t->turn to the end, each round's bonuses first. */
static void
rest(struct clever_table *t, struct prng *rng)
{
	int	 turns = clever_turns(t->nplayers, t->rounds), r, s;

	while (++t->turn < turns) {
		r = clever_turn_round(t->nplayers, t->turn);
		if (r != clever_turn_round(t->nplayers, t->turn - 1)) {
			for (s = 0; s < t->nplayers; s++)
				if (r == CLEVER_BLACK_ROUND)
					black(t, s);
				else
					clever_earn(&t->sheet[s],
					    clever_round_bonus(r));
		}
		turn(t, rng);
	}
}

long
clever_sim_playout(const struct clever_table *from, int seat,
    enum clever_sim_from how, const struct clever_opt *o, struct prng *rng)
{
	struct clever_table	 t = *from;
	struct clever_score	 sc;
	struct clever_pos	 at;
	int			 act = clever_turn_active(t.nplayers, t.turn);

	switch (how) {
	case CSF_TAKE:
	case CSF_REROLL:
		if (how == CSF_REROLL)
			t.sheet[act].rr_used++;
		else if (o != NULL)
			take(&t, act, o);
		active(&t, act, how == CSF_REROLL, how == CSF_TAKE, rng);
		end_active(&t, act);
		break;
	case CSF_PICK:
		t.unpicked &= ~(1u << seat);
		pos_at(&t, seat, CLEVER_AT_END, &at);
		if (o != NULL)
			enter(&t, seat, &at, o);
		extras(&t, seat);
		picks(&t);
		break;
	case CSF_EXTRA:
		if (o != NULL) {
			pos_at(&t, seat, CLEVER_AT_END, &at);
			at.sheet.p1_used++;
			t.extra[seat] |= 1u << o->die;
			enter(&t, seat, &at, o);
			extras(&t, seat);
		}
		picks(&t);
		break;
	case CSF_BLACK:
		pos_at(&t, seat, CLEVER_AT_START, &at);
		enter(&t, seat, &at, o);
		turn(&t, rng);
		break;
	}
	rest(&t, rng);
	clever_score(&t.sheet[seat], &sc);
	return (long)sc.total * CLEVER_POINT;
}
