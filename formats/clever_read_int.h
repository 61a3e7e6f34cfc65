/*
 * Inside the clever reader: the small tree a game: clever mapping is read
 * into, and the readers of its values, shared by
 *   clever_nodes.c  the tree from libyaml events, numbers, keys, names,
 *                   mark tokens, dice, claims
 *   clever_entry.c  one entry of the moves, from its keys' values
 *   clever_moves.c  the moves read as their events come, entry by entry
 *   clever_sheet.c  a player's sheet
 *   clever_read.c   the keys of a clever game, from the spine
 * Not part of the library's interface.
 */
#ifndef GENIAL_CLEVER_READ_INT_H
#define GENIAL_CLEVER_READ_INT_H

#include "../core/clever_record.h"
#include "reader_int.h"

#define CNODE_DEPTH	8	/* nesting kept in the tree; deeper is
				   passed over and read as a bad value */

enum cnode_kind { CN_SCALAR, CN_MAP, CN_SEQ, CN_DEAD };

struct clever_node {
	enum cnode_kind	 kind;
	struct srcpos	 pos;
	const char	*s;		/* CN_SCALAR: in the arena */
	size_t		 n;
	int		 plain;		/* a plain scalar */
	struct clever_node	*kids;		/* map: key, value, key, ... */
	struct clever_node	*next;
	int		 nkids;
};

/* Build the node that starts with the current event. */

/* clever_nodes.c */
/* Build the node that starts with the current event, at depth. */
int	clever_node_build(struct reader *, int depth, struct clever_node **out);
/* 1 if the node is a plain scalar meaning null (as rd_is_null). */
int	clever_node_null(const struct clever_node *);
/* "a text", "a mapping", ... */
const char *clever_node_kind(const struct clever_node *);
/* 1 if the node is the scalar w. */
int	clever_node_eq(const struct clever_node *, const char *w);
/* A whole number in lo..hi into *v: 0, or -1 after reporting. */
int	clever_node_int(struct reader *, const struct clever_node *,
	    const char *what, int lo, int hi, int *v);
/*
 * The keys of a mapping node against names[]: val[k] (and key[k] if not
 * NULL) gets key k's value; unknown and repeated keys are reported, and
 * so are the keys of seen (bit k: key k), read already.  find, if not
 * NULL, gives a key's index in names[] (or -1) faster than the search
 * through names[].  Returns 0, or -1 if the node is not a
 * mapping.
 */
int	clever_node_keys(struct reader *, const struct clever_node *,
	    const char *const *names, int nnames,
	    int (*find)(const char *, size_t), unsigned seen,
	    const char *where, struct clever_node **val,
	    struct clever_node **key);
/*
 * Seat of a name, or -1 after reporting, with a near name as the fix;
 * the list's spelling of a name it misspelt is read as the player's, with
 * a finding of its own, what saying where ("the result row"; NULL: the
 * winner).
 */
int	clever_node_seat(struct reader *, const struct clever_node *,
	    const char *what);
/* Report the name s[0..n) at pos, none of the players', with a near name
   as the fix. */
void	clever_name_unknown(struct reader *, const char *s, size_t n,
	    struct srcpos pos);
/*
 * Seat of an entry's player (r->move the entry, 1-based), or -1: a name
 * none of the list's is kept for the end of the moves (rd_pend).
 */
int	clever_entry_seat(struct reader *, const struct clever_node *);
/* Seat of the name s[0..n), or -1, nothing reported. */
int	clever_seat_find(const struct reader *, const char *s, size_t n);
/* A mark token from s[0..n): 0, or -1 if it names no mark. */
int	clever_mark_parse(const char *s, size_t n, struct clever_tok *);
/* A mark token from s[0..n) at pos, as clever_node_mark: 0, or -1. */
int	clever_mark_at(const char *s, size_t n, struct srcpos pos,
	    struct clever_tok *);
/* A mark token from a node; t->ok 0 after reporting bad-cell. */
void	clever_node_mark(struct reader *, const struct clever_node *,
	    struct clever_tok *);
/* Report a bad die token. */
void	clever_bad_die(struct reader *, struct srcpos, const char *s, size_t n);
/* Dice text into e->dice: 0, or -1 after reporting. */
int	clever_node_dice(struct reader *, const struct clever_node *,
	    struct clever_entry *);
/*
 * Dice text s[0..n) at pos (plain: written plain, so each die's column is
 * known) into dice[] and dpos[], zero at first: 0, or -1 with the first
 * die that is not one at s[*bad..*end) (dice[] holds those before it).
 */
int	clever_dice_parse(const char *s, size_t n, struct srcpos pos, int plain,
	    uint8_t *dice, struct srcpos *dpos, size_t *bad, size_t *end);
/*
 * The position of the word s[at..at + len) of a scalar of n bytes at pos
 * (plain: written plain): its column, and its bytes when the scalar's
 * text is its value (else len 0, as rd_subspan).
 */
struct srcpos clever_word_pos(struct srcpos pos, int plain, size_t n,
	    size_t at, size_t len);
/* The die of a take, pick or extra. */
void	clever_node_die(struct reader *, const struct clever_node *,
	    struct clever_dierec *);
/* The die s[0..n) into *d, as clever_node_die: 0, or -1. */
int	clever_dierec_parse(const char *s, size_t n, struct clever_dierec *d);
/* A score claim; total_only: a bare number is the total. */
void	clever_node_claim(struct reader *, const struct clever_node *,
	    const char *what, struct clever_claim *, int total_only);
/*
 * The pairs of the claim mapping nd into c, which holds already the keys
 * of c->has, read without a finding (read_entry_ev): as clever_node_claim
 * reads a mapping that starts with those.
 */
void	clever_node_claim_rest(struct reader *, const struct clever_node *nd,
	    struct clever_claim *c);
/* The index of a claim key (enum clever_key), or -1. */
int	clever_claim_key(const char *s, size_t n);
/* A whole number as clever_node_int reads it: 0 with *x, or -1. */
int	clever_int_parse(const char *s, size_t n, long *x);
/* The bonus claim of an entry. */
void	clever_node_bonus(struct reader *, const struct clever_node *,
	    struct clever_entry *);

/* clever_sheet.c: a sheet's node into sh, every value checked. */
void	clever_sheet_read(struct reader *, const struct clever_node *nd,
	    struct clever_sheetrec *sh);

/* clever_entry.c: one entry of the moves */
enum { EK_ROLL, EK_REROLL, EK_TAKE, EK_PICK, EK_EXTRA, EK_BLACK, EK_PLAYER,
	EK_TO, EK_THEN, EK_PLATTER, EK_TOTAL, EK_BONUS, EK_NOTE, EK__MAX };
extern const char *const clever_entry_keys[EK__MAX];	/* "roll", ... */
extern const struct rd_keys clever_entry_keyset;	/* the same */
/* The index of an entry key, or -1. */
int	clever_entry_key(const char *s, size_t n);
/*
 * The values clever_moves_stream read as their events came, each with
 * nothing to report (the others are read from their nodes): the bits of
 * ok say which keys' values are here; total, if not NULL, is the total
 * claim, with what is left of it in the node.
 */
struct clever_entry_pre {
	unsigned		 ok;		/* bit k: key k */
	uint8_t			 dice[CLEVER_DICE]; /* roll, reroll */
	struct srcpos		 dpos[CLEVER_DICE];
	struct clever_dierec	 die;		/* take, pick, extra */
	struct clever_tok	 black;
	struct clever_tok	 to;
	int			 seat;		/* player */
	const struct clever_claim *total;
};

/* An entry at pos before its keys are read. */
void	clever_entry_init(struct clever_entry *, struct srcpos pos);
/*
 * The entry at pos from the values of its keys, val[k] (NULL if key k is
 * not there) and the positions of those keys, keypos[k]; pre, if not
 * NULL, holds some of the values read already.
 */
void	clever_entry_values(struct reader *, struct srcpos pos,
	    struct clever_node **val, const struct srcpos *keypos,
	    const struct clever_entry_pre *pre, struct clever_entry *);
/* The entry whose node is nd. */
void	clever_entry_read(struct reader *, const struct clever_node *nd,
	    struct clever_entry *);

/* clever_moves.c: the moves read as their events come */
/*
 * The moves list, the current event its start, into r->cmoves and the
 * record; reads through its end, into *out a list node with no kids.
 * Returns 0, or -1 when the stream ends.
 */
int	clever_moves_stream(struct reader *, struct clever_node **out,
	    struct clever_owned *);
/* Take the findings of own back, the others kept in order. */
void	clever_owned_drop(struct reader *, struct clever_owned *);

#endif
