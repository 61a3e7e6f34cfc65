/*
 * genial rank: per game, every side's final counters and the ranking,
 * best first, equal ranks sharing the number, with the comparison that
 * decided each place ("Anna wins: lowest 9 = 9, second lowest 12 > 11").
 * The ranking of an incomplete game is marked provisional.  TSV has one
 * row per side (genial(1) TSV COLUMNS).  Diagnostics go to standard error as
 * text lines, or with --diagnostics FILE to FILE as `check` writes them
 * in the chosen format, and still decide the exit status.
 */
#include "cmds.h"
#include "common.h"

int
cmd_rank(int argc, char *argv[])
{
	return run_report(argc, argv, REPORT_RANK,
	    OPT_COMMON | OPT_DIAGNOSTICS | OPT_KIND);
}
