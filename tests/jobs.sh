#!/bin/sh
# -j N gives what -j 1 gives (run by `make check`, `make asan`, `make tsan`):
# for check, score and rank, several formats, --stop and --strict, the
# standard output, the standard error and the exit status of -j 2 and
# -j 4 must equal those of -j 1, byte for byte, on
#
#   files   every testdata/**/*.yaml (small files, among them syntax
#           errors and broken records), a file that does not exist and a
#           directory, and standard input;
#   stream  one stream of self-played games, long enough to be cut into
#           many pieces, with false claims and bad cells put in by awk,
#           and, in later copies, what makes the parallel reader read on
#           in one piece: a YAML syntax error, a %YAML directive, a
#           carriage return alone; and a stream whose first failing game
#           comes late (--stop).
#
# Usage: tests/jobs.sh [GENIAL]
set -u
G=${1:-./genial}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/genial-jobs.XXXXXX") || exit 2
trap '[ -n "${KEEP:-}" ] || rm -rf "$tmp"' EXIT INT TERM
fails=0
runs=0

# same STDIN ARGS...: -j 1, -j 2 and -j 4 agree.
same() {
	in=$1
	shift
	"$G" "$@" -j 1 <"$in" >"$tmp/out1" 2>"$tmp/err1"
	echo "exit $?" >>"$tmp/out1"
	for j in 2 4; do
		"$G" "$@" -j $j <"$in" >"$tmp/out$j" 2>"$tmp/err$j"
		echo "exit $?" >>"$tmp/out$j"
		runs=$((runs + 1))
		if ! cmp -s "$tmp/out1" "$tmp/out$j"; then
			echo "FAIL: standard output of -j $j differs: $*" >&2
			diff "$tmp/out1" "$tmp/out$j" | head -5 >&2
			fails=$((fails + 1))
		elif ! cmp -s "$tmp/err1" "$tmp/err$j"; then
			echo "FAIL: standard error of -j $j differs: $*" >&2
			diff "$tmp/err1" "$tmp/err$j" | head -5 >&2
			fails=$((fails + 1))
		fi
	done
}

# The stream: 240 games of 2 to 4 players, about 1 MB, 40 mutations.
"$G" play --seed 11 --games 80 --players 2 >"$tmp/p2.yaml" &&
"$G" play --seed 12 --games 80 --players 3 >"$tmp/p3.yaml" &&
"$G" play --seed 13 --games 80 --players 4 --rules mso >"$tmp/p4.yaml" ||
    { echo "FAIL: genial play" >&2; exit 1; }
cat "$tmp/p2.yaml" "$tmp/p3.yaml" "$tmp/p4.yaml" |
awk '/score: \{/ { n++; if (n % 97 == 0) sub(/: [0-9]+/, ": 17") }
    /place:/ { m++; if (m % 601 == 0) sub(/[A-O][0-9]+ /, "A1 ") }
    { print }' >"$tmp/stream.yaml"
# Later copies: each with one thing the pieces cannot vouch for.
{
	cat "$tmp/stream.yaml"
	printf '%%YAML 1.1\n'
	cat "$tmp/p2.yaml"
	printf -- '---\r# a carriage return alone\n'
	cat "$tmp/p3.yaml"
} >"$tmp/odd.yaml"
{
	cat "$tmp/p4.yaml"
	printf -- '---\ngame: ingenious\nplayers: [a, b\nmoves: []\n'
	cat "$tmp/p2.yaml"
} >"$tmp/syntax.yaml"
# One false claim, late: --stop must stop there, deep in a later piece.
cat "$tmp/p3.yaml" "$tmp/p4.yaml" >"$tmp/clean.yaml"
n=$(wc -l <"$tmp/clean.yaml")
awk -v from=$((n * 9 / 10)) 'NR > from && !done && /score: \{/ {
	sub(/: [0-9]+/, ": 17"); done = 1 } { print }' \
    "$tmp/clean.yaml" >"$tmp/late.yaml"
if [ "$(wc -c <"$tmp/stream.yaml")" -lt 500000 ]; then
	echo "FAIL: the stream is too short to be cut into many pieces" >&2
	exit 1
fi

files=$(find testdata -name '*.yaml' | LC_ALL=C sort)
for cmd in check score rank; do
	for f in text tsv json yaml; do
		# shellcheck disable=SC2086
		same /dev/null $cmd -f $f $files
		same "$tmp/stream.yaml" $cmd -f $f "$tmp/stream.yaml"
	done
	for opt in --stop --strict "--strict --stop"; do
		# shellcheck disable=SC2086
		same /dev/null $cmd $opt $files
		# shellcheck disable=SC2086
		same "$tmp/p2.yaml" $cmd $opt "$tmp/stream.yaml" - "$tmp/odd.yaml"
	done
done
# shellcheck disable=SC2086
same "$tmp/stream.yaml" check - $files "$tmp/no-such-file" testdata - \
    "$tmp/syntax.yaml" "$tmp/odd.yaml"
same /dev/null check -f tsv --stop "$tmp/syntax.yaml" "$tmp/stream.yaml"
same /dev/null score -f yaml "$tmp/odd.yaml" "$tmp/syntax.yaml"
same /dev/null rank -f json --stop "$tmp/odd.yaml"
for cmd in check score rank; do
	same "$tmp/late.yaml" $cmd --stop "$tmp/clean.yaml" - "$tmp/stream.yaml"
	same /dev/null $cmd -f tsv --stop "$tmp/late.yaml" "$tmp/stream.yaml"
done
if ! "$G" check --stop "$tmp/late.yaml" | grep -q 'score-mismatch'; then
	echo "FAIL: late.yaml has no late failure to stop at" >&2
	fails=$((fails + 1))
fi

# Pieces whose results pass what a worker keeps in memory (1 MiB), which
# the main thread writes again game by game: games of 5000 faulty moves
# (12,500 findings, 2 MB of text each) among the stream's, and one with a syntax error
# after it, which the piece cannot vouch for.
{
	cat "$tmp/p4.yaml"
	awk 'BEGIN { for (g = 0; g < 3; g++) {
	    print "---\ngame: ingenious\nplayers: [Anna, Ben]\nmoves:"
	    for (i = 0; i < 5000; i++) print "  - place: RO A1 A2" } }'
	cat "$tmp/p2.yaml"
	awk 'BEGIN { print "---\ngame: ingenious\nplayers: [Anna, Ben]\nmoves:"
	    for (i = 0; i < 5000; i++) print "  - place: RO A1 A2"
	    print "---\ngame: ingenious\nplayers: [a, b\nmoves: []" }'
	cat "$tmp/p3.yaml"
} >"$tmp/big.yaml"
for f in text json yaml; do
	same /dev/null check -f $f "$tmp/big.yaml" "$tmp/stream.yaml"
	same /dev/null score -f $f "$tmp/big.yaml"
done
same /dev/null rank --stop "$tmp/big.yaml"

# -o: the file is written whole, the same as -j 1's.
"$G" check -j 1 -o "$tmp/o1" "$tmp/stream.yaml" "$tmp/odd.yaml"
s1=$?
"$G" check -j 2 -o "$tmp/o2" "$tmp/stream.yaml" "$tmp/odd.yaml"
s2=$?
runs=$((runs + 1))
if [ $s1 != $s2 ] || ! cmp -s "$tmp/o1" "$tmp/o2"; then
	echo "FAIL: -o with -j 2 differs (exit $s1, $s2)" >&2
	fails=$((fails + 1))
fi

echo "jobs: $runs runs compared, $fails failed"
[ "$fails" -eq 0 ]
