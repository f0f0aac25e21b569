"""The canvas: zoom around the cursor, pan with the middle button or space+drag, rulers along
the view's top and left edges in the table's unit, and mouse/keys routed to the active tool."""
from __future__ import annotations

import math

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmapCache
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from model.units import from_mm

from ..drawing import fill_rect, solid_brush
from ..viewport import own_viewport

RULER_PX = 20
MIME_PALETTE = "application/x-wartable-palette"


class TableView(QGraphicsView):
    """A view of a :class:`~editor.table.scene.TableScene`."""

    zoomChanged = Signal(float)
    paletteDropped = Signal(str, QPointF)  # "pieces:kind" / "markers:kind" / "zones:side", scene point
    contextMenuRequested = Signal(QPoint, QPointF)  # global position, scene point

    MIN_SCALE = 0.02
    MAX_SCALE = 80.0

    def __init__(self, scene, parent=None):
        super().__init__(scene, parent)
        own_viewport(self)  # before anything asks for the viewport (editor/viewport.py)
        self.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing | QPainter.SmoothPixmapTransform)
        self.setTransformationAnchor(QGraphicsView.NoAnchor)
        self.setResizeAnchor(QGraphicsView.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        # the table and its grid (thousands of lines) drawn once per zoom and kept as a picture: a drag
        # repaints only the pieces over it (TableScene.redraw_background when they change)
        self.setCacheMode(QGraphicsView.CacheBackground)
        # the pieces and overlays keep their pictures in Qt's pixmap cache (DeviceCoordinateCache): room
        # for a full-screen canvas's heatmap, cover shading and pieces, zoomed in (Qt's default is 10 MB)
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 64 * 1024))
        self.setFrameShape(QFrame.NoFrame)
        self.setMouseTracking(True)
        # the canvas's mouse events end with the canvas: a mouse move does not go on up to the main
        # window as a hover event (Qt's main window looks at each for its panels' separators, and the
        # application's event filters see each), a drag's steps being the canvas's alone
        self.viewport().setAttribute(Qt.WA_NoMousePropagation)
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setDragMode(QGraphicsView.NoDrag)
        self.setViewportMargins(RULER_PX, RULER_PX, 0, 0)
        self.tool = None
        #: told the pointer's scene position at each mouse move over the canvas (the status bar shows it): a
        #: plain call rather than a Qt signal, since it runs at every step of a drag, where a signal to a
        #: Python slot costs about 14 K instructions more (its argument made C++ and then Python again)
        self.pointer_moved = None  # (QPointF) -> None
        self._pan_from: QPointF | None = None
        self._after_release: list = []  # what waits for the hand to let go (after_release)
        self._space = False
        scene.style.view_scale = self.scale_factor
        self.top_ruler = Ruler(self, True)
        self.left_ruler = Ruler(self, False)
        self.corner = RulerCorner(self)
        # captions that would cover one another are thinned out after each zoom, edit or selection
        self._declutter = QTimer(self, singleShot=True, interval=0)
        self._declutter.timeout.connect(self.declutter_labels)
        for signal in (scene.objectsChanged, scene.selectionChanged, scene.labelsReset):
            signal.connect(self._declutter.start)
        self._declutter.start()

    def declutter_labels(self) -> int:
        """Hide the captions that would cover another on screen (see ``TableScene.declutter_labels``); while
        the hand holds something on the canvas, when it lets go."""
        if self.holding():
            self.after_release(self._declutter.start)
            return 0
        scene = self.scene()
        return scene.declutter_labels(lambda p: QPointF(self.mapFromScene(p))) if scene is not None else 0

    # -- zoom and pan ---------------------------------------------------------------------
    def scale_factor(self) -> float:
        return self.transform().m11()

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Zoom keeping the scene point under ``anchor`` (viewport pixels) in place."""
        current = self.scale_factor()
        factor = max(self.MIN_SCALE / current, min(self.MAX_SCALE / current, factor))
        if abs(factor - 1.0) < 1e-9:
            return
        if anchor is None:
            anchor = QPointF(self.viewport().rect().center())
        before = self.mapToScene(anchor.toPoint())
        self.scale(factor, factor)
        after = self.mapToScene(anchor.toPoint())
        delta = after - before
        self.translate(delta.x(), delta.y())
        self._zoomed()

    def fit_rect(self, rect: QRectF) -> None:
        self.fitInView(rect, Qt.KeepAspectRatio)
        s = self.scale_factor()
        if s > self.MAX_SCALE or s < self.MIN_SCALE:
            clamp = max(self.MIN_SCALE, min(self.MAX_SCALE, s))
            self.scale(clamp / s, clamp / s)
            self.centerOn(rect.center())
        self._zoomed()

    def _zoomed(self) -> None:
        self._declutter.start()
        for item in self.scene().items_by_key.values():
            if item.collection == "markers":
                item.prepareGeometryChange()
        self.viewport().update()
        self.top_ruler.update()
        self.left_ruler.update()
        self.zoomChanged.emit(self.scale_factor())

    def wheelEvent(self, event) -> None:
        if event.modifiers() & Qt.ShiftModifier:  # shift+wheel scrolls sideways
            return super().wheelEvent(event)
        delta = event.angleDelta().y() or event.pixelDelta().y()
        if delta:
            self.zoom_by(math.pow(1.0015, delta), event.position())
        event.accept()

    def _start_pan(self, pos: QPointF) -> None:
        self._pan_from = QPointF(pos)
        self.viewport().setCursor(Qt.ClosedHandCursor)

    def _pan_to(self, pos: QPointF) -> None:
        d = pos - self._pan_from
        self._pan_from = QPointF(pos)
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - round(d.x()))
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() - round(d.y()))

    def _end_pan(self) -> None:
        self._pan_from = None
        self._restore_cursor()

    def _restore_cursor(self) -> None:
        if self._space:
            self.viewport().setCursor(Qt.OpenHandCursor)
        elif self.tool is not None:
            self.viewport().setCursor(self.tool.cursor)
        else:
            self.viewport().unsetCursor()

    # -- events to the tool ----------------------------------------------------------------
    def set_tool(self, tool) -> None:
        if self.tool is not None:
            self.tool.deactivate()
        self.tool = tool
        if tool is not None:
            tool.activate()
        self._restore_cursor()

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MiddleButton or (event.button() == Qt.LeftButton and self._space):
            self._start_pan(event.position())
            event.accept()
            return
        if self.tool is not None and self.tool.press(event, self.mapToScene(event.position().toPoint())):
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        pos = self.mapToScene(event.position().toPoint())
        if self._pan_from is not None:
            self._pan_to(event.position())
            event.accept()
            return
        if self.pointer_moved is not None:
            self.pointer_moved(pos)
        if self.tool is not None and self.tool.move(event, pos):
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if self._pan_from is not None and event.button() in (Qt.MiddleButton, Qt.LeftButton):
            self._end_pan()
            event.accept()
        elif self.tool is not None and self.tool.release(event, self.mapToScene(event.position().toPoint())):
            event.accept()
        else:
            super().mouseReleaseEvent(event)
        if not self.holding():
            waiting, self._after_release = self._after_release, []
            for fn in waiting:  # once control returns to the event loop: after the drop's own work and checks
                QTimer.singleShot(0, fn)

    def holding(self) -> bool:
        """A mouse button holds something on the canvas: a piece picked up, a handle, a rubber band."""
        return getattr(self.tool, "state", None) is not None

    def after_release(self, fn) -> None:
        """Have ``fn`` run once the hand lets go (once however often it is asked): what a press sets off
        (the selected piece's form, the captions sorted out again) must not hold up a drag's first steps."""
        if fn not in self._after_release:
            self._after_release.append(fn)

    def mouseDoubleClickEvent(self, event) -> None:
        if self.tool is not None and self.tool.double_click(event, self.mapToScene(event.position().toPoint())):
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key_Space and not event.isAutoRepeat():
            self._space = True
            self._restore_cursor()
            event.accept()
            return
        if self.tool is not None and self.tool.key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event) -> None:
        if event.key() == Qt.Key_Space and not event.isAutoRepeat():
            self._space = False
            self._restore_cursor()
            event.accept()
            return
        super().keyReleaseEvent(event)

    def focusOutEvent(self, event) -> None:
        self._space = False
        super().focusOutEvent(event)

    def contextMenuEvent(self, event) -> None:
        self.contextMenuRequested.emit(event.globalPos(), self.mapToScene(event.pos()))
        event.accept()

    # -- drops from the palette ---------------------------------------------------------------
    def dragEnterEvent(self, event) -> None:
        if event.mimeData().hasFormat(MIME_PALETTE):
            event.acceptProposedAction()
        else:
            event.ignore()  # files go on to the main window

    def dragMoveEvent(self, event) -> None:
        if event.mimeData().hasFormat(MIME_PALETTE):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event) -> None:
        if event.mimeData().hasFormat(MIME_PALETTE):
            what = bytes(event.mimeData().data(MIME_PALETTE)).decode()
            self.paletteDropped.emit(what, self.mapToScene(event.position().toPoint()))
            event.acceptProposedAction()
        else:
            event.ignore()

    # -- rulers -------------------------------------------------------------------------------
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        vp = self.viewport().geometry()
        self.top_ruler.setGeometry(vp.left(), 0, vp.width(), RULER_PX)
        self.left_ruler.setGeometry(0, vp.top(), RULER_PX, vp.height())
        self.corner.setGeometry(0, 0, RULER_PX, RULER_PX)

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        self.top_ruler.update()
        self.left_ruler.update()


#: the rulers' ground and the corner's where they meet
RULER_BRUSH = solid_brush(QColor("#eceff1"))
CORNER_BRUSH = solid_brush(QColor("#cfd8dc"))


class Ruler(QWidget):
    """Ticks and numbers in the table's unit along one edge of the view."""

    def __init__(self, view: TableView, horizontal: bool):
        super().__init__(view)
        self.view = view
        self.horizontal = horizontal
        self.setAttribute(Qt.WA_OpaquePaintEvent)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        fill_rect(p, self.rect(), RULER_BRUSH)
        doc = self.view.scene().document
        unit, ud = doc.unit, doc.ud_mm
        mm_per_unit = 1.0 / from_mm(1.0, unit, ud)
        px_per_unit = self.view.scale_factor() * mm_per_unit
        step = next((n for n in (0.5, 1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000) if n * px_per_unit >= 45), 1000)
        font = QFont()
        font.setPointSizeF(7.0)
        p.setFont(font)
        p.setPen(QPen(QColor("#90a4ae")))
        if self.horizontal:
            p.drawLine(0, self.height() - 1, self.width(), self.height() - 1)
        else:
            p.drawLine(self.width() - 1, 0, self.width() - 1, self.height())
        p.setPen(QColor("#37474f"))
        length = self.width() if self.horizontal else self.height()
        a = self.view.mapToScene(0, 0)
        b = self.view.mapToScene(length, length)
        lo_mm, hi_mm = (a.x(), b.x()) if self.horizontal else (a.y(), b.y())
        v = math.floor(lo_mm / mm_per_unit / step) * step
        limit = hi_mm / mm_per_unit
        table_end = (doc.width if self.horizontal else doc.depth) / mm_per_unit
        while v <= limit:
            mm = v * mm_per_unit
            inside = -1e-6 <= v <= table_end + 1e-6
            p.setPen(QColor("#37474f") if inside else QColor("#9aa5ab"))
            if self.horizontal:
                x = round(self.view.mapFromScene(QPointF(mm, 0)).x())
                p.drawLine(x, RULER_PX - 7, x, RULER_PX - 1)
                p.drawText(x + 2, RULER_PX - 8, _num(v))
            else:
                y = round(self.view.mapFromScene(QPointF(0, mm)).y())
                p.drawLine(RULER_PX - 7, y, RULER_PX - 1, y)
                p.save()
                p.translate(RULER_PX - 9, y - 2)
                p.rotate(-90)
                p.drawText(0, 0, _num(v))
                p.restore()
            v += step
        p.end()


class RulerCorner(QWidget):
    """The square where the rulers meet: shows the unit."""

    def __init__(self, view: TableView):
        super().__init__(view)
        self.view = view

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        fill_rect(p, self.rect(), CORNER_BRUSH)
        font = QFont()
        font.setPointSizeF(7.0)
        p.setFont(font)
        p.setPen(QColor("#37474f"))
        p.drawText(self.rect(), Qt.AlignCenter, self.view.scene().document.unit.label)
        p.end()


def _num(v: float) -> str:
    return f"{v:.0f}" if abs(v - round(v)) < 1e-6 else f"{v:g}"
