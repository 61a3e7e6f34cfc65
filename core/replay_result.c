/*
 * The replay's judgement of a record's closing claims (genial-record(5)
 * "Result and winner"): each result row against the final counters, one
 * finding per row, with the pattern of a wrong row where there is one
 * (two rows exchanged, another player's counters, the counters of an
 * earlier move, a row from another game), and the winner against the
 * ranking.  A row judged against counters that lack an unseen tile of
 * its side (an entry read as missing), or a winner ranked by counters
 * that lack any, has no fix: what it should say is not known
 * (replay_ghost_lacks).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rank.h"
#include "replay.h"
#include "replay_priv.h"
#include "util.h"

/* A result row's written values of mask equal v's. */
static int
row_is(const struct claim *cl, unsigned mask, const int *v)
{
	int	 c;

	for (c = 0; c < COLOURS; c++)
		if (((mask >> c) & 1) && cl->v[c] != v[c])
			return 0;
	return 1;
}

/*
 * The last move after which seat's side had the counters row s writes
 * (on the colours it writes), or 0: a result written before the last
 * entries were counted.  Needs the steps, so 0 on a look-ahead.
 */
static int
stale_move(const struct ctx *x, int s, const struct claim *cl,
    unsigned mask)
{
	const struct game	*g = x->g;
	int			 i, c, v[COLOURS], side = game_side_of(g, s);

	if (x->steps == NULL || g->rules.variant == VARIANT_DUEL)
		return 0;
	for (i = (int)x->rec->nmoves - 1; i >= 0; i--) {
		if (x->steps[i].seat < 0 || !x->steps[i].applied ||
		    game_side_of(g, x->steps[i].seat) != side)
			continue;
		for (c = 0; c < COLOURS; c++)
			v[c] = x->steps[i].after[c];
		if (row_is(cl, mask, v))
			return i + 1;
	}
	return 0;
}

/* The final counters of every seat, as the claims see them. */
static void
counters(const struct ctx *x, int v[MAX_SEATS][COLOURS])
{
	int	 s, c;

	for (s = 0; s < x->rec->nplayers && s < MAX_SEATS; s++)
		for (c = 0; c < COLOURS; c++)
			v[s][c] = replay_counter_of(x->g, s, c);
}

/*
 * Report row s, whose colours in wrong differ from v[s], with the
 * pattern in words (or none).
 */
static struct diag *
report_row(struct ctx *x, int s, unsigned wrong, int v[MAX_SEATS][COLOURS],
    const char *pat)
{
	const struct claim	*cl = &x->rec->result[s];
	char			 from[96], w[256], at[96];
	size_t			 uw = 0, ua = 0;
	int			 c, k = __builtin_popcount(wrong), n = 0;

	replay_from_side(x, s, from, sizeof(from));
	c = __builtin_ctz(wrong);
	if (k == 1)
		return diag_add(x->d, D_RESULT_MISMATCH, 0, claim_vpos(cl, c),
		    s, "%s's result claims %s %d, the counter is at %d%s%s%s",
		    replay_pname(x, s), colour_name(c), cl->v[c], v[s][c], from,
		    pat != NULL ? "; " : "", pat != NULL ? pat : "");
	for (c = 0; c < COLOURS; c++) {
		if (!((wrong >> c) & 1))
			continue;
		n++;
		uw += (size_t)snprintf(w + uw, uw < sizeof(w) ? sizeof(w) - uw :
		    0, "%s%s %d", n == 1 ? "" : n == k ? " and " : ", ",
		    colour_name(c), cl->v[c]);
		ua += (size_t)snprintf(at + ua, ua < sizeof(at) ? sizeof(at) - ua :
		    0, "%s%d", n == 1 ? "" : n == k ? " and " : ", ", v[s][c]);
	}
	if (pat == NULL)
		x->s.xvalues++;
	return diag_add(x->d, D_RESULT_MISMATCH, 0, cl->pos, s, "%s's result "
	    "claims %s, the counters are at %s%s%s%s", replay_pname(x, s), w,
	    at, from, pat != NULL ? "; " : "", pat != NULL ? pat : "");
}

/*
 * The pattern of row s (wrong in wrong) other than an exchange, in buf,
 * or NULL.
 */
static const char *
row_pattern(const struct ctx *x, int s, unsigned wrong,
    int v[MAX_SEATS][COLOURS], char *buf, size_t size)
{
	const struct record	*rec = x->rec;
	const struct claim	*cl = &rec->result[s];
	unsigned		 mask = cl->has & ~cl->bad;
	const char		*pat;
	int			 t, mv;

	if ((pat = replay_exchanged(cl, wrong, v[s])) != NULL)
		return pat;
	for (t = 0; t < rec->nplayers && t < MAX_SEATS; t++)
		if (game_side_of(x->g, t) != game_side_of(x->g, s) &&
		    row_is(cl, mask, v[t])) {
			snprintf(buf, size, "these are %s's counters",
			    replay_pname(x, t));
			return str_cut_utf8(buf);
		}
	if ((mv = stale_move(x, s, cl, mask)) > 0) {
		snprintf(buf, size, "these are the counters after move %d: the "
		    "entries after it are not counted", mv);
		return buf;
	}
	if (__builtin_popcount(wrong) >= 4)
		return "most of its numbers are none of this game's: a row "
		    "from another game?";
	return NULL;
}

/*
 * The colours row s leaves out where every other row of the record, one
 * at least, writes all six (genial-record(5) "Result and winner"): a
 * colour dropped in copying.  0 where a row may write only some (no
 * other row, or one that writes fewer than six).
 */
static unsigned
dropped(const struct ctx *x, int s)
{
	const struct record	*rec = x->rec;
	const unsigned		 all = (1u << COLOURS) - 1;
	int			 t, others = 0;

	if (!rec->has_result[s] || rec->result[s].has == 0)
		return 0;
	for (t = 0; t < rec->nplayers && t < MAX_SEATS; t++) {
		if (t == s || !rec->has_result[t])
			continue;
		if (rec->result[t].has != all || rec->result[t].bad != 0)
			return 0;
		others++;
	}
	return others > 0 ? all & ~(rec->result[s].has | rec->result[s].bad)
	    : 0;
}

/*
 * The edit that puts colour c, at value n, into row cl where the rows
 * write their colours in the order of row ref: after the colour before
 * it, else before the first; on a row of one line ({R: 1, ...}) or of a
 * line per colour.  Nothing where the row is written otherwise.
 */
static void
insert_colour(struct ctx *x, struct diag *e, const struct claim *cl,
    const struct claim *ref, int c, int n)
{
	struct srcpos	 at, p;
	char		 text[64];
	int		 d, best = -1, first = -1, one = 1, each = 1, lines = 0;
	unsigned	 has = cl->has & ~cl->bad;

	if (cl->vpos == NULL || ref->vpos == NULL || ref->vpos[c].len == 0 ||
	    cl->pos.len == 0)
		return;
	for (d = 0; d < COLOURS; d++) {
		if (!((has >> d) & 1))
			continue;
		p = cl->vpos[d];
		/* A value whose bytes are not known: no place to put it. */
		if (p.len == 0 || ref->vpos[d].len == 0)
			return;
		one &= p.line == cl->pos.line;
		each &= lines < p.line;
		lines = p.line;
		if (ref->vpos[d].off < ref->vpos[c].off && (best < 0 ||
		    ref->vpos[d].off > ref->vpos[best].off))
			best = d;
		if (first < 0 || p.off < cl->vpos[first].off)
			first = d;
	}
	/* One colour written: a line of its own or a map of one, unknown. */
	if (first < 0 || one == each || cl->pos.col < 1)
		return;
	if (best >= 0) {
		at = cl->vpos[best];
		at.off += at.len;
		at.col += (int)at.len;
		at.len = 0;
		if (one)
			snprintf(text, sizeof(text), ", %c: %d",
			    colour_letter(c), n);
		else
			snprintf(text, sizeof(text), "\n%*s%c: %d",
			    cl->pos.col - 1, "", colour_letter(c), n);
	} else if (one) {
		at = cl->pos;
		at.off++;
		at.col++;
		at.len = 0;
		snprintf(text, sizeof(text), "%c: %d, ", colour_letter(c), n);
	} else {
		at = cl->pos;
		at.len = 0;
		snprintf(text, sizeof(text), "%c: %d\n%*s", colour_letter(c), n,
		    cl->pos.col - 1, "");
	}
	diag_add_edit(x->d, e, at, text);
}

/*
 * Report row s, right on what it writes, for the colours in miss it
 * leaves out (dropped): one finding, its fix the colours put in at
 * their places.
 */
static void
report_dropped(struct ctx *x, int s, unsigned miss,
    int v[MAX_SEATS][COLOURS])
{
	const struct claim	*cl = &x->rec->result[s], *ref = NULL;
	struct diag		*e;
	char			 w[128], at[96], map[96];
	size_t			 uw = 0, ua = 0;
	int			 c, t, n = 0, k = __builtin_popcount(miss);
	int			 row[COLOURS];

	for (c = 0; c < COLOURS; c++) {
		row[c] = ((cl->has >> c) & 1) ? cl->v[c] : v[s][c];
		if (!((miss >> c) & 1))
			continue;
		n++;
		uw += (size_t)snprintf(w + uw, uw < sizeof(w) ? sizeof(w) - uw :
		    0, "%s%s", n == 1 ? "" : n == k ? " and " : ", ",
		    colour_name(c));
		ua += (size_t)snprintf(at + ua, ua < sizeof(at) ? sizeof(at) - ua :
		    0, "%s%d", n == 1 ? "" : n == k ? " and " : ", ", v[s][c]);
	}
	e = diag_add(x->d, D_RESULT_MISMATCH, 0, cl->pos, s, "%s's result "
	    "leaves out %s, which the other rows write: the %s at %s",
	    replay_pname(x, s), w, k == 1 ? "counter is" : "counters are", at);
	if (x->look || replay_ghost_lacks(x, s, miss))
		return;
	for (t = 0; t < x->rec->nplayers && t < MAX_SEATS && ref == NULL; t++)
		if (t != s && x->rec->has_result[t])
			ref = &x->rec->result[t];
	record_claim_text((cl->has & ~cl->bad) | miss, row, map, sizeof(map));
	diag_set_fix(x->d, e, "%s: %s", replay_pname(x, s), map);
	diag_set_why(x->d, e, "the other rows write every colour");
	for (c = 0; c < COLOURS && ref != NULL; c++)
		if ((miss >> c) & 1)
			insert_colour(x, e, cl, ref, c, v[s][c]);
}

int
replay_check_result(struct ctx *x)
{
	const struct record	*rec = x->rec;
	struct diag		*e;
	char			 buf[128], fix[2][128];
	unsigned		 wrong[MAX_SEATS] = { 0 }, m;
	int			 v[MAX_SEATS][COLOURS], s, t, c, done[MAX_SEATS];
	int			 rows = 0;

	for (s = 0; s < rec->nplayers && s < MAX_SEATS; s++) {
		done[s] = 0;
		if (!rec->has_result[s])
			continue;
		m = rec->result[s].has & ~rec->result[s].bad;
		for (c = 0; c < COLOURS; c++)
			if (((m >> c) & 1) && rec->result[s].v[c] !=
			    replay_counter_of(x->g, s, c) &&
			    !replay_ghost_counter(x, s, c, rec->result[s].v[c],
			    claim_vpos(&rec->result[s], c).line))
				wrong[s] |= 1u << c;
	}
	counters(x, v);
	for (s = 0; s < rec->nplayers && s < MAX_SEATS; s++) {
		if (wrong[s] == 0 && (m = dropped(x, s)) != 0)
			report_dropped(x, s, m, v);
		if (wrong[s] == 0 || done[s])
			continue;
		rows++;
		/* Two rows exchanged: one finding, at the first. */
		for (t = s + 1; t < rec->nplayers && t < MAX_SEATS; t++)
			if (wrong[t] != 0 && !done[t] && row_is(&rec->result[s],
			    rec->result[s].has & ~rec->result[s].bad, v[t]) &&
			    row_is(&rec->result[t], rec->result[t].has &
			    ~rec->result[t].bad, v[s]))
				break;
		if (t < rec->nplayers && t < MAX_SEATS) {
			snprintf(buf, sizeof(buf), "the rows of %s and %s are "
			    "exchanged", replay_pname(x, s), replay_pname(x, t));
			e = report_row(x, s, wrong[s], v, str_cut_utf8(buf));
			done[t] = 1;
			if (x->look || replay_ghost_lacks(x, s, wrong[s]) ||
			    replay_ghost_lacks(x, t, wrong[t]))
				continue;
			/* Both rows' numbers: one fix of two rows. */
			replay_claim_fix(x->d, e, replay_pname(x, t), &rec->result[t],
			    wrong[t], rec->result[t].has & ~rec->result[t].bad,
			    v[t]);
			snprintf(fix[1], sizeof(fix[1]), "%s", e->fix);
			str_cut_utf8(fix[1]);
			replay_claim_fix(x->d, e, replay_pname(x, s), &rec->result[s],
			    wrong[s], rec->result[s].has & ~rec->result[s].bad,
			    v[s]);
			snprintf(fix[0], sizeof(fix[0]), "%s", e->fix);
			str_cut_utf8(fix[0]);
			diag_set_fix(x->d, e, "%s; %s", fix[0], fix[1]);
			continue;
		}
		e = report_row(x, s, wrong[s], v, row_pattern(x, s, wrong[s], v,
		    buf, sizeof(buf)));
		if (!x->look && !replay_ghost_lacks(x, s, wrong[s]))
			replay_claim_fix(x->d, e, replay_pname(x, s), &rec->result[s],
			    wrong[s], rec->result[s].has & ~rec->result[s].bad,
			    v[s]);
	}
	return rows;
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
why_first(const struct ctx *x, const struct ranking *rk, int top,
    int other)
{
	char			 nm[MAX_SEATS][128];
	const char		*names[MAX_SEATS] = { NULL };
	int			 s;

	for (s = 0; s < rk->nsides && s < MAX_SEATS; s++)
		names[s] = side_name(x, s, nm[s], sizeof(nm[s]));
	return rank_decision(x->g, rk, top, other, 1, names);
}

/*
 * The fix of winner finding e: the name of the side that wins (its first
 * seat: either partner's name names a team), or draw.
 */
static void
winner_fix(struct ctx *x, struct diag *e, int top, int draw)
{
	const char	*w = draw ? "draw" : replay_pname(x, top);

	diag_set_fix(x->d, e, "winner: %s", w);
	diag_add_edit(x->d, e, x->rec->winner_pos, w);
	diag_set_why(x->d, e, "%s", draw ? "the final counters tie" :
	    "the final counters rank it first");
}

void
replay_check_winner(struct ctx *x, const struct ranking *rk, int settled)
{
	const struct record	*rec = x->rec;
	struct game		*g = x->g;
	struct diag		*e;
	char			 nm[128], *why;
	int			 top, draw, claimed;

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
	/* Say what separates the winner from the runner-up or the claim. */
	why = why_first(x, rk, top, draw || claimed < 0 ?
	    (rk->nsides > 1 ? rk->order[1] : -1) : claimed);
	if (claimed < 0)
		e = diag_add(x->d, D_WINNER_MISMATCH, 0, rec->winner_pos, -1,
		    "claims a draw, but %s", why);
	else
		e = diag_add(x->d, D_WINNER_MISMATCH, 0, rec->winner_pos, -1,
		    "claims %s wins, but %s", side_name(x, claimed, nm,
		    sizeof(nm)), why);
	free(why);
	/*
	 * Counters that lack an unseen tile do not rank the sides; a side
	 * that capped every counter as read won all the same.
	 */
	if (settled && !x->look && (x->s.nghost == 0 || g->winner_now >= 0))
		winner_fix(x, e, top, draw);
}
