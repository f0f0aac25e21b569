"""The Event tab's Rounds and tables page: a grid, one row per round and one column per table
number, each cell a thumbnail of the table document laid out there with who plays on it. Drop a
table file on a cell to lay it out there (or Set Table…), Delete clears it, a double-click opens the
table in its own tab; two players are seated at the selected table; Generate Tables… fills them all."""
from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QIcon
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QFileDialog, QHBoxLayout, QHeaderView, QLabel,
                               QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from model.errors import DocumentError
from model.event import Round, TableSlot, inside, outside_problem
from validators import Severity
from validators.event_rules import round_label

from ..commands import AddObjects, RemoveObjects, ReplaceObjects
from ..validation import SEVERITY_COLORS
from .look import RED
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


class RoundsPage(QWidget):
    """Rounds and tables: the grid, its buttons and the seating of the selected table."""

    def __init__(self, editor):
        super().__init__(editor)
        self.editor = editor
        page = self
        layout = QVBoxLayout(self)
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

    @property
    def document(self):
        return self.editor.document

    def round_ids(self) -> list[str]:
        return list(self.document.rounds)

    def fill(self) -> None:
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
            short_tables = {t for p in self.editor._plans if p.round == rid for s in p.shortages for t in s.tables}
            for col in range(columns):
                slot = rnd.slot(col + 1)
                item = QTableWidgetItem()
                if slot is None:
                    item.setIcon(QIcon(placeholder(THUMB)))
                    item.setText(self.tr("(no table)"))
                    item.setForeground(QBrush(QColor("#888888")))
                else:
                    table = self.editor._tables.get(slot.table)
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
        if self.editor.report is None:
            return out
        for ref in self.document.table_files():
            found = self.editor.report.member_findings(ref)
            result = self.editor.report.member(ref)
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
        if self.editor.qdoc.path is not None and inside(self.editor.reference(path), self.editor.event_path()) is None:
            problem = f"{full}: {outside_problem(self.editor.event_path())}"  # the check would refuse to read it
            self.editor.statusChanged.emit({"message": problem})
            if hasattr(self.editor.main, "show_error"):
                self.editor.main.show_error(self.tr("Set Table"), problem)
            return False
        got = read_while_responsive(self, lambda: read_table(full),
                                    self.tr("Reading the table %s…") % Path(path).name, self.tr("Cancel"))
        if got is None:  # cancelled, or the tab closed meanwhile
            return False
        exc = got[1]
        if exc is not None:
            if not isinstance(exc, DocumentError):
                exc = DocumentError(full, "", str(exc), self.tr("a Wartable table"))
            self.editor.statusChanged.emit({"message": str(exc)})
            if hasattr(self.editor.main, "show_error"):
                self.editor.main.show_error(self.tr("Set Table"), str(exc))
            return False
        cell = self._cell(row, col)  # the grid as it is now the file is read
        if cell is None:
            return False
        rnd, number = cell
        old = rnd.slot(number)
        slot = TableSlot(number, self.editor.reference(path), old.players if old else ())
        if old == slot:
            return False
        self.editor.qdoc.push(ReplaceObjects(self.document, "rounds", [rnd.with_slot(slot)], self.tr("Set Table")))
        return True

    def choose_table(self) -> None:
        cell = self._cell()
        if cell is None:
            return
        start = str(self.editor.qdoc.path.parent) if self.editor.qdoc.path else str(Path.home())
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose a table"), start,
                                              self.tr("Wartable documents (*.json)"))
        if path:
            self.set_table(self.grid.currentRow(), self.grid.currentColumn(), path)

    def clear_table(self) -> None:
        cell = self._cell()
        if cell is None or cell[0].slot(cell[1]) is None:
            return
        rnd, number = cell
        self.editor.qdoc.push(ReplaceObjects(self.document, "rounds", [rnd.without_slot(number)], self.tr("Clear Table")))

    def open_table(self, row: int, col: int) -> None:
        cell = self._cell(row, col)
        if cell is None:
            return
        slot = cell[0].slot(cell[1])
        if slot is not None and hasattr(self.editor.main, "open_path"):
            self.editor.main.open_path(self.editor.resolve(slot.table))

    def add_round(self) -> None:
        doc = self.document
        n = len(doc.rounds) + 1
        rid = doc.new_id("round-")
        # a new round starts with the layouts of the last one (the organiser then swaps what changes)
        last = list(doc.rounds.values())[-1] if doc.rounds else None
        tables = tuple(replace(s, players=()) for s in last.tables) if last else ()
        self.editor.qdoc.push(AddObjects(doc, "rounds", [Round(rid, self.tr("Round %d") % n, tables)], self.tr("Add Round")))

    def remove_round(self) -> None:
        cell = self._cell(col=0)
        if cell is None:
            return
        self.editor.qdoc.push(RemoveObjects(self.document, "rounds", [cell[0].id], self.tr("Remove Round")))

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
            self.editor.qdoc.push(ReplaceObjects(self.document, "rounds", [cell[0].with_slot(replace(slot, players=players))],
                                          self.tr("Seat Players")))

    def generate_tables(self):
        """Generate Tables…: a layout for every table of every round (editor/event/generate_tables.py)."""
        from .generate_tables import open_generate_tables

        return open_generate_tables(self.editor)
