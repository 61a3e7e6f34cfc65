/*
 * The self-play PRNG: fixed seeds give fixed sequences (the same bytes on
 * every machine depend on it), and prng_below stays in range and uniform.
 */
#include <criterion/criterion.h>
#include <stdint.h>

#include "../../core/prng.h"

/* The published first outputs of xoshiro256** from the state 1, 2, 3, 4. */
Test(prng, xoshiro_matches_reference_outputs)
{
	struct prng p = { { 1, 2, 3, 4 } };

	cr_assert_eq(prng_next(&p), UINT64_C(11520));
	cr_assert_eq(prng_next(&p), UINT64_C(0));
	cr_assert_eq(prng_next(&p), UINT64_C(1509978240));
	cr_assert_eq(prng_next(&p), UINT64_C(1215971899390074240));
}

/* splitmix64 from 0 first gives 0xe220a8397b1dcdaf, the known value. */
Test(prng, seed_zero_fills_state_with_splitmix64)
{
	struct prng p;

	prng_seed(&p, 0);
	cr_assert_eq(p.s[0], UINT64_C(0xe220a8397b1dcdaf));
	cr_assert_eq(prng_next(&p), UINT64_C(0x99ec5f36cb75f2b4));
	cr_assert_eq(prng_next(&p), UINT64_C(0xbf6e1f784956452a));
}

Test(prng, fixed_seed_gives_fixed_sequence)
{
	static const uint64_t want1[5] = {
		UINT64_C(0xb3f2af6d0fc710c5), UINT64_C(0x853b559647364cea),
		UINT64_C(0x92f89756082a4514), UINT64_C(0x642e1c7bc266a3a7),
		UINT64_C(0xb27a48e29a233673)
	};
	static const uint64_t want42[3] = {
		UINT64_C(0x15780b2e0c2ec716), UINT64_C(0x6104d9866d113a7e),
		UINT64_C(0xae17533239e499a1)
	};
	struct prng p;
	int i;

	prng_seed(&p, 1);
	for (i = 0; i < 5; i++)
		cr_assert_eq(prng_next(&p), want1[i], "seed 1, output %d", i);
	prng_seed(&p, 42);
	for (i = 0; i < 3; i++)
		cr_assert_eq(prng_next(&p), want42[i], "seed 42, output %d", i);
}

Test(prng, copied_state_repeats_the_stream)
{
	struct prng a, b;
	int i;

	prng_seed(&a, 7);
	prng_next(&a);
	b = a;
	for (i = 0; i < 100; i++)
		cr_assert_eq(prng_next(&a), prng_next(&b));
}

Test(prng, below_one_is_always_zero)
{
	struct prng p;
	int i;

	prng_seed(&p, 3);
	for (i = 0; i < 100; i++)
		cr_assert_eq(prng_below(&p, 1), 0);
}

/* 60000 draws over 6 values: each within 5% of 10000 (fixed seed). */
Test(prng, below_is_in_range_and_even)
{
	struct prng p;
	int count[6] = { 0 }, i;
	uint32_t v;

	prng_seed(&p, 11);
	for (i = 0; i < 60000; i++) {
		v = prng_below(&p, 6);
		cr_assert_lt(v, 6u);
		count[v]++;
	}
	for (i = 0; i < 6; i++)
		cr_assert(count[i] > 9500 && count[i] < 10500,
		    "value %d drawn %d times", i, count[i]);
}

/* A bound just above 2^31 rejects almost half the raw values. */
Test(prng, below_large_bound_stays_in_range)
{
	struct prng p;
	uint32_t n = UINT32_C(0x80000001), v;
	int i, high = 0;

	prng_seed(&p, 5);
	for (i = 0; i < 10000; i++) {
		v = prng_below(&p, n);
		cr_assert_lt(v, n);
		high += v >= n / 2;
	}
	cr_assert(high > 4700 && high < 5300, "%d of 10000 in the upper half",
	    high);
}
