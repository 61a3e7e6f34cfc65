/*
 * The clever reader's tree and value readers (clever_read_int.h): the
 * rest of a game: clever mapping becomes a small tree of nodes in the
 * game's arena (so the reader's limits bound it), and these read its
 * numbers, keys, player names, mark tokens, dice and claims, reporting
 * each problem at its node.
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
cn_copy(char *dst, const char *src, size_t n)
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
static inline struct cnode *
cn_new(struct reader *r)
{
	struct cnode	*nd;
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
		cn_copy(text, EV_S(r), EV_N(r));
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
cn_build(struct reader *r, int depth, struct cnode **out)
{
	struct cnode	*nd, *k, **tail;
	yaml_event_type_t end;

	nd = *out = cn_new(r);
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
		if (r->ev.type == end)
			return 0;
		/* Scalars, the most of the nodes, without a call. */
		if (r->ev.type == YAML_SCALAR_EVENT)
			k = cn_new(r);
		else if (cn_build(r, depth + 1, &k) != 0)
			return -1;
		*tail = k;
		tail = &k->next;
		nd->nkids++;
	}
}

/* 1 if the node is a plain scalar meaning null: empty, ~ or null. */
int
cn_null(const struct cnode *nd)
{
	return nd->kind == CN_SCALAR && nd->plain &&
	    rd_null_word(nd->s, nd->n);
}

const char *
cn_kind_name(const struct cnode *nd)
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
cn_eq(const struct cnode *nd, const char *w)
{
	return nd->kind == CN_SCALAR && nd->s[0] == w[0] &&
	    strcmp(nd->s, w) == 0 && nd->n == strlen(w);
}

static int
cn_eq_icase(const struct cnode *nd, const char *w)
{
	size_t	 i;

	if (nd->kind != CN_SCALAR || (nd->s[0] | 0x20) != (w[0] | 0x20) ||
	    nd->n != strlen(w))
		return 0;
	for (i = 0; i < nd->n; i++)
		if ((nd->s[i] | 0x20) != (w[i] | 0x20))
			return 0;
	return 1;
}

/*
 * The whole number s[0..n) is, as cn_get_int reads it: 1 to 9 bytes, an
 * optional minus and digits ("-" alone is 0).  0 with *x, or -1.
 */
int
cn_parse_int(const char *s, size_t n, long *x)
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
cn_get_int(struct reader *r, const struct cnode *nd, const char *what, int lo,
    int hi, int *v)
{
	char		 b[READER_SHOW + 8];
	long		 x;

	if (nd->kind != CN_SCALAR) {
		rd_diag(r, D_BAD_VALUE, nd->pos, "%s must be a number %d-%d, "
		    "not %s", what, lo, hi, cn_kind_name(nd));
		return -1;
	}
	if (cn_parse_int(nd->s, nd->n, &x) != 0) {
		rd_diag(r, D_BAD_VALUE, nd->pos, "%s must be a number %d-%d, "
		    "not '%s'", what, lo, hi, rd_show(b, nd->s, nd->n));
		return -1;
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
cn_key_index(const struct cnode *k, const char *const *names, int n,
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
cn_map_keys(struct reader *r, const struct cnode *nd, const char *const *names,
    int nnames, int (*find)(const char *, size_t), unsigned seen,
    const char *where, struct cnode **val, struct cnode **key)
{
	char		 b[READER_SHOW + 8];
	struct cnode	*k, *v;
	int		 i;

	for (i = 0; i < nnames; i++)
		val[i] = NULL;
	if (nd->kind != CN_MAP)
		return -1;
	for (k = nd->kids; k != NULL && (v = k->next) != NULL; k = v->next) {
		i = cn_key_index(k, names, nnames, find);
		if (i == nnames) {
			if (k->kind == CN_SCALAR)
				rd_diag(r, D_UNKNOWN_KEY, k->pos, "unknown key "
				    "'%s' %s", rd_show(b, k->s, k->n), where);
			else
				rd_diag(r, D_BAD_VALUE, k->pos, "a key must "
				    "be a word, not %s", cn_kind_name(k));
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
cn_seat_find(const struct reader *r, const char *s, size_t n)
{
	int	 i;

	for (i = 0; i < r->rec.nplayers; i++)
		if (r->rec.players[i][0] == s[0] &&
		    strlen(r->rec.players[i]) == n &&
		    memcmp(r->rec.players[i], s, n) == 0)
			return i;
	return -1;
}

/* Seat of a name, or -1 after reporting unknown-player. */
int
cn_seat_of(struct reader *r, const struct cnode *nd)
{
	char	 b[READER_SHOW + 8];
	int	 i;

	if (nd->kind != CN_SCALAR) {
		rd_diag(r, D_BAD_VALUE, nd->pos, "a player must be a name, "
		    "not %s", cn_kind_name(nd));
		return -1;
	}
	if ((i = cn_seat_find(r, nd->s, nd->n)) >= 0)
		return i;
	rd_diag(r, D_UNKNOWN_PLAYER, nd->pos, "'%s' is not one of the players",
	    rd_show(b, nd->s, nd->n));
	return -1;
}

/* A mark token (2.4) from s[0..n); 0, or -1 if it names no mark. */
int
cn_parse_tok(const char *s, size_t n, struct clever_tok *t)
{
	int	 d, v = 0;
	size_t	 i;

	t->ok = 0;
	t->cell = -1;
	t->value = 0;
	if (n == 0 || (d = clever_die_parse((unsigned char)s[0])) <= 0)
		return -1;
	t->area = d - 1;
	switch (t->area) {
	case CA_Y:
		if (n == 1)
			break;
		if (n != 3)
			return -1;
		d = (s[1] | 0x20) - 'a';
		if (d < 0 || d > 3 || s[2] < '1' || s[2] > '4')
			return -1;
		t->cell = (s[2] - '1') * 4 + d;	/* a printed cross is
						   the replay's cell-occupied */
		break;
	case CA_B:
		if (n == 1)
			break;
		if (n > 3)
			return -1;
		for (i = 1; i < n; i++) {
			if (s[i] < '0' || s[i] > '9')
				return -1;
			v = v * 10 + (s[i] - '0');
		}
		if (v < 2 || v > 12)
			return -1;
		t->cell = v;
		break;
	case CA_G:
		if (n != 1)
			return -1;
		break;
	default:
		if (n == 1)
			break;
		if (n != 2 || s[1] < '1' || s[1] > '6')
			return -1;
		t->value = s[1] - '0';
		break;
	}
	t->ok = 1;
	return 0;
}

int
cn_tok_at(const char *s, size_t n, struct srcpos pos, struct clever_tok *t)
{
	memset(t, 0, sizeof(*t));
	t->pos = pos;
	t->cell = -1;
	return cn_parse_tok(s, n, t);
}

void
cn_read_tok(struct reader *r, const struct cnode *nd, struct clever_tok *t)
{
	char	 b[READER_SHOW + 8];

	if (nd->kind == CN_SCALAR && cn_tok_at(nd->s, nd->n, nd->pos, t) == 0)
		return;
	if (nd->kind != CN_SCALAR) {
		memset(t, 0, sizeof(*t));
		t->pos = nd->pos;
		t->cell = -1;
	}
	t->ok = 0;
	if (nd->kind == CN_SCALAR)
		rd_diag(r, D_BAD_CELL, nd->pos, "'%s' is not a cell of the "
		    "score sheet", rd_show(b, nd->s, nd->n));
	else
		rd_diag(r, D_BAD_CELL, nd->pos, "a mark must be a cell or "
		    "box like YA1, B7, G, O4, not %s", cn_kind_name(nd));
}

void
cn_bad_die(struct reader *r, struct srcpos pos, const char *s, size_t n)
{
	char	 b[READER_SHOW + 8];

	rd_diag(r, D_BAD_DIE, pos, "'%s' is not a die: a colour letter "
	    "W Y B G O P and a value 1-6, each die once", rd_show(b, s, n));
}

/* Dice text: "W2 Y3 ..."; 0, or -1 after reporting. */
int
cn_read_dice(struct reader *r, const struct cnode *nd, struct clever_entry *e)
{
	size_t		 i, j;

	struct srcpos	 p;

	memset(e->dice, 0, sizeof(e->dice));
	if (nd->kind != CN_SCALAR) {
		rd_diag(r, D_BAD_DIE, nd->pos, "dice must be a text like "
		    "'W2 Y3 B4', not %s", cn_kind_name(nd));
		return -1;
	}
	if (cn_dice_parse(nd->s, nd->n, nd->pos, nd->plain, e->dice, e->dpos,
	    &i, &j) == 0)
		return 0;
	p = nd->pos;
	if (nd->plain)
		p.col += (int)i;
	cn_bad_die(r, p, nd->s + i, j - i);
	return -1;
}

int
cn_dice_parse(const char *s, size_t n, struct srcpos pos, int plain,
    uint8_t *dice, struct srcpos *dpos, size_t *bad, size_t *end)
{
	size_t	 i = 0, j;
	int	 c;

	for (;;) {
		while (i < n && s[i] == ' ')
			i++;
		if (i == n)
			break;
		for (j = i; j < n && s[j] != ' '; j++)
			;
		struct srcpos p = pos;
		if (plain)
			p.col += (int)i;
		c = clever_die_parse((unsigned char)s[i]);
		if (j - i != 2 || c < 0 || s[i + 1] < '1' || s[i + 1] > '6' ||
		    dice[c] != 0) {
			*bad = i;
			*end = j;
			return -1;
		}
		dice[c] = (uint8_t)(s[i + 1] - '0');
		dpos[c] = p;
		i = j;
	}
	return 0;
}

/* A die of take, pick, extra: 0, or -1 (nothing reported). */
int
cn_die_parse(const char *s, size_t n, struct clever_dierec *d)
{
	memset(d, 0, sizeof(*d));
	if (n == 4 && (s[0] | 0x20) == 'n' && (s[1] | 0x20) == 'o' &&
	    (s[2] | 0x20) == 'n' && (s[3] | 0x20) == 'e') {
		d->ok = d->none = 1;
		return 0;
	}
	if ((n == 1 || n == 2) &&
	    (d->colour = clever_die_parse((unsigned char)s[0])) >= 0 &&
	    (n == 1 || (s[1] >= '1' && s[1] <= '6'))) {
		d->value = n == 2 ? s[1] - '0' : 0;
		d->ok = 1;
		return 0;
	}
	return -1;
}

void
cn_read_die(struct reader *r, const struct cnode *nd, struct clever_dierec *d)
{
	if (nd->kind == CN_SCALAR && cn_die_parse(nd->s, nd->n, d) == 0)
		return;
	if (nd->kind != CN_SCALAR)
		memset(d, 0, sizeof(*d));
	if (nd->kind == CN_SCALAR)
		cn_bad_die(r, nd->pos, nd->s, nd->n);
	else
		rd_diag(r, D_BAD_DIE, nd->pos, "a die must be a colour letter "
		    "with an optional value, not %s", cn_kind_name(nd));
}

static const char *const claimkeys[CK__MAX] = {
	"Y", "B", "G", "O", "P", "F", "foxes", "total"
};

/* The index of a claim key, or -1: a switch, for the hot path. */
int
claim_key(const char *s, size_t n)
{
	switch (n) {
	case 1:
		switch (s[0]) {
		case 'Y':
			return CA_Y;
		case 'B':
			return CA_B;
		case 'G':
			return CA_G;
		case 'O':
			return CA_O;
		case 'P':
			return CA_P;
		case 'F':
			return CK_F;
		}
		return -1;
	case 5:
		if (memcmp(s, "total", 5) == 0)
			return CK_TOTAL;
		return memcmp(s, "foxes", 5) == 0 ? CK_FOXES : -1;
	}
	return -1;
}

/* A score claim map; keys of claimkeys only (from lo to CK__MAX). */
void
cn_read_claim(struct reader *r, const struct cnode *nd, const char *what,
    struct clever_claim *c, int total_only)
{
	/* Copied from a zero claim: cheaper here than a memset. */
	static const struct clever_claim zero;
	int		 v;

	*c = zero;
	c->pos = nd->pos;
	if (total_only && nd->kind == CN_SCALAR) {
		if (cn_get_int(r, nd, what, 0, 9999, &v) == 0) {
			c->has = 1u << CK_TOTAL;
			c->v[CK_TOTAL] = v;
			c->vpos[CK_TOTAL] = nd->pos;
		}
		return;
	}
	if (nd->kind != CN_MAP) {
		rd_diag(r, D_BAD_VALUE, nd->pos, "%s must be a mapping of "
		    "scores, not %s", what, cn_kind_name(nd));
		return;
	}
	cn_read_claim_rest(r, nd, c);
}

void
cn_read_claim_rest(struct reader *r, const struct cnode *nd,
    struct clever_claim *c)
{
	struct cnode	*val[CK__MAX];
	int		 k, v;

	cn_map_keys(r, nd, claimkeys, CK__MAX, claim_key, c->has,
	    "in a score claim", val, NULL);
	for (k = 0; k < CK__MAX; k++)
		if (val[k] != NULL && cn_get_int(r, val[k], claimkeys[k], 0, 9999,
		    &v) == 0) {
			c->has |= (uint16_t)(1u << k);
			c->v[k] = v;
			c->vpos[k] = val[k]->pos;
		}
}

/* A bonus word (2.7), or CB_NONE. */
static enum clever_bonus
cn_bonus_word(const struct cnode *nd)
{
	int	 b;

	if (cn_eq_icase(nd, "plus1"))
		return CB_PLUS1;
	for (b = CB_REROLL; b < CB__MAX; b++)
		if (cn_eq_icase(nd, clever_bonus_words[b]))
			return (enum clever_bonus)b;
	return CB_NONE;
}

void
cn_read_bonus(struct reader *r, const struct cnode *nd, struct clever_entry *e)
{
	char			 b[READER_SHOW + 8];
	const struct cnode	*k;
	enum clever_bonus	 w;

	e->has_bonus = 1;
	e->bonus_pos = nd->pos;
	memset(e->bonus, 0, sizeof(e->bonus));
	for (k = nd->kind == CN_SEQ ? nd->kids : nd; k != NULL;
	    k = nd->kind == CN_SEQ ? k->next : NULL) {
		if ((w = cn_bonus_word(k)) == CB_NONE) {
			if (k->kind == CN_SCALAR)
				rd_diag(r, D_BAD_VALUE, k->pos, "'%s' is not a "
				    "bonus word", rd_show(b, k->s, k->n));
			else
				rd_diag(r, D_BAD_VALUE, k->pos, "a bonus must "
				    "be a word, not %s", cn_kind_name(k));
			e->has_bonus = 0;
			return;
		}
		e->bonus[w]++;
	}
}
