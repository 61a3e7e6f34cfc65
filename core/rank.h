/*
 * Ranking: order sides by their sorted counters (genial-rules(7) "9
 * Ranking"), duel sides by the tug-of-war count ("12 Duel"), and explain
 * the deciding comparison.
 */
#ifndef GENIAL_RANK_H
#define GENIAL_RANK_H

#include "game.h"

/*
 * The ranking of a game's sides.  In the duel game the sides are the two
 * seats, own[s] is the number of counters on seat s's half of the track
 * and sorted[s][0 .. own[s]-1] their positions (from s's side) ascending;
 * the rest of sorted[s] is 0.  Elsewhere own[] is 0.
 */
struct ranking {
	int		 nsides;
	int		 order[MAX_SEATS];	/* sides, best first */
	int		 rank[MAX_SEATS];	/* 1-based rank of order[i]; ties share */
	uint8_t		 sorted[MAX_SEATS][COLOURS]; /* by side: counters ascending */
	int		 own[MAX_SEATS];	/* duel: counters on the own half */
};

/*
 * Compare two sides' counters as genial-rules(7) "9 Ranking" says: sort
 * ascending, compare lexicographically.  Returns <0, 0, >0 as a ranks below,
 * equal to, above b; *at, if not NULL, gets the index in the sorted lists that
 * decided it (COLOURS if they are identical).
 */
int	rank_compare(const uint8_t a[COLOURS], const uint8_t b[COLOURS], int *at);
/* Rank the sides of a finished (or stopped) game. */
void	rank_game(const struct game *, struct ranking *);
/*
 * Duel: the number of counters on seat's side of the track (positive
 * positions for seat 0).
 */
int	rank_duel_count(const struct game *, int seat);
/*
 * Duel, genial-rules(7) "12 Duel" as the duel rules word it ("the player with
 * more counters on his side wins; to break a tie ... compare the lowest
 * positions of the counters on each side, as usual"): the seat with more
 * counters on its own half ranks higher; with equal numbers k, each seat's k
 * own-half positions are sorted ascending and compared lexicographically, as
 * the standard game compares counters (the lowest decides first).  Counters on
 * the line belong to neither half.  Returns >0 if seat 0 ranks above seat 1,
 * <0 below, 0 for a draw; *at, if not NULL, gets -1 when the numbers decided,
 * else the index in the sorted positions that decided (COLOURS for a draw).
 */
int	rank_duel_compare(const struct game *, int *at);

/*
 * Name of an index into sorted counters, for the deciding comparison:
 * "lowest", "second lowest", ... "highest"; "all" outside 0..5.
 */
const char	*rank_position_name(int at);

/*
 * The one wording of a ranking decision, which every writer and the
 * winner check use: why side a ranks where it does against side b, which
 * ranks at or below it.  first: a is ranked first, so it "wins" (or
 * draws); else it "ranks above" b (or shares its rank).  names[side] are
 * the sides' names.  Examples: "Anna wins: lowest 9 = 9, second lowest 12
 * > 11", "Anna and Ben draw: identical sorted counters 3 5 7 9 9 12",
 * "Ben ranks above Cleo: lowest 4 > 2", "Anna wins at once: every counter
 * at 18", in the duel "Anna wins: counters on own side 4 > 2" or "Anna
 * wins at once: all six counters on own side", in the solo game "Anna
 * scores 7: the lowest counter".  Returns an allocated string ("" when a
 * or b is not a side of the ranking).
 */
char	*rank_decision(const struct game *, const struct ranking *, int a,
	    int b, int first, const char *const names[MAX_SEATS]);

#endif
