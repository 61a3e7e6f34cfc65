/*
 * Allocation wrappers that exit on out-of-memory, and the bump arena the
 * reader keeps one game's strings and arrays in.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* Blocks are at least this big; a larger request gets a block its size. */
#define ARENA_BLOCK	(64 * 1024)

struct arena_block {
	struct arena_block	*next;
	size_t			 size;	/* usable bytes in data, a multiple
					   of ARENA_ALIGN */
	_Alignas(ARENA_ALIGN) unsigned char data[];
};

static void
oom(void)
{
	fputs("genial: out of memory\n", stderr);
	exit(2);
}

void *
xmalloc(size_t n)
{
	void	*p = malloc(n ? n : 1);

	if (p == NULL)
		oom();
	return p;
}

void *
xcalloc(size_t n, size_t sz)
{
	void	*p = calloc(n ? n : 1, sz ? sz : 1);

	if (p == NULL)
		oom();
	return p;
}

void *
xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (p == NULL)
		oom();
	return p;
}

void *
xreallocarray(void *p, size_t n, size_t sz)
{
	if (sz != 0 && n > SIZE_MAX / sz)
		oom();
	return xrealloc(p, n * sz);
}

char *
xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *
xstrndup(const char *s, size_t n)
{
	char	*p = xmalloc(n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *
xasprintf(const char *fmt, ...)
{
	va_list	 ap;
	char	*p;

	va_start(ap, fmt);
	p = xvasprintf(fmt, ap);
	va_end(ap);
	return p;
}

char *
xvasprintf(const char *fmt, va_list ap)
{
	va_list	 aq;
	int	 n;
	char	*p;

	va_copy(aq, ap);
	n = vsnprintf(NULL, 0, fmt, aq);
	va_end(aq);
	if (n < 0)
		oom();
	p = xmalloc((size_t)n + 1);
	vsnprintf(p, (size_t)n + 1, fmt, ap);
	return p;
}

void
arena_init(struct arena *a)
{
	memset(a, 0, sizeof(*a));
}

static struct arena_block *
block_new(size_t size)
{
	struct arena_block	*b;

	if (size > SIZE_MAX - sizeof(*b))
		oom();
	b = xmalloc(sizeof(*b) + size);
	b->next = NULL;
	b->size = size;
	return b;
}

void *
arena_alloc_slow(struct arena *a, size_t n)
{
	struct arena_block	*b;
	unsigned char		*p;

	if (n > SIZE_MAX - ARENA_ALIGN)
		oom();
	n = (n + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
	if (n == 0)
		n = ARENA_ALIGN;
	if (n > a->left) {
		if (a->spare != NULL && a->spare->size >= n) {
			b = a->spare;
			a->spare = b->next;
		} else {
			b = block_new(n > ARENA_BLOCK ? n : ARENA_BLOCK);
			memuse_add(a->mu, sizeof(*b) + b->size);
		}
		b->next = a->head;
		a->head = b;
		a->cur = b->data;
		a->left = b->size;
	}
	p = a->cur;
	a->cur += n;
	a->left -= n;
	a->used += n;
	return p;
}

char *
arena_strndup(struct arena *a, const char *s, size_t n)
{
	char	*p;

	if (n == SIZE_MAX)
		oom();
	p = arena_alloc(a, n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

/*
 * Keep standard-sized blocks for reuse (a stream of similar games then
 * allocates nothing after the first); free oversized ones so one huge
 * game does not pin its memory for the rest of the stream.
 */
void
arena_reset(struct arena *a)
{
	struct arena_block	*b, *next;
	int			 kept = 0;

	/* One standard block in use, the usual case: start it again. */
	if ((b = a->head) != NULL && b->next == NULL &&
	    b->size == ARENA_BLOCK) {
		a->cur = b->data;
		a->left = b->size;
		a->used = 0;
		return;
	}

	for (b = a->spare; b != NULL; b = b->next)
		kept++;
	for (b = a->head; b != NULL; b = next) {
		next = b->next;
		if (b->size == ARENA_BLOCK && kept < 4) {
			b->next = a->spare;
			a->spare = b;
			kept++;
		} else {
			memuse_sub(a->mu, sizeof(*b) + b->size);
			free(b);
		}
	}
	a->head = NULL;
	a->used = 0;
	a->cur = NULL;
	a->left = 0;
}

void
arena_free(struct arena *a)
{
	struct arena_block	*b, *next;
	struct memuse		*mu = a->mu;

	for (b = a->head; b != NULL; b = next) {
		next = b->next;
		memuse_sub(mu, sizeof(*b) + b->size);
		free(b);
	}
	for (b = a->spare; b != NULL; b = next) {
		next = b->next;
		memuse_sub(mu, sizeof(*b) + b->size);
		free(b);
	}
	arena_init(a);
	a->mu = mu;
}

char *
str_cut_utf8(char *s)
{
	size_t	 n = strlen(s), k = 0;

	/* Back over continuation bytes to the last character's first. */
	while (k < n && k < 4 && ((unsigned char)s[n - 1 - k] & 0xc0) == 0x80)
		k++;
	if (k < n) {
		unsigned char	 c = (unsigned char)s[n - 1 - k];
		size_t		 want = c < 0x80 ? 1 : (c & 0xe0) == 0xc0 ? 2 :
				    (c & 0xf0) == 0xe0 ? 3 : 4;

		if (k + 1 < want)
			s[n - 1 - k] = '\0';
	}
	return s;
}
