#!/usr/bin/env python3
"""Count the instructions a `dial` binary executes on a fixed set of runs, and compare two binaries.

    scripts/count-instructions.py BINARY [--vs BASE] [--set frames,views,hidden] [--jobs N]

Instructions, counted by valgrind's callgrind over the whole process, are what docs/performance.md compares
between a change and its base: unlike wall time they do not move with the machine's load, so a helper's branch
can be counted on a busy machine and the figures still compare (a frame's wall time is `dial bench`'s, on a quiet
machine). Build both binaries with `swift build -c release` and copy each aside first.

Sets:
  frames  the default face and Faces/bench/heavy.json, `dial render --mode both` to PNG
  views   every face in Faces/views/, the same
  hidden  the hidden-data pairs `dial bench --write-hidden-pairs` writes (few and many, files of one size),
          Always On with everything hidden: render, validate, explain, export --json, timeline. A pair's
          "many - few" is what the data a context hides costs it, which issue #25 wants near nothing.
"""
import argparse
import concurrent.futures
import os
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent


def count(binary, args, cwd):
    """Instructions of one run of `binary args`, whole process (callgrind's total Ir)."""
    with tempfile.TemporaryDirectory() as work:
        out = os.path.join(work, "cg.out")
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", binary, *args],
            cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        match = re.search(r"Collected : (\d+)", run.stderr)
        if not match:
            raise SystemExit(f"callgrind gave no count for {binary} {' '.join(args)}:\n{run.stderr[-2000:]}")
        return int(match.group(1))


def runs(sets, pairs, outdir):
    """(name, args) of each run of the chosen sets, args relative to the repository's root."""
    chosen = []
    if "frames" in sets:
        chosen.append(("frames/default", ["render", "--mode", "both", "--out", outdir]))
        chosen.append(("frames/heavy", ["render", "Faces/bench/heavy.json", "--mode", "both", "--out", outdir]))
    if "views" in sets:
        for face in sorted((ROOT / "Faces/views").glob("*.json")):
            chosen.append((f"views/{face.stem}", ["render", str(face.relative_to(ROOT)), "--mode", "both",
                                                 "--out", outdir]))
    if "hidden" in sets:
        hide = ["--mode", "always-on", "--hide-sensitive", "all"]
        for few in sorted(pathlib.Path(pairs).glob("*-few.json")):
            name = few.name[: -len("-few.json")]
            lock = ["--lock", "locked"] if "locked" in name else []
            for size in ("few", "many"):
                face = str(pathlib.Path(pairs) / f"{name}-{size}.json")
                commands = {
                    "render": ["render", face, *hide, *lock, "--out", outdir],
                    "validate": ["validate", face],
                    "explain": ["explain", face, *hide, *lock],
                    "export": ["export", face, "--json", "--out", os.path.join(outdir, "export"), *hide, *lock],
                    "timeline": ["timeline", face, *hide, *lock, "--from", "09:00", "--to", "10:00",
                                 "--out", outdir],
                }
                for command, args in commands.items():
                    chosen.append((f"hidden/{name}/{command}/{size}", args))
    return chosen


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--vs", help="a base binary to compare with")
    parser.add_argument("--set", default="frames,views", help="comma-separated: frames, views, hidden")
    parser.add_argument("--jobs", type=int, default=1, help="runs at once (counts do not depend on it)")
    options = parser.parse_args()
    sets = set(options.set.split(","))
    binaries = [os.path.abspath(options.binary)] + ([os.path.abspath(options.vs)] if options.vs else [])
    with tempfile.TemporaryDirectory() as scratch:
        pairs = os.path.join(scratch, "pairs")
        if "hidden" in sets:
            subprocess.run([binaries[0], "bench", "--write-hidden-pairs", pairs], check=True,
                           stdout=subprocess.DEVNULL)
        outdir_token = os.path.join(scratch, "OUT")
        plan = runs(sets, pairs, outdir_token)
        with concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
            # Each run writes into a folder of its own: two runs at once into one export folder would find each
            # other's files (an export keeps what it finds, `--resume`), and count work that is not theirs.
            futures = {(name, b): pool.submit(count, b, [arg.replace(outdir_token, os.path.join(scratch, f"{i}-{j}"))
                                                        for arg in args], ROOT)
                       for i, (name, args) in enumerate(plan) for j, b in enumerate(binaries)}
            results = {key: future.result() for key, future in futures.items()}
    header = "run" + "".join(f"\t{label}" for label in (["this", "base", "change"] if options.vs else ["this"]))
    print(header)
    for name, _ in plan:
        this = results[(name, binaries[0])]
        line = f"{name}\t{this / 1e6:.2f} M"
        if options.vs:
            base = results[(name, binaries[1])]
            line += f"\t{base / 1e6:.2f} M\t{(this - base) / base * 100:+.2f} %"
        print(line)
    if "hidden" in sets:
        # The pairs' "many" holds 1,000 entries (or 780 path commands, ...) where "few" holds one, padded to the
        # same size: the difference is what the hidden data costs a context over the same bytes as spaces.
        print("\nmany - few, millions of instructions" + ("\tthis\tbase" if options.vs else "\tthis"))
        for name, _ in plan:
            if name.endswith("/few"):
                stem = name[: -len("/few")]
                cells = [(results[(stem + "/many", b)] - results[(name, b)]) / 1e6 for b in binaries]
                print(stem + "".join(f"\t{cell:.3f} M" for cell in cells))


if __name__ == "__main__":
    sys.exit(main())
