/*
 * The writers of `genial standings`: the ranked tournament tables of
 * core/standings.h in text (per event an aligned table, the key that
 * separated each pair of neighbours, and the cross-table of results with
 * the list of games it refers to), TSV (one row per player, the event in
 * the first column) and JSON Lines or YAML (one object, or document, per
 * event, with its games).  VPs are halves: 2.5, 1, 0.5.  A tie-break that
 * did not apply to a player is an empty cell (null in JSON), not 0.
 * Every format says how many games of the event were left out and why:
 * text after the list of games, TSV one row per game left out (status
 * the reason's word, the player columns empty), JSON in "left_out".
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/util.h"
#include "../core/standings.h"
#include "out_priv.h"
#include "show.h"
#include "utf8.h"
#include "rtext.h"

/* Players past which the text cross-table is left to -f json. */
#define CROSS_MAX	26

/* "2.5", "3", "0.5" for a number of halves (never negative). */
static const char *
halves(int n2, char buf[16])
{
	if (n2 % 2 == 0)
		snprintf(buf, 16, "%d", n2 / 2);
	else
		snprintf(buf, 16, "%d.5", n2 / 2);
	return buf;
}

/* Terminal columns of a name (rtext_name_width). */
static int
width_of(const char *s)
{
	return rtext_name_width(s);
}

/* Write a line without its trailing blanks, and the newline. */
static void
put_line(FILE *fp, char *line)
{
	size_t	 n = strlen(line);

	while (n > 0 && line[n - 1] == ' ')
		line[--n] = '\0';
	fprintf(fp, "%s\n", line);
}

/* Append to line[0..size), as far as it fits. */
static void
add(char *line, size_t size, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void
add(char *line, size_t size, const char *fmt, ...)
{
	va_list	 ap;
	size_t	 used = strlen(line);

	if (used + 1 >= size)
		return;
	va_start(ap, fmt);
	vsnprintf(line + used, size - used, fmt, ap);
	va_end(ap);
}

/* "+4", "0", "-2". */
static const char *
signed_text(int v, char buf[16])
{
	snprintf(buf, 16, v != 0 ? "%+d" : "%d", v);
	return buf;
}

/* Key k of row r as text: "2.5", "+4", "20". */
static const char *
key_text(const struct standings_row *r, enum standings_key k, char buf[16])
{
	switch (k) {
	case STANDINGS_VP:
		return halves(r->vp2, buf);
	case STANDINGS_H2H:
		return halves(r->h2h2, buf);
	case STANDINGS_DIFF:
		return signed_text(r->diff, buf);
	case STANDINGS_LOWEST:
		snprintf(buf, 16, "%d", r->lowest);
		return buf;
	case STANDINGS_FIRST:
	case STANDINGS_TIED:
		break;
	}
	buf[0] = '\0';
	return buf;
}

/*
 * Why row i is below row i - 1: "Anna ranks above Cleo: vp 2 = 2, h2h 1 =
 * 1, diff +4 > +3", or "Anna and Ben share rank 1: ..." when all four
 * keys are equal.
 */
static void
text_separation(struct out *o, const struct standings_event *ev, size_t i)
{
	const struct standings_row	*x = &ev->rows[i - 1], *y = &ev->rows[i];
	enum standings_key		 k, last;
	char				 a[16], b[16];

	fputs("  ", o->fp);
	rtext_put_name(o->fp, x->player, 0);
	fputs(y->above == STANDINGS_TIED ? " and " : " ranks above ", o->fp);
	rtext_put_name(o->fp, y->player, 0);
	if (y->above == STANDINGS_TIED)
		fprintf(o->fp, " share rank %d:", x->rank);
	else
		fputc(':', o->fp);
	last = y->above == STANDINGS_TIED ? STANDINGS_LOWEST : y->above;
	for (k = STANDINGS_VP; k <= last; k++)
		fprintf(o->fp, "%s %s %s %s %s", k == STANDINGS_VP ? "" : ",",
		    standings_key_name(k), key_text(x, k, a),
		    k == y->above ? ">" : "=", key_text(y, k, b));
	fputc('\n', o->fp);
}

/* A game's result for player row `me`: "1", "0.5", "0". */
static const char *
result_for(const struct standings_game *gm, int me, char buf[16])
{
	return halves(gm->a == me ? gm->vp2_a : 2 - gm->vp2_a, buf);
}

/*
 * The cross-table: a row per player in table order, a column per
 * opponent by rank position, each cell the player's result and the
 * game's number in the list below it ("1 #3"); then that list.
 */
static void
text_cross(struct out *o, const struct standings_event *ev)
{
	const struct standings_game	*gm;
	char				 res[16], cell[32], line[2048];
	int				 w = 6, cw = 3, k, c;
	size_t				 i, j, g;
	int				*at;

	if (ev->nrows > CROSS_MAX) {
		fprintf(o->fp, "  (no cross-table for %zu players: -f json "
		    "lists every game)\n", ev->nrows);
		return;
	}
	/* at[i * n + j]: the game of rows i and j, plus one; 0: none. */
	at = xcalloc(ev->nrows * ev->nrows + 1, sizeof(*at));
	for (g = 0; g < ev->ngames; g++) {
		gm = &ev->games[g];
		at[(size_t)gm->a * ev->nrows + (size_t)gm->b] = (int)g + 1;
		at[(size_t)gm->b * ev->nrows + (size_t)gm->a] = (int)g + 1;
	}
	for (i = 0; i < ev->nrows; i++)
		if (width_of(ev->rows[i].player) > w)
			w = width_of(ev->rows[i].player);
	k = snprintf(cell, sizeof(cell), "0.5 #%zu", ev->ngames);
	if (k > cw)
		cw = k;
	fputc('\n', o->fp);
	line[0] = '\0';
	add(line, sizeof(line), "  %*s  %-*s", 3, "", w, "");
	for (j = 0; j < ev->nrows; j++)
		add(line, sizeof(line), "  %-*zu", cw, j + 1);
	put_line(o->fp, line);
	for (i = 0; i < ev->nrows; i++) {
		line[0] = '\0';
		add(line, sizeof(line), "  %3zu  %s%*s", i + 1,
		    ev->rows[i].player, w - width_of(ev->rows[i].player), "");
		for (j = 0; j < ev->nrows; j++) {
			c = at[i * ev->nrows + j];
			if (i == j)
				snprintf(cell, sizeof(cell), "-");
			else if (c == 0)
				cell[0] = '\0';
			else
				snprintf(cell, sizeof(cell), "%s #%d",
				    result_for(&ev->games[c - 1], (int)i, res),
				    c);
			add(line, sizeof(line), "  %-*s", cw, cell);
		}
		put_line(o->fp, line);
	}
	free(at);
	for (g = 0; g < ev->ngames; g++) {
		gm = &ev->games[g];
		fprintf(o->fp, "  #%zu  %s %s - %s %s  %s:%d, game %d", g + 1,
		    ev->rows[gm->a].player, halves(gm->vp2_a, cell),
		    halves(2 - gm->vp2_a, res), ev->rows[gm->b].player,
		    gm->file, gm->line, gm->game);
		if (gm->findings != NULL)
			fprintf(o->fp, " (the computed result; %zu error%s: "
			    "%s)", gm->errors, gm->errors == 1 ? "" : "s",
			    gm->findings);
		fputc('\n', o->fp);
	}
}

/* "  left out: game 3 (FILE:109): the record stops at ..." per game. */
static void
text_left(struct out *o, const struct standings_event *ev)
{
	const struct standings_left	*l;
	size_t				 i;

	for (i = 0; i < ev->nleft; i++) {
		l = &ev->left[i];
		if (l->game > 0) {
			fprintf(o->fp, "  left out: game %d (", l->game);
			rtext_put(o->fp, l->file, RTEXT_CELL);
			if (l->line > 0)
				fprintf(o->fp, ":%d", l->line);
			fputs("): ", o->fp);
		} else {		/* a file of no game */
			fputs("  left out: ", o->fp);
			rtext_put(o->fp, l->file, RTEXT_CELL);
			fputs(": ", o->fp);
		}
		rtext_put(o->fp, l->why, RTEXT_CELL);
		fputc('\n', o->fp);
	}
}

static int
text_event(struct out *o, const struct standings_event *ev, int first)
{
	const struct standings_row	*r;
	struct palette			 p;
	char				 vp[16], h2h[16], diff[16], low[16];
	char				 line[1024];
	int				 w = 6, k;
	size_t				 i;

	out_palette(&p, o->colour);
	if (!first)
		fputc('\n', o->fp);
	fputs(p.bold, o->fp);
	rtext_put(o->fp, *ev->name != '\0' ? ev->name : "(no event)",
	    RTEXT_CELL);
	if (ev->ngames == 0)
		fprintf(o->fp, "%s: no games counted", p.reset);
	else
		fprintf(o->fp, "%s: %zu game%s counted", p.reset, ev->ngames,
		    ev->ngames == 1 ? "" : "s");
	if (ev->nleft > 0)
		fprintf(o->fp, ", %zu left out", ev->nleft);
	fputc('\n', o->fp);
	if (ev->ngames == 0) {
		text_left(o, ev);
		return ferror(o->fp) ? -1 : 0;
	}
	for (i = 0; i < ev->nrows; i++)
		if (width_of(ev->rows[i].player) > w)
			w = width_of(ev->rows[i].player);
	fprintf(o->fp, "  rank  %-*s  games  wins  draws  losses    vp   h2h"
	    "   diff  lowest\n", w, "player");
	for (i = 0; i < ev->nrows; i++) {
		r = &ev->rows[i];
		k = w - width_of(r->player);
		line[0] = '\0';
		add(line, sizeof(line), "  %4d  %s%*s  %5d  %4d  %5d  %6d  %4s"
		    "  %4s  %5s  %6s", r->rank, r->player, k, "", r->games,
		    r->wins, r->draws, r->losses, halves(r->vp2, vp),
		    r->level >= 1 ? halves(r->h2h2, h2h) : "",
		    r->level >= 2 ? signed_text(r->diff, diff) : "",
		    r->level >= 3 ? key_text(r, STANDINGS_LOWEST, low) : "");
		put_line(o->fp, line);
	}
	for (i = 1; i < ev->nrows; i++)
		text_separation(o, ev, i);
	text_cross(o, ev);
	text_left(o, ev);
	return ferror(o->fp) ? -1 : 0;
}

/* The key that put a row below the one above: "vp", ..., "tied", "". */
static const char *
above_name(const struct standings_row *r)
{
	return r->above == STANDINGS_TIED ? "tied" :
	    standings_key_name(r->above);
}

static void
tsv_event(struct out *o, const struct standings_event *ev)
{
	const struct standings_row	*r;
	const struct standings_left	*l;
	char				 vp[16], h2h[16];
	size_t				 i;

	for (i = 0; i < ev->nrows; i++) {
		r = &ev->rows[i];
		tsv_field(o->fp, ev->name);
		fprintf(o->fp, "\t%d\t", r->rank);
		tsv_field(o->fp, r->player);
		fprintf(o->fp, "\t%d\t%d\t%d\t%d\t%s\t%s\t", r->games,
		    r->wins, r->draws, r->losses, halves(r->vp2, vp),
		    r->level >= 1 ? halves(r->h2h2, h2h) : "");
		if (r->level >= 2)
			fprintf(o->fp, "%d", r->diff);
		fputc('\t', o->fp);
		if (r->level >= 3)
			fprintf(o->fp, "%d", r->lowest);
		/* status file line game message: a counted player. */
		fprintf(o->fp, "\t%s\tok\t\t\t\t\n", above_name(r));
	}
	for (i = 0; i < ev->nleft; i++) {
		l = &ev->left[i];
		tsv_field(o->fp, ev->name);
		/* rank player games ... above: none for a game left out. */
		fprintf(o->fp, "\t\t\t\t\t\t\t\t\t\t\t\t%s\t",
		    standings_reason_name(l->reason));
		tsv_field(o->fp, l->file);
		if (l->line > 0)
			fprintf(o->fp, "\t%d", l->line);
		else
			fputc('\t', o->fp);
		if (l->game > 0)
			fprintf(o->fp, "\t%d\t", l->game);
		else
			fputs("\t\t", o->fp);
		tsv_field(o->fp, l->why);
		fputc('\n', o->fp);
	}
}

/* A number of halves as JSON: an integer when whole, else a real. */
static json_t *
json_halves(int n2)
{
	return n2 % 2 == 0 ? json_integer(n2 / 2) : json_real(n2 / 2.0);
}

/* The counted games: both players, their VPs, where the record is. */
static json_t *
model_games(const struct standings_event *ev)
{
	const struct standings_game	*gm;
	json_t				*a = json_array(), *e, *p;
	size_t				 i;

	for (i = 0; i < ev->ngames; i++) {
		gm = &ev->games[i];
		e = json_object();
		p = json_array();
		json_array_append_new(p, model_string(ev->rows[gm->a].player));
		json_array_append_new(p, model_string(ev->rows[gm->b].player));
		json_object_set_new(e, "players", p);
		p = json_array();
		json_array_append_new(p, json_halves(gm->vp2_a));
		json_array_append_new(p, json_halves(2 - gm->vp2_a));
		json_object_set_new(e, "vp", p);
		json_object_set_new(e, "file", model_string(gm->file));
		json_object_set_new(e, "line", json_integer(gm->line));
		json_object_set_new(e, "game", json_integer(gm->game));
		json_object_set_new(e, "errors",
		    json_integer((json_int_t)gm->errors));
		json_object_set_new(e, "findings", gm->findings != NULL ?
		    model_string(gm->findings) : json_null());
		json_array_append_new(a, e);
	}
	return a;
}

/* The games left out: where, the reason's word and the reason. */
static json_t *
model_left(const struct standings_event *ev)
{
	const struct standings_left	*l;
	json_t				*a = json_array(), *e;
	size_t				 i;

	for (i = 0; i < ev->nleft; i++) {
		l = &ev->left[i];
		e = json_object();
		json_object_set_new(e, "file", model_string(l->file));
		json_object_set_new(e, "line", l->line > 0 ?
		    json_integer(l->line) : json_null());
		json_object_set_new(e, "game", l->game > 0 ?
		    json_integer(l->game) : json_null());
		json_object_set_new(e, "status",
		    model_string(standings_reason_name(l->reason)));
		json_object_set_new(e, "message", model_string(l->why));
		json_array_append_new(a, e);
	}
	return a;
}

static json_t *
model_event(const struct standings_event *ev)
{
	const struct standings_row	*r;
	json_t				*j = json_object(), *a = json_array(), *e;
	size_t				 i;

	json_object_set_new(j, "event", model_string(ev->name));
	json_object_set_new(j, "games", json_integer((json_int_t)ev->ngames));
	json_object_set_new(j, "results", model_games(ev));
	json_object_set_new(j, "left_out", model_left(ev));
	for (i = 0; i < ev->nrows; i++) {
		r = &ev->rows[i];
		e = json_object();
		json_object_set_new(e, "rank", json_integer(r->rank));
		json_object_set_new(e, "player", model_string(r->player));
		json_object_set_new(e, "games", json_integer(r->games));
		json_object_set_new(e, "wins", json_integer(r->wins));
		json_object_set_new(e, "draws", json_integer(r->draws));
		json_object_set_new(e, "losses", json_integer(r->losses));
		json_object_set_new(e, "vp", json_halves(r->vp2));
		json_object_set_new(e, "h2h", r->level >= 1 ?
		    json_halves(r->h2h2) : json_null());
		json_object_set_new(e, "diff", r->level >= 2 ?
		    json_integer(r->diff) : json_null());
		json_object_set_new(e, "lowest", r->level >= 3 ?
		    json_integer(r->lowest) : json_null());
		json_object_set_new(e, "above", i == 0 ? json_null() :
		    model_string(above_name(r)));
		json_array_append_new(a, e);
	}
	json_object_set_new(j, "standings", a);
	return j;
}

int
out_standings(struct out *o, const struct standings *st)
{
	json_t	*j;
	size_t	 i;
	int	 rc = 0;

	if (o->format == OUT_TSV)
		tsv_header(o);
	if (st->nevents == 0 && o->format == OUT_TEXT)
		fputs("no games counted\n", o->fp);
	for (i = 0; i < st->nevents && rc == 0; i++) {
		switch (o->format) {
		case OUT_TEXT:
			rc = text_event(o, &st->events[i], i == 0);
			break;
		case OUT_TSV:
			tsv_event(o, &st->events[i]);
			break;
		case OUT_JSON:
		case OUT_YAML:
			j = model_event(&st->events[i]);
			rc = o->format == OUT_JSON ? json_write(o, j) :
			    yaml_write(o, j);
			json_decref(j);
			break;
		}
	}
	return rc == 0 && !ferror(o->fp) ? 0 : -1;
}
