/*
 * What the parts of the replay share (replay.c: routing, turns, draws and
 * placements; replay_swap.c: swaps; replay_claims.c: claims, the result
 * and the winner; replay_fix.c: the searches for the reading of a faulty
 * record; replay_unseen.c: entries read as missing).  Not a public
 * header: only core/replay*.c include it.
 */
#ifndef GENIAL_REPLAY_PRIV_H
#define GENIAL_REPLAY_PRIV_H

#include <stddef.h>

#include "replay.h"

/*
 * How the replay reads one entry, once a search (replay_fix.c) has
 * looked at it.  Readings are kept per entry for the whole run, so a
 * replay started again (after a repair of an earlier entry) reads the
 * entries it has decided on the same way.
 */
enum reading_kind {
	RD_NONE,	/* not looked at: as written */
	RD_KEEP,	/* looked at: as written is the best reading */
	RD_SLIP,	/* the player name is the slip: judge it as the
			   turn order's player */
	RD_MISSING,	/* entries before it are missing: the turn passes
			   to the player it names */
	RD_SWAPPED,	/* it and the next entry are in the wrong order */
	RD_PLACE,	/* a near placement was meant: reading.place */
	RD_SUGGEST	/* as written, but a near placement explains the
			   entry as well: reading.place, named in the
			   finding only */
};

struct reading {
	uint8_t		 kind;		/* enum reading_kind */
	uint8_t		 blamed;	/* looked at for a later collision */
	int16_t		 blame_move;	/* RD_PLACE from a collision: the
					   later move, 1-based, else 0 */
	int16_t		 blame_cell;	/* and the cell it collided on */
	struct placement place;		/* RD_PLACE */
};

/* Searches per game, and entries each one replays ahead. */
#define FIX_BUDGET	32
#define FIX_WINDOW	160

enum phase {
	PH_NONE,	/* no turn in progress */
	PH_PLACED,	/* the turn's placement is made */
	PH_SWAPPED	/* the turn's swap is made */
};

/* The state of one replay run. */
struct ctx {
	struct replay		*rp;
	const struct record	*rec;
	struct diags		*d;
	struct game		*g;
	enum phase		 phase;
	int			 seat;	/* seat of the turn in progress */
	size_t			 last;	/* index of its last entry so far */
	const struct rec_move	*draw;	/* its entry carrying a draw, or NULL */
	size_t			 draw_at; /* index of that entry */
	size_t			 stop;	/* entries judged: 0..stop-1 */
	size_t			 after;	/* entries found after the end */
	size_t			 first_after; /* the first of them */
	struct reading		*rd;	/* per entry, or NULL before the
					   first search; owned by run() */
	int			*budget; /* searches left in this game */
	int			 sim;	/* 1: a look-ahead on copies, which
					   never searches */
	int			 restart; /* 1: a reading of an earlier entry
					   changed; replay again */
	int16_t			 cover[BOARD_CELLS]; /* entry (1-based)
					   whose tile is on the cell, or 0 */
	int			 unseen_from; /* entry (1-based) read as
					   following missing ones, or 0 */
	int			 unseen;	/* entries read as missing */
	int			 explained; /* claims the missing entries'
					   tiles may account for */
	int			 owed;	/* bonus placements called in this turn
					   that only those tiles can earn */
	const struct diags	*hd;	/* the reader's findings of the record: */
	size_t			 hlen;	/* the first hlen of hd */
};

/* Call the replay's observer, if it has one (p: REPLAY_PLACE's). */
static inline void
replay_observe(const struct ctx *x, int seat, size_t idx, enum replay_event e,
    const struct placement *p)
{
	if (x->rp->observe != NULL && !x->sim)
		x->rp->observe(x->rp->observe_ctx, x->g, seat, idx, e, p);
}

/* Name of a seat's player, "?" if out of range. */
const char	*replay_pname(const struct ctx *, int seat);
/* "RO GG BP" for a list of tiles; returns buf. */
char		*replay_tiles_text(const struct tile *, int n, char *buf,
		    size_t size);
/* Seat's rack as text: known tiles, then "N unknown", or "nothing". */
char		*replay_rack_text(const struct game *, int seat, char *buf,
		    size_t size);
/* "red", "red and green", "red, green and blue", "no colour". */
char		*replay_colours_text(unsigned mask, char *buf, size_t size);

/*
 * Draw the tiles of entry m (its draw list) onto seat's rack, reporting a
 * draw of the wrong size or of tiles not in the bag; a short list is
 * topped up with unknown slots.
 */
void	replay_do_draw(struct ctx *, int seat, const struct rec_move *m,
	    size_t idx);
/* Judge and apply a swap entry of the turn in progress. */
void	replay_swap_entry(struct ctx *, size_t idx, const struct rec_move *m);
/* Report a `player` key that names someone else than seat. */
void	replay_check_player(struct ctx *, size_t idx, const struct rec_move *m,
	    int seat);

/* Close the turn in progress and open the next seat's. */
void	replay_begin_turn(struct ctx *);
/* Judge entries from..to-1 (the readings decide their order). */
void	replay_walk(struct ctx *, size_t from, size_t to);
/*
 * The rest of a placement entry that is routed (x->seat, s->bonus_move
 * set): the placement, its claims and the entry's draw bookkeeping.
 */
void	replay_entry_rest(struct ctx *, size_t idx, struct step *s);
/* Route entry idx into a turn; returns its new step, or NULL if the
 * game ended before it (its step is then marked after_end). */
struct step *replay_route(struct ctx *, size_t idx);
/* Close the record: the last turn, game-incomplete, result, winner. */
void	replay_judge_end(struct ctx *);
/* Set up x for a run of rec from its start (racks judged into x->d). */
void	replay_start(struct ctx *, struct replay *, const struct record *,
	    struct diags *, int *budget);
/* Report the faults game_check_place found for placement p of entry m. */
void	replay_report_faults(struct ctx *, size_t idx,
	    const struct rec_move *m, const struct placement *p, int seat,
	    uint64_t faults, int cell);
/*
 * Judge and apply placement entry m (replay_place.c), into its step s;
 * x->restart set when the reading of an earlier entry changed.
 */
void	replay_place_entry(struct ctx *, size_t idx, const struct rec_move *m,
	    struct step *s);

/* replay_fix.c: the searches for the reading that explains a record. */
/* 1 if entry idx names someone the turn order does not give it to. */
int	replay_fix_names_other(const struct ctx *, size_t idx);
/* Choose how to read entry idx whose name is not the turn's player. */
void	replay_fix_resync(struct ctx *, size_t idx);
/*
 * x is routed for placement entry idx (x->g: the state before the
 * placement), s its step: look for a near placement that explains the
 * entry and the ones after it up to `to` better than the entry as
 * written.  Returns 1 and sets the reading to RD_PLACE if one does; a
 * near placement that explains them only as well is RD_SUGGEST, unless
 * the entry as written breaks a rule, or blame is set (a later entry collided with this one's tile): then it is
 * RD_PLACE too.
 */
int	replay_fix_place(struct ctx *, size_t idx, const struct step *s,
	    size_t to, int blame);
/*
 * Entry idx found cell covered by entry earlier (0-based): if a near
 * placement of that earlier entry explains both, read it so and ask for
 * the replay to start again (x->restart).
 */
void	replay_fix_blame(struct ctx *, size_t earlier, size_t idx, int cell);
/* Report the finding of a repaired entry, with the placement it meant. */
void	replay_fix_report(struct ctx *, size_t idx, const struct rec_move *m,
	    int seat);
/*
 * Name the near placement of an RD_SUGGEST reading in the first error
 * among x->d's diagnostics from index mark on.
 */
void	replay_fix_suggest(struct ctx *, size_t idx, const struct rec_move *m,
	    size_t mark);
/*
 * 1 if a claim of `claimed` where the replay counts `computed` may be
 * right all the same, because entries were found missing before it (a
 * tile the replay never saw only ever adds points); counts it.
 */
int	replay_fix_unseen(struct ctx *, int claimed, int computed);
/*
 * 1 if the tiles of the entries read as missing may be what ended the
 * game: they cover the free cells left at the end (two cells each), or
 * claims found short were met by them and so may have won at once;
 * counts it.
 */
int	replay_fix_unseen_fill(struct ctx *);
/*
 * 1 if placement entry m was unreadable only for one cell that is not on
 * the board (its tile and other cell read): a near placement may mend it.
 */
int	replay_fix_unreadable(const struct ctx *, size_t idx,
	    const struct rec_move *m);
/* 1 if the tile of unreadable placement entry idx was read all the same. */
int	replay_fix_tile_read(const struct ctx *, size_t idx);
/*
 * The reading "entries are missing before entry idx" (RD_MISSING): a
 * bonus placement due and the turns up to the player named pass with no
 * placement, and one finding says so.  Opens the named player's turn.
 */
void	replay_fix_missing(struct ctx *, size_t idx, const struct rec_move *m);
/*
 * Say in the finding of the first missing entries how many later claims
 * their tiles were taken to account for (x->explained).
 */
void	replay_fix_note_unseen(struct ctx *, size_t from);
/*
 * Name, in each finding from index `from` on about a sum (a total, the
 * result, the winner), the earlier entry with an error it follows from.
 */
void	replay_fix_causes(struct diags *, size_t from);
/* The per-entry readings, allocated on first use. */
struct reading *replay_fix_readings(struct ctx *);
/* Kind of entry idx's reading (RD_NONE if none). */
static inline int
replay_reading(const struct ctx *x, size_t idx)
{
	return x->rd != NULL ? x->rd[idx].kind : RD_NONE;
}

/* Judge the score, total and bonus claims of an applied placement. */
void	replay_check_claims(struct ctx *, size_t idx, const struct rec_move *m,
	    int seat, const struct breakdown *bd);
/* Judge the record's result and winner against the final state. */
void	replay_check_result(struct ctx *);
void	replay_check_winner(struct ctx *);

#endif
