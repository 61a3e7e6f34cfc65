#!/bin/sh
# Golden-file tests: run genial over testdata/ and diff with expected output.
#
# Usage: sh tests/golden.sh [GENIAL]        (default ./genial)
#        GOLDEN_UPDATE=1 sh tests/golden.sh  rewrite the expected files
#
# For every testdata/**/CASE.yaml, each file beside it named
#   CASE.COMMAND.out          is the expected output of  genial COMMAND CASE.yaml
#   CASE.COMMAND-FORMAT.out   ... of  genial COMMAND -f FORMAT CASE.yaml
#                             (show-svg and show-html: genial show --svg,
#                             --html)
#   CASE.STEM+TAG.out         another case of the same STEM, with its own
#                             CASE.STEM+TAG.args
# run from the repository root, as the standard output followed by a last
# line "exit N" (the exit status).  Optional companions of CASE.X.out:
#   CASE.X.args   one line of extra arguments, put before the file name
#                 (CASE.COMMAND.args also applies to every format)
#   CASE.X.err    the expected standard error; without it stderr is ignored
# A new case starts as an empty CASE.X.out and GOLDEN_UPDATE=1.  Regenerated
# files must be checked by hand against the rules before they are committed.
#
# The pictures of show-svg and show-html cases must also be well-formed
# XML (the page's <svg> element), when python3 is there to parse them.
# Prints one block per failure (the case and the diff), then "N passed,
# N failed" alone on the last line; exits 1 if anything failed.
set -u

bin=${1:-./genial}
case $bin in
/*) ;;
*) bin=$(pwd)/$bin ;;
esac
root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
cd "$root" || exit 2
if [ ! -x "$bin" ]; then
	echo "golden.sh: $bin: not an executable" >&2
	exit 2
fi

tmp=${TMPDIR:-/tmp}/genial-golden.$$
mkdir "$tmp" || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' HUP INT TERM

passed=0
failed=0
python=$(command -v python3 || :)

# run_case YAML EXPECTED STEM: compare one expected file (or rewrite it).
run_case() {
	yaml=$1 expected=$2 stem=$3
	base=${yaml%.yaml}
	plain=${stem%%+*}
	cmd=${plain%%-*}
	fmt=
	[ "$cmd" != "$plain" ] && fmt=${plain#*-}
	args=
	if [ -f "$base.$stem.args" ]; then
		args=$(sed -n 1p "$base.$stem.args")
	elif [ -f "$base.$plain.args" ]; then
		args=$(sed -n 1p "$base.$plain.args")
	elif [ -f "$base.$cmd.args" ]; then
		args=$(sed -n 1p "$base.$cmd.args")
	fi
	case $cmd-$fmt in
	show-svg | show-html)
		args="--$fmt${args:+ $args}" ;;
	*)
		[ -n "$fmt" ] && args="-f $fmt${args:+ $args}" ;;
	esac
	# $args is split on purpose (it holds several arguments), not globbed.
	set -f
	# shellcheck disable=SC2086
	"$bin" "$cmd" $args "$yaml" >"$tmp/out" 2>"$tmp/err" </dev/null
	echo "exit $?" >>"$tmp/out"
	set +f
	errfile=$base.$stem.err

	if [ "${GOLDEN_UPDATE:-0}" = 1 ]; then
		cp "$tmp/out" "$expected"
		[ -f "$errfile" ] && cp "$tmp/err" "$errfile"
		passed=$((passed + 1))
		return
	fi
	ok=1
	if ! diff -u "$expected" "$tmp/out" >"$tmp/diff" 2>&1; then
		ok=0
	fi
	case $cmd-$fmt in
	show-svg | show-html)
		if [ -n "$python" ] && ! sed '$d' "$tmp/out" | "$python" -c '
import re, sys, xml.dom.minidom
text = sys.stdin.read()
m = re.search(r"<svg .*</svg>", text, re.S)
xml.dom.minidom.parseString((m.group(0) if m else text).encode())
' >>"$tmp/diff" 2>&1; then
			echo "the picture is not well-formed XML" >>"$tmp/diff"
			ok=0
		fi ;;
	esac
	if [ -f "$errfile" ] &&
	    ! diff -u "$errfile" "$tmp/err" >>"$tmp/diff" 2>&1; then
		ok=0
	fi
	if [ $ok = 1 ]; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
		echo "FAIL $expected: genial $cmd${args:+ $args} $yaml"
		cat "$tmp/diff"
	fi
}

if [ -d testdata ]; then
	find testdata -name '*.yaml' -type f | sort >"$tmp/cases"
else
	: >"$tmp/cases"
fi
while IFS= read -r yaml; do
	for expected in "${yaml%.yaml}".*.out; do
		[ -f "$expected" ] || continue
		stem=${expected#"${yaml%.yaml}."}
		stem=${stem%.out}
		case $stem in
		*.*) continue ;;	# belongs to a case with a longer name
		esac
		run_case "$yaml" "$expected" "$stem"
	done
done <"$tmp/cases"

echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
