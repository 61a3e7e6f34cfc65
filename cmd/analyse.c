/*
 * genial analyse: how well every game was played (genial(1)
 * "ANALYSIS").  Each game is replayed as by `check` (its diagnostics go
 * to standard error and decide the exit status), then analysed
 * (core/analyse.h; a Ganz schön clever game core/clever_analyse.h) and
 * written in the chosen format (formats/out_analyse.h).  A game that
 * cannot be replayed is not analysed and writes nothing.  With -j N the
 * games are analysed by N threads and written in input order, the same
 * bytes as with -j 1.
 *
 * The two games' TSV columns differ: the first game analysed decides the
 * table's, and a game of the other kind is left out with an error, as
 * `score` and `rank` do (genial-clever(5)).  A worker writes each game's
 * TSV rows behind a marker line (MARK, the kind, the message that leaves
 * it out) that the main thread reads to decide the same way.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/analyse.h"
#include "../core/util.h"
#include "../formats/out_analyse.h"
#include "cmds.h"
#include "common.h"

#define LONGOPT_TOP	CMD_LONGOPT
#define LONGOPT_SIM	(CMD_LONGOPT + 1)
#define MAX_SIM		100000
#define MARK		'\001'

/* The command's settings and, per thread, its working storage. */
struct actx {
	enum out_format	 fmt;
	int		 top;		/* --top K, 0 if not given */
	int		 sim;		/* --sim N */
	int		 err_colour;	/* colour diagnostics on stderr */
	FILE		*out;		/* the result stream (main thread) */
	int		 err;		/* errno of a failed write */
	size_t		 written;	/* games written (text separators) */
	int		 table;		/* TSV: 0 none yet, 'I' or 'C' */
	int		 mixed;		/* a game left out of the table */
	struct analysis	 an;
	struct clever_analysis can;
	struct diags	 d;		/* the analysis replay's, unused */
};

static void
actx_setup(struct actx *a)
{
	analysis_init(&a->an);
	clever_analysis_init(&a->can);
	diags_init(&a->d);
	a->an.sim = a->sim;
	a->an.sim_top = a->top;
	a->can.sim = a->sim;
	a->can.sim_top = a->top;
}

static void
actx_free(struct actx *a)
{
	analysis_free(&a->an);
	clever_analysis_free(&a->can);
	diags_free(&a->d);
}

/* The message that leaves game gm out of a TSV table of the other kind. */
static char *
left_out_msg(const struct out_game *gm)
{
	int	 clever = gm->rec->kind == RECORD_CLEVER;

	return xasprintf("%s:%d:%d: error: game %d: a%s game cannot be "
	    "written in a%s table; use -f json", gm->file, gm->rec->pos.line,
	    gm->rec->pos.col, gm->game, clever ? " clever" : "n ingenious",
	    clever ? "n ingenious" : " clever");
}

/* A clever game: analysed from its replay's steps. */
static int
analyse_clever(struct actx *a, FILE *res, FILE *err, const struct out_game *gm)
{
	if (gm->rp->clever == NULL)
		return 0;
	clever_analyse_record(&a->can, gm->rec, gm->rp->clever);
	if (a->can.sheet_only && a->fmt == OUT_TSV &&
	    fprintf(err, "%s:%d:%d: game %d: %s\n", gm->file,
	    gm->rec->pos.line, gm->rec->pos.col, gm->game,
	    out_clever_analyse_refusal()) < 0)
		return -1;
	return out_clever_analyse_game(res, a->fmt, gm->file, gm->rec, &a->can,
	    a->top);
}

/*
 * Analyse one game and write it on res; its diagnostics go to err.
 * *wrote gets 1 if the game wrote anything.  With part 1 (a worker) the
 * TSV rows come after the marker line.  Returns 0, or -1 on a write
 * error.
 */
static int
analyse_game(struct actx *a, FILE *res, FILE *err, const struct out_game *gm,
    int part, int *wrote)
{
	char	*msg;
	int	 r;

	*wrote = 0;
	if (out_diag_lines(err, gm->file, gm->rec, gm->d, a->err_colour) == -1)
		return -1;
	if (gm->rec == NULL || gm->rp == NULL)
		return 0;
	if (part && a->fmt == OUT_TSV) {
		msg = left_out_msg(gm);
		r = fprintf(res, "%c%c%s\n", MARK, gm->rec->kind == RECORD_CLEVER ?
		    'C' : 'I', msg);
		free(msg);
		if (r < 0)
			return -1;
	}
	if (gm->rec->kind == RECORD_CLEVER) {
		*wrote = 1;
		return analyse_clever(a, res, err, gm);
	}
	diags_clear(&a->d);
	if (analyse_record(&a->an, gm->rec, &a->d) != 0)
		return 0;
	*wrote = 1;
	return out_analyse_game(res, a->fmt, gm->file, gm->rec, &a->an,
	    a->top);
}

/*
 * TSV: the table's header before the first game's rows; 1 if a game of
 * kind (clever 1) is left out of the table (msg said on stderr), else 0;
 * -1 on a write error.
 */
static int
tsv_table(struct actx *a, int clever, const char *msg)
{
	int	 kind = clever ? 'C' : 'I';

	if (a->table == 0) {
		a->table = kind;
		if ((clever ? out_clever_analyse_header(a->out) :
		    out_analyse_header(a->out)) == -1)
			return -1;
	}
	if (a->table == kind)
		return 0;
	fprintf(stderr, "%s\n", msg);
	a->mixed = 1;
	return 1;
}

/* Text reports are separated by a blank line. */
static int
separate(struct actx *a)
{
	if (a->fmt == OUT_TEXT && a->written > 0 && fputc('\n', a->out) == EOF)
		return -1;
	a->written++;
	return 0;
}

static int
game(void *ctx, const struct out_game *gm)
{
	struct actx	*a = ctx;
	char		*buf = NULL;
	size_t		 len = 0;
	FILE		*mem;
	int		 wrote, r, k;

	/* Into memory first, so that the separator goes before it. */
	if ((mem = open_memstream(&buf, &len)) == NULL) {
		a->err = errno;
		return -1;
	}
	r = analyse_game(a, mem, stderr, gm, 0, &wrote);
	if (fclose(mem) != 0)
		r = -1;
	if (r == 0 && wrote && a->fmt == OUT_TSV) {
		char	*msg = left_out_msg(gm);

		if ((k = tsv_table(a, gm->rec->kind == RECORD_CLEVER, msg)) != 0)
			wrote = 0;
		if (k < 0)
			r = -1;
		free(msg);
	}
	if (r == 0 && wrote && (separate(a) == -1 ||
	    fwrite(buf, 1, len, a->out) != len))
		r = -1;
	if (r == -1)
		a->err = errno;
	free(buf);
	return r;
}

/* -j N: a worker's context, its own analysis and the shared settings. */
struct part {
	struct actx	 a;
	FILE		*res;
};

static void *
part_new(const void *ctx, FILE *res)
{
	const struct actx	*a = ctx;
	struct part		*p = xcalloc(1, sizeof(*p));

	p->a.fmt = a->fmt;
	p->a.top = a->top;
	p->a.sim = a->sim;
	p->a.err_colour = a->err_colour;
	actx_setup(&p->a);
	p->res = res;
	return p;
}

static int
part_game(void *part, FILE *err, const struct out_game *gm)
{
	struct part	*p = part;
	int		 wrote;

	return analyse_game(&p->a, p->res, err, gm, 1, &wrote);
}

static void
part_free(void *part)
{
	struct part	*p = part;

	actx_free(&p->a);
	free(p);
}

static int
part_put(void *ctx, const char *res, size_t len)
{
	struct actx	*a = ctx;

	const char	*nl;
	char		*msg;
	int		 k;

	if (len == 0)
		return 0;
	if (a->fmt == OUT_TSV && res[0] == MARK) {
		if ((nl = memchr(res, '\n', len)) == NULL || len < 2)
			return -1;
		msg = xstrndup(res + 2, (size_t)(nl - res - 2));
		k = tsv_table(a, res[1] == 'C', msg);
		free(msg);
		if (k != 0) {
			if (k < 0)
				a->err = errno;
			return k < 0 ? -1 : 0;
		}
		len -= (size_t)(nl + 1 - res);
		res = nl + 1;
		if (len == 0)
			return 0;
	}
	if (separate(a) == -1 || fwrite(res, 1, len, a->out) != len) {
		a->err = errno;
		return -1;
	}
	return 0;
}

static int
option(void *ctx, int ch, const char *arg)
{
	struct actx	*a = ctx;
	char		*end;
	long		 v, hi = ch == LONGOPT_TOP ? AN_TOP : MAX_SIM;

	if (ch != LONGOPT_TOP && ch != LONGOPT_SIM)
		return -1;
	errno = 0;
	v = strtol(arg, &end, 10);
	if (errno != 0 || end == arg || *end != '\0' || v < 1 || v > hi) {
		usage_error("analyse", "bad %s '%s': use 1 to %ld",
		    ch == LONGOPT_TOP ? "--top" : "--sim", arg, hi);
		return -1;
	}
	if (ch == LONGOPT_TOP)
		a->top = (int)v;
	else
		a->sim = (int)v;
	return 0;
}

int
cmd_analyse(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "sim",	required_argument, NULL, LONGOPT_SIM },
		{ "top",	required_argument, NULL, LONGOPT_TOP },
		{ NULL, 0, NULL, 0 }
	};
	static const struct driver_ops ops = { .game = game,
	    .part_new = part_new, .part_game = part_game,
	    .part_free = part_free, .part_put = part_put };
	struct cmd_opts	 extra;
	struct options	 o;
	struct output	 out;
	struct progress	 pg;
	struct actx	 a;
	int		 status;

	memset(&a, 0, sizeof(a));
	extra.longopts = longopts;
	extra.shortopts = "";
	extra.handle = option;
	extra.ctx = &a;
	switch (options_parse(&o, argc, argv, OPT_FORMAT | OPT_OUTPUT |
	    OPT_JOBS | OPT_COLOUR, &extra)) {
	case 1:
		return fflush(stdout) == 0 && !ferror(stdout) ?
		    EXIT_CLEAN : EXIT_TROUBLE;
	case -1:
		return EXIT_TROUBLE;
	}
	if (output_open(&out, o.cmd, o.output, o.files, o.nfiles) == -1)
		return EXIT_TROUBLE;
	/* Listed placements; with playouts, those played out (default 3). */
	if (a.top == 0)
		a.top = a.sim > 0 ? 3 : 1;
	a.fmt = o.format;
	a.out = out.fp;
	a.err_colour = options_colour(&o, stderr);
	actx_setup(&a);
	progress_init(&pg);
	pg.out_tty = isatty(fileno(out.fp));
	pg.diag_tty = pg.enabled;
	status = drive(&o, &ops, &a, &pg);
	if (a.mixed && status == EXIT_CLEAN)
		status = 1;
	actx_free(&a);
	out.err = a.err;
	if (output_close(&out, o.cmd, status < EXIT_TROUBLE) == -1)
		status = EXIT_TROUBLE;
	return status;
}
