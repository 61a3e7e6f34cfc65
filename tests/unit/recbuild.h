/*
 * Building game records in unit tests without the YAML reader: a struct
 * record with its moves in fixed arrays, filled by small calls
 * (rb_place(b, "RO L8 L9"), rb_draw(b, m, "GY PP")), and replayed with
 * rb_run.  Move i (0-based) gets source line i + 10 so that tests can
 * check where a diagnostic points; the header is on lines 1-9.
 */
#ifndef GENIAL_TEST_RECBUILD_H
#define GENIAL_TEST_RECBUILD_H

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "../../core/diag.h"
#include "../../core/record.h"
#include "../../core/replay.h"
#include "helpers.h"

#define RB_MOVES	128
#define RB_TILES	(RB_MOVES * 8)

struct rb {
	struct record	 rec;
	struct rec_move	 moves[RB_MOVES];
	struct tile	 tiles[RB_TILES];	/* draw, swap and rack lists */
	int		 ntiles;
	/* The claims' value positions: score, total, then the results. */
	struct srcpos	 vpos[RB_MOVES][2][COLOURS];
	struct srcpos	 rvpos[MAX_SEATS][COLOURS];
	struct replay	 rp;
	struct diags	 d;
};

/* Names of the seats in every built record. */
static const char *const rb_names[MAX_SEATS] = { "Anna", "Ben", "Cleo", "Dan" };

static inline void
rb_init(struct rb *b, int seats, enum variant v, enum ruleset rs,
    enum tileset ts)
{
	int	 i;

	memset(b, 0, sizeof(*b));
	rules_default(&b->rec.rules, seats);
	b->rec.rules.variant = v;
	b->rec.rules.ruleset = rs;
	b->rec.rules.tiles = ts;
	b->rec.game = 1;
	b->rec.usable = 1;
	b->rec.nplayers = seats;
	for (i = 0; i < seats; i++)
		b->rec.players[i] = rb_names[i];
	b->rec.moves = b->moves;
	b->rec.winner = -1;
	replay_init(&b->rp);
	diags_init(&b->d);
	b->d.game = 1;
}

static inline void
rb_free(struct rb *b)
{
	replay_free(&b->rp);
	diags_free(&b->d);
}

/* A tile list from "RG GY", stored in b. */
static inline struct tilelist
rb_tiles(struct rb *b, const char *text, int line)
{
	struct tilelist	 l;
	const char	*s = text;

	memset(&l, 0, sizeof(l));
	l.v = &b->tiles[b->ntiles];
	l.pos.line = line;
	l.pos.col = 1;
	while (*s != '\0') {
		while (*s == ' ')
			s++;
		if (*s == '\0')
			break;
		cr_assert_lt(b->ntiles, RB_TILES);
		cr_assert_eq(tile_parse(s, 2, &b->tiles[b->ntiles]), 0,
		    "bad tile in test: %s", s);
		b->ntiles++;
		l.n++;
		s += 2;
	}
	return l;
}

static inline struct rec_move *
rb_entry(struct rb *b, enum action a)
{
	struct rec_move	*m;
	int		 line;

	cr_assert_lt(b->rec.nmoves, RB_MOVES);
	line = (int)b->rec.nmoves + 10;
	m = &b->moves[b->rec.nmoves++];
	memset(m, 0, sizeof(*m));
	m->action = a;
	m->player = -1;
	m->pos.line = m->action_pos.line = m->player_pos.line = line;
	m->pos.col = 5;
	m->action_pos.col = 12;
	m->player_pos.col = 30;
	return m;
}

/* A placement "RO L8 L9". */
static inline struct rec_move *
rb_place(struct rb *b, const char *text)
{
	struct rec_move	*m = rb_entry(b, ACT_PLACE);
	char		 t[3], a[4], c[4];

	cr_assert_eq(sscanf(text, "%2s %3s %3s", t, a, c), 3);
	m->place = pl(t, a, c);
	m->place_ok = 1;
	m->cell_pos[0] = m->cell_pos[1] = m->action_pos;
	return m;
}

/* A placement named for a seat. */
static inline struct rec_move *
rb_place_by(struct rb *b, int seat, const char *text)
{
	struct rec_move	*m = rb_place(b, text);

	m->player = seat;
	return m;
}

static inline struct rec_move *
rb_swap(struct rb *b, const char *tiles)
{
	struct rec_move	*m = rb_entry(b, ACT_SWAP);

	m->swap = rb_tiles(b, tiles, m->pos.line);
	return m;
}

static inline struct rec_move *
rb_flag(struct rb *b, int seat)
{
	struct rec_move	*m = rb_entry(b, ACT_FLAG);

	m->player = seat;
	return m;
}

static inline void
rb_draw(struct rb *b, struct rec_move *m, const char *tiles)
{
	m->has_draw = 1;
	m->draw = rb_tiles(b, tiles, m->pos.line);
}

static inline void
rb_score(struct rb *b, struct rec_move *m, int c, int v)
{
	m->score.has |= (uint8_t)(1u << c);
	m->score.v[c] = (int16_t)v;
	m->score.vpos = b->vpos[m - b->moves][0];
	m->score.vpos[c] = m->pos;
	b->rec.uses_claims = 1;
}

static inline void
rb_total(struct rb *b, struct rec_move *m, int c, int v)
{
	m->total.has |= (uint8_t)(1u << c);
	m->total.v[c] = (int16_t)v;
	m->total.vpos = b->vpos[m - b->moves][1];
	m->total.vpos[c] = m->pos;
	b->rec.uses_claims = 1;
}

static inline void
rb_bonus(struct rb *b, struct rec_move *m, unsigned colours)
{
	m->has_bonus = 1;
	m->bonus = (uint8_t)colours;
	m->bonus_pos = m->pos;
	b->rec.uses_claims = 1;
}

static inline void
rb_rack(struct rb *b, int seat, const char *tiles)
{
	b->rec.has_rack[seat] = 1;
	b->rec.racks[seat] = rb_tiles(b, tiles, 3);
}

static inline void
rb_result(struct rb *b, int seat, int c, int v)
{
	b->rec.has_result[seat] = 1;
	b->rec.result[seat].has |= (uint8_t)(1u << c);
	b->rec.result[seat].v[c] = (int16_t)v;
	b->rec.result[seat].vpos = b->rvpos[seat];
	b->rec.result[seat].vpos[c].line = 5;
}

/* The claimed winner: a seat, or -1 for a draw. */
static inline void
rb_winner(struct rb *b, int seat)
{
	b->rec.has_winner = 1;
	b->rec.winner = seat;
	b->rec.winner_pos.line = 6;
}

static inline const struct game *
rb_run(struct rb *b)
{
	diags_clear(&b->d);
	cr_assert_eq(replay_run(&b->rp, &b->rec, &b->d), 0);
	return &b->rp.g;
}

/* The first diagnostic with this code (and move, if move >= 0), or NULL. */
static inline const struct diag *
rb_find(const struct rb *b, enum diag_code code, int move)
{
	size_t	 i;

	for (i = 0; i < b->d.len; i++)
		if (b->d.v[i].code == code &&
		    (move < 0 || b->d.v[i].move == move))
			return &b->d.v[i];
	return NULL;
}

static inline int
rb_count(const struct rb *b, enum diag_code code)
{
	size_t	 i;
	int	 n = 0;

	for (i = 0; i < b->d.len; i++)
		n += b->d.v[i].code == code;
	return n;
}

/* Assert that the run reported nothing; list what it did report. */
static inline void
rb_assert_clean(const struct rb *b)
{
	size_t	 i;

	for (i = 0; i < b->d.len; i++)
		cr_log_error("move %d: %s: %s", b->d.v[i].move,
		    diag_info(b->d.v[i].code)->name, b->d.v[i].msg);
	cr_assert_eq(b->d.len, 0, "%zu unexpected diagnostics", b->d.len);
}

/* Assert that the run reported nothing but diagnostics of code. */
static inline void
rb_assert_clean_but(const struct rb *b, enum diag_code code)
{
	size_t	 i, n = 0;

	for (i = 0; i < b->d.len; i++) {
		if (b->d.v[i].code == code)
			continue;
		cr_log_error("move %d: %s: %s", b->d.v[i].move,
		    diag_info(b->d.v[i].code)->name, b->d.v[i].msg);
		n++;
	}
	cr_assert_eq(n, 0, "%zu unexpected diagnostics", n);
}

/*
 * Assert a diagnostic of code at move (any move if move < 0) with exactly
 * this message; on failure, list what was reported.
 */
static inline void
rb_assert_diag(const struct rb *b, enum diag_code code, int move,
    const char *msg)
{
	size_t	 i;

	for (i = 0; i < b->d.len; i++)
		if (b->d.v[i].code == code &&
		    (move < 0 || b->d.v[i].move == move) &&
		    strcmp(b->d.v[i].msg, msg) == 0)
			return;
	for (i = 0; i < b->d.len; i++)
		cr_log_error("move %d: %s: %s", b->d.v[i].move,
		    diag_info(b->d.v[i].code)->name, b->d.v[i].msg);
	cr_assert_fail("no %s at move %d saying: %s", diag_info(code)->name,
	    move, msg);
}

#endif
