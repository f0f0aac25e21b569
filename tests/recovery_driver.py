"""Runs the real editor (``editor.app.run``, what ``wartable`` runs) and plays a script on it, for
tests/test_recovery_processes.py: ``python recovery_driver.py ACTION...``, or the installed
``wartable`` command itself with ``PYTHONPATH=tests/wartable_command`` and the actions as a JSON
list in ``$WARTABLE_DRIVER_ACTIONS`` (see :func:`drive_at_exec`).

Actions: ``open:PATH``, ``new`` (a new table), ``edit`` (add a piece to the current tab),
``undo``, ``save``, ``saveas:PATH``, ``autosaved:N`` (wait until this window's autosave timer has
written N recovery files), ``hang-in-save`` and ``hang-in-autosave`` (the next atomic rename
stops forever, after its temporary file is written), ``ready`` (print READY and wait to be
killed), ``report`` (print what was offered and what is open, as JSON, then quit properly).

The recovery question is answered with ``$RECOVERY_ANSWER`` (yes, no, discard; no by default);
any other question with Discard. Every question asked is printed as ``ASKED <json>``.
"""
from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from model import atomic  # noqa: E402
from model.geometry import rectangle  # noqa: E402
from model.table import TerrainPiece  # noqa: E402

ANSWERS = {"yes": QMessageBox.Yes, "no": QMessageBox.No, "discard": QMessageBox.Discard}
asked: list[dict] = []


def say(*words) -> None:
    print(*words, flush=True)


def question(parent, title, text, *args, **kwargs):
    asked.append({"title": title, "text": text})
    say("ASKED", json.dumps({"title": title, "text": text}))
    if title == "Recover unsaved work":
        return ANSWERS[os.environ.get("RECOVERY_ANSWER", "no")]
    return QMessageBox.Discard


QMessageBox.question = staticmethod(question)


def window():
    from editor.mainwindow import MainWindow

    return next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))


def hang(what: str) -> None:
    real = atomic.os.replace

    def replace(src, dst):
        in_recovery = Path(dst).parent.parent.name == "recovery"
        if (what == "save" and not in_recovery) or (what == "autosave" and in_recovery and str(dst).endswith(".json")):
            say("HANGING", src)
            while True:
                time.sleep(1)
        return real(src, dst)

    atomic.os.replace = replace


def edit() -> None:
    editor = window().current_editor()
    piece = TerrainPiece(editor.document.new_id("piece-"), "house", rectangle(100, 100, 100, 100))
    editor.add_objects([("pieces", piece)], "Add piece")


def report() -> None:
    w = window()
    offered = [q for q in asked if q["title"] == "Recover unsaved work"]
    names = sorted(line[2:].split(" (in ")[0] for q in offered for line in q["text"].splitlines()
                   if line.startswith("• "))
    folders = sorted(line.split(" (in ", 1)[1][:-1] for q in offered for line in q["text"].splitlines()
                     if line.startswith("• ") and " (in " in line)
    tabs = [{"name": e.qdoc.display_name(), "path": str(e.qdoc.path) if e.qdoc.path else None,
             "pieces": len(getattr(e.document, "pieces", {})), "modified": e.qdoc.is_modified()}
            for e in w.editors]
    say("REPORT", json.dumps({"offered": names, "folders": folders, "tabs": tabs}))
    w.close()


def run_script(actions: list[str]) -> None:
    def step() -> None:
        while actions:
            action, _, arg = actions.pop(0).partition(":")
            w = window()
            if action == "open":
                w.open_path(arg)
            elif action == "new":
                w.new_table("kensei")
            elif action == "edit":
                edit()
            elif action == "undo":
                w.act_undo.trigger()
            elif action == "save":
                w.save_current()
            elif action == "saveas":
                w.save_current(path=arg)
            elif action == "autosaved":
                if len(w.recovery.saved()) < int(arg):
                    actions.insert(0, f"autosaved:{arg}")
                    QTimer.singleShot(50, step)
                    return
            elif action == "hang-in-save":
                hang("save")
            elif action == "hang-in-autosave":
                hang("autosave")
            elif action == "ready":
                say("READY")
            elif action == "report":
                report()
            else:
                raise SystemExit(f"unknown action {action}")

    QTimer.singleShot(0, step)


def drive_at_exec(actions: list[str]) -> None:
    """Play ``actions`` once the application's event loop starts: how the script reaches a window
    started by the installed ``wartable`` command (``tests/wartable_command/sitecustomize.py``)."""
    real = QApplication.exec

    def exec_(*_app):
        run_script(list(actions))
        return real()

    QApplication.exec = staticmethod(exec_)


def main() -> int:
    from editor import app

    QApplication.instance() or QApplication(sys.argv[:1])
    run_script(sys.argv[1:])
    return app.run([])


if __name__ == "__main__":
    sys.exit(main())
