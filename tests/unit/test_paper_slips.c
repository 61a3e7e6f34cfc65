/*
 * What a paper scoresheet writes where the notation wants another form
 * (genial(1) FAULTY RECORDS, "The reader"): a line of the margin between
 * two entries, a list without its brackets, a claim under another key, a
 * dash for nothing, the winner's line indented as a result row.  Each is
 * one finding whose fix writes the notation's form, and is read as meant.
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

TestSuite(paper_slips, .fini = fini);

static int
read_str(const char *yaml)
{
	INPUT = yaml;
	R = reader_new_mem((const unsigned char *)yaml, strlen(yaml));
	diags_init(&D);
	return reader_next(R, &REC, &D);
}

/* The only finding; it has this code. */
static const struct diag *
only(enum diag_code code)
{
	cr_assert_eq(D.len, 1, "%zu findings, the first %s", D.len,
	    D.len > 0 ? D.v[0].msg : "");
	cr_assert_eq(D.v[0].code, code, "%s", D.v[0].msg);
	return &D.v[0];
}

/* The input with dg's edits made. */
static char *
fixed(const struct diag *dg)
{
	static char	 buf[2048];
	size_t		 i, from = 0, n = 0;

	cr_assert_gt(dg->nedits, 0, "no edit: %s", dg->msg);
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

#define GAME	"game: ingenious\n"
#define HEAD	GAME "players: [Anna, Ben]\nmoves:\n"
#define E1	"  - {place: RO H4 I4, player: Anna, score: {R: 0, O: 0}}\n"
#define E2	"  - {place: BB H12 I13, player: Ben, score: {B: 2}}\n"

Test(paper_slips, a_line_of_the_margin_is_taken_out_whole)
{
	cr_assert_eq(read_str(HEAD E1 "  page 2\n" E2), 1);
	cr_expect_str_eq(fixed(only(D_YAML_SYNTAX)), HEAD E1 E2);
	fini();
	/* A colon put in would make a key no entry has. */
	cr_assert_eq(read_str(HEAD E1 "  round 20\n" E2), 1);
	cr_expect_str_eq(fixed(only(D_YAML_SYNTAX)), HEAD E1 E2);
}

Test(paper_slips, a_line_with_a_word_of_the_entries_is_not_the_margins)
{
	const struct diag	*dg;

	/* A player's name: no margin's note, not taken out. */
	cr_assert_eq(read_str(HEAD E1 "  Anna 2\n" E2), 1);
	cr_assert_geq(D.len, 1);
	dg = &D.v[0];
	cr_expect(dg->nedits == 0 || strstr(fixed(dg), "Anna 2") != NULL ||
	    strstr(fixed(dg), "Anna: 2") != NULL, "%s", dg->msg);
}

Test(paper_slips, players_without_brackets_are_read_as_the_list)
{
	cr_assert_eq(read_str(GAME "players: Anna, Ben\nmoves:\n" E1 E2), 1);
	cr_expect_str_eq(fixed(only(D_BAD_VALUE)), HEAD E1 E2);
	cr_assert_eq(REC->nplayers, 2);
	cr_expect_str_eq(REC->players[1], "Ben");
	fini();
	/* One name, or an empty one: no list. */
	cr_assert_eq(read_str(GAME "players: Anna,\nmoves:\n" E1), 1);
	cr_expect_eq(D.v[0].nedits, 0);
}

Test(paper_slips, a_claim_under_another_key_is_the_one_the_entry_lacks)
{
	cr_assert_eq(read_str(HEAD
	    "  - {place: RO H4 I4, player: Anna, points: {R: 0, O: 0}}\n" E2),
	    1);
	cr_expect_str_eq(fixed(only(D_UNKNOWN_KEY)), HEAD E1 E2);
	cr_expect_eq(REC->moves[0].score.has, (1u << 0) | (1u << 1));
	fini();
	/* A value of another shape: unknown, no fix. */
	cr_assert_eq(read_str(HEAD
	    "  - {place: RO H4 I4, player: Anna, score: {R: 0, O: 0}, "
	    "points: 3}\n"), 1);
	cr_expect_eq(only(D_UNKNOWN_KEY)->nedits, 0);
}

Test(paper_slips, a_dash_for_a_number_is_a_zero)
{
	cr_assert_eq(read_str(HEAD
	    "  - {place: RO H4 I4, player: Anna, score: {R: 0, O: -}}\n" E2),
	    1);
	cr_expect_str_eq(fixed(only(D_BAD_VALUE)), HEAD E1 E2);
	cr_expect_eq(REC->moves[0].score.bad, 0);
	cr_expect_eq(REC->moves[0].score.v[1], 0);
}

Test(paper_slips, the_winner_indented_as_a_row_is_the_games)
{
	const char	*rows = "result:\n"
			    "  Anna: {R: 0, O: 0, Y: 0, G: 0, B: 0, P: 0}\n"
			    "  Ben: {R: 0, O: 0, Y: 0, G: 0, B: 2, P: 0}\n";
	char		 in[512], want[512];

	snprintf(in, sizeof(in), HEAD E1 E2 "%s  winner: Ben\n", rows);
	snprintf(want, sizeof(want), HEAD E1 E2 "%swinner: Ben\n", rows);
	cr_assert_eq(read_str(in), 1);
	cr_expect_str_eq(fixed(only(D_UNKNOWN_KEY)), want);
	cr_expect(REC->has_winner);
	cr_expect_eq(REC->winner, 1);
}
