/*
 * genial fix: write each record back with the fixes of its findings made
 * (genial(1), genial fix).  Only the bytes of the slips change; the rest
 * of the text, comments, quoting and layout, is copied as it is.
 *
 * Each input is read whole into memory, fixed in rounds (formats/fix.h),
 * and then written: the text to standard output or -o FILE (one input);
 * with --diff, a unified diff from the input to the text instead; with
 * -i, the text onto each FILE, through a temporary file beside it, only
 * when something changed.  What is still found in the text, slips with
 * no confident fix and all, goes to standard error as `check` prints it,
 * with a line per file that says how many fixes were made.  The exit
 * status is that of `check` on the fixed text: 0 clean, 1 an error left;
 * 2 on trouble.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/util.h"
#include "../formats/fix.h"
#include "../formats/judge.h"
#include "../formats/out.h"
#include "../formats/rtext.h"
#include "../formats/udiff.h"
#include "cmds.h"
#include "common.h"
#include "drive.h"

enum { LONGOPT_DIFF = CMD_LONGOPT };

struct fix_opts {
	struct options	 o;
	int		 inplace;	/* -i */
	int		 diff;		/* --diff */
};

static int
fix_option(void *ctx, int ch, const char *arg)
{
	struct fix_opts	*fo = ctx;

	(void)arg;
	if (ch == 'i')
		fo->inplace = 1;
	else if (ch == LONGOPT_DIFF)
		fo->diff = 1;
	else
		return -1;
	return 0;
}

/*
 * Parse the command line.  Returns 0 to go on, 1 after --help, -1 on bad
 * usage (reported).
 */
static int
parse(struct fix_opts *fo, int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "diff",	no_argument,	NULL, LONGOPT_DIFF },
		{ "in-place",	no_argument,	NULL, 'i' },
		{ NULL,		0,		NULL, 0 }
	};
	struct cmd_opts	 extra;
	struct options	*o = &fo->o;
	int		 rc, i;

	memset(fo, 0, sizeof(*fo));
	extra.longopts = longopts;
	extra.shortopts = "i";
	extra.handle = fix_option;
	extra.ctx = fo;
	if ((rc = options_parse(o, argc, argv, OPT_OUTPUT, &extra)) != 0)
		return rc;
	if (fo->inplace && o->output != NULL) {
		usage_error(o->cmd, "-i and -o exclude each other");
		return -1;
	}
	if (fo->inplace) {
		if (o->nfiles == 0) {
			usage_error(o->cmd, "-i needs a FILE to rewrite");
			return -1;
		}
		for (i = 0; i < o->nfiles; i++)
			if (strcmp(o->files[i], "-") == 0) {
				usage_error(o->cmd, "-i cannot rewrite the "
				    "standard input");
				return -1;
			}
	}
	if (!fo->inplace && !fo->diff && o->nfiles > 1) {
		usage_error(o->cmd, "one FILE at a time, or -i or --diff");
		return -1;
	}
	return 0;
}

/*
 * The bytes of an input (path NULL: standard input), allocated, in *buf,
 * *len.  Returns 0, or -1 after saying why.
 */
static int
slurp(const struct options *o, const char *path, unsigned char **buf,
    size_t *len)
{
	FILE		*fp;
	char		*msg, *name;
	size_t		 cap = 65536, n;
	int		 err;

	if ((fp = drive_open(o, path, &msg)) == NULL) {
		fputs(msg, stderr);
		free(msg);
		return -1;
	}
	*buf = xmalloc(cap);
	*len = 0;
	while ((n = fread(*buf + *len, 1, cap - *len, fp)) > 0) {
		*len += n;
		if (*len == cap) {
			if (cap > SIZE_MAX / 2) {
				errno = EFBIG;
				break;
			}
			cap *= 2;
			*buf = xrealloc(*buf, cap);
		}
	}
	err = ferror(fp) ? errno : *len == cap ? EFBIG : 0;
	if (fp != stdin)
		fclose(fp);
	if (err != 0) {
		name = drive_name(path);
		fprintf(stderr, "genial %s: %s: %s\n", o->cmd, name,
		    strerror(err));
		free(name);
		free(*buf);
		*buf = NULL;
		return -1;
	}
	return 0;
}

/*
 * The findings of the text, on standard error as check prints them.
 * Returns 0, or -1 on a write error.
 */
static int
put_findings(const struct options *o, const char *name,
    const unsigned char *text, size_t len)
{
	return judge_print(stderr, name, text, len, options_diag(o, stderr));
}

/* "1 fix", "2 errors". */
static const char *
plural(size_t n, const char *one, const char *many)
{
	return n == 1 ? one : many;
}

/*
 * Write what -o or standard output takes for one input: the fixed text,
 * or the diff.  Returns 0, or -1 on a write error.
 */
static int
put_result(const struct fix_opts *fo, FILE *fp, const char *name,
    const unsigned char *in, size_t inlen, const struct fix_result *res)
{
	FILE	*mem;
	char	*buf = NULL;
	size_t	 len = 0;
	int	 rc;

	if (!isatty(fileno(fp))) {
		if (fo->diff)
			return udiff_write(fp, name, in, inlen, res->text,
			    res->len);
		return fwrite(res->text, 1, res->len, fp) == res->len ? 0 : -1;
	}
	/* A terminal sees the text's control characters as escapes. */
	if ((mem = open_memstream(&buf, &len)) == NULL)
		return -1;
	if (fo->diff)
		rc = udiff_write(mem, name, in, inlen, res->text, res->len);
	else
		rc = fwrite(res->text, 1, res->len, mem) == res->len ? 0 : -1;
	if (fclose(mem) != 0)
		rc = -1;
	if (rc == 0)
		rc = rtext_write(fp, buf, len, RTEXT_TERM);
	free(buf);
	return rc;
}

/* -i: the fixed text onto path, if it changed.  Returns 0 or -1. */
static int
rewrite(const struct options *o, const char *path,
    const struct fix_result *res, size_t inlen, const unsigned char *in)
{
	struct output	 out;
	int		 failed;

	if (res->len == inlen && memcmp(res->text, in, inlen) == 0)
		return 0;
	if (output_open_replace(&out, o->cmd, path) != 0)
		return -1;
	failed = fwrite(res->text, 1, res->len, out.fp) != res->len;
	if (failed)
		out.err = errno;
	return output_close(&out, o->cmd, !failed);
}

/*
 * One input (path NULL: standard input).  Raises *status; returns -1 when
 * a write to fp failed (the run stops), else 0.
 */
static int
fix_one(const struct fix_opts *fo, FILE *fp, const char *path, int *status)
{
	const struct options	*o = &fo->o;
	struct fix_result	 res;
	unsigned char		*in;
	size_t			 inlen;
	char			*name;
	int			 rc = 0;

	if (slurp(o, path, &in, &inlen) != 0) {
		*status = EXIT_TROUBLE;
		return 0;
	}
	name = drive_name(path);
	fix_run(in, inlen, &res, NULL, NULL);
	if (fo->inplace && rewrite(o, path, &res, inlen, in) != 0)
		*status = EXIT_TROUBLE;
	if ((!fo->inplace || fo->diff) &&
	    put_result(fo, fp, name, in, inlen, &res) != 0)
		rc = -1;
	if (res.after.errors + res.after.warnings > 0)
		(void)put_findings(o, name, res.text, res.len);
	if (res.fixes > 0 || res.after.errors + res.after.warnings > 0)
		fprintf(stderr, "%s: %zu %s made, %zu %s and %zu %s left\n",
		    name, res.fixes, plural(res.fixes, "fix", "fixes"),
		    res.after.errors, plural(res.after.errors, "error",
		    "errors"), res.after.warnings, plural(res.after.warnings,
		    "warning", "warnings"));
	if (res.after.errors > 0 && *status < EXIT_DIAG)
		*status = EXIT_DIAG;
	fix_result_free(&res);
	free(in);
	free(name);
	return rc;
}

int
cmd_fix(int argc, char *argv[])
{
	struct fix_opts	 fo;
	struct output	 out;
	const char	*path;
	int		 rc, i, n, status = EXIT_CLEAN, failed = 0;

	if ((rc = parse(&fo, argc, argv)) != 0)
		return rc == 1 ? EXIT_CLEAN : EXIT_TROUBLE;
	if (output_open(&out, fo.o.cmd, fo.o.output, fo.o.files,
	    fo.o.nfiles) != 0)
		return EXIT_TROUBLE;
	n = fo.o.nfiles > 0 ? fo.o.nfiles : 1;
	for (i = 0; i < n && !failed; i++) {
		path = fo.o.nfiles > 0 ? fo.o.files[i] : NULL;
		if (path != NULL && strcmp(path, "-") == 0)
			path = NULL;
		if (fix_one(&fo, out.fp, path, &status) != 0) {
			out.err = errno;
			failed = 1;
		}
	}
	if (output_close(&out, fo.o.cmd, !failed) != 0 || failed)
		status = EXIT_TROUBLE;
	if (fflush(stderr) != 0)
		status = EXIT_TROUBLE;
	return status;
}
