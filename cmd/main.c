/*
 * genial: the entry point.  Picks the command from the first argument and
 * hands it the rest; answers --help, --version and `help COMMAND` itself.
 *
 * The dispatch table below is also the one place that holds the usage
 * text: each row's synopsis is the command's line of the SYNOPSIS of
 * man/genial.1 (tests/synopsis.sh compares them).  `genial --help` prints
 * all rows; `genial help COMMAND` and `genial COMMAND --help` print one,
 * then the command's options (usage.c).  `genial help CODE` explains a
 * diagnostic code, as `genial explain CODE`.
 */
#include <stdio.h>
#include <string.h>

#include "../core/diag.h"
#include "../formats/reader.h"
#include "cmds.h"
#include "common.h"

struct command {
	const char	*name;
	int		(*run)(int, char *[]);
	const char	*synopsis;	/* the man page's SYNOPSIS line */
	const char	*summary;	/* what it does, for genial --help */
};

static const struct command commands[] = {
	{ "check", cmd_check,
	  "genial check [-f FORMAT] [--strict] [--stop] [--no-source] [-j N] "
	  "[-o FILE] [--color=WHEN] [FILE...]",
	  "referee every game: rule violations and false claims" },
	{ "score", cmd_score,
	  "genial score [-f FORMAT] [--kind KIND] [--strict] [--stop] "
	  "[--no-source] [--diagnostics FILE] [-j N] [-o FILE] [--color=WHEN] "
	  "[FILE...]",
	  "per-placement scoring breakdown" },
	{ "rank", cmd_rank,
	  "genial rank [-f FORMAT] [--kind KIND] [--strict] [--stop] "
	  "[--no-source] [--diagnostics FILE] [-j N] [-o FILE] [--color=WHEN] "
	  "[FILE...]",
	  "final counters and ranking per game" },
	{ "show", cmd_show,
	  "genial show [--game G] [--move N] [--player NAME] [--svg | --html] "
	  "[--no-source] [-o FILE] [--color=WHEN] FILE",
	  "the board after move N (default: the end)" },
	{ "standings", cmd_standings,
	  "genial standings [-f FORMAT] [--strict] [--no-source] [-o FILE] "
	  "[--color=WHEN] FILE...",
	  "tournament table over many games (MSO VPs and tie-breaks)" },
	{ "explain", cmd_explain,
	  "genial explain [CODE]",
	  "what a diagnostic code means, with an example" },
	{ "play", cmd_play,
	  "genial play [--kind K] [--seed S] [--games N] [--players K] "
	  "[--variant V] [--rules R] [--tiles T] [--agent A] [-o FILE]",
	  "self-play: writes valid records" },
	{ "fix", cmd_fix,
	  "genial fix [-o FILE | -i] [--diff] [FILE...]",
	  "write each record back with its slips mended" },
	{ "analyse", cmd_analyse,
	  "genial analyse [-f FORMAT] [--sim N] [--top K] [-j N] [-o FILE] "
	  "[--color=WHEN] [FILE...]",
	  "how well each move was played, and the best one" },
};
#define NCOMMANDS	(sizeof(commands) / sizeof(commands[0]))

static const char general_usage[] = "genial --version | --help";

static const struct command *
find_command(const char *name)
{
	size_t	 i;

	for (i = 0; i < NCOMMANDS; i++)
		if (strcmp(commands[i].name, name) == 0)
			return &commands[i];
	return NULL;
}

const char *
cmd_usage(const char *name)
{
	const struct command	*c = find_command(name);

	return c == NULL ? NULL : c->synopsis;
}

/* Every synopsis line, in the man page's order, then what each command does. */
static void
print_usage(FILE *fp)
{
	size_t	 i;

	for (i = 0; i < NCOMMANDS; i++)
		fprintf(fp, "%s\n", commands[i].synopsis);
	fprintf(fp, "%s\n\n", general_usage);
	for (i = 0; i < NCOMMANDS; i++)
		fprintf(fp, "  %-10s %s\n", commands[i].name, commands[i].summary);
	fputs("\nIngenious records: genial-record(5); Ganz schön clever: "
	    "genial-clever(5).\nSee genial(1).\n", fp);
}

/*
 * Report a first argument that names no command: an option genial does
 * not take before a command, or a command spelt near one (did you mean),
 * or neither.  Prints the usage after it.
 */
static void
unknown_command(const char *prog, const char *word)
{
	const char	*names[NCOMMANDS];
	size_t		 i;
	int		 k;

	if (word[0] == '-') {
		cmd_say(stderr, "%s: unknown option '%s': options follow the "
		    "command (genial COMMAND --help lists them)\n", prog, word);
		print_usage(stderr);
		return;
	}
	for (i = 0; i < NCOMMANDS; i++)
		names[i] = commands[i].name;
	if ((k = reader_near_name(word, names, (int)NCOMMANDS)) >= 0)
		cmd_say(stderr, "%s: unknown command '%s'; did you mean '%s'?\n",
		    prog, word, names[k]);
	else
		cmd_say(stderr, "%s: unknown command '%s'\n", prog, word);
	print_usage(stderr);
}

/* Report a write error on standard output (--help, --version). */
static int
finish_stdout(void)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "genial: write error on standard output\n");
		return 2;
	}
	return 0;
}

/* genial help [COMMAND] */
static int
help(int argc, char *argv[])
{
	const char	*u;

	if (argc < 2) {
		print_usage(stdout);
		return finish_stdout();
	}
	if (argc > 2) {
		fprintf(stderr, "genial help: one command at a time\n");
		print_usage(stderr);
		return 2;
	}
	/* genial help CODE: the code explained. */
	if (cmd_usage(argv[1]) == NULL && diag_lookup(argv[1]) >= 0) {
		char	 name[] = "explain";
		char	*args[3];

		args[0] = name;
		args[1] = argv[1];
		args[2] = NULL;
		return cmd_explain(2, args);
	}
	if ((u = cmd_usage(argv[1])) == NULL) {
		unknown_command("genial help", argv[1]);
		return 2;
	}
	if (cmd_help(stdout, argv[1]) != 0) {
		fprintf(stderr, "genial: write error on standard output\n");
		return 2;
	}
	return 0;
}

int
main(int argc, char *argv[])
{
	const struct command	*c;

	if (argc < 2) {
		print_usage(stderr);
		return 2;
	}
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
		print_usage(stdout);
		return finish_stdout();
	}
	if (strcmp(argv[1], "--version") == 0) {
		printf("genial %s\n", GENIAL_VERSION);
		return finish_stdout();
	}
	if (strcmp(argv[1], "help") == 0)
		return help(argc - 1, argv + 1);
	if ((c = find_command(argv[1])) == NULL) {
		unknown_command("genial", argv[1]);
		return 2;
	}
	return c->run(argc - 1, argv + 1);
}
