/*
 * What the parts of the replay share (replay.c: routing, turns, draws and
 * placements; replay_swap.c: swaps; replay_claims.c: claims, the result
 * and the winner).  Not a public header: only core/replay*.c include it.
 */
#ifndef GENIAL_REPLAY_PRIV_H
#define GENIAL_REPLAY_PRIV_H

#include <stddef.h>

#include "replay.h"

enum phase {
	PH_NONE,	/* no turn in progress */
	PH_PLACED,	/* the turn's placement is made */
	PH_SWAPPED	/* the turn's swap is made */
};

/* The state of one replay run. */
struct ctx {
	struct replay		*rp;
	const struct record	*rec;
	struct diags		*d;
	struct game		*g;
	enum phase		 phase;
	int			 seat;	/* seat of the turn in progress */
	size_t			 last;	/* index of its last entry so far */
	const struct rec_move	*draw;	/* its entry carrying a draw, or NULL */
	size_t			 draw_at; /* index of that entry */
};

/* Call the replay's observer, if it has one (p: REPLAY_PLACE's). */
static inline void
replay_observe(const struct ctx *x, int seat, size_t idx, enum replay_event e,
    const struct placement *p)
{
	if (x->rp->observe != NULL)
		x->rp->observe(x->rp->observe_ctx, x->g, seat, idx, e, p);
}

/* Name of a seat's player, "?" if out of range. */
const char	*replay_pname(const struct ctx *, int seat);
/* "RO GG BP" for a list of tiles; returns buf. */
char		*replay_tiles_text(const struct tile *, int n, char *buf,
		    size_t size);
/* Seat's rack as text: known tiles, then "N unknown", or "nothing". */
char		*replay_rack_text(const struct game *, int seat, char *buf,
		    size_t size);
/* "red", "red and green", "red, green and blue", "no colour". */
char		*replay_colours_text(unsigned mask, char *buf, size_t size);

/*
 * Draw the tiles of entry m (its draw list) onto seat's rack, reporting a
 * draw of the wrong size or of tiles not in the bag; a short list is
 * topped up with unknown slots.
 */
void	replay_do_draw(struct ctx *, int seat, const struct rec_move *m,
	    size_t idx);
/* Judge and apply a swap entry of the turn in progress. */
void	replay_swap_entry(struct ctx *, size_t idx, const struct rec_move *m);
/* Report a `player` key that names someone else than seat. */
void	replay_check_player(struct ctx *, size_t idx, const struct rec_move *m,
	    int seat);

/* Judge the score, total and bonus claims of an applied placement. */
void	replay_check_claims(struct ctx *, size_t idx, const struct rec_move *m,
	    int seat, const struct breakdown *bd);
/* Judge the record's result and winner against the final state. */
void	replay_check_result(struct ctx *);
void	replay_check_winner(struct ctx *);

#endif
