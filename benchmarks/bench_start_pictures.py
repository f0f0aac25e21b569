"""The start-up pictures of two copies of Wartable, side by side, against a bare PySide6 window.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_start_pictures.py --against DIR [--runs 7] [--lang en|es]

``wartable TABLE.json`` and ``wartable CAMPAIGN.json`` as typed, for this copy and the copy in
``DIR`` (such as the code before a change, exported with ``git archive``), each a fresh process
timed from its start to the line it prints once the picture on screen has painted; the process is
then ended (what follows, the editable tab, is ``bench_startup.py``'s). The processes take turns
with a bare window, in an order that changes every round, so a busy moment hits all alike. The
files are the language's examples saved again by this copy's save (the format the app writes).

Prints, for each case, the median, fastest and slowest time and the median of the run-by-run
ratios to the bare window (the target: at most 2), in elapsed time and in the CPU time each process
had used by its first paint (less disturbed by a busy machine), and the load average.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks import bench_startup  # noqa: E402
from benchmarks.bench_startup import ENV, first_start_home, saved_examples  # noqa: E402

#: bench_startup's processes: each prints its "painted" line with the process's CPU time so far
BARE, WARTABLE = bench_startup.BARE, bench_startup.WARTABLE


def first_paint(code: str, *args: str) -> tuple[float, float]:
    """Seconds from starting the process to its "painted" line, and the CPU time the process had
    used by then; the process is ended there."""
    t = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code, *args], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            text=True, env=ENV)
    line = proc.stdout.readline()
    elapsed = time.perf_counter() - t
    proc.kill()
    proc.communicate()
    words = line.split()
    if not words or words[0] != "painted":
        raise RuntimeError(f"no first paint: {line!r}")
    return elapsed, float(words[1])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--against", metavar="DIR", required=True, help="the other copy of the code")
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--lang", default="en", help="the language Wartable starts in (en, es)")
    args = ap.parse_args(argv)
    copies = {"this": str(ROOT), "other": str(Path(args.against).resolve())}
    loads = [os.getloadavg()[0]]
    with tempfile.TemporaryDirectory() as tmp:
        first_start_home(tmp, args.lang)
        files = dict(zip(("table", "campaign"), saved_examples(args.lang, Path(tmp))))
        version = json.loads(files["table"].read_text(encoding="utf-8"))["format_version"]
        cases = [(copy, kind) for copy in copies for kind in files]
        first_paint(BARE)  # warm the file cache and the byte-code once for all
        for copy, kind in cases:
            first_paint(WARTABLE, copies[copy], str(files[kind]))
        bare: dict[str, list[float]] = {"elapsed": [], "cpu": []}
        times = {case: {"elapsed": [], "cpu": []} for case in cases}
        ratios = {case: {"elapsed": [], "cpu": []} for case in cases}
        for i in range(args.runs):
            b = dict(zip(("elapsed", "cpu"), first_paint(BARE)))
            for clock in b:
                bare[clock].append(b[clock])
            order = cases if i % 2 == 0 else cases[::-1]
            for copy, kind in order:
                w = dict(zip(("elapsed", "cpu"), first_paint(WARTABLE, copies[copy], str(files[kind]))))
                for clock in w:
                    times[(copy, kind)][clock].append(w[clock])
                    ratios[(copy, kind)][clock].append(w[clock] / b[clock])
            loads.append(os.getloadavg()[0])
    for clock, words in (("elapsed", "elapsed time"), ("cpu", "CPU time of the process")):
        mb = statistics.median(bare[clock])
        print(f"{'first paint, ' + words + ' (language ' + args.lang + ')':<58} {'median s':>9} {'min s':>7} "
              f"{'max s':>7} {'run by run':>11}")
        print(f"{'bare PySide6 window (baseline)':<58} {mb:9.3f} {min(bare[clock]):7.3f} {max(bare[clock]):7.3f} "
              f"{1:10.2f}x")
        for (copy, kind), clocks in times.items():
            values = clocks[clock]
            label = f"wartable {kind.upper()}.json, {'this copy' if copy == 'this' else args.against}"
            print(f"{label:<58} {statistics.median(values):9.3f} {min(values):7.3f} {max(values):7.3f} "
                  f"{statistics.median(ratios[(copy, kind)][clock]):10.2f}x")
        for kind in files:
            a, b = (statistics.median(times[(copy, kind)][clock]) for copy in ("this", "other"))
            print(f"{kind}: this copy / the other, medians {a / b:.2f}; target <= 2x the bare window run by run: "
                  f"{'ok' if statistics.median(ratios[('this', kind)][clock]) <= 2 else 'not met'}")
        print()
    print(f"{args.runs} rounds; {os.cpu_count()} cores; 1-minute load average {min(loads):.2f}-{max(loads):.2f}; files: "
          f"the {args.lang} examples saved by this copy (format version {version})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
