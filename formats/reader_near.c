/*
 * Did you mean: the nearest valid spelling of a word the reader cannot
 * read (a key, a player's name, a colour word, a cell, a tile), for the
 * message and the fix (genial-record(5), READING A FAULTY RECORD).
 * These run only once a finding has been made, so a clean record never
 * pays for them.
 *
 * The distance is the optimal string alignment distance: insertions,
 * deletions, substitutions, and swaps of two neighbouring characters,
 * each 1, with ASCII letters compared in either case.  A suggestion is
 * made only when exactly one candidate is nearest and it is near: at
 * most 1 away for a word of up to four bytes, at most 2 for a longer one.
 */
#include <string.h>

#include "reader_int.h"

#define NEAR_MAX	32	/* longer words get no suggestion */

static int
fold(unsigned char c)
{
	return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

static int
min3(int a, int b, int c)
{
	int	 m = a < b ? a : b;

	return m < c ? m : c;
}

/* The distance between a[0..an) and b[0..bn), both at most NEAR_MAX. */
static int
distance(const char *a, size_t an, const char *b, size_t bn)
{
	int		 d[NEAR_MAX + 1][NEAR_MAX + 1], cost;
	size_t		 i, j;
	const unsigned char *x = (const unsigned char *)a;
	const unsigned char *y = (const unsigned char *)b;

	for (i = 0; i <= an; i++)
		d[i][0] = (int)i;
	for (j = 0; j <= bn; j++)
		d[0][j] = (int)j;
	for (i = 1; i <= an; i++)
		for (j = 1; j <= bn; j++) {
			cost = fold(x[i - 1]) != fold(y[j - 1]);
			d[i][j] = min3(d[i - 1][j] + 1, d[i][j - 1] + 1,
			    d[i - 1][j - 1] + cost);
			if (i > 1 && j > 1 &&
			    fold(x[i - 1]) == fold(y[j - 2]) &&
			    fold(x[i - 2]) == fold(y[j - 1]) &&
			    d[i - 2][j - 2] + 1 < d[i][j])
				d[i][j] = d[i - 2][j - 2] + 1;
		}
	return d[an][bn];
}

void
near_init(struct rd_near *nr, const char *s, size_t n)
{
	nr->s = s;
	nr->n = n;
	nr->best = -1;
	nr->dist = n <= 4 ? 2 : 3;	/* one more than the most allowed */
	nr->ties = 0;
}

void
near_try(struct rd_near *nr, int index, const char *cand, size_t cn)
{
	int	 k;

	if (nr->n > NEAR_MAX || cn > NEAR_MAX || nr->n == 0)
		return;
	/* The lengths alone may put it out of reach. */
	if ((cn > nr->n ? cn - nr->n : nr->n - cn) > (size_t)nr->dist)
		return;
	k = distance(nr->s, nr->n, cand, cn);
	if (k < nr->dist) {
		nr->dist = k;
		nr->best = index;
		nr->ties = 0;
	} else if (k == nr->dist && nr->best >= 0 && index != nr->best)
		nr->ties++;
}

int
near_result(const struct rd_near *nr)
{
	return nr->best >= 0 && nr->ties == 0 ? nr->best : -1;
}

int
rd_near_word(const struct rd_word *tab, int ntab, const char *s, size_t n)
{
	struct rd_near	 nr;
	int		 i;

	near_init(&nr, s, n);
	for (i = 0; i < ntab; i++)
		near_try(&nr, i, tab[i].s, tab[i].n);
	return near_result(&nr);
}

int
rd_one_slip(const char *a, size_t an, const char *b, size_t bn)
{
	if (an > NEAR_MAX || bn > NEAR_MAX || an == 0 ||
	    (an > bn ? an - bn : bn - an) > 1)
		return 0;
	return distance(a, an, b, bn) <= 1;
}

int
rd_near_cell(const char *s, size_t n)
{
	struct rd_near	 nr;
	char		 b[4];
	int		 c;

	near_init(&nr, s, n);
	for (c = 0; c < BOARD_CELLS; c++) {
		board_cell_name(c, b);
		near_try(&nr, c, b, strlen(b));
	}
	c = near_result(&nr);
	return c >= 0 ? c : NO_CELL;
}

int
rd_near_tile(const char *s, size_t n, struct tile *t)
{
	struct rd_near	 nr;
	char		 b[3];
	int		 k;

	near_init(&nr, s, n);
	for (k = 0; k < COLOURS * COLOURS; k++) {
		b[0] = colour_letter(k / COLOURS);
		b[1] = colour_letter(k % COLOURS);
		near_try(&nr, k, b, 2);
	}
	if ((k = near_result(&nr)) < 0)
		return -1;
	t->a = (uint8_t)(k / COLOURS);
	t->b = (uint8_t)(k % COLOURS);
	return 0;
}

int
rd_near_colour(const char *s, size_t n)
{
	struct rd_near	 nr;
	const char	*name;
	int		 c;

	/* A letter is too short to guess from; a word names a colour. */
	if (n < 3)
		return NO_COLOUR;
	near_init(&nr, s, n);
	for (c = 0; c < COLOURS; c++) {
		name = colour_name(c);
		near_try(&nr, c, name, strlen(name));
	}
	c = near_result(&nr);
	return c >= 0 ? c : NO_COLOUR;
}

int
rd_near_list(const char *const *names, int n, const char *s, size_t len)
{
	struct rd_near	 nr;
	int		 i;

	near_init(&nr, s, len);
	for (i = 0; i < n; i++)
		near_try(&nr, i, names[i], strlen(names[i]));
	return near_result(&nr);
}

int
rd_near_abbrev(const char *const *names, int n, const char *s, size_t len)
{
	size_t	 k, nl;
	int	 i, found = -1;

	if (len > 1 && s[len - 1] == '.')
		len--;		/* "A." as "A" */
	if (len == 0)
		return -1;
	for (i = 0; i < n; i++) {
		nl = strlen(names[i]);
		if (nl <= len)
			continue;
		for (k = 0; k < len && fold((unsigned char)s[k]) ==
		    fold((unsigned char)names[i][k]); k++)
			;
		if (k < len)
			continue;
		if (found >= 0)
			return -1;	/* "Da" for Dan and Dave */
		found = i;
	}
	return found;
}

int
reader_near_name(const char *s, const char *const *names, int n)
{
	struct rd_near	 nr;
	int		 i;

	near_init(&nr, s, strlen(s));
	for (i = 0; i < n; i++)
		near_try(&nr, i, names[i], strlen(names[i]));
	return near_result(&nr);
}

/*
 * The bytes of a line break YAML knows besides CR and LF at u[0..n):
 * NEL, LS, PS (and the other C1 controls, which no name holds); 0 if
 * none starts there.  A name may hold them only quoted, and escaped.
 */
static size_t
odd_break(const unsigned char *u, size_t n)
{
	if (n >= 2 && u[0] == 0xc2 && u[1] >= 0x80 && u[1] <= 0x9f)
		return 2;
	if (n >= 3 && u[0] == 0xe2 && u[1] == 0x80 &&
	    (u[2] == 0xa8 || u[2] == 0xa9))
		return 3;
	if (n >= 3 && u[0] == 0xef && u[1] == 0xbb && u[2] == 0xbf)
		return 3;
	return 0;
}

/*
 * 1 if s[0..n) reads as itself written plain in a block or a flow
 * mapping: letters, digits, characters past ASCII and a few marks, with
 * no indicator at its start and no blank at either end.
 */
static int
plain_safe(const char *s, size_t n)
{
	const unsigned char	*u = (const unsigned char *)s;
	size_t			 i;

	if (n == 0 || rd_null_word(s, n) || u[0] == ' ' || u[n - 1] == ' ' ||
	    u[0] == '-' || u[0] == '.' || u[0] == '+')
		return 0;
	for (i = 0; i < n; i++)
		if (!((u[i] >= 'a' && u[i] <= 'z') ||
		    (u[i] >= 'A' && u[i] <= 'Z') ||
		    (u[i] >= '0' && u[i] <= '9') ||
		    (u[i] >= 0x80 && odd_break(u + i, n - i) == 0) ||
		    u[i] == ' ' || u[i] == '_' || u[i] == '.' || u[i] == '-' ||
		    u[i] == '+' || u[i] == '(' || u[i] == ')'))
			return 0;
	return 1;
}

const char *
rd_scalar_text(struct reader *r, const char *s, size_t n, const char *same)
{
	static const char	*const esc[] = { "\\N", "\\L", "\\P" };
	const unsigned char	*u = (const unsigned char *)s;
	char			*t;
	size_t			 i, k = 0, w;

	if (plain_safe(s, n))
		return same != NULL ? same : arena_strndup(&r->arena, s, n);
	t = arena_alloc(&r->arena, n * 4 + 3);
	t[k++] = '"';
	for (i = 0; i < n; i += w) {
		w = 1;
		if (u[i] == '"' || u[i] == '\\') {
			t[k++] = '\\';
			t[k++] = (char)u[i];
		} else if (u[i] < 0x20 || u[i] == 0x7f)
			k += (size_t)snprintf(t + k, 5, "\\x%02x", u[i]);
		else if ((w = odd_break(u + i, n - i)) > 0) {
			if (w == 3 && u[i] == 0xef)
				memcpy(t + k, "\\uFEFF", 6), k += 6;
			else if (w == 2 && u[i + 1] != 0x85)
				k += (size_t)snprintf(t + k, 5, "\\x%02x",
				    u[i + 1]);
			else
				memcpy(t + k, esc[w == 2 ? 0 : u[i + 2] - 0xa7],
				    2), k += 2;
		} else {
			w = 1;
			t[k++] = (char)u[i];
		}
	}
	t[k++] = '"';
	t[k] = '\0';
	return t;
}
