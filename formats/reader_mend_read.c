/*
 * Whether a line edited by reader_mend.c reads as the notation means it:
 * libyaml reads it alone to its end, and its nodes stand where the
 * notation puts them (the rule in full at the top of reader_mend.c).
 */
#include <string.h>

#include "reader_int.h"
#include "reader_mend.h"

/* The notation keys s[0..n) writes as "key: " (or "key:" at its end). */
int
rx_written_keys(const char *s, size_t n)
{
	size_t	 i, j;
	int	 k = 0;

	for (i = 0; i < n; i = j + 1) {
		for (j = i; j < n && rx_letter(s[j]); j++)
			;
		if (j > i && (i == 0 || !rx_letter(s[i - 1])) && j < n &&
		    s[j] == ':' && (j + 1 == n || s[j + 1] == ' ') &&
		    rd_notation_key(s + i, j - i))
			k++;
	}
	return k;
}

/* 1 if s[0..n) is written before a colon in the line as written. */
static int
written_as_key(const struct mline *l, const char *s, size_t n)
{
	size_t	 i;

	for (i = 0; i + n < l->n; i++)
		if (memcmp(l->s + i, s, n) == 0 && l->s[i + n] == ':')
			return 1;
	return 0;
}

/* 1 if the scalar s[0..n), a key, is a word a key may be. */
static int
good_key(const struct mline *l, const char *s, size_t n)
{
	int	 i;

	if (n == 0)
		return 0;
	if (rd_notation_key(s, n) || written_as_key(l, s, n))
		return 1;
	for (i = 0; l->rec != NULL && i < l->rec->nplayers; i++)
		if (l->rec->players[i] != NULL &&
		    strlen(l->rec->players[i]) == n &&
		    memcmp(l->rec->players[i], s, n) == 0)
			return 1;
	return 0;
}

/* The collections open in a line read alone. */
struct mstack {
	int	 n;
	char	 type[MEND_DEPTH];	/* 'M' a mapping, 'S' a list */
	char	 flow[MEND_DEPTH];
	char	 key[MEND_DEPTH];	/* a mapping's next node is a key */
};

/*
 * A node of the line read alone, in the collection at the top of the
 * stack: 1 if it may stand there.  A scalar s[0..n) (coll 0, plain if
 * written without quotes) or a collection (coll 'M' a mapping, 'S' a
 * list).
 */
static int
node_ok(const struct mline *l, struct mstack *st, int coll, const char *s,
    size_t n, int plain)
{
	int	 t = st->n - 1, key;
	size_t	 i;

	if (t < 0)
		return coll != 0;	/* a line of the notation is never a word */
	key = st->type[t] == 'M' && st->key[t];
	if (st->type[t] == 'M')
		st->key[t] = !st->key[t];
	if (coll)
		return !key && !(st->type[t] == 'S' && st->flow[t] &&
		    coll == 'M');
	for (i = 0; i < n; i++)
		if (strchr("{}[],:\"", s[i]) != NULL)
			return 0;
	if (n == 0 && plain && (key || st->flow[t]))
		return 0;
	return !key || good_key(l, s, n);
}

/*
 * 1 if the edited line reads alone as the notation means it (see the
 * top of reader_mend.c), 0 if libyaml reads it but not so, -1 if libyaml
 * cannot read it; then stop, if not NULL, gets the byte where it
 * stopped.
 */
int
rx_reads(const struct mline *l, const char *s, size_t n, size_t *stop)
{
	yaml_parser_t	 p;
	yaml_event_t	 ev;
	struct mstack	 st;
	int		 ok = 0, done = 0, bad = 0, keys = 0, coll;
	size_t		 i, c;

	memset(&st, 0, sizeof(st));
	if (!yaml_parser_initialize(&p))
		return 0;
	yaml_parser_set_input_string(&p, (const unsigned char *)s, n);
	/* To the end even once it is bad: libyaml may yet fail on it. */
	while (!done) {
		if (!yaml_parser_parse(&p, &ev)) {
			if (stop != NULL) {
				/* The mark counts characters: to bytes. */
				for (i = 0, c = 0; i < n &&
				    c < p.problem_mark.index; i++)
					if (((unsigned char)s[i] & 0xc0) != 0x80)
						c++;
				*stop = i;
			}
			ok = -1;
			break;
		}
		switch (bad && ev.type != YAML_STREAM_END_EVENT ?
		    YAML_NO_EVENT : ev.type) {
		case YAML_STREAM_END_EVENT:
			ok = !bad && keys >= l->keys;
			done = 1;
			break;
		case YAML_MAPPING_START_EVENT:
		case YAML_SEQUENCE_START_EVENT:
			coll = ev.type == YAML_MAPPING_START_EVENT ? 'M' : 'S';
			if (!node_ok(l, &st, coll, NULL, 0, 0) ||
			    st.n == MEND_DEPTH) {
				bad = 1;
				break;
			}
			st.type[st.n] = (char)coll;
			st.flow[st.n] = coll == 'M' ?
			    ev.data.mapping_start.style ==
			    YAML_FLOW_MAPPING_STYLE :
			    ev.data.sequence_start.style ==
			    YAML_FLOW_SEQUENCE_STYLE;
			st.key[st.n++] = 1;
			break;
		case YAML_MAPPING_END_EVENT:
		case YAML_SEQUENCE_END_EVENT:
			st.n--;
			break;
		case YAML_SCALAR_EVENT:
			if (st.n > 0 && st.type[st.n - 1] == 'M' &&
			    st.key[st.n - 1] && rd_notation_key((const char *)
			    ev.data.scalar.value, ev.data.scalar.length))
				keys++;
			bad = !node_ok(l, &st, 0, (const char *)
			    ev.data.scalar.value, ev.data.scalar.length,
			    ev.data.scalar.style == YAML_PLAIN_SCALAR_STYLE);
			break;
		case YAML_ALIAS_EVENT:
			bad = 1;
			break;
		default:
			break;
		}
		yaml_event_delete(&ev);
	}
	yaml_parser_delete(&p);
	return ok;
}

