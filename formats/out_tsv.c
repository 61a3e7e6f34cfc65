/*
 * The TSV format of `check`, `score` and `rank` (genial(1) TSV COLUMNS):
 * one header line, then tab-separated rows, nothing else.  The columns
 * are a contract: new ones may only be appended.  A tab, newline or
 * carriage return inside a field becomes a space, so every row is one
 * line of exactly the header's fields.
 */
#include <stdio.h>
#include <stdlib.h>

#include "out_priv.h"
#include "rtext.h"

static const char *const headers[] = {
	[REPORT_CHECK] = "file\tgame\tmove\tline\tcol\tseverity\tclass\tcode"
	    "\tmessage\tfix\tcause\twhy",
	[REPORT_SCORE] = "file\tgame\tmove\tplayer\ttile\tcells"
	    "\tR\tO\tY\tG\tB\tP\tbonus\tstatus",
	[REPORT_RANK] = "file\tgame\trank\tplayer\tR\tO\tY\tG\tB\tP"
	    "\tcomplete\terrors\tstatus",
	[REPORT_STANDINGS] = "event\trank\tplayer\tgames\twins\tdraws"
	    "\tlosses\tvp\th2h\tdiff\tlowest\tabove\tstatus\tfile\tline"
	    "\tgame\tmessage",
};

void
tsv_header(struct out *o)
{
	if (o->header_done || o->part)
		return;
	if (o->clever_table && (o->report == REPORT_SCORE ||
	    o->report == REPORT_RANK))
		fprintf(o->fp, "%s\n", o->report == REPORT_RANK ?
		    clever_tsv_rank_header : clever_tsv_score_header);
	else
		fprintf(o->fp, "%s\n", headers[o->report]);
	o->header_done = 1;
}

/* A field: tabs and line breaks as spaces, other controls escaped. */
void
tsv_field(FILE *fp, const char *s)
{
	rtext_put(fp, s, RTEXT_CELL);
}

static void
check_rows(struct out *o, const struct out_game *gm)
{
	const struct diag_info	*in;
	const struct diag	*dg;
	size_t			 i;

	for (i = 0; i < gm->d->len; i++) {
		dg = &gm->d->v[i];
		if ((in = diag_info(dg->code)) == NULL)
			continue;
		tsv_field(o->fp, gm->file);
		fprintf(o->fp, "\t%d\t%d\t%d\t%d\t%s\t%s\t%s\t", dg->game,
		    dg->move, dg->pos.line, dg->pos.col,
		    diag_severity_name(in->sev), diag_class_name(in->cls),
		    in->name);
		tsv_field(o->fp, dg->msg);
		putc('\t', o->fp);
		tsv_field(o->fp, dg->fix);
		fprintf(o->fp, "\t%d\t", dg->cause);
		tsv_field(o->fp, dg->why);
		putc('\n', o->fp);
	}
}

static void
score_rows(struct out *o, const struct out_game *gm)
{
	const struct step	*st;
	char			 t[3], a[4], b[4];
	size_t			 k;
	int			 c;

	if (gm->rp == NULL || gm->rec == NULL)
		return;
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
		fprintf(o->fp, "\t%d\tok\n", st->bd.bonus);
	}
}

static void
rank_rows(struct out *o, const struct out_game *gm)
{
	const struct ranking	*rk;
	char			*name;
	int			 i, c, v[COLOURS];

	if (gm->rp == NULL)
		return;
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
		fprintf(o->fp, "\t%d\t%zu\tok\n", gm->rp->complete ? 1 : 0,
		    gm->d->errors);
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
	const char	*h;

	if (o->report != REPORT_SCORE && o->report != REPORT_RANK)
		return 0;
	tsv_header(o);
	tsv_field(o->fp, file);
	/* Every column empty up to the last, the status. */
	for (h = headers[o->report]; *h != '\0'; h++)
		if (*h == '\t')
			putc('\t', o->fp);
	fprintf(o->fp, "%s\n", status);
	return ferror(o->fp) ? -1 : 0;
}

/* A run with no game still gets its header line. */
int
tsv_end(struct out *o)
{
	tsv_header(o);
	return ferror(o->fp) ? -1 : 0;
}
