/*
 * The writers of `genial standings`: the ranked tournament tables of
 * core/standings.h in text (one aligned table per event), TSV (one row
 * per player, the event in the first column) and JSON Lines or YAML (one
 * object, or document, per event).  VPs are halves: 2.5, 1, 0.5.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/standings.h"
#include "out_priv.h"
#include "utf8.h"

/* "2.5", "3", "0.5" for a number of halves (never negative). */
static const char *
halves(int n2, char buf[16])
{
	if (n2 % 2 == 0)
		snprintf(buf, 16, "%d", n2 / 2);
	else
		snprintf(buf, 16, "%d.5", n2 / 2);
	return buf;
}

static int
text_event(struct out *o, const struct standings_event *ev, int first)
{
	const struct standings_row	*r;
	struct palette			 p;
	char				 vp[16], h2h[16], diff[16];
	int				 w = 6, k;
	size_t				 i;

	out_palette(&p, o->colour);
	if (!first)
		fputc('\n', o->fp);
	fprintf(o->fp, "%s%s%s: %zu game%s\n", p.bold, *ev->name != '\0' ?
	    ev->name : "(no event)", p.reset, ev->ngames,
	    ev->ngames == 1 ? "" : "s");
	for (i = 0; i < ev->nrows; i++)
		if ((int)utf8_width(ev->rows[i].player) > w)
			w = (int)utf8_width(ev->rows[i].player);
	fprintf(o->fp, "  rank  %-*s  games  wins  draws  losses    vp   h2h"
	    "   diff  lowest\n", w, "player");
	for (i = 0; i < ev->nrows; i++) {
		r = &ev->rows[i];
		k = w - (int)utf8_width(r->player);
		snprintf(diff, sizeof(diff), r->diff != 0 ? "%+d" : "%d",
		    r->diff);
		fprintf(o->fp, "  %4d  %s%*s  %5d  %4d  %5d  %6d  %4s  %4s"
		    "  %5s  %6d\n", r->rank, r->player, k, "", r->games,
		    r->wins, r->draws, r->losses, halves(r->vp2, vp),
		    halves(r->h2h2, h2h), diff, r->lowest);
	}
	return ferror(o->fp) ? -1 : 0;
}

static void
tsv_event(struct out *o, const struct standings_event *ev)
{
	const struct standings_row	*r;
	char				 vp[16], h2h[16];
	size_t				 i;

	for (i = 0; i < ev->nrows; i++) {
		r = &ev->rows[i];
		tsv_field(o->fp, ev->name);
		fprintf(o->fp, "\t%d\t", r->rank);
		tsv_field(o->fp, r->player);
		fprintf(o->fp, "\t%d\t%d\t%d\t%d\t%s\t%s\t%d\t%d\n", r->games,
		    r->wins, r->draws, r->losses, halves(r->vp2, vp),
		    halves(r->h2h2, h2h), r->diff, r->lowest);
	}
}

/* A number of halves as JSON: an integer when whole, else a real. */
static json_t *
json_halves(int n2)
{
	return n2 % 2 == 0 ? json_integer(n2 / 2) : json_real(n2 / 2.0);
}

static json_t *
model_event(const struct standings_event *ev)
{
	const struct standings_row	*r;
	json_t				*j = json_object(), *a = json_array(), *e;
	size_t				 i;

	json_object_set_new(j, "event", model_string(ev->name));
	json_object_set_new(j, "games", json_integer((json_int_t)ev->ngames));
	for (i = 0; i < ev->nrows; i++) {
		r = &ev->rows[i];
		e = json_object();
		json_object_set_new(e, "rank", json_integer(r->rank));
		json_object_set_new(e, "player", model_string(r->player));
		json_object_set_new(e, "games", json_integer(r->games));
		json_object_set_new(e, "wins", json_integer(r->wins));
		json_object_set_new(e, "draws", json_integer(r->draws));
		json_object_set_new(e, "losses", json_integer(r->losses));
		json_object_set_new(e, "vp", json_halves(r->vp2));
		json_object_set_new(e, "h2h", json_halves(r->h2h2));
		json_object_set_new(e, "diff", json_integer(r->diff));
		json_object_set_new(e, "lowest", json_integer(r->lowest));
		json_array_append_new(a, e);
	}
	json_object_set_new(j, "standings", a);
	return j;
}

int
out_standings(struct out *o, const struct standings *st)
{
	json_t	*j;
	size_t	 i;
	int	 rc = 0;

	if (o->format == OUT_TSV)
		tsv_header(o);
	for (i = 0; i < st->nevents && rc == 0; i++) {
		switch (o->format) {
		case OUT_TEXT:
			rc = text_event(o, &st->events[i], i == 0);
			break;
		case OUT_TSV:
			tsv_event(o, &st->events[i]);
			break;
		case OUT_JSON:
		case OUT_YAML:
			j = model_event(&st->events[i]);
			rc = o->format == OUT_JSON ? json_write(o, j) :
			    yaml_write(o, j);
			json_decref(j);
			break;
		}
	}
	return rc == 0 && !ferror(o->fp) ? 0 : -1;
}
