"""No crash at exit: background work is cancelled and waited for when a tab closes and when the
application quits, and reports only to objects that are still alive."""
from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: tabs opened and closed by each stress run (WARTABLE_STRESS_TABS=200 or more for a longer run)
TABS = int(os.environ.get("WARTABLE_STRESS_TABS", "50"))


def _run_stress(tmp_path, *extra) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONFAULTHANDLER="1", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / ".config"), XDG_DATA_HOME=str(tmp_path / "share"))
    return subprocess.run([sys.executable, str(ROOT / "tests" / "stress_tabs.py"), str(TABS),
                           str(tmp_path / "stress.ini"), *extra],
                          capture_output=True, text=True, env=env, timeout=600)


@pytest.mark.parametrize("how", ["close the window, then quit", "quit with busy tabs open"])
def test_many_tabs_with_checks_and_sight_running_then_quit_mid_check_exit_cleanly(tmp_path, how):
    run = _run_stress(tmp_path, *(["--quit-only"] if how.startswith("quit") else []))
    log = run.stdout + run.stderr
    assert run.returncode == 0, log[-4000:]
    assert f"opened {TABS} tabs" in run.stdout
    for bad in ("QThread: Destroyed while thread is still running", "Fatal Python error", "Segmentation fault",
                "Traceback", "Internal C++ object"):
        assert bad not in log, log[-4000:]


def test_a_closed_tab_waits_for_its_check_and_hears_nothing_from_it(main_window, monkeypatch):
    """Closing a tab while its check runs waits for the worker to leave the check, and the
    result it produced never reaches the closed editor."""
    import editor.validation as validation

    entered, release, left = threading.Event(), threading.Event(), threading.Event()

    def slow_validate(*_args, **_kwargs):
        entered.set()
        release.wait(10)
        left.set()
        return []

    monkeypatch.setattr(validation, "validate", slow_validate)
    editor = main_window.new_table("kensei")
    heard = []
    editor.validator.findingsChanged.connect(heard.append)
    editor.validator.run_now()
    assert entered.wait(10)
    threading.Timer(0.3, release.set).start()
    main_window._close_tab_at(main_window.tabs.indexOf(editor))  # blocks until the worker has left
    assert left.is_set()
    from PySide6.QtWidgets import QApplication

    from editor.background import workers

    assert workers().running() == []  # nothing of the closed tab still runs

    for _ in range(5):
        QApplication.processEvents()
    assert heard == []


def test_quitting_cancels_the_workers_and_reports_nothing_more(qapp):
    """The application's workers, told the application quits, cancel what still waits to run,
    wait for what runs, and deliver no result afterwards."""
    from PySide6.QtCore import QObject

    from editor.background import Workers

    pool = Workers(threads=1)
    owner = QObject()
    started, release = threading.Event(), threading.Event()
    ran, heard = [], []

    def long(task):
        started.set()
        release.wait(10)
        return "late"

    first = pool.submit(long, owner=owner, done=heard.append)
    second = pool.submit(lambda task: ran.append(1), owner=owner, done=heard.append)
    assert started.wait(10)
    threading.Timer(0.2, release.set).start()
    pool.shutdown()
    assert first.done() and second.done() and ran == []
    for _ in range(5):
        qapp.processEvents()
    assert heard == []
    assert pool.submit(lambda task: ran.append(2)).cancelled and ran == []
