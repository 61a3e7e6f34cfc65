/*
 * The reader's UTF-8 check (reader_input.c says why it runs before
 * libyaml sees the bytes): it accepts exactly the characters libyaml's
 * reader accepts for UTF-8 input, eight or sixteen bytes at a time over
 * plain ASCII, and counts the directive lines in a row (READER_MAX_DIRECTIVES).
 */
#include <stdint.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "reader_int.h"

#define ONES	UINT64_C(0x0101010101010101)
#define HIGHS	UINT64_C(0x8080808080808080)
#define LOWS	UINT64_C(0x7f7f7f7f7f7f7f7f)

/* High bit set in each byte of w that is zero; exact, no false hits. */
static inline uint64_t
zero_bytes(uint64_t w)
{
	return ~(((w & LOWS) + LOWS) | w | LOWS);
}

/*
 * Nonzero if an ASCII word w (no high bits) may hold a byte YAML does not
 * allow: DEL, or a C0 control other than a newline.  Tabs and carriage
 * returns also hit; the byte loop sorts them out.
 */
static inline uint64_t
maybe_bad(uint64_t w)
{
	uint64_t	 ctl;

	ctl = ~((w | HIGHS) - ONES * 0x20) & HIGHS;	/* bytes < 0x20 */
	ctl &= ~zero_bytes(w ^ (ONES * '\n'));
	return ctl | ((w + ONES) & HIGHS);		/* 0x7f */
}


/* Length of a sequence from its first byte, or 0 if it cannot start one. */
static int
seq_length(unsigned c)
{
	if ((c & 0xe0) == 0xc0)
		return 2;
	if ((c & 0xf0) == 0xe0)
		return 3;
	if ((c & 0xf8) == 0xf0)
		return 4;
	return 0;
}

/* Check a completed sequence; 0 if libyaml would take the character. */
static int
seq_check(struct input *in)
{
	static const uint32_t	 least[5] = { 0, 0, 0x80, 0x800, 0x10000 };
	uint32_t		 v = in->cp;

	if (v < least[in->seqlen]) {
		input_fail(in, "invalid UTF-8: an overlong encoding "
		    "of U+%04X", v);
		return -1;
	}
	if ((v >= 0xd800 && v <= 0xdfff) || v > 0x10ffff) {
		input_fail(in, "invalid UTF-8: U+%04X is not a "
		    "character", v);
		return -1;
	}
	if ((v < 0xa0 && v != 0x85) || v == 0xfffe || v == 0xffff) {
		input_fail(in, "control character U+%04X is not "
		    "allowed in YAML", v);
		return -1;
	}
	return 0;
}

/*
 * Count the directive lines (a '%' in column 1) in a run, which only
 * comments and blank lines may break; c is the first byte of a line.
 * Returns 1 past the limit.
 */
static int
directive(struct input *in, unsigned c)
{
	if (c != '%') {
		if (c != '#' && c != ' ' && c != '\t' && c != '\r' && c != '\n')
			in->dirs = 0;
		return 0;
	}
	if (in->dirs == READER_MAX_DIRECTIVES) {
		input_fail(in, "more than %d directives in a row; the rest of the "
		    "input is not read", READER_MAX_DIRECTIVES);
		in->code = D_LIMIT;
		return 1;
	}
	in->dirs++;
	return 0;
}

/*
 * A byte that starts no character, or a sequence cut short, at stream
 * offset from: a byte of Latin-1 text (U+00A0 to U+00FF, a name saved in
 * another encoding) when it is one and is in hand (at or after base):
 * in->latin1 is set, for input_read to hand libyaml its UTF-8.  Returns 1
 * if so.
 */
static int
latin1(struct input *in, const unsigned char *p, uint64_t base, uint64_t from)
{
	if (from < base || p[from - base] < 0xa0)
		return 0;
	in->latin1 = 1;
	in->need = 0;
	return 1;
}

/*
 * Check n bytes at p, which sit at stream offset base; last: no byte
 * follows them.  Returns how many of them may go to libyaml: all; or
 * those before a character the bytes end inside of (the rest is checked
 * again with the bytes after it); or those before a byte of Latin-1 text
 * (in->latin1 set); or those before the first bad character (in->bad is
 * then set).
 */
size_t
input_check(struct input *in, const unsigned char *p, size_t n, uint64_t base,
    int last)
{
	size_t		 i = 0;
	uint64_t	 w, from;
	unsigned	 c;

	while (i < n) {
		if (in->need > 0) {
			c = p[i];
			if ((c & 0xc0) != 0x80) {
				from = in->seqoff;
				if (latin1(in, p, base, from))
					goto held;
				input_fail(in, "invalid UTF-8: a sequence "
				    "ends early, before byte 0x%02x", c);
				goto bad;
			}
			in->cp = (in->cp << 6) | (c & 0x3f);
			i++;
			if (--in->need == 0) {
				if (seq_check(in) != 0) {
					from = in->seqoff;
					goto bad;
				}
				span_wide(&in->sp, in->seqoff, in->seqlen, in->cp);
			}
			continue;
		}
		/*
		 * The fast paths stop at a '%', and are off in a run of
		 * directives, where every line start is looked at.
		 */
		if (in->dirs > 0)
			goto bytes;
#if defined(__SSE2__)
		/* Sixteen at a time: non-ASCII bytes compare below 0x20. */
		while (n - i >= 16) {
			__m128i	 v, bad;

			v = _mm_loadu_si128((const __m128i *)(const void *)(p + i));
			bad = _mm_andnot_si128(_mm_cmpeq_epi8(v,
			    _mm_set1_epi8('\n')), _mm_cmplt_epi8(v,
			    _mm_set1_epi8(0x20)));
			bad = _mm_or_si128(bad, _mm_cmpeq_epi8(v,
			    _mm_set1_epi8(0x7f)));
			bad = _mm_or_si128(bad, _mm_cmpeq_epi8(v,
			    _mm_set1_epi8('%')));
			if (_mm_movemask_epi8(bad) != 0)
				break;
			i += 16;
		}
#endif
		while (n - i >= 8) {
			memcpy(&w, p + i, 8);
			if ((w & HIGHS) || maybe_bad(w) ||
			    zero_bytes(w ^ (ONES * '%')))
				break;
			i += 8;
		}
		if (i == n)
			break;
bytes:
		c = p[i];
		if ((i > 0 ? p[i - 1] : in->prev) == '\n' && directive(in, c)) {
			from = base + i;
			goto bad;
		}
		if (c < 0x80) {
			if (c == 0) {
				input_fail(in, "a NUL byte is not allowed in YAML");
				from = base + i;
				goto bad;
			}
			if ((c < 0x20 && !((0x2600u >> c) & 1)) || c == 0x7f) {
				/* 0x2600: tab, newline, carriage return */
				input_fail(in, "control character U+%04X is not "
				    "allowed in YAML", c);
				from = base + i;
				goto bad;
			}
			i++;
			continue;
		}
		if ((in->seqlen = seq_length(c)) == 0) {
			from = base + i;
			if (latin1(in, p, base, from))
				goto held;
			input_fail(in, "invalid UTF-8: byte 0x%02x cannot "
			    "start a character", c);
			goto bad;
		}
		in->need = in->seqlen - 1;
		in->cp = c & (0x7f >> in->seqlen);
		in->seqoff = base + i;
		i++;
	}
	if (in->need > 0) {
		/* A character the bytes end inside of. */
		from = in->seqoff;
		if (last && latin1(in, p, base, from))
			goto held;
		if (last) {
			input_fail(in, "invalid UTF-8: the input ends inside "
			    "a character");
			goto bad;
		}
		in->need = 0;
		goto held;
	}
	if (n > 0)
		in->prev = p[n - 1];
	return n;
held:
	/* Up to from, which is checked again at the next call. */
	if (from > base)
		in->prev = p[from - base - 1];
	return (size_t)(from - base);
bad:
	/* Hold back the bad character, or what of it is in this chunk. */
	in->badoff = from;
	return from >= base ? (size_t)(from - base) : 0;
}

/* The line and column of stream offset off in the text kept, or 0, 0. */
static struct srcpos
kept_pos(const struct input *in, uint64_t off)
{
	struct diags	 v;
	struct srcpos	 p = { 0, 0, 0, 0 };
	size_t		 i, n;
	uint64_t	 line;
	int		 col = 1;

	memset(&v, 0, sizeof(v));
	input_view(in, &v);
	if (v.text == NULL || off < in->keep || off - in->keep >= v.textlen)
		return p;
	n = (size_t)(off - in->keep);
	line = v.text_line;
	for (i = 0; i < n; i++) {
		if (v.text[i] == '\n') {
			line++;
			col = 1;
		} else if (((unsigned char)v.text[i] & 0xc0) != 0x80 ||
		    (unsigned char)v.text[i] >= 0xa0)
			col++;
	}
	p.line = line > INT32_MAX ? INT32_MAX : (int)line;
	p.col = col;
	return p;
}

/*
 * Let go of the bytes before from: those of lines not read after a syntax
 * error (whether libyaml was handed them or not depends on how far it
 * read ahead, so they are never reported).
 */
static void
latin1_drop(struct input *in, uint64_t from)
{
	size_t	 k = 0;

	while (k < in->nl1 && in->l1[k] < from)
		k++;
	if (k == 0)
		return;
	memmove(in->l1, in->l1 + k, (in->nl1 - k) * sizeof(*in->l1));
	memmove(in->l1b, in->l1b + k, in->nl1 - k);
	in->nl1 -= k;
	in->l1before += (int64_t)k;
}

void
rd_latin1(struct reader *r, struct srcpos at)
{
	struct input	*in = &r->in;
	struct diag	*dg;
	struct srcpos	 p;
	uint64_t	 end = r->l1end_set ? r->l1end :
			    span_byte(&in->sp, in->sp.endidx);
	size_t		 k = 0, i;
	char		 u[3];

	/*
	 * Those before the game's parser started are of lines a syntax
	 * error left unread (a game broken by one kept where its parser
	 * started, before the next one did).
	 */
	latin1_drop(in, r->l1end_set ? r->l1start : r->l1from);
	while (k < in->nl1 && in->l1[k] < end)
		k++;
	if (k == 0) {
		latin1_drop(in, r->l1from);
		return;
	}
	p = kept_pos(in, in->l1[0]);
	if (p.line == 0)
		p = at;
	p.off = in->l1[0];
	p.len = 1;
	u[0] = (char)(0xc0 | in->l1b[0] >> 6);
	u[1] = (char)(0x80 | (in->l1b[0] & 0x3f));
	u[2] = '\0';
	if (k == 1)
		rd_diag(r, D_ENCODING, p, "byte 0x%02x is not UTF-8; it is read "
		    "as Latin-1 text, '%s'", in->l1b[0], u);
	else
		rd_diag(r, D_ENCODING, p, "%zu bytes are not UTF-8; they are read "
		    "as Latin-1 text, the first, 0x%02x, as '%s'", k, in->l1b[0],
		    u);
	/* The fix: each byte as its UTF-8. */
	if ((dg = rd_last(r)) != NULL && k <= READER_MAX_LATIN1)
		for (i = 0; i < k; i++) {
			p = kept_pos(in, in->l1[i]);
			p.off = in->l1[i];
			p.len = 1;
			u[0] = (char)(0xc0 | in->l1b[i] >> 6);
			u[1] = (char)(0x80 | (in->l1b[i] & 0x3f));
			diag_add_edit(r->d, dg, p, u);
		}
	memmove(in->l1, in->l1 + k, (in->nl1 - k) * sizeof(*in->l1));
	memmove(in->l1b, in->l1b + k, in->nl1 - k);
	in->nl1 -= k;
	in->l1before += (int64_t)k;
	latin1_drop(in, r->l1from);
}
