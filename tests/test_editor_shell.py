"""The main window's files, tabs and recovery, driven as a user would."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from model import files
from model.geometry import rectangle
from model.table import TerrainPiece

EXAMPLES_DIR = Path(__file__).resolve().parent.parent / "examples"


class Answers:
    """Stands in for QMessageBox.question: records what was asked and answers from a list."""

    def __init__(self):
        self.asked: list[str] = []
        self.answer = QMessageBox.Discard

    def __call__(self, parent, title, text, *args, **kwargs):
        self.asked.append(text)
        return self.answer


@pytest.fixture
def answers(monkeypatch):
    a = Answers()
    monkeypatch.setattr(QMessageBox, "question", staticmethod(a))
    return a


def _edit(editor):
    piece = TerrainPiece(editor.document.new_id("piece-"), "house", rectangle(100, 100, 100, 100))
    editor.add_objects([("pieces", piece)], "Add piece")


def test_start_page_button_opens_a_new_table(main_window, answers):
    button = main_window.start_page.preset_buttons[("kensei", "kensei-90x120")]
    QTest.mouseClick(button, Qt.LeftButton)
    editor = main_window.current_editor()
    assert type(editor).__name__ == "TableEditor"
    assert (editor.document.width, editor.document.depth) == (1200, 900)
    assert main_window.start_page is None
    assert any(m.title().replace("&", "") == "Table" for m in editor.menus())


def test_modified_marker_and_close_asks_to_save(main_window, answers, tmp_path):
    editor = main_window.new_table("kensei")
    index = main_window.tabs.indexOf(editor)
    assert not main_window.tabs.tabText(index).endswith("*")
    _edit(editor)
    assert main_window.tabs.tabText(index).endswith("*")
    assert main_window.isWindowModified()
    answers.answer = QMessageBox.Cancel
    assert not main_window._close_tab_at(index)
    assert answers.asked and "unsaved changes" in answers.asked[0]
    assert editor in main_window.editors
    answers.answer = QMessageBox.Discard
    assert main_window._close_tab_at(main_window.tabs.indexOf(editor))
    assert not main_window.editors
    assert main_window.start_page is not None


def test_unreadable_file_gives_a_clear_dialog(main_window, answers, tmp_path, qtbot):
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": "wartable", "format_version": 1, "kind": "table", "name": 5}', encoding="utf-8")
    assert main_window.open_path(bad) is None
    box = main_window.findChild(QMessageBox, "ErrorDialog")
    qtbot.waitUntil(lambda: box is not None and box.isVisible())
    assert "broken.json" in box.text()
    assert "Traceback" not in box.text()
    box.close()
    garbage = tmp_path / "garbage.json"
    garbage.write_bytes(b"\x00\xff not json")
    assert main_window.open_path(garbage) is None
    assert "garbage.json" in main_window.statusBar().currentMessage()


def test_save_as_open_recent_and_revert(main_window, answers, tmp_path):
    editor = main_window.new_table("kensei")
    _edit(editor)
    target = tmp_path / "club-night.json"
    assert main_window.save_current(path=target)
    assert str(target.resolve()) in main_window.recent_files()
    assert main_window.tabs.tabText(main_window.tabs.currentIndex()) == "club-night.json"
    saved = files.load(target)
    _edit(editor)
    assert len(editor.document.pieces) == 2
    answers.answer = QMessageBox.Yes
    main_window.revert_current()
    reverted = main_window.current_editor()
    assert reverted.document == saved
    assert not reverted.qdoc.is_modified()
    # opening the same file again shows its tab instead of a second copy
    assert main_window.open_path(target) is reverted


def test_autosave_and_recovery_after_a_crash(qtbot, settings, answers, tmp_path):
    from editor.mainwindow import MainWindow

    first = MainWindow(settings)
    qtbot.addWidget(first)
    editor = first.new_table("kensei")
    _edit(editor)
    first.autosave()
    assert len(first.recovery.saved()) == 1
    # the "crash": the first window never closes properly and its lock goes with its process;
    # a new one offers the work back (tests/test_recovery_processes.py kills real processes)
    editor.validator.stop()
    first.recovery.abandon()
    second = MainWindow(settings)
    qtbot.addWidget(second)
    answers.answer = QMessageBox.Yes
    second.offer_recovery()
    recovered = second.current_editor()
    assert recovered is not None and recovered.document == editor.document
    assert recovered.qdoc.is_modified()
    assert not second.pending_recoveries()
    for e in (editor, recovered):
        e.qdoc.undo_stack.setClean()


def test_drop_a_file_on_the_window_opens_it(main_window, answers):
    path = EXAMPLES_DIR / "kensei-120x120.json"
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    pos = QPointF(200, 200)
    QApplication.sendEvent(main_window, QDragEnterEvent(pos.toPoint(), Qt.CopyAction, mime, Qt.LeftButton, Qt.NoModifier))
    QApplication.sendEvent(main_window, QDropEvent(pos, Qt.CopyAction, mime, Qt.LeftButton, Qt.NoModifier))
    editor = main_window.current_editor()
    assert editor is not None and editor.qdoc.path == path
    assert editor.document == files.load(path)


def test_tabs_switch_docks_menus_and_undo_stacks(main_window, answers):
    a = main_window.new_table("kensei")
    b = main_window.open_path(EXAMPLES_DIR / "wh40k-capture-enclaves.json")
    assert main_window.current_editor() is b
    assert b.palette.isVisible() and not a.palette.isVisible()
    _edit(b)
    main_window.tabs.setCurrentWidget(a)
    assert a.palette.isVisible() and not b.palette.isVisible()
    assert not main_window.act_undo.isEnabled()  # a's stack is empty
    main_window.tabs.setCurrentWidget(b)
    assert main_window.act_undo.isEnabled()
    b.qdoc.undo_stack.setClean()


def test_every_example_table_opens_in_the_table_editor(main_window, answers):
    tables = [p for p in sorted(EXAMPLES_DIR.glob("*.json"))
              if json.loads(p.read_text(encoding="utf-8")).get("kind") == "table"]
    assert tables
    for path in tables:
        editor = main_window.open_path(path)
        assert type(editor).__name__ == "TableEditor", path
        assert len(editor.scene.items_by_key) == sum(len(editor.document.collection(c))
                                                     for c in ("pieces", "zones", "markers"))


def test_dock_layout_is_remembered(qtbot, settings, answers):
    from editor.mainwindow import MainWindow

    first = MainWindow(settings)
    qtbot.addWidget(first)
    first.show()
    editor = first.new_table("kensei")
    first.addDockWidget(Qt.BottomDockWidgetArea, editor.palette)
    assert first.dockWidgetArea(editor.palette) == Qt.BottomDockWidgetArea
    first.close()
    second = MainWindow(settings)
    qtbot.addWidget(second)
    second.show()
    again = second.new_table("kensei")
    assert second.dockWidgetArea(again.palette) == Qt.BottomDockWidgetArea


def test_validation_dock_says_when_a_check_is_running(main_window, answers, qtbot):
    editor = main_window.open_path(EXAMPLES_DIR / "wh40k-capture-enclaves.json")
    summary = main_window.validation_dock.summary
    assert "checking" in summary.text().lower()  # not "legal" before the first result
    qtbot.waitUntil(lambda: "checking" not in summary.text().lower(), timeout=10000)
    assert summary.text() == main_window.badge.text() or "legal" in summary.text()
    assert not editor.validator.busy()


def test_closed_panels_stay_closed_and_come_back_from_the_view_menu(main_window, answers, qtbot):
    a = main_window.new_table("kensei")
    assert a.palette.toggleViewAction() in main_window.docks_menu.actions()
    a.palette.close()  # the dock's own close button
    b = main_window.new_table("adlg")
    assert not b.palette.isVisible()
    assert b.palette.toggleViewAction() in main_window.docks_menu.actions()
    assert a.palette.toggleViewAction() not in main_window.docks_menu.actions()
    b.palette.toggleViewAction().trigger()  # View > Panels > Terrain Palette
    assert b.palette.isVisible()
    main_window.tabs.setCurrentWidget(a)
    assert a.palette.isVisible()


def test_a_check_that_fails_is_reported_not_hidden(main_window, answers, qtbot, monkeypatch):
    import editor.validation as validation

    def broken(*args, **kwargs):
        raise RuntimeError("rule table.example crashed")

    monkeypatch.setattr(validation, "validate", broken)
    editor = main_window.new_table("kensei")
    qtbot.waitUntil(lambda: "could not run" in main_window.validation_dock.summary.text(), timeout=5000)
    assert "table.example" in main_window.validation_dock.summary.text()
    assert editor is main_window.current_editor()


def test_edit_menu_carries_the_current_editors_actions(main_window, answers):
    a = main_window.new_table("kensei")
    texts = [x.text().replace("&", "") for x in main_window.edit_menu.actions()]
    assert "Copy" in texts and "Paste" in texts and "Delete" in texts
    b = main_window.new_table("adlg")
    assert a.act_copy not in main_window.edit_menu.actions()
    assert b.act_copy in main_window.edit_menu.actions()
    main_window._close_tab_at(main_window.tabs.indexOf(b))
    main_window._close_tab_at(main_window.tabs.indexOf(a))
    assert [x.text().replace("&", "") for x in main_window.edit_menu.actions()] == ["Undo", "Redo", "", "Preferences…"]


def test_status_bar_shows_each_tabs_own_zoom(main_window):
    table = main_window.new_table("kensei", "kensei-120x120")
    table.zoom_by(2.0)
    zoom_of_table = main_window.zoom_label.text()
    assert zoom_of_table
    main_window.open_path(EXAMPLES_DIR / "kensei-army-legal.json")
    assert main_window.zoom_label.text() == ""  # an army list has no zoom
    main_window.tabs.setCurrentWidget(table)
    assert main_window.zoom_label.text() == zoom_of_table
