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
 * The indentation is looked at here, the punctuation in reader_marks.c.
 */
#include <stdio.h>
#include <string.h>

#include "reader_int.h"
#include "reader_explain.h"
#include "utf8.h"

/*
 * 1 if t[i] ends a line as libyaml counts them: a line feed, or a
 * carriage return not followed by one (its marks count a lone carriage
 * return as a line break too).
 */
static int
line_end(const struct xtext *x, size_t i)
{
	return x->t[i] == '\n' || (x->t[i] == '\r' &&
	    (i + 1 >= x->len || x->t[i + 1] != '\n'));
}

/* Line number line (1-based, in the stream) of the text, if it is kept. */
struct xline
rx_line_at(struct xtext *x, uint64_t line)
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
			for (i--; i > 0 && !line_end(x, i - 1); i--)
				;
			k--;
		}
	}
	while (k < line && i < x->len) {
		while (i < x->len && !line_end(x, i))
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
	while (i < x->len && !line_end(x, i))
		i++;
	l.s = x->t + from;
	l.n = i - from;
	if (l.n > 0 && l.s[l.n - 1] == '\r')
		l.n--;
	l.off = x->off + from;
	l.ok = 1;
	return l;
}

struct xshape
rx_shape(const struct xline *l)
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
			    k < line + 64 && (l = rx_line_at(x, k)).ok;
			    k += (uint64_t)dir) {
				s = rx_shape(&l);
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
	for (k = line - 1; k >= x->line && k > 0 && (l = rx_line_at(x, k)).ok;
	    k--) {
		s = rx_shape(&l);
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

	if ((k = line) >= x->line && k > 0 && (l = rx_line_at(x, k)).ok) {
		s = rx_shape(&l);
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
 * The key line above the error's, indented less than the error's line,
 * whose column the line above it shares or opens a block of ("result:"),
 * and none of the game's own keys (a result row written at the margin):
 * the odd one is the slip, not the line below it.  1 with *f set if so.
 */
static int
odd_key(struct xtext *x, uint64_t line, struct rd_plain *f)
{
	struct xline	 a, b, c;
	struct xshape	 sa, sb, sc;
	size_t		 n;
	int		 opens;

	if (line < 3 || line - 2 < x->line || !(a = rx_line_at(x,
	    line - 2)).ok || !(b = rx_line_at(x, line - 1)).ok ||
	    !(c = rx_line_at(x, line)).ok)
		return 0;
	sa = rx_shape(&a);
	sb = rx_shape(&b);
	sc = rx_shape(&c);
	for (n = a.n; n > 0 && (a.s[n - 1] == ' ' || a.s[n - 1] == '\r');
	    n--)
		;
	/* The line above opens a block of the error line's column. */
	opens = n > 0 && a.s[n - 1] == ':' && sa.indent < sc.indent;
	if (sa.kind != X_KEY || sb.kind != X_KEY || sc.kind != X_KEY ||
	    sa.tab || sb.tab || sc.tab || sb.indent >= sc.indent ||
	    (sa.indent != sc.indent && !opens))
		return 0;
	for (n = sb.ws; n < b.n && b.s[n] != ':'; n++)
		;
	if (rd_top_key(b.s + sb.ws, n - sb.ws) >= 0)
		return 0;
	snprintf(f->msg, sizeof(f->msg), "this line is indented less than "
	    "%s", sa.indent == sc.indent ? "the lines around it" :
	    "the line below it, under the key above it");
	f->pos.line = line - 1 > INT32_MAX ? INT32_MAX : (int)(line - 1);
	f->pos.col = (int)sb.ws + 1;
	f->pos.off = b.off + sb.ws;
	f->pos.len = 0;
	reindent(f, &b, line - 1, sb.ws, sc.indent);
	f->under = opens;
	return 1;
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

	if (odd_key(x, line, f))
		return 1;
	for (k = line; k + 1 >= line && k >= x->line && k > 0; k--) {
		if (!(l = rx_line_at(x, k)).ok)
			continue;
		s = rx_shape(&l);
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
	    rx_colon_slip(x, l0 + p->context_mark.line + 1,
	    p->context_mark.column, f))
		return 1;
	if ((strstr(ctx, "quoted scalar") != NULL ||
	    (strstr(ctx, "flow") != NULL && strstr(pb, "did not find") !=
	    NULL)) && rx_open_slip(x, ctx, l0 + p->context_mark.line + 1,
	    p->context_mark.column, f))
		return 1;
	if (tab_slip(x, eline, f))
		return 1;
	if (rx_dash_slip(x, eline, f) || rx_comma_slip(x, eline, f))
		return 1;
	return indent_slip(x, eline, f);
}

/*
 * The number of the move entry at line (1-based, in the stream), from
 * the text kept: the entries begun after the last one read whole (or at
 * the one open) are counted by their "- " lines, an entry's line with a
 * tab in its indentation among them, the error's own "- " line however
 * indented (a slip of indentation), and a line at the entries' column
 * without its "- " (a flow mapping, or any where the list is indented
 * under moves).  0 if the line is not in the moves (a key less indented
 * than the entries, or at their column of 0: the list has ended), the lines
 * are not all kept, or the record is not an Ingenious one.
 */
/*
 * The entry a "- " line right below the moves' last entry, indented
 * less than that entry's "- ", was meant to be (the list ended there:
 * libyaml read the line as outside it); 0 for any other line.
 */
static int
entry_after(struct reader *r, struct xtext *x, uint64_t line)
{
	struct xline	 l, e;
	struct xshape	 s, es;

	if (r->open_key >= 0 || r->last_key != T_MOVES ||
	    r->rec.nmoves == 0 || r->rec.nmoves >= INT32_MAX ||
	    line != (uint64_t)r->done_line + r->in.line0 + 2 ||
	    r->entry_line <= 0 || !(l = rx_line_at(x, line)).ok ||
	    !(e = rx_line_at(x, (uint64_t)r->entry_line)).ok)
		return 0;
	s = rx_shape(&l);
	es = rx_shape(&e);
	if (s.kind != X_DASH || s.tab || s.indent == 0 ||
	    es.kind != X_DASH || s.indent >= es.indent)
		return 0;
	return (int)r->rec.nmoves + 1;
}

static int
entry_at(struct reader *r, struct xtext *x, uint64_t line)
{
	struct xline	 l;
	struct xshape	 s;
	uint64_t	 k, j;
	size_t		 base = SIZE_MAX;
	int		 n;

	if (r->rec.kind == RECORD_CLEVER || line == 0)
		return 0;
	if (r->move <= 0)
		return entry_after(r, x, line);
	if (r->entry_open && r->entry_line > 0) {
		n = r->move;
		k = (uint64_t)r->entry_line;
		if ((l = rx_line_at(x, k)).ok &&
		    (s = rx_shape(&l)).kind == X_DASH && !s.tab)
			base = s.indent;
		if (line < k)
			return 0;
		k++;
	} else {
		n = r->move - 1;
		k = (uint64_t)r->done_line + r->in.line0 + 2;
	}
	/* On the last line of the entry read whole last: that entry. */
	if (!r->entry_open && line + 1 == k && r->move > 1)
		return r->move - 1;
	if (line < k)
		return 0;	/* higher in an entry read whole */
	/* The entries' column: of the nearest "- " line above, if any. */
	for (j = k - 1; base == SIZE_MAX && j + 64 > k && j >= x->line &&
	    j > 0 && (l = rx_line_at(x, j)).ok; j--) {
		s = rx_shape(&l);
		if (s.kind == X_DASH && !s.tab)
			base = s.indent;
		else if (s.kind == X_KEY && s.indent == 0)
			break;
	}
	for (; k <= line; k++) {
		if (!(l = rx_line_at(x, k)).ok)
			return 0;
		s = rx_shape(&l);
		if (s.kind == X_DASH && (base == SIZE_MAX || s.indent <= base ||
		    s.tab || k == line)) {
			if (base == SIZE_MAX && !s.tab)
				base = s.indent;
			if (n < INT32_MAX)
				n++;
		} else if (s.kind == X_KEY && base != SIZE_MAX && !s.tab &&
		    s.indent <= base) {
			/*
			 * At the entries' column: an entry without its "- "
			 * where the list is indented or the line is a flow
			 * mapping; else a key after the list.
			 */
			if (s.indent < base || (base == 0 && l.s[s.ws] != '{'))
				return 0;
			if (n < INT32_MAX)
				n++;
		}
	}
	return n > 0 ? n : 0;
}

/*
 * 1 if the slip named, f, stands against the mend m: it is m's edit,
 * or it is on a line before m's and either libyaml cannot read its line
 * alone (a quote or bracket opened there) or the lines from the one
 * above it through m's do not read with m made (the slip named is one
 * of its own).  A slip named on a line that reads, above one m mends so that
 * they read together (an indentation blamed on the row above), gives
 * way to the mend.
 */
static int
named_stands(struct xtext *x, const struct rd_plain *f,
    const struct rd_plain *m)
{
	uint64_t	 fl = f->pos.line > 0 ? (uint64_t)f->pos.line : 0;

	if (!f->found)
		return 0;
	if (f->at.line > 0 && f->at.off == m->at.off &&
	    f->at.len == m->at.len && strcmp(f->text, m->text) == 0)
		return 1;
	if (f->pos.line >= m->pos.line)
		return 0;
	return !rx_reads_alone(x, fl) ||
	    !rx_reads_with(x, fl > 1 ? fl - 1 : fl, m);
}

/*
 * The edit of a line's punctuation that mends it (reader_mend.c), tried
 * on the line of libyaml's context (where what it was reading began),
 * the line where it stopped, and the line before that, in this order;
 * failing those, a key line put back before the line where it stopped
 * (rx_keyline), and then the line of those three that is a note of the
 * paper's margin taken out (rx_stray_line, the largest edit, last).
 * Where one is found and the slip
 * named above does not stand against it (named_stands), it is the
 * error's position, words and fix.
 */
static void
mend(struct reader *r, struct xtext *x, struct rd_plain *f)
{
	const yaml_parser_t	*p = &r->parser;
	struct rd_plain		 m;
	uint64_t		 lines[3];
	int			 i, found = 0;

	lines[0] = p->context != NULL ? r->in.line0 + p->context_mark.line +
	    1 : 0;
	lines[1] = r->errpos.line > 0 ? (uint64_t)r->errpos.line : 0;
	lines[2] = lines[1] > 1 ? lines[1] - 1 : 0;
	for (i = 0; i < 3 && !found; i++)
		found = lines[i] != 0 && (i == 0 || lines[i] != lines[0]) &&
		    rx_mend(x, lines[i], &r->rec, &r->mends, &m);
	if (!found)
		found = lines[1] != 0 && rx_keyline(x, lines[1], &m);
	/* The largest edit: a line of the margin taken out. */
	for (i = 0; i < 3 && !found; i++)
		found = rx_stray_line(x, lines[i], &r->rec, &m);
	if (!found || named_stands(x, f, &m))
		return;
	m.found = 1;
	*f = m;
}

/* The text kept around the reader's place, as lines. */
static void
kept_text(struct reader *r, struct xtext *x)
{
	struct diags	 view;

	memset(&view, 0, sizeof(view));
	input_view(&r->in, &view);
	x->t = view.text;
	x->len = view.textlen;
	x->line = view.text_line;
	x->off = r->in.keep;
	x->cline = 0;
	x->cat = 0;
}

int
rd_lost_key(struct reader *r, int line, struct rd_plain *f)
{
	struct xtext	 x;

	kept_text(r, &x);
	return line > 0 && rx_keyline_in(&x, (uint64_t)line, f);
}

void
rd_explain(struct reader *r)
{
	struct xtext	 x;

	memset(&r->plain, 0, sizeof(r->plain));
	/* The parser's own errors: the input's (in.bad) may come later. */
	if (r->errcode != D_YAML_SYNTAX || r->errfatal || !r->parser_ok)
		return;
	kept_text(r, &x);
	r->plain.found = explain(r, &x, &r->plain);
	mend(r, &x, &r->plain);
	r->plain.move = entry_at(r, &x, (uint64_t)(r->plain.found ?
	    r->plain.pos.line : r->errpos.line));
}
