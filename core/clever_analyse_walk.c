/*
 * The clever analysis's walk (see clever_analyse_priv.h): for each kind
 * of entry, the position before it (the replay's state after the entry
 * before), every choice it had with its value, and the choice made; the
 * luck of each roll; the +1s kept when a turn closes.  A roll entry's
 * step already holds the round bonuses of the round it starts.
 */
#include <limits.h>
#include <string.h>

#include "clever_analyse_priv.h"

/* Seat's position at the step's turn. */
static void
pos_of(const struct walk *w, const struct clever_step *s, int seat,
    enum clever_when when, struct clever_pos *p)
{
	memset(p, 0, sizeof(*p));
	p->sheet = s->sheets[seat];
	p->nplayers = w->n;
	p->rounds = w->rounds;
	p->seat = seat;
	p->turn = s->turn < 0 ? 0 : s->turn;
	p->when = when;
}

/* The dice of the step that show a value, of mask. */
static unsigned
shown(const struct clever_step *s, unsigned mask)
{
	int	 c;

	for (c = 0; c < CLEVER_DICE; c++)
		if (s->dice[c] == 0)
			mask &= ~(1u << c);
	return mask;
}

static unsigned
placed(const struct clever_step *s, int where)
{
	unsigned	 m = 0;
	int		 c;

	for (c = 0; c < CLEVER_DICE; c++)
		if (s->place[c] == where)
			m |= 1u << c;
	return shown(s, m);
}

static void
dice_of(const struct clever_step *s, int value[CLEVER_DICE])
{
	int	 c;

	for (c = 0; c < CLEVER_DICE; c++)
		value[c] = s->dice[c];
}

/* The choices of roll r: each take (none if no die is usable), a reroll. */
static void
roll_choices(struct walk *w, const struct clever_roll *r, struct dec *d)
{
	struct clever_opt	 o[CLEVER_MAX_OPTS];
	struct clever_pos	 t;
	int			 n, i;

	d->n = 0;
	n = clever_options(&r->at.sheet, r->value, r->at.pool, o);
	for (i = 0; i < n; i++)
		clever_an_choice(d, CCH_DIE, &o[i], r->value,
		    clever_take_value(w->an->rc, NULL, r, &o[i]));
	if (n == 0) {
		clever_after_void(&r->at, &t);
		clever_an_choice(d, CCH_NONE, NULL, r->value, clever_value(&t));
	}
	if (r->at.sheet.rr_used < r->at.sheet.rr_earned) {
		clever_after_reroll(r, &t);
		clever_an_choice(d, CCH_REROLL, NULL, r->value,
		    clever_roll_value(w->an->rc, NULL, &t, r->value));
	}
}

/*
 * A roll or reroll of the active player at step st, the roll_no-th roll
 * of the turn: its choices, its luck.
 */
static void
new_roll(struct walk *w, const struct clever_step *st, int roll_no)
{
	struct clever_roll	*r = &w->roll;

	w->roll_ok = 0;
	pos_of(w, st, st->player, CLEVER_AT_ROLL, &r->at);
	r->at.pool = placed(st, 0);
	r->at.rolls = 4 - roll_no;
	dice_of(st, r->value);
	if (r->at.pool == 0 || r->at.rolls < 1 || r->at.rolls > 3)
		return;
	w->roll_ok = 1;
	roll_choices(w, r, &w->rolldec);
	if (w->an->sim > 0) {
		clever_an_table(w, st, roll_no);
		w->rolltab = w->tab;
	}
	clever_an_luck(w, st->player, clever_roll_outcome(w->an->rc, NULL,
	    &r->at, r->value), clever_roll_value(w->an->rc, NULL, &r->at,
	    r->value));
}

/* A solo passive roll at step st: the luck of its platter. */
static void
passive_roll(struct walk *w, const struct clever_step *st)
{
	struct clever_pos	 at;
	int			 value[CLEVER_DICE];

	pos_of(w, st, 0, CLEVER_AT_END, &at);
	dice_of(st, value);
	clever_an_luck(w, 0, clever_platter_outcome(w->an->rc, NULL, &at,
	    value), clever_platter_value(w->an->rc, NULL, &at));
}

/*
 * The X in yellow and blue of the chain of step st (seat's), each a
 * decision: the sheet before the entry's mark is at->sheet, the X are
 * valued at position at.
 */
static void
chain_x(struct walk *w, const struct clever_step *st, int seat,
    const struct clever_pos *at)
{
	const struct clever_made *mk;
	struct clever_sheet	 cur = at->sheet;
	struct clever_choice	 played;
	struct clever_opt	 o;
	struct clever_mark	 m[CLEVER_MARKS_MAX];
	struct clever_pos	 t;
	struct dec		 d;
	enum clever_bonus	 f[2];
	int			 j, k, n;

	for (j = 0; j < st->nmade && j < CLEVER_MADE_MAX; j++) {
		mk = &st->made[j];
		if (j > 0 && mk->bonus_mark && (mk->mark.area == CA_Y ||
		    mk->mark.area == CA_B)) {
			n = clever_bonus_marks(&cur, mk->mark.area == CA_Y ?
			    CB_XY : CB_XB, m);
			d.n = 0;
			o.die = -1;
			for (k = 0; k < n; k++) {
				t = *at;
				t.sheet = cur;
				o.mark = m[k];
				clever_strong_mark(NULL, &t, &o.mark, NULL);
				clever_an_choice(&d, CCH_MARK, &o, NULL,
				    clever_value(&t));
			}
			memset(&played, 0, sizeof(played));
			played.kind = CCH_MARK;
			played.die = -1;
			played.mark = mk->mark;
			clever_an_judge(w, st->move, seat, CDEC_X, &d, &played);
		}
		if (mk->mark.area == CA_Y ? clever_yellow_crossed(&cur,
		    mk->mark.cell) : mk->mark.area == CA_B ?
		    (cur.blue >> mk->mark.cell) & 1 : 0)
			continue;
		if ((mk->mark.area == CA_G && cur.green >= CLEVER_BOXES) ||
		    (mk->mark.area == CA_O && cur.norange >= CLEVER_BOXES) ||
		    (mk->mark.area == CA_P && cur.npurple >= CLEVER_BOXES))
			continue;
		k = clever_apply(&cur, &mk->mark, f);
		while (k-- > 0)
			clever_earn(&cur, f[k]);
	}
}

/* The choice the entry made: its die and its own mark, or none. */
static int
played_die(const struct clever_entry *e, const struct clever_step *st,
    struct clever_choice *c)
{
	memset(c, 0, sizeof(*c));
	if (e->die.ok && e->die.none) {
		c->kind = CCH_NONE;
		return 0;
	}
	if (!e->die.ok || st->nmade < 1 || st->made[0].bonus_mark)
		return -1;
	c->kind = CCH_DIE;
	c->die = e->die.colour;
	c->value = st->dice[c->die];
	c->mark = st->made[0].mark;
	return 0;
}

static void
on_take(struct walk *w, const struct clever_entry *e,
    const struct clever_step *st)
{
	struct clever_choice	 played;
	struct clever_opt	 o;
	struct clever_pos	 at;

	if (!w->roll_ok || !st->applied)
		return;
	w->roll_ok = 0;
	if (played_die(e, st, &played) != 0)
		return;
	w->tab = w->rolltab;
	clever_an_judge(w, st->move, st->player, CDEC_TAKE, &w->rolldec, &played);
	if (played.kind != CCH_DIE)
		return;
	o.die = played.die;
	o.mark = played.mark;
	clever_after_take(NULL, &w->roll, &o, &at);
	at.sheet = w->roll.at.sheet;
	chain_x(w, st, st->player, &at);
}

static void
on_reroll(struct walk *w, const struct clever_step *st)
{
	struct clever_choice	 played;

	if (!w->roll_ok || !st->applied)
		return;
	memset(&played, 0, sizeof(played));
	played.kind = CCH_REROLL;
	w->tab = w->rolltab;
	clever_an_judge(w, st->move, st->player, CDEC_TAKE, &w->rolldec,
	    &played);
	/* The same roll of the turn, thrown again. */
	new_roll(w, st, 4 - w->roll.at.rolls);
}

/*
 * A decision at the end of a turn's active phase or at the start of a
 * round: options o[n] made on position `on`, declining (if decline is not
 * NULL) at that position.
 */
static void
end_choices(const struct clever_opt *o, int n, const int value[CLEVER_DICE],
    const struct clever_pos *on, const struct clever_pos *decline,
    struct dec *d)
{
	struct clever_pos	 t;
	int			 i;

	d->n = 0;
	/* Declining first: the strong player declines on a tie. */
	if (decline != NULL)
		clever_an_choice(d, CCH_NONE, NULL, value, clever_value(decline));
	for (i = 0; i < n; i++) {
		t = *on;
		clever_strong_mark(NULL, &t, &o[i].mark, NULL);
		clever_an_choice(d, o[i].die >= 0 ? CCH_DIE : CCH_MARK, &o[i],
		    value, clever_value(&t));
	}
}

static void
on_pick(struct walk *w, const struct clever_entry *e,
    const struct clever_step *st)
{
	struct clever_opt	 o[CLEVER_MAX_OPTS];
	struct clever_choice	 played;
	struct clever_pos	 at;
	struct dec		 d;
	int			 value[CLEVER_DICE], n, seat = st->player;

	if (seat < 0 || !st->applied || w->pv == NULL ||
	    played_die(e, st, &played) != 0)
		return;
	pos_of(w, w->pv, seat, CLEVER_AT_END, &at);
	dice_of(w->pv, value);
	n = clever_options(&at.sheet, value, placed(w->pv, 2), o);
	if (n == 0 && w->n > 1)
		n = clever_options(&at.sheet, value, placed(w->pv, 1), o);
	end_choices(o, n, value, &at, &at, &d);
	if (w->an->sim > 0)
		clever_an_table(w, w->pv, 0);
	clever_an_judge(w, st->move, seat, CDEC_PICK, &d, &played);
	if (played.kind == CCH_DIE)
		chain_x(w, st, seat, &at);
}

static void
on_extra(struct walk *w, const struct clever_entry *e,
    const struct clever_step *st)
{
	struct clever_opt	 o[CLEVER_MAX_OPTS];
	struct clever_choice	 played;
	struct clever_pos	 at, spent;
	struct dec		 d;
	int			 value[CLEVER_DICE], n, seat = st->player;

	if (seat < 0 || !st->applied || w->pv == NULL ||
	    played_die(e, st, &played) != 0 || played.kind != CCH_DIE)
		return;
	pos_of(w, w->pv, seat, CLEVER_AT_END, &at);
	if (at.sheet.p1_used < at.sheet.p1_earned &&
	    !((w->extra[seat] >> played.die) & 1)) {
		spent = at;
		spent.sheet.p1_used++;
		dice_of(w->pv, value);
		n = clever_options(&at.sheet, value, shown(w->pv, 0x3fu &
		    ~w->extra[seat]), o);
		end_choices(o, n, value, &spent, &at, &d);
		if (w->an->sim > 0)
			clever_an_table(w, w->pv, 0);
		clever_an_judge(w, st->move, seat, CDEC_EXTRA, &d, &played);
		chain_x(w, st, seat, &spent);
	}
	w->extra[seat] |= 1u << played.die;
}

static void
on_black(struct walk *w, const struct clever_step *st)
{
	struct clever_opt	 o[CLEVER_MARKS_MAX];
	struct clever_choice	 played;
	struct clever_pos	 at;
	struct dec		 d;
	int			 n, seat = st->player;

	if (seat < 0 || !st->applied || w->pv == NULL || st->nmade < 1)
		return;
	pos_of(w, w->pv, seat, CLEVER_AT_START, &at);
	at.turn = w->pv->turn + 1;
	n = clever_black_options(&at.sheet, o);
	end_choices(o, n, NULL, &at, NULL, &d);
	memset(&played, 0, sizeof(played));
	played.kind = CCH_MARK;
	played.die = -1;
	played.mark = st->made[0].mark;
	if (w->an->sim > 0) {
		clever_an_table(w, w->pv, 0);
		w->tab.turn = w->pv->turn + 1;
	}
	clever_an_judge(w, st->move, seat, CDEC_BLACK, &d, &played);
	chain_x(w, st, seat, &at);
}

/*
 * The end phase of the turn of w->pv is over: each player who kept a +1
 * that a die could have been entered with decided not to use it.
 */
void
clever_an_close(struct walk *w)
{
	struct clever_opt	 o[CLEVER_MAX_OPTS];
	struct clever_choice	 none;
	struct clever_pos	 at, spent;
	struct dec		 d;
	int			 value[CLEVER_DICE], n, seat;

	if (w->pv == NULL || w->pv->turn < 0 || w->closed == w->pv->turn ||
	    w->pv->phase != 0)
		return;
	w->closed = w->pv->turn;
	memset(&none, 0, sizeof(none));
	none.kind = CCH_NONE;
	dice_of(w->pv, value);
	for (seat = 0; seat < w->n; seat++) {
		pos_of(w, w->pv, seat, CLEVER_AT_END, &at);
		if (w->last[seat] == 0 ||
		    at.sheet.p1_used >= at.sheet.p1_earned)
			continue;
		n = clever_options(&at.sheet, value, shown(w->pv, 0x3fu &
		    ~w->extra[seat]), o);
		if (n == 0)
			continue;
		spent = at;
		spent.sheet.p1_used++;
		end_choices(o, n, value, &spent, &at, &d);
		if (w->an->sim > 0) {
			clever_an_table(w, w->pv, 0);
			w->tab.unpicked = 0;
		}
		clever_an_judge(w, w->last[seat], seat, CDEC_EXTRA, &d, &none);
	}
}

/* One entry of the record with its step. */
void
clever_an_entry(struct walk *w, const struct clever_entry *e,
    const struct clever_step *st)
{
	switch (e->action) {
	case CX_ROLL:
		if (w->pv == NULL || st->turn != w->turn) {
			clever_an_close(w);
			memset(w->extra, 0, sizeof(w->extra));
			memset(w->last, 0, sizeof(w->last));
		}
		w->roll_ok = 0;
		if (!st->applied || st->player < 0)
			break;
		if (w->n == 1 && st->turn % 2 == 1)
			passive_roll(w, st);
		else
			new_roll(w, st, st->roll_no);
		break;
	case CX_REROLL:
		on_reroll(w, st);
		break;
	case CX_TAKE:
		on_take(w, e, st);
		break;
	case CX_PICK:
		on_pick(w, e, st);
		break;
	case CX_EXTRA:
		on_extra(w, e, st);
		break;
	case CX_BLACK:
		clever_an_close(w);
		on_black(w, st);
		break;
	default:
		break;
	}
	if (st->applied && st->player >= 0 && st->player < w->n &&
	    (e->action == CX_TAKE || e->action == CX_PICK ||
	    e->action == CX_EXTRA))
		w->last[st->player] = st->move;
}

