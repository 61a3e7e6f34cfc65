/*
 * Game state and the rules that change it: placement legality, scoring,
 * bonus placements, swaps, refills, end detection.
 *
 * A struct game is a small value: fixed arrays, cells by index, no
 * pointers.  Copying it with `=` or memcpy is a complete, independent copy;
 * analysis and self-play rely on that.  Functions here never print, never
 * exit and never allocate.  They check and apply; deciding what to report
 * and how to word it is the replay's job (replay.h).
 *
 * Seats are 0-based in the record's player order.  Counters belong to
 * sides: in the team game seats 0 and 2 form side 0, seats 1 and 3 side 1;
 * everywhere else side = seat.  In the duel game there are no per-side
 * counters (game.score stays at zero): one shared track position per
 * colour (game.track), see "The duel track" below.
 *
 * Racks hold game_rack_size() tiles: 6, or 1 in the solo game, where the
 * "rack" is the tile drawn for the next placement.  A solo rack is empty
 * between placements: the caller draws (game_draw or game_refill_unknown)
 * before each placement.
 */
#ifndef GENIAL_GAME_H
#define GENIAL_GAME_H

#include <stdint.h>

#include "board.h"
#include "tile.h"

#define MAX_SEATS	4
#define RACK_SIZE	6
#define DUEL_END	9	/* last space of a side of the duel track */

enum variant { VARIANT_STANDARD, VARIANT_SOLO, VARIANT_TEAM, VARIANT_DUEL };
enum ruleset { RULES_KOSMOS, RULES_MSO };

/* What the record header fixes for the whole game. */
struct rules {
	enum variant	 variant;
	enum ruleset	 ruleset;
	enum tileset	 tiles;
	uint8_t		 corners[BOARD_SYMBOLS]; /* colour per board_symbol_cells */
	int		 seats;			 /* number of players, 1..4 */
};

/* The default rules for a number of seats: standard, Kosmos, RGBOYP. */
void	rules_default(struct rules *, int seats);
/* Number of seats the variant requires: lo..hi inclusive. */
void	rules_seat_range(enum variant, int *lo, int *hi);

/*
 * Rule queries on the header's rules alone (genial-rules(7)), for every
 * part that needs one of these facts without a game state: the writers
 * read them here rather than work them out again.  The game_* functions
 * of the same name ask them of g->rules.
 */
/* Number of sides that hold counters: seats, or 2 in the team game. */
int	rules_sides(const struct rules *);
/* The side of a seat: in the team game seat % 2, elsewhere the seat. */
int	rules_side_of(const struct rules *, int seat);
/* Counter cap: 18, or 36 for solo and team (duel: DUEL_END, the track). */
int	rules_cap(const struct rules *);
/*
 * The counter values whose reaching, from below, earns a bonus placement
 * (genial-rules(7) "6 Bonus placements"), ascending into marks; returns
 * how many: none in solo, 18 and 36 in the team game, 18 elsewhere, and
 * in the duel DUEL_END, the scorer's 9 (with the token to take).
 */
int	rules_bonus_marks(const struct rules *, int marks[2]);
/* 1 if cell is in the active area of these rules ("1 Board and areas"). */
int	rules_in_area(const struct rules *, int cell);
/* The header words: "standard", "solo", "team", "duel"; "kosmos", "mso";
 * "standard", "travel".  NULL for a value out of range. */
const char *rules_variant_name(enum variant);
const char *rules_ruleset_name(enum ruleset);
const char *rules_tiles_name(enum tileset);
/* The value a header word names (exact, lower case), or -1. */
int	rules_variant_parse(const char *);
int	rules_ruleset_parse(const char *);
int	rules_tiles_parse(const char *);
/* The same for s[0..n), ASCII letters in either case, as a record may
 * write it (genial-record(5)). */
int	rules_variant_word(const char *s, size_t n);
int	rules_ruleset_word(const char *s, size_t n);
int	rules_tiles_word(const char *s, size_t n);

/* A placement as written: the tile's first colour goes on cell a. */
struct placement {
	struct tile	 tile;
	int		 a;	/* cell of tile.a */
	int		 b;	/* cell of tile.b */
};

/*
 * A rack: the tile types known to be on it plus a count of slots whose
 * tile is not known (a transcribed scoresheet without racks).
 */
struct rack {
	uint8_t		 known[RACK_SIZE];	/* tile types, first nknown valid */
	uint8_t		 nknown;
	uint8_t		 unknown;		/* slots holding unknown tiles */
};

/* One scoring line: from hex `hex` (0 = tile.a, 1 = tile.b) in `dir`. */
struct line {
	uint8_t		 hex;
	uint8_t		 dir;	/* enum dir */
	uint8_t		 len;	/* matching hexes counted, >= 1 */
};

/* Scoring lines of one placement: five directions from each hex. */
#define BREAKDOWN_LINES	10

/* What one placement scored, per direction and per colour. */
struct breakdown {
	struct line	 lines[BREAKDOWN_LINES];
	int		 nlines;
	uint8_t		 points[COLOURS];	/* counted, before the cap */
	uint8_t		 gained[COLOURS];	/* moved on the counter */
	uint8_t		 reached;	/* bit c: colour c reached a bonus mark */
	uint8_t		 reached2;	/* bit c: colour c reached two (team:
					   18 and 36 with one placement) */
	uint8_t		 bonus;		/* bonus placements earned */
	uint8_t		 tokens;	/* duel: bit c: token c taken */
	uint8_t		 stolen;	/* duel: bit c: token c taken from
					   the opponent (a subset of tokens) */
};

/* Why a game ended. */
enum end_reason {
	END_NONE,		/* still running */
	END_BOARD_FULL,		/* no two adjacent empty cells in the area */
	END_ALL_CAPPED,		/* a side won at once: every counter at
				   the cap, or (duel) all six counters on
				   its half of the track */
	END_NO_TILES,		/* the player to move has no tile, bag empty */
	END_ALL_FLAGGED		/* every player's clock has run out */
};

struct game {
	struct rules	 rules;
	int8_t		 cell[BOARD_CELLS];	/* colour on the cell, -1 empty;
						   start symbols hold theirs */
	uint16_t	 free_pairs;	/* adjacent empty pairs in the area */
	uint8_t		 score[MAX_SEATS][COLOURS];	/* by side */
	int8_t		 track[COLOURS];	/* duel: -9..9, + toward seat 0 */
	int8_t		 token[COLOURS];	/* duel: holder seat or -1 */
	struct rack	 rack[MAX_SEATS];
	uint8_t		 unseen[TILE_TYPES];	/* in the bag or in unknown slots */
	uint8_t		 aside[TILE_TYPES];	/* shown by a running swap */
	uint8_t		 started[MAX_SEATS];	/* first placement made */
	uint8_t		 flagged[MAX_SEATS];	/* clock ran out (MSO) */
	int		 turn;		/* seat to move */
	int		 placed;	/* placements made in this turn */
	int		 bonus_due;	/* bonus placements still to take */
	int		 placements;	/* placements made in the game */
	enum end_reason	 over;
	int		 winner_now;	/* seat of an immediate win, or -1 */
};

/*
 * The duel track (genial-rules(7) "12 Duel").  track[c] is the position of
 * colour c's counter: 0 on the line, 1..9 on seat 0's half, -1..-9 on seat
 * 1's. Seen from a seat ("position" below) a counter is positive on its own
 * half.  Scoring n points moves the counter n steps toward the scorer: from
 * the line the first step lands on the scorer's 1; after that the line is not
 * a space (-1 -> +1 is one step); the counter stops at the scorer's 9 and
 * surplus points are lost.  token[c] is the seat holding colour c's duel
 * token, -1 while it is on the display.
 */


/*
 * Set up the start of a game: empty board, counters at zero, every rack
 * six unknown slots (the bag holds the rest), seat 0 to move.
 */
void	game_init(struct game *, const struct rules *);
/* rules_sides(), rules_side_of() and rules_cap() of g->rules. */
int	game_sides(const struct game *);
int	game_side_of(const struct game *, int seat);
int	game_cap(const struct game *);
/* Tiles a full rack holds: RACK_SIZE, or 1 in the solo game. */
int	game_rack_size(const struct game *);
/*
 * The seat that moves after the turn in progress: the next seat in order
 * that has not flagged (possibly the seat to move itself, when every other
 * seat has flagged, and always in the solo game); g->turn if all flagged.
 */
int	game_next_seat(const struct game *);

/* Duel: colour c's track position seen from seat (0 for a bad argument). */
int	game_duel_position(const struct game *, int seat, int c);
/*
 * Duel: the position (seen from the scorer) a counter at pos reaches
 * after steps steps toward the scorer, stopping at DUEL_END; *moved, if
 * not NULL, gets the steps actually taken.  Pure: pos in -9..9.
 */
int	game_duel_advance(int pos, int steps, int *moved);
/* Duel: the seat that has all six counters on its own half, or -1. */
int	game_duel_sweep(const struct game *);
/*
 * Duel, game_place's part: move the track by bd->gained toward seat and
 * hand seat the tokens in bd->tokens.  bd must come from game_score for
 * the same seat and state.
 */
void	game_duel_apply(struct game *, int seat, const struct breakdown *bd);
/*
 * Duel, game_score's part: from bd->points, fill gained, reached, tokens,
 * stolen and bonus as genial-rules(7) "12 Duel" says for seat (see game_score).
 */
void	game_duel_score(const struct game *, int seat, struct breakdown *bd);

/*
 * Make a rack known: replaces seat's rack with these n tile types
 * (unknown slots become known).  Returns 0, or -1 if a type would exceed
 * its supply (the rack is then left with what fitted).
 */
int	game_set_rack(struct game *, int seat, const struct tile *, int n);

/*
 * Check a placement by seat without changing anything.  Returns a bit
 * mask with bit (1ull << code) set for each broken rule among D_NOT_ADJACENT,
 * D_CELL_OCCUPIED, D_OUTSIDE_AREA, D_FIRST_PLACEMENT, D_NOT_CONNECTED,
 * D_TILE_NOT_IN_RACK, D_SUPPLY_EXCEEDED; 0 if legal.  *cell, if not NULL,
 * gets the first cell that is occupied or outside the area (or NO_CELL).
 * D_TILE_NOT_IN_RACK: no known tile of the type and no unknown slot.
 * D_SUPPLY_EXCEEDED: no known tile of the type and unseen holds none (so
 * it comes with D_TILE_NOT_IN_RACK when the rack has no unknown slot).
 * D_NOT_CONNECTED is checked under MSO only.  Cells off the board count
 * as outside the area; a seat out of range is not judged on start or rack.
 */
uint64_t game_check_place(const struct game *, int seat,
	    const struct placement *, int *cell);
/* 1 if the cells can physically take the tile (adjacent, both empty). */
int	game_can_place(const struct game *, const struct placement *);

/*
 * Score a placement on the current board, which must not hold it yet.
 * Pure: fills *bd with lines and points, and with gained/reached/bonus as
 * they would be for seat.  Returns the total points counted.
 * Duel: gained[c] is the steps colour c's counter moves; reached bit c is
 * set when the counter arrives on seat's 9 and seat takes the token
 * (tokens, and stolen if the opponent held it), which earns a bonus
 * placement; arriving on 9 while already holding the token earns nothing.
 * Solo: no bonus.  MSO: at most one bonus per placement in every variant.
 */
int	game_score(const struct game *, int seat, const struct placement *,
	    struct breakdown *bd);

/*
 * Apply a placement that game_can_place() accepts, as played: the tile
 * leaves the rack (a known tile if there is one, else an unknown slot;
 * a tile that was on neither makes the rack unknown, see game.c), the
 * board takes it, counters move (duel: the track and the tokens), bonus
 * placements earned are added to bonus_due (one consumed first if one
 * was due), and the end conditions are checked: an immediate win
 * (END_ALL_CAPPED: all six at the cap, never in solo; duel: all six
 * counters on one half), else a full area.  Fills *bd if not NULL.
 */
void	game_place(struct game *, int seat, const struct placement *,
	    struct breakdown *bd);

/*
 * Tiles a swap of n shown tiles by seat draws before the shown ones go
 * back (genial-rules(7) "7 Swap"): RACK_SIZE in the standard and team
 * game, where the whole rack is shown; in the duel what the refill needs,
 * six less the tiles kept.
 */
int	game_swap_draws(const struct game *, int seat, int n);
/*
 * 1 if seat may swap the shown tiles now.  Every variant with a swap: the
 * bag holds the game_swap_draws() tiles the swap draws.  Standard and
 * team: the shown tiles (the whole rack) show none of the side's lowest
 * colours.  Duel: at least one tile is shown and every shown tile (the
 * ones set aside) shows a colour whose counter stands on seat's own 9.
 * Solo never swaps.
 */
int	game_swap_allowed_for(const struct game *, int seat,
	    const struct tile *shown, int n);

/* Lowest colours of a side: bit c set for each colour at the minimum. */
unsigned game_lowest(const struct game *, int side);

/*
 * Draw tiles onto seat's rack from the bag: returns 0, or -1 if a tile is
 * not in the bag or the rack would hold more than game_rack_size() (nothing
 * drawn then).  game_refill_unknown() tops the rack up to game_rack_size()
 * with unknown slots, as far as the bag allows.
 */
int	game_draw(struct game *, int seat, const struct tile *, int n);
void	game_refill_unknown(struct game *, int seat);
/* Tiles physically in the bag (unseen minus unknown slots). */
int	game_bag_count(const struct game *);
/*
 * 1 if the bag holds at least n tiles (game_bag_count(g) >= n): the
 * same answer, but it stops counting once it knows, which for the draws
 * of a placement is after a type or two.
 */
int	game_bag_at_least(const struct game *, int n);
/* Tiles on seat's rack, known and unknown. */
int	game_rack_count(const struct game *, int seat);
/* Index in rack.known of a tile of that type, or -1. */
int	game_rack_find(const struct game *, int seat, struct tile);

/*
 * The tile leaves seat's rack as game_place() takes it: a known tile of
 * its type, else an unknown slot; if the rack holds neither, the record
 * was wrong about the rack, which then "forgets": its known tiles go back
 * to unseen and it becomes (size - 1) unknown slots.
 */
void	game_rack_take(struct game *, int seat, struct tile);

/*
 * Swap: the shown tiles leave the rack (which they must equal: see
 * replay), are held aside while the new tiles are drawn, then go back to
 * the bag.  game_swap_begin removes them into game.aside (a shown tile
 * found neither known nor in an unknown slot is ignored); game_swap_end
 * returns them, and anything else still aside, to the bag.
 */
void	game_swap_begin(struct game *, int seat, const struct tile *, int n);
void	game_swap_end(struct game *, const struct tile *, int n);

/*
 * Finish the current turn: placed and bonus_due go to 0 and the next seat
 * that has not flagged moves.  Ends the game with END_ALL_FLAGGED if every
 * seat has flagged, or END_NO_TILES if the seat to move has no tile and
 * the bag is empty.  Does nothing else once the game is over.
 */
void	game_next_turn(struct game *);
/*
 * Mark seat's clock as run out.  If that seat is the one to move, the turn
 * passes on as by game_next_turn(); if every seat has flagged, the game
 * ends (END_ALL_FLAGGED).
 */
void	game_flag(struct game *, int seat);
/* 1 if at least one legal placement cell pair remains in the area. */
int	game_has_free_pair(const struct game *);
/*
 * How the game ended (genial-rules(7) "8 End of the game"), the one
 * wording every writer uses: in words ("no two adjacent empty hexes
 * remain"; "the record ends before the game does" while it runs), and as
 * one word for programs ("board-full", "all-capped", "all-on-own-half",
 * "no-tiles", "all-flagged"; NULL while it runs).
 */
const char *game_end_text(const struct game *);
const char *game_end_word(const struct game *);

#endif
