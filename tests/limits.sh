#!/bin/sh
# Limits and hostile input: genial answers every one with a diagnostic or
# a clean exit, never a crash, a hang or a half-written file.
#
# Usage: sh tests/limits.sh [GENIAL]      (default ./genial)
#   LIMITS_SMALL=1   smaller generated inputs (for sanitizer and valgrind
#                    runs, where a million moves would take minutes)
#
# The big inputs are generated here, in a temporary directory, at run
# time.  Each check prints nothing when it passes; a failure prints what
# was expected and what came.  The last line is "N passed, N failed";
# exits 1 if anything failed.
set -u

bin=${1:-./genial}
case $bin in
/*) ;;
*) bin=$(pwd)/$bin ;;
esac
if [ ! -x "$bin" ]; then
	echo "limits.sh: $bin: not an executable" >&2
	exit 2
fi
src=$(cd "$(dirname "$0")/.." && pwd)
export LC_ALL=C
unset NO_COLOR

tmp=${TMPDIR:-/tmp}/genial-limits.$$
mkdir "$tmp" || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' HUP INT TERM
cd "$tmp" || exit 2

passed=0
failed=0
if [ "${LIMITS_SMALL:-0}" = 1 ]; then
	million=100000
else
	million=1000000
fi

pass() {
	passed=$((passed + 1))
}

fail() {
	failed=$((failed + 1))
	echo "FAIL $*"
}

# run NAME ARGS...: run genial with a time limit; status in $st, standard
# output in NAME.out, standard error in NAME.err.
run() {
	name=$1
	shift
	timeout 60 "$bin" "$@" >"$name.out" 2>"$name.err" </dev/null
	st=$?
}

# expect_status NAME N: the last run exited with N.
expect_status() {
	if [ "$st" -eq "$2" ]; then
		pass
	else
		fail "$1: exit $st, want $2"
		sed 's/^/  | /' "$1.err" | head -5
	fi
}

# expect_line NAME FILE TEXT: FILE holds the line TEXT exactly.
expect_line() {
	if grep -Fqx -- "$3" "$2"; then
		pass
	else
		fail "$1: no line '$3' in $2; it has:"
		head -c 2000 "$2" | head -8 | sed 's/^/  | /'
	fi
}

# expect_empty NAME FILE
expect_empty() {
	if [ ! -s "$2" ]; then
		pass
	else
		fail "$1: $2 is not empty:"
		head -5 "$2" | sed 's/^/  | /'
	fi
}

# no_leftovers NAME: no temporary file of -o is left in the directory.
no_leftovers() {
	left=$(find . -name 'out.txt.*' | head -3)
	if [ -z "$left" ]; then
		pass
	else
		fail "$1: left behind: $left"
		rm -f ./out.txt.*
	fi
}

game='game: ingenious
players: [Anna, Ben]'

# A game with one warning (game-incomplete), to make check print a line.
printf '%s\nmoves:\n  - place: RO L8 L9\n' "$game" >one.yaml

# --- a scalar of megabytes ------------------------------------------------
# Up to READER_MAX_GAP (4 MiB) a long scalar is refused and the reading
# goes on; past it the rest of the input is not read.
{
	printf '%s\nmoves: []\nevent: ' "$game"
	awk 'BEGIN { s = "xxxxxxxxxxxxxxxx"; for (i = 0; i < 12; i++) s = s s;
	    for (i = 0; i < 80; i++) printf "%s", s; print "" }'
	printf -- '---\n%s\nmoves: []\n' "$game"
} >scalar5.yaml
run scalar5 check scalar5.yaml
expect_status scalar5 1
expect_line scalar5 scalar5.out "scalar5.yaml:4:6: error: game 1: a \
scalar or comment longer than 4194304 bytes; the rest of the input is not \
read [limit]"
expect_line scalar5 scalar5.out "scalar5.yaml: 1 game, 1 error, 0 warnings"

{
	printf '%s\nmoves: []\nevent: ' "$game"
	awk 'BEGIN { s = "xxxxxxxxxxxxxxxx"; for (i = 0; i < 12; i++) s = s s;
	    for (i = 0; i < 16; i++) printf "%s", s; print "" }'
	printf -- '---\n%s\nmoves: []\n' "$game"
} >scalar1.yaml
run scalar1 check scalar1.yaml
expect_status scalar1 1
expect_line scalar1 scalar1.out "scalar1.yaml:4:8: error: game 1: a \
scalar of 1048576 bytes is longer than the limit of 65536 [limit]"
expect_line scalar1 scalar1.out "scalar1.yaml: 2 games, 1 error, 2 warnings"

# --- nesting thousands deep ------------------------------------------------
# libyaml's time grows with the square of flow nesting: the reader stops
# at 65 levels, so this is instant rather than minutes.
{
	printf '%s\nmoves: []\nevent: ' "$game"
	awk 'BEGIN { for (i = 0; i < 100000; i++) printf "[";
	    for (i = 0; i < 100000; i++) printf "]"; print "" }'
} >deep.yaml
run deep check deep.yaml
expect_status deep 1
expect_line deep deep.out "deep.yaml:4:71: error: game 1: nesting \
deeper than 64 levels; the rest of the input is not read [limit]"

{
	printf '%s\nmoves:\n' "$game"
	awk 'BEGIN { for (i = 0; i < 5000; i++) printf "- "; print "x" }'
} >deepblock.yaml
run deepblock check deepblock.yaml
expect_status deepblock 1
expect_line deepblock deepblock.out "deepblock.yaml:4:127: error: game 1, \
move 1: nesting deeper than 64 levels; the rest of the input is not read \
[limit]"

# --- a million moves in one game ------------------------------------------
# The reader keeps RECORD_MAX_MOVES (20000) and skips the rest in
# constant memory.
{
	printf '%s\nmoves:\n' "$game"
	awk -v n="$million" 'BEGIN { for (i = 0; i < n; i++)
	    print "  - flag: time" }'
} >moves.yaml
run moves check moves.yaml
expect_status moves 1
expect_line moves moves.out "moves.yaml:20004:5: error: game 1, move 20001: \
the game has more than 20000 moves; the rest are ignored [limit]"

# --- aliases and anchors: a billion laughs --------------------------------
{
	printf '%s\nmoves: []\nlol:\n  a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n' "$game"
	prev=a
	for k in b c d e f g h i; do
		printf '  %s: &%s [*%s, *%s, *%s, *%s, *%s, *%s, *%s, *%s, *%s]\n' \
		    $k $k $prev $prev $prev $prev $prev $prev $prev $prev $prev
		prev=$k
	done
} >laughs.yaml
run laughs check laughs.yaml
expect_status laughs 1
expect_line laughs laughs.out "laughs.yaml:6:10: error: game 1: \
aliases are not supported ('*a') [limit]"
expect_line laughs laughs.out "laughs.yaml: 1 game, 72 errors, 2 warnings"

# --- directives: libyaml's %TAG handling is quadratic ---------------------
{
	awk 'BEGIN { for (i = 0; i < 50000; i++) printf "%%TAG !t%d! tag:x,1:\n", i }'
	printf -- '---\n%s\nmoves: []\n' "$game"
} >tags.yaml
run tags check tags.yaml
expect_status tags 1
expect_line tags tags.out "tags.yaml:65:1: error: game 1: more than 64 \
directives in a row; the rest of the input is not read [limit]"

# --- a million problems: the reader keeps 10000 per game ------------------
{
	printf '%s\nmoves: []\n' "$game"
	awk -v n="$million" 'BEGIN { for (i = 0; i < n; i++) print "k" i ": 1" }'
} >keys.yaml
run keys check -f tsv keys.yaml
expect_status keys 1
expect_line keys keys.out "keys.yaml	1	0	10004	1	error	record	limit	\
more than 10000 problems in one game; the rest are not reported		0		\
incomplete"
if [ "$(wc -l <keys.out)" -eq 10003 ]; then pass; else
	fail "keys: $(wc -l <keys.out) lines of TSV, want 10003"; fi

# --- the text kept for one game -------------------------------------------
{
	printf '%s\nmoves:\n' "$game"
	awk 'BEGIN { s = "nnnnnnnnnnnnnnnn"; for (i = 0; i < 12; i++) s = s s;
	    s = substr(s, 1, 60000);
	    for (i = 0; i < 300; i++) print "- flag: time\n  note: " s }'
} >notes.yaml
run notes check notes.yaml
expect_status notes 1
expect_line notes notes.out "notes.yaml:563:9: error: game 1, move 280: the \
game holds more than 16777216 bytes of text; the rest of the input is not \
read [limit]"

# --- standings over a large archive ---------------------------------------
# Players, events and pairings are found by hash: a hundred thousand games
# took nine minutes when each was looked for by a walk.
awk -v n="$((million / 10))" 'BEGIN { for (i = 0; i < n; i++)
    printf "---\ngame: ingenious\nrules: mso\nevent: E%d\nplayers: [P%d, Q%d]\nmoves: []\n",
    i % 2 ? i : 0, i, i }' >archive.yaml
run archive standings archive.yaml
expect_status archive 0
expect_line archive archive.out "E0: $((million / 20)) games counted"
expect_line archive archive.out "E$((million / 10 - 1)): 1 game counted"

# --- bytes that are not YAML ----------------------------------------------
# Bytes that are not UTF-8 are read, with one finding: 0xff as Latin-1
# text, 0x80 as Windows-1252 text, a NUL left out (genial(1), encoding).
printf '%s\nmoves: []\nevent: caf\377\n' "$game" >latin1.yaml
run latin1 check latin1.yaml
expect_status latin1 1
expect_line latin1 latin1.out "latin1.yaml:4:11: error: game 1: byte 0xff \
is not UTF-8; it is read as Latin-1 text, '$(printf '\303\277')' [encoding]"
printf '%s\nmoves: []\nevent: caf\200\n' "$game" >c1.yaml
run c1 check c1.yaml
expect_status c1 1
expect_line c1 c1.out "c1.yaml:4:11: error: game 1: byte 0x80 is not \
UTF-8; it is read as Windows-1252 text, '$(printf '\342\202\254')' [encoding]"

printf '%s\nmoves: []\nevent: a\000b\n' "$game" >nul.yaml
run nul check nul.yaml
expect_status nul 1
expect_line nul nul.out "nul.yaml:4:9: error: game 1: a NUL byte (0x00) \
is not allowed in YAML; it is left out [encoding]"

# Binary garbage: pseudo-random bytes (the generator differs between awks,
# so only the shape of the answer is checked).
awk 'BEGIN { srand(7); for (i = 0; i < 200000; i++)
    printf "%c", int(rand() * 255) + 1 }' >garbage.yaml
run garbage check garbage.yaml
expect_status garbage 1
if grep -q '^garbage\.yaml:[0-9]*:[0-9]*: error: game 1: .*\[yaml-syntax\]$' \
    garbage.out; then pass; else
	fail "garbage: no yaml-syntax line"; sed 's/^/  | /' garbage.out; fi

: >empty.yaml
run empty check empty.yaml
expect_status empty 1
expect_line empty empty.out "empty.yaml: 0 games, 1 error, 0 warnings"

# A syntax error in every document: each is reported, the reader goes on
# at the next '---' each time, in bounded time and memory.
awk 'BEGIN { for (i = 0; i < 100000; i++) print "--- \"x" }' >broken.yaml
run broken check broken.yaml
expect_status broken 1
expect_line broken broken.out "broken.yaml: 100000 games, 100000 errors, \
0 warnings"

# A syntax error near the end of the first block read from a file (384
# KiB), with the lines passed over reaching into the next: the error
# quotes its own line, and the games after it quote theirs, counted from
# the file's start (the text kept restarts at the document the reader
# goes on at).
awk 'BEGIN { for (g = 1; g <= 8000; g++) {
	print "---\ngame: ingenious\nplayers: [A, B]\nmoves:"
	print "- place: RG M9 M10"
	if (g != 5200) { print "  player: A"; continue }
	print "\tplayer: A"
	for (i = 0; i < 2000; i++) print "  x: 1"
    } }' >blocks.yaml
run blocks check blocks.yaml
expect_status blocks 1
expect_line blocks blocks.out "blocks.yaml:31200:1: error: game 5200, move 1: \
a tab in the indentation: indent with spaces; game 5200 is judged up to line \
31198; lines 31199-33200 are not read, reading goes on at the document start \
on line 33201 [yaml-syntax]"
expect_line blocks blocks.out "$(printf ' 31200 | \tplayer: A')"
expect_line blocks blocks.out "blocks.yaml:33205:3: warning: game 5201, \
move 1: the record ends while placements are still possible; the ranking is \
provisional [game-incomplete]"
expect_line blocks blocks.out " 33205 | - place: RG M9 M10"
expect_line blocks blocks.out " 49999 | - place: RG M9 M10"
expect_line blocks blocks.out "blocks.yaml: 8000 games (lines 31199-33200 \
not read), 1 error, 7999 warnings"

# --- a directory given as FILE --------------------------------------------
mkdir dir.yaml
for c in check score rank show; do
	run dir-$c $c dir.yaml
	expect_status dir-$c 2
	expect_line dir-$c dir-$c.err "genial $c: dir.yaml: Is a directory"
done

# show reads standard input as check does: a directory there is an
# unreadable input (exit 2), as is a closed standard input, which is not
# a game with a syntax error.
for c in check show; do
	timeout 60 "$bin" $c - <dir.yaml >stddir-$c.out 2>stddir-$c.err
	st=$?
	expect_status stddir-$c 2
	expect_line stddir-$c stddir-$c.err "genial $c: <stdin>: Is a directory"
	timeout 60 "$bin" $c -o closed.txt <&- >closed-$c.out 2>closed-$c.err
	st=$?
	expect_status closed-$c 2
	expect_line closed-$c closed-$c.err "genial $c: <stdin>: Bad file \
descriptor"
	expect_empty closed-$c closed-$c.out
done
if [ ! -e closed.txt ]; then pass; else fail "closed: closed.txt made"; fi

# --- control characters in a file name ------------------------------------
# Shown as '?', as in the text of a record: ESC would drive the terminal,
# a newline would break the line.
esc=$(printf 'a\033[2Jb\nc.yaml')
cp one.yaml "$esc"
for c in check score show; do
	run esc-$c $c "$esc" missing"$esc"
	if [ -z "$(cat esc-$c.out esc-$c.err | tr -d '\n' |
	    tr -d -c '\000-\037\177')" ]; then pass; else
		fail "esc-$c: a control character in the output"; fi
done
expect_line esc-check esc-check.out "a?[2Jb?c.yaml: 1 game, 0 errors, 1 warning"
expect_line esc-check esc-check.err "genial check: missinga?[2Jb?c.yaml: No \
such file or directory"
run esc-o check -o "$esc" "$esc"
expect_status esc-o 2
expect_line esc-o esc-o.err "genial check: a?[2Jb?c.yaml is the input \
a?[2Jb?c.yaml; nothing written"

# --- standard error: buffered ------------------------------------------------
# score writes each finding to standard error; not one write(2) each.
if command -v strace >/dev/null 2>&1; then
	awk 'BEGIN { for (i = 0; i < 2000; i++) print "---\ngame: ingenious\n" \
	    "players: [Anna, Ben]\nmoves:\n  - place: RO A1 A2" }' >bad.yaml
	strace -f -o strace.out -e trace=write "$bin" score -f json bad.yaml \
	    >/dev/null 2>bad.err
	n=$(grep -c '^[0-9]* *write(2,' strace.out)
	if [ "$n" -le 500 ]; then pass; else
		fail "stderr: $n writes for $(wc -l <bad.err) lines"; fi
fi

# play says a write error once.
if [ -c /dev/full ]; then
	timeout 60 "$bin" play --games 3 >/dev/full 2>playfull.err
	st=$?
	expect_status playfull 2
	if [ "$(wc -l <playfull.err)" -eq 1 ]; then pass; else
		fail "playfull: $(wc -l <playfull.err) lines of message"; fi
	expect_line playfull playfull.err "genial play: write error on \
standard output: No space left on device"
fi

# --- a closed standard output ---------------------------------------------
# genial dies of SIGPIPE at once, silently, like cat: the input here never
# ends, so a run that went on writing would hang until the timeout.
forever() {
	while cat one.yaml && echo ---; do :; done 2>/dev/null
}
{ forever | timeout 60 "$bin" check 2>pipe.err; echo $? >pipe.st; } |
    head -1 >pipe.out
st=$(cat pipe.st)
expect_status pipe 141
expect_empty pipe pipe.err
expect_line pipe pipe.out "<stdin>:4:5: warning: game 1, move 1: the record \
ends while placements are still possible; the ranking is provisional \
[game-incomplete]"

# With SIGPIPE ignored (the caller's choice), the first failed write stops
# the run with a write error.
{ (trap '' PIPE; forever | timeout 60 "$bin" check 2>epipe.err;
    echo $? >epipe.st) | head -1 >/dev/null; }
st=$(cat epipe.st)
expect_status epipe 2
expect_line epipe epipe.err "genial check: write error on standard output: \
Broken pipe"

# A full disk on standard output.
if [ -c /dev/full ]; then
	timeout 60 "$bin" check one.yaml >/dev/full 2>full.err
	st=$?
	expect_status full 2
	expect_line full full.err "genial check: write error on standard output: \
No space left on device"
fi

# --- -o FILE: complete or not at all --------------------------------------
run stdout check one.yaml
run out check -o out.txt one.yaml
expect_status out 0
if cmp -s stdout.out out.txt; then pass; else fail "out: out.txt differs"; fi
no_leftovers out

# A run that fails (an unreadable FILE) leaves FILE as it was.
echo old >out.txt
run unread check -o out.txt one.yaml missing.yaml
expect_status unread 2
expect_line unread out.txt "old"
expect_line unread unread.err "genial check: out.txt left unchanged"
no_leftovers unread

run nodir check -o nodir/out.txt one.yaml
expect_status nodir 2
expect_line nodir nodir.err "genial check: nodir/out.txt: No such file or \
directory"

# Only a regular file is replaced.  A symbolic link, a device or a pipe
# is written through: renaming onto /dev/stdout would replace it.  These
# go through links made here, so that a regression cannot harm /dev.
ln -s target.txt link.txt
run link check -o link.txt one.yaml
expect_status link 0
if [ -L link.txt ] && cmp -s stdout.out target.txt; then pass; else
	fail "link: link.txt was replaced, or target.txt is wrong"; fi
if [ -c /dev/full ]; then
	ln -s /dev/full full.txt
	run devfull check -o full.txt one.yaml
	expect_status devfull 2
	expect_line devfull devfull.err "genial check: write error on full.txt: \
No space left on device"
	if [ -L full.txt ]; then pass; else fail "devfull: full.txt replaced"; fi
fi
ln -s /dev/stdout stdout.txt
run devstdout check -o stdout.txt one.yaml
expect_status devstdout 0
if [ -L stdout.txt ] && cmp -s stdout.out devstdout.out; then pass; else
	fail "devstdout: stdout.txt replaced, or the output differs"; fi
mkfifo pipe.txt
cat pipe.txt >fifo.out &
run fifo check -o pipe.txt one.yaml
wait
expect_status fifo 0
if [ -p pipe.txt ] && cmp -s stdout.out fifo.out; then pass; else
	fail "fifo: pipe.txt replaced, or the output differs"; fi

# -o never destroys an input: the same file, through a symbolic link,
# /dev/stdout or /dev/fd/N redirected into it, or standard output alone,
# is refused before anything is opened for writing (exit 2).
cp one.yaml in.yaml
run same check -o in.yaml in.yaml
expect_status same 2
expect_line same same.err "genial check: in.yaml is the input in.yaml; \
nothing written"
if cmp -s one.yaml in.yaml; then pass; else fail "same: in.yaml changed"; fi
ln -s in.yaml inlink.yaml
run samelink check -o inlink.yaml one.yaml in.yaml
expect_status samelink 2
expect_line samelink samelink.err "genial check: inlink.yaml is the input \
in.yaml; nothing written"
if cmp -s one.yaml in.yaml; then pass; else
	fail "samelink: in.yaml changed"; fi
run showsame show -o in.yaml in.yaml
expect_status showsame 2
if cmp -s one.yaml in.yaml; then pass; else
	fail "showsame: in.yaml changed"; fi
timeout 60 "$bin" check -o /dev/stdout in.yaml >>in.yaml 2>devsame.err
st=$?
expect_status devsame 2
expect_line devsame devsame.err "genial check: /dev/stdout is the input \
in.yaml; nothing written"
if cmp -s one.yaml in.yaml; then pass; else
	fail "devsame: in.yaml changed"; fi
timeout 60 "$bin" check -o /dev/fd/3 in.yaml 3>>in.yaml 2>fdsame.err
st=$?
expect_status fdsame 2
if cmp -s one.yaml in.yaml; then pass; else
	fail "fdsame: in.yaml changed"; fi
timeout 60 "$bin" score <in.yaml >>in.yaml 2>stdsame.err
st=$?
expect_status stdsame 2
expect_line stdsame stdsame.err "genial score: standard output is the \
input <stdin>; nothing written"
if cmp -s one.yaml in.yaml; then pass; else
	fail "stdsame: in.yaml changed"; fi

# A failed run through a symbolic link leaves the link's target as it
# was; a good one replaces the target, not the link.
echo old >rtarget.txt
ln -s rtarget.txt rlink.txt
run rlink check -o rlink.txt missing.yaml
expect_status rlink 2
expect_line rlink rtarget.txt "old"
run rlink2 check -o rlink.txt one.yaml
expect_status rlink2 0
if [ -L rlink.txt ] && cmp -s stdout.out rtarget.txt; then pass; else
	fail "rlink2: rlink.txt replaced, or rtarget.txt is wrong"; fi
if [ -z "$(find . -name 'rtarget.txt.*' -o -name 'rlink.txt.*')" ]; then
	pass; else fail "rlink2: a temporary file is left"; fi

# -o /dev/stdout appends to what standard output appends to.
echo old >log.txt
timeout 60 "$bin" check -o /dev/stdout one.yaml >>log.txt 2>append.err
st=$?
expect_status append 0
expect_line append log.txt "old"
if [ "$(sed 1d log.txt | cmp -s - stdout.out; echo $?)" = 0 ]; then pass;
else fail "append: log.txt does not end with the report"; fi

# /dev/stdout on a pipe is the pipe; a dangling link makes its target.
timeout 60 "$bin" check -o /dev/stdout one.yaml | cat >devpipe.out
if cmp -s stdout.out devpipe.out; then pass; else
	fail "devpipe: -o /dev/stdout into a pipe differs"; fi
ln -s new.txt newlink.txt
run newlink check -o newlink.txt one.yaml
expect_status newlink 0
if [ -L newlink.txt ] && cmp -s stdout.out new.txt; then pass; else
	fail "newlink: newlink.txt replaced, or new.txt is wrong"; fi

# Replacing a file keeps its mode.
echo old >mode.txt
chmod 600 mode.txt
run mode check -o mode.txt one.yaml
expect_status mode 0
if [ -n "$(find mode.txt -perm 600)" ]; then pass; else
	fail "mode: mode.txt is now $(ls -l mode.txt | cut -c1-10)"; fi

# A name of 255 bytes: the temporary name is cut short to fit.
long=$(awk 'BEGIN { for (i = 0; i < 251; i++) printf "x"; print ".txt" }')
run long check -o "$long" one.yaml
expect_status long 0
if cmp -s stdout.out "$long"; then pass; else fail "long: no $long"; fi

# A full disk on -o, simulated by a file size limit (RLIMIT_FSIZE applies
# to root too, and needs no privilege).  With SIGXFSZ ignored the write
# fails with EFBIG; otherwise the signal kills genial, whose handler
# removes the temporary file first.
echo old >out.txt
(ulimit -f 1; trap '' XFSZ; exec "$bin" check -o out.txt keys.yaml) \
    >fsize.out 2>fsize.err
st=$?
expect_status fsize 2
expect_line fsize fsize.err "genial check: write error on out.txt: File too \
large"
expect_line fsize out.txt "old"
no_leftovers fsize

(ulimit -f 1; "$bin" check -o out.txt keys.yaml >xfsz.out 2>xfsz.err
    echo $? >xfsz.st) 2>/dev/null
st=$(cat xfsz.st)
expect_status xfsz 153
expect_line xfsz out.txt "old"
no_leftovers xfsz

# Killed while it waits for input: the temporary file goes with it.
mkfifo fifo
"$bin" check -o out.txt - <fifo 2>term.err &
pid=$!
exec 3>fifo
i=0
while [ -z "$(find . -name 'out.txt.*')" ] && [ $i -lt 100 ]; do
	sleep 0.1
	i=$((i + 1))
done
kill -TERM $pid
wait $pid 2>/dev/null
st=$?
exec 3>&-
expect_status term 143
expect_line term out.txt "old"
no_leftovers term

# Other catchable signals that end a run: the temporary file goes too,
# and while it is there its mode is no wider than the final file's.
# A background job of sh starts with SIGQUIT ignored: env resets it.
sigs="ALRM USR1"
dfl=
if env --default-signal=QUIT true 2>/dev/null; then
	sigs="QUIT $sigs"
	dfl=--default-signal=QUIT
fi
ulimit -c 0
for sig in $sigs; do
	chmod 600 out.txt
	env $dfl "$bin" check -o out.txt - <fifo 2>sig.err &
	pid=$!
	exec 3>fifo
	i=0
	while [ -z "$(find . -name 'out.txt.*')" ] && [ $i -lt 100 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	if [ $sig = ALRM ]; then
		sleep 0.3	# past the file's making, while it waits
		m=$(find . -name 'out.txt.*' -perm /077 | head -1)
		if [ -z "$m" ]; then pass; else
			fail "tmpmode: $m is readable by others"; fi
	fi
	kill -$sig $pid
	wait $pid 2>/dev/null
	exec 3>&-
	expect_line sig-$sig out.txt "old"
	no_leftovers sig-$sig
done
chmod 644 out.txt

# Out of memory: xmalloc exits 2 and the temporary file is removed.  The
# address space limit is the smallest of these that runs a small game;
# the notes then need more than twice as much.  Skipped where no such
# limit works (AddressSanitizer reserves terabytes of address space).
vlimit=
for v in 8192 12288 16384 24576 32768; do
	(ulimit -v $v; "$bin" check one.yaml >vlimit.out 2>/dev/null; true) \
	    2>/dev/null
	if grep -q '^one.yaml: 1 game, 0 errors, 1 warning$' vlimit.out; then
		vlimit=$v
		break
	fi
done
if [ -n "$vlimit" ]; then
	(ulimit -v $vlimit; exec "$bin" check -o out.txt notes.yaml) \
	    >oom.out 2>oom.err
	st=$?
	expect_status oom 2
	expect_line oom oom.err "genial: out of memory"
	expect_line oom out.txt "old"
	no_leftovers oom
	# A million moves fit in the same memory as one game.
	(ulimit -v $((vlimit + 16384)); exec "$bin" check moves.yaml) \
	    >moves-mem.out 2>moves-mem.err
	st=$?
	expect_status moves-mem 1

	# -j N: 2N pieces (at most 16) and N threads (at most 16) in
	# flight, the threads' games within a shared budget, a report
	# streamed game by game.  16 games of 20000 faulty moves each (70000
	# findings a game): JSON costs what TSV costs, and -j N at most what
	# -j 1 costs plus the budget of 8 MiB, 3 MiB for each piece and
	# 1 MiB for each thread (genial(1), -j).  Without the budget -j 4
	# would hold five such games at once.  Peak memory by bench/maxrss.c.
	if cc -O2 -o maxrss "$src/bench/maxrss.c" 2>/dev/null; then
		awk -v n=$((million / 50)) 'BEGIN { for (g = 0; g < 16; g++) {
		    print "---\ngame: ingenious\nplayers: [Anna, Ben]\nmoves:"
		    for (i = 0; i < n; i++) print "  - place: RO A1 A2" } }' \
		    >faulty.yaml
		: >rss
		for a in "-f tsv -j 1" "-f json -j 1" "-f json -j 2" \
		    "-f json -j 4" "-f json -j 64"; do
			./maxrss rss timeout 120 "$bin" check $a faulty.yaml \
			    >rss.out 2>rss.err
		done
		set -- $(awk '{ print $3 }' rss)
		if [ "$2" -le $(($1 + 8192)) ]; then pass; else
			fail "rss-json: check -f json peaks at $2 KB, -f tsv at $1 KB"
		fi
		one=$2
		shift 2
		# -j N, its pieces and threads, its peak
		for n in "2 4 2 $1" "4 8 4 $2" "64 16 16 $3"; do
			set -- $n
			bound=$((one + 8192 + 3072 * $2 + 1024 * $3))
			if [ "$4" -le $bound ]; then pass; else
				fail "rss-jobs: check -j $1 peaks at $4 KB," \
				    "more than $bound KB (-j 1: $one KB)"
			fi
		done
	else
		echo "limits.sh: memory checks of -j skipped (no cc)"
	fi
else
	echo "limits.sh: out-of-memory checks skipped (ulimit -v has no effect)"
fi

# A record with a slip in every entry: every entry names the wrong player,
# most place on cells that cannot take the tile, every score is wrong.
# The searches for the reading that explains a slip (genial(1), FAULTY
# RECORDS) are capped per game, so the record is judged in bounded time
# and memory all the same.
if [ "${LIMITS_SMALL:-0}" = 1 ]; then
	slipn=2000
else
	slipn=20000
fi
awk -v n=$slipn 'BEGIN {
	print "game: ingenious"; print "players: [Anna, Ben, Cleo]"
	print "moves:"; srand(7); L = "ABCDEFGHIJKLMNO"
	for (i = 0; i < n; i++) {
		r = int(rand() * 13) + 1; k = int(rand() * 12) + 2
		printf "  - {place: RO %s%d %s%d, player: %s, score: {R: %d}}\n",
		    substr(L, r + 1, 1), k, substr(L, r + 1, 1), k + 1,
		    i % 2 ? "Anna" : "Cleo", i % 7
	}
	print "result:"; print "  Anna: {R: 1}"; print "winner: Ben"
}' >slips.yaml
t0=$(date +%s)
run slips check slips.yaml
t1=$(date +%s)
expect_status slips 1
if grep -q '^slips.yaml: 1 game, [0-9]* errors, [0-9]* warnings*$' slips.out
then
	pass
else
	fail "slips: no summary line; it has:"
	tail -n 2 slips.out | sed 's/^/  | /'
fi
if [ $((t1 - t0)) -le 20 ]; then
	pass
else
	fail "slips: $slipn entries with a slip each took $((t1 - t0)) s"
fi

# Slips of every kind in every entry: each entry typed twice, names that
# skip a seat (an entry missing before each), the tile's letters the other
# way round.  Each finding starts a search with every kind of edit (a
# deletion, missing entries, names, order, near placements); the searches
# a game may make and the entries they may judge are capped, so this too
# is judged in bounded time.
awk -v n=$slipn 'BEGIN {
	print "game: ingenious"; print "players: [Anna, Ben, Cleo]"
	print "moves:"; srand(11); L = "ABCDEFGHIJKLMNO"
	split("Anna Cleo Ben", who, " ")
	for (i = 0; i < n / 2; i++) {
		r = int(rand() * 13) + 1; k = int(rand() * 12) + 2
		e = sprintf("  - {place: OR %s%d %s%d, player: %s, score: {R: %d, O: 1}}",
		    substr(L, r + 1, 1), k, substr(L, r + 1, 1), k + 1,
		    who[i % 3 + 1], i % 5)
		print e; print e
	}
	print "result:"; print "  Anna: {R: 1}"; print "winner: Ben"
}' >every.yaml
t0=$(date +%s)
run every check every.yaml
t1=$(date +%s)
expect_status every 1
if grep -q '^every.yaml: 1 game, [0-9]* errors, [0-9]* warnings*$' every.out
then
	pass
else
	fail "every: no summary line; it has:"
	tail -n 2 every.out | sed 's/^/  | /'
fi
if [ $((t1 - t0)) -le 20 ]; then
	pass
else
	fail "every: $slipn entries with slips of every kind took $((t1 - t0)) s"
fi

# Every place text empty, each entry with a score: each is read from its
# score, every legal placement of every tile tried (genial(1) FAULTY
# RECORDS, "A place text that does not read").  The placements a game may
# try are capped (PART_WORK), so this too is judged in bounded time.
awk -v n=$slipn 'BEGIN {
	print "game: ingenious"; print "players: [Anna, Ben]"
	print "moves:"
	for (i = 0; i < n; i++)
		printf "  - {place: \047\047, player: %s, score: {R: %d, G: %d}}\n",
		    i % 2 ? "Ben" : "Anna", i % 5, i * 3 % 7
	print "result:"; print "  Anna: {R: 1}"; print "winner: Ben"
}' >unread.yaml
t0=$(date +%s)
run unread check unread.yaml
t1=$(date +%s)
expect_status unread 1
if grep -q '^unread.yaml: 1 game, [0-9]* errors, [0-9]* warnings*$' \
    unread.out; then
	pass
else
	fail "unread: no summary line; it has:"
	tail -n 2 unread.out | sed 's/^/  | /'
fi
if [ $((t1 - t0)) -le 20 ]; then
	pass
else
	fail "unread: $slipn entries with no place text took $((t1 - t0)) s"
fi

# A stream of games, each broken by a YAML error in a line of many quotes
# and brackets that no one edit mends: every line read alone to find its
# mend costs thousands of readings, which are capped for a line
# (MEND_TRIES) and for the stream (MEND_BUDGET, genial(1) FAULTY
# RECORDS), so the stream is judged in bounded time.  Uncapped, it took
# minutes.  Under a sanitizer or valgrind (LIMITS_SMALL) the stream is
# shorter and the time allowed longer: the readings up to the stream's
# cap alone take about half a minute under valgrind, and uncapped the
# stream would take many times the time allowed there.
if [ "${LIMITS_SMALL:-0}" = 1 ]; then
	mendn=2000 mends=180
else
	mendn=20000 mends=20
fi
awk -v n=$mendn 'BEGIN {
	for (i = 0; i < n; i++) {
		print "---"; print "game: ingenious"; print "players: [Anna, Ben]"
		print "moves:"
		printf "  - {place: \"RO \047H4\047 I4\", player: \047An\"na\047, "
		printf "score: {R: 0}, x: [a, \047b\047, \"c\"], y: [d, {f: g]], "
		print "z: \047q\" \"w\047 \"e"
	}
}' >unmended.yaml
t0=$(date +%s)
run unmended check unmended.yaml
t1=$(date +%s)
expect_status unmended 1
if grep -q "^unmended.yaml: $mendn games (.*), $mendn errors, 0 warnings\$" \
    unmended.out; then
	pass
else
	fail "unmended: no summary line; it has:"
	tail -n 2 unmended.out | sed 's/^/  | /'
fi
if [ $((t1 - t0)) -le $mends ]; then
	pass
else
	fail "unmended: $mendn games with a YAML error took $((t1 - t0)) s"
fi

echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
