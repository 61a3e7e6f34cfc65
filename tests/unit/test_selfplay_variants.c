/*
 * Self-play in every variant (genial-rules(7)) and with the travel set: each
 * game ends by the rules, the record it writes replays without a single
 * diagnostic, and its claimed result and winner are the replay's.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "../../core/agent.h"
#include "../../core/prng.h"
#include "../../core/rank.h"
#include "../../core/replay.h"
#include "../../core/selfplay.h"
#include "helpers.h"

struct tally {
	int	 games;
	int	 ends[END_ALL_FLAGGED + 1];
	int	 swaps;
	int	 bonuses;
	int	 lapsed;	/* bonus placements earned and never taken */
	int	 tokens;	/* duel tokens taken */
};

/* Play n games of rules r with agent kind, replay each, check and tally. */
static void
play_and_replay(const struct rules *r, enum agent_kind kind, int n,
    uint64_t seed, struct tally *t)
{
	enum agent_kind	 agents[MAX_SEATS] = { kind, kind, kind, kind };
	struct selfplay	 sp;
	struct replay	 rp;
	struct diags	 d;
	struct prng	 rng;
	size_t		 k;
	int		 i, s, c, due;

	selfplay_init(&sp);
	replay_init(&rp);
	diags_init(&d);
	prng_seed(&rng, seed);
	for (i = 0; i < n; i++) {
		cr_assert_eq(selfplay_run(&sp, r, agents, &rng), 0,
		    "game %d stopped", i);
		diags_clear(&d);
		cr_assert_eq(replay_run(&rp, &sp.rec, &d), 0);
		cr_assert_eq(d.len, 0, "game %d: %zu diagnostics, first: %s",
		    i, d.len, d.len ? d.v[0].msg : "");
		cr_assert(rp.complete, "game %d did not end", i);
		cr_assert_eq(rp.g.over, sp.g.over);
		cr_assert_eq(memcmp(rp.g.cell, sp.g.cell, sizeof(rp.g.cell)), 0);
		cr_assert_eq(memcmp(rp.g.track, sp.g.track,
		    sizeof(rp.g.track)), 0);
		for (s = 0; s < game_sides(&rp.g); s++)
			for (c = 0; c < COLOURS; c++)
				cr_assert_eq(rp.g.score[s][c], sp.g.score[s][c]);
		t->games++;
		t->ends[rp.g.over]++;
		for (k = 0, due = 0; k < rp.nsteps; k++) {
			const struct step *st = &rp.steps[k];

			if (st->action == ACT_SWAP)
				t->swaps++;
			if (st->action != ACT_PLACE)
				continue;
			if (st->bonus_move)
				due--;
			else {
				t->lapsed += due;
				due = 0;
			}
			due += st->bd.bonus;
			t->bonuses += st->bd.bonus;
			t->tokens += __builtin_popcount(st->bd.tokens);
		}
		if (rp.g.over == END_NONE)
			t->lapsed += due;
	}
	diags_free(&d);
	replay_free(&rp);
	selfplay_free(&sp);
}

static void
variant_rules(struct rules *r, enum variant v, enum ruleset rs,
    enum tileset ts)
{
	int	 lo, hi;

	rules_seat_range(v, &lo, &hi);
	rules_default(r, lo);
	r->variant = v;
	r->ruleset = rs;
	r->tiles = ts;
}

Test(selfplay_variants, solo_games_fill_the_white_area)
{
	struct rules	 r;
	struct tally	 t;

	memset(&t, 0, sizeof(t));
	variant_rules(&r, VARIANT_SOLO, RULES_KOSMOS, TILES_STANDARD);
	play_and_replay(&r, AGENT_BALANCED, 4, 11, &t);
	variant_rules(&r, VARIANT_SOLO, RULES_MSO, TILES_TRAVEL);
	play_and_replay(&r, AGENT_RANDOM, 4, 12, &t);
	cr_assert_eq(t.ends[END_BOARD_FULL], t.games);
	cr_assert_eq(t.swaps, 0);
	cr_assert_eq(t.bonuses, 0);
}

Test(selfplay_variants, team_games_end_by_the_rules)
{
	struct rules	 r;
	struct tally	 t;

	memset(&t, 0, sizeof(t));
	variant_rules(&r, VARIANT_TEAM, RULES_KOSMOS, TILES_STANDARD);
	play_and_replay(&r, AGENT_BALANCED, 6, 21, &t);
	variant_rules(&r, VARIANT_TEAM, RULES_MSO, TILES_STANDARD);
	play_and_replay(&r, AGENT_RANDOM, 4, 22, &t);
	cr_assert_eq(t.ends[END_NO_TILES], 0,
	    "120 tiles outlast the 81 placements of the whole board");
	cr_assert_gt(t.bonuses, 0);
	cr_assert_gt(t.swaps, 0);
}

/*
 * With the travel set the bag runs out: late bonus placements find the
 * rack empty and lapse without a warning.
 */
Test(selfplay_variants, team_travel_games_run_out_of_tiles)
{
	struct rules	 r;
	struct tally	 t;

	memset(&t, 0, sizeof(t));
	variant_rules(&r, VARIANT_TEAM, RULES_KOSMOS, TILES_TRAVEL);
	play_and_replay(&r, AGENT_GREEDY, 6, 3, &t);
	cr_assert_eq(t.ends[END_NO_TILES], t.games);
	cr_assert_gt(t.lapsed, 0, "no bonus placement lapsed in 6 games");
}

Test(selfplay_variants, duel_games_take_tokens_and_swap)
{
	struct rules	 r;
	struct tally	 t;

	memset(&t, 0, sizeof(t));
	variant_rules(&r, VARIANT_DUEL, RULES_KOSMOS, TILES_STANDARD);
	play_and_replay(&r, AGENT_BALANCED, 8, 31, &t);
	variant_rules(&r, VARIANT_DUEL, RULES_MSO, TILES_TRAVEL);
	play_and_replay(&r, AGENT_RANDOM, 8, 32, &t);
	cr_assert_gt(t.tokens, 0);
	cr_assert_gt(t.bonuses, 0);
	cr_assert_gt(t.swaps, 0, "no duel swap in 16 games");
	cr_assert_eq(t.ends[END_NO_TILES], 0);
	cr_assert_eq(t.ends[END_ALL_FLAGGED], 0);
}
