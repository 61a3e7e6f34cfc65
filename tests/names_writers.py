#!/usr/bin/env python3
"""Hostile player names through every writer of both games.

Records of testdata/ (a full three-player Ingenious game, a two-player
MSO game, a clever game of two) are rewritten with names that a writer
gets wrong when it prints a name by its bytes or without its format's
escaping: a name with markup, an entity, quotes and an apostrophe
(<i>&amp;"O'N"</i>), one of wide characters (李娜, four columns in six
bytes) and one with a combining mark (émile written e + U+0301, five
columns).  Then:

  - text: in the ranking of both games (rank, standings) and the sheets
    of `show` (clever), the column after the name starts at the same
    terminal column for every player (names padded by display width);
  - TSV (check, score, rank, analyse): every row as wide as the header,
    each name whole in a cell;
  - JSON Lines (check, score, rank, analyse, standings): every line
    parses, each name is a string of it, unchanged;
  - YAML (analyse -f yaml, the annotated record): read back by genial,
    the players are the same names;
  - SVG and HTML (show --svg, --html): well-formed XML whose text holds
    each name unchanged.

Usage: python3 tests/names_writers.py GENIAL
Prints one line per failure and "names writers: N passed, N failed".
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import unicodedata
import xml.etree.ElementTree as ET

NAMES = ['<i>&amp;"O\'N"</i>', "李娜", "e\u0301mile"]
YAML_NAMES = ['"<i>&amp;\\"O\'N\\"</i>"', '"李娜"', '"e\u0301mile"']


def width(s):
    """Terminal columns of s: wide characters two, combining marks none."""
    w = 0
    for ch in s:
        if unicodedata.combining(ch):
            continue
        w += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return w


def rename(src, dst, old):
    """src with the players old[i] renamed NAMES[i] (not in notes or
    comments), written to dst."""
    out = []
    with open(src, encoding="utf-8") as f:
        for line in f:
            if "note:" not in line and not line.lstrip().startswith("#"):
                for i, name in enumerate(old):
                    line = re.sub(r"\b%s\b" % name,
                                  YAML_NAMES[i].replace("\\", "\\\\"), line)
            out.append(line)
    with open(dst, "w", encoding="utf-8") as f:
        f.write("".join(out))


class Run:
    def __init__(self, genial):
        self.genial = genial
        self.passed = self.failed = 0

    def out(self, *args):
        p = subprocess.run([self.genial] + list(args), capture_output=True)
        return p.stdout.decode("utf-8")

    def ok(self, cond, what):
        if cond:
            self.passed += 1
        else:
            self.failed += 1
            print("FAIL: " + what)


def aligned(run, text, names, after, what):
    """Every name starts a line (after an optional "N. ") followed by
    blanks and then the word after (in standings "     1  NAME  1"); its column is the same for
    each name."""
    cols = {}
    for line in text.split("\n"):
        for n in names:
            m = re.match(r"^(\s*(?:\d+\.?\s+)?)" + re.escape(n) +
                         r"(\s+)" + re.escape(after), line)
            if m:
                cols.setdefault(n, set()).add(
                    width(m.group(1)) + width(n) + len(m.group(2)))
    got = set().union(*cols.values()) if cols else set()
    run.ok(len(cols) == len(names) and len(got) == 1,
           "%s: names not aligned (%s)" % (what, cols))


def tsv(run, text, names, what):
    rows = text.split("\n")[:-1]
    n = rows[0].count("\t") if rows else -1
    run.ok(rows and all(r.count("\t") == n for r in rows),
           "%s: a row not as wide as the header" % what)
    cells = {c for r in rows for c in r.split("\t")}
    run.ok(all(x in cells for x in names),
           "%s: a name not whole in a cell" % what)


def strings(v, acc):
    if isinstance(v, str):
        acc.add(v)
    elif isinstance(v, dict):
        for k, x in v.items():
            acc.add(k)
            strings(x, acc)
    elif isinstance(v, list):
        for x in v:
            strings(x, acc)
    return acc


def jsonl(run, text, names, what):
    acc = set()
    try:
        for line in text.split("\n")[:-1]:
            strings(json.loads(line), acc)
    except ValueError as e:
        run.ok(False, "%s: %s" % (what, e))
        return
    run.ok(all(x in acc for x in names), "%s: a name changed" % what)


def xml(run, text, names, what):
    m = re.search(r"<svg.*</svg>", text, re.S)
    try:
        root = ET.fromstring(m.group(0) if m else text)
    except (ET.ParseError, AttributeError) as e:
        run.ok(False, "%s: %s" % (what, e))
        return
    all_text = "".join(root.itertext()) + " ".join(
        v for e in root.iter() for v in e.attrib.values())
    run.ok(all(x in all_text for x in names), "%s: a name changed" % what)


def main():
    run = Run(os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                              "./genial"))
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    tmp = tempfile.mkdtemp(prefix="genial-names.")
    games = [("full-3p", "games/full-3p.yaml", ["Anna", "Ben", "Cy"]),
             ("mso-2p", "games/mso-2p.yaml", ["Erik", "Fay"]),
             ("clever", "clever/club-night.yaml", ["Anna", "Ben"])]
    for tag, src, old in games:
        path = os.path.join(tmp, tag + ".yaml")
        rename(os.path.join(root, "testdata", src), path, old)
        names = NAMES[:len(old)]
        clever = tag == "clever"
        aligned(run, run.out("rank", path), names, "Y" if clever else "R",
                "rank of %s" % tag)
        if clever:
            aligned(run, run.out("show", path), names, "Y",
                    "show of %s" % tag)
        elif len(old) == 2:
            aligned(run, run.out("standings", path), names, "1",
                    "standings of %s" % tag)
            jsonl(run, run.out("standings", "-f", "json", path), names,
                  "standings -f json of %s" % tag)
        for cmd in ("check", "score", "rank", "analyse"):
            # check's rows name no player (a game's findings may not).
            tsv(run, run.out(cmd, "-f", "tsv", path),
                names if cmd != "check" else [],
                "%s -f tsv of %s" % (cmd, tag))
            jsonl(run, run.out(cmd, "-f", "json", path), names,
                  "%s -f json of %s" % (cmd, tag))
        back = os.path.join(tmp, tag + "-back.yaml")
        with open(back, "w", encoding="utf-8") as f:
            f.write(run.out("analyse", "-f", "yaml", path))
        players = [json.loads(l).get("players") for l in
                   run.out("check", "-f", "json", back).split("\n")[:-1]]
        run.ok(players == [names], "analyse -f yaml of %s: read back, the "
               "players are %s" % (tag, players))
        for fmt in ("--svg", "--html"):
            xml(run, run.out("show", fmt, path), names,
                "show %s of %s" % (fmt, tag))
    for f in os.listdir(tmp):
        os.unlink(os.path.join(tmp, f))
    os.rmdir(tmp)
    print("names writers: %d passed, %d failed" % (run.passed, run.failed))
    sys.exit(1 if run.failed else 0)


if __name__ == "__main__":
    main()
