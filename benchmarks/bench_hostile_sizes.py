"""Hostile sizes: the worst documents that can be built at (or just past) Wartable's limits and up
to the 64 MiB file limit, each checked by the command line (``wartable validate``) and opened in
the window, in a process of its own. Prints, per document and path, the exit, the processor time,
the wall time and the peak memory; the promise is at most 30 s and 2 GB each.

Run: python benchmarks/bench_hostile_sizes.py [--only NAME] [--keep FOLDER]
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

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from model import limits  # noqa: E402

EXAMPLES = ROOT / "examples"
MIB = 1024 * 1024
CPU_LIMIT, MEMORY_LIMIT = 30.0, 2 * 1024 ** 3


def _example(name: str) -> dict:
    return json.loads((EXAMPLES / name).read_text(encoding="utf-8"))


def _blob(cx, cy, r, n, wobble=0.15):
    """A wobbly outline of ``n`` corners (a wood traced by hand): many concave corners."""
    return [[[round(cx + r * math.cos(2 * math.pi * i / n) * (1 + wobble * math.sin(7 * i)), 3),
              round(cy + r * math.sin(2 * math.pi * i / n), 3)] for i in range(n)]]


def _star(cx, cy, r, n):
    """A star of ``n`` corners: every other corner deep inside, the worst for convex parts."""
    return [[[round(cx + (r if i % 2 else r * 0.35) * math.cos(2 * math.pi * i / n), 3),
              round(cy + (r if i % 2 else r * 0.35) * math.sin(2 * math.pi * i / n), 3)] for i in range(n)]]


def _budget(d: dict) -> list[int]:
    """Corners per piece that fill the table's limit in the largest shapes (the zones and markers
    keep theirs)."""
    left = limits.MAX_TABLE_CORNERS - sum(len(r) for z in d.get("zones", []) for r in z["polygon"]) - sum(
        len(r) for m in d.get("markers", []) if m["geometry"]["type"] == "polygon" for r in m["geometry"]["coordinates"])
    sizes = [limits.MAX_SHAPE_CORNERS] * (left // limits.MAX_SHAPE_CORNERS)
    return sizes + ([left % limits.MAX_SHAPE_CORNERS] if left % limits.MAX_SHAPE_CORNERS >= 3 else [])


def table_many_corners_few_pieces() -> dict:
    """Woods of 2,000 corners each: the table's 10,000 corners in the largest shapes."""
    d = _example("kensei-120x120.json")
    d["pieces"] = [{"id": f"w{i}", "kind": "wood", "footprint": _blob(150 + 200 * i, 600, 90, n)}
                   for i, n in enumerate(_budget(d))]
    return d


def table_stars() -> dict:
    """Blocking stars of 2,000 corners (houses: they stop sight and cast the most shadows)."""
    d = _example("kensei-120x120.json")
    d["pieces"] = [{"id": f"s{i}", "kind": "house", "footprint": _star(150 + 200 * i, 600, 90, n)}
                   for i, n in enumerate(_budget(d))]
    return d


def table_max_pieces() -> dict:
    """300 pieces sharing the 10,000 corners, spread over the table."""
    d = _example("kensei-120x120.json")
    per = limits.MAX_TABLE_CORNERS // limits.MAX_PIECES - 1
    kinds = ["wood", "house", "hill"]
    d["pieces"] = [{"id": f"p{i}", "kind": kinds[i % 3],
                    "footprint": _blob(60 + (i % 20) * 57, 160 + (i // 20) * 58, 22, per)}
                   for i in range(limits.MAX_PIECES)]
    return d


def table_huge_findings() -> dict:
    """300 pieces piled on each other, and on the zones and the edges: a finding for every pair."""
    d = _example("kensei-120x120.json")
    square = [[[590, 590], [610, 590], [610, 610], [590, 610]]]
    d["pieces"] = [{"id": f"p{i}", "kind": "house", "footprint": square} for i in range(limits.MAX_PIECES)]
    d["markers"] = [{"id": f"m{i}", "kind": d["markers"][0]["kind"] if d.get("markers") else "objective",
                     "geometry": {"type": "point", "coordinates": [600, 600]}} for i in range(limits.MAX_MARKERS)]
    return d


def campaign_max_hexes() -> dict:
    d = _example("piedras-4-players.json")
    side = int(math.sqrt(limits.MAX_HEXES))
    owners = [p["id"] for p in d["players"]]
    d["hexes"] = [{"q": q - r // 2, "r": r, "owner": owners[(q * 7 + r) % len(owners)] if (q + r) % 3 else None}
                  for r in range(side) for q in range(side)]
    d.pop("adjacency", None)
    return d


def campaign_max_edges() -> dict:
    """The most hexes with an explicit adjacency of every neighbour pair (up to the edge limit)."""
    d = campaign_max_hexes()
    cells = {(h["q"], h["r"]) for h in d["hexes"]}
    edges = []
    for q, r in cells:
        for dq, dr in ((1, 0), (0, 1), (-1, 1)):
            if (q + dq, r + dr) in cells:
                edges.append([[q, r], [q + dq, r + dr]])
    d["adjacency"] = edges[:limits.MAX_EDGES]
    return d


def army_max_entries() -> dict:
    d = _example("kensei-army-legal.json")
    entries = d["entries"]
    d["entries"] = [dict(entries[i % len(entries)], id=f"e{i}", attached_to=None, general=False)
                    for i in range(limits.MAX_ENTRIES)]
    return d


def catalogue_max_profiles() -> dict:
    d = _example("kensei-example-catalogue.json")
    profiles = d["profiles"]
    d["profiles"] = [dict(profiles[i % len(profiles)], id=f"p{i}", name=f"Profile {i}")
                     for i in range(limits.MAX_PROFILES)]
    return d


def _filled(head: str, item: str, tail: str, size: int = 63 * MIB) -> str:
    count = max(1, (size - len(head) - len(tail)) // (len(item) + 1))
    return head + ",".join([item] * count) + tail


HEAD = '{"format": "wartable", "format_version": 1, '
TABLE_HEAD = HEAD + '"kind": "table", "name": "T", "ruleset": "kensei", "unit": "cm", "width": 1200, "depth": 1200, '


def huge_ring() -> str:
    return _filled(TABLE_HEAD + '"pieces": [{"id": "p", "kind": "wood", "footprint": [[', "[601.25, 600.5]", "]]}]}")


def huge_pieces() -> str:
    return _filled(TABLE_HEAD + '"pieces": [', '{"id": "p", "kind": "wood", "footprint": [[[0, 0], [10, 0], [10, 10]]]}',
                   "]}")


def huge_hexes() -> str:
    return _filled(HEAD + '"kind": "campaign", "name": "C", "ruleset": "warhammer-campaign", '
                   '"grid": {"orientation": "flat", "size": 25}, "players": [], "hexes": [',
                   '{"q": 1, "r": 2, "terrain": "plains"}', "]}")


def huge_entries() -> str:
    return _filled(HEAD + '"kind": "army", "name": "A", "ruleset": "kensei", "catalogue": '
                   '"kensei-example-catalogue.json", "entries": [', '{"id": "e", "profile": "x"}', "]}")


def huge_notes() -> str:
    d = _example("kensei-120x120.json")
    d["notes"] = "Long notes. " * (63 * MIB // 12)
    return json.dumps(d)


def huge_padded() -> str:
    text = json.dumps(_example("kensei-120x120.json"), indent=1).replace("\n", "\n" + " " * 3000)
    return text + " " * (63 * MIB - len(text))


def huge_nested() -> str:
    return "[" * (31 * MIB) + "]" * (31 * MIB)


def huge_many_small_strings() -> str:
    """A table whose notes field is replaced by a list of millions of tiny strings (a schema error
    deep in a huge value: the explanation must stay short and fast)."""
    return _filled(TABLE_HEAD + '"pieces": [], "notes": [', '"x"', "]}")


CASES = [
    ("table: woods of 2,000 corners, 10,000 in all", table_many_corners_few_pieces),
    ("table: blocking stars of 2,000 corners", table_stars),
    ("table: 300 pieces, 10,000 corners", table_max_pieces),
    ("table: 300 pieces piled up, 300 markers", table_huge_findings),
    ("campaign: 50,000 hexes", campaign_max_hexes),
    ("campaign: 50,000 hexes, explicit adjacency", campaign_max_edges),
    ("army list: 1,000 entries", army_max_entries),
    ("catalogue: 5,000 profiles", catalogue_max_profiles),
    ("64 MiB: one ring (refused)", huge_ring),
    ("64 MiB: pieces (refused)", huge_pieces),
    ("64 MiB: hexes (refused)", huge_hexes),
    ("64 MiB: entries (refused)", huge_entries),
    ("64 MiB: notes (refused)", huge_notes),
    ("64 MiB: white space around a table", huge_padded),
    ("64 MiB: nested lists (refused)", huge_nested),
    ("64 MiB: notes as a list of strings", huge_many_small_strings),
]

WINDOW = """
import sys
from PySide6.QtWidgets import QApplication
from editor.mainwindow import MainWindow
app = QApplication([])
w = MainWindow()
w.show()
editor = w.open_path(sys.argv[1])
if editor is not None:
    app.processEvents()
    editor.validator.wait(120000)
    app.processEvents()
    editor.qdoc.undo_stack.setClean()
w.close()
print("opened" if editor is not None else "refused", flush=True)
"""


def _measured(args, env=None):
    """(exit, stdout, stderr, wall s, processor s, peak MiB) of one child process, measured by wait4."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        t0 = time.perf_counter()
        proc = subprocess.Popen([sys.executable, *args], cwd=ROOT, stdout=out, stderr=err, env=env)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - t0
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        return (proc.returncode, out.read().decode("utf-8", "replace"), err.read().decode("utf-8", "replace"), wall,
                usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="run the cases whose name holds this text")
    parser.add_argument("--keep", help="write the documents in this folder (default: a temporary one)")
    parser.add_argument("--no-window", action="store_true", help="the command line only")
    args = parser.parse_args()
    folder = Path(args.keep or tempfile.mkdtemp(prefix="wartable-sizes-"))
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "kensei-example-catalogue.json").write_text(
        (EXAMPLES / "kensei-example-catalogue.json").read_text(encoding="utf-8"), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WARTABLE_NONBLOCKING_DIALOGS="1",
               HOME=str(folder), XDG_CONFIG_HOME=str(folder / "config"), XDG_DATA_HOME=str(folder / "data"))
    print(f"{'document':44} {'MiB':>5} | {'cli':>4} {'cpu s':>6} {'wall s':>6} {'MiB':>6} {'out KiB':>7} | "
          f"{'window':>7} {'cpu s':>6} {'wall s':>6} {'MiB':>6}")
    over = []
    for i, (name, make) in enumerate(CASES):
        if args.only and args.only not in name:
            continue
        made = make()
        text = made if isinstance(made, str) else json.dumps(made)
        path = folder / f"case-{i}.json"
        path.write_text(text, encoding="utf-8")
        size = path.stat().st_size / MIB
        del text, made
        code, out, err, wall, cpu, rss = _measured(["-m", "editor.cli", "validate", str(path)], env)
        row = f"{name:44} {size:5.1f} | {code:>4} {cpu:6.1f} {wall:6.1f} {rss:6.0f} {len(out) / 1024:7.0f} | "
        if code not in (0, 1, 2) or "Traceback" in err:
            over.append(f"{name}: the command line ended with {code}: {err[-300:]}")
        if cpu > CPU_LIMIT or rss * MIB > MEMORY_LIMIT:
            over.append(f"{name}: the command line took {cpu:.1f} s and {rss:.0f} MiB")
        if args.no_window:
            print(row, flush=True)
        else:
            wcode, wout, werr, wwall, wcpu, wrss = _measured(["-c", WINDOW, str(path)], env)
            result = wout.strip().splitlines()[-1] if wout.strip() else f"exit {wcode}"
            print(row + f"{result:>7} {wcpu:6.1f} {wwall:6.1f} {wrss:6.0f}", flush=True)
            if wcode != 0 or "Traceback" in werr:
                over.append(f"{name}: the window ended with {wcode}: {werr[-300:]}")
            if wcpu > CPU_LIMIT or wrss * MIB > MEMORY_LIMIT:
                over.append(f"{name}: the window took {wcpu:.1f} s and {wrss:.0f} MiB")
        if not args.keep:
            path.unlink()
    print()
    print("cpu s: processor time of the process; MiB: its peak resident memory; out KiB: what the command "
          "line printed.")
    print("\n".join(over) if over else f"every document checked or refused within {CPU_LIMIT:.0f} s of processor "
                                       f"time and {MEMORY_LIMIT / 1024 ** 3:.0f} GB")


if __name__ == "__main__":
    main()
