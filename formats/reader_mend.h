/*
 * Inside the mend of a line libyaml cannot read (reader_mend.c): the
 * line as written and as an edit makes it, and the test of a reading
 * (reader_mend_read.c).
 */
#ifndef GENIAL_READER_MEND_H
#define GENIAL_READER_MEND_H

#include <stddef.h>

#include "reader_explain.h"

#define MEND_LINE_MAX	240	/* bytes of the longest line mended */
#define MEND_DEPTH	16	/* collections nested in a line, at most */
#define MEND_BREAKS	16	/* entries begun on a line, at most, broken
				   apart at once */

struct record;

/* The line, as written and edited. */
struct mline {
	const char	*s;		/* as written */
	size_t		 n;
	char		 e[2 * MEND_LINE_MAX + 2];	/* edited: a line
					   broken grows by its indentation */
	size_t		 en;
	struct xshape	 sh;		/* its shape */
	size_t		 brk[MEND_BREAKS][2];	/* where entries begin on it:
					   the blanks before each, and it */
	size_t		 nbrk;
	int		 crlf;		/* it ends in CR LF */
	int		 keys;		/* notation keys written "key: " */
	const struct record *rec;	/* its players' names, or NULL */
	unsigned long	 tries;		/* readings tried */
	unsigned long	 limit;		/* most that may be: MEND_TRIES,
					   or what the stream has left */
};

static inline int
rx_letter(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* 1 if line l of x ends in CR LF (rx_line_at leaves the CR out). */
static inline int
rx_crlf(const struct xtext *x, const struct xline *l)
{
	return (size_t)(l->s - x->t) + l->n < x->len && l->s[l->n] == '\r';
}

/* The notation keys s[0..n) writes as "key: " (or "key:" at its end). */
int	rx_written_keys(const char *s, size_t n);

/*
 * 1 if s[0..n), line l edited, reads alone as the notation means it
 * (reader_mend.c says when), 0 if libyaml reads it but not so, -1 if
 * libyaml cannot read it; then stop, if not NULL, gets the byte where it
 * stopped.  l->s, l->n, l->keys and l->rec are read.
 */
int	rx_reads(const struct mline *l, const char *s, size_t n,
	    size_t *stop);

#endif
