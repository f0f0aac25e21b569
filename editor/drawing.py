"""The Qt backend of ``model/drawing``: its glyph commands as painter paths and its colours as
QColors, for the on-screen scene, the printouts, thumbnails and previews alike; and the rows of an
overlay key (:class:`Section` of :class:`Row` and :class:`Scale`), plain data that the table
editor's canvas legend shows and the printed setup sheet carries."""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF
from PySide6.QtGui import QBrush, QColor, QPainterPath

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
