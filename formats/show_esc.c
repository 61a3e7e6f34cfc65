/*
 * Escaping for the board pictures.  Record text (names, notes,
 * descriptions) is untrusted: it may hold control characters that would
 * drive a terminal, bidirectional overrides that would disguise the
 * output, bytes that are not UTF-8, and markup.  Everything a writer
 * prints from a record goes through one of these functions.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/util.h"
#include "show.h"

#define REPLACEMENT	0xfffdu

/*
 * Decode one UTF-8 character at s (NUL-terminated).  Returns the number
 * of bytes it takes (>= 1); *cp gets the code point, or U+FFFD for a byte
 * that does not start a well-formed sequence (overlong forms, surrogates
 * and values past U+10FFFF included).
 */
static size_t
decode(const unsigned char *s, uint32_t *cp)
{
	uint32_t	 v, min;
	size_t		 n, i;

	if (s[0] < 0x80) {
		*cp = s[0];
		return 1;
	}
	if ((s[0] & 0xe0) == 0xc0) {
		n = 2;
		v = s[0] & 0x1f;
		min = 0x80;
	} else if ((s[0] & 0xf0) == 0xe0) {
		n = 3;
		v = s[0] & 0x0f;
		min = 0x800;
	} else if ((s[0] & 0xf8) == 0xf0) {
		n = 4;
		v = s[0] & 0x07;
		min = 0x10000;
	} else {
		*cp = REPLACEMENT;
		return 1;
	}
	for (i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80) {
			*cp = REPLACEMENT;
			return 1;
		}
		v = (v << 6) | (s[i] & 0x3f);
	}
	if (v < min || v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff)) {
		*cp = REPLACEMENT;
		return 1;
	}
	*cp = v;
	return n;
}

/*
 * The character to print for cp: controls (C0 but '\n' when keep_nl,
 * DEL, C1), bidirectional controls, and the XML non-characters
 * U+FFFE/U+FFFF become a space.
 */
static uint32_t
safe(uint32_t cp, int keep_nl)
{
	if (cp == '\n' && keep_nl)
		return cp;
	if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f))
		return ' ';
	if (cp == 0x200e || cp == 0x200f || (cp >= 0x202a && cp <= 0x202e) ||
	    (cp >= 0x2066 && cp <= 0x2069) || cp == 0xfffe || cp == 0xffff)
		return ' ';
	return cp;
}

uint32_t
show_safe(uint32_t cp)
{
	return safe(cp, 0);
}

/* Encode cp as UTF-8 into out (4 bytes); returns the length. */
static size_t
encode(uint32_t cp, char out[4])
{
	if (cp < 0x80) {
		out[0] = (char)cp;
		return 1;
	}
	if (cp < 0x800) {
		out[0] = (char)(0xc0 | (cp >> 6));
		out[1] = (char)(0x80 | (cp & 0x3f));
		return 2;
	}
	if (cp < 0x10000) {
		out[0] = (char)(0xe0 | (cp >> 12));
		out[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
		out[2] = (char)(0x80 | (cp & 0x3f));
		return 3;
	}
	out[0] = (char)(0xf0 | (cp >> 18));
	out[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
	out[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
	out[3] = (char)(0x80 | (cp & 0x3f));
	return 4;
}

char *
show_clean(const char *s, int keep_nl, char *buf, size_t size)
{
	const unsigned char	*p = (const unsigned char *)(s ? s : "");
	char			 enc[4];
	uint32_t		 cp;
	size_t			 used = 0, n;

	if (size == 0)
		return buf;
	while (*p != '\0') {
		p += decode(p, &cp);
		n = encode(safe(cp, keep_nl), enc);
		if (used + n >= size)
			break;
		memcpy(buf + used, enc, n);
		used += n;
	}
	buf[used] = '\0';
	return buf;
}

/*
 * Terminal columns of one code point: 0 for combining marks and
 * zero-width characters, 2 for the wide and fullwidth blocks of East
 * Asian scripts (Hangul, CJK, kana, fullwidth forms) and the emoji
 * blocks, 1 for the rest.
 */
static int
cp_width(uint32_t cp)
{
	static const uint32_t	 zero[][2] = {
		{ 0x0300, 0x036F }, { 0x0483, 0x0489 }, { 0x0591, 0x05BD },
		{ 0x0E31, 0x0E31 }, { 0x0E34, 0x0E3A }, { 0x200B, 0x200F },
		{ 0x20D0, 0x20FF }, { 0xFE00, 0xFE0F }, { 0xFE20, 0xFE2F }
	};
	static const uint32_t	 wide[][2] = {
		{ 0x1100, 0x115F }, { 0x2E80, 0x303E }, { 0x3041, 0x33FF },
		{ 0x3400, 0x4DBF }, { 0x4E00, 0x9FFF }, { 0xA000, 0xA4CF },
		{ 0xAC00, 0xD7A3 }, { 0xF900, 0xFAFF }, { 0xFE30, 0xFE4F },
		{ 0xFF00, 0xFF60 }, { 0xFFE0, 0xFFE6 }, { 0x1F300, 0x1F64F },
		{ 0x1F900, 0x1F9FF }, { 0x20000, 0x2FFFD }, { 0x30000, 0x3FFFD }
	};
	size_t	 i;

	for (i = 0; i < sizeof(zero) / sizeof(zero[0]); i++)
		if (cp >= zero[i][0] && cp <= zero[i][1])
			return 0;
	for (i = 0; i < sizeof(wide) / sizeof(wide[0]); i++)
		if (cp >= wide[i][0] && cp <= wide[i][1])
			return 2;
	return 1;
}

size_t
show_width(const char *s)
{
	const unsigned char	*p = (const unsigned char *)(s ? s : "");
	uint32_t		 cp;
	size_t			 n = 0;

	while (*p != '\0') {
		p += decode(p, &cp);
		n += (size_t)cp_width(cp);
	}
	return n;
}

int
show_put_xml(FILE *fp, const char *s)
{
	const unsigned char	*p = (const unsigned char *)(s ? s : "");
	char			 enc[4];
	uint32_t		 cp;

	while (*p != '\0') {
		p += decode(p, &cp);
		cp = safe(cp, 0);
		switch (cp) {
		case '&':
			fputs("&amp;", fp);
			break;
		case '<':
			fputs("&lt;", fp);
			break;
		case '>':
			fputs("&gt;", fp);
			break;
		case '"':
			fputs("&quot;", fp);
			break;
		case '\'':
			fputs("&#39;", fp);
			break;
		default:
			fwrite(enc, 1, encode(cp, enc), fp);
			break;
		}
	}
	return ferror(fp) ? -1 : 0;
}

/*
 * JSON string literal, ASCII only: every character past U+007F and every
 * character that means something to HTML (< > & ' /) is written as a
 * \u escape, so the literal may sit inside a <script> element as is.
 */
int
show_put_json(FILE *fp, const char *s)
{
	const unsigned char	*p = (const unsigned char *)(s ? s : "");
	uint32_t		 cp, hi, lo;

	fputc('"', fp);
	while (*p != '\0') {
		p += decode(p, &cp);
		cp = safe(cp, 1);
		if (cp == '\n')
			fputs("\\n", fp);
		else if (cp == '"' || cp == '\\')
			fprintf(fp, "\\%c", (int)cp);
		else if (cp >= 0x20 && cp < 0x7f && cp != '<' && cp != '>' &&
		    cp != '&' && cp != '\'' && cp != '/')
			fputc((int)cp, fp);
		else if (cp < 0x10000)
			fprintf(fp, "\\u%04x", (unsigned)cp);
		else {
			hi = 0xd800 + ((cp - 0x10000) >> 10);
			lo = 0xdc00 + ((cp - 0x10000) & 0x3ff);
			fprintf(fp, "\\u%04x\\u%04x", (unsigned)hi, (unsigned)lo);
		}
	}
	fputc('"', fp);
	return ferror(fp) ? -1 : 0;
}

/* Terminal columns of the len bytes at p, valid UTF-8 (see show_width). */
static size_t
span_width(const char *p, size_t len)
{
	const unsigned char	*u = (const unsigned char *)p;
	uint32_t		 cp;
	size_t			 i = 0, n = 0;

	while (i < len && u[i] != '\0') {
		i += decode(u + i, &cp);
		n += (size_t)cp_width(cp);
	}
	return n;
}

static void
add_line(char ***v, size_t *n, size_t *cap, const char *s, size_t len)
{
	if (*n == *cap) {
		*cap = *cap ? *cap * 2 : 8;
		*v = xreallocarray(*v, *cap, sizeof(**v));
	}
	(*v)[(*n)++] = xstrndup(s, len);
}

size_t
show_wrap(const char *text, size_t width, char ***out)
{
	char		**v = NULL, *buf;
	const char	 *p, *w, *start;
	char		 *line;
	size_t		  n = 0, cap = 0, size, len, used, col, wl;

	size = strlen(text ? text : "") * 3 + 1;
	buf = xmalloc(size);
	show_clean(text, 1, buf, size);
	len = strlen(buf);
	while (len > 0 && (buf[len - 1] == '\n' || buf[len - 1] == ' '))
		buf[--len] = '\0';
	/* The line being built, in line[0..used), col characters wide. */
	line = xmalloc(size);
	used = col = 0;
	start = NULL;
	for (p = buf; ; ) {
		if (*p == '\0' || *p == '\n') {
			add_line(&v, &n, &cap, line, start ? used : 0);
			if (*p == '\0')
				break;
			start = NULL;
			p++;
			continue;
		}
		if (*p == ' ') {
			p++;
			continue;
		}
		for (w = p; *w != '\0' && *w != ' ' && *w != '\n'; w++)
			;
		/* Runs of spaces between words become one space. */
		wl = span_width(p, (size_t)(w - p));
		if (start != NULL && col + 1 + wl > width) {
			add_line(&v, &n, &cap, line, used);
			start = NULL;
		}
		if (start == NULL) {
			start = p;
			used = col = 0;
		} else {
			line[used++] = ' ';
			col++;
		}
		memcpy(line + used, p, (size_t)(w - p));
		used += (size_t)(w - p);
		col += wl;
		p = w;
	}
	free(line);
	free(buf);
	*out = v;
	return n;
}

void
show_wrap_free(char **lines, size_t n)
{
	size_t	 i;

	for (i = 0; i < n; i++)
		free(lines[i]);
	free(lines);
}
