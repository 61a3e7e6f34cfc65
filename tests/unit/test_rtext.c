/*
 * A record's text on its way in and out (formats/rtext.h), and the
 * reader's bounds that hostile records reached: a resume that moves on,
 * a text limit that counts text.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/clever_record.h"
#include "../../formats/reader.h"
#include "../../formats/rtext.h"

Test(rtext, names_with_a_control_character_are_refused)
{
	cr_expect(rtext_name_ok("Anna", 4));
	cr_expect(rtext_name_ok("Zo\xc3\xab", 4));		/* U+00EB */
	cr_expect(!rtext_name_ok("", 0));
	cr_expect(!rtext_name_ok("A\x1b[31m", 6));
	cr_expect(!rtext_name_ok("A\tB", 3));
	cr_expect(!rtext_name_ok("A\x7f", 2));
	cr_expect(!rtext_name_ok("B\xc2\x9b" "en", 5));	/* U+009B CSI */
}

Test(rtext, controls_are_escaped_for_a_terminal_and_a_cell)
{
	char	 buf[64];

	cr_expect_str_eq(rtext_clean("T\x1b]52;c;x\x07X", RTEXT_LINE, buf,
	    sizeof(buf)), "T\\x1B]52;c;x\\x07X");
	cr_expect_str_eq(rtext_clean("a\tb\nc\rd", RTEXT_LINE, buf,
	    sizeof(buf)), "a\tb\nc\\x0Dd");
	cr_expect_str_eq(rtext_clean("a\tb\nc\rd", RTEXT_CELL, buf,
	    sizeof(buf)), "a b c d");
	cr_expect_str_eq(rtext_clean("\xc2\x9b" "1m\x7f", RTEXT_CELL, buf,
	    sizeof(buf)), "\\u009B1m\\x7F");
	cr_expect_str_eq(rtext_clean("Zo\xc3\xab", RTEXT_CELL, buf,
	    sizeof(buf)), "Zo\xc3\xab");
	/* Cut whole: no half escape, no half character. */
	cr_expect_str_eq(rtext_clean("ab\x1b", RTEXT_CELL, buf, 5), "ab");
	cr_expect_str_eq(rtext_clean("a\xc3\xab", RTEXT_CELL, buf, 3), "a");
}

Test(rtext, strings_yaml_reads_otherwise_are_not_plain)
{
	static const char *const quoted[] = {
		"~", "null", "Null", "true", "False", "yes", "NO", "on", "off",
		"y", "n", "007", "12", "-1", "+1", ".5", ".inf", "2026-03-14",
		"=", "<<", "", "'a'", "*x", "&x", "!x", "[a]", "{a}", "# x",
		"@x", "%x", "`x", "|", ">", "-", "?", ":"
	};
	static const char *const plain[] = {
		"Anna", "Ben", "greedy-1", "Z\xc3\xb6" "e", "\xc3\x89" "mile", "x1",
		"nullx", "yes!"
	};
	size_t	 i;

	for (i = 0; i < sizeof(quoted) / sizeof(quoted[0]); i++)
		cr_expect(!rtext_yaml_plain(quoted[i], strlen(quoted[i])),
		    "%s", quoted[i]);
	for (i = 0; i < sizeof(plain) / sizeof(plain[0]); i++)
		cr_expect(rtext_yaml_plain(plain[i], strlen(plain[i])), "%s",
		    plain[i]);
}

/* The games of s, read to the end; at most max calls of reader_next. */
static int
games_of(const char *s, int max, int *findings)
{
	const struct record	*rec;
	struct reader		*r;
	struct diags		 d;
	int			 n = 0, rc;

	r = reader_new_mem((const unsigned char *)s, strlen(s));
	diags_init(&d);
	*findings = 0;
	while (n < max) {
		diags_clear(&d);
		if ((rc = reader_next(r, &rec, &d)) == 0)
			break;
		*findings += (int)d.len;
		n++;
	}
	diags_free(&d);
	reader_free(r);
	return n;
}

Test(reader, a_resume_moves_on_after_a_last_line_without_a_break)
{
	int	 f;

	/* It once went back to the same document start for ever. */
	cr_expect_eq(games_of("x\n--- [1, 2", 100, &f), 2);
	cr_expect_eq(f, 3);
	cr_expect_eq(games_of("%YAML 1.1\n--- [", 100, &f), 1);
	cr_expect_eq(games_of("--- [1, 2\n--- [\n--- {a: [", 100, &f), 3);
	cr_expect_eq(games_of("--- [1, 2\n---\n", 100, &f), 2);
}

Test(reader, a_clever_game_counts_its_text_not_its_nodes)
{
	const struct record	*rec;
	struct reader		*r;
	struct diags		 d;
	char			*buf;
	size_t			 i, off = 0, n = 10000;
	static const char	 entry[] =
	    "  - {roll: W2 Y3 B4 G1 O5 P1, player: Anna, total: {Y: 1}}\n"
	    "  - {take: P1, to: P, note: a note of some length here}\n";

	/* 1.2 MB of entries, far from 16 MiB of text. */
	buf = malloc(n * sizeof(entry) + 64);
	off = (size_t)sprintf(buf, "game: clever\nplayers: [Anna, Ben]\n"
	    "moves:\n");
	for (i = 0; i < n; i++)
		off += (size_t)sprintf(buf + off, "%s", entry);
	r = reader_new_mem((const unsigned char *)buf, off);
	diags_init(&d);
	cr_assert_eq(reader_next(r, &rec, &d), 1);
	for (i = 0; i < d.len; i++)
		cr_expect_neq(d.v[i].code, D_LIMIT, "%s", d.v[i].msg);
	cr_expect_eq(rec->clever->nmoves, 2 * n);
	diags_free(&d);
	reader_free(r);
	free(buf);
}
