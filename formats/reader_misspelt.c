/*
 * A name misspelt in the header's list of players only (genial(1) FAULTY
 * RECORDS, "A name misspelt in the list of players"), one rule for both
 * games.  The entries name their player as they are read; a name that
 * is none of the list's waits (rd_pend) until the whole game is read,
 * because only the whole game tells a slip of one entry from the
 * spelling every entry uses.  Then, after the names that are the list's
 * have been looked up and before any other is reported,
 * rd_misspelt_seats decides, given the game's entries in order, the seat
 * each names or the name the list lacks, and which of them are turns:
 * where a listed name is used by no entry (nor rack), and a name the
 * list lacks takes that seat's turns (the turns go round in the list's
 * order, from its first name, with it in that seat), the list's name is
 * taken to be misspelt.  rd_misspelt is the Ingenious reader's call
 * (every entry a turn), clever_misspelt (clever_read.c) the clever
 * reader's (the active player's roll, reroll and take).  One finding at
 * the list's name, whose fix writes there the name the entries use,
 * quoted as that name was; the list is then read with the entries' name,
 * so that the entries, result rows and winner that use it are that
 * player's without a finding, and the game is judged under it.  A
 * result row or winner that names the player as the list does is a
 * finding of its own (rd_misspelt_rest), its fix the entries' name: the
 * reading of fewest edits (the list, the row and the winner, not every
 * entry).  Two names misspelt so are two findings, one at each.
 *
 * The old spelling is kept (r->was) for a clever game's result, winner
 * and sheets, read after the moves.
 *
 * The neighbouring readings are left as they were: where the listed
 * name is used in some turns, the others are slips of their own
 * entries, each reported where it is written with the name near it
 * (rd_resolve, clever_misspelt); in Ingenious, a player the list leaves
 * out, or a name it gives that nothing uses while the entries go round
 * without it, is reader_dropped.c's.
 */
#include <string.h>

#include "reader_int.h"
#include "rtext.h"

/* Rounds of turns the entries must take before the rotation is
   believed; at most one turn in MISSPELT_MISFIT may break it (an entry
   missing, or of another name, elsewhere).  Names the list lacks are
   counted up to MISSPELT_NAMES; the entries of the others are turns out
   of order. */
#define MISSPELT_ROUNDS	2
#define MISSPELT_MISFIT	8
#define MISSPELT_NAMES	8

/* No player's name on the entry: a turn nobody is named for. */
#define NOBODY		(-1)
/* The label of the k-th name the list lacks (k < MISSPELT_NAMES), and
   of the names past those. */
#define STRANGER(k)	(-2 - (k))
#define OTHER		(-2 - MISSPELT_NAMES)

struct look {
	const char	*name[MISSPELT_NAMES];	/* the names the list lacks */
	size_t		 len[MISSPELT_NAMES];
	int		 nnames;
	int		 seat[MISSPELT_NAMES];	/* the seat each takes, or -1 */
};

/*
 * The labels of the entries of kind (label[0..n), each its seat or
 * NOBODY on entry) completed: STRANGER(k) where the entry's name, kept
 * by rd_pend, is the k-th name the list lacks (kept in lk), OTHER past
 * MISSPELT_NAMES of them.  The seats the entries use, as a bit set.
 */
static unsigned
label_entries(struct reader *r, enum pend_kind kind, struct look *lk,
    int *label, size_t n)
{
	const struct pend *p;
	unsigned	 used = 0;
	size_t		 i;
	int		 k;

	for (p = r->pend; p != NULL; p = p->next) {
		if (p->done || p->kind != kind || p->move >= n)
			continue;
		for (k = 0; k < lk->nnames && (lk->len[k] != p->len ||
		    memcmp(lk->name[k], p->name, p->len) != 0); k++)
			;
		if (k == lk->nnames && k < MISSPELT_NAMES && p->len > 0 &&
		    rtext_name_ok(p->name, p->len) &&
		    !rd_is_draw(p->name, p->len)) {
			lk->name[k] = p->name;
			lk->len[k] = p->len;
			lk->seat[k] = -1;
			lk->nnames++;
		}
		label[p->move] = k < lk->nnames ? STRANGER(k) : OTHER;
	}
	for (i = 0; i < n; i++)
		if (label[i] >= 0)
			used |= 1u << label[i];
	return used;
}

/*
 * Whether the entries (those of turn[] if not NULL) go round the h
 * seats in the list's order from its first, each name the list lacks taking the one seat of unused (a
 * bit set) whose turns it takes in the first round (into lk->seat), a bonus
 * placement's repeat merged: MISSPELT_ROUNDS rounds at least, every
 * seat of unused taken, and no more than one turn in MISSPELT_MISFIT out
 * of that order.
 */
static int
goes_round(size_t n, const unsigned char *turn, struct look *lk,
    const int *label, int h, unsigned unused)
{
	size_t		 i, turns = 0, misfit = 0, odd = 0;
	unsigned	 taken = 0;
	int		 prev = -1, seat;

	for (i = 0; i < n; i++) {
		if (label[i] == NOBODY || (turn != NULL && !turn[i]))
			continue;
		seat = label[i] >= 0 ? label[i] : label[i] == OTHER ? -1 :
		    lk->seat[STRANGER(0) - label[i]];
		if (seat < 0 && label[i] != OTHER && turns < (size_t)h &&
		    ((unused >> turns) & 1) && !((taken >> turns) & 1)) {
			/* A name the list lacks, in a free seat's turn. */
			seat = lk->seat[STRANGER(0) - label[i]] = (int)turns;
			taken |= 1u << seat;
		}
		if (seat < 0) {
			odd++;
			continue;
		}
		if (seat == prev)
			continue;
		if (turns < (size_t)h) {
			if (seat != (int)turns)
				return 0;
		} else if (seat != (prev + 1) % h)
			misfit++;
		prev = seat;
		turns++;
	}
	return taken == unused && turns >= (size_t)(MISSPELT_ROUNDS * h) &&
	    (misfit + odd) * MISSPELT_MISFIT <= turns + odd;
}

/* The finding at seat u's name, misspelt for s[0..n); its fix. */
static void
report(struct reader *r, int u, const char *s, size_t n)
{
	char		 a[READER_SHOW + 8], b[READER_SHOW + 8];
	const struct srcpos *at = &r->player_pos[u];
	struct rd_near	 nr;
	struct diag	*dg;
	int		 keep = r->move, near;

	near_init(&nr, s, n);
	near_try(&nr, 0, r->rec.players[u], r->player_len[u]);
	near = near_result(&nr) == 0;
	rd_show(a, r->rec.players[u], r->player_len[u]);
	rd_show(b, s, n);
	r->move = 0;
	rd_diag(r, D_UNKNOWN_PLAYER, at->line > 0 ? *at : r->rec.players_pos,
	    "'%s' is in the list of players but takes no turn; '%s', who is "
	    "not in the list, takes that seat's turns: %s", a, b, near ?
	    "the name is misspelt in the list" : "the list names another "
	    "player in that seat");
	r->move = keep;
	if ((dg = rd_last(r)) == NULL)
		return;
	diag_set_fix(r->d, dg, "%s", b);
	diag_set_why(r->d, dg, "the entries use that name in that seat's "
	    "turns");
	if (at->line > 0 && at->len > 0)
		diag_add_edit(r->d, dg, *at, rd_name_text(r, s, n,
		    r->player_quote[u]));
}

void
rd_misspelt_rest(struct reader *r, int u, struct srcpos at, const char *what)
{
	char		 a[READER_SHOW + 8], b[READER_SHOW + 8];
	const char	*s = r->rec.players[u], *text;
	size_t		 n = r->player_len[u];
	int		 keep = r->move;

	text = rd_scalar_text(r, s, n, s);
	rd_show(a, r->was[u], r->waslen[u]);
	rd_show(b, s, n);
	r->move = 0;
	if (what != NULL)
		rd_diag(r, D_UNKNOWN_PLAYER, at, "%s names '%s' as the list of "
		    "players does; the entries name that player '%s'", what,
		    a, b);
	else
		rd_diag(r, D_UNKNOWN_PLAYER, at, "the winner is '%s' as the "
		    "list of players names it; the entries name that player "
		    "'%s'", a, b);
	rd_fix(r, b, at, text, "the entries use that name");
	r->move = keep;
}

int
rd_misspelt_seats(struct reader *r, enum pend_kind kind, size_t n,
    int *label, const unsigned char *turn, unsigned used)
{
	struct record	*rec = &r->rec;
	const struct pend *p;
	struct look	 lk;
	unsigned	 unused;
	int		 h = rec->nplayers, k, u, done = 0;

	if (!r->players_ok || r->players_n != h || h < 2 || n == 0 ||
	    rd_full(r))
		return 0;
	/* Most games name none the list lacks: nothing to read. */
	for (p = r->pend; p != NULL && (p->done || p->kind != kind);
	    p = p->next)
		;
	if (p == NULL)
		return 0;
	memset(&lk, 0, sizeof(lk));
	used |= label_entries(r, kind, &lk, label, n);
	unused = ~used & ((1u << h) - 1);
	if (unused == 0 || lk.nnames == 0 ||
	    !goes_round(n, turn, &lk, label, h, unused))
		return 0;
	for (k = 0; k < lk.nnames; k++) {
		if ((u = lk.seat[k]) < 0)
			continue;
		report(r, u, lk.name[k], lk.len[k]);
		r->was[u] = rec->players[u];
		r->waslen[u] = r->player_len[u];
		rec->players[u] = lk.name[k];
		rec->players_text[u] = rd_scalar_text(r, lk.name[k],
		    lk.len[k], lk.name[k]);
		r->player_len[u] = lk.len[k];
		done++;
	}
	return done;
}

int
rd_misspelt(struct reader *r)
{
	struct record	*rec = &r->rec;
	unsigned	 used = 0;
	size_t		 i;
	int		*label, u, done;

	if (rec->kind != RECORD_INGENIOUS || rec->nmoves == 0 ||
	    !r->players_ok)
		return 0;
	label = arena_alloc(&r->arena, rec->nmoves * sizeof(*label));
	for (i = 0; i < rec->nmoves; i++)
		label[i] = rec->moves[i].player >= 0 ? rec->moves[i].player :
		    NOBODY;
	for (u = 0; u < rec->nplayers; u++)
		if (rec->has_rack[u])
			used |= 1u << u;
	/* Every entry is its player's turn. */
	if ((done = rd_misspelt_seats(r, PEND_MOVE, rec->nmoves, label,
	    NULL, used)) == 0)
		return 0;
	/* The result row and winner in the list's spelling. */
	for (u = 0; u < rec->nplayers; u++) {
		if (r->was[u] == NULL)
			continue;
		if (rec->has_result[u] && r->row_pos[u].line > 0)
			rd_misspelt_rest(r, u, r->row_pos[u],
			    "the result row");
		if (rec->has_winner && rec->winner == u &&
		    rec->winner_pos.line > 0)
			rd_misspelt_rest(r, u, rec->winner_pos, NULL);
	}
	return done;
}
