/*
 * The duel game's tug-of-war track (genial-rules(7) "12 Duel"): one
 * counter per
 * colour shared by both players, tokens for the colours driven to a
 * player's 9, and the sweep that wins at once.  Part of game.h.
 *
 * Positions are kept in g->track from seat 0's side (-9..9); every
 * function here that takes a seat works in that seat's view, where its
 * own half is positive.  The line (0) is where every counter starts and
 * is never entered again: from -1 one step toward the scorer lands on +1.
 */
#include <string.h>

#include "game.h"
#include "tile.h"

static int
duel_seat_ok(int seat)
{
	return seat == 0 || seat == 1;
}

int
game_duel_position(const struct game *g, int seat, int c)
{
	if (!duel_seat_ok(seat) || c < 0 || c >= COLOURS)
		return 0;
	return seat == 0 ? g->track[c] : -g->track[c];
}

/*
 * Steps from pos to the scorer's 9: every space on the way, the line not
 * counted once left (pos < 0 crosses it without stopping).
 */
static int
room_to_end(int pos)
{
	if (pos >= DUEL_END)
		return 0;
	if (pos >= 0)
		return DUEL_END - pos;
	if (pos < -DUEL_END)
		pos = -DUEL_END;
	return DUEL_END - pos - 1;
}

int
game_duel_advance(int pos, int steps, int *moved)
{
	int	 room, to;

	if (pos > DUEL_END)
		pos = DUEL_END;
	if (pos < -DUEL_END)
		pos = -DUEL_END;
	room = room_to_end(pos);
	if (steps < 0)
		steps = 0;
	if (steps > room)
		steps = room;
	if (moved != NULL)
		*moved = steps;
	to = pos + steps;
	/* From the opponent's half the line is skipped. */
	if (pos < 0 && to >= 0)
		to++;
	return to;
}

void
game_duel_score(const struct game *g, int seat, struct breakdown *bd)
{
	int	 c, pos, to, moved, earned = 0;

	bd->reached = bd->tokens = bd->stolen = 0;
	memset(bd->gained, 0, sizeof(bd->gained));
	if (!duel_seat_ok(seat))
		return;
	for (c = 0; c < COLOURS; c++) {
		pos = game_duel_position(g, seat, c);
		to = game_duel_advance(pos, bd->points[c], &moved);
		bd->gained[c] = (uint8_t)moved;
		if (moved == 0 || to != DUEL_END || g->token[c] == seat)
			continue;
		bd->reached |= (uint8_t)(1u << c);
		bd->tokens |= (uint8_t)(1u << c);
		if (g->token[c] >= 0)
			bd->stolen |= (uint8_t)(1u << c);
		earned++;
	}
	if (g->rules.ruleset == RULES_MSO && earned > 1)
		earned = 1;
	bd->bonus = (uint8_t)earned;
}

void
game_duel_apply(struct game *g, int seat, const struct breakdown *bd)
{
	int	 c, to;

	if (!duel_seat_ok(seat))
		return;
	for (c = 0; c < COLOURS; c++) {
		to = game_duel_advance(game_duel_position(g, seat, c),
		    bd->gained[c], NULL);
		g->track[c] = (int8_t)(seat == 0 ? to : -to);
		if (bd->tokens & (1u << c))
			g->token[c] = (int8_t)seat;
	}
}

int
game_duel_sweep(const struct game *g)
{
	int	 seat, c;

	for (seat = 0; seat < 2; seat++) {
		for (c = 0; c < COLOURS; c++)
			if (game_duel_position(g, seat, c) <= 0)
				break;
		if (c == COLOURS)
			return seat;
	}
	return -1;
}
