#!/bin/sh
# genial fix beyond what the golden files show: -i rewrites each FILE in
# place as the golden fix output says (a sheet with several slips too),
# keeps its mode and a symbolic link, and leaves a file with nothing to
# mend untouched; the --diff output applies with patch(1) and gives the
# same text; standard input reads as a
# file; carriage returns and a byte order mark are kept; and the usage
# that could lose a file is refused before anything is written.
# Usage: sh tests/fix.sh ./genial
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

ok() {
	pass=$((pass + 1))
}

bad() {
	fail=$((fail + 1))
	echo "fix: $*"
}

# want FILE: the expected fixed text of a golden case, without "exit N".
want() {
	sed '$d' "$1"
}

sheet=testdata/fix/sheet.yaml
want testdata/fix/sheet.fix.out >"$tmp/sheet.want"

# -i: the file becomes the fixed text; mode kept; status 1 (a score left).
cp "$sheet" "$tmp/sheet.yaml"
chmod 640 "$tmp/sheet.yaml"
"$bin" fix -i "$tmp/sheet.yaml" 2>"$tmp/err"
st=$?
if [ $st -eq 1 ] && cmp -s "$tmp/sheet.yaml" "$tmp/sheet.want"; then
	ok
else
	bad "-i: status $st or text differs"
fi
case $(ls -l "$tmp/sheet.yaml") in
-rw-r-----*) ok ;;
*) bad "-i: mode not kept: $(ls -l "$tmp/sheet.yaml")" ;;
esac
if grep -q '9 fixes made, 1 error and 1 warning left' "$tmp/err"; then
	ok
else
	bad "-i: no summary on stderr"
fi
ls "$tmp" | grep -q 'sheet.yaml\.' && bad "-i: a temporary file is left"

# -i on a sheet with a slip of each entry kind and the winner: every slip
# mended in one run (an entry put back, one moved, a call moved, the
# winner), the file as the golden fix output says, status 0.
want testdata/fix/multi.fix.out >"$tmp/multi.want"
cp testdata/fix/multi.yaml "$tmp/multi.yaml"
"$bin" fix -i "$tmp/multi.yaml" 2>"$tmp/err"
st=$?
if [ $st -eq 0 ] && cmp -s "$tmp/multi.yaml" "$tmp/multi.want" &&
    grep -q '4 fixes made, 0 errors and 0 warnings left' "$tmp/err"; then
	ok
else
	bad "-i multi: status $st, text or summary differs"
fi

# -i through a symbolic link: the target is rewritten, the link stays.
cp "$sheet" "$tmp/target.yaml"
ln -s target.yaml "$tmp/link.yaml"
"$bin" fix -i "$tmp/link.yaml" 2>/dev/null
if [ -L "$tmp/link.yaml" ] && cmp -s "$tmp/target.yaml" "$tmp/sheet.want"
then
	ok
else
	bad "-i: a link is replaced, or its target not rewritten"
fi

# -i on a file with nothing to mend: not written at all.
cp testdata/fix/clean.yaml "$tmp/clean.yaml"
touch -t 202001010000 "$tmp/clean.yaml"
before=$(ls -li --time-style=+%s "$tmp/clean.yaml" | awk '{print $1, $7}')
"$bin" fix -i "$tmp/clean.yaml" 2>/dev/null
st=$?
after=$(ls -li --time-style=+%s "$tmp/clean.yaml" | awk '{print $1, $7}')
if [ $st -eq 0 ] && [ "$before" = "$after" ] &&
    cmp -s "$tmp/clean.yaml" testdata/fix/clean.yaml; then
	ok
else
	bad "-i: a clean file was written ($before, $after, status $st)"
fi

# --diff applies: patch -p0 from the directory the name is given from.
mkdir "$tmp/p"
cp "$sheet" "$tmp/p/sheet.yaml"
(cd "$tmp/p" && "$bin" fix --diff sheet.yaml >sheet.diff 2>/dev/null
    patch -s -p0 <sheet.diff) >/dev/null 2>&1
if cmp -s "$tmp/p/sheet.yaml" "$tmp/sheet.want"; then
	ok
else
	bad "--diff: patch -p0 does not give the fixed text"
fi
for f in testdata/recovery/td3-three-player.yaml testdata/fix/clever.yaml \
    testdata/cli/joined.yaml; do
	cp "$f" "$tmp/p/x.yaml"
	"$bin" fix --diff "$tmp/p/x.yaml" >"$tmp/p/x.diff" 2>/dev/null
	"$bin" fix "$f" >"$tmp/p/x.want" 2>/dev/null
	if patch -s "$tmp/p/x.yaml" <"$tmp/p/x.diff" >/dev/null 2>&1 &&
	    cmp -s "$tmp/p/x.yaml" "$tmp/p/x.want"; then
		ok
	else
		bad "--diff of $f does not patch to the fixed text"
	fi
done

# Standard input, as a file.
"$bin" fix <"$sheet" >"$tmp/stdin.out" 2>/dev/null
if cmp -s "$tmp/stdin.out" "$tmp/sheet.want"; then
	ok
else
	bad "standard input differs from the file"
fi

# Carriage returns and a byte order mark: kept where nothing is mended.
printf '\357\273\277' >"$tmp/crlf.yaml"
sed 's/$/\r/' "$sheet" >>"$tmp/crlf.yaml"
"$bin" fix "$tmp/crlf.yaml" >"$tmp/crlf.out" 2>/dev/null
printf '\357\273\277' >"$tmp/crlf.want"
sed 's/$/\r/' "$tmp/sheet.want" >>"$tmp/crlf.want"
if cmp -s "$tmp/crlf.out" "$tmp/crlf.want"; then
	ok
else
	bad "carriage returns or the byte order mark not kept"
	diff "$tmp/crlf.want" "$tmp/crlf.out" | head -5 | cat -A
fi

# Latin-1 text: written back as UTF-8, the rest as it was.
if command -v iconv >/dev/null 2>&1; then
	iconv -f UTF-8 -t LATIN1 "$tmp/sheet.want" >"$tmp/l1.want.l1"
	sed 's/Anna/Ann\xe4/g' "$sheet" >"$tmp/l1.yaml"
	sed 's/Anna/Ann\xe4/g' "$tmp/l1.want.l1" | iconv -f LATIN1 -t UTF-8 \
	    >"$tmp/l1.want"
	"$bin" fix "$tmp/l1.yaml" >"$tmp/l1.out" 2>/dev/null
	if cmp -s "$tmp/l1.out" "$tmp/l1.want"; then
		ok
	else
		bad "Latin-1 text not written back as UTF-8"
		diff "$tmp/l1.want" "$tmp/l1.out" | head -5
	fi
fi

# A slip in every entry of 300 games, mended in bounded time (the
# timeout fails the test) and back to the record as played.
"$bin" play --seed 5 --games 300 --players 2 >"$tmp/played.yaml"
sed 's/^  player:/  plyer:/; s/^  score:/  scroe:/' "$tmp/played.yaml" \
    >"$tmp/slips.yaml"
if command -v timeout >/dev/null 2>&1; then
	to="timeout 60"
else
	to=
fi
$to "$bin" fix "$tmp/slips.yaml" >"$tmp/slips.out" 2>"$tmp/slips.err"
st=$?
if [ $st -eq 0 ] && cmp -s "$tmp/slips.out" "$tmp/played.yaml"; then
	ok
else
	bad "a slip in every entry: status $st, or not the record as played"
	tail -1 "$tmp/slips.err"
fi

# Refused before anything is written: exit 2, the input as it was.
cp "$sheet" "$tmp/keep.yaml"
for args in "-i -o $tmp/o.yaml $tmp/keep.yaml" "-i" "-i -" \
    "-o $tmp/keep.yaml $tmp/keep.yaml" "$tmp/keep.yaml $tmp/keep.yaml" \
    "$tmp/none.yaml"; do
	# shellcheck disable=SC2086
	"$bin" fix $args >/dev/null 2>&1 </dev/null
	st=$?
	if [ $st -eq 2 ] && cmp -s "$tmp/keep.yaml" "$sheet" &&
	    [ ! -e "$tmp/o.yaml" ]; then
		ok
	else
		bad "fix $args: status $st, or a file written"
	fi
done

echo "fix: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
