/*
 * Analysis: how well each decision of a game was played (`genial
 * analyse`, genial(1) "ANALYSIS").  For each placement, every legal
 * placement of every tile on the mover's rack, in both orientations, is
 * valued by a static evaluation; the played one is ranked among them and
 * its loss (the best value less its own) labelled.  At the end of each
 * turn where a swap was allowed, keeping and swapping are compared.  Each
 * draw's luck is what the drawn tiles were worth against the average of
 * the tiles the drawer had not seen.
 *
 * The evaluation follows the ranking (genial(1) "ANALYSIS"): a point is
 * worth more the lower its counter stands (agent_worth, the measure of
 * the balanced agent), so raising the lowest counters first is best.  A
 * placement's value is the worth of the points it moves on the mover's
 * counters (the duel: on the 18-step scale toward the mover's 9; the
 * team game: the side's counters), plus, for each bonus placement it
 * earns, the worth of the best placement the rest of the rack then
 * offers, plus AN_WIN for a placement that wins at once.  Values are
 * integers in millionths of a point on a counter at 0 (AN_UNIT), so
 * every machine computes the same bytes.
 *
 * Nothing here prints.  The move generation is the agents'
 * (agent_candidates) and the record is walked by the replay (its
 * observer), so no rule is written twice.
 */
#ifndef GENIAL_ANALYSE_H
#define GENIAL_ANALYSE_H

#include <stddef.h>
#include <stdint.h>

#include "agent.h"
#include "diag.h"
#include "game.h"
#include "record.h"

#define AN_UNIT		1000000L	/* one point on a counter at 0 */
/* Loss thresholds of the labels (genial(1)): 0.5, 1.5 and 3 points. */
#define AN_AT_INACCURACY (AN_UNIT / 2)
#define AN_AT_MISTAKE	(3 * AN_UNIT / 2)
#define AN_AT_BLUNDER	(3 * AN_UNIT)
/* The value of a placement that wins at once. */
#define AN_WIN		(1000 * AN_UNIT)
/* The best placements kept per decision (--top). */
#define AN_TOP		5
/* Racks sampled to compare keeping with swapping. */
#define AN_SWAP_SAMPLES	8

enum an_label { AN_OK, AN_INACCURACY, AN_MISTAKE, AN_BLUNDER, AN__LABELS };

enum an_kind {
	AN_PLACE,	/* a placement */
	AN_TURN		/* the end of a turn where a swap was allowed */
};

/* One decision as analysed. */
struct an_move {
	int		 move;		/* 1-based entry in record.moves */
	int		 seat;
	enum an_kind	 kind;
	int		 whole_rack;	/* 1: every tile of the rack valued;
					   0: only the tile played (the rack
					   was not known) */
	int		 bonus_move;	/* a bonus placement */
	struct placement played;	/* AN_PLACE */
	struct placement best;		/* AN_PLACE: the best (the played one
					   when it is as good) */
	int		 ncand;		/* AN_PLACE: placements valued */
	int		 rank;		/* 1 + those valued above the played */
	long		 value;		/* of the played one (AN_TURN: of the
					   choice made) */
	long		 best_value;
	long		 loss;		/* best_value - value, >= 0 */
	enum an_label	 label;
	struct placement top[AN_TOP];	/* AN_PLACE: the best placements, */
	long		 top_value[AN_TOP];	/* best first (top[0] is best), */
	int		 ntop;		/* then earliest first among equals */
	int		 missed;	/* AN_PLACE: a placement earning a
					   bonus was legal, the played one
					   earned none */
	struct placement ingenious;	/* then the best such placement */
	int		 swapped;	/* AN_TURN: the player swapped */
	long		 keep;		/* AN_TURN: expected value of the best
					   placement next turn if keeping */
	long		 swap;		/* ... and if swapping */
	/* With playouts (analysis.sim > 0), AN_PLACE with the rack known: */
	int		 simulated;	/* 1 if the figures below are set */
	long		 win;		/* the played placement's share of
					   wins, in millionths */
	long		 best_win;	/* the highest among those played out */
	long		 win_loss;	/* best_win - win */
	struct placement sim_best;	/* the placement with best_win */
	int		 playouts;	/* games played out for this one */
};

/* What one player's decisions add up to. */
struct an_player {
	int		 placements;	/* placements analysed */
	int		 partial;	/* of which with the rack unknown */
	long		 loss;		/* summed over placements */
	long		 value;		/* played values, summed */
	long		 best;		/* best values, summed */
	int		 labels[AN__LABELS];	/* placements and swap turns */
	int		 missed;	/* Ingenious! missed */
	int		 turns;		/* swap decisions analysed */
	int		 draws;		/* draws with a luck figure */
	long		 luck;		/* summed over those draws */
	int		 simulated;	/* placements played out */
	long		 win_loss;	/* summed over those */
};

struct analysis {
	struct an_move	*moves;		/* in record order, owned */
	size_t		 nmoves;
	size_t		 cap;
	int		 nseats;
	struct an_player player[MAX_SEATS];	/* by seat */
	int		 unknown_racks;	/* placements valued on the tile only */
	int		 sim;		/* playouts per candidate; 0: none */
	int		 sim_top;	/* candidates played out (1..AN_TOP) */
	/* Scratch for the candidates, owned. */
	struct agent_cand *cand;
	long		*val;
	const struct record *rec;	/* during analyse_record */
};

void	analysis_init(struct analysis *);
void	analysis_free(struct analysis *);

/*
 * Analyse one record: replay it (its diagnostics go to d) and fill an
 * with its decisions and each player's totals.  Placements the rules
 * refuse, and entries after the end, are not analysed.  Returns 0, or
 * -1 if the record is not usable (nothing is analysed).
 */
int	analyse_record(struct analysis *, const struct record *,
	    struct diags *d);

/*
 * One placement decision: seat to place on g with these tiles (its whole
 * rack, whole_rack 1; or only the tile played, 0), having played
 * *played.  Fills *m (move, seat and bonus_move are the caller's).
 * Returns 0, or -1 if played is not one of the legal placements.
 */
int	analyse_placement(struct analysis *, const struct game *, int seat,
	    const struct tile *tiles, int ntiles, int whole_rack,
	    const struct placement *played, struct an_move *m);

/*
 * The swap decision of seat at the end of its turn on g (its placements
 * made, before the refill), with seat's rack known: fills *m (kind,
 * keep, swap, value, best_value, loss, label) from AN_SWAP_SAMPLES racks
 * drawn with a generator seeded by seed from the tiles seat has not
 * seen.  Returns 0, or -1 if seat may not swap now (the rules, a rack
 * not known, fewer than six tiles in the bag).
 */
int	analyse_swap(struct analysis *, const struct game *, int seat,
	    int swapped, uint64_t seed, struct an_move *m);

/*
 * The luck of drawing these n tiles onto seat's rack on g (before the
 * draw): the worth of the drawn tiles less n times the average worth of
 * the tiles seat has not seen (the bag and the other racks), where a
 * tile is worth one point on each of its two colours' counters
 * (agent_worth).  Returns 0 and sets *luck, or -1 if a tile is not among
 * the unseen ones.
 */
int	analyse_draw_luck(const struct game *, int seat,
	    const struct tile *drawn, int n, long *luck);

/*
 * Playouts (analyse_sim.c): for the placement analysed in *m (seat to
 * place on g, its rack known), an->sim games played on to the end by the
 * balanced agent from each of the an->sim_top best placements and from
 * the played one, the other racks and the bag drawn anew for each game
 * from the tiles seat has not seen, with a generator seeded by seed (the
 * i-th game of every candidate uses the same draws).  Fills the
 * simulated fields of *m.  Returns 0, or -1 when playouts do not apply
 * (the solo game, a rack not known, an->sim 0).
 */
int	analyse_simulate(struct analysis *, const struct game *, int seat,
	    uint64_t seed, struct an_move *m);

/* 1 if the placements put the same colours on the same cells. */
int	an_same_placement(const struct placement *, const struct placement *);

/* The label's word: "", "inaccuracy", "mistake", "blunder". */
const char	*an_label_name(enum an_label);
/* The mark of the label: "", "?!", "?", "??". */
const char	*an_label_mark(enum an_label);
/* The label of a loss by the thresholds above. */
enum an_label	 an_label_of(long loss);

#endif
