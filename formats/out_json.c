/*
 * The data model of the structured formats, and the JSON Lines writer.
 *
 * Each game becomes one jansson tree (model_game); json_write dumps it as
 * one compact line, yaml_write (out_yaml.c) walks the same tree into one
 * YAML document, so JSON and YAML always carry the same fields in the
 * same order.  The one list of a game that grows with the record (check's
 * diagnostics, score's moves) is left empty in the tree and its items are
 * made and written one at a time (model_items, model_item), so that a
 * game of fifty thousand findings costs the memory of one.  jansson does the escaping: player names, notes and
 * messages are arbitrary UTF-8 and come out as valid JSON strings.
 *
 * Field names are a contract in the same way as the TSV columns: add new
 * ones, never rename.  Counters are objects keyed by colour letter in the
 * colour order (R O Y G B P).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/util.h"
#include "out_priv.h"
#include "rtext.h"
#include "utf8.h"

json_t *
model_string(const char *s)
{
	const unsigned char	*p;
	json_t			*j;
	char			*t;
	size_t			 n, len = 0;

	if (s == NULL)
		return json_null();
	if ((j = json_string(s)) != NULL)
		return j;
	/* Not valid UTF-8: keep the valid parts, U+FFFD for the rest. */
	t = xmalloc(strlen(s) * 3 + 1);
	for (p = (const unsigned char *)s; *p != '\0'; p += n) {
		if ((n = utf8_len(p)) == 0) {
			memcpy(t + len, "\xEF\xBF\xBD", 3);
			len += 3;
			n = 1;
		} else {
			memcpy(t + len, p, n);
			len += n;
		}
	}
	t[len] = '\0';
	j = json_string(t);
	free(t);
	return j;
}

static json_t *
cell_string(int cell)
{
	char	 buf[4];

	if (cell < 0 || cell >= BOARD_CELLS)
		return json_null();
	return json_string(board_cell_name(cell, buf));
}

static json_t *
colour_string(int c)
{
	char	 s[2] = { '?', '\0' };

	if (c >= 0 && c < COLOURS)
		s[0] = colour_letter(c);
	return json_string(s);
}

/* {"R": v[0], "O": v[1], ...} */
static json_t *
counters(const int v[COLOURS])
{
	json_t	*o = json_object();
	char	 k[2] = { '\0', '\0' };
	int	 c;

	for (c = 0; c < COLOURS; c++) {
		k[0] = colour_letter(c);
		json_object_set_new(o, k, json_integer(v[c]));
	}
	return o;
}

/* The colours whose bit is set in mask, as a list of letters. */
static json_t *
colour_list(unsigned mask)
{
	json_t	*a = json_array();
	int	 c;

	for (c = 0; c < COLOURS; c++)
		if (mask & (1u << c))
			json_array_append_new(a, colour_string(c));
	return a;
}

static json_t *
players(const struct record *rec)
{
	json_t	*a = json_array();
	int	 i;

	for (i = 0; rec != NULL && i < rec->nplayers && i < MAX_SEATS; i++)
		json_array_append_new(a, model_string(rec->players[i]));
	return a;
}

/* Why the game ended, as a word, or null while it runs. */
static json_t *
end_word(const struct game *g)
{
	const char	*word;

	out_end_reason(g, &word);
	return word != NULL ? json_string(word) : json_null();
}

/* The fields every game object starts with. */
static json_t *
game_head(const struct out_game *gm)
{
	json_t	*j = json_object();

	json_object_set_new(j, "file", model_string(gm->file));
	json_object_set_new(j, "game", json_integer(gm->game));
	if (gm->rec != NULL && gm->rec->kind == RECORD_CLEVER)
		json_object_set_new(j, "kind", json_string("clever"));
	json_object_set_new(j, "players", players(gm->rec));
	return j;
}

/*
 * A finding's fix as data: each replacement's span in the input (its
 * line and column, and its bytes: offset and length) and the text that
 * replaces them; a copy's span (copy_offset, copy_length), and lines
 * where the spans are entries taken with their whole lines.
 */
static json_t *
model_edits(const struct diag *dg)
{
	json_t	*a = json_array(), *e;
	size_t	 i;

	for (i = 0; i < dg->nedits; i++) {
		e = json_object();
		json_object_set_new(e, "line",
		    json_integer(dg->edits[i].at.line));
		json_object_set_new(e, "col", json_integer(dg->edits[i].at.col));
		json_object_set_new(e, "offset",
		    json_integer((json_int_t)dg->edits[i].at.off));
		json_object_set_new(e, "length",
		    json_integer((json_int_t)dg->edits[i].at.len));
		json_object_set_new(e, "text", model_string(dg->edits[i].text));
		if (dg->edits[i].from.len > 0) {
			json_object_set_new(e, "copy_offset",
			    json_integer((json_int_t)dg->edits[i].from.off));
			json_object_set_new(e, "copy_length",
			    json_integer((json_int_t)dg->edits[i].from.len));
		}
		if (dg->edits[i].lines)
			json_object_set_new(e, "lines", json_true());
		json_array_append_new(a, e);
	}
	return a;
}

/* One diagnostic of a check report, or NULL for an unknown code. */
static json_t *
model_diag(const struct out_game *gm, const struct diag *dg)
{
	const struct diag_info	*in;
	json_t			*e;

	if ((in = diag_info(dg->code)) == NULL)
		return NULL;
	e = json_object();
	json_object_set_new(e, "move", json_integer(dg->move));
	json_object_set_new(e, "line", json_integer(dg->pos.line));
	json_object_set_new(e, "col", json_integer(dg->pos.col));
	json_object_set_new(e, "severity",
	    json_string(diag_severity_name(in->sev)));
	json_object_set_new(e, "class",
	    json_string(diag_class_name(in->cls)));
	json_object_set_new(e, "code", json_string(in->name));
	json_object_set_new(e, "player",
	    model_string(out_player(gm->rec, dg->player)));
	json_object_set_new(e, "message", model_string(dg->msg));
	json_object_set_new(e, "fix", model_string(dg->fix));
	json_object_set_new(e, "cause", dg->cause > 0 ?
	    json_integer(dg->cause) : json_null());
	json_object_set_new(e, "why", model_string(dg->why));
	json_object_set_new(e, "edits", model_edits(dg));
	return e;
}

/* The check report of a game, with its status (the same as in score and
   rank), its "diagnostics" left empty for model_item(). */
static json_t *
model_check(const struct out_game *gm)
{
	json_t	*j = game_head(gm);

	json_object_set_new(j, "status", json_string(gm->nogame ? "empty" :
	    out_game_status(gm)));
	json_object_set_new(j, "errors", json_integer((json_int_t)gm->d->errors));
	json_object_set_new(j, "warnings",
	    json_integer((json_int_t)gm->d->warnings));
	json_object_set_new(j, "diagnostics", json_array());
	return j;
}

/* The scoring of one applied placement into the move object m. */
static void
model_placement(json_t *m, const struct game *g, const struct step *st)
{
	const struct breakdown	*bd = &st->bd;
	json_t			*lines = json_array(), *l, *cl, *lost;
	int			 i, k, n, from, cells[BOARD_ROWS], v[COLOURS];
	char			 key[2] = { '\0', '\0' };

	for (i = 0; i < bd->nlines && i < BREAKDOWN_LINES; i++) {
		const struct line *ln = &bd->lines[i];

		n = out_line_cells(&st->place, ln, &from, cells);
		l = json_object();
		json_object_set_new(l, "from", cell_string(from));
		json_object_set_new(l, "colour",
		    colour_string(out_line_colour(&st->place, ln)));
		json_object_set_new(l, "direction", json_string(ln->dir <
		    DIR__MAX ? board_dir_name((enum dir)ln->dir) : "?"));
		json_object_set_new(l, "length", json_integer(ln->len));
		cl = json_array();
		for (k = 0; k < n; k++)
			json_array_append_new(cl, cell_string(cells[k]));
		json_object_set_new(l, "cells", cl);
		json_array_append_new(lines, l);
	}
	json_object_set_new(m, "lines", lines);
	for (i = 0; i < COLOURS; i++)
		v[i] = bd->points[i];
	json_object_set_new(m, "points", counters(v));
	lost = json_object();
	for (i = 0; i < COLOURS; i++)
		if (bd->gained[i] < bd->points[i]) {
			key[0] = colour_letter(i);
			json_object_set_new(lost, key,
			    json_integer(bd->points[i] - bd->gained[i]));
		}
	json_object_set_new(m, "lost", lost);
	out_step_counters(g, st, v);
	json_object_set_new(m, "counters", counters(v));
	json_object_set_new(m, "reached", colour_list(bd->reached));
	json_object_set_new(m, "bonus", json_integer(bd->bonus));
	if (g->rules.variant == VARIANT_DUEL) {
		json_object_set_new(m, "tokens", colour_list(bd->tokens));
		json_object_set_new(m, "stolen", colour_list(bd->stolen));
	}
}

static json_t *
model_step(const struct record *rec, const struct game *g,
    const struct step *st)
{
	static const char *const actions[] = { "none", "place", "swap",
	    "flag" };
	const struct rec_move	*mv = NULL;
	json_t			*m = json_object(), *a;
	char			 t[3];
	int			 i;

	if (st->move >= 1 && (size_t)st->move <= rec->nmoves)
		mv = &rec->moves[st->move - 1];
	json_object_set_new(m, "move", json_integer(st->move));
	json_object_set_new(m, "player", model_string(out_player(rec,
	    st->seat)));
	json_object_set_new(m, "action", json_string(st->action <= ACT_FLAG ?
	    actions[st->action] : "none"));
	json_object_set_new(m, "applied", json_boolean(st->applied));
	if (st->action == ACT_PLACE && (mv == NULL || mv->place_ok)) {
		json_object_set_new(m, "bonus_placement",
		    json_boolean(st->bonus_move));
		json_object_set_new(m, "tile",
		    json_string(tile_name(st->place.tile, t)));
		a = json_array();
		json_array_append_new(a, cell_string(st->place.a));
		json_array_append_new(a, cell_string(st->place.b));
		json_object_set_new(m, "cells", a);
		if (st->applied)
			model_placement(m, g, st);
	} else if (st->action == ACT_SWAP && mv != NULL) {
		a = json_array();
		for (i = 0; i < mv->swap.n; i++)
			json_array_append_new(a,
			    json_string(tile_name(mv->swap.v[i], t)));
		json_object_set_new(m, "tiles", a);
	}
	if (mv != NULL && mv->clock != NULL)
		json_object_set_new(m, "clock", model_string(mv->clock));
	if (mv != NULL && mv->note != NULL)
		json_object_set_new(m, "note", model_string(mv->note));
	return m;
}

/*
 * The score or rank report of a game with nothing to count: its head,
 * its status and errors, and the report's fields empty.
 */
json_t *
model_none(const struct out_game *gm, const char *items)
{
	json_t	*j;

	if (gm->nogame)		/* out_file_none() gives the file its record */
		return NULL;
	j = game_head(gm);
	json_object_set_new(j, "status", json_string(out_game_status(gm)));
	json_object_set_new(j, "complete", json_false());
	json_object_set_new(j, "errors", json_integer((json_int_t)gm->d->errors));
	json_object_set_new(j, items, json_array());
	return j;
}

/* The score report, its "moves" left empty for model_item(). */
static json_t *
model_score(const struct out_game *gm)
{
	const struct replay	*rp = gm->rp;
	json_t			*j, *a, *f;
	char			*name;
	int			 side, v[COLOURS];

	if (rp == NULL || gm->rec == NULL)
		return model_none(gm, "moves");
	j = game_head(gm);
	json_object_set_new(j, "status", json_string(out_game_status(gm)));
	json_object_set_new(j, "moves", json_array());
	json_object_set_new(j, "end", end_word(&rp->g));
	a = json_array();
	for (side = 0; side < game_sides(&rp->g); side++) {
		f = json_object();
		name = out_side_name(gm->rec, &rp->g, side);
		json_object_set_new(f, "player", model_string(name));
		free(name);
		out_side_counters(&rp->g, side, v);
		json_object_set_new(f, "counters", counters(v));
		json_array_append_new(a, f);
	}
	json_object_set_new(j, "final", a);
	return j;
}

static json_t *
model_rank(const struct out_game *gm)
{
	const struct replay	*rp = gm->rp;
	const struct ranking	*rk;
	json_t			*j, *a, *r, *s;
	char			*name;
	int			 i, k, side, v[COLOURS];

	if (rp == NULL || gm->rec == NULL)
		return model_none(gm, "ranking");
	rk = &rp->ranking;
	j = game_head(gm);
	json_object_set_new(j, "status", json_string(out_game_status(gm)));
	json_object_set_new(j, "complete", json_boolean(rp->complete));
	json_object_set_new(j, "errors", json_integer((json_int_t)gm->d->errors));
	json_object_set_new(j, "end", end_word(&rp->g));
	a = json_array();
	for (i = 0; i < rk->nsides && i < MAX_SEATS; i++) {
		side = rk->order[i];
		r = json_object();
		json_object_set_new(r, "rank", json_integer(rk->rank[i]));
		name = out_side_name(gm->rec, &rp->g, side);
		json_object_set_new(r, "player", model_string(name));
		free(name);
		out_side_counters(&rp->g, side, v);
		json_object_set_new(r, "counters", counters(v));
		if (rp->g.rules.variant == VARIANT_DUEL) {
			json_object_set_new(r, "own_side",
			    json_integer(rk->own[side]));
			s = json_array();
			for (k = 0; k < rk->own[side] && k < COLOURS; k++)
				json_array_append_new(s,
				    json_integer(rk->sorted[side][k]));
			json_object_set_new(r, "own_positions", s);
		} else {
			s = json_array();
			for (k = 0; k < COLOURS; k++)
				json_array_append_new(s,
				    json_integer(rk->sorted[side][k]));
			json_object_set_new(r, "sorted", s);
		}
		json_array_append_new(a, r);
	}
	json_object_set_new(j, "ranking", a);
	a = json_array();
	for (i = 0; i + 1 < rk->nsides || (i == 0 && rk->nsides == 1); i++) {
		name = out_rank_reason(gm->rec, rp, i);
		json_array_append_new(a, model_string(name));
		free(name);
	}
	json_object_set_new(j, "reasons", a);
	return j;
}

json_t *
model_game(const struct out *o, const struct out_game *gm)
{
	switch (o->report) {
	case REPORT_CHECK:
		return model_check(gm);
	case REPORT_SCORE:
		return model_score(gm);
	case REPORT_RANK:
		return model_rank(gm);
	case REPORT_STANDINGS:
		break;
	}
	return NULL;
}

const char *
model_items(const struct out *o, const struct out_game *gm, size_t *n,
    size_t *shown)
{
	size_t	 i;

	*n = *shown = 0;
	switch (o->report) {
	case REPORT_CHECK:
		*n = gm->d->len;
		for (i = 0; i < gm->d->len; i++)
			if (diag_info(gm->d->v[i].code) != NULL)
				(*shown)++;
		return "diagnostics";
	case REPORT_SCORE:
		if (gm->rp == NULL || gm->rec == NULL)
			return NULL;	/* model_none: an empty "moves" */
		*n = *shown = gm->rp->nsteps;
		return "moves";
	case REPORT_RANK:
	case REPORT_STANDINGS:
		break;
	}
	return NULL;
}

json_t *
model_item(const struct out *o, const struct out_game *gm, size_t i)
{
	if (o->report == REPORT_CHECK)
		return model_diag(gm, &gm->d->v[i]);
	return model_step(gm->rec, &gm->rp->g, &gm->rp->steps[i]);
}

int
json_write(struct out *o, json_t *j)
{
	if (rtext_json_dumpf(j, o->fp, JSON_COMPACT) == -1 ||
	    fputc('\n', o->fp) == EOF)
		return -1;
	return ferror(o->fp) ? -1 : 0;
}

int
json_write_game(struct out *o, json_t *j, const struct out_game *gm)
{
	const char	*k, *key;
	json_t		*v, *e;
	size_t		 i, n, shown, put;
	int		 rc = 0, first = 1;

	if ((key = model_items(o, gm, &n, &shown)) == NULL)
		return json_write(o, j);
	/* What json_dumpf(j, JSON_COMPACT) writes, the items one by one. */
	fputc('{', o->fp);
	json_object_foreach(j, k, v) {
		if (!first)
			fputc(',', o->fp);
		first = 0;
		e = json_string(k);
		if (e == NULL || rtext_json_dumpf(e, o->fp,
		    JSON_COMPACT | JSON_ENCODE_ANY) == -1)
			rc = -1;
		json_decref(e);
		fputc(':', o->fp);
		if (strcmp(k, key) != 0) {
			if (rtext_json_dumpf(v, o->fp,
			    JSON_COMPACT | JSON_ENCODE_ANY) == -1)
				rc = -1;
			continue;
		}
		fputc('[', o->fp);
		for (i = put = 0; i < n && rc == 0; i++) {
			if ((e = model_item(o, gm, i)) == NULL)
				continue;
			if (put++ > 0)
				fputc(',', o->fp);
			if (rtext_json_dumpf(e, o->fp, JSON_COMPACT) == -1 ||
			    ferror(o->fp))
				rc = -1;
			json_decref(e);
		}
		fputc(']', o->fp);
	}
	if (fputs("}\n", o->fp) == EOF || rc == -1)
		return -1;
	return ferror(o->fp) ? -1 : 0;
}
