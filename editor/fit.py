"""A document's whole extent shown in a widget: what the start-up pictures and the canvas agree on."""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter


def fit(painter: QPainter, widget, world: QRectF) -> bool:
    """Set ``painter`` to show ``world`` (document millimetres) whole and centred in ``widget``, as
    the canvas fits a document; False when there is nothing to show or no room to show it in."""
    if world.width() <= 0 or world.height() <= 0 or widget.width() <= 0 or widget.height() <= 0:
        return False
    scale = min(widget.width() / world.width(), widget.height() / world.height())
    painter.translate(widget.width() / 2, widget.height() / 2)
    painter.scale(scale, scale)
    painter.translate(-world.center())
    painter.setRenderHint(QPainter.Antialiasing)
    return True
