"""The army-list check in instructions executed, stage by stage: a measure the machine's load does not move.

    python benchmarks/bench_army_instructions.py [--armies 1000] [--stages parse,load,check,command]
                                                 [--against DIR]

On a shared machine the timings of ``bench_validators.py`` (b) move by a fifth from turn to turn; the
instructions a run executes do not. Each stage runs under valgrind's callgrind, counted only inside
the measured runs (started through ``sys.call_tracing``, which callgrind's ``--toggle-collect`` watches):
first two runs uncounted (rules, ruleset, catalogue and compiled schema loaded), then two counted.
The stages, on the benchmark's lists (``bench_validators.write_armies``):

- ``parse``: the baseline, open, read and ``json.loads`` each list;
- ``load``: ``model.files.load`` of each list, inside one batch (``pinned``);
- ``check``: the rules and the text report of each list, loaded beforehand (``batch._findings``);
- ``command``: ``wartable validate FOLDER --jobs 1``, the whole command, output to /dev/null.

Needs valgrind; ``--against DIR`` (another copy of the code) counts the same stages with it.
"""
from __future__ import annotations

import argparse
import contextlib
import os
import sys
import tempfile
from pathlib import Path

from timing import callgrind_instructions

ROOT = Path(__file__).resolve().parent.parent
STAGES = ("parse", "load", "check", "command")


def run_stage(root: str, stage: str, folder: str, runs: int) -> None:
    """Two uncounted runs of ``stage`` with the code in ``root``, then ``runs`` counted ones."""
    sys.path.insert(0, root)
    lists = sorted(str(p) for p in Path(folder).glob("army-*.json"))
    from editor.cli import _render, main as wartable
    from model import files
    from model.pins import pinned
    from timing import load_each, parse_each
    from validators.batch import _findings

    render = _render("text")
    docs: list = []

    def parse():
        parse_each(lists)

    def load():
        load_each(lists)

    def check():
        with pinned():
            if not docs:
                docs.extend(files.load(p) for p in lists)
            for d, p in zip(docs, lists):
                _findings(p, d, None, render)

    def command():
        with open(os.devnull, "w") as null, contextlib.redirect_stdout(null):
            wartable(["validate", folder, "--jobs", "1"])

    fn = {"parse": parse, "load": load, "check": check, "command": command}[stage]
    fn()
    fn()

    def counted():
        for _ in range(runs):
            fn()

    sys.call_tracing(counted, ())


def count(root: str, stage: str, folder: str, runs: int = 2) -> int:
    """Instructions of one run of ``stage``."""
    return callgrind_instructions([__file__, "--stage", stage, "--root", root, "--folder", folder,
                                   "--runs", str(runs)], runs)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--armies", type=int, default=1000)
    ap.add_argument("--stages", default=",".join(STAGES))
    ap.add_argument("--against", metavar="DIR", help="another copy of the code, counted the same way")
    ap.add_argument("--stage", help=argparse.SUPPRESS)  # one stage, run under valgrind
    ap.add_argument("--root", help=argparse.SUPPRESS)
    ap.add_argument("--folder", help=argparse.SUPPRESS)
    ap.add_argument("--runs", type=int, default=2, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.stage:
        run_stage(args.root, args.stage, args.folder, args.runs)
        return 0
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from bench_validators import write_armies

    stages = [s for s in args.stages.split(",") if s]
    copies = [("this code", str(ROOT))] + ([("--against", str(Path(args.against).resolve()))] if args.against else [])
    with tempfile.TemporaryDirectory() as tmp:
        write_armies(Path(tmp), args.armies)
        counts = {(name, s): count(root, s, tmp) for name, root in copies for s in stages}
    print(f"{'code':<10} {'stage':<8} {'instructions':>14}  x parse")
    for name, _ in copies:
        parse = counts.get((name, "parse"))
        for s in stages:
            n = counts[(name, s)]
            print(f"{name:<10} {s:<8} {n:>14,}  {n / parse:6.2f}" if parse else f"{name:<10} {s:<8} {n:>14,}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
