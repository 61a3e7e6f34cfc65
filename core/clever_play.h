/*
 * Self-play of Ganz schön clever: one whole game with every roll, take,
 * pick, +1 and black bonus written down, so that the referee finds
 * nothing to report (genial-clever(5); genial(1), play --kind clever).
 *
 * One PRNG drives everything: a roll or reroll draws the dice in play in
 * the order W Y B G O P, each 1 + prng_below(6); an agent draws its
 * random choices after the roll it answers.  The game is recorded as a
 * struct record with its clever part, the structure the reader fills:
 * per entry the player where the notation needs it, the die, `to`,
 * `then` for every bonus mark of the chain, `bonus` when any fired, a
 * `total` on every marking entry; the result and the winner.
 */
#ifndef GENIAL_CLEVER_PLAY_H
#define GENIAL_CLEVER_PLAY_H

#include "agent.h"
#include "clever.h"
#include "clever_record.h"
#include "clever_strong.h"
#include "prng.h"
#include "record.h"
#include "util.h"

struct clever_play {
	struct arena	 arena;		/* then lists; reset per game */
	struct record	 rec;		/* the last game played */
	struct clever_record cr;	/* rec.clever points here */
	struct clever_entry *moves;	/* owned, grown as needed */
	size_t		 cap;
	char		 names[CLEVER_MAX_SEATS][24];
	struct clever_sheet sheet[CLEVER_MAX_SEATS];	/* final sheets */
	struct clever_score score[CLEVER_MAX_SEATS];
	const struct clever_strong *strong;	/* the strong agent's settings;
					   NULL: play's (set by the caller) */
	struct clever_rollctx *rc;	/* the strong agent's, owned */
};

void	clever_play_init(struct clever_play *);
void	clever_play_free(struct clever_play *);
/*
 * Play one game of nplayers (1..4), seat i played by agents[i], drawing
 * on rng.  The record is in cp->rec until the next call.  Returns 0.
 */
int	clever_play_run(struct clever_play *, int nplayers,
	    const enum agent_kind agents[CLEVER_MAX_SEATS], struct prng *rng);

#endif
