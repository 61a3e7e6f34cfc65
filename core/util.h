/*
 * Allocation wrappers and a bump arena.
 *
 * The x* wrappers never return NULL: on out-of-memory they print one line to
 * standard error and exit with status 2 (genial(1) EXIT STATUS), so no other
 * code carries out-of-memory branches.  This is the one place in the library
 * allowed to exit.
 *
 * An arena hands out memory that is freed all at once: the reader keeps a
 * game's strings and arrays in one, and resets it between games, so memory
 * does not grow with the number of games in a stream.
 */
#ifndef GENIAL_UTIL_H
#define GENIAL_UTIL_H

#include <stddef.h>

void	*xmalloc(size_t);
void	*xcalloc(size_t, size_t);
void	*xrealloc(void *, size_t);
/* Grow an array of n elements of size sz so that it holds at least want. */
void	*xreallocarray(void *, size_t n, size_t sz);
char	*xstrdup(const char *);
char	*xstrndup(const char *, size_t);
/* Formatted allocation; the result is owned by the caller. */
char	*xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

struct arena_block;

struct arena {
	struct arena_block	*head;	/* block being filled */
	struct arena_block	*spare;	/* blocks kept for reuse after reset */
	size_t			 used;	/* total bytes handed out since reset */
};

void	 arena_init(struct arena *);
/* Memory of n bytes, aligned for any type, valid until reset or free. */
void	*arena_alloc(struct arena *, size_t n);
/*
 * Count n bytes in used as arena_alloc would, handing nothing out: for
 * memory held elsewhere that a limit on used should still see.
 */
void	 arena_count(struct arena *, size_t n);
/* A NUL-terminated copy of n bytes of s. */
char	*arena_strndup(struct arena *, const char *s, size_t n);
/* Forget everything allocated; keep up to one block for reuse. */
void	 arena_reset(struct arena *);
void	 arena_free(struct arena *);

#endif
