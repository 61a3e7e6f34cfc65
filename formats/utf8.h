/*
 * UTF-8 for the writers: the one decoder and the one column count.  The
 * reader checks its input apart (reader_input.c: it must also say where
 * and why a byte is wrong); every writer that measures or cleans text
 * uses these.
 */
#ifndef GENIAL_UTF8_H
#define GENIAL_UTF8_H

#include <stddef.h>
#include <stdint.h>

#define UTF8_REPLACEMENT	0xfffdu	/* U+FFFD, for ill-formed bytes */

/*
 * Length of the well-formed UTF-8 sequence at s (1 to 4 bytes), or 0 if
 * s does not start one: a stray continuation byte, an overlong form, a
 * surrogate, a value past U+10FFFF, or a sequence cut short (by a NUL
 * too, so s may end at its terminator).
 */
size_t	 utf8_len(const unsigned char *s);
/*
 * Decode one character at s (NUL-terminated): returns the bytes it takes
 * (>= 1) and sets *cp, or for an ill-formed byte returns 1 and sets *cp to
 * UTF8_REPLACEMENT.
 */
size_t	 utf8_decode(const unsigned char *s, uint32_t *cp);
/*
 * Decode one character at s with only avail bytes readable (avail >= 1;
 * the bytes need no terminator): as utf8_decode.
 */
size_t	 utf8_decode_n(const unsigned char *s, size_t avail, uint32_t *cp);
/*
 * Terminal columns of one character, roughly as wcwidth(3): 0 for
 * combining marks and zero-width characters, 2 for the wide and fullwidth
 * blocks of East Asian scripts and the emoji blocks, 1 for the rest.
 */
int	 utf8_cp_width(uint32_t cp);
/*
 * Terminal columns the text takes (utf8_cp_width; an ill-formed byte
 * counts as the one replacement character it prints as): of s,
 * NUL-terminated and NULL as "", and of the len bytes at p.
 */
size_t	 utf8_width(const char *s);
size_t	 utf8_span_width(const char *p, size_t len);

#endif
