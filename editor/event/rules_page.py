"""The Event tab's rules page: what the event's pack tells the players beside the checks' settings —
the points limit, how long a game lasts and when each round is played, and how games are scored and
ties broken (``model/event.py``; printed on the pack's rules page in words).

Every change is one undo command that calls a model method: ``SetField`` for the event's fields,
``ReplaceObjects`` for a round's day, start and length. A day or a time typed in a form the file
cannot hold is refused beside the table, and what was typed stays in its cell to be corrected.
"""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QAbstractItemView, QDoubleSpinBox, QFormLayout, QGridLayout, QGroupBox,
                               QHBoxLayout, QHeaderView, QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton,
                               QSpinBox, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from model.event import TIE_BREAKS, Scoring, is_day, is_time_of_day, tie_break_words
from validators.event_rules import round_label

from ..commands import ReplaceObjects, SetField
from ..plaintext import plain

REFUSED_BG = QColor("#f9d6d2")


class RulesPage(QWidget):
    """Points limit, timing and scoring of the event, as its pack prints them."""

    def __init__(self, editor):
        super().__init__(editor)
        self.editor = editor
        self._filling = False
        layout = QVBoxLayout(self)
        hint = QLabel(self.tr("What the players' pack says beside the checks: the army size, the timing of the "
                              "rounds and how games are scored. Leave a field empty when the event does not "
                              "state it."), self)
        hint.setWordWrap(True)
        layout.addWidget(hint)
        top = QHBoxLayout()
        layout.addLayout(top, 1)
        top.addWidget(self._build_timing(), 1)
        top.addWidget(self._build_scoring(), 1)
        editor.qdoc.changed.connect(lambda _change: self.refresh())
        self.refresh()

    # -- building ---------------------------------------------------------------------------------
    def _build_timing(self) -> QGroupBox:
        box = QGroupBox(self.tr("Army size and timing"), self)
        layout = QVBoxLayout(box)
        form = QFormLayout()
        self.points = QSpinBox(box)
        self.points.setObjectName("EventPointsLimit")
        self.points.setRange(0, 1_000_000)
        self.points.setSingleStep(50)
        self.points.setSpecialValueText(self.tr("As each list says"))
        self.points.setSuffix(self.tr(" points"))
        self.points.setKeyboardTracking(False)
        self.points.setToolTip(self.tr("The event's army size, printed on the rules page"))
        self.points.valueChanged.connect(self._set_points)
        self.minutes = QSpinBox(box)
        self.minutes.setObjectName("EventRoundMinutes")
        self.minutes.setRange(0, 1440)
        self.minutes.setSingleStep(15)
        self.minutes.setSpecialValueText(self.tr("Not stated"))
        self.minutes.setSuffix(self.tr(" min"))
        self.minutes.setKeyboardTracking(False)
        self.minutes.setToolTip(self.tr("How long a game lasts, unless a round says otherwise"))
        self.minutes.valueChanged.connect(self._set_minutes)
        form.addRow(self.tr("Points limit"), self.points)
        form.addRow(self.tr("A game lasts"), self.minutes)
        layout.addLayout(form)
        self.rounds = QTableWidget(0, 4, box)
        self.rounds.setObjectName("RoundTimes")
        self.rounds.setHorizontalHeaderLabels([self.tr("Round"), self.tr("Day"), self.tr("Start"), self.tr("Minutes")])
        self.rounds.setToolTip(self.tr("Each round's day (YYYY-MM-DD), start (HH:MM) and length in minutes when it "
                                       "differs from the game's; leave a cell empty when the event does not state it"))
        self.rounds.verticalHeader().setVisible(False)
        self.rounds.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.rounds.setSelectionMode(QAbstractItemView.SingleSelection)
        self.rounds.itemChanged.connect(self._round_edited)
        layout.addWidget(self.rounds, 1)
        self.refusal = plain(QLabel(box))  # quotes what was typed
        self.refusal.setObjectName("RoundTimeRefusal")
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet("color: #c0392b")
        layout.addWidget(self.refusal)
        return box

    def _build_scoring(self) -> QGroupBox:
        box = QGroupBox(self.tr("Scoring"), self)
        layout = QVBoxLayout(box)
        grid = QGridLayout()
        self.result_boxes = {}
        for row, (key, label, tip) in enumerate((
                ("win", self.tr("Win"), self.tr("Tournament points for a win")),
                ("draw", self.tr("Draw"), self.tr("Tournament points for a draw")),
                ("loss", self.tr("Loss"), self.tr("Tournament points for a loss")))):
            spin = QDoubleSpinBox(box)
            spin.setObjectName(f"Scoring-{key}")
            spin.setDecimals(1)
            spin.setRange(-1, 1000)  # the minimum reads "—": the event does not state it
            spin.setSpecialValueText("—")
            spin.setKeyboardTracking(False)
            spin.setToolTip(tip)
            spin.valueChanged.connect(lambda _v: self._set_scoring(self.tr("Change Scoring")))
            grid.addWidget(QLabel(label, box), 0, row)
            grid.addWidget(spin, 1, row)
            self.result_boxes[key] = spin
        layout.addLayout(grid)
        form = QFormLayout()
        self.shared = QDoubleSpinBox(box)
        self.shared.setObjectName("Scoring-shared")
        self.shared.setDecimals(0)
        self.shared.setRange(0, 1000)
        self.shared.setSpecialValueText("—")
        self.shared.setKeyboardTracking(False)
        self.shared.setToolTip(self.tr("The points each game shares out between its two players by the margin of "
                                       "victory (20: from 20-0 to 10-10)"))
        self.shared.valueChanged.connect(lambda _v: self._set_scoring(self.tr("Change Scoring")))
        form.addRow(self.tr("Points shared per game"), self.shared)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("Tie-breaks, in the order they apply (tick those the event uses):"), box))
        row = QHBoxLayout()
        self.tie_breaks = QListWidget(box)
        self.tie_breaks.setObjectName("TieBreaks")
        self.tie_breaks.setWordWrap(True)
        self.tie_breaks.itemChanged.connect(lambda _i: self._set_scoring(self.tr("Change Tie-breaks")))
        row.addWidget(self.tie_breaks, 1)
        moves = QVBoxLayout()
        self.up_button = QPushButton(self.tr("Up"), box)
        self.up_button.setToolTip(self.tr("Apply the chosen tie-break before the one above it"))
        self.up_button.clicked.connect(lambda: self._move_tie_break(-1))
        self.down_button = QPushButton(self.tr("Down"), box)
        self.down_button.setToolTip(self.tr("Apply the chosen tie-break after the one below it"))
        self.down_button.clicked.connect(lambda: self._move_tie_break(1))
        moves.addWidget(self.up_button)
        moves.addWidget(self.down_button)
        moves.addStretch(1)
        row.addLayout(moves)
        layout.addLayout(row, 1)
        texts = QFormLayout()
        self.text_edits = {}
        for lang, label in (("en", self.tr("In English")), ("es", self.tr("In Spanish"))):
            edit = QLineEdit(box)
            edit.setObjectName(f"ScoringText-{lang}")
            edit.setPlaceholderText(self.tr("The scoring in the organiser's own words (optional)"))
            edit.editingFinished.connect(lambda: self._set_scoring(self.tr("Change Scoring Text")))
            texts.addRow(label, edit)
            self.text_edits[lang] = edit
        layout.addLayout(texts)
        return box

    # -- showing the model ------------------------------------------------------------------------
    def refresh(self) -> None:
        doc = self.editor.document
        self._filling = True
        try:
            self.points.setValue(int(doc.points_limit or 0))
            self.minutes.setValue(doc.round_minutes or 0)
            sc = doc.scoring
            for key, spin in self.result_boxes.items():
                value = getattr(sc, key)
                spin.setValue(-1 if value is None else value)
            self.shared.setValue(sc.shared or 0)
            current = self.tie_breaks.currentItem().data(Qt.UserRole) if self.tie_breaks.currentItem() else None
            self.tie_breaks.clear()
            for key in list(sc.tie_breaks) + [k for k in TIE_BREAKS if k not in sc.tie_breaks]:
                item = QListWidgetItem(tie_break_words(key))
                item.setData(Qt.UserRole, key)
                item.setFlags(Qt.ItemIsEnabled | Qt.ItemIsSelectable | Qt.ItemIsUserCheckable)
                item.setCheckState(Qt.Checked if key in sc.tie_breaks else Qt.Unchecked)
                self.tie_breaks.addItem(item)
                if key == current:
                    self.tie_breaks.setCurrentItem(item)
            texts = dict(sc.text)
            for lang, edit in self.text_edits.items():
                if not edit.hasFocus() or edit.text() != texts.get(lang, ""):
                    edit.setText(texts.get(lang, ""))
                    edit.setCursorPosition(0)  # a long text shows its beginning
            self.rounds.setRowCount(len(doc.rounds))
            for row, (rid, rnd) in enumerate(doc.rounds.items()):
                name = QTableWidgetItem(round_label(doc, rid))
                name.setFlags(Qt.ItemIsEnabled | Qt.ItemIsSelectable)
                name.setData(Qt.UserRole, rid)
                self.rounds.setItem(row, 0, name)
                for col, value in ((1, rnd.day), (2, rnd.start), (3, str(rnd.minutes) if rnd.minutes else "")):
                    self.rounds.setItem(row, col, QTableWidgetItem(value))
            self.refusal.clear()
        finally:
            self._filling = False

    # -- edits: each one undo command ---------------------------------------------------------------
    def _push(self, command) -> None:
        # after the widget's own signal has returned: the push refills the page
        QTimer.singleShot(0, lambda: self.editor.qdoc.push(command))

    def _set_points(self, value: int) -> None:
        new = float(value) if value else None
        if not self._filling and new != self.editor.document.points_limit:
            self._push(SetField(self.editor.document, "points_limit", new, self.tr("Change Points Limit")))

    def _set_minutes(self, value: int) -> None:
        new = value or None
        if not self._filling and new != self.editor.document.round_minutes:
            self._push(SetField(self.editor.document, "round_minutes", new, self.tr("Change Game Length")))

    def scoring_shown(self) -> Scoring:
        """The scoring the page's fields show."""
        values = {key: (None if spin.value() < 0 else spin.value()) for key, spin in self.result_boxes.items()}
        breaks = tuple(self.tie_breaks.item(i).data(Qt.UserRole) for i in range(self.tie_breaks.count())
                       if self.tie_breaks.item(i).checkState() == Qt.Checked)
        texts = tuple((lang, edit.text().strip()) for lang, edit in self.text_edits.items() if edit.text().strip())
        return Scoring(shared=self.shared.value() or None, tie_breaks=breaks, text=texts, **values)

    def _set_scoring(self, text: str) -> None:
        if self._filling:
            return
        new = self.scoring_shown()
        if new != self.editor.document.scoring:
            self._push(SetField(self.editor.document, "scoring", new, text))

    def _move_tie_break(self, step: int) -> None:
        row = self.tie_breaks.currentRow()
        if row < 0 or not 0 <= row + step < self.tie_breaks.count():
            return
        item = self.tie_breaks.item(row)
        if item.checkState() != Qt.Checked:
            self.refusal.setText(self.tr("Tick a tie-break before moving it: only the ticked ones apply, in order."))
            return
        self._filling = True
        self.tie_breaks.insertItem(row + step, self.tie_breaks.takeItem(row))
        self.tie_breaks.setCurrentRow(row + step)
        self._filling = False
        self._set_scoring(self.tr("Change Tie-breaks"))

    def _round_edited(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() == 0:
            return
        doc = self.editor.document
        rid = self.rounds.item(item.row(), 0).data(Qt.UserRole)
        rnd = doc.rounds.get(rid)
        if rnd is None:
            return
        text = item.text().strip()
        problem = None
        if item.column() == 1:
            if text and not is_day(text):
                problem = self.tr("%s is not a day: write it YYYY-MM-DD, such as 2026-05-09.") % text
            new = replace(rnd, day=text)
        elif item.column() == 2:
            if text and not is_time_of_day(text):
                problem = self.tr("%s is not a time of day: write it HH:MM on a 24-hour clock, such as 09:30.") % text
            new = replace(rnd, start=text)
        else:
            minutes = int(text) if text.isdigit() else None
            if text and not (minutes and 1 <= minutes <= 1440):
                problem = self.tr("%s is not a length: write the round's minutes, from 1 to 1440.") % text
            new = replace(rnd, minutes=minutes)
        if problem:  # refused beside the table; what was typed stays in its cell to be corrected
            self._filling = True
            item.setBackground(QBrush(REFUSED_BG))
            self._filling = False
            self.refusal.setText(problem)
            return
        if new != rnd:
            self._push(ReplaceObjects(doc, "rounds", [new], self.tr("Change Round Time")))
