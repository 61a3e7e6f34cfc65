"""The pictures of Ganz schön clever games in headless Chromium.

tests/browser.py runs this for every record of testdata/clever whose first
game is a clever one:
  - the SVG (`genial show --svg`, with the case's .show.args) must be
    well-formed XML with a titled cell or box for every space of every
    sheet drawn (16 yellow, 11 blue, 33 boxes); in Chromium's screenshot
    each area's panel must show its colour, each die its colour, and each
    cell or box the two strokes of a cross exactly where its title says
    it is crossed;
  - a sheet-only record's titles must cross exactly the cells, and fill
    exactly the boxes with the numbers, that its sheets list (read from
    the record with PyYAML, not from genial);
  - the page (`genial show --html`) is loaded with a probe script that
    steps it: at the start no mark is shown, after Next and the right
    arrow some, at End all of them, with the marks of the last entry
    outlined; a marked cell's title follows the position.
"""
import os
import re
import xml.etree.ElementTree as ET

import yaml

SVG_NS = '{http://www.w3.org/2000/svg}'
FILL = {'W': (0xff, 0xff, 0xff), 'Y': (0xf2, 0xd0, 0x24),
        'B': (0x1f, 0x77, 0xd4), 'G': (0x2c, 0xa0, 0x2c),
        'O': (0xf7, 0x93, 0x1e), 'P': (0x8e, 0x44, 0xad)}
SHEET = (0xff, 0xfd, 0xf6)
DIE_WORD = {'white': 'W', 'yellow': 'Y', 'blue': 'B', 'green': 'G',
            'orange': 'O', 'purple': 'P'}
SPACE = re.compile(r'^(Y[A-D][1-4]|B\d+|[GOP]\d+): ')


def rgb(hexcolour):
    return tuple(int(hexcolour[i:i + 2], 16) for i in (1, 3, 5))


def close(a, b, tol=24):
    return all(abs(x - y) <= tol for x, y in zip(a, b))


def translate(e):
    m = re.match(r'translate\(([-\d.]+),([-\d.]+)\)', e.get('transform', ''))
    return (float(m.group(1)), float(m.group(2))) if m else (0.0, 0.0)


def sheets(root):
    """[(x, y, group)] of the sheets drawn: the groups holding a scores box."""
    out = []
    for g in root.findall(SVG_NS + 'g'):
        if g.get('transform') and g.get('id') is None and \
                g.find(SVG_NS + 'text') is not None:
            x, y = translate(g)
            out.append((x, y, g))
    return out


def spaces(sheet):
    """{name: (title, x, y)} of the cells and boxes of one sheet group."""
    out = {}
    for g in sheet.findall(SVG_NS + 'g'):
        t = g.find(SVG_NS + 'title')
        r = g.find(SVG_NS + 'rect')
        if t is None or r is None or not SPACE.match(t.text or ''):
            continue
        out[t.text.split(':')[0]] = (t.text, float(r.get('x')),
                                     float(r.get('y')))
    return out


def crossed(title):
    return title.endswith(', crossed')


def sheet_titles(rec, seat_name):
    """The titles the sheet-only record's sheet of seat_name implies."""
    sh = (rec.get('sheets') or {}).get(seat_name) or {}
    want = {}
    for c in sh.get('yellow') or []:
        want['Y' + str(c).upper()] = 'crossed'
    for n in sh.get('blue') or []:
        want['B%d' % int(n)] = 'crossed'
    for i in range(1, int(sh.get('green') or 0) + 1):
        want['G%d' % i] = 'crossed'
    for area in ('orange', 'purple'):
        for i, v in enumerate(sh.get(area) or []):
            want['%s%d' % (area[0].upper(), i + 1)] = str(v)
    return want


def check_svg(genial, chromium, case, rec, tmp, fails, h):
    args = h.show_args(case)
    out = h.run([genial, 'show', '--svg'] + args + [case])
    if out.returncode > 1:
        fails.append('%s: show --svg exited %d' % (case, out.returncode))
        return
    svg = out.stdout.decode('utf-8')
    try:
        root = ET.fromstring(svg)
    except ET.ParseError as e:
        fails.append('%s: the SVG is not well-formed XML: %s' % (case, e))
        return
    width, height = float(root.get('width')), float(root.get('height'))
    drawn = sheets(root)
    if not drawn:
        fails.append('%s: no sheet drawn' % case)
        return
    svg_path = os.path.join(tmp, 'pic.svg')
    png_path = os.path.join(tmp, 'pic.png')
    with open(svg_path, 'w') as f:
        f.write(svg)
    h.run(h.chromium_args(chromium, os.path.join(tmp, 'profile')) +
          ['--screenshot=' + png_path,
           '--window-size=%d,%d' % (int(width), int(height)),
           'file://' + svg_path])
    if not os.path.exists(png_path):
        fails.append('%s: Chromium wrote no screenshot' % case)
        return
    w, _, px = h.read_png(png_path)
    for sx, sy, g in drawn:
        name = g.find(SVG_NS + 'text').text or ''
        sp = spaces(g)
        if len(sp) != 16 + 11 + 33:
            fails.append('%s: %s: %d titled cells and boxes, not 60' %
                         (case, name, len(sp)))
        # Each area's panel, by its left edge half way down.
        for r in g.findall(SVG_NS + 'rect'):
            if r.get('fill-opacity') != '0.22':
                continue
            want = tuple(round(s * 0.78 + c * 0.22) for s, c in
                         zip(SHEET, rgb(r.get('fill'))))
            x = int(sx + float(r.get('x')) + 3)
            y = int(sy + float(r.get('y')) + float(r.get('height')) / 2)
            if not close(px[y][x], want):
                fails.append('%s: %s: the %s panel shows %s, not %s' %
                             (case, name, r.get('fill'), px[y][x], want))
        # A cross's stroke passes near the top-left corner of its cell.
        for space, (title, x, y) in sp.items():
            if space[0] in 'OP' or 'in print' in title:
                continue
            p = px[int(sy + y + 8)][int(sx + x + 8)]
            dark = sum(p) < 3 * 120
            if dark != crossed(title):
                fails.append('%s: %s: %s is titled "%s" but its cell %s '
                             'crossed' % (case, name, space, title,
                                          'looks' if dark else 'is not'))
        if rec.get('sheets'):
            want = sheet_titles(rec, name)
            for space, (title, _, _) in sp.items():
                if 'in print' in title:
                    continue
                state = title.split(': ', 1)[1].split(', ')[-1]
                if state in ('open', 'empty'):
                    state = ''
                if state != want.get(space, ''):
                    fails.append('%s: %s: %s is "%s"; the record says %s' %
                                 (case, name, space, title,
                                  want.get(space) or 'empty'))
    for g in root.iter(SVG_NS + 'g'):
        if not (g.get('id') or '').startswith('die-') or \
                g.get('visibility') == 'hidden':
            continue
        colour = DIE_WORD[g.find(SVG_NS + 'title').text.split()[0]]
        x, y = translate(g)
        got = px[int(y + 13)][int(x + 4)]
        if not close(got, FILL[colour]):
            fails.append('%s: the %s die shows %s' % (case, colour, got))


PROBE = """<script>
(function(){
var out=[],D=document;
function at(){return D.body.getAttribute('data-move');}
function key(k){D.dispatchEvent(new KeyboardEvent('keydown',{key:k}));}
function shown(hl){var n=0,M=D.querySelectorAll('#board [data-at]');
for(var i=0;i<M.length;i++)if((M[i].getAttribute('class')==='hl')===hl&&
M[i].getAttribute('visibility')==='visible')n++;return n;}
var G=null,A=D.querySelectorAll('#board [data-g]');
for(var i=0;i<A.length&&!G;i++)if(+A[i].getAttribute('data-g')>0)G=A[i];
function tip(){return G?G.getElementsByTagName('title')[0].textContent.replace(/ /g,'_'):'none';}
out.push('start='+at(),'marks0='+shown(false),'hl0='+shown(true),'tip0='+tip());
D.getElementById('next').click();
out.push('next='+at(),'marks1='+shown(false));
key('ArrowRight');
out.push('right='+at(),'marks2='+shown(false));
key('End');
out.push('end='+at(),'marksN='+shown(false),'hlN='+shown(true),'tipN='+tip());
key('Home');
out.push('home='+at(),'tipH='+tip());
var pre=D.createElement('pre');pre.id='probe';pre.textContent=out.join(' ');
D.body.appendChild(pre);
})();
</script>
"""


def check_html(genial, chromium, case, rec, tmp, fails, h):
    out = h.run([genial, 'show', '--html', case])
    if out.returncode > 1:
        fails.append('%s: show --html exited %d' % (case, out.returncode))
        return
    page = out.stdout.decode('utf-8')
    if re.search(r'<(link|img|iframe)\b|\bsrc=', page):
        fails.append('%s: the page loads an external resource' % case)
    moves = rec.get('moves') or []
    if len(moves) < 3:
        return
    last = len(moves)
    if not re.search(r'data-g="[1-9]', page):
        fails.append('%s: page: no mark made by an entry' % case)
    marks = [a for c, a in re.findall(r'<[a-z]+ class="(m)" data-at="(\d+)"',
                                       page)]
    outlined = re.findall(r'class="hl" data-at="%d"' % last, page)
    path = os.path.join(tmp, 'page.html')
    with open(path, 'w') as f:
        f.write(page.replace('</body>', PROBE % {'last': last} + '</body>'))
    dom = h.run(h.chromium_args(chromium, os.path.join(tmp, 'profile')) +
                ['--dump-dom', 'file://' + path]).stdout.decode('utf-8')
    m = re.search(r'<pre id="probe">([^<]*)</pre>', dom)
    if not m:
        fails.append('%s: the page script did not run' % case)
        return
    got = dict(kv.split('=', 1) for kv in m.group(1).split())
    want = {'start': '0', 'marks0': '0', 'hl0': '0', 'next': '1',
            'right': '2', 'end': str(last), 'marksN': str(len(marks)),
            'hlN': str(len(outlined)), 'home': '0'}
    for k, v in want.items():
        if got.get(k) != v:
            fails.append('%s: page: %s is %s, not %s' %
                         (case, k, got.get(k), v))
    if int(got.get('marks2', 0)) < int(got.get('marks1', 0)):
        fails.append('%s: page: fewer marks after the right arrow' % case)
    if got.get('tipN') == got.get('tipH'):
        fails.append('%s: page: the title of a cell marked by the last '
                     'entry does not change (%s)' % (case, got.get('tipN')))


def cases():
    """The records of testdata/clever whose first game is a clever one,
    but those a YAML error cuts short (the checks read the record)."""
    d = 'testdata/clever'
    out = []
    for f in sorted(os.listdir(d)):
        if not f.endswith('.yaml'):
            continue
        with open(os.path.join(d, f)) as fp:
            head = fp.read(4096)
        if re.search(r'^game:\s*clever\s*$', head, re.M) and \
                not re.search(r'^game:\s*ingenious', head, re.M):
            try:
                with open(os.path.join(d, f)) as fp:
                    next(yaml.safe_load_all(fp))
            except yaml.YAMLError:
                continue
            out.append(os.path.join(d, f))
    return out
