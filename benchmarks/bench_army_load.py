"""Where loading an army list spends its time, stage by stage, against parsing the same JSON.

    python benchmarks/bench_army_load.py [--armies 1000] [--repeat 21] [--wall]

The lists of ``bench_validators.py`` (b) in a temporary folder. The baseline is case (b)'s: open
each file, read it and ``json.loads`` the bytes. Each stage runs over all the lists on its own
(the stages after the parse on the parsed documents; each stage's figure holds one Python call a
list, shown on its own as "call"), the stages taking turns; the best of
``--repeat`` runs is kept, in CPU time (``--wall``: wall clock), which a busy machine disturbs
less. The last row is the whole of ``model.files.load`` inside one batch (``pinned``), as case
(b') "load only" measures it.
"""
from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for folder in (ROOT, Path(__file__).resolve().parent):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from bench_validators import write_armies  # noqa: E402
from timing import best_of, load_each, parse_each  # noqa: E402


def _nothing(*args) -> None:
    return None


def stages(lists: list[str]) -> dict:
    """The cases, in the order they are printed: name -> (what it does, function)."""
    from model import files, jsonutil, limits
    from model.pins import pinned
    from model.ruleset import load_ruleset

    raws = [jsonutil.read_bounded(p) for p in lists]
    texts = [r.decode("utf-8") for r in raws]
    docs = [files.check_envelope(jsonutil.parse_json(t, p), p) for t, p in zip(texts, lists)]
    pairs = list(zip(docs, lists))

    def parse():
        parse_each(lists)

    def load():
        load_each(lists)

    def ruleset():
        with pinned():
            for d, p in pairs:
                load_ruleset(d["ruleset"], p, "ruleset")

    def each(fn, args):
        """``fn(*a)`` for each ``a``, each result dropped at once as ``load`` drops it (a list of
        a thousand results would make the garbage collector's passes longer)."""
        def run():
            for a in args:
                fn(*a)
        return run

    return {
        "parse": ("baseline: open, read, json.loads", parse),
        "call": ("a call of nothing (in each stage)", each(_nothing, pairs)),
        "read": ("read the file (read_bounded)", each(jsonutil.read_bounded, [(p,) for p in lists])),
        "decode": ("UTF-8 to text", each(bytes.decode, [(r, "utf-8") for r in raws])),
        "json": ("parse the text (parse_json)", each(jsonutil.parse_json, list(zip(texts, lists)))),
        "envelope": ("format, version, kind", each(files.check_envelope, pairs)),
        "limits": ("size limits", each(limits.check_limits, [("army", d, p) for d, p in pairs])),
        "schema": ("compiled schema check", each(jsonutil.check_schema, [(d, "army", p) for d, p in pairs])),
        "model": ("ArmyList and its entries", each(files._army, pairs)),
        "ruleset": ("the ruleset, pinned", ruleset),
        "load": ("all of model.files.load", load),
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--armies", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=21)
    ap.add_argument("--wall", action="store_true", help="wall clock instead of CPU time")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        lists = [str(p) for p in write_armies(Path(tmp), args.armies)]
        cases = stages(lists)
        runs = {name: fn for name, (_, fn) in cases.items()}
        for fn in runs.values():  # warm: the compiled schema, the ruleset, the message catalogue
            fn()
        times = best_of(runs, args.repeat, clock=time.perf_counter if args.wall else time.process_time)
    base = times["parse"]
    print(f"{'stage':<10} {'what':<34} {'ms':>7}  {'us/list':>7}  {'x parse':>7}")
    for name, (what, _) in cases.items():
        t = times[name]
        print(f"{name:<10} {what:<34} {t * 1e3:7.2f}  {t * 1e6 / len(lists):7.2f}  {t / base:7.2f}")
    print(f"\n{len(lists)} army lists; {'wall clock' if args.wall else 'CPU time'}, best of {args.repeat}.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
