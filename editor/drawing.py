"""The Qt backend of ``model/drawing``: its glyph commands as painter paths, its colours as
QColors and its drawing primitives as QPainter calls (:func:`paint`), for the on-screen scene, the
printouts, thumbnails and previews alike; and the rows of an
overlay key (:class:`Section` of :class:`Row` and :class:`Scale`), plain data that the table
editor's canvas legend shows and the printed setup sheet carries."""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen, QPolygonF

from model.drawing import primitives as pr
from model.drawing.style import hex_glyph, side_colour


def glyph_path(kind: str, s: float) -> QPainterPath:
    """The pattern glyph of ``kind`` around (0, 0) for a hex of size ``s``."""
    p = QPainterPath()
    for c in hex_glyph(kind):
        op = c[0]
        if op == "E":
            p.addEllipse(QPointF(c[1] * s, c[2] * s), c[3] * s, c[3] * s)
        elif op == "M":
            p.moveTo(c[1] * s, c[2] * s)
        elif op == "L":
            p.lineTo(c[1] * s, c[2] * s)
        elif op == "Q":
            p.quadTo(c[1] * s, c[2] * s, c[3] * s, c[4] * s)
    return p


def side_qcolor(sides, side) -> QColor:
    """The colour of ``side`` among the table's ``sides``."""
    return QColor(side_colour(sides, side))


# -- the primitives of model/drawing/primitives.py on a QPainter ----------------------------------
#: a hatching's Qt brush pattern
HATCHES = {"dots": Qt.Dense6Pattern, "hatch": Qt.BDiagPattern, "cross": Qt.DiagCrossPattern,
           "trees": Qt.Dense5Pattern}
_DASHES = {"solid": Qt.SolidLine, "dash": Qt.DashLine, "dashdot": Qt.DashDotLine, "dot": Qt.DotLine}
_CAPS = {"square": Qt.SquareCap, "flat": Qt.FlatCap, "round": Qt.RoundCap}
_JOINS = {"bevel": Qt.BevelJoin, "miter": Qt.MiterJoin, "round": Qt.RoundJoin}


def qcolor(ink: pr.Ink) -> QColor:
    """An ink as a QColor: darkened as Qt darkens, with its opacity."""
    c = QColor(ink.colour)
    if ink.darker != 1.0:
        c = c.darker(int(round(ink.darker * 100)))
    if ink.alpha != 255:
        if float(ink.alpha).is_integer():
            c.setAlpha(int(ink.alpha))
        else:
            c.setAlphaF(ink.alpha / 255)
    return c


def solid_brush(color: QColor) -> QBrush:
    """``QBrush(color)``, its solid pattern named: PySide6 then picks the constructor at once, where
    for ``QBrush(color)`` alone it makes the Python types of every class a brush can be made from
    (QGradient with its 180 presets, QImage, QPixmap), 3-5 ms before a start's first picture."""
    return QBrush(color, Qt.SolidPattern)


def fill_rect(painter: QPainter, rect, brush: QBrush) -> None:
    """``painter.fillRect(rect, brush)``, the same pixels: a rectangle drawn without a pen. PySide6 weighs
    every ``fillRect`` call's gradient-preset overload, and so makes the gradient's Python type with its
    169 presets (about 2 ms) at the table's first paint."""
    painter.save()
    painter.setPen(Qt.NoPen)
    painter.setBrush(brush)
    painter.drawRect(rect)
    painter.restore()


def _pen(pen: pr.Pen | None):
    if pen is None:
        return Qt.NoPen
    if isinstance(pen.dash, str):
        return QPen(solid_brush(qcolor(pen.ink)), pen.width, _DASHES[pen.dash], _CAPS[pen.cap], _JOINS[pen.join])
    out = QPen(solid_brush(qcolor(pen.ink)), pen.width, Qt.SolidLine, _CAPS[pen.cap], _JOINS[pen.join])
    out.setDashPattern([float(v) for v in pen.dash])
    return out


def _brush(fill: pr.Ink | None, hatch: str | None = None):
    if fill is None:
        return Qt.NoBrush
    return QBrush(qcolor(fill), HATCHES[hatch]) if hatch else solid_brush(qcolor(fill))


def area_path(rings, closed: bool = True) -> QPainterPath:
    """Rings as one painter path (even-odd: holes stay open); with ``closed`` False only the rings
    that end where they start are closed."""
    path = QPainterPath()
    for ring in rings:
        path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring]))
        if closed or (len(ring) > 2 and ring[0] == ring[-1]):
            path.closeSubpath()
    return path


def paint(painter: QPainter, items, text=None) -> None:
    """Draw the primitives ``items`` in order; ``text(painter, x, y, w, h, text, size, bold=, align=,
    color=)`` draws a text in its cell (the printouts' own, which their layout measured; a drawing
    without words needs none)."""
    for item in items:
        if isinstance(item, pr.Group):
            if item.clip is None:
                paint(painter, item.items, text)
                continue
            x0, y0, x1, y1 = item.clip
            painter.save()
            painter.setClipRect(QRectF(x0, y0, x1 - x0, y1 - y0), Qt.IntersectClip)
            paint(painter, item.items, text)
            painter.restore()
            continue
        if isinstance(item, pr.Image):
            x0, y0, x1, y1 = item.box
            painter.save()
            painter.setOpacity(painter.opacity() * item.opacity)
            painter.drawImage(QRectF(x0, y0, x1 - x0, y1 - y0), QImage.fromData(item.png, "PNG"))
            painter.restore()
            continue
        if isinstance(item, pr.Icon):
            x, y = item.origin
            icon = _icon(item.name)
            if icon:
                icon.render(painter, QRectF(x, y, item.width, item.width))
            continue
        if isinstance(item, pr.Text):
            if text is None:
                raise ValueError("a drawing with texts needs a text function")
            _text(painter, item, text)
            continue
        if isinstance(item, pr.DimensionLine):
            painter.setPen(_pen(item.pen))
            painter.drawLine(QPointF(*item.start), QPointF(*item.end))
            for a, b in item.ticks():
                painter.drawLine(QPointF(*a), QPointF(*b))
            painter.setBrush(solid_brush(qcolor(item.pen.ink)))
            painter.drawEllipse(QPointF(*item.end), item.dot, item.dot)
            continue
        painter.setPen(_pen(item.pen))
        if isinstance(item, pr.Line):
            painter.drawLine(QPointF(*item.start), QPointF(*item.end))
        elif isinstance(item, pr.Polyline):
            painter.drawPolyline(QPolygonF([QPointF(*p) for p in item.points]))
        elif isinstance(item, pr.Arc):
            painter.setBrush(Qt.NoBrush)
            (cx, cy), r = item.centre, item.radius
            # Qt's angles run anticlockwise in 1/16 degree; the primitive's run clockwise on the page
            painter.drawArc(QRectF(cx - r, cy - r, 2 * r, 2 * r), int(round(-item.start * 16)),
                            int(round(-item.sweep * 16)))
        elif isinstance(item, pr.Area):
            painter.setBrush(_brush(item.fill, item.hatch))
            painter.drawPath(area_path(item.rings, item.closed))
        elif isinstance(item, pr.Rect):
            x0, y0, x1, y1 = item.box
            painter.setBrush(_brush(item.fill))
            painter.drawRect(QRectF(x0, y0, x1 - x0, y1 - y0))
        elif isinstance(item, pr.Glyph):
            painter.setBrush(_brush(item.fill))
            painter.drawPath(glyph_path(item.kind, item.size).translated(*item.centre))
        elif isinstance(item, pr.Circle):
            painter.setBrush(_brush(item.fill))
            ry = item.radius if item.radius_y is None else item.radius_y
            painter.drawEllipse(QPointF(*item.centre), item.radius, ry)
        else:
            raise TypeError(f"not a drawing primitive: {item!r}")


_icons: dict = {}


def _icon(name: str):
    """The renderer of ``resources/icons/NAME.svg`` (read once), or None when there is no such icon."""
    from PySide6.QtSvg import QSvgRenderer

    from resources import ICONS

    if name not in _icons:
        path = ICONS / f"{name}.svg"
        _icons[name] = QSvgRenderer(str(path)) if path.exists() else None
    return _icons[name]


def _text(painter: QPainter, item: pr.Text, text) -> None:
    x0, y0, x1, y1 = item.box
    align = Qt.AlignCenter if item.align == "center" else \
        (Qt.AlignRight if item.align == "right" else Qt.AlignLeft) | Qt.AlignVCenter
    color = qcolor(item.ink)
    if item.vertical:
        rect = QRectF(x0, y0, x1 - x0, y1 - y0)
        painter.save()
        painter.translate(rect.center())
        painter.rotate(-90)
        text(painter, -rect.height() / 2, -rect.width() / 2, rect.height(), rect.width(), item.text, item.size,
             bold=item.bold, align=align, color=color)
        painter.restore()
    else:
        text(painter, x0, y0, x1 - x0, y1 - y0, item.text, item.size, bold=item.bold, align=align, color=color)


@dataclass
class Row:
    """A key's swatch (pen colour, optional brush) and its text."""

    text: str
    color: QColor
    brush: QBrush | None = None
    line: bool = False  # a line sample instead of a filled square


@dataclass
class Scale:
    """A colour scale from ``low`` to ``high`` with numbered ticks under it."""

    low: QColor
    high: QColor
    ticks: list[tuple[float, str]] = field(default_factory=list)
    caption: str = ""


@dataclass
class Section:
    """One section of a key: its title and its rows (:class:`Row` or :class:`Scale`)."""

    title: str
    rows: list = field(default_factory=list)
