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
 * clock has run out, each placement is a turn of its own).  The turns are
 * replay_turn.c's.
 *
 * Solo (genial-rules(7) "10 Solo"): there is no rack to refill.  The tile for
 * each placement is drawn just before it (the entry's `draw`, or an unknown
 * tile); a drawn tile that was not placed goes back to the bag when the turn
 * ends.
 *
 * After a rule error the judge goes on (genial(1) FAULTY RECORDS): a
 * placement that can physically be made is applied as played, by the seat
 * whose turn the rules say it is; one that cannot is not made, and its
 * tile leaves the rack (replay_place.c judges a placement entry).
 *
 * This file is the judge's walk over the entries AS READ (struct vent):
 * which reading of a faulty record that is, the search decides
 * (replay_search.c); the judge only judges it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clever_replay.h"
#include "replay.h"
#include "replay_priv.h"
#include "util.h"

struct step *
replay_step(struct ctx *x, int idx)
{
	struct step	*s;

	if (x->steps == NULL || idx < 0)
		s = &x->scratch;
	else
		s = &x->steps[idx];
	memset(s, 0, sizeof(*s));
	s->move = idx + 1;
	s->seat = -1;
	s->named = -1;
	if (idx >= 0)
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
 * with seat's name as the fix (the entry is judged as seat's).  A name
 * that is none of the players' is kept on the entry's step, for
 * report_unknown_players.
 */
void
replay_check_player(struct ctx *x, size_t idx, const struct rec_move *m,
    int seat)
{
	struct diag	*e;

	if (m->player_unknown != NULL && !x->look && x->steps != NULL)
		x->steps[idx].named = seat;
	if (m->player < 0 || m->player == seat)
		return;
	e = diag_add(x->d, D_WRONG_PLAYER, (int)idx + 1, m->player_pos, seat,
	    "it is %s's turn, not %s's", replay_pname(x, seat),
	    replay_pname(x, m->player));
	/* A name is a cross-check: its fix is the turn's player. */
	if (!x->look) {
		diag_set_fix(x->d, e, "player: %s", replay_pname(x, seat));
		diag_add_edit(x->d, e, m->player_pos, replay_name_text(x,
		    seat));
	}
}

const char *
replay_name_text(const struct ctx *x, int seat)
{
	return seat >= 0 && seat < x->rec->nplayers &&
	    x->rec->players_text[seat] != NULL ? x->rec->players_text[seat] :
	    replay_pname(x, seat);
}

/* The end of an entry that was judged: its draw and its step. */
static void
entry_tail(struct ctx *x, size_t idx, const struct rec_move *m,
    struct step *s)
{
	x->s.last = (int32_t)idx;
	x->s.called |= m->has_bonus;
	if (m->has_draw && m->action == ACT_PLACE &&
	    x->g->rules.variant != VARIANT_SOLO) {
		/* One draw per turn: an earlier one is not drawn. */
		if (x->s.draw_at >= 0)
			diag_add(x->d, D_BAD_DRAW, x->s.draw_at + 1,
			    x->rec->moves[x->s.draw_at].draw.pos, x->s.seat,
			    "the turn draws again at move %zu; only its last "
			    "entry draws, and this draw is not taken", idx + 1);
		x->s.draw_at = (int32_t)idx;
	}
	snap(x, s, s->seat);
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
 * Judge one entry of the record (record index idx).  Returns 1 if the
 * entry turns out to come after the end of the game: closing the turn
 * before it found that the player to move has no tile and the bag is
 * empty (END_NO_TILES is only known once the turn in progress is over).
 * Such an entry is not judged.
 */
static int
judge_entry(struct ctx *x, size_t idx, const struct rec_move *m)
{
	struct step		*s = replay_step(x, (int)idx);
	struct game		*g = x->g;
	int			 who, cur;

	switch (m->action) {
	case ACT_NONE:
		return 0;
	case ACT_PLACE:
		if (m->place_ok)
			s->place = m->place;
		s->bonus_move = replay_route_place(x, idx, m);
		if (g->over != END_NONE) {
			s->after_end = 1;
			return 1;
		}
		s->seat = x->s.seat;
		replay_place_entry(x, idx, m, s);
		break;
	case ACT_SWAP:
		if (x->s.phase == PH_NONE ||
		    (m->player >= 0 && m->player != x->s.seat))
			replay_begin_turn(x);
		if (g->over != END_NONE) {
			s->after_end = 1;
			return 1;
		}
		s->seat = x->s.seat;
		replay_swap_entry(x, idx, m);
		s->applied = 1;
		break;
	case ACT_FLAG:
		cur = x->s.phase != PH_NONE ? x->s.seat : -1;
		replay_end_turn(x, 0);
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

void
replay_judge_one(struct ctx *x, const struct vent *v)
{
	const struct rec_move	*m = v->m;
	struct step		*s;

	if (v->idx < 0) {
		/*
		 * An unseen entry: a placement nobody saw, a bonus placement
		 * of the turn in progress (due, or earned by an unseen tile)
		 * or the placement of the next turn.
		 */
		if (x->g->over != END_NONE)
			return;
		if (!(v->bonus && x->s.phase == PH_PLACED &&
		    (x->g->bonus_due > 0 || x->s.ghost_turn > 0))) {
			replay_begin_turn(x);
			x->s.phase = PH_PLACED;
		}
		if (x->g->over == END_NONE)
			replay_ghost_entry(x, v);
		return;
	}
	if (x->g->over != END_NONE) {
		s = replay_step(x, v->idx);
		s->after_end = 1;
		if (m->action == ACT_PLACE && m->place_ok)
			s->place = m->place;
	} else if (judge_entry(x, (size_t)v->idx, m) == 0)
		return;
	if (x->s.after++ == 0)
		x->s.first_after = v->idx;
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
replay_judge_start(struct ctx *x, struct replay *rp, const struct record *rec,
    struct diags *d, struct step *steps)
{
	memset(x, 0, sizeof(*x));
	x->rp = rp;
	x->rec = rec;
	x->d = d;
	x->g = &x->s.g;
	x->hd = d;
	x->hlen = d->len;
	x->steps = steps;
	x->s.last = 0;
	x->s.draw_at = -1;
	game_init(x->g, &rec->rules);
	set_racks(x);
}

void
replay_judge_finish(struct ctx *x)
{
	const struct record	*rec = x->rec;
	int			 i = x->s.first_after;

	if (x->s.after == 1)
		diag_add(x->d, D_MOVE_AFTER_END, i + 1, rec->moves[i].pos, -1,
		    "the game ended before this entry");
	else if (x->s.after > 1)
		diag_add(x->d, D_MOVE_AFTER_END, i + 1, rec->moves[i].pos, -1,
		    "the game ended before this entry and the %d after it",
		    x->s.after - 1);
}

void
replay_judge_end(struct ctx *x)
{
	const struct record	*rec = x->rec;
	struct replay		*rp = x->rp;
	struct ranking		 rk;
	int			 complete, wrong;

	replay_end_turn(x, 1);
	complete = x->g->over != END_NONE;
	/* The result first: an unseen tile's points it shows count. */
	wrong = replay_check_result(x);
	rank_game(x->g, &rk);
	if (!x->look) {
		rp->complete = complete;
		rp->ranking = rk;
	}
	/*
	 * Unseen tiles may be what ended the game (after the result, whose
	 * claims may have placed their hexes).
	 */
	if (!complete && !rec->truncated && !rec->excerpt &&
	    game_has_free_pair(x->g) &&
	    !replay_ghost_fill(x))
		diag_add(x->d, D_GAME_INCOMPLETE,
		    rec->nmoves ? (int)rec->nmoves : 0,
		    rec->nmoves ? rec->moves[rec->nmoves - 1].pos : rec->moves_pos,
		    -1, "the record ends while placements are still possible; "
		    "the ranking is provisional");
	replay_check_winner(x, &rk, complete && wrong == 0);
}

/* What the replay keeps per entry: its step and its cells in onto. */
#define ENTRY_BYTES	(sizeof(struct step) + 2 * sizeof(uint32_t))

void
replay_init(struct replay *rp)
{
	memset(rp, 0, sizeof(*rp));
}

void
replay_free(struct replay *rp)
{
	struct memuse	*mu = rp->mu;

	memuse_sub(mu, rp->cap * ENTRY_BYTES);
	free(rp->steps);
	free(rp->onto);
	clever_replay_free(rp->clever);
	free(rp->clever);
	replay_init(rp);
	rp->mu = mu;
}

/* Cell h (0 or 1) that entry m places on, or -1 if it places none there. */
static int
placed_cell(const struct rec_move *m, int h)
{
	int	 c = h ? m->place.b : m->place.a;

	return m->action == ACT_PLACE && m->place_ok && c >= 0 &&
	    c < BOARD_CELLS ? c : -1;
}

/* Index which of the first n entries of rec place on each cell (onto). */
static void
index_cells(struct replay *rp, const struct record *rec, size_t n)
{
	uint32_t	 at[BOARD_CELLS];
	size_t		 i;
	int		 c, h;

	memset(rp->onto_at, 0, sizeof(rp->onto_at));
	for (i = 0; i < n; i++)
		for (h = 0; h < 2; h++)
			if ((c = placed_cell(&rec->moves[i], h)) >= 0)
				rp->onto_at[c + 1]++;
	for (c = 0; c < BOARD_CELLS; c++) {
		rp->onto_at[c + 1] += rp->onto_at[c];
		at[c] = rp->onto_at[c];
	}
	for (i = 0; i < n; i++)
		for (h = 0; h < 2; h++)
			if ((c = placed_cell(&rec->moves[i], h)) >= 0)
				rp->onto[at[c]++] = (uint32_t)i;
}

/*
 * unknown-player for each entry whose player: names none of the players
 * (the reader marks it: rec_move.player_unknown), once the reading is
 * chosen: its fix the seat the turn order gives it, where the first n
 * entries judged it as a turn's (step.named).  A finding of the replay,
 * not of the search: it costs no reading anything.
 */
static void
report_unknown_players(const struct replay *rp, const struct record *rec,
    size_t n, struct diags *d)
{
	const struct rec_move	*m;
	const char		*name;
	struct diag		*e;
	size_t			 i;
	int			 seat;

	for (i = 0; i < rec->nmoves; i++) {
		m = &rec->moves[i];
		if (m->player_unknown == NULL)
			continue;
		e = diag_add(d, D_UNKNOWN_PLAYER, (int)i + 1, m->player_pos, -1,
		    "'%s' is not one of the players", m->player_unknown);
		seat = i < n ? rp->steps[i].named : -1;
		if (e == NULL || seat < 0 || seat >= rec->nplayers)
			continue;
		if ((name = rec->players[seat]) == NULL)
			continue;
		diag_set_fix(d, e, "player: %s", name);
		diag_add_edit(d, e, m->player_pos, rec->players_text[seat] != NULL ?
		    rec->players_text[seat] : name);
		diag_set_why(d, e, "the turn order gives the entry to %s", name);
	}
}

/* Judge the first n entries of rec (all of them with judge_end). */
static int
run(struct replay *rp, const struct record *rec, size_t n, struct diags *d,
    int judge_end)
{
	rp->nsteps = 0;
	rp->complete = 0;
	memset(&rp->ranking, 0, sizeof(rp->ranking));
	if (!rec->usable)
		return -1;
	if (n > rec->nmoves)
		n = rec->nmoves;
	/* A long game's steps are not kept for a much shorter one. */
	if (rp->cap * ENTRY_BYTES > REPLAY_KEEP && n < rp->cap / 2) {
		memuse_sub(rp->mu, rp->cap * ENTRY_BYTES);
		free(rp->steps);
		free(rp->onto);
		rp->steps = NULL;
		rp->onto = NULL;
		rp->cap = 0;
	}
	if (rp->cap < n) {
		memuse_add(rp->mu, (n - rp->cap) * ENTRY_BYTES);
		rp->cap = n;
		rp->steps = xreallocarray(rp->steps, n, sizeof(*rp->steps));
		rp->onto = xreallocarray(rp->onto, n, 2 * sizeof(*rp->onto));
	}
	index_cells(rp, rec, n);
	rp->ghost_work = 0;
	rp->late_work = 0;
	rp->part_work = 0;
	replay_search(rp, rec, n, d, judge_end);
	rp->nsteps = n;
	report_unknown_players(rp, rec, n, d);
	replay_report_unread(rp, rec, n, d);
	return 0;
}

int
replay_run(struct replay *rp, const struct record *rec, struct diags *d)
{
	if (rec->kind == RECORD_CLEVER) {
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
