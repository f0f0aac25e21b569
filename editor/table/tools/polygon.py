"""The Polygon tool: click corners, close with a double-click, Enter or the first corner."""
from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QColor, QPainterPath
from shapely.geometry import Polygon

from model.geometry import oriented

from .base import OverlayPath, Tool

class PolygonTool(Tool):
    """Click corners; double-click, Enter or a click on the first corner closes the shape;
    Backspace removes the last corner; Esc cancels."""

    name = "polygon"
    cursor = Qt.CrossCursor
    CLOSE_PX = 8

    def __init__(self, editor):
        super().__init__(editor)
        self.points: list[QPointF] = []
        self.preview = OverlayPath(editor.scene, "#1d1d1d", 1.5, Qt.DashLine, fill=QColor(10, 132, 255, 40))
        self.preview.setVisible(False)
        self.cursor_pos = None

    def deactivate(self) -> None:
        self.cancel()

    def cancel(self) -> None:
        self.points = []
        self.preview.setVisible(False)

    def _update(self) -> None:
        path = QPainterPath()
        if self.points:
            path.moveTo(self.points[0])
            for p in self.points[1:]:
                path.lineTo(p)
            if self.cursor_pos is not None:
                path.lineTo(self.cursor_pos)
        self.preview.setPath(path)
        self.preview.setVisible(bool(self.points))

    def press(self, event, pos):
        if event.button() != Qt.LeftButton:
            return False
        self.view.setFocus()
        p = self.snap(pos, event)
        if len(self.points) >= 3:
            first = self.view.mapFromScene(self.points[0])
            if QLineF(QPointF(first), event.position()).length() <= self.CLOSE_PX:
                self.finish()
                return True
        if not self.points or QLineF(self.points[-1], p).length() > 1e-9:
            self.points.append(p)
        self.cursor_pos = p
        self._update()
        return True

    def move(self, event, pos):
        if not self.points:
            return False
        self.cursor_pos = self.snap(pos, event)
        self._update()
        return True

    def release(self, event, pos):
        return bool(self.points)

    def double_click(self, event, pos):
        if event.button() != Qt.LeftButton:
            return False
        self.finish()
        return True

    def finish(self) -> None:
        pts = [(p.x(), p.y()) for p in self.points]
        self.cancel()
        if len(pts) < 3:
            self.editor.show_message(self.editor.tr("A shape needs at least three corners"))
            return
        poly = Polygon(pts)
        if poly.is_valid and poly.area > 0:
            poly = oriented(poly)
        self.editor.create_drawn(poly)

    def key(self, event):
        if not self.points:
            return False
        if event.key() in (Qt.Key_Return, Qt.Key_Enter):
            self.finish()
            return True
        if event.key() == Qt.Key_Escape:
            self.cancel()
            return True
        if event.key() == Qt.Key_Backspace:
            self.points.pop()
            self._update()
            return True
        return False
