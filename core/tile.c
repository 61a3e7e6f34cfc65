/*
 * Colours, tiles and the two tile sets.
 *
 * Tile types are numbered by walking the unordered pairs {a <= b} in
 * colour order: RR RO RY RG RB RP OO OY ... PP, so type = a*6 - a*(a-1)/2
 * + (b - a) for a <= b.
 */

#include "tile.h"

static const char letters[COLOURS] = { 'R', 'O', 'Y', 'G', 'B', 'P' };
static const char *const names[COLOURS] = {
	"red", "orange", "yellow", "green", "blue", "purple"
};

char
colour_letter(int c)
{
	return (unsigned)c < COLOURS ? letters[c] : '?';
}

const char *
colour_name(int c)
{
	return (unsigned)c < COLOURS ? names[c] : "?";
}

int
colour_parse(int ch)
{
	/* ASCII only, either case; no locale (toupper) call. */
	switch (ch) {
	case 'R': case 'r':
		return RED;
	case 'O': case 'o':
		return ORANGE;
	case 'Y': case 'y':
		return YELLOW;
	case 'G': case 'g':
		return GREEN;
	case 'B': case 'b':
		return BLUE;
	case 'P': case 'p':
		return PURPLE;
	}
	return NO_COLOUR;
}

struct tile
tile_of_type(int type)
{
	struct tile	 t = { 0, 0 };
	int		 a, first;

	for (a = 0; a < COLOURS; a++) {
		first = a * COLOURS - a * (a - 1) / 2;
		if (type < first + (COLOURS - a)) {
			t.a = (uint8_t)a;
			t.b = (uint8_t)(a + (type - first));
			return t;
		}
	}
	return t;
}

int
tile_is_double(struct tile t)
{
	return t.a == t.b;
}

int
tile_parse(const char *s, size_t len, struct tile *t)
{
	int	 a, b;

	if (len != 2)
		return -1;
	if ((a = colour_parse(s[0])) == NO_COLOUR ||
	    (b = colour_parse(s[1])) == NO_COLOUR)
		return -1;
	t->a = (uint8_t)a;
	t->b = (uint8_t)b;
	return 0;
}

char *
tile_name(struct tile t, char buf[3])
{
	buf[0] = colour_letter(t.a);
	buf[1] = colour_letter(t.b);
	buf[2] = '\0';
	return buf;
}

int
tile_supply(enum tileset set, int type)
{
	int	 dbl = tile_is_double(tile_of_type(type));

	if (set == TILES_TRAVEL)
		return dbl ? 2 : 3;
	return dbl ? 5 : 6;
}

int
tile_set_size(enum tileset set)
{
	return set == TILES_TRAVEL ? 57 : 120;
}
