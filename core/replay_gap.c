/*
 * Entries missing (genial(1) FAULTY RECORDS, "An entry missing"): the
 * runs of entries a reading may take to be missing before an entry, or
 * at the end of the record, each with its prior, and the finding of a
 * run the search chose.  A run holds the turns the names show, and, up
 * to MISSING_MAX entries in all, one more that is a bonus placement one
 * of them earned, or a whole round more where the names go on in turn;
 * replay_near.c lists them with the other edits near a finding,
 * replay_report.c has their findings written here.
 */
#include <stdio.h>
#include <string.h>

#include "replay_search.h"
#include "util.h"

/*
 * 1 if a placement of seat may earn a bonus placement on board g: one of
 * its side's counters may reach the cap (a placement scores each hex of
 * the colour on the board at most twice, once for each of its hexes).
 */
static int
may_earn(const struct game *g, int seat)
{
	int	 n[COLOURS] = { 0 }, c, i, side;

	if (seat < 0 || seat >= MAX_SEATS)
		return 0;
	side = game_side_of(g, seat);
	for (i = 0; i < BOARD_CELLS; i++)
		if (g->cell[i] >= 0 && g->cell[i] < COLOURS)
			n[g->cell[i]]++;
	for (c = 0; c < COLOURS; c++)
		if (g->score[side][c] < game_cap(g) &&
		    g->score[side][c] + 2 * n[c] >= game_cap(g))
			return 1;
	return 0;
}

/* Seats from a to b in the turn order. */
static int
dist(int a, int b, int seats)
{
	return seats > 0 ? ((b - a) % seats + seats) % seats : 0;
}

/* A missing-entry edit before entry at, its first entry seat's. */
static void
gap_init(struct edit *e, int at, int seat, int prior)
{
	replay_near_init(e, ED_MISSING, at, prior);
	e->seat = (int8_t)seat;
}

/*
 * The runs the names show missing before entry m (record index idx):
 * the turns up to the player it names, or those with a bonus placement
 * one of them earned, or a whole round more.
 */
static int
shown(const struct ctx *st, int seats, int32_t idx, const struct rec_move *m,
    int exp, int cont, struct edit *out, int n)
{
	const struct game	*g = st->g;
	struct edit		 e;
	int			 k;

	gap_init(&e, idx, exp, 0);
	if (cont && exp == st->s.seat && g->bonus_due > 0) {
		e.bonus = 1;
		e.n = (int8_t)(1 + dist(game_next_seat(g), m->player, seats));
	} else
		e.n = (int8_t)dist(exp, m->player, seats);
	e.prior = (int16_t)(PRIOR_MISSING * e.n);
	if (e.n > 0)
		n = replay_near_add(out, n, &e);
	/*
	 * Or the named player's turn as well, whose placement earned the
	 * bonus placement the entry is.
	 */
	if (e.n > 0 && e.n < MISSING_MAX && m->action == ACT_PLACE &&
	    may_earn(g, m->player)) {
		e.prior = (int16_t)(PRIOR_MISSING * e.n +
		    PRIOR_MISSING_EARNED);
		e.n++;
		e.named = 1;
		n = replay_near_add(out, n, &e);
		e.n--;
		e.named = 0;
	}
	/* Or with a bonus placement one of them earned. */
	for (k = 1; k <= e.n && e.n < MISSING_MAX; k++) {
		if (!may_earn(g, replay_missing_seat(&e, k - 1, seats)))
			continue;
		e.prior = (int16_t)(PRIOR_MISSING * e.n +
		    PRIOR_MISSING_EARNED);
		e.n++;
		e.earned = (uint8_t)(1u << k);
		n = replay_near_add(out, n, &e);
		e.n--;
		e.earned = 0;
	}
	/* Or a whole round more: the names fit either way. */
	e.n = (int8_t)(e.n + seats);
	e.prior = (int16_t)(PRIOR_MISSING * e.n + PRIOR_MISSING_ROUND);
	if (e.n <= MISSING_MAX)
		n = replay_near_add(out, n, &e);
	return n;
}

int
replay_gap_edits(const struct ctx *st, int seats, int32_t idx,
    const struct rec_move *m, struct edit *out, int n)
{
	struct edit	 e;
	int		 exp, cont;

	if (m->player < 0 || seats < 2 || m->action == ACT_FLAG)
		return n;
	exp = replay_expected_seat(st, &cont);
	if (m->player != exp)
		return shown(st, seats, idx, m, exp, cont, out, n);
	if (m->action != ACT_PLACE)
		return n;
	/*
	 * An entry of the player it names missing before it, which earned
	 * it as a bonus placement (the names fit either way), where a tile
	 * could have earned one; with a bonus due, the missing one is its
	 * placement.
	 */
	gap_init(&e, idx, exp, PRIOR_MISSING_FIT);
	e.n = 1;
	e.bonus = (int8_t)(cont && exp == st->s.seat && st->g->bonus_due > 0);
	if (e.bonus || may_earn(st->g, exp))
		n = replay_near_add(out, n, &e);
	/*
	 * Or a whole round of entries, its player's last (with a bonus due,
	 * the bonus placement and the others' turns).
	 */
	if (seats <= MISSING_MAX) {
		e.n = (int8_t)seats;
		e.prior = (int16_t)(PRIOR_MISSING * e.n + PRIOR_MISSING_ROUND);
		n = replay_near_add(out, n, &e);
	}
	return n;
}

int
replay_gap_end(const struct ctx *st, int32_t nmoves, struct edit *out, int n)
{
	struct edit	 e;
	int		 exp, cont, k;

	exp = replay_expected_seat(st, &cont);
	gap_init(&e, nmoves, exp, 0);
	e.bonus = (int8_t)(cont && exp == st->s.seat && st->g->bonus_due > 0);
	for (k = 1; k <= MISSING_MAX; k++) {
		e.n = (int8_t)k;
		e.prior = (int16_t)(PRIOR_MISSING * k);
		n = replay_near_add(out, n, &e);
	}
	return n;
}

void
replay_gap_absorbed(const struct ctx *x, int gap, const char *what, char *buf,
    size_t size)
{
	const struct ghost	*gh;
	size_t			 used = 0;
	int			 i, j, k, total = 0, shown = 0, nl = 0;
	int			 lines[GHOST_LINES * GHOST_MAX];

	/* Each line once, in order, however many tiles it was judged with. */
	buf[0] = '\0';
	for (i = 0; i < x->s.nghost; i++) {
		gh = &x->s.ghost[i];
		if (gh->gap != gap)
			continue;
		if (gh->nabs > GHOST_LINES)
			total += gh->nabs - GHOST_LINES;
		for (k = 0; k < gh->nabs && k < GHOST_LINES; k++) {
			for (j = nl; j > 0 && lines[j - 1] > gh->line[k]; j--)
				;
			if (j > 0 && lines[j - 1] == gh->line[k])
				continue;
			memmove(lines + j + 1, lines + j, (size_t)(nl - j) *
			    sizeof(*lines));
			lines[j] = gh->line[k];
			nl++;
		}
	}
	total += nl;
	shown = nl < GHOST_LINES ? nl : GHOST_LINES;
	if (total == 0)
		return;
	used = (size_t)snprintf(buf, size, "; %s at line%s ",
	    total == 1 ? "a claim" : "claims", total == 1 ? "" : "s");
	for (k = 0; k < shown && used < size; k++)
		used += (size_t)snprintf(buf + used, size - used, "%s%d",
		    k == 0 ? "" : k == shown - 1 && shown == total ? " and " :
		    ", ", lines[k]);
	if (shown < total && used < size)
		used += (size_t)snprintf(buf + used, size - used,
		    " and %d more", total - shown);
	if (used < size)
		snprintf(buf + used, size - used, " %s judged with %s",
		    total == 1 ? "was" : "were", what);
}

void
replay_gap_report(const struct reading *rd, const struct ctx *x,
    struct diags *d, const struct edit *ed)
{
	const struct record	*rec = rd->rec;
	const struct rec_move	*m;
	struct diag		*e;
	char			 who[160], abs[256];
	size_t			 used = 0;
	int			 k, n = 0, nt = 0, seats = rec->nplayers;

	replay_gap_absorbed(x, ed->at, ed->n == 1 ? "the missing tile" :
	    "the missing tiles", abs, sizeof(abs));
	/* The turns missing, "an entry of Ben and the bonus placement it
	 * earned": n of them. */
	for (k = ed->bonus; k < ed->n; k++)
		nt += !((ed->earned >> k) & 1);
	who[0] = '\0';
	for (k = ed->bonus; k < ed->n && used < sizeof(who); k++)
		if ((ed->earned >> k) & 1)
			used += (size_t)snprintf(who + used, sizeof(who) - used,
			    "%sthe bonus placement it earned", used ? " and " :
			    "");
		else
			used += (size_t)snprintf(who + used, sizeof(who) - used,
			    "%s%s%s", used ? " and " : "", n++ > 0 ? "" : nt == 1 ?
			    "an entry of " : "entries of ", replay_rname(rd,
			    replay_missing_seat(ed, k, seats)));
	str_cut_utf8(who);
	if ((size_t)ed->at >= rd->hdr.nmoves) {
		m = rd->hdr.nmoves > 0 ? replay_written(rd, (int)rd->hdr.nmoves - 1) :
		    NULL;
		e = diag_add(d, ed->code >= 0 ? (enum diag_code)ed->code :
		    D_GAME_INCOMPLETE, (int)rd->hdr.nmoves, m != NULL ? m->pos :
		    rec->moves_pos, ed->seat, "the record seems to end before "
		    "%s%s%s%s%s", ed->bonus ? "a bonus placement" : "", ed->bonus &&
		    who[0] ? " and " : "", who, abs, ed->to == 1 ? "; the "
		    "result and the free hexes at the end show its tile, not "
		    "when: it may be an earlier one" : ed->to == 2 ? "; more "
		    "than one placement fits the result and the free hexes at "
		    "the end, so none is written back" : "");
		replay_tile_edit(rd, ed, d, e);
		return;
	}
	m = replay_written(rd, ed->at);
	if (ed->n > 1 && seats > 0 && ed->n % seats == 0 &&
	    m->player == ed->seat) {
		/* The names do not show it: a whole round is missing. */
		e = diag_add(d, ed->code >= 0 ? (enum diag_code)ed->code :
		    D_WRONG_PLAYER, ed->at + 1, m->player_pos, ed->seat,
		    "%s%s seem to be missing before this one (the names go on "
		    "in turn without them)%s", ed->bonus ? "the bonus "
		    "placement and " : "", who, abs);
		replay_tile_edit(rd, ed, d, e);
		return;
	}
	if (!ed->bonus && ed->n == 1 && m->player == ed->seat) {
		/* The names do not show it: this entry was its bonus. */
		e = diag_add(d, ed->code >= 0 ? (enum diag_code)ed->code :
		    D_EXTRA_PLACEMENT, ed->at + 1, m->player_pos, ed->seat,
		    "an entry of %s seems to be missing before this one, which "
		    "is then a bonus placement its points earned%s%s",
		    replay_rname(rd, ed->seat), abs, ed->to == 1 ? "; the "
		    "result and the free hexes at the end show its tile, not "
		    "when: it may be a later one" : "");
		replay_tile_edit(rd, ed, d, e);
		return;
	}
	if (ed->bonus && ed->n == 1 && m->player == ed->seat) {
		/* The names do not show it: this entry was a further bonus. */
		e = diag_add(d, ed->code >= 0 ? (enum diag_code)ed->code :
		    D_EXTRA_PLACEMENT, ed->at + 1, m->player_pos, ed->seat,
		    "a bonus placement of %s seems to be missing before this "
		    "one, which is then a further bonus placement its points "
		    "earned%s%s", replay_rname(rd, ed->seat), abs, ed->to == 1 ?
		    "; the result and the free hexes at the end show its tile, "
		    "not when: it may be a later one" : "");
		replay_tile_edit(rd, ed, d, e);
		return;
	}
	if (ed->bonus && ed->n == 1)
		e = diag_add(d, D_WRONG_PLAYER, ed->at + 1, m->player_pos, ed->seat,
		    "it is %s's turn, with a bonus placement due, not %s's; the "
		    "entries that follow go on from %s, so the bonus placement "
		    "seems to be missing%s", replay_rname(rd, ed->seat),
		    replay_rname(rd, m->player), replay_rname(rd, m->player), abs);
	else
		e = diag_add(d, D_WRONG_PLAYER, ed->at + 1, m->player_pos, ed->seat,
		    "it is %s's turn, not %s's; the entries that follow go on "
		    "from %s, so %s%s %s to be missing%s", replay_rname(rd, ed->seat),
		    replay_rname(rd, m->player), replay_rname(rd, m->player), ed->bonus ?
		    "the bonus placement and " : "", who, ed->n == 1 ? "seems" :
		    "seem", abs);
	replay_tile_edit(rd, ed, d, e);
}
