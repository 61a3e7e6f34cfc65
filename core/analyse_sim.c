/*
 * Playouts for `genial analyse --sim N` (see analyse_simulate in
 * analyse.h; genial(1) "ANALYSIS").
 *
 * Each playout starts from a copy of the position in which everything
 * the player to move cannot see is drawn anew: the other racks (as many
 * tiles as each holds) and so the bag, from the tiles that player has
 * not seen.  The candidate placement is made, then the balanced agent
 * plays every seat to the end of the game: bonus placements, its swap
 * rule, refills drawn at random from the bag.  The result is the mover's
 * share of the win: 1 for a win, 1/k for first place shared by k sides,
 * 0 otherwise.  All chance comes from the project's PRNG, so the same
 * record gives the same figures on every machine.
 */
#include <string.h>

#include "agent.h"
#include "analyse.h"
#include "game.h"
#include "prng.h"
#include "rank.h"
#include "tile.h"

/* A tile drawn uniformly from the bag (game.unseen, every rack known). */
static struct tile
bag_pick(const struct game *g, struct prng *rng, int total)
{
	uint32_t	 k = prng_below(rng, (uint32_t)total);
	int		 t;

	for (t = 0; t < TILE_TYPES - 1; t++) {
		if (k < g->unseen[t])
			break;
		k -= g->unseen[t];
	}
	return tile_of_type(t);
}

static int
bag_total(const struct game *g)
{
	int	 t, n = 0;

	for (t = 0; t < TILE_TYPES; t++)
		n += g->unseen[t];
	return n;
}

/* Draw up to n tiles from the bag onto seat's rack. */
static void
draw_random(struct game *g, int seat, int n, struct prng *rng)
{
	struct tile	 t;
	int		 total;

	while (n-- > 0 && (total = bag_total(g)) > 0) {
		t = bag_pick(g, rng, total);
		if (game_draw(g, seat, &t, 1) != 0)
			break;
	}
}

/*
 * Everything seat cannot see drawn anew: the other seats' racks go back
 * to the bag and are dealt again from it, as many tiles each.
 */
static void
determinise(struct game *g, int seat, struct prng *rng)
{
	int	 s, held[MAX_SEATS];

	for (s = 0; s < g->rules.seats; s++) {
		held[s] = game_rack_count(g, s);
		if (s != seat)
			game_set_rack(g, s, NULL, 0);
	}
	for (s = 0; s < g->rules.seats; s++)
		if (s != seat)
			draw_random(g, s, held[s], rng);
}

/* The rest of seat's turn: bonus placements, then a swap or the refill. */
static void
finish_turn(struct game *g, int seat, struct prng *rng)
{
	struct placement	 p;
	struct tile		 shown[RACK_SIZE];
	int			 n;

	while (g->over == END_NONE && g->bonus_due > 0 &&
	    game_rack_count(g, seat) > 0 &&
	    agent_choose(AGENT_BALANCED, g, rng, &p) == 0)
		game_place(g, seat, &p, NULL);
	if (g->over != END_NONE)
		return;
	if (agent_wants_swap(AGENT_BALANCED, g, seat, rng)) {
		n = agent_swap_tiles(g, seat, shown);
		game_swap_begin(g, seat, shown, n);
		draw_random(g, seat, RACK_SIZE - game_rack_count(g, seat), rng);
		game_swap_end(g, shown, n);
	} else
		draw_random(g, seat, RACK_SIZE - game_rack_count(g, seat), rng);
	game_next_turn(g);
}

/* seat's share of the win in millionths, by the ranking of the end. */
static long
win_share(const struct game *g, int seat)
{
	struct ranking	 r;
	int		 i, side = game_side_of(g, seat), first = 0, mine = 0;

	rank_game(g, &r);
	for (i = 0; i < r.nsides; i++)
		if (r.rank[i] == 1) {
			first++;
			mine |= r.order[i] == side;
		}
	return mine && first > 0 ? AN_UNIT / first : 0;
}

/* Make p on g for seat and play the game out; returns seat's share. */
static long
playout(struct game *g, int seat, const struct placement *p,
    struct prng *rng)
{
	struct placement	 q;
	int			 s, guard = 0;

	game_place(g, seat, p, NULL);
	finish_turn(g, seat, rng);
	while (g->over == END_NONE && guard++ < 2 * BOARD_CELLS) {
		s = g->turn;
		if (agent_choose(AGENT_BALANCED, g, rng, &q) != 0)
			break;
		game_place(g, s, &q, NULL);
		finish_turn(g, s, rng);
	}
	return win_share(g, seat);
}

int
analyse_simulate(struct analysis *an, const struct game *g, int seat,
    uint64_t seed, struct an_move *m)
{
	struct placement	 cand[AN_TOP + 1];
	long			 sum[AN_TOP + 1];
	struct game		 base, copy;
	struct prng		 rng, deal;
	int			 n, i, k, played = -1, best;

	if (an->sim <= 0 || g->rules.variant == VARIANT_SOLO ||
	    g->rack[seat].unknown > 0 || m->kind != AN_PLACE)
		return -1;
	n = 0;
	for (k = 0; k < an->sim_top && k < m->ntop; k++) {
		cand[n] = m->top[k];
		if (an_same_placement(&m->top[k], &m->played))
			played = n;
		n++;
	}
	if (played < 0) {
		played = n;
		cand[n++] = m->played;
	}
	memset(sum, 0, sizeof(sum));
	for (i = 0; i < an->sim; i++) {
		/* The i-th deal, the same for every candidate. */
		prng_seed(&deal, seed ^ ((uint64_t)(i + 1) *
		    UINT64_C(0x9e3779b97f4a7c15)));
		base = *g;
		determinise(&base, seat, &deal);
		for (k = 0; k < n; k++) {
			copy = base;
			rng = deal;
			sum[k] += playout(&copy, seat, &cand[k], &rng);
		}
	}
	best = 0;
	for (k = 1; k < n; k++)
		if (sum[k] > sum[best])
			best = k;
	if (sum[played] == sum[best])
		best = played;
	m->simulated = 1;
	m->win = sum[played] / an->sim;
	m->best_win = sum[best] / an->sim;
	m->win_loss = m->best_win - m->win;
	m->sim_best = cand[best];
	m->playouts = n * an->sim;
	return 0;
}
