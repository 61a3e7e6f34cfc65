/*
 * Self-play of Ganz schön clever (clever_play.h): the turn structure of
 * genial-clever(5), the agents' choices, and the record written as it
 * goes.  Bonus chains are resolved in the referee's canonical order
 * (front of the queue first, the bonuses a mark fires put at the front)
 * and every bonus mark made is written in `then`, so the replay makes
 * the same marks in the same order.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clever_play_priv.h"
#include "clever_replay.h"

/* The greedy measure of a sheet against an earlier one (C42 total). */
static int
worth(enum agent_kind ag, const struct clever_sheet *a,
    const struct clever_sheet *b)
{
	struct clever_score	 x, y;
	int			 i, j, g = 0, w[CLEVER_AREAS], rank;

	clever_score(a, &x);
	clever_score(b, &y);
	for (i = 0; i < CLEVER_AREAS; i++)
		w[i] = 1;
	if (ag == AGENT_BALANCED)
		for (i = 0; i < CLEVER_AREAS; i++) {
			for (rank = 0, j = 0; j < CLEVER_AREAS; j++)
				if (x.area[j] < x.area[i] || (x.area[j] ==
				    x.area[i] && j < i))
					rank++;
			w[i] = rank == 0 ? 3 : rank == 1 ? 2 : 1;
		}
	for (i = 0; i < CLEVER_AREAS; i++)
		g += w[i] * (y.area[i] - x.area[i]);
	g += y.fox - x.fox;
	g += 2 * (b->rr_earned - a->rr_earned) + 3 * (b->p1_earned -
	    a->p1_earned) + 4 * (b->foxes - a->foxes);
	return g;
}

/* The cell an X in yellow or blue goes to: -1 if none is free. */
static int
choose_x(struct play_state *p, int seat, const struct clever_sheet *s,
    enum clever_bonus b)
{
	struct clever_sheet	 t;
	struct clever_mark	 m[CLEVER_MARKS_MAX];
	enum clever_bonus	 f[2];
	int			 n, i, best = -1, g, bg = 0;

	if ((n = clever_bonus_marks(s, b, m)) == 0)
		return -1;
	if (p->ag[seat] == AGENT_RANDOM)
		return m[prng_below(p->rng, (uint32_t)n)].cell;
	if (p->ag[seat] == AGENT_STRONG)
		return play_strong_x(p, s, b);
	for (i = 0; i < n; i++) {
		t = *s;
		clever_apply(&t, &m[i], f);
		g = worth(p->ag[seat], s, &t);
		if (best < 0 || g > bg) {
			best = m[i].cell;
			bg = g;
		}
	}
	return best;
}

/*
 * Resolve the bonuses fired[] on sheet s in the canonical order, each
 * bonus mark written to then[] (when not NULL) and counted in count[].
 */
static void
resolve(struct play_state *p, int seat, struct clever_sheet *s,
    const enum clever_bonus *fired, int nfired, struct clever_tok *then,
    int *nthen, uint8_t *count)
{
	enum clever_bonus	 q[64], f[2], b;
	struct clever_mark	 m;
	int			 n = 0, k, i;

	for (i = 0; i < nfired; i++)
		q[n++] = fired[i];
	while (n > 0) {
		b = q[0];
		memmove(q, q + 1, sizeof(q[0]) * (size_t)--n);
		if (!clever_bonus_is_mark(b)) {
			clever_earn(s, b);
			continue;
		}
		if (b == CB_XY || b == CB_XB) {
			if ((m.cell = choose_x(p, seat, s, b)) < 0)
				continue;
			m.area = clever_bonus_area(b);
			m.written = 0;
		} else if (clever_bonus_target(s, b, &m) != 0)
			continue;
		k = clever_apply(s, &m, f);
		for (i = 0; i < k; i++)
			count[f[i]]++;
		if (n + k <= 64) {
			memmove(q + k, q, sizeof(q[0]) * (size_t)n);
			for (i = 0; i < k; i++)
				q[i] = f[i];
			n += k;
		}
		if (then != NULL && *nthen < CLEVER_MAX_LIST) {
			struct clever_tok *t = &then[(*nthen)++];

			memset(t, 0, sizeof(*t));
			t->ok = 1;
			t->area = m.area;
			t->cell = m.area == CA_Y || m.area == CA_B ? m.cell :
			    -1;
			t->value = clever_bonus_number(b);
		}
	}
}

static int
sum_bw(const struct play_state *p)
{
	return p->value[CD_B] + p->value[CD_W];
}

/* Every way to enter the dice of mask for seat, with their gains. */
static int
options(struct play_state *p, int seat, unsigned mask, struct opt *o)
{
	struct clever_sheet	*s = &p->sh[seat], t;
	struct clever_mark	 m[CLEVER_MARKS_MAX];
	enum clever_bonus	 f[2];
	uint8_t			 count[CB__MAX];
	int			 n = 0, c, i, k;

	for (c = 0; c < CLEVER_DICE; c++) {
		if (!((mask >> c) & 1))
			continue;
		k = clever_legal_marks(s, c, p->value[c], sum_bw(p), m);
		for (i = 0; i < k && n < MAX_OPTS; i++) {
			o[n].die = c;
			o[n++].m = m[i];
		}
	}
	for (i = 0; i < n && p->ag[seat] != AGENT_STRONG; i++) {
		t = *s;
		memset(count, 0, sizeof(count));
		k = clever_apply(&t, &o[i].m, f);
		resolve(p, seat, &t, f, k, NULL, NULL, count);
		o[i].gain = worth(p->ag[seat], s, &t);
	}
	return n;
}

/* The agent's choice among n options: index. */
static int
choose(struct play_state *p, int seat, const struct opt *o, int n)
{
	int	 i, best = 0;

	if (p->ag[seat] == AGENT_RANDOM)
		return (int)prng_below(p->rng, (uint32_t)n);
	for (i = 1; i < n; i++)
		if (o[i].gain > o[best].gain)
			best = i;
	return best;
}

static struct clever_entry *
add(struct play_state *p, enum clever_action a, int player)
{
	struct clever_play	*cp = p->cp;
	struct clever_entry	*e;

	if (cp->cr.nmoves == cp->cap) {
		cp->cap = cp->cap * 2 + 64;
		cp->moves = xreallocarray(cp->moves, cp->cap,
		    sizeof(*cp->moves));
		cp->cr.moves = cp->moves;
	}
	e = &cp->moves[cp->cr.nmoves++];
	memset(e, 0, sizeof(*e));
	e->action = a;
	e->player = player;
	e->nplatter = -1;
	return e;
}

/* Roll the dice of mask (draws in die order), into the entry. */
static void
throw_dice(struct play_state *p, struct clever_entry *e, unsigned mask)
{
	int	 c;

	e->dice_ok = 1;
	for (c = 0; c < CLEVER_DICE; c++)
		if ((mask >> c) & 1) {
			p->value[c] = 1 + (int)prng_below(p->rng, 6);
			e->dice[c] = (uint8_t)p->value[c];
		}
}

/* Make option o for seat as entry e: to, then, bonus, total. */
static void
enter(struct play_state *p, int seat, struct clever_entry *e, const struct opt
    *o)
{
	struct clever_sheet	*s = &p->sh[seat], before = *s;
	struct clever_score	 a, b;
	struct clever_tok	 then[CLEVER_MAX_LIST];
	enum clever_bonus	 f[2];
	uint8_t			 count[CB__MAX];
	int			 k, i, nthen = 0;

	memset(count, 0, sizeof(count));
	if (e->action != CX_BLACK) {
		e->die.ok = 1;
		e->die.colour = o->die;
		e->die.value = p->value[o->die];
		e->has_to = 1;
		e->to.ok = 1;
		e->to.area = o->m.area;
		e->to.cell = o->m.area == CA_Y || o->m.area == CA_B ?
		    o->m.cell : -1;
		e->to.value = o->m.area >= CA_O ? p->value[o->die] : 0;
	}
	k = clever_apply(s, &o->m, f);
	for (i = 0; i < k; i++)
		count[f[i]]++;
	resolve(p, seat, s, f, k, then, &nthen, count);
	if (nthen > 0) {
		e->then = arena_alloc(&p->cp->arena, sizeof(*then) *
		    (size_t)nthen);
		memcpy(e->then, then, sizeof(*then) * (size_t)nthen);
		e->nthen = nthen;
	}
	for (i = 1; i < CB__MAX; i++)
		if (count[i] > 0)
			e->has_bonus = 1;
	memcpy(e->bonus, count, sizeof(count));
	e->bonus[0] = 0;
	clever_score(&before, &a);
	clever_score(s, &b);
	for (i = 0; i < CLEVER_AREAS; i++)
		if (a.area[i] != b.area[i]) {
			e->total.has |= (uint16_t)(1u << i);
			e->total.v[i] = b.area[i];
		}
	e->total.has |= 1u << CK_TOTAL;
	e->total.v[CK_TOTAL] = b.total;
}

/* The +1 actions of seat at the end of a turn. */
static void
extras(struct play_state *p, int seat)
{
	struct opt		 o[MAX_OPTS];
	struct clever_entry	*e;
	unsigned		 mask;
	int			 n, i;

	while (p->sh[seat].p1_used < p->sh[seat].p1_earned) {
		mask = 0x3fu & ~p->extra[seat];
		if ((n = options(p, seat, mask, o)) == 0)
			return;
		if (p->ag[seat] == AGENT_STRONG) {
			if ((i = play_strong_extra(p, seat, o, n)) < 0)
				return;
		} else if (p->ag[seat] == AGENT_RANDOM) {
			if (prng_below(p->rng, 2) == 0)
				return;
			i = choose(p, seat, o, n);
		} else {
			i = choose(p, seat, o, n);
			if (o[i].gain < 1)
				return;
		}
		p->sh[seat].p1_used++;
		p->extra[seat] |= 1u << o[i].die;
		e = add(p, CX_EXTRA, p->n > 1 ? seat : -1);
		enter(p, seat, e, &o[i]);
	}
}

/* The active phase of seat's turn; first: whether to name the player. */
static void
active(struct play_state *p, int seat)
{
	struct opt		 o[MAX_OPTS];
	struct clever_entry	*e;
	int			 rolls, n, i = -1, c, best;

	for (c = 0; c < CLEVER_DICE; c++)
		p->where[c] = PL_PLAY;
	for (rolls = 0; rolls < 3 && play_dice_at(p, PL_PLAY) != 0; rolls++) {
		e = add(p, CX_ROLL, rolls == 0 && p->n > 1 ? seat : -1);
		throw_dice(p, e, play_dice_at(p, PL_PLAY));
		for (;;) {
			n = options(p, seat, play_dice_at(p, PL_PLAY), o);
			if (p->ag[seat] == AGENT_STRONG) {
				if ((i = play_strong_take(p, seat, rolls, o,
				    n)) != CLEVER_REROLL)
					break;
			} else if (p->sh[seat].rr_used >= p->sh[seat].rr_earned)
				break;
			if (p->ag[seat] == AGENT_RANDOM) {
				if (prng_below(p->rng, 2) == 0)
					break;
			} else if (p->ag[seat] != AGENT_STRONG) {
				for (best = -1000, i = 0; i < n; i++)
					if (o[i].gain > best)
						best = o[i].gain;
				if (best >= 2)
					break;
			}
			p->sh[seat].rr_used++;
			e = add(p, CX_REROLL, -1);
			throw_dice(p, e, play_dice_at(p, PL_PLAY));
		}
		e = add(p, CX_TAKE, -1);
		if (n == 0) {
			e->die.ok = e->die.none = 1;
			continue;
		}
		if (p->ag[seat] != AGENT_STRONG)
			i = choose(p, seat, o, n);
		enter(p, seat, e, &o[i]);
		c = o[i].die;
		p->where[c] = PL_FIELD;
		for (n = 0; n < CLEVER_DICE; n++)
			if (p->where[n] == PL_PLAY && p->value[n] < p->value[c])
				p->where[n] = PL_PLATTER;
	}
	for (c = 0; c < CLEVER_DICE; c++)
		if (p->where[c] == PL_PLAY)
			p->where[c] = PL_PLATTER;
}

/* A passive player's pick: platter, else the dice fields (C24). */
static void
pick(struct play_state *p, int seat, int fallback)
{
	struct opt		 o[MAX_OPTS];
	struct clever_entry	*e;
	int			 n, i;

	e = add(p, CX_PICK, p->n > 2 ? seat : p->n == 2 ? seat : -1);
	if ((n = options(p, seat, play_dice_at(p, PL_PLATTER), o)) == 0 &&
	    fallback)
		n = options(p, seat, play_dice_at(p, PL_FIELD), o);
	if (n > 0 && p->ag[seat] == AGENT_STRONG)
		i = play_strong_pick(p, seat, o, n);
	else
		i = n > 0 ? choose(p, seat, o, n) : -1;
	if (i < 0) {
		e->die.ok = e->die.none = 1;
		return;
	}
	enter(p, seat, e, &o[i]);
}

/* The solo passive turn: all six thrown, three lowest to the platter. */
static void
solo_passive(struct play_state *p)
{
	struct clever_entry	*e;
	int			 order[CLEVER_DICE], i, j, t;

	e = add(p, CX_ROLL, -1);
	throw_dice(p, e, 0x3fu);
	for (i = 0; i < CLEVER_DICE; i++)
		order[i] = i;
	for (i = 1; i < CLEVER_DICE; i++)
		for (j = i; j > 0 && p->value[order[j]] <
		    p->value[order[j - 1]]; j--) {
			t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
	for (i = 0; i < CLEVER_DICE; i++)
		p->where[order[i]] = i < 3 ? PL_PLATTER : PL_ASIDE;
	if (p->value[order[2]] == p->value[order[3]]) {
		e->nplatter = 3;
		for (i = 0, j = 0; i < CLEVER_DICE; i++)
			if (p->where[i] == PL_PLATTER)
				e->platter[j++] = (uint8_t)i;
	}
	pick(p, 0, 0);
}

/* Write the black bonus o for seat (its X chosen at p->xat). */
static void
black_entry(struct play_state *p, int seat, const struct opt *o)
{
	struct clever_entry	*e;

	e = add(p, CX_BLACK, p->n > 1 ? seat : -1);
	e->black.ok = 1;
	e->black.area = o->m.area;
	e->black.cell = o->m.area <= CA_B ? o->m.cell : -1;
	e->black.value = o->m.area >= CA_O ? 6 : 0;
	enter(p, seat, e, o);
}

/* The black bonus of round 4 for seat, if it can be taken. */
static void
black(struct play_state *p, int seat)
{
	struct clever_sheet	*s = &p->sh[seat], t;
	struct opt		 o[MAX_OPTS];
	struct clever_mark	 m;
	enum clever_bonus	 f[2];
	uint8_t			 count[CB__MAX];
	int			 n = 0, i, k, cell;

	if (p->ag[seat] == AGENT_STRONG) {
		if ((i = play_strong_black(p, seat, o)) >= 0)
			black_entry(p, seat, &o[i]);
		return;
	}
	if ((cell = choose_x(p, seat, s, CB_XY)) >= 0) {
		o[n].m.area = CA_Y;
		o[n].m.cell = cell;
		o[n++].m.written = 0;
	}
	if ((cell = choose_x(p, seat, s, CB_XB)) >= 0) {
		o[n].m.area = CA_B;
		o[n].m.cell = cell;
		o[n++].m.written = 0;
	}
	/* The black X in green or 6 in orange or purple: the next box. */
	if (clever_bonus_target(s, CB_XG, &m) == 0)
		o[n++].m = m;
	if (clever_bonus_target(s, CB_O6, &m) == 0)
		o[n++].m = m;
	if (clever_bonus_target(s, CB_P6, &m) == 0)
		o[n++].m = m;
	if (n == 0)
		return;
	for (i = 0; i < n; i++) {
		t = *s;
		memset(count, 0, sizeof(count));
		k = clever_apply(&t, &o[i].m, f);
		resolve(p, seat, &t, f, k, NULL, NULL, count);
		o[i].gain = worth(p->ag[seat], s, &t);
		o[i].die = -1;
	}
	black_entry(p, seat, &o[choose(p, seat, o, n)]);
}

void
clever_play_init(struct clever_play *cp)
{
	memset(cp, 0, sizeof(*cp));
	arena_init(&cp->arena);
}

void
clever_play_free(struct clever_play *cp)
{
	if (cp == NULL)
		return;
	arena_free(&cp->arena);
	free(cp->moves);
	clever_rollctx_free(cp->rc);
	memset(cp, 0, sizeof(*cp));
}

int
clever_play_run(struct clever_play *cp, int nplayers,
    const enum agent_kind agents[CLEVER_MAX_SEATS], struct prng *rng)
{
	struct clever_replay	 rk;
	struct play_state		 p;
	int			 turns, k, r, s, act;

	arena_reset(&cp->arena);
	memset(&cp->rec, 0, sizeof(cp->rec));
	memset(&cp->cr, 0, sizeof(cp->cr));
	memset(cp->sheet, 0, sizeof(cp->sheet));
	cp->rec.kind = RECORD_CLEVER;
	cp->rec.clever = &cp->cr;
	cp->rec.usable = 1;
	cp->rec.game = 1;
	cp->rec.nplayers = nplayers;
	cp->rec.winner = -1;
	for (s = 0; s < nplayers; s++) {
		snprintf(cp->names[s], sizeof(cp->names[s]), "%s-%d",
		    agent_name(agents[s]), s + 1);
		cp->rec.players[s] = cp->names[s];
	}
	cp->cr.rounds = clever_rounds(nplayers);
	cp->cr.has_moves = 1;
	cp->cr.moves = cp->moves;
	memset(&p, 0, sizeof(p));
	p.cp = cp;
	p.rng = rng;
	p.ag = agents;
	p.n = nplayers;
	p.solo = nplayers == 1;
	p.sh = cp->sheet;
	turns = p.solo ? 12 : cp->cr.rounds * nplayers;
	for (k = 0; k < turns; k++) {
		p.turn = k;
		r = p.solo ? k / 2 + 1 : k / nplayers + 1;
		if (k == 0 || r != (p.solo ? (k - 1) / 2 + 1 :
		    (k - 1) / nplayers + 1)) {
			if (r == CLEVER_BLACK_ROUND)
				for (s = 0; s < nplayers; s++)
					black(&p, s);
			for (s = 0; s < nplayers; s++)
				clever_earn(&p.sh[s], clever_round_bonus(r));
		}
		memset(p.extra, 0, sizeof(p.extra));
		if (p.solo && k % 2 == 1) {
			solo_passive(&p);
			extras(&p, 0);
			continue;
		}
		act = p.solo ? 0 : k % nplayers;
		active(&p, act);
		extras(&p, act);
		for (s = 1; s < nplayers; s++) {
			pick(&p, (act + s) % nplayers, 1);
			extras(&p, (act + s) % nplayers);
		}
	}
	memset(&rk, 0, sizeof(rk));
	rk.nplayers = nplayers;
	for (s = 0; s < nplayers; s++) {
		clever_score(&cp->sheet[s], &cp->score[s]);
		rk.score[s] = cp->score[s];
		rk.scored[s] = 1;
		cp->cr.has_result[s] = 1;
		cp->cr.result[s].has = 1u << CK_TOTAL;
		cp->cr.result[s].v[CK_TOTAL] = cp->score[s].total;
	}
	clever_rank(&rk);
	cp->cr.has_winner = 1;
	cp->cr.winner = nplayers > 1 && rk.rank[rk.order[1]] == 1 ? -1 :
	    rk.order[0];
	return 0;
}
