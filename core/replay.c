/*
 * Replay: walk a record's moves through the engine and judge them.
 *
 * The record does not mark where a turn ends; the rules do.  A turn is
 * one placement, the bonus placements it earned, then at most one swap.
 * The replay keeps the turn in progress open until an entry shows that
 * it is over (a placement with no bonus due, a placement or swap named
 * for another player, a flag), and only then refills the rack and moves
 * the turn on.  `player` keys are cross-checks, and decide the one
 * ambiguous case: a second placement with no bonus due is the next
 * player's turn unless it names the player who just placed (and that
 * player does not move next anyway: in the solo game, or when every other
 * clock has run out, each placement is a turn of its own).
 *
 * Solo (genial-rules(7) "10 Solo"): there is no rack to refill.  The tile for
 * each placement is drawn just before it (the entry's `draw`, or an unknown
 * tile); a drawn tile that was not placed goes back to the bag when the turn
 * ends.
 *
 * After a rule error the replay goes on (genial(1) FAULTY RECORDS): a
 * placement that can physically be made is applied as played, by the seat
 * whose turn the rules say it is; one that cannot is not made, and its
 * tile leaves the rack (replay_place.c judges a placement entry).  Where
 * an entry draws a finding, replay_fix.c looks for the slip of the pen
 * that explains it and sets the entry's reading; the replay then judges
 * the entry as read, and starts again from the first entry when the
 * reading of an earlier entry changes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clever_replay.h"
#include "replay.h"
#include "replay_priv.h"
#include "util.h"

static struct step *
new_step(struct ctx *x, size_t idx)
{
	struct replay	*rp = x->rp;
	struct step	*s;

	if (rp->nsteps == rp->cap) {
		rp->cap = rp->cap ? rp->cap * 2 : 64;
		rp->steps = xreallocarray(rp->steps, rp->cap, sizeof(*rp->steps));
	}
	s = &rp->steps[rp->nsteps++];
	memset(s, 0, sizeof(*s));
	s->move = (int)idx + 1;
	s->seat = -1;
	s->action = x->rec->moves[idx].action;
	return s;
}

/* Record the counters of seat's side (and the duel track) in a step. */
static void
snap(const struct ctx *x, struct step *s, int seat)
{
	int	 side = seat >= 0 ? game_side_of(x->g, seat) : 0;

	memcpy(s->after, x->g->score[side], sizeof(s->after));
	memcpy(s->track, x->g->track, sizeof(s->track));
}

/*
 * The entry names another player than seat, whose turn it is: reported,
 * with seat's name as the fix (the entry is judged as seat's).
 */
void
replay_check_player(struct ctx *x, size_t idx, const struct rec_move *m,
    int seat)
{
	struct diag	*e;

	if (m->player < 0 || m->player == seat)
		return;
	e = diag_add(x->d, D_WRONG_PLAYER, (int)idx + 1, m->player_pos, seat,
	    "it is %s's turn, not %s's", replay_pname(x, seat),
	    replay_pname(x, m->player));
	if (seat < 0 || seat >= x->rec->nplayers)
		return;
	diag_set_fix(e, "%s", replay_pname(x, seat));
	if (x->rec->players_text[seat] != NULL && m->player_pos.len > 0)
		diag_add_edit(e, m->player_pos, x->rec->players_text[seat]);
}

/*
 * Close the turn in progress: forfeits, the refill, the next seat.
 * at_end: the record stops here.  A bonus placement still due then is
 * only known to be lost if closing the turn ends the game; otherwise the
 * record merely stops mid-game, which game-incomplete reports.
 */
static void
end_turn(struct ctx *x, int at_end)
{
	struct game		*g = x->g;
	const struct rec_move	*last;
	int			 seat = x->seat, due;

	if (x->phase == PH_NONE)
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
	last = &x->rec->moves[x->last];
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
	if (x->phase == PH_PLACED && g->over != END_NONE && x->draw != NULL)
		diag_add(x->d, D_BAD_DRAW, (int)x->draw_at + 1,
		    x->draw->draw.pos, seat, "draws %d tile%s, but the game "
		    "ended with this turn: there is no refill",
		    x->draw->draw.n, x->draw->draw.n == 1 ? "" : "s");
	if (g->rules.variant == VARIANT_SOLO)
		game_set_rack(g, seat, NULL, 0);
	else if (x->phase == PH_PLACED && g->over == END_NONE) {
		replay_observe(x, seat, x->last, REPLAY_TURN_END, NULL);
		if (x->draw != NULL) {
			if (x->draw_at != x->last)
				diag_add(x->d, D_BAD_DRAW, (int)x->draw_at + 1,
				    x->draw->draw.pos, seat, "the draw belongs "
				    "on the turn's last entry, after its bonus "
				    "placements");
			replay_do_draw(x, seat, x->draw, x->draw_at);
		} else
			game_refill_unknown(g, seat);
	}
	if (g->over == END_NONE)
		game_next_turn(g);
	if (due > 0 && (!at_end || g->over != END_NONE) &&
	    !replay_fix_unseen(x, 1, 0))
		diag_add(x->d, D_BONUS_FORFEITED, (int)x->last + 1, last->pos,
		    seat, "%s had %d bonus placement%s due and did not take %s",
		    replay_pname(x, seat), due, due == 1 ? "" : "s",
		    due == 1 ? "it" : "them");
	x->phase = PH_NONE;
	x->draw = NULL;
}

void
replay_begin_turn(struct ctx *x)
{
	x->owed = 0;
	end_turn(x, 0);
	x->seat = x->g->turn;
}

/*
 * Decide whose entry a placement is and whether it opens a new turn;
 * returns 1 if it is a bonus placement of the turn in progress.  A
 * placement named for the player of the turn in progress stays in that
 * turn: as its placement if the turn's placement was skipped, else as an
 * extra placement (unless that player moves next anyway).  Opening a new
 * turn may end the game (END_NO_TILES); the caller checks.
 */
static int
route_place(struct ctx *x, size_t idx, const struct rec_move *m)
{
	int	 cur = x->seat, rd = replay_reading(x, idx);
	int	 named = rd == RD_SLIP ? -1 : m->player;

	if (x->phase == PH_PLACED && rd != RD_MISSING) {
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
			/*
			 * A bonus called in this turn that only the missing
			 * entries' points can have earned.
			 */
			if (x->owed > 0 && replay_fix_unseen(x, 1, 0)) {
				x->owed--;
				x->g->bonus_due = 1;
				return 1;
			}
			diag_add(x->d, D_EXTRA_PLACEMENT, (int)idx + 1,
			    m->action_pos, cur, "%s has already placed this "
			    "turn and has no bonus placement due",
			    replay_pname(x, cur));
			return 0;
		}
	}
	if (rd == RD_MISSING && x->g->over == END_NONE)
		replay_fix_missing(x, idx, m);
	else
		replay_begin_turn(x);
	x->phase = PH_PLACED;
	return 0;
}

/* The end of an entry that was judged: its draw and its step. */
static void
entry_tail(struct ctx *x, size_t idx, const struct rec_move *m,
    struct step *s)
{
	x->last = idx;
	if (m->has_draw && m->action == ACT_PLACE &&
	    x->g->rules.variant != VARIANT_SOLO) {
		/* One draw per turn: an earlier one is not drawn. */
		if (x->draw != NULL)
			diag_add(x->d, D_BAD_DRAW, (int)x->draw_at + 1,
			    x->draw->draw.pos, x->seat, "the turn draws again "
			    "at move %zu; only its last entry draws, and this "
			    "draw is not taken", idx + 1);
		x->draw = m;
		x->draw_at = idx;
	}
	snap(x, s, s->seat);
}

struct step *
replay_route(struct ctx *x, size_t idx)
{
	const struct rec_move	*m = &x->rec->moves[idx];
	struct step		*s = new_step(x, idx);

	if (m->place_ok)
		s->place = m->place;
	s->bonus_move = route_place(x, idx, m);
	if (x->g->over != END_NONE) {
		s->after_end = 1;
		return NULL;
	}
	s->seat = x->seat;
	return s;
}

void
replay_entry_rest(struct ctx *x, size_t idx, struct step *s)
{
	const struct rec_move	*m = &x->rec->moves[idx];

	replay_place_entry(x, idx, m, s);
	if (x->restart)
		return;
	entry_tail(x, idx, m, s);
}

/*
 * A flag (genial-rules(7) "14 MSO rules"): only the MSO rules have clocks,
 * and only the clock of the player to move runs.  The record does not
 * mark where a turn ends, so that is the player of the turn the flag
 * closes (cur, -1 if none was in progress: the clock runs until the turn
 * is over) or the player who moves next.  The flag is applied to the
 * player it names either way.
 */
static void
judge_flag(struct ctx *x, size_t idx, const struct rec_move *m, int who,
    int cur)
{
	const struct game	*g = x->g;

	if (g->rules.variant == VARIANT_SOLO)
		diag_add(x->d, D_FLAG_NOT_MSO, (int)idx + 1, m->action_pos, who,
		    "the solo game has no clock to run out");
	else if (g->rules.ruleset != RULES_MSO)
		diag_add(x->d, D_FLAG_NOT_MSO, (int)idx + 1, m->action_pos, who,
		    "clocks belong to the MSO rules (rules: mso); this game is "
		    "played under the Kosmos rules");
	if (who != g->turn && who != cur)
		diag_add(x->d, D_WRONG_PLAYER, (int)idx + 1, m->player_pos,
		    g->turn, "it is %s's turn, and only the clock of the player "
		    "to move runs, not %s's", replay_pname(x, g->turn),
		    replay_pname(x, who));
}

/*
 * Judge one entry.  Returns 1 if the entry turns out to come after the
 * end of the game: closing the turn before it found that the player to
 * move has no tile and the bag is empty (END_NO_TILES is only known once
 * the turn in progress is over).  Such an entry is not judged.
 */
static int
judge_entry(struct ctx *x, size_t idx)
{
	const struct rec_move	*m = &x->rec->moves[idx];
	struct step		*s;
	struct game		*g = x->g;
	int			 who, cur;

	if (m->action == ACT_PLACE) {
		if ((s = replay_route(x, idx)) == NULL)
			return 1;
		replay_entry_rest(x, idx, s);
		return 0;
	}
	s = new_step(x, idx);
	switch (m->action) {
	case ACT_NONE:
	case ACT_PLACE:
		return 0;
	case ACT_SWAP:
		if (x->phase == PH_NONE ||
		    (m->player >= 0 && m->player != x->seat))
			replay_begin_turn(x);
		if (g->over != END_NONE) {
			s->after_end = 1;
			return 1;
		}
		s->seat = x->seat;
		replay_swap_entry(x, idx, m);
		s->applied = 1;
		break;
	case ACT_FLAG:
		cur = x->phase != PH_NONE ? x->seat : -1;
		end_turn(x, 0);
		if (g->over != END_NONE) {
			s->after_end = 1;
			return 1;
		}
		who = m->player >= 0 ? m->player : g->turn;
		s->seat = who;
		judge_flag(x, idx, m, who, cur);
		game_flag(g, who);
		s->applied = 1;
		break;
	}
	entry_tail(x, idx, m, s);
	return 0;
}

/* Judge entry i, or note it as one after the end of the game. */
static void
step_one(struct ctx *x, size_t i)
{
	const struct rec_move	*m = &x->rec->moves[i];

	if (x->g->over != END_NONE) {
		struct step	*s = new_step(x, i);

		s->seat = -1;
		s->after_end = 1;
		if (m->action == ACT_PLACE && m->place_ok)
			s->place = m->place;
	} else if (judge_entry(x, i) == 0)
		return;
	if (x->after++ == 0)
		x->first_after = i;
}

/*
 * Two entries in the wrong order: one finding at the first, then the
 * second is judged before it.  Their steps stay in file order.
 */
static void
step_swapped(struct ctx *x, size_t i)
{
	const struct rec_move	*m = &x->rec->moves[i];
	const struct rec_move	*n = &x->rec->moves[i + 1];
	struct step		 t;
	size_t			 at = x->rp->nsteps;

	diag_add(x->d, D_WRONG_PLAYER, (int)i + 1, m->player_pos, n->player,
	    "it is %s's turn, not %s's; this entry and the next (move %zu) "
	    "are in the wrong order", replay_pname(x, n->player),
	    replay_pname(x, m->player), i + 2);
	step_one(x, i + 1);
	if (x->restart)
		return;
	step_one(x, i);
	if (x->rp->nsteps == at + 2) {
		t = x->rp->steps[at];
		x->rp->steps[at] = x->rp->steps[at + 1];
		x->rp->steps[at + 1] = t;
	}
}

void
replay_walk(struct ctx *x, size_t from, size_t to)
{
	size_t	 i;

	for (i = from; i < to && !x->restart; i++) {
		if (!x->sim && *x->budget > 0 && x->g->over == END_NONE &&
		    replay_reading(x, i) == RD_NONE &&
		    replay_fix_names_other(x, i))
			replay_fix_resync(x, i);
		if (replay_reading(x, i) == RD_SWAPPED && i + 1 < to) {
			step_swapped(x, i);
			i++;
			continue;
		}
		step_one(x, i);
	}
}

static void
set_racks(struct ctx *x)
{
	const struct record	*rec = x->rec;
	int			 s;

	for (s = 0; s < rec->nplayers; s++) {
		if (!rec->has_rack[s])
			continue;
		if (x->g->rules.variant == VARIANT_SOLO) {
			diag_add(x->d, D_BAD_VALUE, 0, rec->racks[s].pos, s,
			    "the solo game has no rack: each placement's tile "
			    "is drawn just before it (its draw)");
			continue;
		}
		if (rec->racks[s].n != RACK_SIZE)
			diag_add(x->d, D_BAD_VALUE, 0, rec->racks[s].pos, s,
			    "%s's rack lists %d tile%s, not %d",
			    replay_pname(x, s), rec->racks[s].n,
			    rec->racks[s].n == 1 ? "" : "s", RACK_SIZE);
		if (game_set_rack(x->g, s, rec->racks[s].v,
		    rec->racks[s].n > RACK_SIZE ? RACK_SIZE : rec->racks[s].n))
			diag_add(x->d, D_SUPPLY_EXCEEDED, 0, rec->racks[s].pos, s,
			    "%s's rack holds more tiles of a type than the set "
			    "has left", replay_pname(x, s));
		if (rec->racks[s].n < RACK_SIZE)
			game_refill_unknown(x->g, s);
	}
}

void
replay_start(struct ctx *x, struct replay *rp, const struct record *rec,
    struct diags *d, int *budget)
{
	struct reading	*rd = x->rd;

	memset(x, 0, sizeof(*x));
	x->rp = rp;
	x->rec = rec;
	x->d = d;
	x->g = &rp->g;
	x->seat = 0;
	x->rd = rd;
	x->budget = budget;
	x->stop = rec->nmoves;
	x->hd = d;
	x->hlen = d->len;
	rp->nsteps = 0;
	game_init(x->g, &rec->rules);
	set_racks(x);
}

void
replay_judge_end(struct ctx *x)
{
	const struct record	*rec = x->rec;
	struct replay		*rp = x->rp;

	end_turn(x, 1);
	rp->complete = x->g->over != END_NONE;
	rank_game(x->g, &rp->ranking);
	replay_check_result(x);
	/*
	 * The tiles of missing entries may be what ended the game (after
	 * the result, whose claims tell whether they count).
	 */
	if (!rp->complete && !rec->truncated && game_has_free_pair(x->g) &&
	    !replay_fix_unseen_fill(x))
		diag_add(x->d, D_GAME_INCOMPLETE,
		    rec->nmoves ? (int)rec->nmoves : 0,
		    rec->nmoves ? rec->moves[rec->nmoves - 1].pos : rec->moves_pos,
		    -1, "the record ends while placements are still possible; "
		    "the ranking is provisional");
	replay_check_winner(x);
}

static int
run(struct replay *rp, const struct record *rec, size_t n, struct diags *d,
    int judge_end)
{
	struct ctx	 x;
	size_t		 mark = d->len;
	int		 budget = FIX_BUDGET;

	rp->nsteps = 0;
	rp->complete = 0;
	memset(&rp->ranking, 0, sizeof(rp->ranking));
	if (!rec->usable)
		return -1;
	if (n > rec->nmoves)
		n = rec->nmoves;
	x.rd = NULL;
	for (;;) {
		replay_start(&x, rp, rec, d, &budget);
		x.stop = n;
		replay_walk(&x, 0, n);
		if (!x.restart)
			break;
		/* A reading of an earlier entry changed: judge it all again. */
		diags_truncate(d, mark);
		if (rp->observe != NULL)
			rp->observe(rp->observe_ctx, NULL, -1, 0,
			    REPLAY_RESTART, NULL);
	}
	if (x.after == 1)
		diag_add(d, D_MOVE_AFTER_END, (int)x.first_after + 1,
		    rec->moves[x.first_after].pos, -1,
		    "the game ended before this entry");
	else if (x.after > 1)
		diag_add(d, D_MOVE_AFTER_END, (int)x.first_after + 1,
		    rec->moves[x.first_after].pos, -1, "the game ended before "
		    "this entry and the %zu after it", x.after - 1);
	if (judge_end)
		replay_judge_end(&x);
	else {
		rp->complete = x.g->over != END_NONE;
		rank_game(x.g, &rp->ranking);
	}
	free(x.rd);
	if (x.explained > 0)
		replay_fix_note_unseen(&x, mark);
	if (d->errors > 0)
		replay_fix_causes(d, mark);
	return 0;
}

void
replay_init(struct replay *rp)
{
	memset(rp, 0, sizeof(*rp));
}

void
replay_free(struct replay *rp)
{
	free(rp->steps);
	clever_replay_free(rp->clever);
	free(rp->clever);
	replay_init(rp);
}

int
replay_run(struct replay *rp, const struct record *rec, struct diags *d)
{
	if (rec->clever != NULL) {
		if (rp->clever == NULL) {
			rp->clever = xmalloc(sizeof(*rp->clever));
			clever_replay_init(rp->clever);
		}
		return clever_replay_run(rp->clever, rec, d);
	}
	return run(rp, rec, rec->nmoves, d, 1);
}

int
replay_prefix(struct replay *rp, const struct record *rec, size_t n,
    struct diags *d)
{
	return run(rp, rec, n, d, 0);
}
