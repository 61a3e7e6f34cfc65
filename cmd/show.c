/*
 * genial show: the board after move N of game G of one FILE, for a
 * terminal (the default), as a standalone SVG (--svg), or as a stepping
 * HTML page of the whole game (--html).  Of a Ganz schön clever game the
 * score sheets, every player's or one (--player, genial-clever(5)).
 *
 * The game is read up to G, replayed through the first N entries
 * (replay_prefix; at the end of the record, and for the page, the whole
 * game is judged as `check` judges it), and drawn by the writers of
 * formats/show.h.  Its diagnostics go to standard error and
 * decide the exit status as for every command (0 clean, 1 an error);
 * the picture is written either way.  A game or move that is not in the
 * file is bad usage: a message and exit 2, and no picture.
 */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/clever_replay.h"
#include "../core/util.h"
#include "../formats/clever_show.h"
#include "../formats/reader.h"
#include "../formats/show.h"
#include "cmds.h"
#include "common.h"
#include "drive.h"

enum show_kind { SHOW_TEXT, SHOW_SVG, SHOW_HTML };

struct show_opts {
	struct options	 o;		/* --color, -o, the FILE */
	enum show_kind	 kind;
	long		 game;		/* 1-based */
	long		 move;		/* entries to apply, or -1: all */
	const char	*player;	/* --player: the one sheet to draw */
};

/* Long options without a short form (common.h: from CMD_LONGOPT up). */
enum { LONGOPT_SVG = CMD_LONGOPT, LONGOPT_HTML };

/* A whole number 0..max from s, or -1. */
static long
parse_count(const char *s, long max)
{
	char	*end;
	long	 n;

	if (*s < '0' || *s > '9')
		return -1;
	errno = 0;
	n = strtol(s, &end, 10);
	if (errno != 0 || *end != '\0' || n < 0 || n > max)
		return -1;
	return n;
}

/* One of show's own options (options_parse calls this). */
static int
show_option(void *ctx, int ch, const char *arg)
{
	struct show_opts	*so = ctx;

	switch (ch) {
	case 'g':
		if ((so->game = parse_count(arg, INT_MAX)) < 1) {
			usage_error("show", "bad game number '%s': use 1 for "
			    "the first game", arg);
			return -1;
		}
		return 0;
	case 'm':
		if ((so->move = parse_count(arg, INT_MAX)) < 0) {
			usage_error("show", "bad move number '%s': use 0 for "
			    "the empty board, N for the board after move N",
			    arg);
			return -1;
		}
		return 0;
	case 'P':
		so->player = arg;
		return 0;
	case LONGOPT_SVG:
	case LONGOPT_HTML:
		if (so->kind != SHOW_TEXT) {
			usage_error("show", "--svg and --html exclude each "
			    "other");
			return -1;
		}
		so->kind = ch == LONGOPT_SVG ? SHOW_SVG : SHOW_HTML;
		return 0;
	}
	return -1;
}

/*
 * Parse the command line on the shared parser (common.h), which takes
 * -o, --color and --help.  Returns 0 to go on, 1 after --help, -1 on bad
 * usage or a failed write of the help (reported).
 */
static int
parse(struct show_opts *so, int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "game",	required_argument,	NULL, 'g' },
		{ "html",	no_argument,		NULL, LONGOPT_HTML },
		{ "move",	required_argument,	NULL, 'm' },
		{ "player",	required_argument,	NULL, 'P' },
		{ "svg",	no_argument,		NULL, LONGOPT_SVG },
		{ NULL,		0,			NULL, 0 }
	};
	struct cmd_opts	 extra;
	struct options	*o = &so->o;
	int		 rc;

	memset(so, 0, sizeof(*so));
	so->kind = SHOW_TEXT;
	so->game = 1;
	so->move = -1;
	extra.longopts = longopts;
	extra.shortopts = "g:m:P:";
	extra.handle = show_option;
	extra.ctx = so;
	/* options_parse clears *o; so's own fields are set above it. */
	if ((rc = options_parse(o, argc, argv,
	    OPT_OUTPUT | OPT_COLOUR | OPT_NO_SOURCE,
	    &extra)) != 0)
		return rc;
	if (o->nfiles > 1) {
		usage_error(o->cmd, "one FILE at a time");
		return -1;
	}
	return 0;
}

/* Write the picture; returns 0 or -1 on a write error. */
static int
draw(const struct show_opts *so, FILE *fp, const struct record *rec,
    const struct replay *rp, const struct diags *d, size_t n)
{
	struct show_text_opts	 to;
	struct show_pos		 pos;

	if (so->kind == SHOW_HTML)
		return show_html(fp, rec, rp, d, so->move < 0 ? 0 : n);
	show_pos_at(&pos, rec, rp, n);
	if (so->kind == SHOW_SVG)
		return show_svg(fp, &pos, d);
	to.colour = options_colour(&so->o, fp);
	to.width = 78;
	return show_text(fp, &pos, &to);
}

/*
 * The seat of --player in rec, or -1 after a message naming the players
 * (and the nearest name, if one is near).
 */
static int
player_seat(const struct show_opts *so, const struct record *rec,
    const char *name)
{
	int	 s, near;

	for (s = 0; s < rec->nplayers; s++)
		if (strcmp(rec->players[s], so->player) == 0)
			return s;
	cmd_say(stderr, "genial show: %s: game %ld has no player '%s': %s ",
	    name, so->game, so->player, rec->nplayers == 1 ?
	    "its player is" : "its players are");
	for (s = 0; s < rec->nplayers; s++)
		fprintf(stderr, "%s%s", s == 0 ? "" : s + 1 == rec->nplayers ?
		    " and " : ", ", rec->players[s]);
	near = reader_near_name(so->player, rec->players, rec->nplayers);
	if (near >= 0)
		fprintf(stderr, "; did you mean '%s'?", rec->players[near]);
	fputc('\n', stderr);
	return -1;
}

/*
 * A Ganz schön clever game: its sheets after the first N entries, as
 * text, SVG or the stepping page (genial-clever(5)).  Returns the exit
 * status.
 */
static int
show_clever(const struct show_opts *so, const struct record *rec,
    const char *name, struct diags *d, int colour)
{
	struct clever_replay	 cr;
	struct output		 out;
	size_t			 all = rec->clever->nmoves, n;
	int			 status, rc, seat = -1;

	if (so->player != NULL && (seat = player_seat(so, rec, name)) < 0)
		return EXIT_TROUBLE;
	n = so->move < 0 ? all : (size_t)so->move;
	if (n > all && !rec->clever->has_moves) {
		fprintf(stderr, "genial show: %s: game %ld is recorded as its "
		    "final sheets, with no moves: leave --move out\n", name,
		    so->game);
		return EXIT_TROUBLE;
	}
	if (n > all) {
		fprintf(stderr, "genial show: %s: game %ld has %zu move%s; "
		    "no move %zu\n", name, so->game, all, all == 1 ? "" : "s",
		    n);
		return EXIT_TROUBLE;
	}
	clever_replay_init(&cr);
	/* The page, and the end, judged as check judges the record. */
	if (n == all || so->kind == SHOW_HTML)
		clever_replay_run(&cr, rec, d);
	else
		clever_replay_prefix(&cr, rec, n, d);
	diags_sort(d);
	out_diag_lines(stderr, name, rec, d, colour);
	status = d->errors ? EXIT_DIAG : EXIT_CLEAN;
	if (output_open(&out, so->o.cmd, so->o.output, so->o.files,
	    so->o.nfiles) != 0) {
		clever_replay_free(&cr);
		return EXIT_TROUBLE;
	}
	if (so->kind == SHOW_HTML)
		rc = clever_show_html(out.fp, rec, &cr, d, so->move < 0 ? 0 :
		    n, seat);
	else if (so->kind == SHOW_SVG)
		rc = clever_show_svg(out.fp, rec, &cr, n, seat, d);
	else
		rc = clever_show_text(out.fp, rec, &cr, n, seat);
	if (rc != 0)
		out.err = errno;
	if (output_close(&out, so->o.cmd, rc == 0) != 0 || rc != 0)
		status = EXIT_TROUBLE;
	clever_replay_free(&cr);
	return status;
}

/*
 * Read up to game G of fp, replay it and draw it.  Returns the exit
 * status.
 */
static int
show_stream(const struct show_opts *so, FILE *in, const char *name)
{
	const struct record	*rec = NULL;
	struct reader		*rd = reader_new(in);
	struct replay		 rp;
	struct diags		 d;
	struct output		 out;
	size_t			 n;
	long			 seen = 0;
	int			 rc, status = EXIT_CLEAN, colour;

	replay_init(&rp);
	diags_init(&d);
	colour = options_diag(&so->o, stderr);
	for (;;) {
		diags_clear(&d);
		if ((rc = reader_next(rd, &rec, &d)) == 0)
			break;
		if (rc == -2)		/* no game in the input */
			continue;
		seen++;
		/* After a syntax error the reader goes on at the next game. */
		if (seen == so->game)
			break;
	}
	if (rc == -1) {
		/* The YAML breaks in the game asked for. */
		out_diag_lines(stderr, name, NULL, &d, colour);
		status = EXIT_DIAG;
		goto done;
	}
	if (rc == 0) {
		fprintf(stderr, "genial show: %s: no game %ld: the file holds "
		    "%ld game%s\n", name, so->game, seen, seen == 1 ? "" : "s");
		status = EXIT_TROUBLE;
		goto done;
	}
	if (rec == NULL || !rec->usable) {
		out_diag_lines(stderr, name, rec, &d, colour);
		status = EXIT_DIAG;
		goto done;
	}
	if (rec->kind == RECORD_CLEVER) {
		status = show_clever(so, rec, name, &d, colour);
		goto done;
	}
	if (so->player != NULL) {
		fprintf(stderr, "genial show: %s: game %ld is an Ingenious game: "
		    "its board is shared; --player draws one sheet of a clever "
		    "game\n", name, so->game);
		status = EXIT_TROUBLE;
		goto done;
	}
	n = so->move < 0 ? rec->nmoves : (size_t)so->move;
	if (n > rec->nmoves) {
		fprintf(stderr, "genial show: %s: game %ld has %zu move%s; "
		    "no move %zu\n", name, so->game, rec->nmoves,
		    rec->nmoves == 1 ? "" : "s", n);
		status = EXIT_TROUBLE;
		goto done;
	}
	/*
	 * The whole record is judged as check judges it; a prefix without
	 * the end-of-game checks.
	 */
	if (so->kind == SHOW_HTML || n == rec->nmoves)
		replay_run(&rp, rec, &d);
	else
		replay_prefix(&rp, rec, n, &d);
	diags_sort(&d);
	out_diag_lines(stderr, name, rec, &d, colour);
	status = d.errors ? EXIT_DIAG : EXIT_CLEAN;
	if (output_open(&out, so->o.cmd, so->o.output, so->o.files,
	    so->o.nfiles) != 0) {
		status = EXIT_TROUBLE;
		goto done;
	}
	if ((rc = draw(so, out.fp, rec, &rp, &d, n)) != 0)
		out.err = errno;
	if (output_close(&out, so->o.cmd, rc == 0) != 0 || rc != 0)
		status = EXIT_TROUBLE;
done:
	replay_free(&rp);
	diags_free(&d);
	reader_free(rd);
	return status;
}

int
cmd_show(int argc, char *argv[])
{
	struct show_opts	 so;
	const char		*path;
	char			*name, *msg;
	FILE			*in;
	int			 rc, status;

	if ((rc = parse(&so, argc, argv)) != 0)
		return rc > 0 ? EXIT_CLEAN : EXIT_TROUBLE;
	path = so.o.nfiles && strcmp(so.o.files[0], "-") != 0 ?
	    so.o.files[0] : NULL;
	/* Not found, a directory, a closed standard input: as check says. */
	if ((in = drive_open(&so.o, path, &msg)) == NULL) {
		fputs(msg, stderr);
		free(msg);
		return EXIT_TROUBLE;
	}
	name = drive_name(path);
	status = show_stream(&so, in, name);
	if (ferror(in) && status != EXIT_TROUBLE) {
		fprintf(stderr, "genial show: %s: read error\n", name);
		status = EXIT_TROUBLE;
	}
	if (in != stdin)
		fclose(in);
	free(name);
	return status;
}
