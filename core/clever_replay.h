/*
 * Replaying a Ganz schön clever record (genial-clever(5)): every entry
 * judged in order by the procedure of the page's THE RULES section, every
 * finding added to a struct diags, the final sheets scored and ranked.
 * A sheet-only record (sheets, no moves) is checked for consistency and
 * scored instead.  Nothing here prints.
 */
#ifndef GENIAL_CLEVER_REPLAY_H
#define GENIAL_CLEVER_REPLAY_H

#include <stddef.h>

#include "clever.h"
#include "clever_record.h"
#include "diag.h"

struct record;

/* One mark made by an entry, in the order made. */
struct clever_made {
	struct clever_mark mark;
	int		 bonus_mark;	/* 1: a bonus mark of the chain */
	int		 points;	/* change of the five-area sum */
	int		 nfired;
	enum clever_bonus fired[2];	/* bonuses the mark fired directly */
	int		 cause;		/* bonus mark: the bonus it answers,
					   made index * 2 + slot, or -1 */
	int		 from_then;	/* bonus mark named by then */
};

#define CLEVER_MADE_MAX	24

/* What one entry did, for `score`. */
struct clever_step {
	int		 move;		/* 1-based */
	int		 round;		/* 0 before the first roll */
	int		 player;	/* seat, -1 if none */
	int		 applied;	/* 0: skipped */
	int		 die_value;	/* the value of the die entered */
	int		 roll_no;	/* roll: 1..3 */
	unsigned	 thrown;	/* roll, reroll: the dice thrown */
	unsigned	 to_platter;	/* take, roll: dice sent to it */
	uint8_t		 dice[CLEVER_DICE];	/* values after the entry */
	uint8_t		 place[CLEVER_DICE];	/* and where: 0 in play, 1 a
						   dice field, 2 the platter,
						   3 aside (solo) */
	int		 turn;		/* the turn after it, 0-based; -1
					   before the first */
	int		 active;	/* that turn's active seat */
	int		 phase;		/* then: 1 a take is due, 2 a roll,
					   0 the turn's end phase or between
					   turns */
	unsigned	 unpicked;	/* phase 0: the seats whose pick is
					   still due */
	int		 next_active;	/* the next turn's active seat */
	int		 next_round;	/* and its round */
	int		 nmade;
	struct clever_made made[CLEVER_MADE_MAX];
	struct clever_sheet sheet;	/* the player's sheet after it */
	struct clever_sheet sheets[CLEVER_MAX_SEATS];	/* every player's
					   sheet after it (round bonuses
					   included; seats past the players
					   unset), for the pictures */
};

struct clever_replay {
	int		 nplayers;
	int		 sheet_only;	/* scored from sheets */
	int		 complete;	/* the game was played to its end */
	int		 turns;		/* turns of the game */
	int		 turns_done;	/* turns whose active phase ended */
	struct clever_sheet sheet[CLEVER_MAX_SEATS];
	int		 scored[CLEVER_MAX_SEATS];	/* in the ranking */
	struct clever_score score[CLEVER_MAX_SEATS];
	int		 order[CLEVER_MAX_SEATS];	/* seats, best first */
	int		 rank[CLEVER_MAX_SEATS];	/* by seat, 1-based */
	int		 nranked;
	struct clever_step *steps;	/* owned, one per entry */
	size_t		 nsteps;
	size_t		 cap;
};

void	clever_replay_init(struct clever_replay *);
void	clever_replay_free(struct clever_replay *);
/*
 * Judge the clever record rec (rec->kind RECORD_CLEVER, rec->usable) into cr,
 * its findings into d.  Returns 0.
 */
int	clever_replay_run(struct clever_replay *, const struct record *rec,
	    struct diags *d);

/*
 * Judge only the first n entries, without the end-of-record checks and
 * claims (`genial show --move N`); cr->sheet holds the sheets after them.
 * Returns 0.
 */
int	clever_replay_prefix(struct clever_replay *, const struct record *rec,
	    size_t n, struct diags *d);

/* Rank the scored players of cr (C43): order, rank, nranked. */
void	clever_rank(struct clever_replay *);
/*
 * The comparison that placed seat a above (or level with) seat b, into
 * buf: "total 20 > 19", "total 140 = 140, best area 36 > 30".  Returns
 * 1 if they share the rank.
 */
int	clever_compare_text(const struct clever_replay *, int a, int b,
	    char *buf, size_t len);

/* sheets of a sheet-only record, or the claim of a full one (clever_sheets.c) */
void	clever_sheets_check(struct clever_replay *, const struct record *,
	    struct diags *);
/* The result and winner claims against cr's scores and ranking. */
void	clever_claims_check(const struct clever_replay *,
	    const struct record *, struct diags *);

#endif
