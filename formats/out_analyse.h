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

#include <jansson.h>
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

/*
 * Shared by both writers (out_analyse_share.c).  A value v kept in units
 * of 1/(100 * per) point (per 10000 for Ingenious' millionths, 10 for
 * clever's thousandths) in points with two decimals: "1.25", "-0.40";
 * signed: "+1.25" (zero and negatives as out_analyse_value writes them;
 * the buffer is one longer); as a JSON number.
 */
#define OUT_VALUE_LEN	31
/* A seat's name, "?" for no such seat; the widest name's display width,
   at least that of the column's title "player". */
const char *out_analyse_player(const struct record *, int seat);
int	 out_analyse_name_width(const struct record *);
char	*out_analyse_value(long v, long per, char buf[OUT_VALUE_LEN]);
char	*out_analyse_signed(long v, long per, char buf[OUT_VALUE_LEN + 1]);
json_t	*out_analyse_json(long v, long per);

/*
 * The annotated record.  out_analyse_note: note (taken) joins entry's
 * notes: *slot holds what the analysis said of the entry so far (NULL at
 * first, freed by the caller), *own is the entry's note in the copy being
 * written, pointed at the joined text.  out_analyse_description: the
 * record's description (or NULL) followed by summary (taken), allocated.
 * out_analyse_emit: the record as one YAML stream.
 */
void	 out_analyse_note(char **slot, const char **own, char *note);
/*
 * The text table's first line, "FILE, game N: Anna, Ben"; and the JSON
 * object's first fields, file, game, kind (if not NULL) and players.
 */
void	 out_analyse_title(FILE *, const char *file, const struct record *);
json_t	*out_analyse_head(const char *file, const struct record *,
	    const char *kind);
char	*out_analyse_description(const char *description, char *summary);
int	 out_analyse_emit(FILE *, const struct record *);

#endif
