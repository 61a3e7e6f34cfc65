#!/bin/sh
# Every diagnostic code in the catalogue (core/diag.h) must have its own
# golden case, testdata/codes/CODE.yaml, whose expected check output
# (CODE.check.out) reports that code, and must be explained in the
# DIAGNOSTICS section of man/genial.1.  Adding a code without either fails.
#
# Usage: sh tests/codes.sh        (from anywhere; prints what is missing)
set -u

root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
cd "$root" || exit 2

codes=$(sed -n 's/^[[:space:]]*X(D_[A-Z_]*, "\([a-z-]*\)".*/\1/p' core/diag.h)
if [ -z "$codes" ]; then
	echo "codes.sh: no codes found in core/diag.h" >&2
	exit 2
fi
missing=0
n=0
for code in $codes; do
	n=$((n + 1))
	out=testdata/codes/$code.check.out
	if [ ! -f "testdata/codes/$code.yaml" ] || [ ! -f "$out" ]; then
		echo "codes.sh: no case for $code (testdata/codes/$code.yaml)"
		missing=$((missing + 1))
	elif ! grep -q "\[$code\]\$" "$out"; then
		echo "codes.sh: $out does not report $code"
		missing=$((missing + 1))
	fi
	if ! grep -q "^\.It Sy $code\( Pq.*\)\{0,1\}\$" man/genial.1; then
		echo "codes.sh: $code is not explained in man/genial.1"
		missing=$((missing + 1))
	fi
done
echo "$n codes, $missing gaps (case or man page)"
[ $missing -eq 0 ]
