"""How a setup sheet tells a shape so that a volunteer can rebuild it from the printed numbers alone.

A rectangle square to the table's edges is told by one corner and its size, an oval or a circle by
its centre, its two diameters and the rotation of the long one; anything else (a polygon, a rotated
rectangle, a diagonal deployment zone, a zone with a curved cut-out, the walls inside a ruin, an
objective line) by its corners in order around the outline, each measured from the two nearest
table edges, and every curved side by the centre, radius and sweep of its arc.

Every number is printed at a step of at most 1 mm in the table's unit (:func:`sheet_digits`), and a
shape is only told the short way when the shape rebuilt from the rounded numbers lies within
:data:`TOLERANCE_MM` of the real one (:func:`describe` checks it), so the sheet always holds enough
to rebuild every shape within 1 mm. Coordinates are millimetres with y down from the top edge, as
in the document; a positive rotation or sweep turns clockwise as seen on the plan.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import shapely
from shapely.geometry import LineString, Point, Polygon

from .geometry import ellipse
from .units import Unit, from_mm, to_mm

#: the worst distance (mm) between a shape and the one rebuilt from its printed numbers
TOLERANCE_MM = 1.0
#: how far (mm) a corner may stray from the circle of the arc it is taken to lie on
ARC_TOLERANCE_MM = 0.25
#: an arc's sides turn at most this much each (degrees): more is a corner, not a curve
ARC_STEP_DEG = 25.0
ELLIPSE_SEGMENTS = 48  # as model.geometry.ellipse draws ovals


def sheet_digits(unit: Unit | str, ud_mm: float | None = None) -> int:
    """Decimals of ``unit`` so that one printed step is at most 1 mm (cm 1, inches and UD 2, mm 0)."""
    step = to_mm(1.0, unit, ud_mm)
    return max(0, math.ceil(math.log10(step) - 1e-9))


def sheet_round(mm: float, unit: Unit | str, ud_mm: float | None = None) -> float:
    """``mm`` as it comes back from its printed value (rounded to the sheet's step), in mm."""
    return to_mm(round(from_mm(mm, unit, ud_mm), sheet_digits(unit, ud_mm)), unit, ud_mm)


@dataclass(frozen=True)
class Arc:
    """A curved side from one corner to the next: its centre, radius and sweep (degrees, + clockwise)."""

    centre: tuple[float, float]
    radius: float
    sweep: float


@dataclass(frozen=True)
class Corner:
    point: tuple[float, float]
    arc: Arc | None = None  # the side from this corner to the next is this arc (else straight)


@dataclass
class ShapeText:
    """What the sheet prints for one shape.

    ``kind``: ``"rect"`` (``corner`` and ``size``), ``"oval"`` (``centre``, ``size`` = the two
    diameters, long first, ``rotation`` of the long one), ``"circle"`` (``centre``, ``size[0]``), or
    ``"outline"`` (``rings``: the outer ring then each hole, as :class:`Corner` lists; ``"line"`` for an
    open line, one ring). Numbers are in mm, already rounded as printed.
    """

    kind: str
    corner: tuple[float, float] | None = None
    corner_name: str = ""  # "top-left"...
    centre: tuple[float, float] | None = None
    size: tuple[float, float] = (0.0, 0.0)
    rotation: float = 0.0
    rings: list[list[Corner]] = field(default_factory=list)

    @property
    def corners_listed(self) -> bool:
        return self.kind in ("outline", "line")


class _Rounder:
    def __init__(self, doc):
        self.unit, self.ud, self.w, self.d = doc.unit, doc.ud_mm, doc.width, doc.depth

    def length(self, mm: float) -> float:
        return sheet_round(mm, self.unit, self.ud)

    def point(self, x: float, y: float, edges: tuple[str, str] | None = None) -> tuple[float, float]:
        """A point as measured from ``edges`` (the two nearest when None) and read back."""
        left = x <= self.w - x if edges is None else edges[0] == "left"
        top = y <= self.d - y if edges is None else edges[1] == "top"
        rx = self.length(x) if left else self.w - self.length(self.w - x)
        ry = self.length(y) if top else self.d - self.length(self.d - y)
        return rx, ry


def rotation_text_value(deg: float) -> float:
    return round(deg, 1) + 0.0


# -- recognising shapes -----------------------------------------------------------------------------------
def is_square_rectangle(poly: Polygon) -> bool:
    """A rectangle with its sides along the table's edges."""
    if poly.interiors:
        return False
    minx, miny, maxx, maxy = poly.bounds
    return abs((maxx - minx) * (maxy - miny) - poly.area) <= 1e-6 * max(poly.area, 1.0) and \
        len(shapely.get_coordinates(shapely.remove_repeated_points(poly.exterior))) <= 6


def _oval_axes(poly: Polygon) -> tuple[tuple[float, float], float, float, float] | None:
    """Centre, long and short diameters and rotation (degrees, (-90, 90]) of an oval-looking shape."""
    if poly.interiors or len(poly.exterior.coords) < 17:
        return None
    import numpy as np

    v = np.asarray(poly.exterior.coords)[:-1]
    c = v.mean(axis=0)
    d = np.hypot(*(v - c).T)
    i = int(d.argmax())
    a = 2 * d.max()
    ang = math.degrees(math.atan2(v[i, 1] - c[1], v[i, 0] - c[0]))
    while ang <= -90:
        ang += 180
    while ang > 90:
        ang -= 180
    b = 2 * d.min()
    return (float(c[0]), float(c[1])), float(a), float(b), ang


def oval_polygon(centre, long: float, short: float, rotation: float) -> Polygon:
    """The oval the sheet's numbers describe, drawn as the editor draws ovals."""
    from shapely import affinity

    e = ellipse(centre[0], centre[1], long / 2, short / 2, ELLIPSE_SEGMENTS)
    return affinity.rotate(e, rotation, origin=centre) if rotation else e


def _circle_through(a, b, c):
    ax, ay = a
    bx, by = b
    cx, cy = c
    d = 2 * (ax * (by - cy) + bx * (cy - ay) + cx * (ay - by))
    if abs(d) < 1e-9:
        return None
    ux = ((ax * ax + ay * ay) * (by - cy) + (bx * bx + by * by) * (cy - ay) + (cx * cx + cy * cy) * (ay - by)) / d
    uy = ((ax * ax + ay * ay) * (cx - bx) + (bx * bx + by * by) * (ax - cx) + (cx * cx + cy * cy) * (bx - ax)) / d
    return (ux, uy), math.hypot(ax - ux, ay - uy)


def _turn(centre, p, q) -> float:
    """The signed angle (degrees, + clockwise on the plan) from ``p`` to ``q`` about ``centre``."""
    a1 = math.atan2(p[1] - centre[1], p[0] - centre[0])
    a2 = math.atan2(q[1] - centre[1], q[0] - centre[0])
    t = math.degrees(a2 - a1)
    while t <= -180:
        t += 360
    while t > 180:
        t -= 360
    return t


def _arc_of(pts: list, i: int, j: int):
    """The circle ``pts[i..j]`` lie on (an arc turning one way, by small steps), or None."""
    run = pts[i:j + 1]
    fit = _circle_through(run[0], run[len(run) // 2], run[-1])
    if fit is None:
        return None
    centre, r = fit
    if r > 1e5:
        return None
    steps = [_turn(centre, p, q) for p, q in zip(run, run[1:])]
    if any(abs(s) > ARC_STEP_DEG or abs(s) < 1e-3 for s in steps):
        return None
    if not (all(s > 0 for s in steps) or all(s < 0 for s in steps)):
        return None
    if any(abs(math.dist(p, centre) - r) > ARC_TOLERANCE_MM for p in run):
        return None
    # the chords must hug the circle: a polygon's corners on a circle are not an arc
    if any(r * (1 - math.cos(math.radians(s) / 2)) > ARC_TOLERANCE_MM * 4 for s in steps):
        return None
    return centre, r, sum(steps)


def ring_corners(coords) -> list[Corner]:
    """A ring's corners in order, with each run of four or more points on one circle told as an arc."""
    pts = [tuple(map(float, p)) for p in coords]
    if len(pts) > 1 and pts[0] == pts[-1]:
        pts = pts[:-1]
    n = len(pts)
    if n < 4:
        return [Corner(p) for p in pts]
    # start at a point that does not lie inside an arc (so no arc is cut by the ring's start)
    start = 0
    for s in range(n):
        rot = pts[s:] + pts[:s]
        if _arc_of(rot[-1:] + rot[:2], 0, 2) is None:
            start = s
            break
    else:  # every point on one circle: the whole ring is a circle
        fit = _arc_of(pts + pts[:1], 0, n)
        if fit is not None:
            centre, r, sweep = fit
            return [Corner(pts[0], Arc(centre, r, sweep))]
    pts = pts[start:] + pts[:start]
    closed = pts + pts[:1]
    out: list[Corner] = []
    i = 0
    while i < n:
        best = None
        j = i + 3
        while j <= n:
            fit = _arc_of(closed, i, j)
            if fit is None:
                break
            best = (j, fit)
            j += 1
        if best is None:
            out.append(Corner(pts[i]))
            i += 1
        else:
            j, (centre, r, sweep) = best
            out.append(Corner(pts[i], Arc(centre, r, sweep)))
            i = j
    return out


# -- what the sheet prints ----------------------------------------------------------------------------
def _rounded_corners(corners: list[Corner], rd: _Rounder) -> list[Corner]:
    out = []
    for c in corners:
        arc = None
        if c.arc is not None:
            arc = Arc(rd.point(*c.arc.centre), rd.length(c.arc.radius), round(c.arc.sweep, 1))
        out.append(Corner(rd.point(*c.point), arc))
    return out


def ring_points(corners: list[Corner]) -> list[tuple[float, float]]:
    """The points of a ring told by its corners and arcs (arcs drawn every 2 degrees at most)."""
    pts: list[tuple[float, float]] = []
    for c in corners:
        pts.append(c.point)
        if c.arc is None:
            continue
        (cx, cy), r, sweep = c.arc.centre, c.arc.radius, c.arc.sweep
        a0 = math.atan2(c.point[1] - cy, c.point[0] - cx)
        steps = max(2, int(abs(sweep) / 2) + 1)
        for k in range(1, steps):  # the arc's end is the next corner (or, for one circle, the first)
            a = a0 + math.radians(sweep) * k / steps
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def rebuild(text: ShapeText):
    """The shape the printed numbers describe (a Polygon, or a LineString for a line)."""
    if text.kind == "rect":
        (x, y), (w, d) = text.corner, text.size
        sx = -1 if "right" in text.corner_name else 1
        sy = -1 if "bottom" in text.corner_name else 1
        return shapely.geometry.box(min(x, x + sx * w), min(y, y + sy * d), max(x, x + sx * w), max(y, y + sy * d))
    if text.kind == "oval":
        return oval_polygon(text.centre, text.size[0], text.size[1], text.rotation)
    if text.kind == "circle":
        return oval_polygon(text.centre, text.size[0], text.size[0], 0.0)
    if text.kind == "line":
        return LineString([c.point for c in text.rings[0]])
    rings = [ring_points(r) for r in text.rings]
    return Polygon(rings[0], rings[1:])


def error_mm(a, b) -> float:
    """How far apart two shapes are at worst (the Hausdorff distance, mm)."""
    if isinstance(a, Polygon) and isinstance(b, Polygon):
        return max(shapely.hausdorff_distance(a.exterior, b.exterior, densify=0.05),
                   *(shapely.hausdorff_distance(x, y, densify=0.05) for x, y in zip(a.interiors, b.interiors)),
                   0.0 if len(a.interiors) == len(b.interiors) else float("inf"))
    return shapely.hausdorff_distance(a, b, densify=0.05)


def _corner_of(poly: Polygon, doc) -> tuple[str, tuple[float, float]]:
    """A square rectangle's corner nearest to the table corner its two nearest edges make."""
    minx, miny, maxx, maxy = poly.bounds
    c = poly.centroid  # the nearest edges decided as the placement table decides them
    right = not c.x <= doc.width - c.x
    bottom = not c.y <= doc.depth - c.y
    name = ("bottom" if bottom else "top") + "-" + ("right" if right else "left")
    return name, (maxx if right else minx, maxy if bottom else miny)


def describe(geom, doc, edges: tuple[str, str] | None = None, outline: bool = False) -> ShapeText:
    """How the sheet tells ``geom`` (a Polygon, LineString or Point of ``doc``), with its printed
    numbers. ``edges``: the edges its centre is measured from (the nearest when None); ``outline``:
    told by its corners whatever its shape (the walls inside a ruin)."""
    rd = _Rounder(doc)
    if isinstance(geom, LineString):
        return ShapeText("line", rings=[_rounded_corners([Corner(tuple(p)) for p in geom.coords], rd)])
    if isinstance(geom, Point):
        return ShapeText("point", centre=rd.point(geom.x, geom.y, edges))
    if not outline and is_square_rectangle(geom):
        name, (x, y) = _corner_of(geom, doc)
        minx, miny, maxx, maxy = geom.bounds
        corner = rd.point(x, y)
        far = rd.point(minx if "right" in name else maxx, miny if "bottom" in name else maxy)
        text = ShapeText("rect", corner=corner, corner_name=name,
                         size=(abs(far[0] - corner[0]), abs(far[1] - corner[1])))
        if error_mm(rebuild(text), geom) <= TOLERANCE_MM:
            return text
    axes = None if outline else _oval_axes(geom)
    if axes is not None:
        centre, a, b, rot = axes
        rcentre = rd.point(*centre, edges)
        if abs(a - b) <= 1.0:
            text = ShapeText("circle", centre=rcentre, size=(rd.length(a), rd.length(a)))
        else:
            text = ShapeText("oval", centre=rcentre, size=(rd.length(a), rd.length(b)),
                             rotation=rotation_text_value(rot))
        if error_mm(rebuild(text), geom) <= TOLERANCE_MM:
            return text
    rings = [ring_corners(geom.exterior.coords)] + [ring_corners(r.coords) for r in geom.interiors]
    text = ShapeText("outline", rings=[_rounded_corners(r, rd) for r in rings])
    if error_mm(rebuild(text), geom) > TOLERANCE_MM:  # arcs that do not come back close enough: corners only
        plain = [[Corner(c.point) for c in ring_corners_plain(r.coords)] for r in (geom.exterior, *geom.interiors)]
        text = ShapeText("outline", rings=[_rounded_corners(r, rd) for r in plain])
    return text


def ring_corners_plain(coords) -> list[Corner]:
    pts = [tuple(map(float, p)) for p in coords]
    return [Corner(p) for p in (pts[:-1] if len(pts) > 1 and pts[0] == pts[-1] else pts)]
