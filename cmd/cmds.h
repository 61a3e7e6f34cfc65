/*
 * The commands of genial.  Each command is one function with the shape of
 * main(): argv[0] is the command name ("check"), the rest its arguments.
 * It returns the exit status of genial(1): 0 clean, 1 an error-level
 * diagnostic (with --strict, a warning too), 2 bad usage, an unreadable
 * file or a write error.
 *
 * cmd/main.c holds the dispatch table: one row per command with its
 * function and its usage text.  Adding a command is one declaration here
 * and one row there.
 */
#ifndef GENIAL_CMDS_H
#define GENIAL_CMDS_H

#include <stdio.h>

#ifndef GENIAL_VERSION
#define GENIAL_VERSION	"0.1.0"
#endif

int	cmd_check(int argc, char *argv[]);
int	cmd_score(int argc, char *argv[]);
int	cmd_rank(int argc, char *argv[]);
int	cmd_show(int argc, char *argv[]);
int	cmd_play(int argc, char *argv[]);
int	cmd_standings(int argc, char *argv[]);
int	cmd_explain(int argc, char *argv[]);
int	cmd_analyse(int argc, char *argv[]);
int	cmd_fix(int argc, char *argv[]);

/*
 * The usage lines of a command, exactly as the man page's
 * SYNOPSIS give them (one or more lines, each ending in a newline), or
 * NULL for an unknown command.  Defined with the dispatch table.
 */
const char	*cmd_usage(const char *name);
/*
 * Write the help of a command to fp (usage.c): its synopsis, then one
 * line per option.  Returns 0, or -1 for an unknown command or a failed
 * write.
 */
int		 cmd_help(FILE *fp, const char *name);

#endif
