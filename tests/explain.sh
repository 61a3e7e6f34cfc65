#!/bin/sh
# `genial explain CODE` for every code of core/diag.h: its explanation says
# what genial(1) DIAGNOSTICS says (as mandoc renders the page), its example
# is testdata/codes/CODE.yaml, what it reports of the example is the golden
# CODE.check.out, the man page's "(warning)" marks exactly the warnings, and
# a copy of the binary run elsewhere says the same (nothing is read at run
# time).  `genial help CODE` is the same as `genial explain CODE`.
#
# Usage: sh tests/explain.sh ./genial
set -u
bin=${1:-./genial}
case $bin in
/*) ;;
*) bin=$(pwd)/$bin ;;
esac
root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
cd "$root" || exit 2
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT

pass=0 fail=0
bad() {
	fail=$((fail + 1))
	printf 'explain: %s\n' "$*"
}

# Words of a text on one line, whitespace and list bullets ("o", "-") gone.
words() {
	tr -s ' \t\n' '\n\n\n' | grep -v '^[o-]$' | grep -v '^$' | tr '\n' ' '
}

if command -v mandoc >/dev/null 2>&1; then
	mandoc -T ascii -O width=1000 man/genial.1 | sed 's/.\x08//g' \
	    >"$tmp/man.txt"
else
	echo "explain: mandoc not installed; the text is not compared"
fi

# A copy of the binary in a directory of its own, run from /.
cp "$bin" "$tmp/genial-copy" || exit 2

codes=$(sed -n 's/^[[:space:]]*X(D_[A-Z_]*, "\([a-z-]*\)".*/\1/p' core/diag.h)
for code in $codes; do
	if ! "$bin" explain "$code" >"$tmp/out" 2>"$tmp/err"; then
		bad "$code: exit status $?: $(cat "$tmp/err")"
		continue
	fi
	ok=1
	# The explanation: after the heading, before "Example".
	sed -n '3,/^Example, /p' "$tmp/out" | sed '$d' | words >"$tmp/got"
	if [ -f "$tmp/man.txt" ]; then
		# The entry: from its tag line to the next tag or heading.
		awk -v c="$code" '
		    $0 ~ "^     " c "( \\(warning\\))?( |$)" {
			on = 1; sub("^     " c "( \\(warning\\))?", ""); print; next }
		    on && (/^     [a-z][a-z-]*( \(warning\))?( |$)/ ||
			/^   [A-Z]/ || /^[A-Z]/) { exit }
		    on { print }' "$tmp/man.txt" | words >"$tmp/want"
		if ! cmp -s "$tmp/got" "$tmp/want"; then
			bad "$code: the explanation differs from genial(1):"
			printf '  man:     %s\n  explain: %s\n' \
			    "$(cat "$tmp/want")" "$(cat "$tmp/got")"
			ok=0
		fi
		sev=$(sed -n "1s/^$code ([a-z]*, \\([a-z]*\\)).*/\\1/p" "$tmp/out")
		if grep -q "^     $code (warning)" "$tmp/man.txt"; then
			mansev=warning
		else
			mansev=error
		fi
		if [ "$sev" != "$mansev" ]; then
			bad "$code: genial(1) says $mansev, the catalogue $sev"
			ok=0
		fi
	fi
	# The example, indented by four; a byte that is not UTF-8 is shown
	# as U+FFFD (EF BF BD), as the text of a record is.
	sed -n '/^Example, /,/^genial check says:$/p' "$tmp/out" |
	    sed '1,2d;$d' | sed '$d' | sed 's/^    //' >"$tmp/ex"
	if command -v iconv >/dev/null 2>&1 &&
	    ! iconv -f UTF-8 -t UTF-8 "testdata/codes/$code.yaml" \
	    >/dev/null 2>&1; then
		LC_ALL=C sed 's/\xef\xbf\xbd/?/g' "$tmp/ex" >"$tmp/ex2"
		LC_ALL=C sed 's/[\x80-\xff]/?/g' "testdata/codes/$code.yaml" \
		    >"$tmp/want"
		mv "$tmp/ex2" "$tmp/ex"
	else
		cp "testdata/codes/$code.yaml" "$tmp/want"
	fi
	if ! cmp -s "$tmp/ex" "$tmp/want"; then
		bad "$code: the example is not testdata/codes/$code.yaml"
		ok=0
	fi
	# What check says of it: the golden output, less the hint, the
	# summary and the exit status.
	sed -n '/^genial check says:$/,$p' "$tmp/out" | sed '1,2d' \
	    >"$tmp/said"
	grep -v "^note: genial explain \|^testdata/codes/$code.yaml: [0-9]* game\|^exit [0-9]*$" \
	    "testdata/codes/$code.check.out" >"$tmp/golden"
	if ! cmp -s "$tmp/said" "$tmp/golden"; then
		bad "$code: what it says of the example is not $code.check.out:"
		diff "$tmp/golden" "$tmp/said" | head -5
		ok=0
	fi
	"$bin" help "$code" >"$tmp/help" 2>&1
	if ! cmp -s "$tmp/help" "$tmp/out"; then
		bad "$code: genial help $code differs from genial explain $code"
		ok=0
	fi
	(cd / && "$tmp/genial-copy" explain "$code") >"$tmp/copy" 2>&1
	if ! cmp -s "$tmp/copy" "$tmp/out"; then
		bad "$code: a copy run from / says something else"
		ok=0
	fi
	[ $ok -eq 1 ] && pass=$((pass + 1))
done

# The list, and a code that does not exist.
n=$("$bin" explain | wc -l)
[ "$n" -eq "$(echo "$codes" | wc -w)" ] || bad "genial explain lists $n codes"
"$bin" explain no-such-code >/dev/null 2>"$tmp/err"
st=$?
[ $st -eq 2 ] || bad "an unknown code: exit status $st, not 2"
grep -q "unknown code 'no-such-code'" "$tmp/err" ||
	bad "an unknown code: no message"

echo "explain: $pass passed, $fail failed"
[ "$fail" -eq 0 ] && [ "$pass" -gt 0 ]
