"""A short message beside the place the user acted on (a refusal beside the hex clicked), kept for a
few seconds: a tooltip would vanish as the mouse button comes up."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QTimer
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QLabel, QWidget


class Callout(QLabel):
    """A tooltip-coloured note inside ``parent`` (a canvas's viewport), hidden after ``SHOW_MS``."""

    SHOW_MS = 8000

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("Callout")
        self.setWordWrap(True)
        self.setFrameShape(QFrame.Box)
        self.setMargin(6)
        self.setAutoFillBackground(True)
        self.setForegroundRole(QPalette.ToolTipText)
        self.setBackgroundRole(QPalette.ToolTipBase)
        self.hide()
        self._timer = QTimer(self, singleShot=True, timeout=self.hide)

    def show_at(self, text: str, pos: QPoint) -> None:
        """Show ``text`` just below and right of ``pos`` (the parent's coordinates), inside the parent."""
        parent = self.parentWidget()
        self.setText(text)
        self.setMaximumWidth(max(200, min(420, parent.width() - 8)))
        self.adjustSize()
        x = min(max(4, pos.x() + 12), max(4, parent.width() - self.width() - 4))
        y = pos.y() + 12 if pos.y() + 12 + self.height() < parent.height() else pos.y() - 12 - self.height()
        self.move(x, max(4, y))
        self.show()
        self.raise_()
        self._timer.start(self.SHOW_MS)
