/*
 * The clever replay's marks (clever_replay_priv.h): judging one mark by
 * the steps of genial-clever(5), making it, resolving its bonus chain with
 * the record's then, and the claims an entry carries.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "clever_replay_priv.h"

struct diag *
clever_report(struct clever_state *s, enum diag_code code, struct srcpos pos,
    int seat, const char *fmt, ...)
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
log_mark(struct clever_state *s, int seat, const struct clever_mark *m, int
    bonus_mark, int before, const enum clever_bonus *fired, int nfired)
{
	struct clever_made	*mk;
	int			 i, sum = clever_area_score(&s->sh[seat],
	    m->area);

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
int
clever_make_mark(struct clever_state *s, int seat, const struct clever_mark *m,
    int bonus_mark, enum clever_bonus fired[2], uint8_t *count)
{
	int	 before = clever_area_score(&s->sh[seat], m->area), n, i;

	n = clever_apply(&s->sh[seat], m, fired);
	log_mark(s, seat, m, bonus_mark, before, fired, n);
	for (i = 0; i < n; i++)
		count[fired[i]]++;
	return n;
}

/* A pending queue of bonuses, front first. */
struct queue {
	enum clever_bonus v[64];
	int		 org[64];	/* made index * 2 + slot, or -1 */
	int		 n;
};

/* Put the n bonuses the last mark made fired at the front. */
static void
q_front(struct clever_state *s, struct queue *q, const enum clever_bonus *b, int
    n)
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
q_remove(struct clever_state *s, struct queue *q, int i)
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
q_earn(struct clever_state *s, int seat, struct queue *q)
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
make_auto(struct clever_state *s, int seat, enum clever_bonus b, struct queue
    *q, uint8_t *count)
{
	struct clever_mark	 m;
	enum clever_bonus	 f[2];
	int			 n;

	if (clever_bonus_target(&s->sh[seat], b, &m) != 0)
		return;			/* the area is full: it lapses */
	n = clever_make_mark(s, seat, &m, 1, f, count);
	s->from_then = 0;
	q_front(s, q, f, n);
	q_earn(s, seat, q);
}

/*
 * The then item t against the queue (2.6): the automatic bonus marks
 * ahead of the first bonus it fits are made, then t's mark, or t is
 * reported (bonus-not-due, missing-key, cell-occupied) and skipped.
 */
static void
then_item(struct clever_state *s, int seat, const struct clever_tok *t,
    struct queue *q, uint8_t *count)
{
	struct clever_mark	 m;
	enum clever_bonus	 f[2], b;
	char			 nm[32];
	uint64_t		 fault;
	int			 j, n;

	for (;;) {
		for (j = 0; j < q->n && !fits(t, q->v[j]); j++)
			;
		if (j < q->n)
			break;
		for (j = 0; j < q->n && !is_auto(q->v[j]); j++)
			;
		if (j == q->n)
			break;
		b = q->v[j];
		q_remove(s, q, j);
		make_auto(s, seat, b, q, count);
	}
	for (j = 0; j < q->n && !fits(t, q->v[j]); j++)
		;
	m = (struct clever_mark){ t->area, t->cell, t->value };
	if (j == q->n) {
		clever_report(s, D_BONUS_NOT_DUE, t->pos, seat, "no bonus due "
		    "lets %s enter %s", pname(s, seat),
		    clever_mark_name(&m, CLEVER_NAME_TOKEN, nm, sizeof(nm)));
		return;
	}
	b = q->v[j];
	if (b != CB_XY && b != CB_XB) {
		q_remove(s, q, j);
		s->from_then = 1;
		make_auto(s, seat, b, q, count);
		return;
	}
	if (t->cell < 0) {
		clever_report(s, D_MISSING_KEY, t->pos, seat, "an X in %s "
		    "needs its cell", clever_area_names[clever_bonus_area(b)]);
		return;
	}
	m.written = 0;
	fault = clever_check_mark(&s->sh[seat], CLEVER_BONUS_MARK, 0, 0, &m);
	if (fault & CLEVER_UNMAKEABLE) {
		clever_report_unmakeable(s, seat, t->pos, fault, &m);
		return;
	}
	q_remove(s, q, j);
	s->from_then = 1;
	n = clever_make_mark(s, seat, &m, 1, f, count);
	s->from_then = 0;
	q_front(s, q, f, n);
}

/*
 * Resolve the chain of an entry (2.6): fired[] from its own mark, the
 * record's then items, count[] gets every bonus fired.  apos: where a
 * forfeited X is reported.
 */
void
clever_chain(struct clever_state *s, int seat, const enum clever_bonus *fired,
    int nfired, const struct clever_entry *e, struct srcpos apos, uint8_t
    *count)
{
	struct queue		 q;
	enum clever_bonus	 b;
	int			 i;

	q.n = 0;
	s->from_then = 0;
	q_front(s, &q, fired, nfired);
	for (i = 0; i < e->nthen; i++) {
		q_earn(s, seat, &q);
		if (e->then[i].ok)
			then_item(s, seat, &e->then[i], &q, count);
	}
	q_earn(s, seat, &q);
	while (q.n > 0) {
		b = q.v[0];
		q_remove(s, &q, 0);
		if (is_auto(b))
			make_auto(s, seat, b, &q, count);
		else if ((b == CB_XY || b == CB_XB) &&
		    clever_x_possible(&s->sh[seat], b))
			clever_report(s, D_BONUS_FORFEITED, apos, seat, "%s "
			    "had an %s due and did not enter it", pname(s,
			    seat), clever_bonus_text(b));
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
claim_scores(struct clever_state *s, int seat, const struct clever_claim *c,
    enum diag_code code, int move, const char *who)
{
	struct clever_score	 sc;
	struct diag		*e;
	int			 k, have;

	clever_score_again(&s->sh[seat], &s->scored[seat], &s->score[seat]);
	sc = s->score[seat];
	for (k = 0; k < CK__MAX; k++) {
		if (!((c->has >> k) & 1))
			continue;
		have = k < CLEVER_AREAS ? sc.area[k] : k == CK_F ? sc.fox :
		    k == CK_FOXES ? sc.foxes : sc.total;
		if (have == c->v[k])
			continue;
		if (k == CK_FOXES)
			e = diag_add(s->d, code, move, c->vpos[k], seat,
			    "%sclaims %d foxes, the sheet has %d", who, c->v[k],
			    have);
		else
			e = diag_add(s->d, code, move, c->vpos[k], seat,
			    "%sclaims %s at %d, %s scores %d", who, keyname[k],
			    c->v[k], keyname[k], have);
		diag_fix_number(s->d, e, clever_claim_words[k], have,
		    c->vpos[k]);
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
void
clever_judge_claims(struct clever_state *s, int seat, const struct clever_entry
    *e, const uint8_t *count)
{
	char	 a[160], b[160];

	claim_scores(s, seat, &e->total, D_TOTAL_MISMATCH, s->move, "");
	if (e->has_bonus && memcmp(e->bonus + 1, count + 1, CB__MAX - 1) != 0) {
		bonus_list(e->bonus, a, sizeof(a));
		bonus_list(count, b, sizeof(b));
		clever_report(s, D_BONUS_MISMATCH, e->bonus_pos, seat, "claims "
		    "%s; the entry earned %s", a, b);
	}
}

#define BIT(code)	(1ull << (code))

/*
 * Report what keeps mark m from being made (clever_check_mark's faults
 * f, with D_CELL_OCCUPIED or D_AREA_FULL) at pos; a yellow cell crossed
 * in print says so.
 */
void
clever_report_unmakeable(struct clever_state *s, int seat, struct srcpos pos,
    uint64_t f, const struct clever_mark *m)
{
	char	 nm[32];

	clever_mark_name(m, CLEVER_NAME_WORDS, nm, sizeof(nm));
	if (f & BIT(D_AREA_FULL))
		clever_report(s, D_AREA_FULL, pos, seat, "%s has no box left",
		    clever_area_names[m->area]);
	else
		clever_report(s, D_CELL_OCCUPIED, pos, seat, "%s is already "
		    "crossed%s", nm, m->area == CA_Y &&
		    clever_yellow_printed(m->cell) ? " (printed cross)" : "");
}

/*
 * The target of die c showing v as the entry says (2.11 step 1) into
 * m->area and m->cell (-1 where the rules pick it).  Returns 0, or -1
 * after reporting when there is none.
 */
static int
target(struct clever_state *s, int seat, const struct clever_entry *e,
    int c, int v, struct clever_mark *m)
{
	struct srcpos	 pos = e->has_to ? e->to.pos : e->action_pos;
	int		 r;

	if (e->has_to && !e->to.ok)
		return -1;
	if (!e->has_to && c == CD_W) {
		clever_report(s, D_MISSING_KEY, e->action_pos, seat, "the "
		    "white die needs to: the area it is entered in");
		return -1;
	}
	m->area = e->has_to ? e->to.area : c - 1;
	m->cell = e->has_to && (m->area == CA_Y || m->area == CA_B) ?
	    e->to.cell : -1;
	m->written = 0;
	if (m->area != CA_Y || m->cell >= 0)
		return 0;
	r = clever_target(&s->sh[seat], CA_Y, v, sum_bw(s), m);
	if (r == -2)
		clever_report(s, D_MISSING_KEY, pos, seat, "both yellow cells "
		    "of %d are free; to must name one", v);
	else if (r == -1)
		clever_report(s, D_CELL_OCCUPIED, pos, seat, "both yellow "
		    "cells of %d are already crossed", v);
	return r == 0 ? 0 : -1;
}

/*
 * Report yellow cell m written for a die showing v (the cell shows
 * another number), naming the free cells that show v.  When the entry
 * writes the die as rolled and exactly one free cell shows v, that is the
 * cell meant: it becomes the fix, and *m, so that the entries after it
 * are judged with it (genial-clever(5) "value-mismatch").
 */
static void
yellow_mismatch(struct clever_state *s, int seat,
    const struct clever_entry *en, int v, struct clever_mark *m)
{
	struct clever_mark	 alt, legal[CLEVER_MARKS_MAX];
	struct diag		*e;
	char			 nm[32], tok[16], free_[48];
	size_t			 o = 0;
	int			 i, k, n = 0;

	free_[0] = '\0';
	k = clever_legal_marks(&s->sh[seat], CD_Y, v, sum_bw(s), legal);
	for (i = 0; i < k && legal[i].area == CA_Y; i++) {
		clever_mark_name(&legal[i], CLEVER_NAME_TOKEN, tok, sizeof(tok));
		o += (size_t)snprintf(free_ + o, sizeof(free_) - o, "%s%s",
		    n++ ? " and " : "", tok + 1);
		alt = legal[i];
	}
	e = clever_report(s, D_VALUE_MISMATCH, en->to.pos, seat, "%s shows %d, "
	    "the die shows %d%s%s%s", clever_mark_name(m, CLEVER_NAME_WORDS, nm,
	    sizeof(nm)), clever_yellow_number(m->cell), v, n > 1 ?
	    " (free yellow cells that show it: " : "", n > 1 ? free_ : "",
	    n > 1 ? ")" : "");
	if (!en->has_to || n != 1 || en->die.value != v)
		return;
	clever_mark_name(&alt, CLEVER_NAME_TOKEN, tok, sizeof(tok));
	diag_fix_claim(s->d, e, "to", tok, en->to.pos);
	diag_set_why(s->d, e, "%s is the free yellow cell that shows %d; it is "
	    "read as that", clever_mark_name(&alt, CLEVER_NAME_WORDS, nm,
	    sizeof(nm)), v);
	*m = alt;
}

/*
 * Judge the mark of die c showing v for seat (2.11) into *m: the target,
 * then clever_check_mark's faults, each reported.  Returns 0 to apply,
 * -1 to skip.
 */
static int
judge(struct clever_state *s, int seat, const struct clever_entry *e, int c,
    int v, struct clever_mark *m)
{
	struct clever_sheet	*sh = &s->sh[seat];
	struct srcpos		 pos = e->has_to ? e->to.pos : e->action_pos;
	const char		*dn = clever_die_names[c];
	uint64_t		 f;

	if (target(s, seat, e, c, v, m) != 0)
		return -1;
	f = clever_check_mark(sh, c, v, sum_bw(s), m);
	if (f & BIT(D_WRONG_AREA))
		clever_report(s, D_WRONG_AREA, pos, seat, "a %s die cannot be "
		    "entered in %s; only the white die is wild", dn,
		    clever_area_names[m->area]);
	if ((m->area == CA_O || m->area == CA_P) && e->has_to &&
	    e->to.value != 0 && e->to.value != v)
		clever_report(s, D_DIE_MISMATCH, pos, seat, "writes %c%d, the "
		    "%s die shows %d", clever_area_letters[m->area],
		    e->to.value, dn, v);
	if (f & CLEVER_UNMAKEABLE) {
		clever_report_unmakeable(s, seat, pos, f, m);
		return -1;
	}
	if (f & BIT(D_VALUE_MISMATCH) && m->area == CA_Y)
		yellow_mismatch(s, seat, e, v, m);
	else if (f & BIT(D_VALUE_MISMATCH))
		clever_report(s, D_VALUE_MISMATCH, pos, seat, "blue %d is not "
		    "blue + white: %d + %d = %d", m->cell, s->value[CD_B],
		    s->value[CD_W], sum_bw(s));
	if (f & BIT(D_BELOW_THRESHOLD))
		clever_report(s, D_BELOW_THRESHOLD, pos, seat, "green box %d "
		    "needs at least %d, the %s die shows %d", m->cell,
		    clever_green_min(m->cell), dn, v);
	if (f & BIT(D_NOT_ASCENDING))
		clever_report(s, D_NOT_ASCENDING, pos, seat, "purple box %d "
		    "needs more than %d, the %s die shows %d", m->cell,
		    sh->purple[sh->npurple - 1], dn, v);
	return 0;
}

/* Enter die c (value v) for seat as the entry says, with chain and claims. */
void
clever_enter_die(struct clever_state *s, int seat, const struct clever_entry *e,
    int c)
{
	struct clever_mark	 m;
	enum clever_bonus	 f[2];
	uint8_t			 count[CB__MAX];
	int			 v = s->value[c], n = 0;

	memset(count, 0, sizeof(count));
	s->step->die_value = v;
	if (e->die.value != 0 && e->die.value != v)
		clever_report(s, D_DIE_MISMATCH, e->action_pos, seat, "%s "
		    "%c%d, the %s die shows %d", e->action == CX_TAKE ? "takes"
		    : e->action == CX_PICK ? "picks" : "takes by +1",
		    clever_letters[c], e->die.value, clever_die_names[c], v);
	if (judge(s, seat, e, c, v, &m) == 0) {
		n = clever_make_mark(s, seat, &m, 0, f, count);
		clever_chain(s, seat, f, n, e, e->action_pos, count);
	}
	clever_judge_claims(s, seat, e, count);
}
