"""What the Turn panel's forms share: the undo command that records a step, and the small widgets
every form is built from."""
from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QPushButton, QTableWidget, QWidget


class RecordTurn(QUndoCommand):
    """Record one step of a turn (or start or end one): the new history, its effect on the map and
    the turn number, undone together."""

    def __init__(self, document, history, changes, text: str, turn: int | None = None):
        super().__init__(text)
        self.document = document
        self.new_history, self.old_history = history, document.history
        self.new_cells = dict(changes)
        self.old_cells = {k: document.cells.get(k) for k in self.new_cells}
        self.new_turn, self.old_turn = turn, document.turn

    def redo(self) -> None:
        self.document.set_history(self.new_history)
        if self.new_cells:
            self.document.set_cells(self.new_cells)
        if self.new_turn is not None and self.new_turn != self.old_turn:
            self.document.set_field("turn", self.new_turn)

    def undo(self) -> None:
        if self.new_turn is not None and self.new_turn != self.old_turn:
            self.document.set_field("turn", self.old_turn)
        if self.old_cells:
            self.document.set_cells(self.old_cells)
        self.document.set_history(self.old_history)


class PhaseForm(QWidget):
    """One phase's form in the Turn panel. ``panel`` is the panel hosting it: the campaign, its
    rules, the open turn replayed (``play()``), players' names and the recording of a step."""

    def __init__(self, panel):
        super().__init__()
        self.panel = panel
        self.editor = panel.editor

    @property
    def rules(self):
        return self.panel.rules

    @property
    def document(self):
        return self.panel.document

    def fill(self, order, play) -> None:
        """Follow the campaign: ``order`` the players as they act, ``play`` the open turn (or None)."""

    def combo(self, name: str) -> QComboBox:
        c = QComboBox(self)
        c.setObjectName(name)
        return c

    def button(self, text: str, name: str, slot, tip: str = "") -> QPushButton:
        b = QPushButton(text, self)
        b.setToolTip(tip)
        b.setObjectName(name)
        b.clicked.connect(slot)
        return b

    def note(self, name: str, problem: bool = False) -> QLabel:
        """A line under a field: what the form needs, or why what was typed was refused (kept in the field)."""
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.PlainText)
        if problem:
            label.setStyleSheet("color: palette(highlight);")
            label.setVisible(False)
        return label

    def explain(self, label: QLabel, ok: bool) -> bool:
        """After a record: clear the refusal beside the field, or say it there (the typed dice stay)."""
        label.setVisible(not ok)
        label.setText("" if ok else "\n".join(str(p.text()) for p in self.panel.last_problems)
                      or self.editor.last_message)
        return ok


def dice_typed(edit: QLineEdit):
    """The dice typed in ``edit`` (any separators), or None when it is empty: Wartable rolls."""
    text = edit.text().strip()
    if not text:
        return None
    return tuple(int(x) for x in re.findall(r"\d+", text))


def fit_rows(table: QTableWidget, rows: int, most: int = 8) -> None:
    """Make ``table`` as tall as its rows (up to ``most``, then it scrolls): each player in sight
    without asking for more room than they need."""
    table.setFixedHeight(table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
                         + min(rows, most) * table.verticalHeader().defaultSectionSize())
