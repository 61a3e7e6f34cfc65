/*
 * A line libyaml cannot read mended by the smallest edit of its
 * punctuation that makes it read as the notation means it (genial(1)
 * FAULTY RECORDS; genial-record(5), READING A FAULTY RECORD).  This is
 * the one home of the reader's in-line edits: a stray quote, brace,
 * bracket, comma or colon taken out; a blank, a colon, a comma or a
 * closing brace put back where it goes; a bracket written for a brace
 * changed; a quote closed too early moved.  reader_explain.c and
 * reader_marks.c name the slip in words, and where their words are for
 * the edit made here they are kept (reader_explain.c, mend); the edits
 * they guess stand only where no edit here reads (a flow collection
 * over lines) or where their own line does not read, or the lines from
 * the one above it through this one do not read with this edit made
 * (rx_reads_with).  A key line put back (reader_keyline.c) is the
 * largest edit, tried after every one here.
 *
 * The candidates, in the order of their cost (the first class with a
 * reading wins):
 *   1. one byte taken out: a byte of MEND_PUNCT or a blank;
 *   2. one byte changed: a bracket, brace or quote for its fellow
 *      ('[' and '{', ']' and '}', '"' and '\''), or '.' or ';' for ',';
 *   3. the line broken where a new entry ("- ") or a key ("word: ",
 *      after a key's value) begins, outside quotes and flow
 *      collections: the blanks before it become a line break and the
 *      indentation of its siblings (an entry's as the line's entry, a
 *      key's as its first key); where no one break reads, the line
 *      broken before each entry it holds at once (MEND_BREAKS at most);
 *   4. one byte put in: a byte of MEND_PUNCT or a blank, where a word
 *      begins or ends (a byte of punctuation left out is never inside
 *      a word);
 *   5. one quote moved, to such a place (its text closed too early or
 *      opened too late).
 * Taking out comes first: a hand adds a stray byte as often as it leaves
 * one out, and an edit that takes a byte out cannot make up a value.
 * A line break puts in no punctuation and has few places to go (where
 * an entry or key begins), so it comes before a byte is put in: a long
 * line of several entries is not cut short by MEND_TRIES first.
 * Within a class the edit wins whose line has the fewest faults of the
 * notation's spacing (a blank before a comma, a colon or a closing
 * brace or bracket, none after a comma or a colon), then the one nearest before where libyaml stopped on the line
 * alone (a slip is at or before the place the parser could not go on),
 * then the first in the line.
 *
 * A candidate reads as the notation means it when libyaml reads the
 * edited line alone to its end and: no value is a collection where a key
 * goes, no mapping stands in a flow list (the notation's lists hold
 * words), no value in a flow collection is empty, no word holds a byte of
 * "{}[],:\"", every key is a key of the notation, a colour, a player's
 * name or a word the line writes before a colon, and as many keys of the
 * notation are read as the line writes followed by ": " (an edit may not
 * take a key the hand wrote into a value).  A line that reads alone, a
 * line longer than MEND_LINE_MAX, and a line whose next line continues
 * it (a flow collection over lines) are not mended.
 *
 * Bounded: at most MEND_TRIES readings of one line are tried (a line
 * that needs more is not mended) and MEND_BUDGET in a stream, after
 * which its syntax errors are told as before, without this fix.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/util.h"
#include "reader_int.h"
#include "reader_explain.h"
#include "reader_mend.h"

#define MEND_PUNCT	"\"'{}[],:"	/* the bytes an edit takes or puts */
#define MEND_TRIES	1500	/* readings of one line tried, at most */
#define MEND_BUDGET	100000	/* readings tried in a stream, at most */

enum mend_kind { M_DEL, M_SUB, M_BREAK, M_INS, M_MOVE, M__MAX };

/* One edit of a line, and how it ranks among those of its class. */
struct mend {
	enum mend_kind	 kind;
	size_t		 at;		/* the byte taken out, changed, or
					   put in before; a quote moved
					   from */
	size_t		 to;		/* M_MOVE: put in before byte to
					   of the line as written; M_BREAK:
					   the line's bytes at..to become a
					   line break and ind blanks */
	size_t		 ind;		/* M_BREAK: the new line's
					   indentation */
	int		 all;		/* M_BREAK: before every entry
					   the line holds (l->brk) */
	char		 c;		/* the byte put in (M_SUB, M_INS,
					   M_MOVE) */
	int		 faults;	/* of the spacing, in the line
					   edited */
	size_t		 dist;		/* from where libyaml stopped */
};

/* A byte of a word: a letter, a digit, or one of a UTF-8 character. */
static int
is_word(char c)
{
	return rx_letter(c) || (c >= '0' && c <= '9') ||
	    ((unsigned char)c & 0x80) != 0;
}

/* 1 if a byte may be put in before byte i of the line: a word's edge. */
static int
edge(const struct mline *l, size_t i)
{
	return i == 0 || i == l->n || !is_word(l->s[i - 1]) ||
	    !is_word(l->s[i]);
}

/* The edited line of edit m into l->e. */
static void
apply(struct mline *l, const struct mend *m)
{
	size_t	 i, j, at, k = 0;

	if (m->kind == M_BREAK) {
		for (i = 0, j = 0; j < (m->all ? l->nbrk : 1); j++) {
			at = m->all ? l->brk[j][0] : m->at;
			memcpy(l->e + k, l->s + i, at - i);
			k += at - i;
			l->e[k++] = '\n';
			memset(l->e + k, ' ', m->ind);
			k += m->ind;
			i = m->all ? l->brk[j][1] : m->to;
		}
		memcpy(l->e + k, l->s + i, l->n - i);
		l->en = k + l->n - i;
		return;
	}
	for (i = 0; i <= l->n; i++) {
		if ((m->kind == M_INS && i == m->at) ||
		    (m->kind == M_MOVE && i == m->to))
			l->e[k++] = m->c;
		if (i == l->n)
			break;
		if ((m->kind == M_DEL || m->kind == M_MOVE) && i == m->at)
			continue;
		l->e[k++] = m->kind == M_SUB && i == m->at ? m->c : l->s[i];
	}
	l->en = k;
}

/*
 * The faults of the notation's spacing in s[0..n), quotes and a comment
 * aside: a comma or a colon with a blank before it or none after it, a
 * closing brace or bracket with a blank before it.
 */
static int
faults(const char *s, size_t n)
{
	size_t	 i;
	char	 q = 0;
	int	 f = 0;

	for (i = 0; i < n; i++) {
		if (q != 0) {
			q = s[i] == q ? 0 : q;
			continue;
		}
		if (s[i] == '"' || s[i] == '\'')
			q = s[i];
		else if (s[i] == '#' && (i == 0 || s[i - 1] == ' '))
			break;
		else if (s[i] == ',' || s[i] == ':') {
			f += i > 0 && s[i - 1] == ' ';
			f += i + 1 < n && s[i + 1] != ' ';
		} else if (s[i] == '}' || s[i] == ']')
			f += i > 0 && s[i - 1] == ' ';
	}
	return f;
}

/* The byte an edit of class M_SUB changes c to, or 0. */
static char
fellow(char c)
{
	switch (c) {
	case '[': return '{';
	case '{': return '[';
	case ']': return '}';
	case '}': return ']';
	case '"': return '\'';
	case '\'': return '"';
	case '.': case ';': return ',';
	default: return 0;
	}
}

/*
 * Try edit m: if the line it makes reads, rank it and keep it in *best
 * if it is better.  stop: where libyaml stopped on the line as written.
 */
static void
try(struct mline *l, struct mend *m, size_t stop, struct mend *best,
    int *have)
{
	size_t	 at = m->kind == M_MOVE || m->kind == M_BREAK ? m->to : m->at;

	if (l->tries >= l->limit)
		return;
	l->tries++;
	apply(l, m);
	if (rx_reads(l, l->e, l->en, NULL) != 1)
		return;
	m->faults = faults(l->e, l->en);
	/* Before the stop first, nearest first; then after it. */
	m->dist = at <= stop ? stop - at : l->n + 1 + at - stop;
	if (*have && (best->faults < m->faults || (best->faults ==
	    m->faults && best->dist <= m->dist)))
		return;
	*best = *m;
	*have = 1;
}

/*
 * 1 if a line may be broken before byte i of l (outside quotes and flow
 * collections, after the line's first node, a blank or a closing brace
 * or bracket before it): where a new entry ("- ") or a key ("word:")
 * begins.  *ind gets the new line's indentation: an entry's as the
 * line's own entry, a key's as the line's first key.
 */
static int
break_point(const struct mline *l, size_t i, size_t *ind)
{
	size_t	 j;

	if (i <= l->sh.keycol || (l->s[i - 1] != ' ' && l->s[i - 1] != '}' &&
	    l->s[i - 1] != ']'))
		return 0;
	if (l->s[i] == '-' && i + 1 < l->n && l->s[i + 1] == ' ') {
		*ind = l->sh.indent;
		return l->sh.kind == X_DASH;
	}
	/* A key after a key's value, not after a key with none. */
	for (j = i; j > 0 && l->s[j - 1] == ' '; j--)
		;
	if (j == 0 || l->s[j - 1] == ':')
		return 0;
	for (j = i; j < l->n && rx_letter(l->s[j]); j++)
		;
	*ind = l->sh.keycol;
	return j > i && j < l->n && l->s[j] == ':' && (j + 1 == l->n ||
	    l->s[j + 1] == ' ');
}

/*
 * The best line break of line l, into *best; 1 if one reads.  The blanks
 * before the break point go with it.
 */
static int
mend_breaks(struct mline *l, size_t stop, struct mend *best)
{
	struct mend	 m;
	size_t		 i, ind;
	int		 have = 0, depth = 0;
	char		 q = 0;

	memset(&m, 0, sizeof(m));
	m.kind = M_BREAK;
	if (l->sh.tab)
		return 0;
	for (i = 0; i < l->n; i++) {
		if (q != 0) {
			q = l->s[i] == q ? 0 : q;
			continue;
		}
		if (l->s[i] == '#' && (i == 0 || l->s[i - 1] == ' '))
			break;		/* a comment */
		if (depth == 0 && break_point(l, i, &ind)) {
			for (m.at = i; m.at > 0 && l->s[m.at - 1] == ' ';
			    m.at--)
				;
			m.to = i;
			m.ind = ind;
			try(l, &m, stop, best, &have);
			if (l->s[i] == '-' && l->nbrk < MEND_BREAKS) {
				l->brk[l->nbrk][0] = m.at;
				l->brk[l->nbrk++][1] = i;
			}
		}
		if (l->s[i] == '"' || l->s[i] == '\'')
			q = l->s[i];
		else if (l->s[i] == '{' || l->s[i] == '[')
			depth++;
		else if ((l->s[i] == '}' || l->s[i] == ']') && depth > 0)
			depth--;
	}
	/* Entries all on one line: broken before each (the line's indent). */
	if (!have && l->nbrk >= 2 && l->n + l->nbrk * (1 + l->sh.indent) <
	    sizeof(l->e)) {
		m.all = 1;
		m.at = l->brk[0][0];
		m.to = l->brk[0][1];
		m.ind = l->sh.indent;
		try(l, &m, stop, best, &have);
	}
	return have;
}

/* The best edit of class kind of line l, into *best; 1 if one reads. */
static int
mend_class(struct mline *l, enum mend_kind kind, size_t stop,
    struct mend *best)
{
	struct mend	 m;
	const char	*pc;
	size_t		 i, j;
	int		 have = 0;

	if (kind == M_BREAK)
		return mend_breaks(l, stop, best);
	memset(&m, 0, sizeof(m));
	m.kind = kind;
	for (i = 0; i <= l->n; i++) {
		m.at = i;
		if (kind == M_INS) {
			if (!edge(l, i))
				continue;
			for (pc = MEND_PUNCT " "; *pc != '\0'; pc++) {
				m.c = *pc;
				try(l, &m, stop, best, &have);
			}
			continue;
		}
		if (i == l->n)
			break;
		if (kind == M_DEL && strchr(MEND_PUNCT " ", l->s[i]) != NULL)
			try(l, &m, stop, best, &have);
		else if (kind == M_SUB && (m.c = fellow(l->s[i])) != 0)
			try(l, &m, stop, best, &have);
		else if (kind == M_MOVE && (l->s[i] == '"' ||
		    l->s[i] == '\''))
			for (j = 0, m.c = l->s[i]; j <= l->n; j++)
				if (j != i && j != i + 1 && edge(l, j)) {
					m.to = j;
					try(l, &m, stop, best, &have);
				}
	}
	return have;
}

/* The message and position of edit m of line l (number line) into f. */
static void
say(const struct xline *xl, uint64_t line, const struct mline *l,
    const struct mend *m, struct rd_plain *f)
{
	size_t	 at = m->at, lo, hi, i;
	char	 c = l->s[m->at < l->n ? m->at : 0];

	switch (m->kind) {
	case M_DEL:
		if (c == '"' || c == '\'')
			snprintf(f->msg, sizeof(f->msg), "the quote opened "
			    "here is not closed");
		else
			snprintf(f->msg, sizeof(f->msg), "one '%c' too many "
			    "here", c);
		break;
	case M_SUB:
		snprintf(f->msg, sizeof(f->msg), "'%c' here where '%c' is "
		    "meant", c, m->c);
		break;
	case M_INS:
		if (m->c == ' ' && at > 0 && (l->s[at - 1] == ':' ||
		    l->s[at - 1] == ','))
			snprintf(f->msg, sizeof(f->msg), "a blank is needed "
			    "after the %s", l->s[at - 1] == ':' ?
			    "colon (key: value)" : "comma");
		else if (m->c == ' ')
			snprintf(f->msg, sizeof(f->msg), "a blank is "
			    "missing here");
		else
			snprintf(f->msg, sizeof(f->msg), "'%c' is missing "
			    "here", m->c);
		break;
	case M_BREAK:
		at = m->to;
		if (m->all)
			snprintf(f->msg, sizeof(f->msg), "%zu entries are "
			    "typed on this line: each goes on a line of its "
			    "own", l->nbrk + 1);
		else if (l->s[at] == '-')
			snprintf(f->msg, sizeof(f->msg), "a new entry begins "
			    "here: it goes on a line of its own");
		else {
			for (i = at; i < l->n && rx_letter(l->s[i]); i++)
				;
			snprintf(f->msg, sizeof(f->msg), "the key '%.*s' "
			    "begins here: it goes on a line of its own",
			    (int)(i - at), l->s + at);
		}
		break;
	default:
		snprintf(f->msg, sizeof(f->msg), "the quote here is in the "
		    "wrong place: it %s", m->to > m->at ? "closes the text "
		    "too early" : "opens the text too late");
		break;
	}
	f->pos.line = line > INT32_MAX ? INT32_MAX : (int)line;
	f->pos.col = 1;
	for (i = 0; i < at && i < l->n; i++)
		if (((unsigned char)l->s[i] & 0xc0) != 0x80)
			f->pos.col++;
	f->pos.off = xl->off + at;
	f->pos.len = m->kind == M_INS ? 0 : 1;
	/* The edit: the bytes from lo to hi of the line, as edited. */
	lo = at;
	hi = m->kind == M_INS ? at : at + 1;
	if (m->kind == M_MOVE) {
		lo = m->at < m->to ? m->at : m->to;
		hi = m->at < m->to ? m->to : m->at + 1;
	} else if (m->kind == M_BREAK) {
		lo = m->at;
		hi = m->all ? l->brk[l->nbrk - 1][1] : m->to;
	}
	f->at = f->pos;
	f->at.col = 1;
	for (i = 0; i < lo; i++)
		if (((unsigned char)l->s[i] & 0xc0) != 0x80)
			f->at.col++;
	f->at.off = xl->off + lo;
	f->at.len = (uint32_t)(hi - lo);
	/* Edited, the bytes keep their place before lo and after hi. */
	i = l->en - (l->n - hi) - lo;
	if (i >= sizeof(f->text)) {
		f->at.line = 0;
		return;
	}
	memcpy(f->text, l->e + lo, i);
	f->text[i] = '\0';
	/* A line broken in a text of CR LF lines: CR LF. */
	if (m->kind == M_BREAK && l->crlf && i + 1 < sizeof(f->text)) {
		memmove(f->text + 1, f->text, i + 1);
		f->text[0] = '\r';
	}
}

int
rx_reads_alone(struct xtext *x, uint64_t line)
{
	struct xline	 xl = rx_line_at(x, line);
	struct mline	 l;

	if (!xl.ok || xl.n > MEND_LINE_MAX)
		return 0;
	memset(&l, 0, sizeof(l));
	l.s = xl.s;
	l.n = xl.n;
	return rx_reads(&l, l.s, l.n, NULL) != -1;
}

int
rx_reads_with(struct xtext *x, uint64_t from, const struct rd_plain *m)
{
	struct xline	 a = rx_line_at(x, from), b;
	yaml_parser_t	 p;
	yaml_event_t	 ev;
	size_t		 lo, hi, end, n, tl = strlen(m->text);
	char		*buf;
	int		 ok = 1, done = 0;

	if (m->at.line <= 0 || !a.ok ||
	    !(b = rx_line_at(x, (uint64_t)m->at.line)).ok ||
	    a.off > m->at.off || m->at.off + m->at.len > b.off + b.n)
		return 0;
	lo = (size_t)(a.off - x->off);
	hi = (size_t)(m->at.off - x->off);
	end = (size_t)(b.off + b.n - x->off);
	n = hi - lo + tl + end - hi - m->at.len;
	buf = xmalloc(n + 1);
	memcpy(buf, x->t + lo, hi - lo);
	memcpy(buf + hi - lo, m->text, tl);
	memcpy(buf + hi - lo + tl, x->t + hi + m->at.len, end - hi - m->at.len);
	if (!yaml_parser_initialize(&p)) {
		free(buf);
		return 0;
	}
	yaml_parser_set_input_string(&p, (const unsigned char *)buf, n);
	while (!done) {
		if (!yaml_parser_parse(&p, &ev)) {
			ok = 0;
			break;
		}
		done = ev.type == YAML_STREAM_END_EVENT;
		yaml_event_delete(&ev);
	}
	yaml_parser_delete(&p);
	free(buf);
	return ok;
}

/* 1 if the line after line (its shape s) continues it, deeper. */
static int
continued(struct xtext *x, uint64_t line, const struct xshape *s)
{
	struct xline	 n = rx_line_at(x, line + 1);
	struct xshape	 t;

	if (!n.ok)
		return 0;
	t = rx_shape(&n);
	return t.kind != X_SKIP && t.indent > s->keycol;
}

int
rx_mend(struct xtext *x, uint64_t line, const struct record *rec,
    unsigned long *used, struct rd_plain *f)
{
	struct mline		 l;
	struct xline		 xl = rx_line_at(x, line);
	struct xshape		 s;
	struct mend		 m;
	size_t			 stop = 0;
	int			 k;

	if (!xl.ok || xl.n == 0 || xl.n > MEND_LINE_MAX ||
	    *used >= MEND_BUDGET)
		return 0;
	s = rx_shape(&xl);
	if (s.kind == X_SKIP || continued(x, line, &s))
		return 0;
	memset(&l, 0, sizeof(l));
	l.s = xl.s;
	l.n = xl.n;
	l.sh = s;
	l.crlf = rx_crlf(x, &xl);
	l.rec = rec;
	l.keys = 0;
	if (rx_reads(&l, l.s, l.n, &stop) != -1)
		return 0;	/* libyaml reads it alone: the slip is elsewhere */
	l.keys = rx_written_keys(l.s, l.n);
	l.limit = MEND_BUDGET - *used < MEND_TRIES ? MEND_BUDGET - *used :
	    MEND_TRIES;
	for (k = 0; k < M__MAX && l.tries < l.limit; k++)
		if (mend_class(&l, (enum mend_kind)k, stop, &m)) {
			*used += l.tries;
			if (l.tries >= l.limit)
				return 0;	/* cut short: no fix */
			memset(f, 0, sizeof(*f));
			apply(&l, &m);
			say(&xl, line, &l, &m, f);
			return 1;
		}
	*used += l.tries;
	return 0;
}
