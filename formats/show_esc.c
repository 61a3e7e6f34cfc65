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
#include "rtext.h"
#include "show.h"
#include "utf8.h"

#define REPLACEMENT	UTF8_REPLACEMENT

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
	return rtext_unsafe(cp) ? ' ' : cp;
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
		p += utf8_decode(p, &cp);
		n = encode(safe(cp, keep_nl), enc);
		if (used + n >= size)
			break;
		memcpy(buf + used, enc, n);
		used += n;
	}
	buf[used] = '\0';
	return buf;
}

size_t
show_width(const char *s)
{
	return utf8_width(s);
}

int
show_put_xml(FILE *fp, const char *s)
{
	const unsigned char	*p = (const unsigned char *)(s ? s : "");
	char			 enc[4];
	uint32_t		 cp;

	while (*p != '\0') {
		p += utf8_decode(p, &cp);
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
		p += utf8_decode(p, &cp);
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
		wl = utf8_span_width(p, (size_t)(w - p));
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
