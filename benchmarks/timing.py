"""Timing helpers shared by the benchmarks: best-of-N, and cases that take turns."""
from __future__ import annotations

import time
from typing import Callable


def best(fn: Callable[[], object], repeat: int) -> float:
    """The shortest of ``repeat`` runs of ``fn``, in seconds."""
    return best_of({"case": fn}, repeat)["case"]


def best_of(cases: dict[str, Callable[[], object]], repeat: int) -> dict[str, float]:
    """Best time of each case, the cases taking turns so that a slow moment hits them all alike."""
    times: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(repeat):
        for name, fn in cases.items():
            t = time.perf_counter()
            fn()
            times[name].append(time.perf_counter() - t)
    return {name: min(ts) for name, ts in times.items()}
