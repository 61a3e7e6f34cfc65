/*
 * The machinery every command shares: option parsing into a struct
 * options, the output stream (standard output, or `-o FILE` written
 * atomically), the progress line, and drive(), the loop over every game
 * of every input file.  Commands stay thin: they pick the options they
 * accept and what to do with each game.
 */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../core/util.h"
#include "../formats/reader.h"
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

int
output_open(struct output *out, const char *cmd, const char *path)
{
	mode_t	 mask;
	int	 fd;

	out->path = path;
	out->tmp = NULL;
	out->fp = stdout;
	if (path == NULL)
		return 0;
	/* Beside FILE, so that rename() replaces it in one step. */
	out->tmp = xasprintf("%s.XXXXXX", path);
	if ((fd = mkstemp(out->tmp)) == -1) {
		fprintf(stderr, "genial %s: %s: %s\n", cmd, path,
		    strerror(errno));
		free(out->tmp);
		out->tmp = NULL;
		return -1;
	}
	/* mkstemp makes 0600; give the file the mode a new file gets. */
	mask = umask(0);
	umask(mask);
	(void)fchmod(fd, 0666 & ~mask);
	if ((out->fp = fdopen(fd, "w")) == NULL) {
		fprintf(stderr, "genial %s: %s: %s\n", cmd, path,
		    strerror(errno));
		close(fd);
		unlink(out->tmp);
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
	if (out->path != NULL && !failed && commit &&
	    fsync(fileno(out->fp)) != 0)
		failed = 1, err = errno;
	if (fclose(out->fp) != 0 && !failed)
		failed = 1, err = errno;
	out->fp = NULL;
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

/* Where drive_file() leaves the run. */
enum file_end { FILE_NEXT, FILE_STOP };

/*
 * Every game of one input (path NULL: standard input).  Raises *status
 * as drive() describes.
 */
static enum file_end
drive_file(const struct options *o, const struct driver_ops *ops, void *ctx,
    struct progress *pg, const char *path, struct diags *d,
    struct replay *rp, int *status)
{
	const struct record	*rec;
	struct reader		*rd;
	struct out_summary	 sum;
	struct out_game		 gm;
	struct stat		 sb;
	FILE			*fp = stdin;
	const char		*name = path != NULL ? path : "<stdin>";
	enum file_end		 end = FILE_NEXT;
	int			 r, failed, write_failed = 0;

	if (path != NULL && (fp = fopen(path, "r")) == NULL) {
		progress_hide(pg);
		fprintf(stderr, "genial %s: %s: %s\n", o->cmd, path,
		    strerror(errno));
		*status = EXIT_TROUBLE;
		return FILE_NEXT;
	}
	if (fstat(fileno(fp), &sb) == 0 && S_ISDIR(sb.st_mode)) {
		progress_hide(pg);
		fprintf(stderr, "genial %s: %s: %s\n", o->cmd, name,
		    strerror(EISDIR));
		*status = EXIT_TROUBLE;
		if (fp != stdin)
			fclose(fp);
		return FILE_NEXT;
	}
	memset(&sum, 0, sizeof(sum));
	sum.file = name;
	rd = reader_new(fp);
	for (;;) {
		diags_clear(d);
		if ((r = reader_next(rd, &rec, d)) == 0)
			break;
		gm.file = name;
		gm.game = r == 1 ? rec->game : d->game;
		gm.rec = r == 1 ? rec : NULL;
		gm.rp = NULL;
		if (r == 1 && rec->usable && replay_run(rp, rec, d) == 0)
			gm.rp = rp;
		diags_sort(d);
		gm.d = d;
		sum.games++;
		sum.errors += d->errors;
		sum.warnings += d->warnings;
		failed = d->errors > 0 || (o->strict && d->warnings > 0);
		if (failed && *status < EXIT_DIAG)
			*status = EXIT_DIAG;
		if (pg->out_tty || (pg->diag_tty && d->len > 0))
			progress_hide(pg);
		if (ops->game(ctx, &gm) == -1) {
			*status = EXIT_TROUBLE;
			write_failed = 1;
			break;
		}
		progress_tick(pg);
		if (r == -1)		/* yaml-syntax: the rest is lost */
			break;
		if (failed && o->stop) {
			end = FILE_STOP;
			break;
		}
	}
	reader_free(rd);
	if (ferror(fp)) {
		progress_hide(pg);
		fprintf(stderr, "genial %s: %s: read error\n", o->cmd, name);
		*status = EXIT_TROUBLE;
	}
	if (fp != stdin)
		fclose(fp);
	if (write_failed)
		return FILE_STOP;
	progress_hide(pg);
	if (ops->file_end != NULL && ops->file_end(ctx, &sum) == -1) {
		*status = EXIT_TROUBLE;
		return FILE_STOP;
	}
	return end;
}

int
drive(const struct options *o, const struct driver_ops *ops, void *ctx,
    struct progress *pg)
{
	struct diags	 d;
	struct replay	 rp;
	const char	*path;
	int		 status = EXIT_CLEAN, i, n;

	diags_init(&d);
	replay_init(&rp);
	n = o->nfiles > 0 ? o->nfiles : 1;
	for (i = 0; i < n; i++) {
		path = o->nfiles > 0 ? o->files[i] : NULL;
		if (path != NULL && strcmp(path, "-") == 0)
			path = NULL;
		if (drive_file(o, ops, ctx, pg, path, &d, &rp, &status) ==
		    FILE_STOP)
			break;
	}
	progress_hide(pg);
	replay_free(&rp);
	diags_free(&d);
	return status;
}

/* What run_report() hands drive() as the command's context. */
struct report {
	struct out	*w;
	enum out_report	 kind;
	int		 err_colour;	/* colour the diagnostics on stderr */
};

static int
report_game(void *ctx, const struct out_game *gm)
{
	struct report	*r = ctx;

	/* check prints diagnostics as its result; the others on stderr. */
	if (r->kind != REPORT_CHECK)
		out_diag_lines(stderr, gm->file, gm->rec, gm->d,
		    r->err_colour);
	return out_game(r->w, gm);
}

static int
report_file_end(void *ctx, const struct out_summary *s)
{
	struct report	*r = ctx;

	return out_file_end(r->w, s);
}

int
run_report(int argc, char *argv[], enum out_report kind, unsigned accept)
{
	static const struct driver_ops ops = { report_game, report_file_end };
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
	progress_init(&pg);
	pg.out_tty = isatty(fileno(out.fp));
	pg.diag_tty = kind != REPORT_CHECK && pg.enabled;
	status = drive(&o, &ops, &r, &pg);
	if (out_end(r.w) == -1)
		status = EXIT_TROUBLE;
	out_free(r.w);
	if (output_close(&out, o.cmd, status < EXIT_TROUBLE) == -1)
		status = EXIT_TROUBLE;
	return status;
}
