"""How much of the per-source row spans a cluster of sources could share: the umbra test, measured.

    python benchmarks/bench_sight_clusters.py --peer DEPLOY_HELPER [--sizes 3,4,6]

The workload is the growth case of ``bench_sight_peer.py``: deploy-helper's GW layout 1 (34 blocking
bodies, ``--peer`` a checkout of wn-mitch/deploy-helper; nothing of it is kept here), 720 sources
(a 60" x 12" zone every 1") and 0.5" cells. The sources are cut into square clusters of ``k x k``
lattice points, and for every (cluster, part, row) the row spans of the four corner sources
(:func:`validators.sight.shadows.row_spans`, the cells the raster takes) are compared.

Why the corners: on a row beyond a part, seen from sources all below the part, a source's shadow is
the part's central projection onto the row, whose left end is the smallest over the part's corners of
a linear-fractional function of the source (quasi-concave: its smallest value over the cluster is at a
corner) and whose right end the largest (quasi-convex); and the sources from which a cell is hidden
form a convex set (the part's shadow seen from the cell). So where the four corners have the same
span, every source of the cluster has it, and its span need not be computed. Elsewhere (rows across the
part, parts among the sources) that does not hold, and the script counts the interior spans that
differ from agreeing corners there.

Printed for each size: the share of the interior sources' (part, row) spans whose corners agree, of
the non-empty ones, of those on rows beyond a part above the cluster (where agreement settles them),
and the spans that differ from agreeing corners (on rows beyond a part: none should).
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np
from shapely.geometry import box

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from validators.sight import Blocker, Scene  # noqa: E402
from validators.sight.exposure import ExposureMap, Grid  # noqa: E402

from bench_sight_peer import BOARD, IN, LAYOUT, peer_shapes  # noqa: E402


def spans(scene: Scene, sources, grid: Grid):
    """The row spans of every (source, part, row), flat: ``(jl, jr)`` (N, P, R), as the raster takes them."""
    m = ExposureMap(scene, sources, grid)
    parts = scene.sight_parts
    tops, full = m._heights_of(scene, parts)
    skip = m._skip(scene, parts)
    return m._spans(parts, tops, full, skip, 0.0, np.arange(len(grid.y)), slice(None))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--peer", type=Path, required=True, help="a checkout of wn-mitch/deploy-helper")
    ap.add_argument("--sizes", default="3,4,6", help="cluster sides, in sources")
    args = ap.parse_args(argv)
    shapes = peer_shapes(json.loads((args.peer / LAYOUT).read_text(encoding="utf-8")))
    scene = Scene([Blocker(name, poly) for name, poly in shapes], box(0, 0, BOARD[0] * IN, BOARD[1] * IN))
    cols, rows = np.arange(0.5, 60, 1), np.arange(0.5, 12, 1)
    sources = np.array([(x * IN, y * IN) for x in cols for y in rows])
    lattice = np.arange(len(sources)).reshape(len(cols), len(rows))  # [column, row] -> source
    grid = Grid(np.arange(120) * 0.5 * IN + 0.25 * IN, np.arange(88) * 0.5 * IN + 0.25 * IN, 0.5 * IN)
    jl, jr = spans(scene, sources, grid)
    N, P, R = jl.shape
    empty = ~(jr > jl)
    JL = np.where(empty, -1, jl).astype(int)[lattice]  # (columns, rows, P, R), an empty span as (-1, -1)
    JR = np.where(empty, -1, jr).astype(int)[lattice]
    vy = scene.sight_parts.verts[..., 1]
    print(f"GW layout 1: {P} parts, {N} sources, {R} rows of 0.5\" cells; empty spans {empty.mean():.3f} "
          f"of the (source, part, row) triples")
    for k in (int(s) for s in args.sizes.split(",")):
        corners = ([0, 0, -1, -1], [0, -1, 0, -1])
        inner = np.ones((k, k), bool)
        inner[corners] = False
        total = agree_n = nonempty = nonempty_agree = beyond_n = beyond_agree = differ = differ_beyond = 0
        for cx in range(len(cols) // k):
            for cy in range(len(rows) // k):
                at = (slice(cx * k, cx * k + k), slice(cy * k, cy * k + k))
                left, right = JL[at], JR[at]  # (k, k, P, R)
                cl, cr = left[corners], right[corners]
                agree = (cl == cl[0]).all(axis=0) & (cr == cr[0]).all(axis=0)  # (P, R)
                below = sources[lattice[at].ravel(), 1].max() < vy.min(axis=1)  # (P,): the cluster below the part
                beyond = below[:, None] & (grid.y[None, :] > vy.max(axis=1)[:, None] + grid.resolution)
                n = int(inner.sum())
                total += n * P * R
                agree_n += n * int(agree.sum())
                nonempty += int((left[inner] >= 0).sum())
                nonempty_agree += int(((left[inner] >= 0) & agree[None]).sum())
                beyond_n += n * int(beyond.sum())
                beyond_agree += n * int((beyond & agree).sum())
                bad = ((left[inner] != cl[0][None]) | (right[inner] != cr[0][None])) & agree[None]
                differ += int(bad.sum())
                differ_beyond += int((bad & beyond[None]).sum())
        print(f"  {k} x {k} clusters ({k * k - 4} interior sources of {k * k}): corners agreeing on "
              f"{agree_n / total:.3f} of the interior spans, {nonempty_agree / max(nonempty, 1):.3f} of the "
              f"non-empty ones; rows beyond a part above the cluster {beyond_n / total:.3f} of the interior "
              f"spans, settled there by agreeing corners {beyond_agree / total:.3f}; interior spans differing "
              f"from agreeing corners {differ} ({differ_beyond} on rows beyond a part)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
