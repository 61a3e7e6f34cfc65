/*
 * The header's players read against the names the game uses (genial(1)
 * FAULTY RECORDS, "A player left out of the header").  Once every name of
 * a game has been looked up, the entries that name none of the players,
 * and no name near one, may all name one player the header's list leaves
 * out: they take their turns in rotation with the header's players, as
 * one more seat.  Then the name is put into the list at the seat the
 * turns show, the entries, the result row and the winner that name it
 * are read as that player's, and the game is judged as one of that many
 * players: one finding at the header, whose fix writes the name into the
 * list as the list is written (flow or block, quoted as its first name
 * is).  Nothing else is read differently: the judge still reports every
 * rule and claim the game breaks.
 *
 * Its mirror: a name the list gives that no entry, result row or winner
 * uses, where every entry names one of the list and they go round
 * without it, is taken out of the list, one finding at the name.
 *
 * The other neighbouring readings stay as they were: a name taking one
 * or two turns among the others' is a slip of that entry's name (the
 * reader's finding at the entry, its fix the turn's player); a name used
 * only in the result or as the winner, or a stranger whose turns do not
 * go round with the header's players, is unknown-player where it is
 * written.
 */
#include <stdio.h>
#include <string.h>

#include "reader_int.h"
#include "rtext.h"

/* Turns the entries' names must take before the rotation is believed:
   two rounds.  At most one turn in DROPPED_MISFIT may break it (an
   entry missing or out of order elsewhere). */
#define DROPPED_ROUNDS	2
#define DROPPED_MISFIT	8
/* Different strangers counted in a game, the most named one the one
   tried. */
#define DROPPED_NAMES	8

/* 1 if entry m names the stranger s[0..n), exactly. */
static int
names(const struct rec_move *m, const char *s, size_t n)
{
	return m->player_unknown != NULL && m->player_exact &&
	    strlen(m->player_unknown) == n &&
	    memcmp(m->player_unknown, s, n) == 0;
}

/*
 * The stranger the most entries name exactly, a name the header could
 * list, among the first DROPPED_NAMES different ones; NULL if none.
 */
static const char *
candidate(const struct record *rec)
{
	const char	*seen[DROPPED_NAMES], *s;
	size_t		 uses[DROPPED_NAMES], i, n;
	int		 k = 0, j, best = -1;

	for (i = 0; i < rec->nmoves; i++) {
		s = rec->moves[i].player_unknown;
		if (s == NULL || !rec->moves[i].player_exact)
			continue;
		for (j = 0; j < k && strcmp(seen[j], s) != 0; j++)
			;
		if (j == k) {
			n = strlen(s);
			if (k == DROPPED_NAMES || !rtext_name_ok(s, n) ||
			    strcmp(s, "draw") == 0)
				continue;
			seen[k] = s;
			uses[k++] = 0;
		}
		if (++uses[j] > (best < 0 ? 0 : uses[best]))
			best = j;
	}
	return best < 0 ? NULL : seen[best];
}

/*
 * Whether the entries' names go round in one order, a bonus
 * placement's repeat merged: each entry's seat (less one past seat
 * drop, if drop >= 0), the stranger s's (if not NULL) taken as seat h,
 * an entry of another stranger a turn out of order; k seats in all.  1
 * if the first k turns are k different seats (their order into
 * order[]), there are DROPPED_ROUNDS rounds, and no more than one turn
 * in DROPPED_MISFIT is out of that order.
 */
static int
goes_round(const struct record *rec, const char *s, int h, int drop, int k,
    int *order)
{
	int	 next[MAX_SEATS + 1], prev = -1, label, j;
	size_t	 i, turns = 0, misfit = 0, odd = 0;
	size_t	 n = s != NULL ? strlen(s) : 0;

	for (i = 0; i < rec->nmoves; i++) {
		label = rec->moves[i].player;
		if (label >= 0 && drop >= 0 && label > drop)
			label--;
		else if (label < 0 && s != NULL && names(&rec->moves[i], s, n))
			label = h;
		if (label < 0) {
			/* Another stranger's entry: a turn out of order. */
			if (rec->moves[i].player_unknown != NULL)
				odd++;
			continue;
		}
		if (label == prev)
			continue;
		if (turns < (size_t)k) {
			for (j = 0; j < (int)turns; j++)
				if (order[j] == label)
					return 0;
			order[turns] = label;
		} else if (label != next[prev])
			misfit++;
		prev = label;
		if (++turns == (size_t)k)
			for (j = 0; j < k; j++)
				next[order[j]] = order[(j + 1) % k];
	}
	return turns >= (size_t)(DROPPED_ROUNDS * k) &&
	    (misfit + odd) * DROPPED_MISFIT <= turns + odd;
}

/*
 * The seat the stranger s takes (h: the header's players), where the
 * entries go round (goes_round) in the header's order with s put in at
 * that seat, from the seat that began; -1 if they do not.
 */
static int
turn_seat(const struct record *rec, const char *s, int h)
{
	int	 order[MAX_SEATS + 1], seat = -1, j, label;

	if (!goes_round(rec, s, h, -1, h + 1, order))
		return -1;
	for (j = 0, label = 0; j <= h; j++)
		if (order[j] == h)
			seat = j;
		else if (order[j] != label++)
			return -1;
	return seat;
}

/*
 * The one seat of the h listed that no entry, result row or winner
 * names, where every entry names one of the list and they go round
 * (goes_round) in the header's order without it, from its first seat
 * left; -1 if there is none such.
 */
static int
unused_seat(const struct record *rec, int h)
{
	int	 order[MAX_SEATS], used = 0, seat = -1, j;
	size_t	 i;

	/* An entry that names none of the list may be the seat's turn. */
	for (i = 0; i < rec->nmoves; i++)
		if (rec->moves[i].player < 0)
			return -1;
		else
			used |= 1 << rec->moves[i].player;
	for (j = 0; j < h; j++)
		if (rec->has_result[j] || (rec->has_winner &&
		    rec->winner == j))
			used |= 1 << j;
	for (j = 0; j < h; j++)
		if (!((used >> j) & 1)) {
			if (seat >= 0)
				return -1;
			seat = j;
		}
	if (seat < 0 || !goes_round(rec, NULL, h, seat, h - 1, order))
		return -1;
	for (j = 0; j < h - 1; j++)
		if (order[j] != j)
			return -1;
	return seat;
}

const char *
rd_name_text(struct reader *r, const char *s, size_t n, int q)
{
	char	*t;
	size_t	 i, k = 0;

	if (q == 0)
		return rd_scalar_text(r, s, n, NULL);
	t = arena_alloc(&r->arena, 2 * n + 3);
	t[k++] = (char)q;
	for (i = 0; i < n; i++) {
		if (s[i] == q || (q == '"' && s[i] == '\\'))
			t[k++] = q == '"' ? '\\' : '\'';
		t[k++] = s[i];
	}
	t[k++] = (char)q;
	t[k] = '\0';
	return t;
}

/*
 * The finding at the header: name s (text t in the list) left out of the
 * list of h players, at seat; its fix puts it in, as a flow list's word
 * or a block list's line.
 */
static void
report(struct reader *r, const char *s, const char *t, int h, int seat)
{
	static const char *const nth[] = { "", "", "second", "third",
	    "fourth" };
	char		 b[READER_SHOW + 8], list[8 * READER_SHOW], *p;
	const struct srcpos *at = &r->player_pos[seat < h ? seat : h - 1];
	struct srcpos	 ins = *at;
	struct diag	*dg;
	const char	*w;
	int		 j, keep = r->move, ok = 1;

	r->move = 0;
	rd_diag(r, D_UNKNOWN_PLAYER, r->rec.players_pos, "'%s' takes every "
	    "%s turn but is not in the list of players: a player left out "
	    "of the header", rd_show(b, s, strlen(s)), nth[h + 1]);
	r->move = keep;
	if ((dg = rd_last(r)) == NULL)
		return;
	/* The list as meant, in words. */
	p = list + snprintf(list, sizeof(list), "players: [");
	for (j = 0; j <= h && ok; j++) {
		w = j == seat ? rd_scalar_text(r, s, strlen(s), s) :
		    r->rec.players_text[j - (j > seat)];
		ok = (size_t)(p - list) + strlen(w) + 4 < sizeof(list);
		if (ok)
			p += sprintf(p, "%s%s", j ? ", " : "", w);
	}
	if (ok)
		diag_set_fix(r->d, dg, "%s]", list);
	diag_set_why(r->d, dg, "the names of the entries go round in that "
	    "order");
	if (!ok || at->len == 0)
		return;
	/* Before the name of its seat, or after the last one. */
	ins.len = 0;
	if (seat == h)
		ins.off += at->len;
	if (!r->players_flow) {
		diag_add_edit(r->d, dg, ins, t);
		dg->edits[dg->nedits - 1].lines = 1;
		return;
	}
	snprintf(list, sizeof(list), seat == h ? ", %s" : "%s, ", t);
	if (seat == h)
		ins.col += (int)at->len;
	diag_add_edit(r->d, dg, ins, list);
}

/* Put name s in at seat of h, and read its rows and entries. */
static void
put_in(struct reader *r, const char *s, int h, int seat)
{
	struct record	*rec = &r->rec;
	struct stranger	*st;
	size_t		 i, n = strlen(s);
	int		 j;

	for (j = h; j > seat; j--) {
		rec->players[j] = rec->players[j - 1];
		rec->players_text[j] = rec->players_text[j - 1];
		r->player_len[j] = r->player_len[j - 1];
		r->player_pos[j] = r->player_pos[j - 1];
		rec->has_rack[j] = rec->has_rack[j - 1];
		rec->racks[j] = rec->racks[j - 1];
		rec->has_result[j] = rec->has_result[j - 1];
		rec->result[j] = rec->result[j - 1];
	}
	rec->players[seat] = s;
	rec->players_text[seat] = rd_scalar_text(r, s, n, s);
	r->player_len[seat] = n;
	memset(&r->player_pos[seat], 0, sizeof(r->player_pos[seat]));
	rec->has_rack[seat] = rec->has_result[seat] = 0;
	memset(&rec->racks[seat], 0, sizeof(rec->racks[seat]));
	memset(&rec->result[seat], 0, sizeof(rec->result[seat]));
	rec->nplayers++;
	r->players_n++;
	if (rec->winner >= seat)
		rec->winner++;
	for (i = 0; i < rec->nmoves; i++)
		if (rec->moves[i].player >= seat)
			rec->moves[i].player++;
		else if (names(&rec->moves[i], s, n)) {
			rec->moves[i].player = seat;
			rec->moves[i].player_unknown = NULL;
		}
	for (j = 0; j < r->nstranger; j++) {
		st = &r->stranger[j];
		if (st->len != n || memcmp(st->name, s, n) != 0)
			continue;
		st->taken = 1;
		if (st->winner && !rec->has_winner) {
			rec->winner = seat;
			rec->has_winner = 1;
		} else if (!st->winner && !rec->has_result[seat]) {
			rec->result[seat] = st->claim;
			rec->has_result[seat] = 1;
		}
	}
}

/*
 * The finding at the header for seat u of h, a name no entry uses; its
 * fix takes the name out of the list (with its comma, or its line).
 */
static void
report_unused(struct reader *r, int u, int h)
{
	char		 b[READER_SHOW + 8], list[8 * READER_SHOW], *p;
	const struct srcpos *at = &r->player_pos[u];
	struct srcpos	 del = *at;
	struct diag	*dg;
	int		 j, keep = r->move, ok = 1;

	r->move = 0;
	rd_diag(r, D_UNKNOWN_PLAYER, at->line > 0 ? *at : r->rec.players_pos,
	    "'%s' is in the list of players but takes no turn: a name "
	    "that is not this game's", rd_show(b, r->rec.players[u],
	    r->player_len[u]));
	r->move = keep;
	if ((dg = rd_last(r)) == NULL)
		return;
	p = list + snprintf(list, sizeof(list), "players: [");
	for (j = 0; j < h && ok; j++) {
		if (j == u)
			continue;
		ok = (size_t)(p - list) + strlen(r->rec.players_text[j]) + 4 <
		    sizeof(list);
		if (ok)
			p += sprintf(p, "%s%s", p[-1] != '[' ? ", " : "",
			    r->rec.players_text[j]);
	}
	if (ok)
		diag_set_fix(r->d, dg, "%s]", list);
	diag_set_why(r->d, dg, "the names of the entries go round without "
	    "it");
	if (!ok || at->len == 0 || (r->players_flow &&
	    r->player_pos[u < h - 1 ? u + 1 : u - 1].len == 0))
		return;
	if (!r->players_flow) {
		diag_add_edit(r->d, dg, del, "");
		dg->edits[dg->nedits - 1].lines = 1;
		return;
	}
	/* The name and the comma after it, or before it if it is last. */
	if (u < h - 1)
		del.len = (uint32_t)(r->player_pos[u + 1].off - at->off);
	else {
		del = r->player_pos[u - 1];
		del.off += del.len;
		del.col += (int)del.len;
		del.len = (uint32_t)(at->off + at->len - del.off);
	}
	diag_add_edit(r->d, dg, del, "");
}

/* Take seat u of h out: the seats after it one down. */
static void
take_out(struct reader *r, int u, int h)
{
	struct record	*rec = &r->rec;
	size_t		 i;
	int		 j;

	for (j = u; j < h - 1; j++) {
		rec->players[j] = rec->players[j + 1];
		rec->players_text[j] = rec->players_text[j + 1];
		r->player_len[j] = r->player_len[j + 1];
		r->player_pos[j] = r->player_pos[j + 1];
		rec->has_rack[j] = rec->has_rack[j + 1];
		rec->racks[j] = rec->racks[j + 1];
		rec->has_result[j] = rec->has_result[j + 1];
		rec->result[j] = rec->result[j + 1];
	}
	rec->players[h - 1] = rec->players_text[h - 1] = NULL;
	rec->has_rack[h - 1] = rec->has_result[h - 1] = 0;
	rec->nplayers--;
	r->players_n--;
	if (rec->winner > u)
		rec->winner--;
	for (i = 0; i < rec->nmoves; i++)
		if (rec->moves[i].player > u)
			rec->moves[i].player--;
}

int
rd_dropped(struct reader *r)
{
	struct record	*rec = &r->rec;
	char		 b[READER_SHOW + 8];
	const char	*s, *t;
	int		 h = rec->nplayers, lo, hi, seat, j;
	int		 keep = r->move, done = 0;

	rules_seat_range(r->variant, &lo, &hi);
	if (rec->kind == RECORD_INGENIOUS && r->players_ok &&
	    r->players_n == h && h >= 1 && h + 1 >= lo && h + 1 <= hi &&
	    h + 1 <= MAX_SEATS && (s = candidate(rec)) != NULL &&
	    (seat = turn_seat(rec, s, h)) >= 0) {
		t = rd_name_text(r, s, strlen(s), r->players_quote);
		report(r, s, t, h, seat);
		put_in(r, s, h, seat);
		done = 1;
	} else if (rec->kind == RECORD_INGENIOUS && r->players_ok &&
	    r->players_n == h && h - 1 >= lo && h - 1 >= 1 &&
	    (seat = unused_seat(rec, h)) >= 0) {
		report_unused(r, seat, h);
		take_out(r, seat, h);
		done = 1;
	}
	/* The strangers no reading took, as rd_lookup reports them. */
	r->move = 0;
	for (j = 0; j < r->nstranger; j++)
		if (!r->stranger[j].taken)
			rd_diag(r, D_UNKNOWN_PLAYER, r->stranger[j].pos,
			    "'%s' is not one of the players%s",
			    rd_show(b, r->stranger[j].name, r->stranger[j].len),
			    r->stranger[j].winner ? " (or 'draw')" : "");
	r->move = keep;
	return done;
}
