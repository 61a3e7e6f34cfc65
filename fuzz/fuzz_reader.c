/*
 * libFuzzer target: bytes in, games out through the record reader.
 *
 * The first byte picks the input path (memory, or a FILE over the same
 * bytes, which takes the reader's chunked file code); the rest is the
 * YAML.  Besides what the sanitizers catch, every game read is checked
 * against the reader's contract: positions are 1-based, moves stay
 * within RECORD_MAX_MOVES, a readable placement names cells of the board,
 * tiles are two colours, seats are in range.  A broken invariant aborts,
 * which the fuzzer reports as a crash.
 *
 * Build and run: make fuzz (see the Makefile).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "../core/board.h"
#include "../formats/reader.h"
#include "fuzz_common.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct record	*rec;
	struct reader		*r;
	struct diags		 d;
	FILE			*fp = NULL;
	int			 rc, games = 0;

	if (size == 0)
		return 0;
	if (data[0] & 1) {
		/* fmemopen wants a non-empty buffer; open /dev/null instead. */
		fp = size > 1 ? fmemopen((void *)(data + 1), size - 1, "r") :
		    fopen("/dev/null", "r");
		if (fp == NULL)
			return 0;
		r = reader_new(fp);
	} else
		r = reader_new_mem(data + 1, size - 1);
	diags_init(&d);
	for (;;) {
		diags_clear(&d);
		rc = reader_next(r, &rec, &d);
		fuzz_check_diags(&d, rc == 1 ? rec : NULL);
		if (rc != 1)
			break;
		games++;
		FUZZ_ASSERT(rec->game == games);
		fuzz_check_record(rec);
	}
	/* The end is sticky. */
	diags_clear(&d);
	FUZZ_ASSERT(reader_next(r, &rec, &d) == 0 && d.len == 0);
	diags_free(&d);
	reader_free(r);
	if (fp != NULL)
		fclose(fp);
	return 0;
}
