/*
 * Bytes that are not text libyaml accepts (genial(1) DIAGNOSTICS,
 * encoding; genial-record(5) "Encoding"): what each run of them is read
 * as, and the one finding a game gets for them, with its fix.
 *
 * The UTF-8 check (reader_check.c) finds each run and input_read
 * (reader_input.c) hands libyaml the character it is read as, or
 * nothing: a byte that starts no character is its Windows-1252
 * character (a name saved in that encoding or in Latin-1, which agrees
 * with it from 0xA0 on), or U+FFFD for the five bytes Windows-1252
 * leaves undefined; a sequence cut short, or one of no character YAML
 * allows, U+FFFD; a control byte, a NUL, DEL, a C1 control and a byte
 * order mark past the start are left out, as they carry nothing a record
 * means.  So the game is read whole, and `genial fix` writes each run as
 * the UTF-8 it was read as.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "reader_int.h"
#include "utf8.h"

/*
 * The Windows-1252 characters of bytes 0x80 to 0x9F, 0 where it has none
 * (bytes 0xA0 to 0xFF are the Latin-1 characters of the same number).
 */
static const uint16_t cp1252[32] = {
	0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021,
	0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0,
	0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014,
	0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178
};

uint32_t
input_sub_cp(const struct in_sub *s)
{
	unsigned	 b = s->bytes >> 24;

	switch (s->kind) {
	case SUB_CP1252:
		return b >= 0xa0 ? b : cp1252[b - 0x80];
	case SUB_UNDEF:
	case SUB_CUT:
	case SUB_INVALID:
		return 0xfffd;
	default:
		return 0;
	}
}

enum sub_kind
input_byte_kind(unsigned c)
{
	return c >= 0xa0 || cp1252[c - 0x80] != 0 ? SUB_CP1252 : SUB_UNDEF;
}

size_t
input_utf8(unsigned char *p, uint32_t cp)
{
	if (cp < 0x80) {
		p[0] = (unsigned char)cp;
		return 1;
	}
	if (cp < 0x800) {
		p[0] = (unsigned char)(0xc0 | cp >> 6);
		p[1] = (unsigned char)(0x80 | (cp & 0x3f));
		return 2;
	}
	p[0] = (unsigned char)(0xe0 | cp >> 12);
	p[1] = (unsigned char)(0x80 | (cp >> 6 & 0x3f));
	p[2] = (unsigned char)(0x80 | (cp & 0x3f));
	return 3;
}

/* The line and column of stream offset off in the text kept, or 0, 0. */
static struct srcpos
kept_pos(const struct input *in, uint64_t off)
{
	struct diags	 v;
	struct srcpos	 p = { 0, 0, 0, 0 };
	size_t		 i, n;
	uint64_t	 line;
	uint32_t	 cp;
	int		 col = 1;

	memset(&v, 0, sizeof(v));
	input_view(in, &v);
	if (v.text == NULL || off < in->keep || off - in->keep >= v.textlen)
		return p;
	n = (size_t)(off - in->keep);
	line = v.text_line;
	/* A character a column, and each byte of what is not one. */
	for (i = 0; i < n; i += utf8_decode_n((const unsigned char *)v.text +
	    i, n - i, &cp)) {
		if (v.text[i] == '\n') {
			line++;
			col = 1;
		} else
			col++;
	}
	p.line = line > INT32_MAX ? INT32_MAX : (int)line;
	p.col = col;
	return p;
}

/*
 * Let go of the runs before from: those of lines not read after a syntax
 * error (whether libyaml was handed them or not depends on how far it
 * read ahead, so they are never reported).
 */
static void
subs_drop(struct input *in, uint64_t from)
{
	size_t	 k = 0;

	while (k < in->nsub && in->subs[k].off < from)
		k++;
	if (k == 0)
		return;
	memmove(in->subs, in->subs + k, (in->nsub - k) * sizeof(*in->subs));
	in->nsub -= k;
}

/* The first bytes of s in hex, "0xe2 0x82", and how many past four. */
static void
sub_hex(char *buf, size_t size, const struct in_sub *s)
{
	size_t	 i, at = 0;
	int	 w;

	buf[0] = '\0';
	for (i = 0; i < s->n && i < 4 && at < size; i++) {
		w = snprintf(buf + at, size - at, "%s0x%02x", i > 0 ? " " : "",
		    (unsigned)(s->bytes >> (24 - 8 * i) & 0xff));
		at += w > 0 ? (size_t)w : 0;
	}
	if (s->n > 4 && at < size)
		(void)snprintf(buf + at, size - at, " ... (%u bytes)",
		    (unsigned)s->n);
}

/*
 * What the run s is and what it is read as, in words, into buf: "byte
 * 0x9a is not UTF-8; it is read as Windows-1252 text, 's'".
 */
static void
sub_words(char *buf, size_t size, const struct in_sub *s)
{
	char		 hex[48], u[4];
	uint32_t	 cp = input_sub_cp(s);
	unsigned	 b = s->bytes >> 24;
	const char	*one = s->n == 1 ? "it is" : "they are";

	sub_hex(hex, sizeof(hex), s);
	u[input_utf8((unsigned char *)u, cp != 0 ? cp : 0xfffd)] = '\0';
	switch (s->kind) {
	case SUB_CP1252:
		(void)snprintf(buf, size, "byte %s is not UTF-8; it is read as "
		    "%s text, '%s'", hex, b >= 0xa0 ? "Latin-1" : "Windows-1252",
		    u);
		break;
	case SUB_UNDEF:
		(void)snprintf(buf, size, "byte %s is not UTF-8, nor a character "
		    "in Windows-1252; it is read as U+FFFD, '%s'", hex, u);
		break;
	case SUB_CUT:
		(void)snprintf(buf, size, "bytes %s are a UTF-8 sequence cut "
		    "short; they are read as U+FFFD, '%s'", hex, u);
		break;
	case SUB_INVALID:
		(void)snprintf(buf, size, "bytes %s are UTF-8 of no character "
		    "YAML allows; they are read as U+FFFD, '%s'", hex, u);
		break;
	case SUB_BOM:
		(void)snprintf(buf, size, "bytes %s are a byte order mark, "
		    "which only the start of the input may have; they are left "
		    "out", hex);
		break;
	default:
		if (b == 0 && s->n == 1)
			(void)snprintf(buf, size, "a NUL byte (0x00) is not "
			    "allowed in YAML; it is left out");
		else
			(void)snprintf(buf, size, "%s %s %s not allowed in YAML; "
			    "%s left out", s->n == 1 ? "control byte" : b >= 0x80 ?
			    "the control character" : "control bytes", hex,
			    s->n == 1 ? "is" : "are", one);
		break;
	}
}

void
rd_bytes(struct reader *r, struct srcpos at, uint64_t end)
{
	struct input	*in = &r->in;
	struct diag	*dg;
	struct srcpos	 p;
	size_t		 k = 0, i, latin = 0, gone = 0;
	uint32_t	 cp;
	char		 u[4], words[200];

	/*
	 * Those before the game's parser started are of lines a syntax
	 * error left unread (a game broken by one kept where its parser
	 * started, before the next one did).
	 */
	if (r->subend_set)
		end = r->subend;
	else if (end == 0 || end == SPAN_UNKNOWN)
		end = span_byte(&in->sp, in->sp.endidx);
	subs_drop(in, r->subend_set ? r->substart : r->subfrom);
	while (k < in->nsub && in->subs[k].off < end) {
		if (in->subs[k].kind == SUB_CP1252 &&
		    in->subs[k].bytes >> 24 >= 0xa0)
			latin++;
		k++;
	}
	if (k == 0) {
		subs_drop(in, r->subfrom);
		return;
	}
	/* Those let go after the first are counted (no fix then). */
	if (k > 1 || in->nsub == 1) {
		gone = in->subgone;
		in->subgone = 0;
	}
	p = kept_pos(in, in->subs[0].off);
	if (p.line == 0)
		p = at;
	p.off = in->subs[0].off;
	p.len = in->subs[0].n;
	sub_words(words, sizeof(words), &in->subs[0]);
	if (gone > 0)
		latin = 0;
	if (k + gone == 1)
		rd_diag(r, D_ENCODING, p, "%s", words);
	else if (latin == k) {
		u[input_utf8((unsigned char *)u, in->subs[0].bytes >> 24)] = '\0';
		rd_diag(r, D_ENCODING, p, "%zu bytes are not UTF-8; they are read "
		    "as Latin-1 text, the first, 0x%02x, as '%s'", k,
		    (unsigned)(in->subs[0].bytes >> 24), u);
	} else
		rd_diag(r, D_ENCODING, p, "%s; %zu more place%s in the game "
		    "%s not text either, read the same way", words,
		    k + gone - 1, k + gone > 2 ? "s" : "",
		    k + gone > 2 ? "are" : "is");
	/* The fix: each run as the UTF-8 it was read as, or nothing. */
	if ((dg = rd_last(r)) != NULL && k + gone <= READER_MAX_BYTEFIX)
		for (i = 0; i < k; i++) {
			p = kept_pos(in, in->subs[i].off);
			p.off = in->subs[i].off;
			p.len = in->subs[i].n;
			cp = input_sub_cp(&in->subs[i]);
			u[cp != 0 ? input_utf8((unsigned char *)u, cp) : 0] = '\0';
			diag_add_edit(r->d, dg, p, u);
		}
	memmove(in->subs, in->subs + k, (in->nsub - k) * sizeof(*in->subs));
	in->nsub -= k;
	subs_drop(in, r->subfrom);
}
