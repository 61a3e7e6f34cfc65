/*
 * One entry of a clever record's moves (genial-clever(5)): its keys, and
 * its values read into a struct clever_entry with every problem reported
 * at its node.  Shared by the two ways of reading the moves: from the
 * game's tree (clever_entry_read, clever_read.c) and as their events come
 * (clever_moves.c, which hands over the values it read already, struct
 * clever_entry_pre).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "clever_read_int.h"

const char *const clever_entry_keys[EK__MAX] = {
	"roll", "reroll", "take", "pick", "extra", "black", "player", "to",
	"then", "platter", "total", "bonus", "note"
};
const struct rd_keys clever_entry_keyset = {
	NULL, clever_entry_keys, EK__MAX
};

/* The index of an entry key, or -1: a switch, for the hot path. */
int
clever_entry_key(const char *s, size_t n)
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
void
clever_entry_init(struct clever_entry *e, struct srcpos pos)
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

/* 1 if pre holds the value of key k. */
static int
pre_has(const struct clever_entry_pre *pre, int k)
{
	return pre != NULL && (pre->ok >> k) & 1;
}

/* Key k of an entry does not belong to action a: reported, dropped. */
static void
not_belong(struct reader *r, struct clever_node **val,
    const struct srcpos *keypos, int k, int a)
{
	rd_diag(r, D_UNKNOWN_KEY, keypos[k], "key '%s' does not belong to %s",
	    clever_entry_keys[k], clever_entry_keys[a]);
	val[k] = NULL;
}

/*
 * The entry's action from val[] (exactly one of roll ... black, else
 * bad-move), the keys that do not belong to it reported and dropped from
 * val[].  Returns the action's index in clever_entry_keys, or -1.
 */
static int
entry_action(struct reader *r, struct srcpos pos, struct clever_node **val,
    const struct srcpos *keypos, struct clever_entry *e)
{
	int	 a, n = 0;

	for (a = EK_ROLL; a <= EK_BLACK; a++)
		if (val[a] != NULL)
			n++;
	if (n != 1) {
		rd_diag(r, D_BAD_MOVE, pos, "an entry needs exactly one of "
		    "roll, reroll, take, pick, extra or black");
		return -1;
	}
	for (a = EK_ROLL; val[a] == NULL; a++)
		;
	e->action = (enum clever_action)(CX_ROLL + a);
	e->action_pos = val[a]->pos;
	if (val[EK_TO] != NULL && (a == EK_ROLL || a == EK_REROLL ||
	    a == EK_BLACK))
		not_belong(r, val, keypos, EK_TO, a);
	if (val[EK_THEN] != NULL && (a == EK_ROLL || a == EK_REROLL))
		not_belong(r, val, keypos, EK_THEN, a);
	if (val[EK_BONUS] != NULL && (a == EK_ROLL || a == EK_REROLL))
		not_belong(r, val, keypos, EK_BONUS, a);
	if (val[EK_PLATTER] != NULL && a != EK_ROLL)
		not_belong(r, val, keypos, EK_PLATTER, a);
	return a;
}

/* The value of action a (its index in clever_entry_keys) from val[a], or
   from pre when read already. */
static void
entry_action_value(struct reader *r, int a, struct clever_node **val,
    const struct clever_entry_pre *pre, struct clever_entry *e)
{
	switch (e->action) {
	case CX_ROLL:
	case CX_REROLL:
		if (pre_has(pre, a)) {
			memcpy(e->dice, pre->dice, sizeof(e->dice));
			memcpy(e->dpos, pre->dpos, sizeof(e->dpos));
			e->dice_ok = 1;
		} else
			e->dice_ok = clever_node_dice(r, val[a], e) == 0;
		break;
	case CX_TAKE:
	case CX_PICK:
	case CX_EXTRA:
		if (pre_has(pre, a))
			e->die = pre->die;
		else
			clever_node_die(r, val[a], &e->die);
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
			clever_node_mark(r, val[a], &e->black);
		break;
	default:
		break;
	}
}

/* The then list: one mark or a list of them, at most CLEVER_MAX_LIST. */
static void
entry_then(struct reader *r, struct clever_node *k, struct clever_entry *e)
{
	int	 n, i;

	n = k->kind == CN_SEQ ? k->nkids : 1;
	if (n > CLEVER_MAX_LIST) {
		rd_diag(r, D_LIMIT, k->pos, "then holds more than %d marks",
		    CLEVER_MAX_LIST);
		n = CLEVER_MAX_LIST;
	}
	e->then = arena_alloc(&r->arena, sizeof(*e->then) * (size_t)(n > 0 ?
	    n : 1));
	e->nthen = n;
	if (k->kind != CN_SEQ)
		clever_node_mark(r, k, &e->then[0]);
	else
		for (i = 0, k = k->kids; i < n; i++, k = k->next)
			clever_node_mark(r, k, &e->then[i]);
}

/* The platter of a solo passive roll: three dice letters. */
static void
entry_platter(struct reader *r, struct clever_node *k, struct clever_entry *e)
{
	int	 c;

	e->platter_pos = k->pos;
	e->nplatter = 0;
	if (k->kind != CN_SEQ || k->nkids != 3) {
		rd_diag(r, D_BAD_VALUE, k->pos, "platter must be a list of "
		    "three dice letters");
		e->nplatter = -1;
		return;
	}
	for (k = k->kids; k != NULL; k = k->next) {
		c = k->kind == CN_SCALAR && k->n == 1 ?
		    clever_die_parse((unsigned char)k->s[0]) : -1;
		if (c < 0) {
			clever_bad_die(r, k->pos, k->kind == CN_SCALAR ? k->s :
			    "", k->kind == CN_SCALAR ? k->n : 0);
			e->nplatter = -1;
			return;
		}
		e->platter[e->nplatter++] = (uint8_t)c;
	}
}

/* The note: text, copied to the game's arena when read from scratch. */
static void
entry_note(struct reader *r, struct clever_node *k, struct clever_entry *e)
{
	size_t	 used;

	if (k->kind == CN_SCALAR && r->cn_scratch) {
		/* Its node was counted toward the limit: not again. */
		used = r->arena.used;
		e->note = arena_strndup(&r->arena, k->s, k->n);
		r->arena.used = used;
	} else if (k->kind == CN_SCALAR)
		e->note = k->s;
	else
		rd_diag(r, D_BAD_VALUE, k->pos, "note must be text, not %s",
		    clever_node_kind(k));
}

/*
 * The entry at pos from the values of its keys, val[k] (NULL if key k is
 * not there) and the positions of those keys, keypos[k]; pre, if not
 * NULL, holds some of the values read already.
 */
void
clever_entry_values(struct reader *r, struct srcpos pos,
    struct clever_node **val, const struct srcpos *keypos,
    const struct clever_entry_pre *pre, struct clever_entry *e)
{
	int	 a;

	if ((a = entry_action(r, pos, val, keypos, e)) < 0)
		return;
	entry_action_value(r, a, val, pre, e);
	if (val[EK_PLAYER] != NULL) {
		e->player_pos = val[EK_PLAYER]->pos;
		e->player = pre_has(pre, EK_PLAYER) ? pre->seat :
		    clever_entry_seat(r, val[EK_PLAYER]);
	}
	if (val[EK_TO] != NULL) {
		e->has_to = 1;
		if (pre_has(pre, EK_TO))
			e->to = pre->to;
		else
			clever_node_mark(r, val[EK_TO], &e->to);
	}
	if (val[EK_THEN] != NULL)
		entry_then(r, val[EK_THEN], e);
	if (val[EK_PLATTER] != NULL)
		entry_platter(r, val[EK_PLATTER], e);
	if (val[EK_TOTAL] != NULL && pre != NULL && pre->total != NULL) {
		e->total = *pre->total;
		if (val[EK_TOTAL]->nkids > 0)
			clever_node_claim_rest(r, val[EK_TOTAL], &e->total);
	} else if (val[EK_TOTAL] != NULL)
		clever_node_claim(r, val[EK_TOTAL], "total", &e->total, 0);
	if (val[EK_BONUS] != NULL)
		clever_node_bonus(r, val[EK_BONUS], e);
	if (val[EK_NOTE] != NULL)
		entry_note(r, val[EK_NOTE], e);
}

/* The entry whose node is nd. */
void
clever_entry_read(struct reader *r, const struct clever_node *nd,
    struct clever_entry *e)
{
	struct clever_node	*val[EK__MAX], *key[EK__MAX];
	struct srcpos		 keypos[EK__MAX];
	int			 i;

	clever_entry_init(e, nd->pos);
	if (clever_node_keys(r, nd, clever_entry_keys, EK__MAX,
	    clever_entry_key, 0, "in move entry", val, key) != 0) {
		rd_diag(r, D_BAD_MOVE, nd->pos, "an entry needs exactly one of "
		    "roll, reroll, take, pick, extra or black");
		return;
	}
	for (i = 0; i < EK__MAX; i++)
		if (val[i] != NULL)
			keypos[i] = key[i]->pos;
	clever_entry_values(r, nd->pos, val, keypos, NULL, e);
}

