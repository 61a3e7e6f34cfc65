/*
 * Inside the clever sheet engine: the tables and masks of the printed
 * sheet that clever.c (the sheet, names, scores) and clever_rules.c
 * (legality and effect of a mark) both read.  Not part of the library's
 * interface: everything else asks clever.h's accessors.
 */
#ifndef GENIAL_CLEVER_SHEET_PRIV_H
#define GENIAL_CLEVER_SHEET_PRIV_H

#include <stdint.h>

#include "clever.h"

/* Printed crosses: D1, C2, B3, A4; the diagonal A1 B2 C3 D4. */
#define CLEVER_YELLOW_PRINTED	((1u << 3) | (1u << 6) | (1u << 9) | \
				 (1u << 12))
#define CLEVER_YELLOW_DIAG	((1u << 0) | (1u << 5) | (1u << 10) | \
				 (1u << 15))
#define CLEVER_BLUE_CELLS	0x1ffcu		/* bits 2..12 */
/* The bonus of the yellow diagonal. */
#define CLEVER_YELLOW_DIAG_BONUS	CB_PLUS1

/* Printed numbers of the yellow grid by cell; 0 a printed cross. */
extern const uint8_t clever_yellow_num[16];
/* Orange multipliers by box, 1..11 at 0..10. */
extern const uint8_t clever_orange_mults[CLEVER_BOXES];
/* Green minimums by box, 1..11 at 0..10. */
extern const uint8_t clever_green_mins[CLEVER_BOXES];
/* The bonuses of the yellow rows, the blue rows and columns, and the
   boxes of green, orange and purple (box i at i - 1). */
extern const enum clever_bonus clever_yellow_row_bonuses[4];
extern const enum clever_bonus clever_blue_row_bonuses[3];
extern const enum clever_bonus clever_blue_col_bonuses[4];
extern const enum clever_bonus clever_box_bonuses[3][CLEVER_BOXES];
/* The blue cells of each row and column, a bit per printed number. */
extern const uint16_t clever_blue_rows[3];
extern const uint16_t clever_blue_cols[4];

/* The row (0..2) and column (0..3) of blue cell n (2..12). */
static inline void
clever_blue_rowcol(int n, int *row, int *col)
{
	*row = n <= 4 ? 0 : n <= 8 ? 1 : 2;
	*col = n <= 4 ? n - 1 : n <= 8 ? n - 5 : n - 9;
}

#endif
