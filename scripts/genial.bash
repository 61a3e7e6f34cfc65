# Bash completion for genial(1): commands, their options, the words an
# option takes, and the diagnostic codes for `genial explain` and
# `genial help`.  Installed by `make install` as
# $(PREFIX)/share/bash-completion/completions/genial.
#
# The commands, options and codes are asked of the genial being completed
# (`genial --help`, `genial help COMMAND`, `genial explain`), so they
# follow the program; only the words of each option's value are listed
# here, and tests/completion.sh checks them against the help text.

# The words option $1 takes (its long name), or nothing for a file.
_genial_values()
{
	case $1 in
	--format)	echo "text tsv json yaml" ;;
	--color)	echo "auto always never" ;;
	--kind)		echo "ingenious clever" ;;
	--variant)	echo "standard solo team duel" ;;
	--rules)	echo "kosmos mso" ;;
	--tiles)	echo "standard travel" ;;
	--agent)	echo "random greedy balanced strong" ;;
	esac
}

# The long option a short one stands for in COMMAND's help ($1 $2).
_genial_long()
{
	"$3" help "$1" 2>/dev/null |
	    sed -n "s/^ *$2, \(--[a-z-]*\).*/\1/p" | head -n 1
}

_genial()
{
	local cur prev prog cmd words opt i
	COMPREPLY=()
	cur=${COMP_WORDS[COMP_CWORD]}
	prev=${COMP_WORDS[COMP_CWORD - 1]}
	prog=${COMP_WORDS[0]}
	cmd=
	for ((i = 1; i < COMP_CWORD; i++)); do
		case ${COMP_WORDS[i]} in
		-*) ;;
		*) cmd=${COMP_WORDS[i]}; break ;;
		esac
	done
	if [ -z "$cmd" ]; then
		words=$("$prog" --help 2>/dev/null |
		    sed -n 's/^  \([a-z][a-z]*\)  .*/\1/p')
		COMPREPLY=($(compgen -W "$words help --help --version" -- "$cur"))
		return
	fi
	case $cmd in
	help|explain)
		if [ "$COMP_CWORD" -eq $((i + 1)) ]; then
			words=$("$prog" explain 2>/dev/null | cut -d' ' -f1)
			[ "$cmd" = help ] && words="$words $("$prog" --help \
			    2>/dev/null | sed -n 's/^  \([a-z][a-z]*\)  .*/\1/p')"
			COMPREPLY=($(compgen -W "$words" -- "$cur"))
		fi
		return
		;;
	esac
	# The value of an option: --opt=WORD, or the word after --opt / -x.
	opt=
	if [[ $cur == --*=* ]]; then
		opt=${cur%%=*}
		cur=${cur#*=}
	elif [[ $prev == --* ]]; then
		"$prog" help "$cmd" 2>/dev/null | grep -q -- "$prev=" && opt=$prev
	elif [[ $prev == -? ]]; then
		opt=$(_genial_long "$cmd" "$prev" "$prog")
		"$prog" help "$cmd" 2>/dev/null | grep -q -- "$opt=" || opt=
	fi
	if [ -n "$opt" ]; then
		words=$(_genial_values "$opt")
		if [ -n "$words" ]; then
			COMPREPLY=($(compgen -W "$words" -- "$cur"))
		elif "$prog" help "$cmd" 2>/dev/null | grep -q -- "$opt=FILE"
		then
			COMPREPLY=($(compgen -f -- "$cur"))
		fi
		return
	fi
	if [[ $cur == -* ]]; then
		words=$("$prog" help "$cmd" 2>/dev/null |
		    sed -n 's/^ *\(-., \)\{0,1\}\(--[a-z-]*\).*/\2/p')
		COMPREPLY=($(compgen -W "$words" -- "$cur"))
		return
	fi
	COMPREPLY=($(compgen -f -- "$cur"))
}
complete -o filenames -F _genial genial
