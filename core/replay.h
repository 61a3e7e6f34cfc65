/*
 * Replay: judge a record against the rules.  Walks the moves through the
 * game engine, reports every rule violation and false claim into a struct
 * diags, and keeps, per move entry, what happened (for `genial score`).
 *
 * After a rule error the replay keeps going (genial(1) FAULTY RECORDS): a placement
 * that can physically be made is applied as played, one that cannot is
 * not made.  Where a slip of the pen explains a finding, the record is
 * judged as it meant it (genial(1) FAULTY RECORDS): a search chooses the
 * reading, a set of edits of the record as written, and each edit gives
 * one finding with the likely intended entry (diag.fix) and the
 * replacements that make it (diag.edits); a finding about a sum names the
 * move it follows from (diag.cause).  Later claims are judged against
 * the state so reached.
 */
#ifndef GENIAL_REPLAY_H
#define GENIAL_REPLAY_H

#include <stddef.h>

#include "diag.h"
#include "game.h"
#include "rank.h"
#include "record.h"

struct clever_replay;
struct memuse;

/* What one move entry did. */
struct step {
	int		 move;		/* 1-based index in record.moves */
	int		 seat;		/* who the rules say made it */
	enum action	 action;
	int		 applied;	/* 1 if it changed the state */
	int		 bonus_move;	/* 1 if a bonus placement */
	int		 after_end;	/* 1 if the game had ended before it */
	int		 named;		/* its player: names none of the
					   players (rec_move.player_unknown):
					   the seat the turn order gives it,
					   or -1 if not judged as a turn's */
	struct placement place;		/* ACT_PLACE */
	struct breakdown bd;		/* ACT_PLACE and applied */
	uint8_t		 after[COLOURS]; /* the side's counters after it */
	int8_t		 track[COLOURS]; /* duel: the track after it */
};

/* Where replay_observe_fn is called (see struct replay). */
enum replay_event {
	REPLAY_PLACE,		/* before a placement is judged */
	REPLAY_TURN_END,	/* a turn's placements done, before its refill */
	REPLAY_SWAP,		/* before a swap is judged */
	REPLAY_DRAW		/* before a turn's draw list is drawn */
};

/*
 * An observer of the replay: the state as it stands at the event, the
 * seat concerned, the entry (0-based index in record.moves; for
 * REPLAY_TURN_END the turn's last entry, for REPLAY_DRAW the entry that
 * carries the draw) and, for REPLAY_PLACE, the placement about to be
 * judged (NULL otherwise).  REPLAY_TURN_END comes only for a turn that
 * placed, did not swap and did not end the game, outside the solo game.
 * The observer sees the record once, as finally read (genial(1) FAULTY
 * RECORDS): the search for that reading is not observed.
 */
typedef void	replay_observe_fn(void *ctx, const struct game *g, int seat,
		    size_t idx, enum replay_event, const struct placement *p);

struct replay {
	struct game	 g;		/* the state after the last entry */
	replay_observe_fn *observe;	/* NULL (replay_init), or see above */
	void		*observe_ctx;
	struct step	*steps;		/* one per move entry, owned */
	size_t		 nsteps;
	size_t		 cap;
	int		 complete;	/* the game ended by the rules */
	struct ranking	 ranking;	/* of the final state */
	struct clever_replay *clever;	/* a game: clever record's replay
					   (clever_replay.h), owned; made
					   by the first such record */
	struct memuse	*mu;		/* counts steps (core/util.h), or
					   NULL; replay_init sets NULL */
	uint32_t	*onto;		/* the entries that place on each
					   cell, in order: those on cell c
					   are onto[onto_at[c] ..
					   onto_at[c + 1]); room for two per
					   step, owned */
	uint32_t	 onto_at[BOARD_CELLS + 1];
	long		 work;		/* entries the last record's search
					   judged on copies (genial(1)
					   FAULTY RECORDS, "Bounds") */
	long		 tile_work;	/* of which the tile search of its
					   missing entries */
	long		 pair_work;	/* and of that, the search of runs
					   of two tried as pairs (PAIR_WORK
					   a run) */
	long		 ghost_work;	/* scores the last record's unseen
					   tiles' hexes were tried with
					   (GHOST_WORK) */
	long		 late_work;	/* placements the last record's
					   search of an entry only the end
					   shows scored (LATE_WORK) */
	long		 part_work;	/* placements tried for the last
					   record's place texts that do not
					   read (PART_WORK) */
};

/* Bytes of steps kept from a game for a much shorter one. */
#define REPLAY_KEEP	(256 * 1024)

void	replay_init(struct replay *);
void	replay_free(struct replay *);
/*
 * Judge one record.  Reuses the replay's storage.  Diagnostics go to d
 * (whose game number the caller sets).  Returns 0, or -1 if the record was
 * not usable (its header problems are already in d from the reader).
 */
int	replay_run(struct replay *, const struct record *, struct diags *d);

/*
 * Replay only the first n move entries (for `genial show --move N`), with
 * no claim checks at the end.  Same return as replay_run.
 */
int	replay_prefix(struct replay *, const struct record *, size_t n,
	    struct diags *d);

/*
 * Describe one scoring line in words: "3 right from M10 (M11-M13)".
 * Writes at most size bytes into buf (always terminated); returns buf.
 */
char	*replay_line_text(const struct placement *, const struct line *,
	    char *buf, size_t size);
/*
 * Describe how colour c scored in a breakdown: its lines joined by ", "
 * ("3 right from M10 (M11-M13), 1 left from M9 (M8)"), or "no line".
 */
char	*replay_colour_text(const struct placement *, const struct breakdown *,
	    int c, char *buf, size_t size);

#endif
