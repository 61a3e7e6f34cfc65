/*
 * The text format of `check` and `rank`, and the diagnostic line every
 * command uses (genial(1) DIAGNOSTICS).  Text is for people: aligned
 * columns, whole sentences, colour on a terminal when the caller asks.
 * The score breakdown has its own file (out_score.c).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "out_priv.h"
#include "show.h"
#include "utf8.h"
#include "rtext.h"

/* The text of a fix for a terminal: control characters as spaces. */
static const char *
clean_fix(const char *fix, char *buf, size_t size)
{
	return show_clean(fix, 0, buf, size);
}

/* The first line of a diagnostic. */
static void
diag_head(FILE *fp, const char *file, const struct record *rec,
    const struct diag *dg, const struct diag_info *in,
    const struct palette *p)
{
	const char	*name;
	char		 buf[256];

	fprintf(fp, "%s:", file);
	if (dg->pos.line > 0)
		fprintf(fp, "%d:%d:", dg->pos.line, dg->pos.col);
	fprintf(fp, " %s%s%s: game %d",
	    in->sev == SEV_ERROR ? p->error : p->warning,
	    diag_severity_name(in->sev), p->reset, dg->game);
	if (dg->move > 0)
		fprintf(fp, ", move %d", dg->move);
	if ((name = out_player(rec, dg->player)) != NULL) {
		fputs(" (", fp);
		rtext_put_name(fp, name, 0);
		fputc(')', fp);
	}
	fputs(": ", fp);
	rtext_put(fp, dg->msg, RTEXT_CELL);
	/* The fix and why it is likely are fields, never in the message. */
	if (dg->fix != NULL) {
		fprintf(fp, "; did you mean %s?",
		    clean_fix(dg->fix, buf, sizeof(buf)));
		if (dg->why != NULL)
			fprintf(fp, " %s", clean_fix(dg->why, buf,
			    sizeof(buf)));
	}
	fprintf(fp, " %s[%s]%s\n", p->dim, in->name, p->reset);
}

/*
 * The note naming a finding's cause, at the cause's entry when the record
 * has it.  *at gets that position (line 0: none).
 */
static void
diag_cause(FILE *fp, const char *file, const struct record *rec,
    const struct diag *dg, const struct palette *p, struct srcpos *at)
{
	at->line = at->col = 0;
	if (rec != NULL && dg->cause > 0 && (size_t)dg->cause <= rec->nmoves &&
	    rec->moves != NULL)
		*at = rec->moves[dg->cause - 1].pos;
	fprintf(fp, "%s:", file);
	if (at->line > 0)
		fprintf(fp, "%d:%d:", at->line, at->col);
	fprintf(fp, " %snote%s: game %d", p->note, p->reset, dg->game);
	if (dg->move > 0)
		fprintf(fp, ", move %d", dg->move);
	fprintf(fp, ": reported because of move %d\n", dg->cause);
}

int
out_diag_line(FILE *fp, const char *file, const struct record *rec,
    const struct diag *dg, int colour)
{
	const struct diag_info	*in = diag_info(dg->code);
	struct palette		 p;
	struct srcpos		 at;

	if (in == NULL)
		return 0;
	out_palette(&p, colour & OUT_COLOUR);
	diag_head(fp, file, rec, dg, in, &p);
	if (dg->cause > 0)
		diag_cause(fp, file, rec, dg, &p, &at);
	return ferror(fp) ? -1 : 0;
}

int
out_diag_lines(FILE *fp, const char *file, const struct record *rec,
    const struct diags *d, int colour)
{
	const struct diag_info	*in;
	const struct diag	*dg;
	struct out_cursor	 cur;
	struct palette		 p;
	struct srcpos		 at;
	size_t			 i;
	int			 quote;

	quote = !(colour & OUT_NO_SOURCE) && d->text != NULL;
	memset(&cur, 0, sizeof(cur));
	out_palette(&p, colour & OUT_COLOUR);
	for (i = 0; i < d->len; i++) {
		dg = &d->v[i];
		if ((in = diag_info(dg->code)) == NULL)
			continue;
		diag_head(fp, file, rec, dg, in, &p);
		if (quote)
			out_quote(fp, d, &cur, dg->pos, &p);
		if (dg->cause > 0) {
			diag_cause(fp, file, rec, dg, &p, &at);
			if (quote)
				out_quote(fp, d, &cur, at, &p);
		}
		if (ferror(fp))
			return -1;
	}
	return 0;
}

int
out_diag_hint(FILE *fp, struct diag_set *hinted, const struct diag_set *codes,
    int colour)
{
	struct palette	 p;
	const char	*one = NULL;
	int		 c, n = 0;

	/* --no-source: the findings alone, one line each. */
	if (colour & OUT_NO_SOURCE)
		return 0;
	for (c = 0; c < D__MAX; c++)
		if (diag_set_has(codes, (enum diag_code)c) &&
		    !diag_set_has(hinted, (enum diag_code)c)) {
			n++;
			if (one == NULL)
				one = diag_info((enum diag_code)c)->name;
		}
	if (n == 0)
		return 0;
	out_palette(&p, colour & OUT_COLOUR);
	if (n == 1)
		fprintf(fp, "%snote%s: genial explain %s says more about "
		    "this code\n", p.note, p.reset, one);
	else
		fprintf(fp, "%snote%s: genial explain CODE says more about "
		    "each code:", p.note, p.reset);
	for (c = 0; c < D__MAX; c++)
		if (diag_set_has(codes, (enum diag_code)c) &&
		    !diag_set_has(hinted, (enum diag_code)c)) {
			if (n > 1)
				fprintf(fp, "%s %s", one != NULL ? "" : ",",
				    diag_info((enum diag_code)c)->name);
			one = NULL;
			hinted->w[c / 64] |= UINT64_C(1) << (c % 64);
		}
	if (n > 1)
		putc('\n', fp);
	return ferror(fp) ? -1 : 0;
}

int
text_check(struct out *o, const struct out_game *gm)
{
	return out_diag_lines(o->fp, gm->file, gm->rec, gm->d,
	    (o->colour ? OUT_COLOUR : 0) | (o->source ? 0 : OUT_NO_SOURCE));
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
	if (out_diag_hint(o->fp, &o->hinted, &s->codes,
	    (o->colour ? OUT_COLOUR : 0) | (o->source ? 0 : OUT_NO_SOURCE)) ==
	    -1)
		return -1;
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

int
text_total(struct out *o)
{
	const struct out_summary	*s = &o->total;

	fprintf(o->fp, "total: %zu files, %zu %s, %zu %s, %zu %s\n",
	    o->nfiles, s->games, plural(s->games, "game", "games"),
	    s->errors, plural(s->errors, "error", "errors"),
	    s->warnings, plural(s->warnings, "warning", "warnings"));
	return ferror(o->fp) ? -1 : 0;
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
		if (rtext_name_width(names[i]) > width)
			width = rtext_name_width(names[i]);
	}
	for (i = 0; i < rk->nsides && i < MAX_SEATS; i++) {
		side = rk->order[i];
		fprintf(o->fp, "  %d. %s", rk->rank[i], p.bold);
		rtext_put_name(o->fp, names[i], 0);
		fputs(p.reset, o->fp);
		rtext_put_name(o->fp, "", width - rtext_name_width(names[i]));
		fputs("  ", o->fp);
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
		fputs("  ", o->fp);
		rtext_put(o->fp, why, RTEXT_LINE);	/* names in it */
		fputc('\n', o->fp);
		free(why);
	}
	for (i = 0; i < rk->nsides && i < MAX_SEATS; i++)
		free(names[i]);
	return ferror(o->fp) ? -1 : 0;
}
