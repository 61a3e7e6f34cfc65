# genial: a rules referee for Ingenious and Ganz schön clever.  Plain make;
# see README.md (users) and HACKING.md (the source).

PREFIX	?= /usr/local
BINDIR	?= $(PREFIX)/bin
MANDIR	?= $(PREFIX)/share/man
COMPDIR	?= $(PREFIX)/share/bash-completion/completions
PKG_CONFIG ?= pkg-config

CC	?= cc
CFLAGS	?= -O2 -g
WARN	 = -std=c11 -Wall -Wextra -Wpedantic -Wmissing-prototypes \
	   -Wstrict-prototypes -Wwrite-strings -Wshadow -Wno-unused-parameter
ifeq ($(WERROR),1)
WARN	+= -Werror
endif
DEPFLAGS = -MMD -MP
LIBS_PC	 = yaml-0.1 jansson
PC_CFLAGS := $(shell $(PKG_CONFIG) --cflags $(LIBS_PC) 2>/dev/null)
PC_LIBS	  := $(shell $(PKG_CONFIG) --libs $(LIBS_PC) 2>/dev/null || echo -lyaml -ljansson)
TEST_PC_LIBS := $(shell $(PKG_CONFIG) --libs criterion 2>/dev/null || echo -lcriterion)
ALL_CFLAGS = $(WARN) -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE $(PC_CFLAGS) $(CFLAGS) $(CPPFLAGS)

# Object files go under $(B); the sanitizer build uses another $(B).
B	?= build
LIB_SRC	 = $(wildcard core/*.c formats/*.c)
CMD_SRC	 = $(wildcard cmd/*.c)
TEST_SRC = $(wildcard tests/unit/*.c)
LIB_OBJ	 = $(LIB_SRC:%.c=$(B)/%.o)
CMD_OBJ	 = $(CMD_SRC:%.c=$(B)/%.o)
TEST_OBJ = $(TEST_SRC:%.c=$(B)/%.o)
BIN	?= genial

.PHONY: all check unit golden limits hostile reference asan valgrind tsan jobs demo deps \
	test-deps install uninstall clean bench lint fuzz fuzz-build property browser slips \
	clever-train clever-diff
all: $(BIN)

$(B)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(DEPFLAGS) -c -o $@ $<

$(B)/libgenial.a: $(LIB_OBJ)
	rm -f $@
	$(AR) rcs $@ $(LIB_OBJ)

$(BIN): $(CMD_OBJ) $(B)/gen/explain.o $(B)/libgenial.a
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(CMD_OBJ) $(B)/gen/explain.o \
	    $(B)/libgenial.a $(PC_LIBS) -lpthread

# `genial explain`: the DIAGNOSTICS of the man page and the minimal
# records of testdata/codes/, made into a C table (cmd/explain.h).
$(B)/gen/explain.c: scripts/gen-explain.sh man/genial.1 \
	    $(wildcard testdata/codes/*.yaml)
	@mkdir -p $(dir $@)
	sh scripts/gen-explain.sh man/genial.1 testdata/codes > $@.tmp
	mv $@.tmp $@

$(B)/gen/explain.o: $(B)/gen/explain.c cmd/explain.h
	$(CC) $(ALL_CFLAGS) -Icmd -c -o $@ $(B)/gen/explain.c

$(B)/unit-tests: $(TEST_OBJ) $(B)/libgenial.a
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(TEST_OBJ) $(B)/libgenial.a $(PC_LIBS) $(TEST_PC_LIBS) -lpthread

deps:
	@scripts/deps.sh build-essential pkg-config libyaml-dev libjansson-dev

test-deps:
	@scripts/deps.sh

check: test-deps
	$(MAKE) unit lint golden limits hostile property reference jobs slips \
	    clever-train
	sh tests/browser.sh ./$(BIN)

unit: $(B)/unit-tests
	$(B)/unit-tests --jobs=2

golden: $(BIN)
	sh tests/golden.sh ./$(BIN)
	sh tests/codes.sh
	sh tests/man.sh ./$(BIN)
	python3 tests/readme.py ./$(BIN)
	python3 tests/json_fields.py ./$(BIN)
	python3 tests/keyorder.py ./$(BIN)
	sh tests/synopsis.sh ./$(BIN)
	sh tests/fix.sh ./$(BIN)
	sh tests/explain.sh ./$(BIN)
	sh tests/join.sh ./$(BIN)
	sh tests/names.sh ./$(BIN)
	sh tests/docs.sh
	sh tests/ends.sh ./$(BIN)
	sh tests/shard.sh ./$(BIN)
	sh tests/terminal.sh ./$(BIN)
	python3 tests/escapes.py ./$(BIN)
	sh tests/analyse.sh ./$(BIN)
	sh tests/completion.sh ./$(BIN)

# The manual pages: mandoc's own checks (warnings and worse; the pages
# refer to each other, which mandoc can only find once they are
# installed), then what the rendered text must not contain.
lint:
	mandoc -T lint -W warning man/*.[157]
	sh tests/docs.sh

# The pictures of `show` in headless Chromium; `check` skips this with a
# message when Chromium is not installed, `make browser` fails instead.
browser: $(BIN)
	BROWSER_REQUIRED=1 sh tests/browser.sh ./$(BIN)

# -j 2 and -j 4 print what -j 1 prints, on many files and on long streams.
jobs: $(BIN)
	sh tests/jobs.sh ./$(BIN)

# Hostile input and failing output: tests/limits.sh (LIMITS_SMALL=1 for
# smaller generated inputs).
limits: $(BIN)
	sh tests/limits.sh ./$(BIN)

# The records that once crashed or hung, and structure-aware mutations of
# records of both games through every command and format (tests/hostile.sh,
# tests/mutate.py; HOSTILE_MUTANTS=N records, 300 by default).
hostile: $(BIN)
	sh tests/hostile.sh ./$(BIN)

# The slip corpus: scoresheets of self-played games with one slip of the
# pen each give one finding at the slip, at least as often as the floors
# in tests/slips.py say (tests/README.md's table comes from --table).
slips: $(BIN)
	python3 tests/slips.py ./$(BIN)

# Self-played records pass check; mutated ones fail where expected.
property: $(BIN)
	sh tests/property.sh ./$(BIN)
	python3 tests/clever_property.py ./$(BIN) 6

# An independent model of the rules (tests/reference.py) agrees with the
# engine on self-played games of every variant, rule set and tile set;
# skipped where Python's yaml module is missing.
reference: $(BIN)
	sh tests/reference.sh ./$(BIN) $(B)/ref

# The clever differential at length: CLEVER_DIFF_GAMES self-played games,
# each judged clean and in two copies with faults, by genial and by the
# model of tests/clever_reference.py (`make check` runs 100 of them).
CLEVER_DIFF_GAMES ?= 1500
CLEVER_DIFF_SEED ?= 1
clever-diff: $(BIN)
	python3 tests/clever_diff.py ./$(BIN) $(CLEVER_DIFF_GAMES) \
	    $(CLEVER_DIFF_SEED)

# The whole suite again under AddressSanitizer and UBSan, in its own tree.
SAN = -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
asan: test-deps
	$(MAKE) B=build-asan BIN=build-asan/genial \
	    CFLAGS="-O1 -g $(SAN)" LDFLAGS="$(SAN)" unit golden limits jobs \
	    hostile

# The golden and limits tests again under valgrind: no invalid access, no
# uninitialised read, no leak.  Each genial run goes through a wrapper.
VALGRIND = valgrind -q --leak-check=full --errors-for-leak-kinds=definite,possible \
	   --error-exitcode=99
valgrind: $(BIN)
	@mkdir -p $(B)/valgrind
	@printf '#!/bin/sh\nexec %s %s "$$@"\n' "$(VALGRIND)" \
	    "$$(pwd)/$(BIN)" >$(B)/valgrind/genial
	@chmod +x $(B)/valgrind/genial
	sh tests/golden.sh $(B)/valgrind/genial
	LIMITS_SMALL=1 sh tests/limits.sh $(B)/valgrind/genial
	HOSTILE_MUTANTS=40 HOSTILE_TIMEOUT=300 sh tests/hostile.sh \
	    $(B)/valgrind/genial

# Fuzzing with libFuzzer (clang): fuzz/fuzz_reader.c drives the record
# reader, fuzz/fuzz_check.c the whole check path with every output format;
# both mutate half their inputs line by line (fuzz/fuzz_mutate.c);
# fuzz/fuzz_fix.c genial fix (each round makes exactly its edits, the
# result checks no worse than the input).
# Each target runs for FUZZTIME seconds (after replaying the corpus it has
# kept, which takes a while once it has grown), seeded from testdata/
# (each seed is a record behind one control byte, see the targets), and
# keeps what it finds in build-fuzz/corpus/TARGET/; crashes land in
# build-fuzz/ as crash-TARGET-*.  Replay one: build-fuzz/fuzz_check FILE.
FUZZTIME ?= 60
FUZZ_CC	 ?= clang
FUZZ_SAN = -fsanitize=address,undefined -fno-sanitize-recover=all \
	   -fno-omit-frame-pointer
FUZZ_TARGETS = build-fuzz/fuzz_reader build-fuzz/fuzz_check build-fuzz/fuzz_fix
FUZZ_FLAGS = -dict=fuzz/genial.dict -max_len=8192 -timeout=10 \
	     -rss_limit_mb=2048 -print_final_stats=1

fuzz: fuzz-build build-fuzz/seed.stamp
	@for t in reader check fix; do \
	    mkdir -p build-fuzz/corpus/$$t && \
	    echo "fuzz_$$t: $(FUZZTIME) s" && \
	    build-fuzz/fuzz_$$t $(FUZZ_FLAGS) -max_total_time=$(FUZZTIME) \
	        -artifact_prefix=build-fuzz/crash-$$t- \
	        build-fuzz/corpus/$$t build-fuzz/seed || exit 1; \
	done

# The library instrumented for coverage in its own tree, then the targets.
fuzz-build:
	$(MAKE) B=build-fuzz CC=$(FUZZ_CC) \
	    CFLAGS="-O1 -g $(FUZZ_SAN) -fsanitize=fuzzer-no-link" \
	    build-fuzz/libgenial.a
	$(MAKE) $(FUZZ_TARGETS)

build-fuzz/fuzz_%: fuzz/fuzz_%.c fuzz/fuzz_common.c fuzz/fuzz_common.h \
	    fuzz/fuzz_mutate.c build-fuzz/libgenial.a
	$(FUZZ_CC) $(ALL_CFLAGS) -O1 -g $(FUZZ_SAN) -fsanitize=fuzzer \
	    -o $@ fuzz/fuzz_$*.c fuzz/fuzz_common.c fuzz/fuzz_mutate.c \
	    build-fuzz/libgenial.a \
	    $(PC_LIBS)

# The seeds: every record of testdata/ behind the control byte 0x80.
build-fuzz/seed.stamp: $(shell find testdata -name '*.yaml')
	@rm -rf build-fuzz/seed && mkdir -p build-fuzz/seed
	@find testdata -name '*.yaml' | while read -r f; do \
	    n=$$(echo "$$f" | tr / _); \
	    { printf '\200'; cat "$$f"; } > "build-fuzz/seed/$$n"; done
	@touch $@

# The -j comparison under ThreadSanitizer, which fails on any data race.
TSAN = -fsanitize=thread -fno-omit-frame-pointer
tsan:
	$(MAKE) B=build-tsan BIN=build-tsan/genial \
	    CFLAGS="-O1 -g $(TSAN)" LDFLAGS="$(TSAN)" build-tsan/genial
	TSAN_OPTIONS="halt_on_error=1 exitcode=66" sh tests/jobs.sh \
	    build-tsan/genial

# Throughput: genial check against a bare libyaml parse (bench/run.sh).
bench: $(BIN) $(B)/bench/parse $(B)/bench/maxrss
	sh bench/run.sh ./$(BIN) $(B)/bench

$(B)/bench/parse: bench/parse.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ bench/parse.c $(PC_LIBS)

$(B)/bench/maxrss: bench/maxrss.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ bench/maxrss.c

# The fit of the strong clever player's network by self-play
# (tools/clever_train.c; bench/README.md says how it was run).
$(B)/tools/clever_train: tools/clever_train.c $(B)/libgenial.a
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ tools/clever_train.c \
	    $(B)/libgenial.a -lm

clever-train: $(B)/tools/clever_train

# The check, the ranking and the final board of the annotated example; the
# score breakdown (hundreds of lines) is left to the command it names.
demo: deps $(BIN)
	./$(BIN) check testdata/examples/demo.yaml
	./$(BIN) rank testdata/examples/demo.yaml
	./$(BIN) show testdata/examples/demo.yaml
	@echo
	@echo "Every placement's scoring: ./$(BIN) score testdata/examples/demo.yaml"
	@echo "Any move's board: ./$(BIN) show -m 22 testdata/examples/demo.yaml"
	@echo "Step through the game in a browser: ./$(BIN) show --html -o demo.html testdata/examples/demo.yaml"

install: $(BIN)
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 \
	    $(DESTDIR)$(MANDIR)/man5 $(DESTDIR)$(MANDIR)/man7
	install -m 755 $(BIN) $(DESTDIR)$(BINDIR)/genial
	install -m 644 man/genial.1 $(DESTDIR)$(MANDIR)/man1/genial.1
	install -m 644 man/genial-record.5 $(DESTDIR)$(MANDIR)/man5/genial-record.5
	install -m 644 man/genial-rules.7 $(DESTDIR)$(MANDIR)/man7/genial-rules.7
	install -m 644 man/genial-clever.5 $(DESTDIR)$(MANDIR)/man5/genial-clever.5
	install -m 644 man/genial-json.5 $(DESTDIR)$(MANDIR)/man5/genial-json.5
	install -d $(DESTDIR)$(COMPDIR)
	install -m 644 scripts/genial.bash $(DESTDIR)$(COMPDIR)/genial

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/genial $(DESTDIR)$(MANDIR)/man1/genial.1 \
	    $(DESTDIR)$(MANDIR)/man5/genial-record.5 \
	    $(DESTDIR)$(MANDIR)/man7/genial-rules.7 \
	    $(DESTDIR)$(MANDIR)/man5/genial-clever.5 \
	    $(DESTDIR)$(MANDIR)/man5/genial-json.5 \
	    $(DESTDIR)$(COMPDIR)/genial

clean:
	rm -rf build build-asan build-tsan build-fuzz genial

-include $(LIB_OBJ:.o=.d) $(CMD_OBJ:.o=.d) $(TEST_OBJ:.o=.d)
