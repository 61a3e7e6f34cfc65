/*
 * A structure-aware mutator for the fuzz targets (libFuzzer's
 * LLVMFuzzerCustomMutator): half the time libFuzzer's own byte-level
 * mutation, half the time a change to the record's lines, as a hand, an
 * editor or a hostile file would make it: a line dropped, doubled, swapped
 * or moved; a line of either game, a document start, a directive or a
 * hostile value put in; `game: clever` and `game: ingenious` swapped, so
 * that a record of one game is read with the keys of the other; the text
 * cut inside a `---` line.  Lines are what the bytes after the control
 * byte split at '\n'; the control byte stays.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "fuzz_common.h"

size_t	LLVMFuzzerMutate(uint8_t *, size_t, size_t);
size_t	LLVMFuzzerCustomMutator(uint8_t *, size_t, size_t, unsigned int);

#define MAX_LINES	512

/* Lines to put in: both games' keys, document syntax, hostile values. */
static const char *const lines[] = {
	"---", "--- [", "--- [1, 2", "...", "%YAML 1.1", "%TAG ! tag:x,2000:",
	"game: clever", "game: ingenious", "players: [Anna, Ben]",
	"players: [\"A\\e[31mnna\", Ben]", "players: [\"~\", null, \"007\"]",
	"title: \"T\\e]52;c;SGVsbG8=\\aX\"", "event: \"E\\x7f\\u009b2J\"",
	"description: \"D\\e[2J\\N\"", "moves:", "moves: []", "sheets:",
	"  Anna: {yellow: [A1, B1], blue: [3, 5], green: 2, foxes: 1}",
	"- {roll: W2 Y3 B4 G1 O5 P1, player: Anna}",
	"- {take: P1, to: P, note: \"N\\e]0;t\\a\"}", "- {take: Q3, to: P}",
	"- {pick: G5, player: Ben, to: G}", "- {extra: Y3, to: YA1}",
	"- place: RR A1 A2", "  player: \"~\"", "- swap: [RR, OO]",
	"result: {Anna: 20, Ben: {B: 4, total: 19}}", "winner: Anna",
	"racks:", "  Anna: [PP, YY, GB, RP, YB, RO]", "rounds: 4",
	"\t- tab", "  - [1, 2", "x: {a: [b, {c: [", "<<: *a", "a: &a [1]",
};

/* Where each line of d[0..n) starts; the last entry is n. */
static size_t
split(const uint8_t *d, size_t n, size_t *at)
{
	size_t	 i, k = 0;

	at[k++] = 0;
	for (i = 0; i < n && k < MAX_LINES; i++)
		if (d[i] == '\n')
			at[k++] = i + 1;
	at[k] = n;
	return k;
}

static unsigned
next(unsigned *s)
{
	*s = *s * 1103515245u + 12345u;
	return *s >> 8;
}

/* Append b[0..n) to out if it fits in max; returns the new length. */
static size_t
put(uint8_t *out, size_t len, size_t max, const void *b, size_t n)
{
	if (len + n > max)
		n = max - len;
	memcpy(out + len, b, n);
	return len + n;
}

/* text with its first `game:` word made the other game's. */
static size_t
other_game(const uint8_t *text, size_t n, uint8_t *out, size_t max)
{
	static const char *const from[2] = { "game: clever", "game: ingenious" };
	size_t	 i, len, f;
	int	 g;

	for (i = 0; i < n; i++)
		for (g = 0; g < 2; g++) {
			f = strlen(from[g]);
			if (i + f > n || memcmp(text + i, from[g], f) != 0)
				continue;
			len = put(out, 0, max, text, i);
			len = put(out, len, max, from[1 - g],
			    strlen(from[1 - g]));
			return put(out, len, max, text + i + f, n - i - f);
		}
	return put(out, 0, max, text, n);
}

/* One line-level change of text[0..n) into out (at most max bytes). */
static size_t
mutate_lines(const uint8_t *text, size_t n, uint8_t *out, size_t max,
    unsigned seed)
{
	size_t		 at[MAX_LINES + 1], k, i, a, b, len = 0, m;
	const char	*s;
	unsigned	 op = next(&seed) % 8;

	if (op == 7)
		return other_game(text, n, out, max);
	k = split(text, n, at);
	a = next(&seed) % k;
	b = next(&seed) % k;
	for (i = 0; i < k; i++) {
		const uint8_t	*l = text + at[i];
		size_t		 ln = at[i + 1] - at[i];

		if (i == a && op == 0)
			continue;			/* dropped */
		if (i == a && op == 1)
			len = put(out, len, max, l, ln);	/* doubled */
		if (i == a && (op == 2 || op == 3)) {	/* swapped, moved */
			l = text + at[b];
			ln = at[b + 1] - at[b];
		} else if (i == b && op == 2) {
			l = text + at[a];
			ln = at[a + 1] - at[a];
		}
		if (i == a && (op == 4 || op == 5)) {	/* a line put in */
			s = lines[next(&seed) % (sizeof(lines) /
			    sizeof(lines[0]))];
			if (op == 5 && ln > 0 && l[0] == ' ')
				len = put(out, len, max, "  ", 2);
			len = put(out, len, max, s, strlen(s));
			len = put(out, len, max, "\n", 1);
		}
		if (i == a && op == 6 && ln >= 3) {	/* cut in a line */
			m = next(&seed) % ln;
			len = put(out, len, max, "---", 3);
			len = put(out, len, max, l, m);
			return len;
		}
		len = put(out, len, max, l, ln);
	}
	return len;
}

size_t
LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max,
    unsigned int seed)
{
	static uint8_t	 buf[1 << 16];
	size_t		 n;

	if (seed % 2 == 0 || size < 2 || max > sizeof(buf))
		return LLVMFuzzerMutate(data, size, max);
	n = mutate_lines(data + 1, size - 1, buf, max - 1, seed / 2);
	memcpy(data + 1, buf, n);
	return n + 1;
}
