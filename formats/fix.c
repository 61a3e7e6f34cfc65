/*
 * `genial fix`: the rounds of fixes (fix.h says how), on a text in
 * memory.  The command (cmd/fix.c) reads the files, writes the result,
 * the diff and the findings left; this is what the fuzz target drives
 * too.
 */
#include <stdlib.h>
#include <string.h>

#include "../core/replay.h"
#include "../core/util.h"
#include "fix.h"
#include "reader.h"

void
fix_edits_init(struct fix_edits *e)
{
	memset(e, 0, sizeof(*e));
}

/* Drop the edits, keep the storage. */
static void
fix_edits_clear(struct fix_edits *e)
{
	size_t	 i;

	for (i = 0; i < e->n; i++)
		free(e->v[i].text);
	e->n = 0;
	e->findings = 0;
}

void
fix_edits_free(struct fix_edits *e)
{
	fix_edits_clear(e);
	free(e->v);
	e->v = NULL;
	e->cap = 0;
}

/* Add the edits of one finding, if every one of them lies in the text. */
static void
add_finding(struct fix_edits *e, const struct diag *dg, size_t len)
{
	size_t	 i;

	if (dg->nedits == 0)
		return;
	for (i = 0; i < dg->nedits; i++)
		if (dg->edits[i].at.off > len ||
		    dg->edits[i].at.len > len - dg->edits[i].at.off)
			return;
	for (i = 0; i < dg->nedits; i++) {
		if (e->n == e->cap) {
			e->cap = e->cap ? e->cap * 2 : 16;
			e->v = xreallocarray(e->v, e->cap, sizeof(*e->v));
		}
		e->v[e->n].off = dg->edits[i].at.off;
		e->v[e->n].len = dg->edits[i].at.len;
		e->v[e->n].text = xstrdup(dg->edits[i].text);
		e->v[e->n].tlen = strlen(dg->edits[i].text);
		e->v[e->n].finding = e->findings;
		e->n++;
	}
	e->findings++;
}

void
fix_check_text(const unsigned char *buf, size_t len, struct fix_check *ck,
    struct fix_edits *edits)
{
	struct reader		*rd = reader_new_mem(buf, len);
	const struct record	*rec;
	struct replay		 rp;
	struct diags		 d;
	size_t			 i;
	int			 r, first, last;

	memset(ck, 0, sizeof(*ck));
	replay_init(&rp);
	diags_init(&d);
	for (;;) {
		diags_clear(&d);
		if ((r = reader_next(rd, &rec, &d)) == 0)
			break;
		if (r != -2)
			ck->games++;
		if (r == 1 && rec->usable)
			(void)replay_run(&rp, rec, &d);
		if (reader_skipped(rd, &first, &last))
			ck->unread += (uint64_t)(last - first) + 1;
		ck->errors += d.errors;
		ck->warnings += d.warnings;
		if (edits != NULL) {
			diags_sort(&d);
			for (i = 0; i < d.len; i++)
				add_finding(edits, &d.v[i], len);
		}
	}
	diags_free(&d);
	replay_free(&rp);
	reader_free(rd);
}

/* By offset; an insertion before a replacement at the same offset. */
static int
cmp_edit(const void *pa, const void *pb)
{
	const struct fix_edit	*a = pa, *b = pb;

	if (a->off != b->off)
		return a->off < b->off ? -1 : 1;
	if (a->len != b->len)
		return a->len < b->len ? -1 : 1;
	return a->finding < b->finding ? -1 : a->finding > b->finding;
}

/* 1 if edit x overlaps y, or is an insertion strictly inside it. */
static int
overlaps(const struct fix_edit *x, const struct fix_edit *y)
{
	if (x->len == 0 || y->len == 0)
		return x->off > y->off && x->off < y->off + y->len;
	return x->off < y->off + y->len && y->off < x->off + x->len;
}

/* 1 if x and y make the same change (one finding's edit made already). */
static int
same_edit(const struct fix_edit *x, const struct fix_edit *y)
{
	return x->off == y->off && x->len == y->len && x->tlen == y->tlen &&
	    memcmp(x->text, y->text, x->tlen) == 0;
}

/* 1 if finding f's edits (from index i on) may join the kept ones. */
static int
fits(const struct fix_edits *e, size_t i, size_t f,
    const struct fix_edit *kept, size_t nkept)
{
	size_t	 j, k;

	for (j = i; j < e->n; j++) {
		if (e->v[j].finding != f)
			continue;
		for (k = 0; k < nkept; k++)
			if (overlaps(&e->v[j], &kept[k]) &&
			    !same_edit(&e->v[j], &kept[k]))
				return 0;
		/* Its own edits may not overlap each other either. */
		for (k = j + 1; k < e->n; k++)
			if (e->v[k].finding == f && (overlaps(&e->v[j],
			    &e->v[k]) || overlaps(&e->v[k], &e->v[j])))
				return 0;
	}
	return 1;
}

size_t
fix_select(struct fix_edits *e)
{
	struct fix_edit	*kept;
	unsigned char	*seen;
	size_t		 nkept = 0, i, j, k, f, found = 0;

	if (e->n == 0)
		return 0;
	qsort(e->v, e->n, sizeof(*e->v), cmp_edit);
	seen = xcalloc(e->findings, 1);
	kept = xreallocarray(NULL, e->n, sizeof(*kept));
	/* Each finding at its first edit in the file: all or none. */
	for (i = 0; i < e->n; i++) {
		f = e->v[i].finding;
		if (seen[f])
			continue;
		seen[f] = 1;
		if (!fits(e, i, f, kept, nkept))
			continue;
		found++;
		for (j = i; j < e->n; j++) {
			if (e->v[j].finding != f)
				continue;
			for (k = 0; k < nkept; k++)
				if (same_edit(&e->v[j], &kept[k]))
					break;
			if (k == nkept) {
				kept[nkept++] = e->v[j];
				e->v[j].text = NULL;
			}
		}
	}
	/* The kept edits, in file order; the others freed. */
	for (i = 0; i < e->n; i++)
		free(e->v[i].text);
	memcpy(e->v, kept, nkept * sizeof(*kept));
	e->n = nkept;
	qsort(e->v, e->n, sizeof(*e->v), cmp_edit);
	free(kept);
	free(seen);
	return found;
}

unsigned char *
fix_apply(const unsigned char *buf, size_t len, const struct fix_edits *e,
    size_t *outlen)
{
	unsigned char	*out;
	size_t		 n = len, i, at = 0, from = 0;

	for (i = 0; i < e->n; i++)
		n = n - (size_t)e->v[i].len + e->v[i].tlen;
	out = xmalloc(n + 1);
	for (i = 0; i < e->n; i++) {
		memcpy(out + at, buf + from, (size_t)e->v[i].off - from);
		at += (size_t)e->v[i].off - from;
		memcpy(out + at, e->v[i].text, e->v[i].tlen);
		at += e->v[i].tlen;
		from = (size_t)(e->v[i].off + e->v[i].len);
	}
	memcpy(out + at, buf + from, len - from);
	at += len - from;
	out[at] = '\0';
	*outlen = at;
	return out;
}

int
fix_worse(const struct fix_check *b, const struct fix_check *a)
{
	if (b->unread != a->unread)
		return b->unread > a->unread;
	return b->errors > a->errors;
}

void
fix_run(const unsigned char *buf, size_t len, struct fix_result *res,
    void (*round)(void *, const unsigned char *, size_t,
    const struct fix_edits *, const unsigned char *, size_t), void *ctx)
{
	struct fix_edits	 e;
	struct fix_check	 ck, nk;
	unsigned char		*next;
	size_t			 nlen, kept;

	memset(res, 0, sizeof(*res));
	res->text = xmalloc(len + 1);
	memcpy(res->text, buf, len);
	res->text[len] = '\0';
	res->len = len;
	fix_edits_init(&e);
	fix_check_text(res->text, res->len, &ck, &e);
	res->before = ck;
	while (res->rounds < FIX_ROUNDS && (kept = fix_select(&e)) > 0) {
		next = fix_apply(res->text, res->len, &e, &nlen);
		fix_check_text(next, nlen, &nk, NULL);
		if (fix_worse(&nk, &ck)) {
			free(next);
			break;
		}
		if (round != NULL)
			round(ctx, res->text, res->len, &e, next, nlen);
		free(res->text);
		res->text = next;
		res->len = nlen;
		res->fixes += kept;
		res->rounds++;
		fix_edits_clear(&e);
		fix_check_text(res->text, res->len, &ck, &e);
	}
	res->after = ck;
	fix_edits_free(&e);
}

void
fix_result_free(struct fix_result *res)
{
	free(res->text);
	res->text = NULL;
}
