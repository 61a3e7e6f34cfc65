#!/usr/bin/env python3
"""Run the examples of README.md and compare what they print with what
the README shows, so that the front page cannot drift from the program
(tests/man.sh does the same for genial(1)).

The README's examples are its indented blocks (four spaces) of two
kinds, taken in order:

  - a record: a block whose first line is a YAML comment naming a file,
    "# NAME.yaml ...", is written, whole, to NAME.yaml;
  - a session: a block whose first line starts with "$ " holds commands
    ("$ COMMAND", continued by a trailing backslash), each followed by
    the output it must print: its standard output, then its standard
    error.  A line "..." in the output stands for any number of lines.

Every other block (the synopses, the install lines) is left alone.
The commands run with sh in one scratch directory, in README order (a
file written by one is there for the next), with `genial` on PATH and
`testdata` linked to the repository's.  Tabs in the output are
expanded as the README shows them and blanks at the end of a line
dropped.

Usage: python3 tests/readme.py ./genial
"""
import os
import re
import subprocess
import sys
import tempfile

RECORD = re.compile(r"^# ([A-Za-z0-9_.-]+\.yaml)\b")


def blocks(text):
    """The indented blocks of a Markdown text: lists of lines, indent
    removed, blank lines inside a block kept, trailing ones dropped."""
    out, cur = [], None
    for line in text.split("\n"):
        if line.startswith("    "):
            if cur is None:
                cur = []
                out.append(cur)
            cur.append(line[4:])
        elif line.strip() == "" and cur is not None:
            cur.append("")
        else:
            cur = None
    for b in out:
        while b and b[-1] == "":
            b.pop()
    return out


def sessions(block):
    """(command, expected lines) pairs of a session block."""
    pairs, i = [], 0
    while i < len(block):
        line = block[i]
        if not line.startswith("$ "):
            raise ValueError("session line outside a command: " + line)
        cmd = line[2:]
        while cmd.endswith("\\") and i + 1 < len(block):
            i += 1
            cmd = cmd[:-1] + "\n" + block[i]
        i += 1
        want = []
        while i < len(block) and not block[i].startswith("$ "):
            want.append(block[i])
            i += 1
        pairs.append((cmd, want))
    return pairs


def matches(want, got):
    """Whether got (lines) matches want (lines, "..." for any run)."""
    if not want:
        return not got
    if want[0] == "...":
        return any(matches(want[1:], got[k:]) for k in range(len(got) + 1))
    return bool(got) and want[0] == got[0] and matches(want[1:], got[1:])


def clean(text):
    lines = [l.expandtabs().rstrip() for l in text.split("\n")]
    while lines and lines[-1] == "":
        lines.pop()
    return lines


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: python3 tests/readme.py ./genial")
    binary = os.path.abspath(sys.argv[1])
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with open(os.path.join(root, "README.md"), encoding="utf-8") as f:
        text = f.read()
    passed = failed = records = 0
    with tempfile.TemporaryDirectory() as tmp:
        os.mkdir(os.path.join(tmp, "bin"))
        os.symlink(binary, os.path.join(tmp, "bin", "genial"))
        os.symlink(os.path.join(root, "testdata"),
                   os.path.join(tmp, "testdata"))
        env = dict(os.environ, PATH=os.path.join(tmp, "bin") + os.pathsep
                   + os.environ.get("PATH", ""), LC_ALL="C.UTF-8")
        env.pop("NO_COLOR", None)
        for b in blocks(text):
            if not b:
                continue
            m = RECORD.match(b[0])
            if m:
                if any(l.startswith("$ ") for l in b):
                    print("FAIL: record block %s holds a command (a block "
                          "needs text between it and the next)" % m.group(1))
                    failed += 1
                with open(os.path.join(tmp, m.group(1)), "w",
                          encoding="utf-8") as f:
                    f.write("\n".join(b) + "\n")
                records += 1
                continue
            if not b[0].startswith("$ "):
                continue
            for cmd, want in sessions(b):
                r = subprocess.run(["sh", "-c", cmd], cwd=tmp, env=env,
                                   stdin=subprocess.DEVNULL,
                                   capture_output=True, timeout=120)
                got = clean(r.stdout.decode("utf-8", "replace")
                            + r.stderr.decode("utf-8", "replace"))
                want = [l.expandtabs().rstrip() for l in want]
                if matches(want, got):
                    passed += 1
                else:
                    failed += 1
                    print("FAIL: $ " + cmd)
                    print("  want:")
                    print("\n".join("    " + l for l in want[:12]))
                    print("  got (exit %d):" % r.returncode)
                    print("\n".join("    " + l for l in got[:12]))
    if records < 1 or passed < 6:
        print("readme: too few examples found (%d records, %d commands)"
              % (records, passed))
        failed += 1
    print("readme examples: %d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
