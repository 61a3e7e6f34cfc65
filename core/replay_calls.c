/*
 * The replay's check of the Ingenious! calls (genial-record(5) "Move
 * entries"): a call is what the placement reached, in
 * colours and in number, and its finding's fix is the call the placement
 * earned, the call taken off, or the call put on the entry it belongs to
 * (genial-rules(7) "6 Bonus placements").
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "replay.h"
#include "replay_priv.h"
#include "util.h"

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
	return str_cut_utf8(buf);
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
	return str_cut_utf8(buf);
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

static void	call_fix(const struct ctx *, struct diag *, size_t,
		    const struct rec_move *, int, unsigned);
static void	call_colours_fix(const struct ctx *, struct diag *,
		    const struct rec_move *, unsigned);
static void	call_drop_fix(const struct ctx *, struct diag *,
		    const struct rec_move *);

/*
 * The Ingenious! call of entry idx (m), placed by seat with breakdown bd:
 * a call of the wrong colours or the wrong number of times, one where no
 * colour reached a mark, or one left off (genial-rules(7) "6 Bonus
 * placements").
 */
void
replay_check_bonus(struct ctx *x, size_t idx, const struct rec_move *m,
    int seat, const struct breakdown *bd)
{
	char	 a[64], b[64], mark[96], held[128];
	int	 ncells;

	/* A call that does not read is replay_unread.c's. */
	if (m->bonus_unread)
		return;
	/* The common case, a right call or none due: no words needed. */
	if (m->has_bonus ? m->bonus == bd->reached : bd->reached == 0) {
		if (m->has_bonus)
			check_bonus_twice(x, idx, m, seat, bd);
		return;
	}
	/*
	 * An unseen tile may have brought the colours to the mark before
	 * (or, its points being unknown, with) this placement.
	 */
	if (replay_ghost_bonus(x, seat, m, bd))
		return;
	mark_text(x, seat, mark, sizeof(mark));
	held_text(x, seat, bd, held, sizeof(held));
	if (m->has_bonus && m->bonus != bd->reached &&
	    x->g->rules.variant == VARIANT_SOLO)
		diag_add(x->d, D_BONUS_MISMATCH, (int)idx + 1, m->bonus_pos,
		    seat, "calls Ingenious! for %s, but the solo game has no "
		    "bonus placements", replay_colours_text(m->bonus, a,
		    sizeof(a)));
	else if (m->has_bonus && m->bonus != bd->reached)
		call_colours_fix(x, diag_add(x->d, D_BONUS_MISMATCH,
		    (int)idx + 1, m->bonus_pos, seat, "calls Ingenious! for %s, "
		    "but %s %s%s", replay_colours_text(m->bonus, a, sizeof(a)),
		    replay_colours_text(bd->reached, b, sizeof(b)), mark, held),
		    m, bd->reached);
	/* A call under a misspelt key: its finding says so. */
	else if (!m->has_bonus && bd->reached && x->rec->uses_claims &&
	    !(replay_read_faults(x, idx, &ncells) & RF_CALL))
		call_fix(x, diag_add(x->d, D_BONUS_UNCLAIMED, (int)idx + 1,
		    m->pos, seat, "%s %s and no Ingenious! was called",
		    replay_colours_text(bd->reached, a, sizeof(a)), mark), idx,
		    m, seat, bd->reached);
}

char *
replay_call_text(unsigned mask, char *buf, size_t size)
{
	size_t	 used;
	int	 c, k = 0;

	used = (size_t)snprintf(buf, size, "%s",
	    __builtin_popcount(mask) > 1 ? "[" : "");
	for (c = 0; c < COLOURS && used < size; c++)
		if ((mask >> c) & 1)
			used += (size_t)snprintf(buf + used, size - used,
			    "%s%c", k++ ? ", " : "", colour_letter(c));
	if (buf[0] == '[' && used < size)
		snprintf(buf + used, size - used, "]");
	return buf;
}

/*
 * The fix of a call of the wrong colours on entry m whose placement
 * reached the colours in reached: the call's value written again, or,
 * where it reached none, the call taken off (a call a line off its
 * placement is read by the search before it comes to this).
 */
static void
call_colours_fix(const struct ctx *x, struct diag *e,
    const struct rec_move *m, unsigned reached)
{
	char	 cs[32];

	if (x->look || m->bonus_pos.len == 0)
		return;
	if (reached == 0) {
		call_drop_fix(x, e, m);
		return;
	}
	diag_fix_claim(x->d, e, "bonus", replay_call_text(reached, cs, sizeof(cs)),
	    m->bonus_pos);
	diag_set_why(x->d, e, "the placement reaches the mark in %s",
	    __builtin_popcount(reached) > 1 ? "those colours" : "that colour");
}

/*
 * The fix of a call made where no colour reached a mark: the call taken
 * off, with its key and the separator before it.  Only in an entry written
 * {…} where the call is not the first key, so that no comment or line of
 * the record goes with it.
 */
static void
call_drop_fix(const struct ctx *x, struct diag *e, const struct rec_move *m)
{
	replay_call_drop(x->d, e, m);
}

void
replay_call_drop(struct diags *d, struct diag *e, const struct rec_move *m)
{
	struct srcpos	 at = m->bonus_pos;

	if (!m->flow || m->bonus_sep == 0 || m->bonus_pos.len == 0)
		return;
	at.off -= m->bonus_sep;
	at.len += m->bonus_sep;
	diag_set_fix(d, e, "no call");
	diag_add_edit(d, e, at, "");
	diag_set_why(d, e, "the placement reaches no mark");
}

/*
 * The fix of a call left off entry idx (m) whose placement reached the
 * colours in reached: the call put after the entry's last value, where
 * the next entry is the bonus placement it earned (the same player
 * places again) and the entry is written {…}.
 */
static void
call_fix(const struct ctx *x, struct diag *e, size_t idx,
    const struct rec_move *m, int seat, unsigned reached)
{
	const struct rec_move	*n = idx + 1 < x->rec->nmoves ?
				    &x->rec->moves[idx + 1] : NULL;
	struct srcpos		 at = record_values_end(m);
	char			 text[48], cs[32];

	if (x->look || n == NULL || n->player != seat ||
	    n->action != ACT_PLACE || !m->flow || at.line == 0)
		return;
	replay_call_text(reached, cs, sizeof(cs));
	snprintf(text, sizeof(text), ", bonus: %s", cs);
	diag_set_fix(x->d, e, "bonus: %s", cs);
	diag_add_edit(x->d, e, at, text);
	diag_set_why(x->d, e, "the entry after it is the bonus placement it earned");
}
