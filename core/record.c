/*
 * Small queries on a record as read.
 */
#include <stdio.h>
#include <string.h>

#include "record.h"

int
record_seat(const struct record *rec, const char *name)
{
	int	 i;

	for (i = 0; i < rec->nplayers; i++)
		if (rec->players[i] != NULL && strcmp(rec->players[i], name) == 0)
			return i;
	return -1;
}

/*
 * Where entry m's last value ends: a position of length 0 after it (line
 * 0 where no value has its bytes), for a key to be put after it.
 */
struct srcpos
record_values_end(const struct rec_move *m)
{
	const struct srcpos	*v[6] = { &m->action_pos, &m->player_pos,
				    &m->score.pos, &m->total.pos, &m->bonus_pos,
				    &m->draw.pos };
	struct srcpos		 p;
	size_t			 i;

	memset(&p, 0, sizeof(p));
	for (i = 0; i < 6; i++)
		if (v[i]->line > 0 && v[i]->len > 0 &&
		    v[i]->off + v[i]->len > p.off + p.len) {
			p = *v[i];
			p.col += (int)p.len;
		}
	p.off += p.len;
	p.len = 0;
	return p;
}

char *
record_claim_text(unsigned has, const int *v, char *buf, size_t size)
{
	size_t	 used;
	int	 c, n = 0;

	used = (size_t)snprintf(buf, size, "{");
	for (c = 0; c < COLOURS && used < size; c++)
		if ((has >> c) & 1)
			used += (size_t)snprintf(buf + used, size - used,
			    "%s%c: %d", n++ ? ", " : "", colour_letter(c), v[c]);
	if (used < size)
		snprintf(buf + used, size - used, "}");
	return buf;
}
