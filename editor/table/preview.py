"""The first picture of a table opened at start-up: the table's drawing, made from its file's data.

Opening a table builds its model (shapely shapes), its ruleset, its canvas items, panels and
checks: a good part of a second's start-up, most of it importing shapely and numpy. A table
named on the command line is therefore painted first by :class:`TablePreview`: the table's
picture as ``model/drawing/thumbnail.py`` describes it (the cloth, zones in their sides' colours,
pieces in their kinds', objectives), made from the file's coordinate lists read by
``model/drawing/plain.py`` (any format version, brought up to the newest by ``model/upgrades.py``)
and painted by the drawing's QPainter backend (``editor/drawing.py``), so nothing heavier than Qt
is imported. The real tab replaces it as soon as that picture is on screen
(:meth:`editor.mainwindow.MainWindow.open_at_start`). Anything the picture cannot read is simply
left out: the real load that follows reports it.
"""
from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from model.drawing.plain import plain_ruleset, plain_table
from model.drawing.thumbnail import thumbnail_on_cloth
from model.upgrades import readable

from ..drawing import paint
from ..fit import fitted

#: the room round the table, a share of its longer side (as the canvas fits it)
MARGIN = 0.04


class TablePreview(QWidget):
    """A table's picture from its file, fitted like the canvas; emits ``painted`` once."""

    painted = Signal()

    def __init__(self, data: dict, parent=None):
        super().__init__(parent)
        self.setAutoFillBackground(True)  # the window's own ground round the table
        self.table = plain_table(data)
        self.ruleset = plain_ruleset(self.table.ruleset)
        self.pieces, self.zones, self.markers = self.table.pieces, self.table.zones, self.table.markers
        self._painted = False

    @classmethod
    def for_file(cls, path: str | Path, parent=None) -> "TablePreview | None":
        """The picture of a table file, or None when it is not a table this picture can read."""
        try:
            with open(path, "rb") as fh:
                return cls.for_data(json.loads(fh.read()), parent)
        except Exception:
            return None

    @classmethod
    def for_data(cls, data: dict, parent=None) -> "TablePreview | None":
        data = readable(data)  # any version the app reads, upgraded as the real load upgrades it
        if data is None or data.get("kind") != "table":
            return None
        try:
            return cls(data, parent)
        except (KeyError, TypeError, ValueError):  # no size to draw it at: the real load says why
            return None

    def scale(self) -> tuple[float, float, float] | None:
        """Pixels per millimetre and where the table's corner goes: the table and its margin whole,
        centred in the widget (None: no room)."""
        w, d = self.table.width, self.table.depth
        m = max(w, d) * MARGIN
        return fitted(self, (-m, -m, w + m, d + m))

    def drawing(self, k: float) -> list:
        """The table's primitives at ``k`` pixels per millimetre, its corner at (0, 0)."""
        return thumbnail_on_cloth(self.table, self.ruleset, k)

    def paintEvent(self, event) -> None:
        fit = self.scale()
        if fit is not None:
            k, x, y = fit
            p = QPainter(self)
            p.setRenderHint(QPainter.Antialiasing)
            p.translate(x, y)
            paint(p, self.drawing(k))
            p.end()
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self, self.painted.emit)  # not after the widget is gone
