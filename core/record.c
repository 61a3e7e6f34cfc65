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

/* The numbers of unreadable claim u as a list, "[0, 3]", into buf. */
static char *
unread_numbers(const struct rec_unread *u, char *buf, size_t size)
{
	size_t	 used;
	int	 i;

	used = (size_t)snprintf(buf, size, "[");
	for (i = 0; i < u->n && i < COLOURS && used < size; i++)
		used += (size_t)snprintf(buf + used, size - used, "%s%d",
		    i ? ", " : "", u->num[i]);
	if (used < size)
		snprintf(buf + used, size - used, "]");
	return buf;
}

char *
record_unread_text(const struct rec_unread *u, char *buf, size_t size)
{
	static const char *const keys[] = { "score", "total", "bonus",
	    "result" };
	static const char *const forms[] = { "a number", "a word",
	    "a list", "a list", "a map" };
	const char	*key = u->key < 4 ? keys[u->key] : "claim";
	const char	*meant = u->key == UK_BONUS ? "a colour letter or a list "
			    "of them" : "colour letters mapped to numbers";
	char		 val[64];

	val[0] = '\0';
	if (u->form == UF_NUMBERS)
		unread_numbers(u, val, sizeof(val));
	else if (u->show != NULL)
		snprintf(val, sizeof(val), "'%s'", u->show);
	snprintf(buf, size, "%s%s%s is %s, not %s", key, val[0] ? " " : "",
	    val, u->form < 5 ? forms[u->form] : "unreadable", meant);
	return buf;
}
