/*
 * Internals of the record reader, shared by its files:
 *   reader.c        the event pump, the stream of documents, syntax
 *                   errors, the checks made once a game has been read
 *   reader_game.c   the game mapping: its keys, the header words, the root
 *   reader_players.c the players, racks, result, winner, names looked
 *                   up late
 *   reader_dropped.c the players read against the names the game uses:
 *                   a player the list leaves out, a name it lists that
 *                   takes no turn
 *   reader_moves.c  the moves: entries, actions, bonus
 *   reader_place.c  the place text, and one cut by a comma in {...}
 *   reader_values.c tile lists and claims, shared by moves and header
 *   reader_near.c   did you mean: the nearest valid spelling of a word
 *                   that cannot be read, once it has been reported
 *   reader_input.c  the bytes: a read handler for libyaml that checks the
 *                   UTF-8 itself (reader_check.c), so that no byte
 *                   libyaml would refuse reaches it
 *   reader_bytes.c  those bytes: what each run is read as, and the
 *                   game's one finding for them
 *   reader_span.c   the bytes of each node: libyaml's marks, which count
 *                   characters, made byte offsets in the input
 *   reader_explain.c a syntax error in plain words, at the slip, with a
 *                   fix where it is clear
 *   reader_error.c  syntax errors kept, reported, and read on after
 *   reader_redo.c   a document read again once its game key, come late,
 *                   says which game it is
 *   reader_diag.c   the reader's findings and the words they use
 * Nothing here is part of the library's interface (formats/reader.h).
 */
#ifndef GENIAL_READER_INT_H
#define GENIAL_READER_INT_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <yaml.h>

#include "../core/board.h"
#include "../core/game.h"
#include "reader.h"
#include "reader_span.h"

struct clever_entry;

/*
 * Limits (man page genial(1), DIAGNOSTICS, limit).  Past the first two
 * (and RECORD_MAX_MOVES, RECORD_MAX_TILES in core/record.h) the reader
 * reports D_LIMIT and goes on; past the other four it reports D_LIMIT and
 * abandons the rest of the stream, as after a syntax error.  They bound
 * the time and memory one input can take, which libyaml would otherwise
 * spend: its scanner is quadratic in the depth of flow collections and
 * in the number of %TAG directives, and it buffers a scalar whole.
 */
#define READER_MAX_SCALAR	(64 * 1024)	/* bytes in one scalar */
#define READER_MAX_DIAGS	10000		/* the reader's diagnostics in
						   one game */
#define READER_MAX_DEPTH	64		/* nested collections: fatal */
#define READER_MAX_GAP	(4 * 1024 * 1024) /* bytes of input read with no
					   YAML event (one scalar or comment):
					   fatal */
#define READER_MAX_DIRECTIVES	64		/* directive lines in a row:
						   fatal */
#define READER_MAX_GAME	(16 * 1024 * 1024) /* bytes of one game's text
					   (its scalars): fatal */
#define READER_KEEP (256 * 1024) /* bytes of move entries kept from
					   one game for the next */
#define READER_MAX_MEMORY (64 * 1024 * 1024) /* bytes one game's record
					   and nodes take: fatal */
#define READER_FILE_BUF	(256 * 1024)	/* bytes read from a file at once */
#define READER_MAX_KEPT	(4 * 1024 * 1024) /* bytes of a game's text kept
					   for quoting: past this only the
					   last part of it */
/*
 * Bytes kept before a new block of a file, whatever the game's text kept
 * for quoting: more than libyaml reads ahead, so that after a syntax error
 * the search for the next document can start at the error's line
 * (input_resume).
 */
#define READER_HISTORY	(128 * 1024)
#define READER_PENDING	8		/* entries of one player-keyed map
					   kept while the players are unknown */
#define READER_SHOW	48		/* bytes of input quoted in a message */

/*
 * What a run of bytes that is not text libyaml accepts is read as
 * (genial(1) DIAGNOSTICS, encoding; genial-record(5) "Encoding"):
 */
enum sub_kind {
	SUB_CP1252,	/* a byte 0x80-0xFF that starts no UTF-8 character:
			   its Windows-1252 character (Latin-1 from 0xA0) */
	SUB_UNDEF,	/* one of the five bytes Windows-1252 leaves
			   undefined: U+FFFD */
	SUB_CUT,	/* a UTF-8 sequence cut short after its first
			   continuation byte: U+FFFD */
	SUB_INVALID,	/* a whole sequence that is no character YAML allows
			   (overlong, a surrogate, past U+10FFFF, U+FFFE,
			   U+FFFF): U+FFFD */
	SUB_CONTROL,	/* control bytes, a NUL, DEL, or a C1 control in
			   UTF-8: left out */
	SUB_BOM		/* a byte order mark after the start: left out */
};

/* One such run, and what libyaml was handed for it. */
struct in_sub {
	uint64_t	 off;	/* stream offset of its first byte */
	uint32_t	 bytes;	/* its first four bytes, the first highest */
	uint16_t	 n;	/* its bytes in the stream (a run of left-out
				   bytes grows, up to UINT16_MAX) */
	uint8_t		 kind;	/* enum sub_kind */
	uint8_t		 outn;	/* bytes of UTF-8 handed for it, 0 to 3 */
};

/*
 * The input side: where the bytes come from, and the UTF-8 check.
 * Bytes reach libyaml only once checked; at the first bad one the handler
 * stops, and the message it keeps replaces libyaml's "input error", at
 * the position input_where() works out.
 */
struct input {
	FILE			*fp;	/* NULL: memory */
	const unsigned char	*src;	/* memory, or buf */
	size_t			 len;	/* bytes in src */
	size_t			 pos;	/* bytes of src handed out */
	unsigned char		*buf;	/* file: cap bytes, owned */
	uint64_t		 base;	/* stream offset of src[0] */
	int			 eof;	/* the file has no more bytes */
	size_t			 chunk;	/* most bytes handed out at once,
					   0: no limit (reader_set_chunk) */
	size_t			 ramp;	/* after a resume: most bytes
					   handed out at the next read,
					   doubled at each, 0: no limit
					   (input_resume) */

	/* The check, carried across chunks. */
	int			 need;	/* continuation bytes still due */
	int			 seqlen; /* length of the sequence being read */
	uint32_t		 cp;	/* code point being assembled */
	uint64_t		 seqoff; /* stream offset of its first byte */
	unsigned char		 prev;	/* the byte before this chunk */
	int			 dirs;	/* directive lines in this run */

	/*
	 * The gap since the last event.  rd_next counts the events and keeps
	 * where the last one ended; the offset handed out by then is the one
	 * at the first read after it (input_read), since none came between.
	 */
	uint64_t		 mark;	/* stream offset handed out by then */
	uint64_t		 events; /* events produced before the parse
					   in progress (rd_next) */
	uint64_t		 marked; /* events when mark was set */
	size_t			 markline; /* where the last one ended, 0-based,
					   less line0 */
	size_t			 markcol;
	uint64_t		 line0;	/* origin: lines before the first byte,
					   not counted in libyaml's marks */

	int			 bad;	/* the check failed: stop */
	int			 ioerr;	/* ... because the file cannot
					   be read: nothing to resume */
	enum diag_code		 code;	/* D_YAML_SYNTAX or D_LIMIT */
	char			 msg[96];	/* what was wrong */
	struct srcpos		 badpos;	/* where, if known here; else
					   line 0: input_where() */
	uint64_t		 badoff; /* stream offset of the bad byte */

	/*
	 * The text kept for quoting the lines diagnostics point at: every
	 * byte read from keep on, which is the start of a line at or
	 * before the current game's first (input_keep).  Past
	 * READER_MAX_KEPT bytes, the older half goes, from a line start
	 * whose number is counted.  A file's block is read behind them,
	 * and behind at least the last READER_HISTORY bytes read, kept or
	 * not, for input_resume: src[0] is the older of the two.
	 */
	uint64_t		 keep;	/* stream offset of the first kept */
	uint64_t		 keepline; /* its line, 0-based, line0 included */
	int			 keep_ok; /* 0: nothing kept (a line past
					   the limit) */
	size_t			 cap;	/* file: bytes allocated in buf */
	int			 restart; /* input_resume found a document:
					   keep restarts at it */
	uint64_t		 restart_off; /* its stream offset */
	uint64_t		 restart_line; /* its line, 0-based */

	struct span_map		 sp;	/* byte offsets of libyaml's marks */

	/*
	 * Bytes that are not text libyaml accepts, each run handed to it as
	 * the one character it is read as, or as nothing (struct in_sub):
	 * in order, from the parser's start (for the offsets of what libyaml
	 * holds, input_held) until the reader has reported them (rd_bytes).
	 */
	int			 subbed; /* input_check met one: sub is next */
	struct in_sub		 sub;
	struct in_sub		*subs;	/* owned */
	size_t			 nsub, capsub;
	size_t			 subgone; /* notes let go after subs[0]
					   (READER_MAX_SUBS), counted only */
	int64_t			 subdelta; /* bytes handed for those since the
					   parser's start, less their bytes in
					   the stream */
	uint64_t		 given;	/* bytes handed to libyaml, since
					   the parser's start */
	uint64_t		 given0; /* the stream offset it started at */
};

/*
 * The bytes of the stream that the last held bytes handed to libyaml
 * stand for (a run of bytes read as another character, struct in_sub,
 * is handed as that character's UTF-8, or as nothing).
 */
uint64_t input_held(const struct input *, uint64_t held);
/*
 * reader_bytes.c: the character a run is read as, or 0 if it is left
 * out; the kind of a lone byte c, 0x80 to 0xFF, that starts no character;
 * cp (below U+10000) written as UTF-8 at p, returning its bytes, 1 to 3.
 */
uint32_t input_sub_cp(const struct in_sub *);
enum sub_kind input_byte_kind(unsigned c);
size_t	input_utf8(unsigned char *p, uint32_t cp);
/*
 * reader_bytes.c: the runs of bytes read as other characters so far, up
 * to stream offset end (0: the end of the last event read, or of what a
 * syntax error left read), as one finding (encoding) of the game just
 * read, at the first of them (at pos where it is not in the text kept),
 * its fix each one's UTF-8 (or nothing); past READER_MAX_BYTEFIX runs,
 * with no fix.
 */
#define READER_MAX_BYTEFIX	1024
/*
 * Runs noted at most (16 bytes each): past it only the first and the
 * last half are kept, more than libyaml can hold undecoded and unread
 * (at most 64 KiB handed bytes, none with fewer than one byte between
 * two runs), so that a game of many bytes read so takes bounded memory.
 */
#define READER_MAX_SUBS		(128 * 1024)
struct reader;
void	rd_bytes(struct reader *, struct srcpos pos, uint64_t end);

/*
 * reader_check.c: check n bytes at p, which sit at stream offset base
 * (input_check in reader_check.c says the rest).
 */
size_t	input_check(struct input *, const unsigned char *p, size_t n,
	    uint64_t base, int last);
/* Record what was wrong with the first bad character of the input. */
void	input_fail(struct input *, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3)));
void	input_init_file(struct input *, FILE *);
void	input_init_mem(struct input *, const unsigned char *, size_t);
/* Memory first, then the file. */
void	input_init_prefix(struct input *, const unsigned char *, size_t,
	    FILE *);
/* The first byte's offset in the stream. */
void	input_set_origin(struct input *, uint64_t offset);
void	input_free(struct input *);
/* A yaml_read_handler_t over a struct input. */
int	input_read(void *data, unsigned char *buffer, size_t size,
	    size_t *size_read);
struct srcpos input_where(const struct input *, const yaml_parser_t *);
/*
 * A game starts: keep the text from the start of the line libyaml's
 * scanner is on (the next document's first line) instead of the last
 * game's.  Left as it was when the scanner's position cannot be placed.
 * After input_resume found a document, the text kept starts at it, p
 * not looked at.
 */
void	input_keep(struct input *, const yaml_parser_t *);
/* Point d's text at the text kept (struct diags). */
void	input_view(const struct input *, struct diags *d);
/*
 * After a syntax error: find the first line from line from on (0-based,
 * in the whole stream) that starts a document (split_marker()), reading
 * on as needed.  off is a stream offset in hand (not before src[0]),
 * on line line (0-based); lines from the start of line from are looked
 * at if they are still in hand, else from the line after off's.  The
 * document found starts after stream offset after (where the parser that
 * failed started), so that each resume moves on.  Returns
 * 1 with *line1 the document start's line (1-based) and the input set to
 * hand out its bytes from there, as to a new parser; or 0 at the end of
 * the input, with *line1 the input's last line (1-based).  The text kept
 * for quoting stays as it is, with the error's line, until the next
 * input_keep, which moves it to the document found.
 */
/*
 * Read more of a file's bytes into the buffer, keeping those still
 * needed: 0, or -1 at the end or on an error (reader_input.c).
 */
int	input_refill(struct input *);
int	input_resume(struct input *, uint64_t off, uint64_t line,
	    uint64_t from, uint64_t after, uint64_t *line1);

/*
 * A document read again (the game key came late, reader_redo.c): into
 * *o the start of the line of stream offset off, if it is in hand and
 * not before start, where the parser that read it started (a line's
 * start): 0, else -1.  input_rewind then hands out the bytes again from
 * o, the start of line line (0-based), as to a new parser.
 */
int	input_line_start(const struct input *, uint64_t off, uint64_t start,
	    uint64_t *o);
void	input_rewind(struct input *, uint64_t o, uint64_t line);

/* A player-keyed entry read before the players were known; a clever
   entry's name that is none of the list's (PEND_CLEVER, clever_read.c). */
enum pend_kind { PEND_MOVE, PEND_RACK, PEND_RESULT, PEND_WINNER,
	PEND_CLEVER };

struct pend {
	struct pend		*next;
	enum pend_kind		 kind;
	size_t			 move;	/* PEND_MOVE: index in moves */
	const char		*name;	/* in the arena */
	size_t			 len;	/* of name */
	struct srcpos		 pos;	/* the name's node */
	struct tilelist		 tiles;	/* PEND_RACK */
	struct claim		 claim;	/* PEND_RESULT */
	int			 done;	/* looked up (rd_resolve) */
};

/*
 * A name that is none of the players and near none, keying a result row
 * or given as the winner: kept until the header has been read against
 * the names the game uses (reader_dropped.c), which may find it a player
 * the header left out; reported as unknown-player otherwise.
 */
struct stranger {
	const char		*name;	/* in the arena */
	size_t			 len;	/* of name */
	struct srcpos		 pos;	/* the name's node */
	int			 winner; /* 1: winner:; 0: a result row */
	struct claim		 claim;	/* the row */
	int			 taken;	/* read as a player's */
};
#define READER_STRANGERS	MAX_SEATS	/* kept; the rest reported
						   as they are read */

/*
 * A place text cut short by a comma in a flow mapping ("{place: RP H8,H7}"
 * reads as the place "RP H8" and a key "H7" with no value), kept until
 * the next key of its entry (reader_place.c): its pieces, one blank
 * between them in text, each piece's start in text and its bytes.
 */
#define PLACE_PIECES	3
#define PLACE_TEXT_MAX	48
struct rd_split {
	int		 pending;
	char		 text[PLACE_TEXT_MAX];
	size_t		 n;
	int		 nseg;
	size_t		 at[PLACE_PIECES];
	struct srcpos	 pos[PLACE_PIECES];
};

/*
 * The top-level keys of both games, by bit in reader.seen: those of
 * Ingenious (genial-record(5)), then those only clever has
 * (genial-clever(5)).  reader_game.c says which are whose.
 */
enum topkey {
	T_GAME, T_FORMAT, T_VARIANT, T_RULES, T_TILES, T_CORNERS, T_PLAYERS,
	T_EVENT, T_SITE, T_DATE, T_ROUND, T_TITLE, T_SOURCE, T_DESCRIPTION,
	T_EXCERPT,
	T_RACKS, T_MOVES, T_RESULT, T_WINNER, T_ROUNDS, T_SHEETS, T__MAX
};

struct clever_node;

/*
 * A key of neither game as written, met before the game key and not near
 * a key both games share: kept with its value, to be reported against
 * the keys of the game the record turns out to be (reader_game.c).
 */
struct rd_later {
	const char		*name;	/* in the arena */
	size_t			 n;
	struct srcpos		 pos;
	struct clever_node	*val;
	struct rd_later		*next;
};

/*
 * The diagnostics of the moves read as they come (clever_moves_stream),
 * by ranges [v[2i], v[2i + 1]) of indices in r->d: should the game's
 * mapping end in a limit that ends the stream after all, they are taken
 * back, as no game is then judged (a syntax error leaves the game judged
 * up to it: broken_game).
 */
struct clever_owned {
	size_t	*v;
	size_t	 n, cap;	/* in entries of v */
};

/* A word of a fixed vocabulary: keys, variant names, ... */
struct rd_word {
	const char	*s;
	size_t		 n;
};
#define RD_WORD(w)	{ w, sizeof(w) - 1 }

struct reader {
	yaml_parser_t	 parser;
	int		 parser_ok;	/* yaml_parser_initialize succeeded */
	struct input	 in;
	yaml_event_t	 ev;		/* the current event; all zero before
					   the first and after a failure */
	enum { RS_START, RS_STREAM, RS_END, RS_FAILED } state;

	/* The error that ends the stream; one met after a game's last node
	   is reported at the next call. */
	int		 pending_error;
	enum diag_code	 errcode;	/* D_YAML_SYNTAX or D_LIMIT */
	char		 errmsg[256];
	struct srcpos	 errpos;
	int		 errfatal;	/* the error is the reader's own
					   (rd_broken): nothing to resume */
	int		 skip_first;	/* lines passed over after the
					   last syntax error, 1-based;
					   0: none */
	int		 skip_last;
	int		 failed;	/* the last reader_next met the
					   error (reader_error) */
	struct rd_plain	 plain;		/* the error in plain words */
	unsigned long	 mends;		/* lines read alone to mend
					   syntax errors, of MEND_BUDGET
					   (reader_mend.c) */
	int		 mend_line;	/* the line a syntax error's fix
					   mends, or 0: the game's other
					   findings there are withdrawn */
	struct rd_colon	 colon;		/* a value inside its key */
	struct rd_split	 split;		/* a place text cut by a comma */
	int		 subend_set;	/* a broken game's bytes read as
					   other characters are from
					   substart to subend, the parser
					   it was read by (rd_bytes) */
	uint64_t	 substart, subend;
	int		 judged;	/* a game broken by the error is
					   judged up to this line, 1-based;
					   0: none (broken_game) */

	int		 game;		/* games started so far */
	/*
	 * A document read again from its start when the game key comes after
	 * keys read as another game's (reader_redo.c): where it starts, the
	 * findings before it; redo asks for it, the kind to read it as.
	 */
	int		 redo;		/* 0, or 1 + enum record_kind */
	int		 redo_ok;	/* the game is its document's (not
					   joined to the one before) */
	uint64_t	 doc_off;	/* the document start's stream offset */
	uint64_t	 doc_line;	/* its line, 0-based, line0 included */
	size_t		 doc_mark;	/* r->d->len before its findings */
	int		 joined;	/* a key of the game's mapping starts
					   the next game (rd_joined) */
	int		 joinkey;	/* T_GAME or T_PLAYERS */
	struct srcpos	 joinpos;
	int		 any;		/* a document or a syntax error
					   has been met, here or before
					   the origin */
	uint64_t	 offset0;	/* origin: bytes before it */
	uint64_t	 subfrom;	/* bytes read as other characters
					   before it are of lines not read: offset0,
					   but where a document is read
					   again (rd_redo) */
	uint64_t	 docline;	/* the line (0-based, line0 included)
					   of the last document start met,
					   or where the parser started: a
					   resume goes on after it */
	struct arena	 arena;		/* this game's strings and arrays */
	size_t		 text;		/* bytes of the game's scalars read
					   (READER_MAX_GAME) */
	struct record	 rec;
	struct rec_move	*moves;		/* reused from game to game */
	size_t		 movecap;
	struct arena	 scratch;	/* clever: one entry's nodes, dropped
					   once it is read (clever_read.c) */
	int		 cn_scratch;	/* clever_node_build builds in scratch */
	struct clever_entry *cmoves;	/* clever entries, reused from game
					   to game */
	size_t		 cmovecap;
	size_t		 cdeferred;	/* bytes the clever entries read
					   so far allocated, counted toward
					   READER_MAX_GAME at the mapping's
					   end (clever_read.c) */
	struct diags	*d;
	int		 move;		/* move index for diagnostics */

	/* Per game. */
	int		 root_map;	/* the document is a mapping */
	uint32_t	 seen;		/* top-level keys read, bit per key */
	int		 kind_known;	/* the game key said which game this
					   is (rec.kind); until then the
					   keys of one game only are kept */
	uint32_t	 early;		/* keys read as Ingenious's before
					   the game key (moves, racks,
					   claims), by bit */
	struct clever_node *tree[T__MAX]; /* values kept as trees: a key
					   of one game only met before the
					   game key, a clever game's keys
					   (reader_game.c) */
	struct srcpos	 keptpos[T__MAX]; /* their keys' positions */
	const char	*keptname[T__MAX]; /* their keys as written */
	struct rd_later	*later;		/* unknown keys before the game key */
	struct rd_later	**latertail;
	struct clever_owned cown;	/* the clever moves' findings
					   (clever_moves_stream) */
	enum variant	 variant;	/* header words as read */
	enum ruleset	 ruleset;
	enum tileset	 tiles;
	int		 has_corners;
	uint8_t		 corners[BOARD_SYMBOLS];
	size_t		 player_len[MAX_SEATS];	/* of rec.players[] */
	struct srcpos	 player_pos[MAX_SEATS];	/* their nodes */
	int		 players_flow;	/* the list is written [a, b] */
	int		 players_quote;	/* its first name is quoted: '"' or
					   '\'', else 0 */
	char		 player_quote[MAX_SEATS]; /* each name's, so */
	const char	*was[MAX_SEATS];	/* a name the list misspelt,
					   as it was, or NULL (rd_misspelt_seats) */
	size_t		 waslen[MAX_SEATS];
	struct srcpos	 row_pos[MAX_SEATS]; /* the keys of their result
					   rows (rec.has_result) */
	struct stranger	 stranger[READER_STRANGERS];
	int		 nstranger;
	int		 seat_hint;	/* the seat rd_lookup tries first */
	int		 players_ok;	/* names can be looked up */
	int		 players_n;	/* names listed, valid or not */
	int		 players_bad;	/* the list is unusable */
	int		 header_bad;	/* a required value is unusable */
	int		 moves_limited;
	int		 entry_open;	/* a move entry is being read, of
					   either game */
	size_t		 entry_mark;	/* r->d->len at its start */
	int		 entry_line;	/* its first line, 1-based */
	int		 open_key;	/* the top-level key whose value is
					   being read, or -1 (broken_game) */
	int		 last_key;	/* the one whose value was read
					   last, or -1 */
	size_t		 done_line;	/* where the last value of the game
					   mapping or move entry read whole
					   ends, 0-based, less line0
					   (broken_game) */
	int		 negatives;	/* a claim holds a number below zero */
	size_t		 ndiags;	/* rd_diag calls this game */
	int		 kept;		/* the last rd_diag call added
					   one */
	unsigned	 read_as;	/* keys of the table given to rd_key,
					   by bit, that an unknown key near
					   one is read as (rd_key) */
	enum diag_code	 read_as_code;	/* the error that reading reports:
					   bad-move for an action,
					   misspelt-key for a header key */
	unsigned	 read_as_far;	/* of read_as, those read as from the
					   nearest spelling, not one slip
					   only (rd_unknown_key) */
	unsigned	 read_as_warn;	/* of read_as, those reported as
					   unknown-key (a warning) instead */
	unsigned	 read_has;	/* keys of the table the mapping has:
					   an unknown key near one is not it,
					   and gets no fix */
	uint32_t	 misread;	/* top-level keys read from a key
					   misspelt (enum topkey bits) */
	uint32_t	 noread;	/* top-level keys the game has, met
					   after a key misspelt was read as
					   one: on the reading again, that
					   key stays unknown (read_game) */
	struct pend	*pend;		/* names to look up at the end */
	struct pend	**pendtail;
};

/*
 * What a value is called in messages: "score", or with a player's name
 * "Anna's rack", written out (rd_what_text) only when a message needs it.
 */
struct rd_what {
	const char	*who;		/* NULL, or the name, in the arena */
	size_t		 wholen;	/* of who */
	const char	*what;		/* "score"; after who: "rack" */
};
#define READER_WHAT	(READER_SHOW + 32)	/* bytes of its text */

/* Reading events (reader.c). */
int	rd_next_rare(struct reader *);
int	rd_next_failed(struct reader *);
int	rd_word(const struct rd_word *, int ntab, const char *s, size_t n,
	    int icase);
int	rd_key(struct reader *, int depth, const struct rd_word *, int ntab,
	    int (*find)(const char *, size_t), const char *where);
int	rd_skip_node(struct reader *, int depth);
/* reader_error.c: keep libyaml's error (or the input's) for reporting. */
void	rd_syntax_error(struct reader *);
/*
 * Report the syntax error kept, then go on at the next document or, if
 * that cannot be, abandon the stream.  Returns -1.
 */
int	rd_fail(struct reader *);
int	rd_broken(struct reader *);
int	rd_limit(struct reader *, struct srcpos, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));
const char *rd_show(char buf[READER_SHOW + 8], const char *s, size_t n);
/*
 * The text s[0..n) of a line of the input, as a message quotes it
 * (rd_show): a byte that is not UTF-8 there (read as another character,
 * reader_bytes.c) as '?'.  In reader_marks.c.
 */
const char *rd_show_raw(char buf[READER_SHOW + 8], const char *s, size_t n);
const char *rd_what_text(char buf[READER_WHAT], const struct rd_what *);
void	rd_diag(struct reader *, enum diag_code, struct srcpos,
	    const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/*
 * 1 if the reader keeps no more diagnostics in this game (past
 * READER_MAX_DIAGS): a message need not be worked out, nor a near
 * spelling looked for.
 */
static inline int
rd_full(const struct reader *r)
{
	return r->ndiags >= READER_MAX_DIAGS;
}

/* The diagnostic the last rd_diag call added, NULL if none (the cap). */
struct diag *rd_last(struct reader *);
/*
 * The fix of the diagnostic the last rd_diag call added (nothing past the
 * cap): fix, the entry or word meant, as the message asks for it; the
 * bytes of at replaced by text, if at has bytes (at.len > 0); and why,
 * why it is likely or what the reader does with it, or NULL.
 */
/*
 * s[0..n) as the number a hand meant where letters stand for the digits
 * they look like (O or o for 0, l or I for 1: "1O", "l2"), at least one
 * of them and at most five characters; its digits in buf.  0 and *out
 * set, or -1 if it is not such a number (genial(1) FAULTY RECORDS, "The
 * reader").  Both games' readers ask it of a number they cannot read.
 */
int	rd_lookalike_number(const char *s, size_t n, int *out, char buf[8]);
#define RD_LOOKALIKE_WHY	"A letter is read as the digit it looks like"
/*
 * 1 if s[0..n) is a mark a scoresheet writes for nothing where a number
 * goes: one to three hyphens, or one dash or minus sign (genial(1)
 * FAULTY RECORDS, "The reader"); else 0.  A claim reads it as 0.
 */
int	rd_nothing_mark(const char *s, size_t n);
#define RD_NOTHING_WHY	"A dash is the paper's mark for nothing: a zero"

void	rd_fix(struct reader *, const char *fix, struct srcpos at,
	    const char *text, const char *why);
/*
 * s[0..n) as a YAML scalar that reads as s wherever a word of the
 * notation goes (a block or a flow mapping): as it is when that is safe
 * (same, if not NULL, or a copy), else double-quoted, in the arena.
 */
const char *rd_scalar_text(struct reader *, const char *s, size_t n,
	    const char *same);
const char *rd_kind(const yaml_event_t *);
int	rd_text(struct reader *, int depth, const char *key, const char **out);
/*
 * The rule for a header text (event, site, date, round, title, source,
 * description) of either game: s[0..n), in the arena, becomes *out (a
 * field of r->rec); a date that is not YYYY-MM-DD is a bad-value error
 * at pos.  The clever reader and rd_text both come here, so key order
 * never changes a verdict.
 */
void	rd_header_text(struct reader *, struct srcpos pos, const char **out,
	    const char *s, size_t n);
/* 1 for "true", 0 for "false" (any case), -1 for another word: the value
   of excerpt (genial-record(5)). */
int	rd_excerpt_word(const char *s, size_t n);
/*
 * excerpt: true or false (genial-record(5)), any case, in both games;
 * another value is a bad-value and leaves the record a whole game.  The
 * current event is the value.  Returns 0, or -1 when the stream ends.
 */
int	rd_excerpt(struct reader *);
/* The value of Ingenious header key k (T_VARIANT, T_RULES, T_TILES,
   T_CORNERS) from its node (reader_header.c). */
void	rd_ingenious_header(struct reader *, int k,
	    const struct clever_node *);

/*
 * Position of the current event's first character, 1-based, and the bytes
 * of its text: a scalar's whole source (quotes and all), an alias; a
 * collection's start gets len 0 here, its whole extent at its end
 * (rd_close).
 */
static inline struct srcpos
rd_pos(const struct reader *r)
{
	const struct span_map	*sp = &r->in.sp;
	struct srcpos		 p;
	size_t			 line = r->ev.start_mark.line + r->in.line0;
	size_t			 a = r->ev.start_mark.index;
	size_t			 b = r->ev.end_mark.index;
	uint64_t		 x, y;

	p.line = line < INT32_MAX ? (int)line + 1 : INT32_MAX;
	p.col = r->ev.start_mark.column < INT32_MAX ?
	    (int)r->ev.start_mark.column + 1 : INT32_MAX;
	/*
	 * An event's text is at most a scalar or comment's worth
	 * (READER_MAX_GAP), far below 4 GiB.
	 */
	if (sp->n == 0) {	/* no wide character still in use */
		p.off = sp->origin + sp->base + a;
		p.len = r->ev.type <= YAML_SCALAR_EVENT ? (uint32_t)(b - a) : 0;
		return p;
	}
	x = span_byte_rare(sp, a);
	y = span_byte_rare(sp, b);
	p.off = x;
	p.len = x != SPAN_UNKNOWN && y != SPAN_UNKNOWN && y - x <= UINT32_MAX &&
	    r->ev.type <= YAML_SCALAR_EVENT ? (uint32_t)(y - x) : 0;
	return p;
}

/*
 * The line, 0-based less line0, on which the last event read with text
 * ends, the current one included: where a block scalar ends at the start
 * of the line after it, the line before.
 */
static inline size_t
rd_end_line(const struct reader *r)
{
	const yaml_mark_t	*a = &r->ev.start_mark, *b = &r->ev.end_mark;

	if (b->index <= a->index)
		return r->in.sp.endline;
	return b->column == 0 && b->line > a->line ? b->line - 1 : b->line;
}

/*
 * At a collection's end event: pos, its start's position (rd_pos), gets
 * the collection's whole extent, from its first byte to its last.  A
 * flow collection's end event is its closing bracket; a block one's is
 * empty, and so is the end of what holds it, so the last event read with
 * text ends it.  At another event (the key that starts a game joined to
 * this one) the collection ended before it.
 */
static inline void
rd_close(const struct reader *r, struct srcpos *pos)
{
	uint64_t	 idx, end;

	idx = (r->ev.type == YAML_MAPPING_END_EVENT ||
	    r->ev.type == YAML_SEQUENCE_END_EVENT) &&
	    r->ev.end_mark.index > r->ev.start_mark.index ?
	    r->ev.end_mark.index : r->in.sp.endidx;
	end = span_byte(&r->in.sp, idx);
	pos->len = pos->line > 0 && end != SPAN_UNKNOWN &&
	    pos->off != SPAN_UNKNOWN && end >= pos->off &&
	    end - pos->off <= UINT32_MAX ? (uint32_t)(end - pos->off) : 0;
}

/*
 * The span of n bytes at byte at of the current scalar's value: exact
 * when the scalar's text in the source is its value (plain, or quoted
 * without escapes, and not folded differently); else the scalar's
 * offset with len 0 (a fix then replaces the whole scalar).  The line and
 * column are the scalar's, moved on over the characters before at when
 * it is on one line.
 */
struct srcpos rd_subspan(const struct reader *, size_t at, size_t n);
/*
 * The current event as a list written without its brackets: a plain
 * scalar on one line, at most READER_SHOW bytes, of words separated by
 * commas (Anna, Ben; YB, GR), each word not empty (blanks around it not
 * counted).  Each word's byte offset, length and span into part[0..max);
 * returns their number, or -1 if the value is not such a list or has
 * more than max words (genial(1) FAULTY RECORDS, "The reader").
 */
struct rd_part {
	size_t		 at;		/* byte offset in the scalar's value */
	size_t		 n;		/* bytes */
	struct srcpos	 pos;		/* its span */
};
int	rd_bare_list(const struct reader *, struct rd_part *, int max);
#define RD_BARE_LIST_WHY	"A list written without its brackets"
/*
 * The tiles of what (swap, draw, a rack) written as a list without its
 * brackets (rd_bare_list), each a good tile: read into tl with one
 * bad-value whose fix puts the brackets round them; 0.  -1, nothing
 * reported or read, if the current event is not such a list.
 */
int	rd_tiles_bare(struct reader *, const struct rd_what *what,
	    struct tilelist *tl);
/*
 * The value of an unknown key of a move entry (a mapping, the current
 * event), reported as diagnostic di with no fix, read as claim key (score
 * or total) the entry lacks, into cl (genial(1) FAULTY RECORDS, "The
 * reader"): where it reads as a claim of at least one colour and no
 * malformed number, the key is taken as misnamed, di gets key as its fix,
 * and 1 is returned; else cl is emptied, whatever reading it reported
 * taken back, and 0 returned.  -1 when the stream ends.
 */
int	rd_claim_misnamed(struct reader *, int depth, size_t di,
	    const char *key, const struct rd_what *what, struct claim *cl,
	    int negok);

/*
 * Pull the next event into r->ev, releasing the current one.  Aliases and
 * scalars past the size limit are reported here, once each; value readers
 * then pass over them (rd_dead).  Returns 0, or -1 on a syntax error or a
 * limit that ends the stream, kept in r->errmsg.
 *
 * This runs once per event, so the common case is kept here, inline;
 * what is rare goes to rd_next_rare.  Every event goes back through
 * yaml_event_delete, as libyaml's interface asks, even those that own
 * nothing today.
 */
static inline int
rd_next(struct reader *r)
{
	/*
	 * The input may hand out READER_MAX_GAP bytes past the end of the
	 * event in hand (input_read), which is noted here, before the next
	 * parse: no read comes between the two.
	 */
	r->in.events++;
	r->in.markline = r->ev.end_mark.line;	/* all zero before the first */
	r->in.markcol = r->ev.end_mark.column;
	if (r->ev.end_mark.index > r->ev.start_mark.index) {
		r->in.sp.endidx = r->ev.end_mark.index;
		r->in.sp.endline = r->ev.end_mark.line;
	}
	yaml_event_delete(&r->ev);
	if (!yaml_parser_parse(&r->parser, &r->ev))
		return rd_next_failed(r);
	if (r->ev.type == YAML_SCALAR_EVENT)
		r->text += r->ev.data.scalar.length;
	if (r->text > READER_MAX_GAME || r->arena.used > READER_MAX_MEMORY ||
	    r->ev.type == YAML_ALIAS_EVENT ||
	    (r->ev.type == YAML_SCALAR_EVENT &&
	    r->ev.data.scalar.length > READER_MAX_SCALAR))
		return rd_next_rare(r);
	return 0;
}

/*
 * Pass over the node that starts with the current event, at nesting
 * depth depth (the document's root is 1), ending on its last event.
 * Returns 0, or -1 when the stream ends (rd_skip_node).
 */
static inline int
rd_skip(struct reader *r, int depth)
{
	if (r->ev.type != YAML_MAPPING_START_EVENT &&
	    r->ev.type != YAML_SEQUENCE_START_EVENT)
		return 0;
	return rd_skip_node(r, depth);
}

/* 1 if s[0..n), written plain, means null: empty, ~ or null. */
static inline int
rd_null_word(const char *s, size_t n)
{
	return n == 0 || (n == 1 && s[0] == '~') || (n == 4 &&
	    (!memcmp(s, "null", 4) || !memcmp(s, "Null", 4) ||
	    !memcmp(s, "NULL", 4)));
}

/* 1 if the event is a plain scalar meaning null: empty, ~ or null. */
static inline int
rd_is_null(const yaml_event_t *ev)
{
	if (ev->type != YAML_SCALAR_EVENT ||
	    ev->data.scalar.style != YAML_PLAIN_SCALAR_STYLE)
		return 0;
	return rd_null_word((const char *)ev->data.scalar.value,
	    ev->data.scalar.length);
}

/* 1 if the current node was refused by rd_next (an alias, a huge scalar). */
static inline int
rd_dead(const struct reader *r)
{
	return r->ev.type == YAML_ALIAS_EVENT ||
	    (r->ev.type == YAML_SCALAR_EVENT &&
	    r->ev.data.scalar.length > READER_MAX_SCALAR);
}

/* The current scalar's text and length. */
#define EV_S(r)	((const char *)(r)->ev.data.scalar.value)
#define EV_N(r)	((r)->ev.data.scalar.length)

static inline int
is_scalar(const struct reader *r)
{
	return r->ev.type == YAML_SCALAR_EVENT;
}

/* A colour given as one letter, or NO_COLOUR. */
static inline int
rd_colour_word(const char *s, size_t n)
{
	return n == 1 ? colour_parse((unsigned char)s[0]) : NO_COLOUR;
}

/*
 * Did you mean (reader_near.c): the one nearest candidate, if near.
 * near_init, then near_try for each candidate (index: what to return),
 * then near_result: the index, or -1 if none is near or two are nearest.
 */
struct rd_near {
	const char	*s;		/* the word as written */
	size_t		 n;
	int		 best;		/* index of the nearest so far,
					   or -1 */
	int		 dist;		/* its distance; at first one
					   past the most allowed */
	int		 ties;		/* others at that distance */
};
void	near_init(struct rd_near *, const char *s, size_t n);
void	near_try(struct rd_near *, int index, const char *cand, size_t cn);
int	near_result(const struct rd_near *);
/* The nearest word of tab (its index), cell, tile, colour; or -1,
   NO_CELL, -1, NO_COLOUR. */
int	rd_near_word(const struct rd_word *, int ntab, const char *s,
	    size_t n);
/* 1 if a[0..an) is one slip from b[0..bn): a letter changed, added or
   dropped, or two neighbours swapped (ASCII letters in either case). */
int	rd_one_slip(const char *a, size_t an, const char *b, size_t bn);
/* The nearest of names[0..n) to s[0..len), or -1. */
int	rd_near_list(const char *const *names, int n, const char *s,
	    size_t len);
/*
 * The one of names[0..n) that s[0..len) abbreviates, or -1: the name
 * starts with s (case aside; one trailing '.' dropped: "A.", "Cl") and
 * is longer, and no other name does.  For a player's name no nearer
 * spelling matches (genial(1) FAULTY RECORDS, "The reader").
 */
int	rd_near_abbrev(const char *const *names, int n, const char *s,
	    size_t len);
/*
 * The keys of a mapping, for the one report of a key that is not one of
 * them: a table of words, or (words NULL) a list of names.
 */
struct rd_keys {
	const struct rd_word	*words;
	const char *const	*names;
	int			 n;
};
/*
 * The one report of a key s[0..n) at pos that is not one of keys, for
 * every mapping of both games (genial(1) FAULTY RECORDS): a key meant in
 * the wrong case ("... (keys are lower case)"), or the nearest key (did
 * you mean), is its fix; misspelt-claim when that key holds a claim,
 * unknown-key otherwise.  If the key meant is one of r->read_as (by
 * index in keys) and s is that key in another case or one slip from it
 * (rd_one_slip; any near spelling for one of r->read_as_far), the key is
 * read as it (rd_read_as, of code
 * r->read_as_code, or unknown-key for one of r->read_as_warn) and its
 * index returned; else -1.  A key near one of r->read_has (one the
 * mapping has) is reported as unknown, with no fix.
 */
int	rd_unknown_key(struct reader *, struct srcpos pos, const char *s,
	    size_t n, const struct rd_keys *keys, const char *where);
/*
 * The rule for a player's name s[0..n), the one for both games
 * (genial-record(5) "players", genial-clever(5)): not empty or null (null
 * set: YAML read it so), no control character (rtext_name_ok), not the
 * word draw in any case (winner: draw), not a name already among
 * r->rec.players.  Reports the first rule broken at pos (bad-value) and
 * returns -1; 0 for a good name.
 */
int	rd_player_name(struct reader *, struct srcpos pos, const char *s,
	    size_t n, int null);

/*
 * An unknown key s[0..n) at pos that is read as the key meant (an action
 * of a move entry, a header key that changes the rules: genial(1)
 * FAULTY RECORDS): the finding of code, "unknown key 'S' WHERE" (with
 * "(keys are lower case)" if icase), its fix meant, "It is read as ...".
 * The one wording of it for both games.
 */
void	rd_read_as(struct reader *, enum diag_code code, struct srcpos pos,
	    const char *s, size_t n, const char *meant, const char *where,
	    int icase);
int	rd_near_cell(const char *s, size_t n);
int	rd_near_tile(const char *s, size_t n, struct tile *);
int	rd_near_colour(const char *s, size_t n);

/*
 * The values.  Each reader starts on the value's first event, ends on its
 * last, and returns 0, or -1 on a syntax error (the stream is over).
 */
/* reader_game.c */
int	rd_root(struct reader *);
int	rd_joined(struct reader *);
/* reader_players.c */
int	rd_players(struct reader *, int depth);
int	rd_player_map(struct reader *, int depth, enum pend_kind);
int	rd_winner(struct reader *, int depth);
/*
 * The colours of one claim written as words (reader_words.c): the
 * finding of the first, and each word, as written.
 */
struct rd_words {
	size_t		 word;		/* 1 + the finding's index, or 0 */
	int		 nwords;	/* how many it names */
	int		 wc[COLOURS];	/* their colours */
	char		 ws[COLOURS][READER_SHOW + 8];	/* as written */
};
/* The current event, colour c's word, was just reported: note it. */
void	rd_colour_words_first(struct reader *, struct rd_words *, int c);
/*
 * The current event, a later key naming colour c as a word: it joins
 * the first's finding as one more replacement, and the finding names
 * them all: 1; 0 where there is no such finding.
 */
int	rd_colour_words(struct reader *, const struct rd_what *,
	    struct rd_words *, int c);
/*
 * The game word s[0..n) of game: ingenious 0, clever 1.  A word one slip
 * from exactly one of them is read as it, with a bad-value finding whose
 * fix is that word (genial(1) FAULTY RECORDS, "The reader"); otherwise
 * -1, nothing reported (reader_header.c).
 */
int	rd_game_word(struct reader *, const char *s, size_t n);
/*
 * At a key of the game mapping: a result row written at the margin
 * (reader_margin.c) read as the row, with its finding: 1; 0 if the key is
 * not one (nothing read); -1 when the stream ends.
 */
int	rd_margin_row(struct reader *, int depth);
/*
 * reader_margin.c: the current event, a key of the result's mapping that
 * is no player's name but winner, the game's key the game lacks, its line
 * indented as the rows: read as the game's winner with one unknown-key
 * finding whose fix is the indentation of the game's keys; 1.  0 if it is
 * not one (nothing read), -1 when the stream ends.
 */
int	rd_indented_key(struct reader *, int depth);
/*
 * The seat of the player s[0..n) names, or most likely means (as a
 * player: value is read, a name near or abbreviated), the players being
 * read already; or -1.  Reports nothing.
 */
int	rd_name_seat(struct reader *, const char *s, size_t n);
/*
 * The current event, a key that is a player's name or one slip from one
 * (rd_name_seat), in an entry with no player yet: with no value, the
 * player's name written without its key, read as the entry's player
 * (genial(1) FAULTY RECORDS), its fix putting the key back in a flow
 * mapping; 1.  With a value, an unknown key of keys as any other,
 * the value passed over; 0.  -1 when the stream ends.
 */
int	rd_bare_player(struct reader *, int depth, struct rec_move *,
	    const struct rd_keys *keys);
int	rd_lookup_rest(struct reader *, const char *s, size_t n);
/* Seat of a name among the players read so far, or -1. */
int	rd_seat_of(const struct reader *, const char *s, size_t n);
/* 1 if s[0..n) is the word 'draw', which no player may be named
   (winner: draw means a drawn game, genial-record(5)). */
int	rd_is_draw(const char *s, size_t n);
struct pend *rd_pend(struct reader *, enum pend_kind, const char *s,
	    size_t n, struct srcpos);
void	rd_resolve(struct reader *);
/*
 * Keep name s[0..n) at pos, none of the players and near none, as a
 * result row's key (claim set later) or the winner; its index, or -1 if
 * there is no room (then it is for the caller to report).
 */
int	rd_stranger(struct reader *, const char *s, size_t n,
	    struct srcpos pos, int winner);
/*
 * reader_dropped.c: the header's players read against the names the
 * game uses, once every name has been looked up: a player the header
 * left out put in at the seat the turns show (genial(1) FAULTY
 * RECORDS), with one finding at the header; then the strangers no
 * reading took reported.  1 if a player was put in.
 */
/* The game's findings of the words read on a mended line withdrawn. */
void	rd_mended_finish(struct reader *);
int	rd_dropped(struct reader *);
/* The name s[0..n) as the list writes a name quoted with quote (0: as
   the notation writes a name, plain where that is safe). */
const char *rd_name_text(struct reader *, const char *s, size_t n,
	    int quote);
/*
 * reader_misspelt.c: between the two passes of rd_resolve, the listed
 * names no entry uses read against the names the entries use that the
 * list lacks: where those take the unused seats' turns, the list's
 * names are misspelt (genial(1) FAULTY RECORDS), one finding at each,
 * and the list is read with the entries' names.  The number renamed.
 */
int	rd_misspelt(struct reader *);
/*
 * The rule of rd_misspelt for either game: the n entries of a game, in
 * order, label[i] the seat entry i names or -1 (overwritten), those of
 * turn[] (all if NULL) its player's turns, which go round the seats;
 * the names the list lacks are the pend entries of kind; used, the
 * seats used otherwise (racks).  Each listed name misspelt so is
 * reported at the list and replaced by the entries' name, the old one
 * kept in r->was[seat].  The number renamed.
 */
int	rd_misspelt_seats(struct reader *, enum pend_kind kind, size_t n,
	    int *label, const unsigned char *turn, unsigned used);
/*
 * The finding at at, where what ("the result row"; NULL: the winner)
 * names seat u as the list misspelt it (r->was[u]), its fix the
 * entries' name.
 */
void	rd_misspelt_rest(struct reader *, int u, struct srcpos at,
	    const char *what);
/* reader_moves.c */
int	rd_moves(struct reader *, int depth);
/*
 * The current event, an entry of a block list of names at depth, a move
 * entry with the line "moves:" lost above it (rd_lost_key): one finding
 * with that line as its fix, and the entry and the rest of the list read
 * as the moves; 1.  0 if it is not one (nothing read), -1 when the
 * stream ends.
 */
int	rd_moves_unkeyed(struct reader *, int depth);
/*
 * reader_place.c: the value of place, the current event, into m; a text
 * cut short by a comma in a flow mapping is kept in r->split, to be
 * joined by rd_place_join or reported by rd_place_flush.  Returns 0, or
 * -1 on a syntax error.
 */
int	rd_place(struct reader *, int depth, struct rec_move *m);
/* 1 if s[0..n) is a place text as written: a tile and two cells. */
int	rd_is_place_text(const char *s, size_t n);
/*
 * The words of place text s[0..n): up to three, each at[k], len[k]
 * bytes; *odd set if the separators are other than one blank between
 * the words and none around them.  Returns the count (4: more than 3).
 */
int	rd_place_words(const char *s, size_t n, size_t at[3], size_t len[3],
	    int *odd);
/*
 * reader_pieces.c.  With r->split pending and the current event a key of
 * m's entry: 1 if
 * the key, plain and empty, is the rest of the place text cut by the
 * comma before it (the key and its empty value read: the text is read
 * whole once it has its three words); 2 if it looked so but has a value
 * (reported as an unknown key, its value the current event, to skip);
 * 0 if it is none (the text kept is reported; the key is the caller's);
 * -1 on a syntax error.
 */
int	rd_place_join(struct reader *, struct rec_move *m);
/* The place text kept in r->split, if any, read and reported as it is. */
void	rd_place_flush(struct reader *, struct rec_move *m);
/* reader_game.c: the keys kept until the game key, at the mapping's end
   when it never came (to Ingenious, the default). */
void	rd_kept_finish(struct reader *);
/* clever_read.c: the keys of a clever game, handed over by the spine */
/* game: clever read: the record is a clever one. */
void	rd_clever_begin(struct reader *);
/* The moves, the current event their value's first: 0, or -1 when the
   stream ends. */
int	rd_clever_moves(struct reader *);
/* At the mapping's end: the keys kept read, the checks; sets usable. */
void	rd_clever_finish(struct reader *);
/*
 * reader_redo.c: the game key read is of kind, after keys read as the
 * other game's: 1 if the document is to be read again as kind (r->redo
 * set; the caller returns -1 up to read_doc), 0 if it cannot be (read on).
 */
int	rd_redo_ask(struct reader *, enum record_kind kind);
/*
 * Start the document of r->redo again: a new parser at its start, the
 * findings of the first reading taken back, the game count as before
 * it.  The current event is then the document's start.  Returns 0, or
 * -1 (kept as an error, for rd_fail).
 */
int	rd_redo(struct reader *);
/* A limit ended the stream in the mapping: the moves' findings taken
   back. */
void	rd_clever_drop(struct reader *);
/* reader_values.c */
int	rd_tiles(struct reader *, int depth, const struct rd_what *,
	    struct tilelist *, int *ok);
int	rd_claim(struct reader *, int depth, const struct rd_what *,
	    struct claim *, int negok, struct rec_unread *u);
/* bonus: the call of entry m, into m; 0, or -1 when the stream ends. */
int	rd_bonus(struct reader *, int depth, struct rec_move *m);
int	rd_bad_tile(struct reader *, struct srcpos, const char *s,
	    size_t n, struct tile *near);
/* What a tile word that is not two colour letters says of the tile. */
void	rd_tile_letters(struct rec_move *, const char *s, size_t n);
int	rd_near_colour_of(const struct reader *, const char *s, size_t n);
void	rd_colour_fix(struct reader *, int c, struct srcpos);
/* s[0..n) as a whole number of at most five digits and a sign: 0 and
   *out set, or -1. */
int	rd_number(const char *s, size_t n, int *out);

/*
 * reader_unread.c: claims that do not read (struct rec_unread).
 * rd_unread_read reads the value that starts with the current event
 * into u (its form, its numbers, its span), ending on its last event;
 * 0, or -1 when the stream ends.  rd_unread_keep keeps u in the record
 * as entry move's claim under key (enum unread_key), or for UK_RESULT
 * as the result row of seat move; rd_unread_moved
 * moves the claims of keys (bits of enum unread_key) of entry from,
 * the last entry read, to entry to.  rd_unread_finish puts the kept
 * claims in the order read, at the game's end, and with report gives
 * each its finding (rd_unread_diag: the record is not judged).
 */
int	rd_unread_read(struct reader *, int depth, struct rec_unread *u);
void	rd_unread_keep(struct reader *, const struct rec_unread *u,
	    size_t move, int key);
void	rd_unread_moved(struct reader *, size_t from, size_t to,
	    unsigned keys);
void	rd_unread_diag(struct reader *, const struct rec_unread *u, int move);
void	rd_unread_finish(struct reader *, int report);

/*
 * Look up a player name now, if the players are known.  Returns the seat;
 * -1 if the players are unusable; -2 if the players key has not been
 * read yet or the name is none of them (for rd_pend: rd_resolve looks it
 * up).  Names are unique, so the seat that plays next is tried first,
 * here.
 */
static inline int
rd_lookup(struct reader *r, const char *s, size_t n)
{
	int	 seat = r->seat_hint;

	if (r->players_ok && seat < r->rec.nplayers &&
	    r->player_len[seat] == n && memcmp(r->rec.players[seat], s, n) == 0) {
		r->seat_hint = seat + 1 < r->rec.nplayers ? seat + 1 : 0;
		return seat;
	}
	return rd_lookup_rest(r, s, n);
}

#endif
