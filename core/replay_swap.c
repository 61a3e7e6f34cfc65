/*
 * The replay's rack events (genial-rules(7) "3 Turn", "7 Swap", "12
 * Duel"; genial-record(5) "Racks"): draws at the end of a turn and swaps,
 * judged against the rack as known.
 */
#include <stdio.h>
#include <string.h>

#include "replay.h"
#include "replay_priv.h"
#include "util.h"

/*
 * Draw the tiles of entry m onto seat's rack: as many as the rack needs
 * (game_rack_size less what it holds) or the bag has, whichever is fewer.
 */
void
replay_do_draw(struct ctx *x, int seat, const struct rec_move *m, size_t idx)
{
	struct game	*g = x->g;
	char		 nm[3];
	int		 need, want, i, room;

	replay_observe(x, seat, idx, REPLAY_DRAW, NULL);
	/* What the rack needs, or the whole bag if it holds fewer. */
	need = game_rack_size(g) - game_rack_count(g, seat);
	want = game_bag_at_least(g, need) ? need : game_bag_count(g);
	if (m->draw.n != want) {
		if (want < need)
			diag_add(x->d, D_BAD_DRAW, (int)idx + 1, m->draw.pos, seat,
			    "draws %d tile%s; the bag holds only %d", m->draw.n,
			    m->draw.n == 1 ? "" : "s", want);
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
 * Duel (genial-rules(7) "12 Duel"): the tiles set aside must be on the rack,
 * but need not be all of it.  Returns 0 if they can be, 1 if the rack cannot
 * hold them (more of a type than its known tiles and unknown slots allow), 2
 * if they fit the rack only through unknown slots holding tiles the set no
 * longer has.
 */
static int
duel_aside_fits(const struct game *g, int seat, const struct tile *t, int n)
{
	const struct rack	*r = &g->rack[seat];
	int			 want[TILE_TYPES] = { 0 }, i, extra = 0;

	if (n > r->nknown + r->unknown)
		return 1;
	for (i = 0; i < n; i++)
		want[tile_type(t[i])]++;
	for (i = 0; i < r->nknown; i++)
		if (want[r->known[i]] > 0)
			want[r->known[i]]--;
	for (i = 0; i < TILE_TYPES; i++)
		extra += want[i];
	if (extra > r->unknown)
		return 1;
	for (i = 0; i < TILE_TYPES; i++)
		if (want[i] > g->unseen[i])
			return 2;
	return 0;
}

/*
 * Say why a duel swap is refused: nothing set aside, no counter on the
 * player's 9, or set-aside tiles that show none of the colours there.
 */
static void
duel_refused(struct ctx *x, int mv, const struct rec_move *m, int seat)
{
	struct game	*g = x->g;
	char		 nine[64], bad[128], nm[3];
	unsigned	 at9 = 0;
	size_t		 used = 0;
	int		 c, i, nbad = 0;
	const char	*who = replay_pname(x, seat);

	for (c = 0; c < COLOURS; c++)
		if (game_duel_position(g, seat, c) == DUEL_END)
			at9 |= 1u << c;
	if (at9 == 0) {
		diag_add(x->d, D_SWAP_NOT_ALLOWED, mv, m->action_pos, seat,
		    "no counter stands on %s's 9; a duel swap sets aside tiles "
		    "showing a colour there", who);
		return;
	}
	replay_colours_text(at9, nine, sizeof(nine));
	if (m->swap.n == 0) {
		diag_add(x->d, D_SWAP_NOT_ALLOWED, mv, m->action_pos, seat,
		    "sets aside no tile; a duel swap sets aside tiles showing "
		    "%s, the colour%s on %s's 9", nine,
		    __builtin_popcount(at9) > 1 ? "s" : "", who);
		return;
	}
	bad[0] = '\0';
	for (i = 0; i < m->swap.n && used + 4 < sizeof(bad); i++) {
		if (at9 & ((1u << m->swap.v[i].a) | (1u << m->swap.v[i].b)))
			continue;
		used += (size_t)snprintf(bad + used, sizeof(bad) - used, "%s%s",
		    nbad++ ? " " : "", tile_name(m->swap.v[i], nm));
	}
	diag_add(x->d, D_SWAP_NOT_ALLOWED, mv, m->action_pos, seat,
	    "%s show%s none of %s, the colour%s on %s's 9", bad,
	    nbad == 1 ? "s" : "", nine, __builtin_popcount(at9) > 1 ? "s" : "",
	    who);
}

/*
 * Say why a swap is refused: the bag cannot give the tiles it draws, or
 * the lowest-colour condition (genial-rules(7) "7 Swap") or the duel's
 * own-9 condition ("Duel") fails: which of the shown colours are lowest,
 * and what the lowest colours are.
 */
static void
swap_refused(struct ctx *x, int mv, const struct rec_move *m, int seat)
{
	struct game	*g = x->g;
	char		 who[128], bad[64], low[64];
	unsigned	 lowest, shown;
	int		 side = game_side_of(g, seat), at = 0, need, bag;

	need = game_swap_draws(g, seat, m->swap.n);
	if (!game_bag_at_least(g, need)) {
		bag = game_bag_count(g);
		diag_add(x->d, D_SWAP_NOT_ALLOWED, mv, m->action_pos, seat,
		    "the bag holds %d tile%s; a swap needs %d", bag,
		    bag == 1 ? "" : "s", need);
		return;
	}
	if (g->rules.variant == VARIANT_DUEL) {
		duel_refused(x, mv, m, seat);
		return;
	}
	if (g->rules.variant == VARIANT_TEAM)
		snprintf(who, sizeof(who), "%s+%s", replay_pname(x, side),
		    replay_pname(x, side + 2));
	else
		snprintf(who, sizeof(who), "%s", replay_pname(x, seat));
	str_cut_utf8(who);
	lowest = game_lowest(g, side);
	if (lowest != 0 && side >= 0 && side < MAX_SEATS)
		at = g->score[side][__builtin_ctz(lowest)];
	shown = tiles_colours(m->swap.v, m->swap.n) & lowest;
	replay_colours_text(shown, bad, sizeof(bad));
	replay_colours_text(lowest, low, sizeof(low));
	if (shown == lowest)
		diag_add(x->d, D_SWAP_NOT_ALLOWED, mv, m->action_pos, seat,
		    "the rack shows %s, %s's lowest colour%s (at %d)", bad, who,
		    __builtin_popcount(lowest) > 1 ? "s" : "", at);
	else
		diag_add(x->d, D_SWAP_NOT_ALLOWED, mv, m->action_pos, seat,
		    "the rack shows %s, among %s's lowest colours (%s, all at "
		    "%d)", bad, who, low, at);
}

void
replay_swap_entry(struct ctx *x, size_t idx, const struct rec_move *m)
{
	struct game	*g = x->g;
	char		 shown[128], rack[128];
	int		 seat = x->s.seat, mv = (int)idx + 1, fits;

	replay_check_player(x, idx, m, seat);
	if (g->rules.variant == VARIANT_SOLO) {
		diag_add(x->d, D_SWAP_NOT_ALLOWED, mv, m->action_pos, seat,
		    "the solo game has no swap");
		return;
	}
	if (x->s.phase == PH_PLACED)
		replay_observe(x, seat, idx, REPLAY_SWAP, NULL);
	if (x->s.phase == PH_NONE)
		diag_add(x->d, D_SWAP_NOT_ALLOWED, mv, m->action_pos, seat,
		    "a swap comes after the turn's placement, not instead of it");
	else if (x->s.phase == PH_SWAPPED)
		diag_add(x->d, D_SWAP_NOT_ALLOWED, mv, m->action_pos, seat,
		    "%s has already swapped this turn", replay_pname(x, seat));
	/* With no tile left the bonus lapses silently, as in end_turn. */
	if (x->s.phase == PH_PLACED && g->bonus_due > 0 &&
	    game_rack_count(g, seat) > 0) {
		diag_add(x->d, D_BONUS_FORFEITED, mv, m->pos, seat,
		    "%s had %d bonus placement%s due and swapped instead",
		    replay_pname(x, seat), g->bonus_due,
		    g->bonus_due == 1 ? "" : "s");
		x->s.xforfeit += x->s.called;
	}
	g->bonus_due = 0;
	if (x->s.draw_at >= 0)
		diag_add(x->d, D_BAD_DRAW, x->s.draw_at + 1,
		    x->rec->moves[x->s.draw_at].draw.pos, seat, "a swap replaces "
		    "the refill; the draw belongs on the swap entry");
	x->s.draw_at = -1;
	/* The texts in messages are written only when one is due. */
	if (g->rules.variant == VARIANT_DUEL) {
		/* The set-aside tiles leave the rack in game_swap_begin. */
		fits = duel_aside_fits(g, seat, m->swap.v, m->swap.n);
		if (fits == 1)
			diag_add(x->d, D_SWAP_MISMATCH, mv, m->swap.pos, seat,
			    "sets aside %s, but %s's rack holds %s",
			    replay_tiles_text(m->swap.v, m->swap.n, shown,
			    sizeof(shown)), replay_pname(x, seat),
			    replay_rack_text(g, seat, rack, sizeof(rack)));
		else if (fits == 2)
			diag_add(x->d, D_SUPPLY_EXCEEDED, mv, m->swap.pos, seat,
			    "the set-aside tiles %s exceed the supply of the "
			    "set", replay_tiles_text(m->swap.v, m->swap.n, shown,
			    sizeof(shown)));
	} else {
		if (swap_matches(g, seat, m->swap.v, m->swap.n) != 0)
			diag_add(x->d, D_SWAP_MISMATCH, mv, m->swap.pos, seat,
			    "shows %s, but %s's rack holds %s", m->swap.n ?
			    replay_tiles_text(m->swap.v, m->swap.n, shown,
			    sizeof(shown)) : "nothing", replay_pname(x, seat),
			    replay_rack_text(g, seat, rack, sizeof(rack)));
		/*
		 * More than a rack can hold is the mismatch above, not a
		 * supply fault: the rack takes the first RACK_SIZE.
		 */
		if (game_set_rack(g, seat, m->swap.v, m->swap.n > RACK_SIZE ?
		    RACK_SIZE : m->swap.n) != 0)
			diag_add(x->d, D_SUPPLY_EXCEEDED, mv, m->swap.pos, seat,
			    "the shown tiles %s exceed the supply of the set",
			    replay_tiles_text(m->swap.v, m->swap.n, shown,
			    sizeof(shown)));
	}
	if (!game_swap_allowed_for(g, seat, m->swap.v, m->swap.n))
		swap_refused(x, mv, m, seat);
	game_swap_begin(g, seat, m->swap.v, m->swap.n);
	if (m->has_draw)
		replay_do_draw(x, seat, m, idx);
	else
		game_refill_unknown(g, seat);
	game_swap_end(g, m->swap.v, m->swap.n);
	x->s.phase = PH_SWAPPED;
}
