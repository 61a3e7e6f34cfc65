/*
 * The record reader's readings of what a paper scoresheet writes where
 * the notation wants another form: a list written without its brackets
 * (players: Anna, Ben; swap: YB, GR), a dash for a number that is
 * nothing ({Y: 5, B: -}) and a claim under the word of the paper's column
 * (points: for score:).  Each is read as meant with one finding whose
 * fix writes the notation's form (genial(1) FAULTY RECORDS, "The
 * reader"; genial-record(5) READING A FAULTY RECORD).
 */
#include <stdio.h>
#include <string.h>

#include "reader_int.h"

int
rd_bare_list(const struct reader *r, struct rd_part *part, int max)
{
	const char	*s;
	size_t		 n, i = 0, a, e;
	int		 k = 0, commas = 0;

	if (!is_scalar(r) || r->ev.data.scalar.style !=
	    YAML_PLAIN_SCALAR_STYLE || rd_scalar_quoted(r) != 0)
		return -1;
	s = EV_S(r);
	n = EV_N(r);
	if (n > READER_SHOW || memchr(s, ',', n) == NULL)
		return -1;
	for (;;) {
		for (a = i; a < n && s[a] == ' '; a++)
			continue;
		for (e = a; e < n && s[e] != ','; e++)
			continue;
		i = e;
		while (e > a && s[e - 1] == ' ')
			e--;
		if (e == a || k == max)
			return -1;
		part[k].at = a;
		part[k].n = e - a;
		part[k].pos = rd_subspan(r, a, e - a);
		if (part[k].pos.len == 0)
			return -1;
		k++;
		if (i == n)
			break;
		i++;
		commas++;
	}
	return commas > 0 ? k : -1;
}

/*
 * A list of tiles written as one plain scalar, the tiles separated by
 * commas (swap: YB, GR): the list without its brackets, read as it with
 * one bad-value whose fix puts the brackets round it (genial(1) FAULTY
 * RECORDS, "The reader"); 0.  -1, nothing reported, if the value is not
 * such a list of good tiles.
 */
int
rd_tiles_bare(struct reader *r, const struct rd_what *what, struct tilelist *tl)
{
	struct rd_part	 part[RECORD_MAX_TILES];
	struct tile	 v[RECORD_MAX_TILES];
	char		 wb[READER_WHAT], b[READER_SHOW + 8];
	char		 fix[READER_SHOW + 16];
	int		 i, n;

	if ((n = rd_bare_list(r, part, RECORD_MAX_TILES)) < 0)
		return -1;
	for (i = 0; i < n; i++)
		if (tile_parse(EV_S(r) + part[i].at, part[i].n, &v[i]) != 0)
			return -1;
	rd_diag(r, D_BAD_VALUE, tl->pos, "%s must be a list of tiles, not "
	    "the tiles '%s' without brackets", rd_what_text(wb, what),
	    rd_show(b, EV_S(r), EV_N(r)));
	snprintf(fix, sizeof(fix), "[%s]", b);
	rd_fix(r, fix, tl->pos, fix, RD_BARE_LIST_WHY);
	tl->v = arena_alloc(&r->arena, (size_t)n * sizeof(*tl->v));
	memcpy(tl->v, v, (size_t)n * sizeof(*tl->v));
	tl->n = n;
	return 0;
}

int
rd_nothing_mark(const char *s, size_t n)
{
	static const char *const dash[] = {
		"\xe2\x80\x93", "\xe2\x80\x94", "\xe2\x80\x95",
		"\xe2\x88\x92"	/* en, em dash, bar, minus sign */
	};
	size_t	 i;

	if (n == 0)
		return 0;
	for (i = 0; i < n && i < 3; i++)
		if (s[i] != '-')
			break;
	if (i == n)
		return 1;
	for (i = 0; i < sizeof(dash) / sizeof(dash[0]); i++)
		if (n == 3 && memcmp(s, dash[i], 3) == 0)
			return 1;
	return 0;
}

int
rd_claim_misnamed(struct reader *r, int depth, size_t di, const char *key,
    const struct rd_what *what, struct claim *cl, int negok)
{
	struct diag	*dg;
	char		 why[96];
	size_t		 mark = r->d->len;

	if (rd_claim(r, depth, what, cl, negok, NULL) != 0)
		return -1;
	if (cl->has == 0 || cl->bad != 0 || di >= r->d->len) {
		/* Not a claim: the unknown key's finding is the only one. */
		diags_truncate(r->d, mark);
		memset(cl, 0, sizeof(*cl));
		return 0;
	}
	dg = &r->d->v[di];
	snprintf(why, sizeof(why), "Its value is colour letters to numbers, "
	    "the %s the entry lacks", key);
	diag_set_fix(r->d, dg, "%s", key);
	if (dg->pos.len > 0)
		diag_add_edit(r->d, dg, dg->pos, key);
	diag_set_why(r->d, dg, "%s", why);
	return 1;
}
