/*
 * The fix of an entry read as missing whose tile is determined (genial(1)
 * FAULTY RECORDS, "An entry missing"): the entries put back as lines
 * before the entry after the gap, written as the entry beside them is
 * (its keys in its order, {…} or a block of one key a line), with the
 * score each makes and the call it earns, and the fix in words.  replay_tile.c and replay_late.c
 * determine the tiles; replay_gap.c writes the finding this fixes.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "replay_edit.h"
#include "util.h"

/* Keys of an inserted entry, in the order of the entry beside it. */
enum { K_PLACE, K_PLAYER, K_SCORE, K_BONUS, K__N };

/*
 * The quote of entry nb's value of key k, where the text goes in it as
 * it is (it holds neither quote nor backslash), else "".
 */
static const char *
quote(const struct rec_move *nb, int k, const char *text)
{
	char	 q = k == K_PLACE ? nb->place_quote : nb->player_quote;

	if (q == '"')
		return strpbrk(text, "\"\\") == NULL ? "\"" : "";
	if (q == '\'')
		return strchr(text, '\'') == NULL ? "'" : "";
	return "";
}

/*
 * The text of key k of the entry of missing tile mt (its player's name
 * name), quoted as entry nb quotes it, into buf; returns buf.
 */
static char *
key_text(const struct mtile *mt, int k, const char *name,
    const struct rec_move *nb, char *buf, size_t size)
{
	char			 map[96];
	const char		*q;
	int			 v[COLOURS], c;

	switch (k) {
	case K_PLACE:
		replay_place_text(&mt->place, map, sizeof(map));
		q = quote(nb, k, map);
		snprintf(buf, size, "place: %s%s%s", q, map, q);
		break;
	case K_PLAYER:
		q = quote(nb, k, name);
		snprintf(buf, size, "player: %s%s%s", q, name, q);
		break;
	case K_SCORE:
		for (c = 0; c < COLOURS; c++)
			v[c] = mt->pts[c];
		snprintf(buf, size, "score: %s", record_claim_text((1u <<
		    mt->place.tile.a) | (1u << mt->place.tile.b), v, map,
		    sizeof(map)));
		break;
	default:
		snprintf(buf, size, "bonus: %s", replay_call_text(mt->reached,
		    map, sizeof(map)));
		break;
	}
	return buf;
}

/*
 * The end of entry m: of its mapping {…}, or of the last of its values
 * written as a block (the block's own end is where the next line
 * begins).
 */
static uint64_t
entry_end(const struct rec_move *m)
{
	const struct srcpos	*v[4];
	uint64_t		 end = 0;
	size_t			 i;

	if (m->flow)
		return m->pos.off + m->pos.len;
	v[0] = &m->action_pos;
	v[1] = &m->player_pos;
	v[2] = &m->score.pos;
	v[3] = &m->bonus_pos;
	for (i = 0; i < 4; i++)
		if (v[i]->line > 0 && v[i]->off + v[i]->len > end)
			end = v[i]->off + v[i]->len;
	return end;
}

/* The name of the player of the k-th entry of missing-entry edit e. */
static const char *
tile_player(const struct reading *rd, const struct edit *e, int k)
{
	const struct record	*rec = rd->rec;
	int			 seat;

	seat = replay_missing_seat(e, k, rec->nplayers);
	if (rec->nplayers <= 0 || rec->players[seat] == NULL)
		return "?";
	return rec->players[seat];
}

/*
 * The text of the k-th entry of edit e, its keys in the order of entry
 * nb's, which is beside it: {…}, or with block set one key a line (a
 * line break and a tab between keys: the fix's writer indents the key
 * under the one above, see struct diag_edit), after text[0..used);
 * returns the new length, or size if it does not fit.
 */
static size_t
entry_text(const struct reading *rd, const struct edit *e, int k,
    const struct rec_move *nb, int block, char *text, size_t used,
    size_t size)
{
	const struct mtile	*mt = &e->tile[k];
	uint64_t		 key[K__N];
	char			 part[128];
	int			 i, j, has[K__N], order[K__N], n = 0;

	/* The keys the entry beside it has, where it has them. */
	has[K_PLACE] = 1;
	key[K_PLACE] = nb->action_pos.line > 0 ? nb->action_pos.off : 0;
	has[K_PLAYER] = nb->player_pos.line > 0;
	key[K_PLAYER] = nb->player_pos.off;
	has[K_SCORE] = nb->score.has != 0;
	key[K_SCORE] = nb->score.pos.off;
	has[K_BONUS] = mt->reached != 0;
	key[K_BONUS] = nb->has_bonus ? nb->bonus_pos.off : UINT64_MAX;
	for (i = 0; i < K__N; i++) {
		if (!has[i])
			continue;
		for (j = n; j > 0 && key[order[j - 1]] > key[i]; j--)
			order[j] = order[j - 1];
		order[j] = i;
		n++;
	}
	used += (size_t)snprintf(text + used, size - used, "%s%s",
	    k > 0 ? "\n" : "", block ? "" : "{");
	for (j = 0; j < n && used < size; j++)
		used += (size_t)snprintf(text + used, size - used, "%s%s",
		    j == 0 ? "" : block ? "\n\t" : ", ", key_text(mt, order[j],
		    tile_player(rd, e, k), nb, part, sizeof(part)));
	if (used + 2 > size)
		return size;
	if (!block)
		used += (size_t)snprintf(text + used, size - used, "}");
	return used;
}

void
replay_tile_edit(const struct reading *rd, const struct edit *e,
    struct diags *d, struct diag *dg)
{
	const struct record	*rec = rd->rec;
	const struct rec_move	*nb;
	struct srcpos		 at;
	char			 text[256 * MISSING_MAX], words[300 * MISSING_MAX];
	char			 flow[256 * MISSING_MAX], who[160];
	size_t			 used = 0, w = 0, from, put = 0;
	int			 k;

	if (!e->how || rec->nmoves == 0 || e->n < 1 || e->n > MISSING_MAX)
		return;
	nb = &rec->moves[(size_t)e->at < rec->nmoves ? (size_t)e->at :
	    rec->nmoves - 1];
	if (nb->pos.len == 0 || nb->action_pos.line == 0)
		return;
	at = nb->pos;
	if ((size_t)e->at >= rec->nmoves)
		at.off = entry_end(nb);
	at.len = 0;
	/* The entries as the one beside them is written; the fix in words
	   from each entry's keys, as {…} shows them. */
	words[0] = who[0] = '\0';
	for (k = 0; k < e->n; k++) {
		if ((put = entry_text(rd, e, k, nb, !nb->flow, text, put,
		    sizeof(text))) >= sizeof(text))
			return;
		from = used;
		if ((used = entry_text(rd, e, k, nb, 0, flow, used,
		    sizeof(flow))) >= sizeof(flow))
			return;
		if (k > 0)
			from++;
		if (e->n == 1)
			w += (size_t)snprintf(words + w, sizeof(words) - w,
			    "%.*s", (int)(used - from - 2), flow + from + 1);
		else
			w += (size_t)snprintf(words + w, sizeof(words) - w,
			    "%s%.*s", k ? ", then " : "", (int)(used - from),
			    flow + from);
		if (w >= sizeof(words))
			return;
		/* Each player once: a bonus placement is its player's. */
		if (k == 0 || !((e->earned >> k) & 1))
			snprintf(who + strlen(who), sizeof(who) - strlen(who),
			    "%s%s", k == 0 ? "" : " and ", tile_player(rd, e, k));
	}
	diag_set_fix(d, dg, "%s", words);
	diag_add_edit(d, dg, at, text);
	dg->edits[dg->nedits - 1].lines = 1;
	if (e->n == 1)
		diag_set_why(d, dg, "it is the one placement of %s there that "
		    "the claims after it agree with", who);
	else
		diag_set_why(d, dg, "they are the one %s of placements of %s "
		    "there that the claims after them agree with", e->n == 2 ?
		    "pair" : "set", who);
}
