/*
 * The game state and the rules that change it (genial-rules(7)): set-up,
 * placement legality, applying a placement, turns and the end of the
 * game.  Scoring and the lowest-colour test live in score.c, the duel
 * track in duel.c, racks, the bag and swaps in rack.c; the four files
 * implement game.h.
 *
 * Representation (see game.h for the fields):
 * - g->cell[] holds the colour on every cell, start symbols included:
 *   game_init() writes each symbol's colour from rules.corners, so scoring
 *   reads one array.  A symbol is told from a tile by board_symbol_index().
 * - g->unseen[t] is the supply of type t minus the tiles of type t on the
 *   board, on racks as known tiles, and set aside by a running swap.  It
 *   therefore counts the tiles of type t that are in the bag or hidden in
 *   unknown rack slots; the bag holds sum(unseen) minus all unknown slots.
 * - g->free_pairs counts unordered pairs of neighbouring cells that are
 *   both empty and both in the active area.  It is kept up to date by
 *   occupy(), so end detection costs O(1) per placement.
 *
 * Nothing here prints, exits or allocates; invalid seats, cells and
 * colours are refused or ignored, never indexed.
 */
#include <string.h>

#include "board.h"
#include "diag.h"
#include "game.h"
#include "tile.h"

/* Start-symbol colours clockwise from M8: M8 M13 H13 C8 C3 H3. */
static const uint8_t default_corners[BOARD_SYMBOLS] = {
	RED, GREEN, BLUE, ORANGE, YELLOW, PURPLE
};

void
rules_default(struct rules *r, int seats)
{
	memset(r, 0, sizeof(*r));
	r->variant = VARIANT_STANDARD;
	r->ruleset = RULES_KOSMOS;
	r->tiles = TILES_STANDARD;
	memcpy(r->corners, default_corners, sizeof(r->corners));
	r->seats = seats;
}

void
rules_seat_range(enum variant v, int *lo, int *hi)
{
	switch (v) {
	case VARIANT_SOLO:
		*lo = *hi = 1;
		break;
	case VARIANT_TEAM:
		*lo = *hi = 4;
		break;
	case VARIANT_DUEL:
		*lo = *hi = 2;
		break;
	case VARIANT_STANDARD:
	default:
		*lo = 2;
		*hi = 4;
		break;
	}
}

static int
seat_ok(const struct game *g, int seat)
{
	return seat >= 0 && seat < g->rules.seats;
}

static int
cell_ok(int cell)
{
	return cell >= 0 && cell < BOARD_CELLS;
}

static int
tile_ok(struct tile t)
{
	return t.a < COLOURS && t.b < COLOURS;
}

static int
in_area(const struct game *g, int cell)
{
	return cell_ok(cell) && rules_in_area(&g->rules, cell);
}

static int
is_empty(const struct game *g, int cell)
{
	return cell_ok(cell) && g->cell[cell] < 0;
}

/*
 * Number of empty active-area neighbours of cell, a valid cell index.
 * Summed without branches: whether a neighbour is empty is data the
 * branch predictor cannot learn.
 */
static int
empty_area_neighbours(const struct game *g, int cell)
{
	const short	*nb = board_near(cell);
	unsigned	 in = board_area_dirs(cell,
			    board_area_reach(g->rules.seats));
	int		 d, n = 0;

	for (d = 0; d < DIR__MAX; d++)
		n += (int)((in >> d) & 1) & (g->cell[nb[d]] < 0);
	return n;
}

/*
 * Put a colour on an empty cell and keep free_pairs: the pairs the cell
 * formed with its empty neighbours are gone.  Cells outside the area
 * (a placement applied as played) were never counted.
 */
static void
occupy(struct game *g, int cell, int colour)
{
	int	 lost;

	if (!is_empty(g, cell))
		return;
	if (in_area(g, cell)) {
		lost = empty_area_neighbours(g, cell);
		g->free_pairs = lost > g->free_pairs ? 0 : g->free_pairs - lost;
	}
	g->cell[cell] = (int8_t)colour;
}

void
game_init(struct game *g, const struct rules *r)
{
	int	 i, c, t;

	memset(g, 0, sizeof(*g));
	g->rules = *r;
	if (g->rules.seats < 1)
		g->rules.seats = 1;
	if (g->rules.seats > MAX_SEATS)
		g->rules.seats = MAX_SEATS;
	/* An impossible corner colour falls back to the printed default. */
	for (i = 0; i < BOARD_SYMBOLS; i++)
		if (g->rules.corners[i] >= COLOURS)
			g->rules.corners[i] = default_corners[i];

	memset(g->cell, -1, sizeof(g->cell));
	g->free_pairs = (uint16_t)board_area_pairs(g->rules.seats);
	for (i = 0; i < BOARD_SYMBOLS; i++)
		occupy(g, board_symbol_cells[i], g->rules.corners[i]);

	for (c = 0; c < COLOURS; c++) {
		g->track[c] = 0;
		g->token[c] = -1;
	}
	for (t = 0; t < TILE_TYPES; t++)
		g->unseen[t] = (uint8_t)tile_supply(g->rules.tiles, t);
	for (i = 0; i < g->rules.seats; i++)
		g->rack[i].unknown = g->rules.variant == VARIANT_SOLO ? 0 :
		    RACK_SIZE;
	g->turn = 0;
	g->over = END_NONE;
	g->winner_now = -1;
}

int
game_sides(const struct game *g)
{
	return rules_sides(&g->rules);
}

int
game_side_of(const struct game *g, int seat)
{
	return rules_side_of(&g->rules, seat);
}

int
game_cap(const struct game *g)
{
	return rules_cap(&g->rules);
}

int
game_rack_size(const struct game *g)
{
	return g->rules.variant == VARIANT_SOLO ? 1 : RACK_SIZE;
}

/* ---- placement ---- */

int
game_can_place(const struct game *g, const struct placement *p)
{
	return board_adjacent(p->a, p->b) && is_empty(g, p->a) &&
	    is_empty(g, p->b);
}

/* 1 if a start symbol neighbours a cell that holds a tile (not a symbol). */
static int
symbol_taken(const struct game *g, int sym)
{
	int	 d, nb;

	for (d = 0; d < DIR__MAX; d++) {
		nb = board_step(sym, (enum dir)d);
		if (cell_ok(nb) && g->cell[nb] >= 0 &&
		    board_symbol_index(nb) < 0)
			return 1;
	}
	return 0;
}

/* 1 if cell neighbours a start symbol that no tile touches yet. */
static int
touches_free_symbol(const struct game *g, int cell)
{
	int	 d, nb;

	if (!cell_ok(cell))
		return 0;
	for (d = 0; d < DIR__MAX; d++) {
		nb = board_step(cell, (enum dir)d);
		if (cell_ok(nb) && board_symbol_index(nb) >= 0 &&
		    !symbol_taken(g, nb))
			return 1;
	}
	return 0;
}

/* 1 if cell neighbours any occupied cell (tile or start symbol). */
static int
touches_anything(const struct game *g, int cell)
{
	int	 d, nb;

	if (!cell_ok(cell))
		return 0;
	for (d = 0; d < DIR__MAX; d++) {
		nb = board_step(cell, (enum dir)d);
		if (cell_ok(nb) && g->cell[nb] >= 0)
			return 1;
	}
	return 0;
}

/*
 * The rules about where and what (genial-rules(7) "4 Placement", "14
 * MSO rules").  Rack and supply:
 * a known tile of the type on the rack is used first; failing that an
 * unknown slot, which is only possible while unseen holds the type
 * (D_SUPPLY_EXCEEDED otherwise).  A tile on neither is D_TILE_NOT_IN_RACK,
 * and D_SUPPLY_EXCEEDED as well if unseen has none of the type left.
 */
uint64_t
game_check_place(const struct game *g, int seat,
    const struct placement *p, int *cell)
{
	uint64_t	 bits = 0;
	int		 bad = NO_CELL, i, c;
	const int	 cells[2] = { p->a, p->b };

	if (!board_adjacent(p->a, p->b))
		bits |= 1ull << D_NOT_ADJACENT;
	for (i = 0; i < 2; i++) {
		c = cells[i];
		if (cell_ok(c) && g->cell[c] >= 0) {
			bits |= 1ull << D_CELL_OCCUPIED;
			if (bad == NO_CELL)
				bad = c;
		}
		if (!in_area(g, c)) {
			bits |= 1ull << D_OUTSIDE_AREA;
			if (bad == NO_CELL)
				bad = c;
		}
	}
	if (cell != NULL)
		*cell = bad;

	if (seat_ok(g, seat) && !g->started[seat] &&
	    !touches_free_symbol(g, p->a) && !touches_free_symbol(g, p->b))
		bits |= 1ull << D_FIRST_PLACEMENT;
	if (g->rules.ruleset == RULES_MSO &&
	    !touches_anything(g, p->a) && !touches_anything(g, p->b))
		bits |= 1ull << D_NOT_CONNECTED;

	if (!tile_ok(p->tile))
		bits |= 1ull << D_TILE_NOT_IN_RACK;
	else if (seat_ok(g, seat) && game_rack_find(g, seat, p->tile) < 0) {
		if (g->rack[seat].unknown == 0)
			bits |= 1ull << D_TILE_NOT_IN_RACK;
		if (g->unseen[tile_type(p->tile)] == 0)
			bits |= 1ull << D_SUPPLY_EXCEEDED;
	}
	return bits;
}

/* 1 if every counter of side is at the cap. */
static int
side_capped(const struct game *g, int side)
{
	int	 c, cap = game_cap(g);

	for (c = 0; c < COLOURS; c++)
		if (g->score[side][c] < cap)
			return 0;
	return 1;
}

void
game_place(struct game *g, int seat, const struct placement *p,
    struct breakdown *bd)
{
	struct breakdown	 local;
	int			 c, side;

	if (bd == NULL)
		bd = &local;
	if (!seat_ok(g, seat) || !tile_ok(p->tile) || !game_can_place(g, p)) {
		memset(bd, 0, sizeof(*bd));
		return;
	}
	side = game_side_of(g, seat);

	game_score(g, seat, p, bd);	/* fills all of *bd */
	game_rack_take(g, seat, p->tile);
	occupy(g, p->a, p->tile.a);
	occupy(g, p->b, p->tile.b);
	if (g->rules.variant == VARIANT_DUEL)
		game_duel_apply(g, seat, bd);
	else
		for (c = 0; c < COLOURS; c++)
			g->score[side][c] += bd->gained[c];

	if (g->bonus_due > 0)
		g->bonus_due--;
	g->bonus_due += bd->bonus;
	g->placements++;
	g->placed++;
	g->started[seat] = 1;

	if (g->over != END_NONE)
		return;
	if (g->rules.variant == VARIANT_DUEL && game_duel_sweep(g) >= 0) {
		g->over = END_ALL_CAPPED;
		g->winner_now = game_duel_sweep(g);
		g->bonus_due = 0;
	} else if (g->rules.variant != VARIANT_SOLO &&
	    g->rules.variant != VARIANT_DUEL && side_capped(g, side)) {
		g->over = END_ALL_CAPPED;
		g->winner_now = seat;
		g->bonus_due = 0;
	} else if (g->free_pairs == 0) {
		/* Bonus placements due lapse (genial-rules(7) "6"). */
		g->over = END_BOARD_FULL;
		g->bonus_due = 0;
	}
}

const char *
game_end_text(const struct game *g)
{
	switch (g->over) {
	case END_BOARD_FULL:
		return "no two adjacent empty hexes remain";
	case END_ALL_CAPPED:
		if (g->rules.variant == VARIANT_DUEL)
			return "a player has all six counters on their half of "
			    "the track";
		return "a side has every counter at the cap";
	case END_NO_TILES:
		return "the player to move has no tile and the bag is empty";
	case END_ALL_FLAGGED:
		return "every clock has run out";
	case END_NONE:
		break;
	}
	return "the record ends before the game does";
}

const char *
game_end_word(const struct game *g)
{
	switch (g->over) {
	case END_BOARD_FULL:
		return "board-full";
	case END_ALL_CAPPED:
		return g->rules.variant == VARIANT_DUEL ? "all-on-own-half" :
		    "all-capped";
	case END_NO_TILES:
		return "no-tiles";
	case END_ALL_FLAGGED:
		return "all-flagged";
	case END_NONE:
		break;
	}
	return NULL;
}

int
game_has_free_pair(const struct game *g)
{
	return g->free_pairs > 0;
}

/* ---- turns ---- */

static int
all_flagged(const struct game *g)
{
	int	 i;

	for (i = 0; i < g->rules.seats; i++)
		if (!g->flagged[i])
			return 0;
	return 1;
}

int
game_next_seat(const struct game *g)
{
	int	 i, seat;

	if (all_flagged(g))
		return g->turn;
	seat = g->turn;
	if (seat < 0 || seat >= g->rules.seats)
		seat = g->rules.seats - 1;
	for (i = 0; i < g->rules.seats; i++) {
		seat = (seat + 1) % g->rules.seats;
		if (!g->flagged[seat])
			break;
	}
	return seat;
}

void
game_next_turn(struct game *g)
{
	int	 seat;

	g->placed = 0;
	g->bonus_due = 0;
	if (g->over != END_NONE)
		return;
	if (all_flagged(g)) {
		g->over = END_ALL_FLAGGED;
		return;
	}
	seat = game_next_seat(g);
	g->turn = seat;
	if (game_rack_count(g, seat) == 0 && game_bag_count(g) == 0)
		g->over = END_NO_TILES;
}

void
game_flag(struct game *g, int seat)
{
	if (!seat_ok(g, seat))
		return;
	g->flagged[seat] = 1;
	if (g->over == END_NONE && all_flagged(g))
		g->over = END_ALL_FLAGGED;
	else if (seat == g->turn)
		game_next_turn(g);
}
