/*
 * Rule queries on a game's header rules alone (game.h, "Rule queries"):
 * sides, the cap, the bonus marks, the active area, and the one table of
 * each header vocabulary.  The engine (game.c, score.c) and the writers
 * (formats/) ask these, so each fact has one home.
 */
#include <stddef.h>
#include <string.h>

#include "game.h"

static const char *const variant_names[] = {
	[VARIANT_STANDARD] = "standard", [VARIANT_SOLO] = "solo",
	[VARIANT_TEAM] = "team", [VARIANT_DUEL] = "duel"
};
static const char *const ruleset_names[] = {
	[RULES_KOSMOS] = "kosmos", [RULES_MSO] = "mso"
};
static const char *const tiles_names[] = {
	[TILES_STANDARD] = "standard", [TILES_TRAVEL] = "travel"
};
#define NELEM(a)	(sizeof(a) / sizeof((a)[0]))

int
rules_sides(const struct rules *r)
{
	return r->variant == VARIANT_TEAM ? 2 : r->seats;
}

int
rules_side_of(const struct rules *r, int seat)
{
	return r->variant == VARIANT_TEAM ? seat % 2 : seat;
}

int
rules_cap(const struct rules *r)
{
	switch (r->variant) {
	case VARIANT_SOLO:
	case VARIANT_TEAM:
		return 36;
	case VARIANT_DUEL:
		return DUEL_END;
	default:
		return 18;
	}
}

int
rules_bonus_marks(const struct rules *r, int marks[2])
{
	switch (r->variant) {
	case VARIANT_SOLO:
		return 0;
	case VARIANT_TEAM:
		marks[0] = 18;
		marks[1] = 36;
		return 2;
	case VARIANT_DUEL:
		marks[0] = DUEL_END;
		return 1;
	default:
		marks[0] = 18;
		return 1;
	}
}

int
rules_in_area(const struct rules *r, int cell)
{
	int	 seats = r->variant == VARIANT_TEAM ? MAX_SEATS : r->seats;

	if (cell < 0 || cell >= BOARD_CELLS)
		return 0;
	return board_in_active_area(cell, seats < 1 ? 1 : seats);
}

static const char *
name_of(const char *const *tab, size_t n, int v)
{
	return v >= 0 && (size_t)v < n ? tab[v] : NULL;
}

/* Index of s[0..len) in tab, or -1; icase: ASCII letters in either case. */
static int
parse_of(const char *const *tab, size_t n, const char *s, size_t len,
    int icase)
{
	size_t	 i, j;
	int	 c;

	for (i = 0; s != NULL && i < n; i++) {
		if (strlen(tab[i]) != len)
			continue;
		for (j = 0; j < len; j++) {
			c = (unsigned char)s[j];
			if (icase && c >= 'A' && c <= 'Z')
				c = c - 'A' + 'a';
			if (c != tab[i][j])
				break;
		}
		if (j == len)
			return (int)i;
	}
	return -1;
}

const char *
rules_variant_name(enum variant v)
{
	return name_of(variant_names, NELEM(variant_names), (int)v);
}

const char *
rules_ruleset_name(enum ruleset v)
{
	return name_of(ruleset_names, NELEM(ruleset_names), (int)v);
}

const char *
rules_tiles_name(enum tileset v)
{
	return name_of(tiles_names, NELEM(tiles_names), (int)v);
}

int
rules_variant_parse(const char *s)
{
	return parse_of(variant_names, NELEM(variant_names), s,
	    s != NULL ? strlen(s) : 0, 0);
}

int
rules_variant_word(const char *s, size_t n)
{
	return parse_of(variant_names, NELEM(variant_names), s, n, 1);
}

int
rules_ruleset_parse(const char *s)
{
	return parse_of(ruleset_names, NELEM(ruleset_names), s,
	    s != NULL ? strlen(s) : 0, 0);
}

int
rules_ruleset_word(const char *s, size_t n)
{
	return parse_of(ruleset_names, NELEM(ruleset_names), s, n, 1);
}

int
rules_tiles_parse(const char *s)
{
	return parse_of(tiles_names, NELEM(tiles_names), s,
	    s != NULL ? strlen(s) : 0, 0);
}

int
rules_tiles_word(const char *s, size_t n)
{
	return parse_of(tiles_names, NELEM(tiles_names), s, n, 1);
}
