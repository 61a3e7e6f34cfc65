/*
 * The cap and bonus placements (genial-rules(7) "5 Scoring", "6 Bonus
 * placements", "14 MSO rules"; the team and solo marks of "10 Solo" and
 * "11 Team").
 */
#include <criterion/criterion.h>
#include <string.h>

#include "../../core/replay_priv.h"
#include "helpers.h"

/*
 * RO H8 H9 scores red 2 (H7, H6 left of H8) and orange 2 (H10, H11 right
 * of H9).
 */
static void
two_and_two(struct game *g, int seats, enum variant v, enum ruleset rs)
{
	new_game_rules(g, seats, v, rs, TILES_STANDARD);
	put(g, "H7", RED);
	put(g, "H6", RED);
	put(g, "H10", ORANGE);
	put(g, "H11", ORANGE);
}

Test(bonus, points_above_the_cap_are_lost)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "H8", "H9");

	two_and_two(&g, 2, VARIANT_STANDARD, RULES_KOSMOS);
	set_counters(&g, 0, 17, 0, 0, 0, 0, 0);
	game_place(&g, 0, &p, &bd);
	cr_assert_eq(bd.points[RED], 2);
	cr_assert_eq(bd.gained[RED], 1);
	cr_assert_eq(g.score[0][RED], 18, "the counter stops at 18");
	cr_assert_eq(g.score[0][ORANGE], 2);
	cr_assert_eq(game_cap(&g), 18);
}

Test(bonus, exactly_18_earns_one)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "H8", "H9");

	two_and_two(&g, 2, VARIANT_STANDARD, RULES_KOSMOS);
	set_counters(&g, 0, 16, 0, 0, 0, 0, 0);
	game_place(&g, 0, &p, &bd);
	cr_assert_eq(g.score[0][RED], 18);
	cr_assert_eq(bd.reached, 1u << RED);
	cr_assert_eq(bd.bonus, 1);
	cr_assert_eq(g.bonus_due, 1);
}

Test(bonus, seventeen_earns_nothing)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "H8", "H9");

	two_and_two(&g, 2, VARIANT_STANDARD, RULES_KOSMOS);
	set_counters(&g, 0, 15, 0, 0, 0, 0, 0);
	game_place(&g, 0, &p, &bd);
	cr_assert_eq(g.score[0][RED], 17);
	cr_assert_eq(bd.reached, 0);
	cr_assert_eq(bd.bonus, 0);
	cr_assert_eq(g.bonus_due, 0);
}

Test(bonus, already_18_earns_nothing)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "H8", "H9");

	two_and_two(&g, 2, VARIANT_STANDARD, RULES_KOSMOS);
	set_counters(&g, 0, 18, 0, 0, 0, 0, 0);
	game_place(&g, 0, &p, &bd);
	cr_assert_eq(bd.points[RED], 2);
	cr_assert_eq(bd.gained[RED], 0);
	cr_assert_eq(g.score[0][RED], 18);
	cr_assert_eq(bd.reached, 0);
	cr_assert_eq(bd.bonus, 0);
	cr_assert_eq(g.bonus_due, 0);
}

Test(bonus, counters_belong_to_the_placing_seat)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "H8", "H9");

	two_and_two(&g, 3, VARIANT_STANDARD, RULES_KOSMOS);
	set_counters(&g, 0, 16, 0, 0, 0, 0, 0);
	game_place(&g, 1, &p, &bd);
	cr_assert_eq(g.score[1][RED], 2);
	cr_assert_eq(g.score[0][RED], 16);
	cr_assert_eq(bd.bonus, 0, "seat 1 was at 0, not 16");
}

Test(bonus, two_colours_at_once_earn_two_under_kosmos)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "H8", "H9");

	two_and_two(&g, 2, VARIANT_STANDARD, RULES_KOSMOS);
	set_counters(&g, 0, 16, 17, 0, 0, 0, 0);
	game_place(&g, 0, &p, &bd);
	cr_assert_eq(bd.reached, (1u << RED) | (1u << ORANGE));
	cr_assert_eq(bd.bonus, 2);
	cr_assert_eq(g.bonus_due, 2);
}

Test(bonus, two_colours_at_once_earn_one_under_mso)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "H8", "H9");

	two_and_two(&g, 2, VARIANT_STANDARD, RULES_MSO);
	set_counters(&g, 0, 16, 17, 0, 0, 0, 0);
	game_place(&g, 0, &p, &bd);
	cr_assert_eq(bd.reached, (1u << RED) | (1u << ORANGE),
	    "both colours still reached the cap");
	cr_assert_eq(bd.bonus, 1);
	cr_assert_eq(g.bonus_due, 1);
}

Test(bonus, bonus_placement_can_earn_another)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 first = pl("RO", "H8", "H9");
	struct placement	 second = pl("OY", "J8", "J9");
	struct placement	 third = pl("BB", "E9", "E10");

	two_and_two(&g, 2, VARIANT_STANDARD, RULES_KOSMOS);
	put(&g, "K8", ORANGE);	/* up-left of J8 */
	put(&g, "L8", ORANGE);
	set_counters(&g, 0, 16, 14, 0, 0, 0, 0);

	game_place(&g, 0, &first, &bd);
	cr_assert_eq(bd.bonus, 1);
	cr_assert_eq(g.score[0][ORANGE], 16);
	cr_assert_eq(g.bonus_due, 1);
	cr_assert_eq(g.placed, 1);

	/* The bonus placement is consumed, and earns a new one. */
	game_place(&g, 0, &second, &bd);
	cr_assert_eq(bd.points[ORANGE], 2);
	cr_assert_eq(bd.bonus, 1);
	cr_assert_eq(g.score[0][ORANGE], 18);
	cr_assert_eq(g.bonus_due, 1);
	cr_assert_eq(g.placed, 2);

	game_place(&g, 0, &third, &bd);
	cr_assert_eq(bd.bonus, 0);
	cr_assert_eq(g.bonus_due, 0);
	cr_assert_eq(g.placed, 3);
	cr_assert_eq(g.placements, 3);
	cr_assert_eq(g.over, END_NONE);
}

Test(bonus, next_turn_drops_bonus_not_taken)
{
	struct game		 g;
	struct placement	 p = pl("RO", "H8", "H9");

	two_and_two(&g, 2, VARIANT_STANDARD, RULES_KOSMOS);
	set_counters(&g, 0, 16, 17, 0, 0, 0, 0);
	game_place(&g, 0, &p, NULL);
	cr_assert_eq(g.bonus_due, 2);
	game_next_turn(&g);
	cr_assert_eq(g.bonus_due, 0);
	cr_assert_eq(g.placed, 0);
	cr_assert_eq(g.turn, 1);
}

Test(bonus, team_shares_counters_capped_at_36)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "H8", "H9");

	two_and_two(&g, 4, VARIANT_TEAM, RULES_KOSMOS);
	cr_assert_eq(game_sides(&g), 2);
	cr_assert_eq(game_side_of(&g, 0), 0);
	cr_assert_eq(game_side_of(&g, 1), 1);
	cr_assert_eq(game_side_of(&g, 2), 0);
	cr_assert_eq(game_side_of(&g, 3), 1);
	cr_assert_eq(game_cap(&g), 36);
	set_counters(&g, 0, 16, 35, 0, 0, 0, 0);
	/* Seat 2 plays for side 0: red reaches 18, orange 36. */
	game_place(&g, 2, &p, &bd);
	cr_assert_eq(g.score[0][RED], 18);
	cr_assert_eq(g.score[0][ORANGE], 36);
	cr_assert_eq(bd.gained[ORANGE], 1);
	cr_assert_eq(bd.reached, (1u << RED) | (1u << ORANGE));
	cr_assert_eq(bd.bonus, 2);
	cr_assert_eq(g.score[2][RED], 0, "no counters kept by seat");
}

Test(bonus, team_colour_earns_at_18_and_again_at_36)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "H8", "H9");

	two_and_two(&g, 4, VARIANT_TEAM, RULES_KOSMOS);
	set_counters(&g, 1, 18, 20, 0, 0, 0, 0);
	game_place(&g, 3, &p, &bd);
	cr_assert_eq(bd.bonus, 0, "20 -> 22 and 18 -> 20 pass no mark");

	two_and_two(&g, 4, VARIANT_TEAM, RULES_KOSMOS);
	set_counters(&g, 1, 34, 0, 0, 0, 0, 0);
	game_place(&g, 1, &p, &bd);
	cr_assert_eq(bd.reached, 1u << RED);
	cr_assert_eq(bd.bonus, 1);

	/* One placement passing both marks earns both. */
	new_game_rules(&g, 4, VARIANT_TEAM, RULES_KOSMOS, TILES_STANDARD);
	/* Red runs of four in five directions from H8, and M8 beyond L8. */
	{
		static const char *const red[] = {
			"I9", "J10", "K11", "L12",	/* up-right */
			"I8", "J8", "K8", "L8",		/* up-left, then M8 */
			"H7", "H6", "H5", "H4",		/* left */
			"G7", "F6", "E5", "D4",		/* down-left */
			"G8", "F8", "E8", "D8"		/* down-right */
		};
		size_t	 i;

		for (i = 0; i < sizeof(red) / sizeof(red[0]); i++)
			put(&g, red[i], RED);
	}
	set_counters(&g, 0, 17, 0, 0, 0, 0, 0);
	p = pl("RO", "H8", "H9");
	game_place(&g, 0, &p, &bd);
	cr_assert_eq(bd.points[RED], 21);
	cr_assert_eq(g.score[0][RED], 36);
	cr_assert_eq(bd.bonus, 2);
	cr_assert_eq(bd.reached, 1u << RED);
	cr_assert_eq(bd.reached2, 1u << RED, "red is called twice: [R, R]");
}

Test(bonus, one_mark_is_one_call)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "H8", "H9");

	two_and_two(&g, 4, VARIANT_TEAM, RULES_KOSMOS);
	set_counters(&g, 1, 34, 0, 0, 0, 0, 0);
	game_place(&g, 1, &p, &bd);
	cr_assert_eq(bd.reached, 1u << RED);
	cr_assert_eq(bd.reached2, 0, "36 alone is one call");
}

Test(bonus, team_mso_earns_at_most_one)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "H8", "H9");

	two_and_two(&g, 4, VARIANT_TEAM, RULES_MSO);
	set_counters(&g, 0, 16, 35, 0, 0, 0, 0);
	game_place(&g, 0, &p, &bd);
	cr_assert_eq(bd.bonus, 1);
}

Test(bonus, solo_caps_at_36_without_bonus)
{
	struct game		 g;
	struct breakdown	 bd;
	struct placement	 p = pl("RO", "H8", "H9");

	two_and_two(&g, 1, VARIANT_SOLO, RULES_KOSMOS);
	cr_assert_eq(game_cap(&g), 36);
	cr_assert_eq(game_sides(&g), 1);
	set_counters(&g, 0, 16, 35, 36, 36, 36, 36);
	game_place(&g, 0, &p, &bd);
	cr_assert_eq(g.score[0][RED], 18);
	cr_assert_eq(g.score[0][ORANGE], 36);
	cr_assert_eq(bd.reached, 0);
	cr_assert_eq(bd.bonus, 0);
	cr_assert_eq(g.bonus_due, 0);
	cr_assert_eq(g.over, END_NONE,
	    "solo has no immediate win: it ends when the board is full");
}

/*
 * genial-rules(7) "11 Team": the calls of a placement that brings red
 * past both 18 and 36 are bonus: [R, R]; [R] alone is a bonus-mismatch,
 * and so is [R, R] for a placement that reaches one mark.  The claims
 * are judged as the replay judges them (replay_check_claims), on a
 * position set up by hand.
 */
static void
judge_calls(struct game *g, const struct placement *p, int calls,
    struct diags *d)
{
	static const char *const names[] = { "Anna", "Ben", "Cleo", "Dan" };
	struct record	 rec;
	struct replay	 rp;
	struct rec_move	 m;
	struct ctx	 x;
	struct breakdown bd;

	memset(&rec, 0, sizeof(rec));
	memset(&m, 0, sizeof(m));
	memset(&x, 0, sizeof(x));
	replay_init(&rp);
	rec.nplayers = 4;
	memcpy(rec.players, names, sizeof(names));
	rec.uses_claims = 1;
	m.action = ACT_PLACE;
	m.place = *p;
	m.place_ok = 1;
	m.has_bonus = 1;
	m.bonus = 1u << RED;
	m.bonus_n[RED] = (uint8_t)calls;
	x.rp = &rp;
	x.rec = &rec;
	x.d = d;
	x.g = g;
	game_place(g, 0, p, &bd);
	replay_check_claims(&x, 0, &m, 0, &bd);
	replay_free(&rp);
}

Test(bonus, team_calls_twice_for_both_marks_at_once)
{
	static const char *const red[] = {
		"I9", "J10", "K11", "L12", "I8", "J8", "K8", "L8",
		"H7", "H6", "H5", "H4", "G7", "F6", "E5", "D4",
		"G8", "F8", "E8", "D8"
	};
	struct game		 g;
	struct diags		 d;
	struct placement	 p = pl("RO", "H8", "H9");
	size_t			 i;
	int			 calls;

	diags_init(&d);
	for (calls = 1; calls <= 2; calls++) {
		new_game_rules(&g, 4, VARIANT_TEAM, RULES_KOSMOS,
		    TILES_STANDARD);
		for (i = 0; i < sizeof(red) / sizeof(red[0]); i++)
			put(&g, red[i], RED);
		set_counters(&g, 0, 17, 0, 0, 0, 0, 0);
		diags_clear(&d);
		judge_calls(&g, &p, calls, &d);
		cr_assert_eq(g.score[0][RED], 36);
		if (calls == 2) {
			cr_assert_eq(d.len, 0, "[R, R] is right: %s",
			    d.len ? d.v[0].msg : "");
			continue;
		}
		cr_assert_eq(d.len, 1);
		cr_assert_eq(d.v[0].code, D_BONUS_MISMATCH);
		cr_assert_str_eq(d.v[0].msg, "calls Ingenious! for red once, "
		    "but red reached both 18 and 36: that is two calls, bonus: "
		    "[R, R]");
	}
	/* One mark, two calls. */
	two_and_two(&g, 4, VARIANT_TEAM, RULES_KOSMOS);
	set_counters(&g, 0, 16, 0, 0, 0, 0, 0);
	diags_clear(&d);
	judge_calls(&g, &p, 2, &d);
	cr_assert_eq(d.len, 1);
	cr_assert_str_eq(d.v[0].msg, "calls Ingenious! for red twice, but "
	    "red reached one mark with this placement, which is one call");
	diags_free(&d);
}
