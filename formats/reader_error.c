/*
 * The reader's syntax errors: libyaml's error (or the input's) kept with
 * its line and column in the whole stream, reported once, and the
 * reading resumed at the next document start after it (genial-record(5),
 * READING A FAULTY RECORD).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "reader_int.h"

/*
 * The stream offset the scanner is at: handed out, less what libyaml
 * holds undecoded and decoded but not scanned (at the end of the input it
 * adds a NUL to its buffer; a byte read as another character it
 * holds as that character's UTF-8, input_held).
 */
static uint64_t
scanner_off(const struct reader *r)
{
	const yaml_parser_t	*p = &r->parser;
	uint64_t		 held;

	held = (uint64_t)(p->raw_buffer.last - p->raw_buffer.pointer) +
	    (uint64_t)(p->buffer.last - p->buffer.pointer);
	if (p->eof && p->buffer.last > p->buffer.pointer &&
	    p->buffer.last[-1] == '\0')
		held--;
	return r->in.base + r->in.pos - input_held(&r->in, held);
}

/*
 * At the end of an input whose last line has no line break, libyaml moves
 * its position to column 0 of a line that is not there.  A mark at that
 * position (line, col: 0-based, from the parser's start) is put back at
 * the end of the last line, whose characters are counted in the bytes in
 * hand.
 */
static void
real_mark(const struct reader *r, size_t *line, size_t *col)
{
	const yaml_parser_t	*p = &r->parser;
	const unsigned char	*s = r->in.src, *e;
	uint64_t		 off = scanner_off(r);
	size_t			 n = 0;

	if (*line != p->mark.line || *col != 0 || p->mark.column != 0 ||
	    *line == 0 || !p->eof || off != r->in.base + r->in.len ||
	    r->in.len == 0)
		return;
	e = s + r->in.len;
	if (e[-1] == '\n' || e[-1] == '\r')
		return;
	for (; e > s && e[-1] != '\n' && e[-1] != '\r'; e--)
		n += (e[-1] & 0xc0) != 0x80;
	(*line)--;
	*col = n;
}

/*
 * Keep libyaml's error (or the input's) for reporting, its lines and byte
 * offsets as in the whole stream (reader_set_origin).
 */
void
rd_syntax_error(struct reader *r)
{
	const yaml_parser_t	*p = &r->parser;
	const char		*problem = p->problem ? p->problem :
				    "unknown problem";
	size_t			 l0 = (size_t)r->in.line0, line, col;
	size_t			 cline, ccol;
	struct srcpos		 at;

	r->errcode = D_YAML_SYNTAX;
	if (p->error == YAML_READER_ERROR && r->in.bad) {
		snprintf(r->errmsg, sizeof(r->errmsg), "%s", r->in.msg);
		r->errcode = r->in.code;
		if (r->in.badpos.line > 0) {
			r->errpos = r->in.badpos;
			return;
		}
		at = input_where(&r->in, p);
		line = l0 + (size_t)at.line;
		r->errpos.line = line > INT32_MAX ? INT32_MAX : (int)line;
		r->errpos.col = at.col;
		return;
	}
	if (p->error == YAML_MEMORY_ERROR) {
		snprintf(r->errmsg, sizeof(r->errmsg),
		    "the YAML parser ran out of memory");
		problem = NULL;
	} else if (p->error == YAML_READER_ERROR)
		snprintf(r->errmsg, sizeof(r->errmsg), "%s at byte %zu",
		    problem, p->problem_offset + (size_t)r->offset0);
	else if (p->context != NULL) {
		cline = p->context_mark.line;
		ccol = p->context_mark.column;
		real_mark(r, &cline, &ccol);
		snprintf(r->errmsg, sizeof(r->errmsg), "%s, %s at line %zu "
		    "column %zu", problem, p->context, l0 + cline + 1,
		    ccol + 1);
	} else
		snprintf(r->errmsg, sizeof(r->errmsg), "%s", problem);
	if (p->error == YAML_SCANNER_ERROR || p->error == YAML_PARSER_ERROR) {
		line = p->problem_mark.line;
		col = p->problem_mark.column;
	} else {
		line = p->mark.line;
		col = p->mark.column;
	}
	real_mark(r, &line, &col);
	line += l0 + 1;
	col++;
	r->errpos.line = line > INT32_MAX ? INT32_MAX : (int)line;
	r->errpos.col = col > INT32_MAX ? INT32_MAX : (int)col;
}

/* A line number as a srcpos holds it. */
static int
line_int(uint64_t line)
{
	return line > INT32_MAX ? INT32_MAX : (int)line;
}

/*
 * After a syntax error: go on with a new parser at the next document
 * start from the error's line on (genial-record(5), READING A FAULTY
 * RECORD), the lines passed over kept for reader_skipped() and said in
 * note, which ends the message.  The broken document keeps its game
 * number.  Returns 0, or -1 if the stream cannot be read on: a limit,
 * a read error, the parser out of memory, an error of the reader's own.
 */
static int
resume(struct reader *r, char *note, size_t size)
{
	yaml_parser_t	*p = &r->parser;
	uint64_t	 off, line, errline, first, last, line1;
	size_t		 mline, mcol;
	int		 found;

	if (r->errcode != D_YAML_SYNTAX || r->errfatal || !r->parser_ok ||
	    r->in.ioerr || r->errpos.line < 1)
		return -1;
	errline = (uint64_t)r->errpos.line - 1;
	if (p->error == YAML_READER_ERROR && r->in.bad) {
		off = r->in.badoff;
		line = errline;
	} else if (p->error == YAML_SCANNER_ERROR ||
	    p->error == YAML_PARSER_ERROR) {
		off = scanner_off(r);
		mline = p->mark.line;
		mcol = p->mark.column;
		real_mark(r, &mline, &mcol);
		line = r->in.line0 + mline;
	} else
		return -1;
	if (off < r->in.base || off > r->in.base + r->in.len ||
	    line < errline)
		return -1;
	/*
	 * The error's own line may be the next document's start (a flow
	 * collection left open runs into it), unless the broken document
	 * (or this parser) started there: then it is that line which is
	 * broken.
	 */
	found = input_resume(&r->in, off, line, errline > r->docline ?
	    errline : errline + 1, r->offset0, &line1);
	first = errline + 1;
	/* A game judged up to a line: the lines after it are not read. */
	if (r->judged > 0 && (uint64_t)r->judged < errline)
		first = (uint64_t)r->judged + 1;
	last = found ? line1 - 1 : line1;
	if (last >= first) {
		r->skip_first = line_int(first);
		r->skip_last = line_int(last);
		if (first == last)
			snprintf(note, size, "; line %d is not read",
			    r->skip_first);
		else
			snprintf(note, size, "; lines %d-%d are not read",
			    r->skip_first, r->skip_last);
	}
	if (found)
		snprintf(note + strlen(note), size - strlen(note), "%s"
		    "reading goes on at the document start on line %d",
		    last >= first ? ", " : "; ", line_int(line1));
	else if (last >= first)
		snprintf(note + strlen(note), size - strlen(note), " (no "
		    "document start '---' follows)");
	r->game = r->d->game;
	r->pending_error = 0;
	if (!found) {
		r->state = RS_END;
		return 0;
	}
	yaml_event_delete(&r->ev);
	memset(&r->ev, 0, sizeof(r->ev));
	yaml_parser_delete(p);
	r->parser_ok = yaml_parser_initialize(p);
	if (r->parser_ok)
		yaml_parser_set_input(p, input_read, &r->in);
	r->offset0 = r->in.base + r->in.pos;	/* the document found */
	r->subfrom = r->offset0;
	span_reset(&r->in.sp, r->offset0);
	r->docline = line1 - 1;
	r->state = RS_START;
	return 0;
}

/*
 * Report the syntax error kept in r, then go on at the next document
 * (resume) or, if that cannot be, abandon the stream.  Returns -1.
 */
int
rd_fail(struct reader *r)
{
	char		 note[160];
	struct diag	*dg;
	int		 at;

	note[0] = '\0';
	r->any = 1;
	r->failed = 1;
	rd_explain(r);
	r->skip_first = r->skip_last = 0;
	/* Judged up to the line before the error's at most. */
	at = r->plain.found ? r->plain.pos.line : r->errpos.line;
	if (r->judged >= at)
		r->judged = at - 1;
	if (r->judged > 0)
		snprintf(note, sizeof(note), "; game %d is judged up to line %d",
		    r->d->game, r->judged);
	if (resume(r, note + strlen(note), sizeof(note) - strlen(note)) != 0)
		r->state = RS_FAILED;
	/* A line of the moves: the entry it breaks (genial(1)). */
	dg = diag_add(r->d, r->errcode, r->plain.move > 0 ? r->plain.move :
	    r->move, r->plain.found ? r->plain.pos :
	    r->errpos, -1, "%s%s", r->plain.found ? r->plain.msg : r->errmsg,
	    note);
	if (r->plain.found && r->plain.fix[0] != '\0')
		diag_set_fix(r->d, dg, "%s", r->plain.fix);
	if (r->plain.found && r->plain.at.line > 0) {
		diag_add_edit(r->d, dg, r->plain.at, r->plain.text);
		r->mend_line = r->plain.at.line;
	}
	return -1;
}

/* For diags_withdraw: a finding of the words read on the mended line
   (a value, a name or a key split where the slip split it), and where
   the mend puts that line under the key above, the key's empty value. */
static int
off_mended(const struct diag *dg, void *arg)
{
	const struct reader *r = arg;

	if (r->plain.under && dg->pos.line + 1 == r->mend_line &&
	    dg->code == D_BAD_VALUE)
		return 1;
	if (dg->pos.line != r->mend_line)
		return 0;
	switch (dg->code) {
	case D_BAD_VALUE:
	case D_UNKNOWN_PLAYER:
	case D_UNKNOWN_KEY:
	case D_MISSPELT_KEY:
	case D_MISSPELT_CLAIM:
		return 1;
	default:
		return 0;
	}
}

/*
 * A line a syntax error's fix mends (rd_fail) was read only in part, as
 * written: what its words were found to be is of the slip, not of the
 * line as meant (genial(1) FAULTY RECORDS, "The reader").
 */
void
rd_mended_finish(struct reader *r)
{
	if (r->mend_line > 0)
		diags_withdraw(r->d, 0, r->d->len, off_mended, r);
}

int
reader_error(const struct reader *r)
{
	return r->failed;
}

int
reader_skipped(const struct reader *r, int *first, int *last)
{
	*first = r->skip_first;
	*last = r->skip_last;
	return r->skip_first > 0;
}

