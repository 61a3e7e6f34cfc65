/*
 * The search for a missing entry's tile (genial(1) FAULTY RECORDS, "An
 * entry missing") is bounded by its own work, TILE_WORK entries judged a
 * game, and rules placements out before judging them.  The replay counts
 * the entries it judged (replay.tile_work); these tests read records of
 * testdata/hostile/ (run from the top of the tree, as make unit does).
 */
#include <criterion/criterion.h>
#include <stdio.h>

#include "../../core/replay.h"
#include "../../core/replay_search.h"
#include "../../formats/reader.h"
#include "replay_file.h"

/*
 * Found by fuzz_fix: five entries read as missing, early in a long game.
 * Judging every placement of each over the window took 300,000 entries
 * (14 s in the fuzz build); a placement on a cell a later entry covers is
 * not judged, nor one that can no longer change the outcome, so the
 * search ends far inside its bound.
 */
Test(tile_search, rules_placements_out_before_judging_them)
{
	struct replay	 rp;

	cr_assert_gt(replay_file("testdata/hostile/tile-search-slow.yaml", &rp),
	    0);
	cr_expect_gt(rp.tile_work, 0, "the tile search ran");
	cr_expect_leq(rp.tile_work, TILE_WORK / 2,
	    "the tile search judged %ld entries", rp.tile_work);
	cr_expect_leq(rp.work, SEARCH_WORK + TILE_WORK);
	replay_free(&rp);
}

/*
 * A record that ends mid-game: a missing tile may lie on any free pair,
 * in any colours, and none fits, so every placement is judged until the
 * bound stops the search.  It stops there, not past it.
 */
Test(tile_search, stops_at_its_bound)
{
	struct replay	 rp;

	replay_file("testdata/hostile/tile-search-budget.yaml", &rp);
	cr_expect_leq(rp.tile_work, TILE_WORK,
	    "the tile search judged %ld entries", rp.tile_work);
	cr_expect_geq(rp.tile_work, TILE_WORK - SEARCH_WINDOW - 1,
	    "the search reached its bound: %ld", rp.tile_work);
	replay_free(&rp);
}

/*
 * Two entries in a row read as missing: their tiles are searched one
 * after the other, each with the one before it placed, and the work of
 * both counts against the bound of a run, TILE_RUN_WORK, as well as the
 * game's.
 */
Test(tile_search, a_run_of_missing_tiles_has_its_own_bound)
{
	struct replay	 rp;

	cr_assert_eq(replay_file("testdata/recovery/missing-two.yaml", &rp), 1);
	cr_expect_gt(rp.tile_work, 0, "the tile search ran");
	cr_expect_leq(rp.tile_work, TILE_RUN_WORK,
	    "the tile search judged %ld entries", rp.tile_work);
	replay_free(&rp);
}

/*
 * Two entries in a row whose tiles one after the other are not
 * determined: tried as pairs, the cheapest PAIR_FIRST first tiles each
 * with the second searched after it, within PAIR_WORK entries a run and
 * the game's TILE_WORK.  The first record is determined that way; the
 * second made the pair search judge the most entries of the slip
 * corpus's sheets.
 */
Test(tile_search, a_pair_of_missing_tiles_has_its_own_bound)
{
	const char	*files[] = { "testdata/recovery/missing-pair.yaml",
	    "testdata/hostile/tile-search-pair.yaml" };
	struct replay	 rp;
	size_t		 i;

	for (i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
		cr_assert_eq(replay_file(files[i], &rp), 1);
		cr_expect_gt(rp.pair_work, 0, "%s: the pair search ran",
		    files[i]);
		cr_expect_leq(rp.pair_work, PAIR_WORK,
		    "%s: the pair search judged %ld entries", files[i],
		    rp.pair_work);
		cr_expect_leq(rp.tile_work, TILE_RUN_WORK + PAIR_WORK,
		    "%s: the tile search judged %ld entries", files[i],
		    rp.tile_work);
		replay_free(&rp);
	}
}

/*
 * Found by fuzz_fix: unseen tiles whose hexes might explain claim after
 * claim, each tried at every free end of every line (0.3 s in the
 * release build, 6 s in the fuzz build).  The scores tried with such
 * hexes are bounded by GHOST_WORK a game; this record reaches the bound
 * and stops there.
 */
Test(ghost_hexes, stop_at_their_bound)
{
	struct replay	 rp;

	replay_file("testdata/hostile/ghost-hexes-slow.yaml", &rp);
	cr_expect_leq(rp.ghost_work, GHOST_WORK,
	    "the unseen tiles' hexes were tried %ld times", rp.ghost_work);
	cr_expect_eq(rp.ghost_work, GHOST_WORK,
	    "the record reached the bound: %ld", rp.ghost_work);
	replay_free(&rp);
}

/*
 * An entry missing that only the end shows (replay_late.c): the
 * placements of its tile on the hexes whose covering ends the game are
 * scored at each gap from LATE_REACH places before the end, counted in
 * replay.late_work and bounded by LATE_WORK a game; those judged count
 * in the tile search's work.  Here the end fits and every earlier gap is
 * scanned, none fitting.
 */
Test(late_search, scores_placements_within_its_bound)
{
	struct replay	 rp;

	cr_assert_eq(replay_file("testdata/recovery/missing-last-entry.yaml",
	    &rp), 1);
	cr_expect_gt(rp.late_work, 0, "the search of the end ran");
	cr_expect_leq(rp.late_work, LATE_WORK,
	    "the search of the end scored %ld placements", rp.late_work);
	cr_expect_leq(rp.tile_work, TILE_WORK);
	replay_free(&rp);
}

/*
 * A result row that claims all six colours at the cap: a tile that took
 * the last of them there won at once, so the tile left out at the end
 * may lie on any free pair, of a board nearly empty here.  No placement
 * makes the row, so the search of the end scores placements at the end
 * and at each gap before it until its bound, LATE_WORK, stops it there.
 */
Test(late_search, every_free_pair_within_its_bound)
{
	struct replay	 rp;

	cr_assert_gt(replay_file("testdata/hostile/late-search-capped.yaml",
	    &rp), 0);
	cr_expect_leq(rp.late_work, LATE_WORK,
	    "the search of the end scored %ld placements", rp.late_work);
	cr_expect_eq(rp.late_work, LATE_WORK,
	    "the search reached its bound: %ld", rp.late_work);
	cr_expect_leq(rp.tile_work, TILE_WORK);
	replay_free(&rp);
}
