/*
 * What the parts of the replay share.  Not a public header: only
 * core/replay*.c include it.
 *
 * The replay is a judge and a search (genial(1) FAULTY RECORDS):
 *
 * - The judge (replay.c: routing, turns, draws; replay_place.c:
 *   placements; replay_swap.c: swaps; replay_claims.c: claims, the result
 *   and the winner; replay_ghost.c: entries read as missing) judges a
 *   record AS READ: a sequence of entries (struct vent) that the search
 *   built from the record under a set of edits.  It reports what it
 *   finds and never looks for another reading.
 * - The search (replay_search.c) runs the judge, and at each finding
 *   not yet explained lists the readings near it (replay_edit.c: the
 *   edit model of transcription), costs each by one function on copies
 *   of the judge's state, commits the cheapest and judges on.  The
 *   findings of the committed edits are written by replay_report.c.
 */
#ifndef GENIAL_REPLAY_PRIV_H
#define GENIAL_REPLAY_PRIV_H

#include <stddef.h>

#include "replay.h"

/*
 * One entry of the record as read: an entry of the record (possibly an
 * edited copy of it), or an entry the reading takes to be missing (an
 * unseen tile, idx -1).
 */
struct vent {
	const struct rec_move	*m;	/* as read; NULL for an unseen entry */
	int32_t			 idx;	/* index in record.moves, or -1 */
	int8_t			 seat;	/* unseen: whose entry it was */
	int8_t			 bonus;	/* unseen: a bonus placement */
	int16_t			 gap;	/* unseen: index of the entry it comes
					   before (record.nmoves: the end);
					   -1 - i: entry i's own tile, of
					   cells unknown */
};

enum phase {
	PH_NONE,	/* no turn in progress */
	PH_PLACED,	/* the turn's placement is made */
	PH_SWAPPED	/* the turn's swap is made */
};

/* Unseen entries a game may hold, and absorbed claim lines kept each. */
#define GHOST_MAX	8
/* The most entries in a row one reading takes to be missing. */
#define MISSING_MAX	3
#define GHOST_LINES	8

/*
 * An unseen entry (genial(1) FAULTY RECORDS, "An entry missing"): a tile
 * the record does not show.  It covers two hexes and moves its player's
 * counters in at most its two colours; what the claims after it say
 * beyond the board as read is taken to be its doing only where it could
 * be (replay_ghost.c), and each such claim is listed.
 */
struct ghost {
	int8_t		 seat;		/* whose entry it was */
	uint8_t		 colours;	/* bit c: colour c is on its tile, as
					   the claims absorbed tell */
	uint8_t		 npins;		/* hexes placed by the claims */
	uint8_t		 pinc[2];	/* their colours */
	int16_t		 pin[2];	/* and cells */
	int16_t		 gap;		/* record index of the entry after
					   the gap (record.nmoves: the end);
					   -1 - i: entry i's, of cells
					   unknown */
	uint16_t	 nabs;		/* claims absorbed */
	int32_t		 line[GHOST_LINES]; /* source lines of the first */
};

/*
 * The judge's state between two entries: a small copyable value, so the
 * search can keep checkpoints and judge look-aheads on copies.
 */
struct jstate {
	struct game	 g;
	uint8_t		 phase;		/* enum phase */
	int8_t		 seat;		/* seat of the turn in progress */
	int32_t		 last;		/* record index of its last entry */
	int32_t		 draw_at;	/* its entry carrying a draw, or -1 */
	int32_t		 after;		/* entries found after the end */
	int32_t		 first_after;	/* the first of them (record index) */
	int32_t		 absorbed;	/* claims absorbed, all ghosts */
	int32_t		 unread;	/* placements whose text does not
					   read, judged as no tile */
	int32_t		 xvalues;	/* claim findings with two or more
					   wrong values and no pattern */
	int32_t		 hit;		/* the last entry (1-based) whose tile
					   a placement collided with, or 0 */
	int16_t		 hit_cell;	/* and the cell */
	int8_t		 ghost_turn;	/* the unseen tile (1-based) that made
					   the turn's placement, or 0 */
	int8_t		 called;	/* the turn called Ingenious! */
	int32_t		 xforfeit;	/* bonus placements called and not
					   taken */
	int16_t		 cover[BOARD_CELLS]; /* entry (1-based) whose tile is
					   on the cell, or 0 */
	int32_t		 nghost;
	struct ghost	 ghost[GHOST_MAX];
};

/* The judge at work on one record. */
struct ctx {
	struct jstate		 s;	/* the state */
	struct game		*g;	/* &s.g */
	struct replay		*rp;
	const struct record	*rec;	/* the header as read */
	struct diags		*d;	/* where findings go */
	const struct diags	*hd;	/* the reader's findings of the */
	size_t			 hlen;	/* record: the first hlen of hd */
	struct step		*steps;	/* one per record entry, or NULL on
					   a look-ahead (scratch is used) */
	struct step		 scratch;
	int			 look;	/* 1: a look-ahead on copies: no
					   observer, no steps */
};

/* Call the replay's observer, if it has one (p: REPLAY_PLACE's). */
static inline void
replay_observe(const struct ctx *x, int seat, size_t idx, enum replay_event e,
    const struct placement *p)
{
	if (x->rp->observe != NULL && !x->look)
		x->rp->observe(x->rp->observe_ctx, x->g, seat, idx, e, p);
}

/* Name of a seat's player, "?" if out of range. */
const char	*replay_pname(const struct ctx *, int seat);
/* Seat's name as the record writes it (quoted if it was), for an edit. */
const char	*replay_name_text(const struct ctx *, int seat);
/* "OB H6 I6": placement p in the set's colour order ("YG", not "GY"). */
char		*replay_place_text(const struct placement *p, char *buf,
		    size_t size);
/* "GY H6 I6": placement p with its tile and cells in the order it has. */
char		*replay_place_words(const struct placement *p, char *buf,
		    size_t size);
/* "RO GG BP" for a list of tiles; returns buf. */
char		*replay_tiles_text(const struct tile *, int n, char *buf,
		    size_t size);
/* Seat's rack as text: known tiles, then "N unknown", or "nothing". */
char		*replay_rack_text(const struct game *, int seat, char *buf,
		    size_t size);
/* "red", "red and green", "red, green and blue", "no colour". */
char		*replay_colours_text(unsigned mask, char *buf, size_t size);

/*
 * The judge (replay.c).  replay_judge_start sets x up for a record from
 * its start (the racks judged into d); steps, if not NULL, has one step
 * per record entry.  replay_judge_one judges one entry as read;
 * replay_judge_finish closes the walk (move-after-end) and
 * replay_judge_end the record (the last turn, game-incomplete, result,
 * winner).
 */
void	replay_judge_start(struct ctx *, struct replay *,
	    const struct record *, struct diags *, struct step *steps);
void	replay_judge_one(struct ctx *, const struct vent *);
void	replay_judge_finish(struct ctx *);
void	replay_judge_end(struct ctx *);
/* The step of record entry idx (the scratch step on a look-ahead). */
struct step *replay_step(struct ctx *, int idx);

/* replay_turn.c, the turns. */
/* The seat the turn order gives the next placement entry naming nobody,
 * and in *cont whether the turn in progress could also take it. */
int	replay_expected_seat(const struct ctx *, int *cont);
/* The seat the judge gives placement entry m if it came next. */
int	replay_route_seat(const struct ctx *, const struct rec_move *m);
/* Whose entry placement m (record index idx) is; 1 if a bonus placement
 * of the turn in progress. */
int	replay_route_place(struct ctx *, size_t idx, const struct rec_move *m);
/* Close the turn in progress (at_end: the record stops here). */
void	replay_end_turn(struct ctx *, int at_end);
/* Close the turn in progress and open the next seat's. */
void	replay_begin_turn(struct ctx *);

/* replay.c and replay_swap.c, the rack events. */
void	replay_do_draw(struct ctx *, int seat, const struct rec_move *m,
	    size_t idx);
void	replay_swap_entry(struct ctx *, size_t idx, const struct rec_move *m);
/* Report a `player` key that names someone else than seat. */
void	replay_check_player(struct ctx *, size_t idx, const struct rec_move *m,
	    int seat);

/*
 * replay_place.c.  Judge and apply placement entry m (record index idx)
 * into its step s; the seat is x->s.seat.
 */
void	replay_place_entry(struct ctx *, size_t idx, const struct rec_move *m,
	    struct step *s);
/* Report the faults game_check_place found for placement p of entry m. */
void	replay_report_faults(struct ctx *, size_t idx,
	    const struct rec_move *m, const struct placement *p, int seat,
	    uint64_t faults, int cell);
/* What the reader reported at entry idx, as RF_ bits; *ncells counts
 * its bad-cell findings. */
#define RF_CELL		0x1u	/* bad-cell */
#define RF_TILE		0x2u	/* bad-tile */
#define RF_MOVE		0x4u	/* bad-move */
#define RF_OTHER	0x8u	/* any other code */
#define RF_CALL		0x10u	/* misspelt-claim of the bonus key */
unsigned replay_read_faults(const struct ctx *, size_t idx, int *ncells);

/* replay_claims.c: the claims of an applied placement, then the
 * record's result (returns the number of rows found wrong) and winner
 * (fixed from the ranking when settled: the game over and every result
 * row right). */
void	replay_check_claims(struct ctx *, size_t idx, const struct rec_move *m,
	    int seat, const struct breakdown *bd);
int	replay_check_result(struct ctx *);
void	replay_check_winner(struct ctx *, const struct ranking *,
	    int settled);
/* "O" or "[O, B]": the colours of mask as a call's value, into buf. */
char	*replay_call_text(unsigned mask, char *buf, size_t size);
/*
 * 1 if the score claims near entry idx (m) of rec are written with a
 * value for each colour of the tile, even 0: where m names as many
 * colours as its tile shows, else as the nearest placements with a
 * score show it, up to CLAIM_STYLE_REACH entries either way.
 */
int	replay_with_zeros(const struct record *rec, size_t idx,
	    const struct rec_move *m);
/*
 * The fix of finding e of d about the call of entry m where its placement
 * reached no mark: the call taken off, with its key and the separator
 * before it, where m is written {…} and the call is not its first key;
 * else no fix.
 */
void	replay_call_drop(struct diags *d, struct diag *e,
	    const struct rec_move *m);
/* replay_calls.c: judge the Ingenious! call of entry idx (m) of seat. */
void	replay_check_bonus(struct ctx *, size_t idx, const struct rec_move *m,
	    int seat, const struct breakdown *);
/*
 * Set the fix of finding e of d about claim map cl (written under key)
 * whose colours in wrong should read v, the map having the colours of
 * want: "KEY: {R: 4, B: 2}", with the edits.
 */
void	replay_claim_fix(struct diags *d, struct diag *e, const char *key,
	    const struct claim *cl, unsigned wrong, unsigned want,
	    const int *v);
/*
 * The pattern of a claim map cl whose colours in wrong differ from v, as
 * a clause for its message, or NULL: the two wrong numbers are each
 * other's.
 */
const char *replay_exchanged(const struct claim *cl, unsigned wrong,
	    const int *v);
/* A counter as the claims see it: the side's, or the duel track
 * position from seat's side. */
int	replay_counter_of(const struct game *, int seat, int c);
/* " from Anna's side" after a duel track position, "" elsewhere. */
const char *replay_from_side(const struct ctx *, int seat, char *buf,
	    size_t size);

/*
 * replay_ghost.c: unseen entries.  replay_ghost_entry judges one (the
 * turn passes with a placement nobody saw).  The rest return 1 if an
 * unseen tile before the entry being judged can make what a claim says
 * beyond the board as read, and then take it as made (the counters and
 * the board follow the claim) and note the claim's line; 0 if not, and
 * the claim is reported as usual.
 */
void	replay_ghost_entry(struct ctx *, const struct vent *);
int	replay_ghost_score(struct ctx *, size_t idx, int seat,
	    const struct placement *p, const struct breakdown *bd,
	    const struct claim *cl, int line);
/* A placement after an unseen tile that made the turn's placement, by
 * the same player: a bonus placement its points earned. */
int	replay_ghost_extra(struct ctx *, int line);
int	replay_ghost_counter(struct ctx *, int seat, int c, int claimed,
	    int line);
int	replay_ghost_bonus(struct ctx *, int seat, const struct rec_move *m,
	    const struct breakdown *bd);
int	replay_ghost_touch(struct ctx *, const struct placement *p, int line);
/* replay_fill.c: 1 if the unseen tiles may have ended the game. */
int	replay_ghost_fill(struct ctx *);
/* Board b with the hexes the claims placed for every unseen tile. */
void	replay_ghost_pinned(const struct ctx *, struct game *b);
/*
 * 1 if seat's side's counters lack an unseen tile of its own that may
 * show one of the colours in mask: the number a claim of those colours
 * should say is not known, so its finding has no fix (genial(1) FAULTY
 * RECORDS, "An entry missing").
 */
int	replay_ghost_lacks(const struct ctx *, int seat, unsigned mask);

/*
 * replay_unread.c: each claim of rec's first n entries that does not
 * read (record.unread) reported once, at its value, with the value the
 * judge computed (rp's steps) as its fix.
 */
void	replay_report_unread(const struct replay *rp, const struct record *rec,
	    size_t n, struct diags *d);

/* replay_search.c: judge rec (its first n entries) with the search. */
void	replay_search(struct replay *, const struct record *, size_t n,
	    struct diags *, int judge_end);

/*
 * replay_report.c.  Name, in each finding from index from on about a sum
 * (a total, the result, the winner), the earlier entry with an error it
 * follows from.
 */
void	replay_causes(struct diags *, size_t from);

#endif
