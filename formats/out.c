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

#include "../core/util.h"
#include "out_priv.h"

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
			const char *nl = memchr(part, '\n', len);
			int clever = len > 1 && part[1] == 'C';

			if (nl == NULL)
				return -1;
			if (!o->header_done)
				o->clever_table = clever;
			tsv_header(o);
			if (clever != o->clever_table) {
				o->left_out = xstrndup(part + 2,
				    (size_t)(nl - part - 2));
				return ferror(o->fp) ? -1 : 0;
			}
			len -= (size_t)(nl + 1 - part);
			part = nl + 1;
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
	if (o == NULL)
		return;
	yaml_out_free(o->yaml);
	free(o->left_out);
	free(o);
}

/*
 * score and rank as TSV: the two games have different columns, and the
 * first game read decides the table's (genial-clever(5)); a game of the
 * other kind is left out and o->left_out says so.  A part writer (-j)
 * writes every game's rows behind a marker line (MARK, the kind, the
 * message) that out_put_part() reads to decide the same way.
 */
static char *
left_out_msg(const struct out_game *gm, int clever)
{
	return xasprintf("%s:%d:%d: error: game %d: a%s game cannot be "
	    "written in a%s table; use -f json", gm->file, gm->rec->pos.line,
	    gm->rec->pos.col, gm->game, clever ? " clever" : "n ingenious",
	    clever ? "n ingenious" : " clever");
}

static int
tsv_kinds(struct out *o, const struct out_game *gm)
{
	int	 clever = gm->rec->clever != NULL;
	char	*msg;

	if (o->part) {
		msg = left_out_msg(gm, clever);
		fprintf(o->fp, "%c%c%s\n", PART_MARK, clever ? 'C' : 'I', msg);
		free(msg);
		return clever ? clever_out_game(o, gm) : tsv_game(o, gm);
	}
	if (!o->header_done)
		o->clever_table = clever;
	tsv_header(o);
	if (clever != o->clever_table) {
		o->left_out = left_out_msg(gm, clever);
		return ferror(o->fp) ? -1 : 0;
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
	    o->report == REPORT_RANK) && gm->rec != NULL)
		return tsv_kinds(o, gm);
	if (gm->rec != NULL && gm->rec->clever != NULL &&
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
