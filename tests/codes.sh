#!/bin/sh
# Every diagnostic code of the catalogue (core/diag.h) must be explained
# in man/genial.1 and have at least one record in testdata/codes/ whose
# expected check output shows it.  Usage: sh tests/codes.sh
set -u
pass=0 fail=0
for code in $(sed -n 's/.*X(D_[A-Z_]*, "\([a-z-]*\)".*/\1/p' core/diag.h); do
	ok=1
	grep -q "^\.It Sy $code\$\|^\.It Sy $code Pq" man/genial.1 ||
		{ echo "$code: not explained in man/genial.1"; ok=0; }
	grep -l "\[$code\]\$" testdata/codes/*.check.out >/dev/null 2>&1 ||
		{ echo "$code: no testdata/codes case shows it"; ok=0; }
	if [ $ok -eq 1 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
done
echo "codes: $pass passed, $fail failed"
[ "$fail" -eq 0 ] && [ "$pass" -gt 0 ]
