"""The Event tab's Terrain stock page: the club's inventory as an editable table, how many of each
item every round uses, and each shortage with the tables concerned and a swap the organiser could
make. The tab (``editor.py``) hosts it with the other pages, one widget each."""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (QAbstractItemView, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from model.event import StockItem
from validators.event_rules import item_text, round_label, size_text

from ..commands import AddObjects, RemoveObjects, ReplaceObjects
from .look import OK_GREEN, RED, SHORT_BG



class StockPage(QWidget):
    """Terrain stock: the inventory, each round's use of it, and what a round is short of."""

    def __init__(self, editor):
        super().__init__(editor)
        self.editor = editor
        layout = QVBoxLayout(self)
        self.stock = QTableWidget(self)
        self.stock.setObjectName("StockTable")
        self.stock.setAlternatingRowColors(True)
        self.stock.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.stock.itemChanged.connect(self._stock_edited)
        buttons = QHBoxLayout()
        self.add_item_button = QPushButton(self.tr("Add Item"), self)
        self.add_item_button.clicked.connect(self.add_stock_item)
        self.remove_item_button = QPushButton(self.tr("Remove Item"), self)
        self.remove_item_button.clicked.connect(self.remove_stock_item)
        buttons.addWidget(self.add_item_button)
        buttons.addWidget(self.remove_item_button)
        buttons.addStretch(1)
        self.shortages = QListWidget(self)
        self.shortages.setObjectName("Shortages")
        self.shortages.setWordWrap(True)
        layout.addWidget(self.stock, 3)
        layout.addLayout(buttons)
        layout.addWidget(QLabel(self.tr("Does the stock build every table of each round at once?"), self))
        layout.addWidget(self.shortages, 2)

    def _kinds(self) -> list[tuple[str, str]]:
        ruleset = self.editor.ruleset
        return [(k["id"], k.get("name", k["id"])) for k in (ruleset.terrain_kinds() if ruleset else [])]

    def fill(self) -> None:
        doc = self.editor.document
        label, per = self.editor._unit()
        rounds = list(doc.rounds)
        headers = [self.tr("Name"), self.tr("Kind"), self.tr("Long side (%s)") % label,
                   self.tr("Short side (%s)") % label, self.tr("Count")]
        headers += [round_label(doc, rid) for rid in rounds]
        kind_names = dict(self._kinds())
        short_items = {(s.round, f) for p in self.editor._plans for s in p.shortages for f in s.fitting}
        used = {p.round: p.used for p in self.editor._plans}
        self.stock.blockSignals(True)
        self.stock.clear()
        self.stock.setColumnCount(len(headers))
        self.stock.setHorizontalHeaderLabels(headers)
        self.stock.setRowCount(len(doc.inventory))
        for row, item in enumerate(doc.inventory.values()):
            long, short = max(item.size), min(item.size)
            cells = [item.name, kind_names.get(item.kind, item.kind), f"{long / per:g}", f"{short / per:g}",
                     str(item.count)]
            for col, text in enumerate(cells):
                cell = QTableWidgetItem(text)
                cell.setData(Qt.UserRole, item.id)
                if col == 1:
                    cell.setToolTip(self.tr("A terrain kind of the ruleset: %s") % ", ".join(kind_names.values()))
                self.stock.setItem(row, col, cell)
            for j, rid in enumerate(rounds):
                n = used.get(rid, {}).get(item.id, 0)
                cell = QTableWidgetItem(f"{n}/{item.count}")
                cell.setFlags(cell.flags() & ~Qt.ItemIsEditable)
                cell.setTextAlignment(Qt.AlignCenter)
                if (rid, item.id) in short_items:
                    cell.setBackground(QBrush(SHORT_BG))
                    cell.setForeground(QBrush(RED))
                    cell.setToolTip(self.tr("%s is short of pieces this item could stand in for") %
                                    round_label(doc, rid))
                self.stock.setItem(row, len(cells) + j, cell)
        self.stock.resizeColumnsToContents()
        self.stock.blockSignals(False)
        self.shortages.clear()
        for p in self.editor._plans:
            rname = round_label(doc, p.round)
            if not p.shortages:
                entry = QListWidgetItem(self.tr("%s: the stock builds every table.") % rname)
                entry.setForeground(QBrush(OK_GREEN))
                self.shortages.addItem(entry)
            for s in p.shortages:
                kind = kind_names.get(s.kind, s.kind)
                text = self.tr("%(round)s: %(kind)s %(size)s: %n missing (on tables %(tables)s)", "", s.missing) % {
                    "round": rname, "kind": kind, "size": size_text(s.size, self.editor.ruleset),
                    "tables": ", ".join(map(str, s.tables))}
                for w in s.suggestions:
                    text += "\n  " + self.tr("Table %(table)d could use %(item)s in place of %(piece)s") % {
                        "table": w.table, "item": item_text(doc.inventory[w.item], self.editor.ruleset),
                        "piece": w.label}
                entry = QListWidgetItem(text)
                entry.setForeground(QBrush(RED))
                entry.setBackground(QBrush(SHORT_BG))
                entry.setData(Qt.UserRole, (s.round, s.kind, s.size))
                self.shortages.addItem(entry)

    def _stock_edited(self, cell: QTableWidgetItem) -> None:
        item_id = cell.data(Qt.UserRole)
        item = self.editor.document.inventory.get(item_id)
        if item is None:
            return
        text = cell.text().strip()
        _label, per = self.editor._unit()
        col = cell.column()
        new = item
        try:
            if col == 0:
                new = replace(item, name=text)
            elif col == 1:
                kinds = self._kinds()
                kind = next((k for k, name in kinds if text.casefold() in (k.casefold(), name.casefold())), None)
                if kind is None:
                    raise ValueError(self.tr("%s is not a terrain kind of the ruleset") % text)
                new = replace(item, kind=kind)
            elif col in (2, 3):
                value = float(text.replace(",", ".")) * per
                if value <= 0:
                    raise ValueError(self.tr("a size is more than 0"))
                long, short = max(item.size), min(item.size)
                long, short = (value, short) if col == 2 else (long, value)
                new = replace(item, size=(round(long, 3), round(short, 3)))
            elif col == 4:
                count = int(text)
                if count < 0:
                    raise ValueError(self.tr("a count is 0 or more"))
                new = replace(item, count=count)
        except ValueError as exc:
            self.editor.statusChanged.emit({"message": str(exc)})
            QTimer.singleShot(0, self.fill)
            return
        if new != item:
            self.editor._push_later(ReplaceObjects(self.editor.document, "inventory", [new],
                                                   self.tr("Change Stock Item")))
        else:
            QTimer.singleShot(0, self.fill)

    def add_stock_item(self) -> None:
        kinds = self._kinds()
        kind = kinds[0][0] if kinds else "terrain"
        item = StockItem(self.editor.document.new_id("item-"), kind, (100.0, 100.0), 1, self.tr("New item"))
        self.editor.qdoc.push(AddObjects(self.editor.document, "inventory", [item], self.tr("Add Stock Item")))
        self.stock.setCurrentCell(self.stock.rowCount() - 1, 0)

    def remove_stock_item(self) -> None:
        rows = sorted({i.row() for i in self.stock.selectedIndexes()})
        ids = [self.stock.item(r, 0).data(Qt.UserRole) for r in rows if self.stock.item(r, 0) is not None]
        if ids:
            self.editor.qdoc.push(RemoveObjects(self.editor.document, "inventory", ids, self.tr("Remove Stock Item")))
