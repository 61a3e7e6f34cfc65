/*
 * Invariant checks for the fuzz targets (fuzz_common.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/board.h"
#include "../core/clever_record.h"
#include "fuzz_common.h"

void
fuzz_fail(const char *file, int line, const char *what)
{
	fprintf(stderr, "%s:%d: invariant failed: %s\n", file, line, what);
	abort();
}

static int
text_ok(const char *s, int allow_nl, int allow_c1);

int
fuzz_clean_text(const char *s, int allow_nl)
{
	return text_ok(s, allow_nl, 0);
}

int
fuzz_utf8(const char *s, int allow_nl)
{
	return text_ok(s, allow_nl, 1);
}

static int
text_ok(const char *s, int allow_nl, int allow_c1)
{
	const unsigned char	*p = (const unsigned char *)s;
	unsigned		 c, n, i, cp;

	while ((c = *p) != 0) {
		if (c < 0x80) {
			if ((c < 0x20 && c != '\t' && !(allow_nl && c == '\n'))
			    || c == 0x7f)
				return 0;
			p++;
			continue;
		}
		if ((c & 0xe0) == 0xc0)
			n = 1, cp = c & 0x1f;
		else if ((c & 0xf0) == 0xe0)
			n = 2, cp = c & 0x0f;
		else if ((c & 0xf8) == 0xf0)
			n = 3, cp = c & 0x07;
		else
			return 0;
		for (i = 1; i <= n; i++) {
			if ((p[i] & 0xc0) != 0x80)
				return 0;
			cp = (cp << 6) | (p[i] & 0x3f);
		}
		if (cp < (allow_c1 ? 0x80u : 0xa0u) ||
		    (cp >= 0xd800 && cp <= 0xdfff) ||
		    cp > 0x10ffff || (n == 2 && cp < 0x800) ||
		    (n == 3 && cp < 0x10000))
			return 0;
		p += n + 1;
	}
	return 1;
}

/*
 * 1 if a syntax error's message is one of libyaml's errors about its input
 * bytes, or one the reader's input check once gave for them.
 */
static int
about_bytes(const char *msg)
{
	static const char *const	 head[] = {
		"invalid UTF-8", "invalid leading UTF-8",
		"invalid trailing UTF-8", "incomplete UTF-8",
		"invalid length of a UTF-8", "invalid Unicode",
		"control character", "a NUL byte", "input error"
	};
	size_t				 i;

	for (i = 0; i < sizeof(head) / sizeof(head[0]); i++)
		if (strncmp(msg, head[i], strlen(head[i])) == 0)
			return 1;
	return 0;
}

void
fuzz_check_diags(const struct diags *d, const struct record *rec)
{
	size_t	 i, errors = 0, warnings = 0;

	for (i = 0; i < d->len; i++) {
		const struct diag	*dg = &d->v[i];
		const struct diag_info	*in;

		FUZZ_ASSERT((int)dg->code >= 0 && dg->code < D__MAX);
		in = diag_info(dg->code);
		FUZZ_ASSERT(in != NULL);
		if (in->sev == SEV_ERROR)
			errors++;
		else
			warnings++;
		FUZZ_ASSERT(dg->game == d->game && dg->game >= 1);
		FUZZ_ASSERT(dg->pos.line >= 1 && dg->pos.col >= 1);
		FUZZ_ASSERT(dg->move >= 0);
		FUZZ_ASSERT(dg->msg != NULL && dg->msg[0] != '\0');
		FUZZ_ASSERT(fuzz_clean_text(dg->msg, 0));
		FUZZ_ASSERT(dg->player >= -1 && dg->player < MAX_SEATS);
		/*
		 * No byte is a syntax error: every byte libyaml would refuse
		 * is read (genial(1) encoding), so none of its input errors
		 * nor the reader's own about UTF-8 is ever seen.
		 */
		FUZZ_ASSERT(dg->code != D_YAML_SYNTAX ||
		    !about_bytes(dg->msg));
		/*
		 * The syntax error that ended a game's text early names the
		 * entry its line is in or starts, counted by the lines of the
		 * text (genial-record(5)), which the record leaves out with
		 * the entries between: any number past the entries read, as
		 * a line of text at the entries' column counts as an entry
		 * without its dash.  No byte cuts entries off any more.
		 */
		if (rec != NULL) {
			size_t	 n = rec->kind == RECORD_CLEVER ?
			    rec->clever->nmoves : rec->nmoves;

			FUZZ_ASSERT((size_t)dg->move <= n ||
			    dg->code == D_LIMIT || (dg->code == D_YAML_SYNTAX &&
			    rec->truncated));
			FUZZ_ASSERT(dg->player < rec->nplayers ||
			    dg->player == -1);
		}
	}
	FUZZ_ASSERT(errors == d->errors && warnings == d->warnings);
}

static void
check_pos(struct srcpos p)
{
	FUZZ_ASSERT(p.line >= 0 && p.col >= 0);
	FUZZ_ASSERT((p.line == 0) == (p.col == 0));
}

static void
check_tiles(const struct tilelist *tl)
{
	int	 i;

	FUZZ_ASSERT(tl->n >= 0 && tl->n <= RECORD_MAX_TILES);
	FUZZ_ASSERT(tl->n == 0 || tl->v != NULL);
	for (i = 0; i < tl->n; i++)
		FUZZ_ASSERT(tl->v[i].a < COLOURS && tl->v[i].b < COLOURS);
	check_pos(tl->pos);
}

static void
check_claim(const struct claim *cl)
{
	int	 c;

	FUZZ_ASSERT(cl->has < (1u << COLOURS));
	for (c = 0; c < COLOURS; c++)
		if ((cl->has >> c) & 1)
			check_pos(claim_vpos(cl, c));
}

void
fuzz_check_record(const struct record *rec)
{
	size_t	 i;
	int	 s;

	FUZZ_ASSERT(rec->game >= 1);
	FUZZ_ASSERT(rec->nplayers >= 0 && rec->nplayers <= MAX_SEATS);
	FUZZ_ASSERT(rec->nmoves <= RECORD_MAX_MOVES);
	FUZZ_ASSERT(rec->nmoves == 0 || rec->moves != NULL);
	check_pos(rec->pos);
	for (s = 0; s < rec->nplayers; s++)
		FUZZ_ASSERT(rec->players[s] != NULL && rec->players[s][0]);
	if (rec->usable) {
		FUZZ_ASSERT(rec->nplayers >= 1);
		FUZZ_ASSERT(rec->rules.seats == rec->nplayers);
	}
	for (s = 0; s < MAX_SEATS; s++) {
		if (rec->has_rack[s]) {
			FUZZ_ASSERT(s < rec->nplayers);
			check_tiles(&rec->racks[s]);
		}
		if (rec->has_result[s]) {
			FUZZ_ASSERT(s < rec->nplayers);
			check_claim(&rec->result[s]);
		}
	}
	if (rec->has_winner)
		FUZZ_ASSERT(rec->winner >= -1 && rec->winner < rec->nplayers);
	for (i = 0; i < rec->nmoves; i++) {
		const struct rec_move	*m = &rec->moves[i];

		FUZZ_ASSERT(m->action >= ACT_NONE && m->action <= ACT_FLAG);
		check_pos(m->pos);
		if (m->action == ACT_PLACE && m->place_ok) {
			FUZZ_ASSERT(m->place.a >= 0 && m->place.a < BOARD_CELLS);
			FUZZ_ASSERT(m->place.b >= 0 && m->place.b < BOARD_CELLS);
			FUZZ_ASSERT(m->place.tile.a < COLOURS &&
			    m->place.tile.b < COLOURS);
		}
		if (m->action == ACT_SWAP)
			check_tiles(&m->swap);
		if (m->has_draw)
			check_tiles(&m->draw);
		FUZZ_ASSERT(m->player >= -1 && m->player < rec->nplayers);
		check_claim(&m->score);
		check_claim(&m->total);
		FUZZ_ASSERT(m->bonus < (1u << COLOURS));
	}
}
