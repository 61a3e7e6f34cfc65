/*
 * The record reader's game mapping: the top-level keys, the header words
 * (variant, rules, tiles, corners, date, ...) and the document's root.
 * The players and the maps keyed by player are read in reader_players.c.
 */
#include <string.h>

#include "reader_int.h"

static const struct rd_word topkeys[T__MAX] = {
	RD_WORD("game"), RD_WORD("format"), RD_WORD("variant"),
	RD_WORD("rules"), RD_WORD("tiles"), RD_WORD("corners"),
	RD_WORD("players"), RD_WORD("event"), RD_WORD("site"),
	RD_WORD("date"), RD_WORD("round"), RD_WORD("title"),
	RD_WORD("source"), RD_WORD("description"), RD_WORD("excerpt"),
	RD_WORD("racks"),
	RD_WORD("moves"), RD_WORD("result"), RD_WORD("winner")
};

/* The header keys whose value changes the rules a game is judged by. */
#define RULE_KEYS	(1u << T_GAME | 1u << T_VARIANT | 1u << T_RULES | \
			 1u << T_TILES | 1u << T_PLAYERS)

static const struct rd_word gamewords[] = {
	RD_WORD("ingenious"), RD_WORD("clever")
};

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

/*
 * Read a scalar header word of the vocabulary word() knows (core's one
 * table of it); -1 after reporting.
 */
static int
header_word(struct reader *r, int depth, int (*word)(const char *, size_t),
    const char *key, const char *expect)
{
	char	 b[READER_SHOW + 8];
	int	 k;

	if (r->ev.type != YAML_SCALAR_EVENT) {
		rd_diag(r, D_BAD_VALUE, rd_pos(r), "%s must be %s, not %s",
		    key, expect, rd_kind(&r->ev));
		r->header_bad = 1;
		return rd_skip(r, depth) != 0 ? -2 : -1;
	}
	k = word((const char *)r->ev.data.scalar.value,
	    r->ev.data.scalar.length);
	if (k < 0) {
		rd_diag(r, D_BAD_VALUE, rd_pos(r), "%s must be %s, not "
		    "'%s'", key, expect, rd_show(b,
		    (const char *)r->ev.data.scalar.value,
		    r->ev.data.scalar.length));
		r->header_bad = 1;
	}
	return k;
}

/* The corners: six colour letters, each colour once. */
static void
read_corners(struct reader *r)
{
	char		 b[READER_SHOW + 8], ch[READER_SHOW + 8];
	const char	*s = (const char *)r->ev.data.scalar.value;
	size_t		 n = r->ev.data.scalar.length, i, k;
	unsigned	 have = 0;
	int		 c;

	if (n != BOARD_SYMBOLS) {
		rd_diag(r, D_BAD_VALUE, rd_pos(r), "corners must be six "
		    "colour letters, one of each colour, not '%s'",
		    rd_show(b, s, n));
		r->header_bad = 1;
		return;
	}
	for (i = 0; i < n; i++) {
		if ((c = colour_parse((unsigned char)s[i])) == NO_COLOUR ||
		    (have >> c) & 1) {
			/* Quote the whole character: it may be UTF-8. */
			for (k = 1; i + k < n &&
			    ((unsigned char)s[i + k] & 0xc0) == 0x80; k++)
				;
			rd_diag(r, D_BAD_VALUE, rd_pos(r), c == NO_COLOUR ?
			    "corners '%s': '%s' is not a colour letter" :
			    "corners '%s' names a colour twice ('%s')",
			    rd_show(b, s, n), rd_show(ch, s + i, k));
			r->header_bad = 1;
			return;
		}
		have |= 1u << c;
		r->corners[i] = (uint8_t)c;
	}
	r->has_corners = 1;
}

/* 1 if s[0..n) is a date YYYY-MM-DD that exists. */
static int
valid_date(const char *s, size_t n)
{
	static const int mdays[12] = {
		31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31
	};
	int	 y, m, d, i;

	if (n != 10 || s[4] != '-' || s[7] != '-')
		return 0;
	for (i = 0; i < 10; i++)
		if (i != 4 && i != 7 && (s[i] < '0' || s[i] > '9'))
			return 0;
	y = (s[0] - '0') * 1000 + (s[1] - '0') * 100 + (s[2] - '0') * 10 +
	    (s[3] - '0');
	m = (s[5] - '0') * 10 + (s[6] - '0');
	d = (s[8] - '0') * 10 + (s[9] - '0');
	if (m < 1 || m > 12 || d < 1 || d > mdays[m - 1])
		return 0;
	return !(m == 2 && d == 29 &&
	    !(y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)));
}

/* A text value: event, site, ..., description.  Null means absent. */
int
rd_text(struct reader *r, int depth, const char *key, const char **out)
{
	const char	*s = (const char *)r->ev.data.scalar.value;
	size_t		 n = r->ev.data.scalar.length;

	if (r->ev.type != YAML_SCALAR_EVENT) {
		rd_diag(r, D_BAD_VALUE, rd_pos(r), "%s must be text, not "
		    "%s", key, rd_kind(&r->ev));
		return rd_skip(r, depth);
	}
	if (rd_is_null(&r->ev))
		return 0;
	rd_header_text(r, rd_pos(r), out, arena_strndup(&r->arena, s, n), n);
	return 0;
}

void
rd_header_text(struct reader *r, struct srcpos pos, const char **out,
    const char *s, size_t n)
{
	char	 b[READER_SHOW + 8];

	if (out == &r->rec.date && !valid_date(s, n))
		rd_diag(r, D_BAD_VALUE, pos, "date must be a date written "
		    "YYYY-MM-DD, not '%s'", rd_show(b, s, n));
	*out = s;
}

static const struct rd_word boolwords[] = {
	RD_WORD("false"), RD_WORD("true")
};

int
rd_excerpt_word(const char *s, size_t n)
{
	return rd_word(boolwords, 2, s, n, 1);
}

/*
 * excerpt: true or false (genial-record(5)), any case; another value is a
 * bad-value and leaves the record a whole game.
 */
static int
read_excerpt(struct reader *r)
{
	char		 b[READER_SHOW + 8];
	const char	*s = (const char *)r->ev.data.scalar.value;
	size_t		 n = r->ev.data.scalar.length;
	int		 v;

	if (r->ev.type != YAML_SCALAR_EVENT) {
		rd_diag(r, D_BAD_VALUE, rd_pos(r), "excerpt must be true or "
		    "false, not %s", rd_kind(&r->ev));
		return rd_skip(r, 2);
	}
	if ((v = rd_excerpt_word(s, n)) < 0)
		rd_diag(r, D_BAD_VALUE, rd_pos(r), "excerpt must be true or "
		    "false, not '%s'", rd_show(b, s, n));
	else
		r->rec.excerpt = v;
	return 0;
}

/* The value of top-level key k, at depth 2. */
static int
read_top_value(struct reader *r, int k)
{
	char		 b[READER_SHOW + 8];
	struct record	*rec = &r->rec;
	const char	*s = (const char *)r->ev.data.scalar.value;
	size_t		 n = r->ev.data.scalar.length;
	int		 v;

	switch (k) {
	case T_GAME:
		if (r->ev.type == YAML_SCALAR_EVENT &&
		    (v = rd_word(gamewords, 2, s, n, 1)) >= 0)
			return v == 1 ? rd_clever(r) : 0;
		rec->usable = 0;
		if (r->ev.type == YAML_SCALAR_EVENT)
			rd_diag(r, D_NOT_A_GAME, rd_pos(r), "game must be "
			    "'ingenious' or 'clever', not '%s'",
			    rd_show(b, s, n));
		else
			rd_diag(r, D_NOT_A_GAME, rd_pos(r), "game must be "
			    "'ingenious' or 'clever', not %s",
			    rd_kind(&r->ev));
		return rd_skip(r, 2);
	case T_FORMAT:
		if (r->ev.type == YAML_SCALAR_EVENT && n == 1 && s[0] == '1')
			return 0;
		r->header_bad = 1;
		if (r->ev.type == YAML_SCALAR_EVENT)
			rd_diag(r, D_BAD_VALUE, rd_pos(r), "format must "
			    "be 1, not '%s'", rd_show(b, s, n));
		else
			rd_diag(r, D_BAD_VALUE, rd_pos(r), "format must "
			    "be 1, not %s", rd_kind(&r->ev));
		return rd_skip(r, 2);
	case T_VARIANT:
		if ((v = header_word(r, 2, rules_variant_word, "variant",
		    "standard, solo, team or duel")) >= 0)
			r->variant = (enum variant)v;
		return v == -2 ? -1 : 0;
	case T_RULES:
		if ((v = header_word(r, 2, rules_ruleset_word, "rules",
		    "kosmos or mso")) >= 0)
			r->ruleset = (enum ruleset)v;
		return v == -2 ? -1 : 0;
	case T_TILES:
		if ((v = header_word(r, 2, rules_tiles_word, "tiles",
		    "standard or travel")) >= 0)
			r->tiles = (enum tileset)v;
		return v == -2 ? -1 : 0;
	case T_CORNERS:
		if (r->ev.type == YAML_SCALAR_EVENT) {
			read_corners(r);
			return 0;
		}
		rd_diag(r, D_BAD_VALUE, rd_pos(r), "corners must be six "
		    "colour letters, not %s", rd_kind(&r->ev));
		r->header_bad = 1;
		return rd_skip(r, 2);
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
	case T_EXCERPT:
		return read_excerpt(r);
	case T_RACKS:
		return rd_player_map(r, 2, PEND_RACK);
	case T_MOVES:
		return rd_moves(r, 2);
	case T_RESULT:
		return rd_player_map(r, 2, PEND_RESULT);
	case T_WINNER:
		return rd_winner(r, 2);
	}
	return 0;
}

/*
 * The game mapping: the current event is its start, or with joined set
 * the key that starts the next game in the same mapping (rd_joined).
 */
static int
read_game(struct reader *r, int joined)
{
	char		 b[READER_SHOW + 8];
	struct srcpos	 kpos;
	int		 k;

	for (;; joined = 0) {
		r->done_line = rd_end_line(r);
		if (!joined && rd_next(r) != 0)
			return -1;
		if (r->ev.type == YAML_MAPPING_END_EVENT) {
			rd_close(r, &r->rec.pos);
			return 0;
		}
		kpos = rd_pos(r);
		/*
		 * A header key that changes the rules, misspelt, is read as
		 * meant (genial(1) FAULTY RECORDS), once: a second one near
		 * it is a duplicate.
		 */
		r->read_as = RULE_KEYS & ~r->seen;
		r->read_as_code = D_MISSPELT_KEY;
		k = rd_key(r, 2, topkeys, T__MAX, NULL, "in the game");
		r->read_as = 0;
		if (k == -2)
			return -1;
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
		if (rd_next(r) != 0)
			return -1;
		if (r->colon.pending)
			rd_colon_take(r);
		if (rd_dead(r)) {
			if (k != T_EVENT && k != T_SITE && k != T_DATE &&
			    k != T_ROUND && k != T_TITLE && k != T_SOURCE &&
			    k != T_DESCRIPTION && k != T_EXCERPT)
				r->header_bad = 1;
			continue;
		}
		if (read_top_value(r, k) != 0)
			return -1;
		if (r->rec.kind == RECORD_CLEVER) /* rd_clever read the rest */
			return 0;
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
