/*
 * The reader's input: bytes from a FILE or from memory, handed to libyaml
 * through its read handler after a UTF-8 check of our own.
 *
 * libyaml decodes everything it has buffered (up to 16 KiB) as soon as it
 * reads it, so left to itself a bad byte in the third game of a file
 * would abort the parse while the first is still being read, and the
 * entries before the byte with it.  Here each chunk is checked before
 * libyaml sees it (reader_check.c, eight bytes at a time over plain
 * ASCII, which is nearly all of a game record), and what libyaml would
 * refuse never reaches it: each run of such bytes is handed as the one
 * character it is read as, or left out (reader_bytes.c says which), and
 * noted, so that the game is read whole and reported once
 * (rd_bytes).  Offsets in what libyaml was handed are turned back into
 * stream offsets over those notes (input_held) and the span map
 * (span_wide, span_gap).
 *
 * Two limits that libyaml has no way to enforce are kept here too
 * (reader_int.h): no more than READER_MAX_GAP bytes go to libyaml after
 * the last event it produced (it would buffer a scalar that long whole),
 * and no more than READER_MAX_DIRECTIVES directive lines in a row (its
 * handling of %TAG is quadratic).
 */
#include <assert.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "reader_int.h"


void
input_init_file(struct input *in, FILE *fp)
{
	memset(in, 0, sizeof(*in));
	in->fp = fp;
	in->cap = READER_HISTORY + READER_FILE_BUF;
	in->buf = xmalloc(in->cap);
	in->src = in->buf;
	in->prev = '\n';
	in->code = D_YAML_SYNTAX;
	in->keep_ok = 1;
}

void
input_init_mem(struct input *in, const unsigned char *buf, size_t len)
{
	memset(in, 0, sizeof(*in));
	in->src = buf;
	in->len = len;
	in->eof = 1;
	in->prev = '\n';
	in->code = D_YAML_SYNTAX;
	in->keep_ok = 1;
}

void
input_init_prefix(struct input *in, const unsigned char *buf, size_t len,
    FILE *fp)
{
	input_init_file(in, fp);
	in->src = buf;
	in->len = len;
}

void
input_set_origin(struct input *in, uint64_t offset)
{
	in->base = offset;
	in->mark = offset;
	in->keep = offset;
	in->keepline = in->line0;
	in->given0 = offset;
}

void
input_free(struct input *in)
{
	free(in->buf);
	free(in->subs);
	in->buf = NULL;
	in->subs = NULL;
}

/* Record what was wrong with the first bad character. */
void
input_fail(struct input *in, const char *fmt, ...)
{
	va_list		 ap;

	in->bad = 1;
	va_start(ap, fmt);
	vsnprintf(in->msg, sizeof(in->msg), fmt, ap);
	va_end(ap);
}

static int after_break(const unsigned char *, const unsigned char *);
static void walk_lines(size_t *, const unsigned char *, const unsigned char *);

/*
 * Keep only the last part of a game's text that passed READER_MAX_KEPT:
 * from the first line that starts in its last half, counting the lines
 * let go.  Nothing is kept if no line starts there.
 */
static void
keep_less(struct input *in)
{
	const unsigned char	*s = in->src + (size_t)(in->keep - in->base);
	const unsigned char	*end = in->src + in->len, *p;
	size_t			 lines = 0;

	for (p = end - READER_MAX_KEPT / 2; p < end; p++)
		if (after_break(s, p) && !(p[-1] == '\r' && *p == '\n'))
			break;
	if (p == end) {
		in->keep_ok = 0;
		return;
	}
	walk_lines(&lines, s, p);
	in->keep += (uint64_t)(p - s);
	in->keepline += lines;
}

/*
 * The next block of the file after the bytes in hand (all handed out),
 * read into buf behind the bytes kept: those from in->keep on (the
 * text kept for quoting), and at least the last READER_HISTORY (for
 * input_resume), moved to the front, or after a prefix copied from it.
 * Returns 0, with in->eof set at the end of the file; or -1 on a read
 * error, which fails the input.
 */
int
input_refill(struct input *in)
{
	uint64_t	 end = in->base + in->len;
	size_t		 k, n;
	int		 own = in->src == in->buf;

	if (in->keep_ok && in->keep >= in->base && in->keep <= end &&
	    end - in->keep > READER_MAX_KEPT)
		keep_less(in);
	k = in->len < READER_HISTORY ? in->len : READER_HISTORY;
	if (in->keep_ok && in->keep >= in->base && in->keep <= end &&
	    end - in->keep > k)
		k = (size_t)(end - in->keep);
	/*
	 * k is at most the bytes in hand, which after a prefix
	 * (input_init_prefix) may be more than buf holds: compare before
	 * subtracting, so that the room left cannot wrap.
	 */
	assert(k <= in->len);
	if (k > in->cap || in->cap - k < READER_FILE_BUF / 2) {
		in->cap = k + READER_FILE_BUF;
		in->buf = xrealloc(in->buf, in->cap);
		if (own)
			in->src = in->buf;
	}
	assert(k <= in->cap && in->cap - k >= READER_FILE_BUF / 2);
	if (k > 0)
		memmove(in->buf, in->src + (in->len - k), k);
	in->base = end - k;
	in->src = in->buf;	/* after a prefix: the file */
	if (!in->keep_ok)
		in->keep = end;
	n = fread(in->buf + k, 1, in->cap - k, in->fp);
	in->pos = k;
	in->len = k + n;
	if (n == 0) {
		if (ferror(in->fp)) {
			input_fail(in, "cannot read the input: %s", strerror(errno));
			in->badoff = end;
			in->ioerr = 1;
			return -1;
		}
		in->eof = 1;
	}
	return 0;
}

/*
 * Note the run in->sub, handed to libyaml: after a run left out just
 * before it, that run grows instead; its bytes are let go by the span
 * map too (span_gap), or made one character of the run's width.  Past
 * READER_MAX_SUBS notes, those between the first and the last half are
 * let go and counted (subgone).
 */
static void
sub_note(struct input *in, uint32_t cp)
{
	struct in_sub	*s = &in->sub, *last;
	size_t		 i, keep;

	in->subdelta += (int64_t)s->outn - (int64_t)s->n;
	if (s->outn == 0)
		span_gap(&in->sp, s->off, s->n);
	else if (s->n > 1)
		span_wide(&in->sp, s->off, s->n, cp);
	last = in->nsub > 0 ? &in->subs[in->nsub - 1] : NULL;
	if (last != NULL && s->outn == 0 && last->outn == 0 &&
	    last->kind == s->kind && last->off + last->n == s->off &&
	    UINT16_MAX - last->n >= s->n) {
		for (i = 0; i < s->n && last->n + i < 4; i++)
			last->bytes |= (s->bytes >> (24 - 8 * i) & 0xff) <<
			    (24 - 8 * (last->n + i));
		last->n = (uint16_t)(last->n + s->n);
		return;
	}
	if (in->nsub == READER_MAX_SUBS) {
		/*
		 * The first is kept for the finding, the last half for
		 * input_held (libyaml holds fewer bytes than that); those
		 * between are only counted.
		 */
		keep = READER_MAX_SUBS / 2;
		in->subgone += in->nsub - 1 - keep;
		memmove(in->subs + 1, in->subs + in->nsub - keep,
		    keep * sizeof(*in->subs));
		in->nsub = 1 + keep;
	}
	if (in->nsub == in->capsub) {
		in->capsub = in->capsub ? in->capsub * 2 : 16;
		in->subs = xreallocarray(in->subs, in->capsub,
		    sizeof(*in->subs));
	}
	in->subs[in->nsub++] = *s;
}

uint64_t
input_held(const struct input *in, uint64_t held)
{
	const struct in_sub	*s;
	uint64_t		 from;
	int64_t			 d = 0, di, at;
	size_t			 i;

	if (held > in->given)
		return held;
	from = in->given - held;	/* in what libyaml was handed */
	/*
	 * A run's offset in what libyaml was handed: its offset in the
	 * stream from given0, plus what the runs before it added
	 * (subdelta less what it and the runs after it added).
	 */
	for (i = in->nsub; i > 0; i--) {
		s = &in->subs[i - 1];
		if (s->off < in->given0)
			break;
		di = (int64_t)s->outn - (int64_t)s->n;
		at = (int64_t)(s->off - in->given0) + in->subdelta - d - di;
		if (at < (int64_t)from)
			break;
		d += di;
	}
	return (uint64_t)((int64_t)held - d);
}

/*
 * The read handler.  Returns 1 with *size_read > 0 bytes, 1 with 0 at the
 * end of the input, or 0 (libyaml then reports an input error) once the
 * check or the file has failed.
 */
int
input_read(void *data, unsigned char *buffer, size_t size, size_t *size_read)
{
	struct input	*in = data;
	size_t		 n, k, line, held;
	uint32_t	 cp;
	int		 last, skipped = 0;

	*size_read = 0;
again:
	if (in->bad)
		return 0;
	if (in->events != in->marked) {
		in->mark = in->base + in->pos;
		in->marked = in->events;
	}
	if (in->base + in->pos - in->mark >= READER_MAX_GAP) {
		input_fail(in, "a scalar or comment longer than %d bytes; the rest of "
		    "the input is not read", READER_MAX_GAP);
		in->code = D_LIMIT;
		line = in->markline + in->line0;
		in->badpos.line = line < INT32_MAX ? (int)line + 1 : INT32_MAX;
		in->badpos.col = in->markcol < INT32_MAX ?
		    (int)in->markcol + 1 : INT32_MAX;
		return 0;
	}
	if (in->pos == in->len) {
		if (in->fp != NULL && !in->eof && input_refill(in) == -1)
			return 0;
		if (in->pos == in->len)
			return 1;
	}
	n = in->len - in->pos;
	if (n > size)
		n = size;
	if (in->chunk > 0 && n > in->chunk)
		n = in->chunk;
	if (in->ramp > 0) {
		if (n > in->ramp)
			n = in->ramp;
		in->ramp = in->ramp < READER_FILE_BUF ? in->ramp * 2 : 0;
	}
	for (;;) {
		last = (in->fp == NULL || in->eof) && in->pos + n == in->len;
		k = input_check(in, in->src + in->pos, n, in->base + in->pos,
		    last);
		if (k > 0 || in->bad || in->subbed)
			break;
		/*
		 * The bytes end inside a character: hand it whole, reading
		 * the rest of it first if need be.
		 */
		if (in->pos + n < in->len)
			n = in->len - in->pos < 4 ? in->len - in->pos : 4;
		else {
			held = in->len - in->pos;
			if (input_refill(in) == -1)
				return 0;
			in->pos -= held;
			n = in->len - in->pos;
			if (n > size)
				n = size;
		}
	}
	if (k == 0 && in->bad)
		return 0;
	memcpy(buffer, in->src + in->pos, k);
	in->pos += k;
	in->given += k;
	*size_read = k;
	/* A run read as another character, as its UTF-8, if there is room. */
	if (in->subbed && size - k >= 3) {
		cp = input_sub_cp(&in->sub);
		in->sub.outn = (uint8_t)(cp != 0 ? input_utf8(buffer + k, cp) : 0);
		sub_note(in, cp);
		in->pos += in->sub.n;
		in->given += in->sub.outn;
		*size_read = k + in->sub.outn;
		skipped = in->sub.outn == 0;
	}
	in->subbed = 0;
	/* Only bytes left out so far: read on (0 bytes is the end). */
	if (*size_read == 0 && skipped) {
		skipped = 0;
		goto again;
	}
	return 1;
}

/* A position being moved on over text, as libyaml counts lines. */
struct walk {
	size_t	 line, col;
	int	 cr;		/* the last character was a carriage return */
};

/* Move w over the first n characters (all if n is SIZE_MAX) of s..end. */
static void
walk(struct walk *w, const unsigned char *s, const unsigned char *end,
    size_t n)
{
	size_t	 k;

	for (k = 0; k < n && s != NULL && s < end; k++) {
		if (s[0] == '\r' || (s[0] == 0xc2 && s + 1 < end &&
		    s[1] == 0x85) || (s[0] == 0xe2 && s + 2 < end &&
		    s[1] == 0x80 && (s[2] == 0xa8 || s[2] == 0xa9)) ||
		    (s[0] == '\n' && !w->cr)) {
			w->line++;
			w->col = 0;
		} else if (s[0] != '\n')
			w->col++;
		w->cr = s[0] == '\r';
		s += (s[0] & 0x80) == 0 ? 1 : (s[0] & 0xe0) == 0xc0 ? 2 :
		    (s[0] & 0xf0) == 0xe0 ? 3 : 4;
	}
}

/*
 * Where the parser stopped on a bad character: libyaml's position (the
 * scanner's) moved on over the characters it has decoded but not yet
 * read, then over the bytes it was handed but has not decoded (at the
 * start of a stream it takes three before it decodes any, to look for a
 * byte order mark) and that come before the bad one (the first bytes of a
 * bad sequence may have been handed out before the rest showed it bad).
 * This reads yaml_parser_t's working fields buffer, unread and
 * raw_buffer, part of the structure since libyaml 0.1.
 */
struct srcpos
input_where(const struct input *in, const yaml_parser_t *p)
{
	const unsigned char	*raw = p->raw_buffer.pointer;
	const unsigned char	*end = p->raw_buffer.last;
	uint64_t		 handed = in->base + in->pos, after;
	struct walk		 w;
	struct srcpos		 pos;

	w.line = p->mark.line;
	w.col = p->mark.column;
	w.cr = 0;
	walk(&w, p->buffer.pointer, p->buffer.last, p->unread);
	after = handed > in->badoff ? handed - in->badoff : 0;
	if (raw != NULL && (uint64_t)(end - raw) > after)
		walk(&w, raw, end - after, SIZE_MAX);
	pos.line = w.line >= INT32_MAX ? INT32_MAX : (int)w.line + 1;
	pos.col = w.col >= INT32_MAX ? INT32_MAX : (int)w.col + 1;
	return pos;
}

/* Add to *n the line breaks in s..end, as libyaml counts them. */
static void
walk_lines(size_t *n, const unsigned char *s, const unsigned char *end)
{
	struct walk	 w = { 0, 0, 0 };

	walk(&w, s, end, SIZE_MAX);
	*n += w.line;
}

/* 1 if the character ending just before p (within s..) is a line break. */
static int
after_break(const unsigned char *s, const unsigned char *p)
{
	if (p == s)
		return 1;
	if (p[-1] == '\n' || p[-1] == '\r')
		return 1;
	if (p - s >= 2 && p[-2] == 0xc2 && p[-1] == 0x85)
		return 1;
	return p - s >= 3 && p[-3] == 0xe2 && p[-2] == 0x80 &&
	    (p[-1] == 0xa8 || p[-1] == 0xa9);
}

/*
 * The scanner's offset in the stream is what was handed out less what
 * libyaml holds undecoded (raw_buffer) and decoded but not scanned
 * (buffer, the same bytes for UTF-8 input, and at the end of the input
 * a NUL of its own).  Its line starts mark.column characters before.
 * This reads the working fields of yaml_parser_t, as input_where does.
 */
void
input_keep(struct input *in, const yaml_parser_t *p)
{
	const unsigned char	*s, *at;
	uint64_t		 handed = in->base + in->pos, off;
	size_t			 held = 0, col;

	if (in->restart) {
		in->restart = 0;
		if (in->restart_off >= in->base &&
		    in->restart_off <= in->base + in->len) {
			in->keep = in->restart_off;
			in->keepline = in->restart_line;
			in->keep_ok = 1;
		}
		return;
	}
	if (p->error != YAML_NO_ERROR)
		return;
	if (p->raw_buffer.pointer != NULL)
		held += (size_t)(p->raw_buffer.last - p->raw_buffer.pointer);
	if (p->buffer.pointer != NULL) {
		held += (size_t)(p->buffer.last - p->buffer.pointer);
		if (p->eof && p->buffer.last > p->buffer.pointer &&
		    p->buffer.last[-1] == '\0')
			held--;
	}
	held = (size_t)input_held(in, held);
	if (held > handed - in->base)
		return;
	off = handed - held;
	if (in->keep_ok && off < in->keep)
		return;
	s = in->src;
	at = s + (size_t)(off - in->base);
	for (col = p->mark.column; col > 0 && at > s; col--)
		while (--at > s && (*at & 0xc0) == 0x80)
			;
	if (col > 0 || !after_break(s, at) ||
	    (in->keep_ok && in->base + (uint64_t)(at - s) < in->keep))
		return;
	in->keep = in->base + (uint64_t)(at - s);
	in->keepline = p->mark.line + in->line0;
	in->keep_ok = 1;
}

void
input_view(const struct input *in, struct diags *d)
{
	uint64_t	 end = in->base + in->len;

	if (!in->keep_ok || in->keep < in->base || in->keep > end) {
		d->text = NULL;
		d->textlen = 0;
		d->text_line = 0;
		return;
	}
	d->text = (const char *)in->src + (size_t)(in->keep - in->base);
	d->textlen = (size_t)(end - in->keep);
	d->text_line = in->keepline + 1;
}
