/*
 * The record reader: libyaml events in, one struct record per document.
 *
 * This file holds the event pump (rd_next, rd_skip and the helpers every
 * value reader uses; the common cases inline in reader_int.h), the stream
 * of documents, and the checks made once a whole game has been read
 * (required keys, the player count, names used before the players were
 * listed).  Syntax errors and the reading on after them are in
 * reader_error.c, a document read again once its game is known in
 * reader_redo.c, the reader's findings and their words in
 * reader_diag.c.  The game mapping and its header are read in
 * reader_game.c, the players in reader_players.c, the moves in
 * reader_moves.c and their place texts in reader_place.c, tile lists and
 * claims in reader_values.c; the bytes
 * come through reader_input.c, checked in reader_check.c.
 *
 * Events are pulled one at a time into reader.ev.  Every value reader
 * starts on the value's first event and returns on its last, so a value
 * of the wrong shape is skipped whole (rd_skip) and the next key is read
 * as usual.  Scalars are copied into the game's arena only when they are
 * kept; libyaml's event is deleted on the next pull.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../core/clever_record.h"
#include "reader_int.h"

/* An event libyaml's grammar does not allow here (defensive). */
int
rd_broken(struct reader *r)
{
	r->errcode = D_YAML_SYNTAX;
	r->errfatal = 1;
	snprintf(r->errmsg, sizeof(r->errmsg), "unexpected YAML event");
	r->errpos = rd_pos(r);
	return -1;
}

/*
 * A limit that ends the stream: kept like a syntax error, reported with
 * the code limit.  Returns -1.
 */
int
rd_limit(struct reader *r, struct srcpos pos, const char *fmt, ...)
{
	va_list	 ap;

	r->errcode = D_LIMIT;
	va_start(ap, fmt);
	vsnprintf(r->errmsg, sizeof(r->errmsg), fmt, ap);
	va_end(ap);
	r->errpos = pos;
	return -1;
}

/* rd_next: yaml_parser_parse failed; keep its error. */
int
rd_next_failed(struct reader *r)
{
	memset(&r->ev, 0, sizeof(r->ev));
	rd_syntax_error(r);
	return -1;
}

/*
 * rd_next: the game's text is past its limit, or the event is an alias or
 * a scalar past the size limit.
 */
int
rd_next_rare(struct reader *r)
{
	char	 b[READER_SHOW + 8];

	if (r->text > READER_MAX_GAME)
		return rd_limit(r, rd_pos(r), "the game holds more than "
		    "%d bytes of text; the rest of the input is not read",
		    READER_MAX_GAME);
	if (r->arena.used > READER_MAX_MEMORY)
		return rd_limit(r, rd_pos(r), "the game takes more than %d "
		    "bytes of memory to read; the rest of the input is not "
		    "read", READER_MAX_MEMORY);
	if (r->ev.type == YAML_ALIAS_EVENT) {
		const char	*a = (const char *)r->ev.data.alias.anchor;

		rd_diag(r, D_LIMIT, rd_pos(r), "aliases are not "
		    "supported ('*%s')", rd_show(b, a, strlen(a)));
	} else if (r->ev.type == YAML_SCALAR_EVENT &&
	    r->ev.data.scalar.length > READER_MAX_SCALAR)
		rd_diag(r, D_LIMIT, rd_pos(r), "a scalar of %zu bytes is "
		    "longer than the limit of %d", r->ev.data.scalar.length,
		    READER_MAX_SCALAR);
	return 0;
}

/*
 * rd_skip for a collection: pass over the node that starts with the
 * current event, at nesting depth depth (the document's root is 1),
 * ending on its last event.  Nesting past READER_MAX_DEPTH ends the
 * stream like a syntax error: libyaml's scanner spends time in proportion to the depth on every token
 * of a flow collection, so a few hundred kilobytes of brackets would
 * otherwise take minutes.
 */
int
rd_skip_node(struct reader *r, int depth)
{
	long	 level;

	for (level = 1; level > 0; ) {
		if (depth + level - 1 > READER_MAX_DEPTH)
			return rd_limit(r, rd_pos(r), "nesting deeper than "
			    "%d levels; the rest of the input is not read",
			    READER_MAX_DEPTH);
		if (rd_next(r) != 0)
			return -1;
		switch (r->ev.type) {
		case YAML_MAPPING_START_EVENT:
		case YAML_SEQUENCE_START_EVENT:
			level++;
			break;
		case YAML_MAPPING_END_EVENT:
		case YAML_SEQUENCE_END_EVENT:
			level--;
			break;
		case YAML_SCALAR_EVENT:
		case YAML_ALIAS_EVENT:
			break;
		default:
			return rd_broken(r);
		}
	}
	return 0;
}

/* The rules of the header as read, for its number of players. */
static void
set_rules(struct reader *r)
{
	struct record	*rec = &r->rec;

	rules_default(&rec->rules, rec->nplayers > 0 ? rec->nplayers : 1);
	rec->rules.variant = r->variant;
	rec->rules.ruleset = r->ruleset;
	rec->rules.tiles = r->tiles;
	if (r->has_corners)
		memcpy(rec->rules.corners, r->corners, sizeof(r->corners));
}

/* The checks that need the whole game; sets rules and usable. */
static void
finish_checks(struct reader *r)
{
	struct record	*rec = &r->rec;
	int		 lo, hi, n;
	size_t		 i;
	int		 c, s;

	rec->moves = r->moves;
	rd_kept_finish(r);
	set_rules(r);
	if (!r->root_map) {
		rec->usable = 0;
		return;
	}
	if (rec->kind == RECORD_CLEVER) {
		rd_clever_finish(r);
		return;
	}
	/*
	 * Keys after the error may be there: none is missing, unread; the
	 * players may be the value it broke.
	 */
	if (rec->truncated && ((r->seen & (1u << T_GAME | 1u << T_PLAYERS |
	    1u << T_MOVES)) != (1u << T_GAME | 1u << T_PLAYERS |
	    1u << T_MOVES) || !r->players_ok))
		rec->usable = 0;
	if (!((r->seen >> T_GAME) & 1) && !rec->truncated) {
		rd_diag(r, D_NOT_A_GAME, rec->pos, "the document has no "
		    "'game' key (game: ingenious)");
		rec->usable = 0;
	}
	if (!((r->seen >> T_PLAYERS) & 1) && !rec->truncated) {
		rd_diag(r, D_MISSING_KEY, rec->pos, "the game has no "
		    "'players' key");
		rec->usable = 0;
	}
	if (!((r->seen >> T_MOVES) & 1) && !rec->truncated) {
		rd_diag(r, D_MISSING_KEY, rec->pos, "the game has no 'moves' "
		    "key");
		rec->usable = 0;
	}
	/* Every name looked up; a player the header left out put in. */
	rd_resolve(r);
	if (rd_dropped(r))
		set_rules(r);
	n = r->players_n;
	rules_seat_range(r->variant, &lo, &hi);
	if ((r->seen >> T_PLAYERS) & 1 && rec->players_pos.line > 0 &&
	    (n < lo || n > hi)) {
		if (lo == hi)
			rd_diag(r, D_PLAYER_COUNT, rec->players_pos, "a %s game "
			    "needs %d player%s, this one has %d",
			    rules_variant_name(r->variant), lo, lo == 1 ? "" : "s",
			    n);
		else
			rd_diag(r, D_PLAYER_COUNT, rec->players_pos, "a %s game "
			    "needs %d to %d players, this one has %d",
			    rules_variant_name(r->variant), lo, hi, n);
		rec->usable = 0;
	}
	if (r->header_bad || r->players_bad)
		rec->usable = 0;

	/* Only the duel counts from a side of the track, below zero. */
	if (r->variant == VARIANT_DUEL || !r->negatives)
		return;
	for (i = 0; i < rec->nmoves; i++)
		for (c = 0; c < COLOURS; c++)
			if ((rec->moves[i].total.has >> c) & 1 &&
			    rec->moves[i].total.v[c] < 0) {
				diag_add(r->d, D_BAD_VALUE, (int)i + 1,
				    claim_vpos(&rec->moves[i].total, c), -1,
				    "total for %s must not be negative, not %d",
				    colour_name(c), rec->moves[i].total.v[c]);
				rec->moves[i].total.has &= (uint8_t)~(1u << c);
			}
	for (s = 0; s < MAX_SEATS; s++)
		for (c = 0; c < COLOURS; c++)
			if ((rec->result[s].has >> c) & 1 &&
			    rec->result[s].v[c] < 0) {
				rd_diag(r, D_BAD_VALUE,
				    claim_vpos(&rec->result[s], c),
				    "result for %s must not be negative, not %d",
				    colour_name(c), rec->result[s].v[c]);
				rec->result[s].has &= (uint8_t)~(1u << c);
			}
}

/*
 * finish_checks; then, for a game that is not replayed, the names of
 * players that are none of the players, marked on their entries for the
 * replay to report (reader_players.c), reported here.
 */
static void
finish(struct reader *r)
{
	const struct rec_move	*m;
	size_t			 i;

	finish_checks(r);
	rd_unread_finish(r, r->rec.kind != RECORD_CLEVER && !r->rec.usable);
	if (r->rec.kind != RECORD_CLEVER && !r->rec.usable)
		for (i = 0; i < r->rec.nmoves; i++)
			if ((m = &r->rec.moves[i])->player_unknown != NULL)
				diag_add(r->d, D_UNKNOWN_PLAYER, (int)i + 1,
				    m->player_pos, -1, "'%s' is not one of the "
				    "players", m->player_unknown);
	rd_mended_finish(r);
}

/* Forget the last game; start the next one. */
static void
begin_game(struct reader *r)
{
	arena_reset(&r->arena);
	/* A game of many entries does not pin them for the next. */
	if (r->movecap * sizeof(*r->moves) > READER_KEEP) {
		memuse_sub(r->arena.mu, r->movecap * sizeof(*r->moves));
		free(r->moves);
		r->moves = NULL;
		r->movecap = 0;
	}
	if (r->cmovecap * sizeof(*r->cmoves) > READER_KEEP) {
		memuse_sub(r->arena.mu, r->cmovecap * sizeof(*r->cmoves));
		free(r->cmoves);
		r->cmoves = NULL;
		r->cmovecap = 0;
	}
	r->text = 0;
	memset(&r->rec, 0, sizeof(r->rec));
	r->rec.game = ++r->game;
	r->any = 1;
	r->rec.usable = 1;
	r->rec.winner = -1;
	r->rec.moves = r->moves;
	r->d->game = r->game;
	r->move = 0;
	r->seen = 0;
	r->kind_known = 0;
	r->redo = r->redo_ok = 0;
	r->early = 0;
	r->misread = r->noread = 0;
	memset(r->tree, 0, sizeof(r->tree));
	memset(r->keptname, 0, sizeof(r->keptname));
	r->later = NULL;
	r->latertail = &r->later;
	r->cown.n = 0;
	r->root_map = 0;
	r->variant = VARIANT_STANDARD;
	r->ruleset = RULES_KOSMOS;
	r->tiles = TILES_STANDARD;
	r->has_corners = 0;
	r->players_ok = r->players_n = r->players_bad = 0;
	r->nstranger = 0;
	r->seat_hint = 0;
	r->header_bad = r->moves_limited = r->negatives = 0;
	r->mend_line = 0;
	r->entry_open = 0;
	r->open_key = -1;
	r->last_key = -1;
	r->subend_set = 0;
	r->ndiags = 0;
	r->pend = NULL;
	memset(r->was, 0, sizeof(r->was));
	r->pendtail = &r->pend;
}

static struct reader *
reader_alloc(void)
{
	struct reader	*r = xcalloc(1, sizeof(*r));

	arena_init(&r->arena);
	arena_init(&r->scratch);
	r->parser_ok = yaml_parser_initialize(&r->parser);
	if (r->parser_ok)
		yaml_parser_set_input(&r->parser, input_read, &r->in);
	r->state = RS_START;
	return r;
}

struct reader *
reader_new(FILE *fp)
{
	struct reader	*r = reader_alloc();

	input_init_file(&r->in, fp);
	return r;
}

struct reader *
reader_new_mem(const unsigned char *buf, size_t len)
{
	struct reader	*r = reader_alloc();

	input_init_mem(&r->in, buf, len);
	return r;
}

struct reader *
reader_new_prefix(const unsigned char *buf, size_t len, FILE *fp)
{
	struct reader	*r = reader_alloc();

	input_init_prefix(&r->in, buf, len, fp);
	return r;
}

void
reader_set_origin(struct reader *r, const struct reader_origin *o)
{
	r->in.line0 = o->line;
	r->offset0 = r->subfrom = o->offset;
	span_reset(&r->in.sp, o->offset);
	r->docline = o->line;
	r->game = o->games > 0 ? o->games : 0;
	r->any = r->game > 0;
	input_set_origin(&r->in, o->offset);
}

void
reader_set_chunk(struct reader *r, size_t n)
{
	r->in.chunk = n;
}

void
reader_free(struct reader *r)
{
	if (r == NULL)
		return;
	yaml_event_delete(&r->ev);	/* all zero if there is none */
	if (r->parser_ok)
		yaml_parser_delete(&r->parser);
	input_free(&r->in);
	span_free(&r->in.sp);
	free(r->colon.text);
	memuse_sub(r->arena.mu, r->movecap * sizeof(*r->moves) +
	    r->cmovecap * sizeof(*r->cmoves));
	arena_free(&r->arena);
	arena_free(&r->scratch);
	free(r->moves);
	free(r->cmoves);
	free(r->cown.v);
	free(r);
}

void
reader_set_memuse(struct reader *r, struct memuse *mu)
{
	r->arena.mu = mu;
	r->scratch.mu = mu;
}

/* The checks once a game's nodes are read; then the document's end. */
static int
end_game(struct reader *r)
{
	r->move = 0;
	finish(r);
	if (r->joined) {	/* the next game is in the same mapping */
		rd_bytes(r, r->rec.pos, 0);
		return 1;
	}
	/* A syntax error just after the game waits for the next call. */
	if (rd_next(r) != 0) {
		rd_bytes(r, r->rec.pos, 0);
		r->pending_error = 1;
	} else if (r->ev.type != YAML_DOCUMENT_END_EVENT) {
		rd_bytes(r, r->rec.pos, 0);
		rd_broken(r);
		r->pending_error = 1;
	} else	/* with the comments after the game's last node */
		rd_bytes(r, r->rec.pos, span_byte(&r->in.sp,
		    r->ev.end_mark.index));
	return 1;
}


/*
 * A syntax error inside a game mapping, of either game: the entries read
 * before it are judged (genial(1) FAULTY RECORDS).  The entry it broke
 * is dropped, with what the reader said of it, and so is a clever key's
 * value it broke (its tree is not whole); the error's message says up to
 * which line the game is judged.  Returns 1, the game read so far with
 * the error among its findings; or rd_fail's -1, in the place of a game,
 * when no game mapping had started with its game key, or the error is a
 * limit, which ends the stream.
 */
static int
broken_game(struct reader *r)
{
	struct record	*rec = &r->rec;
	size_t		 line;

	if (!r->root_map || !((r->seen >> T_GAME) & 1) ||
	    r->errcode != D_YAML_SYNTAX) {
		if (rec->kind == RECORD_CLEVER)
			rd_clever_drop(r);
		/* The keys kept for a game never named: reported all the
		   same (finish() does it for a game judged). */
		rd_kept_finish(r);
		return rd_fail(r);
	}
	/*
	 * Up to the line before the entry it broke, else to the end of the
	 * last value read whole.
	 */
	line = r->done_line + (size_t)r->in.line0 + 1;
	if (r->entry_open) {
		if (rec->kind != RECORD_CLEVER)	/* clever counts whole ones */
			rec->nmoves--;
		diags_truncate(r->d, r->entry_mark);
		if (r->entry_line > 1)
			line = (size_t)r->entry_line - 1;
	}
	if (rec->kind == RECORD_CLEVER && r->open_key >= 0)
		r->tree[r->open_key] = NULL;	/* moves: read as they came */
	/* In the moves the error is the next entry's, as Ingenious's. */
	if (rec->kind == RECORD_CLEVER && r->open_key == T_MOVES &&
	    rec->clever->has_moves)
		r->move = rec->clever->nmoves + 1 > INT32_MAX ? INT32_MAX :
		    (int)rec->clever->nmoves + 1;
	r->judged = line > INT32_MAX ? INT32_MAX : (int)line;
	rec->truncated = 1;
	/* Its bytes read as other characters: those of what was read. */
	r->substart = r->subfrom;
	r->subend = span_byte(&r->in.sp, r->in.sp.endidx);
	r->subend_set = 1;
	rd_fail(r);
	r->judged = 0;
	r->move = 0;
	finish(r);
	rd_bytes(r, r->rec.pos, 0);
	return 1;
}

/*
 * The game of the document whose start is the current event; read again
 * from there, as the game its game key names, when that key came after
 * keys read as the other game's (reader_redo.c): at most once, as the
 * game is then known from its first key.
 */
static int
read_doc(struct reader *r)
{
	struct srcpos	 at = rd_pos(r);
	int		 redo = r->redo;
	uint32_t	 noread = r->noread;

	r->docline = r->in.line0 + r->ev.end_mark.line;	/* after a directive */
	r->doc_mark = r->d->len;
	begin_game(r);
	/* Keys the game was found to have on a reading before. */
	r->noread = redo ? noread : 0;
	r->redo_ok = 1;
	r->doc_off = at.off;
	r->doc_line = (uint64_t)at.line - 1;
	if (redo == 1 + RECORD_CLEVER) {
		r->kind_known = 1;
		rd_clever_begin(r);
	}
	r->rec.pos = rd_pos(r);	/* the root's, once it is read */
	if (rd_next(r) != 0 || rd_root(r) != 0) {
		if (r->redo)
			return rd_redo(r) == 0 ? read_doc(r) : rd_fail(r);
		return broken_game(r);
	}
	return end_game(r);
}

/* reader_next() but for the text kept for quoting. */
static int
next_game(struct reader *r, const struct record **recp, struct diags *d)
{
	*recp = &r->rec;
	r->d = d;
	r->move = 0;
	if (r->state == RS_END || r->state == RS_FAILED)
		return 0;
	if (!r->parser_ok) {
		d->game = r->game + 1;
		r->errcode = D_YAML_SYNTAX;
		snprintf(r->errmsg, sizeof(r->errmsg), "the YAML parser cannot "
		    "start: out of memory");
		return rd_fail(r);
	}
	if (r->pending_error) {
		d->game = r->game + 1;
		return rd_fail(r);
	}
	if (r->state == RS_START) {
		d->game = r->game + 1;
		if (rd_next(r) != 0)
			return rd_fail(r);
		if (r->ev.type != YAML_STREAM_START_EVENT)
			return rd_broken(r), rd_fail(r);
		r->state = RS_STREAM;
	}
	d->game = r->game + 1;
	if (r->joined) {
		/* The next game goes on in the mapping of the last one. */
		r->joined = 0;
		begin_game(r);
		if (rd_joined(r) != 0)
			return broken_game(r);
		return end_game(r);
	}
	if (rd_next(r) != 0)
		return rd_fail(r);
	if (r->ev.type == YAML_STREAM_END_EVENT) {
		r->state = RS_END;
		if (r->any)
			return 0;
		/* Empty, or only comments: a finding (genial(1)). */
		r->any = 1;
		diag_add(d, D_NOT_A_GAME, 0, rd_pos(r), -1, "the input holds "
		    "no game: it is empty or holds only comments");
		return -2;
	}
	if (r->ev.type != YAML_DOCUMENT_START_EVENT)
		return rd_broken(r), rd_fail(r);
	return read_doc(r);
}

int
reader_next(struct reader *r, const struct record **recp, struct diags *d)
{
	int	 rc;

	/*
	 * The last game's text may go once its findings are out; not if
	 * the next game goes on in its mapping (joined).  After a syntax
	 * error, the text kept starts again at the document found.
	 */
	if ((r->state == RS_STREAM && !r->pending_error && !r->joined) ||
	    r->in.restart)
		input_keep(&r->in, &r->parser);
	r->skip_first = r->skip_last = 0;
	r->failed = 0;
	rc = next_game(r, recp, d);
	input_view(&r->in, d);
	return rc;
}
