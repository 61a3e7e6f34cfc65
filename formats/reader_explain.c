/*
 * A YAML syntax error in plain words, where the slip is, with a fix where
 * it is clear (genial-record(5), READING A FAULTY RECORD).  libyaml says
 * what its parser met where it gave up: "did not find expected '-'
 * indicator" a line after a line indented too far, "found unexpected end
 * of stream" at the end of the file for a quote left open.  The slips a
 * hand makes are few, and each leaves its mark in the text of the lines
 * around the error, which the reader keeps for quoting (input_view):
 *
 *   a tab in a line's indentation     "a tab: indent with spaces"
 *   a line indented more or less      "this line is indented more than
 *     than its neighbours              the entries above it"
 *   a quote or a bracket left open    reported at the quote or bracket,
 *                                      not where libyaml noticed
 *   key:value without a blank, or      "'player:Anna' needs a blank after
 *   key value without the colon         the colon"
 *   a list entry without its "- ",     "this entry needs '- ' before it,
 *   or "-{" without the blank           as the entries around it have"
 *   a comma after a list entry         "a comma after this entry: one
 *                                       entry a line takes none"
 *   a comma left out between keys      "a comma is missing before
 *     of a flow mapping                 'player'"
 *
 * Each is looked for only after libyaml has failed, in the lines it names.
 */
#include <stdio.h>
#include <string.h>

#include "reader_int.h"
#include "utf8.h"

/* One line of the text kept: its bytes (no line break), where it starts. */
struct xline {
	const char	*s;
	size_t		 n;
	uint64_t	 off;		/* stream offset of s[0] */
	int		 ok;		/* the line is in the text kept */
};

/*
 * The text kept for quoting, as lines; the start of the last line looked
 * up is kept, the neighbours of a line are looked up from it.
 */
struct xtext {
	const char	*t;
	size_t		 len;
	uint64_t	 off;		/* stream offset of t[0] */
	uint64_t	 line;		/* its line, 1-based */
	uint64_t	 cline;		/* the last line looked up, or 0 */
	size_t		 cat;		/* where it starts in t */
};

/* Line number line (1-based, in the stream) of the text, if it is kept. */
static struct xline
xline_at(struct xtext *x, uint64_t line)
{
	struct xline	 l;
	size_t		 i = 0, from;
	uint64_t	 k = x->line;

	memset(&l, 0, sizeof(l));
	if (x->t == NULL || line < x->line)
		return l;
	if (x->cline > 0 && line >= x->cline) {
		k = x->cline;
		i = x->cat;
	} else if (x->cline > 0 && x->cline - line < x->cline - x->line) {
		/* Back from the line kept, over line breaks. */
		k = x->cline;
		i = x->cat;
		while (k > line && i > 0) {
			for (i--; i > 0 && x->t[i - 1] != '\n'; i--)
				;
			k--;
		}
	}
	while (k < line && i < x->len) {
		while (i < x->len && x->t[i] != '\n')
			i++;
		if (i < x->len)
			i++;
		k++;
	}
	if (k != line || i >= x->len)
		return l;
	x->cline = line;
	x->cat = i;
	from = i;
	while (i < x->len && x->t[i] != '\n')
		i++;
	l.s = x->t + from;
	l.n = i - from;
	if (l.n > 0 && l.s[l.n - 1] == '\r')
		l.n--;
	l.off = x->off + from;
	l.ok = 1;
	return l;
}

/* What a line starts with, after its indentation. */
enum xkind { X_SKIP, X_DASH, X_KEY };

struct xshape {
	enum xkind	 kind;
	size_t		 ws;		/* bytes of indentation */
	int		 tab;		/* a tab among them */
	size_t		 indent;	/* columns, a tab as one */
	size_t		 keycol;	/* where a key of its mapping starts */
};

static struct xshape
shape(const struct xline *l)
{
	struct xshape	 sh;
	size_t		 i = 0, j;

	memset(&sh, 0, sizeof(sh));
	while (i < l->n && (l->s[i] == ' ' || l->s[i] == '\t')) {
		sh.tab |= l->s[i] == '\t';
		i++;
	}
	sh.ws = sh.indent = i;
	sh.keycol = i;
	if (i == l->n || l->s[i] == '#')
		sh.kind = X_SKIP;
	else if (l->s[i] == '-' && (i + 1 == l->n || l->s[i + 1] == ' ')) {
		sh.kind = X_DASH;
		for (j = i + 1; j < l->n && l->s[j] == ' '; j++)
			;
		sh.keycol = j;
	} else
		sh.kind = X_KEY;
	return sh;
}

/* The edit: the indentation of line l (its first ws bytes) as n spaces. */
static void
reindent(struct rd_plain *f, const struct xline *l, uint64_t line, size_t ws,
    size_t n)
{
	size_t	 i;

	if (n >= sizeof(f->text))
		return;
	for (i = 0; i < n; i++)
		f->text[i] = ' ';
	f->text[n] = '\0';
	f->at.line = line > INT32_MAX ? INT32_MAX : (int)line;
	f->at.col = 1;
	f->at.off = l->off;
	f->at.len = (uint32_t)ws;
}

/*
 * The indentation a line of kind k should have, from its neighbours: a
 * list entry as the nearest other entry before or after it (*below 1 if
 * after); a key as the keys of the line above (near set: a tab says
 * nothing of its width), or of a line above that (the nearest to its
 * own).  0 if none tells.
 */
static int
wanted_indent(struct xtext *x, uint64_t line, const struct xshape *b,
    int near, size_t *want, int *below)
{
	struct xline	 l;
	struct xshape	 s;
	uint64_t	 k;
	size_t		 best = 0, d, bestd = SIZE_MAX;
	int		 dir;

	if (b->kind == X_DASH) {
		for (dir = -1; dir <= 1; dir += 2)
			for (k = line + (uint64_t)dir; k >= x->line && k > 0 &&
			    k < line + 64 && (l = xline_at(x, k)).ok;
			    k += (uint64_t)dir) {
				s = shape(&l);
				if (s.kind == X_DASH && !s.tab) {
					*want = s.indent;
					*below = dir > 0;
					return 1;
				}
				if (s.kind == X_KEY && s.indent < b->indent &&
				    dir < 0)
					break;
			}
		return 0;
	}
	/* A key: the key columns of the lines above, nearest first. */
	*below = 0;
	for (k = line - 1; k >= x->line && k > 0 && (l = xline_at(x, k)).ok;
	    k--) {
		s = shape(&l);
		if (s.kind == X_SKIP || s.tab)
			continue;
		d = s.keycol > b->indent ? s.keycol - b->indent :
		    b->indent - s.keycol;
		if (near) {
			*want = s.keycol;
			return 1;
		}
		if (d < bestd) {
			bestd = d;
			best = s.keycol;
		}
		if (s.indent == 0)
			break;
	}
	if (bestd == SIZE_MAX)
		return 0;
	*want = best;
	return 1;
}

/*
 * A tab in the indentation of the line (a tab in the indentation of a
 * quoted text's next line is no slip: the line of the error is the one).
 */
static int
tab_slip(struct xtext *x, uint64_t line, struct rd_plain *f)
{
	struct xline	 l;
	struct xshape	 s;
	size_t		 want, i;
	uint64_t	 k;
	int		 below;

	if ((k = line) >= x->line && k > 0 && (l = xline_at(x, k)).ok) {
		s = shape(&l);
		if (!s.tab || s.kind == X_SKIP)
			return 0;
		for (i = 0; l.s[i] != '\t'; i++)
			;
		snprintf(f->msg, sizeof(f->msg), "a tab in the indentation: "
		    "indent with spaces");
		f->pos.line = k > INT32_MAX ? INT32_MAX : (int)k;
		f->pos.col = (int)i + 1;
		f->pos.off = l.off + i;
		f->pos.len = 1;
		if (wanted_indent(x, k, &s, 1, &want, &below))
			reindent(f, &l, k, s.ws, want);
		return 1;
	}
	return 0;
}

/*
 * A line indented otherwise than its neighbours: the line of the error,
 * or the one before it.
 */
static int
indent_slip(struct xtext *x, uint64_t line, struct rd_plain *f)
{
	struct xline	 l;
	struct xshape	 s;
	size_t		 want;
	uint64_t	 k;
	int		 below;

	for (k = line; k + 1 >= line && k >= x->line && k > 0; k--) {
		if (!(l = xline_at(x, k)).ok)
			continue;
		s = shape(&l);
		if (s.kind == X_SKIP || s.tab || !wanted_indent(x, k, &s, 0,
		    &want, &below) || want == s.indent)
			continue;
		snprintf(f->msg, sizeof(f->msg), "this line is indented %s "
		    "than the %s", want < s.indent ? "more" : "less",
		    s.kind == X_KEY ? "line above it" : below ?
		    "entries below it" : "entries above it");
		f->pos.line = k > INT32_MAX ? INT32_MAX : (int)k;
		f->pos.col = (int)s.ws + 1;
		f->pos.off = l.off + s.ws;
		f->pos.len = 0;
		reindent(f, &l, k, s.ws, want);
		return 1;
	}
	return 0;
}

/* The byte of character column col (0-based) of a line, or l->n. */
static size_t
col_byte(const struct xline *l, size_t col)
{
	size_t	 i = 0;

	while (i < l->n && col > 0) {
		i++;
		while (i < l->n && ((unsigned char)l->s[i] & 0xc0) == 0x80)
			i++;
		col--;
	}
	return i;
}

/* The end of a line's content: before blanks and a comment. */
static size_t
content_end(const struct xline *l, size_t from)
{
	size_t	 i, end = from;
	char	 q = 0;

	for (i = from; i < l->n; i++) {
		if (q != 0) {
			if (l->s[i] == q)
				q = 0;
			end = i + 1;
		} else if (l->s[i] == '"' || l->s[i] == '\'') {
			q = l->s[i];
			end = i + 1;
		} else if (l->s[i] == '#' && i > 0 && l->s[i - 1] == ' ')
			break;
		else if (l->s[i] != ' ' && l->s[i] != '\t')
			end = i + 1;
	}
	return end;
}

/* Fill f's edit: insert text at byte i of line l (line number line). */
static void
insert_at(struct rd_plain *f, const struct xline *l, uint64_t line, size_t i,
    const char *text)
{
	f->at.line = line > INT32_MAX ? INT32_MAX : (int)line;
	f->at.col = 1;
	for (size_t j = 0; j < i; j++)
		if (((unsigned char)l->s[j] & 0xc0) != 0x80)
			f->at.col++;
	f->at.off = l->off + i;
	f->at.len = 0;
	snprintf(f->text, sizeof(f->text), "%s", text);
}

/*
 * A comma left out between two keys of a flow mapping ("{place: RO H4
 * I4 player: Anna}"): a plain value followed, before any comma, by a word
 * of the notation and a colon.  From the brace at byte i of line l.
 */
static int
missing_comma(const struct xline *l, uint64_t line, size_t i,
    struct rd_plain *f)
{
	size_t	 j, w, end = content_end(l, i + 1);
	int	 value = 0;

	for (j = i + 1; j < end; j++) {
		if (l->s[j] == '"' || l->s[j] == '\'' || l->s[j] == '{' ||
		    l->s[j] == '[')
			return 0;	/* only plain values are looked at */
		if (l->s[j] == ',') {
			value = 0;
			continue;
		}
		if (l->s[j] == ':' && j + 1 < end && l->s[j + 1] == ' ') {
			value = 1;
			continue;
		}
		if (!value || l->s[j] != ' ')
			continue;
		for (w = j + 1; w < end && ((l->s[w] >= 'a' && l->s[w] <= 'z') ||
		    (l->s[w] >= 'A' && l->s[w] <= 'Z')); w++)
			;
		if (w == j + 1 || w + 1 >= end || l->s[w] != ':' ||
		    l->s[w + 1] != ' ' || !rd_notation_key(l->s + j + 1,
		    w - j - 1))
			continue;
		snprintf(f->msg, sizeof(f->msg), "a comma is missing before "
		    "'%.*s'", (int)(w - j - 1), l->s + j + 1);
		insert_at(f, l, line, j, ",");
		f->pos = f->at;
		f->pos.len = 0;
		return 1;
	}
	return 0;
}

/*
 * A quote or a bracket left open at the context mark (line, col): the
 * error at it, and where the line shows where it closes, the fix.
 */
static int
open_slip(struct xtext *x, const char *context, uint64_t line,
    size_t col, struct rd_plain *f)
{
	struct xline	 l = xline_at(x, line);
	size_t		 i, j, end;
	char		 c, close, q;
	int		 depth = 0, other = 0;

	if (!l.ok || (i = col_byte(&l, col)) >= l.n)
		return 0;
	c = l.s[i];
	if (strstr(context, "quoted scalar") != NULL && (c == '"' || c == '\''))
		close = c;
	else if (strstr(context, "flow mapping") != NULL && c == '{')
		close = '}';
	else if (strstr(context, "flow sequence") != NULL && c == '[')
		close = ']';
	else
		return 0;
	snprintf(f->msg, sizeof(f->msg), "the %s opened here is not closed",
	    close == '"' || close == '\'' ? "quote" : close == '}' ?
	    "'{'" : "'['");
	f->pos.line = line > INT32_MAX ? INT32_MAX : (int)line;
	f->pos.col = (int)col + 1;
	f->pos.off = l.off + i;
	f->pos.len = 1;
	end = content_end(&l, i + 1);
	if (close == '"' || close == '\'') {
		/* Up to the first comma or brace in a flow collection. */
		if (memchr(l.s + i + 1, close, l.n - i - 1) != NULL)
			return 1;
		for (j = i + 1; j < l.n && l.s[j] != ',' && l.s[j] != '}'; j++)
			;
		if (j == l.n || memchr(l.s, '{', i) == NULL)
			j = end;
		insert_at(f, &l, line, j, close == '"' ? "\"" : "'");
		return 1;
	}
	/*
	 * The rest of the line, quotes and a comment aside, opens one more
	 * of it than it closes, and the other brackets are closed.
	 */
	for (j = i; j < end; j++) {
		if (l.s[j] == '"' || l.s[j] == '\'') {
			q = l.s[j];
			while (++j < end && l.s[j] != q)
				;
		} else if (l.s[j] == c)
			depth++;
		else if (l.s[j] == close)
			depth--;
		else if (l.s[j] == '{' || l.s[j] == '[')
			other++;
		else if (l.s[j] == '}' || l.s[j] == ']')
			other--;
	}
	if (depth == 1 && other == 0)
		insert_at(f, &l, line, end, close == '}' ? "}" : "]");
	else if (depth == 0 && close == '}')
		(void)missing_comma(&l, line, i, f);
	return 1;
}

/*
 * The text s[0..n) of a line, as a message quotes it (rd_show): a byte
 * that is not UTF-8 there (Latin-1 text, read as such) as '?'.
 */
static const char *
show_raw(char out[READER_SHOW + 8], const char *s, size_t n)
{
	char		 t[READER_SHOW + 4];
	unsigned char	 c[5];
	size_t		 i = 0, j = 0, k;

	while (i < n && j + 4 < sizeof(t)) {
		/* utf8_len reads to a NUL at most: a copy ends in one. */
		k = n - i < 4 ? n - i : 4;
		memcpy(c, s + i, k);
		c[k] = '\0';
		k = utf8_len(c);
		if (k == 0) {
			t[j++] = '?';
			i++;
			continue;
		}
		memcpy(t + j, s + i, k);
		i += k;
		j += k;
	}
	return rd_show(out, t, j);
}

/* A notation key written key:value, at the simple key's start. */
static int
colon_slip(struct xtext *x, uint64_t line, size_t col,
    struct rd_plain *f)
{
	struct xline	 l = xline_at(x, line);
	char		 b[READER_SHOW + 8];
	size_t		 i, j, k, v;
	int		 colon;

	if (!l.ok || (i = col_byte(&l, col)) >= l.n)
		return 0;
	k = content_end(&l, i);
	if ((j = rd_colon_at(l.s + i, k - i, &v)) == 0 ||
	    !rd_notation_key(l.s + i, j))
		return 0;
	j += i;
	colon = l.s[j] == ':';
	snprintf(f->msg, sizeof(f->msg), colon ? "'%s' needs a blank after "
	    "the colon (key: value)" : "'%s' needs a colon after the key "
	    "(key: value)", show_raw(b, l.s + i, k - i));
	f->pos.line = line > INT32_MAX ? INT32_MAX : (int)line;
	f->pos.col = (int)col + 1;
	f->pos.off = l.off + i;
	f->pos.len = (uint32_t)(j - i);
	insert_at(f, &l, line, colon ? j + 1 : j, colon ? " " : ":");
	return 1;
}

/*
 * An entry of a block list written without its "- " at the list's
 * indentation ("  {place: ...}"), or with no blank after the dash
 * ("-{place: ...}"): the line of the error or the one before it, when the
 * nearest entry above is a "- " line of that indentation.
 */
static int
dash_slip(struct xtext *x, uint64_t line, struct rd_plain *f)
{
	struct xline	 l, a;
	struct xshape	 s, t;
	uint64_t	 k, j;
	int		 bare;

	for (k = line; k + 1 >= line && k >= x->line && k > 0; k--) {
		if (!(l = xline_at(x, k)).ok)
			continue;
		s = shape(&l);
		if (s.kind != X_KEY || s.tab || s.ws >= l.n)
			continue;
		bare = l.s[s.ws] == '-' && s.ws + 1 < l.n &&
		    l.s[s.ws + 1] != '-' && l.s[s.ws + 1] != ' ';
		if (!bare && l.s[s.ws] != '{' && l.s[s.ws] != '[')
			continue;
		memset(&a, 0, sizeof(a));
		memset(&t, 0, sizeof(t));
		for (j = k - 1; j >= x->line && j > 0 && j + 64 > k &&
		    (a = xline_at(x, j)).ok; j--) {
			t = shape(&a);
			if (t.kind != X_SKIP)
				break;
		}
		if (!a.ok || j == 0 || j < x->line || t.kind != X_DASH ||
		    t.tab || t.indent != s.indent)
			continue;
		snprintf(f->msg, sizeof(f->msg), bare ? "a blank is needed "
		    "after the '-' of a list entry" : "this entry needs '- ' "
		    "before it, as the entry above it has");
		f->pos.line = k > INT32_MAX ? INT32_MAX : (int)k;
		f->pos.col = (int)s.ws + 1;
		f->pos.off = l.off + s.ws;
		f->pos.len = bare ? 1 : 0;
		insert_at(f, &l, k, bare ? s.ws + 1 : s.ws, bare ? " " : "- ");
		return 1;
	}
	return 0;
}

/*
 * A comma after a list entry's flow mapping or list at the end of its
 * line ("- {...},"), which a block list does not take.
 */
static int
comma_slip(struct xtext *x, uint64_t line, struct rd_plain *f)
{
	struct xline	 l;
	struct xshape	 s;
	size_t		 end;
	uint64_t	 k;

	for (k = line; k + 1 >= line && k >= x->line && k > 0; k--) {
		if (!(l = xline_at(x, k)).ok)
			continue;
		s = shape(&l);
		if (s.kind != X_DASH || s.keycol >= l.n ||
		    (end = content_end(&l, s.keycol)) < 2 ||
		    l.s[end - 1] != ',' || (l.s[end - 2] != '}' &&
		    l.s[end - 2] != ']') || (l.s[s.keycol] != '{' &&
		    l.s[s.keycol] != '['))
			continue;
		snprintf(f->msg, sizeof(f->msg), "a comma after this entry: "
		    "a list of one entry a line takes none");
		f->pos.line = k > INT32_MAX ? INT32_MAX : (int)k;
		f->pos.col = 1;
		for (size_t i = 0; i < end - 1; i++)
			if (((unsigned char)l.s[i] & 0xc0) != 0x80)
				f->pos.col++;
		f->pos.off = l.off + end - 1;
		f->pos.len = 1;
		f->at = f->pos;
		f->text[0] = '\0';
		return 1;
	}
	return 0;
}

/*
 * Explain the syntax error libyaml's parser holds, if it is one of the
 * slips above: the message, position and fix into *f.  Returns 1 if so.
 */
static int
explain(struct reader *r, struct xtext *x, struct rd_plain *f)
{
	const yaml_parser_t	*p = &r->parser;
	uint64_t		 l0 = r->in.line0, eline;
	const char		*ctx = p->context != NULL ? p->context : "";
	const char		*pb = p->problem != NULL ? p->problem : "";

	if (p->error != YAML_SCANNER_ERROR && p->error != YAML_PARSER_ERROR)
		return 0;
	eline = (uint64_t)r->errpos.line;
	if (strstr(ctx, "simple key") != NULL &&
	    colon_slip(x, l0 + p->context_mark.line + 1,
	    p->context_mark.column, f))
		return 1;
	if ((strstr(ctx, "quoted scalar") != NULL ||
	    (strstr(ctx, "flow") != NULL && strstr(pb, "did not find") !=
	    NULL)) && open_slip(x, ctx, l0 + p->context_mark.line + 1,
	    p->context_mark.column, f))
		return 1;
	if (tab_slip(x, eline, f))
		return 1;
	if (dash_slip(x, eline, f) || comma_slip(x, eline, f))
		return 1;
	return indent_slip(x, eline, f);
}

void
rd_explain(struct reader *r)
{
	struct diags	 view;
	struct xtext	 x;

	memset(&r->plain, 0, sizeof(r->plain));
	/* The parser's own errors: the input's (in.bad) may come later. */
	if (r->errcode != D_YAML_SYNTAX || r->errfatal || !r->parser_ok)
		return;
	memset(&view, 0, sizeof(view));
	input_view(&r->in, &view);
	x.t = view.text;
	x.len = view.textlen;
	x.line = view.text_line;
	x.off = r->in.keep;
	x.cline = 0;
	x.cat = 0;
	r->plain.found = explain(r, &x, &r->plain);
}
