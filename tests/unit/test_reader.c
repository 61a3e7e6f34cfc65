/*
 * The record reader: every record-class diagnostic with its message and
 * position, the example of genial-record(5) read back field by field, streams
 * of several games with broken ones among them, the limits, and input
 * that is not YAML at all.
 */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/board.h"
#include "../../core/clever_record.h"
#include "../../formats/reader.h"

/* One reader per test (each test runs in its own process). */
static struct reader		*R;
static struct diags		 D;
static const struct record	*REC;
static char			*BUF;	/* input built by a test */

static void
fini(void)
{
	reader_free(R);
	diags_free(&D);
	free(BUF);
	R = NULL;
	BUF = NULL;
}

TestSuite(reader, .fini = fini);

static const char		*INPUT;	/* what the reader reads */

/* Read the first game of yaml; returns reader_next's result. */
static int
read_mem(const char *yaml, size_t len)
{
	INPUT = yaml;
	R = reader_new_mem((const unsigned char *)yaml, len);
	diags_init(&D);
	return reader_next(R, &REC, &D);
}

static int
read_str(const char *yaml)
{
	return read_mem(yaml, strlen(yaml));
}

/* The next game of the same stream, with fresh diagnostics. */
static int
next_game(void)
{
	diags_clear(&D);
	return reader_next(R, &REC, &D);
}

/* All diagnostics, for failure messages. */
static const char *
listing(void)
{
	static char	 buf[4096];
	size_t		 i, off = 0;

	buf[0] = '\0';
	for (i = 0; i < D.len && off < sizeof(buf) - 1; i++)
		off += (size_t)snprintf(buf + off, sizeof(buf) - off,
		    "  %d:%d move %d %s: %s\n", D.v[i].pos.line,
		    D.v[i].pos.col, D.v[i].move, diag_info(D.v[i].code)->name,
		    D.v[i].msg);
	return D.len ? buf : "  (none)\n";
}

/*
 * 1 if a message is msg: for yaml-syntax, what the reader adds about the
 * lines it passes over after "; " may follow (tested on its own below).
 */
static int
same_msg(enum diag_code code, const char *have, const char *msg)
{
	size_t	 n = strlen(msg);

	if (code != D_YAML_SYNTAX)
		return strcmp(have, msg) == 0;
	return strncmp(have, msg, n) == 0 && (have[n] == '\0' ||
	    strncmp(have + n, "; ", 2) == 0);
}

/* A diagnostic with this code and message exists, at move, line:col. */
static void
expect(enum diag_code code, int move, int line, int col, const char *msg)
{
	size_t	 i;

	for (i = 0; i < D.len; i++)
		if (D.v[i].code == code && same_msg(code, D.v[i].msg, msg))
			break;
	cr_assert(i < D.len, "no %s \"%s\"; have:\n%s",
	    diag_info(code)->name, msg, listing());
	cr_expect_eq(D.v[i].move, move, "%s: move %d, want %d", msg,
	    D.v[i].move, move);
	cr_expect_eq(D.v[i].pos.line, line, "%s: line %d, want %d", msg,
	    D.v[i].pos.line, line);
	cr_expect_eq(D.v[i].pos.col, col, "%s: column %d, want %d", msg,
	    D.v[i].pos.col, col);
}

/*
 * The finding with this code whose message is msg, with its fix and why
 * (NULL: none), and the input with its edits made (NULL: no edits); the
 * edits are in file order and do not overlap.
 */
static void
expect_fix(enum diag_code code, const char *msg, const char *fix,
    const char *why, const char *fixed)
{
	static char	 buf[4096];
	const struct diag *dg;
	size_t		 i, from = 0, n = 0;

	for (i = 0; i < D.len; i++)
		if (D.v[i].code == code && strcmp(D.v[i].msg, msg) == 0)
			break;
	cr_assert(i < D.len, "no %s \"%s\"; have:\n%s",
	    diag_info(code)->name, msg, listing());
	dg = &D.v[i];
	if (fix == NULL)
		cr_expect_null(dg->fix, "%s: fix %s", msg, dg->fix);
	else {
		cr_assert_not_null(dg->fix, "%s: no fix", msg);
		cr_expect_str_eq(dg->fix, fix);
	}
	if (why == NULL)
		cr_expect_null(dg->why, "%s: why %s", msg, dg->why);
	else {
		cr_assert_not_null(dg->why, "%s: no why", msg);
		cr_expect_str_eq(dg->why, why);
	}
	if (fixed == NULL) {
		cr_expect_eq(dg->nedits, 0, "%s: %zu edits", msg, dg->nedits);
		return;
	}
	cr_assert_gt(dg->nedits, 0, "%s: no edits", msg);
	for (i = 0; i < dg->nedits; i++) {
		cr_assert_geq(dg->edits[i].at.off, from);
		memcpy(buf + n, INPUT + from, dg->edits[i].at.off - from);
		n += dg->edits[i].at.off - from;
		memcpy(buf + n, dg->edits[i].text, strlen(dg->edits[i].text));
		n += strlen(dg->edits[i].text);
		from = dg->edits[i].at.off + dg->edits[i].at.len;
	}
	memcpy(buf + n, INPUT + from, strlen(INPUT) - from + 1);
	cr_expect_str_eq(buf, fixed);
}

/* Exactly n diagnostics in all. */
static void
expect_count(size_t n)
{
	cr_assert_eq(D.len, n, "%zu diagnostics, want %zu:\n%s", D.len, n,
	    listing());
}

static size_t
count_code(enum diag_code code)
{
	size_t	 i, n = 0;

	for (i = 0; i < D.len; i++)
		n += D.v[i].code == code;
	return n;
}

static void
expect_tile(struct tile t, const char *name)
{
	char	 b[3];

	cr_expect_str_eq(tile_name(t, b), name);
}

static void
expect_cell(int cell, const char *name)
{
	char	 b[4];

	cr_assert_neq(cell, NO_CELL);
	cr_expect_str_eq(board_cell_name(cell, b), name);
}

static void
expect_pos(struct srcpos p, int line, int col)
{
	cr_expect_eq(p.line, line, "line %d, want %d", p.line, line);
	cr_expect_eq(p.col, col, "column %d, want %d", p.col, col);
}

#define HDR	"game: ingenious\nplayers: [Anna, Ben]\n"
#define GAME	HDR "moves: []\n"

static const char example[] =
    "game: ingenious\n"
    "event: Club night\n"
    "date: 2026-03-14\n"
    "players: [Anna, Ben]\n"
    "racks:\n"
    "  Anna: [RO, GG, BP, YY, RB, OP]\n"
    "  Ben:  [BB, RG, YP, OO, GB, RR]\n"
    "moves:\n"
    "  - place: RO L8 L9          # red next to the red start symbol M8\n"
    "    player: Anna\n"
    "    score: {R: 1, O: 0}\n"
    "    draw: [GY]\n"
    "  - place: BB H12 G11\n"
    "    player: Ben\n"
    "    score: {B: 1}\n"
    "    note: Ben opens beside the blue symbol on H13.\n"
    "    draw: [PP]\n";

static void
check_example(void)
{
	const struct rec_move	*m;
	static const char *const rack0[] = { "RO", "GG", "BP", "YY", "RB", "OP" };
	static const char *const rack1[] = { "BB", "RG", "YP", "OO", "GB", "RR" };
	int			 i;

	expect_count(0);
	cr_assert_eq(REC->game, 1);
	cr_assert_eq(REC->usable, 1);
	expect_pos(REC->pos, 1, 1);
	cr_expect_str_eq(REC->event, "Club night");
	cr_expect_str_eq(REC->date, "2026-03-14");
	cr_expect_null(REC->site);
	cr_expect_null(REC->description);
	cr_assert_eq(REC->nplayers, 2);
	cr_expect_str_eq(REC->players[0], "Anna");
	cr_expect_str_eq(REC->players[1], "Ben");
	expect_pos(REC->players_pos, 4, 10);
	cr_expect_eq(REC->rules.variant, VARIANT_STANDARD);
	cr_expect_eq(REC->rules.ruleset, RULES_KOSMOS);
	cr_expect_eq(REC->rules.tiles, TILES_STANDARD);
	cr_expect_eq(REC->rules.seats, 2);
	cr_assert(REC->has_rack[0] && REC->has_rack[1]);
	cr_expect(!REC->has_rack[2] && !REC->has_rack[3]);
	cr_assert_eq(REC->racks[0].n, 6);
	cr_assert_eq(REC->racks[1].n, 6);
	for (i = 0; i < 6; i++) {
		expect_tile(REC->racks[0].v[i], rack0[i]);
		expect_tile(REC->racks[1].v[i], rack1[i]);
	}
	expect_pos(REC->racks[0].pos, 6, 9);
	expect_pos(REC->racks[1].pos, 7, 9);
	cr_assert_eq(REC->nmoves, 2);
	expect_pos(REC->moves_pos, 9, 3);
	cr_expect_eq(REC->uses_claims, 1);
	cr_expect_eq(REC->has_winner, 0);

	m = &REC->moves[0];
	expect_pos(m->pos, 9, 5);
	cr_assert_eq(m->action, ACT_PLACE);
	cr_assert_eq(m->place_ok, 1);
	expect_pos(m->action_pos, 9, 12);
	expect_tile(m->place.tile, "RO");
	expect_cell(m->place.a, "L8");
	expect_cell(m->place.b, "L9");
	expect_pos(m->cell_pos[0], 9, 15);
	expect_pos(m->cell_pos[1], 9, 18);
	cr_expect_eq(m->player, 0);
	expect_pos(m->player_pos, 10, 13);
	cr_expect_eq(m->score.has, (1 << RED) | (1 << ORANGE));
	cr_expect_eq(m->score.v[RED], 1);
	cr_expect_eq(m->score.v[ORANGE], 0);
	expect_pos(m->score.pos, 11, 12);
	expect_pos(m->score.vpos[RED], 11, 16);
	expect_pos(m->score.vpos[ORANGE], 11, 22);
	cr_expect_eq(m->total.has, 0);
	cr_expect_eq(m->has_bonus, 0);
	cr_assert_eq(m->has_draw, 1);
	cr_assert_eq(m->draw.n, 1);
	expect_tile(m->draw.v[0], "GY");
	expect_pos(m->draw.pos, 12, 11);
	cr_expect_null(m->note);
	cr_expect_null(m->clock);

	m = &REC->moves[1];
	expect_pos(m->pos, 13, 5);
	cr_assert_eq(m->action, ACT_PLACE);
	cr_assert_eq(m->place_ok, 1);
	expect_tile(m->place.tile, "BB");
	expect_cell(m->place.a, "H12");
	expect_cell(m->place.b, "G11");
	expect_pos(m->cell_pos[0], 13, 15);
	expect_pos(m->cell_pos[1], 13, 19);
	cr_expect_eq(m->player, 1);
	cr_expect_eq(m->score.has, 1 << BLUE);
	cr_expect_eq(m->score.v[BLUE], 1);
	cr_expect_str_eq(m->note, "Ben opens beside the blue symbol on H13.");
	cr_assert_eq(m->draw.n, 1);
	expect_tile(m->draw.v[0], "PP");
}

Test(reader, example_record_reads_back_field_by_field)
{
	cr_assert_eq(read_str(example), 1);
	check_example();
	cr_assert_eq(next_game(), 0);
	cr_assert_eq(next_game(), 0, "the end of the stream stays the end");
}

Test(reader, file_input_reads_like_memory_input)
{
	FILE	*fp = tmpfile();

	cr_assert_not_null(fp);
	fputs(example, fp);
	rewind(fp);
	R = reader_new(fp);
	diags_init(&D);
	cr_assert_eq(reader_next(R, &REC, &D), 1);
	check_example();
	cr_assert_eq(next_game(), 0);
	fclose(fp);
}

/* Every diagnostic of a stream read with chunks of at most chunk bytes. */
static char *
read_chunked(const char *yaml, size_t chunk, int *games)
{
	struct reader		*r;
	const struct record	*rec;
	struct diags		 d;
	char			*out = NULL, *line;
	size_t			 len = 0, i;
	FILE			*fp = open_memstream(&out, &len);
	int			 rc;

	cr_assert_not_null(fp);
	r = reader_new_mem((const unsigned char *)yaml, strlen(yaml));
	reader_set_chunk(r, chunk);
	diags_init(&d);
	*games = 0;
	while ((rc = reader_next(r, &rec, &d)) != 0) {
		*games += rc == 1;
		for (i = 0; i < d.len; i++) {
			line = d.v[i].msg;
			fprintf(fp, "%d %d:%d %s %s\n", d.v[i].game,
			    d.v[i].pos.line, d.v[i].pos.col,
			    diag_info(d.v[i].code)->name, line);
		}
		diags_clear(&d);
	}
	diags_free(&d);
	reader_free(r);
	fclose(fp);
	return out;
}

/*
 * A clever record whose game key comes after its moves is read again
 * from its document's start as a clever one (reader_redo.c), in chunks
 * of any size: its moves' findings are a clever entry's, nothing of the
 * first reading is left, bytes of Latin-1 text before and in it are
 * reported once, and the game after it is read as usual.
 */
Test(reader, clever_game_key_after_the_moves_reads_the_document_again)
{
	static const char yaml[] =
	    "# caf\xe9\n---\nplayers: [Zo\xeb, Ben]\nmoves:\n"
	    "- {roll: W2 Y3 B4 G1 O5 P1, player: Zo\xeb, plyer: x}\n"
	    "- {take: P1, to: P}\ngame: clever\n"
	    "---\ngame: ingenious\nplayers: [A, B]\nmoves: []\n";
	char	*want, *got;
	int	 wgames, games;
	size_t	 chunk;

	want = read_chunked(yaml, 0, &wgames);
	cr_assert_eq(wgames, 2);
	cr_expect_str_eq(want, "1 5:42 unknown-key unknown key 'plyer' in move "
	    "entry\n1 1:6 encoding 3 bytes are not UTF-8; they are read as "
	    "Latin-1 text, the first, 0xe9, as '\xc3\xa9'\n");
	for (chunk = 1; chunk <= 4; chunk++) {
		got = read_chunked(yaml, chunk, &games);
		cr_expect_eq(games, 2);
		cr_expect_str_eq(got, want, "chunk %zu", chunk);
		free(got);
	}
	free(want);
}

/*
 * The input check carries UTF-8 sequences, line starts (for directives)
 * and bad bytes across the chunks libyaml asks for: whatever the chunk
 * size, the same games and the same diagnostics at the same positions.
 */
Test(reader, chunk_boundaries_change_nothing)
{
	static const char yaml[] =
	    "%YAML 1.1\n%TAG !a! tag:x,1:\n--- !a!g\n"
	    "game: ingenious\nplayers: [Ann\xc3\xa9, \"B\xe2\x82\xacn\"]\n"
	    "event: \xf0\x9f\x8e\xb2 night\ncorners: RGBO\xc3\xa9\n"
	    "moves:\n  - place: RO L8 L9\n    note: caf\xc3\xa9\n"
	    "...\n%YAML 1.1\n---\n" GAME "v\xc3\xa9: 1\n"
	    "---\n" GAME "event: ok\x93\x01\x02!\n# \x7f\xef\xbb\xbf\n"
	    "note: \xc0\xaf \xe2\x82";
	char	*want, *got, *dirs;
	int	 wgames, games, i;
	size_t	 chunk, off;

	want = read_chunked(yaml, 0, &wgames);
	cr_assert_eq(wgames, 3);
	cr_assert(strstr(want, "is not a colour letter") != NULL, "%s", want);
	cr_assert(strstr(want, "3 22:10 encoding byte 0x93 is not UTF-8; it "
	    "is read as Windows-1252 text, '\xe2\x80\x9c'; 5 more places in "
	    "the game are not text either") != NULL, "%s", want);
	for (chunk = 1; chunk <= 40; chunk++) {
		got = read_chunked(yaml, chunk, &games);
		cr_expect_eq(games, wgames, "chunk %zu", chunk);
		cr_expect_str_eq(got, want, "chunk %zu", chunk);
		free(got);
	}
	free(want);

	/* 64 directives in a row are read, the 65th is not. */
	BUF = dirs = malloc(4096);
	off = (size_t)sprintf(dirs, GAME);
	for (i = 0; i < 64; i++)
		off += (size_t)sprintf(dirs + off, "%s%%TAG !t%d! x:\n",
		    i % 9 == 0 ? "# c\n" : "", i);
	off += (size_t)sprintf(dirs + off, "---\n" GAME);
	for (i = 0; i < 65; i++)
		off += (size_t)sprintf(dirs + off, "%%TAG !t%d! x:\n", i);
	strcpy(dirs + off, "---\n" GAME);
	want = read_chunked(dirs, 0, &wgames);
	cr_assert_eq(wgames, 2);
	cr_assert(strstr(want, "3 144:1 limit more than 64 directives in a "
	    "row") != NULL, "%s", want);
	for (chunk = 1; chunk <= 40; chunk++) {
		got = read_chunked(dirs, chunk, &games);
		cr_expect_eq(games, wgames, "chunk %zu", chunk);
		cr_expect_str_eq(got, want, "chunk %zu", chunk);
		free(got);
	}
	free(want);
}

/*
 * libyaml decodes nothing until it has three bytes (it looks for a byte
 * order mark), and a sequence cut by the end of a chunk waits in its raw
 * buffer: a byte that is not text among the first three, or just after
 * such a cut, is still placed exactly, in characters.
 */
Test(reader, bad_byte_at_the_start_is_placed_exactly)
{
	static const struct {
		const char	*in;
		int		 col;
	} cases[] = {
		{ "\x80", 1 }, { "a\x80", 2 }, { "ab\x9f", 3 },
		{ "abc\x80", 4 }, { "r\x9bk", 2 }, { "ra\x9bk", 3 },
		{ "\xc3\xa9\x80", 2 }, { "\x01" "a", 1 }, { "a\x7f", 2 },
		{ "\xc3\xa9\x0b" "b", 2 },
		/* The input ends inside a character: one cut sequence. */
		{ "a\xe2\x82", 2 },
	};
	char	*got, want[64];
	size_t	 i, chunk;
	int	 games;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		for (chunk = 0; chunk <= 4; chunk++) {
			got = read_chunked(cases[i].in, chunk, &games);
			snprintf(want, sizeof(want), "1 1:%d encoding",
			    cases[i].col);
			cr_expect(strstr(got, want) != NULL,
			    "%zu, chunk %zu: %s, want %s", i, chunk, got, want);
			free(got);
		}
}

/*
 * Bytes of Latin-1 text in lines a syntax error leaves unread are not
 * reported, whether libyaml had read that far ahead or not; those of the
 * lines read are, with their game.
 */
Test(reader, latin1_text_after_a_syntax_error_as_far_as_read)
{
	static const char yaml[] =
	    "game: ingenious\nplayers: [Zo\xeb, Ben]\nmoves:\n"
	    "  - place: RG M9 M10\n     player: Zo\xeb\n# caf\xe9\n"
	    "---\ngame: ingenious\nplayers: [J\xf6rg, Ben]\nmoves: []\n"
	    "---\na: b: c\n# \xe9t\xe9\n"
	    "---\ngame: ingenious\nplayers: [A, B\n";
	char	*want, *got;
	int	 wgames, games;
	size_t	 chunk;

	want = read_chunked(yaml, 0, &wgames);
	cr_assert_eq(wgames, 3);
	cr_expect_str_eq(want, "1 5:6 yaml-syntax this line is indented more "
	    "than the line above it; game 1 is judged up to line 3; lines 4-6 "
	    "are not read, reading goes on at the document start on line 7\n"
	    "1 2:13 encoding byte 0xeb is not UTF-8; it is read as Latin-1 "
	    "text, '\xc3\xab'\n"
	    "2 9:12 encoding byte 0xf6 is not UTF-8; it is read as Latin-1 "
	    "text, '\xc3\xb6'\n"
	    "3 12:1 unknown-key unknown key 'a' in the game\n"
	    "3 12:5 yaml-syntax mapping values are not allowed in this "
	    "context; lines 12-13 are not read, reading goes on at the "
	    "document start on line 14\n"
	    "4 16:10 yaml-syntax the '[' opened here is not closed; game 4 is "
	    "judged up to line 15; line 16 is not read (no document start "
	    "'---' follows)\n");
	for (chunk = 1; chunk <= 40; chunk++) {
		got = read_chunked(yaml, chunk, &games);
		cr_expect_str_eq(got, want, "chunk %zu", chunk);
		free(got);
	}
	free(want);
}

Test(reader, header_words_set_the_rules)
{
	cr_assert_eq(read_str("game: ingenious\nformat: 1\nvariant: team\n"
	    "rules: mso\ntiles: travel\ncorners: pyobgr\n"
	    "players: [A, B, C, D]\nmoves: []\nwinner: draw\n"
	    "site: Town hall\nround: 3\ntitle: Final\nsource: scoresheet\n"
	    "description: |\n  Two lines\n  of text.\n"), 1);
	expect_count(0);
	cr_assert_eq(REC->usable, 1);
	cr_expect_eq(REC->rules.variant, VARIANT_TEAM);
	cr_expect_eq(REC->rules.ruleset, RULES_MSO);
	cr_expect_eq(REC->rules.tiles, TILES_TRAVEL);
	cr_expect_eq(REC->rules.seats, 4);
	cr_expect_eq(REC->rules.corners[0], PURPLE);
	cr_expect_eq(REC->rules.corners[1], YELLOW);
	cr_expect_eq(REC->rules.corners[2], ORANGE);
	cr_expect_eq(REC->rules.corners[3], BLUE);
	cr_expect_eq(REC->rules.corners[4], GREEN);
	cr_expect_eq(REC->rules.corners[5], RED);
	cr_expect_eq(REC->has_winner, 1);
	cr_expect_eq(REC->winner, -1);
	cr_expect_str_eq(REC->site, "Town hall");
	cr_expect_str_eq(REC->round, "3");
	cr_expect_str_eq(REC->title, "Final");
	cr_expect_str_eq(REC->source, "scoresheet");
	cr_expect_str_eq(REC->description, "Two lines\nof text.\n");
	cr_expect_eq(REC->nmoves, 0);
}

Test(reader, default_corners_come_from_the_rules)
{
	cr_assert_eq(read_str(GAME), 1);
	cr_expect_eq(REC->rules.corners[0], RED);
	cr_expect_eq(REC->rules.corners[1], GREEN);
	cr_expect_eq(REC->rules.corners[2], BLUE);
	cr_expect_eq(REC->rules.corners[5], PURPLE);
}

Test(reader, null_moves_is_an_empty_game)
{
	cr_assert_eq(read_str(HDR "moves:\n"), 1);
	expect_count(0);
	cr_expect_eq(REC->usable, 1);
	cr_expect_eq(REC->nmoves, 0);
}

Test(reader, keys_may_come_in_any_order)
{
	cr_assert_eq(read_str("winner: Ben\nresult: {Ben: {R: 4}}\n"
	    "racks: {Ben: [RR, GG, BB, OO, YY, PP]}\n"
	    "moves:\n  - place: RG M9 M10\n    player: Ben\n"
	    "players: [Anna, Ben]\ngame: ingenious\n"), 1);
	expect_count(0);
	cr_assert_eq(REC->usable, 1);
	cr_expect_eq(REC->moves[0].player, 1);
	cr_expect_eq(REC->has_winner, 1);
	cr_expect_eq(REC->winner, 1);
	expect_pos(REC->winner_pos, 1, 9);
	cr_expect(REC->has_result[1] && !REC->has_result[0]);
	cr_expect_eq(REC->result[1].v[RED], 4);
	cr_expect(REC->has_rack[1] && !REC->has_rack[0]);
	cr_expect_eq(REC->racks[1].n, 6);
}

Test(reader, claims_bonus_list_and_total)
{
	cr_assert_eq(read_str(HDR "moves:\n  - place: RG M9 M10\n"
	    "    bonus: [r, G]\n    total: {R: 18, G: 7}\n"
	    "    clock: '12:30'\n  - place: RG M11 M12\n    bonus: B\n"
	    "  - place: RG M13 L13\n    bonus: []\n"), 1);
	expect_count(0);
	cr_expect_eq(REC->uses_claims, 1);
	cr_expect_eq(REC->moves[0].has_bonus, 1);
	cr_expect_eq(REC->moves[0].bonus, (1 << RED) | (1 << GREEN));
	expect_pos(REC->moves[0].bonus_pos, 5, 12);
	cr_expect_eq(REC->moves[0].total.v[RED], 18);
	cr_expect_eq(REC->moves[0].total.v[GREEN], 7);
	cr_expect_str_eq(REC->moves[0].clock, "12:30");
	cr_expect_eq(REC->moves[1].bonus, 1 << BLUE);
	cr_expect_eq(REC->moves[2].has_bonus, 1);
	cr_expect_eq(REC->moves[2].bonus, 0);
}

Test(reader, record_without_claims_does_not_use_claims)
{
	cr_assert_eq(read_str(HDR "moves:\n  - place: RG M9 M10\n"
	    "    note: a note\n"), 1);
	cr_expect_eq(REC->uses_claims, 0);
	cr_expect_str_eq(REC->moves[0].note, "a note");
}

Test(reader, swap_and_flag_actions)
{
	cr_assert_eq(read_str(HDR "rules: mso\nmoves:\n"
	    "  - swap: [rg, BB, yp]\n    draw: [OO, GG, PP]\n"
	    "  - flag: time\n    player: Ben\n"), 1);
	expect_count(0);
	cr_assert_eq(REC->moves[0].action, ACT_SWAP);
	cr_assert_eq(REC->moves[0].swap.n, 3);
	expect_tile(REC->moves[0].swap.v[0], "RG");
	expect_tile(REC->moves[0].swap.v[2], "YP");
	expect_pos(REC->moves[0].action_pos, 5, 11);
	cr_expect_eq(REC->moves[0].has_draw, 1);
	cr_expect_eq(REC->moves[0].draw.n, 3);
	cr_expect_eq(REC->moves[1].action, ACT_FLAG);
	cr_expect_eq(REC->moves[1].player, 1);
}

/*
 * Letters in either case (genial-record(5)); two blanks are reported, with
 * the text as it should be written as the fix; the cells' columns count
 * the quotes.
 */
Test(reader, place_is_case_insensitive_and_cell_positions_count_quotes)
{
	cr_assert_eq(read_str(HDR "moves:\n  - place: \"rg  m9 h8\"\n"
	    "  - place: 'BB o15 n14'\n"), 1);
	expect_count(1);
	cr_expect_str_eq(D.v[0].fix, "RG M9 H8");
	expect_tile(REC->moves[0].place.tile, "RG");
	expect_cell(REC->moves[0].place.a, "M9");
	expect_cell(REC->moves[0].place.b, "H8");
	expect_pos(REC->moves[0].cell_pos[0], 4, 17);
	expect_pos(REC->moves[0].cell_pos[1], 4, 20);
	expect_pos(REC->moves[1].cell_pos[0], 5, 16);
	expect_pos(REC->moves[1].cell_pos[1], 5, 20);
}

/* yaml-syntax */

Test(reader, yaml_syntax_error_gives_libyaml_problem_and_mark)
{
	/*
	 * An error the reader cannot put in plain words, nor mend with one
	 * edit: libyaml's.
	 */
	cr_assert_eq(read_str("game: ingenious\nplayers: [A, B]\nmoves: [}{\n"),
	    1);
	expect(D_YAML_SYNTAX, 1, 3, 9, "did not find expected node content, "
	    "while parsing a flow node at line 3 column 9");
	cr_assert_eq(next_game(), 0, "the rest of the stream is abandoned");
	fini();
	cr_assert_eq(read_str("game: ingenious\nplayers: [A, B]\n  moves: []\n"),
	    1);
	expect(D_YAML_SYNTAX, 0, 3, 3, "this line is indented more than the "
	    "line above it");
	expect_fix(D_YAML_SYNTAX, D.v[D.len - 1].msg, NULL, NULL,
	    "game: ingenious\nplayers: [A, B]\nmoves: []\n");
	/* Judged up to it: without moves, nothing to judge, nothing said. */
	expect_count(1);
	cr_expect_eq(REC->truncated, 1);
	cr_expect_eq(REC->usable, 0);
	cr_expect_eq(D.v[D.len - 1].game, 1);
	cr_assert_eq(next_game(), 0, "the rest of the stream is abandoned");
	expect_count(0);
}

Test(reader, syntax_error_mid_stream_keeps_the_games_before_it)
{
	cr_assert_eq(read_str(GAME "---\nevent: [a, b\n---\n" GAME), 1);
	expect_count(0);
	cr_expect_eq(REC->game, 1);
	cr_assert_eq(next_game(), -1);
	/* At the bracket left open, not where libyaml noticed. */
	expect(D_YAML_SYNTAX, 0, 5, 8, "the '[' opened here is not closed");
	cr_expect_eq(D.v[D.len - 1].game, 2);
	/* The open list runs into the next document start: nothing lost. */
	cr_expect_str_eq(D.v[D.len - 1].msg, "the '[' opened here is not "
	    "closed; reading goes on at the document start on line 6");
	expect_fix(D_YAML_SYNTAX, D.v[D.len - 1].msg, NULL, NULL, GAME
	    "---\nevent: [a, b]\n---\n" GAME);
	cr_expect_eq(reader_skipped(R, &(int){0}, &(int){0}), 0);
	cr_assert_eq(next_game(), 1, "%s", listing());
	cr_expect_eq(REC->game, 3);
	cr_expect_eq(REC->pos.line, 7);
	expect_count(0);
	cr_assert_eq(next_game(), 0);
}

Test(reader, syntax_error_inside_a_move_names_the_move)
{
	cr_assert_eq(read_str(HDR "moves:\n  - place: RG M9 M10\n"
	    "  - place: 'RG\n"), 1);
	cr_expect_eq(count_code(D_YAML_SYNTAX), 1);
	cr_expect_eq(D.v[D.len - 1].move, 2);
	/* The entry it broke is left out; the one before is judged. */
	cr_expect_eq(REC->nmoves, 1);
	cr_expect_eq(REC->usable, 1);
	cr_expect_eq(REC->truncated, 1);
	cr_expect_not_null(strstr(D.v[D.len - 1].msg, "; game 1 is judged up "
	    "to line 4; line 5 is not read"), "%s", listing());
}

/* Broken in the players list: the players are not known, nothing judged. */
Test(reader, syntax_error_inside_the_players_is_no_game_to_judge)
{
	cr_assert_eq(read_str("game: ingenious\nplayers: [Anna, Ben, `x]\n"
	    "moves: []\n"), 1);
	cr_expect_eq(REC->truncated, 1);
	cr_expect_eq(REC->usable, 0);
	expect_count(1);
	cr_expect_eq(D.v[0].code, D_YAML_SYNTAX);
}

/* A byte that is not text in a name breaks nothing: read, and judged. */
Test(reader, bad_byte_inside_the_players_is_read)
{
	cr_assert_eq(read_str("game: ingenious\nplayers: [An\x89" "a, Ben]\n"
	    "moves: []\n"), 1);
	cr_expect_eq(REC->truncated, 0);
	cr_expect_eq(REC->usable, 1);
	expect(D_ENCODING, 0, 2, 13, "byte 0x89 is not UTF-8; it is read as "
	    "Windows-1252 text, '\xe2\x80\xb0'");
	expect_count(1);
	cr_expect_str_eq(REC->players[0], "An\xe2\x80\xb0" "a");
}

/*
 * An entry broken in its middle, with a finding in its first part: the
 * entry and what was said of it go, the game is judged up to the entry
 * before, and the lines from the broken entry on are not read.
 */
Test(reader, syntax_error_drops_the_entry_it_breaks)
{
	int	 first, last;

	cr_assert_eq(read_str(HDR "moves:\n  - place: RG M9 M10\n"
	    "  - plyer: Anna\n    place: RG M8 M9\n      score: x\n"
	    "  - place: RG M11 M12\n"), 1);
	expect_count(1);
	cr_expect_eq(D.v[0].code, D_YAML_SYNTAX, "%s", listing());
	cr_expect_eq(REC->nmoves, 1);
	cr_expect_eq(REC->truncated, 1);
	cr_expect_not_null(strstr(D.v[0].msg, "; game 1 is judged up to line 4; "
	    "lines 5-8 are not read"), "%s", listing());
	cr_assert_eq(reader_skipped(R, &first, &last), 1);
	cr_expect_eq(first, 5);
	cr_expect_eq(last, 8);
}

/*
 * The same in a clever game, whose moves are read as their events come:
 * the whole entries before the one broken are judged, the broken one and
 * what was said of it dropped, the same words for the lines judged; a
 * value of a clever key the error broke is not read half.
 */
Test(reader, syntax_error_in_a_clever_game_judges_the_entries_before)
{
	int	 first, last;

	cr_assert_eq(read_str("game: clever\nplayers: [Anna, Ben]\nmoves:\n"
	    "  - {roll: W2 Y3 B4 G1 O5 P1, player: Anna}\n"
	    "  - plyer: Anna\n    take: P1\n      to: P\n"
	    "  - {roll: W2}\n"), 1);
	expect_count(1);
	cr_expect_eq(D.v[0].code, D_YAML_SYNTAX, "%s", listing());
	cr_expect_eq(D.v[0].move, 2);
	cr_assert_eq(REC->kind, RECORD_CLEVER);
	cr_expect_eq(REC->clever->nmoves, 1);
	cr_expect_eq(REC->truncated, 1);
	cr_expect_eq(REC->usable, 1);
	cr_expect_not_null(strstr(D.v[0].msg, "; game 1 is judged up to line 4; "
	    "lines 5-8 are not read"), "%s", listing());
	cr_assert_eq(reader_skipped(R, &first, &last), 1);
	cr_expect_eq(first, 5);
	cr_expect_eq(last, 8);
	fini();
	/* Broken in the sheets: the moves judged, the sheets not read. */
	cr_assert_eq(read_str("game: clever\nplayers: [Anna]\nmoves:\n"
	    "  - {roll: W2 Y3 B4 G1 O5 P1}\nsheets:\n  Anna: {yellow: [A1\n"),
	    1);
	cr_expect_eq(REC->clever->nmoves, 1);
	cr_expect_eq(REC->clever->has_sheets, 0);
	cr_expect_eq(REC->usable, 1);
	cr_expect_eq(REC->truncated, 1);
	fini();
	/* Broken before the players: nothing to judge, no missing key. */
	cr_assert_eq(read_str("game: clever\nmoves: [{roll: W2}\n"
	    "players: [Anna]\n"), 1);
	cr_expect_eq(REC->usable, 0);
	cr_expect_eq(count_code(D_MISSING_KEY), 0, "%s", listing());
}

/*
 * Bytes that are not text, of every kind, at the start: read (the
 * document is a scalar, not a game), one finding for them all, and the
 * stream goes on.
 */
Test(reader, garbage_bytes_are_read_with_one_finding)
{
	static const char garbage[] = "\x80\xfe\x00\x01garbage\xed\xa0\x80";

	cr_assert_eq(read_mem(garbage, sizeof(garbage) - 1), 1);
	expect(D_ENCODING, 0, 1, 1, "byte 0x80 is not UTF-8; it is read as "
	    "Windows-1252 text, '\xe2\x82\xac'; 3 more places in the game are "
	    "not text either, read the same way");
	expect_count(2);
	cr_expect_eq(count_code(D_NOT_A_GAME), 1, "%s", listing());
	cr_assert_eq(next_game(), 0);
}

/* A NUL is left out, and the text around it is read as one. */
Test(reader, nul_byte_is_reported_where_it_is)
{
	static const char text[] = GAME "event: a\0b\n";

	cr_assert_eq(read_mem(text, sizeof(text) - 1), 1);
	expect(D_ENCODING, 0, 4, 9, "a NUL byte (0x00) is not allowed in YAML; "
	    "it is left out");
	expect_count(1);
	cr_expect_str_eq(REC->event, "ab");
}

/*
 * Control bytes, DEL, a C1 control written in UTF-8 and a byte order
 * mark past the start are left out, a run of them as one; the spans
 * after them on their line are exact.
 */
Test(reader, control_character_is_reported)
{
	static const char	 text[] = HDR "event: a\x07\x07\x7f\n"
	    "moves:\n  - {place: RR L8 M9,\xc2\x90 player: \xef\xbb\xbf"
	    "Anna}\n";

	cr_assert_eq(read_str(GAME "event: a\x07\n"), 1);
	expect(D_ENCODING, 0, 4, 9, "control byte 0x07 is not allowed in YAML; "
	    "it is left out");
	cr_expect_str_eq(REC->event, "a");
	fini();
	cr_assert_eq(read_str(text), 1);
	expect(D_ENCODING, 0, 3, 9, "control bytes 0x07 0x07 0x7f are not "
	    "allowed in YAML; they are left out; 2 more places in the game are "
	    "not text either, read the same way");
	cr_expect_str_eq(REC->event, "a");
	cr_assert_eq(REC->nmoves, 1);
	cr_expect_eq(REC->moves[0].player, 0);
	cr_expect_eq(memcmp(text + REC->moves[0].player_pos.off, "Anna}", 5),
	    0, "the player's span");
	cr_expect_eq(memcmp(text + REC->moves[0].cell_pos[1].off, "M9,", 3),
	    0, "the cell's span");
	expect_fix(D_ENCODING, D.v[0].msg, NULL, NULL, HDR "event: a\n"
	    "moves:\n  - {place: RR L8 M9, player: Anna}\n");
}

/*
 * A character cut short, or a byte that starts none, from U+00A0 up: a
 * name saved as Latin-1.  Read as Latin-1 text, one finding for the game,
 * its fix the UTF-8 of each byte; the game is read whole.
 */
Test(reader, bytes_of_latin1_text_are_read_with_one_finding)
{
	static const char	 text[] = "game: ingenious\nplayers: [Zo\xeb, "
	    "J\xf6rg]\nevent: caf\xe9 \xc3\nmoves:\n"
	    "  - {place: RR L8 M9, player: Zo\xeb}\n";
	const struct diag	*dg;

	cr_assert_eq(read_str(text), 1);
	expect(D_ENCODING, 0, 2, 13, "5 bytes are not UTF-8; they are read as "
	    "Latin-1 text, the first, 0xeb, as '\xc3\xab'");
	expect_count(1);
	cr_expect_str_eq(REC->players[0], "Zo\xc3\xab");
	cr_expect_str_eq(REC->players[1], "J\xc3\xb6rg");
	cr_expect_str_eq(REC->event, "caf\xc3\xa9 \xc3\x83");
	cr_expect_eq(REC->moves[0].player, 0, "the names match");
	cr_expect_eq(REC->usable, 1);
	expect_fix(D_ENCODING, D.v[0].msg, NULL, NULL, "game: ingenious\n"
	    "players: [Zo\xc3\xab, J\xc3\xb6rg]\nevent: caf\xc3\xa9 \xc3\x83\n"
	    "moves:\n  - {place: RR L8 M9, player: Zo\xc3\xab}\n");
	dg = &D.v[0];
	cr_expect_eq(dg->edits[4].at.line, 5);
	cr_expect_eq(dg->edits[4].at.col, 33);
	/* The spans after them are still exact. */
	cr_expect_eq(memcmp(text + REC->moves[0].player_pos.off, "Zo\xeb", 3),
	    0);
	cr_expect_eq(REC->moves[0].player_pos.len, 3);
	fini();
	/* At the very end of the input, in a chunk of its own. */
	cr_assert_eq(read_str(GAME "event: caf\xc3"), 1);
	expect(D_ENCODING, 0, 4, 11, "byte 0xc3 is not UTF-8; it is read as "
	    "Latin-1 text, '\xc3\x83'");
}

/* An overlong form or a surrogate is one U+FFFD, and a cut sequence. */
Test(reader, overlong_and_surrogate_utf8_are_read_as_replacements)
{
	cr_assert_eq(read_str(GAME "event: \xc0\xaf\n"), 1);
	expect(D_ENCODING, 0, 4, 8, "bytes 0xc0 0xaf are UTF-8 of no character "
	    "YAML allows; they are read as U+FFFD, '\xef\xbf\xbd'");
	cr_expect_str_eq(REC->event, "\xef\xbf\xbd");
	fini();
	cr_assert_eq(read_str(GAME "event: \xed\xa0\x80\x81\n"), 1);
	expect(D_ENCODING, 0, 4, 8, "bytes 0xed 0xa0 0x80 are UTF-8 of no "
	    "character YAML allows; they are read as U+FFFD, '\xef\xbf\xbd'; "
	    "1 more place in the game is not text either, read the same way");
	cr_expect_str_eq(REC->event, "\xef\xbf\xbd\xef\xbf\xbd");
	fini();
	cr_assert_eq(read_str(GAME "event: \xf0\x9f\x8e x\n"), 1);
	expect(D_ENCODING, 0, 4, 8, "bytes 0xf0 0x9f 0x8e are a UTF-8 sequence "
	    "cut short; they are read as U+FFFD, '\xef\xbf\xbd'");
	cr_expect_str_eq(REC->event, "\xef\xbf\xbd x");
}

Test(reader, bad_byte_in_a_later_game_is_read_with_it)
{
	cr_assert_eq(read_str(GAME "---\n" GAME "note: x\x80\n"), 1);
	cr_assert_eq(next_game(), 1);
	cr_expect_eq(REC->usable, 1);
	cr_expect_eq(REC->truncated, 0, "read whole");
	expect(D_ENCODING, 0, 8, 8, "byte 0x80 is not UTF-8; it is read as "
	    "Windows-1252 text, '\xe2\x82\xac'");
	cr_expect_eq(D.v[1].game, 2);
}

/*
 * A file longer than the reader's buffer and libyaml's, with two-byte
 * characters on every line so that sequences straddle the chunk
 * boundaries: every game before the bad byte is read, and the bad byte's
 * line and column (in characters) are exact.
 */
Test(reader, bad_byte_deep_in_a_large_file_has_an_exact_position)
{
	FILE	*fp = tmpfile();
	int	 games = 0, rc, i, line = 0;

	cr_assert_not_null(fp);
	for (i = 0; i < 3000; i++) {
		fprintf(fp, "---\n" HDR "event: \"Caf\xc3\xa9 %d\"\n"
		    "moves: []\n", i);
		line += 5;
	}
	fputs("---\n" HDR "event: \xc3\xa9t\xc3\xa9 \x80\nmoves: []\n", fp);
	rewind(fp);
	R = reader_new(fp);
	diags_init(&D);
	while (games < 3000 && (rc = reader_next(R, &REC, &D)) == 1 &&
	    !reader_error(R)) {
		cr_assert_eq(D.len, 0, "game %d:\n%s", REC->game, listing());
		games++;
	}
	cr_expect_eq(games, 3000);
	cr_assert_eq(next_game(), 1);
	expect(D_ENCODING, 0, line + 4, 12, "byte 0x80 is not UTF-8; it is "
	    "read as Windows-1252 text, '\xe2\x82\xac'");
	expect_count(1);
	cr_assert_eq(next_game(), 0);
	fclose(fp);
}

Test(reader, empty_input_is_no_game)
{
	cr_assert_eq(read_str(""), -2);
	expect(D_NOT_A_GAME, 0, 1, 1, "the input holds no game: it is empty "
	    "or holds only comments");
	expect_count(1);
	cr_expect_eq(D.v[0].game, 1);
	cr_assert_eq(next_game(), 0);
	expect_count(0);
	fini();
	cr_assert_eq(read_str("# only a comment\n\n"), -2);
	expect_count(1);
	cr_expect_eq(D.v[0].code, D_NOT_A_GAME);
	cr_assert_eq(next_game(), 0);
}

Test(reader, only_a_document_start_is_a_game)
{
	/* "---" alone is an empty document: a game, not an empty input. */
	cr_assert_eq(read_str("---\n"), 1);
	cr_expect_eq(count_code(D_NOT_A_GAME), 1);
	cr_assert_eq(next_game(), 0);
}

Test(reader, a_broken_input_is_not_also_an_empty_one)
{
	size_t	 i;

	cr_assert_eq(read_str("game: ingenious\nplayers: [a\n"), 1);
	for (i = 0; i < D.len; i++)
		cr_expect_null(strstr(D.v[i].msg, "holds no game"), "%s",
		    listing());
	cr_expect_eq(count_code(D_YAML_SYNTAX), 1);
	cr_assert_eq(next_game(), 0);
	expect_count(0);
}

/*
 * After a syntax error the reader goes on at the next document start,
 * and says which lines it passed over.
 */
Test(reader, syntax_error_resumes_at_the_next_document)
{
	int	 first, last;

	cr_assert_eq(read_str(GAME "---\n" HDR "moves:\n- place: RG M9 "
	    "M10\n\tplayer: Anna\n  score: {R: 1}\n---\n" GAME), 1);
	cr_assert_eq(next_game(), 1);
	cr_expect_eq(reader_error(R), 1);
	expect_count(1);
	cr_expect_eq(D.v[0].game, 2);
	cr_expect_eq(D.v[0].pos.line, 9);
	cr_expect_str_eq(D.v[0].msg, "a tab in the indentation: indent with "
	    "spaces; game 2 is judged up to line 7; lines 8-10 are not read, "
	    "reading goes on at the document start on line 11", "%s",
	    listing());
	/* As the line above's keys: the key after "- ". */
	expect_fix(D_YAML_SYNTAX, D.v[0].msg, NULL, NULL, GAME "---\n" HDR
	    "moves:\n- place: RG M9 M10\n  player: Anna\n  score: {R: 1}\n"
	    "---\n" GAME);
	cr_assert_eq(reader_skipped(R, &first, &last), 1);
	cr_expect_eq(first, 8);
	cr_expect_eq(last, 10);
	cr_assert_eq(next_game(), 1, "%s", listing());
	expect_count(0);
	cr_expect_eq(REC->game, 3);
	cr_expect_eq(REC->pos.line, 12);
	cr_expect_eq(REC->nplayers, 2);
	cr_assert_eq(next_game(), 0);
}

Test(reader, syntax_error_with_no_document_after_it_ends_the_stream)
{
	int	 first, last;

	cr_assert_eq(read_str(GAME "---\nplayers: [a, b\nmoves: []\nx: 1\n"),
	    1);
	cr_assert_eq(next_game(), -1);
	cr_expect_str_eq(D.v[0].msg, "the '[' opened here is not closed; "
	    "lines 6-7 are not read (no document start '---' follows)", "%s",
	    listing());
	cr_assert_eq(reader_skipped(R, &first, &last), 1);
	cr_expect_eq(first, 6);
	cr_expect_eq(last, 7);
	cr_assert_eq(next_game(), 0);
	cr_assert_eq(next_game(), 0);
}

/* A broken "---" line itself: the next one is tried, never the same. */
Test(reader, broken_document_starts_in_a_row_each_give_one_error)
{
	int	 rc, errors = 0, games = 0;

	rc = read_str("--- [\n--- {\n--- ]\n---\n" GAME);
	for (; rc != 0; rc = next_game()) {
		if (rc == -1)
			errors++;
		else
			games++;
	}
	cr_expect_eq(errors, 3);
	cr_expect_eq(games, 1);
	cr_expect_eq(REC->game, 4);
}

/* cat a.yaml b.yaml c.yaml: one finding per join, every game read. */
Test(reader, games_joined_without_a_document_start)
{
	cr_assert_eq(read_str(GAME "game: ingenious\nplayers: [Cy, Di]\n"
	    "moves: []\ngame: ingenious\nplayers: [Eve, Fay]\nmoves: []\n"),
	    1);
	expect_count(0);
	cr_expect_eq(REC->game, 1);
	cr_assert_eq(next_game(), 1);
	expect(D_DUPLICATE_KEY, 0, 4, 1, "a second 'game' key after the "
	    "moves: a new game starts here, without the line '---' that must "
	    "come before it");
	expect_count(1);
	expect_fix(D_DUPLICATE_KEY, D.v[0].msg, "---",
	    "It is read as the next game", GAME "---\ngame: ingenious\n"
	    "players: [Cy, Di]\nmoves: []\ngame: ingenious\nplayers: [Eve, "
	    "Fay]\nmoves: []\n");
	cr_expect_eq(REC->game, 2);
	cr_expect_eq(REC->pos.line, 4);
	cr_expect_str_eq(REC->players[0], "Cy");
	cr_expect_eq(REC->usable, 1);
	cr_assert_eq(next_game(), 1);
	expect_count(1);
	cr_expect_eq(REC->game, 3);
	cr_expect_str_eq(REC->players[1], "Fay");
	cr_assert_eq(next_game(), 0);
}

Test(reader, records_without_game_key_joined_at_players)
{
	cr_assert_eq(read_str("game: ingenious\nplayers: [A, B]\nmoves: []\n"
	    "players: [C, D]\nmoves: []\n"), 1);
	expect_count(0);
	cr_assert_eq(next_game(), 1);
	cr_expect_eq(count_code(D_DUPLICATE_KEY), 1);
	/* The second record has no game key of its own. */
	cr_expect_eq(count_code(D_NOT_A_GAME), 1, "%s", listing());
	cr_assert_eq(next_game(), 0);
}

Test(reader, a_key_twice_before_the_moves_is_only_a_duplicate)
{
	cr_assert_eq(read_str("game: ingenious\ngame: ingenious\n"
	    "players: [A, B]\nmoves: []\n"), 1);
	expect(D_DUPLICATE_KEY, 0, 2, 1, "key 'game' appears twice in the "
	    "game; the first is used");
	cr_assert_eq(next_game(), 0);
}

/* The finding is the game's: the next game has none. */
Test(reader, bad_byte_is_its_games_alone)
{
	cr_assert_eq(read_str(GAME "---\n" GAME "event: x\x80\x01\n---\n"
	    GAME), 1);
	cr_assert_eq(next_game(), 1);
	expect_count(1);
	cr_expect_eq(D.v[0].code, D_ENCODING);
	cr_assert_eq(next_game(), 1, "%s", listing());
	expect_count(0);
	cr_expect_eq(REC->game, 3);
	cr_assert_eq(next_game(), 0);
}

/* A limit is not a syntax error: the rest of the stream is abandoned. */
Test(reader, limit_still_ends_the_stream)
{
	char	*p;
	int	 i;

	BUF = malloc(4096);
	cr_assert_not_null(BUF);
	p = BUF;
	p += sprintf(p, "game: ingenious\nx: ");
	for (i = 0; i < 70; i++)
		*p++ = '[';
	strcpy(p, "\n---\n" GAME);
	cr_assert_eq(read_str(BUF), -1);
	cr_expect_eq(count_code(D_LIMIT), 1, "%s", listing());
	cr_assert_eq(next_game(), 0);
}

/*
 * Errors deep in a file, past several of the reader's blocks, with
 * two-byte characters around: the same findings as over memory, and
 * every game after each error read.
 */
Test(reader, resume_in_a_large_file_matches_memory)
{
	FILE		*fp = tmpfile();
	struct reader	*m;
	struct diags	 dm;
	const struct record *rm;
	char		*text = NULL;
	size_t		 len = 0, i;
	int		 rc, rcm, games = 0, errors = 0;

	cr_assert_not_null(fp);
	for (i = 0; i < 4000; i++) {
		fprintf(fp, "---\n" HDR "event: \"Caf\xc3\xa9 %zu\"\n", i);
		if (i % 997 == 5)
			fputs("moves: [\n  place: RG M9 M10\n\t]\n", fp);
		else if (i % 1201 == 7)
			fputs("moves: []\nround: \xc3\xa9 a: b\n", fp);
		else if (i % 1301 == 9)
			fputs("moves: []\nsite: \xc3\xa9\x80\x01\n", fp);
		else
			fputs("moves: []\n", fp);
	}
	fflush(fp);
	len = (size_t)ftell(fp);
	text = malloc(len);
	cr_assert_not_null(text);
	rewind(fp);
	cr_assert_eq(fread(text, 1, len, fp), len);
	rewind(fp);
	R = reader_new(fp);
	m = reader_new_mem((const unsigned char *)text, len);
	diags_init(&D);
	diags_init(&dm);
	for (;;) {
		diags_clear(&D);
		diags_clear(&dm);
		rc = reader_next(R, &REC, &D);
		rcm = reader_next(m, &rm, &dm);
		cr_assert_eq(rc, rcm);
		cr_assert_eq(D.len, dm.len);
		for (i = 0; i < D.len; i++) {
			cr_assert_str_eq(D.v[i].msg, dm.v[i].msg);
			cr_assert_eq(D.v[i].pos.line, dm.v[i].pos.line);
			cr_assert_eq(D.v[i].pos.col, dm.v[i].pos.col);
		}
		if (rc == 0)
			break;
		if (rc == 1 && !reader_error(R)) {
			games++;
			cr_assert_eq(D.len, (size_t)((REC->game - 1) % 1301 ==
			    9), "game %d:\n%s", REC->game, listing());
		} else {
			errors++;
			cr_assert_eq(rc, 1, "judged up to it");
			cr_assert_eq(D.len, 1);
			cr_assert_eq(D.v[0].code, D_YAML_SYNTAX);
			cr_assert_not_null(strstr(D.v[0].msg, "reading goes on "
			    "at the document start"), "%s", D.v[0].msg);
		}
	}
	cr_expect_eq(errors, 5 + 4);
	cr_expect_eq(games, 4000 - errors);
	reader_free(m);
	diags_free(&dm);
	free(text);
	fclose(fp);
}

/* not-a-game */

Test(reader, game_must_be_ingenious)
{
	cr_assert_eq(read_str("game: chess\nplayers: [A, B]\nmoves: []\n"), 1);
	expect(D_NOT_A_GAME, 0, 1, 7, "game must be 'ingenious' or 'clever', not 'chess'");
	expect_count(1);
	cr_expect_eq(REC->usable, 0);
}

Test(reader, document_without_game_key_is_not_a_game)
{
	cr_assert_eq(read_str("players: [A, B]\nmoves: []\n"), 1);
	expect(D_NOT_A_GAME, 0, 1, 1, "the document has no 'game' key "
	    "(game: ingenious)");
	cr_expect_eq(REC->usable, 0);
}

Test(reader, list_and_text_documents_are_skipped_as_not_games)
{
	cr_assert_eq(read_str(GAME "---\n- [a, {b: c}]\n- d\n---\njust text\n"
	    "--- \n---\n" GAME), 1);
	cr_assert_eq(next_game(), 1);
	expect(D_NOT_A_GAME, 0, 5, 1, "the document is a list, not a game "
	    "(a mapping with game: ingenious)");
	cr_expect_eq(REC->usable, 0);
	cr_expect_eq(REC->game, 2);
	cr_assert_eq(next_game(), 1);
	expect(D_NOT_A_GAME, 0, 8, 1, "the document is the text 'just text', "
	    "not a game");
	cr_assert_eq(next_game(), 1);
	expect(D_NOT_A_GAME, 0, 9, 1, "the document is empty, not a game");
	cr_assert_eq(next_game(), 1);
	expect_count(0);
	cr_expect_eq(REC->game, 5);
	cr_expect_eq(REC->usable, 1);
	cr_expect_eq(REC->nplayers, 2);
	cr_assert_eq(next_game(), 0);
}

Test(reader, broken_game_in_the_middle_does_not_stop_the_stream)
{
	cr_assert_eq(read_str(GAME "---\ngame: ingenious\nvariant: dual\n"
	    "players: [A]\nmoves:\n  - place: RX A9 M10\n---\n" GAME), 1);
	cr_assert_eq(next_game(), 1);
	cr_expect_eq(REC->usable, 0);
	expect(D_BAD_VALUE, 0, 6, 10, "variant must be standard, solo, team or "
	    "duel, not 'dual'");
	expect(D_BAD_TILE, 1, 9, 12, "tile 'RX' is not two colour letters");
	expect(D_BAD_CELL, 1, 9, 15, "cell 'A9' is not on the board");
	cr_assert_eq(next_game(), 1);
	expect_count(0);
	cr_expect_eq(REC->game, 3);
	cr_expect_eq(REC->usable, 1);
}

/* bad-value */

Test(reader, bad_header_words)
{
	cr_assert_eq(read_str(HDR "moves: []\nrules: fide\ntiles: [x]\n"
	    "format: 2\ncorners: RGBOY\ndate: 14.3.2026\nevent: {a: b}\n"), 1);
	expect(D_BAD_VALUE, 0, 4, 8, "rules must be kosmos or mso, not 'fide'");
	expect(D_BAD_VALUE, 0, 5, 8, "tiles must be standard or travel, not "
	    "a list");
	expect(D_BAD_VALUE, 0, 6, 9, "format must be 1, not '2'");
	expect(D_BAD_VALUE, 0, 7, 10, "corners must be six colour letters, one "
	    "of each colour, not 'RGBOY'");
	expect(D_BAD_VALUE, 0, 8, 7, "date must be a date written YYYY-MM-DD, "
	    "not '14.3.2026'");
	expect(D_BAD_VALUE, 0, 9, 8, "event must be text, not a mapping");
	expect_count(6);
	cr_expect_eq(REC->usable, 0);
}

Test(reader, corners_need_each_colour_once)
{
	cr_assert_eq(read_str(GAME "corners: RGBOYY\n"), 1);
	expect(D_BAD_VALUE, 0, 4, 10, "corners 'RGBOYY' names a colour twice "
	    "('Y')");
	fini();
	cr_assert_eq(read_str(GAME "corners: RGBOYX\n"), 1);
	expect(D_BAD_VALUE, 0, 4, 10, "corners 'RGBOYX': 'X' is not a colour "
	    "letter");
}

Test(reader, date_must_exist)
{
	cr_assert_eq(read_str(GAME "date: 2025-02-29\n"), 1);
	expect(D_BAD_VALUE, 0, 4, 7, "date must be a date written YYYY-MM-DD, "
	    "not '2025-02-29'");
	fini();
	cr_assert_eq(read_str(GAME "date: 2024-02-29\n"), 1);
	expect_count(0);
}

Test(reader, bad_variant_makes_the_game_unusable)
{
	cr_assert_eq(read_str(GAME "variant: chess\n"), 1);
	expect(D_BAD_VALUE, 0, 4, 10, "variant must be standard, solo, team or "
	    "duel, not 'chess'");
	cr_expect_eq(REC->usable, 0);
}

Test(reader, variant_one_slip_from_a_word_is_read_as_it)
{
	cr_assert_eq(read_str(GAME "variant: dual\n"), 1);
	expect(D_BAD_VALUE, 0, 4, 10, "variant must be standard, solo, team or "
	    "duel, not 'dual'");
	cr_expect_eq(REC->usable, 1);
	cr_expect_eq(REC->rules.variant, VARIANT_DUEL);
}

Test(reader, players_must_be_distinct_non_empty_names)
{
	cr_assert_eq(read_str("game: ingenious\nplayers: [Anna, '', Anna, "
	    "[x]]\nmoves: []\n"), 1);
	expect(D_BAD_VALUE, 0, 2, 17, "a player's name is empty");
	expect(D_BAD_VALUE, 0, 2, 21, "player 'Anna' is named twice");
	expect(D_BAD_VALUE, 0, 2, 27, "a player's name must be text, not a "
	    "list");
	cr_expect_eq(REC->usable, 0);
	fini();
	/* One name alone (names with commas: test_paper_slips.c). */
	cr_assert_eq(read_str("game: ingenious\nplayers: Anna\n"
	    "moves: []\n"), 1);
	expect(D_BAD_VALUE, 0, 2, 10, "players must be a list of names, not "
	    "text");
	cr_expect_eq(REC->usable, 0);
}

Test(reader, claim_values_must_be_whole_numbers)
{
	cr_assert_eq(read_str(HDR "moves:\n  - place: RG M9 M10\n"
	    "    score: {R: -1, G: x, Q: 2, B: [1]}\n"
	    "    total: {R: 3, r: 4}\n"
	    "    bonus: [R, X]\n"
	    "  - place: RG M11 M12\n    score: 3\n    bonus: RB\n"), 1);
	expect(D_BAD_VALUE, 1, 5, 16, "score for red must be a whole number "
	    "from 0 to 32767, not '-1'");
	expect(D_BAD_VALUE, 1, 5, 23, "score for green must be a whole number "
	    "from 0 to 32767, not 'x'");
	expect(D_BAD_VALUE, 1, 5, 26, "'Q' in score is not a colour letter "
	    "(R, O, Y, G, B or P)");
	expect(D_BAD_VALUE, 1, 5, 35, "score for blue must be a number, not "
	    "a list");
	expect(D_DUPLICATE_KEY, 1, 6, 19, "colour R appears twice in total");
	/*
	 * A call with an item that is no colour, a score that is a number
	 * and a call that is a word: kept as unreadable claims, for the
	 * replay to report with the value it computes.
	 */
	expect_count(5);
	cr_expect_eq(REC->moves[0].score.has, 0);
	cr_expect_eq(REC->moves[0].total.has, 1 << RED);
	cr_expect_eq(REC->moves[0].total.v[RED], 3);
	cr_expect_eq(REC->moves[0].has_bonus, 0, "a half-read bonus is no claim");
	cr_expect_eq(REC->moves[0].bonus_unread, 1);
	cr_expect_eq(REC->moves[1].score.bad, CLAIM_UNREAD);
	cr_expect_eq(REC->moves[1].bonus_unread, 1);
	cr_assert_not_null(REC->unread);
	cr_expect_eq(REC->unread->move, 0);
	cr_expect_eq(REC->unread->key, UK_BONUS);
	cr_expect_eq(REC->unread->form, UF_LIST);
	cr_assert_not_null(REC->unread->next);
	cr_expect_eq(REC->unread->next->key, UK_SCORE);
	cr_expect_eq(REC->unread->next->form, UF_NUMBER);
	cr_expect_eq(REC->unread->next->num[0], 3);
	cr_assert_not_null(REC->unread->next->next);
	cr_expect_eq(REC->unread->next->next->form, UF_WORD);
	cr_expect_str_eq(REC->unread->next->next->show, "RB");
	cr_expect_null(REC->unread->next->next->next);
	cr_expect_eq(REC->usable, 1, "bad claims do not stop the replay");
}

Test(reader, claim_not_a_map_is_kept_with_its_numbers)
{
	cr_assert_eq(read_str(HDR "moves:\n  - place: RG M9 M10\n"
	    "    score: [0, 3]\n    total:\n      - 1\n      - x\n"), 1);
	expect_count(0);
	cr_assert_not_null(REC->unread);
	cr_expect_eq(REC->unread->form, UF_NUMBERS);
	cr_expect_eq(REC->unread->n, 2);
	cr_expect_eq(REC->unread->num[0], 0);
	cr_expect_eq(REC->unread->num[1], 3);
	cr_expect_eq(REC->unread->pos.line, 5);
	cr_expect_eq(REC->unread->pos.len, 6, "the list's whole extent");
	cr_assert_not_null(REC->unread->next);
	cr_expect_eq(REC->unread->next->key, UK_TOTAL);
	cr_expect_eq(REC->unread->next->form, UF_LIST);
	cr_expect_eq(REC->moves[0].total.bad, CLAIM_UNREAD);
}

Test(reader, negative_totals_only_in_the_duel)
{
	cr_assert_eq(read_str(HDR "moves:\n  - place: RG M9 M10\n"
	    "    total: {R: -2}\n"), 1);
	expect(D_BAD_VALUE, 1, 5, 16, "total for red must not be negative, "
	    "not -2");
	cr_expect_eq(REC->moves[0].total.has, 0);
	fini();
	cr_assert_eq(read_str(HDR "variant: duel\nmoves:\n"
	    "  - place: RG M9 M10\n    total: {R: -2}\n"), 1);
	expect_count(0);
	cr_expect_eq(REC->moves[0].total.v[RED], -2);
}

Test(reader, flag_must_be_time)
{
	cr_assert_eq(read_str(HDR "moves:\n  - flag: tea\n"), 1);
	expect(D_BAD_VALUE, 1, 4, 11, "flag must be 'time', not 'tea'");
	cr_expect_eq(REC->moves[0].action, ACT_NONE);
	expect_count(1);
}

Test(reader, wrong_shapes_are_bad_values)
{
	cr_assert_eq(read_str(HDR "racks: [RG]\nresult: 3\nwinner: [A]\n"
	    "moves: {a: b}\n"), 1);
	expect(D_BAD_VALUE, 0, 3, 8, "racks must map each player to a list of "
	    "tiles, not a list");
	expect(D_BAD_VALUE, 0, 4, 9, "result must map each player to a map of "
	    "colour letters to numbers, not text");
	expect(D_BAD_VALUE, 0, 5, 9, "winner must be a player's name or "
	    "'draw', not a list");
	expect(D_BAD_VALUE, 0, 6, 8, "moves must be a list of move entries, "
	    "not a mapping");
	expect_count(4);
	cr_expect_eq(REC->usable, 0);
}

/* missing-key */

Test(reader, players_and_moves_are_required)
{
	cr_assert_eq(read_str("game: ingenious\n"), 1);
	expect(D_MISSING_KEY, 0, 1, 1, "the game has no 'players' key");
	expect(D_MISSING_KEY, 0, 1, 1, "the game has no 'moves' key");
	expect_count(2);
	cr_expect_eq(REC->usable, 0);
}

/* unknown-key */

Test(reader, unknown_keys_are_warned_and_skipped)
{
	cr_assert_eq(read_str(GAME "colour: {deep: [1, 2, {x: y}]}\n"
	    "moves2: []\n"), 1);
	expect(D_UNKNOWN_KEY, 0, 4, 1, "unknown key 'colour' in the game");
	expect(D_UNKNOWN_KEY, 0, 5, 1, "unknown key 'moves2' in the game");
	expect_count(2);
	expect_fix(D_UNKNOWN_KEY, "unknown key 'colour' in the game", NULL,
	    NULL, NULL);
	/* Near moves, which the game has: not it, and no fix. */
	expect_fix(D_UNKNOWN_KEY, "unknown key 'moves2' in the game", NULL,
	    NULL, NULL);
	cr_expect_eq(REC->usable, 1, "unknown keys are only warnings");
	cr_expect_eq(diag_info(D_UNKNOWN_KEY)->sev, SEV_WARNING);
}

Test(reader, a_header_key_misspelt_is_read_as_the_key_the_game_lacks)
{
	/* One slip from moves and from result: read as them. */
	cr_assert_eq(read_str(HDR "moevs:\n  - {place: RG M9 M10, player: "
	    "Anna}\nreslut: {Anna: {R: 1}, Ben: {}}\n"), 1);
	expect(D_MISSPELT_KEY, 0, 3, 1, "unknown key 'moevs' in the game");
	expect_fix(D_MISSPELT_KEY, "unknown key 'moevs' in the game", "moves", "It is read as moves", HDR "moves:\n  - "
	    "{place: RG M9 M10, player: Anna}\nreslut: {Anna: {R: 1}, Ben: "
	    "{}}\n");
	expect_fix(D_MISSPELT_KEY, "unknown key 'reslut' in the game",
	    "result", "It is read as result", HDR "moevs:\n"
	    "  - {place: RG M9 M10, player: Anna}\nresult: {Anna: {R: 1}, "
	    "Ben: {}}\n");
	cr_expect_eq(REC->nmoves, 1, "the moves are read");
	expect_count(2);
}

Test(reader, a_header_key_two_slips_away_or_the_games_own_is_not_read_as_it)
{
	/* Two slips from moves: a fix, but the moves are not read. */
	cr_assert_eq(read_str(HDR "mvose:\n  - {place: RG M9 M10, player: "
	    "Anna}\n"), 1);
	expect_fix(D_UNKNOWN_KEY, "unknown key 'mvose' in the game", "moves",
	    NULL, HDR "moves:\n  - {place: RG M9 M10, player: Anna}\n");
	cr_expect_eq(REC->nmoves, 0);
	fini();
	/* The players key after one near it: that one stays unknown. */
	cr_assert_eq(read_str("game: ingenious\nplayrs: [Cleo]\nplayers: "
	    "[Anna, Ben]\nmoves: []\n"), 1);
	expect(D_UNKNOWN_KEY, 0, 2, 1, "unknown key 'playrs' in the game");
	expect_fix(D_UNKNOWN_KEY, "unknown key 'playrs' in the game", NULL,
	    NULL, NULL);
	expect_count(1);
	cr_expect_eq(REC->nplayers, 2);
}

Test(reader, a_players_name_written_as_a_key_is_the_entrys_player)
{
	cr_assert_eq(read_str(HDR "moves:\n  - {place: RG M9 M10, Anna}\n"
	    "  - {place: RG M11 M12, Bne}\n  - {place: RG M7 M8, Anna: 3}\n"),
	    1);
	expect(D_BAD_MOVE, 1, 4, 24, "the player's name 'Anna' is written "
	    "without its key");
	expect_fix(D_BAD_MOVE, "the player's name 'Anna' is written without "
	    "its key", "player: Anna", "it is a player's name", HDR "moves:\n"
	    "  - {place: RG M9 M10, player: Anna}\n  - {place: RG M11 M12, "
	    "Bne}\n  - {place: RG M7 M8, Anna: 3}\n");
	cr_expect_eq(REC->moves[0].player, 0);
	/* One slip from a name: the key put back, and the name mended. */
	expect(D_BAD_MOVE, 2, 5, 25, "the player's name 'Bne' is written "
	    "without its key");
	cr_expect_eq(REC->moves[1].player, 1);
	/* A name with a value is no player's name left keyless. */
	expect(D_UNKNOWN_KEY, 3, 6, 23, "unknown key 'Anna' in move entry");
}

Test(reader, unknown_move_key_and_upper_case_hint)
{
	cr_assert_eq(read_str(HDR "moves:\n  - place: RG M9 M10\n"
	    "    scroe: {R: 1}\n  - Place: RG M11 M12\n"), 1);
	/* A claim key misspelt: an error, the claim is not checked. */
	expect(D_MISSPELT_CLAIM, 1, 5, 5, "unknown key 'scroe' in move entry");
	expect_fix(D_MISSPELT_CLAIM, "unknown key 'scroe' in move entry",
	    "score", "The claim is not checked", HDR "moves:\n  - place: RG "
	    "M9 M10\n    score: {R: 1}\n  - Place: RG M11 M12\n");
	/* An action in capitals, in an entry without one: read as meant. */
	expect(D_BAD_MOVE, 2, 6, 5, "unknown key 'Place' in move entry "
	    "(keys are lower case)");
	expect_fix(D_BAD_MOVE, "unknown key 'Place' in move entry (keys are "
	    "lower case)", "place", "It is read as place", HDR "moves:\n  - "
	    "place: RG M9 M10\n    scroe: {R: 1}\n  - place: RG M11 M12\n");
	cr_expect_eq(diag_info(D_MISSPELT_CLAIM)->sev, SEV_ERROR);
	expect_count(2);
	cr_expect_eq(REC->moves[1].action, ACT_PLACE);
	cr_expect_eq(REC->moves[0].score.has, 0);
}

/* An action key misspelt is read as meant: else the turn would be lost. */
Test(reader, misspelt_action_key_is_read_as_meant)
{
	cr_assert_eq(read_str(HDR "moves:\n  - palce: RG M9 M10\n"
	    "  - {place: RG M11 M12, palce: RG M9 M10}\n  - flga: time\n"),
	    1);
	expect(D_BAD_MOVE, 1, 4, 5, "unknown key 'palce' in move entry");
	expect_fix(D_BAD_MOVE, "unknown key 'palce' in move entry", "place",
	    "It is read as place", HDR "moves:\n  - place: RG M9 M10\n"
	    "  - {place: RG M11 M12, palce: RG M9 M10}\n  - flga: time\n");
	cr_expect_eq(REC->moves[0].action, ACT_PLACE);
	cr_expect_eq(REC->moves[0].place_ok, 1);
	/* With an action already, it is only an unknown key. */
	expect(D_UNKNOWN_KEY, 2, 5, 25, "unknown key 'palce' in move entry");
	expect_fix(D_UNKNOWN_KEY, "unknown key 'palce' in move entry", "place",
	    NULL, HDR "moves:\n  - palce: RG M9 M10\n"
	    "  - {place: RG M11 M12, place: RG M9 M10}\n  - flga: time\n");
	cr_expect_eq(REC->moves[2].action, ACT_FLAG);
	expect_count(3);
}

/* bad-tile */

Test(reader, bad_tiles_in_every_list)
{
	cr_assert_eq(read_str(HDR "racks: {Anna: [RG, rx, BB, OO, YY, PP]}\n"
	    "moves:\n  - swap: [RG, RGB]\n  - place: R M9 M10\n"
	    "    draw: [GG, {a: 1}]\n"), 1);
	expect(D_BAD_TILE, 0, 3, 20, "tile 'rx' is not two colour letters");
	expect(D_BAD_TILE, 1, 5, 16, "tile 'RGB' is not two colour letters");
	expect(D_BAD_TILE, 2, 6, 12, "tile 'R' is not two colour letters");
	expect(D_BAD_TILE, 2, 7, 16, "a tile must be two colour letters, not "
	    "a mapping");
	expect_count(4);
	cr_expect_eq(REC->has_rack[0], 0, "a rack with a bad tile is unknown");
	cr_expect_eq(REC->moves[0].action, ACT_NONE);
	cr_expect_eq(REC->moves[1].action, ACT_PLACE);
	cr_expect_eq(REC->moves[1].place_ok, 0);
	cr_expect_eq(REC->moves[1].has_draw, 0);
}

/* A tile word that cannot be read keeps the cells, its letters and their
   order, and its span: the referee reads the tile from the score. */
Test(reader, bad_tile_keeps_cells_and_letters)
{
	cr_assert_eq(read_str(HDR "moves:\n  - place: YXBB K5 K6\n"
	    "  - place: Q K7 K8\n"), 1);
	expect(D_BAD_TILE, 1, 4, 12, "tile 'YXBB' is not two colour letters");
	expect(D_BAD_TILE, 2, 5, 12, "tile 'Q' is not two colour letters");
	cr_expect_eq(REC->moves[0].place_ok, 0);
	cr_expect_eq(REC->moves[0].place.a, board_parse_cell("K5", 2));
	cr_expect_eq(REC->moves[0].place.b, board_parse_cell("K6", 2));
	cr_expect_eq(REC->moves[0].tile_letters, (1u << YELLOW) | (1u << BLUE));
	cr_expect_eq(REC->moves[0].tile_lead.a, YELLOW);
	cr_expect_eq(REC->moves[0].tile_lead.b, BLUE);
	cr_expect_eq(REC->moves[0].tile_pos.col, 12);
	cr_expect_eq(REC->moves[0].tile_pos.len, 4);
	cr_expect_eq(REC->moves[1].tile_letters, 0, "no colour letter");
	cr_expect_eq(REC->moves[1].place.a, board_parse_cell("K7", 2));
}

/* bad-cell */

Test(reader, cells_off_the_board)
{
	cr_assert_eq(read_str(HDR "moves:\n  - place: RG A9 P1\n"
	    "  - place: RG H0 H16\n  - place: RG M9 M10\n"), 1);
	expect(D_BAD_CELL, 1, 4, 15, "cell 'A9' is not on the board");
	expect(D_BAD_CELL, 1, 4, 18, "cell 'P1' is not on the board");
	expect(D_BAD_CELL, 2, 5, 15, "cell 'H0' is not on the board");
	expect(D_BAD_CELL, 2, 5, 18, "cell 'H16' is not on the board");
	expect_count(4);
	cr_expect_eq(REC->moves[0].place_ok, 0);
	cr_expect_eq(REC->moves[2].place_ok, 1);
	cr_expect_eq(REC->usable, 1);
}

/* bad-move */

/*
 * A place text a hand wrote: reported once with the text as it should
 * be, and read as meant.
 */
Test(reader, place_text_written_loosely_is_read_as_meant)
{
	static const struct {
		const char	*text;
		int		 col;	/* of the text */
		const char	*fixed;	/* with the fix's edits made */
	} cases[] = {
		{ "OB D7-E7", 12, "OB D7 E7" },
		{ "OB D7,E7", 12, "OB D7 E7" },
		{ "ob d7-e7", 12, "ob d7 e7" },
		{ "'OB  D7 E7'", 12, "'OB D7 E7'" },
		{ "OB D7, E7", 12, "OB D7 E7" },
		{ "\"Ob D7 E7 \"", 12, "\"Ob D7 E7\"" },
		{ "OB-D7-E7", 12, "OB D7 E7" },
		{ "OB\tD7 E7", 12, "OB D7 E7" },
		{ "OB D7/E7", 12, "OB D7 E7" },
		{ "OB D7 ; E7", 12, "OB D7 E7" },
		{ "\"OB\\tD7 E7\"", 12, "OB D7 E7" },
		{ "OB D7.E7", 12, "OB D7 E7" },
		{ "OB D7_E7", 12, "OB D7 E7" },
		{ "OB D7 \u2013 E7", 12, "OB D7 E7" },
		{ "(OB D7 E7)", 12, "OB D7 E7" },
	};
	char	 yaml[256], want[256];
	size_t	 i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		snprintf(yaml, sizeof(yaml), HDR "moves:\n  - place: %s\n",
		    cases[i].text);
		cr_assert_eq(read_str(yaml), 1);
		cr_assert_eq(D.len, 1, "%s:\n%s", cases[i].text, listing());
		cr_expect_eq(D.v[0].code, D_BAD_MOVE);
		cr_expect_eq(D.v[0].pos.line, 4);
		cr_expect_eq(D.v[0].pos.col, cases[i].col);
		cr_expect_not_null(strstr(D.v[0].msg, "': a tile and two "
		    "cells are written one space apart"), "%s", D.v[0].msg);
		cr_assert_not_null(D.v[0].fix);
		cr_expect_str_eq(D.v[0].fix, "OB D7 E7");
		cr_expect_str_eq(D.v[0].why, "It is read as that");
		snprintf(want, sizeof(want), HDR "moves:\n  - place: %s\n",
		    cases[i].fixed);
		expect_fix(D_BAD_MOVE, D.v[0].msg, "OB D7 E7",
		    "It is read as that", want);
		cr_expect_eq(REC->moves[0].place_ok, 1);
		cr_expect_eq(REC->moves[0].place.tile.a, ORANGE);
		cr_expect_eq(REC->moves[0].place.tile.b, BLUE);
		cr_expect_eq(REC->moves[0].place.a, board_parse_cell("D7", 2));
		cr_expect_eq(REC->moves[0].place.b, board_parse_cell("E7", 2));
		fini();
	}
	snprintf(want, sizeof(want), "%s", "place text 'OB D7-E7': a tile and "
	    "two cells are written one space apart");
	cr_assert_eq(read_str(HDR "moves:\n  - place: OB D7-E7\n"), 1);
	expect(D_BAD_MOVE, 1, 4, 12, want);
}

/*
 * A comma inside braces ends the value: the place text cut short by it
 * and the keys after it with no value are read back together, the fix a
 * blank for each comma.
 */
Test(reader, place_text_cut_by_a_comma_in_braces_is_read_whole)
{
	static const struct {
		const char	*entry;
		const char	*fixed;
	} cases[] = {
		{ "{place: OB D7,E7}", "{place: OB D7 E7}" },
		{ "{place: OB D7, E7, player: Ben}",
		    "{place: OB D7 E7, player: Ben}" },
		{ "{place: OB,D7 E7}", "{place: OB D7 E7}" },
		{ "{place: OB, D7, E7}", "{place: OB D7 E7}" },
		{ "{place: OB D7,E7 , player: Ben}",
		    "{place: OB D7 E7 , player: Ben}" },
	};
	char	 yaml[256], want[256];
	size_t	 i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		snprintf(yaml, sizeof(yaml), HDR "moves:\n  - %s\n",
		    cases[i].entry);
		cr_assert_eq(read_str(yaml), 1);
		cr_assert_eq(D.len, 1, "%s:\n%s", cases[i].entry, listing());
		cr_expect_eq(D.v[0].code, D_BAD_MOVE);
		cr_expect_eq(D.v[0].pos.col, 13);
		cr_expect_not_null(strstr(D.v[0].msg, "is cut short by a comma"),
		    "%s", D.v[0].msg);
		snprintf(want, sizeof(want), HDR "moves:\n  - %s\n",
		    cases[i].fixed);
		expect_fix(D_BAD_MOVE, D.v[0].msg, "OB D7 E7",
		    "It is read as that", want);
		cr_expect_eq(REC->moves[0].place_ok, 1);
		cr_expect_eq(REC->moves[0].place.a, board_parse_cell("D7", 2));
		cr_expect_eq(REC->moves[0].place.b, board_parse_cell("E7", 2));
		fini();
	}
}

/*
 * Not the rest of a place text: a key with a value, a key of the
 * notation, or nothing after it.
 */
Test(reader, place_text_cut_short_by_other_keys_is_reported_as_it_is)
{
	cr_assert_eq(read_str(HDR "moves:\n  - {place: OB D7,E7: x}\n"
	    "  - {place: OB D8,score: {O: 1}}\n  - {place: OB D9}\n"
	    "  - {place: OB D6,E7 F8}\n"), 1);
	expect(D_BAD_MOVE, 1, 4, 13, "place text 'OB D7' must be a tile and "
	    "two cells");
	expect(D_UNKNOWN_KEY, 1, 4, 19, "unknown key 'E7' in move entry");
	expect(D_BAD_MOVE, 2, 5, 13, "place text 'OB D8' must be a tile and "
	    "two cells");
	expect(D_BAD_MOVE, 3, 6, 13, "place text 'OB D9' must be a tile and "
	    "two cells");
	expect(D_BAD_MOVE, 4, 7, 13, "place text 'OB D6' must be a tile and "
	    "two cells");
	expect(D_UNKNOWN_KEY, 4, 7, 19, "unknown key 'E7 F8' in move entry");
	expect_count(6);
	cr_expect_eq(REC->moves[0].place_ok, 0);
}

Test(reader, place_text_loose_and_wrong_reports_only_the_wrong_word)
{
	cr_assert_eq(read_str(HDR "moves:\n  - place: OB D7-X7\n"), 1);
	expect(D_BAD_CELL, 1, 4, 18, "cell 'X7' is not on the board");
	expect_count(1);
	cr_expect_eq(REC->moves[0].place_ok, 0);
}

/* One word wrong and one near it: the fix is the whole entry. */
Test(reader, place_text_with_a_misspelt_word_has_the_entry_as_fix)
{
	cr_assert_eq(read_str(HDR "moves:\n  - place: RG 8M M10\n"
	    "  - place: RQG M9 M10\n  - place: RG 8M 01O\n"), 1);
	expect(D_BAD_CELL, 1, 4, 15, "cell '8M' is not on the board");
	expect(D_BAD_TILE, 2, 5, 12, "tile 'RQG' is not two colour letters");
	expect_fix(D_BAD_CELL, "cell '8M' is not on the board", "RG M8 M10",
	    NULL, HDR "moves:\n  - place: RG M8 M10\n"
	    "  - place: RQG M9 M10\n  - place: RG 8M 01O\n");
	expect_fix(D_BAD_TILE, "tile 'RQG' is not two colour letters",
	    "RG M9 M10", NULL, HDR "moves:\n  - place: RG 8M M10\n"
	    "  - place: RG M9 M10\n  - place: RG 8M 01O\n");
	/* Two words wrong: each its own word, no entry. */
	cr_expect_eq(D.len, 4, "%s", listing());
	cr_expect_str_eq(D.v[2].fix, "M8");
	cr_expect_eq(REC->moves[0].place_ok, 0, "not read as the fix");
	cr_expect_eq(REC->moves[0].place.a, NO_CELL);
}

Test(reader, place_text_as_written_is_no_finding)
{
	cr_assert_eq(read_str(HDR "moves:\n  - place: OB D7 E7\n"
	    "  - place: 'rg m9 M10'\n  - place: RG   M10   M11\n"), 1);
	/* Only the third, with its extra blanks: case does not matter. */
	expect_count(1);
	cr_expect_eq(D.v[0].move, 3);
	cr_expect_str_eq(D.v[0].fix, "RG M10 M11");
}

Test(reader, move_entry_needs_exactly_one_action)
{
	cr_assert_eq(read_str(HDR "moves:\n  - player: Anna\n"
	    "  - place: RG M9 M10\n    swap: [RG]\n"
	    "  - place: RG M9\n  - RG M9 M10\n  - place: [RG, M9, M10]\n"), 1);
	expect(D_BAD_MOVE, 1, 4, 5, "a move entry needs one of place, swap or "
	    "flag");
	expect(D_BAD_MOVE, 2, 6, 5, "a move entry has two actions: place and "
	    "swap");
	expect(D_BAD_MOVE, 3, 7, 12, "place text 'RG M9' must be a tile and two "
	    "cells");
	expect(D_BAD_MOVE, 4, 8, 5, "a move entry must be a mapping with place, "
	    "swap or flag, not text");
	expect(D_BAD_MOVE, 5, 9, 12, "place must be text like 'RG M9 M10', not "
	    "a list");
	expect_count(5);
	cr_assert_eq(REC->nmoves, 5, "every entry keeps its number");
	cr_expect_eq(REC->moves[0].action, ACT_NONE);
	cr_expect_eq(REC->moves[1].action, ACT_NONE);
	cr_expect_eq(REC->moves[2].action, ACT_PLACE);
	cr_expect_eq(REC->moves[2].place_ok, 0);
	cr_expect_eq(REC->moves[3].action, ACT_NONE);
}

/* player-count */

Test(reader, player_count_must_fit_the_variant)
{
	cr_assert_eq(read_str("game: ingenious\nplayers: [A, B, C, D, E]\n"
	    "moves: []\n"), 1);
	expect(D_PLAYER_COUNT, 0, 2, 10, "a standard game needs 2 to 4 players, "
	    "this one has 5");
	expect_count(1);
	cr_expect_eq(REC->usable, 0);
	fini();
	cr_assert_eq(read_str("game: ingenious\nvariant: team\n"
	    "players: [A, B, C]\nmoves: []\n"), 1);
	expect(D_PLAYER_COUNT, 0, 3, 10, "a team game needs 4 players, this one "
	    "has 3");
	fini();
	cr_assert_eq(read_str("game: ingenious\nvariant: solo\n"
	    "players: [A, B]\nmoves: []\n"), 1);
	expect(D_PLAYER_COUNT, 0, 3, 10, "a solo game needs 1 player, this one "
	    "has 2");
	fini();
	cr_assert_eq(read_str("game: ingenious\nvariant: duel\n"
	    "players: []\nmoves: []\n"), 1);
	expect(D_PLAYER_COUNT, 0, 3, 10, "a duel game needs 2 players, this one "
	    "has 0");
}

/* unknown-player */

Test(reader, names_must_be_players)
{
	cr_assert_eq(read_str(HDR "racks: {Bob: [RR]}\nresult: {Cleo: {R: 1}}\n"
	    "winner: Dora\nmoves:\n  - place: RG M9 M10\n    player: Eve\n"), 1);
	expect(D_UNKNOWN_PLAYER, 0, 3, 9, "'Bob' is not one of the players");
	expect(D_UNKNOWN_PLAYER, 0, 4, 10, "'Cleo' is not one of the players");
	expect(D_UNKNOWN_PLAYER, 0, 5, 9, "'Dora' is not one of the players "
	    "(or 'draw')");
	/* A move entry's name: marked for the replay to report, with the
	   turn's player as its fix. */
	expect_count(3);
	cr_expect_eq(REC->moves[0].player, -1);
	cr_assert_not_null(REC->moves[0].player_unknown);
	cr_expect_str_eq(REC->moves[0].player_unknown, "Eve");
	cr_expect_eq(REC->has_winner, 0);
}

/* A game not replayed: the reader reports the names marked itself. */
Test(reader, names_marked_on_entries_reported_when_not_replayed)
{
	cr_assert_eq(read_str("game: ingenious\nplayers: [Anna, Ben]\n"
	    "variant: chess\nmoves:\n  - place: RG M9 M10\n"
	    "    player: Eve\n"), 1);
	cr_expect_eq(REC->usable, 0);
	expect(D_UNKNOWN_PLAYER, 1, 6, 13, "'Eve' is not one of the players");
}

Test(reader, names_before_the_players_are_checked_at_the_end)
{
	cr_assert_eq(read_str("game: ingenious\nmoves:\n  - place: RG M9 M10\n"
	    "    player: Eve\n  - place: RG M11 M12\n    player: Ben\n"
	    "winner: Dora\nplayers: [Anna, Ben]\n"), 1);
	expect(D_UNKNOWN_PLAYER, 0, 7, 9, "'Dora' is not one of the players "
	    "(or 'draw')");
	expect_count(1);
	cr_expect_str_eq(REC->moves[0].player_unknown, "Eve");
	cr_expect_eq(REC->moves[1].player, 1);
	cr_expect_null(REC->moves[1].player_unknown);
}

/* duplicate-key */

Test(reader, duplicate_keys_keep_the_first)
{
	cr_assert_eq(read_str(GAME "event: One\nevent: Two\n"
	    "racks: {Anna: [RR], Anna: [GG]}\n"), 1);
	expect(D_DUPLICATE_KEY, 0, 5, 1, "key 'event' appears twice in the "
	    "game; the first is used");
	expect(D_DUPLICATE_KEY, 0, 6, 21, "'Anna' appears twice in racks");
	expect_count(2);
	cr_expect_str_eq(REC->event, "One");
	cr_expect_eq(REC->racks[0].n, 1);
	expect_tile(REC->racks[0].v[0], "RR");
}

Test(reader, duplicate_move_key)
{
	cr_assert_eq(read_str(HDR "moves:\n  - place: RG M9 M10\n"
	    "    note: a\n    note: b\n"), 1);
	expect(D_DUPLICATE_KEY, 1, 6, 5, "key 'note' appears twice in the move "
	    "entry; the first is used");
	cr_expect_str_eq(REC->moves[0].note, "a");
}

/* limit */

Test(reader, aliases_are_refused)
{
	cr_assert_eq(read_str(HDR "event: &e Club\nsite: *e\nmoves:\n"
	    "  - &m {place: RG M9 M10}\n  - *m\n"), 1);
	expect(D_LIMIT, 0, 4, 7, "aliases are not supported ('*e')");
	expect(D_LIMIT, 2, 7, 5, "aliases are not supported ('*m')");
	expect_count(2);
	cr_expect_null(REC->site);
	cr_expect_eq(REC->nmoves, 2);
	cr_expect_eq(REC->moves[1].action, ACT_NONE);
}

Test(reader, billion_laughs_is_refused_without_expansion)
{
	cr_assert_eq(read_str(GAME "lol:\n  a: &a [x, x, x, x, x, x, x, x]\n"
	    "  b: &b [*a, *a, *a, *a, *a, *a, *a, *a]\n"
	    "  c: &c [*b, *b, *b, *b, *b, *b, *b, *b]\n"
	    "  d: &d [*c, *c, *c, *c, *c, *c, *c, *c]\n"
	    "  e: [*d, *d, *d, *d, *d, *d, *d, *d]\n"), 1);
	cr_expect_eq(count_code(D_LIMIT), 32);
	cr_expect_eq(REC->usable, 1);
}

Test(reader, scalar_longer_than_64_kib_is_refused)
{
	size_t	 n = 64 * 1024, off;

	BUF = malloc(2 * n + 256);
	off = (size_t)sprintf(BUF, GAME "description: ");
	memset(BUF + off, 'a', n);
	off += n;
	off += (size_t)sprintf(BUF + off, "\nnote: ");
	memset(BUF + off, 'b', n + 1);
	strcpy(BUF + off + n + 1, "\n");
	cr_assert_eq(read_str(BUF), 1);
	cr_assert_not_null(REC->description, "64 KiB is allowed");
	cr_expect_eq(strlen(REC->description), n);
	expect(D_UNKNOWN_KEY, 0, 5, 1, "unknown key 'note' in the game");
	expect(D_LIMIT, 0, 5, 7, "a scalar of 65537 bytes is longer than the "
	    "limit of 65536");
	expect_count(2);
}

Test(reader, long_note_past_the_limit_is_dropped)
{
	size_t	 n = 64 * 1024 + 1, off;

	BUF = malloc(n + 256);
	off = (size_t)sprintf(BUF, HDR "moves:\n  - place: RG M9 M10\n"
	    "    note: ");
	memset(BUF + off, 'x', n);
	strcpy(BUF + off + n, "\n");
	cr_assert_eq(read_str(BUF), 1);
	expect(D_LIMIT, 1, 5, 11, "a scalar of 65537 bytes is longer than the "
	    "limit of 65536");
	expect_count(1);
	cr_expect_null(REC->moves[0].note);
}

/*
 * Nesting past 64 levels ends the stream: libyaml's time per token grows
 * with the depth of flow collections, so 200000 brackets would take
 * minutes.  The games before are read; the limit is reported where the
 * 65th level opens.
 */
Test(reader, nesting_deeper_than_64_levels_ends_the_stream, .timeout = 20)
{
	int	 depth = 200000, i;
	size_t	 off;

	BUF = malloc(2 * (size_t)depth + 256);
	off = (size_t)sprintf(BUF, GAME "---\n" GAME "deep: ");
	for (i = 0; i < depth; i++)
		BUF[off++] = '[';
	for (i = 0; i < depth; i++)
		BUF[off++] = ']';
	strcpy(BUF + off, "\n---\n" GAME);
	cr_assert_eq(read_str(BUF), 1);
	expect_count(0);
	cr_assert_eq(next_game(), -1);
	expect(D_UNKNOWN_KEY, 0, 8, 1, "unknown key 'deep' in the game");
	/* The root mapping is level 1, deep's value level 2. */
	expect(D_LIMIT, 0, 8, 70, "nesting deeper than 64 levels; the rest of "
	    "the input is not read");
	expect_count(2);
	cr_expect_eq(D.v[1].game, 2);
	cr_assert_eq(next_game(), 0);
}

Test(reader, nesting_of_64_levels_is_read)
{
	int	 depth = 63, i;
	size_t	 off;

	BUF = malloc(2 * (size_t)depth + 256);
	off = (size_t)sprintf(BUF, GAME "deep: ");
	for (i = 0; i < depth; i++)
		BUF[off++] = '[';
	for (i = 0; i < depth; i++)
		BUF[off++] = ']';
	strcpy(BUF + off, "\n");
	cr_assert_eq(read_str(BUF), 1);
	expect(D_UNKNOWN_KEY, 0, 4, 1, "unknown key 'deep' in the game");
	expect_count(1);
}

/*
 * A scalar is buffered whole by libyaml: past READER_MAX_GAP bytes with
 * no event, the stream stops, at the end of the node before it.
 */
Test(reader, scalar_of_megabytes_stops_the_stream)
{
	size_t	 n = 5 * 1024 * 1024, off;

	BUF = malloc(n + 256);
	off = (size_t)sprintf(BUF, GAME "description: ");
	memset(BUF + off, 'a', n);
	strcpy(BUF + off + n, "\n");
	cr_assert_eq(read_str(BUF), -1);
	expect(D_LIMIT, 0, 4, 12, "a scalar or comment longer than 4194304 "
	    "bytes; the rest of the input is not read");
	expect_count(1);
}

Test(reader, scalar_under_the_gap_is_only_refused)
{
	size_t	 n = 3 * 1024 * 1024, off;

	BUF = malloc(n + 256);
	off = (size_t)sprintf(BUF, GAME "description: ");
	memset(BUF + off, 'a', n);
	strcpy(BUF + off + n, "\nevent: Club\n");
	cr_assert_eq(read_str(BUF), 1);
	expect(D_LIMIT, 0, 4, 14, "a scalar of 3145728 bytes is longer than "
	    "the limit of 65536");
	expect_count(1);
	cr_expect_str_eq(REC->event, "Club");
}

Test(reader, long_comments_between_nodes_are_fine_up_to_the_gap)
{
	size_t	 n = 100000, i, off;

	BUF = malloc(n * 12 + 256);
	off = (size_t)sprintf(BUF, GAME);
	for (i = 0; i < n; i++)
		off += (size_t)sprintf(BUF + off, "# comment\n");
	strcpy(BUF + off, "event: Club\n");
	cr_assert_eq(read_str(BUF), 1);
	expect_count(0);
	cr_expect_str_eq(REC->event, "Club");
}

/* libyaml's %TAG handling is quadratic in the number of directives. */
Test(reader, directives_in_a_row_are_limited)
{
	size_t	 n = 10000, i, off;

	BUF = malloc(n * 32 + 256);
	off = (size_t)sprintf(BUF, "%%YAML 1.1\n---\n" GAME);
	off += (size_t)sprintf(BUF + off, "---\n" GAME "...\n");
	for (i = 0; i < n; i++)
		off += (size_t)sprintf(BUF + off, "%%TAG !t%zu! tag:x,1:\n", i);
	strcpy(BUF + off, "---\n" GAME);
	cr_assert_eq(read_str(BUF), 1);
	cr_assert_eq(next_game(), 1, "the game before the directives is read");
	expect_count(0);
	cr_assert_eq(next_game(), -1);
	expect(D_LIMIT, 0, 75, 1, "more than 64 directives in a row; the rest "
	    "of the input is not read");
}

Test(reader, directives_of_many_documents_are_counted_apart)
{
	size_t	 n = 200, i, off = 0;
	int	 games = 0;

	BUF = malloc(n * 128 + 256);
	for (i = 0; i < n; i++)
		off += (size_t)sprintf(BUF + off, "%%YAML 1.1\n%%TAG !a! x:\n"
		    "# c\n\n--- !a!b\n" GAME "...\n");
	R = reader_new_mem((const unsigned char *)BUF, off);
	diags_init(&D);
	while (reader_next(R, &REC, &D) == 1)
		games++;
	expect_count(0);
	cr_expect_eq(games, (int)n);
}

/* A million unknown keys are not a million messages in memory. */
Test(reader, diagnostics_of_one_game_are_capped)
{
	size_t	 n = 20000, i, off;

	BUF = malloc(n * 16 + 256);
	off = (size_t)sprintf(BUF, GAME);
	for (i = 0; i < n; i++)
		off += (size_t)sprintf(BUF + off, "k%zu: 1\n", i);
	cr_assert_eq(read_str(BUF), 1);
	expect_count(10001);
	expect(D_LIMIT, 0, 10004, 1, "more than 10000 problems in one game; "
	    "the rest are not reported");
	cr_expect_eq(D.errors, 1);
	cr_expect_eq(D.warnings, 10000);
	cr_expect_eq(REC->usable, 1);
}

/* Texts kept for one game are bounded, whatever the number of moves. */
Test(reader, text_of_one_game_is_bounded)
{
	size_t	 n = 300, i, off, note = 60 * 1024;

	BUF = malloc(n * (note + 32) + 256);
	off = (size_t)sprintf(BUF, HDR "moves:\n");
	for (i = 0; i < n; i++) {
		off += (size_t)sprintf(BUF + off, "- flag: time\n  note: ");
		memset(BUF + off, 'n', note);
		off += note;
		BUF[off++] = '\n';
	}
	BUF[off] = '\0';
	cr_assert_eq(read_str(BUF), -1);
	cr_assert_eq(count_code(D_LIMIT), 1, "%s", listing());
	cr_expect_str_eq(D.v[D.len - 1].msg, "the game holds more than "
	    "16777216 bytes of text; the rest of the input is not read");
	/* Its scalars: 273 notes of 60 KiB and the keys, then the 274th. */
	cr_expect_eq(D.v[D.len - 1].move, 274, "%s", listing());
}

/* A piece of a stream read with an origin far into it has the same limits. */
Test(reader, gap_counts_from_the_origin)
{
	struct reader_origin	 o = { 10u * 1024 * 1024 * 1024, 1000000, 0 };

	R = reader_new_mem((const unsigned char *)GAME, strlen(GAME));
	reader_set_origin(R, &o);
	diags_init(&D);
	cr_assert_eq(reader_next(R, &REC, &D), 1, "%s", listing());
	expect_count(0);
}

Test(reader, more_than_the_move_limit)
{
	size_t	 n = RECORD_MAX_MOVES + 2, i, off;

	BUF = malloc(n * 16 + 64);
	off = (size_t)sprintf(BUF, HDR "moves:\n");
	for (i = 0; i < n; i++)
		off += (size_t)sprintf(BUF + off, "- flag: time\n");
	cr_assert_eq(read_str(BUF), 1);
	expect(D_LIMIT, RECORD_MAX_MOVES + 1, 4 + RECORD_MAX_MOVES, 3,
	    "the game has more than 20000 moves; the rest are ignored");
	expect_count(1);
	cr_expect_eq(REC->nmoves, RECORD_MAX_MOVES);
	cr_expect_eq(REC->moves[RECORD_MAX_MOVES - 1].action, ACT_FLAG);
}

Test(reader, more_than_the_tile_limit)
{
	cr_assert_eq(read_str(HDR "moves:\n  - swap: [RR, RR, RR, RR, RR, RR, "
	    "RR, RR, RR, RR, RR, RR, RR, RR, RR, RR, GG, BB]\n"), 1);
	expect(D_LIMIT, 1, 4, 76, "swap lists more than 16 tiles; the rest are "
	    "ignored");
	expect_count(1);
	cr_expect_eq(REC->moves[0].swap.n, 16);
	cr_expect_eq(REC->moves[0].action, ACT_NONE);
}

Test(reader, quoted_text_in_messages_is_cut_and_cleaned)
{
	cr_assert_eq(read_str(GAME "variant: \"a\\tb\\u00e9cdefghijklmnopqrstuv"
	    "wxyzabcdefghijklmnopqrstuvwxyz\"\n"), 1);
	expect(D_BAD_VALUE, 0, 4, 10, "variant must be standard, solo, team or "
	    "duel, not 'a?b\xc3\xa9" "cdefghijklmnopqrstuvwxyzabcdefghijklmnopq"
	    "rs...'");
}

/*
 * Memory does not grow with the number of games: a stream of many games
 * is read with the moves array and the arena reused, and every game comes
 * back whole.
 */
Test(reader, long_stream_reads_every_game)
{
	size_t	 n = 2000, i, off = 0;
	int	 rc, games = 0;

	BUF = malloc(n * (sizeof(example) + 8));
	for (i = 0; i < n; i++)
		off += (size_t)sprintf(BUF + off, "---\n%s", example);
	R = reader_new_mem((const unsigned char *)BUF, off);
	diags_init(&D);
	while ((rc = reader_next(R, &REC, &D)) == 1) {
		games++;
		cr_assert_eq(REC->game, games);
		cr_assert_eq(REC->nmoves, 2);
		cr_assert_str_eq(REC->moves[1].note,
		    "Ben opens beside the blue symbol on H13.");
		diags_clear(&D);
	}
	cr_expect_eq(rc, 0);
	cr_expect_eq(games, (int)n);
}

/*
 * Never a crash, never a hang: every prefix of the example and many
 * random mutations of it are read to the end of the stream.
 */
Test(reader, every_prefix_and_mutation_reads_to_the_end)
{
	size_t		 len = sizeof(example) - 1, i, k;
	uint32_t	 seed = 12345;
	int		 rc, guard;
	static const char alphabet[] = "-:[]{}&*!|>'\"#,? \n\tRGBOYPm9\xff\xc3";

	BUF = malloc(len + 1);
	for (i = 0; i <= len + 3000; i++) {
		memcpy(BUF, example, len);
		k = i <= len ? i : len;
		if (i > len) {
			int	 edits = 1 + (int)(seed % 4);

			while (edits-- > 0) {
				seed = seed * 1103515245u + 12345u;
				BUF[(seed >> 8) % len] = alphabet[(seed >> 20) %
				    (sizeof(alphabet) - 1)];
			}
		}
		R = reader_new_mem((const unsigned char *)BUF, k);
		diags_init(&D);
		for (guard = 0; guard < 100; guard++) {
			rc = reader_next(R, &REC, &D);
			if (rc == 1) {
				cr_assert(REC->nmoves <= RECORD_MAX_MOVES);
				cr_assert(REC->nplayers <= MAX_SEATS);
			}
			diags_clear(&D);
			if (rc == 0)
				break;
		}
		cr_assert_lt(guard, 100, "the stream must end");
		fini();
		BUF = malloc(len + 1);
	}
}
