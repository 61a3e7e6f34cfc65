/*
 * The findings of a reading (genial(1) FAULTY RECORDS): one finding for
 * each edit the search committed, at the slip, with the entry the record
 * most likely meant as its fix (diag.fix, in the notation), the
 * replacements that make it (diag_add_edit: the bytes of the slipped
 * token, entry or header value, and the new text) and a few words on why
 * (diag_set_why).  The message says what the entry as written draws, or
 * how the record is read; it never asks "did you mean": the writers
 * compose that from the fix.  Also the cause a finding about a sum
 * names.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "replay_edit.h"
#include "util.h"

char *
replay_score_words(const struct claim *cl, char *buf, size_t size)
{
	size_t	 used = 0;
	int	 c, n = 0;

	buf[0] = '\0';
	for (c = 0; c < COLOURS && used < size; c++)
		if ((cl->has >> c) & 1)
			used += (size_t)snprintf(buf + used, size - used,
			    "%s%d %s", n++ ? ", " : "", cl->v[c],
			    colour_name(c));
	return buf;
}

/*
 * The replacements of a placement edit: the tile word alone for a tile
 * read another way on the cells written (where the word has bytes of
 * its own), else the cells that changed, or the whole place text when
 * the tile did.
 */
static void
place_edits(struct diags *d, struct diag *e,
    const struct rec_move *m, const struct edit *ed)
{
	char	 buf[16], a[4], b[4], tn[3];

	if (ed->how == PS_TILE && m->tile_pos.len > 0) {
		diag_add_edit(d, e, m->tile_pos, tile_name(ed->place.tile, tn));
		return;
	}
	if (ed->how == PS_TILE || (m->place_ok &&
	    (ed->place.tile.a != m->place.tile.a ||
	    ed->place.tile.b != m->place.tile.b))) {
		diag_add_edit(d, e, m->action_pos, replay_place_words(&ed->place, buf,
		    sizeof(buf)));
		return;
	}
	if (ed->place.a != m->place.a)
		diag_add_edit(d, e, m->cell_pos[0], board_cell_name(ed->place.a, a));
	if (ed->place.b != m->place.b)
		diag_add_edit(d, e, m->cell_pos[1], board_cell_name(ed->place.b, b));
}

/* The finding of a placement edit. */
static void
report_place(const struct reading *rd, const struct ctx *x, struct diags *d,
    const struct edit *ed)
{
	const struct rec_move	*m = replay_written(rd, ed->at);
	struct diag		*e = NULL;
	char			 fix[16], sc[128], c[4];
	size_t			 i;
	int			 seat = x->steps != NULL ? x->steps[ed->at].seat :
				    -1;

	if (ed->how == PS_TILE)		/* the cells as written */
		replay_place_words(&ed->place, fix, sizeof(fix));
	else
		replay_place_text(&ed->place, fix, sizeof(fix));
	if (!m->place_ok) {
		/* The reader's bad-cell finding says it, once; or its
		   bad-tile one, its fix (a tile near the word) made ours. */
		for (i = 0; i < d->len && e == NULL; i++)
			if (d->v[i].move == ed->at + 1 &&
			    ((d->v[i].code == D_BAD_CELL &&
			    d->v[i].fix == NULL) || (ed->how == PS_TILE &&
			    d->v[i].code == D_BAD_TILE)))
				e = &d->v[i];
		if (e == NULL)
			return;
		if (ed->how == PS_TILE)
			diag_drop_fix(d, e);
	} else if (ed->code >= 0)
		e = diag_add(d, (enum diag_code)ed->code, ed->at + 1, ed->pos,
		    ed->player, "%s%s", ed->msg, ed->n ?
		    "; more than one tile scores the written score on these "
		    "cells" : "");
	else if (ed->blame > 0 && ed->cell != NO_CELL)
		e = diag_add(d, D_CELL_OCCUPIED, ed->at + 1,
		    m->cell_pos[m->place.b == ed->cell], seat, "this entry covers "
		    "%s, where move %d places later", board_cell_name(ed->cell,
		    c), ed->blame);
	else if (ed->blame > 0)
		e = diag_add(d, D_SCORE_MISMATCH, ed->at + 1, m->action_pos,
		    seat, "as written, this entry does not give move %d the "
		    "score written there", ed->blame);
	else
		e = diag_add(d, D_SCORE_MISMATCH, ed->at + 1, m->action_pos,
		    seat, "the entry as written does not fit the entries that "
		    "follow");
	if (ed->n)			/* two tiles fit: no fix */
		return;
	diag_set_fix(d, e, "%s", fix);
	place_edits(d, e, m, ed);
	if (ed->how == PS_COPY)
		diag_set_why(d, e, "the placement written repeats move %d's; "
		    "of the placements that score the written %s, this one "
		    "fits the entries that follow", ed->to + 1,
		    replay_score_words(&m->score, sc, sizeof(sc)));
	else if (m->score.has && ed->blame > 0 && ed->cell == NO_CELL)
		diag_set_why(d, e, "it scores the written %s, and move %d then "
		    "scores what is written there",
		    replay_score_words(&m->score, sc, sizeof(sc)), ed->blame);
	else if (m->score.has)
		diag_set_why(d, e, "it scores the written %s",
		    replay_score_words(&m->score, sc, sizeof(sc)));
	else
		diag_set_why(d, e, "it fits the entries that follow");
}

/*
 * The finding of a copied placement that several placements read as
 * well: no fix; the entry was judged as its tile on cells unknown.
 */
static void
report_unknown(const struct reading *rd, const struct ctx *x,
    struct diags *d, const struct edit *ed)
{
	const struct rec_move	*m = replay_written(rd, ed->at);
	char			 sc[128], abs[256], how[512];

	replay_gap_absorbed(x, -1 - ed->at, "its tile", abs, sizeof(abs));
	snprintf(how, sizeof(how), "the placement repeats move %d's, and "
	    "more than one placement scores the written %s: the entry is "
	    "judged as a tile on cells unknown%s", ed->to + 1,
	    replay_score_words(&m->score, sc, sizeof(sc)), abs);
	if (ed->code >= 0)
		diag_add(d, (enum diag_code)ed->code, ed->at + 1, ed->pos,
		    ed->player, "%s; %s", ed->msg, how);
	else
		diag_add(d, D_SCORE_MISMATCH, ed->at + 1, m->action_pos,
		    ed->seat, "%s", how);
}

/*
 * The text of one token of entry m, in the notation: which 0 place, 1
 * player, 2 score, 3 bonus.  Returns buf, or NULL if the entry has no
 * such token or it cannot be written again.
 */
static const char *
token_text(const struct reading *rd, const struct rec_move *m, int which,
    char *buf, size_t size)
{
	char	 tn[3], a[4], b[4];
	int	 v[COLOURS], c, k, n = 0;
	size_t	 used;

	switch (which) {
	case 0:
		if (m->action != ACT_PLACE || !m->place_ok)
			return NULL;
		snprintf(buf, size, "%s %s %s", tile_name(m->place.tile, tn),
		    board_cell_name(m->place.a, a),
		    board_cell_name(m->place.b, b));
		return buf;
	case 1:
		return m->player < 0 ? NULL : replay_rname(rd, m->player);
	case 2:
		if (!m->score.has || m->score.bad)
			return NULL;
		for (c = 0; c < COLOURS; c++)
			v[c] = m->score.v[c];
		return record_claim_text(m->score.has, v, buf, size);
	default:
		if (!m->has_bonus)
			return NULL;
		for (c = 0; c < COLOURS; c++)
			n += ((m->bonus >> c) & 1) ? (m->bonus_n[c] > 1 ?
			    m->bonus_n[c] : 1) : 0;
		used = (size_t)snprintf(buf, size, "%s", n > 1 ? "[" : "");
		for (c = 0, n = 0; c < COLOURS && used < size; c++)
			for (k = 0; ((m->bonus >> c) & 1) && k < (m->bonus_n[c] >
			    1 ? m->bonus_n[c] : 1) && used < size; k++)
				used += (size_t)snprintf(buf + used, size - used,
				    "%s%c", n++ ? ", " : "", colour_letter(c));
		if (buf[0] == '[' && used < size)
			snprintf(buf + used, size - used, "]");
		return buf;
	}
}

/* The source position of token which of entry m (see token_text). */
static struct srcpos
token_pos(const struct rec_move *m, int which)
{
	switch (which) {
	case 0:
		return m->action_pos;
	case 1:
		return m->player_pos;
	case 2:
		return m->score.pos;
	default:
		return m->bonus_pos;
	}
}

/*
 * The ED_MOVE edit as lines: the entry's whole line deleted, and copied
 * before the line of the entry it belongs before (after the last entry's
 * at the end).  None where a span is not known.
 */
static void
line_move(const struct reading *rd, struct diags *d, struct diag *e,
    const struct edit *ed)
{
	const struct rec_move	*m = replay_written(rd, ed->at);
	struct srcpos		 to, none;

	memset(&none, 0, sizeof(none));
	if ((size_t)ed->to < rd->rec->nmoves)
		to = replay_written(rd, ed->to)->pos;
	else if (rd->rec->nmoves > 0) {
		to = replay_written(rd, (int)rd->rec->nmoves - 1)->pos;
		to.off += to.len;
	} else
		return;
	if (m->pos.len == 0 || to.len == 0)
		return;
	to.len = 0;
	diag_add_copy(d, e, to, m->pos, 1);
	diag_add_copy(d, e, m->pos, none, 1);
}

/*
 * The replacements that put the entries of an ED_MOVE edit in order:
 * each entry of the rotated stretch takes the tokens of the one meant
 * there, where every entry there has the same keys (a placement, with or
 * without player, score, call alike); else the entry moved as a line.
 */
static void
move_edits(const struct reading *rd, struct diags *d, struct diag *e,
    const struct edit *ed)
{
	const struct rec_move	*w, *meant;
	char			 ta[64], tb[64];
	const char		*x, *y;
	int			 lo, hi, i, k;

	lo = ed->to < ed->at ? ed->to : ed->at;
	hi = ed->to < ed->at ? ed->at : ed->to - 1;
	for (i = lo; i <= hi; i++)
		for (k = 0; k < 4; k++)
			if ((token_text(rd, replay_written(rd, i), k, ta, sizeof(ta)) ==
			    NULL) != (token_text(rd, replay_written(rd, lo), k, tb,
			    sizeof(tb)) == NULL)) {
				line_move(rd, d, e, ed);
				return;
			}
	for (i = lo; i <= hi; i++) {
		/* Moved up: each takes the one before; moved down, after. */
		if (ed->to < ed->at)
			meant = replay_written(rd, i == lo ? hi : i - 1);
		else
			meant = replay_written(rd, i == hi ? lo : i + 1);
		w = replay_written(rd, i);
		for (k = 0; k < 4; k++) {
			x = token_text(rd, w, k, ta, sizeof(ta));
			y = token_text(rd, meant, k, tb, sizeof(tb));
			if (x != NULL && y != NULL && strcmp(x, y) != 0)
				diag_add_edit(d, e, token_pos(w, k), y);
		}
	}
}

/*
 * The replacements of an ED_BONUS edit: the call, with its key and the
 * separator before it, taken from its entry and put after the last value
 * of the entry it belongs on.  Only between entries of one style (both
 * {…} or both blocks), where the call is not its entry's first key.
 */
static void
bonus_edits(const struct reading *rd, struct diags *d, struct diag *e,
    const struct edit *ed)
{
	const struct rec_move	*a = replay_written(rd, ed->at), *b = replay_written(rd,
				    ed->to);
	struct srcpos		 to = record_values_end(b), pair = a->bonus_pos;

	if (a->bonus_sep == 0 || a->flow != b->flow || to.line == 0)
		return;
	pair.off -= a->bonus_sep;
	pair.len += a->bonus_sep;
	diag_add_copy(d, e, to, pair, 0);
	diag_add_edit(d, e, pair, "");
}

/* The finding of an entry read as out of order, there twice, or with
 * its call a line off: what the entry as written draws, and how it is
 * read. */
static void
report_entry(const struct reading *rd, struct diags *d, const struct edit *ed)
{
	const struct rec_move	*m = replay_written(rd, ed->at);
	struct diag		*e;
	char			 how[128];
	int			 first = ed->at;

	switch (ed->kind) {
	case ED_DELETE:
		if (ed->how)
			snprintf(how, sizeof(how), "the entry repeats move %d "
			    "and is read as typed twice", ed->to + 1);
		else
			snprintf(how, sizeof(how), "the entry is read as not "
			    "this game's");
		break;
	case ED_MOVE:
		/* Named at the first of the entries it moves past. */
		if (ed->to < ed->at) {
			first = ed->to;
			snprintf(how, sizeof(how), ed->at == ed->to + 1 ?
			    "this entry and the next (move %d) are in the wrong "
			    "order" : "move %d belongs before this entry",
			    ed->at + 1);
		} else
			snprintf(how, sizeof(how), "this entry belongs after "
			    "move %d", ed->to);
		break;
	default:
		snprintf(how, sizeof(how), "the Ingenious! call is read as "
		    "move %d's", ed->to + 1);
		break;
	}
	if (ed->code >= 0)
		e = diag_add(d, (enum diag_code)ed->code, first + 1, ed->pos,
		    ed->player, "%s; %s", ed->msg, how);
	else
		e = diag_add(d, D_WRONG_PLAYER, first + 1,
		    replay_written(rd, first)->pos, -1, "%s", how);
	if (ed->kind == ED_BONUS) {
		bonus_edits(rd, d, e, ed);
		diag_set_why(d, e, "the call is earned by move %d's placement",
		    ed->to + 1);
	}
	if (ed->kind == ED_MOVE) {
		move_edits(rd, d, e, ed);
		diag_set_why(d, e, "the names then follow the turn order");
	}
	if (ed->kind == ED_DELETE) {
		diag_add_edit(d, e, m->pos, "");
		diag_set_why(d, e, ed->how ? "move %d places the same tile on the "
		    "same cells" : "the game goes on as if it were not there",
		    ed->to + 1);
	}
}

/* The finding of a whole-game edit, at the header or the first entry. */
static void
report_whole(const struct reading *rd, struct diags *d, const struct edit *ed)
{
	const struct record	*rec = rd->rec;
	struct diag		*e;
	char			 list[256], who[260];
	size_t			 used = 0, i;
	int			 s, k, seats = rec->nplayers;

	if (ed->kind == ED_SEATS) {
		for (k = 0; k < seats && used < sizeof(list); k++)
			used += (size_t)snprintf(list + used, sizeof(list) - used,
			    "%s%s", k ? ", " : "", replay_rname(rd, (ed->seat + k) %
			    seats));
		str_cut_utf8(list);
		e = diag_add(d, D_WRONG_PLAYER, 1, rec->players_pos, ed->seat,
		    "the entries go round from %s, not from %s: %s began",
		    replay_rname(rd, ed->seat), replay_rname(rd, 0),
		    replay_rname(rd, ed->seat));
		diag_set_fix(d, e, "players: [%s]", list);
		snprintf(who, sizeof(who), "[%s]", list);
		diag_add_edit(d, e, rec->players_pos, who);
		diag_set_why(d, e, "the names of the entries follow that order");
		return;
	}
	for (s = 0; s < seats && used < sizeof(list); s++)
		if (ed->perm[s] != s)
			used += (size_t)snprintf(list + used, sizeof(list) - used,
			    "%s%s for %s", used ? ", " : "", replay_rname(rd, s),
			    replay_rname(rd, ed->perm[s]));
	for (i = 0; i < rd->hdr.nmoves && rec->moves[i].player < 0; i++)
		;
	e = diag_add(d, D_WRONG_PLAYER, i < rd->hdr.nmoves ? (int)i + 1 : 1,
	    i < rd->hdr.nmoves ? rec->moves[i].player_pos : rec->players_pos,
	    -1, "the names of the entries are exchanged throughout: %s", list);
	for (i = 0; i < rd->hdr.nmoves; i++)
		if (rec->moves[i].player >= 0 &&
		    ed->perm[rec->moves[i].player] != rec->moves[i].player)
			diag_add_edit(d, e, rec->moves[i].player_pos,
			    replay_rname(rd, ed->perm[rec->moves[i].player]));
	diag_set_why(d, e, "with them exchanged the entries follow the turn order");
}

/*
 * The finding of two neighbouring placements' cells or tiles exchanged:
 * the first finding of the entries as written, at the entry that drew
 * it, with the cells or the tiles of both as its fix.
 */
static void
report_place_swap(const struct reading *rd, struct diags *d,
    const struct edit *ed)
{
	const struct rec_move	*a = replay_written(rd, ed->at), *b = replay_written(rd,
				    ed->to);
	const char		*what = ed->how == SW_TILES ? "tiles" :
				    ed->how == SW_SCORES ? "written scores" :
				    "cells";
	struct diag		*e;
	char			 ca[4], cb[4], ta[3], tb[3], sa[64], sb[64];
	int			 k, first = ed->at;

	/* The finding is the second entry's where the first drew none. */
	if (ed->code >= 0 && b->pos.len > 0 && ed->pos.off >= b->pos.off &&
	    ed->pos.off < b->pos.off + b->pos.len)
		first = ed->to;
	if (ed->code >= 0)
		e = diag_add(d, (enum diag_code)ed->code, first + 1, ed->pos,
		    ed->player, "%s; the %s of this entry and of move %d "
		    "are exchanged", ed->msg, what, (first == ed->at ? ed->to :
		    ed->at) + 1);
	else
		e = diag_add(d, D_SCORE_MISMATCH, ed->at + 1, a->action_pos,
		    -1, "the %s of this entry and of move %d are exchanged",
		    what, ed->to + 1);
	if (ed->how == SW_SCORES) {
		/* Each score's text copied to the other's place, as written
		   where both entries are written alike ({…} or blocks), else
		   as the notation writes it. */
		if (token_text(rd, b, 2, sb, sizeof(sb)) == NULL ||
		    token_text(rd, a, 2, sa, sizeof(sa)) == NULL)
			sa[0] = sb[0] = '\0';
		if (sb[0] != '\0')
			diag_set_fix(d, e, "score: %s", sb);
		if (a->score.pos.len > 0 && b->score.pos.len > 0 &&
		    a->flow == b->flow) {
			diag_add_copy(d, e, a->score.pos, b->score.pos, 0);
			diag_add_copy(d, e, b->score.pos, a->score.pos, 0);
		} else if (a->score.pos.len > 0 && b->score.pos.len > 0 &&
		    sb[0] != '\0') {
			diag_add_edit(d, e, a->score.pos, sb);
			diag_add_edit(d, e, b->score.pos, sa);
		}
	} else if (ed->how == SW_TILES) {
		diag_set_fix(d, e, "%s %s %s", tile_name(b->place.tile, tb),
		    board_cell_name(a->place.a, ca),
		    board_cell_name(a->place.b, cb));
		if (a->tile_pos.len > 0 && b->tile_pos.len > 0) {
			diag_add_edit(d, e, a->tile_pos, tile_name(b->place.tile,
			    tb));
			diag_add_edit(d, e, b->tile_pos, tile_name(a->place.tile,
			    ta));
		}
	} else {
		diag_set_fix(d, e, "%s %s %s", tile_name(a->place.tile, ta),
		    board_cell_name(b->place.a, ca),
		    board_cell_name(b->place.b, cb));
		for (k = 0; k < 2; k++) {
			if (a->cell_pos[k].len == 0 || b->cell_pos[k].len == 0)
				continue;
			diag_add_edit(d, e, a->cell_pos[k], board_cell_name(k ?
			    b->place.b : b->place.a, ca));
			diag_add_edit(d, e, b->cell_pos[k], board_cell_name(k ?
			    a->place.b : a->place.a, cb));
		}
	}
	diag_set_why(d, e, "each placement then scores what is written");
}

/*
 * The finding of two neighbours' names exchanged: one, at the first, with
 * both names as its fix.
 */
static void
report_swap(const struct reading *rd, struct diags *d, const struct edit *ed)
{
	const struct rec_move	*a = replay_written(rd, ed->at), *b = replay_written(rd,
				    ed->to);
	struct diag		*e;

	if (ed->how != SW_NAMES) {
		report_place_swap(rd, d, ed);
		return;
	}

	e = diag_add(d, D_WRONG_PLAYER, ed->at + 1, a->player_pos, b->player,
	    "it is %s's turn, not %s's; the names of this entry and of move "
	    "%d are exchanged", replay_rname(rd, b->player),
	    replay_rname(rd, a->player),
	    ed->to + 1);
	diag_set_fix(d, e, "player: %s", replay_rname(rd, b->player));
	diag_add_edit(d, e, a->player_pos, replay_rname(rd, b->player));
	diag_add_edit(d, e, b->player_pos, replay_rname(rd, a->player));
	diag_set_why(d, e, "the turn order gives this entry to %s and move %d "
	    "to %s", replay_rname(rd, b->player), ed->to + 1,
	    replay_rname(rd, a->player));
}

void
replay_report(const struct reading *rd, const struct ctx *x, struct diags *d,
    size_t mark)
{
	const struct edit	*ed;
	struct diag		*e;
	size_t			 i;

	(void)mark;
	for (i = 0; i < rd->ned; i++) {
		ed = &rd->ed[i];
		switch (ed->kind) {
		case ED_NAME:
			e = diag_add(d, D_WRONG_PLAYER, ed->at + 1,
			    replay_written(rd, ed->at)->player_pos, ed->seat,
			    "it is %s's turn, not %s's", replay_rname(rd, ed->seat),
			    replay_rname(rd, replay_written(rd, ed->at)->player));
			diag_set_fix(d, e, "player: %s", replay_rname(rd, ed->seat));
			diag_add_edit(d, e, replay_written(rd, ed->at)->player_pos,
			    replay_rname(rd, ed->seat));
			diag_set_why(d, e, "the turn order gives the entry to %s",
			    replay_rname(rd, ed->seat));
			break;
		case ED_SWAP:
			report_swap(rd, d, ed);
			break;
		case ED_PLACE:
			if (ed->how == PS_PART)
				replay_part_report(rd, x, d, ed);
			else if (ed->how == PS_LINE)
				replay_line_report(rd, x, d, ed);
			else if (ed->place.a == NO_CELL)
				report_unknown(rd, x, d, ed);
			else
				report_place(rd, x, d, ed);
			break;
		case ED_MISSING:
			replay_gap_report(rd, x, d, ed);
			break;
		case ED_DELETE:
		case ED_MOVE:
		case ED_BONUS:
			report_entry(rd, d, ed);
			break;
		default:
			report_whole(rd, d, ed);
			break;
		}
	}
}

/* Is a finding of this code about a sum that earlier entries make up? */
static int
cumulative(enum diag_code c)
{
	return c == D_TOTAL_MISMATCH || c == D_RESULT_MISMATCH ||
	    c == D_WINNER_MISMATCH;
}

void
replay_causes(struct diags *d, size_t from)
{
	size_t	 i, j;
	int	 first = 0, mv;

	for (i = from; i < d->len; i++) {
		if (cumulative(d->v[i].code) || d->v[i].move <= 0 ||
		    diag_info(d->v[i].code)->sev != SEV_ERROR)
			continue;
		if (first == 0 || d->v[i].move < first)
			first = d->v[i].move;
	}
	if (first == 0)
		return;
	for (i = from; i < d->len; i++) {
		if (!cumulative(d->v[i].code) || d->v[i].cause != 0)
			continue;
		mv = d->v[i].move;
		if (mv != 0 && mv <= first)
			continue;
		/* The last error before it; for the whole game, the first. */
		d->v[i].cause = first;
		for (j = from; j < d->len && mv != 0; j++)
			if (!cumulative(d->v[j].code) && d->v[j].move < mv &&
			    d->v[j].move > d->v[i].cause &&
			    diag_info(d->v[j].code)->sev == SEV_ERROR)
				d->v[i].cause = d->v[j].move;
	}
}
