/*
 * The source line under a text diagnostic, as C compilers print it:
 *
 *   scoresheet.yaml:28:13: error: game 1, move 14 (Clara): ... [not-connected]
 *      28 |   - {player: Clara, place: BB H6 I7}
 *         |             ^
 *
 * The line comes from the text the reader kept for the game (struct
 * diags, text), so standard input is never read twice.  It is escaped
 * as every record text is (show_safe: control characters become
 * spaces, bytes that are not UTF-8 U+FFFD); tabs are kept, and the caret
 * line repeats them, so the caret stands under the column on any tab
 * setting.  The caret's column counts display width: two for a wide
 * (East Asian, emoji) character, none for a combining mark.  A very long
 * line is shown as a window around the column, cut with "...".
 */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "out_priv.h"
#include "show.h"
#include "utf8.h"

#define QUOTE_CHARS	160	/* characters of a line shown at most */
#define QUOTE_BEFORE	60	/* before the column, in a long line */

/* Bytes of the line break at s (before end), or 0: as libyaml counts. */
static size_t
line_break(const unsigned char *s, const unsigned char *end)
{
	if (s[0] == '\n')
		return 1;
	if (s[0] == '\r')
		return s + 1 < end && s[1] == '\n' ? 2 : 1;
	if (s[0] == 0xc2 && s + 1 < end && s[1] == 0x85)
		return 2;
	if (s[0] == 0xe2 && s + 2 < end && s[1] == 0x80 &&
	    (s[2] == 0xa8 || s[2] == 0xa9))
		return 3;
	return 0;
}

/* Bytes of the line break that ends just before p (after s), or 0. */
static size_t
break_before(const unsigned char *s, const unsigned char *p)
{
	if (p > s && p[-1] == '\n')
		return p - s >= 2 && p[-2] == '\r' ? 2 : 1;
	if (p > s && p[-1] == '\r')
		return 1;
	if (p - s >= 2 && p[-2] == 0xc2 && p[-1] == 0x85)
		return 2;
	if (p - s >= 3 && p[-3] == 0xe2 && p[-2] == 0x80 &&
	    (p[-1] == 0xa8 || p[-1] == 0xa9))
		return 3;
	return 0;
}

/*
 * Move the cursor to the start of line `line` of d's text, from where it
 * is or from the text's start, whichever is nearer.  Returns 0, or -1 if
 * the text does not reach that line.
 */
static int
seek_line(const struct diags *d, struct out_cursor *c, uint64_t line)
{
	const unsigned char	*s = (const unsigned char *)d->text;
	const unsigned char	*end = s + d->textlen, *p;
	size_t			 n;

	if (c->text != d->text || line - d->text_line < (c->line > line ?
	    c->line - line : line - c->line)) {
		c->text = d->text;
		c->off = 0;
		c->line = d->text_line;
	}
	p = s + c->off;
	while (c->line > line) {
		/* Back over the break before this line and the line before. */
		if ((n = break_before(s, p)) == 0)
			return -1;
		p -= n;
		while (p > s && break_before(s, p) == 0)
			p--;
		c->line--;
	}
	while (c->line < line) {
		while (p < end && line_break(p, end) == 0)
			p++;
		if (p == end)
			return -1;
		p += line_break(p, end);
		c->line++;
	}
	c->off = (size_t)(p - s);
	return 0;
}

/* 1 if p is at the end of its line (a break, or the end of the text). */
static int
at_eol(const unsigned char *p, const unsigned char *end)
{
	return p >= end || line_break(p, end) != 0;
}

int
out_quote(FILE *fp, const struct diags *d, struct out_cursor *c,
    struct srcpos pos, const struct palette *pal)
{
	const unsigned char	*s, *end, *p, *first;
	char			 enc[8];
	uint32_t		 cp;
	uint64_t		 line;
	size_t			 n, k, col, skip;
	int			 w, digits, cut_end = 0;

	if (d->text == NULL || pos.line <= 0 || pos.line == INT32_MAX ||
	    (uint64_t)pos.line < d->text_line)
		return 0;
	line = (uint64_t)pos.line;
	if (seek_line(d, c, line) != 0)
		return 0;
	s = (const unsigned char *)d->text + c->off;
	end = (const unsigned char *)d->text + d->textlen;
	if (s == end)
		return 0;	/* past the last line: the input's end */
	col = pos.col > 0 ? (size_t)pos.col - 1 : 0;

	/*
	 * A long line: a window that shows the column.  Its start is found
	 * from the last window of the same line when that is not after it,
	 * so that many findings on one long line read it about once.
	 */
	skip = col > QUOTE_BEFORE + 40 ? col - QUOTE_BEFORE : 0;
	first = s;
	k = 0;
	if (c->wline == line && c->wtext == d->text && c->wchar <= skip) {
		first = (const unsigned char *)d->text + c->woff;
		k = c->wchar;
	}
	for (; k < skip && !at_eol(first, end); k++)
		first += utf8_decode_n(first, (size_t)(end - first), &cp);
	if (k < skip) {
		/* The column is past the line's end: show its last part. */
		skip = k > QUOTE_BEFORE ? k - QUOTE_BEFORE : 0;
		for (first = s, k = 0; k < skip; k++)
			first += utf8_decode_n(first, (size_t)(end - first), &cp);
	}
	c->wtext = d->text;
	c->wline = line;
	c->wchar = skip;
	c->woff = (size_t)(first - (const unsigned char *)d->text);

	digits = snprintf(NULL, 0, "%" PRIu64, line);
	if (digits < 4)
		digits = 4;
	fprintf(fp, " %*" PRIu64 " | %s", digits, line, skip > 0 ? "..." : "");
	for (p = first, k = 0; !at_eol(p, end); k++) {
		if (k == QUOTE_CHARS) {
			cut_end = 1;
			break;
		}
		p += utf8_decode_n(p, (size_t)(end - p), &cp);
		if (cp == '\t') {
			putc('\t', fp);
			continue;
		}
		cp = show_safe(cp);
		/* Encode, as show_clean() would. */
		if (cp < 0x80)
			enc[0] = (char)cp, n = 1;
		else if (cp < 0x800)
			enc[0] = (char)(0xc0 | cp >> 6),
			enc[1] = (char)(0x80 | (cp & 0x3f)), n = 2;
		else if (cp < 0x10000)
			enc[0] = (char)(0xe0 | cp >> 12),
			enc[1] = (char)(0x80 | (cp >> 6 & 0x3f)),
			enc[2] = (char)(0x80 | (cp & 0x3f)), n = 3;
		else
			enc[0] = (char)(0xf0 | cp >> 18),
			enc[1] = (char)(0x80 | (cp >> 12 & 0x3f)),
			enc[2] = (char)(0x80 | (cp >> 6 & 0x3f)),
			enc[3] = (char)(0x80 | (cp & 0x3f)), n = 4;
		fwrite(enc, 1, n, fp);
	}
	fprintf(fp, "%s\n", cut_end ? "..." : "");

	/* The caret line: the same widths, the same tabs. */
	fprintf(fp, " %*s | %s", digits, "", skip > 0 ? "   " : "");
	for (p = first, k = skip; k < col && !at_eol(p, end) &&
	    k < skip + QUOTE_CHARS; k++) {
		p += utf8_decode_n(p, (size_t)(end - p), &cp);
		if (cp == '\t')
			putc('\t', fp);
		else
			for (w = utf8_cp_width(show_safe(cp)); w > 0; w--)
				putc(' ', fp);
	}
	for (; k < col && k < skip + QUOTE_CHARS + 1; k++)
		putc(' ', fp);		/* past the end of the line */
	fprintf(fp, "%s^%s\n", pal->caret, pal->reset);
	return ferror(fp) ? -1 : 0;
}
