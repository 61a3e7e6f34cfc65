/*
 * libFuzzer target: `genial fix` on bytes.
 *
 * The first byte is a control byte (as the seeds have it, see the
 * Makefile); the rest is the record.  It is fixed in rounds (formats/
 * fix.h), and:
 *   - every round makes exactly its edits: the text after it is the text
 *     before with each edit's bytes replaced by its text and every other
 *     byte as it was, the edits in order and apart (checked here byte by
 *     byte, not by fix_apply);
 *   - the result checks no worse than the input (fix_worse), and what
 *     fix_run says of it is what a check of it finds;
 *   - the unified diff of the two is written without fault.
 * A broken invariant aborts, which the fuzzer reports as a crash.
 *
 * Build and run: make fuzz (see the Makefile).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../formats/fix.h"
#include "../formats/udiff.h"
#include "fuzz_common.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* One round: after is before with exactly the edits made. */
static void
round_made(void *ctx, const unsigned char *before, size_t blen,
    const struct fix_edits *e, const unsigned char *after, size_t alen)
{
	size_t	 i, from = 0, at = 0, gap;

	(void)ctx;
	FUZZ_ASSERT(e->n > 0);
	for (i = 0; i < e->n; i++) {
		FUZZ_ASSERT(e->v[i].off >= from);
		FUZZ_ASSERT(e->v[i].off + e->v[i].len <= blen);
		gap = (size_t)e->v[i].off - from;
		FUZZ_ASSERT(at + gap <= alen);
		FUZZ_ASSERT(memcmp(before + from, after + at, gap) == 0);
		at += gap;
		FUZZ_ASSERT(at + e->v[i].tlen <= alen);
		FUZZ_ASSERT(memcmp(after + at, e->v[i].text, e->v[i].tlen) ==
		    0);
		at += e->v[i].tlen;
		from = (size_t)(e->v[i].off + e->v[i].len);
	}
	FUZZ_ASSERT(alen - at == blen - from);
	FUZZ_ASSERT(memcmp(before + from, after + at, blen - from) == 0);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fix_result	 res;
	struct fix_check	 in, out;
	FILE			*fp;

	if (size == 0)
		return 0;
	fix_run(data + 1, size - 1, &res, round_made, NULL);
	fix_check_text(data + 1, size - 1, &in, NULL);
	fix_check_text(res.text, res.len, &out, NULL);
	FUZZ_ASSERT(!fix_worse(&out, &in));
	FUZZ_ASSERT(out.errors == res.after.errors &&
	    out.warnings == res.after.warnings &&
	    out.unread == res.after.unread);
	if (res.rounds == 0)
		FUZZ_ASSERT(res.len == size - 1 &&
		    memcmp(res.text, data + 1, res.len) == 0);
	fp = fopen("/dev/null", "w");
	FUZZ_ASSERT(fp != NULL);
	FUZZ_ASSERT(udiff_write(fp, "f", data + 1, size - 1, res.text,
	    res.len) == 0);
	fclose(fp);
	fix_result_free(&res);
	return 0;
}
