/*
 * The text picture of Ganz schön clever score sheets (`genial show` of a
 * clever game, genial-clever(5), COMMANDS): a heading, the move line,
 * one block per player drawing the printed sheet with the player's marks,
 * the dice of the turn, whose entry comes next, and the note.  Every
 * glyph sits in a field four characters wide; the marks of the shown
 * entry and the current round are bracketed, so nothing depends on
 * colour.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/clever_replay.h"
#include "../core/record.h"
#include "clever_show.h"
#include "rtext.h"

/* Bonus labels of the sheet's picture. */
static const char *const label[CB__MAX] = {
	"", "rr", "+1", "fox", "XY", "XB", "XG", "O4", "O5", "O6", "P6"
};

/* A line under construction: fields appended, trailing blanks cut. */
struct pline {
	char	 s[160];
	size_t	 n;
};

static void
put(struct pline *l, const char *fmt, const char *text)
{
	int	 k;

	k = snprintf(l->s + l->n, sizeof(l->s) - l->n, fmt, text);
	if (k > 0 && l->n + (size_t)k < sizeof(l->s))
		l->n += (size_t)k;
}

/* A field of four: the text right-aligned, bracketed when hot. */
static void
field(struct pline *l, const char *text, int hot)
{
	char	 b[8];

	if (hot && strlen(text) <= 4) {
		b[0] = '[';
		memcpy(b + 1, text, strlen(text));
		b[strlen(text) + 1] = ']';
		b[strlen(text) + 2] = '\0';
		put(l, "%4s", b);
	} else
		put(l, "%4s", text);
}

static void
emit(FILE *fp, struct pline *l)
{
	while (l->n > 0 && l->s[l->n - 1] == ' ')
		l->n--;
	l->s[l->n] = '\0';
	fprintf(fp, "%s\n", l->s);
	l->n = 0;
}

/* 1 if the shown entry's marks include area a, cell c. */
static int
hot(const struct clever_step *st, int seat, int area, int cell)
{
	int	 k;

	if (st == NULL || st->player != seat)
		return 0;
	for (k = 0; k < st->nmade; k++)
		if (st->made[k].mark.area == area &&
		    st->made[k].mark.cell == cell)
			return 1;
	return 0;
}

/* The round track and the two action tracks. */
static void
tracks(FILE *fp, const struct clever_sheet *sh, int round)
{
	struct pline	 l;
	char		 b[16];
	int		 i, r, used, earned;

	l.n = 0;
	put(&l, "%-10s", "  round");
	for (i = 1; i <= CLEVER_ROUNDS; i++) {
		snprintf(b, sizeof(b), "%d", i);
		field(&l, b, i == round);
	}
	emit(fp, &l);
	for (r = 0; r < 2; r++) {
		used = r == 0 ? sh->rr_used : sh->p1_used;
		earned = r == 0 ? sh->rr_earned : sh->p1_earned;
		put(&l, "%-10s", r == 0 ? "  reroll" : "  +1");
		for (i = 0; i < CLEVER_TRACK; i++)
			field(&l, i < used ? "X" : i < earned ? "O" : ".", 0);
		emit(fp, &l);
	}
}

/* Row r of the yellow grid, its bonus, and row r of the blue grid with
   its bonus (under the last yellow row, the blue column bonuses). */
static void
grid_row(struct pline *l, const struct clever_sheet *sh, int seat, int r,
    const struct clever_step *st)
{
	char	 b[16];
	int	 c, cell, n;

	snprintf(b, sizeof(b), "%d", r + 1);
	put(l, "     %s  ", b);
	for (c = 0; c < 4; c++) {
		cell = r * 4 + c;
		if (clever_yellow_printed(cell))
			field(l, "#", 0);
		else if (clever_yellow_crossed(sh, cell))
			field(l, "X", hot(st, seat, CA_Y, cell));
		else {
			snprintf(b, sizeof(b), "%d",
			    clever_yellow_number(cell));
			field(l, b, 0);
		}
	}
	field(l, label[clever_yellow_row_bonus(r)], 0);
	if (r == 3) {
		put(l, "%6s", "");
		for (c = 0; c < 4; c++)
			field(l, label[clever_blue_column_bonus(c)], 0);
		return;
	}
	snprintf(b, sizeof(b), "%d", r + 1);
	put(l, "     %s", b);
	for (c = 0; c < 4; c++) {
		if ((n = clever_blue_cell(r, c)) == 0) {
			field(l, "", 0);	/* the rule picture */
			continue;
		}
		snprintf(b, sizeof(b), "%d", n);
		field(l, clever_blue_crossed(sh, n) ? "X" : b,
		    clever_blue_crossed(sh, n) && hot(st, seat, CA_B, n));
	}
	field(l, label[clever_blue_row_bonus(r)], 0);
}

/* The yellow and blue grids side by side, the column points below. */
static void
grids(FILE *fp, const struct clever_sheet *sh, int seat,
    const struct clever_step *st)
{
	struct pline	 l;
	char		 b[16];
	int		 r, c;

	l.n = 0;
	fprintf(fp, "  yellow%28sblue\n", "");
	fprintf(fp, "%8s   A   B   C   D%10s   A   B   C   D\n", "", "");
	for (r = 0; r < 4; r++) {
		grid_row(&l, sh, seat, r, st);
		emit(fp, &l);
	}
	put(&l, "%8s", "");
	for (c = 0; c < 4; c++) {
		snprintf(b, sizeof(b), "%d", clever_yellow_column_points(c));
		field(&l, b, 0);
	}
	field(&l, label[clever_yellow_diagonal_bonus()], 0);
	emit(fp, &l);
}

/*
 * Track area a (green, orange, purple): its boxes, then the lines under
 * them: green minimums, orange multipliers, and the box bonuses.
 */
static void
track(FILE *fp, const struct clever_sheet *sh, int seat, int a,
    const struct clever_step *st)
{
	struct pline	 l;
	char		 b[16];
	int		 i, n = clever_area_count(sh, a);

	l.n = 0;
	put(&l, "  %-8s", clever_area_names[a]);
	for (i = 1; i <= CLEVER_BOXES; i++) {
		snprintf(b, sizeof(b), "%d", a == CA_G || i > n ? 0 : a == CA_O
		    ? sh->orange[i - 1] : sh->purple[i - 1]);
		field(&l, i > n ? "." : a == CA_G ? "X" : b, i <= n &&
		    hot(st, seat, a, i));
	}
	emit(fp, &l);
	if (a != CA_P) {
		put(&l, "%-10s", a == CA_G ? "     >=" : "");
		for (i = 1; i <= CLEVER_BOXES; i++) {
			if (a == CA_G)
				snprintf(b, sizeof(b), "%d",
				    clever_green_min(i));
			else
				snprintf(b, sizeof(b), "x%d",
				    clever_orange_mult(i));
			field(&l, a == CA_G || clever_orange_mult(i) > 1 ? b :
			    "", 0);
		}
		emit(fp, &l);
	}
	put(&l, "%-10s", "");
	for (i = 1; i <= CLEVER_BOXES; i++)
		field(&l, label[clever_box_bonus(a, i)], 0);
	emit(fp, &l);
}

/* One player's sheet: the scores, the tracks, the five areas. */
static void
block(FILE *fp, const struct record *rec, const struct clever_sheet *sh,
    int seat, int width, int round, const struct clever_step *st)
{
	struct clever_score	 sc;
	int			 a;

	clever_score(sh, &sc);
	/* The name padded by the columns it takes, not its bytes. */
	rtext_put_name(fp, rec->players[seat], width);
	fprintf(fp, "   Y %d  B %d  G %d  O %d  P %d  foxes %d x %d = %d"
	    "  total %d\n", sc.area[0], sc.area[1],
	    sc.area[2], sc.area[3], sc.area[4], sc.foxes, sc.lowest, sc.fox,
	    sc.total);
	tracks(fp, sh, round);
	grids(fp, sh, seat, st);
	for (a = CA_G; a <= CA_P; a++)
		track(fp, sh, seat, a, st);
}

static void
dice_list(FILE *fp, const struct clever_step *st, int place)
{
	char	 t[4];
	int	 c, first = 1;

	for (c = 0; c < CLEVER_DICE; c++)
		if (st->place[c] == place) {
			fprintf(fp, "%s%s", first ? "" : " ",
			    clever_die_text(c, st->dice[c], t));
			first = 0;
		}
	if (first)
		fprintf(fp, "none");
}

void
clever_show_heading(FILE *fp, const struct record *rec)
{
	int	 s;

	fprintf(fp, "Game %d: ", rec->game);
	for (s = 0; s < rec->nplayers; s++) {
		fputs(s ? " vs " : "", fp);
		rtext_put_name(fp, rec->players[s], 0);
	}
	if (rec->title != NULL) {
		fputs(" - ", fp);
		rtext_put(fp, rec->title, RTEXT_LINE);
	}
	fputc('\n', fp);
}

void
clever_show_moveline(FILE *fp, const struct record *rec,
    const struct clever_replay *cr, size_t n)
{
	const struct clever_record	*c = rec->clever;
	const struct clever_step	*st = n > 0 && n <= cr->nsteps ?
					    &cr->steps[n - 1] : NULL;

	if (cr->sheet_only)
		fprintf(fp, "The final sheets as recorded\n");
	else if (st == NULL)
		fprintf(fp, "Start of the game\n");
	else {
		fprintf(fp, "Move %zu of %zu", n, c->nmoves);
		if (st->player >= 0) {
			fputs(", ", fp);
			rtext_put_name(fp, rec->players[st->player], 0);
		}
		fprintf(fp, ": ");
		clever_out_entry_head(fp, &c->moves[n - 1], st);
		fputc('\n', fp);
	}
}

void
clever_show_turn(FILE *fp, const struct record *rec,
    const struct clever_replay *cr, size_t n)
{
	const struct clever_record	*c = rec->clever;
	const struct clever_step	*st = n > 0 && n <= cr->nsteps ?
					    &cr->steps[n - 1] : NULL;
	int				 s, k, next, turns = cr->turns;

	if (st != NULL && st->turn >= 0 && !cr->sheet_only) {
		rtext_put_name(fp, rec->players[st->active], 0);
		fprintf(fp, "'s turn, round %d: ", st->round);
		if (memchr(st->place, 0, CLEVER_DICE) != NULL) {
			fprintf(fp, "in play ");
			dice_list(fp, st, 0);
			fprintf(fp, "; ");
		}
		fprintf(fp, "dice fields ");
		dice_list(fp, st, 1);
		fprintf(fp, "; platter ");
		dice_list(fp, st, 2);
		fputc('\n', fp);
		if (st->phase == 1 || st->phase == 2) {
			rtext_put_name(fp, rec->players[st->active], 0);
			fprintf(fp, " to %s (round %d, turn %d of %d)\n",
			    st->phase == 1 ? "take" : "roll", st->round,
			    st->turn + 1, turns);
		} else if (st->unpicked != 0) {
			for (s = 0, k = 0; s < rec->nplayers; s++) {
				if (!((st->unpicked >> s) & 1))
					continue;
				fputs(k++ == 0 ? "" : (st->unpicked >>
				    (s + 1)) != 0 ? ", " : " and ", fp);
				rtext_put_name(fp, rec->players[s], 0);
			}
			fprintf(fp, " to pick or pass (round %d, turn %d of "
			    "%d)\n", st->round, st->turn + 1, turns);
		} else if (st->turn + 1 < turns) {
			next = st->next_active;
			rtext_put_name(fp, rec->players[next], 0);
			fprintf(fp, " to roll (round %d, turn %d of %d)\n",
			    st->next_round, st->turn + 2, turns);
		} else
			fprintf(fp, "the last turn is over\n");
		clever_out_entry_lines(fp, rec, &c->moves[n - 1], st);
		if (c->moves[n - 1].note != NULL) {
			fputs("note: ", fp);
			rtext_put(fp, c->moves[n - 1].note, RTEXT_LINE);
			fputc('\n', fp);
		}
	} else if (rec->description != NULL) {
		rtext_put(fp, rec->description, RTEXT_LINE);
		fputc('\n', fp);
	}
}

char *
clever_show_texts(const struct record *rec, const struct clever_replay *cr,
    size_t n, unsigned parts)
{
	char	*buf = NULL;
	size_t	 len = 0;
	FILE	*fp;

	if ((fp = open_memstream(&buf, &len)) == NULL)
		return NULL;
	if (parts & CS_HEADING)
		clever_show_heading(fp, rec);
	if (parts & CS_MOVE)
		clever_show_moveline(fp, rec, cr, n);
	if (parts & CS_TURN)
		clever_show_turn(fp, rec, cr, n);
	if (fclose(fp) != 0) {
		free(buf);
		return NULL;
	}
	return buf;
}

char *
clever_show_line(char **cur)
{
	char	*s = *cur, *nl;

	if (*s == '\0')
		return NULL;
	if ((nl = strchr(s, '\n')) != NULL) {
		*nl = '\0';
		*cur = nl + 1;
	} else
		*cur = s + strlen(s);
	return s;
}

int
clever_show_text(FILE *fp, const struct record *rec,
    const struct clever_replay *cr, size_t n, int player)
{
	const struct clever_step	*st = n > 0 && n <= cr->nsteps ?
					    &cr->steps[n - 1] : NULL;
	int				 s, width = 0, round;

	clever_show_heading(fp, rec);
	clever_show_moveline(fp, rec, cr, n);
	for (s = 0; s < rec->nplayers; s++)
		if (rtext_name_width(rec->players[s]) > width)
			width = rtext_name_width(rec->players[s]);
	round = st != NULL ? st->round : 0;
	for (s = 0; s < rec->nplayers; s++) {
		if (player >= 0 && s != player)
			continue;
		fputc('\n', fp);
		block(fp, rec, &cr->sheet[s], s, width, round, st);
	}
	fputc('\n', fp);
	clever_show_turn(fp, rec, cr, n);
	return ferror(fp) ? -1 : 0;
}
