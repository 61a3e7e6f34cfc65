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
 * player's turn unless it names the player who just placed (and someone
 * else still takes turns: alone, solo or after the others' flags, a
 * player's next turn follows their own).
 *
 * After a rule error the replay goes on (NOTATION.md): a placement that
 * can physically be made is applied as played, by the seat whose turn the
 * rules say it is; one that cannot is skipped.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "replay.h"
#include "util.h"

enum phase {
	PH_NONE,	/* no turn in progress */
	PH_PLACED,	/* the turn's placement is made */
	PH_SWAPPED	/* the turn's swap is made */
};

struct ctx {
	struct replay		*rp;
	const struct record	*rec;
	struct diags		*d;
	struct game		*g;
	enum phase		 phase;
	int			 seat;	/* seat of the turn in progress */
	size_t			 last;	/* index of its last entry so far */
	const struct rec_move	*draw;	/* its entry carrying a draw, or NULL */
	size_t			 draw_at; /* index of that entry */
};

static const char *
pname(const struct ctx *x, int seat)
{
	if (seat < 0 || seat >= x->rec->nplayers || x->rec->players[seat] == NULL)
		return "?";
	return x->rec->players[seat];
}

/* "RO GG BP" for a list of tiles. */
static char *
tiles_text(const struct tile *t, int n, char *buf, size_t size)
{
	char	 nm[3];
	size_t	 used = 0;
	int	 i;

	buf[0] = '\0';
	for (i = 0; i < n && used + 4 < size; i++)
		used += (size_t)snprintf(buf + used, size - used, "%s%s",
		    i ? " " : "", tile_name(t[i], nm));
	return buf;
}

/* The rack as text: known tiles, then "N unknown". */
static char *
rack_text(const struct game *g, int seat, char *buf, size_t size)
{
	const struct rack	*r = &g->rack[seat];
	struct tile		 t[RACK_SIZE];
	size_t			 used;
	int			 i;

	for (i = 0; i < r->nknown; i++)
		t[i] = tile_of_type(r->known[i]);
	tiles_text(t, r->nknown, buf, size);
	used = strlen(buf);
	if (r->unknown)
		snprintf(buf + used, size - used, "%s%d unknown",
		    r->nknown ? " and " : "", r->unknown);
	else if (r->nknown == 0)
		snprintf(buf, size, "nothing");
	return buf;
}

/* "red", "red and green", "red, green and blue" for a colour mask. */
static char *
colours_text(unsigned mask, char *buf, size_t size)
{
	int	 c, n = 0, total = 0;
	size_t	 used = 0;

	for (c = 0; c < COLOURS; c++)
		if (mask & (1u << c))
			total++;
	buf[0] = '\0';
	for (c = 0; c < COLOURS; c++) {
		if (!(mask & (1u << c)))
			continue;
		used += (size_t)snprintf(buf + used, size - used, "%s%s",
		    n == 0 ? "" : n == total - 1 ? " and " : ", ", colour_name(c));
		n++;
		if (used >= size)
			break;
	}
	if (total == 0)
		snprintf(buf, size, "no colour");
	return buf;
}

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

static void
check_player(struct ctx *x, size_t idx, const struct rec_move *m, int seat)
{
	if (m->player >= 0 && m->player != seat)
		diag_add(x->d, D_WRONG_PLAYER, (int)idx + 1, m->player_pos, seat,
		    "it is %s's turn, not %s's", pname(x, seat),
		    pname(x, m->player));
}

/*
 * Draw the tiles of entry m onto seat's rack: as many as the rack needs
 * (6 less what it holds) or the bag has, whichever is fewer.
 */
static void
do_draw(struct ctx *x, int seat, const struct rec_move *m, size_t idx)
{
	struct game	*g = x->g;
	char		 nm[3];
	int		 need, bag, want, i, room;

	need = RACK_SIZE - game_rack_count(g, seat);
	bag = game_bag_count(g);
	want = need < bag ? need : bag;
	if (m->draw.n != want) {
		if (want < need)
			diag_add(x->d, D_BAD_DRAW, (int)idx + 1, m->draw.pos, seat,
			    "draws %d tile%s; the bag holds only %d", m->draw.n,
			    m->draw.n == 1 ? "" : "s", bag);
		else
			diag_add(x->d, D_BAD_DRAW, (int)idx + 1, m->draw.pos, seat,
			    "draws %d tile%s; the rack needs %d", m->draw.n,
			    m->draw.n == 1 ? "" : "s", want);
	}
	room = need;
	for (i = 0; i < m->draw.n && room > 0; i++) {
		if (game_draw(g, seat, &m->draw.v[i], 1) == 0) {
			room--;
			continue;
		}
		diag_add(x->d, D_BAD_DRAW, (int)idx + 1, m->draw.pos, seat,
		    "draws %s, but no %s is left in the bag",
		    tile_name(m->draw.v[i], nm), nm);
	}
	if (room > 0)
		game_refill_unknown(g, seat);
}

/* Close the turn in progress: forfeits, the refill, the next seat. */
static void
end_turn(struct ctx *x)
{
	struct game		*g = x->g;
	const struct rec_move	*last;
	int			 seat = x->seat;

	if (x->phase == PH_NONE)
		return;
	last = &x->rec->moves[x->last];
	if (g->bonus_due > 0 && g->over == END_NONE)
		diag_add(x->d, D_BONUS_FORFEITED, (int)x->last + 1, last->pos,
		    seat, "%s had %d bonus placement%s due and did not take %s",
		    pname(x, seat), g->bonus_due, g->bonus_due == 1 ? "" : "s",
		    g->bonus_due == 1 ? "it" : "them");
	g->bonus_due = 0;
	if (x->phase == PH_PLACED && g->over == END_NONE) {
		if (x->draw != NULL) {
			if (x->draw_at != x->last)
				diag_add(x->d, D_BAD_DRAW, (int)x->draw_at + 1,
				    x->draw->draw.pos, seat, "the draw belongs "
				    "on the turn's last entry, after its bonus "
				    "placements");
			do_draw(x, seat, x->draw, x->draw_at);
		} else
			game_refill_unknown(g, seat);
	}
	if (g->over == END_NONE)
		game_next_turn(g);
	x->phase = PH_NONE;
	x->draw = NULL;
}

static void
begin_turn(struct ctx *x)
{
	end_turn(x);
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
		    "no tile beside it yet", pname(x, seat));
	if (faults & (1ull << D_NOT_CONNECTED))
		diag_add(x->d, D_NOT_CONNECTED, mv, m->action_pos, seat,
		    "under MSO rules a placement must touch a tile or a start "
		    "symbol; %s-%s touches neither", a, b);
	if (faults & (1ull << D_TILE_NOT_IN_RACK))
		diag_add(x->d, D_TILE_NOT_IN_RACK, mv, m->action_pos, seat,
		    "%s is not on %s's rack (%s)", tile_name(p->tile, a),
		    pname(x, seat), rack_text(g, seat, buf, sizeof(buf)));
	if (faults & (1ull << D_SUPPLY_EXCEEDED)) {
		int	 t = tile_type(p->tile);

		diag_add(x->d, D_SUPPLY_EXCEEDED, mv, m->action_pos, seat,
		    "all %d %s tiles of the set are already accounted for",
		    tile_supply(g->rules.tiles, t), tile_name(p->tile, a));
	}
}

static void
check_score(struct ctx *x, size_t idx, const struct rec_move *m, int seat,
    const struct breakdown *bd)
{
	char	 how[256];
	int	 c, claimed, has;

	for (c = 0; c < COLOURS; c++) {
		has = (m->score.has >> c) & 1;
		claimed = has ? m->score.v[c] : 0;
		if (claimed == bd->points[c])
			continue;
		replay_colour_text(&m->place, bd, c, how, sizeof(how));
		if (has)
			diag_add(x->d, D_SCORE_MISMATCH, (int)idx + 1,
			    m->score.vpos[c], seat, "claims %d %s, the placement "
			    "scores %d: %s", claimed, colour_name(c),
			    bd->points[c], how);
		else
			diag_add(x->d, D_SCORE_MISMATCH, (int)idx + 1,
			    m->score.pos, seat, "claims no %s, the placement "
			    "scores %d %s: %s", colour_name(c), bd->points[c],
			    colour_name(c), how);
	}
}

/* A counter as the claims see it: the side's, or the duel track. */
static int
counter_of(const struct game *g, int seat, int c)
{
	if (g->rules.variant == VARIANT_DUEL)
		return seat == 0 ? g->track[c] : -g->track[c];
	return g->score[game_side_of(g, seat)][c];
}

static void
check_claims(struct ctx *x, size_t idx, const struct rec_move *m, int seat,
    const struct breakdown *bd)
{
	struct game	*g = x->g;
	char		 a[64], b[64];
	int		 c, v;

	if (m->score.has)
		check_score(x, idx, m, seat, bd);
	for (c = 0; c < COLOURS; c++) {
		if (!((m->total.has >> c) & 1))
			continue;
		v = counter_of(g, seat, c);
		if (m->total.v[c] != v)
			diag_add(x->d, D_TOTAL_MISMATCH, (int)idx + 1,
			    m->total.vpos[c], seat, "claims %s at %d, the "
			    "counter is at %d", colour_name(c), m->total.v[c], v);
	}
	if (m->has_bonus) {
		if (m->bonus != bd->reached)
			diag_add(x->d, D_BONUS_MISMATCH, (int)idx + 1,
			    m->bonus_pos, seat, "calls Ingenious! for %s, but "
			    "%s reached %d", colours_text(m->bonus, a, sizeof(a)),
			    colours_text(bd->reached, b, sizeof(b)),
			    game_cap(g));
	} else if (bd->reached && x->rec->uses_claims)
		diag_add(x->d, D_BONUS_UNCLAIMED, (int)idx + 1, m->pos, seat,
		    "%s reached %d and no Ingenious! was called",
		    colours_text(bd->reached, a, sizeof(a)), game_cap(g));
}

static void
place_entry(struct ctx *x, size_t idx, const struct rec_move *m,
    struct step *s)
{
	struct game	*g = x->g;
	uint64_t	 faults;
	int		 cell, seat = x->seat;

	check_player(x, idx, m, seat);
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
	check_claims(x, idx, m, seat, &s->bd);
}

/* Compare shown tiles with the rack as known; 0 if they can be the rack. */
static int
swap_matches(const struct game *g, int seat, const struct tile *t, int n)
{
	const struct rack	*r = &g->rack[seat];
	int			 have[TILE_TYPES] = { 0 }, i;

	if (n != r->nknown + r->unknown)
		return -1;
	for (i = 0; i < n; i++)
		have[tile_type(t[i])]++;
	for (i = 0; i < r->nknown; i++)
		if (--have[r->known[i]] < 0)
			return -1;
	return 0;
}

/* Colours shown by a list of tiles, as a mask. */
static unsigned
tiles_colours(const struct tile *t, int n)
{
	unsigned	 mask = 0;
	int		 i;

	for (i = 0; i < n; i++) {
		if (t[i].a < COLOURS)
			mask |= 1u << t[i].a;
		if (t[i].b < COLOURS)
			mask |= 1u << t[i].b;
	}
	return mask;
}

/*
 * Say why the lowest-colour condition (RULES 6) or the duel's own-9
 * condition (RULES 9) refuses a swap: which of the shown colours are
 * lowest, and what the lowest colours are.
 */
static void
swap_refused(struct ctx *x, int mv, const struct rec_move *m, int seat)
{
	struct game	*g = x->g;
	char		 who[128], bad[64], low[64];
	unsigned	 lowest, shown;
	int		 side = game_side_of(g, seat), at = 0;

	if (g->rules.variant == VARIANT_DUEL) {
		diag_add(x->d, D_SWAP_NOT_ALLOWED, mv, m->action_pos, seat,
		    "a duel swap sets aside tiles showing a colour on %s's 9, "
		    "and none of the shown tiles does", pname(x, seat));
		return;
	}
	if (g->rules.variant == VARIANT_TEAM)
		snprintf(who, sizeof(who), "%s+%s", pname(x, side),
		    pname(x, side + 2));
	else
		snprintf(who, sizeof(who), "%s", pname(x, seat));
	lowest = game_lowest(g, side);
	if (lowest != 0 && side >= 0 && side < MAX_SEATS)
		at = g->score[side][__builtin_ctz(lowest)];
	shown = tiles_colours(m->swap.v, m->swap.n) & lowest;
	colours_text(shown, bad, sizeof(bad));
	colours_text(lowest, low, sizeof(low));
	if (shown == lowest)
		diag_add(x->d, D_SWAP_NOT_ALLOWED, mv, m->action_pos, seat,
		    "the rack shows %s, %s's lowest colour%s (at %d)", bad, who,
		    __builtin_popcount(lowest) > 1 ? "s" : "", at);
	else
		diag_add(x->d, D_SWAP_NOT_ALLOWED, mv, m->action_pos, seat,
		    "the rack shows %s, among %s's lowest colours (%s, all at "
		    "%d)", bad, who, low, at);
}

static void
swap_entry(struct ctx *x, size_t idx, const struct rec_move *m)
{
	struct game	*g = x->g;
	char		 shown[128], rack[128];
	int		 seat = x->seat, mv = (int)idx + 1;

	check_player(x, idx, m, seat);
	if (g->rules.variant == VARIANT_SOLO) {
		diag_add(x->d, D_SWAP_NOT_ALLOWED, mv, m->action_pos, seat,
		    "the solo game has no swap");
		return;
	}
	if (x->phase == PH_NONE)
		diag_add(x->d, D_SWAP_NOT_ALLOWED, mv, m->action_pos, seat,
		    "a swap comes after the turn's placement, not instead of it");
	else if (x->phase == PH_SWAPPED)
		diag_add(x->d, D_SWAP_NOT_ALLOWED, mv, m->action_pos, seat,
		    "%s has already swapped this turn", pname(x, seat));
	if (x->phase == PH_PLACED && g->bonus_due > 0) {
		diag_add(x->d, D_BONUS_FORFEITED, mv, m->pos, seat,
		    "%s had %d bonus placement%s due and swapped instead",
		    pname(x, seat), g->bonus_due, g->bonus_due == 1 ? "" : "s");
		g->bonus_due = 0;
	}
	if (x->draw != NULL)
		diag_add(x->d, D_BAD_DRAW, (int)x->draw_at + 1, x->draw->draw.pos,
		    seat, "a swap replaces the refill; the draw belongs on the "
		    "swap entry");
	x->draw = NULL;
	tiles_text(m->swap.v, m->swap.n, shown, sizeof(shown));
	if (swap_matches(g, seat, m->swap.v, m->swap.n) != 0)
		diag_add(x->d, D_SWAP_MISMATCH, mv, m->swap.pos, seat,
		    "shows %s, but %s's rack holds %s", m->swap.n ? shown :
		    "nothing", pname(x, seat), rack_text(g, seat, rack,
		    sizeof(rack)));
	if (game_set_rack(g, seat, m->swap.v, m->swap.n) != 0)
		diag_add(x->d, D_SUPPLY_EXCEEDED, mv, m->swap.pos, seat,
		    "the shown tiles %s exceed the supply of the set", shown);
	if (!game_swap_allowed_for(g, seat, m->swap.v, m->swap.n))
		swap_refused(x, mv, m, seat);
	game_swap_begin(g, seat, m->swap.v, m->swap.n);
	if (m->has_draw)
		do_draw(x, seat, m, idx);
	else
		game_refill_unknown(g, seat);
	game_swap_end(g, m->swap.v, m->swap.n);
	x->phase = PH_SWAPPED;
}

/*
 * 1 if seat is the only one still taking turns (the solo game, or every
 * other clock has run out), so that its next turn follows its own.
 */
static int
plays_alone(const struct game *g, int seat)
{
	int	 s;

	for (s = 0; s < g->rules.seats && s < MAX_SEATS; s++)
		if (s != seat && !g->flagged[s])
			return 0;
	return 1;
}

/*
 * Decide whose entry a placement is and whether it opens a new turn;
 * returns 1 if it is a bonus placement of the turn in progress.
 */
static int
route_place(struct ctx *x, size_t idx, const struct rec_move *m)
{
	int	 cur = x->seat;

	if (x->phase == PH_PLACED) {
		if (x->g->bonus_due > 0 && (m->player < 0 || m->player == cur))
			return 1;
		if (x->g->bonus_due == 0 && m->player == cur &&
		    !plays_alone(x->g, cur)) {
			diag_add(x->d, D_EXTRA_PLACEMENT, (int)idx + 1,
			    m->action_pos, cur, "%s has already placed this "
			    "turn and has no bonus placement due",
			    pname(x, cur));
			return 0;
		}
	}
	begin_turn(x);
	x->phase = PH_PLACED;
	return 0;
}

static void
judge_entry(struct ctx *x, size_t idx)
{
	const struct rec_move	*m = &x->rec->moves[idx];
	struct step		*s = new_step(x, idx);
	struct game		*g = x->g;
	int			 who;

	switch (m->action) {
	case ACT_NONE:
		return;
	case ACT_PLACE:
		s->bonus_move = route_place(x, idx, m);
		s->seat = x->seat;
		place_entry(x, idx, m, s);
		break;
	case ACT_SWAP:
		if (x->phase == PH_NONE ||
		    (m->player >= 0 && m->player != x->seat))
			begin_turn(x);
		s->seat = x->seat;
		swap_entry(x, idx, m);
		s->applied = 1;
		break;
	case ACT_FLAG:
		end_turn(x);
		who = m->player >= 0 ? m->player : g->turn;
		s->seat = who;
		game_flag(g, who);
		s->applied = 1;
		break;
	}
	x->last = idx;
	if (m->has_draw && m->action == ACT_PLACE) {
		x->draw = m;
		x->draw_at = idx;
	}
	snap(x, s, s->seat);
}

/* "lowest", "second lowest", ... for an index into sorted counters. */
static const char *
position_name(int at)
{
	static const char *const names[COLOURS] = {
		"lowest", "second lowest", "third lowest", "fourth lowest",
		"fifth lowest", "highest"
	};

	return at >= 0 && at < COLOURS ? names[at] : "all";
}

static void
check_result(struct ctx *x)
{
	const struct record	*rec = x->rec;
	int			 s, c, v;

	for (s = 0; s < rec->nplayers; s++) {
		if (!rec->has_result[s])
			continue;
		for (c = 0; c < COLOURS; c++) {
			if (!((rec->result[s].has >> c) & 1))
				continue;
			v = counter_of(x->g, s, c);
			if (rec->result[s].v[c] != v)
				diag_add(x->d, D_RESULT_MISMATCH, 0,
				    rec->result[s].vpos[c], s, "%s's result "
				    "claims %s %d, the counter is at %d",
				    pname(x, s), colour_name(c),
				    rec->result[s].v[c], v);
		}
	}
}

/* Name of a side for messages: the player, or the partners "A+C". */
static const char *
side_name(const struct ctx *x, int side, char *buf, size_t size)
{
	if (x->g->rules.variant == VARIANT_TEAM) {
		snprintf(buf, size, "%s+%s", pname(x, side), pname(x, side + 2));
		return buf;
	}
	return pname(x, side);
}

static void
check_winner(struct ctx *x)
{
	const struct record	*rec = x->rec;
	const struct ranking	*rk = &x->rp->ranking;
	struct game		*g = x->g;
	char			 n1[128], n2[128];
	int			 top, draw, claimed, at = COLOURS;

	if (!rec->has_winner || rk->nsides < 1)
		return;
	top = rk->order[0];
	draw = rk->nsides > 1 && rk->rank[1] == 1;
	if (g->winner_now >= 0) {
		top = game_side_of(g, g->winner_now);
		draw = 0;
	}
	claimed = rec->winner < 0 ? -1 : game_side_of(g, rec->winner);
	if (draw && claimed < 0)
		return;
	if (!draw && claimed == top)
		return;
	if (draw)
		diag_add(x->d, D_WINNER_MISMATCH, 0, rec->winner_pos, -1,
		    "claims %s wins, but the game is a draw: identical sorted "
		    "counters", side_name(x, claimed, n1, sizeof(n1)));
	else if (claimed < 0) {
		/* Say what separates the winner from the runner-up. */
		if (g->winner_now < 0 && g->rules.variant != VARIANT_DUEL &&
		    rk->nsides > 1)
			rank_compare(rk->sorted[top], rk->sorted[rk->order[1]],
			    &at);
		if (at < COLOURS)
			diag_add(x->d, D_WINNER_MISMATCH, 0, rec->winner_pos,
			    -1, "claims a draw, but %s ranks first: %s %d > %d",
			    side_name(x, top, n1, sizeof(n1)), position_name(at),
			    rk->sorted[top][at], rk->sorted[rk->order[1]][at]);
		else
			diag_add(x->d, D_WINNER_MISMATCH, 0, rec->winner_pos,
			    -1, "claims a draw, but %s wins", side_name(x, top,
			    n1, sizeof(n1)));
	} else {
		if (g->winner_now < 0 && g->rules.variant != VARIANT_DUEL)
			rank_compare(rk->sorted[top], rk->sorted[claimed], &at);
		if (at < COLOURS)
			diag_add(x->d, D_WINNER_MISMATCH, 0, rec->winner_pos,
			    -1, "claims %s wins, but %s ranks first: %s %d > %d",
			    side_name(x, claimed, n2, sizeof(n2)),
			    side_name(x, top, n1, sizeof(n1)), position_name(at),
			    rk->sorted[top][at], rk->sorted[claimed][at]);
		else
			diag_add(x->d, D_WINNER_MISMATCH, 0, rec->winner_pos,
			    -1, "claims %s wins, but %s wins",
			    side_name(x, claimed, n2, sizeof(n2)),
			    side_name(x, top, n1, sizeof(n1)));
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
		if (rec->racks[s].n != RACK_SIZE)
			diag_add(x->d, D_BAD_VALUE, 0, rec->racks[s].pos, s,
			    "%s's rack lists %d tile%s, not %d", pname(x, s),
			    rec->racks[s].n, rec->racks[s].n == 1 ? "" : "s",
			    RACK_SIZE);
		if (game_set_rack(x->g, s, rec->racks[s].v,
		    rec->racks[s].n > RACK_SIZE ? RACK_SIZE : rec->racks[s].n))
			diag_add(x->d, D_SUPPLY_EXCEEDED, 0, rec->racks[s].pos, s,
			    "%s's rack holds more tiles of a type than the set "
			    "has left", pname(x, s));
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
			if (after++ == 0)
				first_after = i;
			continue;
		}
		judge_entry(&x, i);
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
		end_turn(&x);
	rp->complete = x.g->over != END_NONE;
	rank_game(x.g, &rp->ranking);
	if (!judge_end)
		return 0;
	if (!rp->complete && game_has_free_pair(x.g))
		diag_add(d, D_GAME_INCOMPLETE, rec->nmoves ? (int)rec->nmoves : 0,
		    rec->nmoves ? rec->moves[rec->nmoves - 1].pos : rec->moves_pos,
		    -1, "the record ends while placements are still possible; "
		    "the ranking is provisional");
	check_result(&x);
	check_winner(&x);
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
	replay_init(rp);
}

int
replay_run(struct replay *rp, const struct record *rec, struct diags *d)
{
	return run(rp, rec, rec->nmoves, d, 1);
}

int
replay_prefix(struct replay *rp, const struct record *rec, size_t n,
    struct diags *d)
{
	return run(rp, rec, n, d, 0);
}
