"""File > New Event: a name and a ruleset, then an event with one empty round."""
from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QWidget

from model.event import EventDocument, Round
from model.ruleset import available_rulesets, load_ruleset


class NewEventDialog(QDialog):
    """Asks for the event's name and ruleset."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("NewEventDialog")
        self.setWindowTitle(self.tr("New Event"))
        form = QFormLayout(self)
        self.name = QLineEdit(self.tr("New event"), self)
        self.ruleset = QComboBox(self)
        for ruleset_id in sorted(available_rulesets()):
            try:
                ruleset = load_ruleset(ruleset_id)
            except Exception:  # a broken user ruleset must not hide the others
                continue
            if ruleset.serves("table"):
                self.ruleset.addItem(ruleset.name, ruleset_id)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Ruleset"), self.ruleset)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def document(self) -> EventDocument:
        return EventDocument(self.name.text().strip() or self.tr("New event"), self.ruleset.currentData(),
                             rounds=[Round("round-1", self.tr("Round %d") % 1)])


def new_event_dialog(parent: QWidget | None = None) -> EventDocument | None:
    dialog = NewEventDialog(parent)
    return dialog.document() if dialog.exec() == QDialog.Accepted else None
