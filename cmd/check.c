/*
 * genial check: judge every game of every FILE against the rules and the
 * record's own claims, and print the diagnostics as the result.
 *
 * Text: one line per diagnostic, sorted by move then position, in the format
 * of genial(1) DIAGNOSTICS, then one summary line per file ("FILE: N games, E
 * errors, W warnings").  TSV: one row per diagnostic under the fixed header.
 * JSON Lines and YAML: one object (document) per game with its players, counts
 * and diagnostics.  --stop ends the run after the first game that fails;
 * --strict makes warnings fail too.
 */
#include "cmds.h"
#include "common.h"

int
cmd_check(int argc, char *argv[])
{
	return run_report(argc, argv, REPORT_CHECK, OPT_COMMON);
}
