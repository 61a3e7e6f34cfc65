/*
 * The record reader's header values: the game's name, the words of an
 * Ingenious header (variant, rules, tiles, corners: genial-record(5)),
 * each read as the word one slip from it where it is none, from their
 * nodes whenever their keys come, and the values both games share (the
 * header texts and their one rule, excerpt), read as their events come.
 * The spine (reader_game.c) hands each its key's value.
 */
#include <stdio.h>
#include <string.h>

#include "clever_read_int.h"

/* The one word name(k) of a vocabulary one slip from s[0..n), or -1. */
static int
near_word(const char *s, size_t n, const char *(*name)(int))
{
	struct rd_near	 nr;
	const char	*w;
	int		 k;

	near_init(&nr, s, n);
	for (k = 0; (w = name(k)) != NULL; k++)
		near_try(&nr, k, w, strlen(w));
	return near_result(&nr);
}

/* The finding rd_diag just added, at pos, reads the word there as w. */
static void
read_as(struct reader *r, struct srcpos pos, const char *w)
{
	char	 why[READER_SHOW + 24];

	snprintf(why, sizeof(why), "It is read as %s", w);
	rd_fix(r, w, pos, w, why);
}

/*
 * A header word of Ingenious, the vocabulary word() knows (core's one
 * table of it, whose k-th word name(k) gives), from its node; -1 after
 * reporting.  A word one slip from exactly one of the vocabulary
 * (genial(1) FAULTY RECORDS, "The reader") is read as that word, with
 * its finding and the word as its fix.
 */
static int
header_word(struct reader *r, const struct clever_node *nd,
    int (*word)(const char *, size_t), const char *(*name)(int),
    const char *key, const char *expect)
{
	char		 b[READER_SHOW + 8];
	int		 k;

	if (nd->kind == CN_DEAD) {	/* reported as it was read */
		r->header_bad = 1;
		return -1;
	}
	if (nd->kind != CN_SCALAR) {
		rd_diag(r, D_BAD_VALUE, nd->pos, "%s must be %s, not %s",
		    key, expect, clever_node_kind(nd));
		r->header_bad = 1;
		return -1;
	}
	if ((k = word(nd->s, nd->n)) >= 0)
		return k;
	rd_diag(r, D_BAD_VALUE, nd->pos, "%s must be %s, not '%s'", key,
	    expect, rd_show(b, nd->s, nd->n));
	if ((k = near_word(nd->s, nd->n, name)) < 0) {
		r->header_bad = 1;
		return -1;
	}
	read_as(r, nd->pos, name(k));
	return k;
}

static const struct rd_word gamewords[] = {
	RD_WORD("ingenious"), RD_WORD("clever")
};

/* The game words by index, for near_word(). */
static const char *
game_name(int k)
{
	return k >= 0 && k < 2 ? gamewords[k].s : NULL;
}

/*
 * The game word of a scalar game: value (reader_int.h).
 */
int
rd_game_word(struct reader *r, const char *s, size_t n)
{
	char		 b[READER_SHOW + 8];
	int		 v;

	if ((v = rd_word(gamewords, 2, s, n, 1)) >= 0)
		return v;
	if ((v = near_word(s, n, game_name)) < 0)
		return -1;
	rd_diag(r, D_BAD_VALUE, rd_pos(r), "game must be 'ingenious' or "
	    "'clever', not '%s'", rd_show(b, s, n));
	read_as(r, rd_pos(r), game_name(v));
	return v;
}

/* The words of each header key, by index, for header_word(). */
static const char *
variant_name(int k)
{
	return rules_variant_name((enum variant)k);
}

static const char *
ruleset_name(int k)
{
	return rules_ruleset_name((enum ruleset)k);
}

static const char *
tiles_name(int k)
{
	return rules_tiles_name((enum tileset)k);
}

/* The corners: six colour letters, each colour once. */
static void
read_corners(struct reader *r, const struct clever_node *nd)
{
	char		 b[READER_SHOW + 8], ch[READER_SHOW + 8];
	const char	*s = nd->s;
	size_t		 n = nd->n, i, k;
	unsigned	 have = 0;
	int		 c;

	if (nd->kind != CN_SCALAR) {
		if (nd->kind != CN_DEAD)
			rd_diag(r, D_BAD_VALUE, nd->pos, "corners must be six "
			    "colour letters, not %s", clever_node_kind(nd));
		r->header_bad = 1;
		return;
	}
	if (n != BOARD_SYMBOLS) {
		rd_diag(r, D_BAD_VALUE, nd->pos, "corners must be six "
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
			rd_diag(r, D_BAD_VALUE, nd->pos, c == NO_COLOUR ?
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

void
rd_ingenious_header(struct reader *r, int k, const struct clever_node *nd)
{
	int	 v;

	switch (k) {
	case T_VARIANT:
		if ((v = header_word(r, nd, rules_variant_word, variant_name,
		    "variant", "standard, solo, team or duel")) >= 0)
			r->variant = (enum variant)v;
		break;
	case T_RULES:
		if ((v = header_word(r, nd, rules_ruleset_word, ruleset_name,
		    "rules", "kosmos or mso")) >= 0)
			r->ruleset = (enum ruleset)v;
		break;
	case T_TILES:
		if ((v = header_word(r, nd, rules_tiles_word, tiles_name,
		    "tiles", "standard or travel")) >= 0)
			r->tiles = (enum tileset)v;
		break;
	case T_CORNERS:
		read_corners(r, nd);
		break;
	}
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

int
rd_excerpt(struct reader *r)
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

