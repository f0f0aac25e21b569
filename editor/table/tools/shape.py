"""The Rectangle and Ellipse tools: drag out a shape of the palette's current kind."""
from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainterPath

from model.geometry import ellipse, rectangle

from ..qtgeom import path_for
from .base import OverlayPath, Tool

class ShapeTool(Tool):
    """Drag out a rectangle or an ellipse (Shift: square or circle) of the palette's current kind."""

    cursor = Qt.CrossCursor

    def __init__(self, editor, shape: str):
        super().__init__(editor)
        self.shape = shape
        self.name = shape
        self.start = None
        self.preview = OverlayPath(editor.scene, "#1d1d1d", 1.5, Qt.DashLine, fill=QColor(10, 132, 255, 40))
        self.preview.setVisible(False)

    def deactivate(self) -> None:
        self.start = None
        self.preview.setVisible(False)

    def _geometry(self, event, pos):
        p = self.snap(pos, event)
        x0, y0 = self.start.x(), self.start.y()
        w, h = p.x() - x0, p.y() - y0
        if event.modifiers() & Qt.ShiftModifier:
            s = max(abs(w), abs(h))
            w, h = math.copysign(s, w or 1), math.copysign(s, h or 1)
        x, y = min(x0, x0 + w), min(y0, y0 + h)
        w, h = abs(w), abs(h)
        if w < 1e-6 or h < 1e-6:
            return None
        if self.shape == "rectangle":
            return rectangle(x, y, w, h)
        return ellipse(x + w / 2, y + h / 2, w / 2, h / 2)

    def press(self, event, pos):
        if event.button() != Qt.LeftButton:
            return False
        self.view.setFocus()
        self.start = self.snap(pos, event)
        self.preview.start_empty()
        return True

    def move(self, event, pos):
        if self.start is None:
            return False
        geom = self._geometry(event, pos)
        self.preview.setPath(path_for(geom) if geom is not None else QPainterPath())
        if geom is not None:
            x0, y0, x1, y1 = geom.bounds
            self.editor.show_message(f"{self.editor.length(x1 - x0)} x {self.editor.length(y1 - y0)}")
        return True

    def release(self, event, pos):
        if self.start is None or event.button() != Qt.LeftButton:
            return False
        geom = self._geometry(event, pos)
        self.start = None
        self.preview.setVisible(False)
        if geom is not None and min(geom.bounds[2] - geom.bounds[0], geom.bounds[3] - geom.bounds[1]) >= self.px(3):
            self.editor.create_drawn(geom)
        return True

    def key(self, event):
        if event.key() == Qt.Key_Escape and self.start is not None:
            self.start = None
            self.preview.setVisible(False)
            return True
        return False
