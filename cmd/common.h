/*
 * What the commands share: the options every command parses the same way
 * (struct options, passed down, never global), the output stream with its
 * atomic `-o FILE`, the progress line, and the loop that reads every game
 * of every FILE, replays it and hands it to the command.
 *
 * Exit status (genial(1) EXIT STATUS): 0 clean; 1 an error-level diagnostic
 * (with --strict, a warning too); 2 bad usage, an unreadable file, a write
 * error.
 */
#ifndef GENIAL_COMMON_H
#define GENIAL_COMMON_H

#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <sys/types.h>
#include <time.h>

#include "../core/diag.h"
#include "../core/record.h"
#include "../core/replay.h"
#include "../formats/out.h"

#define EXIT_CLEAN	0
#define EXIT_DIAG	1
#define EXIT_TROUBLE	2

enum colour_mode { COLOUR_AUTO, COLOUR_ALWAYS, COLOUR_NEVER };

/* Options a command accepts, for options_parse(). */
#define OPT_FORMAT	0x01	/* -f, --format */
#define OPT_OUTPUT	0x02	/* -o, --output */
#define OPT_COLOUR	0x04	/* --color */
#define OPT_STRICT	0x08	/* -s, --strict */
#define OPT_STOP	0x10	/* --stop */
#define OPT_JOBS	0x20	/* -j, --jobs */
#define OPT_NO_SOURCE	0x40	/* --no-source */
#define OPT_COMMON	0x7f	/* all of the above */
#define OPT_DIAGNOSTICS	0x80	/* --diagnostics (score, rank) */
#define OPT_KIND	0x100	/* --kind (score, rank) */

struct options {
	const char		*cmd;		/* command name, for messages */
	enum out_format		 format;	/* -f */
	const char		*output;	/* -o FILE, or NULL: stdout */
	enum colour_mode	 colour;	/* --color */
	int			 no_colour_env;	/* NO_COLOR set, not empty */
	int			 strict;	/* warnings fail too */
	int			 stop;		/* stop at the first failed game */
	int			 jobs;		/* -j N, 1..: worker threads */
	int			 no_source;	/* --no-source: no quoted lines */
	const char		*diagnostics;	/* --diagnostics FILE, or NULL */
	int			 kind;		/* --kind: -1 none (the first
						   game decides), else a
						   enum record_kind */
	int			 stdin_err;	/* EBADF: standard input was
						   closed at the start */
	char			**files;	/* FILE operands, argv's tail */
	int			 nfiles;	/* 0: standard input */
};

/*
 * A command's own options, parsed alongside the shared ones.  Letters
 * must not be one of f h j o s; long-only options use values from
 * CMD_LONGOPT up.  handle() gets each one with its argument (or NULL) and
 * returns 0, or -1 after calling usage_error().
 */
#define CMD_LONGOPT	(CHAR_MAX + 64)
struct cmd_opts {
	const struct option	*longopts;	/* ends with a zero row */
	const char		*shortopts;	/* getopt letters: "g:m:" */
	int			(*handle)(void *ctx, int ch, const char *arg);
	void			*ctx;
};

/*
 * Parse argv (argv[0] is the command name) into *o, accepting the shared
 * options in the mask `accept` (OPT_*), -h/--help always, and the
 * command's own options in extra (may be NULL).  Returns 0 to go on,
 * 1 when --help was given (the usage is printed on standard output: exit
 * 0), or -1 on bad usage (a one-line error and the usage are printed on
 * standard error: exit 2).  The FILE operands are left in o->files.
 */
int	options_parse(struct options *o, int argc, char *argv[],
	    unsigned accept, const struct cmd_opts *extra);
/*
 * 1 if output on fp should be coloured: --color=always, or auto on a
 * terminal with NO_COLOR unset or empty.
 */
int	options_colour(const struct options *o, FILE *fp);
/*
 * The `colour` argument of the text diagnostics (formats/out.h) for
 * output on fp: options_colour() and --no-source.
 */
int	options_diag(const struct options *o, FILE *fp);
/* Print "genial CMD: " and the message, and the usage: bad usage. */
void	usage_error(const char *cmd, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3)));
/*
 * Print the message to fp with each control character of it written as
 * an escape (formats/rtext.h): for a message that quotes what the user
 * typed (an argument, a name), which may hold an escape sequence.
 */
void	cmd_say(FILE *fp, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3)));

/*
 * The result stream (genial(1), -o and FILES).  Without -o it is standard
 * output.  With -o FILE:
 *   - FILE (or, through symbolic links, the file it names) that is also
 *     an input is refused before anything is opened for writing; so is a
 *     standard output that is a regular file and an input;
 *   - FILE that is standard output (/dev/stdout, /dev/fd/1) is written
 *     as standard output, appended to if it was opened so;
 *   - a device or a pipe is written through, never truncated;
 *   - a regular file, or none yet, is written to a temporary file
 *     FILE.XXXXXX beside it (beside a link's target; FILE's name cut
 *     short past NAME_MAX - 7 bytes), with a mode no wider than the final
 *     one, that output_close() renames onto FILE if the run succeeded,
 *     with the mode FILE had, and removes otherwise: FILE is complete or
 *     untouched.  Other hard links to FILE keep the old contents.
 * The temporary file is also removed when the process exits (out of
 * memory) or dies of a catchable signal (cleanup_register() in common.c):
 * only SIGKILL or a crash leaves it.  One output is open at a time.
 */
struct output {
	FILE		*fp;
	char		*path;		/* -o FILE as shown in messages
					   (drive_name()), owned; NULL:
					   standard output */
	char		*tmp;		/* temporary path, owned */
	char		*target;	/* what tmp is renamed onto, owned */
	mode_t		 mode;		/* the mode FILE gets */
	int		 err;		/* errno of a failed write, if the
					   caller saw one; for the message */
	int		 reported;	/* the caller said the write failed */
};

/*
 * Returns 0, or -1 after printing why the file cannot be made or may not
 * be written (exit 2).  files[0..nfiles) are the command's inputs ("-"
 * and none at all: standard input); nfiles -1: it reads none.
 */
int	output_open(struct output *, const char *cmd, const char *path,
	    char *const *files, int nfiles);
/*
 * An output that replaces the regular file path, an input (`genial fix
 * -i`): written to a temporary file beside it (beside a link's target),
 * with its mode and owner, that output_close() renames onto it, as -o
 * FILE does.  Returns 0, or -1 after saying why (exit 2).
 */
int	output_open_replace(struct output *, const char *cmd,
	    const char *path);
/*
 * Flush and close.  commit: 1 to keep the result (rename onto FILE), 0 to
 * throw it away.  Returns 0, or -1 after printing the write error (a full
 * disk, a closed pipe) unless out->reported; a failed write is never
 * committed.
 */
int	output_close(struct output *, const char *cmd, int commit);
/*
 * --diagnostics FILE is opened with output_open() as -o is (through a
 * temporary file renamed onto FILE by output_close(); a device or
 * standard output by another name written through, never truncated),
 * once this has checked the one refusal more: it is not the file of -o
 * (standard output without -o), by name or by inode.  Returns 0, or -1
 * after saying why (exit 2).
 */
int	diagnostics_check(const struct options *);

/*
 * The progress line: "N games" on standard error, updated in place, shown
 * only when standard error is a terminal and the run has taken more than
 * about two seconds.
 */
struct progress {
	int		 enabled;	/* standard error is a terminal */
	int		 out_tty;	/* results go to a terminal too */
	int		 diag_tty;	/* diagnostics go to standard error */
	int		 shown;		/* a line is on the screen */
	int		 width;		/* the longest line drawn */
	long		 games;
	struct timespec	 start;
	struct timespec	 last;		/* last redraw */
};

void	progress_init(struct progress *);
/* One more game done; redraws at most ten times a second. */
void	progress_tick(struct progress *);
/* Erase the line (before other output reaches the terminal, and at end). */
void	progress_hide(struct progress *);

/*
 * What a command does with each game (its diagnostics sorted by move
 * and position), at the end of each file, and for a file that gave no
 * game.  All return 0, or -1 on a write error (which stops the run).
 * file_end and file_none may be NULL.
 *
 * With -j N (N > 1) the games are read, replayed and written by N worker
 * threads (cmd/jobs.c), each into memory, and put out in input order by
 * the main thread.  For that a command gives the part_* members (NULL
 * part_new: it always runs serially):
 *   part_new   on a worker: a writer of game reports onto res, made from
 *              ctx, which it may only read (the main thread is using it);
 *   part_game  on that worker: one game, as game() would do it, its
 *              report onto res and what game() writes to standard error
 *              onto err; 0, or -1 if a memory stream failed;
 *   part_free  on that worker;
 *   part_put   on the main thread, in input order, once per game: write
 *              that game's report res[0..len) as game() would have.
 * file_end is called on the main thread, as without -j.
 */
struct driver_ops {
	int	(*game)(void *ctx, const struct out_game *);
	int	(*file_end)(void *ctx, const struct out_summary *);
	/*
	 * An input that gave no game: it could not be opened or read
	 * (status "unreadable", message the reason) or held none ("empty").
	 * Called on the main thread, in input order; may be NULL.
	 */
	int	(*file_none)(void *ctx, const char *file, const char *status,
		    const char *message);
	void	*(*part_new)(const void *ctx, FILE *res);
	int	(*part_game)(void *part, FILE *err, const struct out_game *);
	void	(*part_free)(void *part);
	int	(*part_put)(void *ctx, const char *res, size_t len);
};

/*
 * Read every game of every FILE of o (standard input if none, or for
 * `-`), replay each usable record, and call ops for each.  A file that
 * cannot be opened or read is reported on standard error and skipped; a
 * yaml-syntax error ends its file (it is reported as that game's
 * diagnostic).  With --stop the run ends after the first game that fails.
 * With -j N, N worker threads (see struct driver_ops); the output, the
 * messages and the status are the same as with -j 1.
 * Returns the exit status: the worst of 0 (clean), 1 (a failed game),
 * 2 (an unreadable file or a write error reported by ops).
 */
int	drive(const struct options *o, const struct driver_ops *ops,
	    void *ctx, struct progress *pg);

/*
 * The whole of a report command (check, score, rank): parse options, open
 * the output, drive the games through the writer for `report` (standard
 * error gets the diagnostics unless the report is `check`, or, with
 * --diagnostics FILE, FILE gets them as `check` writes them in the chosen
 * format; the games then run serially), close the output.  Returns the
 * exit status.
 */
int	run_report(int argc, char *argv[], enum out_report report,
	    unsigned accept);

#endif
