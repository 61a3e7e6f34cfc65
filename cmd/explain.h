/*
 * The table behind `genial explain`, generated at build time by
 * scripts/gen-explain.sh from the DIAGNOSTICS section of man/genial.1 and
 * the minimal records of testdata/codes/, so the page stays the one
 * source of the explanations and the binary needs neither at run time.
 */
#ifndef GENIAL_EXPLAIN_H
#define GENIAL_EXPLAIN_H

#include <stddef.h>

struct explain_entry {
	const char	*code;		/* "score-mismatch" */
	/*
	 * The explanation, one block a line: a paragraph, a list item
	 * ("- " first), a line of a literal display ("  " first), or an
	 * empty line between paragraphs.
	 */
	const char	*text;
	const char	*example;	/* testdata/codes/CODE.yaml, or NULL */
};

extern const struct explain_entry explain_table[];
extern const size_t explain_count;

#endif
