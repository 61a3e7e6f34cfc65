/*
 * genial standings: a tournament table per event from many MSO game
 * records (core/standings.h).  Every game is read and replayed as by the
 * other commands; its diagnostics go to standard error.  A game that
 * cannot count (errors, not a two-player MSO game, a pairing already
 * recorded in its event) is reported there too, with its file and line,
 * and left out of the table.  Exit status: 0 when every game counted
 * without an error, 1 when a game drew an error or was left out, 2 as
 * for every command.
 */
#include <stdio.h>
#include <unistd.h>

#include "../core/standings.h"
#include "cmds.h"
#include "common.h"

struct tally_ctx {
	struct standings	*st;
	int			 err_colour;
	int			 left_out;	/* games not counted */
};

static int
standings_game(void *ctx, const struct out_game *gm)
{
	struct tally_ctx	*t = ctx;
	char			 why[512];

	out_diag_lines(stderr, gm->file, gm->rec, gm->d, t->err_colour);
	if (standings_add(t->st, gm->rec, gm->rp, gm->d->errors, gm->file,
	    why, sizeof(why)) == 0)
		return 0;
	t->left_out++;
	if (gm->rec != NULL && gm->rec->pos.line > 0)
		fprintf(stderr, "%s:%d: game %d: left out of the standings: "
		    "%s\n", gm->file, gm->rec->pos.line, gm->game, why);
	else
		fprintf(stderr, "%s: game %d: left out of the standings: %s\n",
		    gm->file, gm->game, why);
	return ferror(stderr) ? -1 : 0;
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
	    OPT_COLOUR, NULL)) {
	case 1:
		return fflush(stdout) == 0 && !ferror(stdout) ?
		    EXIT_CLEAN : EXIT_TROUBLE;
	case -1:
		return EXIT_TROUBLE;
	}
	if (output_open(&out, o.cmd, o.output, o.files, o.nfiles) == -1)
		return EXIT_TROUBLE;
	t.st = standings_new();
	t.err_colour = options_colour(&o, stderr);
	t.left_out = 0;
	progress_init(&pg);
	pg.out_tty = isatty(fileno(out.fp));
	pg.diag_tty = pg.enabled;
	status = drive(&o, &ops, &t, &pg);
	if (t.left_out > 0 && status < EXIT_DIAG)
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
