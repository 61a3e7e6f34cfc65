/*
 * Replay: judging and applying one placement entry, as read: its faults,
 * the solo game's draw before it, and the tile that leaves the rack when
 * the placement cannot be made (genial-record(5) RULES).
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
		else if (board_valid(cell) && x->s.cover[cell] > 0) {
			x->s.hit = x->s.cover[cell];
			x->s.hit_cell = (int16_t)cell;
			diag_add(x->d, D_CELL_OCCUPIED, mv, cpos, seat,
			    "%s is already covered, by move %d", c,
			    x->s.cover[cell]);
		} else
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
 * Judge and apply a placement entry, as read.  A placement whose cells
 * cannot take the tile is not made, but its tile leaves the rack all the
 * same (genial-record(5) RULES), so the refill that follows is judged as
 * written; so does the tile of an entry whose cells are unreadable, when
 * the tile itself was read.
 */
void
replay_place_entry(struct ctx *x, size_t idx, const struct rec_move *m,
    struct step *s)
{
	struct game		*g = x->g;
	const struct placement	*p = &m->place;
	uint64_t		 faults;
	int			 cell, seat = x->s.seat, ncells;

	replay_check_player(x, idx, m, seat);
	if (g->rules.variant == VARIANT_SOLO && !s->bonus_move)
		solo_draw(x, idx, m, seat);
	if (!m->place_ok) {
		if (m->place_part & REC_PART_TEXT)
			x->s.unread++;
		if ((replay_read_faults(x, idx, &ncells) &
		    (RF_TILE | RF_MOVE)) == 0)
			game_rack_take(g, seat, m->place.tile);
		return;
	}
	s->place = *p;
	replay_observe(x, seat, idx, REPLAY_PLACE, p);
	faults = game_check_place(g, seat, p, &cell);
	/* A tile the record does not show may be the one it touches. */
	if (faults == (1ull << D_NOT_CONNECTED) && replay_ghost_touch(x, p,
	    m->action_pos.line))
		faults = 0;
	if (faults)
		replay_report_faults(x, idx, m, p, seat, faults, cell);
	if (!game_can_place(g, p)) {
		game_rack_take(g, seat, p->tile);
		return;
	}
	game_place(g, seat, p, &s->bd);
	s->applied = 1;
	x->s.cover[p->a] = x->s.cover[p->b] = (int16_t)(idx + 1);
	replay_check_claims(x, idx, m, seat, &s->bd);
}

unsigned
replay_read_faults(const struct ctx *x, size_t idx, int *ncells)
{
	size_t		 i;
	unsigned	 f = 0;

	*ncells = 0;
	for (i = 0; i < x->hlen; i++) {
		if (x->hd->v[i].move != (int)idx + 1)
			continue;
		switch (x->hd->v[i].code) {
		case D_BAD_CELL:
			f |= RF_CELL;
			(*ncells)++;
			break;
		case D_BAD_TILE:
			f |= RF_TILE;
			break;
		case D_BAD_MOVE:
			f |= RF_MOVE;
			break;
		case D_MISSPELT_CLAIM:
			/* Its fix is the key it was meant for. */
			f |= RF_OTHER;
			if (x->hd->v[i].fix != NULL &&
			    strcmp(x->hd->v[i].fix, "bonus") == 0)
				f |= RF_CALL;
			break;
		default:
			f |= RF_OTHER;
			break;
		}
	}
	return f;
}
