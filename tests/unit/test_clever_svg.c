/*
 * The SVG and HTML pictures of a Ganz schön clever game
 * (formats/clever_svg.c, clever_sheet_svg.c, clever_html.c): every
 * seat's sheet kept after each entry, marks dated by the entry that
 * made them, the shown entry's marks outlined, titles, --player, and
 * record text escaped.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/clever_replay.h"
#include "../../formats/clever_show.h"
#include "../../formats/clever_svg.h"
#include "../../formats/reader.h"

static struct reader		*R;
static struct diags		 D;
static struct clever_replay	 CR;
static const struct record	*REC;
static char			*BUF;

static void
fini(void)
{
	reader_free(R);
	R = NULL;
	diags_free(&D);
	clever_replay_free(&CR);
	free(BUF);
	BUF = NULL;
}

TestSuite(clever_svg, .fini = fini);

#define HEAD	"game: clever\nplayers: [Anna, Ben]\nmoves:\n"
#define THREE	HEAD \
	"  - {roll: W2 Y3 B4 G1 O5 P4}\n" \
	"  - {take: O5}\n" \
	"  - {pick: Y3, player: Ben, to: YA1}\n"

/* Read yaml and replay its first n entries (all: -1). */
static void
load(const char *yaml, long n)
{
	R = reader_new_mem((const unsigned char *)yaml, strlen(yaml));
	diags_init(&D);
	clever_replay_init(&CR);
	cr_assert_eq(reader_next(R, &REC, &D), 1);
	cr_assert_not_null(REC->clever);
	cr_assert(REC->usable);
	if (n < 0)
		clever_replay_run(&CR, REC, &D);
	else
		clever_replay_prefix(&CR, REC, (size_t)n, &D);
}

/* The standalone SVG after n entries, of player (-1: all), into BUF. */
static const char *
svg(size_t n, int player)
{
	size_t	 len = 0;
	FILE	*fp;

	free(BUF);
	BUF = NULL;
	cr_assert_not_null(fp = open_memstream(&BUF, &len));
	cr_assert_eq(clever_show_svg(fp, REC, &CR, n, player, &D), 0);
	fclose(fp);
	return BUF;
}

static int
count(const char *s, const char *what)
{
	int	 n = 0;

	while ((s = strstr(s, what)) != NULL) {
		n++;
		s += strlen(what);
	}
	return n;
}

Test(clever_svg, every_seat_sheet_is_kept_after_each_entry)
{
	load(THREE, -1);
	cr_assert_eq(CR.nsteps, 3);
	/* The round 1 reroll reaches the passive player too (C15). */
	cr_assert_eq(CR.steps[0].sheets[0].rr_earned, 1);
	cr_assert_eq(CR.steps[0].sheets[1].rr_earned, 1);
	cr_assert_eq(CR.steps[1].sheets[0].norange, 1);
	cr_assert_eq(CR.steps[1].sheets[1].yellow, 0);
	cr_assert_eq(CR.steps[2].sheets[1].yellow, 1u);
}

Test(clever_svg, marks_are_dated_by_their_entry)
{
	struct clever_svg_when	 w;

	load(THREE, -1);
	clever_svg_when_seat(&w, &CR, 0, 3);
	cr_assert_eq(w.box[1][1], 2);		/* O1 by the take */
	cr_assert_eq(w.box[1][2], CLEVER_SVG_NEVER);
	cr_assert_eq(w.rr[0][0], 1);		/* the round's reroll */
	cr_assert_eq(w.rr[1][0], CLEVER_SVG_NEVER);
	clever_svg_when_seat(&w, &CR, 1, 3);
	cr_assert_eq(w.yellow[0], 3);		/* YA1 by the pick */
	cr_assert_eq(w.yellow[1], CLEVER_SVG_NEVER);
}

Test(clever_svg, the_shown_entry_marks_are_outlined_and_titled)
{
	const char	*s;

	load(THREE, 2);
	s = svg(2, -1);
	cr_assert_eq(count(s, "class=\"hl\""), 1);
	cr_assert_not_null(strstr(s, "<title>O1: 5</title>"));
	cr_assert_not_null(strstr(s, "<title>YA1: 3, open</title>"));
	fini();
	load(THREE, 3);
	s = svg(3, -1);
	cr_assert_eq(count(s, "class=\"hl\""), 1);
	cr_assert_not_null(strstr(s, "<title>YA1: 3, crossed</title>"));
	cr_assert_not_null(strstr(s, "<title>YD1: crossed in print</title>"));
	cr_assert_not_null(strstr(s, "<title>O4: x2, empty</title>"));
	/* Two reroll circles earned at round 1, none outlined now. */
	cr_assert_eq(count(s, "reroll 1: earned"), 2);
	cr_assert_not_null(strstr(s, "Move 3 of 3, Ben: pick Y3"));
}

Test(clever_svg, player_draws_one_sheet)
{
	const char	*s;

	load(THREE, -1);
	s = svg(3, 1);
	cr_assert_eq(count(s, "<text x=\"0\" y=\"18\""), 1);
	cr_assert_not_null(strstr(s, ">Ben</text>"));
	cr_assert_null(strstr(s, ">Anna</text>"));
	s = svg(3, -1);
	cr_assert_eq(count(s, "<text x=\"0\" y=\"18\""), 2);
}

Test(clever_svg, record_text_is_escaped)
{
	const char	*s;
	size_t		 len = 0;
	FILE		*fp;

	load("game: clever\nplayers: [\"A<b>&'\\\"\", Ben]\n"
	    "title: \"</script><x>\"\nmoves:\n"
	    "  - {roll: W2 Y3 B4 G1 O5 P4, note: \"<i>&\"}\n", -1);
	s = svg(1, -1);
	cr_assert_null(strstr(s, "<b>"));
	cr_assert_null(strstr(s, "<x>"));
	cr_assert_null(strstr(s, "<i>"));
	cr_assert_not_null(strstr(s, "A&lt;b&gt;&amp;&#39;&quot;"));
	free(BUF);
	BUF = NULL;
	cr_assert_not_null(fp = open_memstream(&BUF, &len));
	cr_assert_eq(clever_show_html(fp, REC, &CR, &D, 0, -1), 0);
	fclose(fp);
	cr_assert_null(strstr(BUF, "<b>"));
	cr_assert_null(strstr(BUF, "<x>"));
	cr_assert_null(strstr(BUF, "<i>"));
	/* The only "</script>" are the page's own two. */
	cr_assert_eq(count(BUF, "</script>"), 2);
}
