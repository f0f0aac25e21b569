"""The end of a turn (unspent imperial points lost; what the turn still lacks said, not refused) and
the turn's bulletin for the players."""
from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QPushButton

from model import campaign_turns as ct

from .common import PhaseForm, RecordTurn


class EndForm(PhaseForm):
    def __init__(self, panel):
        super().__init__(panel)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.end_button = QPushButton(self.tr("End Turn"), self)
        self.end_button.setObjectName("EndTurn")
        self.end_button.setToolTip(self.tr("End the turn: unspent imperial points are lost"))
        self.end_button.clicked.connect(self.end_turn)
        row.addWidget(self.end_button)
        self.bulletin_button = QPushButton(self.tr("Bulletin PDF…"), self)
        self.bulletin_button.setObjectName("ExportBulletin")
        self.bulletin_button.setToolTip(self.tr("Save the turn bulletin for the players as a PDF"))
        self.bulletin_button.clicked.connect(self.export_bulletin)
        row.addWidget(self.bulletin_button)
        self.print_bulletin_button = QPushButton(self.tr("Print Bulletin…"), self)
        self.print_bulletin_button.setObjectName("PrintBulletin")
        self.print_bulletin_button.setToolTip(self.tr("Print the turn bulletin, with a preview (File > Export "
                                                      "offers it as PDF or PNG too)"))
        self.print_bulletin_button.clicked.connect(self.print_bulletin)
        row.addWidget(self.print_bulletin_button)

    def fill(self, order, play) -> None:
        self.end_button.setEnabled(self.document.history.open_turn is not None)

    def end_turn(self) -> bool:
        turn = self.document.history.open_turn
        if turn is None:
            return False
        panel = self.panel
        # the turn ends even so (a player may not have turned up); the check panel keeps the error
        play = panel.play()
        problems = play.closing_problems() if play is not None else []
        panel.last_refusal, panel.last_problems = None, []
        if problems:
            self.editor.warn(" ".join(self.tr("{problem} [{rule}]").format(problem=p.text(), rule=p.rule)
                                      for p in problems))
        self.editor.qdoc.push(RecordTurn(self.document, ct.end_turn(self.document), {},
                                         self.tr("End turn {turn}").format(turn=turn.number), turn=turn.number + 1))
        return True

    def print_bulletin(self):
        """The turn bulletin in a print preview (the print machinery of File > Print)."""
        from ...printing.dialog import print_preview
        from ..bulletin import TurnBulletin

        return print_preview(TurnBulletin(self.document.snapshot(), self.editor.ruleset), self.panel)

    def export_bulletin(self, path: str | None = None) -> str | None:
        from ..bulletin import write_bulletin

        if not path:
            from PySide6.QtWidgets import QFileDialog  # a dialog's Python type is made when first asked for

            path, _ = QFileDialog.getSaveFileName(self.panel, self.tr("Turn bulletin"), "bulletin.pdf",
                                                  self.tr("PDF (*.pdf)"))
        if not path:
            return None
        write_bulletin(self.document, self.editor.ruleset, path)
        return path
