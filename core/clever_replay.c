/*
 * The replay of a full Ganz schön clever record: its entries in order
 * through the turn machine (clever_turn.c: rolls, rerolls, takes, the
 * silver platter, picks, +1 actions, the black bonus), and the end of the
 * record; marks, chains and claims are judged in clever_marks.c.  The
 * procedure and its order of checks are genial-clever(5), THE RULES.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clever_replay_priv.h"
#include "util.h"

/* 1 if the entry may follow the end of the game. */
static int
end_entry(const struct clever_state *s, const struct clever_entry *e)
{
	return s->out->complete && s->ph == PH_END &&
	    (e->action == CX_PICK || e->action == CX_EXTRA);
}

/*
 * The state of a replay of rec at its start, judging into out and d,
 * with sh the players' sheets.
 */
static void
state_init(struct clever_state *s, struct clever_replay *out,
    const struct record *rec, struct diags *d, struct clever_sheet *sh)
{
	const struct clever_record	*cr = rec->clever;
	int				 i, seat, round;

	memset(s, 0, sizeof(*s));
	memset(sh, 0, sizeof(*sh) * CLEVER_MAX_SEATS);
	out->nplayers = rec->nplayers;
	out->nsteps = 0;
	out->complete = 0;
	out->turns_done = 0;
	out->sheet_only = !cr->has_moves;
	s->rec = rec;
	s->cr = cr;
	s->out = out;
	s->d = d;
	s->n = rec->nplayers;
	s->solo = s->n == 1;
	s->turn = -1;
	s->cause = -1;
	s->nturns = s->solo ? 2 * cr->rounds : cr->rounds * s->n;
	out->turns = s->nturns;
	/* Rounds and active seats by turn, counted rather than divided
	   (they are asked for at every entry). */
	for (i = 0, round = 1, seat = 0; i < CLEVER_STATE_TURNS; i++) {
		s->round_of[i] = (uint8_t)round;
		s->active_of[i] = (uint8_t)(s->solo ? 0 : seat);
		if (++seat == (s->solo ? 2 : s->n)) {
			seat = 0;
			round++;
		}
	}
	s->sh = sh;
	s->reader_diags = d->len;
	for (seat = 0; seat < CLEVER_MAX_SEATS; seat++) {
		out->scored[seat] = seat < s->n;
		clever_score(&s->scored[seat], &s->score[seat]);
	}
}

/* Judge entry e (2.10 steps 1 and 2, then the action's rules). */
static void
judge_entry(struct clever_state *s, const struct clever_entry *e)
{
	if (e->action == CX_NONE || s->after_end)
		return;
	if (s->out->complete && !end_entry(s, e)) {
		if (!s->end_reported)
			clever_report(s, D_MOVE_AFTER_END, e->pos, -1, "an "
			    "entry after the game has ended");
		s->end_reported = 1;
		s->after_end = 1;
		s->end_move = s->move;
		return;
	}
	switch (e->action) {
	case CX_ROLL:
		clever_turn_roll(s, e);
		break;
	case CX_REROLL:
		clever_turn_reroll(s, e);
		break;
	case CX_TAKE:
		clever_turn_take(s, e);
		break;
	case CX_PICK:
		clever_turn_pick(s, e);
		break;
	case CX_EXTRA:
		clever_turn_extra(s, e);
		break;
	case CX_BLACK:
		clever_turn_black(s, e);
		break;
	default:
		break;
	}
}

/* What the judged entry left, for score and the pictures: the dice, the
   turn and who acts next. */
static void
step_record(struct clever_state *s)
{
	struct clever_step	*st = s->step;
	int			 c;

	if (st->player >= 0)
		st->sheet = s->sh[st->player];
	for (c = 0; c < CLEVER_DICE; c++) {
		st->dice[c] = (uint8_t)s->value[c];
		st->place[c] = (uint8_t)s->where[c];
	}
	st->turn = s->turn;
	st->active = s->turn >= 0 ? turn_active(s, s->turn) : 0;
	st->phase = s->ph == PH_TAKE ? 1 : s->ph == PH_ROLL ? 2 : 0;
	st->unpicked = clever_turn_unpicked(s);
	st->next_active = turn_active(s, s->turn + 1);
	st->next_round = turn_round(s, s->turn + 1);
}

/*
 * 1 if the reader's finding dg is one that an entry after the end of
 * the game does not get (genial-clever(5): only a bad-move and an
 * unknown-key, 2.10 step 1): its values are not judged, so neither are
 * their player, dice, cells and claims.
 */
static int
judged_after_end(const struct diag *dg, void *arg)
{
	const struct clever_state *s = arg;

	return dg->move >= s->end_move && (dg->code == D_UNKNOWN_PLAYER ||
	    dg->code == D_BAD_DIE || dg->code == D_BAD_CELL ||
	    dg->code == D_BAD_VALUE);
}

/* The end of the record (2.10, at the end of moves), its ranking and
   the header's claims. */
static void
record_end(struct clever_state *s)
{
	const struct clever_record	*cr = s->cr;
	struct clever_replay		*out = s->out;

	s->move = (int)cr->nmoves;
	if (!out->complete) {
		/* A teaching excerpt (genial-clever(5)) is unfinished on
		   purpose: neither it nor its open turn is reported; nor
		   is a record cut by a YAML error, as Ingenious's. */
		if (s->rec->excerpt || s->rec->truncated)
			return;
		if (cr->nmoves > 0)
			clever_report(s, D_GAME_INCOMPLETE,
			    cr->moves[cr->nmoves - 1].pos, -1, "the record "
			    "ends with %d of %d turns to play; the ranking is "
			    "provisional", s->nturns - out->turns_done,
			    s->nturns);
		else
			diag_add(s->d, D_GAME_INCOMPLETE, 0, cr->moves_pos, -1,
			    "the record ends with %d of %d turns to play; the "
			    "ranking is provisional", s->nturns, s->nturns);
	} else if (cr->nmoves > 0 && !s->after_end)
		clever_turn_close(s, cr->moves[cr->nmoves - 1].pos, s->move);
}

/*
 * Replay the first n entries of rec into out (whole: all of them, with
 * the end of the record and the claims), its findings into d.
 */
static int
run(struct clever_replay *out, const struct record *rec, size_t n,
    int whole, struct diags *d)
{
	const struct clever_record	*cr = rec->clever;
	struct clever_sheet		 sh[CLEVER_MAX_SEATS];
	struct clever_state		 s;
	size_t				 i;
	int				 seat;

	state_init(&s, out, rec, d, sh);
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
		s.move = (int)i + 1;
		s.step = &out->steps[out->nsteps++];
		/* Not the mark log and the sheets: nmade and the player say
		   what of them holds anything. */
		memset(s.step, 0, offsetof(struct clever_step, made));
		s.step->move = s.move;
		s.step->player = -1;
		s.step->round = s.turn >= 0 ? turn_round(&s, s.turn) : 0;
		judge_entry(&s, &cr->moves[i]);
		/* A step passed over records the state as it stands too. */
		step_record(&s);
		/* Every seat's sheet after the entry (the players' only). */
		memcpy(s.step->sheets, sh, (size_t)s.n * sizeof(sh[0]));
	}
	if (s.after_end)
		diags_withdraw(d, 0, s.reader_diags, judged_after_end, &s);
	if (whole)
		record_end(&s);
	memcpy(out->sheet, sh, sizeof(sh));
	for (seat = 0; seat < s.n; seat++)
		clever_score(&out->sheet[seat], &out->score[seat]);
	if (!whole)
		return 0;
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
