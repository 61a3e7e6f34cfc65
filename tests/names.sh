#!/bin/sh
# One rule for player names in both games: the same hostile names, put
# in an Ingenious record and in a Ganz schön clever one, draw the same
# verdict (the header findings' codes; a refused name is a bad-value
# error in both, whichever key comes first), and no control byte reaches
# any output.  The names:
# control characters (C0, DEL, C1), a bidirectional override, the word
# draw in any case, empty, null, a number, a tab, a name twice, blanks.
# Then tests/names_writers.py puts the names a writer gets wrong (markup,
# entities and quotes, wide characters, a combining mark) through every
# writer of both games: text columns, TSV, JSON, YAML, SVG and HTML.
#
# Usage: sh tests/names.sh [GENIAL]        (default ./genial)
# Prints one line per failure and "names: N passed, N failed" last;
# exits 1 if anything failed.
set -u

bin=${1:-./genial}
case $bin in
/*) ;;
*) bin=$(pwd)/$bin ;;
esac
src=$(cd "$(dirname "$0")" && pwd) || exit 2
export LC_ALL=C
tmp=${TMPDIR:-/tmp}/genial-names.$$
mkdir "$tmp" || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' HUP INT TERM
cd "$tmp" || exit 2

passed=0
failed=0
# A C0 control but tab and newline, DEL, or a C1 control (UTF-8).
ctl=$(printf '[\001-\010\013-\037\177]\\|\302[\200-\237]')

# header CMD FILE: the sorted codes of the findings about the whole game.
header() {
	"$bin" check -f tsv "$1" 2>/dev/null |
	    awk -F '\t' 'NR > 1 && $3 == 0 && $8 != "" { print $8 }' |
	    sort -u | tr '\n' ' '
}

# Each name as YAML writes it in a flow list, and the verdict both games
# must give: "bad" (a bad-value error) or "ok".
while IFS='|' read -r name want; do
	[ -z "$name" ] && continue
	printf 'game: ingenious\nplayers: [%s, Ben]\nmoves:\n  - {place: RR L8 M9, player: Ben}\n' \
	    "$name" >i.yaml
	printf 'game: clever\nplayers: [%s, Ben]\nmoves:\n  - {roll: W2 Y3 B4 G1 O5 P1, player: Ben}\n' \
	    "$name" >c.yaml
	# Key order never changes a verdict: players before game too.
	printf 'players: [%s, Ben]\ngame: clever\nmoves:\n  - {roll: W2 Y3 B4 G1 O5 P1, player: Ben}\n' \
	    "$name" >d.yaml
	a=$(header i.yaml)
	b=$(header c.yaml)
	d=$(header d.yaml)
	case $want in
	bad) ok=$([ "$a" = "bad-value " ] && [ "$b" = "bad-value " ] &&
	    [ "$d" = "bad-value " ] && echo 1) ;;
	*) ok=$([ -z "$a" ] && [ -z "$b" ] && [ -z "$d" ] && echo 1) ;;
	esac
	b="$b] [players first: $d" 
	for f in i c d; do
		for cmd in check rank score; do
			if "$bin" "$cmd" "$f.yaml" 2>&1 | grep -q "$ctl"; then
				ok=
				echo "  $cmd $f.yaml: a control byte in the output"
			fi
		done
	done
	if [ -n "$ok" ]; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
		echo "FAIL: players: [$name, Ben]: want $want; ingenious [$a], clever [$b]"
	fi
done <<'NAMES'
"A\u0001na"|bad
"Del\u007f"|bad
"C1\u0085x"|bad
"Tab\tx"|bad
"Bi\u202edi"|ok
draw|bad
Draw|bad
""|bad
~|bad
null|bad
Ben|bad
42|ok
true|ok
"  Zoë "|ok
NAMES
if command -v python3 >/dev/null 2>&1; then
	if LC_ALL=C.UTF-8 python3 "$src/names_writers.py" "$bin"; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
	fi
fi
echo "names: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
