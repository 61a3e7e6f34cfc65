/*
 * The turn machine of a Ganz schön clever replay: the dice, turns that
 * start and close, and the entries of the active phase (rolls, rerolls,
 * takes, the solo passive roll and its silver platter) judged and applied
 * to the state; clever_end.c has the end phase (picks, +1s, the black
 * bonus), clever_replay.c walks the entries, clever_marks.c judges the
 * marks.  The order of checks is genial-clever(5), THE RULES.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clever_replay_priv.h"
#include "util.h"

int
clever_any_usable(const struct clever_state *s, int seat, unsigned mask)
{
	int	 c;

	for (c = 0; c < CLEVER_DICE; c++)
		if ((mask >> c) & 1 && clever_usable(&s->sh[seat], c,
		    s->value[c], sum_bw(s)))
			return 1;
	return 0;
}

void
clever_list_dice(const struct clever_state *s, unsigned mask, char *buf, size_t len)
{
	char	 t[4];
	size_t	 o = 0;
	int	 c;

	buf[0] = '\0';
	for (c = 0; c < CLEVER_DICE; c++)
		if ((mask >> c) & 1 && o + 6 < len)
			o += (size_t)snprintf(buf + o, len - o, "%s%s",
			    o > 0 ? ", " : "", clever_die_text(c, s->value[c],
			    t));
}

int
clever_unthrown(struct clever_state *s, const struct clever_entry *e, int seat,
    int c)
{
	if (s->value[c] != 0)
		return 0;
	clever_report(s, D_DIE_UNAVAILABLE, e->action_pos, seat, "the %s die "
	    "has not been thrown", clever_die_names[c]);
	return 1;
}

/* The active phase is over: dice in play to the platter. */
static void
end_active(struct clever_state *s)
{
	int	 c;

	for (c = 0; c < CLEVER_DICE; c++)
		if (s->where[c] == PL_PLAY)
			s->where[c] = PL_PLATTER;
	s->ph = PH_END;
	s->out->turns_done = s->turn + 1;
	s->done |= 1u << turn_active(s, s->turn);
	if (s->turn + 1 == s->nturns)
		s->out->complete = 1;
}

/* A roll counted: end the active phase after the third or with none left. */
static void
after_roll(struct clever_state *s)
{
	if (s->rolls >= 3 || clever_dice_at(s, PL_PLAY) == 0)
		end_active(s);
	else
		s->ph = PH_ROLL;
}

/* Close the end phase of the current turn: pick-missing. */
unsigned
clever_turn_unpicked(const struct clever_state *s)
{
	unsigned u = 0;
	int	 seat, act;

	if (s->turn < 0 || s->ph != PH_END)
		return 0;
	act = turn_active(s, s->turn);
	for (seat = 0; seat < s->n; seat++)
		if (!(s->solo ? !passive_turn(s) : seat == act) &&
		    !((s->picked >> seat) & 1))
			u |= 1u << seat;
	return u;
}

void
clever_turn_close(struct clever_state *s, struct srcpos pos, int move)
{
	unsigned u = clever_turn_unpicked(s);
	int	 seat, act;

	if (s->turn < 0 || s->ph != PH_END)
		return;
	act = turn_active(s, s->turn);
	for (seat = 0; seat < s->n; seat++) {
		if (!((u >> seat) & 1))
			continue;
		if (s->solo)
			diag_add(s->d, D_PICK_MISSING, move, pos, seat, "%s "
			    "has no pick on the passive turn (round %d); taken "
			    "as pick: none", pname(s, seat), turn_round(s,
			    s->turn));
		else
			diag_add(s->d, D_PICK_MISSING, move, pos, seat, "%s "
			    "has no pick on %s's turn (round %d); taken as "
			    "pick: none", pname(s, seat), pname(s, act),
			    turn_round(s, s->turn));
	}
	s->ph = PH_BETWEEN;
}

/* 1 if the black bonus can be taken by seat. */
static int
black_possible(const struct clever_state *s, int seat)
{
	struct clever_mark	 m[CLEVER_MARKS_MAX];

	return clever_bonus_marks(&s->sh[seat], CB_NONE, m) > 0;
}

/* Start turn k at the roll entry e. */
static void
start_turn(struct clever_state *s, const struct clever_entry *e)
{
	int	 k = s->turn + 1, r = turn_round(s, k), seat, c;

	clever_turn_close(s, e->pos, s->move);
	if (r == CLEVER_BLACK_ROUND && (k == 0 || turn_round(s, k - 1) !=
	    CLEVER_BLACK_ROUND))
		for (seat = 0; seat < s->n; seat++)
			if (!((s->black >> seat) & 1) && black_possible(s,
			    seat))
				clever_report(s, D_BONUS_FORFEITED, e->pos,
				    seat, "%s did not take the black bonus of "
				    "round 4", pname(s, seat));
	if (k == 0 || turn_round(s, k - 1) != r)
		for (seat = 0; seat < s->n; seat++)
			clever_earn(&s->sh[seat], clever_round_bonus(r));
	s->turn = k;
	s->rolls = 0;
	s->picked = s->done = 0;
	memset(s->extra, 0, sizeof(s->extra));
	for (c = 0; c < CLEVER_DICE; c++)
		s->where[c] = PL_PLAY;
}

/* The dice of a roll or reroll (step e); judged against the dice in play. */
static void
throw_dice(struct clever_state *s, const struct clever_entry *e)
{
	int	 c;

	for (c = 0; c < CLEVER_DICE; c++) {
		if (s->where[c] == PL_PLAY) {
			if (e->dice[c] == 0)
				clever_report(s, D_WRONG_DICE, e->action_pos,
				    -1, "the %s leaves out %c, which is in "
				    "play", e->action == CX_ROLL ? "roll" :
				    "reroll", clever_letters[c]);
			else
				s->value[c] = e->dice[c];
		} else if (e->dice[c] != 0 && e->dice[c] != s->value[c])
			clever_report(s, D_WRONG_DICE, e->dpos[c], -1, "%c is "
			    "not in play and shows %d, not %d",
			    clever_letters[c], s->value[c], e->dice[c]);
	}
}

/*
 * The three lowest dice of a solo passive roll in words, v3 the third
 * lowest value: "B1 P2 G3", or with a tie at v3 "W1 O2 and one of Y4 B4
 * P4".
 */
static void
three_lowest(const struct clever_state *s, int v3, char *buf, size_t len)
{
	static const char *const of[] = { "", "one of ", "two of ",
	    "three of " };
	char	 dt[4];
	size_t	 o = 0;
	int	 c, below = 0, tied = 0;

	buf[0] = '\0';
	for (c = 0; c < CLEVER_DICE; c++) {
		below += s->value[c] < v3;
		tied += s->value[c] == v3;
	}
	for (c = 0; c < CLEVER_DICE; c++)
		if (s->value[c] < v3 || (below + tied == 3 &&
		    s->value[c] == v3))
			o += (size_t)snprintf(buf + o, len - o, "%s%s", o > 0 ?
			    " " : "", clever_die_text(c, s->value[c], dt));
	if (below + tied == 3)
		return;
	o += (size_t)snprintf(buf + o, len - o, "%s%s", o > 0 ? " and " : "",
	    of[3 - below]);
	for (c = 0; c < CLEVER_DICE && o < len; c++)
		if (s->value[c] == v3)
			o += (size_t)snprintf(buf + o, len - o, "%s%s",
			    buf[o - 1] == ' ' ? "" : " ",
			    clever_die_text(c, v3, dt));
}

/*
 * The solo passive roll: three lowest to the platter (C46).  The dice
 * platter names must be three lowest: none of them higher than a die
 * left out; they go to the platter even when they are not.
 */
static void
solo_platter(struct clever_state *s, const struct clever_entry *e)
{
	int		 order[CLEVER_DICE], i, j, t, c, hi = 0, lo = 7;
	unsigned	 named = 0;
	char		 buf[80];

	for (i = 0; i < CLEVER_DICE; i++)
		order[i] = i;
	for (i = 1; i < CLEVER_DICE; i++)	/* stable: W Y B G O P */
		for (j = i; j > 0 && s->value[order[j]] <
		    s->value[order[j - 1]]; j--) {
			t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
	for (c = 0; c < CLEVER_DICE; c++)
		s->where[c] = PL_ASIDE;
	if (e->nplatter == 3) {
		for (i = 0; i < 3; i++)
			named |= 1u << e->platter[i];
		for (c = 0; c < CLEVER_DICE; c++) {
			if ((named >> c) & 1 && s->value[c] > hi)
				hi = s->value[c];
			if (!((named >> c) & 1) && s->value[c] < lo)
				lo = s->value[c];
		}
		if (hi > lo || __builtin_popcount(named) != 3) {
			three_lowest(s, s->value[order[2]], buf, sizeof(buf));
			clever_report(s, D_PLATTER_MISMATCH, e->platter_pos, 0,
			    "the platter gets three lowest dice: %s", buf);
		}
		for (c = 0; c < CLEVER_DICE; c++)
			if ((named >> c) & 1)
				s->where[c] = PL_PLATTER;
		return;
	}
	if (s->value[order[2]] == s->value[order[3]])
		clever_report(s, D_MISSING_KEY, e->action_pos, 0, "the third "
		    "and fourth lowest dice tie; platter must say which go");
	for (i = 0; i < 3; i++)
		s->where[order[i]] = PL_PLATTER;
}

/* The seat whose turn it is, made the step's player and round; an entry
   that names another seat is reported (what: "roll", "take", ...). */
static int
active_step(struct clever_state *s, const struct clever_entry *e,
    const char *what)
{
	int	 act = turn_active(s, s->turn);

	s->step->player = act;
	s->step->round = turn_round(s, s->turn);
	if (e->player >= 0 && e->player != act)
		clever_report(s, D_WRONG_PLAYER, e->player_pos, e->player,
		    "the %s belongs to %s, not %s", what, pname(s, act),
		    pname(s, e->player));
	return act;
}

void
clever_turn_roll(struct clever_state *s, const struct clever_entry *e)
{
	/* An unreadable roll is as if not written: the roll it should have
	   been is still due (bad-die, reported by the reader). */
	if (!e->dice_ok)
		return;
	if (s->ph == PH_TAKE) {
		clever_report(s, D_WRONG_PHASE, e->pos, -1, "a roll while the "
		    "roll before still waits for its take");
		after_roll(s);	/* that roll, counted already, is void (C50) */
	}
	if (s->ph == PH_BETWEEN || s->ph == PH_END) {
		if (!s->solo && s->turn >= 0 && e->player >= 0 &&
		    e->player == turn_active(s, s->turn) &&
		    turn_active(s, s->turn + 1) != e->player) {
			clever_report(s, D_WRONG_PHASE, e->pos, e->player, "%s "
			    "has no roll left this turn", pname(s, e->player));
			return;
		}
		if (s->turn + 1 >= s->nturns) {
			/* The roll before was the last turn's last (C50):
			   no turn is left to start, and the end phase of
			   the last turn goes on. */
			clever_report(s, D_MOVE_AFTER_END, e->pos, -1, "a roll "
			    "with no turn left: the game has ended");
			s->end_reported = 1;
			return;
		}
		start_turn(s, e);
	}
	(void)active_step(s, e, "roll");
	s->step->thrown = clever_dice_at(s, PL_PLAY);
	throw_dice(s, e);
	s->step->applied = 1;
	if (passive_turn(s)) {
		solo_platter(s, e);
		s->step->to_platter = clever_dice_at(s, PL_PLATTER);
		s->ph = PH_END;
		s->out->turns_done = s->turn + 1;
		if (s->turn + 1 == s->nturns)
			s->out->complete = 1;
		return;
	}
	s->rolls++;
	s->step->roll_no = s->rolls;
	s->ph = PH_TAKE;
}

void
clever_turn_reroll(struct clever_state *s, const struct clever_entry *e)
{
	int	 act;

	if (s->ph != PH_TAKE || passive_turn(s)) {
		clever_report(s, D_WRONG_PHASE, e->pos, e->player, "a reroll "
		    "belongs after a roll, before its take");
		return;
	}
	act = active_step(s, e, "reroll");
	if (s->sh[act].rr_used >= s->sh[act].rr_earned)
		clever_report(s, D_ACTION_UNAVAILABLE, e->action_pos, act, "%s "
		    "has no reroll left", pname(s, act));
	s->sh[act].rr_used++;
	s->step->thrown = clever_dice_at(s, PL_PLAY);
	if (e->dice_ok)
		throw_dice(s, e);
	s->step->applied = 1;
	s->step->sheet = s->sh[act];
}

void
clever_turn_take(struct clever_state *s, const struct clever_entry *e)
{
	char		 buf[64];
	unsigned	 play, before;
	int		 act, c;

	if (s->ph != PH_TAKE) {
		clever_report(s, D_WRONG_PHASE, e->pos, e->player, "a take "
		    "needs a roll before it");
		return;
	}
	act = active_step(s, e, "take");
	play = clever_dice_at(s, PL_PLAY);
	before = clever_dice_at(s, PL_PLATTER);
	if (e->die.ok && e->die.none) {
		if (clever_any_usable(s, act, play)) {
			unsigned u = 0;

			for (c = 0; c < CLEVER_DICE; c++)
				if ((play >> c) & 1 &&
				    clever_usable(&s->sh[act], c, s->value[c],
				    sum_bw(s)))
					u |= 1u << c;
			clever_list_dice(s, u, buf, sizeof(buf));
			clever_report(s, D_VOID_ROLL, e->action_pos, act, "%s "
			    "could enter %s; a die must be taken", pname(s,
			    act), buf);
		}
		after_roll(s);
		/* After a void third roll the dice in play go on (C20). */
		s->step->to_platter = clever_dice_at(s, PL_PLATTER) & ~before;
		s->step->applied = 1;
		s->step->sheet = s->sh[act];
		return;
	}
	if (!e->die.ok || !((play >> e->die.colour) & 1) ||
	    clever_unthrown(s, e, act, e->die.colour)) {
		if (e->die.ok && !((play >> e->die.colour) & 1))
			clever_report(s, D_DIE_UNAVAILABLE, e->action_pos, act,
			    "the %s die is not in play", clever_die_names[
			    e->die.colour]);
		after_roll(s);
		s->step->sheet = s->sh[act];
		return;
	}
	c = e->die.colour;
	clever_enter_die(s, act, e, c);
	s->where[c] = PL_FIELD;
	{
		int	 o;

		for (o = 0; o < CLEVER_DICE; o++)	/* no branch */
			s->where[o] = s->where[o] == PL_PLAY && s->value[o] <
			    s->value[c] ? PL_PLATTER : s->where[o];
	}
	after_roll(s);
	s->step->to_platter = clever_dice_at(s, PL_PLATTER) & ~before;
	s->step->applied = 1;
	s->step->sheet = s->sh[act];
}
