/*
 * Record text on its way in and out: the one rule for what the strings a
 * record holds (names, event, title, description, notes, ...) may carry
 * where a terminal, a table or a YAML reader sees them.  A record's text
 * is untrusted: an escape sequence in it would drive the terminal of
 * whoever reads the output (retitle the window, write the clipboard,
 * clear the screen), a tab or a line break would shift a table's
 * columns, and a name such as ~ or 007 written plain would come back from
 * YAML as a null or a number.
 *
 *   - A name (a player's, in either game) with a control character is
 *     refused when it is read (rtext_name_ok), so that every writer may
 *     print names as they are.
 *   - Every other record string is written through rtext_put(), which
 *     writes each control character as a visible escape.
 *   - JSON is written through rtext_json_dumpf(), which escapes DEL and
 *     the C1 controls that jansson writes as they are.
 *   - The record writer quotes a string that YAML would read as anything
 *     but that string (rtext_yaml_plain).
 *
 * genial-record(5), "Text in a record", states the rule.
 */
#ifndef GENIAL_RTEXT_H
#define GENIAL_RTEXT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <jansson.h>

/*
 * Bytes of the control character that starts s[0..n), or 0 if it is none:
 * a C0 control (tab and line breaks too), DEL, or a C1 control
 * (U+0080..U+009F as UTF-8; U+009B starts a terminal command).
 */
size_t	rtext_control(const char *s, size_t n);

/*
 * 1 if the character cp is never shown as it is: a C0 or C1 control, DEL,
 * a bidirectional control (which would reorder the text around it), or
 * U+FFFE/U+FFFF.  The pictures print these as a space (show_clean).
 */
int	rtext_unsafe(uint32_t cp);

/* 1 if s[0..n) may be a player's name: not empty, no control character. */
int	rtext_name_ok(const char *s, size_t n);

/*
 * A player's or a side's name on its way out as text, the one way for
 * every text writer of both games: the terminal columns it takes
 * (utf8_width: a wide character two, a combining mark none), and the name
 * (NULL: nothing) written as it is (rtext_name_ok held when it was read)
 * followed by blanks up to width columns, so that "Zoë" and "李娜" align
 * with "Ben"; width 0 for a name in running text.  TSV cells go through
 * rtext_put (RTEXT_CELL), JSON through jansson, SVG and HTML through
 * their escaping (show_put_xml), YAML through the emitter.
 */
int	rtext_name_width(const char *name);
void	rtext_put_name(FILE *, const char *name, int width);

/* Where rtext_put() writes. */
enum rtext_to {
	RTEXT_LINE,	/* a text line: tabs and newlines kept */
	RTEXT_CELL,	/* a TSV cell: tabs and line breaks as spaces */
	RTEXT_TERM	/* a whole text bound for a terminal (genial fix):
			   tabs, newlines and a carriage return before a
			   newline kept */
};

/*
 * Write s (NULL: nothing) to fp with each control character other than
 * those `to` keeps as an escape: \xHH for C0 and DEL, \u00HH for C1.
 * Returns 0, or -1 if fp has an error.
 */
int	rtext_put(FILE *fp, const char *s, enum rtext_to to);

/* rtext_put() of the n bytes at s, which may hold NUL bytes (\x00). */
int	rtext_write(FILE *fp, const char *s, size_t n, enum rtext_to to);

/*
 * s escaped as rtext_put() writes it, into buf (size bytes, cut at a
 * character boundary if it is too small).  Returns buf.
 */
char	*rtext_clean(const char *s, enum rtext_to to, char *buf, size_t size);

/*
 * json_dumpf(), but with DEL and the C1 controls in strings written as
 * \u escapes (JSON allows them raw, a terminal does not take them as
 * text): the same JSON value, no control byte.  Returns 0 or -1.
 */
int	rtext_json_dumpf(const json_t *, FILE *, size_t flags);

/*
 * 1 if s[0..n), written as a plain YAML scalar, reads back as the string
 * s under YAML 1.1 and 1.2: it starts with a letter (or a character past
 * ASCII) and is not a word YAML reads as null or a boolean.  Anything
 * else (~, null, true, 007, 2026-03-14, =, <<, .5) is to be quoted.  The
 * emitter still quotes what it must for its own reasons (": ", a
 * leading space, '#').
 */
int	rtext_yaml_plain(const char *s, size_t n);

#endif
