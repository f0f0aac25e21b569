"""Edit > Preferences: the language of the window and of every message, and how often autosave runs."""
from __future__ import annotations

import os

from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QSpinBox,
                               QVBoxLayout)

from model import i18n, language_choice


#: Autosave runs every minute unless the user chooses otherwise (``autosave/seconds``).
DEFAULT_AUTOSAVE_SECONDS = 60
AUTOSAVE_KEY = "autosave/seconds"


class PreferencesDialog(QDialog):
    """Chooses the language (it applies from the next start: the window says so) and how often
    unsaved work is autosaved to a recovery file (at once). ``settings``: the window's QSettings."""

    def __init__(self, parent=None, settings=None):
        super().__init__(parent)
        self.settings = settings if settings is not None else getattr(parent, "settings", None)
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
        self.autosave_every = QSpinBox(self)
        self.autosave_every.setObjectName("AutosaveEvery")
        self.autosave_every.setRange(1, 999)
        self.autosave_unit = QComboBox(self)
        self.autosave_unit.setObjectName("AutosaveUnit")
        self.autosave_unit.addItem(self.tr("seconds"), 1)
        self.autosave_unit.addItem(self.tr("minutes"), 60)
        tip = self.tr("How often unsaved work is written to a recovery file, offered back if Wartable is "
                      "closed without saving it")
        for w in (self.autosave_every, self.autosave_unit):
            w.setToolTip(tip)
        row = QHBoxLayout()
        row.addWidget(self.autosave_every)
        row.addWidget(self.autosave_unit)
        row.addStretch(1)
        label = QLabel(self.tr("&Autosave every:"), self)
        label.setBuddy(self.autosave_every)
        form.addRow(label, row)
        self._show_autosave(self.saved_autosave_seconds())
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

    def saved_autosave_seconds(self) -> int:
        """The autosave interval saved in the preferences (a minute when none or nonsense)."""
        raw = self.settings.value(AUTOSAVE_KEY) if self.settings is not None else None
        try:
            seconds = int(float(raw))
        except (TypeError, ValueError, OverflowError):
            return DEFAULT_AUTOSAVE_SECONDS
        return seconds if 1 <= seconds <= 999 * 60 else DEFAULT_AUTOSAVE_SECONDS

    def _show_autosave(self, seconds: int) -> None:
        minutes = seconds % 60 == 0
        self.autosave_unit.setCurrentIndex(1 if minutes else 0)
        self.autosave_every.setValue(seconds // 60 if minutes else seconds)

    def autosave_seconds(self) -> int:
        """The autosave interval chosen, in seconds."""
        return self.autosave_every.value() * int(self.autosave_unit.currentData())

    def chosen(self) -> str | None:
        """The language code chosen, or None for the system's."""
        return self.language.currentData()

    def _in_sentence(self, code: str) -> str:
        """A language's name as it reads inside a sentence ("español", not "Español")."""
        return {"en": self.tr("English", "inside a sentence"),
                "es": self.tr("Spanish", "inside a sentence")}.get(code, i18n.LANGUAGES.get(code, code))

    def _explain(self) -> None:
        lang = self.chosen() or i18n.system_language()
        forced = i18n.normalise(os.environ.get("WARTABLE_LANG"))
        notes = []
        if forced:
            notes.append(self.tr("The WARTABLE_LANG variable asks for %s; it wins over this choice "
                                 "while it is set.") % self._in_sentence(forced))
        elif lang != i18n.language():
            notes.append(self.tr("Wartable will speak %s from the next start.") % self._in_sentence(lang))
        if os.environ.get("WARTABLE_AUTOSAVE_SECONDS"):
            notes.append(self.tr("The WARTABLE_AUTOSAVE_SECONDS variable sets how often autosave runs; it "
                                 "wins over this choice while it is set."))
        self.note.setText("\n".join(notes))

    def accept(self) -> None:
        language_choice.save_language(self.chosen())
        if self.settings is not None:
            self.settings.setValue(AUTOSAVE_KEY, self.autosave_seconds())
        super().accept()
