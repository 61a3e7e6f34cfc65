#!/usr/bin/env python3
"""The clever differential: genial's referee against the independent
model of tests/clever_reference.py, entry by entry.

Games of every player count (the solo game included) and every agent are
self-played with `genial play --kind clever`.  Each is judged clean, then
copies of it get one to three faults injected, of the kinds a transcriber
or a cheat gets wrong (KINDS below: a die of a roll, a cell, an area, a
value, a take of a die not in play, a pick from the wrong place, a +1 not
earned, a bonus mark left out or not due, the black bonus, the solo
platter, entries swapped, left out, written twice or after the end, the
claims, the header, a name misspelt in the list of players, ...).  Every
game, clean or faulty, is judged by `genial check -f tsv` and by the
model, and the two must give the same findings, as (entry, code), entry
by entry; `genial score -f json` and the model must leave every player
with the same scores and actions after every entry, and `genial rank -f
tsv` and the model the same final scores.

Usage: clever_diff.py GENIAL GAMES [SEED]
  GAMES self-played games in all (spread over 1 to 4 players and the
  three agents); each is checked clean and in two copies with faults.
  Prints the counts (games, entries, findings, faults by kind with how
  many of the games they went into drew a finding, disagreements) and the
  first disagreements (CLEVER_DIFF_SHOW of them, 3 by default; with
  CLEVER_DIFF_DUMP=1 their records too), and exits 1 on any disagreement
  or when a kind of fault was never injected or never drew a finding.

The same seed gives the same games and faults."""
import collections
import functools
import json
import os
import random
import re
import subprocess
import sys
import tempfile

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import clever_reference as ref  # noqa: E402

LOADER = getattr(yaml, 'CSafeLoader', yaml.SafeLoader)
AGENTS = ['random', 'greedy', 'balanced']

# -- writing a record back ----------------------------------------------

PLAIN = re.compile(r'^[A-Za-z0-9][A-Za-z0-9 ._-]*$')


def scalar(v):
    """A scalar as YAML that both libyaml and PyYAML read back as v."""
    if isinstance(v, str):
        return text_scalar(v)
    if isinstance(v, bool):
        return 'true' if v else 'false'
    if isinstance(v, int):
        return str(v)
    return text_scalar(str(v))


@functools.lru_cache(maxsize=None)
def text_scalar(s):
    """A text as YAML: plain where both readers take it as this text."""
    if PLAIN.match(s) and not s.endswith(' '):
        try:
            if yaml.load('x: ' + s, Loader=LOADER)['x'] == s:
                return s
        except yaml.YAMLError:
            pass
    return "'" + s.replace("'", "''") + "'"


def flow(v):
    if isinstance(v, dict):
        return '{' + ', '.join('%s: %s' % (scalar(k), flow(x))
                               for k, x in v.items()) + '}'
    if isinstance(v, list):
        return '[' + ', '.join(flow(x) for x in v) + ']'
    return scalar(v)


def dump(doc):
    out = ['---']
    for k, v in doc.items():
        if k == 'moves':
            out.append('moves:')
            out += ['- ' + flow(e) for e in v]
        else:
            out.append('%s: %s' % (k, flow(v)))
    return '\n'.join(out) + '\n'


# -- the clean game's structure, for placing faults ---------------------

class Shape:
    """What the faults need to know of a clean game: per entry its
    action and player (the model's reading of the clean record), where
    each turn starts, and the dice as they lie after each entry."""

    def __init__(self, doc):
        self.doc = doc
        r = ref.Referee(doc)
        self.n = r.n
        self.moves = doc['moves']
        self.seat = []
        self.where = []
        self.value = []
        self.turn = []
        reader = []
        for i, raw in enumerate(self.moves):
            e = ref.Entry(raw, i + 1, r.players, reader)
            r.move = i + 1
            self.seat.append(r.step(e))
            self.where.append(dict(r.where))
            self.value.append(dict(r.value))
            self.turn.append(r.turn)
        self.players = r.players

    def idx(self, action, pred=None):
        return [i for i, e in enumerate(self.moves)
                if action in e and (pred is None or pred(i, e))]


# -- the faults -----------------------------------------------------------

def with_value(text, die, v):
    return re.sub(r'\b%s[1-6]\b' % die, '%s%d' % (die, v), text, count=1)


def other(rng, v, lo=1, hi=6):
    return rng.choice([x for x in range(lo, hi + 1) if x != v])


def f_roll_value(sh, rng):
    i = rng.choice(sh.idx('roll') or [None])
    if i is None:
        return None
    toks = str(sh.moves[i]['roll']).split()
    k = rng.randrange(len(toks))
    toks[k] = toks[k][0] + str(other(rng, int(toks[k][1])))
    sh.moves[i]['roll'] = ' '.join(toks)
    return i


def f_roll_omit(sh, rng):
    i = rng.choice(sh.idx('roll') or [None])
    if i is None:
        return None
    toks = str(sh.moves[i]['roll']).split()
    if len(toks) < 2:
        return None
    del toks[rng.randrange(len(toks))]
    sh.moves[i]['roll'] = ' '.join(toks)
    return i


def f_roll_extra_die(sh, rng):
    cand = sh.idx('roll', lambda i, e: len(str(e['roll']).split()) < 6)
    if not cand:
        return None
    i = rng.choice(cand)
    have = {t[0] for t in str(sh.moves[i]['roll']).split()}
    d = rng.choice([d for d in ref.DICE if d not in have])
    toks = str(sh.moves[i]['roll']).split() + ['%s%d' % (d, rng.randint(1,
                                                                         6))]
    toks.sort(key=lambda t: ref.DICE.index(t[0]))
    sh.moves[i]['roll'] = ' '.join(toks)
    return i


def f_roll_bad_die(sh, rng):
    i = rng.choice(sh.idx('roll') or [None])
    if i is None:
        return None
    toks = str(sh.moves[i]['roll']).split()
    k = rng.randrange(len(toks))
    toks[k] = rng.choice([toks[k][0] + '7', 'Q' + toks[k][1], toks[k] + '1'])
    sh.moves[i]['roll'] = ' '.join(toks)
    return i


def f_first_roll_no_white(sh, rng):
    e = sh.moves[0]
    if 'roll' not in e or ' ' not in str(e['roll']):
        return None
    e['roll'] = ' '.join(t for t in str(e['roll']).split() if t[0] != 'W')
    return 0


def f_roll_player(sh, rng):
    cand = sh.idx('roll', lambda i, e: 'player' in e)
    if not cand or sh.n < 2:
        return None
    i = rng.choice(cand)
    p = sh.players.index(str(sh.moves[i]['player']))
    sh.moves[i]['player'] = sh.players[rng.choice(
        [s for s in range(sh.n) if s != p])]
    return i


def f_reroll_inserted(sh, rng):
    cand = sh.idx('take', lambda i, e: i > 0 and 'roll' in sh.moves[i - 1]
                  or 'reroll' in sh.moves[i - 1])
    if not cand:
        return None
    i = rng.choice(cand)
    toks = str(sh.moves[i - 1].get('roll', sh.moves[i - 1].get(
        'reroll'))).split()
    sh.moves.insert(i, {'reroll': ' '.join(toks)})
    return i


def f_reroll_after_take(sh, rng):
    cand = sh.idx('take')
    if not cand:
        return None
    i = rng.choice(cand)
    sh.moves.insert(i + 1, {'reroll': 'W1 Y2 B3 G4 O5 P6'})
    return i + 1


def f_take_not_in_play(sh, rng):
    cand = sh.idx('take', lambda i, e: e['take'] != 'none' and i > 0)
    if not cand:
        return None
    i = rng.choice(cand)
    w = sh.where[i - 1]
    out = [d for d in ref.DICE if w[d] != 'play']
    if not out:
        return None
    d = rng.choice(out)
    sh.moves[i]['take'] = d
    return i


def f_take_value(sh, rng):
    cand = sh.idx('take', lambda i, e: len(str(e['take'])) == 2)
    if not cand:
        return None
    i = rng.choice(cand)
    t = str(sh.moves[i]['take'])
    sh.moves[i]['take'] = t[0] + str(other(rng, int(t[1])))
    return i


def f_take_none(sh, rng):
    cand = sh.idx('take', lambda i, e: e['take'] != 'none')
    if not cand:
        return None
    i = rng.choice(cand)
    sh.moves[i] = {'take': 'none'}
    return i


def f_wrong_area(sh, rng):
    cand = sh.idx('take', lambda i, e: 'to' in e and
                  str(e['take'])[0] != 'W') + \
        sh.idx('pick', lambda i, e: 'to' in e and str(e['pick'])[0] != 'W')
    if not cand:
        return None
    i = rng.choice(cand)
    e = sh.moves[i]
    a = str(e['to'])[0]
    b = rng.choice([x for x in 'GOP' if x != a])
    e['to'] = b
    return i


def f_yellow_cell(sh, rng):
    cand = [i for i, e in enumerate(sh.moves)
            if str(e.get('to', '')).startswith('Y') and
            len(str(e.get('to'))) == 3]
    if not cand:
        return None
    i = rng.choice(cand)
    sh.moves[i]['to'] = 'Y%s%d' % (rng.choice('ABCD'), rng.randint(1, 4))
    return i


def f_blue_cell(sh, rng):
    cand = [i for i, e in enumerate(sh.moves)
            if re.match(r'^B\d+$', str(e.get('to', '')))]
    if not cand:
        return None
    i = rng.choice(cand)
    n = int(str(sh.moves[i]['to'])[1:])
    sh.moves[i]['to'] = 'B%d' % other(rng, n, 2, 12)
    return i


def f_to_value(sh, rng):
    cand = [i for i, e in enumerate(sh.moves)
            if re.match(r'^[OP][1-6]$', str(e.get('to', '')))]
    if not cand:
        return None
    i = rng.choice(cand)
    t = str(sh.moves[i]['to'])
    sh.moves[i]['to'] = t[0] + str(other(rng, int(t[1])))
    return i


def f_white_no_to(sh, rng):
    cand = [i for i, e in enumerate(sh.moves)
            if any(str(e.get(a, '')).startswith('W')
                   for a in ('take', 'pick', 'extra')) and 'to' in e]
    if not cand:
        return None
    i = rng.choice(cand)
    del sh.moves[i]['to']
    return i


def f_yellow_no_cell(sh, rng):
    cand = [i for i, e in enumerate(sh.moves)
            if str(e.get('to', '')).startswith('Y')]
    if not cand:
        return None
    i = rng.choice(cand)
    sh.moves[i]['to'] = 'Y'
    return i


def f_die_low(sh, rng, area):
    """Lower the die of a take into green or purple, in the roll too."""
    cand = [i for i, e in enumerate(sh.moves)
            if 'take' in e and str(e.get('to', ''))[:1] == area and
            len(str(e['take'])) == 2 and i > 0]
    if not cand:
        return None
    i = rng.choice(cand)
    e = sh.moves[i]
    d, v = str(e['take'])[0], int(str(e['take'])[1])
    if v == 1:
        return None
    nv = rng.randint(1, v - 1)
    for j in range(i - 1, -1, -1):
        if 'roll' in sh.moves[j] or 'reroll' in sh.moves[j]:
            k = 'roll' if 'roll' in sh.moves[j] else 'reroll'
            sh.moves[j][k] = with_value(str(sh.moves[j][k]), d, nv)
            break
    e['take'] = '%s%d' % (d, nv)
    if str(e['to'])[1:]:
        e['to'] = '%s%d' % (area, nv)
    return i


def f_green_low(sh, rng):
    return f_die_low(sh, rng, 'G')


def f_purple_low(sh, rng):
    return f_die_low(sh, rng, 'P')


def f_take_player(sh, rng):
    cand = sh.idx('take')
    if not cand or sh.n < 2:
        return None
    i = rng.choice(cand)
    act = sh.seat[i]
    sh.moves[i]['player'] = sh.players[rng.choice(
        [s for s in range(sh.n) if s != act])]
    return i


def f_delete(sh, rng, action):
    cand = sh.idx(action)
    if not cand:
        return None
    i = rng.choice(cand)
    del sh.moves[i]
    return i


def f_take_deleted(sh, rng):
    return f_delete(sh, rng, 'take')


def f_pick_deleted(sh, rng):
    return f_delete(sh, rng, 'pick')


def f_pick_die(sh, rng):
    cand = sh.idx('pick', lambda i, e: e['pick'] != 'none')
    if not cand:
        return None
    i = rng.choice(cand)
    d = str(sh.moves[i]['pick'])[0]
    sh.moves[i]['pick'] = rng.choice([x for x in ref.DICE if x != d])
    return i


def f_pick_by_active(sh, rng):
    cand = sh.idx('pick', lambda i, e: sh.n > 1)
    if not cand:
        return None
    i = rng.choice(cand)
    sh.moves[i]['player'] = sh.players[sh.seat[i - 1] if sh.seat[i - 1]
                                       is not None else 0]
    return i


def f_duplicate(sh, rng, action):
    cand = sh.idx(action)
    if not cand:
        return None
    i = rng.choice(cand)
    sh.moves.insert(i + 1, dict(sh.moves[i]))
    return i + 1


def f_pick_twice(sh, rng):
    return f_duplicate(sh, rng, 'pick')


def f_pick_early(sh, rng):
    cand = sh.idx('pick', lambda i, e: i > 1 and 'take' in sh.moves[i - 1])
    if not cand:
        return None
    i = rng.choice(cand)
    e = sh.moves.pop(i)
    sh.moves.insert(i - 1, e)
    return i - 1


def f_no_player(sh, rng, actions):
    cand = [i for i, e in enumerate(sh.moves)
            if any(a in e for a in actions) and 'player' in e]
    if not cand:
        return None
    i = rng.choice(cand)
    del sh.moves[i]['player']
    return i


def f_pick_no_player(sh, rng):
    return f_no_player(sh, rng, ('pick',)) if sh.n > 2 else None


def f_extra_no_player(sh, rng):
    return f_no_player(sh, rng, ('extra', 'black')) if sh.n > 1 else None


def f_extra_unearned(sh, rng):
    cand = sh.idx('pick') + sh.idx('take')
    if not cand:
        return None
    i = rng.choice(cand)
    seat = sh.seat[i] if sh.seat[i] is not None else 0
    e = {'extra': rng.choice(ref.DICE), 'player': sh.players[seat]}
    if e['extra'] == 'W':
        e['to'] = rng.choice('OP')
    sh.moves.insert(i + 1, e)
    return i + 1


def f_extra_twice(sh, rng):
    return f_duplicate(sh, rng, 'extra')


def f_extra_early(sh, rng):
    cand = sh.idx('extra', lambda i, e: i > 0 and 'pick' in sh.moves[i - 1])
    if not cand:
        return None
    i = rng.choice(cand)
    e = sh.moves.pop(i)
    sh.moves.insert(i - 1, e)
    return i - 1


def then_entries(sh):
    return [i for i, e in enumerate(sh.moves) if e.get('then')]


def as_list(v):
    return v if isinstance(v, list) else [v]


def f_then_cell(sh, rng):
    cand = [i for i in then_entries(sh)
            if any(re.match(r'^(Y[A-D][1-4]|B\d+)$', str(t))
                   for t in as_list(sh.moves[i]['then']))]
    if not cand:
        return None
    i = rng.choice(cand)
    items = list(as_list(sh.moves[i]['then']))
    k = rng.choice([k for k, t in enumerate(items)
                    if re.match(r'^(Y[A-D][1-4]|B\d+)$', str(t))])
    if str(items[k]).startswith('Y'):
        items[k] = 'Y%s%d' % (rng.choice('ABCD'), rng.randint(1, 4))
    else:
        items[k] = 'B%d' % rng.randint(2, 12)
    sh.moves[i]['then'] = items
    return i


def f_then_dropped(sh, rng):
    cand = then_entries(sh)
    if not cand:
        return None
    i = rng.choice(cand)
    items = list(as_list(sh.moves[i]['then']))
    del items[rng.randrange(len(items))]
    if items:
        sh.moves[i]['then'] = items
    else:
        del sh.moves[i]['then']
    return i


def f_then_not_due(sh, rng):
    cand = sh.idx('take', lambda i, e: 'to' in e) + \
        sh.idx('pick', lambda i, e: 'to' in e)
    if not cand:
        return None
    i = rng.choice(cand)
    items = list(as_list(sh.moves[i].get('then', [])))
    items.append(rng.choice(['YA1', 'B7', 'G', 'O4', 'P6', 'YD4', 'B12']))
    sh.moves[i]['then'] = items
    return i


def f_then_no_cell(sh, rng):
    cand = [i for i in then_entries(sh)
            if any(re.match(r'^(Y[A-D][1-4]|B\d+)$', str(t))
                   for t in as_list(sh.moves[i]['then']))]
    if not cand:
        return None
    i = rng.choice(cand)
    items = [str(t)[0] if re.match(r'^(Y[A-D][1-4]|B\d+)$', str(t)) else t
             for t in as_list(sh.moves[i]['then'])]
    sh.moves[i]['then'] = items
    return i


def f_bonus_claim(sh, rng):
    cand = [i for i, e in enumerate(sh.moves)
            if any(a in e for a in ('take', 'pick', 'extra', 'black'))]
    if not cand:
        return None
    i = rng.choice(cand)
    e = sh.moves[i]
    b = list(as_list(e.get('bonus', [])))
    if b and rng.random() < 0.5:
        del b[rng.randrange(len(b))]
    else:
        b.append(rng.choice(ref.BONUS_WORDS))
    e['bonus'] = b
    return i


def f_total_claim(sh, rng):
    cand = [i for i, e in enumerate(sh.moves) if e.get('total')]
    if not cand:
        return None
    i = rng.choice(cand)
    t = dict(sh.moves[i]['total'])
    k = rng.choice(list(t))
    t[k] = t[k] + rng.choice([-2, -1, 1, 2, 10])
    if t[k] < 0:
        t[k] = 0 if t[k] != 0 else 1
    sh.moves[i]['total'] = t
    return i


def f_black_deleted(sh, rng):
    return f_delete(sh, rng, 'black')


def f_black_twice(sh, rng):
    return f_duplicate(sh, rng, 'black')


def f_black_value(sh, rng):
    cand = sh.idx('black', lambda i, e: str(e['black'])[0] in 'OP')
    if not cand:
        return None
    i = rng.choice(cand)
    sh.moves[i]['black'] = str(sh.moves[i]['black'])[0] + str(
        rng.randint(1, 5))
    return i


def f_black_cell(sh, rng):
    cand = sh.idx('black')
    if not cand:
        return None
    i = rng.choice(cand)
    sh.moves[i]['black'] = rng.choice(['YD1', 'YA1', 'B2', 'B7', 'B12',
                                       'YB2', 'G', 'O', 'P'])
    return i


def f_black_early(sh, rng):
    cand = sh.idx('black')
    if not cand:
        return None
    i = rng.choice(cand)
    e = sh.moves.pop(i)
    j = rng.randrange(1, i)
    sh.moves.insert(j, e)
    return j


def f_platter(sh, rng):
    cand = sh.idx('roll', lambda i, e: sh.n == 1 and sh.turn[i] % 2 == 1)
    if not cand:
        return None
    i = rng.choice(cand)
    sh.moves[i]['platter'] = rng.sample(list(ref.DICE), 3)
    return i


def f_platter_removed(sh, rng):
    cand = sh.idx('roll', lambda i, e: 'platter' in e)
    if not cand:
        return None
    i = rng.choice(cand)
    del sh.moves[i]['platter']
    return i


def f_swapped(sh, rng):
    if len(sh.moves) < 3:
        return None
    i = rng.randrange(len(sh.moves) - 1)
    sh.moves[i], sh.moves[i + 1] = sh.moves[i + 1], sh.moves[i]
    return i


def f_deleted(sh, rng):
    i = rng.randrange(len(sh.moves))
    del sh.moves[i]
    return i


def f_duplicated(sh, rng):
    i = rng.randrange(len(sh.moves))
    sh.moves.insert(i + 1, dict(sh.moves[i]))
    return i + 1


def f_truncated(sh, rng):
    i = rng.randrange(1, len(sh.moves))
    del sh.moves[i:]
    return i


def f_after_end(sh, rng):
    sh.moves.append(rng.choice([{'roll': 'W1 Y2 B3 G4 O5 P6'},
                                {'take': 'P6', 'to': 'P'},
                                {'black': 'G'}]))
    return len(sh.moves) - 1


def f_bad_cell(sh, rng):
    cand = [i for i, e in enumerate(sh.moves) if 'to' in e]
    if not cand:
        return None
    i = rng.choice(cand)
    sh.moves[i]['to'] = rng.choice(['YE1', 'B13', 'Q', 'O7', 'G2', 'YA5'])
    return i


def f_unknown_player(sh, rng):
    cand = [i for i, e in enumerate(sh.moves) if 'player' in e]
    if not cand:
        return None
    i = rng.choice(cand)
    sh.moves[i]['player'] = str(sh.moves[i]['player']) + 'x'
    return i


def f_header_name(sh, rng):
    """A player's name misspelt in the list of players only: two letters
    exchanged or one left out."""
    if sh.n < 2:
        return None
    s = rng.randrange(sh.n)
    name = str(sh.doc['players'][s])
    i = rng.randrange(len(name) - 1) if len(name) > 1 else 0
    if len(name) > 1 and name[i] != name[i + 1] and rng.random() < 0.5:
        new = name[:i] + name[i + 1] + name[i] + name[i + 2:]
    else:
        new = name[:i] + name[i + 1:]
    if not new or new in sh.players or new == 'draw':
        return None
    sh.doc['players'][s] = new
    return None


def f_bad_move(sh, rng):
    i = rng.randrange(len(sh.moves))
    e = sh.moves[i]
    if rng.random() < 0.5:
        for a in ref.ACTIONS:
            e.pop(a, None)
        e['note'] = 'no action'
    else:
        e['extra' if 'roll' not in e else 'take'] = 'P'
    return i


def f_unknown_key(sh, rng):
    i = rng.randrange(len(sh.moves))
    sh.moves[i][rng.choice(['tot', 'colour', 'Then', 'die'])] = 1
    return i


def f_result(sh, rng):
    res = sh.doc.get('result')
    if not res:
        return None
    p = rng.choice(list(res))
    res[p] = res[p] + rng.choice([-1, 1, 5])
    return None


def f_winner(sh, rng):
    if 'winner' not in sh.doc:
        return None
    w = str(sh.doc['winner'])
    sh.doc['winner'] = rng.choice([p for p in sh.players + ['draw']
                                   if p != w])
    return None


def f_sheets(sh, rng):
    r = ref.Referee(sh.doc).run(sh.doc)
    sheets = {}
    for s, p in enumerate(r.players):
        g = r.sh[s]
        sheets[p] = {
            'yellow': ['%s%d' % ('ABCD'[c % 4], c // 4 + 1)
                       for c in sorted(g.yellow)],
            'blue': sorted(g.blue), 'green': g.green,
            'orange': list(g.orange), 'purple': list(g.purple),
            'reroll': {'earned': g.rr[0], 'used': g.rr[1]},
            'plus1': {'earned': g.p1[0], 'used': g.p1[1]},
            'foxes': g.foxes}
    p = rng.choice(r.players)
    k = rng.choice(['yellow', 'blue', 'green', 'orange', 'foxes', 'reroll',
                    'twice'])
    c = sheets[p]
    if k == 'yellow':
        c['yellow'] = c['yellow'][:-1] if c['yellow'] else ['A1']
    elif k == 'blue':
        c['blue'] = c['blue'] + [12] if 12 not in c['blue'] else \
            c['blue'][:-1]
    elif k == 'green':
        c['green'] = (c['green'] + 1) % 12
    elif k == 'orange':
        c['orange'] = c['orange'][:-1] if c['orange'] else [3]
    elif k == 'foxes':
        c['foxes'] = (c['foxes'] + 1) % 6
    elif k == 'reroll':
        c['reroll'] = {'earned': (c['reroll']['earned'] + 1) % 8,
                       'used': c['reroll']['used']}
    elif c['yellow']:
        c['yellow'] = c['yellow'] + c['yellow'][:1]
    sh.doc['sheets'] = sheets
    return None


def f_rounds(sh, rng):
    sh.doc['rounds'] = other(rng, len(sh.moves) and
                             (6 if sh.n <= 2 else 5 if sh.n == 3 else 4))
    # keep the key order of a record: rounds after players
    d = {k: sh.doc[k] for k in ('game', 'players', 'rounds')}
    d.update({k: v for k, v in sh.doc.items() if k not in d})
    sh.doc.clear()
    sh.doc.update(d)
    return None


def f_roll_twice(sh, rng):
    """A roll written twice: the last of the game half the time (C50 on
    the last turn)."""
    cand = sh.idx('roll')
    if not cand:
        return None
    i = cand[-1] if rng.random() < 0.5 else rng.choice(cand)
    e = dict(sh.moves[i])
    e.pop('player', None)
    sh.moves.insert(i + 1, e)
    return i + 1


def f_then_swapped(sh, rng):
    cand = [i for i in then_entries(sh)
            if isinstance(sh.moves[i]['then'], list) and
            len(sh.moves[i]['then']) > 1]
    if not cand:
        return None
    i = rng.choice(cand)
    items = list(sh.moves[i]['then'])
    rng.shuffle(items)
    sh.moves[i]['then'] = items
    return i


def f_reroll_player(sh, rng):
    cand = sh.idx('reroll')
    if not cand or sh.n < 2:
        return None
    i = rng.choice(cand)
    sh.moves[i]['player'] = rng.choice(sh.players)
    return i


def f_black_player(sh, rng):
    cand = sh.idx('black')
    if not cand or sh.n < 2:
        return None
    i = rng.choice(cand)
    sh.moves[i]['player'] = rng.choice(sh.players)
    return i


def f_bonus_bad_word(sh, rng):
    cand = [i for i, e in enumerate(sh.moves) if 'bonus' in e]
    if not cand:
        return None
    i = rng.choice(cand)
    sh.moves[i]['bonus'] = as_list(sh.moves[i]['bonus']) + [
        rng.choice(['rerol', 'X', 'O7', 'foxes'])]
    return i


def f_lower_case(sh, rng):
    """Letters written in lower case: allowed, no finding of its own."""
    i = rng.randrange(len(sh.moves))
    e = sh.moves[i]
    for k in ('roll', 'reroll', 'take', 'pick', 'extra', 'black', 'to'):
        if k in e and isinstance(e[k], str) and e[k] != 'none':
            e[k] = e[k].lower()
    return i


def f_claim_foxes(sh, rng):
    cand = [i for i, e in enumerate(sh.moves) if e.get('total')]
    if not cand:
        return None
    i = rng.choice(cand)
    t = dict(sh.moves[i]['total'])
    t[rng.choice(['foxes', 'F'])] = rng.randint(0, 3)
    sh.moves[i]['total'] = t
    return i


# Faults that are no fault on their own (a game with only these may
# draw no finding).
NEUTRAL = {'lower-case', 'then-swapped'}

KINDS = {
    'roll-value': f_roll_value,
    'roll-omit': f_roll_omit,
    'roll-extra-die': f_roll_extra_die,
    'roll-bad-die': f_roll_bad_die,
    'roll-player': f_roll_player,
    'first-roll-no-white': f_first_roll_no_white,
    'reroll-inserted': f_reroll_inserted,
    'reroll-after-take': f_reroll_after_take,
    'take-not-in-play': f_take_not_in_play,
    'take-value': f_take_value,
    'take-none': f_take_none,
    'take-player': f_take_player,
    'take-deleted': f_take_deleted,
    'wrong-area': f_wrong_area,
    'yellow-cell': f_yellow_cell,
    'blue-cell': f_blue_cell,
    'to-value': f_to_value,
    'white-no-to': f_white_no_to,
    'yellow-no-cell': f_yellow_no_cell,
    'green-low': f_green_low,
    'purple-low': f_purple_low,
    'pick-die': f_pick_die,
    'pick-by-active': f_pick_by_active,
    'pick-deleted': f_pick_deleted,
    'pick-twice': f_pick_twice,
    'pick-early': f_pick_early,
    'pick-no-player': f_pick_no_player,
    'extra-unearned': f_extra_unearned,
    'extra-twice': f_extra_twice,
    'extra-early': f_extra_early,
    'extra-no-player': f_extra_no_player,
    'then-cell': f_then_cell,
    'then-dropped': f_then_dropped,
    'then-not-due': f_then_not_due,
    'then-no-cell': f_then_no_cell,
    'bonus-claim': f_bonus_claim,
    'total-claim': f_total_claim,
    'black-deleted': f_black_deleted,
    'black-twice': f_black_twice,
    'black-value': f_black_value,
    'black-cell': f_black_cell,
    'black-early': f_black_early,
    'platter': f_platter,
    'platter-removed': f_platter_removed,
    'swapped': f_swapped,
    'deleted': f_deleted,
    'duplicated': f_duplicated,
    'truncated': f_truncated,
    'after-end': f_after_end,
    'bad-cell': f_bad_cell,
    'unknown-player': f_unknown_player,
    'header-name': f_header_name,
    'bad-move': f_bad_move,
    'unknown-key': f_unknown_key,
    'result': f_result,
    'winner': f_winner,
    'sheets': f_sheets,
    'rounds': f_rounds,
    'roll-twice': f_roll_twice,
    'then-swapped': f_then_swapped,
    'reroll-player': f_reroll_player,
    'black-player': f_black_player,
    'bonus-bad-word': f_bonus_bad_word,
    'lower-case': f_lower_case,
    'claim-foxes': f_claim_foxes,
}


# -- running both ---------------------------------------------------------

def run(args, text=None):
    p = subprocess.run(args, input=text, capture_output=True, text=True,
                       check=False)
    return p.stdout


def genial_findings(gen, path):
    """game -> Counter of (move, code), from check -f tsv (a game with no
    finding has one row, its code empty)."""
    out = collections.defaultdict(collections.Counter)
    for row in run([gen, 'check', '-f', 'tsv', path]).splitlines()[1:]:
        f = row.split('\t')
        if f[7] == '':
            continue
        out[int(f[1])][(int(f[2]), f[7])] += 1
    return out


def genial_states(gen, path):
    """game -> list per entry of (player, scores, rr, p1) from score -f
    json, and game -> {player: total} from rank -f tsv."""
    states = {}
    for line in run([gen, 'score', '-f', 'json', path]).splitlines():
        j = json.loads(line)
        if 'moves' not in j:
            continue
        st = []
        for m in j['moves']:
            if m.get('player') is None or 'scores' not in m:
                st.append(None)
                continue
            st.append((m['player'], m['scores'], m['actions']['reroll'],
                       m['actions']['plus1']))
        states[j['game']] = st
    final = collections.defaultdict(dict)
    rows = run([gen, 'rank', '-f', 'tsv', path]).splitlines()
    for row in rows[1:]:
        f = dict(zip(rows[0].split('\t'), row.split('\t')))
        final[int(f['game'])][f['player']] = int(f['total'])
    return states, final


def compare_states(doc, r, gst):
    """Entries after which genial and the model leave a player with
    other scores or actions."""
    bad = []
    for i, (mine, theirs) in enumerate(zip(r.states, gst or [])):
        if mine[0] is None or theirs is None:
            continue
        if r.players[mine[0]] != theirs[0]:
            continue
        sc = mine[1]
        want = {k: sc[k] for k in ('Y', 'B', 'G', 'O', 'P', 'F', 'total')}
        if want != theirs[1] or mine[2] != theirs[2] or \
                mine[3] != theirs[3]:
            bad.append(i + 1)
    return bad


def main():
    gen = sys.argv[1]
    ngames = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    rng = random.Random(seed)
    docs = []       # (label, kinds, doc)
    per = max(1, ngames // 12)
    made = 0
    k = 0
    while made < ngames:
        players = k % 4 + 1
        agent = AGENTS[(k // 4) % 3]
        n = min(per, ngames - made)
        text = run([gen, 'play', '--kind', 'clever', '--seed',
                    str(seed * 1000 + k), '--games', str(n), '--players',
                    str(players), '--agent', agent])
        for doc in yaml.load_all(text, Loader=LOADER):
            docs.append(('%dp %s' % (players, agent), [], doc))
        made += n
        k += 1
    clean = list(docs)
    order = []          # the kinds in turn, each round shuffled
    later = []          # kinds that did not apply to the last game

    def next_kind(tried):
        for k in later:
            if k not in tried:
                later.remove(k)
                return k
        if not order:
            order.extend(sorted(KINDS))
            rng.shuffle(order)
        return order.pop()
    injected = collections.Counter()
    drew = collections.Counter()
    for label, _, doc in clean:
        for _ in range(2):
            d = yaml.load(dump(doc), Loader=LOADER)
            sh = Shape(d)
            kinds = []
            for _ in range(rng.choice([1, 1, 2, 3])):
                tried = set()
                for _ in range(10):
                    kind = next_kind(tried)
                    tried.add(kind)
                    before = repr(d)
                    KINDS[kind](sh, rng)
                    if repr(d) != before:
                        kinds.append(kind)
                        break
                    if kind not in later:
                        later.append(kind)
                if kinds:
                    sh = Shape(d) if 'moves' in d and d['moves'] else sh
            if kinds:
                for kd in kinds:
                    injected[kd] += 1
                docs.append((label, kinds, yaml.load(dump(d),
                                                     Loader=LOADER)))
    fd, path = tempfile.mkstemp(suffix='.yaml')
    with os.fdopen(fd, 'w') as f:
        for _, _, doc in docs:
            f.write(dump(doc))
    try:
        gf = genial_findings(gen, path)
        gst, gfinal = genial_states(gen, path)
    finally:
        os.unlink(path)
    games = entries = nfind = 0
    disagree = []
    state_bad = 0
    by_kind = collections.Counter()
    for g, (label, kinds, doc) in enumerate(docs, 1):
        games += 1
        entries += len(doc['moves'])
        r = ref.referee(doc)
        mine = collections.Counter(r.findings)
        theirs = gf.get(g, collections.Counter())
        nfind += sum(theirs.values())
        if mine != theirs:
            disagree.append((g, label, kinds, mine - theirs, theirs - mine,
                             doc))
            for kd in kinds:
                by_kind[kd] += 1
        if kinds and any(c not in ('rounds-mismatch',) for _, c in mine):
            for kd in kinds:
                drew[kd] += 1
        sb = compare_states(doc, r, gst.get(g))
        final = {p: r.sh[s].scores()['total']
                 for s, p in enumerate(r.players)}
        if sb or (not [c for _, c in mine if c == 'sheet-mismatch'] and
                  gfinal.get(g, {}) and gfinal[g] != final):
            state_bad += 1
            if not mine != theirs:
                disagree.append((g, label, kinds, 'state', sb[:5], doc))
    print('clever diff: %d games (%d clean, %d with faults), %d entries, '
          '%d findings' % (games, len(clean), games - len(clean), entries,
                           nfind))
    print('  faults injected by kind (drew a finding / injected):')
    line = []
    for kd in sorted(KINDS):
        line.append('%s %d/%d' % (kd, drew[kd], injected[kd]))
    for i in range(0, len(line), 4):
        print('    ' + ', '.join(line[i:i + 4]))
    print('  disagreements: %d games (%d with another state); by kind: %s'
          % (len(disagree), state_bad, ', '.join(
              '%s %d' % kv for kv in sorted(by_kind.items())) or 'none'))
    for g, label, kinds, a, b, doc in disagree[:int(os.environ.get(
            'CLEVER_DIFF_SHOW', '3'))]:
        print('game %d (%s, faults %s): model only %s, genial only %s' % (
            g, label, kinds, dict(a) if a != 'state' else a,
            dict(b) if isinstance(b, collections.Counter) else b))
        if os.environ.get('CLEVER_DIFF_DUMP'):
            sys.stdout.write(dump(doc))
    missing = [kd for kd in KINDS if injected[kd] == 0 or
               (drew[kd] == 0 and kd not in NEUTRAL)]
    if missing:
        print('  kinds never injected or never drawing a finding: %s' %
              ', '.join(missing))
    return 1 if disagree or missing else 0


if __name__ == '__main__':
    sys.exit(main())
