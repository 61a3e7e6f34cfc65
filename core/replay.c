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
 * Solo (RULES 9): there is no rack to refill.  The tile for each
 * placement is drawn just before it (the entry's `draw`, or an unknown
 * tile); a drawn tile that was not placed goes back to the bag when the
 * turn ends.
 *
 * After a rule error the replay goes on (NOTATION.md): a placement that
 * can physically be made is applied as played, by the seat whose turn the
 * rules say it is; one that cannot is skipped.
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

void
replay_check_player(struct ctx *x, size_t idx, const struct rec_move *m,
    int seat)
{
	if (m->player >= 0 && m->player != seat)
		diag_add(x->d, D_WRONG_PLAYER, (int)idx + 1, m->player_pos, seat,
		    "it is %s's turn, not %s's", replay_pname(x, seat),
		    replay_pname(x, m->player));
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
	last = &x->rec->moves[x->last];
	/*
	 * A bonus placement that cannot be taken, the rack being empty
	 * (the bag ran out), lapses silently, as at the end of the game.
	 */
	due = g->over == END_NONE && game_rack_count(g, seat) > 0 ?
	    g->bonus_due : 0;
	g->bonus_due = 0;
	/*
	 * A turn that ended the game (full area, immediate win) has no
	 * refill (RULES 3, 7), so a draw written on it cannot be right.
	 */
	if (x->phase == PH_PLACED && g->over != END_NONE && x->draw != NULL)
		diag_add(x->d, D_BAD_DRAW, (int)x->draw_at + 1,
		    x->draw->draw.pos, seat, "draws %d tile%s, but the game "
		    "ended with this turn: there is no refill",
		    x->draw->draw.n, x->draw->draw.n == 1 ? "" : "s");
	if (g->rules.variant == VARIANT_SOLO)
		game_set_rack(g, seat, NULL, 0);
	else if (x->phase == PH_PLACED && g->over == END_NONE) {
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
	if (due > 0 && (!at_end || g->over != END_NONE))
		diag_add(x->d, D_BONUS_FORFEITED, (int)x->last + 1, last->pos,
		    seat, "%s had %d bonus placement%s due and did not take %s",
		    replay_pname(x, seat), due, due == 1 ? "" : "s",
		    due == 1 ? "it" : "them");
	x->phase = PH_NONE;
	x->draw = NULL;
}

static void
begin_turn(struct ctx *x)
{
	end_turn(x, 0);
	x->seat = x->g->turn;
}

static void
report_faults(struct ctx *x, size_t idx, const struct rec_move *m, int seat,
    uint64_t faults, int cell)
{
	const struct placement	*p = &m->place;
	struct game		*g = x->g;
	char			 a[4], b[4], c[4], buf[128];
	int			 mv = (int)idx + 1;
	struct srcpos		 cpos = cell == p->b ? m->cell_pos[1] : m->cell_pos[0];

	board_cell_name(p->a, a);
	board_cell_name(p->b, b);
	if (cell != NO_CELL)
		board_cell_name(cell, c);
	else
		c[0] = '\0';
	if (faults & (1ull << D_NOT_ADJACENT)) {
		if (p->a == p->b)
			diag_add(x->d, D_NOT_ADJACENT, mv, m->cell_pos[1], seat,
			    "both hexes of the tile are on %s", a);
		else
			diag_add(x->d, D_NOT_ADJACENT, mv, m->cell_pos[1], seat,
			    "%s and %s are not neighbours", a, b);
	}
	if (faults & (1ull << D_CELL_OCCUPIED)) {
		if (board_symbol_index(cell) >= 0)
			diag_add(x->d, D_CELL_OCCUPIED, mv, cpos, seat,
			    "%s holds the %s start symbol", c, colour_name(
			    g->rules.corners[board_symbol_index(cell)]));
		else
			diag_add(x->d, D_CELL_OCCUPIED, mv, cpos, seat,
			    "%s is already covered", c);
	}
	if (faults & (1ull << D_OUTSIDE_AREA))
		diag_add(x->d, D_OUTSIDE_AREA, mv, cpos, seat,
		    "%s is outside the active area (%s with %d player%s)", c,
		    g->rules.seats <= 2 ? "the white area" :
		    g->rules.seats == 3 ? "the white and light grey areas" :
		    "the whole board", g->rules.seats,
		    g->rules.seats == 1 ? "" : "s");
	if (faults & (1ull << D_FIRST_PLACEMENT))
		diag_add(x->d, D_FIRST_PLACEMENT, mv, m->action_pos, seat,
		    "%s's first placement must touch a start symbol that has "
		    "no tile beside it yet", replay_pname(x, seat));
	if (faults & (1ull << D_NOT_CONNECTED))
		diag_add(x->d, D_NOT_CONNECTED, mv, m->action_pos, seat,
		    "under MSO rules a placement must touch a tile or a start "
		    "symbol; %s-%s touches neither", a, b);
	if ((faults & (1ull << D_TILE_NOT_IN_RACK)) &&
	    g->rules.variant == VARIANT_SOLO)
		diag_add(x->d, D_TILE_NOT_IN_RACK, mv, m->action_pos, seat,
		    "%s is not the tile drawn for this placement (%s)",
		    tile_name(p->tile, a), replay_rack_text(g, seat, buf,
		    sizeof(buf)));
	else if (faults & (1ull << D_TILE_NOT_IN_RACK))
		diag_add(x->d, D_TILE_NOT_IN_RACK, mv, m->action_pos, seat,
		    "%s is not on %s's rack (%s)", tile_name(p->tile, a),
		    replay_pname(x, seat), replay_rack_text(g, seat, buf,
		    sizeof(buf)));
	if (faults & (1ull << D_SUPPLY_EXCEEDED)) {
		int	 t = tile_type(p->tile);

		diag_add(x->d, D_SUPPLY_EXCEEDED, mv, m->action_pos, seat,
		    "all %d %s tiles of the set are already accounted for",
		    tile_supply(g->rules.tiles, t), tile_name(p->tile, a));
	}
}

/*
 * Solo: draw the tile for this placement, the one its `draw` names (a
 * list of exactly one tile), or an unknown tile if it has none.
 */
static void
solo_draw(struct ctx *x, size_t idx, const struct rec_move *m, int seat)
{
	struct game	*g = x->g;
	char		 nm[3];

	if (m->has_draw && m->draw.n != 1)
		diag_add(x->d, D_BAD_DRAW, (int)idx + 1, m->draw.pos, seat,
		    "draws %d tiles; in the solo game each placement draws "
		    "exactly one, the tile it places", m->draw.n);
	if (m->has_draw && m->draw.n >= 1 &&
	    game_draw(g, seat, &m->draw.v[0], 1) != 0)
		diag_add(x->d, D_BAD_DRAW, (int)idx + 1, m->draw.pos, seat,
		    "draws %s, but no %s is left in the bag",
		    tile_name(m->draw.v[0], nm), nm);
	if (game_rack_count(g, seat) == 0)
		game_refill_unknown(g, seat);
}

static void
place_entry(struct ctx *x, size_t idx, const struct rec_move *m,
    struct step *s)
{
	struct game	*g = x->g;
	uint64_t	 faults;
	int		 cell, seat = x->seat;

	replay_check_player(x, idx, m, seat);
	if (g->rules.variant == VARIANT_SOLO && !s->bonus_move)
		solo_draw(x, idx, m, seat);
	if (!m->place_ok)
		return;
	s->place = m->place;
	faults = game_check_place(g, seat, &m->place, &cell);
	if (faults)
		report_faults(x, idx, m, seat, faults, cell);
	if (!game_can_place(g, &m->place))
		return;
	game_place(g, seat, &m->place, &s->bd);
	s->applied = 1;
	replay_check_claims(x, idx, m, seat, &s->bd);
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
	int	 cur = x->seat;

	if (x->phase == PH_PLACED) {
		if (x->g->bonus_due > 0 && game_rack_count(x->g, cur) > 0 &&
		    (m->player < 0 || m->player == cur))
			return 1;
		if (x->g->bonus_due == 0 && m->player == cur &&
		    game_next_seat(x->g) != cur) {
			/*
			 * The turn's placement was skipped (its cells could
			 * not take it): this one, named for the same
			 * player, is the turn's placement, not an extra one.
			 */
			if (x->g->placed == 0)
				return 0;
			diag_add(x->d, D_EXTRA_PLACEMENT, (int)idx + 1,
			    m->action_pos, cur, "%s has already placed this "
			    "turn and has no bonus placement due",
			    replay_pname(x, cur));
			return 0;
		}
	}
	begin_turn(x);
	x->phase = PH_PLACED;
	return 0;
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
	struct step		*s = new_step(x, idx);
	struct game		*g = x->g;
	int			 who;

	if (m->action == ACT_PLACE && m->place_ok)
		s->place = m->place;
	switch (m->action) {
	case ACT_NONE:
		return 0;
	case ACT_PLACE:
		s->bonus_move = route_place(x, idx, m);
		if (g->over != END_NONE) {
			s->after_end = 1;
			return 1;
		}
		s->seat = x->seat;
		place_entry(x, idx, m, s);
		break;
	case ACT_SWAP:
		if (x->phase == PH_NONE ||
		    (m->player >= 0 && m->player != x->seat))
			begin_turn(x);
		if (g->over != END_NONE) {
			s->after_end = 1;
			return 1;
		}
		s->seat = x->seat;
		replay_swap_entry(x, idx, m);
		s->applied = 1;
		break;
	case ACT_FLAG:
		end_turn(x, 0);
		if (g->over != END_NONE) {
			s->after_end = 1;
			return 1;
		}
		who = m->player >= 0 ? m->player : g->turn;
		s->seat = who;
		game_flag(g, who);
		s->applied = 1;
		break;
	}
	x->last = idx;
	if (m->has_draw && m->action == ACT_PLACE &&
	    g->rules.variant != VARIANT_SOLO) {
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
	return 0;
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

static int
run(struct replay *rp, const struct record *rec, size_t n, struct diags *d,
    int judge_end)
{
	struct ctx	 x;
	size_t		 i, after = 0, first_after = 0;

	rp->nsteps = 0;
	rp->complete = 0;
	memset(&rp->ranking, 0, sizeof(rp->ranking));
	if (!rec->usable)
		return -1;
	memset(&x, 0, sizeof(x));
	x.rp = rp;
	x.rec = rec;
	x.d = d;
	x.g = &rp->g;
	x.seat = 0;
	game_init(x.g, &rec->rules);
	set_racks(&x);
	if (n > rec->nmoves)
		n = rec->nmoves;
	for (i = 0; i < n; i++) {
		if (x.g->over != END_NONE) {
			struct step	*s = new_step(&x, i);

			s->seat = -1;
			s->after_end = 1;
			if (rec->moves[i].action == ACT_PLACE &&
			    rec->moves[i].place_ok)
				s->place = rec->moves[i].place;
		} else if (judge_entry(&x, i) == 0)
			continue;
		if (after++ == 0)
			first_after = i;
	}
	if (after == 1)
		diag_add(d, D_MOVE_AFTER_END, (int)first_after + 1,
		    rec->moves[first_after].pos, -1,
		    "the game ended before this entry");
	else if (after > 1)
		diag_add(d, D_MOVE_AFTER_END, (int)first_after + 1,
		    rec->moves[first_after].pos, -1, "the game ended before "
		    "this entry and the %zu after it", after - 1);
	if (judge_end)
		end_turn(&x, 1);
	rp->complete = x.g->over != END_NONE;
	rank_game(x.g, &rp->ranking);
	if (!judge_end)
		return 0;
	if (!rp->complete && game_has_free_pair(x.g))
		diag_add(d, D_GAME_INCOMPLETE, rec->nmoves ? (int)rec->nmoves : 0,
		    rec->nmoves ? rec->moves[rec->nmoves - 1].pos : rec->moves_pos,
		    -1, "the record ends while placements are still possible; "
		    "the ranking is provisional");
	replay_check_result(&x);
	replay_check_winner(&x);
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
