"""The Event tab: an event's rounds and tables, terrain stock, players and lists, checked and printed.

The tab hosts a header (``header.py``: what the event is, Check Event, Make Event Pack) and five
pages, one widget each:

- **Rounds and tables** (``rounds_page.py``): a grid of thumbnails, one row per round and one
  column per table number, with who plays on each table;
- **Terrain stock** (``stock_page.py``): the club's inventory, each round's use of it and what a
  round is short of;
- **Players and lists** (``players_page.py``): the registered players and every army list of the
  event with its player, points and last check;
- **Rules and timing** (``rules_page.py``): the points limit, a game's length, each round's day and
  start, the scoring and the tie-breaks, as the pack's rules page prints them;
- **Report** (``report_page.py``): the last Check Event, grouped by round, table and player.

The tab keeps what the pages share: the event's files read once for every page, the running
check and its report, and the way a file is named from the event's folder. Every change is one
undo command that calls a model method.
"""
from __future__ import annotations

import os
import threading
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QTabWidget, QWidget

from model.errors import DocumentError
from model.event import EventDocument, relative, resolve
from model.ruleset import load_ruleset
from validators.event_rules import event_plans

from ..background import Task, submit
from ..base import DocumentEditor
from ..commands import SetField
from ..layout import scrolling_body
from ..qtdocument import QtDocument
from .header import EventHeader
from .players_page import PlayersPage
from .report_page import ReportPage
from .rounds_page import RoundsPage
from .rules_page import RulesPage
from .stock_page import StockPage

#: the pages' widgets the tab names as its own (menus, the window and the tests reach them here)
_WIDGETS = {
    "header": ("name_edit", "venue_edit", "dates_edit", "ruleset_label", "tolerance", "distinct", "check_button",
               "pack_button", "progress", "cancel_button", "check_status"),
    "rounds_page": ("grid", "add_round_button", "remove_round_button", "set_table_button", "clear_table_button",
                    "seat_a", "seat_b", "seat_button", "generate_tables_button"),
    "stock_page": ("stock", "shortages", "add_item_button", "remove_item_button"),
    "players_page": ("players", "new_player", "add_player_button", "remove_player_button", "lists", "folder_label",
                     "folder_button", "add_list_button"),
    "report_page": ("report_tree", "report_summary"),
}
#: what the pages do, asked of the tab (menus, the Validation panel and the tests ask it here)
_ACTIONS = {
    "rounds_page": ("round_ids", "set_table", "choose_table", "clear_table", "open_table", "add_round",
                    "remove_round", "seat_players", "generate_tables"),
    "stock_page": ("add_stock_item", "remove_stock_item"),
    "players_page": ("add_player", "remove_player", "list_rows", "link_list", "choose_list_folder",
                     "set_list_folder", "choose_list", "add_list"),
}


class EventEditor(DocumentEditor):
    """An event: rounds and tables, terrain stock, players and lists; Check Event and Make Event Pack."""

    def __init__(self, qdoc: QtDocument, parent: QWidget | None = None, **kwargs):
        super().__init__(qdoc, parent, **kwargs)
        self.main = parent
        self.report = None
        self._job: Task | None = None
        self._stop_early = threading.Event()
        self._plans = []
        self._tables: dict = {}  # table file as the rounds name it -> its document (None: unreadable)
        try:
            self.ruleset = load_ruleset(self.document.ruleset)
        except DocumentError:
            self.ruleset = None
        layout = scrolling_body(self)  # scrolls on a small screen
        self.header = EventHeader(self)
        layout.addWidget(self.header)
        self.pages = QTabWidget(self)
        self.pages.setObjectName("EventPages")
        self.rounds_page = RoundsPage(self)
        self.stock_page = StockPage(self)
        self.players_page = PlayersPage(self)
        self.rules_page = RulesPage(self)
        self.report_page = ReportPage(self)
        for page, title in ((self.rounds_page, self.tr("Rounds and tables")), (self.stock_page, self.tr("Terrain stock")),
                            (self.players_page, self.tr("Players and lists")),
                            (self.rules_page, self.tr("Rules and timing")), (self.report_page, self.tr("Report"))):
            self.pages.addTab(page, title)
        for part, names in _WIDGETS.items():
            for name in names:
                setattr(self, name, getattr(getattr(self, part), name))
        for part, names in _ACTIONS.items():
            for name in names:
                setattr(self, name, getattr(getattr(self, part), name))
        layout.addWidget(self.pages, 1)
        qdoc.changed.connect(lambda _change: self.refresh())
        self.validator.findingsChanged.connect(lambda _f: self.players_page._fill_lists())
        self.validator.extra = self.checked_file_findings
        self.refresh()

    @property
    def document(self) -> EventDocument:
        return self.qdoc.document

    def event_path(self) -> str | None:
        return str(self.qdoc.path) if self.qdoc.path else None

    def resolve(self, ref: str) -> str:
        return resolve(ref, self.event_path())

    def reference(self, path: str) -> str:
        """How the event names a file: relative to its own file once saved, the full path until then."""
        path = os.path.abspath(path)
        if self.qdoc.path is None:
            return path
        try:
            return Path(os.path.relpath(path, self.qdoc.path.resolve().parent)).as_posix()
        except ValueError:
            return path

    def _push_later(self, command) -> None:
        """Push an edit made in a table cell once the cell has finished committing: the views are
        rebuilt from the model after the push, and the cell must not be deleted under its own signal."""
        QTimer.singleShot(0, lambda: self.qdoc.push(command))

    def _push_field(self, name: str, value, text: str, merge: bool = False) -> None:
        if getattr(self.document, name) != value:
            self.qdoc.push(SetField(self.document, name, value, text, merge=merge))

    def _unit(self) -> tuple[str, float]:
        """The ruleset's unit and millimetres per unit."""
        from model.units import to_mm

        if self.ruleset is None:
            return "mm", 1.0
        return self.ruleset.unit.label, to_mm(1.0, self.ruleset.unit, self.ruleset.ud_mm)

    # -- check ---------------------------------------------------------------------------------------
    def check_event(self) -> None:
        """Check the event and everything it names on a worker thread (progress below the button)."""
        if self._job is not None:
            return
        from validators.event_check import check_event

        snapshot, path = self.document.snapshot(), self.event_path()
        stop_early = self._stop_early = threading.Event()

        def work(task):
            return check_event(path, doc=snapshot, jobs=1,
                               progress=lambda n, total: task.post(self._check_progress, n, total),
                               cancelled=lambda: task.cancelled or stop_early.is_set())

        self._job = submit(work, owner=self, done=self._check_done, failed=self._check_done)
        self.check_button.setEnabled(False)
        self.progress.setVisible(True)
        self.progress.setRange(0, 0)
        self.cancel_button.setVisible(True)
        self.check_status.setText(self.tr("Checking…"))

    def cancel_check(self) -> None:
        if self._job is not None:
            self._stop_early.set()  # the check stops early and reports what it found, marked cancelled

    def checking(self) -> bool:
        return self._job is not None

    def _check_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _check_done(self, result) -> None:
        self._job = None
        self.check_button.setEnabled(True)
        self.progress.setVisible(False)
        self.cancel_button.setVisible(False)
        if isinstance(result, Exception):
            self.check_status.setText(self.tr("The check could not run: %s") % result)
            return
        self.show_report(result)

    def checked_file_findings(self) -> list:
        """The findings of the files the last Check Event read (tables, army lists), each message led by
        the file it is about: the Validation panel lists them with the event's own, as the tab counts them."""
        from dataclasses import replace

        r = self.report
        if r is None:
            return []
        out = []
        for path, member in r.members.items():
            name = relative(path, r.path) if r.path else path
            out += [replace(f, message=f"{name}: {f.message}", file=path,
                            data=dict(f.data or {}) | {"event_file": name}) for f in member.findings or ()]
        return out

    def show_report(self, result) -> None:
        """A finished check in the header, the grid, the lists and the Report page."""
        self.report = result
        self.validator.refresh_extra()
        errors, warnings, unreadable = result.counts()
        self.check_status.setText(
            self.tr("Checked: %(errors)d errors, %(warnings)d warnings") % {"errors": errors, "warnings": warnings}
            + (self.tr(" (cancelled)") if result.cancelled else ""))
        self.rounds_page.fill()
        self.players_page._fill_lists()
        self.report_page.fill()

    def stop(self) -> None:
        job, self._job = self._job, None
        if job is not None:
            job.cancel()
            job.wait()
        super().stop()

    # -- pack ------------------------------------------------------------------------------------------
    def make_pack(self, path: str | None = None):
        """Make Event Pack: who it is for and what goes in it, then the PDF (asks where when ``path`` is
        not given)."""
        from .pack_dialog import choose_pack

        return choose_pack(self, path)

    def check_for_print(self):
        """File > Export and Print: the event checked with every file it names (progress and Cancel),
        for its pack; None when cancelled."""
        from .pack_dialog import check_with_progress

        report = check_with_progress(self)
        if report is not None:
            self.show_report(report)
        return report

    # -- whole refresh ------------------------------------------------------------------------------------
    def _read_tables(self) -> None:
        """The table files the rounds name, and the stock matched to them, read on a worker while
        the window goes on answering (a slow folder shows a Cancel; then they show as unread)."""
        from ..catalogue_read import read_while_responsive
        from .thumbnails import event_table

        doc, path = self.document.snapshot(), self.event_path()

        def read():
            tables = {ref: event_table(ref, path) for ref in doc.table_files()}
            try:
                plans = event_plans(doc, path)
            except Exception:  # the check reports what is wrong; the view still shows the event
                plans = []
            return tables, plans

        got = read_while_responsive(self, read, self.tr("Reading the event's tables…"), self.tr("Cancel"))
        if got is not None and got[1] is None:
            self._tables, self._plans = got[0]
        else:
            self._tables, self._plans = {}, []

    def refresh(self) -> None:
        self._read_tables()
        for part in (self.header, self.rounds_page, self.stock_page, self.players_page):
            part.fill()

    def show_finding(self, finding) -> None:
        """A finding of the event: its round's row (and table) in the grid, its list, or its stock."""
        data = finding.data or {}
        if "event_file" in data:  # a finding of a table or a list the check read: the report names it
            self.pages.setCurrentIndex(3)
            return
        if finding.rule == "event.terrain-stock":
            self.pages.setCurrentIndex(1)
            return
        if "round" in data and data["round"] in self.document.rounds:
            self.pages.setCurrentIndex(0)
            self.grid.setCurrentCell(self.round_ids().index(data["round"]), max(0, int(data.get("table", 1)) - 1))
            return
        if finding.rule.startswith("event.list") or "player" in data:
            self.pages.setCurrentIndex(2)

    def before_save(self, target) -> None:
        """Name the files from the folder the event is saved in (not an edit: no undo step)."""
        from model.event import rebased

        old = self.event_path()
        doc = self.document
        moved = rebased(doc, old, target)
        for rid, rnd in moved.rounds.items():
            if rnd != doc.rounds[rid]:
                doc.replace("rounds", rnd)
        if moved.list_folder != doc.list_folder:
            doc.set_field("list_folder", moved.list_folder)
        for i, (old_link, new_link) in enumerate(zip(list(doc.lists.values()), list(moved.lists.values()))):
            if old_link != new_link:
                doc.remove("lists", old_link.id)
                doc.add("lists", new_link, i)
