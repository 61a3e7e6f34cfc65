/*
 * The bytes of each node the reader records (struct srcpos off and len),
 * for a fix that replaces them (`genial fix`, genial(1)).
 *
 * libyaml's marks count characters from the first byte its parser was
 * handed, so a mark is a byte offset only in plain ASCII.  The UTF-8
 * check (reader_check.c) sees every character of more than one byte before
 * libyaml does and notes it here (span_wide), in runs of neighbouring
 * characters of one width; a mark's byte offset is then its index plus
 * the extra bytes of the wide characters before it (span_byte in
 * reader_int.h, which in ASCII text is one addition).  A byte order mark
 * at the start is not counted by libyaml at all: its three bytes are
 * extra.  After a syntax error a new parser starts counting again
 * (span_reset).
 */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "reader_int.h"

void
span_reset(struct span_map *sp, uint64_t origin)
{
	sp->origin = origin;
	sp->base = sp->total = 0;
	sp->endidx = 0;
	sp->endline = 0;
	sp->n = 0;
}

void
span_free(struct span_map *sp)
{
	free(sp->v);
	sp->v = NULL;
	sp->n = sp->cap = 0;
}

/*
 * Let go of the runs that end before the last event's end: no mark still
 * to be turned into an offset lies before it.  Returns 1 if room was made.
 */
static int
span_trim(struct span_map *sp)
{
	size_t	 k = 0;

	while (k + 1 < sp->n && sp->v[k].idx + sp->v[k].count <= sp->endidx)
		k++;
	if (k == 0)
		return 0;
	sp->base = sp->v[k].extra;
	memmove(sp->v, sp->v + k, (sp->n - k) * sizeof(*sp->v));
	sp->n -= k;
	return 1;
}

/*
 * No room and none to make (a long scalar or comment with many wide
 * characters among narrow ones): the two oldest runs become one region
 * (width 0), whose characters' offsets are no longer known, though those
 * after it are.  The text of one event at most is in it: what the gap
 * limit allows (reader_int.h, READER_MAX_GAP).
 */
static void
span_merge(struct span_map *sp)
{
	struct span_run	*a = &sp->v[0], *b = &sp->v[1];
	uint64_t	 end = b->idx + b->count;

	a->count = end - a->idx > UINT32_MAX ? UINT32_MAX :
	    (uint32_t)(end - a->idx);
	a->width = 0;
	memmove(sp->v + 1, sp->v + 2, (sp->n - 2) * sizeof(*sp->v));
	sp->n--;
	assert(sp->n >= 2);	/* the region's end: the next run's extra */
}

/* Room for one more run, letting go of runs or merging the oldest. */
static void
span_room(struct span_map *sp)
{
	if (sp->n == sp->cap && !span_trim(sp)) {
		if (sp->cap < SPAN_MAX_RUNS) {
			sp->cap = sp->cap ? sp->cap * 2 : 16;
			sp->v = xreallocarray(sp->v, sp->cap, sizeof(*sp->v));
		} else
			span_merge(sp);
	}
}

void
span_wide(struct span_map *sp, uint64_t off, int width, uint32_t cp)
{
	struct span_run	*last;
	uint64_t	 idx;

	if (off < sp->origin)
		return;
	/* libyaml skips a byte order mark at the start, uncounted. */
	if (off == sp->origin && cp == 0xfeff && sp->total == 0) {
		sp->base += (uint64_t)width;
		sp->total += (uint64_t)width;
		return;
	}
	idx = off - sp->origin - sp->total;
	last = sp->n > 0 ? &sp->v[sp->n - 1] : NULL;
	if (last != NULL && last->idx + last->count == idx &&
	    last->width == (uint32_t)width && last->count < UINT32_MAX) {
		last->count++;
		sp->total += (uint64_t)width - 1;
		return;
	}
	span_room(sp);
	sp->v[sp->n].idx = idx;
	sp->v[sp->n].extra = sp->total;
	sp->v[sp->n].count = 1;
	sp->v[sp->n].width = (uint32_t)width;
	sp->n++;
	sp->total += (uint64_t)width - 1;
}

void
span_gap(struct span_map *sp, uint64_t off, uint32_t n)
{
	struct span_run	*last;
	uint64_t	 idx, extra;
	uint32_t	 width = 1;

	if (off < sp->origin || n == 0)
		return;
	idx = off - sp->origin - sp->total;
	if (idx == 0) {
		/* Before the first character: as a byte order mark. */
		sp->base += n;
		sp->total += n;
		return;
	}
	extra = sp->total;
	last = sp->n > 0 ? &sp->v[sp->n - 1] : NULL;
	if (last != NULL && last->width > 0 && last->idx + last->count == idx) {
		/* The character before is the last of a run: wider. */
		if (last->count == 1) {
			last->width += n;
			sp->total += n;
			return;
		}
		last->count--;
		width = last->width;
		extra = sp->total - (width - 1);
	}
	span_room(sp);
	sp->v[sp->n].idx = idx - 1;
	sp->v[sp->n].extra = extra;
	sp->v[sp->n].count = 1;
	sp->v[sp->n].width = width + n;
	sp->n++;
	sp->total += n;
}

uint64_t
span_byte_rare(const struct span_map *sp, uint64_t idx)
{
	const struct span_run	*r;
	size_t			 lo = 0, hi = sp->n, mid;
	uint64_t		 in;

	/* The last run that starts before idx. */
	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (sp->v[mid].idx < idx)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0)
		return sp->origin + sp->base + idx;
	r = &sp->v[lo - 1];
	if (r->width == 0) {
		/* In a region, unknown; after it, the next run's extra. */
		if (idx - r->idx < r->count)
			return SPAN_UNKNOWN;
		return sp->origin + idx + r[1].extra;
	}
	in = idx - r->idx < r->count ? idx - r->idx : r->count;
	return sp->origin + idx + r->extra + in * (r->width - 1);
}

int
rd_scalar_quoted(const struct reader *r)
{
	switch (r->ev.data.scalar.style) {
	case YAML_PLAIN_SCALAR_STYLE:
		return 0;
	case YAML_SINGLE_QUOTED_SCALAR_STYLE:
	case YAML_DOUBLE_QUOTED_SCALAR_STYLE:
		return 1;
	default:
		return -1;
	}
}

struct srcpos
rd_subspan(const struct reader *r, size_t at, size_t n)
{
	const yaml_event_t	*ev = &r->ev;
	const unsigned char	*s = ev->data.scalar.value;
	struct srcpos		 p = rd_pos(r);
	size_t			 vlen = ev->data.scalar.length, i;
	int			 q = rd_scalar_quoted(r);

	if (q < 0) {
		p.len = 0;
		return p;
	}
	if (ev->start_mark.line == ev->end_mark.line) {
		p.col += q;
		for (i = 0; i < at && i < vlen; i++)
			if ((s[i] & 0xc0) != 0x80)
				p.col++;
	}
	/*
	 * Every escape and every fold but a lone line break made a space
	 * makes the value shorter than its text: the same length means
	 * each byte of the value is the one at the same place in the text.
	 */
	if (p.len != vlen + 2 * (size_t)q || at > vlen || n > vlen - at) {
		p.len = 0;
		return p;
	}
	p.off += (uint64_t)q + at;
	p.len = (uint32_t)n;
	return p;
}
