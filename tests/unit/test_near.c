/*
 * Did you mean (formats/reader_near.c): the one nearest spelling, only
 * when it is near and no other is as near.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "../../formats/reader_int.h"

static const struct rd_word keys[] = {
	RD_WORD("place"), RD_WORD("swap"), RD_WORD("flag"),
	RD_WORD("player"), RD_WORD("score"), RD_WORD("total"),
	RD_WORD("bonus"), RD_WORD("draw"), RD_WORD("note"), RD_WORD("clock")
};

static int
key(const char *s)
{
	return rd_near_word(keys, 10, s, strlen(s));
}

Test(near, one_edit_of_each_kind)
{
	cr_expect_eq(key("scroe"), 4, "two neighbours swapped");
	cr_expect_eq(key("scores"), 4, "one inserted");
	cr_expect_eq(key("plyer"), 3, "one deleted");
	cr_expect_eq(key("bonis"), 6, "one changed");
	cr_expect_eq(key("TOTAL"), 5, "case is ignored");
}

Test(near, two_edits_only_for_longer_words)
{
	cr_expect_eq(key("plaeyr"), 3, "two edits in six letters");
	cr_expect_eq(key("nte"), 8, "one edit in three letters");
	cr_expect_eq(key("nt"), -1, "two edits in two letters");
	cr_expect_eq(key("colour"), -1);
	cr_expect_eq(key(""), -1);
}

Test(near, a_tie_gives_no_suggestion)
{
	static const struct rd_word names[] = {
		RD_WORD("Anna"), RD_WORD("Anne"), RD_WORD("Ben")
	};

	cr_expect_eq(rd_near_word(names, 3, "Ann", 3), -1, "Anna or Anne");
	cr_expect_eq(rd_near_word(names, 3, "Annaa", 5), 0);
	cr_expect_eq(rd_near_word(names, 3, "ben", 3), 2);
	cr_expect_eq(rd_near_word(names, 3, "ANNA", 4), 0, "0 beats 1");
}

Test(near, words_past_the_length_limit_get_nothing)
{
	char	 w[64];

	memset(w, 'a', sizeof(w) - 1);
	w[sizeof(w) - 1] = '\0';
	cr_expect_eq(key(w), -1);
}

Test(near, cells)
{
	cr_expect_eq(rd_near_cell("8M", 2), board_parse_cell("M8", 2));
	cr_expect_eq(rd_near_cell("MM9", 3), board_parse_cell("M9", 2));
	cr_expect_eq(rd_near_cell("h08", 3), board_parse_cell("H8", 2));
	/* X7: A7 ... O7 are all one away. */
	cr_expect_eq(rd_near_cell("X7", 2), NO_CELL);
	/* A9 is off the board: A8, B9 and more are one away. */
	cr_expect_eq(rd_near_cell("A9", 2), NO_CELL);
}

Test(near, tiles)
{
	struct tile	 t;

	cr_expect_eq(rd_near_tile("RGG", 3, &t), -1, "RG or GG");
	cr_expect_eq(rd_near_tile("RX", 2, &t), -1, "RR, RO, ...");
	cr_assert_eq(rd_near_tile("R-G", 3, &t), 0);
	cr_expect_eq(t.a, RED);
	cr_expect_eq(t.b, GREEN);
}

Test(near, colour_words)
{
	cr_expect_eq(rd_near_colour("red", 3), RED);
	cr_expect_eq(rd_near_colour("Purpel", 6), PURPLE);
	cr_expect_eq(rd_near_colour("grean", 5), GREEN);
	cr_expect_eq(rd_near_colour("X", 1), NO_COLOUR, "a letter: no guess");
	cr_expect_eq(rd_near_colour("black", 5), NO_COLOUR);
}
