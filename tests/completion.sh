#!/bin/sh
# The bash completion (scripts/genial.bash): what it offers after each of
# a few command lines, run against the genial built here, and the words
# it lists for an option's value, each of which the option's help line
# must name.  Skipped with a message when bash is missing.
# Usage: tests/completion.sh GENIAL
G=${1:?usage: tests/completion.sh GENIAL}
case $G in /*) ;; *) G=$(pwd)/$G ;; esac
command -v bash >/dev/null 2>&1 || { echo "completion: no bash, skipped"; exit 0; }
dir=$(cd "$(dirname "$0")/.." && pwd)
pass=0 fail=0

# offers "LINE" "EXPECTED": the sorted words offered for LINE (the last
# word is completed; a trailing space completes an empty word).
offers() {
	got=$(cd "$dir/testdata" && bash -c '
		. "$1"
		line=$2
		read -r -a COMP_WORDS <<< "$line"
		case $line in *" ") COMP_WORDS+=("") ;; esac
		COMP_WORDS[0]=$3
		COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
		_genial
		printf "%s\n" "${COMPREPLY[@]}" | sort | tr "\n" " "
	' sh "$dir/scripts/genial.bash" "$1" "$G")
	got=${got% }
	if [ "$got" = "$2" ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "completion: '$1' offers '$got', expected '$2'"
	fi
}

offers "genial ch" "check"
offers "genial s" "score show standings"
offers "genial --v" "--version"
offers "genial check --fo" "--format"
offers "genial check --format=" "json text tsv yaml"
offers "genial rank -f t" "text tsv"
offers "genial check --color=a" "always auto"
offers "genial play --kind " "clever ingenious"
offers "genial play -V d" "duel"
offers "genial play --rules m" "mso"
offers "genial check -j " ""
offers "genial explain wrong-pl" "wrong-player"
offers "genial help sc" "score score-mismatch"
offers "genial explain wrong-player " ""
offers "genial show --s" "--svg"
offers "genial check examples/demo.y" "examples/demo.yaml"

# Every word listed for a value is named by the option's help line.
for opt in format color kind variant rules tiles agent; do
	words=$(bash -c '. "$1"; _genial_values "--$2"' sh \
	    "$dir/scripts/genial.bash" "$opt")
	help=$(for c in check play show; do "$G" help "$c"; done |
	    grep -- "^ .*--$opt=" | head -n 1)
	for w in $words; do
		case $help in
		*"$w"*) pass=$((pass + 1)) ;;
		*) fail=$((fail + 1))
		   echo "completion: --$opt offers '$w', its help does not name it: $help" ;;
		esac
	done
done
# make install puts the script where bash-completion looks for it.
tmp=$(mktemp -d)
if make -s -C "$dir" install DESTDIR="$tmp" PREFIX=/usr BIN="$G" \
    >/dev/null 2>&1 &&
    cmp -s "$dir/scripts/genial.bash" \
    "$tmp/usr/share/bash-completion/completions/genial"; then
	pass=$((pass + 1))
else
	fail=$((fail + 1))
	echo "completion: make install did not install scripts/genial.bash"
fi
rm -rf "$tmp"
echo "completion: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
