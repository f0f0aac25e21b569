"""Files stay where they belong (docs/format.md): what a document or a ruleset names is resolved
beside it, read only as a Wartable file of the expected kind, never waited on; nothing is written
but the chosen file (its temporary file and recovery file), and nothing a document says is run."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from model import files
from model.errors import DocumentError
from validators import validate

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
EVENT = EXAMPLES / "kensei-event"

needs_posix = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs and devices are POSIX")


def _tree(*folders: Path) -> dict[str, tuple[int, int]]:
    """Every file under the folders: path -> (size, modification time in ns)."""
    out = {}
    for folder in folders:
        for p in folder.rglob("*"):
            if p.is_file() and not p.is_symlink():
                st = p.stat()
                out[str(p)] = (st.st_size, st.st_mtime_ns)
    return out


@pytest.fixture
def event(tmp_path):
    """A copy of the example event with a FIFO, a folder and a link to the outside beside it."""
    folder = tmp_path / "event"
    shutil.copytree(EVENT, folder)
    shutil.copy(EXAMPLES / "kensei-example-catalogue.json", tmp_path)  # the lists name it as ../../
    os.mkfifo(folder / "pipe.json")
    (folder / "a-folder.json").mkdir()
    return folder / "event.json"


def _hostile_event(event: Path, tables: list[str], lists: list[str], list_folder="lists") -> Path:
    data = json.loads(event.read_text(encoding="utf-8"))
    slots = [slot for rnd in data["rounds"] for slot in rnd["tables"]]
    for slot, name in zip(slots, tables):
        slot["table"] = name
    for link, name in zip(data["lists"], lists):
        link["file"] = name
    data["list_folder"] = list_folder
    out = event.with_name("hostile.json")
    out.write_text(json.dumps(data), encoding="utf-8")
    return out


@needs_posix
def test_an_event_naming_paths_that_are_not_its_files_reports_each_and_waits_on_none(event):
    hostile = ["pipe.json", "/dev/zero", "a-folder.json", "../" * 12 + "etc/passwd", "/dev/null"]
    path = _hostile_event(event, hostile, hostile)
    findings = [f for f in validate(files.load(path), path=str(path)) if f.rule == "event.reference"]
    said = {f.location.path: f.message for f in findings}
    outside = "outside the event's folder"  # never read, whatever it is
    for i, words in enumerate(["named pipe", outside, "folder", outside, outside]):
        assert words in said[f"lists[{i}].file"], said
    tables = [m for p, m in said.items() if ".tables[" in p]
    assert len(tables) == len(hostile) and all("cannot be read" in m for m in tables)


def test_an_events_files_resolve_beside_it_wherever_the_check_runs(event, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    doc = files.load(event)
    assert [f for f in validate(doc, path=str(event)) if f.rule == "event.reference"] == []
    # an absolute name is used as written
    absolute = _hostile_event(event, [str(event.parent / "tables" / "village.json")],
                              [str(event.parent / "lists" / "aiko.json")])
    assert [f for f in validate(files.load(absolute), path=str(absolute)) if f.rule == "event.reference"] == []


def test_a_list_folder_that_names_the_whole_disk_is_refused_not_walked(event, tmp_path):
    from model.event import MAX_LIST_FOLDER_ENTRIES

    crowded = event.parent / "crowded"  # inside the event's folder: walked, up to the limit
    crowded.mkdir()
    for i in range(MAX_LIST_FOLDER_ENTRIES + 1):
        (crowded / f"{i}.txt").touch()
    for folder, words in (("../" * 12, "outside the event's folder"), (str(crowded), f"{MAX_LIST_FOLDER_ENTRIES}"),
                          (str(tmp_path), "outside the event's folder")):
        path = _hostile_event(event, [], [], list_folder=folder)
        with pytest.raises(DocumentError) as err:
            validate(files.load(path), path=str(path))
        assert err.value.field == "list_folder" and str(err.value).startswith(f"{path}: list_folder: names ")
        assert words in str(err.value)


@needs_posix
def test_the_event_tab_shows_a_refused_list_folder_without_breaking(main_window, event):
    path = _hostile_event(event, [], [], list_folder="../" * 12)
    editor = main_window.open_path(path)
    assert editor is not None
    assert editor.list_rows() == list(editor.document.lists)


@pytest.mark.parametrize("icon", ["../../../../etc/passwd", "/dev/zero", "sub/city"])
def test_a_ruleset_icon_is_a_name_never_a_path(tmp_path, monkeypatch, icon):
    """Icons come from Wartable's own icons folder by name; a user ruleset naming a path is refused."""
    from model.ruleset import load_ruleset

    data = json.loads((ROOT / "resources" / "rulesets" / "warhammer-campaign.json").read_text(encoding="utf-8"))
    data["id"] = "hostile-icons"
    data["campaign"]["features"][0]["icon"] = icon
    (tmp_path / "hostile-icons.json").write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setenv("WARTABLE_RULESETS", str(tmp_path))
    with pytest.raises(DocumentError) as err:
        load_ruleset("hostile-icons")
    assert "icon" in str(err.value)


def test_checking_and_exporting_write_nothing_beside_the_documents_and_run_nothing(event, tmp_path):
    """A name that looks like a command stays a name; a check writes no file anywhere near."""
    data = json.loads(event.read_text(encoding="utf-8"))
    data["name"] = "$(touch pwned) `touch pwned`; __import__('os').system('touch pwned')"
    event.write_text(json.dumps(data), encoding="utf-8")
    before = _tree(tmp_path)
    proc = subprocess.run([sys.executable, "-m", "editor.cli", "validate", str(event)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert proc.returncode in (0, 1), proc.stdout + proc.stderr
    assert _tree(tmp_path) == before
    assert not list(tmp_path.rglob("pwned"))


def test_the_window_writes_only_the_chosen_file_and_its_recovery_file(main_window, tmp_path, _isolated_home):
    from model.geometry import rectangle
    from model.table import TerrainPiece

    folder = tmp_path / "docs"
    folder.mkdir()
    source = folder / "table.json"
    shutil.copy(EXAMPLES / "kensei-120x120.json", source)
    (folder / "neighbour.json").write_text("{}", encoding="utf-8")
    before = _tree(folder)
    editor = main_window.open_path(source)
    editor.add_objects([("pieces", TerrainPiece("p-new", "house", rectangle(0, 0, 50, 50)))], "Add piece")
    main_window.autosave()
    recovery = main_window.recovery.saved()
    assert recovery and all(main_window.recovery.root in p.parents for p in recovery)
    assert _tree(folder) == before  # autosave never writes beside the document
    target = folder / "copy.json"
    assert main_window.save_current(path=target)
    after = _tree(folder)
    assert set(after) == set(before) | {str(target)}
    assert {k: v for k, v in after.items() if k != str(target)} == before
    assert main_window.recovery.saved() == []
