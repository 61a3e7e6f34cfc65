/*
 * A line at the wrong level between the result's rows and the game's
 * keys, both ways (genial(1) FAULTY RECORDS, "The reader"):
 *
 * - a result row written at the margin: a key of the game mapping, right
 *   after the result's rows, that is no key of the game but a player's
 *   name the result lacks ("Cleo: {R: 3, ...}" under "  Ben: {...}").
 *   YAML reads it as a key of the game; the sheet meant it as the
 *   result's last row.  It is read as that row, with one unknown-key
 *   finding whose fix indents the line as the rows above it;
 * - its mirror, the winner's line indented as the rows ("  winner: Anna"
 *   under "  Ben: {...}"): a key of result that is no player's name but
 *   the key of the game the game lacks.  It is read as the game's
 *   winner, with one unknown-key finding whose fix takes the line back
 *   to the column of the game's keys.
 *
 * Both findings are an unknown-key warning whose fix is the line's
 * indentation, its siblings' (level_fix).
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

/*
 * The fix of the unknown-key finding just added for a key at kpos that
 * belongs at column col: the line's indentation made col - 1 blanks
 * (bytes put in or taken out), said as fix.
 */
static void
level_fix(struct reader *r, struct srcpos kpos, int col, const char *fix,
    const char *why)
{
	char		 pad[MAX_COL_PAD + 1];
	struct srcpos	 at = kpos;
	struct diag	*dg;

	at.len = 0;
	if (col > kpos.col) {
		memset(pad, ' ', (size_t)(col - kpos.col));
		pad[col - kpos.col] = '\0';
		rd_fix(r, fix, at, NULL, why);
		if ((dg = rd_last(r)) != NULL)	/* bytes put in */
			diag_add_edit(r->d, dg, at, pad);
		return;
	}
	at.off -= (uint64_t)(kpos.col - col);
	at.col = col;
	at.len = (uint32_t)(kpos.col - col);
	rd_fix(r, fix, at, "", why);
}

int
rd_indented_key(struct reader *r, int depth)
{
	char		 b[READER_SHOW + 8];
	struct srcpos	 kpos = rd_pos(r);
	int		 col = r->rec.pos.col;

	if (!r->kind_known || r->rec.kind != RECORD_INGENIOUS ||
	    !is_scalar(r) || rd_dead(r) || (r->seen >> T_WINNER) & 1 ||
	    rd_top_key(EV_S(r), EV_N(r)) != T_WINNER ||
	    rd_seat_of(r, EV_S(r), EV_N(r)) >= 0 || col < 1 ||
	    kpos.col <= col || kpos.col - col > MAX_COL_PAD ||
	    kpos.off < (uint64_t)(kpos.col - col))
		return 0;
	rd_diag(r, D_UNKNOWN_KEY, kpos, "'%s' in result is no player's name: "
	    "it is the game's key, the winner's line indented as the rows "
	    "above it; it is read as the game's winner",
	    rd_show(b, EV_S(r), EV_N(r)));
	level_fix(r, kpos, col, "winner: at the column of result:",
	    "The keys of the game are indented so");
	r->seen |= 1u << T_WINNER;
	if (rd_next(r) != 0)
		return -1;
	if (rd_dead(r))
		return 1;
	if (rd_winner(r, depth) != 0)
		return -1;
	return 1;
}

int
rd_margin_row(struct reader *r, int depth)
{
	char		 b[READER_SHOW + 8], fix[64];
	struct srcpos	 kpos = rd_pos(r);
	struct rd_what	 w;
	struct rec_unread u;
	struct claim	 cl;
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
	snprintf(fix, sizeof(fix), "%s's row under result:",
	    r->rec.players[seat]);
	level_fix(r, kpos, col, fix, "The rows above it are indented so");
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
