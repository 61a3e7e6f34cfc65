/*
 * Inside the clever replay: the state it keeps while judging a record,
 * shared by its files:
 *   clever_replay.c  the walk over the entries, the end of the record
 *   clever_turn.c    the turn machine: the dice, rolls, rerolls, takes,
 *                    the silver platter
 *   clever_end.c     the end phase: picks, +1 actions, the black bonus
 *   clever_marks.c   judging one mark, its bonus chain with the record's
 *                    then, the claims on an entry
 * Not part of the library's interface (clever_replay.h).
 */
#ifndef GENIAL_CLEVER_REPLAY_PRIV_H
#define GENIAL_CLEVER_REPLAY_PRIV_H

#include "clever_replay.h"
#include "record.h"

/* Where the turn stands, and where a die lies. */
enum phase { PH_BETWEEN, PH_TAKE, PH_ROLL, PH_END, PH_OVER };
enum place { PL_PLAY, PL_FIELD, PL_PLATTER, PL_ASIDE };

#define CLEVER_STATE_TURNS	32	/* turns whose round and active seat are
				   looked up, not worked out (more than
				   any game has, 24) */

/* The replay's state while it judges a record. */
struct clever_state {
	const struct record	*rec;
	const struct clever_record *cr;
	struct clever_replay	*out;
	struct diags		*d;
	int			 n;		/* players */
	int			 solo;
	int			 turn;		/* -1 before the first */
	int			 nturns;
	enum phase		 ph;
	int			 value[CLEVER_DICE];
	enum place		 where[CLEVER_DICE];
	int			 rolls;
	unsigned		 picked;	/* seats that picked this turn */
	unsigned		 done;		/* seats whose regular action is
						   over this turn */
	unsigned		 extra[CLEVER_MAX_SEATS]; /* dice by +1 */
	unsigned		 black;		/* seats that took black */
	int			 after_end;	/* the game is over: nothing
						   more is judged (2.10 step 2) */
	int			 end_move;	/* ... from this entry on */
	int			 end_reported;	/* move-after-end reported */
	size_t			 reader_diags;	/* the reader's findings: d's
						   first ones */
	int			 move;		/* entry being judged */
	struct clever_step	*step;		/* its step */
	struct clever_sheet	*sh;		/* the sheets */
	int			 cause;		/* for the next bonus mark made:
						   its bonus's origin (made
						   index * 2 + slot), -1 */
	int			 from_then;	/* ... and whether then named it */
	struct clever_sheet	 scored[CLEVER_MAX_SEATS]; /* each seat's sheet
						   when last scored ... */
	struct clever_score	 score[CLEVER_MAX_SEATS]; /* ... and its scores
						   (claim_scores) */
	uint8_t			 round_of[CLEVER_STATE_TURNS]; /* turn_round,
						   turn_active of turns 0..
						   (run) */
	uint8_t			 active_of[CLEVER_STATE_TURNS];
};

/* Round of turn k (1-based); a table for the turns of the game. */
static inline int
turn_round(const struct clever_state *s, int k)
{
	if (k >= 0 && k < CLEVER_STATE_TURNS)
		return s->round_of[k];
	return s->solo ? k / 2 + 1 : k / s->n + 1;
}

/* Active seat of turn k (solo: 0). */
static inline int
turn_active(const struct clever_state *s, int k)
{
	if (k >= 0 && k < CLEVER_STATE_TURNS)
		return s->active_of[k];
	return s->solo ? 0 : k % s->n;
}

static inline int
passive_turn(const struct clever_state *s)
{
	return s->solo && s->turn >= 0 && s->turn % 2 == 1;
}

static inline const char *
pname(const struct clever_state *s, int seat)
{
	return seat >= 0 && seat < s->n ? s->rec->players[seat] : "?";
}

static inline int
sum_bw(const struct clever_state *s)
{
	return s->value[CD_B] + s->value[CD_W];
}

/* The dice lying at place p, a bit per die. */
static inline unsigned
clever_dice_at(const struct clever_state *s, enum place p)
{
	unsigned	 m = 0;
	int		 c;

	for (c = 0; c < CLEVER_DICE; c++)	/* no branch on the dice */
		m |= (unsigned)(s->where[c] == p) << c;
	return m;
}

/* clever_marks.c */
/* A finding at the entry being judged. */
struct diag *clever_report(struct clever_state *, enum diag_code, struct srcpos,
    int seat,
	    const char *fmt, ...) __attribute__((format(printf, 5, 6)));
/*
 * Report what keeps mark m from being made: f holds clever_check_mark's
 * D_CELL_OCCUPIED or D_AREA_FULL; a yellow cell crossed in print says so.
 */
void	clever_report_unmakeable(struct clever_state *, int seat,
	    struct srcpos pos, uint64_t f, const struct clever_mark *m);
/*
 * Make a judged mark for seat, logged in the step; its bonuses into
 * fired[], counted in count[].  Returns their number.
 */
int	clever_make_mark(struct clever_state *, int seat, const struct
    clever_mark *,
	    int bonus_mark, enum clever_bonus fired[2], uint8_t *count);
/* Resolve an entry's chain with its then (genial-clever(5)). */
void	clever_chain(struct clever_state *, int seat, const enum clever_bonus
    *fired,
	    int nfired, const struct clever_entry *, struct srcpos apos,
	    uint8_t *count);
/* The total and bonus claims of an entry of seat, after its chain. */
void	clever_judge_claims(struct clever_state *, int seat, const struct
    clever_entry *,
	    const uint8_t *count);
/* Enter die c for seat as the entry says, with chain and claims. */
void	clever_enter_die(struct clever_state *, int seat, const struct
    clever_entry *,
	    int c);

/*
 * clever_turn.c and clever_end.c: judge and apply one entry of the kind
 * named to the state (roll, reroll, take; pick, +1, black bonus),
 * reporting into s's diagnostics; and close the end phase of the turn in
 * progress (pick-missing) at pos, for move.
 */
void	clever_turn_roll(struct clever_state *, const struct clever_entry *);
void	clever_turn_reroll(struct clever_state *,
	    const struct clever_entry *);
void	clever_turn_take(struct clever_state *, const struct clever_entry *);
void	clever_turn_pick(struct clever_state *, const struct clever_entry *);
void	clever_turn_extra(struct clever_state *,
	    const struct clever_entry *);
void	clever_turn_black(struct clever_state *,
	    const struct clever_entry *);
/* The seats whose pick (or pass) is still due in the end phase. */
unsigned clever_turn_unpicked(const struct clever_state *);
void	clever_turn_close(struct clever_state *, struct srcpos pos, int move);

/* clever_turn.c: the dice, for both phases. */
/* 1 if some die of mask is usable for seat (C21). */
int	clever_any_usable(const struct clever_state *, int seat,
	    unsigned mask);
/* The dice of mask with their values, "W2, Y3, B4", into buf. */
void	clever_list_dice(const struct clever_state *, unsigned mask,
	    char *buf, size_t len);
/*
 * 1 if die c has no value yet (no roll has given it one): it is not
 * available (die-unavailable, reported for seat at the entry's action).
 */
int	clever_unthrown(struct clever_state *, const struct clever_entry *,
	    int seat, int c);

#endif
