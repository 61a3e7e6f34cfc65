/*
 * Positions for the board pictures: the board and counters after the
 * first n entries of a record, built from a replay's steps, and the words
 * that describe the entry that got there (heading, scoring breakdown,
 * status).  Shared by the text, SVG and HTML writers.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/rank.h"
#include "show.h"

void
show_pos_start(struct show_pos *pos, const struct record *rec,
    const struct replay *rp)
{
	memset(pos, 0, sizeof(*pos));
	pos->rec = rec;
	pos->rp = rp;
	memset(pos->cell, -1, sizeof(pos->cell));
	memset(pos->pair, -1, sizeof(pos->pair));
	memset(pos->token, -1, sizeof(pos->token));
	pos->last[0] = pos->last[1] = NO_CELL;
}

static int
cell_ok(int c)
{
	return c >= 0 && c < BOARD_CELLS;
}

int
show_pos_next(struct show_pos *pos)
{
	const struct step	*s;
	const struct rules	*ru = &pos->rec->rules;
	int			 side, c;

	if (pos->rp == NULL || pos->move >= pos->rp->nsteps ||
	    pos->move >= pos->rec->nmoves)
		return -1;
	s = &pos->rp->steps[pos->move];
	pos->entry = &pos->rec->moves[pos->move];
	pos->step = s;
	pos->g = NULL;
	pos->move++;
	if (s->seat < 0 || s->seat >= MAX_SEATS)
		return 0;	/* after the end, or no action: nothing moved */
	if (s->action == ACT_SWAP || s->action == ACT_FLAG)
		pos->pending = 0;	/* the turn's placements are over */
	if (s->action == ACT_PLACE && s->applied &&
	    cell_ok(s->place.a) && cell_ok(s->place.b)) {
		if (!s->bonus_move)
			pos->pending = 0;
		else if (pos->pending > 0)
			pos->pending--;
		pos->pending += s->bd.bonus;
		pos->cell[s->place.a] = (int8_t)s->place.tile.a;
		pos->cell[s->place.b] = (int8_t)s->place.tile.b;
		pos->pair[s->place.a] = (int16_t)s->place.b;
		pos->pair[s->place.b] = (int16_t)s->place.a;
		pos->last[0] = s->place.a;
		pos->last[1] = s->place.b;
		for (c = 0; c < COLOURS; c++)
			if (s->bd.tokens & (1u << c))
				pos->token[c] = (int8_t)s->seat;
	}
	side = rules_side_of(ru, s->seat);
	memcpy(pos->score[side], s->after, sizeof(s->after));
	memcpy(pos->track, s->track, sizeof(pos->track));
	return 0;
}

int
show_pos_at(struct show_pos *pos, const struct record *rec,
    const struct replay *rp, size_t n)
{
	size_t	 i;

	show_pos_start(pos, rec, rp);
	if (rp == NULL || n > rp->nsteps || n > rec->nmoves)
		return -1;
	for (i = 0; i < n; i++)
		show_pos_next(pos);
	if (rp->nsteps == n)
		pos->g = &rp->g;
	return 0;
}

int
show_sides(const struct show_pos *pos)
{
	int	 n = rules_sides(&pos->rec->rules);

	return n < 1 ? 1 : n > MAX_SEATS ? MAX_SEATS : n;
}

const char *
show_player(const struct show_pos *pos, int seat)
{
	if (seat < 0 || seat >= pos->rec->nplayers || seat >= MAX_SEATS ||
	    pos->rec->players[seat] == NULL)
		return "?";
	return pos->rec->players[seat];
}

char *
show_side_name(const struct show_pos *pos, int side, char *buf, size_t size)
{
	if (pos->rec->rules.variant == VARIANT_TEAM)
		snprintf(buf, size, "%s+%s", show_player(pos, side),
		    show_player(pos, side + 2));
	else
		snprintf(buf, size, "%s", show_player(pos, side));
	return buf;
}

int
show_cap(const struct show_pos *pos)
{
	return rules_cap(&pos->rec->rules);
}

int
show_active(const struct show_pos *pos, int cell)
{
	return rules_in_area(&pos->rec->rules, cell);
}

/* "RO GG BP" */
static void
tiles_text(const struct tilelist *l, char *buf, size_t size)
{
	char	 nm[3];
	size_t	 used = 0;
	int	 i;

	buf[0] = '\0';
	for (i = 0; i < l->n && used + 4 < size; i++)
		used += (size_t)snprintf(buf + used, size - used, "%s%s",
		    i ? " " : "", tile_name(l->v[i], nm));
}

char *
show_heading(const struct show_pos *pos, char *buf, size_t size)
{
	const struct step	*s = pos->step;
	const struct rec_move	*m = pos->entry;
	char			 a[4], b[4], t[3], list[RECORD_MAX_TILES * 3 + 1];
	char			*out = buf;
	int			 n;

	if (size == 0)
		return buf;
	if (s == NULL || m == NULL) {
		snprintf(buf, size, "Start of the game");
		return buf;
	}
	n = snprintf(buf, size, "Move %zu of %zu", pos->move,
	    pos->rec->nmoves);
	if (n < 0 || (size_t)n >= size)
		return out;
	buf += n;
	size -= (size_t)n;
	if (s->seat < 0 && m->action != ACT_NONE) {
		snprintf(buf, size, ": after the end of the game (ignored)");
		return out;
	}
	switch (m->action) {
	case ACT_NONE:
		snprintf(buf, size, ": an entry with no action (ignored)");
		break;
	case ACT_PLACE:
		if (!m->place_ok) {
			snprintf(buf, size, ", %s: an unreadable placement "
			    "(ignored)", show_player(pos, s->seat));
			break;
		}
		snprintf(buf, size, ", %s: %s%s on %s %s%s",
		    show_player(pos, s->seat),
		    s->bonus_move ? "bonus placement, " : "",
		    tile_name(s->place.tile, t),
		    board_cell_name(s->place.a, a),
		    board_cell_name(s->place.b, b),
		    s->applied ? "" : " (not applied: the cells cannot take it)");
		break;
	case ACT_SWAP:
		tiles_text(&m->swap, list, sizeof(list));
		snprintf(buf, size, ", %s: swaps %s", show_player(pos, s->seat),
		    m->swap.n ? list : "nothing");
		break;
	case ACT_FLAG:
		snprintf(buf, size, ", %s: the clock runs out",
		    show_player(pos, s->seat));
		break;
	}
	return out;
}

/*
 * The highest bonus mark colour c reached with the step (rules.h's marks:
 * 18, or 36 in the team game; the duel's 9), and in *n how many it passed.
 */
static int
mark_of(const struct show_pos *pos, const struct step *s, int c, int *n)
{
	int	 marks[2], nm, k, before, mark = 0;

	nm = rules_bonus_marks(&pos->rec->rules, marks);
	*n = 0;
	if (pos->rec->rules.variant == VARIANT_DUEL) {
		*n = nm > 0;
		return nm > 0 ? marks[0] : 0;
	}
	before = s->after[c] - s->bd.gained[c];
	for (k = 0; k < nm; k++)
		if (before < marks[k] && s->after[c] >= marks[k]) {
			mark = marks[k];
			(*n)++;
		}
	return mark;
}

/* Colour c of the duel track, in words from the scorer's side. */
static void
duel_text(const struct show_pos *pos, const struct step *s, int c,
    char *buf, size_t size)
{
	int	 v = s->track[c];

	if (v == 0)
		snprintf(buf, size, "%s on the line", colour_name(c));
	else
		snprintf(buf, size, "%s at %d on %s's side", colour_name(c),
		    v > 0 ? v : -v, show_player(pos, v > 0 ? 0 : 1));
}

char *
show_breakdown(const struct show_pos *pos, int i, char *buf, size_t size)
{
	const struct step	*s = pos->step;
	const struct breakdown	*bd;
	char			 how[512], one[96];
	int			 cols[2], nc, k, c, mark, reached, used;

	if (size == 0 || s == NULL || s->action != ACT_PLACE || !s->applied ||
	    s->seat < 0)
		return NULL;
	bd = &s->bd;
	cols[0] = s->place.tile.a;
	cols[1] = s->place.tile.b;
	nc = cols[0] == cols[1] ? 1 : 2;
	if (i < nc) {
		c = cols[i];
		replay_colour_text(&s->place, bd, c, how, sizeof(how));
		snprintf(buf, size, "%s %d: %s", colour_name(c), bd->points[c],
		    how);
		return buf;
	}
	i -= nc;
	if (i < nc) {
		c = cols[i];
		if (pos->rec->rules.variant == VARIANT_DUEL) {
			duel_text(pos, s, c, one, sizeof(one));
			snprintf(buf, size, "track: %s", one);
		} else if (bd->points[c] > bd->gained[c])
			snprintf(buf, size, "%s counter: +%d, %d lost above "
			    "the cap, now %d", colour_name(c), bd->gained[c],
			    bd->points[c] - bd->gained[c], s->after[c]);
		else
			snprintf(buf, size, "%s counter: +%d, now %d",
			    colour_name(c), bd->gained[c], s->after[c]);
		return buf;
	}
	i -= nc;
	reached = bd->reached & 0x3f;
	if (i == 0 && (reached || bd->bonus)) {
		int	 n = __builtin_popcount((unsigned)reached), passed;
		int	 common = -1;	/* the mark all reached, or -2 */
		int	 marks[2], first_mark;

		first_mark = rules_bonus_marks(&pos->rec->rules, marks) > 0 ?
		    marks[0] : 0;

		for (c = 0; c < COLOURS; c++) {
			if (!(reached & (1 << c)))
				continue;
			mark = mark_of(pos, s, c, &passed);
			if (passed > 1 || (common != -1 && common != mark))
				common = -2;
			else if (common == -1)
				common = mark;
		}
		used = snprintf(buf, size, "Ingenious!");
		for (c = 0, k = 0; c < COLOURS && used >= 0 &&
		    (size_t)used < size; c++) {
			if (!(reached & (1 << c)))
				continue;
			mark = mark_of(pos, s, c, &passed);
			used += snprintf(buf + used, size - (size_t)used, "%s %s",
			    k == 0 ? "" : k == n - 1 ? " and" : ",",
			    colour_name(c));
			if (common == -2 && passed > 1)
				used += snprintf(buf + used, size - (size_t)used,
				    " reached %d and %d", first_mark, mark);
			else if (common == -2)
				used += snprintf(buf + used, size - (size_t)used,
				    " reached %d", mark);
			k++;
		}
		if (used >= 0 && (size_t)used < size && common >= 0 && n > 0)
			used += snprintf(buf + used, size - (size_t)used,
			    " reached %d", common);
		if (used >= 0 && (size_t)used < size)
			snprintf(buf + used, size - (size_t)used,
			    ": %d bonus placement%s%s", bd->bonus,
			    bd->bonus == 1 ? "" : "s",
			    k > 1 && bd->bonus == 1 &&
			    pos->rec->rules.ruleset == RULES_MSO ?
			    " (MSO: at most one per placement)" : "");
		return buf;
	}
	if (reached || bd->bonus)
		i--;
	if (i == 0 && bd->tokens & 0x3f) {
		used = snprintf(buf, size, "%s takes the token%s:",
		    show_player(pos, s->seat),
		    __builtin_popcount(bd->tokens & 0x3f) > 1 ? "s" : "");
		for (c = 0; c < COLOURS && used >= 0 && (size_t)used < size;
		    c++)
			if (bd->tokens & (1 << c))
				used += snprintf(buf + used, size - (size_t)used,
				    " %s", colour_name(c));
		return buf;
	}
	return NULL;
}

/*
 * The decision of an immediate win, in the one wording of rank.h: "Anna
 * wins at once: every counter at 18" (duel: "all six counters on own
 * side").  Allocated.
 */
static char *
win_at_once(const struct show_pos *pos, const struct game *g)
{
	char		 nm[MAX_SEATS][128];
	const char	*names[MAX_SEATS] = { NULL };
	int		 s, top = rules_side_of(&g->rules, g->winner_now);

	for (s = 0; s < show_sides(pos); s++)
		names[s] = show_side_name(pos, s, nm[s], sizeof(nm[s]));
	return rank_decision(g, &pos->rp->ranking, top,
	    top == pos->rp->ranking.order[0] ? pos->rp->ranking.order[1] :
	    pos->rp->ranking.order[0], 1, names);
}

char *
show_status(const struct show_pos *pos, char *buf, size_t size)
{
	const struct game	*g = pos->g;
	const char		*who;
	char			 due[64] = "";

	if (size == 0)
		return buf;
	buf[0] = '\0';
	if (pos->pending > 0)
		snprintf(due, sizeof(due), "%d bonus placement%s",
		    pos->pending, pos->pending == 1 ? "" : "s");
	who = show_player(pos, pos->step ? pos->step->seat : -1);
	if (g != NULL && g->over != END_NONE) {
		/* Core's words for the end and for the decision. */
		if (g->winner_now >= 0) {
			char	*why = win_at_once(pos, g);

			snprintf(buf, size, "The game is over. %s.", why);
			free(why);
		} else
			snprintf(buf, size, "The game is over: %s%s%s%s.",
			    game_end_text(g), due[0] ? "; " : "", due,
			    due[0] ? (pos->pending == 1 ? " lapses" : " lapse") :
			    "");
	} else if (due[0])
		snprintf(buf, size, "%s has %s due.", who, due);
	else if (g != NULL) {
		/*
		 * A prefix replay leaves the turn open after its last entry
		 * (a swap may still follow); the next seat is the engine's.
		 */
		struct game	 next = *g;

		if (pos->step != NULL && pos->step->seat == g->turn &&
		    (pos->step->action == ACT_PLACE ||
		    pos->step->action == ACT_SWAP))
			game_next_turn(&next);
		snprintf(buf, size, "%s to move.", show_player(pos, next.turn));
	}
	return buf;
}

/* Append formatted text to buf, never past size (a no-op when full). */
static void
append(char *buf, size_t size, const char *fmt, const char *s)
{
	size_t	 used = strlen(buf);

	if (used + 1 < size)
		snprintf(buf + used, size - used, fmt, s);
}

char *
show_title(const struct show_pos *pos, char *buf, size_t size)
{
	const struct record	*rec = pos->rec;
	char			 side[256];
	int			 i, n = show_sides(pos);

	if (size == 0)
		return buf;
	snprintf(buf, size, "Game %d: ", rec->game);
	for (i = 0; i < n; i++) {
		if (i > 0)
			append(buf, size, "%s", n == 2 ? " vs " : ", ");
		append(buf, size, "%s", show_side_name(pos, i, side,
		    sizeof(side)));
	}
	if (rec->title != NULL)
		append(buf, size, " - %s", rec->title);
	else if (rec->event != NULL)
		append(buf, size, " - %s", rec->event);
	if (rec->rules.variant != VARIANT_STANDARD)
		append(buf, size, " (%s)", rec->rules.variant == VARIANT_SOLO ?
		    "solo" : rec->rules.variant == VARIANT_TEAM ? "team game" :
		    "duel");
	if (rec->rules.ruleset == RULES_MSO)
		append(buf, size, "%s", " (MSO rules)");
	return buf;
}
