/*
 * The machinery every command shares: option parsing into a struct
 * options, the output stream (standard output, or `-o FILE` written
 * atomically), the progress line, and run_report(), the whole of check,
 * score and rank.  The loop over every game of every input file is
 * drive() (drive.c, and jobs.c for -j N).  Commands stay thin: they pick
 * the options they accept and what to do with each game.
 */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../core/util.h"
#include "cmds.h"
#include "common.h"

#define JOBS_MAX	1024

/* Long options without a short form. */
enum { LONGOPT_COLOUR = CHAR_MAX + 1, LONGOPT_STOP };

void
usage_error(const char *cmd, const char *fmt, ...)
{
	const char	*u = cmd_usage(cmd);
	va_list		 ap;

	fprintf(stderr, "genial %s: ", cmd);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	if (u != NULL)
		fprintf(stderr, "%s\n", u);
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

/* One shared option; returns 0, 1 (--help done) or -1 (bad usage). */
static int
shared_option(struct options *o, int ch, unsigned accept)
{
	const char	*u;
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
		if ((u = cmd_usage(o->cmd)) != NULL)
			puts(u);
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
	}
	/* A shared option this command does not take. */
	if (ch > 0 && ch <= CHAR_MAX)
		usage_error(o->cmd, "unknown option '-%c'", ch);
	else
		usage_error(o->cmd, "unknown option '--%s'",
		    ch == LONGOPT_COLOUR ? "color" : "stop");
	return -1;
}

int
options_parse(struct options *o, int argc, char *argv[], unsigned accept,
    const struct cmd_opts *extra)
{
	static const struct option shared[] = {
		{ "color",	required_argument,	NULL, LONGOPT_COLOUR },
		{ "format",	required_argument,	NULL, 'f' },
		{ "help",	no_argument,		NULL, 'h' },
		{ "jobs",	required_argument,	NULL, 'j' },
		{ "output",	required_argument,	NULL, 'o' },
		{ "stop",	no_argument,		NULL, LONGOPT_STOP },
		{ "strict",	no_argument,		NULL, 's' },
		{ NULL,		0,			NULL, 0 }
	};
	const size_t	 nshared = sizeof(shared) / sizeof(shared[0]) - 1;
	struct option	*longopts;
	char		*shortopts, buf[3];
	const char	*env;
	size_t		 n = 0;
	int		 ch, rc = 0;

	memset(o, 0, sizeof(*o));
	o->cmd = argv[0];
	o->format = OUT_TEXT;
	o->colour = COLOUR_AUTO;
	o->jobs = 1;
	env = getenv("NO_COLOR");
	o->no_colour_env = env != NULL && *env != '\0';

	/* The shared options, then the command's own. */
	while (extra != NULL && extra->longopts != NULL &&
	    extra->longopts[n].name != NULL)
		n++;
	longopts = xcalloc(nshared + n + 1, sizeof(*longopts));
	memcpy(longopts, shared, nshared * sizeof(*longopts));
	if (n > 0)
		memcpy(longopts + nshared, extra->longopts, n * sizeof(*longopts));
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
	return !o->no_colour_env && isatty(fileno(fp));
}

/*
 * The temporary file of -o, while there is one, for the handlers below:
 * the one piece of process-wide state, because atexit() and signal
 * handlers take no argument.  One output is open at a time.
 */
static char *volatile cleanup_tmp;

/* Remove the temporary file: at exit() (out of memory) and on signals. */
static void
cleanup(void)
{
	char	*p = cleanup_tmp;

	if (p != NULL)
		unlink(p);
}

static void
cleanup_signal(int sig)
{
	cleanup();
	signal(sig, SIG_DFL);
	raise(sig);
}

/*
 * Register cleanup() once: at exit, and for the signals that end a run
 * (a closed pipe and a file size limit too), except those the caller had
 * ignored, which stay ignored.
 */
static void
cleanup_register(void)
{
	static const int	 sigs[] = {
		SIGHUP, SIGINT, SIGTERM, SIGPIPE, SIGXFSZ
	};
	static int		 done;
	struct sigaction	 sa, old;
	size_t			 i;

	if (done)
		return;
	done = 1;
	atexit(cleanup);
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = cleanup_signal;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++)
		if (sigaction(sigs[i], NULL, &old) == 0 &&
		    old.sa_handler != SIG_IGN)
			sigaction(sigs[i], &sa, NULL);
}

int
output_open(struct output *out, const char *cmd, const char *path)
{
	struct stat	 sb;
	mode_t		 mask;
	int		 fd;

	out->path = path;
	out->tmp = NULL;
	out->fp = stdout;
	out->err = 0;
	if (path == NULL)
		return 0;
	/*
	 * Only a regular file (or none yet) is replaced.  A symbolic link, a
	 * device or a pipe (/dev/stdout, /dev/null) is written through:
	 * renaming onto it would replace the link or the device node.
	 */
	if (lstat(path, &sb) == 0 && !S_ISREG(sb.st_mode)) {
		if (S_ISDIR(sb.st_mode) ||
		    (out->fp = fopen(path, "w")) == NULL) {
			fprintf(stderr, "genial %s: %s: %s\n", cmd, path,
			    strerror(S_ISDIR(sb.st_mode) ? EISDIR : errno));
			out->fp = NULL;
			return -1;
		}
		return 0;
	}
	/* Beside FILE, so that rename() replaces it in one step. */
	cleanup_register();
	out->tmp = xasprintf("%s.XXXXXX", path);
	if ((fd = mkstemp(out->tmp)) == -1) {
		fprintf(stderr, "genial %s: %s: %s\n", cmd, path,
		    strerror(errno));
		free(out->tmp);
		out->tmp = NULL;
		return -1;
	}
	cleanup_tmp = out->tmp;
	/* mkstemp makes 0600; give the file the mode a new file gets. */
	mask = umask(0);
	umask(mask);
	(void)fchmod(fd, 0666 & ~mask);
	if ((out->fp = fdopen(fd, "w")) == NULL) {
		fprintf(stderr, "genial %s: %s: %s\n", cmd, path,
		    strerror(errno));
		close(fd);
		unlink(out->tmp);
		cleanup_tmp = NULL;
		free(out->tmp);
		out->tmp = NULL;
		return -1;
	}
	return 0;
}

int
output_close(struct output *out, const char *cmd, int commit)
{
	const char	*name = out->path != NULL ? out->path :
			    "standard output";
	int		 err = 0, failed;

	errno = 0;
	failed = ferror(out->fp);
	if (fflush(out->fp) != 0)
		failed = 1, err = errno;
	if (out->tmp != NULL && !failed && commit &&
	    fsync(fileno(out->fp)) != 0)
		failed = 1, err = errno;
	if (fclose(out->fp) != 0 && !failed)
		failed = 1, err = errno;
	out->fp = NULL;
	if (failed && err == 0)
		err = out->err;
	if (failed)
		fprintf(stderr, "genial %s: write error on %s%s%s\n", cmd,
		    name, err != 0 ? ": " : "", err != 0 ? strerror(err) : "");
	if (out->tmp != NULL) {
		if (!failed && !commit)
			fprintf(stderr, "genial %s: %s left unchanged\n", cmd,
			    out->path);
		if (failed || !commit)
			unlink(out->tmp);
		else if (rename(out->tmp, out->path) != 0) {
			fprintf(stderr, "genial %s: %s: %s\n", cmd, out->path,
			    strerror(errno));
			unlink(out->tmp);
			failed = 1;
		}
		cleanup_tmp = NULL;
		free(out->tmp);
		out->tmp = NULL;
	}
	return failed ? -1 : 0;
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

	pg->games++;
	if (!pg->enabled)
		return;
	clock_gettime(CLOCK_MONOTONIC, &now);
	if (elapsed_ms(&pg->start, &now) < 2000 ||
	    elapsed_ms(&pg->last, &now) < 100)
		return;
	pg->last = now;
	pg->shown = 1;
	fprintf(stderr, "\r%ld game%s", pg->games, pg->games == 1 ? "" : "s");
	fflush(stderr);
}

void
progress_hide(struct progress *pg)
{
	if (!pg->shown)
		return;
	fputs("\r\033[K", stderr);
	fflush(stderr);
	pg->shown = 0;
}

/* What run_report() hands drive() as the command's context. */
struct report {
	struct out	*w;
	enum out_report	 kind;
	int		 err_colour;	/* colour the diagnostics on stderr */
	int		 err;		/* errno of a failed write */
	int		 mixed;		/* a game was left out of the TSV
					   table: the other game's columns */
};

/* A game the writer left out of its table: say so, and fail the run. */
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
	if (r->kind != REPORT_CHECK)
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

	if (out_file_end(r->w, s) == -1) {
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
	static const struct driver_ops ops = { report_game, report_file_end,
	    report_part_new, report_part_game, report_part_free,
	    report_part_put };
	struct options	 o;
	struct output	 out;
	struct progress	 pg;
	struct report	 r;
	int		 status;

	switch (options_parse(&o, argc, argv, accept, NULL)) {
	case 1:
		return fflush(stdout) == 0 && !ferror(stdout) ?
		    EXIT_CLEAN : EXIT_TROUBLE;
	case -1:
		return EXIT_TROUBLE;
	}
	if (output_open(&out, o.cmd, o.output) == -1)
		return EXIT_TROUBLE;
	r.w = out_new(out.fp, kind, o.format, options_colour(&o, out.fp));
	r.kind = kind;
	r.err_colour = options_colour(&o, stderr);
	r.err = 0;
	r.mixed = 0;
	progress_init(&pg);
	pg.out_tty = isatty(fileno(out.fp));
	pg.diag_tty = kind != REPORT_CHECK && pg.enabled;
	status = drive(&o, &ops, &r, &pg);
	if (r.mixed && status < EXIT_DIAG)
		status = EXIT_DIAG;
	if (out_end(r.w) == -1) {
		status = EXIT_TROUBLE;
		r.err = errno;
	}
	out_free(r.w);
	out.err = r.err;
	if (output_close(&out, o.cmd, status < EXIT_TROUBLE) == -1)
		status = EXIT_TROUBLE;
	return status;
}
