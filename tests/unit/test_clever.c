/*
 * Ganz schön clever: the sheet engine (core/clever.c), each test named
 * after the ruling of genial-clever(5) it pins (C2 ... C47), and the
 * replay of small records read from text (the turn machine, the platter,
 * chains with then, the claims), with the message text.
 */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/clever.h"
#include "../../core/clever_replay.h"
#include "../../core/replay.h"
#include "../../formats/reader.h"

static struct clever_sheet	 S;
static enum clever_bonus	 F[2];

static int
mark(int area, int cell, int written)
{
	struct clever_mark	 m = { area, cell, written };

	return clever_apply(&S, &m, F);
}

static int
ycell(const char *name)
{
	return (name[1] - '1') * 4 + (name[0] - 'A');
}

static void
setup(void)
{
	memset(&S, 0, sizeof(S));
}

TestSuite(clever, .init = setup);

Test(clever, c2_yellow_numbers_each_twice)
{
	int	 count[7] = { 0 }, i;

	for (i = 0; i < 16; i++)
		count[clever_yellow_number(i)]++;
	cr_assert_eq(count[0], 4);	/* the printed crosses */
	for (i = 1; i <= 6; i++)
		cr_assert_eq(count[i], 2, "number %d", i);
	cr_assert(clever_yellow_printed(ycell("D1")));
	cr_assert(clever_yellow_printed(ycell("A4")));
	cr_assert_eq(clever_yellow_number(ycell("B2")), 1);
	cr_assert_eq(clever_yellow_number(ycell("D4")), 6);
}

Test(clever, c3_yellow_column_counts_with_its_printed_cross)
{
	struct clever_score	 sc;

	mark(CA_Y, ycell("A1"), 0);
	mark(CA_Y, ycell("A2"), 0);
	clever_score(&S, &sc);
	cr_assert_eq(sc.area[CA_Y], 0);
	mark(CA_Y, ycell("A3"), 0);		/* A4 is printed */
	clever_score(&S, &sc);
	cr_assert_eq(sc.area[CA_Y], 10);
}

Test(clever, c5_blue_points_table)
{
	static const int want[12] = { 0, 1, 2, 4, 7, 11, 16, 22, 29, 37, 46,
	    56 };
	int	 n;

	for (n = 0; n <= 11; n++)
		cr_assert_eq(clever_blue_points(n), want[n]);
}

Test(clever, c6_green_minimums_and_triangular_points)
{
	struct clever_score	 sc;
	int			 i;

	cr_assert_eq(clever_green_min(1), 1);
	cr_assert_eq(clever_green_min(6), 1);
	cr_assert_eq(clever_green_min(11), 6);
	cr_assert(!clever_usable_in(&S, CA_G, 0, 0));
	for (i = 0; i < 5; i++)
		mark(CA_G, i + 1, 0);
	cr_assert(clever_usable_in(&S, CA_G, 1, 0));	/* box 6 needs 1 */
	clever_score(&S, &sc);
	cr_assert_eq(sc.area[CA_G], 15);
}

Test(clever, c7_orange_multipliers)
{
	struct clever_mark	 m;
	int			 i;

	for (i = 0; i < 3; i++)
		mark(CA_O, i + 1, 1);
	cr_assert_eq(clever_target(&S, CA_O, 5, 0, &m), 0);
	cr_assert_eq(m.cell, 4);
	cr_assert_eq(m.written, 10);
	cr_assert_eq(clever_orange_mult(11), 3);
	cr_assert_eq(clever_orange_mult(5), 1);
}

Test(clever, c32_purple_ascends_except_after_six)
{
	mark(CA_P, 1, 4);
	cr_assert(!clever_usable_in(&S, CA_P, 4, 0));
	cr_assert(clever_usable_in(&S, CA_P, 5, 0));
	mark(CA_P, 2, 6);
	cr_assert(clever_usable_in(&S, CA_P, 1, 0));
}

Test(clever, c29_blue_is_the_sum_of_blue_and_white)
{
	struct clever_mark	 m;

	cr_assert_eq(clever_target(&S, CA_B, 3, 8, &m), 0);
	cr_assert_eq(m.cell, 8);
	mark(CA_B, 8, 0);
	cr_assert(!clever_usable_in(&S, CA_B, 3, 8));
}

Test(clever, c28_yellow_choice_needs_a_cell)
{
	struct clever_mark	 m;

	cr_assert_eq(clever_target(&S, CA_Y, 3, 0, &m), -2);
	mark(CA_Y, ycell("A1"), 0);
	cr_assert_eq(clever_target(&S, CA_Y, 3, 0, &m), 0);
	cr_assert_eq(m.cell, ycell("B4"));
}

Test(clever, c34_yellow_row_then_diagonal_order)
{
	int	 n;

	mark(CA_Y, ycell("A1"), 0);
	mark(CA_Y, ycell("B1"), 0);
	mark(CA_Y, ycell("B2"), 0);
	mark(CA_Y, ycell("C3"), 0);
	mark(CA_Y, ycell("A3"), 0);
	mark(CA_Y, ycell("D3"), 0);	/* row 3 complete: X green */
	n = mark(CA_Y, ycell("C1"), 0);	/* row 1 complete */
	cr_assert_eq(n, 1);
	cr_assert_eq(F[0], CB_XB);
	n = mark(CA_Y, ycell("D4"), 0);	/* the diagonal, no row */
	cr_assert_eq(n, 1);
	cr_assert_eq(F[0], CB_PLUS1);
}

Test(clever, c34_blue_row_before_column)
{
	int	 n;

	mark(CA_B, 2, 0);
	mark(CA_B, 3, 0);
	mark(CA_B, 6, 0);
	mark(CA_B, 10, 0);
	n = mark(CA_B, 4, 0);		/* wait: row 1 {2,3,4} */
	cr_assert_eq(n, 1);
	cr_assert_eq(F[0], CB_O5);
	memset(&S, 0, sizeof(S));
	mark(CA_B, 3, 0);
	mark(CA_B, 4, 0);
	mark(CA_B, 6, 0);
	mark(CA_B, 10, 0);
	n = mark(CA_B, 2, 0);		/* row 1 and column B at once */
	cr_assert_eq(n, 2);
	cr_assert_eq(F[0], CB_O5);
	cr_assert_eq(F[1], CB_XG);
}

Test(clever, c34_box_bonuses)
{
	cr_assert_eq(clever_box_bonus(CA_G, 4), CB_PLUS1);
	cr_assert_eq(clever_box_bonus(CA_G, 7), CB_FOX);
	cr_assert_eq(clever_box_bonus(CA_O, 8), CB_FOX);
	cr_assert_eq(clever_box_bonus(CA_O, 10), CB_P6);
	cr_assert_eq(clever_box_bonus(CA_P, 10), CB_O6);
	cr_assert_eq(clever_box_bonus(CA_P, 11), CB_PLUS1);
	cr_assert_eq(clever_box_bonus(CA_P, 1), CB_NONE);
}

Test(clever, c35_number_bonus_is_multiplied)
{
	struct clever_mark	 m;
	int			 i;

	for (i = 0; i < 3; i++)
		mark(CA_O, i + 1, 2);
	cr_assert_eq(clever_bonus_target(&S, CB_O4, &m), 0);
	cr_assert_eq(m.written, 8);
	for (i = 3; i < 11; i++)
		mark(CA_O, i + 1, 1);
	cr_assert_eq(clever_bonus_target(&S, CB_O4, &m), -1);	/* lapses */
}

Test(clever, c42_fox_points_are_the_lowest_area)
{
	struct clever_score	 sc;

	mark(CA_Y, ycell("A1"), 0);
	mark(CA_B, 5, 0);
	mark(CA_G, 1, 0);
	mark(CA_O, 1, 5);
	mark(CA_P, 1, 3);
	S.foxes = 2;
	clever_score(&S, &sc);
	cr_assert_eq(sc.area[CA_Y], 0);
	cr_assert_eq(sc.fox, 0);	/* yellow scores nothing */
	mark(CA_Y, ycell("A2"), 0);
	mark(CA_Y, ycell("A3"), 0);
	clever_score(&S, &sc);
	cr_assert_eq(sc.fox, 2 * 1);	/* blue 1, green 1 */
	cr_assert_eq(sc.total, 10 + 1 + 1 + 5 + 3 + 2);
	cr_assert_eq(sc.best, 10);
}

Test(clever, c13_rounds_by_players)
{
	cr_assert_eq(clever_rounds(1), 6);
	cr_assert_eq(clever_rounds(2), 6);
	cr_assert_eq(clever_rounds(3), 5);
	cr_assert_eq(clever_rounds(4), 4);
}

Test(clever, c47_solo_rating_bands)
{
	int	 lo, hi;

	cr_assert_str_eq(clever_rating(193, &lo, &hi), "Great result!");
	cr_assert_eq(lo, 180);
	cr_assert_eq(hi, 199);
	cr_assert_str_eq(clever_rating(300, &lo, &hi), "You're so clever!");
	cr_assert_eq(hi, -1);
	cr_assert_str_eq(clever_rating(12, &lo, &hi), "Try harder!");
}

#define BIT(code)	(1ull << (code))

/* The one judge of a mark: what each rule of C27 to C33 breaks. */
Test(clever, c27_c33_check_mark_names_each_broken_rule)
{
	struct clever_mark	 m = { CA_G, -1, 0 };

	cr_assert_eq(clever_check_mark(&S, CD_G, 1, 0, &m), 0);
	cr_assert_eq(m.cell, 1);		/* the next box, filled in */
	mark(CA_G, 1, 0);
	m = (struct clever_mark){ CA_G, -1, 0 };
	cr_assert_eq(clever_check_mark(&S, CD_G, 1, 0, &m),
	    BIT(D_BELOW_THRESHOLD));	/* box 2 needs 2 */
	m = (struct clever_mark){ CA_O, -1, 0 };
	cr_assert_eq(clever_check_mark(&S, CD_G, 5, 0, &m), BIT(D_WRONG_AREA));
	cr_assert_eq(m.written, 5);
	m = (struct clever_mark){ CA_Y, ycell("D1"), 0 };
	cr_assert_eq(clever_check_mark(&S, CD_W, 5, 0, &m),
	    BIT(D_CELL_OCCUPIED));	/* a printed cross */
	m = (struct clever_mark){ CA_Y, ycell("A1"), 0 };
	cr_assert_eq(clever_check_mark(&S, CD_Y, 4, 0, &m),
	    BIT(D_VALUE_MISMATCH));	/* A1 shows 3 */
	m = (struct clever_mark){ CA_B, 7, 0 };
	cr_assert_eq(clever_check_mark(&S, CD_B, 3, 8, &m),
	    BIT(D_VALUE_MISMATCH));	/* blue + white is 8 */
	m = (struct clever_mark){ CA_B, -1, 0 };
	cr_assert_eq(clever_check_mark(&S, CD_B, 3, 8, &m), 0);
	cr_assert_eq(m.cell, 8);
	mark(CA_P, 1, 5);
	m = (struct clever_mark){ CA_P, -1, 0 };
	cr_assert_eq(clever_check_mark(&S, CD_P, 5, 0, &m),
	    BIT(D_NOT_ASCENDING));
	/* A bonus mark: any free cell, the number the bonus's. */
	m = (struct clever_mark){ CA_Y, ycell("A1"), 0 };
	cr_assert_eq(clever_check_mark(&S, CLEVER_BONUS_MARK, 0, 0, &m), 0);
	m = (struct clever_mark){ CA_G, -1, 0 };
	cr_assert_eq(clever_check_mark(&S, CLEVER_BONUS_MARK, 0, 0, &m), 0);
}

Test(clever, c33_check_mark_full_track)
{
	struct clever_mark	 m = { CA_O, -1, 0 };
	int			 i;

	for (i = 0; i < CLEVER_BOXES; i++)
		mark(CA_O, i + 1, 1);
	cr_assert_eq(clever_check_mark(&S, CD_O, 3, 0, &m), BIT(D_AREA_FULL));
	cr_assert(clever_check_mark(&S, CD_O, 3, 0, &m) & CLEVER_UNMAKEABLE);
}

/* The agents and the void-roll rule ask the same judge. */
Test(clever, c21_legal_marks_are_the_ones_check_passes)
{
	struct clever_mark	 out[CLEVER_MARKS_MAX], m;
	int			 d, v, s, n, i;

	mark(CA_Y, ycell("A1"), 0);
	mark(CA_B, 5, 0);
	mark(CA_P, 1, 4);
	for (d = 0; d < CLEVER_DICE; d++)
		for (v = 0; v <= 6; v++)
			for (s = 2; s <= 12; s++) {
				n = clever_legal_marks(&S, d, v, s, out);
				cr_assert_eq(clever_usable(&S, d, v, s), n > 0);
				for (i = 0; i < n; i++) {
					m = out[i];
					cr_assert_eq(clever_check_mark(&S, d, v, s,
					    &m), 0);
				}
				if (d > CD_W)	/* a coloured die, its area */
					cr_assert_eq(clever_usable_in(&S, d - 1,
					    v, s), n > 0);
			}
	/* The white die 3 with blue + white 8: yellow B4 (A1 is crossed),
	   blue 8, green, orange; not purple (3 is not above 4). */
	n = clever_legal_marks(&S, CD_W, 3, 8, out);
	cr_assert_eq(n, 4);
	cr_assert_eq(out[0].area, CA_Y);
	cr_assert_eq(out[0].cell, ycell("B4"));
	cr_assert_eq(out[1].area, CA_B);
	cr_assert_eq(out[1].cell, 8);
	cr_assert_eq(out[3].area, CA_O);
	/* A die no roll has given a value is not usable (C21). */
	cr_assert_eq(clever_legal_marks(&S, CD_O, 0, 8, out), 0);
}

Test(clever, c16_black_bonus_marks_every_free_cell_and_box)
{
	struct clever_mark	 out[CLEVER_MARKS_MAX];

	cr_assert_eq(clever_bonus_marks(&S, CB_NONE, out), 12 + 11 + 3);
	cr_assert_eq(clever_bonus_marks(&S, CB_XY, out), 12);
	cr_assert_eq(clever_bonus_marks(&S, CB_XB, out), 11);
	cr_assert_eq(clever_bonus_marks(&S, CB_O5, out), 1);
	cr_assert_eq(out[0].written, 5);
	cr_assert_eq(clever_bonus_marks(&S, CB_FOX, out), 0);
}

/* The sheet's bonuses, one home: the accessors agree with what a mark
   fires. */
Test(clever, c34_accessors_agree_with_the_marks)
{
	int	 r, c, n, row, col, i;

	for (r = 0; r < 3; r++)
		for (c = 0; c < 4; c++) {
			n = clever_blue_cell(r, c);
			if (r == 0 && c == 0) {
				cr_assert_eq(n, 0);
				continue;
			}
			clever_blue_place(n, &row, &col);
			cr_assert_eq(row, r);
			cr_assert_eq(col, c);
		}
	/* Blue row 3 (9 10 11 12) fires its fox. */
	for (i = 9; i <= 11; i++)
		mark(CA_B, i, 0);
	cr_assert_eq(mark(CA_B, 12, 0), 1);
	cr_assert_eq(F[0], clever_blue_row_bonus(2));
	cr_assert_eq(clever_blue_column_bonus(0), CB_REROLL);
	cr_assert_eq(clever_yellow_row_bonus(3), CB_FOX);
	cr_assert_eq(clever_yellow_column_points(3), 20);
	cr_assert_eq(clever_round_bonus(1), CB_REROLL);
	cr_assert_eq(clever_round_bonus(2), CB_PLUS1);
	cr_assert_eq(clever_round_bonus(4), CB_NONE);	/* the black bonus */
	cr_assert_eq(clever_green_points(11), 66);
	cr_assert_eq(clever_bonus_area(CB_O6), CA_O);
	cr_assert_eq(clever_bonus_number(CB_P6), 6);
}

Test(clever, names_of_marks_dice_and_bonus_sources)
{
	struct clever_mark	 y = { CA_Y, ycell("C3"), 0 };
	struct clever_mark	 b = { CA_B, 7, 0 }, o = { CA_O, 4, 8 };
	struct clever_mark	 tok = { CA_O, -1, 4 }, g = { CA_G, -1, 0 };
	char			 buf[32];

	cr_assert_str_eq(clever_mark_name(&y, CLEVER_NAME_WORDS, buf,
	    sizeof(buf)), "yellow C3");
	cr_assert_str_eq(clever_mark_name(&y, CLEVER_NAME_CELL, buf,
	    sizeof(buf)), "C3");
	cr_assert_str_eq(clever_mark_name(&b, CLEVER_NAME_BOX, buf,
	    sizeof(buf)), "B7");
	cr_assert_str_eq(clever_mark_name(&o, CLEVER_NAME_WORDS, buf,
	    sizeof(buf)), "orange box 4");
	cr_assert_str_eq(clever_mark_name(&o, CLEVER_NAME_BOX, buf,
	    sizeof(buf)), "O4");
	cr_assert_str_eq(clever_mark_name(&tok, CLEVER_NAME_TOKEN, buf,
	    sizeof(buf)), "O4");
	cr_assert_str_eq(clever_mark_name(&g, CLEVER_NAME_TOKEN, buf,
	    sizeof(buf)), "G");
	cr_assert_str_eq(clever_die_text(CD_W, 0, buf), "W-");
	cr_assert_str_eq(clever_die_text(CD_P, 6, buf), "P6");
	cr_assert_str_eq(clever_bonus_source(&b, CB_XY, buf, sizeof(buf)),
	    "blue row 2");
	cr_assert_str_eq(clever_bonus_source(&b, CB_P6, buf, sizeof(buf)),
	    "blue column C");
	y.cell = ycell("C3");
	cr_assert_str_eq(clever_bonus_source(&y, CB_PLUS1, buf, sizeof(buf)),
	    "yellow diagonal");
	cr_assert_str_eq(clever_area_article(CA_O), "an");
	cr_assert_str_eq(clever_area_article(CA_P), "a");
}

/* The replay of a record given as text. */
static struct reader		*R;
static struct diags		 D;
static struct replay		 RP;

static void
rfini(void)
{
	reader_free(R);
	diags_free(&D);
	replay_free(&RP);
}

TestSuite(clever_replay, .fini = rfini);

static const struct clever_replay *
play(const char *yaml)
{
	const struct record	*rec;

	R = reader_new_mem((const unsigned char *)yaml, strlen(yaml));
	diags_init(&D);
	replay_init(&RP);
	cr_assert_eq(reader_next(R, &rec, &D), 1);
	cr_assert_not_null(rec->clever);
	cr_assert(rec->usable);
	cr_assert_eq(replay_run(&RP, rec, &D), 0);
	diags_sort(&D);
	return RP.clever;
}

static void
expect(size_t i, enum diag_code code, int move, const char *msg)
{
	cr_assert(i < D.len, "only %zu diagnostics", D.len);
	cr_assert_eq(D.v[i].code, code, "code %s", diag_info(D.v[i].code)->name);
	cr_assert_eq(D.v[i].move, move);
	cr_assert_str_eq(D.v[i].msg, msg);
}

#define HEAD	"game: clever\nplayers: [Anna, Ben]\nmoves:\n"

Test(clever_replay, c19_lower_dice_go_to_the_platter)
{
	const struct clever_replay *cr = play(HEAD
	    "  - {roll: W2 Y3 B4 G1 O5 P4}\n"
	    "  - {take: O5}\n"
	    "  - {pick: Y3, player: Ben, to: YA1}\n");

	/* Every other die was lower: all on the platter, the phase over. */
	expect(0, D_GAME_INCOMPLETE, 3, "the record ends with 11 of 12 "
	    "turns to play; the ranking is provisional");
	cr_assert_eq(D.len, 1);
	cr_assert_eq(cr->sheet[1].yellow, 1u);
	cr_assert_eq(cr->turns_done, 1);
}

Test(clever_replay, c20_dice_left_in_play_are_rolled_again)
{
	play(HEAD
	    "  - {roll: W2 Y3 B4 G1 O5 P4}\n"
	    "  - {take: B4}\n"
	    "  - {roll: O6 P1}\n"
	    "  - {pick: Y3, player: Ben, to: YA1}\n");
	/* O5 and P4 stayed in play; the pick comes too early. */
	expect(0, D_WRONG_PHASE, 4, "a pick belongs after the active phase, "
	    "from the silver platter");
}

Test(clever_replay, c21_void_roll_counts_as_a_roll)
{
	play(HEAD
	    "  - {roll: W6 Y6 B6 G6 O6 P6}\n"
	    "  - {take: none}\n");
	expect(1, D_VOID_ROLL, 2, "Anna could enter W6, Y6, B6, G6, O6, P6; "
	    "a die must be taken");
}

Test(clever_replay, c24_fallback_while_platter_usable_is_an_error)
{
	play(HEAD
	    "  - {roll: W1 Y1 B1 G1 O1 P6}\n"
	    "  - {take: P6}\n"
	    "  - {pick: P, player: Ben}\n");
	expect(1, D_DIE_UNAVAILABLE, 3, "Ben takes purple from Anna's dice "
	    "fields, but could use W1, Y1, B1, G1, O1 from the platter");
}

Test(clever_replay, c36_x_not_entered_is_forfeited)
{
	play(HEAD
	    "  - {roll: W2 Y3 B4 G1 O5 P1, player: Anna}\n"
	    "  - {take: P1, to: P}\n"
	    "  - {roll: W2 Y6 B1 G3 O4}\n"
	    "  - {reroll: W3 Y1 B2 G5 O4}\n"
	    "  - {take: W3, to: P}\n"
	    "  - {roll: G4 O2}\n"
	    "  - {take: G4, to: G}\n"
	    "  - {pick: B2, player: Ben, to: B5}\n"
	    "  - {roll: W5 Y4 B6 G2 O6 P4, player: Ben}\n"
	    "  - {take: O6, to: O}\n"
	    "  - {roll: B3}\n"
	    "  - {take: B3, to: B8}\n"
	    "  - {pick: P4, player: Anna, to: P}\n"
	    "  - {roll: W1 Y3 B2 G6 O3 P5, player: Anna}\n"
	    "  - {take: P5, to: P, bonus: B}\n");
	expect(1, D_BONUS_FORFEITED, 15, "Anna had an X in blue due and did "
	    "not enter it");
	cr_assert_eq(D.v[1].pos.line, 18);
}

Test(clever_replay, c38_extra_needs_an_earned_plus1)
{
	play(HEAD
	    "  - {roll: W1 Y1 B1 G1 O1 P6}\n"
	    "  - {take: P6}\n"
	    "  - {pick: Y1, player: Ben, to: YB2}\n"
	    "  - {extra: O, player: Anna}\n");
	expect(1, D_ACTION_UNAVAILABLE, 4, "Anna has no +1 left");
}

Test(clever_replay, c43_tie_broken_by_best_area)
{
	struct clever_replay	 cr;
	char			 buf[96];

	memset(&cr, 0, sizeof(cr));
	cr.nplayers = 2;
	cr.scored[0] = cr.scored[1] = 1;
	cr.score[0].total = cr.score[1].total = 140;
	cr.score[0].best = 30;
	cr.score[1].best = 36;
	clever_rank(&cr);
	cr_assert_eq(cr.order[0], 1);
	cr_assert_eq(cr.rank[0], 2);
	cr_assert_eq(clever_compare_text(&cr, 1, 0, buf, sizeof(buf)), 0);
	cr_assert_str_eq(buf, "total 140 = 140, best area 36 > 30");
	cr.score[0].best = 36;
	clever_rank(&cr);
	cr_assert_eq(cr.rank[0], 1);
	cr_assert_eq(cr.rank[1], 1);
}

Test(clever_replay, c50_roll_while_take_due)
{
	play(HEAD
	    "  - {roll: W2 Y3 B4 G1 O5 P1}\n"
	    "  - {roll: W2 Y3 B4 G1 O5 P1}\n"
	    "  - {roll: W2 Y3 B4 G1 O5 P1}\n"
	    "  - {take: P1}\n");
	expect(0, D_WRONG_PHASE, 2, "a roll while the roll before still "
	    "waits for its take");
	expect(1, D_WRONG_PHASE, 3, "a roll while the roll before still "
	    "waits for its take");
	/* Two void rolls and a take: the third roll ends the phase. */
	cr_assert_eq(RP.clever->turns_done, 1);
	cr_assert_eq(RP.clever->sheet[0].npurple, 1);
}

Test(clever_replay, move_after_end_reported_once)
{
	play("game: clever\nplayers: [Anna, Ben]\nrounds: 1\nmoves:\n"
	    "  - {roll: W6 Y6 B6 G6 O6 P6}\n"
	    "  - {take: O6}\n"
	    "  - {roll: W6 Y6 B6 G6 P6}\n"
	    "  - {take: P6}\n"
	    "  - {roll: W6 Y6 B6 G6}\n"
	    "  - {take: G6}\n"
	    "  - {pick: none, player: Ben}\n"
	    "  - {roll: W6 Y6 B6 G6 O6 P6, player: Ben}\n"
	    "  - {take: O6}\n"
	    "  - {roll: W6 Y6 B6 G6 P6}\n"
	    "  - {take: P6}\n"
	    "  - {roll: W6 Y6 B6 G6}\n"
	    "  - {take: G6}\n"
	    "  - {pick: none, player: Anna}\n"
	    "  - {roll: W1 Y1 B1 G1 O1 P1}\n"
	    "  - {roll: W1 Y1 B1 G1 O1 P1}\n");
	expect(0, D_ROUNDS_MISMATCH, 0, "rounds: 1 for 2 players; the rules "
	    "play 6");
	expect(1, D_MOVE_AFTER_END, 15, "an entry after the game has ended");
	cr_assert_eq(D.len, 2);
	cr_assert(RP.clever->complete);
}
