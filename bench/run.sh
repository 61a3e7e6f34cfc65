#!/bin/sh
# The throughput benchmark behind `make bench`: writes its figures to
# standard output.
#
#   1. generate a corpus with `genial play`: 20,000 two-player and 5,000
#      four-player games (DIR/p2.yaml, p4.yaml), and 5,000 two-player
#      games of Ganz schön clever (DIR/c2.yaml, play --kind clever), two
#      processes at a time; reused while it is newer than genial and was
#      made the same way;
#   2. time `genial check` and bench/parse (a bare libyaml event parse,
#      the floor) on each file, best of 5 runs each (BENCH_RUNS), the two
#      taking turns so that both meet the same conditions; print games/s,
#      MB/s, the ratio check/parse and the peak memory; where valgrind is
#      installed, also the ratio in instructions on 1,000 games, which
#      does not depend on the machine's load;
#   3. peak memory of check on 1,000, 20,000 and 100,000 games (the last
#      streamed through a pipe), to show it stays flat;
#   4. check and score with -j 1, 2 (and as many as there are cores) on
#      the two-player corpus: wall time, best of 3, and the speed-up;
#   5. `genial analyse`: games/s of the static analysis on 1,000
#      two-player games, and with --sim 4 on 10 games the CPU time per
#      playout and the wall time with -j 1 and -j 2; games/s of the
#      analysis of 100 two-player games of Ganz schön clever (the strong
#      player's evaluation of every decision, the luck of every roll),
#      and with --sim 2 on 2 of them the CPU time per playout;
#   6. `genial play` games/s per agent, and of Ganz schön clever per agent
#      (the strong one on a tenth as many games).
#
# Throughput is computed from CPU time (user + system) of the measured
# process, which other work on the machine does not inflate; the wall
# time of the same run is shown beside it.  The -j figures are wall
# times, which other work does inflate: the load average is printed
# before them.
#
# Usage: bench/run.sh GENIAL DIR   (DIR holds parse, maxrss and the corpus)
# Environment: BENCH_SMALL=1 divides every count by 20 (a quick try);
# BENCH_RUNS=N times check and the floor N times each instead of 5 (more
# runs give a steadier best on a busy machine).
set -eu

G=${1:-./genial}
D=${2:-build/bench}
P=$D/parse
M=$D/maxrss
div=1
[ "${BENCH_SMALL:-0}" = 1 ] && div=20
N2=$((20000 / div))
N4=$((5000 / div))
NC2=$((5000 / div))
N1K=$((1000 / div))
NPLAY=$((1000 / div))
RUNS=${BENCH_RUNS:-5}
AGENT=balanced
rep=$D/report.$$
trap 'rm -f "$rep"' EXIT INT TERM

mkdir -p "$D"

# gen FILE PLAYERS GAMES SEED [KIND]: two processes, each half the games.
gen() {
	f=$1 k=$2 n=$3 s=$4 kind=${5:-ingenious}
	if [ -s "$f" ] && [ "$f" -nt "$G" ] && [ -s "$f.how" ] &&
	    [ "$(cat "$f.how")" = "$k $n $s $AGENT $kind" ]; then
		return 0
	fi
	h=$((n / 2))
	"$G" play --kind "$kind" --seed "$s" --games "$h" --players "$k" \
	    --agent $AGENT >"$f.a" &
	pa=$!
	"$G" play --kind "$kind" --seed $((s + 1)) --games $((n - h)) \
	    --players "$k" --agent $AGENT >"$f.b"
	wait $pa
	cat "$f.a" "$f.b" >"$f"
	rm -f "$f.a" "$f.b"
	echo "$k $n $s $AGENT $kind" >"$f.how"
}

# measure RUNS CMD...: run RUNS times; print "WALL CPU MAXRSS STATUS" of
# the run with the least CPU time (peak memory: the largest of all runs).
measure() {
	runs=$1
	shift
	: >"$rep"
	i=0
	while [ $i -lt "$runs" ]; do
		"$M" "$rep" "$@" >/dev/null 2>&1 || true
		i=$((i + 1))
	done
	awk 'NR == 1 || $2 < c { w = $1; c = $2; s = $4 }
	    $3 > m { m = $3 }
	    END { printf "%.3f %.3f %d %d\n", w, c, m, s }' "$rep"
}

# measure_pair RUNS FILE: RUNS runs each of the floor and of check on
# FILE, taking turns; prints the "WALL CPU MAXRSS STATUS" of each (as
# measure), floor first, on one line.
measure_pair() {
	runs=$1
	: >"$rep.p"
	: >"$rep.c"
	i=0
	while [ $i -lt "$runs" ]; do
		"$M" "$rep.p" "$P" "$2" >/dev/null 2>&1 || true
		"$M" "$rep.c" "$G" check "$2" >/dev/null 2>&1 || true
		i=$((i + 1))
	done
	for r in "$rep.p" "$rep.c"; do
		awk 'NR == 1 || $2 < c { w = $1; c = $2; s = $4 }
		    $3 > m { m = $3 }
		    END { printf "%.3f %.3f %d %d ", w, c, m, s }' "$r"
	done
	rm -f "$rep.p" "$rep.c"
	echo
}

# instructions CMD...: instructions CMD executes, as callgrind counts them.
instructions() {
	valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" \
	    2>&1 >/dev/null | awk '/Collected :/ { print $NF }'
}

# measure_wall RUNS CMD...: as measure, but the run with the least wall
# time.
measure_wall() {
	runs=$1
	shift
	: >"$rep"
	i=0
	while [ $i -lt "$runs" ]; do
		"$M" "$rep" "$@" >/dev/null 2>&1 || true
		i=$((i + 1))
	done
	awk 'NR == 1 || $1 < w { w = $1; c = $2; s = $4 }
	    $3 > m { m = $3 }
	    END { printf "%.3f %.3f %d %d\n", w, c, m, s }' "$rep"
}

# row NAME GAMES BYTES TOOL WALL CPU KB: one line of the table.
row() {
	awk -v name="$1" -v n="$2" -v b="$3" -v tool="$4" -v w="$5" -v c="$6" \
	    -v kb="$7" 'BEGIN {
		if (c <= 0) c = 0.001
		printf "%-6s %7d %7.1f  %-6s %7.3f %7.3f %9.0f %7.1f %9d\n",
		    name, n, b / 1e6, tool, w, c, n / c, b / 1e6 / c, kb
	}'
}

has_check=0
if "$G" help check >/dev/null 2>&1; then
	has_check=1
fi

echo "genial benchmark: $(uname -m), $(nproc 2>/dev/null || echo '?') cores," \
    "load $(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?')"
start=$(date +%s)
gen "$D/p2.yaml" 2 "$N2" 1
gen "$D/p4.yaml" 4 "$N4" 101
gen "$D/c2.yaml" 2 "$NC2" 201 clever
echo "corpus ready in $(($(date +%s) - start)) s (agent $AGENT)"
echo
echo "best of $RUNS runs; games/s and MB/s per CPU second (user + system)"
printf '%-6s %7s %7s  %-6s %7s %7s %9s %7s %9s\n' corpus games MB tool \
    wall-s cpu-s games/s MB/s peak-KB
for k in p2 p4 c2; do
	f=$D/$k.yaml
	case $k in p2) n=$N2 ;; p4) n=$N4 ;; *) n=$NC2 ;; esac
	bytes=$(wc -c <"$f")
	if [ $has_check = 0 ]; then
		set -- $(measure "$RUNS" "$P" "$f")
		row "$k" "$n" "$bytes" parse "$1" "$2" "$3"
		continue
	fi
	set -- $(measure_pair "$RUNS" "$f")
	row "$k" "$n" "$bytes" parse "$1" "$2" "$3"
	row "$k" "$n" "$bytes" check "$5" "$6" "$7"
	awk -v a="$6" -v b="$2" -v s="$8" 'BEGIN {
		printf "%-6s ratio check/parse %.2f%s\n", "", a / b,
		    s == 0 ? "" : ", check exit status " s }'
done
if [ $has_check = 1 ] && command -v valgrind >/dev/null 2>&1; then
	echo
	echo "instructions (callgrind) on the first $N1K games of each corpus:"
	for k in p2 p4 c2; do
		s=$D/$k-ir.yaml
		awk -v n="$N1K" '/^---/ && ++d > n { exit } { print }' \
		    "$D/$k.yaml" >"$s"
		ip=$(instructions "$P" "$s")
		ic=$(instructions "$G" check "$s")
		awk -v k="$k" -v p="$ip" -v c="$ic" 'BEGIN {
			if (p <= 0) p = 1
			printf "  %s  parse %6.0fM  check %6.0fM  ratio %.3f\n",
			    k, p / 1e6, c / 1e6, c / p }'
		rm -f "$s"
	done
fi

if [ $has_check = 1 ]; then
	echo
	echo "peak memory of check by corpus size (two-player games):"
	s1=$D/p2-1k.yaml
	"$G" play --seed 1 --games "$N1K" --players 2 --agent $AGENT >"$s1"
	set -- $(measure 1 "$G" check "$s1")
	printf '  %7d games  %9d KB\n' "$N1K" "$3"
	set -- $(measure 1 "$G" check "$D/p2.yaml")
	printf '  %7d games  %9d KB\n' "$N2" "$3"
	set -- $(measure 1 sh -c "cat '$D/p2.yaml' '$D/p2.yaml' '$D/p2.yaml' \
	    '$D/p2.yaml' '$D/p2.yaml' | '$G' check -")
	printf '  %7d games  %9d KB  (streamed through a pipe)\n' \
	    $((5 * N2)) "$3"
else
	echo
	echo "(genial check is not available in this build: parse only)"
fi

if [ $has_check = 1 ] && "$G" help check 2>/dev/null | grep -q -e '--jobs'; then
	cores=$(nproc 2>/dev/null || echo 2)
	js="1 2"
	[ "$cores" -gt 2 ] && js="$js $cores"
	echo
	echo "-j N on p2 ($N2 games), best wall time of 3 runs," \
	    "load $(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?'):"
	for cmd in check score; do
		for j in $js; do
			set -- $(measure_wall 3 "$G" $cmd -j "$j" "$D/p2.yaml")
			[ "$j" = 1 ] && w1=$1
			awk -v cmd=$cmd -v j="$j" -v w="$1" -v c="$2" -v kb="$3" \
			    -v w1="$w1" -v n="$N2" 'BEGIN {
				if (w <= 0) w = 0.001
				printf "  %-5s -j %-2d wall %7.3f s  cpu %7.3f s  " \
				    "%7.0f games/s  speed-up %.2f  %7d KB\n",
				    cmd, j, w, c, n / w, w1 / w, kb }'
		done
	done
fi

if "$G" help analyse >/dev/null 2>&1; then
	NAN=$((1000 / div))
	NSIM=$((10 / div > 0 ? 10 / div : 1))
	sa=$D/p2-analyse.yaml
	awk -v n="$NAN" '/^---/ && ++d > n { exit } { print }' \
	    "$D/p2.yaml" >"$sa"
	echo
	echo "genial analyse, static evaluation, $NAN two-player games," \
	    "one process, best of 3 (target: 200 games/s):"
	set -- $(measure 3 "$G" analyse "$sa")
	awk -v n="$NAN" -v w="$1" -v c="$2" -v kb="$3" 'BEGIN {
		if (c <= 0) c = 0.001
		printf "  static   wall %7.3f s  cpu %7.3f s  %7.0f games/s %7d KB\n",
		    w, c, n / c, kb }'
	awk -v n="$NSIM" '/^---/ && ++d > n { exit } { print }' \
	    "$D/p2.yaml" >"$sa"
	pl=$("$G" analyse --sim 4 -f json "$sa" |
	    grep -o '"playouts":[0-9]*' | awk -F: '{ s += $2 } END { print s }')
	echo "genial analyse --sim 4 on $NSIM games ($pl playouts)," \
	    "wall time, load $(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?'):"
	for j in 1 2; do
		set -- $(measure_wall 1 "$G" analyse --sim 4 -j "$j" "$sa")
		[ "$j" = 1 ] && w1=$1
		awk -v j="$j" -v w="$1" -v c="$2" -v p="$pl" -v w1="$w1" 'BEGIN {
			if (w <= 0) w = 0.001
			if (p <= 0) p = 1
			printf "  -j %d  wall %7.3f s  cpu %7.3f s  %6.0f us cpu per " \
			    "playout  speed-up %.2f\n", j, w, c, c / p * 1e6, w1 / w }'
	done
	rm -f "$sa"
	NCA=$((100 / div > 0 ? 100 / div : 1))
	ca=$D/c2-analyse.yaml
	awk -v n="$NCA" '/^---/ && ++d > n { exit } { print }' \
	    "$D/c2.yaml" >"$ca"
	echo "genial analyse, Ganz schön clever, $NCA two-player games," \
	    "one process, best of 3 (target: 1 game/s):"
	set -- $(measure 3 "$G" analyse "$ca")
	awk -v n="$NCA" -v w="$1" -v c="$2" -v kb="$3" 'BEGIN {
		if (c <= 0) c = 0.001
		printf "  clever   wall %7.3f s  cpu %7.3f s  %7.2f games/s %7d KB\n",
		    w, c, n / c, kb }'
	awk '/^---/ && ++d > 2 { exit } { print }' "$D/c2.yaml" >"$ca"
	pl=$("$G" analyse --sim 2 -f json "$ca" |
	    grep -o '"playouts":[0-9]*,"played_out":[0-9]*' |
	    awk -F '[:,]' '{ s += $2 * $4 } END { print s }')
	set -- $(measure 1 "$G" analyse --sim 2 "$ca")
	awk -v w="$1" -v c="$2" -v p="$pl" 'BEGIN {
		if (p <= 0) p = 1
		printf "  clever --sim 2 on 2 games (%d playouts)  cpu %7.3f s" \
		    "  %6.0f us cpu per playout\n", p, c, c / p * 1e6 }'
	rm -f "$ca"
fi

echo
echo "genial play, $NPLAY two-player games per agent, one process:"
for a in random greedy balanced; do
	set -- $(measure 1 "$G" play --seed 9 --games "$NPLAY" --players 2 \
	    --agent $a)
	awk -v a="$a" -v n="$NPLAY" -v w="$1" -v c="$2" -v kb="$3" 'BEGIN {
		if (c <= 0) c = 0.001
		printf "  %-9s wall %7.3f s  cpu %7.3f s  %7.0f games/s %7d KB\n",
		    a, w, c, n / c, kb }'
done
echo "genial play --kind clever, $NPLAY two-player games per agent" \
    "($((NPLAY / 10 > 0 ? NPLAY / 10 : 1)) for strong), one process:"
for a in random greedy balanced strong; do
	n=$NPLAY
	[ $a = strong ] && n=$((NPLAY / 10 > 0 ? NPLAY / 10 : 1))
	set -- $(measure 1 "$G" play --kind clever --seed 9 --games "$n" \
	    --players 2 --agent $a)
	awk -v a="$a" -v n="$n" -v w="$1" -v c="$2" -v kb="$3" 'BEGIN {
		if (c <= 0) c = 0.001
		printf "  %-9s wall %7.3f s  cpu %7.3f s  %7.1f games/s %7d KB\n",
		    a, w, c, n / c, kb }'
done
echo "total $(($(date +%s) - start)) s"
