/*
 * Entries read as missing (genial(1) FAULTY RECORDS): the turns they
 * held pass, and the claims after them that count more than the board as
 * read are taken to include their tiles.  Also the cause a finding about
 * a sum names.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "replay.h"
#include "replay_priv.h"
#include "util.h"

int
replay_fix_unseen_fill(struct ctx *x)
{
	const struct game	*g = x->g;
	int			 c, empty = 0;

	if (x->unseen == 0)
		return 0;
	/* Counters short of the claims may be short of a win at once. */
	if (x->explained > 0)
		return replay_fix_unseen(x, 1, 0);
	for (c = 0; c < BOARD_CELLS; c++)
		if (board_in_active_area(c, g->rules.seats) && g->cell[c] < 0)
			empty++;
	return replay_fix_unseen(x, 2 * x->unseen + 1, empty);
}

int
replay_fix_unseen(struct ctx *x, int claimed, int computed)
{
	if (x->unseen_from == 0 || claimed <= computed)
		return 0;
	x->explained++;
	return 1;
}

/*
 * The reading "entries are missing before this one": the turns of the
 * players between the turn order's player and the one named pass with no
 * placement, and one finding says so.
 */
void
replay_fix_missing(struct ctx *x, size_t idx, const struct rec_move *m)
{
	struct game	*g = x->g;
	char		 who[160];
	size_t		 used = 0;
	int		 k, n = 0, first, owner = x->seat, bonus = 0;

	/* A bonus placement due is one of them: it earns no forfeit. */
	if (x->phase == PH_PLACED && g->bonus_due > 0 &&
	    game_rack_count(g, owner) > 0) {
		bonus = g->bonus_due;
		x->unseen += bonus;
		g->bonus_due = 0;
	}
	replay_begin_turn(x);
	first = g->turn;
	who[0] = '\0';
	for (k = 0; k < g->rules.seats && g->turn != m->player &&
	    g->over == END_NONE; k++) {
		if (used < sizeof(who))
			used += (size_t)snprintf(who + used, sizeof(who) - used,
			    "%s%s", n ? " and " : "", replay_pname(x, g->turn));
		n++;
		x->unseen++;
		/* Its missing entry was a placement: a first one, maybe. */
		g->started[g->turn] = 1;
		game_next_turn(g);
	}
	x->seat = g->turn;
	if (x->unseen_from == 0)
		x->unseen_from = (int)idx + 1;
	if (n == 0) {
		diag_add(x->d, D_WRONG_PLAYER, (int)idx + 1, m->player_pos,
		    owner, "it is %s's turn, with %d bonus placement%s due, not "
		    "%s's; the entries that follow go on from %s, so the bonus "
		    "placement%s seem%s to be missing", replay_pname(x, owner),
		    bonus, bonus == 1 ? "" : "s", replay_pname(x, m->player),
		    replay_pname(x, m->player), bonus == 1 ? "" : "s",
		    bonus == 1 ? "s" : "");
		return;
	}
	diag_add(x->d, D_WRONG_PLAYER, (int)idx + 1, m->player_pos, first,
	    "it is %s's turn, not %s's; the entries that follow go on from "
	    "%s, so %s %s %s to be missing", replay_pname(x, first),
	    replay_pname(x, m->player), replay_pname(x, m->player),
	    n == 1 ? "an entry of" : "entries of", who,
	    n == 1 ? "seems" : "seem");
}

/* Is a finding of this code about a sum that earlier entries make up? */
static int
cumulative(enum diag_code c)
{
	return c == D_TOTAL_MISMATCH || c == D_RESULT_MISMATCH ||
	    c == D_WINNER_MISMATCH;
}

/*
 * A finding about a sum (a total, the result, the winner) that follows an
 * error at an earlier entry names that entry as its likely cause.
 */
void
replay_fix_causes(struct diags *d, size_t from)
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

/*
 * Say in the finding of the first missing entries how many later claims
 * their tiles were taken to account for.
 */
void
replay_fix_note_unseen(struct ctx *x, size_t from)
{
	struct diag	*e;
	char		*msg;
	size_t		 i, n;

	for (i = from; i < x->d->len; i++) {
		e = &x->d->v[i];
		if (e->code != D_WRONG_PLAYER || e->move != x->unseen_from)
			continue;
		n = strlen(e->msg) + 160;
		msg = xmalloc(n);
		snprintf(msg, n, "%s; %d later claim%s that the board as read "
		    "cannot make %s taken to include %s tile%s", e->msg,
		    x->explained, x->explained == 1 ? "" : "s",
		    x->explained == 1 ? "is" : "are",
		    strstr(e->msg, " seem to") ? "their" : "its",
		    strstr(e->msg, " seem to") ? "s" : "");
		free(e->msg);
		e->msg = msg;
		return;
	}
}
