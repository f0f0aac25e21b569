"""The Measure tool: the straight length of a drag and the edge-to-edge gap between the
objects under its ends."""
from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QPainterPath
from shapely.ops import nearest_points

from ..items import Z_OVERLAY, LabelItem, object_geometry
from .base import OverlayPath, Tool

class MeasureTool(Tool):
    """Drag to measure (ends on the grid when snapping): the straight length, and the
    edge-to-edge gap between the objects under the two ends (drawn as a second line)."""

    name = "measure"
    cursor = Qt.CrossCursor

    def __init__(self, editor):
        super().__init__(editor)
        self.line = OverlayPath(editor.scene, "#1d1d1d", 1.5, Qt.SolidLine)
        self.gap = OverlayPath(editor.scene, "#c0392b", 2.0, Qt.DashLine)
        self.label = LabelItem(None)
        self.label.setZValue(Z_OVERLAY + 3)
        editor.scene.addItem(self.label)
        self.start = None
        self.text = ""
        self._hide()

    def _hide(self) -> None:
        for item in (self.line, self.gap, self.label):
            item.setVisible(False)

    def deactivate(self) -> None:
        self.start = None
        self._hide()

    def press(self, event, pos):
        if event.button() != Qt.LeftButton:
            return False
        self.view.setFocus()
        self.start = self.snap(pos, event)
        self.start_item = self.scene.object_item_at(pos, self.view.transform())
        self.measure(self.start, pos)
        return True

    def move(self, event, pos):
        if self.start is None:
            return False
        self.measure(self.snap(pos, event), pos)
        return True

    def release(self, event, pos):
        if self.start is None or event.button() != Qt.LeftButton:
            return False
        self.measure(self.snap(pos, event), pos)
        self.start = None
        return True

    def measure(self, pos: QPointF, under: QPointF | None = None) -> str:
        """Show the length from the start to ``pos``; ``under`` is the unsnapped cursor."""
        path = QPainterPath(self.start)
        path.lineTo(pos)
        self.line.setPath(path)
        self.line.setVisible(True)
        length = QLineF(self.start, pos).length()
        lines = [self.editor.tr("Length %s") % self.editor.length(length)]
        end_item = self.scene.object_item_at(under if under is not None else pos, self.view.transform())
        self.gap.setVisible(False)
        if self.start_item is not None and end_item is not None and end_item is not self.start_item:
            a = object_geometry(self.start_item.collection, self.start_item.obj)
            b = object_geometry(end_item.collection, end_item.obj)
            gap = a.distance(b)
            pa, pb = nearest_points(a, b)
            gpath = QPainterPath(QPointF(pa.x, pa.y))
            gpath.lineTo(QPointF(pb.x, pb.y))
            self.gap.setPath(gpath)
            self.gap.setVisible(True)
            lines.append(self.editor.tr("Edge to edge %s") % self.editor.length(gap))
        self.label.set_lines(lines)
        self.label.setPos((self.start + pos) / 2)
        self.label.setVisible(True)
        self.text = " · ".join(lines)
        self.editor.show_message(self.text)
        return self.text
