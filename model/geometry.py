"""Geometry helpers: shapely shapes to and from the file format's coordinate lists.

A polygon is stored as a list of rings (the first is the outline, the rest are
holes), each ring a list of ``[x, y]`` pairs in millimetres without the closing
point, as GeoJSON does. Points are ``[x, y]``; lines are lists of pairs.
"""
from __future__ import annotations

import math
from typing import Iterable, Sequence

import numpy as np
import shapely
from shapely import affinity
from shapely.geometry import LineString, Point, Polygon
from shapely.geometry.base import BaseGeometry

from .i18n import msg
from .rings import drops_closing_point


def _ring(coords: Iterable[Sequence[float]]) -> list[list[float]]:
    pts = [[float(x), float(y)] for x, y in coords]
    if drops_closing_point(pts):
        pts.pop()
    return pts


def polygon_to_rings(polygon: Polygon) -> list[list[list[float]]]:
    """The file form of a polygon: ``[outline, hole, ...]``."""
    return [_ring(polygon.exterior.coords)] + [_ring(r.coords) for r in polygon.interiors]


def polygon_from_rings(rings: Sequence[Sequence[Sequence[float]]]) -> Polygon:
    """Build a polygon from its file form (no validity check: see :func:`problems`)."""
    shell = [tuple(p) for p in rings[0]]
    holes = [[tuple(p) for p in ring] for ring in rings[1:]]
    return Polygon(shell, holes)


def geometry_to_json(geom: BaseGeometry) -> dict:
    """Points, lines and polygons as ``{"type": ..., "coordinates": ...}``."""
    if isinstance(geom, Point):
        return {"type": "point", "coordinates": [float(geom.x), float(geom.y)]}
    if isinstance(geom, LineString):
        return {"type": "line", "coordinates": [[float(x), float(y)] for x, y in geom.coords]}
    if isinstance(geom, Polygon):
        return {"type": "polygon", "coordinates": polygon_to_rings(geom)}
    raise TypeError(f"unsupported geometry {geom.geom_type}")


def geometry_from_json(data: dict) -> BaseGeometry:
    kind, coords = data["type"], data["coordinates"]
    if kind == "point":
        return Point(float(coords[0]), float(coords[1]))
    if kind == "line":
        return LineString([tuple(p) for p in coords])
    if kind == "polygon":
        return polygon_from_rings(coords)
    raise ValueError(f"unknown geometry type {kind!r}")  # model.reasons.shape_build_reason words it


def rectangle(x: float, y: float, width: float, depth: float) -> Polygon:
    """Axis-aligned rectangle with its lower-left corner at (x, y)."""
    return Polygon([(x, y), (x + width, y), (x + width, y + depth), (x, y + depth)])


def ellipse(cx: float, cy: float, rx: float, ry: float, segments: int = 48) -> Polygon:
    """An ellipse as a polygon of ``segments`` vertices."""
    return Polygon(
        [
            (cx + rx * math.cos(2 * math.pi * i / segments), cy + ry * math.sin(2 * math.pi * i / segments))
            for i in range(segments)
        ]
    )


def problems(geom: BaseGeometry) -> list[str]:
    """Why a shape is unusable, in plain words (empty when it is fine)."""
    coords = shapely.get_coordinates(geom)
    if coords.size and not np.isfinite(coords).all():
        return [msg("geometry.non-finite", "has non-finite coordinates (NaN or infinity)")]
    out = []
    if isinstance(geom, Polygon):
        if len(geom.exterior.coords) < 4:
            out.append(msg("geometry.corners", "has fewer than three corners"))
        elif geom.area <= 0:
            out.append(msg("geometry.zero-area", "has zero area"))
        if not geom.is_valid:
            out.append(_invalid_reason(shapely.is_valid_reason(geom)))
    return out


def _invalid_reason(reason: str):
    """shapely's reason ("Self-intersection[10 20]") in plain words (see :mod:`model.reasons`)."""
    from .reasons import shape_reason

    return shape_reason(reason)


def repaired(geom: BaseGeometry) -> BaseGeometry:
    """The shape shapely's ``make_valid`` proposes (the largest polygon when it splits)."""
    fixed = shapely.make_valid(geom)
    if isinstance(fixed, Polygon) or fixed.is_empty:
        return fixed
    polys = [g for g in getattr(fixed, "geoms", []) if isinstance(g, Polygon)]
    if not polys:
        return fixed
    return shapely.union_all(polys) if len(polys) > 1 else polys[0]


def bounds_of(geoms: Sequence[BaseGeometry]) -> tuple[float, float, float, float]:
    """``(minx, miny, maxx, maxy)`` around every shape, without a union: an invalid shape (a bow
    tie, a ring crossing itself) has bounds too, where a union can raise a topology error."""
    return tuple(float(v) for v in shapely.total_bounds(np.asarray(list(geoms), dtype=object)))


def union_or_box(geoms: Sequence[BaseGeometry]) -> BaseGeometry:
    """The union of the shapes to outline them; their bounding box if GEOS cannot unite them."""
    try:
        return shapely.union_all(list(geoms))
    except shapely.errors.GEOSException:
        return shapely.box(*bounds_of(geoms))


def translated(geom: BaseGeometry, dx: float, dy: float) -> BaseGeometry:
    return affinity.translate(geom, dx, dy)


def rotated(geom: BaseGeometry, degrees: float, origin=(0.0, 0.0)) -> BaseGeometry:
    return affinity.rotate(geom, degrees, origin=origin)


def mirrored(geom: BaseGeometry, axis: str, position: float) -> BaseGeometry:
    """Mirror across the vertical line x=position (axis "x") or horizontal y=position (axis "y")."""
    if axis == "x":
        return affinity.scale(geom, -1.0, 1.0, origin=(position, 0.0))
    return affinity.scale(geom, 1.0, -1.0, origin=(0.0, position))


def oriented(polygon: Polygon) -> Polygon:
    """Counter-clockwise outline, clockwise holes (what the file keeps after mirroring)."""
    return shapely.geometry.polygon.orient(polygon, 1.0)
