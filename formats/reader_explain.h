/*
 * Inside the reader's explanation of a YAML syntax error
 * (reader_explain.c): the text kept around the error, as lines, and the
 * slips of punctuation looked for in it (reader_marks.c).
 */
#ifndef GENIAL_READER_EXPLAIN_H
#define GENIAL_READER_EXPLAIN_H

#include <stddef.h>
#include <stdint.h>

struct rd_plain;

/* One line of the text kept: its bytes (no line break), where it starts. */
struct xline {
	const char	*s;
	size_t		 n;
	uint64_t	 off;		/* stream offset of s[0] */
	int		 ok;		/* the line is in the text kept */
};

/*
 * The text kept for quoting, as lines; the start of the last line looked
 * up is kept, the neighbours of a line are looked up from it.
 */
struct xtext {
	const char	*t;
	size_t		 len;
	uint64_t	 off;		/* stream offset of t[0] */
	uint64_t	 line;		/* its line, 1-based */
	uint64_t	 cline;		/* the last line looked up, or 0 */
	size_t		 cat;		/* where it starts in t */
};

/* What a line starts with, after its indentation. */
enum xkind { X_SKIP, X_DASH, X_KEY };

struct xshape {
	enum xkind	 kind;
	size_t		 ws;		/* bytes of indentation */
	int		 tab;		/* a tab among them */
	size_t		 indent;	/* columns, a tab as one */
	size_t		 keycol;	/* where a key of its mapping starts */
};

/* Line number line (1-based, in the stream) of the text, if it is kept. */
struct xline	rx_line_at(struct xtext *, uint64_t line);
/* What line l starts with, after its indentation. */
struct xshape	rx_shape(const struct xline *);

/*
 * The slips of punctuation (reader_marks.c), each at line (1-based) of
 * the text: the message, position and fix into f; 1 if found.  A quote
 * or bracket left open from column col (context: libyaml's, for which);
 * key:value without a blank or key value without the colon at column
 * col; a list entry without its "- "; a comma after a list entry.
 */
int	rx_open_slip(struct xtext *, const char *context, uint64_t line,
	    size_t col, struct rd_plain *);
int	rx_colon_slip(struct xtext *, uint64_t line, size_t col,
	    struct rd_plain *);
int	rx_dash_slip(struct xtext *, uint64_t line, struct rd_plain *);
int	rx_comma_slip(struct xtext *, uint64_t line, struct rd_plain *);

/*
 * Line line (1-based) of the text mended (reader_mend.c): if libyaml
 * cannot read it alone and one edit of its punctuation makes it read as
 * the notation means it (rec's players among its names), the cheapest
 * such edit as f's message, position and fix; 1 if found.  *used counts
 * the readings of a line tried, for the stream, up to MEND_BUDGET.
 */
struct record;
int	rx_mend(struct xtext *, uint64_t line, const struct record *rec,
	    unsigned long *used, struct rd_plain *);
/* 1 if libyaml reads line line (1-based) of the text alone. */
int	rx_reads_alone(struct xtext *, uint64_t line);
/*
 * 1 if libyaml reads the lines of the text from line from through the
 * line of m's edit, that edit made (m->at, m->text).
 */
int	rx_reads_with(struct xtext *, uint64_t from, const struct rd_plain *m);
/*
 * A key line the structure below it shows was lost, put back before line
 * line (reader_mend.c): the message, position and fix into f; 1 if so.
 */
int	rx_keyline(struct xtext *, uint64_t line, struct rd_plain *);
/*
 * reader_stray.c: line, a line of the paper's margin between two entries
 * ("page 2"): plain words none of which the record's notation knows, an
 * entry of one list above and below.  Its words and the fix that takes
 * the line out into f; 1 if so, 0 if not.
 */
int	rx_stray_line(struct xtext *, uint64_t line, const struct record *,
	    struct rd_plain *);
/*
 * The same where libyaml reads the entries as the list of the key above
 * them (players:, its names a block list): line is a move entry of it.
 */
int	rx_keyline_in(struct xtext *, uint64_t line, struct rd_plain *);

#endif
