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

#include "replay_edit.h"

/* The priors: the cost of each kind of slip (see genial(1)). */
#define PRIOR_NAME		3	/* a player's name */
#define PRIOR_NAME_PAIR		5	/* the names of two neighbouring
					   entries exchanged (more than
					   the two entries out of order,
					   less than two names) */
#define PRIOR_CELL		4	/* a cell one letter or number off */
#define PRIOR_HEXES		3	/* the two cells the other way round */
#define PRIOR_COLOURS		3	/* the tile's letters the other way */
#define PRIOR_NEIGHBOUR		4	/* a cell off the board */
#define PRIOR_CELL_FAR		6	/* another one-character cell slip */
#define PRIOR_LETTER		6	/* one letter of the tile (3 when the
					   written score names the colours
					   of the tile meant, not of the
					   tile written) */
#define PRIOR_SHIFT		7	/* both cells one step off */
#define PRIOR_TWICE		4	/* one cell written for both */
#define PRIOR_UNSCORED		10	/* more for a placement with no
					   written score to bear it out */
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
	    a->earned == b->earned &&
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

static void
edit_init(struct edit *e, int kind, int at, int prior)
{
	memset(e, 0, sizeof(*e));
	e->kind = (uint8_t)kind;
	e->at = at;
	e->to = -1;
	e->seat = -1;
	e->prior = (int16_t)prior;
	e->code = -1;
}

/*
 * 1 if cell name b is one slip of a hand from a: one character changed,
 * added or dropped, or two neighbouring ones swapped.
 */
static int
one_slip(const char *a, const char *b)
{
	size_t	 la = strlen(a), lb = strlen(b), i = 0;

	while (i < la && i < lb && a[i] == b[i])
		i++;
	if (la == lb && i == la)	/* the same name: no slip */
		return 0;
	if (la == lb)
		return strcmp(a + i + 1, b + i + 1) == 0 || (i + 1 < la &&
		    a[i] == b[i + 1] && a[i + 1] == b[i] &&
		    strcmp(a + i + 2, b + i + 2) == 0);
	if (la == lb + 1)
		return strcmp(a + i + 1, b + i) == 0;
	if (lb == la + 1)
		return strcmp(a + i, b + i + 1) == 0;
	return 0;
}

/*
 * How cell w (as written) may be a slip for cell c, a neighbour of the
 * placement's other cell: PS_CELL, PS_CELL_FAR, or -1 if it is none.
 */
static int
cell_slip(int w, int c)
{
	char	 a[4], b[4];
	int	 dr = board_row(c) - board_row(w), dn = board_num(c) - board_num(w);

	if ((dr == 0 && (dn == 1 || dn == -1)) ||
	    (dn == 0 && (dr == 1 || dr == -1)))
		return PS_CELL;
	board_cell_name(w, a);
	board_cell_name(c, b);
	if (one_slip(a, b) ||
	    (board_row(c) == board_num(w) && board_num(c) == board_row(w)))
		return PS_CELL_FAR;
	return -1;
}

/* The prior of a placement slip. */
static int
place_prior(int how)
{
	static const int	 prior[] = {
		[PS_CELL] = PRIOR_CELL, [PS_HEXES] = PRIOR_HEXES,
		[PS_COLOURS] = PRIOR_COLOURS, [PS_NEIGHBOUR] = PRIOR_NEIGHBOUR,
		[PS_CELL_FAR] = PRIOR_CELL_FAR, [PS_LETTER] = PRIOR_LETTER,
		[PS_SHIFT] = PRIOR_SHIFT, [PS_TWICE] = PRIOR_TWICE
	};

	return prior[how];
}

/* 1 if p, made by seat in g, scores exactly what m claims. */
static int
scores_claim(const struct game *g, int seat, const struct placement *p,
    const struct rec_move *m)
{
	struct breakdown	 bd;
	int			 c;

	if (!m->score.has)
		return 1;
	game_score(g, seat, p, &bd);
	for (c = 0; c < COLOURS; c++)
		if (!((m->score.bad >> c) & 1) && bd.points[c] !=
		    (((m->score.has >> c) & 1) ? m->score.v[c] : 0))
			return 0;
	return 1;
}

/* The colours a tile shows, as a mask. */
static unsigned
colours_of(struct tile t)
{
	return (1u << t.a) | (1u << t.b);
}

/* Add placement q (slip how) of entry idx if legal and true to m. */
static int
add_place(struct edit *out, int n, const struct ctx *st, int seat, int idx,
    const struct rec_move *m, struct placement q, int how)
{
	struct edit	 e;

	if (q.a == NO_CELL || q.b == NO_CELL || q.a == q.b ||
	    (m->place_ok && q.a == m->place.a && q.b == m->place.b &&
	    q.tile.a == m->place.tile.a && q.tile.b == m->place.tile.b) ||
	    game_check_place(st->g, seat, &q, NULL) != 0 ||
	    !scores_claim(st->g, seat, &q, m))
		return n;
	edit_init(&e, ED_PLACE, idx, place_prior(how) +
	    (m->score.has ? 0 : PRIOR_UNSCORED));
	if (how == PS_LETTER && m->score.has &&
	    colours_of(q.tile) == (m->score.has & ~m->score.bad) &&
	    colours_of(m->place.tile) != (m->score.has & ~m->score.bad))
		e.prior = PRIOR_LETTER / 2;
	e.how = (uint8_t)how;
	e.place = q;
	return replay_near_add(out, n, &e);
}

/*
 * The placements a hand may have meant by entry idx's (m), for seat in
 * state st, that are legal and score what the entry claims.
 */
static int
near_places(struct edit *out, int n, const struct ctx *st, int seat, int idx,
    const struct rec_move *m)
{
	const struct placement	*p = &m->place;
	struct placement	 q;
	int			 h, k, c, w, other, how, ncells;
	static const int	 dr[4] = { -1, 1, 0, 0 }, dn[4] = { 0, 0, -1, 1 };

	if (!m->place_ok) {
		/* A cell not on the board: a neighbour of the other. */
		if ((p->a == NO_CELL) == (p->b == NO_CELL) ||
		    replay_read_faults(st, (size_t)idx, &ncells) != RF_CELL ||
		    ncells != 1)
			return n;
		other = p->a == NO_CELL ? p->b : p->a;
		for (k = 0; k < DIR__MAX; k++) {
			q = *p;
			c = board_step(other, (enum dir)k);
			if (p->a == NO_CELL)
				q.a = c;
			else
				q.b = c;
			n = add_place(out, n, st, seat, idx, m, q, PS_NEIGHBOUR);
		}
		return n;
	}
	if (p->tile.a != p->tile.b) {
		q = *p;
		if (p->tile.a < p->tile.b) {
			q.a = p->b;
			q.b = p->a;
			n = add_place(out, n, st, seat, idx, m, q, PS_HEXES);
		} else {
			q.tile.a = p->tile.b;
			q.tile.b = p->tile.a;
			n = add_place(out, n, st, seat, idx, m, q, PS_COLOURS);
		}
	}
	/* One cell: the other cell's neighbours a slip away from it (any
	   of them where one cell was written for both). */
	for (h = 0; h < 2; h++) {
		w = h == 0 ? p->a : p->b;
		other = h == 0 ? p->b : p->a;
		for (k = 0; k < DIR__MAX; k++) {
			c = board_step(other, (enum dir)k);
			if (c == NO_CELL || c == w)
				continue;
			how = w == other ? PS_TWICE : cell_slip(w, c);
			if (how < 0)
				continue;
			q = *p;
			if (h == 0)
				q.a = c;
			else
				q.b = c;
			n = add_place(out, n, st, seat, idx, m, q, how);
		}
	}
	/* One letter of the tile; a double is one colour, written twice. */
	for (h = 0; h < 2; h++)
		for (c = 0; c < COLOURS; c++) {
			q = *p;
			if (h == 0 && c != p->tile.a)
				q.tile.a = (uint8_t)c;
			else if (h == 1 && c != p->tile.b)
				q.tile.b = (uint8_t)c;
			else
				continue;
			n = add_place(out, n, st, seat, idx, m, q, PS_LETTER);
			if (h == 0 && p->tile.a == p->tile.b) {
				q.tile.b = (uint8_t)c;
				n = add_place(out, n, st, seat, idx, m, q,
				    PS_LETTER);
			}
		}
	/* Both cells one step off the same way. */
	for (k = 0; k < 4; k++) {
		q = *p;
		q.a = board_cell(board_row(p->a) + dr[k], board_num(p->a) + dn[k]);
		q.b = board_cell(board_row(p->b) + dr[k], board_num(p->b) + dn[k]);
		n = add_place(out, n, st, seat, idx, m, q, PS_SHIFT);
	}
	return n;
}

/* 1 if entries a and b place the same tile on the same cells. */
static int
same_entry(const struct rec_move *a, const struct rec_move *b)
{
	return a->action == ACT_PLACE && b->action == ACT_PLACE &&
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
			edit_init(&e, ED_NAME, v->idx, PRIOR_NAME);
			e.seat = (int8_t)t;
			n = replay_near_add(out, n, &e);
		}
	/* A placement, where it draws a finding of its own. */
	if (m->action == ACT_PLACE && own)
		n = near_places(out, n, st, replay_route_seat(st, m), v->idx, m);
	/* Entries missing before it (replay_gap.c). */
	n = replay_gap_edits(st, seats, v->idx, m, out, n);
	/* The entry is not there: typed twice, or from another game. */
	if (m->action != ACT_NONE) {
		edit_init(&e, ED_DELETE, v->idx, PRIOR_DELETE);
		for (i = j; i-- > 0 && j - i <= REPEAT_REACH;)
			if (rd->v[i].idx >= 0 && same_entry(rd->v[i].m, m)) {
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
	edit_init(&e, ED_MOVE, rd->v[j].idx, PRIOR_MOVE +
	    PRIOR_MOVE_STEP * (int)(d - 1) + (q > j ? PRIOR_MOVE_EARLY : 0));
	e.to = rd->v[q].idx;
	return replay_near_add(out, n, &e);
}

/*
 * The names of the entries at places j and j + 1 exchanged, where they
 * name two players.
 */
static int
add_swap(const struct reading *rd, size_t j, struct edit *out, int n)
{
	struct edit	 e;
	const struct rec_move *a, *b;

	if (j + 1 >= rd->nv || rd->v[j].idx < 0 || rd->v[j + 1].idx < 0)
		return n;
	a = rd->v[j].m;
	b = rd->v[j + 1].m;
	if (a->player < 0 || b->player < 0 || a->player == b->player ||
	    a->action == ACT_FLAG || b->action == ACT_FLAG)
		return n;
	edit_init(&e, ED_SWAP, rd->v[j].idx, PRIOR_NAME_PAIR);
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
	edit_init(&e, ED_BONUS, rd->v[j].idx, PRIOR_BONUS +
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
		edit_init(&e, ED_SEATS, 0, PRIOR_SEATS);
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
	edit_init(&e, ED_NAMES, 0, PRIOR_NAMES);
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
		n = near_places(out, n, nr->blame_at[b],
		    replay_route_seat(nr->blame_at[b], rd->v[nr->blame[b]].m),
		    rd->v[nr->blame[b]].idx, rd->v[nr->blame[b]].m);
		for (; k < n; k++)
			out[k].prior += PRIOR_BLAME;
	}
	/*
	 * Out of order: an entry near the finding some places off, where
	 * the turns show it.
	 */
	for (j = nr->lo; j <= nr->f && j < rd->nv && nr->turns; j++)
		for (d = 1; d <= ORDER_REACH; d++) {
			n = add_move(rd, j, j + d + 1, out, n);
			if (j + d < rd->nv)
				n = add_move(rd, j + d, j, out, n);
			if (j >= d)
				n = add_move(rd, j, j - d, out, n);
		}
	/* The names of two neighbours exchanged, where the turns show it. */
	for (j = nr->lo; j <= nr->f && j < rd->nv && nr->turns; j++)
		n = add_swap(rd, j, out, n);
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
