#!/bin/sh
# The manual pages as a reader sees them.  `mandoc -T lint` passes pages
# that render wrongly, so each page is rendered and the text searched for
# what only a mistake leaves there: macro names (".It", "Nm Cm"), and
# words that a stray Fl turned into options ("-no -warning").  Then the
# tests that genial-rules(7) names under "Pinned by" must exist: each
# "suite, name;" as a Test() in tests/unit/, each .Pa testdata/CASE as
# testdata/CASE.yaml.  Usage: sh tests/docs.sh
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
echo "docs: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
