/*
 * The text format of `check` and `rank`, and the diagnostic line every
 * command uses (CLI.md "Text diagnostics").  Text is for people: aligned
 * columns, whole sentences, colour on a terminal when the caller asks.
 * The score breakdown has its own file (out_score.c).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "out_priv.h"

int
out_diag_line(FILE *fp, const char *file, const struct record *rec,
    const struct diag *dg, int colour)
{
	const struct diag_info	*in = diag_info(dg->code);
	struct palette		 p;
	const char		*name;

	if (in == NULL)
		return 0;
	out_palette(&p, colour);
	fprintf(fp, "%s:", file);
	if (dg->pos.line > 0)
		fprintf(fp, "%d:%d:", dg->pos.line, dg->pos.col);
	fprintf(fp, " %s%s%s: game %d, move %d",
	    in->sev == SEV_ERROR ? p.error : p.warning,
	    diag_severity_name(in->sev), p.reset, dg->game, dg->move);
	if ((name = out_player(rec, dg->player)) != NULL)
		fprintf(fp, " (%s)", name);
	fprintf(fp, ": %s %s[%s]%s\n", dg->msg != NULL ? dg->msg : "",
	    p.dim, in->name, p.reset);
	return ferror(fp) ? -1 : 0;
}

int
out_diag_lines(FILE *fp, const char *file, const struct record *rec,
    const struct diags *d, int colour)
{
	size_t	 i;

	for (i = 0; i < d->len; i++)
		if (out_diag_line(fp, file, rec, &d->v[i], colour) == -1)
			return -1;
	return 0;
}

int
text_check(struct out *o, const struct out_game *gm)
{
	return out_diag_lines(o->fp, gm->file, gm->rec, gm->d, o->colour);
}

void
text_separator(struct out *o)
{
	if (!o->part && o->ngames++ > 0)
		fputc('\n', o->fp);
}

/* "1 game", "2 games". */
static const char *
plural(size_t n, const char *one, const char *many)
{
	return n == 1 ? one : many;
}

/*
 * "FILE: N games, N errors, N warnings", with the lines not read after
 * a syntax error after the games: "(lines 88-97 not read)", or with more
 * than one range "(12 lines in 3 places not read, from line 88)"
 * (genial(1)).
 */
int
text_summary(struct out *o, const struct out_summary *s)
{
	fprintf(o->fp, "%s: %zu %s", s->file, s->games,
	    plural(s->games, "game", "games"));
	if (s->skips == 1 && s->skip_first == s->skip_last)
		fprintf(o->fp, " (line %d not read)", s->skip_first);
	else if (s->skips == 1)
		fprintf(o->fp, " (lines %d-%d not read)", s->skip_first,
		    s->skip_last);
	else if (s->skips > 1)
		fprintf(o->fp, " (%ju lines in %zu places not read, from "
		    "line %d)", (uintmax_t)s->skipped, s->skips,
		    s->skip_first);
	fprintf(o->fp, ", %zu %s, %zu %s\n",
	    s->errors, plural(s->errors, "error", "errors"),
	    s->warnings, plural(s->warnings, "warning", "warnings"));
	return ferror(o->fp) ? -1 : 0;
}

/* Columns a UTF-8 string takes, roughly: one per character. */
static int
text_width(const char *s)
{
	int	 w = 0;

	for (; *s != '\0'; s++)
		if (((unsigned char)*s & 0xC0) != 0x80)
			w++;
	return w;
}

/* Write "R 12  O  9 ..." for a row of counters. */
static void
put_counters(FILE *fp, const int v[COLOURS])
{
	int	 c;

	for (c = 0; c < COLOURS; c++)
		fprintf(fp, "%s%c %2d", c > 0 ? "  " : "", colour_letter(c),
		    v[c]);
}

int
text_rank(struct out *o, const struct out_game *gm)
{
	const struct replay	*rp = gm->rp;
	const struct ranking	*rk;
	char			*names[MAX_SEATS], *why;
	int			 i, k, side, width = 0, v[COLOURS];
	struct palette		 p;

	text_separator(o);
	if (rp == NULL) {
		fprintf(o->fp, "%s: game %d: no ranking: the record cannot "
		    "be replayed\n", gm->file, gm->game);
		return ferror(o->fp) ? -1 : 0;
	}
	out_palette(&p, o->colour);
	rk = &rp->ranking;
	fprintf(o->fp, "%s: game %d%s\n", gm->file, gm->game,
	    rp->complete ? "" : " (provisional: the game is incomplete)");
	for (i = 0; i < rk->nsides && i < MAX_SEATS; i++) {
		names[i] = out_side_name(gm->rec, &rp->g, rk->order[i]);
		if (text_width(names[i]) > width)
			width = text_width(names[i]);
	}
	for (i = 0; i < rk->nsides && i < MAX_SEATS; i++) {
		side = rk->order[i];
		fprintf(o->fp, "  %d. %s%s%s%*s  ", rk->rank[i], p.bold,
		    names[i], p.reset, width - text_width(names[i]), "");
		out_side_counters(&rp->g, side, v);
		put_counters(o->fp, v);
		if (rp->g.rules.variant == VARIANT_DUEL) {
			fprintf(o->fp, "   (%d on own side", rk->own[side]);
			for (k = 0; k < rk->own[side] && k < COLOURS; k++)
				fprintf(o->fp, "%s %d", k ? "" : ":",
				    rk->sorted[side][k]);
			fprintf(o->fp, ")");
		} else {
			fprintf(o->fp, "   (sorted");
			for (k = 0; k < COLOURS; k++)
				fprintf(o->fp, " %d", rk->sorted[side][k]);
			fprintf(o->fp, ")");
		}
		fputc('\n', o->fp);
	}
	for (i = 0; i + 1 < rk->nsides || (i == 0 && rk->nsides == 1); i++) {
		why = out_rank_reason(gm->rec, rp, i);
		fprintf(o->fp, "  %s\n", why);
		free(why);
	}
	for (i = 0; i < rk->nsides && i < MAX_SEATS; i++)
		free(names[i]);
	return ferror(o->fp) ? -1 : 0;
}
