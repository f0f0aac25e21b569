"""The Edit Corners tool: drag a corner of the selected shapes, double-click an edge to add
one, Delete removes the current one."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem
from shapely.geometry import LineString, Point, Polygon

from ..items import SELECTION_COLOR, Z_OVERLAY, object_geometry, with_geometry
from .base import HANDLE_PX, Tool, _cosmetic

class VertexHandles(QGraphicsItem):
    """Squares on the corners of the selected shapes; the current corner is filled."""

    def __init__(self, style):
        super().__init__()
        self.style = style
        self.points: list[tuple[tuple[str, str], int, QPointF]] = []
        self.current: tuple[tuple[str, str], int] | None = None
        self._rect = QRectF()
        self.setZValue(Z_OVERLAY + 2)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def set_points(self, points) -> None:
        self.prepareGeometryChange()
        self.points = points
        rect = QRectF()
        for _k, _i, p in points:
            rect = rect.united(QRectF(p, p).adjusted(-1, -1, 1, 1))
        self._rect = rect
        self.update()

    def boundingRect(self) -> QRectF:
        m = HANDLE_PX * 2 / (self.style.view_scale() or 1.0)
        return self._rect.adjusted(-m, -m, m, m)

    def paint(self, painter, option, widget=None) -> None:
        r = HANDLE_PX / (self.style.view_scale() or 1.0)
        painter.setPen(_cosmetic(SELECTION_COLOR, 1.5))
        for key, index, p in self.points:
            painter.setBrush(QColor(SELECTION_COLOR) if (key, index) == self.current else QColor("white"))
            painter.drawRect(QRectF(p.x() - r, p.y() - r, 2 * r, 2 * r))


def _outline(geom) -> list[tuple[float, float]]:
    return list(geom.exterior.coords)[:-1]


def _with_outline(geom: Polygon, coords) -> Polygon:
    return Polygon(coords, [list(r.coords) for r in geom.interiors])


class VertexTool(Tool):
    """Edit the corners of the selected shapes: drag a corner, double-click an edge to add one,
    click a corner and press Delete to remove it."""

    name = "vertices"

    def __init__(self, editor):
        super().__init__(editor)
        self.handles = VertexHandles(editor.scene.style)
        editor.scene.addItem(self.handles)
        self.handles.setVisible(False)
        self.drag = None

    def activate(self) -> None:
        self.handles.setVisible(True)
        self.refresh()

    def deactivate(self) -> None:
        self.handles.setVisible(False)
        self.handles.current = None
        self.drag = None

    def _editable(self):
        return [i for i in self.scene.selected_object_items() if isinstance(object_geometry(i.collection, i.obj), Polygon)]

    def refresh(self) -> None:
        if self.editor.tool is not self or self.drag is not None:
            return
        points = []
        for item in self._editable():
            for n, (x, y) in enumerate(_outline(object_geometry(item.collection, item.obj))):
                points.append((item.key, n, QPointF(x, y)))
        if self.handles.current and not any((k, i) == self.handles.current for k, i, _p in points):
            self.handles.current = None
        self.handles.set_points(points)

    def _vertex_at(self, event):
        best = None
        for key, index, p in self.handles.points:
            v = self.view.mapFromScene(p)
            d = math.hypot(v.x() - event.position().x(), v.y() - event.position().y())
            if d <= HANDLE_PX + 3 and (best is None or d < best[0]):
                best = (d, key, index)
        return best[1:] if best else None

    def press(self, event, pos):
        if event.button() != Qt.LeftButton:
            return False
        self.view.setFocus()
        hit = self._vertex_at(event)
        if hit:
            self.handles.current = hit
            self.handles.update()
            self.drag = hit
            self.moved = False
            return True
        item = self.scene.object_item_at(pos, self.view.transform())
        if item is not None:
            if event.modifiers() & Qt.ShiftModifier:
                item.setSelected(not item.isSelected())
            else:
                self.scene.select_keys([item.key])
        else:
            self.scene.select_keys([])
        self.refresh()
        return True

    def _geometry_with(self, key, index, point: QPointF):
        item = self.scene.items_by_key[key]
        geom = object_geometry(item.collection, item.obj)
        coords = _outline(geom)
        coords[index] = (point.x(), point.y())
        return item, _with_outline(geom, coords)

    def move(self, event, pos):
        if self.drag is None:
            cursor = Qt.PointingHandCursor if self._vertex_at(event) else Qt.ArrowCursor
            self.view.viewport().setCursor(cursor)
            return False
        key, index = self.drag
        p = self.snap(pos, event)
        item, geom = self._geometry_with(key, index, p)
        item.preview_geometry(geom)
        if self.editor.sight.active():  # the sight overlays on show follow the corner
            self.editor.sight.follow(lambda: [(item.collection, _replace_shape(item, geom))])
        self.moved = True
        self.handles.set_points([(k, i, p if (k, i) == (key, index) else q) for k, i, q in self.handles.points])
        return True

    def release(self, event, pos):
        if self.drag is None or event.button() != Qt.LeftButton:
            return False
        key, index = self.drag
        self.drag = None
        if self.moved:
            item, geom = self._geometry_with(key, index, self.snap(pos, event))
            if not self.editor.push_changes([(item.collection, _replace_shape(item, geom))], self.editor.tr("Move corner")):
                item.set_object(item.obj)
        self.refresh()
        return True

    def double_click(self, event, pos):
        """Add a corner on the edge under the cursor."""
        best = None
        for item in self._editable():
            coords = _outline(object_geometry(item.collection, item.obj))
            for n in range(len(coords)):
                a, b = QPointF(*coords[n]), QPointF(*coords[(n + 1) % len(coords)])
                va, vb = self.view.mapFromScene(a), self.view.mapFromScene(b)
                d = _segment_distance(event.position(), QPointF(va), QPointF(vb))
                if d <= 6 and (best is None or d < best[0]):
                    best = (d, item, n)
        if best is None:
            return True
        _d, item, n = best
        geom = object_geometry(item.collection, item.obj)
        coords = _outline(geom)
        seg = LineString([coords[n], coords[(n + 1) % len(coords)]])
        p = seg.interpolate(seg.project(Point(pos.x(), pos.y())))
        coords.insert(n + 1, (p.x, p.y))
        new_geom = _with_outline(geom, coords)
        self.editor.push_changes([(item.collection, _replace_shape(item, new_geom))], self.editor.tr("Add corner"))
        self.handles.current = (item.key, n + 1)
        self.refresh()
        return True

    def delete_current(self) -> None:
        """Remove the current corner (a shape keeps at least three)."""
        key, index = self.handles.current
        item = self.scene.items_by_key.get(key)
        if item is None:
            return
        geom = object_geometry(item.collection, item.obj)
        coords = _outline(geom)
        if len(coords) <= 3:
            self.editor.show_message(self.editor.tr("A shape needs at least three corners"))
            return
        del coords[index]
        self.editor.push_changes([(item.collection, _replace_shape(item, _with_outline(geom, coords)))],
                                 self.editor.tr("Delete corner"))
        self.handles.current = None
        self.refresh()

    def key(self, event):
        if event.key() in (Qt.Key_Delete, Qt.Key_Backspace) and self.handles.current:
            self.delete_current()
            return True
        if event.key() == Qt.Key_Escape:
            self.handles.current = None
            self.handles.update()
            return True
        return False


def _replace_shape(item, geom):
    return with_geometry(item.collection, item.obj, geom)


def _segment_distance(p: QPointF, a: QPointF, b: QPointF) -> float:
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p.x() - a.x()) * dx + (p.y() - a.y()) * dy) / length2))
    return math.hypot(p.x() - (a.x() + t * dx), p.y() - (a.y() + t * dy))


# -- drawing -------------------------------------------------------------------------------------
