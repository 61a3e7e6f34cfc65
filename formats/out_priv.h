/*
 * Inside the output writers: the writer object and the helpers the
 * format files share.  Not for use outside formats/out*.c.
 */
#ifndef GENIAL_OUT_PRIV_H
#define GENIAL_OUT_PRIV_H

#include <stdint.h>
#include <stdio.h>

#include <jansson.h>

#include "out.h"

struct yaml_out;

struct out {
	FILE			*fp;
	enum out_report		 report;
	enum out_format		 format;
	int			 colour;	/* ANSI escapes in text */
	int			 source;	/* quote source lines in text */
	struct diag_set		 hinted;	/* codes `genial explain` was
						   pointed out for */
	int			 header_done;	/* TSV header written */
	int			 ngames;	/* games written (text separators) */
	int			 part;		/* out_part_new: no separators */
	struct yaml_out		*yaml;		/* YAML emitter, made on use */
	struct out_summary	 total;		/* every file's summary added */
	size_t			 nfiles;	/* out_file_end calls */
	int			 clever_table;	/* TSV: the first game was
						   clever, so are the columns */
	char			*left_out;	/* the last game was left out of
						   the table: why, owned */
	int			 kind_fixed;	/* --kind chose clever_table */
	struct out_pending	*pending;	/* TSV rows before the header */
	size_t			 npending;
	size_t			 pendcap;
	int			 nogame_row;	/* check: the file's game of no
						   game had its row, which is
						   the file's (tsv_file_none) */
};

/*
 * A row written before the table's kind is known: in the Ingenious
 * layout (row[0]) and the clever one (row[1]), owned.
 */
struct out_pending {
	char	*row[2];
};

/* ANSI escapes for the text format; empty strings when colour is off. */
struct palette {
	const char	*error;		/* bold red */
	const char	*warning;	/* bold yellow */
	const char	*dim;
	const char	*bold;
	const char	*note;		/* bold cyan */
	const char	*caret;		/* bold green */
	const char	*reset;
};
void	 out_palette(struct palette *, int colour);

/*
 * Where out_quote() last found a line in a game's text, so that quoting
 * a game's findings in order reads its text about once.  All zero to
 * start.
 */
struct out_cursor {
	const char	*text;		/* the text it is in */
	size_t		 off;		/* byte offset of the line's start */
	uint64_t	 line;		/* its number */
	/* Where the last long line's window started, to go on from. */
	const char	*wtext;
	uint64_t	 wline;
	size_t		 wchar;		/* characters before it in the line */
	size_t		 woff;		/* its byte offset in the text */
};
/*
 * Quote line pos.line of d's text (struct diags) with a caret under
 * pos.col; nothing if that line is not in the text kept.  Returns 0, or
 * -1 on a write error.
 */
int	 out_quote(FILE *, const struct diags *, struct out_cursor *,
	    struct srcpos pos, const struct palette *);


/* Name of the player in seat, or NULL (no record, seat -1 or unknown). */
const char *out_player(const struct record *, int seat);
/*
 * Name of a side: the player, or in the team game the partners' names
 * joined by "+".  Allocated; the caller frees it.
 */
char	*out_side_name(const struct record *, const struct game *, int side);
/*
 * A side's counters in colour order.  Duel: the track positions seen from
 * that side (positive = own side, 0 = on the line).
 */
void	 out_side_counters(const struct game *, int side, int v[COLOURS]);
/* The counters shown after a step: the side's, or the duel track. */
void	 out_step_counters(const struct game *, const struct step *,
	    int v[COLOURS]);

/*
 * The cells of one scoring line of a placement: *from gets the placed
 * hex's cell, cells[0..n-1] the matching cells walked in line->dir.
 * Returns n (stops early at the board's edge, which a sane breakdown
 * never reaches).
 */
int	 out_line_cells(const struct placement *, const struct line *,
	    int *from, int cells[BOARD_ROWS]);
/* Colour of the hex a line starts from. */
int	 out_line_colour(const struct placement *, const struct line *);

/*
 * Why the game ended, as core words it (game_end_text, game_end_word):
 * *word gets a stable word for the structured formats ("board-full", ...,
 * NULL while running), the result is a sentence.
 */
const char *out_end_reason(const struct game *, const char **word);
/*
 * Why order[i] ranks where it does against order[i + 1]: "Anna wins:
 * lowest 9 = 9, second lowest 12 > 11", "Anna and Ben draw: identical
 * sorted counters 9 11 12 14 15 18".  Allocated; the caller frees it.
 */
char	*out_rank_reason(const struct record *, const struct replay *, int i);

/* Writers by format (out_text.c, out_score.c, out_tsv.c, ...). */
int	 text_check(struct out *, const struct out_game *);
int	 text_summary(struct out *, const struct out_summary *);
/* `check` text after more than one file: the totals over all of them. */
int	 text_total(struct out *);
int	 text_score(struct out *, const struct out_game *);
int	 text_rank(struct out *, const struct out_game *);
int	 tsv_game(struct out *, const struct out_game *);
int	 tsv_end(struct out *);
/* What goes before one more game's text report (not in a part). */
void	 text_separator(struct out *);
/* The TSV header line of the writer's report, once (not in a part). */
void	 tsv_header(struct out *);
/* The row of a file that gave no game (out_file_none). */
int	 tsv_file_none(struct out *, const char *file, const char *status);
/* The header line of a score or rank table of either kind (clever 1). */
const char *tsv_header_of(enum out_report, int clever);
/*
 * A row with only file, game (when game > 0) and status, as wide as
 * header: to fp, as an allocated string (NULL when out of memory), or
 * to the writer's table, held back until the table's kind is known.
 */
void	 tsv_none_row(FILE *, const char *header, const char *file, int game,
	    const char *status);
char	*tsv_none_text(enum out_report, int clever, const char *file,
	    int game, const char *status);
int	 tsv_none(struct out *, const char *file, int game,
	    const char *status);
/* Hold a row of both layouts (allocated, now the writer's) back. */
void	 tsv_pending_add(struct out *, char *row_ingenious, char *row_clever);
/* A TSV field: tabs, newlines and carriage returns become spaces. */
void	 tsv_field(FILE *, const char *);

/* Score and rank of a clever game (clever_out.c); its model, or NULL. */
int	 clever_out_game(struct out *, const struct out_game *);
json_t	*clever_model(const struct out *, const struct out_game *);
extern const char clever_tsv_score_header[];
extern const char clever_tsv_rank_header[];

/*
 * The score or rank model of a game with nothing to count (not replayed):
 * file, game, players, status, complete, errors and an empty array named
 * items ("moves" or "ranking").
 */
json_t	*model_none(const struct out_game *, const char *items);
/* The JSON/YAML data model of one game for the writer's report. */
json_t	*model_game(const struct out *, const struct out_game *);
/* A JSON string of arbitrary bytes (invalid UTF-8 becomes U+FFFD). */
json_t	*model_string(const char *);
/*
 * The list model_game() leaves empty to be streamed: its key
 * ("diagnostics", "moves"), or NULL when none; *n gets the number of
 * model_item() calls to make, *shown how many of them give an item.
 */
const char *model_items(const struct out *, const struct out_game *,
	    size_t *n, size_t *shown);
/* Item i < n of that list (owned by the caller), or NULL: left out. */
json_t	*model_item(const struct out *, const struct out_game *, size_t i);
int	 json_write(struct out *, json_t *);
int	 yaml_write(struct out *, json_t *);
/* One game's tree from model_game(), its streamed list filled in. */
int	 json_write_game(struct out *, json_t *, const struct out_game *);
int	 yaml_write_game(struct out *, json_t *, const struct out_game *);
/* Start the YAML stream if it is not (out_put_part of a document). */
void	 yaml_begin(struct out *);
int	 yaml_end(struct out *);
void	 yaml_out_free(struct yaml_out *);

#endif
