"""Open and close many tabs with live validation and sight analyses running, then quit in the
middle of a check: the process must end with exit code 0 and no Qt warning about a thread still
running. Run by tests/test_exit_clean.py in a subprocess; on its own:

    QT_QPA_PLATFORM=offscreen python tests/stress_tabs.py [TABS] [SETTINGS_FILE] [--quit-only]

With ``--quit-only`` the application quits with the window and its busy tabs still open (as
when the session ends), instead of closing the window first.
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("WARTABLE_NONBLOCKING_DIALOGS", "1")

from PySide6.QtCore import QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

EXAMPLES = ROOT / "examples"
DOCUMENTS = ["adlg-table.json", "wh40k-capture-enclaves.json", "kensei-120x120.json", "kensei-army-legal.json",
             "piedras-4-players.json"]


def main() -> int:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    quit_only = "--quit-only" in sys.argv
    tabs = int(args[0]) if args else 200
    ini = args[1] if len(args) > 1 else str(Path(tempfile.mkdtemp()) / "stress.ini")
    app = QApplication(sys.argv[:1])
    QMessageBox.question = staticmethod(lambda *a, **k: QMessageBox.Discard)
    from editor.mainwindow import MainWindow
    from model import files
    from validators.sight.table import zones_by_side

    loaded = {name: files.load(EXAMPLES / name) for name in DOCUMENTS}
    window = MainWindow(QSettings(ini, QSettings.IniFormat))
    window.show()
    state = {"opened": 0, "closed": 0}

    def busy_up(editor) -> None:
        """Start everything that runs on a worker for this tab."""
        editor.validator.run_now()
        if editor.document.KIND == "table" and editor.ruleset is not None:
            sides = sorted(zones_by_side(editor.document))
            if sides:
                editor.sight.set_exposure_side(sides[0])
            editor.sight.set_lane(True)
            editor.fairness.compute()

    def step() -> None:
        n = state["opened"]
        if n < tabs:
            name = DOCUMENTS[n % len(DOCUMENTS)]
            editor = window.add_document(loaded[name], EXAMPLES / f"copy-{n}-{name}")
            busy_up(editor)
            state["opened"] += 1
            # close tabs in a varying rhythm: at once, a moment later, or with others open
            if n % 3 != 1 or len(window.editors) > 4:
                window._close_tab_at(window.tabs.indexOf(window.editors[0]))
                state["closed"] += 1
            QTimer.singleShot(n % 7, step)
            return
        # the last tabs stay open, busy, and the application quits in the middle of their checks
        for editor in list(window.editors):
            busy_up(editor)
        if not quit_only:
            QTimer.singleShot(5, window.close)
        QTimer.singleShot(6, app.quit)

    QTimer.singleShot(0, step)
    rc = app.exec()
    print(f"opened {state['opened']} tabs, closed {state['closed']} of them before quitting; exit {rc}", flush=True)
    return rc


if __name__ == "__main__":
    sys.exit(main())
