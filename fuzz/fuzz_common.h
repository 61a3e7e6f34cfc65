/*
 * What the fuzz targets share: invariant checks on what the reader and
 * the replay hand back.  A failed check prints the condition and aborts,
 * so the fuzzer keeps the input as a crash.
 */
#ifndef GENIAL_FUZZ_COMMON_H
#define GENIAL_FUZZ_COMMON_H

#include "../core/diag.h"
#include "../core/record.h"

#define FUZZ_ASSERT(c)	((c) ? (void)0 : \
	fuzz_fail(__FILE__, __LINE__, #c))

void	fuzz_fail(const char *file, int line, const char *what)
	    __attribute__((noreturn));
/* 1 if s is valid UTF-8 with no C0 or C1 control character but tab. */
int	fuzz_clean_text(const char *s, int allow_nl);
/*
 * The diagnostics of one game (rec: its record, or NULL after a syntax
 * error): known codes, counts that add up, 1-based positions, moves and
 * seats in range, messages that are clean one-line text.
 */
void	fuzz_check_diags(const struct diags *, const struct record *rec);
/* A record as the reader's contract describes it. */
void	fuzz_check_record(const struct record *);

#endif
