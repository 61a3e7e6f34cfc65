/*
 * The record reader's short ways for the common cases (the usual place
 * text, tile letters, cell names remembered from move to move, the seat
 * that plays next, names in messages written out only when needed) read
 * exactly what the long ways read: the same tiles, cells, seats,
 * positions and messages.
 */
#include <criterion/criterion.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/board.h"
#include "../../formats/reader.h"

static struct reader		*R;
static struct diags		 D;
static const struct record	*REC;
static char			*BUF;

static void
fini(void)
{
	reader_free(R);
	diags_free(&D);
	free(BUF);
	R = NULL;
	BUF = NULL;
}

TestSuite(reader_paths, .fini = fini);

static int
read_str(const char *yaml)
{
	R = reader_new_mem((const unsigned char *)yaml, strlen(yaml));
	diags_init(&D);
	return reader_next(R, &REC, &D);
}

/* A growing buffer for records built by a test. */
struct text {
	char	*s;
	size_t	 len, cap;
};

static void __attribute__((format(printf, 2, 3)))
add(struct text *t, const char *fmt, ...)
{
	va_list	 ap;
	int	 n;

	for (;;) {
		va_start(ap, fmt);
		n = vsnprintf(t->s + t->len, t->cap - t->len, fmt, ap);
		va_end(ap);
		cr_assert(n >= 0);
		if ((size_t)n < t->cap - t->len)
			break;
		t->cap = t->cap * 2 + (size_t)n + 64;
		t->s = realloc(t->s, t->cap);
		cr_assert_not_null(t->s);
	}
	t->len += (size_t)n;
}

static size_t
count_code(enum diag_code code)
{
	size_t	 i, n = 0;

	for (i = 0; i < D.len; i++)
		n += D.v[i].code == code;
	return n;
}

/* A diagnostic with this code and message exists, at line:col. */
static void
expect(enum diag_code code, int line, int col, const char *msg)
{
	size_t	 i;

	for (i = 0; i < D.len; i++)
		if (D.v[i].code == code && strcmp(D.v[i].msg, msg) == 0)
			break;
	cr_assert(i < D.len, "no %s \"%s\" (%zu diagnostics)",
	    diag_info(code)->name, msg, D.len);
	cr_expect_eq(D.v[i].pos.line, line, "%s: line %d, want %d", msg,
	    D.v[i].pos.line, line);
	cr_expect_eq(D.v[i].pos.col, col, "%s: column %d, want %d", msg,
	    D.v[i].pos.col, col);
}

static void
expect_pos(struct srcpos p, int line, int col)
{
	cr_expect_eq(p.line, line, "line %d, want %d", p.line, line);
	cr_expect_eq(p.col, col, "column %d, want %d", p.col, col);
}

#define HDR	"game: ingenious\nplayers: [Anna, Ben]\n"

/*
 * Every printable ASCII character as a tile's first letter, in a double-
 * quoted place text: the tile is read exactly when tile_parse reads it.
 */
Test(reader_paths, tile_letters_read_as_tile_parse)
{
	struct text	 t = { NULL, 0, 0 };
	struct tile	 want;
	size_t		 i;
	int		 c, ok, bad = 0;

	add(&t, HDR "moves:\n");
	for (c = 0x20; c < 0x7f; c++)
		add(&t, "- place: \"%s%cR H8 H9\"\n",
		    c == '"' ? "\\" : c == '\\' ? "\\" : "", c);
	BUF = t.s;
	cr_assert_eq(read_str(BUF), 1);
	cr_assert_eq(REC->nmoves, 0x7f - 0x20);
	for (i = 0; i < REC->nmoves; i++) {
		char	 s[2] = { (char)(0x20 + i), 'R' };

		ok = tile_parse(s, 2, &want) == 0;
		cr_expect_eq(REC->moves[i].place_ok, ok, "'%c': place_ok %d",
		    s[0], REC->moves[i].place_ok);
		bad += !ok;
		if (ok) {
			cr_expect_eq(REC->moves[i].place.tile.a, want.a, "'%c'",
			    s[0]);
			cr_expect_eq(REC->moves[i].place.tile.b, want.b, "'%c'",
			    s[0]);
		}
	}
	cr_expect_eq(bad, 0x7f - 0x20 - 12, "12 letters are colours");
	cr_expect_eq(count_code(D_BAD_TILE), (size_t)bad);
}

/*
 * Cell names good and bad, in both cases, each read three times in one
 * game: every one is the cell board_parse_cell reads, on the short way
 * ("RG X Y") and the long one (two spaces).
 */
Test(reader_paths, cell_names_read_as_board_parse_cell)
{
	static const char	 rows[] = "ABHNOPabhnop@[`{";
	static const char *const nums[] = {
		"0", "1", "2", "8", "9", "10", "1p", "11", "1a", "15", "16",
		"19", "20", "18", "01", "99", "1x", "x1", "100"
	};
	struct text		 t = { NULL, 0, 0 };
	char			 name[8];
	size_t			 i, j, k, m = 0;
	int			 want;

	add(&t, HDR "moves:\n");
	for (k = 0; k < 3; k++)
		for (i = 0; i < sizeof(rows) - 1; i++)
			for (j = 0; j < sizeof(nums) / sizeof(nums[0]); j++)
				add(&t, "- place: RG %c%s H8\n- place: RG  H8 "
				    "%c%s\n", rows[i], nums[j], rows[i], nums[j]);
	BUF = t.s;
	cr_assert_eq(read_str(BUF), 1);
	for (k = 0; k < 3; k++)
		for (i = 0; i < sizeof(rows) - 1; i++)
			for (j = 0; j < sizeof(nums) / sizeof(nums[0]); j++) {
				snprintf(name, sizeof(name), "%c%s", rows[i],
				    nums[j]);
				want = board_parse_cell(name, strlen(name));
				cr_assert(m + 1 < REC->nmoves);
				cr_expect_eq(REC->moves[m].place.a, want,
				    "%s: cell %d, want %d", name,
				    REC->moves[m].place.a, want);
				cr_expect_eq(REC->moves[m].place_ok,
				    want != NO_CELL, "%s", name);
				cr_expect_eq(REC->moves[m + 1].place.b, want,
				    "%s (long way): cell %d, want %d", name,
				    REC->moves[m + 1].place.b, want);
				m += 2;
			}
	cr_expect_eq(m, REC->nmoves);
}

/* The cells' columns, plain and quoted, with two- and three-byte names. */
Test(reader_paths, place_words_columns_plain_and_quoted)
{
	static const char	 yaml[] = HDR
	    "moves:\n"
	    "- place: RG H8 H9\n"
	    "- place: 'RG H10 H11'\n"
	    "- place: \"rg h10 i10\"\n"
	    "- {place: RG G7 H8, player: Anna}\n"
	    "- place:  RG  H8 H9\n";
	const struct rec_move	*m;

	cr_assert_eq(read_str(yaml), 1);
	cr_assert_eq(REC->nmoves, 5);
	/* The two blanks: read as meant, reported. */
	cr_expect_eq(D.len, 1);
	m = &REC->moves[0];
	expect_pos(m->action_pos, 4, 10);
	expect_pos(m->cell_pos[0], 4, 13);
	expect_pos(m->cell_pos[1], 4, 16);
	cr_expect_eq(m->place.a, board_parse_cell("H8", 2));
	cr_expect_eq(m->place.b, board_parse_cell("H9", 2));
	m = &REC->moves[1];
	expect_pos(m->cell_pos[0], 5, 14);
	expect_pos(m->cell_pos[1], 5, 18);
	cr_expect_eq(m->place.a, board_parse_cell("H10", 3));
	m = &REC->moves[2];
	expect_pos(m->cell_pos[0], 6, 14);
	expect_pos(m->cell_pos[1], 6, 18);
	cr_expect_eq(m->place.b, board_parse_cell("I10", 3));
	cr_expect_eq(m->place.tile.a, RED);
	cr_expect_eq(m->place.tile.b, GREEN);
	m = &REC->moves[3];
	expect_pos(m->cell_pos[0], 7, 14);
	expect_pos(m->cell_pos[1], 7, 17);
	cr_expect_eq(m->player, 0);
	m = &REC->moves[4];
	expect_pos(m->action_pos, 8, 11);
	expect_pos(m->cell_pos[0], 8, 15);
	expect_pos(m->cell_pos[1], 8, 18);
	cr_expect_eq(m->place_ok, 1);
}

/* A bad word after a good tile: reported where it is, as before. */
Test(reader_paths, place_bad_cell_reported_at_its_column)
{
	cr_assert_eq(read_str(HDR "moves:\n- place: 'RG H8 Q9'\n"), 1);
	expect(D_BAD_CELL, 4, 17, "cell 'Q9' is not on the board");
	cr_expect_eq(REC->moves[0].place_ok, 0);
	cr_expect_eq(REC->moves[0].place.a, board_parse_cell("H8", 2));
	cr_expect_eq(REC->moves[0].place.b, NO_CELL);
}

/*
 * Players named out of turn, twice running, unknown, and before the
 * players key: each move gets the seat its name has, whichever seat the
 * reader expected next.
 */
Test(reader_paths, player_seats_out_of_turn)
{
	static const char	 yaml[] =
	    "game: ingenious\n"
	    "players: [Anna, Ben, Cleo]\n"
	    "moves:\n"
	    "- {flag: time, player: Cleo}\n"
	    "- {flag: time, player: Anna}\n"
	    "- {flag: time, player: Anna}\n"
	    "- {flag: time, player: Ben}\n"
	    "- {flag: time, player: Dora}\n"
	    "- {flag: time, player: Ben}\n"
	    "- {flag: time, player: Cleo}\n"
	    "- {flag: time, player: Ann}\n";
	static const int	 want[] = { 2, 0, 0, 1, -1, 1, 2, 0 };
	size_t			 i;

	cr_assert_eq(read_str(yaml), 1);
	cr_assert_eq(REC->nmoves, 8);
	for (i = 0; i < 8; i++)
		cr_expect_eq(REC->moves[i].player, want[i], "move %zu: seat %d, "
		    "want %d", i + 1, REC->moves[i].player, want[i]);
	/* Near none: marked on the entry, for the replay to report. */
	cr_expect_str_eq(REC->moves[4].player_unknown, "Dora");
	/* Near one name only: read as that player's. */
	expect(D_UNKNOWN_PLAYER, 11, 24, "'Ann' is not one of the players");
	cr_expect_eq(D.len, 1);
	cr_expect_str_eq(D.v[0].fix, "Anna");
	cr_expect_str_eq(D.v[0].why, "It is read as Anna");
	cr_assert_eq(D.v[0].nedits, 1);
	cr_expect_eq(D.v[0].edits[0].at.len, 3);
	cr_expect_eq(memcmp(yaml + D.v[0].edits[0].at.off, "Ann}", 4), 0);
	cr_expect_str_eq(D.v[0].edits[0].text, "Anna");
}

/* Names of eight to sixteen bytes that differ in one byte only. */
Test(reader_paths, long_player_names_told_apart)
{
	static const char	 yaml[] =
	    "game: ingenious\n"
	    "players: [abcdefgh-1, abcdefgh-2, abcdefghijklmnop]\n"
	    "moves:\n"
	    "- {flag: time, player: abcdefgh-2}\n"
	    "- {flag: time, player: abcdefgh-1}\n"
	    "- {flag: time, player: abcdefghijklmnop}\n"
	    "- {flag: time, player: abcdefghijklmnoq}\n"
	    "- {flag: time, player: bbcdefgh-1}\n";

	cr_assert_eq(read_str(yaml), 1);
	cr_expect_eq(REC->moves[0].player, 1);
	cr_expect_eq(REC->moves[1].player, 0);
	cr_expect_eq(REC->moves[2].player, 2);
	/* One byte off: reported, and read as the nearest name. */
	cr_expect_eq(REC->moves[3].player, 2);
	cr_expect_eq(REC->moves[4].player, 0);
	cr_expect_eq(count_code(D_UNKNOWN_PLAYER), 2);
}

/* "Anna's rack" and "Ben's result" in messages, and for a name twice. */
Test(reader_paths, player_map_messages_name_the_player)
{
	static const char	 yaml[] = HDR
	    "racks:\n"
	    "  Anna: text\n"
	    "  Ben: [RG]\n"
	    "  Ben: {R: 1}\n"
	    "result:\n"
	    "  Ben: {R: x}\n"
	    "  Anna: [1]\n"
	    "  Anna: {Q: 1}\n"
	    "moves: []\n";

	cr_assert_eq(read_str(yaml), 1);
	expect(D_BAD_VALUE, 4, 9, "Anna's rack must be a list of tiles, not "
	    "text");
	expect(D_DUPLICATE_KEY, 6, 3, "'Ben' appears twice in racks");
	expect(D_BAD_VALUE, 6, 8, "Ben's rack must be a list of tiles, not a "
	    "mapping");
	expect(D_BAD_VALUE, 8, 12, "Ben's result for red must be a whole "
	    "number from 0 to 32767, not 'x'");
	expect(D_DUPLICATE_KEY, 10, 3, "'Anna' appears twice in result");
	expect(D_BAD_VALUE, 10, 10, "'Q' in Anna's result is not a colour "
	    "letter (R, O, Y, G, B or P)");
	cr_expect_eq(D.len, 6);
	/* Anna's row, a list: kept for the replay, which reports it. */
	cr_assert_not_null(REC->unread);
	cr_expect_eq(REC->unread->key, UK_RESULT);
	cr_expect_eq(REC->unread->seat, 0);
	cr_expect_eq(REC->unread->move, -1);
	cr_expect_eq(REC->unread->form, UF_NUMBERS);
	cr_expect_eq(REC->unread->pos.line, 9);
	cr_expect_null(REC->unread->next);
}

/*
 * The gap limit counts from the end of the last event: a scalar past it
 * stops the stream there, on the line the origin says; two long scalars
 * with an event between them are each only refused.
 */
Test(reader_paths, gap_limit_from_the_last_event_and_the_origin)
{
	struct reader_origin	 o = { 1000, 41, 0 };
	size_t			 n = 5 * 1024 * 1024, off;

	BUF = malloc(n + 256);
	cr_assert_not_null(BUF);
	off = (size_t)sprintf(BUF, HDR "moves: []\ndescription: ");
	memset(BUF + off, 'a', n);
	strcpy(BUF + off + n, "\n");
	R = reader_new_mem((const unsigned char *)BUF, strlen(BUF));
	reader_set_origin(R, &o);
	diags_init(&D);
	cr_assert_eq(reader_next(R, &REC, &D), -1);
	expect(D_LIMIT, 45, 12, "a scalar or comment longer than 4194304 "
	    "bytes; the rest of the input is not read");
	cr_expect_eq(D.len, 1);
}

Test(reader_paths, gap_limit_restarts_at_each_event)
{
	size_t	 n = 3 * 1024 * 1024, off;

	BUF = malloc(2 * n + 256);
	cr_assert_not_null(BUF);
	off = (size_t)sprintf(BUF, HDR "moves: []\ntitle: ");
	memset(BUF + off, 'a', n);
	off += n;
	off += (size_t)sprintf(BUF + off, "\nsource: ");
	memset(BUF + off, 'b', n);
	strcpy(BUF + off + n, "\n");
	cr_assert_eq(read_str(BUF), 1);
	cr_assert_eq(D.len, 2);
	cr_expect_eq(D.v[0].code, D_LIMIT);
	cr_expect_str_eq(D.v[0].msg, "a scalar of 3145728 bytes is longer "
	    "than the limit of 65536");
	expect_pos(D.v[0].pos, 4, 8);
	cr_expect_eq(D.v[1].code, D_LIMIT);
	cr_expect_str_eq(D.v[1].msg, D.v[0].msg);
	expect_pos(D.v[1].pos, 5, 9);
}
