/*
 * The record reader's moves: the list, each entry with its action (place,
 * swap, flag) and its optional keys.  Tile lists and claims, which the
 * header has too, are read in reader_values.c.
 */
#include <string.h>

#include "reader_int.h"

enum movekey {
	M_PLACE, M_SWAP, M_FLAG, M_PLAYER, M_SCORE, M_TOTAL, M_BONUS, M_DRAW,
	M_NOTE, M_CLOCK, M__MAX
};

static const struct rd_word movekeys[M__MAX] = {
	RD_WORD("place"), RD_WORD("swap"), RD_WORD("flag"),
	RD_WORD("player"), RD_WORD("score"), RD_WORD("total"),
	RD_WORD("bonus"), RD_WORD("draw"), RD_WORD("note"), RD_WORD("clock")
};

/* The index of a move key, or -1: a switch, for the hot path. */
static inline int
move_key(const char *s, size_t n)
{
#define IS(w, k)	(memcmp(s, w, sizeof(w) - 1) == 0 ? (k) : -1)
	switch (n) {
	case 4:
		switch (s[0]) {
		case 's':
			return IS("swap", M_SWAP);
		case 'f':
			return IS("flag", M_FLAG);
		case 'd':
			return IS("draw", M_DRAW);
		case 'n':
			return IS("note", M_NOTE);
		}
		return -1;
	case 5:
		switch (s[0]) {
		case 'p':
			return IS("place", M_PLACE);
		case 's':
			return IS("score", M_SCORE);
		case 't':
			return IS("total", M_TOTAL);
		case 'b':
			return IS("bonus", M_BONUS);
		case 'c':
			return IS("clock", M_CLOCK);
		}
		return -1;
	case 6:
		return IS("player", M_PLAYER);
	}
	return -1;
#undef IS
}

int
rd_move_key(const char *s, size_t n)
{
	return move_key(s, n);
}

/* move_key for rd_key, which takes a function. */
static int
move_key_fn(const char *s, size_t n)
{
	return move_key(s, n);
}

/* The action keys, by bit. */
#define ACTION_KEYS	((1u << M_PLACE) | (1u << M_SWAP) | (1u << M_FLAG))

static const struct rd_word flagwords[] = { RD_WORD("time") };

/* The values' names in messages. */
static const struct rd_what what_swap = { NULL, 0, "swap" };
static const struct rd_what what_draw = { NULL, 0, "draw" };
static const struct rd_what what_score = { NULL, 0, "score" };
static const struct rd_what what_total = { NULL, 0, "total" };
static int
is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/*
 * The place text nearly every record has: "RG M9 M10" on one line, plain
 * or quoted, one space between the words, tile and cells good.  Returns 0
 * with *m filled as the long way below fills it, or -1 for any other text
 * (which the long way then reads, and reports).  The words are ASCII, so
 * their columns are those of the scalar's first character plus offsets.
 */
static int
place_common(struct reader *r, struct rec_move *m)
{
	const char	*s = EV_S(r);
	size_t		 n = EV_N(r), l1;
	struct srcpos	 p;
	struct tile	 t;
	int		 a, b, q;

	if (n < 8 || n > 10 || s[2] != ' ' ||
	    r->ev.start_mark.line != r->ev.end_mark.line)
		return -1;
	if ((q = rd_scalar_quoted(r)) < 0)
		return -1;
	if (s[5] == ' ')
		l1 = 2;
	else if (s[6] == ' ')
		l1 = 3;
	else
		return -1;
	if (tile_parse(s, 2, &t) != 0 ||
	    (a = board_parse_cell(s + 3, l1)) == NO_CELL ||
	    (b = board_parse_cell(s + 4 + l1, n - 4 - l1)) == NO_CELL)
		return -1;
	p = rd_pos(r);
	m->place_ok = 1;
	m->place.tile = t;
	m->place.a = a;
	m->place.b = b;
	m->tile_pos = m->cell_pos[0] = m->cell_pos[1] = p;
	m->tile_pos.col += q;
	m->cell_pos[0].col += q + 3;
	m->cell_pos[1].col += q + 4 + (int)l1;
	if (p.len != n + 2 * (size_t)q) {
		/* Escapes: the words' bytes are not the value's. */
		m->tile_pos.len = m->cell_pos[0].len = m->cell_pos[1].len = 0;
		return 0;
	}
	m->tile_pos.off += (uint64_t)q;
	m->tile_pos.len = 2;
	m->cell_pos[0].off += (uint64_t)q + 3;
	m->cell_pos[0].len = (uint32_t)l1;
	m->cell_pos[1].off += (uint64_t)q + 4 + l1;
	m->cell_pos[1].len = (uint32_t)(n - 4 - l1);
	return 0;
}

/*
 * Report cell j of a place text, s[0..n), as not on the board, with the
 * nearest cell name if one is near (did you mean): returns it, or
 * NO_CELL.
 */
static int
bad_cell(struct reader *r, const struct rec_move *m, int j, const char *s,
    size_t n)
{
	char		 b[READER_SHOW + 8], cb[4];
	int		 c;

	rd_diag(r, D_BAD_CELL, m->cell_pos[j], "cell '%s' is not on the "
	    "board", rd_show(b, s, n));
	if (rd_full(r) || (c = rd_near_cell(s, n)) == NO_CELL)
		return NO_CELL;
	rd_fix(r, board_cell_name(c, cb), m->cell_pos[j], cb, NULL);
	return c;
}

/*
 * A separator between the words of a place text: a blank, or the dash,
 * comma, slash or semicolon a hand puts between the cells ("D7-E7",
 * "D7, E7", "D7/E7").
 */
static int
is_place_sep(char c)
{
	return is_space(c) || c == '-' || c == ',' || c == '/' || c == ';';
}

/*
 * The edits that make the separators of place text s[0..n) (its words
 * at[k], len[k] bytes) one space between the words and none around
 * them, each run of them replaced where the text is its value; else the
 * whole text replaced by fix.
 */
static void
place_gaps(const struct reader *r, struct diag *dg, const struct rec_move *m,
    size_t n, const size_t at[3], const size_t len[3], const char *fix)
{
	struct srcpos	 p[4];
	size_t		 from, to;
	int		 k;

	for (k = 0; k < 4; k++) {
		from = k == 0 ? 0 : at[k - 1] + len[k - 1];
		to = k == 3 ? n : at[k];
		p[k] = rd_subspan(r, from, to - from);
		if (to > from && p[k].len == 0) {
			if (m->action_pos.len > 0)
				diag_add_edit(r->d, dg, m->action_pos, fix);
			return;
		}
	}
	for (k = 0; k < 4; k++)
		if (p[k].len > 0 && !(k > 0 && k < 3 && p[k].len == 1 &&
		    r->ev.data.scalar.value[at[k] - 1] == ' '))
			diag_add_edit(r->d, dg, p[k], k > 0 && k < 3 ? " " : "");
}

/*
 * place: "TILE CELL CELL", letters in either case.  A text that reads as
 * a tile and two cells only with other separators or more blanks than one
 * between the words (genial-record(5)) is reported once, with the text
 * as it should be written for fix, and taken as meant.
 */
static int
read_place(struct reader *r, int depth, struct rec_move *m)
{
	char		 b[READER_SHOW + 8], tb[3], cb[2][4], fix[16];
	const char	*s = EV_S(r);
	size_t		 n = EV_N(r), i = 0, at[3], len[3], k;
	int		 nw = 0, j, cell[2], fixcell[2], odd = 0, nbad = 0;
	struct tile	 fixtile = { 0, 0 };
	struct diag	*dg = NULL;

	m->action = ACT_PLACE;
	if (!is_scalar(r)) {
		rd_diag(r, D_BAD_MOVE, m->action_pos, "place must be text like "
		    "'RG M9 M10', not %s", rd_kind(&r->ev));
		return rd_skip(r, depth);
	}
	if (place_common(r, m) == 0)
		return 0;
	while (nw <= 3) {
		k = i;
		while (i < n && is_place_sep(s[i]))
			i++;
		/* One space between words, none around them. */
		if (i - k != (nw > 0 && i < n) || (i > k && s[k] != ' '))
			odd = 1;
		if (i == n)
			break;
		if (nw < 3)
			at[nw] = i;
		while (i < n && !is_place_sep(s[i]))
			i++;
		if (nw < 3)
			len[nw] = i - at[nw];
		nw++;
	}
	if (nw != 3) {
		rd_diag(r, D_BAD_MOVE, m->action_pos, "place text '%s' must be "
		    "a tile and two cells", rd_show(b, s, n));
		return 0;
	}
	m->place_ok = 1;
	fixtile = m->place.tile;
	m->tile_pos = rd_subspan(r, at[0], len[0]);
	if (tile_parse(s + at[0], len[0], &m->place.tile) != 0) {
		nbad++;
		if (rd_bad_tile(r, m->tile_pos, s + at[0], len[0],
		    &fixtile))
			dg = rd_last(r);
		m->place_ok = 0;
	} else
		fixtile = m->place.tile;
	for (j = 0; j < 2; j++) {
		m->cell_pos[j] = rd_subspan(r, at[j + 1], len[j + 1]);
		cell[j] = fixcell[j] = board_parse_cell(s + at[j + 1],
		    len[j + 1]);
		if (cell[j] == NO_CELL) {
			nbad++;
			if ((fixcell[j] = bad_cell(r, m, j, s + at[j + 1],
			    len[j + 1])) != NO_CELL)
				dg = rd_last(r);
			m->place_ok = 0;
		}
	}
	m->place.a = cell[0];
	m->place.b = cell[1];
	if (!m->place_ok) {
		/*
		 * One word wrong, and a near one for it: the whole entry,
		 * and where the word has no bytes of its own, the whole
		 * text is replaced.
		 */
		if (nbad == 1 && dg != NULL) {
			snprintf(fix, sizeof(fix), "%s %s %s",
			    tile_name(fixtile, tb),
			    board_cell_name(fixcell[0], cb[0]),
			    board_cell_name(fixcell[1], cb[1]));
			diag_set_fix(r->d, dg, "%s", fix);
			if (dg->nedits == 0 && m->action_pos.len > 0)
				diag_add_edit(r->d, dg, m->action_pos, fix);
		}
		return 0;
	}
	if (!odd)
		return 0;
	snprintf(fix, sizeof(fix), "%s %s %s", tile_name(m->place.tile, tb),
	    board_cell_name(cell[0], cb[0]), board_cell_name(cell[1], cb[1]));
	rd_diag(r, D_BAD_MOVE, m->action_pos, "place text '%s': a tile and "
	    "two cells are written one space apart", rd_show(b, s, n));
	if ((dg = rd_last(r)) != NULL) {
		diag_set_fix(r->d, dg, "%s", fix);
		diag_set_why(r->d, dg, "It is read as that");
		place_gaps(r, dg, m, n, at, len, fix);
	}
	return 0;
}

/*
 * bonus: a colour letter or a list of them; a colour listed twice is two
 * calls (the team game's 18 and 36 reached at once).
 */
static int
read_bonus(struct reader *r, int depth, struct rec_move *m)
{
	char		 b[READER_SHOW + 8];
	unsigned	 bits = 0;
	int		 bad = 0, c = NO_COLOUR, near;

	m->bonus_pos = rd_pos(r);
	if (is_scalar(r)) {
		if (!rd_is_null(&r->ev) &&
		    (c = rd_colour_word(EV_S(r), EV_N(r))) == NO_COLOUR) {
			near = rd_near_colour_of(r, EV_S(r), EV_N(r));
			rd_diag(r, D_BAD_VALUE, m->bonus_pos, "bonus must be a "
			    "colour letter or a list of them, not '%s'",
			    rd_show(b, EV_S(r), EV_N(r)));
			rd_colour_fix(r, near, m->bonus_pos);
			bad = 1;
		} else if (!rd_is_null(&r->ev)) {
			bits = 1u << c;
			m->bonus_n[c] = 1;
		}
	} else if (r->ev.type == YAML_SEQUENCE_START_EVENT) {
		for (;;) {
			if (rd_next(r) != 0)
				return -1;
			if (r->ev.type == YAML_SEQUENCE_END_EVENT) {
				rd_close(r, &m->bonus_pos);
				break;
			}
			if (rd_dead(r)) {
				bad = 1;
				continue;
			}
			if (!is_scalar(r) || (c = rd_colour_word(EV_S(r),
			    EV_N(r))) == NO_COLOUR) {
				if (is_scalar(r)) {
					near = rd_near_colour_of(r, EV_S(r),
					    EV_N(r));
					rd_diag(r, D_BAD_VALUE, rd_pos(r),
					    "bonus '%s' is not a colour "
					    "letter", rd_show(b, EV_S(r),
					    EV_N(r)));
					rd_colour_fix(r, near, rd_pos(r));
				} else
					rd_diag(r, D_BAD_VALUE, rd_pos(r),
					    "a bonus colour must be a letter, "
					    "not %s", rd_kind(&r->ev));
				bad = 1;
				if (rd_skip(r, depth + 1) != 0)
					return -1;
				continue;
			}
			bits |= 1u << c;
			if (m->bonus_n[c] < UINT8_MAX)
				m->bonus_n[c]++;
		}
	} else {
		rd_diag(r, D_BAD_VALUE, m->bonus_pos, "bonus must be a colour "
		    "letter or a list of them, not %s", rd_kind(&r->ev));
		return rd_skip(r, depth);
	}
	if (!bad) {
		m->has_bonus = 1;
		m->bonus = (uint8_t)bits;
	} else
		memset(m->bonus_n, 0, sizeof(m->bonus_n));
	return 0;
}

/* The value of move key k. */
static int
read_move_value(struct reader *r, int depth, struct rec_move *m, int k)
{
	char		 b[READER_SHOW + 8];
	int		 ok, seat;
	struct pend	*p;

	switch (k) {
	case M_PLACE:
		m->action_pos = rd_pos(r);
		return read_place(r, depth, m);
	case M_SWAP:
		m->action_pos = rd_pos(r);
		if (rd_tiles(r, depth, &what_swap, &m->swap, &ok) != 0)
			return -1;
		m->action = ok ? ACT_SWAP : ACT_NONE;
		return 0;
	case M_FLAG:
		m->action_pos = rd_pos(r);
		if (is_scalar(r) && rd_word(flagwords, 1, EV_S(r), EV_N(r),
		    1) == 0) {
			m->action = ACT_FLAG;
			return 0;
		}
		if (is_scalar(r))
			rd_diag(r, D_BAD_VALUE, m->action_pos, "flag must be "
			    "'time', not '%s'", rd_show(b, EV_S(r), EV_N(r)));
		else
			rd_diag(r, D_BAD_VALUE, m->action_pos, "flag must be "
			    "'time', not %s", rd_kind(&r->ev));
		return rd_skip(r, depth);
	case M_PLAYER:
		if (!is_scalar(r) || rd_is_null(&r->ev)) {
			rd_diag(r, D_BAD_VALUE, rd_pos(r), "player must be "
			    "a player's name, not %s", rd_kind(&r->ev));
			return rd_skip(r, depth);
		}
		m->player_pos = rd_pos(r);
		seat = rd_lookup(r, EV_S(r), EV_N(r), m->player_pos);
		if (seat == -2) {
			p = rd_pend(r, PEND_MOVE, EV_S(r), EV_N(r),
			    m->player_pos);
			p->move = (size_t)(m - r->moves);
		} else
			m->player = seat;
		return 0;
	case M_SCORE:
		r->rec.uses_claims = 1;
		return rd_claim(r, depth, &what_score, &m->score, 0);
	case M_TOTAL:
		r->rec.uses_claims = 1;
		return rd_claim(r, depth, &what_total, &m->total, 1);
	case M_BONUS:
		r->rec.uses_claims = 1;
		return read_bonus(r, depth, m);
	case M_DRAW:
		if (rd_tiles(r, depth, &what_draw, &m->draw, &ok) != 0)
			return -1;
		m->has_draw = ok;
		return 0;
	case M_NOTE:
		return rd_text(r, depth, "note", &m->note);
	case M_CLOCK:
		return rd_text(r, depth, "clock", &m->clock);
	}
	return 0;
}

/*
 * The byte after a value just read (the current event is its last): a
 * scalar's or a flow collection's end, else the end of the last event
 * with text.
 */
static uint64_t
value_end(const struct reader *r)
{
	if (r->ev.end_mark.index > r->ev.start_mark.index)
		return span_byte(&r->in.sp, r->ev.end_mark.index);
	return span_byte(&r->in.sp, r->in.sp.endidx);
}

/* One entry of moves, at depth depth; the current event is its start. */
static int
read_move(struct reader *r, int depth, struct rec_move *m)
{
	char		 b[READER_SHOW + 8];
	unsigned	 seen = 0;
	uint64_t	 before, end = SPAN_UNKNOWN;
	int		 k, action = -1, twice = 0, keys = 0;

	m->pos = rd_pos(r);
	if (rd_dead(r))
		return 0;
	if (r->ev.type != YAML_MAPPING_START_EVENT) {
		rd_diag(r, D_BAD_MOVE, m->pos, "a move entry must be a mapping "
		    "with place, swap or flag, not %s", rd_kind(&r->ev));
		return rd_skip(r, depth);
	}
	m->flow = r->ev.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE;
	for (;;) {
		before = keys++ > 0 ? end : SPAN_UNKNOWN;
		if (rd_next(r) != 0)
			return -1;
		if (r->ev.type == YAML_MAPPING_END_EVENT) {
			rd_close(r, &m->pos);
			break;
		}
		/*
		 * A key not found here is reported by rd_key; near an action
		 * when the entry has none yet, it is read as that action.
		 */
		if (!is_scalar(r) || (k = move_key(EV_S(r), EV_N(r))) < 0) {
			r->read_as = action < 0 ? ACTION_KEYS & ~seen : 0;
			r->read_as_code = D_BAD_MOVE;
			k = rd_key(r, depth + 1, movekeys, M__MAX,
			    move_key_fn, "in move entry");
			r->read_as = 0;
			if (k == -2)
				return -1;
		}
		if (k >= 0 && (seen >> k) & 1) {
			rd_diag(r, D_DUPLICATE_KEY, rd_pos(r), "key '%s' "
			    "appears twice in the move entry; the first is "
			    "used", movekeys[k].s);
			k = -1;
		} else if (k >= 0)
			seen |= 1u << k;
		if (k >= 0 && k <= M_FLAG && action >= 0) {
			rd_diag(r, D_BAD_MOVE, rd_pos(r), "a move entry has "
			    "two actions: %s and %s", movekeys[action].s,
			    rd_show(b, movekeys[k].s, movekeys[k].n));
			twice = 1;
			k = -1;
		} else if (k >= 0 && k <= M_FLAG)
			action = k;
		if (rd_next(r) != 0)
			return -1;
		if (r->colon.pending)
			rd_colon_take(r);
		if (k < 0 || rd_dead(r)) {
			if (rd_skip(r, depth + 1) != 0)
				return -1;
			end = value_end(r);
			continue;
		}
		if (read_move_value(r, depth + 1, m, k) != 0)
			return -1;
		end = value_end(r);
		if (k == M_BONUS && before != SPAN_UNKNOWN && end !=
		    SPAN_UNKNOWN && m->bonus_pos.len > 0 && before <
		    m->bonus_pos.off && m->bonus_pos.off + m->bonus_pos.len ==
		    end && m->bonus_pos.off - before <= UINT32_MAX)
			m->bonus_sep = (uint32_t)(m->bonus_pos.off - before);
	}
	if (action < 0)
		rd_diag(r, D_BAD_MOVE, m->pos, "a move entry needs one of "
		    "place, swap or flag");
	if (twice) {
		m->action = ACT_NONE;
		m->place_ok = 0;
	}
	return 0;
}

/* A new move entry at the end of the reused array. */
static struct rec_move *
new_move(struct reader *r)
{
	struct rec_move	*m;
	size_t		 cap;

	if (r->rec.nmoves == r->movecap) {
		cap = r->movecap ? r->movecap * 2 : 64;
		if (cap > RECORD_MAX_MOVES)
			cap = RECORD_MAX_MOVES;
		memuse_add(r->arena.mu, (cap - r->movecap) *
		    sizeof(*r->moves));
		r->moves = xreallocarray(r->moves, cap, sizeof(*r->moves));
		r->movecap = cap;
		r->rec.moves = r->moves;
	}
	m = &r->moves[r->rec.nmoves++];
	memset(m, 0, sizeof(*m));
	m->player = -1;
	return m;
}

int
rd_moves(struct reader *r, int depth)
{
	struct record	*rec = &r->rec;

	rec->moves_pos = rd_pos(r);
	if (rd_is_null(&r->ev))
		return 0;	/* no moves yet */
	if (r->ev.type != YAML_SEQUENCE_START_EVENT) {
		rd_diag(r, D_BAD_VALUE, rec->moves_pos, "moves must be a list "
		    "of move entries, not %s", rd_kind(&r->ev));
		r->header_bad = 1;
		return rd_skip(r, depth);
	}
	for (;;) {
		r->move = rec->nmoves + 1 > INT32_MAX ? INT32_MAX :
		    (int)rec->nmoves + 1;
		if (rd_next(r) != 0)
			return -1;
		if (r->ev.type == YAML_SEQUENCE_END_EVENT) {
			rd_close(r, &rec->moves_pos);
			break;
		}
		if (rec->nmoves == RECORD_MAX_MOVES) {
			if (!r->moves_limited)
				rd_diag(r, D_LIMIT, rd_pos(r), "the game has "
				    "more than %d moves; the rest are ignored",
				    RECORD_MAX_MOVES);
			r->moves_limited = 1;
			if (rd_skip(r, depth + 1) != 0)
				return -1;
			continue;
		}
		r->entry_open = 1;
		r->entry_mark = r->d->len;
		if (read_move(r, depth + 1, new_move(r)) != 0)
			return -1;
		r->entry_open = 0;
		r->done_line = rd_end_line(r);
	}
	r->move = 0;
	return 0;
}
