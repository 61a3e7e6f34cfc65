/*
 * A small deterministic pseudo-random generator for self-play:
 * xoshiro256** seeded through splitmix64.
 *
 * The sequence depends only on the seed, never on the platform, the
 * pointer values or the C library (rand() is not used anywhere), so the
 * same seed gives the same games byte for byte on every machine.  The
 * state is a plain value: copy it to fork a stream.
 */
#ifndef GENIAL_PRNG_H
#define GENIAL_PRNG_H

#include <stdint.h>

struct prng {
	uint64_t	 s[4];	/* xoshiro256** state, never all zero */
};

/* Seed from a 64-bit value (any value, 0 included). */
void		 prng_seed(struct prng *, uint64_t seed);
/* Next 64 uniformly distributed bits. */
uint64_t	 prng_next(struct prng *);
/*
 * A uniform integer in 0..n-1, without modulo bias (rejection sampling).
 * n must be at least 1.
 */
uint32_t	 prng_below(struct prng *, uint32_t n);

#endif
