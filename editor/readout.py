"""A status bar read-out that follows the pointer without laying the window out again."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel

#: Qt's QWIDGETSIZE_MAX: no maximum
NO_LIMIT = (1 << 24) - 1


class Readout(QLabel):
    """A label whose text changes many times a second (the pointer's position on the canvas).

    Its size stays fixed at the widest text it has shown since it was last emptied, so that a new
    text repaints the label alone: Qt lays out the status bar again for every new text of a label
    whose size may change, and with it the whole window, its panels and toolbars (animating the
    panels to their places), 25 times a second while the pointer moves. It paints its own background,
    so that a new text repaints the label alone and not the window behind it (Qt paints what lies
    under a widget that does not fill its background first, the main window included)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._widest = -1.0  # the advance of the widest text shown (the label is that wide)
        self.setAutoFillBackground(True)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        if text == self.text():  # the same words: nothing to measure nor paint
            return
        if not text:
            self._widest = -1.0
            self.setMinimumSize(0, 0)
            self.setMaximumSize(NO_LIMIT, NO_LIMIT)
            super().setText(text)
            return
        advance = self.fontMetrics().horizontalAdvance(text)
        super().setText(text)
        if advance > self._widest:  # wider: the label grows once, and the status bar with it
            self._widest = advance
            self.setFixedSize(self.sizeHint())
