/*
 * `genial fix` (genial(1)): a record's text with the fixes of its
 * findings made, every other byte kept.
 *
 * A finding's fix is data (struct diag_edit in core/diag.h): spans of the
 * input's bytes and what replaces them.  One round reads and judges every
 * game of the text, gathers the edits of every finding, keeps those that
 * do not overlap a finding's before them in file order (fix_select), and
 * makes them (fix_apply).  What a round mends may let the next see more
 * (a line of YAML mended, the rest of its game read), so rounds go on
 * while they find edits, at most FIX_ROUNDS; a round is kept only when the
 * text it makes checks no worse than the text before it (fix_worse), so
 * the result never checks worse than the input.  An edit that deletes a
 * node alone on its line after "- " (an entry of a list) deletes the whole
 * line.
 */
#ifndef GENIAL_FIX_H
#define GENIAL_FIX_H

#include <stddef.h>
#include <stdint.h>

struct diag_edit;

#define FIX_ROUNDS	4	/* rounds of fixes at most */

/* One replacement: len bytes at off become text (tlen bytes). */
struct fix_edit {
	uint64_t	 off;
	uint64_t	 len;
	char		*text;		/* owned */
	size_t		 tlen;
	size_t		 finding;	/* which finding of the round (an
					   index the round counts) */
	size_t		 seq;		/* its place among the round's
					   edits as made: a finding's edits
					   at one place go in its order */
};

/* The edits of one round. */
struct fix_edits {
	struct fix_edit	*v;
	size_t		 n, cap;
	size_t		 findings;	/* findings with edits seen */
};

/* How a text checks: what fix_worse compares. */
struct fix_check {
	size_t		 games;
	size_t		 errors;
	size_t		 warnings;
	uint64_t	 unread;	/* lines passed over after syntax
					   errors */
};

/*
 * A finding's edit de as a replacement of the text buf[0..len), into x
 * (x->text allocated; x->finding not set): a span widened to whole lines
 * where the edit says so (struct diag_edit), a copy's bytes put before
 * its text, an entry put back on a line of its own.  Returns 0, or -1 if
 * it lies outside the text or cannot be widened (x then holds nothing).
 */
int	fix_edit_make(const struct diag_edit *de, const unsigned char *buf,
	    size_t len, struct fix_edit *x);

void	fix_edits_init(struct fix_edits *);
void	fix_edits_free(struct fix_edits *);

/*
 * Read and judge every game of buf[0..len) as `genial check` does,
 * counting into *ck; with edits not NULL, add the edits of every finding
 * (those with none are passed over; an edit past the end of the text
 * drops its finding's).  Never fails.
 */
void	fix_check_text(const unsigned char *buf, size_t len,
	    struct fix_check *ck, struct fix_edits *edits);

/*
 * Keep the edits of the findings that overlap no finding's kept before
 * them, in file order of their first edit (the text is len bytes, which
 * the edits lie in); an edit the same as one kept is dropped as already
 * made.  Returns the number of findings kept; the edits are left sorted
 * by offset.  Time and memory in proportion to the edits and the text.
 */
size_t	fix_select(struct fix_edits *, size_t len);

/*
 * The text of buf[0..len) with the edits made (sorted, not overlapping:
 * fix_select's), allocated, its length in *outlen.
 */
unsigned char *fix_apply(const unsigned char *buf, size_t len,
	    const struct fix_edits *, size_t *outlen);

/*
 * 1 if the text checked as b is worse than as a: more lines not read, or
 * as many and more errors.
 */
int	fix_worse(const struct fix_check *b, const struct fix_check *a);

/* What fix_run did. */
struct fix_result {
	unsigned char	*text;		/* the fixed text, owned */
	size_t		 len;
	size_t		 fixes;		/* findings whose fixes were made */
	int		 rounds;	/* rounds kept */
	struct fix_check before;	/* the input, checked */
	struct fix_check after;		/* the result, checked */
};

/*
 * Fix buf[0..len) in rounds, as above.  round, if not NULL, is told of
 * every round kept: the text before, the edits made, the text after.
 * Never fails; res->text is a copy of the input when nothing was fixed.
 */
void	fix_run(const unsigned char *buf, size_t len, struct fix_result *res,
	    void (*round)(void *ctx, const unsigned char *before, size_t blen,
	    const struct fix_edits *, const unsigned char *after, size_t alen),
	    void *ctx);
void	fix_result_free(struct fix_result *);

#endif
