/*
 * Record text on its way in and out (rtext.h): which characters a name
 * may not hold, how the other strings of a record are escaped for a
 * terminal or a table, and which strings the record writer must quote.
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "rtext.h"
#include "utf8.h"

size_t
rtext_control(const char *s, size_t n)
{
	const unsigned char	*u = (const unsigned char *)s;

	if (n == 0)
		return 0;
	if (u[0] < 0x20 || u[0] == 0x7f)
		return 1;
	return n >= 2 && u[0] == 0xc2 && u[1] >= 0x80 && u[1] <= 0x9f ? 2 : 0;
}

int
rtext_unsafe(uint32_t cp)
{
	return cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) ||
	    cp == 0x200e || cp == 0x200f || (cp >= 0x202a && cp <= 0x202e) ||
	    (cp >= 0x2066 && cp <= 0x2069) || cp == 0xfffe || cp == 0xffff;
}

int
rtext_name_ok(const char *s, size_t n)
{
	size_t	 i;

	if (n == 0)
		return 0;
	for (i = 0; i < n; i++)
		if (rtext_control(s + i, n - i) > 0)
			return 0;
	return 1;
}

/*
 * The escape of the control character at s (k bytes, from
 * rtext_control) into out (at least 7 bytes), or its replacement where
 * `to` keeps or blanks it.  Returns the length.
 */
static size_t
escape(const unsigned char *s, size_t k, enum rtext_to to, char out[8])
{
	if (k == 1 && (s[0] == '\t' || s[0] == '\n' || s[0] == '\r') &&
	    to == RTEXT_CELL) {
		out[0] = ' ';
		return 1;
	}
	if (k == 1 && (s[0] == '\t' || s[0] == '\n') && to != RTEXT_CELL) {
		out[0] = (char)s[0];
		return 1;
	}
	if (k == 1)
		return (size_t)snprintf(out, 8, "\\x%02X", s[0]);
	return (size_t)snprintf(out, 8, "\\u%04X", s[1]);
}

int
rtext_put(FILE *fp, const char *s, enum rtext_to to)
{
	return s == NULL ? 0 : rtext_write(fp, s, strlen(s), to);
}

int
rtext_write(FILE *fp, const char *s, size_t n, enum rtext_to to)
{
	const unsigned char	*u = (const unsigned char *)s;
	size_t			 i, j, k;
	char			 e[8];

	for (i = j = 0; i < n; ) {
		if ((u[i] >= 0x20 && u[i] != 0x7f && u[i] != 0xc2) ||
		    (k = rtext_control(s + i, n - i)) == 0 ||
		    (to == RTEXT_TERM && u[i] == '\r' && i + 1 < n &&
		    u[i + 1] == '\n')) {
			i++;
			continue;
		}
		fwrite(s + j, 1, i - j, fp);
		fwrite(e, 1, escape(u + i, k, to, e), fp);
		i += k;
		j = i;
	}
	fwrite(s + j, 1, n - j, fp);
	return ferror(fp) ? -1 : 0;
}

char *
rtext_clean(const char *s, enum rtext_to to, char *buf, size_t size)
{
	const unsigned char	*u = (const unsigned char *)(s ? s : "");
	size_t			 i = 0, o = 0, k, m, n = strlen((const char *)u);
	char			 e[8];

	if (size == 0)
		return buf;
	while (i < n) {
		if ((k = rtext_control((const char *)u + i, n - i)) > 0)
			m = escape(u + i, k, to, e);
		else {
			for (k = 1; i + k < n && (u[i + k] & 0xc0) == 0x80;
			    k++)
				;
			memcpy(e, u + i, k <= sizeof(e) ? k : sizeof(e));
			m = k;
		}
		if (o + m >= size)
			break;
		memcpy(buf + o, e, m);
		o += m;
		i += k;
	}
	buf[o] = '\0';
	return buf;
}

/* What rtext_json_dumpf() writes to: a lead byte 0xC2 may end a chunk. */
struct json_sink {
	FILE	*fp;
	int	 c2;		/* the last chunk ended with 0xC2 */
};

static int
json_chunk(const char *buf, size_t n, void *data)
{
	struct json_sink	*k = data;
	const unsigned char	*u = (const unsigned char *)buf;
	size_t			 i, j = 0;

	for (i = 0; i < n; i++) {
		if (k->c2) {
			k->c2 = 0;
			if (u[i] >= 0x80 && u[i] <= 0x9f)
				fprintf(k->fp, "\\u%04X", u[i]);
			else {
				putc(0xc2, k->fp);
				putc(u[i], k->fp);
			}
			j = i + 1;
		} else if (u[i] == 0x7f || u[i] == 0xc2) {
			fwrite(buf + j, 1, i - j, k->fp);
			if (u[i] == 0x7f)
				fputs("\\u007F", k->fp);
			else
				k->c2 = 1;
			j = i + 1;
		}
	}
	fwrite(buf + j, 1, n - j, k->fp);
	return ferror(k->fp) ? -1 : 0;
}

int
rtext_json_dumpf(const json_t *j, FILE *fp, size_t flags)
{
	struct json_sink	 k = { fp, 0 };

	if (json_dump_callback(j, json_chunk, &k, flags) == -1)
		return -1;
	if (k.c2)
		putc(0xc2, fp);
	return ferror(fp) ? -1 : 0;
}

int
rtext_yaml_plain(const char *s, size_t n)
{
	/* YAML 1.1's null and booleans, in any case (1.2's are among them). */
	static const char *const words[] = {
		"null", "true", "false", "yes", "no", "on", "off", "y", "n"
	};
	unsigned char	 c;
	size_t		 i;

	if (n == 0)
		return 0;
	c = (unsigned char)s[0];
	if (c < 0x80 && !isalpha(c))
		return 0;
	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (strlen(words[i]) == n && strncasecmp(s, words[i], n) == 0)
			return 0;
	return 1;
}

int
rtext_name_width(const char *name)
{
	return (int)utf8_width(name != NULL ? name : "");
}

void
rtext_put_name(FILE *fp, const char *name, int width)
{
	int	 pad = width - rtext_name_width(name);

	fputs(name != NULL ? name : "", fp);
	if (pad > 0)
		fprintf(fp, "%*s", pad, "");
}
