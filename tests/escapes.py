#!/usr/bin/env python3
"""Nothing a user or a record supplies reaches a terminal as a control
character (genial-record(5), "Text in a record"; genial(1) fix).

Every command runs with its standard output and error on a
pseudo-terminal, NO_COLOR set (so genial writes no escape sequence of its
own), on:
  - a record whose comment, event and note hold terminal commands (OSC
    window title, clear screen, OSC 52 clipboard, a C1 CSI), under a
    plain name and under a file name that holds an escape sequence, and
    a Ganz schön clever record whose title and note hold them;
  - the records of testdata/hostile/;
  - arguments that hold an escape sequence: a command, an option, the
    value of every option that names what it refuses, a code, a player.
The output may hold tabs, line breaks and carriage returns (a terminal's
own line ends, the progress line) and nothing else below U+0020, no DEL
and no C1 control.  A run that does not end within TIMEOUT seconds fails.
Last, STREAM clean games are analysed with only the standard error on a
pseudo-terminal, long enough on most machines for the progress line to
be drawn (after two seconds): it must hold no escape sequence, and be
erased with blanks at the end.

Usage: tests/escapes.py [GENIAL]        (default ./genial)
Prints one line per failure and "escapes: N passed, N failed"; exits 1 if
anything failed.
"""
import glob
import os
import pty
import re
import select
import subprocess
import sys
import tempfile

TIMEOUT = 30
STREAM = 250
E = "\x1b[31mX"
EVIL = (b"# \x1b]0;pwned\x07 a comment \x1b[2J\n"
        b"game: ingenious\n"
        b"event: \"Cup \\e[31m \\x9b\"\n"
        b"players: [Anna, Ben]\n"
        b"moves:\n"
        b"  - {place: RO H4 I4, player: Anna, score: {R: 0, O: 0},"
        b" note: \"a \\e]52;c;eA==\\a\"}\n"
        b"  - {place: BB H12 I13, player: Ben, score: {B: 9}}\n")
CLEVER = (b"# \x1b]0;pwned\x07 a comment\n"
          b"game: clever\n"
          b"title: \"T \\x9b \\e[2J\"\n"
          b"players: [Anna, Ben]\n"
          b"moves:\n"
          b"  - {roll: W5 Y1 B3 G2 O4 P6, player: Anna}\n"
          b"  - {take: W5, to: B8, note: \"\\u009b \\e]52;c;eA==\\a\"}\n")


def on_tty(argv, cwd, err_only=False):
    """The bytes argv writes to a pseudo-terminal (its standard error
    only, if err_only), or None on a time-out."""
    master, slave = pty.openpty()
    env = dict(os.environ, NO_COLOR="1", TERM="xterm")
    p = subprocess.Popen(argv, stdin=subprocess.DEVNULL,
                         stdout=subprocess.DEVNULL if err_only else slave,
                         stderr=slave, env=env, cwd=cwd)
    os.close(slave)
    out = b""
    while True:
        ready, _, _ = select.select([master], [], [], TIMEOUT)
        if not ready:
            p.kill()
            p.wait()
            os.close(master)
            return None
        try:
            data = os.read(master, 65536)
        except OSError:         # the slave side closed (Linux: EIO)
            break
        if not data:
            break
        out += data
    p.wait()
    os.close(master)
    return out


def control_at(out):
    """Where the first control character is, or -1."""
    for i, b in enumerate(out):
        if (b < 0x20 and b not in (9, 10, 13)) or b == 0x7f:
            return i
        if b == 0xc2 and i + 1 < len(out) and 0x80 <= out[i + 1] <= 0x9f:
            return i
    return -1


def progress(genial, root, d):
    """The progress line of a long analysis: no control character but
    carriage returns, and the last thing written its erasure."""
    with open(os.path.join(root, "testdata/games/full-4p.yaml"), "rb") as fp:
        game = b"---\n" + fp.read().lstrip(b"-\n")
    with open(os.path.join(d, "stream.yaml"), "wb") as fp:
        fp.write(game * STREAM)
    out = on_tty([genial, "analyse", "stream.yaml"], d, err_only=True)
    if out is None:
        print("FAIL escapes: progress: no end in %d s" % TIMEOUT)
        return False
    if control_at(out) >= 0 or out.strip(b"\r 0123456789games"):
        print("FAIL escapes: progress: %r" % out[-60:])
        return False
    if out and not re.search(rb"\r +\r$", out):
        print("FAIL escapes: progress: not erased: %r" % out[-60:])
        return False
    return True


def main():
    genial = os.path.abspath(sys.argv[1] if len(sys.argv) > 1
                             else "./genial")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    passed = failed = 0
    with tempfile.TemporaryDirectory() as d:
        named = "e%svil.yaml" % E
        for f in ("evil.yaml", named):
            with open(os.path.join(d, f), "wb") as fp:
                fp.write(EVIL)
        with open(os.path.join(d, "clever.yaml"), "wb") as fp:
            fp.write(CLEVER)
        inputs = ["evil.yaml", named, "clever.yaml"] + sorted(
            glob.glob(os.path.join(root, "testdata/hostile/*.yaml")))
        runs = []
        for f in inputs:
            for cmd in (["check"], ["check", "-f", "tsv"],
                        ["check", "-f", "json"], ["score"], ["rank"],
                        ["check", "-f", "yaml"], ["score", "-f", "json"],
                        ["rank", "-f", "tsv"], ["show"], ["show", "--svg"],
                        ["standings"], ["standings", "-f", "tsv"], ["fix"],
                        ["fix", "--diff"], ["analyse"],
                        ["analyse", "-f", "yaml"], ["analyse", "-f", "json"],
                        ["analyse", "-f", "tsv"]):
                runs.append(cmd + [f])
        for args in ([E], ["help", E], ["explain", E], ["check", "--" + E],
                     ["check", "-\x1b"], ["check", "-f", E, "evil.yaml"],
                     ["check", "-j", E, "evil.yaml"],
                     ["check", "--color=" + E, "evil.yaml"],
                     ["rank", "--kind", E, "evil.yaml"],
                     ["show", "--game", E, "evil.yaml"],
                     ["show", "--move", E, "evil.yaml"],
                     ["show", "--player", E, "evil.yaml"],
                     ["play", "--seed", E], ["play", "--variant", E],
                     ["play", "--rules", E], ["play", "--tiles", E],
                     ["play", "--agent", E], ["play", "--kind", E],
                     ["analyse", "--sim", E, "evil.yaml"],
                     ["analyse", "--top", E, "evil.yaml"],
                     ["check", "-o", "/nonexistent/" + E, "evil.yaml"],
                     ["check", "missing" + E + ".yaml"],
                     ["standings", "--" + E, "evil.yaml"]):
            runs.append(args)
        for args in runs:
            out = on_tty([genial] + args, d)
            shown = " ".join(a.encode("unicode_escape").decode()
                             for a in args)
            if out is None:
                print("FAIL escapes: genial %s: no end in %d s" % (shown,
                                                               TIMEOUT))
                failed += 1
                continue
            k = control_at(out)
            if k >= 0:
                print("FAIL escapes: genial %s: control character in %r"
                      % (shown, out[max(0, k - 30):k + 20]))
                failed += 1
            else:
                passed += 1
        if progress(genial, root, d):
            passed += 1
        else:
            failed += 1
    print("escapes: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
