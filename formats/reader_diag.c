/*
 * The record reader's findings (formats/reader_int.h): rd_diag, which
 * keeps them, capped per game, and the fix of the last one kept; and the
 * words they are written with, a printable excerpt of the input, the
 * name of a value ("Anna's rack"), what kind of node an event starts.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "reader_int.h"
#include "rtext.h"

/*
 * A diagnostic of the reader.  Past READER_MAX_DIAGS in one game the rest
 * are counted but not kept, so that a file of a million unknown keys
 * does not take a million messages' worth of memory.
 */
void
rd_diag(struct reader *r, enum diag_code code, struct srcpos pos,
    const char *fmt, ...)
{
	va_list	 ap;

	r->kept = 0;
	if (r->ndiags >= READER_MAX_DIAGS) {
		if (r->ndiags == READER_MAX_DIAGS)
			diag_add(r->d, D_LIMIT, r->move, pos, -1, "more than %d "
			    "problems in one game; the rest are not reported",
			    READER_MAX_DIAGS);
		r->ndiags = READER_MAX_DIAGS + 1;
		return;
	}
	r->ndiags++;
	va_start(ap, fmt);
	diag_addv(r->d, code, r->move, pos, -1, fmt, ap);
	va_end(ap);
	r->kept = 1;
}

struct diag *
rd_last(struct reader *r)
{
	return r->kept && r->d->len > 0 ? &r->d->v[r->d->len - 1] : NULL;
}

void
rd_fix(struct reader *r, const char *fix, struct srcpos at, const char *text,
    const char *why)
{
	struct diag	*dg;

	if ((dg = rd_last(r)) == NULL)
		return;
	diag_set_fix(r->d, dg, "%s", fix);
	if (at.line > 0 && at.len > 0)
		diag_add_edit(r->d, dg, at, text);
	if (why != NULL)
		diag_set_why(r->d, dg, "%s", why);
}

/*
 * A printable excerpt of s[0..n) for quoting in a message: at most
 * READER_SHOW bytes, cut at a character boundary and marked with "...",
 * control characters (rtext_control) as '?'.
 */
const char *
rd_show(char buf[READER_SHOW + 8], const char *s, size_t n)
{
	size_t	 i = 0, j = 0, c, k = n > READER_SHOW ? READER_SHOW : n;

	if (k < n)
		while (k > 0 && ((unsigned char)s[k] & 0xc0) == 0x80)
			k--;
	while (i < k) {
		if ((c = rtext_control(s + i, k - i)) > 0) {
			buf[j++] = '?';
			i += c;
		} else
			buf[j++] = s[i++];
	}
	if (k < n)
		memcpy(buf + j, "...", 3), j += 3;
	buf[j] = '\0';
	return buf;
}

/* The text of w: its what, or "Anna's rack" in buf. */
const char *
rd_what_text(char buf[READER_WHAT], const struct rd_what *w)
{
	char	 b[READER_SHOW + 8];

	if (w->who == NULL)
		return w->what;
	snprintf(buf, READER_WHAT, "%s's %s", rd_show(b, w->who, w->wholen),
	    w->what);
	return buf;
}

/* What a node is, for "must be a list, not a mapping". */
const char *
rd_kind(const yaml_event_t *ev)
{
	switch (ev->type) {
	case YAML_MAPPING_START_EVENT:
		return "a mapping";
	case YAML_SEQUENCE_START_EVENT:
		return "a list";
	case YAML_ALIAS_EVENT:
		return "an alias";
	default:
		return rd_is_null(ev) ? "empty" : "text";
	}
}
