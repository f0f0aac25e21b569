"""Edit > Preferences: the language of the window and of every message."""
from __future__ import annotations

import os

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout

from model import i18n


class PreferencesDialog(QDialog):
    """Chooses the language; it applies from the next start (the window says so)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("PreferencesDialog")
        self.setWindowTitle(self.tr("Preferences"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.language = QComboBox(self)
        self.language.setObjectName("LanguageChoice")
        system = i18n.system_language()
        self.language.addItem(self.tr("System language (%s)") % i18n.LANGUAGES[system], None)
        for code, name in i18n.LANGUAGES.items():
            self.language.addItem(name, code)
        saved = i18n.saved_language()
        self.language.setCurrentIndex(max(0, self.language.findData(saved)) if saved else 0)
        self.language.setToolTip(self.tr("The language of menus, panels, findings and printouts"))
        form.addRow(self.tr("&Language:"), self.language)
        layout.addLayout(form)
        self.note = QLabel(self)
        self.note.setObjectName("PreferencesNote")
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.language.currentIndexChanged.connect(self._explain)
        self._explain()

    def chosen(self) -> str | None:
        """The language code chosen, or None for the system's."""
        return self.language.currentData()

    def _explain(self) -> None:
        lang = self.chosen() or i18n.system_language()
        forced = i18n.normalise(os.environ.get("WARTABLE_LANG"))
        if forced:
            self.note.setText(self.tr("The WARTABLE_LANG variable asks for %s; it wins over this choice "
                                      "while it is set.") % i18n.LANGUAGES[forced])
        elif lang != i18n.language():
            self.note.setText(self.tr("Wartable will speak %s from the next start.") % i18n.LANGUAGES[lang])
        else:
            self.note.setText("")

    def accept(self) -> None:
        i18n.save_language(self.chosen())
        super().accept()
