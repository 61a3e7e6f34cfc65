/*
 * The output writers: what `genial check`, `score` and `rank` print for
 * each game, in each of the four formats of genial(1) (text, tsv, json,
 * yaml).
 *
 * A struct out is bound to one stream, one report and one format.  The
 * command feeds it one game at a time (out_game), tells it where each
 * input file ends (out_file_end: the summary line of `check`) and closes
 * the stream with out_end.  JSON and YAML are built from one data model
 * per game (a jansson tree, out_json.c) so the two always carry the same
 * fields; text and TSV are written directly.
 *
 * Writers never exit and never print anywhere but their stream.  Every
 * writing function returns 0, or -1 when the stream reported an error (a
 * full disk, a closed pipe); the caller says so and exits with 2.
 */
#ifndef GENIAL_OUT_H
#define GENIAL_OUT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "../core/diag.h"
#include "../core/record.h"
#include "../core/replay.h"

enum out_format { OUT_TEXT, OUT_TSV, OUT_JSON, OUT_YAML };
enum out_report { REPORT_CHECK, REPORT_SCORE, REPORT_RANK, REPORT_STANDINGS };

/* One game as the writers see it.  Nothing here is owned by the writer. */
struct out_game {
	const char		*file;	/* display name: path or "<stdin>" */
	int			 game;	/* 1-based number in the file */
	const struct record	*rec;	/* NULL after a yaml-syntax error */
	const struct replay	*rp;	/* NULL if the game was not replayed */
	const struct diags	*d;	/* the game's diagnostics, sorted */
	int			 nogame;	/* 1: the input holds no game at
					   all (rec NULL): score and rank
					   give it no row of its own, its
					   file has out_file_none's */
};

/*
 * A game's status word in score and rank (genial(1) TSV COLUMNS):
 * "unreadable" (a YAML error left nothing of the record), "not-a-game",
 * "unreplayable" (its header is too broken to replay), "incomplete"
 * (replayed, but the game did not reach its end: the ranking is
 * provisional), "faulty" (it ended, with error-level findings) or "ok".
 * A game of the other kind than a TSV table's is "other-game", a file
 * with no game "unreadable" or "empty" (out_file_none).
 */
const char	*out_game_status(const struct out_game *);

/* What one input file held, for the summary line of `check`. */
struct out_summary {
	const char		*file;
	size_t			 games;
	size_t			 errors;
	size_t			 warnings;
	struct diag_set		 codes;	/* the codes of its findings */
	/*
	 * Lines not read after syntax errors (reader_skipped()): how many
	 * ranges, how many lines in all, and the first range.
	 */
	size_t			 skips;
	uint64_t		 skipped;
	int			 skip_first;
	int			 skip_last;
};

struct out;

/* The format named by "text", "tsv", "json" or "yaml", or -1. */
int		 out_format_parse(const char *name);

/*
 * How text diagnostics are written, for the `colour` argument of the
 * functions below: OUT_COLOUR to colour them with ANSI escapes (the
 * caller decides when: a terminal, --color, NO_COLOR), OUT_NO_SOURCE to
 * leave out the source line quoted under each (--no-source).  1 and 0
 * keep their old meaning.
 */
#define OUT_COLOUR	0x1
#define OUT_NO_SOURCE	0x2

/*
 * A writer on fp (not closed by the writer).  colour: OUT_COLOUR and
 * OUT_NO_SOURCE, for the text format.  Never returns NULL.
 */
struct out	*out_new(FILE *fp, enum out_report, enum out_format, int colour);
void		 out_free(struct out *);
/*
 * score and rank TSV: make the table's columns those of clever games (1)
 * or of Ingenious games (0) whatever the first game is (--kind).
 */
void		 out_set_kind(struct out *, int clever);
/* Write one game's report. */
int		 out_game(struct out *, const struct out_game *);
/*
 * After out_game() or out_put_part(): NULL, or the warning line (without
 * a newline) for a game of the other kind than a TSV table's, which got
 * one row of status "other-game"; the caller prints it on standard
 * error.  Valid until the next call.
 */
const char	*out_left_out(const struct out *);
/* An input file is done: `check -f text` writes its summary line. */
int		 out_file_end(struct out *, const struct out_summary *);
/*
 * An input file gave no game: status "unreadable" (message: why) or
 * "empty".  JSON and YAML get a record {file, status, message} in place
 * of the file's games, and the TSV tables of `score` and `rank` a row:
 * the file, the status, the other columns empty.  Text and `check -f tsv`
 * write nothing: the file's summary line and the standard error say it.
 */
int		 out_file_none(struct out *, const char *file,
		    const char *status, const char *message);
/*
 * `-j N`: a report written in parts by several writers at once, each on
 * its own stream (a memory stream per piece of input).  A part writer
 * writes each game as the writer `stream` would with out_game(), but
 * leaves out what goes between games (the TSV header before the first,
 * the blank line between text reports).  The stream's writer then puts
 * every game's part, in input order and one call per game (an empty part
 * too), with out_put_part(), which adds those: byte for byte what
 * out_game() alone would have written.  A part writer takes no
 * out_file_end() or out_end().  out_part_new() only reads stream's
 * settings, so part writers may be made and used on other threads while
 * stream is in use; each one on one thread at a time.
 */
struct out	*out_part_new(const struct out *stream, FILE *fp);
int		 out_put_part(struct out *, const char *part, size_t len);
/*
 * The run is done: finishes the stream (the TSV header of an empty run,
 * YAML's stream end).  Does not flush: closing the stream is the caller's,
 * and so is reporting a write error that only the flush reveals.
 */
int		 out_end(struct out *);

/*
 * The tournament tables of `genial standings` (core/standings.h), ranked,
 * in the writer's format: text, TSV rows (header: event rank player games
 * wins draws losses vp h2h diff lowest), or one JSON/YAML object per
 * event.  For a writer made with REPORT_STANDINGS; out_game is not used
 * with it.
 */
struct standings;
int		 out_standings(struct out *, const struct standings *);

/*
 * One diagnostic as a text line (genial(1), DIAGNOSTICS):
 * FILE:LINE:COL: SEVERITY: game G, move M (PLAYER): MESSAGE [CODE]
 * rec (may be NULL) gives the player's name; " (PLAYER)" is left out when
 * the diagnostic has no player, and ", move M" when it is about the
 * whole game (move 0).  A likely intended entry (fix) is added as
 * "; did you mean FIX?", and why it is likely after it; a cause is a
 * second line, FILE:LINE:COL: note: game G, move M: reported because of
 * move N, at that move's entry.  Used for `check` and for the standard
 * error of the other commands.
 */
int		 out_diag_line(FILE *, const char *file,
		    const struct record *rec, const struct diag *, int colour);
/*
 * All of a game's diagnostics as text lines, in the order given, each
 * with its source line and a caret under the column (unless colour has
 * OUT_NO_SOURCE), when d holds the game's text (struct diags).
 */
int		 out_diag_lines(FILE *, const char *file,
		    const struct record *rec, const struct diags *, int colour);
/*
 * Once per code and run: a line pointing at `genial explain` for the
 * codes in codes that are not yet in *hinted, which then gets them.
 * Nothing when there are none, or with OUT_NO_SOURCE in colour (the
 * findings alone, one line each).  Returns 0, or -1 on a write error.
 */
int		 out_diag_hint(FILE *, struct diag_set *hinted,
		    const struct diag_set *codes, int colour);

#endif
