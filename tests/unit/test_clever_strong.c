/*
 * The strong Ganz schön clever player (core/clever_strong.h): the
 * options of a decision, the evaluation's inputs and its exactness at
 * the end of the game, the expectimax over a roll against a count by
 * hand, its choices against the values of its options, and self-play
 * with it (records the replay passes, the same game from the same seed).
 */
#include <criterion/criterion.h>
#include <limits.h>
#include <string.h>

#include "../../core/clever_analyse.h"
#include "../../core/clever_play.h"
#include "../../core/clever_replay.h"
#include "../../core/clever_strong.h"
#include "../../core/diag.h"

static void
pos_init(struct clever_pos *p, int nplayers, int turn, enum clever_when w)
{
	memset(p, 0, sizeof(*p));
	p->nplayers = nplayers;
	p->rounds = clever_rounds(nplayers);
	p->turn = turn;
	p->when = w;
}

Test(clever_strong, options_of_the_white_die_go_everywhere)
{
	struct clever_sheet	 s;
	struct clever_opt	 o[CLEVER_MAX_OPTS];
	int			 v[CLEVER_DICE] = { 3, 1, 4, 1, 1, 1 }, n;

	memset(&s, 0, sizeof(s));
	/* W3 and B4: white in yellow (A1 and B4 show 3), blue 7, green,
	   orange, purple; blue alone only blue 7. */
	n = clever_options(&s, v, (1u << CD_W) | (1u << CD_B), o);
	cr_assert_eq(n, 7);
	cr_assert_eq(o[0].die, CD_W);
	cr_assert_eq(o[0].mark.area, CA_Y);
	cr_assert_eq(o[0].mark.cell, 0);		/* A1 */
	cr_assert_eq(o[1].mark.cell, 13);		/* B4 */
	cr_assert_eq(o[2].mark.area, CA_B);
	cr_assert_eq(o[2].mark.cell, 7);
	cr_assert_eq(o[3].mark.area, CA_G);
	cr_assert_eq(o[4].mark.area, CA_O);
	cr_assert_eq(o[4].mark.written, 3);
	cr_assert_eq(o[5].mark.area, CA_P);
	cr_assert_eq(o[6].die, CD_B);
	cr_assert_eq(o[6].mark.cell, 7);
}

Test(clever_strong, options_follow_the_rules_of_each_area)
{
	struct clever_sheet	 s;
	struct clever_opt	 o[CLEVER_MAX_OPTS];
	int			 v[CLEVER_DICE] = { 1, 1, 1, 4, 2, 3 };

	memset(&s, 0, sizeof(s));
	s.green = 4;			/* box 5 needs a 5 */
	s.npurple = 1;
	s.purple[0] = 5;		/* the next purple must beat 5 */
	s.blue = 1u << 2;		/* blue 2 = W1 + B1 is crossed */
	cr_assert_eq(clever_options(&s, v, 1u << CD_G, o), 0);
	cr_assert_eq(clever_options(&s, v, 1u << CD_P, o), 0);
	cr_assert_eq(clever_options(&s, v, 1u << CD_B, o), 0);
	cr_assert_eq(clever_options(&s, v, 1u << CD_O, o), 1);
	cr_assert_eq(o[0].mark.written, 2);
}

Test(clever_strong, black_bonus_offers_every_free_cell_and_the_tracks)
{
	struct clever_sheet	 s;
	struct clever_opt	 o[32];

	memset(&s, 0, sizeof(s));
	cr_assert_eq(clever_black_options(&s, o), 12 + 11 + 3);
	s.green = CLEVER_BOXES;
	s.yellow = 1u << 0;
	cr_assert_eq(clever_black_options(&s, o), 11 + 11 + 2);
}

Test(clever_strong, features_stay_in_range_everywhere)
{
	struct clever_pos	 p;
	uint16_t		 x[CLEVER_FEATURES];
	int			 k, w, i;

	for (k = 0; k < 12; k++)
		for (w = CLEVER_AT_START; w <= CLEVER_AT_END; w++) {
			pos_init(&p, 1, k, (enum clever_when)w);
			p.sheet.foxes = 9;
			p.sheet.rr_earned = 7;
			p.sheet.norange = 11;
			memset(p.sheet.orange, 18, sizeof(p.sheet.orange));
			p.pool = 0x3f;
			p.rolls = 3;
			clever_features(&p, x);
			for (i = 0; i < CLEVER_FEATURES; i++)
				cr_assert_leq(x[i], CLEVER_FEATURE_ONE);
		}
}

Test(clever_strong, the_end_of_the_game_is_worth_its_total)
{
	struct clever_pos	 p;
	struct clever_score	 sc;

	pos_init(&p, 1, 11, CLEVER_AT_END);
	p.sheet.green = 5;
	p.sheet.norange = 1;
	p.sheet.orange[0] = 6;
	p.sheet.p1_earned = 2;	/* unused +1s are worth nothing now */
	clever_score(&p.sheet, &sc);
	cr_assert(clever_pos_final(&p));
	cr_assert_eq(clever_value(&p), sc.total * CLEVER_POINT);
	/* One turn earlier the rest of the game is still to come. */
	p.turn = 10;
	cr_assert(!clever_pos_final(&p));
	pos_init(&p, 2, 11, CLEVER_AT_END);
	cr_assert(clever_pos_final(&p));
}

/* The worth of taking the best option of roll r, by hand. */
static long
best_take(const struct clever_roll *r)
{
	struct clever_opt	 o[CLEVER_MAX_OPTS];
	struct clever_pos	 t;
	long			 v, best = LONG_MIN;
	int			 n, i;

	n = clever_options(&r->at.sheet, r->value, r->at.pool, o);
	for (i = 0; i < n; i++) {
		clever_after_take(NULL, r, &o[i], &t);
		if ((v = clever_value(&t)) > best)
			best = v;
	}
	if (n == 0) {
		t = r->at;
		t.when = CLEVER_AT_END;
		t.pool = 0;
		t.rolls = 0;
		best = clever_value(&t);
	}
	return best;
}

Test(clever_strong, a_roll_is_worth_the_average_of_its_outcomes)
{
	struct clever_rollctx	*rc = clever_rollctx_new();
	struct clever_roll	 r;
	int64_t			 sum = 0;
	int			 g, p;

	/* The last roll of a turn with green and purple in play: 36 ways. */
	pos_init(&r.at, 1, 2, CLEVER_AT_ROLL);
	r.at.sheet.green = 3;		/* box 4 needs a 4 */
	r.at.sheet.npurple = 1;
	r.at.sheet.purple[0] = 3;
	r.at.pool = (1u << CD_G) | (1u << CD_P);
	r.at.rolls = 1;
	memset(r.value, 0, sizeof(r.value));
	r.value[CD_W] = 2;
	r.value[CD_B] = 5;
	for (g = 1; g <= 6; g++)
		for (p = 1; p <= 6; p++) {
			r.value[CD_G] = g;
			r.value[CD_P] = p;
			sum += best_take(&r);
		}
	cr_assert_eq(clever_roll_value(rc, NULL, &r.at, r.value),
	    (long)(sum / 36));
	clever_rollctx_free(rc);
}

Test(clever_strong, a_reroll_in_hand_is_a_floor)
{
	struct clever_rollctx	*rc = clever_rollctx_new();
	struct clever_pos	 at, spent;
	int			 v[CLEVER_DICE] = { 1, 1, 1, 1, 1, 1 };

	pos_init(&at, 1, 0, CLEVER_AT_ROLL);
	at.pool = 1u << CD_Y;
	at.rolls = 2;
	at.sheet.rr_earned = 1;
	spent = at;
	spent.sheet.rr_used = 1;
	cr_assert_geq(clever_roll_value(rc, NULL, &at, v),
	    clever_value(&spent));
	clever_rollctx_free(rc);
}

Test(clever_strong, the_take_chosen_is_the_best_valued)
{
	struct clever_rollctx	*rc = clever_rollctx_new();
	struct clever_roll	 r;
	struct clever_opt	 o[CLEVER_MAX_OPTS], co;
	struct clever_pos	 t;
	long			 v, best = LONG_MIN;
	int			 n, i, bi = -1;
	int			 val[CLEVER_DICE] = { 3, 5, 2, 1, 6, 4 };

	pos_init(&r.at, 2, 0, CLEVER_AT_ROLL);
	r.at.pool = 0x3f;
	r.at.rolls = 3;
	memcpy(r.value, val, sizeof(val));
	n = clever_options(&r.at.sheet, r.value, r.at.pool, o);
	for (i = 0; i < n; i++) {
		clever_after_take(NULL, &r, &o[i], &t);
		/* While the turn goes on, its next roll's worth. */
		v = t.when == CLEVER_AT_ROLL ? clever_roll_value(rc, NULL, &t,
		    r.value) : clever_value(&t);
		if (v > best) {
			best = v;
			bi = i;
		}
	}
	cr_assert_eq(clever_strong_take(NULL, rc, &r, &co, NULL), 0);
	cr_assert_eq(co.die, o[bi].die);
	cr_assert_eq(co.mark.area, o[bi].mark.area);
	cr_assert_eq(co.mark.cell, o[bi].mark.cell);
	clever_rollctx_free(rc);
}

Test(clever_strong, self_play_passes_the_referee_and_repeats)
{
	enum agent_kind		 ag[CLEVER_MAX_SEATS] = {
		AGENT_STRONG, AGENT_STRONG, AGENT_GREEDY, AGENT_STRONG };
	struct clever_play	 cp;
	struct clever_replay	 rp;
	struct clever_sheet	 first[CLEVER_MAX_SEATS];
	struct diags		 d;
	struct prng		 rng;
	int			 n, again;

	clever_play_init(&cp);
	clever_replay_init(&rp);
	diags_init(&d);
	for (n = 1; n <= 4; n++)
		for (again = 0; again < 2; again++) {
			prng_seed(&rng, 40 + (uint64_t)n);
			clever_play_run(&cp, n, ag, &rng);
			diags_clear(&d);
			clever_replay_run(&rp, &cp.rec, &d);
			cr_assert_eq(d.len, 0, "%d players: %zu findings", n, d.len);
			cr_assert(rp.complete);
			if (!again)
				memcpy(first, cp.sheet, sizeof(first));
			else
				cr_assert(memcmp(first, cp.sheet,
				    sizeof(first)) == 0);
		}
	diags_free(&d);
	clever_replay_free(&rp);
	clever_play_free(&cp);
}

Test(clever_strong, labels_follow_the_thresholds)
{
	cr_assert_eq(clever_label_of(0), CL_BEST);
	cr_assert_eq(clever_label_of(1), CL_GOOD);
	cr_assert_eq(clever_label_of(CLEVER_POINT - 1), CL_GOOD);
	cr_assert_eq(clever_label_of(CLEVER_POINT), CL_INACCURACY);
	cr_assert_eq(clever_label_of(4 * CLEVER_POINT - 1), CL_INACCURACY);
	cr_assert_eq(clever_label_of(4 * CLEVER_POINT), CL_MISTAKE);
	cr_assert_eq(clever_label_of(10 * CLEVER_POINT - 1), CL_MISTAKE);
	cr_assert_eq(clever_label_of(10 * CLEVER_POINT), CL_BLUNDER);
	cr_assert_str_eq(clever_label_mark(CL_BLUNDER), "??");
	cr_assert_str_eq(clever_label_name(CL_GOOD), "good");
}

/*
 * The analysis values choices as the strong player does: its own games
 * lose nothing; every take, reroll, pick, +1 and black bonus of the
 * record is a decision (and the +1s kept at the ends of turns).
 */
Test(clever_strong, its_own_games_lose_nothing_in_analysis)
{
	enum agent_kind		 ag[CLEVER_MAX_SEATS] = {
		AGENT_STRONG, AGENT_STRONG, AGENT_STRONG, AGENT_STRONG };
	struct clever_analysis	 an;
	struct clever_play	 cp;
	struct clever_replay	 rp;
	struct diags		 d;
	struct prng		 rng;
	unsigned		 kinds = 0;
	size_t			 i;
	int			 n, entries[CX_BLACK + 1], decisions[CDEC_X + 1];

	clever_play_init(&cp);
	clever_replay_init(&rp);
	clever_analysis_init(&an);
	diags_init(&d);
	prng_seed(&rng, 77);
	for (n = 1; n <= 2; n++) {
		clever_play_run(&cp, n, ag, &rng);
		diags_clear(&d);
		clever_replay_run(&rp, &cp.rec, &d);
		clever_analyse_record(&an, &cp.rec, &rp);
		cr_assert_gt(an.nmoves, 20);
		memset(entries, 0, sizeof(entries));
		memset(decisions, 0, sizeof(decisions));
		for (i = 0; i < cp.cr.nmoves; i++)
			entries[cp.cr.moves[i].action]++;
		for (i = 0; i < an.nmoves; i++) {
			cr_assert_eq(an.moves[i].loss, 0, "%d players, move %d "
			    "loses %ld", n, an.moves[i].move,
			    an.moves[i].loss);
			kinds |= 1u << an.moves[i].kind;
			decisions[an.moves[i].kind]++;
		}
		cr_assert_eq(decisions[CDEC_TAKE], entries[CX_TAKE] +
		    entries[CX_REROLL]);
		cr_assert_eq(decisions[CDEC_PICK], entries[CX_PICK]);
		cr_assert_eq(decisions[CDEC_BLACK], entries[CX_BLACK]);
		cr_assert_geq(decisions[CDEC_EXTRA], entries[CX_EXTRA]);
		cr_assert_eq(an.player[0].rolls > 0, 1);
	}
	cr_assert(kinds & (1u << CDEC_TAKE));
	cr_assert(kinds & (1u << CDEC_PICK));
	cr_assert(kinds & (1u << CDEC_EXTRA));
	cr_assert(kinds & (1u << CDEC_BLACK));
	clever_analysis_free(&an);
	diags_free(&d);
	clever_replay_free(&rp);
	clever_play_free(&cp);
}

Test(clever_strong, luck_averages_nothing)
{
	struct clever_rollctx	*rc = clever_rollctx_new();
	struct clever_pos	 at;
	int			 v[CLEVER_DICE] = { 4, 1, 2, 1, 1, 1 };
	int64_t			 sum = 0;
	long			 avg;
	int			 y, b, g;

	/* A second roll of yellow, blue and green, a reroll in hand. */
	pos_init(&at, 1, 0, CLEVER_AT_ROLL);
	at.pool = (1u << CD_Y) | (1u << CD_B) | (1u << CD_G);
	at.rolls = 2;
	at.sheet.rr_earned = 1;
	at.sheet.green = 2;
	for (y = 1; y <= 6; y++)
		for (b = 1; b <= 6; b++)
			for (g = 1; g <= 6; g++) {
				v[CD_Y] = y;
				v[CD_B] = b;
				v[CD_G] = g;
				sum += clever_roll_outcome(rc, NULL, &at, v);
			}
	avg = clever_roll_value(rc, NULL, &at, v);
	cr_assert_eq(avg, (long)(sum / 216));
	clever_rollctx_free(rc);
}
