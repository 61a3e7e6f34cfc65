/*
 * The replay's claims that do not read (genial(1) FAULTY RECORDS, "A
 * claim that does not read"): a score, total or Ingenious! call written
 * in a form the notation does not have ("score: [0, 3]", "bonus: 1"),
 * which the reader keeps (record.unread) rather than take as absent.
 * The judge takes such a claim as written but unknown: it checks nothing
 * of it and reports nothing it would have led to (no bonus-unclaimed, no
 * score-mismatch).  Once the reading is chosen, each is reported here,
 * once, at its value: what it is, and the value the judge computed for
 * it, which is its fix, written as the sheet writes its other claims.
 * What the value still says (its numbers, the number of colours called)
 * is checked against that; where it says otherwise the finding says so
 * and gives no fix.  A finding of the replay, not of the search, like
 * unknown-player: it costs no reading anything.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "replay.h"
#include "replay_priv.h"
#include "util.h"

/* How the numbers an unreadable claim writes compare with the judge's. */
enum said {
	SAID_NOTHING,	/* it writes none that can be checked */
	SAID_SAME,	/* they are the judge's */
	SAID_OTHER	/* they are not */
};

/* The colours of tile p as a mask. */
static unsigned
tile_of(const struct placement *p)
{
	return (1u << p->tile.a) | (1u << p->tile.b);
}

/* Sort the n numbers of v (at most COLOURS) in rising order. */
static void
sort_small(int *v, int n)
{
	int	 i, j, t;

	for (i = 1; i < n; i++)
		for (j = i; j > 0 && v[j - 1] > v[j]; j--) {
			t = v[j];
			v[j] = v[j - 1];
			v[j - 1] = t;
		}
}

/*
 * The numbers of u against values v of the colours in want: the same
 * when, leaving out zeros, they are those values in any order, or for
 * a lone number their sum.
 */
static enum said
said_numbers(const struct rec_unread *u, unsigned want, const int *v)
{
	int	 a[COLOURS], b[COLOURS], na = 0, nb = 0, i, sum = 0;

	if (u->form != UF_NUMBER && u->form != UF_NUMBERS)
		return SAID_NOTHING;
	for (i = 0; i < u->n && i < COLOURS; i++)
		if (u->num[i] != 0)
			a[na++] = u->num[i];
	for (i = 0; i < COLOURS; i++)
		if (((want >> i) & 1) && v[i] != 0) {
			b[nb++] = v[i];
			sum += v[i];
		}
	if (u->form == UF_NUMBER && u->n == 1 && u->num[0] == sum)
		return SAID_SAME;
	if (na != nb)
		return SAID_OTHER;
	sort_small(a, na);
	sort_small(b, nb);
	return memcmp(a, b, (size_t)na * sizeof(*a)) == 0 ? SAID_SAME :
	    SAID_OTHER;
}

/*
 * The value a score or total claim u of entry idx (m, step st) should
 * have had, as the sheet writes its claims: into map, with its colours
 * in *want and values in v.  A score gives the colours the placement
 * scores in, and its tile's other colours at 0 where the list has a
 * number for each or the scores near it write them so; a total gives
 * the counters of the tile's colours.  Returns 0, or -1 where the value
 * is not known (the duel's track).
 */
static int
claim_value(const struct record *rec, const struct rec_unread *u,
    size_t idx, const struct step *st, unsigned *want, int *v)
{
	unsigned	 tile = tile_of(&st->place);
	int		 c, zeros;

	*want = 0;
	if (u->key == UK_TOTAL) {
		if (rec->rules.variant == VARIANT_DUEL)
			return -1;
		for (c = 0; c < COLOURS; c++)
			v[c] = st->after[c];
		*want = tile;
		return 0;
	}
	zeros = u->form == UF_NUMBERS ? u->n >= __builtin_popcount(tile) :
	    replay_with_zeros(rec, idx, &rec->moves[idx]);
	for (c = 0; c < COLOURS; c++) {
		v[c] = st->bd.points[c];
		if (((tile >> c) & 1) && (v[c] != 0 || zeros))
			*want |= 1u << c;
	}
	if (*want == 0)
		*want = tile;
	return 0;
}

/*
 * The calls a placement of breakdown bd earned, as a call's value ("R",
 * "[R, B]", the team game's "[R, R]") into buf; returns their number.
 */
static int
calls_text(const struct breakdown *bd, char *buf, size_t size)
{
	size_t	 used = 0;
	int	 c, k, n = 0, all;

	all = __builtin_popcount(bd->reached) +
	    __builtin_popcount(bd->reached2);
	buf[0] = '\0';
	for (c = 0; c < COLOURS; c++)
		for (k = 0; k < ((bd->reached >> c) & 1) +
		    ((bd->reached2 >> c) & 1) && used < size; k++)
			used += (size_t)snprintf(buf + used, size - used,
			    "%s%c", n++ == 0 ? (all > 1 ? "[" : "") : ", ",
			    colour_letter(c));
	if (all > 1 && used < size)
		snprintf(buf + used, size - used, "]");
	return all;
}

/*
 * Report unreadable call u of entry m, placed as st says, into d: the
 * colours its placement brought to the mark, and as its fix the call of
 * them, or where none, the call taken off (replay_call_drop); none where
 * the call is written as a number of calls other than the placement's.
 */
static void
report_call(const struct rec_unread *u, const struct rec_move *m,
    const struct step *st, const char *what, struct diags *d)
{
	struct diag	*e;
	char		 calls[48], cols[64], said[48], many[16];
	int		 n = calls_text(&st->bd, calls, sizeof(calls));

	replay_colours_text(st->bd.reached, cols, sizeof(cols));
	said[0] = '\0';
	if (u->form == UF_NUMBER && u->num[0] != n)
		snprintf(said, sizeof(said), ", not %d", u->num[0]);
	if (n == 0)
		e = diag_add(d, D_BAD_VALUE, u->move + 1, u->pos, st->seat,
		    "%s: the placement reached no mark, no call%s", what,
		    said);
	else {
		snprintf(many, sizeof(many), "%d", n);
		e = diag_add(d, D_BAD_VALUE, u->move + 1, u->pos, st->seat,
		    "%s: the placement reached the mark in %s, %s call%s%s",
		    what, cols, n == 1 ? "one" : n == 2 ? "two" : many,
		    n == 1 ? "" : "s", said);
	}
	if (e != NULL && n == 0 && said[0] == '\0')
		replay_call_drop(d, e, m);
	if (e == NULL || n == 0 || said[0] != '\0' || m->bonus_pos.len == 0)
		return;
	diag_fix_claim(d, e, "bonus", calls, u->pos);
	diag_set_why(d, e, "the placement reaches the mark in %s",
	    n > 1 ? "those colours" : "that colour");
}

/* Report unreadable score or total u of entry idx, placed as st says. */
static void
report_claim(const struct record *rec, const struct rec_unread *u,
    const struct step *st, const char *what, struct diags *d)
{
	struct diag	*e;
	const char	*key = u->key == UK_SCORE ? "score" : "total";
	char		 map[96], agree[64];
	unsigned	 want;
	int		 v[COLOURS];
	enum said	 said;

	if (claim_value(rec, u, (size_t)u->move, st, &want, v) != 0) {
		diag_add(d, D_BAD_VALUE, u->move + 1, u->pos, st->seat, "%s",
		    what);
		return;
	}
	record_claim_text(want, v, map, sizeof(map));
	said = said_numbers(u, want, v);
	if (said == SAID_SAME && u->form == UF_NUMBER)
		snprintf(agree, sizeof(agree), ", %d in all", u->num[0]);
	else
		snprintf(agree, sizeof(agree), "%s", said == SAID_SAME ?
		    ", the numbers written, under their colours" :
		    said == SAID_OTHER ? ", not the numbers written" : "");
	e = diag_add(d, D_BAD_VALUE, u->move + 1, u->pos, st->seat,
	    "%s: %s %s%s", what, u->key == UK_SCORE ? "the placement scores" :
	    "the counters are at", map, agree);
	if (e == NULL || said == SAID_OTHER || u->pos.len == 0)
		return;
	diag_fix_claim(d, e, key, map, u->pos);
	diag_set_why(d, e, "%s", u->key == UK_SCORE ? "the placement scores "
	    "it" : "the counters stand there after the placement");
}

/*
 * Report unreadable result row u into d: the final counters of its
 * side (game g, the record judged to its end), in the colours the other
 * rows write (all six if none does), checked against what it says: a
 * list of them, or a lone number that is their sum or the lowest.  They
 * are its fix once the game is over.
 */
static void
report_row(const struct record *rec, const struct game *g,
    const struct rec_unread *u, const char *what, struct diags *d)
{
	struct diag	*e;
	const char	*name = rec->players_text[u->seat] != NULL ?
			    rec->players_text[u->seat] : rec->players[u->seat];
	char		 map[96], agree[64];
	unsigned	 want = 0;
	int		 v[COLOURS], c, t, low = INT16_MAX;
	enum said	 said;

	for (t = 0; t < rec->nplayers && t < MAX_SEATS; t++)
		if (t != u->seat && rec->has_result[t])
			want |= rec->result[t].has & ~rec->result[t].bad;
	if (want == 0)
		want = (1u << COLOURS) - 1;
	for (c = 0; c < COLOURS; c++) {
		v[c] = replay_counter_of(g, u->seat, c);
		if (((want >> c) & 1) && v[c] < low)
			low = v[c];
	}
	record_claim_text(want, v, map, sizeof(map));
	said = said_numbers(u, want, v);
	if (u->form == UF_NUMBER && u->num[0] == low)
		said = SAID_SAME;
	if (said == SAID_SAME && u->form == UF_NUMBER)
		snprintf(agree, sizeof(agree), ", %d %s", u->num[0],
		    u->num[0] == low ? "the lowest of them" : "in all");
	else
		snprintf(agree, sizeof(agree), "%s", said == SAID_SAME ?
		    ", the numbers written, under their colours" :
		    said == SAID_OTHER ? ", not the numbers written" : "");
	e = diag_add(d, D_BAD_VALUE, 0, u->pos, u->seat, "%s: the counters "
	    "are at %s%s%s", what, map, g->over == END_NONE ? " where the "
	    "record ends" : "", agree);
	/* Before the end of the game they are no result. */
	if (e == NULL || said == SAID_OTHER || u->pos.len == 0 ||
	    name == NULL || g->over == END_NONE)
		return;
	diag_fix_claim(d, e, name, map, u->pos);
	diag_set_why(d, e, "the counters stand there at the end of the game");
}

void
replay_report_unread(const struct replay *rp, const struct record *rec,
    size_t n, struct diags *d)
{
	const struct rec_unread	*u;
	const struct step	*st;
	char			 what[256];

	for (u = rec->unread; u != NULL; u = u->next) {
		record_unread_text(u, what, sizeof(what));
		if (u->key == UK_RESULT) {
			/* The counters are the end's only when judged to it. */
			if (n == rec->nmoves && u->seat >= 0 &&
			    u->seat < rec->nplayers)
				report_row(rec, &rp->g, u, what, d);
			else
				diag_add(d, D_BAD_VALUE, 0, u->pos, u->seat,
				    "%s", what);
			continue;
		}
		if (u->move < 0 || (size_t)u->move >= n)
			continue;
		st = &rp->steps[u->move];
		if (st->action != ACT_PLACE || !st->applied || st->after_end)
			diag_add(d, D_BAD_VALUE, u->move + 1, u->pos, -1, "%s",
			    what);
		else if (u->key == UK_BONUS)
			report_call(u, &rec->moves[u->move], st, what, d);
		else
			report_claim(rec, u, st, what, d);
	}
}
