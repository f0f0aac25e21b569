"""The event pack's sections as checkboxes, preset by who reads the pack: the same parts as
``wartable pack --sections`` (:data:`editor.printing.pack.SECTIONS`), shown in File > Export's
dialog and in Make Event Pack's."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QGridLayout, QGroupBox, QWidget

from .pack import AUDIENCES, SECTIONS, section_names


class PackSections(QGroupBox):
    """One checkbox per section of the pack, in print order; ``preset(audience)`` ticks a reader's."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None, audience: str = "organiser"):
        super().__init__(self.tr("What goes in the pack"), parent)
        self.setObjectName("PackSections")
        grid = QGridLayout(self)
        names = section_names()
        tips = {"cover": self.tr("The event, its dates and venue, and each round's tables"),
                "rules": self.tr("The event's rules in words: points limit, timing, scoring, the checks it changes"),
                "check": self.tr("What the check found about the event, each layout's errors and warnings"),
                "rounds": self.tr("Who plays whom at which table in each round"),
                "terrain": self.tr("The most of each stock item any one round sets out"),
                "sheets": self.tr("The setup sheets: one per layout a round uses in the players' pack, one per "
                                  "table in the organiser's"),
                "picks": self.tr("Which stock items go to which table, round by round"),
                "lists": self.tr("Each player's list, points and what its check found"),
                "rosters": self.tr("Each player's army roster, to sign at list check")}
        self.boxes: dict[str, QCheckBox] = {}
        rows = (len(SECTIONS) + 1) // 2
        for i, key in enumerate(SECTIONS):
            box = QCheckBox(names[key], self)
            box.setObjectName(f"PackSection-{key}")
            box.setToolTip(tips[key])
            box.toggled.connect(lambda _on: self.changed.emit())
            grid.addWidget(box, i % rows, i // rows)
            self.boxes[key] = box
        self.preset(audience)

    def preset(self, audience: str) -> None:
        """Tick the sections of ``audience``'s pack (players or organiser), untick the rest."""
        chosen = AUDIENCES.get(audience, AUDIENCES["organiser"])
        for key, box in self.boxes.items():
            box.blockSignals(True)
            box.setChecked(key in chosen)
            box.blockSignals(False)
        self.changed.emit()

    def sections(self) -> tuple[str, ...]:
        """The ticked sections, in print order."""
        return tuple(key for key in SECTIONS if self.boxes[key].isChecked())
