/*
 * A game record as read: header, initial racks, moves with their claims,
 * each item with the source position of the YAML node it came from.
 *
 * The reader (formats/reader.h) fills a struct record; the replay
 * (replay.h) judges it.  Nothing here knows about YAML.  Every string and
 * array hanging off a record lives in the record's arena and is valid
 * until the reader reads the next game.
 */
#ifndef GENIAL_RECORD_H
#define GENIAL_RECORD_H

#include <stddef.h>
#include <stdint.h>

#include "diag.h"
#include "game.h"

struct clever_record;

/* Reader limits; past them the reader reports D_LIMIT. */
#define RECORD_MAX_MOVES	20000	/* entries in moves */
#define RECORD_MAX_TILES	16	/* tiles in one swap or draw list */

/*
 * A claimed map colour -> number ({R: 3, G: 0}).  The values' positions
 * are held apart, only for a claim that gives a value: most entries of a
 * long record claim nothing, and six positions would triple the size of
 * every entry.
 */
struct claim {
	uint8_t		 has;		/* bit c: colour c is given */
	uint8_t		 bad;		/* bit c: colour c's value was
					   malformed (reported): not judged;
					   CLAIM_UNREAD: the whole value is
					   not a map (struct rec_unread) */
	int16_t		 v[COLOURS];	/* value per colour given */
	uint16_t	 keyat;		/* bytes from the first of its key,
					   written as the key's word (score,
					   total) on pos's line, to pos's;
					   0: not known */
	struct srcpos	 pos;		/* the mapping */
	struct srcpos	*vpos;		/* COLOURS positions, each value's
					   (in the record's arena), or NULL
					   when none was read */
};

/*
 * In claim.bad: the claim is written, but its value is not a map of
 * colours (a list, a number, a word): an unreadable claim, kept in
 * record.unread; the replay judges it as written but unknown.
 */
#define CLAIM_UNREAD	0x80u

/* The position of colour c's value in a claim, or none (line 0). */
static inline struct srcpos
claim_vpos(const struct claim *cl, int c)
{
	struct srcpos	 none = { 0, 0, 0, 0 };

	return cl->vpos != NULL ? cl->vpos[c] : none;
}

/* A list of tiles (swap, draw, rack). */
struct tilelist {
	struct tile	*v;		/* in the record's arena */
	int		 n;
	struct srcpos	 pos;		/* the sequence */
};

enum action { ACT_NONE, ACT_PLACE, ACT_SWAP, ACT_FLAG };

/* What the reader kept of a place text that does not read (place_part). */
#define REC_PART_TEXT	0x1u	/* the place was text: its parts are kept */
#define REC_PART_TILE	0x2u	/* a word of it is a tile */

struct rec_move {
	struct srcpos	 pos;		/* the entry's mapping */
	enum action	 action;	/* ACT_NONE: the reader reported bad-move */
	struct srcpos	 action_pos;	/* the action's value */
	struct placement place;		/* ACT_PLACE with place_ok */
	int		 place_ok;	/* 0: the text was unreadable (reported) */
	struct srcpos	 tile_pos;	/* the tile word of place text */
	uint8_t		 tile_letters;	/* a tile word not two colour
					   letters (bad-tile): bit c if it
					   has colour c's letter, 0 else */
	struct tile	 tile_lead;	/* and its first two colours, in
					   the order written, where it has
					   two ("YBB", "YXB": Y then B) */
	uint8_t		 place_part;	/* a place text that does not read
					   (place_ok 0): REC_PART_TEXT, and
					   REC_PART_TILE if a word of it
					   reads as a tile (place.tile);
					   the words that read as cells are
					   place.a, then place.b (NO_CELL
					   where none); 0 for a place that
					   is no text */
	struct srcpos	 cell_pos[2];	/* the two cell words: each word's
					   own bytes where the text is the
					   value (len 0 otherwise: a fix
					   then replaces action_pos whole) */
	struct tilelist	 swap;		/* ACT_SWAP */
	int		 player;	/* seat named by player:, or -1 */
	struct srcpos	 player_pos;
	const char	*player_unknown; /* player: names none of the
					   players and is near none: the
					   name as a message quotes it
					   (printable, cut); the replay
					   reports it (unknown-player),
					   its fix the turn's player.
					   NULL otherwise */
	struct claim	 score;		/* score.has == 0: no claim */
	struct claim	 total;
	int		 has_bonus;
	uint8_t		 bonus;		/* bit c: colour c called */
	uint8_t		 bonus_n[COLOURS]; /* times colour c is called
					   ([R, R]: 2), at most 255 */
	uint8_t		 flow;		/* 1: written {key: value, ...} */
	char		 place_quote;	/* the quote around place's value
					   (' or "), 0 if none */
	char		 player_quote;	/* and around player's */
	uint8_t		 player_exact;	/* player_unknown is the name
					   exactly as written (not cut, no
					   byte shown escaped) */
	uint8_t		 bonus_unread;	/* 1: a call is written, but not
					   as colour letters (bonus: 1): an
					   unreadable claim (record.unread);
					   has_bonus is 0 */
	uint32_t	 bonus_sep;	/* bytes from the end of the value
					   before the call to the call's
					   value (", bonus: "), 0 if none is
					   before it: with bonus_pos, the
					   call with its key and separator */
	struct srcpos	 bonus_pos;
	int		 has_draw;
	struct tilelist	 draw;
	const char	*note;		/* or NULL */
	const char	*clock;		/* or NULL */
};

/* The key of an unreadable claim. */
enum unread_key { UK_SCORE, UK_TOTAL, UK_BONUS, UK_RESULT };

/* The form an unreadable claim is written in. */
enum unread_form {
	UF_NUMBER,	/* a number ("bonus: 1", "score: 3") */
	UF_WORD,	/* a word that is not a colour ("bonus: yes") */
	UF_NUMBERS,	/* a list of numbers ("score: [0, 3]") */
	UF_LIST,	/* another list ("bonus: [R, yes]") */
	UF_MAP		/* a map where colour letters are meant */
};

/*
 * A claim whose value is written but cannot be read in the notation's
 * form (genial(1) FAULTY RECORDS, "A claim that does not read"): the
 * reader keeps it, with what it still says, rather than take the claim
 * as absent; the replay reports it once, at the value, its fix the value
 * the judge computes (replay_unread.c).  In the record's arena.
 */
struct rec_unread {
	struct rec_unread *next;	/* the next in the record, or NULL */
	int32_t		 move;		/* 0-based entry; -1: a result row */
	int8_t		 seat;		/* UK_RESULT: the row's seat */
	uint8_t		 key;		/* enum unread_key */
	uint8_t		 form;		/* enum unread_form */
	uint8_t		 n;		/* numbers read: UF_NUMBER 1,
					   UF_NUMBERS the list's */
	int16_t		 num[COLOURS];	/* and the numbers, in order */
	const char	*show;		/* UF_NUMBER, UF_WORD: the value
					   as a message quotes it; else
					   NULL */
	struct srcpos	 pos;		/* the value, its whole extent */
};

/* Which game a record is of: every command asks this, never rec->clever. */
enum record_kind {
	RECORD_INGENIOUS,	/* game: ingenious (genial-notation(5)) */
	RECORD_CLEVER		/* game: clever (genial-clever(5)) */
};

struct record {
	enum record_kind kind;		/* RECORD_INGENIOUS when zeroed */
	int		 game;		/* 1-based number in the file */
	struct srcpos	 pos;		/* the document's first node */
	int		 usable;	/* 0: header too broken to replay */
	struct rules	 rules;
	int		 nplayers;
	const char	*players[MAX_SEATS];
	const char	*players_text[MAX_SEATS]; /* each name as the
					   notation writes it wherever a
					   name goes, quoted if need be:
					   what a fix puts for it */
	struct srcpos	 players_pos;
	const char	*event, *site, *date, *round, *title, *source;
	const char	*description;
	int		 excerpt;	/* excerpt: true, a teaching excerpt
					   rather than a whole game: its end
					   is not judged unfinished
					   (genial-record(5), "excerpt") */
	int		 has_rack[MAX_SEATS];
	struct tilelist	 racks[MAX_SEATS];
	struct rec_move	*moves;		/* in the arena */
	size_t		 nmoves;
	struct srcpos	 moves_pos;
	int		 has_result[MAX_SEATS];
	struct claim	 result[MAX_SEATS];	/* by seat */
	struct srcpos	 result_pos;
	int		 has_winner;
	int		 winner;	/* seat, or -1 for draw */
	struct srcpos	 winner_pos;
	int		 uses_claims;	/* any score, total or bonus key */
	struct rec_unread *unread;	/* claims that do not read, in the
					   order read, or NULL */
	int		 truncated;	/* a YAML error ended the game's text
					   early: its entries are judged up
					   to it, its end is not (genial(1)
					   FAULTY RECORDS) */
	struct clever_record *clever;	/* game: clever (genial-clever(5)):
					   the rest of the record, in the
					   arena; NULL for Ingenious; set
					   with kind RECORD_CLEVER */
};

/* Seat of a player name in the record, or -1. */
int	record_seat(const struct record *, const char *name);
struct srcpos record_values_end(const struct rec_move *);
/*
 * A claim map as the notation writes it, "{R: 4, B: 2}": the colours of
 * has with values v, in colour order, into buf; returns buf.
 */
char	*record_claim_text(unsigned has, const int *v, char *buf, size_t size);
/*
 * "score [0, 3] is a list, not colour letters mapped to numbers": what
 * unreadable claim u is, into buf; returns buf.
 */
char	*record_unread_text(const struct rec_unread *u, char *buf,
	    size_t size);

#endif
