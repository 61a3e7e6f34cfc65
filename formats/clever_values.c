/*
 * The clever reader's readers of the values of an entry (clever_read_int.h):
 * mark tokens, dice, a die, claims and bonus words, each from its text
 * (the parse functions, which the entry read from events uses too) or
 * from its node, reporting a problem at the node.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "clever_read_int.h"

/* nd is the scalar w, ignoring the case of ASCII letters. */
static int
node_eq_icase(const struct clever_node *nd, const char *w)
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

/* A mark token (2.4) from s[0..n); 0, or -1 if it names no mark. */
int
clever_mark_parse(const char *s, size_t n, struct clever_tok *t)
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
clever_mark_at(const char *s, size_t n, struct srcpos pos, struct clever_tok *t)
{
	memset(t, 0, sizeof(*t));
	t->pos = pos;
	t->cell = -1;
	return clever_mark_parse(s, n, t);
}

void
clever_node_mark(struct reader *r, const struct clever_node *nd,
    struct clever_tok *t)
{
	char	 b[READER_SHOW + 8];

	if (nd->kind == CN_SCALAR &&
	    clever_mark_at(nd->s, nd->n, nd->pos, t) == 0)
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
		    "box like YA1, B7, G, O4, not %s", clever_node_kind(nd));
}

void
clever_bad_die(struct reader *r, struct srcpos pos, const char *s, size_t n)
{
	char	 b[READER_SHOW + 8];

	rd_diag(r, D_BAD_DIE, pos, "'%s' is not a die: a colour letter "
	    "W Y B G O P and a value 1-6, each die once", rd_show(b, s, n));
}

/* Dice text: "W2 Y3 ..."; 0, or -1 after reporting. */
int
clever_node_dice(struct reader *r, const struct clever_node *nd,
    struct clever_entry *e)
{
	size_t		 i, j;

	struct srcpos	 p;

	memset(e->dice, 0, sizeof(e->dice));
	if (nd->kind != CN_SCALAR) {
		rd_diag(r, D_BAD_DIE, nd->pos, "dice must be a text like "
		    "'W2 Y3 B4', not %s", clever_node_kind(nd));
		return -1;
	}
	if (clever_dice_parse(nd->s, nd->n, nd->pos, nd->plain, e->dice,
	    e->dpos, &i, &j) == 0)
		return 0;
	p = clever_word_pos(nd->pos, nd->plain, nd->n, i, j - i);
	clever_bad_die(r, p, nd->s + i, j - i);
	return -1;
}

struct srcpos
clever_word_pos(struct srcpos pos, int plain, size_t n, size_t at, size_t len)
{
	if (plain)
		pos.col += (int)at;
	if (!plain || pos.len != n) {
		pos.len = 0;
		return pos;
	}
	pos.off += at;
	pos.len = (uint32_t)len;
	return pos;
}

int
clever_dice_parse(const char *s, size_t n, struct srcpos pos, int plain,
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
		struct srcpos p = clever_word_pos(pos, plain, n, i, j - i);
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
clever_dierec_parse(const char *s, size_t n, struct clever_dierec *d)
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
clever_node_die(struct reader *r, const struct clever_node *nd,
    struct clever_dierec *d)
{
	if (nd->kind == CN_SCALAR && clever_dierec_parse(nd->s, nd->n, d) == 0)
		return;
	if (nd->kind != CN_SCALAR)
		memset(d, 0, sizeof(*d));
	if (nd->kind == CN_SCALAR)
		clever_bad_die(r, nd->pos, nd->s, nd->n);
	else
		rd_diag(r, D_BAD_DIE, nd->pos, "a die must be a colour letter "
		    "with an optional value, not %s", clever_node_kind(nd));
}


/* The index of a claim key, or -1: a switch, for the hot path. */
int
clever_claim_key(const char *s, size_t n)
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

/* A score claim map; keys of clever_claim_words only (from lo to CK__MAX). */
void
clever_node_claim(struct reader *r, const struct clever_node *nd,
    const char *what, struct clever_claim *c, int total_only)
{
	/* Copied from a zero claim: cheaper here than a memset. */
	static const struct clever_claim zero;
	int		 v;

	*c = zero;
	c->pos = nd->pos;
	if (total_only && nd->kind == CN_SCALAR) {
		if (clever_node_int(r, nd, what, 0, 9999, &v) == 0) {
			c->has = 1u << CK_TOTAL;
			c->v[CK_TOTAL] = v;
			c->vpos[CK_TOTAL] = nd->pos;
		}
		return;
	}
	if (nd->kind != CN_MAP) {
		rd_diag(r, D_BAD_VALUE, nd->pos, "%s must be a mapping of "
		    "scores, not %s", what, clever_node_kind(nd));
		return;
	}
	clever_node_claim_rest(r, nd, c);
}

void
clever_node_claim_rest(struct reader *r, const struct clever_node *nd,
    struct clever_claim *c)
{
	struct clever_node	*val[CK__MAX];
	int		 k, v;

	clever_node_keys(r, nd, clever_claim_words, CK__MAX, clever_claim_key,
	    c->has, "in a score claim", val, NULL);
	for (k = 0; k < CK__MAX; k++)
		if (val[k] != NULL && clever_node_int(r, val[k],
		    clever_claim_words[k], 0, 9999, &v) == 0) {
			c->has |= (uint16_t)(1u << k);
			c->v[k] = v;
			c->vpos[k] = val[k]->pos;
		}
}

/* A bonus word (2.7), or CB_NONE. */
static enum clever_bonus
bonus_word(const struct clever_node *nd)
{
	int	 b;

	if (node_eq_icase(nd, "plus1"))
		return CB_PLUS1;
	for (b = CB_REROLL; b < CB__MAX; b++)
		if (node_eq_icase(nd, clever_bonus_words[b]))
			return (enum clever_bonus)b;
	return CB_NONE;
}

void
clever_node_bonus(struct reader *r, const struct clever_node *nd,
    struct clever_entry *e)
{
	char			 b[READER_SHOW + 8];
	const struct clever_node	*k;
	enum clever_bonus	 w;

	e->has_bonus = 1;
	e->bonus_pos = nd->pos;
	memset(e->bonus, 0, sizeof(e->bonus));
	for (k = nd->kind == CN_SEQ ? nd->kids : nd; k != NULL;
	    k = nd->kind == CN_SEQ ? k->next : NULL) {
		if ((w = bonus_word(k)) == CB_NONE) {
			if (k->kind == CN_SCALAR)
				rd_diag(r, D_BAD_VALUE, k->pos, "'%s' is not a "
				    "bonus word", rd_show(b, k->s, k->n));
			else
				rd_diag(r, D_BAD_VALUE, k->pos, "a bonus must "
				    "be a word, not %s", clever_node_kind(k));
			e->has_bonus = 0;
			return;
		}
		e->bonus[w]++;
	}
}
