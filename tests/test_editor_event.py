"""The Event tab, driven through its widgets: the grid, the terrain stock, players and lists, the checks
and the pack."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QTimer, QUrl
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLineEdit, QPushButton

from conftest import EXAMPLES
from editor.event import EventEditor, NewEventDialog
from editor.validation import SEVERITY_COLORS
from model import files
from validators import Severity


@pytest.fixture
def event_dir(tmp_path):
    shutil.copytree(EXAMPLES / "kensei-event", tmp_path / "examples" / "kensei-event")
    shutil.copy(EXAMPLES / "kensei-example-catalogue.json", tmp_path / "examples")
    return tmp_path / "examples" / "kensei-event"


@pytest.fixture
def editor(main_window, event_dir):
    ed = main_window.open_path(event_dir / "event.json")
    assert isinstance(ed, EventEditor)
    return ed


def shortage_texts(editor):
    return [editor.shortages.item(i).text() for i in range(editor.shortages.count())]


def stock_row(editor, item_id):
    return next(r for r in range(editor.stock.rowCount()) if editor.stock.item(r, 0).data(Qt.UserRole) == item_id)


def edit_cell(qtbot, table, row, col, text, stack):
    """Type into a table cell as a person would: double-click it, replace the text, press Enter; the edit
    is pushed on ``stack`` once the cell has committed."""
    before = stack.index()
    rect = table.visualItemRect(table.item(row, col))
    QTest.mouseClick(table.viewport(), Qt.LeftButton, Qt.NoModifier, rect.center())
    QTest.mouseDClick(table.viewport(), Qt.LeftButton, Qt.NoModifier, rect.center())
    line = table.viewport().findChild(QLineEdit)
    assert line is not None
    line.selectAll()
    QTest.keyClicks(line, text)
    QTest.keyClick(line, Qt.Key_Return)
    qtbot.waitUntil(lambda: stack.index() != before, timeout=3000)


def drop_file(grid, row: int, col: int, path: Path) -> None:
    """Drag a file from the file manager onto a cell of the grid: enter, move, drop."""
    grid.scrollToItem(grid.item(row, col))
    point = grid.visualItemRect(grid.item(row, col)).center()
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    QApplication.sendEvent(grid.viewport(), QDragEnterEvent(point, Qt.CopyAction, mime, Qt.LeftButton, Qt.NoModifier))
    QApplication.sendEvent(grid.viewport(), QDragMoveEvent(point, Qt.CopyAction, mime, Qt.LeftButton, Qt.NoModifier))
    QApplication.sendEvent(grid.viewport(), QDropEvent(QPointF(point), Qt.CopyAction, mime, Qt.LeftButton,
                                                       Qt.NoModifier))


def test_the_grid_shows_rounds_by_tables_with_their_layouts_and_players(editor):
    grid = editor.grid
    assert grid.rowCount() == 3 and grid.columnCount() == 5  # four tables and a free one
    assert grid.verticalHeaderItem(2).text() == "Round 3"
    cell = grid.item(2, 0).text()
    assert cell.startswith("Village by the shrine\nAiko Tanaka v Daniel Ortega")
    assert "terrain short" in grid.item(2, 3).text() and "terrain short" not in grid.item(0, 3).text()
    assert grid.item(0, 4).text() == "(no table)"
    assert not grid.item(0, 0).icon().isNull()


def test_the_shortage_is_highlighted_and_adding_the_piece_clears_it_in_one_undo_step(editor, qtbot):
    editor.pages.setCurrentIndex(1)
    texts = shortage_texts(editor)
    assert texts[:2] == ["Round 1: the stock builds every table.", "Round 2: the stock builds every table."]
    assert texts[2].startswith("Round 3: Japanese house 12 x 9 cm: 1 missing (on table 4)")
    assert "Table 4 could use Large farmhouse 14 x 10 cm in place of Sake brewery" in texts[2]
    assert editor.shortages.item(2).foreground().color().name() == SEVERITY_COLORS[Severity.ERROR]
    row = stock_row(editor, "farmhouse")
    round3 = editor.stock.item(row, 5 + 2)
    assert round3.text() == "5/5" and round3.background().color().name() == "#f9d6d2"
    assert editor.stock.item(row, 5).background().style() == Qt.NoBrush  # round 1 is fine

    edit_cell(qtbot, editor.stock, row, 4, "6", editor.qdoc.undo_stack)
    assert editor.document.inventory["farmhouse"].count == 6
    assert shortage_texts(editor)[2] == "Round 3: the stock builds every table."
    assert editor.qdoc.undo_stack.count() == 1 and editor.qdoc.undo_stack.undoText() == "Change Stock Item"
    editor.qdoc.undo_stack.undo()
    assert editor.document.inventory["farmhouse"].count == 5
    assert shortage_texts(editor)[2].startswith("Round 3: Japanese house 12 x 9 cm: 1 missing")


def test_stock_kind_and_size_edits_are_matched_with_the_tolerance(editor, qtbot):
    editor.pages.setCurrentIndex(1)
    row = stock_row(editor, "farmhouse")
    edit_cell(qtbot, editor.stock, row, 2, "13.5", editor.qdoc.undo_stack)  # 13.5 x 9 cm: 1.5 cm too long for the 12 x 9 cm houses
    assert editor.document.inventory["farmhouse"].size == (135.0, 90.0)
    assert any("Round 1: Japanese house 12 x 9 cm: 4 missing" in t for t in shortage_texts(editor))
    editor.tolerance.setValue(1.5)  # ±1.5 cm
    assert editor.document.tolerance == 15.0
    assert not any(t.startswith("Round 1: Japanese house 12 x 9 cm") for t in shortage_texts(editor))
    edit_cell(qtbot, editor.stock, row, 1, "Trees / wood", editor.qdoc.undo_stack)
    assert editor.document.inventory["farmhouse"].kind == "wood"
    assert any("Round 1: Japanese house 12 x 9 cm: 4 missing" in t for t in shortage_texts(editor))
    stack = editor.qdoc.undo_stack
    assert [stack.text(i) for i in range(stack.count())] == ["Change Stock Item", "Change Size Tolerance",
                                                             "Change Stock Item"]
    while stack.canUndo():
        stack.undo()
    assert editor.document == files.load(editor.qdoc.path)


def test_dropping_a_table_file_on_a_cell_lays_it_out_there_and_double_click_opens_it(editor, main_window, event_dir):
    grid = editor.grid
    drop_file(grid, 0, 4, event_dir / "tables" / "temple-hill.json")
    slot = editor.document.rounds["round-1"].slot(5)
    assert slot is not None and slot.table == "tables/temple-hill.json"
    assert grid.columnCount() == 6 and grid.item(0, 4).text().startswith("Temple hill")
    assert editor.qdoc.undo_stack.undoText() == "Set Table"
    # a file that is not a table is refused, nothing changes
    drop_file(grid, 1, 4, event_dir / "lists" / "aiko.json")
    assert editor.document.rounds["round-2"].slot(5) is None and editor.qdoc.undo_stack.count() == 1
    editor.qdoc.undo_stack.undo()
    assert editor.document.rounds["round-1"].slot(5) is None and grid.columnCount() == 5

    grid.scrollToItem(grid.item(1, 1))
    at = grid.visualItemRect(grid.item(1, 1)).center()
    QTest.mouseClick(grid.viewport(), Qt.LeftButton, Qt.NoModifier, at)
    QTest.mouseDClick(grid.viewport(), Qt.LeftButton, Qt.NoModifier, at)
    current = main_window.current_editor()
    assert current is not editor and current.qdoc.path == event_dir / "tables" / "temple-hill.json"


def test_rounds_seats_and_cleared_tables_are_undo_steps(editor, qtbot):
    grid = editor.grid
    QTest.mouseClick(editor.add_round_button, Qt.LeftButton)
    assert grid.rowCount() == 4 and [s.table for s in list(editor.document.rounds.values())[-1].tables] == \
        [s.table for s in editor.document.rounds["round-3"].tables]
    QTest.mouseClick(grid.viewport(), Qt.LeftButton, Qt.NoModifier, grid.visualItemRect(grid.item(3, 0)).center())
    editor.seat_a.setCurrentIndex(editor.seat_a.findText("Aiko Tanaka"))
    editor.seat_b.setCurrentIndex(editor.seat_b.findText("Hugo Navarro"))
    QTest.mouseClick(editor.seat_button, Qt.LeftButton)
    rid = list(editor.document.rounds)[-1]
    assert editor.document.rounds[rid].slot(1).players == ("aiko", "hugo")
    assert "Aiko Tanaka v Hugo Navarro" in grid.item(3, 0).text()
    grid.setFocus()
    QTest.keyClick(grid, Qt.Key_Delete)
    assert editor.document.rounds[rid].slot(1) is None
    stack = editor.qdoc.undo_stack
    assert [stack.text(i) for i in range(stack.count())] == ["Add Round", "Seat Players", "Clear Table"]
    while stack.canUndo():
        stack.undo()
    assert grid.rowCount() == 3


def test_players_and_lists_are_added_and_linked(editor, qtbot, event_dir):
    editor.pages.setCurrentIndex(2)
    QTest.keyClicks(editor.new_player, "Iris Luna")
    QTest.keyClick(editor.new_player, Qt.Key_Return)
    assert editor.document.players["iris-luna"].name == "Iris Luna"
    (event_dir / "lists" / "iris.json").write_text((event_dir / "lists" / "aiko.json").read_text("utf-8"), "utf-8")
    editor.refresh()
    refs = [editor.lists.item(r, 0).text() for r in range(editor.lists.rowCount())]
    row = refs.index("lists/iris.json")
    combo = editor.lists.cellWidget(row, 1)
    assert combo.currentText() == "(nobody)"
    combo.setCurrentIndex(combo.findText("Iris Luna"))
    assert editor.document.lists["lists/iris.json"].player == "iris-luna"
    assert editor.qdoc.undo_stack.undoText() == "Link List"
    qtbot.waitUntil(lambda: not editor.validator.busy(), timeout=10000)
    assert not any(f.rule == "event.list-player" for f in editor.validator.findings)


def test_a_list_s_player_chooser_shows_the_whole_name(editor, qtbot):
    """A long name (a late registration) widens the chooser's column: the organiser reads who brings
    each list without opening the box."""
    editor.pages.setCurrentIndex(2)
    QTest.keyClicks(editor.new_player, "Maria de los Angeles Fernandez-Villaverde")
    QTest.keyClick(editor.new_player, Qt.Key_Return)
    combo = editor.lists.cellWidget(0, 1)
    combo.setCurrentIndex(combo.findText("Maria de los Angeles Fernandez-Villaverde"))
    qtbot.waitUntil(lambda: editor.lists.cellWidget(0, 1).currentText().startswith("Maria"), timeout=3000)
    combo = editor.lists.cellWidget(0, 1)
    assert editor.lists.columnWidth(1) >= combo.sizeHint().width()


def test_check_event_fills_the_report_and_the_list_statuses(editor, qtbot):
    QTest.mouseClick(editor.check_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: editor.report is not None, timeout=30000)
    assert "2 errors" in editor.report_summary.text()
    tree = editor.report_tree
    tops = [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]
    assert tops == ["Event", "Round 1", "Round 2", "Round 3", "Players"]
    round3 = tree.topLevelItem(3)
    terrain = round3.child(round3.childCount() - 1)
    assert terrain.text(0) == "Terrain" and terrain.child(0).text(1).startswith("Round 3: Japanese house 12 x 9 cm")
    players = tree.topLevelItem(4)
    hugo = next(players.child(i) for i in range(players.childCount()) if players.child(i).text(0) == "Hugo Navarro")
    assert hugo.text(1) == "lists/hugo.json — 1 error" and "409 points" in hugo.child(0).text(1)
    refs = [editor.lists.item(r, 0).text() for r in range(editor.lists.rowCount())]
    status = editor.lists.item(refs.index("lists/hugo.json"), 4)
    assert status.text() == "1 error" and editor.lists.item(refs.index("lists/hugo.json"), 3).text() == "409 / 400"
    assert editor.lists.item(refs.index("lists/aiko.json"), 4).text() == "legal"


def test_after_check_event_the_validation_panel_lists_what_the_tab_counts(editor, qtbot, main_window):
    dock = main_window.validation_dock
    qtbot.waitUntil(lambda: not editor.validator.busy(), timeout=30000)
    own = [f for f in dock.findings() if f.severity is Severity.ERROR]
    QTest.mouseClick(editor.check_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: editor.report is not None, timeout=30000)
    assert editor.check_status.text().startswith("Checked: 2 errors")
    errors = [f for f in dock.findings() if f.severity is Severity.ERROR]
    assert len(errors) == 2 and len(own) == 1  # the event's own error, and Hugo's list's
    hugo = next(f for f in errors if f.message.startswith("lists/hugo.json: "))
    assert "409 points" in hugo.message and main_window.badge.text().startswith("2 errors")
    dock.findingActivated.emit(hugo)  # going to it shows the report that names the list
    assert editor.pages.currentIndex() == 3
    editor.validator.run_now()  # a later live check keeps the checked files' findings beside the event's
    qtbot.waitUntil(lambda: not editor.validator.busy(), timeout=30000)
    assert len([f for f in dock.findings() if f.severity is Severity.ERROR]) == 2


def test_make_event_pack_writes_the_pdf_and_can_be_cancelled(editor, qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    out = tmp_path / "pack.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(out), "")))
    messages = []
    editor.statusChanged.connect(lambda s: messages.append(s.get("message", "")))

    def make_for_the_organiser():
        QTest.mouseClick(editor.pack_button, Qt.LeftButton)
        qtbot.waitUntil(lambda: editor.pack_dialog.isVisible())
        editor.pack_dialog.reader_box.setCurrentIndex(editor.pack_dialog.reader_box.findData("organiser"))
        QTest.mouseClick(editor.pack_dialog.make_button, Qt.LeftButton)

    make_for_the_organiser()
    import pypdf

    pages = len(pypdf.PdfReader(out).pages)
    assert pages > 20 and messages[-1] == f"Event pack written: {out} ({pages} pages)"

    out.unlink()

    def press_cancel():
        dialog = editor.pack_progress if hasattr(editor, "pack_progress") else None
        if dialog is not None and dialog.isVisible():
            dialog.findChild(QPushButton).click()
        else:
            QTimer.singleShot(1, press_cancel)

    editor.pack_progress = None
    QTimer.singleShot(0, press_cancel)
    make_for_the_organiser()
    assert not out.exists() and messages[-1] == "The event pack was cancelled; nothing was written."


def test_file_new_event_asks_for_a_name_and_ruleset(main_window, qtbot):
    def fill():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewEventDialog):
            QTimer.singleShot(5, fill)
            return
        dialog.name.setText("Autumn Cup")
        dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("kensei"))
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.Ok).click()

    QTimer.singleShot(0, fill)
    main_window.act_new_event.trigger()
    editor = main_window.current_editor()
    assert isinstance(editor, EventEditor)
    assert editor.document.name == "Autumn Cup" and editor.document.ruleset == "kensei"
    assert editor.grid.rowCount() == 1 and editor.name_edit.text() == "Autumn Cup"
    editor.name_edit.setFocus()
    editor.name_edit.selectAll()
    QTest.keyClicks(editor.name_edit, "Autumn Cup 2026")
    QTest.keyClick(editor.name_edit, Qt.Key_Return)
    assert editor.document.name == "Autumn Cup 2026" and editor.qdoc.undo_stack.undoText() == "Rename Event"
