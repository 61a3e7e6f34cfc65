#!/usr/bin/env python3
"""The slip corpus: one slip of the pen in a scoresheet gives one finding.

Self-played games (genial play: 2, 3 and 4 players, Kosmos and MSO rules)
are written out as scoresheets, the way a club transcribes them: the
placements, swaps, names, written scores and Ingenious! calls, the result
and the winner; no racks, no draws, no running totals.  Each clean sheet
must check without a finding.  Then one slip is made in a copy, of one
kind at a time:

  name      an entry names another player
  swapped   two neighbouring entries of different players change places
  cell      one cell of a placement one letter or one number off
  hexes     the two cells of a placement the other way round
  colours   the two colours of a tile the other way round
  score     one written score one point off
  missing   an entry left out

and `genial check -f tsv` judges every copy.  A slip is caught cleanly
when the copy gives exactly one finding, at the entry of the slip (for
swapped entries: one or two, at the two entries; for a missing entry: at
the entry after the gap).  The script prints the share by kind, and
fails if the share of any kind is below its floor (FLOORS) or a clean
sheet has a finding.

Usage: tests/slips.py [GENIAL] [--games N] [--table] [--show KIND]
  --games N   games per player count and rule set (default 25)
  --table     print the table as Markdown for the README
  --show KIND print the sheets of that kind that were not caught cleanly
"""
import random
import subprocess
import sys

# Shares (in percent) each kind must reach, a little under what the
# referee reaches today, so that a regression fails `make check`.
FLOORS = {
    "name": 97, "swapped": 97, "cell": 90, "hexes": 90, "colours": 90,
    "score": 97, "missing": 65,
}
KINDS = list(FLOORS)
CONFIGS = [(p, r) for p in (2, 3, 4) for r in ("kosmos", "mso")]
LETTERS = "ABCDEFGHIJKLMNO"


def parse_map(v):
    """{R: 3, O: 0} as written by genial play (the colour letters are
    read here rather than by a YAML 1.1 loader, for which Y is true)."""
    v = v.strip().strip("{}")
    return {k.strip(): int(n) for k, n in
            (p.split(":") for p in v.split(",") if p.strip())}


def play(genial, seed, players, rules):
    """A self-played game as {players, rules, moves, result, winner}."""
    out = subprocess.run(
        [genial, "play", "--seed", str(seed), "--players", str(players),
         "--rules", rules],
        check=True, capture_output=True, text=True).stdout
    game = {"rules": rules, "moves": [], "result": {}}
    part = None
    for line in out.splitlines():
        if not line.startswith(" ") and not line.startswith("- "):
            key, _, val = line.partition(":")
            part = key
            if key == "players":
                game["players"] = [p.strip() for p in
                                   val.strip().strip("[]").split(",")]
            elif key == "winner":
                game["winner"] = val.strip()
            continue
        if part == "moves":
            if line.startswith("- "):
                game["moves"].append({})
                line = line[2:]
            key, _, val = line.strip().partition(":")
            val = val.strip()
            if key == "score":
                val = parse_map(val)
            elif key == "swap":
                val = [t.strip() for t in val.strip("[]").split(",")]
            game["moves"][-1][key] = val
        elif part == "result":
            key, _, val = line.strip().partition(":")
            game["result"][key] = parse_map(val)
    return game


def claim(d):
    return "{" + ", ".join("%s: %d" % (k, v) for k, v in d.items()) + "}"


def sheet(game):
    """The scoresheet of a game: header lines and one line per entry."""
    head = ["---", "game: ingenious", "rules: %s" % game["rules"],
            "players: [%s]" % ", ".join(game["players"]), "moves:"]
    moves = []
    for m in game["moves"]:
        e = dict(m)
        e.pop("draw", None)
        e.pop("total", None)
        moves.append(e)
    tail = ["result:"]
    for p, r in game["result"].items():
        tail.append("  %s: %s" % (p, claim(r)))
    tail.append("winner: %s" % game["winner"])
    return head, moves, tail


def entry_text(e):
    parts = []
    for k in ("place", "swap", "player", "score", "bonus"):
        if k not in e:
            continue
        v = e[k]
        if k == "score":
            v = claim(v)
        elif k == "swap":
            v = "[" + ", ".join(v) + "]"
        parts.append("%s: %s" % (k, v))
    return "  - {" + ", ".join(parts) + "}"


def text(head, moves, tail):
    return "\n".join(head + [entry_text(e) for e in moves] + tail) + "\n"


def near_cell(cell, rng):
    r, n = LETTERS.index(cell[0]), int(cell[1:])
    opts = [(r - 1, n), (r + 1, n), (r, n - 1), (r, n + 1)]
    rng.shuffle(opts)
    for rr, nn in opts:
        if 0 <= rr < 15 and 1 <= nn <= 15:
            return "%s%d" % (LETTERS[rr], nn)
    return None


def slip(kind, game, moves, rng):
    """Make one slip; returns (moves, the 1-based entries it is at)."""
    places = [i for i, e in enumerate(moves) if "place" in e]
    players = game["players"]
    for _ in range(100):
        i = rng.choice(places[1:-1])
        m = [dict(e) for e in moves]
        e = m[i]
        tile, a, b = e["place"].split()
        if kind == "name":
            e["player"] = rng.choice([p for p in players
                                      if p != e["player"]])
            return m, {i + 1}
        if kind == "swapped":
            if i + 1 >= len(m) or "place" not in m[i + 1] or \
                    m[i + 1]["player"] == e["player"]:
                continue
            m[i], m[i + 1] = m[i + 1], m[i]
            return m, {i + 1, i + 2}
        if kind == "cell":
            h = rng.randrange(2)
            c = near_cell((a, b)[h], rng)
            if c is None or c in (a, b):
                continue
            e["place"] = " ".join((tile, c, b) if h == 0 else (tile, a, c))
            return m, {i + 1}
        if kind == "hexes":
            if tile[0] == tile[1]:
                continue
            e["place"] = " ".join((tile, b, a))
            return m, {i + 1}
        if kind == "colours":
            if tile[0] == tile[1]:
                continue
            e["place"] = " ".join((tile[::-1], a, b))
            return m, {i + 1}
        if kind == "score":
            sc = dict(e["score"])
            c = rng.choice(list(sc))
            sc[c] = sc[c] + 1 if sc[c] == 0 or rng.randrange(2) else \
                sc[c] - 1
            e["score"] = sc
            return m, {i + 1}
        if kind == "missing":
            del m[i]
            return m, {i + 1}
    raise RuntimeError("no place for a %s slip" % kind)


def check(genial, docs):
    """Findings per game of a multi-document text: {game: [(move, code)]}."""
    out = subprocess.run([genial, "check", "-f", "tsv", "-"], input=docs,
                         capture_output=True, text=True).stdout
    found = {}
    for line in out.splitlines()[1:]:
        f = line.split("\t")
        found.setdefault(int(f[1]), []).append((int(f[2]), f[7], f[8]))
    return found


def caught(kind, at, finds):
    if kind == "swapped":
        return 1 <= len(finds) <= 2 and all(f[0] in at for f in finds)
    return len(finds) == 1 and finds[0][0] in at


def main():
    args = sys.argv[1:]
    genial, games, table, show = "./genial", 25, False, None
    while args:
        a = args.pop(0)
        if a == "--games":
            games = int(args.pop(0))
        elif a == "--table":
            table = True
        elif a == "--show":
            show = args.pop(0)
        else:
            genial = a
    rng = random.Random(11)
    sheets = []
    for players, rules in CONFIGS:
        for g in range(games):
            game = play(genial, 1000 * players + 100 * (rules == "mso") + g,
                        players, rules)
            sheets.append((players, rules, game, sheet(game)))
    fails = 0
    clean = check(genial, "".join(text(*s[3]) for s in sheets))
    for g, finds in sorted(clean.items()):
        print("FAIL: clean sheet %d has findings: %s" % (g, finds))
        fails += 1
    rows = []
    for kind in KINDS:
        made = []
        for players, rules, game, (head, moves, tail) in sheets:
            m, at = slip(kind, game, moves, rng)
            made.append((players, rules, at, text(head, m, tail)))
        found = check(genial, "".join(t for *_, t in made))
        ok = {}
        for n, (players, rules, at, t) in enumerate(made, 1):
            good = caught(kind, at, found.get(n, []))
            key = (players, rules)
            ok.setdefault(key, [0, 0])
            ok[key][0] += good
            ok[key][1] += 1
            if show == kind and not good:
                print("# slip at %s, findings %s" % (sorted(at),
                                                    found.get(n, [])))
                print(t)
        total = sum(v[0] for v in ok.values())
        share = 100.0 * total / len(made)
        rows.append((kind, len(made), share,
                     {k: 100.0 * v[0] / v[1] for k, v in ok.items()}))
        if share < FLOORS[kind]:
            print("FAIL: %s slips caught cleanly %.0f%%, floor %d%%" %
                  (kind, share, FLOORS[kind]))
            fails += 1
    cols = ["%dp %s" % c for c in CONFIGS]
    if table:
        print("| slip | sheets | one finding at the slip | " +
              " | ".join(cols) + " |")
        print("|---|---:|---:|" + "---:|" * len(cols))
        for kind, n, share, by in rows:
            print("| %s | %d | %.0f%% | " % (kind, n, share) +
                  " | ".join("%.0f%%" % by[c] for c in CONFIGS) + " |")
    else:
        for kind, n, share, by in rows:
            print("%-8s %4d sheets  %5.1f%% caught cleanly  (floor %d%%)" %
                  (kind, n, share, FLOORS[kind]))
    print("slips: %s" % ("FAILED" if fails else "ok"))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
