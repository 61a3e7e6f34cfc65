/*
 * The record reader's Ganz schön clever side (genial-clever(5)): the
 * keys of a clever game, handed over by the spine (reader_game.c) once
 * the game key says clever; the spine reads game, format, players and
 * the header texts for both games.  The moves are read as their events
 * come when the players are known by then (clever_moves.c, the usual
 * order); they and the other keys are otherwise kept as a small tree of
 * nodes (in the game's arena, so bounded by the reader's limits) and
 * read at the mapping's end, when the players are known, reporting
 * every problem at the node it is about.  The sheets are read in
 * clever_sheet.c.
 */
#include <stdlib.h>
#include <string.h>

#include "clever_read_int.h"

/* A map keyed by player: each value to fn; row names a key in a
   finding ("the result row"). */
static void
player_map(struct reader *r, const struct clever_node *nd, const char *what,
    const char *row,
    void (*fn)(struct reader *, const struct clever_node *, int seat))
{
	const struct clever_node	*k, *v;
	int			 s;
	unsigned		 seen = 0;

	if (nd->kind != CN_MAP) {
		rd_diag(r, D_BAD_VALUE, nd->pos, "%s must be a mapping of "
		    "players, not %s", what, clever_node_kind(nd));
		return;
	}
	for (k = nd->kids; k != NULL && (v = k->next) != NULL; k = v->next) {
		if ((s = clever_node_seat(r, k, row)) < 0)
			continue;
		if ((seen >> s) & 1) {
			rd_diag(r, D_DUPLICATE_KEY, k->pos, "key '%s' appears "
			    "twice in %s; the first is used",
			    r->rec.players[s], what);
			continue;
		}
		seen |= 1u << s;
		fn(r, v, s);
	}
}

static void
sheet_fn(struct reader *r, const struct clever_node *v, int s)
{
	clever_sheet_read(r, v, &r->rec.clever->sheets[s]);
}

static void
result_fn(struct reader *r, const struct clever_node *v, int s)
{
	r->rec.clever->has_result[s] = 1;
	clever_node_claim(r, v, "result", &r->rec.clever->result[s], 1);
}

/* The rounds key: 1 to 6, rounds-mismatch when not the rules' number. */
static void
tree_rounds(struct reader *r, const struct clever_node *k)
{
	struct clever_record	*cr = r->rec.clever;
	int			 n = r->rec.nplayers, v;

	cr->rounds = clever_rounds(n);
	if (k == NULL || clever_node_int(r, k, "rounds", 1, CLEVER_ROUNDS,
	    &v) != 0)
		return;
	cr->has_rounds = 1;
	cr->rounds_pos = k->pos;
	if (v != cr->rounds && r->players_ok)
		rd_diag(r, D_ROUNDS_MISMATCH, k->pos, "rounds: %d for %d "
		    "player%s; the rules play %d", v, n, n == 1 ? "" : "s",
		    cr->rounds);
	cr->rounds = v;
}

/* The moves from the game's tree (the players were not known before
   them). */
static void
tree_moves(struct reader *r, const struct clever_node *k)
{
	struct clever_record	*cr = r->rec.clever;
	size_t			 i;

	cr->has_moves = 1;
	cr->moves_pos = k->pos;
	if (k->kind != CN_SEQ) {
		rd_diag(r, D_BAD_VALUE, k->pos, "moves must be a list, not %s",
		    clever_node_kind(k));
		r->header_bad = 1;
		return;
	}
	cr->nmoves = (size_t)k->nkids;
	if (cr->nmoves > RECORD_MAX_MOVES) {
		rd_diag(r, D_LIMIT, k->pos, "more than %d entries in moves; "
		    "the rest are not read", RECORD_MAX_MOVES);
		cr->nmoves = RECORD_MAX_MOVES;
	}
	cr->moves = arena_alloc(&r->arena, sizeof(*cr->moves) *
	    (cr->nmoves > 0 ? cr->nmoves : 1));
	for (i = 0, k = k->kids; i < cr->nmoves; i++, k = k->next) {
		r->move = (int)i + 1;
		clever_entry_read(r, k, &cr->moves[i]);
	}
	r->move = 0;
}

void
rd_clever_begin(struct reader *r)
{
	size_t	 n;

	r->rec.kind = RECORD_CLEVER;
	r->rec.clever = arena_alloc(&r->arena, sizeof(*r->rec.clever));
	memset(r->rec.clever, 0, sizeof(*r->rec.clever));
	if (r->early == 0)
		return;
	/*
	 * Moves, racks or claims read before the game key, as the default
	 * game's, in a document that cannot be read again as a clever one
	 * (reader_redo.c: a game joined to the one before it, or one whose
	 * start is no longer kept): their findings name moves the clever
	 * record does not have and become the game's, at the nodes they
	 * are about.
	 */
	for (n = 0; n < r->d->len; n++)
		r->d->v[n].move = 0;
	rd_diag(r, D_BAD_VALUE, r->rec.pos, "game: clever must come before "
	    "the moves and claims of the record");
	r->header_bad = 1;
}

int
rd_clever_moves(struct reader *r)
{
	if (r->ev.type == YAML_SEQUENCE_START_EVENT && r->players_ok)
		return clever_moves_stream(r, &r->tree[T_MOVES], &r->cown);
	return clever_node_build(r, 2, &r->tree[T_MOVES]);
}

void
rd_clever_drop(struct reader *r)
{
	clever_owned_drop(r, &r->cown);
	r->cown.n = 0;
}

/*
 * The names of the entries that are none of the list's, kept as they
 * were read (clever_entry_seat), looked up now that the moves are read:
 * first the list read against them (rd_misspelt_seats, the rule both
 * games share: genial(1) FAULTY RECORDS, "A name misspelt in the list of
 * players"), the turns that go round being the active player's roll,
 * reroll and take (genial-clever(5), C14); then the names still none of
 * the list's, each reported at its entry, with a near name as the fix.
 */
static void
clever_misspelt(struct reader *r)
{
	struct clever_record	*cr = r->rec.clever;
	struct clever_entry	*e;
	struct pend		*p;
	unsigned char		*turn;
	int			*label, seat, keep = r->move;
	size_t			 i;

	if (cr->nmoves > 0) {
		label = arena_alloc(&r->arena, cr->nmoves * sizeof(*label));
		turn = arena_alloc(&r->arena, cr->nmoves);
		for (i = 0; i < cr->nmoves; i++) {
			e = &cr->moves[i];
			label[i] = e->player;
			turn[i] = e->action == CX_ROLL ||
			    e->action == CX_REROLL || e->action == CX_TAKE;
		}
		rd_misspelt_seats(r, PEND_CLEVER, cr->nmoves, label, turn, 0);
	}
	for (p = r->pend; p != NULL; p = p->next) {
		if (p->done || p->kind != PEND_CLEVER)
			continue;
		p->done = 1;
		if (p->move >= cr->nmoves)
			continue;	/* dropped: a syntax error broke it */
		if ((seat = clever_seat_find(r, p->name, p->len)) >= 0) {
			cr->moves[p->move].player = seat;
			continue;
		}
		r->move = (int)p->move + 1;
		clever_name_unknown(r, p->name, p->len, p->pos);
	}
	r->move = keep;
}

/* The players of a clever game: 1 to 4 names (genial-clever(5)). */
static void
clever_players(struct reader *r)
{
	int	 n = r->players_n;

	if (!((r->seen >> T_PLAYERS) & 1)) {
		/* After a syntax error the key may be there, unread. */
		if (!r->rec.truncated)
			rd_diag(r, D_MISSING_KEY, r->rec.pos, "the game has no "
			    "'players' key");
		r->players_ok = 0;
	} else if (r->rec.players_pos.line > 0 && !r->players_bad &&
	    (n < 1 || n > CLEVER_MAX_SEATS)) {
		rd_diag(r, D_PLAYER_COUNT, r->rec.players_pos, "a clever game "
		    "has 1 to %d players, not %d", CLEVER_MAX_SEATS, n);
		r->players_ok = 0;
	}
}

/*
 * At the mapping's end: the keys kept as trees read into the clever
 * record, the moves from theirs if they were not read as they came.
 */
void
rd_clever_finish(struct reader *r)
{
	struct clever_record	*cr = r->rec.clever;
	const struct clever_node *k;

	r->cown.n = 0;		/* the moves' findings stand */
	clever_players(r);
	tree_rounds(r, r->tree[T_ROUNDS]);
	if (!r->players_ok)
		r->header_bad = 1;
	else if (cr->has_moves) {
		/* Read by clever_moves_stream: counted as tree_moves
		   allocates. */
		arena_count(&r->arena, sizeof(*cr->moves) * (cr->nmoves > 0 ?
		    cr->nmoves : 1));
		r->arena.used += r->cdeferred;
	} else if ((k = r->tree[T_MOVES]) != NULL)
		tree_moves(r, k);
	else if (((r->seen >> T_MOVES) & 1) && r->rec.truncated)
		cr->has_moves = 1;	/* cut inside moves: no entry read */
	if (r->players_ok)
		clever_misspelt(r);
	if (r->players_ok && (k = r->tree[T_SHEETS]) != NULL) {
		cr->has_sheets = 1;
		cr->sheets_pos = k->pos;
		player_map(r, k, "sheets", "the sheet", sheet_fn);
	}
	if (r->players_ok && !((r->seen >> T_MOVES) & 1) &&
	    r->tree[T_SHEETS] == NULL) {
		if (!r->rec.truncated)
			rd_diag(r, D_MISSING_KEY, r->rec.pos, "the game has "
			    "neither 'moves' nor 'sheets'");
		r->header_bad = 1;
	}
	if (r->players_ok && (k = r->tree[T_RESULT]) != NULL)
		player_map(r, k, "result", "the result row", result_fn);
	if (r->players_ok && (k = r->tree[T_WINNER]) != NULL) {
		cr->has_winner = 1;
		cr->winner_pos = k->pos;
		if (clever_node_eq(k, "draw"))
			cr->winner = -1;
		else if ((cr->winner = clever_node_seat(r, k, NULL)) < 0)
			cr->has_winner = 0;
	}
	if (r->header_bad || !r->players_ok)
		r->rec.usable = 0;
}
