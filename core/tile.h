/*
 * Colours, tiles and tile supplies.
 *
 * Colours are numbered in the fixed order used everywhere (output columns
 * included): red, orange, yellow, green, blue, purple.  A placed tile is
 * an ordered pair of colours (first colour on the first cell); a tile
 * *type* is the unordered pair, numbered 0..20, so RG and GR are one type.
 */
#ifndef GENIAL_TILE_H
#define GENIAL_TILE_H

#include <stddef.h>
#include <stdint.h>

enum colour { RED, ORANGE, YELLOW, GREEN, BLUE, PURPLE, COLOURS };

#define TILE_TYPES	21
#define NO_COLOUR	(-1)

/* A tile as written: two colours, a first and a second. */
struct tile {
	uint8_t		 a;	/* colour of the first hex */
	uint8_t		 b;	/* colour of the second hex */
};

/* A tile set: how many tiles of each type exist. */
enum tileset { TILES_STANDARD, TILES_TRAVEL };

/* Upper-case letter of a colour: 'R', 'O', ... */
char		 colour_letter(int c);
/* English name: "red", "orange", ... */
const char	*colour_name(int c);
/* Colour of a letter (either case), or NO_COLOUR. */
int		 colour_parse(int ch);

/*
 * Type 0..20 of the unordered pair {a, b}: the pairs (a <= b) in order,
 * RR RO RY .. RP OO OY .. PP.  Both colours must be below COLOURS.
 * Inline: replay and the reader call it for every tile they touch.
 */
static inline int
tile_type(struct tile t)
{
	int	 a = t.a, b = t.b;

	if (a > b) {
		a = t.b;
		b = t.a;
	}
	return a * COLOURS - a * (a - 1) / 2 + (b - a);
}
/* A representative tile of a type (a <= b in colour order). */
struct tile	 tile_of_type(int type);
int		 tile_is_double(struct tile t);
/*
 * Read a tile written as two colour letters (either case) of len bytes.
 * Returns 0 and fills *t, or -1 if the text is not exactly two letters.
 */
int		 tile_parse(const char *s, size_t len, struct tile *t);
/* Write "RG" into buf (at least 3 bytes); returns buf. */
char		*tile_name(struct tile t, char buf[3]);
/* How many tiles of this type a set holds (standard 6/5, travel 3/2). */
int		 tile_supply(enum tileset set, int type);
/* Total number of tiles in a set (120 or 57). */
int		 tile_set_size(enum tileset set);

#endif
