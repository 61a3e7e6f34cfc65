/*
 * genial explain [CODE]: what a diagnostic code means, as genial(1)
 * DIAGNOSTICS explains it, with its minimal example record from
 * testdata/codes/ and what `genial check` says of that record, found by
 * reading and replaying it now.  With no CODE, every code with its class,
 * severity and summary.  `genial help CODE` is the same (cmd/main.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/diag.h"
#include "../core/util.h"
#include "../formats/judge.h"
#include "../formats/out.h"
#include "../formats/reader.h"
#include "../formats/show.h"
#include "cmds.h"
#include "common.h"
#include "explain.h"

#define EXPLAIN_WIDTH	72

static const struct explain_entry *
find_entry(const char *code)
{
	size_t	 i;

	for (i = 0; i < explain_count; i++)
		if (strcmp(explain_table[i].code, code) == 0)
			return &explain_table[i];
	return NULL;
}

/*
 * One block of text, words wrapped at EXPLAIN_WIDTH columns after an
 * indent of two (four on the lines after a list item's first).
 */
static void
put_block(FILE *fp, const char *s, size_t len)
{
	size_t	 col, w, hang = 2;
	const char *end = s + len, *e;

	if (len >= 2 && s[0] == ' ' && s[1] == ' ') {
		fprintf(fp, "  %.*s\n", (int)len, s);
		return;
	}
	if (len >= 2 && s[0] == '-' && s[1] == ' ')
		hang = 4;
	fputs("  ", fp);
	col = 2;
	while (s < end) {
		while (s < end && *s == ' ')
			s++;
		for (e = s; e < end && *e != ' '; e++)
			;
		if (e == s)
			break;
		w = (size_t)(e - s);
		if (col > 2 && col + 1 + w > EXPLAIN_WIDTH) {
			fprintf(fp, "\n%*s", (int)hang, "");
			col = hang;
		} else if (col > 2)
			putc(' ', fp), col++;
		fwrite(s, 1, w, fp);
		col += w;
		s = e;
	}
	putc('\n', fp);
}

/* What check says of the example, printed as check prints it. */
static void
put_check(FILE *fp, const char *name, const char *example)
{
	(void)judge_print(fp, name, (const unsigned char *)example,
	    strlen(example), 0);
}

static void
put_code(FILE *fp, const struct diag_info *in, const struct explain_entry *e)
{
	const char	*s, *nl;
	char		*name, *line, buf[1024];

	fprintf(fp, "%s (%s, %s): %s\n\n", in->name, diag_class_name(in->cls),
	    diag_severity_name(in->sev), in->summary);
	for (s = e != NULL ? e->text : ""; *s != '\0'; s = nl + 1) {
		if ((nl = strchr(s, '\n')) == NULL)
			nl = s + strlen(s);
		if (nl == s)
			putc('\n', fp);
		else
			put_block(fp, s, (size_t)(nl - s));
		if (*nl == '\0')
			break;
	}
	if (e == NULL || e->example == NULL)
		return;
	name = xasprintf("testdata/codes/%s.yaml", in->name);
	fprintf(fp, "\nExample, %s:\n\n", name);
	for (s = e->example; *s != '\0'; s = nl + 1) {
		if ((nl = strchr(s, '\n')) == NULL)
			nl = s + strlen(s);
		/* As the record's text is shown: bytes not UTF-8 as U+FFFD. */
		line = xstrndup(s, (size_t)(nl - s));
		fprintf(fp, "    %s\n", show_clean(line, 0, buf, sizeof(buf)));
		free(line);
		if (*nl == '\0')
			break;
	}
	fputs("\ngenial check says:\n\n", fp);
	put_check(fp, name, e->example);
	free(name);
}

/*
 * Report a code that is not in the catalogue, with the one code near its
 * spelling, if there is one.
 */
static void
unknown_code(const char *cmd, const char *word)
{
	const char	*names[D__MAX];
	int		 i;

	for (i = 0; i < D__MAX; i++)
		names[i] = diag_info((enum diag_code)i)->name;
	if ((i = reader_near_name(word, names, D__MAX)) >= 0)
		usage_error(cmd, "unknown code '%s'; did you mean '%s'?", word,
		    names[i]);
	else
		usage_error(cmd, "unknown code '%s'; genial explain lists "
		    "them", word);
}

int
cmd_explain(int argc, char *argv[])
{
	const struct diag_info	*in;
	struct options		 o;
	int			 code, i;

	switch (options_parse(&o, argc, argv, 0, NULL)) {
	case 1:
		return fflush(stdout) == 0 && !ferror(stdout) ?
		    EXIT_CLEAN : EXIT_TROUBLE;
	case -1:
		return EXIT_TROUBLE;
	}
	if (o.nfiles > 1) {
		usage_error(o.cmd, "one code at a time");
		return EXIT_TROUBLE;
	}
	if (o.nfiles == 0) {
		for (i = 0; i < D__MAX; i++) {
			in = diag_info((enum diag_code)i);
			printf("%-18s %-6s %-7s %s\n", in->name,
			    diag_class_name(in->cls),
			    diag_severity_name(in->sev), in->summary);
		}
	} else {
		if ((code = diag_lookup(o.files[0])) < 0) {
			unknown_code(o.cmd, o.files[0]);
			return EXIT_TROUBLE;
		}
		put_code(stdout, diag_info((enum diag_code)code),
		    find_entry(o.files[0]));
	}
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "genial explain: write error on standard "
		    "output\n");
		return EXIT_TROUBLE;
	}
	return EXIT_CLEAN;
}
