/*
 * Ganz schön clever: the printed score sheet (its numbers, minimums,
 * multipliers and bonus symbols), marks and the bonuses they fire, the
 * scores.  The tables are those of genial-clever(5), section RULES.
 */
#include <assert.h>
#include <stddef.h>
#include <string.h>

#include "clever.h"

const char *const clever_die_names[CLEVER_DICE] = {
	"white", "yellow", "blue", "green", "orange", "purple"
};
const char *const clever_area_names[CLEVER_AREAS] = {
	"yellow", "blue", "green", "orange", "purple"
};
const char clever_letters[CLEVER_DICE + 1] = "WYBGOP";
const char *const clever_bonus_words[CB__MAX] = {
	"", "reroll", "+1", "fox", "Y", "B", "G", "O4", "O5", "O6", "P6"
};

static const char *const bonus_text[CB__MAX] = {
	"", "reroll", "+1", "fox", "X in yellow", "X in blue", "X in green",
	"orange 4", "orange 5", "orange 6", "purple 6"
};

/* Printed numbers of the yellow grid by cell; 0 is a printed cross. */
static const uint8_t yellow_num[16] = {
	3, 6, 5, 0,
	2, 1, 0, 5,
	1, 0, 2, 4,
	0, 3, 4, 6
};
static const enum clever_bonus yellow_row_bonus[4] = {
	CB_XB, CB_O4, CB_XG, CB_FOX
};
static const int yellow_col_points[4] = { 10, 14, 16, 20 };
static const uint8_t green_min[CLEVER_BOXES] = {
	1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 6
};
static const uint8_t orange_mult[CLEVER_BOXES] = {
	1, 1, 1, 2, 1, 1, 2, 1, 2, 1, 3
};
static const enum clever_bonus box_bonus[3][CLEVER_BOXES] = {
	{ CB_NONE, CB_NONE, CB_NONE, CB_PLUS1, CB_NONE, CB_XB, CB_FOX,
	  CB_NONE, CB_P6, CB_REROLL, CB_NONE },
	{ CB_NONE, CB_NONE, CB_REROLL, CB_NONE, CB_XY, CB_PLUS1, CB_NONE,
	  CB_FOX, CB_NONE, CB_P6, CB_NONE },
	{ CB_NONE, CB_NONE, CB_REROLL, CB_XB, CB_PLUS1, CB_XY, CB_FOX,
	  CB_REROLL, CB_XG, CB_O6, CB_PLUS1 }
};
static const enum clever_bonus blue_row_bonus[3] = { CB_O5, CB_XY, CB_FOX };
static const enum clever_bonus blue_col_bonus[4] = {
	CB_REROLL, CB_XG, CB_P6, CB_PLUS1
};
static const int blue_points[12] = {
	0, 1, 2, 4, 7, 11, 16, 22, 29, 37, 46, 56
};
/* Printed crosses: D1, C2, B3, A4. */
#define YELLOW_PRINTED	((1u << 3) | (1u << 6) | (1u << 9) | (1u << 12))
#define YELLOW_DIAG	((1u << 0) | (1u << 5) | (1u << 10) | (1u << 15))
#define BLUE_CELLS	0x1ffcu		/* bits 2..12 */

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

int
clever_yellow_number(int cell)
{
	return cell >= 0 && cell < 16 ? yellow_num[cell] : 0;
}

int
clever_yellow_printed(int cell)
{
	return cell >= 0 && cell < 16 && (YELLOW_PRINTED >> cell) & 1;
}

int
clever_green_min(int box)
{
	return box >= 1 && box <= CLEVER_BOXES ? green_min[box - 1] : 0;
}

int
clever_orange_mult(int box)
{
	return box >= 1 && box <= CLEVER_BOXES ? orange_mult[box - 1] : 1;
}

enum clever_bonus
clever_box_bonus(int area, int box)
{
	if (area < CA_G || area > CA_P || box < 1 || box > CLEVER_BOXES)
		return CB_NONE;
	return box_bonus[area - CA_G][box - 1];
}

const char *
clever_bonus_text(enum clever_bonus b)
{
	return b > CB_NONE && b < CB__MAX ? bonus_text[b] : "";
}

int
clever_bonus_is_mark(enum clever_bonus b)
{
	return b >= CB_XY && b <= CB_P6;
}

int
clever_blue_points(int n)
{
	return n >= 0 && n <= 11 ? blue_points[n] : 0;
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
	return popcount(s->blue & BLUE_CELLS);
}

int
clever_yellow_count(const struct clever_sheet *s)
{
	return popcount(s->yellow & ~YELLOW_PRINTED & 0xffffu);
}

int
clever_yellow_crossed(const struct clever_sheet *s, int cell)
{
	return ((s->yellow | YELLOW_PRINTED) >> cell) & 1;
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
	unsigned	 y = s->yellow | YELLOW_PRINTED;
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
		return s->green * (s->green + 1) / 2;
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

/* The free yellow cells showing v. */
static unsigned
yellow_free_of(const struct clever_sheet *s, int v)
{
	unsigned	 m = 0;
	int		 i;

	for (i = 0; i < 16; i++)
		if (yellow_num[i] == v && !clever_yellow_crossed(s, i))
			m |= 1u << i;
	return m;
}

int
clever_target(const struct clever_sheet *s, int area, int v, int sum,
    struct clever_mark *m)
{
	unsigned	 f;
	int		 i;

	m->area = area;
	m->written = 0;
	switch (area) {
	case CA_Y:
		f = yellow_free_of(s, v);
		if (f == 0)
			return -1;
		if (popcount(f) > 1)
			return -2;
		for (i = 0; !((f >> i) & 1); i++)
			;
		m->cell = i;
		return 0;
	case CA_B:
		m->cell = sum;
		return sum >= 2 && sum <= 12 && !((s->blue >> sum) & 1) ?
		    0 : -1;
	case CA_G:
		m->cell = s->green + 1;
		return s->green < CLEVER_BOXES ? 0 : -1;
	case CA_O:
		m->cell = s->norange + 1;
		m->written = v * clever_orange_mult(m->cell);
		return s->norange < CLEVER_BOXES ? 0 : -1;
	case CA_P:
		m->cell = s->npurple + 1;
		m->written = v;
		return s->npurple < CLEVER_BOXES ? 0 : -1;
	}
	return -1;
}

int
clever_usable_in(const struct clever_sheet *s, int area, int v, int sum)
{
	int	 prev;

	switch (area) {
	case CA_Y:
		return yellow_free_of(s, v) != 0;
	case CA_B:
		return sum >= 2 && sum <= 12 && !((s->blue >> sum) & 1);
	case CA_G:
		return s->green < CLEVER_BOXES &&
		    v >= green_min[s->green];
	case CA_O:
		return s->norange < CLEVER_BOXES;
	case CA_P:
		if (s->npurple >= CLEVER_BOXES)
			return 0;
		prev = s->npurple > 0 ? s->purple[s->npurple - 1] : 0;
		return prev == 0 || prev == 6 || v > prev;
	}
	return 0;
}

int
clever_usable(const struct clever_sheet *s, int die, int v, int sum)
{
	int	 a;

	if (die != CD_W)
		return clever_usable_in(s, die - 1, v, sum);
	for (a = 0; a < CLEVER_AREAS; a++)
		if (clever_usable_in(s, a, v, sum))
			return 1;
	return 0;
}

/* The blue row (0..2) and column (0..3) of cell n. */
static void
blue_place(int n, int *row, int *col)
{
	if (n <= 4) {
		*row = 0;
		*col = n - 1;
	} else if (n <= 8) {
		*row = 1;
		*col = n - 5;
	} else {
		*row = 2;
		*col = n - 9;
	}
}

static const uint16_t blue_rows[3] = {
	(1u << 2) | (1u << 3) | (1u << 4),
	(1u << 5) | (1u << 6) | (1u << 7) | (1u << 8),
	(1u << 9) | (1u << 10) | (1u << 11) | (1u << 12)
};
static const uint16_t blue_cols[4] = {
	(1u << 5) | (1u << 9),
	(1u << 2) | (1u << 6) | (1u << 10),
	(1u << 3) | (1u << 7) | (1u << 11),
	(1u << 4) | (1u << 8) | (1u << 12)
};

int
clever_apply(struct clever_sheet *s, const struct clever_mark *m,
    enum clever_bonus out[2])
{
	unsigned	 y, row, col;
	int		 n = 0, r, c, box;

	switch (m->area) {
	case CA_Y:
		assert(m->cell >= 0 && m->cell < 16);
		s->yellow |= (uint16_t)(1u << m->cell);
		y = s->yellow | YELLOW_PRINTED;
		r = m->cell / 4;
		c = m->cell % 4;
		row = 0xfu << (r * 4);
		if ((y & row) == row)
			out[n++] = yellow_row_bonus[r];
		if (((YELLOW_DIAG >> m->cell) & 1) &&
		    (y & YELLOW_DIAG) == YELLOW_DIAG)
			out[n++] = CB_PLUS1;
		(void)col;
		break;
	case CA_B:
		assert(m->cell >= 2 && m->cell <= 12);
		s->blue |= (uint16_t)(1u << m->cell);
		blue_place(m->cell, &r, &c);
		if ((s->blue & blue_rows[r]) == blue_rows[r])
			out[n++] = blue_row_bonus[r];
		if ((s->blue & blue_cols[c]) == blue_cols[c])
			out[n++] = blue_col_bonus[c];
		break;
	case CA_G:
		assert(s->green < CLEVER_BOXES);
		box = ++s->green;
		if ((out[n] = clever_box_bonus(CA_G, box)) != CB_NONE)
			n++;
		break;
	case CA_O:
		assert(s->norange < CLEVER_BOXES);
		s->orange[s->norange] = (uint8_t)m->written;
		box = ++s->norange;
		if ((out[n] = clever_box_bonus(CA_O, box)) != CB_NONE)
			n++;
		break;
	case CA_P:
		assert(s->npurple < CLEVER_BOXES);
		s->purple[s->npurple] = (uint8_t)m->written;
		box = ++s->npurple;
		if ((out[n] = clever_box_bonus(CA_P, box)) != CB_NONE)
			n++;
		break;
	}
	return n;
}

void
clever_earn(struct clever_sheet *s, enum clever_bonus b)
{
	switch (b) {
	case CB_REROLL:
		s->rr_earned++;
		break;
	case CB_PLUS1:
		s->p1_earned++;
		break;
	case CB_FOX:
		s->foxes++;
		break;
	default:
		break;
	}
}

int
clever_bonus_target(const struct clever_sheet *s, enum clever_bonus b,
    struct clever_mark *m)
{
	switch (b) {
	case CB_XG:
		return clever_target(s, CA_G, 6, 0, m);
	case CB_O4:
	case CB_O5:
	case CB_O6:
		return clever_target(s, CA_O, 4 + (b - CB_O4), 0, m);
	case CB_P6:
		return clever_target(s, CA_P, 6, 0, m);
	default:
		return -1;
	}
}

int
clever_x_possible(const struct clever_sheet *s, enum clever_bonus b)
{
	if (b == CB_XY)
		return clever_yellow_count(s) < 12;
	if (b == CB_XB)
		return clever_blue_count(s) < 11;
	return 0;
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
