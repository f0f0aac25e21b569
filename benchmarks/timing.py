"""Timing helpers shared by the benchmarks: best-of-N, and cases that take turns."""
from __future__ import annotations

import time
from typing import Callable


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
