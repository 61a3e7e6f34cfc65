#!/usr/bin/env python3
"""An independent model of the scoring rules (RULES 4 and the 18 cap),
written apart from core/ so that the engine and this model check each
other.  It replays every `place` of the given full-information records
(as `genial play` writes them) and compares the written score, total and
result claims with its own counts.  Standard game only.

Usage: reference.py FILE...   Exit 0 if every claim agrees."""
import sys

import yaml

DIRS = [(0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0)]
SYMBOLS = ((12, 7), (12, 12), (7, 12), (2, 7), (2, 2), (7, 2))  # M8 M13 H13 C8 C3 H3


def cell(name):
    return ord(name[0].upper()) - ord('A'), int(name[1:]) - 1


def check(doc):
    corners = doc.get('corners', 'RGBOYP').upper()
    board = {rc: corners[i] for i, rc in enumerate(SYMBOLS)}
    counters = {p: dict.fromkeys('ROYGBP', 0) for p in doc['players']}
    faults = []
    for i, m in enumerate(doc['moves'], 1):
        if 'place' not in m:
            continue
        tile, a, b = m['place'].upper().split()
        a, b = cell(a), cell(b)
        points = dict.fromkeys('ROYGBP', 0)
        for hexcell, other, colour in ((a, b, tile[0]), (b, a, tile[1])):
            for dr, dn in DIRS:
                if (hexcell[0] + dr, hexcell[1] + dn) == other:
                    continue
                k = 1
                while board.get((hexcell[0] + dr * k, hexcell[1] + dn * k)) == colour:
                    k += 1
                points[colour] += k - 1
        board[a], board[b] = tile[0], tile[1]
        own = counters[m['player']]
        for c in 'ROYGBP':
            own[c] = min(18, own[c] + points[c])
        claim = m.get('score', {})
        for c in 'ROYGBP':
            if claim.get(c, 0) != points[c]:
                faults.append(f'move {i}: score {c} {claim.get(c, 0)} != {points[c]}')
        for c, v in m.get('total', {}).items():
            if own[c] != v:
                faults.append(f'move {i}: total {c} {v} != {own[c]}')
    for p, claim in (doc.get('result') or {}).items():
        for c, v in claim.items():
            if counters[p][c] != v:
                faults.append(f'result {p} {c} {v} != {counters[p][c]}')
    return faults


def main():
    games = bad = 0
    for path in sys.argv[1:]:
        with open(path) as f:
            for n, doc in enumerate(yaml.safe_load_all(f), 1):
                games += 1
                for fault in check(doc):
                    bad += 1
                    print(f'{path}: game {n}: {fault}')
    print(f'reference model: {games} games, {bad} disagreements')
    return 1 if bad or games == 0 else 0


if __name__ == '__main__':
    sys.exit(main())
