#!/bin/sh
# The sharding recipe of the README, run for real: an archive (one YAML
# stream) is cut into shards of N games at document boundaries, the
# shards are checked by GNU parallel, and the merged TSV, with each
# shard's game numbers mapped back to the archive's, must equal a plain
# `genial check -f tsv` of the whole archive.  Skipped without parallel.
# Usage: sh tests/shard.sh ./genial
set -u
bin=${1:-./genial}
if ! command -v parallel >/dev/null 2>&1; then
	echo "shard: skipped (GNU parallel not installed)"
	exit 0
fi
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
# The archive: the code cases (most with findings) as one stream; not the
# YAML syntax error, which ends a stream and so would end the archive
# earlier than its shard.
for f in testdata/codes/*.yaml; do
	case $f in */yaml-syntax*) continue ;; esac
	echo '---'
	grep -v '^---' "$f"
done > "$tmp/archive.yaml"
n=5
(
	cd "$tmp" || exit 2
	# 1. Cut at every line that starts a document, N games a shard.
	#    offsets.tsv: each shard's first line in the archive, less one.
	awk -v n=$n '/^---/ { g++ }
	    { f = sprintf("shard-%04d.yaml", int((g - 1) / n))
	      if (!(f in seen)) { seen[f] = 1; print f "\t" NR - 1 > "offsets.tsv" }
	      print > f }' archive.yaml
	# 2. Check the shards in parallel; keep the input order (-k).
	parallel -k "$bin" check -f tsv ::: shard-*.yaml > sharded.tsv
	# 3. One header; game and line numbers back to the archive's.
	awk -F '\t' -v OFS='\t' -v n=$n '
	    FNR == NR { off[$1] = $2; next }
	    $1 == "file" { if (!h++) print; next }
	    { s = $1; sub(/^shard-/, "", s); sub(/\.yaml$/, "", s)
	      $2 = (s + 0) * n + $2; $4 += off[$1]; $1 = "archive.yaml"; print }' \
	    offsets.tsv sharded.tsv > merged.tsv
	"$bin" check -f tsv archive.yaml > whole.tsv
)
if cmp -s "$tmp/whole.tsv" "$tmp/merged.tsv" && [ "$(wc -l < "$tmp/whole.tsv")" -gt 10 ]; then
	echo "shard: 1 passed, 0 failed"
	exit 0
fi
diff "$tmp/whole.tsv" "$tmp/merged.tsv" | head -10
echo "shard: 0 passed, 1 failed"
exit 1
