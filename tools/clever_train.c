/*
 * clever_train: fits the strong Ganz schön clever player's network
 * (core/clever_strong.h) by self-play, and writes it as
 * core/clever_weights.c.
 *
 * Games are played by `genial play`'s own loop (clever_play_run) with
 * every seat strong, valuing positions with the network being fitted (in
 * floating point here; the program computes it in integers).  After each
 * game, every position a player chose is moved toward the lambda-return
 * of what followed: the values of the positions that player chose next,
 * and the final total at the end (temporal-difference learning, as
 * TD-Gammon).  A few decisions per thousand are taken at random, so that
 * positions the player would not choose are seen too; and with -w, some
 * games start with a stretch of random decisions (up to 60, none of them
 * learned from), so that the network also learns positions that weaker
 * players reach, which analyse must value.  The fit runs in
 * double precision from a seeded generator; only the integer network it
 * writes is used by genial.
 *
 *   clever_train [-g games] [-s seed] [-r rate] [-l lambda] [-e explore]
 *       [-w warm] [-m players] [-i in.txt] [-o out.txt] [-c out.c]
 *       [-v every]
 *   clever_train -x games [-s seed] [-n]
 *
 * -m gives the mix of player counts: "1" (solo only), "1112" (three solo
 * games for each two-player game), and so on.  -i and -o read and write
 * the network as text (to go on with a fit); -c writes the C file.  -e
 * and -w are per mille: of decisions taken at random, of games that start
 * with random decisions.
 *
 * The network in core/clever_weights.c came from five runs, each going
 * on from the one before (-i):
 *   -g 60000 (solo games only, the defaults)
 *   -g 120000 -s 2
 *   -g 150000 -s 3 -m 11121314 -r 0.0015 -e 10
 *   -g 30000 -s 4 -m 11121314 -r 0.0008 -e 5
 *   -g 100000 -s 5 -m 11121314 -r 0.0008 -e 5 -w 300
 * 460,000 games in all, under two hours of one core.
 *
 * -x plays that many solo games with the network genial was built with,
 * as `genial play --kind clever --players 1 --agent strong` does from
 * the same seed (-n: rerolls judged without the expectimax), and prints
 * the average total and how many games fell in each band of the solo
 * rating (genial-clever(5)).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/clever_play.h"
#include "../core/clever_strong.h"
#include "../core/prng.h"

#define NF	CLEVER_FEATURES
#define NH	CLEVER_HIDDEN
#define SCALE	100.0		/* points per unit of the output */
#define MAXSTEP	256		/* positions one player chooses in a game */

struct net {
	double	 w1[NF][NH], b1[NH], w2[NH], b2;
};

struct step {
	uint16_t x[NF];
	double	 total;		/* the position's total, points */
};

struct trainer {
	struct clever_strong *st;	/* the settings the games use */
	unsigned	 explore;	/* their exploration, per mille */
	int		 warm;		/* decisions of this game still made
					   at random and not learned from */
	struct net	 net;
	struct step	 traj[CLEVER_MAX_SEATS][MAXSTEP];
	int		 nsteps[CLEVER_MAX_SEATS];
	double		 h[NH];
};

/* The network's output for features x; h gets the hidden units. */
static double
forward(const struct net *n, const uint16_t *x, double *h)
{
	double	 out = n->b2, xi;
	int	 i, j;

	for (j = 0; j < NH; j++)
		h[j] = n->b1[j];
	for (i = 0; i < NF; i++) {
		if (x[i] == 0)
			continue;
		xi = x[i] / (double)CLEVER_FEATURE_ONE;
		for (j = 0; j < NH; j++)
			h[j] += xi * n->w1[i][j];
	}
	for (j = 0; j < NH; j++) {
		if (h[j] < 0)
			h[j] = 0;
		out += h[j] * n->w2[j];
	}
	return out;
}

static long
value(void *ctx, const struct clever_pos *p)
{
	struct trainer	*t = ctx;
	uint16_t	 x[NF];

	clever_features(p, x);
	return clever_pos_total(p) + lround(forward(&t->net, x, t->h) *
	    SCALE * CLEVER_POINT);
}

static void
chosen(void *ctx, const struct clever_pos *p)
{
	struct trainer	*t = ctx;
	struct step	*s;

	if (t->warm > 0 && --t->warm == 0)
		t->st->explore = t->explore;
	if (t->warm > 0 || p->seat < 0 || p->seat >= CLEVER_MAX_SEATS ||
	    t->nsteps[p->seat] >= MAXSTEP || clever_pos_final(p))
		return;
	s = &t->traj[p->seat][t->nsteps[p->seat]++];
	clever_features(p, s->x);
	s->total = (double)clever_pos_total(p) / CLEVER_POINT;
}

/* One gradient step of the squared error toward target (output units). */
static void
learn(struct net *n, const uint16_t *x, double target, double rate)
{
	double	 h[NH], g, gh, xi;
	int	 i, j;

	g = rate * (target - forward(n, x, h));
	for (j = 0; j < NH; j++) {
		if (h[j] <= 0)
			continue;
		gh = g * n->w2[j];
		n->w2[j] += g * h[j];
		n->b1[j] += gh;
		for (i = 0; i < NF; i++) {
			if (x[i] == 0)
				continue;
			xi = x[i] / (double)CLEVER_FEATURE_ONE;
			n->w1[i][j] += gh * xi;
		}
	}
	n->b2 += g;
}

/* The lambda-returns of one player's positions, then the updates. */
static void
fit(struct trainer *t, int seat, double final, double lambda, double rate)
{
	static double	 v[MAXSTEP + 1];
	double		 h[NH], g;
	int		 n = t->nsteps[seat], k;

	for (k = 0; k < n; k++)
		v[k] = t->traj[seat][k].total + SCALE *
		    forward(&t->net, t->traj[seat][k].x, h);
	g = final;
	for (k = n - 1; k >= 0; k--) {
		if (k < n - 1)
			g = (1 - lambda) * v[k + 1] + lambda * g;
		learn(&t->net, t->traj[seat][k].x,
		    (g - t->traj[seat][k].total) / SCALE, rate);
	}
}

static double
gauss(struct prng *r)
{
	double	 u = (prng_next(r) >> 11) * (1.0 / 9007199254740992.0);
	double	 w = (prng_next(r) >> 11) * (1.0 / 9007199254740992.0);

	if (u < 1e-12)
		u = 1e-12;
	return sqrt(-2 * log(u)) * cos(6.283185307179586 * w);
}

static void
init_net(struct net *n, struct prng *r)
{
	int	 i, j;

	memset(n, 0, sizeof(*n));
	for (i = 0; i < NF; i++)
		for (j = 0; j < NH; j++)
			n->w1[i][j] = gauss(r) * sqrt(2.0 / 60);
	for (j = 0; j < NH; j++)
		n->w2[j] = gauss(r) * 0.01;
}

static int
load(struct net *n, const char *path)
{
	FILE	*fp = fopen(path, "r");
	double	*p = &n->w1[0][0];
	size_t	 i, all = sizeof(*n) / sizeof(double);

	if (fp == NULL)
		return -1;
	for (i = 0; i < all; i++)
		if (fscanf(fp, "%lf", &p[i]) != 1)
			break;
	fclose(fp);
	return i == all ? 0 : -1;
}

static int
save(const struct net *n, const char *path)
{
	FILE		*fp = fopen(path, "w");
	const double	*p = &n->w1[0][0];
	size_t		 i, all = sizeof(*n) / sizeof(double);

	if (fp == NULL)
		return -1;
	for (i = 0; i < all; i++)
		fprintf(fp, "%.17g\n", p[i]);
	return fclose(fp);
}

static long
q(double v, double unit, long lim)
{
	long	 r = lround(v * unit);

	return r > lim ? lim : r < -lim ? -lim : r;
}

/* The network as core/clever_weights.c, in integers. */
static int
save_c(const struct net *n, const char *path)
{
	FILE	*fp = fopen(path, "w");
	int	 i, j, col;

	if (fp == NULL)
		return -1;
	fprintf(fp, "/*\n * The strong clever player's network "
	    "(clever_strong.h), written by\n * tools/clever_train.c, whose "
	    "opening comment lists the runs that\n * fitted it.  Weights "
	    "of the inputs and biases of the hidden units in units\n * of "
	    "2^-12 (at most 2^13, so that the sums fit 32 bits), of the "
	    "output in\n * units of 2^-12; an output of 1 is %g points.\n"
	    " */\n", SCALE);
	fprintf(fp, "#include \"clever_strong.h\"\n\n");
	fprintf(fp, "static const int16_t w1[CLEVER_FEATURES * "
	    "CLEVER_HIDDEN] = {");
	for (i = 0, col = 0; i < NF; i++)
		for (j = 0; j < NH; j++, col++)
			fprintf(fp, "%s%ld,", col % 12 ? " " : "\n\t",
			    q(n->w1[i][j], 4096, 8192));
	fprintf(fp, "\n};\n\nstatic const int32_t b1[CLEVER_HIDDEN] = {");
	for (j = 0; j < NH; j++)
		fprintf(fp, "%s%ld,", j % 12 ? " " : "\n\t",
		    q(n->b1[j], 4096, 8192));
	fprintf(fp, "\n};\n\nstatic const int16_t w2[CLEVER_HIDDEN] = {");
	for (j = 0; j < NH; j++)
		fprintf(fp, "%s%ld,", j % 12 ? " " : "\n\t",
		    q(n->w2[j], 4096, 32767));
	fprintf(fp, "\n};\n\nconst struct clever_net clever_net_default = {\n"
	    "\t12, 12, %ld, w1, b1, w2, %ld\n};\n", (long)SCALE,
	    q(n->b2, 4096, 1L << 30));
	return fclose(fp);
}

/* -x: solo games by the built-in network; the average and the bands. */
static int
measure(long games, unsigned long long seed, int no_search)
{
	static const int	 from[9] = { 281, 260, 240, 220, 200, 180, 160,
	    140, 0 };
	struct clever_strong	 st;
	struct clever_play	 cp;
	struct prng		 rng;
	enum agent_kind		 ag[CLEVER_MAX_SEATS] = { AGENT_STRONG };
	long			 g, band[9], sum = 0, sq = 0, lo = 1000, hi = 0;
	double			 mean;
	int			 b, tot, l, h;

	memset(&st, 0, sizeof(st));
	st.no_search = no_search;
	clever_play_init(&cp);
	cp.strong = &st;
	prng_seed(&rng, seed);
	memset(band, 0, sizeof(band));
	for (g = 0; g < games; g++) {
		clever_play_run(&cp, 1, ag, &rng);
		tot = cp.score[0].total;
		sum += tot;
		sq += (long)tot * tot;
		lo = tot < lo ? tot : lo;
		hi = tot > hi ? tot : hi;
		for (b = 0; b < 8 && tot < from[b]; b++)
			;
		band[b]++;
	}
	clever_play_free(&cp);
	mean = (double)sum / (double)games;
	printf("%ld solo games from seed %llu%s: average %.1f, standard "
	    "deviation %.1f, lowest %ld, highest %ld\n", games, seed,
	    no_search ? " (no expectimax)" : "", mean,
	    sqrt((double)sq / (double)games - mean * mean), lo, hi);
	for (b = 0; b < 9; b++)
		printf("  %-32s %5ld  %5.1f%%\n", clever_rating(from[b], &l, &h),
		    band[b], 100.0 * (double)band[b] / (double)games);
	return 0;
}

int
main(int argc, char *argv[])
{
	static struct trainer	 t;
	struct clever_strong	 st;
	struct clever_play	 cp;
	struct prng		 rng;
	enum agent_kind		 ag[CLEVER_MAX_SEATS];
	const char		*in = NULL, *out = NULL, *cout = NULL;
	const char		*mix = "1";
	unsigned long long	 seed = 1;
	long			 games = 1000, g, every = 1000;
	double			 rate = 0.002, lambda = 0.7, sum = 0;
	unsigned		 expl = 20, warm = 0;
	int			 ch, np, s, cnt = 0, nosearch = 0, warmed;
	long			 eval = 0;

	while ((ch = getopt(argc, argv, "c:e:g:i:l:m:no:r:s:v:w:x:")) != -1)
		switch (ch) {
		case 'w': warm = (unsigned)atoi(optarg); break;
		case 'n': nosearch = 1; break;
		case 'x': eval = atol(optarg); break;
		case 'c': cout = optarg; break;
		case 'e': expl = (unsigned)atoi(optarg); break;
		case 'g': games = atol(optarg); break;
		case 'i': in = optarg; break;
		case 'l': lambda = atof(optarg); break;
		case 'm': mix = optarg; break;
		case 'o': out = optarg; break;
		case 'r': rate = atof(optarg); break;
		case 's': seed = strtoull(optarg, NULL, 10); break;
		case 'v': every = atol(optarg); break;
		default:
			fprintf(stderr, "usage: clever_train [-g games] "
			    "[-s seed] [-r rate] [-l lambda] [-e explore] "
			    "[-w warm] [-m players] [-i in] [-o out] [-c out.c] "
			    "[-v every]\n       clever_train -x games [-s seed] "
			    "[-n]\n");
			return 2;
		}
	if (eval > 0)
		return measure(eval, seed, nosearch);
	prng_seed(&rng, seed);
	if (in == NULL || load(&t.net, in) != 0) {
		if (in != NULL)
			fprintf(stderr, "clever_train: cannot read %s; "
			    "starting afresh\n", in);
		init_net(&t.net, &rng);
	}
	memset(&st, 0, sizeof(st));
	st.value = value;
	st.chosen = chosen;
	st.ctx = &t;
	st.explore = expl;
	st.no_search = 1;
	t.st = &st;
	t.explore = expl;
	for (s = 0; s < CLEVER_MAX_SEATS; s++)
		ag[s] = AGENT_STRONG;
	clever_play_init(&cp);
	cp.strong = &st;
	for (g = 0; g < games; g++) {
		np = mix[g % (long)strlen(mix)] - '0';
		if (np < 1 || np > 4)
			np = 1;
		memset(t.nsteps, 0, sizeof(t.nsteps));
		t.warm = 0;
		st.explore = expl;
		if ((warmed = warm > 0 && prng_below(&rng, 1000) < warm)) {
			t.warm = 1 + (int)prng_below(&rng, 60);
			st.explore = 1000;
		}
		clever_play_run(&cp, np, ag, &rng);
		for (s = 0; s < np; s++)
			fit(&t, s, cp.score[s].total, lambda, rate);
		if (np == 1 && !warmed) {
			sum += cp.score[0].total;
			cnt++;
		}
		if ((g + 1) % every == 0) {
			fprintf(stderr, "%ld games: solo average %.1f\n", g + 1,
			    cnt ? sum / cnt : 0);
			sum = 0;
			cnt = 0;
			if (out != NULL)
				save(&t.net, out);
		}
	}
	clever_play_free(&cp);
	if (out != NULL && save(&t.net, out) != 0)
		return 1;
	if (cout != NULL && save_c(&t.net, cout) != 0)
		return 1;
	return 0;
}
