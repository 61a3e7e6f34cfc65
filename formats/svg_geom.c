/*
 * What the SVG picture (svg.c) and the HTML page's data (html.c) work out
 * alike: where a cell is drawn, the arrows of the scoring lines and where
 * their length labels go, the cells of a placement that was not made
 * (drawn ghosted), and at which position a finding is shown.  Nothing
 * here writes markup.
 */
#include <stdio.h>
#include <stdlib.h>

#include "../core/clever_record.h"
#include "../core/util.h"
#include "svg.h"

void
svg_xy_rn(int r, int n, double *x, double *y)
{
	*x = SVG_X0 + SVG_W * (n - r / 2.0 + 4.5);
	*y = SVG_Y0 + SVG_DY * (14 - r);
}

void
svg_xy(int cell, double *x, double *y)
{
	svg_xy_rn(board_row(cell), board_num(cell), x, y);
}

int
svg_arrow(const struct placement *p, const struct line *l, double out[6])
{
	double	 x1, y1, x2, y2, dx, dy, d;
	int	 from = l->hex == 0 ? p->a : p->b, c = from, i;

	if (from < 0 || from >= BOARD_CELLS || l->len < 1)
		return -1;
	for (i = 0; i < l->len; i++)
		if ((c = board_step(c, (enum dir)(l->dir % DIR__MAX))) == NO_CELL)
			return -1;
	svg_xy(from, &x1, &y1);
	svg_xy(c, &x2, &y2);
	dx = x2 - x1;
	dy = y2 - y1;
	d = SVG_W * l->len;	/* a straight line of len neighbours */
	/*
	 * From the edge of the placed hex to just short of the last hex
	 * counted, where the label with the length sits.
	 */
	out[0] = x1 + dx / d * SVG_R * 0.45;
	out[1] = y1 + dy / d * SVG_R * 0.45;
	out[2] = x2 - dx / d * SVG_R * 0.5;
	out[3] = y2 - dy / d * SVG_R * 0.5;
	out[4] = x2;
	out[5] = y2;
	return 0;
}

int
svg_ghost(const struct step *s, int out[4])
{
	if (s == NULL || s->seat < 0 || s->action != ACT_PLACE || s->applied ||
	    s->place.a < 0 || s->place.a >= BOARD_CELLS ||
	    s->place.b < 0 || s->place.b >= BOARD_CELLS)
		return -1;
	out[0] = s->place.a;
	out[1] = s->place.tile.a % COLOURS;
	out[2] = s->place.b;
	out[3] = s->place.tile.b % COLOURS;
	return 0;
}

/* 1 if a label at (x, y) would cover a start symbol or another label. */
static int
label_blocked(double x, double y, double lab[][6], int n)
{
	double	 cx, cy, dx, dy;
	int	 i, k;

	for (k = 0; k < 6; k++) {
		svg_xy(board_symbol_cells[k], &cx, &cy);
		dx = x - cx;
		dy = y - cy;
		/* A symbol's points reach 0.58 R; a label's radius is 7. */
		if (dx * dx + dy * dy < 16.5 * 16.5)
			return 1;
	}
	for (i = 0; i < n; i++) {
		dx = x - lab[i][4];
		dy = y - lab[i][5];
		if (dx * dx + dy * dy < 15.0 * 15.0)
			return 1;
	}
	return 0;
}

int
svg_arrows(const struct step *s, double out[][6], int *len, int max)
{
	const struct line	*l;
	double			 x0, y0, ux, uy, d;
	int			 i, n = 0, j;

	if (s == NULL || s->action != ACT_PLACE || !s->applied || s->seat < 0)
		return 0;
	for (i = 0; i < s->bd.nlines && n < max; i++) {
		l = &s->bd.lines[i];
		if (svg_arrow(&s->place, l, out[n]) != 0)
			continue;
		len[n] = l->len;
		/*
		 * The label goes on the last hex counted, or else the
		 * nearest point back along the line, hex centres and the
		 * edges between them, that covers no start symbol and no
		 * label placed before; failing all, beside the last hex.
		 */
		svg_xy(l->hex == 0 ? s->place.a : s->place.b, &x0, &y0);
		d = SVG_W * l->len;
		ux = (out[n][4] - x0) / d;
		uy = (out[n][5] - y0) / d;
		for (j = 0; j < 2 * l->len; j++) {
			d = SVG_W * (l->len - j / 2.0);
			if (!label_blocked(x0 + ux * d, y0 + uy * d, out, n))
				break;
		}
		if (j < 2 * l->len) {
			out[n][4] = x0 + ux * d;
			out[n][5] = y0 + uy * d;
		} else {
			out[n][4] += SVG_R * 0.6;
			out[n][5] -= SVG_R * 0.6;
		}
		n++;
	}
	return n;
}

size_t
svg_diag_at(const struct record *rec, const struct diag *dg)
{
	size_t	 last = rec->kind == RECORD_CLEVER ?
	    rec->clever->nmoves : rec->nmoves;

	if (dg->move <= 0)
		return dg->code == D_RESULT_MISMATCH ||
		    dg->code == D_WINNER_MISMATCH ? last : 0;
	return (size_t)dg->move > last ? last : (size_t)dg->move;
}

long
svg_diag_next(const struct record *rec, const struct diags *d, size_t pos,
    size_t *k)
{
	size_t	 i;

	for (; d != NULL && d->len > 0 && *k < 2 * d->len; (*k)++) {
		i = *k % d->len;
		/* The move's own findings first, then the game's. */
		if ((*k < d->len) == (d->v[i].move <= 0 && pos > 0) ||
		    svg_diag_at(rec, &d->v[i]) != pos)
			continue;
		(*k)++;
		return (long)i;
	}
	return -1;
}

void
svg_diag_index(struct svg_diag_index *ix, const struct record *rec,
    const struct diags *d, size_t last)
{
	size_t	 n = d != NULL ? d->len : 0, nkeys = 2 * (last + 1) + 1;
	size_t	*key, *count, i, k, at;

	ix->last = last;
	ix->order = xreallocarray(NULL, n + 1, sizeof(*ix->order));
	ix->first = xcalloc(last + 2, sizeof(*ix->first));
	key = xreallocarray(NULL, n + 1, sizeof(*key));
	count = xcalloc(nkeys + 1, sizeof(*count));
	/*
	 * A counting sort on (position, about the game's end), stable in
	 * d's order: svg_diag_next()'s two passes, position by position.
	 */
	for (i = 0; i < n; i++) {
		at = svg_diag_at(rec, &d->v[i]);
		k = at > last ? nkeys - 1 :
		    2 * at + (d->v[i].move <= 0 && at > 0);
		key[i] = k;
		count[k + 1]++;
	}
	for (k = 0; k < nkeys; k++)
		count[k + 1] += count[k];
	for (k = 0; k <= last + 1; k++)
		ix->first[k] = count[2 * k < nkeys ? 2 * k : nkeys - 1];
	for (i = 0; i < n; i++)
		ix->order[count[key[i]]++] = i;
	free(count);
	free(key);
}

void
svg_diag_index_free(struct svg_diag_index *ix)
{
	free(ix->order);
	free(ix->first);
	ix->order = ix->first = NULL;
}

char *
svg_diag_text(const struct diag *dg)
{
	const struct diag_info	*in = diag_info(dg->code);

	return xasprintf("%s: %s [%s]", in ? diag_severity_name(in->sev) :
	    "?", dg->msg ? dg->msg : "", in ? in->name : "?");
}
