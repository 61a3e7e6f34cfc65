/*
 * The state of drive() with -j N (cmd/jobs.c), shared by the main
 * thread's side there and the workers' side in cmd/jobs_work.c.
 */
#ifndef GENIAL_JOBS_INT_H
#define GENIAL_JOBS_INT_H

#include <pthread.h>
#include <stdio.h>

#include "../core/replay.h"
#include "../formats/split.h"
#include "drive.h"

/*
 * What bounds the memory (genial(1), -j; tests/README.md, Robustness): 2N pieces
 * in flight for N threads, at most JOB_SLOTS, each at most PIECE_MAX
 * bytes of input and RES_CAP bytes of results on each of its two
 * streams; at most JOB_SLOTS threads, since more would find nothing to
 * do.  A piece whose results pass RES_CAP is written again by the
 * main thread, game by game straight to the output, as -j 1 does.
 */
#define PIECE_TARGET	(64 * 1024)	/* bytes a piece takes at least */
#define PIECE_MAX	(1024 * 1024)	/* past this, one reader goes on */
#define RES_CAP		(1024 * 1024)	/* a piece's report, its messages */
#define JOB_SLOTS	16
/*
 * The memory the threads' games may hold together (struct memuse,
 * core/util.h: records, findings, replay steps) before a thread whose
 * game grows waits for room, unless no other thread is at work: so the
 * threads never hold more than this plus one game, however many
 * pathological games they are given (genial(1), -j).  Ordinary games take
 * a few hundred KiB and never wait.
 */
#define JOB_BUDGET	(8 * 1024 * 1024)

/* One input FILE, while the ring holds slots of it. */
struct jfile {
	char			*name;	/* display name, owned */
	FILE			*fp;	/* NULL once closed */
	struct splitter		*sp;	/* NULL once cut to its end */
	struct out_summary	 sum;	/* counted as its games are put out */
	int			 taken;	/* read on in one piece: skip pieces */
	int			 closed; /* its end is done */
	int			 refs;	/* slots, and the cutting */
};

enum slot_kind { SLOT_PIECE, SLOT_END, SLOT_REST, SLOT_OPEN_ERROR };
enum slot_state { SLOT_FREE, SLOT_QUEUED, SLOT_RUNNING, SLOT_DONE };

/* What a worker kept of one game. */
struct jgame {
	size_t		 res_end;	/* its report ends here in res */
	size_t		 err_end;	/* and its standard error lines */
	size_t		 errors;
	size_t		 warnings;
	struct diag_set	 codes;
	int		 has_diags;
};

struct slot {
	enum slot_kind		 kind;
	enum slot_state		 state;
	struct jfile		*f;
	struct split_piece	 piece;	/* SLOT_PIECE; its buffer is reused */
	char			*msg;	/* SLOT_OPEN_ERROR: the message */
	const char		*path;	/* and the FILE operand (NULL: stdin) */
	/*
	 * A worker's results: memory streams of RES_CAP bytes kept from
	 * piece to piece and rewound.  res and err are their buffers,
	 * valid after a flush.
	 */
	FILE			*resfp;
	FILE			*errfp;
	char			*res;
	char			*err;
	struct jgame		*games;
	size_t			 ngames;
	size_t			 gamecap;
	int			 clean;	/* read to its end as counted */
	int			 big;	/* its results passed RES_CAP */
	int			 nomem;	/* a memory stream failed */
};

struct jobs {
	const struct options	*o;
	const struct driver_ops	*ops;
	void			*ctx;
	struct progress		*pg;

	pthread_mutex_t		 mu;
	pthread_cond_t		 work;	/* a piece is queued, or quit */
	pthread_cond_t		 done;	/* a piece is done */
	struct slot		*ring;
	size_t			 nslots;
	size_t			 head;	/* the oldest slot */
	size_t			 count;	/* slots in use from head */
	pthread_cond_t		 room;	/* memory was given back, or a
					   thread stopped work */
	size_t			 held;	/* by all threads, as told */
	int			 active; /* threads at work, not waiting */
	int			 quit;	/* workers end */
	int			 cancel; /* workers skip what is queued */

	/* The main thread's. */
	int			 next;	/* FILE operand to open next */
	struct jfile		*cur;	/* being cut */
	int			 blocked; /* a SLOT_REST waits in the ring */
	int			 status;
	struct diags		 d;	/* for reading on in one piece */
	struct replay		 rp;
	struct memuse		 use;	/* what d, rp and its readers hold */
};

static inline struct slot *
slot_at(struct jobs *j, size_t i)
{
	return &j->ring[(j->head + i) % j->nslots];
}

/* jobs_work.c: the body of a worker thread (pthread_create). */
void	*jobs_worker(void *);
/*
 * jobs_work.c: a thread's struct memuse tell(), arg the struct jobs:
 * adds its change to j->held, and when it grew past JOB_BUDGET while
 * another thread is at work, waits until the total fits or none is.
 */
void	 jobs_tell(struct memuse *);
/* A thread starts (+1) or stops (-1) work; j->mu held. */
void	 jobs_at_work(struct jobs *, int);

#endif
