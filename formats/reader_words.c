/*
 * A claim whose colours are written as words ({red: 3, yellow: 0}): one
 * slip, so one finding names every such word of the claim and its fix
 * writes each colour's letter (genial(1) FAULTY RECORDS, "The reader").
 * The claim's reader (reader_values.c) reports the first word as any key
 * that is not a colour letter and notes it here; each later one joins
 * that finding.
 */
#include <stdio.h>

#include "reader_int.h"

void
rd_colour_words_first(struct reader *r, struct rd_words *k, int c)
{
	if (rd_last(r) == NULL)
		return;
	k->word = r->d->len;
	k->nwords = 1;
	k->wc[0] = c;
	rd_show(k->ws[0], EV_S(r), EV_N(r));
}

int
rd_colour_words(struct reader *r, const struct rd_what *what,
    struct rd_words *k, int c)
{
	char		 wb[READER_WHAT], m[COLOURS * (READER_SHOW + 16)];
	char		 f[COLOURS * 8], y[COLOURS * 12 + 32], l[2];
	struct diag	*dg;
	size_t		 mn = 0, fn = 0, yn = 0;
	int		 i, last;

	if (k->word == 0 || k->word > r->d->len || k->nwords >= COLOURS)
		return 0;
	dg = &r->d->v[k->word - 1];
	k->wc[k->nwords] = c;
	rd_show(k->ws[k->nwords], EV_S(r), EV_N(r));
	k->nwords++;
	l[0] = colour_letter(c);
	l[1] = '\0';
	diag_add_edit(r->d, dg, rd_pos(r), l);
	m[0] = f[0] = y[0] = '\0';
	for (i = 0; i < k->nwords; i++) {
		last = i == k->nwords - 1;
		mn += (size_t)snprintf(m + mn, sizeof(m) - mn, "%s'%s'",
		    i == 0 ? "" : last ? " and " : ", ", k->ws[i]);
		fn += (size_t)snprintf(f + fn, sizeof(f) - fn, "%s%c",
		    i == 0 ? "" : last ? " and " : ", ",
		    colour_letter(k->wc[i]));
		yn += (size_t)snprintf(y + yn, sizeof(y) - yn, "%s%s",
		    i == 0 ? "They are the letters of " : last ? " and " : ", ",
		    colour_name(k->wc[i]));
		if (mn >= sizeof(m) || fn >= sizeof(f) || yn >= sizeof(y))
			break;
	}
	diag_set_msg(r->d, dg, "%s in %s are not colour letters (R, O, Y, "
	    "G, B or P)", m, rd_what_text(wb, what));
	diag_set_fix(r->d, dg, "%s", f);
	diag_set_why(r->d, dg, "%s", y);
	return 1;
}

