"""Tool icons of both editors, drawn with QPainter (no image files to ship or theme); the campaign
map's constructions use the same SVG icons as the map."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

INK = QColor("#263238")
ACCENT = QColor("#0a84ff")


def _icon(draw) -> QIcon:
    pix = QPixmap(24, 24)
    pix.fill(Qt.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.Antialiasing)
    p.setPen(QPen(INK, 1.6, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
    draw(p)
    p.end()
    return QIcon(pix)


def _select(p: QPainter) -> None:
    p.setBrush(INK)
    p.drawPolygon(QPolygonF([QPointF(6, 3), QPointF(18, 14), QPointF(12.5, 14.5), QPointF(15.5, 21),
                             QPointF(13, 22), QPointF(10, 15.5), QPointF(6, 19)]))


def _vertices(p: QPainter) -> None:
    pts = [QPointF(4, 18), QPointF(9, 5), QPointF(20, 9), QPointF(17, 20)]
    p.drawPolygon(QPolygonF(pts))
    p.setBrush(Qt.white)
    p.setPen(QPen(ACCENT, 1.5))
    for pt in pts:
        p.drawRect(QRectF(pt.x() - 2.5, pt.y() - 2.5, 5, 5))


def _rectangle(p: QPainter) -> None:
    p.setBrush(QColor(10, 132, 255, 60))
    p.drawRect(QRectF(4, 6, 16, 12))


def _ellipse(p: QPainter) -> None:
    p.setBrush(QColor(10, 132, 255, 60))
    p.drawEllipse(QRectF(3, 6, 18, 12))


def _polygon(p: QPainter) -> None:
    p.setBrush(QColor(10, 132, 255, 60))
    p.drawPolygon(QPolygonF([QPointF(4, 19), QPointF(7, 5), QPointF(14, 10), QPointF(20, 4), QPointF(19, 19)]))


def _marker(p: QPainter) -> None:
    p.setBrush(QColor("#e0a800"))
    p.drawEllipse(QPointF(12, 12), 7, 7)
    p.setBrush(INK)
    p.drawEllipse(QPointF(12, 12), 2, 2)


def _measure(p: QPainter) -> None:
    p.drawLine(QPointF(3, 18), QPointF(21, 6))
    for t in (0.0, 0.25, 0.5, 0.75, 1.0):
        x, y = 3 + 18 * t, 18 - 12 * t
        p.drawLine(QPointF(x, y), QPointF(x + 2, y + 3))


def _sight(p: QPainter) -> None:
    path = QPainterPath(QPointF(2, 12))
    path.quadTo(QPointF(12, 3), QPointF(22, 12))
    path.quadTo(QPointF(12, 21), QPointF(2, 12))
    p.drawPath(path)
    p.setBrush(INK)
    p.drawEllipse(QPointF(12, 12), 3.2, 3.2)


def _walls(p: QPainter) -> None:
    p.setPen(QPen(QColor("#90a4ae"), 1.2, Qt.DashLine))
    p.drawRect(QRectF(3, 3, 18, 18))  # the ruin's footprint
    p.setPen(Qt.NoPen)
    p.setBrush(INK)
    p.drawRect(QRectF(5, 5, 3.5, 14))  # an L of standing walls
    p.drawRect(QRectF(5, 15.5, 12, 3.5))


def _snap(p: QPainter) -> None:
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


def _terrain(p: QPainter) -> None:  # a brush painting a hex
    _hex(p, QColor("#7cb342"), 10, 13, 8)
    p.setPen(QPen(INK, 2.2, Qt.SolidLine, Qt.RoundCap))
    p.drawLine(QPointF(14, 10), QPointF(21, 3))
    p.setBrush(QColor("#8d6e63"))
    p.setPen(QPen(INK, 1.0))
    p.drawEllipse(QPointF(13.5, 10.5), 2.4, 2.4)


def _fill(p: QPainter) -> None:  # hexes flooded alike
    for cx, cy in ((8, 8), (16, 8), (12, 15)):
        _hex(p, QColor("#4fc3f7"), cx, cy, 4.6)


def _owner(p: QPainter) -> None:  # a banner on a pole
    p.drawLine(QPointF(6, 3), QPointF(6, 21))
    p.setBrush(QColor("#c0392b"))
    p.drawPolygon(QPolygonF([QPointF(6, 4), QPointF(19, 6.5), QPointF(15, 10), QPointF(19, 13.5), QPointF(6, 12)]))


def _eraser(p: QPainter) -> None:
    p.setBrush(QColor("#f48fb1"))
    p.drawPolygon(QPolygonF([QPointF(4, 15), QPointF(13, 6), QPointF(20, 13), QPointF(11, 22)]))
    p.drawLine(QPointF(8, 11), QPointF(15, 18))


def _eyedropper(p: QPainter) -> None:
    p.setPen(QPen(INK, 2.4, Qt.SolidLine, Qt.RoundCap))
    p.drawLine(QPointF(5, 19), QPointF(15, 9))
    p.setPen(QPen(INK, 1.2))
    p.setBrush(INK)
    p.drawEllipse(QPointF(17, 7), 3.2, 3.2)
    p.setBrush(QColor("#7cb342"))
    p.drawEllipse(QPointF(4.5, 19.5), 1.8, 1.8)


def _svg(name: str):
    """An icon drawn from ``resources/icons/<name>.svg`` (the map's own construction icons)."""

    def draw(p: QPainter) -> None:
        from PySide6.QtSvg import QSvgRenderer

        from resources import ICONS

        QSvgRenderer(str(ICONS / f"{name}.svg")).render(p, QRectF(2, 2, 20, 20))

    return draw


TOOL_ICONS = {"select": _select, "vertices": _vertices, "rectangle": _rectangle, "ellipse": _ellipse,
              "polygon": _polygon, "marker": _marker, "measure": _measure, "sight": _sight, "walls": _walls,
              "snap": _snap,
              # the campaign map's tools
              "terrain": _terrain, "fill": _fill, "owner": _owner, "eraser": _eraser, "eyedropper": _eyedropper,
              "feature": _svg("castle"), "capital": _svg("capital")}


def tool_icon(name: str) -> QIcon:
    draw = TOOL_ICONS.get(name)
    return _icon(draw) if draw else QIcon()
