/*
 * `genial fix`: the rounds of fixes (fix.h says how), on a text in
 * memory.  The command (cmd/fix.c) reads the files, writes the result,
 * the diff and the findings left; this is what the fuzz target drives
 * too.
 */
#include <stdlib.h>
#include <string.h>

#include "../core/util.h"
#include "fix.h"
#include "judge.h"
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

/*
 * The rest of a line from *j: blanks, a comment and a carriage return
 * are passed over.  Returns 0 with *j at the line break or the end of
 * the text, or -1 where anything else follows.
 */
static int
line_rest(const unsigned char *buf, size_t len, size_t *j)
{
	size_t	 k = *j;

	while (k < len && (buf[k] == ' ' || buf[k] == '\t'))
		k++;
	if (k < len && buf[k] == '#')
		while (k < len && buf[k] != '\n' && buf[k] != '\r')
			k++;
	if (k < len && buf[k] == '\r')
		k++;
	*j = k;
	return k < len && buf[k] != '\n' ? -1 : 0;
}

/*
 * An entry of a list deleted (an edit with no text over a node that is
 * alone on its line after "- "): the whole line goes, the "- ", the
 * blanks and a comment after it, its line break.  Else the edit as it is.
 */
static void
whole_line(const unsigned char *buf, size_t len, uint64_t *off,
    uint64_t *n)
{
	size_t	 i = (size_t)*off, j = (size_t)(*off + *n);

	while (i > 0 && buf[i - 1] == ' ')
		i--;
	if (i == 0 || buf[i - 1] != '-')
		return;
	for (i--; i > 0 && buf[i - 1] == ' '; i--)
		;
	if (i > 0 && buf[i - 1] != '\n')
		return;
	if (line_rest(buf, len, &j) != 0)
		return;
	if (j < len)
		j++;
	*off = i;
	*n = j - i;
}

/*
 * An insertion before the line of the entry at *off (only blanks and
 * "- " before it on its line), or after the line of an entry that ends
 * at *off (only blanks or a comment after it): *off moves to that line's
 * start or past its line break (*after set), *brk set when the text has
 * none there.  Returns 0, or -1 where neither holds.
 */
static int
line_insert(const unsigned char *buf, size_t len, uint64_t *off, int *brk,
    int *after)
{
	size_t		 i = (size_t)*off, j = (size_t)*off;

	*brk = 0;
	*after = 0;
	while (i > 0 && buf[i - 1] == ' ')
		i--;
	if (i > 0 && buf[i - 1] == '-') {
		for (i--; i > 0 && buf[i - 1] == ' '; i--)
			;
		if (i == 0 || buf[i - 1] == '\n') {
			*off = i;
			return 0;
		}
	}
	if (line_rest(buf, len, &j) != 0)
		return -1;
	if (j == len)
		*brk = 1;
	else
		j++;
	*off = j;
	*after = 1;
	return 0;
}

/*
 * The start of the line of the "- " of the entry a line of which starts
 * at l: l itself, or the nearest line above it that has one, over
 * indented lines only (the keys of an entry written as a block); l
 * where there is none.
 */
static size_t
dash_line(const unsigned char *buf, size_t len, size_t l)
{
	size_t	 k = l, e;

	for (;;) {
		for (e = k; e < len && buf[e] == ' '; e++)
			;
		if (e < len && buf[e] == '-')
			return k;
		if (k == 0 || e == k)
			return l;
		for (k--; k > 0 && buf[k - 1] != '\n'; k--)
			;
	}
}

/*
 * Entries inserted as lines (de: lines, no copy, its text the entries'
 * nodes, one a line; a line break and a tab go on with the entry above,
 * a key of an entry written as a block), into x, whose offset
 * line_insert has set: each after the indentation and "- " of the entry
 * they go next to (a key under the entry's first one), and a line
 * break.  Returns 0.
 */
static int
new_line(const struct diag_edit *de, const unsigned char *buf, size_t len,
    int brk, int after, struct fix_edit *x)
{
	size_t	 ref = (size_t)de->at.off, l, e, tl = strlen(de->text), i, o;
	size_t	 nl = 0, j;

	/* The line of the entry: the one it goes before, or ends. */
	if (after && ref > 0)
		ref--;
	for (l = ref; l > 0 && buf[l - 1] != '\n'; l--)
		;
	l = dash_line(buf, len, l);
	for (e = l; e < len && buf[e] == ' '; e++)
		;
	if (e < len && buf[e] == '-')
		e++;
	while (e < len && buf[e] == ' ')
		e++;
	for (i = 0; i < tl; i++)
		nl += de->text[i] == '\n';
	x->text = xmalloc((size_t)brk + (nl + 1) * (e - l) + tl + 2);
	if (brk)
		x->text[0] = '\n';
	o = (size_t)brk;
	memcpy(x->text + o, buf + l, e - l);
	o += e - l;
	for (i = 0; i < tl; i++) {
		if (de->text[i] == '\t' && i > 0 && de->text[i - 1] == '\n')
			continue;
		x->text[o++] = de->text[i];
		if (de->text[i] != '\n')
			continue;
		memcpy(x->text + o, buf + l, e - l);
		/* A key of the entry above: under its first key. */
		if (i + 1 < tl && de->text[i + 1] == '\t')
			for (j = o; j < o + (e - l); j++)
				if (x->text[j] == '-')
					x->text[j] = ' ';
		o += e - l;
	}
	x->tlen = o;
	if (!brk)
		x->text[x->tlen++] = '\n';
	x->text[x->tlen] = '\0';
	return 0;
}

int
fix_edit_make(const struct diag_edit *de, const unsigned char *buf,
    size_t len, struct fix_edit *x)
{
	uint64_t	 off = de->from.off, n = de->from.len;
	size_t		 tl = strlen(de->text), cl = 0;
	int		 brk = 0, nl = 0, after = 0;

	if (de->at.off > len || de->at.len > len - de->at.off ||
	    (n > 0 && (off > len || n > len - off)))
		return -1;
	x->off = de->at.off;
	x->len = de->at.len;
	if (de->lines && n > 0) {
		whole_line(buf, len, &off, &n);
		if (n == de->from.len)
			return -1;
		nl = buf[off + n - 1] != '\n';
	}
	if (de->lines && x->len > 0) {
		whole_line(buf, len, &x->off, &x->len);
		if (x->len == de->at.len)
			return -1;
	} else if (de->lines && line_insert(buf, len, &x->off, &brk,
	    &after) != 0)
		return -1;
	if (de->lines && x->len == 0 && n == 0 && tl > 0)
		return new_line(de, buf, len, brk, after, x);
	if (n > 0)
		cl = (size_t)n + (size_t)brk + (size_t)nl;
	x->text = xmalloc(cl + tl + 1);
	if (n > 0) {
		if (brk)
			x->text[0] = '\n';
		memcpy(x->text + brk, buf + off, (size_t)n);
		if (nl)
			x->text[brk + (size_t)n] = '\n';
	}
	memcpy(x->text + cl, de->text, tl + 1);
	x->tlen = cl + tl;
	if (x->tlen == 0 && x->len > 0 && !de->lines)
		whole_line(buf, len, &x->off, &x->len);
	return 0;
}

/* Add the edits of one finding, if every one of them can be made. */
static void
add_finding(struct fix_edits *e, const struct diag *dg,
    const unsigned char *buf, size_t len)
{
	size_t	 i, n0 = e->n;

	if (dg->nedits == 0)
		return;
	for (i = 0; i < dg->nedits; i++) {
		if (e->n == e->cap) {
			e->cap = e->cap ? e->cap * 2 : 16;
			e->v = xreallocarray(e->v, e->cap, sizeof(*e->v));
		}
		if (fix_edit_make(&dg->edits[i], buf, len, &e->v[e->n]) != 0) {
			while (e->n > n0)
				free(e->v[--e->n].text);
			return;
		}
		e->v[e->n].finding = e->findings;
		e->v[e->n].seq = e->n;
		e->n++;
	}
	e->findings++;
}

struct check_arg {
	const unsigned char	*buf;
	size_t			 len;
	struct fix_check	*ck;
	struct fix_edits	*edits;
};

static int
check_one(void *arg, int r, const struct record *rec, struct diags *d,
    struct reader *rd)
{
	struct check_arg	*c = arg;
	size_t			 i;
	int			 first, last;

	(void)rec;
	if (r != -2)
		c->ck->games++;
	if (reader_skipped(rd, &first, &last))
		c->ck->unread += (uint64_t)(last - first) + 1;
	c->ck->errors += d->errors;
	c->ck->warnings += d->warnings;
	if (c->edits != NULL)
		for (i = 0; i < d->len; i++)
			add_finding(c->edits, &d->v[i], c->buf, c->len);
	return 0;
}

void
fix_check_text(const unsigned char *buf, size_t len, struct fix_check *ck,
    struct fix_edits *edits)
{
	struct check_arg	 c = { buf, len, ck, edits };

	memset(ck, 0, sizeof(*ck));
	(void)judge_text(buf, len, check_one, &c);
}

/*
 * By offset; an insertion before a replacement at the same offset; one
 * finding's edits at one place in the order it gives them.
 */
static int
cmp_edit(const void *pa, const void *pb)
{
	const struct fix_edit	*a = pa, *b = pb;

	if (a->off != b->off)
		return a->off < b->off ? -1 : 1;
	if (a->len != b->len)
		return a->len < b->len ? -1 : 1;
	if (a->finding != b->finding)
		return a->finding < b->finding ? -1 : 1;
	return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* The bytes covered by the edits kept so far, and where they insert. */
#define COV_REPLACED	1	/* the byte is replaced */
#define COV_INSERT	2	/* an insertion before the byte */

/* An edit kept, for the same one made by another finding. */
struct kept_key {
	uint64_t	 off, len;
	size_t		 at;		/* index in e->v, + 1; 0: empty */
};

static size_t
kept_slot(const struct kept_key *t, size_t cap, uint64_t off, uint64_t len)
{
	size_t	 h = (size_t)((off * 0x9e3779b97f4a7c15u) ^ len) & (cap - 1);

	while (t[h].at != 0 && (t[h].off != off || t[h].len != len))
		h = (h + 1) & (cap - 1);
	return h;
}

/* 1 if x makes the change a kept edit at its place makes already. */
static int
made_already(const struct fix_edits *e, const struct kept_key *t, size_t cap,
    const struct fix_edit *x)
{
	const struct fix_edit	*y;
	size_t			 h = kept_slot(t, cap, x->off, x->len);

	if (t[h].at == 0)
		return 0;
	y = &e->v[t[h].at - 1];
	return y->tlen == x->tlen && memcmp(y->text, x->text, x->tlen) == 0;
}

/* 1 if edit x meets what cov says is covered: it overlaps a kept edit. */
static int
meets(const unsigned char *cov, const struct fix_edit *x)
{
	uint64_t	 p;

	if (x->len == 0)	/* inside a replacement */
		return x->off > 0 && (cov[x->off] & COV_REPLACED) &&
		    (cov[x->off - 1] & COV_REPLACED);
	for (p = x->off; p < x->off + x->len; p++)
		if ((cov[p] & COV_REPLACED) || (p > x->off &&
		    (cov[p] & COV_INSERT)))
			return 1;
	return 0;
}

/*
 * 1 if finding f's edits (those from index i on; e->v is sorted) may be
 * made with those kept: none meets a kept one but to make the same
 * change, and they do not meet each other.
 */
static int
fits(const struct fix_edits *e, size_t i, size_t f, const unsigned char *cov,
    const struct kept_key *t, size_t cap)
{
	const struct fix_edit	*last = NULL;
	size_t			 j;

	for (j = i; j < e->n; j++) {
		if (e->v[j].finding != f)
			continue;
		if (last != NULL && (last->off + last->len > e->v[j].off ||
		    (last->off == e->v[j].off && last->len > 0)))
			return 0;
		last = &e->v[j];
		if (!made_already(e, t, cap, &e->v[j]) && meets(cov, &e->v[j]))
			return 0;
	}
	return 1;
}

size_t
fix_select(struct fix_edits *e, size_t len)
{
	struct kept_key	*t;
	unsigned char	*cov, *seen, *keep;
	size_t		 cap = 16, i, j, k, f, h, found = 0;
	uint64_t	 p;

	if (e->n == 0)
		return 0;
	qsort(e->v, e->n, sizeof(*e->v), cmp_edit);
	while (cap < 2 * e->n)
		cap *= 2;
	t = xcalloc(cap, sizeof(*t));
	cov = xcalloc(len + 1, 1);
	seen = xcalloc(e->findings, 1);
	keep = xcalloc(e->n, 1);
	/* Each finding at its first edit in the file: all or none. */
	for (i = 0; i < e->n; i++) {
		f = e->v[i].finding;
		if (seen[f])
			continue;
		seen[f] = 1;
		if (!fits(e, i, f, cov, t, cap))
			continue;
		found++;
		for (j = i; j < e->n; j++) {
			if (e->v[j].finding != f || made_already(e, t, cap,
			    &e->v[j]))
				continue;
			keep[j] = 1;
			h = kept_slot(t, cap, e->v[j].off, e->v[j].len);
			t[h].at = j + 1;
			t[h].off = e->v[j].off;
			t[h].len = e->v[j].len;
			if (e->v[j].len == 0)
				cov[e->v[j].off] |= COV_INSERT;
			for (p = e->v[j].off; p < e->v[j].off + e->v[j].len; p++)
				cov[p] |= COV_REPLACED;
		}
	}
	/* The kept edits, in file order; the others freed. */
	for (i = k = 0; i < e->n; i++)
		if (keep[i])
			e->v[k++] = e->v[i];
		else
			free(e->v[i].text);
	e->n = k;
	free(t);
	free(cov);
	free(seen);
	free(keep);
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
	while (res->rounds < FIX_ROUNDS &&
	    (kept = fix_select(&e, res->len)) > 0) {
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
