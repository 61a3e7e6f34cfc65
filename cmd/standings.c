/*
 * genial standings: a tournament table per event from many MSO game
 * records (core/standings.h).  Every game is read and replayed as by the
 * other commands; its diagnostics go to standard error.  A game that
 * cannot count (errors, not a two-player MSO game, a pairing already
 * recorded in its event) is reported there too, as a warning at its
 * record's first line, and left out of the table; past the first
 * LIST_MAX games left out for one reason, the rest of them get one
 * summary line at the end.  Names that differ only in case or spacing
 * are warned about the same way.  Standard output says, in every format,
 * how many games of each event were left out and why.  Exit status (the
 * rule of every command): 1 when a game drew an error, with --strict also
 * a warning or a game left out; 0 otherwise; 2 as for every command.
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "../core/standings.h"
#include "cmds.h"
#include "common.h"

/* Games left out for one reason that are listed one by one. */
#define LIST_MAX	3

struct tally_ctx {
	struct standings	*st;
	int			 err_colour;
	int			 left_out;	/* games not counted */
	long			 by_reason[STANDINGS__REASONS];
};

/* "FILE:LINE:COL: warning: game G: " before a message about a game. */
static void
game_warning(const struct tally_ctx *t, const struct out_game *gm)
{
	fprintf(stderr, "%s:", gm->file);
	if (gm->rec != NULL && gm->rec->pos.line > 0)
		fprintf(stderr, "%d:%d:", gm->rec->pos.line,
		    gm->rec->pos.col > 0 ? gm->rec->pos.col : 1);
	fprintf(stderr, " %swarning%s: game %d: ",
	    t->err_colour ? "\033[1;33m" : "", t->err_colour ? "\033[0m" : "",
	    gm->game);
}

static int
standings_game(void *ctx, const struct out_game *gm)
{
	struct tally_ctx	*t = ctx;
	char			 why[1024];
	long			 n;

	out_diag_lines(stderr, gm->file, gm->rec, gm->d, t->err_colour);
	if (gm->nogame) {	/* its file is listed once: standings_none */
		standings_add_none(t->st, gm->file);
		t->left_out++;
		return ferror(stderr) ? -1 : 0;
	}
	if (standings_add(t->st, gm->rec, gm->rp, gm->d, gm->game, gm->file,
	    why, sizeof(why)) == 0) {
		if (why[0] != '\0') {
			game_warning(t, gm);
			fprintf(stderr, "player %s\n", why);
		}
		return ferror(stderr) ? -1 : 0;
	}
	t->left_out++;
	n = ++t->by_reason[t->st->reason];
	if (n <= LIST_MAX) {
		game_warning(t, gm);
		fprintf(stderr, "left out of the standings: %s\n", why);
	}
	return ferror(stderr) ? -1 : 0;
}

/* One line per reason that left out more games than were listed. */
static void
left_out_summary(const struct tally_ctx *t)
{
	int	 r;

	for (r = 0; r < STANDINGS__REASONS; r++)
		if (t->by_reason[r] > LIST_MAX)
			fprintf(stderr, "genial standings: %ld games left out "
			    "of the standings: %s (the first %d are listed "
			    "above)\n", t->by_reason[r],
			    standings_reason_text((enum standings_reason)r),
			    LIST_MAX);
}

int
cmd_standings(int argc, char *argv[])
{
	static const struct driver_ops ops = { .game = standings_game };
	struct tally_ctx	 t;
	struct options		 o;
	struct output		 out;
	struct progress		 pg;
	struct out		*w;
	int			 status;

	switch (options_parse(&o, argc, argv, OPT_FORMAT | OPT_OUTPUT |
	    OPT_COLOUR | OPT_NO_SOURCE | OPT_STRICT, NULL)) {
	case 1:
		return fflush(stdout) == 0 && !ferror(stdout) ?
		    EXIT_CLEAN : EXIT_TROUBLE;
	case -1:
		return EXIT_TROUBLE;
	}
	if (output_open(&out, o.cmd, o.output, o.files, o.nfiles) == -1)
		return EXIT_TROUBLE;
	t.st = standings_new();
	t.err_colour = options_diag(&o, stderr);
	t.left_out = 0;
	memset(t.by_reason, 0, sizeof(t.by_reason));
	progress_init(&pg);
	pg.out_tty = isatty(fileno(out.fp));
	pg.diag_tty = pg.enabled;
	status = drive(&o, &ops, &t, &pg);
	left_out_summary(&t);
	if (o.strict && t.left_out > 0 && status < EXIT_DIAG)
		status = EXIT_DIAG;
	standings_rank(t.st);
	w = out_new(out.fp, REPORT_STANDINGS, o.format,
	    options_colour(&o, out.fp));
	if (status < EXIT_TROUBLE && (out_standings(w, t.st) == -1 ||
	    out_end(w) == -1))
		status = EXIT_TROUBLE;
	out_free(w);
	standings_free(t.st);
	if (output_close(&out, o.cmd, status < EXIT_TROUBLE) == -1)
		status = EXIT_TROUBLE;
	return status;
}
