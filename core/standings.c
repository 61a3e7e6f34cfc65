/*
 * Tournament standings (see standings.h): counting games into per-event
 * tables and ranking them by MSO victory points and tie-breaks.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rank.h"
#include "standings.h"
#include "standings_ix.h"
#include "util.h"

static uint64_t
event_hash(const void *tab, size_t i)
{
	return ix_hash_str(((const struct standings *)tab)->events[i].name);
}

static int
event_same(const void *tab, size_t i, const void *key)
{
	return strcmp(((const struct standings *)tab)->events[i].name,
	    key) == 0;
}

static uint64_t
row_hash(const void *tab, size_t i)
{
	return ix_hash_str(((const struct standings_event *)tab)->rows[i].player);
}

static int
row_same(const void *tab, size_t i, const void *key)
{
	return strcmp(((const struct standings_event *)tab)->rows[i].player,
	    key) == 0;
}

/*
 * A name for the name warnings: ASCII letters in lower case, every run of
 * white space one space, none at either end.  Allocated.
 */
static char *
fold_name(const char *s)
{
	char	*f = xmalloc(strlen(s) + 1), *o = f;
	int	 space = 0;

	for (; *s != '\0'; s++) {
		if (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r') {
			space = o != f;
			continue;
		}
		if (space)
			*o++ = ' ';
		space = 0;
		*o++ = *s >= 'A' && *s <= 'Z' ? (char)(*s - 'A' + 'a') : *s;
	}
	*o = '\0';
	return f;
}

static uint64_t
fold_hash(const void *tab, size_t i)
{
	return ix_hash_str(((const struct standings_event *)tab)->rows[i].fold);
}

static int
fold_same(const void *tab, size_t i, const void *key)
{
	return strcmp(((const struct standings_event *)tab)->rows[i].fold,
	    key) == 0;
}

/* A pairing, the same whichever player is named first. */
static uint64_t
pair_key(int a, int b)
{
	uint64_t	 lo = (uint32_t)(a < b ? a : b), hi = (uint32_t)(a < b ? b : a);
	uint64_t	 h = hi << 32 | lo;

	/* splitmix64's finaliser: every bit of the key moves the low bits. */
	h = (h ^ (h >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	h = (h ^ (h >> 27)) * UINT64_C(0x94d049bb133111eb);
	return h ^ (h >> 31);
}

static uint64_t
pair_hash(const void *tab, size_t i)
{
	const struct standings_game	*gm =
	    &((const struct standings_event *)tab)->games[i];

	return pair_key(gm->a, gm->b);
}

static int
pair_same(const void *tab, size_t i, const void *key)
{
	const struct standings_game	*gm =
	    &((const struct standings_event *)tab)->games[i];
	const int			*ab = key;

	return (gm->a == ab[0] && gm->b == ab[1]) ||
	    (gm->a == ab[1] && gm->b == ab[0]);
}

struct standings *
standings_new(void)
{
	return xcalloc(1, sizeof(struct standings));
}

static void
event_free(struct standings_event *ev)
{
	size_t	 i;

	for (i = 0; i < ev->nrows; i++) {
		free(ev->rows[i].player);
		free(ev->rows[i].fold);
	}
	for (i = 0; i < ev->ngames; i++) {
		free(ev->games[i].file);
		free(ev->games[i].findings);
	}
	for (i = 0; i < ev->nleft; i++) {
		free(ev->left[i].file);
		free(ev->left[i].why);
	}
	free(ev->rows);
	free(ev->games);
	free(ev->left);
	free(ev->name);
	ix_free(&ev->rowix);
	ix_free(&ev->foldix);
	ix_free(&ev->pairix);
}

void
standings_free(struct standings *st)
{
	size_t	 i;

	if (st == NULL)
		return;
	for (i = 0; i < st->nevents; i++)
		event_free(&st->events[i]);
	free(st->events);
	ix_free(&st->evix);
	free(st);
}

/* The event of this name, made on first use. */
static struct standings_event *
event_of(struct standings *st, const char *name)
{
	struct standings_event	*ev;
	long			 i;

	if ((i = ix_find(&st->evix, st, st->nevents, event_hash, event_same,
	    ix_hash_str(name), name)) >= 0)
		return &st->events[i];
	if (st->nevents == st->cap) {
		st->cap = st->cap ? st->cap * 2 : 4;
		st->events = xreallocarray(st->events, st->cap,
		    sizeof(*st->events));
	}
	ev = &st->events[st->nevents++];
	memset(ev, 0, sizeof(*ev));
	ev->name = xstrdup(name);
	ix_added(&st->evix, st, st->nevents, event_hash);
	return ev;
}

/* Append "; " and a formatted text to buf, as far as it fits. */
static void
add_text(char *buf, size_t size, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void
add_text(char *buf, size_t size, const char *fmt, ...)
{
	va_list	 ap;
	size_t	 used = strlen(buf);

	if (used > 0 && used + 2 < size) {
		memcpy(buf + used, "; ", 3);
		used += 2;
	}
	if (used + 1 >= size)
		return;
	va_start(ap, fmt);
	vsnprintf(buf + used, size - used, fmt, ap);
	va_end(ap);
}

/*
 * The row of a player in ev, or -1 (make it if make is set).  A new row
 * whose name folds to another row's adds a warning to warn.
 */
static int
row_of(struct standings_event *ev, const char *player, int make,
    char *warn, size_t size)
{
	const struct standings_game	*gm;
	struct standings_row		*r;
	long				 i, k;

	if ((i = ix_find(&ev->rowix, ev, ev->nrows, row_hash, row_same,
	    ix_hash_str(player), player)) >= 0)
		return (int)i;
	if (!make)
		return -1;
	if (ev->nrows == ev->rowcap) {
		ev->rowcap = ev->rowcap ? ev->rowcap * 2 : 8;
		ev->rows = xreallocarray(ev->rows, ev->rowcap,
		    sizeof(*ev->rows));
	}
	r = &ev->rows[ev->nrows];
	memset(r, 0, sizeof(*r));
	r->player = xstrdup(player);
	r->fold = fold_name(player);
	r->first = ev->ngames;	/* the game being added */
	if ((k = ix_find(&ev->foldix, ev, ev->nrows, fold_hash, fold_same,
	    ix_hash_str(r->fold), r->fold)) >= 0) {
		if (ev->rows[k].first < ev->ngames) {
			gm = &ev->games[ev->rows[k].first];
			add_text(warn, size, "'%s' differs from '%s' (%s:%d, "
			    "game %d) only in case or spacing: counted as "
			    "two players", player, ev->rows[k].player,
			    gm->file, gm->line, gm->game);
		} else
			add_text(warn, size, "'%s' differs from '%s' only in "
			    "case or spacing: counted as two players", player,
			    ev->rows[k].player);
	}
	ev->nrows++;
	ix_added(&ev->rowix, ev, ev->nrows, row_hash);
	ix_added(&ev->foldix, ev, ev->nrows, fold_hash);
	return (int)ev->nrows - 1;
}

/* The lowest of a side's six counters. */
static int
lowest_counter(const struct game *g, int side)
{
	int	 c, low = g->score[side][0];

	for (c = 1; c < COLOURS; c++)
		if (g->score[side][c] < low)
			low = g->score[side][c];
	return low;
}

/*
 * The first error-level finding of d that is not about a claim and is
 * at an entry (move > 0): an entry that breaks a rule or could not be
 * read, or the YAML error that ends the record there.  NULL if there is
 * none.
 */
static const struct diag *
entry_error(const struct diags *d)
{
	const struct diag_info	*in;
	size_t			 i;

	for (i = 0; d != NULL && i < d->len; i++) {
		in = diag_info(d->v[i].code);
		if (in != NULL && in->sev == SEV_ERROR &&
		    in->cls != CLASS_CLAIM && d->v[i].move > 0)
			return &d->v[i];
	}
	return NULL;
}

/* The first finding of d with this code, or NULL. */
static const struct diag *
find_code(const struct diags *d, enum diag_code code)
{
	size_t	 i;

	for (i = 0; d != NULL && i < d->len; i++)
		if (d->v[i].code == code)
			return &d->v[i];
	return NULL;
}

/*
 * Why rec cannot count, into why; 0 if it can.  The pairing is checked
 * by the caller.  The placements decide (standings.h): claims are not
 * looked at here.
 */
static enum standings_reason
refuse(const struct record *rec, const struct replay *rp,
    const struct diags *d, char *why, size_t size)
{
	const struct diag	*dg;
	const struct diag_info	*in;

	if (rec != NULL && rec->kind == RECORD_CLEVER) {
		snprintf(why, size, "a Ganz schön clever game, not Ingenious");
		return STANDINGS_OTHER_GAME;
	}
	if (rec == NULL || rp == NULL || !rec->usable) {
		if ((dg = find_code(d, D_NOT_A_GAME)) != NULL) {
			snprintf(why, size, "the document is not a game "
			    "record");
			return STANDINGS_NOT_A_GAME;
		}
		if ((dg = find_code(d, D_YAML_SYNTAX)) != NULL &&
		    dg->pos.line > 0)
			snprintf(why, size, "the record cannot be read: a YAML "
			    "error on line %d", dg->pos.line);
		else
			snprintf(why, size, "the record cannot be replayed");
		return STANDINGS_UNREPLAYABLE;
	}
	if ((dg = entry_error(d)) != NULL && dg->code != D_YAML_SYNTAX) {
		in = diag_info(dg->code);
		snprintf(why, size, "move %d (line %d) %s: %s", dg->move,
		    dg->pos.line, in->cls == CLASS_RULE ? "breaks a rule" :
		    "cannot be read", in->name);
		return STANDINGS_FAULTY;
	}
	if (rec->truncated) {
		if ((dg = find_code(d, D_YAML_SYNTAX)) != NULL &&
		    dg->pos.line > 0)
			snprintf(why, size, "the record stops at a YAML error "
			    "on line %d", dg->pos.line);
		else
			snprintf(why, size, "the record stops at a YAML "
			    "error");
		return STANDINGS_UNFINISHED;
	}
	if (rec->rules.variant != VARIANT_STANDARD &&
	    rules_variant_name(rec->rules.variant) != NULL) {
		snprintf(why, size, "a %s game, not a game of the standard "
		    "variant", rules_variant_name(rec->rules.variant));
		return STANDINGS_VARIANT;
	}
	if (rec->nplayers != 2 || rp->ranking.nsides != 2) {
		snprintf(why, size, "a game of %d players, not two",
		    rec->nplayers);
		return STANDINGS_PLAYERS;
	}
	if (rec->rules.ruleset != RULES_MSO) {
		snprintf(why, size, "not played under MSO rules (rules: mso)");
		return STANDINGS_NOT_MSO;
	}
	return STANDINGS_COUNTED;
}

/*
 * The codes of d's error-level findings, each once, joined by ", ", or
 * NULL if it has none.  Allocated.
 */
static char *
finding_codes(const struct diags *d)
{
	struct diag_set	 seen;
	char		*s = NULL, *t;
	const char	*name;
	size_t		 i;

	memset(&seen, 0, sizeof(seen));
	for (i = 0; d != NULL && i < d->len; i++) {
		if (diag_info(d->v[i].code) == NULL ||
		    diag_info(d->v[i].code)->sev != SEV_ERROR ||
		    diag_set_has(&seen, d->v[i].code))
			continue;
		seen.w[d->v[i].code / 64] |= UINT64_C(1) << d->v[i].code % 64;
		name = diag_info(d->v[i].code)->name;
		t = s == NULL ? xstrdup(name) : xasprintf("%s, %s", s, name);
		free(s);
		s = t;
	}
	return s;
}

/* Keep a refused game in the left-out list of its event. */
static void
left_out(struct standings *st, const struct record *rec, int game,
    const char *file, const char *why)
{
	struct standings_event	*ev;
	struct standings_left	*l;

	ev = event_of(st, rec != NULL && rec->event != NULL ? rec->event : "");
	if (ev->nleft == ev->leftcap) {
		ev->leftcap = ev->leftcap ? ev->leftcap * 2 : 4;
		ev->left = xreallocarray(ev->left, ev->leftcap,
		    sizeof(*ev->left));
	}
	l = &ev->left[ev->nleft++];
	l->file = xstrdup(file);
	l->line = rec != NULL ? rec->pos.line : 0;
	l->game = game;
	l->reason = st->reason;
	l->why = xstrdup(why);
}

const char *
standings_reason_text(enum standings_reason r)
{
	switch (r) {
	case STANDINGS_OTHER_GAME:
		return "a Ganz schön clever game, not Ingenious";
	case STANDINGS_UNREPLAYABLE:
		return "the record cannot be replayed";
	case STANDINGS_NOT_A_GAME:
		return "the document is not a game record";
	case STANDINGS_EMPTY:
		return "the file holds no game";
	case STANDINGS_UNFINISHED:
		return "the record stops at a YAML error";
	case STANDINGS_FAULTY:
		return "an entry breaks a rule or cannot be read";
	case STANDINGS_VARIANT:
		return "not a game of the standard variant";
	case STANDINGS_PLAYERS:
		return "not a game of two players";
	case STANDINGS_NOT_MSO:
		return "not played under MSO rules (rules: mso)";
	case STANDINGS_PAIRING:
		return "the two players already played each other in the "
		    "event";
	case STANDINGS_COUNTED:
	case STANDINGS__REASONS:
		break;
	}
	return "counted";
}

void
standings_add_none(struct standings *st, const char *file)
{
	st->reason = STANDINGS_EMPTY;
	left_out(st, NULL, 0, file, standings_reason_text(STANDINGS_EMPTY));
}

const char *
standings_reason_name(enum standings_reason r)
{
	static const char *const names[] = {
		[STANDINGS_COUNTED] = "ok",
		[STANDINGS_OTHER_GAME] = "other-game",
		[STANDINGS_UNREPLAYABLE] = "unreadable",
		[STANDINGS_NOT_A_GAME] = "not-a-game",
		[STANDINGS_EMPTY] = "empty",
		[STANDINGS_UNFINISHED] = "unfinished",
		[STANDINGS_FAULTY] = "faulty",
		[STANDINGS_VARIANT] = "variant",
		[STANDINGS_PLAYERS] = "players",
		[STANDINGS_NOT_MSO] = "not-mso",
		[STANDINGS_PAIRING] = "pairing",
	};

	return (unsigned)r < STANDINGS__REASONS ? names[r] : "ok";
}

const char *
standings_key_name(enum standings_key k)
{
	switch (k) {
	case STANDINGS_VP:
		return "vp";
	case STANDINGS_H2H:
		return "h2h";
	case STANDINGS_DIFF:
		return "diff";
	case STANDINGS_LOWEST:
		return "lowest";
	case STANDINGS_FIRST:
	case STANDINGS_TIED:
		break;
	}
	return "";
}

int
standings_add(struct standings *st, const struct record *rec,
    const struct replay *rp, const struct diags *d, int game,
    const char *file, char *why, size_t size)
{
	struct standings_event	*ev;
	struct standings_game	*gm;
	const struct ranking	*rk;
	int			 a, b, vp2, ab[2];
	long			 i;

	if (size > 0)
		why[0] = '\0';
	if ((st->reason = refuse(rec, rp, d, why, size)) !=
	    STANDINGS_COUNTED) {
		/* The event gets its (maybe empty) table and the game. */
		left_out(st, rec, game, file, why);
		return -1;
	}
	ev = event_of(st, rec->event != NULL ? rec->event : "");
	/* A pairing recorded twice: the first game counts. */
	a = row_of(ev, rec->players[0], 0, NULL, 0);
	b = row_of(ev, rec->players[1], 0, NULL, 0);
	ab[0] = a;
	ab[1] = b;
	if (a >= 0 && b >= 0 && (i = ix_find(&ev->pairix, ev, ev->ngames,
	    pair_hash, pair_same, pair_key(a, b), ab)) >= 0) {
		gm = &ev->games[i];
		snprintf(why, size, "%s and %s already played each other in "
		    "this event: %s:%d, game %d", rec->players[0],
		    rec->players[1], gm->file, gm->line, gm->game);
		st->reason = STANDINGS_PAIRING;
		left_out(st, rec, game, file, why);
		return -1;
	}
	a = row_of(ev, rec->players[0], 1, why, size);
	b = row_of(ev, rec->players[1], 1, why, size);
	rk = &rp->ranking;
	if (rk->rank[1] == 1)
		vp2 = 1;
	else
		vp2 = rk->order[0] == 0 ? 2 : 0;
	if (ev->ngames == ev->gamecap) {
		ev->gamecap = ev->gamecap ? ev->gamecap * 2 : 16;
		ev->games = xreallocarray(ev->games, ev->gamecap,
		    sizeof(*ev->games));
	}
	gm = &ev->games[ev->ngames++];
	gm->a = a;
	gm->b = b;
	gm->vp2_a = vp2;
	gm->low_a = lowest_counter(&rp->g, 0);
	gm->low_b = lowest_counter(&rp->g, 1);
	gm->file = xstrdup(file);
	gm->line = rec->pos.line;
	gm->game = game;
	gm->errors = d != NULL ? d->errors : 0;
	gm->findings = finding_codes(d);
	ix_added(&ev->pairix, ev, ev->ngames, pair_hash);
	return 0;
}
