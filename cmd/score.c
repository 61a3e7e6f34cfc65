/*
 * genial score: the scoring breakdown of every placement: each scoring
 * line and its length, the points per colour, what the cap cut off, the
 * counters after it, the bonus placements earned; swaps and flags; the
 * final counters.  TSV has one row per placement (genial(1) TSV COLUMNS).
 * Diagnostics go to standard error as text lines, or with --diagnostics
 * FILE to FILE as `check` writes them in the chosen format, and still
 * decide the exit status.
 */
#include "cmds.h"
#include "common.h"

int
cmd_score(int argc, char *argv[])
{
	return run_report(argc, argv, REPORT_SCORE,
	    OPT_COMMON | OPT_DIAGNOSTICS | OPT_KIND);
}
