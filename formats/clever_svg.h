/*
 * Drawing Ganz schön clever sheets in SVG, shared by the standalone
 * picture (clever_svg.c) and the stepping page (clever_html.c); the sheet
 * itself is drawn by clever_sheet_svg.c.  Private to formats/.
 *
 * A picture shows position `shown` of a game: 0 the start, k after its
 * first k entries.  Each mark of a sheet carries the position it was made
 * at (struct clever_svg_when), so that the page can draw the last position once
 * and its script show position k by hiding the marks made after k.  The
 * marks made at the shown position are outlined.
 *
 * Element ids and attributes the page's script relies on, S the seat:
 * data-at="K" on every mark (drawn from position K on) and on every
 * outline of a mark (class "hl", shown at position K only); data-t0 and
 * data-t1 on the group of a cell or box, its title before and after its
 * mark; "rd-S-R" the outline of round R (1..6); "sc-S-I" the scores box's
 * values (Y B G O P, foxes, lowest, F, total); "die-C" the die of colour
 * C (0..5, W Y B G O P), placed by a transform, with its value "dv-C".
 */
#ifndef GENIAL_CLEVER_SVG_H
#define GENIAL_CLEVER_SVG_H

#include <stddef.h>
#include <stdio.h>

#include "../core/clever.h"

struct clever_replay;
struct clever_step;
struct record;

#define CLEVER_SVG_NEVER	((size_t)-1)
#define CLEVER_SVG_SHEET_W	520.0	/* one sheet */
#define CLEVER_SVG_SHEET_H	580.0
#define CLEVER_SVG_GAP		24.0	/* between sheets */
#define CLEVER_SVG_MARGIN	12.0
#define CLEVER_SVG_DICE_H	84.0	/* the dice of the turn, under the
					   sheets */
#define INK		"#1a1a1a"

/* The fill of area a (svg.c's palette), and the ink on it. */
const char *clever_svg_fill(int area);
const char *clever_svg_ink(int area);
/* <text> at (x, y); weight may be NULL; s is markup, not escaped. */
void	clever_svg_text(FILE *, double x, double y, double size, const char
    *anchor,
	    const char *weight, const char *fill, const char *s);

/* The position each mark of one sheet was made at, or CLEVER_SVG_NEVER. */
struct clever_svg_when {
	size_t	 yellow[16];
	size_t	 blue[13];			/* by printed number */
	size_t	 box[3][CLEVER_BOXES + 1];	/* green orange purple, 1..11 */
	size_t	 rr[2][CLEVER_TRACK];	/* reroll spaces: earned, used */
	size_t	 p1[2][CLEVER_TRACK];	/* +1 spaces: earned, used */
};

void	clever_svg_when_init(struct clever_svg_when *);
/* Date the marks of sh that are new to w at position k. */
void	clever_svg_when_add(struct clever_svg_when *, const struct clever_sheet
    *sh,
	    size_t k);
/*
 * The marks of seat's sheet up to position n of cr (cr holds at least n
 * steps, or is a sheet-only record: then all at 0), then those of
 * cr->sheet at n.
 */
void	clever_svg_when_seat(struct clever_svg_when *, const struct
    clever_replay *cr,
	    int seat, size_t n);
/* The sheet of seat at position k <= n (cr->sheet at n). */
void	clever_svg_sheet_at(const struct clever_replay *cr, int seat, size_t k,
	    size_t n, struct clever_sheet *out);
/* The step of position k, or NULL at the start and for sheets. */
const struct clever_step *clever_svg_step(const struct clever_replay *, size_t
    k);

/*
 * One sheet at (x, y): sh the sheet as drawn (the shown position's, or
 * the page's last), w when its marks were made, shown the position
 * shown, round the current round (0 none).  page: tag marks and give
 * the changing parts ids, as above.
 */
void	clever_svg_sheet(FILE *, double x, double y, const char *name, int seat,
	    const struct clever_sheet *sh, const struct clever_svg_when *w,
	    size_t shown, int round, int page);
/*
 * The dice of the turn at (x, y): in play, the dice fields, the silver
 * platter (st NULL: none).  page: every die drawn, hidden where st
 * has none.
 */
void	clever_svg_dice(FILE *, double x, double y, const struct clever_step
    *st,
	    int page);
/* Where die c of st sits (for the page's script); 0, or -1 if nowhere. */
int	clever_svg_die_xy(const struct clever_step *st, int c, double x, double
    y,
	    double *dx, double *dy);

/* Where clever_svg_picture puts the dice, under nhead lines of heading. */
void	clever_svg_dice_at(size_t nhead, double *x, double *y);

/*
 * The <svg> element: the first nhead of lines as the heading, the sheets
 * of position n (every seat, or only player), the dice, and the rest of
 * lines below them (nlines in all, may be 0).  standalone adds the XML
 * declaration.
 */
void	clever_svg_picture(FILE *, const struct record *,
	    const struct clever_replay *, size_t n, int player, int page,
	    char **lines, size_t nhead, size_t nlines, int standalone);

#endif
