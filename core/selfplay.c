/*
 * Self-play (see selfplay.h): the turn loop and the record it writes.
 */
#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "agent.h"
#include "game.h"
#include "prng.h"
#include "rank.h"
#include "record.h"
#include "selfplay.h"
#include "tile.h"
#include "util.h"

void
selfplay_init(struct selfplay *sp)
{
	memset(sp, 0, sizeof(*sp));
	arena_init(&sp->arena);
}

void
selfplay_free(struct selfplay *sp)
{
	if (sp == NULL)
		return;
	arena_free(&sp->arena);
}

int
selfplay_supported(const struct rules *r)
{
	int lo, hi;

	rules_seat_range(r->variant, &lo, &hi);
	return r->seats >= lo && r->seats <= hi && r->seats <= MAX_SEATS;
}

/* Draw one tile uniformly from the bag, which must not be empty. */
static struct tile
bag_draw(struct selfplay *sp, struct prng *rng)
{
	uint32_t k;
	int type;

	assert(sp->nbag > 0);
	k = prng_below(rng, (uint32_t)sp->nbag);
	for (type = 0; type < TILE_TYPES; type++) {
		if (k < sp->bag[type])
			break;
		k -= sp->bag[type];
	}
	assert(type < TILE_TYPES);
	sp->bag[type]--;
	sp->nbag--;
	return tile_of_type(type);
}

static void
bag_return(struct selfplay *sp, const struct tile *t, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		sp->bag[tile_type(t[i])]++;
		sp->nbag++;
	}
}

/* Draw up to n tiles into a new list in the arena. */
static struct tilelist
draw_list(struct selfplay *sp, struct prng *rng, int n)
{
	struct tilelist l;

	memset(&l, 0, sizeof(l));
	if (n > sp->nbag)
		n = sp->nbag;
	l.v = arena_alloc(&sp->arena, (size_t)(n > 0 ? n : 1) * sizeof(*l.v));
	for (l.n = 0; l.n < n; l.n++)
		l.v[l.n] = bag_draw(sp, rng);
	return l;
}

static struct rec_move *
new_entry(struct selfplay *sp, enum action act, int seat)
{
	struct rec_move *m;

	if (sp->rec.nmoves >= SELFPLAY_MAX_MOVES)
		return NULL;
	m = &sp->rec.moves[sp->rec.nmoves++];
	memset(m, 0, sizeof(*m));
	m->action = act;
	m->player = seat;
	return m;
}

/*
 * A counter as the record claims it for seat: the side's counter, or in
 * the duel the track position seen from seat's side.
 */
static int
claimed_counter(const struct game *g, int seat, int c)
{
	if (g->rules.variant == VARIANT_DUEL)
		return game_duel_position(g, seat, c);
	return g->score[game_side_of(g, seat)][c];
}

/* Record a placement just made, with its claims. */
static void
note_place(struct rec_move *m, const struct game *g, int seat,
    const struct placement *p, const struct breakdown *bd)
{
	int c, k;

	m->place = *p;
	m->place_ok = 1;
	for (k = 0; k < 2; k++) {
		c = k == 0 ? p->tile.a : p->tile.b;
		m->score.has |= (uint8_t)(1 << c);
		m->score.v[c] = bd->points[c];
		m->total.has |= (uint8_t)(1 << c);
		m->total.v[c] = (int16_t)claimed_counter(g, seat, c);
	}
	if (bd->reached) {
		m->has_bonus = 1;
		m->bonus = bd->reached;
		for (c = 0; c < COLOURS; c++)
			m->bonus_n[c] = (uint8_t)(((bd->reached >> c) & 1) +
			    ((bd->reached2 >> c) & 1));
	}
}

static void
record_start(struct selfplay *sp, const struct rules *r,
    const enum agent_kind agents[MAX_SEATS])
{
	struct record *rec = &sp->rec;
	int s;

	arena_reset(&sp->arena);
	memset(rec, 0, sizeof(*rec));
	rec->game = 1;
	rec->usable = 1;
	rec->rules = *r;
	rec->nplayers = r->seats;
	for (s = 0; s < r->seats; s++) {
		snprintf(sp->names[s], sizeof(sp->names[s]), "%s-%d",
		    agent_name(agents[s]), s + 1);
		rec->players[s] = sp->names[s];
	}
	rec->moves = arena_alloc(&sp->arena,
	    SELFPLAY_MAX_MOVES * sizeof(*rec->moves));
	rec->uses_claims = 1;
	rec->winner = -1;
}

/* Claimed result and winner from the final state. */
static void
record_finish(struct selfplay *sp)
{
	struct record *rec = &sp->rec;
	const struct game *g = &sp->g;
	int s, c;

	rank_game(g, &sp->ranking);
	for (s = 0; s < rec->nplayers; s++) {
		rec->has_result[s] = 1;
		rec->result[s].has = (1 << COLOURS) - 1;
		for (c = 0; c < COLOURS; c++)
			rec->result[s].v[c] = (int16_t)claimed_counter(g, s, c);
	}
	rec->has_winner = 1;
	if (g->winner_now >= 0)
		rec->winner = g->winner_now;
	else if (sp->ranking.nsides > 1 && sp->ranking.rank[1] == 1)
		rec->winner = -1;
	else
		rec->winner = sp->ranking.order[0];	/* side s's first seat is s */
}

/*
 * One turn for the seat to move: placement, bonus placements, then swap
 * or refill.  Returns 0, or -1 if the agent found no placement while the
 * game was still on.
 */
static int
play_turn(struct selfplay *sp, enum agent_kind kind, struct prng *rng)
{
	struct game *g = &sp->g;
	struct rec_move *last = NULL;
	struct placement p;
	struct breakdown bd;
	struct tilelist shown, solo_draw;
	int seat = g->turn;

	if (g->rules.variant == VARIANT_SOLO) {
		/* The tile for this placement is drawn first (genial-rules(7) "10 Solo"). */
		solo_draw = draw_list(sp, rng, 1);
		if (game_draw(g, seat, solo_draw.v, solo_draw.n) < 0)
			return -1;
	}
	do {
		if (agent_choose(kind, g, rng, &p) < 0) {
			if (g->placed > 0)	/* a bonus with no placement */
				break;
			return -1;
		}
		if (sp->observe != NULL)
			sp->observe(sp->observe_ctx, g, seat, &p);
		game_place(g, seat, &p, &bd);
		if ((last = new_entry(sp, ACT_PLACE, seat)) == NULL)
			return -1;
		note_place(last, g, seat, &p, &bd);
		if (g->rules.variant == VARIANT_SOLO) {
			last->draw = solo_draw;
			last->has_draw = 1;
		}
	} while (g->over == END_NONE && g->bonus_due > 0 &&
	    game_rack_count(g, seat) > 0);
	if (g->over != END_NONE)
		return 0;
	assert(last != NULL);

	if (g->rules.variant == VARIANT_SOLO) {
		/* No rack to refill: the next turn draws its own tile. */
	} else if (agent_wants_swap(kind, g, seat, rng)) {
		if ((last = new_entry(sp, ACT_SWAP, seat)) == NULL)
			return -1;
		shown.v = arena_alloc(&sp->arena, RACK_SIZE * sizeof(*shown.v));
		shown.n = agent_swap_tiles(g, seat, shown.v);
		memset(&shown.pos, 0, sizeof(shown.pos));
		last->swap = shown;
		game_swap_begin(g, seat, shown.v, shown.n);
		last->draw = draw_list(sp, rng,
		    RACK_SIZE - game_rack_count(g, seat));
		last->has_draw = 1;
		if (game_draw(g, seat, last->draw.v, last->draw.n) < 0)
			return -1;
		game_swap_end(g, shown.v, shown.n);
		bag_return(sp, shown.v, shown.n);
	} else {
		last->draw = draw_list(sp, rng,
		    RACK_SIZE - game_rack_count(g, seat));
		last->has_draw = last->draw.n > 0;
		if (game_draw(g, seat, last->draw.v, last->draw.n) < 0)
			return -1;
	}
	assert(sp->nbag == game_bag_count(g));
	game_next_turn(g);
	return 0;
}

int
selfplay_run(struct selfplay *sp, const struct rules *r,
    const enum agent_kind agents[MAX_SEATS], struct prng *rng)
{
	struct record *rec = &sp->rec;
	int s, type, turns;

	if (!selfplay_supported(r))
		return -1;
	record_start(sp, r, agents);
	game_init(&sp->g, r);
	sp->nbag = 0;
	for (type = 0; type < TILE_TYPES; type++) {
		sp->bag[type] = (uint8_t)tile_supply(r->tiles, type);
		sp->nbag += sp->bag[type];
	}
	for (s = 0; s < r->seats && r->variant != VARIANT_SOLO; s++) {
		rec->has_rack[s] = 1;
		rec->racks[s] = draw_list(sp, rng, RACK_SIZE);
		if (game_set_rack(&sp->g, s, rec->racks[s].v,
		    rec->racks[s].n) < 0)
			return -1;
	}
	/* Every turn places a tile: the board bounds the number of turns. */
	for (turns = 0; sp->g.over == END_NONE; turns++) {
		if (turns > BOARD_CELLS)
			return -1;
		if (game_rack_count(&sp->g, sp->g.turn) == 0 && sp->nbag == 0) {
			/* genial-rules(7) "8 End of the game"; the engine
			   normally says so itself. */
			sp->g.over = END_NO_TILES;
			break;
		}
		if (play_turn(sp, agents[sp->g.turn], rng) < 0)
			return -1;
	}
	record_finish(sp);
	return 0;
}
