/*
 * The writers of `genial analyse` (see out_analyse.h).
 *
 * TSV columns (fixed, genial(1)): file game move player kind played rank
 * candidates value best best_value loss label ingenious rack win best_win
 * win_loss sim_best.  One row per decision: kind is `place`, `bonus` (a
 * bonus placement) or `turn` (the end of a turn where a swap was
 * allowed: played and best are `keep` or `swap`, values the expected
 * best placement next turn).  The last four are empty without playouts.
 */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/board.h"
#include "../core/tile.h"
#include "../core/util.h"
#include "out_analyse.h"
#include "out_priv.h"
#include "rtext.h"

/* The analysis keeps values in millionths of a point. */
#define fmt_value(v, buf)	out_analyse_value((v), 10000, (buf))
#define fmt_signed(v, buf)	out_analyse_signed((v), 10000, (buf))
#define json_value(v)		out_analyse_json((v), 10000)

/* A share of wins in millionths as a percentage: "48.5%". */
static char *
fmt_pct(long v, char buf[32])
{
	long	 t = (v + 500) / 1000;

	snprintf(buf, 32, "%ld.%ld%%", t / 10, t % 10);
	return buf;
}

/* A placement in the notation: "RG M9 M10". */
static char *
place_text(const struct placement *p, char buf[16])
{
	char	 t[3], a[4], b[4];

	snprintf(buf, 16, "%s %s %s", tile_name(p->tile, t),
	    board_cell_name(p->a, a), board_cell_name(p->b, b));
	return buf;
}

static const char *
kind_word(const struct an_move *m)
{
	if (m->kind == AN_TURN)
		return "turn";
	return m->bonus_move ? "bonus" : "place";
}

/* What the decision was and what was best, as words. */
static void
decision_texts(const struct an_move *m, char played[16], char best[16])
{
	if (m->kind == AN_TURN) {
		snprintf(played, 16, "%s", m->swapped ? "swap" : "keep");
		snprintf(best, 16, "%s", m->swap > m->keep ? "swap" :
		    m->keep > m->swap ? "keep" : played);
		return;
	}
	place_text(&m->played, played);
	place_text(&m->best, best);
}

/* Accuracy in tenths of a percent. */
static long
accuracy(const struct an_player *p)
{
	if (p->best <= 0)
		return 1000;
	return (long)((p->value * 1000 + p->best / 2) / p->best);
}

/* Average loss per placement, in millionths. */
static long
avg_loss(const struct an_player *p)
{
	return p->placements ? p->loss / p->placements : 0;
}

int
out_analyse_header(FILE *fp)
{
	fputs("file\tgame\tmove\tplayer\tkind\tplayed\trank\tcandidates\t"
	    "value\tbest\tbest_value\tloss\tlabel\tingenious\track\t"
	    "win\tbest_win\twin_loss\tsim_best\n", fp);
	return ferror(fp) ? -1 : 0;
}

static int
write_tsv(FILE *fp, const char *file, const struct record *rec,
    const struct analysis *an)
{
	const struct an_move	*m;
	char			 pl[16], be[16], v[32], bv[32], lv[32], ig[16];
	size_t			 i;

	for (i = 0; i < an->nmoves; i++) {
		m = &an->moves[i];
		decision_texts(m, pl, be);
		if (m->missed)
			place_text(&m->ingenious, ig);
		else
			ig[0] = '\0';
		fprintf(fp, "%s\t%d\t%d\t%s\t%s\t%s\t%d\t%d\t%s\t%s\t%s\t%s\t"
		    "%s\t%s\t%s\t", file, rec->game, m->move,
		    out_analyse_player(rec, m->seat), kind_word(m), pl,
		    m->kind == AN_TURN ? 1 + (m->loss > 0) : m->rank,
		    m->kind == AN_TURN ? 2 : m->ncand, fmt_value(m->value, v),
		    be, fmt_value(m->best_value, bv), fmt_value(m->loss, lv),
		    an_label_name(m->label), ig,
		    m->whole_rack ? "known" : "unknown");
		if (m->simulated)
			fprintf(fp, "%s\t%s\t%s\t%s\n", fmt_value(m->win, v),
			    fmt_value(m->best_win, bv),
			    fmt_value(m->win_loss, lv),
			    place_text(&m->sim_best, ig));
		else
			fputs("\t\t\t\n", fp);
	}
	return ferror(fp) ? -1 : 0;
}

/* The label column of the text table. */
static void
label_text(const struct an_move *m, char *buf, size_t size)
{
	char	 ig[16];
	int	 n = 0;

	buf[0] = '\0';
	if (m->label != AN_OK)
		n = snprintf(buf, size, "%s %s", an_label_name(m->label),
		    an_label_mark(m->label));
	if (m->missed && n >= 0 && (size_t)n < size)
		n += snprintf(buf + n, size - (size_t)n,
		    "%smissed Ingenious! (%s)", n ? "; " : "",
		    place_text(&m->ingenious, ig));
	if (m->bonus_move && n >= 0 && (size_t)n < size)
		n += snprintf(buf + n, size - (size_t)n, "%sbonus placement",
		    n ? "; " : "");
	if (m->simulated && m->win_loss > 0 && n >= 0 && (size_t)n < size)
		snprintf(buf + n, size - (size_t)n, "%splayouts prefer %s",
		    n ? "; " : "", place_text(&m->sim_best, ig));
}

static int
write_text(FILE *fp, const char *file, const struct record *rec,
    const struct analysis *an, int top)
{
	const struct an_move	*m;
	const struct an_player	*p;
	char			 pl[16], be[16], v[32], bv[32], lv[32];
	char			 rk[24], lab[160], alt[80], w1[32], w2[32];
	size_t			 i;
	int			 s, w = out_analyse_name_width(rec), k;

	out_analyse_title(fp, file, rec);
	if (an->nmoves == 0)
		fputs("no decision to analyse\n", fp);
	else
		fprintf(fp, "%5s  %-*s  %-12s %9s %7s  %-12s %7s %7s%s  %s\n",
		    "move", w, "player", "played", "rank", "value", "best",
		    "value", "loss", an->sim > 0 ? "   win%  best%" : "",
		    "label");
	for (i = 0; i < an->nmoves; i++) {
		m = &an->moves[i];
		decision_texts(m, pl, be);
		if (m->kind == AN_TURN)
			snprintf(rk, sizeof(rk), "%d/2", 1 + (m->loss > 0));
		else
			snprintf(rk, sizeof(rk), "%d/%d", m->rank, m->ncand);
		label_text(m, lab, sizeof(lab));
		if (m->simulated)
			snprintf(alt, sizeof(alt), " %6s %6s",
			    fmt_pct(m->win, w1), fmt_pct(m->best_win, w2));
		else
			snprintf(alt, sizeof(alt), "%s", an->sim > 0 ?
			    "              " : "");
		fprintf(fp, "%5d  ", m->move);
		rtext_put_name(fp, out_analyse_player(rec, m->seat), w);
		fprintf(fp, "  %-12s %9s %7s  %-12s %7s %7s%s%s%s\n", pl, rk,
		    fmt_value(m->value, v), be, fmt_value(m->best_value, bv),
		    fmt_value(m->loss, lv), alt, lab[0] ? "  " : "", lab);
		for (k = 1; m->kind == AN_PLACE && k < top && k < m->ntop;
		    k++)
			fprintf(fp, "%5s  %-*s  %-12s %9s %7s  %-12s %7s\n", "",
			    w, "", "", "", "", place_text(&m->top[k], alt),
			    fmt_value(m->top_value[k], bv));
	}
	fprintf(fp, "\n%-*s  %10s %8s %12s %8s %8s %7s %8s %5s %6s%s\n", w,
	    "player", "placements", "avg loss", "inaccuracies", "mistakes",
	    "blunders", "missed", "accuracy", "swaps", "luck",
	    an->sim > 0 ? "  win loss" : "");
	for (s = 0; s < rec->nplayers && s < MAX_SEATS; s++) {
		p = &an->player[s];
		snprintf(rk, sizeof(rk), "%ld.%ld%%", accuracy(p) / 10,
		    accuracy(p) % 10);
		if (an->sim > 0 && p->simulated > 0)
			snprintf(alt, sizeof(alt), "  %8s", fmt_pct(p->win_loss /
			    p->simulated, w1));
		else
			snprintf(alt, sizeof(alt), "%s", an->sim > 0 ?
			    "         -" : "");
		rtext_put_name(fp, rec->players[s], w);
		fprintf(fp, "  %10d %8s %12d %8d %8d %7d %8s %5d %6s%s\n",
		    p->placements,
		    fmt_value(avg_loss(p), v), p->labels[AN_INACCURACY],
		    p->labels[AN_MISTAKE], p->labels[AN_BLUNDER], p->missed, rk,
		    p->turns, p->draws ? fmt_signed(p->luck, lv) : "-", alt);
	}
	if (an->unknown_racks > 0)
		fprintf(fp, "racks not known for %d placement%s: each was "
		    "compared only with the other placements of the tile "
		    "played; the rank among the whole rack, the swap turns "
		    "and the luck of the draws need the racks and draws "
		    "(genial-record(5))\n", an->unknown_racks,
		    an->unknown_racks == 1 ? "" : "s");
	return ferror(fp) ? -1 : 0;
}

static json_t *
json_place(const struct placement *p)
{
	char	 buf[16];

	return json_string(place_text(p, buf));
}

static int
write_json(FILE *fp, const char *file, const struct record *rec,
    const struct analysis *an, int top)
{
	const struct an_move	*m;
	const struct an_player	*p;
	json_t			*j, *moves, *o, *alts, *sum, *a;
	char			 pl[16], be[16];
	size_t			 i;
	int			 s, k, r;

	j = out_analyse_head(file, rec, NULL);
	moves = json_array();
	for (i = 0; i < an->nmoves; i++) {
		m = &an->moves[i];
		decision_texts(m, pl, be);
		o = json_object();
		json_object_set_new(o, "move", json_integer(m->move));
		json_object_set_new(o, "player",
		    json_string(out_analyse_player(rec, m->seat)));
		json_object_set_new(o, "kind", json_string(kind_word(m)));
		json_object_set_new(o, "played", json_string(pl));
		json_object_set_new(o, "rank", json_integer(m->kind == AN_TURN ?
		    1 + (m->loss > 0) : m->rank));
		json_object_set_new(o, "candidates",
		    json_integer(m->kind == AN_TURN ? 2 : m->ncand));
		json_object_set_new(o, "value", json_value(m->value));
		json_object_set_new(o, "best", json_string(be));
		json_object_set_new(o, "best_value",
		    json_value(m->best_value));
		json_object_set_new(o, "loss", json_value(m->loss));
		json_object_set_new(o, "label",
		    json_string(an_label_name(m->label)));
		if (m->missed)
			json_object_set_new(o, "ingenious",
			    json_place(&m->ingenious));
		if (m->kind == AN_TURN) {
			json_object_set_new(o, "keep", json_value(m->keep));
			json_object_set_new(o, "swap", json_value(m->swap));
		} else if (top > 1) {
			alts = json_array();
			for (k = 0; k < top && k < m->ntop; k++) {
				a = json_object();
				json_object_set_new(a, "placement",
				    json_place(&m->top[k]));
				json_object_set_new(a, "value",
				    json_value(m->top_value[k]));
				json_array_append_new(alts, a);
			}
			json_object_set_new(o, "top", alts);
		}
		json_object_set_new(o, "rack",
		    json_string(m->whole_rack ? "known" : "unknown"));
		if (m->simulated) {
			json_object_set_new(o, "win", json_value(m->win));
			json_object_set_new(o, "best_win",
			    json_value(m->best_win));
			json_object_set_new(o, "win_loss",
			    json_value(m->win_loss));
			json_object_set_new(o, "sim_best",
			    json_place(&m->sim_best));
			json_object_set_new(o, "playouts",
			    json_integer(m->playouts));
		}
		json_array_append_new(moves, o);
	}
	json_object_set_new(j, "moves", moves);
	sum = json_array();
	for (s = 0; s < rec->nplayers && s < MAX_SEATS; s++) {
		p = &an->player[s];
		o = json_object();
		json_object_set_new(o, "player", json_string(rec->players[s]));
		json_object_set_new(o, "placements",
		    json_integer(p->placements));
		json_object_set_new(o, "rack_unknown", json_integer(p->partial));
		json_object_set_new(o, "average_loss", json_value(avg_loss(p)));
		json_object_set_new(o, "inaccuracies",
		    json_integer(p->labels[AN_INACCURACY]));
		json_object_set_new(o, "mistakes",
		    json_integer(p->labels[AN_MISTAKE]));
		json_object_set_new(o, "blunders",
		    json_integer(p->labels[AN_BLUNDER]));
		json_object_set_new(o, "missed_ingenious",
		    json_integer(p->missed));
		json_object_set_new(o, "accuracy",
		    json_real((double)accuracy(p) / 10.0));
		json_object_set_new(o, "swap_turns", json_integer(p->turns));
		json_object_set_new(o, "draws", json_integer(p->draws));
		json_object_set_new(o, "luck", p->draws ?
		    json_value(p->luck) : json_null());
		if (an->sim > 0) {
			json_object_set_new(o, "simulated",
			    json_integer(p->simulated));
			json_object_set_new(o, "average_win_loss", p->simulated ?
			    json_value(p->win_loss / p->simulated) :
			    json_null());
		}
		json_array_append_new(sum, o);
	}
	json_object_set_new(j, "summary", sum);
	r = rtext_json_dumpf(j, fp, JSON_COMPACT | JSON_PRESERVE_ORDER |
	    JSON_REAL_PRECISION(12));
	json_decref(j);
	if (r == -1 || fputc('\n', fp) == EOF)
		return -1;
	return ferror(fp) ? -1 : 0;
}

/* The note for one decision, or NULL for a move that needs none. */
static char *
note_of(const struct an_move *m)
{
	char	 pl[16], be[16], v[32], bv[32], lv[32], ig[16];
	char	*s, *t;

	if (m->label == AN_OK && !m->missed)
		return NULL;
	decision_texts(m, pl, be);
	if (m->kind == AN_TURN)
		s = xasprintf("%s %s: %s was better (a placement next turn "
		    "worth %s expected, against %s; loss %s)",
		    an_label_mark(m->label), an_label_name(m->label),
		    m->swapped ? "keeping" : "swapping",
		    fmt_value(m->best_value, bv), fmt_value(m->value, v),
		    fmt_value(m->loss, lv));
	else
		s = xasprintf("%s %s: best was %s (%s, played %s; loss %s)",
		    an_label_mark(m->label), an_label_name(m->label), be,
		    fmt_value(m->best_value, bv), fmt_value(m->value, v),
		    fmt_value(m->loss, lv));
	if (m->missed) {
		t = xasprintf("%s; missed Ingenious! with %s", s,
		    place_text(&m->ingenious, ig));
		free(s);
		s = t;
	}
	return s;
}

/* The per-player summary for the description. */
static char *
summary_text(const struct record *rec, const struct analysis *an)
{
	const struct an_player	*p;
	char			 v[32];
	char			*s, *t;
	int			 i;

	s = xstrdup("Analysis (genial analyse):");
	for (i = 0; i < rec->nplayers && i < MAX_SEATS; i++) {
		p = &an->player[i];
		t = xasprintf("%s%s %s: %d placements, average loss %s, "
		    "accuracy %ld.%ld%%, %d inaccurac%s, %d mistake%s, "
		    "%d blunder%s", s, i ? ";" : "", rec->players[i],
		    p->placements, fmt_value(avg_loss(p), v),
		    accuracy(p) / 10, accuracy(p) % 10,
		    p->labels[AN_INACCURACY],
		    p->labels[AN_INACCURACY] == 1 ? "y" : "ies",
		    p->labels[AN_MISTAKE], p->labels[AN_MISTAKE] == 1 ? "" : "s",
		    p->labels[AN_BLUNDER], p->labels[AN_BLUNDER] == 1 ? "" : "s");
		free(s);
		s = t;
	}
	t = xasprintf("%s.", s);
	free(s);
	return t;
}

static int
write_yaml(FILE *fp, const struct record *rec, const struct analysis *an)
{
	struct record	 copy = *rec;
	struct rec_move	*mv;
	char		**notes, *n;
	size_t		 i, k;
	int		 r;

	mv = xreallocarray(NULL, rec->nmoves ? rec->nmoves : 1, sizeof(*mv));
	notes = xcalloc(rec->nmoves + 1, sizeof(*notes));
	if (rec->nmoves)
		memcpy(mv, rec->moves, rec->nmoves * sizeof(*mv));
	for (i = 0; i < an->nmoves; i++) {
		k = (size_t)an->moves[i].move - 1;
		if (k < rec->nmoves && (n = note_of(&an->moves[i])) != NULL)
			out_analyse_note(&notes[k], &mv[k].note, n);
	}
	notes[rec->nmoves] = out_analyse_description(rec->description,
	    summary_text(rec, an));
	copy.description = notes[rec->nmoves];
	copy.moves = mv;
	r = out_analyse_emit(fp, &copy);
	for (i = 0; i <= rec->nmoves; i++)
		free(notes[i]);
	free(notes);
	free(mv);
	return r;
}

int
out_analyse_game(FILE *fp, enum out_format fmt, const char *file,
    const struct record *rec, const struct analysis *an, int top)
{
	switch (fmt) {
	case OUT_TSV:
		return write_tsv(fp, file, rec, an);
	case OUT_JSON:
		return write_json(fp, file, rec, an, top);
	case OUT_YAML:
		return write_yaml(fp, rec, an);
	case OUT_TEXT:
		break;
	}
	return write_text(fp, file, rec, an, top);
}
