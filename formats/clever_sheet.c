/*
 * The record reader's Ganz schön clever sheets (genial-clever(5)
 * "sheets"): a player's final score sheet as recorded, read from its
 * tree into a struct clever_sheetrec, every cell, box and track checked
 * against the printed sheet and reported at its node.  A yellow cell
 * written as the number printed in it is named, and fixed when only one
 * cell shows that number.
 */
#include <stdlib.h>
#include <string.h>

#include "clever_read_int.h"

/* A list of numbers into v[], each checked; returns the count kept. */
static int
read_list(struct reader *r, const struct clever_node *nd, const char *what,
    int lo, int hi, int *v, struct srcpos *pos)
{
	const struct clever_node	*k;
	int			 n = 0;

	if (nd->kind != CN_SEQ) {
		rd_diag(r, D_BAD_VALUE, nd->pos, "%s must be a list, not %s",
		    what, clever_node_kind(nd));
		return 0;
	}
	for (k = nd->kids; k != NULL; k = k->next) {
		if (n == CLEVER_MAX_LIST || (n == CLEVER_BOXES &&
		    hi <= 18)) {
			rd_diag(r, D_BAD_VALUE, k->pos, "%s has more than %d "
			    "entries", what, n);
			break;
		}
		if (clever_node_int(r, k, what, lo, hi, &v[n]) == 0)
			pos[n++] = k->pos;
	}
	return n;
}

enum { SK_YELLOW, SK_BLUE, SK_GREEN, SK_ORANGE, SK_PURPLE, SK_REROLL,
	SK_PLUS1, SK_FOXES, SK_SCORE, SK__MAX };
static const char *const sheetkeys[SK__MAX] = {
	"yellow", "blue", "green", "orange", "purple", "reroll", "plus1",
	"foxes", "score"
};

/*
 * A yellow entry that is not a cell name.  A number is most likely the
 * one printed in the cell (genial-clever(5)): the message names the
 * cells that show it, and the fix when only one does.
 */
static void
yellow_bad(struct reader *r, const struct clever_node *k)
{
	char	 b[READER_SHOW + 8], cells[64], name[4];
	size_t	 used = 0;
	int	 c, v, n = 0, last = -1;

	if (k->kind != CN_SCALAR) {
		rd_diag(r, D_BAD_CELL, k->pos, "'%s' is not a cell of the score "
		    "sheet", clever_node_kind(k));
		return;
	}
	cells[0] = '\0';
	if (k->n == 1 && k->s[0] >= '1' && k->s[0] <= '6') {
		v = k->s[0] - '0';
		for (c = 0; c < 16; c++) {
			if (clever_yellow_printed(c) ||
			    clever_yellow_number(c) != v)
				continue;
			snprintf(name, sizeof(name), "%c%d", 'A' + c / 4,
			    c % 4 + 1);
			used += (size_t)snprintf(cells + used, sizeof(cells) -
			    used, "%s%s", n > 0 ? " and " : "", name);
			n++;
			last = c;
		}
	}
	if (n == 0) {
		rd_diag(r, D_BAD_CELL, k->pos, "'%s' is not a cell of the "
		    "score sheet", rd_show(b, k->s, k->n));
		return;
	}
	rd_diag(r, D_BAD_CELL, k->pos, "'%s' is not a cell of the score "
	    "sheet: yellow cells are named by row and column, A1 to D4; the "
	    "number %s is printed in %s", rd_show(b, k->s, k->n),
	    rd_show(b, k->s, k->n), cells);
	if (n == 1) {
		snprintf(name, sizeof(name), "%c%d", 'A' + last / 4,
		    last % 4 + 1);
		rd_fix(r, name, k->pos, name, NULL);
	}
}

/* The yellow list of a sheet: cells A1 ... D4. */
static void
sheet_yellow(struct reader *r, const struct clever_node *k,
    struct clever_sheetrec *sh)
{
	char		 b[READER_SHOW + 8];
	struct clever_tok t;

	if (k->kind != CN_SEQ) {
		rd_diag(r, D_BAD_VALUE, k->pos, "yellow must be a list of "
		    "cells, not %s", clever_node_kind(k));
		return;
	}
	for (k = k->kids; k != NULL; k = k->next) {
		if (sh->ny == CLEVER_MAX_LIST) {
			rd_diag(r, D_BAD_VALUE, k->pos, "yellow has more than "
			    "16 cells");
			break;
		}
		if (k->kind != CN_SCALAR || k->n != 2 || (b[0] = 'Y',
		    memcpy(b + 1, k->s, 2), clever_mark_parse(b, 3, &t)) != 0) {
			yellow_bad(r, k);
			continue;
		}
		sh->ypos[sh->ny] = k->pos;
		sh->yellow[sh->ny++] = t.cell;
	}
}

/* The blue list of a sheet: numbers 2 ... 12. */
static void
sheet_blue(struct reader *r, const struct clever_node *k,
    struct clever_sheetrec *sh)
{
	char	 b[READER_SHOW + 8];
	int	 i;

	if (k->kind != CN_SEQ) {
		rd_diag(r, D_BAD_VALUE, k->pos, "blue must be a list of "
		    "numbers, not %s", clever_node_kind(k));
		return;
	}
	for (k = k->kids; k != NULL; k = k->next) {
		if (sh->nb == CLEVER_MAX_LIST) {
			rd_diag(r, D_BAD_VALUE, k->pos, "blue has more than 16 "
			    "cells");
			break;
		}
		if (k->kind == CN_SCALAR && (k->n == 1 || k->n == 2) &&
		    k->s[0] >= '0' && k->s[0] <= '9' && (k->n == 1 ||
		    (k->s[1] >= '0' && k->s[1] <= '9')) &&
		    (i = atoi(k->s)) >= 2 && i <= 12) {
			sh->bpos[sh->nb] = k->pos;
			sh->blue[sh->nb++] = i;
		} else
			rd_diag(r, D_BAD_CELL, k->pos, "'%s' is not a cell of "
			    "the score sheet", k->kind == CN_SCALAR ?
			    rd_show(b, k->s, k->n) : clever_node_kind(k));
	}
}

/* The reroll (a 0) or plus1 (a 1) track of a sheet: earned and used. */
static void
sheet_track(struct reader *r, const struct clever_node *k, int a,
    struct clever_sheetrec *sh)
{
	static const char *const tk[2] = { "earned", "used" };
	struct clever_node	*tv[2];

	if (clever_node_keys(r, k, tk, 2, NULL, 0, "in an action track", tv,
	    NULL) != 0) {
		rd_diag(r, D_BAD_VALUE, k->pos, "%s must be a mapping "
		    "{earned: N, used: M}, not %s", sheetkeys[SK_REROLL + a],
		    clever_node_kind(k));
		return;
	}
	if (tv[0] != NULL && clever_node_int(r, tv[0], "earned", 0,
	    CLEVER_TRACK, &sh->earned[a]) == 0)
		sh->epos[a] = tv[0]->pos;
	if (tv[1] != NULL && clever_node_int(r, tv[1], "used", 0,
	    CLEVER_TRACK, &sh->used[a]) == 0)
		sh->upos[a] = tv[1]->pos;
}

void
clever_sheet_read(struct reader *r, const struct clever_node *nd,
    struct clever_sheetrec *sh)
{
	struct clever_node	*val[SK__MAX];
	int			 a;

	memset(sh, 0, sizeof(*sh));
	sh->has = 1;
	sh->pos = nd->pos;
	sh->earned[0] = sh->earned[1] = sh->used[0] = sh->used[1] = -1;
	sh->foxes = -1;
	if (clever_node_keys(r, nd, sheetkeys, SK__MAX, NULL, 0, "in a sheet",
	    val, NULL) != 0) {
		rd_diag(r, D_BAD_VALUE, nd->pos, "a sheet must be a mapping, "
		    "not %s", clever_node_kind(nd));
		return;
	}
	for (a = 0; a < CLEVER_AREAS; a++)
		if (val[a] != NULL) {
			sh->has_area[a] = 1;
			sh->area_pos[a] = val[a]->pos;
		}
	if (val[SK_YELLOW] != NULL)
		sheet_yellow(r, val[SK_YELLOW], sh);
	if (val[SK_BLUE] != NULL)
		sheet_blue(r, val[SK_BLUE], sh);
	if (val[SK_GREEN] != NULL && clever_node_int(r, val[SK_GREEN], "green",
	    0, CLEVER_BOXES, &sh->green) != 0)
		sh->has_area[CA_G] = 0;
	if (val[SK_ORANGE] != NULL)
		sh->no = read_list(r, val[SK_ORANGE], "orange", 1, 18,
		    sh->orange, sh->opos);
	if (val[SK_PURPLE] != NULL)
		sh->np = read_list(r, val[SK_PURPLE], "purple", 1, 6,
		    sh->purple, sh->ppos);
	for (a = 0; a < 2; a++)
		if (val[SK_REROLL + a] != NULL)
			sheet_track(r, val[SK_REROLL + a], a, sh);
	if (val[SK_FOXES] != NULL && clever_node_int(r, val[SK_FOXES], "foxes",
	    0, 5, &sh->foxes) == 0)
		sh->foxes_pos = val[SK_FOXES]->pos;
	if (val[SK_SCORE] != NULL)
		clever_node_claim(r, val[SK_SCORE], "score", &sh->score, 0);
}

