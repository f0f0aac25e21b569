"""Capital suggestions on a large campaign map, against a baseline measured in the same process.

    python benchmarks/bench_campaign_ops.py [--columns 100] [--rows 100] [--players 8] [--repeat 3]

A new map of columns x rows hexes with no cities, so every hex a city may stand on is a
candidate (up to 400 are sampled): ``suggest_capitals`` spreads the capitals out and then
improves them move by move, scoring each placement tried. The baseline is building the
map's networkx graph. Prints a table of times and the ratio; the best of ``--repeat`` runs.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from model import campaign_ops as ops  # noqa: E402
from model.campaign import CampaignDocument  # noqa: E402
from model.ruleset import load_ruleset  # noqa: E402
from timing import best  # noqa: E402



def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--columns", type=int, default=100)
    ap.add_argument("--rows", type=int, default=100)
    ap.add_argument("--players", type=int, default=8)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    ruleset = load_ruleset("warhammer-campaign")
    doc = ops.new_campaign(ruleset, "bench", args.players, columns=args.columns, rows=args.rows)

    def graph():
        return CampaignDocument("bench", doc.ruleset, doc.grid, cells=doc.cells).graph

    build = best(graph, args.repeat)
    doc.graph  # noqa: B018 - built once, as in the editor
    suggest = best(lambda: ops.suggest_capitals(doc, ruleset, args.players), args.repeat)
    caps, figures = ops.suggest_capitals(doc, ruleset, args.players)
    shares = [f.closest_share for f in figures]
    print(f"{'case':<44} {'ms':>8}  {'ratio':>6}")
    print(f"{f'build the networkx graph, {len(doc.cells)} hexes':<44} {build * 1e3:8.1f}  {1.0:6.2f}")
    print(f"{f'suggest capitals for {args.players} players':<44} {suggest * 1e3:8.1f}  {suggest / build:6.2f}")
    print(f"\nclosest shares of the suggestion: {min(shares):.1%} to {max(shares):.1%}; "
          f"{sum(f.hemmed for f in figures)} hemmed in")
    return 0


if __name__ == "__main__":
    sys.exit(main())
