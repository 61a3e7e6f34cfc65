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

#include <stdarg.h>
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
/* xasprintf() of a va_list (which it uses up). */
char	*xvasprintf(const char *fmt, va_list ap)
	    __attribute__((format(printf, 1, 0)));
/*
 * Cut s where a truncating snprintf into a fixed buffer may have left
 * the first bytes of a UTF-8 character, so that a name cut short is
 * still text.  Returns s.
 */
char	*str_cut_utf8(char *s);

/*
 * What one thread's game holds in its large arrays, for threads that
 * share a memory budget (cmd/jobs.c).  The owner of an array counts
 * each growth with memuse_add() before making it and each release with
 * memuse_sub(); once held has moved by MEMUSE_STEP bytes from what was
 * last told, tell() is called, and it may make the thread wait for
 * room.  A NULL memuse counts nothing: one thread alone shares with no
 * one.
 */
struct memuse {
	size_t		 held;		/* bytes counted now */
	size_t		 told;		/* held, as tell() last saw it */
	void		(*tell)(struct memuse *);
	void		*arg;		/* tell()'s */
};

#define MEMUSE_STEP	(256 * 1024)

static inline void
memuse_add(struct memuse *mu, size_t n)
{
	if (mu == NULL)
		return;
	mu->held += n;
	if (mu->held > mu->told && mu->held - mu->told >= MEMUSE_STEP)
		mu->tell(mu);
}

static inline void
memuse_sub(struct memuse *mu, size_t n)
{
	if (mu == NULL)
		return;
	mu->held = n < mu->held ? mu->held - n : 0;
	if (mu->held < mu->told && mu->told - mu->held >= MEMUSE_STEP)
		mu->tell(mu);
}

struct arena_block;

#define ARENA_ALIGN	16	/* every piece handed out is a multiple */

struct arena {
	struct arena_block	*head;	/* block being filled */
	struct arena_block	*spare;	/* blocks kept for reuse after reset */
	size_t			 used;	/* total bytes handed out since reset */
	unsigned char		*cur;		/* the unused end of head ... */
	size_t			 left;	/* ... and its bytes, a multiple of
					   ARENA_ALIGN */
	struct memuse		*mu;	/* counts its blocks, or NULL */
};

void	 arena_init(struct arena *);
/* arena_alloc when head has no room: a new or spare block. */
void	*arena_alloc_slow(struct arena *, size_t n);

/*
 * Memory of n bytes, aligned for any type, valid until reset or free.
 * Inline: the reader takes a piece for nearly every node it reads.
 */
static inline void *
arena_alloc(struct arena *a, size_t n)
{
	unsigned char	*p;

	if (n == 0 || n > a->left)
		return arena_alloc_slow(a, n);
	n = (n + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
	p = a->cur;
	a->cur += n;
	a->left -= n;
	a->used += n;
	return p;
}

/*
 * Count n bytes in used as arena_alloc would, handing nothing out: for
 * memory held elsewhere that a limit on used should still see (n, the
 * size of memory that exists, is far below SIZE_MAX).
 */
static inline void
arena_count(struct arena *a, size_t n)
{
	a->used += n == 0 ? ARENA_ALIGN :
	    (n + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
}
/* A NUL-terminated copy of n bytes of s. */
char	*arena_strndup(struct arena *, const char *s, size_t n);
/* Forget everything allocated; keep up to one block for reuse. */
void	 arena_reset(struct arena *);
void	 arena_free(struct arena *);

#endif
