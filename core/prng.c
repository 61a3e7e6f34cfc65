/*
 * xoshiro256** (Blackman and Vigna, 2018), its state filled by splitmix64
 * so that nearby seeds give unrelated streams.  Integer arithmetic only.
 */
#include <assert.h>
#include <stdint.h>

#include "prng.h"

static uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

/* One step of splitmix64: advances *x and returns the mixed value. */
static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t z;

	z = (*x += UINT64_C(0x9e3779b97f4a7c15));
	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

void
prng_seed(struct prng *p, uint64_t seed)
{
	int i;

	for (i = 0; i < 4; i++)
		p->s[i] = splitmix64(&seed);
	/* splitmix64 is a bijection of a counter: four zeros cannot occur. */
	assert(p->s[0] | p->s[1] | p->s[2] | p->s[3]);
}

uint64_t
prng_next(struct prng *p)
{
	uint64_t *s = p->s;
	uint64_t result, t;

	result = rotl(s[1] * 5, 7) * 9;
	t = s[1] << 17;
	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

/*
 * Take the top 32 bits and reject the values in the incomplete last
 * block, so every residue is equally likely.
 */
uint32_t
prng_below(struct prng *p, uint32_t n)
{
	uint32_t x, limit;

	assert(n >= 1);
	/* Largest multiple of n that fits: 2^32 - (2^32 mod n). */
	limit = (uint32_t)(-n) % n;	/* 2^32 mod n */
	do
		x = (uint32_t)(prng_next(p) >> 32);
	while (x < limit);
	return x % n;
}
