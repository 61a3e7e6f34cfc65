/*
 * The TSV format of `check`, `score` and `rank` (genial(1) TSV COLUMNS):
 * one header line, then tab-separated rows, nothing else.  The columns
 * are a contract: new ones may only be appended.  A tab, newline or
 * carriage return inside a field becomes a space, so every row is one
 * line of exactly the header's fields.
 *
 * score and rank give every game of the input its rows and every file
 * that yields no game one row, each with a status (out_game_status):
 * a game with nothing to count, a file with no game and a game of the
 * other kind than the table's get one row with only file, game and
 * status filled.  The table's kind (its header) is the first game's;
 * rows that come before any game is read wait for it (o->pending).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/util.h"
#include "out_priv.h"
#include "rtext.h"

static const char *const headers[] = {
	[REPORT_CHECK] = "file\tgame\tmove\tline\tcol\tseverity\tclass\tcode"
	    "\tmessage\tfix\tcause\twhy\tstatus",
	[REPORT_SCORE] = "file\tgame\tmove\tplayer\ttile\tcells"
	    "\tR\tO\tY\tG\tB\tP\tbonus\tstatus\ttR\ttO\ttY\ttG\ttB\ttP",
	[REPORT_RANK] = "file\tgame\trank\tplayer\tR\tO\tY\tG\tB\tP"
	    "\tcomplete\terrors\tstatus",
	[REPORT_STANDINGS] = "event\trank\tplayer\tgames\twins\tdraws"
	    "\tlosses\tvp\th2h\tdiff\tlowest\tabove\tstatus\tfile\tline"
	    "\tgame\tmessage",
};

const char *
tsv_header_of(enum out_report report, int clever)
{
	if (clever && report == REPORT_SCORE)
		return clever_tsv_score_header;
	if (clever && report == REPORT_RANK)
		return clever_tsv_rank_header;
	return headers[report];
}

void
tsv_header(struct out *o)
{
	size_t	 i;

	if (o->header_done || o->part)
		return;
	fprintf(o->fp, "%s\n", tsv_header_of(o->report, o->clever_table));
	o->header_done = 1;
	/* The rows that waited for the table's kind. */
	for (i = 0; i < o->npending; i++) {
		fputs(o->pending[i].row[o->clever_table ? 1 : 0], o->fp);
		free(o->pending[i].row[0]);
		free(o->pending[i].row[1]);
	}
	free(o->pending);
	o->pending = NULL;
	o->npending = o->pendcap = 0;
}

void
tsv_none_row(FILE *fp, const char *header, const char *file, int game,
    const char *status)
{
	const char	*h = header, *end;
	size_t		 n;
	int		 col;

	for (col = 0; h != NULL; col++) {
		end = strchr(h, '\t');
		n = end != NULL ? (size_t)(end - h) : strlen(h);
		if (col > 0)
			putc('\t', fp);
		if (col == 0)
			tsv_field(fp, file);
		else if (n == 4 && strncmp(h, "game", 4) == 0 && game > 0)
			fprintf(fp, "%d", game);
		else if (n == 6 && strncmp(h, "status", 6) == 0)
			fputs(status, fp);
		h = end != NULL ? end + 1 : NULL;
	}
	putc('\n', fp);
}

char *
tsv_none_text(enum out_report report, int clever, const char *file,
    int game, const char *status)
{
	char	*buf = NULL;
	size_t	 len = 0;
	FILE	*fp;

	if ((fp = open_memstream(&buf, &len)) == NULL)
		return NULL;
	tsv_none_row(fp, tsv_header_of(report, clever), file, game, status);
	if (fclose(fp) != 0) {
		free(buf);
		return NULL;
	}
	return buf;
}

void
tsv_pending_add(struct out *o, char *row_ingenious, char *row_clever)
{
	if (o->npending == o->pendcap) {
		o->pendcap = o->pendcap ? o->pendcap * 2 : 4;
		o->pending = xreallocarray(o->pending, o->pendcap,
		    sizeof(*o->pending));
	}
	o->pending[o->npending].row[0] = row_ingenious;
	o->pending[o->npending].row[1] = row_clever;
	o->npending++;
}

int
tsv_none(struct out *o, const char *file, int game, const char *status)
{
	char	*a, *b;

	if (o->header_done || o->part || o->kind_fixed) {
		tsv_header(o);
		tsv_none_row(o->fp, tsv_header_of(o->report, o->clever_table),
		    file, game, status);
		return ferror(o->fp) ? -1 : 0;
	}
	a = tsv_none_text(o->report, 0, file, game, status);
	b = tsv_none_text(o->report, 1, file, game, status);
	if (a == NULL || b == NULL) {
		free(a);
		free(b);
		return -1;
	}
	tsv_pending_add(o, a, b);
	return 0;
}

/* A field: tabs and line breaks as spaces, other controls escaped. */
void
tsv_field(FILE *fp, const char *s)
{
	rtext_put(fp, s, RTEXT_CELL);
}

/*
 * A row per finding, with the game's status; a game with no finding one
 * row with only file, game and status filled, so that a script joining
 * check with rank by (file, game) finds every game (genial(1) TSV
 * COLUMNS).  A script counting findings counts the rows with a code.
 */
static void
check_rows(struct out *o, const struct out_game *gm)
{
	const struct diag_info	*in;
	const struct diag	*dg;
	const char		*status = gm->nogame ? "empty" :
				    out_game_status(gm);
	size_t			 i, rows = 0;

	for (i = 0; i < gm->d->len; i++) {
		dg = &gm->d->v[i];
		if ((in = diag_info(dg->code)) == NULL)
			continue;
		tsv_field(o->fp, gm->file);
		/* An input of no game: the file's row, its game empty. */
		if (gm->nogame)
			putc('\t', o->fp);
		else
			fprintf(o->fp, "\t%d", dg->game);
		fprintf(o->fp, "\t%d\t%d\t%d\t%s\t%s\t%s\t",
		    dg->move, dg->pos.line, dg->pos.col,
		    diag_severity_name(in->sev), diag_class_name(in->cls),
		    in->name);
		tsv_field(o->fp, dg->msg);
		putc('\t', o->fp);
		tsv_field(o->fp, dg->fix);
		fprintf(o->fp, "\t%d\t", dg->cause);
		tsv_field(o->fp, dg->why);
		fprintf(o->fp, "\t%s\n", status);
		rows++;
	}
	if (rows == 0)
		tsv_none_row(o->fp, headers[REPORT_CHECK], gm->file,
		    gm->nogame ? 0 : gm->game, status);
	if (gm->nogame)
		o->nogame_row = 1;
}

/* Every placement's row: its points, then the counters after it. */
static void
score_rows(struct out *o, const struct out_game *gm)
{
	const struct step	*st;
	const char		*status = out_game_status(gm);
	char			 t[3], a[4], b[4];
	size_t			 k, rows = 0;
	int			 c, v[COLOURS];

	if (gm->rp == NULL || gm->rec == NULL) {
		tsv_none(o, gm->file, gm->game, status);
		return;
	}
	for (k = 0; k < gm->rp->nsteps; k++) {
		st = &gm->rp->steps[k];
		if (st->action != ACT_PLACE || !st->applied)
			continue;
		tsv_field(o->fp, gm->file);
		fprintf(o->fp, "\t%d\t%d\t", gm->game, st->move);
		tsv_field(o->fp, out_player(gm->rec, st->seat));
		fprintf(o->fp, "\t%s\t%s %s", tile_name(st->place.tile, t),
		    board_cell_name(st->place.a, a),
		    board_cell_name(st->place.b, b));
		for (c = 0; c < COLOURS; c++)
			fprintf(o->fp, "\t%d", st->bd.points[c]);
		fprintf(o->fp, "\t%d\t%s", st->bd.bonus, status);
		out_step_counters(&gm->rp->g, st, v);
		for (c = 0; c < COLOURS; c++)
			fprintf(o->fp, "\t%d", v[c]);
		putc('\n', o->fp);
		rows++;
	}
	if (rows == 0)		/* no placement: the game still has a row */
		tsv_none(o, gm->file, gm->game, status);
}

static void
rank_rows(struct out *o, const struct out_game *gm)
{
	const struct ranking	*rk;
	const char		*status = out_game_status(gm);
	char			*name;
	int			 i, c, v[COLOURS];

	if (gm->rp == NULL || gm->rec == NULL || gm->rp->ranking.nsides < 1) {
		tsv_none(o, gm->file, gm->game, status);
		return;
	}
	rk = &gm->rp->ranking;
	for (i = 0; i < rk->nsides && i < MAX_SEATS; i++) {
		name = out_side_name(gm->rec, &gm->rp->g, rk->order[i]);
		out_side_counters(&gm->rp->g, rk->order[i], v);
		tsv_field(o->fp, gm->file);
		fprintf(o->fp, "\t%d\t%d\t", gm->game, rk->rank[i]);
		tsv_field(o->fp, name);
		for (c = 0; c < COLOURS; c++)
			fprintf(o->fp, "\t%d", v[c]);
		/* 0: a provisional ranking (the game did not end). */
		fprintf(o->fp, "\t%d\t%zu\t%s\n", gm->rp->complete ? 1 : 0,
		    gm->d->errors, status);
		free(name);
	}
}

int
tsv_game(struct out *o, const struct out_game *gm)
{
	tsv_header(o);
	switch (o->report) {
	case REPORT_CHECK:
		check_rows(o, gm);
		break;
	case REPORT_SCORE:
		score_rows(o, gm);
		break;
	case REPORT_RANK:
		rank_rows(o, gm);
		break;
	case REPORT_STANDINGS:
		break;
	}
	return ferror(o->fp) ? -1 : 0;
}

int
tsv_file_none(struct out *o, const char *file, const char *status)
{
	if (o->report == REPORT_STANDINGS)
		return 0;
	/* check: an input of no game had its row from its finding. */
	if (o->report == REPORT_CHECK && o->nogame_row) {
		o->nogame_row = 0;
		return 0;
	}
	return tsv_none(o, file, 0, status);
}

/* A run with no game still gets its header line. */
int
tsv_end(struct out *o)
{
	tsv_header(o);
	return ferror(o->fp) ? -1 : 0;
}
