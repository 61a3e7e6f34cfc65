/*
 * libFuzzer target: bytes in, games out through the record reader.
 *
 * The first byte is a control byte; the rest is the YAML.  Each input is
 * read twice, in step: from memory in one piece, and again either from a
 * FILE (bit 0 of the control byte: the file path of the input code) or
 * from memory, in chunks of at most (control >> 1) & 63 bytes (0: no
 * limit), so that UTF-8 sequences, line starts and bad bytes fall across
 * the input check's calls.  Both reads must give the same games and the
 * same diagnostics at the same positions.  Besides what the sanitizers
 * catch, every game is checked against the reader's contract (positions
 * 1-based, moves within RECORD_MAX_MOVES, cells on the board, seats in
 * range, messages clean UTF-8).  A broken invariant aborts, which the
 * fuzzer reports as a crash.
 *
 * Build and run: make fuzz (see the Makefile).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/board.h"
#include "../core/clever_record.h"
#include "../formats/reader.h"
#include "fuzz_common.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* The two reads agree on one call of reader_next(). */
static void
same(int rca, const struct record *a, const struct diags *da, int rcb,
    const struct record *b, const struct diags *db)
{
	size_t	 i;

	FUZZ_ASSERT(rca == rcb);
	FUZZ_ASSERT(da->len == db->len);
	for (i = 0; i < da->len; i++) {
		FUZZ_ASSERT(da->v[i].code == db->v[i].code);
		FUZZ_ASSERT(da->v[i].game == db->v[i].game);
		FUZZ_ASSERT(da->v[i].move == db->v[i].move);
		FUZZ_ASSERT(da->v[i].pos.line == db->v[i].pos.line);
		FUZZ_ASSERT(da->v[i].pos.col == db->v[i].pos.col);
		FUZZ_ASSERT(strcmp(da->v[i].msg, db->v[i].msg) == 0);
	}
	if (rca != 1)
		return;
	FUZZ_ASSERT(a->game == b->game && a->usable == b->usable);
	FUZZ_ASSERT(a->nplayers == b->nplayers && a->nmoves == b->nmoves);
	FUZZ_ASSERT(a->kind == b->kind);
	FUZZ_ASSERT((a->clever != NULL) == (a->kind == RECORD_CLEVER));
	if (a->kind == RECORD_CLEVER)
		FUZZ_ASSERT(a->clever->nmoves == b->clever->nmoves &&
		    a->clever->has_sheets == b->clever->has_sheets);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct record	*rec, *recb;
	struct reader		*r, *rb;
	struct diags		 d, db;
	FILE			*fp = NULL;
	int			 rc, rcb, games = 0;

	if (size == 0)
		return 0;
	r = reader_new_mem(data + 1, size - 1);
	if (data[0] & 1) {
		/* fmemopen wants a non-empty buffer; open /dev/null instead. */
		fp = size > 1 ? fmemopen((void *)(data + 1), size - 1, "r") :
		    fopen("/dev/null", "r");
		FUZZ_ASSERT(fp != NULL);
		rb = reader_new(fp);
	} else
		rb = reader_new_mem(data + 1, size - 1);
	reader_set_chunk(rb, (size_t)(data[0] >> 1) & 63);
	diags_init(&d);
	diags_init(&db);
	for (;;) {
		diags_clear(&d);
		diags_clear(&db);
		rc = reader_next(r, &rec, &d);
		fuzz_check_diags(&d, rc == 1 ? rec : NULL);
		if (rc == 1) {
			games++;
			FUZZ_ASSERT(rec->game == games);
			fuzz_check_record(rec);
		} else if (rc == -1) {
			/* A syntax error keeps the broken game's number. */
			games++;
			FUZZ_ASSERT(d.game == games);
		}
		rcb = reader_next(rb, &recb, &db);
		same(rc, rec, &d, rcb, recb, &db);
		/* The reader goes on after a syntax error. */
		if (rc == 0)
			break;
	}
	/* The end is sticky. */
	diags_clear(&d);
	FUZZ_ASSERT(reader_next(r, &rec, &d) == 0 && d.len == 0);
	diags_free(&d);
	diags_free(&db);
	reader_free(r);
	reader_free(rb);
	if (fp != NULL)
		fclose(fp);
	return 0;
}
