#!/bin/sh
# The manual pages as a reader sees them.  `mandoc -T lint` passes pages
# that render wrongly, so each page is rendered and the text searched for
# what only a mistake leaves there: macro names (".It", "Nm Cm"), and
# words that a stray Fl turned into options ("-no -warning").  Then the
# tests that genial-rules(7) names under "Pinned by" must exist: each
# "suite, name;" as a Test() in tests/unit/, each .Pa testdata/CASE as
# testdata/CASE.yaml.  Last, every ruling number of Ganz schon clever
# cited in its sources and tests must be shown on genial-clever(5).
# Usage: sh tests/docs.sh
set -u
root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
cd "$root" || exit 2
if ! command -v mandoc >/dev/null 2>&1; then
	echo "docs: skipped (mandoc not installed)"
	exit 0
fi
tmp=$(mktemp) || exit 2
trap 'rm -f "$tmp"' EXIT
macros='Sh|Ss|It|Pp|Bl|El|Bd|Ed|Dl|Nm|Cm|Fl|Ar|Op|Pq|Ql|Sy|Xr|Ic|Ns|Sx|Dq|Ev|Dv|Pa|Li|Po|Pc'
fail=0
pass=0
for page in man/*.[1-9]; do
	mandoc -T ascii -O width=300 "$page" | col -bx > "$tmp"
	# A macro name after a dot, or two macro names in a row.
	bad=$(grep -nE "(^|[[:space:](])\.{1,2}($macros)([[:space:]]|\$)|(^|[[:space:]])($macros) ($macros)([[:space:]]|\$)" "$tmp")
	# A single dash before a word: an Fl that took the following words.
	bad2=$(grep -nE '(^|[^-[:alnum:]])-[a-z]{2,}' "$tmp")
	if [ -n "$bad$bad2" ]; then
		fail=$((fail + 1))
		echo "docs: $page renders stray macro text:"
		printf '%s\n%s\n' "$bad" "$bad2" | sed '/^$/d; s/^/  /'
	else
		pass=$((pass + 1))
	fi
done
# Every test genial-rules(7) cites exists.
missing=$(awk '/^\.It Sy Pinned by/ { on = 1; next } /^\.El/ { on = 0 } on' \
    man/genial-rules.7 | while read -r a b rest; do
	case $a in
	.Pa)	[ -f "$b.yaml" ] || echo "$b" ;;
	*,)	grep -q "^Test(${a%,}, ${b%;}[,)]" tests/unit/*.c ||
		    echo "${a%,} ${b%;}" ;;
	*)	echo "unreadable: $a $b $rest" ;;
	esac
done)
if [ -n "$missing" ]; then
	fail=$((fail + 1))
	echo "docs: genial-rules(7) cites tests that do not exist:"
	printf '%s\n' "$missing" | sed 's/^/  /'
else
	pass=$((pass + 1))
fi
# Every ruling the clever sources and tests cite (C43 in a comment, c43_
# at the start of a test name) is numbered on genial-clever(5), which
# shows each ruling's number as ".Pq Cn" after its sentence; and the page
# numbers all the rulings it says it has ("C1 to Cn").  Only the clever
# files are read: elsewhere C0 and C1 name control characters.  Comments
# may also name yellow cells C1 to C4, which are rulings as well.
page=man/genial-clever.5
shown=$(grep -E '^\.Pq C[0-9]' "$page" | grep -oE '\bC[0-9]{1,2}\b' | sort -u)
last=$(grep -oE 'C1 to C[0-9]+' "$page" | sed -n '1s/.* C//p')
cited=$( {
	awk '{	# the text of /* */ comments
		line = $0; out = ""
		while (line != "") {
			if (inc) {
				i = index(line, "*/")
				if (i) { out = out " " substr(line, 1, i - 1)
				    line = substr(line, i + 2); inc = 0 }
				else { out = out " " line; line = "" }
			} else {
				i = index(line, "/*")
				if (i) { line = substr(line, i + 2); inc = 1 }
				else line = ""
			}
		}
		print out
	}' core/clever* formats/clever* tests/unit/*clever* |
	    grep -oE '\bC[0-9]{1,2}\b'
	grep -ohE '^Test\([a-z_]+, c[0-9]{1,2}_' tests/unit/*clever* |
	    sed 's/.*, c/C/; s/_$//'
	[ -n "$last" ] && seq 1 "$last" | sed 's/^/C/'
} | sort -u)
missing=$(for c in $cited; do
	printf '%s\n' "$shown" | grep -qx "$c" || printf '%s ' "$c"
done)
if [ -z "$last" ]; then
	fail=$((fail + 1))
	echo "docs: $page does not say how its rulings are numbered (C1 to Cn)"
elif [ -n "$missing" ]; then
	fail=$((fail + 1))
	echo "docs: $page does not number the rulings ${missing% }"
else
	pass=$((pass + 1))
fi
echo "docs: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
