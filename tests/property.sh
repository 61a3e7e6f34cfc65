#!/bin/sh
# Property tests over self-play (run by `make check`):
#
#  0. a fixed seed gives the stream kept in tests/play/, byte for byte;
#  1. for several seeds, 2, 3 and 4 players, Kosmos and MSO rules and
#     mixed agents, `genial play` writes records that `genial check`
#     passes without a single diagnostic, and whose claimed result and
#     winner are what `genial rank` computes; the same for the solo,
#     team and duel variants and the travel set;
#  2. mutations: one claimed score, total, result or winner, or one cell
#     of a placement, changed in a generated game (with awk, on a known
#     line), and check reports the expected code at the expected move and
#     line.
#
# Usage: tests/property.sh [GENIAL]
set -u
G=${1:-./genial}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/genial-prop.XXXXXX") || exit 2
trap '[ -n "${KEEP:-}" ] || rm -rf "$tmp"' EXIT INT TERM
fails=0
runs=0

fail() {
	echo "FAIL: $*" >&2
	fails=$((fails + 1))
}

# findings TSV: the rows of a check -f tsv table that are findings (a
# game with none has one row, its code empty).
findings() {
	awk -F '\t' 'NR > 1 && $8 != ""' "$1" | wc -l
}

# Claimed result and winner of every game as TSV rows
# "game player R O Y G B P" and "game winner NAME", from the YAML text.
claims() {
	awk '
	/^---/ { game++; inres = 0; next }
	/^result:/ { inres = 1; next }
	/^winner: / { inres = 0; print game "\twinner\t" substr($0, 9); next }
	/^[^ ]/ { inres = 0 }
	inres && /^  [^ ].*: \{/ {
		line = $0
		sub(/^  /, "", line)
		name = line
		sub(/: \{.*/, "", name)
		sub(/.*\{/, "", line)
		sub(/\}.*/, "", line)
		gsub(/[ROYGBP]: /, "", line)
		gsub(/, /, "\t", line)
		print game "\t" name "\t" line
	}' "$1"
}

# The same rows from `genial rank -f tsv`: counters per player, and the
# winner (the only player ranked 1, or "draw").
computed() {
	awk -F '\t' '
	NR == 1 { next }
	{
		print $2 "\t" $4 "\t" $5 "\t" $6 "\t" $7 "\t" $8 "\t" $9 "\t" $10
		if ($3 == 1) { top[$2]++; name[$2] = $4 }
		if ($2 > games) games = $2
	}
	END {
		for (g = 1; g <= games; g++)
			print g "\twinner\t" (top[g] == 1 ? name[g] : "draw")
	}' "$1"
}

# Part 1: clean records.
for seed in 1 2 3; do
	for k in 2 3 4; do
		for rules in kosmos mso; do
			case $k in
			2) agents=random,balanced ;;
			3) agents=greedy,random,balanced ;;
			4) agents=balanced,greedy,balanced,random ;;
			esac
			f=$tmp/s$seed-p$k-$rules.yaml
			runs=$((runs + 1))
			if ! "$G" play --seed "$seed" --games 4 --players "$k" \
			    --rules "$rules" --agent "$agents" >"$f"; then
				fail "play --seed $seed --players $k --rules $rules"
				continue
			fi
			"$G" check -f tsv "$f" >"$f.check"
			rc=$?
			if [ $rc -ne 0 ] || [ "$(findings "$f.check")" -ne 0 ]; then
				fail "check of seed $seed, $k players, $rules" \
				    "(exit $rc):"
				sed 1d "$f.check" | head -5 >&2
			fi
			claims "$f" | sort >"$f.claimed"
			"$G" rank -f tsv "$f" >"$f.rank" ||
				fail "rank of seed $seed, $k players, $rules"
			computed "$f.rank" | sort >"$f.computed"
			if ! cmp -s "$f.claimed" "$f.computed"; then
				fail "rank disagrees with the claims: seed $seed," \
				    "$k players, $rules"
				diff "$f.claimed" "$f.computed" | head -6 >&2
			fi
			if [ "$(wc -l <"$f.claimed")" -ne $((4 * (k + 1))) ]; then
				fail "expected $((4 * (k + 1))) claim rows," \
				    "seed $seed, $k players, $rules"
			fi
		done
	done
done

# Part 1b: every variant and the travel set.  check itself compares the
# claimed result and winner with the computed ranking, so a clean check
# is the whole property here.
for spec in "solo 1 balanced" "solo 1 random" "team 4 balanced,greedy,random,balanced" \
    "duel 2 balanced,greedy" "duel 2 random,balanced" \
    "standard 2 greedy,balanced travel" "standard 4 random,greedy,balanced,random travel" \
    "team 4 greedy travel" "duel 2 balanced travel"; do
	set -- $spec
	for seed in 1 2; do
		for rules in kosmos mso; do
			f=$tmp/v-$1-$2-$seed-$rules-${4:-standard}.yaml
			runs=$((runs + 1))
			if ! "$G" play --seed "$seed" --games 3 --variant "$1" \
			    --players "$2" --agent "$3" --rules "$rules" \
			    --tiles "${4:-standard}" >"$f"; then
				fail "play $spec, seed $seed, $rules"
				continue
			fi
			"$G" check -f tsv "$f" >"$f.check"
			rc=$?
			if [ $rc -ne 0 ] || [ "$(findings "$f.check")" -ne 0 ]; then
				fail "check of $spec, seed $seed, $rules (exit $rc):"
				sed 1d "$f.check" | head -5 >&2
			fi
		done
	done
done

# The same arguments give the same bytes, here and on every machine: a
# stream made once is kept in tests/play/ and must come out again.
# (A deliberate change to the agents or the writer regenerates it.)
here=$(cd "$(dirname "$0")" && pwd)
runs=$((runs + 1))
"$G" play --seed 1 --games 2 --players 3 --rules mso \
    --agent random,greedy,balanced >"$tmp/seed1.yaml"
if ! cmp -s "$tmp/seed1.yaml" "$here/play/seed1-3p-mso.yaml"; then
	fail "play --seed 1 differs from tests/play/seed1-3p-mso.yaml"
	diff "$here/play/seed1-3p-mso.yaml" "$tmp/seed1.yaml" | head -6 >&2
fi

# Part 2: mutations of one game.  mutate PATTERN N SED-EXPR: apply the
# sed substitution to the Nth line matching PATTERN; prints "MOVE LINE"
# (the entry it belongs to, 0 for the header, and its line number).
base=$tmp/base.yaml
"$G" play --seed 7 --games 1 --players 3 --agent greedy >"$base" ||
	fail "play for the mutation tests"

mutate() {
	awk -v pat="$1" -v n="$2" -v out="$tmp/mut.yaml" -v expr="$3" '
	BEGIN { split(expr, e, "|") }
	/^- / { move++ }
	/^[a-z]/ { if ($0 !~ /^moves:/) header = 1; else header = 0 }
	{
		if ($0 ~ pat && ++k == n) {
			sub(e[1], e[2])
			print (header ? 0 : move) " " NR > "/dev/stderr"
		}
		print > out
	}' "$base" 2>"$tmp/where"
	cat "$tmp/where"
}

# expect CODE MOVE LINE WHAT: the mutated file gets CODE at MOVE and LINE.
expect() {
	runs=$((runs + 1))
	"$G" check -f tsv "$tmp/mut.yaml" >"$tmp/mut.out"
	rc=$?
	[ $rc -eq 1 ] || fail "$4: check exits $rc, not 1"
	if ! awk -F '\t' -v code="$1" -v move="$2" -v line="$3" '
	    NR > 1 && $8 == code && $3 == move && $4 == line { found = 1 }
	    END { exit !found }' "$tmp/mut.out"; then
		fail "$4: no $1 at move $2, line $3; check said:"
		sed 1d "$tmp/mut.out" | head -5 >&2
	fi
	if cmp -s "$base" "$tmp/mut.yaml"; then
		fail "$4: the mutation changed nothing"
	fi
}

set -- $(mutate '^  score: [{]' 10 ': [0-9]+|: 99')
expect score-mismatch "$1" "$2" "score of the 10th placement set to 99"

set -- $(mutate '^  total: [{]' 25 ': [0-9]+|: 77')
expect total-mismatch "$1" "$2" "total of the 25th placement set to 77"

# Move 12's second cell becomes the first cell of move 1: occupied.
cell1=$(awk '/^- place: / { print $4; exit }' "$base")
set -- $(mutate '^- place: ' 12 " [A-O][0-9]+\$| $cell1")
expect cell-occupied "$1" "$2" "placement 12 onto $cell1"

set -- $(mutate '^  greedy-2: [{]' 1 'R: [0-9]+|R: 55')
expect result-mismatch "$1" "$2" "result of greedy-2 changed"

winner=$(awk '/^winner: / { print $2 }' "$base")
other=greedy-1
[ "$winner" = greedy-1 ] && other=greedy-3
set -- $(mutate '^winner: ' 1 "winner: .*|winner: $other")
expect winner-mismatch 0 "$2" "winner changed to $other"

if [ $fails -gt 0 ]; then
	echo "property: $fails of $runs checks failed" >&2
	exit 1
fi
echo "property: $runs checks passed"
