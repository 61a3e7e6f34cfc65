/*
 * Inside drive(): the pieces of the loop over the games that the serial
 * driver (common.c) and the parallel one (jobs.c, `-j N`) share, so that
 * both print the same bytes, the same messages and the same exit status.
 * Not for the commands: they call drive() (common.h).
 */
#ifndef GENIAL_DRIVE_H
#define GENIAL_DRIVE_H

#include <stdio.h>

#include "../formats/reader.h"
#include "common.h"

/* How one input ended. */
enum drive_end {
	DRIVE_NEXT,		/* go on with the next FILE */
	DRIVE_STOP,		/* --stop: a game failed; the run ends */
	DRIVE_FAILED		/* a write error: the run ends at once */
};

/*
 * The name an input is shown by (allocated): path, or "<stdin>" for
 * NULL, with each control character (C0, DEL, C1) as '?', as the text of
 * a record is shown in messages: a file name cannot drive the terminal
 * or break a line of output.
 */
char	*drive_name(const char *path);

/*
 * Open one input (path NULL: standard input).  Returns the stream, or
 * NULL with *msg set to the whole message line to print on standard error
 * (allocated, ends in a newline): it cannot be opened, or is a directory.
 */
FILE	*drive_open(const struct options *, const char *path, char **msg);

/*
 * An input drive_open() could not open: msg (its message) goes to
 * standard error, *status becomes 2, and ops->file_none hears of it.
 * Returns DRIVE_NEXT, or DRIVE_FAILED if file_none failed to write.
 */
enum drive_end drive_unopened(const struct options *,
	    const struct driver_ops *, void *ctx, struct progress *,
	    const char *path, const char *msg, int *status);

/*
 * Count one game's diagnostics into sum and *status (1 for a failed
 * game), and their codes into sum->codes.  Returns 1 if the game failed
 * (an error; with --strict a warning too).
 */
int	 drive_count(const struct options *, struct out_summary *sum,
	    size_t errors, size_t warnings, const struct diag_set *codes,
	    int *status);

/*
 * Every game rd reads, replayed and handed to ops->game, with the
 * progress line; counts into sum (sum->file is the display name) and
 * *status.  After a yaml-syntax error the reader goes on at the next
 * document; the lines it passed over are counted into sum.
 */
enum drive_end drive_games(const struct options *, const struct driver_ops *,
	    void *ctx, struct progress *, struct reader *rd,
	    struct out_summary *sum, struct diags *, struct replay *,
	    int *status);

/*
 * The end of one input after drive_games() said end: a read error on fp
 * is reported, fp closed (not standard input), and unless a write failed
 * the summary goes to ops->file_end, and an input that gave no game to
 * ops->file_none ("unreadable" after a read error, else "empty").
 * Returns end, or DRIVE_FAILED when the summary cannot be written.
 */
enum drive_end drive_close(const struct options *, const struct driver_ops *,
	    void *ctx, struct progress *, FILE *fp, struct out_summary *sum,
	    enum drive_end end, int *status);

/*
 * drive() with o->jobs worker threads (jobs.c), for commands whose ops
 * have the part_* members.
 */
int	 drive_jobs(const struct options *, const struct driver_ops *,
	    void *ctx, struct progress *);

#endif
