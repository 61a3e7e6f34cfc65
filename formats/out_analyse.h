/*
 * The writers of `genial analyse` (genial(1) "ANALYSIS"): one game's
 * analysis (core/analyse.h) as a text table and per-player summary, TSV
 * rows, one JSON object, or the record written back as YAML with each
 * analysed move annotated in its `note`.
 *
 * Values are printed in points with two decimals (hundredths, rounded
 * half away from zero), from the integers of the analysis.  Every
 * function returns 0, or -1 when the stream reported an error.
 */
#ifndef GENIAL_OUT_ANALYSE_H
#define GENIAL_OUT_ANALYSE_H

#include <stdio.h>

#include "../core/analyse.h"
#include "../core/clever_analyse.h"
#include "../core/record.h"
#include "out.h"

/* The TSV header line (written once, before the first game's rows). */
int	out_analyse_header(FILE *);

/*
 * One game's analysis in format fmt.  top: how many of the best
 * placements to list per placement (1..AN_TOP) in text and JSON.  Text
 * and TSV write nothing between games; the caller separates text reports
 * with a blank line.  YAML writes one whole stream holding one document.
 */
int	out_analyse_game(FILE *, enum out_format fmt, const char *file,
	    const struct record *, const struct analysis *, int top);

/*
 * The same for a Ganz schön clever game (out_clever_analyse.c): its TSV
 * header (the columns differ from an Ingenious game's), and one game's
 * analysis; top: how many of the best choices to list per decision.  A
 * sheet-only record writes that it cannot be analysed (TSV: nothing;
 * out_clever_analyse_refusal() is the text to say it).
 */
int	out_clever_analyse_header(FILE *);
int	out_clever_analyse_game(FILE *, enum out_format fmt, const char *file,
	    const struct record *, const struct clever_analysis *, int top);
const char *out_clever_analyse_refusal(void);

#endif
