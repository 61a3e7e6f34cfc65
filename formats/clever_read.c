/*
 * The record reader's Ganz schön clever side (genial-clever(5)).  The
 * game mapping is read by reader_game.c until its `game` key says
 * `clever`; from there rd_clever() reads the rest of the mapping into a
 * small tree of nodes (in the game's arena, so bounded by the reader's
 * limits) and then reads the tree into a struct clever_record, reporting
 * every problem at the node it is about; but the moves, when the players
 * are known before them (the usual order), are read as their events come
 * (clever_moves.c).  Keys read before `game` are kept when they are
 * header text or `players`; any other is reported.
 */
#include <stdlib.h>
#include <string.h>

#include "clever_read_int.h"
#include "rtext.h"

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

static void
read_sheet(struct reader *r, const struct clever_node *nd,
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

enum { CT_GAME, CT_FORMAT, CT_PLAYERS, CT_ROUNDS, CT_EVENT, CT_SITE,
	CT_DATE, CT_ROUND, CT_TITLE, CT_SOURCE, CT_DESCRIPTION, CT_EXCERPT,
	CT_MOVES, CT_SHEETS, CT_RESULT, CT_WINNER, CT__MAX };
static const char *const cleverkeys[CT__MAX] = {
	"game", "format", "players", "rounds", "event", "site", "date",
	"round", "title", "source", "description", "excerpt", "moves",
	"sheets", "result", "winner"
};

static void
read_players(struct reader *r, const struct clever_node *nd)
{
	const struct clever_node	*k;
	int			 n = 0;

	r->rec.players_pos = nd->pos;
	if (nd->kind != CN_SEQ) {
		rd_diag(r, D_BAD_VALUE, nd->pos, "players must be a list of "
		    "names, not %s", clever_node_kind(nd));
		r->header_bad = 1;
		return;
	}
	if (nd->nkids < 1 || nd->nkids > CLEVER_MAX_SEATS) {
		rd_diag(r, D_PLAYER_COUNT, nd->pos, "a clever game has 1 to 4 "
		    "players, not %d", nd->nkids);
		r->header_bad = 1;
		return;
	}
	for (k = nd->kids; k != NULL; k = k->next) {
		if (k->kind != CN_SCALAR) {
			rd_diag(r, D_BAD_VALUE, k->pos, "a player's name must "
			    "be text, not %s", clever_node_kind(k));
			r->header_bad = 1;
			return;
		}
		/* The name rule of both games (reader_players.c). */
		if (rd_player_name(r, k->pos, k->s, k->n,
		    clever_node_null(k)) != 0) {
			r->header_bad = 1;
			return;
		}
		r->player_len[n] = k->n;
		r->rec.players_text[n] = rd_scalar_text(r, k->s, k->n, k->s);
		r->rec.players[n++] = k->s;
		r->rec.nplayers = n;	/* for the next name's rule */
	}
	r->players_ok = 1;
}

/* A map keyed by player: each value to fn. */
static void
player_map(struct reader *r, const struct clever_node *nd, const char *what,
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
		if ((s = clever_node_seat(r, k)) < 0)
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
	read_sheet(r, v, &r->rec.clever->sheets[s]);
}

static void
result_fn(struct reader *r, const struct clever_node *v, int s)
{
	r->rec.clever->has_result[s] = 1;
	clever_node_claim(r, v, "result", &r->rec.clever->result[s], 1);
}

/* The players listed before game: clever (reader_players.c) usable? */
static void
players_before(struct reader *r)
{
	r->players_ok = !r->players_bad && r->rec.nplayers >= 1 &&
	    r->rec.nplayers <= CLEVER_MAX_SEATS;
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

/* The header's texts: event, site, date, round, title, source,
   description; and excerpt. */
static void
tree_texts(struct reader *r, struct clever_node **val)
{
	char				 b[READER_SHOW + 8];
	static const size_t off[] = {
		offsetof(struct record, event),
		offsetof(struct record, site),
		offsetof(struct record, date),
		offsetof(struct record, round),
		offsetof(struct record, title),
		offsetof(struct record, source),
		offsetof(struct record, description)
	};
	const struct clever_node	*k;
	int				 v;

	for (v = CT_EVENT; v <= CT_DESCRIPTION; v++) {
		if ((k = val[v]) == NULL || clever_node_null(k))
			continue;
		if (k->kind != CN_SCALAR) {
			rd_diag(r, D_BAD_VALUE, k->pos, "%s must be text, not "
			    "%s", cleverkeys[v], clever_node_kind(k));
			continue;
		}
		/* The header text rule of both games (reader_game.c). */
		rd_header_text(r, k->pos, (const char **)(void *)((char *)&r->rec +
		    off[v - CT_EVENT]), k->s, k->n);
	}
	if ((k = val[CT_EXCERPT]) == NULL || clever_node_null(k))
		return;
	if (k->kind != CN_SCALAR)
		rd_diag(r, D_BAD_VALUE, k->pos, "excerpt must be true or "
		    "false, not %s", clever_node_kind(k));
	else if ((v = rd_excerpt_word(k->s, k->n)) < 0)
		rd_diag(r, D_BAD_VALUE, k->pos, "excerpt must be true or "
		    "false, not '%s'", rd_show(b, k->s, k->n));
	else
		r->rec.excerpt = v;
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

/*
 * Read the tree of the rest of the game into the clever record: all but
 * the players if players_read, all but the moves if cr->has_moves (both
 * read by clever_moves_stream).
 */
static void
read_tree(struct reader *r, struct clever_node **val, int players_read)
{
	char			 b[READER_SHOW + 8];
	struct clever_record	*cr = r->rec.clever;
	const struct clever_node *k;

	if ((k = val[CT_FORMAT]) != NULL && !clever_node_eq(k, "1")) {
		rd_diag(r, D_BAD_VALUE, k->pos, "format must be 1, not '%s'",
		    k->kind == CN_SCALAR ? rd_show(b, k->s, k->n) :
		    clever_node_kind(k));
		r->header_bad = 1;
	}
	if (val[CT_PLAYERS] != NULL) {
		if (!players_read)
			read_players(r, val[CT_PLAYERS]);
	} else if ((r->seen >> T_PLAYERS) & 1)
		players_before(r);
	tree_rounds(r, val[CT_ROUNDS]);
	tree_texts(r, val);
	if (!r->players_ok) {
		r->header_bad = 1;
		return;
	}
	if (cr->has_moves) {
		/* Read by clever_moves_stream: counted as read_tree
		   allocates. */
		arena_count(&r->arena, sizeof(*cr->moves) * (cr->nmoves > 0 ?
		    cr->nmoves : 1));
		r->arena.used += r->cdeferred;
	} else if ((k = val[CT_MOVES]) != NULL)
		tree_moves(r, k);
	if ((k = val[CT_SHEETS]) != NULL) {
		cr->has_sheets = 1;
		cr->sheets_pos = k->pos;
		player_map(r, k, "sheets", sheet_fn);
	}
	if (val[CT_MOVES] == NULL && val[CT_SHEETS] == NULL) {
		rd_diag(r, D_MISSING_KEY, r->rec.pos, "the game has neither "
		    "'moves' nor 'sheets'");
		r->header_bad = 1;
	}
	if ((k = val[CT_RESULT]) != NULL)
		player_map(r, k, "result", result_fn);
	if ((k = val[CT_WINNER]) != NULL) {
		cr->has_winner = 1;
		cr->winner_pos = k->pos;
		if (clever_node_eq(k, "draw"))
			cr->winner = -1;
		else if ((cr->winner = clever_node_seat(r, k)) < 0)
			cr->has_winner = 0;
	}
}

/*
 * 1 if the players are known and usable now, the moves key's value in
 * hand: listed in this mapping (then read now, *players_read set) or
 * before game: clever.  A list that is not usable is left for read_tree
 * to report, with nothing said here.
 */
static int
players_now(struct reader *r, struct clever_node **val, int *players_read)
{
	size_t	 len = r->d->len, nd = r->ndiags;
	int	 bad = r->header_bad;

	if (val[CT_PLAYERS] != NULL) {
		read_players(r, val[CT_PLAYERS]);
		if (!r->players_ok) {
			diags_truncate(r->d, len);
			r->ndiags = nd;
			r->kept = 0;
			r->header_bad = bad;
			return 0;
		}
		*players_read = 1;
	} else if ((r->seen >> T_PLAYERS) & 1)
		players_before(r);
	else
		return 0;
	return r->players_ok;
}

/*
 * An unknown key k near a key that changes the rules of a clever game
 * (players, rounds) that is not given yet: read as that key, with the
 * misspelt-key error the Ingenious header keys get (rd_read_as); its
 * index, or CT__MAX.
 */
static int
rule_key(struct reader *r, const struct clever_node *k,
    struct clever_node *const val[CT__MAX])
{
	int	 m;

	if (k->kind != CN_SCALAR || rd_full(r) ||
	    (m = rd_near_list(cleverkeys, CT__MAX, k->s, k->n)) < 0)
		return CT__MAX;
	if ((m != CT_PLAYERS && m != CT_ROUNDS) || val[m] != NULL ||
	    (m == CT_PLAYERS && (r->seen >> T_PLAYERS) & 1))
		return CT__MAX;
	rd_read_as(r, D_MISSPELT_KEY, k->pos, k->s, k->n, cleverkeys[m],
	    "in the game", 0);
	return m;
}

/*
 * The rest of a game mapping whose `game` key said clever: the current
 * event is that value.  Reads through the mapping's end.  Returns 0, or
 * -1 when the stream ends (a syntax error).
 */
int
rd_clever(struct reader *r)
{
	struct clever_node	*val[CT__MAX], *key[CT__MAX], *k, *v;
	struct clever_owned	 own = { NULL, 0, 0 };
	size_t			 n;
	int		 i, players_read = 0;

	r->rec.kind = RECORD_CLEVER;
	r->rec.clever = arena_alloc(&r->arena, sizeof(*r->rec.clever));
	memset(r->rec.clever, 0, sizeof(*r->rec.clever));
	for (i = 0; i < CT__MAX; i++)
		val[i] = key[i] = NULL;
	/*
	 * Keys read before game: clever that only Ingenious defines.  Their
	 * findings name moves the clever record does not have: they become
	 * the game's, at the nodes they are about.
	 */
	for (i = 0; i < T__MAX; i++)
		if ((r->seen >> i) & 1 && i != T_GAME && i != T_PLAYERS &&
		    i != T_EXCERPT && !(i >= T_EVENT && i <= T_DESCRIPTION)) {
			for (n = 0; n < r->d->len; n++)
				r->d->v[n].move = 0;
			rd_diag(r, D_BAD_VALUE, r->rec.pos, "game: clever must "
			    "come before the moves, sheets and claims of the "
			    "record");
			r->header_bad = 1;
			break;
		}
	for (;;) {
		if (rd_next(r) != 0)
			goto fail;
		if (r->ev.type == YAML_MAPPING_END_EVENT) {
			rd_close(r, &r->rec.pos);
			break;
		}
		if (clever_node_build(r, 2, &k) != 0 || rd_next(r) != 0)
			goto fail;
		for (i = 0; i < CT__MAX; i++)
			if (clever_node_eq(k, cleverkeys[i]))
				break;
		/*
		 * The moves are read as they come when the players are
		 * known by then (the usual order), else from the tree.
		 */
		if (i == CT_MOVES && val[i] == NULL &&
		    r->ev.type == YAML_SEQUENCE_START_EVENT &&
		    players_now(r, val, &players_read)) {
			if (clever_moves_stream(r, &val[i], &own) != 0)
				goto fail;
			key[i] = k;
			continue;
		}
		if (clever_node_build(r, 2, &v) != 0)
			goto fail;
		if (i == CT_GAME) {
			rd_diag(r, D_DUPLICATE_KEY, k->pos, "key 'game' appears "
			    "twice in the game; the first is used");
			continue;
		}
		if (i == CT__MAX && (i = rule_key(r, k, val)) == CT__MAX) {
			if (k->kind == CN_SCALAR)
				rd_unknown_key(r, k->pos, k->s, k->n,
				    cleverkeys, CT__MAX, "in the game");
			else
				rd_diag(r, D_BAD_VALUE, k->pos, "a key must be "
				    "a word, not %s", clever_node_kind(k));
			continue;
		}
		if (val[i] != NULL || (i == CT_PLAYERS &&
		    (r->seen >> T_PLAYERS) & 1)) {
			rd_diag(r, D_DUPLICATE_KEY, k->pos, "key '%s' appears "
			    "twice in the game; the first is used",
			    cleverkeys[i]);
			continue;
		}
		val[i] = v;
		key[i] = k;
	}
	free(own.v);
	read_tree(r, val, players_read);
	return 0;
fail:
	clever_owned_drop(r, &own);
	free(own.v);
	return -1;
}

/* The checks once a clever game has been read; sets usable. */
void
rd_clever_finish(struct reader *r)
{
	if (r->header_bad || !r->players_ok)
		r->rec.usable = 0;
}
