/*
 * A text in memory read and judged game by game (judge.h): one reader,
 * one replay and one set of findings, reused from game to game.
 */
#include "../core/replay.h"
#include "judge.h"
#include "out.h"

int
judge_text(const unsigned char *buf, size_t len, judge_each each,
    void *arg)
{
	struct reader		*rd = reader_new_mem(buf, len);
	const struct record	*rec;
	struct replay		 rp;
	struct diags		 d;
	int			 r, rc = 0;

	replay_init(&rp);
	diags_init(&d);
	while (rc == 0) {
		diags_clear(&d);
		if ((r = reader_next(rd, &rec, &d)) == 0)
			break;
		if (r == 1 && rec->usable)
			(void)replay_run(&rp, rec, &d);
		diags_sort(&d);
		rc = each(arg, r, r == 1 ? rec : NULL, &d, rd);
	}
	diags_free(&d);
	replay_free(&rp);
	reader_free(rd);
	return rc;
}

struct print_arg {
	FILE		*fp;
	const char	*name;
	int		 colour;
	int		 rc;
};

static int
print_one(void *arg, int r, const struct record *rec, struct diags *d,
    struct reader *rd)
{
	struct print_arg	*p = arg;

	(void)r;
	(void)rd;
	if (out_diag_lines(p->fp, p->name, rec, d, p->colour) != 0)
		p->rc = -1;
	return 0;
}

int
judge_print(FILE *fp, const char *name, const unsigned char *buf,
    size_t len, int colour)
{
	struct print_arg	 p = { fp, name, colour, 0 };

	(void)judge_text(buf, len, print_one, &p);
	return p.rc;
}
