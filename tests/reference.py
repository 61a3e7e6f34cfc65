#!/usr/bin/env python3
"""An independent model of the rules (genial-rules(7), all of it that a
complete record exercises), written apart from core/ so that the engine
and this model check each other.  It replays full-information records
(as `genial play` writes them: initial racks, `player` on every entry,
every draw) and checks, by its own reckoning:

- scoring ("5 Scoring") and the counters: the 18 cap, 36 for solo and team
  (partners share counters), the duel's tug-of-war track ("12 Duel");
- the turn structure: each placement after the first of a turn must be a
  bonus placement earned ("6 Bonus placements": one per colour reaching
  the mark, two marks in the team game, none in solo, at most one per
  placement under MSO, duel tokens), taken at once from the rack before
  the refill;
- placements: active area, empty cells, first placement at a free start
  symbol, MSO connection, tile on the rack;
- draws: the refill brings the rack to 6 from what the bag holds; swaps
  ("7 Swap": whole rack, no lowest colour, six new tiles drawn from the
  bag before the shown ones go back; duel: set-aside tiles showing a
  colour on one's 9, the refill drawn before they go back);
- flags ("14 MSO rules"): a flagged player takes no further turns;
- the end ("8 End of the game"): immediate win, full area, no tile with
  an empty bag; nothing after it; the record must reach it;
- the claimed score, total, bonus, result and winner.

Usage: reference.py FILE...   Exit 0 if every game agrees."""
import sys

import yaml

LOADER = getattr(yaml, 'CSafeLoader', yaml.SafeLoader)
COLOURS = 'ROYGBP'
DIRS = [(0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0)]
SYMBOLS = ((12, 7), (12, 12), (7, 12), (2, 7), (2, 2), (7, 2))  # M8 M13 H13 C8 C3 H3


def cell(name):
    return ord(name[0].upper()) - ord('A'), int(name[1:]) - 1


def tile_type(t):
    return ''.join(sorted(t.upper(), key=COLOURS.index))


def near(c):
    return [(c[0] + dr, c[1] + dn) for dr, dn in DIRS]


class Model:
    def __init__(self, doc):
        self.variant = doc.get('variant', 'standard')
        self.mso = doc.get('rules', 'kosmos') == 'mso'
        travel = doc.get('tiles', 'standard') == 'travel'
        self.players = list(doc['players'])
        self.n = len(self.players)
        reach = 5 if self.n <= 2 else 6 if self.n == 3 else 7
        self.area = set()
        for r in range(15):
            for k in range(15):
                x, y = k - 7, r - 7
                if abs(r - k) <= 7 and max(abs(x), abs(y), abs(x - y)) <= reach:
                    self.area.add((r, k))
        corners = str(doc.get('corners', 'RGBOYP')).upper()
        self.board = {}
        self.pairs = sum(self.empty_around(c) for c in self.area) // 2
        for i, rc in enumerate(SYMBOLS):
            self.put(rc, corners[i])
        self.cap = 36 if self.variant in ('solo', 'team') else 18
        self.marks = {'solo': [], 'team': [18, 36]}.get(self.variant, [18])
        self.counters = [dict.fromkeys(COLOURS, 0) for _ in range(self.n)]
        self.track = dict.fromkeys(COLOURS, 0)      # duel, + toward seat 0
        self.token = dict.fromkeys(COLOURS, None)
        self.bag = {}
        for i, a in enumerate(COLOURS):
            for b in COLOURS[i:]:
                self.bag[a + b] = (2 if a == b else 3) if travel else \
                    (5 if a == b else 6)
        self.racks = []
        for p in self.players:
            rack = [tile_type(t) for t in (doc.get('racks') or {}).get(p, [])]
            for t in rack:
                self.bag[t] -= 1
            self.racks.append(rack)
        self.started = [False] * self.n
        self.flagged = [False] * self.n
        self.over = None
        self.faults = []

    def side(self, seat):
        return seat % 2 if self.variant == 'team' else seat

    def counter(self, seat, c):
        if self.variant == 'duel':
            return self.track[c] * (1 if seat == 0 else -1)
        return self.counters[self.side(seat)][c]

    def free_pair(self):
        return self.pairs > 0

    def empty_around(self, c):
        return sum(1 for o in near(c) if o in self.area and o not in self.board)

    def put(self, c, colour):
        """Cover a cell, keeping the count of empty neighbouring pairs."""
        if c in self.area and c not in self.board:
            self.pairs -= self.empty_around(c)
        self.board[c] = colour

    def bag_size(self):
        return sum(self.bag.values())

    def draw(self, seat, tiles, where):
        for t in tiles:
            t = tile_type(t)
            if self.bag.get(t, 0) <= 0:
                self.faults.append(f'{where}: draws {t}, not in the bag')
            else:
                self.bag[t] -= 1
            self.racks[seat].append(t)

    def place(self, seat, text, where):
        """Apply a placement; return (points per colour, bonuses, reached)."""
        t, a, b = text.upper().split()
        a, b = cell(a), cell(b)
        if (b[0] - a[0], b[1] - a[1]) not in DIRS:
            self.faults.append(f'{where}: cells not neighbours')
        for c in (a, b):
            if c not in self.area or c in self.board:
                self.faults.append(f'{where}: {c} outside the area or taken')
        if tile_type(t) in self.racks[seat]:
            self.racks[seat].remove(tile_type(t))
        else:
            self.faults.append(f'{where}: {t} not on the rack {self.racks[seat]}')

        def free_symbol_beside(c):
            return any(s in SYMBOLS and not any(
                o in self.board and o not in SYMBOLS for o in near(s))
                for s in near(c))
        if not self.started[seat] and not (free_symbol_beside(a) or
                                           free_symbol_beside(b)):
            self.faults.append(f'{where}: first placement not at a free symbol')
        self.started[seat] = True
        if self.mso and not any(o in self.board for o in near(a) + near(b)):
            self.faults.append(f'{where}: not connected (MSO)')

        points = dict.fromkeys(COLOURS, 0)
        for hexc, other, colour in ((a, b, t[0]), (b, a, t[1])):
            for dr, dn in DIRS:
                if (hexc[0] + dr, hexc[1] + dn) == other:
                    continue
                k = 1
                while self.board.get((hexc[0] + dr * k, hexc[1] + dn * k)) == colour:
                    k += 1
                points[colour] += k - 1
        self.put(a, t[0])
        self.put(b, t[1])

        reached, earned = [], 0
        if self.variant == 'duel':
            sign = 1 if seat == 0 else -1
            for c in COLOURS:
                pos, moved = self.track[c] * sign, 0
                while moved < points[c] and pos < 9:
                    pos = 1 if pos == -1 else pos + 1
                    moved += 1
                self.track[c] = pos * sign
                if moved and pos == 9 and self.token[c] != seat:
                    self.token[c] = seat
                    reached.append(c)
                    earned += 1
        else:
            own = self.counters[self.side(seat)]
            for c in COLOURS:
                before = own[c]
                own[c] = min(self.cap, before + points[c])
                for m in self.marks:
                    if before < m <= own[c]:
                        reached.append(c)
                        earned += 1
        if self.mso:
            earned = min(earned, 1)
        return points, earned, reached

    def check_end(self, seat):
        if self.variant == 'duel':
            for s in (0, 1):
                if all(self.counter(s, c) > 0 for c in COLOURS):
                    self.over = 'sweep'
        elif self.variant != 'solo' and \
                all(v >= self.cap for v in self.counters[self.side(seat)].values()):
            self.over = 'capped'
        if self.over is None and not self.free_pair():
            self.over = 'full'

    def next_seat(self, seat):
        for i in range(1, self.n + 1):
            s = (seat + i) % self.n
            if not self.flagged[s]:
                return s
        return seat

    def lowest(self, seat):
        own = self.counters[self.side(seat)]
        return {c for c in COLOURS if own[c] == min(own.values())}


def check(doc):
    g = Model(doc)
    seat, due, phase, turn_draw, last = 0, 0, None, None, 0

    def close_turn():
        nonlocal seat, due, phase, turn_draw
        if due and g.racks[seat] and g.over is None:
            g.faults.append(f'move {last}: {due} bonus placement(s) not taken')
        if g.over is None and phase == 'placed' and g.variant != 'solo':
            want = min(6 - len(g.racks[seat]), g.bag_size())
            if len(turn_draw or []) != want:
                g.faults.append(f'move {last}: draws {len(turn_draw or [])}, '
                                f'the rack needs {want}')
            g.draw(seat, turn_draw or [], f'move {last}')
        if g.variant == 'solo':
            for t in g.racks[seat]:
                g.bag[t] += 1
            g.racks[seat] = []
        due, phase, turn_draw = 0, None, None
        if g.over is None:
            if all(g.flagged):
                g.over = 'flagged'
                return
            seat = g.next_seat(seat)
            if not g.racks[seat] and g.variant != 'solo' and g.bag_size() == 0:
                g.over = 'no tiles'
            if g.variant == 'solo' and g.bag_size() == 0:
                g.over = 'no tiles'

    for i, m in enumerate(doc['moves'], 1):
        where = f'move {i}'
        if g.over is None and phase is not None and 'place' in m and \
                not (m['player'] == g.players[seat] and due and g.racks[seat]):
            close_turn()
        if g.over is None and phase is not None and 'flag' in m:
            close_turn()
        if g.over is not None:
            g.faults.append(f'{where}: after the end ({g.over})')
            break
        who = g.players.index(m['player'])
        if 'flag' in m:
            g.flagged[who] = True
            if all(g.flagged):
                g.over = 'flagged'
            elif who == seat:
                seat = g.next_seat(seat)
                if not g.racks[seat] and g.bag_size() == 0:
                    g.over = 'no tiles'
            last = i
            continue
        if 'place' in m:
            bonus = phase == 'placed'
            if not bonus:
                phase = 'placed'
                if g.variant == 'solo':
                    g.draw(seat, m.get('draw', []), where)
            if who != seat:
                g.faults.append(f'{where}: {m["player"]} placed, '
                                f'{g.players[seat]} is to move')
            points, earned, reached = g.place(seat, m['place'], where)
            due = due - 1 if bonus else 0
            due += earned
            claim = m.get('score') or {}
            for c in COLOURS:
                if claim.get(c, 0) != points[c]:
                    g.faults.append(f'{where}: score {c} {claim.get(c, 0)} '
                                    f'!= {points[c]}')
            for c, v in (m.get('total') or {}).items():
                if g.counter(seat, c) != v:
                    g.faults.append(f'{where}: total {c} {v} != '
                                    f'{g.counter(seat, c)}')
            called = m.get('bonus', [])
            called = sorted([called] if isinstance(called, str) else called)
            if called != sorted(reached):
                g.faults.append(f'{where}: bonus {sorted(called)} != {sorted(reached)}')
            g.check_end(seat)
            if 'draw' in m and g.variant != 'solo':
                turn_draw = m['draw']
            if g.over is not None and 'draw' in m and g.variant != 'solo':
                g.faults.append(f'{where}: draws after the last placement')
        elif 'swap' in m:
            if who != seat or phase != 'placed' or turn_draw is not None:
                g.faults.append(f'{where}: swap out of place')
            if due and g.racks[seat]:
                g.faults.append(f'{where}: swaps with a bonus placement due')
            shown = [tile_type(t) for t in m['swap']]
            # The new tiles are drawn before the shown ones go back.
            need = 6 - (len(g.racks[seat]) - len(shown)) \
                if g.variant == 'duel' else 6
            if g.bag_size() < need:
                g.faults.append(f'{where}: swap with {g.bag_size()} tiles '
                                f'in the bag, needs {need}')
            if g.variant == 'duel':
                nine = {c for c in COLOURS if g.counter(seat, c) == 9}
                if not shown or any(not set(t) & nine for t in shown):
                    g.faults.append(f'{where}: duel swap not allowed')
                for t in shown:
                    g.racks[seat].remove(t)
            else:
                if sorted(shown) != sorted(g.racks[seat]):
                    g.faults.append(f'{where}: shows {shown}, the rack is '
                                    f'{g.racks[seat]}')
                if any(set(t) & g.lowest(seat) for t in shown):
                    g.faults.append(f'{where}: the rack shows a lowest colour')
                g.racks[seat] = []
            want = min(6 - len(g.racks[seat]), g.bag_size())
            if len(m.get('draw', [])) != want:
                g.faults.append(f'{where}: swap draws {len(m.get("draw", []))}, '
                                f'needs {want}')
            g.draw(seat, m.get('draw', []), where)
            for t in shown:
                g.bag[t] += 1
            due, phase = 0, 'swapped'
        last = i
    if g.over is None and phase is not None:
        close_turn()
    if g.over is None:
        g.faults.append('the record stops before the game ends')

    for p, claim in (doc.get('result') or {}).items():
        s = g.players.index(p)
        for c, v in claim.items():
            if g.counter(s, c) != v:
                g.faults.append(f'result {p} {c} {v} != {g.counter(s, c)}')
    if 'winner' in doc and g.variant != 'solo':
        if g.variant == 'duel':
            def key(s):
                own = sorted(g.counter(s, c) for c in COLOURS if g.counter(s, c) > 0)
                return (len(own), own)
            keys = [key(0), key(1)]
        else:
            sides = 2 if g.variant == 'team' else g.n
            keys = [sorted(g.counters[s].values()) for s in range(sides)]
        top = [s for s in range(len(keys)) if keys[s] == max(keys)]
        best = top[0] if len(top) == 1 else None
        claimed = None if doc['winner'] == 'draw' else \
            g.side(g.players.index(doc['winner']))
        if claimed != best:
            g.faults.append(f'winner {doc["winner"]}, the model ranks '
                            f'{"a draw" if best is None else g.players[best]} first')
    return g.faults


def main():
    games = bad = 0
    for path in sys.argv[1:]:
        with open(path) as f:
            for n, doc in enumerate(yaml.load_all(f, Loader=LOADER), 1):
                if not doc:
                    continue
                games += 1
                for fault in check(doc):
                    bad += 1
                    print(f'{path}: game {n}: {fault}')
    print(f'reference model: {games} games, {bad} disagreements')
    return 1 if bad or games == 0 else 0


if __name__ == '__main__':
    sys.exit(main())
