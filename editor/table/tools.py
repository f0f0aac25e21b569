"""Canvas tools: select/move/rotate/scale, vertex editing, rectangle, ellipse, polygon,
marker placement and measuring.

A tool previews on scene items while the mouse moves and pushes one undo command on
release (nothing when nothing changed). Tools never touch the model directly.
"""
from __future__ import annotations

import math
from dataclasses import replace

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsPathItem
from shapely import affinity, make_valid
from shapely.geometry import LineString, Point, Polygon
from shapely.ops import nearest_points

from model.geometry import ellipse, oriented, rectangle

from .items import SELECTION_COLOR, Z_OVERLAY, LabelItem, ObjectItem, object_geometry, transformed, with_geometry
from .qtgeom import path_for

HANDLE_PX = 5.0
ROTATE_OFFSET_PX = 26.0
SNAP_ANGLE = 15.0


def _cosmetic(color, width=1.0, style=Qt.SolidLine) -> QPen:
    pen = QPen(QColor(color), width, style)
    pen.setCosmetic(True)
    return pen


class OverlayPath(QGraphicsPathItem):
    """A preview or guide drawn above everything, ignored by clicks."""

    def __init__(self, scene, color="#0a84ff", width=1.5, style=Qt.DashLine, fill=None):
        super().__init__()
        self.setPen(_cosmetic(color, width, style))
        if fill is not None:
            self.setBrush(QColor(fill))
        self.setZValue(Z_OVERLAY)
        self.setAcceptedMouseButtons(Qt.NoButton)
        scene.addItem(self)

    def start_empty(self) -> None:
        """Shown, with nothing drawn yet: the start of a drag."""
        self.setPath(QPainterPath())
        self.setVisible(True)


class Tool:
    """Base of the canvas tools; handlers return True when they used the event."""

    name = "tool"
    cursor = Qt.ArrowCursor

    def __init__(self, editor):
        self.editor = editor

    @property
    def scene(self):
        return self.editor.scene

    @property
    def view(self):
        return self.editor.view

    def activate(self) -> None:
        pass

    def deactivate(self) -> None:
        pass

    def press(self, event, pos: QPointF) -> bool:
        return False

    def move(self, event, pos: QPointF) -> bool:
        return False

    def release(self, event, pos: QPointF) -> bool:
        return False

    def double_click(self, event, pos: QPointF) -> bool:
        return False

    def key(self, event) -> bool:
        return False

    def paint(self, painter, rect) -> None:
        pass

    def px(self, pixels: float) -> float:
        """A screen distance in scene millimetres at the current zoom."""
        return pixels / (self.view.scale_factor() or 1.0)

    def snap(self, pos: QPointF, event=None) -> QPointF:
        """``pos`` on the grid when snapping is on (Alt held: free)."""
        free = event is not None and bool(event.modifiers() & Qt.AltModifier)
        return self.editor.snap_point(pos) if not free else QPointF(pos)


# -- selection, move, rotate, scale -------------------------------------------------------

class SelectionHandles(QGraphicsItem):
    """The selection's box with a rotate handle above it and a scale handle at its corner."""

    def __init__(self, style):
        super().__init__()
        self.style = style
        self.box = QRectF()
        self.setZValue(Z_OVERLAY + 1)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def set_box(self, box: QRectF | None) -> None:
        self.prepareGeometryChange()
        self.box = QRectF(box) if box is not None else QRectF()
        self.setVisible(box is not None)

    def _mm(self, px: float) -> float:
        return px / (self.style.view_scale() or 1.0)

    def rotate_point(self) -> QPointF:
        return QPointF(self.box.center().x(), self.box.top() - self._mm(ROTATE_OFFSET_PX))

    def scale_point(self) -> QPointF:
        return self.box.bottomRight()

    def boundingRect(self) -> QRectF:
        m = self._mm(ROTATE_OFFSET_PX + HANDLE_PX * 2)
        return self.box.adjusted(-m, -m, m, m)

    def paint(self, painter, option, widget=None) -> None:
        if self.box.isNull():
            return
        painter.setPen(_cosmetic(SELECTION_COLOR, 1.0, Qt.DashLine))
        painter.setBrush(Qt.NoBrush)
        painter.drawRect(self.box)
        top = QPointF(self.box.center().x(), self.box.top())
        rp = self.rotate_point()
        painter.setPen(_cosmetic(SELECTION_COLOR, 1.0))
        painter.drawLine(top, rp)
        r = self._mm(HANDLE_PX)
        painter.setBrush(QColor("white"))
        painter.setPen(_cosmetic(SELECTION_COLOR, 1.5))
        painter.drawEllipse(rp, r * 1.2, r * 1.2)
        sp = self.scale_point()
        painter.drawRect(QRectF(sp.x() - r, sp.y() - r, 2 * r, 2 * r))

    def hit(self, view, pos_view: QPointF) -> str | None:
        if not self.isVisible() or self.box.isNull():
            return None
        for name, point in (("rotate", self.rotate_point()), ("scale", self.scale_point())):
            p = view.mapFromScene(point)
            if abs(p.x() - pos_view.x()) <= HANDLE_PX + 3 and abs(p.y() - pos_view.y()) <= HANDLE_PX + 3:
                return name
        return None


def _bounds_of(items) -> QRectF | None:
    rect = None
    for item in items:
        x0, y0, x1, y1 = object_geometry(item.collection, item.obj).bounds
        r = QRectF(x0, y0, x1 - x0, y1 - y0)
        rect = r if rect is None else rect.united(r)
    return rect


class SelectTool(Tool):
    """Click to select (Shift adds or removes), drag to move, drag empty space for a rubber
    band; the handles rotate (Shift: 15-degree steps) and scale (Shift: keep proportions);
    arrow keys nudge by the grid step (Shift: a tenth of it)."""

    name = "select"

    def __init__(self, editor):
        super().__init__(editor)
        self.state = None
        self.handles = SelectionHandles(editor.scene.style)
        editor.scene.addItem(self.handles)
        self.handles.setVisible(False)
        self.rubber = OverlayPath(editor.scene, SELECTION_COLOR, 1.0, Qt.DashLine, fill=QColor(10, 132, 255, 30))
        self.rubber.setVisible(False)
        self.moving: list[ObjectItem] = []
        self.delta = QPointF()

    def activate(self) -> None:
        self.refresh()

    def deactivate(self) -> None:
        self.cancel()
        self.handles.setVisible(False)

    def refresh(self) -> None:
        """Put the handles around the current selection (after selection or model changes)."""
        if self.state is not None or self.editor.tool is not self:
            return
        items = self.scene.selected_object_items()
        self.handles.set_box(_bounds_of(items) if items else None)

    def cancel(self) -> None:
        for item in self.moving:
            item.set_object(item.obj)
        self.moving = []
        self.state = None
        self.rubber.setVisible(False)
        self.refresh()

    def press(self, event, pos):
        if event.button() != Qt.LeftButton:
            return False
        self.view.setFocus()
        self.press_view = event.position()
        handle = self.handles.hit(self.view, event.position())
        if handle:
            self.state = handle
            self.start = pos
            self.moving = self.scene.selected_object_items()
            self.box = QRectF(self.handles.box)
            self.handles.setVisible(False)
            return True
        item = self.scene.object_item_at(pos, self.view.transform())
        shift = bool(event.modifiers() & Qt.ShiftModifier)
        if item is not None:
            if shift:
                item.setSelected(not item.isSelected())
                if not item.isSelected():
                    return True
            elif not item.isSelected():
                self.scene.select_keys([item.key])
            self.state = "move"
            self.start = pos
            self.delta = QPointF()
            self.moving = self.scene.selected_object_items()
            self.box = _bounds_of(self.moving)
            return True
        self.state = "rubber"
        self.start = pos
        self.base = self.scene.selected_keys() if shift else []
        if not shift:
            self.scene.select_keys([])
        self.rubber.start_empty()
        return True

    def move(self, event, pos):
        if self.state is None:
            self._hover(event, pos)
            return False
        if self.state == "move":
            if (event.position() - self.press_view).manhattanLength() < QApplication.startDragDistance() \
                    and self.delta.isNull():
                return True
            self.handles.setVisible(False)
            d = pos - self.start
            if self.editor.snapping and not (event.modifiers() & Qt.AltModifier):
                corner = self.box.topLeft() + d
                d = self.editor.snap_point(corner) - self.box.topLeft()
            self.delta = d
            for item in self.moving:
                item.preview_offset(d.x(), d.y())
            self.editor.show_message(self.editor.tr("Move by %s, %s") % (self.editor.length(d.x()), self.editor.length(d.y())))
        elif self.state == "rubber":
            rect = QRectF(self.start, pos).normalized()
            path = QPainterPath()
            path.addRect(rect)
            self.rubber.setPath(path)
            hits = [i.key for i in self.scene.items(rect, Qt.IntersectsItemShape)
                    if isinstance(i, ObjectItem) and i.isVisible()]
            self.scene.select_keys(list(dict.fromkeys(self.base + hits)))
        elif self.state in ("rotate", "scale"):
            fn = self._transform(event, pos)
            for item in self.moving:
                item.preview_geometry(fn(object_geometry(item.collection, item.obj)))
        return True

    def _transform(self, event, pos, state=None):
        shift = bool(event.modifiers() & Qt.ShiftModifier)
        if (state or self.state) == "rotate":
            c = self.box.center()
            a0 = math.atan2(self.start.y() - c.y(), self.start.x() - c.x())
            a1 = math.atan2(pos.y() - c.y(), pos.x() - c.x())
            angle = math.degrees(a1 - a0)
            angle = (angle + 180) % 360 - 180
            if shift:
                angle = round(angle / SNAP_ANGLE) * SNAP_ANGLE
            self.amount = angle
            self.editor.show_message(self.editor.tr("Rotate %s°") % f"{angle:.1f}")
            return lambda g: affinity.rotate(g, angle, origin=(c.x(), c.y()))
        anchor = self.box.topLeft()
        target = self.snap(pos, event)
        w0, h0 = max(self.box.width(), 1e-6), max(self.box.height(), 1e-6)
        sx = max((target.x() - anchor.x()) / w0, 0.02)
        sy = max((target.y() - anchor.y()) / h0, 0.02)
        if shift:
            sx = sy = max(sx, sy)
        self.amount = (sx, sy)
        self.editor.show_message(self.editor.tr("Size %s x %s") % (self.editor.length(w0 * sx), self.editor.length(h0 * sy)))
        return lambda g: affinity.scale(g, sx, sy, origin=(anchor.x(), anchor.y()))

    def release(self, event, pos):
        if self.state is None or event.button() != Qt.LeftButton:
            return False
        state, self.state = self.state, None
        if state == "move":
            d = self.delta
            items, self.moving = self.moving, []
            if not d.isNull():
                dx, dy = d.x(), d.y()
                changes = [(i.collection, transformed(i.collection, i.obj, lambda g: affinity.translate(g, dx, dy)))
                           for i in items]
                if not self.editor.push_changes(changes, self.editor.tr("Move %n object(s)", "", len(items))):
                    for i in items:
                        i.set_object(i.obj)
            self.delta = QPointF()
        elif state == "rubber":
            self.rubber.setVisible(False)
        elif state in ("rotate", "scale"):
            fn = self._transform(event, pos, state)
            items, self.moving = self.moving, []
            identity = (self.amount == 0) if state == "rotate" else (self.amount == (1.0, 1.0))
            pushed = False
            if not identity:
                changes = []
                for i in items:
                    if i.collection == "markers" and i.obj.geometry.geom_type == "Point" and state == "scale":
                        continue
                    changes.append((i.collection, transformed(i.collection, i.obj, fn)))
                verb = self.editor.tr("Rotate %n object(s)", "", len(items)) if state == "rotate" else \
                    self.editor.tr("Scale %n object(s)", "", len(items))
                pushed = self.editor.push_changes(changes, verb)
            if not pushed:
                for i in items:
                    i.set_object(i.obj)
        self.refresh()
        return True

    def _hover(self, event, pos) -> None:
        handle = self.handles.hit(self.view, event.position())
        if handle == "rotate":
            self.view.viewport().setCursor(Qt.CrossCursor)
        elif handle == "scale":
            self.view.viewport().setCursor(Qt.SizeFDiagCursor)
        elif self.scene.object_item_at(pos, self.view.transform()) is not None:
            self.view.viewport().setCursor(Qt.SizeAllCursor)
        else:
            self.view.viewport().setCursor(Qt.ArrowCursor)

    def key(self, event):
        k = event.key()
        arrows = {Qt.Key_Left: (-1, 0), Qt.Key_Right: (1, 0), Qt.Key_Up: (0, -1), Qt.Key_Down: (0, 1)}
        if k in arrows and self.state is None:
            items = self.scene.selected_object_items()
            if not items:
                return False
            step = self.editor.scene.grid_step_mm
            if event.modifiers() & Qt.ShiftModifier:
                step /= 10.0
            dx, dy = arrows[k][0] * step, arrows[k][1] * step
            changes = [(i.collection, transformed(i.collection, i.obj, lambda g: affinity.translate(g, dx, dy)))
                       for i in items]
            self.editor.push_changes(changes, self.editor.tr("Nudge %n object(s)", "", len(items)), merge_key="nudge")
            return True
        if k == Qt.Key_Escape:
            if self.state is not None:
                self.cancel()
            else:
                self.scene.select_keys([])
            return True
        if k in (Qt.Key_Delete, Qt.Key_Backspace) and self.state is None:
            self.editor.delete_selection()
            return True
        return False


# -- vertices ---------------------------------------------------------------------------------

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


class MarkerTool(Tool):
    """Click to place the palette's current scenario marker (an edge marker takes the nearest edge)."""

    name = "marker"
    cursor = Qt.PointingHandCursor

    def press(self, event, pos):
        if event.button() != Qt.LeftButton:
            return False
        self.view.setFocus()
        self.editor.place_marker(self.snap(pos, event))
        return True


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
