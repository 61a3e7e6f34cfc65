/*
 * The output writers' front: the writer object, the dispatch from
 * (report, format) to the function that writes it, and the helpers every
 * format shares: player and side names, counters as shown, the cells of a
 * scoring line and the wording of a ranking decision.  Keeping these here
 * means text, TSV, JSON and YAML cannot disagree about them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/clever_replay.h"
#include "../core/util.h"
#include "out_priv.h"
#include "utf8.h"

int
out_format_parse(const char *name)
{
	static const char *const names[] = { "text", "tsv", "json", "yaml" };
	size_t	 i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strcmp(name, names[i]) == 0)
			return (int)i;
	return -1;
}

/* Starts a part's marker line of score and rank TSV (tsv_kinds). */
#define PART_MARK	'\001'

struct out *
out_new(FILE *fp, enum out_report report, enum out_format format, int colour)
{
	struct out	*o = xcalloc(1, sizeof(*o));

	o->fp = fp;
	o->report = report;
	o->format = format;
	o->colour = format == OUT_TEXT && (colour & OUT_COLOUR);
	o->source = !(colour & OUT_NO_SOURCE);
	/* jansson allocates through the wrappers: out of memory exits 2. */
	json_set_alloc_funcs(xmalloc, free);
	return o;
}

struct out *
out_part_new(const struct out *stream, FILE *fp)
{
	struct out	*o = xcalloc(1, sizeof(*o));

	o->fp = fp;
	o->report = stream->report;
	o->format = stream->format;
	o->colour = stream->colour;
	o->source = stream->source;
	o->part = 1;
	return o;
}

/*
 * The marker part of a score or rank TSV part (tsv_kinds): its kind's
 * letter, the message, the row of a game of the other kind, or of a
 * record of no kind the rows of both layouts.  Writes or holds back
 * what the table takes, and sets *rest past the marker part (*len the
 * bytes left) when the game's own rows follow.  Returns 0, or -1.
 */
static int
put_marked(struct out *o, const char **part, size_t *len)
{
	const char	*p = *part, *end = p + *len, *nl, *r1, *r2, *e2;
	int		 clever;

	if ((nl = memchr(p, '\n', *len)) == NULL)
		return -1;
	r1 = nl + 1;
	if ((r2 = memchr(r1, '\n', (size_t)(end - r1))) == NULL)
		return -1;
	r2++;
	if (p[1] == 'U') {
		if ((e2 = memchr(r2, '\n', (size_t)(end - r2))) == NULL)
			return -1;
		if (o->header_done || o->kind_fixed) {
			tsv_header(o);
			if (o->clever_table)
				fwrite(r2, 1, (size_t)(e2 + 1 - r2), o->fp);
			else
				fwrite(r1, 1, (size_t)(r2 - r1), o->fp);
		} else
			tsv_pending_add(o, xstrndup(r1, (size_t)(r2 - r1)),
			    xstrndup(r2, (size_t)(e2 + 1 - r2)));
		*len = 0;
		return ferror(o->fp) ? -1 : 0;
	}
	clever = p[1] == 'C';
	if (!o->header_done && !o->kind_fixed)
		o->clever_table = clever;
	tsv_header(o);
	if (clever != o->clever_table) {
		o->left_out = xstrndup(p + 2, (size_t)(nl - p - 2));
		fwrite(r1, 1, (size_t)(r2 - r1), o->fp);
		*len = 0;
		return ferror(o->fp) ? -1 : 0;
	}
	*len = (size_t)(end - r2);
	*part = r2;
	return 0;
}

int
out_put_part(struct out *o, const char *part, size_t len)
{
	switch (o->format) {
	case OUT_TEXT:
		if (o->report == REPORT_SCORE || o->report == REPORT_RANK)
			text_separator(o);
		break;
	case OUT_TSV:
		free(o->left_out);
		o->left_out = NULL;
		if (len > 0 && part[0] == PART_MARK) {
			if (put_marked(o, &part, &len) == -1)
				return -1;
			break;
		}
		tsv_header(o);
		break;
	case OUT_YAML:
		/*
		 * A part writer started a stream of its own (which writes no
		 * bytes); this one's is started too so that out_end() ends
		 * it as it would after out_game().
		 */
		if (len > 0)
			yaml_begin(o);
		break;
	case OUT_JSON:
		break;
	}
	if (len > 0 && fwrite(part, 1, len, o->fp) != len)
		return -1;
	return ferror(o->fp) ? -1 : 0;
}

void
out_free(struct out *o)
{
	size_t	 i;

	if (o == NULL)
		return;
	yaml_out_free(o->yaml);
	free(o->left_out);
	for (i = 0; i < o->npending; i++) {
		free(o->pending[i].row[0]);
		free(o->pending[i].row[1]);
	}
	free(o->pending);
	free(o);
}

void
out_set_kind(struct out *o, int clever)
{
	o->clever_table = clever;
	o->kind_fixed = 1;
}

const char *
out_game_status(const struct out_game *gm)
{
	size_t	 i;
	int	 complete;

	if (gm->rec == NULL)
		return "unreadable";
	for (i = 0; i < gm->d->len; i++)
		if (gm->d->v[i].code == D_NOT_A_GAME)
			return "not-a-game";
	if (!gm->rec->usable || gm->rp == NULL ||
	    (gm->rec->kind == RECORD_CLEVER && gm->rp->clever == NULL))
		return "unreplayable";
	complete = gm->rec->kind == RECORD_CLEVER ?
	    gm->rp->clever->complete : gm->rp->complete;
	if (!complete || gm->rec->truncated)
		return "incomplete";
	return gm->d->errors > 0 ? "faulty" : "ok";
}

/*
 * score and rank as TSV: the two games have different columns, and the
 * first game read decides the table's (genial-clever(5)) unless --kind
 * did; a game of the other kind gets one row of status "other-game" and
 * o->left_out says so.  A record of no kind (a YAML error left nothing
 * of it) gets its row in whichever table it is.  A part writer (-j)
 * writes every game's rows behind a marker part (PART_MARK, the kind,
 * the message; the row for a table of the other kind, or for a record
 * of no kind its row in both layouts) that out_put_part() reads to
 * decide the same way.
 */
static char *
left_out_msg(const struct out_game *gm, int clever)
{
	return xasprintf("%s:%d:%d: warning: game %d: a%s game in a%s "
	    "table gets one row of status other-game; use -f json or "
	    "--kind %s", gm->file, gm->rec->pos.line, gm->rec->pos.col,
	    gm->game, clever ? " clever" : "n ingenious",
	    clever ? "n ingenious" : " clever",
	    clever ? "clever" : "ingenious");
}

/*
 * The kind a game gives a table: clever 1, Ingenious 0, or -1 for a
 * record that was not replayed (a YAML error, not a game, a broken
 * header), which has only its status to show in either table.
 */
static int
table_kind(const struct out_game *gm)
{
	if (gm->rec == NULL || gm->rp == NULL || !gm->rec->usable)
		return -1;
	if (gm->rec->kind == RECORD_CLEVER)
		return gm->rp->clever != NULL ? 1 : -1;
	return 0;
}

static int
tsv_kinds(struct out *o, const struct out_game *gm)
{
	int	 clever = table_kind(gm);
	char	*msg, *a, *b;

	if (gm->nogame)		/* out_file_none() gives the file its row */
		return 0;
	if (o->part) {
		if (clever < 0) {
			a = tsv_none_text(o->report, 0, gm->file, gm->game,
			    out_game_status(gm));
			b = tsv_none_text(o->report, 1, gm->file, gm->game,
			    out_game_status(gm));
			if (a != NULL && b != NULL)
				fprintf(o->fp, "%cU\n%s%s", PART_MARK, a, b);
			free(a);
			free(b);
			return a != NULL && b != NULL && !ferror(o->fp) ?
			    0 : -1;
		}
		msg = left_out_msg(gm, clever);
		a = tsv_none_text(o->report, !clever, gm->file, gm->game,
		    "other-game");
		fprintf(o->fp, "%c%c%s\n%s", PART_MARK, clever ? 'C' : 'I',
		    msg, a != NULL ? a : "\n");
		free(msg);
		free(a);
		return clever ? clever_out_game(o, gm) : tsv_game(o, gm);
	}
	if (clever < 0)
		return tsv_none(o, gm->file, gm->game, out_game_status(gm));
	if (!o->header_done && !o->kind_fixed)
		o->clever_table = clever;
	tsv_header(o);
	if (clever != o->clever_table) {
		o->left_out = left_out_msg(gm, clever);
		return tsv_none(o, gm->file, gm->game, "other-game");
	}
	return clever ? clever_out_game(o, gm) : tsv_game(o, gm);
}

const char *
out_left_out(const struct out *o)
{
	return o->left_out;
}

int
out_game(struct out *o, const struct out_game *gm)
{
	json_t	*j;
	int	 rc;

	free(o->left_out);
	o->left_out = NULL;
	if (o->format == OUT_TSV && (o->report == REPORT_SCORE ||
	    o->report == REPORT_RANK))
		return tsv_kinds(o, gm);
	if (gm->rec != NULL && gm->rec->kind == RECORD_CLEVER &&
	    o->report != REPORT_CHECK) {
		if (o->format == OUT_TEXT)
			return clever_out_game(o, gm);
		if ((j = clever_model(o, gm)) == NULL)
			return 0;
		rc = o->format == OUT_JSON ? json_write(o, j) : yaml_write(o, j);
		json_decref(j);
		return rc;
	}
	switch (o->format) {
	case OUT_TEXT:
		switch (o->report) {
		case REPORT_CHECK:
			return text_check(o, gm);
		case REPORT_SCORE:
			return text_score(o, gm);
		case REPORT_RANK:
			return text_rank(o, gm);
		case REPORT_STANDINGS:
			break;
		}
		break;
	case OUT_TSV:
		return tsv_game(o, gm);
	case OUT_JSON:
	case OUT_YAML:
		j = model_game(o, gm);
		if (j == NULL)		/* score/rank of a game not replayed */
			return 0;
		rc = o->format == OUT_JSON ? json_write_game(o, j, gm) :
		    yaml_write_game(o, j, gm);
		json_decref(j);
		return rc;
	}
	return 0;
}

int
out_file_end(struct out *o, const struct out_summary *s)
{
	o->nfiles++;
	o->total.games += s->games;
	o->total.errors += s->errors;
	o->total.warnings += s->warnings;
	if (o->format == OUT_TEXT && o->report == REPORT_CHECK)
		return text_summary(o, s);
	return 0;
}

int
out_file_none(struct out *o, const char *file, const char *status,
    const char *message)
{
	json_t	*j;
	int	 rc = 0;

	switch (o->format) {
	case OUT_TEXT:
		break;
	case OUT_TSV:
		rc = tsv_file_none(o, file, status);
		break;
	case OUT_JSON:
	case OUT_YAML:
		j = json_object();
		json_object_set_new(j, "file", model_string(file));
		json_object_set_new(j, "status", model_string(status));
		json_object_set_new(j, "message", model_string(message));
		rc = o->format == OUT_JSON ? json_write(o, j) :
		    yaml_write(o, j);
		json_decref(j);
		break;
	}
	return rc == 0 && !ferror(o->fp) ? 0 : -1;
}

int
out_end(struct out *o)
{
	int	 rc = 0;

	if (o->format == OUT_TEXT && o->report == REPORT_CHECK &&
	    o->nfiles > 1)
		rc = text_total(o);
	else if (o->format == OUT_TSV)
		rc = tsv_end(o);
	else if (o->format == OUT_YAML)
		rc = yaml_end(o);
	return rc == 0 && !ferror(o->fp) ? 0 : -1;
}

void
out_palette(struct palette *p, int colour)
{
	if (colour) {
		p->error = "\033[1;31m";
		p->warning = "\033[1;33m";
		p->dim = "\033[2m";
		p->bold = "\033[1m";
		p->note = "\033[1;36m";
		p->caret = "\033[1;32m";
		p->reset = "\033[0m";
	} else
		p->error = p->warning = p->dim = p->bold = p->note =
		    p->caret = p->reset = "";
}

const char *
out_player(const struct record *rec, int seat)
{
	if (rec == NULL || seat < 0 || seat >= rec->nplayers ||
	    seat >= MAX_SEATS)
		return NULL;
	return rec->players[seat];
}

char *
out_side_name(const struct record *rec, const struct game *g, int side)
{
	char		*s = NULL, *t;
	const char	*name;
	int		 seat;

	for (seat = 0; seat < g->rules.seats && seat < MAX_SEATS; seat++) {
		if (game_side_of(g, seat) != side)
			continue;
		if ((name = out_player(rec, seat)) == NULL)
			name = "?";
		if (s == NULL)
			s = xstrdup(name);
		else {
			t = xasprintf("%s+%s", s, name);
			free(s);
			s = t;
		}
	}
	return s != NULL ? s : xasprintf("side %d", side + 1);
}

void
out_side_counters(const struct game *g, int side, int v[COLOURS])
{
	int	 c;

	for (c = 0; c < COLOURS; c++) {
		if (g->rules.variant == VARIANT_DUEL)
			v[c] = side == 0 ? g->track[c] : -g->track[c];
		else if (side >= 0 && side < MAX_SEATS)
			v[c] = g->score[side][c];
		else
			v[c] = 0;
	}
}

void
out_step_counters(const struct game *g, const struct step *st, int v[COLOURS])
{
	int	 c;

	for (c = 0; c < COLOURS; c++) {
		if (g->rules.variant == VARIANT_DUEL)
			v[c] = st->seat == 0 ? st->track[c] : -st->track[c];
		else
			v[c] = st->after[c];
	}
}

int
out_line_cells(const struct placement *p, const struct line *ln, int *from,
    int cells[BOARD_ROWS])
{
	int	 cell, n;

	*from = ln->hex == 0 ? p->a : p->b;
	cell = *from;
	for (n = 0; n < ln->len && n < BOARD_ROWS; n++) {
		if (cell == NO_CELL || ln->dir >= DIR__MAX)
			break;
		cell = board_step(cell, (enum dir)ln->dir);
		if (cell == NO_CELL)
			break;
		cells[n] = cell;
	}
	return n;
}

int
out_line_colour(const struct placement *p, const struct line *ln)
{
	return ln->hex == 0 ? p->tile.a : p->tile.b;
}

const char *
out_end_reason(const struct game *g, const char **word)
{
	*word = game_end_word(g);
	return game_end_text(g);
}

char *
out_rank_reason(const struct record *rec, const struct replay *rp, int i)
{
	const struct ranking	*rk = &rp->ranking;
	const struct game	*g = &rp->g;
	char			*names[MAX_SEATS] = { NULL }, *why;
	int			 s, b;

	if (rk->nsides < 1 || i < 0 || i >= rk->nsides || i >= MAX_SEATS)
		return xstrdup("");
	for (s = 0; s < rk->nsides && s < MAX_SEATS; s++)
		names[s] = out_side_name(rec, g, s);
	b = i + 1 < rk->nsides && i + 1 < MAX_SEATS ? rk->order[i + 1] : -1;
	/* The one wording of core (rank.h), with the record's names. */
	why = rank_decision(g, rk, rk->order[i], b, i == 0,
	    (const char *const *)names);
	for (s = 0; s < MAX_SEATS; s++)
		free(names[s]);
	return why;
}
