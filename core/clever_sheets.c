/*
 * Final sheets of Ganz schön clever: a sheet-only record checked for
 * consistency and scored, a full record's `sheets` claim compared with
 * the replay, the ranking (C43), and the result and winner claims
 * (genial-clever(5), SHEET-ONLY RECORDS and CLAIMS).
 */
#include <stdio.h>
#include <string.h>

#include "clever_replay.h"
#include "record.h"

/* The names of the two action tracks, reroll and +1. */
static const char *
track_name(int a)
{
	return clever_bonus_words[a == 0 ? CB_REROLL : CB_PLUS1];
}

/*
 * Build seat's sheet from its record, reporting what is malformed: a cell
 * listed twice (cell-occupied), and with all the numbers of orange and
 * purple that break the rules (value-mismatch, not-ascending).
 */
static void
build_sheet(const struct clever_sheetrec *sr, int seat, struct clever_sheet *sh,
    int all, struct diags *d)
{
	char	 nm[32];
	int	 i, v, mult, prev;

	memset(sh, 0, sizeof(*sh));
	for (i = 0; i < sr->ny; i++) {
		v = sr->yellow[i];
		if (clever_yellow_printed(v))
			continue;
		if ((sh->yellow >> v) & 1)
			diag_add(d, D_CELL_OCCUPIED, 0, sr->ypos[i], seat,
			    "%s is listed twice", clever_mark_name(&(struct
			    clever_mark){ CA_Y, v, 0 }, CLEVER_NAME_WORDS, nm,
			    sizeof(nm)));
		sh->yellow |= (uint16_t)(1u << v);
	}
	for (i = 0; i < sr->nb; i++) {
		v = sr->blue[i];
		if ((sh->blue >> v) & 1)
			diag_add(d, D_CELL_OCCUPIED, 0, sr->bpos[i], seat,
			    "blue %d is listed twice", v);
		sh->blue |= (uint16_t)(1u << v);
	}
	sh->green = (uint8_t)sr->green;
	for (i = 0; i < sr->no && i < CLEVER_BOXES; i++) {
		mult = clever_orange_mult(i + 1);
		v = sr->orange[i];
		if (all && (v % mult != 0 || v / mult < 1 || v / mult > 6))
			diag_add(d, D_VALUE_MISMATCH, 0, sr->opos[i], seat,
			    "orange box %d holds %d, not a die value times %d",
			    i + 1, v, mult);
		sh->orange[sh->norange++] = (uint8_t)v;
	}
	prev = 0;
	for (i = 0; i < sr->np && i < CLEVER_BOXES; i++) {
		v = sr->purple[i];
		if (all && prev != 0 && prev != 6 && v <= prev)
			diag_add(d, D_NOT_ASCENDING, 0, sr->ppos[i], seat,
			    "purple box %d holds %d after %d", i + 1, v, prev);
		sh->purple[sh->npurple++] = (uint8_t)v;
		prev = v;
	}
}

/* The score claim of a sheet. */
static void
score_claim(const struct clever_claim *c, int seat,
    const struct clever_score *sc, struct diags *d)
{
	static const char *const name[CK__MAX] = {
		"yellow", "blue", "green", "orange", "purple", "F", "foxes",
		"total"
	};
	int	 k, have;

	for (k = 0; k < CK__MAX; k++) {
		if (!((c->has >> k) & 1))
			continue;
		have = k < CLEVER_AREAS ? sc->area[k] : k == CK_F ? sc->fox :
		    k == CK_FOXES ? sc->foxes : sc->total;
		if (have != c->v[k])
			diag_fix_number(d, diag_add(d, D_SCORE_MISMATCH, 0,
			    c->vpos[k], seat, "claims %s %d, the sheet scores "
			    "%d", name[k], c->v[k], have), clever_claim_words[k],
			    have, c->vpos[k]);
	}
}

/*
 * The actions a sheet-only record's sheet earns (its marks' and the
 * round bonuses of the rounds played, C11) against its claims; the
 * sheet's tracks are set from them.  used[] gets the +1s and rerolls
 * used (the earned ones where the sheet does not say).
 */
static void
sheet_actions(const struct clever_sheetrec *sr, int seat, int rounds,
    const int count[CB__MAX], struct clever_sheet *sh, int used[2],
    struct diags *d)
{
	int	 earned[2], a, r;

	earned[0] = count[CB_REROLL];
	earned[1] = count[CB_PLUS1];
	for (r = 1; r <= rounds; r++) {
		if (clever_round_bonus(r) == CB_REROLL)
			earned[0]++;
		else if (clever_round_bonus(r) == CB_PLUS1)
			earned[1]++;
	}
	if (sr->foxes >= 0 && sr->foxes != count[CB_FOX])
		diag_fix_number(d, diag_add(d, D_BONUS_MISMATCH, 0,
		    sr->foxes_pos, seat, "claims %d foxes; the sheet earns %d",
		    sr->foxes, count[CB_FOX]), "foxes", count[CB_FOX],
		    sr->foxes_pos);
	for (a = 0; a < 2; a++) {
		used[a] = sr->used[a] >= 0 ? sr->used[a] : earned[a];
		if (sr->earned[a] >= 0 && sr->earned[a] != earned[a])
			diag_fix_number(d, diag_add(d, D_BONUS_MISMATCH, 0,
			    sr->epos[a], seat, "claims %d %s earned; the sheet "
			    "earns %d", sr->earned[a], track_name(a),
			    earned[a]), "earned", earned[a], sr->epos[a]);
		if (sr->used[a] > earned[a])
			diag_add(d, D_ACTION_UNAVAILABLE, 0, sr->upos[a], seat,
			    "uses %d %s, the sheet earns %d", sr->used[a],
			    track_name(a), earned[a]);
	}
	sh->foxes = (uint8_t)count[CB_FOX];
	sh->rr_earned = (uint8_t)earned[0];
	sh->p1_earned = (uint8_t)earned[1];
	sh->rr_used = (uint8_t)(sr->used[0] >= 0 ? sr->used[0] : 0);
	sh->p1_used = (uint8_t)(sr->used[1] >= 0 ? sr->used[1] : 0);
}

/* Where a finding about area a of a sheet points. */
static struct srcpos
area_pos(const struct clever_sheetrec *sr, int a)
{
	return sr->has_area[a] ? sr->area_pos[a] : sr->pos;
}

/*
 * bonus-missing for the number bonus v of area a: the sheet earns want
 * of them and have of its boxes hold v.  "the sheet earns an orange 4,
 * but no orange box holds a 4"; "the sheet earns 2 purple 6 bonuses,
 * but only 1 purple box holds a 6".
 */
static void
trace_missing(struct diags *d, struct srcpos pos, int seat, int a, int v,
    int want, int have)
{
	char	 earns[48], holds[48];

	if (want == 1)
		snprintf(earns, sizeof(earns), "%s %s %d",
		    clever_area_article(a), clever_area_names[a], v);
	else
		snprintf(earns, sizeof(earns), "%d %s %d bonuses", want,
		    clever_area_names[a], v);
	if (have == 0)
		snprintf(holds, sizeof(holds), "no %s box holds",
		    clever_area_names[a]);
	else
		snprintf(holds, sizeof(holds), "only %d %s box%s hold%s", have,
		    clever_area_names[a], have == 1 ? "" : "es", have == 1 ?
		    "s" : "");
	diag_add(d, D_BONUS_MISSING, 0, pos, seat, "the sheet earns %s, but "
	    "%s a %d", earns, holds, v);
}

/*
 * Every bonus mark the sheet earns left a trace (2.9): each area that is
 * not full holds as many marks as the X bonuses sent to it, the orange
 * and purple tracks as many boxes of each number bonus's value.
 */
static void
sheet_traces(const struct clever_sheetrec *sr, int seat,
    const int count[CB__MAX], const struct clever_sheet *sh,
    struct diags *d)
{
	int	 kind, a, v, i, have, want, w;

	for (kind = CB_XY; kind <= CB_XG; kind++) {
		a = clever_bonus_area((enum clever_bonus)kind);
		have = clever_area_count(sh, a);
		if (clever_area_full(sh, a) || have >= count[kind])
			continue;
		diag_add(d, D_BONUS_MISSING, 0, area_pos(sr, a), seat, "the "
		    "sheet sends %d X to %s, which holds %d %s", count[kind],
		    clever_area_names[a], have, a == CA_G ? "boxes" :
		    "crosses");
	}
	for (kind = CB_O4; kind <= CB_P6; kind++) {
		a = clever_bonus_area((enum clever_bonus)kind);
		v = clever_bonus_number((enum clever_bonus)kind);
		if (count[kind] == 0 || clever_area_full(sh, a))
			continue;
		have = 0;
		for (i = 0; i < clever_area_count(sh, a); i++) {
			w = a == CA_O ? sh->orange[i] : sh->purple[i];
			if (a == CA_O && w % clever_orange_mult(i + 1) == 0)
				w /= clever_orange_mult(i + 1);
			else if (a == CA_O)
				w = 0;
			have += w == v;
		}
		want = count[kind];
		if (have < want)
			trace_missing(d, area_pos(sr, a), seat, a, v, want,
			    have);
	}
}

/* No more marks than the game allows (2.9): too-many-marks. */
static void
sheet_mark_limit(const struct clever_sheetrec *sr, int seat, int rounds,
    int n, const int count[CB__MAX], const struct clever_sheet *sh,
    const int used[2], struct diags *d)
{
	int	 marks, allow, active, passive, bm, kind;

	marks = clever_mark_count(sh);
	active = rounds;		/* solo: an active and a passive */
	passive = n == 1 ? rounds : rounds * (n - 1);	/* turn a round */
	bm = 0;
	for (kind = CB_XY; kind <= CB_P6; kind++)
		bm += count[kind];
	bm += rounds >= CLEVER_BLACK_ROUND;	/* the black bonus (C16) */
	allow = 3 * active + passive + used[1] + bm;
	if (marks > allow)
		diag_add(d, D_TOO_MANY_MARKS, 0, sr->pos, seat, "%d marks; %d "
		    "active turn%s, %d passive turn%s, %d +1 action%s and %d "
		    "bonus mark%s allow %d", marks, active, active == 1 ? "" :
		    "s", passive, passive == 1 ? "" : "s", used[1], used[1] ==
		    1 ? "" : "s", bm, bm == 1 ? "" : "s", allow);
}

/* A sheet-only record's sheet of seat: bonuses, traces, marks. */
static void
check_sheet(const struct record *rec, int seat, struct clever_sheet *sh,
    struct diags *d)
{
	const struct clever_sheetrec *sr = &rec->clever->sheets[seat];
	int	 count[CB__MAX], used[2], rounds = rec->clever->rounds;

	clever_sheet_bonuses(sh, count);
	sheet_actions(sr, seat, rounds, count, sh, used, d);
	sheet_traces(sr, seat, count, sh, d);
	sheet_mark_limit(sr, seat, rounds, rec->nplayers, count, sh, used,
	    d);
}

/* A full record's sheets claim against the replayed sheet of seat. */
static void
compare_sheet(const struct clever_sheetrec *sr, int seat, const char *who,
    const struct clever_sheet *got, struct diags *d)
{
	struct clever_sheet	 want;
	struct clever_score	 sc;
	int			 a, differ, e[2], u[2];

	/* A cell listed twice is reported as on a sheet-only record; the
	   numbers are compared with the replay's instead. */
	build_sheet(sr, seat, &want, 0, d);
	for (a = 0; a < CLEVER_AREAS; a++) {
		if (!sr->has_area[a])
			continue;
		switch (a) {
		case CA_Y:
			differ = want.yellow != got->yellow;
			break;
		case CA_B:
			differ = want.blue != got->blue;
			break;
		case CA_G:
			differ = want.green != got->green;
			break;
		case CA_O:
			differ = want.norange != got->norange ||
			    memcmp(want.orange, got->orange, got->norange);
			break;
		default:
			differ = want.npurple != got->npurple ||
			    memcmp(want.purple, got->purple, got->npurple);
			break;
		}
		if (!differ)
			continue;
		if (a == CA_G)
			diag_add(d, D_SHEET_MISMATCH, 0, sr->area_pos[a], seat,
			    "%s's sheet claims green %d, the replay has %d",
			    who, want.green, got->green);
		else
			diag_add(d, D_SHEET_MISMATCH, 0, sr->area_pos[a], seat,
			    "%s's sheet claims other %s marks than the replay",
			    who, clever_area_names[a]);
	}
	if (sr->foxes >= 0 && sr->foxes != got->foxes)
		diag_fix_number(d, diag_add(d, D_BONUS_MISMATCH, 0,
		    sr->foxes_pos, seat, "claims %d foxes; the replay earns %d",
		    sr->foxes, got->foxes), "foxes", got->foxes, sr->foxes_pos);
	e[0] = got->rr_earned;
	e[1] = got->p1_earned;
	u[0] = got->rr_used;
	u[1] = got->p1_used;
	for (a = 0; a < 2; a++) {
		if (sr->earned[a] >= 0 && sr->earned[a] != e[a])
			diag_fix_number(d, diag_add(d, D_BONUS_MISMATCH, 0,
			    sr->epos[a], seat, "claims %d %s earned; the replay "
			    "earns %d", sr->earned[a], track_name(a), e[a]),
			    "earned", e[a], sr->epos[a]);
		if (sr->used[a] >= 0 && sr->used[a] != u[a])
			diag_fix_number(d, diag_add(d, D_SHEET_MISMATCH, 0,
			    sr->upos[a], seat, "%s's sheet claims %d %s used, "
			    "the replay has %d", who, sr->used[a],
			    track_name(a), u[a]), "used", u[a], sr->upos[a]);
	}
	clever_score(got, &sc);
	score_claim(&sr->score, seat, &sc, d);
}

void
clever_sheets_check(struct clever_replay *cr, const struct record *rec,
    struct diags *d)
{
	const struct clever_record	*c = rec->clever;
	int				 seat;

	for (seat = 0; seat < rec->nplayers; seat++) {
		if (!c->sheets[seat].has) {
			if (cr->sheet_only) {
				diag_add(d, D_MISSING_KEY, 0,
				    c->sheets_pos.line > 0 ? c->sheets_pos :
				    rec->pos, seat, "sheets has no sheet for %s",
				    rec->players[seat]);
				cr->scored[seat] = 0;
			}
			continue;
		}
		if (!cr->sheet_only) {
			compare_sheet(&c->sheets[seat], seat,
			    rec->players[seat], &cr->sheet[seat], d);
			continue;
		}
		build_sheet(&c->sheets[seat], seat, &cr->sheet[seat], 1, d);
		check_sheet(rec, seat, &cr->sheet[seat], d);
		clever_score(&cr->sheet[seat], &cr->score[seat]);
		score_claim(&c->sheets[seat].score, seat, &cr->score[seat], d);
	}
	if (cr->sheet_only) {
		cr->complete = 1;
		for (seat = 0; seat < rec->nplayers; seat++)
			if (!cr->scored[seat])
				cr->complete = 0;
	}
}

/* <0 if seat a ranks above b, 0 if they share, >0 below. */
static int
cmp(const struct clever_replay *cr, int a, int b)
{
	if (cr->score[a].total != cr->score[b].total)
		return cr->score[b].total - cr->score[a].total;
	return cr->score[b].best - cr->score[a].best;
}

void
clever_rank(struct clever_replay *cr)
{
	int	 i, j, t, n = 0;

	for (i = 0; i < cr->nplayers; i++)
		if (cr->scored[i])
			cr->order[n++] = i;
	for (i = 1; i < n; i++)		/* stable: seat order on a tie */
		for (j = i; j > 0 && cmp(cr, cr->order[j - 1], cr->order[j]) >
		    0; j--) {
			t = cr->order[j];
			cr->order[j] = cr->order[j - 1];
			cr->order[j - 1] = t;
		}
	for (i = 0; i < n; i++)
		cr->rank[cr->order[i]] = i > 0 && cmp(cr, cr->order[i - 1],
		    cr->order[i]) == 0 ? cr->rank[cr->order[i - 1]] : i + 1;
	cr->nranked = n;
}

int
clever_compare_text(const struct clever_replay *cr, int a, int b, char *buf,
    size_t len)
{
	const struct clever_score *x = &cr->score[a], *y = &cr->score[b];

	if (x->total != y->total) {
		snprintf(buf, len, "total %d > %d", x->total, y->total);
		return 0;
	}
	snprintf(buf, len, "total %d = %d, best area %d %s %d", x->total,
	    y->total, x->best, x->best == y->best ? "=" : ">", y->best);
	return x->best == y->best;
}

/* 1 if a and b are the same node: a result written as a bare total. */
static int
same_pos(struct srcpos a, struct srcpos b)
{
	return a.line == b.line && a.col == b.col;
}

void
clever_claims_check(const struct clever_replay *cr, const struct record *rec,
    struct diags *d)
{
	static const char *const name[CK__MAX] = {
		"yellow ", "blue ", "green ", "orange ", "purple ",
		"fox points ", "foxes ", ""
	};
	const struct clever_record	*c = rec->clever;
	const struct clever_claim	*cl;
	struct diag			*e;
	char				 why[96];
	int				 seat, k, have, top, w;

	for (seat = 0; seat < rec->nplayers; seat++) {
		if (!c->has_result[seat] || !cr->scored[seat])
			continue;
		cl = &c->result[seat];
		for (k = 0; k < CK__MAX; k++) {
			if (!((cl->has >> k) & 1))
				continue;
			have = k < CLEVER_AREAS ? cr->score[seat].area[k] :
			    k == CK_F ? cr->score[seat].fox : k == CK_FOXES ?
			    cr->score[seat].foxes : cr->score[seat].total;
			if (have != cl->v[k])
				diag_fix_number(d, diag_add(d,
				    D_RESULT_MISMATCH, 0, cl->vpos[k], seat,
				    "%s's result claims %s%d, the sheet "
				    "scores %d",
				    rec->players[seat], name[k], cl->v[k],
				    have), same_pos(cl->pos, cl->vpos[k]) ?
				    rec->players[seat] : clever_claim_words[k],
				    have, cl->vpos[k]);
		}
	}
	if (!c->has_winner || cr->nranked == 0)
		return;
	top = cr->order[0];
	w = c->winner;
	if (cr->nranked > 1 && cr->rank[cr->order[1]] == 1) {
		if (w == -1)
			return;
		clever_compare_text(cr, top, cr->order[1], why, sizeof(why));
		diag_add(d, D_WINNER_MISMATCH, 0, c->winner_pos, -1, "claims "
		    "%s wins, but %s and %s share rank 1: %s", rec->players[w],
		    rec->players[top], rec->players[cr->order[1]], why);
		return;
	}
	if (w == top)
		return;
	if (cr->nranked > 1)
		clever_compare_text(cr, top, cr->order[1], why, sizeof(why));
	else
		snprintf(why, sizeof(why), "total %d", cr->score[top].total);
	if (w == -1)
		e = diag_add(d, D_WINNER_MISMATCH, 0, c->winner_pos, -1,
		    "claims a draw, but %s ranks first: %s", rec->players[top],
		    why);
	else
		e = diag_add(d, D_WINNER_MISMATCH, 0, c->winner_pos, -1,
		    "claims %s wins, but %s ranks first: %s", rec->players[w],
		    rec->players[top], why);
	diag_fix_claim(d, e, "winner", rec->players[top], c->winner_pos);
}
