/*
 * Small queries on a record as read.
 */
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
