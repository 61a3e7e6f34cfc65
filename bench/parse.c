/*
 * bench/parse: the floor for `genial check`.  Parses a YAML file with
 * libyaml's event API and counts the events, nothing else, so the
 * benchmark can say how much of check's time is parsing.
 * Usage: parse [FILE]   (standard input without FILE)
 */
#include <stdio.h>

#include <yaml.h>

int
main(int argc, char *argv[])
{
	yaml_parser_t parser;
	yaml_event_t ev;
	unsigned long events = 0;
	FILE *fp = stdin;
	int done = 0;

	if (argc > 2) {
		fprintf(stderr, "usage: parse [FILE]\n");
		return 2;
	}
	if (argc == 2 && (fp = fopen(argv[1], "rb")) == NULL) {
		perror(argv[1]);
		return 2;
	}
	if (!yaml_parser_initialize(&parser)) {
		fprintf(stderr, "parse: out of memory\n");
		return 2;
	}
	yaml_parser_set_input_file(&parser, fp);
	while (!done) {
		if (!yaml_parser_parse(&parser, &ev)) {
			fprintf(stderr, "parse: %s at line %lu\n",
			    parser.problem ? parser.problem : "error",
			    (unsigned long)parser.problem_mark.line + 1);
			yaml_parser_delete(&parser);
			return 1;
		}
		done = ev.type == YAML_STREAM_END_EVENT;
		events++;
		yaml_event_delete(&ev);
	}
	yaml_parser_delete(&parser);
	printf("%lu events\n", events);
	return 0;
}
