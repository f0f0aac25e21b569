"""Data that cannot be saved is never lost: half characters refused where they enter, saves
that fail say so and keep everything, rings keep their points through save and open."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData
from PySide6.QtWidgets import QApplication, QMessageBox

from model import files
from model.errors import DocumentError
from model.geometry import polygon_from_rings, polygon_to_rings, rectangle
from model.table import TableDocument, TerrainPiece

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
HALF_EMOJI = "Sample \ud83d"


def _example(name: str) -> dict:
    return json.loads((EXAMPLES / name).read_text(encoding="utf-8"))


def _write(path: Path, data: dict) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")  # ensure_ascii: the half character as \\ud83d
    return path


@pytest.mark.parametrize("where", ["name", "pieces.0.label", "settings-key"])
def test_a_half_character_is_refused_at_load_naming_the_field(tmp_path, where):
    data = _example("kensei-120x120.json")
    if where == "name":
        data["name"] = HALF_EMOJI
        field = "name"
    elif where == "pieces.0.label":
        data["pieces"][0]["label"] = HALF_EMOJI
        field = "pieces[0].label"
    else:
        data["notes\udc00"] = "x"
        field = "notes"
    with pytest.raises(DocumentError) as err:
        files.load(_write(tmp_path / "t.json", data))
    assert err.value.field.startswith(field)
    assert "half of a character" in str(err.value)
    str(err.value).encode("utf-8")  # the message itself can be printed


def test_a_whole_emoji_written_as_two_escapes_loads(tmp_path):
    data = _example("kensei-120x120.json")
    data["name"] = "Sample \U0001F600"
    assert files.load(_write(tmp_path / "t.json", data)).name == "Sample \U0001F600"


def test_a_half_character_in_a_referenced_path_is_a_clear_error(tmp_path):
    data = _example("kensei-army-legal.json")
    data["catalogue"] = "x\ud83d.json"
    with pytest.raises(DocumentError) as err:
        files.load(_write(tmp_path / "a.json", data))
    assert err.value.field == "catalogue"


@pytest.mark.parametrize("number", ["1" + "0" * 400, "1" + "0" * 5000, "-9007199254740993"])
def test_whole_numbers_too_large_for_a_float_are_refused_naming_the_field(tmp_path, number):
    text = json.dumps(_example("kensei-army-legal.json")).replace("\"points_limit\": 400", f"\"points_limit\": {number}")
    assert number in text
    (tmp_path / "a.json").write_text(text, encoding="utf-8")
    with pytest.raises(DocumentError) as err:
        files.load(tmp_path / "a.json")
    assert err.value.field == "points_limit"
    assert len(str(err.value)) < 300  # the number is not printed back


def test_saving_a_half_character_fails_cleanly_and_leaves_the_old_file(tmp_path):
    doc = TableDocument(HALF_EMOJI, "kensei", 1200, 1200)
    target = tmp_path / "t.json"
    target.write_text("old", encoding="utf-8")
    with pytest.raises(DocumentError) as err:
        files.save(doc, target)
    assert err.value.field == "name"
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["t.json"]  # no temporary file left


def test_edits_never_store_a_half_character():
    doc = TableDocument("T", "kensei", 1200, 1200)
    doc.set_field("name", HALF_EMOJI)
    doc.add("pieces", TerrainPiece("p1", "wood", rectangle(0, 0, 10, 10), label="Wood \udc00"))
    doc.update("pieces", "p1", notes="x\ud800")
    assert doc.name == "Sample \ufffd"
    assert doc.pieces["p1"].label == "Wood \ufffd" and doc.pieces["p1"].notes == "x\ufffd"
    files.dumps(doc).encode("utf-8")


@pytest.mark.parametrize("ring", [
    [[0, 0], [10, 0], [10, 10], [0, 0]],
    [[0, 0], [10, 0], [10, 10], [0, 0], [0, 0]],
    [[0, 0], [10, 0], [10, 10], [0, 0], [0, 0], [0, 0]],
    [[0, 0], [10, 0], [10, 10], [0, 10]],
])
def test_a_ring_keeps_every_point_through_save_and_open(ring):
    opened = polygon_from_rings([ring])
    for _ in range(3):
        again = polygon_from_rings(polygon_to_rings(opened))
        assert again == opened
        opened = again


# -- the window ------------------------------------------------------------------------

def _broken_table():
    return TableDocument(HALF_EMOJI, "kensei", 1200, 1200)


def _modify(editor):
    editor.add_objects([("pieces", TerrainPiece("p9", "house", rectangle(100, 100, 100, 100)))], "Add piece")


def test_save_that_fails_says_so_and_keeps_window_document_and_recovery(main_window, tmp_path, qtbot):
    editor = main_window.add_document(_broken_table(), tmp_path / "t.json")
    _modify(editor)
    main_window.autosave()  # the recovery file of the other... none can be written for this one
    assert not main_window.save_current()
    box = main_window.findChild(QMessageBox, "ErrorDialog")
    qtbot.waitUntil(lambda: box is not None and box.isVisible())
    assert "name" in box.text() and "half of a character" in box.text()
    box.close()
    assert editor in main_window.editors and editor.qdoc.is_modified()
    assert not (tmp_path / "t.json").exists()


def test_one_documents_autosave_failure_never_stops_anothers(main_window):
    bad = main_window.add_document(_broken_table())
    _modify(bad)
    good = main_window.new_table("kensei")
    _modify(good)
    main_window.autosave()
    assert main_window._recovery_file(good).exists()
    assert not main_window._recovery_file(bad).exists()
    assert "Autosave" in main_window.statusBar().currentMessage()
    main_window.autosave()  # and again a minute later
    assert main_window._recovery_file(good).exists()


def test_quit_then_save_that_fails_keeps_the_window(main_window, monkeypatch, tmp_path):
    editor = main_window.add_document(_broken_table(), tmp_path / "t.json")
    _modify(editor)
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.Save))
    main_window.act_quit.trigger()
    assert main_window.isVisible()
    assert editor in main_window.editors and editor.qdoc.is_modified()
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.Discard))


def test_pasting_a_half_character_is_refused_as_a_file_is(main_window):
    """The clipboard is read as a file is: half a character is refused, naming the field, and the
    table stays as it was (nothing that cannot be saved gets in)."""
    editor = main_window.new_table("kensei")
    part = TableDocument("clip", "kensei", 1200, 1200,
                         pieces=[TerrainPiece("p1", "wood", rectangle(0, 0, 100, 100), label="ok")])
    text = files.dumps(part).replace('"label": "ok"', '"label": "Wood \\ud83d"')
    mime = QMimeData()
    from editor.table import selection_ops as table_editor

    mime.setData(table_editor.MIME_OBJECTS, text.encode("utf-8"))
    QApplication.clipboard().setMimeData(mime)
    editor.paste()
    assert editor.document.pieces == {}
    assert "pieces[0].label" in main_window.statusBar().currentMessage()
    assert "half of a character" in main_window.statusBar().currentMessage()
    QApplication.clipboard().clear()
