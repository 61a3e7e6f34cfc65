/*
 * One Ganz schön clever score sheet in SVG (genial-clever(5), THE SCORE
 * SHEET and COMMANDS): the round track, the two action tracks, the
 * scores box, and the five areas as coloured panels with their printed
 * numbers, minimums, multipliers, printed crosses (grey) and bonus
 * symbols; the player's crosses as two strokes, written numbers in the
 * boxes.  Every cell and box has a title with its name and state.
 */
#include <stdio.h>
#include <string.h>

#include "../core/clever_replay.h"
#include "clever_svg.h"
#include "show.h"
#include "svg.h"

/* The palette of svg.c, by area Y B G O P. */
static const int area_colour[CLEVER_AREAS] = {
	YELLOW, BLUE, GREEN, ORANGE, PURPLE
};

#define CELL		36.0	/* a cell or box */
#define PITCH		40.0	/* yellow and blue grids */
#define BOX_PITCH	41.0	/* the tracks */
#define PRINTED		"#a0a0a0"

const char *
clever_svg_fill(int area)
{
	return svg_fill[area_colour[area]];
}

const char *
clever_svg_ink(int area)
{
	return svg_tile_ink[area_colour[area]];
}

/* A cell's title, XML-escaped (the texts are the sheet's own). */
static void
title(FILE *fp, const char *s)
{
	fputs("<title>", fp);
	show_put_xml(fp, s);
	fputs("</title>", fp);
}

/*
 * Open a cell's group with its title as of the shown position: t0 before
 * its mark (made at position at), t1 after, t2 once it is used (at2; the
 * action tracks).  On the page all of them, for the script: data-g and
 * data-u the positions, data-t0 to data-t2 the titles.
 */
static void
cell_open(FILE *fp, size_t at, size_t shown, int page, const char *t0,
    const char *t1, size_t at2, const char *t2)
{
	fputs("<g", fp);
	if (page && at != CLEVER_SVG_NEVER) {
		fprintf(fp, " data-g=\"%zu\" data-t0=\"", at);
		show_put_xml(fp, t0);
		fputs("\" data-t1=\"", fp);
		show_put_xml(fp, t1);
		fputc('"', fp);
		if (at2 != CLEVER_SVG_NEVER) {
			fprintf(fp, " data-u=\"%zu\" data-t2=\"", at2);
			show_put_xml(fp, t2);
			fputc('"', fp);
		}
	}
	fputc('>', fp);
	title(fp, at2 <= shown ? t2 : at <= shown ? t1 : t0);
}

/* The data-at attribute of a mark on the page. */
static void
at_attr(FILE *fp, size_t at, int page)
{
	if (page)
		fprintf(fp, " data-at=\"%zu\"", at);
}

/* Two strokes over a cell at (x, y) of size s. */
static void
cross(FILE *fp, double x, double y, double s, const char *ink, size_t at,
    int page)
{
	double	 m = s * 0.18;

	fprintf(fp, "<path class=\"m\"");
	at_attr(fp, at, page);
	fprintf(fp, " d=\"M%.1f,%.1f L%.1f,%.1f M%.1f,%.1f L%.1f,%.1f\" "
	    "stroke=\"%s\" stroke-width=\"%.1f\" stroke-linecap=\"round\" "
	    "fill=\"none\"/>", x + m, y + m, x + s - m, y + s - m, x + s - m,
	    y + m, x + m, y + s - m, ink, s * 0.1);
}

/* The outline of a mark made at the shown position. */
static void
outline(FILE *fp, double x, double y, double s, size_t at, size_t shown,
    int page, int round)
{
	if (at == CLEVER_SVG_NEVER || (!page && (at != shown || shown == 0)))
		return;
	fputs("<rect class=\"hl\"", fp);
	at_attr(fp, at, page);
	fprintf(fp, " x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
	    "rx=\"%d\" fill=\"none\" stroke=\"#111\" stroke-width=\"3\"%s/>",
	    x - 2.5, y - 2.5, s + 5, s + 5, round ? (int)(s / 2 + 2) : 4,
	    at == shown && shown > 0 ? "" : " visibility=\"hidden\"");
}

void
clever_svg_text(FILE *fp, double x, double y, double size, const char *anchor,
    const char *weight, const char *fill, const char *s)
{
	fprintf(fp, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%.0f\" "
	    "text-anchor=\"%s\"", x, y, size, anchor);
	if (weight != NULL)
		fprintf(fp, " font-weight=\"%s\"", weight);
	fprintf(fp, " fill=\"%s\">%s</text>", fill, s);
}

/*
 * The shape of a bonus centred on (x, y), about s across: an X in the
 * target area's colour, the number bonuses on their area's colour, a
 * reroll arrow, a +1 die, a fox head.
 */
static void
bonus_shape(FILE *fp, enum clever_bonus b, double x, double y, double s)
{
	double	 h = s / 2, r = s * 0.36;
	char	 num[16];
	int	 a;

	switch (b) {
	case CB_XY:
	case CB_XB:
	case CB_XG:
		a = b == CB_XY ? CA_Y : b == CB_XB ? CA_B : CA_G;
		fprintf(fp, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
		    "height=\"%.1f\" rx=\"2\" fill=\"#fff\" stroke=\"%s\"/>",
		    x - h, y - h, s, s, clever_svg_fill(a));
		fprintf(fp, "<path d=\"M%.1f,%.1f L%.1f,%.1f M%.1f,%.1f "
		    "L%.1f,%.1f\" stroke=\"%s\" stroke-width=\"%.1f\" "
		    "stroke-linecap=\"round\"/>", x - r, y - r, x + r, y + r,
		    x + r, y - r, x - r, y + r, clever_svg_fill(a), s * 0.16);
		return;
	case CB_O4:
	case CB_O5:
	case CB_O6:
	case CB_P6:
		a = b == CB_P6 ? CA_P : CA_O;
		snprintf(num, sizeof(num), "%d", b == CB_O4 ? 4 : b == CB_O5 ?
		    5 : 6);
		fprintf(fp, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
		    "height=\"%.1f\" rx=\"2\" fill=\"%s\"/>", x - h, y - h, s,
		    s, clever_svg_fill(a));
		fprintf(fp, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%.0f\" "
		    "font-weight=\"bold\" text-anchor=\"middle\" fill=\"%s\">"
		    "%s</text>", x, y + s * 0.3, s * 0.8,
		    clever_svg_ink(a), num);
		return;
	case CB_REROLL:
		fprintf(fp, "<path d=\"M%.1f,%.1f A%.1f,%.1f 0 1 1 %.1f,%.1f\" "
		    "fill=\"none\" stroke=\"%s\" stroke-width=\"%.1f\"/>"
		    "<polygon points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f\" "
		    "fill=\"%s\"/>", x + r, y, r, r, x, y - r, INK, s * 0.12,
		    x + s * 0.22, y - r, x - s * 0.05, y - r - s * 0.2,
		    x - s * 0.05, y - r + s * 0.2, INK);
		return;
	case CB_PLUS1:
		fprintf(fp, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
		    "height=\"%.1f\" rx=\"%.1f\" fill=\"#fff\" stroke=\"%s\"/>"
		    "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%.0f\" "
		    "font-weight=\"bold\" text-anchor=\"middle\" fill=\"%s\">"
		    "+1</text>", x - h, y - h, s, s, s * 0.2, INK, x,
		    y + s * 0.25, s * 0.65, INK);
		return;
	case CB_FOX:
		fprintf(fp, "<polygon points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f "
		    "%.1f,%.1f %.1f,%.1f %.1f,%.1f %.1f,%.1f\" "
		    "fill=\"#d9641c\" stroke=\"#6b2f00\" stroke-width=\"1\"/>",
		    x - h, y - h, x - s * 0.18, y - s * 0.2, x + s * 0.18, y - s
		    * 0.2, x + h, y - h, x + s * 0.42, y + s * 0.05, x, y + h, x
		    - s * 0.42, y + s * 0.05);
		fprintf(fp, "<polygon points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f\" "
		    "fill=\"#fff\"/><circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" "
		    "fill=\"%s\"/><circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" "
		    "fill=\"%s\"/>", x - s * 0.22, y + s * 0.12, x + s * 0.22,
		    y + s * 0.12, x, y + h, x - s * 0.16, y - s * 0.02,
		    s * 0.06, INK, x + s * 0.16, y - s * 0.02, s * 0.06, INK);
		return;
	default:
		return;
	}
}

/* A bonus symbol with its title: where it is printed, what it gives. */
static void
bonus_icon(FILE *fp, enum clever_bonus b, double x, double y, double s,
    const char *where)
{
	if (b == CB_NONE)
		return;
	fputs("<g><title>", fp);
	show_put_xml(fp, where);
	fprintf(fp, ": %s</title>", clever_bonus_text(b));
	bonus_shape(fp, b, x, y, s);
	fputs("</g>", fp);
}

/* A cell of the yellow or blue grid at (x, y). */
static void
grid_cell(FILE *fp, double x, double y, int area, int number, int printed,
    size_t at, size_t shown, int page, const char *name)
{
	char	 t0[64], t1[64], num[16];

	if (printed) {
		snprintf(t0, sizeof(t0), "%s: crossed in print", name);
		snprintf(t1, sizeof(t1), "%s", t0);
	} else {
		snprintf(t0, sizeof(t0), "%s: %d, open", name, number);
		snprintf(t1, sizeof(t1), "%s: %d, crossed", name, number);
	}
	cell_open(fp, at, shown, page, t0, t1, CLEVER_SVG_NEVER, NULL);
	fprintf(fp, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.0f\" "
	    "height=\"%.0f\" rx=\"3\" fill=\"#fff\" stroke=\"%s\" "
	    "stroke-width=\"1.5\"/>", x, y, CELL, CELL, clever_svg_fill(area));
	if (printed)
		cross(fp, x, y, CELL, PRINTED, 0, 0);
	else {
		snprintf(num, sizeof(num), "%d", number);
		clever_svg_text(fp, x + CELL / 2, y + CELL / 2 + 6, 17,
		    "middle", NULL, INK, num);
		if (at <= shown)
			cross(fp, x, y, CELL, INK, at, page);
		outline(fp, x, y, CELL, at, shown, page, 0);
	}
	fputs("</g>\n", fp);
}

static void
panel(FILE *fp, double x, double y, double w, double h, int area)
{
	fprintf(fp, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
	    "height=\"%.1f\" rx=\"6\" fill=\"%s\" fill-opacity=\"0.22\" "
	    "stroke=\"%s\"/>", x, y, w, h, clever_svg_fill(area),
	    clever_svg_fill(area));
}

static void
yellow_area(FILE *fp, double x, double y, const struct clever_sheet *sh,
    const struct clever_svg_when *w, size_t shown, int page)
{
	struct clever_mark	 m;
	char			 name[32], lab[16];
	int			 r, c, cell;

	panel(fp, x, y, 245, 206, CA_Y);
	for (c = 0; c < 4; c++) {
		snprintf(lab, sizeof(lab), "%c", 'A' + c);
		clever_svg_text(fp, x + 38 + c * PITCH, y + 14, 10, "middle",
		    "bold", INK, lab);
		snprintf(lab, sizeof(lab), "%d",
		    clever_yellow_column_points(c));
		clever_svg_text(fp, x + 38 + c * PITCH, y + 196, 13, "middle",
		    "bold", INK, lab);
	}
	for (r = 0; r < 4; r++) {
		snprintf(lab, sizeof(lab), "%d", r + 1);
		clever_svg_text(fp, x + 10, y + 40 + r * PITCH, 10, "middle",
		    "bold", INK, lab);
		for (c = 0; c < 4; c++) {
			cell = r * 4 + c;
			m = (struct clever_mark){ CA_Y, cell, 0 };
			clever_mark_name(&m, CLEVER_NAME_BOX, name,
			    sizeof(name));
			grid_cell(fp, x + 20 + c * PITCH, y + 20 + r * PITCH,
			    CA_Y, clever_yellow_number(cell),
			    clever_yellow_printed(cell), (sh->yellow >> cell) &
			    1 ? w->yellow[cell] : CLEVER_SVG_NEVER, shown, page,
			    name);
		}
		snprintf(name, sizeof(name), "yellow row %d", r + 1);
		bonus_icon(fp, clever_yellow_row_bonus(r), x + 20 + 4 * PITCH +
		    18, y + 38 + r * PITCH, 20, name);
	}
	/* The diagonal's +1, after the column points. */
	bonus_icon(fp, clever_yellow_diagonal_bonus(), x + 20 + 4 * PITCH + 18,
	    y + 191, 20, "yellow diagonal");
}

static void
blue_area(FILE *fp, double x, double y, const struct clever_sheet *sh,
    const struct clever_svg_when *w, size_t shown, int page)
{
	struct clever_mark	 m;
	char			 name[32], num[16];
	double			 cx, cy;
	int			 r, c, n, i;

	panel(fp, x, y, 260, 206, CA_B);
	/* The points scale: crossed cells, then their points. */
	for (i = 1; i <= 11; i++) {
		snprintf(num, sizeof(num), "%d", i);
		clever_svg_text(fp, x + 14 + (i - 1) * 22, y + 13, 8, "middle",
		    NULL, "#555", num);
		snprintf(num, sizeof(num), "%d", clever_blue_points(i));
		clever_svg_text(fp, x + 14 + (i - 1) * 22, y + 25, 10, "middle",
		    "bold", INK, num);
	}
	for (r = 0; r < 3; r++) {
		for (c = 0; c < 4; c++) {
			cx = x + 20 + c * PITCH;
			cy = y + 36 + r * PITCH;
			if ((n = clever_blue_cell(r, c)) == 0) {
				/* The rule picture: blue + white. */
				fprintf(fp, "<g><title>blue cells: blue + "
				    "white</title><rect x=\"%.1f\" y=\"%.1f\" "
				    "width=\"14\" height=\"14\" rx=\"2\" "
				    "fill=\"%s\"/><rect x=\"%.1f\" y=\"%.1f\" "
				    "width=\"14\" height=\"14\" rx=\"2\" "
				    "fill=\"#fff\" stroke=\"#777\"/>", cx + 1,
				    cy + 11, clever_svg_fill(CA_B), cx + 21, cy
				    + 11);
				clever_svg_text(fp, cx + 18, cy + 23, 10,
				    "middle", "bold", INK, "+");
				fputs("</g>\n", fp);
				continue;
			}
			m = (struct clever_mark){ CA_B, n, 0 };
			clever_mark_name(&m, CLEVER_NAME_BOX, name,
			    sizeof(name));
			grid_cell(fp, cx, cy, CA_B, n, 0, (sh->blue >> n) & 1 ?
			    w->blue[n] : CLEVER_SVG_NEVER, shown, page, name);
		}
		snprintf(name, sizeof(name), "blue row %d", r + 1);
		bonus_icon(fp, clever_blue_row_bonus(r), x + 20 + 4 * PITCH +
		    18, y + 54 + r * PITCH, 20, name);
	}
	for (c = 0; c < 4; c++) {
		snprintf(name, sizeof(name), "blue column %c", 'A' + c);
		bonus_icon(fp, clever_blue_column_bonus(c), x + 38 + c * PITCH,
		    y + 186, 20, name);
	}
}

/* The titles of box i of track area a before and after it is filled
   (with v); name gets the box's name. */
static void
box_titles(int a, int i, int v, char *name, size_t nlen, char t0[64],
    char t1[64])
{
	struct clever_mark	 m = { a, i, 0 };

	clever_mark_name(&m, CLEVER_NAME_BOX, name, nlen);
	if (a == CA_G) {
		snprintf(t0, 64, "%s: at least %d, empty", name,
		    clever_green_min(i));
		snprintf(t1, 64, "%s: at least %d, crossed", name,
		    clever_green_min(i));
	} else if (a == CA_O && clever_orange_mult(i) > 1) {
		snprintf(t0, 64, "%s: x%d, empty", name, clever_orange_mult(i));
		snprintf(t1, 64, "%s: x%d, %d", name, clever_orange_mult(i), v);
	} else {
		snprintf(t0, 64, "%s: empty", name);
		snprintf(t1, 64, "%s: %d", name, v);
	}
}

/*
 * What box i of track area a shows inside its frame at (bx, by): the
 * green minimum and the cross, the orange multiplier, the number written
 * (at: when it was filled).
 */
static void
box_inside(FILE *fp, int a, int i, int v, double bx, double by, size_t at,
    size_t shown, int page)
{
	char	 num[16];

	if (a == CA_G) {
		snprintf(num, sizeof(num), "\xe2\x89\xa5%d",
		    clever_green_min(i));
		clever_svg_text(fp, bx + CELL / 2, by + CELL / 2 + 5, 13,
		    "middle", NULL, "#555", num);
		if (at <= shown)
			cross(fp, bx, by, CELL, INK, at, page);
		return;
	}
	if (a == CA_O && clever_orange_mult(i) > 1) {
		snprintf(num, sizeof(num), "x%d", clever_orange_mult(i));
		clever_svg_text(fp, bx + CELL - 2, by + 8, 8, "end", "bold",
		    "#555", num);
	}
	if (at <= shown) {
		snprintf(num, sizeof(num), "%d", v);
		fprintf(fp, "<text class=\"m\"");
		at_attr(fp, at, page);
		fprintf(fp, " x=\"%.1f\" y=\"%.1f\" font-size=\"17\" "
		    "font-weight=\"bold\" text-anchor=\"middle\" "
		    "fill=\"%s\">%s</text>", bx + CELL / 2, by + CELL / 2 + 9,
		    INK, num);
	}
}

/* Green, orange or purple (area a), at (x, y), 74 high. */
static void
track_area(FILE *fp, double x, double y, int a, const struct clever_sheet *sh,
    const struct clever_svg_when *w, size_t shown, int page)
{
	int		 i, filled, v;
	size_t		 at;
	double		 bx, by = y + 18;
	char		 t0[64], t1[64], num[16], name[16];

	panel(fp, x, y, CLEVER_SVG_SHEET_W, 76, a);
	snprintf(num, sizeof(num), "%c", clever_area_letters[a]);
	clever_svg_text(fp, x + 24, y + 48, 24, "middle", "bold",
	    clever_svg_fill(a), num);
	for (i = 1; i <= CLEVER_BOXES; i++) {
		bx = x + 60 + (i - 1) * BOX_PITCH;
		filled = i <= clever_area_count(sh, a);
		at = filled ? w->box[a - CA_G][i] : CLEVER_SVG_NEVER;
		v = !filled || a == CA_G ? 0 : a == CA_O ? sh->orange[i - 1] :
		    sh->purple[i - 1];
		box_titles(a, i, v, name, sizeof(name), t0, t1);
		if (a == CA_G) {
			snprintf(num, sizeof(num), "%d",
			    clever_green_points(i));
			clever_svg_text(fp, bx + CELL / 2, y + 13, 9, "middle",
			    "bold", INK, num);
		}
		cell_open(fp, at, shown, page, t0, t1, CLEVER_SVG_NEVER, NULL);
		fprintf(fp, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.0f\" "
		    "height=\"%.0f\" rx=\"3\" fill=\"#fff\" stroke=\"%s\" "
		    "stroke-width=\"1.5\"/>", bx, by, CELL, CELL,
		    clever_svg_fill(a));
		box_inside(fp, a, i, v, bx, by, at, shown, page);
		outline(fp, bx, by, CELL, at, shown, page, 0);
		fputs("</g>\n", fp);
		if (a == CA_P && i < CLEVER_BOXES)
			clever_svg_text(fp, bx + CELL + 2.5, by + CELL / 2 + 4,
			    10, "middle", "bold", "#555", "&lt;");
		snprintf(t0, sizeof(t0), "%s, when filled", name);
		bonus_icon(fp, clever_box_bonus(a, i), bx + CELL / 2,
		    by + CELL + 11, 15, t0);
	}
}

/* The reroll or +1 track: seven circles, earned drawn, used crossed. */
static void
action_track(FILE *fp, double x, double y, int plus1,
    const size_t sp[2][CLEVER_TRACK], size_t shown, int page)
{
	const char	*what = plus1 ? "+1" : "reroll";
	char		 t0[64], t1[64], t2[64];
	double		 cx;
	int		 i;

	fprintf(fp, "<g><title>the %s track</title>", what);
	bonus_shape(fp, plus1 ? CB_PLUS1 : CB_REROLL, x + 10, y, 18);
	fputs("</g>", fp);
	for (i = 0; i < CLEVER_TRACK; i++) {
		cx = x + 40 + i * 28;
		snprintf(t0, sizeof(t0), "%s %d: not earned", what, i + 1);
		snprintf(t1, sizeof(t1), "%s %d: earned", what, i + 1);
		snprintf(t2, sizeof(t2), "%s %d: used", what, i + 1);
		cell_open(fp, sp[0][i], shown, page, t0, t1, sp[1][i], t2);
		fprintf(fp, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"11\" "
		    "fill=\"#fff\" stroke=\"#bbb\" stroke-dasharray=\"2 2\"/>",
		    cx, y);
		if (sp[0][i] <= shown) {
			fputs("<circle class=\"m\"", fp);
			at_attr(fp, sp[0][i], page);
			fprintf(fp, " cx=\"%.1f\" cy=\"%.1f\" r=\"11\" "
			    "fill=\"#fff\" stroke=\"%s\" stroke-width=\"2\"/>",
			    cx, y, INK);
			outline(fp, cx - 11, y - 11, 22, sp[0][i], shown, page,
			    1);
		}
		if (sp[1][i] <= shown) {
			cross(fp, cx - 9, y - 9, 18, INK, sp[1][i], page);
			outline(fp, cx - 11, y - 11, 22, sp[1][i], shown, page,
			    1);
		}
		fputs("</g>\n", fp);
	}
}

/* The scores box: Y B G O P, foxes x lowest = F, total. */
static void
scores_box(FILE *fp, double x, double y, int seat,
    const struct clever_sheet *sh, int page)
{
	static const char *const lab[9] = {
		"Y", "B", "G", "O", "P", "foxes", "lowest", "F", "total"
	};
	struct clever_score	 sc;
	int			 v[9], i;
	double			 cx;

	clever_score(sh, &sc);
	for (i = 0; i < CLEVER_AREAS; i++)
		v[i] = sc.area[i];
	v[5] = sc.foxes;
	v[6] = sc.lowest;
	v[7] = sc.fox;
	v[8] = sc.total;
	fprintf(fp, "<g><title>scores: the five areas, foxes x lowest area "
	    "= F, total</title><rect x=\"%.1f\" y=\"%.1f\" width=\"230\" "
	    "height=\"78\" rx=\"4\" fill=\"#f4f4f4\" stroke=\"#999\"/>", x, y);
	for (i = 0; i < 9; i++) {
		cx = i < 5 ? x + 22 + i * 42 : x + 22 + (i - 5) * 55;
		if (i < 5)
			fprintf(fp, "<rect x=\"%.1f\" y=\"%.1f\" width=\"34\" "
			    "height=\"6\" fill=\"%s\"/>", cx - 17, y + 4,
			    clever_svg_fill(i));
		clever_svg_text(fp, cx, i < 5 ? y + 20 : y + 52, 9, "middle",
		    NULL, "#555", lab[i]);
		fprintf(fp, "<text");
		if (page)
			fprintf(fp, " id=\"sc-%d-%d\"", seat, i);
		fprintf(fp, " x=\"%.1f\" y=\"%.1f\" font-size=\"14\" "
		    "font-weight=\"bold\" text-anchor=\"middle\">%d</text>", cx,
		    i < 5 ? y + 36 : y + 68, v[i]);
	}
	clever_svg_text(fp, x + 49.5, y + 68, 11, "middle", NULL, "#555", "x");
	clever_svg_text(fp, x + 104.5, y + 68, 11, "middle", NULL, "#555", "=");
	fputs("</g>\n", fp);
}

void
clever_svg_sheet(FILE *fp, double x, double y, const char *name, int seat, const
    struct clever_sheet *sh, const struct clever_svg_when *w, size_t shown, int
    round, int page)
{
	char	 t[48], num[16];
	double	 rx;
	int	 r;

	fprintf(fp, "<g transform=\"translate(%.1f,%.1f)\">\n", x, y);
	fprintf(fp, "<rect x=\"-6\" y=\"-4\" width=\"%.0f\" height=\"%.0f\" "
	    "rx=\"8\" fill=\"#fffdf6\" stroke=\"#888\"/>\n", CLEVER_SVG_SHEET_W
	    + 12, CLEVER_SVG_SHEET_H + 2);
	fputs("<text x=\"0\" y=\"18\" font-size=\"16\" font-weight=\"bold\">",
	    fp);
	show_put_xml(fp, name);
	fputs("</text>\n", fp);
	/* The round track. */
	clever_svg_text(fp, 0, 50, 11, "start", NULL, "#555", "round");
	for (r = 1; r <= CLEVER_ROUNDS; r++) {
		rx = 50 + (r - 1) * 28;
		snprintf(t, sizeof(t), "round %d%s", r, r == round ?
		    ", the current round" : "");
		fprintf(fp, "<g><title>%s</title><rect x=\"%.1f\" y=\"32\" "
		    "width=\"22\" height=\"22\" rx=\"3\" fill=\"#fff\" "
		    "stroke=\"#777\"/>", t, rx);
		snprintf(num, sizeof(num), "%d", r);
		clever_svg_text(fp, rx + 11, 48, 12, "middle", NULL, INK, num);
		if (page || r == round) {
			fprintf(fp, "<rect");
			if (page)
				fprintf(fp, " id=\"rd-%d-%d\"", seat, r);
			fprintf(fp, " x=\"%.1f\" y=\"30\" width=\"26\" "
			    "height=\"26\" rx=\"4\" fill=\"none\" "
			    "stroke=\"#111\" stroke-width=\"3\"%s/>", rx - 2,
			    r == round ? "" : " visibility=\"hidden\"");
		}
		fputs("</g>\n", fp);
	}
	action_track(fp, 0, 78, 0, w->rr, shown, page);
	action_track(fp, 0, 106, 1, w->p1, shown, page);
	scores_box(fp, CLEVER_SVG_SHEET_W - 230, 28, seat, sh, page);
	yellow_area(fp, 0, 124, sh, w, shown, page);
	blue_area(fp, CLEVER_SVG_SHEET_W - 260, 124, sh, w, shown, page);
	for (r = 0; r < 3; r++)
		track_area(fp, 0, 338 + r * 80, CA_G + r, sh, w, shown, page);
	fputs("</g>\n", fp);
}
