"""A BattleScribe catalogue imported, against the standard library parsing its XML, in the same run.

    python benchmarks/bench_battlescribe_import.py CATALOGUE.cat [--repeat N] [--rounds R]

Prints the best of N (the cases taking turns, processor time) of: the standard library's
ElementTree parsing the catalogue alone; the same parser reading every file the import reads (the
catalogue, its game system and the library catalogues it links); and the whole import (reading,
resolving links, building the profiles). The ratios are the import against each parse. The
largest real catalogue (40K 10th edition Space Marines, about 4 MB, six library catalogues
linked) is the case the promise is measured on: at most 3x the parse of the catalogue (the
issue's words); the parse of every file read is shown beside it.

For reference it also prints the parse of the catalogue with cyclic garbage collection paused,
as the import runs (the parse alone is then about a third faster), and the first import in a
fresh process (no name caches warm yet) against that process's own parse of the catalogue.

On a shared machine the ratios move from run to run: ``--rounds R`` measures R times in the
same process and prints each round's ratios, then their lowest and median.

``--instructions`` counts instead, under valgrind's callgrind (which the machine's load does not
move), the instructions of the catalogue's parse and of its import, each the first in a fresh
process with the modules already imported (counted only inside the measured call, started
through ``sys.call_tracing``, which callgrind's ``--toggle-collect`` watches), and prints their
ratio beside the timed one.
"""
from __future__ import annotations

import argparse
import gc
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path
from xml.etree import ElementTree

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.timing import best_of  # noqa: E402
from model.importers import bsdata  # noqa: E402
from model.importers.archive import read_import  # noqa: E402
from model.importers.bscatalogue import import_catalogue  # noqa: E402


def files_read(path: Path) -> list[Path]:
    """The catalogue and every file the import reads with it."""
    root = bsdata.parse(read_import(path, (".cat",), "catalogue"), path, "catalogue", "catalogue")
    data = bsdata.load_dataset(path, root)
    return [f.path for f in data.files]


def _paused_parse(path: Path):
    gc.disable()
    try:
        return ElementTree.parse(path)
    finally:
        gc.enable()


def first_import(path: Path) -> tuple[float, float]:
    """(parse of the catalogue, first import) in processor time, measured in a fresh process."""
    code = ("import sys, time; from pathlib import Path; from xml.etree import ElementTree; "
            f"sys.path.insert(0, {str(ROOT)!r}); "
            "from model.importers.bscatalogue import import_catalogue; p = Path(sys.argv[1]); "
            "t = time.process_time(); ElementTree.parse(p); a = time.process_time() - t; "
            "t = time.process_time(); import_catalogue(p); b = time.process_time() - t; print(a, b)")
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, check=True)
    parse, imported = (float(x) for x in out.stdout.split())
    return parse, imported


#: what ``--instructions`` counts: the stdlib's parse of the catalogue, and its import
COUNTED = ("parse", "import")


def _counted_run(case: str, path: Path) -> None:
    """One ``case`` of :data:`COUNTED`, the modules imported beforehand, inside ``sys.call_tracing``; what it
    makes is freed inside too (as the import frees the trees it parses)."""
    made = {"parse": ElementTree.parse, "import": import_catalogue}[case]

    def run() -> None:
        made(path)

    sys.call_tracing(run, ())


def instructions(path: Path, case: str) -> int:
    """The instructions of one ``case`` of :data:`COUNTED` in a fresh process, counted by callgrind."""
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", "--collect-atstart=no",
                           "--toggle-collect=_PyEval_CallTracing", sys.executable, __file__, str(path),
                           "--counted-run", case], capture_output=True, text=True, check=True)
    found = re.search(r"refs:\s*([\d,]+)", done.stderr)
    if found is None:
        raise SystemExit(f"no instruction count from valgrind:\n{done.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("catalogue", type=Path)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--instructions", action="store_true",
                    help="also count the instructions of the parse and the import (callgrind)")
    ap.add_argument("--counted-run", choices=COUNTED, help=argparse.SUPPRESS)  # run under callgrind
    args = ap.parse_args(argv)
    if args.counted_run:
        _counted_run(args.counted_run, args.catalogue)
        return 0
    paths = files_read(args.catalogue)
    result = import_catalogue(args.catalogue)
    cases = {
        "parse the catalogue (stdlib)": lambda: ElementTree.parse(args.catalogue),
        "parse every file read (stdlib)": lambda: [ElementTree.parse(p) for p in paths],
        "import the catalogue": lambda: import_catalogue(args.catalogue),
        "parse the catalogue, gc paused": lambda: _paused_parse(args.catalogue),
    }
    size = sum(p.stat().st_size for p in paths)
    print(f"{args.catalogue.name}: {args.catalogue.stat().st_size / 1e6:.1f} MB; {len(paths)} files read, "
          f"{size / 1e6:.1f} MB; {len(result.document.profiles)} profiles, "
          f"{sum(len(p.options) for p in result.document.profiles.values())} options")
    del result  # the parses are timed with no more live objects than a fresh process has for their collections
    gc.collect()
    ratios: list[tuple[float, float]] = []
    for n in range(args.rounds):
        if args.rounds > 1:
            print(f"round {n + 1}:")
        ratios.append(_round(cases, args))
    if args.rounds > 1:
        for i, what in enumerate(("the catalogue", "every file read")):
            values = sorted(r[i] for r in ratios)
            print(f"import / parse of {what}: lowest {values[0]:.2f}x, median {statistics.median(values):.2f}x "
                  f"({args.rounds} rounds)")
    if args.instructions:
        counts = {case: instructions(args.catalogue, case) for case in COUNTED}
        print(f"instructions (callgrind, the first in a fresh process): parse of the catalogue "
              f"{counts['parse'] / 1e6:,.0f} million, import {counts['import'] / 1e6:,.0f} million: "
              f"import / parse {counts['import'] / counts['parse']:.2f}x")
    return 0


def _round(cases: dict, args) -> tuple[float, float]:
    """One round of measures, printed; (import / parse of the catalogue, import / parse of every file read)."""
    times = best_of(cases, args.repeat, clock=time.process_time)
    cold_parse, cold_import = first_import(args.catalogue)
    for name, t in times.items():
        print(f"  {name:32} {t:7.3f} s")
    imp = times["import the catalogue"]
    print(f"  import / parse of the catalogue     {imp / times['parse the catalogue (stdlib)']:.2f}x")
    print(f"  import / parse of every file read   {imp / times['parse every file read (stdlib)']:.2f}x")
    print(f"  import / parse of the catalogue with gc paused (reference)   "
          f"{imp / times['parse the catalogue, gc paused']:.2f}x")
    print(f"  first import in a fresh process: {cold_import:.3f} s against its parse of the catalogue "
          f"{cold_parse:.3f} s: {cold_import / cold_parse:.2f}x")
    return imp / times["parse the catalogue (stdlib)"], imp / times["parse every file read (stdlib)"]


if __name__ == "__main__":
    raise SystemExit(main())
