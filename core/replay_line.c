/*
 * The finding of a line copied (genial(1) FAULTY RECORDS, "Readings"): an
 * entry whose placement and written score are the line above's, only its
 * player changed, read as that line copied and its content not written
 * over (replay_near_place.c lists the edit, PS_LINE).  The entry was
 * judged as its player's tile on cells unknown; the finding names the
 * move it repeats and, where the claims after it leave one placement
 * (replay_tile.c determines it as a missing entry's tile), has that
 * placement and the score it makes as its fix, else lists the claims
 * its hexes were taken to make and has no fix.
 */
#include <stdio.h>

#include "replay_edit.h"

/*
 * The fix of a line copied whose placement the claims after it leave
 * (mt), into finding e of d: its place text and its written score (m's),
 * as that placement scores.
 */
static void
line_fix(struct diags *d, struct diag *e, const struct rec_move *m,
    const struct mtile *mt)
{
	char	 pl[32], map[96];
	int	 v[COLOURS], c;

	for (c = 0; c < COLOURS; c++)
		v[c] = mt->pts[c];
	replay_place_text(&mt->place, pl, sizeof(pl));
	record_claim_text((1u << mt->place.tile.a) | (1u << mt->place.tile.b),
	    v, map, sizeof(map));
	diag_set_fix(d, e, "%s, score: %s", pl, map);
	diag_add_edit(d, e, m->action_pos, pl);
	if (m->score.pos.line > 0)
		diag_add_edit(d, e, m->score.pos, map);
	diag_set_why(d, e, "it fits the claims and entries that follow, and "
	    "scores %s", map);
}

void
replay_line_report(const struct reading *rd, const struct ctx *x,
    struct diags *d, const struct edit *ed)
{
	const struct rec_move	*m = replay_written(rd, ed->at);
	struct diag		*e;
	char			 abs[256], how[512];

	if (ed->n)
		snprintf(how, sizeof(how), "the entry repeats move %d's "
		    "placement and score, only its player changed (the line "
		    "above copied); the claims after it leave one placement "
		    "of %s's", ed->to + 1, replay_rname(rd, ed->seat));
	else {
		replay_gap_absorbed(x, -1 - ed->at, "its tile", abs,
		    sizeof(abs));
		snprintf(how, sizeof(how), "the entry repeats move %d's "
		    "placement and score, only its player changed (the line "
		    "above copied): the placement made here is unknown, and "
		    "the entry is judged as %s's tile on cells unknown%s",
		    ed->to + 1, replay_rname(rd, ed->seat), abs);
	}
	if (ed->code >= 0)
		e = diag_add(d, (enum diag_code)ed->code, ed->at + 1, ed->pos,
		    ed->player, "%s; %s", ed->msg, how);
	else
		e = diag_add(d, D_SCORE_MISMATCH, ed->at + 1, m->action_pos,
		    ed->seat, "%s", how);
	if (ed->n)
		line_fix(d, e, m, &ed->tile[0]);
}
