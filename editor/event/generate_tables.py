"""The Event tab's Generate Tables…: one layout per table per round from the event's inventory.

The work (``validators.generate.event_fill``) runs on a worker process; it writes each new table
beside the event (``tables/generated/<round>-table-<n>.json``) and the dialog then sets every
slot to its table in one undoable step (the players stay at their tables). The event must be
saved first, so that the tables have a folder to go in.
"""
from __future__ import annotations

import json
import os

from PySide6.QtWidgets import QDialog, QFormLayout, QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout

from model import files
from model.errors import DocumentError

from ..generate_dialog import TargetInputs, WorkerRun, seed_tip, spin, steps_tip, targets_of


def _work(payload: dict, out) -> None:
    """In the worker process: fill the event, write its tables, send back the new rounds."""
    from model import i18n
    from model.event import EventDocument, to_json
    from model.presets import deployment_zones, new_table
    from model.ruleset import load_ruleset
    from validators.generate.event_fill import fill_event

    i18n.set_language(payload["lang"])
    try:
        path = payload["path"]
        event = files.from_dict(json.loads(payload["event"]), path)
        assert isinstance(event, EventDocument)
        rs = load_ruleset(event.ruleset)
        base = None
        for ref in event.table_files():
            try:
                doc = files.load(os.path.join(os.path.dirname(path), ref)) if ref else None
            except (DocumentError, OSError):
                doc = None
            if doc is not None and getattr(doc, "KIND", "") == "table":
                base = doc.snapshot()
                base.pieces = {}
                break
        if base is None:
            base = new_table(rs)
            for z in deployment_zones(rs, rs.deployment_presets()[0]["id"], base.width, base.depth):
                base.zones[z.id] = z
        fill = fill_event(event, path, rs, base, targets_of(payload["targets"]), seed=payload["seed"],
                          steps=payload["steps"], jobs=1, progress=lambda share: out.put(("progress", share)))
        folder = os.path.dirname(os.path.abspath(path))
        for ref, doc in fill.tables.items():
            target = os.path.join(folder, ref)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            files.save(doc, target)
        out.put(("done", {"rounds": to_json(fill.event)["rounds"], "tables": len(fill.tables),
                          "total": len(fill.results), "met": fill.targets_met, "shortages": fill.shortages,
                          "repeats": fill.repeats}))
    except (DocumentError, OSError) as exc:
        out.put(("error", str(exc)))


class GenerateTablesDialog(QDialog):
    """Generate every table of an event (``editor``: the Event tab)."""

    def __init__(self, editor, ruleset, parent=None):
        super().__init__(parent)
        self.setObjectName("GenerateTablesDialog")
        self.setWindowTitle(self.tr("Generate Tables"))
        self.editor = editor
        self.worker = WorkerRun(self)
        self.worker.progress.connect(lambda share: self.progress.setValue(round(100 * share)))
        self.worker.finished.connect(self._finished)
        form = QFormLayout()
        self.targets = TargetInputs(form, ruleset)
        self.seed = spin(0, 1_000_000, 1, seed_tip())
        form.addRow(self.tr("Seed:"), self.seed)
        self.steps = spin(1, 10_000, 150, steps_tip())
        form.addRow(self.tr("Search steps per table:"), self.steps)
        self.plan = QLabel(self._plan_text())
        self.plan.setWordWrap(True)
        self.status = QLabel(self.problem() or "")
        self.status.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.progress.setVisible(False)  # shown while generating: an empty bar reads as a text box
        self.generate_button = QPushButton(self.tr("&Generate"))
        self.generate_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        for w in (self.generate_button, self.cancel_button):
            buttons.addWidget(w)
        buttons.addWidget(self.progress, 1)
        buttons.addStretch(0)  # keeps the buttons their size while the bar is hidden
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.plan)
        layout.addWidget(self.status)
        layout.addLayout(buttons)

    def _plan_text(self) -> str:
        """What Generate will do, in numbers the organiser can check before starting."""
        doc = self.editor.document
        rounds = [r for r in doc.rounds.values() if r.tables]
        tables = sum(len(r.tables) for r in rounds)
        pieces = sum(i.count for i in doc.inventory.values())
        return self.tr("Rounds: %1; tables to fill: %2; pieces of terrain in the event's stock: %3. One layout per "
                       "table per round, each different from the others, so no player meets one twice.") \
            .replace("%1", str(len(rounds))).replace("%2", str(tables)).replace("%3", str(pieces))

    def problem(self) -> str | None:
        """Why the event cannot be filled now, in words (None: it can)."""
        doc = self.editor.document
        if self.editor.qdoc.path is None:
            return self.tr("Save the event first: its tables are written beside it.")
        if not doc.rounds or not any(r.tables for r in doc.rounds.values()):
            return self.tr("Add rounds with their tables first.")
        if not doc.inventory:
            return self.tr("Add the club's terrain to the stock first.")
        return None

    def running(self) -> bool:
        return self.worker.running()

    def start(self) -> None:
        if self.running():
            return
        why = self.problem()
        if why:
            self.status.setText(why)
            return
        from model import i18n

        doc = self.editor.document
        payload = {"event": files.dumps(doc), "path": str(self.editor.qdoc.path), "lang": i18n.language(),
                   "seed": self.seed.value(), "steps": self.steps.value(), "targets": self.targets.values()}
        self.worker.start(_work, payload)
        self.progress.setValue(0)
        self.progress.setVisible(True)
        self.status.setText(self.tr("Generating on a worker process…"))
        self._busy(True)

    def _busy(self, busy: bool) -> None:
        self.generate_button.setEnabled(not busy)
        self.cancel_button.setEnabled(busy)

    def cancel(self) -> None:
        if self.running():
            self.worker.stop()
            self._busy(False)
            self.status.setText(self.tr("Cancelled."))

    def _finished(self, kind: str, value) -> None:
        from model.event import Round, TableSlot

        from ..commands import ReplaceObjects

        self._busy(False)
        if kind != "done":
            self.status.setText(value if kind == "error" else self.tr("The worker stopped without a result."))
            return
        self.progress.setValue(100)
        rounds = [Round(r["id"], r.get("name", ""), tuple(TableSlot(t["number"], t["table"], tuple(t.get("players", [])))
                                                          for t in r["tables"])) for r in value["rounds"]]
        self.editor.qdoc.push(ReplaceObjects(self.editor.document, "rounds", rounds, self.tr("Generate Tables")))
        self.status.setText(self.tr("%1 of %2 tables generated, %3 meeting every target; terrain shortages: %4; "
                                    "layouts repeated: %5.").replace("%1", str(value["tables"]))
                            .replace("%2", str(value["total"])).replace("%3", str(value["met"]))
                            .replace("%4", str(value["shortages"])).replace("%5", str(value["repeats"])))

    def done(self, result: int) -> None:  # closing stops the worker
        self.worker.stop()
        super().done(result)


def open_generate_tables(editor) -> GenerateTablesDialog | None:
    """The Event tab's Generate Tables… (None when the event's ruleset cannot be read)."""
    from PySide6.QtCore import Qt

    from model.ruleset import load_ruleset

    try:
        ruleset = load_ruleset(editor.document.ruleset)
    except DocumentError as exc:
        editor.window().statusBar().showMessage(str(exc), 10000)
        return None
    dialog = GenerateTablesDialog(editor, ruleset, editor)
    dialog.setAttribute(Qt.WA_DeleteOnClose)
    dialog.show()
    return dialog
