/*
 * genial play: self-play.  Writes complete full-information records, one
 * YAML document per game, that `genial check` accepts without a word.
 *
 * One PRNG, seeded with --seed, drives the whole stream: deals, draws
 * and the agents' tie-breaks, in a fixed order.  The same arguments give
 * the same bytes on every machine.
 */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/agent.h"
#include "../core/clever_play.h"
#include "../core/game.h"
#include "../core/prng.h"
#include "../core/selfplay.h"
#include "../formats/emit.h"
#include "cmds.h"
#include "common.h"

#define MAX_GAMES	100000000L

/* What the command line asked for. */
struct play_opts {
	uint64_t	 seed;
	long		 games;
	struct rules	 rules;
	int		 players;	/* --players, or 0: the variant's */
	const char	*variant;	/* --variant as given */
	const char	*ruleset;	/* --rules as given */
	const char	*tiles;		/* --tiles as given */
	enum agent_kind	 agents[MAX_SEATS];
	const char	*agent_arg;	/* --agent as given, or NULL */
	const char	*output;	/* -o FILE, or NULL for stdout */
	int		 clever;	/* --kind clever */
	int		 ingenious_opts; /* --variant, --rules or --tiles */
};

/* Parse a decimal number in lo..hi; 0 or -1. */
static int
parse_num(const char *s, unsigned long long hi, unsigned long long *out)
{
	char *end;

	if (*s < '0' || *s > '9')
		return -1;
	errno = 0;
	*out = strtoull(s, &end, 10);
	if (errno != 0 || *end != '\0' || *out > hi)
		return -1;
	return 0;
}

/* One agent name per seat, or one for all.  0 or -1 (reported). */
static int
parse_agents(struct play_opts *o)
{
	char buf[256], *name, *save = NULL;
	int n = 0, k, s;

	if (o->agent_arg == NULL) {
		for (s = 0; s < MAX_SEATS; s++)
			o->agents[s] = AGENT_GREEDY;
		return 0;
	}
	if (strlen(o->agent_arg) >= sizeof(buf)) {
		usage_error("play", "agent list too long");
		return -1;
	}
	strcpy(buf, o->agent_arg);
	for (name = strtok_r(buf, ",", &save); name != NULL;
	    name = strtok_r(NULL, ",", &save)) {
		if ((k = agent_parse(name)) < 0) {
			usage_error("play", "bad agent '%s': use random, "
			    "greedy, balanced or (--kind clever) strong", name);
			return -1;
		}
		if (k == AGENT_STRONG && !o->clever) {
			usage_error("play", "the strong agent plays "
			    "--kind clever only");
			return -1;
		}
		if (n == MAX_SEATS) {
			n++;
			break;
		}
		o->agents[n++] = (enum agent_kind)k;
	}
	if (n == 1) {
		for (s = 1; s < MAX_SEATS; s++)
			o->agents[s] = o->agents[0];
		return 0;
	}
	if (n != o->rules.seats) {
		usage_error("play", "%d agents for %d player%s: give one, or "
		    "one per seat", n, o->rules.seats,
		    o->rules.seats == 1 ? "" : "s");
		return -1;
	}
	return 0;
}

/*
 * The variant and the number of players: --players defaults to what the
 * variant needs (2 for standard) and must fit it.  Sets o->rules to the
 * defaults for that many seats with the variant.  0, or -1 (reported).
 */
static int
parse_variant(struct play_opts *o)
{
	int v, lo, hi;

	if ((v = rules_variant_parse(o->variant)) < 0) {
		usage_error("play", "bad variant '%s': use standard, solo, "
		    "team or duel", o->variant);
		return -1;
	}
	rules_seat_range((enum variant)v, &lo, &hi);
	if (o->players == 0)
		o->players = lo;
	if (o->players < lo || o->players > hi) {
		if (lo == hi)
			usage_error("play", "the %s variant is for %d "
			    "player%s, not %d", o->variant, lo, lo == 1 ? "" : "s",
			    o->players);
		else
			usage_error("play", "the %s variant is for %d to %d "
			    "players, not %d", o->variant, lo, hi, o->players);
		return -1;
	}
	rules_default(&o->rules, o->players);
	o->rules.variant = (enum variant)v;
	return 0;
}

/* One of play's own options (options_parse calls this). */
static int
play_option(void *ctx, int ch, const char *arg)
{
	struct play_opts *o = ctx;
	unsigned long long v;

	switch (ch) {
	case 'a':
		o->agent_arg = arg;
		return 0;
	case 'k':
		if (strcmp(arg, "ingenious") == 0)
			o->clever = 0;
		else if (strcmp(arg, "clever") == 0)
			o->clever = 1;
		else {
			usage_error("play", "bad kind '%s': use ingenious or "
			    "clever", arg);
			return -1;
		}
		return 0;
	case 'g':
		if (parse_num(arg, MAX_GAMES, &v) < 0) {
			usage_error("play", "bad number of games '%s': use 0 "
			    "to %ld", arg, MAX_GAMES);
			return -1;
		}
		o->games = (long)v;
		return 0;
	case 'p':
		if (parse_num(arg, MAX_SEATS, &v) < 0 || v < 1) {
			usage_error("play", "bad number of players '%s': use "
			    "1 to 4", arg);
			return -1;
		}
		o->players = (int)v;
		return 0;
	case 'r':
		o->ruleset = arg;
		o->ingenious_opts = 1;
		return 0;
	case 't':
		o->tiles = arg;
		o->ingenious_opts = 1;
		return 0;
	case 'S':
		if (parse_num(arg, UINT64_MAX, &v) < 0) {
			usage_error("play", "bad seed '%s': use 0 to %" PRIu64,
			    arg, UINT64_MAX);
			return -1;
		}
		o->seed = v;
		return 0;
	case 'V':
		o->variant = arg;
		o->ingenious_opts = 1;
		return 0;
	}
	return -1;
}

/*
 * Parse the command line into *o.  Returns -1 to go on, or the exit
 * status to return at once (EXIT_CLEAN after --help, EXIT_TROUBLE on bad
 * usage or a failed write of the help).
 */
static int
parse_args(int argc, char *argv[], struct play_opts *o)
{
	static const struct option longopts[] = {
		{ "agent",	required_argument, NULL, 'a' },
		{ "games",	required_argument, NULL, 'g' },
		{ "kind",	required_argument, NULL, 'k' },
		{ "players",	required_argument, NULL, 'p' },
		{ "rules",	required_argument, NULL, 'r' },
		{ "seed",	required_argument, NULL, 'S' },
		{ "tiles",	required_argument, NULL, 't' },
		{ "variant",	required_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	struct cmd_opts extra;
	struct options common;
	int rc, v;

	memset(o, 0, sizeof(*o));
	o->seed = 1;
	o->games = 1;
	o->players = 0;
	o->variant = "standard";
	o->ruleset = "kosmos";
	o->tiles = "standard";
	extra.longopts = longopts;
	extra.shortopts = "a:g:k:p:r:S:t:V:";
	extra.handle = play_option;
	extra.ctx = o;
	if ((rc = options_parse(&common, argc, argv, OPT_OUTPUT, &extra)) != 0)
		return rc > 0 ? EXIT_CLEAN : EXIT_TROUBLE;
	if (common.nfiles > 0) {
		usage_error("play", "unexpected argument '%s'", common.files[0]);
		return EXIT_TROUBLE;
	}
	o->output = common.output;
	if (o->clever) {
		if (o->ingenious_opts) {
			usage_error("play", "--variant, --rules and --tiles "
			    "are for Ingenious, not --kind clever");
			return 2;
		}
		if (o->players == 0)
			o->players = 2;
		rules_default(&o->rules, o->players);
		return parse_agents(o) < 0 ? 2 : -1;
	}
	if (parse_variant(o) < 0)
		return EXIT_TROUBLE;
	if ((v = rules_tiles_parse(o->tiles)) >= 0)
		o->rules.tiles = (enum tileset)v;
	else {
		usage_error("play", "bad tiles '%s': use standard or travel",
		    o->tiles);
		return EXIT_TROUBLE;
	}
	if ((v = rules_ruleset_parse(o->ruleset)) >= 0)
		o->rules.ruleset = (enum ruleset)v;
	else {
		usage_error("play", "bad rules '%s': use kosmos or mso",
		    o->ruleset);
		return EXIT_TROUBLE;
	}
	if (parse_agents(o) < 0)
		return EXIT_TROUBLE;
	return -1;
}

/*
 * Play and write every game to out; 0 or 2 (reported, but a write error
 * is left to output_close(), with its errno in out->err: said once).
 */
static int
play_all(const struct play_opts *o, struct output *out)
{
	FILE *fp = out->fp;
	struct selfplay sp;
	struct clever_play cp;
	struct emitter *em;
	struct prng rng;
	long i;
	int rc = 0;

	prng_seed(&rng, o->seed);
	selfplay_init(&sp);
	em = emit_new(fp);
	if (o->clever) {
		clever_play_init(&cp);
		for (i = 0; i < o->games && rc == 0; i++) {
			clever_play_run(&cp, o->players, o->agents, &rng);
			cp.rec.game = (int)(i + 1);
			if (emit_record(em, &cp.rec) < 0)
				rc = 2;
		}
		clever_play_free(&cp);
	}
	for (i = 0; i < o->games && rc == 0 && !o->clever; i++) {
		if (selfplay_run(&sp, &o->rules, o->agents, &rng) < 0) {
			fprintf(stderr, "genial play: internal error: game %ld "
			    "of seed %" PRIu64 " stopped before its end\n",
			    i + 1, o->seed);
			rc = EXIT_TROUBLE;
			break;
		}
		if (emit_record(em, &sp.rec) < 0) {
			rc = EXIT_TROUBLE;
			out->err = errno;
		}
	}
	if (emit_close(em) < 0 && rc == 0) {
		rc = EXIT_TROUBLE;
		out->err = errno;
	}
	if (rc == EXIT_TROUBLE && *emit_error(em) && !ferror(fp))
		fprintf(stderr, "genial play: %s\n", emit_error(em));
	emit_free(em);
	selfplay_free(&sp);
	return rc;
}

int
cmd_play(int argc, char *argv[])
{
	struct play_opts o;
	struct output out;
	int rc;

	if ((rc = parse_args(argc, argv, &o)) >= 0)
		return rc;
	if (output_open(&out, "play", o.output, NULL, -1) < 0)
		return EXIT_TROUBLE;
	rc = play_all(&o, &out);
	return output_close(&out, "play", rc == 0) < 0 ? EXIT_TROUBLE : rc;
}
