/*
 * The replay's claim checks (genial-record(5) "Move entries"): the score,
 * total and bonus
 * written on a placement, and the record's result and winner, judged
 * against the state the replay reached.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rank.h"
#include "replay.h"
#include "replay_priv.h"
#include "util.h"

static void
check_score(struct ctx *x, size_t idx, const struct rec_move *m, int seat,
    const struct breakdown *bd)
{
	char	 how[256];
	int	 c, claimed, has;

	for (c = 0; c < COLOURS; c++) {
		/* A malformed value was reported as such: no knock-on. */
		if ((m->score.bad >> c) & 1)
			continue;
		has = (m->score.has >> c) & 1;
		claimed = has ? m->score.v[c] : 0;
		if (claimed == bd->points[c] ||
		    replay_fix_unseen(x, claimed, bd->points[c]))
			continue;
		replay_colour_text(&m->place, bd, c, how, sizeof(how));
		if (has)
			diag_add(x->d, D_SCORE_MISMATCH, (int)idx + 1,
			    m->score.vpos[c], seat, "claims %d %s, the placement "
			    "scores %d: %s", claimed, colour_name(c),
			    bd->points[c], how);
		else
			diag_add(x->d, D_SCORE_MISMATCH, (int)idx + 1,
			    m->score.pos, seat, "claims no %s, the placement "
			    "scores %d %s: %s", colour_name(c), bd->points[c],
			    colour_name(c), how);
	}
}

/*
 * A counter as the claims see it: the side's, or in the duel the track
 * position from seat's side.
 */
static int
counter_of(const struct game *g, int seat, int c)
{
	if (g->rules.variant == VARIANT_DUEL)
		return game_duel_position(g, seat, c);
	return g->score[game_side_of(g, seat)][c];
}

/*
 * What earns a bonus placement, as a verb phrase for the bonus messages:
 * "reached 18", "reached 18 or 36" (team), "reached Anna's 9 with its
 * token to take" (duel).
 */
static const char *
mark_text(const struct ctx *x, int seat, char *buf, size_t size)
{
	const struct game	*g = x->g;

	switch (g->rules.variant) {
	case VARIANT_TEAM:
		snprintf(buf, size, "reached 18 or 36");
		break;
	case VARIANT_DUEL:
		snprintf(buf, size, "reached %s's 9 with its token to take",
		    replay_pname(x, seat));
		break;
	default:
		snprintf(buf, size, "reached %d", game_cap(g));
		break;
	}
	return buf;
}

/*
 * Duel: colours this placement brought to seat's 9 whose token seat
 * already held, so they earned nothing; as " (Anna already holds the red
 * token)", or "" if none.
 */
static const char *
held_text(const struct ctx *x, int seat, const struct breakdown *bd,
    char *buf, size_t size)
{
	char		 cols[64];
	unsigned	 held = 0;
	int		 c;

	buf[0] = '\0';
	if (x->g->rules.variant != VARIANT_DUEL)
		return buf;
	for (c = 0; c < COLOURS; c++)
		if (bd->gained[c] > 0 && !(bd->reached & (1u << c)) &&
		    game_duel_position(x->g, seat, c) == DUEL_END)
			held |= 1u << c;
	if (held)
		snprintf(buf, size, " (%s already holds the %s token%s)",
		    replay_pname(x, seat), replay_colours_text(held, cols,
		    sizeof(cols)), __builtin_popcount(held) > 1 ? "s" : "");
	return buf;
}

/* Times the entry calls colour c: [R, R] calls red twice. */
static int
calls_of(const struct rec_move *m, int c)
{
	if (!m->has_bonus || !((m->bonus >> c) & 1))
		return 0;
	return m->bonus_n[c] > 1 ? m->bonus_n[c] : 1;
}

/* Marks colour c reached with the placement: 0, 1 or (team) 2. */
static int
marks_of(const struct breakdown *bd, int c)
{
	return ((bd->reached >> c) & 1) + ((bd->reached2 >> c) & 1);
}

/*
 * The calls name the right colours but not the right number of times:
 * [R, R] where red reached one mark, or [R] where it reached both of the
 * team game's (genial-rules(7) "11 Team").  Returns 1 if it reported one.
 */
static int
check_bonus_twice(struct ctx *x, size_t idx, const struct rec_move *m,
    int seat, const struct breakdown *bd)
{
	char	 times[32];
	int	 c, n, k;

	for (c = 0; c < COLOURS; c++) {
		n = calls_of(m, c);
		k = marks_of(bd, c);
		if (n == k)
			continue;
		if (n <= 2)
			snprintf(times, sizeof(times), "%s", n == 1 ? "once" :
			    "twice");
		else
			snprintf(times, sizeof(times), "%d times", n);
		if (k == 2)
			diag_add(x->d, D_BONUS_MISMATCH, (int)idx + 1,
			    m->bonus_pos, seat, "calls Ingenious! for %s %s, "
			    "but %s reached both 18 and 36: that is two calls, "
			    "bonus: [%c, %c]", colour_name(c), times,
			    colour_name(c), colour_letter(c), colour_letter(c));
		else
			diag_add(x->d, D_BONUS_MISMATCH, (int)idx + 1,
			    m->bonus_pos, seat, "calls Ingenious! for %s %s, "
			    "but %s reached one mark with this placement, which "
			    "is one call", colour_name(c), times, colour_name(c));
		return 1;
	}
	return 0;
}

static void
check_bonus(struct ctx *x, size_t idx, const struct rec_move *m, int seat,
    const struct breakdown *bd)
{
	char	 a[64], b[64], mark[96], held[128];

	/* The common case, a right call or none due: no words needed. */
	if (m->has_bonus ? m->bonus == bd->reached : bd->reached == 0) {
		if (m->has_bonus)
			check_bonus_twice(x, idx, m, seat, bd);
		return;
	}
	/*
	 * Counters short of the sheet's reach the cap later than it says;
	 * the bonus placements it called may follow as written.
	 */
	if (replay_fix_unseen(x, 1, 0)) {
		if (m->has_bonus)
			x->owed += __builtin_popcount(m->bonus & ~bd->reached);
		return;
	}
	mark_text(x, seat, mark, sizeof(mark));
	held_text(x, seat, bd, held, sizeof(held));
	if (m->has_bonus && m->bonus != bd->reached &&
	    x->g->rules.variant == VARIANT_SOLO)
		diag_add(x->d, D_BONUS_MISMATCH, (int)idx + 1, m->bonus_pos,
		    seat, "calls Ingenious! for %s, but the solo game has no "
		    "bonus placements", replay_colours_text(m->bonus, a,
		    sizeof(a)));
	else if (m->has_bonus && m->bonus != bd->reached)
		diag_add(x->d, D_BONUS_MISMATCH, (int)idx + 1, m->bonus_pos,
		    seat, "calls Ingenious! for %s, but %s %s%s",
		    replay_colours_text(m->bonus, a, sizeof(a)),
		    replay_colours_text(bd->reached, b, sizeof(b)), mark, held);
	else if (!m->has_bonus && bd->reached && x->rec->uses_claims)
		diag_add(x->d, D_BONUS_UNCLAIMED, (int)idx + 1, m->pos, seat,
		    "%s %s and no Ingenious! was called",
		    replay_colours_text(bd->reached, a, sizeof(a)), mark);
}

/* " from Anna's side" after a duel track position, "" elsewhere. */
static const char *
from_side(const struct ctx *x, int seat, char *buf, size_t size)
{
	if (x->g->rules.variant == VARIANT_DUEL) {
		/* The name may be cut: then not inside a character. */
		if (snprintf(buf, size, " from %s", replay_pname(x, seat)) >=
		    (int)size - 7)
			str_cut_utf8(buf);
		snprintf(buf + strlen(buf), size - strlen(buf), "'s side");
	} else
		buf[0] = '\0';
	return buf;
}

void
replay_check_claims(struct ctx *x, size_t idx, const struct rec_move *m,
    int seat, const struct breakdown *bd)
{
	struct game	*g = x->g;
	char		 from[96];
	unsigned	 has;
	int		 c, v;

	if (m->score.has | m->score.bad)
		check_score(x, idx, m, seat, bd);
	/* The colours written, one bit at a time. */
	for (has = m->total.has & ((1u << COLOURS) - 1); has != 0;
	    has &= has - 1) {
		c = __builtin_ctz(has);
		v = counter_of(g, seat, c);
		if (m->total.v[c] != v && !replay_fix_unseen(x, m->total.v[c], v))
			diag_add(x->d, D_TOTAL_MISMATCH, (int)idx + 1,
			    m->total.vpos[c], seat, "claims %s at %d, the "
			    "counter is at %d%s", colour_name(c), m->total.v[c],
			    v, from_side(x, seat, from, sizeof(from)));
	}
	check_bonus(x, idx, m, seat, bd);
}

void
replay_check_result(struct ctx *x)
{
	const struct record	*rec = x->rec;
	char			 from[96];
	int			 s, c, v;

	for (s = 0; s < rec->nplayers; s++) {
		if (!rec->has_result[s])
			continue;
		from_side(x, s, from, sizeof(from));
		for (c = 0; c < COLOURS; c++) {
			if (!((rec->result[s].has >> c) & 1))
				continue;
			v = counter_of(x->g, s, c);
			if (rec->result[s].v[c] != v &&
			    !replay_fix_unseen(x, rec->result[s].v[c], v))
				diag_add(x->d, D_RESULT_MISMATCH, 0,
				    rec->result[s].vpos[c], s, "%s's result "
				    "claims %s %d, the counter is at %d%s",
				    replay_pname(x, s), colour_name(c),
				    rec->result[s].v[c], v, from);
		}
	}
}

/* Name of a side for messages: the player, or the partners "A+C". */
static const char *
side_name(const struct ctx *x, int side, char *buf, size_t size)
{
	if (x->g->rules.variant == VARIANT_TEAM) {
		snprintf(buf, size, "%s+%s", replay_pname(x, side),
		    replay_pname(x, side + 2));
		return str_cut_utf8(buf);
	}
	return replay_pname(x, side);
}

/*
 * Why side top comes before side other, for the winner messages, in the
 * one wording of a ranking decision (rank_decision, rank.h): "Anna wins:
 * lowest 5 > 3", "Anna wins at once: every counter at 18", "Anna and Ben
 * draw: identical sorted counters ...".  Allocated; the caller frees it.
 */
static char *
why_first(const struct ctx *x, int top, int other)
{
	const struct ranking	*rk = &x->rp->ranking;
	char			 nm[MAX_SEATS][128];
	const char		*names[MAX_SEATS] = { NULL };
	int			 s;

	for (s = 0; s < rk->nsides && s < MAX_SEATS; s++)
		names[s] = side_name(x, s, nm[s], sizeof(nm[s]));
	return rank_decision(x->g, rk, top, other, 1, names);
}

void
replay_check_winner(struct ctx *x)
{
	const struct record	*rec = x->rec;
	const struct ranking	*rk = &x->rp->ranking;
	struct game		*g = x->g;
	char			 nm[128], *why;
	int			 top, draw, claimed;

	if (!rec->has_winner || rk->nsides < 1)
		return;
	if (x->explained > 0 && x->unseen_from > 0)
		return;		/* the counters are not all known */
	top = rk->order[0];
	draw = rk->nsides > 1 && rk->rank[1] == 1;
	if (g->winner_now >= 0) {
		top = game_side_of(g, g->winner_now);
		draw = 0;
	}
	claimed = rec->winner < 0 ? -1 : game_side_of(g, rec->winner);
	if (draw && claimed < 0)
		return;
	if (!draw && claimed == top)
		return;
	/* Say what separates the winner from the runner-up or the claim. */
	why = why_first(x, top, draw || claimed < 0 ?
	    (rk->nsides > 1 ? rk->order[1] : -1) : claimed);
	if (claimed < 0)
		diag_add(x->d, D_WINNER_MISMATCH, 0, rec->winner_pos, -1,
		    "claims a draw, but %s", why);
	else
		diag_add(x->d, D_WINNER_MISMATCH, 0, rec->winner_pos, -1,
		    "claims %s wins, but %s", side_name(x, claimed, nm,
		    sizeof(nm)), why);
	free(why);
}
