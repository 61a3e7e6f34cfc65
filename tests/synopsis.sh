#!/bin/sh
# `genial help COMMAND` must print the command's line of the SYNOPSIS of
# man/genial.1, as mandoc renders it, then one line per option; every
# option of those lines must appear in the synopsis line (by its short or
# its long form), and `genial COMMAND --help` must print the same help.
# Usage: sh tests/synopsis.sh ./genial
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
	help=$("$bin" help "$cmd")
	got=$(printf '%s\n' "$help" | sed -n 1p)
	if [ "$want" != "$got" ]; then
		fail=$((fail + 1))
		printf 'synopsis of %s differs:\n  man:  %s\n  help: %s\n' "$cmd" "$want" "$got"
		continue
	fi
	if [ "$("$bin" "$cmd" --help)" != "$help" ]; then
		fail=$((fail + 1))
		printf '%s --help differs from help %s\n' "$cmd" "$cmd"
		continue
	fi
	# The option lines: "    -f, --format=FORMAT  ..." or "        --stop  ...".
	opts=$(printf '%s\n' "$help" | sed -n 's/^    \(-[a-zA-Z]\)\{0,1\}[, ]*\(--[a-z-]*\).*/\1 \2/p')
	if [ -z "$opts" ]; then
		fail=$((fail + 1))
		printf 'help %s lists no option\n' "$cmd"
		continue
	fi
	bad=0
	printf '%s\n' "$opts" | {
		while read -r a b; do
			[ "$b" = "--help" ] && continue
			[ -z "$b" ] && { b=$a; a=; }
			case " $want " in
			*"[$b"[]\ =]*|*"| $b"[]\ ]*) continue ;;
			esac
			if [ -n "$a" ]; then
				case " $want " in
				*"[$a "*|*"[$a]"*|*"| $a]"*|*"| $a "*) continue ;;
				esac
			fi
			printf 'option %s %s of %s is not in its synopsis\n' "$a" "$b" "$cmd"
			bad=1
		done
		exit $bad
	} || { fail=$((fail + 1)); continue; }
	pass=$((pass + 1))
done
# A first argument that is no command: exit 2 and a message that helps.
# misuse "ARGS" "FIRST LINE OF STDERR"
misuse() {
	err=$($bin $1 2>&1 >/dev/null)
	rc=$?
	first=$(printf '%s\n' "$err" | head -n 1)
	if [ $rc -eq 2 ] && [ "$first" = "$2" ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		printf 'genial %s: exit %d, "%s"; expected exit 2, "%s"\n' \
		    "$1" $rc "$first" "$2"
	fi
}
misuse "--frob" "genial: unknown option '--frob': options follow the command (genial COMMAND --help lists them)"
misuse "chek x.yaml" "genial: unknown command 'chek'; did you mean 'check'?"
misuse "zzz" "genial: unknown command 'zzz'"
misuse "help scroe" "genial help: unknown command 'scroe'; did you mean 'score'?"
misuse "explain wrong-playr" "genial explain: unknown code 'wrong-playr'; did you mean 'wrong-player'?"
misuse "explain nonsense-code" "genial explain: unknown code 'nonsense-code'; genial explain lists them"
echo "synopsis: $pass passed, $fail failed"
[ "$fail" -eq 0 ] && [ "$pass" -gt 0 ]
