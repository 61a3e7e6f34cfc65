#!/usr/bin/env python3
"""An independent model of Ganz schön clever scoring (genial-clever(5)),
written apart from core/clever*.c so that the engine and this model check
each other.  It replays full-information records as `genial play --kind
clever` writes them (`to` on every die, `then` naming every bonus mark of
a chain, `player` on every pick, extra and black and on the first roll of
each multiplayer turn) and checks, by its own reckoning:

- every mark against its area: yellow number, blue = blue + white (from
  the dice as rolled), green minimum, purple ascending, track lengths;
- the bonuses each mark fires (rows, columns, diagonal, boxes), the
  rerolls, +1s and foxes earned, and that `then` makes exactly the bonus
  marks due, and that no reroll or +1 is used that was not earned;
- every `total` and `bonus` claim, the area scores, fox points and total
  of every player, the `result` and `winner` claims;
- and, given genial's `rank -f tsv` output for the same file (--rank
  FILE), that every row agrees with the model.

Usage: clever_reference.py [--rank TSV] FILE...   Exit 0 if all agree."""
import sys

import yaml

LOADER = getattr(yaml, 'CSafeLoader', yaml.SafeLoader)

YELLOW = ['3', '6', '5', '#', '2', '1', '#', '5', '1', '#', '2', '4',
          '#', '3', '4', '6']
YROW_BONUS = ['B', 'O4', 'G', 'fox']
YCOL_POINTS = [10, 14, 16, 20]
BLUE_ROWS = [[2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
BLUE_ROW_BONUS = ['O5', 'Y', 'fox']
BLUE_COLS = [[5, 9], [2, 6, 10], [3, 7, 11], [4, 8, 12]]
BLUE_COL_BONUS = ['reroll', 'G', 'P6', '+1']
BLUE_POINTS = [0, 1, 2, 4, 7, 11, 16, 22, 29, 37, 46, 56]
GREEN_MIN = [1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 6]
GREEN_BONUS = {4: '+1', 6: 'B', 7: 'fox', 9: 'P6', 10: 'reroll'}
ORANGE_MULT = [1, 1, 1, 2, 1, 1, 2, 1, 2, 1, 3]
ORANGE_BONUS = {3: 'reroll', 5: 'Y', 6: '+1', 8: 'fox', 10: 'P6'}
PURPLE_BONUS = {3: 'reroll', 4: 'B', 5: '+1', 6: 'Y', 7: 'fox',
                8: 'reroll', 9: 'G', 10: 'O6', 11: '+1'}


class Fail(Exception):
    pass


class Sheet:
    def __init__(self):
        self.yellow = set(i for i in range(16) if YELLOW[i] == '#')
        self.blue = set()
        self.green = 0
        self.orange = []
        self.purple = []
        self.rr = [0, 0]
        self.p1 = [0, 0]
        self.foxes = 0

    def areas(self):
        y = sum(YCOL_POINTS[c] for c in range(4)
                if all(c + 4 * r in self.yellow for r in range(4)))
        return {'Y': y, 'B': BLUE_POINTS[len(self.blue)],
                'G': self.green * (self.green + 1) // 2,
                'O': sum(self.orange), 'P': sum(self.purple)}

    def scores(self):
        a = self.areas()
        a['F'] = self.foxes * min(a.values())
        a['foxes'] = self.foxes
        a['total'] = sum(a[k] for k in 'YBGOP') + a['F']
        return a


def cell_of(tok):
    """'YA1' -> yellow cell index."""
    return (int(tok[2]) - 1) * 4 + 'ABCD'.index(tok[1].upper())


def mark(sh, area, arg):
    """Make a mark; return the bonuses it fires, row first."""
    fired = []
    if area == 'Y':
        if arg in sh.yellow:
            raise Fail('yellow cell %d crossed twice' % arg)
        sh.yellow.add(arg)
        r = arg // 4
        if all(r * 4 + c in sh.yellow for c in range(4)):
            fired.append(YROW_BONUS[r])
        if arg in (0, 5, 10, 15) and all(i in sh.yellow
                                           for i in (0, 5, 10, 15)):
            fired.append('+1')
    elif area == 'B':
        if arg in sh.blue:
            raise Fail('blue %d crossed twice' % arg)
        sh.blue.add(arg)
        for i, row in enumerate(BLUE_ROWS):
            if arg in row and all(x in sh.blue for x in row):
                fired.append(BLUE_ROW_BONUS[i])
        for i, col in enumerate(BLUE_COLS):
            if arg in col and all(x in sh.blue for x in col):
                fired.append(BLUE_COL_BONUS[i])
    elif area == 'G':
        if sh.green == 11:
            raise Fail('green is full')
        sh.green += 1
        if sh.green in GREEN_BONUS:
            fired.append(GREEN_BONUS[sh.green])
    elif area == 'O':
        if len(sh.orange) == 11:
            raise Fail('orange is full')
        sh.orange.append(arg * ORANGE_MULT[len(sh.orange)])
        if len(sh.orange) in ORANGE_BONUS:
            fired.append(ORANGE_BONUS[len(sh.orange)])
    else:
        if len(sh.purple) == 11:
            raise Fail('purple is full')
        prev = sh.purple[-1] if sh.purple else 0
        if prev not in (0, 6) and arg <= prev:
            raise Fail('purple %d after %d' % (arg, prev))
        sh.purple.append(arg)
        if len(sh.purple) in PURPLE_BONUS:
            fired.append(PURPLE_BONUS[len(sh.purple)])
    return fired


def token_mark(tok):
    """A mark token -> (area, arg, bonus kind it answers)."""
    tok = str(tok)
    a = tok[0].upper()
    if a == 'Y':
        return 'Y', cell_of(tok), 'Y'
    if a == 'B':
        return 'B', int(tok[1:]), 'B'
    if a == 'G':
        return 'G', None, 'G'
    v = int(tok[1:])
    return a, v, a + str(v)


def chain(sh, fired, then, fired_all):
    """Earn automatic bonuses; make then's marks, which must be exactly
    the bonus marks due (every X, number bonus and X in green)."""
    due = list(fired)
    for tok in then:
        area, arg, kind = token_mark(tok)
        if kind not in due:
            raise Fail('then %s: no such bonus due (%s)' % (tok, due))
        due.remove(kind)
        new = mark(sh, area, arg)
        fired_all.extend(new)
        due.extend(new)
    for b in due:
        if b == 'reroll':
            sh.rr[0] += 1
        elif b == '+1':
            sh.p1[0] += 1
        elif b == 'fox':
            sh.foxes += 1
        elif b in ('Y', 'B'):
            if (b == 'Y' and len(sh.yellow) < 16) or \
                    (b == 'B' and len(sh.blue) < 11):
                raise Fail('an X in %s was not made' % b)
        else:
            area = b[0]
            full = (area == 'G' and sh.green == 11) or \
                (area == 'O' and len(sh.orange) == 11) or \
                (area == 'P' and len(sh.purple) == 11)
            if not full:
                raise Fail('bonus %s due and not in then' % b)


def enter(sh, e, die, value, dice):
    """Enter one die as the entry's `to` says; return bonuses fired."""
    to = str(e['to'])
    area = to[0].upper()
    if die != 'W' and area != die:
        raise Fail('%s die in %s' % (die, area))
    if area == 'Y':
        c = cell_of(to)
        if YELLOW[c] != str(value):
            raise Fail('yellow %s for a %d' % (to, value))
        return mark(sh, 'Y', c)
    if area == 'B':
        s = dice['B'] + dice['W']
        if int(to[1:]) != s:
            raise Fail('blue %s, blue + white is %d' % (to, s))
        return mark(sh, 'B', s)
    if area == 'G':
        if value < GREEN_MIN[sh.green]:
            raise Fail('green box %d with %d' % (sh.green + 1, value))
        return mark(sh, 'G', None)
    return mark(sh, area, value)


def as_list(v):
    if v is None:
        return []
    return v if isinstance(v, list) else [v]


def game(doc):
    players = [str(p) for p in doc['players']]
    sheets = {p: Sheet() for p in players}
    n = len(players)
    rounds = 6 if n <= 2 else 5 if n == 3 else 4
    dice = {}
    active = players[0]
    turn = -1
    earned_round = 0
    for i, e in enumerate(doc['moves'], 1):
        try:
            act = next(k for k in ('roll', 'reroll', 'take', 'pick',
                                   'extra', 'black') if k in e)
            who = str(e.get('player', active if act in
                                ('roll', 'reroll', 'take') else
                                players[0] if n == 1 else ''))
            if act == 'roll' and 'player' in e:
                active = who
            if act == 'roll':
                for tok in str(e['roll']).split():
                    dice[tok[0]] = int(tok[1])
            if act in ('roll', 'black'):
                # Count turns by the rolls that name a player (or all six
                # dice in the solo game) to earn round bonuses.
                starts = act == 'roll' and (
                    'player' in e if n > 1 else
                    len(str(e['roll']).split()) == 6)
                if starts:
                    turn += 1
                    rnd = turn // (2 if n == 1 else n) + 1
                    if rnd > earned_round and rnd <= 3:
                        for p in players:
                            if rnd == 2:
                                sheets[p].p1[0] += 1
                            else:
                                sheets[p].rr[0] += 1
                    earned_round = max(earned_round, rnd)
            sh = sheets.get(who)
            fired_all = []
            if act == 'reroll':
                sh.rr[1] += 1
                if sh.rr[1] > sh.rr[0]:
                    raise Fail('reroll not earned')
                for tok in str(e['reroll']).split():
                    dice[tok[0]] = int(tok[1])
                continue
            if act == 'roll':
                continue
            if act == 'black':
                area, arg, _ = token_mark(e['black'])
                if area in 'OP':
                    arg = 6
                fired = mark(sh, area, arg)
            else:
                d = str(e[act])
                if d == 'none':
                    continue
                die, value = d[0], int(d[1:])
                if value != dice[die]:
                    raise Fail('%s shows %d' % (die, dice[die]))
                if act == 'extra':
                    sh.p1[1] += 1
                    if sh.p1[1] > sh.p1[0]:
                        raise Fail('+1 not earned')
                fired = enter(sh, e, die, value, dice)
            fired_all.extend(fired)
            chain(sh, fired, as_list(e.get('then')), fired_all)
            if 'bonus' in e:
                if sorted(str(b) for b in as_list(e['bonus'])) != \
                        sorted(fired_all):
                    raise Fail('bonus claim %s, fired %s' % (
                        e['bonus'], fired_all))
            elif fired_all:
                raise Fail('bonuses fired and not claimed: %s' % fired_all)
            after = sh.scores()
            for k, v in (e.get('total') or {}).items():
                if after[str(k)] != v:
                    raise Fail('total %s claims %s, model %s' % (
                        k, v, after[str(k)]))
        except Fail as f:
            raise Fail('move %d: %s' % (i, f))
    if turn + 1 != (12 if n == 1 else rounds * n):
        raise Fail('%d turns, not %d' % (turn + 1,
                                          12 if n == 1 else rounds * n))
    final = {p: sheets[p].scores() for p in players}
    for p, v in (doc.get('result') or {}).items():
        if final[str(p)]['total'] != v:
            raise Fail('result %s claims %s, model %d' % (
                p, v, final[str(p)]['total']))
    order = sorted(players, key=lambda p: (-final[p]['total'], -max(
        final[p][k] for k in 'YBGOP')))
    top = final[order[0]]
    tied = n > 1 and final[order[1]]['total'] == top['total'] and max(
        final[order[1]][k] for k in 'YBGOP') == max(top[k] for k in 'YBGOP')
    want = 'draw' if tied else order[0]
    if 'winner' in doc and str(doc['winner']) != want:
        raise Fail('winner claims %s, model %s' % (doc['winner'], want))
    return final


def main(argv):
    rank = None
    if len(argv) > 2 and argv[1] == '--rank':
        rank = argv[2]
        argv = argv[2:]
    bad = 0
    games = 0
    model = {}
    for path in argv[1:]:
        with open(path, encoding='utf-8') as f:
            for g, doc in enumerate(yaml.load_all(f, Loader=LOADER), 1):
                games += 1
                try:
                    final = game(doc)
                    for p, sc in final.items():
                        model[(path, g, p)] = sc
                except Fail as e:
                    bad += 1
                    print('%s: game %d: %s' % (path, g, e))
    if rank is not None:
        with open(rank, encoding='utf-8') as f:
            rows = [line.rstrip('\n').split('\t') for line in f]
        head = rows[0]
        checked = 0
        for r in rows[1:]:
            row = dict(zip(head, r))
            key = (row['file'], int(row['game']), row['player'])
            sc = model.get(key)
            if sc is None:
                continue
            checked += 1
            for k in ('Y', 'B', 'G', 'O', 'P', 'foxes', 'F', 'total'):
                if int(row[k]) != sc[k]:
                    bad += 1
                    print('%s: game %s: %s: genial %s %s, model %s' % (
                        key[0], key[1], key[2], k, row[k], sc[k]))
        if checked != len(model):
            bad += 1
            print('rank rows for %d of %d players' % (checked, len(model)))
    print('clever reference: %d games, %d disagree' % (games, bad))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
