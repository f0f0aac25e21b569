"""The map view: zoom with the wheel, pan with the middle button (or Space + drag), and
pointer events handed to the current tool as hexes."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsView

from model.hexgrid import Hex

from ..viewport import own_viewport
from .look import BACKGROUND


class MapView(QGraphicsView):
    """Shows the campaign scene; turns mouse input into tool calls on hexes."""

    hexHovered = Signal(object)  # Hex or None
    zoomChanged = Signal(float)

    MIN_SCALE, MAX_SCALE = 0.005, 80.0

    def __init__(self, scene, editor):
        super().__init__(scene)
        own_viewport(self)  # before anything asks for the viewport (editor/viewport.py)
        self.editor = editor
        self.setObjectName("CampaignMapView")
        self.setRenderHint(QPainter.Antialiasing, True)
        self.setMouseTracking(True)
        self.setTransformationAnchor(QGraphicsView.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.MinimalViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.DontSavePainterState, True)
        self.setBackgroundBrush(BACKGROUND)
        self._pan_from: QPointF | None = None
        self._space = False
        self._last_hex: Hex | None = None

    # -- zoom ------------------------------------------------------------------------
    def scale_factor(self) -> float:
        return self.transform().m11()

    def zoom_by(self, factor: float) -> None:
        current = self.scale_factor()
        target = min(max(current * factor, self.MIN_SCALE), self.MAX_SCALE)
        if target != current:
            self.scale(target / current, target / current)
            self.zoomChanged.emit(self.scale_factor())

    def wheelEvent(self, event) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom_by(1.2 ** steps)
        event.accept()

    # -- pointer --------------------------------------------------------------------------
    def hex_at(self, pos) -> Hex | None:
        p = self.mapToScene(pos)
        h = self.editor.document.grid.hex_at(p.x(), p.y())
        return h if h in self.editor.document.cells else None

    def _panning(self, event) -> bool:
        return event.buttons() & Qt.MiddleButton or (self._space and event.buttons() & Qt.LeftButton)

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MiddleButton or (self._space and event.button() == Qt.LeftButton):
            self._pan_from = event.position()
            self.viewport().setCursor(Qt.ClosedHandCursor)
            event.accept()
            return
        if event.button() == Qt.LeftButton:
            h = self.hex_at(event.position().toPoint())
            self._last_hex = h
            self.editor.tool_press(h, event.modifiers())
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if self._pan_from is not None:
            delta = event.position() - self._pan_from
            self._pan_from = event.position()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - int(delta.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - int(delta.y()))
            event.accept()
            return
        h = self.hex_at(event.position().toPoint())
        if h != self._last_hex or not event.buttons():
            self.hexHovered.emit(h)
        if event.buttons() & Qt.LeftButton and h != self._last_hex:
            self.editor.tool_move(self._last_hex, h, event.modifiers())
        self._last_hex = h
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if self._pan_from is not None and event.button() in (Qt.MiddleButton, Qt.LeftButton):
            self._pan_from = None
            self.viewport().setCursor(self.editor.tool_cursor())
            event.accept()
            return
        if event.button() == Qt.LeftButton:
            self.editor.tool_release()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def leaveEvent(self, event) -> None:
        self.hexHovered.emit(None)
        super().leaveEvent(event)

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key_Space and not event.isAutoRepeat():
            self._space = True
            self.viewport().setCursor(Qt.OpenHandCursor)
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event) -> None:
        if event.key() == Qt.Key_Space and not event.isAutoRepeat():
            self._space = False
            self.viewport().setCursor(self.editor.tool_cursor())
            return
        super().keyReleaseEvent(event)
