/*
 * The diagnostics catalogue: one enum of codes and one table giving each
 * its stable name, class, severity and a one-line summary.  The names are
 * a public contract (genial(1) DIAGNOSTICS): codes may be added, never renamed.
 *
 * Library code reports a problem with diag_add() into a struct diags that
 * the caller owns; it never prints or exits.
 */
#ifndef GENIAL_DIAG_H
#define GENIAL_DIAG_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

enum diag_class { CLASS_RECORD, CLASS_RULE, CLASS_CLAIM };
enum diag_severity { SEV_ERROR, SEV_WARNING };

/*
 * X(ENUM, "name", class, severity, "summary")
 * The summary is the catalogue's one line (genial(1) DIAGNOSTICS explains
 * each code at length); the message of each diagnostic says the
 * particulars.
 */
#define DIAG_CODES(X) \
	X(D_YAML_SYNTAX, "yaml-syntax", CLASS_RECORD, SEV_ERROR, \
	  "the YAML cannot be parsed") \
	X(D_NOT_A_GAME, "not-a-game", CLASS_RECORD, SEV_ERROR, \
	  "the document is not a mapping with game: ingenious") \
	X(D_BAD_VALUE, "bad-value", CLASS_RECORD, SEV_ERROR, \
	  "a value has the wrong type or an unknown word") \
	X(D_MISSING_KEY, "missing-key", CLASS_RECORD, SEV_ERROR, \
	  "players or moves is missing") \
	X(D_UNKNOWN_KEY, "unknown-key", CLASS_RECORD, SEV_WARNING, \
	  "a key the format does not define") \
	X(D_BAD_TILE, "bad-tile", CLASS_RECORD, SEV_ERROR, \
	  "a tile is not two colour letters") \
	X(D_BAD_CELL, "bad-cell", CLASS_RECORD, SEV_ERROR, \
	  "a cell is not on the board") \
	X(D_BAD_MOVE, "bad-move", CLASS_RECORD, SEV_ERROR, \
	  "a move entry has no action, two actions, or unreadable place text") \
	X(D_PLAYER_COUNT, "player-count", CLASS_RECORD, SEV_ERROR, \
	  "the number of players does not fit the variant") \
	X(D_UNKNOWN_PLAYER, "unknown-player", CLASS_RECORD, SEV_ERROR, \
	  "a name that is not in players") \
	X(D_DUPLICATE_KEY, "duplicate-key", CLASS_RECORD, SEV_ERROR, \
	  "a key appears twice in one mapping") \
	X(D_LIMIT, "limit", CLASS_RECORD, SEV_ERROR, \
	  "the input exceeds a limit of the reader") \
	X(D_OUTSIDE_AREA, "outside-area", CLASS_RULE, SEV_ERROR, \
	  "a cell is outside the active area") \
	X(D_NOT_ADJACENT, "not-adjacent", CLASS_RULE, SEV_ERROR, \
	  "the two cells are not neighbours") \
	X(D_CELL_OCCUPIED, "cell-occupied", CLASS_RULE, SEV_ERROR, \
	  "a cell holds a tile or a start symbol") \
	X(D_FIRST_PLACEMENT, "first-placement", CLASS_RULE, SEV_ERROR, \
	  "a first placement does not touch a free start symbol") \
	X(D_NOT_CONNECTED, "not-connected", CLASS_RULE, SEV_ERROR, \
	  "MSO: the placement touches no tile and no start symbol") \
	X(D_TILE_NOT_IN_RACK, "tile-not-in-rack", CLASS_RULE, SEV_ERROR, \
	  "the tile is not on the player's rack") \
	X(D_SUPPLY_EXCEEDED, "supply-exceeded", CLASS_RULE, SEV_ERROR, \
	  "more tiles of a type than the set holds") \
	X(D_WRONG_PLAYER, "wrong-player", CLASS_RULE, SEV_ERROR, \
	  "player is not the one whose turn it is") \
	X(D_EXTRA_PLACEMENT, "extra-placement", CLASS_RULE, SEV_ERROR, \
	  "a second placement with no bonus placement due") \
	X(D_BONUS_FORFEITED, "bonus-forfeited", CLASS_RULE, SEV_WARNING, \
	  "a bonus placement was due and not taken") \
	X(D_SWAP_NOT_ALLOWED, "swap-not-allowed", CLASS_RULE, SEV_ERROR, \
	  "the rack shows a lowest colour, or the variant has no swap") \
	X(D_SWAP_MISMATCH, "swap-mismatch", CLASS_RULE, SEV_ERROR, \
	  "the shown tiles are not the known rack") \
	X(D_BAD_DRAW, "bad-draw", CLASS_RULE, SEV_ERROR, \
	  "a draw of the wrong size or of tiles not in the bag") \
	X(D_MOVE_AFTER_END, "move-after-end", CLASS_RULE, SEV_ERROR, \
	  "an entry after the game has ended") \
	X(D_GAME_INCOMPLETE, "game-incomplete", CLASS_RULE, SEV_WARNING, \
	  "the record ends while a placement is still possible") \
	X(D_SCORE_MISMATCH, "score-mismatch", CLASS_CLAIM, SEV_ERROR, \
	  "score differs from the computed points") \
	X(D_TOTAL_MISMATCH, "total-mismatch", CLASS_CLAIM, SEV_ERROR, \
	  "total differs from the computed counters") \
	X(D_BONUS_MISMATCH, "bonus-mismatch", CLASS_CLAIM, SEV_ERROR, \
	  "bonus differs from the colours that reached the cap") \
	X(D_BONUS_UNCLAIMED, "bonus-unclaimed", CLASS_CLAIM, SEV_WARNING, \
	  "a colour reached the cap and no bonus was called") \
	X(D_RESULT_MISMATCH, "result-mismatch", CLASS_CLAIM, SEV_ERROR, \
	  "result differs from the computed final counters") \
	X(D_WINNER_MISMATCH, "winner-mismatch", CLASS_CLAIM, SEV_ERROR, \
	  "winner differs from the computed ranking") \
	X(D_FLAG_NOT_MSO, "flag-not-mso", CLASS_RULE, SEV_WARNING, \
	  "a clock flag in a game without the MSO clocks") \
	X(D_MISSPELT_CLAIM, "misspelt-claim", CLASS_RECORD, SEV_ERROR, \
	  "an unknown key that is most likely a claim: it is not checked") \
	X(D_BAD_DIE, "bad-die", CLASS_RECORD, SEV_ERROR, \
	  "clever: a die is not a colour letter W Y B G O P with a value 1-6") \
	X(D_ROUNDS_MISMATCH, "rounds-mismatch", CLASS_RECORD, SEV_WARNING, \
	  "clever: rounds differs from the rules for that many players") \
	X(D_PICK_MISSING, "pick-missing", CLASS_RECORD, SEV_WARNING, \
	  "clever: a passive player has no pick for a turn") \
	X(D_WRONG_PHASE, "wrong-phase", CLASS_RULE, SEV_ERROR, \
	  "clever: an entry out of the turn's order") \
	X(D_WRONG_DICE, "wrong-dice", CLASS_RULE, SEV_ERROR, \
	  "clever: a roll leaves out a die in play or changes one that is not") \
	X(D_DIE_UNAVAILABLE, "die-unavailable", CLASS_RULE, SEV_ERROR, \
	  "clever: the die is not where the entry may take it from") \
	X(D_VOID_ROLL, "void-roll", CLASS_RULE, SEV_ERROR, \
	  "clever: take: none while a die of the roll is usable") \
	X(D_WRONG_AREA, "wrong-area", CLASS_RULE, SEV_ERROR, \
	  "clever: a coloured die entered in another colour's area") \
	X(D_VALUE_MISMATCH, "value-mismatch", CLASS_RULE, SEV_ERROR, \
	  "clever: the cell or number does not match the die") \
	X(D_BELOW_THRESHOLD, "below-threshold", CLASS_RULE, SEV_ERROR, \
	  "clever: a green box crossed below its minimum") \
	X(D_NOT_ASCENDING, "not-ascending", CLASS_RULE, SEV_ERROR, \
	  "clever: a purple number not greater than the one before") \
	X(D_AREA_FULL, "area-full", CLASS_RULE, SEV_ERROR, \
	  "clever: the track has no box left") \
	X(D_ACTION_UNAVAILABLE, "action-unavailable", CLASS_RULE, SEV_ERROR, \
	  "clever: a reroll or +1 used with none available") \
	X(D_BONUS_NOT_DUE, "bonus-not-due", CLASS_RULE, SEV_ERROR, \
	  "clever: a then item that no bonus due allows") \
	X(D_PLATTER_MISMATCH, "platter-mismatch", CLASS_RULE, SEV_ERROR, \
	  "clever: the solo platter is not three lowest dice") \
	X(D_TOO_MANY_MARKS, "too-many-marks", CLASS_RULE, SEV_ERROR, \
	  "clever: a sheet holds more marks than the game allows") \
	X(D_BONUS_MISSING, "bonus-missing", CLASS_RULE, SEV_ERROR, \
	  "clever: a bonus mark the sheet earns left no trace") \
	X(D_DIE_MISMATCH, "die-mismatch", CLASS_CLAIM, SEV_ERROR, \
	  "clever: a value written with a die differs from the die") \
	X(D_SHEET_MISMATCH, "sheet-mismatch", CLASS_CLAIM, SEV_ERROR, \
	  "clever: sheets differs from the replayed final sheet") \
	X(D_ENCODING, "encoding", CLASS_RECORD, SEV_ERROR, \
	  "bytes that are not UTF-8 text, read as a character or left out") \
	X(D_MISSPELT_KEY, "misspelt-key", CLASS_RECORD, SEV_ERROR, \
	  "an unknown key near one that changes the rules: read as it")

#define DIAG_ENUM(e, name, cls, sev, sum) e,
enum diag_code { DIAG_CODES(DIAG_ENUM) D__MAX };
#undef DIAG_ENUM

struct diag_info {
	const char		*name;		/* stable code, "score-mismatch" */
	enum diag_class		 cls;
	enum diag_severity	 sev;
	const char		*summary;	/* catalogue line */
};

/* Catalogue entry of a code. */
const struct diag_info	*diag_info(enum diag_code code);
/* Code of a stable name, or -1. */
int			 diag_lookup(const char *name);
const char		*diag_class_name(enum diag_class cls);	/* "rule" */
const char		*diag_severity_name(enum diag_severity s); /* "error" */

/*
 * A position in the source text; line 0 means "no position".  A node's
 * position also gives its bytes, for a fix that replaces them (`genial
 * fix`): len bytes from byte off of its input (0-based, counted from the
 * start of the file or stream, across its documents); len 0 when the
 * reader did not record them.
 */
struct srcpos {
	int		 line;		/* 1-based */
	int		 col;		/* 1-based */
	uint32_t	 len;		/* bytes of the node's text, or 0 */
	uint64_t	 off;		/* byte offset of its first byte */
};

/*
 * One replacement of a finding's fix: the bytes of `at` (at.len bytes from
 * at.off) are to be replaced by text; an empty text deletes them, and
 * at.len 0 inserts text before byte at.off.  A copy (from.len > 0) puts
 * the input's bytes of `from` before text: an entry or a key moved.  With
 * lines set, at and from are entries of a list, taken with their whole
 * lines (the "- " before, the line break after; an insertion goes before
 * the line of the entry at at.off, or after the line of the entry that
 * ends there; in an inserted text, a line break and a tab go on with the
 * entry on a line of its own, under its first key); the writer of the
 * text widens them.  A finding's edits at
 * one place are made in the order it adds them.
 */
struct diag_edit {
	struct srcpos	 at;
	char		*text;		/* owned */
	struct srcpos	 from;		/* len 0: no copy */
	int		 lines;
};

/*
 * One diagnostic, with the particulars of this occurrence.  The integers
 * come first and nedits is 32 bits, so that an entry takes 80 bytes: a
 * game may keep tens of thousands.
 */
struct diag {
	enum diag_code	 code;
	int		 game;		/* 1-based game number in its file */
	int		 move;		/* 1-based move index, 0 for the header */
	int		 player;	/* seat the move belongs to, or -1 */
	int		 cause;		/* move whose finding this one
					   follows from, or 0 */
	uint32_t	 nedits;	/* entries of edits */
	struct srcpos	 pos;		/* where the offending node starts */
	char		*msg;		/* owned: the full message text */
	char		*fix;		/* owned: the entry the record most
					   likely meant, written in the
					   notation ("OB H6 I6"), or NULL */
	struct diag_edit *edits;	/* owned: the fix as data, the
					   replacements that turn the record
					   as written into the record as
					   meant; NULL when there is none */
	char		*why;		/* owned: why the fix is likely, in
					   a few words, or NULL */
};

/*
 * A growable list of diagnostics for one game, owned by the caller.
 * diags_clear() frees the messages and empties the list for the next game
 * but keeps the storage up to DIAGS_KEEP bytes (a game with many more
 * findings does not pin its memory for the next); diags_free() releases
 * everything.  With mu set (struct memuse, core/util.h), the list and
 * what its entries own are counted there.
 */
#define DIAGS_KEEP	(64 * 1024)

struct memuse;

struct diags {
	struct diag	*v;
	size_t		 len;
	size_t		 cap;
	int		 game;		/* game number stamped on new entries */
	size_t		 errors;	/* counts by severity, kept by diag_add */
	size_t		 warnings;
	/*
	 * The source text the positions point into, for quoting their
	 * lines: the bytes from the start of line text_line (1-based) to
	 * the end of what was read, or text NULL when none is kept.  Not
	 * owned: the reader sets it for each game (formats/reader.h) and
	 * it stays valid until the reader's next game; diags_clear()
	 * forgets it.
	 */
	const char	*text;
	size_t		 textlen;
	uint64_t	 text_line;
	struct memuse	*mu;		/* or NULL; diags_init sets NULL */
	int		 terse;		/* 1: findings are counted, not
					   worded (msg NULL): a search's
					   look-ahead; diags_init sets 0 */
};

void	diags_init(struct diags *);
void	diags_clear(struct diags *);
void	diags_free(struct diags *);
/*
 * Append a diagnostic with a printf-style message.  Never fails (the
 * allocation wrappers exit on out-of-memory).  Returns the new entry.
 */
struct diag *diag_add(struct diags *, enum diag_code, int move,
	    struct srcpos, int player, const char *fmt, ...)
	    __attribute__((format(printf, 6, 7)));
struct diag *diag_addv(struct diags *, enum diag_code, int move,
	    struct srcpos, int player, const char *fmt, va_list);
/*
 * Attach the likely intended entry to a diagnostic of d, printf-style; a
 * second call replaces the first.  Never fails.
 */
void	diag_set_fix(struct diags *d, struct diag *, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));
/*
 * Replace the message of a diagnostic of d, printf-style (a reading says
 * more of what the entry holds); the old message may be an argument.
 * Never fails.
 */
void	diag_set_msg(struct diags *d, struct diag *, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));
/*
 * Drop the fix of a diagnostic of d: its entry, its replacements and its
 * why (a later, better-informed reading gives another or none).
 */
void	diag_drop_fix(struct diags *d, struct diag *);
/*
 * Add one replacement to the fix of a diagnostic of d (see struct
 * diag_edit): the bytes of `at` become text.  Never fails.
 */
void	diag_add_edit(struct diags *d, struct diag *, struct srcpos at,
	    const char *text);
/*
 * Add a copy to the fix of a diagnostic of d: the bytes of `at` become
 * those of `from` (lines: both are entries of a list, see struct
 * diag_edit).  Never fails.
 */
void	diag_add_copy(struct diags *d, struct diag *, struct srcpos at,
	    struct srcpos from, int lines);
/*
 * The fix of a claim written wrong, of a diagnostic of d: "key: value" as
 * the fix, and the bytes of `at` (the value as written) replaced by
 * value.  Never fails.
 */
void	diag_fix_claim(struct diags *d, struct diag *, const char *key,
	    const char *value, struct srcpos at);
/* The same for a number. */
void	diag_fix_number(struct diags *d, struct diag *, const char *key,
	    long value, struct srcpos at);
/*
 * Say why the fix of a diagnostic of d is likely, printf-style.  Never
 * fails.
 */
void	diag_set_why(struct diags *d, struct diag *, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));
/*
 * Drop the diagnostics from index len on (a replay that judges a record
 * again from the start); the counts by severity follow.
 */
void	diags_truncate(struct diags *, size_t len);
/*
 * Take back the diagnostics of [from, to) for which drop(diag, arg)
 * returns 1 (a finding that a later ruling says is not to be made); the
 * others keep their order, and the counts by severity follow.
 */
void	diags_withdraw(struct diags *, size_t from, size_t to,
	    int (*drop)(const struct diag *, void *), void *arg);
/*
 * Sort into file order: by line, then column; diagnostics with no
 * position (line 0) first, by move.  Stable for equal keys.
 */
void	diags_sort(struct diags *);

/* A set of codes, one bit each: the codes a file's findings used. */
struct diag_set {
	uint64_t	 w[(D__MAX + 63) / 64];
};
/* Add the codes of every diagnostic in d to *set. */
void	diags_codes(const struct diags *d, struct diag_set *set);
/* 1 if code is in set. */
int	diag_set_has(const struct diag_set *set, enum diag_code code);

#endif
