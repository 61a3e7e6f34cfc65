/*
 * Slips at the level of YAML, as a hand makes them: each reported in
 * plain words where it is, with a fix that makes the text parse as
 * meant: a tab or a line indented wrong, a quote or a bracket left open,
 * key:value without a blank (an error of YAML in a block mapping, a key
 * read as meant in a flow one).
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../formats/reader.h"

static struct reader		*R;
static struct diags		 D;
static const struct record	*REC;
static const char		*INPUT;

static void
fini(void)
{
	reader_free(R);
	diags_free(&D);
	R = NULL;
}

TestSuite(yaml_slips, .fini = fini);

static int
read_str(const char *yaml)
{
	INPUT = yaml;
	R = reader_new_mem((const unsigned char *)yaml, strlen(yaml));
	diags_init(&D);
	return reader_next(R, &REC, &D);
}

/* The finding of this code; the only one of it. */
static const struct diag *
the(enum diag_code code)
{
	const struct diag	*dg = NULL;
	size_t			 i;

	for (i = 0; i < D.len; i++)
		if (D.v[i].code == code) {
			cr_assert_null(dg, "two %s", diag_info(code)->name);
			dg = &D.v[i];
		}
	cr_assert_not_null(dg, "no %s", diag_info(code)->name);
	return dg;
}

/* The input with dg's edits made (NULL: it has none). */
static char *
fixed(const struct diag *dg)
{
	static char	 buf[2048];
	size_t		 i, from = 0, n = 0;

	if (dg->nedits == 0)
		return NULL;
	for (i = 0; i < dg->nedits; i++) {
		cr_assert_geq(dg->edits[i].at.off, from);
		memcpy(buf + n, INPUT + from, dg->edits[i].at.off - from);
		n += dg->edits[i].at.off - from;
		strcpy(buf + n, dg->edits[i].text);
		n += strlen(dg->edits[i].text);
		from = dg->edits[i].at.off + dg->edits[i].at.len;
	}
	strcpy(buf + n, INPUT + from);
	return buf;
}

#define HEAD	"game: ingenious\nplayers: [Anna, Ben]\nmoves:\n"

/* The message's first part, before "; game 1 is judged ...". */
static void
expect_msg(const struct diag *dg, int line, int col, const char *msg)
{
	cr_expect_eq(strncmp(dg->msg, msg, strlen(msg)), 0, "%s", dg->msg);
	cr_expect(dg->msg[strlen(msg)] == ';' || dg->msg[strlen(msg)] == '\0',
	    "%s", dg->msg);
	cr_expect_eq(dg->pos.line, line, "line %d, want %d", dg->pos.line,
	    line);
	cr_expect_eq(dg->pos.col, col, "col %d, want %d", dg->pos.col, col);
}

/* The text fixed reads with no finding of YAML, and the entries meant. */
static void
reads_clean(const char *text, size_t nmoves)
{
	struct reader		*rd = reader_new_mem((const unsigned char *)text,
				    strlen(text));
	const struct record	*rec;
	struct diags		 d;
	size_t			 i;

	diags_init(&d);
	cr_assert_eq(reader_next(rd, &rec, &d), 1);
	for (i = 0; i < d.len; i++)
		cr_expect_neq(d.v[i].code, D_YAML_SYNTAX, "%s", d.v[i].msg);
	cr_expect_eq(rec->nmoves, nmoves);
	reader_free(rd);
	diags_free(&d);
}

Test(yaml_slips, a_tab_in_the_indentation)
{
	const struct diag	*dg;
	char			*t;

	cr_assert_eq(read_str(HEAD "  - place: RG M9 M10\n\tplayer: Anna\n"
	    "  - place: RG M8 M7\n"), 1);
	dg = the(D_YAML_SYNTAX);
	expect_msg(dg, 5, 1, "a tab in the indentation: indent with spaces");
	cr_assert_not_null(t = fixed(dg));
	cr_expect_str_eq(t, HEAD "  - place: RG M9 M10\n    player: Anna\n"
	    "  - place: RG M8 M7\n");
	reads_clean(t, 2);
	fini();
	/* An entry: as the entries beside it. */
	cr_assert_eq(read_str(HEAD "\t- place: RG M9 M10\n"
	    "  - place: RG M8 M7\n"), 1);
	dg = the(D_YAML_SYNTAX);
	expect_msg(dg, 4, 1, "a tab in the indentation: indent with spaces");
	cr_assert_not_null(t = fixed(dg));
	reads_clean(t, 2);
}

Test(yaml_slips, an_entry_indented_too_far)
{
	static const char	 text[] = HEAD
	    "  - {place: RG M9 M10, player: Anna}\n"
	    "  - {place: RG M8 M7, player: Ben}\n"
	    "    - {place: RG M6 M5, player: Anna}\n"
	    "  - {place: RG M4 M3, player: Ben}\n";
	const struct diag	*dg;
	char			*t;
	int			 first, last;

	cr_assert_eq(read_str(text), 1);
	dg = the(D_YAML_SYNTAX);
	expect_msg(dg, 6, 5, "this line is indented more than the entries "
	    "above it");
	cr_expect_not_null(strstr(dg->msg, "; game 1 is judged up to line 5; "
	    "lines 6-7 are not read"), "%s", dg->msg);
	cr_expect_eq(REC->nmoves, 2, "the entries before it are judged");
	cr_assert_eq(reader_skipped(R, &first, &last), 1);
	cr_expect_eq(first, 6);
	cr_assert_not_null(t = fixed(dg));
	reads_clean(t, 4);
}

Test(yaml_slips, a_key_indented_more_or_less_than_the_one_above)
{
	const struct diag	*dg;
	char			*t;

	cr_assert_eq(read_str(HEAD "  - place: RG M9 M10\n     player: Anna\n"
	    "  - place: RG M8 M7\n"), 1);
	dg = the(D_YAML_SYNTAX);
	expect_msg(dg, 5, 6, "this line is indented more than the line above "
	    "it");
	cr_assert_not_null(t = fixed(dg));
	reads_clean(t, 2);
	fini();
	cr_assert_eq(read_str(HEAD "  - place: RG M9 M10\n   player: Anna\n"
	    "  - place: RG M8 M7\n"), 1);
	dg = the(D_YAML_SYNTAX);
	expect_msg(dg, 5, 4, "this line is indented less than the line above "
	    "it");
	cr_assert_not_null(t = fixed(dg));
	reads_clean(t, 2);
}

Test(yaml_slips, a_bracket_left_open_at_its_own_line)
{
	const struct diag	*dg;
	char			*t;

	cr_assert_eq(read_str(HEAD "  - {place: RG M9 M10, player: Anna, "
	    "score: {R: 1}   # the first\n  - {place: RG M8 M7, player: Ben}\n"
	    "  - {place: RG M6 M5, player: Anna}\n"), 1);
	dg = the(D_YAML_SYNTAX);
	expect_msg(dg, 4, 5, "the '{' opened here is not closed");
	cr_assert_not_null(t = fixed(dg));
	cr_expect_str_eq(t, HEAD "  - {place: RG M9 M10, player: Anna, "
	    "score: {R: 1}}   # the first\n  - {place: RG M8 M7, player: "
	    "Ben}\n  - {place: RG M6 M5, player: Anna}\n");
	reads_clean(t, 3);
}

Test(yaml_slips, a_quote_left_open_at_its_own_line)
{
	const struct diag	*dg;
	char			*t;

	/*
	 * In a flow mapping: taken out, not closed before the next comma
	 * (a stray byte is taken out before one is put in).
	 */
	cr_assert_eq(read_str(HEAD "  - {place: \"RG M9 M10, player: Anna}\n"
	    "  - {place: RG M8 M7, player: Ben}\n"), 1);
	dg = the(D_YAML_SYNTAX);
	expect_msg(dg, 4, 13, "the quote opened here is not closed");
	cr_assert_not_null(t = fixed(dg));
	cr_expect_str_eq(t, HEAD "  - {place: RG M9 M10, player: Anna}\n"
	    "  - {place: RG M8 M7, player: Ben}\n");
	reads_clean(t, 2);
	fini();
	/* In a block one: taken out too. */
	cr_assert_eq(read_str(HEAD "  - place: 'RG M9 M10\n    player: Anna\n"
	    "  - place: RG M8 M7\n"), 1);
	dg = the(D_YAML_SYNTAX);
	expect_msg(dg, 4, 12, "the quote opened here is not closed");
	cr_assert_not_null(t = fixed(dg));
	cr_expect_str_eq(t, HEAD "  - place: RG M9 M10\n    player: Anna\n"
	    "  - place: RG M8 M7\n");
	reads_clean(t, 2);
}

Test(yaml_slips, key_colon_value_in_a_block_mapping)
{
	const struct diag	*dg;
	char			*t;

	cr_assert_eq(read_str(HEAD "  - place: RG M9 M10\n    player:Anna\n"
	    "    score: {R: 1}\n"), 1);
	dg = the(D_YAML_SYNTAX);
	expect_msg(dg, 5, 5, "'player:Anna' needs a blank after the colon "
	    "(key: value)");
	cr_assert_not_null(t = fixed(dg));
	cr_expect_str_eq(t, HEAD "  - place: RG M9 M10\n    player: Anna\n"
	    "    score: {R: 1}\n");
	reads_clean(t, 1);
}

/* In a flow mapping YAML reads it as a key: read as meant. */
Test(yaml_slips, key_colon_value_in_a_flow_mapping_is_read_as_meant)
{
	const struct diag	*dg;
	size_t			 i, n = 0;

	cr_assert_eq(read_str(HEAD "  - {place: RG M9 M10, player:Ben, "
	    "score: {R:1, G:0}}\n"), 1);
	for (i = 0; i < D.len; i++)
		if (D.v[i].code == D_BAD_VALUE) {
			dg = &D.v[i];
			n++;
			cr_expect_str_eq(dg->why, "It is read as that");
		}
	cr_expect_eq(n, 3);
	cr_expect_eq(REC->moves[0].player, 1, "read as Ben's");
	cr_expect_eq(REC->moves[0].score.has, 1u << RED | 1u << GREEN);
	cr_expect_eq(REC->moves[0].score.v[RED], 1);
	/* The player's value has its bytes: a fix may name it. */
	cr_expect_eq(REC->moves[0].player_pos.len, 3);
	cr_expect_eq(memcmp(INPUT + REC->moves[0].player_pos.off, "Ben", 3),
	    0);
	dg = &D.v[0];
	cr_expect_str_eq(dg->fix, "player: Ben");
	cr_expect_str_eq(fixed(dg), HEAD "  - {place: RG M9 M10, player: Ben, "
	    "score: {R:1, G:0}}\n");
}

/* Not a key of the notation: an unknown key, as before. */
Test(yaml_slips, other_words_with_a_colon_are_unknown_keys)
{
	cr_assert_eq(read_str(HEAD "  - {place: RG M9 M10, colour:red}\n"), 1);
	cr_expect_eq(the(D_UNKNOWN_KEY)->nedits, 0);
}

/* The colon left out: "player Ben", in a flow and in a block mapping. */
Test(yaml_slips, key_value_without_the_colon)
{
	const struct diag	*dg;
	char			*t;

	cr_assert_eq(read_str(HEAD "  - {place: RG M9 M10, player Ben}\n"), 1);
	dg = the(D_BAD_VALUE);
	cr_expect_str_eq(dg->msg, "'player Ben' needs a colon after the key "
	    "(key: value)");
	cr_expect_str_eq(dg->fix, "player: Ben");
	cr_expect_eq(REC->moves[0].player, 1, "read as Ben's");
	cr_expect_str_eq(fixed(dg), HEAD "  - {place: RG M9 M10, player: "
	    "Ben}\n");
	fini();
	cr_assert_eq(read_str(HEAD "  - place: RG M9 M10\n    player Anna\n"
	    "    score: {R: 1}\n"), 1);
	dg = the(D_YAML_SYNTAX);
	expect_msg(dg, 5, 5, "'player Anna' needs a colon after the key "
	    "(key: value)");
	cr_assert_not_null(t = fixed(dg));
	reads_clean(t, 1);
}

Test(yaml_slips, two_entries_on_one_line_are_broken_apart)
{
	static const char	 one[] = "  - {place: RG M9 M10, player: Anna}";
	const struct diag	*dg;
	char			*t;

	cr_assert_eq(read_str(HEAD "  - {place: RG M9 M10, player: Anna} "
	    "- {place: RG M8 M7, player: Ben}\n"), 1);
	dg = the(D_YAML_SYNTAX);
	expect_msg(dg, 4, (int)sizeof(one) + 1, "a new entry begins here: "
	    "it goes on a line of its own");
	cr_assert_eq(D.len, 1);
	cr_assert_not_null(t = fixed(dg));
	cr_expect_str_eq(t, HEAD "  - {place: RG M9 M10, player: Anna}\n"
	    "  - {place: RG M8 M7, player: Ben}\n");
	reads_clean(t, 2);
}

Test(yaml_slips, entries_all_on_one_line_are_broken_before_each)
{
	const struct diag	*dg;
	char			*t;

	cr_assert_eq(read_str(HEAD "- {place: RG M9 M10, player: Anna} - "
	    "{place: RG M8 M7, player: Ben} - {place: RG M6 M5, player: "
	    "Anna}\n"), 1);
	dg = the(D_YAML_SYNTAX);
	expect_msg(dg, 4, 36, "3 entries are typed on this line: each goes "
	    "on a line of its own");
	cr_assert_not_null(t = fixed(dg));
	cr_expect_str_eq(t, HEAD "- {place: RG M9 M10, player: Anna}\n"
	    "- {place: RG M8 M7, player: Ben}\n"
	    "- {place: RG M6 M5, player: Anna}\n");
	reads_clean(t, 3);
}

Test(yaml_slips, a_key_on_the_line_of_the_key_before_it)
{
	const struct diag	*dg;
	char			*t;

	cr_assert_eq(read_str(HEAD "  - place: RG M9 M10\n"
	    "    player: Anna score: {R: 0}\n"), 1);
	dg = the(D_YAML_SYNTAX);
	expect_msg(dg, 5, 18, "the key 'score' begins here: it goes on a "
	    "line of its own");
	cr_assert_not_null(t = fixed(dg));
	cr_expect_str_eq(t, HEAD "  - place: RG M9 M10\n    player: Anna\n"
	    "    score: {R: 0}\n");
	reads_clean(t, 1);
}

#define ENTRIES	"  - {place: RG M9 M10, player: Anna}\n" \
		"  - {place: RG M8 M7, player: Ben}\n"

Test(yaml_slips, the_moves_line_left_out_is_put_back)
{
	const struct diag	*dg;
	char			*t;

	cr_assert_eq(read_str("game: ingenious\nplayers: [Anna, Ben]\n"
	    ENTRIES), 1);
	dg = the(D_YAML_SYNTAX);
	expect_msg(dg, 3, 3, "the line 'moves:' is missing above this "
	    "entry: it is not part of 'players'");
	cr_assert_eq(D.len, 1);
	cr_assert_not_null(t = fixed(dg));
	cr_expect_str_eq(t, HEAD ENTRIES);
	reads_clean(t, 2);
	fini();
	/* Written before, the key is not put back a second time. */
	cr_assert_eq(read_str("game: ingenious\nmoves: []\n"
	    "players: [Anna, Ben]\n" ENTRIES), 1);
	dg = the(D_YAML_SYNTAX);
	cr_expect_null(strstr(dg->msg, "'moves:'"), "%s", dg->msg);
}

/* The key line is looked for up to 64 lines above the entry (MEND_LOOK). */
Test(yaml_slips, the_key_above_is_looked_for_so_far_only)
{
	char			 text[4096];
	const struct diag	*dg;
	size_t			 n;
	int			 i, k;

	for (k = 62; k <= 63; k++) {
		n = (size_t)snprintf(text, sizeof(text), "game: ingenious\n"
		    "players: [Anna, Ben]\n");
		for (i = 0; i < k; i++)
			n += (size_t)snprintf(text + n, sizeof(text) - n,
			    "# a comment\n");
		snprintf(text + n, sizeof(text) - n, ENTRIES);
		cr_assert_eq(read_str(text), 1);
		dg = the(D_YAML_SYNTAX);
		cr_expect_eq(strstr(dg->msg, "'moves:' is missing") != NULL,
		    k == 62, "%d comment lines: %s", k, dg->msg);
		fini();
	}
}

Test(yaml_slips, entries_under_a_block_list_of_names_are_the_moves)
{
	static const char	 text[] = "game: ingenious\nplayers:\n  - Anna\n"
	    "  - Ben\n" ENTRIES;
	const struct diag	*dg;
	char			*t;

	cr_assert_eq(read_str(text), 1);
	cr_assert_eq(D.len, 1, "%s", D.len ? D.v[1].msg : "");
	dg = the(D_MISSING_KEY);
	expect_msg(dg, 5, 3, "the line 'moves:' is missing above this "
	    "entry: it is not part of 'players'");
	cr_expect_eq(REC->nplayers, 2);
	cr_expect_eq(REC->nmoves, 2, "the entries are read as the moves");
	cr_assert_not_null(t = fixed(dg));
	cr_expect_str_eq(t, "game: ingenious\nplayers:\n  - Anna\n  - Ben\n"
	    "moves:\n" ENTRIES);
	reads_clean(t, 2);
}

Test(yaml_slips, a_mend_below_a_line_that_reads_wins)
{
	static const char	 rows[] = "game: ingenious\nplayers: [Anna, Ben]\n"
	    "moves: []\nresult:\n  Anna: {R: 3, O: 1}\n";
	char			 text[256];
	const struct diag	*dg;
	char			*t;

	/* The row above reads: not blamed for its indentation. */
	snprintf(text, sizeof(text), "%s  Ben {R: 4, O: 2}\n", rows);
	cr_assert_eq(read_str(text), 1);
	dg = the(D_YAML_SYNTAX);
	expect_msg(dg, 6, 6, "':' is missing here");
	cr_assert_eq(D.len, 1);
	cr_assert_not_null(t = fixed(dg));
	cr_expect_str_eq(t, "game: ingenious\nplayers: [Anna, Ben]\n"
	    "moves: []\nresult:\n  Anna: {R: 3, O: 1}\n"
	    "  Ben: {R: 4, O: 2}\n");
	fini();
	/* An entry without its dash above a line mended: named there. */
	cr_assert_eq(read_str(HEAD "  - {place: RG M9 M10, player: Anna}\n"
	    "  {place: RG M8 M7, player: Ben}\n"
	    "  -{place: RG M6 M5, player: Anna}\n"), 1);
	dg = the(D_YAML_SYNTAX);
	expect_msg(dg, 5, 3, "this entry needs '- ' before it, as the entry "
	    "above it has");
}

/* At most 16 breaks at once (MEND_BREAKS): 17 entries on a line, not 18. */
Test(yaml_slips, entries_on_one_line_are_broken_apart_so_far_only)
{
	char			 text[512];
	const struct diag	*dg;
	size_t			 n;
	int			 i, k;

	for (k = 17; k <= 18; k++) {
		n = (size_t)snprintf(text, sizeof(text), HEAD);
		for (i = 0; i < k; i++)
			n += (size_t)snprintf(text + n, sizeof(text) - n,
			    "%s{R: %d}", i > 0 ? " - " : "- ", i);
		snprintf(text + n, sizeof(text) - n, "\n");
		cr_assert_eq(read_str(text), 1);
		dg = the(D_YAML_SYNTAX);
		cr_expect_eq(strstr(dg->msg, "entries are typed on this line") !=
		    NULL, k == 17, "%d entries: %s", k, dg->msg);
		fini();
	}
}
