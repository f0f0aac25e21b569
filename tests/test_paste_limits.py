"""Pasting and duplicating keep a table within Wartable's limits, and the clipboard is read as
strictly as a file: hostile contents are refused with a message, and nothing changes."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QMimeData, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from model import files, limits
from model.geometry import rectangle
from model.table import TableDocument, TerrainPiece
from editor.table.selection_ops import MIME_OBJECTS


@pytest.fixture
def editor(main_window, qtbot):
    ed = main_window.new_table("kensei", "kensei-120x120")
    qtbot.waitUntil(lambda: ed.view.isVisible())
    ed.fit()
    yield ed
    ed.qdoc.undo_stack.setClean()
    QApplication.clipboard().clear()


def _pieces(n, start=0, corners=4):
    out = []
    for i in range(start, start + n):
        x, y = 20 + (i % 40) * 25, 20 + (i // 40) * 25
        if corners == 4:
            shape = rectangle(x, y, 20, 20)
        else:
            import math

            from shapely.geometry import Polygon

            shape = Polygon([(x + 10 + 9 * math.cos(2 * math.pi * k / corners),
                              y + 10 + 9 * math.sin(2 * math.pi * k / corners)) for k in range(corners)])
        out.append(TerrainPiece(f"piece-{i}", "house", shape))
    return out


def _errors(main_window) -> list[str]:
    boxes = main_window.findChildren(QMessageBox, "ErrorDialog")
    texts = [b.text() for b in boxes if b.isVisible()]
    for b in boxes:
        b.close()
        b.deleteLater()
    return texts


def _put_on_clipboard(raw: bytes) -> None:
    data = QMimeData()
    data.setData(MIME_OBJECTS, raw)
    QApplication.clipboard().setMimeData(data)


def _ctrl(editor, key) -> None:
    editor.view.setFocus()
    QTest.keyClick(editor.view, key, Qt.ControlModifier)


def test_pasting_past_the_pieces_limit_is_refused_naming_it(editor, main_window):
    editor.add_objects([("pieces", p) for p in _pieces(limits.MAX_PIECES - 5)], "Add pieces")
    before, undo_count = dict(editor.document.pieces), editor.qdoc.undo_stack.count()
    editor.scene.select_keys([("pieces", k) for k in list(editor.document.pieces)[:10]])
    _ctrl(editor, Qt.Key_C)
    _errors(main_window)
    _ctrl(editor, Qt.Key_V)
    (text,) = _errors(main_window)
    assert f"{limits.MAX_PIECES + 5} terrain pieces" in text and f"limit of {limits.MAX_PIECES}" in text
    assert "Nothing was changed" in text
    assert editor.document.pieces == before and editor.qdoc.undo_stack.count() == undo_count


def test_duplicating_past_the_corners_limit_is_refused_naming_it(editor, main_window):
    # 4 pieces of 1,900 corners: 7,600 in all; duplicating two more passes the table's 10,000
    editor.add_objects([("pieces", p) for p in _pieces(4, corners=1_900)], "Add pieces")
    before = dict(editor.document.pieces)
    editor.scene.select_keys([("pieces", "piece-0"), ("pieces", "piece-1")])
    _errors(main_window)
    _ctrl(editor, Qt.Key_D)
    (text,) = _errors(main_window)
    assert "11,400 corners" in text and f"limit of {limits.MAX_TABLE_CORNERS:,}" in text
    assert editor.document.pieces == before
    editor.scene.select_keys([("pieces", "piece-0")])
    _ctrl(editor, Qt.Key_D)  # one more copy stays within the limit
    assert _errors(main_window) == [] and len(editor.document.pieces) == 5


def test_the_editor_counts_limits_as_a_file_does(tmp_path):
    """What the editor accepts opens again, and one more is what a file refuses."""
    from model.errors import DocumentError

    full = _pieces(limits.MAX_PIECES)
    assert limits.table_excess(full) is None
    doc = TableDocument("t", "kensei", 1200, 1200, pieces=full)
    files.save(doc, tmp_path / "full.json")
    assert len(files.load(tmp_path / "full.json").pieces) == limits.MAX_PIECES
    assert limits.table_excess(full + _pieces(1, start=limits.MAX_PIECES)) == (
        "pieces per table", limits.MAX_PIECES + 1, limits.MAX_PIECES)
    big = _pieces(1, corners=limits.MAX_SHAPE_CORNERS)
    assert limits.table_excess(big) is None  # the ring's closing point is not a corner
    over = _pieces(1, corners=limits.MAX_SHAPE_CORNERS + 1)
    assert limits.table_excess(over) == ("corners per shape", limits.MAX_SHAPE_CORNERS + 1, limits.MAX_SHAPE_CORNERS)
    with pytest.raises(DocumentError, match="limit"):
        files.from_dict(files.to_dict(TableDocument("t", "kensei", 1200, 1200, pieces=over)))


def _table_json(**change) -> dict:
    doc = TableDocument("t", "kensei", 1200, 1200, pieces=[TerrainPiece("piece-1", "house", rectangle(10, 10, 50, 50))])
    data = files.to_dict(doc)
    data.update(change)
    return data


HOSTILE = {
    "not JSON": b"{\"format\": \"wartable\", ",
    "NaN": json.dumps(_table_json()).replace('"width": 1200.0', '"width": NaN').encode(),
    "Infinity": json.dumps(_table_json()).replace('"depth": 1200.0', '"depth": Infinity').encode(),
    "half a character": json.dumps(_table_json(name="Sample \ud83d")).encode(),
    "not UTF-8": b"\xff\xfe{}",
    "huge number": json.dumps(_table_json()).replace('"width": 1200.0', '"width": ' + "9" * 400).encode(),
    "wrong schema": json.dumps(_table_json(pieces=[{"id": "x", "kind": "house", "footprint": "square"}])).encode(),
    "a campaign": json.dumps({"format": "wartable", "format_version": 3, "kind": "campaign"}).encode(),
    "not a document": b"[1, 2, 3]",
    "deep nesting": b"[" * 100_000 + b"]" * 100_000,
    "too many pieces": json.dumps(_table_json(pieces=[
        {"id": f"p{i}", "kind": "house", "footprint": [[[0, 0], [1, 0], [1, 1]]]}
        for i in range(limits.MAX_PIECES + 1)])).encode(),
    "beyond the file size limit": b" " * (64 * 1024 * 1024 + 1),
}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_hostile_clipboard_contents_are_refused_and_change_nothing(editor, main_window, name):
    _put_on_clipboard(HOSTILE[name])
    before = files.to_dict(editor.document)
    _errors(main_window)
    _ctrl(editor, Qt.Key_V)
    (text,) = _errors(main_window)
    assert text.startswith("Cannot paste:") and "Traceback" not in text and len(text) < 2000
    assert files.to_dict(editor.document) == before and editor.qdoc.undo_stack.count() == 0


def test_the_clipboard_of_a_copy_still_pastes(editor, main_window):
    _put_on_clipboard(json.dumps(_table_json()).encode())
    _ctrl(editor, Qt.Key_V)
    assert _errors(main_window) == []
    (piece,) = editor.document.pieces.values()
    assert piece.kind == "house"
