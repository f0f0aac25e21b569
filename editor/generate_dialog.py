"""Table > Generate…: layouts for the open table from the club's stock, made on a worker process.

The inputs start at the ruleset's values; Generate runs ``validators.generate`` in a separate
process (the window never waits on it; Cancel stops that process at once) and shows each layout
as a thumbnail with how many targets it meets and, for the one selected, its score in words.
A layout opens as a new table, or is placed on the open table in one undoable step (its pieces
added around the pieces already there, which the generator kept as they are).
"""
from __future__ import annotations

import json
import multiprocessing
import queue as queue_module

from PySide6.QtCore import QCoreApplication, QObject, QSize, QTimer, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDoubleSpinBox, QFileDialog, QFormLayout, QHBoxLayout,
                               QLabel, QLineEdit, QListWidget, QListWidgetItem, QProgressBar, QPushButton, QSpinBox,
                               QTextBrowser, QVBoxLayout, QWidget)

from model import files
from model.errors import DocumentError
from model.targets import Targets

#: How often the window looks for the worker's news (ms).
POLL_MS = 100


def _work(payload: dict, out) -> None:
    """In the worker process: generate, reporting progress and then the layouts through ``out``."""
    from model import i18n
    from model.ruleset import load_ruleset
    from model.stock import load_stock, stock_from_ruleset
    from validators.generate import Request, generate

    i18n.set_language(payload["lang"])
    try:
        base = files.from_dict(json.loads(payload["table"]))
        rs = load_ruleset(base.ruleset)
        stock = load_stock(payload["stock"], rs) if payload["stock"] else stock_from_ruleset(rs, base.width,
                                                                                              base.depth)
        targets = targets_of(payload["targets"])
        found = generate(Request(rs, base, tuple(stock), targets, count=payload["count"], seed=payload["seed"],
                                 steps=payload["steps"]),
                         progress=lambda share: out.put(("progress", share)))
        out.put(("done", [{"table": files.dumps(c.doc), "met": c.met, "targets_met": c.targets_met,
                           "total": len(c.results), "lines": c.explanation()} for c in found]))
    except DocumentError as exc:
        out.put(("error", str(exc)))


class WorkerRun(QObject):
    """One function run in a fresh worker process, its news polled from the window's event loop:
    ``progress(share)``, then ``finished(kind, value)`` ("done", "error" or "stopped")."""

    progress = Signal(float)
    finished = Signal(str, object)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._process = None
        self._queue = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    def running(self) -> bool:
        return self._process is not None

    def start(self, target, payload) -> None:
        ctx = multiprocessing.get_context("spawn")  # a fresh interpreter: nothing of Qt's state is copied
        self._queue = ctx.Queue()
        self._process = ctx.Process(target=target, args=(payload, self._queue), daemon=True)
        self._process.start()
        self._timer.start()

    def stop(self) -> None:
        """Stop the worker at once (Cancel, closing the dialog)."""
        self._timer.stop()
        if self._process is not None:
            if self._process.is_alive():
                self._process.terminate()
            self._process.join(5)
        self._process = None
        self._queue = None

    def _poll(self) -> None:
        if self._queue is None:
            return
        while True:
            try:
                kind, value = self._queue.get_nowait()
            except queue_module.Empty:
                break
            if kind == "progress":
                self.progress.emit(value)
            else:
                self.stop()
                self.finished.emit(kind, value)
                return
        if self._process is not None and not self._process.is_alive() and self._queue.empty():
            self.stop()
            self.finished.emit("stopped", None)


class TargetInputs:
    """The organiser's targets as form rows, starting at the ruleset's values."""

    def __init__(self, form: QFormLayout, ruleset):
        defaults = Targets().with_defaults(ruleset)
        self.density_min = _share(defaults.density_min or 0.0)
        self.density_max = _share(defaults.density_max if defaults.density_max is not None else 1.0)
        density = QWidget()
        row = QHBoxLayout(density)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.density_min)
        row.addWidget(QLabel(QCoreApplication.translate("GenerateDialog", "to")))
        row.addWidget(self.density_max)
        form.addRow(QCoreApplication.translate("GenerateDialog", "Terrain density:"), density)
        density.setToolTip(QCoreApplication.translate(
            "GenerateDialog", "The share of the table, and of each half, that terrain covers."))
        self.exposure = _share(defaults.max_zone_exposure if defaults.max_zone_exposure is not None else 1.0)
        self.exposure.setToolTip(QCoreApplication.translate(
            "GenerateDialog", "The largest share of a deployment zone that models in the enemy zone may see."))
        form.addRow(QCoreApplication.translate("GenerateDialog", "Most of a zone the enemy may see:"), self.exposure)
        self.difference = _share(defaults.max_side_difference if defaults.max_side_difference is not None else 1.0)
        self.difference.setToolTip(QCoreApplication.translate(
            "GenerateDialog", "How much better one side's cover, hiding and objectives may be than the other's."))
        form.addRow(QCoreApplication.translate("GenerateDialog", "Largest difference between the sides:"),
                    self.difference)
        self.no_lanes = QCheckBox(QCoreApplication.translate("GenerateDialog",
                                                             "No clear firing lane from zone to zone"))
        form.addRow("", self.no_lanes)
        self.symmetry = QComboBox()
        for value, text in (("180", QCoreApplication.translate("GenerateDialog", "Turned 180° about the centre")),
                            ("mirror", QCoreApplication.translate("GenerateDialog", "Mirrored between the zones")),
                            ("none", QCoreApplication.translate("GenerateDialog", "None"))):
            self.symmetry.addItem(text, value)
        form.addRow(QCoreApplication.translate("GenerateDialog", "Symmetry:"), self.symmetry)

    def values(self) -> dict:
        return {"density_min": self.density_min.value() / 100,
                "density_max": max(self.density_min.value(), self.density_max.value()) / 100,
                "max_zone_exposure": self.exposure.value() / 100,
                "max_side_difference": self.difference.value() / 100,
                "firing_lanes": "none" if self.no_lanes.isChecked() else "allowed",
                "symmetry": self.symmetry.currentData()}


def targets_of(values: dict) -> Targets:
    return Targets(density_min=values["density_min"], density_max=values["density_max"],
                   max_zone_exposure=values["max_zone_exposure"], max_side_difference=values["max_side_difference"],
                   firing_lanes=values["firing_lanes"], symmetry=values["symmetry"])


def spin(low: int, high: int, value: int, tip: str = "") -> QSpinBox:
    """A whole-number box (layouts, seed, search steps)."""
    box = QSpinBox()
    box.setRange(low, high)
    box.setValue(value)
    box.setToolTip(tip)
    return box


def seed_tip() -> str:
    return QCoreApplication.translate("GenerateDialog", "The same seed with the same inputs gives the same layouts; "
                                      "another seed gives others.")


def steps_tip() -> str:
    return QCoreApplication.translate("GenerateDialog", "More steps find layouts nearer the targets but take longer.")


def _share(value: float) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setRange(0, 100)
    box.setDecimals(0)
    box.setSuffix(" %")
    box.setValue(round(100 * value))
    return box


class GenerateDialog(QDialog):
    """Generate layouts for a table (``qdoc``: the open table's document, whose pieces stay)."""

    def __init__(self, qdoc, ruleset, parent=None, open_table=None):
        super().__init__(parent)
        self.setObjectName("GenerateDialog")
        self.setWindowTitle(self.tr("Generate Table Layouts"))
        self.qdoc = qdoc
        self.ruleset = ruleset
        self.open_table = open_table
        self.results: list[dict] = []
        self.worker = WorkerRun(self)
        self.worker.progress.connect(lambda share: self.progress.setValue(round(100 * share)))
        self.worker.finished.connect(self._finished)

        form = QFormLayout()
        stock_row = QWidget()
        row = QHBoxLayout(stock_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.stock = QLineEdit()
        self.stock.setPlaceholderText(self.tr("pieces made from the ruleset's terrain kinds"))
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(self._browse)
        row.addWidget(self.stock, 1)
        row.addWidget(browse)
        form.addRow(self.tr("Terrain stock:"), stock_row)
        self.targets = TargetInputs(form, ruleset)
        self.no_lanes = self.targets.no_lanes
        self.count = spin(1, 12, 3)
        form.addRow(self.tr("Layouts:"), self.count)
        self.seed = spin(0, 1_000_000, 1, seed_tip())
        form.addRow(self.tr("Seed:"), self.seed)
        self.steps = spin(1, 10_000, 200, steps_tip())
        form.addRow(self.tr("Search steps:"), self.steps)

        self.generate_button = QPushButton(self.tr("&Generate"))
        self.generate_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.status = QLabel(self.tr("Pieces already on the table stay where they are."))
        self.status.setWordWrap(True)
        self.list = QListWidget()
        self.list.setViewMode(QListWidget.IconMode)
        self.list.setIconSize(QSize(160, 160))
        self.list.setResizeMode(QListWidget.Adjust)
        self.list.setMinimumHeight(210)
        self.list.currentRowChanged.connect(self._show)
        self.details = QTextBrowser()
        self.details.setMinimumHeight(110)
        self.open_button = QPushButton(self.tr("&Open as New Table"))
        self.open_button.clicked.connect(self.open_selected)
        self.place_button = QPushButton(self.tr("&Place on This Table"))
        self.place_button.clicked.connect(self.place_selected)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        for b in (self.open_button, self.place_button):
            b.setEnabled(False)

        run = QHBoxLayout()
        run.addWidget(self.generate_button)
        run.addWidget(self.cancel_button)
        run.addWidget(self.progress, 1)
        use = QHBoxLayout()
        use.addWidget(self.open_button)
        use.addWidget(self.place_button)
        use.addStretch(1)
        use.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(run)
        layout.addWidget(self.status)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.details)
        layout.addLayout(use)

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Terrain Stock"), "", self.tr("Terrain stock (*.json)"))
        if path:
            self.stock.setText(path)

    # -- running -------------------------------------------------------------------------
    def payload(self) -> dict:
        from model import i18n

        return {"table": files.dumps(self.qdoc.document), "stock": self.stock.text().strip() or None,
                "lang": i18n.language(), "count": self.count.value(), "seed": self.seed.value(),
                "steps": self.steps.value(), "targets": self.targets.values()}

    def running(self) -> bool:
        return self.worker.running()

    def start(self) -> None:
        if self.running():
            return
        self.worker.start(_work, self.payload())
        self.results = []
        self.list.clear()
        self.details.clear()
        self.progress.setValue(0)
        self.status.setText(self.tr("Generating on a worker process…"))
        self._busy(True)

    def _busy(self, busy: bool) -> None:
        self.generate_button.setEnabled(not busy)
        self.cancel_button.setEnabled(busy)
        for b in (self.open_button, self.place_button):
            b.setEnabled(False)

    def cancel(self) -> None:
        if not self.running():
            return
        self.worker.stop()
        self._busy(False)
        self.status.setText(self.tr("Cancelled."))

    def _finished(self, kind: str, value) -> None:
        self._busy(False)
        if kind == "done":
            self._show_results(value)
        else:
            self.status.setText(value if kind == "error" else self.tr("The worker stopped without a result."))

    def _show_results(self, results: list[dict]) -> None:
        from .event.thumbnails import thumbnail_of

        self.progress.setValue(100)
        self.results = results
        for r in results:
            r["doc"] = files.from_dict(json.loads(r["table"]))
            item = QListWidgetItem(QIcon(thumbnail_of(r["doc"], 160)),
                                   self.tr("%1 of %2 targets met").replace("%1", str(r["targets_met"]))
                                   .replace("%2", str(r["total"])))
            item.setToolTip("\n".join(r["lines"]))
            self.list.addItem(item)
        met = sum(1 for r in results if r["met"])
        self.status.setText(self.tr("%1 layouts, %2 meeting every target.").replace("%1", str(len(results)))
                            .replace("%2", str(met)) if results else self.tr("No legal layout found: try more "
                                                                             "steps or another seed."))
        if results:
            self.list.setCurrentRow(0)

    def _show(self, row: int) -> None:
        ok = 0 <= row < len(self.results)
        for b in (self.open_button, self.place_button):
            b.setEnabled(ok)
        self.details.setPlainText("\n".join(self.results[row]["lines"]) if ok else "")

    # -- using a layout --------------------------------------------------------------------
    def selected(self):
        row = self.list.currentRow()
        return self.results[row]["doc"] if 0 <= row < len(self.results) else None

    def open_selected(self) -> None:
        doc = self.selected()
        if doc is not None and self.open_table is not None:
            self.open_table(doc)

    def place_selected(self) -> None:
        """The selected layout's new pieces added to the open table: one undo step."""
        from .commands import AddObjects

        doc = self.selected()
        if doc is None:
            return
        new = [p for pid, p in doc.pieces.items() if pid not in self.qdoc.document.pieces]
        if new:
            self.qdoc.push(AddObjects(self.qdoc.document, "pieces", new, self.tr("Place Generated Layout")))

    def done(self, result: int) -> None:  # closing stops the worker
        self.worker.stop()
        super().done(result)
