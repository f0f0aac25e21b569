"""Hostile sizes: every document up to the 64 MiB file limit is checked or refused within 30 s of
processor time and 2 GB of memory, by the command line and by the window, each run in its own
process with resource limits. Beyond a limit the refusal names it, without printing the shape."""
from __future__ import annotations

import json
import math
import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from model import limits
from model.errors import DocumentError
from model.files import load

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
MIB = 1024 * 1024
CPU_SECONDS = 30
MEMORY = 2 * 1024 ** 3

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="measures children with wait4 and rlimits")


def _example(name: str) -> dict:
    return json.loads((EXAMPLES / name).read_text(encoding="utf-8"))


def _blob(cx: float, cy: float, r: float, n: int) -> list:
    """A wobbly outline of ``n`` corners (a wood traced by hand)."""
    return [[[round(cx + r * math.cos(2 * math.pi * i / n) * (1 + 0.15 * math.sin(7 * i)), 3),
              round(cy + r * math.sin(2 * math.pi * i / n), 3)] for i in range(n)]]


def _table_at_the_limits() -> dict:
    d = _example("kensei-120x120.json")
    per = limits.MAX_TABLE_CORNERS // limits.MAX_PIECES - 1
    kinds = ["wood", "house", "hill"]
    d["pieces"] = [{"id": f"p{i}", "kind": kinds[i % 3],
                    "footprint": _blob(60 + (i % 20) * 57, 160 + (i // 20) * 58, 22, per)}
                   for i in range(limits.MAX_PIECES)]
    return d


def _one_shape_at_the_limit() -> dict:
    d = _example("kensei-120x120.json")
    d["pieces"] = [{"id": "wood", "kind": "wood", "footprint": _blob(600, 600, 300, limits.MAX_SHAPE_CORNERS)}]
    return d


def _campaign_at_the_limit() -> dict:
    d = _example("piedras-4-players.json")
    side = int(math.sqrt(limits.MAX_HEXES))
    owners = [p["id"] for p in d["players"]]
    d["hexes"] = [{"q": q - r // 2, "r": r, "owner": owners[(q * 7 + r) % len(owners)] if (q + r) % 3 else None}
                  for r in range(side) for q in range(side)]
    d.pop("adjacency", None)
    return d


def _army_at_the_limit() -> dict:
    d = _example("kensei-army-legal.json")
    entries = d["entries"]
    d["entries"] = [dict(entries[i % len(entries)], id=f"e{i}", attached_to=None, general=False)
                    for i in range(limits.MAX_ENTRIES)]
    return d


def _write_text(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def _filled(head: str, item: str, tail: str, size: int = 63 * MIB) -> str:
    """``head`` + ``item`` repeated (comma-separated) up to about ``size`` characters + ``tail``."""
    count = max(1, (size - len(head) - len(tail)) // (len(item) + 1))
    return head + ",".join([item] * count) + tail


def _huge(kind: str, folder: Path) -> Path:
    """Files of about 63 MiB, each beyond a different limit (or none, for the long notes)."""
    head = '{"format": "wartable", "format_version": 1, '
    if kind == "ring":
        text = _filled(head + '"kind": "table", "name": "T", "ruleset": "kensei", "unit": "cm", "width": 1200, '
                       '"depth": 1200, "pieces": [{"id": "p", "kind": "wood", "footprint": [[',
                       "[601.25, 600.5]", "]]}]}")
    elif kind == "pieces":
        text = _filled(head + '"kind": "table", "name": "T", "ruleset": "kensei", "unit": "cm", "width": 1200, '
                       '"depth": 1200, "pieces": [',
                       '{"id": "p", "kind": "wood", "footprint": [[[0, 0], [10, 0], [10, 10]]]}', "]}")
    elif kind == "hexes":
        text = _filled(head + '"kind": "campaign", "name": "C", "ruleset": "warhammer-campaign", '
                       '"grid": {"orientation": "flat", "size": 25}, "players": [], "hexes": [',
                       '{"q": 1, "r": 2, "terrain": "plains"}', "]}")
    elif kind == "entries":
        text = _filled(head + '"kind": "army", "name": "A", "ruleset": "kensei", "catalogue": '
                       '"kensei-example-catalogue.json", "entries": [', '{"id": "e", "profile": "x"}', "]}")
    elif kind == "notes":
        d = _example("kensei-120x120.json")
        d["notes"] = "Long notes. " * (63 * MIB // 12)
        text = json.dumps(d)
    elif kind == "padded":  # a real table in 63 MiB of white space: loads and is checked
        text = json.dumps(_example("kensei-120x120.json"), indent=1).replace("\n", "\n" + " " * 3000)
        text += " " * (63 * MIB - len(text))
    elif kind == "nested":
        text = "[" * (31 * MIB) + "]" * (31 * MIB)
    else:
        raise ValueError(kind)
    return _write_text(folder / f"huge-{kind}.json", text)


def _limited():
    resource.setrlimit(resource.RLIMIT_CPU, (CPU_SECONDS + 5, CPU_SECONDS + 10))
    resource.setrlimit(resource.RLIMIT_AS, (3 * MEMORY, 3 * MEMORY))  # a net for the machine; RSS is asserted


def _run(args: list[str], env: dict | None = None) -> tuple[int, str, float, int]:
    """(exit code, stderr, processor seconds, peak memory in bytes) of a limited child process."""
    proc = subprocess.Popen([sys.executable, *args], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            preexec_fn=_limited, env=env)
    err = proc.stderr.read().decode("utf-8", "replace")
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    return proc.returncode, err, usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024


def _assert_within(cpu: float, rss: int, what: str) -> None:
    assert cpu < CPU_SECONDS, f"{what}: {cpu:.1f} s of processor time"
    assert rss < MEMORY, f"{what}: {rss / MIB:.0f} MiB"


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("sizes")
    (out / "kensei-example-catalogue.json").write_text(
        (EXAMPLES / "kensei-example-catalogue.json").read_text(encoding="utf-8"), encoding="utf-8")
    return out


@pytest.mark.parametrize("kind, words", [
    ("ring", f"limit of {limits.MAX_SHAPE_CORNERS:,}"),
    ("pieces", f"limit of {limits.MAX_PIECES:,}"),
    ("hexes", f"limit of {limits.MAX_HEXES:,}"),
    ("entries", f"limit of {limits.MAX_ENTRIES:,}"),
    ("nested", "nested too deeply"),
    ("notes", "at most 100,000 characters"),
    ("padded", None),
])
def test_the_command_line_checks_or_refuses_a_64_mib_file_in_time(folder, kind, words):
    path = _huge(kind, folder)
    assert path.stat().st_size > 60 * MIB
    code, err, cpu, rss = _run(["-m", "editor.cli", "validate", str(path)])
    _assert_within(cpu, rss, kind)
    if words is None:
        assert code in (0, 1), err
    else:
        assert code == 2 and words in err, err[:500]
        assert len(err) < 2000  # the ring is not printed back
    path.unlink()


@pytest.mark.parametrize("make", [_table_at_the_limits, _one_shape_at_the_limit, _campaign_at_the_limit,
                                  _army_at_the_limit])
def test_the_command_line_checks_a_document_at_the_limits_in_time(folder, make):
    path = _write_text(folder / f"{make.__name__}.json", json.dumps(make()))
    code, err, cpu, rss = _run(["-m", "editor.cli", "validate", str(path)])
    assert code in (0, 1), err[-2000:]
    _assert_within(cpu, rss, make.__name__)


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
    editor.validator.wait(60000)
    app.processEvents()
    editor.qdoc.undo_stack.setClean()
w.close()
print("opened" if editor is not None else "refused", flush=True)
"""


@pytest.mark.parametrize("make", ["ring", _table_at_the_limits])
def test_the_window_opens_or_refuses_them_in_time(folder, make, tmp_path):
    if isinstance(make, str):
        path, expect = _huge(make, folder), "refused"
    else:
        path, expect = _write_text(folder / "window.json", json.dumps(make())), "opened"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WARTABLE_NONBLOCKING_DIALOGS="1",
               HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"))
    out = subprocess.run([sys.executable, "-c", WINDOW, str(path)], cwd=ROOT, capture_output=True, text=True,
                         preexec_fn=_limited, env=env, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    assert expect in out.stdout
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)  # cumulative: an upper bound for this child
    assert usage.ru_maxrss * 1024 < MEMORY


@pytest.mark.parametrize("kind, field", [
    ("pieces", "pieces"), ("ring", "pieces[0].footprint"), ("walls", "pieces[0].walls"),
    ("corners", "pieces[5].footprint"), ("hexes", "hexes"), ("players", "players"),
    ("entries", "entries"), ("profiles", "profiles"),
])
def test_one_past_a_limit_is_refused_naming_it(tmp_path, kind, field):
    if kind in ("pieces", "ring", "walls", "corners"):
        d = _example("kensei-120x120.json")
        square = [[[0, 0], [10, 0], [10, 10], [0, 10]]]
        if kind == "pieces":
            d["pieces"] = [{"id": f"p{i}", "kind": "wood", "footprint": square} for i in range(limits.MAX_PIECES + 1)]
        elif kind == "ring":
            d["pieces"][0]["footprint"] = _blob(600, 600, 100, limits.MAX_SHAPE_CORNERS + 1)
        elif kind == "walls":
            d["pieces"][0]["walls"] = [square] * (limits.MAX_WALLS + 1)
        else:
            n = limits.MAX_SHAPE_CORNERS
            d["pieces"] = [{"id": f"p{i}", "kind": "wood", "footprint": _blob(200 * i + 100, 600, 50, n)}
                           for i in range(limits.MAX_TABLE_CORNERS // n + 1)]
    elif kind in ("hexes", "players"):
        d = _example("piedras-4-players.json")
        if kind == "hexes":
            d["hexes"] = [{"q": i, "r": 0} for i in range(limits.MAX_HEXES + 1)]
        else:
            d["players"] = [{"id": f"p{i}", "name": f"P{i}"} for i in range(limits.MAX_PLAYERS + 1)]
    elif kind == "entries":
        d = _example("kensei-army-legal.json")
        d["entries"] = [{"id": f"e{i}", "profile": "x"} for i in range(limits.MAX_ENTRIES + 1)]
    else:
        d = _example("kensei-example-catalogue.json")
        d["profiles"] = [{"id": f"p{i}", "name": "x", "cost": 1} for i in range(limits.MAX_PROFILES + 1)]
    path = _write_text(tmp_path / "d.json", json.dumps(d))
    with pytest.raises(DocumentError) as err:
        load(path)
    assert err.value.field == field
    assert "limit" in str(err.value) and len(str(err.value)) < 400


def test_the_command_line_prints_a_few_findings_per_rule_and_counts_the_rest(tmp_path):
    d = _example("kensei-120x120.json")
    d["pieces"] = [{"id": f"p{i}", "kind": "house", "footprint": [[[x, y], [x + 30, y], [x + 30, y + 30], [x, y + 30]]]}
                   for i, (x, y) in enumerate((150 + 40 * (i % 20), 300 + 40 * (i // 20)) for i in range(200))]
    path = _write_text(tmp_path / "crowded.json", json.dumps(d))
    out = subprocess.run([sys.executable, "-m", "editor.cli", "validate", str(path)], cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    lines = out.stdout.splitlines()
    spacing = [line for line in lines if "table.terrain-spacing" in line]
    assert len(spacing) == limits.MAX_PRINTED_PER_RULE + 1
    assert "more findings of this rule" in spacing[-1]
    full = subprocess.run([sys.executable, "-m", "editor.cli", "validate", "--format", "json", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    found = json.loads(full.stdout)["files"][0]["findings"]
    more = int(spacing[-1].split("and ")[1].split(" ")[0].replace(",", ""))
    assert sum(f["rule"] == "table.terrain-spacing" for f in found) == limits.MAX_PRINTED_PER_RULE + more
