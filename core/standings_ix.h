/*
 * The hash indexes of core/standings.c (struct standings_index, declared
 * in standings.h): events by name, rows by player and by folded name,
 * games by pairing.  A table's entries are hashed by hash(tab, i); a
 * lookup compares with same(tab, i, key).  An index is built on first
 * use and whenever it would be over half full, and dropped (ix_free:
 * cap 0) when the table's entries move.  Private to core/standings*.c.
 */
#ifndef GENIAL_STANDINGS_IX_H
#define GENIAL_STANDINGS_IX_H

#include <stddef.h>
#include <stdint.h>

#include "standings.h"

typedef uint64_t	(*ix_hash)(const void *tab, size_t i);
typedef int		(*ix_same)(const void *tab, size_t i, const void *key);

/* FNV-1a of a string. */
uint64_t ix_hash_str(const char *);
void	 ix_free(struct standings_index *);
/* Index the table's n entries, with room for more. */
void	 ix_build(struct standings_index *, const void *tab, size_t n,
	    ix_hash);
/* Position of the entry matching key (hash h) among n, or -1. */
long	 ix_find(struct standings_index *, const void *tab, size_t n, ix_hash,
	    ix_same, uint64_t h, const void *key);
/* Entry n - 1 was just appended to the table. */
void	 ix_added(struct standings_index *, const void *tab, size_t n,
	    ix_hash);

#endif
