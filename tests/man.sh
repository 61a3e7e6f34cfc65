#!/bin/sh
# Run every example of the EXAMPLES section of man/genial.1 against the
# built binary and compare its standard output with the output the page
# shows under it, as the page renders (jq's tests/man.test does the same
# with its manual), so that the examples cannot drift from the program.
# In the rendered page an example is a literal block: a line "$ COMMAND"
# (continued by a trailing backslash), then the expected output, every
# line indented as the command.  Tabs in the output are compared as
# expand(1) lays them out, which is how mandoc renders them, and blanks
# at the end of a line, which a rendered page cannot show, are dropped.
# Usage: sh tests/man.sh ./genial
set -u
bin=${1:-./genial}
root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
cd "$root" || exit 2
if ! command -v mandoc >/dev/null 2>&1; then
	echo "man examples: skipped (mandoc not installed)"
	exit 0
fi
dir=$(mktemp -d) || exit 2
trap 'rm -rf "$dir"' EXIT
mkdir "$dir/bin"
ln -s "$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")" "$dir/bin/genial"
# Split the rendered EXAMPLES into cmd.N and want.N.
mandoc -T ascii -O width=300 man/genial.1 | col -bx |
    sed -n '/^EXAMPLES/,/^DIAGNOSTICS/p' |
    awk -v dir="$dir" '
	function indent(s) { match(s, /^ */); return RLENGTH }
	/^ *\$ / {
		n++; ind = indent($0); cont = 0
		line = substr($0, ind + 3)
		while (line ~ / \\$/) {
			sub(/ \\$/, " ", line); printf "%s", line > (dir "/cmd." n)
			getline; line = substr($0, indent($0) + 1)
		}
		print line > (dir "/cmd." n)
		printf "" > (dir "/want." n)
		on = 1; next
	}
	on && ($0 == "" || indent($0) >= ind) {
		print substr($0, ind + 1) > (dir "/want." n); next
	}
	{ on = 0 }
	END { print n + 0 > (dir "/count") }'
n=$(cat "$dir/count")
pass=0 fail=0
i=1
while [ "$i" -le "$n" ]; do
	cmd=$(cat "$dir/cmd.$i")
	PATH="$dir/bin:$PATH" sh -c "$cmd" 2>/dev/null </dev/null | expand |
	    sed -e 's/[[:space:]]*$//' | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' > "$dir/got"
	sed -e 's/[[:space:]]*$//' "$dir/want.$i" |
	    sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' > "$dir/want"
	if [ -s "$dir/want" ] && cmp -s "$dir/got" "$dir/want"; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL: $cmd"
		diff "$dir/want" "$dir/got" | head -10 | sed 's/^/  /'
	fi
	i=$((i + 1))
done
# genial-clever(5): its example records check with no error, and the
# ranking it shows under the sheet-only record is what rank prints.
awk -v dir="$dir" '
	/^\.Sh EXAMPLES/ { on = 1; next }
	/^\.Sh / { on = 0 }
	on && /^\.Bd -literal/ { n++; lit = 1; printf "" > (dir "/clever." n); next }
	lit && /^\.Ed/ { lit = 0; next }
	lit { print > (dir "/clever." n) }
	END { print n + 0 > (dir "/clevercount") }' man/genial-clever.5
if [ "$(cat "$dir/clevercount")" -ge 3 ]; then
	for i in 1 2; do
		if "$bin" check --no-source "$dir/clever.$i" >"$dir/out" 2>&1 &&
		    ! grep -q ': error: ' "$dir/out"; then
			pass=$((pass + 1))
		else
			fail=$((fail + 1))
			echo "FAIL: genial-clever(5) example record $i:"
			sed 's/^/  /' "$dir/out" | head -5
		fi
	done
	"$bin" rank "$dir/clever.2" 2>&1 | sed -e 1d -e 's/^  //' > "$dir/got"
	if cmp -s "$dir/got" "$dir/clever.3"; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL: genial-clever(5) rank of the sheet-only example"
		diff "$dir/clever.3" "$dir/got" | head -10 | sed 's/^/  /'
	fi
else
	fail=$((fail + 1))
	echo "FAIL: genial-clever(5) EXAMPLES has fewer than three literal blocks"
fi
echo "man examples: $pass passed, $fail failed"
[ "$fail" -eq 0 ] && [ "$pass" -gt 0 ]
