/*
 * The edit model of transcription (genial(1) FAULTY RECORDS, "Readings"):
 * a reading of a record is a small set of edits that turn the record as
 * written into the record the hand meant.  The edits work on entries
 * (one missing, one there twice, one out of order, a call a line off),
 * on tokens (a cell, a tile's letters, a player's name, the names, the
 * cells or the tiles of two neighbouring entries exchanged) and on the whole
 * game (who moved first, names exchanged throughout).  Claims are not
 * edited, but for the written scores of two neighbouring placements
 * exchanged: a wrong claim is a finding of its own, which names its fix
 * (replay_claims.c).
 *
 * replay_near.c lists the edits that may explain a finding (with
 * replay_near_place.c, the placements meant); replay_edit.c builds the
 * entries as read under a set of them; replay_search.c chooses among
 * them; replay_report.c writes the finding of each edit chosen.  Not a
 * public header: only core/replay*.c include it.
 */
#ifndef GENIAL_REPLAY_EDIT_H
#define GENIAL_REPLAY_EDIT_H

#include "replay_priv.h"

enum edit_kind {
	ED_NAME,	/* an entry's player is another: seat */
	ED_PLACE,	/* an entry's placement is another: place */
	ED_DELETE,	/* an entry is not there (typed twice, or pasted) */
	ED_MOVE,	/* an entry belongs before entry `to` */
	ED_BONUS,	/* an entry's Ingenious! call belongs on entry `to` */
	ED_MISSING,	/* n entries are missing before entry `at` */
	ED_SEATS,	/* the game began with another seat: seat */
	ED_NAMES,	/* the entries' names are exchanged throughout: perm */
	ED_SWAP		/* a token of entry at and of entry to, the next
			   as read, exchanged: how, enum swap_token */
};

/* The token an ED_SWAP edit exchanges. */
enum swap_token {
	SW_NAMES,	/* the players' names */
	SW_CELLS,	/* the placements' cells, each keeping its tile */
	SW_TILES,	/* the placements' tiles, each keeping its cells */
	SW_SCORES	/* the placements' written scores, each keeping its
			   placement */
};

/* The token slip an ED_PLACE edit undoes. */
enum place_slip {
	PS_CELL,	/* a cell one letter or one number off */
	PS_HEXES,	/* the two cells the other way round */
	PS_COLOURS,	/* the tile's two letters the other way round */
	PS_NEIGHBOUR,	/* a cell not on the board: a neighbour of the other */
	PS_CELL_FAR,	/* a cell with another one-character slip (a
			   character changed, added, dropped, or two swapped),
			   or its row and number transposed */
	PS_LETTER,	/* one letter of the tile wrong */
	PS_SHIFT,	/* both cells one step off the same way */
	PS_TWICE,	/* one cell written for both: any neighbour of it */
	PS_TILE,	/* a tile wrong in both letters, or unreadable
			   (bad-tile), its cells right: one that scores
			   what the entry claims on them */
	PS_PART,	/* a place text that does not read (place_part):
			   a placement its parts allow that is true to
			   the entry's claims, `to` of them (-1: not all
			   tried, or no score written); cells NO_CELL: a
			   tile of cells unknown, judged as an unseen one
			   of seat (replay_part.c) */
	PS_COPY,	/* a placement text (or its cells) copied from
			   another entry's, edit `to`: one that scores
			   what the entry claims; where several do, or
			   too many, cells NO_CELL: a tile of cells
			   unknown, judged as an unseen one of seat
			   (bonus: a bonus placement) */
	PS_LINE		/* the line above copied, its placement (the
			   same tile on the same cells) and its score
			   with it: cells NO_CELL, a tile of cells
			   unknown, judged as an unseen one of seat;
			   edit `to` the line copied (replay_near_place.c
			   line_places) */
};

/* The tile of an entry read as missing, where it is determined. */
struct mtile {
	struct placement place;
	uint8_t		 pts[COLOURS];	/* the points it scores */
	uint8_t		 reached;	/* and the colours it calls */
};

struct edit {
	uint8_t		 kind;		/* enum edit_kind */
	uint8_t		 how;		/* ED_PLACE: enum place_slip; ED_DELETE:
					   1 if it repeats entry `to`;
					   ED_MISSING: 1 if the tiles of all
					   its entries are determined
					   (tile);
					   ED_SWAP: enum swap_token */
	int16_t		 prior;		/* its cost, see replay_edit.c */
	int32_t		 at;		/* record index of the entry edited;
					   ED_MISSING: of the entry after
					   the gap (nmoves: at the end) */
	int32_t		 to;		/* ED_MOVE: the entry it belongs
					   before (nmoves: at the end);
					   ED_BONUS: the entry the call
					   belongs on; ED_SWAP: the entry
					   whose name is exchanged with
					   at's; ED_DELETE: see how;
					   ED_PLACE PS_COPY: the entry
					   whose placement it repeats;
					   ED_MISSING: 1 if a later gap
					   fits as well, 2 if only the
					   end does, with more than one
					   placement (replay_late.c) */
	int8_t		 seat;		/* ED_NAME: the player meant;
					   ED_PLACE of cells unknown: its
					   player's;
					   ED_MISSING: the first missing
					   entry's; ED_SEATS: who began */
	int8_t		 n;		/* ED_MISSING: entries missing;
					   ED_PLACE: 1 if another tile on
					   the same cells, one of the two
					   read from the score (PS_TILE),
					   costs as little: the tile is
					   not determined (no fix) */
	int8_t		 bonus;		/* ED_MISSING: the first is a bonus
					   placement of the turn before;
					   ED_PLACE of cells unknown: it
					   is a bonus placement */
	uint8_t		 earned;	/* ED_MISSING: bit k set: the k-th
					   (k >= 1) is a bonus placement the
					   one before it earned */
	uint8_t		 named;		/* ED_MISSING: 1 if the last is a
					   turn of the player the entry
					   after the gap names, which earned
					   that entry as a bonus placement */
	uint8_t		 perm[MAX_SEATS]; /* ED_NAMES: named seat -> meant */
	struct placement place;		/* ED_PLACE */
	struct mtile	 tile[MISSING_MAX]; /* ED_MISSING, in order */
	/* Filled when the edit is committed, for its finding: */
	int16_t		 code;		/* the first finding of the entry as
					   written, or -1 */
	int16_t		 blame;		/* ED_PLACE: the later move that
					   collided with it, or 0 */
	int16_t		 cell;		/* and the cell it collided on */
	int8_t		 player;	/* the seat of that finding */
	struct srcpos	 pos;		/* the position of that finding */
	char		*msg;		/* and its message, owned */
};

/*
 * A reading: the record as written (its first n entries), the edits
 * committed, and the entries as read under them.
 */
struct reading {
	const struct record	*rec;	/* as written */
	struct record		 hdr;	/* rec with nmoves = n */
	struct edit		*ed;	/* committed, in order; owned */
	size_t			 ned;
	size_t			 edcap;
	struct rec_move		*copy;	/* per entry: its edited copy */
	uint8_t			*edited; /* per entry: 1 if copy is used */
	int32_t			*pos;	/* per entry: its place in v, or -1 */
	struct vent		*v;	/* the entries as read */
	size_t			 nv;
	size_t			 vcap;
	int			 first;	/* the seat that began (ED_SEATS) */
};

/* The seat of the k-th entry of missing-entry edit e (seats players). */
int	replay_missing_seat(const struct edit *e, int k, int seats);

void	replay_reading_init(struct reading *, const struct record *, size_t n);
void	replay_reading_free(struct reading *);
/* Commit edit e (copied; its msg now owned by the reading) and build the
 * entries as read again. */
void	replay_reading_commit(struct reading *, const struct edit *e);
/*
 * The first place in rd->v that edit e changes (rd->nv for the end; 0
 * for a whole-game edit).
 */
size_t	replay_reading_first(const struct reading *, const struct edit *e);
/*
 * The entries as read at places from..to-1 of rd->v, with edit e (not
 * whole-game) applied as well, into out (room for to - from + 8);
 * tmp has room for two edited copies.  Returns the count.
 */
size_t	replay_reading_window(const struct reading *, const struct edit *e,
	    size_t from, size_t to, struct vent *out, struct rec_move *tmp);

/* Entries before a finding's whose edits a search lists, and earlier
 * entries the finding's placement meets that it re-reads. */
#define NEAR_BACK	3
#define BLAME_MAX	8

/*
 * What the search knows near a finding, for replay_near_edits: the finding is
 * at place f of rd->v (rd->nv: at the end); states[k] is the judge's
 * state before place lo + k (k = 0 .. f - lo), and own[k] is 1 if that
 * entry drew a finding as read; blame[0..nblame) are the places of
 * earlier entries the finding's placement meets (it collided with one,
 * or their tiles are on its lines), blame_at the states before them;
 * whole: whole-game edits may be listed.
 */
struct near {
	const struct reading	*rd;
	size_t			 f;
	size_t			 lo;
	const struct ctx	*states;
	const uint8_t		*own;
	long			 blame[BLAME_MAX];
	const struct ctx	*blame_at[BLAME_MAX];
	int			 nblame;
	int			 whole;
	int			 wrong_player;	/* the finding is wrong-player */
	int			 names;		/* or an extra placement */
	int			 turns;		/* it is about the turns: a name,
					   an extra placement, a bonus */
	int			 last_out;	/* the judge finds fault with the
					   game's last entry where it is */
};

/* The most edits one search lists. */
#define EDITS_MAX	160

/*
 * The edits near a finding that a reading may make (genial(1) FAULTY
 * RECORDS), into out (room for EDITS_MAX), each with its prior, in a
 * fixed order; returns the count.
 */
int	replay_near_edits(const struct near *, struct edit *out);

/*
 * replay_near.c, for replay_near_place.c: add edit e to out[0..n) unless
 * listed (then keep the cheaper; room for EDITS_MAX), returning the
 * count; and make e an edit of kind at entry at with prior.
 */
int	replay_near_add(struct edit *out, int n, const struct edit *e);
void	replay_near_init(struct edit *e, int kind, int at, int prior);
/*
 * replay_near_place.c: the placements a hand may have meant by entry idx
 * (m), for seat in state st, into out[n..), each legal and scoring what
 * m claims; returns the count.
 */
int	replay_near_places(struct edit *out, int n, const struct reading *rd,
	    const struct ctx *st, int seat, int idx, const struct rec_move *m);
/*
 * replay_part.c: where entry idx (m) is a place text that does not read,
 * the placements its parts allow that are true to its claims (PS_PART),
 * and the reading of it as a tile of cells unknown, into out[n..);
 * returns the count.  The placements tried count in
 * st->rp->part_work, bounded by PART_WORK.
 */
int	replay_part_places(struct edit *out, int n, const struct reading *rd,
	    const struct ctx *st, int seat, int idx, const struct rec_move *m);
/*
 * The finding of PS_PART edit ed: the reader's finding of the place
 * text (its others there taken back from d) with the placement as its
 * fix, or, for a tile of cells unknown, no fix and how many placements
 * score the written score (x: the judge as it ended).
 */
void	replay_part_report(const struct reading *rd, const struct ctx *x,
	    struct diags *d, const struct edit *ed);
/*
 * Copied-placement edit e (PS_COPY) made one of cells unknown: where
 * several placements read as well as its own (PS_PART: the same, its
 * seat kept where it has one).
 */
void	replay_near_unknown(const struct reading *, struct edit *e);
/*
 * 1 if entries a and b place the same tile on the same cells and claim
 * the same score: a line typed twice, or copied (one whose score differs
 * had its placement copied).  In replay_near.c.
 */
int	replay_near_same_entry(const struct rec_move *a,
	    const struct rec_move *b);
/*
 * replay_gap.c: the runs of entries that may be missing before entry m
 * (record index idx, state before it st, seats players), or at the end
 * of a record of nmoves entries (st: the state there), into out[0..n)
 * with their priors; return the count.
 */
int	replay_gap_edits(const struct ctx *st, int seats, int32_t idx,
	    const struct rec_move *m, struct edit *out, int n);
int	replay_gap_end(const struct ctx *st, int32_t nmoves, struct edit *out,
	    int n);
/*
 * The finding of missing-entry edit ed of rd, into d (x: the judge as it
 * ended, whose unseen tiles list the claims judged with them).
 */
void	replay_gap_report(const struct reading *rd, const struct ctx *x,
	    struct diags *d, const struct edit *ed);
/*
 * "; claims at lines 31 and 44 were judged with " what, into buf: the
 * lines of the claims the unseen tiles of gap made, each once and in
 * order ("" if none).
 */
void	replay_gap_absorbed(const struct ctx *x, int gap, const char *what,
	    char *buf, size_t size);


/*
 * replay_tile.c: the fix of missing-entry edit e whose tiles are
 * determined (e->how), into finding dg of d: each entry inserted as a
 * line, written as the entry beside it is ({…}, its keys in its order;
 * none where it is written otherwise).
 */
void	replay_tile_edit(const struct reading *rd, const struct edit *e,
	    struct diags *d, struct diag *dg);

/*
 * replay_line.c: the finding of line-copied edit ed (PS_LINE), into d (x:
 * the judge as it ended): the move it repeats, and the placement the
 * claims after it leave as its fix where they leave one (ed->n).
 */
void	replay_line_report(const struct reading *rd, const struct ctx *x,
	    struct diags *d, const struct edit *ed);

/*
 * replay_report.c: the finding of each edit of rd, into d (whose
 * findings from mark on are the replay's); x is the judge as it ended.
 */
void	replay_report(const struct reading *rd, const struct ctx *x,
	    struct diags *d, size_t mark);

/* "2 yellow, 0 blue": written claim cl, for the why of a placement;
   returns buf. */
char	*replay_score_words(const struct claim *cl, char *buf, size_t size);
/* Record entry idx as written, before any edit of the reading. */
const struct rec_move *replay_written(const struct reading *, int idx);
/* The name of seat's player in the record, "?" if out of range. */
const char *replay_rname(const struct reading *, int seat);

#endif
