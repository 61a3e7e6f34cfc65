#!/bin/sh
# The sharding recipe of genial(1), EXAMPLES, run as written there: the
# literal block that starts with "# 1. shards", as mandoc renders the
# page, with shards of 5 games instead of 1000.  An archive (one YAML stream) is cut into shards
# at document boundaries, the shards are checked by GNU parallel, and the
# merged TSV (one header line, each shard's game and line numbers mapped
# back to the archive's) must equal a plain `genial check -f tsv` of the
# whole archive.  Skipped without parallel.
# Usage: sh tests/shard.sh ./genial
set -u
bin=${1:-./genial}
if ! command -v parallel >/dev/null 2>&1; then
	echo "shard: skipped (GNU parallel not installed)"
	exit 0
fi
if ! command -v mandoc >/dev/null 2>&1; then
	echo "shard: skipped (mandoc not installed)"
	exit 0
fi
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/bin"
ln -s "$bin" "$tmp/bin/genial"
# The recipe: from "# 1. shards" to the end of its literal block (the
# lines indented at least as far).
mandoc -T ascii -O width=300 "$root/man/genial.1" |
    awk '/^ *# 1\. shards/ { on = 1; match($0, /^ */); ind = RLENGTH }
	on { match($0, /^ */); if (RLENGTH < ind || $0 == "") exit
	     print substr($0, ind + 1) }' |
    sed 's/n=1000/n=5/g' > "$tmp/recipe.sh"
if ! grep -q 'merged.tsv' "$tmp/recipe.sh"; then
	echo "shard: no recipe ending in merged.tsv found in genial(1)"
	echo "shard: 0 passed, 1 failed"
	exit 1
fi
# The archive: the code cases (most with findings) as one stream, each
# game starting with ---; not the YAML syntax error, which ends a stream
# and so would end the archive earlier than its shard.
for f in "$root"/testdata/codes/*.yaml; do
	case $f in */yaml-syntax*) continue ;; esac
	echo '---'
	grep -v '^---' "$f"
done > "$tmp/archive.yaml"
(
	cd "$tmp" || exit 2
	# genial check exits 1 for shards with findings: not a failure here.
	PATH="$tmp/bin:$PATH" sh recipe.sh
	"$bin" check -f tsv archive.yaml > whole.tsv
)
if cmp -s "$tmp/whole.tsv" "$tmp/merged.tsv" &&
    [ "$(wc -l < "$tmp/whole.tsv")" -gt 10 ] &&
    [ "$(grep -c '^file	' "$tmp/merged.tsv")" -eq 1 ]; then
	echo "shard: 1 passed, 0 failed"
	exit 0
fi
diff "$tmp/whole.tsv" "$tmp/merged.tsv" | head -10
echo "shard: 0 passed, 1 failed"
exit 1
