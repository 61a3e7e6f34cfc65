/*
 * A Ganz schön clever record as read (genial-clever(5)): header, entries
 * with their claims, final sheets, each item with the source position of
 * its YAML node.  The reader (formats/clever_read.c) fills it, the replay
 * (clever_replay.h) judges it.  Everything hangs off the reader's arena
 * and is valid until the reader reads the next game.
 */
#ifndef GENIAL_CLEVER_RECORD_H
#define GENIAL_CLEVER_RECORD_H

#include <stdint.h>

#include "clever.h"
#include "diag.h"

#define CLEVER_MAX_LIST	16	/* items in one list of a record */

enum clever_action {
	CX_NONE, CX_ROLL, CX_REROLL, CX_TAKE, CX_PICK, CX_EXTRA, CX_BLACK
};

/* Keys of a score claim: the five areas, then F, foxes, total. */
enum clever_key { CK_F = CLEVER_AREAS, CK_FOXES, CK_TOTAL, CK__MAX };

/* The notation's words of the actions ("roll", ... by enum
   clever_action; "" for CX_NONE) and of the claim keys ("Y", ... "F",
   "foxes", "total"), read and written by formats/. */
extern const char *const clever_action_words[CX_BLACK + 1];
extern const char *const clever_claim_words[CK__MAX];

struct clever_claim {
	uint16_t	 has;		/* bit k: key k is given */
	int		 v[CK__MAX];
	struct srcpos	 vpos[CK__MAX];
	struct srcpos	 pos;
};

/*
 * A mark token (2.4): area and the cell, or the value written.  ok 0: it
 * could not be read (bad-cell reported).
 */
struct clever_tok {
	int		 ok;
	int		 area;		/* enum clever_area */
	int		 cell;		/* yellow 0..15, blue 2..12, or -1 */
	int		 value;		/* orange, purple: 1..6, or 0 */
	struct srcpos	 pos;
};

/* A die of take, pick, extra: colour, value or 0; none for "none". */
struct clever_dierec {
	int		 ok;		/* 0: unreadable (reported) */
	int		 none;		/* "none" */
	int		 colour;	/* enum clever_die */
	int		 value;		/* 0: not written */
};

struct clever_entry {
	struct srcpos	 pos;		/* the entry's mapping */
	enum clever_action action;	/* CX_NONE: bad-move reported */
	struct srcpos	 action_pos;	/* the action's value */
	/* roll, reroll */
	int		 dice_ok;	/* 0: unreadable (bad-die reported) */
	uint8_t		 dice[CLEVER_DICE];	/* value per die, 0 absent */
	struct srcpos	 dpos[CLEVER_DICE];
	int		 nplatter;	/* -1: no platter key */
	uint8_t		 platter[3];
	struct srcpos	 platter_pos;
	/* take, pick, extra */
	struct clever_dierec die;
	int		 has_to;
	struct clever_tok to;
	/* black */
	struct clever_tok black;
	struct clever_tok *then;	/* in the arena */
	int		 nthen;
	int		 player;	/* seat, or -1 */
	struct srcpos	 player_pos;
	struct clever_claim total;
	int		 has_bonus;
	uint8_t		 bonus[CB__MAX];	/* claimed count of each */
	struct srcpos	 bonus_pos;
	const char	*note;
};

/* A final sheet (2.8), with positions for its items. */
struct clever_sheetrec {
	int		 has;
	struct srcpos	 pos;
	int		 has_area[CLEVER_AREAS];
	struct srcpos	 area_pos[CLEVER_AREAS];
	int		 ny, nb, no, np;
	int		 yellow[CLEVER_MAX_LIST];	/* cells; -1 unreadable */
	struct srcpos	 ypos[CLEVER_MAX_LIST];
	int		 blue[CLEVER_MAX_LIST];
	struct srcpos	 bpos[CLEVER_MAX_LIST];
	int		 green;
	int		 orange[CLEVER_MAX_LIST];
	struct srcpos	 opos[CLEVER_MAX_LIST];
	int		 purple[CLEVER_MAX_LIST];
	struct srcpos	 ppos[CLEVER_MAX_LIST];
	int		 earned[2], used[2];	/* reroll, plus1; -1 absent */
	struct srcpos	 epos[2], upos[2];
	int		 foxes;		/* -1 absent */
	struct srcpos	 foxes_pos;
	struct clever_claim score;
};

struct clever_record {
	int		 rounds;	/* as played: the header's or C13's */
	int		 has_rounds;
	struct srcpos	 rounds_pos;
	struct clever_entry *moves;	/* in the arena */
	size_t		 nmoves;
	int		 has_moves;
	struct srcpos	 moves_pos;
	int		 has_sheets;
	struct srcpos	 sheets_pos;
	struct clever_sheetrec sheets[CLEVER_MAX_SEATS];
	int		 has_result[CLEVER_MAX_SEATS];
	struct clever_claim result[CLEVER_MAX_SEATS];
	int		 has_winner;
	int		 winner;	/* seat, or -1: draw */
	struct srcpos	 winner_pos;
};

#endif
