/*
 * The record reader's Ganz schön clever side (genial-clever(5)).  The
 * game mapping is read by reader_game.c until its `game` key says
 * `clever`; from there rd_clever() reads the rest of the mapping into a
 * small tree of nodes (in the game's arena, so bounded by the reader's
 * limits) and then reads the tree into a struct clever_record, reporting
 * every problem at the node it is about.  Keys read before `game` are
 * kept when they are header text or `players`; any other is reported.
 */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "clever_read_int.h"

enum { EK_ROLL, EK_REROLL, EK_TAKE, EK_PICK, EK_EXTRA, EK_BLACK, EK_PLAYER,
	EK_TO, EK_THEN, EK_PLATTER, EK_TOTAL, EK_BONUS, EK_NOTE, EK__MAX };
static const char *const entrykeys[EK__MAX] = {
	"roll", "reroll", "take", "pick", "extra", "black", "player", "to",
	"then", "platter", "total", "bonus", "note"
};

/* The index of an entry key, or -1: a switch, for the hot path. */
static int
entry_key(const char *s, size_t n)
{
#define IS(w, k)	(memcmp(s, w, sizeof(w) - 1) == 0 ? (k) : -1)
	switch (n) {
	case 2:
		return IS("to", EK_TO);
	case 4:
		switch (s[0]) {
		case 'r':
			return IS("roll", EK_ROLL);
		case 't':
			return s[1] == 'a' ? IS("take", EK_TAKE) :
			    IS("then", EK_THEN);
		case 'p':
			return IS("pick", EK_PICK);
		case 'n':
			return IS("note", EK_NOTE);
		}
		return -1;
	case 5:
		switch (s[0]) {
		case 't':
			return IS("total", EK_TOTAL);
		case 'e':
			return IS("extra", EK_EXTRA);
		case 'b':
			return s[1] == 'l' ? IS("black", EK_BLACK) :
			    IS("bonus", EK_BONUS);
		}
		return -1;
	case 6:
		return s[0] == 'p' ? IS("player", EK_PLAYER) :
		    IS("reroll", EK_REROLL);
	case 7:
		return IS("platter", EK_PLATTER);
	}
	return -1;
#undef IS
}

/*
 * An entry at pos before its keys are read.  It is zeroed by copies of a
 * zero block: a memset of its size is written by compilers as rep stos,
 * slow to start for every entry of a record, these as a few vector
 * stores.
 */
static void
entry_init(struct clever_entry *e, struct srcpos pos)
{
	static const unsigned char zero[112];
	unsigned char	*p = (unsigned char *)e;
	size_t		 i;

	for (i = 0; i + sizeof(zero) <= sizeof(*e); i += sizeof(zero))
		memcpy(p + i, zero, sizeof(zero));
	memcpy(p + i, zero, sizeof(*e) - i);
	e->pos = pos;
	e->player = -1;
	e->nplatter = -1;
}

/*
 * The values read_entry_ev read as their events came, each with nothing to
 * report (the others are read from their nodes): the bits of ok say which
 * keys' values are here; total, if not NULL, is the total claim, with
 * what is left of it in the node (claim_ev).
 */
struct entry_pre {
	unsigned		 ok;		/* bit k: key k */
	uint8_t			 dice[CLEVER_DICE]; /* roll, reroll */
	struct srcpos		 dpos[CLEVER_DICE];
	struct clever_dierec	 die;		/* take, pick, extra */
	struct clever_tok	 black;
	struct clever_tok	 to;
	int			 seat;		/* player */
	const struct clever_claim *total;
};

/* 1 if pre holds the value of key k. */
static int
pre_has(const struct entry_pre *pre, int k)
{
	return pre != NULL && (pre->ok >> k) & 1;
}

/*
 * The entry at pos from the values of its keys, val[k] (NULL if key k is
 * not there) and the positions of those keys, keypos[k]; pre, if not
 * NULL, holds some of the values read already.
 */
static void
entry_values(struct reader *r, struct srcpos pos, struct cnode **val,
    const struct srcpos *keypos, const struct entry_pre *pre,
    struct clever_entry *e)
{
	char			 b[READER_SHOW + 8];
	struct cnode		*k;
	size_t			 used;
	int			 a, n = 0, i, c;

	for (a = EK_ROLL; a <= EK_BLACK; a++)
		if (val[a] != NULL)
			n++;
	if (n != 1) {
		rd_diag(r, D_BAD_MOVE, pos, "an entry needs exactly one of "
		    "roll, reroll, take, pick, extra or black");
		return;
	}
	for (a = EK_ROLL; val[a] == NULL; a++)
		;
	e->action = (enum clever_action)(CX_ROLL + a);
	e->action_pos = val[a]->pos;
	/* Keys that do not belong to the action. */
	if (val[EK_TO] != NULL && (a == EK_ROLL || a == EK_REROLL ||
	    a == EK_BLACK))
		rd_diag(r, D_UNKNOWN_KEY, keypos[EK_TO], "key 'to' does not "
		    "belong to %s", entrykeys[a]), val[EK_TO] = NULL;
	if (val[EK_THEN] != NULL && (a == EK_ROLL || a == EK_REROLL))
		rd_diag(r, D_UNKNOWN_KEY, keypos[EK_THEN], "key 'then' does "
		    "not belong to %s", entrykeys[a]), val[EK_THEN] = NULL;
	if (val[EK_BONUS] != NULL && (a == EK_ROLL || a == EK_REROLL))
		rd_diag(r, D_UNKNOWN_KEY, keypos[EK_BONUS], "key 'bonus' "
		    "does not belong to %s", entrykeys[a]),
		    val[EK_BONUS] = NULL;
	if (val[EK_PLATTER] != NULL && a != EK_ROLL)
		rd_diag(r, D_UNKNOWN_KEY, keypos[EK_PLATTER], "key "
		    "'platter' does not belong to %s", entrykeys[a]),
		    val[EK_PLATTER] = NULL;
	switch (e->action) {
	case CX_ROLL:
	case CX_REROLL:
		if (pre_has(pre, a)) {
			memcpy(e->dice, pre->dice, sizeof(e->dice));
			memcpy(e->dpos, pre->dpos, sizeof(e->dpos));
			e->dice_ok = 1;
		} else
			e->dice_ok = cn_read_dice(r, val[a], e) == 0;
		break;
	case CX_TAKE:
	case CX_PICK:
	case CX_EXTRA:
		if (pre_has(pre, a))
			e->die = pre->die;
		else
			cn_read_die(r, val[a], &e->die);
		if (e->die.ok && e->die.none && a == EK_EXTRA) {
			rd_diag(r, D_BAD_DIE, val[a]->pos, "'none' is not a "
			    "die: a +1 action takes one");
			e->die.ok = 0;
		}
		break;
	case CX_BLACK:
		if (pre_has(pre, a))
			e->black = pre->black;
		else
			cn_read_tok(r, val[a], &e->black);
		break;
	default:
		break;
	}
	if (val[EK_PLAYER] != NULL) {
		e->player_pos = val[EK_PLAYER]->pos;
		e->player = pre_has(pre, EK_PLAYER) ? pre->seat :
		    cn_seat_of(r, val[EK_PLAYER]);
	}
	if (val[EK_TO] != NULL) {
		e->has_to = 1;
		if (pre_has(pre, EK_TO))
			e->to = pre->to;
		else
			cn_read_tok(r, val[EK_TO], &e->to);
	}
	if (val[EK_THEN] != NULL) {
		k = val[EK_THEN];
		n = k->kind == CN_SEQ ? k->nkids : 1;
		if (n > CLEVER_MAX_LIST) {
			rd_diag(r, D_LIMIT, k->pos, "then holds more than %d "
			    "marks", CLEVER_MAX_LIST);
			n = CLEVER_MAX_LIST;
		}
		e->then = arena_alloc(&r->arena, sizeof(*e->then) *
		    (size_t)(n > 0 ? n : 1));
		e->nthen = n;
		if (k->kind != CN_SEQ)
			cn_read_tok(r, k, &e->then[0]);
		else
			for (i = 0, k = k->kids; i < n; i++, k = k->next)
				cn_read_tok(r, k, &e->then[i]);
	}
	if ((k = val[EK_PLATTER]) != NULL) {
		e->platter_pos = k->pos;
		e->nplatter = 0;
		if (k->kind != CN_SEQ || k->nkids != 3) {
			rd_diag(r, D_BAD_VALUE, k->pos, "platter must be a list "
			    "of three dice letters");
			e->nplatter = -1;
		} else
			for (k = k->kids; k != NULL; k = k->next) {
				c = k->kind == CN_SCALAR && k->n == 1 ?
				    clever_die_parse((unsigned char)k->s[0]) :
				    -1;
				if (c < 0) {
					cn_bad_die(r, k->pos, k->kind ==
					    CN_SCALAR ? k->s : "", k->kind ==
					    CN_SCALAR ? k->n : 0);
					e->nplatter = -1;
					break;
				}
				e->platter[e->nplatter++] = (uint8_t)c;
			}
	}
	if (val[EK_TOTAL] != NULL && pre != NULL && pre->total != NULL) {
		e->total = *pre->total;
		if (val[EK_TOTAL]->nkids > 0)
			cn_read_claim_rest(r, val[EK_TOTAL], &e->total);
	} else if (val[EK_TOTAL] != NULL)
		cn_read_claim(r, val[EK_TOTAL], "total", &e->total, 0);
	if (val[EK_BONUS] != NULL)
		cn_read_bonus(r, val[EK_BONUS], e);
	if ((k = val[EK_NOTE]) != NULL) {
		if (k->kind == CN_SCALAR && r->cn_scratch) {
			/* Its node was counted toward the limit: not again. */
			used = r->arena.used;
			e->note = arena_strndup(&r->arena, k->s, k->n);
			r->arena.used = used;
		} else if (k->kind == CN_SCALAR)
			e->note = k->s;
		else
			rd_diag(r, D_BAD_VALUE, k->pos, "note must be text, not "
			    "%s", cn_kind_name(k));
	}
	(void)b;
}

/* The entry whose node is nd. */
static void
read_entry(struct reader *r, const struct cnode *nd, struct clever_entry *e)
{
	struct cnode		*val[EK__MAX], *key[EK__MAX];
	struct srcpos		 keypos[EK__MAX];
	int			 i;

	entry_init(e, nd->pos);
	if (cn_map_keys(r, nd, entrykeys, EK__MAX, entry_key, 0,
	    "in move entry", val, key) != 0) {
		rd_diag(r, D_BAD_MOVE, nd->pos, "an entry needs exactly one of "
		    "roll, reroll, take, pick, extra or black");
		return;
	}
	for (i = 0; i < EK__MAX; i++)
		if (val[i] != NULL)
			keypos[i] = key[i]->pos;
	entry_values(r, nd->pos, val, keypos, NULL, e);
}

/* A list of numbers into v[], each checked; returns the count kept. */
static int
read_list(struct reader *r, const struct cnode *nd, const char *what,
    int lo, int hi, int *v, struct srcpos *pos)
{
	const struct cnode	*k;
	int			 n = 0;

	if (nd->kind != CN_SEQ) {
		rd_diag(r, D_BAD_VALUE, nd->pos, "%s must be a list, not %s",
		    what, cn_kind_name(nd));
		return 0;
	}
	for (k = nd->kids; k != NULL; k = k->next) {
		if (n == CLEVER_MAX_LIST || (n == CLEVER_BOXES &&
		    hi <= 18)) {
			rd_diag(r, D_BAD_VALUE, k->pos, "%s has more than %d "
			    "entries", what, n);
			break;
		}
		if (cn_get_int(r, k, what, lo, hi, &v[n]) == 0)
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

static void
read_sheet(struct reader *r, const struct cnode *nd,
    struct clever_sheetrec *sh)
{
	char			 b[READER_SHOW + 8];
	static const char *const tk[2] = { "earned", "used" };
	struct cnode		*val[SK__MAX], *tv[2];
	const struct cnode	*k;
	struct clever_tok	 t;
	int			 i, a;

	memset(sh, 0, sizeof(*sh));
	sh->has = 1;
	sh->pos = nd->pos;
	sh->earned[0] = sh->earned[1] = sh->used[0] = sh->used[1] = -1;
	sh->foxes = -1;
	if (cn_map_keys(r, nd, sheetkeys, SK__MAX, NULL, 0, "in a sheet", val,
	    NULL) != 0) {
		rd_diag(r, D_BAD_VALUE, nd->pos, "a sheet must be a mapping, "
		    "not %s", cn_kind_name(nd));
		return;
	}
	for (a = 0; a < CLEVER_AREAS; a++)
		if (val[a] != NULL) {
			sh->has_area[a] = 1;
			sh->area_pos[a] = val[a]->pos;
		}
	if ((k = val[SK_YELLOW]) != NULL) {
		if (k->kind != CN_SEQ)
			rd_diag(r, D_BAD_VALUE, k->pos, "yellow must be a list "
			    "of cells, not %s", cn_kind_name(k));
		else
			for (k = k->kids; k != NULL; k = k->next) {
				if (sh->ny == CLEVER_MAX_LIST) {
					rd_diag(r, D_BAD_VALUE, k->pos, "yellow "
					    "has more than 16 cells");
					break;
				}
				if (k->kind != CN_SCALAR || k->n != 2 ||
				    (b[0] = 'Y', memcpy(b + 1, k->s, 2),
				    cn_parse_tok(b, 3, &t)) != 0) {
					rd_diag(r, D_BAD_CELL, k->pos, "'%s' is "
					    "not a cell of the score sheet",
					    k->kind == CN_SCALAR ? rd_show(b,
					    k->s, k->n) : cn_kind_name(k));
					continue;
				}
				sh->ypos[sh->ny] = k->pos;
				sh->yellow[sh->ny++] = t.cell;
			}
	}
	if ((k = val[SK_BLUE]) != NULL) {
		if (k->kind != CN_SEQ)
			rd_diag(r, D_BAD_VALUE, k->pos, "blue must be a list "
			    "of numbers, not %s", cn_kind_name(k));
		else
			for (k = k->kids; k != NULL; k = k->next) {
				if (sh->nb == CLEVER_MAX_LIST) {
					rd_diag(r, D_BAD_VALUE, k->pos, "blue "
					    "has more than 16 cells");
					break;
				}
				if (k->kind == CN_SCALAR && (k->n == 1 ||
				    k->n == 2) && k->s[0] >= '0' && k->s[0] <=
				    '9' && (k->n == 1 || (k->s[1] >= '0' &&
				    k->s[1] <= '9')) && (i = atoi(k->s)) >= 2 &&
				    i <= 12) {
					sh->bpos[sh->nb] = k->pos;
					sh->blue[sh->nb++] = i;
				} else
					rd_diag(r, D_BAD_CELL, k->pos, "'%s' is "
					    "not a cell of the score sheet",
					    k->kind == CN_SCALAR ? rd_show(b,
					    k->s, k->n) : cn_kind_name(k));
			}
	}
	if (val[SK_GREEN] != NULL && cn_get_int(r, val[SK_GREEN], "green", 0, 11,
	    &sh->green) != 0)
		sh->has_area[CA_G] = 0;
	if (val[SK_ORANGE] != NULL)
		sh->no = read_list(r, val[SK_ORANGE], "orange", 1, 18,
		    sh->orange, sh->opos);
	if (val[SK_PURPLE] != NULL)
		sh->np = read_list(r, val[SK_PURPLE], "purple", 1, 6,
		    sh->purple, sh->ppos);
	for (a = 0; a < 2; a++) {
		if ((k = val[SK_REROLL + a]) == NULL)
			continue;
		if (cn_map_keys(r, k, tk, 2, NULL, 0, "in an action track", tv,
		    NULL) != 0) {
			rd_diag(r, D_BAD_VALUE, k->pos, "%s must be a mapping "
			    "{earned: N, used: M}, not %s", sheetkeys[SK_REROLL
			    + a], cn_kind_name(k));
			continue;
		}
		if (tv[0] != NULL && cn_get_int(r, tv[0], "earned", 0, 7,
		    &sh->earned[a]) == 0)
			sh->epos[a] = tv[0]->pos;
		if (tv[1] != NULL && cn_get_int(r, tv[1], "used", 0, 7,
		    &sh->used[a]) == 0)
			sh->upos[a] = tv[1]->pos;
	}
	if (val[SK_FOXES] != NULL && cn_get_int(r, val[SK_FOXES], "foxes", 0, 5,
	    &sh->foxes) == 0)
		sh->foxes_pos = val[SK_FOXES]->pos;
	if (val[SK_SCORE] != NULL)
		cn_read_claim(r, val[SK_SCORE], "score", &sh->score, 0);
}

enum { CT_GAME, CT_FORMAT, CT_PLAYERS, CT_ROUNDS, CT_EVENT, CT_SITE,
	CT_DATE, CT_ROUND, CT_TITLE, CT_SOURCE, CT_DESCRIPTION, CT_MOVES,
	CT_SHEETS, CT_RESULT, CT_WINNER, CT__MAX };
static const char *const cleverkeys[CT__MAX] = {
	"game", "format", "players", "rounds", "event", "site", "date",
	"round", "title", "source", "description", "moves", "sheets",
	"result", "winner"
};

static void
read_players(struct reader *r, const struct cnode *nd)
{
	char			 b[READER_SHOW + 8];
	const struct cnode	*k;
	int			 n = 0, i;

	r->rec.players_pos = nd->pos;
	if (nd->kind != CN_SEQ) {
		rd_diag(r, D_BAD_VALUE, nd->pos, "players must be a list of "
		    "names, not %s", cn_kind_name(nd));
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
		if (k->kind != CN_SCALAR || k->n == 0 || cn_null(k)) {
			rd_diag(r, D_BAD_VALUE, k->pos, "a player must be a "
			    "name, not %s", k->kind == CN_SCALAR ? "empty" :
			    cn_kind_name(k));
			r->header_bad = 1;
			return;
		}
		for (i = 0; i < n; i++)
			if (strcmp(r->rec.players[i], k->s) == 0) {
				rd_diag(r, D_BAD_VALUE, k->pos, "'%s' is listed "
				    "twice in players", rd_show(b, k->s, k->n));
				r->header_bad = 1;
				return;
			}
		r->rec.players[n++] = k->s;
	}
	r->rec.nplayers = n;
	r->players_ok = 1;
}

/* A map keyed by player: each value to fn. */
static void
player_map(struct reader *r, const struct cnode *nd, const char *what,
    void (*fn)(struct reader *, const struct cnode *, int seat))
{
	const struct cnode	*k, *v;
	int			 s;
	unsigned		 seen = 0;

	if (nd->kind != CN_MAP) {
		rd_diag(r, D_BAD_VALUE, nd->pos, "%s must be a mapping of "
		    "players, not %s", what, cn_kind_name(nd));
		return;
	}
	for (k = nd->kids; k != NULL && (v = k->next) != NULL; k = v->next) {
		if ((s = cn_seat_of(r, k)) < 0)
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
sheet_fn(struct reader *r, const struct cnode *v, int s)
{
	read_sheet(r, v, &r->rec.clever->sheets[s]);
}

static void
result_fn(struct reader *r, const struct cnode *v, int s)
{
	r->rec.clever->has_result[s] = 1;
	cn_read_claim(r, v, "result", &r->rec.clever->result[s], 1);
}

/* The players listed before game: clever (reader_players.c) usable? */
static void
players_before(struct reader *r)
{
	r->players_ok = !r->players_bad && r->rec.nplayers >= 1 &&
	    r->rec.nplayers <= CLEVER_MAX_SEATS;
}

/*
 * Read the tree of the rest of the game into the clever record: all but
 * the players if players_read, all but the moves if cr->has_moves (both
 * read by stream_moves).
 */
static void
read_tree(struct reader *r, struct cnode **val, struct cnode **key,
    int players_read)
{
	char			 b[READER_SHOW + 8];
	struct clever_record	*cr = r->rec.clever;
	struct record		*rec = &r->rec;
	const struct cnode	*k;
	size_t			 i;
	int			 v;

	if ((k = val[CT_FORMAT]) != NULL && !cn_eq(k, "1")) {
		rd_diag(r, D_BAD_VALUE, k->pos, "format must be 1, not '%s'",
		    k->kind == CN_SCALAR ? rd_show(b, k->s, k->n) :
		    cn_kind_name(k));
		r->header_bad = 1;
	}
	if (val[CT_PLAYERS] != NULL) {
		if (!players_read)
			read_players(r, val[CT_PLAYERS]);
	} else if ((r->seen >> T_PLAYERS) & 1)
		players_before(r);
	cr->rounds = clever_rounds(rec->nplayers);
	if ((k = val[CT_ROUNDS]) != NULL && cn_get_int(r, k, "rounds", 1, 6, &v)
	    == 0) {
		cr->has_rounds = 1;
		cr->rounds_pos = k->pos;
		if (v != cr->rounds && r->players_ok)
			rd_diag(r, D_ROUNDS_MISMATCH, k->pos, "rounds: %d for "
			    "%d player%s; the rules play %d", v, rec->nplayers,
			    rec->nplayers == 1 ? "" : "s", cr->rounds);
		cr->rounds = v;
	}
	{
		static const size_t off[] = {
			offsetof(struct record, event),
			offsetof(struct record, site),
			offsetof(struct record, date),
			offsetof(struct record, round),
			offsetof(struct record, title),
			offsetof(struct record, source),
			offsetof(struct record, description)
		};
		for (v = CT_EVENT; v <= CT_DESCRIPTION; v++) {
			if ((k = val[v]) == NULL || cn_null(k))
				continue;
			if (k->kind != CN_SCALAR) {
				rd_diag(r, D_BAD_VALUE, k->pos, "%s must be "
				    "text, not %s", cleverkeys[v],
				    cn_kind_name(k));
				continue;
			}
			*(const char **)((char *)rec + off[v - CT_EVENT]) =
			    k->s;
		}
	}
	if (!r->players_ok) {
		r->header_bad = 1;
		return;
	}
	if (cr->has_moves) {
		/* Read by stream_moves: counted as read_tree allocates. */
		arena_count(&r->arena, sizeof(*cr->moves) * (cr->nmoves > 0 ?
		    cr->nmoves : 1));
		r->arena.used += r->cdeferred;
	} else if ((k = val[CT_MOVES]) != NULL) {
		cr->has_moves = 1;
		cr->moves_pos = k->pos;
		if (k->kind != CN_SEQ) {
			rd_diag(r, D_BAD_VALUE, k->pos, "moves must be a list, "
			    "not %s", cn_kind_name(k));
			r->header_bad = 1;
		} else {
			cr->nmoves = (size_t)k->nkids;
			if (cr->nmoves > RECORD_MAX_MOVES) {
				rd_diag(r, D_LIMIT, k->pos, "more than %d "
				    "entries in moves; the rest are not read",
				    RECORD_MAX_MOVES);
				cr->nmoves = RECORD_MAX_MOVES;
			}
			cr->moves = arena_alloc(&r->arena, sizeof(*cr->moves) *
			    (cr->nmoves > 0 ? cr->nmoves : 1));
			for (i = 0, k = k->kids; i < cr->nmoves; i++,
			    k = k->next) {
				r->move = (int)i + 1;
				read_entry(r, k, &cr->moves[i]);
			}
			r->move = 0;
		}
	}
	if ((k = val[CT_SHEETS]) != NULL) {
		cr->has_sheets = 1;
		cr->sheets_pos = k->pos;
		player_map(r, k, "sheets", sheet_fn);
	}
	if (val[CT_MOVES] == NULL && val[CT_SHEETS] == NULL) {
		rd_diag(r, D_MISSING_KEY, rec->pos, "the game has neither "
		    "'moves' nor 'sheets'");
		r->header_bad = 1;
	}
	if ((k = val[CT_RESULT]) != NULL)
		player_map(r, k, "result", result_fn);
	if ((k = val[CT_WINNER]) != NULL) {
		cr->has_winner = 1;
		cr->winner_pos = k->pos;
		if (cn_eq(k, "draw"))
			cr->winner = -1;
		else if ((cr->winner = cn_seat_of(r, k)) < 0)
			cr->has_winner = 0;
	}
	(void)key;
}

/*
 * The diagnostics of the moves read as they come (stream_moves), by
 * ranges [v[2i], v[2i + 1]) of indices in r->d: should the game's
 * mapping end in a syntax error after all, they are taken back, as the
 * moves are then not read at all (read_tree never runs).
 */
struct owned {
	size_t	*v;
	size_t	 n, cap;	/* in entries of v */
};

static void
owned_push(struct owned *o, size_t a, size_t b)
{
	if (o->n > 0 && o->v[o->n - 1] == a) {
		o->v[o->n - 1] = b;
		return;
	}
	if (o->n + 2 > o->cap) {
		o->cap = o->cap ? 2 * o->cap : 16;
		o->v = xreallocarray(o->v, o->cap, sizeof(*o->v));
	}
	o->v[o->n++] = a;
	o->v[o->n++] = b;
}

/* Diagnostics [a, b) are the moves' (none if a is b, the usual case). */
static inline void
owned_add(struct owned *o, size_t a, size_t b)
{
	if (a != b)
		owned_push(o, a, b);
}

/* Take the diagnostics of o back, the others kept in order. */
static void
owned_drop(struct reader *r, struct owned *o)
{
	struct diags	*d = r->d;
	struct diag	*tmp;
	size_t		 i, j, k, w, lo, n;

	if (o->n == 0)
		return;
	lo = o->v[0];
	n = d->len - lo;
	tmp = xreallocarray(NULL, n, sizeof(*tmp));
	memcpy(tmp, d->v + lo, n * sizeof(*tmp));
	w = lo;
	for (i = lo, k = 0; i < d->len; i++) {	/* kept first */
		while (k < o->n && i >= o->v[k + 1])
			k += 2;
		if (k >= o->n || i < o->v[k])
			d->v[w++] = tmp[i - lo];
	}
	j = w;
	for (k = 0; k < o->n; k += 2)		/* then the ones to drop */
		for (i = o->v[k]; i < o->v[k + 1]; i++)
			d->v[j++] = tmp[i - lo];
	free(tmp);
	r->ndiags -= d->len - w;
	r->kept = 0;
	diags_truncate(d, w);
	o->n = 0;
}

/*
 * 1 if the players are known and usable now, the moves key's value in
 * hand: listed in this mapping (then read now, *players_read set) or
 * before game: clever.  A list that is not usable is left for read_tree
 * to report, with nothing said here.
 */
static int
players_now(struct reader *r, struct cnode **val, int *players_read)
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
 * A claim mapping read as its events come, for read_entry_ev: the current
 * event is its start; ends on its end.  While its pairs are claim keys,
 * each once, with numbers cn_get_int takes, they go straight into *c,
 * with nothing to report and no nodes built (their nodes are counted
 * toward the limit as if built); from the first pair that is not, the
 * pairs are built into *out, a mapping node with them as kids (none if
 * all went into c), for cn_read_claim_rest: so what is read and reported
 * is what cn_read_claim would.  Returns 0, or -1 when the stream ends.
 */
static int
claim_ev(struct reader *r, struct clever_claim *c, struct cnode **out)
{
	static const struct clever_claim zero;
	struct cnode	*nd, *k, *v, **tail;
	struct srcpos	 kp;
	char		 kt[8];
	size_t		 kn;
	long		 x;
	int		 i, kplain, slow = 0;

	*c = zero;
	c->pos = rd_pos(r);
	nd = arena_alloc(&r->scratch, sizeof(*nd));
	arena_count(&r->arena, sizeof(*nd));
	memset(nd, 0, sizeof(*nd));
	nd->kind = CN_MAP;
	nd->pos = c->pos;
	*out = nd;
	tail = &nd->kids;
	for (;;) {
		if (rd_next(r) != 0)
			return -1;
		if (r->ev.type == YAML_MAPPING_END_EVENT)
			return 0;
		if (!slow && r->ev.type == YAML_SCALAR_EVENT && !rd_dead(r) &&
		    (i = claim_key(EV_S(r), EV_N(r))) >= 0 &&
		    !((c->has >> i) & 1)) {
			kp = rd_pos(r);
			kn = EV_N(r);		/* a claim key: 1 or 5 bytes */
			assert(kn == 1 || kn == 5);
			if (kn == 5)
				memcpy(kt, EV_S(r), 5);
			else
				kt[0] = EV_S(r)[0];
			kplain = r->ev.data.scalar.style ==
			    YAML_PLAIN_SCALAR_STYLE;
			if (rd_next(r) != 0)
				return -1;
			if (r->ev.type == YAML_SCALAR_EVENT && !rd_dead(r) &&
			    cn_parse_int(EV_S(r), EV_N(r), &x) == 0 &&
			    x >= 0 && x <= 9999) {
				arena_count(&r->arena, sizeof(*nd) + kn + 1);
				arena_count(&r->arena, sizeof(*nd) + EV_N(r) +
				    1);
				c->has |= (uint16_t)(1u << i);
				c->v[i] = (int)x;
				c->vpos[i] = rd_pos(r);
				continue;
			}
			/* The key's node after all, then the value's. */
			k = arena_alloc(&r->scratch, sizeof(*k) + kn + 1);
			arena_count(&r->arena, sizeof(*k) + kn + 1);
			memset(k, 0, sizeof(*k));
			k->kind = CN_SCALAR;
			k->pos = kp;
			memcpy(k + 1, kt, kn);
			((char *)(k + 1))[kn] = '\0';
			k->s = (char *)(k + 1);
			k->n = kn;
			k->plain = kplain;
		} else if (cn_build(r, 5, &k) != 0 || rd_next(r) != 0)
			return -1;
		slow = 1;
		if (cn_build(r, 5, &v) != 0)
			return -1;
		*tail = k;
		k->next = v;
		tail = &v->next;
		nd->nkids += 2;
	}
}

/*
 * The value of entry key i, the current event, into pre if it is a
 * scalar that reads with nothing to report; its node is counted toward
 * the limit as if built.  Returns 1 if so, else 0 (it is to be built).
 */
static int
value_ev(struct reader *r, int i, struct entry_pre *pre)
{
	const char	*s = EV_S(r);
	size_t		 n = EV_N(r), bad, end;
	int		 ok;

	if (r->ev.type != YAML_SCALAR_EVENT || rd_dead(r))
		return 0;
	switch (i) {
	case EK_ROLL:
	case EK_REROLL:
		memset(pre->dice, 0, sizeof(pre->dice));
		memset(pre->dpos, 0, sizeof(pre->dpos));
		ok = cn_dice_parse(s, n, rd_pos(r), r->ev.data.scalar.style ==
		    YAML_PLAIN_SCALAR_STYLE, pre->dice, pre->dpos, &bad,
		    &end) == 0;
		break;
	case EK_TAKE:
	case EK_PICK:
	case EK_EXTRA:
		ok = cn_die_parse(s, n, &pre->die) == 0;
		break;
	case EK_BLACK:
		ok = cn_tok_at(s, n, rd_pos(r), &pre->black) == 0;
		break;
	case EK_TO:
		ok = cn_tok_at(s, n, rd_pos(r), &pre->to) == 0;
		break;
	case EK_PLAYER:
		ok = (pre->seat = cn_seat_find(r, s, n)) >= 0;
		break;
	default:
		ok = 0;
		break;
	}
	if (!ok)
		return 0;
	arena_count(&r->arena, sizeof(struct cnode) + n + 1);
	pre->ok |= 1u << i;
	return 1;
}

/*
 * Entry n (1-based) of the moves, read from its events: as read_entry()
 * reads its node, with the same findings in the same order, but with
 * only the values' nodes built.  A key is looked up as it comes, its node
 * counted toward the game's limit as if built.  The findings go to own,
 * but for those rd_next makes.  The current event is the entry's first;
 * ends on its last.  Returns 0, or -1 when the stream ends.
 */
static int
read_entry_ev(struct reader *r, int n, struct clever_entry *e,
    struct owned *own)
{
	static struct cnode *const none[EK__MAX];
	char			 b[READER_SHOW + 8];
	struct cnode		*val[EK__MAX], *k;
	struct clever_claim	 tc;
	struct entry_pre	 pre;
	struct cnode		 pn[EK__MAX];	/* where pre's values were */
	struct srcpos		 pos, keypos[EK__MAX], kp;
	size_t			 len, used;
	int			 i;

	if (r->ev.type != YAML_MAPPING_START_EVENT) {
		if (cn_build(r, 3, &k) != 0)
			return -1;
		r->move = n;
		len = r->d->len;
		read_entry(r, k, e);
		owned_add(own, len, r->d->len);
		r->move = 0;
		return 0;
	}
	pos = rd_pos(r);
	arena_count(&r->arena, sizeof(struct cnode));
	entry_init(e, pos);
	memcpy(val, none, sizeof(val));	/* vector stores, not rep stos */
	pre.ok = 0;
	pre.total = NULL;
	for (;;) {
		if (rd_next(r) != 0)
			return -1;
		if (r->ev.type == YAML_MAPPING_END_EVENT)
			break;
		kp = rd_pos(r);
		r->move = n;
		len = r->d->len;
		if (r->ev.type == YAML_SCALAR_EVENT && !rd_dead(r)) {
			arena_count(&r->arena, sizeof(struct cnode) + EV_N(r) +
			    1);
			if ((i = entry_key(EV_S(r), EV_N(r))) < 0)
				rd_diag(r, D_UNKNOWN_KEY, kp, "unknown key '%s' "
				    "in move entry", rd_show(b, EV_S(r),
				    EV_N(r)));
			else if (val[i] != NULL) {
				rd_diag(r, D_DUPLICATE_KEY, kp, "key '%s' appears "
				    "twice in move entry; the first is used",
				    entrykeys[i]);
				i = -1;
			}
		} else {
			r->move = 0;
			if (cn_build(r, 4, &k) != 0)
				return -1;
			r->move = n;
			rd_diag(r, D_BAD_VALUE, kp, "a key must be a word, not "
			    "%s", cn_kind_name(k));
			i = -1;
		}
		owned_add(own, len, r->d->len);
		r->move = 0;
		if (rd_next(r) != 0)
			return -1;
		if (i == EK_TOTAL && r->ev.type == YAML_MAPPING_START_EVENT) {
			if (claim_ev(r, &tc, &k) != 0)
				return -1;
			pre.total = &tc;
		} else if (i >= 0 && value_ev(r, i, &pre)) {
			k = &pn[i];
			k->kind = CN_SCALAR;
			k->pos = rd_pos(r);
		} else if (cn_build(r, 4, &k) != 0)
			return -1;
		if (i >= 0) {
			val[i] = k;
			keypos[i] = kp;
		}
	}
	/* What the values allocate counts as in stream_moves. */
	r->move = n;
	len = r->d->len;
	used = r->arena.used;
	entry_values(r, pos, val, keypos, &pre, e);
	r->cdeferred += r->arena.used - used;
	r->arena.used = used;
	owned_add(own, len, r->d->len);
	r->move = 0;
	return 0;
}

/*
 * The moves list, read entry by entry as its events come: each entry's
 * nodes are built in the scratch arena and dropped once the entry is read
 * into r->cmoves, so the game's tree never holds the moves and the
 * memory they pass through stays small.  The current event is the list's
 * start; reads through its end, into *out a list node with no kids.
 * Returns 0, or -1 when the stream ends.
 */
static int
stream_moves(struct reader *r, struct cnode **out, struct owned *own)
{
	struct clever_record	*cr = r->rec.clever;
	struct cnode		*nd, *k;
	size_t			 n = 0, len;
	int			 rc = 0;

	nd = arena_alloc(&r->arena, sizeof(*nd));
	memset(nd, 0, sizeof(*nd));
	nd->kind = CN_SEQ;
	nd->pos = rd_pos(r);
	*out = nd;
	arena_reset(&r->scratch);
	r->cn_scratch = 1;
	r->cdeferred = 0;
	for (;;) {
		if (rd_next(r) != 0) {
			rc = -1;
			break;
		}
		if (r->ev.type == YAML_SEQUENCE_END_EVENT)
			break;
		if (n == RECORD_MAX_MOVES) {
			if (cn_build(r, 3, &k) != 0) {
				rc = -1;
				break;
			}
			len = r->d->len;
			if (nd->nkids++ == 0)
				rd_diag(r, D_LIMIT, nd->pos, "more than %d "
				    "entries in moves; the rest are not read",
				    RECORD_MAX_MOVES);
			owned_add(own, len, r->d->len);
		} else {
			if (n == r->cmovecap) {
				r->cmovecap = r->cmovecap ? 2 * r->cmovecap :
				    128;
				r->cmoves = xreallocarray(r->cmoves,
				    r->cmovecap, sizeof(*r->cmoves));
			}
			/*
			 * What reading the entry allocates counts toward the
			 * limit only when the whole mapping is read, as when
			 * the moves are read from the tree (read_tree): the
			 * limit then stops the same games at the same event
			 * (read_entry_ev).
			 */
			if (read_entry_ev(r, (int)n + 1, &r->cmoves[n],
			    own) != 0) {
				rc = -1;
				break;
			}
			n++;
		}
		arena_reset(&r->scratch);
	}
	r->cn_scratch = 0;
	if (rc == 0) {
		cr->has_moves = 1;
		cr->moves_pos = nd->pos;
		cr->moves = r->cmoves;
		cr->nmoves = n;
	}
	return rc;
}

/*
 * The rest of a game mapping whose `game` key said clever: the current
 * event is that value.  Reads through the mapping's end.  Returns 0, or
 * -1 when the stream ends (a syntax error).
 */
int
rd_clever(struct reader *r)
{
	char		 b[READER_SHOW + 8];
	struct cnode	*val[CT__MAX], *key[CT__MAX], *k, *v;
	struct owned	 own = { NULL, 0, 0 };
	int		 i, players_read = 0;

	r->rec.clever = arena_alloc(&r->arena, sizeof(*r->rec.clever));
	memset(r->rec.clever, 0, sizeof(*r->rec.clever));
	for (i = 0; i < CT__MAX; i++)
		val[i] = key[i] = NULL;
	/* Keys read before game: clever that only Ingenious defines. */
	for (i = 0; i < T__MAX; i++)
		if ((r->seen >> i) & 1 && i != T_GAME && i != T_PLAYERS &&
		    !(i >= T_EVENT && i <= T_DESCRIPTION)) {
			rd_diag(r, D_BAD_VALUE, r->rec.pos, "game: clever must "
			    "come before the moves, sheets and claims of the "
			    "record");
			r->header_bad = 1;
			break;
		}
	for (;;) {
		if (rd_next(r) != 0)
			goto fail;
		if (r->ev.type == YAML_MAPPING_END_EVENT)
			break;
		if (cn_build(r, 2, &k) != 0 || rd_next(r) != 0)
			goto fail;
		for (i = 0; i < CT__MAX; i++)
			if (cn_eq(k, cleverkeys[i]))
				break;
		/*
		 * The moves are read as they come when the players are
		 * known by then (the usual order), else from the tree.
		 */
		if (i == CT_MOVES && val[i] == NULL &&
		    r->ev.type == YAML_SEQUENCE_START_EVENT &&
		    players_now(r, val, &players_read)) {
			if (stream_moves(r, &val[i], &own) != 0)
				goto fail;
			key[i] = k;
			continue;
		}
		if (cn_build(r, 2, &v) != 0)
			goto fail;
		if (i == CT_GAME) {
			rd_diag(r, D_DUPLICATE_KEY, k->pos, "key 'game' appears "
			    "twice in the game; the first is used");
			continue;
		}
		if (i == CT__MAX) {
			if (k->kind == CN_SCALAR)
				rd_diag(r, D_UNKNOWN_KEY, k->pos, "unknown key "
				    "'%s' in the game", rd_show(b, k->s, k->n));
			else
				rd_diag(r, D_BAD_VALUE, k->pos, "a key must be "
				    "a word, not %s", cn_kind_name(k));
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
	read_tree(r, val, key, players_read);
	return 0;
fail:
	owned_drop(r, &own);
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
