/*
 * Replay: judging and applying one placement entry: its faults, the solo
 * game's draw before it, the search for the slip that explains a finding
 * (replay_fix.c), and the tile that leaves the rack when the placement
 * cannot be made (genial-record(5) RULES).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "replay.h"
#include "replay_priv.h"
#include "util.h"

void
replay_report_faults(struct ctx *x, size_t idx, const struct rec_move *m,
    const struct placement *p, int seat, uint64_t faults, int cell)
{
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
		else if (board_valid(cell) && x->cover[cell] > 0)
			diag_add(x->d, D_CELL_OCCUPIED, mv, cpos, seat,
			    "%s is already covered, by move %d", c,
			    x->cover[cell]);
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

/*
 * Judge and apply a placement entry.  Outside a look-ahead, an entry that
 * draws a finding is looked at again (replay_fix_place): if a near
 * placement explains it and the entries after it better, the entry is
 * read as that placement.  A placement whose cells cannot take the tile
 * is not made, but its tile leaves the rack all the same (genial-record(5)
 * RULES), so the refill that follows is judged as written.
 */
void
replay_place_entry(struct ctx *x, size_t idx, const struct rec_move *m,
    struct step *s)
{
	struct game		*g = x->g;
	struct game		 before;
	const struct placement	*p = &m->place;
	uint64_t		 faults;
	size_t			 mark, errs = 0;
	int			 cell, seat = x->seat, look;

	replay_check_player(x, idx, m, seat);
	if (g->rules.variant == VARIANT_SOLO && !s->bonus_move)
		solo_draw(x, idx, m, seat);
	look = !x->sim && *x->budget > 0 &&
	    replay_reading(x, idx) == RD_NONE;
	if (!m->place_ok) {
		/*
		 * A cell not on the board (reported by the reader) may be a
		 * slip for a neighbour of the other cell.
		 */
		if (look && replay_fix_unreadable(x, idx, m) &&
		    replay_fix_place(x, idx, s, x->stop < idx + 1 + FIX_WINDOW ?
		    x->stop : idx + 1 + FIX_WINDOW, 0))
			look = 0;
		if (replay_reading(x, idx) != RD_PLACE) {
			/* Cells unreadable: not made, and the tile let go. */
			if (replay_fix_tile_read(x, idx))
				game_rack_take(g, seat, m->place.tile);
			return;
		}
	}
	mark = x->d->len;
	if (look) {
		before = *g;
		errs = x->d->errors;
	}
	if (replay_reading(x, idx) == RD_PLACE) {
		replay_fix_report(x, idx, m, seat);
		p = &x->rd[idx].place;
	}
again:
	s->place = *p;
	/* The observer sees the placement judged last (below when look). */
	if (!look)
		replay_observe(x, seat, idx, REPLAY_PLACE, p);
	faults = game_check_place(g, seat, p, &cell);
	/*
	 * A placement whose only fault is a cell an earlier entry covered:
	 * the slip may be in the earlier entry.
	 */
	if (look && faults == (1ull << D_CELL_OCCUPIED) &&
	    board_symbol_index(cell) < 0 && x->cover[cell] > 0) {
		replay_fix_blame(x, (size_t)x->cover[cell] - 1, idx, cell);
		if (x->restart)
			return;
	}
	/* A tile the replay never saw may be the one it touches. */
	if (faults == (1ull << D_NOT_CONNECTED) && replay_fix_unseen(x, 1, 0))
		faults = 0;
	if (faults)
		replay_report_faults(x, idx, m, p, seat, faults, cell);
	if (!game_can_place(g, p))
		game_rack_take(g, seat, p->tile);
	else {
		game_place(g, seat, p, &s->bd);
		s->applied = 1;
		x->cover[p->a] = x->cover[p->b] = (int16_t)(idx + 1);
		replay_check_claims(x, idx, m, seat, &s->bd);
	}
	if (replay_reading(x, idx) == RD_SUGGEST)
		replay_fix_suggest(x, idx, m, mark);
	if (look && x->d->errors > errs) {
		/* The entry as written draws a finding: look for another. */
		look = 0;
		*g = before;
		diags_truncate(x->d, mark);
		if (s->applied)		/* the cells were empty before it */
			x->cover[p->a] = x->cover[p->b] = 0;
		s->applied = 0;
		memset(&s->bd, 0, sizeof(s->bd));
		if (replay_fix_place(x, idx, s, x->stop < idx + 1 + FIX_WINDOW ?
		    x->stop : idx + 1 + FIX_WINDOW, 0)) {
			replay_fix_report(x, idx, m, seat);
			p = &x->rd[idx].place;
		}
		goto again;
	}
	if (look && x->rp->observe != NULL && !x->sim)
		x->rp->observe(x->rp->observe_ctx, &before, seat, idx,
		    REPLAY_PLACE, p);
}
