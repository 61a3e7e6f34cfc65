#!/usr/bin/env python3
"""Render the pictures of `genial show` in headless Chromium and look at them.

Once: a board with a tile of every colour is rendered at three times the
resolution and turned to greyscale; the mark on each tile hex (the pixels
that stand out from the hex's own grey) must be there, the same on both
hexes of a tile, and differ in shape for every pair of colours, so that a
photocopy or a colour-blind reader can tell the tiles apart.

For every teaching record in testdata/examples (and the Ganz schön clever
records of testdata/clever: tests/browser_clever.py):
  - the SVG (`genial show --svg`, with the case's .show.args) must be
    well-formed XML; Chromium's screenshot of it must not be blank, every
    hex holding a tile must show that tile's colour, every empty hex of the
    active area its area's grey, and every start symbol its colour;
  - the HTML page (`genial show --html`) is loaded with a small script
    appended that clicks "next", presses the arrow keys and writes what
    the board looked like into the page; Chromium's --dump-dom returns it.

The expected colours come from the record itself (read with PyYAML), not
from genial, so the test checks the program against the notation.
Usage: python3 tests/browser.py GENIAL CHROMIUM [CASE.yaml...]
"""
import math
import multiprocessing
import os
import re
import shlex
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zlib

import yaml

import browser_clever

SVG_NS = '{http://www.w3.org/2000/svg}'
PALETTE = {'R': (0xd6, 0x27, 0x28), 'O': (0xf7, 0x93, 0x1e),
           'Y': (0xf2, 0xd0, 0x24), 'G': (0x2c, 0xa0, 0x2c),
           'B': (0x1f, 0x77, 0xd4), 'P': (0x8e, 0x44, 0xad)}
AREA = [(0xff, 0xff, 0xff), (0xde, 0xde, 0xde), (0xbd, 0xbd, 0xbd)]
SYMBOLS = {'M8': 0, 'M13': 1, 'H13': 2, 'C8': 3, 'C3': 4, 'H3': 5}
HEX_R = 20.0
TOLERANCE = 24


def chromium_args(chromium, profile):
    return [chromium, '--headless', '--no-sandbox', '--disable-gpu',
            '--disable-quic', '--no-first-run',
            '--disable-background-networking', '--disable-component-update',
            '--disable-sync', '--hide-scrollbars',
            '--force-device-scale-factor=1', '--user-data-dir=' + profile]


def run(args, timeout=120):
    return subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          timeout=timeout)


def read_png(path):
    """Decode an 8-bit, non-interlaced RGB or RGBA PNG: (width, height, rows)."""
    data = open(path, 'rb').read()
    if data[:8] != b'\x89PNG\r\n\x1a\n':
        raise ValueError('not a PNG')
    pos, idat, width = 8, b'', None
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b'IHDR':
            width, height, depth, ctype, _, _, interlace = struct.unpack(
                '>IIBBBBB', body)
            if depth != 8 or ctype not in (2, 6) or interlace:
                raise ValueError('unsupported PNG: depth %d type %d' %
                                 (depth, ctype))
            bpp = 3 if ctype == 2 else 4
        elif kind == b'IDAT':
            idat += body
        elif kind == b'IEND':
            break
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev = [], bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pr = a if pa <= pb and pa <= pc else b if pb <= pc else c
                line[i] = (line[i] + pr) & 255
        rows.append([tuple(line[x * bpp:x * bpp + 3]) for x in range(width)])
        prev = line
    return width, height, rows


def close(a, b):
    return all(abs(x - y) <= TOLERANCE for x, y in zip(a, b))


def cell_area(name):
    r = ord(name[0]) - ord('A')
    n = int(name[1:]) - 1
    x, y = n - 7, r - 7
    return max(abs(x), abs(y), abs(x - y))


def active(name, seats):
    d = cell_area(name)
    return d <= 5 if seats <= 2 else d <= 6 if seats == 3 else True


def board_after(rec, moves):
    """Colour letter per cell after the first `moves` entries."""
    cells = {}
    for entry in (rec.get('moves') or [])[:moves]:
        if not isinstance(entry, dict) or 'place' not in entry:
            continue
        tile, a, b = str(entry['place']).upper().split()
        if a in cells or b in cells or a in SYMBOLS or b in SYMBOLS:
            continue
        cells[a], cells[b] = tile[0], tile[1]
    return cells


def show_args(case):
    path = case[:-len('.yaml')] + '.show.args'
    if os.path.exists(path):
        with open(path) as f:
            return shlex.split(f.readline())
    return []


def move_of(args, rec):
    for i, a in enumerate(args):
        if a in ('--move', '-m') and i + 1 < len(args):
            return int(args[i + 1])
    return len(rec.get('moves') or [])


def seats_of(rec):
    if rec.get('variant') == 'team':
        return 4
    return len(rec.get('players') or [])


def hexes(svg_text):
    """Centre of every cell polygon "cell-XX", from its points."""
    root = ET.fromstring(svg_text)
    width = float(root.get('width'))
    height = float(root.get('height'))
    shift = 0.0
    centres = {}
    for g in root.iter(SVG_NS + 'g'):
        m = re.match(r'translate\(0,([0-9.]+)\)', g.get('transform') or '')
        if m:
            shift = float(m.group(1))
    for poly in root.iter(SVG_NS + 'polygon'):
        pid = poly.get('id') or ''
        if not pid.startswith('cell-'):
            continue
        pts = [tuple(map(float, p.split(','))) for p in
               poly.get('points').split()]
        cx = sum(p[0] for p in pts) / len(pts)
        cy = sum(p[1] for p in pts) / len(pts) + shift
        centres[pid[5:]] = (cx, cy)
    return width, height, centres, shift


def symbol_centre(name, shift):
    r = ord(name[0]) - ord('A')
    n = int(name[1:]) - 1
    w = HEX_R * 3 ** 0.5
    return (12.0 + w * (n - r / 2.0 + 4.5),
            HEX_R + 8.0 + 1.5 * HEX_R * (14 - r) + shift)


def check_svg(genial, chromium, case, rec, tmp, fails):
    args = show_args(case)
    out = run([genial, 'show', '--svg'] + args + [case])
    if out.returncode > 1:
        fails.append('%s: show --svg exited %d' % (case, out.returncode))
        return
    svg = out.stdout.decode('utf-8')
    try:
        width, height, centres, shift = hexes(svg)
    except ET.ParseError as e:
        fails.append('%s: the SVG is not well-formed XML: %s' % (case, e))
        return
    if len(centres) != 169 - 6:
        fails.append('%s: %d cell polygons, not 163' % (case, len(centres)))
    svg_path = os.path.join(tmp, 'pic.svg')
    png_path = os.path.join(tmp, 'pic.png')
    with open(svg_path, 'w') as f:
        f.write(svg)
    if os.path.exists(png_path):
        os.unlink(png_path)
    run(chromium_args(chromium, os.path.join(tmp, 'profile')) +
        ['--screenshot=' + png_path,
         '--window-size=%d,%d' % (int(width), int(height)),
         'file://' + svg_path])
    if not os.path.exists(png_path):
        fails.append('%s: Chromium wrote no screenshot' % case)
        return
    w, h, px = read_png(png_path)
    colours = {c for row in px[::7] for c in row[::7]}
    if len(colours) < 8:
        fails.append('%s: the picture is blank (%d colours)' %
                     (case, len(colours)))
        return
    cells = board_after(rec, move_of(args, rec))
    seats = seats_of(rec)
    checked = 0
    for name, (cx, cy) in centres.items():
        # A point above the centre: off the scoring arrows, the length
        # labels and the cell name.
        x, y = int(round(cx)), int(round(cy - 0.45 * HEX_R))
        if not (0 <= x < w and 0 <= y < h):
            fails.append('%s: %s lies outside the picture' % (case, name))
            continue
        got = px[y][x]
        if name in cells:
            want = PALETTE[cells[name]]
            what = 'a %s tile' % cells[name]
        elif active(name, seats):
            want = AREA[min(cell_area(name), 7) - 5 if cell_area(name) > 5
                        else 0]
            what = 'empty'
        else:
            continue
        checked += 1
        if not close(got, want):
            fails.append('%s: %s should be %s %s, the picture has %s' %
                         (case, name, what, want, got))
    corners = str(rec.get('corners') or 'RGBOYP').upper()
    for name, i in SYMBOLS.items():
        cx, cy = symbol_centre(name, shift)
        want = PALETTE[corners[i]]
        hits = sum(1 for dy in range(-10, 11) for dx in range(-10, 11)
                   if close(px[int(cy) + dy][int(cx) + dx], want))
        checked += 1
        if hits < 20:
            fails.append('%s: the start symbol on %s shows %d pixels of '
                         'its colour' % (case, name, hits))
    if checked < 60:
        fails.append('%s: only %d cells checked' % (case, checked))


PROBE = """<script>
(function(){
var out=[],D=document,NS='cell-';
function fill(c){var e=D.getElementById(NS+c);return e?e.getAttribute('fill'):'none';}
function at(){return D.body.getAttribute('data-move');}
function key(k){D.dispatchEvent(new KeyboardEvent('keydown',{key:k}));}
function arrows(){return D.getElementById('arrows').getElementsByTagName('line').length;}
out.push('start='+at());
out.push('a0='+fill('%(a)s'));
D.getElementById('next').click();
out.push('next='+at());
out.push('a1='+fill('%(a)s'));
out.push('arrows1='+arrows());
out.push('marks1='+D.getElementById('marks').children.length);
var tp=D.getElementById(NS+'%(a)s');
out.push('tip1='+(tp?tp.parentNode.getElementsByTagName('title')[0].textContent.replace(/ /g,'_'):'none'));
out.push('heading1='+D.getElementById('heading').textContent.replace(/ /g,'_'));
key('ArrowRight');
out.push('right='+at());
out.push('b2='+fill('%(b)s'));
key('ArrowLeft');
out.push('left='+at());
out.push('b1='+fill('%(b)s'));
key('End');
out.push('end='+at());
out.push('diags='+D.getElementById('diags').children.length);
out.push('findings='+D.getElementById('findings').children.length);
for(var c=0;c<6;c++)for(var i=0;i<2;i++){var t=D.getElementById('tok-'+c+'-'+i);
out.push('tok'+c+i+'='+(t?t.getAttribute('visibility'):'none'));}
key('Home');out.push('tip0='+(tp?tp.parentNode.getElementsByTagName('title')[0].textContent.replace(/ /g,'_'):'none'));
var nd=D.getElementById('nextdiag');out.push('nextdiag='+(nd.disabled?'off':'on'));
if(!nd.disabled){nd.click();out.push('afterdiag='+at());}
var pre=D.createElement('pre');pre.id='probe';pre.textContent=out.join(' ');
D.body.appendChild(pre);
})();
</script>
"""


def check_html(genial, chromium, case, rec, tmp, fails):
    out = run([genial, 'show', '--html', case])
    if out.returncode > 1:
        fails.append('%s: show --html exited %d' % (case, out.returncode))
        return
    page = out.stdout.decode('utf-8')
    if re.search(r'<(link|img|iframe)\b|\bsrc=', page):
        fails.append('%s: the page loads an external resource' % case)
    moves = [m for m in rec.get('moves') or []]
    if len(moves) < 2 or 'place' not in moves[0] or 'place' not in moves[1]:
        return
    _, a1, _ = str(moves[0]['place']).upper().split()
    _, b1, _ = str(moves[1]['place']).upper().split()
    tile1 = str(moves[0]['place']).upper().split()[0]
    tile2 = str(moves[1]['place']).upper().split()[0]
    path = os.path.join(tmp, 'page.html')
    with open(path, 'w') as f:
        f.write(page.replace('</body>', PROBE % {'a': a1, 'b': b1} +
                             '</body>'))
    dom = run(chromium_args(chromium, os.path.join(tmp, 'profile')) +
              ['--dump-dom', 'file://' + path]).stdout.decode('utf-8')
    m = re.search(r'<pre id="probe">([^<]*)</pre>', dom)
    if not m:
        fails.append('%s: the page script did not run' % case)
        return
    got = dict(kv.split('=', 1) for kv in m.group(1).split())
    n = len(moves)
    colour_word = dict(zip('ROYGBP', ('red', 'orange', 'yellow', 'green',
                                      'blue', 'purple')))
    want = {'start': '0', 'a0': empty_fill(a1),
            'next': '1', 'a1': PALETTE_HEX[tile1[0]],
            'marks1': '2', 'tip1': '%s:_%s_tile' % (a1, colour_word[tile1[0]]),
            'right': '2', 'b2': PALETTE_HEX[tile2[0]],
            'left': '1', 'b1': empty_fill(b1), 'end': str(n)}
    for k, v in want.items():
        if got.get(k) != v:
            fails.append('%s: page %s is %s, not %s' %
                         (case, k, got.get(k), v))
    if not got.get('tip0', '').startswith(a1 + ':_empty'):
        fails.append('%s: back at the start, the tooltip of %s is %s' %
                     (case, a1, got.get('tip0')))
    # Every finding of `genial check` about the game shown (the first)
    # is listed once, each a link; "next finding" from the start goes to
    # the first of them.
    found = re.findall(r'<li data-move="(\d+)"><a href="#\d+">', page)
    checked = run([genial, 'check', case]).stdout.decode('utf-8')
    expect = len([l for l in checked.splitlines()
                  if re.search(r': (error|warning): game 1[,:]', l)])
    if found and found[0] != '0' and got.get('afterdiag') != found[0]:
        fails.append('%s: "next finding" from the start goes to %s, not %s'
                     % (case, got.get('afterdiag'), found[0]))
    found = len(found)
    if got.get('findings') != str(found) or found != expect:
        fails.append('%s: the findings list has %s entries (%d in the '
                     'page), check has %d' % (case, got.get('findings'),
                                              found, expect))
    if (got.get('nextdiag') == 'on') != (expect > 0):
        fails.append('%s: "next finding" is %s with %d findings' %
                     (case, got.get('nextdiag'), expect))
    if not got.get('heading1', '').startswith('Move_1_of_%d' % n):
        fails.append('%s: heading after next: %s' % (case, got.get('heading1')))
    if rec.get('variant') == 'duel':
        # A token belongs to whoever last called Ingenious! for its colour.
        players = rec.get('players') or []
        holder = {}
        for entry in moves:
            calls = entry.get('bonus') or []
            for c in ([calls] if isinstance(calls, str) else calls):
                if entry.get('player') in players:
                    holder['ROYGBP'.index(str(c).upper())] = \
                        players.index(entry['player'])
        for c in range(6):
            for seat in range(2):
                key = 'tok%d%d' % (c, seat)
                want = 'visible' if holder.get(c) == seat else 'hidden'
                if got.get(key) != want:
                    fails.append('%s: at the end the %s token star of seat '
                                 '%d is %s, not %s' % (case, 'ROYGBP'[c],
                                 seat, got.get(key), want))
    if got.get('arrows1') == '0' and 'score' in moves[0] and \
            any(moves[0]['score'].values()):
        fails.append('%s: no scoring arrows after next' % case)


PALETTE_HEX = {k: '#%02x%02x%02x' % v for k, v in PALETTE.items()}


def empty_fill(name):
    """The fill of an empty hex: its area's white or grey."""
    d = cell_area(name)
    return '#%02x%02x%02x' % AREA[0 if d <= 5 else d - 5]


SHAPES_RECORD = """game: ingenious
players: [Anna, Ben]
moves:
  - {place: RR L8 L9, player: Anna}
  - {place: OO D8 E8, player: Ben}
  - {place: YY E4 E5, player: Anna}
  - {place: GG J5 J6, player: Ben}
  - {place: BB G10 G11, player: Anna}
  - {place: PP J10 J11, player: Ben}
  - {place: RO D5 D6, player: Anna}
"""
SHAPES_CELLS = {'R': ('L8', 'L9'), 'O': ('D8', 'E8'), 'Y': ('E4', 'E5'),
                'G': ('J5', 'J6'), 'B': ('G10', 'G11'), 'P': ('J10', 'J11')}


def grey(p):
    return 0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2]


def mark_mask(px, cx, cy, scale):
    """Offsets within 0.44 R of a hex centre whose grey is far from the
    hex's own (the median grey of the hex's upper rim)."""
    rim = []
    for i in range(36):
        a = 3.14159265 * (1 + i / 36.0)     # the upper half
        r = 0.58 * HEX_R * scale
        x = int(cx + r * math.cos(a))
        y = int(cy + r * math.sin(a))
        rim.append(grey(px[y][x]))
    rim.sort()
    fill = rim[len(rim) // 2]
    lim = int(0.44 * HEX_R * scale)
    return {(dx, dy) for dy in range(-lim, lim + 1)
            for dx in range(-lim, lim + 1)
            if dx * dx + dy * dy <= lim * lim and
            abs(grey(px[int(cy) + dy][int(cx) + dx]) - fill) > 60}


def unlike(a, b):
    """Share of the pixels of either mark that the other lacks."""
    return len(a ^ b) / float(max(1, len(a | b)))


def check_shapes(genial, chromium, fails):
    scale = 3
    with tempfile.TemporaryDirectory() as tmp:
        rec_path = os.path.join(tmp, 'shapes.yaml')
        with open(rec_path, 'w') as f:
            f.write(SHAPES_RECORD)
        out = run([genial, 'show', '--svg', rec_path])
        svg = out.stdout.decode('utf-8')
        try:
            width, height, centres, _ = hexes(svg)
        except ET.ParseError as e:
            fails.append('shapes: the SVG is not well-formed XML: %s' % e)
            return
        svg_path = os.path.join(tmp, 'shapes.svg')
        png_path = os.path.join(tmp, 'shapes.png')
        with open(svg_path, 'w') as f:
            f.write(svg)
        args = [a for a in chromium_args(chromium,
                                         os.path.join(tmp, 'profile'))
                if not a.startswith('--force-device-scale-factor')]
        run(args + ['--force-device-scale-factor=%d' % scale,
                    '--screenshot=' + png_path,
                    '--window-size=%d,%d' % (int(width), int(height)),
                    'file://' + svg_path])
        if not os.path.exists(png_path):
            fails.append('shapes: Chromium wrote no screenshot')
            return
        _, _, px = read_png(png_path)
    masks = {}
    for colour, cells in SHAPES_CELLS.items():
        two = []
        for name in cells:
            cx, cy = centres[name]
            two.append(mark_mask(px, cx * scale, cy * scale, scale))
        if min(len(m) for m in two) < 20 * scale:
            fails.append('shapes: the %s tile shows no mark in greyscale '
                         '(%d pixels)' % (colour, min(len(m) for m in two)))
        elif unlike(two[0], two[1]) > 0.2:
            fails.append('shapes: the two hexes of the %s tile differ '
                         '(%.2f)' % (colour, unlike(two[0], two[1])))
        masks[colour] = two[0]
    order = sorted(masks)
    for i, a in enumerate(order):
        for b in order[i + 1:]:
            if unlike(masks[a], masks[b]) < 0.3:
                fails.append('shapes: in greyscale %s and %s tiles have '
                             'the same mark (%.2f apart)' %
                             (a, b, unlike(masks[a], masks[b])))


def run_case(job):
    """All checks of one case, in a directory of its own: its failures."""
    genial, chromium, case = job
    fails = []
    with tempfile.TemporaryDirectory() as tmp:
        with open(case) as f:
            rec = next(yaml.safe_load_all(f))
        if rec.get('game') == 'clever':
            here = sys.modules[__name__]
            browser_clever.check_svg(genial, chromium, case, rec, tmp, fails,
                                     here)
            browser_clever.check_html(genial, chromium, case, rec, tmp,
                                      fails, here)
        else:
            check_svg(genial, chromium, case, rec, tmp, fails)
            check_html(genial, chromium, case, rec, tmp, fails)
    return fails


def main():
    genial, chromium = sys.argv[1], sys.argv[2]
    cases = sys.argv[3:] or sorted(
        os.path.join('testdata/examples', f)
        for f in os.listdir('testdata/examples') if f.endswith('.yaml')) + \
        browser_clever.cases()
    jobs = [(genial, chromium, c) for c in cases]
    workers = max(1, min(4, os.cpu_count() or 1, len(jobs)))
    with multiprocessing.Pool(workers) as pool:
        results = pool.map(run_case, jobs)
    fails = [f for r in results for f in r]
    check_shapes(genial, chromium, fails)
    for f in fails:
        print('FAIL ' + f)
    print('browser: %d cases, %d failures' % (len(cases), len(fails)))
    return 1 if fails else 0


if __name__ == '__main__':
    sys.exit(main())
