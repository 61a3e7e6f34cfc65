/*
 * A unified diff of two texts, line by line, as diff -u writes it and
 * patch(1) reads it (for `genial fix --diff`).
 */
#ifndef GENIAL_UDIFF_H
#define GENIAL_UDIFF_H

#include <stddef.h>
#include <stdio.h>

/* Lines of context around each change. */
#define UDIFF_CONTEXT	3
/*
 * The most lines added and removed the diff looks for one by one (the
 * edit distance of Myers' algorithm, whose memory grows with its
 * square); past it the texts between their common first and last lines
 * are one hunk, still a diff that patch applies.
 */
#define UDIFF_MAX_D	1000

/*
 * Write to fp the diff that turns a[0..alen) into b[0..blen): the
 * headers "--- NAME" and "+++ NAME" (both name), then its hunks; nothing
 * at all when the texts are the same.  Returns 0, or -1 on a write
 * error.
 */
int	udiff_write(FILE *fp, const char *name, const unsigned char *a,
	    size_t alen, const unsigned char *b, size_t blen);

#endif
