"""Hostile events: names holding control characters, paths and links that leave the event's folder,
special files, thousands of tables. Each is refused or reported with a clear message naming the
event's field; nothing outside the event's folder is ever read."""
from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from model import files, i18n
from model.errors import DocumentError
from validators import validate

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
OUTSIDE = "outside the event's folder"


@pytest.fixture
def event(tmp_path) -> Path:
    """A copy of the example event, with a table of the same layout just outside its folder."""
    shutil.copytree(EXAMPLES / "kensei-event", tmp_path / "event")
    shutil.copy(EXAMPLES / "kensei-example-catalogue.json", tmp_path)
    shutil.copy(tmp_path / "event" / "tables" / "village.json", tmp_path / "outside-table.json")
    return tmp_path / "event" / "event.json"


def _naming(event: Path, tables=(), lists=(), list_folder=None) -> Path:
    data = json.loads(event.read_text(encoding="utf-8"))
    for slot, name in zip(data["rounds"][0]["tables"], tables):
        slot["table"] = name
    for link, name in zip(data["lists"], lists):
        link["file"] = name
    if list_folder is not None:
        data["list_folder"] = list_folder
    out = event.with_name("hostile.json")
    out.write_text(json.dumps(data), encoding="utf-8")
    return out


@pytest.mark.parametrize("where, name", [
    ("table", "tables/village\x00.json"), ("table", "tables/\x1b[2J\x1b]0;title\x07.json"),
    ("list", "lists/\x1b[31maiko.json"), ("list_folder", "lists\r"),
])
@pytest.mark.parametrize("lang, words", [("en", "control character"), ("es", "carácter de control")])
def test_a_name_with_a_control_character_is_refused_naming_the_field(event, where, name, lang, words):
    path = _naming(event, tables=[name] if where == "table" else [], lists=[name] if where == "list" else [],
                   list_folder=name if where == "list_folder" else None)
    with i18n.using(lang), pytest.raises(DocumentError) as err:
        files.load(path)
    field = {"table": "rounds[0].tables[0].table", "list": "lists[0].file", "list_folder": "list_folder"}[where]
    assert err.value.field == field and words in str(err.value)
    assert f"U+{ord(next(c for c in name if ord(c) < 32)):04X}" in str(err.value)
    line = str(err.value)
    assert not any(ord(c) < 32 for c in line)  # the message itself holds none


@pytest.fixture
def reads(monkeypatch) -> list[str]:
    """Every path a document is read from (the checks read documents only through files.load)."""
    seen: list[str] = []
    real = files.load

    def spy(path, *a, **k):
        seen.append(os.path.realpath(path))
        return real(path, *a, **k)

    monkeypatch.setattr(files, "load", spy)
    return seen


def test_paths_and_links_leaving_the_folder_are_reported_and_never_read(event, reads, tmp_path):
    outside = tmp_path / "outside-table.json"
    (event.parent / "tables" / "link.json").symlink_to(outside)  # a link inside that leaves the folder
    (event.parent / "tables" / "device.json").symlink_to("/dev/zero")
    hostile = ["../outside-table.json", str(outside), "tables/link.json", "tables/device.json",
               "tables/../../outside-table.json"]
    path = _naming(event, tables=hostile[:4], lists=[hostile[4]])
    from validators.event_check import check_event

    report = check_event(path, jobs=1)
    said = {f.location.path: f.message for f in report.findings if f.rule == "event.reference"}
    for j in range(4):
        assert OUTSIDE in said[f"rounds[0].tables[{j}].table"], said
    assert OUTSIDE in said["lists[0].file"]
    assert str(outside) not in reads and os.path.realpath("/dev/zero") not in reads
    assert all(r.startswith(os.path.realpath(event.parent)) or r.endswith("catalogue.json") for r in reads), reads
    row = next(r for r in report.players if r.list_ref == hostile[4])
    assert OUTSIDE in row.problem


def test_files_inside_the_folder_named_by_absolute_path_or_through_a_link_inside_are_read(event):
    (event.parent / "tables" / "same.json").symlink_to(event.parent / "tables" / "village.json")
    path = _naming(event, tables=[str(event.parent / "tables" / "village.json"), "tables/same.json"])
    assert [f for f in validate(files.load(path), path=str(path)) if f.rule == "event.reference"] == []


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_special_files_inside_the_folder_are_refused_saying_what_they_are(event):
    os.mkfifo(event.parent / "tables" / "pipe.json")
    (event.parent / "tables" / "folder.json").mkdir()
    path = _naming(event, tables=["tables/pipe.json", "tables/folder.json"])
    said = {f.location.path: f.message for f in validate(files.load(path), path=str(path))
            if f.rule == "event.reference"}
    assert "named pipe" in said["rounds[0].tables[0].table"]
    assert "folder" in said["rounds[0].tables[1].table"]


def test_the_window_shows_an_event_naming_files_outside_without_reading_them(main_window, event, reads, tmp_path):
    path = _naming(event, tables=["../outside-table.json"])
    editor = main_window.open_path(path)
    assert editor is not None
    editor.validator.wait()
    assert editor._tables["../outside-table.json"] is None  # shown as unreadable
    assert any(t is not None for t in editor._tables.values())  # the tables inside are read
    assert os.path.realpath(tmp_path / "outside-table.json") not in reads


@pytest.mark.skipif(not os.path.exists("/proc/self"), reason="measures the child with wait4 and rlimits (Linux)")
def test_an_event_of_2000_distinct_tables_is_checked_within_the_hostile_size_budget(tmp_path):
    """Each table its own file (zones left out: the sight checks of 2,000 battlefields would measure
    those, not the event): ``wartable validate`` within 30 s of processor time and 2 GB, as every
    hostile size is (tests/test_hostile_sizes.py). ``benchmarks/bench_event.py --distinct`` shows
    the growth is linear."""
    from tests import hostile

    folder = tmp_path / "event"
    (folder / "tables").mkdir(parents=True)
    table = json.loads((EXAMPLES / "kensei-event" / "tables" / "village.json").read_text(encoding="utf-8"))
    table["zones"], table["markers"] = [], []
    slots = []
    for n in range(1, 2001):
        table["name"] = f"Table {n}"
        (folder / "tables" / f"t{n}.json").write_text(json.dumps(table), encoding="utf-8")
        slots.append({"number": n, "table": f"tables/t{n}.json"})
    data = json.loads((EXAMPLES / "kensei-event" / "event.json").read_text(encoding="utf-8"))
    data.update(players=[], lists=[], list_folder=None, rounds=[{"id": "r1", "name": "Round 1", "tables": slots}])
    data = {k: v for k, v in data.items() if v is not None}
    (folder / "event.json").write_text(json.dumps(data), encoding="utf-8")
    run = hostile.measured(["-m", "editor.cli", "validate", "--jobs", "1", str(folder / "event.json")], limited=True)
    assert run.code in (0, 1), run.err[-500:]
    assert run.cpu < hostile.CPU_SECONDS, f"{run.cpu:.1f} s of processor time"
    assert run.peak < hostile.MEMORY, f"{run.peak / hostile.MIB:.0f} MiB"
    assert "Table 2000" in run.out or "t2000.json" in run.out


def test_set_table_refuses_a_table_outside_the_event_folder_through_the_real_button(main_window, qtbot, monkeypatch,
                                                                                   event, reads, tmp_path):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QFileDialog

    editor = main_window.open_path(event)
    shown = []
    monkeypatch.setattr(main_window, "show_error", lambda title, text: shown.append(text))
    grid = editor.grid
    QTest.mouseClick(grid.viewport(), Qt.LeftButton, Qt.NoModifier, grid.visualItemRect(grid.item(0, 0)).center())
    before = editor.document.rounds[next(iter(editor.document.rounds))]
    outside = tmp_path / "outside-table.json"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(outside), "")))
    QTest.mouseClick(editor.set_table_button, Qt.LeftButton)
    assert shown and OUTSIDE in shown[0]
    assert editor.document.rounds[before.id] == before and not editor.qdoc.is_modified()
    assert os.path.realpath(outside) not in reads
