/*
 * Analysis of a game's decisions (see analyse.h; the evaluation is
 * described for users in genial(1) "ANALYSIS").
 *
 * A placement's candidates come from agent_candidates(), with the worth
 * of the points each moves on the counters.  Only a candidate that
 * carries a counter across a bonus mark (or, in the duel, could sweep
 * the track) is played out on a copy of the game, to learn what it
 * really earns; that copy also gives the rest of the rack for the value
 * of the bonus placement.  A swap is judged by sampling racks from the
 * tiles the player has not seen, with the project's own PRNG, so the
 * same record gives the same figures on every machine.
 */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "analyse.h"
#include "prng.h"
#include "replay.h"
#include "tile.h"
#include "util.h"

static const char *const label_names[AN__LABELS] = {
	"", "inaccuracy", "mistake", "blunder"
};
static const char *const label_marks[AN__LABELS] = { "", "?!", "?", "??" };

const char *
an_label_name(enum an_label l)
{
	return (unsigned)l < AN__LABELS ? label_names[l] : "";
}

const char *
an_label_mark(enum an_label l)
{
	return (unsigned)l < AN__LABELS ? label_marks[l] : "";
}

enum an_label
an_label_of(long loss)
{
	if (loss >= AN_AT_BLUNDER)
		return AN_BLUNDER;
	if (loss >= AN_AT_MISTAKE)
		return AN_MISTAKE;
	if (loss >= AN_AT_INACCURACY)
		return AN_INACCURACY;
	return AN_OK;
}

void
analysis_init(struct analysis *an)
{
	memset(an, 0, sizeof(*an));
}

void
analysis_free(struct analysis *an)
{
	if (an == NULL)
		return;
	free(an->moves);
	free(an->cand);
	free(an->val);
	analysis_init(an);
}

static void
scratch(struct analysis *an)
{
	if (an->cand != NULL)
		return;
	an->cand = xcalloc(AGENT_MAX_CANDIDATES, sizeof(*an->cand));
	an->val = xcalloc(AGENT_MAX_CANDIDATES, sizeof(*an->val));
}

int
an_same_placement(const struct placement *c, const struct placement *p)
{
	return (c->a == p->a && c->b == p->b && c->tile.a == p->tile.a &&
	    c->tile.b == p->tile.b) || (c->a == p->b && c->b == p->a &&
	    c->tile.a == p->tile.b && c->tile.b == p->tile.a);
}

/*
 * 1 if candidate c may earn a bonus placement or win at once: a counter
 * crosses the cap (the agents' scale: in the duel, the mover's 9), or in
 * the team game 18; in the duel, every counter ends on the mover's half.
 */
static int
may_earn(const struct game *g, const uint8_t before[COLOURS], int cap,
    const struct agent_cand *c)
{
	int	 col, half = 0;

	if (g->rules.variant == VARIANT_SOLO)
		return 0;
	for (col = 0; col < COLOURS; col++) {
		if (c->after[col] > DUEL_END)
			half++;
		if (c->after[col] <= before[col])
			continue;
		if (before[col] < cap && c->after[col] >= cap)
			return 1;
		if (g->rules.variant == VARIANT_TEAM && before[col] < 18 &&
		    c->after[col] >= 18)
			return 1;
	}
	return g->rules.variant == VARIANT_DUEL && half == COLOURS;
}

/* The tiles known on seat's rack, as tiles; returns how many. */
static int
rack_tiles(const struct game *g, int seat, struct tile out[RACK_SIZE])
{
	const struct rack	*r = &g->rack[seat];
	int			 i;

	for (i = 0; i < r->nknown && i < RACK_SIZE; i++)
		out[i] = tile_of_type(r->known[i]);
	return i;
}

/* The lowest of the counters. */
static int
lowest(const uint8_t v[COLOURS])
{
	int	 c, lo = v[0];

	for (c = 1; c < COLOURS; c++)
		if (v[c] < lo)
			lo = v[c];
	return lo;
}

/*
 * The value of candidate c (see analyse.h); *earned gets the bonus
 * placements it earns.  With the rack not known, a bonus placement is
 * credited with three points on the lowest counter.
 */
static long
cand_value(struct analysis *an, const struct game *g, int seat,
    const uint8_t before[COLOURS], int cap, const struct agent_cand *c,
    int whole_rack, int *earned)
{
	struct game		 copy;
	struct breakdown	 bd;
	struct tile		 rest[RACK_SIZE];
	long			 follow;

	*earned = 0;
	if (!may_earn(g, before, cap, c))
		return c->worth;
	copy = *g;
	game_place(&copy, seat, &c->p, &bd);
	if (copy.over == END_ALL_CAPPED)
		return c->worth + AN_WIN;
	/* A bonus that lapses (the game is over, no tile left) is none. */
	if (bd.bonus == 0 || copy.over != END_NONE ||
	    game_rack_count(&copy, seat) == 0)
		return c->worth;
	*earned = bd.bonus;
	if (whole_rack)
		follow = agent_best_worth(&copy, seat, rest,
		    rack_tiles(&copy, seat, rest));
	else
		follow = 3 * agent_worth(lowest(c->after));
	return c->worth + (long)bd.bonus * follow;
}

/* Keep candidate i among the AN_TOP best of m, best first. */
static void
keep_top(struct an_move *m, const struct agent_cand *c, long v)
{
	int	 j;

	if (m->ntop == AN_TOP && v <= m->top_value[AN_TOP - 1])
		return;
	j = m->ntop < AN_TOP ? m->ntop++ : AN_TOP - 1;
	for (; j > 0 && m->top_value[j - 1] < v; j--) {
		m->top[j] = m->top[j - 1];
		m->top_value[j] = m->top_value[j - 1];
	}
	m->top[j] = c->p;
	m->top_value[j] = v;
}

/* Put best at the head of m's top list (it is among the best). */
static void
best_first(struct an_move *m, const struct placement *best, long v)
{
	int	 j;

	for (j = 0; j < m->ntop; j++)
		if (an_same_placement(&m->top[j], best))
			break;
	if (j == m->ntop)
		j = m->ntop < AN_TOP ? m->ntop++ : AN_TOP - 1;
	for (; j > 0; j--) {
		m->top[j] = m->top[j - 1];
		m->top_value[j] = m->top_value[j - 1];
	}
	m->top[0] = *best;
	m->top_value[0] = v;
}

int
analyse_placement(struct analysis *an, const struct game *g, int seat,
    const struct tile *tiles, int ntiles, int whole_rack,
    const struct placement *played, struct an_move *m)
{
	uint8_t	 before[COLOURS];
	int	 cap = agent_counters(g, seat, before);
	int	 n, i, pi = -1, bi = -1, mi = -1, earned, played_earned = 0;

	scratch(an);
	m->ntop = 0;
	n = agent_candidates(g, seat, tiles, ntiles, an->cand);
	for (i = 0; i < n; i++) {
		an->val[i] = cand_value(an, g, seat, before, cap, &an->cand[i],
		    whole_rack, &earned);
		keep_top(m, &an->cand[i], an->val[i]);
		if (an_same_placement(&an->cand[i].p, played)) {
			pi = i;
			played_earned = earned;
		}
		if (bi < 0 || an->val[i] > an->val[bi])
			bi = i;
		if (earned > 0 && (mi < 0 || an->val[i] > an->val[mi]))
			mi = i;
	}
	if (pi < 0)
		return -1;
	if (an->val[pi] == an->val[bi])
		bi = pi;
	best_first(m, &an->cand[bi].p, an->val[bi]);
	m->kind = AN_PLACE;
	m->whole_rack = whole_rack;
	m->played = *played;
	m->best = an->cand[bi].p;
	m->ncand = n;
	m->rank = 1;
	for (i = 0; i < n; i++)
		if (an->val[i] > an->val[pi])
			m->rank++;
	m->value = an->val[pi];
	m->best_value = an->val[bi];
	m->loss = m->best_value - m->value;
	m->label = an_label_of(m->loss);
	m->missed = played_earned == 0 && mi >= 0;
	if (m->missed) {
		m->ingenious = an->cand[mi].p;
		if (m->label < AN_INACCURACY)
			m->label = AN_INACCURACY;
	}
	return 0;
}

/*
 * The tiles seat has not seen, by type: the bag and the unknown slots
 * (game.unseen) and the other seats' known tiles.
 */
static int
unseen_by(const struct game *g, int seat, int pool[TILE_TYPES])
{
	int	 s, i, t, n = 0;

	for (t = 0; t < TILE_TYPES; t++)
		n += pool[t] = g->unseen[t];
	for (s = 0; s < g->rules.seats && s < MAX_SEATS; s++)
		if (s != seat)
			for (i = 0; i < g->rack[s].nknown; i++, n++)
				pool[g->rack[s].known[i]]++;
	return n;
}

int
analyse_swap(struct analysis *an, const struct game *g, int seat,
    int swapped, uint64_t seed, struct an_move *m)
{
	const struct rack	*r = &g->rack[seat];
	struct tile		 shown[RACK_SIZE], held[RACK_SIZE];
	struct tile		 keep[RACK_SIZE], swap[RACK_SIZE], tmp;
	struct tile		 pool[TILE_TYPES * 8];
	int			 count[TILE_TYPES];
	struct prng		 rng;
	int			 nshown, nheld, nkept, npool, i, j, k, t, s;
	long			 ksum = 0, ssum = 0;

	if (g->rules.variant == VARIANT_SOLO || r->unknown > 0 ||
	    r->nknown == 0 || game_bag_count(g) < RACK_SIZE)
		return -1;
	nshown = agent_swap_tiles(g, seat, shown);
	if (nshown == 0 || !game_swap_allowed_for(g, seat, shown, nshown))
		return -1;
	scratch(an);
	nheld = rack_tiles(g, seat, held);
	/* What a swap keeps: the rack less the shown tiles (the duel). */
	nkept = 0;
	for (i = 0; i < nheld; i++) {
		for (j = 0; j < nshown; j++)
			if (tile_type(shown[j]) == tile_type(held[i]))
				break;
		if (j < nshown)
			shown[j] = shown[--nshown];
		else
			keep[nkept++] = held[i];
	}
	memcpy(swap, keep, sizeof(keep));
	unseen_by(g, seat, count);
	npool = 0;
	for (t = 0; t < TILE_TYPES; t++)
		for (i = 0; i < count[t] && npool < (int)(sizeof(pool) /
		    sizeof(pool[0])); i++)
			pool[npool++] = tile_of_type(t);
	prng_seed(&rng, seed);
	for (s = 0; s < AN_SWAP_SAMPLES; s++) {
		/* The first RACK_SIZE of a fresh shuffle of the pool. */
		for (i = 0; i < RACK_SIZE && i < npool; i++) {
			k = i + (int)prng_below(&rng, (uint32_t)(npool - i));
			tmp = pool[i];
			pool[i] = pool[k];
			pool[k] = tmp;
		}
		memcpy(keep, held, sizeof(held));
		for (i = nheld, k = 0; i < RACK_SIZE && k < npool; i++, k++)
			keep[i] = pool[k];
		ksum += agent_best_worth(g, seat, keep, i);
		for (i = nkept, k = 0; i < RACK_SIZE && k < npool; i++, k++)
			swap[i] = pool[k];
		ssum += agent_best_worth(g, seat, swap, i);
	}
	m->kind = AN_TURN;
	m->whole_rack = 1;
	m->swapped = swapped;
	m->keep = ksum / AN_SWAP_SAMPLES;
	m->swap = ssum / AN_SWAP_SAMPLES;
	m->value = swapped ? m->swap : m->keep;
	m->best_value = m->keep > m->swap ? m->keep : m->swap;
	m->loss = m->best_value - m->value;
	m->label = an_label_of(m->loss);
	return 0;
}

int
analyse_draw_luck(const struct game *g, int seat, const struct tile *drawn,
    int n, long *luck)
{
	uint8_t		 ctr[COLOURS];
	int		 pool[TILE_TYPES];
	long		 tv[TILE_TYPES], sum = 0, got = 0;
	int		 i, t, total;

	agent_counters(g, seat, ctr);
	total = unseen_by(g, seat, pool);
	if (n <= 0 || total == 0)
		return -1;
	for (t = 0; t < TILE_TYPES; t++) {
		struct tile	 tl = tile_of_type(t);

		tv[t] = agent_worth(ctr[tl.a]) + agent_worth(ctr[tl.b]);
		sum += pool[t] * tv[t];
	}
	for (i = 0; i < n; i++) {
		t = tile_type(drawn[i]);
		if (pool[t] == 0)
			return -1;
		pool[t]--;
		got += tv[t];
	}
	*luck = got - (long)n * sum / total;
	return 0;
}

/* The replay's observer during analyse_record. */
static void
push(struct analysis *an, const struct an_move *m)
{
	struct an_player	*p = &an->player[m->seat];

	if (an->nmoves == an->cap) {
		an->cap = an->cap ? an->cap * 2 : 64;
		an->moves = xreallocarray(an->moves, an->cap,
		    sizeof(*an->moves));
	}
	an->moves[an->nmoves++] = *m;
	p->labels[m->label]++;
	if (m->kind == AN_TURN) {
		p->turns++;
		return;
	}
	p->placements++;
	p->partial += !m->whole_rack;
	an->unknown_racks += !m->whole_rack;
	p->loss += m->loss;
	p->value += m->value;
	p->best += m->best_value;
	p->missed += m->missed;
	if (m->simulated) {
		p->simulated++;
		p->win_loss += m->win_loss;
	}
}

static void
observe(void *ctx, const struct game *g, int seat, size_t idx,
    enum replay_event e, const struct placement *p)
{
	struct analysis		*an = ctx;
	const struct rec_move	*rm = &an->rec->moves[idx];
	struct tile		 tiles[RACK_SIZE];
	struct an_move		 m;
	uint64_t		 seed;
	long			 luck;
	int			 n, whole;

	if (seat < 0 || seat >= MAX_SEATS)
		return;
	memset(&m, 0, sizeof(m));
	m.move = (int)idx + 1;
	m.seat = seat;
	seed = ((uint64_t)(unsigned)an->rec->game << 32) ^ (uint64_t)idx;
	switch (e) {
	case REPLAY_PLACE:
		if (p == NULL || game_check_place(g, seat, p, NULL) != 0)
			return;
		whole = g->rack[seat].unknown == 0 && g->rack[seat].nknown > 0;
		if (whole)
			n = rack_tiles(g, seat, tiles);
		else {
			tiles[0] = p->tile;
			n = 1;
		}
		m.bonus_move = g->placed > 0;
		if (analyse_placement(an, g, seat, tiles, n, whole, p, &m) != 0)
			break;
		if (an->sim > 0)
			analyse_simulate(an, g, seat, seed ^ UINT64_C(0x5eed), &m);
		push(an, &m);
		break;
	case REPLAY_TURN_END:
	case REPLAY_SWAP:
		if (analyse_swap(an, g, seat, e == REPLAY_SWAP, seed, &m) == 0)
			push(an, &m);
		break;
	case REPLAY_DRAW:
		if (rm->has_draw && analyse_draw_luck(g, seat, rm->draw.v,
		    rm->draw.n, &luck) == 0) {
			an->player[seat].draws++;
			an->player[seat].luck += luck;
		}
		break;
	}
}

int
analyse_record(struct analysis *an, const struct record *rec,
    struct diags *d)
{
	struct replay	 rp;
	int		 r;

	an->nmoves = 0;
	an->unknown_racks = 0;
	memset(an->player, 0, sizeof(an->player));
	an->nseats = rec->nplayers;
	if (!rec->usable)
		return -1;
	replay_init(&rp);
	rp.observe = observe;
	rp.observe_ctx = an;
	an->rec = rec;
	r = replay_run(&rp, rec, d);
	an->rec = NULL;
	replay_free(&rp);
	return r;
}
