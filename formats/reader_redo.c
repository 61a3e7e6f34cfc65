/*
 * A document read a second time, as the game its game key names, when
 * that key comes after keys already read as the other game's.  The spine
 * (reader_game.c) reads the keys of a record as their events come, and
 * before the game key it takes the record for an Ingenious one, the
 * default: its moves, racks and claims are read as Ingenious's, whose
 * events are then gone.  Should the game key say clever, the document is
 * read again from its start, its game known from the first key on, and
 * what the first reading said of it is taken back: key order never
 * changes a verdict (genial-clever(5)).  A record whose game key comes
 * first, as nearly all do, is read once; one that comes late is read at
 * most twice, so the time and memory it takes stay bounded as before.
 *
 * The bytes are at hand: the text kept for quoting holds the game from
 * its first line (input_keep), up to READER_MAX_KEPT bytes.  A game
 * joined to the one before it without '---' (rd_joined) starts inside
 * that one's mapping and is not read again, nor one whose start is no
 * longer kept: those are read on as they are.
 */
#include <string.h>

#include "reader_int.h"

int
rd_redo_ask(struct reader *r, enum record_kind kind)
{
	uint64_t	 o;

	if (!r->redo_ok || r->doc_off == SPAN_UNKNOWN ||
	    input_line_start(&r->in, r->doc_off, r->offset0, &o) != 0)
		return 0;
	r->doc_off = o;
	r->redo = 1 + (int)kind;
	return 1;
}

int
rd_redo(struct reader *r)
{
	yaml_parser_t	*p = &r->parser;

	input_rewind(&r->in, r->doc_off, r->doc_line);
	diags_truncate(r->d, r->doc_mark);
	r->game--;
	yaml_event_delete(&r->ev);
	memset(&r->ev, 0, sizeof(r->ev));
	yaml_parser_delete(p);
	r->parser_ok = yaml_parser_initialize(p);
	if (!r->parser_ok) {
		r->errcode = D_YAML_SYNTAX;
		r->errfatal = 1;
		snprintf(r->errmsg, sizeof(r->errmsg), "the YAML parser cannot "
		    "start: out of memory");
		r->errpos = r->rec.pos;
		r->redo = 0;
		return -1;
	}
	yaml_parser_set_input(p, input_read, &r->in);
	r->offset0 = r->in.base + r->in.pos;	/* the line it starts on */
	span_reset(&r->in.sp, r->offset0);
	r->docline = r->in.line0;
	if (rd_next(r) != 0)
		return -1;
	if (r->ev.type != YAML_STREAM_START_EVENT)
		return rd_broken(r);
	if (rd_next(r) != 0)
		return -1;
	if (r->ev.type != YAML_DOCUMENT_START_EVENT)
		return rd_broken(r);
	return 0;
}
