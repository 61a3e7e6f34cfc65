/*
 * The record writer (see emit.h).  Everything goes through a handful of
 * small helpers that build libyaml events; the first failure is kept and
 * turns every later call into a no-op that fails.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "../core/board.h"
#include "../core/clever_record.h"
#include "../core/game.h"
#include "../core/record.h"
#include "../core/tile.h"
#include "../core/util.h"
#include "emit.h"

struct emitter {
	yaml_emitter_t	 y;
	FILE		*fp;		/* the output, not owned */
	int		 failed;	/* a call failed: stop emitting */
	char		 err[128];	/* the first failure, for a message */
};


/* Send one event; 0 or -1 with the failure recorded. */
static int
send(struct emitter *em, yaml_event_t *ev, int made)
{
	if (em->failed) {
		if (made)
			yaml_event_delete(ev);
		return -1;
	}
	if (!made) {
		snprintf(em->err, sizeof(em->err), "cannot build YAML event");
		em->failed = 1;
		return -1;
	}
	if (!yaml_emitter_emit(&em->y, ev)) {
		snprintf(em->err, sizeof(em->err), "%s",
		    em->y.problem ? em->y.problem :
		    em->y.error == YAML_WRITER_ERROR ? "write error" :
		    "YAML emitter error");
		em->failed = 1;
		return -1;
	}
	return 0;
}

static int
scalar(struct emitter *em, const char *s)
{
	yaml_event_t ev;

	return send(em, &ev, yaml_scalar_event_initialize(&ev, NULL, NULL,
	    (yaml_char_t *)(uintptr_t)s, (int)strlen(s), 1, 1,
	    YAML_ANY_SCALAR_STYLE));
}

static int
number(struct emitter *em, int v)
{
	char buf[16];

	snprintf(buf, sizeof(buf), "%d", v);
	return scalar(em, buf);
}

static int
number_pair(struct emitter *em, const char *key, int v)
{
	scalar(em, key);
	return number(em, v);
}

static int
pair(struct emitter *em, const char *key, const char *value)
{
	if (value == NULL)
		return 0;
	scalar(em, key);
	return scalar(em, value);
}

static int
seq_start(struct emitter *em, int flow)
{
	yaml_event_t ev;

	return send(em, &ev, yaml_sequence_start_event_initialize(&ev, NULL,
	    NULL, 1, flow ? YAML_FLOW_SEQUENCE_STYLE :
	    YAML_BLOCK_SEQUENCE_STYLE));
}

static int
seq_end(struct emitter *em)
{
	yaml_event_t ev;

	return send(em, &ev, yaml_sequence_end_event_initialize(&ev));
}

static int
map_start(struct emitter *em, int flow)
{
	yaml_event_t ev;

	return send(em, &ev, yaml_mapping_start_event_initialize(&ev, NULL,
	    NULL, 1, flow ? YAML_FLOW_MAPPING_STYLE :
	    YAML_BLOCK_MAPPING_STYLE));
}

static int
map_end(struct emitter *em)
{
	yaml_event_t ev;

	return send(em, &ev, yaml_mapping_end_event_initialize(&ev));
}

static int
tile_list(struct emitter *em, const struct tilelist *l)
{
	char name[3];
	int i;

	seq_start(em, 1);
	for (i = 0; i < l->n; i++)
		scalar(em, tile_name(l->v[i], name));
	return seq_end(em);
}

/* A claim map {R: 1, O: 0}: the colours it has, in colour order. */
static int
claim_map(struct emitter *em, const struct claim *cl)
{
	char key[2] = { 0, 0 };
	int c;

	map_start(em, 1);
	for (c = 0; c < COLOURS; c++) {
		if (!(cl->has & (1 << c)))
			continue;
		key[0] = colour_letter(c);
		scalar(em, key);
		number(em, cl->v[c]);
	}
	return map_end(em);
}

/*
 * bonus: one call as a letter, several as a list; a colour called twice
 * (bonus_n 2, the team game's 18 and 36 at once) is listed twice.
 */
static int
bonus_value(struct emitter *em, const struct rec_move *m)
{
	char key[2] = { 0, 0 };
	int c, k, times, n = 0;

	for (c = 0; c < COLOURS; c++)
		n += m->bonus_n[c] > 1 ? m->bonus_n[c] : (m->bonus >> c) & 1;
	if (n != 1)
		seq_start(em, 1);
	for (c = 0; c < COLOURS; c++) {
		if (!(m->bonus & (1u << c)))
			continue;
		key[0] = colour_letter(c);
		times = m->bonus_n[c] > 1 ? m->bonus_n[c] : 1;
		for (k = 0; k < times; k++)
			scalar(em, key);
	}
	return n != 1 ? seq_end(em) : 0;
}

static int
place_text(struct emitter *em, const struct placement *p)
{
	char tile[3], a[4], b[4], buf[16];

	snprintf(buf, sizeof(buf), "%s %s %s", tile_name(p->tile, tile),
	    board_cell_name(p->a, a), board_cell_name(p->b, b));
	return scalar(em, buf);
}

static int
move_entry(struct emitter *em, const struct record *rec,
    const struct rec_move *m)
{
	map_start(em, 0);
	switch (m->action) {
	case ACT_PLACE:
		if (!m->place_ok)
			break;
		scalar(em, "place");
		place_text(em, &m->place);
		break;
	case ACT_SWAP:
		scalar(em, "swap");
		tile_list(em, &m->swap);
		break;
	case ACT_FLAG:
		pair(em, "flag", "time");
		break;
	default:
		break;
	}
	if (m->player >= 0 && m->player < rec->nplayers)
		pair(em, "player", rec->players[m->player]);
	if (m->score.has) {
		scalar(em, "score");
		claim_map(em, &m->score);
	}
	if (m->total.has) {
		scalar(em, "total");
		claim_map(em, &m->total);
	}
	if (m->has_bonus) {
		scalar(em, "bonus");
		bonus_value(em, m);
	}
	if (m->has_draw) {
		scalar(em, "draw");
		tile_list(em, &m->draw);
	}
	pair(em, "note", m->note);
	pair(em, "clock", m->clock);
	return map_end(em);
}

/* The rules keys, each only when it differs from the default. */
static void
rules_keys(struct emitter *em, const struct rules *r)
{
	struct rules def;
	char corners[BOARD_SYMBOLS + 1];
	int i;

	rules_default(&def, r->seats);
	/* The header words are core's (rules_*_name, game.h). */
	if (r->variant != def.variant && rules_variant_name(r->variant))
		pair(em, "variant", rules_variant_name(r->variant));
	if (r->ruleset != def.ruleset && rules_ruleset_name(r->ruleset))
		pair(em, "rules", rules_ruleset_name(r->ruleset));
	if (r->tiles != def.tiles && rules_tiles_name(r->tiles))
		pair(em, "tiles", rules_tiles_name(r->tiles));
	if (memcmp(r->corners, def.corners, sizeof(def.corners)) != 0) {
		for (i = 0; i < BOARD_SYMBOLS; i++)
			corners[i] = colour_letter(r->corners[i]);
		corners[BOARD_SYMBOLS] = '\0';
		pair(em, "corners", corners);
	}
}

struct emitter *
emit_new(FILE *fp)
{
	struct emitter *em;
	yaml_event_t ev;

	em = xcalloc(1, sizeof(*em));
	if (!yaml_emitter_initialize(&em->y)) {
		em->failed = 1;
		snprintf(em->err, sizeof(em->err), "cannot start the emitter");
		return em;
	}
	em->fp = fp;
	yaml_emitter_set_output_file(&em->y, fp);
	yaml_emitter_set_unicode(&em->y, 1);
	yaml_emitter_set_width(&em->y, -1);
	yaml_emitter_set_indent(&em->y, 2);
	send(em, &ev, yaml_stream_start_event_initialize(&ev,
	    YAML_UTF8_ENCODING));
	return em;
}

/* A scalar YAML 1.1 would read as a boolean (Y, N) or a number (+1) is
 * quoted. */
static int
word(struct emitter *em, const char *s)
{
	yaml_event_t ev;
	int quote = strcmp(s, "Y") == 0 || strcmp(s, "N") == 0 ||
	    strcmp(s, "+1") == 0;

	return send(em, &ev, yaml_scalar_event_initialize(&ev, NULL, NULL,
	    (yaml_char_t *)(uintptr_t)s, (int)strlen(s), !quote, 1,
	    quote ? YAML_SINGLE_QUOTED_SCALAR_STYLE : YAML_ANY_SCALAR_STYLE));
}

/* A mark token of genial-clever(5): YA1, B7, G, O4, P6. */
static void
clever_tok_text(const struct clever_tok *t, char *buf, size_t len)
{
	struct clever_mark	 m = { t->area, t->cell, t->value };

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
			o += (size_t)snprintf(buf + o, sizeof(buf) - o,
			    "%s%c%d", o > 0 ? " " : "", clever_letters[c],
			    dice[c]);
	buf[o] = '\0';
	scalar(em, buf);
}


/* A score claim: the keys it has, in the order Y B G O P F foxes total. */
static void
clever_claim(struct emitter *em, const struct clever_claim *c)
{
	int	 i;

	map_start(em, 1);
	for (i = 0; i < CK__MAX; i++)
		if ((c->has >> i) & 1) {
			word(em, clever_claim_words[i]);
			number(em, c->v[i]);
		}
	map_end(em);
}

static void
clever_entry(struct emitter *em, const struct record *rec,
    const struct clever_entry *e)
{
	char buf[16];
	int b, i, n;

	map_start(em, 1);
	scalar(em, clever_action_words[e->action]);
	switch (e->action) {
	case CX_ROLL:
	case CX_REROLL:
		clever_dice(em, e->dice);
		break;
	case CX_BLACK:
		clever_tok_text(&e->black, buf, sizeof(buf));
		word(em, buf);
		break;
	default:
		if (e->die.none)
			scalar(em, "none");
		else {
			snprintf(buf, sizeof(buf), e->die.value > 0 ? "%c%d" :
			    "%c", clever_letters[e->die.colour], e->die.value);
			scalar(em, buf);
		}
		break;
	}
	if (e->player >= 0)
		pair(em, "player", rec->players[e->player]);
	if (e->has_to) {
		clever_tok_text(&e->to, buf, sizeof(buf));
		scalar(em, "to");
		word(em, buf);
	}
	if (e->nthen > 0) {
		scalar(em, "then");
		seq_start(em, 1);
		for (i = 0; i < e->nthen; i++) {
			clever_tok_text(&e->then[i], buf, sizeof(buf));
			word(em, buf);
		}
		seq_end(em);
	}
	if (e->nplatter == 3) {
		scalar(em, "platter");
		seq_start(em, 1);
		for (i = 0; i < 3; i++) {
			buf[0] = clever_letters[e->platter[i]];
			buf[1] = '\0';
			word(em, buf);
		}
		seq_end(em);
	}
	if (e->has_bonus) {
		for (n = 0, b = 1; b < CB__MAX; b++)
			n += e->bonus[b];
		scalar(em, "bonus");
		if (n != 1)
			seq_start(em, 1);
		for (b = 1; b < CB__MAX; b++)
			for (i = 0; i < e->bonus[b]; i++)
				word(em, clever_bonus_words[b]);
		if (n != 1)
			seq_end(em);
	}
	if (e->total.has != 0) {
		scalar(em, "total");
		clever_claim(em, &e->total);
	}
	pair(em, "note", e->note);
	map_end(em);
}

/* A list of numbers (cells, box values), flow style. */
static void
clever_numbers(struct emitter *em, const char *key, const int *v, int n)
{
	int	 i;

	scalar(em, key);
	seq_start(em, 1);
	for (i = 0; i < n; i++)
		if (v[i] >= 0)
			number(em, v[i]);
	seq_end(em);
}

/* One sheet of `sheets` (genial-clever(5)), the keys it was given. */
static void
clever_sheet(struct emitter *em, const struct clever_sheetrec *sr)
{
	static const char *const action[2] = { "reroll", "plus1" };
	char	 cell[16];
	int	 i;

	map_start(em, 0);
	if (sr->has_area[CA_Y]) {
		scalar(em, "yellow");
		seq_start(em, 1);
		for (i = 0; i < sr->ny; i++)
			if (sr->yellow[i] >= 0) {
				snprintf(cell, sizeof(cell), "%c%d", 'A' +
				    sr->yellow[i] % 4, sr->yellow[i] / 4 + 1);
				scalar(em, cell);
			}
		seq_end(em);
	}
	if (sr->has_area[CA_B])
		clever_numbers(em, "blue", sr->blue, sr->nb);
	if (sr->has_area[CA_G]) {
		scalar(em, "green");
		number(em, sr->green);
	}
	if (sr->has_area[CA_O])
		clever_numbers(em, "orange", sr->orange, sr->no);
	if (sr->has_area[CA_P])
		clever_numbers(em, "purple", sr->purple, sr->np);
	for (i = 0; i < 2; i++) {
		if (sr->earned[i] < 0 && sr->used[i] < 0)
			continue;
		scalar(em, action[i]);
		map_start(em, 1);
		if (sr->earned[i] >= 0) {
			scalar(em, "earned");
			number(em, sr->earned[i]);
		}
		if (sr->used[i] >= 0) {
			scalar(em, "used");
			number(em, sr->used[i]);
		}
		map_end(em);
	}
	if (sr->foxes >= 0) {
		scalar(em, "foxes");
		number(em, sr->foxes);
	}
	if (sr->score.has != 0) {
		scalar(em, "score");
		clever_claim(em, &sr->score);
	}
	map_end(em);
}

/* The clever part of a record: moves, result, winner. */
static void
clever_body(struct emitter *em, const struct record *rec)
{
	const struct clever_record *cr = rec->clever;
	size_t i;
	int s;

	if (cr->has_moves) {
		scalar(em, "moves");
		seq_start(em, 0);
		for (i = 0; i < cr->nmoves; i++)
			clever_entry(em, rec, &cr->moves[i]);
		seq_end(em);
	}
	if (cr->has_sheets) {
		scalar(em, "sheets");
		map_start(em, 0);
		for (s = 0; s < rec->nplayers; s++)
			if (cr->sheets[s].has) {
				scalar(em, rec->players[s]);
				clever_sheet(em, &cr->sheets[s]);
			}
		map_end(em);
	}
	for (s = 0; s < rec->nplayers && !cr->has_result[s]; s++)
		;
	if (s < rec->nplayers) {
		scalar(em, "result");
		map_start(em, 1);
		for (s = 0; s < rec->nplayers; s++) {
			if (!cr->has_result[s])
				continue;
			scalar(em, rec->players[s]);
			if (cr->result[s].has == 1u << CK_TOTAL)
				number(em, cr->result[s].v[CK_TOTAL]);
			else
				clever_claim(em, &cr->result[s]);
		}
		map_end(em);
	}
	if (cr->has_winner)
		pair(em, "winner", cr->winner < 0 ? "draw" :
		    rec->players[cr->winner]);
}

int
emit_record(struct emitter *em, const struct record *rec)
{
	yaml_event_t ev;
	char name[3];
	size_t i;
	int s, j;

	send(em, &ev, yaml_document_start_event_initialize(&ev, NULL, NULL,
	    NULL, 0));
	map_start(em, 0);
	pair(em, "game", rec->clever != NULL ? "clever" : "ingenious");
	if (rec->clever == NULL)
		rules_keys(em, &rec->rules);
	pair(em, "event", rec->event);
	pair(em, "site", rec->site);
	pair(em, "date", rec->date);
	pair(em, "round", rec->round);
	pair(em, "title", rec->title);
	pair(em, "source", rec->source);
	pair(em, "description", rec->description);

	scalar(em, "players");
	seq_start(em, 1);
	for (s = 0; s < rec->nplayers; s++)
		scalar(em, rec->players[s]);
	seq_end(em);

	if (rec->clever != NULL) {
		if (rec->clever->has_rounds)
			number_pair(em, "rounds", rec->clever->rounds);
		clever_body(em, rec);
		map_end(em);
		return send(em, &ev, yaml_document_end_event_initialize(&ev,
		    1));
	}

	for (s = 0; s < rec->nplayers && !rec->has_rack[s]; s++)
		;
	if (s < rec->nplayers) {
		scalar(em, "racks");
		map_start(em, 0);
		for (s = 0; s < rec->nplayers; s++) {
			if (!rec->has_rack[s])
				continue;
			scalar(em, rec->players[s]);
			seq_start(em, 1);
			for (j = 0; j < rec->racks[s].n; j++)
				scalar(em, tile_name(rec->racks[s].v[j], name));
			seq_end(em);
		}
		map_end(em);
	}

	scalar(em, "moves");
	seq_start(em, rec->nmoves == 0);
	for (i = 0; i < rec->nmoves; i++)
		move_entry(em, rec, &rec->moves[i]);
	seq_end(em);

	for (s = 0; s < rec->nplayers && !rec->has_result[s]; s++)
		;
	if (s < rec->nplayers) {
		scalar(em, "result");
		map_start(em, 0);
		for (s = 0; s < rec->nplayers; s++) {
			if (!rec->has_result[s])
				continue;
			scalar(em, rec->players[s]);
			claim_map(em, &rec->result[s]);
		}
		map_end(em);
	}
	if (rec->has_winner)
		pair(em, "winner", rec->winner >= 0 &&
		    rec->winner < rec->nplayers ?
		    rec->players[rec->winner] : "draw");
	map_end(em);
	return send(em, &ev, yaml_document_end_event_initialize(&ev, 1));
}

int
emit_close(struct emitter *em)
{
	yaml_event_t ev;

	send(em, &ev, yaml_stream_end_event_initialize(&ev));
	if (!em->failed && (!yaml_emitter_flush(&em->y) ||
	    fflush(em->fp) != 0 || ferror(em->fp))) {
		snprintf(em->err, sizeof(em->err), "write error");
		em->failed = 1;
	}
	return em->failed ? -1 : 0;
}

const char *
emit_error(const struct emitter *em)
{
	return em->err;
}

void
emit_free(struct emitter *em)
{
	if (em == NULL)
		return;
	yaml_emitter_delete(&em->y);
	free(em);
}
