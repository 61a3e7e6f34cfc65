/*
 * Playouts of a Ganz schön clever game for `genial analyse --sim N`
 * (genial(1) "ANALYSIS"): from a decision's choice, the rest of the game
 * played to its end by the strong player (clever_strong.h) at every
 * seat, with dice from the project's PRNG, and the final total of the
 * player who decided.
 *
 * The table is a struct clever_table: every sheet, the dice and where
 * they lie, the turn and how far it has come.  A playout makes the
 * choice, finishes the turn (the rolls left, the picks still due, the
 * deciding player's +1s), then plays every later turn as genial-clever(5)
 * says: round bonuses, the black bonus of round 4, three rolls with
 * rerolls, the silver platter, picks, +1s; in the solo game the passive
 * turn's three lowest dice.  The strong player here judges rerolls by
 * its network alone (no expectimax), which is what makes a playout cheap.
 */
#ifndef GENIAL_CLEVER_SIM_H
#define GENIAL_CLEVER_SIM_H

#include <stdint.h>

#include "clever.h"
#include "clever_strong.h"
#include "prng.h"

/* Where a die lies. */
enum clever_place { CP_PLAY, CP_FIELD, CP_PLATTER, CP_ASIDE };

/* Everything a playout needs to go on from a moment of the game. */
struct clever_table {
	int		 nplayers;
	int		 rounds;
	int		 turn;		/* 0-based */
	struct clever_sheet sheet[CLEVER_MAX_SEATS];
	int		 value[CLEVER_DICE];
	enum clever_place where[CLEVER_DICE];
	int		 rolls;		/* rolls made this turn */
	unsigned	 unpicked;	/* seats whose pick is still due */
	unsigned	 extra[CLEVER_MAX_SEATS];	/* dice taken by +1 */
};

/* The choice a playout starts with. */
enum clever_sim_from {
	CSF_TAKE,	/* the active player takes o (o NULL: a void roll) */
	CSF_REROLL,	/* the active player rerolls */
	CSF_PICK,	/* seat picks o, or none (o NULL) */
	CSF_EXTRA,	/* seat uses a +1 on o, or no further +1 (o NULL) */
	CSF_BLACK	/* seat takes black bonus o, before turn t->turn */
};

/*
 * Play the game on from table t after seat's choice (from, o) to its end
 * with dice from rng; returns seat's final total in thousandths of a
 * point.  rc: the strong player's scratch.
 */
long	clever_sim_playout(const struct clever_table *t, int seat,
	    enum clever_sim_from from, const struct clever_opt *o,
	    struct prng *rng);

#endif
