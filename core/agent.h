/*
 * Self-play agents: choose a placement, and decide whether to swap, for
 * the seat to move in a struct game whose racks are known.
 *
 *   random    a uniformly chosen legal placement; swaps, when the rules
 *             allow it, on a coin flip.
 *   greedy    the placement that gains the most points now (the sum of
 *             what moves on the counters, after the cap); never swaps.
 *   balanced  raises the lowest colours first, as the ranking rewards:
 *             each point gained is worth more the lower its counter
 *             stands (ten elevenths per step up), and the placement of
 *             the highest worth wins, then the one with the most points;
 *             swaps when the rules allow it and the rack's best
 *             placement would gain fewer than AGENT_SWAP_USEFUL points.
 *
 * Ties are broken by the PRNG, uniformly among the tied candidates, over
 * a candidate order fixed by cell numbers: the choice depends only on the
 * game and the PRNG state.  No floating point is used.
 *
 * In the duel the agents weigh the track as counters on an 18-step
 * scale from the opponent's 9 to their own (see agent.c).
 *
 * Every agent avoids, when it has any other choice, a placement that
 * earns a bonus placement it could not take (the rack would be empty and
 * the game would go on): such a bonus would lapse (genial-rules(7) "6 Bonus
 * placements").
 */
#ifndef GENIAL_AGENT_H
#define GENIAL_AGENT_H

#include "game.h"
#include "prng.h"

/* AGENT_STRONG plays Ganz schön clever only (clever_strong.h). */
enum agent_kind {
	AGENT_RANDOM, AGENT_GREEDY, AGENT_BALANCED, AGENT_STRONG, AGENT__MAX
};

/* Below this many points from the best placement, balanced swaps. */
#define AGENT_SWAP_USEFUL	3

/* The agent's name ("greedy"), and the kind of a name, or -1. */
const char	*agent_name(enum agent_kind);
int		 agent_parse(const char *name);

/*
 * Choose a placement for g->turn from the tiles known on its rack.
 * Returns 0 and fills *out, or -1 if no legal placement exists (empty
 * rack or no free pair); the PRNG advances only as far as ties need.
 */
int	agent_choose(enum agent_kind, const struct game *, struct prng *,
	    struct placement *out);

/*
 * The tiles a swap by seat would show, into out; returns how many: the
 * whole known rack, or in the duel the known tiles showing a colour whose
 * counter stands on seat's 9 (the tiles set aside, genial-rules(7)
 * "12 Duel").
 */
int	agent_swap_tiles(const struct game *, int seat,
	    struct tile out[RACK_SIZE]);

/*
 * After the turn's placements, before the refill: 1 if seat wants to swap
 * and may (game_swap_allowed_for on agent_swap_tiles, at least one tile
 * on the rack, and at least RACK_SIZE tiles in the bag, so the swap can
 * draw a full rack).
 */
int	agent_wants_swap(enum agent_kind, const struct game *, int seat,
	    struct prng *);

/*
 * The best gain the seat's current rack offers on the board as it is
 * (the greedy measure), or -1 if it has no legal placement.
 */
int	agent_best_gain(const struct game *, int seat);

/*
 * The agents' measures, for analysis (core/analyse.c).
 *
 * agent_counters: the counters the agents weigh for seat into out, and
 * their cap: the side's counters, or in the duel each colour's distance
 * travelled toward seat's 9 on an 18-step scale (18 is seat's 9).
 * agent_worth: what balanced counts one point on a counter standing at
 * x as worth, in millionths: 1000000 at 0, ten elevenths of that per
 * step up, 0 from 40 up.
 */
int	agent_counters(const struct game *, int seat, uint8_t out[COLOURS]);
long	agent_worth(int x);

/* Room for every candidate of a rack: 3 pairs per cell, 6 tiles, 2 ways. */
#define AGENT_MAX_CANDIDATES	(BOARD_CELLS * 3 * RACK_SIZE * 2)

/* One candidate placement and what it does on seat's counters. */
struct agent_cand {
	struct placement p;
	int		 gain;		/* points moved on the counters */
	uint8_t		 reached;	/* bit c: colour c brought to the cap
					   (agent_counters' scale) */
	uint8_t		 after[COLOURS]; /* agent_counters after it */
	long		 worth;		/* the worth of the points gained */
};

/*
 * Every legal placement by seat of the tiles given (duplicates skipped,
 * each in both orientations unless a double), as the agents enumerate
 * them, into out (room for AGENT_MAX_CANDIDATES); returns how many.
 * The tiles need not be on the rack (a scoresheet without racks): only
 * the cells are judged (game_check_place less its rack and supply
 * faults).  The order is fixed by cell numbers.
 */
int	agent_candidates(const struct game *, int seat,
	    const struct tile *tiles, int ntiles, struct agent_cand *out);
/*
 * The highest worth among the candidates agent_candidates() would give
 * (0 if none), without listing them.
 */
long	agent_best_worth(const struct game *, int seat,
	    const struct tile *tiles, int ntiles);

#endif
