/*
 * Analysis of a Ganz schön clever game (`genial analyse`, genial(1)
 * "ANALYSIS", genial-clever(5) "THE STRONG PLAYER"): every decision of
 * every player valued by the strong player's evaluation (clever_strong.h)
 * in the points of the final total the player can expect.
 *
 * The decisions: after each roll or reroll, which die to take and where,
 * or to reroll; each pick (or none); each +1 (or no further +1, judged
 * when the turn closes with a +1 in hand); the black bonus; the cell of
 * each X in yellow or blue of a chain.  For each, every legal choice is
 * valued: the choice made, the best (the first best in the order of
 * clever_options() when several tie), the loss (the best value less the
 * value of the choice made) and its label.  The luck of each roll a
 * player throws (active rolls, rerolls, solo passive rolls) is the
 * worth of the roll as it fell less the average worth of that roll over
 * every way the dice can fall (clever_roll_value).
 *
 * The game is walked through the steps of its replay (clever_replay.h),
 * so no rule is judged twice; a decision the rules refuse (a mark that is
 * no legal choice, a take with no roll) is not analysed.  Nothing here
 * prints.  Values are in thousandths of a point (CLEVER_POINT).
 */
#ifndef GENIAL_CLEVER_ANALYSE_H
#define GENIAL_CLEVER_ANALYSE_H

#include <stddef.h>
#include <stdint.h>

#include "clever.h"
#include "clever_replay.h"
#include "clever_strong.h"
#include "record.h"

/* Loss thresholds of the labels (genial(1)), in thousandths of a point. */
#define CLEVER_AT_GOOD		1L		/* any loss at all */
#define CLEVER_AT_INACCURACY	(CLEVER_POINT)
#define CLEVER_AT_MISTAKE	(4 * CLEVER_POINT)
#define CLEVER_AT_BLUNDER	(10 * CLEVER_POINT)
/* The best choices kept per decision (--top). */
#define CLEVER_AN_TOP		5
/* The worst decisions listed per player. */
#define CLEVER_AN_WORST		3

enum clever_label {
	CL_BEST, CL_GOOD, CL_INACCURACY, CL_MISTAKE, CL_BLUNDER, CL__LABELS
};

/* What a decision is about. */
enum clever_decision {
	CDEC_TAKE,	/* after a roll: a take, or a reroll */
	CDEC_PICK,	/* a passive pick, or none */
	CDEC_EXTRA,	/* a +1, or none */
	CDEC_BLACK,	/* the black bonus */
	CDEC_X		/* the cell of an X in yellow or blue */
};

/* One choice of a decision. */
enum clever_choice_kind { CCH_DIE, CCH_MARK, CCH_REROLL, CCH_NONE };

struct clever_choice {
	enum clever_choice_kind kind;
	int		 die;		/* CCH_DIE: enum clever_die */
	int		 value;		/* CCH_DIE: its value */
	struct clever_mark mark;	/* CCH_DIE, CCH_MARK */
};

/* One decision as analysed. */
struct clever_an_move {
	int		 move;		/* 1-based entry of the record */
	int		 seat;
	enum clever_decision kind;
	struct clever_choice played;
	struct clever_choice best;
	long		 value;		/* of the choice made */
	long		 best_value;
	long		 loss;		/* best_value - value, >= 0 */
	enum clever_label label;
	int		 rank;		/* 1 + the choices valued above it */
	int		 ncand;		/* choices valued */
	struct clever_choice top[CLEVER_AN_TOP];	/* best first, */
	long		 top_value[CLEVER_AN_TOP];	/* earliest first */
	int		 ntop;					/* among equals */
	/* With playouts (sim > 0): */
	int		 simulated;	/* 1 if the figures below are set */
	long		 sim_value;	/* the choice made: average final total */
	long		 sim_best_value;	/* the best average */
	long		 sim_loss;
	struct clever_choice sim_best;
	int		 playouts;	/* per choice played out */
	int		 played_out;	/* choices played out */
};

/* What one player's decisions add up to. */
struct clever_an_player {
	int		 decisions;
	long		 loss;		/* summed */
	int		 labels[CL__LABELS];
	int		 worst[CLEVER_AN_WORST];	/* indices into moves of
					   the largest losses, largest first
					   (earliest first among equals); -1 */
	int		 rolls;		/* rolls with a luck figure */
	long		 luck;		/* summed */
	int		 simulated;
	long		 sim_loss;	/* summed over those */
};

struct clever_analysis {
	struct clever_an_move *moves;	/* in record order, owned */
	size_t		 nmoves;
	size_t		 cap;
	int		 nseats;
	int		 sheet_only;	/* 1: a sheet-only record, nothing
					   analysed */
	struct clever_an_player player[CLEVER_MAX_SEATS];
	int		 sim;		/* playouts per choice; 0: none */
	int		 sim_top;	/* choices played out (1..AN_TOP) */
	struct clever_rollctx *rc;	/* owned */
};

void	clever_analysis_init(struct clever_analysis *);
void	clever_analysis_free(struct clever_analysis *);

/*
 * Analyse the clever record rec from its replay cr (clever_replay_run
 * done).  A sheet-only record sets sheet_only and analyses nothing.
 * Returns 0.
 */
int	clever_analyse_record(struct clever_analysis *,
	    const struct record *rec, const struct clever_replay *cr);

/* The label's word ("best", "good", ...) and mark ("", "?!", "?", "??"). */
const char	*clever_label_name(enum clever_label);
const char	*clever_label_mark(enum clever_label);
/* The label of a loss by the thresholds above. */
enum clever_label clever_label_of(long loss);

#endif
