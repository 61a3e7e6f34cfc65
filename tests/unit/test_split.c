/*
 * Reading in pieces for -j N: the splitter's cuts and counts, the
 * reader's origin and prefix, and the part writers.  The property behind
 * them all: reading a stream piece by piece, each piece with its origin,
 * and writing the games through part writers gives byte for byte what
 * reading it whole and writing it with one writer gives.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/prng.h"
#include "../../core/replay.h"
#include "../../core/selfplay.h"
#include "../../core/util.h"
#include "../../formats/emit.h"
#include "../../formats/out.h"
#include "../../formats/reader.h"
#include "../../formats/split.h"

/* split_count over a string that ends the stream. */
static int
count(const char *s, int first, uint64_t *lines, int *docs)
{
	size_t	 n = strlen(s);

	return split_count((const unsigned char *)s, n, n, 1, first, lines,
	    docs);
}

Test(split, count_gives_newlines_and_document_starts)
{
	uint64_t	 lines;
	int		 docs;

	cr_assert_eq(count("---\na: 1\n--- \nb: 2\n---\t# c\n", 0, &lines,
	    &docs), 0);
	cr_assert_eq(lines, 5);
	cr_assert_eq(docs, 3);
}

Test(split, count_takes_three_dashes_only_before_a_blank_or_the_end)
{
	uint64_t	 lines;
	int		 docs;

	cr_assert_eq(count("---x\n----\n - --\n  ---\n---", 0, &lines,
	    &docs), 0);
	cr_assert_eq(docs, 1, "only the last line, at the end, counts");
	/* The same bytes not at the end of the stream: not a start. */
	cr_assert_eq(split_count((const unsigned char *)"a\n---", 5, 5, 0,
	    0, &lines, &docs), 0);
	cr_assert_eq(docs, 0);
}

Test(split, count_adds_a_first_document_without_dashes)
{
	uint64_t	 lines;
	int		 docs;

	cr_assert_eq(count("# about\n\ngame: x\n---\ngame: y\n", 1, &lines,
	    &docs), 0);
	cr_assert_eq(docs, 2);
	cr_assert_eq(count("# about\n  # more\n---\ngame: y\n", 1, &lines,
	    &docs), 0);
	cr_assert_eq(docs, 1, "comments before the first --- are no game");
	cr_assert_eq(count("%YAML 1.1\n---\ngame: y\n", 1, &lines, &docs),
	    0);
	cr_assert_eq(docs, 1, "a directive belongs to the next document");
	cr_assert_eq(count("\xef\xbb\xbf---\ngame: y\n", 1, &lines, &docs), 0);
	cr_assert_eq(docs, 1, "the byte order mark is not a line's text");
	cr_assert_eq(count("# only a comment\n", 1, &lines, &docs), 0);
	cr_assert_eq(docs, 0);
	cr_assert_eq(count("game: x\n", 0, &lines, &docs), 0);
	cr_assert_eq(docs, 0, "not the stream's start: no implicit game");
}

Test(split, count_refuses_line_breaks_a_newline_count_misses)
{
	uint64_t	 lines;
	int		 docs;

	cr_assert_eq(count("a: 1\r\nb: 2\r\n", 0, &lines, &docs), 0);
	cr_assert_eq(lines, 2, "CR LF is one break");
	cr_assert_eq(count("a: 1\rb: 2\n", 0, &lines, &docs), -1,
	    "a lone CR is a break to libyaml");
	cr_assert_eq(count("a: 1\r", 0, &lines, &docs), -1);
	cr_assert_eq(count("# caf\xc2\x85\n", 0, &lines, &docs), -1, "NEL");
	cr_assert_eq(count("# a\xe2\x80\xa8 b\n", 0, &lines, &docs), -1,
	    "LS");
	cr_assert_eq(count("# a\xe2\x80\xa9 b\n", 0, &lines, &docs), -1,
	    "PS");
	cr_assert_eq(count("players: [Zo\xc3\xab, \xe2\x82\xac]\n", 0, &lines,
	    &docs), 0, "other UTF-8 is fine");
}

/* n documents "---\ngame: k\npad: xxx...\n" of about size bytes each. */
static char *
stream_of(int n, size_t size, size_t *len)
{
	char	*s = NULL;
	FILE	*fp;
	size_t	 i;
	int	 k;

	cr_assert_not_null(fp = open_memstream(&s, len));
	for (k = 1; k <= n; k++) {
		fprintf(fp, "---\ngame: %d\npad: ", k);
		for (i = 0; i < size; i++)
			fputc('x', fp);
		fputs("\n", fp);
	}
	fclose(fp);
	return s;
}

static size_t
lines_in(const char *s, size_t n)
{
	size_t	 i, k = 0;

	for (i = 0; i < n; i++)
		k += s[i] == '\n';
	return k;
}

Test(split, pieces_are_whole_documents_with_their_origins)
{
	struct split_piece	 p = { 0 };
	struct splitter		*sp;
	size_t			 len, off = 0;
	char			*s = stream_of(40, 90, &len);
	FILE			*fp = fmemopen(s, len, "r");
	int			 r, games = 0, pieces = 0;

	sp = split_new(fp, 250, 4096);
	while ((r = split_next(sp, &p)) == 1) {
		cr_assert_eq(memcmp(p.buf, s + off, p.len), 0);
		cr_assert_eq(p.origin.offset, off);
		cr_assert_eq(p.origin.line, lines_in(s, off));
		cr_assert_eq(p.origin.games, games);
		cr_assert(p.len >= 250 || off + p.len == len,
		    "a piece takes at least target bytes");
		cr_assert_eq(memcmp(p.buf, "---\n", 4), 0);
		cr_assert_eq(p.buf[p.len - 1], '\n');
		off += p.len;
		games += p.docs;
		pieces++;
	}
	cr_assert_eq(r, 0);
	cr_assert_eq(off, len);
	cr_assert_eq(games, 40);
	cr_assert_gt(pieces, 5);
	cr_assert_eq(split_next(sp, &p), 0, "the end stays the end");
	split_free(sp);
	fclose(fp);
	free(p.buf);
	free(s);
}

Test(split, a_document_longer_than_max_hands_back_the_rest)
{
	struct split_piece	 p = { 0 };
	struct reader_origin	 at;
	struct splitter		*sp;
	const unsigned char	*rest;
	size_t			 len, off = 0, n;
	char			*s, *big;
	FILE			*fp;
	int			 games = 0;

	/* Three short documents, a long one, two short ones. */
	big = stream_of(1, 5000, &n);
	s = xasprintf("---\na: 1\n---\na: 2\n---\na: 3\n%s---\na: 5\n---\n"
	    "a: 6\n", big);
	len = strlen(s);
	fp = fmemopen(s, len, "r");
	sp = split_new(fp, 8, 1000);
	while (split_next(sp, &p) == 1) {
		off += p.len;
		games += p.docs;
	}
	cr_assert_eq(split_next(sp, &p), -1, "given up stays given up");
	rest = split_stop(sp, &n, &at);
	cr_assert_eq(games, 3);
	cr_assert_eq(at.offset, off);
	cr_assert_eq(at.games, 3);
	cr_assert_eq(at.line, 6);
	cr_assert_leq(n, len - off);
	cr_assert_eq(memcmp(rest, s + off, n), 0);
	/* What follows rest is still in the FILE. */
	cr_assert_eq(ftell(fp), (long)(off + n));
	split_free(sp);
	fclose(fp);
	free(p.buf);
	free(big);
	free(s);
}

Test(split, a_lone_carriage_return_stops_the_cutting_before_its_piece)
{
	struct split_piece	 p = { 0 };
	struct reader_origin	 at;
	struct splitter		*sp;
	size_t			 n;
	const char		*s = "---\na: 1\n---\na: 2\r---\na: 3\n";
	FILE			*fp = fmemopen((void *)(uintptr_t)s, strlen(s),
				    "r");

	sp = split_new(fp, 4, 1000);
	cr_assert_eq(split_next(sp, &p), 1);
	cr_assert_eq(p.len, 9);
	cr_assert_eq(split_next(sp, &p), -1);
	split_stop(sp, &n, &at);
	cr_assert_eq(at.offset, 9);
	cr_assert_eq(at.line, 2);
	cr_assert_eq(at.games, 1);
	split_free(sp);
	fclose(fp);
	free(p.buf);
}

Test(reader, origin_moves_positions_and_game_numbers)
{
	const char		*s = "---\ngame: ingenious\nzz: 1\n";
	struct reader_origin	 o = { 1000, 41, 6 };
	const struct record	*rec;
	struct reader		*rd;
	struct diags		 d;

	diags_init(&d);
	rd = reader_new_mem((const unsigned char *)s, strlen(s));
	reader_set_origin(rd, &o);
	cr_assert_eq(reader_next(rd, &rec, &d), 1);
	cr_assert_eq(rec->game, 7);
	cr_assert_eq(d.game, 7);
	cr_assert_geq(d.len, 1);
	cr_assert_eq(d.v[0].code, D_UNKNOWN_KEY);
	cr_assert_eq(d.v[0].pos.line, 41 + 3);
	cr_assert_eq(d.v[0].pos.col, 1);
	cr_assert_eq(d.v[0].game, 7);
	reader_free(rd);
	diags_free(&d);
}

Test(reader, origin_moves_the_lines_of_a_syntax_error)
{
	const char		*s = "---\ngame: ingenious\nplayers: [a, b\n"
				    "moves: []\n";
	struct reader_origin	 o = { 500, 100, 2 };
	const struct record	*rec;
	struct reader		*rd;
	struct diags		 d;

	diags_init(&d);
	rd = reader_new_mem((const unsigned char *)s, strlen(s));
	reader_set_origin(rd, &o);
	cr_assert_eq(reader_next(rd, &rec, &d), 1, "judged up to the error");
	cr_assert_eq(reader_error(rd), 1);
	cr_assert_eq(d.len, 1);
	cr_assert_eq(d.v[0].code, D_YAML_SYNTAX);
	cr_assert_eq(d.v[0].game, 3);
	cr_assert_not_null(strstr(d.v[0].msg, "; game 3 is judged up to line "
	    "102;"), "%s", d.v[0].msg);
	cr_assert_eq(d.v[0].nedits, 1);
	cr_assert_eq(d.v[0].edits[0].at.off, 500 + 34, "the bracket goes at "
	    "the end of the line, offset %llu",
	    (unsigned long long)d.v[0].edits[0].at.off);
	cr_assert_str_eq(d.v[0].edits[0].text, "]");
	cr_assert_eq(d.v[0].pos.line, 103, "at the bracket left open: line %d",
	    d.v[0].pos.line);
	reader_free(rd);
	diags_free(&d);
}

Test(reader, origin_moves_the_position_of_a_bad_byte)
{
	const char		*s = "---\ngame: ingenious\n# \x80\n";
	struct reader_origin	 o = { 77, 10, 0 };
	const struct record	*rec;
	struct reader		*rd;
	struct diags		 d;

	diags_init(&d);
	rd = reader_new_mem((const unsigned char *)s, strlen(s));
	reader_set_origin(rd, &o);
	cr_assert_eq(reader_next(rd, &rec, &d), 1);
	cr_assert_eq(d.len, 3);
	cr_assert_eq(d.v[2].code, D_ENCODING);
	cr_assert_eq(d.v[2].pos.line, 13);
	cr_assert_eq(d.v[2].pos.col, 3);
	reader_free(rd);
	diags_free(&d);
}

Test(reader, prefix_then_file_reads_as_one_stream)
{
	const char		*s = "---\na: 1\n---\nb: 2\nc: 3\n---\nd: 4\n";
	const struct record	*rec;
	struct reader		*rd;
	struct diags		 d;
	FILE			*fp;
	int			 n = 0;

	/* The cut falls inside the second game. */
	fp = fmemopen((void *)(uintptr_t)(s + 16), strlen(s) - 16, "r");
	diags_init(&d);
	rd = reader_new_prefix((const unsigned char *)s, 16, fp);
	while (reader_next(rd, &rec, &d) == 1) {
		n++;
		cr_assert_eq(rec->game, n);
		cr_assert_eq(rec->pos.line, n == 1 ? 2 : n == 2 ? 4 : 7);
		diags_clear(&d);
	}
	cr_assert_eq(n, 3);
	cr_assert_eq(d.len, 0);
	reader_free(rd);
	fclose(fp);
	diags_free(&d);
}

/* A stream of self-played games, each with an unknown key, and one
 * document that is not a game. */
static char *
played_stream(int games, size_t *len)
{
	enum agent_kind agents[MAX_SEATS] = {
		AGENT_GREEDY, AGENT_RANDOM, AGENT_GREEDY, AGENT_BALANCED
	};
	struct selfplay	 sp;
	struct emitter	*em;
	struct prng	 rng;
	struct rules	 r;
	char		*buf = NULL, *out = NULL, *p, *q;
	size_t		 n = 0;
	FILE		*fp;
	int		 i;

	cr_assert_not_null(fp = open_memstream(&buf, &n));
	selfplay_init(&sp);
	prng_seed(&rng, 5);
	em = emit_new(fp);
	for (i = 0; i < games; i++) {
		rules_default(&r, 2 + i % 3);
		cr_assert_eq(selfplay_run(&sp, &r, agents, &rng), 0);
		cr_assert_eq(emit_record(em, &sp.rec), 0);
	}
	cr_assert_eq(emit_close(em), 0);
	emit_free(em);
	selfplay_free(&sp);
	cr_assert_eq(fclose(fp), 0);

	/* "moves:" gets an unknown key before it: a warning per game. */
	cr_assert_not_null(fp = open_memstream(&out, len));
	for (p = buf; (q = strstr(p, "\nmoves:")) != NULL; p = q + 1) {
		fwrite(p, 1, (size_t)(q - p) + 1, fp);
		fputs("zz: 1\n", fp);
	}
	fputs(p, fp);
	fputs("---\nnot: a game\n", fp);
	fclose(fp);
	free(buf);
	return out;
}

/* One game through a writer, as drive() does it. */
static void
write_game(struct out *w, const char *file, const struct record *rec,
    int r, struct replay *rp, struct diags *d)
{
	struct out_game	 gm;

	gm.file = file;
	gm.game = r == 1 ? rec->game : d->game;
	gm.rec = r == 1 ? rec : NULL;
	gm.nogame = r == -2;
	gm.rp = NULL;
	if (r == 1 && rec->usable && replay_run(rp, rec, d) == 0)
		gm.rp = rp;
	diags_sort(d);
	gm.d = d;
	cr_assert_eq(out_game(w, &gm), 0);
}

/* The whole stream through one writer. */
static char *
write_whole(const char *s, size_t len, enum out_report rep,
    enum out_format fmt)
{
	const struct record	*rec;
	struct reader		*rd;
	struct replay		 rp;
	struct diags		 d;
	struct out		*w;
	char			*buf = NULL;
	size_t			 n;
	FILE			*fp;
	int			 r;

	cr_assert_not_null(fp = open_memstream(&buf, &n));
	w = out_new(fp, rep, fmt, 0);
	replay_init(&rp);
	diags_init(&d);
	rd = reader_new_mem((const unsigned char *)s, len);
	for (;;) {
		diags_clear(&d);
		if ((r = reader_next(rd, &rec, &d)) == 0)
			break;
		write_game(w, "f", rec, r, &rp, &d);
	}
	cr_assert_eq(out_end(w), 0);
	out_free(w);
	reader_free(rd);
	replay_free(&rp);
	diags_free(&d);
	fclose(fp);
	return buf;
}

/* Cut into pieces, each read with its origin and written by a part
 * writer; the parts put in order on one stream writer. */
static char *
write_in_pieces(const char *s, size_t len, enum out_report rep,
    enum out_format fmt, int *npieces)
{
	struct split_piece	 p = { 0 };
	const struct record	*rec;
	struct splitter		*sp;
	struct reader		*rd;
	struct replay		 rp;
	struct diags		 d;
	struct out		*w, *pw;
	char			*buf = NULL, *part;
	size_t			 n, plen, at;
	off_t			 ends[64];
	FILE			*fp, *in, *pfp;
	int			 r, k, ngames;

	cr_assert_not_null(fp = open_memstream(&buf, &n));
	w = out_new(fp, rep, fmt, 0);
	replay_init(&rp);
	diags_init(&d);
	in = fmemopen((void *)(uintptr_t)s, len, "r");
	sp = split_new(in, 3000, 1 << 20);
	*npieces = 0;
	while ((r = split_next(sp, &p)) == 1) {
		part = NULL;
		cr_assert_not_null(pfp = open_memstream(&part, &plen));
		pw = out_part_new(w, pfp);
		rd = reader_new_mem(p.buf, p.len);
		reader_set_origin(rd, &p.origin);
		ngames = 0;
		for (;;) {
			diags_clear(&d);
			if ((r = reader_next(rd, &rec, &d)) == 0)
				break;
			cr_assert_eq(r, 1, "no syntax error in a piece");
			write_game(pw, "f", rec, r, &rp, &d);
			cr_assert_lt(ngames, 64);
			ends[ngames++] = ftello(pfp);
		}
		cr_assert_eq(ngames, p.docs, "the splitter counted right");
		reader_free(rd);
		out_free(pw);
		fclose(pfp);
		for (k = 0, at = 0; k < ngames; at = (size_t)ends[k++])
			cr_assert_eq(out_put_part(w, part + at,
			    (size_t)ends[k] - at), 0);
		free(part);
		(*npieces)++;
	}
	cr_assert_eq(r, 0);
	cr_assert_eq(out_end(w), 0);
	out_free(w);
	split_free(sp);
	fclose(in);
	free(p.buf);
	replay_free(&rp);
	diags_free(&d);
	fclose(fp);
	return buf;
}

Test(split, pieces_and_part_writers_give_the_whole_streams_bytes)
{
	static const enum out_report reps[] = { REPORT_CHECK, REPORT_SCORE,
	    REPORT_RANK };
	static const enum out_format fmts[] = { OUT_TEXT, OUT_TSV, OUT_JSON,
	    OUT_YAML };
	size_t	 len, i, k;
	char	*s = played_stream(9, &len), *whole, *pieces;
	int	 n;

	for (i = 0; i < 3; i++)
		for (k = 0; k < 4; k++) {
			whole = write_whole(s, len, reps[i], fmts[k]);
			pieces = write_in_pieces(s, len, reps[i], fmts[k], &n);
			cr_assert_gt(n, 2, "the stream was cut");
			cr_assert_str_eq(pieces, whole, "report %zu format %zu",
			    i, k);
			if (fmts[k] == OUT_TEXT && reps[i] == REPORT_CHECK)
				cr_assert_not_null(strstr(whole, "f:7:1: warning: "
				    "game 1: unknown key 'zz'"));
			if (fmts[k] == OUT_TEXT && reps[i] == REPORT_CHECK)
				cr_assert_not_null(strstr(whole, "[unknown-key]\n"
				    "    7 | zz: 1\n      | ^\n"));
			if (fmts[k] == OUT_TEXT && reps[i] == REPORT_RANK)
				cr_assert_not_null(strstr(whole, "f: game 10: no "
				    "ranking"));
			free(whole);
			free(pieces);
		}
	free(s);
}

Test(split, part_writer_leaves_out_what_goes_between_games)
{
	struct out	*w, *pw;
	char		*a = NULL, *b = NULL;
	size_t		 na, nb;
	FILE		*fa, *fb;

	/* TSV: the header comes from the stream's writer, once. */
	fa = open_memstream(&a, &na);
	fb = open_memstream(&b, &nb);
	w = out_new(fa, REPORT_RANK, OUT_TSV, 0);
	pw = out_part_new(w, fb);
	cr_assert_eq(out_put_part(w, "r1\n", 3), 0);
	cr_assert_eq(out_put_part(w, "", 0), 0);
	cr_assert_eq(out_put_part(w, "r2\n", 3), 0);
	cr_assert_eq(out_end(w), 0);
	out_free(pw);
	out_free(w);
	fclose(fa);
	fclose(fb);
	cr_assert_str_eq(a, "file\tgame\trank\tplayer\tR\tO\tY\tG\tB\tP"
	    "\tcomplete\terrors\tstatus\nr1\nr2\n");
	cr_assert_eq(nb, 0, "the part writer wrote nothing by itself");
	free(a);
	free(b);

	/* Text rank: a blank line between games, none before the first. */
	fa = open_memstream(&a, &na);
	w = out_new(fa, REPORT_RANK, OUT_TEXT, 0);
	cr_assert_eq(out_put_part(w, "g1\n", 3), 0);
	cr_assert_eq(out_put_part(w, "g2\n", 3), 0);
	out_free(w);
	fclose(fa);
	cr_assert_str_eq(a, "g1\n\ng2\n");
	free(a);
}
