/*
 * The strong Ganz schön clever player and the evaluation it plays by
 * (genial-clever(5) "THE STRONG PLAYER"; genial(1), play --agent strong
 * and analyse).
 *
 * A position (struct clever_pos) is one player's sheet and where that
 * player stands in the game: before a turn, in the active phase of a turn
 * with some dice still to throw and some rolls left, or at the end of a
 * turn's active phase (the picks and +1s).  Its value (clever_value) is
 * the final total the player can expect from there, in thousandths of a
 * point: the total the sheet scores now plus what a small network
 * (clever_value.c, its weights in clever_weights.c) expects the rest of
 * the game to add, from the open cells and boxes, the bonuses within
 * reach, the foxes, the rerolls and +1s in hand, the round bonuses and
 * turns to come and, in the active phase, the dice left to throw.  The
 * network was fitted by self-play (tools/clever_train.c); its arithmetic
 * is integer, so every machine computes the same values.
 *
 * Each decision takes the option whose position after it is worth the
 * most: a take and its box, a pick or none, a +1 or none, the black bonus,
 * each X of a bonus chain.  Whether to reroll is an expectimax over the
 * dice (clever_roll_value): the average, over every way the dice in play
 * can fall, of the best option that roll offers.  Ties go to the earliest
 * option in the order of clever_options(), so a choice depends only on
 * the position and the dice.  Nothing here allocates, prints or draws a
 * random number unless told to explore (the trainer).
 */
#ifndef GENIAL_CLEVER_STRONG_H
#define GENIAL_CLEVER_STRONG_H

#include <stdint.h>

#include "clever.h"
#include "prng.h"

/* Where in the game a position stands. */
enum clever_when {
	CLEVER_AT_START,	/* before turn `turn` (its round's bonuses
				   earned) */
	CLEVER_AT_ROLL,		/* turn `turn`'s active phase, before a roll
				   of the dice of pool, rolls left */
	CLEVER_AT_END		/* turn `turn`'s active phase is over */
};

/* One player's position (see above). */
struct clever_pos {
	struct clever_sheet sheet;
	int		 nplayers;	/* 1..4 */
	int		 rounds;	/* of the game, 1..6 */
	int		 seat;
	int		 turn;		/* 0-based; solo: 2 per round */
	enum clever_when when;
	unsigned	 pool;		/* AT_ROLL: bit per die to be thrown */
	int		 rolls;		/* AT_ROLL: rolls left, 1..3, the coming
					   one counted */
};

/* Values are in thousandths of a point. */
#define CLEVER_POINT	1000L

/* Input features of the network, each 0..CLEVER_FEATURE_ONE. */
#define CLEVER_FEATURES		176
#define CLEVER_FEATURE_ONE	256
/* Hidden units of the network. */
#define CLEVER_HIDDEN		80

/* The network's parameters, as integers (clever_weights.c). */
struct clever_net {
	int		 shift_in;	/* w1, b1 are in units of 2^-shift_in */
	int		 shift_out;	/* w2, b2: 2^-shift_out */
	long		 scale;		/* points per unit of the output */
	const int16_t	*w1;		/* [CLEVER_FEATURES][CLEVER_HIDDEN] */
	const int32_t	*b1;		/* [CLEVER_HIDDEN] */
	const int16_t	*w2;		/* [CLEVER_HIDDEN] */
	int32_t		 b2;
};

extern const struct clever_net clever_net_default;

/* Turns of a game of n players and r rounds (solo: 2 per round). */
int	clever_turns(int nplayers, int rounds);
/* The round (1-based) of turn k; the active seat of turn k. */
int	clever_turn_round(int nplayers, int k);
int	clever_turn_active(int nplayers, int k);

/*
 * The input features of p into x[CLEVER_FEATURES] (0..CLEVER_FEATURE_ONE
 * each).  Returns the number of features not zero.
 */
int	clever_features(const struct clever_pos *p, uint16_t *x);
/* 1 if nothing is left to play from p: the total is final. */
int	clever_pos_final(const struct clever_pos *p);
/* The total p's sheet scores now, in thousandths. */
long	clever_pos_total(const struct clever_pos *p);
/* The value of p by the network net (NULL: the default one). */
long	clever_value_net(const struct clever_net *net,
	    const struct clever_pos *p);
/* The value of p by the default network. */
long	clever_value(const struct clever_pos *p);

/* One way to enter a die, or a bonus mark. */
struct clever_opt {
	int		 die;		/* enum clever_die; -1: a black bonus */
	struct clever_mark mark;
};

#define CLEVER_MAX_OPTS	16
/* A decision's choice that is no option: a reroll. */
#define CLEVER_REROLL	(-2)

/*
 * Every legal way to enter one of the dice of the mask (bit per die)
 * with these values on sheet s, into out[CLEVER_MAX_OPTS]: the marks of
 * clever_legal_marks() for each die in the order W Y B G O P.  Returns
 * how many.
 */
int	clever_options(const struct clever_sheet *s, const int value[CLEVER_DICE],
	    unsigned mask, struct clever_opt *out);
/*
 * The black bonus's options on s (C16), the marks of
 * clever_bonus_marks(): an X on each free yellow and blue cell, the next
 * green box, a 6 in orange and in purple.  out has room for
 * CLEVER_MARKS_MAX.  Returns how many.
 */
int	clever_black_options(const struct clever_sheet *s,
	    struct clever_opt *out);

/* The strong player's settings; zero for play. */
struct clever_strong {
	/* An evaluation in place of clever_value (the trainer's). */
	long	(*value)(void *ctx, const struct clever_pos *);
	void	*ctx;
	/* Told the position each decision chose (the trainer). */
	void	(*chosen)(void *ctx, const struct clever_pos *);
	unsigned explore;	/* per mille of decisions taken at random
				   (the trainer), drawing on the PRNG */
	int	 no_search;	/* 1: rerolls judged by the network alone */
};

/* The value of p under settings st (NULL: play's). */
long	clever_strong_value(const struct clever_strong *st,
	    const struct clever_pos *p);

/*
 * Make mark m on p->sheet with its whole chain, each X in yellow or blue
 * on the cell clever_strong_x() chooses at p, the rest in the order of
 * genial-clever(5) (the bonuses a mark fires before those waiting).
 * Rerolls, +1s and foxes are earned.  If count is not NULL the bonuses
 * fired are counted in it (indexed by enum clever_bonus).
 */
void	clever_strong_mark(const struct clever_strong *st,
	    struct clever_pos *p, const struct clever_mark *m, uint8_t *count);
/*
 * The cell for an X in yellow or blue (b) due on p->sheet, p being the
 * position after the decision that fired it: the cell whose position,
 * with the marks it fires made, is worth the most.  Returns -1 if no cell
 * is free.  *value gets that worth when value is not NULL.
 */
int	clever_strong_x(const struct clever_strong *st,
	    const struct clever_pos *p, enum clever_bonus b, long *value);

/* One roll in the active phase, as the active player sees it. */
struct clever_roll {
	struct clever_pos at;	/* AT_ROLL: pool the dice just thrown,
				   rolls left counting this one */
	int		 value[CLEVER_DICE];	/* every die's value now */
};

/*
 * The position after taking option o of roll r (dice lower than the
 * taken one to the platter, the taken one on a field), chain made.
 */
void	clever_after_take(const struct clever_strong *st,
	    const struct clever_roll *r, const struct clever_opt *o,
	    struct clever_pos *out);
/* The position after a void roll from at (AT_ROLL): the roll counts. */
void	clever_after_void(const struct clever_pos *at, struct clever_pos *out);
/* The position after a reroll of r: one reroll used, the roll again. */
void	clever_after_reroll(const struct clever_roll *r,
	    struct clever_pos *out);

/*
 * The dice in play of one roll valued exactly (clever_roll.c): memory for
 * the values of the positions a roll can lead to, reused between calls.
 */
struct clever_rollctx;

struct clever_rollctx *clever_rollctx_new(void);
void	clever_rollctx_free(struct clever_rollctx *);
/*
 * The worth of throwing the dice of at->pool from position at (AT_ROLL):
 * the average over the 6^k ways they can fall of the roll's worth, the
 * best take it offers or, with a reroll in hand, a reroll if that is
 * worth more (a reroll valued as a position, clever_strong_value).  A
 * roll with no usable die is worth its void roll.
 */
long	clever_roll_value(struct clever_rollctx *, const struct clever_strong *,
	    const struct clever_pos *at, const int value[CLEVER_DICE]);
/*
 * The worth of taking option o of roll r: the position after it, or when
 * the turn's active phase goes on, the worth of its next roll
 * (clever_roll_value) unless st says no_search.
 */
long	clever_take_value(struct clever_rollctx *, const struct clever_strong *,
	    const struct clever_roll *r, const struct clever_opt *o);
/*
 * The worth of roll r as it fell: its best take (clever_take_value) or,
 * with a reroll in hand, the reroll if better, the reroll valued by
 * clever_roll_value() unless st says no_search.  *best gets the index of
 * the best option in clever_options() order, CLEVER_REROLL when the
 * reroll is best, or -1 when no die is usable (the roll is void);
 * *reroll the reroll's worth, LONG_MIN without a reroll in hand.
 */
long	clever_roll_worth(struct clever_rollctx *, const struct clever_strong *,
	    const struct clever_roll *r, int *best, long *reroll);
/*
 * The worth of a solo passive roll from position at (the end of the
 * passive turn's roll, before the pick): the average over every way the
 * six dice can fall of the best pick among the three lowest (ties: any
 * of the tied dice, as the player decides), or no pick if that is worth
 * more.
 */
long	clever_platter_value(struct clever_rollctx *,
	    const struct clever_strong *, const struct clever_pos *at);
/*
 * One way the dice fell, as the averages above count it (a take valued
 * by its position, a reroll's floor by clever_strong_value): the roll
 * from at, or the solo passive roll from at, showing value.  The average
 * of these over every way the dice can fall is exactly the value above,
 * so that their difference (the luck of the roll) averages nothing.
 */
long	clever_roll_outcome(struct clever_rollctx *,
	    const struct clever_strong *, const struct clever_pos *at,
	    const int value[CLEVER_DICE]);
long	clever_platter_outcome(struct clever_rollctx *,
	    const struct clever_strong *, const struct clever_pos *at,
	    const int value[CLEVER_DICE]);

/*
 * The strong player's decisions.
 *
 * take: for roll r (r->at.sheet says whether a reroll is in hand), 0 with
 * *out the take, CLEVER_REROLL for a reroll, or -1 when no die is usable
 * and the roll is void.
 *
 * pick, extra and black: the index of the choice among the n options o
 * given (clever_options() of the dice offered; clever_black_options()),
 * made at position at (the end of the turn's active phase; the start of
 * round 4), or -1 for no pick, no further +1.  The black bonus is always
 * taken when it can be.
 */
int	clever_strong_take(const struct clever_strong *,
	    struct clever_rollctx *, const struct clever_roll *r,
	    struct clever_opt *out, struct prng *);
int	clever_strong_pick(const struct clever_strong *,
	    const struct clever_pos *at, const struct clever_opt *o, int n,
	    struct prng *);
int	clever_strong_extra(const struct clever_strong *,
	    const struct clever_pos *at, const struct clever_opt *o, int n,
	    struct prng *);
int	clever_strong_black(const struct clever_strong *,
	    const struct clever_pos *at, const struct clever_opt *o, int n,
	    struct prng *);

#endif
