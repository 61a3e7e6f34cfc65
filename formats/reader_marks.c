/*
 * The slips of punctuation in a YAML syntax error (reader_explain.c says
 * how the lines around it are looked at): a quote or a bracket left open,
 * reported where it opens; key:value without a blank or key value without
 * the colon; a list entry without its "- "; a comma after a list entry or
 * left out between two keys of a flow mapping.  Each fills the plain
 * message, its position and the fix.
 */
#include <stdio.h>
#include <string.h>

#include "reader_int.h"
#include "reader_explain.h"
#include "utf8.h"

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
int
rx_open_slip(struct xtext *x, const char *context, uint64_t line,
    size_t col, struct rd_plain *f)
{
	struct xline	 l = rx_line_at(x, line);
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

const char *
rd_show_raw(char out[READER_SHOW + 8], const char *s, size_t n)
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
int
rx_colon_slip(struct xtext *x, uint64_t line, size_t col,
    struct rd_plain *f)
{
	struct xline	 l = rx_line_at(x, line);
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
	    "(key: value)", rd_show_raw(b, l.s + i, k - i));
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
int
rx_dash_slip(struct xtext *x, uint64_t line, struct rd_plain *f)
{
	struct xline	 l, a;
	struct xshape	 s, t;
	uint64_t	 k, j;
	int		 bare;

	for (k = line; k + 1 >= line && k >= x->line && k > 0; k--) {
		if (!(l = rx_line_at(x, k)).ok)
			continue;
		s = rx_shape(&l);
		if (s.kind != X_KEY || s.tab || s.ws >= l.n)
			continue;
		bare = l.s[s.ws] == '-' && s.ws + 1 < l.n &&
		    l.s[s.ws + 1] != '-' && l.s[s.ws + 1] != ' ';
		if (!bare && l.s[s.ws] != '{' && l.s[s.ws] != '[')
			continue;
		memset(&a, 0, sizeof(a));
		memset(&t, 0, sizeof(t));
		for (j = k - 1; j >= x->line && j > 0 && j + 64 > k &&
		    (a = rx_line_at(x, j)).ok; j--) {
			t = rx_shape(&a);
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
int
rx_comma_slip(struct xtext *x, uint64_t line, struct rd_plain *f)
{
	struct xline	 l;
	struct xshape	 s;
	size_t		 end;
	uint64_t	 k;

	for (k = line; k + 1 >= line && k >= x->line && k > 0; k--) {
		if (!(l = rx_line_at(x, k)).ok)
			continue;
		s = rx_shape(&l);
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
