"""The Event tab reads the table files its rounds name on a worker: a slow folder never freezes
the window (a timer goes on firing while they are read), Cancel meanwhile opens the tab with them unread, and a
FIFO named as a table is shown at once as a file that cannot be read."""
from __future__ import annotations

import json
import os
import shutil
import threading
import time

import pytest
from PySide6.QtCore import QTimer

from conftest import EXAMPLES
from model import files


@pytest.fixture
def event_dir(tmp_path):
    shutil.copytree(EXAMPLES / "kensei-event", tmp_path / "kensei-event")
    shutil.copy(EXAMPLES / "kensei-example-catalogue.json", tmp_path)
    return tmp_path / "kensei-event"


def _slow_tables(monkeypatch, seconds: float = 10):
    real = files.load_shared
    release = threading.Event()

    def load_shared(path):
        if "tables" in os.fspath(path):
            release.wait(seconds)
        return real(path)

    monkeypatch.setattr(files, "load_shared", load_shared)
    return release


def _counting_ticks(action, at_least: int, release: threading.Event | None = None):
    """``action()`` with a 20 ms timer running: asserts the event loop ran meanwhile (the window answered).

    With ``release``, the held read is let go only once the timer has fired ``at_least`` times, so a busy
    machine cannot make an answering window look frozen; a window that froze never lets it go before the
    read gives up waiting, and the count stays short."""
    ticks = []
    timer = QTimer(interval=20)

    def tick():
        ticks.append(1)
        if release is not None and len(ticks) >= at_least:
            release.set()

    timer.timeout.connect(tick)
    timer.start()
    try:
        result = action()
    finally:
        timer.stop()
    assert len(ticks) >= at_least
    return result


def test_the_window_answers_while_an_events_tables_are_read(main_window, qtbot, monkeypatch, event_dir):
    release = _slow_tables(monkeypatch)
    editor = _counting_ticks(lambda: main_window.open_path(event_dir / "event.json"), at_least=5, release=release)
    assert not editor.grid.item(0, 0).text().endswith("(cannot be read)")
    assert not editor.grid.item(0, 0).icon().isNull()


def test_reading_an_events_tables_cancelled_opens_the_tab_with_them_unread(main_window, qtbot, monkeypatch,
                                                                          event_dir):
    from PySide6.QtWidgets import QProgressDialog, QPushButton

    release = _slow_tables(monkeypatch)
    QTimer.singleShot(400, lambda: main_window.findChild(QProgressDialog, "ReadingFile").findChild(QPushButton).click())
    editor = main_window.open_path(event_dir / "event.json")
    assert "(cannot be read)" in editor.grid.item(0, 0).text()
    release.set()
    from editor.background import workers

    assert workers().wait(10)
    qtbot.wait(50)  # the cancelled read reports nothing
    main_window._close_tab_at(main_window.tabs.indexOf(editor))
    assert main_window.editors == []


def test_a_fifo_named_as_a_table_is_shown_at_once_as_unreadable(main_window, qtbot, event_dir):
    data = json.loads((event_dir / "event.json").read_text(encoding="utf-8"))
    first = data["rounds"][0]["tables"][0]["table"]
    fifo = event_dir / first
    fifo.unlink()
    os.mkfifo(fifo)
    t0 = time.perf_counter()
    editor = main_window.open_path(event_dir / "event.json")
    assert time.perf_counter() - t0 < 10
    assert "(cannot be read)" in editor.grid.item(0, 0).text()


# -- the table a person chooses for a cell (Set Table…, or a file dropped on the grid) -------------------
def _choose_for_free_cell(main_window, qtbot, monkeypatch, event_dir, chosen):
    """Open the event, select round 1's free table and press Set Table…, the file dialog answering ``chosen``."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QFileDialog

    editor = main_window.open_path(event_dir / "event.json")
    grid = editor.grid
    free = grid.columnCount() - 1
    assert grid.item(0, free).text() == "(no table)"
    grid.scrollToItem(grid.item(0, free))
    QTest.mouseClick(grid.viewport(), Qt.LeftButton, Qt.NoModifier, grid.visualItemRect(grid.item(0, free)).center())
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(chosen), "")))
    return editor, lambda: QTest.mouseClick(editor.set_table_button, Qt.LeftButton)


def test_a_chosen_table_is_read_while_the_window_answers(main_window, qtbot, monkeypatch, event_dir):
    editor, press = _choose_for_free_cell(main_window, qtbot, monkeypatch, event_dir,
                                          event_dir / "tables" / "temple-hill.json")
    release = _slow_tables(monkeypatch)
    _counting_ticks(press, at_least=5, release=release)
    assert editor.document.rounds["round-1"].slot(5).table == "tables/temple-hill.json"
    assert editor.qdoc.undo_stack.undoText() == "Set Table"


def test_a_slow_chosen_table_shows_cancel_and_cancelled_changes_nothing(main_window, qtbot, monkeypatch, event_dir):
    from PySide6.QtWidgets import QProgressDialog, QPushButton

    editor, press = _choose_for_free_cell(main_window, qtbot, monkeypatch, event_dir,
                                          event_dir / "tables" / "temple-hill.json")
    release = _slow_tables(monkeypatch)
    seen = []

    def cancel():
        dialog = main_window.findChild(QProgressDialog, "ReadingFile")
        seen.append(dialog.labelText())
        dialog.findChild(QPushButton).click()

    QTimer.singleShot(400, cancel)
    before = editor.document
    press()
    assert seen == ["Reading the table temple-hill.json…"]
    release.set()
    from editor.background import workers

    assert workers().wait(10)
    qtbot.wait(50)  # the cancelled read reports nothing
    assert editor.document == before and editor.qdoc.undo_stack.count() == 0
    assert editor.grid.item(0, editor.grid.columnCount() - 1).text() == "(no table)"


def test_a_fifo_chosen_as_a_table_is_refused_at_once_and_named(main_window, qtbot, monkeypatch, event_dir):
    from PySide6.QtWidgets import QMessageBox

    fifo = event_dir / "tables" / "pipe.json"
    os.mkfifo(fifo)
    editor, press = _choose_for_free_cell(main_window, qtbot, monkeypatch, event_dir, fifo)
    before = editor.document
    t0 = time.perf_counter()
    press()
    assert time.perf_counter() - t0 < 10
    box = main_window.findChild(QMessageBox, "ErrorDialog")
    assert box is not None and str(fifo) in box.text() and "FIFO" in box.text(), box.text()
    assert "Traceback" not in box.text()
    assert editor.document == before and editor.qdoc.undo_stack.count() == 0
    box.close()
