#!/usr/bin/env python3
"""Property tests of the Ganz schön clever referee over self-play.

Games of every player count (1 to 4, the solo game included) and every
agent are generated with `genial play --kind clever`; each must pass
`check` without a finding.  Then each game is mutated, one fault at a
time, and `check` must report the fault's code at the mutated entry, with
no error before it:

  wrong-total      a `total` claim one too high          total-mismatch
  wrong-cell       a blue take names another cell        value-mismatch
                                                        or cell-occupied
  die-unavailable  a take names a die already on a field die-unavailable
  below-minimum    a green die below its box's minimum  below-threshold
  not-ascending    a purple die not above the last one  not-ascending
  action-unearned  a +1 by a player with none left       action-unavailable

The state a mutation needs (who made an entry, what it marked, the
actions earned) is read from the clean game's `score -f json`.

Usage: clever_property.py GENIAL [GAMES]"""
import json
import re
import subprocess
import sys

GEN = sys.argv[1]
GAMES = int(sys.argv[2]) if len(sys.argv) > 2 else 6
GREEN_MIN = [1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 6]


def run(args, text=None):
    p = subprocess.run([GEN] + args, input=text, capture_output=True,
                       text=True, check=False)
    return p.stdout


def findings(text):
    rows = run(['check', '-f', 'tsv', '-'], text).splitlines()[1:]
    out = []
    for r in rows:
        f = r.split('\t')
        if f[7] == '':      # a game with no finding: its one row
            continue
        out.append((int(f[2]), f[5], f[7]))
    return out


def split_games(text):
    docs = text.split('---\n')
    return ['---\n' + d for d in docs if d.strip()]


def entries(lines):
    """Line indexes of the move entries, in order."""
    return [i for i, l in enumerate(lines) if l.startswith('- {')]


def last_roll(lines, ent, k):
    """The line of the roll or reroll that entry k answers."""
    for j in range(k - 1, -1, -1):
        l = lines[ent[j]]
        if l.startswith('- {roll:') or l.startswith('- {reroll:'):
            return ent[j]
    return None


def set_die(line, die, v):
    return re.sub(r'\b%s[1-6]\b' % die, '%s%d' % (die, v), line, count=1)


def mutations(text, moves):
    """Yield (name, mutated text, move, expected codes)."""
    lines = text.split('\n')
    ent = entries(lines)
    done = set()
    purple = {}
    p1 = {}
    field_die = None
    for k, li in enumerate(ent):
        l = lines[li]
        m = moves[k]
        who = m['player']
        mv = k + 1
        if l.startswith('- {roll:') and ('player' in l or len(
                re.findall(r'\b[WYBGOP][1-6]\b', l.split(',')[0])) == 6):
            field_die = None    # a new turn: every die back in play
        if 'wrong-total' not in done and re.search(r'total: (\d+)}}$', l):
            n = int(re.search(r'total: (\d+)}}$', l).group(1))
            new = lines[:]
            new[li] = re.sub(r'total: \d+}}$', 'total: %d}}' % (n + 1), l)
            done.add('wrong-total')
            yield 'wrong-total', new, mv, {'total-mismatch'}
        tk = re.match(r'- \{take: ([WYBGOP])(\d)', l)
        if tk and field_die is not None and 'die-unavailable' not in done:
            new = lines[:]
            new[li] = l.replace('take: %s%s' % tk.groups(),
                                'take: %s' % field_die, 1)
            done.add('die-unavailable')
            yield 'die-unavailable', new, mv, {'die-unavailable'}
        tb = re.search(r'to: B(\d+)', l)
        if tk and tb and 'wrong-cell' not in done:
            n = int(tb.group(1))
            new = lines[:]
            new[li] = l.replace('to: B%d' % n, 'to: B%d' %
                                (n + 1 if n < 12 else n - 1), 1)
            done.add('wrong-cell')
            yield 'wrong-cell', new, mv, {'value-mismatch', 'cell-occupied'}
        marks = m.get('marks', [])
        if tk and tk.group(1) == 'G' and marks and marks[0]['area'] == 'G' \
                and 'below-minimum' not in done:
            box = int(marks[0]['cell'])
            lo = GREEN_MIN[box - 1]
            r = last_roll(lines, ent, k)
            if lo >= 2 and r is not None:
                new = lines[:]
                new[r] = set_die(lines[r], 'G', lo - 1)
                new[li] = set_die(l, 'G', lo - 1)
                done.add('below-minimum')
                yield 'below-minimum', new, mv, {'below-threshold'}
        if tk and tk.group(1) == 'P' and marks and marks[0]['area'] == 'P' \
                and 'not-ascending' not in done:
            prev = purple.get(who, 0)
            r = last_roll(lines, ent, k)
            if 2 <= prev <= 5 and r is not None:
                new = lines[:]
                new[r] = set_die(lines[r], 'P', prev)
                new[li] = re.sub(r'to: P\d', 'to: P%d' % prev,
                                 set_die(l, 'P', prev))
                done.add('not-ascending')
                yield 'not-ascending', new, mv, {'not-ascending'}
        for mk in marks:
            if mk['area'] == 'P':
                purple[who] = mk['written']
        if 'actions' in m:
            p1[who] = m['actions']['plus1']
        if l.startswith('- {pick:') and 'action-unearned' not in done:
            e, u = p1.get(who, [0, 0])
            if e <= u:
                new = lines[:li + 1] + [
                    '- {extra: W, player: %s, to: O}' % who] + lines[li + 1:]
                done.add('action-unearned')
                yield 'action-unearned', new, mv + 1, {'action-unavailable'}
        if tk:
            field_die = tk.group(1)


def main():
    failed = 0
    cases = 0
    seen = {}
    for players in (1, 2, 3, 4):
        for agent in ('greedy', 'random', 'balanced', 'strong'):
            text = run(['play', '--kind', 'clever', '--seed', str(players),
                        '--games', str(GAMES), '--players', str(players),
                        '--agent', agent])
            for g in split_games(text):
                f = findings(g)
                cases += 1
                if f:
                    failed += 1
                    print('%d players %s: clean game has %s' % (
                        players, agent, f[:3]))
                    continue
                moves = json.loads(run(['score', '-f', 'json', '-'], g))[
                    'moves']
                for name, new, mv, want in mutations(g, moves):
                    cases += 1
                    seen[name] = seen.get(name, 0) + 1
                    f = findings('\n'.join(new))
                    hit = [x for x in f if x[0] == mv and x[2] in want]
                    early = [x for x in f if 0 < x[0] < mv and x[1] == 'error']
                    if not hit or early:
                        failed += 1
                        print('%d players %s: %s at move %d: got %s' % (
                            players, agent, name, mv,
                            [x for x in f if 0 < x[0] <= mv][:4]))
    for name in ('wrong-total', 'wrong-cell', 'die-unavailable',
                 'below-minimum', 'not-ascending', 'action-unearned'):
        if seen.get(name, 0) == 0:
            failed += 1
            print('no game offered the mutation %s' % name)
    print('clever property: %d cases (%s), %d failed' % (
        cases, ', '.join('%s %d' % kv for kv in sorted(seen.items())),
        failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
