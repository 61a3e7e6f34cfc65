/*
 * What `genial score` and `rank` print for a Ganz schön clever game
 * (genial-clever(5), COMMANDS): text, TSV rows and the JSON/YAML model.
 * `check` needs nothing of its own: its diagnostics are written by the
 * shared writers.  Called from out.c for games whose record is clever.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/clever_replay.h"
#include "clever_show.h"
#include "out_priv.h"
#include "rtext.h"

const char clever_tsv_score_header[] = "file\tgame\tmove\tround\tplayer"
    "\taction\tdie\tvalue\tarea\tcell\twritten\tpoints\tbonus\tstatus"
    "\ttY\ttB\ttG\ttO\ttP";
const char clever_tsv_rank_header[] = "file\tgame\trank\tplayer\tY\tB\tG\tO"
    "\tP\tfoxes\tF\ttotal\tcomplete\terrors\tstatus";

static const struct clever_replay *
crp(const struct out_game *gm)
{
	return gm->rp != NULL ? gm->rp->clever : NULL;
}

static void
put_scores(FILE *fp, const struct clever_score *sc, int wide)
{
	fprintf(fp, wide ? "Y %2d  B %2d  G %2d  O %2d  P %2d" :
	    "Y %d B %d G %d O %d P %d", sc->area[0], sc->area[1],
	    sc->area[2], sc->area[3], sc->area[4]);
}

static int
text_rank_clever(struct out *o, const struct out_game *gm)
{
	const struct clever_replay	*cr = crp(gm);
	const struct record		*rec = gm->rec;
	char				 why[96];
	int				 i, s, t, width = 0, lo, hi;
	const char			*rating;

	text_separator(o);
	fprintf(o->fp, "%s: game %d%s\n", gm->file, gm->game,
	    cr->complete ? "" : " (provisional: the game is incomplete)");
	for (i = 0; i < cr->nranked; i++)
		if (rtext_name_width(rec->players[cr->order[i]]) > width)
			width = rtext_name_width(rec->players[cr->order[i]]);
	for (i = 0; i < cr->nranked; i++) {
		s = cr->order[i];
		fprintf(o->fp, "  %d. ", cr->rank[s]);
		rtext_put_name(o->fp, rec->players[s], width);
		fputs("  ", o->fp);
		put_scores(o->fp, &cr->score[s], 1);
		fprintf(o->fp, "  foxes %d x %d = %d  total %d\n",
		    cr->score[s].foxes, cr->score[s].lowest, cr->score[s].fox,
		    cr->score[s].total);
	}
	if (rec->nplayers == 1 && cr->nranked == 1) {
		t = cr->score[0].total;
		rating = clever_rating(t, &lo, &hi);
		fputs("  ", o->fp);
		rtext_put_name(o->fp, rec->players[0], 0);
		if (hi < 0)
			fprintf(o->fp, " scores %d: %s (%d or more)\n", t,
			    rating, lo);
		else if (lo < 0)
			fprintf(o->fp, " scores %d: %s (below %d)\n", t,
			    rating, hi + 1);
		else
			fprintf(o->fp, " scores %d: %s (%d-%d)\n", t, rating,
			    lo, hi);
	}
	for (i = 0; i + 1 < cr->nranked; i++) {
		s = cr->order[i];
		t = cr->order[i + 1];
		fputs("  ", o->fp);
		rtext_put_name(o->fp, rec->players[s], 0);
		if (clever_compare_text(cr, s, t, why, sizeof(why))) {
			fputs(" and ", o->fp);
			rtext_put_name(o->fp, rec->players[t], 0);
			fprintf(o->fp, " share rank %d: %s\n", cr->rank[s], why);
		} else if (i == 0 && cr->score[s].total != cr->score[t].total)
			fprintf(o->fp, " wins: %s\n", why);
		else {
			fputs(" ranks above ", o->fp);
			rtext_put_name(o->fp, rec->players[t], 0);
			fprintf(o->fp, ": %s\n", why);
		}
	}
	return ferror(o->fp) ? -1 : 0;
}

/* The bonuses of a mark as words, space separated. */
static void
fired_words(const struct clever_made *mk, char *buf, size_t len)
{
	size_t	 o = 0;
	int	 i;

	buf[0] = '\0';
	for (i = 0; i < mk->nfired; i++)
		o += (size_t)snprintf(buf + o, len - o, "%s%s", i ? " " : "",
		    clever_bonus_words[mk->fired[i]]);
}

/* A mark in words: "purple box 1: 1", "green box 3", "blue 9", "yellow A1". */
static void
mark_words(const struct clever_mark *m, char *buf, size_t len)
{
	size_t	 n;

	clever_mark_name(m, CLEVER_NAME_WORDS, buf, len);
	n = strlen(buf);
	if (m->area == CA_O || m->area == CA_P)
		snprintf(buf + n, len - n, ": %d", m->written);
}

static void
dice_words(FILE *fp, const uint8_t *dice, unsigned mask)
{
	char	 t[4];
	int	 c, first = 1;

	for (c = 0; c < CLEVER_DICE; c++)
		if ((mask >> c) & 1) {
			fprintf(fp, "%s%s", first ? "" : " ",
			    clever_die_text(c, dice[c], t));
			first = 0;
		}
}

/* The lines of one marking entry: bonuses, points, platter, scores. */
static void
score_marks(FILE *fp, const struct record *rec, const struct clever_entry *e,
    const struct clever_step *st)
{
	const struct clever_made	*mk, *by;
	struct clever_score		 sc;
	char				 src[32], w[32];
	int				 k, j, i, pts[CLEVER_AREAS], seen = 0;

	for (k = 0; k < st->nmade; k++) {
		mk = &st->made[k];
		for (j = 0; j < mk->nfired; j++) {
			clever_bonus_source(&mk->mark, mk->fired[j], src,
			    sizeof(src));
			fprintf(fp, "  bonus: %s: %s", src,
			    clever_bonus_text(mk->fired[j]));
			for (i = k + 1; i < st->nmade; i++) {
				by = &st->made[i];
				if (by->bonus_mark && by->cause == k * 2 + j) {
					mark_words(&by->mark, w, sizeof(w));
					fprintf(fp, " -> %s%s", w, by->from_then
					    ? " (then)" : "");
					break;
				}
			}
			fputc('\n', fp);
		}
	}
	memset(pts, 0, sizeof(pts));
	for (k = 0; k < st->nmade; k++) {
		pts[st->made[k].mark.area] += st->made[k].points;
		seen |= 1 << st->made[k].mark.area;
	}
	if (st->nmade > 0) {
		fprintf(fp, "  points:");
		for (k = 0, j = 0; j < st->nmade; j++) {
			i = st->made[j].mark.area;
			if (!((seen >> i) & 1))
				continue;
			seen &= ~(1 << i);
			fprintf(fp, "%s %s %+d", k++ ? "," : "",
			    clever_area_names[i], pts[i]);
		}
		fputc('\n', fp);
	}
	if (e->action == CX_TAKE && st->applied) {
		fprintf(fp, "  to the platter: ");
		if (st->to_platter == 0)
			fprintf(fp, "nothing");
		dice_words(fp, st->dice, st->to_platter);
		fputc('\n', fp);
	}
	if (st->player >= 0 && st->applied) {
		clever_score(&st->sheet, &sc);
		fputs("  ", fp);
		rtext_put_name(fp, rec->players[st->player], 0);
		fputs(": ", fp);
		put_scores(fp, &sc, 0);
		fprintf(fp, "  foxes %d  F %d  total %d\n", sc.foxes, sc.fox,
		    sc.total);
	}
}

void
clever_out_entry_head(FILE *fp, const struct clever_entry *e,
    const struct clever_step *st)
{
	char	 w[32];

	fprintf(fp, "%s", clever_action_words[e->action]);
	if (!st->applied)
		fprintf(fp, " (not applied)");
	else if (e->action == CX_ROLL && st->roll_no > 0) {
		fprintf(fp, " %d of 3: ", st->roll_no);
		dice_words(fp, st->dice, st->thrown);
	} else if (e->action == CX_ROLL) {
		fprintf(fp, " (passive turn): ");
		dice_words(fp, st->dice, st->thrown);
		fprintf(fp, "; to the platter: ");
		dice_words(fp, st->dice, st->to_platter);
	} else if (e->action == CX_REROLL) {
		fputc(' ', fp);
		dice_words(fp, st->dice, st->thrown);
		fprintf(fp, " (rerolls: %d earned, %d used)",
		    st->sheet.rr_earned, st->sheet.rr_used);
	} else if (e->action == CX_BLACK && st->nmade > 0) {
		mark_words(&st->made[0].mark, w, sizeof(w));
		fprintf(fp, " -> %s", w);
	} else if (e->action != CX_BLACK && e->die.none)
		fprintf(fp, " none%s", e->action == CX_TAKE ?
		    ": the roll is void" : "");
	else if (e->action != CX_BLACK && e->die.ok) {
		fprintf(fp, " %c%d", clever_letters[e->die.colour],
		    st->die_value);
		/* A passive die stays where it is (C26): on a field, the
		 * pick fell back to the dice fields (C24). */
		if (e->action == CX_PICK && st->place[e->die.colour] == 1)
			fprintf(fp, " from a dice field");
		if (st->nmade > 0 && !st->made[0].bonus_mark) {
			mark_words(&st->made[0].mark, w, sizeof(w));
			fprintf(fp, " -> %s", w);
		}
	}
}

void
clever_out_entry_lines(FILE *fp, const struct record *rec,
    const struct clever_entry *e, const struct clever_step *st)
{
	if (e->action >= CX_TAKE)
		score_marks(fp, rec, e, st);
}

static void
round_line(FILE *fp, const struct record *rec, int round)
{
	enum clever_bonus b = clever_round_bonus(round);
	int	 s;

	fprintf(fp, "round %d", round);
	if (b == CB_NONE && round != CLEVER_BLACK_ROUND) {
		fputc('\n', fp);
		return;
	}
	fprintf(fp, ": ");
	for (s = 0; s < rec->nplayers; s++) {
		fputs(s == 0 ? "" : s + 1 == rec->nplayers ? " and " : ", ",
		    fp);
		rtext_put_name(fp, rec->players[s], 0);
	}
	if (round == CLEVER_BLACK_ROUND)
		fprintf(fp, " %s the black bonus\n", rec->nplayers > 1 ?
		    "each take" : "takes");
	else
		fprintf(fp, " %s a %s\n", rec->nplayers > 1 ? "each earn" :
		    "earns", clever_bonus_words[b]);
}

static int
text_score_clever(struct out *o, const struct out_game *gm)
{
	const struct clever_replay	*cr = crp(gm);
	const struct record		*rec = gm->rec;
	const struct clever_record	*c = rec->clever;
	const struct clever_entry	*e;
	const struct clever_step	*st;
	size_t				 i;
	int				 s, round = 0;

	text_separator(o);
	fprintf(o->fp, "%s: game %d:", gm->file, gm->game);
	for (s = 0; s < rec->nplayers; s++) {
		fputs(s ? ", " : " ", o->fp);
		rtext_put_name(o->fp, rec->players[s], 0);
	}
	fputc('\n', o->fp);
	for (i = 0; i < cr->nsteps && i < c->nmoves; i++) {
		st = &cr->steps[i];
		e = &c->moves[i];
		while (st->round > round)
			round_line(o->fp, rec, ++round);
		fprintf(o->fp, "move %d", st->move);
		if (st->player >= 0) {
			fputs(" (", o->fp);
			rtext_put_name(o->fp, rec->players[st->player], 0);
			fputc(')', o->fp);
		}
		fprintf(o->fp, ": ");
		clever_out_entry_head(o->fp, e, st);
		fputc('\n', o->fp);
		if (e->action >= CX_TAKE)
			score_marks(o->fp, rec, e, st);
		if (e->note != NULL) {
			fputs("  note: ", o->fp);
			rtext_put(o->fp, e->note, RTEXT_LINE);
			fputc('\n', o->fp);
		}
	}
	if (!cr->sheet_only && !cr->complete)
		fprintf(o->fp, "end: the record stops after %d of %d turns\n",
		    cr->turns_done, cr->turns);
	else if (!cr->sheet_only)
		fprintf(o->fp, "end: the game is complete\n");
	fprintf(o->fp, "final scores:\n");
	for (s = 0; s < rec->nplayers; s++) {
		if (!cr->scored[s])
			continue;
		fputs("  ", o->fp);
		rtext_put_name(o->fp, rec->players[s], 0);
		fputs(": ", o->fp);
		put_scores(o->fp, &cr->score[s], 0);
		fprintf(o->fp, "  foxes %d x %d = %d  total %d\n",
		    cr->score[s].foxes, cr->score[s].lowest, cr->score[s].fox,
		    cr->score[s].total);
	}
	return ferror(o->fp) ? -1 : 0;
}

static int
tsv_clever(struct out *o, const struct out_game *gm)
{
	const struct clever_replay	*cr = crp(gm);
	const struct record		*rec = gm->rec;
	const struct clever_entry	*e;
	const struct clever_step	*st;
	const struct clever_made	*mk;
	const struct clever_score	*sc;
	const char			*status = out_game_status(gm);
	struct clever_score		 after;
	char				 cell[16], words[64];
	size_t				 i, rows = 0;
	int				 k, s;

	if (o->report == REPORT_RANK) {
		for (k = 0; k < cr->nranked; k++) {
			s = cr->order[k];
			sc = &cr->score[s];
			tsv_field(o->fp, gm->file);
			fprintf(o->fp, "\t%d\t%d\t", gm->game, cr->rank[s]);
			tsv_field(o->fp, rec->players[s]);
			fprintf(o->fp, "\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d"
			    "\t%d\t%zu\t%s\n", sc->area[0], sc->area[1],
			    sc->area[2], sc->area[3], sc->area[4], sc->foxes,
			    sc->fox, sc->total, cr->complete ? 1 : 0,
			    gm->d->errors, status);
			rows++;
		}
		if (rows == 0)
			return tsv_none(o, gm->file, gm->game, status);
		return ferror(o->fp) ? -1 : 0;
	}
	for (i = 0; i < cr->nsteps; i++) {
		st = &cr->steps[i];
		e = &rec->clever->moves[i];
		/* The player's area scores after the entry. */
		if (st->nmade > 0)
			clever_score(&st->sheet, &after);
		for (k = 0; k < st->nmade; k++) {
			mk = &st->made[k];
			tsv_field(o->fp, gm->file);
			fprintf(o->fp, "\t%d\t%d\t%d\t", gm->game, st->move,
			    st->round);
			tsv_field(o->fp, rec->players[st->player]);
			fprintf(o->fp, "\t%s\t", mk->bonus_mark ? "bonus" :
			    clever_action_words[e->action]);
			if (!mk->bonus_mark && e->action != CX_BLACK)
				fprintf(o->fp, "%c\t%d", clever_letters[
				    e->die.colour], st->die_value);
			else {
				fputc('\t', o->fp);
				if (mk->mark.area == CA_O)
					fprintf(o->fp, "%d", mk->mark.written /
					    clever_orange_mult(mk->mark.cell));
				else if (mk->mark.area == CA_P)
					fprintf(o->fp, "%d", mk->mark.written);
			}
			clever_mark_name(&mk->mark, CLEVER_NAME_CELL, cell,
			    sizeof(cell));
			fired_words(mk, words, sizeof(words));
			fprintf(o->fp, "\t%c\t%s\t",
			    clever_area_letters[mk->mark.area], cell);
			if (mk->mark.area >= CA_O)
				fprintf(o->fp, "%d", mk->mark.written);
			else
				fputc('X', o->fp);
			fprintf(o->fp, "\t%d\t%s\t%s\t%d\t%d\t%d\t%d\t%d\n",
			    mk->points, words, status, after.area[0],
			    after.area[1], after.area[2], after.area[3],
			    after.area[4]);
			rows++;
		}
	}
	if (rows == 0)		/* no mark: the game still has a row */
		return tsv_none(o, gm->file, gm->game, status);
	return ferror(o->fp) ? -1 : 0;
}

static json_t *
scores_json(const struct clever_score *sc)
{
	return json_pack("{s:i,s:i,s:i,s:i,s:i,s:i,s:i}", "Y", sc->area[0],
	    "B", sc->area[1], "G", sc->area[2], "O", sc->area[3], "P",
	    sc->area[4], "F", sc->fox, "total", sc->total);
}

/* The ranking of a game for rank -f json: one object per player. */
static json_t *
model_ranking(const struct clever_replay *cr, const struct record *rec)
{
	const struct clever_score	*sc;
	json_t				*a, *x;
	int				 k, s;

	a = json_array();
	for (k = 0; k < cr->nranked; k++) {
		s = cr->order[k];
		sc = &cr->score[s];
		x = json_object();
		json_object_set_new(x, "rank", json_integer(cr->rank[s]));
		json_object_set_new(x, "player", model_string(rec->players[s]));
		json_object_set_new(x, "areas", json_pack(
		    "{s:i,s:i,s:i,s:i,s:i}", "Y", sc->area[0], "B",
		    sc->area[1], "G", sc->area[2], "O", sc->area[3], "P",
		    sc->area[4]));
		json_object_set_new(x, "foxes", json_integer(sc->foxes));
		json_object_set_new(x, "F", json_integer(sc->fox));
		json_object_set_new(x, "total", json_integer(sc->total));
		json_object_set_new(x, "best", json_integer(sc->best));
		json_array_append_new(a, x);
	}
	return a;
}

/* Entry i of a game for score -f json: what it did, its marks, the
   player's scores and actions after it. */
static json_t *
model_step(const struct clever_replay *cr, const struct record *rec,
    size_t i)
{
	const struct clever_step	*st = &cr->steps[i];
	const struct clever_entry	*e = &rec->clever->moves[i];
	const struct clever_made	*mk;
	struct clever_score		 sc;
	json_t				*x, *m, *d;
	char				 cell[16], words[64];
	int				 k;

	x = json_object();
	json_object_set_new(x, "move", json_integer(st->move));
	json_object_set_new(x, "round", json_integer(st->round));
	json_object_set_new(x, "player", st->player >= 0 ?
	    model_string(rec->players[st->player]) : json_null());
	json_object_set_new(x, "action",
	    json_string(clever_action_words[e->action]));
	json_object_set_new(x, "applied", json_boolean(st->applied));
	d = json_object();
	for (k = 0; k < CLEVER_DICE; k++)
		if (st->dice[k] != 0)
			json_object_set_new(d, (char[]){ clever_letters[k],
			    '\0' }, json_integer(st->dice[k]));
	json_object_set_new(x, "dice", d);
	if (e->action >= CX_TAKE && e->action <= CX_EXTRA && e->die.ok &&
	    !e->die.none) {
		json_object_set_new(x, "die", json_stringn(clever_letters +
		    e->die.colour, 1));
		json_object_set_new(x, "value", json_integer(st->die_value));
	}
	m = json_array();
	for (k = 0; k < st->nmade; k++) {
		mk = &st->made[k];
		clever_mark_name(&mk->mark, CLEVER_NAME_CELL, cell,
		    sizeof(cell));
		fired_words(mk, words, sizeof(words));
		json_array_append_new(m, json_pack("{s:s#,s:s,s:i,s:i,s:s}",
		    "area", clever_area_letters + mk->mark.area, 1, "cell",
		    cell, "written", mk->mark.written, "points", mk->points,
		    "bonus", words));
	}
	json_object_set_new(x, "marks", m);
	if (st->player >= 0) {
		clever_score(&st->sheet, &sc);
		json_object_set_new(x, "scores", scores_json(&sc));
		json_object_set_new(x, "foxes", json_integer(sc.foxes));
		json_object_set_new(x, "actions", json_pack("{s:[i,i],s:[i,i]}",
		    "reroll", st->sheet.rr_earned, st->sheet.rr_used, "plus1",
		    st->sheet.p1_earned, st->sheet.p1_used));
	}
	if (e->note != NULL)
		json_object_set_new(x, "note", model_string(e->note));
	return x;
}

json_t *
clever_model(const struct out *o, const struct out_game *gm)
{
	const struct clever_replay	*cr = crp(gm);
	const struct record		*rec = gm->rec;
	json_t				*j, *a, *x;
	const char			*t;
	size_t				 i;
	int				 s, lo, hi;

	if (cr == NULL)
		return model_none(gm, o->report == REPORT_RANK ? "ranking" :
		    "moves");
	j = json_object();
	json_object_set_new(j, "file", model_string(gm->file));
	json_object_set_new(j, "game", json_integer(gm->game));
	json_object_set_new(j, "kind", json_string("clever"));
	json_object_set_new(j, "status", json_string(out_game_status(gm)));
	a = json_array();
	for (s = 0; s < rec->nplayers; s++)
		json_array_append_new(a, model_string(rec->players[s]));
	json_object_set_new(j, "players", a);
	if (o->report == REPORT_RANK) {
		json_object_set_new(j, "complete", json_boolean(cr->complete));
		json_object_set_new(j, "errors",
		    json_integer((json_int_t)gm->d->errors));
		json_object_set_new(j, "ranking", model_ranking(cr, rec));
		if (rec->nplayers == 1 && cr->nranked == 1) {
			t = clever_rating(cr->score[0].total, &lo, &hi);
			json_object_set_new(j, "rating", json_pack("{s:i,s:s}",
			    "level", lo, "text", t));
		}
		return j;
	}
	a = json_array();
	for (i = 0; i < cr->nsteps; i++)
		json_array_append_new(a, model_step(cr, rec, i));
	json_object_set_new(j, "moves", a);
	json_object_set_new(j, "end", cr->complete ? json_string("complete") :
	    json_null());
	x = json_object();
	for (s = 0; s < rec->nplayers; s++)
		if (cr->scored[s])
			json_object_set_new(x, rec->players[s], json_pack(
			    "{s:o,s:i}", "scores", scores_json(&cr->score[s]),
			    "foxes", cr->score[s].foxes));
	json_object_set_new(j, "final", x);
	return j;
}

int
clever_out_game(struct out *o, const struct out_game *gm)
{
	if (crp(gm) == NULL) {
		if (o->format == OUT_TSV)
			return tsv_none(o, gm->file, gm->game,
			    out_game_status(gm));
		if (o->format == OUT_TEXT) {
			text_separator(o);
			fprintf(o->fp, "%s: game %d: no %s: the record cannot "
			    "be replayed\n", gm->file, gm->game,
			    o->report == REPORT_RANK ? "ranking" : "scores");
		}
		return ferror(o->fp) ? -1 : 0;
	}
	switch (o->format) {
	case OUT_TEXT:
		return o->report == REPORT_RANK ? text_rank_clever(o, gm) :
		    text_score_clever(o, gm);
	case OUT_TSV:
		return tsv_clever(o, gm);
	default:
		return 0;
	}
}
