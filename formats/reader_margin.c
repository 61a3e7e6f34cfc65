/*
 * A result row written at the margin: a key of the game mapping, right
 * after the result's rows, that is no key of the game but a player's
 * name the result lacks ("Cleo: {R: 3, ...}" under "  Ben: {...}").  YAML
 * reads it as a key of the game; the sheet meant it as the result's last
 * row.  It is read as that row, with one unknown-key finding whose fix
 * indents the line as the rows above it (genial(1) FAULTY RECORDS, "The
 * reader").
 */
#include <stdio.h>
#include <string.h>

#include "reader_int.h"

/* The widest indentation a row is given back. */
#define MAX_COL_PAD	16

/* The column of the result rows read, 1-based; 0 if none was. */
static int
rows_col(const struct reader *r)
{
	int	 i;

	for (i = 0; i < r->rec.nplayers && i < MAX_SEATS; i++)
		if (r->rec.has_result[i] && r->row_pos[i].line > 0)
			return r->row_pos[i].col;
	return 0;
}

int
rd_margin_row(struct reader *r, int depth)
{
	char		 b[READER_SHOW + 8], pad[MAX_COL_PAD + 1], fix[64];
	struct srcpos	 kpos = rd_pos(r), at;
	struct rd_what	 w;
	struct rec_unread u;
	struct claim	 cl;
	struct diag	*dg;
	int		 seat, col;

	if (!r->kind_known || r->rec.kind != RECORD_INGENIOUS ||
	    r->last_key != T_RESULT || !r->players_ok || !is_scalar(r) ||
	    rd_dead(r) || kpos.col != 1 || (col = rows_col(r)) <= 1 ||
	    col - 1 > MAX_COL_PAD ||
	    (seat = rd_seat_of(r, EV_S(r), EV_N(r))) < 0 ||
	    r->rec.has_result[seat])
		return 0;
	rd_diag(r, D_UNKNOWN_KEY, kpos, "unknown key '%s' in the game: it "
	    "is a player's name, %s's result row written at the margin; it "
	    "is read as that row", rd_show(b, EV_S(r), EV_N(r)),
	    r->rec.players[seat]);
	memset(pad, ' ', (size_t)col - 1);
	pad[col - 1] = '\0';
	at = kpos;
	at.len = 0;
	snprintf(fix, sizeof(fix), "%s's row under result:",
	    r->rec.players[seat]);
	rd_fix(r, fix, at, NULL, "The rows above it are indented so");
	if ((dg = rd_last(r)) != NULL)	/* bytes put in: no span to take */
		diag_add_edit(r->d, dg, at, pad);
	w.who = r->rec.players[seat];
	w.wholen = r->player_len[seat];
	w.what = "result";
	if (rd_next(r) != 0)
		return -1;
	if (rd_dead(r))
		return 1;
	if (rd_claim(r, depth, &w, &cl, 1, &u) != 0)
		return -1;
	if ((cl.bad & CLAIM_UNREAD) != 0)
		rd_unread_keep(r, &u, (size_t)seat, UK_RESULT);
	r->rec.result[seat] = cl;
	r->rec.has_result[seat] = 1;
	r->row_pos[seat] = kpos;
	return 1;
}
