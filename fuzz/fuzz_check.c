/*
 * libFuzzer target: the whole path of `genial check`, `score`, `rank` and
 * `show` on one input.  Every game is read, replayed and written by every
 * report in every format, and drawn as text, SVG and HTML, at the end and
 * part way through.  The outputs go to memory and are checked: JSON Lines
 * parse line by line, the YAML stream parses, TSV rows have the header's
 * number of fields, and text output is clean UTF-8 with no control
 * characters.  Ganz schön clever games take the same path, their
 * sheets drawn as text, SVG and HTML.  Every game is also written back as
 * a record (formats/emit.h, what `analyse -f yaml` writes) and read and
 * judged again: a game the reader found nothing wrong with must give the
 * same findings, code by code and move by move.  The first byte picks
 * how far into each game the mid-game picture is drawn; the rest is the
 * YAML.
 *
 * Build and run: make fuzz (see the Makefile).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>
#include <yaml.h>

#include "../core/clever_replay.h"
#include "../core/replay.h"
#include "../core/standings.h"
#include "../formats/clever_show.h"
#include "../formats/emit.h"
#include "../formats/out.h"
#include "../formats/reader.h"
#include "../formats/show.h"
#include "fuzz_common.h"

#define MAX_GAMES	32	/* games of one input that are written */
#define MAX_DRAWN	4	/* and drawn */
#define NREPORTS	3
#define NFORMATS	4

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

struct sink {
	FILE	*fp;
	char	*buf;
	size_t	 len;
};

static void
sink_open(struct sink *s)
{
	s->buf = NULL;
	s->len = 0;
	s->fp = open_memstream(&s->buf, &s->len);
	FUZZ_ASSERT(s->fp != NULL);
}

static void
sink_close(struct sink *s)
{
	FUZZ_ASSERT(fclose(s->fp) == 0);
	s->fp = NULL;
	FUZZ_ASSERT(strlen(s->buf) == s->len);	/* no NUL written */
}

/* Text output: clean UTF-8 lines, each ended by a newline. */
static void
check_text(const struct sink *s)
{
	FUZZ_ASSERT(fuzz_clean_text(s->buf, 1));
	FUZZ_ASSERT(s->len == 0 || s->buf[s->len - 1] == '\n');
}

/* TSV: a header, then rows of the header's number of fields. */
static void
check_tsv(const struct sink *s, int report)
{
	/* Ingenious and clever tables: the first game replayed decides. */
	static const int	 fields[NREPORTS] = { 13, 20, 13 };
	static const int	 clever[NREPORTS] = { 13, 19, 15 };
	const char		*p = s->buf, *nl;
	int			 n, lines = 0, want = -1;

	check_text(s);
	for (; *p != '\0'; p = nl + 1, lines++) {
		nl = strchr(p, '\n');
		FUZZ_ASSERT(nl != NULL);
		for (n = 1; p < nl; p++)
			n += *p == '\t';
		if (want < 0) {
			FUZZ_ASSERT(n == fields[report] || n == clever[report]);
			want = n;
		}
		FUZZ_ASSERT(n == want);
	}
	FUZZ_ASSERT(lines >= 1);
}

/* JSON Lines: each line one JSON object, with no control byte. */
static void
check_json(const struct sink *s)
{
	const char	*p = s->buf, *nl;
	json_error_t	 err;
	json_t		*j;

	FUZZ_ASSERT(fuzz_clean_text(s->buf, 1));
	for (; *p != '\0'; p = nl + 1) {
		nl = strchr(p, '\n');
		FUZZ_ASSERT(nl != NULL);
		j = json_loadb(p, (size_t)(nl - p), 0, &err);
		if (j == NULL)
			fprintf(stderr, "json: %s: %.*s\n", err.text,
			    (int)(nl - p), p);
		FUZZ_ASSERT(j != NULL && json_is_object(j));
		json_decref(j);
	}
}

/* YAML: a stream libyaml parses to its end. */
static void
check_yaml(const struct sink *s)
{
	yaml_parser_t	 p;
	yaml_event_t	 ev;
	int		 done = 0;

	FUZZ_ASSERT(yaml_parser_initialize(&p));
	yaml_parser_set_input_string(&p, (const unsigned char *)s->buf,
	    s->len);
	while (!done) {
		if (!yaml_parser_parse(&p, &ev)) {
			fprintf(stderr, "yaml: %s at line %zu\n",
			    p.problem ? p.problem : "?", p.problem_mark.line + 1);
			FUZZ_ASSERT(!"the YAML output parses");
		}
		done = ev.type == YAML_STREAM_END_EVENT;
		yaml_event_delete(&ev);
	}
	yaml_parser_delete(&p);
}

/* Pictures of one game: the end, and after n entries. */
static void
draw(const struct record *rec, const struct replay *rp,
    const struct diags *d, size_t n)
{
	struct show_text_opts	 to = { 0, 78 };
	struct show_pos		 pos;
	struct replay		 pre;
	struct diags		 pd;
	struct sink		 s;

	sink_open(&s);
	FUZZ_ASSERT(show_pos_at(&pos, rec, rp, rec->nmoves) == 0);
	FUZZ_ASSERT(show_text(s.fp, &pos, &to) == 0);
	FUZZ_ASSERT(show_svg(s.fp, &pos, d) == 0);
	FUZZ_ASSERT(show_html(s.fp, rec, rp, d, n) == 0);
	sink_close(&s);
	FUZZ_ASSERT(fuzz_clean_text(s.buf, 1));
	free(s.buf);

	replay_init(&pre);
	diags_init(&pd);
	pd.game = d->game;
	sink_open(&s);
	if (replay_prefix(&pre, rec, n, &pd) == 0) {
		FUZZ_ASSERT(show_pos_at(&pos, rec, &pre, n) == 0);
		FUZZ_ASSERT(pos.g != NULL);
		FUZZ_ASSERT(show_text(s.fp, &pos, &to) == 0);
		FUZZ_ASSERT(show_svg(s.fp, &pos, &pd) == 0);
	}
	sink_close(&s);
	FUZZ_ASSERT(fuzz_clean_text(s.buf, 1));
	free(s.buf);
	diags_sort(&pd);
	fuzz_check_diags(&pd, rec);
	diags_free(&pd);
	replay_free(&pre);
}

/*
 * A clever game's sheets: the end as text, SVG and the page (opening
 * at n), and after n entries as text and the last player's SVG.
 */
static void
draw_clever(const struct record *rec, const struct clever_replay *cr,
    size_t n)
{
	struct clever_replay	 pre;
	struct diags		 pd;
	struct sink		 s;

	sink_open(&s);
	FUZZ_ASSERT(clever_show_text(s.fp, rec, cr, rec->clever->nmoves,
	    -1) == 0);
	FUZZ_ASSERT(clever_show_svg(s.fp, rec, cr, rec->clever->nmoves, -1,
	    NULL) == 0);
	FUZZ_ASSERT(clever_show_html(s.fp, rec, cr, NULL, n, -1) == 0);
	clever_replay_init(&pre);
	diags_init(&pd);
	FUZZ_ASSERT(clever_replay_prefix(&pre, rec, n, &pd) == 0);
	FUZZ_ASSERT(clever_show_text(s.fp, rec, &pre, n, -1) == 0);
	FUZZ_ASSERT(clever_show_svg(s.fp, rec, &pre, n, rec->nplayers - 1,
	    &pd) == 0);
	sink_close(&s);
	FUZZ_ASSERT(fuzz_clean_text(s.buf, 1));
	free(s.buf);
	diags_free(&pd);
	clever_replay_free(&pre);
}

/* 1 if d has a finding of the record class (the reader's). */
static int
has_record_finding(const struct diags *d)
{
	const struct diag_info	*in;
	size_t			 i;

	for (i = 0; i < d->len; i++)
		if ((in = diag_info(d->v[i].code)) != NULL &&
		    in->cls == CLASS_RECORD)
			return 1;
	return 0;
}

/*
 * rec written back as a record, read and judged again: the YAML parses
 * into one game, and if the first reading found nothing wrong with the
 * record itself (d: its findings, sorted), the same findings, code by
 * code and move by move.
 */
static void
round_trip(const struct record *rec, const struct diags *d)
{
	const struct record	*rec2;
	struct emitter		*em;
	struct reader		*r2;
	struct replay		 rp2;
	struct diags		 d2;
	struct sink		 s;
	size_t			 i, j;
	char			*used;
	int			 rc;

	sink_open(&s);
	em = emit_new(s.fp);
	FUZZ_ASSERT(emit_record(em, rec) == 0);
	FUZZ_ASSERT(emit_close(em) == 0);
	emit_free(em);
	sink_close(&s);
	check_yaml(&s);
	r2 = reader_new_mem((const unsigned char *)s.buf, s.len);
	replay_init(&rp2);
	diags_init(&d2);
	rc = reader_next(r2, &rec2, &d2);
	FUZZ_ASSERT(rc == 1);
	if (rec2->usable)
		replay_run(&rp2, rec2, &d2);
	diags_sort(&d2);
	if (!has_record_finding(d) && rec->usable) {
		if (d->len != d2.len)
			fprintf(stderr, "round trip: %zu findings, then %zu\n%s",
			    d->len, d2.len, s.buf);
		FUZZ_ASSERT(d->len == d2.len);
		/* The same (code, move) pairs, in any order. */
		used = calloc(d2.len + 1, 1);
		FUZZ_ASSERT(used != NULL);
		for (i = 0; i < d->len; i++) {
			for (j = 0; j < d2.len; j++)
				if (!used[j] && d2.v[j].code == d->v[i].code &&
				    d2.v[j].move == d->v[i].move)
					break;
			if (j == d2.len)
				fprintf(stderr, "round trip lost: %s\n%s",
				    d->v[i].msg, s.buf);
			FUZZ_ASSERT(j < d2.len);
			used[j] = 1;
		}
		free(used);
	}
	diags_free(&d2);
	replay_free(&rp2);
	reader_free(r2);
	free(s.buf);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct sink		 sinks[NREPORTS][NFORMATS], diag_sink;
	struct out		*w[NREPORTS][NFORMATS];
	struct out_summary	 sum;
	struct out_game		 gm;
	const struct record	*rec;
	struct reader		*r;
	struct replay		 rp;
	struct diags		 d;
	struct standings	*st;
	char			 why[256];
	unsigned		 frac;
	int			 rc, i, k, games = 0;

	if (size == 0)
		return 0;
	frac = data[0];
	r = reader_new_mem(data + 1, size - 1);
	replay_init(&rp);
	diags_init(&d);
	for (i = 0; i < NREPORTS; i++)
		for (k = 0; k < NFORMATS; k++) {
			sink_open(&sinks[i][k]);
			w[i][k] = out_new(sinks[i][k].fp, (enum out_report)i,
			    (enum out_format)k, 0);
		}
	sink_open(&diag_sink);
	st = standings_new();
	memset(&sum, 0, sizeof(sum));
	sum.file = "fuzz.yaml";
	for (;;) {
		diags_clear(&d);
		if ((rc = reader_next(r, &rec, &d)) == 0)
			break;
		memset(&gm, 0, sizeof(gm));
		gm.file = "fuzz.yaml";
		gm.game = rc == 1 ? rec->game : d.game;
		gm.rec = rc == 1 ? rec : NULL;
		gm.nogame = rc == -2;
		if (rc == 1 && rec->usable && replay_run(&rp, rec, &d) == 0) {
			gm.rp = &rp;
			if (rec->kind == RECORD_CLEVER)
				FUZZ_ASSERT(rp.clever->nsteps ==
				    rec->clever->nmoves ||
				    !rec->clever->has_moves);
			else
				FUZZ_ASSERT(rp.nsteps == rec->nmoves);
		}
		diags_sort(&d);
		fuzz_check_diags(&d, gm.rec);
		gm.d = &d;
		sum.games++;
		sum.errors += d.errors;
		sum.warnings += d.warnings;
		FUZZ_ASSERT(out_diag_lines(diag_sink.fp, gm.file, gm.rec, &d,
		    0) == 0);
		for (i = 0; i < NREPORTS; i++)
			for (k = 0; k < NFORMATS; k++)
				FUZZ_ASSERT(out_game(w[i][k], &gm) == 0);
		if (rc == 1 && standings_add(st, rec, gm.rp, &d, rec->game,
		    gm.file, why, sizeof(why)) != 0)
			FUZZ_ASSERT(why[0] != '\0' && fuzz_clean_text(why, 0));
		if (rc == 1 && games < MAX_DRAWN)
			round_trip(rec, &d);
		if (gm.rp != NULL && rec->kind == RECORD_CLEVER && games < MAX_DRAWN)
			draw_clever(rec, rp.clever,
			    rec->clever->nmoves * frac / 255);
		if (gm.rp != NULL && rec->kind == RECORD_INGENIOUS && games < MAX_DRAWN)
			draw(rec, &rp, &d, rec->nmoves * frac / 255);
		if (++games == MAX_GAMES)
			break;
	}
	for (i = 0; i < NREPORTS; i++)
		for (k = 0; k < NFORMATS; k++) {
			FUZZ_ASSERT(out_file_end(w[i][k], &sum) == 0);
			FUZZ_ASSERT(out_end(w[i][k]) == 0);
			out_free(w[i][k]);
			sink_close(&sinks[i][k]);
			switch (k) {
			case OUT_TEXT:
				check_text(&sinks[i][k]);
				break;
			case OUT_TSV:
				check_tsv(&sinks[i][k], i);
				break;
			case OUT_JSON:
				check_json(&sinks[i][k]);
				break;
			case OUT_YAML:
				check_yaml(&sinks[i][k]);
				break;
			}
			free(sinks[i][k].buf);
		}
	standings_rank(st);
	standings_free(st);
	sink_close(&diag_sink);
	check_text(&diag_sink);
	free(diag_sink.buf);
	diags_free(&d);
	replay_free(&rp);
	reader_free(r);
	return 0;
}
