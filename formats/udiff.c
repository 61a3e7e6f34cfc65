/*
 * A unified diff (udiff.h): the texts cut into lines, their common first
 * and last lines set aside, the lines between compared by Myers' greedy
 * algorithm ("An O(ND) difference algorithm", 1986), which keeps the
 * furthest point reached on each diagonal after d changes and so finds a
 * shortest script of deletions and insertions; then hunks with
 * UDIFF_CONTEXT lines of context, those whose contexts meet merged.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../core/util.h"
#include "udiff.h"

struct line {
	const unsigned char	*s;
	size_t			 n;	/* bytes, its line break included */
	uint32_t		 h;	/* hash, to compare quickly */
};

enum op_kind { OP_SAME, OP_DEL, OP_ADD };

struct op {
	enum op_kind	 kind;
	size_t		 a, b;	/* line of a (OP_SAME, OP_DEL), of b */
};

/* The lines of t[0..len): each ends after '\n', the last maybe not. */
static struct line *
split(const unsigned char *t, size_t len, size_t *n)
{
	struct line	*v = NULL;
	size_t		 cap = 0, i = 0, from;
	uint32_t	 h;

	*n = 0;
	while (i < len) {
		from = i;
		h = 2166136261u;
		while (i < len && t[i] != '\n')
			h = (h ^ t[i++]) * 16777619u;
		if (i < len)
			i++;
		if (*n == cap) {
			cap = cap ? cap * 2 : 64;
			v = xreallocarray(v, cap, sizeof(*v));
		}
		v[*n].s = t + from;
		v[*n].n = i - from;
		v[*n].h = h;
		(*n)++;
	}
	return v;
}

static int
same(const struct line *x, const struct line *y)
{
	return x->h == y->h && x->n == y->n && memcmp(x->s, y->s, x->n) == 0;
}

/* Append an op. */
static void
push(struct op **v, size_t *n, size_t *cap, enum op_kind k, size_t a,
    size_t b)
{
	if (*n == *cap) {
		*cap = *cap ? *cap * 2 : 64;
		*v = xreallocarray(*v, *cap, sizeof(**v));
	}
	(*v)[*n].kind = k;
	(*v)[*n].a = a;
	(*v)[*n].b = b;
	(*n)++;
}

/*
 * The shortest script turning a[0..n) into b[0..m), backwards into ops
 * (lines numbered from base), or -1 if it takes more than UDIFF_MAX_D
 * changes.
 */
static int
myers(const struct line *a, size_t n, const struct line *b, size_t m,
    size_t base, struct op **ops, size_t *nops, size_t *cap)
{
	long	**trace, *v, x, y, k, px, pk;
	long	 d, dmax = UDIFF_MAX_D, found = -1;

	trace = xcalloc((size_t)dmax + 1, sizeof(*trace));
	for (d = 0; d <= dmax && found < 0; d++) {
		/* v[k + d] is the furthest x on diagonal k, -d <= k <= d. */
		v = trace[d] = xcalloc((size_t)(2 * d + 1), sizeof(**trace));
		for (k = -d; k <= d; k += 2) {
			if (d == 0)
				x = 0;
			else if (k == -d || (k != d && trace[d - 1][k - 1 +
			    d - 1] < trace[d - 1][k + 1 + d - 1]))
				x = trace[d - 1][k + 1 + d - 1];
			else
				x = trace[d - 1][k - 1 + d - 1] + 1;
			y = x - k;
			while (x < (long)n && y < (long)m &&
			    same(&a[x], &b[y]))
				x++, y++;
			v[k + d] = x;
			if (x >= (long)n && y >= (long)m) {
				found = d;
				break;
			}
		}
	}
	if (found >= 0) {
		/* Back from the end, one change per d. */
		x = (long)n;
		y = (long)m;
		for (d = found; d > 0; d--) {
			k = x - y;
			if (k == -d || (k != d && trace[d - 1][k - 1 + d - 1] <
			    trace[d - 1][k + 1 + d - 1]))
				pk = k + 1;
			else
				pk = k - 1;
			px = trace[d - 1][pk + d - 1];
			while (x > px && y > px - pk) {
				x--, y--;
				push(ops, nops, cap, OP_SAME, base + (size_t)x,
				    base + (size_t)y);
			}
			if (pk == k + 1)
				push(ops, nops, cap, OP_ADD, base + (size_t)x,
				    base + (size_t)--y);
			else
				push(ops, nops, cap, OP_DEL, base + (size_t)--x,
				    base + (size_t)y);
		}
		while (x > 0 && y > 0) {
			x--, y--;
			push(ops, nops, cap, OP_SAME, base + (size_t)x,
			    base + (size_t)y);
		}
	}
	for (d = 0; d <= dmax; d++)
		free(trace[d]);
	free(trace);
	return found >= 0 ? 0 : -1;
}

/* One line with its mark; a last line without a break says so. */
static void
put_line(FILE *fp, char mark, const struct line *l)
{
	putc(mark, fp);
	fwrite(l->s, 1, l->n, fp);
	if (l->n == 0 || l->s[l->n - 1] != '\n')
		fputs("\n\\ No newline at end of file\n", fp);
}

/* "@@ -A,B +C,D @@": an empty range starts at the line before it. */
static void
put_range(FILE *fp, size_t start, size_t count)
{
	fprintf(fp, "%zu,%zu", count > 0 ? start + 1 : start, count);
}

/* The hunks of ops[0..n) (in order): context around each change. */
static void
put_hunks(FILE *fp, const struct op *ops, size_t n, const struct line *a,
    const struct line *b)
{
	size_t	 i = 0, from, to, last, j, na, nb;

	for (;;) {
		while (i < n && ops[i].kind == OP_SAME)
			i++;
		if (i == n)
			return;
		from = i >= UDIFF_CONTEXT ? i - UDIFF_CONTEXT : 0;
		/* Run on while the next change is within two contexts. */
		for (last = i, j = i; j < n; j++)
			if (ops[j].kind != OP_SAME) {
				if (j - last > 2 * UDIFF_CONTEXT)
					break;
				last = j;
			}
		to = last + UDIFF_CONTEXT + 1 < n ? last + UDIFF_CONTEXT + 1 : n;
		for (na = nb = 0, j = from; j < to; j++) {
			na += ops[j].kind != OP_ADD;
			nb += ops[j].kind != OP_DEL;
		}
		fputs("@@ -", fp);
		put_range(fp, ops[from].a, na);
		fputs(" +", fp);
		put_range(fp, ops[from].b, nb);
		fputs(" @@\n", fp);
		for (j = from; j < to; j++)
			if (ops[j].kind == OP_SAME)
				put_line(fp, ' ', &a[ops[j].a]);
			else if (ops[j].kind == OP_DEL)
				put_line(fp, '-', &a[ops[j].a]);
			else
				put_line(fp, '+', &b[ops[j].b]);
		i = to;
	}
}

int
udiff_write(FILE *fp, const char *name, const unsigned char *at, size_t alen,
    const unsigned char *bt, size_t blen)
{
	struct line	*a, *b;
	struct op	*ops = NULL, t;
	size_t		 na, nb, pre = 0, post = 0, nops = 0, cap = 0, i;

	if (alen == blen && memcmp(at, bt, alen) == 0)
		return 0;
	a = split(at, alen, &na);
	b = split(bt, blen, &nb);
	while (pre < na && pre < nb && same(&a[pre], &b[pre]))
		pre++;
	while (post < na - pre && post < nb - pre &&
	    same(&a[na - 1 - post], &b[nb - 1 - post]))
		post++;
	/* Backwards: the common last lines, the middle, the first. */
	for (i = 0; i < post; i++)
		push(&ops, &nops, &cap, OP_SAME, na - 1 - i, nb - 1 - i);
	if (myers(a + pre, na - pre - post, b + pre, nb - pre - post, pre,
	    &ops, &nops, &cap) != 0) {
		/* Too many changes to look at one by one: one block. */
		for (i = nb - post; i > pre; i--)
			push(&ops, &nops, &cap, OP_ADD, na - post, i - 1);
		for (i = na - post; i > pre; i--)
			push(&ops, &nops, &cap, OP_DEL, i - 1, pre);
	}
	for (i = pre; i > 0; i--)
		push(&ops, &nops, &cap, OP_SAME, i - 1, i - 1);
	for (i = 0; i < nops / 2; i++) {
		t = ops[i];
		ops[i] = ops[nops - 1 - i];
		ops[nops - 1 - i] = t;
	}
	fprintf(fp, "--- %s\n+++ %s\n", name, name);
	put_hunks(fp, ops, nops, a, b);
	free(ops);
	free(a);
	free(b);
	return ferror(fp) ? -1 : 0;
}
