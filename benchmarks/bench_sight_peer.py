"""The exposure engine against a public tool's visibility map, side by side in one run.

    python benchmarks/bench_sight_peer.py --peer DEPLOY_HELPER --node-modules NODE_MODULES [--runs 3]

The peer is wn-mitch/deploy-helper (a TypeScript web app for Warhammer 40K deployment): its
``generateVisibilityMap`` (``src/lib/utils/raycasting/visibility-map.ts``) marks each cell of a
grid over a 60" x 44" board seen when a ray stepped every 0.2" from any source of a zone meets no
terrain. ``--peer`` is a checkout of that repository (nothing of it is kept here);
``--node-modules`` a folder holding the two packages its visibility map needs to run outside the
web app, ``detect-collisions`` (7.x) and ``esbuild`` (to bundle the TypeScript for node). The
peer's own code is bundled as it is, with its debugging ``console.log`` made silent.

The workload is the peer's own GW layout 1 (``src/lib/data/terrain-layouts/gw/layout-1.json``:
12 ruins, each a footprint with walls or a second box), seen from a 60" x 12" zone sampled every
4" as the peer samples a zone (45 sources), on 0.5" cells (10,560) and 2" cells (660). Wartable's
engine gets the same shapes, each footprint and wall as the peer's collision check places it
(rotated about its own centre), every one blocking sight, flat.

Printed, each timed in this run, the peer first (it is the slowest), then Wartable's engine (best
of several runs) and the brute-force floor (every source-cell segment in one vectorized shapely
``intersects``, the segments built beforehand): the ratio of each to the engine and the load
average, run by run, in elapsed time and, for the peer and the engine, in CPU time (which the
other work on a shared machine disturbs less: the peer's own ``process.cpuUsage`` around its call,
the engine's best of several runs); once, the source-cell pairs where the engine differs from the brute force
over the public line-of-sight call (``sight_lines`` from every source to every cell). At the end a
summary of the runs (min / median / max of each ratio, and the load) and the engine's growth in
sources: 720 (the zone every 1") against the 45, on the same 0.5" cells, in CPU time, taking turns.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import shapely
from shapely.geometry import box

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from validators.sight import Blocker, Scene  # noqa: E402
from validators.sight.exposure import ExposureMap, Grid, source_cell_segments  # noqa: E402
from validators.sight.los import sight_lines  # noqa: E402

from timing import best, best_of  # noqa: E402

IN = 25.4
LAYOUT = "src/lib/data/terrain-layouts/gw/layout-1.json"
BOARD = (60.0, 44.0)  # the peer's board, inches

#: the peer's visibility map run under node: the layout, a rectangle zone sampled as the peer
#: samples it, and the time of each resolution; prints one JSON line
ENTRY = """
import { generateVisibilityMap, sampleZonePoints } from '$lib/utils/raycasting/visibility-map';
import layout from '$lib/data/terrain-layouts/gw/layout-1.json';
console.log = () => {};
const zone = { shape: { type: 'rectangle', width: 60, height: 12 }, position: { x: 0, y: 0 } };
const sources = sampleZonePoints(zone, 4);
const out = { sources: sources.length, runs: {} };
for (const res of JSON.parse(process.argv[2])) {
  const t = process.hrtime.bigint();
  const c = process.cpuUsage();
  const grid = generateVisibilityMap(sources, layout.pieces, res);
  const used = process.cpuUsage(c);
  const seconds = Number(process.hrtime.bigint() - t) / 1e9;
  const cpu = (used.user + used.system) / 1e6;
  const seen = grid.cells.map(row => row.map(c => (c.isVisible ? 1 : 0)));
  out.runs[res] = { seconds, cpu, rows: grid.rows, columns: grid.columns, seen };
}
process.stdout.write(JSON.stringify(out) + '\\n');
"""


def bundle(peer: Path, node_modules: Path, folder: Path) -> Path:
    """The peer's visibility map and this entry bundled into one node script."""
    entry = folder / "entry.ts"
    entry.write_text(ENTRY, encoding="utf-8")
    out = folder / "peer.mjs"
    esbuild = node_modules / ".bin" / "esbuild"
    subprocess.run([str(esbuild), str(entry), "--bundle", "--platform=node", "--format=esm", f"--outfile={out}",
                    f"--alias:$lib={peer / 'src' / 'lib'}", "--log-level=warning"],
                   check=True, env=dict(os.environ, NODE_PATH=str(node_modules)), cwd=str(node_modules.parent))
    return out


def run_peer(script: Path, node_modules: Path, resolutions) -> dict:
    out = subprocess.run(["node", str(script), json.dumps(list(resolutions))], capture_output=True, text=True,
                         check=True, env=dict(os.environ, NODE_PATH=str(node_modules)))
    return json.loads(out.stdout.strip().splitlines()[-1])


def _rect(cx, cy, w, h, angle):
    """A w x h rectangle centred on (cx, cy), turned by ``angle`` radians about its centre."""
    c, s = math.cos(angle), math.sin(angle)
    pts = [(cx + dx * c - dy * s, cy + dx * s + dy * c) for dx, dy in
           ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2))]
    return shapely.Polygon([(x * IN, y * IN) for x, y in pts])


def peer_shapes(layout: dict) -> list[tuple[str, shapely.Polygon]]:
    """Each blocking body of the layout where the peer's collision check places it (inches -> mm)."""
    shapes = []
    for piece in layout["pieces"]:
        if not piece.get("blocking"):
            continue
        px, py = piece["position"]["x"], piece["position"]["y"]
        turn = math.radians(piece.get("rotation") or 0.0)
        for k, shape in enumerate(piece["shapes"]):
            if shape["type"] == "rectangle":
                poly = _rect(px + shape["width"] / 2, py + shape["height"] / 2, shape["width"], shape["height"], turn)
            elif shape["type"] == "line":
                (x0, y0), (x1, y1) = (shape["start"]["x"], shape["start"]["y"]), (shape["end"]["x"], shape["end"]["y"])
                poly = _rect(px + (x0 + x1) / 2, py + (y0 + y1) / 2, math.hypot(x1 - x0, y1 - y0), shape["thickness"],
                             math.atan2(y1 - y0, x1 - x0) + turn)
            else:
                continue
            shapes.append((f"{piece['id']}-{k}", poly))
    return shapes


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def growth(scene: Scene, grid: Grid, few, many, repeat: int = 5) -> tuple[float, float]:
    """CPU time of the engine (best of ``repeat``, the two taking turns) with ``few`` and ``many`` sources."""
    t = best_of({"few": lambda: ExposureMap(scene, few, grid), "many": lambda: ExposureMap(scene, many, grid)},
                repeat, clock=time.process_time)
    return t["few"], t["many"]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--peer", type=Path, required=True, help="a checkout of wn-mitch/deploy-helper")
    ap.add_argument("--node-modules", type=Path, required=True, help="node_modules with detect-collisions and esbuild")
    ap.add_argument("--resolutions", default="0.5,2", help="cell sizes in inches")
    ap.add_argument("--runs", type=int, default=1, help="peer runs (each followed by Wartable's)")
    args = ap.parse_args(argv)
    resolutions = [float(r) for r in args.resolutions.split(",")]
    layout = json.loads((args.peer / LAYOUT).read_text(encoding="utf-8"))
    shapes = peer_shapes(layout)
    W, D = BOARD[0] * IN, BOARD[1] * IN
    scene = Scene([Blocker(name, poly) for name, poly in shapes], box(0, 0, W, D))
    sources = np.array([(x * IN, y * IN) for x in np.arange(2, 60, 4) for y in np.arange(2, 12, 4)])
    print(f"GW layout 1 from {args.peer}: {len(layout['pieces'])} pieces, {len(shapes)} blocking bodies; "
          f"{len(sources)} sources; load average {load()}")
    ratios: dict[float, dict[str, list[float]]] = {r: {"peer": [], "cpu": [], "floor": [], "engine": [], "load": []}
                                                    for r in resolutions}
    with tempfile.TemporaryDirectory() as tmp:
        script = bundle(args.peer, args.node_modules, Path(tmp))
        for run in range(args.runs):
            at_start = os.getloadavg()[0]
            peer = run_peer(script, args.node_modules, resolutions)
            assert peer["sources"] == len(sources)
            for res in resolutions:
                p = peer["runs"][f"{res:g}"]
                grid = Grid(np.arange(p["columns"]) * res * IN + res * IN / 2,
                            np.arange(p["rows"]) * res * IN + res * IN / 2, res * IN)
                ours = ExposureMap(scene, sources, grid)
                t_ours = best(lambda: ExposureMap(scene, sources, grid), 7)
                c_ours = best_of({"engine": lambda: ExposureMap(scene, sources, grid)}, 7,
                                 clock=time.process_time)["engine"]
                X, Y = grid.points()
                m = len(X)
                segs = source_cell_segments(sources, grid)
                union = shapely.union_all(scene.blocking_shapes())
                shapely.prepare(union)
                t_floor = best(lambda: shapely.intersects(union, segs), 2)
                print(f"\n{res:g}\" cells ({m:,}), run {run + 1}, load average {load()}:")
                print(f"  peer generateVisibilityMap      {p['seconds']:10.3f} s   {p['seconds'] / t_ours:9.0f}x the engine; "
                      f"CPU time {p['cpu']:.3f} s against {c_ours * 1e3:.1f} ms: {p['cpu'] / c_ours:,.0f}x")
                print(f"  brute-force floor (intersects)  {t_floor * 1e3:10.1f} ms  {t_floor / t_ours:9.2f}x the engine")
                print(f"  Wartable ExposureMap            {t_ours * 1e3:10.1f} ms       1.00")
                if run == 0:  # the engine is deterministic: its cells are checked once
                    # the brute force over the public call: every source and every cell through sight_lines
                    public = np.array([[r.level != "none" for r in sight_lines(scene, s, np.column_stack([X, Y]))]
                                       for s in sources]).reshape(ours.seen.shape) & ours.occupiable[None]
                    differ = int((ours.seen != public).sum())
                    peer_any = np.array(p["seen"], bool)
                    print(f"  {differ} of {ours.seen.size:,} source-cell pairs differ from sight_lines; cells seen by "
                          f"any source: peer {int(peer_any.sum())}, Wartable {int(ours.seen.any(axis=0).sum())} (they "
                          f"read terrain differently: a ray stepped every 0.2\" against exact segments)")
                r = ratios[res]
                r["peer"].append(p["seconds"] / t_ours)
                r["cpu"].append(p["cpu"] / c_ours)
                r["floor"].append(t_floor / t_ours)
                r["engine"].append(t_ours)
                r["load"].append(max(at_start, os.getloadavg()[0]))
    # growth in sources: the zone every 1" (720 sources) against every 4" (45) on the same 0.5" cells
    many = np.array([(x * IN, y * IN) for x in np.arange(0.5, 60, 1) for y in np.arange(0.5, 12, 1)])
    half = Grid(np.arange(120) * 0.5 * IN + 0.25 * IN, np.arange(88) * 0.5 * IN + 0.25 * IN, 0.5 * IN)
    few_t, many_t = growth(scene, half, sources, many)
    print(f"\nSummary over {args.runs} run(s) (min / median / max; the load average, 1 minute, of each run):")
    for res, r in ratios.items():
        def mmm(v, fmt):
            return " / ".join(format(x, fmt) for x in (min(v), float(np.median(v)), max(v)))
        print(f"  {res:g}\": the peer {mmm(r['peer'], ',.0f')}x the engine ({mmm(r['cpu'], ',.0f')}x in CPU time); "
              f"the floor {mmm(r['floor'], '.1f')}x; "
              f"the engine {mmm([t * 1e3 for t in r['engine']], '.1f')} ms; load {mmm(r['load'], '.1f')}")
    print(f"  growth, CPU time, best of 5 taking turns: {len(sources)} sources {few_t * 1e3:.1f} ms, {len(many)} "
          f"sources {many_t * 1e3:.1f} ms on the 0.5\" cells: {many_t / few_t:.1f}x for {len(many) / len(sources):.0f}x "
          f"the sources")
    print(f"load average at the end {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
