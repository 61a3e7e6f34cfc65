#!/bin/sh
# Hostile records that once crashed, hung or leaked: each must now end
# with status 0, 1 or 2 within the time limit, with no control byte in any
# output, and the cases below must keep their answers.
#
# Usage: sh tests/hostile.sh [GENIAL]      (default ./genial)
#   HOSTILE_TIMEOUT=S   seconds a run may take (default 20; a run past it
#                       fails its test, not the suite)
#   HOSTILE_MUTANTS=N   records tests/mutate.py mutates at the end
#                       (default 300; 0 leaves it out)
#
# testdata/hostile/ holds the records: a document start after a line
# without a break and a directive before a broken document (a resume that
# went back to the same document, for ever), control characters in a clever
# record's names, title and notes and in an Ingenious event, names YAML
# reads as null or a number, a bad die in `analyse -f yaml`, and a game
# whose `moves` key is written twice, the first empty, among games of both
# kinds (a turn closed with no entry, found by clang's UBSan).  Generated
# here: a document over 1 MiB with -j 2 and -j 4 (a heap overflow once),
# truncation at every byte of a `---` line, --diagnostics FILE beside -o
# and standard output, and a page of 20,000 faulty moves.  The last line
# is "N passed, N failed"; exits 1 if anything failed.
set -u

bin=${1:-./genial}
case $bin in
/*) ;;
*) bin=$(pwd)/$bin ;;
esac
if [ ! -x "$bin" ]; then
	echo "hostile.sh: $bin: not an executable" >&2
	exit 2
fi
src=$(cd "$(dirname "$0")/.." && pwd)
limit=${HOSTILE_TIMEOUT:-20}
export LC_ALL=C
unset NO_COLOR

tmp=${TMPDIR:-/tmp}/genial-hostile.$$
mkdir "$tmp" || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' HUP INT TERM
cd "$tmp" || exit 2

passed=0
failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL $*"; }

# A C0 control but tab and newline, DEL, or a C1 control (UTF-8).
ctl=$(printf '[\001-\010\013-\037\177]\\|\302[\200-\237]')

# run NAME ARGS...: genial with the time limit; the status in $st, the
# outputs in NAME.out and NAME.err.  Fails NAME if it ran past the limit,
# died, or wrote a control byte.
run() {
	name=$1
	shift
	timeout "$limit" "$bin" "$@" >"$name.out" 2>"$name.err" </dev/null
	st=$?
	if [ "$st" -gt 2 ]; then
		fail "$name: exit $st (124: past $limit s)"
		sed 's/^/  | /' "$name.err" | head -5
		return 1
	fi
	# A sanitizer may exit 1, as a record with an error does.
	if grep -q 'ERROR: [A-Za-z]*Sanitizer\|runtime error: \|WARNING: ThreadSanitizer' \
	    "$name.err"; then
		fail "$name: a sanitizer's report"
		sed 's/^/  | /' "$name.err" | head -5
		return 1
	fi
	for out_ in "$name.out" "$name.err"; do
		case $name in
		*svg* | *html*) [ "$out_" = "$name.out" ] && continue ;;
		esac
		if grep -q "$ctl" "$out_"; then
			fail "$name: a control byte in $out_"
			return 1
		fi
	done
	pass
	return 0
}

expect() {	# NAME WANT: the last run's status
	if [ "$st" -eq "$2" ]; then pass; else fail "$1: exit $st, want $2"; fi
}

expect_grep() {	# NAME FILE PATTERN
	if grep -q -- "$3" "$2"; then pass; else
		fail "$1: no '$3' in $2:"; head -5 "$2" | sed 's/^/  | /'; fi
}

# --- every reproducer through every command and format -------------------
for y in "$src"/testdata/hostile/*.yaml; do
	b=$(basename "$y" .yaml)
	for c in check score rank standings analyse; do
		for f in text tsv json yaml; do
			run "$b.$c.$f" "$c" -f "$f" "$y"
		done
	done
	run "$b.show" show "$y"
	run "$b.show-svg" show --svg "$y"
	run "$b.show-html" show --html "$y"
done

# The endless resume: one finding each, and the line said not read.
run loop check "$src/testdata/hostile/loop-truncated-flow.yaml"
expect loop 1
expect_grep loop loop.out "2 games (line 2 not read), 3 errors"
run loopdir check "$src/testdata/hostile/loop-directive.yaml"
expect_grep loopdir loopdir.out "1 game (line 2 not read), 2 errors"

# Names with control characters are refused in both games, before or
# after game: clever; the other strings are escaped.
run names check "$src/testdata/hostile/clever-control-names.yaml"
expect names 1
expect_grep names names.out "has a control character in the name \[bad-value\]"
printf 'players: ["A\\e[31mnna", Ben]\ngame: clever\nmoves: []\n' >first.yaml
run first check first.yaml
expect_grep first first.out "has a control character in the name"
run event standings "$src/testdata/hostile/standings-event-escape.yaml"
expect_grep event event.out 'Open\\x1B]52;c;SGVsbG8=\\x07\\x1B\[2J: 1 game'

# analyse -f yaml reads back: '~' quoted, the bad die written '?'.
run tilde analyse -f yaml "$src/testdata/hostile/analyse-yaml-tilde-name.yaml"
expect_grep tilde tilde.out "^players: \['~', Ben\]"
cp tilde.out tilde-back.yaml
run tildeback check tilde-back.yaml
expect tildeback 0
run die analyse -f yaml "$src/testdata/hostile/analyse-yaml-bad-die-oob.yaml"
expect_grep die die.out "{take: '?', to: P}"

# --- a document over 1 MiB with -j ---------------------------------------
awk 'BEGIN { print "game: ingenious\nplayers: [A, B]";
    for (i = 0; i < 27000; i++) print "# a comment line of forty bytes........";
    print "moves: []" }' >pad.yaml
awk 'BEGIN { printf "a: ["; for (i = 0; i < 350000; i++) printf "1, ";
    print "]" }' >flow.yaml
for f in pad flow; do
	run "$f.j1" check -j 1 "$f.yaml"
	for j in 2 4; do
		run "$f.j$j" check -j "$j" "$f.yaml"
		if cmp -s "$f.j1.out" "$f.j$j.out"; then pass; else
			fail "$f: check -j $j differs from -j 1"; fi
	done
done
timeout "$limit" "$bin" score -j 4 <pad.yaml >stdin.out 2>stdin.err
st=$?
expect "stdin -j 4" 0

# --- truncated at every byte of a --- line -------------------------------
# Two games and a third document start; the file cut at every byte from
# the line before the second --- to the line after it.
g1="$src/testdata/examples/demo.yaml"
g2="$src/testdata/clever/club-night.yaml"
{ cat "$g1"; echo '---'; cat "$g2"; echo '--- [1, 2'; cat "$g2"; } >two.yaml
at=$(($(wc -c <"$g1") - 4))
end=$((at + 20))
n=$at
while [ "$n" -le "$end" ]; do
	head -c "$n" two.yaml >cut.yaml
	for c in check score rank; do
		run "cut$n.$c" "$c" -f tsv cut.yaml || break
	done
	n=$((n + 1))
done
# and the clever document cut inside its own --- line and flow list
at=$(($(wc -c <"$g1") + 4 + $(wc -c <"$g2")))
n=$at
while [ "$n" -le $((at + 12)) ]; do
	head -c "$n" two.yaml >cut.yaml
	run "cutb$n" check cut.yaml
	run "cutb$n.j2" check -j 2 cut.yaml
	n=$((n + 1))
done

# --- --diagnostics FILE ----------------------------------------------------
f="$src/testdata/hostile/faults.yaml"
printf 'older line 1\nolder line 2\n' >log.txt
timeout "$limit" "$bin" score -f tsv --diagnostics /dev/stdout -o /dev/null \
    "$f" >>log.txt 2>diag1.err
st=$?
expect "diagnostics /dev/stdout" 1
expect_grep "diagnostics /dev/stdout" log.txt "^older line 1$"
expect_grep "diagnostics /dev/stdout" log.txt "total-mismatch"
run diag2 score -f tsv --diagnostics ./D -o D "$f"
expect diag2 2
expect_grep diag2 diag2.err "name the same file"
if [ ! -e D ]; then pass; else fail "diag2: D was written"; fi
echo PRECIOUS >keep.txt
mkdir adir
run diag3 score --diagnostics keep.txt -o adir "$f"
expect diag3 2
expect_grep diag3 keep.txt "^PRECIOUS$"
ln -s keep.txt link.txt
run diag4 score --diagnostics link.txt -o keep.txt "$f"
expect diag4 2
run diag5 score --diagnostics /dev/stdout "$f"
expect diag5 2
run diag6 score --diagnostics d.txt -o o.txt "$f"
expect diag6 1
expect_grep diag6 d.txt "total-mismatch"
expect_grep diag6 o.txt "Anna"
cp "$f" in.yaml
run diag7 score --diagnostics in.yaml in.yaml
expect diag7 2
if cmp -s "$f" in.yaml; then pass; else fail "diag7: the input changed"; fi
if ls ./*.txt.?????? ./*.yaml.?????? ./D.?????? >/dev/null 2>&1; then
	fail "a temporary file is left"
else pass; fi

# --- a page of 20,000 faulty moves -----------------------------------------
awk 'BEGIN { print "game: ingenious\nplayers: [A, B]\nmoves:";
    for (i = 0; i < 20000; i++)
	printf "- place: RR A1 A2\n  player: %s\n", i % 2 ? "B" : "A" }' \
    >faulty.yaml
run page-html show --html faulty.yaml
expect page-html 1

# --- structure-aware mutations ---------------------------------------------
mutants=${HOSTILE_MUTANTS:-300}
if [ "$mutants" -gt 0 ]; then
	if python3 "$src/tests/mutate.py" "$bin" --records "$mutants" \
	    --timeout "$limit" --keep "$tmp/mutants" >mutate.log 2>&1; then
		pass
	else
		fail "tests/mutate.py:"
		grep FAIL mutate.log | head -10
		mkdir -p "${TMPDIR:-/tmp}/genial-mutants" &&
		    cp "$tmp"/mutants/* "${TMPDIR:-/tmp}/genial-mutants/" \
		    2>/dev/null && echo "  kept in ${TMPDIR:-/tmp}/genial-mutants"
	fi
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
