"""Tool icons of both editors, drawn with QPainter (no image files to ship or theme); the campaign
map's constructions use the same SVG icons as the map.

Icons are painted when shown, in the palette's text colour, so they stay visible on a dark
system palette and sharp at any scaling. :func:`drawn_icon` is the same for the panels' own
swatches (terrain colours, finding bases): drawn at the size and pixel ratio Qt asks for, never a
small bitmap blown up on a 2x screen."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QIconEngine, QPainter, QPainterPath, QPalette, QPen, QPixmap, QPolygonF

ACCENT = QColor("#0a84ff")


def ink_for(mode=QIcon.Normal) -> QColor:
    """The colour line icons are drawn in: the palette's window text (dimmed when disabled)."""
    from PySide6.QtGui import QGuiApplication

    group = QPalette.Disabled if mode == QIcon.Disabled else QPalette.Active
    return QGuiApplication.palette().color(group, QPalette.WindowText)


class PaletteIconEngine(QIconEngine):
    """Paints a drawing made for ``width`` x ``height`` (24 x 24 for the tools) into whatever size
    and mode Qt asks for, with the palette's ink."""

    def __init__(self, draw, width: float = 24.0, height: float = 24.0):
        super().__init__()
        self.draw = draw
        self.size = (width, height)

    def paint(self, painter: QPainter, rect, mode, state) -> None:
        ink = ink_for(mode)
        w, h = self.size
        painter.save()
        painter.setRenderHint(QPainter.Antialiasing)
        painter.translate(rect.x(), rect.y())
        painter.scale(rect.width() / w, rect.height() / h)
        painter.setPen(QPen(ink, 1.6, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
        self.draw(painter, ink)
        painter.restore()

    def pixmap(self, size, mode, state) -> QPixmap:
        pix = QPixmap(size)
        pix.fill(Qt.transparent)
        painter = QPainter(pix)
        self.paint(painter, QRectF(0, 0, size.width(), size.height()).toRect(), mode, state)
        painter.end()
        return pix

    def clone(self) -> QIconEngine:
        return PaletteIconEngine(self.draw, *self.size)


def _icon(draw) -> QIcon:
    return QIcon(PaletteIconEngine(draw))


def drawn_icon(draw, width: float, height: float) -> QIcon:
    """An icon drawn by ``draw(painter, ink)`` in a ``width`` x ``height`` box, painted anew at every
    size and pixel ratio it is shown at (sharp at 2x)."""
    return QIcon(PaletteIconEngine(draw, width, height))


def _select(p: QPainter, ink: QColor) -> None:
    p.setBrush(ink)
    p.drawPolygon(QPolygonF([QPointF(6, 3), QPointF(18, 14), QPointF(12.5, 14.5), QPointF(15.5, 21),
                             QPointF(13, 22), QPointF(10, 15.5), QPointF(6, 19)]))


def _vertices(p: QPainter, ink: QColor) -> None:
    pts = [QPointF(4, 18), QPointF(9, 5), QPointF(20, 9), QPointF(17, 20)]
    p.drawPolygon(QPolygonF(pts))
    p.setBrush(Qt.white)
    p.setPen(QPen(ACCENT, 1.5))
    for pt in pts:
        p.drawRect(QRectF(pt.x() - 2.5, pt.y() - 2.5, 5, 5))


def _rectangle(p: QPainter, ink: QColor) -> None:
    p.setBrush(QColor(10, 132, 255, 60))
    p.drawRect(QRectF(4, 6, 16, 12))


def _ellipse(p: QPainter, ink: QColor) -> None:
    p.setBrush(QColor(10, 132, 255, 60))
    p.drawEllipse(QRectF(3, 6, 18, 12))


def _polygon(p: QPainter, ink: QColor) -> None:
    p.setBrush(QColor(10, 132, 255, 60))
    p.drawPolygon(QPolygonF([QPointF(4, 19), QPointF(7, 5), QPointF(14, 10), QPointF(20, 4), QPointF(19, 19)]))


def _marker(p: QPainter, ink: QColor) -> None:
    p.setBrush(QColor("#e0a800"))
    p.drawEllipse(QPointF(12, 12), 7, 7)
    p.setBrush(ink)
    p.drawEllipse(QPointF(12, 12), 2, 2)


def _measure(p: QPainter, ink: QColor) -> None:
    p.drawLine(QPointF(3, 18), QPointF(21, 6))
    for t in (0.0, 0.25, 0.5, 0.75, 1.0):
        x, y = 3 + 18 * t, 18 - 12 * t
        p.drawLine(QPointF(x, y), QPointF(x + 2, y + 3))


def _sight(p: QPainter, ink: QColor) -> None:
    path = QPainterPath(QPointF(2, 12))
    path.quadTo(QPointF(12, 3), QPointF(22, 12))
    path.quadTo(QPointF(12, 21), QPointF(2, 12))
    p.drawPath(path)
    p.setBrush(ink)
    p.drawEllipse(QPointF(12, 12), 3.2, 3.2)


def _walls(p: QPainter, ink: QColor) -> None:
    p.setPen(QPen(QColor("#90a4ae"), 1.2, Qt.DashLine))
    p.drawRect(QRectF(3, 3, 18, 18))  # the ruin's footprint
    p.setPen(Qt.NoPen)
    p.setBrush(ink)
    p.drawRect(QRectF(5, 5, 3.5, 14))  # an L of standing walls
    p.drawRect(QRectF(5, 15.5, 12, 3.5))


def _snap(p: QPainter, ink: QColor) -> None:
    p.setPen(QPen(QColor("#90a4ae"), 1.0))
    for v in (6, 12, 18):
        p.drawLine(QPointF(v, 3), QPointF(v, 21))
        p.drawLine(QPointF(3, v), QPointF(21, v))
    p.setPen(Qt.NoPen)
    p.setBrush(ACCENT)
    p.drawEllipse(QPointF(12, 12), 3, 3)


def _hex(p: QPainter, fill: QColor | None = None, cx: float = 12, cy: float = 12, r: float = 9) -> None:
    import math

    pts = [QPointF(cx + r * math.cos(math.radians(60 * i - 30)), cy + r * math.sin(math.radians(60 * i - 30)))
           for i in range(6)]
    p.setBrush(fill if fill is not None else Qt.NoBrush)
    p.drawPolygon(QPolygonF(pts))


def _terrain(p: QPainter, ink: QColor) -> None:  # a brush painting a hex
    _hex(p, QColor("#7cb342"), 10, 13, 8)
    p.setPen(QPen(ink, 2.2, Qt.SolidLine, Qt.RoundCap))
    p.drawLine(QPointF(14, 10), QPointF(21, 3))
    p.setBrush(QColor("#8d6e63"))
    p.setPen(QPen(ink, 1.0))
    p.drawEllipse(QPointF(13.5, 10.5), 2.4, 2.4)


def _fill(p: QPainter, ink: QColor) -> None:  # hexes flooded alike
    for cx, cy in ((8, 8), (16, 8), (12, 15)):
        _hex(p, QColor("#4fc3f7"), cx, cy, 4.6)


def _owner(p: QPainter, ink: QColor) -> None:  # a banner on a pole
    p.drawLine(QPointF(6, 3), QPointF(6, 21))
    p.setBrush(QColor("#c0392b"))
    p.drawPolygon(QPolygonF([QPointF(6, 4), QPointF(19, 6.5), QPointF(15, 10), QPointF(19, 13.5), QPointF(6, 12)]))


def _eraser(p: QPainter, ink: QColor) -> None:
    p.setBrush(QColor("#f48fb1"))
    p.drawPolygon(QPolygonF([QPointF(4, 15), QPointF(13, 6), QPointF(20, 13), QPointF(11, 22)]))
    p.drawLine(QPointF(8, 11), QPointF(15, 18))


def _eyedropper(p: QPainter, ink: QColor) -> None:
    p.setPen(QPen(ink, 2.4, Qt.SolidLine, Qt.RoundCap))
    p.drawLine(QPointF(5, 19), QPointF(15, 9))
    p.setPen(QPen(ink, 1.2))
    p.setBrush(ink)
    p.drawEllipse(QPointF(17, 7), 3.2, 3.2)
    p.setBrush(QColor("#7cb342"))
    p.drawEllipse(QPointF(4.5, 19.5), 1.8, 1.8)


def _svg(name: str):
    """An icon drawn from ``resources/icons/<name>.svg`` (the map's own construction icons)."""

    def draw(p: QPainter, ink: QColor) -> None:
        from PySide6.QtSvg import QSvgRenderer

        from resources import ICONS

        QSvgRenderer(str(ICONS / f"{name}.svg")).render(p, QRectF(2, 2, 20, 20))

    return draw


def _undo(p: QPainter, ink: QColor) -> None:  # an arrow curling back to the left
    p.setPen(QPen(ink, 2.0, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
    path = QPainterPath(QPointF(7, 10))
    path.cubicTo(QPointF(12, 5), QPointF(21, 7), QPointF(20, 14))
    path.cubicTo(QPointF(19, 18), QPointF(15, 20), QPointF(11, 19))
    p.drawPath(path)
    p.setPen(Qt.NoPen)
    p.setBrush(ink)
    p.drawPolygon(QPolygonF([QPointF(3, 6.5), QPointF(10.5, 6.5), QPointF(5, 13.5)]))


def _redo(p: QPainter, ink: QColor) -> None:  # the same arrow, curling to the right
    p.translate(24, 0)
    p.scale(-1, 1)
    _undo(p, ink)


TOOL_ICONS = {"select": _select, "vertices": _vertices, "rectangle": _rectangle, "ellipse": _ellipse,
              "polygon": _polygon, "marker": _marker, "measure": _measure, "sight": _sight, "walls": _walls,
              "snap": _snap,
              # the campaign map's tools
              "terrain": _terrain, "fill": _fill, "owner": _owner, "eraser": _eraser, "eyedropper": _eyedropper,
              "feature": _svg("castle"), "capital": _svg("capital"),
              # the window's own
              "undo": _undo, "redo": _redo}


def tool_icon(name: str) -> QIcon:
    draw = TOOL_ICONS.get(name)
    return _icon(draw) if draw else QIcon()
