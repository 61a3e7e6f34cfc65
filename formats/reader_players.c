/*
 * The record reader's players: the list of names, the maps keyed by
 * player (racks, result), the winner, the names looked up late, and a
 * player's name written as a move entry's key, its key left out.
 *
 * A name that is one of the players is looked up as soon as the players
 * are known; any other name, and every name read before the players key
 * (keys come in any order), is copied and looked up by rd_resolve() once
 * the game has been read: whether it is a slip of one entry or the
 * spelling the whole game uses (reader_misspelt.c) is known only then.
 */
#include <stdio.h>
#include <string.h>

#include "reader_int.h"
#include "rtext.h"

static const struct rd_word drawwords[] = { RD_WORD("draw") };

int
rd_is_draw(const char *s, size_t n)
{
	return rd_word(drawwords, 1, s, n, 1) == 0;
}

int
rd_seat_of(const struct reader *r, const char *s, size_t n)
{
	int	 i;

	for (i = 0; i < r->rec.nplayers; i++)
		if (r->player_len[i] == n && memcmp(r->rec.players[i], s, n) == 0)
			return i;
	return -1;
}

int
rd_player_name(struct reader *r, struct srcpos pos, const char *s, size_t n,
    int null)
{
	char	 b[READER_SHOW + 8];

	if (n == 0 || null) {
		rd_diag(r, D_BAD_VALUE, pos, "a player's name is empty");
		return -1;
	}
	if (!rtext_name_ok(s, n)) {
		rd_diag(r, D_BAD_VALUE, pos, "player '%s' has a control "
		    "character in the name", rd_show(b, s, n));
		return -1;
	}
	if (rd_word(drawwords, 1, s, n, 1) == 0) {
		/* genial-record(5), "winner": the word is taken. */
		rd_diag(r, D_BAD_VALUE, pos, "a player may not be named '%s': "
		    "winner: draw means a drawn game", rd_show(b, s, n));
		return -1;
	}
	if (rd_seat_of(r, s, n) >= 0) {
		rd_diag(r, D_BAD_VALUE, pos, "player '%s' is named twice",
		    rd_show(b, s, n));
		return -1;
	}
	return 0;
}

/*
 * The seat of the player whose name s[0..n) most likely means, not being
 * it: the one name nearest (and with draw set, nplayers for 'draw'), or
 * the one it abbreviates; or -1.
 */
static int
near_seat(struct reader *r, const char *s, size_t n, int draw)
{
	struct rd_near	 nr;
	int		 i;

	near_init(&nr, s, n);
	for (i = 0; !rd_full(r) && i < r->rec.nplayers; i++)
		near_try(&nr, i, r->rec.players[i], r->player_len[i]);
	if (draw && !rd_full(r))
		near_try(&nr, i, "draw", 4);
	i = near_result(&nr);
	if (i < 0 && !rd_full(r))
		i = rd_near_abbrev(r->rec.players, r->rec.nplayers, s, n);
	return i;
}

int
rd_name_seat(struct reader *r, const char *s, size_t n)
{
	int	 seat;

	if (!((r->seen >> T_PLAYERS) & 1) || !r->players_ok)
		return -1;
	if ((seat = rd_seat_of(r, s, n)) < 0)
		seat = near_seat(r, s, n, 0);
	return seat;
}

/*
 * Report s[0..n), which is not one of the players, at pos, as game-level
 * finding or of move move (1-based).  With a player's name near it (did
 * you mean), that is the fix and its seat is returned: the entry is read
 * as that player's.  With draw, 'draw' may be meant too (the winner):
 * nplayers is returned for it.  Otherwise -1.
 */
static int
unknown_name(struct reader *r, const char *s, size_t n, struct srcpos pos,
    int move, int draw)
{
	char		 b[READER_SHOW + 8], why[READER_SHOW + 24];
	const char	*or = draw ? " (or 'draw')" : "", *near, *text;
	int		 i = near_seat(r, s, n, draw), keep = r->move;

	r->move = move;
	if (i < 0 && move > 0 && !draw && !rd_full(r)) {
		/*
		 * A move entry's: marked on the entry, for the replay to
		 * report with the turn's player as its fix (or finish() if
		 * the game is not replayed); counted as a finding now.
		 */
		rd_show(b, s, n);
		r->moves[move - 1].player_unknown = arena_strndup(&r->arena,
		    b, strlen(b));
		r->moves[move - 1].player_exact = strlen(b) == n &&
		    memcmp(b, s, n) == 0;
		r->ndiags++;
		r->kept = 0;
	} else if (i < 0)
		rd_diag(r, D_UNKNOWN_PLAYER, pos, "'%s' is not one of the "
		    "players%s", rd_show(b, s, n), or);
	else {
		near = i < r->rec.nplayers ? r->rec.players[i] : "draw";
		text = i < r->rec.nplayers ? r->rec.players_text[i] : "draw";
		rd_diag(r, D_UNKNOWN_PLAYER, pos, "'%s' is not one of the "
		    "players%s", rd_show(b, s, n), or);
		snprintf(why, sizeof(why), "It is read as %s",
		    rd_show(b, near, strlen(near)));
		rd_fix(r, near, pos, text, why);
	}
	r->move = keep;
	return i;
}

int
rd_stranger(struct reader *r, const char *s, size_t n, struct srcpos pos,
    int winner)
{
	struct stranger	*st;

	if (r->nstranger == READER_STRANGERS || rd_full(r))
		return -1;
	st = &r->stranger[r->nstranger];
	memset(st, 0, sizeof(*st));
	st->name = arena_strndup(&r->arena, s, n);
	st->len = n;
	st->pos = pos;
	st->winner = winner;
	return r->nstranger++;
}

/*
 * A result row's key: its seat; -2 if the players are not read yet or
 * it is none of them (rd_resolve looks it up); -1 if the players are
 * unusable.
 */
static int
row_seat(struct reader *r, const char *s, size_t n)
{
	if (!((r->seen >> T_PLAYERS) & 1))
		return -2;
	if (!r->players_ok)
		return -1;
	return rd_lookup_rest(r, s, n);
}

/* rd_lookup: the name is not the seat expected next. */
int
rd_lookup_rest(struct reader *r, const char *s, size_t n)
{
	int	 seat;

	if (!((r->seen >> T_PLAYERS) & 1))
		return -2;
	if (!r->players_ok)
		return -1;
	if ((seat = rd_seat_of(r, s, n)) < 0)
		return -2;
	r->seat_hint = seat + 1 < r->rec.nplayers ? seat + 1 : 0;
	return seat;
}

/* Keep a name (copied) for rd_resolve(). */
struct pend *
rd_pend(struct reader *r, enum pend_kind kind, const char *s, size_t n,
    struct srcpos pos)
{
	struct pend	*p = arena_alloc(&r->arena, sizeof(*p));

	memset(p, 0, sizeof(*p));
	p->kind = kind;
	p->name = arena_strndup(&r->arena, s, n);
	p->len = n;
	p->pos = pos;
	*r->pendtail = p;
	r->pendtail = &p->next;
	return p;
}

/*
 * Name s[0..n) at pos, quoted with quote (0, '"' or '\''), as the next
 * player of the list: checked (rd_player_name), counted, and kept if it
 * is within MAX_SEATS.
 */
static void
add_player(struct reader *r, struct srcpos pos, const char *s, size_t n,
    int null, int quote)
{
	struct record	*rec = &r->rec;
	int		 i;

	r->players_n++;
	if (rd_player_name(r, pos, s, n, null) != 0) {
		r->players_bad = 1;
		return;
	}
	if (r->players_n > MAX_SEATS)
		return;		/* counted for player-count */
	i = rec->nplayers++;
	r->player_pos[i] = pos;
	r->player_quote[i] = quote;
	if (i == 0)
		r->players_quote = quote;
	rec->players[i] = arena_strndup(&r->arena, s, n);
	rec->players_text[i] = rd_scalar_text(r, s, n, rec->players[i]);
	r->player_len[i] = n;
}

/*
 * players written as one plain scalar of names separated by commas
 * (players: Anna, Ben): the list without its brackets (genial(1) FAULTY
 * RECORDS, "The reader").  Read as the list with one bad-value, its fix
 * the brackets put round it; 0.  -1, nothing reported, if the value is
 * not such a scalar (rd_bare_list).
 */
static int
players_bare(struct reader *r)
{
	struct rd_part	 part[MAX_SEATS + 1];
	struct srcpos	 at = rd_pos(r);
	char		 fix[READER_SHOW + 16], b[READER_SHOW + 8];
	int		 i, n;

	if ((n = rd_bare_list(r, part, MAX_SEATS + 1)) < 0)
		return -1;
	rd_diag(r, D_BAD_VALUE, at, "players must be a list of names, not "
	    "the names '%s' without brackets", rd_show(b, EV_S(r), EV_N(r)));
	snprintf(fix, sizeof(fix), "[%s]", b);
	rd_fix(r, fix, at, fix, RD_BARE_LIST_WHY);
	r->rec.players_pos = at;
	r->players_flow = 1;
	for (i = 0; i < n; i++)
		add_player(r, part[i].pos, EV_S(r) + part[i].at, part[i].n,
		    0, 0);
	r->players_ok = !r->players_bad && r->players_n >= 1 &&
	    r->players_n <= MAX_SEATS;
	return 0;
}

/* players: a list of names, each once, without control characters. */
int
rd_players(struct reader *r, int depth)
{
	struct record	*rec = &r->rec;
	int		 i;

	if (r->ev.type != YAML_SEQUENCE_START_EVENT && players_bare(r) == 0)
		return 0;
	if (r->ev.type != YAML_SEQUENCE_START_EVENT) {
		rd_diag(r, D_BAD_VALUE, rd_pos(r), "players must be a "
		    "list of names, not %s", rd_kind(&r->ev));
		r->players_bad = 1;
		return rd_skip(r, depth);
	}
	rec->players_pos = rd_pos(r);
	r->players_flow = r->ev.data.sequence_start.style ==
	    YAML_FLOW_SEQUENCE_STYLE;
	for (;;) {
		if (rd_next(r) != 0)
			return -1;
		if (r->ev.type == YAML_SEQUENCE_END_EVENT) {
			rd_close(r, &rec->players_pos);
			break;
		}
		if (rd_dead(r)) {
			r->players_n++;
			r->players_bad = 1;
			continue;
		}
		/* The moves under the names, their key lost: read as such. */
		if (!is_scalar(r) && (i = rd_moves_unkeyed(r, depth)) != 0) {
			if (i < 0)
				return -1;
			break;
		}
		if (!is_scalar(r)) {
			r->players_n++;
			rd_diag(r, D_BAD_VALUE, rd_pos(r), "a player's name "
			    "must be text, not %s", rd_kind(&r->ev));
			r->players_bad = 1;
			if (rd_skip(r, depth + 1) != 0)
				return -1;
			continue;
		}
		add_player(r, rd_pos(r), EV_S(r), EV_N(r),
		    rd_is_null(&r->ev), r->ev.data.scalar.style ==
		    YAML_DOUBLE_QUOTED_SCALAR_STYLE ? '"' :
		    r->ev.data.scalar.style ==
		    YAML_SINGLE_QUOTED_SCALAR_STYLE ? '\'' : 0);
	}
	r->players_ok = !r->players_bad && r->players_n >= 1 &&
	    r->players_n <= MAX_SEATS;
	return 0;
}

/*
 * A map from player names to racks or results.  A name is looked up now
 * if the players are known, else kept for rd_resolve().  More names than
 * READER_PENDING cannot all be players: the rest are reported and skipped.
 */
int
rd_player_map(struct reader *r, int depth, enum pend_kind kind)
{
	char		 b[READER_SHOW + 8], what[READER_WHAT];
	const char	*key = kind == PEND_RACK ? "racks" : "result";
	struct rd_what	 w;
	const char	*names[READER_PENDING], *name;
	size_t		 lens[READER_PENDING], n;
	struct srcpos	 kpos;
	struct tilelist	 tl;
	struct claim	 cl;
	struct rec_unread u;
	struct pend	*p;
	int		 nnames = 0, full = 0, seat, ok, i;

	if (r->ev.type != YAML_MAPPING_START_EVENT) {
		rd_diag(r, D_BAD_VALUE, rd_pos(r), "%s must map each "
		    "player to %s, not %s", key, kind == PEND_RACK ?
		    "a list of tiles" : "a map of colour letters to numbers",
		    rd_kind(&r->ev));
		return rd_skip(r, depth);
	}
	if (kind == PEND_RESULT)
		r->rec.result_pos = rd_pos(r);
	for (;;) {
		if (rd_next(r) != 0)
			return -1;
		if (r->ev.type == YAML_MAPPING_END_EVENT) {
			if (kind == PEND_RESULT)
				rd_close(r, &r->rec.result_pos);
			return 0;
		}
		kpos = rd_pos(r);
		seat = -1;
		name = NULL;
		/* The winner's line indented as a row. */
		if (kind == PEND_RESULT && (i = rd_indented_key(r,
		    depth + 1)) != 0) {
			if (i < 0)
				return -1;
			continue;
		}
		if (!is_scalar(r) || rd_dead(r)) {
			if (!is_scalar(r) && r->ev.type != YAML_ALIAS_EVENT)
				rd_diag(r, D_BAD_VALUE, kpos, "a key in %s must be "
				    "a player's name, not %s", key,
				    rd_kind(&r->ev));
			if (rd_skip(r, depth + 1) != 0 ||
			    rd_next(r) != 0 || rd_skip(r, depth + 1) != 0)
				return -1;
			continue;
		}
		n = EV_N(r);
		for (i = 0; i < nnames; i++)
			if (lens[i] == n && memcmp(names[i], EV_S(r), n) == 0)
				break;
		if (i < nnames)
			rd_diag(r, D_DUPLICATE_KEY, kpos, "'%s' appears twice "
			    "in %s", rd_show(b, EV_S(r), n), key);
		else if (nnames == READER_PENDING) {
			if (!full)
				rd_diag(r, D_BAD_VALUE, kpos, "%s lists more "
				    "players than a game has", key);
			full = 1;
		} else {
			name = arena_strndup(&r->arena, EV_S(r), n);
			names[nnames] = name;
			lens[nnames++] = n;
			seat = kind == PEND_RESULT ? row_seat(r, EV_S(r), n) :
			    rd_lookup(r, EV_S(r), n);
		}
		/* "Anna's rack" in messages, written out if one needs it. */
		w.what = kind == PEND_RACK ? "rack" : "result";
		w.who = name;
		w.wholen = n;
		if (name == NULL) {
			snprintf(what, sizeof(what), "%s's %s",
			    rd_show(b, EV_S(r), n), w.what);
			w.what = what;
		}
		if (rd_next(r) != 0)
			return -1;
		if (rd_dead(r))
			continue;
		if (kind == PEND_RACK) {
			if (rd_tiles(r, depth + 1, &w, &tl, &ok) != 0)
				return -1;
			if (!ok)
				continue;
			if (seat >= 0) {
				r->rec.racks[seat] = tl;
				r->rec.has_rack[seat] = 1;
			} else if (seat == -2) {
				p = rd_pend(r, kind, name, n, kpos);
				p->tiles = tl;
			}
		} else {
			/* A row that is no map: kept, for the replay. */
			if (rd_claim(r, depth + 1, &w, &cl, 1, seat >= 0 ?
			    &u : NULL) != 0)
				return -1;
			if (seat >= 0 && (cl.bad & CLAIM_UNREAD) != 0)
				rd_unread_keep(r, &u, (size_t)seat, UK_RESULT);
			if (seat >= 0) {
				r->rec.result[seat] = cl;
				r->rec.has_result[seat] = 1;
				r->row_pos[seat] = kpos;
			} else if (seat == -2) {
				p = rd_pend(r, kind, name, n, kpos);
				p->claim = cl;
			}
		}
	}
}

/*
 * A winner that is no player nor 'draw': reported, read as the nearest;
 * near none, kept as a stranger (rd_dropped reports it).
 */
static void
near_winner(struct reader *r, const char *s, size_t n, struct srcpos pos)
{
	int	 seat;

	if (near_seat(r, s, n, 1) < 0 && rd_stranger(r, s, n, pos, 1) >= 0) {
		r->rec.winner = -1;
		r->rec.has_winner = 0;
		return;
	}
	seat = unknown_name(r, s, n, pos, 0, 1);

	r->rec.winner = seat < r->rec.nplayers ? seat : -1;
	r->rec.has_winner = seat >= 0;
}

/* winner: a player's name or 'draw', looked up now or kept for later. */
int
rd_winner(struct reader *r, int depth)
{
	struct record	*rec = &r->rec;
	const char	*s = EV_S(r);
	size_t		 n = EV_N(r);

	if (!is_scalar(r) || rd_is_null(&r->ev)) {
		rd_diag(r, D_BAD_VALUE, rd_pos(r), "winner must be a "
		    "player's name or 'draw', not %s", rd_kind(&r->ev));
		return rd_skip(r, depth);
	}
	rec->winner_pos = rd_pos(r);
	if (!((r->seen >> T_PLAYERS) & 1)) {
		rd_pend(r, PEND_WINNER, s, n, rec->winner_pos);
		return 0;
	}
	if (!r->players_ok)
		return 0;
	if ((rec->winner = rd_seat_of(r, s, n)) >= 0 ||
	    rd_word(drawwords, 1, s, n, 1) == 0)
		rec->has_winner = 1;
	else
		rd_pend(r, PEND_WINNER, s, n, rec->winner_pos);
	return 0;
}

/* Name p as seat's, or (seat -1) as none's. */
static void
take(struct reader *r, struct pend *p, int seat)
{
	struct record	*rec = &r->rec;

	p->done = 1;
	switch (p->kind) {
	case PEND_MOVE:
		rec->moves[p->move].player = seat;
		break;
	case PEND_RACK:
		if (seat < 0)
			break;
		rec->racks[seat] = p->tiles;
		rec->has_rack[seat] = 1;
		break;
	case PEND_RESULT:
		if (seat < 0)
			break;
		rec->result[seat] = p->claim;
		rec->has_result[seat] = 1;
		r->row_pos[seat] = p->pos;
		break;
	case PEND_WINNER:
		rec->winner = seat;
		rec->has_winner = 1;
		break;
	case PEND_CLEVER:
		break;
	}
}

/*
 * Look up the names kept by rd_pend, now that the game has been read:
 * first those that are players' names (or 'draw'); then, the list read
 * against the names the game uses (rd_misspelt), the others, each
 * reported where it is written, read as the name near it if there is
 * one, or kept as a stranger (rd_dropped).
 */
void
rd_resolve(struct reader *r)
{
	struct pend	*p;
	int		 seat;

	if (!r->players_ok)
		return;
	for (p = r->pend; p != NULL; p = p->next) {
		if (p->kind == PEND_MOVE && p->move >= r->rec.nmoves)
			p->done = 1;	/* dropped: a syntax error broke it */
		else if ((seat = rd_seat_of(r, p->name, p->len)) >= 0)
			take(r, p, seat);
		else if (p->kind == PEND_WINNER && rd_word(drawwords, 1,
		    p->name, p->len, 1) == 0)
			take(r, p, -1);
	}
	if (rd_misspelt(r) > 0)
		for (p = r->pend; p != NULL; p = p->next)
			if (!p->done && (seat = rd_seat_of(r, p->name,
			    p->len)) >= 0)
				take(r, p, seat);
	for (p = r->pend; p != NULL; p = p->next) {
		if (p->done)
			continue;
		if (p->kind == PEND_WINNER) {
			near_winner(r, p->name, p->len, p->pos);
			continue;
		}
		if (p->kind == PEND_RESULT &&
		    near_seat(r, p->name, p->len, 0) < 0 &&
		    rd_stranger(r, p->name, p->len, p->pos, 0) >= 0) {
			r->stranger[r->nstranger - 1].claim = p->claim;
			continue;
		}
		seat = unknown_name(r, p->name, p->len, p->pos,
		    p->kind == PEND_MOVE ? (int)p->move + 1 : 0, 0);
		if (seat >= 0 || p->kind == PEND_MOVE)
			take(r, p, seat);
	}
}

/* A player's name written as a key (reader_int.h). */
int
rd_bare_player(struct reader *r, int depth, struct rec_move *m,
    const struct rd_keys *keys)
{
	char		 b[READER_SHOW + 8];
	struct srcpos	 at = rd_pos(r), ins = at;
	struct diag	*dg;
	size_t		 n = EV_N(r);
	const char	*name = arena_strndup(&r->arena, EV_S(r), n);
	int		 seat;

	if (rd_next(r) != 0)
		return -1;
	if (!is_scalar(r) || !rd_is_null(&r->ev)) {
		rd_unknown_key(r, at, name, n, keys, "in move entry");
		return rd_skip(r, depth + 1) != 0 ? -1 : 0;
	}
	rd_diag(r, D_BAD_MOVE, at, "the player's name '%s' is written "
	    "without its key", rd_show(b, name, n));
	if ((dg = rd_last(r)) != NULL && m->flow) {
		ins.len = 0;
		diag_set_fix(r->d, dg, "player: %s", b);
		diag_add_edit(r->d, dg, ins, "player: ");
		diag_set_why(r->d, dg, "it is a player's name");
	}
	m->player_pos = at;
	seat = rd_lookup(r, name, n);
	m->player = seat >= 0 ? seat : rd_name_seat(r, name, n);
	if (seat == -2)
		rd_pend(r, PEND_MOVE, name, n, at)->move =
		    (size_t)(m - r->moves);
	return 1;
}
