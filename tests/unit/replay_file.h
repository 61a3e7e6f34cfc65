/*
 * For the engine's bounded-work tests: a record file read and replayed
 * whole, so a test can look at the replay's work counters afterwards.
 */
#ifndef GENIAL_TEST_REPLAY_FILE_H
#define GENIAL_TEST_REPLAY_FILE_H

#include <criterion/criterion.h>
#include <stdio.h>

#include "../../core/replay.h"
#include "../../formats/reader.h"

/* Replay the first game of file path into rp; returns its findings. */
static inline size_t
replay_file(const char *path, struct replay *rp)
{
	const struct record	*rec;
	struct reader		*r;
	struct diags		 d;
	FILE			*fp = fopen(path, "r");
	size_t			 n;

	cr_assert_not_null(fp, "%s: cannot open (run from the top)", path);
	r = reader_new(fp);
	diags_init(&d);
	cr_assert_eq(reader_next(r, &rec, &d), 1, "%s: no game", path);
	replay_init(rp);
	cr_assert_eq(replay_run(rp, rec, &d), 0);
	n = d.len;
	diags_free(&d);
	reader_free(r);
	fclose(fp);
	return n;
}

#endif
