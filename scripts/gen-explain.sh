#!/bin/sh
# Write the C table of `genial explain` (cmd/explain.h) to standard output:
# for every code explained in the DIAGNOSTICS section of man/genial.1, the
# explanation as plain text, and the minimal example testdata/codes/CODE.yaml.
# The man page is the one source of the explanations; the build runs this,
# so the binary carries them and works wherever it is installed.
# tests/explain.sh compares the text with mandoc's rendering of the page.
#
# Usage: sh scripts/gen-explain.sh man/genial.1 testdata/codes > explain.c
#
# The text is made of blocks, one per line: a paragraph, a list item
# ("- " first), a line of a literal display ("  " first), or an empty line
# between paragraphs.  Only the mdoc macros that entries use are rendered;
# tests/explain.sh fails if the rendering differs from mandoc's.
set -eu
man=$1
codes=$2

# A C string literal of stdin, one source line per input line.
cstring() {
	LC_ALL=C awk '
	{
		s = $0
		o = ""
		for (i = 1; i <= length(s); i++) {
			c = substr(s, i, 1)
			if (c == "\\")
				o = o "\\\\"
			else if (c == "\"")
				o = o "\\\""
			else if (c == "?")
				o = o "\\?"
			else if (c == "\t")
				o = o "\\t"
			else if (c == "\r")
				o = o "\\r"
			else
				o = o c
		}
		printf "\t    \"%s\\n\"\n", o
	}
	END { if (NR == 0) printf "\t    \"\"\n" }'
}

# The explanations: "CODE<TAB>block" lines, in the page's order.
LC_ALL=C awk '
# Replace every from in s by to, literally.
function repl(s, from, to,    o, k) {
	o = ""
	while ((k = index(s, from)) > 0) {
		o = o substr(s, 1, k - 1) to
		s = substr(s, k + length(from))
	}
	return o s
}
function esc(s) {
	s = repl(s, "\\&", "")
	s = repl(s, "\\-", "-")
	s = repl(s, "\\(aq", "\047")
	s = repl(s, "\\(em", "--")
	# As mandoc -T ascii renders them, which tests/explain.sh compares.
	s = repl(s, "\\(en", "-")
	s = repl(s, "\\(:o", "o")
	return repl(s, "\\e", "\\")
}
function is_delim(w) {
	return w ~ /^[.,;:?!)\]]$/
}
function is_open(w) {
	return w == "(" || w == "["
}
function is_macro(w) {
	return w ~ /^(Sy|Ic|Li|Cm|Ar|Ev|Pa|Dv|Nm|Em|Va|Fa|Sx|Fl|Ql|Sq|Dq|Pq|No|Ns|Xr)$/
}
# Split a macro line into args, "quoted args" kept whole.
function split_args(line, a,    n, w, q) {
	n = 0
	while (line != "") {
		sub(/^[ \t]+/, "", line)
		if (line == "")
			break
		if (substr(line, 1, 1) == "\"") {
			q = index(substr(line, 2), "\"")
			if (q == 0) q = length(line)
			w = substr(line, 2, q - 1)
			line = substr(line, q + 2)
		} else {
			w = line
			sub(/[ \t].*/, "", w)
			line = substr(line, length(w) + 1)
		}
		a[++n] = w
	}
	return n
}
# Append word w to the output line, with a space unless glued.
function put(w) {
	if (w == "")
		return
	if (out != "" && !glue && !is_delim(w))
		out = out " "
	out = out w
	glue = is_open(w)
}
# Render the words of a macro line from a[i] on.
function render(a, n, i,    w, mode, closer, k, last) {
	mode = ""
	closer = ""
	# Trailing delimiters go after the closing of an enclosure.
	last = n
	while (last >= i && is_delim(a[last]))
		last--
	for (k = i; k <= last; k++) {
		w = esc(a[k])
		if (is_macro(a[k])) {
			if (a[k] == "Ns") { glue = 1; continue }
			if (a[k] == "Ql" || a[k] == "Sq") { put("`"); glue = 1; closer = "\047" closer; mode = ""; continue }
			if (a[k] == "Dq") { put("\""); glue = 1; closer = "\"" closer; mode = ""; continue }
			if (a[k] == "Pq") { put("("); glue = 1; closer = ")" closer; mode = ""; continue }
			if (a[k] == "Xr") { put(esc(a[k + 1]) "(" a[k + 2] ")"); k += 2; continue }
			mode = a[k] == "Fl" ? "Fl" : ""
			continue
		}
		if (mode == "Fl" && !is_delim(w))
			w = "-" w
		put(w)
	}
	if (closer != "") {
		out = out closer
		glue = 0
	}
	for (k = last + 1; k <= n; k++)
		put(esc(a[k]))
}
function flush() {
	if (out != "" && code != "")
		print code "\t" (item ? "- " : "") out
	out = ""
	glue = 0
	item = 0
}
/^\.Sh / {
	flush()
	indiag = $2 == "DIAGNOSTICS"
	code = ""
	next
}
!indiag { next }
/^\.Ss / { flush(); code = ""; depth = 0; next }
/^\.Bl / {
	if (code == "" && depth == 0) { depth = 1; next }
	flush()
	depth++
	next
}
/^\.El/ {
	flush()
	depth--
	if (depth <= 0) { code = ""; depth = 0 }
	next
}
/^\.It / {
	if (depth == 1) {
		flush()
		n = split_args(substr($0, 5), a)
		code = a[1] == "Sy" ? a[2] : ""
		next
	}
	flush()
	item = 1
	next
}
/^\.It$/ { flush(); item = 1; next }
/^\.Pp/ { flush(); if (code != "") print code "\t"; next }
/^\.Bd / { flush(); literal = 1; next }
/^\.Ed/ { literal = 0; next }
/^\.Dl / { flush(); if (code != "") print code "\t  " esc(substr($0, 5)); next }
/^\.\\"/ { next }
code == "" { next }
literal { print code "\t  " esc($0); next }
/^\.Po$/ { put("("); next }
/^\.Pc/ {
	n = split_args(substr($0, 4), a)
	out = out ")"
	glue = 0
	for (k = 1; k <= n; k++)
		put(esc(a[k]))
	next
}
/^\./ {
	n = split_args(substr($0, 2), a)
	if (is_macro(a[1]))
		render(a, n, 1)
	else
		render(a, n, 2)
	next
}
{
	n = split_args($0, a)
	for (k = 1; k <= n; k++)
		put(esc(a[k]))
}
END { flush() }
' "$man" > "${TMPDIR:-/tmp}/gen-explain.$$"
trap 'rm -f "${TMPDIR:-/tmp}/gen-explain.$$"' EXIT

cat <<'EOF'
/*
 * Generated by scripts/gen-explain.sh from man/genial.1 (DIAGNOSTICS)
 * and testdata/codes/; do not edit.
 */
#include <stddef.h>

#include "explain.h"

const struct explain_entry explain_table[] = {
EOF
for code in $(cut -f 1 "${TMPDIR:-/tmp}/gen-explain.$$" | uniq); do
	printf '\t{ "%s",\n' "$code"
	awk -F '\t' -v c="$code" '$1 == c { print $2 }' \
	    "${TMPDIR:-/tmp}/gen-explain.$$" | cstring
	printf '\t    ,\n'
	if [ -f "$codes/$code.yaml" ]; then
		cstring < "$codes/$code.yaml"
	else
		printf '\t    NULL\n'
	fi
	printf '\t},\n'
done
cat <<'EOF'
};

const size_t explain_count = sizeof(explain_table) / sizeof(explain_table[0]);
EOF
