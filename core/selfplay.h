/*
 * Self-play: play one whole game with full information and write down
 * everything a record needs, so that the referee finds nothing to report.
 *
 * The bag is shuffled by drawing uniformly from what is left in it (the
 * same thing as a shuffled bag, and it stays shuffled when a swap puts
 * tiles back).  Each seat's agent places, takes its bonus placements at
 * once from its rack, swaps if it wants to and may, and refills, until
 * the game ends by the rules.  The game is recorded as a struct record
 * (record.h), the same structure the reader fills, with every claim the
 * notation allows: initial racks; per entry the player, the placement,
 * score, total (the counters of the placed colours), bonus calls, the
 * tiles drawn at the end of the turn, swaps; the final result and the
 * winner.
 *
 * Every variant with its number of players (rules_seat_range), Kosmos or
 * MSO rules, either tile set.  Solo: no racks in the header; each
 * placement's entry carries the tile drawn for it.  Duel: totals and the
 * result are track positions from each player's side, and a swap sets
 * aside the tiles showing a colour on the player's 9.  Team: totals and
 * results are the team's counters; the winner is the winning team's
 * first seat.
 */
#ifndef GENIAL_SELFPLAY_H
#define GENIAL_SELFPLAY_H

#include <stdint.h>

#include "agent.h"
#include "game.h"
#include "prng.h"
#include "rank.h"
#include "record.h"
#include "util.h"

/* Room for every entry a game can have: placements plus swaps. */
#define SELFPLAY_MAX_MOVES	(2 * BOARD_CELLS)

struct selfplay {
	struct arena	 arena;		/* rec's arrays; reset per game */
	struct record	 rec;		/* the last game played */
	struct game	 g;		/* its final state */
	struct ranking	 ranking;	/* of the final state */
	uint8_t		 bag[TILE_TYPES];	/* tiles in the bag, by type */
	int		 nbag;		/* their number */
	char		 names[MAX_SEATS][24];	/* rec.players point here */
	/*
	 * If set, called before every placement with the state it is made
	 * on (tests use it to check each move); NULL by default.
	 */
	void		(*observe)(void *ctx, const struct game *before,
			    int seat, const struct placement *);
	void		*observe_ctx;
};

void	selfplay_init(struct selfplay *);
void	selfplay_free(struct selfplay *);

/* 1 if selfplay_run can play these rules (see the top). */
int	selfplay_supported(const struct rules *);

/*
 * Play one game under rules r, seat i played by agents[i], drawing on
 * rng.  On return sp->rec holds the record (valid until the next call)
 * and sp->g the final state.  Returns 0, or -1 if the rules are not
 * supported or the engine stopped giving moves before the game ended
 * (an internal error; the record then holds the game so far).
 */
int	selfplay_run(struct selfplay *, const struct rules *r,
	    const enum agent_kind agents[MAX_SEATS], struct prng *rng);

#endif
