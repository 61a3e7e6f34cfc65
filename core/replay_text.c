/*
 * Words for scoring lines, shared by the replay's claim messages and the
 * `score` writers, so both describe a line the same way.
 */
#include <stdio.h>
#include <string.h>

#include "board.h"
#include "replay.h"

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
