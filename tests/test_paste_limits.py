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


# -- pasted army lists: hostile text is read in bounded time or refused with its limit named -----

from model.importers import text as pasted_text  # noqa: E402
from model.importers.text import text_to_army  # noqa: E402

from pasted_catalogues import fantasy  # noqa: E402


def _refused(text: str) -> str:
    from model.errors import DocumentError

    with pytest.raises(DocumentError) as caught:
        text_to_army(text, fantasy())
    message = str(caught.value)
    assert "Traceback" not in message and len(message) < 600
    return message


def test_a_pasted_list_past_the_size_limit_is_refused_naming_it():
    message = _refused("Spearmen" + " " * (30 * 1024 * 1024) + "x5")  # one 30 MB line
    assert f"more than the {pasted_text.MAX_PASTED_CHARS} a pasted list may be" in message


def test_a_pasted_list_past_the_lines_limit_is_refused_naming_it():
    message = _refused("\n" * 100_000)
    assert f"has 100001 lines, more than the {pasted_text.MAX_PASTED_LINES}" in message


def test_a_line_past_the_line_limit_is_refused_naming_line_and_limit():
    message = _refused("20 x Spearmen\n" + "Knights " + " " * pasted_text.MAX_LINE_CHARS + "x5\n")
    assert "line 2:" in message and f"more than the {pasted_text.MAX_LINE_CHARS} a line" in message


def test_more_units_than_a_list_may_hold_are_refused():
    from model.limits import MAX_ENTRIES

    message = _refused("Spearmen x10\n" * (MAX_ENTRIES + 1))
    assert f"line {MAX_ENTRIES + 1}:" in message and f"more than the {MAX_ENTRIES} an army list may have" in message


@pytest.mark.parametrize("line, words", [("99999 x Spearmen", "counts 99999 models, more than the 10000"),
                                         ("Spearmen [2000000]", "states 2000000 points"),
                                         ("Spearmen: 9x Spearman" + ", 9999x Spearman" * 2,
                                          "counts 20007 models")])
def test_numbers_out_of_range_are_refused(line, words):
    assert words in _refused(line)


def test_numbers_no_list_has_are_never_a_count():
    result = text_to_army("1e308 x Spearmen\n" + "9" * 400 + " Spearmen\n", fantasy())
    assert result.document.entries == {}
    assert all(e.models <= 10_000 for e in result.document.entries.values())


HOSTILE_LINES = {
    "a long run of spaces before a count": "Spearmen" + " " * 4_900 + "x5",
    "a long run of spaces after a count": "5" + " " * 4_900 + "x",
    "brackets never closed": "Knights " + "(" * 4_900,
    "commas": "Knights x5, " + "1," * 2_400,
    "nested dots": ". " * 2_450 + "Knights",
    "a bracket of digits": "Knights [" + "1" * 4_900,
    "a heading of spaces": "+" + " " * 4_900 + "+",
    "dashes and points": "1 - " * 1_200 + "Knights",
}


@pytest.mark.parametrize("name", list(HOSTILE_LINES))
def test_hostile_lines_end_with_a_result(name):
    lines = [HOSTILE_LINES[name]] * 20
    result = text_to_army("20 x Spearmen\n" + "\n".join(lines) + "\n", fantasy())
    assert next(iter(result.document.entries.values())).profile == "spearmen"
    assert len(result.document.entries) <= 21 and len(result.unmatched) <= 21


def test_ids_of_n_units_of_one_profile_take_n_steps():
    """Ids are "spearmen", "spearmen-2", ... and making the N-th does not try the N-1 before it."""
    from model.importers.entry_ids import EntryIds

    looked = []

    class Counting(set):
        def __contains__(self, item):
            looked.append(item)
            return super().__contains__(item)

    ids = EntryIds()
    ids.taken = Counting({"spearmen-3"})  # another profile's name made this id already
    made = [ids.new("Spearmen") for _ in range(1_000)]
    assert made[:4] == ["spearmen", "spearmen-2", "spearmen-4", "spearmen-5"] and made[-1] == "spearmen-1001"
    assert len(set(made)) == 1_000
    assert len(looked) <= 2 * 1_000 + 1
    result = text_to_army("20 x Spearmen\n" * 1_000, fantasy())  # a pasted list makes its ids so
    assert list(result.document.entries)[-1] == "spearmen-1000"


def test_a_list_of_the_largest_size_imports_and_loads_again(tmp_path):
    from model import files
    from model.limits import MAX_ENTRIES

    result = text_to_army("20 x Spearmen [100]\n" * MAX_ENTRIES, fantasy(), catalogue_ref="c.json")
    assert len(result.document.entries) == MAX_ENTRIES
    files.save(result.document, tmp_path / "big.json")
    assert len(files.load(tmp_path / "big.json").entries) == MAX_ENTRIES


def test_progress_is_reported_and_can_stop_the_import():
    seen = []

    class Stop(Exception):
        pass

    def progress(done, total):
        seen.append((done, total))
        if done >= 512:
            raise Stop()

    with pytest.raises(Stop):
        text_to_army("Warrior Priest\n" * 1_000, fantasy(), progress=progress)
    assert seen == [(256, 1_000), (512, 1_000)]


# -- the import window reads a paste on a worker, with progress and Cancel ---------------------

import threading  # noqa: E402

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QLabel, QProgressDialog, QPushButton  # noqa: E402

from pathlib import Path  # noqa: E402

PASTED_DATA = Path(__file__).parent / "data" / "pasted"


@pytest.fixture
def import_dialog(main_window, qtbot, tmp_path):
    from editor.importdialog import ImportListsDialog

    files.save(fantasy(), tmp_path / "empire.json")
    dialog = ImportListsDialog(main_window, tmp_path / "empire.json")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.source_tabs.setCurrentIndex(1)
    yield dialog
    dialog.close()


def _paste_into(dialog, text: str) -> None:
    QApplication.clipboard().setText(text)
    dialog.pasted.setFocus()
    QTest.keyClick(dialog.pasted, Qt.Key_V, Qt.ControlModifier)
    assert dialog.pasted.toPlainText() == text.replace("\r\n", "\n")


def _rows(dialog) -> list[tuple[str, str, str]]:
    tree = dialog.tree
    out = []
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        out.append(tuple(top.text(c) for c in range(3)))
        out.extend(tuple(top.child(j).text(c) for c in range(3)) for j in range(top.childCount()))
    return out


def _import(dialog, qtbot) -> None:
    qtbot.mouseClick(dialog.findChild(QPushButton, "import-run"), Qt.LeftButton)


def test_a_pasted_export_imports_through_the_window(import_dialog, qtbot):
    _paste_into(import_dialog, (PASTED_DATA / "forum-points-first.txt").read_text(encoding="utf-8"))
    _import(import_dialog, qtbot)
    (result,) = import_dialog.results
    assert [(e.profile, e.models) for e in result.document.entries.values()] == [
        ("elector-count", 1), ("elector-count", 1), ("warrior-priest", 1), ("spearmen", 40), ("handgunners", 10),
        ("knights", 6), ("great-cannon", 1)]
    rows = _rows(import_dialog)
    assert rows[0][:2] == ("Ostland Vanguard", "7 entries (60 models)") and "1 unmatched name" in rows[0][2]
    assert rows[1][0] == "Pistoliers" and rows[1][2] == "line 10"


def test_a_paste_beyond_a_limit_is_said_in_the_window(import_dialog, qtbot):
    _paste_into(import_dialog, "20 x Spearmen\n" * 1_001)
    _import(import_dialog, qtbot)
    assert import_dialog.results == []
    ((text, _, _),) = _rows(import_dialog)
    assert "line 1001: is unit 1001, more than the 1000 an army list may have" in text


class _Held:
    """Holds the worker reading the paste after its first report of progress, until released, so
    that the test sees the import under way (the window answering meanwhile) and presses Cancel."""

    def __init__(self, monkeypatch):
        import editor.importdialog as importdialog
        from model.importers import text

        self.release = threading.Event()
        self.stopped = threading.Event()
        real = text.text_to_army

        def held(*args, progress=None, **kwargs):
            def report(done, total):
                progress(done, total)
                self.release.wait(20)

            try:
                return real(*args, progress=report, **kwargs)
            except BaseException:
                self.stopped.set()
                raise

        monkeypatch.setattr(importdialog, "text_to_army", held)


def _when_progress_shows(dialog, then) -> None:
    def look():
        box = dialog.findChild(QProgressDialog, "ImportingPaste")
        if box is None or not box.isVisible() or box.value() <= 0:
            QTimer.singleShot(20, look)
            return
        then(box)

    QTimer.singleShot(0, look)


def test_cancel_stops_a_long_paste_and_the_window_answers_meanwhile(import_dialog, qtbot, monkeypatch):
    held = _Held(monkeypatch)
    seen = []

    def cancel(box):
        seen.append((box.labelText(), box.value(), box.maximum()))
        qtbot.mouseClick(box.findChild(QPushButton), Qt.LeftButton)  # its one button: Cancel
        held.release.set()

    _paste_into(import_dialog, "Warrior Priest\n" * 1_000)
    _when_progress_shows(import_dialog, cancel)
    _import(import_dialog, qtbot)
    assert seen == [("Reading the pasted list…", 256, 1_000)]
    assert import_dialog.results == []
    assert _rows(import_dialog) == [("The pasted list was not imported: its reading was cancelled.", "",
                                     "cannot be read")]
    assert held.stopped.wait(10)  # the worker stopped at its next report, it did not read on
    assert import_dialog.findChild(QProgressDialog, "ImportingPaste") is None or \
        not import_dialog.findChild(QProgressDialog, "ImportingPaste").isVisible()


def test_a_long_paste_shows_its_progress_and_ends_with_the_list(import_dialog, qtbot, monkeypatch):
    held = _Held(monkeypatch)
    seen = []

    def look(box):
        seen.append((box.value(), box.maximum()))
        held.release.set()

    _paste_into(import_dialog, "Warrior Priest\n" * 1_000)
    _when_progress_shows(import_dialog, look)
    _import(import_dialog, qtbot)
    assert seen == [(256, 1_000)]
    (result,) = import_dialog.results
    assert len(result.document.entries) == 1_000


def test_half_a_character_in_a_paste_is_replaced_and_the_list_saves(tmp_path):
    result = text_to_army("Lista de Ana \ud83d\n20 x Spearmen\n", fantasy(), catalogue_ref="empire.json")
    assert result.document.name == "Lista de Ana \ufffd"
    files.save(result.document, tmp_path / "ana.json")
    assert files.load(tmp_path / "ana.json").name == "Lista de Ana \ufffd"


def test_control_characters_in_a_paste_are_no_part_of_the_list():
    result = text_to_army("Lista\x1b[31m de Ana\x00\n20 x Spearmen\x07\n", fantasy())
    assert result.document.name == "Lista [31m de Ana"
    assert [(e.profile, e.models) for e in result.document.entries.values()] == [("spearmen", 20)]


def test_a_clipboard_too_big_for_a_list_is_not_pasted_and_the_box_says_so(import_dialog, qtbot):
    from model.importers.text import MAX_PASTED_CHARS

    _paste_into(import_dialog, "20 x Spearmen\n")
    QApplication.clipboard().setText("Knights " + " " * (30 * 1024 * 1024) + "x5")  # one line of 30 MB
    QTest.keyClick(import_dialog.pasted, Qt.Key_V, Qt.ControlModifier)
    assert import_dialog.pasted.toPlainText() == "20 x Spearmen\n"  # what was there stays, nothing added
    problem = import_dialog.findChild(QLabel, "import-paste-problem")
    assert problem.isVisible()
    assert problem.text() == (f"Nothing was pasted: the text is {30 * 1024 * 1024 + 10 + 14:,} characters long, "
                              f"more than the {MAX_PASTED_CHARS:,} a pasted list may be.")
    QApplication.clipboard().setText("5 x Knights\n")
    QTest.keyClick(import_dialog.pasted, Qt.Key_V, Qt.ControlModifier)  # a list of a usual size pastes
    assert import_dialog.pasted.toPlainText() == "20 x Spearmen\n5 x Knights\n" and not problem.isVisible()


def test_a_name_fixed_in_the_window_imports_the_paste_again(import_dialog, qtbot):
    from PySide6.QtWidgets import QComboBox

    _paste_into(import_dialog, (PASTED_DATA / "forum-points-first.txt").read_text(encoding="utf-8"))
    _import(import_dialog, qtbot)
    box = import_dialog.tree.findChild(QComboBox, "import-choice")
    box.setFocus()
    QTest.keyClick(box, Qt.Key_Down)  # "(matches nothing)" -> "(leave it out)"
    qtbot.waitUntil(lambda: import_dialog.results and not import_dialog.results[0].unmatched)
    (result,) = import_dialog.results
    assert import_dialog.mapping.profile_for("Pistoliers") == (True, None)
    assert (result.stated_total, result.lines_total) == (1051, 1051)
    rows = _rows(import_dialog)
    assert rows[0][:2] == ("Ostland Vanguard", "7 entries (60 models)") and "unmatched" not in rows[0][2]
    assert rows[0][2].startswith("915 points in the list, 1051 in the file")  # the pistoliers left out
    assert ("The list's own points add up to 1051; the catalogue prices it at 915.", "", "note") in rows


def test_the_limits_are_named_in_spanish_too():
    from model.errors import DocumentError
    from model.i18n import using

    with using("es"), pytest.raises(DocumentError) as caught:
        text_to_army("\n" * 100_000, fantasy())
    assert "tiene 100001 líneas, más de las 20000 que puede tener una lista pegada" in str(caught.value)
    with using("es"), pytest.raises(DocumentError) as caught:
        text_to_army("Spearmen x10\n" * 1_001, fantasy())
    assert "línea 1001: es la unidad 1001, más de las 1000 que puede tener una lista de ejército" in str(caught.value)


def test_corners_counted_as_the_file_holds_them():
    """The editor's corner count (which refuses a paste before it can make an unopenable file) is
    the count the saved file holds, also for rings that repeat a point before closing."""
    from hypothesis import given, settings, strategies as st
    from shapely.geometry import Polygon

    from model.geometry import polygon_to_rings

    point = st.tuples(st.integers(0, 5), st.integers(0, 5)).map(lambda p: (float(p[0]), float(p[1])))

    @settings(max_examples=300, deadline=None)
    @given(st.lists(point, min_size=3, max_size=9), st.booleans(), st.booleans())
    def check(pts, repeat_first, hole):
        if repeat_first:
            pts = pts + [pts[0]]  # ``a, b, c, a`` closed again by shapely: ``a, b, c, a, a``
        holes = [[(1.5, 1.5), (2.5, 1.5), (2.5, 2.5)]] if hole else []
        poly = Polygon(pts, holes)
        held = sum(len(ring) for ring in polygon_to_rings(poly))
        assert limits._geometry_corners(poly) == held

    check()
