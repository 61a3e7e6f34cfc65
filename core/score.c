/*
 * Scoring, bonus placements and the conditions of the swap (genial-rules(7) "5
 * Scoring", "6 Bonus placements", "7 Swap").  Part of game.h; the state
 * changes are in game.c.
 *
 * Counters belong to sides (game_side_of).  The cap is game_cap(); the
 * bonus marks are the cap in the standard game, 18 and 36 in the team
 * game, none in the solo game.  The duel game moves the shared track
 * instead of counters: the lines are counted here, what they do to the
 * track is game_duel_score (duel.c).
 */
#include <string.h>

#include "board.h"
#include "game.h"
#include "tile.h"

/*
 * Count the hexes of colour c from cell in direction d, not counting cell
 * itself: tiles and start symbols alike, up to the first empty cell, other
 * colour or the edge of the board.
 */
static int
run_length(const struct game *g, int cell, enum dir d, int c)
{
	int	 n = 0;

	/* cell is valid, and each step is a valid cell or NO_CELL. */
	for (cell = board_neighbours(cell)[d]; cell != NO_CELL &&
	    g->cell[cell] == c; cell = board_neighbours(cell)[d])
		n++;
	return n;
}

/*
 * The directions (bit d) in which cell, a valid cell, has a neighbour of
 * colour c, other than the cell `other`.  All six are tested at once,
 * with no branch on the board: most neighbours do not match, and which
 * do is nothing a branch predictor can learn.
 */
static unsigned
matching_dirs(const struct game *g, int cell, int c, int other)
{
	const short	*nb = board_near(cell);	/* the edge reads cell */
	unsigned	 m = 0;
	int		 d;

	for (d = 0; d < DIR__MAX; d++)
		m |= (unsigned)((g->cell[nb[d]] == c) & (nb[d] != other)) << d;
	/* Neighbours on the board: the area of the most seats is all of it. */
	return m & board_area_dirs(cell, board_area_reach(MAX_SEATS));
}

/*
 * Lines first: from each hex, the five directions other than the one
 * toward the other hex (all six if the cells are not neighbours, which
 * game_place never lets through).  Then the counters of seat's side:
 * gained is what fits under the cap, a colour "reaches" a mark when its
 * counter goes from below the mark to the mark or above, and every mark
 * reached earns a bonus placement (at most one per placement under MSO).
 */
int
game_score(const struct game *g, int seat, const struct placement *p,
    struct breakdown *bd)
{
	const int	 cells[2] = { p->a, p->b };
	const int	 colour[2] = { p->tile.a, p->tile.b };
	unsigned	 dirs;
	int		 marks[2], nmarks, i, d, len, c, total = 0;
	int		 side, cap, have, room, m, earned = 0;
	const int	 maxlines = BREAKDOWN_LINES;

	memset(bd, 0, sizeof(*bd));
	for (i = 0; i < 2; i++) {
		if (cells[i] < 0 || cells[i] >= BOARD_CELLS ||
		    colour[i] < 0 || colour[i] >= COLOURS)
			return 0;
	}
	for (i = 0; i < 2; i++) {
		/* Not toward the other hex (at most one d is). */
		dirs = matching_dirs(g, cells[i], colour[i], cells[1 - i]);
		for (; dirs != 0; dirs &= dirs - 1) {
			d = __builtin_ctz(dirs);
			len = 1 + run_length(g, board_neighbours(cells[i])[d],
			    (enum dir)d, colour[i]);
			if (bd->nlines < maxlines) {
				bd->lines[bd->nlines].hex = (uint8_t)i;
				bd->lines[bd->nlines].dir = (uint8_t)d;
				bd->lines[bd->nlines].len = (uint8_t)len;
				bd->nlines++;
			}
			bd->points[colour[i]] += (uint8_t)len;
			total += len;
		}
	}

	if (seat < 0 || seat >= g->rules.seats)
		return total;
	if (g->rules.variant == VARIANT_DUEL) {
		game_duel_score(g, seat, bd);
		return total;
	}
	side = game_side_of(g, seat);
	cap = game_cap(g);
	nmarks = rules_bonus_marks(&g->rules, marks);
	/*
	 * Only the tile's colours can have points, and a colour with none
	 * gains nothing and reaches no mark.
	 */
	for (i = 0; i < 2; i++) {
		c = colour[i];
		if (i == 1 && c == colour[0])
			break;
		if (bd->points[c] == 0)
			continue;
		have = g->score[side][c];
		room = have >= cap ? 0 : cap - have;
		bd->gained[c] = (uint8_t)(bd->points[c] < room ?
		    bd->points[c] : room);
		for (m = 0; m < nmarks; m++) {
			if (have < marks[m] && have + bd->gained[c] >= marks[m]) {
				if (bd->reached & (1u << c))
					bd->reached2 |= (uint8_t)(1u << c);
				bd->reached |= (uint8_t)(1u << c);
				earned++;
			}
		}
	}
	if (g->rules.ruleset == RULES_MSO && earned > 1)
		earned = 1;
	bd->bonus = (uint8_t)earned;
	return total;
}

unsigned
game_lowest(const struct game *g, int side)
{
	unsigned	 mask = 0;
	int		 c, min;

	if (side < 0 || side >= MAX_SEATS)
		return 0;
	min = g->score[side][0];
	for (c = 1; c < COLOURS; c++)
		if (g->score[side][c] < min)
			min = g->score[side][c];
	for (c = 0; c < COLOURS; c++)
		if (g->score[side][c] == min)
			mask |= 1u << c;
	return mask;
}

int
game_swap_draws(const struct game *g, int seat, int n)
{
	int	 kept;

	if (g->rules.variant != VARIANT_DUEL)
		return RACK_SIZE;
	kept = game_rack_count(g, seat) - (n > 0 ? n : 0);
	return kept >= RACK_SIZE ? 0 : RACK_SIZE - (kept > 0 ? kept : 0);
}

int
game_swap_allowed_for(const struct game *g, int seat,
    const struct tile *shown, int n)
{
	unsigned	 bad, nine;
	int		 i, c;

	if (seat < 0 || seat >= g->rules.seats)
		return 0;
	if (g->rules.variant != VARIANT_SOLO &&
	    !game_bag_at_least(g, game_swap_draws(g, seat, n)))
		return 0;
	switch (g->rules.variant) {
	case VARIANT_SOLO:
		return 0;
	case VARIANT_DUEL:
		/* Colours whose counter stands on seat's own 9. */
		nine = 0;
		for (c = 0; c < COLOURS; c++)
			if (game_duel_position(g, seat, c) == DUEL_END)
				nine |= 1u << c;
		if (n <= 0)
			return 0;
		for (i = 0; i < n; i++)
			if (shown[i].a >= COLOURS || shown[i].b >= COLOURS ||
			    !(nine & ((1u << shown[i].a) | (1u << shown[i].b))))
				return 0;
		return 1;
	default:
		bad = game_lowest(g, game_side_of(g, seat));
		for (i = 0; i < n; i++) {
			if (shown[i].a >= COLOURS || shown[i].b >= COLOURS)
				return 0;
			if (bad & ((1u << shown[i].a) | (1u << shown[i].b)))
				return 0;
		}
		return 1;
	}
}
