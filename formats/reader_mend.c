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
 * over lines).
 *
 * The candidates, in the order of their cost (the first class with a
 * reading wins):
 *   1. one byte taken out: a byte of MEND_PUNCT or a blank;
 *   2. one byte changed: a bracket, brace or quote for its fellow
 *      ('[' and '{', ']' and '}', '"' and '\''), or '.' or ';' for ',';
 *   3. one byte put in: a byte of MEND_PUNCT or a blank, where a word
 *      begins or ends (a byte of punctuation left out is never inside
 *      a word);
 *   4. one quote moved, to such a place (its text closed too early or
 *      opened too late).
 * Taking out comes first: a hand adds a stray byte as often as it leaves
 * one out, and an edit that takes a byte out cannot make up a value.
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
#include <string.h>

#include "reader_int.h"
#include "reader_explain.h"

#define MEND_LINE_MAX	240	/* bytes of the longest line mended */
#define MEND_DEPTH	16	/* collections nested in a line, at most */
#define MEND_PUNCT	"\"'{}[],:"	/* the bytes an edit takes or puts */
#define MEND_TRIES	1500	/* readings of one line tried, at most */
#define MEND_BUDGET	100000	/* readings tried in a stream, at most */

enum mend_kind { M_DEL, M_SUB, M_INS, M_MOVE, M__MAX };

/* One edit of a line, and how it ranks among those of its class. */
struct mend {
	enum mend_kind	 kind;
	size_t		 at;		/* the byte taken out, changed, or
					   put in before; a quote moved
					   from */
	size_t		 to;		/* M_MOVE: put in before byte to
					   of the line as written */
	char		 c;		/* the byte put in (M_SUB, M_INS,
					   M_MOVE) */
	int		 faults;	/* of the spacing, in the line
					   edited */
	size_t		 dist;		/* from where libyaml stopped */
};

/* The line, as written and edited. */
struct mline {
	const char	*s;		/* as written */
	size_t		 n;
	char		 e[MEND_LINE_MAX + 2];	/* edited */
	size_t		 en;
	int		 keys;		/* notation keys written "key: " */
	const struct record *rec;
	unsigned long	 tries;		/* readings tried */
	unsigned long	 limit;		/* most that may be: MEND_TRIES,
					   or what the stream has left */
};

static int
is_letter(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* A byte of a word: a letter, a digit, or one of a UTF-8 character. */
static int
is_word(char c)
{
	return is_letter(c) || (c >= '0' && c <= '9') ||
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
	size_t	 i, k = 0;

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

/* The notation keys s[0..n) writes as "key: " (or "key:" at its end). */
static int
written_keys(const char *s, size_t n)
{
	size_t	 i, j;
	int	 k = 0;

	for (i = 0; i < n; i = j + 1) {
		for (j = i; j < n && is_letter(s[j]); j++)
			;
		if (j > i && (i == 0 || !is_letter(s[i - 1])) && j < n &&
		    s[j] == ':' && (j + 1 == n || s[j + 1] == ' ') &&
		    rd_notation_key(s + i, j - i))
			k++;
	}
	return k;
}

/* 1 if s[0..n) is written before a colon in the line as written. */
static int
written_as_key(const struct mline *l, const char *s, size_t n)
{
	size_t	 i;

	for (i = 0; i + n < l->n; i++)
		if (memcmp(l->s + i, s, n) == 0 && l->s[i + n] == ':')
			return 1;
	return 0;
}

/* 1 if the scalar s[0..n), a key, is a word a key may be. */
static int
good_key(const struct mline *l, const char *s, size_t n)
{
	int	 i;

	if (n == 0)
		return 0;
	if (rd_notation_key(s, n) || written_as_key(l, s, n))
		return 1;
	for (i = 0; l->rec != NULL && i < l->rec->nplayers; i++)
		if (l->rec->players[i] != NULL &&
		    strlen(l->rec->players[i]) == n &&
		    memcmp(l->rec->players[i], s, n) == 0)
			return 1;
	return 0;
}

/* The collections open in a line read alone. */
struct mstack {
	int	 n;
	char	 type[MEND_DEPTH];	/* 'M' a mapping, 'S' a list */
	char	 flow[MEND_DEPTH];
	char	 key[MEND_DEPTH];	/* a mapping's next node is a key */
};

/*
 * A node of the line read alone, in the collection at the top of the
 * stack: 1 if it may stand there.  A scalar s[0..n) (coll 0, plain if
 * written without quotes) or a collection (coll 'M' a mapping, 'S' a
 * list).
 */
static int
node_ok(const struct mline *l, struct mstack *st, int coll, const char *s,
    size_t n, int plain)
{
	int	 t = st->n - 1, key;
	size_t	 i;

	if (t < 0)
		return coll != 0;	/* a line of the notation is never a word */
	key = st->type[t] == 'M' && st->key[t];
	if (st->type[t] == 'M')
		st->key[t] = !st->key[t];
	if (coll)
		return !key && !(st->type[t] == 'S' && st->flow[t] &&
		    coll == 'M');
	for (i = 0; i < n; i++)
		if (strchr("{}[],:\"", s[i]) != NULL)
			return 0;
	if (n == 0 && plain && (key || st->flow[t]))
		return 0;
	return !key || good_key(l, s, n);
}

/*
 * 1 if the edited line reads alone as the notation means it (see the
 * top of the file), 0 if libyaml reads it but not so, -1 if libyaml
 * cannot read it; then stop, if not NULL, gets the byte where it
 * stopped.
 */
static int
reads(const struct mline *l, const char *s, size_t n, size_t *stop)
{
	yaml_parser_t	 p;
	yaml_event_t	 ev;
	struct mstack	 st;
	int		 ok = 0, done = 0, bad = 0, keys = 0, coll;
	size_t		 i, c;

	memset(&st, 0, sizeof(st));
	if (!yaml_parser_initialize(&p))
		return 0;
	yaml_parser_set_input_string(&p, (const unsigned char *)s, n);
	/* To the end even once it is bad: libyaml may yet fail on it. */
	while (!done) {
		if (!yaml_parser_parse(&p, &ev)) {
			if (stop != NULL) {
				/* The mark counts characters: to bytes. */
				for (i = 0, c = 0; i < n &&
				    c < p.problem_mark.index; i++)
					if (((unsigned char)s[i] & 0xc0) != 0x80)
						c++;
				*stop = i;
			}
			ok = -1;
			break;
		}
		switch (bad && ev.type != YAML_STREAM_END_EVENT ?
		    YAML_NO_EVENT : ev.type) {
		case YAML_STREAM_END_EVENT:
			ok = !bad && keys >= l->keys;
			done = 1;
			break;
		case YAML_MAPPING_START_EVENT:
		case YAML_SEQUENCE_START_EVENT:
			coll = ev.type == YAML_MAPPING_START_EVENT ? 'M' : 'S';
			if (!node_ok(l, &st, coll, NULL, 0, 0) ||
			    st.n == MEND_DEPTH) {
				bad = 1;
				break;
			}
			st.type[st.n] = (char)coll;
			st.flow[st.n] = coll == 'M' ?
			    ev.data.mapping_start.style ==
			    YAML_FLOW_MAPPING_STYLE :
			    ev.data.sequence_start.style ==
			    YAML_FLOW_SEQUENCE_STYLE;
			st.key[st.n++] = 1;
			break;
		case YAML_MAPPING_END_EVENT:
		case YAML_SEQUENCE_END_EVENT:
			st.n--;
			break;
		case YAML_SCALAR_EVENT:
			if (st.n > 0 && st.type[st.n - 1] == 'M' &&
			    st.key[st.n - 1] && rd_notation_key((const char *)
			    ev.data.scalar.value, ev.data.scalar.length))
				keys++;
			bad = !node_ok(l, &st, 0, (const char *)
			    ev.data.scalar.value, ev.data.scalar.length,
			    ev.data.scalar.style == YAML_PLAIN_SCALAR_STYLE);
			break;
		case YAML_ALIAS_EVENT:
			bad = 1;
			break;
		default:
			break;
		}
		yaml_event_delete(&ev);
	}
	yaml_parser_delete(&p);
	return ok;
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
	size_t	 at = m->kind == M_MOVE ? m->to : m->at;

	if (l->tries >= l->limit)
		return;
	l->tries++;
	apply(l, m);
	if (reads(l, l->e, l->en, NULL) != 1)
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

/* The best edit of class kind of line l, into *best; 1 if one reads. */
static int
mend_class(struct mline *l, enum mend_kind kind, size_t stop,
    struct mend *best)
{
	struct mend	 m;
	const char	*pc;
	size_t		 i, j;
	int		 have = 0;

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
	l.rec = rec;
	l.keys = 0;
	if (reads(&l, l.s, l.n, &stop) != -1)
		return 0;	/* libyaml reads it alone: the slip is elsewhere */
	l.keys = written_keys(l.s, l.n);
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
