"""The first picture of a table opened at start-up, painted from its file's plain coordinates.

Opening a table builds its model (shapely shapes), its ruleset, its canvas items, panels and
checks: a good part of a second's start-up, most of it importing shapely and numpy. A table
named on the command line is therefore painted first by :class:`TablePreview` from the JSON
alone (the table top, deployment zones, terrain in its kinds' colours, markers), with nothing
heavier than Qt; the real tab replaces it as soon as that picture is on screen
(:meth:`editor.mainwindow.MainWindow.open_at_start`). Anything the picture cannot read is
simply left out: the real load that follows reports it.
"""
from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from model.drawing.style import MARKER_COLOUR, PIECE_COLOUR, SIDE_COLOURS
from model.upgrades import readable

from ..fit import fit

#: the canvas colours of ``scene.py`` and ``items.py`` (kept equal, so the swap does not show)
TABLE_COLOR = QColor("#d9e4c8")
OUTSIDE_COLOR = QColor("#8a8f96")
SIDE_COLORS = SIDE_COLOURS  # the shared style's (model/drawing/style.py)


def _path(rings) -> QPainterPath:
    path = QPainterPath()
    path.setFillRule(Qt.OddEvenFill)
    for ring in rings:
        path.addPolygon(QPolygonF([QPointF(float(x), float(y)) for x, y in ring]))
        path.closeSubpath()
    return path


def _kind_colors(ruleset_id: str) -> tuple[dict, dict]:
    """Terrain and marker colours by kind id, read from the ruleset file without checking it."""
    try:
        from model.ruleset import available_rulesets

        data = json.loads(Path(available_rulesets()[ruleset_id]).read_text(encoding="utf-8"))
        return ({k["id"]: k.get("color", PIECE_COLOUR) for k in data.get("terrain_kinds", [])},
                {m["id"]: m.get("color", MARKER_COLOUR) for m in data.get("markers", [])})
    except Exception:  # the real load says what is wrong with the ruleset
        return {}, {}


class TablePreview(QWidget):
    """A table's picture from its file, fitted like the canvas; emits ``painted`` once."""

    painted = Signal()

    def __init__(self, data: dict, parent=None):
        super().__init__(parent)
        self.width_mm = float(data["width"])
        self.depth_mm = float(data["depth"])
        terrain, markers = _kind_colors(str(data.get("ruleset", "")))
        sides: list[str] = []
        self.zones, self.pieces, self.markers = [], [], []
        for zone in data.get("zones", []):
            try:
                side = zone.get("side", "")
                if side not in sides:
                    sides.append(side)
                self.zones.append((_path(zone["polygon"]), QColor(SIDE_COLORS[sides.index(side) % len(SIDE_COLORS)])))
            except Exception:
                continue
        for piece in data.get("pieces", []):
            try:
                color = QColor(piece.get("color") or terrain.get(piece.get("kind"), "#bdbdbd"))
                self.pieces.append((_path(piece["footprint"]), color))
            except Exception:
                continue
        for marker in data.get("markers", []):
            try:
                geom = marker["geometry"]
                color = QColor(markers.get(marker.get("kind"), MARKER_COLOUR))
                if geom["type"] == "point":
                    path = QPainterPath()
                    path.addEllipse(QPointF(*map(float, geom["coordinates"])), 12.0, 12.0)
                elif geom["type"] == "polygon":
                    path = _path(geom["coordinates"])
                else:
                    path = QPainterPath()
                    pts = [QPointF(float(x), float(y)) for x, y in geom["coordinates"]]
                    path.addPolygon(QPolygonF(pts))
                self.markers.append((path, color, geom["type"] == "line"))
            except Exception:
                continue
        self._painted = False

    @classmethod
    def for_file(cls, path: str | Path, parent=None) -> "TablePreview | None":
        """The picture of a table file, or None when it is not a table this picture can read."""
        try:
            with open(path, "rb") as fh:
                return cls.for_data(json.loads(fh.read()), parent)
        except Exception:
            return None

    @classmethod
    def for_data(cls, data: dict, parent=None) -> "TablePreview | None":
        data = readable(data)  # any version the app reads, upgraded as the real load upgrades it
        if data is None or data.get("kind") != "table":
            return None
        return cls(data, parent)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), OUTSIDE_COLOR)
        m = max(self.width_mm, self.depth_mm) * 0.04
        world = QRectF(-m, -m, self.width_mm + 2 * m, self.depth_mm + 2 * m)
        if fit(p, self, world):
            table = QRectF(0, 0, self.width_mm, self.depth_mm)
            p.fillRect(table, TABLE_COLOR)
            for path, color in self.zones:
                fill = QColor(color)
                fill.setAlpha(45)
                pen = QPen(color, 2.0, Qt.DashLine)
                pen.setCosmetic(True)
                p.setPen(pen)
                p.setBrush(fill)
                p.drawPath(path)
            for path, color in self.pieces:
                fill = QColor(color)
                fill.setAlpha(200)
                pen = QPen(color.darker(200), 1.2)
                pen.setCosmetic(True)
                p.setPen(pen)
                p.setBrush(fill)
                p.drawPath(path)
            for path, color, line in self.markers:
                pen = QPen(QColor("#1d1d1d") if not line else color, 1.5)
                pen.setCosmetic(True)
                p.setPen(pen)
                p.setBrush(Qt.NoBrush if line else color)
                p.drawPath(path)
            pen = QPen(QColor("#3b3b3b"), 2.0)
            pen.setCosmetic(True)
            p.setPen(pen)
            p.setBrush(Qt.NoBrush)
            p.drawRect(table)
        p.end()
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self.painted.emit)
