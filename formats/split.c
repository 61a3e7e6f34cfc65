/*
 * The splitter (split.h): reads a stream in blocks and hands out pieces
 * of whole documents, each with its origin, for readers that run at once.
 *
 * Cuts are looked for only from `target` bytes into a piece, so a piece
 * holds many small games and the cost per piece (a parser, a hand-over
 * between threads) is spread over them.  Counting a piece's lines and
 * documents takes one pass, eight bytes at a time over the plain ASCII
 * text that makes up nearly all of a record.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "../core/util.h"
#include "split.h"

#define SPLIT_READ	(256 * 1024)	/* bytes asked of fread at once */

#define ONES	UINT64_C(0x0101010101010101)
#define HIGHS	UINT64_C(0x8080808080808080)
#define LOWS	UINT64_C(0x7f7f7f7f7f7f7f7f)

struct splitter {
	FILE			*fp;
	unsigned char		*b;		/* bytes read, not yet handed out */
	size_t			 cap;
	size_t			 start;		/* first byte of the next piece */
	size_t			 end;		/* bytes valid in b */
	size_t			 scan;		/* the cut search resumes here */
	size_t			 target;
	size_t			 max;
	int			 eof;		/* fp has no more bytes */
	int			 failed;	/* -1 given: the rest is the caller's */
	int			 first;		/* b[start] starts the stream */
	struct reader_origin	 at;		/* origin of b[start] */
};

struct splitter *
split_new(FILE *fp, size_t target, size_t max)
{
	struct splitter	*s = xcalloc(1, sizeof(*s));

	if (target < 1)
		target = 1;
	if (max < target)
		max = target;
	s->fp = fp;
	s->target = target;
	s->max = max;
	s->first = 1;
	return s;
}

void
split_free(struct splitter *s)
{
	if (s == NULL)
		return;
	free(s->b);
	free(s);
}

/* High bit set in each byte of w that is zero; exact, no false hits. */
static inline uint64_t
zero_bytes(uint64_t w)
{
	return ~(((w & LOWS) + LOWS) | w | LOWS);
}

int
split_marker(const unsigned char *b, size_t p, size_t avail, int at_eof)
{
	unsigned	 c;

	if (p + 3 > avail || b[p] != '-' || b[p + 1] != '-' ||
	    b[p + 2] != '-')
		return 0;
	if (p + 3 == avail)
		return at_eof;
	c = b[p + 3];
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* 1 if b[j] starts a line break libyaml has and a newline count misses. */
static int
odd_break(const unsigned char *b, size_t j, size_t avail)
{
	switch (b[j]) {
	case '\r':
		return j + 1 >= avail || b[j + 1] != '\n';
	case 0xc2:		/* NEL, U+0085 */
		return j + 1 < avail && b[j + 1] == 0x85;
	case 0xe2:		/* LS, PS: U+2028, U+2029 */
		return j + 2 < avail && b[j + 1] == 0x80 &&
		    (b[j + 2] == 0xa8 || b[j + 2] == 0xa9);
	}
	return 0;
}

/*
 * 1 if the stream that starts at b holds a first document without "---":
 * its first line that is not blank, not a comment and not a byte order
 * mark is neither a directive nor a document start.
 */
static int
implicit_first(const unsigned char *b, size_t len, size_t avail, int at_eof)
{
	size_t	 p = 0, q;

	if (len >= 3 && b[0] == 0xef && b[1] == 0xbb && b[2] == 0xbf)
		p = 3;
	while (p < len) {
		for (q = p; q < len && b[q] == ' '; q++)
			continue;
		if (q == len)
			return 0;
		if (b[q] == '#' || b[q] == '\n' || b[q] == '\r') {
			while (q < len && b[q] != '\n')
				q++;
			p = q + 1;
			continue;
		}
		if (q == p && (b[q] == '%' ||
		    split_marker(b, p, avail, at_eof)))
			return 0;
		return 1;
	}
	return 0;
}

int
split_count(const unsigned char *b, size_t len, size_t avail, int at_eof,
    int first, uint64_t *lines, int *docs)
{
	uint64_t	 w, nl;
	size_t		 i = 0, j;
	long		 n = 0;

	*lines = 0;
	if (avail < len)
		avail = len;
	if (first && len >= 3 && b[0] == 0xef && b[1] == 0xbb && b[2] == 0xbf)
		i = 3;		/* a byte order mark: the line starts after it */
	if (first)
		n += implicit_first(b, len, avail, at_eof);
	if (i < len && split_marker(b, i, avail, at_eof))
		n++;
	for (;;) {
		while (len - i >= 8) {
			memcpy(&w, b + i, 8);
			if ((w & HIGHS) || zero_bytes(w ^ (ONES * '\r')))
				break;
			nl = zero_bytes(w ^ (ONES * '\n'));
			if (nl) {
				/* One high bit per newline: add them up. */
				*lines += ((nl >> 7) * ONES) >> 56;
				for (j = i; j < i + 8; j++)
					if (b[j] == '\n' && j + 1 < len &&
					    split_marker(b, j + 1, avail,
					    at_eof))
						n++;
			}
			i += 8;
		}
		if (i == len)
			break;
		/* One byte at a time until the next word. */
		for (j = i + 8 < len ? i + 8 : len; i < j; i++) {
			if (b[i] == '\n') {
				(*lines)++;
				if (i + 1 < len && split_marker(b, i + 1,
				    avail, at_eof))
					n++;
			} else if (b[i] >= 0x80 || b[i] == '\r') {
				if (odd_break(b, i, at_eof ? len : avail))
					return -1;
			}
		}
	}
	*docs = n > INT_MAX ? INT_MAX : (int)n;
	return 0;
}

/* Read more; 0, or -1 on a read error.  Sets eof. */
static int
fill(struct splitter *s)
{
	size_t	 n, want;

	if (s->start > 0 && s->cap - s->end < SPLIT_READ) {
		memmove(s->b, s->b + s->start, s->end - s->start);
		s->end -= s->start;
		s->scan -= s->start;
		s->start = 0;
	}
	if (s->cap - s->end < SPLIT_READ) {
		want = s->end + SPLIT_READ;
		s->cap = s->cap * 2 > want ? s->cap * 2 : want;
		s->b = xrealloc(s->b, s->cap);
	}
	n = fread(s->b + s->end, 1, s->cap - s->end, s->fp);
	s->end += n;
	if (n == 0) {
		if (ferror(s->fp))
			return -1;
		s->eof = 1;
	}
	return 0;
}

/*
 * The cut for the piece at start: the offset of the first document start
 * at least target bytes in, or 0 if there is none in the bytes read so
 * far (*more: reading more may find one).
 */
static size_t
find_cut(struct splitter *s, int *more)
{
	const unsigned char	*q;
	size_t			 lo, h;

	lo = s->start + s->target - 1;	/* the newline before the cut */
	if (lo < s->scan)
		lo = s->scan;
	*more = !s->eof;
	while (lo < s->end &&
	    (q = memchr(s->b + lo, '\n', s->end - lo)) != NULL) {
		h = (size_t)(q - s->b);
		if (h + 4 >= s->end) {	/* the marker is not all here */
			s->scan = h;
			return 0;
		}
		if (split_marker(s->b, h + 1, s->end, 0))
			return h + 1;
		lo = h + 1;
	}
	s->scan = s->end > lo ? s->end : lo;
	return 0;
}

static int
give_up(struct splitter *s)
{
	s->failed = 1;
	return -1;
}

int
split_next(struct splitter *s, struct split_piece *p)
{
	uint64_t	 lines;
	size_t		 cut, len;
	int		 more, docs;

	if (s->failed)
		return -1;
	for (;;) {
		if ((cut = find_cut(s, &more)) != 0) {
			if (cut - s->start > s->max)
				return give_up(s);
			break;
		}
		if (!more) {
			if (s->end == s->start)
				return 0;
			if (s->end - s->start > s->max)
				return give_up(s);
			cut = s->end;	/* the last piece */
			break;
		}
		if (s->end - s->start >= s->max)
			return give_up(s);
		if (fill(s) == -1)
			return give_up(s);
	}
	len = cut - s->start;
	if (split_count(s->b + s->start, len, s->end - s->start,
	    s->eof && cut == s->end, s->first, &lines, &docs) == -1 ||
	    docs > INT_MAX / 2 - s->at.games)
		return give_up(s);
	if (p->cap < len) {
		p->cap = len;
		p->buf = xrealloc(p->buf, p->cap);
	}
	memcpy(p->buf, s->b + s->start, len);
	p->len = len;
	p->origin = s->at;
	p->docs = docs;
	s->at.offset += len;
	s->at.line += lines;
	s->at.games += docs;
	s->start = cut;
	if (s->scan < cut)
		s->scan = cut;
	s->first = 0;
	return 1;
}

int
split_empty(const struct splitter *s)
{
	return s->first && s->at.offset == 0 && s->eof && s->end == s->start;
}

const unsigned char *
split_stop(struct splitter *s, size_t *len, struct reader_origin *o)
{
	s->failed = 1;
	*len = s->end - s->start;
	*o = s->at;
	return s->b != NULL ? s->b + s->start : (const unsigned char *)"";
}
