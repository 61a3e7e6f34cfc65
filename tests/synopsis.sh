#!/bin/sh
# `genial help COMMAND` must print exactly the command's line of the
# SYNOPSIS of man/genial.1, as mandoc renders it.  Usage: sh tests/synopsis.sh ./genial
set -u
bin=${1:-./genial}
if ! command -v mandoc >/dev/null 2>&1; then
	echo "synopsis: skipped (mandoc not installed)"
	exit 0
fi
tmp=$(mktemp) || exit 2
trap 'rm -f "$tmp"' EXIT
mandoc -T ascii -O width=300 man/genial.1 | sed 's/.\x08//g' |
	sed -n '/^SYNOPSIS/,/^DESCRIPTION/p' | sed -n 's/^ *\(genial .*\)$/\1/p' > "$tmp"
pass=0 fail=0
for cmd in $(sed -n 's/^genial \([a-z]*\) .*/\1/p' "$tmp"); do
	want=$(grep "^genial $cmd " "$tmp")
	got=$("$bin" help "$cmd")
	if [ "$want" = "$got" ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		printf 'synopsis of %s differs:\n  man:  %s\n  help: %s\n' "$cmd" "$want" "$got"
	fi
done
echo "synopsis: $pass passed, $fail failed"
[ "$fail" -eq 0 ] && [ "$pass" -gt 0 ]
