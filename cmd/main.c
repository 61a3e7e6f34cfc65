/*
 * genial: the entry point.  Picks the command from the first argument and
 * hands it the rest; answers --help, --version and `help COMMAND` itself.
 *
 * The dispatch table below is also the one place that holds the usage
 * text: each row's usage is the command's lines of CLI.md verbatim, which
 * is also the SYNOPSIS of man/genial.1.  `genial --help` prints all rows
 * in order, `genial help COMMAND` and `genial COMMAND --help` print one.
 */
#include <stdio.h>
#include <string.h>

#include "cmds.h"

struct command {
	const char	*name;
	int		(*run)(int, char *[]);	/* NULL: not in this build yet */
	const char	*usage;			/* CLI.md lines, '\n'-ended */
};

static const struct command commands[] = {
	{ "check", cmd_check,
	  "genial check     [-f FORMAT] [--strict] [--stop] [-j N] [FILE...]\n" },
	{ "score", cmd_score,
	  "genial score     [-f FORMAT] [FILE...]          "
	  "per-placement scoring breakdown\n" },
	{ "rank", cmd_rank,
	  "genial rank      [-f FORMAT] [FILE...]          "
	  "final counters and ranking per game\n" },
	{ "show", cmd_show,
	  "genial show      [--game G] [--move N] [--svg | --html] FILE\n"
	  "                                                 "
	  "the board after move N (default: the end)\n" },
	{ "standings", NULL,
	  "genial standings [-f FORMAT] FILE...            "
	  "tournament table over many games (MSO VPs and tie-breaks)\n" },
	{ "play", cmd_play,
	  "genial play      [--seed S] [--games N] [--players K] "
	  "[--variant V] [--rules R] [--tiles T] [--agent A]\n"
	  "                                                 "
	  "self-play: writes valid records\n" },
};
#define NCOMMANDS	(sizeof(commands) / sizeof(commands[0]))

static const char general_usage[] = "genial --version | --help\n";

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

	return c == NULL ? NULL : c->usage;
}

/* Every usage line, in CLI.md order. */
static void
print_usage(FILE *fp)
{
	size_t	 i;

	for (i = 0; i < NCOMMANDS; i++)
		fputs(commands[i].usage, fp);
	fputs(general_usage, fp);
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
	if ((u = cmd_usage(argv[1])) == NULL) {
		fprintf(stderr, "genial help: unknown command '%s'\n", argv[1]);
		print_usage(stderr);
		return 2;
	}
	fputs(u, stdout);
	return finish_stdout();
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
		fprintf(stderr, "genial: unknown command '%s'\n", argv[1]);
		print_usage(stderr);
		return 2;
	}
	if (c->run == NULL) {
		fprintf(stderr, "genial: %s is not available in this build\n",
		    c->name);
		return 2;
	}
	return c->run(argc - 1, argv + 1);
}
