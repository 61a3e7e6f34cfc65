/*
 * Rulings found by the rules audit: turn routing around skipped
 * placements, the end of the game found when a turn closes, draws after
 * the last placement, a bonus placement that cannot be taken before a
 * swap.  Whole games come from self-play (no YAML in between), changed
 * at one entry.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "../../core/agent.h"
#include "../../core/prng.h"
#include "../../core/replay.h"
#include "../../core/selfplay.h"
#include "recbuild.h"

/* A self-played record copied into room for a few more entries. */
struct grown {
	struct record	 rec;
	struct rec_move	 moves[SELFPLAY_MAX_MOVES + 8];
	struct tile	 tiles[16];
};

static void
grow(struct grown *gr, const struct record *rec)
{
	cr_assert_leq(rec->nmoves, SELFPLAY_MAX_MOVES);
	gr->rec = *rec;
	memcpy(gr->moves, rec->moves, rec->nmoves * sizeof(rec->moves[0]));
	gr->rec.moves = gr->moves;
}

/* Insert an empty entry of action a before index at; returns it. */
static struct rec_move *
grow_insert(struct grown *gr, size_t at, enum action a)
{
	struct rec_move	*m;

	cr_assert_leq(at, gr->rec.nmoves);
	memmove(&gr->moves[at + 1], &gr->moves[at],
	    (gr->rec.nmoves - at) * sizeof(gr->moves[0]));
	gr->rec.nmoves++;
	m = &gr->moves[at];
	memset(m, 0, sizeof(*m));
	m->action = a;
	m->player = -1;
	m->pos.line = 9000 + (int)at;
	return m;
}

/* Self-play games under r until one ends for reason why; 0 if found. */
static int
play_until(struct selfplay *sp, const struct rules *r, enum end_reason why,
    uint64_t seed)
{
	const enum agent_kind agents[MAX_SEATS] = {
		AGENT_GREEDY, AGENT_BALANCED, AGENT_GREEDY, AGENT_BALANCED
	};
	struct prng	 rng;
	int		 i;

	prng_seed(&rng, seed);
	for (i = 0; i < 200; i++) {
		cr_assert_eq(selfplay_run(sp, r, agents, &rng), 0);
		if (sp->g.over == why)
			return 0;
	}
	return -1;
}

/* Some pair of neighbouring empty cells in the active area. */
static void
free_pair(const struct game *g, int *a, int *b)
{
	int	 c, d, nb;

	for (c = 0; c < BOARD_CELLS; c++) {
		if (g->cell[c] >= 0 || !board_in_active_area(c, g->rules.seats))
			continue;
		for (d = 0; d < DIR__MAX; d++) {
			nb = board_step(c, (enum dir)d);
			if (nb != NO_CELL && g->cell[nb] < 0 &&
			    board_in_active_area(nb, g->rules.seats)) {
				*a = c;
				*b = nb;
				return;
			}
		}
	}
	cr_assert_fail("no free pair left");
}

/*
 * genial-rules(7) "8 End of the game", move-after-end: the game ends when the
 * player to move has no tile and the bag is empty.  That is found when the
 * turn before closes, which the entry after it triggers; that entry must then
 * be refused as move-after-end and leave the board alone, not be judged as a
 * placement by a player with no tile.
 */
Test(audit_end, entry_after_the_bag_and_rack_ran_out_is_move_after_end)
{
	struct selfplay	 sp;
	struct grown	*gr = xcalloc(1, sizeof(*gr));
	struct replay	 rp;
	struct diags	 d;
	struct rules	 r;
	struct rec_move	*m;
	const struct step *st;
	int		 a, b;
	size_t		 n;

	selfplay_init(&sp);
	replay_init(&rp);
	diags_init(&d);
	rules_default(&r, 4);
	r.tiles = TILES_TRAVEL;
	cr_assert_eq(play_until(&sp, &r, END_NO_TILES, 12), 0,
	    "no travel game ran out of tiles");
	grow(gr, &sp.rec);
	n = gr->rec.nmoves;
	free_pair(&sp.g, &a, &b);
	m = grow_insert(gr, n, ACT_PLACE);
	m->place.tile = tile_of("RR");
	m->place.a = a;
	m->place.b = b;
	m->place_ok = 1;

	cr_assert_eq(replay_run(&rp, &gr->rec, &d), 0);
	cr_assert_eq(d.len, 1, "%zu diagnostics, first %s: %s", d.len,
	    d.len ? diag_info(d.v[0].code)->name : "-",
	    d.len ? d.v[0].msg : "-");
	cr_assert_eq(d.v[0].code, D_MOVE_AFTER_END);
	cr_assert_eq(d.v[0].move, (int)n + 1);
	cr_assert_str_eq(d.v[0].msg, "the game ended before this entry");
	cr_assert_eq(rp.g.over, END_NO_TILES);
	cr_assert(rp.complete);
	cr_assert_eq(memcmp(rp.g.cell, sp.g.cell, sizeof(sp.g.cell)), 0,
	    "the entry after the end changed the board");
	cr_assert_eq(memcmp(rp.g.score, sp.g.score, sizeof(sp.g.score)), 0);
	/* The step keeps the placement as written, for the writers. */
	st = &rp.steps[n];
	cr_assert_eq(st->seat, -1);
	cr_assert_eq(st->applied, 0);
	cr_assert_eq(st->place.a, a);
	cr_assert_eq(st->place.b, b);

	diags_free(&d);
	replay_free(&rp);
	selfplay_free(&sp);
	free(gr);
}

/*
 * genial-rules(7) "8 End of the game": the placement that fills the area (or
 * wins at once) ends the game; there is no refill after it.  A draw written on
 * that turn is a bad-draw, and the state is left as the game ended.
 */
Test(audit_end, draw_on_the_turn_that_ends_the_game_is_bad_draw)
{
	struct selfplay	 sp;
	struct grown	*gr = xcalloc(1, sizeof(*gr));
	struct replay	 rp;
	struct diags	 d;
	struct rules	 r;
	struct rec_move	*last;
	int		 t;

	selfplay_init(&sp);
	replay_init(&rp);
	diags_init(&d);
	rules_default(&r, 2);
	cr_assert_eq(play_until(&sp, &r, END_BOARD_FULL, 7), 0);
	grow(gr, &sp.rec);
	last = &gr->moves[gr->rec.nmoves - 1];
	cr_assert_eq(last->action, ACT_PLACE);
	cr_assert(!last->has_draw, "self-play drew after the last placement");
	for (t = 0; t < TILE_TYPES && sp.bag[t] == 0; t++)
		;
	cr_assert_lt(t, TILE_TYPES, "the bag is empty");
	gr->tiles[0] = tile_of_type(t);
	last->has_draw = 1;
	last->draw.v = gr->tiles;
	last->draw.n = 1;
	last->draw.pos.line = 4242;

	cr_assert_eq(replay_run(&rp, &gr->rec, &d), 0);
	cr_assert_eq(d.len, 1, "%zu diagnostics, first %s: %s", d.len,
	    d.len ? diag_info(d.v[0].code)->name : "-",
	    d.len ? d.v[0].msg : "-");
	cr_assert_eq(d.v[0].code, D_BAD_DRAW);
	cr_assert_eq(d.v[0].move, (int)gr->rec.nmoves);
	cr_assert_eq(d.v[0].pos.line, 4242);
	cr_assert_str_eq(d.v[0].msg, "draws 1 tile, but the game ended with "
	    "this turn: there is no refill");
	cr_assert_eq(game_bag_count(&rp.g), sp.nbag, "the draw was applied");

	diags_free(&d);
	replay_free(&rp);
	selfplay_free(&sp);
	free(gr);
}

/*
 * genial(1) DIAGNOSTICS, extra-placement, "a placement that cannot physically
 * be made is skipped": when a turn's placement was skipped, the next placement
 * named for the same player is that turn's placement, not a second one.
 */
Test(audit_turns, named_retry_of_a_skipped_placement_is_the_turns_placement)
{
	struct rb	 b;
	const struct game *g;

	rb_init(&b, 2, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	rb_place(&b, "RO L8 L9");			/* Anna */
	rb_place_by(&b, 1, "BB L9 L10");		/* Ben: L9 taken */
	rb_place_by(&b, 1, "BB H12 G11");		/* Ben again */
	rb_place(&b, "GG C7 D7");			/* Anna */
	g = rb_run(&b);

	rb_assert_diag(&b, D_CELL_OCCUPIED, 2, "L9 is already covered, by move 1");
	cr_assert_null(rb_find(&b, D_EXTRA_PLACEMENT, -1),
	    "the retry was taken for an extra placement");
	cr_assert_null(rb_find(&b, D_WRONG_PLAYER, -1));
	cr_assert_eq(b.rp.steps[2].seat, 1);
	cr_assert_eq(b.rp.steps[2].applied, 1);
	cr_assert_eq(b.rp.steps[3].seat, 0, "the turn after Ben's is Anna's");
	cr_assert_eq(g->score[1][BLUE], 1);
	cr_assert_eq(g->turn, 1);
	rb_free(&b);
}

/* The same with a placement made: a second one is an extra placement. */
Test(audit_turns, named_second_placement_after_a_made_one_is_extra)
{
	struct rb	 b;

	/*
	 * Three players: Cleo's first placement could not be on H8, and
	 * two entries missing are less likely than one extra placement.
	 */
	rb_init(&b, 3, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	rb_place(&b, "RO L8 L9");			/* Anna */
	rb_place_by(&b, 1, "BB H12 G11");		/* Ben */
	rb_place_by(&b, 1, "GG H8 H9");			/* Ben again */
	rb_run(&b);
	rb_assert_diag(&b, D_EXTRA_PLACEMENT, 3, "Ben has already placed "
	    "this turn and has no bonus placement due");
	rb_free(&b);
}

/*
 * genial-rules(7) "6 Bonus placements": a bonus placement that cannot be
 * taken because the rack is empty lapses without a warning.  That holds
 * when the player tries to swap the (empty) rack too: no bonus-forfeited;
 * the swap itself is refused, the bag being empty ("Swap").
 */
Test(audit_swap, swap_of_an_empty_rack_lets_an_untakeable_bonus_lapse)
{
	struct selfplay	 sp;
	struct grown	*gr = xcalloc(1, sizeof(*gr));
	struct replay	 rp;
	struct diags	 d;
	struct rules	 r;
	struct rec_move	*m;
	const enum agent_kind agents[MAX_SEATS] = {
		AGENT_GREEDY, AGENT_GREEDY, AGENT_GREEDY, AGENT_GREEDY
	};
	struct prng	 rng;
	size_t		 n = 0, i;
	int		 found = 0, games;

	selfplay_init(&sp);
	replay_init(&rp);
	diags_init(&d);
	rules_default(&r, 4);
	r.tiles = TILES_TRAVEL;
	prng_seed(&rng, 18);
	/* A game where a placement earns a bonus with the player's last tile. */
	for (games = 0; games < 400 && !found; games++) {
		cr_assert_eq(selfplay_run(&sp, &r, agents, &rng), 0);
		for (i = 1; i <= sp.rec.nmoves && !found; i++) {
			diags_clear(&d);
			replay_prefix(&rp, &sp.rec, i, &d);
			if (rp.g.over == END_NONE && rp.g.bonus_due > 0 &&
			    game_rack_count(&rp.g, rp.g.turn) == 0 &&
			    game_bag_count(&rp.g) == 0 &&
			    rp.steps[i - 1].action == ACT_PLACE) {
				found = 1;
				n = i;
			}
		}
	}
	cr_assert(found, "no game earned a bonus with an empty rack");
	grow(gr, &sp.rec);
	m = grow_insert(gr, n, ACT_SWAP);
	m->player = rp.g.turn;

	diags_clear(&d);
	cr_assert_eq(replay_run(&rp, &gr->rec, &d), 0);
	for (i = 0; i < d.len; i++)
		cr_log_info("move %d: %s: %s", d.v[i].move,
		    diag_info(d.v[i].code)->name, d.v[i].msg);
	cr_assert_eq(d.len, 1, "one finding, the swap's");
	cr_assert_eq(d.v[0].code, D_SWAP_NOT_ALLOWED);
	cr_assert_str_eq(d.v[0].msg, "the bag holds 0 tiles; a swap needs 6");

	diags_free(&d);
	replay_free(&rp);
	selfplay_free(&sp);
	free(gr);
}

/*
 * A record that stops right after a placement that earned a bonus, with
 * the game still running, is cut short: game-incomplete says so, and
 * whether the bonus was taken is not known, so no bonus-forfeited.
 */
Test(audit_end, record_stopping_with_a_bonus_due_is_incomplete_not_forfeit)
{
	struct rb	 b;

	rb_init(&b, 2, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	rb_place(&b, "RR M9 L8");	/* Anna: red 2 */
	rb_place(&b, "YY C4 D4");
	rb_place(&b, "RR M10 L9");	/* red 6 */
	rb_place(&b, "YY C5 D5");
	rb_place(&b, "RR M11 L10");	/* red 12 */
	rb_place(&b, "YY C6 D6");
	rb_place(&b, "RR M12 L11");	/* red 18: a bonus placement due */
	rb_run(&b);
	cr_assert_eq(b.rp.g.score[0][RED], 18);
	rb_assert_clean_but(&b, D_GAME_INCOMPLETE);
	cr_assert_not_null(rb_find(&b, D_GAME_INCOMPLETE, 7));

	/* The same with Ben's entry after it: forfeited. */
	rb_place_by(&b, 1, "OO C7 D7");
	rb_run(&b);
	rb_assert_diag(&b, D_BONUS_FORFEITED, 7,
	    "Anna had 1 bonus placement due and did not take it");
	rb_free(&b);
}

/*
 * Even when closing that last turn would end the game (the next player
 * has no tile and the bag is empty), the player to move is still the one
 * whose bonus placement is due and who holds a tile to take it with: the
 * record stops mid-turn, incomplete, with a provisional ranking, and no
 * bonus-forfeited (genial-rules(7) "8 End of the game").
 */
Test(audit_end, bonus_due_when_the_record_stops_keeps_the_turn_open)
{
	struct selfplay	 sp;
	struct grown	*gr = xcalloc(1, sizeof(*gr));
	struct replay	 rp;
	struct diags	 d;
	struct rules	 r;
	const enum agent_kind agents[MAX_SEATS] = {
		AGENT_GREEDY, AGENT_BALANCED, AGENT_GREEDY, AGENT_BALANCED
	};
	struct prng	 rng;
	int		 games, found = 0;
	size_t		 n = 0;

	selfplay_init(&sp);
	replay_init(&rp);
	diags_init(&d);
	rules_default(&r, 4);
	r.tiles = TILES_TRAVEL;
	prng_seed(&rng, 12);
	/* A game ending for want of tiles right after a bonus placement. */
	for (games = 0; games < 400 && !found; games++) {
		cr_assert_eq(selfplay_run(&sp, &r, agents, &rng), 0);
		if (sp.g.over != END_NO_TILES)
			continue;
		diags_clear(&d);
		cr_assert_eq(replay_run(&rp, &sp.rec, &d), 0);
		n = sp.rec.nmoves;
		found = rp.steps[n - 1].bonus_move &&
		    rp.steps[n - 1].action == ACT_PLACE;
	}
	cr_assert(found, "no game ended on a bonus placement");
	grow(gr, &sp.rec);
	gr->rec.nmoves = n - 1;
	gr->rec.has_winner = 0;
	memset(gr->rec.has_result, 0, sizeof(gr->rec.has_result));

	diags_clear(&d);
	cr_assert_eq(replay_run(&rp, &gr->rec, &d), 0);
	cr_assert_not(rp.complete);
	cr_assert_eq(rp.g.over, END_NONE);
	cr_assert_eq(rp.g.turn, rp.steps[n - 2].seat,
	    "the bonus earner is still to move");
	cr_assert_eq(d.len, 1, "%zu diagnostics, first %s: %s", d.len,
	    d.len ? diag_info(d.v[0].code)->name : "-",
	    d.len ? d.v[0].msg : "-");
	cr_assert_eq(d.v[0].code, D_GAME_INCOMPLETE);
	cr_assert_eq(d.v[0].move, (int)n - 1);

	diags_free(&d);
	replay_free(&rp);
	selfplay_free(&sp);
	free(gr);
}

/*
 * genial(1) DIAGNOSTICS, swap-mismatch and supply-exceeded: a swap that shows
 * more tiles than a rack holds is a mismatch, not a supply fault; showing more
 * of a type than the set has is still one.
 */
Test(audit_swap, seven_shown_tiles_are_a_mismatch_not_a_supply_fault)
{
	struct rb	 b;

	rb_init(&b, 2, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	rb_place(&b, "RO L8 L9");
	rb_swap(&b, "GG BB YY PP GB YP GP");
	rb_run(&b);
	rb_assert_diag(&b, D_SWAP_MISMATCH, 2, "shows GG BB YY PP GB YP GP, "
	    "but Anna's rack holds 5 unknown");
	cr_assert_null(rb_find(&b, D_SUPPLY_EXCEEDED, -1),
	    "seven tiles of types the bag still holds exceed no supply");
	rb_free(&b);

	rb_init(&b, 2, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	rb_place(&b, "RO L8 L9");
	rb_swap(&b, "GG GG GG GG GG GG");
	rb_run(&b);
	rb_assert_diag(&b, D_SUPPLY_EXCEEDED, 2, "the shown tiles GG GG GG GG "
	    "GG GG exceed the supply of the set");
	rb_free(&b);
}

/*
 * genial-record(5), draw: tiles drawn at the end of the turn, on its last
 * entry. A turn with two draws (on its placement and on its bonus placement)
 * had the first silently dropped; it is a bad-draw, and not drawn.
 */
Test(audit_draw, second_draw_in_a_turn_reports_the_first)
{
	struct rb	 b;
	struct rec_move	*m;

	rb_init(&b, 2, VARIANT_STANDARD, RULES_KOSMOS, TILES_STANDARD);
	rb_place(&b, "RR M9 L8");	/* Anna: red 2 */
	rb_place(&b, "YY C4 D4");
	rb_place(&b, "RR M10 L9");	/* red 6 */
	rb_place(&b, "YY C5 D5");
	rb_place(&b, "RR M11 L10");	/* red 12 */
	rb_place(&b, "YY C6 D6");
	m = rb_place(&b, "RR M12 L11");	/* red 18: a bonus placement */
	rb_draw(&b, m, "GY");
	m = rb_place(&b, "GB H8 H9");	/* the bonus placement */
	rb_draw(&b, m, "PP OO");
	rb_place_by(&b, 1, "OO C7 D7");
	rb_run(&b);
	rb_assert_diag(&b, D_BAD_DRAW, 7, "the turn draws again at move 8; "
	    "only its last entry draws, and this draw is not taken");
	cr_assert_eq(rb_count(&b, D_BAD_DRAW), 1, "the last draw is right");
	cr_assert_eq(game_rack_find(&b.rp.g, 0, tile_of("GY")), -1);
	cr_assert_geq(game_rack_find(&b.rp.g, 0, tile_of("PP")), 0);
	cr_assert_eq(b.d.len, 2, "only the draw and game-incomplete");
	cr_assert_not_null(rb_find(&b, D_GAME_INCOMPLETE, 9));
	rb_free(&b);
}
