"""The table document: a battle table with its terrain, deployment zones, markers and scenario.

Coordinates are millimetres as on a printed plan: x to the right from the left
edge, y downward from the top edge; the table is the box ``0 <= x <= width``,
``0 <= y <= depth``. Edges are named ``top``, ``bottom``, ``left`` and ``right``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from shapely.geometry import LineString, Point, Polygon
from shapely.geometry.base import BaseGeometry

from .document import Document
from .geometry import rectangle
from .units import Unit

EDGES = ("top", "bottom", "left", "right")
BLOCKING = ("full", "height", "none")
AREA = ("none", "hides-inside")


@dataclass(frozen=True)
class TerrainPiece:
    """A piece of scenery: a footprint of one terrain kind from the ruleset's catalogue.

    ``height``, ``blocking``, ``cover`` and ``area`` are per-piece overrides;
    ``None`` means "as the terrain kind says" (see :func:`resolve_terrain`).
    ``walls`` are inner blocking shapes, such as the standing walls of a ruin.
    """

    id: str
    kind: str
    footprint: Polygon
    label: str = ""
    height: float | None = None
    walls: tuple[Polygon, ...] = ()
    blocking: str | None = None
    cover: bool | None = None
    area: str | None = None
    notes: str = ""


@dataclass(frozen=True)
class DeploymentZone:
    """Where one side deploys. ``edge`` is the table edge the zone belongs to, if any."""

    id: str
    side: str
    polygon: Polygon
    label: str = ""
    edge: str | None = None


@dataclass(frozen=True)
class Marker:
    """An objective or scenario marker: a point, an area, or a stretch of table edge."""

    id: str
    kind: str
    geometry: BaseGeometry  # Point, Polygon or LineString
    label: str = ""
    side: str | None = None


@dataclass(frozen=True)
class Scenario:
    """The scenario played on the table (kinds come from the ruleset)."""

    kind: str | None = None
    turns: int | None = None
    victory: str = ""
    special_rules: str = ""


@dataclass(frozen=True)
class ResolvedTerrain:
    """A piece's effective behaviour: its kind's defaults with the piece's overrides (mm)."""

    height: float
    blocking: str
    cover: bool
    area: str
    movement: str
    cover_bonus: int
    stackable: bool


class TableDocument(Document):
    """A battle table or scenario layout."""

    KIND = "table"
    COLLECTIONS = ("pieces", "zones", "markers")
    FIELDS = ("name", "ruleset", "unit", "ud_mm", "width", "depth", "scenario", "notes", "settings")

    def __init__(
        self,
        name: str,
        ruleset: str,
        width: float,
        depth: float,
        unit: Unit | str = Unit.CM,
        pieces=(),
        zones=(),
        markers=(),
        scenario: Scenario | None = None,
        notes: str = "",
        settings: dict[str, Any] | None = None,
        ud_mm: float | None = None,
    ):
        self.name = name
        self.ruleset = ruleset
        self.unit = Unit(unit)
        self.ud_mm = ud_mm
        self.width = float(width)
        self.depth = float(depth)
        self.pieces: dict[str, TerrainPiece] = {p.id: p for p in pieces}
        self.zones: dict[str, DeploymentZone] = {z.id: z for z in zones}
        self.markers: dict[str, Marker] = {m.id: m for m in markers}
        self.scenario = scenario or Scenario()
        self.notes = notes
        self.settings: dict[str, Any] = dict(settings or {})

    def bounds(self) -> Polygon:
        """The table top as a polygon."""
        return rectangle(0.0, 0.0, self.width, self.depth)

    def edge_line(self, edge: str) -> LineString:
        w, d = self.width, self.depth
        return {
            "top": LineString([(0, 0), (w, 0)]),
            "bottom": LineString([(0, d), (w, d)]),
            "left": LineString([(0, 0), (0, d)]),
            "right": LineString([(w, 0), (w, d)]),
        }[edge]

    def sides(self) -> list[str]:
        """The sides that have deployment zones, in order of first appearance."""
        return list(dict.fromkeys(z.side for z in self.zones.values()))

    def objects(self):
        """Every piece, zone and marker with its collection name."""
        for name in self.COLLECTIONS:
            for obj in self.collection(name).values():
                yield name, obj

    def find(self, obj_id: str):
        """``(collection, object)`` for an id, or ``(None, None)``."""
        for name in self.COLLECTIONS:
            if obj_id in self.collection(name):
                return name, self.collection(name)[obj_id]
        return None, None

    def __repr__(self) -> str:
        return f"TableDocument({self.name!r}, {self.ruleset!r}, {len(self.pieces)} pieces)"


def resolve_terrain(piece: TerrainPiece, ruleset) -> ResolvedTerrain:
    """What a piece does on the table: the ruleset's kind defaults, then the piece's overrides."""
    kind = ruleset.terrain_kind(piece.kind) or {}
    height = piece.height if piece.height is not None else float(kind.get("height") or 0.0)
    return ResolvedTerrain(
        height=height,
        blocking=piece.blocking or kind.get("blocking") or "none",
        cover=bool(piece.cover if piece.cover is not None else kind.get("cover", False)),
        area=piece.area or kind.get("area") or "none",
        movement=kind.get("movement") or "open",
        cover_bonus=int(kind.get("cover_bonus") or 0),
        stackable=bool(kind.get("stackable", False)),
    )


def marker_point(marker: Marker) -> Point:
    """A representative point of a marker (its centre for areas and edges)."""
    geom = marker.geometry
    return geom if isinstance(geom, Point) else geom.centroid
