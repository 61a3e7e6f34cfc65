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
#include "emit_int.h"
#include "rtext.h"

/* Send one event; 0 or -1 with the failure recorded. */
int
em_send(struct emitter *em, yaml_event_t *ev, int made)
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

int
em_scalar(struct emitter *em, const char *s)
{
	yaml_event_t ev;

	return em_send(em, &ev, yaml_scalar_event_initialize(&ev, NULL, NULL,
	    (yaml_char_t *)(uintptr_t)s, (int)strlen(s), 1, 1,
	    YAML_ANY_SCALAR_STYLE));
}

int
em_number(struct emitter *em, int v)
{
	char buf[16];

	snprintf(buf, sizeof(buf), "%d", v);
	return em_scalar(em, buf);
}

int
em_pair(struct emitter *em, const char *key, const char *value)
{
	if (value == NULL)
		return 0;
	em_scalar(em, key);
	return em_scalar(em, value);
}

/*
 * A string of the record (a name, a note, the header's text): quoted
 * unless it reads back as itself when plain (rtext_yaml_plain).
 */
int
em_text(struct emitter *em, const char *s)
{
	yaml_event_t ev;
	size_t n = strlen(s);
	int plain = rtext_yaml_plain(s, n);

	return em_send(em, &ev, yaml_scalar_event_initialize(&ev, NULL, NULL,
	    (yaml_char_t *)(uintptr_t)s, (int)n, plain, 1,
	    plain ? YAML_ANY_SCALAR_STYLE : YAML_SINGLE_QUOTED_SCALAR_STYLE));
}

int
em_pair_text(struct emitter *em, const char *key, const char *value)
{
	if (value == NULL)
		return 0;
	em_scalar(em, key);
	return em_text(em, value);
}

int
em_seq_start(struct emitter *em, int flow)
{
	yaml_event_t ev;

	return em_send(em, &ev, yaml_sequence_start_event_initialize(&ev, NULL,
	    NULL, 1, flow ? YAML_FLOW_SEQUENCE_STYLE :
	    YAML_BLOCK_SEQUENCE_STYLE));
}

int
em_seq_end(struct emitter *em)
{
	yaml_event_t ev;

	return em_send(em, &ev, yaml_sequence_end_event_initialize(&ev));
}

int
em_map_start(struct emitter *em, int flow)
{
	yaml_event_t ev;

	return em_send(em, &ev, yaml_mapping_start_event_initialize(&ev, NULL,
	    NULL, 1, flow ? YAML_FLOW_MAPPING_STYLE :
	    YAML_BLOCK_MAPPING_STYLE));
}

int
em_map_end(struct emitter *em)
{
	yaml_event_t ev;

	return em_send(em, &ev, yaml_mapping_end_event_initialize(&ev));
}

/* A scalar YAML 1.1 would read as a boolean (Y, N) or a number (+1) is
 * quoted. */
int
em_word(struct emitter *em, const char *s)
{
	yaml_event_t ev;
	int quote = strcmp(s, "Y") == 0 || strcmp(s, "N") == 0 ||
	    strcmp(s, "+1") == 0;

	return em_send(em, &ev, yaml_scalar_event_initialize(&ev, NULL, NULL,
	    (yaml_char_t *)(uintptr_t)s, (int)strlen(s), !quote, 1,
	    quote ? YAML_SINGLE_QUOTED_SCALAR_STYLE : YAML_ANY_SCALAR_STYLE));
}

static int
tile_list(struct emitter *em, const struct tilelist *l)
{
	char name[3];
	int i;

	em_seq_start(em, 1);
	for (i = 0; i < l->n; i++)
		em_scalar(em, tile_name(l->v[i], name));
	return em_seq_end(em);
}

/* A claim map {R: 1, O: 0}: the colours it has, in colour order. */
static int
claim_map(struct emitter *em, const struct claim *cl)
{
	char key[2] = { 0, 0 };
	int c;

	em_map_start(em, 1);
	for (c = 0; c < COLOURS; c++) {
		if (!(cl->has & (1 << c)))
			continue;
		key[0] = colour_letter(c);
		em_scalar(em, key);
		em_number(em, cl->v[c]);
	}
	return em_map_end(em);
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
		em_seq_start(em, 1);
	for (c = 0; c < COLOURS; c++) {
		if (!(m->bonus & (1u << c)))
			continue;
		key[0] = colour_letter(c);
		times = m->bonus_n[c] > 1 ? m->bonus_n[c] : 1;
		for (k = 0; k < times; k++)
			em_scalar(em, key);
	}
	return n != 1 ? em_seq_end(em) : 0;
}

static int
place_text(struct emitter *em, const struct placement *p)
{
	char tile[3], a[4], b[4], buf[16];

	snprintf(buf, sizeof(buf), "%s %s %s", tile_name(p->tile, tile),
	    board_cell_name(p->a, a), board_cell_name(p->b, b));
	return em_scalar(em, buf);
}

static int
move_entry(struct emitter *em, const struct record *rec,
    const struct rec_move *m)
{
	em_map_start(em, 0);
	switch (m->action) {
	case ACT_PLACE:
		if (!m->place_ok)
			break;
		em_scalar(em, "place");
		place_text(em, &m->place);
		break;
	case ACT_SWAP:
		em_scalar(em, "swap");
		tile_list(em, &m->swap);
		break;
	case ACT_FLAG:
		em_pair(em, "flag", "time");
		break;
	default:
		break;
	}
	if (m->player >= 0 && m->player < rec->nplayers)
		em_pair_text(em, "player", rec->players[m->player]);
	if (m->score.has) {
		em_scalar(em, "score");
		claim_map(em, &m->score);
	}
	if (m->total.has) {
		em_scalar(em, "total");
		claim_map(em, &m->total);
	}
	if (m->has_bonus) {
		em_scalar(em, "bonus");
		bonus_value(em, m);
	}
	if (m->has_draw) {
		em_scalar(em, "draw");
		tile_list(em, &m->draw);
	}
	em_pair_text(em, "note", m->note);
	em_pair_text(em, "clock", m->clock);
	return em_map_end(em);
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
		em_pair(em, "variant", rules_variant_name(r->variant));
	if (r->ruleset != def.ruleset && rules_ruleset_name(r->ruleset))
		em_pair(em, "rules", rules_ruleset_name(r->ruleset));
	if (r->tiles != def.tiles && rules_tiles_name(r->tiles))
		em_pair(em, "tiles", rules_tiles_name(r->tiles));
	if (memcmp(r->corners, def.corners, sizeof(def.corners)) != 0) {
		for (i = 0; i < BOARD_SYMBOLS; i++)
			corners[i] = colour_letter(r->corners[i]);
		corners[BOARD_SYMBOLS] = '\0';
		em_pair(em, "corners", corners);
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
	em_send(em, &ev, yaml_stream_start_event_initialize(&ev,
	    YAML_UTF8_ENCODING));
	return em;
}

int
emit_record(struct emitter *em, const struct record *rec)
{
	yaml_event_t ev;
	char name[3];
	size_t i;
	int s, j;

	em_send(em, &ev, yaml_document_start_event_initialize(&ev, NULL, NULL,
	    NULL, 0));
	em_map_start(em, 0);
	em_pair(em, "game", rec->kind == RECORD_CLEVER ? "clever" :
	    "ingenious");
	if (rec->kind == RECORD_INGENIOUS)
		rules_keys(em, &rec->rules);
	em_pair_text(em, "event", rec->event);
	em_pair_text(em, "site", rec->site);
	em_pair_text(em, "date", rec->date);
	em_pair_text(em, "round", rec->round);
	em_pair_text(em, "title", rec->title);
	em_pair_text(em, "source", rec->source);
	em_pair_text(em, "description", rec->description);
	if (rec->excerpt)
		em_pair(em, "excerpt", "true");

	em_scalar(em, "players");
	em_seq_start(em, 1);
	for (s = 0; s < rec->nplayers; s++)
		em_text(em, rec->players[s]);
	em_seq_end(em);

	if (rec->kind == RECORD_CLEVER) {
		emit_clever_body(em, rec);
		em_map_end(em);
		return em_send(em, &ev, yaml_document_end_event_initialize(&ev,
		    1));
	}

	for (s = 0; s < rec->nplayers && !rec->has_rack[s]; s++)
		;
	if (s < rec->nplayers) {
		em_scalar(em, "racks");
		em_map_start(em, 0);
		for (s = 0; s < rec->nplayers; s++) {
			if (!rec->has_rack[s])
				continue;
			em_text(em, rec->players[s]);
			em_seq_start(em, 1);
			for (j = 0; j < rec->racks[s].n; j++)
				em_scalar(em, tile_name(rec->racks[s].v[j], name));
			em_seq_end(em);
		}
		em_map_end(em);
	}

	em_scalar(em, "moves");
	em_seq_start(em, rec->nmoves == 0);
	for (i = 0; i < rec->nmoves; i++)
		move_entry(em, rec, &rec->moves[i]);
	em_seq_end(em);

	for (s = 0; s < rec->nplayers && !rec->has_result[s]; s++)
		;
	if (s < rec->nplayers) {
		em_scalar(em, "result");
		em_map_start(em, 0);
		for (s = 0; s < rec->nplayers; s++) {
			if (!rec->has_result[s])
				continue;
			em_text(em, rec->players[s]);
			claim_map(em, &rec->result[s]);
		}
		em_map_end(em);
	}
	if (rec->has_winner)
		em_pair_text(em, "winner", rec->winner >= 0 &&
		    rec->winner < rec->nplayers ?
		    rec->players[rec->winner] : "draw");
	em_map_end(em);
	return em_send(em, &ev, yaml_document_end_event_initialize(&ev, 1));
}

int
emit_close(struct emitter *em)
{
	yaml_event_t ev;

	em_send(em, &ev, yaml_stream_end_event_initialize(&ev));
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
