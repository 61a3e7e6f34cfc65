/*
 * The replay's claim checks (NOTATION claims): the score, total and bonus
 * written on a placement, and the record's result and winner, judged
 * against the state the replay reached.
 */
#include <stdio.h>
#include <string.h>

#include "rank.h"
#include "replay.h"
#include "replay_priv.h"
static void
check_score(struct ctx *x, size_t idx, const struct rec_move *m, int seat,
    const struct breakdown *bd)
{
	char	 how[256];
	int	 c, claimed, has;

	for (c = 0; c < COLOURS; c++) {
		has = (m->score.has >> c) & 1;
		claimed = has ? m->score.v[c] : 0;
		if (claimed == bd->points[c])
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

/* A counter as the claims see it: the side's, or the duel track. */
static int
counter_of(const struct game *g, int seat, int c)
{
	if (g->rules.variant == VARIANT_DUEL)
		return seat == 0 ? g->track[c] : -g->track[c];
	return g->score[game_side_of(g, seat)][c];
}

void
replay_check_claims(struct ctx *x, size_t idx, const struct rec_move *m, int seat,
    const struct breakdown *bd)
{
	struct game	*g = x->g;
	char		 a[64], b[64];
	int		 c, v;

	if (m->score.has)
		check_score(x, idx, m, seat, bd);
	for (c = 0; c < COLOURS; c++) {
		if (!((m->total.has >> c) & 1))
			continue;
		v = counter_of(g, seat, c);
		if (m->total.v[c] != v)
			diag_add(x->d, D_TOTAL_MISMATCH, (int)idx + 1,
			    m->total.vpos[c], seat, "claims %s at %d, the "
			    "counter is at %d", colour_name(c), m->total.v[c], v);
	}
	if (m->has_bonus) {
		if (m->bonus != bd->reached)
			diag_add(x->d, D_BONUS_MISMATCH, (int)idx + 1,
			    m->bonus_pos, seat, "calls Ingenious! for %s, but "
			    "%s reached %d", replay_colours_text(m->bonus, a, sizeof(a)),
			    replay_colours_text(bd->reached, b, sizeof(b)),
			    game_cap(g));
	} else if (bd->reached && x->rec->uses_claims)
		diag_add(x->d, D_BONUS_UNCLAIMED, (int)idx + 1, m->pos, seat,
		    "%s reached %d and no Ingenious! was called",
		    replay_colours_text(bd->reached, a, sizeof(a)), game_cap(g));
}
/* "lowest", "second lowest", ... for an index into sorted counters. */
static const char *
position_name(int at)
{
	static const char *const names[COLOURS] = {
		"lowest", "second lowest", "third lowest", "fourth lowest",
		"fifth lowest", "highest"
	};

	return at >= 0 && at < COLOURS ? names[at] : "all";
}

void
replay_check_result(struct ctx *x)
{
	const struct record	*rec = x->rec;
	int			 s, c, v;

	for (s = 0; s < rec->nplayers; s++) {
		if (!rec->has_result[s])
			continue;
		for (c = 0; c < COLOURS; c++) {
			if (!((rec->result[s].has >> c) & 1))
				continue;
			v = counter_of(x->g, s, c);
			if (rec->result[s].v[c] != v)
				diag_add(x->d, D_RESULT_MISMATCH, 0,
				    rec->result[s].vpos[c], s, "%s's result "
				    "claims %s %d, the counter is at %d",
				    replay_pname(x, s), colour_name(c),
				    rec->result[s].v[c], v);
		}
	}
}

/* Name of a side for messages: the player, or the partners "A+C". */
static const char *
side_name(const struct ctx *x, int side, char *buf, size_t size)
{
	if (x->g->rules.variant == VARIANT_TEAM) {
		snprintf(buf, size, "%s+%s", replay_pname(x, side), replay_pname(x, side + 2));
		return buf;
	}
	return replay_pname(x, side);
}

void
replay_check_winner(struct ctx *x)
{
	const struct record	*rec = x->rec;
	const struct ranking	*rk = &x->rp->ranking;
	struct game		*g = x->g;
	char			 n1[128], n2[128];
	int			 top, draw, claimed, at = COLOURS;

	if (!rec->has_winner || rk->nsides < 1)
		return;
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
	if (draw)
		diag_add(x->d, D_WINNER_MISMATCH, 0, rec->winner_pos, -1,
		    "claims %s wins, but the game is a draw: identical sorted "
		    "counters", side_name(x, claimed, n1, sizeof(n1)));
	else if (claimed < 0) {
		/* Say what separates the winner from the runner-up. */
		if (g->winner_now < 0 && g->rules.variant != VARIANT_DUEL &&
		    rk->nsides > 1)
			rank_compare(rk->sorted[top], rk->sorted[rk->order[1]],
			    &at);
		if (at < COLOURS)
			diag_add(x->d, D_WINNER_MISMATCH, 0, rec->winner_pos,
			    -1, "claims a draw, but %s ranks first: %s %d > %d",
			    side_name(x, top, n1, sizeof(n1)), position_name(at),
			    rk->sorted[top][at], rk->sorted[rk->order[1]][at]);
		else
			diag_add(x->d, D_WINNER_MISMATCH, 0, rec->winner_pos,
			    -1, "claims a draw, but %s wins", side_name(x, top,
			    n1, sizeof(n1)));
	} else {
		if (g->winner_now < 0 && g->rules.variant != VARIANT_DUEL)
			rank_compare(rk->sorted[top], rk->sorted[claimed], &at);
		if (at < COLOURS)
			diag_add(x->d, D_WINNER_MISMATCH, 0, rec->winner_pos,
			    -1, "claims %s wins, but %s ranks first: %s %d > %d",
			    side_name(x, claimed, n2, sizeof(n2)),
			    side_name(x, top, n1, sizeof(n1)), position_name(at),
			    rk->sorted[top][at], rk->sorted[claimed][at]);
		else
			diag_add(x->d, D_WINNER_MISMATCH, 0, rec->winner_pos,
			    -1, "claims %s wins, but %s wins",
			    side_name(x, claimed, n2, sizeof(n2)),
			    side_name(x, top, n1, sizeof(n1)));
	}
}
