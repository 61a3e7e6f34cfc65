/*
 * The replay of a full Ganz schön clever record: the turn machine (rolls,
 * rerolls, takes, the silver platter, picks, +1 actions, the black bonus),
 * judging each mark and its bonus chain, and the claims on entries.  The
 * procedure and its order of checks are genial-clever(5), REFEREE.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clever_replay.h"
#include "record.h"
#include "util.h"

enum phase { PH_BETWEEN, PH_TAKE, PH_ROLL, PH_END, PH_OVER };
enum place { PL_PLAY, PL_FIELD, PL_PLATTER, PL_ASIDE };

struct st {
	const struct record	*rec;
	const struct clever_record *cr;
	struct clever_replay	*out;
	struct diags		*d;
	int			 n;		/* players */
	int			 solo;
	int			 turn;		/* -1 before the first */
	int			 nturns;
	enum phase		 ph;
	int			 value[CLEVER_DICE];
	enum place		 where[CLEVER_DICE];
	int			 rolls;
	unsigned		 picked;	/* seats that picked this turn */
	unsigned		 done;		/* seats whose regular action is
						   over this turn */
	unsigned		 extra[CLEVER_MAX_SEATS]; /* dice by +1 */
	unsigned		 black;		/* seats that took black */
	int			 after_end;	/* move-after-end reported */
	int			 move;		/* entry being judged */
	struct clever_step	*step;		/* its step */
	struct clever_sheet	*sh;		/* the sheets */
	int			 cause;		/* for the next bonus mark made:
						   its bonus's origin (made
						   index * 2 + slot), -1 */
	int			 from_then;	/* ... and whether then named it */
};

static int
turn_round(const struct st *s, int k)
{
	return s->solo ? k / 2 + 1 : k / s->n + 1;
}

/* Active seat of turn k (solo: 0). */
static int
turn_active(const struct st *s, int k)
{
	return s->solo ? 0 : k % s->n;
}

static int
passive_turn(const struct st *s)
{
	return s->solo && s->turn >= 0 && s->turn % 2 == 1;
}

static const char *
pname(const struct st *s, int seat)
{
	return seat >= 0 && seat < s->n ? s->rec->players[seat] : "?";
}

static int
sum_bw(const struct st *s)
{
	return s->value[CD_B] + s->value[CD_W];
}

static struct diag *
report(struct st *s, enum diag_code code, struct srcpos pos, int seat,
    const char *fmt, ...) __attribute__((format(printf, 5, 6)));

static struct diag *
report(struct st *s, enum diag_code code, struct srcpos pos, int seat,
    const char *fmt, ...)
{
	struct diag	*dg;
	va_list		 ap;

	va_start(ap, fmt);
	dg = diag_addv(s->d, code, s->move, pos, seat, fmt, ap);
	va_end(ap);
	return dg;
}

/* Log a mark made for the current step, with its points: the change
   of its own area, the only one a mark changes. */
static void
log_mark(struct st *s, int seat, const struct clever_mark *m, int bonus_mark,
    int before, const enum clever_bonus *fired, int nfired)
{
	struct clever_made	*mk;
	int			 i, sum = clever_area_score(&s->sh[seat], m->area);

	if (s->step == NULL || s->step->nmade >= CLEVER_MADE_MAX)
		return;
	mk = &s->step->made[s->step->nmade++];
	mk->mark = *m;
	mk->bonus_mark = bonus_mark;
	mk->points = sum - before;
	mk->nfired = nfired;
	for (i = 0; i < nfired; i++)
		mk->fired[i] = fired[i];
	mk->cause = bonus_mark ? s->cause : -1;
	mk->from_then = bonus_mark && s->from_then;
}

/* Make a judged mark; its bonuses into fired[]. */
static int
make(struct st *s, int seat, const struct clever_mark *m, int bonus_mark,
    enum clever_bonus fired[2], uint8_t *count)
{
	int	 before = clever_area_score(&s->sh[seat], m->area), n, i;

	n = clever_apply(&s->sh[seat], m, fired);
	log_mark(s, seat, m, bonus_mark, before, fired, n);
	for (i = 0; i < n; i++)
		count[fired[i]]++;
	return n;
}

static void
cell_name(const struct clever_mark *m, char *buf, size_t len)
{
	if (m->area == CA_Y)
		snprintf(buf, len, "yellow %c%d", 'A' + m->cell % 4,
		    m->cell / 4 + 1);
	else if (m->area == CA_B)
		snprintf(buf, len, "blue %d", m->cell);
	else
		snprintf(buf, len, "%s box %d", clever_area_names[m->area],
		    m->cell);
}

/* A pending queue of bonuses, front first. */
struct queue {
	enum clever_bonus v[64];
	int		 org[64];	/* made index * 2 + slot, or -1 */
	int		 n;
};

/* Put the n bonuses the last mark made fired at the front. */
static void
q_front(struct st *s, struct queue *q, const enum clever_bonus *b, int n)
{
	int	 i, last = s->step != NULL ? s->step->nmade - 1 : -1;

	if (q->n + n > 64)
		return;
	memmove(q->v + n, q->v, sizeof(q->v[0]) * (size_t)q->n);
	memmove(q->org + n, q->org, sizeof(q->org[0]) * (size_t)q->n);
	for (i = 0; i < n; i++) {
		q->v[i] = b[i];
		q->org[i] = last >= 0 ? last * 2 + i : -1;
	}
	q->n += n;
}

/* Remove item i; its origin becomes the cause of the next bonus mark. */
static void
q_remove(struct st *s, struct queue *q, int i)
{
	s->cause = q->org[i];
	memmove(q->v + i, q->v + i + 1, sizeof(q->v[0]) * (size_t)(q->n - i -
	    1));
	memmove(q->org + i, q->org + i + 1, sizeof(q->org[0]) *
	    (size_t)(q->n - i - 1));
	q->n--;
}

/* Earn the rerolls, +1s and foxes in q; remove them. */
static void
q_earn(struct st *s, int seat, struct queue *q)
{
	int	 i;

	for (i = 0; i < q->n; )
		if (q->v[i] == CB_REROLL || q->v[i] == CB_PLUS1 ||
		    q->v[i] == CB_FOX) {
			clever_earn(&s->sh[seat], q->v[i]);
			q_remove(s, q, i);
		} else
			i++;
}

static int
is_auto(enum clever_bonus b)
{
	return b == CB_XG || b == CB_O4 || b == CB_O5 || b == CB_O6 ||
	    b == CB_P6;
}

/* 1 if the then item t fits bonus b (2.6). */
static int
fits(const struct clever_tok *t, enum clever_bonus b)
{
	switch (t->area) {
	case CA_Y:
		return b == CB_XY;
	case CA_B:
		return b == CB_XB;
	case CA_G:
		return b == CB_XG;
	case CA_O:
		return t->value == 0 ? (b == CB_O4 || b == CB_O5 ||
		    b == CB_O6) : (int)b == CB_O4 + (t->value - 4) &&
		    t->value >= 4;
	case CA_P:
		return b == CB_P6 && (t->value == 0 || t->value == 6);
	}
	return 0;
}

/* Make automatic bonus mark b; its fired bonuses to the front of q. */
static void
make_auto(struct st *s, int seat, enum clever_bonus b, struct queue *q,
    uint8_t *count)
{
	struct clever_mark	 m;
	enum clever_bonus	 f[2];
	int			 n;

	if (clever_bonus_target(&s->sh[seat], b, &m) != 0)
		return;			/* the area is full: it lapses */
	n = make(s, seat, &m, 1, f, count);
	s->from_then = 0;
	q_front(s, q, f, n);
	q_earn(s, seat, q);
}

/*
 * Resolve the chain of an entry (2.6): fired[] from its own mark, the
 * record's then items, count[] gets every bonus fired.  apos: where a
 * forfeited X is reported.
 */
static void
chain(struct st *s, int seat, const enum clever_bonus *fired, int nfired,
    const struct clever_entry *e, struct srcpos apos, uint8_t *count)
{
	struct queue		 q;
	struct clever_mark	 m;
	enum clever_bonus	 f[2], b;
	const struct clever_tok	*t;
	char			 nm[32];
	int			 i, j, n;

	q.n = 0;
	s->from_then = 0;
	q_front(s, &q, fired, nfired);
	for (i = 0; i < e->nthen; i++) {
		t = &e->then[i];
		q_earn(s, seat, &q);
		if (!t->ok)
			continue;
		for (;;) {
			for (j = 0; j < q.n && !fits(t, q.v[j]); j++)
				;
			if (j < q.n)
				break;
			for (j = 0; j < q.n && !is_auto(q.v[j]); j++)
				;
			if (j == q.n)
				break;
			b = q.v[j];
			q_remove(s, &q, j);
			make_auto(s, seat, b, &q, count);
		}
		for (j = 0; j < q.n && !fits(t, q.v[j]); j++)
			;
		if (j == q.n) {
			report(s, D_BONUS_NOT_DUE, t->pos, seat, "no bonus due "
			    "lets %s enter %c%s", pname(s, seat),
			    "YBGOP"[t->area], t->cell >= 0 ? (t->area == CA_Y ?
			    (snprintf(nm, sizeof(nm), "%c%d", 'A' + t->cell %
			    4, t->cell / 4 + 1), nm) : (snprintf(nm,
			    sizeof(nm), "%d", t->cell), nm)) : t->value > 0 ?
			    (snprintf(nm, sizeof(nm), "%d", t->value), nm) :
			    "");
			continue;
		}
		b = q.v[j];
		if (b == CB_XY || b == CB_XB) {
			if (t->cell < 0) {
				report(s, D_MISSING_KEY, t->pos, seat, "an X in "
				    "%s needs its cell", b == CB_XY ? "yellow" :
				    "blue");
				continue;
			}
			m.area = b == CB_XY ? CA_Y : CA_B;
			m.cell = t->cell;
			m.written = 0;
			if (b == CB_XY ? clever_yellow_crossed(&s->sh[seat],
			    t->cell) : (s->sh[seat].blue >> t->cell) & 1) {
				cell_name(&m, nm, sizeof(nm));
				report(s, D_CELL_OCCUPIED, t->pos, seat, "%s is "
				    "already crossed%s", nm, b == CB_XY &&
				    clever_yellow_printed(t->cell) ?
				    " (printed cross)" : "");
				continue;
			}
			q_remove(s, &q, j);
			s->from_then = 1;
			n = make(s, seat, &m, 1, f, count);
			s->from_then = 0;
			q_front(s, &q, f, n);
			continue;
		}
		q_remove(s, &q, j);
		s->from_then = 1;
		make_auto(s, seat, b, &q, count);
	}
	q_earn(s, seat, &q);
	while (q.n > 0) {
		b = q.v[0];
		q_remove(s, &q, 0);
		if (is_auto(b))
			make_auto(s, seat, b, &q, count);
		else if ((b == CB_XY || b == CB_XB) &&
		    clever_x_possible(&s->sh[seat], b))
			report(s, D_BONUS_FORFEITED, apos, seat, "%s had an %s "
			    "due and did not enter it", pname(s, seat),
			    clever_bonus_text(b));
		else
			clever_earn(&s->sh[seat], b);
	}
}

static const char *const keyname[CK__MAX] = {
	"yellow", "blue", "green", "orange", "purple", "fox points", "foxes",
	"total"
};

/* A score claim of seat against its sheet now. */
static void
claim_scores(struct st *s, int seat, const struct clever_claim *c,
    enum diag_code code, int move, const char *who)
{
	struct clever_score	 sc;
	int			 k, have;

	clever_score(&s->sh[seat], &sc);
	for (k = 0; k < CK__MAX; k++) {
		if (!((c->has >> k) & 1))
			continue;
		have = k < CLEVER_AREAS ? sc.area[k] : k == CK_F ? sc.fox :
		    k == CK_FOXES ? sc.foxes : sc.total;
		if (have == c->v[k])
			continue;
		if (k == CK_FOXES)
			diag_add(s->d, code, move, c->vpos[k], seat, "%sclaims "
			    "%d foxes, the sheet has %d", who, c->v[k], have);
		else
			diag_add(s->d, code, move, c->vpos[k], seat, "%sclaims "
			    "%s at %d, %s scores %d", who, keyname[k], c->v[k],
			    keyname[k], have);
	}
}

static void
bonus_list(const uint8_t *count, char *buf, size_t len)
{
	size_t	 o = 0;
	int	 b, i;

	buf[0] = '\0';
	for (b = CB_REROLL; b < CB__MAX; b++)
		for (i = 0; i < count[b] && o + 8 < len; i++)
			o += (size_t)snprintf(buf + o, len - o, "%s%s",
			    o > 0 ? ", " : "", clever_bonus_words[b]);
	if (o == 0)
		snprintf(buf, len, "none");
}

/* The claims of an entry of seat, after its chain. */
static void
entry_claims(struct st *s, int seat, const struct clever_entry *e,
    const uint8_t *count)
{
	char	 a[160], b[160];

	claim_scores(s, seat, &e->total, D_TOTAL_MISMATCH, s->move, "");
	if (e->has_bonus && memcmp(e->bonus + 1, count + 1, CB__MAX - 1) != 0) {
		bonus_list(e->bonus, a, sizeof(a));
		bonus_list(count, b, sizeof(b));
		report(s, D_BONUS_MISMATCH, e->bonus_pos, seat, "claims %s; "
		    "the entry earned %s", a, b);
	}
}

/*
 * Judge the mark of die c showing v for seat (2.11) into *m.  Returns 0
 * to apply, -1 to skip.
 */
static int
judge(struct st *s, int seat, const struct clever_entry *e, int c, int v,
    struct clever_mark *m)
{
	struct clever_sheet	*sh = &s->sh[seat];
	struct srcpos		 pos = e->has_to ? e->to.pos : e->action_pos;
	const char		*dn = clever_die_names[c];
	char			 nm[32];
	int			 area, r, sum = sum_bw(s), prev;

	if (e->has_to && !e->to.ok)
		return -1;
	if (!e->has_to && c == CD_W) {
		report(s, D_MISSING_KEY, e->action_pos, seat, "the white die "
		    "needs to: the area it is entered in");
		return -1;
	}
	area = e->has_to ? e->to.area : c - 1;
	m->area = area;
	m->written = 0;
	if (area == CA_Y && (!e->has_to || e->to.cell < 0)) {
		r = clever_target(sh, CA_Y, v, sum, m);
		if (r == -2) {
			report(s, D_MISSING_KEY, pos, seat, "both yellow cells "
			    "of %d are free; to must name one", v);
			return -1;
		}
		if (r == -1) {
			report(s, D_CELL_OCCUPIED, pos, seat, "both yellow "
			    "cells of %d are already crossed", v);
			return -1;
		}
	} else if (area == CA_Y)
		m->cell = e->to.cell;
	if (c != CD_W && area != c - 1)
		report(s, D_WRONG_AREA, pos, seat, "a %s die cannot be entered "
		    "in %s; only the white die is wild", dn,
		    clever_area_names[area]);
	switch (area) {
	case CA_Y:
		if (clever_yellow_crossed(sh, m->cell)) {
			cell_name(m, nm, sizeof(nm));
			report(s, D_CELL_OCCUPIED, pos, seat, "%s is already "
			    "crossed%s", nm, clever_yellow_printed(m->cell) ?
			    " (printed cross)" : "");
			return -1;
		}
		if (clever_yellow_number(m->cell) != v) {
			cell_name(m, nm, sizeof(nm));
			report(s, D_VALUE_MISMATCH, pos, seat, "%s shows %d, the "
			    "die shows %d", nm, clever_yellow_number(m->cell),
			    v);
		}
		return 0;
	case CA_B:
		m->cell = e->has_to && e->to.cell >= 0 ? e->to.cell : sum;
		if (m->cell < 2 || m->cell > 12 || (sh->blue >> m->cell) & 1) {
			report(s, D_CELL_OCCUPIED, pos, seat, "blue %d is "
			    "already crossed", m->cell);
			return -1;
		}
		if (m->cell != sum)
			report(s, D_VALUE_MISMATCH, pos, seat, "blue %d is not "
			    "blue + white: %d + %d = %d", m->cell,
			    s->value[CD_B], s->value[CD_W], sum);
		return 0;
	case CA_G:
		if (sh->green >= CLEVER_BOXES) {
			report(s, D_AREA_FULL, pos, seat, "green has no box "
			    "left");
			return -1;
		}
		m->cell = sh->green + 1;
		if (v < clever_green_min(m->cell))
			report(s, D_BELOW_THRESHOLD, pos, seat, "green box %d "
			    "needs at least %d, the %s die shows %d", m->cell,
			    clever_green_min(m->cell), dn, v);
		return 0;
	case CA_O:
	case CA_P:
		if (e->has_to && e->to.value != 0 && e->to.value != v)
			report(s, D_DIE_MISMATCH, pos, seat, "writes %c%d, the "
			    "%s die shows %d", "YBGOP"[area], e->to.value, dn,
			    v);
		if ((area == CA_O ? sh->norange : sh->npurple) >= CLEVER_BOXES) {
			report(s, D_AREA_FULL, pos, seat, "%s has no box left",
			    clever_area_names[area]);
			return -1;
		}
		if (area == CA_O) {
			m->cell = sh->norange + 1;
			m->written = v * clever_orange_mult(m->cell);
			return 0;
		}
		m->cell = sh->npurple + 1;
		m->written = v;
		prev = sh->npurple > 0 ? sh->purple[sh->npurple - 1] : 0;
		if (prev != 0 && prev != 6 && v <= prev)
			report(s, D_NOT_ASCENDING, pos, seat, "purple box %d "
			    "needs more than %d, the %s die shows %d", m->cell,
			    prev, dn, v);
		return 0;
	}
	return -1;
}

/* Enter die c (value v) for seat as the entry says, with chain and claims. */
static void
enter_die(struct st *s, int seat, const struct clever_entry *e, int c)
{
	struct clever_mark	 m;
	enum clever_bonus	 f[2];
	uint8_t			 count[CB__MAX];
	int			 v = s->value[c], n = 0;

	memset(count, 0, sizeof(count));
	s->step->die_value = v;
	if (e->die.value != 0 && e->die.value != v)
		report(s, D_DIE_MISMATCH, e->action_pos, seat, "%s %c%d, the "
		    "%s die shows %d", e->action == CX_TAKE ? "takes" :
		    e->action == CX_PICK ? "picks" : "takes by +1",
		    clever_letters[c], e->die.value, clever_die_names[c], v);
	if (judge(s, seat, e, c, v, &m) == 0) {
		n = make(s, seat, &m, 0, f, count);
		chain(s, seat, f, n, e, e->action_pos, count);
	}
	entry_claims(s, seat, e, count);
}

/* 1 if some die of the mask is usable for seat. */
static int
any_usable(const struct st *s, int seat, unsigned mask)
{
	int	 c;

	for (c = 0; c < CLEVER_DICE; c++)
		if ((mask >> c) & 1 && clever_usable(&s->sh[seat], c,
		    s->value[c], sum_bw(s)))
			return 1;
	return 0;
}

static unsigned
dice_at(const struct st *s, enum place p)
{
	unsigned	 m = 0;
	int		 c;

	for (c = 0; c < CLEVER_DICE; c++)
		if (s->where[c] == p)
			m |= 1u << c;
	return m;
}

static void
list_dice(const struct st *s, unsigned mask, char *buf, size_t len)
{
	size_t	 o = 0;
	int	 c;

	buf[0] = '\0';
	for (c = 0; c < CLEVER_DICE; c++)
		if ((mask >> c) & 1 && o + 6 < len)
			o += (size_t)snprintf(buf + o, len - o, "%s%c%d",
			    o > 0 ? ", " : "", clever_letters[c], s->value[c]);
}

/* The active phase is over: dice in play to the platter. */
static void
end_active(struct st *s)
{
	int	 c;

	for (c = 0; c < CLEVER_DICE; c++)
		if (s->where[c] == PL_PLAY)
			s->where[c] = PL_PLATTER;
	s->ph = PH_END;
	s->out->turns_done = s->turn + 1;
	s->done |= 1u << turn_active(s, s->turn);
	if (s->turn + 1 == s->nturns)
		s->out->complete = 1;
}

/* A roll counted: end the active phase after the third or with none left. */
static void
after_roll(struct st *s)
{
	if (s->rolls >= 3 || dice_at(s, PL_PLAY) == 0)
		end_active(s);
	else
		s->ph = PH_ROLL;
}

/* Close the end phase of the current turn: pick-missing. */
static void
close_turn(struct st *s, struct srcpos pos, int move)
{
	int	 seat, act;

	if (s->turn < 0 || s->ph != PH_END)
		return;
	act = turn_active(s, s->turn);
	for (seat = 0; seat < s->n; seat++) {
		if (s->solo ? !passive_turn(s) : seat == act)
			continue;
		if ((s->picked >> seat) & 1)
			continue;
		if (s->solo)
			diag_add(s->d, D_PICK_MISSING, move, pos, seat, "%s has "
			    "no pick on the passive turn (round %d); taken as "
			    "pick: none", pname(s, seat),
			    turn_round(s, s->turn));
		else
			diag_add(s->d, D_PICK_MISSING, move, pos, seat, "%s has "
			    "no pick on %s's turn (round %d); taken as pick: "
			    "none", pname(s, seat), pname(s, act),
			    turn_round(s, s->turn));
	}
	s->ph = PH_BETWEEN;
}

/* 1 if the black bonus can be taken by seat. */
static int
black_possible(const struct st *s, int seat)
{
	const struct clever_sheet *sh = &s->sh[seat];

	return clever_yellow_count(sh) < 12 || clever_blue_count(sh) < 11 ||
	    sh->green < CLEVER_BOXES || sh->norange < CLEVER_BOXES ||
	    sh->npurple < CLEVER_BOXES;
}

/* Start turn k at the roll entry e. */
static void
start_turn(struct st *s, const struct clever_entry *e)
{
	int	 k = s->turn + 1, r = turn_round(s, k), seat, c;

	close_turn(s, e->pos, s->move);
	if (r == 4 && (k == 0 || turn_round(s, k - 1) != 4))
		for (seat = 0; seat < s->n; seat++)
			if (!((s->black >> seat) & 1) && black_possible(s, seat))
				report(s, D_BONUS_FORFEITED, e->pos, seat, "%s "
				    "did not take the black bonus of round 4",
				    pname(s, seat));
	if ((k == 0 || turn_round(s, k - 1) != r) && r <= 3)
		for (seat = 0; seat < s->n; seat++)
			clever_earn(&s->sh[seat], r == 2 ? CB_PLUS1 :
			    CB_REROLL);
	s->turn = k;
	s->rolls = 0;
	s->picked = s->done = 0;
	memset(s->extra, 0, sizeof(s->extra));
	for (c = 0; c < CLEVER_DICE; c++)
		s->where[c] = PL_PLAY;
}

/* The dice of a roll or reroll (step e); judged against the dice in play. */
static void
throw_dice(struct st *s, const struct clever_entry *e)
{
	int	 c;

	for (c = 0; c < CLEVER_DICE; c++) {
		if (s->where[c] == PL_PLAY) {
			if (e->dice[c] == 0)
				report(s, D_WRONG_DICE, e->action_pos, -1, "the "
				    "%s leaves out %c, which is in play",
				    e->action == CX_ROLL ? "roll" : "reroll",
				    clever_letters[c]);
			else
				s->value[c] = e->dice[c];
		} else if (e->dice[c] != 0 && e->dice[c] != s->value[c])
			report(s, D_WRONG_DICE, e->dpos[c], -1, "%c is not in "
			    "play and shows %d, not %d", clever_letters[c],
			    s->value[c], e->dice[c]);
	}
}

/* The solo passive roll: three lowest to the platter. */
static void
solo_platter(struct st *s, const struct clever_entry *e)
{
	int	 order[CLEVER_DICE], i, j, t, c;
	unsigned named = 0;
	char	 buf[64];

	for (i = 0; i < CLEVER_DICE; i++)
		order[i] = i;
	for (i = 1; i < CLEVER_DICE; i++)	/* stable: W Y B G O P */
		for (j = i; j > 0 && s->value[order[j]] <
		    s->value[order[j - 1]]; j--) {
			t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
	for (c = 0; c < CLEVER_DICE; c++)
		s->where[c] = PL_ASIDE;
	if (e->nplatter == 3) {
		for (i = 0; i < 3; i++)
			named |= 1u << e->platter[i];
		for (c = 0; c < CLEVER_DICE; c++)
			if ((named >> c) & 1 && s->value[c] >
			    s->value[order[2]])
				break;
		if (c < CLEVER_DICE || __builtin_popcount(named) != 3) {
			snprintf(buf, sizeof(buf), "%c%d %c%d %c%d",
			    clever_letters[order[0]], s->value[order[0]],
			    clever_letters[order[1]], s->value[order[1]],
			    clever_letters[order[2]], s->value[order[2]]);
			report(s, D_PLATTER_MISMATCH, e->platter_pos, 0, "the "
			    "platter gets three lowest dice: %s", buf);
		}
		for (c = 0; c < CLEVER_DICE; c++)
			if ((named >> c) & 1)
				s->where[c] = PL_PLATTER;
		return;
	}
	if (s->value[order[2]] == s->value[order[3]])
		report(s, D_MISSING_KEY, e->action_pos, 0, "the third and "
		    "fourth lowest dice tie; platter must say which go");
	for (i = 0; i < 3; i++)
		s->where[order[i]] = PL_PLATTER;
}

static void
do_roll(struct st *s, const struct clever_entry *e)
{
	int	 act;

	if (s->ph == PH_TAKE) {
		report(s, D_WRONG_PHASE, e->pos, -1, "a roll while the roll "
		    "before still waits for its take");
		after_roll(s);	/* that roll, counted already, is void (C50) */
	}
	if (s->ph == PH_BETWEEN || s->ph == PH_END) {
		if (!s->solo && s->turn >= 0 && e->player >= 0 &&
		    e->player == turn_active(s, s->turn) &&
		    turn_active(s, s->turn + 1) != e->player) {
			report(s, D_WRONG_PHASE, e->pos, e->player, "%s has no "
			    "roll left this turn", pname(s, e->player));
			return;
		}
		start_turn(s, e);
	}
	act = turn_active(s, s->turn);
	s->step->round = turn_round(s, s->turn);
	s->step->player = act;
	if (e->player >= 0 && e->player != act)
		report(s, D_WRONG_PLAYER, e->player_pos, e->player, "the roll "
		    "belongs to %s, not %s", pname(s, act),
		    pname(s, e->player));
	if (!e->dice_ok)
		return;
	s->step->thrown = dice_at(s, PL_PLAY);
	throw_dice(s, e);
	s->step->applied = 1;
	if (passive_turn(s)) {
		solo_platter(s, e);
		s->step->to_platter = dice_at(s, PL_PLATTER);
		s->ph = PH_END;
		s->out->turns_done = s->turn + 1;
		if (s->turn + 1 == s->nturns)
			s->out->complete = 1;
		return;
	}
	s->rolls++;
	s->step->roll_no = s->rolls;
	s->ph = PH_TAKE;
}

static void
do_reroll(struct st *s, const struct clever_entry *e)
{
	int	 act;

	if (s->ph != PH_TAKE || passive_turn(s)) {
		report(s, D_WRONG_PHASE, e->pos, e->player, "a reroll belongs "
		    "after a roll, before its take");
		return;
	}
	act = turn_active(s, s->turn);
	s->step->player = act;
	s->step->round = turn_round(s, s->turn);
	if (e->player >= 0 && e->player != act)
		report(s, D_WRONG_PLAYER, e->player_pos, e->player, "the reroll "
		    "belongs to %s, not %s", pname(s, act),
		    pname(s, e->player));
	if (s->sh[act].rr_used >= s->sh[act].rr_earned)
		report(s, D_ACTION_UNAVAILABLE, e->action_pos, act, "%s has no "
		    "reroll left", pname(s, act));
	s->sh[act].rr_used++;
	s->step->thrown = dice_at(s, PL_PLAY);
	if (e->dice_ok)
		throw_dice(s, e);
	s->step->applied = 1;
	s->step->sheet = s->sh[act];
}

static void
do_take(struct st *s, const struct clever_entry *e)
{
	char		 buf[64];
	unsigned	 play, before;
	int		 act, c;

	if (s->ph != PH_TAKE) {
		report(s, D_WRONG_PHASE, e->pos, e->player, "a take needs a "
		    "roll before it");
		return;
	}
	act = turn_active(s, s->turn);
	s->step->player = act;
	s->step->round = turn_round(s, s->turn);
	if (e->player >= 0 && e->player != act)
		report(s, D_WRONG_PLAYER, e->player_pos, e->player, "the take "
		    "belongs to %s, not %s", pname(s, act),
		    pname(s, e->player));
	play = dice_at(s, PL_PLAY);
	before = dice_at(s, PL_PLATTER);
	if (e->die.ok && e->die.none) {
		if (any_usable(s, act, play)) {
			unsigned u = 0;

			for (c = 0; c < CLEVER_DICE; c++)
				if ((play >> c) & 1 && clever_usable(&s->sh[act],
				    c, s->value[c], sum_bw(s)))
					u |= 1u << c;
			list_dice(s, u, buf, sizeof(buf));
			report(s, D_VOID_ROLL, e->action_pos, act, "%s could "
			    "enter %s; a die must be taken", pname(s, act), buf);
		}
		after_roll(s);
		s->step->applied = 1;
		s->step->sheet = s->sh[act];
		return;
	}
	if (!e->die.ok || !((play >> e->die.colour) & 1)) {
		if (e->die.ok)
			report(s, D_DIE_UNAVAILABLE, e->action_pos, act, "the "
			    "%s die is not in play", clever_die_names[
			    e->die.colour]);
		after_roll(s);
		s->step->sheet = s->sh[act];
		return;
	}
	c = e->die.colour;
	enter_die(s, act, e, c);
	s->where[c] = PL_FIELD;
	{
		int	 o;

		for (o = 0; o < CLEVER_DICE; o++)
			if (s->where[o] == PL_PLAY && s->value[o] < s->value[c])
				s->where[o] = PL_PLATTER;
	}
	after_roll(s);
	s->step->to_platter = dice_at(s, PL_PLATTER) & ~before;
	s->step->applied = 1;
	s->step->sheet = s->sh[act];
}

static void
do_pick(struct st *s, const struct clever_entry *e)
{
	char		 buf[64];
	unsigned	 plat;
	int		 seat = e->player, act, c, k;

	if (s->ph != PH_END || (s->solo && !passive_turn(s))) {
		report(s, D_WRONG_PHASE, e->pos, e->player, "a pick belongs "
		    "after the active phase, from the silver platter");
		return;
	}
	act = turn_active(s, s->turn);
	if (seat < 0) {
		if (s->solo)
			seat = 0;
		else if (s->n == 2)
			seat = 1 - act;
		else {
			report(s, D_MISSING_KEY, e->pos, -1, "a pick needs "
			    "player: several players could pick");
			return;
		}
	}
	if (!s->solo && seat == act) {
		report(s, D_WRONG_PLAYER, e->player_pos, seat, "%s is the "
		    "active player and takes nothing from the platter",
		    pname(s, seat));
		return;
	}
	if ((s->picked >> seat) & 1) {
		report(s, D_WRONG_PHASE, e->pos, seat, "%s has already picked "
		    "this turn", pname(s, seat));
		return;
	}
	s->picked |= 1u << seat;
	s->done |= 1u << seat;
	s->step->player = seat;
	s->step->round = turn_round(s, s->turn);
	s->step->applied = 1;
	if (!e->die.ok || e->die.none) {
		s->step->sheet = s->sh[seat];
		return;
	}
	c = e->die.colour;
	plat = dice_at(s, PL_PLATTER);
	if (!((plat >> c) & 1)) {
		if (s->solo || s->where[c] != PL_FIELD) {
			report(s, D_DIE_UNAVAILABLE, e->action_pos, seat, "the "
			    "%s die is not on the platter", clever_die_names[c]);
		} else if (any_usable(s, seat, plat)) {
			unsigned u = 0;

			for (k = 0; k < CLEVER_DICE; k++)
				if ((plat >> k) & 1 && clever_usable(
				    &s->sh[seat], k, s->value[k], sum_bw(s)))
					u |= 1u << k;
			list_dice(s, u, buf, sizeof(buf));
			report(s, D_DIE_UNAVAILABLE, e->action_pos, seat, "%s "
			    "takes %s from %s's dice fields, but could use %s "
			    "from the platter", pname(s, seat),
			    clever_die_names[c], pname(s, act), buf);
		}
	}
	enter_die(s, seat, e, c);
	s->step->sheet = s->sh[seat];
}

static void
do_extra(struct st *s, const struct clever_entry *e)
{
	int	 seat = e->player, c;

	if (s->ph != PH_END) {
		report(s, D_WRONG_PHASE, e->pos, e->player, "a +1 action "
		    "belongs at the end of a turn");
		return;
	}
	if (seat < 0) {
		if (s->n == 1)
			seat = 0;
		else {
			report(s, D_MISSING_KEY, e->pos, -1, "a +1 action needs "
			    "player: several players could use one");
			return;
		}
	}
	s->step->player = seat;
	s->step->round = turn_round(s, s->turn);
	if (!((s->done >> seat) & 1) && !(s->solo && !passive_turn(s)))
		report(s, D_WRONG_PHASE, e->pos, seat, "%s uses +1 before "
		    "picking from the platter", pname(s, seat));
	if (s->sh[seat].p1_used >= s->sh[seat].p1_earned)
		report(s, D_ACTION_UNAVAILABLE, e->action_pos, seat, "%s has no "
		    "+1 left", pname(s, seat));
	s->sh[seat].p1_used++;
	s->step->applied = 1;
	if (!e->die.ok) {
		s->step->sheet = s->sh[seat];
		return;
	}
	c = e->die.colour;
	if ((s->extra[seat] >> c) & 1)
		report(s, D_DIE_UNAVAILABLE, e->action_pos, seat, "%s has "
		    "already taken the %s die by +1 this turn", pname(s, seat),
		    clever_die_names[c]);
	s->extra[seat] |= 1u << c;
	enter_die(s, seat, e, c);
	s->step->sheet = s->sh[seat];
}

static void
do_black(struct st *s, const struct clever_entry *e)
{
	struct clever_sheet	*sh;
	struct clever_mark	 m;
	enum clever_bonus	 f[2];
	uint8_t			 count[CB__MAX];
	const struct clever_tok	*t = &e->black;
	char			 nm[32];
	int			 seat = e->player, n, r3;

	r3 = s->turn >= 0 && turn_round(s, s->turn) == 3 &&
	    (s->turn + 1 < s->nturns && turn_round(s, s->turn + 1) == 4) &&
	    (s->ph == PH_END || s->ph == PH_BETWEEN);
	if (!r3) {
		report(s, D_WRONG_PHASE, e->pos, e->player, "the black bonus "
		    "is taken at the start of round 4");
		return;
	}
	close_turn(s, e->pos, s->move);
	if (seat < 0) {
		if (s->n == 1)
			seat = 0;
		else {
			report(s, D_MISSING_KEY, e->pos, -1, "a black bonus "
			    "needs player: several players take one");
			return;
		}
	}
	s->step->player = seat;
	s->step->round = 4;
	if ((s->black >> seat) & 1) {
		report(s, D_WRONG_PHASE, e->pos, seat, "%s has already taken "
		    "the black bonus", pname(s, seat));
		return;
	}
	s->black |= 1u << seat;
	sh = &s->sh[seat];
	if (!t->ok)
		return;
	m.area = t->area;
	m.written = 0;
	switch (t->area) {
	case CA_Y:
	case CA_B:
		if (t->cell < 0) {
			report(s, D_MISSING_KEY, t->pos, seat, "an X in %s needs "
			    "its cell", clever_area_names[t->area]);
			return;
		}
		m.cell = t->cell;
		if (t->area == CA_Y ? clever_yellow_crossed(sh, t->cell) :
		    (sh->blue >> t->cell) & 1) {
			cell_name(&m, nm, sizeof(nm));
			report(s, D_CELL_OCCUPIED, t->pos, seat, "%s is already "
			    "crossed", nm);
			return;
		}
		break;
	case CA_G:
		if (clever_target(sh, CA_G, 6, 0, &m) != 0) {
			report(s, D_AREA_FULL, t->pos, seat, "green has no box "
			    "left");
			return;
		}
		break;
	default:
		if (t->value != 0 && t->value != 6)
			report(s, D_VALUE_MISMATCH, t->pos, seat, "the black "
			    "bonus writes a 6, not %d", t->value);
		if (clever_target(sh, t->area, 6, 0, &m) != 0) {
			report(s, D_AREA_FULL, t->pos, seat, "%s has no box "
			    "left", clever_area_names[t->area]);
			return;
		}
		break;
	}
	memset(count, 0, sizeof(count));
	n = make(s, seat, &m, 0, f, count);
	chain(s, seat, f, n, e, e->action_pos, count);
	entry_claims(s, seat, e, count);
	s->step->applied = 1;
	s->step->sheet = *sh;
}

/* 1 if the entry may follow the end of the game. */
static int
end_entry(const struct st *s, const struct clever_entry *e)
{
	return s->out->complete && s->ph == PH_END &&
	    (e->action == CX_PICK || e->action == CX_EXTRA);
}

static int
run(struct clever_replay *out, const struct record *rec, size_t n,
    int whole, struct diags *d)
{
	const struct clever_record	*cr = rec->clever;
	const struct clever_entry	*e;
	struct clever_sheet		 sh[CLEVER_MAX_SEATS];
	struct st			 s;
	size_t				 i;
	int				 seat;

	memset(&s, 0, sizeof(s));
	memset(sh, 0, sizeof(sh));
	out->nplayers = rec->nplayers;
	out->nsteps = 0;
	out->complete = 0;
	out->turns_done = 0;
	out->sheet_only = !cr->has_moves;
	s.rec = rec;
	s.cr = cr;
	s.out = out;
	s.d = d;
	s.n = rec->nplayers;
	s.solo = s.n == 1;
	s.turn = -1;
	s.cause = -1;
	s.nturns = s.solo ? 2 * cr->rounds : cr->rounds * s.n;
	out->turns = s.nturns;
	s.sh = sh;
	for (seat = 0; seat < CLEVER_MAX_SEATS; seat++)
		out->scored[seat] = seat < s.n;
	if (out->sheet_only) {
		clever_sheets_check(out, rec, d);
		clever_rank(out);
		clever_claims_check(out, rec, d);
		return 0;
	}
	if (cr->nmoves > out->cap) {
		out->cap = cr->nmoves;
		out->steps = xreallocarray(out->steps, out->cap,
		    sizeof(*out->steps));
	}
	for (i = 0; i < n && i < cr->nmoves; i++) {
		e = &cr->moves[i];
		s.move = (int)i + 1;
		s.step = &out->steps[out->nsteps++];
		/* Not the mark log and the sheet: nmade and the player say
		   what of them holds anything. */
		memset(s.step, 0, offsetof(struct clever_step, made));
		s.step->move = s.move;
		s.step->player = -1;
		s.step->round = s.turn >= 0 ? turn_round(&s, s.turn) : 0;
		if (e->action == CX_NONE)
			continue;
		if (s.after_end)
			continue;
		if (s.out->complete && !end_entry(&s, e)) {
			report(&s, D_MOVE_AFTER_END, e->pos, -1, "an entry after "
			    "the game has ended");
			s.after_end = 1;
			continue;
		}
		switch (e->action) {
		case CX_ROLL:
			do_roll(&s, e);
			break;
		case CX_REROLL:
			do_reroll(&s, e);
			break;
		case CX_TAKE:
			do_take(&s, e);
			break;
		case CX_PICK:
			do_pick(&s, e);
			break;
		case CX_EXTRA:
			do_extra(&s, e);
			break;
		case CX_BLACK:
			do_black(&s, e);
			break;
		default:
			break;
		}
		if (s.step->player >= 0)
			s.step->sheet = sh[s.step->player];
		for (seat = 0; seat < CLEVER_DICE; seat++) {
			s.step->dice[seat] = (uint8_t)s.value[seat];
			s.step->place[seat] = (uint8_t)s.where[seat];
		}
		s.step->turn = s.turn;
		s.step->active = s.turn >= 0 ? turn_active(&s, s.turn) : 0;
		s.step->phase = s.ph == PH_TAKE ? 1 : s.ph == PH_ROLL ? 2 : 0;
		s.step->next_active = turn_active(&s, s.turn + 1);
		s.step->next_round = turn_round(&s, s.turn + 1);
	}
	if (!whole) {
		memcpy(out->sheet, sh, sizeof(sh));
		for (seat = 0; seat < s.n; seat++)
			clever_score(&out->sheet[seat], &out->score[seat]);
		return 0;
	}
	s.move = (int)cr->nmoves;
	if (!out->complete) {
		if (cr->nmoves > 0)
			report(&s, D_GAME_INCOMPLETE, cr->moves[cr->nmoves -
			    1].pos, -1, "the record ends with %d of %d turns to "
			    "play; the ranking is provisional", s.nturns -
			    out->turns_done, s.nturns);
		else
			diag_add(d, D_GAME_INCOMPLETE, 0, cr->moves_pos, -1,
			    "the record ends with %d of %d turns to play; the "
			    "ranking is provisional", s.nturns, s.nturns);
	} else if (cr->nmoves > 0 && !s.after_end)
		close_turn(&s, cr->moves[cr->nmoves - 1].pos, s.move);
	memcpy(out->sheet, sh, sizeof(sh));
	for (seat = 0; seat < s.n; seat++)
		clever_score(&out->sheet[seat], &out->score[seat]);
	clever_rank(out);
	if (cr->has_sheets)
		clever_sheets_check(out, rec, d);
	clever_claims_check(out, rec, d);
	return 0;
}

int
clever_replay_run(struct clever_replay *out, const struct record *rec,
    struct diags *d)
{
	return run(out, rec, rec->clever->nmoves, 1, d);
}

int
clever_replay_prefix(struct clever_replay *out, const struct record *rec,
    size_t n, struct diags *d)
{
	return run(out, rec, n, 0, d);
}

void
clever_replay_init(struct clever_replay *cr)
{
	memset(cr, 0, sizeof(*cr));
}

void
clever_replay_free(struct clever_replay *cr)
{
	if (cr == NULL)
		return;
	free(cr->steps);
	memset(cr, 0, sizeof(*cr));
}
