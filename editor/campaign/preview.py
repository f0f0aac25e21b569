"""The first picture of a campaign map opened at start-up, painted from its file's plain data.

Opening a campaign builds its model (a networkx graph of the hexes, numpy centres), its ruleset,
the map item, panels and checks. A campaign named on the command line is therefore painted first
by :class:`CampaignPreview` from the JSON alone: each hex in its terrain's colour with its owner's
tint and border, fitted as the map view fits it, with nothing heavier than Qt; the real tab
replaces it as soon as that picture is on screen (:meth:`editor.mainwindow.MainWindow.open_at_start`).
Anything the picture cannot read is simply left out: the real load that follows reports it.
"""
from __future__ import annotations

import json
import math
from pathlib import Path

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from model.upgrades import readable

from ..fit import fit
from . import look
from .look import BACKGROUND, OUTLINE, OWNER_BORDER, owner_inset, owner_tint

UNKNOWN = QColor(look.UNKNOWN)
#: the neighbours' directions, in the order of ``model.hexgrid.DIRECTIONS``
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def _terrain_colors(ruleset_id: str) -> dict[str, QColor]:
    """Terrain colours by id, read from the ruleset file without checking it."""
    try:
        from model.ruleset import available_rulesets

        data = json.loads(Path(available_rulesets()[ruleset_id]).read_text(encoding="utf-8"))
        terrains = data.get("campaign", {}).get("terrains", [])
        if isinstance(terrains, dict):  # a ruled value: {"value": [...], "ref": ...}
            terrains = terrains.get("value", [])
        return {t["id"]: QColor(t.get("color", "#cccccc")) for t in terrains}
    except Exception:  # the real load says what is wrong with the ruleset
        return {}


class CampaignPreview(QWidget):
    """A campaign map's picture from its file, fitted like the map view; emits ``painted`` once."""

    painted = Signal()

    def __init__(self, data: dict, parent=None):
        super().__init__(parent)
        grid = data.get("grid", {})
        self.size = float(grid.get("size", 20.0))
        pointy = grid.get("orientation", "pointy") != "flat"
        s3 = math.sqrt(3.0)
        # the axial -> plane map of model.hexgrid.HexGrid, and the corners of a hex round (0, 0)
        self._basis = ((s3, 0.0), (s3 / 2, 1.5)) if pointy else ((1.5, s3 / 2), (0.0, s3))
        start = 30.0 if pointy else 0.0
        corners = [(math.cos(math.radians(start + 60 * k)) * self.size,
                    math.sin(math.radians(start + 60 * k)) * self.size) for k in range(6)]
        self.hex_polygon = QPolygonF([QPointF(x, y) for x, y in corners])
        self.edges = []  # for each direction, the two corners of the edge shared with that neighbour
        for q, r in DIRECTIONS:
            vx, vy = self._xy(q, r)
            a, b = sorted(corners, key=lambda c: -(c[0] * vx + c[1] * vy))[:2]
            self.edges.append((a, b))
        colors = _terrain_colors(str(data.get("ruleset", "")))
        players = {}
        for player in data.get("players", []):
            try:
                players[player["id"]] = QColor(player.get("color") or "#222222")
            except Exception:
                continue
        self.players = players
        self.cells: dict[tuple[int, int], tuple[QColor, str | None]] = {}  # terrain colour, owner
        for cell in data.get("hexes", []):
            try:
                owner = cell.get("owner")
                self.cells[(int(cell["q"]), int(cell["r"]))] = (colors.get(cell.get("terrain"), UNKNOWN),
                                                                None if owner is None else str(owner))
            except Exception:
                continue
        self._painted = False

    def _xy(self, q: int, r: int) -> tuple[float, float]:
        (ax, ay), (bx, by) = self._basis
        return (q * ax + r * bx) * self.size, (q * ay + r * by) * self.size

    @classmethod
    def for_data(cls, data: dict, parent=None) -> "CampaignPreview | None":
        data = readable(data)  # any version the app reads, upgraded as the real load upgrades it
        if data is None or data.get("kind") != "campaign":
            return None
        preview = cls(data, parent)
        return preview if preview.cells else None

    def _world(self) -> QRectF:
        """What the map view fits: every hex's square round its centre, and a hex's size about it."""
        xs, ys = zip(*(self._xy(q, r) for q, r in self.cells))
        s = self.size
        return QRectF(min(xs) - s, min(ys) - s, max(xs) - min(xs) + 2 * s, max(ys) - min(ys) + 2 * s).adjusted(
            -2 - s, -2 - s, 2 + s, 2 + s)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), BACKGROUND)
        world = self._world()
        if fit(p, self, world):
            outline = QPen(OUTLINE, 0)
            outline.setCosmetic(True)
            p.setPen(outline)
            by_color: dict[str, QPainterPath] = {}
            for (q, r), (color, _owner) in self.cells.items():
                x, y = self._xy(q, r)
                by_color.setdefault(color.name(QColor.HexArgb), QPainterPath()).addPolygon(
                    self.hex_polygon.translated(x, y))
            for name, path in by_color.items():
                p.setBrush(QColor(name))
                p.drawPath(path)
            self._paint_owners(p)
        p.end()
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self.painted.emit)

    def _paint_owners(self, p: QPainter) -> None:
        """Each owner's tint, and its border on the edges it does not share with itself."""
        width = self.size * OWNER_BORDER
        inset = owner_inset(width, self.size)
        for (q, r), (_color, owner) in self.cells.items():
            if owner is None:
                continue
            x, y = self._xy(q, r)
            color = self.players.get(owner, UNKNOWN)
            p.setPen(Qt.NoPen)
            p.setBrush(owner_tint(color))
            p.drawPolygon(self.hex_polygon.translated(x, y))
            p.setBrush(Qt.NoBrush)
            p.setPen(QPen(color, width, Qt.SolidLine, Qt.FlatCap, Qt.MiterJoin))
            for (dq, dr), (a, b) in zip(DIRECTIONS, self.edges):
                neighbour = self.cells.get((q + dq, r + dr))
                if neighbour is not None and neighbour[1] == owner:
                    continue
                p.drawLine(QLineF(x + a[0] * inset, y + a[1] * inset, x + b[0] * inset, y + b[1] * inset))
