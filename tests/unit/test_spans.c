/*
 * The bytes of each node the reader records (struct srcpos off and len):
 * the text at off..off + len of the input is the node's own source, in
 * every document of a stream, after characters of several bytes, a byte
 * order mark, carriage returns, a syntax error and the document read after
 * it, in pieces of a split stream, over a FILE and handed out a byte at a
 * time; a word inside place text has its own bytes only where the text is
 * the value, and a collection spans from its first byte to its last.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/record.h"
#include "../../core/clever_record.h"
#include "../../formats/reader.h"
#include "../../formats/split.h"

static struct reader		*R;
static struct diags		 D;
static const struct record	*REC;
static const char		*SRC;	/* the whole input */
static size_t			 SRCLEN;
static FILE			*FP;

static void
fini(void)
{
	reader_free(R);
	diags_free(&D);
	if (FP != NULL)
		fclose(FP);
	R = NULL;
	FP = NULL;
}

TestSuite(spans, .fini = fini);

/* How the input reaches the reader. */
enum way { MEM, MEM_BYTES, FILE_READ };

static int
start(const char *yaml, enum way way)
{
	SRC = yaml;
	SRCLEN = strlen(yaml);
	diags_init(&D);
	if (way == FILE_READ) {
		FP = fmemopen((void *)(uintptr_t)yaml, SRCLEN, "r");
		cr_assert(FP != NULL);
		R = reader_new(FP);
	} else
		R = reader_new_mem((const unsigned char *)yaml, SRCLEN);
	if (way == MEM_BYTES)
		reader_set_chunk(R, 1);
	return reader_next(R, &REC, &D);
}

static int
next(void)
{
	diags_clear(&D);
	return reader_next(R, &REC, &D);
}

/* The source text of pos (len bytes from off), in a static buffer. */
static const char *
text(struct srcpos pos)
{
	static char	 buf[4][512];
	static int	 k;
	char		*b = buf[k++ % 4];

	cr_assert(pos.line > 0, "no position");
	cr_assert(pos.off + pos.len <= SRCLEN, "span %llu+%u past the end %zu",
	    (unsigned long long)pos.off, pos.len, SRCLEN);
	cr_assert(pos.len < sizeof(buf[0]));
	memcpy(b, SRC + pos.off, pos.len);
	b[pos.len] = '\0';
	return b;
}

#define SPAN(pos, want)	cr_expect_str_eq(text(pos), want, \
	    "line %d col %d: span %llu+%u", (pos).line, (pos).col, \
	    (unsigned long long)(pos).off, (pos).len)

/* The line and column of pos agree with its offset. */
static void
line_col(struct srcpos pos)
{
	size_t	 i, line = 1, col = 1;

	for (i = 0; i < pos.off; i++) {
		if (SRC[i] == '\n') {
			line++;
			col = 1;
		} else if (((unsigned char)SRC[i] & 0xc0) != 0x80 &&
		    SRC[i] != '\r')
			col++;
	}
	/* A byte order mark is no column. */
	if (line == 1 && pos.off >= 3 && memcmp(SRC, "\xef\xbb\xbf", 3) == 0)
		col--;
	cr_expect_eq(pos.line, (int)line, "off %llu: line %d, not %zu",
	    (unsigned long long)pos.off, pos.line, line);
	cr_expect_eq(pos.col, (int)col, "off %llu: col %d, not %zu",
	    (unsigned long long)pos.off, pos.col, col);
}

static const char game1[] =
    "\xef\xbb\xbf# a record\r\n"
    "game: ingenious\r\n"
    "players: [Zo\xc3\xab, 'Ben O''Neil', \"J\\u00fcrgen\"]\r\n"
    "moves:\r\n"
    "  - {place: RG M9 M10, player: Zo\xc3\xab, score: {R: 1}}\r\n"
    "  - place: 'YB  I12  J12'   # two spaces\r\n"
    "    player: 'Ben O''Neil'\r\n"
    "    total: {Y: 3, B: 2}\r\n"
    "  - {place: \"OO\\x20K7 K8\", player: \"J\\u00fcrgen\"}\r\n"
    "  - {swap: [RR, GG], player: Zo\xc3\xab}\r\n";

static void
check_game1(void)
{
	const struct rec_move	*m;

	cr_assert_eq(REC->nmoves, 4);
	SPAN(REC->players_pos,
	    "[Zo\xc3\xab, 'Ben O''Neil', \"J\\u00fcrgen\"]");
	m = &REC->moves[0];
	SPAN(m->pos, "{place: RG M9 M10, player: Zo\xc3\xab, score: {R: 1}}");
	SPAN(m->action_pos, "RG M9 M10");
	SPAN(m->tile_pos, "RG");
	SPAN(m->cell_pos[0], "M9");
	SPAN(m->cell_pos[1], "M10");
	SPAN(m->player_pos, "Zo\xc3\xab");
	SPAN(m->score.pos, "{R: 1}");
	SPAN(m->score.vpos[RED], "1");
	line_col(m->pos);
	line_col(m->cell_pos[1]);
	line_col(m->score.vpos[RED]);
	/* Block style: from the first key to the end of the last value. */
	m = &REC->moves[1];
	SPAN(m->pos, "place: 'YB  I12  J12'   # two spaces\r\n"
	    "    player: 'Ben O''Neil'\r\n    total: {Y: 3, B: 2}");
	SPAN(m->action_pos, "'YB  I12  J12'");
	SPAN(m->tile_pos, "YB");
	SPAN(m->cell_pos[0], "I12");
	SPAN(m->cell_pos[1], "J12");
	SPAN(m->player_pos, "'Ben O''Neil'");
	SPAN(m->total.pos, "{Y: 3, B: 2}");
	SPAN(m->total.vpos[BLUE], "2");
	line_col(m->cell_pos[1]);
	line_col(m->total.vpos[BLUE]);
	/* An escape: the words have no bytes of their own. */
	m = &REC->moves[2];
	SPAN(m->action_pos, "\"OO\\x20K7 K8\"");
	cr_expect_eq(m->cell_pos[0].len, 0);
	cr_expect_eq(m->tile_pos.len, 0);
	SPAN(m->player_pos, "\"J\\u00fcrgen\"");
	m = &REC->moves[3];
	SPAN(m->swap.pos, "[RR, GG]");
	SPAN(m->player_pos, "Zo\xc3\xab");
	line_col(m->player_pos);
	SPAN(REC->moves_pos, "- {place: RG M9 M10, player: Zo\xc3\xab, "
	    "score: {R: 1}}\r\n  - place: 'YB  I12  J12'   # two spaces\r\n"
	    "    player: 'Ben O''Neil'\r\n    total: {Y: 3, B: 2}\r\n"
	    "  - {place: \"OO\\x20K7 K8\", player: \"J\\u00fcrgen\"}\r\n"
	    "  - {swap: [RR, GG], player: Zo\xc3\xab}");
}

Test(spans, nodes_of_one_game)
{
	cr_assert_eq(start(game1, MEM), 1);
	check_game1();
}

Test(spans, nodes_handed_out_a_byte_at_a_time)
{
	cr_assert_eq(start(game1, MEM_BYTES), 1);
	check_game1();
}

Test(spans, nodes_read_from_a_file)
{
	cr_assert_eq(start(game1, FILE_READ), 1);
	check_game1();
}

/* The games after the first, and the one after a syntax error. */
static const char stream[] =
    "game: ingenious\n"
    "players: [\xc3\x85sa, \xe6\x9d\x8e]\n"
    "moves:\n"
    "- {place: RG M9 M10, player: \xc3\x85sa}\n"
    "---\n"
    "game: ingenious\n"
    "players: [Anna, Ben]\n"
    "moves: [{place: OB H6 I6, player: Ben}\n"
    "---\n"
    "# \xf0\x9f\x8e\xb2 after the error\n"
    "game: ingenious\n"
    "players: [\xe6\x9d\x8e, Anna]\n"
    "moves:\n"
    "  - place: YY D4 E5\n"
    "    player: \xe6\x9d\x8e\n"
    "    bonus: [Y, Y]\n"
    "result:\n"
    "  Anna: {R: 1}\n";

static void
check_stream(enum way way)
{
	const struct rec_move	*m;

	cr_assert_eq(start(stream, way), 1);
	m = &REC->moves[0];
	SPAN(m->pos, "{place: RG M9 M10, player: \xc3\x85sa}");
	SPAN(m->player_pos, "\xc3\x85sa");
	SPAN(REC->pos, "game: ingenious\nplayers: [\xc3\x85sa, "
	    "\xe6\x9d\x8e]\nmoves:\n- {place: RG M9 M10, player: "
	    "\xc3\x85sa}");
	cr_assert_neq(next(), 0, "the broken game");
	cr_assert_eq(next(), 1);
	m = &REC->moves[0];
	SPAN(m->pos, "place: YY D4 E5\n    player: \xe6\x9d\x8e\n"
	    "    bonus: [Y, Y]");
	SPAN(m->cell_pos[1], "E5");
	SPAN(m->player_pos, "\xe6\x9d\x8e");
	SPAN(m->bonus_pos, "[Y, Y]");
	line_col(m->player_pos);
	SPAN(REC->result_pos, "Anna: {R: 1}");
	SPAN(REC->result[1].vpos[RED], "1");
	line_col(REC->result[1].vpos[RED]);
	cr_assert_eq(next(), 0);
}

Test(spans, every_document_and_after_a_syntax_error)
{
	check_stream(MEM);
}

Test(spans, every_document_from_a_file_byte_by_byte)
{
	check_stream(MEM_BYTES);
}

/* A piece of a stream cut for -j carries its offset. */
Test(spans, pieces_of_a_split_stream)
{
	static const char two[] =
	    "game: ingenious\nplayers: [\xc3\x85sa, Bo]\nmoves: []\n"
	    "---\ngame: ingenious\nplayers: [\xc3\x85sa, Bo]\n"
	    "moves:\n- {place: RG M9 M10, player: Bo}\n";
	struct splitter		*sp;
	struct split_piece	 p;
	int			 n = 0, games = 0;

	SRC = two;
	SRCLEN = strlen(two);
	FP = fmemopen((void *)(uintptr_t)two, SRCLEN, "r");
	cr_assert(FP != NULL);
	sp = split_new(FP, 8, 4096);
	memset(&p, 0, sizeof(p));
	diags_init(&D);
	while (split_next(sp, &p) == 1) {
		n++;
		R = reader_new_mem(p.buf, p.len);
		reader_set_origin(R, &p.origin);
		while (reader_next(R, &REC, &D) == 1) {
			games++;
			if (REC->nmoves == 1)
				SPAN(REC->moves[0].cell_pos[1], "M10");
		}
		reader_free(R);
		R = NULL;
	}
	cr_expect_eq(n, 2, "two pieces");
	cr_expect_eq(games, 2);
	free(p.buf);
	split_free(sp);
}

Test(spans, clever_nodes)
{
	static const char cl[] =
	    "game: clever\n"
	    "players: [Zo\xc3\xab]\n"
	    "moves:\n"
	    "  - {roll: W2 Y3 B4 G5 O6 P1, player: Zo\xc3\xab}\n"
	    "  - {take: Y3, to: Y3, player: Zo\xc3\xab}\n";
	const struct clever_record	*cr;

	cr_assert_eq(start(cl, MEM), 1);
	cr = REC->clever;
	cr_assert(cr != NULL);
	cr_assert(cr->nmoves >= 2);
	SPAN(cr->moves[0].pos, "{roll: W2 Y3 B4 G5 O6 P1, player: Zo\xc3\xab}");
	SPAN(cr->moves[0].dpos[0], "W2");
	SPAN(cr->moves[0].player_pos, "Zo\xc3\xab");
	SPAN(cr->moves[1].pos, "{take: Y3, to: Y3, player: Zo\xc3\xab}");
	SPAN(cr->moves[1].action_pos, "Y3");
}

/*
 * A comment of more runs of wide characters than the table holds: the
 * oldest are merged, and the nodes after it still have their bytes.
 */
Test(spans, many_wide_characters_in_one_comment)
{
	static const char tail[] = "\ngame: ingenious\nplayers: [\xc3\x85sa, Bo]\n"
	    "moves:\n- {place: RG M9 M10, player: \xc3\x85sa}\n";
	size_t	 n = 70000, i, len = 2 + 3 * n + sizeof(tail);
	char	*buf = malloc(len);

	buf[0] = '#';
	buf[1] = ' ';
	for (i = 0; i < n; i++)
		memcpy(buf + 2 + 3 * i, "\xc3\xa9" "a", 3);
	memcpy(buf + 2 + 3 * n, tail, sizeof(tail));
	cr_assert_eq(start(buf, MEM), 1);
	cr_assert_eq(REC->nmoves, 1);
	SPAN(REC->moves[0].player_pos, "\xc3\x85sa");
	SPAN(REC->moves[0].cell_pos[1], "M10");
	SPAN(REC->players_pos, "[\xc3\x85sa, Bo]");
	free(buf);
}
