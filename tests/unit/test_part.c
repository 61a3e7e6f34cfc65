/*
 * A place text that does not read is read from its written score
 * (genial(1) FAULTY RECORDS, "A place text that does not read"): the
 * legal placements its parts allow are tried, PART_WORK of them a game
 * at most.  The replay counts the placements tried (replay.part_work);
 * these tests read records of testdata/ (run from the top of the tree,
 * as make unit does).
 */
#include <criterion/criterion.h>
#include <stdio.h>

#include "../../core/replay.h"
#include "../../core/replay_search.h"
#include "../../formats/reader.h"
#include "replay_file.h"

/*
 * Three hundred entries with an empty place text, each with a score:
 * every legal placement of every tile is tried for each searched, until
 * the bound stops the trying.  It stops there, not past it.
 */
Test(place_parts, stop_at_their_bound)
{
	struct replay	 rp;

	replay_file("testdata/hostile/place-unread-every.yaml", &rp);
	cr_expect_eq(rp.part_work, PART_WORK,
	    "the placements tried: %ld", rp.part_work);
	replay_free(&rp);
}

/*
 * A cell left out ("GP J9"): only the placements of that tile with that
 * cell are tried, a few dozen, and one finding is left.
 */
Test(place_parts, a_cell_left_out_tries_its_neighbours)
{
	struct replay	 rp;

	cr_expect_eq(replay_file("testdata/recovery/place-cell-left.yaml",
	    &rp), 1);
	cr_expect_gt(rp.part_work, 0, "the placements were tried");
	cr_expect_leq(rp.part_work, 4 * 2 * DIR__MAX,
	    "the placements tried: %ld", rp.part_work);
	replay_free(&rp);
}
