"""Instructions of the exposure engine on deploy-helper's GW layout 1 (callgrind), for this code and,
with ``--against``, another copy of it: ``ExposureMap`` of 45 and of 720 sources on 0.5" cells (the
growth in sources of ``bench_sight_peer.py``), counted only inside the measured maps (started through
``sys.call_tracing``, which callgrind's ``--toggle-collect`` watches), after two maps not counted.

    python benchmarks/bench_sight_instructions.py --peer DEPLOY_HELPER [--against ROOT] [--runs 2]

``ROOT``: a copy of the project (``git archive REV | tar -x -C ROOT``); ``DEPLOY_HELPER`` a checkout of
wn-mitch/deploy-helper (nothing of it is kept here). Instruction counts hardly move with the machine's
load, where processor time does on a shared machine.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from timing import callgrind_instructions

ROOT = Path(__file__).resolve().parent.parent


def run_maps(root: str, peer: str, sources: int, runs: int) -> None:
    """Under valgrind: build the maps, two not counted, then ``runs`` counted."""
    sys.path.insert(0, root + "/benchmarks")
    sys.path.insert(0, root)
    import numpy as np
    from bench_sight_peer import BOARD, IN, LAYOUT, peer_shapes
    from shapely.geometry import box

    from validators.sight import Blocker, Scene
    from validators.sight.exposure import ExposureMap, Grid

    shapes = peer_shapes(json.loads((Path(peer) / LAYOUT).read_text(encoding="utf-8")))
    scene = Scene([Blocker(name, poly) for name, poly in shapes], box(0, 0, BOARD[0] * IN, BOARD[1] * IN))
    if sources == 45:
        points = np.array([(x * IN, y * IN) for x in np.arange(2, 60, 4) for y in np.arange(2, 12, 4)])
    else:
        points = np.array([(x * IN, y * IN) for x in np.arange(0.5, 60, 1) for y in np.arange(0.5, 12, 1)])
    assert len(points) == sources
    half = Grid(np.arange(120) * 0.5 * IN + 0.25 * IN, np.arange(88) * 0.5 * IN + 0.25 * IN, 0.5 * IN)
    ExposureMap(scene, points, half)
    ExposureMap(scene, points, half)

    def counted():
        for _ in range(runs):
            ExposureMap(scene, points, half)

    sys.call_tracing(counted, ())


def count(root: str, peer: str, sources: int, runs: int) -> int:
    """Instructions of one map."""
    return callgrind_instructions([__file__, "--peer", peer, "--root", root, "--sources", str(sources),
                                   "--runs", str(runs)], runs)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--peer", required=True, help="a checkout of wn-mitch/deploy-helper")
    ap.add_argument("--against", metavar="ROOT", help="another copy of the project, counted the same way")
    ap.add_argument("--runs", type=int, default=2, help="maps counted in each process")
    ap.add_argument("--root", help=argparse.SUPPRESS)  # one count, run under valgrind
    ap.add_argument("--sources", type=int, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.root:
        run_maps(args.root, args.peer, args.sources, args.runs)
        return 0
    copies = [("this code", str(ROOT))] + ([("--against", str(Path(args.against).resolve()))] if args.against else [])
    counts = {(name, n): count(root, str(Path(args.peer).resolve()), n, args.runs) for name, root in copies
              for n in (45, 720)}
    print(f"{'code':<10} {'45 sources':>14} {'720 sources':>14}  growth")
    for name, _ in copies:
        few, many = counts[(name, 45)], counts[(name, 720)]
        print(f"{name:<10} {few:>14,} {many:>14,}  {many / few:6.2f}x")
    if args.against:
        for n in (45, 720):
            print(f"{n} sources: this code / --against {counts[('this code', n)] / counts[('--against', n)]:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
