#!/usr/bin/env python3
"""The fields genial-json(5) documents are exactly the fields genial
emits: every command's -f json output over a varied corpus (every record
of testdata/ but the hostile ones, an unreadable file, analyse with --sim
and --top), its key paths collected with the json module, compared with
the paths the page lists, command by command and game by game.

The page's FIELDS section has one .Ss per group of fields, titled
"COMMANDS" or "COMMANDS: WHAT", where COMMANDS names commands (check,
score, rank, standings, analyse) and WHAT says which objects the group
is about: "Ingenious", "Ganz schön clever", "an input that gives no
game", or anything else for every game of those commands.  Each field
is an ".It Li PATH" line (several paths: "Li a , b"); "{x,y}" in a path
stands for one path per word, "PLAYER" for a key that is a player's
name, "[]" for an element of a list.

An object is the game of its kind ("clever" when its "kind" says so,
Ingenious otherwise), or an input with no game when it has "status" and
no "game".  A documented path that no object of its command and kind
emits fails the test when the corpus holds objects of that command and
kind; so does an emitted path the page does not list.

Usage: python3 tests/json_fields.py ./genial
"""
import glob
import itertools
import json
import os
import re
import subprocess
import sys

COMMANDS = ("check", "score", "rank", "standings", "analyse")
KINDS = ("ingenious", "clever", "none")


def expand(path):
    """The paths a documented path stands for ({a,b} alternatives)."""
    parts = re.split(r"(\{[^}]*\})", path)
    choices = [p[1:-1].split(",") if p.startswith("{") else [p]
               for p in parts]
    return {"".join(c) for c in itertools.product(*choices)}


def page_fields(page):
    """{(command, kind): set of paths} from the page's FIELDS section."""
    doc, scope, on = {}, None, False
    for line in page.split("\n"):
        if line.startswith(".Sh "):
            on = line.strip() == ".Sh FIELDS"
            continue
        if not on:
            continue
        if line.startswith(".Ss "):
            title = line[4:].strip().strip('"').replace("\\(:o", "ö")
            cmds, _, what = title.partition(":")
            names = [w for w in re.split(r"[ ,]+", cmds) if w in COMMANDS]
            what = what.strip().lower()
            if "clever" in what:
                kinds = ["clever"]
            elif "ingenious" in what:
                kinds = ["ingenious"]
            elif "no game" in what:
                kinds = ["none"]
            else:
                kinds = ["ingenious", "clever"]
            scope = [(c, k) for c in names for k in kinds]
            if not names:
                raise ValueError("a .Ss naming no command: " + title)
            continue
        if line.startswith(".It Li ") and scope is not None:
            for p in line[len(".It Li "):].split(" , "):
                for c_k in scope:
                    doc.setdefault(c_k, set()).update(expand(p.strip()))
    return doc


def paths(value, prefix, players, out):
    """Collect the key paths of a JSON value, and of every value in it,
    into out."""
    if prefix:
        out.add(prefix)
    if isinstance(value, dict):
        by_player = bool(value) and all(k in players for k in value)
        for k, v in value.items():
            name = "PLAYER" if by_player else k
            paths(v, prefix + "." + name if prefix else name, players, out)
    elif isinstance(value, list):
        for v in value:
            paths(v, prefix + "[]", players, out)


def closure(documented):
    """The documented paths and every path they run through: a.b[].c
    also documents a, a.b and a.b[]."""
    out = set()
    for p in documented:
        for m in re.finditer(r"\.|\[\]", p):
            out.add(p[:m.start()])
            if m.group() == "[]":
                out.add(p[:m.end()])
        out.add(p)
    return out


def kind_of(obj):
    if "status" in obj and "game" not in obj:
        return "none"
    return "clever" if obj.get("kind") == "clever" else "ingenious"


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: python3 tests/json_fields.py ./genial")
    binary = os.path.abspath(sys.argv[1])
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    os.chdir(root)
    with open("man/genial-json.5", encoding="utf-8") as f:
        doc = page_fields(f.read())
    records = sorted(f for f in glob.glob("testdata/**/*.yaml",
                                          recursive=True)
                     if "/hostile/" not in f)
    # standings refuses to count with an input it cannot read: no object.
    runs = [(c, records + (["testdata/no-such-file.yaml"]
                           if c != "standings" else [])) for c in COMMANDS]
    for extra in (["--sim", "1", "--top", "2", "testdata/examples/demo.yaml"],
                  ["--sim", "1", "--top", "2",
                   "testdata/clever/excerpt.yaml"]):
        runs.append(("analyse", extra))
    got, objects = {}, 0
    for cmd, args in runs:
        r = subprocess.run([binary, cmd, "-f", "json"] + args,
                           capture_output=True, timeout=600)
        if r.returncode not in (0, 1, 2):
            print("FAIL: genial %s -f json exited %d" % (cmd, r.returncode))
            sys.exit(1)
        for line in r.stdout.decode("utf-8").splitlines():
            obj = json.loads(line)
            objects += 1
            players = obj.get("players")
            players = set(players) if isinstance(players, list) and \
                all(isinstance(p, str) for p in players) else set()
            found = set()
            paths(obj, "", players, found)
            got.setdefault((cmd, kind_of(obj)), set()).update(found)
    passed = failed = 0
    for cmd in COMMANDS:
        for kind in KINDS:
            if (cmd, kind) not in got:
                if (cmd, kind) in doc and not (cmd == "standings"
                                               and kind == "clever"):
                    print("FAIL: the corpus has no %s object of %s, which "
                          "the page documents" % (kind, cmd))
                    failed += 1
                continue
            want = closure(doc.get((cmd, kind), set()))
            have = got[(cmd, kind)]
            if want == have:
                passed += 1
                continue
            failed += 1
            for p in sorted(have - want):
                print("FAIL: %s (%s) emits %s, which genial-json(5) does "
                      "not list" % (cmd, kind, p))
            for p in sorted(want - have):
                print("FAIL: genial-json(5) lists %s for %s (%s), which "
                      "is never emitted" % (p, cmd, kind))
    if objects < 100:
        print("FAIL: only %d JSON objects in the corpus" % objects)
        failed += 1
    print("json fields: %d passed, %d failed (%d objects)"
          % (passed, failed, objects))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
