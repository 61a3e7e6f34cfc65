#!/bin/sh
# Run every command shown in the EXAMPLES section of man/genial.1 against
# the built binary, so the examples cannot drift from the program.  An
# example passes when it exits 0 or 1 (1: the example input has findings)
# and prints something.  Usage: sh tests/man.sh ./genial
set -u
bin=${1:-./genial}
dir=$(mktemp -d) || exit 2
trap 'rm -rf "$dir"' EXIT
mkdir "$dir/bin"
ln -s "$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")" "$dir/bin/genial"
pass=0 fail=0
sed -n '/^\.Sh EXAMPLES/,/^\.Sh /p' man/genial.1 |
	sed -n 's/^\.Dl \$ //p' | sed 's/\\e/\\/g' > "$dir/examples"
while IFS= read -r cmd; do
	PATH="$dir/bin:$PATH" sh -c "$cmd" > "$dir/out" 2> "$dir/err" </dev/null
	rc=$?
	if [ "$rc" -le 1 ] && [ -s "$dir/out" ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL (exit $rc): $cmd"
		sed 's/^/  /' "$dir/err"
	fi
done < "$dir/examples"
echo "man examples: $pass passed, $fail failed"
[ "$fail" -eq 0 ] && [ "$pass" -gt 0 ]
