"""What every canvas tool shares: the :class:`Tool` base with its event handlers, the
:class:`OverlayPath` previews and guides are drawn with, and the handle size."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from ..items import Z_OVERLAY

HANDLE_PX = 5.0


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

    def px(self, pixels: float) -> float:
        """A screen distance in scene millimetres at the current zoom."""
        return pixels / (self.view.scale_factor() or 1.0)

    def snap(self, pos: QPointF, event=None) -> QPointF:
        """``pos`` on the grid when snapping is on (Alt held: free)."""
        free = event is not None and bool(event.modifiers() & Qt.AltModifier)
        return self.editor.snap_point(pos) if not free else QPointF(pos)
