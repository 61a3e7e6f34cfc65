/*
 * Cutting a stream of YAML documents into pieces that separate readers
 * can read at once (`genial check -j N`).
 *
 * A piece is whole documents: the stream is cut only just before a line
 * that is "---" followed by a space, a tab or a line break, at the start
 * of a line (after a newline).  libyaml takes such a line for a document
 * start wherever it appears (a scalar cannot run over it: a quoted one is
 * an error there, a plain or block one ends before it), so a piece read
 * on its own gives the same events as the whole stream gives for those
 * bytes, with lines counted from the piece's start.  Each piece comes
 * with its origin (formats/reader.h): its byte offset, its line, and the
 * number of documents before it, counted here by the same rule plus the
 * first document when it has no "---".
 *
 * What this cannot vouch for, the reader must: a piece whose read ends in
 * a syntax error, or holds another number of games than counted here,
 * is not what the whole stream holds there, and the stream must be read
 * on from that piece's start in one piece (reader_new_prefix() over what
 * the caller kept, then the FILE).  split_next() itself gives up, and
 * hands back the bytes read ahead (split_stop()), where it cannot count
 * lines as libyaml does (a carriage return alone, NEL, LS, PS) or finds
 * no cut in `max` bytes.
 *
 * Memory: the bytes of one piece plus one read, at most about max.
 */
#ifndef GENIAL_SPLIT_H
#define GENIAL_SPLIT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "reader.h"

struct splitter;

/* One piece.  buf is the caller's, grown by split_next() as needed. */
struct split_piece {
	unsigned char		*buf;
	size_t			 cap;	/* bytes allocated at buf */
	size_t			 len;	/* bytes of the piece */
	struct reader_origin	 origin;
	int			 docs;	/* documents counted in the piece */
};

/*
 * A splitter over fp (not closed by it).  Pieces are cut at the first
 * document start at least target bytes into the piece; max is the most
 * a piece may take (target <= max).  Never returns NULL.
 */
struct splitter	*split_new(FILE *fp, size_t target, size_t max);
void		 split_free(struct splitter *);

/*
 * The next piece into *p (its buffer reused).  Returns 1, 0 at the end of
 * the stream, or -1 when the stream cannot be cut from here on (and on
 * every later call): the rest is for one reader, see split_stop().
 * A read error also gives -1: the reader that carries on meets it again.
 */
int		 split_next(struct splitter *, struct split_piece *p);

/*
 * 1 if split_next() gave 0 before any piece: the stream has no bytes.
 * It is then no game and yet a finding (reader_next() returns -2), which
 * only a reader can give, so the caller reads it as the rest.
 */
int		 split_empty(const struct splitter *);

/*
 * Stop cutting (after -1, or whenever the caller reads on in one piece):
 * the bytes read ahead and not handed out (*len of them, maybe 0) and
 * their origin; the stream goes on in the FILE.  split_next() returns -1
 * from now on.  Valid until split_free().
 */
const unsigned char *split_stop(struct splitter *, size_t *len,
		    struct reader_origin *);

/*
 * 1 if a document start marker begins at b[p], a line start: "---" and
 * then a blank or a line break, or the end of the stream (at_eof and
 * avail == p + 3).  The reader resumes at such a line after a syntax
 * error (genial-record(5), READING A FAULTY RECORD).
 */
int		 split_marker(const unsigned char *b, size_t p, size_t avail,
		    int at_eof);

/*
 * How a piece's bytes count (exposed for the unit tests): into *lines
 * the newlines, into *docs the lines "---" + blank that start at a line
 * start (buf[0] is one; at_eof: the bytes end the stream, so "---" at the
 * very end counts), plus one for a document without "---" when first (the
 * start of the stream).  Returns -1 if a carriage return not followed by
 * a newline, a NEL, LS or PS is in buf[0..len), else 0.  Bytes after
 * buf[len - 1] up to buf[avail - 1] may be looked at to decide a
 * marker.
 */
int		 split_count(const unsigned char *buf, size_t len,
		    size_t avail, int at_eof, int first, uint64_t *lines,
		    int *docs);

#endif
