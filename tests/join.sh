#!/bin/sh
# A script joining genial's tables by (file, game) finds every game in
# them (genial(1) TSV COLUMNS): over a corpus mixing clean and faulty
# Ingenious games, a game cut by a YAML error, a clever game, a document
# that is not a game, an empty file, a binary file and a file that cannot
# be opened, `check`, `score` and `rank -f tsv` (and check and rank with
# -j 2, and rank with the clever columns) give every game and every file
# of no game its rows, the same set of keys, every row as wide as its
# header; a game with no finding has one check row, its code empty; and
# rank's JSON has one record per key.
#
# Usage: sh tests/join.sh [GENIAL]        (default ./genial)
# Prints one line per failure and "join: N passed, N failed" last; exits
# 1 if anything failed.
set -u

bin=${1:-./genial}
case $bin in
/*) ;;
*) bin=$(pwd)/$bin ;;
esac
root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
cd "$root" || exit 2

tmp=${TMPDIR:-/tmp}/genial-join.$$
mkdir "$tmp" || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' HUP INT TERM

passed=0
failed=0
fail() {
	echo "FAIL: $*"
	failed=$((failed + 1))
}

# The corpus, in a fixed order; the missing file comes first so that it
# cannot decide the table's kind.
c=$tmp/corpus
mkdir "$c" || exit 2
cp testdata/recovery/td5-event.yaml "$c/event.yaml"
cp testdata/recovery/td3-three-player.yaml "$c/three.yaml"
cp testdata/clever/table-2-sheets.yaml "$c/clever.yaml"
cp testdata/cli/syntax.yaml "$c/syntax.yaml"
printf 'hello: 1\n--- 42\n' >"$c/notgame.yaml"
: >"$c/empty.yaml"
printf 'game: ingenious\n\001\002\377\000binary\n' >"$c/binary.yaml"
files="$c/missing.yaml $c/event.yaml $c/notgame.yaml $c/clever.yaml
$c/empty.yaml $c/three.yaml $c/binary.yaml $c/syntax.yaml"

# keys TSV: the (file, game) pairs of a table, sorted, one per line.
keys() {
	awk -F '\t' 'NR > 1 { print $1 "\t" $2 }' "$1" | sort -u
}

# widths TSV: every row has as many fields as the header.
widths() {
	awk -F '\t' 'NR == 1 { n = NF; next }
	    NF != n { printf "line %d: %d fields, header %d\n", NR, NF, n;
	    bad = 1 } END { exit bad }' "$1"
}

# shellcheck disable=SC2086
"$bin" check -f tsv $files >"$tmp/check.tsv" 2>/dev/null
# shellcheck disable=SC2086
"$bin" check -f tsv -j 2 $files >"$tmp/check-j.tsv" 2>/dev/null
# shellcheck disable=SC2086
"$bin" rank -f tsv $files >"$tmp/rank.tsv" 2>/dev/null
# shellcheck disable=SC2086
"$bin" rank -f tsv -j 2 $files >"$tmp/rank-j.tsv" 2>/dev/null
# shellcheck disable=SC2086
"$bin" rank -f tsv --kind clever $files >"$tmp/rank-c.tsv" 2>/dev/null
# shellcheck disable=SC2086
"$bin" score -f tsv $files >"$tmp/score.tsv" 2>/dev/null
# shellcheck disable=SC2086
"$bin" rank -f json $files >"$tmp/rank.json" 2>/dev/null

keys "$tmp/check.tsv" >"$tmp/check.keys"
keys "$tmp/rank.tsv" >"$tmp/all.keys"
# Every game of the corpus: td5 has 6, td3 1, syntax.yaml 3, notgame.yaml
# 2, clever.yaml 1, binary.yaml 1; and a row for each of the missing and
# the empty file.
n=$(wc -l <"$tmp/all.keys")
if [ "$n" -eq 16 ]; then
	passed=$((passed + 1))
else
	fail "rank -f tsv has $n keys, not 16"
	cat "$tmp/all.keys"
fi
# check has a row for every game: those with findings (td3, three games
# of td5 and syntax.yaml, the documents that are not games, the binary
# file, the empty one) and those without (the clever game and three of
# td5's: status ok), each of the latter one row with no code; and the
# missing file its row (unreadable).
clean=$(awk -F '\t' 'NR > 1 && $8 == "" && $13 == "ok"' "$tmp/check.tsv" |
    cut -f 1,2 | sort | uniq | wc -l)
rows=$(awk -F '\t' 'NR > 1 && $8 == "" && $13 == "ok"' "$tmp/check.tsv" |
    wc -l)
if [ "$clean" -eq 4 ] && [ "$rows" -eq 4 ] &&
    grep -q 'missing.yaml	.*	unreadable$' "$tmp/check.tsv"; then
	passed=$((passed + 1))
else
	fail "check -f tsv: $rows rows for 4 games with no finding ($clean" \
	    "games), or no row for the missing file"
fi
for t in check check-j rank rank-j rank-c score; do
	if ! widths "$tmp/$t.tsv"; then
		fail "$t: a row is not as wide as its header"
		continue
	fi
	keys "$tmp/$t.tsv" >"$tmp/$t.keys"
	if cmp -s "$tmp/all.keys" "$tmp/$t.keys"; then
		passed=$((passed + 1))
	else
		fail "$t -f tsv and rank -f tsv do not have the same games:"
		diff "$tmp/all.keys" "$tmp/$t.keys" | sed 's/^/  /'
	fi
done
if widths "$tmp/check.tsv"; then
	passed=$((passed + 1))
else
	fail "check: a row is not as wide as its header"
fi
# The clever table's header comes from the first game replayed, not from
# the missing file before it: the Ingenious one here.
if head -n 1 "$tmp/rank.tsv" | grep -q '	R	O	Y	G	B	P	'; then
	passed=$((passed + 1))
else
	fail "rank: the missing file or the clever game chose the columns"
fi
if grep -q '	other-game$' "$tmp/rank.tsv" &&
    grep -q '	other-game$' "$tmp/rank-c.tsv"; then
	passed=$((passed + 1))
else
	fail "a game of the other kind has no other-game row"
fi
# JSON: one record per key, none without a status.
if command -v python3 >/dev/null 2>&1; then
	if python3 - "$tmp/rank.json" "$tmp/all.keys" <<'EOF'
import json, sys
recs = [json.loads(l) for l in open(sys.argv[1])]
want = {tuple(l.rstrip("\n").split("\t")) for l in open(sys.argv[2])}
got = {(r["file"], str(r["game"]) if "game" in r else "") for r in recs}
bad = [r for r in recs if "status" not in r]
if got != want or bad or len(recs) != len(want):
    print("  json keys:", sorted(got ^ want), "no status:", bad)
    sys.exit(1)
EOF
	then
		passed=$((passed + 1))
	else
		fail "rank -f json does not have a record per game"
	fi
fi
echo "join: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
