/*
 * The help of each command: `genial help COMMAND` and `genial COMMAND
 * --help` print the command's synopsis (its line of the SYNOPSIS of
 * genial(1), from the dispatch table in main.c) and then one line per
 * option it takes, as `git COMMAND -h` does.  tests/synopsis.sh checks
 * that the first line is the man page's and that every option listed
 * here appears in it.
 */
#include <stdio.h>
#include <string.h>

#include "cmds.h"

/* One option's help line, and the commands that take it. */
struct opt_help {
	const char	*cmds;	/* command names, space-separated */
	const char	*flags;	/* "-f, --format=FORMAT" */
	const char	*text;	/* what it does, short */
};

#define REPORTS	"check score rank"

/* In the order of the synopses. */
static const struct opt_help opts[] = {
	{ "show",	"-g, --game=G", "draw game G of the file (default 1)" },
	{ "show",	"-m, --move=N",
	  "draw the board after move N (0: empty; default: the end)" },
	{ "show",	"-P, --player=NAME",
	  "draw only this player's sheet (a clever game)" },
	{ "show",	"    --svg", "write the position as an SVG image" },
	{ "show",	"    --html", "write a page that steps through the game" },
	{ "play",	"-k, --kind=K", "ingenious (the default) or clever" },
	{ "play",	"-S, --seed=S", "the seed, a number (default 1)" },
	{ "play",	"-g, --games=N", "how many games (default 1)" },
	{ "play",	"-p, --players=K",
	  "how many players (default: what the variant needs)" },
	{ "play",	"-V, --variant=V", "standard, solo, team or duel" },
	{ "play",	"-r, --rules=R", "kosmos (the default) or mso" },
	{ "play",	"-t, --tiles=T", "standard (the default) or travel" },
	{ "play",	"-a, --agent=A",
	  "random, greedy, balanced or (clever) strong, or one per seat: "
	  "A,A,..." },
	{ "fix",	"-i, --in-place",
	  "rewrite each FILE in place, whole or not at all" },
	{ "fix",	"    --diff", "print the fixes as a diff that patch(1) "
	  "applies" },
	{ "analyse",	"    --sim=N",
	  "play the best choices out N times each, 1 to 100000" },
	{ "analyse",	"    --top=K",
	  "list the K best choices of each decision, 1 to 5" },
	{ REPORTS " standings analyse", "-f, --format=FORMAT",
	  "text (the default), tsv, json or yaml" },
	{ "score rank",	"    --kind=KIND", "the TSV table's columns: ingenious "
	  "or clever (default: the first game's)" },
	{ REPORTS " standings", "-s, --strict", "count warnings as errors in "
	  "the exit status" },
	{ REPORTS,	"    --stop", "stop after the first game with an error" },
	{ REPORTS " standings show", "    --no-source",
	  "do not quote the source line under each finding" },
	{ "score rank",	"    --diagnostics=FILE",
	  "write the findings to FILE, as check would" },
	{ REPORTS " analyse", "-j, --jobs=N", "work on N threads, 1 to 1024 (default 1)" },
	{ REPORTS " standings show play analyse fix", "-o, --output=FILE",
	  "write to FILE, whole or not at all" },
	{ REPORTS " standings show analyse", "    --color=WHEN",
	  "colour the text: auto (the default), always or never" },
	{ REPORTS " standings show play explain analyse fix", "-h, --help",
	  "print this help and exit" },
};

/* 1 if the space-separated list holds the word. */
static int
has_word(const char *list, const char *word)
{
	size_t	 n = strlen(word);
	const char *p;

	for (p = list; (p = strstr(p, word)) != NULL; p += n)
		if ((p == list || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0'))
			return 1;
	return 0;
}

int
cmd_help(FILE *fp, const char *name)
{
	const char	*u = cmd_usage(name);
	size_t		 i;

	if (u == NULL)
		return -1;
	fprintf(fp, "%s\n\n", u);
	for (i = 0; i < sizeof(opts) / sizeof(opts[0]); i++)
		if (has_word(opts[i].cmds, name))
			fprintf(fp, "    %-22s %s\n", opts[i].flags, opts[i].text);
	fputs("\nSee genial(1).\n", fp);
	return fflush(fp) == 0 && !ferror(fp) ? 0 : -1;
}
