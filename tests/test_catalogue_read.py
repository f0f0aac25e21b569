"""An army list's catalogue is read off the interface thread: a slow read never freezes the
window, the tab opens at once saying so, and fills in when the catalogue arrives."""
from __future__ import annotations

import threading
import time

from PySide6.QtCore import QTimer

from conftest import EXAMPLES
from model import files


def _slow_catalogue(monkeypatch, seconds: float):
    real = files.load_catalogue_for
    release = threading.Event()

    def slow(army, path):
        release.wait(seconds)
        return real(army, path)

    monkeypatch.setattr(files, "load_catalogue_for", slow)
    return release


def test_a_slow_catalogue_opens_the_list_at_once_and_the_window_stays_responsive(main_window, qtbot, monkeypatch):
    release = _slow_catalogue(monkeypatch, 10)
    t0 = time.perf_counter()
    editor = main_window.open_path(EXAMPLES / "kensei-army-legal.json")
    assert time.perf_counter() - t0 < 2.0  # the read goes on, the tab is here
    assert editor.catalogue is None and "reading the catalogue" in editor.title.text()
    ticks = []
    timer = QTimer(interval=20)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    qtbot.wait(400)  # the window's event loop runs while the catalogue is read
    assert len(ticks) >= 5
    editor.tree.setFocus()
    release.set()
    qtbot.waitUntil(lambda: editor.catalogue is not None, timeout=10000)
    timer.stop()
    assert "388 / 400 points" in editor.points.text()
    assert "reading" not in editor.title.text() and "not found" not in editor.title.text()
    assert editor.add_button.isEnabled() and editor.profile_box.count() > 0
    qtbot.waitUntil(lambda: "legal" in main_window.validation_dock.summary.text(), timeout=10000)


def test_a_list_closed_while_its_catalogue_is_read_hears_nothing_more(main_window, qtbot, monkeypatch):
    release = _slow_catalogue(monkeypatch, 10)
    editor = main_window.open_path(EXAMPLES / "kensei-army-legal.json")
    main_window._close_tab_at(main_window.tabs.indexOf(editor))
    release.set()
    from editor.background import workers

    assert workers().wait(10)
    qtbot.wait(50)  # the report, if any, would run now: it finds no editor and does nothing
    assert main_window.editors == []


def test_a_missing_catalogue_read_on_a_worker_still_says_so(main_window, qtbot, monkeypatch, tmp_path):
    import shutil

    shutil.copy(EXAMPLES / "kensei-army-legal.json", tmp_path / "list.json")
    release = _slow_catalogue(monkeypatch, 10)
    editor = main_window.open_path(tmp_path / "list.json")
    assert "reading the catalogue" in editor.title.text()
    release.set()
    qtbot.waitUntil(lambda: not editor.catalogue_pending, timeout=10000)
    assert "not found" in editor.title.text()
    assert "catalogue" in main_window.statusBar().currentMessage()


def _slow_load(monkeypatch, slow_path, seconds: float = 10):
    """``files.load`` of ``slow_path`` waits until released (a slow disk, a network folder)."""
    real = files.load
    release = threading.Event()

    def load(path, *args, **kwargs):
        if str(path) == str(slow_path):
            release.wait(seconds)
        return real(path, *args, **kwargs)

    monkeypatch.setattr(files, "load", load)
    return release


def _ticking(then=None, after: int = 5):
    """A 20 ms timer counting its ticks; ``then()`` is called once it has ticked ``after`` times (so what a
    test does next waits for the window to have answered, however busy the machine)."""
    ticks = []
    timer = QTimer(interval=20)

    def tick():
        ticks.append(1)
        if then is not None and len(ticks) == after:
            then()

    timer.timeout.connect(tick)
    timer.start()
    return timer, ticks


def test_new_army_list_reads_its_catalogue_while_the_window_keeps_answering(main_window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QProgressDialog

    from editor.army import ArmyListEditor

    path = EXAMPLES / "kensei-example-catalogue.json"
    release = _slow_load(monkeypatch, path)
    ticks, seen = [], []
    timer = QTimer(interval=20)

    def tick():
        # the read is let go once the window has answered a while and shown its progress dialog, so a busy
        # machine cannot make an answering window look frozen (a frozen one runs no timer until the read
        # gives up waiting, and the counts stay short)
        ticks.append(1)
        dialog = main_window.findChild(QProgressDialog, "ReadingFile")
        if dialog is not None and dialog.isVisible() and not seen:
            seen.append(dialog.labelText())
        if len(ticks) >= 5 and seen:
            release.set()

    timer.timeout.connect(tick)
    timer.start()
    editor = main_window.new_army_list(path)
    timer.stop()
    assert len(ticks) >= 5  # the interface kept running while the catalogue was read
    assert seen and "Reading the catalogue kensei-example-catalogue.json" in seen[0]
    assert isinstance(editor, ArmyListEditor) and editor.catalogue is not None
    assert main_window.findChild(QProgressDialog, "ReadingFile") is None or \
        not main_window.findChild(QProgressDialog, "ReadingFile").isVisible()


def test_new_army_list_cancelled_while_its_catalogue_is_read_opens_nothing(main_window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QProgressDialog

    path = EXAMPLES / "kensei-example-catalogue.json"
    release = _slow_load(monkeypatch, path)
    from PySide6.QtWidgets import QPushButton

    QTimer.singleShot(400, lambda: main_window.findChild(QProgressDialog, "ReadingFile").findChild(QPushButton).click())
    assert main_window.new_army_list(path) is None
    release.set()
    from editor.background import workers

    assert workers().wait(10)
    qtbot.wait(50)
    assert main_window.editors == []


def test_a_fifo_named_as_the_catalogue_is_refused_at_once_naming_it(main_window, qtbot, tmp_path, monkeypatch):
    import os

    from PySide6.QtWidgets import QMessageBox

    warned = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda _parent, _title, text, *a: warned.append(text)))

    fifo = tmp_path / "catalogue.json"
    os.mkfifo(fifo)
    t0 = time.perf_counter()
    assert main_window.new_army_list(fifo) is None
    assert time.perf_counter() - t0 < 5
    assert "named pipe" in main_window.statusBar().currentMessage() and "catalogue.json" in \
        main_window.statusBar().currentMessage()
    dialog = main_window.import_lists()
    assert dialog.set_catalogue(fifo) is False and dialog.catalogue is None
    assert "named pipe" in warned[0] and "catalogue.json" in warned[0]
    dialog.close()


def test_the_import_dialog_closed_while_its_catalogue_is_read_goes_quietly(main_window, qtbot, monkeypatch):
    path = EXAMPLES / "kensei-example-catalogue.json"
    release = _slow_load(monkeypatch, path)
    dialog = main_window.import_lists()
    timer, ticks = _ticking(then=dialog.close)
    assert dialog.set_catalogue(path) is False
    timer.stop()
    assert len(ticks) >= 5
    release.set()
    from editor.background import workers

    assert workers().wait(10)
    qtbot.wait(50)
    assert main_window.editors == []
