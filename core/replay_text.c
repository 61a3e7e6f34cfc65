/*
 * Words for the replay's messages: scoring lines (shared with the `score`
 * writers, so both describe a line the same way), player names, tiles,
 * placements, racks and colour lists.
 */
#include <stdio.h>
#include <string.h>

#include "board.h"
#include "replay.h"
#include "replay_priv.h"

char *
replay_line_text(const struct placement *p, const struct line *l,
    char *buf, size_t size)
{
	char	 from[4], first[4], last[4];
	int	 start = l->hex == 0 ? p->a : p->b;
	int	 c = start, i, end = start, next = NO_CELL;

	for (i = 0; i < l->len; i++) {
		c = board_step(c, (enum dir)l->dir);
		if (c == NO_CELL)
			break;
		if (i == 0)
			next = c;
		end = c;
	}
	board_cell_name(start, from);
	if (next == NO_CELL) {
		snprintf(buf, size, "%d %s from %s", l->len,
		    board_dir_name((enum dir)l->dir), from);
		return buf;
	}
	board_cell_name(next, first);
	board_cell_name(end, last);
	if (l->len == 1)
		snprintf(buf, size, "1 %s from %s (%s)",
		    board_dir_name((enum dir)l->dir), from, first);
	else
		snprintf(buf, size, "%d %s from %s (%s-%s)", l->len,
		    board_dir_name((enum dir)l->dir), from, first, last);
	return buf;
}

char *
replay_colour_text(const struct placement *p, const struct breakdown *bd,
    int c, char *buf, size_t size)
{
	char	 one[64];
	size_t	 used = 0;
	int	 i, hexc, n = 0;

	if (size == 0)
		return buf;
	buf[0] = '\0';
	for (i = 0; i < bd->nlines; i++) {
		hexc = bd->lines[i].hex == 0 ? p->tile.a : p->tile.b;
		if (hexc != c)
			continue;
		replay_line_text(p, &bd->lines[i], one, sizeof(one));
		used += (size_t)snprintf(buf + used, used < size ? size - used : 0,
		    "%s%s", n++ ? ", " : "", one);
		if (used >= size) {
			buf[size - 1] = '\0';
			return buf;
		}
	}
	if (n == 0)
		snprintf(buf, size, "no line");
	return buf;
}

const char *
replay_pname(const struct ctx *x, int seat)
{
	if (seat < 0 || seat >= x->rec->nplayers || x->rec->players[seat] == NULL)
		return "?";
	return x->rec->players[seat];
}

/* "RO GG BP" for a list of tiles. */
char *
replay_tiles_text(const struct tile *t, int n, char *buf, size_t size)
{
	char	 nm[3];
	size_t	 used = 0;
	int	 i;

	buf[0] = '\0';
	for (i = 0; i < n && used + 4 < size; i++)
		used += (size_t)snprintf(buf + used, size - used, "%s%s",
		    i ? " " : "", tile_name(t[i], nm));
	return buf;
}

/* The rack as text: known tiles, then "N unknown". */
char *
replay_rack_text(const struct game *g, int seat, char *buf, size_t size)
{
	const struct rack	*r = &g->rack[seat];
	struct tile		 t[RACK_SIZE];
	size_t			 used;
	int			 i;

	for (i = 0; i < r->nknown; i++)
		t[i] = tile_of_type(r->known[i]);
	replay_tiles_text(t, r->nknown, buf, size);
	used = strlen(buf);
	if (r->unknown)
		snprintf(buf + used, size - used, "%s%d unknown",
		    r->nknown ? " and " : "", r->unknown);
	else if (r->nknown == 0)
		snprintf(buf, size, "nothing");
	return buf;
}

/* "red", "red and green", "red, green and blue" for a colour mask. */
char *
replay_colours_text(unsigned mask, char *buf, size_t size)
{
	int	 c, n = 0, total = 0;
	size_t	 used = 0;

	for (c = 0; c < COLOURS; c++)
		if (mask & (1u << c))
			total++;
	buf[0] = '\0';
	for (c = 0; c < COLOURS; c++) {
		if (!(mask & (1u << c)))
			continue;
		used += (size_t)snprintf(buf + used, size - used, "%s%s",
		    n == 0 ? "" : n == total - 1 ? " and " : ", ", colour_name(c));
		n++;
		if (used >= size)
			break;
	}
	if (total == 0)
		snprintf(buf, size, "no colour");
	return buf;
}

char *
replay_place_words(const struct placement *p, char *buf, size_t size)
{
	char	 tn[3], a[4], b[4];

	snprintf(buf, size, "%s %s %s", tile_name(p->tile, tn),
	    board_cell_name(p->a, a), board_cell_name(p->b, b));
	return buf;
}

char *
replay_place_text(const struct placement *p, char *buf, size_t size)
{
	struct placement	 q = *p;

	if (q.tile.a > q.tile.b) {
		q.tile.a = p->tile.b;
		q.tile.b = p->tile.a;
		q.a = p->b;
		q.b = p->a;
	}
	return replay_place_words(&q, buf, size);
}
