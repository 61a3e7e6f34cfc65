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
#define CLAIM_KEYS	((1u << M_SCORE) | (1u << M_TOTAL))

static const struct rd_word movekeys[M__MAX] = {
	RD_WORD("place"), RD_WORD("swap"), RD_WORD("flag"),
	RD_WORD("player"), RD_WORD("score"), RD_WORD("total"),
	RD_WORD("bonus"), RD_WORD("draw"), RD_WORD("note"), RD_WORD("clock")
};
static const struct rd_keys movekeyset = { movekeys, NULL, M__MAX };

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
/* The value of move key k. */
/* The quote around the scalar value read, or 0 (plain, or no scalar). */
static char
quote_of(const struct reader *r)
{
	if (r->ev.type != YAML_SCALAR_EVENT)
		return 0;
	return r->ev.data.scalar.style == YAML_SINGLE_QUOTED_SCALAR_STYLE ?
	    '\'' : r->ev.data.scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE ?
	    '"' : 0;
}

static int
read_move_value(struct reader *r, int depth, struct rec_move *m, int k)
{
	char		 b[READER_SHOW + 8];
	int		 ok, seat;
	struct pend	*p;
	struct rec_unread u;

	switch (k) {
	case M_PLACE:
		m->action_pos = rd_pos(r);
		m->place_quote = quote_of(r);
		return rd_place(r, depth, m);
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
		m->player_quote = quote_of(r);
		seat = rd_lookup(r, EV_S(r), EV_N(r));
		if (seat == -2) {
			p = rd_pend(r, PEND_MOVE, EV_S(r), EV_N(r),
			    m->player_pos);
			p->move = (size_t)(m - r->moves);
			/* Meanwhile, the player it is near. */
			m->player = rd_name_seat(r, EV_S(r), EV_N(r));
		} else
			m->player = seat;
		return 0;
	case M_SCORE:
	case M_TOTAL:
		r->rec.uses_claims = 1;
		if (rd_claim(r, depth, k == M_SCORE ? &what_score : &what_total,
		    k == M_SCORE ? &m->score : &m->total, k == M_TOTAL,
		    &u) != 0)
			return -1;
		if (((k == M_SCORE ? m->score.bad : m->total.bad) &
		    CLAIM_UNREAD) != 0)
			rd_unread_keep(r, &u, (size_t)(m - r->moves),
			    k == M_SCORE ? UK_SCORE : UK_TOTAL);
		return 0;
	case M_BONUS:
		r->rec.uses_claims = 1;
		return rd_bonus(r, depth, m);
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

/*
 * The rest of an entry on a line of its own: an entry of claims alone
 * (score, total or a call), or a player and claims, no action, nothing
 * else ("- {score: {O: 1, Y: 3}}", "- {player: Ben, score: {B: 2}}"),
 * under a placement written without those keys: they are read as that
 * placement's (genial(1) FAULTY RECORDS).  Their text is from first to
 * end; the fix, where both entries are written {…}, puts it into the
 * placement's entry (before its call, where they have none) and takes
 * the line away.  Returns 1 if so read and reported.
 */
static int
claims_alone(struct reader *r, struct rec_move *m, unsigned seen,
    uint64_t first, uint64_t end)
{
	const unsigned	 claims = (1u << M_SCORE) | (1u << M_TOTAL) |
			    (1u << M_BONUS);
	struct rec_move	*p = m - 1;
	struct srcpos	 to, from;
	struct diag	*dg;
	struct pend	*pd;
	char		 keys[32] = "";
	int		 k;

	if ((seen & claims) == 0 || (seen & ~(claims | 1u << M_PLAYER)) != 0 ||
	    m == r->moves || p->action != ACT_PLACE ||
	    (((seen >> M_PLAYER) & 1) && (p->player_pos.line > 0 ||
	    m->player < 0 || m->player_unknown != NULL)) ||
	    (((seen >> M_SCORE) & 1) && p->score.pos.line > 0) ||
	    (((seen >> M_TOTAL) & 1) && p->total.pos.line > 0) ||
	    (((seen >> M_BONUS) & 1) && p->bonus_pos.line > 0))
		return 0;
	for (k = M_PLAYER; k <= M_BONUS; k++)
		if ((seen >> k) & 1)
			snprintf(keys + strlen(keys), sizeof(keys) -
			    strlen(keys), "%s%s", keys[0] ? " and " : "",
			    movekeys[k].s);
	/* Where the claims go: before the call, else after every value. */
	if (p->bonus_pos.line > 0 && p->bonus_sep > 0) {
		to = p->bonus_pos;
		to.off -= p->bonus_sep;
		to.col -= (int)p->bonus_sep;
		to.len = 0;
	} else
		to = record_values_end(p);
	if ((seen >> M_PLAYER) & 1) {
		p->player = m->player;
		p->player_pos = m->player_pos;
		m->player = -1;
		memset(&m->player_pos, 0, sizeof(m->player_pos));
		/* A name kept for rd_resolve goes with it. */
		for (pd = r->pend; pd != NULL; pd = pd->next)
			if (pd->kind == PEND_MOVE &&
			    pd->move == (size_t)(m - r->moves))
				pd->move = (size_t)(p - r->moves);
	}
	if ((seen >> M_SCORE) & 1)
		p->score = m->score;
	if ((seen >> M_TOTAL) & 1)
		p->total = m->total;
	if ((seen >> M_BONUS) & 1) {
		p->has_bonus = m->has_bonus;
		p->bonus_unread = m->bonus_unread;
		m->bonus_unread = 0;
		p->bonus = m->bonus;
		memcpy(p->bonus_n, m->bonus_n, sizeof(p->bonus_n));
		p->bonus_pos = m->bonus_pos;
		p->bonus_sep = 0;
	}
	rd_unread_moved(r, (size_t)(m - r->moves), (size_t)(p - r->moves),
	    (((seen >> M_SCORE) & 1) << UK_SCORE) |
	    (((seen >> M_TOTAL) & 1) << UK_TOTAL) |
	    (((seen >> M_BONUS) & 1) << UK_BONUS));
	memset(&m->score, 0, sizeof(m->score));
	memset(&m->total, 0, sizeof(m->total));
	m->has_bonus = 0;
	m->bonus = 0;
	rd_diag(r, D_BAD_MOVE, m->pos, "an entry of %s alone, no place, swap "
	    "or flag: read as move %d's, written on a line of its own", keys,
	    r->move - 1);
	if ((dg = rd_last(r)) == NULL || !p->flow || !m->flow ||
	    m->pos.len == 0 || to.line == 0 || (p->bonus_pos.line > 0 &&
	    p->bonus_sep == 0))
		return 1;
	from = m->pos;
	from.col += (int)(first - from.off);
	from.off = first;
	from.len = (uint32_t)(end - first);
	/* Two insertions at one place, made in this order. */
	diag_add_edit(r->d, dg, to, ", ");
	diag_add_copy(r->d, dg, to, from, 0);
	diag_add_edit(r->d, dg, m->pos, "");
	diag_set_why(r->d, dg, "move %d has no %s and the entry has nothing "
	    "else", r->move - 1, keys);
	return 1;
}

/*
 * A place text written as a key of the entry, its "place: " left out
 * ("{RO H4 I4, player: Anna}"): read as the entry's placement, with the
 * key put back as the fix.  The current event is the text; its value
 * (none, as written) is passed over.  Returns 0, or -1 at a failure.
 */
static int
bare_place(struct reader *r, int depth, struct rec_move *m)
{
	char		 b[READER_SHOW + 8];
	struct srcpos	 at = rd_pos(r), ins = at;
	struct diag	*dg;

	m->action_pos = at;
	rd_diag(r, D_BAD_MOVE, at, "the place text '%s' is written without "
	    "its key", rd_show(b, EV_S(r), EV_N(r)));
	if ((dg = rd_last(r)) != NULL) {
		ins.len = 0;
		diag_set_fix(r->d, dg, "place: %s", b);
		diag_add_edit(r->d, dg, ins, "place: ");
		diag_set_why(r->d, dg, "it is a tile and two cells");
	}
	if (rd_place(r, depth + 1, m) != 0 || rd_next(r) != 0)
		return -1;
	if (r->colon.pending)
		rd_colon_take(r);
	return rd_skip(r, depth + 1);
}

/*
 * Where claim cl, read under key k, has its key: kp, the key as written
 * when it is the key's own word (line 0 otherwise), before the claim's
 * mapping on its line (so that a fix's line and column of the key are
 * known).
 */
static void
claim_key(struct claim *cl, int k, struct srcpos kp)
{
	if (kp.line > 0 && kp.line == cl->pos.line && kp.len ==
	    movekeys[k].n && cl->pos.off > kp.off &&
	    cl->pos.off - kp.off <= UINT16_MAX)
		cl->keyat = (uint16_t)(cl->pos.off - kp.off);
}

/* One entry of moves, at depth depth; the current event is its start. */
static int
read_entry(struct reader *r, int depth, struct rec_move *m)
{
	char		 b[READER_SHOW + 8];
	unsigned	 seen = 0;
	uint64_t	 before, end = SPAN_UNKNOWN, first = SPAN_UNKNOWN;
	int		 k, action = -1, twice = 0, keys = 0, other = 0;
	size_t		 uk = SIZE_MAX;	/* an unknown key's diagnostic */
	int		 got;
	struct srcpos	 kp;

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
		if (r->split.pending) {
			/* The rest of a place text cut by a comma? */
			if ((k = rd_place_join(r, m)) < 0)
				return -1;
			if (k == 2 && rd_skip(r, depth + 1) != 0)
				return -1;
			if (k > 0) {
				end = value_end(r);
				continue;
			}
		}
		if (r->ev.type == YAML_MAPPING_END_EVENT) {
			rd_close(r, &m->pos);
			break;
		}
		if (keys == 1)
			first = span_byte(&r->in.sp, r->ev.start_mark.index);
		/*
		 * A key not found here is reported by rd_key; near an action
		 * when the entry has none yet, it is read as that action.
		 */
		kp = rd_pos(r);
		if (!is_scalar(r) || (k = move_key(EV_S(r), EV_N(r))) < 0) {
			kp.line = 0;
			/* A place text written as a key, "place: " left out. */
			if (action < 0 && is_scalar(r) &&
			    rd_is_place_text(EV_S(r), EV_N(r))) {
				if ((k = bare_place(r, depth, m)) != 0)
					return k;
				action = M_PLACE;
				seen |= 1u << M_PLACE;
				end = value_end(r);
				continue;
			}
			/* A player's name as a key, "player: " left out. */
			if (!((seen >> M_PLAYER) & 1) && is_scalar(r) &&
			    rd_name_seat(r, EV_S(r), EV_N(r)) >= 0) {
				if ((k = rd_bare_player(r, depth, m,
				    &movekeyset)) < 0)
					return -1;
				seen |= (unsigned)k << M_PLAYER;
				other |= !k;
				end = value_end(r);
				continue;
			}
			r->read_as = action < 0 ? ACTION_KEYS & ~seen : 0;
			r->read_as_code = D_BAD_MOVE;
			r->read_as_far = r->read_as;
			uk = r->d->len;
			k = rd_key(r, depth + 1, movekeys, M__MAX,
			    move_key_fn, "in move entry");
			r->read_as = r->read_as_far = 0;
			if (k == -2)
				return -1;
			/* Unknown, with no key meant: its value may say. */
			if (k != -1 || !r->kept || r->d->len != uk + 1 ||
			    r->d->v[uk].code != D_UNKNOWN_KEY ||
			    r->d->v[uk].fix != NULL)
				uk = SIZE_MAX;
		}
		if (k < 0)
			other = 1;
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
		if (k < 0 && uk != SIZE_MAX && !rd_dead(r) &&
		    r->ev.type == YAML_MAPPING_START_EVENT &&
		    (~seen & CLAIM_KEYS) != 0) {
			/* points: {Y: 5}, the score misnamed. */
			k = (seen >> M_SCORE) & 1 ? M_TOTAL : M_SCORE;
			if ((got = rd_claim_misnamed(r, depth + 1, uk,
			    movekeys[k].s, k == M_SCORE ? &what_score :
			    &what_total, k == M_SCORE ? &m->score : &m->total,
			    k == M_TOTAL)) < 0)
				return -1;
			if (got) {
				seen |= 1u << k;
				r->rec.uses_claims = 1;
			}
			end = value_end(r);
			continue;
		}
		if (k < 0 || rd_dead(r)) {
			if (rd_skip(r, depth + 1) != 0)
				return -1;
			end = value_end(r);
			continue;
		}
		if (read_move_value(r, depth + 1, m, k) != 0)
			return -1;
		if (k == M_SCORE || k == M_TOTAL)
			claim_key(k == M_SCORE ? &m->score : &m->total, k, kp);
		end = value_end(r);
		if (k == M_BONUS && before != SPAN_UNKNOWN && end !=
		    SPAN_UNKNOWN && m->bonus_pos.len > 0 && before <
		    m->bonus_pos.off && m->bonus_pos.off + m->bonus_pos.len ==
		    end && m->bonus_pos.off - before <= UINT32_MAX)
			m->bonus_sep = (uint32_t)(m->bonus_pos.off - before);
	}
	if (action < 0 && !(other == 0 && first != SPAN_UNKNOWN &&
	    end != SPAN_UNKNOWN && first < end &&
	    claims_alone(r, m, seen, first, end)))
		rd_diag(r, D_BAD_MOVE, m->pos, "a move entry needs one of "
		    "place, swap or flag");
	if (twice) {
		m->action = ACT_NONE;
		m->place_ok = 0;
	}
	return 0;
}

/*
 * One entry of moves (read_entry), and a place text still kept when it
 * ends, even at a syntax error, reported.
 */
static int
read_move(struct reader *r, int depth, struct rec_move *m)
{
	int	 rc;

	r->split.pending = 0;
	rc = read_entry(r, depth, m);
	rd_place_flush(r, m);
	return rc;
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

/*
 * The entries of the moves list at depth, to its end; first: the
 * current event is the first entry.
 */
static int
moves_list(struct reader *r, int depth, int first)
{
	struct record	*rec = &r->rec;

	for (;; first = 0) {
		r->move = rec->nmoves + 1 > INT32_MAX ? INT32_MAX :
		    (int)rec->nmoves + 1;
		if (!first && rd_next(r) != 0)
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
		r->entry_line = rd_pos(r).line;
		if (read_move(r, depth + 1, new_move(r)) != 0)
			return -1;
		r->entry_open = 0;
		r->done_line = rd_end_line(r);
	}
	r->move = 0;
	return 0;
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
	return moves_list(r, depth, 0);
}

int
rd_moves_unkeyed(struct reader *r, int depth)
{
	struct rd_plain	 f;
	struct diag	*dg;

	if (r->players_flow || r->ev.type != YAML_MAPPING_START_EVENT ||
	    r->rec.nplayers == 0 || r->rec.kind == RECORD_CLEVER ||
	    (r->seen >> T_MOVES) & 1 || !rd_lost_key(r, rd_pos(r).line, &f))
		return 0;
	r->seen |= 1u << T_MOVES;
	r->rec.moves_pos = rd_pos(r);
	rd_diag(r, D_MISSING_KEY, f.pos, "%s", f.msg);
	if ((dg = rd_last(r)) != NULL)
		diag_add_edit(r->d, dg, f.at, f.text);
	return moves_list(r, depth, 1) != 0 ? -1 : 1;
}
