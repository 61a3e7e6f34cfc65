/*
 * A key line the structure below it shows was lost, put back (genial(1)
 * FAULTY RECORDS; genial-record(5), READING A FAULTY RECORD): the line
 * "moves:" left out, its entries written under the key above them.  The
 * largest of the reader's edits, after every edit of a line's
 * punctuation (reader_mend.c).  Two shapes, one edit:
 *
 *   rules: kosmos                libyaml refuses the entries under a
 *   players: [Anna, Ben]         key whose value is on its own line
 *     - {place: ...}             (rx_keyline, from reader_explain.c);
 *
 *   players:                     libyaml reads the entries as more of
 *     - Anna                     the players' list (rx_keyline_in, from
 *     - {place: ...}             the reader of that list).
 *
 * Either way the line is a list entry whose first key is a move entry's,
 * no "moves" key is written at the indentation of the key above it
 * (looked for up to a document's edge or MEND_LOOK lines up), and the
 * edit puts "moves:" before the line, at that key's indentation.
 */
#include <stdio.h>
#include <string.h>

#include "reader_int.h"
#include "clever_read_int.h"
#include "reader_explain.h"
#include "reader_mend.h"

#define MEND_LOOK	64	/* lines looked up for a key line */

/*
 * The nearest line above line that is not blank or a comment, within
 * MEND_LOOK lines: its number into *k, the line into *p, its shape into
 * *t; 0 if none.
 */
static int
line_above(struct xtext *x, uint64_t line, uint64_t *k, struct xline *p,
    struct xshape *t)
{
	for (*k = line - 1; *k >= x->line && *k > 0 &&
	    *k + MEND_LOOK > line; (*k)--) {
		if (!(*p = rx_line_at(x, *k)).ok)
			return 0;
		if ((*t = rx_shape(p)).kind != X_SKIP)
			return 1;
	}
	return 0;
}

/* 1 if line p (its shape t) is "---" or "...": a document's edge. */
static int
doc_edge(const struct xline *p, const struct xshape *t)
{
	return t->ws == 0 && p->n >= 3 && (memcmp(p->s, "---", 3) == 0 ||
	    memcmp(p->s, "...", 3) == 0);
}

/*
 * 1 if key (n bytes) is written as a key at the indentation of line
 * line, in the lines above it up to where a line less indented, a
 * document's edge or MEND_LOOK lines end that mapping.
 */
static int
key_above(struct xtext *x, uint64_t line, size_t indent, const char *key,
    size_t n)
{
	struct xline	 p;
	struct xshape	 t;
	uint64_t	 k = line;

	while (k + MEND_LOOK > line && line_above(x, k, &k, &p, &t)) {
		if (doc_edge(&p, &t) || t.indent < indent)
			return 0;
		if (t.kind == X_KEY && t.indent == indent && p.n > t.ws + n &&
		    memcmp(p.s + t.ws, key, n) == 0 && p.s[t.ws + n] == ':')
			return 1;
	}
	return 0;
}

/*
 * 1 if line p (its shape t) is a key of a mapping with its value
 * written on the same line (rules: kosmos, players: [Anna, Ben]).
 */
static int
key_with_value(const struct xline *p, const struct xshape *t)
{
	size_t	 i;

	if (t->kind != X_KEY || t->tab)
		return 0;
	for (i = t->ws; i < p->n && rx_letter(p->s[i]); i++)
		;
	if (i == t->ws || i + 1 >= p->n || p->s[i] != ':' ||
	    p->s[i + 1] != ' ')
		return 0;
	for (i++; i < p->n && p->s[i] == ' '; i++)
		;
	return i < p->n && p->s[i] != '#';
}

/*
 * 1 if line xl (its shape s) is a list entry whose first key is a key of
 * a move entry: an entry of the moves.
 */
static int
move_entry(const struct xline *xl, const struct xshape *s)
{
	size_t	 i, j;

	if (s->kind != X_DASH || s->tab)
		return 0;
	for (i = s->keycol; i < xl->n && (xl->s[i] == '{' ||
	    xl->s[i] == ' '); i++)
		;
	for (j = i; j < xl->n && rx_letter(xl->s[j]); j++)
		;
	return j > i && j < xl->n && xl->s[j] == ':' &&
	    (rd_move_key(xl->s + i, j - i) >= 0 ||
	    clever_entry_key(xl->s + i, j - i) >= 0);
}

/*
 * The key line put back before entry line (its shape s), under the key
 * at line k (its shape t), as f's message, position and fix: "moves:" at
 * that key's indentation.  0 if the moves key is written above already,
 * or the fix does not fit.
 */
static int
keyline_say(struct xtext *x, uint64_t line, const struct xshape *s,
    uint64_t k, const struct xshape *t, struct rd_plain *f)
{
	static const char key[] = "moves";	/* genial-record(5) */
	struct xline	 xl, p;
	size_t		 w;

	if (key_above(x, line, t->indent, key, sizeof(key) - 1) ||
	    t->indent + sizeof(key) + 3 > sizeof(f->text))
		return 0;
	p = rx_line_at(x, k);
	for (w = t->ws; w < p.n && p.s[w] != ':'; w++)
		;
	w -= t->ws;
	memset(f, 0, sizeof(*f));
	snprintf(f->msg, sizeof(f->msg), "the line '%s:' is missing above "
	    "this entry: it is not part of '%.*s'", key,
	    (int)(w > 32 ? 32 : w), p.s + t->ws);
	xl = rx_line_at(x, line);
	f->pos.line = line > INT32_MAX ? INT32_MAX : (int)line;
	f->pos.col = (int)s->ws + 1;
	f->pos.off = xl.off + s->ws;
	f->pos.len = 1;
	f->at = f->pos;
	f->at.col = 1;
	f->at.off = xl.off;
	f->at.len = 0;
	memset(f->text, ' ', t->indent);
	snprintf(f->text + t->indent, sizeof(f->text) - t->indent, "%s:%s",
	    key, rx_crlf(x, &xl) ? "\r\n" : "\n");
	return 1;
}

int
rx_keyline(struct xtext *x, uint64_t line, struct rd_plain *f)
{
	struct xline	 xl, p;
	struct xshape	 s, t;
	uint64_t	 k;
	size_t		 d;

	if (!rx_reads_alone(x, line))
		return 0;
	xl = rx_line_at(x, line);
	s = rx_shape(&xl);
	if (!move_entry(&xl, &s) || !line_above(x, line, &k, &p, &t))
		return 0;
	/*
	 * Under the entries of a block list less indented (players: and
	 * its names): that list's key, its value on the lines below it.
	 */
	if (t.kind == X_DASH && t.indent < s.indent && !t.tab &&
	    !move_entry(&p, &t)) {
		d = t.indent;
		while (line_above(x, k, &k, &p, &t) && t.kind == X_DASH)
			if (t.indent != d || t.tab)
				return 0;
		return t.kind == X_KEY && !t.tab && !key_with_value(&p, &t) &&
		    t.indent <= s.indent && keyline_say(x, line, &s, k, &t, f);
	}
	if (t.indent > s.indent || !key_with_value(&p, &t) ||
	    !rx_reads_alone(x, k))
		return 0;
	return keyline_say(x, line, &s, k, &t, f);
}

int
rx_keyline_in(struct xtext *x, uint64_t line, struct rd_plain *f)
{
	struct xline	 xl = rx_line_at(x, line), p;
	struct xshape	 s, t;
	uint64_t	 k = line;

	if (!xl.ok)
		return 0;
	s = rx_shape(&xl);
	if (!move_entry(&xl, &s))
		return 0;
	/* Over the list's other entries, to its key. */
	while (k + MEND_LOOK > line && line_above(x, k, &k, &p, &t))
		if (t.kind == X_KEY)
			return !t.tab && t.indent <= s.indent &&
			    keyline_say(x, line, &s, k, &t, f);
	return 0;
}
