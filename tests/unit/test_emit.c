/*
 * The record writer: exact text for a small hand-made record (key order,
 * flow style for claims and tile lists, rules keys only when not the
 * default, bonus as a letter or a list, winner draw).
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/record.h"
#include "../../formats/emit.h"
#include "helpers.h"

static char *
emit_to_string(const struct record *rec, int n)
{
	struct emitter *em;
	char *buf = NULL;
	size_t len = 0;
	FILE *fp;
	int i;

	cr_assert_not_null(fp = open_memstream(&buf, &len));
	em = emit_new(fp);
	for (i = 0; i < n; i++)
		cr_assert_eq(emit_record(em, rec), 0, "%s", emit_error(em));
	cr_assert_eq(emit_close(em), 0);
	cr_assert_str_empty(emit_error(em));
	emit_free(em);
	cr_assert_eq(fclose(fp), 0);
	return buf;
}

static void
claim(struct claim *cl, int colour, int v)
{
	cl->has |= (uint8_t)(1 << colour);
	cl->v[colour] = (int16_t)v;
}

/* The game the next test writes twice, as the emitter puts it out. */
#define CLUB_NIGHT \
	"game: ingenious\n" \
	"rules: mso\n" \
	"event: Club night\n" \
	"players: [Anna, Ben]\n" \
	"racks:\n" \
	"  Anna: [RO, GG, BP, YY, RB, OP]\n" \
	"  Ben: [BB, BB, BB, BB, BB, BB]\n" \
	"moves:\n" \
	"- place: RO L8 L9\n" \
	"  player: Anna\n" \
	"  score: {R: 1, O: 0}\n" \
	"  total: {R: 18, O: 3}\n" \
	"  bonus: R\n" \
	"  draw: [GY]\n" \
	"- place: BB H12 G11\n" \
	"  player: Ben\n" \
	"  bonus: [G, B]\n" \
	"  note: Ben opens beside the blue symbol\n" \
	"- swap: [RB, OP]\n" \
	"result:\n" \
	"  Anna: {R: 18, O: 18, Y: 18, G: 18, B: 18, P: 18}\n" \
	"  Ben: {R: 18, O: 18, Y: 18, G: 18, B: 18, P: 18}\n" \
	"winner: draw\n"

Test(emit, writes_keys_in_notation_order_with_flow_claims)
{
	struct tile rack0[RACK_SIZE], rack1[RACK_SIZE], draw[1], shown[2];
	struct rec_move mv[3];
	struct record rec;
	const char *names[RACK_SIZE] = { "RO", "GG", "BP", "YY", "RB", "OP" };
	char *out;
	int i, c;

	memset(&rec, 0, sizeof(rec));
	memset(mv, 0, sizeof(mv));
	rules_default(&rec.rules, 2);
	rec.rules.ruleset = RULES_MSO;
	rec.nplayers = 2;
	rec.players[0] = "Anna";
	rec.players[1] = "Ben";
	rec.event = "Club night";
	for (i = 0; i < RACK_SIZE; i++) {
		rack0[i] = tile_of(names[i]);
		rack1[i] = tile_of("BB");
	}
	rec.has_rack[0] = rec.has_rack[1] = 1;
	rec.racks[0].v = rack0;
	rec.racks[0].n = RACK_SIZE;
	rec.racks[1].v = rack1;
	rec.racks[1].n = RACK_SIZE;

	mv[0].action = ACT_PLACE;
	mv[0].place = pl("RO", "L8", "L9");
	mv[0].place_ok = 1;
	mv[0].player = 0;
	claim(&mv[0].score, RED, 1);
	claim(&mv[0].score, ORANGE, 0);
	claim(&mv[0].total, RED, 18);
	claim(&mv[0].total, ORANGE, 3);
	mv[0].has_bonus = 1;
	mv[0].bonus = 1 << RED;
	draw[0] = tile_of("GY");
	mv[0].has_draw = 1;
	mv[0].draw.v = draw;
	mv[0].draw.n = 1;
	mv[1].action = ACT_PLACE;
	mv[1].place = pl("BB", "H12", "G11");
	mv[1].place_ok = 1;
	mv[1].player = 1;
	mv[1].has_bonus = 1;
	mv[1].bonus = (1 << GREEN) | (1 << BLUE);
	mv[1].note = "Ben opens beside the blue symbol";
	shown[0] = tile_of("RB");
	shown[1] = tile_of("OP");
	mv[2].action = ACT_SWAP;
	mv[2].swap.v = shown;
	mv[2].swap.n = 2;
	mv[2].player = -1;
	rec.moves = mv;
	rec.nmoves = 3;
	for (c = 0; c < COLOURS; c++) {
		claim(&rec.result[0], c, 18);
		claim(&rec.result[1], c, 18);
	}
	rec.has_result[0] = rec.has_result[1] = 1;
	rec.has_winner = 1;
	rec.winner = -1;

	out = emit_to_string(&rec, 2);
	cr_assert_str_eq(out, "---\n" CLUB_NIGHT "---\n" CLUB_NIGHT);
	free(out);
}

/* Default rules write no rules keys; an empty game writes moves: []. */
Test(emit, default_rules_and_empty_moves)
{
	struct record rec;
	char *out;

	memset(&rec, 0, sizeof(rec));
	rules_default(&rec.rules, 3);
	rec.rules.tiles = TILES_TRAVEL;
	rec.nplayers = 3;
	rec.players[0] = "a";
	rec.players[1] = "b: c";
	rec.players[2] = "draw";
	rec.has_winner = 1;
	rec.winner = 2;
	out = emit_to_string(&rec, 1);
	cr_assert_str_eq(out,
	    "---\n"
	    "game: ingenious\n"
	    "tiles: travel\n"
	    "players: [a, 'b: c', draw]\n"
	    "moves: []\n"
	    "winner: draw\n");
	free(out);
}

/* A write error on the stream is reported by emit_close. */
Test(emit, write_error_is_reported)
{
	struct record rec;
	struct emitter *em;
	FILE *fp;

	fp = fopen("/dev/full", "w");
	if (fp == NULL)
		cr_skip_test("no /dev/full here");
	memset(&rec, 0, sizeof(rec));
	rules_default(&rec.rules, 2);
	em = emit_new(fp);
	emit_record(em, &rec);
	cr_assert_eq(emit_close(em), -1);
	cr_assert_str_eq(emit_error(em), "write error");
	emit_free(em);
	fclose(fp);
}
