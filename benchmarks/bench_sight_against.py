"""The exposure engine against an earlier version of itself, in one process, taking turns.

    git archive REV validators/sight | tar -x -C BEFORE
    python benchmarks/bench_sight_against.py --before BEFORE --peer DEPLOY_HELPER [--rounds 3]

``BEFORE`` is a folder holding ``validators/sight`` of an earlier commit (only that package is loaded
from it, under another name, beside this tree's); ``--peer`` a checkout of wn-mitch/deploy-helper,
whose GW layout 1 is the workload (as in ``bench_sight_peer.py``; nothing of it is kept here).

Workloads, each built by both versions from the same shapes: on GW layout 1 (34 blocking bodies),
``ExposureMap`` of 45 sources on 0.5" cells (10,560), of 45 sources on 2" cells, of 720 sources on
0.5" cells, and one of its pieces moved back and forth (``ExposureMap.move``); on the 40-piece
6' x 4' table of ``bench_table_drag.py`` at 0.5" (180 sources, hills among the pieces),
``TableExposure.follow`` at each half-inch step of a drag. Before timing, the two versions' results
are compared cell for cell (and count for count), and each followed step against a full computation.

Printed per round: each version's best and median CPU time (``time.process_time``), the two calling
in turn call by call, and the ratios new / before; then the growth from 45 to 720 sources of each.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import os
import sys
import time
from pathlib import Path

import numpy as np
from shapely import affinity
from shapely.geometry import box

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import validators.sight as current  # noqa: E402
import validators.sight.table  # noqa: E402,F401  (current.table)
from bench_sight import drag_steps, drag_table  # noqa: E402
from bench_sight_peer import BOARD, IN, LAYOUT, peer_shapes  # noqa: E402


def load_before(folder: Path):
    """``validators/sight`` of ``folder`` as the package ``sight_before`` (its imports are relative)."""
    root = folder / "validators" / "sight"
    spec = importlib.util.spec_from_file_location("sight_before", root / "__init__.py",
                                                  submodule_search_locations=[str(root)])
    module = importlib.util.module_from_spec(spec)
    sys.modules["sight_before"] = module
    spec.loader.exec_module(module)
    importlib.import_module("sight_before.table")
    return module


def load() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def cases(mod, shapes, few, many):
    """The timed calls of one version of the engine."""
    W, D = BOARD[0] * IN, BOARD[1] * IN
    Grid, ExposureMap = mod.exposure.Grid, mod.exposure.ExposureMap
    scene = mod.Scene([mod.Blocker(name, poly) for name, poly in shapes], box(0, 0, W, D))
    half = Grid(np.arange(120) * 0.5 * IN + 0.25 * IN, np.arange(88) * 0.5 * IN + 0.25 * IN, 0.5 * IN)
    two = Grid(np.arange(30) * 2 * IN + IN, np.arange(22) * 2 * IN + IN, 2 * IN)
    live = ExposureMap(scene, few, half)
    piece = scene.blockers[5]
    there = [piece.moved(affinity.translate(piece.footprint, dx * IN, 0.3 * dx * IN)) for dx in (1, -1)]
    moves = iter(there * 1_000_000)
    ruleset, doc = drag_table()
    h = mod.table.typical_volume(ruleset)
    side = sorted({z.side for z in doc.zones.values()})[0]
    res = 0.5 * IN
    steps = drag_steps(doc, res)
    follower = mod.table.TableExposure(doc, ruleset, side, res, None, h)
    walk = iter(steps * 1_000_000)
    return {
        "45 sources, 0.5\"": lambda: ExposureMap(scene, few, half),
        "45 sources, 2\"": lambda: ExposureMap(scene, few, two),
        "720 sources, 0.5\"": lambda: ExposureMap(scene, many, half),
        "a piece moved (GW 1)": lambda: live.move(next(moves)),
        "drag step, 40 pieces": lambda: follower.follow(next(walk)),
    }, (scene, half, two, live, follower, steps, ruleset, side, res, h)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--before", type=Path, required=True, help="a folder holding validators/sight of an earlier commit")
    ap.add_argument("--peer", type=Path, required=True, help="a checkout of wn-mitch/deploy-helper (for GW layout 1)")
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args(argv)
    before = load_before(args.before)
    shapes = peer_shapes(json.loads((args.peer / LAYOUT).read_text(encoding="utf-8")))
    few = np.array([(x * IN, y * IN) for x in np.arange(2, 60, 4) for y in np.arange(2, 12, 4)])
    many = np.array([(x * IN, y * IN) for x in np.arange(0.5, 60, 1) for y in np.arange(0.5, 12, 1)])
    calls, kept = {}, {}
    for name, mod in (("before", before), ("new", current)):
        calls[name], kept[name] = cases(mod, shapes, few, many)
    # the same results: each workload of both versions, cell for cell and count for count
    for key in ("45 sources, 0.5\"", "45 sources, 2\"", "720 sources, 0.5\""):
        a, b = calls["before"][key](), calls["new"][key]()
        same = np.array_equal(a.seen, b.seen) and all(np.array_equal(a.counts[k], b.counts[k]) for k in a.counts)
        print(f"{key}: the same cells and counts in both: {same}")
    for _ in range(4):
        calls["before"]["a piece moved (GW 1)"]()
        calls["new"]["a piece moved (GW 1)"]()
    live = kept["new"][3]
    fresh = current.exposure.ExposureMap(live.scene, few, kept["new"][1])
    print(f"a piece moved: before and new the same {np.array_equal(kept['before'][3].seen, live.seen)}, "
          f"new equal to a full computation {np.array_equal(fresh.seen, live.seen)}")
    _, _, _, _, follower, steps, ruleset, side, res, h = kept["new"]
    doc = steps[3]
    got = follower.follow(doc)
    fresh = current.table.table_exposure(doc, ruleset, side, res, None, h)
    print(f"drag step: equal to a full computation {np.array_equal(got.seen, fresh.seen)}")
    repeat = {"45 sources, 0.5\"": 40, "45 sources, 2\"": 40, "720 sources, 0.5\"": 6, "a piece moved (GW 1)": 40,
              "drag step, 40 pieces": 40}
    out = {key: {"before": [], "new": []} for key in repeat}
    print(f"load average {load()}")
    for r in range(args.rounds):
        for key, n in repeat.items():
            times = {"before": [], "new": []}
            for i in range(n):  # call by call in turn
                for who in (("before", "new") if i % 2 == 0 else ("new", "before")):
                    t = time.process_time()
                    calls[who][key]()
                    times[who].append(time.process_time() - t)
            for who, ts in times.items():
                out[key][who].append((min(ts), float(np.median(ts))))
        print(f"round {r + 1} done, load average {load()}")
    print("\nCPU time, best / median of each round (ms), and new / before:")
    for key, r in out.items():
        b, n = r["before"], r["new"]
        print(f"  {key:22s} before {' '.join(f'{x * 1e3:.1f}/{y * 1e3:.1f}' for x, y in b)}; "
              f"new {' '.join(f'{x * 1e3:.1f}/{y * 1e3:.1f}' for x, y in n)}; "
              f"new/before best {' '.join(f'{y[0] / x[0]:.2f}' for x, y in zip(b, n))}, "
              f"median {' '.join(f'{y[1] / x[1]:.2f}' for x, y in zip(b, n))}")
    for who in ("before", "new"):
        g = [(a[0] / b[0], a[1] / b[1]) for a, b in zip(out["720 sources, 0.5\""][who], out["45 sources, 0.5\""][who])]
        print(f"  growth 720 / 45 sources, {who}: best {' '.join(f'{x:.1f}' for x, _ in g)}, "
              f"median {' '.join(f'{y:.1f}' for _, y in g)}")
    print(f"load average at the end {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
