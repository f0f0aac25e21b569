"""The Event tab: an event's rounds and tables, terrain stock, players and lists, checked and printed.

Pages:

- **Rounds and tables**: a grid, one row per round and one column per table number, each cell
  a thumbnail of the table document laid out there with who plays on it. Drop a table file
  on a cell to lay it out there (or Set Table…), Delete clears it, a double-click opens the
  table in its own tab.
- **Terrain stock**: the club's inventory as an editable table, with how many of each item
  every round uses; the items a short round lacks are highlighted and each shortage is listed
  with the tables concerned and a swap the organiser could make.
- **Players and lists**: the registered players, and every army list of the event with the
  player it is linked to, its points and what the last check found.
- **Rules and timing** (``rules_page.py``): the points limit, a game's length, each round's day and
  start, the scoring and the tie-breaks, as the pack's rules page prints them.
- **Report**: the last Check Event, grouped by round, table and player.

Every change is one undo command that calls a model method.
"""
from __future__ import annotations

import os
import threading
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QIcon
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QComboBox, QDoubleSpinBox, QFileDialog, QFormLayout,
                               QHBoxLayout, QHeaderView, QLabel, QLineEdit, QProgressBar, QPushButton, QTableWidget,
                               QTableWidgetItem, QTabWidget, QVBoxLayout, QWidget)

from model import files
from model.errors import DocumentError
from model.event import (EventDocument, EventPlayer, ListLink, Round, TableSlot, inside,
                         outside_problem, relative, resolve)
from model.ruleset import load_ruleset
from validators import Severity
from validators.event_rules import event_lists, event_plans, round_label

from ..background import Task, submit
from ..base import DocumentEditor
from ..commands import AddObjects, RemoveObjects, ReplaceObjects, SetField
from ..layout import scrolling_body
from ..plaintext import plain
from ..qtdocument import QtDocument
from ..validation import SEVERITY_COLORS
from .pages import OK_GREEN, RED, ReportPage, StockPage
from .rules_page import RulesPage
from .thumbnails import placeholder, thumbnail_of

THUMB = 88


class RoundsGrid(QTableWidget):
    """Rounds by table numbers; file drops lay a table document out on a cell."""

    fileDropped = Signal(int, int, str)  # row, column, path
    clearRequested = Signal()  # Delete or Backspace on a cell

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setAcceptDrops(True)
        self.viewport().setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DropOnly)
        self.setIconSize(QSize(THUMB, THUMB))
        self.setSelectionMode(QAbstractItemView.SingleSelection)
        self.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.setWordWrap(True)
        self.verticalHeader().setDefaultSectionSize(THUMB + 12)
        self.horizontalHeader().setDefaultSectionSize(THUMB + 150)
        # the tables share the grid's width (five fit the default window); many more scroll sideways
        self.horizontalHeader().setMinimumSectionSize(THUMB + 80)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key_Delete, Qt.Key_Backspace):
            self.clearRequested.emit()
            event.accept()
            return
        super().keyPressEvent(event)

    def _local_file(self, event) -> str | None:
        urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
        return next((u.toLocalFile() for u in urls if u.isLocalFile()), None)

    def dragEnterEvent(self, event) -> None:
        if self._local_file(event):
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dragMoveEvent(self, event) -> None:
        index = self.indexAt(event.position().toPoint())
        if self._local_file(event) and index.isValid():
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event) -> None:
        path = self._local_file(event)
        index = self.indexAt(event.position().toPoint())
        if path and index.isValid():
            event.acceptProposedAction()
            self.fileDropped.emit(index.row(), index.column(), path)
        else:
            event.ignore()


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
        layout.addLayout(self._build_header())
        self.pages = QTabWidget(self)
        self.pages.setObjectName("EventPages")
        self.pages.addTab(self._build_rounds(), self.tr("Rounds and tables"))
        self.stock_page = StockPage(self)
        self.stock, self.shortages = self.stock_page.stock, self.stock_page.shortages
        self.add_item_button = self.stock_page.add_item_button
        self.remove_item_button = self.stock_page.remove_item_button
        self.pages.addTab(self.stock_page, self.tr("Terrain stock"))
        self.pages.addTab(self._build_players(), self.tr("Players and lists"))
        self.rules_page = RulesPage(self)
        self.pages.addTab(self.rules_page, self.tr("Rules and timing"))
        self.report_page = ReportPage(self)
        self.report_tree, self.report_summary = self.report_page.report_tree, self.report_page.report_summary
        self.pages.addTab(self.report_page, self.tr("Report"))
        layout.addWidget(self.pages, 1)
        qdoc.changed.connect(lambda _change: self.refresh())
        self.validator.findingsChanged.connect(lambda _f: self._fill_lists())
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

    # -- header --------------------------------------------------------------------------------
    def _build_header(self) -> QHBoxLayout:
        row = QHBoxLayout()
        form = QFormLayout()
        self.name_edit = QLineEdit(self)
        self.name_edit.editingFinished.connect(lambda: self._set_text("name", self.name_edit, self.tr("Rename Event")))
        self.venue_edit = QLineEdit(self)
        self.venue_edit.editingFinished.connect(lambda: self._set_text("venue", self.venue_edit,
                                                                       self.tr("Change Venue")))
        self.dates_edit = QLineEdit(self)
        self.dates_edit.setPlaceholderText(self.tr("YYYY-MM-DD or YYYY-MM-DD to YYYY-MM-DD"))
        self.dates_edit.editingFinished.connect(self._set_dates)
        form.addRow(self.tr("Event"), self.name_edit)
        form.addRow(self.tr("Dates"), self.dates_edit)
        form.addRow(self.tr("Venue"), self.venue_edit)
        row.addLayout(form, 2)
        options = QFormLayout()
        self.ruleset_label = plain(QLabel(self))
        self.tolerance = QDoubleSpinBox(self)
        self.tolerance.setDecimals(1)
        self.tolerance.setRange(0, 100)
        self.tolerance.setKeyboardTracking(False)
        self.tolerance.setToolTip(self.tr("How much each side of a stock item may differ from a table's piece "
                                          "for the item to stand in for it"))
        self.tolerance.valueChanged.connect(self._set_tolerance)
        self.distinct = QCheckBox(self.tr("A pairing never replays a layout"), self)
        self.distinct.toggled.connect(lambda on: self._push_field("distinct_layouts", on,
                                                                  self.tr("Change Layout Rule")))
        options.addRow(self.tr("Ruleset"), self.ruleset_label)
        options.addRow(self.tr("Size tolerance ±"), self.tolerance)
        options.addRow("", self.distinct)
        row.addLayout(options, 1)
        buttons = QVBoxLayout()
        self.check_button = QPushButton(self.tr("Check Event"), self)
        self.check_button.setToolTip(self.tr("Check every table and list of the event and the terrain stock"))
        self.check_button.clicked.connect(self.check_event)
        self.pack_button = QPushButton(self.tr("Make Event Pack…"), self)
        self.pack_button.setToolTip(self.tr("One PDF for the players or the organiser: choose what goes in it "
                                            "(cover, rules, pairings, setup sheets, check, stock, rosters)"))
        self.pack_button.clicked.connect(lambda: self.make_pack())
        self.progress = QProgressBar(self)
        self.progress.setVisible(False)
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.setVisible(False)
        self.cancel_button.clicked.connect(self.cancel_check)
        self.check_status = plain(QLabel(self))  # may quote a file's problem
        for w in (self.check_button, self.pack_button, self.progress, self.cancel_button, self.check_status):
            buttons.addWidget(w)
        buttons.addStretch(1)
        row.addLayout(buttons)
        return row

    def _push_later(self, command) -> None:
        """Push an edit made in a table cell once the cell has finished committing: the views are
        rebuilt from the model after the push, and the cell must not be deleted under its own signal."""
        QTimer.singleShot(0, lambda: self.qdoc.push(command))

    def _push_field(self, name: str, value, text: str, merge: bool = False) -> None:
        if getattr(self.document, name) != value:
            self.qdoc.push(SetField(self.document, name, value, text, merge=merge))

    def _set_text(self, name: str, edit: QLineEdit, text: str) -> None:
        value = edit.text().strip()
        if name == "name" and not value:
            edit.setText(self.document.name)
            return
        self._push_field(name, value, text)

    def _set_dates(self) -> None:
        import re

        text = self.dates_edit.text().strip()
        found = re.findall(r"\d{4}-\d{2}-\d{2}", text)
        if text and not found or len(found) > 2:
            self.statusChanged.emit({"message": self.tr("Dates are written YYYY-MM-DD (one day, or the first and "
                                                        "the last)")})
            self._fill_header()
            return
        start = found[0] if found else ""
        end = found[-1] if found else ""
        doc = self.document
        if (start, end) == (doc.start_date, doc.end_date):
            return
        self.qdoc.undo_stack.beginMacro(self.tr("Change Dates"))
        self._push_field("start_date", start, self.tr("Change Dates"))
        self._push_field("end_date", end, self.tr("Change Dates"))
        self.qdoc.undo_stack.endMacro()

    def _unit(self) -> tuple[str, float]:
        """The ruleset's unit and millimetres per unit."""
        from model.units import to_mm

        if self.ruleset is None:
            return "mm", 1.0
        return self.ruleset.unit.label, to_mm(1.0, self.ruleset.unit, self.ruleset.ud_mm)

    def _set_tolerance(self, value: float) -> None:
        _label, per = self._unit()
        mm = round(value * per, 3)
        if abs(mm - self.document.tolerance) > 1e-6:
            self.qdoc.push(SetField(self.document, "tolerance", mm, self.tr("Change Size Tolerance"), merge=True))

    def _fill_header(self) -> None:
        doc = self.document
        for edit, value in ((self.name_edit, doc.name), (self.venue_edit, doc.venue)):
            if not edit.hasFocus() or edit.text() != value:
                edit.setText(value)
        dates = doc.start_date if doc.start_date == doc.end_date or not doc.end_date else \
            f"{doc.start_date} to {doc.end_date}"
        self.dates_edit.setText(dates)
        self.ruleset_label.setText(self.ruleset.name if self.ruleset else doc.ruleset)
        label, per = self._unit()
        self.tolerance.blockSignals(True)
        self.tolerance.setSuffix(f" {label}")
        self.tolerance.setValue(doc.tolerance / per)
        self.tolerance.blockSignals(False)
        self.distinct.blockSignals(True)
        self.distinct.setChecked(doc.distinct_layouts)
        self.distinct.blockSignals(False)

    # -- rounds and tables ---------------------------------------------------------------------
    def _build_rounds(self) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        hint = QLabel(self.tr("Drop a table file on a cell to lay it out on that table in that round; "
                              "double-click a table to open it."), page)
        hint.setWordWrap(True)
        self.grid = RoundsGrid(page)
        self.grid.setObjectName("RoundsGrid")
        self.grid.fileDropped.connect(lambda row, col, path: self.set_table(row, col, path))
        self.grid.cellDoubleClicked.connect(self.open_table)
        buttons = QHBoxLayout()
        self.add_round_button = QPushButton(self.tr("Add Round"), page)
        self.add_round_button.clicked.connect(self.add_round)
        self.remove_round_button = QPushButton(self.tr("Remove Round"), page)
        self.remove_round_button.clicked.connect(self.remove_round)
        self.set_table_button = QPushButton(self.tr("Set Table…"), page)
        self.set_table_button.clicked.connect(self.choose_table)
        self.clear_table_button = QPushButton(self.tr("Clear Table"), page)
        self.clear_table_button.setToolTip(self.tr("Take the table off this round (Delete)"))
        self.grid.clearRequested.connect(self.clear_table)
        self.clear_table_button.clicked.connect(self.clear_table)
        self.seat_a, self.seat_b = QComboBox(page), QComboBox(page)
        self.seat_button = QPushButton(self.tr("Seat Players"), page)
        self.seat_button.clicked.connect(self.seat_players)
        self.add_round_button.setToolTip(self.tr("Add a round after the last, with the same tables (players not seated)"))
        self.remove_round_button.setToolTip(self.tr("Remove the round of the selected cell"))
        self.set_table_button.setToolTip(self.tr("Choose the table file played at the selected cell"))
        self.seat_button.setToolTip(self.tr("Seat the two chosen players at the selected table of this round"))
        self.generate_tables_button = QPushButton(self.tr("Generate Tables…"), page)
        self.generate_tables_button.setToolTip(self.tr("A layout for every table of every round, from the stock"))
        self.generate_tables_button.clicked.connect(self.generate_tables)
        for w in (self.add_round_button, self.remove_round_button, self.set_table_button, self.clear_table_button,
                  self.generate_tables_button):
            buttons.addWidget(w)
        buttons.addStretch(1)
        for w in (QLabel(self.tr("Players:"), page), self.seat_a, QLabel(self.tr("v"), page), self.seat_b,
                  self.seat_button):
            buttons.addWidget(w)
        layout.addWidget(hint)
        layout.addWidget(self.grid, 1)
        layout.addLayout(buttons)
        self.grid.currentCellChanged.connect(lambda *_: self._fill_seats())
        return page

    def round_ids(self) -> list[str]:
        return list(self.document.rounds)

    def _fill_grid(self) -> None:
        doc = self.document
        numbers = doc.table_numbers()
        columns = max(numbers, default=0) + 1  # one free table to drop a new one into
        current = (self.grid.currentRow(), self.grid.currentColumn())
        self.grid.blockSignals(True)
        self.grid.clear()
        self.grid.setRowCount(len(doc.rounds))
        self.grid.setColumnCount(columns)
        self.grid.setHorizontalHeaderLabels([self.tr("Table %d") % n for n in range(1, columns + 1)])
        self.grid.setVerticalHeaderLabels([round_label(doc, rid) for rid in doc.rounds])
        worst = self._table_severity()
        for row, (rid, rnd) in enumerate(doc.rounds.items()):
            short_tables = {t for p in self._plans if p.round == rid for s in p.shortages for t in s.tables}
            for col in range(columns):
                slot = rnd.slot(col + 1)
                item = QTableWidgetItem()
                if slot is None:
                    item.setIcon(QIcon(placeholder(THUMB)))
                    item.setText(self.tr("(no table)"))
                    item.setForeground(QBrush(QColor("#888888")))
                else:
                    table = self._tables.get(slot.table)
                    pixmap = thumbnail_of(table, THUMB) if table is not None else None
                    item.setIcon(QIcon(pixmap if pixmap is not None else placeholder(THUMB, "#c0392b")))
                    lines = [table.name if table is not None else self.tr("%s (cannot be read)") % slot.table]
                    if slot.players:
                        lines.append(self.tr(" v ").join(doc.player_name(p) for p in slot.players))
                    if col + 1 in short_tables:
                        lines.append(self.tr("terrain short"))
                    item.setText("\n".join(lines))
                    item.setToolTip(slot.table)
                    sev = worst.get(slot.table)
                    if table is None or col + 1 in short_tables or sev is Severity.ERROR:
                        item.setForeground(QBrush(RED))
                    elif sev is Severity.WARNING:
                        item.setForeground(QBrush(QColor(SEVERITY_COLORS[Severity.WARNING])))
                item.setData(Qt.UserRole, (rid, col + 1))
                self.grid.setItem(row, col, item)
        if 0 <= current[0] < self.grid.rowCount() and 0 <= current[1] < columns:
            self.grid.setCurrentCell(*current)
        self.grid.blockSignals(False)
        self._fill_seats()

    def _table_severity(self) -> dict[str, Severity]:
        """The worst finding of each table file in the last check."""
        out: dict[str, Severity] = {}
        if self.report is None:
            return out
        for ref in self.document.table_files():
            found = self.report.member_findings(ref)
            result = self.report.member(ref)
            if result is not None and result.unreadable:
                out[ref] = Severity.ERROR
            elif found:
                out[ref] = min((f.severity for f in found), key=lambda s: s.rank)
        return out

    def _cell(self, row: int | None = None, col: int | None = None) -> tuple[Round, int] | None:
        row = self.grid.currentRow() if row is None else row
        col = self.grid.currentColumn() if col is None else col
        ids = self.round_ids()
        if not (0 <= row < len(ids)) or col < 0:
            return None
        return self.document.rounds[ids[row]], col + 1

    def set_table(self, row: int, col: int, path: str) -> bool:
        """Lay the table document at ``path`` out on table ``col + 1`` of round ``row`` (one undo step).
        The file is read on a worker, as the rounds' tables are: a slow disk or a FIFO never freezes the
        window, a read that lasts shows Cancel, and a file that is not a table is said with its name."""
        if self._cell(row, col) is None:
            return False
        from ..catalogue_read import read_while_responsive
        from .thumbnails import read_table

        full = os.path.abspath(path)
        if self.qdoc.path is not None and inside(self.reference(path), self.event_path()) is None:
            problem = f"{full}: {outside_problem(self.event_path())}"  # the check would refuse to read it
            self.statusChanged.emit({"message": problem})
            if hasattr(self.main, "show_error"):
                self.main.show_error(self.tr("Set Table"), problem)
            return False
        got = read_while_responsive(self, lambda: read_table(full),
                                    self.tr("Reading the table %s…") % Path(path).name, self.tr("Cancel"))
        if got is None:  # cancelled, or the tab closed meanwhile
            return False
        exc = got[1]
        if exc is not None:
            if not isinstance(exc, DocumentError):
                exc = DocumentError(full, "", str(exc), self.tr("a Wartable table"))
            self.statusChanged.emit({"message": str(exc)})
            if hasattr(self.main, "show_error"):
                self.main.show_error(self.tr("Set Table"), str(exc))
            return False
        cell = self._cell(row, col)  # the grid as it is now the file is read
        if cell is None:
            return False
        rnd, number = cell
        old = rnd.slot(number)
        slot = TableSlot(number, self.reference(path), old.players if old else ())
        if old == slot:
            return False
        self.qdoc.push(ReplaceObjects(self.document, "rounds", [rnd.with_slot(slot)], self.tr("Set Table")))
        return True

    def choose_table(self) -> None:
        cell = self._cell()
        if cell is None:
            return
        start = str(self.qdoc.path.parent) if self.qdoc.path else str(Path.home())
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose a table"), start,
                                              self.tr("Wartable documents (*.json)"))
        if path:
            self.set_table(self.grid.currentRow(), self.grid.currentColumn(), path)

    def clear_table(self) -> None:
        cell = self._cell()
        if cell is None or cell[0].slot(cell[1]) is None:
            return
        rnd, number = cell
        self.qdoc.push(ReplaceObjects(self.document, "rounds", [rnd.without_slot(number)], self.tr("Clear Table")))

    def open_table(self, row: int, col: int) -> None:
        cell = self._cell(row, col)
        if cell is None:
            return
        slot = cell[0].slot(cell[1])
        if slot is not None and hasattr(self.main, "open_path"):
            self.main.open_path(self.resolve(slot.table))

    def add_round(self) -> None:
        doc = self.document
        n = len(doc.rounds) + 1
        rid = doc.new_id("round-")
        # a new round starts with the layouts of the last one (the organiser then swaps what changes)
        last = list(doc.rounds.values())[-1] if doc.rounds else None
        tables = tuple(replace(s, players=()) for s in last.tables) if last else ()
        self.qdoc.push(AddObjects(doc, "rounds", [Round(rid, self.tr("Round %d") % n, tables)], self.tr("Add Round")))

    def remove_round(self) -> None:
        cell = self._cell(col=0)
        if cell is None:
            return
        self.qdoc.push(RemoveObjects(self.document, "rounds", [cell[0].id], self.tr("Remove Round")))

    def _fill_seats(self) -> None:
        doc = self.document
        cell = self._cell()
        slot = cell[0].slot(cell[1]) if cell else None
        for i, combo in enumerate((self.seat_a, self.seat_b)):
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(self.tr("(nobody)"), None)
            for p in doc.players.values():
                combo.addItem(p.name, p.id)
            seated = slot.players[i] if slot is not None and len(slot.players) > i else None
            combo.setCurrentIndex(max(0, combo.findData(seated)) if seated else 0)
            combo.setEnabled(slot is not None)
            combo.blockSignals(False)
        self.seat_button.setEnabled(slot is not None)

    def seat_players(self) -> None:
        cell = self._cell()
        slot = cell[0].slot(cell[1]) if cell else None
        if slot is None:
            return
        players = tuple(p for p in (self.seat_a.currentData(), self.seat_b.currentData()) if p)
        if players != slot.players:
            self.qdoc.push(ReplaceObjects(self.document, "rounds", [cell[0].with_slot(replace(slot, players=players))],
                                          self.tr("Seat Players")))

    def generate_tables(self):
        """Generate Tables…: a layout for every table of every round (editor/event/generate_tables.py)."""
        from .generate_tables import open_generate_tables

        return open_generate_tables(self)

    # -- terrain stock --------------------------------------------------------------------------
    def _fill_stock(self) -> None:
        self.stock_page._fill_stock()

    def add_stock_item(self) -> None:
        self.stock_page.add_stock_item()

    def remove_stock_item(self) -> None:
        self.stock_page.remove_stock_item()

    # -- players and lists ------------------------------------------------------------------------
    def _build_players(self) -> QWidget:
        page = QWidget(self)
        layout = QHBoxLayout(page)
        left = QVBoxLayout()
        self.players = QTableWidget(page)
        self.players.setObjectName("PlayersTable")
        self.players.setColumnCount(2)
        self.players.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Club")])
        self.players.horizontalHeader().setStretchLastSection(True)
        self.players.itemChanged.connect(self._player_edited)
        add = QHBoxLayout()
        self.new_player = QLineEdit(page)
        self.new_player.setPlaceholderText(self.tr("Name of a new player"))
        self.new_player.returnPressed.connect(self.add_player)
        self.add_player_button = QPushButton(self.tr("Add Player"), page)
        self.add_player_button.clicked.connect(self.add_player)
        self.remove_player_button = QPushButton(self.tr("Remove Player"), page)
        self.remove_player_button.clicked.connect(self.remove_player)
        add.addWidget(self.new_player, 1)
        add.addWidget(self.add_player_button)
        add.addWidget(self.remove_player_button)
        left.addWidget(self.players, 1)
        left.addLayout(add)
        right = QVBoxLayout()
        self.lists = QTableWidget(page)
        self.lists.setObjectName("ListsTable")
        self.lists.setColumnCount(5)
        self.lists.setHorizontalHeaderLabels([self.tr("List"), self.tr("Player"), self.tr("Faction"),
                                              self.tr("Points"), self.tr("Status")])
        self.lists.horizontalHeader().setStretchLastSection(True)
        self.lists.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.lists.cellDoubleClicked.connect(self._open_list)
        lbuttons = QHBoxLayout()
        self.folder_label = plain(QLabel(page))  # the event's own words
        self.folder_button = QPushButton(self.tr("List Folder…"), page)
        self.folder_button.clicked.connect(self.choose_list_folder)
        self.add_list_button = QPushButton(self.tr("Add List…"), page)
        self.add_list_button.clicked.connect(self.choose_list)
        lbuttons.addWidget(self.folder_label, 1)
        lbuttons.addWidget(self.folder_button)
        lbuttons.addWidget(self.add_list_button)
        right.addWidget(self.lists, 1)
        right.addLayout(lbuttons)
        layout.addLayout(left, 2)
        layout.addLayout(right, 3)
        return page

    def _fill_players(self) -> None:
        self.players.blockSignals(True)
        self.players.setRowCount(len(self.document.players))
        for row, p in enumerate(self.document.players.values()):
            for col, text in enumerate((p.name, p.club)):
                cell = QTableWidgetItem(text)
                cell.setData(Qt.UserRole, p.id)
                self.players.setItem(row, col, cell)
        self.players.blockSignals(False)

    def _player_edited(self, cell: QTableWidgetItem) -> None:
        p = self.document.players.get(cell.data(Qt.UserRole))
        if p is None:
            return
        text = cell.text().strip()
        new = replace(p, name=text or p.name) if cell.column() == 0 else replace(p, club=text)
        if new != p:
            self._push_later(ReplaceObjects(self.document, "players", [new], self.tr("Change Player")))
        else:
            QTimer.singleShot(0, self._fill_players)

    def add_player(self) -> None:
        name = self.new_player.text().strip()
        if not name:
            return
        import re

        base = re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-") or "player"
        pid = base if base not in self.document.players else self.document.new_id(base + "-")
        self.qdoc.push(AddObjects(self.document, "players", [EventPlayer(pid, name)], self.tr("Add Player")))
        self.new_player.clear()

    def remove_player(self) -> None:
        rows = sorted({i.row() for i in self.players.selectedIndexes()})
        ids = [self.players.item(r, 0).data(Qt.UserRole) for r in rows if self.players.item(r, 0) is not None]
        if ids:
            self.qdoc.push(RemoveObjects(self.document, "players", ids, self.tr("Remove Player")))

    def list_rows(self) -> list[str]:
        """The list files shown, as the event names them (only the links when the list folder is
        refused: the check says why)."""
        try:
            return event_lists(self.document, self.event_path())
        except DocumentError:
            return list(self.document.lists)

    def _fill_lists(self) -> None:
        doc = self.document
        refs = self.list_rows()
        rows = {r.list_ref: r for r in (self.report.players if self.report else []) if r.list_ref}
        problems = {}
        for f in self.validator.findings:
            if f.rule == "event.list-player":
                for s in f.subjects:
                    problems.setdefault(s, f.message)
        self.folder_label.setText(self.tr("List folder: %s") % doc.list_folder if doc.list_folder else
                                  self.tr("No list folder"))
        self.lists.setRowCount(len(refs))
        for row, ref in enumerate(refs):
            link = doc.lists.get(ref)
            info = rows.get(ref)
            name = QTableWidgetItem(ref)
            name.setData(Qt.UserRole, ref)
            self.lists.setItem(row, 0, name)
            combo = QComboBox(self.lists)
            combo.addItem(self.tr("(nobody)"), None)
            for p in doc.players.values():
                combo.addItem(p.name, p.id)
            combo.setCurrentIndex(max(0, combo.findData(link.player)) if link and link.player else 0)
            combo.currentIndexChanged.connect(lambda _i, ref=ref, combo=combo: self.link_list(ref, combo.currentData()))
            self.lists.setCellWidget(row, 1, combo)
            faction = QTableWidgetItem(info.faction if info else "")
            points = QTableWidgetItem("" if info is None or info.points is None else
                                      (f"{info.points:g}" + (f" / {info.limit:g}" if info.limit else "")))
            status_text = info.status if info else self.tr("not checked yet")
            status = QTableWidgetItem(problems.get(ref, status_text) if ref in problems else status_text)
            if ref in problems or (info and (info.errors or info.problem)):
                status.setForeground(QBrush(RED))
            elif info and info.warnings:
                status.setForeground(QBrush(QColor(SEVERITY_COLORS[Severity.WARNING])))
            elif info:
                status.setForeground(QBrush(OK_GREEN))
            for col, cell in ((2, faction), (3, points), (4, status)):
                self.lists.setItem(row, col, cell)
        self.lists.resizeColumnToContents(0)

    def link_list(self, ref: str, player: str | None) -> None:
        """Link a list file to a player (or unlink it): one undo step."""
        doc = self.document
        link = doc.lists.get(ref)
        if link is None:
            if player:
                self.qdoc.push(AddObjects(doc, "lists", [ListLink(ref, player)], self.tr("Link List")))
        elif link.player != player:
            self.qdoc.push(ReplaceObjects(doc, "lists", [replace(link, player=player)],
                                          self.tr("Link List") if player else self.tr("Unlink List")))

    def choose_list_folder(self) -> None:
        start = str(self.qdoc.path.parent) if self.qdoc.path else str(Path.home())
        folder = QFileDialog.getExistingDirectory(self, self.tr("Folder of army lists"), start)
        if folder:
            self.set_list_folder(folder)

    def set_list_folder(self, folder: str) -> None:
        self._push_field("list_folder", self.reference(folder), self.tr("Set List Folder"))

    def choose_list(self) -> None:
        start = str(self.qdoc.path.parent) if self.qdoc.path else str(Path.home())
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Add an army list"), start,
                                              self.tr("Wartable documents (*.json)"))
        if path:
            self.add_list(path)

    def add_list(self, path: str, player: str | None = None) -> None:
        ref = self.reference(path)
        if ref not in self.document.lists:
            self.qdoc.push(AddObjects(self.document, "lists", [ListLink(ref, player)], self.tr("Add List")))

    def _open_list(self, row: int, _col: int) -> None:
        cell = self.lists.item(row, 0)
        if cell is not None and hasattr(self.main, "open_path"):
            self.main.open_path(self.resolve(cell.data(Qt.UserRole)))

    # -- report ----------------------------------------------------------------------------------
    def _fill_report(self) -> None:
        self.report_page._fill_report()

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
        self._fill_grid()
        self._fill_lists()
        self._fill_report()

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
        self._fill_header()
        self._fill_grid()
        self._fill_stock()
        self._fill_players()
        self._fill_lists()

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
