"""Live validation: findings recomputed after edits (debounced, on a worker thread) and
the dock that lists them."""
from __future__ import annotations

import time
from importlib import import_module

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPen
from PySide6.QtWidgets import (QComboBox, QDockWidget, QHBoxLayout, QHeaderView, QLabel, QTreeWidget, QTreeWidgetItem,
                               QVBoxLayout, QWidget)

from typing import TYPE_CHECKING, Callable

from .icons import drawn_icon
from .plaintext import plain

if TYPE_CHECKING:
    from .background import Task
    from validators import Finding, Severity

# The validators are imported when a document is first read or checked (load_checks), not with
# the window: the window paints sooner. What the dock shows before that is named here.

#: what a finding rests on: the values of validators.findings (a test keeps them the same)
RULEBOOK, SETTING, FORMAT, CATALOGUE = "rulebook", "setting", "format", "catalogue"
BASES = (RULEBOOK, SETTING, FORMAT, CATALOGUE)
#: each severity's colour, by its value ("error"): ``SEVERITY_COLORS`` is the same keyed by Severity
_COLORS = {"error": "#c0392b", "warning": "#d68910", "info": "#2e86c1"}


def load_checks() -> None:
    """Make sure a document read from now on gets the validators' checks of its ``settings`` section
    (``model.files.SETTINGS_CHECKS``): call before reading a document. The validators register
    those checks when imported; until a file with settings is read, a stand-in imports them then,
    so that opening a file without settings (the examples, most tables) does not wait for them."""
    import sys

    if "validators" in sys.modules:
        return
    from model import files

    if _settings_checked_first_time not in files.SETTINGS_CHECKS:
        files.SETTINGS_CHECKS.append(_settings_checked_first_time)


def _settings_checked_first_time(settings: dict, path=None) -> None:
    """The stand-in of :func:`load_checks`: imports the validators, which register their checks of
    a document's settings, runs those, and leaves ``SETTINGS_CHECKS`` to them."""
    from model import files

    files.SETTINGS_CHECKS.remove(_settings_checked_first_time)
    before = list(files.SETTINGS_CHECKS)
    import_module("validators")  # registers its checks

    for check in [c for c in files.SETTINGS_CHECKS if c not in before]:
        check(settings, path)


def __getattr__(name: str):
    if name == "SEVERITY_COLORS":  # Severity -> colour, made when first asked for
        from validators import Severity

        colors = globals()["SEVERITY_COLORS"] = {s: _COLORS[s.value] for s in Severity}
        return colors
    if name == "validate":  # the check the live validator runs, imported when first asked for
        from validators import validate

        globals()["validate"] = validate
        return validate
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# the rule modules whose checks take long (the sight engine's): on a table they run after the others, whose
# findings (the geometry: overlaps, spacing, zones) are shown as soon as they are in
SLOW_MODULES = ("validators.sight_rules",)


def _phases(doc) -> tuple[list[str], set[str]]:
    """The rule ids for ``doc``'s kind in their order, and those of :data:`SLOW_MODULES`."""
    from validators.registry import load_rules, rules_for

    load_rules(doc.KIND)
    rules = rules_for(doc.KIND)
    return [r.id for r in rules], {r.id for r in rules if r.check.__module__ in SLOW_MODULES}


def _in_rule_order(order: list[str], findings) -> list:
    """``findings`` as one check of every rule lists them: by rule in ``order``, then by severity."""
    from validators.findings import sort_findings

    rank = {rule: k for k, rule in enumerate(order)}
    return sort_findings(sorted(findings, key=lambda f: rank.get(f.rule, len(rank))))


class _AfterPaint(QObject):
    """Calls ``then`` once ``widget`` has been painted (a filter on it, removed at its first paint)."""

    def __init__(self, widget: QWidget, then: Callable[[], None]):
        super().__init__(widget)
        self.then = then
        widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Paint:
            watched.removeEventFilter(self)
            self.then()
        return False


class LiveValidator(QObject):
    """Re-validates a :class:`~editor.qtdocument.QtDocument` a moment after each change.

    Work runs on a snapshot in a worker thread, one check at a time: a change made while
    a check runs is checked again when it ends, and a result older than the newest
    change is dropped. ``findingsChanged`` carries the newest list.

    Checks run on the application's workers (:mod:`editor.background`), which report only
    to an object that outlives them and only while this validator is alive; :meth:`stop`
    cancels and waits for the running check.
    """

    findingsChanged = Signal(list)
    failed = Signal(str)
    runningChanged = Signal(bool)  # a check started (True) / the newest result is in (False)

    DELAY_MS = 50  # a burst of edits (typing) is checked once; a drop is checked at once
    #: after a lone edit (a drop), the quick rules run here, on the interface thread, when they took less
    #: than this the last time (their findings are then back at once); the slow ones stay on a worker
    QUICK_HERE_S = 0.05

    def __init__(self, qdoc, settings: dict | None = None, parent: QObject | None = None, **kwargs):
        super().__init__(parent)
        self.qdoc = qdoc
        self.settings = settings
        self.kwargs = kwargs
        self.findings: list[Finding] = []
        #: Findings the tab adds to its document's own (an event: those of the files its last check read),
        #: so that the panel lists what the tab counts.
        self.extra: Callable[[], list[Finding]] = lambda: []
        self._own: list[Finding] = []
        self._generation = 0
        self._job: Task | None = None
        self._again = False
        self._stopped = False
        self._timer = QTimer(self, singleShot=True, interval=self.DELAY_MS)
        self._timer.timeout.connect(self.run_now)
        self._last_change = 0.0  # when the last change came (time.monotonic)
        self._quick_seconds: float | None = None  # how long the quick rules took the last time
        qdoc.changed.connect(self._changed)
        stack = getattr(qdoc, "undo_stack", None)
        if stack is not None:  # an undo step is complete: a lone edit's check starts now, not after the repaint
            stack.indexChanged.connect(self._step_done)

    def _step_done(self, _index: int) -> None:
        if self._timer.isActive() and self._timer.interval() == 0:
            self.run_now(here=True)

    def _changed(self, _change) -> None:
        self.schedule()

    def schedule(self) -> None:
        """Check again: at once after a lone edit (a drop, a command), once at the end of a burst
        (typing: the edits come within :data:`DELAY_MS` of each other)."""
        if self._stopped:
            return
        self._generation += 1
        now = time.monotonic()
        burst = now - self._last_change < self.DELAY_MS / 1000
        self._last_change = now
        self._timer.start(self.DELAY_MS if burst or self._timer.isActive() else 0)

    #: the first check of a tab on screen waits for its first paint, or this long when no paint comes
    FIRST_PAINT_WAIT_MS = 3000

    def start_soon(self, shown: QWidget | None = None) -> None:
        """The first check of a document just opened, said at once: once ``shown`` (its tab, on
        screen) has painted, else a moment from now. The check's imports and work hold the
        interpreter, so on a busy machine a check started on a timer could hold up the tab's first
        paint, the moment from which the user can edit; the findings come when it is done."""
        if self._stopped:
            return
        self.runningChanged.emit(True)
        if shown is None or not shown.isVisible():
            self._timer.start(self.DELAY_MS)
            return
        self._timer.start(self.FIRST_PAINT_WAIT_MS)
        self._first_paint = _AfterPaint(shown, self._painted)

    def _painted(self) -> None:
        if self._timer.isActive() and not self._stopped:
            self._timer.start(0)  # on the next turn of the event loop, once the window's paint is done

    def busy(self) -> bool:
        """True while a check runs or waits to run."""
        return self._timer.isActive() or self._job is not None

    def run_now(self, here: bool = False) -> None:
        """Check the document as it is now on a worker; ``here``: the quick rules on this thread when
        they are quick (see :data:`QUICK_HERE_S`)."""
        self._timer.stop()
        if self._stopped:
            return
        if self._job is not None:  # one at a time: check again when this one ends
            self._again = True
            return
        generation, snapshot = self._generation, self.qdoc.document.snapshot()
        path, settings, kwargs = str(self.qdoc.path) if self.qdoc.path else None, self.settings, self.kwargs
        self.runningChanged.emit(True)
        validate = globals().get("validate") or __getattr__("validate")
        from .background import submit

        def quick_rules(order, slow) -> list:
            t0 = time.perf_counter()
            out = validate(snapshot, path=path, settings=settings, only=[r for r in order if r not in slow], **kwargs)
            self._quick_seconds = time.perf_counter() - t0
            return out

        done_here = None
        if here and self._quick_seconds is not None and self._quick_seconds < self.QUICK_HERE_S \
                and kwargs.get("only") is None:
            order, slow = _phases(snapshot)
            if slow:
                try:
                    done_here = quick_rules(order, slow)
                except Exception:  # noqa: BLE001 - the worker runs them again and reports what went wrong
                    done_here = None
                else:
                    self._quick_done(generation, done_here, slow, order)

        def check(task):
            order, slow = _phases(snapshot)
            if not slow or kwargs.get("only") is not None:
                return validate(snapshot, path=path, settings=settings, **kwargs)
            # the quick rules first, shown at once; the slow ones (sight: lanes, exposure) after them
            quick = done_here
            if quick is None:
                quick = quick_rules(order, slow)
                task.post(self._quick_done, generation, quick, slow, order)
            rest = validate(snapshot, path=path, settings=settings, only=sorted(slow), **kwargs)
            return _in_rule_order(order, quick + rest)

        self._job = submit(check, owner=self, done=lambda findings: self._done(generation, findings),
                           failed=lambda exc: self._done(generation, exc))

    def _quick_done(self, generation: int, quick, slow: set, order: list) -> None:
        """The quick rules' findings of the newest change, with the slow rules' last findings until theirs come."""
        if generation != self._generation or self._stopped:
            return
        self.findings = _in_rule_order(order, quick + [f for f in self.findings if f.rule in slow])
        self.findingsChanged.emit(self.findings)

    def _done(self, generation: int, findings) -> None:
        self._job = None
        if self._again:
            self._again = False
            self.run_now()
        if generation != self._generation or self._stopped:
            return
        if self._job is None:
            self.runningChanged.emit(False)
        if isinstance(findings, Exception):
            self.failed.emit(str(findings))
            return
        self._own = list(findings)
        self.refresh_extra()

    def refresh_extra(self) -> None:
        """The document's findings with the tab's extra ones, again (the extra ones changed)."""
        self.findings = self._own + list(self.extra())
        self.findingsChanged.emit(self.findings)

    def wait(self, msecs: int = 10000) -> None:
        """Block until the running check ends (its result arrives with the next events); a check
        waiting to start starts now."""
        if self._timer.isActive() and not self._stopped:
            self.run_now()
        job = self._job
        if job is not None:
            job.wait(msecs / 1000.0)

    def stop(self) -> None:
        """No more checks (the document is closing); waits for a running one to end."""
        if self._stopped:
            return
        self._stopped = True
        self._timer.stop()
        try:
            self.qdoc.changed.disconnect(self._changed)
        except (RuntimeError, TypeError):
            pass
        job, self._job = self._job, None
        if job is not None:
            job.cancel()  # its result is never reported
            job.wait()


def _same(a: list, b: list) -> bool:
    """Whether two lists of findings say the same (the validator makes new, equal ones for an unchanged
    document); a finding whose data cannot be compared counts as different."""
    if len(a) != len(b):
        return False
    try:
        return a == b
    except (TypeError, ValueError):  # data holding arrays: compared element by element, ambiguously
        return False


BASIS_COLORS = {RULEBOOK: "#7b241c", SETTING: "#1f618d", FORMAT: "#616a6b", CATALOGUE: "#7d6608"}


def basis_label(basis: str) -> str:
    """What a finding rests on, for people."""
    return {RULEBOOK: QCoreApplication.translate("ValidationDock", "Rulebook"),
            SETTING: QCoreApplication.translate("ValidationDock", "Organiser setting"),
            FORMAT: QCoreApplication.translate("ValidationDock", "File format"),
            CATALOGUE: QCoreApplication.translate("ValidationDock", "Catalogue data")}.get(basis, basis)


def basis_tip(basis: str) -> str:
    return {RULEBOOK: QCoreApplication.translate("ValidationDock", "Illegal under the game's rules"),
            SETTING: QCoreApplication.translate(
                "ValidationDock", "An organiser's choice no rulebook gives (advice unless the event's settings "
                                  "raise it)"),
            FORMAT: QCoreApplication.translate("ValidationDock", "The file does not say what the format needs"),
            CATALOGUE: QCoreApplication.translate("ValidationDock", "A limit of the catalogue's own data (an imported "
                                                                    "catalogue, cited with its revision), not of the "
                                                                    "rulebook")}.get(basis, basis)


_BASIS_ICONS: dict[str, QIcon] = {}


def basis_icon(basis: str) -> QIcon:
    """A book (rulebook), a slider (organiser setting) or a page (file format), painted."""
    if basis in _BASIS_ICONS:
        return _BASIS_ICONS[basis]
    colour = QColor(BASIS_COLORS.get(basis, "#000000"))

    def draw(p: QPainter, _ink) -> None:
        p.setPen(QPen(colour, 1.4))
        if basis == RULEBOOK:
            p.setBrush(colour.lighter(170))
            p.drawRoundedRect(QRectF(3, 2, 10, 12), 1.5, 1.5)
            p.drawLine(QPointF(5.5, 2), QPointF(5.5, 14))
        elif basis == SETTING:
            p.drawLine(QPointF(2, 8), QPointF(14, 8))
            p.setBrush(colour)
            p.drawEllipse(QPointF(10, 8), 2.8, 2.8)
        else:
            p.setBrush(QColor("#ffffff"))
            p.drawPolygon([QPointF(4, 2), QPointF(10, 2), QPointF(13, 5), QPointF(13, 14), QPointF(4, 14)])
            p.drawLine(QPointF(10, 2), QPointF(10, 5))
            p.drawLine(QPointF(10, 5), QPointF(13, 5))

    _BASIS_ICONS[basis] = drawn_icon(draw, 16, 16)
    return _BASIS_ICONS[basis]


def counts(findings: list[Finding]) -> dict[Severity, int]:
    from validators import Severity

    out = {s: 0 for s in Severity}
    for f in findings:
        out[f.severity] += 1
    return out


def badge_text(findings: list[Finding]) -> str:
    by_severity: dict = {}
    for f in findings:  # counted per severity object first: tens of thousands on a table piled with terrain
        by_severity[f.severity] = by_severity.get(f.severity, 0) + 1
    n_errors = sum(n for s, n in by_severity.items() if s.value == "error")
    n_warnings = sum(n for s, n in by_severity.items() if s.value == "warning")
    # lupdate takes no plural from QCoreApplication.translate(..., n): one string per form
    errors = (QCoreApplication.translate("ValidationDock", "1 error") if n_errors == 1 else
              QCoreApplication.translate("ValidationDock", "%1 errors").replace("%1", str(n_errors)))
    warnings = (QCoreApplication.translate("ValidationDock", "1 warning") if n_warnings == 1 else
                QCoreApplication.translate("ValidationDock", "%1 warnings").replace("%1", str(n_warnings)))
    return f"{errors}, {warnings}"


class ValidationDock(QDockWidget):
    """Findings by severity: rule id, message and reference; activating one asks the editor
    to select and zoom to it (``findingActivated``)."""

    findingActivated = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(self.tr("Validation"), parent)
        self.setObjectName("ValidationDock")
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(2, 2, 2, 2)
        self.summary = plain(QLabel(self.tr("No document"), body))  # may quote a check's failure
        self.basis_filter = QComboBox(body)
        self.basis_filter.setObjectName("basisFilter")
        self.basis_filter.addItem(self.tr("All findings"), None)
        for basis in BASES:
            self.basis_filter.addItem(basis_icon(basis), basis_label(basis), basis)
        self.basis_filter.setToolTip(self.tr("Show only the findings that rest on the rulebook, on an organiser "
                                             "setting, on the file format or on the catalogue's data"))
        self.basis_filter.currentIndexChanged.connect(self._apply_filter)
        self.tree = QTreeWidget(body)
        self.tree.setHeaderLabels([self.tr("Severity"), self.tr("Basis"), self.tr("Rule"), self.tr("Message"),
                                   self.tr("Reference")])
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        self.tree.setWordWrap(True)
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.Stretch)
        header.setSectionResizeMode(4, QHeaderView.Interactive)
        header.setStretchLastSection(False)
        top = QHBoxLayout()
        top.addWidget(self.summary, 1)
        top.addWidget(self.basis_filter)
        layout.addLayout(top)
        layout.addWidget(self.tree)
        self.setWidget(body)
        self.tree.currentItemChanged.connect(self._current_changed)
        self.tree.itemActivated.connect(lambda item, _col: self._emit(item))
        self._findings: list[Finding] = []
        self._document = False
        self._checking = False

    def set_findings(self, findings: list[Finding], document: bool = True) -> None:
        findings = list(findings)
        # the same answer again (a tab shown again, a check's second half finding nothing new): the rows stand
        if not findings or not _same(findings, self._findings):
            self._fill(findings)
        self._document = document
        self._show_summary()

    def _fill(self, findings: list[Finding]) -> None:
        """One row per finding, made in one pass: a table piled with terrain can have tens of thousands,
        and what a row shows depends only on its severity and basis besides its own words."""
        self._findings = findings
        looks: dict = {}
        if findings:
            from validators.findings import severity_word

        def look(f):
            key = (f.severity, f.basis)
            hit = looks.get(key)
            if hit is None:
                hit = looks[key] = (severity_word(f.severity), basis_label(f.basis),
                                    QBrush(QColor(_COLORS[f.severity.value])), basis_icon(f.basis), basis_tip(f.basis))
            return hit

        rows = []
        for f in findings:
            word, label, brush, icon, tip = look(f)
            item = QTreeWidgetItem([word, label, f.rule, f.message, f.reference])
            item.setData(0, Qt.UserRole, f)
            item.setForeground(0, brush)
            item.setIcon(1, icon)
            item.setToolTip(1, tip)
            item.setToolTip(3, f.message + (f"\n{f.setting}" if f.setting else ""))
            item.setToolTip(4, f.reference)
            rows.append(item)
        self.tree.blockSignals(True)
        self.tree.setUpdatesEnabled(False)
        try:
            self.tree.clear()
            self.tree.addTopLevelItems(rows)
            if self.basis_filter.currentData() is not None:  # new rows are shown: hide only when filtering
                self._apply_filter()
        finally:
            self.tree.setUpdatesEnabled(True)
            self.tree.blockSignals(False)

    def set_checking(self, on: bool) -> None:
        """Say that a check is running, so an old (or empty) list is not taken for the answer; and
        stop saying it when the check has ended, whatever it found."""
        self._checking = on
        self._show_summary()

    def _show_summary(self) -> None:
        """The line above the findings, from what the panel knows now (never a leftover)."""
        if not self._document:
            self.summary.setText(self.tr("No document open"))
        elif self._checking:
            self.summary.setText(badge_text(self._findings) + self.tr(" (checking…)") if self._findings
                                 else self.tr("Checking the document") + "…")
        elif self._findings:
            self.summary.setText(badge_text(self._findings))
        else:
            self.summary.setText(self.tr("No findings: the document is legal"))

    def findings(self) -> list[Finding]:
        return list(self._findings)

    def _apply_filter(self, *_args) -> None:
        """Hide the findings whose basis is not the one chosen in the filter."""
        wanted = self.basis_filter.currentData()
        tree = self.tree
        for i, f in enumerate(self._findings):
            tree.topLevelItem(i).setHidden(wanted is not None and f.basis != wanted)

    def item_for(self, rule_id: str) -> QTreeWidgetItem | None:
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item.data(0, Qt.UserRole).rule == rule_id:
                return item
        return None

    def _current_changed(self, current, _previous) -> None:
        if current is not None:
            self._emit(current)

    def _emit(self, item: QTreeWidgetItem) -> None:
        self.findingActivated.emit(item.data(0, Qt.UserRole))
