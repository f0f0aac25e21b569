"""The Event tab's Players and lists page: the registered players (name and club, edited in place),
and every army list of the event with the player it is linked to, its points and what the last
check found; a double-click opens a list in its own tab."""
from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QFileDialog, QHBoxLayout, QLabel, QLineEdit, QPushButton,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from model.errors import DocumentError
from model.event import EventPlayer, ListLink
from validators import Severity
from validators.event_rules import event_lists

from ..commands import AddObjects, RemoveObjects, ReplaceObjects
from ..plaintext import plain
from ..validation import SEVERITY_COLORS
from .look import OK_GREEN, RED


class PlayersPage(QWidget):
    """Players and lists: who plays, and which list each one brings."""

    def __init__(self, editor):
        super().__init__(editor)
        self.editor = editor
        page = self
        layout = QHBoxLayout(self)
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

    @property
    def document(self):
        return self.editor.document

    def fill(self) -> None:
        self._fill_players()
        self._fill_lists()

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
            self.editor._push_later(ReplaceObjects(self.document, "players", [new], self.tr("Change Player")))
        else:
            QTimer.singleShot(0, self._fill_players)

    def add_player(self) -> None:
        name = self.new_player.text().strip()
        if not name:
            return
        base = re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-") or "player"
        pid = base if base not in self.document.players else self.document.new_id(base + "-")
        self.editor.qdoc.push(AddObjects(self.document, "players", [EventPlayer(pid, name)], self.tr("Add Player")))
        self.new_player.clear()

    def remove_player(self) -> None:
        rows = sorted({i.row() for i in self.players.selectedIndexes()})
        ids = [self.players.item(r, 0).data(Qt.UserRole) for r in rows if self.players.item(r, 0) is not None]
        if ids:
            self.editor.qdoc.push(RemoveObjects(self.document, "players", ids, self.tr("Remove Player")))

    def list_rows(self) -> list[str]:
        """The list files shown, as the event names them (only the links when the list folder is
        refused: the check says why)."""
        try:
            return event_lists(self.document, self.editor.event_path())
        except DocumentError:
            return list(self.document.lists)

    def _fill_lists(self) -> None:
        doc = self.document
        refs = self.list_rows()
        rows = {r.list_ref: r for r in (self.editor.report.players if self.editor.report else []) if r.list_ref}
        problems = {}
        for f in self.editor.validator.findings:
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
        self.lists.resizeColumnToContents(1)  # the player chooser, wide enough for the longest name

    def link_list(self, ref: str, player: str | None) -> None:
        """Link a list file to a player (or unlink it): one undo step."""
        doc = self.document
        link = doc.lists.get(ref)
        if link is None:
            if player:
                self.editor.qdoc.push(AddObjects(doc, "lists", [ListLink(ref, player)], self.tr("Link List")))
        elif link.player != player:
            self.editor.qdoc.push(ReplaceObjects(doc, "lists", [replace(link, player=player)],
                                          self.tr("Link List") if player else self.tr("Unlink List")))

    def choose_list_folder(self) -> None:
        start = str(self.editor.qdoc.path.parent) if self.editor.qdoc.path else str(Path.home())
        folder = QFileDialog.getExistingDirectory(self, self.tr("Folder of army lists"), start)
        if folder:
            self.set_list_folder(folder)

    def set_list_folder(self, folder: str) -> None:
        self.editor._push_field("list_folder", self.editor.reference(folder), self.tr("Set List Folder"))

    def choose_list(self) -> None:
        start = str(self.editor.qdoc.path.parent) if self.editor.qdoc.path else str(Path.home())
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Add an army list"), start,
                                              self.tr("Wartable documents (*.json)"))
        if path:
            self.add_list(path)

    def add_list(self, path: str, player: str | None = None) -> None:
        ref = self.editor.reference(path)
        if ref not in self.document.lists:
            self.editor.qdoc.push(AddObjects(self.document, "lists", [ListLink(ref, player)], self.tr("Add List")))

    def _open_list(self, row: int, _col: int) -> None:
        cell = self.lists.item(row, 0)
        if cell is not None and hasattr(self.editor.main, "open_path"):
            self.editor.main.open_path(self.editor.resolve(cell.data(Qt.UserRole)))
