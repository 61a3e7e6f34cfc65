/*
 * What the two games' analysis writers share (out_analyse.c for
 * Ingenious, out_clever_analyse.c for Ganz schön clever): values in points
 * with two decimals, from the fixed-point integers each analysis keeps,
 * the players' names in the tables (padded by display width, as every
 * writer pads them: rtext_put_name), and the annotated record's notes (an
 * entry's own note first, then what the analysis says of it; the
 * description first, then the summary).
 */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/util.h"
#include "emit.h"
#include "out_analyse.h"
#include "out_priv.h"
#include "rtext.h"

const char *
out_analyse_player(const struct record *rec, int seat)
{
	const char	*name = out_player(rec, seat);

	return name != NULL ? name : "?";
}

int
out_analyse_name_width(const struct record *rec)
{
	int	 s, w = 6;

	for (s = 0; s < rec->nplayers; s++)
		if (rtext_name_width(rec->players[s]) > w)
			w = rtext_name_width(rec->players[s]);
	return w;
}

/* v in units of 1/(100 * per) point, rounded half away from zero, as
   signed hundredths of a point. */
static long
hundredths(long v, long per)
{
	long	 a = v < 0 ? -v : v, h = (a + per / 2) / per;

	return v < 0 ? -h : h;
}

char *
out_analyse_value(long v, long per, char buf[OUT_VALUE_LEN])
{
	long	 h = hundredths(v, per), a = h < 0 ? -h : h;

	snprintf(buf, OUT_VALUE_LEN, "%s%ld.%02ld", h < 0 ? "-" : "",
	    a / 100, a % 100);
	return buf;
}

char *
out_analyse_signed(long v, long per, char buf[OUT_VALUE_LEN + 1])
{
	out_analyse_value(v, per, buf + 1);
	if (buf[1] == '-' || strcmp(buf + 1, "0.00") == 0)
		return buf + 1;
	buf[0] = '+';
	return buf;
}

json_t *
out_analyse_json(long v, long per)
{
	return json_real((double)hundredths(v, per) / 100.0);
}

void
out_analyse_note(char **slot, const char **own, char *note)
{
	char	*t;

	if (*slot != NULL)
		t = xasprintf("%s; %s", *slot, note);
	else if (*own != NULL)
		t = xasprintf("%s\n%s", *own, note);
	else
		t = xstrdup(note);
	free(note);
	free(*slot);
	*slot = t;
	*own = t;
}

char *
out_analyse_description(const char *description, char *summary)
{
	char	*t;

	t = description != NULL ? xasprintf("%s\n%s", description, summary) :
	    xstrdup(summary);
	free(summary);
	return t;
}

int
out_analyse_emit(FILE *fp, const struct record *rec)
{
	struct emitter	*em;
	int		 r;

	em = emit_new(fp);
	r = emit_record(em, rec);
	if (emit_close(em) == -1)
		r = -1;
	emit_free(em);
	return r < 0 ? -1 : 0;
}

void
out_analyse_title(FILE *fp, const char *file, const struct record *rec)
{
	int	 s;

	fprintf(fp, "%s, game %d:", file, rec->game);
	for (s = 0; s < rec->nplayers; s++) {
		fputs(s ? ", " : " ", fp);
		rtext_put_name(fp, rec->players[s], 0);
	}
	fputc('\n', fp);
}

json_t *
out_analyse_head(const char *file, const struct record *rec,
    const char *kind)
{
	json_t	*j = json_object(), *names = json_array();
	int	 s;

	json_object_set_new(j, "file", json_string(file));
	json_object_set_new(j, "game", json_integer(rec->game));
	if (kind != NULL)
		json_object_set_new(j, "kind", json_string(kind));
	for (s = 0; s < rec->nplayers; s++)
		json_array_append_new(names, json_string(rec->players[s]));
	json_object_set_new(j, "players", names);
	return j;
}
