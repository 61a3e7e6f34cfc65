/*
 * The pieces of a place text cut by a comma in a flow mapping
 * (genial-record(5), "A place text written loosely"): "{place: RP H8,H7}"
 * reaches the reader as the place "RP H8" and a key "H7" with no value.
 * A key on the line of the text kept (r->split), plain, with no value and
 * words no longer than a tile or a cell, is the rest of it; the text is
 * read whole (reader_place.c) once it has its three words.
 */
#include <string.h>

#include "reader_int.h"

/*
 * 1 if the current scalar, a key, may be a piece of a place text: plain,
 * on the line of the pieces kept and after them, its bytes its value,
 * each of its words a tile or a cell long, and with the pieces kept at
 * most three words.
 */
static int
is_piece(const struct reader *r, const struct rd_split *sp)
{
	char		 t[PLACE_TEXT_MAX];
	size_t		 at[3], len[3], n = EV_N(r);
	struct srcpos	 p = rd_pos(r);
	const struct srcpos *last = &sp->pos[sp->nseg - 1];
	int		 odd, nw, k;

	if (!is_scalar(r) || rd_dead(r) || rd_scalar_quoted(r) != 0 ||
	    n == 0 || sp->nseg >= PLACE_PIECES ||
	    sp->n + 1 + n > sizeof(t) || p.len != n ||
	    r->ev.start_mark.line != r->ev.end_mark.line ||
	    p.line != last->line || p.off < last->off + last->len ||
	    rd_move_key(EV_S(r), n) >= 0)
		return 0;
	nw = rd_place_words(EV_S(r), n, at, len, &odd);
	for (k = 0; k < nw && k < 3; k++)
		if (len[k] > 3)
			return 0;
	memcpy(t, sp->text, sp->n);
	t[sp->n] = ' ';
	memcpy(t + sp->n + 1, EV_S(r), n);
	return nw >= 1 && rd_place_words(t, sp->n + 1 + n, at, len, &odd) <= 3;
}

int
rd_place_join(struct reader *r, struct rec_move *m)
{
	char		 b[READER_SHOW + 8];
	struct rd_split	*sp = &r->split;
	size_t		 at[3], len[3], n0 = sp->n;
	int		 odd;

	if (!is_piece(r, sp)) {
		rd_place_flush(r, m);
		return 0;
	}
	sp->at[sp->nseg] = sp->n + 1;
	sp->pos[sp->nseg++] = rd_pos(r);
	sp->text[sp->n] = ' ';
	memcpy(sp->text + sp->n + 1, EV_S(r), EV_N(r));
	sp->n += 1 + EV_N(r);
	if (rd_next(r) != 0)
		return -1;
	if (!rd_is_null(&r->ev) ||
	    r->ev.end_mark.index != r->ev.start_mark.index) {
		/* A key with a value is no piece of the place. */
		sp->nseg--;
		sp->n = n0;
		rd_place_flush(r, m);
		rd_diag(r, D_UNKNOWN_KEY, sp->pos[sp->nseg], "unknown key "
		    "'%s' in move entry", rd_show(b, sp->text + n0 + 1,
		    sp->pos[sp->nseg].len));
		return 2;
	}
	if (rd_place_words(sp->text, sp->n, at, len, &odd) == 3)
		rd_place_flush(r, m);
	return 1;
}
