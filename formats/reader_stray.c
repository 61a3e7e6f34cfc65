/*
 * A line of the paper's margin typed between two entries ("page 2",
 * "round 20", "continued"): a line of plain words alone, none of them a
 * key of the record's entries, a colour, a player's name, a tile or a
 * cell, with an entry of the same list above it and below it.  YAML
 * cannot read it there; it is a note copied from the sheet, and its fix
 * takes the whole line out (genial(1) FAULTY RECORDS, "The reader").
 *
 * Taking a line out is the largest edit of a line: reader_explain.c tries
 * it after every mend of the line's punctuation and after a key line put
 * back.  A colon put in reads such a line only as a key no entry of the
 * record has ("round: 20" is the header's key of an event's round, and
 * a key of a Ganz schön clever entry, not of an Ingenious one): one more
 * finding, not the sheet as meant, so that reading gives way to this.
 */
#include <string.h>

#include "../core/board.h"
#include "../core/tile.h"
#include "clever_read_int.h"
#include "reader_explain.h"
#include "reader_mend.h"

#define STRAY_LOOK	64	/* lines looked up for the entry above */
#define STRAY_WORDS	8	/* words of a margin line, at most */

/*
 * 1 if s[0..n) is a word the record's notation gives a meaning between
 * its entries: a key of its entries, a colour, a cell, a tile, a player.
 */
static int
meant_word(const struct record *rec, const char *s, size_t n)
{
	struct tile	 t;
	int		 i;

	if (rd_colour_word(s, n) != NO_COLOUR ||
	    board_parse_cell(s, n) >= 0 || tile_parse(s, n, &t) == 0)
		return 1;
	if (rec->kind == RECORD_CLEVER ? clever_entry_key(s, n) >= 0 :
	    rd_move_key(s, n) >= 0)
		return 1;
	for (i = 0; i < rec->nplayers && i < MAX_SEATS; i++)
		if (rec->players[i] != NULL && strlen(rec->players[i]) == n &&
		    memcmp(rec->players[i], s, n) == 0)
			return 1;
	return 0;
}

/*
 * 1 if s[0..n) is plain words, STRAY_WORDS at most, of letters, digits
 * and '.', '/' or '-' inside them, none a word meant_word knows.
 */
static int
margin_words(const struct record *rec, const char *s, size_t n)
{
	size_t	 i = 0, j;
	int	 words = 0;

	while (i < n) {
		if (s[i] == ' ') {
			i++;
			continue;
		}
		for (j = i; j < n && s[j] != ' '; j++) {
			if (!rx_letter(s[j]) && !(s[j] >= '0' && s[j] <= '9') &&
			    ((unsigned char)s[j] & 0x80) == 0 &&
			    (j == i || (s[j] != '.' && s[j] != '/' &&
			    s[j] != '-')))
				return 0;
		}
		if (++words > STRAY_WORDS || meant_word(rec, s + i, j - i))
			return 0;
		i = j;
	}
	return words > 0;
}

int
rx_stray_line(struct xtext *x, uint64_t line, const struct record *rec,
    struct rd_plain *f)
{
	char		 b[READER_SHOW + 8];
	struct xline	 l, a, n;
	struct xshape	 s, t, u;
	uint64_t	 k;
	size_t		 end;

	if (line == 0 || !(l = rx_line_at(x, line)).ok)
		return 0;
	s = rx_shape(&l);
	for (end = l.n; end > s.ws && l.s[end - 1] == ' '; end--)
		;
	if (s.kind != X_KEY || s.tab || end == s.ws ||
	    !margin_words(rec, l.s + s.ws, end - s.ws))
		return 0;
	memset(&n, 0, sizeof(n));
	memset(&u, 0, sizeof(u));
	/* The entry below it, next. */
	for (k = line + 1; k < line + STRAY_LOOK &&
	    (n = rx_line_at(x, k)).ok; k++)
		if ((u = rx_shape(&n)).kind != X_SKIP)
			break;
	if (!n.ok || u.kind != X_DASH || u.tab)
		return 0;
	/* An entry of the same column above it, its lines deeper. */
	for (k = line - 1; k >= x->line && k > 0 && k + STRAY_LOOK > line &&
	    (a = rx_line_at(x, k)).ok; k--) {
		t = rx_shape(&a);
		if (t.kind == X_SKIP || (t.kind == X_KEY &&
		    t.indent > u.indent))
			continue;
		if (t.kind != X_DASH || t.tab || t.indent != u.indent)
			return 0;
		snprintf(f->msg, sizeof(f->msg), "'%s' is no entry and no "
		    "key: a line of the paper's margin between two entries",
		    rd_show_raw(b, l.s + s.ws, end - s.ws));
		f->pos.line = line > INT32_MAX ? INT32_MAX : (int)line;
		f->pos.col = (int)s.ws + 1;
		f->pos.off = l.off + s.ws;
		f->pos.len = (uint32_t)(end - s.ws);
		f->at.line = f->pos.line;
		f->at.col = 1;
		f->at.off = l.off;
		f->at.len = (uint32_t)(l.n + (rx_crlf(x, &l) ? 2 : 1));
		f->text[0] = '\0';
		f->fix[0] = '\0';
		return 1;
	}
	return 0;
}
