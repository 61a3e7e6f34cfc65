/*
 * The reader's input picked up again (reader_input.c reads it): after a
 * syntax error, at the next document start the bytes kept or still to
 * come hold, and for a document read again from its start
 * (reader_redo.c), its bytes handed to a new parser once more.
 */
#include <assert.h>
#include <stdint.h>
#include <string.h>

#include "reader_int.h"
#include "split.h"

/* The byte at stream offset o, reading on as needed; -1 past the end. */
static int
byte_at(struct input *in, uint64_t o)
{
	while (o >= in->base + in->len) {
		if (in->fp == NULL || in->eof || in->ioerr || input_refill(in) == -1)
			return -1;
	}
	assert(o >= in->base);
	return in->src[o - in->base];
}

/*
 * From o, a position on a line, to the start of the next line (libyaml's
 * breaks: a newline, a carriage return with or without one).  Returns
 * the offset, or UINT64_MAX at the end of the input.
 */
static uint64_t
next_line(struct input *in, uint64_t o)
{
	int	 c;

	while ((c = byte_at(in, o)) >= 0) {
		o++;
		if (c == '\n')
			return o;
		if (c == '\r')
			return byte_at(in, o) == '\n' ? o + 1 : o;
	}
	return UINT64_MAX;
}

/*
 * Hand out the bytes from stream offset o, the start of line l (0-based),
 * in hand, as at the start of a stream, to a new parser.
 */
static void
hand_from(struct input *in, uint64_t o, uint64_t l)
{
	in->pos = (size_t)(o - in->base);
	in->need = 0;
	in->prev = '\n';
	in->dirs = 0;
	in->mark = o;
	in->marked = in->events;
	in->markline = in->markcol = 0;
	in->line0 = l;
	/*
	 * libyaml decodes all it is handed at once: a document broken
	 * early would otherwise cost a full buffer each time.
	 */
	in->ramp = 256;
	/* What the new parser is handed is counted from here. */
	in->given = 0;
	in->given0 = o;
	while (in->nsub > 0 && in->subs[in->nsub - 1].off >= o)
		in->nsub--;
	if (in->nsub <= 1)
		in->subgone = 0;
	in->subdelta = 0;
	in->subbed = 0;
	in->bad = 0;
	in->code = D_YAML_SYNTAX;
	in->msg[0] = '\0';
	in->badpos.line = in->badpos.col = 0;
}

int
input_line_start(const struct input *in, uint64_t off, uint64_t start,
    uint64_t *o)
{
	*o = off;
	if (off < in->base || off > in->base + in->len || start > off)
		return -1;
	while (*o > start && *o > in->base &&
	    in->src[*o - in->base - 1] != '\n' &&
	    in->src[*o - in->base - 1] != '\r')
		(*o)--;
	return *o > start && *o == in->base ? -1 : 0;
}

void
input_rewind(struct input *in, uint64_t o, uint64_t line)
{
	hand_from(in, o, line);
}

int
input_resume(struct input *in, uint64_t off, uint64_t line, uint64_t from,
    uint64_t after, uint64_t *line1)
{
	const unsigned char	*lo = in->src;
	uint64_t		 lo_off = in->base, o, l;
	unsigned char		 m[4];
	size_t			 j, n = in->len, k;
	int			 c;

	assert(off >= lo_off && off <= in->base + in->len);
	/* Back to the start of line from, if it is in hand. */
	o = UINT64_MAX;
	l = line;
	if (line >= from)
		for (j = (size_t)(off - lo_off); j > 0; j--)
			if (lo[j - 1] == '\n' || (lo[j - 1] == '\r' &&
			    (j >= n || lo[j] != '\n'))) {
				if (l == from) {
					o = lo_off + j;
					break;
				}
				l--;
			}
	if (o == UINT64_MAX) {
		l = line + 1;
		o = next_line(in, off);
	}
	/*
	 * Never the document the parser started at, nor one before it:
	 * its bytes would give the same error again, for ever.  (libyaml
	 * counts a line of its own after a last line with no break, so
	 * the line counted back to may be that document's.)
	 */
	while (o != UINT64_MAX && o <= after) {
		o = next_line(in, o);
		l++;
	}
	for (; o != UINT64_MAX; o = next_line(in, o), l++) {
		for (k = 0; k < 4 && (c = byte_at(in, o + k)) >= 0; k++)
			m[k] = (unsigned char)c;
		if (k == 0) {
			/* The input ends with a line break: the line before. */
			*line1 = l;
			return 0;
		}
		if (split_marker(m, 0, k, k < 4))
			break;
	}
	if (o == UINT64_MAX) {
		*line1 = l;
		return 0;
	}
	/*
	 * Hand out the bytes from o, as at the start of a stream; the text
	 * kept starts there at the next input_keep, the error's line
	 * quoted till then.
	 */
	assert(o >= in->base && o > after);
	in->restart = 1;
	in->restart_off = o;
	in->restart_line = l;
	hand_from(in, o, l);
	*line1 = l + 1;
	return 1;
}
