/*
 * What a game's large arrays are counted as in a struct memuse
 * (core/util.h), which -j N shares among its threads as a memory budget
 * (genial(1), -j): every byte counted as a game grows is given back when
 * it is freed, so that a thread's count does not drift from game to
 * game; and a long faulty record costs a bounded number of bytes an entry
 * and a finding.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/replay.h"
#include "../../core/util.h"
#include "../../formats/reader.h"

/* A tell() that keeps the largest count it saw. */
struct seen {
	size_t	 max;
	int	 calls;
};

static void
tell(struct memuse *mu)
{
	struct seen	*s = mu->arg;

	if (mu->held > s->max)
		s->max = mu->held;
	s->calls++;
	mu->told = mu->held;
}

/*
 * games records of n entries each, every entry faulty: the same tile on
 * the same two cells; every fifth claims a score and a total.
 */
static char *
faulty(int games, int n)
{
	size_t	 size = (size_t)games * ((size_t)n * 64 + 64), used = 0;
	char	*s = xmalloc(size);
	int	 g, i;

	for (g = 0; g < games; g++) {
		used += (size_t)snprintf(s + used, size - used, "---\n"
		    "game: ingenious\nplayers: [Anna, Ben]\nmoves:\n");
		for (i = 0; i < n; i++)
			used += (size_t)snprintf(s + used, size - used,
			    i % 5 == 4 ? "  - {place: RO A1 A2, score: {R: 1},"
			    " total: {O: 2}}\n" : "  - place: RO A1 A2\n");
	}
	return s;
}

Test(memuse, every_byte_counted_for_a_game_is_given_back)
{
	const struct record	*rec;
	struct reader		*rd;
	struct diags		 d;
	struct replay		 rp;
	struct memuse		 mu;
	struct seen		 seen = { 0, 0 };
	char			*s = faulty(2, 4000), *t = faulty(1, 10), *st;
	size_t			 last = 0;
	int			 games = 0;

	st = xasprintf("%s%s", s, t);

	memset(&mu, 0, sizeof(mu));
	mu.tell = tell;
	mu.arg = &seen;
	diags_init(&d);
	d.mu = &mu;
	replay_init(&rp);
	rp.mu = &mu;
	rd = reader_new_mem((const unsigned char *)st, strlen(st));
	reader_set_memuse(rd, &mu);
	for (;;) {
		diags_clear(&d);
		if (reader_next(rd, &rec, &d) != 1)
			break;
		games++;
		cr_assert_eq(rec->nmoves, games < 3 ? 4000 : 10);
		cr_assert_eq(replay_run(&rp, rec, &d), 0);
		diags_sort(&d);
		cr_assert_gt(d.len, rec->nmoves, "a finding for each entry");
		last = mu.held;
	}
	cr_assert_eq(games, 3);
	/* Counted as it grew, and seen by tell() in steps. */
	cr_assert_geq(seen.max, 4000 * sizeof(struct rec_move));
	cr_assert_gt(seen.calls, 3);
	/* A short game after long ones: they left little behind. */
	cr_assert_lt(last, 4 * MEMUSE_STEP, "%zu bytes kept", last);
	reader_free(rd);
	replay_free(&rp);
	diags_free(&d);
	cr_assert_eq(mu.held, 0, "%zu bytes counted and never given back",
	    mu.held);
	free(st);
	free(t);
	free(s);
}

/*
 * The diet of a long faulty record: an entry that claims nothing holds
 * no positions for claim values, and a finding is a small fixed entry
 * and its strings.  The counts per entry and per finding include what
 * the arrays' doubling leaves unused.
 */
Test(memuse, a_faulty_entry_and_a_finding_cost_a_few_hundred_bytes)
{
	const struct record	*rec;
	struct reader		*rd;
	struct diags		 d;
	struct replay		 rp;
	struct memuse		 mu;
	struct seen		 seen = { 0, 0 };
	char			*s = faulty(1, 20000);
	size_t			 read, judged;

	cr_assert_leq(sizeof(struct rec_move), 448);
	cr_assert_leq(sizeof(struct diag), 80);
	memset(&mu, 0, sizeof(mu));
	mu.tell = tell;
	mu.arg = &seen;
	diags_init(&d);
	d.mu = &mu;
	replay_init(&rp);
	rp.mu = &mu;
	rd = reader_new_mem((const unsigned char *)s, strlen(s));
	reader_set_memuse(rd, &mu);
	cr_assert_eq(reader_next(rd, &rec, &d), 1);
	cr_assert_eq(rec->nmoves, 20000);
	read = mu.held;
	cr_assert_leq(read / 20000, 512, "%zu bytes an entry", read / 20000);
	cr_assert_eq(replay_run(&rp, rec, &d), 0);
	diags_sort(&d);
	judged = mu.held - read - rp.cap * sizeof(*rp.steps);
	cr_assert_gt(d.len, 20000);
	cr_assert_leq(judged / d.len, 320, "%zu bytes a finding",
	    judged / d.len);
	reader_free(rd);
	replay_free(&rp);
	diags_free(&d);
	cr_assert_eq(mu.held, 0);
	free(s);
}
