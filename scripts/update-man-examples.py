#!/usr/bin/env python3
"""Rewrite the output shown under each example of the EXAMPLES section of
man/genial.1 with what the built binary prints now, the way
GOLDEN_UPDATE=1 rewrites the golden files; tests/man.sh compares them.
Read every changed line before committing it.
Usage: python3 scripts/update-man-examples.py [./genial]"""
import os, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "genial"))
page = os.path.join(root, "man", "genial.1")
lines = open(page, encoding="utf-8").read().split("\n")
bindir = tempfile.mkdtemp()
os.symlink(binary, os.path.join(bindir, "genial"))
env = dict(os.environ, PATH=bindir + os.pathsep + os.environ["PATH"])

def roff_to_sh(s):
    return s.replace("\\e", "\\")

def sh_to_roff(s):
    s = s.replace("\\", "\\e")
    return "\\&" + s if s.startswith((".", "'")) else s

out, i, in_ex = [], 0, False
while i < len(lines):
    l = lines[i]
    if l.startswith(".Sh "):
        in_ex = l == ".Sh EXAMPLES"
    if in_ex and l.startswith(".Bd -literal"):
        out.append(l); i += 1
        while lines[i] != ".Ed":
            if not lines[i].startswith("$ "):
                i += 1          # old output: dropped, written anew below
                continue
            cmd = []
            while True:
                out.append(lines[i]); cmd.append(lines[i]); i += 1
                if not cmd[-1].endswith("\\e"):
                    break
            sh = "\n".join(roff_to_sh(c) for c in cmd)[2:]
            r = subprocess.run(["sh", "-c", sh], cwd=root, env=env,
                               stdin=subprocess.DEVNULL, capture_output=True,
                               text=True)
            got = r.stdout.rstrip("\n")
            if got:
                out.extend(sh_to_roff(g) for g in got.split("\n"))
        continue
    out.append(l); i += 1
open(page, "w", encoding="utf-8").write("\n".join(out))
