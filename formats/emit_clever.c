/*
 * The record writer's clever part (genial-clever(5)): the entries, each
 * a flow mapping with its action first, the final sheets as far as they
 * were read, the result and the winner.  A die, dice or a mark that could
 * not be read is written "?", which reads back as unreadable again.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "../core/clever_record.h"
#include "emit_int.h"

/*
 * A mark token of genial-clever(5): YA1, B7, G, O4, P6; "?" for one that
 * could not be read, which reads back as unreadable again.
 */
static void
clever_tok_text(const struct clever_tok *t, char *buf, size_t len)
{
	struct clever_mark	 m = { t->area, t->cell, t->value };

	if (!t->ok || t->area < 0 || t->area >= CLEVER_AREAS)
		snprintf(buf, len, "?");
	else
		clever_mark_name(&m, CLEVER_NAME_TOKEN, buf, len);
}

static void
clever_dice(struct emitter *em, const uint8_t *dice)
{
	char buf[3 * CLEVER_DICE + 1];
	size_t o = 0;
	int c;

	for (c = 0; c < CLEVER_DICE; c++)
		if (dice[c] != 0)
			o += (size_t)snprintf(buf + o, sizeof(buf) - o, "%s%c%d",
			    o > 0 ? " " : "", clever_letters[c], dice[c]);
	buf[o] = '\0';
	em_scalar(em, buf);
}

/*
 * A clever claim as a flow mapping of its keys; with bare set, a claim of
 * the total alone as the bare number (a result's short form).
 */
static void
clever_claim(struct emitter *em, const struct clever_claim *cl, int bare)
{
	int i;

	if (bare && cl->has == 1u << CK_TOTAL) {
		em_number(em, cl->v[CK_TOTAL]);
		return;
	}
	em_map_start(em, 1);
	for (i = 0; i < CK__MAX; i++)
		if ((cl->has >> i) & 1) {
			em_word(em, clever_claim_words[i]);
			em_number(em, cl->v[i]);
		}
	em_map_end(em);
}

static void
clever_entry(struct emitter *em, const struct record *rec,
    const struct clever_entry *e)
{
	char buf[16];
	int b, i, n;

	em_map_start(em, 1);
	em_scalar(em, clever_action_words[e->action]);
	switch (e->action) {
	case CX_ROLL:
	case CX_REROLL:
		if (e->dice_ok)
			clever_dice(em, e->dice);
		else
			em_word(em, "?");
		break;
	case CX_BLACK:
		clever_tok_text(&e->black, buf, sizeof(buf));
		em_word(em, buf);
		break;
	default:
		if (e->die.none)
			em_scalar(em, "none");
		else if (!e->die.ok || e->die.colour < 0 ||
		    e->die.colour >= CLEVER_DICE)
			em_word(em, "?");
		else {
			/* A value of 0 was not written: the colour alone. */
			snprintf(buf, sizeof(buf), "%c", clever_letters[
			    e->die.colour]);
			if (e->die.value > 0)
				snprintf(buf + 1, sizeof(buf) - 1, "%d",
				    e->die.value);
			em_scalar(em, buf);
		}
		break;
	}
	if (e->player >= 0)
		em_pair_text(em, "player", rec->players[e->player]);
	if (e->has_to) {
		clever_tok_text(&e->to, buf, sizeof(buf));
		em_scalar(em, "to");
		em_word(em, buf);
	}
	if (e->nthen > 0) {
		em_scalar(em, "then");
		em_seq_start(em, 1);
		for (i = 0; i < e->nthen; i++) {
			clever_tok_text(&e->then[i], buf, sizeof(buf));
			em_word(em, buf);
		}
		em_seq_end(em);
	}
	if (e->nplatter == 3) {
		em_scalar(em, "platter");
		em_seq_start(em, 1);
		for (i = 0; i < 3; i++) {
			buf[0] = e->platter[i] < CLEVER_DICE ?
			    clever_letters[e->platter[i]] : '?';
			buf[1] = '\0';
			em_word(em, buf);
		}
		em_seq_end(em);
	}
	if (e->has_bonus) {
		for (n = 0, b = 1; b < CB__MAX; b++)
			n += e->bonus[b];
		em_scalar(em, "bonus");
		if (n != 1)
			em_seq_start(em, 1);
		for (b = 1; b < CB__MAX; b++)
			for (i = 0; i < e->bonus[b]; i++)
				em_word(em, clever_bonus_words[b]);
		if (n != 1)
			em_seq_end(em);
	}
	if (e->total.has != 0) {
		em_scalar(em, "total");
		clever_claim(em, &e->total, 0);
	}
	em_pair_text(em, "note", e->note);
	em_map_end(em);
}

/* A list of numbers in flow style. */
static void
number_list(struct emitter *em, const char *key, const int *v, int n)
{
	int i;

	em_scalar(em, key);
	em_seq_start(em, 1);
	for (i = 0; i < n; i++)
		em_number(em, v[i]);
	em_seq_end(em);
}

/* One final sheet (genial-clever(5), "sheets"), as far as it was read. */
static void
clever_sheet(struct emitter *em, const struct clever_sheetrec *sh)
{
	static const char *const track[2] = { "reroll", "plus1" };
	struct clever_mark m = { CA_Y, -1, 0 };
	char buf[16];
	int a, i;

	em_map_start(em, 0);
	if (sh->has_area[CA_Y]) {
		em_scalar(em, "yellow");
		em_seq_start(em, 1);
		for (i = 0; i < sh->ny; i++) {
			m.cell = sh->yellow[i];
			em_scalar(em, m.cell < 0 ? "?" : clever_mark_name(&m,
			    CLEVER_NAME_CELL, buf, sizeof(buf)));
		}
		em_seq_end(em);
	}
	if (sh->has_area[CA_B])
		number_list(em, "blue", sh->blue, sh->nb);
	if (sh->has_area[CA_G]) {
		em_scalar(em, "green");
		em_number(em, sh->green);
	}
	if (sh->has_area[CA_O])
		number_list(em, "orange", sh->orange, sh->no);
	if (sh->has_area[CA_P])
		number_list(em, "purple", sh->purple, sh->np);
	for (a = 0; a < 2; a++) {
		if (sh->earned[a] < 0 && sh->used[a] < 0)
			continue;
		em_scalar(em, track[a]);
		em_map_start(em, 1);
		if (sh->earned[a] >= 0) {
			em_scalar(em, "earned");
			em_number(em, sh->earned[a]);
		}
		if (sh->used[a] >= 0) {
			em_scalar(em, "used");
			em_number(em, sh->used[a]);
		}
		em_map_end(em);
	}
	if (sh->foxes >= 0) {
		em_scalar(em, "foxes");
		em_number(em, sh->foxes);
	}
	if (sh->score.has != 0) {
		em_scalar(em, "score");
		clever_claim(em, &sh->score, 0);
	}
	em_map_end(em);
}

void
emit_clever_body(struct emitter *em, const struct record *rec)
{
	const struct clever_record *cr = rec->clever;
	size_t i;
	int s;

	if (cr->has_rounds) {
		em_scalar(em, "rounds");
		em_number(em, cr->rounds);
	}
	if (cr->has_moves || !cr->has_sheets) {
		em_scalar(em, "moves");
		em_seq_start(em, 0);
		for (i = 0; i < cr->nmoves; i++)
			clever_entry(em, rec, &cr->moves[i]);
		em_seq_end(em);
	}
	if (cr->has_sheets) {
		em_scalar(em, "sheets");
		em_map_start(em, 0);
		for (s = 0; s < rec->nplayers; s++)
			if (cr->sheets[s].has) {
				em_text(em, rec->players[s]);
				clever_sheet(em, &cr->sheets[s]);
			}
		em_map_end(em);
	}
	for (s = 0; s < rec->nplayers && !cr->has_result[s]; s++)
		;
	if (s < rec->nplayers) {
		em_scalar(em, "result");
		em_map_start(em, 1);
		for (s = 0; s < rec->nplayers; s++)
			if (cr->has_result[s]) {
				em_text(em, rec->players[s]);
				clever_claim(em, &cr->result[s], 1);
			}
		em_map_end(em);
	}
	if (cr->has_winner)
		em_pair_text(em, "winner", cr->winner < 0 ? "draw" :
		    rec->players[cr->winner]);
}

