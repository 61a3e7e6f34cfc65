/*
 * drive() with -j N: N worker threads read, replay and write the games;
 * the main thread cuts the input into pieces and puts the results out in
 * input order, so that the output, the messages, the progress line and
 * the exit status are those of -j 1.
 *
 * The main thread keeps a ring of a fixed number of slots, each one of:
 *   a piece      whole documents of one FILE (formats/split.h), which a
 *                worker reads with its own reader, replays and writes
 *                through the command's part writer into memory streams
 *                (the report, and what goes to standard error), keeping
 *                where each game's bytes end and its counts;
 *   a file's end its summary line, a read error;
 *   an open error the message, in its place among the outputs;
 *   the rest     of a FILE that the splitter could not cut, read on the
 *                main thread with the serial loop when its turn comes.
 * It fills free slots from the input, then waits for the oldest slot,
 * puts it out and frees it, so memory is bounded by the ring, never by
 * the input nor by N.  A piece whose report or messages would not fit in
 * its slot's RES_CAP is read on by its worker without writing, only to
 * learn whether it can be trusted, and then written by the main thread.
 * The games in hand, each thread's and the main thread's, share
 * JOB_BUDGET: each counts its game's large arrays in a struct memuse
 * whose tell() is jobs_tell(), which makes a thread whose game would pass
 * the budget wait while another is at work (the last at work goes on).
 *
 * A piece is trusted only if its reader got to its end without a syntax
 * error and read as many games as the splitter counted.  Otherwise (a
 * syntax error, which may be the cut's own doing, or a document start
 * the splitter miscounted) the FILE is read on from that piece's start
 * with one reader on the main thread, over the pieces of that FILE still
 * in the ring and then the rest of the FILE: what -j 1 does there.
 *
 * --stop: the main thread ends the run after putting out the first
 * failing game; later pieces already done are thrown away.
 */
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GLIBC__) || defined(__linux__)
#include <malloc.h>
#endif

#include "../core/util.h"
#include "../formats/reader.h"
#include "../formats/split.h"
#include "jobs_int.h"

/* Drop a reference; the last closes the FILE quietly and frees it. */
static void
jfile_unref(struct jfile *f)
{
	if (f == NULL || --f->refs > 0)
		return;
	if (f->fp != NULL && f->fp != stdin)
		fclose(f->fp);
	split_free(f->sp);
	free(f->name);
	free(f);
}

/* The next free slot, for the main thread to fill. */
static struct slot *
slot_take(struct jobs *j, enum slot_kind kind, struct jfile *f)
{
	struct slot	*s = slot_at(j, j->count);

	s->kind = kind;
	s->f = f;
	if (f != NULL)
		f->refs++;
	return s;
}

/* Put a filled slot in the ring: queued for a worker, or done already. */
static void
slot_push(struct jobs *j, struct slot *s)
{
	pthread_mutex_lock(&j->mu);
	s->state = s->kind == SLOT_PIECE ? SLOT_QUEUED : SLOT_DONE;
	j->count++;
	if (s->kind == SLOT_PIECE)
		pthread_cond_signal(&j->work);
	pthread_mutex_unlock(&j->mu);
}

/* The oldest slot is put out: free it. */
static void
slot_release(struct jobs *j)
{
	struct slot	*s = slot_at(j, 0);

	free(s->msg);
	s->msg = NULL;
	s->ngames = 0;
	jfile_unref(s->f);
	s->f = NULL;
	pthread_mutex_lock(&j->mu);
	s->state = SLOT_FREE;
	j->head = (j->head + 1) % j->nslots;
	j->count--;
	pthread_mutex_unlock(&j->mu);
}

/* Fill the free slots from the input, in order. */
static void
fill(struct jobs *j)
{
	const struct options	*o = j->o;
	struct slot		*s;
	const char		*path;
	char			*msg;
	FILE			*fp;
	int			 n = o->nfiles > 0 ? o->nfiles : 1, r;

	while (j->count < j->nslots && !j->blocked) {
		if (j->cur == NULL) {
			if (j->next >= n)
				return;
			path = o->nfiles > 0 ? o->files[j->next] : NULL;
			j->next++;
			if (path != NULL && strcmp(path, "-") == 0)
				path = NULL;
			if ((fp = drive_open(o, path, &msg)) == NULL) {
				s = slot_take(j, SLOT_OPEN_ERROR, NULL);
				s->msg = msg;
				s->path = path;
				slot_push(j, s);
				continue;
			}
			j->cur = xcalloc(1, sizeof(*j->cur));
			j->cur->name = drive_name(path);
			j->cur->sum.file = j->cur->name;
			j->cur->fp = fp;
			j->cur->sp = split_new(fp, PIECE_TARGET, PIECE_MAX);
			j->cur->refs = 1;
		}
		s = slot_take(j, SLOT_PIECE, j->cur);
		if ((r = split_next(j->cur->sp, &s->piece)) != 1) {
			/* An empty stream is a finding: a reader's. */
			if (r == 0 && split_empty(j->cur->sp))
				r = -1;
			s->kind = r == 0 ? SLOT_END : SLOT_REST;
			if (r == 0) {
				split_free(j->cur->sp);
				j->cur->sp = NULL;
			} else
				j->blocked = 1;	/* the FILE is read there */
			jfile_unref(j->cur);
			j->cur = NULL;
		}
		slot_push(j, s);
	}
}

/* The end of f: read error, close, summary.  Once. */
static enum drive_end
file_close(struct jobs *j, struct jfile *f, enum drive_end end)
{
	FILE	*fp = f->fp;

	if (f->closed)
		return end;
	f->closed = 1;
	f->fp = NULL;
	return drive_close(j->o, j->ops, j->ctx, j->pg, fp, &f->sum, end,
	    &j->status);
}

/*
 * The main thread reads, replays and writes the games of rd itself, at
 * work for the memory budget (jobs_tell) meanwhile; rd is freed.
 */
static enum drive_end
main_games(struct jobs *j, struct reader *rd, struct out_summary *sum)
{
	enum drive_end	 end;

	reader_set_memuse(rd, &j->use);
	pthread_mutex_lock(&j->mu);
	jobs_at_work(j, 1);
	pthread_mutex_unlock(&j->mu);
	end = drive_games(j->o, j->ops, j->ctx, j->pg, rd, sum, &j->d,
	    &j->rp, &j->status);
	reader_free(rd);
	diags_clear(&j->d);	/* the last game's findings: given back */
	pthread_mutex_lock(&j->mu);
	jobs_at_work(j, -1);
	pthread_mutex_unlock(&j->mu);
	return end;
}

/*
 * Read f on in one piece from the bytes at buf (a copy, from the origin
 * given), then from its FILE if the splitter still had it.
 */
static enum drive_end
read_on(struct jobs *j, struct jfile *f, const unsigned char *buf,
    size_t len, const struct reader_origin *at, int more)
{
	struct reader	*rd;
	enum drive_end	 end;

	rd = more ? reader_new_prefix(buf, len, f->fp) :
	    reader_new_mem(buf, len);
	reader_set_origin(rd, at);
	end = main_games(j, rd, &f->sum);
	f->taken = 1;
	return end;
}

/*
 * The piece at the head is not trusted: read its FILE on from the piece's
 * start in one piece, over the FILE's later pieces in the ring and what
 * the splitter holds, then the rest of the FILE.
 */
static enum drive_end
fall_back(struct jobs *j)
{
	struct slot		*s = slot_at(j, 0), *t;
	struct jfile		*f = s->f;
	struct reader_origin	 at = s->piece.origin, ignore;
	const unsigned char	*rest;
	unsigned char		*buf;
	size_t			 i, len, nrest, busy;
	enum drive_end		 end;
	int			 more;

	/* The FILE's later pieces: none may still be read by a worker. */
	pthread_mutex_lock(&j->mu);
	for (;;) {
		busy = 0;
		for (i = 1; i < j->count; i++) {
			t = slot_at(j, i);
			if (t->f != f || t->kind != SLOT_PIECE)
				continue;
			if (t->state == SLOT_QUEUED)
				t->state = SLOT_DONE;	/* never read */
			else if (t->state == SLOT_RUNNING)
				busy++;
		}
		if (busy == 0)
			break;
		pthread_cond_wait(&j->done, &j->mu);
	}
	pthread_mutex_unlock(&j->mu);

	len = 0;
	for (i = 0; i < j->count; i++) {
		t = slot_at(j, i);
		if (t->f == f && t->kind == SLOT_PIECE)
			len += t->piece.len;
	}
	more = f->sp != NULL;
	rest = more ? split_stop(f->sp, &nrest, &ignore) : NULL;
	if (!more)
		nrest = 0;
	buf = xmalloc(len + nrest + 1);
	len = 0;
	for (i = 0; i < j->count; i++) {
		t = slot_at(j, i);
		if (t->f == f && t->kind == SLOT_PIECE) {
			memcpy(buf + len, t->piece.buf, t->piece.len);
			len += t->piece.len;
		}
	}
	if (nrest > 0)
		memcpy(buf + len, rest, nrest);
	end = read_on(j, f, buf, len + nrest, &at, more);
	free(buf);
	if (f == j->cur) {
		/* Still being cut: nothing of it is left to cut. */
		jfile_unref(j->cur);
		j->cur = NULL;
		return file_close(j, f, end);
	}
	if (end != DRIVE_NEXT)
		return file_close(j, f, end);
	return end;		/* its end slot comes */
}

/*
 * A trusted piece whose results did not fit its slot: read, replayed
 * and written again here, each game straight to the output.
 */
static enum drive_end
put_big(struct jobs *j, struct slot *s)
{
	struct reader	*rd;
	enum drive_end	 end;

	rd = reader_new_mem(s->piece.buf, s->piece.len);
	reader_set_origin(rd, &s->piece.origin);
	end = main_games(j, rd, &s->f->sum);
	if (end != DRIVE_NEXT)
		return file_close(j, s->f, end);
	return end;
}

/* Put out the oldest slot, which is done. */
static enum drive_end
put_slot(struct jobs *j)
{
	struct slot		*s = slot_at(j, 0);
	struct jfile		*f = s->f;
	const struct jgame	*g;
	struct reader_origin	 at;
	const unsigned char	*rest;
	size_t			 i, res0 = 0, err0 = 0, len;
	enum drive_end		 end = DRIVE_NEXT;
	int			 failed;

	switch (s->kind) {
	case SLOT_OPEN_ERROR:
		return drive_unopened(j->o, j->ops, j->ctx, j->pg, s->path,
		    s->msg, &j->status);
	case SLOT_REST:
		j->blocked = 0;
		if (!f->taken) {
			rest = split_stop(f->sp, &len, &at);
			end = read_on(j, f, rest, len, &at, 1);
		}
		return file_close(j, f, end);
	case SLOT_END:
		return file_close(j, f, DRIVE_NEXT);
	case SLOT_PIECE:
		break;
	}
	if (f->taken)
		return DRIVE_NEXT;	/* read already, in one piece */
	if (s->nomem) {
		progress_hide(j->pg);
		fprintf(stderr, "genial %s: out of memory\n", j->o->cmd);
		j->status = EXIT_TROUBLE;
		return DRIVE_FAILED;
	}
	if (!s->clean)
		return fall_back(j);
	if (s->big)
		return put_big(j, s);
	for (i = 0; i < s->ngames; i++) {
		g = &s->games[i];
		failed = drive_count(j->o, &f->sum, g->errors, g->warnings,
		    &g->codes, &j->status);
		if (j->pg->out_tty || (j->pg->diag_tty && g->has_diags))
			progress_hide(j->pg);
		if (g->err_end > err0)
			fwrite(s->err + err0, 1, g->err_end - err0, stderr);
		if (j->ops->part_put(j->ctx, s->res + res0,
		    g->res_end - res0) == -1) {
			j->status = EXIT_TROUBLE;
			return file_close(j, f, DRIVE_FAILED);
		}
		res0 = g->res_end;
		err0 = g->err_end;
		progress_tick(j->pg);
		if (failed && j->o->stop)
			return file_close(j, f, DRIVE_STOP);
	}
	return DRIVE_NEXT;
}

int
drive_jobs(const struct options *o, const struct driver_ops *ops, void *ctx,
    struct progress *pg)
{
	struct jobs	 j;
	pthread_t	*tid;
	struct slot	*s;
	size_t		 i;
	int		 n, started;

	memset(&j, 0, sizeof(j));
	j.o = o;
	j.ops = ops;
	j.ctx = ctx;
	j.pg = pg;
	j.status = EXIT_CLEAN;
	n = o->jobs < JOB_SLOTS ? o->jobs : JOB_SLOTS;
	/* A piece being read and one waiting for each thread. */
	j.nslots = 2 * (size_t)n < JOB_SLOTS ? 2 * (size_t)n : JOB_SLOTS;
	assert(j.nslots >= 2 && j.nslots <= JOB_SLOTS);
	j.ring = xcalloc(j.nslots, sizeof(*j.ring));
	diags_init(&j.d);
	replay_init(&j.rp);
	j.use.tell = jobs_tell;
	j.use.arg = &j;
	j.d.mu = &j.use;
	j.rp.mu = &j.use;
	pthread_mutex_init(&j.mu, NULL);
	pthread_cond_init(&j.work, NULL);
	pthread_cond_init(&j.done, NULL);
	pthread_cond_init(&j.room, NULL);
#ifdef M_MMAP_THRESHOLD
	/*
	 * Large arrays (a long game's entries, its findings) in blocks of
	 * their own, given back to the system when freed: glibc would
	 * otherwise raise this threshold past the first such array freed,
	 * and each thread's heap would keep its largest game's memory, so
	 * that the peak would be their sum, not the budget's.
	 */
	mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#endif
	tid = xcalloc((size_t)n, sizeof(*tid));
	for (started = 0; started < n; started++)
		if (pthread_create(&tid[started], NULL, jobs_worker, &j) != 0)
			break;
	if (started == 0) {
		/* No thread at all: the serial loop does it. */
		struct options	 one = *o;

		one.jobs = 1;
		free(tid);
		free(j.ring);
		replay_free(&j.rp);
		diags_free(&j.d);
		return drive(&one, ops, ctx, pg);
	}

	for (;;) {
		fill(&j);
		if (j.count == 0)
			break;
		s = slot_at(&j, 0);
		pthread_mutex_lock(&j.mu);
		while (s->state != SLOT_DONE)
			pthread_cond_wait(&j.done, &j.mu);
		pthread_mutex_unlock(&j.mu);
		if (put_slot(&j) != DRIVE_NEXT)
			break;
		slot_release(&j);
	}

	pthread_mutex_lock(&j.mu);
	j.cancel = j.quit = 1;
	pthread_cond_broadcast(&j.work);
	pthread_cond_broadcast(&j.room);
	pthread_mutex_unlock(&j.mu);
	for (i = 0; i < (size_t)started; i++)
		pthread_join(tid[i], NULL);
	free(tid);
	while (j.count > 0)		/* after a stop: throw the rest away */
		slot_release(&j);
	if (j.cur != NULL)
		jfile_unref(j.cur);
	for (i = 0; i < j.nslots; i++) {
		s = &j.ring[i];
		if (s->resfp != NULL)
			fclose(s->resfp);
		if (s->errfp != NULL)
			fclose(s->errfp);
		free(s->res);
		free(s->err);
		free(s->piece.buf);
		free(s->games);
	}
	free(j.ring);
	replay_free(&j.rp);
	diags_free(&j.d);
	pthread_cond_destroy(&j.room);
	pthread_cond_destroy(&j.done);
	pthread_cond_destroy(&j.work);
	pthread_mutex_destroy(&j.mu);
	progress_hide(pg);
	return j.status;
}
