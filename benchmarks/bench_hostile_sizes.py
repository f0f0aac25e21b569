"""Hostile sizes: the worst documents that can be built at (or just past) Wartable's limits and up
to the 64 MiB file limit, each checked by the command line (``wartable validate``) and opened in
the window, in a process of its own. Prints, per document and path, the exit, the processor time,
the wall time and the peak memory; the promise is at most 30 s and 2 GB each.

Run: python benchmarks/bench_hostile_sizes.py [--only NAME] [--keep FOLDER]
"""
from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests import hostile  # noqa: E402
from tests.hostile import MIB  # noqa: E402

CASES = [
    ("table: woods of 2,000 corners, 10,000 in all", hostile.table_woods),
    ("table: blocking stars of 2,000 corners", hostile.table_stars),
    ("table: one wood of 2,000 corners", hostile.table_one_shape),
    ("table: 300 pieces, 10,000 corners", hostile.table_max_pieces),
    ("table: 300 pieces piled up, 300 markers", hostile.table_piled),
    ("table: 300 pieces piled up, 300 markers apart", lambda: hostile.table_piled(spread=True)),
    ("campaign: 50,000 hexes", hostile.campaign_max_hexes),
    ("campaign: 50,000 hexes, explicit adjacency", hostile.campaign_max_edges),
    ("army list: 1,000 entries", hostile.army_max_entries),
    ("catalogue: 5,000 profiles", hostile.catalogue_max_profiles),
    ("64 MiB: one ring (refused)", hostile.HUGE["ring"]),
    ("64 MiB: pieces (refused)", hostile.HUGE["pieces"]),
    ("64 MiB: hexes (refused)", hostile.HUGE["hexes"]),
    ("64 MiB: entries (refused)", hostile.HUGE["entries"]),
    ("64 MiB: notes (refused)", hostile.HUGE["notes"]),
    ("64 MiB: white space around a table", hostile.HUGE["padded"]),
    ("64 MiB: nested lists (refused)", hostile.HUGE["nested"]),
    ("64 MiB: notes as a list of strings", hostile.HUGE["strings"]),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="run the cases whose name holds this text")
    parser.add_argument("--keep", help="write the documents in this folder (default: a temporary one)")
    parser.add_argument("--no-window", action="store_true", help="the command line only")
    args = parser.parse_args()
    folder = Path(args.keep or tempfile.mkdtemp(prefix="wartable-sizes-"))
    folder.mkdir(parents=True, exist_ok=True)
    env = hostile.window_env(folder)
    print(f"{'document':46} {'MiB':>5} | {'cli':>4} {'cpu s':>6} {'wall s':>6} {'MiB':>6} {'out KiB':>7} | "
          f"{'window':>7} {'cpu s':>6} {'wall s':>6} {'MiB':>6}")
    over = []
    for i, (name, make) in enumerate(CASES):
        if args.only and args.only not in name:
            continue
        path = hostile.write(folder, f"case-{i}.json", make())
        size = path.stat().st_size / MIB
        cli = hostile.measured(["-m", "editor.cli", "validate", str(path)], env)
        row = (f"{name:46} {size:5.1f} | {cli.code:>4} {cli.cpu:6.1f} {cli.wall:6.1f} {cli.peak / MIB:6.0f} "
               f"{len(cli.out) / 1024:7.0f} | ")
        if cli.code not in (0, 1, 2) or "Traceback" in cli.err:
            over.append(f"{name}: the command line ended with {cli.code}: {cli.err[-300:]}")
        if not cli.within():
            over.append(f"{name}: the command line took {cli.cpu:.1f} s and {cli.peak / MIB:.0f} MiB")
        if args.no_window:
            print(row, flush=True)
        else:
            win = hostile.measured(["-c", hostile.WINDOW, str(path), "120000"], env)
            result = win.out.strip().splitlines()[-1] if win.out.strip() else f"exit {win.code}"
            print(row + f"{result:>7} {win.cpu:6.1f} {win.wall:6.1f} {win.peak / MIB:6.0f}", flush=True)
            if win.code != 0 or "Traceback" in win.err:
                over.append(f"{name}: the window ended with {win.code}: {win.err[-300:]}")
            if not win.within():
                over.append(f"{name}: the window took {win.cpu:.1f} s and {win.peak / MIB:.0f} MiB")
        if not args.keep:
            path.unlink()
    print()
    print("cpu s: processor time of the process; MiB: its peak resident memory; out KiB: what the command "
          "line printed.")
    print("\n".join(over) if over else f"every document checked or refused within {hostile.CPU_SECONDS:.0f} s of "
                                       f"processor time and {hostile.MEMORY / 1024 ** 3:.0f} GB")


if __name__ == "__main__":
    main()
