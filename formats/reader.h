/*
 * The record reader: a stream of YAML documents in, one struct record per
 * game out, on libyaml's event API.
 *
 * One game is held in memory at a time: each reader_next() call resets the
 * record's arena and fills it with the next document, so memory does not
 * grow with the number of games.  Every node's 1-based line and column is
 * kept for the diagnostics.  Problems with the record (wrong types,
 * unknown words, bad cells and tiles, ...) become diagnostics with their
 * codes; the reader goes on after each, and stops the stream only when
 * the YAML itself cannot be parsed further.
 */
#ifndef GENIAL_READER_H
#define GENIAL_READER_H

#include <stdint.h>
#include <stdio.h>

#include "../core/diag.h"
#include "../core/record.h"
#include "../core/util.h"

struct reader;

/*
 * A reader over an open stream (not closed by the reader), read in large
 * blocks.  Never returns NULL.
 */
struct reader	*reader_new(FILE *fp);
/* A reader over a buffer of len bytes, which must outlive the reader. */
struct reader	*reader_new_mem(const unsigned char *buf, size_t len);
/*
 * A reader over len bytes of buf, then the rest of fp (not closed by the
 * reader): a stream part of which was read ahead into memory.  buf must
 * outlive the reader.
 */
struct reader	*reader_new_prefix(const unsigned char *buf, size_t len,
		    FILE *fp);
void		 reader_free(struct reader *);
/*
 * Count the memory of each game's record (its arena, its move entries)
 * in mu (core/util.h), which may make the reader wait for room as it
 * grows.  Before the first reader_next().
 */
void		 reader_set_memuse(struct reader *, struct memuse *mu);

/*
 * Where a reader's bytes sit in a longer stream, for a stream read in
 * pieces (`-j N`): the first byte's offset in the stream and its 0-based
 * line (it must start a line), and the number of games before it.  The
 * reader then reports positions, byte offsets and game numbers as they are
 * in the whole stream.  The line is libyaml's: every line break counts, so
 * the caller counts carriage returns and Unicode breaks, or cuts only
 * text that has none but newlines.
 */
struct reader_origin {
	uint64_t	 offset;
	uint64_t	 line;
	int		 games;
};

/*
 * For tests: hand libyaml at most n bytes at a time (0, the default: as
 * many as it asks for), so that the input check meets UTF-8 sequences and
 * line starts split across its calls.  Before the first reader_next().
 */
void		 reader_set_chunk(struct reader *, size_t n);

/* Set the origin; before the first reader_next() only. */
void		 reader_set_origin(struct reader *,
		    const struct reader_origin *);

/*
 * Read the next game into *rec (whose storage the reader owns: valid until
 * the next call or reader_free).  Diagnostics for it are added to d, with
 * d->game set by the reader to the game's number.
 * d->text is pointed at the game's source text (core/diag.h), for
 * quoting the lines the diagnostics point at: at most READER_MAX_GAME
 * bytes of it are kept, and none of a game past that.
 * Returns 1 if a game was read (possibly with rec->usable == 0), 0 at the
 * end of the stream, -1 if the YAML could not be parsed: a yaml-syntax
 * diagnostic is in d, in the place of a game (it keeps the broken
 * document's number), and the reader goes on at the next document start
 * after the error's line (reader_skipped()).  An error inside the mapping
 * of an Ingenious game returns 1 instead, with the game as read up to the
 * error (rec->truncated; the entry it broke left out) and the error among
 * its findings, saying up to which line the game is judged.  For input
 * past a limit that bounds the reader's time or memory (nesting,
 * directives, a huge scalar, a game's text) the error is a limit one,
 * after which the rest of the stream is abandoned and later calls return
 * 0.  Returns -2, once, for a
 * stream that holds no document at all (empty, or only comments): a
 * not-a-game diagnostic about the whole input is in d, numbered as game
 * 1, and it takes no game's place.
 */
int		 reader_next(struct reader *, const struct record **rec,
		    struct diags *d);

/*
 * After reader_next(): the lines, 1-based, that were passed over to get
 * to the next document start after a syntax error (*first..*last; the
 * error's line, or the line after the last one a broken game is judged
 * up to, to the line before the document start, or to the end).
 * Returns 1, or 0 with both 0 if none were.
 */
int		 reader_skipped(const struct reader *, int *first,
		    int *last);
/*
 * 1 if the last reader_next() met a syntax error or a limit (reported in
 * its diagnostics): it returned -1, or 1 for a game judged up to it.
 */
int		 reader_error(const struct reader *);

/*
 * Did you mean: the one of names[0..n) nearest to s, as the reader
 * suggests a player's name (genial-record(5), READING A FAULTY RECORD),
 * or -1 if none is near or two are nearest.
 */
int		 reader_near_name(const char *s, const char *const *names,
		    int n);

#endif
