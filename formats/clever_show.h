/*
 * `genial show` of a Ganz schön clever game (formats/clever_show.c).
 */
#ifndef GENIAL_CLEVER_SHOW_H
#define GENIAL_CLEVER_SHOW_H

#include <stddef.h>
#include <stdio.h>

struct record;
struct clever_replay;
struct clever_entry;
struct clever_step;

/*
 * The sheets after the first n entries (cr replayed up to them, or the
 * sheets of a sheet-only record), every player's or only seat player's
 * (-1: all), as text.  Returns 0, or -1 on a write error.
 */
int	clever_show_text(FILE *, const struct record *,
	    const struct clever_replay *, size_t n, int player);

/* clever_out.c: what an entry did, as score prints it. */
void	clever_out_entry_head(FILE *, const struct clever_entry *,
	    const struct clever_step *);
void	clever_out_entry_lines(FILE *, const struct record *,
	    const struct clever_entry *, const struct clever_step *);

#endif
