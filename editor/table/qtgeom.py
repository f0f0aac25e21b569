"""Shapely shapes (mm) to Qt paths and back: the only place the two meet."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPolygonF
from shapely.geometry import GeometryCollection, LineString, MultiLineString, MultiPoint, MultiPolygon, Point, Polygon
from shapely.geometry.base import BaseGeometry


def ring_polygon(coords) -> QPolygonF:
    return QPolygonF([QPointF(float(x), float(y)) for x, y in coords])


def path_for(geom: BaseGeometry | None) -> QPainterPath:
    """A painter path of any shapely geometry (holes cut out with the odd-even fill)."""
    path = QPainterPath()
    path.setFillRule(path.fillRule().OddEvenFill)
    if geom is None or geom.is_empty:
        return path
    if isinstance(geom, Polygon):
        path.addPolygon(ring_polygon(geom.exterior.coords))
        path.closeSubpath()
        for ring in geom.interiors:
            path.addPolygon(ring_polygon(ring.coords))
            path.closeSubpath()
    elif isinstance(geom, LineString):
        coords = list(geom.coords)
        path.moveTo(*coords[0])
        for x, y in coords[1:]:
            path.lineTo(x, y)
    elif isinstance(geom, Point):
        path.addEllipse(QPointF(geom.x, geom.y), 0.5, 0.5)
    elif isinstance(geom, (MultiPolygon, MultiLineString, MultiPoint, GeometryCollection)):
        for part in geom.geoms:
            path.addPath(path_for(part))
    return path


def rect_of(geom: BaseGeometry) -> QRectF:
    x0, y0, x1, y1 = geom.bounds
    return QRectF(x0, y0, x1 - x0, y1 - y0)
