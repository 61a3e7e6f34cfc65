/*
 * Ganz schön clever: the printed score sheet (its numbers, minimums,
 * multipliers and every bonus symbol with where it is printed), the names
 * of dice, areas, cells, marks and bonuses, and the scores.  The tables
 * are those of genial-clever(5), THE SCORE SHEET; what a mark may do and
 * does is clever_rules.c's.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "clever.h"
#include "clever_record.h"
#include "clever_sheet_priv.h"

const char *const clever_die_names[CLEVER_DICE] = {
	"white", "yellow", "blue", "green", "orange", "purple"
};
const char *const clever_area_names[CLEVER_AREAS] = {
	"yellow", "blue", "green", "orange", "purple"
};
const char clever_letters[CLEVER_DICE + 1] = "WYBGOP";
const char *const clever_area_letters = clever_letters + 1;
const char *const clever_bonus_words[CB__MAX] = {
	"", "reroll", "+1", "fox", "Y", "B", "G", "O4", "O5", "O6", "P6"
};

const char *const clever_action_words[CX_BLACK + 1] = {
	"", "roll", "reroll", "take", "pick", "extra", "black"
};
const char *const clever_claim_words[CK__MAX] = {
	"Y", "B", "G", "O", "P", "F", "foxes", "total"
};

static const char *const bonus_text[CB__MAX] = {
	"", "reroll", "+1", "fox", "X in yellow", "X in blue", "X in green",
	"orange 4", "orange 5", "orange 6", "purple 6"
};

/* Printed numbers of the yellow grid by cell; 0 is a printed cross. */
const uint8_t clever_yellow_num[16] = {
	3, 6, 5, 0,
	2, 1, 0, 5,
	1, 0, 2, 4,
	0, 3, 4, 6
};
const enum clever_bonus clever_yellow_row_bonuses[4] = {
	CB_XB, CB_O4, CB_XG, CB_FOX
};
static const int yellow_col_points[4] = { 10, 14, 16, 20 };
static const uint8_t blue_grid[3][4] = {
	{ 0, 2, 3, 4 },
	{ 5, 6, 7, 8 },
	{ 9, 10, 11, 12 }
};
const enum clever_bonus clever_blue_row_bonuses[3] = {
	CB_O5, CB_XY, CB_FOX
};
const enum clever_bonus clever_blue_col_bonuses[4] = {
	CB_REROLL, CB_XG, CB_P6, CB_PLUS1
};
static const int blue_points[12] = {
	0, 1, 2, 4, 7, 11, 16, 22, 29, 37, 46, 56
};
const uint8_t clever_green_mins[CLEVER_BOXES] = {
	1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 6
};
const uint8_t clever_orange_mults[CLEVER_BOXES] = {
	1, 1, 1, 2, 1, 1, 2, 1, 2, 1, 3
};
const enum clever_bonus clever_box_bonuses[3][CLEVER_BOXES] = {
	{ CB_NONE, CB_NONE, CB_NONE, CB_PLUS1, CB_NONE, CB_XB, CB_FOX,
	  CB_NONE, CB_P6, CB_REROLL, CB_NONE },
	{ CB_NONE, CB_NONE, CB_REROLL, CB_NONE, CB_XY, CB_PLUS1, CB_NONE,
	  CB_FOX, CB_NONE, CB_P6, CB_NONE },
	{ CB_NONE, CB_NONE, CB_REROLL, CB_XB, CB_PLUS1, CB_XY, CB_FOX,
	  CB_REROLL, CB_XG, CB_O6, CB_PLUS1 }
};
static const enum clever_bonus round_bonus[CLEVER_ROUNDS] = {
	CB_REROLL, CB_PLUS1, CB_REROLL, CB_NONE, CB_NONE, CB_NONE
};
const uint16_t clever_blue_rows[3] = {
	(1u << 2) | (1u << 3) | (1u << 4),
	(1u << 5) | (1u << 6) | (1u << 7) | (1u << 8),
	(1u << 9) | (1u << 10) | (1u << 11) | (1u << 12)
};
const uint16_t clever_blue_cols[4] = {
	(1u << 5) | (1u << 9),
	(1u << 2) | (1u << 6) | (1u << 10),
	(1u << 3) | (1u << 7) | (1u << 11),
	(1u << 4) | (1u << 8) | (1u << 12)
};

/*
 * The die of each letter of clever_letters, either case, plus one (0: not
 * a die letter): a table rather than a search, as every die and mark
 * token of a record starts with one.
 */
static const unsigned char die_of[256] = {
	['W'] = CD_W + 1, ['Y'] = CD_Y + 1, ['B'] = CD_B + 1,
	['G'] = CD_G + 1, ['O'] = CD_O + 1, ['P'] = CD_P + 1,
	['w'] = CD_W + 1, ['y'] = CD_Y + 1, ['b'] = CD_B + 1,
	['g'] = CD_G + 1, ['o'] = CD_O + 1, ['p'] = CD_P + 1
};

int
clever_die_parse(int ch)
{
	if (ch < 0 || ch > 255)
		return -1;
	return (int)die_of[ch] - 1;
}

const char *
clever_bonus_text(enum clever_bonus b)
{
	return b > CB_NONE && b < CB__MAX ? bonus_text[b] : "";
}

const char *
clever_area_article(int area)
{
	return area == CA_O ? "an" : "a";
}

char *
clever_mark_name(const struct clever_mark *m, enum clever_name how,
    char *buf, size_t len)
{
	static const char *const sep[] = { " ", "", "" };
	int	 a = m->area, c = m->cell, col, row;

	if (a < CA_Y || a > CA_P) {
		snprintf(buf, len, "?");
		return buf;
	}
	col = c >= 0 ? 'A' + c % 4 : 'A';
	row = c >= 0 ? c / 4 + 1 : 0;
	switch (how) {
	case CLEVER_NAME_TOKEN:
		if ((a == CA_Y || a == CA_B) && c < 0)
			snprintf(buf, len, "%c", clever_area_letters[a]);
		else if (a == CA_Y)
			snprintf(buf, len, "Y%c%d", col, row);
		else if (a == CA_B)
			snprintf(buf, len, "B%d", c);
		else if (a != CA_G && m->written > 0)
			snprintf(buf, len, "%c%d", clever_area_letters[a],
			    m->written);
		else
			snprintf(buf, len, "%c", clever_area_letters[a]);
		return buf;
	case CLEVER_NAME_WORDS:
	case CLEVER_NAME_CELL:
	case CLEVER_NAME_BOX:
		break;
	}
	if (a == CA_Y)
		snprintf(buf, len, "%s%s%c%d", how == CLEVER_NAME_CELL ? "" :
		    how == CLEVER_NAME_BOX ? "Y" : "yellow", sep[how], col,
		    row);
	else if (a == CA_B)
		snprintf(buf, len, "%s%s%d", how == CLEVER_NAME_CELL ? "" :
		    how == CLEVER_NAME_BOX ? "B" : "blue", sep[how], c);
	else if (how == CLEVER_NAME_WORDS)
		snprintf(buf, len, "%s box %d", clever_area_names[a], c);
	else if (how == CLEVER_NAME_BOX)
		snprintf(buf, len, "%c%d", clever_area_letters[a], c);
	else
		snprintf(buf, len, "%d", c);
	return buf;
}

char *
clever_die_text(int die, int v, char *buf)
{
	buf[0] = die >= 0 && die < CLEVER_DICE ? clever_letters[die] : '?';
	buf[1] = v >= 1 && v <= 6 ? (char)('0' + v) : '-';
	buf[2] = '\0';
	return buf;
}

int
clever_yellow_number(int cell)
{
	return cell >= 0 && cell < 16 ? clever_yellow_num[cell] : 0;
}

int
clever_yellow_printed(int cell)
{
	return cell >= 0 && cell < 16 && (CLEVER_YELLOW_PRINTED >> cell) & 1;
}

enum clever_bonus
clever_yellow_row_bonus(int row)
{
	return row >= 0 && row < 4 ? clever_yellow_row_bonuses[row] : CB_NONE;
}

enum clever_bonus
clever_yellow_diagonal_bonus(void)
{
	return CLEVER_YELLOW_DIAG_BONUS;
}

int
clever_yellow_column_points(int col)
{
	return col >= 0 && col < 4 ? yellow_col_points[col] : 0;
}

int
clever_yellow_on_diagonal(int cell)
{
	return cell >= 0 && cell < 16 && (CLEVER_YELLOW_DIAG >> cell) & 1;
}

int
clever_blue_cell(int row, int col)
{
	return row >= 0 && row < 3 && col >= 0 && col < 4 ?
	    blue_grid[row][col] : 0;
}

void
clever_blue_place(int n, int *row, int *col)
{
	clever_blue_rowcol(n, row, col);
}

enum clever_bonus
clever_blue_row_bonus(int row)
{
	return row >= 0 && row < 3 ? clever_blue_row_bonuses[row] : CB_NONE;
}

enum clever_bonus
clever_blue_column_bonus(int col)
{
	return col >= 0 && col < 4 ? clever_blue_col_bonuses[col] : CB_NONE;
}

int
clever_blue_points(int n)
{
	return n >= 0 && n <= 11 ? blue_points[n] : 0;
}

int
clever_green_min(int box)
{
	return box >= 1 && box <= CLEVER_BOXES ? clever_green_mins[box - 1] :
	    0;
}

int
clever_green_points(int n)
{
	return n * (n + 1) / 2;
}

int
clever_orange_mult(int box)
{
	return box >= 1 && box <= CLEVER_BOXES ? clever_orange_mults[box - 1] : 1;
}

enum clever_bonus
clever_box_bonus(int area, int box)
{
	if (area < CA_G || area > CA_P || box < 1 || box > CLEVER_BOXES)
		return CB_NONE;
	return clever_box_bonuses[area - CA_G][box - 1];
}

enum clever_bonus
clever_round_bonus(int round)
{
	return round >= 1 && round <= CLEVER_ROUNDS ? round_bonus[round - 1] :
	    CB_NONE;
}

int
clever_bonus_is_mark(enum clever_bonus b)
{
	return b >= CB_XY && b <= CB_P6;
}

int
clever_bonus_area(enum clever_bonus b)
{
	switch (b) {
	case CB_XY:
		return CA_Y;
	case CB_XB:
		return CA_B;
	case CB_XG:
		return CA_G;
	case CB_O4:
	case CB_O5:
	case CB_O6:
		return CA_O;
	case CB_P6:
		return CA_P;
	default:
		return -1;
	}
}

int
clever_bonus_number(enum clever_bonus b)
{
	return b >= CB_O4 && b <= CB_O6 ? 4 + (int)(b - CB_O4) : b == CB_P6 ?
	    6 : 0;
}

char *
clever_bonus_source(const struct clever_mark *m, enum clever_bonus b,
    char *buf, size_t len)
{
	int	 row, col;

	if (m->area == CA_Y) {
		if (b == clever_yellow_diagonal_bonus() &&
		    clever_yellow_on_diagonal(m->cell))
			snprintf(buf, len, "yellow diagonal");
		else
			snprintf(buf, len, "yellow row %d", m->cell / 4 + 1);
	} else if (m->area == CA_B) {
		clever_blue_place(m->cell, &row, &col);
		if (b == clever_blue_row_bonus(row))
			snprintf(buf, len, "blue row %d", row + 1);
		else
			snprintf(buf, len, "blue column %c", 'A' + col);
	} else
		snprintf(buf, len, "%s box %d", clever_area_names[m->area],
		    m->cell);
	return buf;
}

static int
popcount(unsigned v)
{
	int	 n = 0;

	for (; v != 0; v &= v - 1)
		n++;
	return n;
}

int
clever_blue_count(const struct clever_sheet *s)
{
	return popcount(s->blue & CLEVER_BLUE_CELLS);
}

int
clever_yellow_count(const struct clever_sheet *s)
{
	return popcount(s->yellow & ~CLEVER_YELLOW_PRINTED & 0xffffu);
}

int
clever_yellow_crossed(const struct clever_sheet *s, int cell)
{
	return ((s->yellow | CLEVER_YELLOW_PRINTED) >> cell) & 1;
}

int
clever_blue_crossed(const struct clever_sheet *s, int n)
{
	return n >= 2 && n <= 12 && (s->blue >> n) & 1;
}

int
clever_area_count(const struct clever_sheet *s, int area)
{
	switch (area) {
	case CA_Y:
		return clever_yellow_count(s);
	case CA_B:
		return clever_blue_count(s);
	case CA_G:
		return s->green;
	case CA_O:
		return s->norange;
	default:
		return s->npurple;
	}
}

int
clever_area_full(const struct clever_sheet *s, int area)
{
	return clever_area_count(s, area) >= (area == CA_Y ? 12 :
	    CLEVER_BOXES);
}

int
clever_mark_count(const struct clever_sheet *s)
{
	return clever_yellow_count(s) + clever_blue_count(s) + s->green +
	    s->norange + s->npurple;
}

int
clever_area_score(const struct clever_sheet *s, int area)
{
	unsigned	 y = s->yellow | CLEVER_YELLOW_PRINTED;
	int		 c, i, v = 0;

	switch (area) {
	case CA_Y:
		for (c = 0; c < 4; c++)
			if (((y >> c) & (y >> (c + 4)) & (y >> (c + 8)) &
			    (y >> (c + 12)) & 1) != 0)
				v += yellow_col_points[c];
		return v;
	case CA_B:
		return clever_blue_points(clever_blue_count(s));
	case CA_G:
		return clever_green_points(s->green);
	case CA_O:
		for (i = 0; i < s->norange; i++)
			v += s->orange[i];
		return v;
	default:
		for (i = 0; i < s->npurple; i++)
			v += s->purple[i];
		return v;
	}
}

/* The rest of a score, its area scores known. */
static void
score_finish(const struct clever_sheet *s, struct clever_score *sc)
{
	int		 i, lo;

	lo = sc->area[0];
	sc->best = sc->area[0];
	for (i = 1; i < CLEVER_AREAS; i++) {
		if (sc->area[i] < lo)
			lo = sc->area[i];
		if (sc->area[i] > sc->best)
			sc->best = sc->area[i];
	}
	sc->foxes = s->foxes;
	sc->lowest = lo;
	sc->fox = s->foxes * lo;
	sc->total = sc->fox;
	for (i = 0; i < CLEVER_AREAS; i++)
		sc->total += sc->area[i];
}

void
clever_score(const struct clever_sheet *s, struct clever_score *sc)
{
	int		 i;

	for (i = 0; i < CLEVER_AREAS; i++)
		sc->area[i] = clever_area_score(s, i);
	score_finish(s, sc);
}

void
clever_score_again(const struct clever_sheet *s, struct clever_sheet *was,
    struct clever_score *sc)
{
	if (s->yellow != was->yellow)
		sc->area[CA_Y] = clever_area_score(s, CA_Y);
	if (s->blue != was->blue)
		sc->area[CA_B] = clever_area_score(s, CA_B);
	if (s->green != was->green)
		sc->area[CA_G] = clever_area_score(s, CA_G);
	if (s->norange != was->norange ||
	    memcmp(s->orange, was->orange, sizeof(s->orange)) != 0)
		sc->area[CA_O] = clever_area_score(s, CA_O);
	if (s->npurple != was->npurple ||
	    memcmp(s->purple, was->purple, sizeof(s->purple)) != 0)
		sc->area[CA_P] = clever_area_score(s, CA_P);
	*was = *s;
	score_finish(s, sc);
}

int
clever_rounds(int nplayers)
{
	return nplayers >= 4 ? 4 : nplayers == 3 ? 5 : 6;
}

const char *
clever_rating(int total, int *lo, int *hi)
{
	static const struct { int lo; const char *text; } band[] = {
		{ 281, "You're so clever!" }, { 260, "Are you Einstein?" },
		{ 240, "What a genius!" }, { 220, "Impressive!" },
		{ 200, "Hats off to you!" }, { 180, "Great result!" },
		{ 160, "That was pretty good." },
		{ 140, "Not bad... you could do better." },
		{ -1000000, "Try harder!" }
	};
	size_t	 i;

	for (i = 0; i < sizeof(band) / sizeof(band[0]) - 1; i++)
		if (total >= band[i].lo)
			break;
	*lo = band[i].lo;
	*hi = i == 0 ? -1 : band[i - 1].lo - 1;
	return band[i].text;
}
