#!/usr/bin/env python3
"""Key order never changes a verdict (genial-record(5), genial-clever(5)):
each record of a corpus of both games, clean and faulty (misspelt keys,
keys of the other game, names, claims), is rewritten with its top-level
keys in other orders (reversed, and shuffled with fixed seeds), and
`genial check -f tsv` must find the same findings in every order: the
same codes, messages, fixes and statuses at the same nodes (each line
mapped back to the original's) and the same exit status.

A clever record whose game key comes after its moves or claims, which
are read as the default game's until the game is known, is read again
as a clever one (genial-clever(5)): besides the shuffled orders, each
record is tried with its game key last and in the middle, and the run
fails unless some of the orders compared are such late ones.

Usage: python3 tests/keyorder.py GENIAL
Prints one line per failure and "keyorder: N passed, N failed".
"""
import os
import random
import re
import subprocess
import sys
import tempfile

CORPUS = [
    "testdata/games/scoresheet.yaml",
    "testdata/games/mso-2p.yaml",
    "testdata/recovery/td6-misspelt-rules.yaml",
    "testdata/clever/club-night-faults.yaml",
    "testdata/clever/table-2-sheets.yaml",
    "testdata/clever/solo.yaml",
    "testdata/clever/bonus-chain.yaml",
]

# Extra records: keys of the other game, misspelt keys (of one game, of
# both), a bad name, a player count, in both games.
EXTRA = {
    "ingenious-odd.yaml": """game: ingenious
event: Club night
rounds: 3
rulse: mso
variant: standard
players: [Anna, Ben]
sheets: {Anna: {}}
moves:
  - {place: RR L8 M9, player: Ben, score: {R: 0}}
result: {Anna: {R: 0}, Ben: {R: 0}}
winnr: Anna
rownds: 2
""",
    "clever-odd.yaml": """game: clever
event: Club night
variant: solo
corners: ROYGBP
rownds: 3
players: [Anna, Ben, draw]
moves:
  - {roll: W2 Y3 B4 G1 O5 P1, player: Anna}
  - {take: P1, to: P}
foxs: 2
winner: Anna
varient: solo
""",
    "clever-plyers.yaml": """game: clever
plyers: [Anna, Ben]
moves:
  - {roll: W2 Y3 B4 G1 O5 P1, player: Anna}
  - {take: P1, to: P}
winner: Ben
""",
    "clever-five.yaml": """game: clever
players: [a, b, c, d, e]
date: 2026-13-01
moves:
  - {roll: W2 Y3 B4 G1 O5 P1, player: a}
""",
}


def blocks(text):
    """(head, [block, ...]): the lines before the first top-level key,
    and each top-level key with the lines that belong to it."""
    head, out = [], []
    for line in text.splitlines(keepends=True):
        top = re.match(r"[^\s#\-]", line) is not None
        if top:
            out.append([line])
        elif out:
            out[-1].append(line)
        else:
            head.append(line)
    return head, out


def key_of(block):
    return block[0].split(":", 1)[0].strip()


def findings(genial, path, lmap):
    p = subprocess.run([genial, "check", "-f", "tsv", path],
                       capture_output=True)
    rows = []
    for r in p.stdout.decode("utf-8").split("\n")[1:-1]:
        f = r.split("\t")
        f[0] = ""
        if f[3].isdigit() and int(f[3]) in lmap:
            f[3] = str(lmap[int(f[3])])
        rows.append(tuple(f))
    return p.returncode, sorted(rows)


def main():
    genial = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                             "./genial")
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    tmp = tempfile.mkdtemp(prefix="genial-keyorder.")
    passed = failed = late = 0
    texts = []
    for rel in CORPUS:
        with open(os.path.join(root, rel), encoding="utf-8") as f:
            texts.append((rel, f.read()))
    texts += sorted(EXTRA.items())
    rng = random.Random(22)
    for name, text in texts:
        clever = re.search(r"^game: clever", text, re.M) is not None
        head, bl = blocks(text)
        orig = os.path.join(tmp, "orig.yaml")
        with open(orig, "w", encoding="utf-8") as f:
            f.write(text)
        want = findings(genial, orig, {})
        orders = [list(reversed(range(len(bl))))]
        orders += [rng.sample(range(len(bl)), len(bl)) for _ in range(6)]
        # The game key last, and in the middle (after the moves).
        g = [key_of(b) for b in bl].index("game")
        rest = [i for i in range(len(bl)) if i != g]
        orders.append(rest + [g])
        rk = [key_of(bl[i]) for i in rest]
        mid = rk.index("moves") + 1 if "moves" in rk else len(rk) // 2
        orders.append(rest[:mid] + [g] + rest[mid:])
        for order in orders:
            keys = [key_of(bl[i]) for i in order]
            if clever and any(k in ("moves", "result", "winner") for k in
                              keys[:keys.index("game")]):
                late += 1
            # new line (1-based) -> the original's
            lmap, out, at = {}, list(head), len(head)
            start = [len(head)]
            for b in bl:
                start.append(start[-1] + len(b))
            for i in order:
                for j, line in enumerate(bl[i]):
                    out.append(line)
                    lmap[len(out)] = start[i] + j + 1
            path = os.path.join(tmp, "perm.yaml")
            with open(path, "w", encoding="utf-8") as f:
                f.write("".join(out))
            got = findings(genial, path, lmap)
            ok = got == want
            if ok:
                passed += 1
            else:
                failed += 1
                print("FAIL: %s with its keys in the order %s:" %
                      (name, " ".join(keys)))
                for r in sorted(set(got[1]) ^ set(want[1]))[:6]:
                    print("  %s %s" % ("+" if r in got[1] else "-",
                                       "\t".join(r[2:9])))
    for f in os.listdir(tmp):
        os.unlink(os.path.join(tmp, f))
    os.rmdir(tmp)
    if late < 10:
        failed += 1
        print("FAIL: only %d orders with a clever game key late" % late)
    print("keyorder: %d passed, %d failed (%d with a clever game key "
          "after its moves or claims)" % (passed, failed, late))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
