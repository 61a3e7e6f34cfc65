/*
 * Ganz schön clever: whether a mark is legal and what it does
 * (genial-clever(5), THE RULES: entering a die, bonuses and chains).
 * clever_check_mark is the one judge of a mark: the replay asks it what a
 * record's mark breaks, the agents and the void-roll rule (C21) which
 * marks a die allows, through clever_legal_marks.
 */
#include <assert.h>
#include <string.h>

#include "clever.h"
#include "clever_sheet_priv.h"

#define BIT(code)	(1ull << (code))

uint64_t
clever_check_mark(const struct clever_sheet *s, int die, int v, int sum,
    struct clever_mark *m)
{
	uint64_t	 f = 0;
	int		 bonus = die == CLEVER_BONUS_MARK, prev;

	if (die > CD_W && die < CLEVER_DICE && m->area != die - 1)
		f |= BIT(D_WRONG_AREA);
	switch (m->area) {
	case CA_Y:
		m->written = 0;
		if (m->cell < 0 || m->cell > 15 || ((s->yellow |
		    CLEVER_YELLOW_PRINTED) >> m->cell) & 1)
			return f | BIT(D_CELL_OCCUPIED);
		if (!bonus && clever_yellow_num[m->cell] != v)
			f |= BIT(D_VALUE_MISMATCH);
		return f;
	case CA_B:
		m->written = 0;
		if (m->cell < 0 && !bonus)
			m->cell = sum;
		if (m->cell < 2 || m->cell > 12 || (s->blue >> m->cell) & 1)
			return f | BIT(D_CELL_OCCUPIED);
		if (!bonus && m->cell != sum)
			f |= BIT(D_VALUE_MISMATCH);
		return f;
	case CA_G:
		m->written = 0;
		if (s->green >= CLEVER_BOXES)
			return f | BIT(D_AREA_FULL);
		m->cell = s->green + 1;
		if (!bonus && v < clever_green_mins[s->green])
			f |= BIT(D_BELOW_THRESHOLD);
		return f;
	case CA_O:
		if (s->norange >= CLEVER_BOXES)
			return f | BIT(D_AREA_FULL);
		m->cell = s->norange + 1;
		m->written = v * clever_orange_mults[s->norange];
		return f;
	case CA_P:
		if (s->npurple >= CLEVER_BOXES)
			return f | BIT(D_AREA_FULL);
		m->cell = s->npurple + 1;
		m->written = v;
		prev = s->npurple > 0 ? s->purple[s->npurple - 1] : 0;
		if (prev != 0 && prev != 6 && v <= prev)
			f |= BIT(D_NOT_ASCENDING);
		return f;
	}
	return f | BIT(D_CELL_OCCUPIED);
}

/*
 * The legal marks of die d (or a bonus mark) showing v in area a, added
 * to out[*n]: yellow every cell (a die only those of its number), blue
 * the cell sum (a bonus mark every cell), a track its next box.
 */
static void
area_marks(const struct clever_sheet *s, int d, int a, int v, int sum,
    struct clever_mark *out, int *n)
{
	struct clever_mark	 m;
	int			 i, lo = 0, hi = 0;

	switch (a) {
	case CA_Y:
		lo = 0;
		hi = 15;
		break;
	case CA_B:
		lo = d == CLEVER_BONUS_MARK ? 2 : sum;
		hi = d == CLEVER_BONUS_MARK ? 12 : sum;
		break;
	default:
		break;
	}
	for (i = lo; i <= hi && *n < CLEVER_MARKS_MAX; i++) {
		if (a == CA_Y && d != CLEVER_BONUS_MARK &&
		    clever_yellow_num[i] != v)
			continue;
		m.area = a;
		m.cell = i;
		m.written = 0;
		if (clever_check_mark(s, d, v, sum, &m) == 0)
			out[(*n)++] = m;
	}
}

int
clever_legal_marks(const struct clever_sheet *s, int die, int v, int sum,
    struct clever_mark out[CLEVER_MARKS_MAX])
{
	int	 n = 0, a;

	if (v < 1)		/* no roll has given the die a value */
		return 0;
	if (die != CD_W) {
		area_marks(s, die, die - 1, v, sum, out, &n);
		return n;
	}
	for (a = CA_Y; a <= CA_P; a++)
		area_marks(s, die, a, v, sum, out, &n);
	return n;
}

int
clever_usable(const struct clever_sheet *s, int die, int v, int sum)
{
	struct clever_mark	 out[CLEVER_MARKS_MAX];

	return clever_legal_marks(s, die, v, sum, out) > 0;
}

int
clever_usable_in(const struct clever_sheet *s, int area, int v, int sum)
{
	struct clever_mark	 out[CLEVER_MARKS_MAX];
	int			 n = 0;

	if (v >= 1)
		area_marks(s, area + 1, area, v, sum, out, &n);
	return n > 0;
}

int
clever_bonus_marks(const struct clever_sheet *s, enum clever_bonus b,
    struct clever_mark out[CLEVER_MARKS_MAX])
{
	int	 n = 0;

	if (b == CB_NONE) {		/* the black X or 6 (C16) */
		area_marks(s, CLEVER_BONUS_MARK, CA_Y, 0, 0, out, &n);
		area_marks(s, CLEVER_BONUS_MARK, CA_B, 0, 0, out, &n);
		area_marks(s, CLEVER_BONUS_MARK, CA_G, 6, 0, out, &n);
		area_marks(s, CLEVER_BONUS_MARK, CA_O, 6, 0, out, &n);
		area_marks(s, CLEVER_BONUS_MARK, CA_P, 6, 0, out, &n);
		return n;
	}
	if (!clever_bonus_is_mark(b))
		return 0;
	area_marks(s, CLEVER_BONUS_MARK, clever_bonus_area(b),
	    clever_bonus_number(b), 0, out, &n);
	return n;
}

int
clever_target(const struct clever_sheet *s, int area, int v, int sum,
    struct clever_mark *m)
{
	struct clever_mark	 c;
	int			 n = 0, i;

	m->area = area;
	m->written = 0;
	if (area != CA_Y) {
		m->cell = area == CA_B ? sum : -1;
		return clever_check_mark(s, CLEVER_BONUS_MARK, v, sum, m) &
		    CLEVER_UNMAKEABLE ? -1 : 0;
	}
	for (i = 0; i < 16; i++) {
		if (clever_yellow_num[i] != v)
			continue;
		c = (struct clever_mark){ CA_Y, i, 0 };
		if (clever_check_mark(s, CD_Y, v, sum, &c) & CLEVER_UNMAKEABLE)
			continue;
		if (n++ == 0)
			*m = c;
	}
	return n == 0 ? -1 : n > 1 ? -2 : 0;
}

int
clever_apply(struct clever_sheet *s, const struct clever_mark *m,
    enum clever_bonus out[2])
{
	unsigned	 y, row;
	int		 n = 0, r, c, box;

	/* The tables, not the accessors: this is the replay's inner loop. */
	switch (m->area) {
	case CA_Y:
		assert(m->cell >= 0 && m->cell < 16);
		s->yellow |= (uint16_t)(1u << m->cell);
		y = s->yellow | CLEVER_YELLOW_PRINTED;
		r = m->cell / 4;
		row = 0xfu << (r * 4);
		if ((y & row) == row)
			out[n++] = clever_yellow_row_bonuses[r];
		if ((CLEVER_YELLOW_DIAG >> m->cell) & 1 &&
		    (y & CLEVER_YELLOW_DIAG) == CLEVER_YELLOW_DIAG)
			out[n++] = CLEVER_YELLOW_DIAG_BONUS;
		break;
	case CA_B:
		assert(m->cell >= 2 && m->cell <= 12);
		s->blue |= (uint16_t)(1u << m->cell);
		clever_blue_rowcol(m->cell, &r, &c);
		if ((s->blue & clever_blue_rows[r]) == clever_blue_rows[r])
			out[n++] = clever_blue_row_bonuses[r];
		if ((s->blue & clever_blue_cols[c]) == clever_blue_cols[c])
			out[n++] = clever_blue_col_bonuses[c];
		break;
	case CA_G:
		assert(s->green < CLEVER_BOXES);
		box = ++s->green;
		if ((out[n] = clever_box_bonuses[0][box - 1]) != CB_NONE)
			n++;
		break;
	case CA_O:
		assert(s->norange < CLEVER_BOXES);
		s->orange[s->norange] = (uint8_t)m->written;
		box = ++s->norange;
		if ((out[n] = clever_box_bonuses[1][box - 1]) != CB_NONE)
			n++;
		break;
	case CA_P:
		assert(s->npurple < CLEVER_BOXES);
		s->purple[s->npurple] = (uint8_t)m->written;
		box = ++s->npurple;
		if ((out[n] = clever_box_bonuses[2][box - 1]) != CB_NONE)
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
	struct clever_mark	 out[CLEVER_MARKS_MAX];

	if (b == CB_XY || b == CB_XB ||
	    clever_bonus_marks(s, b, out) == 0)
		return -1;
	*m = out[0];
	return 0;
}

int
clever_x_possible(const struct clever_sheet *s, enum clever_bonus b)
{
	struct clever_mark	 out[CLEVER_MARKS_MAX];

	return (b == CB_XY || b == CB_XB) && clever_bonus_marks(s, b, out) > 0;
}

void
clever_sheet_bonuses(const struct clever_sheet *sh, int count[CB__MAX])
{
	struct clever_sheet	 t;
	struct clever_mark	 m;
	enum clever_bonus	 f[2];
	int			 i, n, k;

	memset(count, 0, sizeof(int) * CB__MAX);
	memset(&t, 0, sizeof(t));
	for (i = 0; i < 16; i++)
		if ((sh->yellow >> i) & 1) {
			m = (struct clever_mark){ CA_Y, i, 0 };
			n = clever_apply(&t, &m, f);
			for (k = 0; k < n; k++)
				count[f[k]]++;
		}
	for (i = 2; i <= 12; i++)
		if ((sh->blue >> i) & 1) {
			m = (struct clever_mark){ CA_B, i, 0 };
			n = clever_apply(&t, &m, f);
			for (k = 0; k < n; k++)
				count[f[k]]++;
		}
	for (i = 1; i <= sh->green; i++)
		count[clever_box_bonus(CA_G, i)]++;
	for (i = 1; i <= sh->norange; i++)
		count[clever_box_bonus(CA_O, i)]++;
	for (i = 1; i <= sh->npurple; i++)
		count[clever_box_bonus(CA_P, i)]++;
	count[CB_NONE] = 0;
}
