/*
 * The end phase of a Ganz schön clever turn in the replay
 * (clever_replay_priv.h): the passive players' picks from the silver
 * platter or the dice fields, the +1 actions, and the black bonus at the
 * start of round 4.  The order of checks is genial-clever(5), THE RULES;
 * clever_turn.c has the rolls and takes, clever_marks.c the marks.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "clever_replay_priv.h"

void
clever_turn_pick(struct clever_state *s, const struct clever_entry *e)
{
	char		 buf[64];
	unsigned	 plat;
	int		 seat = e->player, act, c, k;

	if (s->ph != PH_END || (s->solo && !passive_turn(s))) {
		clever_report(s, D_WRONG_PHASE, e->pos, e->player, "a pick "
		    "belongs after the active phase, from the silver platter");
		return;
	}
	act = turn_active(s, s->turn);
	if (seat < 0) {
		if (s->solo)
			seat = 0;
		else if (s->n == 2)
			seat = 1 - act;
		else {
			clever_report(s, D_MISSING_KEY, e->pos, -1, "a pick "
			    "needs player: several players could pick");
			return;
		}
	}
	if (!s->solo && seat == act) {
		clever_report(s, D_WRONG_PLAYER, e->player_pos, seat, "%s is "
		    "the active player and takes nothing from the platter",
		    pname(s, seat));
		return;
	}
	if ((s->picked >> seat) & 1) {
		clever_report(s, D_WRONG_PHASE, e->pos, seat, "%s has already "
		    "picked this turn", pname(s, seat));
		return;
	}
	s->picked |= 1u << seat;
	s->done |= 1u << seat;
	s->step->player = seat;
	s->step->round = turn_round(s, s->turn);
	s->step->applied = 1;
	if (!e->die.ok || e->die.none) {
		s->step->sheet = s->sh[seat];
		return;
	}
	c = e->die.colour;
	if (clever_unthrown(s, e, seat, c)) {
		s->step->sheet = s->sh[seat];
		return;
	}
	plat = clever_dice_at(s, PL_PLATTER);
	if (!((plat >> c) & 1)) {
		if (s->solo || s->where[c] != PL_FIELD) {
			clever_report(s, D_DIE_UNAVAILABLE, e->action_pos, seat,
			    "the %s die is not on the platter",
			    clever_die_names[c]);
		} else if (clever_any_usable(s, seat, plat)) {
			unsigned u = 0;

			for (k = 0; k < CLEVER_DICE; k++)
				if ((plat >> k) & 1 && clever_usable(
				    &s->sh[seat], k, s->value[k], sum_bw(s)))
					u |= 1u << k;
			clever_list_dice(s, u, buf, sizeof(buf));
			clever_report(s, D_DIE_UNAVAILABLE, e->action_pos, seat,
			    "%s takes %s from %s's dice fields, but could use "
			    "%s from the platter", pname(s, seat),
			    clever_die_names[c], pname(s, act), buf);
		}
	}
	clever_enter_die(s, seat, e, c);
	s->step->sheet = s->sh[seat];
}

void
clever_turn_extra(struct clever_state *s, const struct clever_entry *e)
{
	int	 seat = e->player, c;

	if (s->ph != PH_END) {
		clever_report(s, D_WRONG_PHASE, e->pos, e->player, "a +1 "
		    "action belongs at the end of a turn");
		return;
	}
	if (seat < 0) {
		if (s->n == 1)
			seat = 0;
		else {
			clever_report(s, D_MISSING_KEY, e->pos, -1, "a +1 "
			    "action needs player: several players could use "
			    "one");
			return;
		}
	}
	s->step->player = seat;
	s->step->round = turn_round(s, s->turn);
	if (!((s->done >> seat) & 1) && !(s->solo && !passive_turn(s)))
		clever_report(s, D_WRONG_PHASE, e->pos, seat, "%s uses +1 "
		    "before picking from the platter", pname(s, seat));
	if (s->sh[seat].p1_used >= s->sh[seat].p1_earned)
		clever_report(s, D_ACTION_UNAVAILABLE, e->action_pos, seat,
		    "%s has no +1 left", pname(s, seat));
	s->sh[seat].p1_used++;
	s->step->applied = 1;
	if (!e->die.ok) {
		s->step->sheet = s->sh[seat];
		return;
	}
	c = e->die.colour;
	if (clever_unthrown(s, e, seat, c)) {
		s->step->sheet = s->sh[seat];
		return;
	}
	if ((s->extra[seat] >> c) & 1)
		clever_report(s, D_DIE_UNAVAILABLE, e->action_pos, seat, "%s "
		    "has already taken the %s die by +1 this turn", pname(s,
		    seat), clever_die_names[c]);
	s->extra[seat] |= 1u << c;
	clever_enter_die(s, seat, e, c);
	s->step->sheet = s->sh[seat];
}

void
clever_turn_black(struct clever_state *s, const struct clever_entry *e)
{
	struct clever_sheet	*sh;
	struct clever_mark	 m;
	enum clever_bonus	 f[2];
	uint8_t			 count[CB__MAX];
	const struct clever_tok	*t = &e->black;
	uint64_t		 fault;
	int			 seat = e->player, n, r3;

	r3 = s->turn >= 0 && turn_round(s, s->turn) ==
	    CLEVER_BLACK_ROUND - 1 && (s->turn + 1 < s->nturns &&
	    turn_round(s, s->turn + 1) == CLEVER_BLACK_ROUND) &&
	    (s->ph == PH_END || s->ph == PH_BETWEEN);
	if (!r3) {
		clever_report(s, D_WRONG_PHASE, e->pos, e->player, "the black "
		    "bonus is taken at the start of round 4");
		return;
	}
	clever_turn_close(s, e->pos, s->move);
	if (seat < 0) {
		if (s->n == 1)
			seat = 0;
		else {
			clever_report(s, D_MISSING_KEY, e->pos, -1, "a black "
			    "bonus needs player: several players take one");
			return;
		}
	}
	s->step->player = seat;
	s->step->round = 4;
	if ((s->black >> seat) & 1) {
		clever_report(s, D_WRONG_PHASE, e->pos, seat, "%s has already "
		    "taken the black bonus", pname(s, seat));
		return;
	}
	s->black |= 1u << seat;
	sh = &s->sh[seat];
	if (!t->ok)
		return;
	if ((t->area == CA_Y || t->area == CA_B) && t->cell < 0) {
		clever_report(s, D_MISSING_KEY, t->pos, seat, "an X in %s "
		    "needs its cell", clever_area_names[t->area]);
		return;
	}
	if ((t->area == CA_O || t->area == CA_P) && t->value != 0 &&
	    t->value != 6)
		clever_report(s, D_VALUE_MISMATCH, t->pos, seat, "the black "
		    "bonus writes a 6, not %d", t->value);
	m = (struct clever_mark){ t->area, t->cell, 0 };
	fault = clever_check_mark(sh, CLEVER_BONUS_MARK, 6, 0, &m);
	if (fault & CLEVER_UNMAKEABLE) {
		clever_report_unmakeable(s, seat, t->pos, fault, &m);
		return;
	}
	memset(count, 0, sizeof(count));
	n = clever_make_mark(s, seat, &m, 0, f, count);
	clever_chain(s, seat, f, n, e, e->action_pos, count);
	clever_judge_claims(s, seat, e, count);
	s->step->applied = 1;
	s->step->sheet = *sh;
}

