#!/bin/sh
# genial analyse end to end: -j 2 writes what -j 1 writes in every format
# (playouts included), a second run writes the same bytes, the annotated
# YAML is still a valid record, and on self-played games the average loss
# per placement ranks the agents as their strength says (random > greedy
# > balanced).  The same for Ganz schön clever games, whose annotated
# record `check` judges as the original (the same findings, entry by
# entry), where random > greedy > strong, with the mixed TSV table and the
# sheet-only record refused.  Usage: sh tests/analyse.sh ./genial
set -u
bin=${1:-./genial}
dir=$(mktemp -d) || exit 2
trap 'rm -rf "$dir"' EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); }
ko() { fail=$((fail + 1)); echo "FAIL: $*"; }

"$bin" play --seed 11 --games 12 --players 3 \
	--agent balanced,greedy,random > "$dir/mix.yaml" || exit 2
"$bin" play --seed 12 --games 4 --variant duel > "$dir/duel.yaml" || exit 2
for f in text tsv json yaml; do
	"$bin" analyse -f "$f" "$dir/mix.yaml" > "$dir/a1" 2>&1
	"$bin" analyse -j 2 -f "$f" "$dir/mix.yaml" > "$dir/a2" 2>&1
	"$bin" analyse -f "$f" "$dir/mix.yaml" > "$dir/a3" 2>&1
	if cmp -s "$dir/a1" "$dir/a2" && cmp -s "$dir/a1" "$dir/a3"; then ok
	else ko "analyse -f $f: -j 2 or a second run differs"; fi
done
"$bin" analyse --sim 2 -f tsv "$dir/duel.yaml" > "$dir/s1" 2>&1
"$bin" analyse --sim 2 -j 2 -f tsv "$dir/duel.yaml" > "$dir/s2" 2>&1
if cmp -s "$dir/s1" "$dir/s2" && [ "$(cut -f 16 "$dir/s1" | grep -c .)" -gt 10 ]
then ok; else ko "analyse --sim: -j 2 differs, or no playout figures"; fi

# The annotated record reads back clean and carries the marks.
"$bin" analyse -f yaml -o "$dir/ann.yaml" "$dir/mix.yaml" || ko "analyse -o"
if "$bin" check "$dir/ann.yaml" > "$dir/chk" &&
    grep -q "^  note: '??* \(inaccuracy\|mistake\|blunder\)" "$dir/ann.yaml"
then ok; else ko "annotated YAML: check fails or no marked note"; cat "$dir/chk"; fi

# Bad usage.
for a in "--sim 0" "--sim x" "--top 6" "--top"; do
	# shellcheck disable=SC2086
	"$bin" analyse $a "$dir/mix.yaml" > /dev/null 2>&1
	if [ $? -eq 2 ]; then ok; else ko "analyse $a: not bad usage"; fi
done

# Average loss per placement by agent kind over 60 two-player games.
"$bin" play --seed 21 --games 20 --agent balanced,greedy > "$dir/p1.yaml"
"$bin" play --seed 22 --games 20 --agent greedy,random > "$dir/p2.yaml"
"$bin" play --seed 23 --games 20 --agent random,balanced > "$dir/p3.yaml"
"$bin" analyse -f tsv "$dir/p1.yaml" "$dir/p2.yaml" "$dir/p3.yaml" |
	awk -F '\t' 'NR > 1 && $5 != "turn" {
		split($4, a, "-"); s[a[1]] += $12; n[a[1]]++ }
	END { printf "%.3f %.3f %.3f\n", s["random"] / n["random"],
	    s["greedy"] / n["greedy"], s["balanced"] / n["balanced"] }' \
	> "$dir/loss"
read -r r g b < "$dir/loss"
if awk -v r="$r" -v g="$g" -v b="$b" 'BEGIN { exit !(r > g && g > b) }'
then ok; echo "analyse: average loss random $r, greedy $g, balanced $b"
else ko "average loss random $r, greedy $g, balanced $b"; fi

# Ganz schön clever.
"$bin" play --kind clever --seed 31 --games 3 --players 3 \
	--agent strong,greedy,random > "$dir/cmix.yaml" || exit 2
"$bin" play --kind clever --seed 32 --games 2 --players 1 \
	--agent strong > "$dir/csolo.yaml" || exit 2
for f in text tsv json yaml; do
	"$bin" analyse -f "$f" "$dir/cmix.yaml" "$dir/csolo.yaml" \
	    > "$dir/a1" 2>&1
	"$bin" analyse -j 2 -f "$f" "$dir/cmix.yaml" "$dir/csolo.yaml" \
	    > "$dir/a2" 2>&1
	if cmp -s "$dir/a1" "$dir/a2"; then ok
	else ko "clever analyse -f $f: -j 2 differs"; fi
done
"$bin" analyse --sim 2 -f tsv "$dir/csolo.yaml" > "$dir/s1" 2>&1
"$bin" analyse --sim 2 -j 2 -f tsv "$dir/csolo.yaml" > "$dir/s2" 2>&1
if cmp -s "$dir/s1" "$dir/s2" && [ "$(cut -f 14 "$dir/s1" | grep -c .)" -gt 10 ]
then ok; else ko "clever analyse --sim: -j 2 differs, or no playout figures"; fi

# The annotated record: the same findings as the original, move by move,
# for self-played games and every clever record of testdata but one a
# YAML error cut short (its annotation is the part judged, whole).
for f in "$dir/cmix.yaml" testdata/clever/*.yaml; do
	"$bin" check -f tsv "$f" 2>/dev/null | cut -f 3,6-9 > "$dir/c1"
	if grep -q '	yaml-syntax	' "$dir/c1"; then continue; fi
	"$bin" analyse -f yaml "$f" > "$dir/ann.yaml" 2>/dev/null
	"$bin" check -f tsv "$dir/ann.yaml" 2>/dev/null | cut -f 3,6-9 \
	    > "$dir/c2"
	if cmp -s "$dir/c1" "$dir/c2"; then ok
	else ko "clever analyse -f yaml: check judges $f otherwise"; fi
done
if grep -q "^  note: '??* \(inaccuracy\|mistake\|blunder\)" "$dir/ann.yaml" ||
    "$bin" analyse -f yaml "$dir/cmix.yaml" |
    grep -q "note: '??* \(inaccuracy\|mistake\|blunder\)"
then ok; else ko "clever annotated YAML: no marked note"; fi

# One TSV table: a game of the other kind is left out, status 1.
"$bin" analyse -f tsv "$dir/csolo.yaml" "$dir/duel.yaml" > "$dir/t1" 2> "$dir/t2"
st=$?
if [ $st -eq 1 ] && grep -q "cannot be written in a clever table" "$dir/t2" &&
    [ "$(head -1 "$dir/t1" | cut -f 5)" = decision ]
then ok; else ko "clever analyse -f tsv: mixed kinds (status $st)"; fi

# The strong agent plays the dice game only.
"$bin" play --agent strong > /dev/null 2> "$dir/e"
st=$?
if [ $st -eq 2 ] && grep -q "plays --kind clever only" "$dir/e"
then ok; else ko "play --agent strong (Ingenious): status $st"; fi

# A sheet-only record says it cannot be analysed.
if "$bin" analyse testdata/clever/table-2-sheets.yaml |
    grep -q "cannot be analysed"
then ok; else ko "clever analyse: a sheet-only record"; fi

# Average loss per decision by agent on the same seeds: solo games, and
# two-player games where the agent plays both seats.
for a in random greedy strong; do
	"$bin" play --kind clever --seed 41 --games 3 --players 1 \
	    --agent $a > "$dir/q1-$a.yaml"
	"$bin" play --kind clever --seed 42 --games 2 --players 2 \
	    --agent $a > "$dir/q2-$a.yaml"
	"$bin" analyse -f tsv "$dir/q1-$a.yaml" "$dir/q2-$a.yaml" |
	    awk -F '\t' 'NR > 1 { s += $12; n++ } END { printf "%.3f\n", s / n }'
done > "$dir/loss"
{ read -r r; read -r g; read -r b; } < "$dir/loss"
if awk -v r="$r" -v g="$g" -v b="$b" 'BEGIN { exit !(r > g && g > b) }'
then ok; echo "analyse clever: average loss random $r, greedy $g, strong $b"
else ko "clever: average loss random $r, greedy $g, strong $b"; fi

echo "analyse: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
