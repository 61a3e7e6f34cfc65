/*
 * Ganz schön clever: the score sheet and the rules that change it
 * (genial-clever(5), sections THE SCORE SHEET and THE RULES).
 *
 * This header is the one home of the game's facts: the printed sheet
 * (numbers, minimums, multipliers, every bonus symbol and where it is),
 * the names of dice, areas, cells and bonuses, whether a mark is legal
 * (clever_check_mark, which the replay and the agents both ask), and
 * what a mark does to a sheet.  The replay (clever_replay.h), the agents
 * (clever_play.h) and every picture and report read these and never
 * restate them.
 *
 * A struct clever_sheet is a small value: fixed fields, no pointers, so
 * copying it is a complete copy.  Functions here check and apply; they
 * never print, never exit and never allocate.  What to report and how to
 * word it is the replay's.
 *
 * Dice are numbered W Y B G O P (0..5); areas Y B G O P (0..4), so the
 * area of a coloured die c is c - 1.  Yellow cells are numbered
 * (row - 1) * 4 + column, A1 = 0 ... D4 = 15; blue cells by their printed
 * number 2..12; green, orange and purple boxes 1..11.  Rows and columns
 * in the accessors count from 0.
 */
#ifndef GENIAL_CLEVER_H
#define GENIAL_CLEVER_H

#include <stddef.h>
#include <stdint.h>

#include "diag.h"

#define CLEVER_DICE	6
#define CLEVER_AREAS	5
#define CLEVER_BOXES	11
#define CLEVER_MAX_SEATS 4
#define CLEVER_ROUNDS	6	/* the most rounds a game has (C13) */
#define CLEVER_TRACK	7	/* spaces of each action track (C9) */
#define CLEVER_BLACK_ROUND 4	/* the round whose start brings the black
				   bonus (C16) */
#define CLEVER_MARKS_MAX 32	/* legal marks of a die or a bonus, at most */

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

/*
 * Names.  clever_letters: a die's letter by die ("WYBGOP"), so area a's
 * letter is clever_letters[a + 1]; clever_area_letters the five ("YBGOP").
 * clever_bonus_words: the notation's word of each bonus ("reroll", "+1",
 * "fox", "Y", "B", "G", "O4", ...); clever_bonus_text: its description.
 */
extern const char *const clever_die_names[CLEVER_DICE];	/* "white" */
extern const char *const clever_area_names[CLEVER_AREAS]; /* "yellow" */
extern const char clever_letters[CLEVER_DICE + 1];	/* "WYBGOP" */
extern const char *const clever_area_letters;		/* "YBGOP" */
extern const char *const clever_bonus_words[CB__MAX];	/* "reroll", "B" */

/* The die letter's number, case-insensitive, or -1. */
int	clever_die_parse(int ch);
/* Description of a bonus for messages and score: "X in blue". */
const char *clever_bonus_text(enum clever_bonus);
/* The article before an area's name: "an" for orange, else "a". */
const char *clever_area_article(int area);

/* How clever_mark_name names a mark. */
enum clever_name {
	CLEVER_NAME_WORDS,	/* "yellow A1", "blue 7", "green box 3" */
	CLEVER_NAME_CELL,	/* "A1", "7", "3": the cell, or the box */
	CLEVER_NAME_BOX,	/* "YA1", "B7", "G3", "O4": area and cell or
				   box (the pictures' titles) */
	CLEVER_NAME_TOKEN	/* the notation's mark token (2.4): "YA1",
				   "B7", "G", "O4" (a 4 in orange), "P";
				   reads cell -1 as no cell and written as
				   the value before the multiplier, 0 none */
};
/* Name mark m into buf (always terminated).  Returns buf. */
char	*clever_mark_name(const struct clever_mark *, enum clever_name,
	    char *buf, size_t len);
/*
 * A die as text, "W2", or "W-" for a die no roll has given a value
 * (v 0).  buf holds at least 3 bytes; returns buf.
 */
char	*clever_die_text(int die, int v, char *buf);

/* The printed sheet (C2 to C11, C34). */
/* Printed number of yellow cell i (0 for the printed crosses). */
int	clever_yellow_number(int cell);
/* 1 if yellow cell i is crossed in print. */
int	clever_yellow_printed(int cell);
/* The bonus of yellow row r (0..3); the diagonal's; a column's points. */
enum clever_bonus clever_yellow_row_bonus(int row);
enum clever_bonus clever_yellow_diagonal_bonus(void);
int	clever_yellow_column_points(int col);
/* 1 if yellow cell i is on the diagonal A1 B2 C3 D4. */
int	clever_yellow_on_diagonal(int cell);
/* The printed number of blue row r (0..2), column c (0..3); 0 for the
   rule picture at the top left. */
int	clever_blue_cell(int row, int col);
/* The row (0..2) and column (0..3) of blue cell n (2..12). */
void	clever_blue_place(int n, int *row, int *col);
/* The bonus of blue row r (0..2), of blue column c (0..3). */
enum clever_bonus clever_blue_row_bonus(int row);
enum clever_bonus clever_blue_column_bonus(int col);
/* Blue points for n crossed cells (C5). */
int	clever_blue_points(int n);
/* Green minimum of box i (1..11); green points for n boxes (C6). */
int	clever_green_min(int box);
int	clever_green_points(int n);
/* Orange multiplier of box i (1..11). */
int	clever_orange_mult(int box);
/* The bonus a green, orange or purple box fires when filled, or CB_NONE. */
enum clever_bonus clever_box_bonus(int area, int box);
/* The bonus every player earns as round r starts (C11): reroll, +1,
   reroll; CB_NONE for round 4 (the black bonus, C16) and later. */
enum clever_bonus clever_round_bonus(int round);
/* 1 for the bonuses that are marks (X and number bonuses, C35). */
int	clever_bonus_is_mark(enum clever_bonus);
/* The area a bonus mark goes to, or -1; the number a number bonus
   writes (4, 5, 6), else 0. */
int	clever_bonus_area(enum clever_bonus);
int	clever_bonus_number(enum clever_bonus);
/*
 * Where bonus b fired by mark m is printed, into buf: "yellow row 1",
 * "yellow diagonal", "blue column A", "purple box 4".  Returns buf.
 */
char	*clever_bonus_source(const struct clever_mark *m, enum clever_bonus b,
	    char *buf, size_t len);

/* Counts and scores of a sheet. */
/* Number of crossed blue cells. */
int	clever_blue_count(const struct clever_sheet *);
/* Number of crossed yellow cells (printed ones not counted). */
int	clever_yellow_count(const struct clever_sheet *);
/* 1 if yellow cell i is crossed, in print or by the player. */
int	clever_yellow_crossed(const struct clever_sheet *, int cell);
/* 1 if blue cell n is crossed. */
int	clever_blue_crossed(const struct clever_sheet *, int n);
/* The marks made in area a (cells crossed, boxes filled). */
int	clever_area_count(const struct clever_sheet *, int area);
/* 1 if area a has no free cell or box left. */
int	clever_area_full(const struct clever_sheet *, int area);
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

/* Marks: legality, choices, effect (clever_rules.c). */
/* die of clever_check_mark for a bonus mark (an X, a number bonus, the
   black bonus): any free cell of its area, the number the bonus's. */
#define CLEVER_BONUS_MARK	(-1)
/*
 * Check a mark without changing anything (C27 to C33): die d (enum
 * clever_die, or CLEVER_BONUS_MARK) showing v, blue + white being sum,
 * entered at m.  m->area says the area; for yellow and blue m->cell the
 * cell (blue: -1 for the cell blue + white); for the tracks m->cell and
 * m->written are set to the next box and what it receives (orange v x
 * its multiplier).  Returns a mask with bit (1ull << code) set for each
 * broken rule among D_WRONG_AREA (a coloured die outside its colour's
 * area), D_CELL_OCCUPIED (the cell is crossed, in print or not, or is no
 * cell), D_VALUE_MISMATCH (the yellow cell's number is not v; the blue
 * cell is not sum), D_AREA_FULL (no box left), D_BELOW_THRESHOLD (v
 * under the green box's minimum), D_NOT_ASCENDING (the purple rule);
 * 0 if the mark is legal.  With D_CELL_OCCUPIED or D_AREA_FULL the mark
 * cannot be made (C48); with the others it can, as played.
 */
uint64_t clever_check_mark(const struct clever_sheet *, int die, int v,
	    int sum, struct clever_mark *m);
/* The mask of clever_check_mark that leaves a mark unmakeable. */
#define CLEVER_UNMAKEABLE \
	((1ull << D_CELL_OCCUPIED) | (1ull << D_AREA_FULL))
/*
 * Every legal mark of die d showing v (sum: blue + white) on the sheet,
 * into out[] in the order areas Y B G O P, cells by number: the marks
 * clever_check_mark passes.  Returns their number (0: the die is not
 * usable, C21).
 */
int	clever_legal_marks(const struct clever_sheet *, int die, int v,
	    int sum, struct clever_mark out[CLEVER_MARKS_MAX]);
/* 1 if die d of value v can be entered somewhere (C21); a die no roll
   has given a value (v 0) cannot. */
int	clever_usable(const struct clever_sheet *, int die, int v, int sum);
/* 1 if the die (value v, blue + white sum) can legally be entered in
   area a. */
int	clever_usable_in(const struct clever_sheet *, int area, int v,
	    int sum);
/*
 * Every mark bonus b (an X, a number bonus; CB_NONE: the black bonus,
 * C16) can make on the sheet, into out[]: an X in yellow or blue any
 * free cell, the others the next box.  Returns their number (0: it
 * lapses, C36).
 */
int	clever_bonus_marks(const struct clever_sheet *, enum clever_bonus b,
	    struct clever_mark out[CLEVER_MARKS_MAX]);
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
/*
 * The bonuses a sheet's own marks earn (C34), counted by kind into
 * count[] (round bonuses not included).
 */
void	clever_sheet_bonuses(const struct clever_sheet *, int count[CB__MAX]);

/* The game. */
/* Rounds for n players (C13), solo 6. */
int	clever_rounds(int nplayers);
/* Solo rating text of a total (C47), and its band in lo, hi (hi -1: open). */
const char *clever_rating(int total, int *lo, int *hi);

#endif
