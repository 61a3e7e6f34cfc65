/*
 * Inside the record writer: the emitter and the helpers that build its
 * libyaml events, shared by emit.c (Ingenious and the header) and
 * emit_clever.c (the clever part).  Each helper sends one event or a few;
 * the first failure is kept in the emitter and turns every later call
 * into a no-op that returns -1.  Not for use outside formats/emit*.c.
 */
#ifndef GENIAL_EMIT_INT_H
#define GENIAL_EMIT_INT_H

#include <stdio.h>

#include <yaml.h>

#include "../core/record.h"

struct emitter {
	yaml_emitter_t	 y;
	FILE		*fp;		/* the output, not owned */
	int		 failed;	/* a call failed: stop emitting */
	char		 err[128];	/* the first failure, for a message */
};

/* Send one event (made: initialised); 0 or -1 with the failure kept. */
int	em_send(struct emitter *, yaml_event_t *, int made);
/* A scalar of the writer's own (a key, a tile, a number's text). */
int	em_scalar(struct emitter *, const char *);
int	em_number(struct emitter *, int);
/* key: value, nothing if value is NULL. */
int	em_pair(struct emitter *, const char *key, const char *value);
/*
 * A string of the record (a name, a note, the header's text): quoted
 * unless it reads back as itself when plain (rtext_yaml_plain).
 */
int	em_text(struct emitter *, const char *);
int	em_pair_text(struct emitter *, const char *key, const char *value);
/*
 * A word of the notation that YAML 1.1 would read as a boolean (Y, N) or
 * a number (+1) is quoted; others are plain.
 */
int	em_word(struct emitter *, const char *);
int	em_seq_start(struct emitter *, int flow);
int	em_seq_end(struct emitter *);
int	em_map_start(struct emitter *, int flow);
int	em_map_end(struct emitter *);

/* emit_clever.c: a clever record's rounds, moves, sheets, result, winner. */
void	emit_clever_body(struct emitter *, const struct record *);

#endif
