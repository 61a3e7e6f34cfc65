/*
 * The reader's UTF-8 check (reader_input.c says why it runs before
 * libyaml sees the bytes): it accepts exactly the characters libyaml's
 * reader accepts for UTF-8 input, eight or sixteen bytes at a time over
 * plain ASCII, stops before each run of bytes that is not such text
 * (struct in_sub, read as reader_bytes.c says), and counts the directive
 * lines in a row (READER_MAX_DIRECTIVES).
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

/*
 * Check a completed sequence: 0 if libyaml would take the character, else
 * the kind of run it is read as (enum sub_kind, never 0).  A byte order
 * mark is a character only at the parser's first byte, where libyaml
 * skips it.
 */
static int
seq_check(const struct input *in)
{
	static const uint32_t	 least[5] = { 0, 0, 0x80, 0x800, 0x10000 };
	uint32_t		 v = in->cp;

	if (v < least[in->seqlen] || (v >= 0xd800 && v <= 0xdfff) ||
	    v > 0x10ffff || v == 0xfffe || v == 0xffff)
		return SUB_INVALID;
	if (v < 0xa0 && v != 0x85)
		return SUB_CONTROL;
	if (v == 0xfeff && in->seqoff != in->given0)
		return SUB_BOM;
	return 0;
}

/*
 * The n bytes at stream offset from (p holds the chunk at base, from on)
 * are read as a run of kind k: in->sub, for input_read to hand its
 * character (input_sub_cp).  The sequence being read, if any, is done.
 */
static void
sub_set(struct input *in, const unsigned char *p, uint64_t base,
    uint64_t from, size_t n, int k)
{
	const unsigned char	*q = p + (size_t)(from - base);
	size_t			 i;

	in->subbed = 1;
	in->need = 0;
	in->sub.off = from;
	in->sub.n = (uint16_t)n;
	in->sub.kind = (uint8_t)k;
	in->sub.outn = 0;
	in->sub.bytes = 0;
	for (i = 0; i < 4; i++)
		in->sub.bytes |= (uint32_t)(i < n ? q[i] : 0) << (24 - 8 * i);
}

/*
 * A sequence cut short at stream offset upto: its lead byte alone is
 * read as a byte that starts no character (Latin-1 text, "José" saved
 * so, has such bytes), a lead byte with continuation bytes as one cut
 * sequence.  Returns 0, or -1 if its start is not in the chunk (it
 * cannot then be handed as one), failing the input.
 */
static int
seq_cut(struct input *in, const unsigned char *p, uint64_t base,
    uint64_t upto)
{
	uint64_t	 from = in->seqoff;

	if (from < base) {
		input_fail(in, "invalid UTF-8: a sequence ends early");
		return -1;
	}
	if (upto - from == 1)
		sub_set(in, p, base, from, 1, input_byte_kind(p[from - base]));
	else
		sub_set(in, p, base, from, (size_t)(upto - from), SUB_CUT);
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
 * Check n bytes at p, which sit at stream offset base; last: no byte
 * follows them.  Returns how many of them may go to libyaml: all; or
 * those before a character the bytes end inside of (the rest is checked
 * again with the bytes after it); or those before a run of bytes that is not
 * text libyaml accepts (in->sub, in->subbed set); or those before a run
 * of directives past the limit, or a sequence whose start is not in the
 * chunk (in->bad then set).
 */
size_t
input_check(struct input *in, const unsigned char *p, size_t n, uint64_t base,
    int last)
{
	size_t		 i = 0;
	uint64_t	 w, from;
	unsigned	 c;
	int		 k;

	while (i < n) {
		if (in->need > 0) {
			c = p[i];
			from = in->seqoff;
			if ((c & 0xc0) != 0x80) {
				if (seq_cut(in, p, base, base + i) != 0)
					goto bad;
				goto held;
			}
			in->cp = (in->cp << 6) | (c & 0x3f);
			i++;
			if (--in->need == 0) {
				if ((k = seq_check(in)) != 0) {
					if (from < base) {
						input_fail(in, "invalid UTF-8: "
						    "U+%04X is not text", in->cp);
						goto bad;
					}
					sub_set(in, p, base, from,
					    (size_t)in->seqlen, k);
					goto held;
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
			if ((c < 0x20 && !((0x2600u >> c) & 1)) || c == 0x7f) {
				/* 0x2600: tab, newline, carriage return */
				from = base + i;
				sub_set(in, p, base, from, 1, SUB_CONTROL);
				goto held;
			}
			i++;
			continue;
		}
		if ((in->seqlen = seq_length(c)) == 0) {
			from = base + i;
			sub_set(in, p, base, from, 1, input_byte_kind(c));
			goto held;
		}
		in->need = in->seqlen - 1;
		in->cp = c & (0x7f >> in->seqlen);
		in->seqoff = base + i;
		i++;
	}
	if (in->need > 0) {
		/* A character the bytes end inside of. */
		from = in->seqoff;
		if (last) {
			if (seq_cut(in, p, base, base + n) != 0)
				goto bad;
			goto held;
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
