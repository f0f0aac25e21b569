"""The Select and Move tool: click, Shift+click and rubber-band selection, dragging, the
rotate and scale handles, and arrow-key nudges."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QApplication, QGraphicsItem
from shapely import affinity

from ..items import SELECTION_COLOR, Z_OVERLAY, ObjectItem, object_geometry, transformed
from .base import HANDLE_PX, OverlayPath, Tool, _cosmetic

ROTATE_OFFSET_PX = 26.0
SNAP_ANGLE = 15.0
#: Qt's Alt key among a mouse event's modifiers, as a number: ``event.modifiers() & Qt.AltModifier`` makes
#: Python enum flags at each step of a drag (about 4.5 us against 1.5 us, a tenth of the step's own Python)
_ALT = Qt.AltModifier.value


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
            if self.delta.isNull() and (event.position() - self.press_view).manhattanLength() \
                    < QApplication.startDragDistance():
                return True
            if self.delta.isNull():
                self.handles.setVisible(False)
            x, y = pos.x() - self.start.x(), pos.y() - self.start.y()
            if self.editor.snapping and not (event.modifiers().value & _ALT):
                left, top = self.box.left(), self.box.top()
                sx, sy = self.scene.snap(left + x, top + y)
                x, y = sx - left, sy - top
            if x == self.delta.x() and y == self.delta.y():
                return True  # the same grid point: nothing moves, nothing to show or follow
            self.delta = QPointF(x, y)
            for item in self.moving:
                item.preview_offset(x, y)  # where the hand has them (the model changes on release)
            self._follow(lambda g, dx=x, dy=y: affinity.translate(g, dx, dy))
            self.editor.show_readout(lambda: self.editor.tr("Move by %s, %s") % (self.editor.length(x),
                                                                                   self.editor.length(y)))
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
            self._follow(fn)
        return True

    def _follow(self, fn) -> None:
        """The sight overlays on show follow the objects where the hand has them (no edit yet)."""
        if self.editor.sight.active():  # the copies made only when a request takes them
            held = [(i.collection, i.obj) for i in self.moving if i.collection in ("pieces", "zones", "markers")]
            self.editor.sight.follow(lambda: [(c, transformed(c, obj, fn)) for c, obj in held])

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
            self.editor.show_readout(lambda: self.editor.tr("Rotate %s°") % f"{angle:.1f}")
            return lambda g: affinity.rotate(g, angle, origin=(c.x(), c.y()))
        anchor = self.box.topLeft()
        target = self.snap(pos, event)
        w0, h0 = max(self.box.width(), 1e-6), max(self.box.height(), 1e-6)
        sx = max((target.x() - anchor.x()) / w0, 0.02)
        sy = max((target.y() - anchor.y()) / h0, 0.02)
        if shift:
            sx = sy = max(sx, sy)
        self.amount = (sx, sy)
        self.editor.show_readout(lambda: self.editor.tr("Size %s x %s") % (self.editor.length(w0 * sx),
                                                                           self.editor.length(h0 * sy)))
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
