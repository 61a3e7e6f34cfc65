/*
 * The spine of the record reader: the game mapping of every record, of
 * either game, read by one loop.  It reads the keys both games share
 * (game, format, players, the header texts, excerpt) with one reader
 * each, reports every key that is not one of the record's game (did you
 * mean, against that game's keys; a misspelt key that changes the rules
 * read as meant) with the one reporter of reader_keys.c, and hands every
 * other key to its game: Ingenious's are read here and in
 * reader_players.c and reader_moves.c, clever's in clever_read.c.  The
 * game key says which game a record is (rec.kind); a key of one game
 * only met before it is kept as a tree and handed over once the game is
 * known, so that key order never changes a verdict (genial-record(5),
 * genial-clever(5)).  Also here: the header words of Ingenious (variant,
 * rules, tiles, corners), the document's root and a game joined to the
 * one before it without '---'.
 */
#include <string.h>

#include "clever_read_int.h"

#define KEY(k)		(1u << (k))
/* The keys both games share, read here whatever the game. */
#define SHARED_KEYS	(KEY(T_GAME) | KEY(T_FORMAT) | KEY(T_PLAYERS) | \
			 TEXT_KEYS)
#define TEXT_KEYS	(KEY(T_EVENT) | KEY(T_SITE) | KEY(T_DATE) | \
			 KEY(T_ROUND) | KEY(T_TITLE) | KEY(T_SOURCE) | \
			 KEY(T_DESCRIPTION) | KEY(T_EXCERPT))
/* Keys whose value changes the rules the game is judged by. */
#define RULE_KEYS	(KEY(T_GAME) | KEY(T_VARIANT) | KEY(T_RULES) | \
			 KEY(T_TILES) | KEY(T_PLAYERS) | KEY(T_ROUNDS))
/* Keys Ingenious reads as their events come, whenever they come. */
#define EVENT_KEYS	(KEY(T_RACKS) | KEY(T_MOVES) | KEY(T_RESULT) | \
			 KEY(T_WINNER))

static const struct rd_word topkeys[T__MAX] = {
	RD_WORD("game"), RD_WORD("format"), RD_WORD("variant"),
	RD_WORD("rules"), RD_WORD("tiles"), RD_WORD("corners"),
	RD_WORD("players"), RD_WORD("event"), RD_WORD("site"),
	RD_WORD("date"), RD_WORD("round"), RD_WORD("title"),
	RD_WORD("source"), RD_WORD("description"), RD_WORD("excerpt"),
	RD_WORD("racks"),
	RD_WORD("moves"), RD_WORD("result"), RD_WORD("winner"),
	RD_WORD("rounds"), RD_WORD("sheets")
};

/*
 * The keys of each game's mapping, in the order its page lists them, as
 * words for rd_key and as enum topkey.
 */
struct kindkeys {
	struct rd_word	 w[T__MAX];
	int		 top[T__MAX];
	int		 n;
};
static const struct kindkeys kindkeys[3] = {
	[RECORD_INGENIOUS] = {
		{ RD_WORD("game"), RD_WORD("format"), RD_WORD("variant"),
		  RD_WORD("rules"), RD_WORD("tiles"), RD_WORD("corners"),
		  RD_WORD("players"), RD_WORD("event"), RD_WORD("site"),
		  RD_WORD("date"), RD_WORD("round"), RD_WORD("title"),
		  RD_WORD("source"), RD_WORD("description"),
		  RD_WORD("excerpt"), RD_WORD("racks"), RD_WORD("moves"),
		  RD_WORD("result"), RD_WORD("winner") },
		{ T_GAME, T_FORMAT, T_VARIANT, T_RULES, T_TILES, T_CORNERS,
		  T_PLAYERS, T_EVENT, T_SITE, T_DATE, T_ROUND, T_TITLE,
		  T_SOURCE, T_DESCRIPTION, T_EXCERPT, T_RACKS, T_MOVES,
		  T_RESULT, T_WINNER },
		19
	},
	[RECORD_CLEVER] = {
		{ RD_WORD("game"), RD_WORD("format"), RD_WORD("players"),
		  RD_WORD("rounds"), RD_WORD("event"), RD_WORD("site"),
		  RD_WORD("date"), RD_WORD("round"), RD_WORD("title"),
		  RD_WORD("source"), RD_WORD("description"),
		  RD_WORD("excerpt"), RD_WORD("moves"), RD_WORD("sheets"),
		  RD_WORD("result"), RD_WORD("winner") },
		{ T_GAME, T_FORMAT, T_PLAYERS, T_ROUNDS, T_EVENT, T_SITE,
		  T_DATE, T_ROUND, T_TITLE, T_SOURCE, T_DESCRIPTION,
		  T_EXCERPT, T_MOVES, T_SHEETS, T_RESULT, T_WINNER },
		16
	},
	/* Before the game key: the keys of both. */
	[2] = {
		{ RD_WORD("game"), RD_WORD("format"), RD_WORD("variant"),
		  RD_WORD("rules"), RD_WORD("tiles"), RD_WORD("corners"),
		  RD_WORD("players"), RD_WORD("event"), RD_WORD("site"),
		  RD_WORD("date"), RD_WORD("round"), RD_WORD("title"),
		  RD_WORD("source"), RD_WORD("description"),
		  RD_WORD("excerpt"), RD_WORD("racks"), RD_WORD("moves"),
		  RD_WORD("result"), RD_WORD("winner"), RD_WORD("rounds"),
		  RD_WORD("sheets") },
		{ T_GAME, T_FORMAT, T_VARIANT, T_RULES, T_TILES, T_CORNERS,
		  T_PLAYERS, T_EVENT, T_SITE, T_DATE, T_ROUND, T_TITLE,
		  T_SOURCE, T_DESCRIPTION, T_EXCERPT, T_RACKS, T_MOVES,
		  T_RESULT, T_WINNER, T_ROUNDS, T_SHEETS },
		T__MAX
	}
};

/* The keys of the record's game, or of both before the game key. */
static const struct kindkeys *
keys_now(const struct reader *r)
{
	return &kindkeys[r->kind_known ? (int)r->rec.kind : 2];
}

/* 1 if top-level key k is one of the keys of game kind. */
static int
kind_has(enum record_kind kind, int k)
{
	const struct kindkeys	*kk = &kindkeys[kind];
	int			 i;

	for (i = 0; i < kk->n; i++)
		if (kk->top[i] == k)
			return 1;
	return 0;
}

int
rd_top_key(const char *s, size_t n)
{
	return rd_word(topkeys, T__MAX, s, n, 0);
}

/* Pull a value and pass over it. */
static int
skip_value(struct reader *r, int depth)
{
	if (rd_next(r) != 0)
		return -1;
	return rd_skip(r, depth);
}

/* The keys of kk among keys (bits of enum topkey), by index in kk. */
static unsigned
kind_bits(const struct kindkeys *kk, uint32_t keys)
{
	unsigned	 bits = 0;
	int		 i;

	for (i = 0; i < kk->n; i++)
		if ((keys >> kk->top[i]) & 1)
			bits |= 1u << i;
	return bits;
}

/*
 * An unknown key of the game one slip from a key of kk the game lacks
 * (not read, nor met after such a key was read as it: noread), or for a
 * key that changes the rules the nearest, is read as that key,
 * misspelt-key, or unknown-key for a key of text (genial(1) FAULTY
 * RECORDS); one near a key the game has as written stays unknown.  but:
 * keys not to read that way here.
 */
static void
read_as_lacking(struct reader *r, const struct kindkeys *kk, uint32_t but)
{
	uint32_t	 has = (r->seen & ~r->misread) | r->noread;

	r->read_as = kind_bits(kk, ~(r->seen | r->noread) & ~but);
	r->read_as_far = kind_bits(kk, RULE_KEYS);
	r->read_as_warn = kind_bits(kk, TEXT_KEYS);
	r->read_has = kind_bits(kk, has);
	r->read_as_code = D_MISSPELT_KEY;
}

/* The reading of read_as_lacking over. */
static void
read_as_off(struct reader *r)
{
	r->read_as = r->read_as_far = r->read_as_warn = r->read_has = 0;
}

/*
 * The keys of one game only read before the game key, kept as trees: to
 * the game the record is (kind; Ingenious when the game key is missing
 * or says no game), each a key of it read now (Ingenious) or by its
 * game's reader (clever_read.c), or reported as a key the game does not
 * have, where it was met.
 */
static void
hand_kept(struct reader *r, enum record_kind kind)
{
	const struct kindkeys	*kk = &kindkeys[kind];
	struct rd_keys		 keys = { kk->w, NULL, kk->n };
	int			 k;

	for (k = 0; k < T__MAX; k++) {
		if (r->tree[k] == NULL || r->keptname[k] == NULL)
			continue;
		if (!kind_has(kind, k)) {
			rd_unknown_key(r, r->keptpos[k], r->keptname[k],
			    strlen(r->keptname[k]), &keys, "in the game");
			r->seen &= ~KEY(k);
		} else if (kind == RECORD_INGENIOUS)
			rd_ingenious_header(r, k, r->tree[k]);
		else {
			r->keptname[k] = NULL;	/* clever_read.c's now */
			continue;
		}
		r->tree[k] = NULL;
		r->keptname[k] = NULL;
	}
}

/*
 * The unknown keys kept until the game key (keep_unknown), reported now
 * against the keys of game kind, where they were met; one near a key of
 * kind that changes the rules is read as it (rd_unknown_key), its value
 * handed to the game as the key's.
 */
static void
hand_later(struct reader *r, enum record_kind kind)
{
	const struct kindkeys	*kk = &kindkeys[kind];
	struct rd_keys		 keys = { kk->w, NULL, kk->n };
	struct rd_later		*l;
	int			 i, k;

	for (l = r->later; l != NULL; l = l->next) {
		/* Keys read as their events come: too late for them. */
		read_as_lacking(r, kk, SHARED_KEYS | (kind == RECORD_INGENIOUS ?
		    EVENT_KEYS : KEY(T_MOVES)));
		i = rd_unknown_key(r, l->pos, l->name, l->n, &keys,
		    "in the game");
		read_as_off(r);
		if (i < 0 || (r->seen >> (k = kk->top[i])) & 1 ||
		    (SHARED_KEYS >> k) & 1)
			continue;
		r->seen |= KEY(k);
		r->misread |= KEY(k);
		if (kind == RECORD_INGENIOUS)
			rd_ingenious_header(r, k, l->val);
		else {
			r->tree[k] = l->val;
			r->keptpos[k] = l->pos;
		}
	}
	r->later = NULL;
	r->latertail = &r->later;
}

/*
 * Before the game key, a key that is no key of either game as written:
 * unless it is near a key both games share or one read as its events
 * come (read at once, as meant), kept with its value for hand_later, as
 * what it most likely means depends on the game.  1 if kept (the value read), 0 if not, -1 when
 * the stream ends.
 */
static int
keep_unknown(struct reader *r, struct srcpos kpos)
{
	const struct kindkeys	*kk = &kindkeys[2];
	struct rd_later		*l;
	const char		*s = EV_S(r);
	size_t			 n = EV_N(r), j, v;
	int			 i;

	if (r->kind_known || !is_scalar(r) || rd_dead(r) ||
	    rd_word(kk->w, kk->n, s, n, 0) >= 0 ||
	    ((j = rd_colon_at(s, n, &v)) > 0 &&
	    rd_word(kk->w, kk->n, s, j, 0) >= 0))
		return 0;
	if ((i = rd_word(kk->w, kk->n, s, n, 1)) < 0 && !rd_full(r))
		i = rd_near_word(kk->w, kk->n, s, n);
	if (i >= 0 && ((SHARED_KEYS | EVENT_KEYS) >> kk->top[i]) & 1)
		return 0;
	l = arena_alloc(&r->arena, sizeof(*l));
	l->name = arena_strndup(&r->arena, s, n);
	l->n = n;
	l->pos = kpos;
	l->next = NULL;
	if (rd_next(r) != 0 || clever_node_build(r, 2, &l->val) != 0)
		return -1;
	*r->latertail = l;
	r->latertail = &l->next;
	return 1;
}

void
rd_kept_finish(struct reader *r)
{
	int	 move = r->move;

	if (r->kind_known)
		return;
	/* Header keys: findings about the game as a whole. */
	r->move = 0;
	hand_kept(r, RECORD_INGENIOUS);
	hand_later(r, RECORD_INGENIOUS);
	r->move = move;
}

/* game: which game the record is; then the keys kept go to it. */
static int
read_game_word(struct reader *r)
{
	char		 b[READER_SHOW + 8];
	const char	*s = EV_S(r);
	size_t		 n = EV_N(r);
	int		 v;

	if (is_scalar(r) && (v = rd_game_word(r, s, n)) >= 0) {
		if (r->kind_known)	/* read again: known from the start */
			return 0;
		/* Keys read as Ingenious's before it: read it all again. */
		if (v == 1 && r->early != 0 && rd_redo_ask(r, RECORD_CLEVER))
			return -1;
		r->kind_known = 1;
		if (v == 1)
			rd_clever_begin(r);
		hand_kept(r, r->rec.kind);
		hand_later(r, r->rec.kind);
		return 0;
	}
	r->rec.usable = 0;
	if (is_scalar(r))
		rd_diag(r, D_NOT_A_GAME, rd_pos(r), "game must be 'ingenious' "
		    "or 'clever', not '%s'", rd_show(b, s, n));
	else
		rd_diag(r, D_NOT_A_GAME, rd_pos(r), "game must be 'ingenious' "
		    "or 'clever', not %s", rd_kind(&r->ev));
	return rd_skip(r, 2);
}

/* format: 1, the notation's version, in both games. */
static int
read_format(struct reader *r)
{
	char		 b[READER_SHOW + 8];

	if (is_scalar(r) && EV_N(r) == 1 && EV_S(r)[0] == '1')
		return 0;
	r->header_bad = 1;
	if (is_scalar(r))
		rd_diag(r, D_BAD_VALUE, rd_pos(r), "format must be 1, not '%s'",
		    rd_show(b, EV_S(r), EV_N(r)));
	else
		rd_diag(r, D_BAD_VALUE, rd_pos(r), "format must be 1, not %s",
		    rd_kind(&r->ev));
	return rd_skip(r, 2);
}

/* The value of a key both games share, at depth 2. */
static int
shared_value(struct reader *r, int k)
{
	struct record	*rec = &r->rec;

	switch (k) {
	case T_GAME:
		return read_game_word(r);
	case T_FORMAT:
		return read_format(r);
	case T_PLAYERS:
		return rd_players(r, 2);
	case T_EVENT:
		return rd_text(r, 2, "event", &rec->event);
	case T_SITE:
		return rd_text(r, 2, "site", &rec->site);
	case T_DATE:
		return rd_text(r, 2, "date", &rec->date);
	case T_ROUND:
		return rd_text(r, 2, "round", &rec->round);
	case T_TITLE:
		return rd_text(r, 2, "title", &rec->title);
	case T_SOURCE:
		return rd_text(r, 2, "source", &rec->source);
	case T_DESCRIPTION:
		return rd_text(r, 2, "description", &rec->description);
	default:
		return rd_excerpt(r);
	}
}

/*
 * The value of top-level key k, at depth 2, handed to whichever reader
 * it is for: the shared ones, Ingenious's (its moves, racks and claims
 * as their events come, before the game key too: the default game), or
 * kept as a tree (a key of one game only before the game key; the
 * clever game's keys but its moves).  name is the key as written.
 */
static int
read_top_value(struct reader *r, int k, struct srcpos kpos, const char *name)
{
	struct clever_node	*nd;

	if ((SHARED_KEYS >> k) & 1)
		return shared_value(r, k);
	if (!r->kind_known && (EVENT_KEYS >> k) & 1)
		r->early |= KEY(k);
	else if (r->rec.kind == RECORD_CLEVER && k == T_MOVES)
		return rd_clever_moves(r);
	else if (!r->kind_known || r->rec.kind == RECORD_CLEVER) {
		if (clever_node_build(r, 2, &r->tree[k]) != 0)
			return -1;
		r->keptpos[k] = kpos;
		r->keptname[k] = r->kind_known ? NULL : name;
		return 0;
	}
	switch (k) {
	case T_RACKS:
		return rd_player_map(r, 2, PEND_RACK);
	case T_MOVES:
		return rd_moves(r, 2);
	case T_RESULT:
		return rd_player_map(r, 2, PEND_RESULT);
	case T_WINNER:
		return rd_winner(r, 2);
	}
	if (clever_node_build(r, 2, &nd) != 0)
		return -1;
	rd_ingenious_header(r, k, nd);
	return 0;
}

/*
 * The game mapping: the current event is its start, or with joined set
 * the key that starts the next game in the same mapping (rd_joined).
 */
static int
read_game(struct reader *r, int joined)
{
	char			 b[READER_SHOW + 8];
	const struct kindkeys	*kk;
	const char		*name;
	struct srcpos		 kpos;
	int			 k, written;

	for (;; joined = 0) {
		r->done_line = rd_end_line(r);
		if (!joined && rd_next(r) != 0)
			return -1;
		if (r->ev.type == YAML_MAPPING_END_EVENT) {
			rd_close(r, &r->rec.pos);
			return 0;
		}
		kpos = rd_pos(r);
		if ((k = keep_unknown(r, kpos)) != 0) {
			if (k < 0)
				return -1;
			continue;
		}
		if ((k = rd_margin_row(r, 2)) != 0) {
			if (k < 0)
				return -1;
			continue;
		}
		/*
		 * The keys of the record's game, or of both before the game
		 * key; one misspelt, of a key the game lacks, read as meant
		 * (read_as_lacking).
		 */
		kk = keys_now(r);
		written = is_scalar(r) ? rd_word(kk->w, kk->n, EV_S(r),
		    EV_N(r), 0) : -1;
		read_as_lacking(r, kk, 0);
		/* A key of the other game is not a slip of this one's. */
		if (is_scalar(r) && rd_top_key(EV_S(r), EV_N(r)) >= 0)
			r->read_as = 0;
		k = rd_key(r, 2, kk->w, kk->n, NULL, "in the game");
		read_as_off(r);
		if (k == -2)
			return -1;
		k = k >= 0 ? kk->top[k] : -1;
		if (k >= 0 && written < 0 && !r->colon.pending)
			r->misread |= KEY(k);
		/*
		 * The key itself after a key misspelt was read as it: the
		 * game is read again, the misspelt one unknown this time
		 * (reader_redo.c; each time a key more, so a few times at
		 * most).
		 */
		if (k >= 0 && written >= 0 && (r->misread >> k) & 1) {
			r->noread |= KEY(k);
			if (rd_redo_ask(r, r->rec.kind))
				return -1;
		}
		/*
		 * Two records joined without a '---' (cat a.yaml b.yaml):
		 * a second game or players key after the moves starts the
		 * next game, here, in the same mapping.
		 */
		if ((k == T_GAME || k == T_PLAYERS) && (r->seen >> k) & 1 &&
		    (r->seen >> T_MOVES) & 1) {
			r->joined = 1;
			r->joinkey = k;
			r->joinpos = kpos;
			rd_close(r, &r->rec.pos);
			return 0;
		}
		if (k >= 0 && (r->seen >> k) & 1) {
			rd_diag(r, D_DUPLICATE_KEY, kpos, "key '%s' appears "
			    "twice in the game; the first is used",
			    rd_show(b, topkeys[k].s, topkeys[k].n));
			k = -1;
		}
		if (k < 0) {
			if (skip_value(r, 2) != 0)
				return -1;
			continue;
		}
		r->seen |= 1u << k;
		/* A key kept until the game is known: as written. */
		name = !r->kind_known && !((SHARED_KEYS | EVENT_KEYS) >> k & 1) ?
		    arena_strndup(&r->arena, EV_S(r), EV_N(r)) : NULL;
		if (rd_next(r) != 0)
			return -1;
		if (r->colon.pending)
			rd_colon_take(r);
		if (rd_dead(r)) {
			if (!((TEXT_KEYS >> k) & 1))
				r->header_bad = 1;
			continue;
		}
		r->open_key = k;
		if (read_top_value(r, k, kpos, name) != 0)
			return -1;
		r->open_key = -1;
		r->last_key = k;
	}
}

/* The root node of a document: a game, or reported as not one. */
int
rd_root(struct reader *r)
{
	char		 b[READER_SHOW + 8];
	const char	*s = (const char *)r->ev.data.scalar.value;
	size_t		 n = r->ev.data.scalar.length;

	if (!rd_is_null(&r->ev))	/* an empty one: at its --- */
		r->rec.pos = rd_pos(r);
	switch (r->ev.type) {
	case YAML_MAPPING_START_EVENT:
		r->root_map = 1;
		return read_game(r, 0);
	case YAML_SEQUENCE_START_EVENT:
		rd_diag(r, D_NOT_A_GAME, r->rec.pos, "the document is a list, "
		    "not a game (a mapping with game: ingenious)");
		return rd_skip(r, 1);
	case YAML_SCALAR_EVENT:
		if (rd_is_null(&r->ev))
			rd_diag(r, D_NOT_A_GAME, r->rec.pos, "the document is "
			    "empty, not a game");
		else
			rd_diag(r, D_NOT_A_GAME, r->rec.pos, "the document is "
			    "the text '%s', not a game", rd_show(b, s, n));
		return 0;
	case YAML_ALIAS_EVENT:
		rd_diag(r, D_NOT_A_GAME, r->rec.pos, "the document is an "
		    "alias, not a game");
		return 0;
	default:
		return rd_broken(r);
	}
}

/*
 * The game that starts at the key in hand, in the mapping of the game
 * before it (read_game set r->joined): one finding, and the rest of the
 * mapping is read as this game.
 */
int
rd_joined(struct reader *r)
{
	struct srcpos	 at = r->joinpos;

	r->rec.pos = r->joinpos;
	r->root_map = 1;
	rd_diag(r, D_DUPLICATE_KEY, r->joinpos, "a second '%s' key after "
	    "the moves: a new game starts here, without the line '---' that "
	    "must come before it", topkeys[r->joinkey].s);
	/* The line goes before the key's, where the key starts a line. */
	at.len = 0;
	rd_fix(r, "---", at, "", "It is read as the next game");
	if (at.col == 1 && rd_last(r) != NULL)
		diag_add_edit(r->d, rd_last(r), at, "---\n");
	return read_game(r, 1);
}
