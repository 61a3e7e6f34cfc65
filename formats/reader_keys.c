/*
 * The keys of the notation: a key looked up in its mapping's table, and an
 * unknown key reported with what it most likely meant: keys in the wrong
 * case, a near spelling (did you mean), a misspelt claim (an error, the
 * claim going unchecked), a misspelt action, or a misspelt key of the
 * game that the game lacks, read as meant, a key written
 * key:value in a flow mapping read as meant (genial(1) FAULTY RECORDS).
 */
#include <stdlib.h>
#include <string.h>

#include "clever_read_int.h"

/* Index of s[0..n) in tab, or -1; icase: ASCII letters in either case. */
int
rd_word(const struct rd_word *tab, int ntab, const char *s, size_t n,
    int icase)
{
	int	 i;
	size_t	 j;

	for (i = 0; i < ntab; i++) {
		if (tab[i].n != n)
			continue;
		if (!icase) {
			if (memcmp(tab[i].s, s, n) == 0)
				return i;
			continue;
		}
		for (j = 0; j < n; j++)
			if (tab[i].s[j] != (s[j] >= 'A' && s[j] <= 'Z' ?
			    s[j] - 'A' + 'a' : s[j]))
				break;
		if (j == n)
			return i;
	}
	return -1;
}

/*
 * The keys that hold claims, which the referee checks: a key meant as one
 * of them but misspelt leaves a claim unchecked, an error
 * (misspelt-claim) where other unknown keys are warnings.
 */
static const struct rd_word claimkeys[] = {
	RD_WORD("score"), RD_WORD("total"), RD_WORD("bonus"),
	RD_WORD("result"), RD_WORD("winner")
};

/* 1 if the key named holds a claim. */
static int
is_claim_key(const char *key)
{
	return rd_word(claimkeys, (int)(sizeof(claimkeys) /
	    sizeof(claimkeys[0])), key, strlen(key), 0) >= 0;
}

/*
 * Words written for a key of the notation that are not near it:
 * "ingenious: B" for the bonus call.
 */
static const struct {
	struct rd_word	 word;
	const char	*key;
} keywords_for[] = {
	{ RD_WORD("ingenious"), "bonus" },
};

void
rd_read_as(struct reader *r, enum diag_code code, struct srcpos pos,
    const char *s, size_t n, const char *meant, const char *where,
    int icase)
{
	char	 b[READER_SHOW + 8], why[48];

	rd_diag(r, code, pos, "unknown key '%s' %s%s", rd_show(b, s, n),
	    where, icase ? " (keys are lower case)" : "");
	snprintf(why, sizeof(why), "It is read as %s", meant);
	rd_fix(r, meant, pos, meant, why);
}

/* The name of key i of keys. */
static const char *
key_name(const struct rd_keys *keys, int i)
{
	return keys->words != NULL ? keys->words[i].s : keys->names[i];
}

/* Index of s[0..n) among keys, ASCII letters in either case, or -1. */
static int
key_icase(const struct rd_keys *keys, const char *s, size_t n)
{
	const char	*k;
	size_t		 j;
	int		 i;

	if (keys->words != NULL)
		return rd_word(keys->words, keys->n, s, n, 1);
	for (i = 0; i < keys->n; i++) {
		k = keys->names[i];
		for (j = 0; j < n && k[j] != '\0'; j++)
			if (k[j] != (s[j] >= 'A' && s[j] <= 'Z' ?
			    s[j] - 'A' + 'a' : s[j]))
				break;
		if (j == n && k[j] == '\0')
			return i;
	}
	return -1;
}

int
rd_unknown_key(struct reader *r, struct srcpos pos, const char *s,
    size_t n, const struct rd_keys *keys, const char *where)
{
	char		 b[READER_SHOW + 8];
	const char	*near = NULL, *lower = "";
	size_t		 i;
	int		 k, slip = 1;

	/* A key in the wrong case: the key meant, surely. */
	if ((k = key_icase(keys, s, n)) >= 0) {
		near = key_name(keys, k);
		lower = " (keys are lower case)";
	}
	for (i = 0; near == NULL && !rd_full(r) &&
	    i < sizeof(keywords_for) / sizeof(keywords_for[0]); i++)
		if (rd_word(&keywords_for[i].word, 1, s, n, 1) == 0)
			for (k = 0; k < keys->n; k++)
				if (strcmp(key_name(keys, k),
				    keywords_for[i].key) == 0)
					near = key_name(keys, k);
	if (near == NULL && !rd_full(r) && (k = keys->words != NULL ?
	    rd_near_word(keys->words, keys->n, s, n) :
	    rd_near_list(keys->names, keys->n, s, n)) >= 0) {
		near = key_name(keys, k);
		slip = rd_one_slip(s, n, near, strlen(near));
	}
	if (near != NULL) {
		for (k = 0; k < keys->n &&
		    strcmp(key_name(keys, k), near) != 0; k++)
			;
		/* The mapping has that key: this one is something else. */
		if (k < 32 && (r->read_has >> k) & 1)
			near = NULL;
	}
	if (near == NULL) {
		rd_diag(r, D_UNKNOWN_KEY, pos, "unknown key '%s' %s",
		    rd_show(b, s, n), where);
		return -1;
	}
	if (k < 32 && (r->read_as >> k) & 1 && (slip ||
	    (r->read_as_far >> k) & 1)) {
		/*
		 * An action misspelt: read as meant, or the turn is lost; a
		 * key of the game it lacks: read as meant, or the game is
		 * refereed under other rules, or its moves or claims go
		 * unread.
		 */
		rd_read_as(r, (r->read_as_warn >> k) & 1 ? D_UNKNOWN_KEY :
		    r->read_as_code, pos, s, n, near, where, *lower != '\0');
		return k;
	}
	/* A claim's key misspelt leaves the claim unchecked: an error. */
	rd_diag(r, is_claim_key(near) ? D_MISSPELT_CLAIM : D_UNKNOWN_KEY, pos,
	    "unknown key '%s' %s%s", rd_show(b, s, n), where, lower);
	rd_fix(r, near, pos, near, is_claim_key(near) ?
	    "The claim is not checked" : NULL);
	return -1;
}

size_t
rd_colon_at(const char *s, size_t n, size_t *vat)
{
	size_t	 j, v;

	for (j = 0; j < n && ((s[j] >= 'a' && s[j] <= 'z') ||
	    (s[j] >= 'A' && s[j] <= 'Z')); j++)
		;
	if (j == 0 || j + 1 >= n)
		return 0;
	if (s[j] == ':') {
		*vat = j + 1;
		return s[j + 1] != ' ' && s[j + 1] != '\t' ? j : 0;
	}
	/* "key value": the colon left out; no colon after it either. */
	for (v = j; v < n && (s[v] == ' ' || s[v] == '\t'); v++)
		;
	if (v == j || v == n || memchr(s + v, ':', n - v) != NULL)
		return 0;
	*vat = v;
	return j;
}

/* The mark n characters of s on from m, on one line. */
static yaml_mark_t
mark_on(yaml_mark_t m, const char *s, size_t n)
{
	size_t	 i;

	for (i = 0; i < n; i++)
		if (((unsigned char)s[i] & 0xc0) != 0x80) {
			m.index++;
			m.column++;
		}
	return m;
}

int
rd_colon_key(struct reader *r, int k, size_t j, size_t v)
{
	char		 b[READER_SHOW + 8], fix[READER_SHOW + 16];
	const char	*s = EV_S(r);
	size_t		 n = EV_N(r);
	struct srcpos	 at = rd_pos(r);
	int		 colon = s[j] == ':';

	if (r->ev.data.scalar.style != YAML_PLAIN_SCALAR_STYLE ||
	    r->ev.start_mark.line != r->ev.end_mark.line)
		return -1;
	free(r->colon.text);
	r->colon.text = xstrndup(s + v, n - v);
	r->colon.n = n - v;
	r->colon.start = mark_on(r->ev.start_mark, s, v);
	r->colon.end = r->ev.end_mark;
	r->colon.pending = 1;
	rd_diag(r, D_BAD_VALUE, at, colon ? "'%s' needs a blank after the "
	    "colon (key: value)" : "'%s' needs a colon after the key (key: "
	    "value)", rd_show(b, s, n));
	snprintf(fix, sizeof(fix), "%.*s: %s", (int)j, s, rd_show(b, s + v,
	    n - v));
	/* The blank goes after the colon; the colon after the key. */
	at.off += colon ? j + 1 : j;
	at.len = 0;
	rd_fix(r, fix, at, "", "It is read as that");
	if (at.off != SPAN_UNKNOWN && rd_last(r) != NULL)
		diag_add_edit(r->d, rd_last(r), at, colon ? " " : ":");
	return k;
}

void
rd_colon_take(struct reader *r)
{
	r->colon.pending = 0;
	if (!rd_is_null(&r->ev) || rd_dead(r))
		return;
	free(r->ev.data.scalar.value);
	r->ev.data.scalar.value = (yaml_char_t *)r->colon.text;
	r->ev.data.scalar.length = r->colon.n;
	r->ev.start_mark = r->colon.start;
	r->ev.end_mark = r->colon.end;
	r->colon.text = NULL;
}

int
rd_notation_key(const char *s, size_t n)
{
	return rd_top_key(s, n) >= 0 || rd_move_key(s, n) >= 0 ||
	    clever_entry_key(s, n) >= 0 || rd_colour_word(s, n) != NO_COLOUR;
}

/*
 * Read the key of a mapping entry from the current event, at depth depth
 * (one more than its mapping).  Returns the key's index in tab (a key
 * written key:value too: the caller takes its value, rd_colon_take); or
 * -1 after reporting a key that is not a word of tab (the caller skips
 * the value), unless it is near a key of r->read_as, whose index is then
 * returned; or -2 on a syntax error.  find, if not NULL, is a faster lookup in tab.
 * where ends the unknown-key message: "in the game", "in move entry".
 */
int
rd_key(struct reader *r, int depth, const struct rd_word *tab, int ntab,
    int (*find)(const char *, size_t), const char *where)
{
	struct rd_keys	 keys;
	const char	*s = (const char *)r->ev.data.scalar.value;
	size_t		 n = r->ev.data.scalar.length, j, v;
	int		 k;

	if (r->ev.type != YAML_SCALAR_EVENT) {
		if (r->ev.type != YAML_ALIAS_EVENT)
			rd_diag(r, D_BAD_VALUE, rd_pos(r), "a key must be "
			    "a word, not %s", rd_kind(&r->ev));
		return rd_skip(r, depth) != 0 ? -2 : -1;
	}
	if (rd_dead(r))
		return -1;
	if ((k = find != NULL ? find(s, n) : rd_word(tab, ntab, s, n, 0)) >= 0)
		return k;
	/* key:value or "key value" in a flow mapping: read as meant. */
	if ((j = rd_colon_at(s, n, &v)) > 0 && (k = find != NULL ?
	    find(s, j) : rd_word(tab, ntab, s, j, 0)) >= 0 &&
	    rd_colon_key(r, k, j, v) >= 0)
		return k;
	keys.words = tab;
	keys.names = NULL;
	keys.n = ntab;
	return rd_unknown_key(r, rd_pos(r), s, n, &keys, where);
}
