/*
 * The YAML writer: one document per game, emitted with libyaml's emitter
 * from the same jansson tree the JSON writer dumps (out_json.c).
 *
 * Short lists of scalars and counter maps are written in flow style
 * (`cells: [M9, M10]`, `points: {R: 3, ...}`), everything else in block
 * style.  A string that a YAML reader might take for anything but that
 * string (`12`, `yes`, `Y`, `null`, `2026-03-14`, `=`, `<<`; the rule is
 * rtext_yaml_plain's) is double-quoted; the emitter quotes whatever
 * else needs it.  Lines are not wrapped.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <yaml.h>

#include "../core/util.h"
#include "out_priv.h"
#include "rtext.h"

struct yaml_out {
	yaml_emitter_t	 em;
	int		 failed;	/* the emitter reported an error */
};

/* Emit one event; remembers a failure so later calls do nothing. */
static int
emit(struct yaml_out *y, yaml_event_t *ev)
{
	if (y->failed) {
		yaml_event_delete(ev);
		return -1;
	}
	if (!yaml_emitter_emit(&y->em, ev)) {	/* deletes ev either way */
		y->failed = 1;
		return -1;
	}
	return 0;
}

static int
scalar(struct yaml_out *y, const char *s, int is_string)
{
	yaml_event_t		 ev;
	yaml_scalar_style_t	 style = YAML_ANY_SCALAR_STYLE;

	if (is_string && !rtext_yaml_plain(s, strlen(s)))
		style = YAML_DOUBLE_QUOTED_SCALAR_STYLE;
	if (!yaml_scalar_event_initialize(&ev, NULL, NULL,
	    (yaml_char_t *)(uintptr_t)s, (int)strlen(s), 1, 1, style)) {
		y->failed = 1;
		return -1;
	}
	return emit(y, &ev);
}

/*
 * 1 if a container reads well on one line (flow style): a short list of
 * scalars, or a map of numbers.
 */
static int
all_scalars(json_t *j)
{
	const char	*k;
	json_t		*v;
	size_t		 i, len = 0;

	if (json_is_array(j)) {
		json_array_foreach(j, i, v) {
			if (json_is_object(v) || json_is_array(v))
				return 0;
			if (json_is_string(v) &&
			    strlen(json_string_value(v)) > 24)
				return 0;
			len += json_is_string(v) ?
			    strlen(json_string_value(v)) + 2 : 4;
		}
		return len <= 60;
	}
	json_object_foreach(j, k, v)
		if (!json_is_integer(v))
			return 0;
	return 1;
}

static int
node(struct yaml_out *y, json_t *j)
{
	yaml_event_t	 ev;
	const char	*k;
	json_t		*v;
	size_t		 i;
	char		 num[32];
	int		 flow;

	switch (json_typeof(j)) {
	case JSON_OBJECT:
		flow = json_object_size(j) > 0 && all_scalars(j);
		yaml_mapping_start_event_initialize(&ev, NULL, NULL, 1,
		    flow ? YAML_FLOW_MAPPING_STYLE : YAML_BLOCK_MAPPING_STYLE);
		if (emit(y, &ev) == -1)
			return -1;
		json_object_foreach(j, k, v)
			if (scalar(y, k, 1) == -1 || node(y, v) == -1)
				return -1;
		yaml_mapping_end_event_initialize(&ev);
		return emit(y, &ev);
	case JSON_ARRAY:
		flow = json_array_size(j) == 0 || all_scalars(j);
		yaml_sequence_start_event_initialize(&ev, NULL, NULL, 1,
		    flow ? YAML_FLOW_SEQUENCE_STYLE : YAML_BLOCK_SEQUENCE_STYLE);
		if (emit(y, &ev) == -1)
			return -1;
		json_array_foreach(j, i, v)
			if (node(y, v) == -1)
				return -1;
		yaml_sequence_end_event_initialize(&ev);
		return emit(y, &ev);
	case JSON_STRING:
		return scalar(y, json_string_value(j), 1);
	case JSON_INTEGER:
		snprintf(num, sizeof(num), "%" JSON_INTEGER_FORMAT,
		    json_integer_value(j));
		return scalar(y, num, 0);
	case JSON_REAL:
		snprintf(num, sizeof(num), "%g", json_real_value(j));
		return scalar(y, num, 0);
	case JSON_TRUE:
		return scalar(y, "true", 0);
	case JSON_FALSE:
		return scalar(y, "false", 0);
	case JSON_NULL:
		return scalar(y, "null", 0);
	}
	return -1;
}

/* Start the emitter and the stream on the first document. */
static struct yaml_out *
start(struct out *o)
{
	struct yaml_out	*y;
	yaml_event_t	 ev;

	if (o->yaml != NULL)
		return o->yaml;
	y = o->yaml = xcalloc(1, sizeof(*y));
	if (!yaml_emitter_initialize(&y->em)) {
		y->failed = 1;
		return y;
	}
	yaml_emitter_set_output_file(&y->em, o->fp);
	yaml_emitter_set_unicode(&y->em, 1);
	yaml_emitter_set_width(&y->em, -1);
	yaml_stream_start_event_initialize(&ev, YAML_UTF8_ENCODING);
	emit(y, &ev);
	return y;
}

void
yaml_begin(struct out *o)
{
	start(o);
}

int
yaml_write(struct out *o, json_t *j)
{
	struct yaml_out	*y = start(o);
	yaml_event_t	 ev;

	yaml_document_start_event_initialize(&ev, NULL, NULL, NULL, 0);
	if (emit(y, &ev) == -1 || node(y, j) == -1)
		return -1;
	yaml_document_end_event_initialize(&ev, 1);
	if (emit(y, &ev) == -1 || !yaml_emitter_flush(&y->em))
		return -1;
	return ferror(o->fp) ? -1 : 0;
}

int
yaml_write_game(struct out *o, json_t *j, const struct out_game *gm)
{
	struct yaml_out	*y;
	yaml_event_t	 ev;
	const char	*k, *key;
	json_t		*v, *e;
	size_t		 i, n, shown;
	int		 rc;

	if ((key = model_items(o, gm, &n, &shown)) == NULL)
		return yaml_write(o, j);
	/* What yaml_write() emits, the items one by one. */
	y = start(o);
	yaml_document_start_event_initialize(&ev, NULL, NULL, NULL, 0);
	if (emit(y, &ev) == -1)
		return -1;
	yaml_mapping_start_event_initialize(&ev, NULL, NULL, 1,
	    json_object_size(j) > 0 && all_scalars(j) ?
	    YAML_FLOW_MAPPING_STYLE : YAML_BLOCK_MAPPING_STYLE);
	if (emit(y, &ev) == -1)
		return -1;
	json_object_foreach(j, k, v) {
		if (scalar(y, k, 1) == -1)
			return -1;
		if (strcmp(k, key) != 0) {
			if (node(y, v) == -1)
				return -1;
			continue;
		}
		/* Items are mappings: block style, unless there are none. */
		yaml_sequence_start_event_initialize(&ev, NULL, NULL, 1,
		    shown == 0 ? YAML_FLOW_SEQUENCE_STYLE :
		    YAML_BLOCK_SEQUENCE_STYLE);
		if (emit(y, &ev) == -1)
			return -1;
		for (i = 0; i < n; i++) {
			if ((e = model_item(o, gm, i)) == NULL)
				continue;
			rc = node(y, e);
			json_decref(e);
			if (rc == -1)
				return -1;
		}
		yaml_sequence_end_event_initialize(&ev);
		if (emit(y, &ev) == -1)
			return -1;
	}
	yaml_mapping_end_event_initialize(&ev);
	if (emit(y, &ev) == -1)
		return -1;
	yaml_document_end_event_initialize(&ev, 1);
	if (emit(y, &ev) == -1 || !yaml_emitter_flush(&y->em))
		return -1;
	return ferror(o->fp) ? -1 : 0;
}

int
yaml_end(struct out *o)
{
	struct yaml_out	*y = o->yaml;
	yaml_event_t	 ev;

	if (y == NULL)			/* no game: an empty stream */
		return 0;
	yaml_stream_end_event_initialize(&ev);
	if (emit(y, &ev) == -1 || !yaml_emitter_flush(&y->em))
		return -1;
	return 0;
}

void
yaml_out_free(struct yaml_out *y)
{
	if (y == NULL)
		return;
	yaml_emitter_delete(&y->em);
	free(y);
}
