/*
 * Analysis (core/analyse.c) on small hand-made positions: the best move
 * when one is forced, the value of a point by the height of its counter,
 * a missed "Ingenious!" never labelled better than an inaccuracy, a swap
 * that should be made, the luck of a draw; and on self-played games,
 * every placement analysed and the agents ranked as their strength says.
 */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/analyse.h"
#include "../../core/selfplay.h"
#include "helpers.h"

static void
rack_of(struct game *g, int seat, const char *const *names, int n)
{
	struct tile	 t[RACK_SIZE];
	int		 i;

	for (i = 0; i < n; i++)
		t[i] = tile_of(names[i]);
	cr_assert_eq(game_set_rack(g, seat, t, n), 0);
}

static int
analyse_rack(struct analysis *an, const struct game *g, int seat,
    const struct placement *played, struct an_move *m)
{
	struct tile	 t[RACK_SIZE];
	int		 i;

	for (i = 0; i < g->rack[seat].nknown; i++)
		t[i] = tile_of_type(g->rack[seat].known[i]);
	memset(m, 0, sizeof(*m));
	return analyse_placement(an, g, seat, t, i, 1, played, m);
}

/*
 * First placement, rack RR and five OY: RR on two cells beside the red
 * symbol M8 is the best there is (two red points, worth 1 + 10/11); an
 * OY beside it scores nothing and loses all of that.
 */
Test(analyse, forced_best_move_and_its_loss)
{
	static const char *const rack[] = { "OY", "OY", "RR", "OY", "OY", "OY" };
	struct analysis		 an;
	struct an_move		 m;
	struct game		 g;
	struct placement	 p = pl("OY", "L7", "L8"), best = pl("RR", "L8", "M9");

	new_game(&g, 2);
	rack_of(&g, 0, rack, RACK_SIZE);
	analysis_init(&an);
	cr_assert_eq(analyse_rack(&an, &g, 0, &p, &m), 0);
	cr_assert_eq(m.best_value, 1000000 + 909090);
	cr_assert_eq(m.value, 0);
	cr_assert_eq(m.loss, 1909090);
	cr_assert_eq(m.label, AN_MISTAKE);
	cr_assert_eq(tile_type(m.best.tile), tile_type(tile_of("RR")));
	cr_assert(m.rank > 1);
	cr_assert_eq(m.ntop, AN_TOP);
	cr_assert_eq(m.top_value[0], m.best_value);

	/* Played as the best: rank 1, no loss, no label, itself the best. */
	cr_assert_eq(analyse_rack(&an, &g, 0, &best, &m), 0);
	cr_assert_eq(m.rank, 1);
	cr_assert_eq(m.loss, 0);
	cr_assert_eq(m.label, AN_OK);
	cr_assert_eq(m.best.a, best.a);
	cr_assert_eq(m.best.b, best.b);

	/* Written the other way round, it is the same placement. */
	p = pl("RR", "M9", "L8");
	cr_assert_eq(analyse_rack(&an, &g, 0, &p, &m), 0);
	cr_assert_eq(m.loss, 0);

	/* Not a legal placement: refused. */
	p = pl("RR", "H8", "H10");
	cr_assert_eq(analyse_rack(&an, &g, 0, &p, &m), -1);
	analysis_free(&an);
}

/*
 * A point is worth more on a low counter: with red at 10 and orange at 0,
 * a placement scoring one orange beats one scoring one red, and the loss
 * is the difference of the worths (1 - 0.385540).
 */
Test(analyse, lowest_counter_first)
{
	static const char *const rack[] = { "RR", "OO" };
	struct analysis		 an;
	struct an_move		 m;
	struct game		 g;
	struct placement	 p = pl("RR", "G4", "G5");

	new_game(&g, 2);
	all_started(&g);
	set_counters(&g, 0, 10, 0, 5, 5, 5, 5);
	put(&g, "G3", RED);
	put(&g, "E8", ORANGE);
	rack_of(&g, 0, rack, 2);
	analysis_init(&an);
	cr_assert_eq(analyse_rack(&an, &g, 0, &p, &m), 0);
	/* RR G4 G5: G4 sees G3 (one red); OO beside E8 (or C8) sees one. */
	cr_assert_eq(m.value, agent_worth(10));
	cr_assert(m.best_value >= agent_worth(0));
	cr_assert_eq(m.best.tile.a, ORANGE);
	cr_assert_eq(m.loss, m.best_value - agent_worth(10));
	analysis_free(&an);
}

/*
 * Red at 17, a red tile beside the red centre hex reaches 18: a bonus
 * placement, worth the best placement the rest of the rack then offers
 * (OO C7 D8 beside the orange line; yellow is capped, so RY's yellow scores
 * nothing).  Playing OO at once instead loses only red's 18th point,
 * worth 0.20, below the inaccuracy threshold, but misses the
 * "Ingenious!": never better than an inaccuracy.
 */
Test(analyse, missed_ingenious_is_at_least_an_inaccuracy)
{
	static const char *const rack[] = { "RY", "OO" };
	struct analysis		 an;
	struct an_move		 m;
	struct game		 g;
	struct placement	 p = pl("OO", "C7", "D8");
	struct breakdown	 bd;

	new_game(&g, 2);
	all_started(&g);
	set_counters(&g, 0, 17, 0, 18, 10, 10, 10);
	put(&g, "H8", RED);
	put(&g, "D5", ORANGE);
	put(&g, "D6", ORANGE);
	put(&g, "D7", ORANGE);
	rack_of(&g, 0, rack, 2);
	analysis_init(&an);
	cr_assert_eq(analyse_rack(&an, &g, 0, &p, &m), 0);
	cr_assert_eq(m.missed, 1);
	cr_assert_eq(m.loss, agent_worth(17), "loss %ld", m.loss);
	cr_assert_eq(m.label, AN_INACCURACY);
	/* The suggested Ingenious! really earns a bonus placement. */
	game_score(&g, 0, &m.ingenious, &bd);
	cr_assert_eq(bd.bonus, 1);
	cr_assert(bd.reached & (1 << RED));
	/* It is the best move: its worth plus the best follow-up. */
	cr_assert_eq(tile_type(m.best.tile), tile_type(tile_of("RY")));
	cr_assert(m.best_value > m.value);

	/* Playing it: nothing missed. */
	p = m.ingenious;
	cr_assert_eq(analyse_rack(&an, &g, 0, &p, &m), 0);
	cr_assert_eq(m.missed, 0);
	analysis_free(&an);
}

/*
 * Every colour but red is at the cap: a rack of five tiles without red
 * may be swapped (it shows none of the lowest colours), and keeping it
 * offers nothing while a new rack almost surely holds red.
 */
Test(analyse, swap_that_should_be_made)
{
	static const char *const rack[] = { "OO", "YY", "GG", "BB", "PP" };
	struct analysis		 an;
	struct an_move		 m;
	struct game		 g;

	new_game(&g, 2);
	all_started(&g);
	set_counters(&g, 0, 0, 18, 18, 18, 18, 18);
	rack_of(&g, 0, rack, 5);
	analysis_init(&an);
	memset(&m, 0, sizeof(m));
	cr_assert_eq(analyse_swap(&an, &g, 0, 0, 42, &m), 0);
	cr_assert_eq(m.kind, AN_TURN);
	cr_assert(m.swap > m.keep, "swap %ld, keep %ld", m.swap, m.keep);
	cr_assert_eq(m.value, m.keep);
	cr_assert_eq(m.loss, m.swap - m.keep);
	cr_assert(m.label >= AN_INACCURACY);

	/* Swapping was right: no loss.  The same seed, the same figures. */
	{
		struct an_move	 s;

		memset(&s, 0, sizeof(s));
		cr_assert_eq(analyse_swap(&an, &g, 0, 1, 42, &s), 0);
		cr_assert_eq(s.loss, 0);
		cr_assert_eq(s.swap, m.swap);
		cr_assert_eq(s.keep, m.keep);
	}

	/* A red tile on the rack: no swap allowed, nothing to judge. */
	{
		static const char *const red[] = { "OO", "YY", "GG", "BB", "RP" };

		rack_of(&g, 0, red, 5);
		cr_assert_eq(analyse_swap(&an, &g, 0, 0, 42, &m), -1);
	}
	analysis_free(&an);
}

/* Drawing the lowest colour is luck; drawing capped colours is not. */
Test(analyse, luck_of_a_draw)
{
	struct game	 g;
	struct tile	 rr = tile_of("RR"), oo = tile_of("OO");
	long		 good, bad;

	new_game(&g, 2);
	set_counters(&g, 0, 0, 18, 18, 18, 18, 18);
	cr_assert_eq(analyse_draw_luck(&g, 0, &rr, 1, &good), 0);
	cr_assert_eq(analyse_draw_luck(&g, 0, &oo, 1, &bad), 0);
	cr_assert(good > 0);
	cr_assert(bad < 0);
}

/* The thresholds of the labels. */
Test(analyse, labels_by_loss)
{
	cr_assert_eq(an_label_of(0), AN_OK);
	cr_assert_eq(an_label_of(AN_AT_INACCURACY - 1), AN_OK);
	cr_assert_eq(an_label_of(AN_AT_INACCURACY), AN_INACCURACY);
	cr_assert_eq(an_label_of(AN_AT_MISTAKE), AN_MISTAKE);
	cr_assert_eq(an_label_of(AN_AT_BLUNDER), AN_BLUNDER);
	cr_assert_str_eq(an_label_mark(AN_BLUNDER), "??");
	cr_assert_str_eq(an_label_name(AN_MISTAKE), "mistake");
}

/* Average loss per placement of each agent kind over self-played games. */
static void
agent_losses(const struct rules *r, int games, double loss[AGENT__MAX])
{
	static const enum agent_kind seats[3][MAX_SEATS] = {
		{ AGENT_BALANCED, AGENT_GREEDY, AGENT_RANDOM, AGENT_GREEDY },
		{ AGENT_GREEDY, AGENT_RANDOM, AGENT_BALANCED, AGENT_BALANCED },
		{ AGENT_RANDOM, AGENT_BALANCED, AGENT_GREEDY, AGENT_RANDOM },
	};
	struct selfplay	 sp;
	struct analysis	 an;
	struct diags	 d;
	struct prng	 rng;
	long		 sum[AGENT__MAX] = { 0 }, n[AGENT__MAX] = { 0 };
	size_t		 i, places;
	int		 k, s;

	selfplay_init(&sp);
	analysis_init(&an);
	diags_init(&d);
	prng_seed(&rng, 2026);
	for (k = 0; k < games; k++) {
		const enum agent_kind *ag = seats[k % 3];

		cr_assert_eq(selfplay_run(&sp, r, ag, &rng), 0);
		diags_clear(&d);
		cr_assert_eq(analyse_record(&an, &sp.rec, &d), 0);
		cr_assert_eq(d.errors, 0);
		/* Every placement of a valid record is analysed. */
		for (i = 0, places = 0; i < sp.rec.nmoves; i++)
			places += sp.rec.moves[i].action == ACT_PLACE;
		for (s = 0, i = 0; s < r->seats; s++)
			i += (size_t)an.player[s].placements;
		cr_assert_eq(i, places);
		for (s = 0; s < r->seats; s++) {
			sum[ag[s]] += an.player[s].loss;
			n[ag[s]] += an.player[s].placements;
		}
	}
	for (k = 0; k < AGENT__MAX; k++)
		loss[k] = n[k] ? (double)sum[k] / (double)n[k] / AN_UNIT : 0;
	diags_free(&d);
	analysis_free(&an);
	selfplay_free(&sp);
}

Test(analyse, agents_ranked_by_strength_two_players)
{
	struct rules	 r;
	double		 loss[AGENT__MAX];

	rules_default(&r, 2);
	agent_losses(&r, 60, loss);
	cr_assert(loss[AGENT_RANDOM] > loss[AGENT_GREEDY],
	    "random %.3f, greedy %.3f", loss[AGENT_RANDOM], loss[AGENT_GREEDY]);
	cr_assert(loss[AGENT_GREEDY] > loss[AGENT_BALANCED],
	    "greedy %.3f, balanced %.3f", loss[AGENT_GREEDY],
	    loss[AGENT_BALANCED]);
}

Test(analyse, agents_ranked_by_strength_four_players)
{
	struct rules	 r;
	double		 loss[AGENT__MAX];

	rules_default(&r, 4);
	agent_losses(&r, 30, loss);
	cr_assert(loss[AGENT_RANDOM] > loss[AGENT_GREEDY],
	    "random %.3f, greedy %.3f", loss[AGENT_RANDOM], loss[AGENT_GREEDY]);
	cr_assert(loss[AGENT_GREEDY] > loss[AGENT_BALANCED],
	    "greedy %.3f, balanced %.3f", loss[AGENT_GREEDY],
	    loss[AGENT_BALANCED]);
}

/* In every analysed game, a missed Ingenious! is at least an inaccuracy. */
Test(analyse, missed_ingenious_never_ok_in_play)
{
	static const enum agent_kind ag[MAX_SEATS] = { AGENT_BALANCED,
	    AGENT_GREEDY, AGENT_BALANCED, AGENT_GREEDY };
	struct selfplay	 sp;
	struct analysis	 an;
	struct diags	 d;
	struct prng	 rng;
	struct rules	 r;
	size_t		 i;
	int		 k, missed = 0;

	rules_default(&r, 2);
	selfplay_init(&sp);
	analysis_init(&an);
	diags_init(&d);
	prng_seed(&rng, 7);
	for (k = 0; k < 20; k++) {
		cr_assert_eq(selfplay_run(&sp, &r, ag, &rng), 0);
		diags_clear(&d);
		cr_assert_eq(analyse_record(&an, &sp.rec, &d), 0);
		for (i = 0; i < an.nmoves; i++) {
			if (!an.moves[i].missed)
				continue;
			missed++;
			cr_assert(an.moves[i].label >= AN_INACCURACY);
		}
	}
	cr_assert(missed > 0, "no missed Ingenious! in 20 games");
	diags_free(&d);
	analysis_free(&an);
	selfplay_free(&sp);
}

/*
 * Playouts: every counter at the cap but red at 17; RR beside the red
 * centre hex wins at once (all six at 18), so its share of wins is 1.
 * (OO wins too, a turn later: the opponent, at 0, cannot win first.)
 * The same seed gives the same figures.
 */
Test(analyse, playouts_find_the_winning_placement)
{
	static const char *const rack[] = { "RR", "OO", "YY", "GG", "BB", "PP" };
	struct analysis		 an;
	struct an_move		 m, again;
	struct game		 g;
	struct placement	 p = pl("OO", "C7", "D8");

	new_game(&g, 2);
	all_started(&g);
	set_counters(&g, 0, 17, 18, 18, 18, 18, 18);
	put(&g, "H8", RED);
	rack_of(&g, 0, rack, RACK_SIZE);
	analysis_init(&an);
	an.sim = 8;
	an.sim_top = 3;
	cr_assert_eq(analyse_rack(&an, &g, 0, &p, &m), 0);
	cr_assert_eq(m.best_value - agent_worth(17), AN_WIN);
	cr_assert_eq(analyse_simulate(&an, &g, 0, 99, &m), 0);
	cr_assert_eq(m.simulated, 1);
	cr_assert_eq(m.best_win, AN_UNIT);
	cr_assert_eq(m.win, AN_UNIT);
	cr_assert_eq(m.win_loss, 0);
	/* Tied with the best, the played placement is named the best. */
	cr_assert(an_same_placement(&m.sim_best, &p));
	cr_assert_eq(analyse_rack(&an, &g, 0, &p, &again), 0);
	cr_assert_eq(analyse_simulate(&an, &g, 0, 99, &again), 0);
	cr_assert_eq(again.win, m.win);

	/* Without playouts asked for, nothing is simulated. */
	an.sim = 0;
	cr_assert_eq(analyse_simulate(&an, &g, 0, 99, &again), -1);
	analysis_free(&an);
}

/*
 * Playouts really play the game on: Anna one point ahead in every colour
 * at the first placement would win every game that stopped there, but
 * a whole game between balanced agents is won by either side.
 */
Test(analyse, playouts_play_to_the_end)
{
	static const char *const rack[] = { "RR", "OY", "OY", "GB", "YP", "BB" };
	struct analysis		 an;
	struct an_move		 m;
	struct game		 g;
	struct placement	 p = pl("RR", "L7", "L8");

	new_game(&g, 2);
	set_counters(&g, 0, 1, 1, 1, 1, 1, 1);
	rack_of(&g, 0, rack, RACK_SIZE);
	analysis_init(&an);
	an.sim = 16;
	an.sim_top = 2;
	cr_assert_eq(analyse_rack(&an, &g, 0, &p, &m), 0);
	cr_assert_eq(analyse_simulate(&an, &g, 0, 5, &m), 0);
	cr_assert(m.win > 0 && m.win < AN_UNIT, "win %ld", m.win);
	cr_assert(m.best_win >= m.win);
	analysis_free(&an);
}

/* agent_best_worth agrees with the best of agent_candidates. */
struct worth_watch {
	struct agent_cand	*cand;
	int			 checked;
};

static void
watch_worth(void *ctx, const struct game *g, int seat,
    const struct placement *p)
{
	struct worth_watch	*w = ctx;
	struct tile		 t[RACK_SIZE];
	long			 best = 0;
	int			 i, n;

	(void)p;
	for (i = 0; i < g->rack[seat].nknown; i++)
		t[i] = tile_of_type(g->rack[seat].known[i]);
	n = agent_candidates(g, seat, t, i, w->cand);
	while (n-- > 0)
		if (w->cand[n].worth > best)
			best = w->cand[n].worth;
	cr_assert_eq(agent_best_worth(g, seat, t, i), best);
	w->checked++;
}

Test(analyse, best_worth_agrees_with_the_candidates)
{
	static const enum agent_kind ag[MAX_SEATS] = { AGENT_GREEDY,
	    AGENT_RANDOM, AGENT_BALANCED, AGENT_GREEDY };
	struct worth_watch	 w;
	struct selfplay		 sp;
	struct prng		 rng;
	struct rules		 r;
	int			 k;

	w.cand = calloc(AGENT_MAX_CANDIDATES, sizeof(*w.cand));
	w.checked = 0;
	selfplay_init(&sp);
	sp.observe = watch_worth;
	sp.observe_ctx = &w;
	prng_seed(&rng, 3);
	for (k = 0; k < 6; k++) {
		rules_default(&r, k < 4 ? 2 + k % 3 : k == 4 ? 2 : 4);
		if (k == 4)
			r.variant = VARIANT_DUEL;
		if (k == 5)
			r.variant = VARIANT_TEAM;
		cr_assert_eq(selfplay_run(&sp, &r, ag, &rng), 0);
	}
	cr_assert(w.checked > 100);
	selfplay_free(&sp);
	free(w.cand);
}
