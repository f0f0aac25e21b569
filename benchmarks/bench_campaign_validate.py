"""``wartable validate`` on a 10,000-hex, 8-player campaign against building the map's
networkx graph from the same file.

    python benchmarks/bench_campaign_validate.py [--hexes 10000] [--runs 7]

Both are fresh Python processes timed whole, start to exit, taking turns:

* baseline: read and parse the file's JSON, import networkx, make the graph of the hexes with
  an edge between each pair of neighbours (axial coordinates, plain tuples);
* ``wartable validate FILE`` (output to a pipe, read and dropped).

Then, in this process, where the command's time goes: loading the file (schema check and
model), building the document's graph, and each campaign rule. Target: the command at most 2x
the baseline.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

BASELINE = """
import json, sys
import networkx as nx
with open(sys.argv[1], "rb") as fh:
    data = json.loads(fh.read())
present = {(h["q"], h["r"]) for h in data["hexes"]}
graph = nx.Graph()
graph.add_nodes_from(present)
graph.add_edges_from(((q, r), (q + dq, r + dr)) for q, r in present for dq, dr in ((1, 0), (1, -1), (0, -1))
                     if (q + dq, r + dr) in present)
print(graph.number_of_nodes(), graph.number_of_edges())
"""


def write_campaign(path: Path, n_hexes: int) -> int:
    from bench_validators import RACES, campaign_cells

    from model.campaign import CampaignDocument, Player
    from model.files import save
    from model.hexgrid import HexGrid

    cells = campaign_cells(n_hexes, 8)
    players = [Player(f"p{i}", f"Player {i}", RACES[i]) for i in range(8)]
    save(CampaignDocument("bench", "warhammer-campaign", HexGrid(), cells=cells, players=players), path)
    return len(cells)


def timed(cmd, env=None) -> float:
    t = time.perf_counter()
    subprocess.run(cmd, capture_output=True, check=False, cwd=ROOT, env=env)
    return time.perf_counter() - t


def child_env(pycache: str) -> dict:
    """The commands run as an installed copy would: modules byte-compiled once (into ``pycache``,
    by the warm-up run), not compiled again by every start."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = pycache
    return env


def breakdown(path: Path) -> list[tuple[str, float]]:
    """Where the command's time goes, measured in this process (imports already done)."""
    from model.files import load
    from validators import validate

    t = time.perf_counter()
    doc = load(path)
    t_load = time.perf_counter() - t
    t = time.perf_counter()
    doc.graph
    t_graph = time.perf_counter() - t
    validate(doc)  # warm
    doc = load(path)
    doc.graph
    rows = [("load (schema check, model)", t_load), ("document graph", t_graph)]
    t = time.perf_counter()
    validate(doc)
    rows.append(("all campaign rules", time.perf_counter() - t))
    return rows


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hexes", type=int, default=10_000)
    ap.add_argument("--runs", type=int, default=7)
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "campaign.json"
        n = write_campaign(path, args.hexes)
        base_cmd = [sys.executable, "-c", BASELINE, str(path)]
        ours_cmd = [sys.executable, "-m", "editor.cli", "validate", str(path)]
        env = child_env(str(Path(tmp) / "pycache"))
        timed(base_cmd, env), timed(ours_cmd, env)  # warm the file cache, byte-compile
        base, ours = [], []
        for _ in range(args.runs):
            base.append(timed(base_cmd, env))
            ours.append(timed(ours_cmd, env))
        rows = breakdown(path)
    ratios = [o / b for o, b in zip(ours, base)]
    mb, mo, ratio = statistics.median(base), statistics.median(ours), statistics.median(ratios)
    print(f"campaign map: {n} hexes, 8 players; {args.runs} runs each, taking turns; {os.cpu_count()} cores")
    print(f"{'process (start to exit)':<52} {'median s':>9} {'min s':>7} {'max s':>7}")
    print(f"{'parse JSON + networkx graph (baseline)':<52} {mb:9.3f} {min(base):7.3f} {max(base):7.3f}")
    print(f"{'wartable validate FILE':<52} {mo:9.3f} {min(ours):7.3f} {max(ours):7.3f}")
    print(f"ratio: median run-by-run {ratio:.2f}, of the medians {mo / mb:.2f}  (target <= 2: "
          f"{'ok' if ratio <= 2 else 'SLOW'})")
    print("\nin one process, after its imports:")
    for name, seconds in rows:
        print(f"  {name:<40} {seconds * 1e3:8.1f} ms")
    return 0 if ratio <= 2 else 1


if __name__ == "__main__":
    sys.exit(main())
