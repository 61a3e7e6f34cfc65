/*
 * The edits near a finding (genial(1) FAULTY RECORDS, "Readings"): what a
 * hand may have slipped in the entries around it, each with its prior,
 * the part of the search's cost that says how likely such a slip is.
 * One edit is likelier than two, a common slip costs less than a rare
 * one, and a reading that keeps the record as written costs nothing.
 *
 * Entry edits are listed for the entries from NEAR_BACK before the
 * finding's entry to it; a placement is re-read only where it draws a
 * finding of its own as read, or where the finding's placement collided
 * with it; whole-game edits only at the first wrong-player finding of a
 * game.
 */
#include <stdio.h>
#include <string.h>

#include "replay_search.h"

/* The priors: the cost of each kind of slip (see genial(1)); those of
 * a placement's slips are replay_near_place.c's. */
#define PRIOR_NAME		3	/* a player's name */
#define PRIOR_NAME_PAIR		5	/* the names of two neighbouring
					   entries exchanged (more than
					   the two entries out of order,
					   less than two names) */
#define PRIOR_CELL_PAIR		6	/* the cells, or the tiles, of two
					   neighbouring placements
					   exchanged */
#define PRIOR_BLAME		2	/* more to re-read an earlier entry
					   that drew no finding of its own */
#define PRIOR_REPEAT		3	/* an entry typed twice */
#define PRIOR_DELETE		12	/* an entry that is not the game's */
#define PRIOR_DELETE_COVERED	9	/* one whose placement breaks no
					   rule but covering a hex already
					   covered (less than the error it
					   draws) */
#define PRIOR_MOVE		4	/* an entry one place out of order */
#define PRIOR_MOVE_STEP		2	/* each place further */
#define PRIOR_MOVE_EARLY	1	/* more for an entry written before
					   its place, not after it (a line
					   skipped is written later) */
#define PRIOR_MOVE_LAST		6	/* the game's last placement typed
					   after the rest, its place left
					   empty (as two places off) */
#define PRIOR_BONUS		4	/* a call one line off */
#define PRIOR_BONUS_STEP	1	/* each line further */
#define PRIOR_SEATS		5	/* another player began */
#define PRIOR_NAMES		8	/* names exchanged throughout */

/* How far the search looks: places an entry may be out of order, and
 * back for an entry typed twice. */
#define ORDER_REACH		3
#define REPEAT_REACH		4
#define CALL_REACH		2	/* lines a call may be off */

static int
same_edit(const struct edit *a, const struct edit *b)
{
	return a->kind == b->kind && a->at == b->at && a->to == b->to &&
	    a->seat == b->seat && a->n == b->n && a->bonus == b->bonus &&
	    a->earned == b->earned && a->named == b->named &&
	    (a->kind != ED_SWAP || a->how == b->how) &&
	    memcmp(a->perm, b->perm, sizeof(a->perm)) == 0 &&
	    (a->kind != ED_PLACE || (a->place.a == b->place.a &&
	    a->place.b == b->place.b && a->place.tile.a == b->place.tile.a &&
	    a->place.tile.b == b->place.tile.b));
}

/* Add e to out[0..n) unless listed (then keep the cheaper); the count. */
int
replay_near_add(struct edit *out, int n, const struct edit *e)
{
	int	 i;

	for (i = 0; i < n; i++)
		if (same_edit(&out[i], e)) {
			if (e->prior < out[i].prior)
				out[i] = *e;
			return n;
		}
	if (n >= EDITS_MAX)
		return n;
	out[n] = *e;
	out[n].code = -1;
	return n + 1;
}

void
replay_near_init(struct edit *e, int kind, int at, int prior)
{
	memset(e, 0, sizeof(*e));
	e->kind = (uint8_t)kind;
	e->at = at;
	e->to = -1;
	e->seat = -1;
	e->prior = (int16_t)prior;
	e->code = -1;
}

/* 1 if claims a and b give the same values. */
static int
same_claim(const struct claim *a, const struct claim *b)
{
	int	 c;

	if (a->has != b->has)
		return 0;
	for (c = 0; c < COLOURS; c++)
		if (((a->has >> c) & 1) && a->v[c] != b->v[c])
			return 0;
	return 1;
}

int
replay_near_same_entry(const struct rec_move *a, const struct rec_move *b)
{
	return a->action == ACT_PLACE && b->action == ACT_PLACE &&
	    same_claim(&a->score, &b->score) &&
	    a->place_ok && b->place_ok && a->place.a == b->place.a &&
	    a->place.b == b->place.b && a->place.tile.a == b->place.tile.a &&
	    a->place.tile.b == b->place.tile.b;
}

/* The entry edits of the entry at place j, whose state before is st. */
static int
entry_edits(const struct near *nr, size_t j, const struct ctx *st, int own,
    struct edit *out, int n)
{
	const struct reading	*rd = nr->rd;
	const struct vent	*v = &rd->v[j];
	const struct rec_move	*m = v->m;
	const struct game	*g = st->g;
	struct edit		 e;
	int			 seats = rd->hdr.nplayers, exp, cont, k, t;
	uint64_t		 broken;
	size_t			 i;

	exp = replay_expected_seat(st, &cont);
	/* A name. */
	if (m->player >= 0 && seats >= 2 && m->action != ACT_FLAG)
		for (k = 0; k < 2; k++) {
			t = k == 0 ? exp : cont && exp == st->s.seat ?
			    game_next_seat(g) : cont ? st->s.seat : -1;
			if (t < 0 || t == m->player)
				continue;
			replay_near_init(&e, ED_NAME, v->idx, PRIOR_NAME);
			e.seat = (int8_t)t;
			n = replay_near_add(out, n, &e);
		}
	/* A placement, where it draws a finding of its own. */
	if (m->action == ACT_PLACE && own)
		n = replay_near_places(out, n, rd, st, replay_route_seat(st,
		    m), v->idx, m);
	/* Entries missing before it (replay_gap.c). */
	n = replay_gap_edits(st, seats, v->idx, m, out, n);
	/* The entry is not there: typed twice, or from another game. */
	if (m->action != ACT_NONE) {
		replay_near_init(&e, ED_DELETE, v->idx, PRIOR_DELETE);
		for (i = j; i-- > 0 && j - i <= REPEAT_REACH;)
			if (rd->v[i].idx >= 0 && replay_near_same_entry(rd->v[i].m, m)) {
				e.how = 1;
				e.to = rd->v[i].idx;
				e.prior = PRIOR_REPEAT;
				break;
			}
		/*
		 * One from another game shows in the turns, or in the
		 * finding of its own placement: the claims it makes where
		 * it can be placed, or a hex it covers that is covered.
		 */
		broken = own && m->score.has && m->action == ACT_PLACE &&
		    m->place_ok ? game_check_place(g, replay_route_seat(st, m),
		    &m->place, NULL) : 1;
		if (!e.how && broken == (1ull << D_CELL_OCCUPIED))
			e.prior = PRIOR_DELETE_COVERED;
		if (e.how || nr->turns || broken == 0 ||
		    broken == (1ull << D_CELL_OCCUPIED))
			n = replay_near_add(out, n, &e);
	}
	return n;
}

/*
 * Entry at place j moved to before place q (rd->nv: the end): as an
 * edit, with an exchange of two neighbours always written as the later
 * one moved up.
 */
static int
add_move(const struct reading *rd, size_t j, size_t q, struct edit *out,
    int n)
{
	struct edit	 e;
	size_t		 d;

	if (j >= rd->nv || q >= rd->nv || q == j || q == j + 1 ||
	    rd->v[j].idx < 0 || rd->v[q].idx < 0 ||
	    (rd->v[j].m->player < 0 && rd->v[q].m->player < 0))
		return n;
	if (q == j + 2 && rd->v[j + 1].idx >= 0) {
		/* [a b c] -> [b a c]: b moved before a. */
		q = j;
		j = j + 1;
	}
	d = q > j ? q - j - 1 : j - q;
	if (d > ORDER_REACH)
		return n;
	replay_near_init(&e, ED_MOVE, rd->v[j].idx, PRIOR_MOVE +
	    PRIOR_MOVE_STEP * (int)(d - 1) + (q > j ? PRIOR_MOVE_EARLY : 0));
	e.to = rd->v[q].idx;
	return replay_near_add(out, n, &e);
}

/*
 * 1 if the entries at places j and j + 1 are placements of one player,
 * either with an Ingenious! call: a call and the bonus placement it
 * earned, in one order or the other.
 */
static int
call_pair(const struct reading *rd, size_t j)
{
	const struct rec_move	*a, *b;

	if (j + 1 >= rd->nv || rd->v[j].idx < 0 || rd->v[j + 1].idx < 0)
		return 0;
	a = rd->v[j].m;
	b = rd->v[j + 1].m;
	return a->action == ACT_PLACE && b->action == ACT_PLACE &&
	    a->player >= 0 && a->player == b->player &&
	    (a->has_bonus || b->has_bonus);
}

/*
 * The game's last placement, typed after the rest when it was left out
 * at place q (st: the state there), where the turn there is its
 * player's and the judge finds fault with the entry at the end (the
 * search asks it: struct near's last_out): moved back before q, further
 * than ORDER_REACH (nearer, add_move reads it).
 */
static int
add_move_last(const struct reading *rd, size_t q, const struct ctx *st,
    struct edit *out, int n)
{
	struct edit	 e;
	size_t		 j = rd->nv;

	while (j > 0 && rd->v[j - 1].idx < 0)
		j--;
	if (j-- == 0 || q >= rd->nv || rd->v[q].idx < 0 ||
	    q + ORDER_REACH + 1 >= j || rd->v[j].m->action != ACT_PLACE ||
	    rd->v[j].m->player < 0 ||
	    replay_route_seat(st, rd->v[j].m) != rd->v[j].m->player)
		return n;
	replay_near_init(&e, ED_MOVE, rd->v[j].idx, PRIOR_MOVE_LAST);
	e.to = rd->v[q].idx;
	return replay_near_add(out, n, &e);
}

/*
 * 1 if token how (enum swap_token) of entries a and b, next to each other,
 * may have been exchanged: two players' names, or the cells or tiles of
 * two placements that differ there and both have a written score to bear
 * it out.
 */
static int
may_swap(const struct rec_move *a, const struct rec_move *b, int how)
{
	if (how == SW_NAMES)
		return a->player >= 0 && b->player >= 0 &&
		    a->player != b->player && a->action != ACT_FLAG &&
		    b->action != ACT_FLAG;
	if (a->action != ACT_PLACE || b->action != ACT_PLACE ||
	    !a->place_ok || !b->place_ok || !a->score.has || !b->score.has ||
	    a->score.bad || b->score.bad)
		return 0;
	if (how == SW_CELLS)
		return a->place.a != b->place.a || a->place.b != b->place.b;
	if (how == SW_SCORES)
		return a->score.has != b->score.has ||
		    memcmp(a->score.v, b->score.v, sizeof(a->score.v)) != 0;
	return tile_type(a->place.tile) != tile_type(b->place.tile);
}

/* Token how of the entries at places j and j + 1 exchanged. */
static int
add_swap(const struct reading *rd, size_t j, int how, struct edit *out, int n)
{
	struct edit	 e;

	if (j + 1 >= rd->nv || rd->v[j].idx < 0 || rd->v[j + 1].idx < 0 ||
	    !may_swap(rd->v[j].m, rd->v[j + 1].m, how))
		return n;
	replay_near_init(&e, ED_SWAP, rd->v[j].idx, how == SW_NAMES ?
	    PRIOR_NAME_PAIR : how == SW_SCORES ? PRIOR_SCORE_PAIR :
	    PRIOR_CELL_PAIR);
	e.how = (uint8_t)how;
	e.to = rd->v[j + 1].idx;
	return replay_near_add(out, n, &e);
}

/* An Ingenious! call of place j moved to place k (d places off), a
   placement. */
static int
add_call(const struct reading *rd, size_t j, size_t k, size_t d,
    struct edit *out, int n)
{
	struct edit	 e;

	if (j >= rd->nv || k >= rd->nv || rd->v[j].idx < 0 ||
	    rd->v[k].idx < 0 || !rd->v[j].m->has_bonus ||
	    rd->v[k].m->has_bonus || rd->v[k].m->action != ACT_PLACE)
		return n;
	replay_near_init(&e, ED_BONUS, rd->v[j].idx, PRIOR_BONUS +
	    PRIOR_BONUS_STEP * (int)(d - 1));
	e.to = rd->v[k].idx;
	return replay_near_add(out, n, &e);
}

/*
 * Whole-game edits, where the names of the first entries go round in
 * another order than the header's: another player began (the order
 * rotated), or the names are exchanged throughout (a permutation).
 */
static int
whole_edits(const struct reading *rd, struct edit *out, int n)
{
	struct edit	 e;
	int		 seats = rd->hdr.nplayers, seen[3 * MAX_SEATS];
	int		 k = 0, i, perm[MAX_SEATS], used = 0, first, ok, t;
	size_t		 p;

	if (seats < 2 || seats > MAX_SEATS)
		return n;
	/* The names of the first placements, repeats (bonuses) merged. */
	for (p = 0; p < rd->nv && k < 3 * seats; p++) {
		if (rd->v[p].idx < 0 || rd->v[p].m->action != ACT_PLACE ||
		    rd->v[p].m->player < 0)
			continue;
		if (k == 0 || seen[k - 1] != rd->v[p].m->player)
			seen[k++] = rd->v[p].m->player;
	}
	if (k < 2 * seats)
		return n;
	first = seen[0];
	for (ok = 1, i = 0; i < k && ok; i++)
		ok = seen[i] == (first + i) % seats;
	if (ok && first != rd->first) {
		replay_near_init(&e, ED_SEATS, 0, PRIOR_SEATS);
		e.seat = (int8_t)first;
		n = replay_near_add(out, n, &e);
	}
	for (i = 0; i < seats; i++)
		perm[i] = -1;
	for (ok = 1, i = 0; i < k && ok; i++) {
		t = (rd->first + i) % seats;
		if (perm[seen[i]] < 0 && !((used >> t) & 1)) {
			perm[seen[i]] = t;
			used |= 1 << t;
		} else
			ok = perm[seen[i]] == t;
	}
	if (!ok || used != (1 << seats) - 1)
		return n;
	for (i = 0; i < seats && perm[i] == i; i++)
		;
	if (i == seats)
		return n;
	replay_near_init(&e, ED_NAMES, 0, PRIOR_NAMES);
	for (i = 0; i < MAX_SEATS; i++)
		e.perm[i] = (uint8_t)(i < seats ? perm[i] : i);
	return replay_near_add(out, n, &e);
}

int
replay_near_edits(const struct near *nr, struct edit *out)
{
	const struct reading	*rd = nr->rd;
	size_t			 j, d, c;
	int			 n = 0, b, k;

	/* Nearest the finding first: on a tie, the slip is where it shows. */
	for (j = nr->f + 1; j-- > nr->lo;)
		if (j < rd->nv && rd->v[j].idx >= 0)
			n = entry_edits(nr, j, &nr->states[j - nr->lo],
			    nr->own[j - nr->lo], out, n);
	/* An earlier entry the finding's placement meets. */
	for (b = 0; b < nr->nblame; b++) {
		if ((size_t)nr->blame[b] >= rd->nv || nr->blame_at[b] == NULL ||
		    rd->v[nr->blame[b]].m->action != ACT_PLACE)
			continue;
		k = n;
		n = replay_near_places(out, n, rd, nr->blame_at[b],
		    replay_route_seat(nr->blame_at[b], rd->v[nr->blame[b]].m),
		    rd->v[nr->blame[b]].idx, rd->v[nr->blame[b]].m);
		for (; k < n; k++)
			out[k].prior += PRIOR_BLAME;
	}
	/*
	 * Out of order: an entry near the finding some places off, where
	 * the turns show it.
	 */
	for (j = nr->lo; j <= nr->f && j < rd->nv && nr->turns; j++) {
		if (nr->last_out)
			n = add_move_last(rd, j, &nr->states[j - nr->lo],
			    out, n);
		for (d = 1; d <= ORDER_REACH; d++) {
			n = add_move(rd, j, j + d + 1, out, n);
			if (j + d < rd->nv)
				n = add_move(rd, j + d, j, out, n);
			if (j >= d)
				n = add_move(rd, j, j - d, out, n);
		}
	}
	/*
	 * A call's entry and its bonus placement, one player's neighbours,
	 * exchanged (the later moved up, so a pair at the end is one too):
	 * the turns show it only past the pair, so they are listed without
	 * them.
	 */
	for (j = nr->lo; j <= nr->f && j < rd->nv && !nr->turns; j++)
		if (call_pair(rd, j))
			n = add_move(rd, j + 1, j, out, n);
	/* The names of two neighbours exchanged, where the turns show it. */
	for (j = nr->lo; j <= nr->f && j < rd->nv && nr->turns; j++)
		n = add_swap(rd, j, SW_NAMES, out, n);
	/* The cells, the tiles or the written scores of two neighbouring
	   placements exchanged. */
	for (j = nr->lo; j <= nr->f && j < rd->nv; j++) {
		n = add_swap(rd, j, SW_CELLS, out, n);
		n = add_swap(rd, j, SW_TILES, out, n);
		n = add_swap(rd, j, SW_SCORES, out, n);
	}
	/* A call a line or a few off. */
	for (j = nr->lo; j <= nr->f && j < rd->nv; j++)
		for (c = 1; c <= CALL_REACH; c++) {
			n = add_call(rd, j, j + c, c, out, n);
			if (j >= c)
				n = add_call(rd, j, j - c, c, out, n);
			if (j + c > nr->f)
				n = add_call(rd, j + c, j, c, out, n);
			if (j >= c && j - c < nr->lo)
				n = add_call(rd, j - c, j, c, out, n);
		}
	/* Entries missing at the end of the record (replay_gap.c). */
	if (nr->f >= rd->nv)
		n = replay_gap_end(&nr->states[nr->f - nr->lo],
		    (int32_t)rd->hdr.nmoves, out, n);
	if (nr->whole && nr->wrong_player)
		n = whole_edits(rd, out, n);
	return n;
}
