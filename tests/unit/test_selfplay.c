/*
 * Self-play invariants: every game ends by the rules, every placement is
 * legal when made, counters stay at or under the cap, the tiles add up,
 * the record's claims match the final state, and the same seed gives the
 * same game.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/agent.h"
#include "../../core/prng.h"
#include "../../core/replay.h"
#include "../../core/selfplay.h"
#include "../../formats/emit.h"
#include "../../formats/reader.h"
#include "helpers.h"

struct watch {
	int		 placements;
};

static void
watch_move(void *ctx, const struct game *g, int seat,
    const struct placement *p)
{
	struct watch *w = ctx;
	uint64_t faults = game_check_place(g, seat, p, NULL);

	w->placements++;
	cr_assert_eq(faults, 0, "placement %d by seat %d breaks rules %#llx",
	    w->placements, seat, (unsigned long long)faults);
	cr_assert_eq(seat, g->turn);
	cr_assert(g->placed == 0 || g->bonus_due > 0,
	    "a second placement with no bonus due");
}

/* Check one finished game against the invariants. */
static void
check_game(const struct selfplay *sp, const struct watch *w)
{
	const struct game *g = &sp->g;
	const struct record *rec = &sp->rec;
	int s, c, placed = 0, onracks = 0, cells = 0, i;
	size_t m;

	cr_assert_neq(g->over, END_NONE, "the game did not end");
	switch (g->over) {
	case END_BOARD_FULL:
		cr_assert(!game_has_free_pair(g));
		break;
	case END_NO_TILES:
		cr_assert_eq(game_bag_count(g), 0);
		cr_assert_eq(game_rack_count(g, g->turn), 0);
		break;
	case END_ALL_CAPPED:
		cr_assert_geq(g->winner_now, 0);
		break;
	default:
		cr_assert_fail("ended for reason %d", g->over);
	}
	for (s = 0; s < rec->nplayers; s++) {
		cr_assert(rec->has_rack[s] && rec->racks[s].n == RACK_SIZE);
		cr_assert(rec->has_result[s]);
		for (c = 0; c < COLOURS; c++) {
			cr_assert_leq(g->score[s][c], 18);
			cr_assert_eq(rec->result[s].v[c], g->score[s][c]);
		}
		onracks += game_rack_count(g, s);
	}
	for (m = 0; m < rec->nmoves; m++)
		placed += rec->moves[m].action == ACT_PLACE;
	cr_assert_eq(placed, w->placements);
	for (i = 0; i < BOARD_CELLS; i++)
		cells += g->cell[i] >= 0 && board_symbol_index(i) < 0;
	cr_assert_eq(cells, 2 * placed);
	cr_assert_eq(placed + onracks + game_bag_count(g),
	    tile_set_size(g->rules.tiles), "tiles do not add up");
	cr_assert_eq(sp->nbag, game_bag_count(g));
	cr_assert(rec->has_winner);
	for (s = 0; s < rec->nplayers && g->winner_now < 0; s++) {
		c = rank_compare(g->score[rec->winner >= 0 ? rec->winner :
		    sp->ranking.order[0]], g->score[s], NULL);
		cr_assert_geq(c, 0, "seat %d outranks the claimed winner", s);
		if (rec->winner >= 0 && s != rec->winner)
			cr_assert_gt(c, 0, "seat %d ties the claimed winner", s);
	}
	if (rec->winner < 0)
		cr_assert_eq(rank_compare(g->score[sp->ranking.order[0]],
		    g->score[sp->ranking.order[1]], NULL), 0,
		    "a draw is claimed but the top two differ");
}

static void
play_many(int seats, enum ruleset rs, enum agent_kind kind, int games,
    uint64_t seed)
{
	enum agent_kind agents[MAX_SEATS] = { kind, kind, kind, kind };
	struct selfplay sp;
	struct watch w;
	struct prng rng;
	struct rules r;
	int i;

	selfplay_init(&sp);
	sp.observe = watch_move;
	sp.observe_ctx = &w;
	prng_seed(&rng, seed);
	rules_default(&r, seats);
	r.ruleset = rs;
	for (i = 0; i < games; i++) {
		memset(&w, 0, sizeof(w));
		cr_assert_eq(selfplay_run(&sp, &r, agents, &rng), 0,
		    "game %d of seed %llu", i + 1, (unsigned long long)seed);
		check_game(&sp, &w);
	}
	selfplay_free(&sp);
}

Test(selfplay, random_games_end_legally)
{
	play_many(2, RULES_KOSMOS, AGENT_RANDOM, 20, 1);
	play_many(3, RULES_MSO, AGENT_RANDOM, 10, 2);
	play_many(4, RULES_KOSMOS, AGENT_RANDOM, 10, 3);
}

Test(selfplay, greedy_games_end_legally)
{
	play_many(2, RULES_MSO, AGENT_GREEDY, 20, 4);
	play_many(3, RULES_KOSMOS, AGENT_GREEDY, 10, 5);
	play_many(4, RULES_MSO, AGENT_GREEDY, 10, 6);
}

Test(selfplay, balanced_games_end_legally)
{
	play_many(2, RULES_KOSMOS, AGENT_BALANCED, 20, 7);
	play_many(3, RULES_MSO, AGENT_BALANCED, 10, 8);
	play_many(4, RULES_KOSMOS, AGENT_BALANCED, 10, 9);
}

/* Balanced swaps in practice, and bonus placements happen. */
Test(selfplay, balanced_games_swap_and_earn_bonuses)
{
	enum agent_kind agents[MAX_SEATS] = {
		AGENT_BALANCED, AGENT_BALANCED, AGENT_BALANCED, AGENT_BALANCED
	};
	struct selfplay sp;
	struct prng rng;
	struct rules r;
	size_t m;
	int i, swaps = 0, bonuses = 0;

	selfplay_init(&sp);
	prng_seed(&rng, 12);
	rules_default(&r, 2);
	for (i = 0; i < 20; i++) {
		cr_assert_eq(selfplay_run(&sp, &r, agents, &rng), 0);
		for (m = 0; m < sp.rec.nmoves; m++) {
			swaps += sp.rec.moves[m].action == ACT_SWAP;
			bonuses += sp.rec.moves[m].has_bonus;
		}
	}
	cr_assert_gt(swaps, 0, "no swap in 20 balanced games");
	cr_assert_gt(bonuses, 0, "no bonus in 20 balanced games");
	selfplay_free(&sp);
}

Test(selfplay, unsupported_rules_are_refused)
{
	enum agent_kind agents[MAX_SEATS] = { 0 };
	struct selfplay sp;
	struct prng rng;
	struct rules r;

	selfplay_init(&sp);
	prng_seed(&rng, 1);
	rules_default(&r, 2);
	r.variant = VARIANT_SOLO;
	cr_assert_eq(selfplay_supported(&r), 0, "solo is for one player");
	cr_assert_eq(selfplay_run(&sp, &r, agents, &rng), -1);
	rules_default(&r, 3);
	r.variant = VARIANT_TEAM;
	cr_assert_eq(selfplay_run(&sp, &r, agents, &rng), -1);
	rules_default(&r, 4);
	r.variant = VARIANT_DUEL;
	cr_assert_eq(selfplay_run(&sp, &r, agents, &rng), -1);
	rules_default(&r, 1);
	cr_assert_eq(selfplay_supported(&r), 0, "standard needs two");
	selfplay_free(&sp);
}

/* Emit n games of a seed into a malloc'd buffer. */
static char *
emit_games(uint64_t seed, int seats, enum agent_kind kind, int n,
    size_t *len)
{
	enum agent_kind agents[MAX_SEATS] = { kind, kind, kind, kind };
	struct selfplay sp;
	struct emitter *em;
	struct prng rng;
	struct rules r;
	char *buf = NULL;
	FILE *fp;
	int i;

	cr_assert_not_null(fp = open_memstream(&buf, len));
	selfplay_init(&sp);
	prng_seed(&rng, seed);
	rules_default(&r, seats);
	em = emit_new(fp);
	for (i = 0; i < n; i++) {
		cr_assert_eq(selfplay_run(&sp, &r, agents, &rng), 0);
		cr_assert_eq(emit_record(em, &sp.rec), 0);
	}
	cr_assert_eq(emit_close(em), 0);
	emit_free(em);
	selfplay_free(&sp);
	cr_assert_eq(fclose(fp), 0);
	return buf;
}

Test(selfplay, same_seed_gives_same_bytes)
{
	size_t la, lb, lc;
	char *a = emit_games(99, 3, AGENT_BALANCED, 3, &la);
	char *b = emit_games(99, 3, AGENT_BALANCED, 3, &lb);
	char *c = emit_games(100, 3, AGENT_BALANCED, 3, &lc);

	cr_assert_gt(la, 1000);
	cr_assert(la == lb && memcmp(a, b, la) == 0, "seed 99 differs");
	cr_assert(la != lc || memcmp(a, c, la) != 0, "seeds 99 and 100 agree");
	free(a);
	free(b);
	free(c);
}

/*
 * The replay judges the self-played records as they are (no YAML in
 * between): not one diagnostic, for every agent, player count and rules.
 */
Test(selfplay, replay_finds_nothing_to_report)
{
	static const enum agent_kind kinds[3] = {
		AGENT_RANDOM, AGENT_GREEDY, AGENT_BALANCED
	};
	enum agent_kind agents[MAX_SEATS];
	struct selfplay sp;
	struct replay rp;
	struct diags d;
	struct prng rng;
	struct rules r;
	int seats, rs, k, i, s, games = 0;

	selfplay_init(&sp);
	replay_init(&rp);
	diags_init(&d);
	prng_seed(&rng, 2026);
	for (seats = 2; seats <= 4; seats++)
		for (rs = RULES_KOSMOS; rs <= RULES_MSO; rs++)
			for (k = 0; k < 3; k++)
				for (i = 0; i < 6; i++) {
					for (s = 0; s < MAX_SEATS; s++)
						agents[s] = kinds[(k + s * i) % 3];
					rules_default(&r, seats);
					r.ruleset = (enum ruleset)rs;
					cr_assert_eq(selfplay_run(&sp, &r, agents,
					    &rng), 0);
					diags_clear(&d);
					cr_assert_eq(replay_run(&rp, &sp.rec, &d), 0);
					cr_assert_eq(d.len, 0, "game %d: %s at "
					    "move %d: %s", games + 1,
					    diag_info(d.v[0].code)->name,
					    d.v[0].move, d.v[0].msg);
					cr_assert(rp.complete);
					games++;
				}
	diags_free(&d);
	replay_free(&rp);
	selfplay_free(&sp);
}

/*
 * Through the YAML: the emitted stream read back by the reader and
 * judged by the replay gives no diagnostic, and every game comes back
 * with the same number of entries.
 */
Test(selfplay, emitted_records_read_back_clean)
{
	enum agent_kind agents[MAX_SEATS] = {
		AGENT_BALANCED, AGENT_RANDOM, AGENT_GREEDY, AGENT_BALANCED
	};
	const struct record *rec;
	size_t nmoves[12], len = 0;
	struct selfplay sp;
	struct emitter *em;
	struct reader *rd;
	struct replay rp;
	struct diags d;
	struct prng rng;
	struct rules r;
	char *buf = NULL;
	FILE *fp;
	int i, n = 0;

	cr_assert_not_null(fp = open_memstream(&buf, &len));
	selfplay_init(&sp);
	prng_seed(&rng, 31);
	em = emit_new(fp);
	for (i = 0; i < 12; i++) {
		rules_default(&r, 2 + i % 3);
		r.ruleset = i % 2 ? RULES_MSO : RULES_KOSMOS;
		cr_assert_eq(selfplay_run(&sp, &r, agents, &rng), 0);
		nmoves[i] = sp.rec.nmoves;
		cr_assert_eq(emit_record(em, &sp.rec), 0);
	}
	cr_assert_eq(emit_close(em), 0);
	emit_free(em);
	selfplay_free(&sp);
	cr_assert_eq(fclose(fp), 0);

	rd = reader_new_mem((const unsigned char *)buf, len);
	replay_init(&rp);
	diags_init(&d);
	while (reader_next(rd, &rec, &d) == 1) {
		cr_assert_lt(n, 12);
		cr_assert_eq(rec->nmoves, nmoves[n], "game %d", n + 1);
		cr_assert_eq(replay_run(&rp, rec, &d), 0);
		cr_assert_eq(d.len, 0, "game %d: %s at move %d: %s", n + 1,
		    diag_info(d.v[0].code)->name, d.v[0].move, d.v[0].msg);
		cr_assert(rp.complete);
		diags_clear(&d);
		n++;
	}
	cr_assert_eq(n, 12);
	diags_free(&d);
	replay_free(&rp);
	reader_free(rd);
	free(buf);
}
