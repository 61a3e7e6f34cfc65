/*
 * The turns of the replay (genial-rules(7) "3 Turn", "6 Bonus
 * placements"): closing a turn (forfeits, the refill, the next seat),
 * opening the next, and whose entry a placement is, a bonus placement of
 * the turn in progress or the next player's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "replay.h"
#include "replay_priv.h"
#include "util.h"

/*
 * Close the turn in progress: forfeits, the refill, the next seat.
 * at_end: the record stops here.  A bonus placement still due then is
 * only known to be lost if closing the turn ends the game; otherwise the
 * record merely stops mid-game, which game-incomplete reports.
 */
void
replay_end_turn(struct ctx *x, int at_end)
{
	struct game		*g = x->g;
	const struct rec_move	*last, *draw;
	int			 seat = x->s.seat, due;

	/* A turn is in progress only after an entry of the record. */
	if (x->s.phase == PH_NONE || (size_t)x->s.last >= x->rec->nmoves)
		return;
	/*
	 * A record that stops while the player to move still owes a bonus
	 * placement and can take it stops mid-turn: the turn is not closed,
	 * so the next player's empty rack does not end the game
	 * (genial-rules(7) "8 End of the game").
	 */
	if (at_end && g->over == END_NONE && g->bonus_due > 0 &&
	    game_rack_count(g, seat) > 0 && game_has_free_pair(g))
		return;
	last = &x->rec->moves[x->s.last];
	draw = x->s.draw_at >= 0 ? &x->rec->moves[x->s.draw_at] : NULL;
	/*
	 * A bonus placement that cannot be taken, the rack being empty
	 * (the bag ran out), lapses silently, as at the end of the game.
	 */
	due = g->over == END_NONE && game_rack_count(g, seat) > 0 ?
	    g->bonus_due : 0;
	g->bonus_due = 0;
	/*
	 * A turn that ended the game (full area, immediate win) has no refill
	 * (genial-rules(7) "8 End of the game"), so a draw written on it
	 * cannot be right.
	 */
	if (x->s.phase == PH_PLACED && g->over != END_NONE && draw != NULL)
		diag_add(x->d, D_BAD_DRAW, x->s.draw_at + 1, draw->draw.pos,
		    seat, "draws %d tile%s, but the game ended with this turn: "
		    "there is no refill", draw->draw.n,
		    draw->draw.n == 1 ? "" : "s");
	if (g->rules.variant == VARIANT_SOLO)
		game_set_rack(g, seat, NULL, 0);
	else if (x->s.phase == PH_PLACED && g->over == END_NONE) {
		replay_observe(x, seat, (size_t)x->s.last, REPLAY_TURN_END,
		    NULL);
		if (draw != NULL) {
			if (x->s.draw_at != x->s.last)
				diag_add(x->d, D_BAD_DRAW, x->s.draw_at + 1,
				    draw->draw.pos, seat, "the draw belongs "
				    "on the turn's last entry, after its bonus "
				    "placements");
			replay_do_draw(x, seat, draw, (size_t)x->s.draw_at);
		} else
			game_refill_unknown(g, seat);
	}
	if (g->over == END_NONE)
		game_next_turn(g);
	if (due > 0 && (!at_end || g->over != END_NONE)) {
		diag_add(x->d, D_BONUS_FORFEITED, x->s.last + 1, last->pos,
		    seat, "%s had %d bonus placement%s due and did not take %s",
		    replay_pname(x, seat), due, due == 1 ? "" : "s",
		    due == 1 ? "it" : "them");
		x->s.xforfeit += x->s.called;
	}
	x->s.phase = PH_NONE;
	x->s.draw_at = -1;
}

void
replay_begin_turn(struct ctx *x)
{
	replay_end_turn(x, 0);
	x->s.ghost_turn = 0;
	x->s.called = 0;
	x->s.seat = (int8_t)x->g->turn;
}

int
replay_expected_seat(const struct ctx *x, int *cont)
{
	const struct game	*g = x->g;

	*cont = 0;
	if (x->s.phase == PH_PLACED) {
		if (g->bonus_due > 0 && game_rack_count(g, x->s.seat) > 0) {
			*cont = 1;
			return x->s.seat;
		}
		if (g->placed > 0 && game_next_seat(g) != x->s.seat)
			*cont = 1;
		return game_next_seat(g);
	}
	if (x->s.phase == PH_SWAPPED)
		return game_next_seat(g);
	return g->turn;
}

/*
 * Decide whose entry a placement is and whether it opens a new turn;
 * returns 1 if it is a bonus placement of the turn in progress.  A
 * placement named for the player of the turn in progress stays in that
 * turn: as its placement if the turn's placement was skipped, else as an
 * extra placement (unless that player moves next anyway).  Opening a new
 * turn may end the game (END_NO_TILES); the caller checks.
 */
int
replay_route_place(struct ctx *x, size_t idx, const struct rec_move *m)
{
	int	 cur = x->s.seat, named = m->player;

	if (x->s.phase == PH_PLACED) {
		if (x->g->bonus_due > 0 && game_rack_count(x->g, cur) > 0 &&
		    (named < 0 || named == cur))
			return 1;
		if (x->g->bonus_due == 0 && named == cur &&
		    game_next_seat(x->g) != cur) {
			/*
			 * The turn's placement was skipped (its cells could
			 * not take it): this one, named for the same
			 * player, is the turn's placement, not an extra one.
			 */
			if (x->g->placed == 0)
				return 0;
			/* A bonus placement an unseen tile's points earned. */
			if (replay_ghost_extra(x, m->pos.line))
				return 1;
			diag_add(x->d, D_EXTRA_PLACEMENT, (int)idx + 1,
			    m->action_pos, cur, "%s has already placed this "
			    "turn and has no bonus placement due",
			    replay_pname(x, cur));
			return 0;
		}
	}
	replay_begin_turn(x);
	x->s.phase = PH_PLACED;
	return 0;
}

int
replay_route_seat(const struct ctx *x, const struct rec_move *m)
{
	const struct game	*g = x->g;
	int			 cur = x->s.seat;

	if (x->s.phase == PH_PLACED) {
		if (g->bonus_due > 0 && game_rack_count(g, cur) > 0 &&
		    (m->player < 0 || m->player == cur))
			return cur;
		if (g->bonus_due == 0 && m->player == cur &&
		    game_next_seat(g) != cur)
			return cur;
	}
	return x->s.phase == PH_NONE ? g->turn : game_next_seat(g);
}
