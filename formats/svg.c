/*
 * The board as SVG: hexagons filled with their colours, the printed
 * areas shaded and the cells outside the active area hatched, start
 * symbols as one shape per colour, cell names in small print and as
 * hover titles, the latest placement outlined, the scoring lines of the
 * shown placement as arrows with their lengths, and the counters as bars.
 * Every tile hex carries its colour's shape too (ring, diamond, six- and
 * five-pointed star, triangle, disc), in white or near-black on the
 * colour, so that the picture reads in greyscale and for readers who do
 * not tell the colours apart.  A placement that was not applied is drawn
 * ghosted (pale, dashed, crossed) at its cells.  The standalone picture
 * adds the heading, the breakdown, the findings of the move and the note
 * as text.  Every text from the record is escaped (show_put_xml).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/util.h"
#include "svg.h"

const char *const svg_fill[COLOURS] = {
	"#d62728", "#f7931e", "#f2d024", "#2ca02c", "#1f77d4", "#8e44ad"
};
const char *const svg_area_fill[3] = { "#ffffff", "#dedede", "#bdbdbd" };
/* The shape on a tile: white on the dark colours, near-black on the light. */
const char *const svg_tile_ink[COLOURS] = {
	"#ffffff", "#1a1a1a", "#1a1a1a", "#ffffff", "#ffffff", "#ffffff"
};

/*
 * Unit vectors, so that no libm is needed: hexagon corners (30 + 60i
 * degrees, y downwards) and star points (12 at 30 degrees, 10 at 36,
 * from the top).
 */
static const double hex_corner[6][2] = {
	{ 0.866025, 0.5 }, { 0, 1 }, { -0.866025, 0.5 },
	{ -0.866025, -0.5 }, { 0, -1 }, { 0.866025, -0.5 }
};
static const double star6[12][2] = {
	{ 0, -1 }, { 0.5, -0.866025 }, { 0.866025, -0.5 }, { 1, 0 },
	{ 0.866025, 0.5 }, { 0.5, 0.866025 }, { 0, 1 }, { -0.5, 0.866025 },
	{ -0.866025, 0.5 }, { -1, 0 }, { -0.866025, -0.5 }, { -0.5, -0.866025 }
};
static const double star5[10][2] = {
	{ 0, -1 }, { 0.587785, -0.809017 }, { 0.951057, -0.309017 },
	{ 0.951057, 0.309017 }, { 0.587785, 0.809017 }, { 0, 1 },
	{ -0.587785, 0.809017 }, { -0.951057, 0.309017 },
	{ -0.951057, -0.309017 }, { -0.587785, -0.809017 }
};

#define PANEL_W		270.0
#define SIDE_H		136.0
#define TEXT_LINE	17.0
#define TEXT_WRAP	96

/* "x1,y1 x2,y2 ..." of a hexagon of radius rad around (x, y). */
static void
hex_points(FILE *fp, double x, double y, double rad)
{
	int	 i;

	for (i = 0; i < 6; i++)
		fprintf(fp, "%s%.2f,%.2f", i ? " " : "",
		    x + rad * hex_corner[i][0], y + rad * hex_corner[i][1]);
}

/*
 * The shape of colour c, of size s (about its radius), centred on (x, y),
 * in colour f: a start symbol (s = SYMBOL_SIZE, its own colour) or the
 * mark on a tile (s = MARK_SIZE, svg_tile_ink).
 */
#define SYMBOL_SIZE	(SVG_R * 0.55)
#define MARK_SIZE	(SVG_R * 0.36)
static void
symbol_shape(FILE *fp, int c, double x, double y, double s, const char *f)
{
	const double	(*pt)[2] = c == YELLOW ? star6 : star5;
	double		 rad;
	int		 i, k;

	switch (c) {
	case RED:	/* a ring */
		fprintf(fp, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\" "
		    "fill=\"none\" stroke=\"%s\" stroke-width=\"%.1f\"/>",
		    x, y, s * 0.8, f, s * 0.36);
		return;
	case BLUE:	/* a disc */
		fprintf(fp, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\" "
		    "fill=\"%s\"/>", x, y, s * 0.85, f);
		return;
	case ORANGE:	/* a tall, narrow diamond: not the disc in grey */
		fprintf(fp, "<polygon points=\"%.2f,%.2f %.2f,%.2f %.2f,%.2f "
		    "%.2f,%.2f\" fill=\"%s\"/>", x, y - s * 1.1, x + s * 0.6, y,
		    x, y + s * 1.1, x - s * 0.6, y, f);
		return;
	case GREEN:	/* a triangle */
		fprintf(fp, "<polygon points=\"%.2f,%.2f %.2f,%.2f %.2f,%.2f\" "
		    "fill=\"%s\"/>", x, y - s, x + s * 0.95, y + s * 0.7,
		    x - s * 0.95, y + s * 0.7, f);
		return;
	default:	/* yellow: a six-pointed star; purple: five points */
		k = c == YELLOW ? 6 : 5;
		fputs("<polygon points=\"", fp);
		for (i = 0; i < 2 * k; i++) {
			rad = i % 2 ? s * 0.45 : s * 1.05;
			fprintf(fp, "%s%.2f,%.2f", i ? " " : "",
			    x + rad * pt[i][0], y + rad * pt[i][1]);
		}
		fprintf(fp, "\" fill=\"%s\"/>", f);
		return;
	}
}

static const char *
area_name(int cell)
{
	switch (board_area(cell)) {
	case AREA_WHITE:
		return "white area";
	case AREA_LIGHT:
		return "light grey area";
	case AREA_DARK:
		break;
	}
	return "dark grey area";
}

static void
draw_cell(FILE *fp, const struct show_pos *pos, int cell)
{
	char	 nm[4];
	double	 x, y;
	int	 sym = board_symbol_index(cell), c = pos->cell[cell];
	int	 active = show_active(pos, cell);

	svg_xy(cell, &x, &y);
	board_cell_name(cell, nm);
	fputs("<g><title>", fp);
	if (sym >= 0) {
		c = pos->rec->rules.corners[sym] % COLOURS;
		fprintf(fp, "%s: %s start symbol</title>", nm, colour_name(c));
		fputs("<polygon points=\"", fp);
		hex_points(fp, x, y, SVG_R);
		fprintf(fp, "\" fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/>",
		    svg_area_fill[board_area(cell)], svg_fill[c]);
		symbol_shape(fp, c, x, y, SYMBOL_SIZE, svg_fill[c]);
	} else {
		if (c >= 0 && c < COLOURS)
			fprintf(fp, "%s: %s tile</title>", nm, colour_name(c));
		else
			fprintf(fp, "%s: empty, %s%s</title>", nm,
			    area_name(cell), active ? "" : ", not in play");
		fprintf(fp, "<polygon id=\"cell-%s\" points=\"", nm);
		hex_points(fp, x, y, SVG_R);
		fprintf(fp, "\" fill=\"%s\" stroke=\"#6b6b6b\" "
		    "stroke-width=\"1\"/>", c >= 0 && c < COLOURS ? svg_fill[c] :
		    svg_area_fill[board_area(cell)]);
		if (!active) {
			fprintf(fp, "<polygon id=\"off-%s\" points=\"", nm);
			hex_points(fp, x, y, SVG_R - 0.5);
			fprintf(fp, "\" fill=\"url(#off)\" pointer-events=\"none\"%s/>",
			    c >= 0 ? " visibility=\"hidden\"" : "");
		}
	}
	fprintf(fp, "<text x=\"%.2f\" y=\"%.2f\" font-size=\"7\" "
	    "text-anchor=\"middle\" fill=\"#000\" fill-opacity=\"0.45\" "
	    "pointer-events=\"none\">%s</text></g>\n", x, y + SVG_R * 0.72, nm);
}

/* The shared edge of two neighbouring cells, as a line. */
static void
join_line(FILE *fp, int a, int b, const char *stroke, double width)
{
	double	 x1, y1, x2, y2, mx, my, px, py, d = SVG_W;

	if (!board_adjacent(a, b))
		return;
	svg_xy(a, &x1, &y1);
	svg_xy(b, &x2, &y2);
	mx = (x1 + x2) / 2;
	my = (y1 + y2) / 2;
	px = -(y2 - y1) / d * SVG_R * 0.5;
	py = (x2 - x1) / d * SVG_R * 0.5;
	fprintf(fp, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" "
	    "stroke=\"%s\" stroke-width=\"%.1f\"/>", mx + px, my + py,
	    mx - px, my - py, stroke, width);
}

static void
draw_labels(FILE *fp)
{
	double	 x, y;
	int	 r, n;

	for (r = 0; r < BOARD_ROWS; r++) {
		svg_xy_rn(r, (r > 7 ? r - 7 : 0) - 1, &x, &y);
		fprintf(fp, "<text x=\"%.2f\" y=\"%.2f\" font-size=\"13\" "
		    "font-weight=\"bold\" text-anchor=\"middle\" fill=\"#444\">"
		    "%c</text>\n", x + 6, y + 4.5, 'A' + r);
	}
	for (n = 0; n < BOARD_ROWS; n++) {
		r = n > 7 ? n - 7 : 0;
		svg_xy_rn(r - 1, n, &x, &y);
		fprintf(fp, "<text x=\"%.2f\" y=\"%.2f\" font-size=\"13\" "
		    "font-weight=\"bold\" text-anchor=\"middle\" fill=\"#444\">"
		    "%d</text>\n", x - 4, y, n + 1);
	}
}

/* The shape of each tile hex's colour, one layer over the hexes. */
static void
draw_marks(FILE *fp, const struct show_pos *pos)
{
	double	 x, y;
	int	 cell, c;

	fputs("<g id=\"marks\" pointer-events=\"none\">", fp);
	for (cell = 0; cell < BOARD_CELLS; cell++) {
		c = pos->cell[cell];
		if (c < 0 || c >= COLOURS || board_symbol_index(cell) >= 0)
			continue;
		svg_xy(cell, &x, &y);
		symbol_shape(fp, c, x, y, MARK_SIZE, svg_tile_ink[c]);
	}
	fputs("</g>\n", fp);
}

/*
 * Each colour's tile mark centred on (0, 0), for the page's script to
 * copy ("mark-C").
 */
static void
draw_mark_templates(FILE *fp)
{
	int	 c;

	for (c = 0; c < COLOURS; c++) {
		fprintf(fp, "<g id=\"mark-%d\">", c);
		symbol_shape(fp, c, 0, 0, MARK_SIZE, svg_tile_ink[c]);
		fputs("</g>", fp);
	}
}

/*
 * A placement that was not applied, at its cells: pale hexes of its
 * colours with their marks, a dashed outline and a cross.
 */
static void
draw_ghost(FILE *fp, const struct show_pos *pos)
{
	double	 x, y, d = SVG_R * 0.45;
	int	 g[4], i;

	fputs("<g id=\"ghost\" pointer-events=\"none\">", fp);
	if (svg_ghost(pos->step, g) == 0)
		for (i = 0; i < 2; i++) {
			svg_xy(g[2 * i], &x, &y);
			fputs("<polygon points=\"", fp);
			hex_points(fp, x, y, SVG_R - 2);
			fprintf(fp, "\" fill=\"%s\" fill-opacity=\"0.45\" "
			    "stroke=\"#111\" stroke-width=\"2\" "
			    "stroke-dasharray=\"4 3\"/>", svg_fill[g[2 * i + 1]]);
			symbol_shape(fp, g[2 * i + 1], x, y, MARK_SIZE,
			    svg_tile_ink[g[2 * i + 1]]);
			fprintf(fp, "<path d=\"M%.2f,%.2f L%.2f,%.2f M%.2f,%.2f "
			    "L%.2f,%.2f\" stroke=\"#a00000\" stroke-width=\"2.5\"/>",
			    x - d, y - d, x + d, y + d, x - d, y + d, x + d,
			    y - d);
		}
	fputs("</g>\n", fp);
}

/* Tile dividers, the latest placement, the scoring arrows. */
static void
draw_overlays(FILE *fp, const struct show_pos *pos)
{
	double			 x, y, a[10][6];
	int			 cell, i, n, len[10];

	fputs("<g id=\"joins\">", fp);
	for (cell = 0; cell < BOARD_CELLS; cell++)
		if (pos->pair[cell] > cell)
			join_line(fp, cell, pos->pair[cell], "#ffffff", 1.2);
	fputs("</g>\n<g id=\"hl\">", fp);
	for (i = 0; i < 2; i++) {
		if (pos->last[i] == NO_CELL)
			continue;
		svg_xy(pos->last[i], &x, &y);
		fputs("<polygon points=\"", fp);
		hex_points(fp, x, y, SVG_R - 1.5);
		fputs("\" fill=\"none\" stroke=\"#111\" stroke-width=\"3\"/>",
		    fp);
	}
	if (pos->last[0] != NO_CELL && pos->last[1] != NO_CELL &&
	    board_adjacent(pos->last[0], pos->last[1]))
		join_line(fp, pos->last[0], pos->last[1], "#ffffff", 1.2);
	fputs("</g>\n", fp);
	draw_ghost(fp, pos);
	fputs("<g id=\"arrows\">", fp);
	n = svg_arrows(pos->step, a, len, 10);
	for (i = 0; i < n; i++) {
		fprintf(fp, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" "
		    "y2=\"%.2f\" stroke=\"#fff\" stroke-width=\"5\" "
		    "stroke-linecap=\"round\"/>", a[i][0], a[i][1], a[i][2],
		    a[i][3]);
		fprintf(fp, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" "
		    "y2=\"%.2f\" stroke=\"#111\" stroke-width=\"2\" "
		    "marker-end=\"url(#tip)\"/>", a[i][0], a[i][1], a[i][2],
		    a[i][3]);
		fprintf(fp, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"7\" "
		    "fill=\"#fff\" stroke=\"#111\"/><text x=\"%.2f\" "
		    "y=\"%.2f\" font-size=\"10\" font-weight=\"bold\" "
		    "text-anchor=\"middle\">%d</text>\n", a[i][4], a[i][5],
		    a[i][4], a[i][5] + 3.5, len[i]);
	}
	fputs("</g>\n", fp);
}

static void
draw_counters(FILE *fp, const struct show_pos *pos)
{
	char	 name[256];
	double	 y;
	int	 side, c, cap = show_cap(pos);

	for (side = 0; side < show_sides(pos); side++) {
		y = 20 + side * SIDE_H;
		fprintf(fp, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"14\" "
		    "font-weight=\"bold\">", PANEL_X, y);
		show_put_xml(fp, show_side_name(pos, side, name, sizeof(name)));
		fputs("</text>\n", fp);
		for (c = 0; c < COLOURS; c++) {
			y = 30 + side * SIDE_H + c * 17;
			fprintf(fp, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"12\" "
			    "font-weight=\"bold\">%c</text>", PANEL_X, y + 11,
			    colour_letter(c));
			fprintf(fp, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
			    "height=\"13\" fill=\"#eeeeee\" stroke=\"#bbb\"/>",
			    PANEL_X + 16, y, SVG_BAR);
			fprintf(fp, "<rect id=\"bar-%d-%d\" x=\"%.1f\" y=\"%.1f\" "
			    "width=\"%.1f\" height=\"13\" fill=\"%s\"/>", side, c,
			    PANEL_X + 16, y, SVG_BAR * pos->score[side][c] / cap,
			    svg_fill[c]);
			fprintf(fp, "<text id=\"val-%d-%d\" x=\"%.1f\" y=\"%.1f\" "
			    "font-size=\"12\">%d</text>\n", side, c,
			    PANEL_X + 22 + SVG_BAR, y + 11, pos->score[side][c]);
		}
	}
}

/*
 * The duel track: seat 0's side on the left; slot 9 is the line.  A star
 * at either end of a track shows who holds that colour's token.
 */
static void
draw_track(FILE *fp, const struct show_pos *pos)
{
	double	 y;
	int	 c, i, v, slot, side;

	fprintf(fp, "<text x=\"%.1f\" y=\"20\" font-size=\"13\" "
	    "font-weight=\"bold\">", PANEL_X);
	show_put_xml(fp, show_player(pos, 0));
	fputs(" \xe2\x86\x90 | \xe2\x86\x92 ", fp);
	show_put_xml(fp, show_player(pos, 1));
	fputs("</text>\n", fp);
	for (c = 0; c < COLOURS; c++) {
		y = 32 + c * 20;
		fprintf(fp, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"12\" "
		    "font-weight=\"bold\">%c</text>", PANEL_X, y + 11,
		    colour_letter(c));
		for (i = 0; i < 19; i++)
			fprintf(fp, "<rect x=\"%.1f\" y=\"%.1f\" width=\"10\" "
			    "height=\"14\" fill=\"%s\" stroke=\"#bbb\"/>",
			    SVG_TRACK_X + i * 10, y, i == 9 ? "#555" : "#eee");
		for (side = 0; side < 2; side++)
			fprintf(fp, "<text id=\"tok-%d-%d\" x=\"%.1f\" "
			    "y=\"%.1f\" font-size=\"13\" fill=\"%s\" "
			    "text-anchor=\"middle\" visibility=\"%s\">"
			    "\xe2\x98\x85<title>token</title></text>", c, side,
			    side == 0 ? SVG_TRACK_X - 7 : SVG_TRACK_X + 197, y + 12,
			    svg_fill[c], pos->token[c] == side ? "visible" :
			    "hidden");
		v = pos->track[c];
		slot = 9 - v;	/* seat 0's 9 leftmost, seat 1's 9 at 18 */
		if (slot < 0)
			slot = 0;
		if (slot > 18)
			slot = 18;
		fprintf(fp, "<circle id=\"trk-%d\" cx=\"%.1f\" cy=\"%.1f\" "
		    "r=\"6\" fill=\"%s\" stroke=\"#111\"/>", c,
		    SVG_TRACK_X + 5 + slot * 10, y + 7, svg_fill[c]);
		fprintf(fp, "<text id=\"val-0-%d\" x=\"%.1f\" y=\"%.1f\" "
		    "font-size=\"12\">%d</text>\n", c, SVG_TRACK_X + 208,
		    y + 11, v < 0 ? -v : v);
	}
}

/* Lines of text under the board: breakdown, status, note, description. */
struct textlines {
	char	**v;
	size_t	  n;
};

static void
collect_text(const struct show_pos *pos, const struct diags *d,
    struct textlines *t)
{
	char	 buf[1024], **w, *f;
	size_t	 nw, i, k = 0;
	long	 di;
	int	 j;

	t->v = NULL;
	t->n = 0;
	for (j = 0; show_breakdown(pos, j, buf, sizeof(buf)) != NULL; j++)
		k++;
	k += 8;
	t->v = xreallocarray(NULL, k, sizeof(*t->v));
	for (j = 0; show_breakdown(pos, j, buf, sizeof(buf)) != NULL; j++)
		t->v[t->n++] = xstrdup(buf);
	show_status(pos, buf, sizeof(buf));
	if (buf[0] != '\0')
		t->v[t->n++] = xstrdup(buf);
	/* The findings of this move, then those of the game at its end. */
	for (k = 0; (di = svg_diag_next(pos->rec, d, pos->move, &k)) >= 0; ) {
		f = svg_diag_text(&d->v[di]);
		nw = show_wrap(f, TEXT_WRAP, &w);
		free(f);
		t->v = xreallocarray(t->v, t->n + nw + 8, sizeof(*t->v));
		for (j = 0; j < (int)nw; j++)
			t->v[t->n++] = xstrdup(w[j]);
		show_wrap_free(w, nw);
	}
	for (j = 0; j < 2; j++) {
		const char	*src = j == 0 ? (pos->move == 0 ?
				    pos->rec->description : NULL) :
				    (pos->entry ? pos->entry->note : NULL);

		if (src == NULL)
			continue;
		nw = show_wrap(src, TEXT_WRAP, &w);
		t->v = xreallocarray(t->v, t->n + nw + 2, sizeof(*t->v));
		for (i = 0; i < nw; i++)
			t->v[t->n++] = i == 0 && j == 1 ?
			    xasprintf("Note: %s", w[i]) : xstrdup(w[i]);
		show_wrap_free(w, nw);
	}
}

int
svg_picture(FILE *fp, const struct show_pos *pos, const struct diags *d,
    int texts, int standalone)
{
	struct textlines	 t = { NULL, 0 };
	char			 buf[1024];
	double			 top = texts ? 52 : 0, w, h, ph;
	size_t			 i;
	int			 cell;

	if (texts)
		collect_text(pos, d, &t);
	ph = pos->rec->rules.variant == VARIANT_DUEL ? 160 :
	    show_sides(pos) * SIDE_H;
	w = PANEL_X + PANEL_W;
	h = top + (SVG_BOARD_H > ph ? SVG_BOARD_H : ph) +
	    (t.n ? 12 + t.n * TEXT_LINE : 0);
	if (standalone)
		fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", fp);
	fprintf(fp, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" "
	    "height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" font-family=\"DejaVu "
	    "Sans, Verdana, Arial, sans-serif\">\n", w, h, w, h);
	fputs("<title>", fp);
	show_put_xml(fp, show_heading(pos, buf, sizeof(buf)));
	fputs("</title>\n<defs><pattern id=\"off\" width=\"6\" height=\"6\" "
	    "patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
	    "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#000\" "
	    "stroke-opacity=\"0.22\" stroke-width=\"2\"/></pattern>"
	    "<marker id=\"tip\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" "
	    "markerWidth=\"5\" markerHeight=\"5\" orient=\"auto\">"
	    "<path d=\"M0,0 L10,5 L0,10 z\" fill=\"#111\"/></marker>", fp);
	if (!standalone)
		draw_mark_templates(fp);
	fputs("</defs>\n", fp);
	fprintf(fp, "<rect width=\"%.0f\" height=\"%.0f\" fill=\"#ffffff\"/>\n",
	    w, h);
	if (texts) {
		fputs("<text x=\"12\" y=\"20\" font-size=\"15\" "
		    "font-weight=\"bold\">", fp);
		show_put_xml(fp, show_title(pos, buf, sizeof(buf)));
		fprintf(fp, "</text>\n<text x=\"12\" y=\"40\" font-size=\"13\">");
		show_put_xml(fp, show_heading(pos, buf, sizeof(buf)));
		fputs("</text>\n", fp);
	}
	fprintf(fp, "<g transform=\"translate(0,%.0f)\">\n", top);
	for (cell = 0; cell < BOARD_CELLS; cell++)
		draw_cell(fp, pos, cell);
	draw_marks(fp, pos);
	draw_labels(fp);
	draw_overlays(fp, pos);
	if (pos->rec->rules.variant == VARIANT_DUEL)
		draw_track(fp, pos);
	else
		draw_counters(fp, pos);
	fputs("</g>\n", fp);
	for (i = 0; i < t.n; i++) {
		fprintf(fp, "<text x=\"12\" y=\"%.1f\" font-size=\"12\">",
		    top + (SVG_BOARD_H > ph ? SVG_BOARD_H : ph) + 12 +
		    (double)(i + 1) * TEXT_LINE - 4);
		show_put_xml(fp, t.v[i]);
		fputs("</text>\n", fp);
	}
	fputs("</svg>\n", fp);
	show_wrap_free(t.v, t.n);
	return ferror(fp) ? -1 : 0;
}

int
show_svg(FILE *fp, const struct show_pos *pos, const struct diags *d)
{
	return svg_picture(fp, pos, d, 1, 1);
}
