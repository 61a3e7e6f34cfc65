/*
 * Analysis of a Ganz schön clever game (see clever_analyse.h): a decision
 * judged among its choices (rank, best, loss, label) and played out with
 * --sim, each player's totals and worst decisions, and the walk through
 * the replay's steps, entry by entry (clever_analyse_walk.c).
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "clever_analyse_priv.h"
#include "prng.h"
#include "util.h"

static const char *const label_names[CL__LABELS] = {
	"best", "good", "inaccuracy", "mistake", "blunder"
};
static const char *const label_marks[CL__LABELS] = {
	"", "", "?!", "?", "??"
};

const char *
clever_label_name(enum clever_label l)
{
	return (unsigned)l < CL__LABELS ? label_names[l] : "";
}

const char *
clever_label_mark(enum clever_label l)
{
	return (unsigned)l < CL__LABELS ? label_marks[l] : "";
}

enum clever_label
clever_label_of(long loss)
{
	if (loss >= CLEVER_AT_BLUNDER)
		return CL_BLUNDER;
	if (loss >= CLEVER_AT_MISTAKE)
		return CL_MISTAKE;
	if (loss >= CLEVER_AT_INACCURACY)
		return CL_INACCURACY;
	if (loss >= CLEVER_AT_GOOD)
		return CL_GOOD;
	return CL_BEST;
}

void
clever_analysis_init(struct clever_analysis *an)
{
	memset(an, 0, sizeof(*an));
}

void
clever_analysis_free(struct clever_analysis *an)
{
	if (an == NULL)
		return;
	free(an->moves);
	clever_rollctx_free(an->rc);
	clever_analysis_init(an);
}

void
clever_an_choice(struct dec *d, enum clever_choice_kind k,
    const struct clever_opt *o, const int value[CLEVER_DICE], long v)
{
	struct clever_choice	*c;

	if (d->n >= MAXCH)
		return;
	c = &d->ch[d->n];
	memset(c, 0, sizeof(*c));
	c->kind = k;
	if (o != NULL) {
		c->die = o->die;
		c->value = o->die >= 0 ? value[o->die] : 0;
		c->mark = o->mark;
	}
	d->val[d->n++] = v;
}

static int
same_choice(const struct clever_choice *a, const struct clever_choice *b)
{
	if (a->kind != b->kind)
		return 0;
	if (a->kind == CCH_REROLL || a->kind == CCH_NONE)
		return 1;
	return (a->kind == CCH_MARK || a->die == b->die) &&
	    a->mark.area == b->mark.area && a->mark.cell == b->mark.cell;
}

static void
push(struct clever_analysis *an, const struct clever_an_move *m)
{
	struct clever_an_player	*p = &an->player[m->seat];

	if (an->nmoves == an->cap) {
		an->cap = an->cap ? an->cap * 2 : 64;
		an->moves = xreallocarray(an->moves, an->cap,
		    sizeof(*an->moves));
	}
	an->moves[an->nmoves++] = *m;
	p->decisions++;
	p->loss += m->loss;
	p->labels[m->label]++;
}

/* The table at step s for playouts; rolls: the rolls made this turn. */
void
clever_an_table(struct walk *w, const struct clever_step *s, int rolls)
{
	struct clever_table	*t = &w->tab;
	int			 c;

	memset(t, 0, sizeof(*t));
	t->nplayers = w->n;
	t->rounds = w->rounds;
	t->turn = s->turn < 0 ? 0 : s->turn;
	memcpy(t->sheet, s->sheets, sizeof(t->sheet));
	for (c = 0; c < CLEVER_DICE; c++) {
		t->value[c] = s->dice[c];
		t->where[c] = (enum clever_place)s->place[c];
	}
	t->rolls = rolls;
	t->unpicked = s->unpicked;
	memcpy(t->extra, w->extra, sizeof(t->extra));
}

/* The average final total of seat over the playouts of choice c. */
static long
playouts(struct walk *w, const struct clever_an_move *m,
    const struct clever_choice *c)
{
	struct clever_opt	 o;
	struct prng		 rng;
	enum clever_sim_from	 from;
	uint64_t		 seed;
	int64_t			 sum = 0;
	int			 i;

	o.die = c->kind == CCH_DIE ? c->die : -1;
	o.mark = c->mark;
	switch (m->kind) {
	case CDEC_TAKE:
		from = c->kind == CCH_REROLL ? CSF_REROLL : CSF_TAKE;
		break;
	case CDEC_PICK:
		from = CSF_PICK;
		break;
	case CDEC_EXTRA:
		from = CSF_EXTRA;
		break;
	default:
		from = CSF_BLACK;
		break;
	}
	seed = ((uint64_t)(unsigned)w->game << 32) ^ (uint64_t)m->move ^
	    ((uint64_t)m->kind << 24);
	for (i = 0; i < w->an->sim; i++) {
		prng_seed(&rng, seed + (uint64_t)i * UINT64_C(0x9e3779b97f4a7c15));
		sum += clever_sim_playout(&w->tab, m->seat, from,
		    c->kind == CCH_DIE || c->kind == CCH_MARK ? &o : NULL, &rng);
	}
	return (long)(sum / w->an->sim);
}

/*
 * Playouts of decision m: the sim_top best
 * choices and the one made, each an->sim times to the end of the game,
 * the i-th playout of each with the same dice.
 */
static void
simulate(struct walk *w, struct clever_an_move *m)
{
	long	 v;
	int	 k, top = w->an->sim_top < 1 ? 1 : w->an->sim_top;

	m->simulated = 1;
	m->playouts = w->an->sim;
	m->sim_value = playouts(w, m, &m->played);
	m->played_out = 1;
	m->sim_best = m->played;
	m->sim_best_value = m->sim_value;
	for (k = 0; k < m->ntop && k < top; k++) {
		if (same_choice(&m->top[k], &m->played))
			continue;
		v = playouts(w, m, &m->top[k]);
		m->played_out++;
		if (v > m->sim_best_value) {
			m->sim_best_value = v;
			m->sim_best = m->top[k];
		}
	}
	m->sim_loss = m->sim_best_value - m->sim_value;
	w->an->player[m->seat].simulated++;
	w->an->player[m->seat].sim_loss += m->sim_loss;
}

/*
 * Judge decision d whose choice made is played (not among d's choices:
 * nothing is analysed); move and seat say whose it is.
 */
void
clever_an_judge(struct walk *w, int move, int seat, enum clever_decision kind,
    const struct dec *d, const struct clever_choice *played)
{
	struct clever_an_move	 m;
	int			 order[MAXCH], i, j, k, t, pi = -1, bi = 0;

	for (i = 0; i < d->n && pi < 0; i++)
		if (same_choice(&d->ch[i], played))
			pi = i;
	if (pi < 0 || seat < 0 || seat >= w->n)
		return;
	memset(&m, 0, sizeof(m));
	for (i = 1; i < d->n; i++)
		if (d->val[i] > d->val[bi])
			bi = i;
	if (d->val[pi] == d->val[bi])
		bi = pi;
	m.move = move;
	m.seat = seat;
	m.kind = kind;
	m.played = d->ch[pi];
	m.best = d->ch[bi];
	m.value = d->val[pi];
	m.best_value = d->val[bi];
	m.loss = m.best_value - m.value;
	m.label = clever_label_of(m.loss);
	m.ncand = d->n;
	m.rank = 1;
	for (i = 0; i < d->n; i++)
		m.rank += d->val[i] > d->val[pi];
	/* The best first, then the others by value, earliest first. */
	for (i = 0, j = 0; i < d->n; i++)
		if (i != bi)
			order[j++] = i;
	for (i = 1; i < j; i++)
		for (k = i; k > 0 && d->val[order[k]] > d->val[order[k - 1]];
		    k--) {
			t = order[k];
			order[k] = order[k - 1];
			order[k - 1] = t;
		}
	m.top[0] = d->ch[bi];
	m.top_value[0] = d->val[bi];
	for (m.ntop = 1, i = 0; i < j && m.ntop < CLEVER_AN_TOP; i++) {
		m.top[m.ntop] = d->ch[order[i]];
		m.top_value[m.ntop++] = d->val[order[i]];
	}
	if (w->an->sim > 0 && kind != CDEC_X)
		simulate(w, &m);
	push(w->an, &m);
}

/* The luck of one roll for seat: worth less the average worth. */
void
clever_an_luck(struct walk *w, int seat, long worth, long average)
{
	w->an->player[seat].rolls++;
	w->an->player[seat].luck += worth - average;
}

/* The moves in record order (stable), and each player's worst three. */
static void
finish(struct clever_analysis *an)
{
	struct clever_an_move	 t;
	struct clever_an_player	*p;
	size_t			 i, j;
	int			 s, k, x;

	for (i = 1; i < an->nmoves; i++)
		for (j = i; j > 0 && an->moves[j].move < an->moves[j - 1].move;
		    j--) {
			t = an->moves[j];
			an->moves[j] = an->moves[j - 1];
			an->moves[j - 1] = t;
		}
	for (s = 0; s < CLEVER_MAX_SEATS; s++)
		for (k = 0; k < CLEVER_AN_WORST; k++)
			an->player[s].worst[k] = -1;
	for (i = 0; i < an->nmoves; i++) {
		if (an->moves[i].loss <= 0)
			continue;
		p = &an->player[an->moves[i].seat];
		for (k = CLEVER_AN_WORST; k > 0 && (p->worst[k - 1] < 0 ||
		    an->moves[p->worst[k - 1]].loss < an->moves[i].loss); k--)
			;
		if (k == CLEVER_AN_WORST)
			continue;
		for (x = CLEVER_AN_WORST - 1; x > k; x--)
			p->worst[x] = p->worst[x - 1];
		p->worst[k] = (int)i;
	}
}

int
clever_analyse_record(struct clever_analysis *an, const struct record *rec,
    const struct clever_replay *rp)
{
	const struct clever_record *cr = rec->clever;
	struct walk		 w;
	size_t			 i;

	an->nmoves = 0;
	memset(an->player, 0, sizeof(an->player));
	an->nseats = rec->nplayers;
	an->sheet_only = rp->sheet_only;
	if (an->sheet_only || cr == NULL) {
		finish(an);
		return 0;
	}
	if (an->rc == NULL)
		an->rc = clever_rollctx_new();
	memset(&w, 0, sizeof(w));
	w.an = an;
	w.rec = rec;
	w.rp = rp;
	w.n = rec->nplayers;
	w.rounds = cr->rounds;
	w.turn = -1;
	w.closed = -1;
	w.game = rec->game;
	for (i = 0; i < rp->nsteps && i < cr->nmoves; i++) {
		const struct clever_step *st = &rp->steps[i];

		if (cr->moves[i].action == CX_NONE)
			continue;
		if (w.pv != NULL && st->turn < w.turn)
			break;		/* entries after the end */
		clever_an_entry(&w, &cr->moves[i], st);
		w.pv = st;
		w.turn = st->turn;
	}
	if (rp->complete)
		clever_an_close(&w);
	finish(an);
	return 0;
}

