/*
 * The record reader's value shapes shared by moves and the header: tile
 * lists (swap, draw, a rack), a tile word that is not two colour letters,
 * claims (colour letter -> number: score,
 * total, a result), and a move's Ingenious! call.
 */
#include <string.h>

#include "reader_int.h"

/*
 * A list of tiles: swap, draw, a rack.  *ok is 1 if the value was a list
 * of good tiles (within RECORD_MAX_TILES); the good ones are kept anyway.
 */
int
rd_tiles(struct reader *r, int depth, const struct rd_what *what,
    struct tilelist *tl, int *ok)
{
	char		 wb[READER_WHAT];
	struct tile	 v[RECORD_MAX_TILES];
	int		 n = 0, over = 0;

	memset(tl, 0, sizeof(*tl));
	tl->pos = rd_pos(r);
	*ok = 0;
	if (r->ev.type != YAML_SEQUENCE_START_EVENT &&
	    rd_tiles_bare(r, what, tl) == 0) {
		*ok = 1;
		return 0;
	}
	if (r->ev.type != YAML_SEQUENCE_START_EVENT) {
		rd_diag(r, D_BAD_VALUE, tl->pos, "%s must be a list of tiles, "
		    "not %s", rd_what_text(wb, what), rd_kind(&r->ev));
		return rd_skip(r, depth);
	}
	*ok = 1;
	for (;;) {
		if (rd_next(r) != 0)
			return -1;
		if (r->ev.type == YAML_SEQUENCE_END_EVENT) {
			rd_close(r, &tl->pos);
			break;
		}
		if (rd_dead(r)) {
			*ok = 0;
			continue;
		}
		if (n == RECORD_MAX_TILES && !over) {
			rd_diag(r, D_LIMIT, rd_pos(r), "%s lists more than "
			    "%d tiles; the rest are ignored",
			    rd_what_text(wb, what), RECORD_MAX_TILES);
			over = 1;
			*ok = 0;
		}
		if (over) {
			if (rd_skip(r, depth + 1) != 0)
				return -1;
			continue;
		}
		if (!is_scalar(r)) {
			rd_diag(r, D_BAD_TILE, rd_pos(r), "a tile must be "
			    "two colour letters, not %s", rd_kind(&r->ev));
			*ok = 0;
			if (rd_skip(r, depth + 1) != 0)
				return -1;
			continue;
		}
		if (tile_parse(EV_S(r), EV_N(r), &v[n]) != 0) {
			rd_bad_tile(r, rd_pos(r), EV_S(r), EV_N(r), &v[n]);
			*ok = 0;
			continue;
		}
		n++;
	}
	if (n > 0) {
		tl->v = arena_alloc(&r->arena, (size_t)n * sizeof(*tl->v));
		memcpy(tl->v, v, (size_t)n * sizeof(*tl->v));
	}
	tl->n = n;
	return 0;
}

/*
 * What tile word s[0..n), not two colour letters ("YBB", "Y", "YBX"),
 * still says of the tile meant (genial(1) FAULTY RECORDS): the colours
 * whose letters it has, into m->tile_letters, and its first two of them
 * in the order written, into m->tile_lead.
 */
void
rd_tile_letters(struct rec_move *m, const char *s, size_t n)
{
	size_t	 i;
	int	 c, k = 0;

	m->tile_letters = 0;
	for (i = 0; i < n; i++) {
		if ((c = colour_parse((unsigned char)s[i])) == NO_COLOUR ||
		    ((m->tile_letters >> c) & 1))
			continue;
		m->tile_letters |= (uint8_t)(1u << c);
		if (k == 0)
			m->tile_lead.a = (uint8_t)c;
		else if (k == 1)
			m->tile_lead.b = (uint8_t)c;
		k++;
	}
}

/*
 * Report s[0..n), which is not two colour letters, as a bad tile at pos,
 * with the nearest tile if one is near (did you mean): then 1, with it
 * in *near and as the fix.  Else 0.
 */
int
rd_bad_tile(struct reader *r, struct srcpos pos, const char *s, size_t n,
    struct tile *near)
{
	char		 b[READER_SHOW + 8], tb[3];

	rd_diag(r, D_BAD_TILE, pos, "tile '%s' is not two colour letters",
	    rd_show(b, s, n));
	if (rd_full(r) || rd_near_tile(s, n, near) != 0)
		return 0;
	rd_fix(r, tile_name(*near, tb), pos, tb, NULL);
	return 1;
}

/*
 * The colour s[0..n) names or nearly names ('red', 'purpel'), for a key
 * of a claim or a bonus that is not a colour letter, or NO_COLOUR.
 */
int
rd_near_colour_of(const struct reader *r, const char *s, size_t n)
{
	return rd_full(r) ? NO_COLOUR : rd_near_colour(s, n);
}

/*
 * The fix for colour c (if not NO_COLOUR) written at pos, on the
 * diagnostic rd_diag just added: its letter, the colour named in why.
 */
void
rd_colour_fix(struct reader *r, int c, struct srcpos pos)
{
	char	 l[2], why[32];

	if (c == NO_COLOUR)
		return;
	l[0] = colour_letter(c);
	l[1] = '\0';
	snprintf(why, sizeof(why), "It is the letter of %s", colour_name(c));
	rd_fix(r, l, pos, l, why);
}

/* A whole number of at most five digits, with a sign; -1 if not one. */
static int
parse_number(const char *s, size_t n, int *out)
{
	size_t	 i = 0;
	long	 v = 0;
	int	 neg = 0;

	if (n > 0 && (s[0] == '-' || s[0] == '+'))
		neg = s[i++] == '-';
	if (i == n)
		return -1;
	for (; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return -1;
		if ((v = v * 10 + (s[i] - '0')) > INT16_MAX)
			return -1;
	}
	*out = neg ? (int)-v : (int)v;
	return 0;
}

int
rd_number(const char *s, size_t n, int *out)
{
	return parse_number(s, n, out);
}

int
rd_lookalike_number(const char *s, size_t n, int *out, char buf[8])
{
	size_t	 i;
	int	 letters = 0;

	if (n == 0 || n > 5)
		return -1;
	for (i = 0; i < n; i++) {
		switch (s[i]) {
		case 'O':
		case 'o':
			buf[i] = '0';
			letters++;
			break;
		case 'l':
		case 'I':
			buf[i] = '1';
			letters++;
			break;
		default:
			if (s[i] < '0' || s[i] > '9')
				return -1;
			buf[i] = s[i];
		}
	}
	buf[n] = '\0';
	if (letters == 0)
		return -1;
	return parse_number(buf, n, out);
}

/*
 * A key of a claim that is neither a colour nor near one, held until the
 * claim's end: a number written beside the colours that is their sum
 * ({R: 9, O: 12, total: 21}) is that, and its removal the fix
 * (genial-record(5) "Result and winner").
 */
struct sum_key {
	char		 show[READER_SHOW + 8];	/* the key, as quoted */
	struct srcpos	 key;		/* line 0: none held */
	struct srcpos	 val;		/* its value, if a number */
	struct srcpos	 before;	/* the value before the key, or line 0 */
	struct srcpos	 next;		/* the key after it, or line 0 */
	int		 v;		/* the number */
	int		 state;		/* 0: none held; 1: its value to come;
					   2: a number;
					   3: something else */
	struct rd_words	 words;		/* its colours written as words */
};

/* The removal of held key k and its value, with the separator. */
static struct srcpos
sum_span(const struct sum_key *k)
{
	struct srcpos	 at = { 0, 0, 0, 0 };
	uint64_t	 end;

	/* Nodes whose bytes are not known (len 0) give no span. */
	if (k->val.len == 0 || k->key.len == 0)
		return at;
	end = k->val.off + k->val.len;
	if (k->before.line > 0 && k->before.len > 0 &&
	    end > k->before.off + k->before.len &&
	    end - k->before.off - k->before.len <= UINT32_MAX) {
		at = k->before;
		at.col += (int)at.len;
		at.off += at.len;
		at.len = (uint32_t)(end - at.off);
	} else if (k->next.line > 0 && k->next.len > 0 &&
	    k->next.off > k->key.off &&
	    k->next.off - k->key.off <= UINT32_MAX) {
		at = k->key;
		at.len = (uint32_t)(k->next.off - k->key.off);
	}
	return at;
}

/* Report key show (at) of claim what as not a colour letter. */
static void
not_colour_diag(struct reader *r, struct srcpos at, const char *show,
    const struct rd_what *what)
{
	char	 wb[READER_WHAT];

	rd_diag(r, D_BAD_VALUE, at, "'%s' in %s is not a colour letter (R, O, "
	    "Y, G, B or P)", show, rd_what_text(wb, what));
}

/*
 * The held key k of claim cl, at the claim's end: a number that is the
 * sum of two or more colours written beside it, none malformed, is
 * reported as that, its fix taking it away with its separator (the rest
 * of the claim byte for byte); any other key as not a colour.
 */
static void
sum_judge(struct reader *r, const struct rd_what *what,
    const struct claim *cl, const struct sum_key *k)
{
	char		 wb[READER_WHAT], map[96];
	int		 c, sum = 0, n = 0, v[COLOURS];

	if (k->key.line == 0)
		return;
	for (c = 0; c < COLOURS; c++) {
		v[c] = cl->v[c];
		if ((cl->has >> c) & 1) {
			sum += v[c];
			n++;
		}
	}
	if (k->state != 2 || n < 2 || cl->bad != 0 || sum != k->v ||
	    sum == 0) {
		not_colour_diag(r, k->key, k->show, what);
		return;
	}
	rd_diag(r, D_BAD_VALUE, k->key, "'%s' in %s is not a colour letter: "
	    "%d is the sum of its numbers, written beside them", k->show,
	    rd_what_text(wb, what), k->v);
	rd_fix(r, record_claim_text(cl->has, v, map, sizeof(map)),
	    sum_span(k), "", "The number is the sum of the others");
}

static int	claim_map(struct reader *, int, const struct rd_what *,
		    struct claim *, int, struct sum_key *);

/*
 * A key of claim cl (the current event) that is not a colour letter: a
 * colour near it is reported and read as that colour, once (returned);
 * the first other key is held in k for the claim's end (sum_judge), last
 * being the value before it; any further one is reported.  NO_COLOUR
 * where no colour is read.
 */
static int
not_colour(struct reader *r, const struct rd_what *what,
    const struct claim *cl, struct sum_key *k, struct srcpos last)
{
	char	 b[READER_SHOW + 8];
	int	 near = rd_near_colour_of(r, EV_S(r), EV_N(r));

	if (near == NO_COLOUR && k->key.line == 0 && !rd_full(r)) {
		rd_show(k->show, EV_S(r), EV_N(r));
		k->key = rd_pos(r);
		k->before = last;
		k->next.line = 0;
		k->state = 1;
		return NO_COLOUR;
	}
	if (near != NO_COLOUR && rd_colour_words(r, what, &k->words, near))
		return !((cl->has >> near) & 1) ? near : NO_COLOUR;
	not_colour_diag(r, rd_pos(r), rd_show(b, EV_S(r), EV_N(r)), what);
	rd_colour_fix(r, near, rd_pos(r));
	if (near != NO_COLOUR)
		rd_colour_words_first(r, &k->words, near);
	return near != NO_COLOUR && !((cl->has >> near) & 1) ? near :
	    NO_COLOUR;
}

/*
 * A claim: colour letter -> number.  what names it in messages ("score",
 * "Anna's result").  Negative numbers are kept when negok (the duel's
 * track; reader.c refuses them for other variants).  A malformed value
 * is reported and marked in cl->bad, so that the replay does not judge
 * it (genial-rules(7) "5 Scoring").  A key that is not a colour is
 * judged at the end (sum_judge).  With u, a value that is not a map
 * (nor null) is read into u as an unreadable claim, not reported, and
 * cl marked CLAIM_UNREAD with the value's span.
 */
int
rd_claim(struct reader *r, int depth, const struct rd_what *what,
    struct claim *cl, int negok, struct rec_unread *u)
{
	struct sum_key	 k;
	int		 rc;

	if (u != NULL && r->ev.type != YAML_MAPPING_START_EVENT &&
	    !(is_scalar(r) && rd_is_null(&r->ev))) {
		/* Written, in another form: kept, for the replay. */
		memset(cl, 0, sizeof(*cl));
		rc = rd_unread_read(r, depth, u);
		cl->pos = u->pos;
		cl->bad = CLAIM_UNREAD;
		return rc;
	}
	memset(&k, 0, sizeof(k));
	rc = claim_map(r, depth, what, cl, negok, &k);
	sum_judge(r, what, cl, &k);
	return rc;
}

/* rd_claim's reading, a key that is not a colour held in k. */
static int
claim_map(struct reader *r, int depth, const struct rd_what *what,
    struct claim *cl, int negok, struct sum_key *k)
{
	char		 b[READER_SHOW + 8], wb[READER_WHAT], digits[8];
	int		 c, v;
	size_t		 vat;
	struct srcpos	 last = { 0, 0, 0, 0 };

	memset(cl, 0, sizeof(*cl));
	cl->pos = rd_pos(r);
	if (r->ev.type != YAML_MAPPING_START_EVENT) {
		rd_diag(r, D_BAD_VALUE, cl->pos, "%s must map colour letters "
		    "to numbers, like {R: 3, G: 0}, not %s",
		    rd_what_text(wb, what), rd_kind(&r->ev));
		return rd_skip(r, depth);
	}
	for (;;) {
		if (rd_next(r) != 0)
			return -1;
		if (r->ev.type == YAML_MAPPING_END_EVENT) {
			rd_close(r, &cl->pos);
			return 0;
		}
		if (k->key.line > 0 && k->next.line == 0 && k->state != 1)
			k->next = rd_pos(r);
		c = NO_COLOUR;
		if (is_scalar(r)) {
			if (!rd_dead(r) && (c = rd_colour_word(EV_S(r),
			    EV_N(r))) == NO_COLOUR && EV_N(r) > 2 &&
			    rd_colon_at(EV_S(r), EV_N(r), &vat) == 1 &&
			    (c = rd_colour_word(EV_S(r), 1)) != NO_COLOUR &&
			    !((cl->has >> c) & 1) && rd_colon_key(r, c, 1, vat) >=
			    0) {
				/* R:3, read as R: 3 */
			} else if (!rd_dead(r) && (c = rd_colour_word(EV_S(r),
			    EV_N(r))) == NO_COLOUR) {
				c = not_colour(r, what, cl, k, last);
			} else if (c != NO_COLOUR && (cl->has >> c) & 1) {
				rd_diag(r, D_DUPLICATE_KEY, rd_pos(r),
				    "colour %c appears twice in %s",
				    colour_letter(c), rd_what_text(wb, what));
				c = NO_COLOUR;
			}
		} else {
			if (r->ev.type != YAML_ALIAS_EVENT)
				rd_diag(r, D_BAD_VALUE, rd_pos(r), "a key in "
				    "%s must be a colour letter, not %s",
				    rd_what_text(wb, what), rd_kind(&r->ev));
			if (rd_skip(r, depth + 1) != 0)
				return -1;
		}
		if (rd_next(r) != 0)
			return -1;
		if (r->colon.pending)
			rd_colon_take(r);
		if (k->state == 1) {
			k->state = is_scalar(r) && parse_number(EV_S(r),
			    EV_N(r), &k->v) == 0 ? 2 : 3;
			k->val = rd_pos(r);
		}
		if (c == NO_COLOUR || rd_dead(r)) {
			if (rd_skip(r, depth + 1) != 0)
				return -1;
			continue;
		}
		if (!is_scalar(r)) {
			rd_diag(r, D_BAD_VALUE, rd_pos(r), "%s for %s must "
			    "be a number, not %s", rd_what_text(wb, what),
			    colour_name(c), rd_kind(&r->ev));
			cl->bad |= (uint8_t)(1u << c);
			if (rd_skip(r, depth + 1) != 0)
				return -1;
			continue;
		}
		if (parse_number(EV_S(r), EV_N(r), &v) != 0 ||
		    (v < 0 && !negok)) {
			rd_diag(r, D_BAD_VALUE, rd_pos(r), "%s for %s must "
			    "be a whole number from 0 to %d, not '%s'",
			    rd_what_text(wb, what), colour_name(c), INT16_MAX,
			    rd_show(b, EV_S(r), EV_N(r)));
			if (!rd_full(r) && rd_nothing_mark(EV_S(r), EV_N(r))) {
				/* {Y: 5, B: -}: the paper's zero. */
				v = 0;
				rd_fix(r, "0", rd_pos(r), "0",
				    RD_NOTHING_WHY);
			} else if (rd_full(r) || rd_lookalike_number(EV_S(r),
			    EV_N(r), &v, digits) != 0) {
				cl->bad |= (uint8_t)(1u << c);
				continue;
			} else {
				/* 1O read as 10: judged as meant. */
				rd_fix(r, digits, rd_pos(r), digits,
				    RD_LOOKALIKE_WHY);
			}
		}
		cl->has |= (uint8_t)(1u << c);
		cl->v[c] = (int16_t)v;
		if (v < 0)
			r->negatives = 1;
		if (cl->vpos == NULL) {
			cl->vpos = arena_alloc(&r->arena, COLOURS *
			    sizeof(*cl->vpos));
			memset(cl->vpos, 0, COLOURS * sizeof(*cl->vpos));
		}
		cl->vpos[c] = last = rd_pos(r);
	}
}

/*
 * The call of entry m, written but not as colour letters (u, read; or
 * with read, read here from the current event): kept as an unreadable
 * claim (reader_unread.c), the entry marked.  Returns 0, or -1 when the
 * stream ends.
 */
static int
keep_call(struct reader *r, int depth, struct rec_move *m,
    struct rec_unread *u, int read)
{
	if (read && rd_unread_read(r, depth, u) != 0)
		return -1;
	u->pos = m->bonus_pos;
	rd_unread_keep(r, u, (size_t)(m - r->moves), UK_BONUS);
	m->bonus_unread = 1;
	m->has_bonus = 0;
	m->bonus = 0;
	memset(m->bonus_n, 0, sizeof(m->bonus_n));
	return 0;
}

/*
 * bonus: a colour letter or a list of them; a colour listed twice is two
 * calls (the team game's 18 and 36 reached at once).  A word near a
 * colour is read as that colour, reported with its fix; a value that
 * says no colour (a number, another word, a map, a list with such an
 * item) is an unreadable call (keep_call).
 */
int
rd_bonus(struct reader *r, int depth, struct rec_move *m)
{
	char		 b[READER_SHOW + 8];
	struct rec_unread u;
	unsigned	 bits = 0;
	int		 dead = 0, unread = 0, other = 0, c = NO_COLOUR;
	int		 near, v;

	memset(&u, 0, sizeof(u));
	m->bonus_pos = rd_pos(r);
	if (is_scalar(r)) {
		if (!rd_is_null(&r->ev) &&
		    (c = rd_colour_word(EV_S(r), EV_N(r))) == NO_COLOUR) {
			near = rd_near_colour_of(r, EV_S(r), EV_N(r));
			if (near == NO_COLOUR)
				return keep_call(r, depth, m, &u, 1);
			rd_diag(r, D_BAD_VALUE, m->bonus_pos, "bonus must be a "
			    "colour letter or a list of them, not '%s'",
			    rd_show(b, EV_S(r), EV_N(r)));
			rd_colour_fix(r, near, m->bonus_pos);
			c = near;	/* read as the colour meant */
		}
		if (c != NO_COLOUR) {
			bits = 1u << c;
			m->bonus_n[c] = 1;
		}
	} else if (r->ev.type == YAML_SEQUENCE_START_EVENT) {
		for (;;) {
			if (rd_next(r) != 0)
				return -1;
			if (r->ev.type == YAML_SEQUENCE_END_EVENT) {
				rd_close(r, &m->bonus_pos);
				break;
			}
			if (rd_dead(r)) {
				dead = 1;
				continue;
			}
			if (is_scalar(r) && rd_number(EV_S(r), EV_N(r),
			    &v) == 0) {
				if (u.n < COLOURS)
					u.num[u.n++] = (int16_t)v;
				unread = 1;
				continue;
			}
			near = NO_COLOUR;
			if (!is_scalar(r) || (c = rd_colour_word(EV_S(r),
			    EV_N(r))) == NO_COLOUR) {
				if (is_scalar(r))
					near = rd_near_colour_of(r, EV_S(r),
					    EV_N(r));
				if (near == NO_COLOUR) {
					unread = other = 1;
					if (rd_skip(r, depth + 1) != 0)
						return -1;
					continue;
				}
				rd_diag(r, D_BAD_VALUE, rd_pos(r), "bonus '%s' "
				    "is not a colour letter", rd_show(b,
				    EV_S(r), EV_N(r)));
				rd_colour_fix(r, near, rd_pos(r));
				c = near;	/* read as the colour meant */
			}
			other = 1;
			bits |= 1u << c;
			if (m->bonus_n[c] < UINT8_MAX)
				m->bonus_n[c]++;
		}
	} else {
		u.form = UF_MAP;
		return keep_call(r, depth, m, &u, 1);
	}
	if (unread && !dead) {
		u.form = other ? UF_LIST : UF_NUMBERS;
		return keep_call(r, depth, m, &u, 0);
	}
	if (!dead) {
		m->has_bonus = 1;
		m->bonus = (uint8_t)bits;
	} else
		memset(m->bonus_n, 0, sizeof(m->bonus_n));
	return 0;
}
