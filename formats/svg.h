/*
 * SVG drawing shared by the standalone picture (svg.c, svg_geom.c) and
 * the HTML page (html.c): the geometry of the board in SVG user units,
 * the palette, and the picture of one position.  Private to formats/.
 *
 * Geometry: pointy-top hexes of circumradius SVG_R.  Cell (r, n) is
 * centred at x = SVG_X0 + SVG_W * (n - r/2 + 4.5), y = SVG_Y0 + SVG_DY *
 * (14 - r): row A at the bottom, (r+1, n) up-left, (r+1, n+1) up-right.
 *
 * Element ids the page's script relies on: "cell-H8" (the hex polygon of
 * every cell that is not a start symbol), "joins", "hl" and "arrows"
 * (layers for tile dividers, the highlight and the scoring arrows),
 * "marks" (the layer of shapes on the tiles), "mark-C" (the shape of
 * colour C, at the origin, in the page's <defs>), "ghost" (a placement
 * that was not applied), "bar-S-C" and "val-S-C" (the counter bar and number of side S, colour
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
/* The colour of the shape drawn on a tile of each colour. */
extern const char *const svg_tile_ink[COLOURS];

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
 * The arrows of the scoring lines of step s (none unless it is an applied
 * placement), at most max: out[i] as svg_arrow() fills it, but with each
 * length label moved back along its line off any start symbol and any
 * label before it; len[i] the line's length.  Returns their number.
 */
int	svg_arrows(const struct step *s, double out[][6], int *len, int max);
/*
 * A placement of step s that was not applied (drawn ghosted): out gets
 * cell, colour, cell, colour.  Returns 0, or -1 if s is no such
 * placement or names a cell off the board.
 */
int	svg_ghost(const struct step *s, int out[4]);

/*
 * Write the <svg> element of a position: the board, its labels, the
 * counters beside it and, when texts is set, the heading, breakdown,
 * status, the findings of d (may be NULL) shown at this position, and the
 * note below it.  standalone adds the XML declaration.
 */
int	svg_picture(FILE *, const struct show_pos *, const struct diags *d,
	    int texts, int standalone);
/*
 * The position (0..the entries of the record: rec->nmoves, or those of
 * a clever record) a finding is shown at: its move; the
 * end for the findings about the whole game's result and winner; the
 * start for the other header findings.
 */
size_t	svg_diag_at(const struct record *, const struct diag *);
/*
 * The findings of d (may be NULL) shown at position pos, in their order:
 * the move's own, then those about the game's end.  Start with *k = 0;
 * returns the index in d->v of the next, or -1 after the last.
 */
long	svg_diag_next(const struct record *, const struct diags *d,
	    size_t pos, size_t *k);
/* "error: MESSAGE [code]", allocated. */
char	*svg_diag_text(const struct diag *);
/*
 * The findings of d in svg_diag_next()'s order for every position
 * 0..last at once, for the pages, which list them all: made in time
 * linear in the findings and positions, where asking svg_diag_next()
 * position by position would take their product.
 */
struct svg_diag_index {
	size_t	*order;		/* indices into d->v, by position */
	size_t	*first;		/* position p's: order[first[p]..first[p+1]) */
	size_t	 last;
};
void	svg_diag_index(struct svg_diag_index *, const struct record *,
	    const struct diags *d, size_t last);
void	svg_diag_index_free(struct svg_diag_index *);

/*
 * Parts of the stepping pages (html.c): the navigation buttons (ids
 * first, prev, where, next, last, nextdiag), and every finding of the
 * game in the order of its positions 0..last, each a link to the
 * position it is shown at.
 */
void	html_nav(FILE *);
/* The stylesheet both pages share; each adds its own rules after it. */
extern const char html_css[];
/*
 * The end of a page's script, after its function draw(n) (which sets k
 * and ends by calling shown()): nextdiag(), shown() (the buttons, the
 * finding of position k highlighted, the address's #k), the buttons, the
 * arrow keys and the address, and the first draw, of D.start or #k.
 * Needs D.pos[k].d (the findings of each position), $ and k.
 */
extern const char html_controls_js[];
/*
 * The findings shown at position pos, as a JSON array of strings; ix is
 * svg_diag_index() of d.
 */
void	html_json_diags(FILE *, const struct svg_diag_index *ix,
	    const struct diags *d, size_t pos);
void	html_findings(FILE *, const struct record *, const struct diags *d,
	    size_t last);

#endif
