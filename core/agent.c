/*
 * Self-play agents (see agent.h).
 *
 * A decision enumerates every legal placement of every distinct tile on
 * the rack: the legal cell pairs once (legality does not depend on the
 * tile), then each tile in both orientations.  Points come from a table
 * of what each empty cell would score per colour, built once per
 * decision: a hex placed on an empty cell e scores, for colour c, the
 * runs of c that start at e's neighbours.  The direction toward the
 * tile's other hex never counts, because that hex is empty before the
 * placement, so the table needs no exclusion.  The table agrees with
 * game_score() (the unit tests compare the two on played positions); the
 * engine's own breakdown is what the records claim.
 */
#include <assert.h>
#include <stdint.h>
#include <string.h>

#include "agent.h"
#include "board.h"
#include "diag.h"
#include "game.h"
#include "prng.h"
#include "tile.h"

static const char *const agent_names[AGENT__MAX] = {
	"random", "greedy", "balanced", "strong"
};

#define MAX_CANDIDATES	AGENT_MAX_CANDIDATES

/* One candidate placement, compact: cells and colours. */
struct cand {
	uint8_t		 a, b;		/* cells */
	uint8_t		 x, y;		/* colour on a, colour on b */
};

/* Per decision: the board with start symbols, and points per cell. */
struct eval {
	int8_t		 col[BOARD_CELLS];	/* colour, start symbols too */
	uint8_t		 pts[BOARD_CELLS][COLOURS];	/* see the top */
};

const char *
agent_name(enum agent_kind k)
{
	return (unsigned)k < AGENT__MAX ? agent_names[k] : "?";
}

int
agent_parse(const char *name)
{
	int k;

	for (k = 0; k < AGENT__MAX; k++)
		if (strcmp(name, agent_names[k]) == 0)
			return k;
	return -1;
}

static void
eval_build(struct eval *ev, const struct game *g)
{
	int cell, d, n, c, len, sym;

	for (cell = 0; cell < BOARD_CELLS; cell++) {
		sym = board_symbol_index(cell);
		ev->col[cell] = sym >= 0 ? (int8_t)g->rules.corners[sym] :
		    g->cell[cell];
	}
	memset(ev->pts, 0, sizeof(ev->pts));
	for (cell = 0; cell < BOARD_CELLS; cell++) {
		if (ev->col[cell] >= 0 ||
		    !board_in_active_area(cell, g->rules.seats))
			continue;
		for (d = 0; d < DIR__MAX; d++) {
			n = board_step(cell, (enum dir)d);
			if (n == NO_CELL || (c = ev->col[n]) < 0)
				continue;
			len = 0;
			while (n != NO_CELL && ev->col[n] == c) {
				len++;
				n = board_step(n, (enum dir)d);
			}
			ev->pts[cell][c] += (uint8_t)len;
		}
	}
}

/*
 * The legal cell pairs for seat, each once (a, then its neighbour to the
 * right, up-right or up-left).  Returns how many were stored in a and b.
 * Only the cells are judged: the probe tile need not be on the rack.
 */
static int
legal_pairs(const struct game *g, int seat, const struct eval *ev,
    struct tile probe, uint8_t *pa, uint8_t *pb)
{
	static const enum dir fwd[3] = { DIR_RIGHT, DIR_UP_RIGHT, DIR_UP_LEFT };
	struct placement p;
	int cell, i, nb, n = 0;

	p.tile = probe;
	for (cell = 0; cell < BOARD_CELLS; cell++) {
		if (ev->col[cell] >= 0 ||
		    !board_in_active_area(cell, g->rules.seats))
			continue;
		for (i = 0; i < 3; i++) {
			nb = board_step(cell, fwd[i]);
			if (nb == NO_CELL || ev->col[nb] >= 0 ||
			    !board_in_active_area(nb, g->rules.seats))
				continue;
			p.a = cell;
			p.b = nb;
			if ((game_check_place(g, seat, &p, NULL) &
			    ~((1ull << D_TILE_NOT_IN_RACK) |
			    (1ull << D_SUPPLY_EXCEEDED))) != 0)
				continue;
			pa[n] = (uint8_t)cell;
			pb[n] = (uint8_t)nb;
			n++;
		}
	}
	return n;
}

/*
 * What one point is worth to balanced on a counter standing at x: ten
 * elevenths of the worth at x - 1, from 1,000,000 at 0.  A point on a low
 * colour outweighs a point on a high one, but not any number of them
 * (pure lowest-first, the sorted counters compared lexicographically,
 * lost 44% to 56% against greedy; this wins about 62% to 38%).  Integer
 * arithmetic only, so every machine makes the same choices.  Each entry
 * is the one before times 10, divided by 11, rounded down.
 */
#define WORTH_LEVELS	40
static const long worth_table[WORTH_LEVELS] = {
	1000000, 909090, 826445, 751313, 683011, 620919,
	564471, 513155, 466504, 424094, 385540, 350490,
	318627, 289660, 263327, 239388, 217625, 197840,
	179854, 163503, 148639, 135126, 122841, 111673,
	101520, 92290, 83900, 76272, 69338, 63034,
	57303, 52093, 47357, 43051, 39137, 35579,
	32344, 29403, 26730, 24300
};

static long
worth(int x)
{
	return x >= 0 && x < WORTH_LEVELS ? worth_table[x] : 0;
}

long
agent_worth(int x)
{
	return worth(x);
}

/*
 * Everything a decision needs about one candidate: the gain, the
 * counters after it and whether it earns a bonus it could not take.
 */
struct outcome {
	int		 gain;
	int		 reached;	/* colours brought to the cap */
	uint8_t		 after[COLOURS];
};

static void
outcome_of(const uint8_t score[COLOURS], int cap, const struct eval *ev,
    const struct cand *c, struct outcome *o)
{
	int col, k, p, room;
	int pts[COLOURS] = { 0 };

	pts[c->x] += ev->pts[c->a][c->x];
	pts[c->y] += ev->pts[c->b][c->y];
	memcpy(o->after, score, COLOURS);
	o->gain = 0;
	o->reached = 0;
	for (k = 0; k < 2; k++) {
		col = k == 0 ? c->x : c->y;
		if (k == 1 && c->y == c->x)
			break;
		p = pts[col];
		room = cap - score[col];
		if (room < 0)
			room = 0;
		if (p > room)
			p = room;
		o->after[col] = (uint8_t)(score[col] + p);
		o->gain += p;
		if (p > 0 && o->after[col] == cap)
			o->reached |= 1 << col;
	}
}

/*
 * 1 if the candidate would earn a bonus placement that lapses: the rack
 * is left empty and the game goes on after it.  Only then is the
 * placement simulated on a copy of the game.
 */
static int
wastes_bonus(const struct game *g, int seat, const struct cand *c,
    const struct outcome *o)
{
	struct game copy;
	struct placement p;

	if (o->reached == 0 || game_rack_count(g, seat) > 1)
		return 0;
	copy = *g;
	p.tile.a = c->x;
	p.tile.b = c->y;
	p.a = c->a;
	p.b = c->b;
	game_place(&copy, seat, &p, NULL);
	return copy.over == END_NONE && copy.bonus_due > 0;
}

/*
 * The candidate's value for kind as one number, larger is better: the
 * bonus tier (1 unless it wastes a bonus), then for balanced the worth of
 * the points it moves on the counters, then the points.  Random has the
 * tier only.
 */
static uint64_t
make_key(enum agent_kind kind, const struct game *g, int seat,
    const uint8_t score[COLOURS], const struct cand *c,
    const struct outcome *o)
{
	uint64_t key, v = 0;
	int i, x;

	key = (uint64_t)!wastes_bonus(g, seat, c, o) << 56;
	switch (kind) {
	case AGENT_BALANCED:
		for (i = 0; i < COLOURS; i++)
			for (x = score[i]; x < o->after[i]; x++)
				v += (uint64_t)worth(x);
		key |= (v & ((UINT64_C(1) << 48) - 1)) << 8;
		key |= (uint64_t)(o->gain & 255);
		break;
	case AGENT_GREEDY:
		key |= (uint64_t)(o->gain & 255);
		break;
	default:
		break;
	}
	return key;
}

/*
 * The counters the agents weigh (agent.h): in the duel 18 minus the
 * steps still to go (the line and -1 both stand at 9, seat's own 9 at
 * 18), so that "gain" is the steps a counter moves and reaching 18 is
 * reaching the 9.
 */
int
agent_counters(const struct game *g, int seat, uint8_t out[COLOURS])
{
	int c, room;

	if (g->rules.variant != VARIANT_DUEL) {
		memcpy(out, g->score[game_side_of(g, seat)], COLOURS);
		return game_cap(g);
	}
	for (c = 0; c < COLOURS; c++) {
		game_duel_advance(game_duel_position(g, seat, c), 2 * DUEL_END,
		    &room);
		out[c] = (uint8_t)(2 * DUEL_END - room);
	}
	return 2 * DUEL_END;
}

/*
 * The candidates of one decision: the distinct tile types of a rack, the
 * board's evaluation and its legal pairs of cells.  walk_next() hands out
 * every placement, pair by pair, each tile and then each tile turned
 * round (a double only once): the one order every caller keeps.
 */
struct walk {
	struct eval	 ev;
	uint8_t		 pa[BOARD_CELLS * 3], pb[BOARD_CELLS * 3];
	struct tile	 tiles[RACK_SIZE];
	int		 ntiles;
	int		 npairs;
	int		 i, k, orient;	/* walk_next()'s place */
};

/*
 * Set w up for seat's placements of the tiles given[0..ngiven), each type
 * once (the first RACK_SIZE types).  Returns the number of types; with
 * none, w holds nothing else.
 */
static int
walk_init(struct walk *w, const struct game *g, int seat,
    const struct tile *given, int ngiven)
{
	int	 i, j;

	w->ntiles = w->npairs = 0;
	w->i = w->k = w->orient = 0;
	for (i = 0; i < ngiven && w->ntiles < RACK_SIZE; i++) {
		for (j = 0; j < w->ntiles; j++)
			if (tile_type(w->tiles[j]) == tile_type(given[i]))
				break;
		if (j == w->ntiles)
			w->tiles[w->ntiles++] = given[i];
	}
	if (w->ntiles == 0)
		return 0;
	eval_build(&w->ev, g);
	w->npairs = legal_pairs(g, seat, &w->ev, w->tiles[0], w->pa, w->pb);
	return w->ntiles;
}

/* The next candidate into *c: 1, or 0 when every one was handed out. */
static inline int
walk_next(struct walk *w, struct cand *c)
{
	struct tile	 t;
	int		 i = w->i, turned = w->orient;

	if (i >= w->npairs)
		return 0;
	t = w->tiles[w->k];
	if (!turned && t.a != t.b)
		w->orient = 1;
	else {
		w->orient = 0;
		if (++w->k == w->ntiles) {
			w->k = 0;
			w->i++;
		}
	}
	c->a = turned ? w->pb[i] : w->pa[i];
	c->b = turned ? w->pa[i] : w->pb[i];
	c->x = t.a;
	c->y = t.b;
	return 1;
}

/*
 * Walk every candidate of seat's rack.  With best != NULL, collect the
 * candidates with the highest key for kind into best[] and return how
 * many; with best == NULL return the highest gain seen (-1 if none).
 */
static int
scan(enum agent_kind kind, const struct game *g, int seat,
    struct cand *best)
{
	const struct rack *r = &g->rack[seat];
	struct walk w;
	struct tile rack[RACK_SIZE];
	struct cand c;
	struct outcome o;
	uint64_t key, topkey = 0;
	uint8_t score[COLOURS];
	int cap = agent_counters(g, seat, score);
	int i, nbest = 0, maxgain = -1;

	/* The distinct tile types on the rack, in rack order. */
	for (i = 0; i < r->nknown; i++)
		rack[i] = tile_of_type(r->known[i]);
	if (walk_init(&w, g, seat, rack, r->nknown) == 0)
		return best ? 0 : -1;
	while (walk_next(&w, &c)) {
		outcome_of(score, cap, &w.ev, &c, &o);
		if (o.gain > maxgain)
			maxgain = o.gain;
		if (best == NULL)
			continue;
		key = make_key(kind, g, seat, score, &c, &o);
		if (nbest > 0 && key < topkey)
			continue;
		if (nbest == 0 || key > topkey) {
			topkey = key;
			nbest = 0;
		}
		assert(nbest < MAX_CANDIDATES);
		best[nbest++] = c;
	}
	return best ? nbest : maxgain;
}

int
agent_candidates(const struct game *g, int seat, const struct tile *given,
    int ngiven, struct agent_cand *out)
{
	struct walk w;
	struct cand c;
	struct outcome o;
	uint8_t score[COLOURS];
	int cap = agent_counters(g, seat, score);
	int n = 0, col, x;
	long v;

	if (walk_init(&w, g, seat, given, ngiven) == 0)
		return 0;
	while (walk_next(&w, &c)) {
		outcome_of(score, cap, &w.ev, &c, &o);
		v = 0;
		for (col = 0; col < COLOURS; col++)
			for (x = score[col]; x < o.after[col]; x++)
				v += worth(x);
		assert(n < MAX_CANDIDATES);
		out[n].p.tile.a = c.x;
		out[n].p.tile.b = c.y;
		out[n].p.a = c.a;
		out[n].p.b = c.b;
		out[n].gain = o.gain;
		out[n].reached = (uint8_t)o.reached;
		memcpy(out[n].after, o.after, COLOURS);
		out[n].worth = v;
		n++;
	}
	return n;
}

long
agent_best_worth(const struct game *g, int seat, const struct tile *given,
    int ngiven)
{
	struct walk w;
	const struct eval *ev = &w.ev;
	struct tile t;
	uint8_t score[COLOURS];
	long cum[COLOURS][64], v, best = 0;
	int cap = agent_counters(g, seat, score);
	int i, k, c, p, a, b;

	if (walk_init(&w, g, seat, given, ngiven) == 0)
		return 0;
	/* cum[c][p]: the worth of p points on colour c, after the cap. */
	for (c = 0; c < COLOURS; c++) {
		cum[c][0] = 0;
		for (p = 1; p < 64; p++)
			cum[c][p] = cum[c][p - 1] + (score[c] + p - 1 < cap ?
			    worth(score[c] + p - 1) : 0);
	}
	/* Both orientations at once, for speed: the walk's pairs and tiles. */
	for (i = 0; i < w.npairs; i++)
		for (k = 0; k < w.ntiles; k++) {
			t = w.tiles[k];
			a = w.pa[i];
			b = w.pb[i];
			if (t.a == t.b) {
				p = ev->pts[a][t.a] + ev->pts[b][t.a];
				v = cum[t.a][p < 63 ? p : 63];
			} else {
				v = cum[t.a][ev->pts[a][t.a] < 63 ?
				    ev->pts[a][t.a] : 63] +
				    cum[t.b][ev->pts[b][t.b] < 63 ?
				    ev->pts[b][t.b] : 63];
				if (v > best)
					best = v;
				v = cum[t.a][ev->pts[b][t.a] < 63 ?
				    ev->pts[b][t.a] : 63] +
				    cum[t.b][ev->pts[a][t.b] < 63 ?
				    ev->pts[a][t.b] : 63];
			}
			if (v > best)
				best = v;
		}
	return best;
}

int
agent_choose(enum agent_kind kind, const struct game *g, struct prng *rng,
    struct placement *out)
{
	struct cand best[MAX_CANDIDATES];
	int n, pick;

	n = scan(kind, g, g->turn, best);
	if (n == 0)
		return -1;
	pick = (int)prng_below(rng, (uint32_t)n);
	out->tile.a = best[pick].x;
	out->tile.b = best[pick].y;
	out->a = best[pick].a;
	out->b = best[pick].b;
	return 0;
}

int
agent_best_gain(const struct game *g, int seat)
{
	return scan(AGENT_GREEDY, g, seat, NULL);
}

int
agent_swap_tiles(const struct game *g, int seat, struct tile out[RACK_SIZE])
{
	const struct rack *r = &g->rack[seat];
	struct tile t;
	unsigned nine = 0;
	int i, c, n = 0;

	if (g->rules.variant == VARIANT_DUEL)
		for (c = 0; c < COLOURS; c++)
			if (game_duel_position(g, seat, c) == DUEL_END)
				nine |= 1u << c;
	for (i = 0; i < r->nknown && i < RACK_SIZE; i++) {
		t = tile_of_type(r->known[i]);
		if (g->rules.variant == VARIANT_DUEL &&
		    !(nine & ((1u << t.a) | (1u << t.b))))
			continue;
		out[n++] = t;
	}
	return n;
}

int
agent_wants_swap(enum agent_kind kind, const struct game *g, int seat,
    struct prng *rng)
{
	const struct rack *r = &g->rack[seat];
	struct tile shown[RACK_SIZE];
	int n;

	if (kind == AGENT_GREEDY || r->unknown > 0 || r->nknown == 0 ||
	    game_bag_count(g) < RACK_SIZE)
		return 0;
	n = agent_swap_tiles(g, seat, shown);
	if (!game_swap_allowed_for(g, seat, shown, n))
		return 0;
	if (kind == AGENT_RANDOM)
		return prng_below(rng, 2) == 0;
	return agent_best_gain(g, seat) < AGENT_SWAP_USEFUL;
}
