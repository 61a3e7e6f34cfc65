/*
 * Self-play agents: greedy takes the most points, balanced raises the
 * lowest colour first, every choice is legal, and the agents' own point
 * table agrees with game_score() (checked through greedy's choices on
 * played positions against a brute force over game_score).
 */
#include <criterion/criterion.h>
#include <string.h>

#include "../../core/agent.h"
#include "../../core/prng.h"
#include "../../core/selfplay.h"
#include "helpers.h"

static void
set_rack(struct game *g, int seat, const char *const *names, int n)
{
	struct tile t[RACK_SIZE];
	int i;

	for (i = 0; i < n; i++)
		t[i] = tile_of(names[i]);
	cr_assert_eq(game_set_rack(g, seat, t, n), 0);
}

static int
gain_of(const struct game *g, int seat, const struct placement *p)
{
	struct breakdown bd;
	int c, sum = 0;

	game_score(g, seat, p, &bd);
	for (c = 0; c < COLOURS; c++)
		sum += bd.gained[c];
	return sum;
}

/* The best gain over every legal placement of seat's rack, by brute force. */
static int
brute_best_gain(const struct game *g, int seat)
{
	struct placement p;
	int i, cell, d, best = -1, v;

	for (i = 0; i < g->rack[seat].nknown; i++) {
		p.tile = tile_of_type(g->rack[seat].known[i]);
		for (cell = 0; cell < BOARD_CELLS; cell++)
			for (d = 0; d < DIR__MAX; d++) {
				p.a = cell;
				p.b = board_step(cell, (enum dir)d);
				if (p.b == NO_CELL ||
				    game_check_place(g, seat, &p, NULL) != 0)
					continue;
				if ((v = gain_of(g, seat, &p)) > best)
					best = v;
			}
	}
	return best;
}

Test(agent, names_parse_both_ways)
{
	cr_assert_eq(agent_parse("random"), AGENT_RANDOM);
	cr_assert_eq(agent_parse("greedy"), AGENT_GREEDY);
	cr_assert_eq(agent_parse("balanced"), AGENT_BALANCED);
	cr_assert_eq(agent_parse("Greedy"), -1);
	cr_assert_eq(agent_parse(""), -1);
	cr_assert_str_eq(agent_name(AGENT_BALANCED), "balanced");
}

/*
 * First placement, rack RR and five OY: RR with both hexes beside the red
 * symbol M8 scores 2, the most any placement can score; greedy takes it.
 */
Test(agent, greedy_picks_the_max_points_placement)
{
	static const char *const rack[] = { "OY", "OY", "RR", "OY", "OY", "OY" };
	struct game g;
	struct prng rng;
	struct placement p;
	int seed;

	for (seed = 1; seed <= 20; seed++) {
		new_game(&g, 2);
		set_rack(&g, 0, rack, 6);
		prng_seed(&rng, (uint64_t)seed);
		cr_assert_eq(agent_choose(AGENT_GREEDY, &g, &rng, &p), 0);
		cr_assert_eq(tile_type(p.tile), tile_type(tile_of("RR")),
		    "seed %d: greedy placed a tile other than RR", seed);
		cr_assert(board_adjacent(p.a, cell_of("M8")) &&
		    board_adjacent(p.b, cell_of("M8")),
		    "seed %d: both hexes must touch M8", seed);
		cr_assert_eq(gain_of(&g, 0, &p), 2);
		cr_assert_eq(brute_best_gain(&g, 0), 2);
	}
}

/*
 * Purple is the lowest counter (0, the others 10).  Greedy takes 2 red
 * beside M8; balanced puts purple beside the purple symbol H3 instead:
 * one point at 0 is worth more than two at 10.
 */
Test(agent, balanced_prefers_the_lowest_colour)
{
	static const char *const rack[] = { "RR", "RR", "PY", "RR", "GB", "RR" };
	struct game g;
	struct prng rng;
	struct placement p;
	int pcell;

	new_game(&g, 2);
	set_rack(&g, 0, rack, 6);
	set_counters(&g, 0, 10, 10, 10, 10, 10, 0);
	prng_seed(&rng, 1);
	cr_assert_eq(agent_choose(AGENT_GREEDY, &g, &rng, &p), 0);
	cr_assert_eq(tile_type(p.tile), tile_type(tile_of("RR")));

	cr_assert_eq(agent_choose(AGENT_BALANCED, &g, &rng, &p), 0);
	cr_assert_eq(tile_type(p.tile), tile_type(tile_of("PY")),
	    "balanced placed %c%c", colour_letter(p.tile.a),
	    colour_letter(p.tile.b));
	pcell = p.tile.a == PURPLE ? p.a : p.b;
	cr_assert(board_adjacent(pcell, cell_of("H3")),
	    "the purple hex must touch the purple symbol H3");
}

/*
 * Not lowest-first at any price: with red at 3, two red points (3 to 5)
 * outweigh one purple point (0 to 1).
 */
Test(agent, balanced_weighs_points_too)
{
	static const char *const rack[] = { "RR", "RR", "PY", "RR", "GB", "RR" };
	struct game g;
	struct prng rng;
	struct placement p;

	new_game(&g, 2);
	set_rack(&g, 0, rack, 6);
	set_counters(&g, 0, 3, 3, 3, 3, 3, 0);
	prng_seed(&rng, 1);
	cr_assert_eq(agent_choose(AGENT_BALANCED, &g, &rng, &p), 0);
	cr_assert_eq(tile_type(p.tile), tile_type(tile_of("RR")));
	cr_assert_eq(gain_of(&g, 0, &p), 2);
}

/* Two purple points beat one: PP on H3 over PY. */
Test(agent, balanced_takes_more_of_the_lowest_colour)
{
	static const char *const rack[] = { "PP", "PY", "GB", "GB", "GB", "GB" };
	struct game g;
	struct prng rng;
	struct placement p;

	new_game(&g, 2);
	set_rack(&g, 0, rack, 6);
	set_counters(&g, 0, 3, 3, 3, 3, 3, 0);
	prng_seed(&rng, 1);
	cr_assert_eq(agent_choose(AGENT_BALANCED, &g, &rng, &p), 0);
	cr_assert_eq(tile_type(p.tile), tile_type(tile_of("PP")));
	cr_assert_eq(gain_of(&g, 0, &p), 2);
}

Test(agent, random_choices_are_legal_and_vary)
{
	static const char *const rack[] = { "RG", "OY", "BP", "RR", "GB", "YP" };
	struct game g;
	struct prng rng;
	struct placement p, first;
	int i, differ = 0;

	new_game(&g, 4);
	set_rack(&g, 0, rack, 6);
	prng_seed(&rng, 3);
	for (i = 0; i < 50; i++) {
		cr_assert_eq(agent_choose(AGENT_RANDOM, &g, &rng, &p), 0);
		cr_assert_eq(game_check_place(&g, 0, &p, NULL), 0);
		if (i == 0)
			first = p;
		else if (memcmp(&p, &first, sizeof(p)) != 0)
			differ = 1;
	}
	cr_assert(differ, "50 random choices were all the same");
}

Test(agent, empty_rack_has_no_choice)
{
	struct game g;
	struct prng rng;
	struct placement p;

	new_game(&g, 2);
	cr_assert_eq(game_set_rack(&g, 0, NULL, 0), 0);
	prng_seed(&rng, 1);
	cr_assert_eq(agent_choose(AGENT_GREEDY, &g, &rng, &p), -1);
	cr_assert_eq(agent_best_gain(&g, 0), -1);
}

/* Swap rules: allowed only when the rack shows no lowest colour. */
Test(agent, swaps_only_when_allowed)
{
	static const char *const low[] = { "PP", "RG", "RG", "OY", "OY", "GB" };
	static const char *const none[] = { "RG", "RG", "OY", "OY", "GB", "GB" };
	struct game g;
	struct prng rng;
	int i, yes = 0;

	new_game(&g, 2);
	all_started(&g);
	set_counters(&g, 0, 5, 5, 5, 5, 5, 1);	/* purple lowest */
	prng_seed(&rng, 1);
	set_rack(&g, 0, low, 6);
	for (i = 0; i < 20; i++)
		cr_assert_eq(agent_wants_swap(AGENT_RANDOM, &g, 0, &rng), 0);
	cr_assert_eq(agent_wants_swap(AGENT_BALANCED, &g, 0, &rng), 0);
	set_rack(&g, 0, none, 6);
	cr_assert_eq(agent_wants_swap(AGENT_GREEDY, &g, 0, &rng), 0);
	for (i = 0; i < 20; i++)
		yes += agent_wants_swap(AGENT_RANDOM, &g, 0, &rng);
	cr_assert(yes > 0 && yes < 20, "random swapped %d times of 20", yes);
	/* Near-empty board: the rack scores little, balanced swaps. */
	cr_assert_lt(agent_best_gain(&g, 0), AGENT_SWAP_USEFUL);
	cr_assert_eq(agent_wants_swap(AGENT_BALANCED, &g, 0, &rng), 1);
	/* A green line F5-F7: G on F8 scores 3, worth keeping the rack. */
	put(&g, "F5", GREEN);
	put(&g, "F6", GREEN);
	put(&g, "F7", GREEN);
	cr_assert_geq(agent_best_gain(&g, 0), AGENT_SWAP_USEFUL);
	cr_assert_eq(agent_wants_swap(AGENT_BALANCED, &g, 0, &rng), 0);
}

/* What the observer checks on every placement of a self-played game. */
struct watch {
	enum agent_kind	 kind;
	int		 placements;
	int		 off_best;	/* greedy below the brute-force best */
};

static void
watch_move(void *ctx, const struct game *g, int seat,
    const struct placement *p)
{
	struct watch *w = ctx;
	uint64_t faults = game_check_place(g, seat, p, NULL);

	w->placements++;
	cr_assert_eq(faults, 0, "illegal placement (faults %#llx) at %d",
	    (unsigned long long)faults, w->placements);
	/* Greedy may give up the best only to avoid a lapsing bonus. */
	if (w->kind == AGENT_GREEDY && gain_of(g, seat, p) !=
	    brute_best_gain(g, seat)) {
		cr_assert_eq(game_rack_count(g, seat), 1,
		    "greedy gained %d, %d was possible", gain_of(g, seat, p),
		    brute_best_gain(g, seat));
		w->off_best++;
	}
}

/* Greedy's choice equals the brute-force best on every played position. */
Test(agent, greedy_is_optimal_on_played_positions)
{
	enum agent_kind agents[MAX_SEATS] = {
		AGENT_GREEDY, AGENT_GREEDY, AGENT_GREEDY, AGENT_GREEDY
	};
	struct selfplay sp;
	struct watch w;
	struct prng rng;
	struct rules r;
	int seats, game;

	selfplay_init(&sp);
	memset(&w, 0, sizeof(w));
	w.kind = AGENT_GREEDY;
	sp.observe = watch_move;
	sp.observe_ctx = &w;
	prng_seed(&rng, 17);
	for (seats = 2; seats <= 4; seats++)
		for (game = 0; game < 3; game++) {
			rules_default(&r, seats);
			cr_assert_eq(selfplay_run(&sp, &r, agents, &rng), 0);
		}
	cr_assert_gt(w.placements, 300);
	selfplay_free(&sp);
}
