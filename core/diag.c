/*
 * The diagnostics catalogue and the per-game list diagnostics are
 * collected in.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "util.h"

#define DIAG_ROW(e, name, cls, sev, sum) { name, cls, sev, sum },
static const struct diag_info catalogue[D__MAX] = {
	DIAG_CODES(DIAG_ROW)
};
#undef DIAG_ROW

const struct diag_info *
diag_info(enum diag_code code)
{
	if ((unsigned)code >= D__MAX)
		return NULL;
	return &catalogue[code];
}

int
diag_lookup(const char *name)
{
	int	 i;

	for (i = 0; i < D__MAX; i++)
		if (strcmp(catalogue[i].name, name) == 0)
			return i;
	return -1;
}

const char *
diag_class_name(enum diag_class cls)
{
	switch (cls) {
	case CLASS_RECORD:
		return "record";
	case CLASS_RULE:
		return "rule";
	case CLASS_CLAIM:
		return "claim";
	}
	return "?";
}

const char *
diag_severity_name(enum diag_severity s)
{
	return s == SEV_ERROR ? "error" : "warning";
}

/*
 * The memory a string of n bytes takes on the heap, about: its bytes and
 * NUL, a word of the allocator's, rounded to 16.  What struct memuse
 * counts of a diagnostic's strings.
 */
static size_t
heap_size(size_t n)
{
	return (n + 1 + sizeof(size_t) + 15) & ~(size_t)15;
}

static size_t
str_heap(const char *s)
{
	return s == NULL ? 0 : heap_size(strlen(s));
}

/* Free what one diagnostic of d owns, counted off d's memuse. */
static void
diag_release(struct diags *d, struct diag *e)
{
	diag_drop_fix(d, e);
	if (d->mu != NULL)
		memuse_sub(d->mu, str_heap(e->msg));
	free(e->msg);
}

void
diags_init(struct diags *d)
{
	memset(d, 0, sizeof(*d));
}

void
diags_clear(struct diags *d)
{
	size_t	 i;

	for (i = 0; i < d->len; i++)
		diag_release(d, &d->v[i]);
	d->len = 0;
	if (d->cap * sizeof(*d->v) > DIAGS_KEEP) {
		memuse_sub(d->mu, d->cap * sizeof(*d->v));
		free(d->v);
		d->v = NULL;
		d->cap = 0;
	}
	d->errors = 0;
	d->warnings = 0;
	d->text = NULL;
	d->textlen = 0;
	d->text_line = 0;
}

void
diags_free(struct diags *d)
{
	struct memuse	*mu = d->mu;

	diags_clear(d);
	memuse_sub(mu, d->cap * sizeof(*d->v));
	free(d->v);
	diags_init(d);
	d->mu = mu;
}

struct diag *
diag_addv(struct diags *d, enum diag_code code, int move, struct srcpos pos,
    int player, const char *fmt, va_list ap)
{
	struct diag	*e;
	va_list		 aq;
	int		 n;

	if (d->len == d->cap) {
		memuse_add(d->mu, (d->cap ? d->cap : 16) * sizeof(*d->v));
		d->cap = d->cap ? d->cap * 2 : 16;
		d->v = xreallocarray(d->v, d->cap, sizeof(*d->v));
	}
	e = &d->v[d->len++];
	e->code = code;
	e->game = d->game;
	e->move = move;
	e->pos = pos;
	e->player = player;
	e->fix = NULL;
	e->cause = 0;
	e->edits = NULL;
	e->nedits = 0;
	e->why = NULL;
	e->msg = NULL;
	if (!d->terse) {
		va_copy(aq, ap);
		n = vsnprintf(NULL, 0, fmt, aq);
		va_end(aq);
		if (n < 0)
			n = 0;
		memuse_add(d->mu, heap_size((size_t)n));
		e->msg = xmalloc((size_t)n + 1);
		vsnprintf(e->msg, (size_t)n + 1, fmt, ap);
	}
	if (catalogue[code].sev == SEV_ERROR)
		d->errors++;
	else
		d->warnings++;
	return e;
}

struct diag *
diag_add(struct diags *d, enum diag_code code, int move, struct srcpos pos,
    int player, const char *fmt, ...)
{
	struct diag	*e;
	va_list		 ap;

	va_start(ap, fmt);
	e = diag_addv(d, code, move, pos, player, fmt, ap);
	va_end(ap);
	return e;
}

/* *slot (a finding's fix or why, counted in d's memory) replaced by the
   text fmt and ap compose. */
static void
set_text(struct diags *d, char **slot, const char *fmt, va_list ap)
{
	memuse_sub(d->mu, str_heap(*slot));
	free(*slot);
	*slot = xvasprintf(fmt, ap);
	memuse_add(d->mu, str_heap(*slot));
}

void
diag_set_fix(struct diags *d, struct diag *e, const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	set_text(d, &e->fix, fmt, ap);
	va_end(ap);
}

void
diag_set_msg(struct diags *d, struct diag *e, const char *fmt, ...)
{
	va_list	 ap;
	char	*old = e->msg;

	/* The old text may be an argument: composed before it is freed. */
	e->msg = NULL;
	va_start(ap, fmt);
	set_text(d, &e->msg, fmt, ap);
	va_end(ap);
	memuse_sub(d->mu, str_heap(old));
	free(old);
}

void
diag_drop_fix(struct diags *d, struct diag *e)
{
	size_t	 i, n;

	if (d->mu != NULL) {
		n = str_heap(e->fix) + str_heap(e->why) + (e->nedits > 0 ?
		    heap_size(e->nedits * sizeof(*e->edits)) : 0);
		for (i = 0; i < e->nedits; i++)
			n += str_heap(e->edits[i].text);
		memuse_sub(d->mu, n);
	}
	for (i = 0; i < e->nedits; i++)
		free(e->edits[i].text);
	free(e->edits);
	free(e->fix);
	free(e->why);
	e->edits = NULL;
	e->nedits = 0;
	e->fix = NULL;
	e->why = NULL;
}

void
diag_add_edit(struct diags *d, struct diag *e, struct srcpos at,
    const char *text)
{
	if (d->mu != NULL) {
		memuse_sub(d->mu, e->nedits > 0 ?
		    heap_size(e->nedits * sizeof(*e->edits)) : 0);
		memuse_add(d->mu, heap_size((e->nedits + 1) *
		    sizeof(*e->edits)) + heap_size(strlen(text)));
	}
	e->edits = xreallocarray(e->edits, e->nedits + 1, sizeof(*e->edits));
	memset(&e->edits[e->nedits], 0, sizeof(e->edits[e->nedits]));
	e->edits[e->nedits].at = at;
	e->edits[e->nedits].text = xstrdup(text);
	e->nedits++;
}

void
diag_add_copy(struct diags *d, struct diag *e, struct srcpos at,
    struct srcpos from, int lines)
{
	diag_add_edit(d, e, at, "");
	e->edits[e->nedits - 1].from = from;
	e->edits[e->nedits - 1].lines = lines;
}

void
diag_fix_claim(struct diags *d, struct diag *e, const char *key,
    const char *value, struct srcpos at)
{
	diag_set_fix(d, e, "%s: %s", key, value);
	diag_add_edit(d, e, at, value);
}

void
diag_fix_number(struct diags *d, struct diag *e, const char *key,
    long value, struct srcpos at)
{
	char	 num[24];

	snprintf(num, sizeof(num), "%ld", value);
	diag_fix_claim(d, e, key, num, at);
}

void
diag_set_why(struct diags *d, struct diag *e, const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	set_text(d, &e->why, fmt, ap);
	va_end(ap);
}

void
diags_truncate(struct diags *d, size_t len)
{
	while (d->len > len) {
		d->len--;
		if (catalogue[d->v[d->len].code].sev == SEV_ERROR)
			d->errors--;
		else
			d->warnings--;
		diag_release(d, &d->v[d->len]);
	}
}

void
diags_withdraw(struct diags *d, size_t from, size_t to,
    int (*drop)(const struct diag *, void *), void *arg)
{
	size_t	 i, w;

	if (to > d->len)
		to = d->len;
	for (i = w = from; i < d->len; i++) {
		if (i < to && drop(&d->v[i], arg)) {
			if (catalogue[d->v[i].code].sev == SEV_ERROR)
				d->errors--;
			else
				d->warnings--;
			diag_release(d, &d->v[i]);
			continue;
		}
		if (w != i)
			d->v[w] = d->v[i];
		w++;
	}
	d->len = w;
}

/* File order: the findings of one game sit in its document's lines. */
static int
diag_before(const struct diag *a, const struct diag *b)
{
	if ((a->pos.line == 0) != (b->pos.line == 0))
		return a->pos.line == 0;
	if (a->pos.line == 0)
		return a->move < b->move;
	if (a->pos.line != b->pos.line)
		return a->pos.line < b->pos.line;
	return a->pos.col < b->pos.col;
}

/* Stable merge sort of v[0..n) using tmp of the same size. */
static void
msort(struct diag *v, struct diag *tmp, size_t n)
{
	size_t	 h = n / 2, i = 0, j = h, k = 0;

	if (n < 2)
		return;
	msort(v, tmp, h);
	msort(v + h, tmp, n - h);
	while (i < h && j < n)
		tmp[k++] = diag_before(&v[j], &v[i]) ? v[j++] : v[i++];
	while (i < h)
		tmp[k++] = v[i++];
	while (j < n)
		tmp[k++] = v[j++];
	memcpy(v, tmp, n * sizeof(*v));
}

void
diags_sort(struct diags *d)
{
	struct diag	*tmp;
	size_t		 i;

	/* Findings mostly come in file order: then no copy is made. */
	for (i = 1; i < d->len; i++)
		if (diag_before(&d->v[i], &d->v[i - 1]))
			break;
	if (i >= d->len)
		return;
	memuse_add(d->mu, d->len * sizeof(*tmp));
	tmp = xreallocarray(NULL, d->len, sizeof(*tmp));
	msort(d->v, tmp, d->len);
	free(tmp);
	memuse_sub(d->mu, d->len * sizeof(*tmp));
}

void
diags_codes(const struct diags *d, struct diag_set *set)
{
	size_t		 i;
	unsigned	 c;

	for (i = 0; i < d->len; i++) {
		c = (unsigned)d->v[i].code;
		if (c < D__MAX)
			set->w[c / 64] |= UINT64_C(1) << (c % 64);
	}
}

int
diag_set_has(const struct diag_set *set, enum diag_code code)
{
	unsigned	 c = (unsigned)code;

	return c < D__MAX && (set->w[c / 64] >> (c % 64) & 1) != 0;
}
