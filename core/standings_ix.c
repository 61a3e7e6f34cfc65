/*
 * The hash indexes of the standings tables (standings_ix.h): open
 * addressing over a table's entry positions, grown by rebuilding.
 */
#include <stdint.h>
#include <stdlib.h>

#include "standings_ix.h"
#include "util.h"

uint64_t
ix_hash_str(const char *s)
{
	uint64_t	 h = UINT64_C(0xcbf29ce484222325);

	for (; *s != '\0'; s++)
		h = (h ^ (unsigned char)*s) * UINT64_C(0x100000001b3);
	return h;
}

void
ix_free(struct standings_index *ix)
{
	free(ix->slot);
	ix->slot = NULL;
	ix->cap = 0;
}

/* Index the table's n entries, with room for more. */
void
ix_build(struct standings_index *ix, const void *tab, size_t n, ix_hash hash)
{
	size_t	 cap = 16, i, k;

	while (cap < 2 * n + 2)
		cap *= 2;
	free(ix->slot);
	ix->slot = xcalloc(cap, sizeof(*ix->slot));
	ix->cap = cap;
	for (i = 0; i < n; i++) {
		for (k = hash(tab, i) & (cap - 1); ix->slot[k] != 0;
		    k = (k + 1) & (cap - 1))
			;
		ix->slot[k] = i + 1;
	}
}

/* Position of the entry matching key (hash h) among n, or -1. */
long
ix_find(struct standings_index *ix, const void *tab, size_t n, ix_hash hash,
    ix_same same, uint64_t h, const void *key)
{
	size_t	 k;

	if (n == 0)
		return -1;
	if (ix->cap == 0)
		ix_build(ix, tab, n, hash);
	for (k = h & (ix->cap - 1); ix->slot[k] != 0;
	    k = (k + 1) & (ix->cap - 1))
		if (same(tab, ix->slot[k] - 1, key))
			return (long)(ix->slot[k] - 1);
	return -1;
}

/* Entry n - 1 was just appended to the table. */
void
ix_added(struct standings_index *ix, const void *tab, size_t n, ix_hash hash)
{
	size_t	 k;

	if (ix->cap < 2 * n + 2) {
		ix_build(ix, tab, n, hash);
		return;
	}
	for (k = hash(tab, n - 1) & (ix->cap - 1); ix->slot[k] != 0;
	    k = (k + 1) & (ix->cap - 1))
		;
	ix->slot[k] = n;
}

