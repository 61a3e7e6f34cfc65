/*
 * genial fix's parts: which edits of a round are made (the first in the
 * file where two overlap, a finding's edits all or none), the text with
 * them made, the rounds (never worse than the input), and the unified
 * diff.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/diag.h"
#include "../../formats/fix.h"
#include "../../formats/udiff.h"

/* Add an edit of finding f. */
static void
edit(struct fix_edits *e, size_t f, uint64_t off, uint64_t len,
    const char *text)
{
	if (e->n == e->cap) {
		e->cap = e->cap ? e->cap * 2 : 8;
		e->v = realloc(e->v, e->cap * sizeof(*e->v));
	}
	e->v[e->n].off = off;
	e->v[e->n].len = len;
	e->v[e->n].text = strdup(text);
	e->v[e->n].tlen = strlen(text);
	e->v[e->n].finding = f;
	e->n++;
	if (f + 1 > e->findings)
		e->findings = f + 1;
}

static char *
made(const char *text, struct fix_edits *e)
{
	size_t	 n;

	return (char *)fix_apply((const unsigned char *)text, strlen(text), e,
	    &n);
}

Test(fix, edits_made_in_file_order)
{
	struct fix_edits	 e;
	char			*s;

	fix_edits_init(&e);
	edit(&e, 0, 10, 3, "Ben");
	edit(&e, 1, 0, 4, "game");
	edit(&e, 2, 5, 0, " ");
	cr_assert_eq(fix_select(&e, 64), 3);
	s = made("gaem:x y  Bne.", &e);
	cr_expect_str_eq(s, "game: x y  Ben.");
	free(s);
	fix_edits_free(&e);
}

/* Two findings mend the same bytes: the first in the file only. */
Test(fix, of_two_overlapping_the_first_is_made)
{
	struct fix_edits	 e;
	char			*s;

	fix_edits_init(&e);
	edit(&e, 0, 4, 4, "WXYZ");
	edit(&e, 1, 2, 4, "abcd");
	cr_assert_eq(fix_select(&e, 64), 1);
	cr_assert_eq(e.n, 1);
	s = made("0123456789", &e);
	cr_expect_str_eq(s, "01abcd6789");
	free(s);
	fix_edits_free(&e);
}

/* A finding's edits are made all or none; the same edit twice once. */
Test(fix, a_finding_all_or_none_and_the_same_edit_once)
{
	struct fix_edits	 e;
	char			*s;

	fix_edits_init(&e);
	edit(&e, 0, 1, 1, "A");
	edit(&e, 1, 3, 1, "B");
	edit(&e, 1, 1, 1, "X");	/* overlaps finding 0: 1 is dropped */
	edit(&e, 2, 3, 1, "B");
	edit(&e, 2, 1, 1, "A");	/* the same as finding 0's: made once */
	cr_assert_eq(fix_select(&e, 64), 2);
	s = made("0123", &e);
	cr_expect_str_eq(s, "0A2B");
	free(s);
	fix_edits_free(&e);
}

Test(fix, an_insertion_at_the_end_of_a_replacement_is_no_overlap)
{
	struct fix_edits	 e;
	char			*s;

	fix_edits_init(&e);
	edit(&e, 0, 0, 2, "ab");
	edit(&e, 1, 2, 0, "-");
	edit(&e, 2, 1, 0, "!");	/* inside the replacement: dropped */
	cr_assert_eq(fix_select(&e, 64), 2);
	s = made("xy z", &e);
	cr_expect_str_eq(s, "ab- z");
	free(s);
	fix_edits_free(&e);
}

/* The rounds: a clean text is itself, a slip is mended. */
Test(fix, a_clean_record_is_written_byte_for_byte)
{
	static const char	 rec[] = "# c\ngame: ingenious\n"
	    "players: ['A', B]\nmoves:\n  - {place: RR L8 M9,  player: A}\n";
	struct fix_result	 res;

	fix_run((const unsigned char *)rec, strlen(rec), &res, NULL, NULL);
	cr_expect_eq(res.fixes, 0);
	cr_expect_eq(res.rounds, 0);
	cr_assert_eq(res.len, strlen(rec));
	cr_expect_eq(memcmp(res.text, rec, res.len), 0);
	fix_result_free(&res);
}

Test(fix, rounds_mend_what_the_first_round_let_be_seen)
{
	/*
	 * The key mended, the moves are read, then the name.  (A key one
	 * slip from a key the game lacks would be read as meant in the
	 * first round already: misspelt-key; mvose is two slips away.)
	 */
	static const char	 rec[] = "game: ingenious\nplayers: [Anna, Ben]\n"
	    "mvose:\n  - {place: RR L8 M9, player: Ana}\n";
	struct fix_result	 res;

	fix_run((const unsigned char *)rec, strlen(rec), &res, NULL, NULL);
	cr_expect_eq(res.rounds, 2);
	cr_expect_eq(res.fixes, 2);
	cr_expect_str_eq((char *)res.text, "game: ingenious\nplayers: [Anna, "
	    "Ben]\nmoves:\n  - {place: RR L8 M9, player: Anna}\n");
	cr_expect_eq(res.after.errors, 0);
	cr_expect(!fix_worse(&res.after, &res.before));
	fix_result_free(&res);
}

Test(fix, worse_is_more_lines_unread_or_as_many_and_more_errors)
{
	struct fix_check	 a = { 1, 2, 0, 5 }, b = a;

	cr_expect(!fix_worse(&b, &a));
	b.errors = 3;
	cr_expect(fix_worse(&b, &a));
	b.unread = 4;
	cr_expect(!fix_worse(&b, &a), "more read is better, errors or not");
	b.unread = 6;
	b.errors = 0;
	cr_expect(fix_worse(&b, &a));
}

/* The diff of two texts, as a string. */
static char *
diff(const char *a, const char *b)
{
	char	*s = NULL;
	size_t	 n = 0;
	FILE	*fp = open_memstream(&s, &n);

	cr_assert_not_null(fp);
	cr_assert_eq(udiff_write(fp, "f.yaml", (const unsigned char *)a,
	    strlen(a), (const unsigned char *)b, strlen(b)), 0);
	fclose(fp);
	return s;
}

Test(udiff, same_texts_no_output)
{
	char	*s = diff("a\nb\n", "a\nb\n");

	cr_expect_str_eq(s, "");
	free(s);
}

Test(udiff, hunks_with_three_lines_of_context_apart_or_merged)
{
	char	*s;

	s = diff("1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n",
	    "1\nTWO\n3\n4\n5\n6\n7\n8\n9\n10\nELEVEN\n12\n");
	cr_expect_str_eq(s, "--- f.yaml\n+++ f.yaml\n"
	    "@@ -1,5 +1,5 @@\n 1\n-2\n+TWO\n 3\n 4\n 5\n"
	    "@@ -8,5 +8,5 @@\n 8\n 9\n 10\n-11\n+ELEVEN\n 12\n");
	free(s);
	s = diff("1\n2\n3\n4\n5\n6\n7\n", "1\nTWO\n3\n4\n5\n6\nSEVEN\n");
	cr_expect_str_eq(s, "--- f.yaml\n+++ f.yaml\n"
	    "@@ -1,7 +1,7 @@\n 1\n-2\n+TWO\n 3\n 4\n 5\n 6\n-7\n+SEVEN\n");
	free(s);
}

Test(udiff, lines_added_and_removed_and_no_newline_at_the_end)
{
	char	*s;

	s = diff("a\nb\n", "---\na\nb\n");
	cr_expect_str_eq(s, "--- f.yaml\n+++ f.yaml\n"
	    "@@ -1,2 +1,3 @@\n+---\n a\n b\n");
	free(s);
	s = diff("a\nb", "a\nc");
	cr_expect_str_eq(s, "--- f.yaml\n+++ f.yaml\n"
	    "@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n"
	    "+c\n\\ No newline at end of file\n");
	free(s);
	s = diff("a\nb\nc\n", "a\nc\n");
	cr_expect_str_eq(s, "--- f.yaml\n+++ f.yaml\n"
	    "@@ -1,3 +1,2 @@\n a\n-b\n c\n");
	free(s);
}

/*
 * An entry deleted goes whole, with its "- ", its comment and its line
 * break, in flow or block style.
 */
Test(fix, an_entry_deleted_takes_its_whole_lines)
{
	static const char	 flow[] = "game: ingenious\nplayers: [Anna, Ben]\n"
	    "moves:\n  - {place: RR L8 M9, player: Anna, score: {R: 2}}\n"
	    "  - {place: BB G12 H12, player: Ben, score: {B: 2}}\n"
	    "  - {place: BB G12 H12, player: Ben, score: {B: 2}}  # twice\n"
	    "  - {place: BP H11 I12, player: Anna, score: {B: 2, P: 0}}\n";
	static const char	 block[] = "game: ingenious\nplayers: [Anna, "
	    "Ben]\nmoves:\n- place: RR L8 M9\n  player: Anna\n"
	    "- place: BB G12 H12\n  player: Ben\n"
	    "- place: BB G12 H12\n  player: Ben\n"
	    "- place: BP H11 I12\n  player: Anna\n";
	struct fix_result	 res;
	const char		*want;

	fix_run((const unsigned char *)flow, strlen(flow), &res, NULL, NULL);
	want = "game: ingenious\nplayers: [Anna, Ben]\n"
	    "moves:\n  - {place: RR L8 M9, player: Anna, score: {R: 2}}\n"
	    "  - {place: BB G12 H12, player: Ben, score: {B: 2}}\n"
	    "  - {place: BP H11 I12, player: Anna, score: {B: 2, P: 0}}\n";
	cr_expect_str_eq((char *)res.text, want);
	fix_result_free(&res);
	fix_run((const unsigned char *)block, strlen(block), &res, NULL,
	    NULL);
	want = "game: ingenious\nplayers: [Anna, Ben]\nmoves:\n"
	    "- place: RR L8 M9\n  player: Anna\n"
	    "- place: BB G12 H12\n  player: Ben\n"
	    "- place: BP H11 I12\n  player: Anna\n";
	cr_expect_str_eq((char *)res.text, want);
	fix_result_free(&res);
}

/* The text buf with finding edits de[0..n) made, or NULL if one fails. */
static char *
made_by(const char *buf, const struct diag_edit *de, size_t n)
{
	struct fix_edits	 e;
	char			*s;
	size_t			 i;

	fix_edits_init(&e);
	e.v = calloc(n, sizeof(*e.v));
	e.cap = n;
	for (i = 0; i < n; i++) {
		if (fix_edit_make(&de[i], (const unsigned char *)buf,
		    strlen(buf), &e.v[e.n]) != 0) {
			fix_edits_free(&e);
			return NULL;
		}
		e.v[e.n++].finding = 0;
	}
	e.findings = 1;
	cr_assert_eq(fix_select(&e, strlen(buf)), 1);
	s = made(buf, &e);
	fix_edits_free(&e);
	return s;
}

/*
 * A span of buf: at the first occurrence of what, n bytes of it; n of
 * ENTRY: through the next '}', an entry of the sheets below.
 */
#define ENTRY	((size_t)-1)

static struct srcpos
at_text(const char *buf, const char *what, size_t n)
{
	struct srcpos	 p;
	const char	*w = strstr(buf, what);

	cr_assert_not_null(w);
	memset(&p, 0, sizeof(p));
	p.line = 1;
	p.off = (uint64_t)(w - buf);
	p.len = (uint32_t)(n == ENTRY ? strcspn(w, "}") + 1 : n);
	return p;
}

static char none[] = "";

static const char sheet3[] = "moves:\n"
    "  - {place: RR L8 M9, player: Anna}\n"
    "  - {place: BB G12 H12, player: Ben, bonus: B}\n"
    "  - {place: BP H11 I12, player: Cleo}\n"
    "result: {}\n";

/* An entry moved as lines: deleted whole, copied before another. */
Test(fix, an_entry_moved_takes_its_whole_lines)
{
	struct diag_edit	 de[2];
	char			*s;

	memset(de, 0, sizeof(de));
	/* Cleo's entry belongs before Ben's. */
	de[0].at = at_text(sheet3, "{place: BB", 0);
	de[0].from = at_text(sheet3, "{place: BP", ENTRY);
	de[0].lines = 1;
	de[0].text = none;
	de[1].at = at_text(sheet3, "{place: BP", ENTRY);
	de[1].lines = 1;
	de[1].text = none;
	s = made_by(sheet3, de, 2);
	cr_assert_not_null(s);
	cr_expect_str_eq(s, "moves:\n"
	    "  - {place: RR L8 M9, player: Anna}\n"
	    "  - {place: BP H11 I12, player: Cleo}\n"
	    "  - {place: BB G12 H12, player: Ben, bonus: B}\n"
	    "result: {}\n");
	free(s);
	/* Anna's moved past the last entry: after its line. */
	de[0].at = at_text(sheet3, "{place: BP", ENTRY);
	de[0].at.off += de[0].at.len;
	de[0].at.len = 0;
	de[0].from = at_text(sheet3, "{place: RR", ENTRY);
	de[1].at = at_text(sheet3, "{place: RR", ENTRY);
	s = made_by(sheet3, de, 2);
	cr_assert_not_null(s);
	cr_expect_str_eq(s, "moves:\n"
	    "  - {place: BB G12 H12, player: Ben, bonus: B}\n"
	    "  - {place: BP H11 I12, player: Cleo}\n"
	    "  - {place: RR L8 M9, player: Anna}\n"
	    "result: {}\n");
	free(s);
	/* A span that is not an entry alone on its lines is not widened:
	 * the finding's edits are not made. */
	de[0].from = at_text(sheet3, "RR L8 M9", 8);
	cr_expect_null(made_by(sheet3, de, 2));
}

/* A call moved with its key and separator: no lines. */
Test(fix, a_call_moves_with_its_key)
{
	struct diag_edit	 de[2];
	char			*s;

	memset(de, 0, sizeof(de));
	de[0].at = at_text(sheet3, "}\n  - {place: BB", 0);
	de[0].from = at_text(sheet3, ", bonus: B", 10);
	de[0].text = none;
	de[1].at = at_text(sheet3, ", bonus: B", 10);
	de[1].text = none;
	s = made_by(sheet3, de, 2);
	cr_assert_not_null(s);
	cr_expect_str_eq(s, "moves:\n"
	    "  - {place: RR L8 M9, player: Anna, bonus: B}\n"
	    "  - {place: BB G12 H12, player: Ben}\n"
	    "  - {place: BP H11 I12, player: Cleo}\n"
	    "result: {}\n");
	free(s);
}

/*
 * An entry put back: its text on a line of its own, with the "- " and
 * indentation of the entry beside it, before it or after the last.
 */
Test(fix, an_entry_put_back_takes_a_line_of_its_own)
{
	static const char	 tail[] = "moves:\n"
	    "    - {place: RR L8 M9, player: Anna}";
	char			 entry[] = "{place: YY C4 D4, player: Ben}";
	struct diag_edit	 de;
	char			*s;

	memset(&de, 0, sizeof(de));
	de.at = at_text(sheet3, "{place: BP", 0);
	de.lines = 1;
	de.text = entry;
	s = made_by(sheet3, &de, 1);
	cr_assert_not_null(s);
	cr_expect_str_eq(s, "moves:\n"
	    "  - {place: RR L8 M9, player: Anna}\n"
	    "  - {place: BB G12 H12, player: Ben, bonus: B}\n"
	    "  - {place: YY C4 D4, player: Ben}\n"
	    "  - {place: BP H11 I12, player: Cleo}\n"
	    "result: {}\n");
	free(s);
	/* After the last entry, with no line break at the end. */
	de.at = at_text(tail, "{place: RR", ENTRY);
	de.at.off += de.at.len;
	de.at.len = 0;
	s = made_by(tail, &de, 1);
	cr_assert_not_null(s);
	cr_expect_str_eq(s, "moves:\n    - {place: RR L8 M9, player: Anna}\n"
	    "    - {place: YY C4 D4, player: Ben}");
	free(s);
}
