/*
 * The moves of a clever record read as their events come (genial-
 * clever(5)), when the players are known before them: entry by entry,
 * each entry's keys looked up as they come and its usual values read
 * straight from their events when they read clean, the rest built as
 * nodes in the reader's scratch arena, dropped after each entry.  What is
 * reported, and where the limit on a game's text stops, is as when the
 * moves are read from the game's tree (clever_read.c).
 */
#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "clever_read_int.h"

static void
owned_push(struct clever_owned *o, size_t a, size_t b)
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
owned_add(struct clever_owned *o, size_t a, size_t b)
{
	if (a != b)
		owned_push(o, a, b);
}

/* Take the diagnostics of o back, the others kept in order. */
void
clever_owned_drop(struct reader *r, struct clever_owned *o)
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
 * A claim mapping read as its events come, for read_entry_ev: the current
 * event is its start; ends on its end.  While its pairs are claim keys,
 * each once, with numbers clever_node_int takes, they go straight into *c,
 * with nothing to report and no nodes built (their nodes are counted
 * toward the limit as if built); from the first pair that is not, the
 * pairs are built into *out, a mapping node with them as kids (none if
 * all went into c), for clever_node_claim_rest: so what is read and reported
 * is what clever_node_claim would.  Returns 0, or -1 when the stream ends.
 */
static int
claim_ev(struct reader *r, struct clever_claim *c, struct clever_node **out)
{
	static const struct clever_claim zero;
	struct clever_node	*nd, *k, *v, **tail;
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
		if (r->ev.type == YAML_MAPPING_END_EVENT) {
			rd_close(r, &c->pos);
			nd->pos = c->pos;
			return 0;
		}
		if (!slow && r->ev.type == YAML_SCALAR_EVENT && !rd_dead(r) &&
		    (i = clever_claim_key(EV_S(r), EV_N(r))) >= 0 &&
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
			    clever_int_parse(EV_S(r), EV_N(r), &x) == 0 &&
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
		} else if (clever_node_build(r, 5, &k) != 0 || rd_next(r) != 0)
			return -1;
		slow = 1;
		if (clever_node_build(r, 5, &v) != 0)
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
value_ev(struct reader *r, int i, struct clever_entry_pre *pre)
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
		ok = clever_dice_parse(s, n, rd_pos(r),
		    r->ev.data.scalar.style == YAML_PLAIN_SCALAR_STYLE,
		    pre->dice, pre->dpos, &bad, &end) == 0;
		break;
	case EK_TAKE:
	case EK_PICK:
	case EK_EXTRA:
		ok = clever_dierec_parse(s, n, &pre->die) == 0;
		break;
	case EK_BLACK:
		ok = clever_mark_at(s, n, rd_pos(r), &pre->black) == 0;
		break;
	case EK_TO:
		ok = clever_mark_at(s, n, rd_pos(r), &pre->to) == 0;
		break;
	case EK_PLAYER:
		ok = (pre->seat = clever_seat_find(r, s, n)) >= 0;
		break;
	default:
		ok = 0;
		break;
	}
	if (!ok)
		return 0;
	arena_count(&r->arena, sizeof(struct clever_node) + n + 1);
	pre->ok |= 1u << i;
	return 1;
}

/*
 * Entry n (1-based) of the moves, read from its events: as clever_entry_read()
 * reads its node, with the same findings in the same order, but with
 * only the values' nodes built.  A key is looked up as it comes, its node
 * counted toward the game's limit as if built.  The findings go to own,
 * but for those rd_next makes.  The current event is the entry's first;
 * ends on its last.  Returns 0, or -1 when the stream ends.
 */
static int
read_entry_ev(struct reader *r, int n, struct clever_entry *e,
    struct clever_owned *own)
{
	static struct clever_node *const none[EK__MAX];
	struct clever_node	*val[EK__MAX], *k;
	struct clever_claim	 tc;
	struct clever_entry_pre	 pre;
	struct clever_node	 pn[EK__MAX];	/* where pre's values were */
	struct srcpos		 pos, keypos[EK__MAX], kp;
	size_t			 len, used;
	int			 i;

	if (r->ev.type != YAML_MAPPING_START_EVENT) {
		if (clever_node_build(r, 3, &k) != 0)
			return -1;
		r->move = n;
		len = r->d->len;
		clever_entry_read(r, k, e);
		owned_add(own, len, r->d->len);
		r->move = 0;
		return 0;
	}
	pos = rd_pos(r);
	arena_count(&r->arena, sizeof(struct clever_node));
	clever_entry_init(e, pos);
	memcpy(val, none, sizeof(val));	/* vector stores, not rep stos */
	pre.ok = 0;
	pre.total = NULL;
	for (;;) {
		if (rd_next(r) != 0)
			return -1;
		if (r->ev.type == YAML_MAPPING_END_EVENT) {
			rd_close(r, &pos);
			e->pos = pos;
			break;
		}
		kp = rd_pos(r);
		r->move = n;
		len = r->d->len;
		if (r->ev.type == YAML_SCALAR_EVENT && !rd_dead(r)) {
			arena_count(&r->arena, sizeof(struct clever_node) +
			    EV_N(r) + 1);
			if ((i = clever_entry_key(EV_S(r), EV_N(r))) < 0)
				rd_unknown_key(r, kp, EV_S(r), EV_N(r),
				    &clever_entry_keyset, "in move entry");
			else if (val[i] != NULL) {
				rd_diag(r, D_DUPLICATE_KEY, kp, "key '%s' appears "
				    "twice in move entry; the first is used",
				    clever_entry_keys[i]);
				i = -1;
			}
		} else {
			r->move = 0;
			if (clever_node_build(r, 4, &k) != 0)
				return -1;
			r->move = n;
			rd_diag(r, D_BAD_VALUE, kp, "a key must be a word, not "
			    "%s", clever_node_kind(k));
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
		} else if (clever_node_build(r, 4, &k) != 0)
			return -1;
		if (i >= 0) {
			val[i] = k;
			keypos[i] = kp;
		}
	}
	/* What the values allocate counts as in clever_moves_stream. */
	r->move = n;
	len = r->d->len;
	used = r->arena.used;
	clever_entry_values(r, pos, val, keypos, &pre, e);
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
 * Returns 0, or -1 when the stream ends, the whole entries read before
 * it in the record all the same and r->entry_open set if it ended one.
 */
int
clever_moves_stream(struct reader *r, struct clever_node **out,
    struct clever_owned *own)
{
	struct clever_record	*cr = r->rec.clever;
	struct clever_node	*nd, *k;
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
		if (r->ev.type == YAML_SEQUENCE_END_EVENT) {
			rd_close(r, &nd->pos);
			break;
		}
		if (n == RECORD_MAX_MOVES) {
			if (clever_node_build(r, 3, &k) != 0) {
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
				memuse_add(r->arena.mu, (r->cmovecap ?
				    r->cmovecap : 128) * sizeof(*r->cmoves));
				r->cmovecap = r->cmovecap ? 2 * r->cmovecap :
				    128;
				r->cmoves = xreallocarray(r->cmoves,
				    r->cmovecap, sizeof(*r->cmoves));
			}
			/*
			 * What reading the entry allocates counts toward the
			 * limit only when the whole mapping is read, as when
			 * the moves are read from the tree (tree_moves): the
			 * limit then stops the same games at the same event
			 * (read_entry_ev).
			 */
			r->entry_open = 1;
			r->entry_mark = r->d->len;
			r->entry_line = rd_pos(r).line;
			if (read_entry_ev(r, (int)n + 1, &r->cmoves[n],
			    own) != 0) {
				rc = -1;
				break;
			}
			r->entry_open = 0;
			r->done_line = rd_end_line(r);
			n++;
		}
		arena_reset(&r->scratch);
	}
	r->cn_scratch = 0;
	/* Cut by a syntax error: the whole entries before it are judged
	   (broken_game in reader.c). */
	cr->has_moves = 1;
	cr->moves_pos = nd->pos;
	cr->moves = r->cmoves;
	cr->nmoves = n;
	return rc;
}

