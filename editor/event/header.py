"""The Event tab's header: the event's name, dates and venue, its ruleset, the stock's size
tolerance and the layout rule, with Check Event and Make Event Pack and the check's progress."""
from __future__ import annotations

import re

from PySide6.QtWidgets import (QCheckBox, QDoubleSpinBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QProgressBar,
                               QPushButton, QVBoxLayout, QWidget)

from ..commands import SetField
from ..plaintext import plain


class EventHeader(QWidget):
    """What the event is, and the buttons that check and print it."""

    def __init__(self, editor):
        super().__init__(editor)
        self.editor = editor
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
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
        self.distinct.toggled.connect(lambda on: editor._push_field("distinct_layouts", on,
                                                                    self.tr("Change Layout Rule")))
        options.addRow(self.tr("Ruleset"), self.ruleset_label)
        options.addRow(self.tr("Size tolerance ±"), self.tolerance)
        options.addRow("", self.distinct)
        row.addLayout(options, 1)
        buttons = QVBoxLayout()
        self.check_button = QPushButton(self.tr("Check Event"), self)
        self.check_button.setToolTip(self.tr("Check every table and list of the event and the terrain stock"))
        self.check_button.clicked.connect(lambda: editor.check_event())
        self.pack_button = QPushButton(self.tr("Make Event Pack…"), self)
        self.pack_button.setToolTip(self.tr("One PDF for the players or the organiser: choose what goes in it "
                                            "(cover, rules, pairings, setup sheets, check, stock, rosters)"))
        self.pack_button.clicked.connect(lambda: editor.make_pack())
        self.progress = QProgressBar(self)
        self.progress.setVisible(False)
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.setVisible(False)
        self.cancel_button.clicked.connect(lambda: editor.cancel_check())
        self.check_status = plain(QLabel(self))  # may quote a file's problem
        for w in (self.check_button, self.pack_button, self.progress, self.cancel_button, self.check_status):
            buttons.addWidget(w)
        buttons.addStretch(1)
        row.addLayout(buttons)

    @property
    def document(self):
        return self.editor.document

    def _set_text(self, name: str, edit: QLineEdit, text: str) -> None:
        value = edit.text().strip()
        if name == "name" and not value:
            edit.setText(self.document.name)
            return
        self.editor._push_field(name, value, text)

    def _set_dates(self) -> None:
        text = self.dates_edit.text().strip()
        found = re.findall(r"\d{4}-\d{2}-\d{2}", text)
        if text and not found or len(found) > 2:
            self.editor.statusChanged.emit({"message": self.tr("Dates are written YYYY-MM-DD (one day, or the first "
                                                               "and the last)")})
            self.fill()
            return
        start = found[0] if found else ""
        end = found[-1] if found else ""
        doc = self.document
        if (start, end) == (doc.start_date, doc.end_date):
            return
        self.editor.qdoc.undo_stack.beginMacro(self.tr("Change Dates"))
        self.editor._push_field("start_date", start, self.tr("Change Dates"))
        self.editor._push_field("end_date", end, self.tr("Change Dates"))
        self.editor.qdoc.undo_stack.endMacro()

    def _set_tolerance(self, value: float) -> None:
        _label, per = self.editor._unit()
        mm = round(value * per, 3)
        if abs(mm - self.document.tolerance) > 1e-6:
            self.editor.qdoc.push(SetField(self.document, "tolerance", mm, self.tr("Change Size Tolerance"),
                                           merge=True))

    def fill(self) -> None:
        doc = self.document
        for edit, value in ((self.name_edit, doc.name), (self.venue_edit, doc.venue)):
            if not edit.hasFocus() or edit.text() != value:
                edit.setText(value)
        dates = doc.start_date if doc.start_date == doc.end_date or not doc.end_date else \
            self.tr("%(first)s to %(last)s") % {"first": doc.start_date, "last": doc.end_date}
        self.dates_edit.setText(dates)
        self.ruleset_label.setText(self.editor.ruleset.name if self.editor.ruleset else doc.ruleset)
        label, per = self.editor._unit()
        self.tolerance.blockSignals(True)
        self.tolerance.setSuffix(f" {label}")
        self.tolerance.setValue(doc.tolerance / per)
        self.tolerance.blockSignals(False)
        self.distinct.blockSignals(True)
        self.distinct.setChecked(doc.distinct_layouts)
        self.distinct.blockSignals(False)
