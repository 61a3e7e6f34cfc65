/*
 * The writers of `genial analyse` for a Ganz schön clever game (genial(1)
 * "ANALYSIS"): one game's analysis (core/clever_analyse.h) as a text
 * table with each player's totals and worst decisions, TSV rows, one JSON
 * object, or the record written back as YAML with each decision that
 * lost points explained in its entry's note.
 *
 * A choice is written as the record would write it (`take: G2, to: G`,
 * `pick: none`, `reroll`, `black: YA1`, `then: B9`), a value as the final
 * total it expects, in points with two decimals.
 *
 * TSV columns (fixed, genial(1)): file game move player decision played
 * rank candidates value best best_value loss label sim_value
 * sim_best_value sim_loss sim_best; the last four are empty without
 * playouts.
 */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/clever_record.h"
#include "../core/util.h"
#include "out_analyse.h"
#include "out_priv.h"
#include "rtext.h"

static const char *const decision_words[] = {
	"take", "pick", "extra", "black", "then"
};

/* The analysis keeps values in thousandths of a point. */
#define fmt_points(v, buf)	out_analyse_value((v), 10, (buf))
#define fmt_signed(v, buf)	out_analyse_signed((v), 10, (buf))
#define json_points(v)		out_analyse_json((v), 10)

/* A mark as a record's token: YA1, B7, G, O, P6. */
static void
mark_text(const struct clever_choice *c, char *buf, size_t len)
{
	struct clever_mark	 m = c->mark;

	/* A die's orange or purple box needs no number: the die has it.
	   A bonus's is 6 (the black 6). */
	if (m.area == CA_O || m.area == CA_P)
		m.written = c->kind == CCH_DIE ? 0 : 6;
	clever_mark_name(&m, CLEVER_NAME_TOKEN, buf, len);
}

/* A choice of decision kind as an entry of the record. */
static char *
choice_text(enum clever_decision kind, const struct clever_choice *c,
    char buf[40])
{
	char	 m[16];

	if (c->kind == CCH_REROLL)
		snprintf(buf, 40, "reroll");
	else if (c->kind == CCH_NONE)
		snprintf(buf, 40, "%s: none", decision_words[kind]);
	else {
		mark_text(c, m, sizeof(m));
		if (c->kind == CCH_DIE)
			snprintf(buf, 40, "%s: %c%d, to: %s",
			    decision_words[kind], clever_letters[c->die],
			    c->value, m);
		else
			snprintf(buf, 40, "%s: %s", decision_words[kind], m);
	}
	return buf;
}

/* Average loss per decision, thousandths. */
static long
avg_loss(const struct clever_an_player *p)
{
	return p->decisions ? p->loss / p->decisions : 0;
}

int
out_clever_analyse_header(FILE *fp)
{
	fputs("file\tgame\tmove\tplayer\tdecision\tplayed\trank\tcandidates\t"
	    "value\tbest\tbest_value\tloss\tlabel\tsim_value\t"
	    "sim_best_value\tsim_loss\tsim_best\n", fp);
	return ferror(fp) ? -1 : 0;
}

static const char sheet_only_text[] = "a sheet-only record (final sheets, "
    "no moves) cannot be analysed: the decisions need the rolls and the "
    "entries of the game";

static int
write_tsv(FILE *fp, const char *file, const struct record *rec,
    const struct clever_analysis *an)
{
	const struct clever_an_move *m;
	char			 pl[40], be[40], v[32], bv[32], lv[32];
	size_t			 i;

	for (i = 0; i < an->nmoves; i++) {
		m = &an->moves[i];
		fprintf(fp, "%s\t%d\t%d\t%s\t%s\t%s\t%d\t%d\t%s\t%s\t%s\t%s\t"
		    "%s\t", file, rec->game, m->move, out_analyse_player(rec, m->seat),
		    decision_words[m->kind], choice_text(m->kind, &m->played,
		    pl), m->rank, m->ncand, fmt_points(m->value, v),
		    choice_text(m->kind, &m->best, be),
		    fmt_points(m->best_value, bv), fmt_points(m->loss, lv),
		    clever_label_name(m->label));
		if (m->simulated)
			fprintf(fp, "%s\t%s\t%s\t%s\n", fmt_points(m->sim_value,
			    v), fmt_points(m->sim_best_value, bv),
			    fmt_points(m->sim_loss, lv), choice_text(m->kind,
			    &m->sim_best, be));
		else
			fputs("\t\t\t\n", fp);
	}
	return ferror(fp) ? -1 : 0;
}

/* The label column of the text table. */
static void
label_text(const struct clever_an_move *m, char *buf, size_t size)
{
	char	 sb[40];
	int	 n;

	n = snprintf(buf, size, "%s%s%s", clever_label_name(m->label),
	    *clever_label_mark(m->label) ? " " : "",
	    clever_label_mark(m->label));
	if (m->simulated && m->sim_loss > 0 && n >= 0 && (size_t)n < size)
		snprintf(buf + n, size - (size_t)n, "; playouts prefer %s",
		    choice_text(m->kind, &m->sim_best, sb));
}

/* Each player's line of totals, then the worst decisions. */
static void
player_totals(FILE *fp, const struct record *rec,
    const struct clever_analysis *an, int w)
{
	const struct clever_an_player *p;
	const struct clever_an_move *m;
	char			 v[32], t[32], l[33], pl[40], be[40];
	int			 s, k;

	fprintf(fp, "\n%-*s  %9s %8s %10s %5s %12s %8s %8s %5s %7s%s\n", w,
	    "player", "decisions", "avg loss", "total loss", "good",
	    "inaccuracies", "mistakes", "blunders", "rolls", "luck",
	    an->sim > 0 ? "  sim loss" : "");
	for (s = 0; s < rec->nplayers && s < CLEVER_MAX_SEATS; s++) {
		p = &an->player[s];
		rtext_put_name(fp, rec->players[s], w);
		fprintf(fp, "  %9d %8s %10s %5d %12d %8d %8d %5d %7s",
		    p->decisions,
		    fmt_points(avg_loss(p), v), fmt_points(p->loss, t),
		    p->labels[CL_GOOD], p->labels[CL_INACCURACY],
		    p->labels[CL_MISTAKE], p->labels[CL_BLUNDER], p->rolls,
		    p->rolls ? fmt_signed(p->luck, l) : "-");
		if (an->sim > 0)
			fprintf(fp, "  %8s", p->simulated ?
			    fmt_points(p->sim_loss, v) : "-");
		fputc('\n', fp);
	}
	for (s = 0; s < rec->nplayers && s < CLEVER_MAX_SEATS; s++) {
		p = &an->player[s];
		if (p->worst[0] < 0)
			continue;
		fputs("worst of ", fp);
		rtext_put_name(fp, rec->players[s], 0);
		fputc(':', fp);
		for (k = 0; k < CLEVER_AN_WORST && p->worst[k] >= 0; k++) {
			m = &an->moves[p->worst[k]];
			fprintf(fp, "%s move %d, %s (best %s, loss %s)",
			    k ? ";" : "", m->move, choice_text(m->kind,
			    &m->played, pl), choice_text(m->kind, &m->best, be),
			    fmt_points(m->loss, v));
		}
		fputc('\n', fp);
	}
}

static int
write_text(FILE *fp, const char *file, const struct record *rec,
    const struct clever_analysis *an, int top)
{
	const struct clever_an_move *m;
	char			 pl[40], be[40], v[32], bv[32], lv[32];
	char			 rk[24], lab[80], alt[80];
	size_t			 i;
	int			 w = out_analyse_name_width(rec), k;

	out_analyse_title(fp, file, rec);
	if (an->sheet_only) {
		fprintf(fp, "%s\n", sheet_only_text);
		return ferror(fp) ? -1 : 0;
	}
	if (an->nmoves == 0)
		fputs("no decision to analyse\n", fp);
	else
		fprintf(fp, "%5s  %-*s  %-20s %6s %7s  %-20s %7s %6s%s  %s\n",
		    "move", w, "player", "played", "rank", "value", "best",
		    "value", "loss", an->sim > 0 ? "     sim  sim best" : "",
		    "label");
	for (i = 0; i < an->nmoves; i++) {
		m = &an->moves[i];
		snprintf(rk, sizeof(rk), "%d/%d", m->rank, m->ncand);
		label_text(m, lab, sizeof(lab));
		if (m->simulated)
			snprintf(alt, sizeof(alt), " %7s %9s",
			    fmt_points(m->sim_value, v),
			    fmt_points(m->sim_best_value, bv));
		else
			snprintf(alt, sizeof(alt), "%s", an->sim > 0 ?
			    "                  " : "");
		fprintf(fp, "%5d  ", m->move);
		rtext_put_name(fp, out_analyse_player(rec, m->seat), w);
		fprintf(fp, "  %-20s %6s %7s  %-20s %7s %6s%s  %s\n",
		    choice_text(m->kind, &m->played, pl), rk,
		    fmt_points(m->value, v), choice_text(m->kind, &m->best, be),
		    fmt_points(m->best_value, bv), fmt_points(m->loss, lv), alt,
		    lab);
		for (k = 1; k < top && k < m->ntop; k++)
			fprintf(fp, "%5s  %-*s  %-20s %6s %7s  %-20s %7s\n", "", w,
			    "", "", "", "", choice_text(m->kind, &m->top[k],
			    be), fmt_points(m->top_value[k], bv));
	}
	player_totals(fp, rec, an, w);
	return ferror(fp) ? -1 : 0;
}

static json_t *
json_choice(const struct clever_an_move *m, const struct clever_choice *c)
{
	char	 buf[40];

	return json_string(choice_text(m->kind, c, buf));
}

static json_t *
json_move(const struct record *rec, const struct clever_an_move *m, int top)
{
	json_t	*o = json_object(), *alts, *a;
	int	 k;

	json_object_set_new(o, "move", json_integer(m->move));
	json_object_set_new(o, "player", json_string(out_analyse_player(rec, m->seat)));
	json_object_set_new(o, "decision",
	    json_string(decision_words[m->kind]));
	json_object_set_new(o, "played", json_choice(m, &m->played));
	json_object_set_new(o, "rank", json_integer(m->rank));
	json_object_set_new(o, "candidates", json_integer(m->ncand));
	json_object_set_new(o, "value", json_points(m->value));
	json_object_set_new(o, "best", json_choice(m, &m->best));
	json_object_set_new(o, "best_value", json_points(m->best_value));
	json_object_set_new(o, "loss", json_points(m->loss));
	json_object_set_new(o, "label",
	    json_string(clever_label_name(m->label)));
	if (top > 1) {
		alts = json_array();
		for (k = 0; k < top && k < m->ntop; k++) {
			a = json_object();
			json_object_set_new(a, "choice",
			    json_choice(m, &m->top[k]));
			json_object_set_new(a, "value",
			    json_points(m->top_value[k]));
			json_array_append_new(alts, a);
		}
		json_object_set_new(o, "top", alts);
	}
	if (m->simulated) {
		json_object_set_new(o, "sim_value", json_points(m->sim_value));
		json_object_set_new(o, "sim_best_value",
		    json_points(m->sim_best_value));
		json_object_set_new(o, "sim_loss", json_points(m->sim_loss));
		json_object_set_new(o, "sim_best", json_choice(m,
		    &m->sim_best));
		json_object_set_new(o, "playouts", json_integer(m->playouts));
		json_object_set_new(o, "played_out",
		    json_integer(m->played_out));
	}
	return o;
}

static json_t *
json_player(const struct record *rec, const struct clever_analysis *an,
    int s)
{
	const struct clever_an_player *p = &an->player[s];
	const struct clever_an_move *m;
	json_t	*o = json_object(), *worst = json_array(), *x;
	int	 k;

	json_object_set_new(o, "player", json_string(rec->players[s]));
	json_object_set_new(o, "decisions", json_integer(p->decisions));
	json_object_set_new(o, "total_loss", json_points(p->loss));
	json_object_set_new(o, "average_loss", json_points(avg_loss(p)));
	json_object_set_new(o, "best", json_integer(p->labels[CL_BEST]));
	json_object_set_new(o, "good", json_integer(p->labels[CL_GOOD]));
	json_object_set_new(o, "inaccuracies",
	    json_integer(p->labels[CL_INACCURACY]));
	json_object_set_new(o, "mistakes",
	    json_integer(p->labels[CL_MISTAKE]));
	json_object_set_new(o, "blunders",
	    json_integer(p->labels[CL_BLUNDER]));
	for (k = 0; k < CLEVER_AN_WORST && p->worst[k] >= 0; k++) {
		m = &an->moves[p->worst[k]];
		x = json_object();
		json_object_set_new(x, "move", json_integer(m->move));
		json_object_set_new(x, "played", json_choice(m, &m->played));
		json_object_set_new(x, "best", json_choice(m, &m->best));
		json_object_set_new(x, "loss", json_points(m->loss));
		json_array_append_new(worst, x);
	}
	json_object_set_new(o, "worst", worst);
	json_object_set_new(o, "rolls", json_integer(p->rolls));
	json_object_set_new(o, "luck", p->rolls ? json_points(p->luck) :
	    json_null());
	if (an->sim > 0) {
		json_object_set_new(o, "simulated", json_integer(p->simulated));
		json_object_set_new(o, "sim_loss", json_points(p->sim_loss));
	}
	return o;
}

static int
write_json(FILE *fp, const char *file, const struct record *rec,
    const struct clever_analysis *an, int top)
{
	json_t	*j, *moves, *sum;
	size_t	 i;
	int	 s, r;

	j = out_analyse_head(file, rec, "clever");
	json_object_set_new(j, "analysed", json_boolean(!an->sheet_only));
	if (an->sheet_only)
		json_object_set_new(j, "reason", json_string(sheet_only_text));
	else {
		moves = json_array();
		for (i = 0; i < an->nmoves; i++)
			json_array_append_new(moves, json_move(rec,
			    &an->moves[i], top));
		json_object_set_new(j, "moves", moves);
		sum = json_array();
		for (s = 0; s < rec->nplayers && s < CLEVER_MAX_SEATS; s++)
			json_array_append_new(sum, json_player(rec, an, s));
		json_object_set_new(j, "summary", sum);
	}
	r = rtext_json_dumpf(j, fp, JSON_COMPACT | JSON_PRESERVE_ORDER |
	    JSON_REAL_PRECISION(12));
	json_decref(j);
	if (r == -1 || fputc('\n', fp) == EOF)
		return -1;
	return ferror(fp) ? -1 : 0;
}

/* The note of one decision: labelled ones only. */
static char *
note_of(const struct clever_an_move *m)
{
	char	 be[40], pl[40], v[32], bv[32], lv[32];

	if (m->label < CL_INACCURACY)
		return NULL;
	return xasprintf("%s %s: %s was best (expects %s; %s expects %s; "
	    "loss %s)", clever_label_mark(m->label),
	    clever_label_name(m->label), choice_text(m->kind, &m->best, be),
	    fmt_points(m->best_value, bv), choice_text(m->kind, &m->played,
	    pl), fmt_points(m->value, v), fmt_points(m->loss, lv));
}

/* Each player's totals, for the description. */
static char *
summary_text(const struct record *rec, const struct clever_analysis *an)
{
	const struct clever_an_player *p;
	char			 v[32], t[32], l[33];
	char			*s, *x;
	int			 i;

	if (an->sheet_only)
		return xasprintf("Analysis (genial analyse): %s.",
		    sheet_only_text);
	s = xstrdup("Analysis (genial analyse):");
	for (i = 0; i < rec->nplayers && i < CLEVER_MAX_SEATS; i++) {
		p = &an->player[i];
		x = xasprintf("%s%s %s: %d decisions, total loss %s, average "
		    "loss %s, %d inaccurac%s, %d mistake%s, %d blunder%s, "
		    "luck %s", s, i ? ";" : "", rec->players[i], p->decisions,
		    fmt_points(p->loss, t), fmt_points(avg_loss(p), v),
		    p->labels[CL_INACCURACY],
		    p->labels[CL_INACCURACY] == 1 ? "y" : "ies",
		    p->labels[CL_MISTAKE], p->labels[CL_MISTAKE] == 1 ? "" : "s",
		    p->labels[CL_BLUNDER], p->labels[CL_BLUNDER] == 1 ? "" : "s",
		    p->rolls ? fmt_signed(p->luck, l) : "-");
		free(s);
		s = x;
	}
	x = xasprintf("%s.", s);
	free(s);
	return x;
}

static int
write_yaml(FILE *fp, const struct record *rec,
    const struct clever_analysis *an)
{
	const struct clever_record *cr = rec->clever;
	struct clever_record	 ccopy = *cr;
	struct record		 copy = *rec;
	struct clever_entry	*mv;
	char			**notes, *n;
	size_t			 i, k;
	int			 r;

	mv = xreallocarray(NULL, cr->nmoves ? cr->nmoves : 1, sizeof(*mv));
	notes = xcalloc(cr->nmoves + 1, sizeof(*notes));
	if (cr->nmoves)
		memcpy(mv, cr->moves, cr->nmoves * sizeof(*mv));
	for (i = 0; i < an->nmoves; i++) {
		k = (size_t)an->moves[i].move - 1;
		if (k < cr->nmoves && (n = note_of(&an->moves[i])) != NULL)
			out_analyse_note(&notes[k], &mv[k].note, n);
	}
	notes[cr->nmoves] = out_analyse_description(rec->description,
	    summary_text(rec, an));
	copy.description = notes[cr->nmoves];
	ccopy.moves = mv;
	copy.clever = &ccopy;
	r = out_analyse_emit(fp, &copy);
	for (i = 0; i <= cr->nmoves; i++)
		free(notes[i]);
	free(notes);
	free(mv);
	return r;
}

int
out_clever_analyse_game(FILE *fp, enum out_format fmt, const char *file,
    const struct record *rec, const struct clever_analysis *an, int top)
{
	switch (fmt) {
	case OUT_TSV:
		if (an->sheet_only)
			return 0;
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

const char *
out_clever_analyse_refusal(void)
{
	return sheet_only_text;
}
