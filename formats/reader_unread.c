/*
 * The record reader's unreadable claims (genial(1) FAULTY RECORDS, "A
 * claim that does not read"): a score, total or Ingenious! call whose
 * value is written but not in the notation's form (a list where a map
 * is meant, a number where colour letters are, a word that is no
 * colour).  The reader does not drop such a claim nor take it as absent:
 * it keeps it (struct rec_unread) with its span and what it still says
 * (its numbers, in order), marks the claim on its entry, and leaves the
 * finding to the replay, which knows the value meant.  A record the
 * replay does not judge gets the finding here.
 */
#include <string.h>

#include "reader_int.h"

/* Scalar event s[0..n) into u: a number, else a word. */
static void
unread_scalar(struct reader *r, struct rec_unread *u)
{
	char	 b[READER_SHOW + 8];
	int	 v;

	rd_show(b, EV_S(r), EV_N(r));
	u->show = arena_strndup(&r->arena, b, strlen(b));
	if (rd_number(EV_S(r), EV_N(r), &v) == 0) {
		u->form = UF_NUMBER;
		u->n = 1;
		u->num[0] = (int16_t)v;
	} else
		u->form = UF_WORD;
}

int
rd_unread_read(struct reader *r, int depth, struct rec_unread *u)
{
	int	 all = 1, v;

	memset(u, 0, sizeof(*u));
	u->pos = rd_pos(r);
	if (is_scalar(r) && !rd_dead(r)) {
		unread_scalar(r, u);
		return 0;
	}
	if (r->ev.type == YAML_MAPPING_START_EVENT) {
		u->form = UF_MAP;
		if (rd_skip(r, depth) != 0)
			return -1;
		rd_close(r, &u->pos);
		return 0;
	}
	u->form = UF_LIST;
	if (r->ev.type != YAML_SEQUENCE_START_EVENT)
		return rd_skip(r, depth);
	for (;;) {
		if (rd_next(r) != 0)
			return -1;
		if (r->ev.type == YAML_SEQUENCE_END_EVENT)
			break;
		if (is_scalar(r) && !rd_dead(r) && u->n < COLOURS &&
		    rd_number(EV_S(r), EV_N(r), &v) == 0)
			u->num[u->n++] = (int16_t)v;
		else
			all = 0;
		if (rd_skip(r, depth + 1) != 0)
			return -1;
	}
	rd_close(r, &u->pos);
	if (all && u->n > 0)
		u->form = UF_NUMBERS;
	return 0;
}

void
rd_unread_keep(struct reader *r, const struct rec_unread *u, size_t move,
    int key)
{
	struct rec_unread	*k;

	/* Newest first while reading: rd_unread_finish turns it round. */
	k = arena_alloc(&r->arena, sizeof(*k));
	*k = *u;
	k->move = key == UK_RESULT ? -1 : move < INT32_MAX ? (int32_t)move :
	    INT32_MAX;
	k->seat = (int8_t)(key == UK_RESULT ? move : 0);
	k->key = (uint8_t)key;
	k->next = r->rec.unread;
	r->rec.unread = k;
}

void
rd_unread_moved(struct reader *r, size_t from, size_t to, unsigned keys)
{
	struct rec_unread	*u;

	/* Newest first: the entry's own are at the head. */
	for (u = r->rec.unread; u != NULL && u->move >= (int32_t)from;
	    u = u->next)
		if (u->move == (int32_t)from && ((keys >> u->key) & 1))
			u->move = (int32_t)to;
}

void
rd_unread_diag(struct reader *r, const struct rec_unread *u, int move)
{
	char	 msg[256];

	record_unread_text(u, msg, sizeof(msg));
	diag_add(r->d, D_BAD_VALUE, move, u->pos, -1, "%s", msg);
}

void
rd_unread_finish(struct reader *r, int report)
{
	struct rec_unread	*u, *next, *done = NULL;

	for (u = r->rec.unread; u != NULL; u = next) {
		next = u->next;
		/* An entry a YAML error cut off is not read. */
		if (u->move >= 0 && (size_t)u->move >= r->rec.nmoves)
			continue;
		u->next = done;
		done = u;
	}
	r->rec.unread = done;
	for (u = done; report && u != NULL; u = u->next)
		rd_unread_diag(r, u, u->move + 1);
}
