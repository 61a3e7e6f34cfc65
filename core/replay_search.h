/*
 * What the search's driver (replay_search.c) and its cost function
 * (replay_cost.c) share: the search's state, its checkpoints, and the
 * named weights and bounds genial(1) FAULTY RECORDS states.  Not a
 * public header: only core/replay*.c include it.
 */
#ifndef GENIAL_REPLAY_SEARCH_H
#define GENIAL_REPLAY_SEARCH_H

#include "replay_edit.h"

/* The weights of the cost (replay_cost.c). */
#define W_ERROR		10	/* an error of a rule or of the record */
#define W_CLAIM		4	/* a wrong claim */
#define W_WARNING	2	/* a warning */
#define W_ABSORB	1	/* a claim an unseen tile is taken to make */
#define W_UNREAD	4	/* a placement whose text does not read,
				   left unjudged (its claims unchecked) */

/* The priors of runs of missing entries (replay_gap.c). */
#define PRIOR_MISSING		6	/* each entry missing */
#define PRIOR_MISSING_FIT	12	/* one missing that the names do not
					   show (it earned a bonus) */
#define PRIOR_MISSING_EARNED	3	/* one more that the names do not
					   show, a bonus placement one of
					   them earned (or the turn that
					   earned the entry after the gap):
					   less than a wrong claim (W_CLAIM),
					   so the run that explains a claim
					   wins over the run the names show
					   leaving it contradicted */
#define PRIOR_MISSING_ROUND	6	/* more for a whole round of them
					   (the names do not show it) */

/* The prior of an entry missing that only the result and the board
 * show, its tile determined (replay_late.c). */
#define PRIOR_MISSING_LATE	5

/* The tie rule of a missing entry's tile (replay_tile.c): how much more
 * than the cheapest placement, or pair of them, every other must cost:
 * at least one more wrong claim. */
#define TILE_MARGIN	W_CLAIM

/* The prior of the written scores of two neighbouring placements
 * exchanged, each placement right (replay_near.c): that of their cells
 * or tiles exchanged. */
#define PRIOR_SCORE_PAIR	6

/*
 * The tie rule's last step (replay_search.c): of two readings of one
 * entry at the same cost and prior, the one whose fix changes fewer
 * bytes of the record (replay_cost_bytes).  An entry moved, deleted or
 * put back counts the bytes of its line, a call those of its key and
 * value; a reading of the whole game counts EDIT_BYTES_WHOLE.
 */
#define EDIT_BYTES_WHOLE	1000
#define EDIT_BYTES_CALL		9	/* "bonus: " and ", " around a call */

/* The bounds. */
#define SEARCH_BUDGET	32	/* searches per game */
#define SEARCH_WINDOW	160	/* entries judged after the finding's */
#define SEARCH_BLAME	640	/* how far back an entry whose tile the
				   finding's placement meets may be */
#define SEARCH_WORK	2000000	/* entries judged on copies per game */
#define TILE_WORK	20000	/* and by the tile search of missing
				   entries (replay_tile.c) */
#define TILE_RUN_WORK	4000	/* of which for one run of two or
				   more of them */
#define PAIR_FIRST	12	/* first tiles of a run of two tried
				   together with the second, where one
				   after the other they are not
				   determined (replay_tile.c) */
#define PAIR_SLACK	(2 * W_CLAIM) /* how much more than both tiles
				   unseen such a first tile may cost
				   with the second unseen */
#define PAIR_WORK	12000	/* entries judged for such a pair, per
				   run (within TILE_WORK) */
#define GHOST_WORK	200000	/* scores of a placement with hexes of
				   unseen tiles tried, per game
				   (replay_ghost.c) */
#define LATE_REACH	64	/* places before the end where an entry
				   only the result and the board show
				   may be missing (replay_late.c) */
#define LATE_WORK	60000	/* placements of such an entry scored,
				   per game */
#define LATE_CHECKS	48	/* and judged to the end, per game */
#define PART_WORK	200000	/* placements tried for place texts that
				   do not read, per game
				   (replay_part.c) */
#define CKPT_EVERY	64	/* places between checkpoints */

/* The judge's state before place pos of the reading. */
struct ckpt {
	size_t		 pos;
	size_t		 dlen;	/* the findings then */
	struct jstate	 s;
};

struct search {
	struct replay		*rp;
	struct reading		 rd;
	struct diags		*d;
	size_t			 mark;	/* d->len before the replay */
	int			 judge_end;
	int			 budget;	/* searches left */
	long			 work;	/* entries judged on copies */
	long			 tile_work; /* of which by replay_tile.c */
	long			 pair_work; /* and of that, for pairs */
	long			 late_work; /* placements scored by
					   replay_late.c */
	int			 whole;	/* whole-game edits tried */
	struct ckpt		*ck;
	size_t			 nck;
	size_t			 ckcap;
	struct diags		 bd;	/* the baseline's findings */
	struct diags		 cd;	/* a candidate's */
	/* One search at place f, from place start: */
	size_t			 lo;	/* first place of the entry edits */
	struct ctx		*st;	/* states before places lo..f */
	uint8_t			*own;	/* entries there with findings */
	long			*wpre;	/* baseline cost before start + k */
	size_t			 cap;	/* room in st, own, wpre */
	long			 blame[BLAME_MAX]; /* entries the finding's
					   placement meets, by place */
	struct ctx		*blame_st; /* BLAME_MAX states before them,
					   on the first search */
	int			 nblame;
	struct vent		*win;
	size_t			 wincap;
	struct rec_move		 tmp[2];
	struct edit		*cand;	/* EDITS_MAX, on the first search */
	int32_t			 seg_at; /* the last entry the edits of a
					   search change: its segment, costed
					   in full, ends a round of entries
					   that draw nothing after it
					   (replay_cost.c), or -1 */
};

/* Where a window is in the finding's segment (replay_cost.c). */
struct segcut {
	int	 past;	/* an entry after seg_at judged */
	int	 quiet;	/* entries since that drew nothing */
	int	 over;	/* a round of them: the segment is over */
};

/* Make x a look-ahead copy of ctx y judging into d (state s if not NULL). */
void	replay_cost_copy(struct ctx *x, const struct ctx *y,
	    const struct jstate *s, struct diags *d);
/*
 * The cost of judging the n entries of w on look-ahead x, then the end if
 * end: base plus the weight of what they draw, or LONG_MAX once that
 * reaches bound.
 */
long	replay_cost_window(struct search *, struct ctx *x, const struct vent *w,
	    size_t n, int end, long base, long bound);
/* The last checkpoint at or before place p. */
const struct ckpt *replay_cost_ckpt(const struct search *, size_t p);
/* The judge's state before place p, on look-ahead x judging into d. */
void	replay_cost_state(struct search *, const struct ctx *main, size_t p,
	    struct ctx *x, struct diags *d);
/*
 * The baseline of a search at place f: the reading as committed, judged
 * on copies from place start to E (and the end if end), keeping the
 * states before places lo..f and before the blamed places, the cost
 * before each place from start, and which entries draw findings of their
 * own.  Returns its cost.
 */
long	replay_cost_baseline(struct search *, const struct ctx *x,
	    size_t start, size_t f, size_t E, int end);
/*
 * The cost of a whole-game edit c over places 0..E-1 (and the end),
 * judged from the start on a reading of its own; LONG_MAX once it
 * reaches bound.
 */
long	replay_cost_whole(struct search *, const struct ctx *x,
	    const struct edit *c, size_t E, int end, long bound);
/*
 * replay_tile.c: the tiles of each run of entries read as missing, where
 * the claims after it determine them (x: the judge as it ended); 1 if a
 * run was read shorter, so that the reading is to be judged again.
 */
int	replay_tile_missing(struct search *, const struct ctx *x);
/* replay_tile.c: the place in rd->v of the k-th unseen entry of edit
 * e, or rd->nv. */
size_t	replay_tile_place(const struct reading *rd, const struct edit *e,
	    int k);
/*
 * replay_tile_placed.c: once the tiles are determined, take back each
 * finding of the reading as judged (in sr->d from sr->mark) that the
 * reading does not draw with every determined tile placed as the entry
 * its fix puts back, judged again on a copy from the start (x: the judge
 * as it ended).
 */
void	replay_tile_explained(struct search *, const struct ctx *x);
/*
 * replay_late.c: an entry missing that only the result and the board
 * show, read from them; 1 if the reading was committed (x: the judge as
 * it ended).
 */
int	replay_late_missing(struct search *, const struct ctx *x);
/*
 * replay_late.c: drop each entry read as missing that the reading does
 * as well without, judged with the determined tiles placed; 1 if one
 * was dropped (x: the judge as it ended).
 */
int	replay_late_redundant(struct search *, const struct ctx *x);
/*
 * replay_tile_placed.c: the reading's cost judged from the start on a
 * copy with every determined tile placed (the priors of its edits, the
 * weight of its findings and of the claims its unseen tiles absorb), or
 * LONG_MAX.
 */
long	replay_tile_placed_cost(struct search *, const struct ctx *x);
/* The bytes of the record edit e's fix changes, about (replay_cost.c):
 * the tie rule's last step. */
long	replay_cost_bytes(const struct reading *, const struct edit *e);
/* The weight of the findings d->v[from..] (replay_cost.c). */
long	replay_cost_weigh(const struct diags *d, size_t from);
/* 1 if entry v was unreadable only for one cell off the board, or only
 * for its tile word (its cells read, a score written). */
int	replay_cost_mendable(const struct ctx *, const struct vent *v);

#endif
