/*
 * The text format of `genial score`: for each move entry of a game, what
 * the rules made of it.  A placement shows each scoring line ("3 right
 * from M10 (M11-M13)"), the points per colour, what the cap cut off, the
 * counters after it and the bonus placements it earned; swaps show the
 * tiles, flags the flag.  The game ends with every side's final counters.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/util.h"
#include "out_priv.h"
#include "rtext.h"
#include "show.h"

/*
 * A note, cleaned of control characters (it is the record's text, and
 * this goes to a terminal); the lines of a literal note are indented
 * under its first.
 */
static void
put_note(FILE *fp, const char *note)
{
	size_t	 n = strlen(note);
	char	*c = xmalloc(3 * n + 1), *p;

	show_clean(note, 1, c, 3 * n + 1);
	for (n = strlen(c); n > 0 && c[n - 1] == '\n'; n--)
		c[n - 1] = '\0';
	fputs("  note: ", fp);
	for (p = c; *p != '\0'; p++)
		if (*p == '\n')
			fputs("\n        ", fp);
		else
			putc(*p, fp);
	putc('\n', fp);
	free(c);
}

/* Name of a cell, or "?" for a number that is not one. */
static const char *
cell_name(int cell, char buf[4])
{
	if (cell < 0 || cell >= BOARD_CELLS)
		return "?";
	return board_cell_name(cell, buf);
}

static const char *
colour_word(int c)
{
	return c >= 0 && c < COLOURS ? colour_name(c) : "?";
}

/* "  red: 3 right from M10 (M11-M13)" for each line of a placement. */
static void
put_lines(FILE *fp, const struct step *st)
{
	const struct breakdown	*bd = &st->bd;
	const struct placement	*p = &st->place;
	int			 i, hex, any;
	char			 buf[64], b1[4];

	for (hex = 0; hex < 2; hex++) {
		any = 0;
		for (i = 0; i < bd->nlines && i < BREAKDOWN_LINES; i++) {
			const struct line *ln = &bd->lines[i];

			if (ln->hex != hex || ln->dir >= DIR__MAX)
				continue;
			any = 1;
			fprintf(fp, "  %s: %s\n",
			    colour_word(out_line_colour(p, ln)),
			    replay_line_text(p, ln, buf, sizeof(buf)));
		}
		if (!any)
			fprintf(fp, "  %s: no line from %s\n",
			    colour_word(hex == 0 ? p->tile.a : p->tile.b),
			    cell_name(hex == 0 ? p->a : p->b, b1));
	}
}

/*
 * "  points: red 4, green 0 (2 lost at the cap)"; in the duel the points
 * a counter could not move past the end of the track are "lost at the 9".
 */
static void
put_points(FILE *fp, const struct game *g, const struct step *st)
{
	const struct breakdown	*bd = &st->bd;
	int			 cols[2], n = 0, i, c;

	cols[n++] = st->place.tile.a;
	if (st->place.tile.b != st->place.tile.a)
		cols[n++] = st->place.tile.b;
	fprintf(fp, "  points:");
	for (i = 0; i < n; i++) {
		c = cols[i];
		if (c < 0 || c >= COLOURS)
			continue;
		fprintf(fp, "%s %s %d", i > 0 ? "," : "", colour_name(c),
		    bd->points[c]);
		if (bd->gained[c] < bd->points[c] &&
		    g->rules.variant == VARIANT_DUEL)
			fprintf(fp, " (%d lost at the %d)",
			    bd->points[c] - bd->gained[c], DUEL_END);
		else if (bd->gained[c] < bd->points[c])
			fprintf(fp, " (%d lost at the cap)",
			    bd->points[c] - bd->gained[c]);
	}
	fputc('\n', fp);
}

/*
 * "  Ingenious! red and blue reach 18: 2 bonus placements"; in the duel
 * also "  takes the red token" (", from Ben" when the opponent held it).
 */
static void
put_bonus(FILE *fp, const struct record *rec, const struct game *g,
    const struct step *st)
{
	const char		*from;
	const struct breakdown	*bd = &st->bd;
	int			 v[COLOURS], c, n = 0, k = 0, same = 1, first = -1;

	out_step_counters(g, st, v);
	for (c = 0; c < COLOURS; c++)
		if (bd->reached & (1u << c)) {
			if (first >= 0 && v[c] != v[first])
				same = 0;
			if (first < 0)
				first = c;
			n++;
		}
	if (n == 0)
		return;
	fprintf(fp, "  Ingenious! ");
	for (c = 0; c < COLOURS; c++) {
		if (!(bd->reached & (1u << c)))
			continue;
		k++;
		if (k > 1)
			fputs(k == n ? " and " : ", ", fp);
		fputs(colour_name(c), fp);
		if (!same)
			fprintf(fp, " reaches %d", v[c]);
	}
	if (same)
		fprintf(fp, " %s %d", n == 1 ? "reaches" : "reach", v[first]);
	fprintf(fp, ": %d bonus placement%s\n", bd->bonus,
	    bd->bonus == 1 ? "" : "s");
	for (c = 0; c < COLOURS; c++) {
		if (!(bd->tokens & (1u << c)))
			continue;
		from = out_player(rec, 1 - st->seat);
		fprintf(fp, "  takes the %s token", colour_name(c));
		if ((bd->stolen & (1u << c)) && from != NULL) {
			fputs(" from ", fp);
			rtext_put_name(fp, from, 0);
		}
		fputc('\n', fp);
	}
}

/* "  counters (Anna): R 12  O  9 ..." */
static void
put_after(FILE *fp, const struct record *rec, const struct game *g,
    const struct step *st)
{
	int	 v[COLOURS], c;
	char	*name;

	out_step_counters(g, st, v);
	name = out_side_name(rec, g, game_side_of(g, st->seat));
	fprintf(fp, "  %s (", g->rules.variant == VARIANT_DUEL ?
	    "track" : "counters");
	rtext_put_name(fp, name, 0);
	fputs("):", fp);
	free(name);
	for (c = 0; c < COLOURS; c++)
		fprintf(fp, " %c %d", colour_letter(c), v[c]);
	fputc('\n', fp);
}

static void
put_tiles(FILE *fp, const struct tilelist *tl)
{
	char	 buf[3];
	int	 i;

	for (i = 0; i < tl->n; i++)
		fprintf(fp, " %s", tile_name(tl->v[i], buf));
}

/* One move entry. */
static void
put_step(FILE *fp, const struct record *rec, const struct game *g,
    const struct step *st)
{
	const struct rec_move	*m = NULL;
	const char		*who;
	char			 t[3], b1[4], b2[4];

	if (st->move >= 1 && (size_t)st->move <= rec->nmoves)
		m = &rec->moves[st->move - 1];
	fprintf(fp, "move %d", st->move);
	if ((who = out_player(rec, st->seat)) != NULL) {
		fputs(" (", fp);
		rtext_put_name(fp, who, 0);
		fputc(')', fp);
	}
	fputs(": ", fp);
	switch (st->action) {
	case ACT_PLACE:
		if (m != NULL && !m->place_ok) {
			fputs("place: unreadable, not played\n", fp);
			break;
		}
		fprintf(fp, "%s%s %s %s", st->bonus_move ?
		    "bonus placement " : "place ", tile_name(st->place.tile, t),
		    cell_name(st->place.a, b1), cell_name(st->place.b, b2));
		if (!st->applied) {
			fputs(st->after_end ? ": not played (the game had ended)\n" :
			    ": not played (the cells cannot take it)\n", fp);
			break;
		}
		fputc('\n', fp);
		put_lines(fp, st);
		put_points(fp, g, st);
		put_after(fp, rec, g, st);
		put_bonus(fp, rec, g, st);
		break;
	case ACT_SWAP:
		fputs(g->rules.variant == VARIANT_DUEL ? "swap, setting aside" :
		    "swap, showing", fp);
		if (m != NULL)
			put_tiles(fp, &m->swap);
		fputs(st->applied ? "\n" : st->after_end ?
		    ": not played (the game had ended)\n" : ": not played\n", fp);
		break;
	case ACT_FLAG:
		fputs("flag: the clock ran out\n", fp);
		break;
	case ACT_NONE:
		fputs("no action, not played\n", fp);
		break;
	}
	if (m != NULL && m->clock != NULL)
		fprintf(fp, "  clock: %s\n", m->clock);
	if (m != NULL && m->note != NULL)
		put_note(fp, m->note);
}

int
text_score(struct out *o, const struct out_game *gm)
{
	const struct replay	*rp = gm->rp;
	const struct record	*rec = gm->rec;
	int			 i, side, v[COLOURS];
	const char		*word;
	char			*name;
	size_t			 k;

	text_separator(o);
	if (rp == NULL || rec == NULL) {
		fprintf(o->fp, "%s: game %d: no breakdown: the record cannot "
		    "be replayed\n", gm->file, gm->game);
		return ferror(o->fp) ? -1 : 0;
	}
	fprintf(o->fp, "%s: game %d:", gm->file, gm->game);
	for (i = 0; i < rec->nplayers && i < MAX_SEATS; i++) {
		fputs(i > 0 ? ", " : " ", o->fp);
		rtext_put_name(o->fp, out_player(rec, i) != NULL ?
		    out_player(rec, i) : "?", 0);
	}
	fputc('\n', o->fp);
	for (k = 0; k < rp->nsteps; k++)
		put_step(o->fp, rec, &rp->g, &rp->steps[k]);
	fprintf(o->fp, "end: %s\n", out_end_reason(&rp->g, &word));
	fprintf(o->fp, "final %s:\n", rp->g.rules.variant == VARIANT_DUEL ?
	    "track" : "counters");
	for (side = 0; side < game_sides(&rp->g); side++) {
		name = out_side_name(rec, &rp->g, side);
		out_side_counters(&rp->g, side, v);
		fputs("  ", o->fp);
		rtext_put_name(o->fp, name, 0);
		fputc(':', o->fp);
		for (i = 0; i < COLOURS; i++)
			fprintf(o->fp, " %c %d", colour_letter(i), v[i]);
		fputc('\n', o->fp);
		free(name);
	}
	return ferror(o->fp) ? -1 : 0;
}
