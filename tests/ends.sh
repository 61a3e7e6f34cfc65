#!/bin/sh
# show, score, rank and check must agree on how every game ended: they
# all take the words from core (game_end_text, rank_decision), and this
# holds them to it for each end reason of genial-rules(7) "8 End of the
# game" and for a record that stops before the end.  For one game of each
# kind (from genial play, whose games end every way, or testdata/):
#   - score's "end:" line is the reason in words;
#   - show's status says "The game is over: REASON" (a full area, no
#     tiles, every clock run out) or, after an immediate win, "The game
#     is over. DECISION." with rank's own decision sentence;
#   - rank -f json says complete, and check reports no game-incomplete;
# and for a record that stops early: score's "the record ends before the
# game does", no "game is over" in show, rank incomplete, and check's
# game-incomplete.  Usage: sh tests/ends.sh ./genial
set -u
bin=${1:-./genial}
root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0

no() {
	fail=$((fail + 1))
	printf 'ends: %s, game %s: %s\n' "$1" "$2" "$3"
}

# check_end NAME FILE WORD: the first game of FILE whose end word (rank
# -f json) is WORD ("null" for a record that stops early).
check_end() {
	name=$1 file=$2 word=$3
	"$bin" rank -f json "$file" > "$tmp/rank.json" 2>/dev/null
	if [ "$word" = null ]; then
		pat='"end":null'
	else
		pat="\"end\":\"$word\""
	fi
	g=$(grep -F "$pat" "$tmp/rank.json" | head -n 1 |
	    sed -n 's/.*"game":\([0-9]*\),.*/\1/p')
	if [ -z "$g" ]; then
		no "$name" - "no game ends with $word"
		return
	fi
	json=$(grep -F "\"game\":$g," "$tmp/rank.json" | head -n 1)
	reason=$(printf '%s\n' "$json" | sed -n 's/.*"reasons":\["\([^"]*\)".*/\1/p')
	complete=$(printf '%s\n' "$json" | sed -n 's/.*"complete":\([a-z]*\).*/\1/p')
	"$bin" score "$file" 2>/dev/null | awk -v g="game $g:" '
	    index($0, g) { on = 1 } on && /^end: / { sub(/^end: /, ""); print; exit }' \
	    > "$tmp/end"
	end=$(cat "$tmp/end")
	status=$("$bin" show --game "$g" "$file" 2>/dev/null |
	    grep '^The game is over' | head -n 1)
	incomplete=$("$bin" check "$file" 2>/dev/null |
	    grep -c "game $g, .*\[game-incomplete\]")
	if [ "$word" = null ]; then
		[ "$end" = "the record ends before the game does" ] ||
		    { no "$name" "$g" "score says: $end"; return; }
		[ -z "$status" ] || { no "$name" "$g" "show says: $status"; return; }
		[ "$complete" = false ] || { no "$name" "$g" "rank: complete"; return; }
		[ "$incomplete" -eq 1 ] || { no "$name" "$g" "check: no game-incomplete"; return; }
	else
		case $word in
		all-capped|all-on-own-half) want="The game is over. $reason." ;;
		*) want="The game is over: $end" ;;
		esac
		case $status in
		"$want"|"$want".|"$want;"*) ;;
		*) no "$name" "$g" "show says '$status', want '$want'"; return ;;
		esac
		[ -n "$end" ] && [ "$end" != "the record ends before the game does" ] ||
		    { no "$name" "$g" "score says: $end"; return; }
		[ "$complete" = true ] || { no "$name" "$g" "rank: not complete"; return; }
		[ "$incomplete" -eq 0 ] || { no "$name" "$g" "check: game-incomplete"; return; }
	fi
	pass=$((pass + 1))
}

"$bin" play --seed 3 --games 20 > "$tmp/standard.yaml" || exit 2
"$bin" play --seed 3 --games 60 --variant team --agent balanced \
    > "$tmp/team.yaml" || exit 2
"$bin" play --seed 3 --games 30 --variant duel --agent balanced \
    > "$tmp/duel.yaml" || exit 2
"$bin" play --seed 3 --games 10 --players 3 --tiles travel \
    > "$tmp/travel.yaml" || exit 2
check_end "full area" "$tmp/standard.yaml" board-full
check_end "team at 36" "$tmp/team.yaml" all-capped
check_end "duel sweep" "$tmp/duel.yaml" all-on-own-half
check_end "no tiles" "$tmp/travel.yaml" no-tiles
check_end "clocks" "$root/testdata/cli/flags3.yaml" all-flagged
check_end "bonus lapses" "$root/testdata/examples/end-bonus-pending.yaml" board-full
check_end "stops early" "$root/testdata/codes/game-incomplete.yaml" null
check_end "stops with a bonus due" "$root/testdata/audit/stop-bonus-due-travel.yaml" null
echo "ends: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
