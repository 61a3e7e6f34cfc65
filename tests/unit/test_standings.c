/*
 * Tournament standings (genial-rules(7) "15 Standings", core/standings.h):
 * victory points, the three MSO tie-breaks in order, shared ranks,
 * events, and the games that must not count.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "../../core/rank.h"
#include "../../core/standings.h"
#include "helpers.h"

/* A finished two-player MSO game as standings_add sees it. */
struct fake {
	struct record	 rec;
	struct replay	 rp;
};

/*
 * Anna-vs-Ben style game: the first player's counters are all low_a
 * except one colour at high_a, the second's likewise; the ranking comes
 * from the engine.
 */
static void
fake_game(struct fake *f, const char *event, const char *p1, const char *p2,
    int low_a, int high_a, int low_b, int high_b)
{
	memset(f, 0, sizeof(*f));
	rules_default(&f->rec.rules, 2);
	f->rec.rules.ruleset = RULES_MSO;
	f->rec.usable = 1;
	f->rec.game = 1;
	f->rec.pos.line = 7;
	f->rec.nplayers = 2;
	f->rec.players[0] = p1;
	f->rec.players[1] = p2;
	f->rec.event = event;
	game_init(&f->rp.g, &f->rec.rules);
	set_counters(&f->rp.g, 0, low_a, high_a, high_a, high_a, high_a,
	    high_a);
	set_counters(&f->rp.g, 1, low_b, high_b, high_b, high_b, high_b,
	    high_b);
	f->rp.complete = 1;
	rank_game(&f->rp.g, &f->rp.ranking);
}

/* Add a game that must count. */
static void
add(struct standings *st, const char *event, const char *p1,
    const char *p2, int low_a, int high_a, int low_b, int high_b)
{
	struct fake	 f;
	char		 why[256];

	fake_game(&f, event, p1, p2, low_a, high_a, low_b, high_b);
	cr_assert_eq(standings_add(st, &f.rec, &f.rp, NULL, 1, "t.yaml", why,
	    sizeof(why)), 0, "refused: %s", why);
}

static const struct standings_row *
row(const struct standings *st, size_t ev, const char *player)
{
	size_t	 i;

	cr_assert_lt(ev, st->nevents);
	for (i = 0; i < st->events[ev].nrows; i++)
		if (strcmp(st->events[ev].rows[i].player, player) == 0)
			return &st->events[ev].rows[i];
	cr_assert_fail("no row for %s", player);
	return NULL;
}

Test(standings, a_win_is_one_vp_a_draw_half_a_loss_none)
{
	struct standings	*st = standings_new();

	add(st, "Cup", "Anna", "Ben", 5, 9, 4, 9);	/* Anna wins */
	add(st, "Cup", "Ben", "Cleo", 6, 9, 6, 9);	/* a draw */
	standings_rank(st);
	cr_assert_eq(row(st, 0, "Anna")->vp2, 2);
	cr_assert_eq(row(st, 0, "Anna")->wins, 1);
	cr_assert_eq(row(st, 0, "Ben")->vp2, 1);
	cr_assert_eq(row(st, 0, "Ben")->losses, 1);
	cr_assert_eq(row(st, 0, "Ben")->draws, 1);
	cr_assert_eq(row(st, 0, "Ben")->games, 2);
	cr_assert_eq(row(st, 0, "Cleo")->vp2, 1);
	cr_assert_str_eq(st->events[0].rows[0].player, "Anna");
	standings_free(st);
}

Test(standings, the_result_between_the_tied_players_breaks_the_tie_first)
{
	struct standings	*st = standings_new();

	/*
	 * Anna and Ben both win twice; Anna beat Ben.  Ben has the better
	 * counter difference, which comes only second.
	 */
	add(st, "Cup", "Anna", "Ben", 5, 9, 4, 9);
	add(st, "Cup", "Anna", "Cleo", 3, 9, 2, 9);
	add(st, "Cup", "Ben", "Cleo", 12, 15, 1, 9);
	add(st, "Cup", "Ben", "Dan", 12, 15, 1, 9);
	add(st, "Cup", "Dan", "Anna", 3, 9, 2, 9);
	standings_rank(st);
	cr_assert_str_eq(st->events[0].rows[0].player, "Anna");
	cr_assert_str_eq(st->events[0].rows[1].player, "Ben");
	cr_assert_eq(row(st, 0, "Anna")->h2h2, 2);
	cr_assert_eq(row(st, 0, "Ben")->h2h2, 0);
	cr_assert_gt(row(st, 0, "Ben")->diff, row(st, 0, "Anna")->diff);
	cr_assert_eq(row(st, 0, "Anna")->rank, 1);
	cr_assert_eq(row(st, 0, "Ben")->rank, 2);
	standings_free(st);
}

Test(standings, then_the_sum_of_lowest_counter_differences)
{
	struct standings	*st = standings_new();

	/* A cycle: Anna > Ben > Cleo > Anna, so h2h is 1 each. */
	add(st, "Cup", "Anna", "Ben", 12, 15, 5, 9);	/* +7 */
	add(st, "Cup", "Ben", "Cleo", 10, 12, 8, 12);	/* +2 */
	add(st, "Cup", "Cleo", "Anna", 8, 12, 4, 9);	/* +4 */
	standings_rank(st);
	cr_assert_eq(row(st, 0, "Anna")->h2h2, 2);
	cr_assert_eq(row(st, 0, "Cleo")->h2h2, 2);
	cr_assert_eq(row(st, 0, "Anna")->diff, 7 - 4);
	cr_assert_eq(row(st, 0, "Ben")->diff, -7 + 2);
	cr_assert_eq(row(st, 0, "Cleo")->diff, -2 + 4);
	cr_assert_str_eq(st->events[0].rows[0].player, "Anna");
	cr_assert_str_eq(st->events[0].rows[1].player, "Cleo");
	cr_assert_str_eq(st->events[0].rows[2].player, "Ben");
	cr_assert_eq(row(st, 0, "Ben")->lowest, 5 + 10);
	standings_free(st);
}

/*
 * genial-rules(7) "15 Standings": each tie-break is applied once over the
 * whole group level on victory points; a sub-group still level goes on
 * to the next tie-break, never back to the first.  Anna, Ben, Cleo and
 * Dan all have 3 VP.  Among the four Anna won 3 games, Ben 1 (against
 * Cleo), Cleo 1 (against Dan), Dan none: Ben and Cleo stay level on the
 * result between the tied players.  Ben beat Cleo, but the result of that
 * one game is not asked again: the counter difference puts Cleo first.
 */
Test(standings, a_sub_group_still_level_goes_on_to_the_next_tie_break)
{
	struct standings	*st = standings_new();

	add(st, "Cup", "Anna", "Ben", 5, 9, 4, 9);
	add(st, "Cup", "Anna", "Cleo", 5, 9, 4, 9);
	add(st, "Cup", "Anna", "Dan", 5, 9, 4, 9);
	add(st, "Cup", "Ben", "Cleo", 5, 9, 4, 9);
	add(st, "Cup", "Cleo", "Dan", 15, 18, 1, 9);
	add(st, "Cup", "Dan", "Eve", 5, 9, 4, 9);
	add(st, "Cup", "Dan", "Finn", 5, 9, 4, 9);
	add(st, "Cup", "Dan", "Gus", 5, 9, 4, 9);
	add(st, "Cup", "Ben", "Eve", 5, 9, 4, 9);
	add(st, "Cup", "Ben", "Finn", 5, 9, 4, 9);
	add(st, "Cup", "Cleo", "Eve", 12, 15, 2, 9);
	add(st, "Cup", "Cleo", "Finn", 12, 15, 2, 9);
	standings_rank(st);
	cr_assert_eq(row(st, 0, "Anna")->vp2, 6);
	cr_assert_eq(row(st, 0, "Ben")->vp2, 6);
	cr_assert_eq(row(st, 0, "Cleo")->vp2, 6);
	cr_assert_eq(row(st, 0, "Dan")->vp2, 6);
	cr_assert_eq(row(st, 0, "Anna")->h2h2, 6);
	cr_assert_eq(row(st, 0, "Ben")->h2h2, 2);
	cr_assert_eq(row(st, 0, "Cleo")->h2h2, 2);
	cr_assert_eq(row(st, 0, "Dan")->h2h2, 0);
	cr_assert_eq(row(st, 0, "Ben")->diff, 2);
	cr_assert_eq(row(st, 0, "Cleo")->diff, 32);
	cr_assert_str_eq(st->events[0].rows[0].player, "Anna");
	cr_assert_str_eq(st->events[0].rows[1].player, "Cleo",
	    "the difference decides, not Ben's win over Cleo");
	cr_assert_str_eq(st->events[0].rows[2].player, "Ben");
	cr_assert_str_eq(st->events[0].rows[3].player, "Dan");
	standings_free(st);
}

Test(standings, then_the_sum_of_own_lowest_counters)
{
	struct standings	*st = standings_new();

	/* Two drawn games: VPs, h2h (none between them) and diff all equal. */
	add(st, "Cup", "Anna", "Ben", 9, 12, 9, 12);
	add(st, "Cup", "Cleo", "Dan", 4, 12, 4, 12);
	standings_rank(st);
	cr_assert_eq(row(st, 0, "Anna")->diff, 0);
	cr_assert_eq(row(st, 0, "Cleo")->diff, 0);
	cr_assert_eq(row(st, 0, "Anna")->rank, 1);
	cr_assert_eq(row(st, 0, "Ben")->rank, 1, "equal in everything");
	cr_assert_eq(row(st, 0, "Cleo")->rank, 3);
	cr_assert_eq(row(st, 0, "Dan")->rank, 3);
	cr_assert_str_eq(st->events[0].rows[0].player, "Anna",
	    "shared ranks are listed by name");
	cr_assert_str_eq(st->events[0].rows[2].player, "Cleo");
	standings_free(st);
}

Test(standings, events_make_separate_tables)
{
	struct standings	*st = standings_new();
	struct fake		 f;
	char			 why[256];

	add(st, "Cup", "Anna", "Ben", 5, 9, 4, 9);
	add(st, NULL, "Anna", "Ben", 5, 9, 4, 9);
	add(st, "Open", "Ben", "Anna", 5, 9, 4, 9);
	cr_assert_eq(st->nevents, 3, "the same pairing in three events");
	cr_assert_str_eq(st->events[1].name, "");
	fake_game(&f, "Cup", "Anna", "Ben", 5, 9, 4, 9);
	cr_assert_eq(standings_add(st, &f.rec, &f.rp, NULL, 1, "t.yaml", why,
	    sizeof(why)), -1);
	standings_rank(st);
	cr_assert_eq(st->events[0].ngames, 1);
	cr_assert_eq(row(st, 2, "Ben")->vp2, 2);
	standings_free(st);
}

Test(standings, a_pairing_recorded_twice_counts_once)
{
	struct standings	*st = standings_new();
	struct fake		 f;
	char			 why[256];

	add(st, "Cup", "Anna", "Ben", 5, 9, 4, 9);
	standings_rank(st);
	fake_game(&f, "Cup", "Ben", "Anna", 5, 9, 4, 9);
	f.rec.game = 4;
	cr_assert_eq(standings_add(st, &f.rec, &f.rp, NULL, 1, "u.yaml", why,
	    sizeof(why)), -1);
	cr_assert_str_eq(why, "Ben and Anna already played each other in "
	    "this event: t.yaml:7, game 1");
	standings_rank(st);
	cr_assert_eq(row(st, 0, "Anna")->games, 1);
	cr_assert_eq(row(st, 0, "Anna")->vp2, 2, "the first game counts");
	standings_free(st);
}

Test(standings, games_that_cannot_count_are_refused_with_the_reason)
{
	struct standings	*st = standings_new();
	struct fake		 f;
	struct diags		 d;
	char			 why[256];

	fake_game(&f, "Cup", "Anna", "Ben", 5, 9, 4, 9);
	diags_init(&d);
	diag_add(&d, D_NOT_ADJACENT, 3, (struct srcpos){ 12, 5, 0, 0 }, 0,
	    "apart");
	cr_assert_eq(standings_add(st, &f.rec, &f.rp, &d, 1, "t.yaml", why,
	    sizeof(why)), -1);
	cr_assert_str_eq(why, "move 3 (line 12) breaks a rule: not-adjacent");
	cr_assert_eq(st->reason, STANDINGS_FAULTY);
	diags_free(&d);
	f.rec.truncated = 1;
	cr_assert_eq(standings_add(st, &f.rec, &f.rp, NULL, 1, "t.yaml", why,
	    sizeof(why)), -1);
	cr_assert_str_eq(why, "the record stops at a YAML error");
	cr_assert_eq(st->reason, STANDINGS_UNFINISHED);
	f.rec.truncated = 0;
	cr_assert_eq(standings_add(st, &f.rec, NULL, NULL, 1, "t.yaml", why,
	    sizeof(why)), -1);
	cr_assert_str_eq(why, "the record cannot be replayed");
	f.rec.rules.ruleset = RULES_KOSMOS;
	cr_assert_eq(standings_add(st, &f.rec, &f.rp, NULL, 1, "t.yaml", why,
	    sizeof(why)), -1);
	cr_assert_str_eq(why, "not played under MSO rules (rules: mso)");
	f.rec.rules.ruleset = RULES_MSO;
	f.rec.rules.variant = VARIANT_DUEL;
	cr_assert_eq(standings_add(st, &f.rec, &f.rp, NULL, 1, "t.yaml", why,
	    sizeof(why)), -1);
	cr_assert_str_eq(why, "a duel game, not a game of the standard "
	    "variant");
	f.rec.rules.variant = VARIANT_STANDARD;
	f.rec.nplayers = 3;
	f.rec.players[2] = "Cleo";
	cr_assert_eq(standings_add(st, &f.rec, &f.rp, NULL, 1, "t.yaml", why,
	    sizeof(why)), -1);
	cr_assert_str_eq(why, "a game of 3 players, not two");
	cr_assert_eq(st->reason, STANDINGS_PLAYERS);
	cr_assert_eq(st->nevents, 1, "the event gets its table");
	cr_assert_eq(st->events[0].ngames, 0, "nothing was counted");
	cr_assert_eq(st->events[0].nleft, 6, "every refusal is listed");
	cr_assert_eq(st->events[0].left[0].reason, STANDINGS_FAULTY);
	cr_assert_eq(st->events[0].left[5].reason, STANDINGS_PLAYERS);
	cr_assert_eq(st->events[0].nrows, 0);
	standings_rank(st);	/* an empty table ranks as one */
	cr_assert_eq(st->events[0].nrows, 0);
	standings_free(st);
}

Test(standings, each_refusal_has_its_kind_of_reason)
{
	struct standings	*st = standings_new();
	struct fake		 f;
	char			 why[256];

	fake_game(&f, "Cup", "Anna", "Ben", 5, 9, 4, 9);
	f.rec.kind = RECORD_CLEVER;
	standings_add(st, &f.rec, &f.rp, NULL, 1, "t.yaml", why, sizeof(why));
	cr_assert_eq(st->reason, STANDINGS_OTHER_GAME);
	cr_assert_str_eq(standings_reason_name(st->reason), "other-game");
	f.rec.kind = RECORD_INGENIOUS;
	standings_add(st, &f.rec, NULL, NULL, 1, "t.yaml", why, sizeof(why));
	cr_assert_eq(st->reason, STANDINGS_UNREPLAYABLE);
	f.rec.rules.ruleset = RULES_KOSMOS;
	standings_add(st, &f.rec, &f.rp, NULL, 1, "t.yaml", why, sizeof(why));
	cr_assert_eq(st->reason, STANDINGS_NOT_MSO);
	cr_assert_str_eq(standings_reason_text(st->reason),
	    "not played under MSO rules (rules: mso)");
	f.rec.rules.ruleset = RULES_MSO;
	f.rec.rules.variant = VARIANT_SOLO;
	standings_add(st, &f.rec, &f.rp, NULL, 1, "t.yaml", why, sizeof(why));
	cr_assert_eq(st->reason, STANDINGS_VARIANT);
	f.rec.rules.variant = VARIANT_STANDARD;
	cr_assert_eq(standings_add(st, &f.rec, &f.rp, NULL, 1, "t.yaml", why,
	    sizeof(why)), 0);
	cr_assert_eq(st->reason, STANDINGS_COUNTED);
	cr_assert_str_eq(why, "", "nothing to warn about");
	standings_add(st, &f.rec, &f.rp, NULL, 1, "t.yaml", why, sizeof(why));
	cr_assert_eq(st->reason, STANDINGS_PAIRING);
	standings_free(st);
}

/*
 * The placements decide (genial-rules(7) "15 Standings"): wrong claims
 * do not keep a game out, its findings are kept with it.
 */
Test(standings, a_game_with_wrong_claims_counts_with_its_findings)
{
	struct standings	*st = standings_new();
	struct fake		 f;
	struct diags		 d;
	char			 why[256];

	fake_game(&f, "Cup", "Anna", "Ben", 5, 9, 4, 9);
	diags_init(&d);
	diag_add(&d, D_WINNER_MISMATCH, 0, (struct srcpos){ 40, 9, 0, 0 },
	    -1, "claims Ben");
	diag_add(&d, D_SCORE_MISMATCH, 4, (struct srcpos){ 20, 9, 0, 0 },
	    0, "scores 3");
	diag_add(&d, D_SCORE_MISMATCH, 6, (struct srcpos){ 22, 9, 0, 0 },
	    0, "scores 2");
	cr_assert_eq(standings_add(st, &f.rec, &f.rp, &d, 4, "t.yaml", why,
	    sizeof(why)), 0, "refused: %s", why);
	cr_assert_eq(st->events[0].ngames, 1);
	cr_assert_eq(st->events[0].games[0].errors, 3);
	cr_assert_eq(st->events[0].games[0].game, 4);
	cr_assert_str_eq(st->events[0].games[0].findings,
	    "winner-mismatch, score-mismatch");
	standings_rank(st);
	cr_assert_str_eq(st->events[0].rows[0].player, "Anna",
	    "the computed result: Anna's lowest 5 > 4");
	diags_free(&d);
	standings_free(st);
}

/* A file of no game and a record never read are listed, not counted. */
Test(standings, a_file_of_no_game_and_an_unread_record_are_left_out)
{
	struct standings	*st = standings_new();
	char			 why[256];

	standings_add_none(st, "empty.yaml");
	cr_assert_eq(st->reason, STANDINGS_EMPTY);
	cr_assert_eq(standings_add(st, NULL, NULL, NULL, 2, "cut.yaml", why,
	    sizeof(why)), -1);
	cr_assert_eq(st->reason, STANDINGS_UNREPLAYABLE);
	cr_assert_eq(st->nevents, 1);
	cr_assert_str_eq(st->events[0].name, "", "the event with no name");
	cr_assert_eq(st->events[0].nleft, 2);
	cr_assert_eq(st->events[0].left[0].game, 0, "no game in the file");
	cr_assert_str_eq(st->events[0].left[0].why, "the file holds no game");
	cr_assert_str_eq(standings_reason_name(STANDINGS_EMPTY), "empty");
	cr_assert_eq(st->events[0].left[1].game, 2);
	cr_assert_eq(st->events[0].ngames, 0);
	standings_free(st);
}

Test(standings, names_differing_only_in_case_or_spacing_are_warned_about)
{
	struct standings	*st = standings_new();
	struct fake		 f;
	char			 why[512];

	add(st, "Cup", "Anna", "Ben", 5, 9, 4, 9);
	fake_game(&f, "Cup", "anna", "Cleo", 5, 9, 4, 9);
	f.rec.game = 2;
	cr_assert_eq(standings_add(st, &f.rec, &f.rp, NULL, 2, "u.yaml", why,
	    sizeof(why)), 0, "the game still counts");
	cr_assert_str_eq(why, "'anna' differs from 'Anna' (t.yaml:7, game 1) "
	    "only in case or spacing: counted as two players");
	fake_game(&f, "Cup", " Cleo", "Ben  Z", 5, 9, 4, 9);
	cr_assert_eq(standings_add(st, &f.rec, &f.rp, NULL, 1, "u.yaml", why,
	    sizeof(why)), 0);
	cr_assert_str_eq(why, "' Cleo' differs from 'Cleo' (u.yaml:7, game 2) "
	    "only in case or spacing: counted as two players", "got %s", why);
	fake_game(&f, "Cup", "Dan", "Ben Z", 5, 9, 4, 9);
	cr_assert_eq(standings_add(st, &f.rec, &f.rp, NULL, 1, "u.yaml", why,
	    sizeof(why)), 0);
	cr_assert_str_eq(why, "'Ben Z' differs from 'Ben  Z' (u.yaml:7, game "
	    "1) only in case or spacing: counted as two players");
	fake_game(&f, "Open", "anna", "ben", 5, 9, 4, 9);
	cr_assert_eq(standings_add(st, &f.rec, &f.rp, NULL, 1, "u.yaml", why,
	    sizeof(why)), 0);
	cr_assert_str_eq(why, "", "another event: nothing to match");
	standings_rank(st);
	cr_assert_eq(st->events[0].nrows, 8, "no two names merged");
	standings_free(st);
}

Test(standings, a_tie_break_applies_only_where_the_keys_before_it_are_level)
{
	struct standings	*st = standings_new();

	/*
	 * Anna, Ben, Cleo: a cycle, one win each, level on VPs and on the
	 * result between them: the difference decides.  Dan loses all
	 * three, Eve plays nobody but Dan and wins: Eve has one VP too,
	 * and is level with the cycle on VPs.
	 */
	add(st, "Cup", "Anna", "Ben", 12, 15, 5, 9);	/* +7 */
	add(st, "Cup", "Ben", "Cleo", 10, 12, 8, 12);	/* +2 */
	add(st, "Cup", "Cleo", "Anna", 8, 12, 4, 9);	/* +4 */
	add(st, "Cup", "Eve", "Dan", 8, 12, 4, 9);
	standings_rank(st);
	cr_assert_eq(row(st, 0, "Dan")->level, 0, "nobody else has 0 VPs");
	cr_assert_eq(row(st, 0, "Dan")->above, STANDINGS_VP);
	cr_assert_eq(st->events[0].rows[0].above, STANDINGS_FIRST);
	/* Eve's h2h is 0 (she played none of them): h2h sets her apart. */
	cr_assert_eq(row(st, 0, "Eve")->level, 1);
	cr_assert_eq(row(st, 0, "Eve")->above, STANDINGS_H2H);
	cr_assert_eq(row(st, 0, "Anna")->level, 2, "the diff decides");
	cr_assert_eq(row(st, 0, "Cleo")->above, STANDINGS_DIFF);
	cr_assert_str_eq(standings_key_name(STANDINGS_DIFF), "diff");
	standings_free(st);
}

Test(standings, ranking_twice_gives_the_same_table)
{
	struct standings	*st = standings_new();

	add(st, "Cup", "Dan", "Cleo", 5, 9, 4, 9);
	add(st, "Cup", "Cleo", "Ben", 5, 9, 4, 9);
	add(st, "Cup", "Ben", "Anna", 5, 9, 4, 9);
	standings_rank(st);
	add(st, "Cup", "Anna", "Dan", 5, 9, 4, 9);
	standings_rank(st);
	standings_rank(st);
	cr_assert_eq(row(st, 0, "Dan")->games, 2);
	cr_assert_eq(row(st, 0, "Dan")->vp2, 2);
	cr_assert_eq(row(st, 0, "Anna")->vp2, 2);
	cr_assert_eq(row(st, 0, "Anna")->games, 2);
	cr_assert_eq(row(st, 0, "Cleo")->vp2, 2);
	standings_free(st);
}

/*
 * Players, events and pairings are found by hash, not by a walk over
 * everything added so far: an archive of a hundred thousand games took
 * minutes when each one was a walk.
 */
Test(standings, many_players_and_events_add_in_linear_time, .timeout = 20)
{
	struct standings	*st = standings_new();
	struct fake		 f;
	char			 why[256], a[32], b[32], ev[32];
	int			 i, n = 100000;

	/* Half the games in one event of many players, half in events of
	   their own. */
	for (i = 0; i < n; i++) {
		snprintf(a, sizeof(a), "P%d", i);
		snprintf(b, sizeof(b), "P%d", i + 1);
		snprintf(ev, sizeof(ev), "E%d", i % 2 == 0 ? 0 : i);
		fake_game(&f, ev, a, b, 5, 9, 4, 9);
		cr_assert_eq(standings_add(st, &f.rec, &f.rp, NULL, 1, "t.yaml", why,
		    sizeof(why)), 0, "refused: %s", why);
	}
	fake_game(&f, "E0", "P3", "P2", 5, 9, 4, 9);
	cr_assert_eq(standings_add(st, &f.rec, &f.rp, NULL, 1, "t.yaml", why,
	    sizeof(why)), -1);
	cr_assert_str_eq(why, "P3 and P2 already played each other in this "
	    "event: t.yaml:7, game 1");
	standings_rank(st);
	cr_assert_eq(st->nevents, (size_t)n / 2 + 1);
	cr_assert_eq(st->events[0].ngames, (size_t)n / 2);
	cr_assert_eq(st->events[0].nrows, (size_t)n);
	cr_assert_eq(row(st, 0, "P0")->vp2, 2);
	standings_free(st);
}
