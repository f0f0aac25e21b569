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


def test_the_window_answers_while_an_events_tables_are_read(main_window, qtbot, monkeypatch, event_dir):
    release = _slow_tables(monkeypatch)
    ticks = []
    timer = QTimer(interval=20)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    QTimer.singleShot(600, release.set)
    editor = main_window.open_path(event_dir / "event.json")
    timer.stop()
    assert len(ticks) >= 5  # the event loop ran while the tables were read
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
