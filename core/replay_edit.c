/*
 * A reading of a record (replay_edit.h): the committed edits, and the
 * entries as read under them, built again from the record as written on
 * each commit; and the entries of a window under one edit more, which the
 * search judges on copies.  Content edits (a name, a placement, a call,
 * two names exchanged) work on copies of the entries; the others (an
 * entry missing, there twice, out of order) on the sequence of entries.
 */
#include <stdlib.h>
#include <string.h>

#include "replay_edit.h"
#include "util.h"

void
replay_reading_init(struct reading *rd, const struct record *rec, size_t n)
{
	memset(rd, 0, sizeof(*rd));
	rd->rec = rec;
	rd->hdr = *rec;
	rd->hdr.nmoves = n;
	replay_reading_commit(rd, NULL);
}

void
replay_reading_free(struct reading *rd)
{
	size_t	 i;

	for (i = 0; i < rd->ned; i++)
		free(rd->ed[i].msg);
	free(rd->ed);
	free(rd->copy);
	free(rd->edited);
	free(rd->pos);
	free(rd->v);
	memset(rd, 0, sizeof(*rd));
}

/* The edited copy of entry i, made from the record's on first use. */
static struct rec_move *
copy_of(struct reading *rd, size_t i)
{
	size_t	 n = rd->hdr.nmoves;

	if (rd->copy == NULL) {
		rd->copy = xcalloc(n, sizeof(*rd->copy));
		rd->edited = xcalloc(n, 1);
	}
	if (!rd->edited[i]) {
		rd->copy[i] = rd->rec->moves[i];
		rd->edited[i] = 1;
	}
	return &rd->copy[i];
}

/* Move entry from's Ingenious! call to entry to. */
static void
move_call(struct rec_move *from, struct rec_move *to)
{
	to->has_bonus = from->has_bonus;
	to->bonus = from->bonus;
	memcpy(to->bonus_n, from->bonus_n, sizeof(to->bonus_n));
	to->bonus_pos = from->bonus_pos;
	from->has_bonus = 0;
	from->bonus = 0;
	memset(from->bonus_n, 0, sizeof(from->bonus_n));
}

/* Exchange token how (enum swap_token) of entries a and b. */
static void
swap_tokens(struct rec_move *a, struct rec_move *b, int how)
{
	struct claim	 cl;
	struct tile	 tl;
	int		 t;

	switch (how) {
	case SW_SCORES:
		cl = a->score;
		a->score = b->score;
		b->score = cl;
		break;
	case SW_CELLS:
		t = a->place.a;
		a->place.a = b->place.a;
		b->place.a = t;
		t = a->place.b;
		a->place.b = b->place.b;
		b->place.b = t;
		break;
	case SW_TILES:
		tl = a->place.tile;
		a->place.tile = b->place.tile;
		b->place.tile = tl;
		break;
	default:
		t = a->player;
		a->player = b->player;
		b->player = t;
		break;
	}
}

int
replay_missing_seat(const struct edit *e, int k, int seats)
{
	int	 i, seat = e->seat;

	if (seats <= 0)
		return 0;
	for (i = 1; i <= k; i++)
		if (!((e->earned >> i) & 1))
			seat++;
	return seat % seats;
}

/* Place of record entry idx among v[0..n), or n. */
static size_t
find(const struct vent *v, size_t n, int idx)
{
	size_t	 p;

	for (p = 0; p < n; p++)
		if (v[p].idx == idx)
			return p;
	return n;
}

/*
 * Apply a sequence edit to v[0..*n) (room for *n + GHOST_MAX); nmoves
 * is the record's count, the place of "at the end".
 */
static void
apply_seq(struct vent *v, size_t *n, const struct edit *e, size_t nmoves,
    int seats)
{
	struct vent	 t;
	size_t		 p, q;
	int		 k;

	switch (e->kind) {
	case ED_DELETE:
		if ((p = find(v, *n, e->at)) < *n) {
			memmove(v + p, v + p + 1, (*n - p - 1) * sizeof(*v));
			(*n)--;
		}
		break;
	case ED_MOVE:
		if ((p = find(v, *n, e->at)) >= *n)
			break;
		t = v[p];
		memmove(v + p, v + p + 1, (*n - p - 1) * sizeof(*v));
		(*n)--;
		q = (size_t)e->to >= nmoves ? *n : find(v, *n, e->to);
		memmove(v + q + 1, v + q, (*n - q) * sizeof(*v));
		v[q] = t;
		(*n)++;
		break;
	case ED_PLACE:
		/* A placement of cells unknown: its tile, unseen. */
		if (e->place.a != NO_CELL || (p = find(v, *n, e->at)) >= *n)
			break;
		memset(&v[p], 0, sizeof(*v));
		v[p].idx = -1;
		v[p].seat = e->seat;
		v[p].bonus = e->bonus;
		v[p].gap = (int16_t)(-1 - e->at);
		break;
	case ED_MISSING:
		q = (size_t)e->at >= nmoves ? *n : find(v, *n, e->at);
		memmove(v + q + e->n, v + q, (*n - q) * sizeof(*v));
		for (k = 0; k < e->n; k++) {
			memset(&v[q + (size_t)k], 0, sizeof(*v));
			v[q + (size_t)k].idx = -1;
			v[q + (size_t)k].seat = (int8_t)replay_missing_seat(e, k,
			    seats);
			v[q + (size_t)k].bonus = (int8_t)(k == 0 ? e->bonus :
			    (e->earned >> k) & 1);
			v[q + (size_t)k].gap = (int16_t)e->at;
		}
		*n += (size_t)e->n;
		break;
	default:
		break;
	}
}

/* Apply a content edit to the copies of the entries it changes. */
static void
apply_content(struct reading *rd, const struct edit *e)
{
	struct rec_move	*m;
	size_t		 i;

	switch (e->kind) {
	case ED_NAME:
		copy_of(rd, (size_t)e->at)->player = e->seat;
		break;
	case ED_SWAP:
		m = copy_of(rd, (size_t)e->at);
		swap_tokens(m, copy_of(rd, (size_t)e->to), e->how);
		break;
	case ED_PLACE:
		if (e->place.a == NO_CELL)	/* cells unknown: apply_seq */
			break;
		m = copy_of(rd, (size_t)e->at);
		m->place = e->place;
		m->place_ok = 1;
		break;
	case ED_BONUS:
		m = copy_of(rd, (size_t)e->at);
		move_call(m, copy_of(rd, (size_t)e->to));
		break;
	case ED_NAMES:
		for (i = 0; i < rd->hdr.nmoves; i++)
			if (rd->rec->moves[i].player >= 0) {
				m = copy_of(rd, i);
				m->player = e->perm[m->player];
			}
		break;
	case ED_SEATS:
		rd->first = e->seat;
		break;
	default:
		break;
	}
}

void
replay_reading_commit(struct reading *rd, const struct edit *e)
{
	size_t	 n = rd->hdr.nmoves, i, room;

	/* An entry read as not there takes no other reading. */
	for (i = 0; e != NULL && e->kind == ED_DELETE && i < rd->ned;)
		if (((rd->ed[i].kind == ED_NAME || rd->ed[i].kind == ED_PLACE ||
		    rd->ed[i].kind == ED_SWAP) && rd->ed[i].at == e->at) ||
		    (rd->ed[i].kind == ED_SWAP && rd->ed[i].to == e->at)) {
			free(rd->ed[i].msg);
			memmove(rd->ed + i, rd->ed + i + 1,
			    (rd->ned - i - 1) * sizeof(*rd->ed));
			rd->ned--;
		} else
			i++;
	if (e != NULL) {
		if (rd->ned == rd->edcap) {
			rd->edcap = rd->edcap ? 2 * rd->edcap : 8;
			rd->ed = xreallocarray(rd->ed, rd->edcap,
			    sizeof(*rd->ed));
		}
		rd->ed[rd->ned++] = *e;
	}
	if (rd->edited != NULL)
		memset(rd->edited, 0, n);
	rd->first = 0;
	room = n + 1;
	for (i = 0; i < rd->ned; i++) {
		apply_content(rd, &rd->ed[i]);
		if (rd->ed[i].kind == ED_MISSING)
			room += (size_t)rd->ed[i].n;
	}
	if (rd->vcap < room + GHOST_MAX) {
		rd->vcap = room + GHOST_MAX;
		rd->v = xreallocarray(rd->v, rd->vcap, sizeof(*rd->v));
		rd->pos = xreallocarray(rd->pos, n + 1, sizeof(*rd->pos));
	}
	for (i = 0; i < n; i++) {
		memset(&rd->v[i], 0, sizeof(rd->v[i]));
		rd->v[i].idx = (int32_t)i;
	}
	rd->nv = n;
	for (i = 0; i < rd->ned; i++)
		apply_seq(rd->v, &rd->nv, &rd->ed[i], n, rd->hdr.nplayers);
	for (i = 0; i < n; i++)
		rd->pos[i] = -1;
	for (i = 0; i < rd->nv; i++) {
		if (rd->v[i].idx < 0)
			continue;
		rd->pos[rd->v[i].idx] = (int32_t)i;
		rd->v[i].m = rd->edited != NULL && rd->edited[rd->v[i].idx] ?
		    &rd->copy[rd->v[i].idx] : &rd->rec->moves[rd->v[i].idx];
	}
}

/* The place of entry idx as read; rd->nv for "at the end" or none. */
static size_t
place_of(const struct reading *rd, int32_t idx)
{
	if (idx < 0 || (size_t)idx >= rd->hdr.nmoves || rd->pos[idx] < 0)
		return rd->nv;
	return (size_t)rd->pos[idx];
}

size_t
replay_reading_first(const struct reading *rd, const struct edit *e)
{
	size_t	 a, b;

	switch (e->kind) {
	case ED_SEATS:
	case ED_NAMES:
		return 0;
	case ED_MOVE:
	case ED_BONUS:
	case ED_SWAP:
		a = place_of(rd, e->at);
		b = place_of(rd, e->to);
		return a < b ? a : b;
	default:
		return place_of(rd, e->at);
	}
}

size_t
replay_reading_window(const struct reading *rd, const struct edit *e,
    size_t from, size_t to, struct vent *out, struct rec_move *tmp)
{
	size_t	 n = to - from, p, q;

	memcpy(out, rd->v + from, n * sizeof(*out));
	switch (e->kind) {
	case ED_NAME:
	case ED_PLACE:
		if (e->kind == ED_PLACE && e->place.a == NO_CELL) {
			apply_seq(out, &n, e, rd->hdr.nmoves, rd->hdr.nplayers);
			break;
		}
		if ((p = find(out, n, e->at)) >= n)
			break;
		tmp[0] = *out[p].m;
		if (e->kind == ED_NAME)
			tmp[0].player = e->seat;
		else {
			tmp[0].place = e->place;
			tmp[0].place_ok = 1;
		}
		out[p].m = &tmp[0];
		break;
	case ED_BONUS:
	case ED_SWAP:
		if ((p = find(out, n, e->at)) >= n ||
		    (q = find(out, n, e->to)) >= n)
			break;
		tmp[0] = *out[p].m;
		tmp[1] = *out[q].m;
		if (e->kind == ED_SWAP)
			swap_tokens(&tmp[0], &tmp[1], e->how);
		else
			move_call(&tmp[0], &tmp[1]);
		out[p].m = &tmp[0];
		out[q].m = &tmp[1];
		break;
	case ED_MISSING:
		/* At the end only in a window that reaches it. */
		if ((size_t)e->at >= rd->hdr.nmoves && to < rd->nv)
			break;
		apply_seq(out, &n, e, rd->hdr.nmoves, rd->hdr.nplayers);
		break;
	case ED_MOVE:
		if ((size_t)e->to >= rd->hdr.nmoves && to < rd->nv) {
			/* Moved past the window: it leaves it. */
			if ((p = find(out, n, e->at)) < n) {
				memmove(out + p, out + p + 1,
				    (n - p - 1) * sizeof(*out));
				n--;
			}
			break;
		}
		apply_seq(out, &n, e, rd->hdr.nmoves, rd->hdr.nplayers);
		break;
	default:
		apply_seq(out, &n, e, rd->hdr.nmoves, rd->hdr.nplayers);
		break;
	}
	return n;
}

const struct rec_move *
replay_written(const struct reading *rd, int idx)
{
	return &rd->rec->moves[idx];
}

const char *
replay_rname(const struct reading *rd, int seat)
{
	if (seat < 0 || seat >= rd->rec->nplayers ||
	    rd->rec->players[seat] == NULL)
		return "?";
	return rd->rec->players[seat];
}
