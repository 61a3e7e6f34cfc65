/*
 * Inside the clever self-play, shared by its two files:
 *   clever_play.c         the turn structure, the random, greedy and
 *                         balanced agents, the record written as it goes
 *   clever_play_strong.c  where the strong agent (clever_strong.h) makes
 *                         the decisions of a seat it plays
 * Not part of the library's interface (clever_play.h).
 */
#ifndef GENIAL_CLEVER_PLAY_PRIV_H
#define GENIAL_CLEVER_PLAY_PRIV_H

#include "clever_play.h"

enum place { PL_PLAY, PL_FIELD, PL_PLATTER, PL_ASIDE };

struct play_state {
	struct clever_play	*cp;
	struct prng		*rng;
	const enum agent_kind	*ag;
	int			 n;
	int			 solo;
	struct clever_sheet	*sh;
	int			 value[CLEVER_DICE];
	enum place		 where[CLEVER_DICE];
	unsigned		 extra[CLEVER_MAX_SEATS];
	int			 turn;		/* 0-based */
	struct clever_pos	 xat;	/* the strong agent's position for the
					   X of the chain being made */
};

/* One way to enter a die. */
struct opt {
	int			 die;
	struct clever_mark	 m;
	int			 gain;	/* the greedy measure, x 6 for balanced
					   weights */
};

#define MAX_OPTS	32

/* The dice lying at w, as a mask. */
static inline unsigned
play_dice_at(const struct play_state *p, enum place w)
{
	unsigned	 m = 0;
	int		 c;

	for (c = 0; c < CLEVER_DICE; c++)
		if (p->where[c] == w)
			m |= 1u << c;
	return m;
}

/*
 * clever_play_strong.c: the strong agent's decision for seat among the
 * options o[n] (those clever_options() gives, in its order): the roll
 * just thrown, the rolls-th of the turn from 0 (an index, CLEVER_REROLL,
 * or -1 when the roll is void); a +1 or a pick at the end of the active
 * phase (an index, or -1 for none); the black bonus, whose options it
 * writes into o (an index, or -1 when it cannot be taken).  Each sets
 * p->xat, where the X of the chain to come are chosen (play_strong_x).
 */
int	play_strong_take(struct play_state *p, int seat, int rolls,
	    const struct opt *o, int n);
int	play_strong_extra(struct play_state *p, int seat, const struct opt *o,
	    int n);
int	play_strong_pick(struct play_state *p, int seat, const struct opt *o,
	    int n);
int	play_strong_black(struct play_state *p, int seat,
	    struct opt o[CLEVER_MARKS_MAX]);
/* The cell of an X in yellow or blue (b) due on sheet s, or -1. */
int	play_strong_x(struct play_state *p, const struct clever_sheet *s,
	    enum clever_bonus b);

#endif
