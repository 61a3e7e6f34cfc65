/*
 * `genial show` of a Ganz schön clever game: the sheets as text
 * (clever_show.c), as a standalone SVG picture (clever_svg.c, drawing the
 * sheet in clever_sheet_svg.c), and as a stepping HTML page
 * (clever_html.c); genial-clever(5), COMMANDS.
 */
#ifndef GENIAL_CLEVER_SHOW_H
#define GENIAL_CLEVER_SHOW_H

#include <stddef.h>
#include <stdio.h>

struct record;
struct clever_replay;
struct clever_entry;
struct clever_step;
struct diags;

/*
 * The sheets after the first n entries (cr replayed up to them, or the
 * sheets of a sheet-only record), every player's or only seat player's
 * (-1: all), as text.  Returns 0, or -1 on a write error.
 */
int	clever_show_text(FILE *, const struct record *,
	    const struct clever_replay *, size_t n, int player);

/*
 * The text parts of the picture, which the text, the SVG and the page
 * share: the heading ("Game 1: Anna vs Ben - TITLE"), the move line
 * ("Move 23 of 23, Anna: pick G5 -> green box 3"), and after the sheets
 * the dice of the turn, whose entry comes next, the scoring lines of
 * entry n and its note (the game's description at the start).  Plain
 * UTF-8 from the record, one line each ending in a newline, not escaped.
 */
void	clever_show_heading(FILE *, const struct record *);
void	clever_show_moveline(FILE *, const struct record *,
	    const struct clever_replay *, size_t n);
void	clever_show_turn(FILE *, const struct record *,
	    const struct clever_replay *, size_t n);

/* The parts clever_show_texts() writes. */
#define CS_HEADING	0x1u
#define CS_MOVE		0x2u
#define CS_TURN		0x4u
/*
 * The parts of position n (CS_ bits) as above, in memory: allocated, or
 * NULL if memory ran out.  clever_show_line() cuts it into its lines.
 */
char	*clever_show_texts(const struct record *,
	    const struct clever_replay *, size_t n, unsigned parts);
/* The next line of the text at *cur, cut in place, or NULL at its end. */
char	*clever_show_line(char **cur);

/*
 * The standalone SVG picture after the first n entries, of every player
 * or only seat player (-1: all), with the findings of d (may be NULL)
 * shown at that position.  Returns 0, or -1 on a write error.
 */
int	clever_show_svg(FILE *, const struct record *,
	    const struct clever_replay *, size_t n, int player,
	    const struct diags *d);
/*
 * The HTML page stepping through the whole game: cr a clever_replay_run
 * of rec, d its findings (may be NULL); the page opens at position start
 * (0..entries), or at the one named by the URL's fragment.  Returns 0, or
 * -1 on a write error.
 */
int	clever_show_html(FILE *, const struct record *,
	    const struct clever_replay *, const struct diags *d, size_t start,
	    int player);

/* clever_out.c: what an entry did, as score prints it. */
void	clever_out_entry_head(FILE *, const struct clever_entry *,
	    const struct clever_step *);
void	clever_out_entry_lines(FILE *, const struct record *,
	    const struct clever_entry *, const struct clever_step *);

#endif
