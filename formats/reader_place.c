/*
 * The record reader's place text (genial-record(5)): a tile and two
 * cells, "RG M9 M10".  The common form is read fast (place_common); any
 * other is split into words at every run of characters that are not
 * letters or digits.  A text that reads as a tile and two cells only
 * with other separators than one blank between the words ("D7-E7",
 * "D7, E7", "D7/E7", "D7.E7") is reported once, with the text as it
 * should be written as the fix, each run replaced, and taken as meant;
 * so is one whose words read so only in another order, the tile last or
 * between the cells (place_order), its fix the words reordered.
 *
 * In a flow mapping a comma ends a value: "{place: RP H8,H7}" reaches
 * the reader as the place "RP H8" and a key "H7" with no value.  A place
 * text short of its three words there is kept (r->split) until the next
 * key of the entry; a plain key with no value whose words are short
 * enough to be a tile or cells is the rest of it (rd_place_join, in
 * reader_pieces.c), and the text is read whole, its fix putting a blank
 * for the comma.  Else the text kept is reported as it is
 * (rd_place_flush).
 */
#include <string.h>

#include "reader_int.h"

/*
 * The place text nearly every record has: "RG M9 M10" on one line, plain
 * or quoted, one space between the words, tile and cells good.  Returns 0
 * with *m filled as the long way below fills it, or -1 for any other text
 * (which the long way then reads, and reports).  The words are ASCII, so
 * their columns are those of the scalar's first character plus offsets.
 */
static int
place_common(struct reader *r, struct rec_move *m)
{
	const char	*s = EV_S(r);
	size_t		 n = EV_N(r), l1;
	struct srcpos	 p;
	struct tile	 t;
	int		 a, b, q;

	if (n < 8 || n > 10 || s[2] != ' ' ||
	    r->ev.start_mark.line != r->ev.end_mark.line)
		return -1;
	if ((q = rd_scalar_quoted(r)) < 0)
		return -1;
	if (s[5] == ' ')
		l1 = 2;
	else if (s[6] == ' ')
		l1 = 3;
	else
		return -1;
	if (tile_parse(s, 2, &t) != 0 ||
	    (a = board_parse_cell(s + 3, l1)) == NO_CELL ||
	    (b = board_parse_cell(s + 4 + l1, n - 4 - l1)) == NO_CELL)
		return -1;
	p = rd_pos(r);
	m->place_ok = 1;
	m->place.tile = t;
	m->place.a = a;
	m->place.b = b;
	m->tile_pos = m->cell_pos[0] = m->cell_pos[1] = p;
	m->tile_pos.col += q;
	m->cell_pos[0].col += q + 3;
	m->cell_pos[1].col += q + 4 + (int)l1;
	if (p.len != n + 2 * (size_t)q) {
		/* Escapes: the words' bytes are not the value's. */
		m->tile_pos.len = m->cell_pos[0].len = m->cell_pos[1].len = 0;
		return 0;
	}
	m->tile_pos.off += (uint64_t)q;
	m->tile_pos.len = 2;
	m->cell_pos[0].off += (uint64_t)q + 3;
	m->cell_pos[0].len = (uint32_t)l1;
	m->cell_pos[1].off += (uint64_t)q + 4 + l1;
	m->cell_pos[1].len = (uint32_t)(n - 4 - l1);
	return 0;
}

/*
 * Report cell j of a place text, s[0..n), as not on the board, with the
 * nearest cell name if one is near (did you mean): returns it, or
 * NO_CELL.
 */
static int
bad_cell(struct reader *r, const struct rec_move *m, int j, const char *s,
    size_t n)
{
	char		 b[READER_SHOW + 8], cb[4];
	int		 c;

	rd_diag(r, D_BAD_CELL, m->cell_pos[j], "cell '%s' is not on the "
	    "board", rd_show(b, s, n));
	if (rd_full(r) || (c = rd_near_cell(s, n)) == NO_CELL)
		return NO_CELL;
	rd_fix(r, board_cell_name(c, cb), m->cell_pos[j], cb, NULL);
	return c;
}

/* A separator between the words of a place text: not a letter or digit. */
static int
is_place_sep(char c)
{
	return !((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
	    (c >= '0' && c <= '9'));
}

/*
 * The words of place text s[0..n): up to three, each at[k], len[k]
 * bytes; *odd set if the separators are other than one blank between
 * the words and none around them.  Returns the count (4: more than 3).
 */
int
rd_place_words(const char *s, size_t n, size_t at[3], size_t len[3], int *odd)
{
	size_t	 i = 0, k;
	int	 nw = 0;

	*odd = 0;
	while (nw <= 3) {
		k = i;
		while (i < n && is_place_sep(s[i]))
			i++;
		if (i - k != (nw > 0 && i < n) || (i > k && s[k] != ' '))
			*odd = 1;
		if (i == n)
			break;
		if (nw < 3)
			at[nw] = i;
		while (i < n && !is_place_sep(s[i]))
			i++;
		if (nw < 3)
			len[nw] = i - at[nw];
		nw++;
	}
	return nw;
}

/*
 * The stream offset of byte i of the text kept in sp, and in *p (if not
 * NULL) the line and column there: a blank put between two pieces is
 * the end of the piece before it.
 */
static uint64_t
piece_byte(const struct rd_split *sp, size_t i, struct srcpos *p)
{
	int	 k = sp->nseg - 1;
	size_t	 j;

	while (k > 0 && sp->at[k] > i)
		k--;
	if (p != NULL) {
		*p = sp->pos[k];
		for (j = sp->at[k]; j < i && j < sp->n; j++)
			if ((sp->text[j] & 0xc0) != 0x80)
				p->col++;
	}
	return sp->pos[k].off + (i - sp->at[k]);
}

/*
 * The bytes of s[from..from+n) of a place text: of the current scalar
 * (sp NULL, rd_subspan), or of the pieces kept in sp.
 */
static struct srcpos
place_span(const struct reader *r, const struct rd_split *sp, size_t from,
    size_t n)
{
	struct srcpos	 p;
	uint64_t	 a, b;

	if (sp == NULL)
		return rd_subspan(r, from, n);
	a = piece_byte(sp, from, &p);
	b = piece_byte(sp, from + n, NULL);
	p.off = a;
	p.len = (uint32_t)(b - a);
	return p;
}

/* 1 if s[from..to) of the text kept in sp holds a blank put for a comma. */
static int
has_joint(const struct rd_split *sp, size_t from, size_t to)
{
	int	 k;

	for (k = 1; sp != NULL && k < sp->nseg; k++)
		if (sp->at[k] - 1 >= from && sp->at[k] - 1 < to)
			return 1;
	return 0;
}

/*
 * The edits that make the separators of place text s[0..n) (its words
 * at[k], len[k] bytes) one space between the words and none around
 * them, each run of them replaced where the text is its value; else the
 * whole text replaced by fix.
 */
static void
place_gaps(const struct reader *r, const struct rd_split *sp, struct diag *dg,
    const struct rec_move *m, const char *s, size_t n, const size_t at[3],
    const size_t len[3], const char *fix)
{
	struct srcpos	 p[4];
	size_t		 from[4], to[4];
	int		 k;

	for (k = 0; k < 4; k++) {
		from[k] = k == 0 ? 0 : at[k - 1] + len[k - 1];
		to[k] = k == 3 ? n : at[k];
		p[k] = place_span(r, sp, from[k], to[k] - from[k]);
		if (to[k] > from[k] && p[k].len == 0) {
			if (m->action_pos.len > 0)
				diag_add_edit(r->d, dg, m->action_pos, fix);
			return;
		}
	}
	for (k = 0; k < 4; k++)
		if (p[k].len > 0 && !(k > 0 && k < 3 && p[k].len == 1 &&
		    s[from[k]] == ' ' && !has_joint(sp, from[k], to[k])))
			diag_add_edit(r->d, dg, p[k], k > 0 && k < 3 ? " " : "");
}

/* 1 if s[i] is a letter standing alone: a separator or the end after it. */
static int
lone_letter(const char *s, size_t n, size_t i)
{
	return ((s[i] >= 'A' && s[i] <= 'Z') || (s[i] >= 'a' &&
	    s[i] <= 'z')) && (i + 1 == n || is_place_sep(s[i + 1]));
}

/*
 * s[0..n) with the blanks inside a word dropped: inside a cell ("E 5"
 * as "E5": a lone letter, separators, then digits) or inside the tile
 * ("O P" as "OP": the text's first word a lone colour letter, then
 * another), into buf (cap bytes), with map[i] the byte of s that buf[i]
 * came from.  Returns the length, or 0 if nothing was dropped or it does
 * not fit; *what gets bit 0 for a cell joined, bit 1 for the tile.
 */
static size_t
join_words(const char *s, size_t n, char *buf, size_t *map, size_t cap,
    int *what)
{
	size_t	 i = 0, o = 0, j;
	int	 first = 1;

	*what = 0;
	if (n >= cap)
		return 0;
	while (i < n) {
		/* A word start after a separator or at the text's start. */
		if ((i == 0 || is_place_sep(s[i - 1])) && i + 1 < n &&
		    lone_letter(s, n, i)) {
			for (j = i + 1; j < n && is_place_sep(s[j]); j++)
				;
			if (j < n && ((s[j] >= '0' && s[j] <= '9') ||
			    (first && lone_letter(s, n, j) &&
			    colour_parse(s[i]) >= 0 &&
			    colour_parse(s[j]) >= 0))) {
				*what |= s[j] >= '0' && s[j] <= '9' ? 1 : 2;
				map[o] = i;
				buf[o++] = s[i];
				i = j;
				first = 0;
				continue;
			}
		}
		if (!is_place_sep(s[i]))
			first = 0;
		map[o] = i;
		buf[o++] = s[i++];
	}
	buf[o] = '\0';
	return *what ? o : 0;
}

/*
 * A place text of more than three words that reads as a tile and two
 * cells once the blanks inside a word are dropped ("BP E 5 D4", "B P E5
 * D4"): the finding rd_diag just made gets the text meant as its fix,
 * and the placement is taken as meant.  Returns 1 if so.
 */
static int
blank_in_word(struct reader *r, struct rec_move *m, const char *s,
    size_t n, const struct rd_split *sp)
{
	char		 buf[64], fix[16], tb[3], cb[2][4];
	size_t		 map[64], at[3], len[3], cn;
	struct diag	*dg;
	int		 odd, j, cell[2], what;

	if ((cn = join_words(s, n, buf, map, sizeof(buf), &what)) == 0 ||
	    rd_place_words(buf, cn, at, len, &odd) != 3 ||
	    tile_parse(buf + at[0], len[0], &m->place.tile) != 0)
		return 0;
	for (j = 0; j < 2; j++)
		if ((cell[j] = board_parse_cell(buf + at[j + 1],
		    len[j + 1])) == NO_CELL)
			return 0;
	m->place.a = cell[0];
	m->place.b = cell[1];
	m->place_ok = 1;
	m->tile_pos = place_span(r, sp, map[at[0]], map[at[0] + len[0] - 1] +
	    1 - map[at[0]]);
	for (j = 0; j < 2; j++)
		m->cell_pos[j] = place_span(r, sp, map[at[j + 1]],
		    map[at[j + 1] + len[j + 1] - 1] + 1 - map[at[j + 1]]);
	if ((dg = rd_last(r)) == NULL)
		return 1;
	snprintf(fix, sizeof(fix), "%s %s %s", tile_name(m->place.tile, tb),
	    board_cell_name(cell[0], cb[0]), board_cell_name(cell[1], cb[1]));
	diag_set_fix(r->d, dg, "%s", fix);
	diag_set_why(r->d, dg, "%s", what == 1 ? "A cell is a letter and "
	    "a number with no blank between them" : what == 2 ? "A tile is "
	    "two colour letters with no blank between them" : "A tile is two "
	    "colour letters, and a cell a letter and a number, with no blank "
	    "between them");
	if (m->action_pos.len > 0)
		diag_add_edit(r->d, dg, m->action_pos, fix);
	return 1;
}

/* 1 if words w[0], w[1], w[2] of s (at[k], len[k]) are a tile and two cells. */
static int
reads_as(const char *s, const size_t at[3], const size_t len[3],
    const int w[3])
{
	struct tile	 t;

	return tile_parse(s + at[w[0]], len[w[0]], &t) == 0 &&
	    board_parse_cell(s + at[w[1]], len[w[1]]) != NO_CELL &&
	    board_parse_cell(s + at[w[2]], len[w[2]]) != NO_CELL;
}

/*
 * A place text of three words, s[0..n) (the words at[k], len[k] bytes),
 * that does not read as a tile and two cells but does with its words in
 * another order: the tile written last or between the cells ("G13 H14
 * YB", "G13 YB H14"), the cells in the order written.  If exactly one
 * such order reads, the placement is taken so, with one bad-move finding
 * whose fix writes the same words, each as spelt, in the notation's
 * order; the bytes around the words are kept.  Returns 1 if so.
 */
static int
place_order(struct reader *r, struct rec_move *m, const char *s, size_t n,
    const size_t at[3], const size_t len[3], const struct rd_split *sp)
{
	static const int order[3][3] = { { 0, 1, 2 }, { 1, 0, 2 },
	    { 2, 0, 1 } };
	char		 b[READER_SHOW + 8], fix[PLACE_TEXT_MAX + 4];
	struct srcpos	 whole;
	struct diag	*dg;
	const int	*w = NULL;
	int		 k, fits = 0, c[2];

	if (reads_as(s, at, len, order[0]))
		return 0;
	for (k = 1; k < 3; k++)
		if (reads_as(s, at, len, order[k])) {
			fits++;
			w = order[k];
		}
	if (fits != 1 || len[0] + len[1] + len[2] + 3 > sizeof(fix))
		return 0;
	(void)tile_parse(s + at[w[0]], len[w[0]], &m->place.tile);
	for (k = 0; k < 2; k++) {
		c[k] = board_parse_cell(s + at[w[k + 1]], len[w[k + 1]]);
		m->cell_pos[k] = place_span(r, sp, at[w[k + 1]],
		    len[w[k + 1]]);
	}
	m->place.a = c[0];
	m->place.b = c[1];
	m->place_ok = 1;
	m->tile_pos = place_span(r, sp, at[w[0]], len[w[0]]);
	snprintf(fix, sizeof(fix), "%.*s %.*s %.*s", (int)len[w[0]],
	    s + at[w[0]], (int)len[w[1]], s + at[w[1]], (int)len[w[2]],
	    s + at[w[2]]);
	rd_diag(r, D_BAD_MOVE, m->action_pos, "place text '%s' has its tile "
	    "%s; a tile is written first, then its two cells",
	    rd_show(b, s, n), w[0] == 2 ? "last" : "between its cells");
	if ((dg = rd_last(r)) == NULL)
		return 1;
	diag_set_fix(r->d, dg, "%s", fix);
	diag_set_why(r->d, dg, "It is read as that");
	whole = place_span(r, sp, at[0], at[2] + len[2] - at[0]);
	if (whole.len > 0)
		diag_add_edit(r->d, dg, whole, fix);
	else if (m->action_pos.len > 0)
		diag_add_edit(r->d, dg, m->action_pos, fix);
	return 1;
}

/*
 * Keep in m what words w[0..nw) of a place text that does not read
 * still say (genial-record(5)): the first that is a tile as its tile,
 * those that are cells as its cells in the order written, NO_CELL for
 * the rest.  The replay reads the placement from them and the written
 * score.
 */
static void
keep_parts(struct rec_move *m, const char *s, const size_t at[3],
    const size_t len[3], int nw)
{
	struct tile	 t;
	int		 k, c;

	m->place_part = REC_PART_TEXT;
	m->place.a = m->place.b = NO_CELL;
	for (k = 0; k < nw && k < 3; k++)
		if (!(m->place_part & REC_PART_TILE) &&
		    tile_parse(s + at[k], len[k], &t) == 0) {
			m->place.tile = t;
			m->place_part |= REC_PART_TILE;
		} else if ((c = board_parse_cell(s + at[k], len[k])) ==
		    NO_CELL)
			continue;
		else if (m->place.a == NO_CELL)
			m->place.a = c;
		else if (m->place.b == NO_CELL)
			m->place.b = c;
}

/*
 * Read place text s[0..n) into m: of the current scalar (sp NULL), or
 * the pieces kept in sp.  Its tile and cells are reported where they
 * cannot be read, and the words that still read are kept in m (a tile,
 * the cells; m->place_part); a text of three good words with other
 * separators, or cut by a comma, is reported once with its fix and
 * taken as meant.
 */
static void
place_text(struct reader *r, struct rec_move *m, const char *s, size_t n,
    const struct rd_split *sp)
{
	char		 b[READER_SHOW + 8], tb[3], cb[2][4];
	char		 fix[16];
	size_t		 at[3], len[3];
	int		 nw, j, cell[2], fixcell[2], odd, nbad = 0;
	struct tile	 fixtile = { 0, 0 };
	struct diag	*dg = NULL;

	nw = rd_place_words(s, n, at, len, &odd);
	if (nw != 3) {
		rd_diag(r, D_BAD_MOVE, m->action_pos, "place text '%s' must be "
		    "a tile and two cells", rd_show(b, s, n));
		if (sp == NULL || sp->nseg < 2)
			(void)blank_in_word(r, m, s, n, sp);
		if (!m->place_ok)
			keep_parts(m, s, at, len, nw);
		return;
	}
	if (place_order(r, m, s, n, at, len, sp))
		return;
	m->place_ok = 1;
	m->tile_pos = place_span(r, sp, at[0], len[0]);
	if (tile_parse(s + at[0], len[0], &m->place.tile) != 0) {
		nbad++;
		rd_tile_letters(m, s + at[0], len[0]);
		if (rd_bad_tile(r, m->tile_pos, s + at[0], len[0],
		    &fixtile))
			dg = rd_last(r);
		m->place_ok = 0;
	} else
		fixtile = m->place.tile;
	for (j = 0; j < 2; j++) {
		m->cell_pos[j] = place_span(r, sp, at[j + 1], len[j + 1]);
		cell[j] = fixcell[j] = board_parse_cell(s + at[j + 1],
		    len[j + 1]);
		if (cell[j] == NO_CELL) {
			nbad++;
			if ((fixcell[j] = bad_cell(r, m, j, s + at[j + 1],
			    len[j + 1])) != NO_CELL)
				dg = rd_last(r);
			m->place_ok = 0;
		}
	}
	m->place.a = cell[0];
	m->place.b = cell[1];
	if (!m->place_ok) {
		m->place_part = REC_PART_TEXT | (nbad > (cell[0] == NO_CELL) +
		    (cell[1] == NO_CELL) ? 0 : REC_PART_TILE);
		/*
		 * One word wrong, and a near one for it: the whole entry,
		 * and where the word has no bytes of its own, the whole
		 * text is replaced.
		 */
		if (nbad == 1 && dg != NULL) {
			snprintf(fix, sizeof(fix), "%s %s %s",
			    tile_name(fixtile, tb),
			    board_cell_name(fixcell[0], cb[0]),
			    board_cell_name(fixcell[1], cb[1]));
			diag_set_fix(r->d, dg, "%s", fix);
			if (dg->nedits == 0 && m->action_pos.len > 0)
				diag_add_edit(r->d, dg, m->action_pos, fix);
		}
		return;
	}
	if (!odd && (sp == NULL || sp->nseg < 2))
		return;
	snprintf(fix, sizeof(fix), "%s %s %s", tile_name(m->place.tile, tb),
	    board_cell_name(cell[0], cb[0]), board_cell_name(cell[1], cb[1]));
	if (sp != NULL && sp->nseg > 1)
		rd_diag(r, D_BAD_MOVE, m->action_pos, "place text '%s' is cut "
		    "short by a comma, which ends a value inside {...}; a tile "
		    "and two cells are written one space apart",
		    rd_show(b, s, sp->at[1] - 1));
	else
		rd_diag(r, D_BAD_MOVE, m->action_pos, "place text '%s': a tile "
		    "and two cells are written one space apart",
		    rd_show(b, s, n));
	if ((dg = rd_last(r)) == NULL)
		return;
	diag_set_fix(r->d, dg, "%s", fix);
	diag_set_why(r->d, dg, "It is read as that");
	place_gaps(r, sp, dg, m, s, n, at, len, fix);
}

/*
 * 1 if the current scalar, the value of place, may be a text cut short
 * by a comma: plain, on one line, in a flow mapping, its bytes its value,
 * and short of its three words.
 */
static int
cut_short(const struct reader *r, const struct rec_move *m)
{
	size_t	 at[3], len[3];
	int	 odd, nw;

	if (!m->flow || rd_scalar_quoted(r) != 0 || EV_N(r) == 0 ||
	    EV_N(r) >= PLACE_TEXT_MAX ||
	    r->ev.start_mark.line != r->ev.end_mark.line ||
	    rd_pos(r).len != EV_N(r))
		return 0;
	nw = rd_place_words(EV_S(r), EV_N(r), at, len, &odd);
	return nw >= 1 && nw < 3;
}

int
rd_is_place_text(const char *s, size_t n)
{
	size_t	 at[3], len[3];
	struct tile t;
	int	 odd;

	return rd_place_words(s, n, at, len, &odd) == 3 && !odd &&
	    tile_parse(s + at[0], len[0], &t) == 0 &&
	    board_parse_cell(s + at[1], len[1]) >= 0 &&
	    board_parse_cell(s + at[2], len[2]) >= 0;
}

int
rd_place(struct reader *r, int depth, struct rec_move *m)
{
	struct rd_split	*sp = &r->split;

	m->action = ACT_PLACE;
	sp->pending = 0;
	if (!is_scalar(r)) {
		rd_diag(r, D_BAD_MOVE, m->action_pos, "place must be text like "
		    "'RG M9 M10', not %s", rd_kind(&r->ev));
		return rd_skip(r, depth);
	}
	if (place_common(r, m) == 0)
		return 0;
	if (cut_short(r, m)) {
		sp->pending = 1;
		sp->n = EV_N(r);
		memcpy(sp->text, EV_S(r), sp->n);
		sp->nseg = 1;
		sp->at[0] = 0;
		sp->pos[0] = rd_pos(r);
		return 0;
	}
	place_text(r, m, EV_S(r), EV_N(r), NULL);
	return 0;
}

void
rd_place_flush(struct reader *r, struct rec_move *m)
{
	struct rd_split	*sp = &r->split;

	if (!sp->pending)
		return;
	sp->pending = 0;
	m->action_pos = place_span(r, sp, 0, sp->n);
	place_text(r, m, sp->text, sp->n, sp);
}
