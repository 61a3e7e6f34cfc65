/*
 * A text in memory read and judged game by game, as `genial check` judges
 * a file: the one loop behind `genial fix` (its rounds and the findings it
 * leaves) and `genial explain` (what check says of an example).
 */
#ifndef GENIAL_JUDGE_H
#define GENIAL_JUDGE_H

#include <stddef.h>
#include <stdio.h>

#include "../core/diag.h"
#include "../core/record.h"
#include "reader.h"

/*
 * Called once per reader_next() answer r other than 0 (genial's
 * reader.h says what 1, -1 and -2 mean), after the game (r == 1, rec
 * usable) is replayed, with its findings sorted in d; rd is the reader,
 * for reader_skipped().  A non-zero return stops the reading and is
 * judge_text's.
 */
typedef int	(*judge_each)(void *arg, int r, const struct record *rec,
		    struct diags *d, struct reader *rd);

/*
 * Read buf[0..len) to its end, calling each for every document.
 * Returns 0, or the first non-zero value each returned.
 */
int	judge_text(const unsigned char *buf, size_t len, judge_each each,
	    void *arg);

/*
 * The findings of every game of buf[0..len) written to fp as `genial
 * check` writes them (out_diag_lines), file named name, coloured when
 * colour is set.  Returns 0, or -1 on a write error.
 */
int	judge_print(FILE *fp, const char *name, const unsigned char *buf,
	    size_t len, int colour);

#endif
