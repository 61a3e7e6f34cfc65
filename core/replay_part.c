/*
 * A place text that does not read (genial(1) FAULTY RECORDS, "A place
 * text that does not read"): a cell left out ("YB G13"), only the tile
 * written, a word that is no tile or cell, or nothing legible ('', '?').
 * The reader keeps the words that still read (struct rec_move
 * place_part: a tile, one cell or two, or none).  The placements those
 * parts allow are enumerated (every legal one where none read), and
 * those kept that score what the entry's written score claims, move the
 * counters to its written total, and reach the colours its call names.
 *
 * Each one kept (up to PART_MOST) is a reading of its own, and so is
 * "the entry is its player's tile on cells unknown", judged as an
 * unseen tile (replay_ghost.c): the search (replay_search.c) chooses.
 * One placement that fits the entries after it as well as none other
 * does is the fix, written whole in the notation's order; else the
 * entry is the tile of cells unknown, with no fix, its finding naming
 * how many placements score the written score.  The placements tried
 * are bounded by PART_WORK a game (replay.part_work).
 */
#include <stdio.h>
#include <string.h>

#include "replay_search.h"

/* The priors (see genial(1)): less than an entry missing, for the
   entry is there; the reader reported its text already. */
#define PRIOR_PART		2	/* the placement the parts allow */
#define PRIOR_PART_UNKNOWN	3	/* a tile of cells unknown */

/* The most placements that score the claim offered as readings. */
#define PART_MOST		96

/*
 * 1 if p, made by seat in g, is true to what entry m writes: its score,
 * its total (not in the duel, whose counters are a track) and its call.
 */
static int
fits_claims(const struct game *g, int seat, const struct placement *p,
    const struct rec_move *m)
{
	struct breakdown	 bd;
	int			 c, side = game_side_of(g, seat);

	game_score(g, seat, p, &bd);
	for (c = 0; c < COLOURS; c++) {
		if (((m->score.has & ~m->score.bad) >> c) & 1 ?
		    bd.points[c] != m->score.v[c] : !((m->score.bad >> c) & 1) &&
		    bd.points[c] != 0)
			return 0;
		if (g->rules.variant != VARIANT_DUEL &&
		    ((m->total.has & ~m->total.bad) >> c) & 1 &&
		    g->score[side][c] + bd.gained[c] != m->total.v[c])
			return 0;
	}
	return !m->has_bonus || (m->bonus & ~bd.reached) == 0;
}

/*
 * 1 if placement q, tile q.tile.a on cell q.a, agrees with the parts of
 * entry m that read: its tile either way round, each cell read one of
 * q's.
 */
static int
agrees(const struct rec_move *m, const struct placement *q)
{
	if ((m->place_part & REC_PART_TILE) &&
	    !(q->tile.a == m->place.tile.a && q->tile.b == m->place.tile.b) &&
	    !(q->tile.a == m->place.tile.b && q->tile.b == m->place.tile.a))
		return 0;
	if (m->place.a != NO_CELL && m->place.a != q->a && m->place.a != q->b)
		return 0;
	return m->place.b == NO_CELL || m->place.b == q->a ||
	    m->place.b == q->b;
}

/*
 * The placements of entry m (for seat in st) that the parts read allow,
 * that are legal and true to its claims, into found[0..PART_MOST): each
 * pair of neighbouring empty cells once (the lower cell first), each
 * tile either way round on it, a double once.  Returns how many there
 * are (counted past PART_MOST), or -1 if PART_WORK ran out first.
 */
static int
enumerate(const struct ctx *st, int seat, const struct rec_move *m,
    struct placement found[PART_MOST])
{
	struct placement	 q;
	long			*work = &st->rp->part_work;
	int			 c, k, x, y, nf = 0;

	for (c = 0; c < BOARD_CELLS; c++)
		for (k = 0; k < DIR__MAX; k++) {
			q.a = c;
			q.b = board_step(c, (enum dir)k);
			if (q.b == NO_CELL || q.b < c || st->g->cell[c] != -1 ||
			    st->g->cell[q.b] != -1)
				continue;
			for (x = 0; x < COLOURS; x++)
				for (y = 0; y < COLOURS; y++) {
					q.tile.a = (uint8_t)x;
					q.tile.b = (uint8_t)y;
					if (!agrees(m, &q))
						continue;
					if (*work >= PART_WORK)
						return -1;
					(*work)++;
					if (game_check_place(st->g, seat, &q,
					    NULL) != 0 ||
					    !fits_claims(st->g, seat, &q, m))
						continue;
					if (nf < PART_MOST)
						found[nf] = q;
					nf++;
				}
		}
	return nf;
}

/*
 * Placement p as the fix writes it: the tile as written where a word
 * of the text was one, else in the set's colour order, the cells then
 * in the order that puts each colour on its cell.
 */
static struct placement
as_written(const struct rec_move *m, struct placement p)
{
	struct placement	 r = p;

	if ((m->place_part & REC_PART_TILE) ? p.tile.a == m->place.tile.a :
	    p.tile.a <= p.tile.b)
		return r;
	r.a = p.b;
	r.b = p.a;
	r.tile.a = p.tile.b;
	r.tile.b = p.tile.a;
	return r;
}

/*
 * 1 if the reader's finding of entry idx's place text names a fix (a
 * word near one that reads): with no score written, that stands.
 */
static int
reader_fixed(const struct ctx *st, int idx)
{
	const struct diag	*dg;
	size_t			 i;

	for (i = 0; i < st->hlen; i++) {
		dg = &st->hd->v[i];
		if (dg->move == idx + 1 && dg->fix != NULL &&
		    (dg->code == D_BAD_MOVE || dg->code == D_BAD_CELL ||
		    dg->code == D_BAD_TILE))
			return 1;
	}
	return 0;
}

int
replay_part_places(struct edit *out, int n, const struct reading *rd,
    const struct ctx *st, int seat, int idx, const struct rec_move *m)
{
	struct placement	 found[PART_MOST];
	struct edit		 e;
	int			 nf, k;

	if (m->action != ACT_PLACE || m->place_ok ||
	    !(m->place_part & REC_PART_TEXT) ||
	    (!m->score.has && reader_fixed(st, idx)))
		return n;
	nf = m->score.has ? enumerate(st, seat, m, found) : 0;
	/* The tile of cells unknown first: the list may fill. */
	replay_near_init(&e, ED_PLACE, idx, PRIOR_PART_UNKNOWN);
	e.how = PS_PART;
	e.to = m->score.has ? nf : -1;
	e.seat = (int8_t)seat;
	replay_near_unknown(rd, &e);
	n = replay_near_add(out, n, &e);
	for (k = 0; k < nf && nf <= PART_MOST; k++) {
		replay_near_init(&e, ED_PLACE, idx, PRIOR_PART);
		e.how = PS_PART;
		e.to = nf;
		e.seat = (int8_t)seat;
		e.place = as_written(m, found[k]);
		n = replay_near_add(out, n, &e);
	}
	return n;
}

/* 1 if dg is a finding of the place text of the entry keep is of. */
static int
of_text(const struct diag *dg, int move)
{
	return dg->move == move && (dg->code == D_BAD_MOVE ||
	    dg->code == D_BAD_CELL || dg->code == D_BAD_TILE);
}

/* For diags_withdraw: a finding of keep's place text other than keep. */
static int
part_other(const struct diag *dg, void *arg)
{
	const struct diag	*keep = arg;

	return dg != keep && of_text(dg, keep->move);
}

/*
 * The reader's finding of entry at's place text in d, with the others
 * it made there (two cells, a tile and a cell) taken back and their
 * words added to its message: the one that says most of the text,
 * bad-move (not a tile and two cells), else bad-cell, else bad-tile.
 * NULL if there is none.
 */
static struct diag *
part_finding(struct diags *d, int at)
{
	static const enum diag_code	 order[3] = { D_BAD_MOVE, D_BAD_CELL,
					    D_BAD_TILE };
	size_t				 i, keep = d->len;
	int				 k;

	for (k = 0; k < 3 && keep == d->len; k++)
		for (i = 0; i < d->len && keep == d->len; i++)
			if (d->v[i].move == at + 1 && d->v[i].code == order[k])
				keep = i;
	if (keep == d->len)
		return NULL;
	for (i = 0; i < d->len && !d->terse; i++)
		if (part_other(&d->v[i], &d->v[keep]))
			diag_set_msg(d, &d->v[keep], "%s; %s", d->v[keep].msg,
			    d->v[i].msg);
	diags_withdraw(d, 0, d->len, part_other, &d->v[keep]);
	for (i = 0; i < d->len; i++)
		if (of_text(&d->v[i], at + 1))
			return &d->v[i];
	return NULL;
}

void
replay_part_report(const struct reading *rd, const struct ctx *x,
    struct diags *d, const struct edit *ed)
{
	const struct rec_move	*m = replay_written(rd, ed->at);
	struct diag		*e;
	char			 fix[16], sc[128], abs[256], how[192];

	if ((e = part_finding(d, ed->at)) == NULL)
		return;
	diag_drop_fix(d, e);
	replay_score_words(&m->score, sc, sizeof(sc));
	if (ed->place.a != NO_CELL) {
		replay_place_words(&ed->place, fix, sizeof(fix));
		diag_set_fix(d, e, "%s", fix);
		if (m->action_pos.len > 0)
			diag_add_edit(d, e, m->action_pos, fix);
		if (ed->to > 1)
			diag_set_why(d, e, "of the %d placements that score "
			    "the written %s, this one fits the entries that "
			    "follow", ed->to, sc);
		else
			diag_set_why(d, e, "it is the one placement the text "
			    "allows that scores the written %s", sc);
		return;
	}
	if (ed->to < 0 && !m->score.has)
		snprintf(how, sizeof(how), "with no score written");
	else if (ed->to < 0)
		snprintf(how, sizeof(how), "the placements it allows were not "
		    "all tried");
	else if (ed->to == 0)
		snprintf(how, sizeof(how), "no placement it allows scores the "
		    "written %s", sc);
	else
		snprintf(how, sizeof(how), "%d placements it allows score the "
		    "written %s", ed->to, sc);
	replay_gap_absorbed(x, -1 - ed->at, "its tile", abs, sizeof(abs));
	if (!d->terse)
		diag_set_msg(d, e, "%s; %s: the entry is judged as an unseen "
		    "tile of %s%s", e->msg, how, replay_rname(rd, ed->seat),
		    abs);
}
