"""The worst documents that can be built at (or just past) Wartable's limits and up to the 64 MiB
file limit, and the measure of one process checking or opening one: shared by
``tests/test_hostile_sizes.py`` (the promise, asserted) and ``benchmarks/bench_hostile_sizes.py``
(the table of figures)."""
from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from model import limits

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
MIB = 1024 * 1024
#: The promise: every document is checked or refused within this processor time and memory.
CPU_SECONDS, MEMORY = 30.0, 2 * 1024 ** 3


def example(name: str) -> dict:
    return json.loads((EXAMPLES / name).read_text(encoding="utf-8"))


def blob(cx: float, cy: float, r: float, n: int, wobble: float = 0.15) -> list:
    """A wobbly outline of ``n`` corners (a wood traced by hand): many concave corners."""
    return [[[round(cx + r * math.cos(2 * math.pi * i / n) * (1 + wobble * math.sin(7 * i)), 3),
              round(cy + r * math.sin(2 * math.pi * i / n), 3)] for i in range(n)]]


def star(cx: float, cy: float, r: float, n: int) -> list:
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


# -- documents at the limits ---------------------------------------------------------------------

def table_woods() -> dict:
    """Woods of 2,000 corners each: the table's 10,000 corners in the largest shapes."""
    d = example("kensei-120x120.json")
    d["pieces"] = [{"id": f"w{i}", "kind": "wood", "footprint": blob(150 + 200 * i, 600, 90, n)}
                   for i, n in enumerate(_budget(d))]
    return d


def table_stars() -> dict:
    """Blocking stars of 2,000 corners (houses: they stop sight and cast the most shadows)."""
    d = example("kensei-120x120.json")
    d["pieces"] = [{"id": f"s{i}", "kind": "house", "footprint": star(150 + 200 * i, 600, 90, n)}
                   for i, n in enumerate(_budget(d))]
    return d


def table_one_shape() -> dict:
    """One wood of the most corners a shape may have."""
    d = example("kensei-120x120.json")
    d["pieces"] = [{"id": "wood", "kind": "wood", "footprint": blob(600, 600, 300, limits.MAX_SHAPE_CORNERS)}]
    return d


def table_max_pieces() -> dict:
    """300 pieces sharing the 10,000 corners, spread over the table."""
    d = example("kensei-120x120.json")
    per = limits.MAX_TABLE_CORNERS // limits.MAX_PIECES - 1
    kinds = ["wood", "house", "hill"]
    d["pieces"] = [{"id": f"p{i}", "kind": kinds[i % 3],
                    "footprint": blob(60 + (i % 20) * 57, 160 + (i // 20) * 58, 22, per)}
                   for i in range(limits.MAX_PIECES)]
    return d


def table_piled(spread: bool = False) -> dict:
    """300 pieces piled on each other and 300 markers: a finding for every pair. With ``spread`` the
    markers stand apart, around the pile, so that no two are seen alike."""
    d = example("kensei-120x120.json")
    square = [[[590, 590], [610, 590], [610, 610], [590, 610]]]
    d["pieces"] = [{"id": f"p{i}", "kind": "house", "footprint": square} for i in range(limits.MAX_PIECES)]
    kind = d["markers"][0]["kind"] if d.get("markers") else "objective"
    spots = [[round(400 + 400 * math.cos(i * 0.02), 3), round(300 + (i % 7) * 100 + 1.3 * i, 3)] if spread
             else [600, 600] for i in range(limits.MAX_MARKERS)]
    d["markers"] = [{"id": f"m{i}", "kind": kind, "geometry": {"type": "point", "coordinates": xy}}
                    for i, xy in enumerate(spots)]
    return d


def campaign_max_hexes() -> dict:
    d = example("piedras-4-players.json")
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
    d = example("kensei-army-legal.json")
    entries = d["entries"]
    d["entries"] = [dict(entries[i % len(entries)], id=f"e{i}", attached_to=None, general=False)
                    for i in range(limits.MAX_ENTRIES)]
    return d


def catalogue_max_profiles() -> dict:
    d = example("kensei-example-catalogue.json")
    profiles = d["profiles"]
    d["profiles"] = [dict(profiles[i % len(profiles)], id=f"p{i}", name=f"Profile {i}")
                     for i in range(limits.MAX_PROFILES)]
    return d


# -- files of about 63 MiB -------------------------------------------------------------------------

def _filled(head: str, item: str, tail: str, size: int = 63 * MIB) -> str:
    """``head`` + ``item`` repeated (comma-separated) up to about ``size`` characters + ``tail``."""
    count = max(1, (size - len(head) - len(tail)) // (len(item) + 1))
    return head + ",".join([item] * count) + tail


HEAD = '{"format": "wartable", "format_version": 1, '
TABLE_HEAD = HEAD + '"kind": "table", "name": "T", "ruleset": "kensei", "unit": "cm", "width": 1200, "depth": 1200, '


def _huge_notes() -> str:
    d = example("kensei-120x120.json")
    d["notes"] = "Long notes. " * (63 * MIB // 12)
    return json.dumps(d)


def _huge_padded() -> str:  # a real table in 63 MiB of white space: loads and is checked
    text = json.dumps(example("kensei-120x120.json"), indent=1).replace("\n", "\n" + " " * 3000)
    return text + " " * (63 * MIB - len(text))


#: kind -> the text of a file of about 63 MiB; each is beyond a different limit, except the padded
#: table and the long notes
HUGE = {
    "ring": lambda: _filled(TABLE_HEAD + '"pieces": [{"id": "p", "kind": "wood", "footprint": [[',
                            "[601.25, 600.5]", "]]}]}"),
    "pieces": lambda: _filled(TABLE_HEAD + '"pieces": [',
                              '{"id": "p", "kind": "wood", "footprint": [[[0, 0], [10, 0], [10, 10]]]}', "]}"),
    "hexes": lambda: _filled(HEAD + '"kind": "campaign", "name": "C", "ruleset": "warhammer-campaign", '
                             '"grid": {"orientation": "flat", "size": 25}, "players": [], "hexes": [',
                             '{"q": 1, "r": 2, "terrain": "plains"}', "]}"),
    "entries": lambda: _filled(HEAD + '"kind": "army", "name": "A", "ruleset": "kensei", "catalogue": '
                               '"kensei-example-catalogue.json", "entries": [', '{"id": "e", "profile": "x"}', "]}"),
    "notes": _huge_notes,
    "padded": _huge_padded,
    "nested": lambda: "[" * (31 * MIB) + "]" * (31 * MIB),
    # a schema error deep in a huge value: the explanation must stay short and fast
    "strings": lambda: _filled(TABLE_HEAD + '"pieces": [], "notes": [', '"x"', "]}"),
    # values nested one level past the file format's limit (within what the JSON decoder takes)
    "deep": lambda: _filled(TABLE_HEAD + '"pieces": [], "notes": [', "[" * 65 + "]" * 65, "]}"),
    # numbers no field can use: past 2^53, and at the float's end
    "big-numbers": lambda: _filled(TABLE_HEAD + '"pieces": [], "notes": [', "1e308, 9007199254740993", "]}"),
}


def write(folder: Path, name: str, made: dict | str) -> Path:
    """A document (JSON data or text) written in ``folder``, beside a copy of the example catalogue
    that army lists name."""
    catalogue = folder / "kensei-example-catalogue.json"
    if not catalogue.exists():
        catalogue.write_text((EXAMPLES / catalogue.name).read_text(encoding="utf-8"), encoding="utf-8")
    path = folder / name
    path.write_text(made if isinstance(made, str) else json.dumps(made), encoding="utf-8")
    return path


# -- one process measured ----------------------------------------------------------------------------

#: Opens a document in the window (``argv[1]``), waits for its checks (at most ``argv[2]`` ms) and
#: closes; prints ``opened`` or ``refused``.
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
    editor.validator.wait(int(sys.argv[2]))
    app.processEvents()
    editor.qdoc.undo_stack.setClean()
w.close()
print("opened" if editor is not None else "refused", flush=True)
"""


def window_env(home: Path) -> dict:
    """The environment of a window with its own home (no dialog waits for an answer)."""
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", WARTABLE_NONBLOCKING_DIALOGS="1", HOME=str(home),
                XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"))


@dataclass
class Run:
    """One child process: its exit, what it printed, wall and processor seconds, peak memory in bytes."""

    code: int
    out: str
    err: str
    wall: float
    cpu: float
    peak: int

    def within(self) -> bool:
        return self.cpu < CPU_SECONDS and self.peak < MEMORY


def _limited() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_CPU, (int(CPU_SECONDS) + 5, int(CPU_SECONDS) + 10))
    resource.setrlimit(resource.RLIMIT_AS, (3 * MEMORY, 3 * MEMORY))  # a net for the machine; RSS is measured


def measured(args: list[str], env: dict | None = None, limited: bool = False, timeout: float = 600) -> Run:
    """Run ``python ARGS`` and measure it with ``wait4`` (its own processor time and peak resident
    memory, not its siblings'). ``limited``: under resource limits just above the promise, so that a
    run past it ends instead of taking the machine. Killed after ``timeout`` wall seconds."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        t0 = time.perf_counter()
        proc = subprocess.Popen([sys.executable, *args], cwd=ROOT, stdout=out, stderr=err, env=env,
                                preexec_fn=_limited if limited else None)
        killer = threading.Timer(timeout, proc.kill)
        killer.start()
        try:
            _, status, usage = os.wait4(proc.pid, 0)
        finally:
            killer.cancel()
        wall = time.perf_counter() - t0
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        return Run(proc.returncode, out.read().decode("utf-8", "replace"), err.read().decode("utf-8", "replace"),
                   wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024)
