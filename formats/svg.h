/*
 * SVG drawing shared by the standalone picture (svg.c) and the HTML page
 * (html.c): the geometry of the board in SVG user units, the palette, and
 * the picture of one position.  Private to formats/.
 *
 * Geometry: pointy-top hexes of circumradius SVG_R.  Cell (r, n) is
 * centred at x = SVG_X0 + SVG_W * (n - r/2 + 4.5), y = SVG_Y0 + SVG_DY *
 * (14 - r): row A at the bottom, (r+1, n) up-left, (r+1, n+1) up-right.
 *
 * Element ids the page's script relies on: "cell-H8" (the hex polygon of
 * every cell that is not a start symbol), "joins", "hl" and "arrows"
 * (layers for tile dividers, the highlight and the scoring arrows),
 * "bar-S-C" and "val-S-C" (the counter bar and number of side S, colour
 * C, both 0-based), "trk-C" (the duel track marker of colour C) and
 * "tok-C-S" (the star showing that seat S holds the token of colour C).
 */
#ifndef GENIAL_SVG_H
#define GENIAL_SVG_H

#include <stdio.h>

#include "show.h"

#define SVG_R		20.0
#define SVG_W		34.641016	/* SVG_R * sqrt(3) */
#define SVG_DY		30.0		/* 1.5 * SVG_R */
#define SVG_X0		12.0
#define SVG_Y0		(SVG_R + 8.0)
#define SVG_BOARD_W	560.0		/* the board and its labels */
#define SVG_BOARD_H	(SVG_Y0 + 14 * SVG_DY + SVG_R + 26.0)
#define SVG_BAR		180.0		/* a full counter bar */
#define PANEL_X		(SVG_BOARD_W + 16.0)	/* the counters beside it */
#define SVG_TRACK_X	(PANEL_X + 30.0)	/* duel: the track's left end */

/* Fill colours of the six colours, and of the empty areas. */
extern const char *const svg_fill[COLOURS];
extern const char *const svg_area_fill[3];

/* Centre of a cell, or of the virtual cell (r, n) off the board. */
void	svg_xy(int cell, double *x, double *y);
void	svg_xy_rn(int r, int n, double *x, double *y);

/*
 * The arrow of one scoring line: from the edge of the placed hex to just
 * short of the centre of the last hex counted, where the label with the
 * length goes.  Fills x1 y1 x2 y2 and the label position lx ly.  Returns 0, or -1 if the line leaves the board.
 */
int	svg_arrow(const struct placement *, const struct line *, double out[6]);

/*
 * Write the <svg> element of a position: the board, its labels, the
 * counters beside it and, when texts is set, the heading, breakdown,
 * status and note below it.  standalone adds the XML declaration.
 */
int	svg_picture(FILE *, const struct show_pos *, int texts, int standalone);

#endif
