#!/usr/bin/env python3
"""An independent referee of Ganz schön clever records (genial-clever(5)),
written from the manual page apart from core/clever*.c, so that the engine
and this model check each other.

referee(doc) replays one record (a parsed YAML document) by the procedure
of genial-clever(5): it reads each entry (bad-move, unknown-key, bad-die,
bad-cell, unknown-player, bad-value), then judges it against the turn
(wrong-phase, wrong-player, wrong-dice, die-unavailable, void-roll, the
silver platter, the fallback to the dice fields, rerolls and +1s earned
and used, the black bonus, move-after-end, pick-missing, game-incomplete),
every mark against its area (wrong-area, cell-occupied, value-mismatch,
below-threshold, not-ascending, area-full, missing-key), every bonus chain
with its `then` (bonus-not-due, bonus-forfeited), and every claim
(die-mismatch, total-mismatch, bonus-mismatch, result-mismatch,
winner-mismatch, and a full record's sheets: sheet-mismatch,
cell-occupied, score-mismatch).  It returns the findings as (move, code)
pairs, the final scores of every player, and each player's scores and
actions after every entry.

Used by tests/clever_diff.py (the differential: self-played games with
faults injected, this model against `genial check`), and on its own:

  clever_reference.py [--rank TSV] FILE...

replays every game of the files, which must be clean (any finding is
printed and counts as a disagreement), and with --rank compares the final
scores with genial's `rank -f tsv` of the same files.  Exit 0 if all
agree."""
import sys

import yaml

LOADER = getattr(yaml, 'CSafeLoader', yaml.SafeLoader)

DICE = 'WYBGOP'
AREAS = 'YBGOP'
# The printed yellow numbers by cell, A1 B1 C1 D1 A2 ...; 0 a printed cross.
YELLOW = [3, 6, 5, 0, 2, 1, 0, 5, 1, 0, 2, 4, 0, 3, 4, 6]
PRINTED = {i for i in range(16) if YELLOW[i] == 0}
YROW_BONUS = ['B', 'O4', 'G', 'fox']
YCOL_POINTS = [10, 14, 16, 20]
DIAGONAL = (0, 5, 10, 15)
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
ROUND_BONUS = {1: 'reroll', 2: '+1', 3: 'reroll'}
BONUS_WORDS = ['reroll', '+1', 'fox', 'Y', 'B', 'G', 'O4', 'O5', 'O6', 'P6']
ACTIONS = ['roll', 'reroll', 'take', 'pick', 'extra', 'black']
OTHER_KEYS = ['player', 'to', 'then', 'platter', 'total', 'bonus', 'note']
CLAIM_KEYS = ['Y', 'B', 'G', 'O', 'P', 'F', 'foxes', 'total']
# Reader findings an entry after the end of the game keeps (2.10 step 1).
FORM_CODES = {'bad-move', 'unknown-key', 'duplicate-key', 'limit'}


class Fail(Exception):
    """A record the model cannot read (not a clever game)."""


class Sheet:
    """One player's score sheet and action tracks."""

    def __init__(self):
        self.yellow = set()     # crossed by the player
        self.blue = set()
        self.green = 0
        self.orange = []        # as written (multiplied)
        self.purple = []
        self.foxes = 0
        self.rr = [0, 0]        # earned, used
        self.p1 = [0, 0]

    def copy(self):
        s = Sheet()
        s.yellow, s.blue = set(self.yellow), set(self.blue)
        s.green, s.orange, s.purple = self.green, list(self.orange), \
            list(self.purple)
        s.foxes, s.rr, s.p1 = self.foxes, list(self.rr), list(self.p1)
        return s

    def crossed(self, cell):
        return cell in self.yellow or cell in PRINTED

    def areas(self):
        y = sum(YCOL_POINTS[c] for c in range(4)
                if all(self.crossed(c + 4 * r) for r in range(4)))
        return {'Y': y, 'B': BLUE_POINTS[len(self.blue)],
                'G': self.green * (self.green + 1) // 2,
                'O': sum(self.orange), 'P': sum(self.purple)}

    def scores(self):
        a = self.areas()
        a['F'] = self.foxes * min(a.values())
        a['foxes'] = self.foxes
        a['total'] = sum(a[k] for k in AREAS) + a['F']
        return a

    def count(self, area):
        return {'Y': len(self.yellow), 'B': len(self.blue), 'G': self.green,
                'O': len(self.orange), 'P': len(self.purple)}[area]

    def full(self, area):
        return self.count(area) >= (12 if area == 'Y' else 11)

    def earn(self, b):
        if b == 'reroll':
            self.rr[0] += 1
        elif b == '+1':
            self.p1[0] += 1
        elif b == 'fox':
            self.foxes += 1


def put(sh, area, arg, written=0):
    """Make a mark that can be made; return the bonuses it fires, the
    row's first (C36)."""
    fired = []
    if area == 'Y':
        sh.yellow.add(arg)
        r = arg // 4
        if all(sh.crossed(r * 4 + c) for c in range(4)):
            fired.append(YROW_BONUS[r])
        if arg in DIAGONAL and all(sh.crossed(i) for i in DIAGONAL):
            fired.append('+1')
    elif area == 'B':
        sh.blue.add(arg)
        for i, row in enumerate(BLUE_ROWS):
            if arg in row and all(x in sh.blue for x in row):
                fired.append(BLUE_ROW_BONUS[i])
        for i, col in enumerate(BLUE_COLS):
            if arg in col and all(x in sh.blue for x in col):
                fired.append(BLUE_COL_BONUS[i])
    elif area == 'G':
        sh.green += 1
        if sh.green in GREEN_BONUS:
            fired.append(GREEN_BONUS[sh.green])
    elif area == 'O':
        sh.orange.append(written)
        if len(sh.orange) in ORANGE_BONUS:
            fired.append(ORANGE_BONUS[len(sh.orange)])
    else:
        sh.purple.append(written)
        if len(sh.purple) in PURPLE_BONUS:
            fired.append(PURPLE_BONUS[len(sh.purple)])
    return fired


def legal(sh, die, v, s):
    """The legal marks of die (a letter) showing v, blue + white s (C21,
    C27 to C33), as (area, cell) pairs."""
    if v < 1:
        return []
    out = []
    for a in (AREAS if die == 'W' else die):
        if a == 'Y':
            out += [('Y', c) for c in range(16)
                    if YELLOW[c] == v and not sh.crossed(c)]
        elif a == 'B':
            if 2 <= s <= 12 and s not in sh.blue:
                out.append(('B', s))
        elif a == 'G':
            if sh.green < 11 and v >= GREEN_MIN[sh.green]:
                out.append(('G', None))
        elif a == 'O':
            if len(sh.orange) < 11:
                out.append(('O', None))
        elif len(sh.purple) < 11:
            prev = sh.purple[-1] if sh.purple else 0
            if prev in (0, 6) or v > prev:
                out.append(('P', None))
    return out


def parse_dice(text):
    """Dice text -> {letter: value}, or None if a token is not a die."""
    out = {}
    for tok in str(text).split(' '):
        if tok == '':
            continue
        if len(tok) != 2 or tok[0].upper() not in DICE or \
                tok[1] not in '123456' or tok[0].upper() in out:
            return None
        out[tok[0].upper()] = int(tok[1])
    return out


def parse_die(text):
    """A take, pick or extra die -> ('none',) or (letter, value or 0),
    or None."""
    t = str(text)
    if t.lower() == 'none':
        return ('none',)
    if len(t) in (1, 2) and t[0].upper() in DICE and \
            (len(t) == 1 or t[1] in '123456'):
        return (t[0].upper(), int(t[1]) if len(t) == 2 else 0)
    return None


def parse_mark(text):
    """A mark token (2.4) -> (area, cell or None, value or 0), or None."""
    t = str(text)
    if not t or t[0].upper() not in AREAS:
        return None
    a, rest = t[0].upper(), t[1:]
    if a == 'Y':
        if rest == '':
            return ('Y', None, 0)
        if len(rest) == 2 and rest[0].upper() in 'ABCD' and \
                rest[1] in '1234':
            return ('Y', (int(rest[1]) - 1) * 4 + 'ABCD'.index(
                rest[0].upper()), 0)
        return None
    if a == 'B':
        if rest == '':
            return ('B', None, 0)
        if rest.isdigit() and len(rest) <= 2 and 2 <= int(rest) <= 12:
            return ('B', int(rest), 0)
        return None
    if a == 'G':
        return ('G', None, 0) if rest == '' else None
    if rest == '':
        return (a, None, 0)
    if len(rest) == 1 and rest in '123456':
        return (a, None, int(rest))
    return None


def bonus_word(w):
    w = str(w).lower()
    if w == 'plus1':
        return '+1'
    for b in BONUS_WORDS:
        if w == b.lower():
            return b
    return None


def whole(v, lo, hi):
    return isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi


class Entry:
    """One entry as read: its action, values, and the reader's findings."""

    def __init__(self, raw, move, players, out):
        self.move = move
        self.action = None
        self.player = None
        self.findings = out
        if not isinstance(raw, dict):
            self.find('bad-move')
            return
        for k in raw:
            if k not in ACTIONS and k not in OTHER_KEYS:
                self.find('unknown-key')
        acts = [k for k in ACTIONS if k in raw]
        if len(acts) != 1:
            self.find('bad-move')
            return
        a = self.action = acts[0]
        raw = dict(raw)
        for k, bad in (('to', ('roll', 'reroll', 'black')),
                       ('then', ('roll', 'reroll')),
                       ('bonus', ('roll', 'reroll'))):
            if k in raw and a in bad:
                self.find('unknown-key')
                del raw[k]
        if 'platter' in raw and a != 'roll':
            self.find('unknown-key')
            del raw['platter']
        v = raw[a]
        self.dice = self.die = self.black = None
        if a in ('roll', 'reroll'):
            self.dice = parse_dice(v)
            if self.dice is None:
                self.find('bad-die')
        elif a == 'black':
            self.black = parse_mark(v)
            if self.black is None:
                self.find('bad-cell')
        else:
            self.die = parse_die(v)
            if self.die is None or (a == 'extra' and self.die == ('none',)):
                self.find('bad-die')
                self.die = None
        if 'player' in raw:
            if str(raw['player']) in players:
                self.player = players.index(str(raw['player']))
            else:
                self.find('unknown-player')
        self.has_to = 'to' in raw
        self.to = None
        if self.has_to:
            self.to = parse_mark(raw['to'])
            if self.to is None:
                self.find('bad-cell')
        self.then = []
        if 'then' in raw:
            items = raw['then'] if isinstance(raw['then'], list) else \
                [raw['then']]
            for it in items:
                m = parse_mark(it)
                if m is None:
                    self.find('bad-cell')
                self.then.append(m)
        self.platter = None
        if 'platter' in raw:
            p = raw['platter']
            if not isinstance(p, list) or len(p) != 3:
                self.find('bad-value')
            else:
                letters = [str(x).upper() for x in p]
                bad = [x for x in letters if len(x) != 1 or x not in DICE]
                if bad:
                    self.find('bad-die')
                else:
                    self.platter = letters
        self.total = self.claim(raw.get('total'))
        self.bonus = None
        if 'bonus' in raw:
            items = raw['bonus'] if isinstance(raw['bonus'], list) else \
                [raw['bonus']]
            words = [bonus_word(x) for x in items]
            if None in words:
                self.find('bad-value')
            else:
                self.bonus = sorted(words)

    def find(self, code):
        self.findings.append((self.move, code))

    def claim(self, c):
        if c is None:
            return {}
        if not isinstance(c, dict):
            self.find('bad-value')
            return {}
        out = {}
        for k, v in c.items():
            if str(k) not in CLAIM_KEYS:
                self.find('unknown-key')
            elif not whole(v, 0, 9999):
                self.find('bad-value')
            else:
                out[str(k)] = v
        return out


class Referee:
    """The replay of one full record (genial-clever(5), THE RULES)."""

    def __init__(self, doc):
        players = doc.get('players')
        if not isinstance(players, list) or not 1 <= len(players) <= 4:
            raise Fail('not 1 to 4 players')
        self.players = [str(p) for p in players]
        self.n = len(self.players)
        self.solo = self.n == 1
        self.rounds = 6 if self.n <= 2 else 5 if self.n == 3 else 4
        self.findings = []
        if 'rounds' in doc:
            if whole(doc['rounds'], 1, 6):
                if doc['rounds'] != self.rounds:
                    self.findings.append((0, 'rounds-mismatch'))
                self.rounds = doc['rounds']
            else:
                self.findings.append((0, 'bad-value'))
        self.nturns = 2 * self.rounds if self.solo else self.rounds * self.n
        self.was = {}               # a name the list misspelt: its seat
        self.misspelt(doc.get('moves'))
        self.sh = [Sheet() for _ in self.players]
        self.turn = -1
        self.phase = 'between'      # take, roll, end
        self.value = dict.fromkeys(DICE, 0)
        self.where = dict.fromkeys(DICE, 'play')
        self.rolls = 0
        self.picked = set()
        self.done = set()
        self.extra = [set() for _ in self.players]
        self.black_taken = set()
        self.complete = False
        self.turns_done = 0
        self.after_end = False
        self.end_reported = False
        self.move = 0
        self.states = []            # per entry: (seat, scores, rr, p1)

    # -- the list of players ---------------------------------------------

    def misspelt(self, moves):
        """A name of the list misspelt (genial(1) FAULTY RECORDS, "A name
        misspelt in the list of players"; genial-clever(5)): a listed name
        no entry uses, whose seat's turns a name the list lacks takes.
        The turns are the entries roll, reroll and take that name a
        player, one while they name the same; they must go round: the
        first one of each seat in the list's order, the name the list
        lacks in a free seat; two rounds at least; at most one turn in
        eight out of that order, a turn of another name counted as one.
        Up to eight names the list lacks are told apart.  One finding at
        the list (entry 0) per name, and the list reads the entries'
        name."""
        h = self.n
        if h < 2 or not isinstance(moves, list):
            return
        other = object()
        strangers = []
        seq = []            # (seat, name the list lacks, or other; turn)
        used = set()
        for raw in moves:
            if not isinstance(raw, dict) or 'player' not in raw:
                continue
            if len([k for k in ACTIONS if k in raw]) != 1:
                continue
            v = raw['player']
            if isinstance(v, (dict, list)):
                continue
            name = '' if v is None else str(v)
            turn = any(a in raw for a in ('roll', 'reroll', 'take'))
            if name in self.players:
                used.add(self.players.index(name))
                seq.append((self.players.index(name), turn))
                continue
            if name not in strangers and len(strangers) < 8 and name and \
                    name != 'draw':
                strangers.append(name)
            seq.append((name if name in strangers else other, turn))
        unused = set(range(h)) - used
        if not unused or not strangers:
            return
        seat_of = {}
        turns = misfit = odd = 0
        prev = -1
        for lab, turn in seq:
            if not turn:
                continue
            seat = lab if isinstance(lab, int) else -1 if lab is other \
                else seat_of.get(lab, -1)
            if seat < 0 and lab is not other and turns < h and \
                    turns in unused and turns not in seat_of.values():
                seat = seat_of[lab] = turns
            if seat < 0:
                odd += 1
                continue
            if seat == prev:
                continue
            if turns < h:
                if seat != turns:
                    return
            elif seat != (prev + 1) % h:
                misfit += 1
            prev = seat
            turns += 1
        if set(seat_of.values()) != unused or turns < 2 * h or \
                (misfit + odd) * 8 > turns + odd:
            return
        for name, seat in seat_of.items():
            self.findings.append((0, 'unknown-player'))
            self.was[self.players[seat]] = seat
            self.players[seat] = name

    def seat_of(self, name):
        """The seat a result, winner or sheets key names, or None: the
        list's spelling of a name it misspelt is that player's, with a
        finding of its own."""
        if name in self.players:
            return self.players.index(name)
        self.find('unknown-player')
        return self.was.get(name)

    # -- the turn ---------------------------------------------------------

    def find(self, code):
        self.findings.append((self.move, code))

    def round_of(self, k):
        return k // (2 if self.solo else self.n) + 1

    def active_of(self, k):
        return 0 if self.solo else k % self.n

    def passive_turn(self):
        return self.solo and self.turn >= 0 and self.turn % 2 == 1

    def bw(self):
        return self.value['B'] + self.value['W']

    def at(self, place):
        return [d for d in DICE if self.where[d] == place]

    def usable(self, seat, dice):
        return [d for d in dice
                if legal(self.sh[seat], d, self.value[d], self.bw())]

    def end_active(self):
        for d in DICE:
            if self.where[d] == 'play':
                self.where[d] = 'platter'
        self.phase = 'end'
        self.turns_done = self.turn + 1
        self.done.add(self.active_of(self.turn))
        if self.turn + 1 == self.nturns:
            self.complete = True

    def after_roll(self):
        if self.rolls >= 3 or not self.at('play'):
            self.end_active()
        else:
            self.phase = 'roll'

    def unpicked(self):
        if self.turn < 0 or self.phase != 'end':
            return []
        if self.solo:
            return [0] if self.passive_turn() and 0 not in self.picked \
                else []
        act = self.active_of(self.turn)
        return [s for s in range(self.n) if s != act and
                s not in self.picked]

    def close_turn(self):
        for _ in self.unpicked():
            self.find('pick-missing')
        if self.turn >= 0 and self.phase == 'end':
            self.phase = 'between'

    def black_possible(self, seat):
        sh = self.sh[seat]
        return any(not sh.full(a) for a in AREAS)

    def start_turn(self):
        k = self.turn + 1
        r = self.round_of(k)
        self.close_turn()
        first = k == 0 or self.round_of(k - 1) != r
        if r == 4 and first:
            for seat in range(self.n):
                if seat not in self.black_taken and \
                        self.black_possible(seat):
                    self.find('bonus-forfeited')
        if first and r in ROUND_BONUS:
            for sh in self.sh:
                sh.earn(ROUND_BONUS[r])
        self.turn = k
        self.rolls = 0
        self.picked, self.done = set(), set()
        self.extra = [set() for _ in self.players]
        for d in DICE:
            self.where[d] = 'play'

    def throw(self, e):
        for d in DICE:
            if self.where[d] == 'play':
                if d not in e.dice:
                    self.find('wrong-dice')
                else:
                    self.value[d] = e.dice[d]
            elif d in e.dice and e.dice[d] != self.value[d]:
                self.find('wrong-dice')

    def solo_platter(self, e):
        order = sorted(DICE, key=lambda d: (self.value[d], DICE.index(d)))
        for d in DICE:
            self.where[d] = 'aside'
        if e.platter is not None:
            named = set(e.platter)
            rest = [self.value[d] for d in DICE if d not in named]
            if len(named) != 3 or max(self.value[d] for d in named) > \
                    min(rest):
                self.find('platter-mismatch')
            for d in named:
                self.where[d] = 'platter'
            return
        if self.value[order[2]] == self.value[order[3]]:
            self.find('missing-key')
        for d in order[:3]:
            self.where[d] = 'platter'

    def roll(self, e):
        if e.dice is None:
            return      # as if not written
        if self.phase == 'take':
            self.find('wrong-phase')
            self.after_roll()
        if self.phase in ('between', 'end'):
            if not self.solo and self.turn >= 0 and e.player is not None \
                    and e.player == self.active_of(self.turn) and \
                    self.active_of(self.turn + 1) != e.player:
                self.find('wrong-phase')
                return
            if self.turn + 1 >= self.nturns:
                self.find('move-after-end')
                self.end_reported = True
                return
            self.start_turn()
        act = self.active_of(self.turn)
        if e.player is not None and e.player != act:
            self.find('wrong-player')
        self.throw(e)
        if self.passive_turn():
            self.solo_platter(e)
            self.phase = 'end'
            self.turns_done = self.turn + 1
            if self.turn + 1 == self.nturns:
                self.complete = True
            return act
        self.rolls += 1
        self.phase = 'take'
        return act

    def reroll(self, e):
        if self.phase != 'take' or self.passive_turn():
            self.find('wrong-phase')
            return None
        act = self.active_of(self.turn)
        if e.player is not None and e.player != act:
            self.find('wrong-player')
        sh = self.sh[act]
        if sh.rr[1] >= sh.rr[0]:
            self.find('action-unavailable')
        sh.rr[1] += 1
        if e.dice is not None:
            self.throw(e)
        return act

    def take(self, e):
        if self.phase != 'take':
            self.find('wrong-phase')
            return None
        act = self.active_of(self.turn)
        if e.player is not None and e.player != act:
            self.find('wrong-player')
        play = self.at('play')
        if e.die == ('none',):
            if self.usable(act, play):
                self.find('void-roll')
            self.after_roll()
            return act
        if e.die is None or e.die[0] not in play or \
                self.value[e.die[0]] == 0:
            if e.die is not None:
                self.find('die-unavailable')
            self.after_roll()
            return act
        d = e.die[0]
        self.enter(act, e, d)
        self.where[d] = 'field'
        for o in DICE:
            if self.where[o] == 'play' and self.value[o] < self.value[d]:
                self.where[o] = 'platter'
        self.after_roll()
        return act

    def pick(self, e):
        if self.phase != 'end' or (self.solo and not self.passive_turn()):
            self.find('wrong-phase')
            return None
        act = self.active_of(self.turn)
        seat = e.player
        if seat is None:
            if self.solo:
                seat = 0
            elif self.n == 2:
                seat = 1 - act
            else:
                self.find('missing-key')
                return None
        if not self.solo and seat == act:
            self.find('wrong-player')
            return None
        if seat in self.picked:
            self.find('wrong-phase')
            return None
        self.picked.add(seat)
        self.done.add(seat)
        if e.die is None or e.die == ('none',):
            return seat
        d = e.die[0]
        if self.value[d] == 0:
            self.find('die-unavailable')
            return seat
        plat = self.at('platter')
        if d not in plat:
            if self.solo or self.where[d] != 'field':
                self.find('die-unavailable')
            elif self.usable(seat, plat):
                self.find('die-unavailable')
        self.enter(seat, e, d)
        return seat

    def extra_(self, e):
        if self.phase != 'end':
            self.find('wrong-phase')
            return None
        seat = e.player
        if seat is None:
            if self.solo:
                seat = 0
            else:
                self.find('missing-key')
                return None
        if seat not in self.done and not (self.solo and
                                           not self.passive_turn()):
            self.find('wrong-phase')
        sh = self.sh[seat]
        if sh.p1[1] >= sh.p1[0]:
            self.find('action-unavailable')
        sh.p1[1] += 1
        if e.die is None:
            return seat
        d = e.die[0]
        if self.value[d] == 0:
            self.find('die-unavailable')
            return seat
        if d in self.extra[seat]:
            self.find('die-unavailable')
        self.extra[seat].add(d)
        self.enter(seat, e, d)
        return seat

    def black(self, e):
        ok = self.turn >= 0 and self.round_of(self.turn) == 3 and \
            self.turn + 1 < self.nturns and \
            self.round_of(self.turn + 1) == 4 and \
            self.phase in ('end', 'between')
        if not ok:
            self.find('wrong-phase')
            return None
        self.close_turn()
        seat = e.player
        if seat is None:
            if self.solo:
                seat = 0
            else:
                self.find('missing-key')
                return None
        if seat in self.black_taken:
            self.find('wrong-phase')
            return None
        self.black_taken.add(seat)
        t = e.black
        if t is None:
            return seat
        area, cell, v = t
        if area in 'YB' and cell is None:
            self.find('missing-key')
            return seat
        if area in 'OP' and v not in (0, 6):
            self.find('value-mismatch')
        sh = self.sh[seat]
        if (area == 'Y' and sh.crossed(cell)) or \
                (area == 'B' and cell in sh.blue) or sh.full(area):
            self.find('area-full' if area in 'GOP' else 'cell-occupied')
            return seat
        fired = self.make(sh, area, cell, 6)
        self.chain(seat, fired, e)
        self.claims(seat, e, self.fired)
        return seat

    # -- marks, chains, claims -------------------------------------------

    def make(self, sh, area, cell, v):
        """Make a mark that can be made (a bonus's or a die's)."""
        written = v * ORANGE_MULT[len(sh.orange)] if area == 'O' else v
        fired = put(sh, area, cell, written)
        self.fired += fired
        return fired

    def judge(self, seat, e, d, v):
        """A die's mark (2.11): (area, cell) to make, or None to skip."""
        sh = self.sh[seat]
        if e.has_to and e.to is None:
            return None
        if not e.has_to and d == 'W':
            self.find('missing-key')
            return None
        area = e.to[0] if e.has_to else 'YBGOP'[DICE.index(d) - 1]
        cell = e.to[1] if e.has_to else None
        if area == 'Y' and cell is None:
            free = [c for c in range(16)
                    if YELLOW[c] == v and not sh.crossed(c)]
            if not free:
                self.find('cell-occupied')
                return None
            if len(free) > 1:
                self.find('missing-key')
                return None
            cell = free[0]
        if d != 'W' and area != d:
            self.find('wrong-area')
        if area in 'OP' and e.has_to and e.to[2] not in (0, v):
            self.find('die-mismatch')
        if area == 'Y':
            if sh.crossed(cell):
                self.find('cell-occupied')
                return None
            if YELLOW[cell] != v:
                self.find('value-mismatch')
                # A cell slip: the die written as rolled and one free
                # cell showing it; the mark is made there.
                free = [c for c in range(16)
                        if YELLOW[c] == v and not sh.crossed(c)]
                if e.die is not None and e.die[1:] == (v,) and \
                        len(free) == 1:
                    cell = free[0]
        elif area == 'B':
            if cell is None:
                cell = self.bw()
            if not 2 <= cell <= 12 or cell in sh.blue:
                self.find('cell-occupied')
                return None
            if cell != self.bw():
                self.find('value-mismatch')
        elif sh.full(area):
            self.find('area-full')
            return None
        elif area == 'G':
            if v < GREEN_MIN[sh.green]:
                self.find('below-threshold')
        elif area == 'P':
            prev = sh.purple[-1] if sh.purple else 0
            if prev not in (0, 6) and v <= prev:
                self.find('not-ascending')
        return area, cell

    def enter(self, seat, e, d):
        v = self.value[d]
        self.fired = []
        if e.die[1] not in (0, v):
            self.find('die-mismatch')
        m = self.judge(seat, e, d, v)
        if m is not None:
            fired = self.make(self.sh[seat], m[0], m[1], v)
            self.chain(seat, fired, e)
        self.claims(seat, e, self.fired)

    def auto_mark(self, sh, b, pending):
        """Make the automatic bonus mark b (X green, O4 O5 O6, P6); its
        bonuses go to the front of pending, rerolls, +1s and foxes earned
        at once.  It lapses when its area is full."""
        area = b[0]
        if sh.full(area):
            return pending
        new = self.make(sh, area, None, 6 if b == 'G' else int(b[1]))
        pending = new + pending
        for x in [x for x in pending if x in ('reroll', '+1', 'fox')]:
            sh.earn(x)
        return [x for x in pending if x not in ('reroll', '+1', 'fox')]

    @staticmethod
    def fits(item, b):
        area, cell, v = item
        if area == 'Y':
            return b == 'Y'
        if area == 'B':
            return b == 'B'
        if area == 'G':
            return b == 'G'
        if area == 'O':
            return b in ('O4', 'O5', 'O6') if v == 0 else b == 'O%d' % v
        return b == 'P6' and v in (0, 6)

    def chain(self, seat, fired, e):
        """Resolve the chain of an entry with its then (2.6)."""
        sh = self.sh[seat]
        pending = list(fired)
        autos = ('G', 'O4', 'O5', 'O6', 'P6')
        for item in e.then:
            for x in [x for x in pending if x in ('reroll', '+1', 'fox')]:
                sh.earn(x)
            pending = [x for x in pending
                       if x not in ('reroll', '+1', 'fox')]
            if item is None:
                continue
            while not any(self.fits(item, b) for b in pending) and \
                    any(b in autos for b in pending):
                b = next(b for b in pending if b in autos)
                pending.remove(b)
                pending = self.auto_mark(sh, b, pending)
            hit = [b for b in pending if self.fits(item, b)]
            if not hit:
                self.find('bonus-not-due')
                continue
            b = hit[0]
            if b in ('Y', 'B'):
                area, cell = item[0], item[1]
                if cell is None:
                    self.find('missing-key')
                    continue
                if (area == 'Y' and sh.crossed(cell)) or \
                        (area == 'B' and cell in sh.blue):
                    self.find('cell-occupied')
                    continue
                pending.remove(b)
                pending = self.make(sh, area, cell, 0) + pending
                continue
            pending.remove(b)
            pending = self.auto_mark(sh, b, pending)
        for x in [x for x in pending if x in ('reroll', '+1', 'fox')]:
            sh.earn(x)
        pending = [x for x in pending if x not in ('reroll', '+1', 'fox')]
        while pending:
            b = pending.pop(0)
            if b in autos:
                pending = self.auto_mark(sh, b, pending)
            elif b in ('Y', 'B') and not sh.full(b):
                self.find('bonus-forfeited')
            else:
                sh.earn(b)

    def claims(self, seat, e, fired):
        now = self.sh[seat].scores()
        for k, v in e.total.items():
            if now[k] != v:
                self.find('total-mismatch')
        if e.bonus is not None and sorted(fired) != e.bonus:
            self.find('bonus-mismatch')

    # -- the record -------------------------------------------------------

    def run(self, doc):
        moves = doc.get('moves')
        if not isinstance(moves, list):
            raise Fail('no moves')
        reader = []
        entries = [Entry(raw, i + 1, self.players, reader)
                   for i, raw in enumerate(moves)]
        end_move = None
        for e in entries:
            self.move = e.move
            seat = self.step(e)
            if self.after_end and end_move is None:
                end_move = e.move
            sh = self.sh[seat] if seat is not None else None
            self.states.append((seat, sh.scores() if sh else None,
                                list(sh.rr) if sh else None,
                                list(sh.p1) if sh else None))
        if end_move is not None:
            reader = [f for f in reader if f[0] < end_move or
                      f[1] in FORM_CODES]
        self.move = len(entries)
        if not self.complete:
            self.findings.append((len(entries), 'game-incomplete'))
        elif entries and not self.after_end:
            self.close_turn()
        self.findings += reader
        self.header_claims(doc)
        return self

    def step(self, e):
        """Judge one entry (2.10); the seat whose sheet it concerns."""
        if e.action is None or self.after_end:
            return None
        if self.complete and not (self.phase == 'end' and
                                  e.action in ('pick', 'extra')):
            if not self.end_reported:
                self.find('move-after-end')
            self.end_reported = True
            self.after_end = True
            return None
        self.fired = []
        return {'roll': self.roll, 'reroll': self.reroll,
                'take': self.take, 'pick': self.pick,
                'extra': self.extra_, 'black': self.black}[e.action](e)

    def ranking(self):
        """Seats best first, and whether the first two share rank 1."""
        sc = [s.scores() for s in self.sh]

        def key(s):
            return (-sc[s]['total'], -max(sc[s][a] for a in AREAS))
        order = sorted(range(self.n), key=key)
        shared = self.n > 1 and key(order[0]) == key(order[1])
        return order, shared

    def header_claims(self, doc):
        self.move = 0
        final = [s.scores() for s in self.sh]
        for name, c in (doc.get('result') or {}).items():
            seat = self.seat_of(str(name))
            if seat is None:
                continue
            have = final[seat]
            claim = {'total': c} if not isinstance(c, dict) else c
            for k, v in claim.items():
                if str(k) in have and have[str(k)] != v:
                    self.find('result-mismatch')
        if 'winner' in doc:
            order, shared = self.ranking()
            w = str(doc['winner'])
            if w == 'draw':
                if not shared:
                    self.find('winner-mismatch')
            else:
                seat = self.seat_of(w)
                if seat is not None and (shared or seat != order[0]):
                    self.find('winner-mismatch')
        for name, c in (doc.get('sheets') or {}).items():
            if str(name) in self.players and isinstance(c, dict):
                self.sheet_claim(self.sh[self.players.index(str(name))], c)
            elif str(name) in self.was and isinstance(c, dict):
                self.find('unknown-player')
                self.sheet_claim(self.sh[self.was[str(name)]], c)

    def sheet_claim(self, got, c):
        """A full record's sheets claim of one player against the replay
        (the header's sheets key, 2.8 and 2.10)."""
        if 'yellow' in c:
            cells, seen = set(), set()
            for x in c['yellow']:
                m = parse_mark('Y' + str(x))
                if m is None or m[1] is None:
                    continue
                if m[1] in seen and m[1] not in PRINTED:
                    self.find('cell-occupied')
                seen.add(m[1])
                if m[1] not in PRINTED:
                    cells.add(m[1])
            if cells != got.yellow:
                self.find('sheet-mismatch')
        if 'blue' in c:
            seen = set()
            for x in c['blue']:
                if x in seen:
                    self.find('cell-occupied')
                seen.add(x)
            if seen != got.blue:
                self.find('sheet-mismatch')
        if 'green' in c and c['green'] != got.green:
            self.find('sheet-mismatch')
        for a, have in (('orange', got.orange), ('purple', got.purple)):
            if a in c and list(c[a]) != have:
                self.find('sheet-mismatch')
        if 'foxes' in c and c['foxes'] != got.foxes:
            self.find('bonus-mismatch')
        for k, have in (('reroll', got.rr), ('plus1', got.p1)):
            t = c.get(k) or {}
            if 'earned' in t and t['earned'] != have[0]:
                self.find('bonus-mismatch')
            if 'used' in t and t['used'] != have[1]:
                self.find('sheet-mismatch')
        sc = got.scores()
        for k, v in (c.get('score') or {}).items():
            if str(k) in sc and sc[str(k)] != v:
                self.find('score-mismatch')


def referee(doc):
    """Judge one full record: a Referee with its findings, sheets and
    states."""
    if not isinstance(doc, dict) or doc.get('game') != 'clever':
        raise Fail('not a clever game')
    return Referee(doc).run(doc)


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
                    r = referee(doc)
                except Fail as e:
                    bad += 1
                    print('%s: game %d: %s' % (path, g, e))
                    continue
                if r.findings:
                    bad += 1
                    print('%s: game %d: %s' % (path, g, r.findings[:5]))
                for s, p in enumerate(r.players):
                    model[(path, g, p)] = r.sh[s].scores()
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
