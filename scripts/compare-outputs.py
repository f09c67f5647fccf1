#!/usr/bin/env python3
"""Run two `dial` binaries on the same inputs and list every run whose output differs.

    scripts/compare-outputs.py BINARY BASE [--jobs N] [--faces DIR ...] [--only WORD]

A change that should not move a message, an explanation, a timeline or a picture is held to its base this way, byte
for byte: each face of Tests/Corpus/bad/ (the bad-input corpus) and of Faces/ (and of every --faces folder: a new
user's faces, an adversary's pairs) is run through `dial validate`, `dial lint`, `dial explain`, `dial render`
(active, and Always On with everything hidden, PNG and text) and `dial timeline` (Always On, everything hidden,
an hour, text schedule); stdout, stderr, the exit status and every file written are compared. Paths to the scratch
folders are made alike first, so only what Dial says differs. Prints one line per differing run and a last line
"N same, M differ".
"""
import argparse
import concurrent.futures
import hashlib
import os
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
HIDE = ["--hide-sensitive", "all"]


def commands(face, out):
    return {
        "validate": ["validate", face],
        "lint": ["lint", face],
        "explain": ["explain", face, "--mode", "always-on", *HIDE],
        "render-active": ["render", face, "--mode", "active", "--format", "png,txt", "--out", out],
        "render-always-on": ["render", face, "--mode", "always-on", *HIDE, "--format", "png,txt", "--out", out],
        "timeline": ["timeline", face, "--mode", "always-on", *HIDE, "--from", "09:00", "--to", "10:00",
                     "--out", out],
    }


def outcome(binary, args, out):
    """What one run shows: exit status, stdout, stderr (scratch path made alike), and the files it wrote."""
    os.makedirs(out, exist_ok=True)
    try:
        run = subprocess.run([binary, *args], cwd=ROOT, capture_output=True, timeout=300)
        status, stdout, stderr = run.returncode, run.stdout, run.stderr
    except subprocess.TimeoutExpired:
        status, stdout, stderr = "timeout", b"", b""
    stdout = stdout.replace(out.encode(), b"OUT")
    stderr = stderr.replace(out.encode(), b"OUT")
    files = {}
    for path in sorted(pathlib.Path(out).rglob("*")):
        if path.is_file():
            files[str(path.relative_to(out))] = hashlib.sha256(path.read_bytes()).hexdigest()
    return status, stdout, stderr, files


def compare(binary, base, name, make_args, scratch):
    results = []
    for label, b in (("this", binary), ("base", base)):
        out = os.path.join(scratch, label, name.replace("/", "_"))
        # Both runs write into a folder of the same name length, so a path in a message does not differ.
        results.append(outcome(b, make_args(out), out))
    if results[0] == results[1]:
        return None
    (s1, o1, e1, f1), (s2, o2, e2, f2) = results
    what = []
    if s1 != s2:
        what.append(f"exit {s1} vs {s2}")
    if o1 != o2:
        what.append("stdout")
    if e1 != e2:
        what.append("stderr: " + (e1.decode(errors="replace").strip()[:160] + " | " +
                                  e2.decode(errors="replace").strip()[:160]))
    if f1 != f2:
        what.append("files: " + ", ".join(sorted(k for k in set(f1) | set(f2) if f1.get(k) != f2.get(k))))
    return f"{name}: " + "; ".join(what)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("base")
    parser.add_argument("--faces", action="append", default=[], help="another folder of faces (searched deeply)")
    parser.add_argument("--only", help="only runs whose name holds this word")
    parser.add_argument("--jobs", type=int, default=2)
    options = parser.parse_args()
    folders = [ROOT / "Tests/Corpus/bad", ROOT / "Faces"] + [pathlib.Path(f) for f in options.faces]
    faces = sorted({str(p) for folder in folders for p in folder.rglob("*.json") if "schema" not in p.name})
    binaries = [os.path.abspath(options.binary), os.path.abspath(options.base)]
    with tempfile.TemporaryDirectory() as scratch:
        plan = []
        for face in faces:
            for command in commands(face, "X"):
                name = f"{os.path.relpath(face, ROOT)}/{command}"
                if options.only and options.only not in name:
                    continue
                plan.append((name, lambda out, face=face, command=command: commands(face, out)[command]))
        with concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
            found = list(pool.map(lambda item: compare(*binaries, item[0], item[1], scratch), plan))
    differ = [line for line in found if line]
    for line in differ:
        print(line)
    print(f"{len(found) - len(differ)} same, {len(differ)} differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
