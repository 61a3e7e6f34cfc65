/*
 * The standalone SVG picture of a Ganz schön clever game after its first
 * n entries (`genial show --svg`, genial-clever(5), COMMANDS): the
 * heading and the move line, the sheets side by side (one with
 * --player), the dice of the turn, then as text what the turn stands at,
 * the scoring lines of the entry, the findings shown at this position
 * and the note.  The texts are those of the text picture
 * (clever_show_heading and its kin), escaped for XML.  No external
 * resources.  Also what the page shares with it (clever_svg.h): when each
 * mark was made, the sheets at a position, the dice of the turn.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/clever_replay.h"
#include "../core/record.h"
#include "../core/util.h"
#include "clever_show.h"
#include "clever_svg.h"
#include "show.h"
#include "svg.h"

#define TEXT_LINE	17.0

void
clever_svg_when_init(struct clever_svg_when *w)
{
	size_t	*p = (size_t *)w;
	size_t	 i;

	for (i = 0; i < sizeof(*w) / sizeof(size_t); i++)
		p[i] = CLEVER_SVG_NEVER;
}

static void
date(size_t *slot, size_t k)
{
	if (*slot == CLEVER_SVG_NEVER)
		*slot = k;
}

void
clever_svg_when_add(struct clever_svg_when *w, const struct clever_sheet *sh,
    size_t k)
{
	int	 i;

	for (i = 0; i < 16; i++)
		if ((sh->yellow >> i) & 1)
			date(&w->yellow[i], k);
	for (i = 2; i <= 12; i++)
		if ((sh->blue >> i) & 1)
			date(&w->blue[i], k);
	for (i = 1; i <= CLEVER_BOXES; i++) {
		if (i <= sh->green)
			date(&w->box[0][i], k);
		if (i <= sh->norange)
			date(&w->box[1][i], k);
		if (i <= sh->npurple)
			date(&w->box[2][i], k);
	}
	for (i = 0; i < CLEVER_TRACK; i++) {
		if (i < sh->rr_earned)
			date(&w->rr[0][i], k);
		if (i < sh->rr_used)
			date(&w->rr[1][i], k);
		if (i < sh->p1_earned)
			date(&w->p1[0][i], k);
		if (i < sh->p1_used)
			date(&w->p1[1][i], k);
	}
}

const struct clever_step *
clever_svg_step(const struct clever_replay *cr, size_t k)
{
	return cr->sheet_only || k == 0 || k > cr->nsteps ? NULL :
	    &cr->steps[k - 1];
}

void
clever_svg_when_seat(struct clever_svg_when *w, const struct clever_replay *cr,
    int seat, size_t n)
{
	size_t	 k;

	clever_svg_when_init(w);
	for (k = 1; k <= n && !cr->sheet_only && k <= cr->nsteps; k++)
		clever_svg_when_add(w, &cr->steps[k - 1].sheets[seat], k);
	clever_svg_when_add(w, &cr->sheet[seat], cr->sheet_only ? 0 : n);
}

void
clever_svg_sheet_at(const struct clever_replay *cr, int seat, size_t k, size_t
    n, struct clever_sheet *out)
{
	if (k >= n || cr->sheet_only)
		*out = cr->sheet[seat];
	else if (k == 0 || k > cr->nsteps)
		memset(out, 0, sizeof(*out));
	else
		*out = cr->steps[k - 1].sheets[seat];
}

/* Die slots: in play and the platter six, the dice fields three. */
int
clever_svg_die_xy(const struct clever_step *st, int c, double x, double y,
    double *dx, double *dy)
{
	int	 i, slot = 0, place;

	if (st == NULL || st->turn < 0 || (place = st->place[c]) > 2)
		return -1;
	for (i = 0; i < c; i++)
		if (st->place[i] == place)
			slot++;
	*dx = x + (place == 1 ? 330 : 70) + slot * 32;
	*dy = y + (place == 2 ? 44 : 8);
	return 0;
}

void
clever_svg_dice(FILE *fp, double x, double y, const struct clever_step *st,
    int page)
{
	static const char *const where[3] = {
		"in play", "on a dice field", "on the silver platter"
	};
	double	 dx, dy;
	int	 c, ok;
	char	 v[16];

	clever_svg_text(fp, x, y + 28, 12, "start", "bold", INK, "in play");
	clever_svg_text(fp, x + 240, y + 28, 12, "start", "bold", INK, "dice "
	    "fields");
	clever_svg_text(fp, x, y + 64, 12, "start", "bold", INK, "platter");
	for (c = 0; c < 3; c++)
		fprintf(fp, "<rect x=\"%.1f\" y=\"%.1f\" width=\"30\" "
		    "height=\"30\" rx=\"4\" fill=\"none\" stroke=\"#bbb\" "
		    "stroke-dasharray=\"3 2\"/>", x + 329 + c * 32, y + 7);
	fprintf(fp, "<rect x=\"%.1f\" y=\"%.1f\" width=\"196\" height=\"34\" "
	    "rx=\"17\" fill=\"#e8e8ee\" stroke=\"#aab\"/>\n", x + 66, y + 42);
	for (c = 0; c < CLEVER_DICE; c++) {
		ok = clever_svg_die_xy(st, c, x, y, &dx, &dy) == 0;
		if (!ok && !page)
			continue;
		if (!ok)
			dx = dy = 0;
		/* The value alone: "3", or "-" for a die without one. */
		memmove(v, clever_die_text(c, ok ? st->dice[c] : 0, v) + 1, 2);
		fprintf(fp, "<g id=\"die-%d\" "
		    "transform=\"translate(%.1f,%.1f)\"%s><title>%s "
		    "die%s%s</title>", c, dx, dy, ok ? "" : " "
		    "visibility=\"hidden\"", clever_die_names[c], ok && !page ?
		    ", " : "", ok && !page ? where[st->place[c]] : "");
		fprintf(fp, "<rect width=\"26\" height=\"26\" rx=\"5\" "
		    "fill=\"%s\" stroke=\"#333\"/>", c == CD_W ? "#ffffff" :
		    clever_svg_fill(c - 1));
		fprintf(fp, "<text id=\"dv-%d\" x=\"13\" y=\"19\" "
		    "font-size=\"16\" font-weight=\"bold\" "
		    "text-anchor=\"middle\" fill=\"%s\">%s</text></g>\n", c, c
		    == CD_W ? INK : clever_svg_ink(c - 1), v);
	}
}

/* Lines of text, owned. */
struct lines {
	char	**v;
	size_t	  n;
};

static void
lines_add(struct lines *l, char *s)
{
	l->v = xreallocarray(l->v, l->n + 1, sizeof(*l->v));
	l->v[l->n++] = s;
}

/*
 * Add text, broken into lines of at most width characters, each keeping
 * the text's indent.
 */
static void
lines_wrap(struct lines *l, const char *text, size_t width)
{
	char	**w;
	size_t	  nw, i, ind = strspn(text, " ");

	if (ind > width / 2)
		ind = width / 2;
	nw = show_wrap(text + ind, width - ind, &w);
	for (i = 0; i < nw; i++) {
		lines_add(l, ind ? xasprintf("%*s%s", (int)ind, "", w[i]) :
		    w[i]);
		if (ind)
			free(w[i]);
	}
	free(w);
}

/* The texts of the picture (CS_ bits of clever_show.h), wrapped. */
static void
lines_text(struct lines *l, const struct record *rec,
    const struct clever_replay *cr, size_t n, unsigned parts, size_t width)
{
	char	*buf, *cur, *p;

	if ((buf = clever_show_texts(rec, cr, n, parts)) == NULL)
		return;
	for (cur = buf; (p = clever_show_line(&cur)) != NULL; )
		if (*p != '\0')
			lines_wrap(l, p, width);
	free(buf);
}

/* The top of the sheets under nhead lines of heading. */
static double
sheets_top(size_t nhead)
{
	return nhead ? 12 + 20.0 * nhead : 8;
}

void
clever_svg_dice_at(size_t nhead, double *x, double *y)
{
	*x = CLEVER_SVG_MARGIN + 6;
	*y = sheets_top(nhead) + CLEVER_SVG_SHEET_H + 16;
}

void
clever_svg_picture(FILE *fp, const struct record *rec,
    const struct clever_replay *cr, size_t n, int player, int page,
    char **lines, size_t nhead, size_t nlines, int standalone)
{
	const struct clever_step	*st = clever_svg_step(cr, n);
	struct clever_svg_when			 w;
	double				 x, y, top = sheets_top(nhead), dx;
	double				 wd, ht, dy;
	size_t				 i, k;
	int				 s, np = player >= 0 ? 1 :
	    rec->nplayers;

	wd = 2 * CLEVER_SVG_MARGIN + 12 + np * CLEVER_SVG_SHEET_W + (np - 1) *
	    CLEVER_SVG_GAP;
	clever_svg_dice_at(nhead, &dx, &dy);
	ht = dy + (cr->sheet_only ? 0 : CLEVER_SVG_DICE_H) +
	    (nlines > nhead ? 8 + (nlines - nhead) * TEXT_LINE : 0);
	if (standalone)
		fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", fp);
	fprintf(fp, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" "
	    "height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" font-family=\"DejaVu "
	    "Sans, Verdana, Arial, sans-serif\">\n", wd, ht, wd, ht);
	fputs("<title>", fp);
	show_put_xml(fp, nhead ? lines[0] : "Ganz sch\xc3\xb6n clever");
	fputs("</title>\n", fp);
	fprintf(fp, "<rect width=\"%.0f\" height=\"%.0f\" fill=\"#ffffff\"/>\n",
	    wd, ht);
	for (i = 0; i < nhead && i < nlines; i++) {
		fprintf(fp, "<text x=\"%.0f\" y=\"%.0f\" font-size=\"%d\"%s>",
		    CLEVER_SVG_MARGIN, 20.0 + 20 * i, i == 0 ? 15 : 13, i == 0 ?
		    " font-weight=\"bold\"" : "");
		show_put_xml(fp, lines[i]);
		fputs("</text>\n", fp);
	}
	x = CLEVER_SVG_MARGIN + 6;
	for (s = 0; s < rec->nplayers; s++) {
		if (player >= 0 && s != player)
			continue;
		clever_svg_when_seat(&w, cr, s, n);
		clever_svg_sheet(fp, x, top + 4, rec->players[s], s,
		    &cr->sheet[s], &w, n, st != NULL ? st->round : 0, page);
		x += CLEVER_SVG_SHEET_W + CLEVER_SVG_GAP;
	}
	if (!cr->sheet_only)
		clever_svg_dice(fp, dx, dy, st, page);
	y = dy + (cr->sheet_only ? 0 : CLEVER_SVG_DICE_H) + 4;
	for (i = nhead; i < nlines; i++) {
		y += TEXT_LINE;
		/* SVG collapses blanks: an indent is a shift. */
		k = strspn(lines[i], " ");
		fprintf(fp, "<text x=\"%.0f\" y=\"%.1f\" font-size=\"12\">",
		    CLEVER_SVG_MARGIN + 7.0 * k, y);
		show_put_xml(fp, lines[i] + k);
		fputs("</text>\n", fp);
	}
	fputs("</svg>\n", fp);
}

int
clever_show_svg(FILE *fp, const struct record *rec,
    const struct clever_replay *cr, size_t n, int player,
    const struct diags *d)
{
	struct lines	 l = { NULL, 0 };
	size_t		 nhead, k, width;
	long		 i;
	char		*f;
	int		 np = player >= 0 ? 1 : rec->nplayers;

	width = (size_t)((np * (CLEVER_SVG_SHEET_W + CLEVER_SVG_GAP)) / 7.2);
	lines_text(&l, rec, cr, n, CS_HEADING | CS_MOVE, width);
	nhead = l.n;
	lines_text(&l, rec, cr, n, CS_TURN, width);
	for (k = 0; (i = svg_diag_next(rec, d, n, &k)) >= 0; ) {
		f = svg_diag_text(&d->v[i]);
		lines_wrap(&l, f, width);
		free(f);
	}
	clever_svg_picture(fp, rec, cr, n, player, 0, l.v, nhead, l.n, 1);
	show_wrap_free(l.v, l.n);
	return ferror(fp) ? -1 : 0;
}
