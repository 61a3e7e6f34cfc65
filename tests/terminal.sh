#!/bin/sh
# Colour on a terminal: `genial show` (and the diagnostics of the other
# commands) colour by default only on a terminal that takes escape
# sequences.  A pseudo-terminal from script(1) stands in for one; with
# TERM=dumb or NO_COLOR set the output must carry no escape sequence.
# Without script(1) the test is skipped with a message.
# Usage: sh tests/terminal.sh [GENIAL]        (default ./genial)
set -u
bin=${1:-./genial}
cd "$(dirname "$0")/.." || exit 2
if ! command -v script >/dev/null 2>&1; then
	echo "terminal: skipped (script not installed)"
	exit 0
fi
tmp=${TMPDIR:-/tmp}/genial-terminal.$$
mkdir "$tmp" || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' HUP INT TERM
passed=0
failed=0
esc=$(printf '\033')

# on_tty NAME ENV...: run `show` of the demo on a pseudo-terminal.
on_tty() {
	name=$1
	shift
	env -u NO_COLOR "$@" script -qec \
	    "$bin show testdata/examples/demo.yaml" /dev/null \
	    >"$tmp/$name" 2>&1 </dev/null
}

# expect NAME yes|no: whether the output holds an escape sequence.
expect() {
	if grep -q "$esc\[" "$tmp/$1"; then got=yes; else got=no; fi
	if [ "$got" = "$2" ]; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
		echo "FAIL terminal $1: escape sequences: $got, expected $2"
	fi
}

on_tty xterm TERM=xterm
expect xterm yes
on_tty dumb TERM=dumb
expect dumb no
on_tty nocolor TERM=xterm NO_COLOR=1
expect nocolor no
echo "terminal: $passed passed, $failed failed"
[ "$failed" = 0 ]
