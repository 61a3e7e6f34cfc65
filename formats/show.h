/*
 * Board pictures for `genial show`: one position of a game drawn for a
 * terminal (show_text.c), as a standalone SVG (svg.c), or every position
 * of a game as one self-contained stepping HTML page (html.c).
 *
 * A struct show_pos is what the three writers draw: the board and the
 * counters after the first `move` entries of a record, the entry that got
 * there, and its placement.  It is built from the steps of a replay
 * (core/replay.h), one entry at a time, so the HTML page walks a whole
 * game in one pass.  Nothing in it is owned: it points into the record
 * and the replay, which must outlive it.
 *
 * Writers never exit and never print anywhere but their stream.  Every
 * text that comes from the record (names, notes, descriptions) is escaped
 * for the output: control characters and invalid UTF-8 never reach a
 * terminal, and XML/HTML special characters never reach markup unescaped.
 * Each writer returns 0, or -1 if the stream reported an error.
 */
#ifndef GENIAL_SHOW_H
#define GENIAL_SHOW_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "../core/record.h"
#include "../core/replay.h"

struct show_pos {
	const struct record	*rec;
	const struct replay	*rp;
	size_t			 move;	/* entries applied: 0..rec->nmoves */
	const struct step	*step;	/* the step of entry `move`, or NULL */
	const struct rec_move	*entry;	/* that entry in the record, or NULL */
	int8_t			 cell[BOARD_CELLS];	/* tile colour, -1 */
	int16_t			 pair[BOARD_CELLS];	/* the tile's other cell, -1 */
	uint8_t			 score[MAX_SEATS][COLOURS];	/* by side */
	int8_t			 track[COLOURS];	/* duel track */
	int8_t			 token[COLOURS];	/* duel: holder seat or -1 */
	int			 last[2];	/* cells of the latest placement */
	int			 pending;	/* bonus placements earned, not taken */
	/*
	 * The state after a replay_prefix() of exactly `move` entries, for
	 * what the steps do not say (whose turn, bonus placements due, the
	 * end); NULL when the position was built by walking a longer replay.
	 */
	const struct game	*g;
};

/*
 * Start at the empty board of rec (move 0), for the steps of rp (a
 * replay of rec: replay_run or replay_prefix).
 */
void	show_pos_start(struct show_pos *, const struct record *,
	    const struct replay *rp);
/*
 * Apply the next entry: move goes up by one.  Returns 0, or -1 if the
 * replay has no step for it (nothing changes then).
 */
int	show_pos_next(struct show_pos *);
/*
 * Build the position after n entries by walking rp from the start.  If rp
 * holds exactly n steps (replay_prefix of n), pos->g is set to its state.
 * Returns 0, or -1 if rp has fewer than n steps.
 */
int	show_pos_at(struct show_pos *, const struct record *,
	    const struct replay *rp, size_t n);

/* Number of sides holding counters (players; 2 teams in the team game). */
int	show_sides(const struct show_pos *);
/* A side's display name ("Anna", or "Anna+Cleo" in the team game). */
char	*show_side_name(const struct show_pos *, int side, char *buf,
	    size_t size);
/* A seat's name, "?" if unknown. */
const char *show_player(const struct show_pos *, int seat);
/* Counter cap of the game, core's rules_cap(): 18, 36 for solo and team. */
int	show_cap(const struct show_pos *);
/* 1 if cell is in the active area of this game (core's rules_in_area). */
int	show_active(const struct show_pos *, int cell);

/*
 * The game in one line: "Game 1: Anna vs Ben - Club night (MSO rules)".
 * Plain UTF-8 from the record, not escaped.  Returns buf.
 */
char	*show_title(const struct show_pos *, char *buf, size_t size);
/*
 * What the entry did, in one line of words: "Move 3 of 12: Anna places
 * RO on L8 L9", "Start of the game", ...  Plain UTF-8, not escaped: the
 * caller escapes it for its output.  Returns buf.
 */
char	*show_heading(const struct show_pos *, char *buf, size_t size);
/*
 * The scoring of the entry's placement, one line per item, for i = 0,
 * 1, ...: "red 3: 2 right from L9 (L10-L11), 1 up-left from L8 (M8)",
 * then "counters: R 3 -> 12 ..." and the bonus.  Returns buf, or NULL
 * when there is no line i.
 */
char	*show_breakdown(const struct show_pos *, int i, char *buf,
	    size_t size);

/*
 * Whose turn it is, bonus placements due, or why the game ended, as one
 * sentence ("Ben to move.", "The game is over: ..."); empty when the
 * position does not know (built from a longer replay, not its end).
 */
char	*show_status(const struct show_pos *, char *buf, size_t size);

/*
 * Text sanitising shared by the writers.  show_clean() copies s into buf
 * with invalid UTF-8 bytes replaced by U+FFFD and control characters
 * (C0, DEL, C1) replaced by a space, except '\n' when keep_nl is set.
 * Returns buf.  show_put_xml() writes s to fp escaped for XML/HTML text
 * and attribute values (after cleaning).  show_put_json() writes s as a
 * JSON string literal safe inside an HTML <script> element.
 */
char	*show_clean(const char *s, int keep_nl, char *buf, size_t size);
int	show_put_xml(FILE *, const char *s);
int	show_put_json(FILE *, const char *s);
/*
 * Terminal columns a UTF-8 string takes: two for each wide East Asian
 * character, none for a combining mark, one for the others.
 */
size_t	show_width(const char *s);
/*
 * The character a writer prints for the character cp of a record: a
 * space for a control or bidirectional-control character (as
 * show_clean() does), else cp.
 */
uint32_t show_safe(uint32_t cp);
/*
 * Clean text (keeping its newlines) and break it into lines of at most
 * width characters at spaces (a longer word gets a line of its own).
 * *lines gets an allocated array of allocated strings; returns their
 * number (at least 1).  Free with show_wrap_free().
 */
size_t	show_wrap(const char *text, size_t width, char ***lines);
void	show_wrap_free(char **lines, size_t n);

/* Terminal options of the text picture. */
struct show_text_opts {
	int	 colour;	/* 1: ANSI colours (a terminal, --color) */
	int	 width;		/* wrap notes at this many columns (0: 78) */
};

int	show_text(FILE *, const struct show_pos *, const struct show_text_opts *);
/*
 * The standalone SVG picture of one position, with the findings of d
 * (may be NULL) that belong to it: those of its move, and at the end of
 * the game those about the result and the winner.
 */
int	show_svg(FILE *, const struct show_pos *, const struct diags *d);
/*
 * The HTML page of a whole game: rp must be a replay_run of rec, d its
 * diagnostics (shown with their moves; may be NULL).  The page opens at
 * position `start` (0..rec->nmoves), or at the one named by the URL's
 * fragment ("page.html#12").
 */
int	show_html(FILE *, const struct record *, const struct replay *rp,
	    const struct diags *d, size_t start);

#endif
