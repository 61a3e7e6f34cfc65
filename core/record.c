/*
 * Small queries on a record as read, and the edits of a fix to its place
 * text.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "record.h"
#include "tile.h"

int
record_seat(const struct record *rec, const char *name)
{
	int	 i;

	for (i = 0; i < rec->nplayers; i++)
		if (rec->players[i] != NULL && strcmp(rec->players[i], name) == 0)
			return i;
	return -1;
}

/* 1 if t and u are the same tile with its colours the other way round. */
static int
tile_flipped(struct tile t, struct tile u)
{
	return t.a == u.b && t.b == u.a && t.a != t.b;
}

void
record_place_edits(struct diag *dg, const struct rec_move *m,
    const struct placement *meant)
{
	struct placement	 q = *meant;
	char			 tn[3], cn[2][4], whole[16];
	const struct srcpos	*at[3];
	const char		*word[3];
	int			 k, need[3], inexact = 0;
	size_t			 i;

	/* The same placement written the way the record wrote it. */
	if (m->place_ok && tile_flipped(q.tile, m->place.tile)) {
		q.tile = m->place.tile;
		q.a = meant->b;
		q.b = meant->a;
	}
	word[0] = tile_name(q.tile, tn);
	word[1] = board_cell_name(q.a, cn[0]);
	word[2] = board_cell_name(q.b, cn[1]);
	at[0] = &m->tile_pos;
	at[1] = &m->cell_pos[0];
	at[2] = &m->cell_pos[1];
	/* What did not read as written is written anew. */
	need[0] = !m->place_ok || q.tile.a != m->place.tile.a ||
	    q.tile.b != m->place.tile.b;
	need[1] = m->place.a != q.a;
	need[2] = m->place.b != q.b;
	for (k = 0; k < 3; k++)
		if (need[k] && at[k]->len == 0)
			inexact = 1;
	for (i = 0; i < dg->nedits; i++)
		free(dg->edits[i].text);
	dg->nedits = 0;
	if (inexact) {
		snprintf(whole, sizeof(whole), "%s %s %s", word[0], word[1],
		    word[2]);
		if (m->action_pos.len > 0)
			diag_add_edit(dg, m->action_pos, whole);
		return;
	}
	for (k = 0; k < 3; k++)
		if (need[k])
			diag_add_edit(dg, *at[k], word[k]);
}
