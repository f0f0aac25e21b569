"""Shared test set-up: Qt offscreen, settings and recovery files kept out of the user's home."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    # an offscreen screen the size of a common desktop (Qt's own default is 800 x 800): the
    # window keeps itself inside the screen
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={ROOT / 'tests' / 'offscreen-screen.json'}"
os.environ["WARTABLE_NONBLOCKING_DIALOGS"] = "1"

# Property and fuzz tests draw the same cases on every run, so a run judges the code and not the
# dice; WARTABLE_HYPOTHESIS_RANDOM=1 draws new cases each run to look for what has not been found.
from hypothesis import settings as _hypothesis_settings  # noqa: E402

_hypothesis_settings.register_profile("wartable", derandomize=not os.environ.get("WARTABLE_HYPOTHESIS_RANDOM"))
_hypothesis_settings.load_profile("wartable")

EXAMPLES = ROOT / "examples"


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path_factory, monkeypatch):
    """Each test gets its own settings, user data and recovery folders."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    monkeypatch.delenv("WARTABLE_RULESETS", raising=False)
    monkeypatch.setenv("WARTABLE_LANG", "en")  # English unless a test chooses (see test_i18n.py)
    yield home
    _back_to_english()


@pytest.fixture(autouse=True)
def _collect_on_the_interface_thread():
    """Once the editor's workers exist, cycles are looked for on the interface thread's timer only
    (editor/collector.py); a test that runs no event loop gets the collection it would have had."""
    yield
    collector = sys.modules.get("editor.collector")
    if collector is not None and collector.active():
        collector.collect()


def _back_to_english() -> None:
    from model import i18n

    if i18n.language() != "en" or "editor.i18n" in sys.modules:
        i18n.set_language("en")
        if "editor.i18n" in sys.modules and sys.modules["editor.i18n"]._installed:
            sys.modules["editor.i18n"].install(None, "en")


@pytest.fixture
def settings(tmp_path):
    from PySide6.QtCore import QSettings

    return QSettings(str(tmp_path / "wartable.ini"), QSettings.IniFormat)


def _window(qtbot, settings, monkeypatch, lang: str):
    """The real main window in ``lang``, shown offscreen; its documents made clean at the end."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    from editor.i18n import install
    from editor.mainwindow import MainWindow

    install(QApplication.instance(), lang)  # as the app starts (English: "1 object", "2 objects")
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.Discard))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    for editor in list(window.editors):
        editor.qdoc.undo_stack.setClean()
        editor.validator.wait()
    if lang != "en":
        install(QApplication.instance(), "en")


@pytest.fixture
def main_window(qtbot, settings, monkeypatch):
    """The real main window, shown offscreen, closed without prompts at the end.

    Questions default to "Discard" so that closing a window with unsaved changes never
    waits for a person; a test that checks a question patches it again."""
    yield from _window(qtbot, settings, monkeypatch, "en")


@pytest.fixture
def enclaves(main_window):
    """The example table wh40k-capture-enclaves open in the main window, fitted; at the end its sight
    work is ended and its sight worker processes stopped."""
    editor = main_window.open_path(EXAMPLES / "wh40k-capture-enclaves.json")
    editor.fit()
    yield editor
    editor.sight.clear()
    editor.sight.wait()
    editor.fairness.wait()
    editor.sight.shutdown()


@pytest.fixture
def spanish_window(qapp, qtbot, settings, monkeypatch):
    """The main window as it starts with Spanish chosen."""
    yield from _window(qtbot, settings, monkeypatch, "es")


@pytest.fixture(scope="session", autouse=True)
def _finish_background_work():
    """Let validation and sight workers finish, and empty the clipboard, before Qt is torn
    down at exit (a clipboard still holding data crashes the offscreen platform's teardown)."""
    yield
    if "PySide6.QtCore" in sys.modules:
        from PySide6.QtCore import QThreadPool
        from PySide6.QtGui import QGuiApplication

        QThreadPool.globalInstance().waitForDone(30000)
        if "editor.background" in sys.modules:
            sys.modules["editor.background"].workers().shutdown()
        if QGuiApplication.instance() is not None:
            QGuiApplication.clipboard().clear()
