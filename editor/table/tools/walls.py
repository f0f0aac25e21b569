"""The Walls tool: stand a wall inside a ruin or building, clipped to its footprint."""
from __future__ import annotations

import math
from dataclasses import replace

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QColor, QPainterPath
from shapely import make_valid
from shapely.geometry import LineString, Point, Polygon

from model.geometry import oriented

from ..items import ObjectItem
from ..qtgeom import path_for
from .base import OverlayPath, Tool

class WallTool(Tool):
    """Drag inside a terrain piece to stand a wall in it: a ruin's walls block sight, its open
    floor does not. The wall is clipped to the piece's footprint; Shift keeps it along an axis
    or a diagonal, Alt draws off the grid, Esc cancels."""

    name = "walls"
    cursor = Qt.CrossCursor
    #: drawing default, about the thickness of a model ruin's wall (not a game rule)
    THICKNESS_MM = 5.0

    def __init__(self, editor):
        super().__init__(editor)
        self.piece = None  # the TerrainPieceItem the wall is drawn in
        self.start: QPointF | None = None
        self.preview = OverlayPath(editor.scene, "#1d1d1d", 1.5, Qt.DashLine, fill=QColor(38, 50, 56, 150))
        self.preview.setVisible(False)

    def deactivate(self) -> None:
        self.cancel()

    def cancel(self) -> None:
        self.piece = None
        self.start = None
        self.preview.setVisible(False)

    def _piece_at(self, pos: QPointF):
        """The topmost terrain piece whose footprint holds ``pos``."""
        for item in self.scene.items(pos, Qt.IntersectsItemShape, Qt.DescendingOrder, self.view.transform()):
            while item is not None and not isinstance(item, ObjectItem):
                item = item.parentItem()
            if isinstance(item, ObjectItem) and item.collection == "pieces" and item.isVisible() \
                    and make_valid(item.obj.footprint).covers(Point(pos.x(), pos.y())):
                return item
        return None

    def _end(self, event, pos: QPointF) -> QPointF:
        end = self.snap(pos, event)
        if event.modifiers() & Qt.ShiftModifier:  # along an axis or a diagonal
            dx, dy = end.x() - self.start.x(), end.y() - self.start.y()
            angle = round(math.atan2(dy, dx) / (math.pi / 4)) * (math.pi / 4)
            length = math.hypot(dx, dy)
            end = QPointF(self.start.x() + length * math.cos(angle), self.start.y() + length * math.sin(angle))
        return end

    def _parts(self, end: QPointF) -> list[Polygon]:
        """The wall from the start to ``end``, as the polygons left inside the piece."""
        line = LineString([(self.start.x(), self.start.y()), (end.x(), end.y())])
        if line.length < self.THICKNESS_MM:
            return []
        shape = line.buffer(self.THICKNESS_MM / 2, cap_style="square").intersection(self.piece.obj.footprint)
        return [oriented(g) for g in getattr(shape, "geoms", [shape])
                if g.geom_type == "Polygon" and g.area > self.THICKNESS_MM ** 2 / 4]

    def press(self, event, pos):
        if event.button() != Qt.LeftButton:
            return False
        self.view.setFocus()
        self.piece = self._piece_at(pos)
        if self.piece is None:
            self.editor.show_message(self.editor.tr("Start a wall inside a terrain piece (a ruin, a building)"))
            return True
        if not self.piece.obj.footprint.is_valid:
            self.piece = None
            self.editor.show_message(self.editor.tr("This piece's outline crosses itself: fix its corners first"))
            return True
        self.start = self.snap(pos, event)
        self.preview.start_empty()
        return True

    def move(self, event, pos):
        if self.start is None:
            return False
        end = self._end(event, pos)
        parts = self._parts(end)
        path = QPainterPath()
        for part in parts:
            path.addPath(path_for(part))
        self.preview.setPath(path)
        self.editor.show_message(self.editor.tr("Wall %s long, %s thick") % (
            self.editor.length(QLineF(self.start, end).length()), self.editor.length(self.THICKNESS_MM)))
        return True

    def release(self, event, pos):
        if self.start is None or event.button() != Qt.LeftButton:
            return False
        parts = self._parts(self._end(event, pos))
        piece = self.piece.obj
        self.cancel()
        if parts:
            self.editor.push_changes([("pieces", replace(piece, walls=piece.walls + tuple(parts)))],
                                     self.editor.tr("Draw wall"))
        return True

    def key(self, event):
        if event.key() == Qt.Key_Escape and self.start is not None:
            self.cancel()
            return True
        return False
