/*
 * drive(): the loop over every game of every input file, serially; with
 * -j N it hands over to drive_jobs() (jobs.c).  The pieces of the loop
 * (opening an input, counting a game, the games of one reader, the end
 * of an input) are shared with jobs.c through drive.h, so that both
 * print the same bytes, the same messages and the same exit status.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../core/util.h"
#include "../formats/reader.h"
#include "common.h"
#include "drive.h"

char *
drive_name(const char *path)
{
	const unsigned char	*u;
	char			*s, *t;

	if (path == NULL)
		return xstrdup("<stdin>");
	s = t = xstrdup(path);
	for (u = (const unsigned char *)path; *u != '\0'; u++) {
		if (*u < 0x20 || *u == 0x7f)
			*t++ = '?';
		else if (u[0] == 0xc2 && u[1] >= 0x80 && u[1] <= 0x9f) {
			*t++ = '?';
			u++;
		} else
			*t++ = (char)*u;
	}
	*t = '\0';
	return s;
}

FILE *
drive_open(const struct options *o, const char *path, char **msg)
{
	struct stat	 sb;
	FILE		*fp = stdin;
	char		*name = drive_name(path);
	int		 err;

	*msg = NULL;
	if (path == NULL && o->stdin_err != 0) {
		*msg = xasprintf("genial %s: %s: %s\n", o->cmd, name,
		    strerror(o->stdin_err));
		free(name);
		return NULL;
	}
	if (path != NULL && (fp = fopen(path, "r")) == NULL) {
		*msg = xasprintf("genial %s: %s: %s\n", o->cmd, name,
		    strerror(errno));
		free(name);
		return NULL;
	}
	/* A closed standard input fails here, before any game is read. */
	if (fstat(fileno(fp), &sb) != 0 || S_ISDIR(sb.st_mode)) {
		err = fstat(fileno(fp), &sb) != 0 ? errno : EISDIR;
		*msg = xasprintf("genial %s: %s: %s\n", o->cmd, name,
		    strerror(err));
		if (fp != stdin)
			fclose(fp);
		free(name);
		return NULL;
	}
	free(name);
	return fp;
}

enum drive_end
drive_unopened(const struct options *o, const struct driver_ops *ops,
    void *ctx, struct progress *pg, const char *path, const char *msg,
    int *status)
{
	const char	*name = path != NULL ? path : "<stdin>";
	const char	*why = strrchr(msg, ':');
	char		*reason;
	int		 rc = 0;

	progress_hide(pg);
	fputs(msg, stderr);
	*status = EXIT_TROUBLE;
	if (ops->file_none == NULL)
		return DRIVE_NEXT;
	/* The reason ends drive_open()'s message: "...: REASON\n". */
	reason = xstrdup(why != NULL ? why + 2 : "cannot be opened");
	reason[strcspn(reason, "\n")] = '\0';
	rc = ops->file_none(ctx, name, "unreadable", reason);
	free(reason);
	return rc == -1 ? DRIVE_FAILED : DRIVE_NEXT;
}

int
drive_count(const struct options *o, struct out_summary *sum,
    size_t errors, size_t warnings, const struct diag_set *codes,
    int *status)
{
	int	 failed = errors > 0 || (o->strict && warnings > 0);
	size_t	 i;

	for (i = 0; i < sizeof(codes->w) / sizeof(codes->w[0]); i++)
		sum->codes.w[i] |= codes->w[i];
	sum->games++;
	sum->errors += errors;
	sum->warnings += warnings;
	if (failed && *status < EXIT_DIAG)
		*status = EXIT_DIAG;
	return failed;
}

enum drive_end
drive_games(const struct options *o, const struct driver_ops *ops, void *ctx,
    struct progress *pg, struct reader *rd, struct out_summary *sum,
    struct diags *d, struct replay *rp, int *status)
{
	const struct record	*rec;
	struct out_game		 gm;
	struct diag_set		 codes;
	int			 r, failed, first, last;

	for (;;) {
		diags_clear(d);
		if ((r = reader_next(rd, &rec, d)) == 0)
			break;
		gm.file = sum->file;
		gm.game = r == 1 ? rec->game : d->game;
		gm.rec = r == 1 ? rec : NULL;
		gm.nogame = r == -2;
		gm.rp = NULL;
		if (r == 1 && rec->usable && replay_run(rp, rec, d) == 0)
			gm.rp = rp;
		diags_sort(d);
		gm.d = d;
		memset(&codes, 0, sizeof(codes));
		diags_codes(d, &codes);
		failed = drive_count(o, sum, d->errors, d->warnings, &codes,
		    status);
		if (r == -2)		/* no game in the input: not one */
			sum->games--;
		if (reader_skipped(rd, &first, &last)) {
			/* yaml-syntax: the reader goes on after these */
			if (sum->skips++ == 0) {
				sum->skip_first = first;
				sum->skip_last = last;
			}
			sum->skipped += (uint64_t)(last - first) + 1;
		}
		if (pg->out_tty || (pg->diag_tty && d->len > 0))
			progress_hide(pg);
		if (ops->game(ctx, &gm) == -1) {
			*status = EXIT_TROUBLE;
			return DRIVE_FAILED;
		}
		progress_tick(pg);
		if (failed && o->stop)
			return DRIVE_STOP;
	}
	return DRIVE_NEXT;
}

enum drive_end
drive_close(const struct options *o, const struct driver_ops *ops, void *ctx,
    struct progress *pg, FILE *fp, struct out_summary *sum,
    enum drive_end end, int *status)
{
	int	 unread = ferror(fp);

	if (unread) {
		progress_hide(pg);
		fprintf(stderr, "genial %s: %s: read error\n", o->cmd,
		    sum->file);
		*status = EXIT_TROUBLE;
	}
	if (fp != stdin)
		fclose(fp);
	if (end == DRIVE_FAILED)
		return end;
	progress_hide(pg);
	if (ops->file_end != NULL && ops->file_end(ctx, sum) == -1) {
		*status = EXIT_TROUBLE;
		return DRIVE_FAILED;
	}
	if (sum->games == 0 && ops->file_none != NULL &&
	    ops->file_none(ctx, sum->file, unread ? "unreadable" : "empty",
	    unread ? "read error" : "no game in the file") == -1) {
		*status = EXIT_TROUBLE;
		return DRIVE_FAILED;
	}
	return end;
}

/*
 * Every game of one input (path NULL: standard input).  Raises *status
 * as drive() describes.
 */
static enum drive_end
drive_file(const struct options *o, const struct driver_ops *ops, void *ctx,
    struct progress *pg, const char *path, struct diags *d,
    struct replay *rp, int *status)
{
	struct reader		*rd;
	struct out_summary	 sum;
	enum drive_end		 end;
	FILE			*fp;
	char			*msg, *name;

	if ((fp = drive_open(o, path, &msg)) == NULL) {
		end = drive_unopened(o, ops, ctx, pg, path, msg, status);
		free(msg);
		return end;
	}
	memset(&sum, 0, sizeof(sum));
	sum.file = name = drive_name(path);
	rd = reader_new(fp);
	end = drive_games(o, ops, ctx, pg, rd, &sum, d, rp, status);
	reader_free(rd);
	end = drive_close(o, ops, ctx, pg, fp, &sum, end, status);
	free(name);
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

	if (o->jobs > 1 && ops->part_new != NULL)
		return drive_jobs(o, ops, ctx, pg);
	diags_init(&d);
	replay_init(&rp);
	n = o->nfiles > 0 ? o->nfiles : 1;
	for (i = 0; i < n; i++) {
		path = o->nfiles > 0 ? o->files[i] : NULL;
		if (path != NULL && strcmp(path, "-") == 0)
			path = NULL;
		if (drive_file(o, ops, ctx, pg, path, &d, &rp, &status) !=
		    DRIVE_NEXT)
			break;
	}
	progress_hide(pg);
	replay_free(&rp);
	diags_free(&d);
	return status;
}
