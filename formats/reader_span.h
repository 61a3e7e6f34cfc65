/*
 * Inside the record reader (reader_int.h includes this): what it keeps
 * to give each node its bytes in the input and each finding its fix: the
 * byte offsets of libyaml's marks (reader_span.c), a syntax error in
 * plain words (reader_explain.c), and a key written key:value
 * (reader_keys.c).
 */
#ifndef GENIAL_READER_SPAN_H
#define GENIAL_READER_SPAN_H

#include <stddef.h>
#include <stdint.h>

#include <yaml.h>

#include "../core/diag.h"

/*
 * The byte spans of nodes (struct srcpos off and len).  libyaml's marks
 * count characters from the parser's first byte; a character of k bytes
 * puts the byte offsets of those after it k - 1 further on.  The UTF-8
 * check sees every such character before libyaml does, and notes them
 * here in runs of characters of one width (span_wide); a mark's byte
 * offset is origin + its index + the extra bytes of the characters before
 * it (span_byte).  Runs wholly before the end of the last event read are
 * let go when the table is full; past SPAN_MAX_RUNS runs still in use the
 * oldest are merged into a region whose characters' offsets are no longer
 * known (SPAN_UNKNOWN: such a node gets len 0).
 */
#define SPAN_MAX_RUNS	65536
#define SPAN_UNKNOWN	UINT64_MAX

struct span_run {
	uint64_t	 idx;		/* its first character's index */
	uint64_t	 extra;		/* extra bytes of the characters
					   before it */
	uint32_t	 count;		/* characters in the run */
	uint32_t	 width;		/* bytes of each, 2 to 4; 0: a
					   region of characters merged
					   (span_merge), 1: its end */
};

struct span_map {
	uint64_t	 origin;	/* stream offset of character 0 */
	uint64_t	 base;		/* extra bytes before the first run
					   kept (runs let go, a byte order
					   mark) */
	uint64_t	 total;		/* extra bytes of every character
					   noted */
	uint64_t	 endidx;	/* the end of the last event read
					   that is not empty: where a block
					   collection ends, and before which
					   runs may be let go */
	size_t		 endline;	/* its line, 0-based, less line0 */
	struct span_run	*v;		/* owned */
	size_t		 n, cap;
};

/* reader_span.c */
void	span_reset(struct span_map *, uint64_t origin);
void	span_free(struct span_map *);
/* A character of width bytes (2 to 4) at stream offset off, code cp. */
void	span_wide(struct span_map *, uint64_t off, int width, uint32_t cp);
/*
 * n bytes at stream offset off that libyaml is not handed (bytes left
 * out, struct in_sub): the character before them is taken to end after
 * them, so that those after are n bytes further on.
 */
void	span_gap(struct span_map *, uint64_t off, uint32_t n);
/* The stream offset of the character libyaml numbers idx, the rare way. */
uint64_t span_byte_rare(const struct span_map *, uint64_t idx);

/* The stream offset of the character libyaml numbers idx. */
static inline uint64_t
span_byte(const struct span_map *sp, uint64_t idx)
{
	if (sp->n == 0)
		return sp->origin + sp->base + idx;
	return span_byte_rare(sp, idx);
}

/*
 * A syntax error in plain words, where the slip is, and its fix
 * (reader_explain.c), found while libyaml's parser still holds it.
 */
struct rd_plain {
	int		 found;
	char		 msg[160];
	struct srcpos	 pos;
	char		 fix[64];	/* the entry meant, or "" */
	struct srcpos	 at;		/* the edit's bytes; line 0: none */
	char		 text[128];	/* what replaces them */
	int		 move;		/* the move entry at the error's
					   line, or 0 if none is known */
	int		 under;		/* the edit puts its line under the
					   key of the line above, whose value
					   was read as empty */
};

/*
 * A key written key:value in a flow mapping, which YAML reads as one key
 * with no value: the value's text, kept by rd_colon_key for the value's
 * event (rd_colon_take).
 */
struct rd_colon {
	int		 pending;
	char		*text;		/* owned */
	size_t		 n;
	yaml_mark_t	 start, end;	/* where it is, inside the key */
};

struct reader;

/*
 * reader_explain.c: the syntax error kept, if it is a slip a hand makes
 * (a tab, a line indented wrong, a quote or bracket left open, key:value),
 * in plain words in r->plain.  Before the parser is let go.
 */
void	rd_explain(struct reader *);
/*
 * reader_explain.c: line (1-based, in the stream), an entry of the list
 * being read, is a move entry under the key above it with the line
 * "moves:" lost (reader_keyline.c): the message, position and fix into
 * f; 1 if so.
 */
int	rd_lost_key(struct reader *, int line, struct rd_plain *f);
/*
 * The current scalar, a key, read as key:value (a blank missing after
 * the colon at s[j]) or "key value" (the colon missing, a blank at s[j])
 * where s[0..j) is a key of the mapping (index k) and the value starts
 * at s[v]: reported with its fix, and the value kept for rd_colon_take.
 * Returns k, or -1 if the scalar is not such a key.
 */
int	rd_colon_key(struct reader *, int k, size_t j, size_t v);
/*
 * The end of the key of s[0..n), letters, written key:value or
 * "key value", with *v where the value starts; or 0 if it is neither.
 */
size_t	rd_colon_at(const char *s, size_t n, size_t *v);
/*
 * After the value's event of a key read by rd_colon_key (r->colon.pending
 * set): an empty value becomes the text after the colon, where it stands.
 */
void	rd_colon_take(struct reader *);
/* 1 if s[0..n) is a key of the notation or a colour letter. */
int	rd_notation_key(const char *s, size_t n);
int	rd_top_key(const char *s, size_t n);
int	rd_move_key(const char *s, size_t n);
/*
 * Whether the scalar being read is written between quotes (1) or plain
 * (0), where its bytes are those of its value plus the quotes; -1 for a
 * block scalar (| or >), whose bytes are not.
 */
int	rd_scalar_quoted(const struct reader *);

#endif
