/*
 * The record writer: struct record (record.h) out as YAML, through
 * libyaml's emitter, one document per game in a stream.
 *
 * Keys and their order follow genial-record(5): game, the rules keys that
 * differ from the defaults (variant, rules, tiles, corners), the optional
 * strings (event ... description), players, racks, moves, result, winner.
 * Short maps and lists are written in flow style (`score: {R: 1, O: 0}`,
 * `draw: [GY]`), move entries as block mappings with the action key
 * first.  A claim map writes the colours it has, in colour order.
 * Source positions in the record are ignored.
 */
#ifndef GENIAL_EMIT_H
#define GENIAL_EMIT_H

#include <stdio.h>

#include "../core/record.h"

struct emitter;

/*
 * An emitter writing to fp (not closed by the emitter), with the YAML
 * stream already opened.  Never returns NULL.
 */
struct emitter	*emit_new(FILE *fp);
/*
 * Write one game as a document, starting with an explicit `---`.
 * Returns 0, or -1 if libyaml failed (see emit_error); after a failure
 * every later call fails too.
 */
int		 emit_record(struct emitter *, const struct record *);
/*
 * Close the stream and flush everything to fp (fflush included).
 * Returns 0, or -1 if anything failed, a write error on fp included.
 * The caller still closes fp and checks that.
 */
int		 emit_close(struct emitter *);
/* What went wrong, for a message; "" if nothing did. */
const char	*emit_error(const struct emitter *);
/* Free the emitter (closing nothing); NULL is a no-op. */
void		 emit_free(struct emitter *);

#endif
