/*
 * Ranking: order sides by their sorted counters (RULES 7), duel sides by
 * the tug-of-war count (RULES 9), and explain the deciding comparison.
 */
#ifndef GENIAL_RANK_H
#define GENIAL_RANK_H

#include "game.h"

struct ranking {
	int		 nsides;
	int		 order[MAX_SEATS];	/* sides, best first */
	int		 rank[MAX_SEATS];	/* 1-based rank of order[i]; ties share */
	uint8_t		 sorted[MAX_SEATS][COLOURS]; /* by side: counters ascending */
};

/*
 * Compare two sides' counters as RULES 7 says: sort ascending, compare
 * lexicographically.  Returns <0, 0, >0 as a ranks below, equal to, above
 * b; *at, if not NULL, gets the index in the sorted lists that decided it
 * (COLOURS if they are identical).
 */
int	rank_compare(const uint8_t a[COLOURS], const uint8_t b[COLOURS], int *at);
/* Rank the sides of a finished (or stopped) game. */
void	rank_game(const struct game *, struct ranking *);
/*
 * Duel: the number of counters on seat's side of the track (positive
 * positions for seat 0), and the comparison of RULES 9.
 */
int	rank_duel_count(const struct game *, int seat);

#endif
