/*
 * The writers' UTF-8 module (formats/utf8.h): one decoder, one column
 * count, the same answers for every writer.
 */
#include <criterion/criterion.h>

#include "../../core/util.h"
#include "../../formats/utf8.h"

#define U(s)	((const unsigned char *)(s))

Test(utf8, lengths_of_well_formed_sequences)
{
	cr_assert_eq(utf8_len(U("A")), 1);
	cr_assert_eq(utf8_len(U("\xc3\xa9")), 2);		/* é */
	cr_assert_eq(utf8_len(U("\xe2\x82\xac")), 3);		/* € */
	cr_assert_eq(utf8_len(U("\xf0\x9f\x82\xa1")), 4);	/* U+1F0A1 */
	cr_assert_eq(utf8_len(U("\xef\xbf\xbd")), 3, "U+FFFD itself is fine");
}

Test(utf8, ill_formed_sequences_are_refused)
{
	cr_assert_eq(utf8_len(U("\x80")), 0, "a stray continuation byte");
	cr_assert_eq(utf8_len(U("\xc0\xaf")), 0, "an overlong form");
	cr_assert_eq(utf8_len(U("\xed\xa0\x80")), 0, "a surrogate");
	cr_assert_eq(utf8_len(U("\xf4\x90\x80\x80")), 0, "past U+10FFFF");
	cr_assert_eq(utf8_len(U("\xe2\x82")), 0, "cut short by the NUL");
}

Test(utf8, decode_gives_the_code_point_or_the_replacement)
{
	uint32_t	 cp;

	cr_assert_eq(utf8_decode(U("\xe2\x82\xac!"), &cp), 3);
	cr_assert_eq(cp, 0x20ac);
	cr_assert_eq(utf8_decode(U("\xff!"), &cp), 1);
	cr_assert_eq(cp, UTF8_REPLACEMENT);
}

Test(utf8, width_is_one_column_per_character)
{
	cr_assert_eq(utf8_width("Zo\xc3\xab"), 3);
	cr_assert_eq(utf8_width(NULL), 0);
	cr_assert_eq(utf8_width("a\xff" "b"), 3, "a bad byte prints as one");
	cr_assert_eq(utf8_span_width("\xc3\xa9t\xc3\xa9", 5), 3);
	cr_assert_eq(utf8_span_width("\xc3\xa9t\xc3\xa9", 4), 3,
	    "a sequence cut by the span counts once");
}

/* A name cut short by a fixed buffer is cut between characters. */
Test(utf8, a_string_cut_inside_a_character_is_cut_before_it)
{
	char	 a[] = "ab\xc3", b[] = "ab\xe2\x82", c[] = "ab\xe2\x82\xac",
		 d[] = "\xf0\x9f\x8e", e[] = "plain", f[] = "\xc3\xa9";

	cr_expect_str_eq(str_cut_utf8(a), "ab");
	cr_expect_str_eq(str_cut_utf8(b), "ab");
	cr_expect_str_eq(str_cut_utf8(c), "ab\xe2\x82\xac");
	cr_expect_str_eq(str_cut_utf8(d), "");
	cr_expect_str_eq(str_cut_utf8(e), "plain");
	cr_expect_str_eq(str_cut_utf8(f), "\xc3\xa9");
}
