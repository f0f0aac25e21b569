"""Size limits of a document, far above any real event, so that no file can hang the checks or eat
the machine (docs/format.md, "Limits"). A file beyond one is refused when it is read, with a
message that names the limit and never prints the offending shape or list.
"""
from __future__ import annotations

from typing import Any

from .errors import DocumentError
from .i18n import lazy_msg, msg
from .rings import held_points

#: Levels of nesting of any JSON Wartable reads. Its deepest documents (a campaign's ledger, a
#: polygon's rings of points) go about ten levels down; code that walks a document (the schema's
#: explanations, the checks, the display of a value) may then recurse safely.
MAX_DEPTH = 64


class TooDeep(ValueError):
    """JSON nested more than :data:`MAX_DEPTH` levels: refused like any JSON the decoder refuses."""

    def __init__(self, where: str = ""):
        self.where = where
        super().__init__(msg("json.too-deep-limit", "nested more than {max} levels deep", max=MAX_DEPTH))


#: Terrain pieces on one table (a crowded tournament table has about 30).
MAX_PIECES = 300
#: Deployment zones on one table.
MAX_ZONES = 100
#: Objectives and other markers on one table.
MAX_MARKERS = 300
#: Corners of one shape, all its rings together (a wobbly wood drawn by hand has a few hundred,
#: one traced from a map a few thousand).
MAX_SHAPE_CORNERS = 2_000
#: Corners of every shape on one table together (30 pieces of 50 corners make 1,500). The sight
#: checks' time grows with them.
MAX_TABLE_CORNERS = 10_000
#: Walls inside one piece.
MAX_WALLS = 200
#: Hexes on one campaign map (Las Piedras has a few hundred).
MAX_HEXES = 50_000
#: Explicit adjacency edges of one map (at most six per hex on a grid).
MAX_EDGES = 6 * MAX_HEXES
#: Players of one campaign.
MAX_PLAYERS = 100
#: Lines of one army list (a big list has 30).
MAX_ENTRIES = 1_000
#: Profiles of one catalogue.
MAX_PROFILES = 5_000
#: Lists and objects in one file, counted on its text before it is parsed (50,000 hexes and their
#: 300,000 adjacency edges make about a million): each costs memory when built, so 63 MiB of ``[]``
#: would take gigabytes.
MAX_CONTAINERS = 2_000_000
#: Findings of one rule the command line prints per file; the rest are counted ("and N more").
MAX_PRINTED_PER_RULE = 20

LIMITS = {
    "pieces per table": MAX_PIECES, "zones per table": MAX_ZONES, "markers per table": MAX_MARKERS,
    "corners per shape": MAX_SHAPE_CORNERS, "corners per table": MAX_TABLE_CORNERS, "walls per piece": MAX_WALLS,
    "hexes per map": MAX_HEXES, "adjacency edges per map": MAX_EDGES, "players per campaign": MAX_PLAYERS,
    "entries per army list": MAX_ENTRIES, "profiles per catalogue": MAX_PROFILES,
    "lists and objects per file": MAX_CONTAINERS,
}


#: what is counted, in words (always more than one: a limit is never below 2)
_WHAT = {
    "terrain pieces": lazy_msg("limits.pieces", "terrain pieces"),
    "deployment zones": lazy_msg("limits.zones", "deployment zones"),
    "markers": lazy_msg("limits.markers", "markers"),
    "corners": lazy_msg("limits.corners", "corners"),
    "walls": lazy_msg("limits.walls", "walls"),
    "hexes": lazy_msg("limits.hexes", "hexes"),
    "adjacency edges": lazy_msg("limits.edges", "adjacency edges"),
    "players": lazy_msg("limits.players", "players"),
    "entries": lazy_msg("limits.entries", "entries"),
    "profiles": lazy_msg("limits.profiles", "profiles"),
    "lists and objects": lazy_msg("limits.containers", "lists and objects"),
}


def _refuse(path, field: str, count: int, what: str, limit: int) -> None:
    words = _WHAT.get(what, what)
    raise DocumentError(path, field, msg("limits.over", "has {count} {what}, more than Wartable's limit of {limit}",
                                         count=f"{count:,}", what=words, limit=f"{limit:,}"),
                        msg("limits.expect", "at most {limit} {what} (docs/format.md: limits)",
                            limit=f"{limit:,}", what=words))


def check_containers(text: str | bytes, path=None) -> None:
    """Refuse a text holding more than :data:`MAX_CONTAINERS` lists and objects, before it is parsed
    (an upper bound: a ``[`` or ``{`` inside a string counts too)."""
    if len(text) // 2 <= MAX_CONTAINERS:  # too short to hold that many
        return
    count = text.count("[") + text.count("{") if isinstance(text, str) else text.count(b"[") + text.count(b"{")
    if count > MAX_CONTAINERS:
        _refuse(path, "", count, "lists and objects", MAX_CONTAINERS)


def _count(path, data: dict, key: str, what: str, limit: int) -> list:
    items = data.get(key) or []
    if isinstance(items, list) and len(items) > limit:
        _refuse(path, key, len(items), what, limit)
    return items if isinstance(items, list) else []


def _corners(rings: Any) -> int:
    """The points of a polygon's rings (0 for anything else: the schema names what is wrong)."""
    if not isinstance(rings, list):
        return 0
    return sum(len(r) for r in rings if isinstance(r, list))


class _Corners:
    def __init__(self, path):
        self.path, self.total = path, 0

    def add(self, field: str, count: int) -> None:
        if count > MAX_SHAPE_CORNERS:
            _refuse(self.path, field, count, "corners", MAX_SHAPE_CORNERS)
        self.total += count
        if self.total > MAX_TABLE_CORNERS:
            raise DocumentError(self.path, field, msg("limits.table-corners", "brings the table's shapes to more than "
                                                      "{limit} corners, Wartable's limit per table",
                                                      limit=f"{MAX_TABLE_CORNERS:,}"),
                                msg("limits.expect-corners", "at most {limit} corners in all (docs/format.md: limits)",
                                    limit=f"{MAX_TABLE_CORNERS:,}"))


def check_limits(kind: str, data: dict, path=None) -> None:
    """DocumentError when a document (its JSON, after the schema check) is beyond a limit."""
    if kind == "army":  # first: a folder of lists asks for each
        _count(path, data, "entries", "entries", MAX_ENTRIES)
    elif kind == "table":
        corners = _Corners(path)
        for i, p in enumerate(_count(path, data, "pieces", "terrain pieces", MAX_PIECES)):
            if not isinstance(p, dict):
                continue
            corners.add(f"pieces[{i}].footprint", _corners(p.get("footprint")))
            walls = p.get("walls") or []
            if isinstance(walls, list):
                if len(walls) > MAX_WALLS:
                    _refuse(path, f"pieces[{i}].walls", len(walls), "walls", MAX_WALLS)
                for j, w in enumerate(walls):
                    corners.add(f"pieces[{i}].walls[{j}]", _corners(w))
        for i, z in enumerate(_count(path, data, "zones", "deployment zones", MAX_ZONES)):
            if isinstance(z, dict):
                corners.add(f"zones[{i}].polygon", _corners(z.get("polygon")))
        for i, m in enumerate(_count(path, data, "markers", "markers", MAX_MARKERS)):
            geom = m.get("geometry") if isinstance(m, dict) else None
            coords = geom.get("coordinates") if isinstance(geom, dict) else None
            if isinstance(coords, list) and geom.get("type") in ("line", "polygon"):
                count = len(coords) if geom.get("type") == "line" else _corners(coords)
                corners.add(f"markers[{i}].geometry", count)
    elif kind == "campaign":
        _count(path, data, "hexes", "hexes", MAX_HEXES)
        _count(path, data, "adjacency", "adjacency edges", MAX_EDGES)
        _count(path, data, "players", "players", MAX_PLAYERS)
    elif kind == "catalogue":
        _count(path, data, "profiles", "profiles", MAX_PROFILES)


def _rings_corners(polygon) -> int:
    """The corners of a polygon as its file form holds them (``model.geometry.polygon_to_rings``)."""
    return held_points(polygon.exterior.coords) + sum(held_points(r.coords) for r in polygon.interiors)


def _geometry_corners(geom) -> int:
    kind = getattr(geom, "geom_type", "")
    if kind == "Polygon":
        return _rings_corners(geom)
    if kind == "LineString":
        return len(geom.coords)
    return 0


def table_excess(pieces, zones=(), markers=()) -> tuple[str, int, int] | None:
    """The first limit of :data:`LIMITS` a table holding these objects would pass, as
    ``(name, count, limit)``, or None; counted as a file counts them (:func:`check_limits`), so a
    table the editor accepts can be saved and opened again."""
    pieces, zones, markers = list(pieces), list(zones), list(markers)
    for name, items in (("pieces per table", pieces), ("zones per table", zones), ("markers per table", markers)):
        if len(items) > LIMITS[name]:
            return name, len(items), LIMITS[name]
    for piece in pieces:
        if len(piece.walls) > MAX_WALLS:
            return "walls per piece", len(piece.walls), MAX_WALLS
    import shapely

    shapes = [p.footprint for p in pieces] + [w for p in pieces for w in p.walls] + [z.polygon for z in zones] + [
        m.geometry for m in markers]
    # shapely's count holds each ring's closing point, which a file leaves out: an upper bound,
    # exact counts only for the shapes (and the total) it does not clear
    raw = shapely.get_num_coordinates(shapes) if shapes else []
    total = 0
    for geom, upper in zip(shapes, raw):
        count = int(upper) if upper <= MAX_SHAPE_CORNERS else _geometry_corners(geom)
        if count > MAX_SHAPE_CORNERS:
            return "corners per shape", count, MAX_SHAPE_CORNERS
        total += count
    if total > MAX_TABLE_CORNERS:
        total = sum(_geometry_corners(g) for g in shapes)
        if total > MAX_TABLE_CORNERS:
            return "corners per table", total, MAX_TABLE_CORNERS
    return None
