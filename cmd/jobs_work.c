/*
 * The workers of drive() with -j N (cmd/jobs.c explains the ring): each
 * takes the oldest queued piece, reads it with its own reader, replays
 * its games and writes their reports and messages into the slot's
 * memory streams, keeping where each game's bytes end.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/util.h"
#include "../formats/reader.h"
#include "jobs_int.h"

void
jobs_at_work(struct jobs *j, int delta)
{
	j->active += delta;
	if (delta < 0)
		pthread_cond_broadcast(&j->room);
}

void
jobs_tell(struct memuse *mu)
{
	struct jobs	*j = mu->arg;

	pthread_mutex_lock(&j->mu);
	j->held = j->held - mu->told + mu->held;
	if (mu->held < mu->told)
		pthread_cond_broadcast(&j->room);
	mu->told = mu->held;
	/*
	 * Wait while the total is over the budget and another thread at
	 * work may give some back; the last one at work goes on, so one
	 * of them always does.
	 */
	while (j->held > JOB_BUDGET && j->active > 1 && !j->cancel) {
		jobs_at_work(j, -1);
		pthread_cond_wait(&j->room, &j->mu);
		j->active++;
	}
	pthread_mutex_unlock(&j->mu);
}

/* A worker: one piece read, replayed and written into memory. */
static void
run_piece(struct jobs *j, struct slot *s, struct diags *d, struct replay *rp,
    struct memuse *mu)
{
	const struct record	*rec;
	struct reader		*rd;
	struct out_game		 gm;
	struct jgame		*g;
	FILE			*res, *err;
	void			*part;
	off_t			 re, ee;
	size_t			 nread = 0;
	int			 r, failed;

	s->ngames = 0;
	s->clean = s->big = s->nomem = 0;
	if (s->res == NULL) {
		s->res = xmalloc(RES_CAP);
		s->err = xmalloc(RES_CAP);
	}
	if (s->resfp == NULL)
		s->resfp = fmemopen(s->res, RES_CAP, "w");
	if (s->errfp == NULL)
		s->errfp = fmemopen(s->err, RES_CAP, "w");
	if (s->resfp == NULL || s->errfp == NULL) {
		s->nomem = 1;
		return;
	}
	res = s->resfp;
	err = s->errfp;
	rewind(res);
	rewind(err);
	part = j->ops->part_new(j->ctx, res);
	rd = reader_new_mem(s->piece.buf, s->piece.len);
	reader_set_origin(rd, &s->piece.origin);
	reader_set_memuse(rd, mu);
	for (;;) {
		diags_clear(d);
		if ((r = reader_next(rd, &rec, d)) != 1 || reader_error(rd)) {
			/* A syntax error may be the cut's: not trusted. */
			s->clean = r == 0 && nread == (size_t)s->piece.docs;
			break;
		}
		nread++;
		if (s->big)		/* only read on, to learn s->clean */
			continue;
		gm.file = s->f->name;
		gm.game = rec->game;
		gm.rec = rec;
		gm.nogame = 0;
		gm.rp = NULL;
		if (rec->usable && replay_run(rp, rec, d) == 0)
			gm.rp = rp;
		diags_sort(d);
		gm.d = d;
		/* A write fails only when a stream is full. */
		if (j->ops->part_game(part, err, &gm) == -1 ||
		    (re = ftello(res)) == -1 || (ee = ftello(err)) == -1 ||
		    re > RES_CAP || ee > RES_CAP) {
			s->big = 1;
			continue;
		}
		if (s->ngames == s->gamecap) {
			s->gamecap = s->gamecap * 2 + 16;
			s->games = xreallocarray(s->games, s->gamecap,
			    sizeof(*s->games));
		}
		g = &s->games[s->ngames++];
		g->res_end = (size_t)re;
		g->err_end = (size_t)ee;
		g->errors = d->errors;
		g->warnings = d->warnings;
		g->has_diags = d->len > 0;
		memset(&g->codes, 0, sizeof(g->codes));
		diags_codes(d, &g->codes);
		failed = d->errors > 0 || (j->o->strict && d->warnings > 0);
		if (failed && j->o->stop) {
			/* Nothing after it is put out. */
			s->clean = 1;
			break;
		}
	}
	reader_free(rd);
	diags_clear(d);		/* the last game's findings: given back */
	j->ops->part_free(part);
	/* The buffers hold every byte up to the positions kept. */
	if (fflush(res) != 0 || fflush(err) != 0 || ferror(res) ||
	    ferror(err))
		s->big = 1;
}

void *
jobs_worker(void *arg)
{
	struct jobs	*j = arg;
	struct slot	*s;
	struct diags	 d;
	struct replay	 rp;
	struct memuse	 mu;
	size_t		 i;
	int		 skip;

	memset(&mu, 0, sizeof(mu));
	mu.tell = jobs_tell;
	mu.arg = j;
	diags_init(&d);
	d.mu = &mu;
	replay_init(&rp);
	rp.mu = &mu;
	pthread_mutex_lock(&j->mu);
	for (;;) {
		s = NULL;
		for (i = 0; i < j->count; i++)
			if (slot_at(j, i)->state == SLOT_QUEUED) {
				s = slot_at(j, i);
				break;
			}
		if (s == NULL) {
			if (j->quit)
				break;
			pthread_cond_wait(&j->work, &j->mu);
			continue;
		}
		s->state = SLOT_RUNNING;
		skip = j->cancel;
		jobs_at_work(j, 1);
		pthread_mutex_unlock(&j->mu);
		if (!skip)
			run_piece(j, s, &d, &rp, &mu);
		pthread_mutex_lock(&j->mu);
		jobs_at_work(j, -1);
		s->state = SLOT_DONE;
		pthread_cond_broadcast(&j->done);
	}
	pthread_mutex_unlock(&j->mu);
	replay_free(&rp);
	diags_free(&d);
	mu.tell(&mu);		/* give back what was left */
	return NULL;
}
