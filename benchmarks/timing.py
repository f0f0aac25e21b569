"""Timing helpers shared by the benchmarks: best-of-N, cases that take turns, and instruction counts."""
from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from typing import Callable, Iterable


def best(fn: Callable[[], object], repeat: int) -> float:
    """The shortest of ``repeat`` runs of ``fn``, in seconds."""
    return best_of({"case": fn}, repeat)["case"]


def best_of(cases: dict[str, Callable[[], object]], repeat: int,
            clock: Callable[[], float] = time.perf_counter) -> dict[str, float]:
    """Best time of each case, the cases taking turns so that a slow moment hits them all alike
    (``clock=time.process_time``: CPU time, which other work on the machine disturbs less)."""
    times: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(repeat):
        for name, fn in cases.items():
            t = clock()
            fn()
            times[name].append(clock() - t)
    return {name: min(ts) for name, ts in times.items()}


def parse_each(paths: Iterable) -> None:
    """Read and parse each JSON file with the standard library: the army benchmarks' baseline."""
    for p in paths:
        with open(p, "rb") as fh:
            json.loads(fh.read())


def load_each(paths: Iterable) -> None:
    """Load each file as Wartable does (schema check and model), shared files read once."""
    from model import files
    from model.pins import pinned

    with pinned():
        for p in paths:
            files.load(p)


def callgrind_instructions(args: list[str], runs: int) -> int:
    """Instructions of one of ``runs`` counted runs: ``python ARGS`` under valgrind's callgrind, counting only
    inside ``sys.call_tracing`` (the script runs what it measures through it, ``runs`` times, after any warm-up).
    Instruction counts hardly move with the machine's load, where processor time does."""
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", "--collect-atstart=no",
                           "--toggle-collect=_PyEval_CallTracing", sys.executable, *args],
                          capture_output=True, text=True, check=True)
    found = re.search(r"refs:\s*([\d,]+)", done.stderr)
    if found is None:
        raise SystemExit(f"no instruction count from valgrind:\n{done.stderr[-2000:]}")
    return int(found.group(1).replace(",", "")) // runs
