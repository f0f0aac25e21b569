"""A table and a campaign map read from their file's plain data, as input for their drawings.

The drawings (``thumbnail.py``, ``campaign.py``) read a document's shapes through a few attributes
of shapely's (a polygon's ``exterior.coords`` and ``interiors``, ``geoms``, ``centroid``) and its
hex grid through ``center`` and ``corners``. The objects here offer those attributes from the
file's coordinate lists with plain Python, so a drawing can be made before shapely, numpy or
networkx are imported: the start-up pictures (``editor/table/preview.py``,
``editor/campaign/preview.py``) are these drawings, painted while the real document is still to be
built. They are read-only stand-ins, not a model: nothing here checks a document (the real load
that follows says what is wrong), an entry that cannot be read is left out. They are plain classes
rather than dataclasses, which cost a few milliseconds each to make at import: this module is on
the way of the window's first paint.
"""
from __future__ import annotations

import math
from typing import Any


class PlainPoint:
    __slots__ = ("x", "y")
    geom_type = "Point"

    def __init__(self, x: float, y: float):
        self.x, self.y = x, y

    @property
    def centroid(self) -> "PlainPoint":
        return self


class PlainRing:
    """A closed ring's points, the first repeated at the end (as shapely gives a ring's ``coords``)."""

    __slots__ = ("coords",)

    def __init__(self, coords: tuple[tuple[float, float], ...]):
        self.coords = coords


def _ring(points) -> PlainRing:
    pts = tuple((float(x), float(y)) for x, y in points)
    if len(pts) < 3:
        raise ValueError("a ring needs three points")
    return PlainRing(pts if pts[0] == pts[-1] else pts + (pts[0],))


def _ring_area_centroid(coords) -> tuple[float, float, float]:
    """A closed ring's signed area and the sums its centroid is made of (shoelace)."""
    a = cx = cy = 0.0
    for (x0, y0), (x1, y1) in zip(coords, coords[1:]):
        cross = x0 * y1 - x1 * y0
        a += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    return a / 2, cx, cy


class PlainPolygon:
    """A polygon: its outline and holes, from the file's rings."""

    __slots__ = ("exterior", "interiors")
    geom_type = "Polygon"

    def __init__(self, exterior: PlainRing, interiors: tuple[PlainRing, ...] = ()):
        self.exterior, self.interiors = exterior, interiors

    @classmethod
    def from_rings(cls, rings) -> "PlainPolygon":
        return cls(_ring(rings[0]), tuple(_ring(r) for r in rings[1:]))

    @property
    def centroid(self) -> PlainPoint:
        """The centre of the area (holes taken out), as shapely's."""
        area = sx = sy = 0.0
        for i, ring in enumerate((self.exterior, *self.interiors)):
            a, cx, cy = _ring_area_centroid(ring.coords)
            sign = 1.0 if i == 0 else -1.0
            # each ring counted with the orientation that adds the outline and takes the holes away
            if (a < 0) == (sign > 0):
                a, cx, cy = -a, -cx, -cy
            area += a
            sx += cx
            sy += cy
        if area == 0.0:
            xs = [x for x, _y in self.exterior.coords[:-1]]
            ys = [y for _x, y in self.exterior.coords[:-1]]
            return PlainPoint(sum(xs) / len(xs), sum(ys) / len(ys))
        return PlainPoint(sx / (6 * area), sy / (6 * area))


class PlainLine:
    __slots__ = ("coords",)
    geom_type = "LineString"

    def __init__(self, coords: tuple[tuple[float, float], ...]):
        self.coords = coords

    @property
    def centroid(self) -> PlainPoint:
        """The centre of the line's length, as shapely's."""
        total = sx = sy = 0.0
        for (x0, y0), (x1, y1) in zip(self.coords, self.coords[1:]):
            n = math.hypot(x1 - x0, y1 - y0)
            total += n
            sx += (x0 + x1) / 2 * n
            sy += (y0 + y1) / 2 * n
        if total == 0.0:
            return PlainPoint(*self.coords[0])
        return PlainPoint(sx / total, sy / total)


def plain_geometry(data: dict):
    """A marker's geometry from its file form (``{"type": ..., "coordinates": ...}``)."""
    kind, coords = data["type"], data["coordinates"]
    if kind == "point":
        return PlainPoint(float(coords[0]), float(coords[1]))
    if kind == "line":
        if len(coords) < 2:
            raise ValueError("a line needs two points")
        return PlainLine(tuple((float(x), float(y)) for x, y in coords))
    if kind == "polygon":
        return PlainPolygon.from_rings(coords)
    raise ValueError(f"unknown geometry type {kind!r}")


class PlainPiece:
    """A terrain piece: its kind, footprint and walls, and the overrides of its kind the file gives."""

    __slots__ = ("id", "kind", "footprint", "label", "walls", "height", "blocking", "cover", "area")

    def __init__(self, id: str, kind: str, footprint: PlainPolygon, label: str = "", walls: tuple = (),
                 height=None, blocking=None, cover=None, area=None):
        self.id, self.kind, self.footprint, self.label, self.walls = id, kind, footprint, label, walls
        self.height, self.blocking, self.cover, self.area = height, blocking, cover, area


class PlainZone:
    __slots__ = ("id", "side", "polygon", "label")

    def __init__(self, id: str, side: str, polygon: PlainPolygon, label: str = ""):
        self.id, self.side, self.polygon, self.label = id, side, polygon, label


class PlainMarker:
    __slots__ = ("id", "kind", "geometry", "label", "side")

    def __init__(self, id: str, kind: str, geometry: Any, label: str = "", side: str | None = None):
        self.id, self.kind, self.geometry, self.label, self.side = id, kind, geometry, label, side


class PlainTable:
    """What a table's drawing reads of it: its size, ruleset, pieces, zones and markers by id."""

    def __init__(self, name: str, ruleset: str, width: float, depth: float, pieces: dict, zones: dict,
                 markers: dict, ud_mm: float | None = None):
        self.name, self.ruleset, self.width, self.depth = name, ruleset, width, depth
        self.pieces, self.zones, self.markers, self.ud_mm = pieces, zones, markers, ud_mm

    def sides(self) -> list[str]:
        """The sides that have deployment zones, in order of first appearance (as the model's)."""
        return list(dict.fromkeys(z.side for z in self.zones.values()))


def _each(items, make) -> dict:
    out = {}
    for item in items if isinstance(items, list) else []:
        try:
            obj = make(item)
        except Exception:  # left out: the real load says what is wrong with it
            continue
        out.setdefault(obj.id, obj)
    return out


def _piece(p: dict) -> PlainPiece:
    return PlainPiece(str(p["id"]), str(p["kind"]), PlainPolygon.from_rings(p["footprint"]), str(p.get("label", "")),
                      tuple(PlainPolygon.from_rings(w) for w in p.get("walls", [])), p.get("height"),
                      p.get("blocking"), p.get("cover"), p.get("area"))


def plain_table(data: dict) -> PlainTable:
    """A table file's data (upgraded to the newest version) as its drawing reads it."""
    return PlainTable(
        name=str(data.get("name", "")), ruleset=str(data.get("ruleset", "")),
        width=float(data["width"]), depth=float(data["depth"]), ud_mm=data.get("ud_mm"),
        pieces=_each(data.get("pieces"), _piece),
        zones=_each(data.get("zones"), lambda z: PlainZone(str(z["id"]), z["side"],
                                                            PlainPolygon.from_rings(z["polygon"]),
                                                            str(z.get("label", "")))),
        markers=_each(data.get("markers"), lambda m: PlainMarker(str(m["id"]), str(m["kind"]),
                                                                  plain_geometry(m["geometry"]),
                                                                  str(m.get("label", "")), m.get("side"))),
    )


class PlainGrid:
    """A hex grid's ``center`` and ``corners`` as ``model.hexgrid.HexGrid`` places them, without numpy."""

    def __init__(self, orientation: str = "pointy", size: float = 20.0):
        if orientation not in ("pointy", "flat"):
            raise ValueError(f"orientation must be 'pointy' or 'flat', not {orientation!r}")
        self.orientation, self.size = orientation, float(size)
        s3 = math.sqrt(3.0)
        self._forward = ((s3, s3 / 2), (0.0, 1.5)) if orientation == "pointy" else ((1.5, 0.0), (s3 / 2, s3))
        start = 30.0 if orientation == "pointy" else 0.0
        self._corners = [(math.cos(math.radians(start + 60.0 * k)) * self.size,
                          math.sin(math.radians(start + 60.0 * k)) * self.size) for k in range(6)]

    def center(self, h) -> tuple[float, float]:
        (a, b), (c, d) = self._forward
        return (a * h[0] + b * h[1]) * self.size, (c * h[0] + d * h[1]) * self.size

    def corners(self, h) -> list[tuple[float, float]]:
        cx, cy = self.center(h)
        return [(cx + dx, cy + dy) for dx, dy in self._corners]


class PlainCell:
    __slots__ = ("terrain", "features", "owner", "capital", "name")

    def __init__(self, terrain: str, features: frozenset = frozenset(), owner: str | None = None,
                 capital: bool = False, name: str = ""):
        self.terrain, self.features, self.owner, self.capital, self.name = terrain, features, owner, capital, name

    def has(self, feature: str) -> bool:
        return feature in self.features


class PlainPlayer:
    __slots__ = ("id", "name", "color")

    def __init__(self, id: str, name: str, color: str):
        self.id, self.name, self.color = id, name, color


class PlainCampaign:
    """What a campaign map's drawing reads of it: its grid, hexes by (q, r) and players by id."""

    def __init__(self, name: str, ruleset: str, grid: PlainGrid, cells: dict, players: dict):
        self.name, self.ruleset, self.grid, self.cells, self.players = name, ruleset, grid, cells, players


def plain_campaign(data: dict) -> PlainCampaign:
    """A campaign file's data (upgraded to the newest version) as its drawing reads it."""
    grid = data.get("grid", {})
    cells = {}
    for h in data.get("hexes", []):
        try:
            key = (int(h["q"]), int(h["r"]))
            owner = h.get("owner")
            cell = PlainCell(str(h.get("terrain", "plains")), frozenset(h.get("features", [])),
                             None if owner is None else str(owner), bool(h.get("capital", False)),
                             str(h.get("name", "")))
        except Exception:
            continue
        cells.setdefault(key, cell)
    return PlainCampaign(
        name=str(data.get("name", "")), ruleset=str(data.get("ruleset", "")),
        grid=PlainGrid(grid.get("orientation", "pointy"), float(grid.get("size", 20.0))), cells=cells,
        players=_each(data.get("players"), lambda p: PlainPlayer(str(p["id"]), str(p.get("name", "")),
                                                                  str(p.get("color", "#c0392b")))),
    )


def plain_ruleset(ruleset_id: str):
    """The ruleset of this id read from its file without checking it (``model.ruleset.Ruleset``), or
    None when there is none or it cannot be read (the real load says why)."""
    try:
        import json

        from model.ruleset import Ruleset, available_rulesets

        path = available_rulesets()[ruleset_id]
        with open(path, "rb") as fh:
            return Ruleset(json.loads(fh.read()), path)
    except Exception:
        return None
