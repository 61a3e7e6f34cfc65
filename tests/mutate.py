#!/usr/bin/env python3
"""Structure-aware mutations of game records, through every command and format.

Usage: python3 tests/mutate.py GENIAL [--records N] [--seed S] [--batch K]
                                      [--keep DIR]

Takes the records of testdata/ (both games) and makes N mutants of them,
each a change a hand, an editor or a hostile file could make to a record's
structure: a line dropped, doubled, moved or re-indented; a key renamed to
another key of either game; `game: clever` and `game: ingenious` swapped;
`players:` moved before or after `game:`; a value replaced by a hostile
one (escape sequences, C1 controls, bidirectional overrides, YAML words
that are not strings, huge numbers, long text, flow brackets left open);
a `---`, a directive or a bracket inserted; the text cut at a byte.  The
mutants are written K to a file, a mixed stream of both games, joined by
`---` or not, and each file goes through check, score, rank, standings and
analyse in every format (check, score and rank also with -j 2), and
through show as text, SVG and HTML.  Each run must:

  - exit 0, 1 or 2 (a signal is anything else), within the timeout, with
    no sanitizer's report on standard error;
  - write no C0 control (but tab and newline), DEL or C1 control to text,
    TSV, JSON or standard error;
  - write TSV rows as wide as the header, JSON Lines that parse, YAML that
    parses (when Python's yaml module is there), SVG that is well-formed.

Every 25th mutant also goes alone through the round trip: `analyse -f
yaml` writes it back as a record, and `genial check` must judge that
record as it judged the mutant (the same codes at the same moves) when the
mutant drew no finding of the record class (the reader's).

Prints one line per failure (the command and the file, kept under --keep)
and a last line "N passed, N failed" (runs); exits 1 on any failure.
"""
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

try:
    import yaml as pyyaml
except ImportError:
    pyyaml = None

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BAD = re.compile(rb'[\x00-\x08\x0b-\x1f\x7f]|\xc2[\x80-\x9f]')
# A sanitizer may exit 1, as a record with an error does: its report tells.
SANITIZER = re.compile(rb'ERROR: [A-Za-z]*Sanitizer|runtime error: |'
                       rb'WARNING: ThreadSanitizer')
TSV_WIDTH = None  # the header decides

KEYS = ["game", "players", "moves", "sheets", "result", "winner", "title",
        "event", "site", "date", "round", "source", "description", "note",
        "rounds", "racks", "rules", "variant", "tiles", "score", "total",
        "bonus", "draw", "place", "swap", "roll", "reroll", "take", "pick",
        "extra", "black", "to", "then", "platter", "player", "yellow",
        "blue", "green", "orange", "purple", "foxes", "reroll", "plus1",
        "earned", "used", "format", "clock", "flag"]
HOSTILE = [
    '"\\e]52;c;SGVsbG8=\\a"', '"\\e[2J\\e[31mred"', '"A\\e]0;title\\aB"',
    '"\\x7f\\u009b31m"', '"\\u202eevil"', '"tab\\there"', '"cr\\rhere"',
    '"nl\\nhere"', '~', 'null', 'true', 'no', '007', '=', '<<', '"~"',
    "''", '[]', '{}', '[', '{', '-1', '99999999999999999999', '0x1F',
    '.inf', '2026-03-14', '"' + 'x' * 3000 + '"', 'Anna', 'Ben', 'draw',
    'Q3', 'W7', 'P0', 'YA9', 'B13', 'none', '[W2, Y3]', 'W2 Y3 B4 G1 O5 P1',
    'RR A1 A2', 'PP G3 H4', '{R: 1, total: 3}', '*alias', '&a x', '!!str x',
    '"\\ud800"', '|\n  block', '>-\n  folded',
]
INSERTS = ["---", "--- [", "...", "%YAML 1.1", "%TAG ! tag:x,2000:",
           "game: clever", "game: ingenious", "players: [Anna, Ben]",
           "moves:", "- {roll: W2 Y3 B4 G1 O5 P1}", "  - {take: P1, to: P}",
           "sheets:", "\t- tab", "  - [1, 2", "x: {a: [b, {c: ["]


def seeds():
    out = []
    for d, _, files in os.walk(os.path.join(ROOT, "testdata")):
        for f in sorted(files):
            if f.endswith(".yaml"):
                p = os.path.join(d, f)
                with open(p, "rb") as fp:
                    b = fp.read()
                if len(b) < 20000:
                    out.append(b.decode("utf-8", "replace"))
    out.sort(key=lambda s: ("clever" not in s, len(s)))
    return out


def mutate(rng, text):
    lines = text.split("\n")
    for _ in range(rng.randint(1, 3)):
        if not lines:
            lines = [""]
        i = rng.randrange(len(lines))
        op = rng.randrange(12)
        if op == 0:
            del lines[i]
        elif op == 1:
            lines.insert(i, lines[i])
        elif op == 2:
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        elif op == 3:
            lines.insert(rng.randrange(len(lines) + 1), lines.pop(i))
        elif op == 4:
            lines[i] = " " * rng.choice([1, 2, 4]) + lines[i]
        elif op == 5:
            lines[i] = re.sub(r"\b[a-z][a-z0-9]*(?=:)", rng.choice(KEYS),
                              lines[i], count=1)
        elif op == 6:
            s = "\n".join(lines)
            s = s.replace("game: clever", "game: @X@").replace(
                "game: ingenious", "game: clever").replace(
                "game: @X@", "game: ingenious")
            lines = s.split("\n")
        elif op == 7:
            pi = [k for k, l in enumerate(lines) if l.startswith("players:")]
            if pi:
                lines.insert(0 if rng.random() < .5 else len(lines),
                             lines.pop(pi[0]))
        elif op in (8, 9):
            m = list(re.finditer(r"(: |- |\[|, )([^,\]\}\n]*)", lines[i]))
            if m:
                g = rng.choice(m)
                lines[i] = (lines[i][:g.start(2)] + rng.choice(HOSTILE) +
                            lines[i][g.end(2):])
        elif op == 10:
            lines.insert(i, rng.choice(INSERTS))
        else:
            s = "\n".join(lines)
            cut = rng.randrange(len(s) + 1)
            lines = s[:cut].split("\n")
    return "\n".join(lines)


class Run:
    def __init__(self, genial, keep, timeout):
        self.genial = genial
        self.keep = keep
        self.timeout = timeout
        self.passed = self.failed = 0

    def fail(self, what, path, why):
        self.failed += 1
        kept = path
        if self.keep:
            os.makedirs(self.keep, exist_ok=True)
            kept = os.path.join(self.keep, "fail-%d.yaml" % self.failed)
            with open(path, "rb") as a, open(kept, "wb") as b:
                b.write(a.read())
        print("FAIL %s %s: %s" % (" ".join(what), kept, why))

    def run(self, args, path, fmt):
        cmd = [self.genial] + args + [path]
        try:
            p = subprocess.run(cmd, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, timeout=self.timeout)
        except subprocess.TimeoutExpired:
            self.fail(args, path, "no end within %d s" % self.timeout)
            return None
        why = self.judge(p, fmt)
        if why:
            self.fail(args, path, why)
            return None
        self.passed += 1
        return p.stdout

    @staticmethod
    def judge(p, fmt):
        if p.returncode not in (0, 1, 2):
            return "exit %d: %s" % (p.returncode, p.stderr[-300:])
        if SANITIZER.search(p.stderr):
            return "a sanitizer's report: %s" % p.stderr[-300:]
        if BAD.search(p.stderr):
            return "a control byte on standard error"
        out = p.stdout
        if fmt != "svg" and fmt != "html" and BAD.search(out):
            return "a control byte in the output"
        try:
            text = out.decode("utf-8")
        except UnicodeDecodeError:
            return "output is not UTF-8"
        if fmt == "tsv":
            rows = text.split("\n")[:-1]
            if rows and any(r.count("\t") != rows[0].count("\t")
                            for r in rows):
                return "a TSV row not as wide as the header"
        elif fmt == "json":
            for line in text.split("\n")[:-1]:
                try:
                    json.loads(line)
                except ValueError as e:
                    return "JSON: %s" % e
        elif fmt == "yaml" and pyyaml is not None:
            try:
                list(pyyaml.safe_load_all(text))
            except pyyaml.YAMLError as e:
                return "YAML: %s" % str(e)[:200]
            except ValueError:
                pass    # a date or a number out of Python's range
        elif fmt == "svg" and out:
            try:
                ET.fromstring(out)
            except ET.ParseError as e:
                return "SVG: %s" % e
        elif fmt == "html" and out:
            m = re.search(rb"<svg.*</svg>", out, re.S)
            if m:
                try:
                    ET.fromstring(m.group(0))
                except ET.ParseError as e:
                    return "the page's SVG: %s" % e
            if BAD.search(out):
                return "a control byte in the page"
        return None


def findings(tsv):
    """(code, move) of each check -f tsv row, and whether any is the reader's."""
    rows = tsv.decode("utf-8").split("\n")[1:-1]
    got, record = [], False
    for r in rows:
        f = r.split("\t")
        # A game with no finding has one row, its code empty.
        if len(f) < 8 or f[1] == "" or f[7] == "":
            continue
        got.append((f[7], f[2]))
        record |= f[6] == "record"
    return sorted(got), record


def round_trip(run, path, tmp):
    a = run.run(["check", "-f", "tsv"], path, "tsv")
    y = run.run(["analyse", "-f", "yaml"], path, "yaml")
    if a is None or y is None:
        return
    want, record = findings(a)
    games = a.decode("utf-8").count("\n")
    if record or not y.strip() or games == 0:
        return
    back = os.path.join(tmp, "back.yaml")
    with open(back, "wb") as fp:
        fp.write(y)
    b = run.run(["check", "-f", "tsv"], back, "tsv")
    if b is None:
        return
    got, _ = findings(b)
    if got != want:
        run.fail(["analyse", "-f", "yaml", "|", "check"], path,
                 "judged %s, then %s" % (want[:6], got[:6]))


def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    genial = os.path.abspath(args[0])
    opts = {"--records": "300", "--seed": "1", "--batch": "20",
            "--keep": "", "--timeout": "20"}
    for k, v in zip(args[1::2], args[2::2]):
        opts[k] = v
    n, batch = int(opts["--records"]), int(opts["--batch"])
    rng = random.Random(int(opts["--seed"]))
    run = Run(genial, opts["--keep"], int(opts["--timeout"]))
    pool = seeds()
    clever = [s for s in pool if "clever" in s]
    made = 0
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "m.yaml")
        while made < n:
            docs = []
            for _ in range(min(batch, n - made)):
                src = rng.choice(clever if rng.random() < .6 else pool)
                docs.append(mutate(rng, src))
                made += 1
                if made % 25 == 0:
                    with open(path, "w", encoding="utf-8",
                              errors="surrogateescape") as fp:
                        fp.write(docs[-1])
                    round_trip(run, path, tmp)
            sep = "\n---\n" if rng.random() < .8 else "\n"
            with open(path, "w", encoding="utf-8") as fp:
                fp.write(sep.join(docs))
            for c in ("check", "score", "rank", "standings", "analyse"):
                for f in ("text", "tsv", "json", "yaml"):
                    run.run([c, "-f", f], path, f)
                    if c in ("check", "score", "rank") and f != "text" \
                            and rng.random() < .3:
                        run.run([c, "-j", "2", "-f", f], path, f)
            run.run(["show"], path, "text")
            run.run(["show", "--svg"], path, "svg")
            run.run(["show", "--html"], path, "html")
    print("%d records mutated, %d runs" % (made, run.passed + run.failed))
    print("%d passed, %d failed" % (run.passed, run.failed))
    return 1 if run.failed else 0


if __name__ == "__main__":
    sys.exit(main())
