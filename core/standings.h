/*
 * Tournament standings under the Mind Sports Olympiad rules
 * (genial-rules(7) "15 Standings"):
 * victory points from many two-player game records, grouped by event,
 * with the three MSO tie-breaks.
 *
 * A struct standings collects games one at a time (standings_add), each
 * from a replayed record; standings_rank then orders every event's table.
 * Nothing here prints: a game that cannot count is refused with a reason
 * in words, which the caller reports, and kept in its event's list of
 * games left out (the table says how many, and why).
 *
 * The placements decide a game (genial(1) "standings"): a game whose
 * placements all replay counts with the result the replay computes, even
 * when its claims (score, result, winner) are wrong or its header had a
 * slip read as meant; those findings are kept with the game.  A game
 * whose record a YAML error cut short, or one of whose entries breaks a
 * rule or cannot be read, cannot be ranked and is left out.  A record
 * that simply ends before the game does (an adjourned or resigned game)
 * counts with its provisional result, as the rules of the event decide.
 *
 * Per event, per player (players are matched by name):
 *   games wins draws losses   counted games and their results
 *   vp      victory points: 1 a win, 1/2 a draw, 0 a loss
 *   h2h     tie-break 1, the results between the tied players: the VPs
 *           won in games against the players level with this one on VPs
 *           (0 for a player level with nobody)
 *   diff    tie-break 2: the sum over the player's games of own lowest
 *           counter minus the opponent's lowest counter
 *   lowest  tie-break 3: the sum of own lowest counters
 * Rows are ordered by vp, then h2h, diff and lowest, all higher first;
 * players equal in all four share a rank (1, 1, 3), listed by name.
 * A tie-break applies to a player only when the keys before it leave the
 * player level with another (row->level); each row also says which key
 * put it below the row above (row->above).
 * VPs are kept in halves (vp2 = 2 * vp) so that no arithmetic is inexact.
 */
#ifndef GENIAL_STANDINGS_H
#define GENIAL_STANDINGS_H

#include <stddef.h>

#include "record.h"
#include "replay.h"

/*
 * A hash index over a table's entries (events by name, rows by player,
 * games by pairing), so that adding a game takes the same time however
 * many came before.  Slots hold entry positions + 1; 0 is empty.
 */
struct standings_index {
	size_t		*slot;
	size_t		 cap;		/* a power of two, or 0: not built */
};

/* The keys of the table order, in order; STANDINGS_TIED: none differs. */
enum standings_key {
	STANDINGS_FIRST,	/* the first row: nothing above it */
	STANDINGS_VP,
	STANDINGS_H2H,
	STANDINGS_DIFF,
	STANDINGS_LOWEST,
	STANDINGS_TIED		/* equal in all four: a shared rank */
};

/* Why a game was left out (standings_add), one per kind of reason. */
enum standings_reason {
	STANDINGS_COUNTED,
	STANDINGS_OTHER_GAME,	/* a game of Ganz schön clever */
	STANDINGS_UNREPLAYABLE,	/* the record cannot be replayed */
	STANDINGS_NOT_A_GAME,	/* a document that is not a game record */
	STANDINGS_EMPTY,	/* a file that holds no game */
	STANDINGS_UNFINISHED,	/* a YAML error cut the record short */
	STANDINGS_FAULTY,	/* an entry breaks a rule or is unreadable */
	STANDINGS_VARIANT,	/* solo, team or duel */
	STANDINGS_PLAYERS,	/* not two players */
	STANDINGS_NOT_MSO,	/* not under MSO rules */
	STANDINGS_PAIRING,	/* the pairing already has a game */
	STANDINGS__REASONS
};

/* One counted game. */
struct standings_game {
	int		 a, b;		/* rows of the two players */
	int		 vp2_a;		/* a's VPs times two: 2, 1 or 0 */
	int		 low_a, low_b;	/* their lowest counters */
	char		*file;		/* owned: where the record came from */
	int		 line;		/* the record's first line */
	int		 game;		/* its number in the file */
	size_t		 errors;	/* error-level findings: wrong claims
					   or header slips read as meant */
	char		*findings;	/* owned: their codes, "winner-mismatch,
					   result-mismatch", or NULL */
};

/* One game left out of an event's table. */
struct standings_left {
	char			*file;	/* owned */
	int			 line;	/* the record's first line, or 0 */
	int			 game;
	enum standings_reason	 reason;
	char			*why;	/* owned: the reason in full */
};

struct standings_row {
	char		*player;	/* owned */
	int		 games, wins, draws, losses;
	int		 vp2;		/* VPs times two */
	int		 h2h2;		/* tie-break 1, times two */
	int		 diff;		/* tie-break 2 */
	int		 lowest;	/* tie-break 3 */
	int		 rank;		/* 1-based, after standings_rank */
	/*
	 * After standings_rank: how many tie-breaks apply to the row (0:
	 * its VPs are its own; 1: h2h applies; 2: diff too; 3: lowest
	 * too), and the key that set it below the row above.
	 */
	int		 level;
	enum standings_key above;
	size_t		 first;		/* its first counted game, by index */
	char		*fold;		/* owned: the name in lower case, its
					   spaces collapsed (name warnings) */
};

struct standings_event {
	char			*name;	/* owned; "" for records with no event */
	struct standings_row	*rows;	/* table order after standings_rank */
	size_t			 nrows;
	size_t			 rowcap;
	struct standings_game	*games;	/* in the order added */
	size_t			 ngames;
	size_t			 gamecap;
	struct standings_index	 rowix;	/* rows by player */
	struct standings_index	 foldix;	/* rows by folded name */
	struct standings_index	 pairix;	/* games by pairing */
	struct standings_left	*left;	/* games left out, in input order */
	size_t			 nleft;
	size_t			 leftcap;
};

struct standings {
	struct standings_event	*events;	/* in order of first game */
	size_t			 nevents;
	size_t			 cap;
	struct standings_index	 evix;	/* events by name */
	enum standings_reason	 reason;	/* of the last standings_add */
};

struct standings	*standings_new(void);
void			 standings_free(struct standings *);

/*
 * Count one game: rec as read (NULL after a YAML error that left nothing
 * to read), rp its replay (NULL if it could not be replayed), d its
 * diagnostics (NULL: none), game its number in file, the name to
 * remember it by.  why (at most size bytes) is always
 * terminated.  Returns 0 if the game counts; why is then empty, or warns
 * that a player's name differs from another player's of the event only
 * in the case of ASCII letters or in spacing ("anna" and "Anna"): the two
 * stay two players, and why names both spellings and the game where the
 * other one was first counted.  Returns -1 if it does not count, with
 * st->reason and the reason in why: it could not be replayed, a YAML
 * error cut it short, an entry breaks a rule, it is not a two-player
 * standard game under MSO rules, or its two players already have a game
 * in this event (the pairing recorded twice: the first one counts, and
 * why names it).  A refused game joins the left-out list of the event
 * its record names ("" when it names none or could not be read), which
 * makes that event's table, empty if no game of it counts.
 */
int	standings_add(struct standings *, const struct record *rec,
	    const struct replay *rp, const struct diags *d, int game,
	    const char *file, char *why, size_t size);

/*
 * A file that holds no game at all (empty, or only comments): one entry
 * of the left-out list of the event with no name, game 0, reason
 * STANDINGS_EMPTY.
 */
void	standings_add_none(struct standings *, const char *file);
/* The reason as one word for TSV and JSON: "unfinished", "faulty", ... */
const char *standings_reason_name(enum standings_reason);

/* Compute the tie-breaks and ranks, and order every event's rows. */
void	standings_rank(struct standings *);

/* The reason in a few words, the same for every game of that kind. */
const char *standings_reason_text(enum standings_reason);
/* The key's column name: "vp", "h2h", "diff", "lowest"; "" otherwise. */
const char *standings_key_name(enum standings_key);

#endif
