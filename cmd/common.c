/*
 * The machinery every command shares: option parsing into a struct
 * options, the progress line, and run_report(), the whole of check,
 * score and rank; the output stream (standard output, or `-o FILE`
 * written atomically) is output.c.  The loop over every game of every input file is
 * drive() (drive.c, and jobs.c for -j N).  Commands stay thin: they pick
 * the options they accept and what to do with each game.
 */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/util.h"
#include "../formats/rtext.h"
#include "cmds.h"
#include "common.h"
#include "drive.h"

#define JOBS_MAX	1024

/* Long options without a short form. */
enum { LONGOPT_COLOUR = CHAR_MAX + 1, LONGOPT_STOP, LONGOPT_NO_SOURCE,
	LONGOPT_DIAGNOSTICS, LONGOPT_KIND };

void
usage_error(const char *cmd, const char *fmt, ...)
{
	const char	*u = cmd_usage(cmd);
	va_list		 ap;
	char		*m;

	va_start(ap, fmt);
	m = xvasprintf(fmt, ap);
	va_end(ap);
	cmd_say(stderr, "genial %s: %s\n", cmd, m);
	free(m);
	if (u != NULL)
		fprintf(stderr, "%s\n", u);
}

void
cmd_say(FILE *fp, const char *fmt, ...)
{
	va_list		 ap;
	char		*m;

	va_start(ap, fmt);
	m = xvasprintf(fmt, ap);
	va_end(ap);
	(void)rtext_put(fp, m, RTEXT_LINE);
	free(m);
}

/* The option the parser stopped at, as the user wrote it. */
static const char *
bad_option(int argc, char *argv[], char *buf)
{
	if (optopt > 0 && optopt <= CHAR_MAX) {
		buf[0] = '-';
		buf[1] = (char)optopt;
		buf[2] = '\0';
		return buf;
	}
	if (optind >= 1 && optind <= argc)
		return argv[optind - 1];
	return "?";
}

/* -j N: a whole number 1..JOBS_MAX, or -1. */
static int
parse_jobs(const char *s)
{
	char	*end;
	long	 n;

	errno = 0;
	n = strtol(s, &end, 10);
	if (errno != 0 || end == s || *end != '\0' || n < 1 || n > JOBS_MAX)
		return -1;
	return (int)n;
}

/* 1 if ch is one of the command's own options. */
static int
is_extra(const struct cmd_opts *x, int ch)
{
	const struct option	*lo;

	if (x == NULL || ch == '?' || ch == ':')
		return 0;
	if (ch > 0 && ch <= CHAR_MAX && x->shortopts != NULL &&
	    strchr(x->shortopts, ch) != NULL)
		return 1;
	for (lo = x->longopts; lo != NULL && lo->name != NULL; lo++)
		if (lo->val == ch)
			return 1;
	return 0;
}

/*
 * One shared option; returns 0, 1 (--help done) or -1 (bad usage, or the
 * help could not be written: reported).
 */
static int
shared_option(struct options *o, int ch, unsigned accept)
{
	int		 v;

	switch (ch) {
	case 'f':
		if (!(accept & OPT_FORMAT))
			break;
		if ((v = out_format_parse(optarg)) == -1) {
			usage_error(o->cmd, "bad format '%s': use text, tsv, "
			    "json or yaml", optarg);
			return -1;
		}
		o->format = (enum out_format)v;
		return 0;
	case 'h':
		if (cmd_help(stdout, o->cmd) != 0) {
			fprintf(stderr, "genial %s: write error on standard "
			    "output\n", o->cmd);
			return -1;
		}
		return 1;
	case 'j':
		if (!(accept & OPT_JOBS))
			break;
		if ((o->jobs = parse_jobs(optarg)) == -1) {
			usage_error(o->cmd, "bad number of jobs '%s': use 1 to "
			    "%d", optarg, JOBS_MAX);
			return -1;
		}
		return 0;
	case 'o':
		if (!(accept & OPT_OUTPUT))
			break;
		if (*optarg == '\0') {
			usage_error(o->cmd, "empty output file name");
			return -1;
		}
		o->output = optarg;
		return 0;
	case 's':
		if (!(accept & OPT_STRICT))
			break;
		o->strict = 1;
		return 0;
	case LONGOPT_COLOUR:
		if (!(accept & OPT_COLOUR))
			break;
		if (strcmp(optarg, "auto") == 0)
			o->colour = COLOUR_AUTO;
		else if (strcmp(optarg, "always") == 0)
			o->colour = COLOUR_ALWAYS;
		else if (strcmp(optarg, "never") == 0)
			o->colour = COLOUR_NEVER;
		else {
			usage_error(o->cmd, "bad colour mode '%s': use auto, "
			    "always or never", optarg);
			return -1;
		}
		return 0;
	case LONGOPT_STOP:
		if (!(accept & OPT_STOP))
			break;
		o->stop = 1;
		return 0;
	case LONGOPT_NO_SOURCE:
		if (!(accept & OPT_NO_SOURCE))
			break;
		o->no_source = 1;
		return 0;
	case LONGOPT_DIAGNOSTICS:
		if (!(accept & OPT_DIAGNOSTICS))
			break;
		if (*optarg == '\0') {
			usage_error(o->cmd, "option '--diagnostics' needs a "
			    "file name");
			return -1;
		}
		o->diagnostics = optarg;
		return 0;
	case LONGOPT_KIND:
		if (!(accept & OPT_KIND))
			break;
		if (strcmp(optarg, "ingenious") == 0)
			o->kind = RECORD_INGENIOUS;
		else if (strcmp(optarg, "clever") == 0)
			o->kind = RECORD_CLEVER;
		else {
			usage_error(o->cmd, "bad kind '%s': use ingenious or "
			    "clever", optarg);
			return -1;
		}
		return 0;
	}
	/* A shared option this command does not take. */
	if (ch > 0 && ch <= CHAR_MAX)
		usage_error(o->cmd, "unknown option '-%c'", ch);
	else
		usage_error(o->cmd, "unknown option '--%s'",
		    ch == LONGOPT_COLOUR ? "color" : ch == LONGOPT_STOP ?
		    "stop" : ch == LONGOPT_NO_SOURCE ? "no-source" :
		    ch == LONGOPT_KIND ? "kind" : "diagnostics");
	return -1;
}

/*
 * A standard stream that is closed (`genial check <&-`): the next file
 * genial opens would take its number, and standard input would read the
 * temporary file of -o.  /dev/null takes the number instead, opened
 * the wrong way round so that using it fails as a closed one would.
 * Returns EBADF if standard input was closed, for drive_open() to say.
 */
static int
std_streams(void)
{
	int	 fd, err = 0;

	for (fd = STDIN_FILENO; fd <= STDERR_FILENO; fd++) {
		if (fcntl(fd, F_GETFD) != -1 || errno != EBADF)
			continue;
		if (fd == STDIN_FILENO)
			err = EBADF;
		if (open("/dev/null", fd == STDIN_FILENO ? O_WRONLY :
		    O_RDONLY) != fd)
			break;
	}
	return err;
}

int
options_parse(struct options *o, int argc, char *argv[], unsigned accept,
    const struct cmd_opts *extra)
{
	static const struct option shared[] = {
		{ "color",	required_argument,	NULL, LONGOPT_COLOUR },
		{ "diagnostics", required_argument,	NULL, LONGOPT_DIAGNOSTICS },
		{ "format",	required_argument,	NULL, 'f' },
		{ "help",	no_argument,		NULL, 'h' },
		{ "jobs",	required_argument,	NULL, 'j' },
		{ "kind",	required_argument,	NULL, LONGOPT_KIND },
		{ "no-source",	no_argument,		NULL, LONGOPT_NO_SOURCE },
		{ "output",	required_argument,	NULL, 'o' },
		{ "stop",	no_argument,		NULL, LONGOPT_STOP },
		{ "strict",	no_argument,		NULL, 's' },
		{ NULL,		0,			NULL, 0 }
	};
	const size_t	 nshared = sizeof(shared) / sizeof(shared[0]) - 1;
	struct option	*longopts;
	char		*shortopts, buf[3];
	const char	*env;
	size_t		 n = 0, i, j, k;
	int		 ch, rc = 0;

	memset(o, 0, sizeof(*o));
	o->cmd = argv[0];
	o->stdin_err = std_streams();
	/*
	 * Standard error carries a line per finding for score, rank and
	 * standings: buffered, not a write(2) each, unless a person reads
	 * it, line by line, beside the results.
	 */
	setvbuf(stderr, NULL, isatty(STDERR_FILENO) ? _IOLBF : _IOFBF,
	    BUFSIZ);
	o->format = OUT_TEXT;
	o->colour = COLOUR_AUTO;
	o->jobs = 1;
	o->kind = -1;
	env = getenv("NO_COLOR");
	o->no_colour_env = env != NULL && *env != '\0';

	/* The shared options, then the command's own. */
	while (extra != NULL && extra->longopts != NULL &&
	    extra->longopts[n].name != NULL)
		n++;
	longopts = xcalloc(nshared + n + 1, sizeof(*longopts));
	/* A command's own option of a shared name is its own (play --kind). */
	for (i = k = 0; i < nshared; i++) {
		for (j = 0; j < n; j++)
			if (strcmp(shared[i].name, extra->longopts[j].name) == 0)
				break;
		if (j == n)
			longopts[k++] = shared[i];
	}
	if (n > 0)
		memcpy(longopts + k, extra->longopts, n * sizeof(*longopts));
	shortopts = xasprintf(":f:hj:o:s%s", extra != NULL &&
	    extra->shortopts != NULL ? extra->shortopts : "");

	opterr = 0;
	optind = 1;
	while (rc == 0 &&
	    (ch = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
		if (ch == ':') {
			usage_error(o->cmd, "option '%s' needs a value",
			    optind >= 1 && optind <= argc ? argv[optind - 1] :
			    bad_option(argc, argv, buf));
			rc = -1;
		} else if (ch == '?') {
			usage_error(o->cmd, "unknown option '%s'",
			    bad_option(argc, argv, buf));
			rc = -1;
		} else if (is_extra(extra, ch))
			rc = extra->handle(extra->ctx, ch, optarg) == -1 ? -1 : 0;
		else
			rc = shared_option(o, ch, accept);
	}
	free(longopts);
	free(shortopts);
	if (rc != 0)
		return rc;
	o->files = argv + optind;
	o->nfiles = argc - optind;
	return 0;
}

/* 1 if TERM says the terminal takes no escape sequences ("dumb"). */
static int
term_dumb(void)
{
	const char	*t = getenv("TERM");

	return t != NULL && strcmp(t, "dumb") == 0;
}

int
options_colour(const struct options *o, FILE *fp)
{
	switch (o->colour) {
	case COLOUR_ALWAYS:
		return 1;
	case COLOUR_NEVER:
		return 0;
	case COLOUR_AUTO:
		break;
	}
	return !o->no_colour_env && !term_dumb() && isatty(fileno(fp));
}

int
options_diag(const struct options *o, FILE *fp)
{
	return (options_colour(o, fp) ? OUT_COLOUR : 0) |
	    (o->no_source ? OUT_NO_SOURCE : 0);
}

void
progress_init(struct progress *pg)
{
	memset(pg, 0, sizeof(*pg));
	pg->enabled = isatty(STDERR_FILENO);
	clock_gettime(CLOCK_MONOTONIC, &pg->start);
	pg->last = pg->start;
}

/* Milliseconds from a to b. */
static long
elapsed_ms(const struct timespec *a, const struct timespec *b)
{
	return (long)(b->tv_sec - a->tv_sec) * 1000 +
	    (b->tv_nsec - a->tv_nsec) / 1000000;
}

void
progress_tick(struct progress *pg)
{
	struct timespec	 now;
	int		 n;

	pg->games++;
	if (!pg->enabled)
		return;
	clock_gettime(CLOCK_MONOTONIC, &now);
	if (elapsed_ms(&pg->start, &now) < 2000 ||
	    elapsed_ms(&pg->last, &now) < 100)
		return;
	pg->last = now;
	pg->shown = 1;
	n = fprintf(stderr, "\r%ld game%s", pg->games,
	    pg->games == 1 ? "" : "s");
	if (n > pg->width)
		pg->width = n;
	fflush(stderr);
}

/*
 * The line is erased with blanks, not an escape sequence: it is the
 * same on every terminal, and with NO_COLOR or TERM=dumb genial writes
 * no escape sequence at all (genial(1), ENVIRONMENT).
 */
void
progress_hide(struct progress *pg)
{
	if (!pg->shown)
		return;
	fprintf(stderr, "\r%*s\r", pg->width, "");
	fflush(stderr);
	pg->shown = 0;
}

/* What run_report() hands drive() as the command's context. */
struct report {
	struct out	*w;
	struct out	*dw;		/* --diagnostics: their writer, or NULL */
	enum out_report	 kind;
	int		 err_colour;	/* the diagnostics on stderr: colour,
					   source lines (options_diag) */
	int		 err;		/* errno of a failed write */
	struct diag_set	 hinted;	/* codes pointed at on stderr */
	int		 mixed;		/* a game of the other kind got an
					   other-game row in the TSV table */
};

/*
 * A game of the other kind than the TSV table's: say so on standard
 * error (a warning: it fails the run only with --strict).
 */
static void
left_out(struct report *r)
{
	if (out_left_out(r->w) == NULL)
		return;
	fprintf(stderr, "%s\n", out_left_out(r->w));
	r->mixed = 1;
}

static int
report_game(void *ctx, const struct out_game *gm)
{
	struct report	*r = ctx;

	/* check prints diagnostics as its result; the others on stderr. */
	if (r->dw != NULL) {
		if (out_game(r->dw, gm) == -1) {
			r->err = errno;
			return -1;
		}
	} else if (r->kind != REPORT_CHECK)
		out_diag_lines(stderr, gm->file, gm->rec, gm->d,
		    r->err_colour);
	if (out_game(r->w, gm) == -1) {
		r->err = errno;
		return -1;
	}
	left_out(r);
	return 0;
}

static int
report_file_end(void *ctx, const struct out_summary *s)
{
	struct report	*r = ctx;

	/* The other reports' diagnostics went to stderr: so does the hint. */
	if (r->kind != REPORT_CHECK && r->dw == NULL)
		out_diag_hint(stderr, &r->hinted, &s->codes, r->err_colour);
	if (r->dw != NULL && out_file_end(r->dw, s) == -1) {
		r->err = errno;
		return -1;
	}
	if (out_file_end(r->w, s) == -1) {
		r->err = errno;
		return -1;
	}
	return 0;
}

static int
report_file_none(void *ctx, const char *file, const char *status,
    const char *message)
{
	struct report	*r = ctx;

	if (out_file_none(r->w, file, status, message) == -1) {
		r->err = errno;
		return -1;
	}
	return 0;
}

/* -j N: a worker's writer of report parts. */
static void *
report_part_new(const void *ctx, FILE *res)
{
	const struct report	*r = ctx;
	struct report		*p = xcalloc(1, sizeof(*p));

	/* Only the settings: the main thread may be writing r->err. */
	p->kind = r->kind;
	p->err_colour = r->err_colour;
	p->w = out_part_new(r->w, res);
	return p;
}

static int
report_part_game(void *part, FILE *err, const struct out_game *gm)
{
	struct report	*p = part;

	if (p->kind != REPORT_CHECK && out_diag_lines(err, gm->file,
	    gm->rec, gm->d, p->err_colour) == -1)
		return -1;
	return out_game(p->w, gm);
}

static void
report_part_free(void *part)
{
	struct report	*p = part;

	out_free(p->w);
	free(p);
}

static int
report_part_put(void *ctx, const char *res, size_t len)
{
	struct report	*r = ctx;

	if (out_put_part(r->w, res, len) == -1) {
		r->err = errno;
		return -1;
	}
	left_out(r);
	return 0;
}

int
run_report(int argc, char *argv[], enum out_report kind, unsigned accept)
{
	static const struct driver_ops ops = { .game = report_game,
	    .file_end = report_file_end, .file_none = report_file_none,
	    .part_new = report_part_new, .part_game = report_part_game,
	    .part_free = report_part_free, .part_put = report_part_put };
	/* With --diagnostics, two streams in input order: serially. */
	static const struct driver_ops serial = { .game = report_game,
	    .file_end = report_file_end, .file_none = report_file_none };
	struct options	 o;
	struct output	 out;
	struct progress	 pg;
	struct output	 dout;
	struct report	 r;
	FILE		*dfp = NULL;
	int		 status;

	switch (options_parse(&o, argc, argv, accept, NULL)) {
	case 1:
		return fflush(stdout) == 0 && !ferror(stdout) ?
		    EXIT_CLEAN : EXIT_TROUBLE;
	case -1:
		return EXIT_TROUBLE;
	}
	if (o.diagnostics != NULL && diagnostics_check(&o) == -1)
		return EXIT_TROUBLE;
	if (output_open(&out, o.cmd, o.output, o.files, o.nfiles) == -1)
		return EXIT_TROUBLE;
	if (o.diagnostics != NULL) {
		if (output_open(&dout, o.cmd, o.diagnostics, o.files,
		    o.nfiles) == -1) {
			output_close(&out, o.cmd, 0);
			return EXIT_TROUBLE;
		}
		dfp = dout.fp;
	}
	memset(&r, 0, sizeof(r));
	r.w = out_new(out.fp, kind, o.format, options_diag(&o, out.fp));
	if (o.kind >= 0)
		out_set_kind(r.w, o.kind == RECORD_CLEVER);
	r.dw = dfp != NULL ? out_new(dfp, REPORT_CHECK, o.format,
	    options_diag(&o, dfp)) : NULL;
	r.kind = kind;
	r.err_colour = options_diag(&o, stderr);
	progress_init(&pg);
	pg.out_tty = isatty(fileno(out.fp));
	pg.diag_tty = kind != REPORT_CHECK && dfp == NULL && pg.enabled;
	status = drive(&o, dfp != NULL ? &serial : &ops, &r, &pg);
	if (r.mixed && o.strict && status < EXIT_DIAG)
		status = EXIT_DIAG;
	if (out_end(r.w) == -1) {
		status = EXIT_TROUBLE;
		r.err = errno;
	}
	out_free(r.w);
	if (dfp != NULL) {
		if (out_end(r.dw) == -1) {
			status = EXIT_TROUBLE;
			dout.err = errno;
		}
		out_free(r.dw);
	}
	out.err = r.err;
	/* Both written whole, or neither replaced. */
	if (dfp != NULL && output_close(&dout, o.cmd, status < EXIT_TROUBLE &&
	    !ferror(out.fp)) == -1)
		status = EXIT_TROUBLE;
	if (output_close(&out, o.cmd, status < EXIT_TROUBLE) == -1)
		status = EXIT_TROUBLE;
	return status;
}
