/*
 * Ganz schön clever: the score sheet and the rules that change it
 * (genial-clever(5), section RULES).
 *
 * A struct clever_sheet is a small value: fixed fields, no pointers, so
 * copying it is a complete copy.  Functions here check and apply; they
 * never print, never exit and never allocate.  What to report and how to
 * word it is the replay's (clever_replay.h).
 *
 * Dice are numbered W Y B G O P (0..5); areas Y B G O P (0..4), so the
 * area of a coloured die c is c - 1.  Yellow cells are numbered
 * (row - 1) * 4 + column, A1 = 0 ... D4 = 15; blue cells by their printed
 * number 2..12; green, orange and purple boxes 1..11.
 */
#ifndef GENIAL_CLEVER_H
#define GENIAL_CLEVER_H

#include <stdint.h>

#define CLEVER_DICE	6
#define CLEVER_AREAS	5
#define CLEVER_BOXES	11
#define CLEVER_MAX_SEATS 4

enum clever_die { CD_W, CD_Y, CD_B, CD_G, CD_O, CD_P };
enum clever_area { CA_Y, CA_B, CA_G, CA_O, CA_P };

/* Bonuses of the sheet (C34, C35). */
enum clever_bonus {
	CB_NONE, CB_REROLL, CB_PLUS1, CB_FOX, CB_XY, CB_XB, CB_XG,
	CB_O4, CB_O5, CB_O6, CB_P6, CB__MAX
};

/* One player's score sheet and action tracks. */
struct clever_sheet {
	uint16_t	 yellow;	/* bit per yellow cell crossed by the
					   player (printed crosses not set) */
	uint16_t	 blue;		/* bit n: blue cell n (2..12) crossed */
	uint8_t		 green;		/* green boxes crossed, 0..11 */
	uint8_t		 norange;	/* orange boxes written */
	uint8_t		 npurple;	/* purple boxes written */
	uint8_t		 orange[CLEVER_BOXES];	/* as written (multiplied) */
	uint8_t		 purple[CLEVER_BOXES];
	uint8_t		 foxes;
	uint8_t		 rr_earned, rr_used;	/* reroll track */
	uint8_t		 p1_earned, p1_used;	/* +1 track */
};

/* A mark on the sheet: which area, which cell or box, what is written. */
struct clever_mark {
	int		 area;		/* enum clever_area */
	int		 cell;		/* yellow 0..15, blue 2..12; tracks:
					   the box, 1..11 */
	int		 written;	/* orange, purple: the number written;
					   else 0 */
};

/* Scores of one sheet (C41, C42). */
struct clever_score {
	int		 area[CLEVER_AREAS];
	int		 foxes;
	int		 fox;		/* fox points */
	int		 total;
	int		 best;		/* highest area score (C43) */
	int		 lowest;	/* lowest area score (C42) */
};

extern const char *const clever_die_names[CLEVER_DICE];	/* "white" */
extern const char *const clever_area_names[CLEVER_AREAS]; /* "yellow" */
extern const char clever_letters[CLEVER_DICE + 1];	/* "WYBGOP" */
extern const char *const clever_bonus_words[CB__MAX];	/* "reroll", "B" */

/* The die letter's number, case-insensitive, or -1. */
int	clever_die_parse(int ch);
/* Printed number of yellow cell i (0 for the printed crosses). */
int	clever_yellow_number(int cell);
/* 1 if yellow cell i is crossed in print. */
int	clever_yellow_printed(int cell);
/* Green minimum of box i (1..11). */
int	clever_green_min(int box);
/* Orange multiplier of box i (1..11). */
int	clever_orange_mult(int box);
/* The bonus a green, orange or purple box fires when filled, or CB_NONE. */
enum clever_bonus clever_box_bonus(int area, int box);
/* Description of a bonus for messages and score: "X in blue". */
const char *clever_bonus_text(enum clever_bonus);
/* 1 for the bonuses that are marks (X and number bonuses). */
int	clever_bonus_is_mark(enum clever_bonus);

/* Blue points for n crossed cells (C5). */
int	clever_blue_points(int n);
/* Number of crossed blue cells. */
int	clever_blue_count(const struct clever_sheet *);
/* Number of crossed yellow cells (printed ones not counted). */
int	clever_yellow_count(const struct clever_sheet *);
/* 1 if yellow cell i is crossed, in print or by the player. */
int	clever_yellow_crossed(const struct clever_sheet *, int cell);
/* The player's marks: crossed cells, boxes (printed crosses not counted). */
int	clever_mark_count(const struct clever_sheet *);

/* The score of one area of a sheet (C41). */
int	clever_area_score(const struct clever_sheet *, int area);
/* Scores of a sheet. */
void	clever_score(const struct clever_sheet *, struct clever_score *);
/*
 * Scores of sheet s, given *sc, the scores of sheet *was: only the areas
 * where the two differ are scored again (a replay's sheet changes in one
 * area or two from one claim to the next).  *was becomes s, *sc its
 * scores.
 */
void	clever_score_again(const struct clever_sheet *s,
	    struct clever_sheet *was, struct clever_score *sc);

/*
 * The target of a die of value v entered in area a with the sheet as it
 * is, when the rules leave no choice: green, orange and purple the next
 * box; blue the cell blue + white (sum); yellow the only free cell of
 * number v.  Returns 0 with *m set, -1 when the area is full or the cell
 * is taken, -2 when a yellow choice remains between two cells.
 */
int	clever_target(const struct clever_sheet *, int area, int v, int sum,
	    struct clever_mark *m);
/*
 * 1 if the die (value v, blue + white sum) can legally be entered in
 * area a: a free cell or box whose rules it meets (C28 to C32).
 */
int	clever_usable_in(const struct clever_sheet *, int area, int v, int sum);
/* 1 if die d of value v can be entered somewhere (white: any area). */
int	clever_usable(const struct clever_sheet *, int die, int v, int sum);

/*
 * Make mark m (already judged) on the sheet and put the bonuses it fires
 * into out[] in the order of C36 (row first, then column or diagonal; a
 * box's bonus), at most two.  Returns their number.  Rerolls, +1s and
 * foxes are not earned here: the caller does that, so that it can count
 * them.
 */
int	clever_apply(struct clever_sheet *, const struct clever_mark *,
	    enum clever_bonus out[2]);
/* Earn a reroll, +1 or fox bonus (the tracks hold seven: C9). */
void	clever_earn(struct clever_sheet *, enum clever_bonus);

/*
 * The mark an automatic bonus mark makes (X in green, O4 O5 O6, P6):
 * 0 with *m set, or -1 when its area is full (it lapses).
 */
int	clever_bonus_target(const struct clever_sheet *, enum clever_bonus,
	    struct clever_mark *m);
/* 1 if the area of an X in yellow or blue has a free cell. */
int	clever_x_possible(const struct clever_sheet *, enum clever_bonus);

/* Rounds for n players (C13), solo 6. */
int	clever_rounds(int nplayers);
/* Solo rating text of a total (C47), and its band in lo, hi (hi -1: open). */
const char *clever_rating(int total, int *lo, int *hi);

#endif
