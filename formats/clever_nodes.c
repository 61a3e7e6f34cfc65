/*
 * The clever reader's tree (clever_read_int.h): what of a game: clever
 * mapping is not read as its events come becomes a small tree of nodes
 * in the game's arena (so the reader's limits bound it), and these read
 * its numbers, keys and player names, reporting each problem at its
 * node; the values of an entry are read in clever_values.c.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "clever_read_int.h"

/*
 * Copy n bytes from src to dst: short texts, the most of a record, by
 * two overlapping loads of a fixed size, each within both texts, rather
 * than a call to memcpy per scalar.
 */
static inline void
node_copy(char *dst, const char *src, size_t n)
{
	uint64_t	 a, b;
	uint32_t	 c, d;
	uint16_t	 e, f;

	if (n >= 8 && n <= 16) {
		memcpy(&a, src, 8);
		memcpy(&b, src + n - 8, 8);
		memcpy(dst, &a, 8);
		memcpy(dst + n - 8, &b, 8);
	} else if (n >= 4 && n < 8) {
		memcpy(&c, src, 4);
		memcpy(&d, src + n - 4, 4);
		memcpy(dst, &c, 4);
		memcpy(dst + n - 4, &d, 4);
	} else if (n >= 2 && n < 4) {
		memcpy(&e, src, 2);
		memcpy(&f, src + n - 2, 2);
		memcpy(dst, &e, 2);
		memcpy(dst + n - 2, &f, 2);
	} else if (n == 1)
		dst[0] = src[0];
	else if (n > 16)
		memcpy(dst, src, n);
}

/*
 * A new node for the current event, its text copied if it is a scalar;
 * kind CN_DEAD for a node rd_next refused.  Nodes built in the scratch
 * arena count toward the game's limit as if kept.
 */
static inline struct clever_node *
node_new(struct reader *r)
{
	struct clever_node	*nd;
	char		*text;
	size_t		 sz;
	int		 dead = rd_dead(r);

	/* A scalar's text follows its node in one allocation. */
	sz = sizeof(*nd) + (r->ev.type == YAML_SCALAR_EVENT && !dead ?
	    EV_N(r) + 1 : 0);
	if (r->cn_scratch) {
		nd = arena_alloc(&r->scratch, sz);
		arena_count(&r->arena, sz);
	} else
		nd = arena_alloc(&r->arena, sz);
	nd->pos = rd_pos(r);
	nd->s = NULL;
	nd->n = 0;
	nd->plain = 0;
	nd->kids = NULL;
	nd->next = NULL;
	nd->nkids = 0;
	if (dead)
		nd->kind = CN_DEAD;
	else if (r->ev.type == YAML_SCALAR_EVENT) {
		nd->kind = CN_SCALAR;
		text = (char *)(nd + 1);
		node_copy(text, EV_S(r), EV_N(r));
		text[EV_N(r)] = '\0';
		nd->s = text;
		nd->n = EV_N(r);
		nd->plain = r->ev.data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
	} else if (r->ev.type == YAML_MAPPING_START_EVENT)
		nd->kind = CN_MAP;
	else if (r->ev.type == YAML_SEQUENCE_START_EVENT)
		nd->kind = CN_SEQ;
	else
		nd->kind = CN_DEAD;
	return nd;
}

int
clever_node_build(struct reader *r, int depth, struct clever_node **out)
{
	struct clever_node	*nd, *k, **tail;
	yaml_event_type_t end;

	nd = *out = node_new(r);
	if (nd->kind != CN_MAP && nd->kind != CN_SEQ)
		return 0;
	if (depth >= CNODE_DEPTH) {
		nd->kind = CN_DEAD;
		return rd_skip(r, depth);
	}
	end = nd->kind == CN_MAP ? YAML_MAPPING_END_EVENT :
	    YAML_SEQUENCE_END_EVENT;
	tail = &nd->kids;
	for (;;) {
		if (rd_next(r) != 0)
			return -1;
		if (r->ev.type == end) {
			rd_close(r, &nd->pos);
			return 0;
		}
		/* Scalars, the most of the nodes, without a call. */
		if (r->ev.type == YAML_SCALAR_EVENT)
			k = node_new(r);
		else if (clever_node_build(r, depth + 1, &k) != 0)
			return -1;
		*tail = k;
		tail = &k->next;
		nd->nkids++;
	}
}

/* 1 if the node is a plain scalar meaning null: empty, ~ or null. */
int
clever_node_null(const struct clever_node *nd)
{
	return nd->kind == CN_SCALAR && nd->plain &&
	    rd_null_word(nd->s, nd->n);
}

const char *
clever_node_kind(const struct clever_node *nd)
{
	switch (nd->kind) {
	case CN_SCALAR:
		return "a text";
	case CN_MAP:
		return "a mapping";
	case CN_SEQ:
		return "a list";
	default:
		return "an unreadable node";
	}
}

/* 1 if the node is the scalar w (scalars are NUL-terminated copies). */
int
clever_node_eq(const struct clever_node *nd, const char *w)
{
	return nd->kind == CN_SCALAR && nd->s[0] == w[0] &&
	    strcmp(nd->s, w) == 0 && nd->n == strlen(w);
}

/*
 * The whole number s[0..n) is, as clever_node_int reads it: 1 to 9 bytes, an
 * optional minus and digits ("-" alone is 0).  0 with *x, or -1.
 */
int
clever_int_parse(const char *s, size_t n, long *x)
{
	size_t	 i;

	*x = 0;
	if (n == 0 || n > 9)
		return -1;
	for (i = s[0] == '-' ? 1 : 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return -1;
		*x = *x * 10 + (s[i] - '0');
	}
	if (s[0] == '-')
		*x = -*x;
	return 0;
}

/* A whole number in lo..hi; -1 after reporting. */
int
clever_node_int(struct reader *r, const struct clever_node *nd,
    const char *what, int lo, int hi, int *v)
{
	char		 b[READER_SHOW + 8], digits[8];
	long		 x;
	int		 m;

	if (nd->kind != CN_SCALAR) {
		rd_diag(r, D_BAD_VALUE, nd->pos, "%s must be a number %d-%d, "
		    "not %s", what, lo, hi, clever_node_kind(nd));
		return -1;
	}
	if (clever_int_parse(nd->s, nd->n, &x) != 0) {
		rd_diag(r, D_BAD_VALUE, nd->pos, "%s must be a number %d-%d, "
		    "not '%s'", what, lo, hi, rd_show(b, nd->s, nd->n));
		if (rd_full(r) || rd_lookalike_number(nd->s, nd->n, &m,
		    digits) != 0 || m < lo || m > hi)
			return -1;
		/* 1O read as 10: judged as meant. */
		rd_fix(r, digits, nd->pos, digits, RD_LOOKALIKE_WHY);
		x = m;
	}
	if (x < lo || x > hi) {
		rd_diag(r, D_BAD_VALUE, nd->pos, "%s must be a number %d-%d, "
		    "not %ld", what, lo, hi, x);
		return -1;
	}
	*v = (int)x;
	return 0;
}

/* Index of the scalar k in names[0..n) (find's answer, if given), or n. */
static int
key_index(const struct clever_node *k, const char *const *names, int n,
    int (*find)(const char *, size_t))
{
	int	 i;

	if (k->kind != CN_SCALAR)
		return n;
	if (find != NULL)
		return (i = find(k->s, k->n)) < 0 ? n : i;
	for (i = 0; i < n; i++)
		if (names[i][0] == k->s[0] && strcmp(names[i], k->s) == 0 &&
		    strlen(names[i]) == k->n)
			return i;
	return n;
}

/*
 * The keys of a mapping node against names[]: val[k] gets the value of
 * key k; unknown keys are reported (unknown-key), a key twice too
 * (duplicate-key, the first is used).  Returns 0, -1 if nd is not a map.
 */
int
clever_node_keys(struct reader *r, const struct clever_node *nd,
    const char *const *names, int nnames, int (*find)(const char *, size_t),
    unsigned seen, const char *where, struct clever_node **val,
    struct clever_node **key)
{
	struct clever_node	*k, *v;
	struct rd_keys		 keys;
	int		 i;

	for (i = 0; i < nnames; i++)
		val[i] = NULL;
	if (nd->kind != CN_MAP)
		return -1;
	for (k = nd->kids; k != NULL && (v = k->next) != NULL; k = v->next) {
		i = key_index(k, names, nnames, find);
		if (i == nnames) {
			if (k->kind == CN_SCALAR) {
				keys.words = NULL;
				keys.names = names;
				keys.n = nnames;
				rd_unknown_key(r, k->pos, k->s, k->n, &keys,
				    where);
			}
			else
				rd_diag(r, D_BAD_VALUE, k->pos, "a key must "
				    "be a word, not %s", clever_node_kind(k));
			continue;
		}
		if (val[i] != NULL || (seen >> i) & 1) {
			rd_diag(r, D_DUPLICATE_KEY, k->pos, "key '%s' appears "
			    "twice %s; the first is used", names[i], where);
			continue;
		}
		val[i] = v;
		if (key != NULL)
			key[i] = k;
	}
	return 0;
}

/* Seat of the name s[0..n), or -1: nothing reported. */
int
clever_seat_find(const struct reader *r, const char *s, size_t n)
{
	int	 i;

	for (i = 0; i < r->rec.nplayers; i++)
		if (r->rec.players[i][0] == s[0] &&
		    strlen(r->rec.players[i]) == n &&
		    memcmp(r->rec.players[i], s, n) == 0)
			return i;
	return -1;
}

/*
 * The name s[0..n) at pos, none of the players': unknown-player with the
 * player's name near it as the fix, if there is one (genial-clever(5)).
 */
void
clever_name_unknown(struct reader *r, const char *s, size_t n,
    struct srcpos pos)
{
	char	 b[READER_SHOW + 8];
	int	 i;

	rd_diag(r, D_UNKNOWN_PLAYER, pos, "'%s' is not one of the players",
	    rd_show(b, s, n));
	/* A name near one player's is the fix; the entry is not read as it. */
	if (!rd_full(r) && ((i = rd_near_list(r->rec.players,
	    r->rec.nplayers, s, n)) >= 0 || (i = rd_near_abbrev(
	    r->rec.players, r->rec.nplayers, s, n)) >= 0))
		rd_fix(r, r->rec.players[i], pos, r->rec.players_text[i],
		    NULL);
}

/*
 * The seat whose name the list misspelt as s[0..n) (r->was), with a
 * finding at pos (rd_misspelt_rest: what as there), its fix the
 * entries' name; or -1, nothing reported.
 */
static int
was_seat(struct reader *r, const char *s, size_t n, struct srcpos pos,
    const char *what)
{
	int	 i;

	for (i = 0; i < r->rec.nplayers; i++)
		if (r->was[i] != NULL && r->waslen[i] == n &&
		    memcmp(r->was[i], s, n) == 0) {
			rd_misspelt_rest(r, i, pos, what);
			return i;
		}
	return -1;
}

/*
 * Seat of a name, or -1 for a name that is no player's, reported
 * (clever_name_unknown).  A name the list misspelt, where the entries'
 * spelling was read into the list, is that player's, with a finding of
 * its own (was_seat), what naming where it is (NULL: the winner).
 */
int
clever_node_seat(struct reader *r, const struct clever_node *nd,
    const char *what)
{
	int	 i;

	if (nd->kind != CN_SCALAR) {
		rd_diag(r, D_BAD_VALUE, nd->pos, "a player must be a name, "
		    "not %s", clever_node_kind(nd));
		return -1;
	}
	if ((i = clever_seat_find(r, nd->s, nd->n)) >= 0 ||
	    (i = was_seat(r, nd->s, nd->n, nd->pos, what)) >= 0)
		return i;
	clever_name_unknown(r, nd->s, nd->n, nd->pos);
	return -1;
}

/*
 * The seat an entry's player names, or -1: a name that is none of the
 * list's is kept (rd_pend, PEND_CLEVER) and looked up once the moves
 * are read (clever_read.c), since only the whole game tells a slip of
 * one entry from a name the list misspelt.
 */
int
clever_entry_seat(struct reader *r, const struct clever_node *nd)
{
	int	 i;

	if (nd->kind != CN_SCALAR || r->move < 1 || !r->players_ok)
		return clever_node_seat(r, nd, "the entry");
	if ((i = clever_seat_find(r, nd->s, nd->n)) >= 0)
		return i;
	rd_pend(r, PEND_CLEVER, nd->s, nd->n, nd->pos)->move =
	    (size_t)r->move - 1;
	return -1;
}
