#!/bin/sh
# An independent model of the rules (tests/reference.py) agrees with the
# engine on self-played games of every variant, rule set and tile set,
# and on the full records kept in testdata/.  Skipped where Python's yaml
# module is missing.
# Usage: sh tests/reference.sh ./genial [DIR]    (DIR: where the games go)
set -u
bin=${1:-./genial}
root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
if ! python3 -c 'import yaml' 2>/dev/null; then
	echo "reference: skipped (python3 with the yaml module not found)"
	exit 0
fi
dir=${2:-build/ref}
mkdir -p "$dir" || exit 2
agents=balanced,greedy,random,greedy
# The standard game for 2, 3 and 4 players, under both rule sets.
for k in 2 3 4; do
	a=$(echo "$agents" | cut -d, -f1-$k)
	"$bin" play --seed $k --games 40 --players $k --agent "$a" \
	    > "$dir/p$k.yaml" || exit 1
	"$bin" play --seed $k --games 10 --players $k --agent "$a" \
	    --rules mso --tiles travel > "$dir/p$k-mso.yaml" || exit 1
done
# Each variant: name, players, agents.
for v in solo:1:balanced team:4:$agents duel:2:balanced,greedy; do
	name=${v%%:*}
	rest=${v#*:}
	n=${rest%%:*}
	a=${rest#*:}
	"$bin" play --seed 5 --games 15 --variant "$name" --players "$n" \
	    --agent "$a" > "$dir/v-$name.yaml" || exit 1
	"$bin" play --seed 6 --games 10 --variant "$name" --players "$n" \
	    --rules mso --tiles travel > "$dir/v-$name-mso.yaml" || exit 1
done
python3 "$root/tests/reference.py" "$dir"/p*.yaml "$dir"/v-*.yaml \
    "$root/testdata/examples/demo.yaml" \
    "$root/testdata/examples/travel-bag.yaml" \
    "$root"/testdata/variants/*-full.yaml || exit 1
# Ganz schön clever: the scores of tests/clever_reference.py, written
# apart from the engine, against rank -f tsv for 1 to 4 players.
for k in 1 2 3 4; do
	a=$(echo random,greedy,balanced,greedy | cut -d, -f1-$k)
	"$bin" play --kind clever --seed $k --games 75 --players $k \
	    --agent "$a" > "$dir/clever-$k.yaml" || exit 1
done
"$bin" rank -f tsv "$dir"/clever-*.yaml > "$dir/clever-rank.tsv"
python3 "$root/tests/clever_reference.py" --rank "$dir/clever-rank.tsv" \
    "$dir"/clever-*.yaml || exit 1
# The clever differential (tests/clever_diff.py): self-played games of
# every player count, clean and with faults of every kind injected, the
# findings of genial and of the model entry by entry; `make clever-diff`
# runs thousands.
python3 "$root/tests/clever_diff.py" "$bin" "${CLEVER_DIFF_GAMES:-100}" 1
