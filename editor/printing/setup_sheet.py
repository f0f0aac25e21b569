"""The table setup sheet: the page a volunteer builds a table from.

Page 1 is the plan at a stated scale ("1:12") with a scale bar: every piece numbered, every
objective lettered, dimension lines from the two nearest table edges to each piece's reference
point (the nearest corner of a rectangle, otherwise its centre), zone depths dimensioned.
The following pages hold the placement table (number, name, kind, size, reference point and its
distances from the two nearest edges, rotation), the objectives and zones, the scenario and the
validation summary. Every page has a footer with the file, the ruleset, the date and "Page n of m".

The layout (every label box, dimension line and leader, in points on the page) is computed
before anything is drawn, by :func:`plan_layout`, so tests check it: labels never cover a piece
they do not belong to, never overlap each other or a dimension line.

Public API (see docs/export.md): :class:`SetupSheet` (a printout: ``page_count()``,
``page_size(i)``, ``draw_page(painter, i)``), :func:`draw_setup_sheet_page` and
:func:`write_setup_sheets` (many tables' sheets in one PDF).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
import numpy as np
import shapely
from shapely import affinity
from shapely.geometry import LineString, Point, Polygon, box
from shapely.ops import polylabel

from model.display import kind_name, zone_name
from model.plan_marks import marks
from model.sheet_shapes import ShapeText, describe, sheet_digits
from model.table import TableDocument, resolve_terrain
from model.units import Unit, format_length, from_mm

from .pages import (GREY, INK, MM, PageOptions, default_paper, draw_footer, draw_text, findings_count, paper_points,
                    text_width, wrap, write_pdf)


def basis_word(basis) -> str:
    """What a finding rests on, in words (rulebook, organiser setting, file format)."""
    try:
        from validators.findings import basis_word as word
    except ImportError:  # findings without a basis
        return str(basis)
    return word(str(getattr(basis, "value", basis)))


def tr(text: str) -> str:
    """``text`` in the chosen language (Qt's translators; lupdate reads the literal at each call)."""
    return QCoreApplication.translate("Printing", text)


SIDE_COLORS = ["#2f6fd0", "#d0442f", "#2e9e5b", "#8e63c7"]
PATTERNS = {"dots": Qt.Dense6Pattern, "hatch": Qt.BDiagPattern, "cross": Qt.DiagCrossPattern, "trees": Qt.Dense5Pattern}
DIM_COLOR = QColor("#1565c0")
#: nice scales, smallest reduction first
SCALES = (1, 2, 2.5, 3, 4, 5, 6, 8, 10, 12, 15, 16, 20, 24, 25, 30, 40, 48, 50, 60, 75, 80, 100, 120, 150, 200)

BADGE = 11.0  # badge diameter, points
DIM_SIZE = 6.5  # dimension text, points
#: two parallel dimension lines of different objects stay at least this far apart (points, 3.5 mm), so
#: each reads as its own line with its value beside it; only a line that continues another may be closer
DIM_GAP = 10.0
GUTTER = 20.0  # room around the table for rulers and edge names, points
LEFT_ROOM = 12.0  # more on the left, where the edge name stands beside the ruler's numbers, points


def length_text(mm: float, doc: TableDocument) -> str:
    """A length in the table's unit at the precision the sheet uses (0.1 of the unit)."""
    return format_length(mm, doc.unit, doc.ud_mm, digits=1)


def exact_length(mm: float, doc: TableDocument) -> str:
    """A length as the sheet's tables print it: to a step of at most 1 mm in the table's unit (0.1 cm,
    0.01 inch or UD), so every shape rebuilt from them lies within 1 mm of the real one."""
    return format_length(mm, doc.unit, doc.ud_mm, digits=sheet_digits(doc.unit, doc.ud_mm))


def rotation_text(deg: float) -> str:
    """A rotation with its sense as seen on the plan ("25° clockwise"); 0° when square to the edges."""
    from model.i18n import localise_decimal

    if abs(deg) < 0.05:
        return "0\u00b0"
    angle = localise_decimal(f"{abs(deg):.1f}".rstrip("0").rstrip("."))
    return (tr("{angle}\u00b0 clockwise") if deg > 0 else tr("{angle}\u00b0 anticlockwise")).format(angle=angle)


def edge_word(edge: str) -> str:
    """An edge's name for the zones' table ("top edge")."""
    return {"left": tr("left edge"), "right": tr("right edge"), "top": tr("top edge"),
            "bottom": tr("bottom edge")}[edge]


def from_edge(length: str, edge: str) -> str:
    """A distance from an edge, as the placement table writes it ("12 cm from left")."""
    text = {"left": tr("{length} from left"), "right": tr("{length} from right"), "top": tr("{length} from top"),
            "bottom": tr("{length} from bottom")}[edge]
    return text.format(length=length)


@dataclass
class Placement:
    """Where one numbered object is: its reference point and the two nearest edges (mm)."""

    number: str
    name: str
    kind: str
    size: str
    reference: str  # "centre", "top-left corner"...
    point: tuple[float, float]
    x_edge: str  # "left" or "right"
    x_mm: float
    y_edge: str  # "top" or "bottom"
    y_mm: float
    rotation: str
    shape: Polygon | None = None  # footprint (pieces, area markers)
    is_marker: bool = False
    told: ShapeText | None = None  # how the sheet's numbers tell the shape (model/sheet_shapes.py)
    walls: tuple = ()  # the walls inside a piece, each told by its corners
    rotation_deg: float = 0.0


@dataclass
class Label:
    """A box of text on the plan (points), with an optional leader line to what it names."""

    text: str
    rect: tuple[float, float, float, float]  # x0, y0, x1, y1
    kind: str  # "badge", "dimension", "zone", "edge", "ruler"
    owner: str = ""  # the number it belongs to
    leader: tuple[tuple[float, float], tuple[float, float]] | None = None
    vertical: bool = False
    size: float = DIM_SIZE

    @property
    def shape(self) -> Polygon:
        return box(*self.rect)


@dataclass
class Dimension:
    """A dimension line (points) with its end on a table edge and the value it shows."""

    start: tuple[float, float]  # on the edge
    end: tuple[float, float]  # at the reference point
    text: str
    owner: str

    @property
    def line(self) -> LineString:
        return LineString([self.start, self.end])


@dataclass
class PlanLayout:
    scale: float  # the denominator of 1:N
    origin: tuple[float, float]  # the table's top-left corner on the page, points
    k: float  # points per table millimetre
    table_rect: tuple[float, float, float, float]
    placements: list[Placement] = field(default_factory=list)
    dimensions: list[Dimension] = field(default_factory=list)
    labels: list[Label] = field(default_factory=list)

    def to_page(self, x: float, y: float) -> tuple[float, float]:
        return self.origin[0] + x * self.k, self.origin[1] + y * self.k


# -- placements ------------------------------------------------------------------
def _is_rectangle(poly: Polygon) -> bool:
    pts = list(poly.exterior.coords)[:-1]
    if len(pts) != 4 or poly.interiors:
        return False
    return abs(poly.minimum_rotated_rectangle.area - poly.area) <= 1e-6 * max(poly.area, 1.0)


def _rotation_deg(poly: Polygon) -> float:
    """The angle of a shape's long side (an outline's longest diameter) from the left-right
    direction, in (-90, 90]."""
    if _is_rectangle(poly):
        pts = list(poly.exterior.coords)
    elif _is_roundish(poly):
        import numpy as np

        v = np.asarray(poly.exterior.coords)[:-1]
        d = ((v[:, None, :] - v[None, :, :]) ** 2).sum(-1)
        i, j = np.unravel_index(int(d.argmax()), d.shape)
        pts = [tuple(v[i]), tuple(v[j]), tuple(v[j])]
    else:
        pts = list(poly.minimum_rotated_rectangle.exterior.coords)
    if len(pts) < 4:
        return 0.0
    e1 = (pts[1][0] - pts[0][0], pts[1][1] - pts[0][1])
    e2 = (pts[2][0] - pts[1][0], pts[2][1] - pts[1][1])
    e = e1 if math.hypot(*e1) >= math.hypot(*e2) else e2
    a = math.degrees(math.atan2(e[1], e[0]))
    while a <= -90:
        a += 180
    while a > 90:
        a -= 180
    if abs(a - 90) < 0.05:
        a = 0.0 if abs(math.hypot(*e1) - math.hypot(*e2)) < 1e-6 else 90.0
    return round(a, 1) + 0.0


def _size_text(poly: Polygon, doc: TableDocument, rect: bool, told: ShapeText | None = None) -> str:
    """The size column: a rectangle's width x depth, an oval's two diameters (long first), a
    circle's diameter, an outline's longest x shortest extent; to the sheet's 1 mm step."""
    unit = doc.unit
    num = lambda v: exact_length(v, doc).replace('"', "").replace(" " + unit.label, "")  # noqa: E731
    tail = '"' if unit is Unit.INCH else " " + unit.label
    if told is not None and told.kind == "circle":
        return "\u2300 " + exact_length(told.size[0], doc)
    if told is not None and told.kind in ("rect", "oval"):
        text = f"{num(told.size[0])} x {num(told.size[1])}{tail}"
        return text + (" " + tr("(oval)") if told.kind == "oval" else "")
    r = poly.minimum_rotated_rectangle
    pts = list(r.exterior.coords)
    if len(pts) >= 4:
        a, b = math.dist(pts[0], pts[1]), math.dist(pts[1], pts[2])
    else:
        minx, miny, maxx, maxy = poly.bounds
        a, b = maxx - minx, maxy - miny
    if abs(_rotation_deg(poly)) < 0.05:  # as placed: width along the left-right edges first
        minx, miny, maxx, maxy = poly.bounds
        a, b = maxx - minx, maxy - miny
    else:
        a, b = max(a, b), min(a, b)
    text = f"{num(a)} x {num(b)}{tail}"
    if rect and (told is None or not told.corners_listed):
        return text
    return text + " " + (tr("(turned: corners below)") if rect else tr("(outline: corners below)"))


def _is_roundish(poly: Polygon) -> bool:
    return len(poly.exterior.coords) > 20 and poly.area > 0.7 * poly.minimum_rotated_rectangle.area


def _corner_name(pt, centre) -> str:
    top, left = pt[1] < centre[1], pt[0] < centre[0]
    return {(True, True): tr("top-left corner"), (True, False): tr("top-right corner"),
            (False, True): tr("bottom-left corner"), (False, False): tr("bottom-right corner")}[(top, left)]


def _edges_of(doc: TableDocument, x: float, y: float) -> tuple[str, float, str, float]:
    xe, xd = ("left", x) if x <= doc.width - x else ("right", doc.width - x)
    ye, yd = ("top", y) if y <= doc.depth - y else ("bottom", doc.depth - y)
    return xe, max(0.0, xd), ye, max(0.0, yd)


def _clear_edges(doc: TableDocument, x: float, y: float, own: int | None, tree, footprints
                 ) -> tuple[str, float, str, float]:
    """The edges a centre is measured from: the nearest, unless the straight line from it to the centre
    crosses another piece and the line from the opposite edge crosses none (a volunteer then measures
    past nothing, and the plan's line runs clear)."""
    xe, xd, ye, yd = _edges_of(doc, x, y)
    if tree is None:
        return xe, xd, ye, yd

    def crosses(a, b) -> bool:
        line = LineString([a, b])
        return any(i != own and footprints[i].intersection(line).length > 0.5
                   for i in tree.query(line, predicate="intersects"))

    far_x = {"left": ("right", doc.width), "right": ("left", 0.0)}[xe]
    if crosses((0.0 if xe == "left" else doc.width, y), (x, y)) and not crosses((far_x[1], y), (x, y)):
        xe, xd = far_x[0], abs(far_x[1] - x)
    far_y = {"top": ("bottom", doc.depth), "bottom": ("top", 0.0)}[ye]
    if crosses((x, 0.0 if ye == "top" else doc.depth), (x, y)) and not crosses((x, far_y[1]), (x, y)):
        ye, yd = far_y[0], abs(far_y[1] - y)
    return xe, xd, ye, yd


def reference_point(doc: TableDocument, poly: Polygon) -> tuple[str, tuple[float, float]]:
    """A rectangle's corner nearest to the table corner its two nearest edges make; otherwise its centre."""
    c = poly.centroid
    if _is_rectangle(poly):
        xe, _, ye, _ = _edges_of(doc, c.x, c.y)
        cx = 0.0 if xe == "left" else doc.width
        cy = 0.0 if ye == "top" else doc.depth
        corners = list(poly.exterior.coords)[:-1]
        best = min(corners, key=lambda p: (p[0] - cx) ** 2 + (p[1] - cy) ** 2)
        return _corner_name(best, (c.x, c.y)), (float(best[0]), float(best[1]))
    return tr("centre"), (float(c.x), float(c.y))


def placements(doc: TableDocument, ruleset) -> list[Placement]:
    """Every piece numbered 1, 2... in the document's order, then every marker lettered A, B..."""
    out = []
    pieces, markers = marks(doc)
    footprints = [piece.footprint for _, piece in pieces]
    tree = shapely.STRtree(footprints) if footprints else None
    for i, (n, piece) in enumerate(pieces):
        poly = piece.footprint
        ref, (x, y) = reference_point(doc, poly)
        rect = _is_rectangle(poly)
        xe, xd, ye, yd = _edges_of(doc, x, y) if rect else _clear_edges(doc, x, y, i, tree, footprints)
        told = describe(poly, doc, edges=(xe, ye))
        deg = _rotation_deg(poly)
        rot = "\u2014" if told.kind == "circle" else rotation_text(told.rotation if told.kind == "oval" else deg)
        kname = kind_name(ruleset, "terrain_kinds", piece.kind)
        walls = tuple(describe(w, doc, outline=True) for w in piece.walls)
        out.append(Placement(n, piece.label or kname, kname, _size_text(poly, doc, rect, told), ref, (x, y),
                             xe, xd, ye, yd, rot, poly, told=told, walls=walls, rotation_deg=deg))
    for letter, marker in markers:
        g = marker.geometry
        c = g if isinstance(g, Point) else g.centroid
        ref, (cx, cy) = reference_point(doc, g) if isinstance(g, Polygon) else (tr("centre"), (c.x, c.y))
        cornered = isinstance(g, Polygon) and _is_rectangle(g)
        xe, xd, ye, yd = _edges_of(doc, cx, cy) if cornered else _clear_edges(doc, cx, cy, None, tree, footprints)
        told = describe(g, doc, edges=(xe, ye)) if not isinstance(g, Point) else None
        if isinstance(g, Polygon):
            size = _size_text(g, doc, _is_rectangle(g), told)
        elif isinstance(g, LineString):
            size = exact_length(g.length, doc)
        else:
            size = ""
        mname = kind_name(ruleset, "markers", marker.kind)
        out.append(Placement(letter, marker.label or mname, mname,
                             size, ref, (float(cx), float(cy)), xe, xd, ye, yd, "",
                             g if isinstance(g, Polygon) else None, is_marker=True, told=told))
    return out


def _is_circle(poly: Polygon) -> bool:
    minx, miny, maxx, maxy = poly.bounds
    return abs((maxx - minx) - (maxy - miny)) <= 1.0


# -- the plan's layout -------------------------------------------------------------
class _Shapes(list):
    """Shapes on the plan that say which of them meet a shape (:meth:`meeting`) through an STRtree,
    built again only after the list changed; the answer is in the list's order, as testing each in
    turn gives it, so the costs that add them up come out the same to the last bit."""

    def __init__(self, items=()):
        super().__init__(items)
        self._reset()

    def _reset(self) -> None:
        self._tree = None

    def append(self, item):
        super().append(item)
        self._reset()

    def remove(self, item):
        super().remove(item)
        self._reset()

    def extend(self, items):
        super().extend(items)
        self._reset()

    def __setitem__(self, key, value):
        super().__setitem__(key, value)
        self._reset()

    def __delitem__(self, key):
        super().__delitem__(key)
        self._reset()

    def _shapes(self) -> list:
        return list(self)

    def _indices(self, shape) -> np.ndarray:
        if not self:
            return np.zeros(0, dtype=int)
        if self._tree is None:
            self._tree = shapely.STRtree(self._shapes())
        return np.sort(self._tree.query(shape, predicate="intersects"))

    def meeting(self, shape) -> list:
        """Those of the shapes that meet ``shape``."""
        return [self[i] for i in self._indices(shape)]


class _Pieces(_Shapes):
    """The pieces on the plan as ``(number, shape)``: which meet a shape, leaving out one number's."""

    def _reset(self) -> None:
        super()._reset()
        self._owners = None

    def _shapes(self) -> list:
        return [p for _, p in self]

    def meeting(self, shape, skip: str | None = None) -> list:
        return [p for own, p in (self[i] for i in self._indices(shape)) if own != skip]

    def of(self, owner: str) -> list:
        """The shapes numbered ``owner``."""
        if self._owners is None:
            self._owners = {}
            for own, p in self:
                self._owners.setdefault(own, []).append(p)
        return self._owners.get(owner, [])


def _shapes_property(name: str, kind=_Shapes):
    """An attribute that keeps whatever list it is given as a :class:`_Shapes`."""
    def get(self):
        return getattr(self, name)

    def set(self, value):
        setattr(self, name, value if isinstance(value, kind) else kind(value))

    return property(get, set)


class _Space:
    """What is already on the plan, to test a new label against."""

    boxes = _shapes_property("_boxes")
    lines = _shapes_property("_lines")
    pieces = _shapes_property("_pieces", _Pieces)

    def __init__(self):
        self.boxes: list[Polygon] = []
        self.lines: list[LineString] = []
        self.pieces: list[tuple[str, Polygon]] = []
        self.routes: list[list[LineString]] = []  # lines still to place: each at one of its positions
        self.frame: Polygon | None = None  # the table on the page: values and names stay inside it

    def cost(self, shape: Polygon, owner: str, own_inside: bool, on_piece: float = 50) -> float:
        c = 0.0
        for b in self.boxes.meeting(shape):
            c += 1000 + b.intersection(shape).area
        c += 200 * len(self.lines.meeting(shape))
        for options in self.routes:  # a line that will cross wherever it goes
            if all(ln.intersects(shape) for ln in options):
                c += 200
        if own_inside:
            for p in self.pieces.of(owner):
                if not p.contains(shape):
                    c += 500
        for p in self.pieces.meeting(shape, skip=owner if own_inside else None):
            c += on_piece + p.intersection(shape).area
        return c


def choose_scale(doc: TableDocument, avail_w: float, avail_h: float) -> float:
    """The largest nice scale (smallest N of 1:N) at which the table fits ``avail`` points."""
    for n in SCALES:
        if doc.width * MM / n <= avail_w and doc.depth * MM / n <= avail_h:
            return n
    n = max(doc.width * MM / avail_w, doc.depth * MM / avail_h)
    return math.ceil(n / 100) * 100


def plan_layout(doc: TableDocument, ruleset, area: tuple[float, float, float, float]) -> PlanLayout:
    """Scale, dimension lines and label boxes for the plan inside ``area`` (x, y, w, h in points)."""
    ax, ay, aw, ah = area
    n = choose_scale(doc, aw - 2 * GUTTER - LEFT_ROOM, ah - 2 * GUTTER)
    k = MM / n
    tw, th = doc.width * k, doc.depth * k
    ox = ax + LEFT_ROOM + (aw - LEFT_ROOM - tw) / 2
    oy = ay + GUTTER
    layout = PlanLayout(n, (ox, oy), k, (ox, oy, ox + tw, oy + th))
    layout.placements = placements(doc, ruleset)
    space = _Space()
    space.frame = box(*layout.table_rect)
    to_page = layout.to_page

    def page_poly(poly: Polygon) -> Polygon:
        return affinity.affine_transform(poly, [k, 0, 0, k, ox, oy])

    for pl in layout.placements:
        if pl.shape is not None and not pl.is_marker:
            space.pieces.append((pl.number, page_poly(pl.shape)))
    # point objectives take room too
    for pl in layout.placements:
        if pl.is_marker and pl.shape is None:
            x, y = to_page(*pl.point)
            space.boxes.append(box(x - 4, y - 4, x + 4, y + 4))

    # dimension lines: from each reference point to its two nearest edges, routed so they cross
    # each other (and other pieces) as little as the measurements allow
    # zone names first, inside their zones, clear of the pieces and of the lines that cannot move
    routes = _routes(doc, layout)
    # (a line to a centre counts where it is drawn most often: at the centre)
    space.lines = [LineString(r.options[0]) for r in routes if len(r.options) == 1 or r.partner is not None]
    space.routes = [[LineString(o) for o in r.options] for r in routes if len(r.options) > 1 and r.partner is None]
    sides = doc.sides()
    zone_of = {}
    for zone in doc.zones.values():
        # "Side A deployment"; a name that already says it ("Despliegue del jugador 1") as it is
        text = zone_name(zone)
        if not any(w in text.casefold() for w in ("deploy", tr("deployment").casefold())):
            text = tr("{name} deployment").format(name=text)
        zone_of[text] = zone.polygon
        lab = _place_inside(text, page_poly(zone.polygon), space, 7.5, "zone")
        if lab is not None:
            lab.owner = str(sides.index(zone.side)) if zone.side in sides else ""
            layout.labels.append(lab)
            space.boxes.append(lab.shape)
    shapes = [p for _, p in space.pieces]
    names = [lab.shape for lab in layout.labels]
    best = None
    # lines kept off the names first; when they then run side by side or a name finds no room off them,
    # lines that may cross a name (which moves), and lines to centres that stay at the centres
    for name_cost, slides in ((400, True), (60, True), (400, False), (60, False)):
        dims = route_dimensions(doc, layout, shapes, names, name_cost=name_cost, centre_slides=slides)
        labels, boxes, clean = _names_off_lines(layout.labels, dims, space, page_poly, zone_of)
        score = (len(crowded_dimensions(dims)), not clean, dimension_crossings(dims))
        if best is None or score < best[0]:
            best = (score, dims, labels, boxes)
        if score[:2] == (0, False) or len(dims) > FULL_ROUTING_LINES:
            break
    _, dims, labels, boxes = best
    layout.dimensions, layout.labels, space.boxes = dims, labels, boxes
    space.lines, space.routes = [d.line for d in dims], []
    # rulers along the top and left: grid numbers in the gutter
    step = grid_step(doc)
    for axis, total in (("x", doc.width), ("y", doc.depth)):
        j = 0
        while j * step <= total + 1e-6:
            v = from_mm(j * step, doc.unit, doc.ud_mm)
            text = f"{v:g}"
            w = text_width(text, 6) + 2
            if axis == "x":
                x = ox + j * step * k
                rect = (x - w / 2, oy - 10, x + w / 2, oy - 2.5)
            else:
                y = oy + j * step * k
                rect = (ox - 3 - w, y - 3.5, ox - 3, y + 3.5)
            lab = Label(text, rect, "ruler", size=6)
            if space.cost(lab.shape, "", False) < 1000:
                layout.labels.append(lab)
                space.boxes.append(lab.shape)
            j += 1
    # dimension values beside their lines
    for d in layout.dimensions:
        lab = _place_dimension_text(d, space)
        layout.labels.append(lab)
        space.boxes.append(lab.shape)
    # numbers and letters
    for pl in layout.placements:
        lab = _place_badge(pl, layout, space, page_poly)
        layout.labels.append(lab)
        space.boxes.append(lab.shape)
        if lab.leader:
            space.lines.append(LineString(lab.leader))
    # edge names in the gutter (where no ruler number is)
    for edge in ("top", "bottom", "left", "right"):
        text = edge_word(edge).upper()
        w = text_width(text, 6.5, True) + 4
        if edge in ("top", "bottom"):
            y0 = oy - 19 if edge == "top" else oy + th + 3
            cands = [(ox + tw * f - w / 2, y0, ox + tw * f + w / 2, y0 + 8) for f in (0.5, 0.4, 0.6, 0.25, 0.75)]
            vertical = False
        else:
            x0 = ox - 19 if edge == "left" else ox + tw + 3
            cands = [(x0, oy + th * f - w / 2, x0 + 8, oy + th * f + w / 2) for f in (0.5, 0.4, 0.6, 0.25, 0.75)]
            vertical = True
        if edge == "left":  # the left ruler's numbers: keep the edge name outside them
            widest = max((lab.rect[2] - lab.rect[0] for lab in layout.labels if lab.kind == "ruler"), default=0)
            cands = [(ox - widest - 14, r[1], ox - widest - 6, r[3]) for r in cands]
        best = min(cands, key=lambda r: space.cost(box(*r), "", False))
        lab = Label(text, best, "edge", vertical=vertical, size=6.5)
        layout.labels.append(lab)
        space.boxes.append(lab.shape)
    return layout


def _names_off_lines(labels: list[Label], dims: list[Dimension], space: _Space, page_poly, zone_of):
    """The zone names a dimension line runs through moved inside their zones off every line: the new
    labels, the plan's boxes with them, and whether every name found a place clear of the lines."""
    lines = [d.line for d in dims]
    trial = _Space()
    trial.boxes, trial.lines, trial.pieces = list(space.boxes), lines, space.pieces
    labels, clean = list(labels), True
    for i, lab in enumerate(labels):
        if lab.kind == "zone" and any(ln.intersects(lab.shape) for ln in lines):
            trial.boxes.remove(next(b for b in trial.boxes if b.equals(lab.shape)))
            again = _place_inside(lab.text, page_poly(zone_of[lab.text]), trial, 7.5, "zone")
            again.owner = lab.owner
            labels[i] = again
            trial.boxes.append(again.shape)
            clean = clean and not any(ln.intersects(again.shape) for ln in lines)
    return labels, trial.boxes, clean


# -- dimension lines -----------------------------------------------------------------
@dataclass
class _Route:
    """A dimension line still to place: the positions it may take (start on the edge, end on the
    object), the preferred first, and the shape it measures (crossing that one is no fault)."""

    text: str
    owner: str
    options: list[tuple[tuple[float, float], tuple[float, float]]]
    own: Polygon | None = None
    chosen: int = 0
    #: the other line to the same centre: only one of the two may leave the centre (options[0]) and
    #: meet the other inside the piece, which then runs on to the centre
    partner: "_Route | None" = None

    @property
    def line(self) -> LineString:
        return LineString(self.options[self.chosen])


def _axis_aligned_rectangle(poly: Polygon | None) -> bool:
    return poly is not None and _is_rectangle(poly) and abs(_rotation_deg(poly)) < 0.05


#: where along a piece's side a sliding dimension line may run (0 = at the reference corner)
_SLIDE = (0.0, 0.5, 0.3, 0.7, 0.15, 0.85, 0.4, 0.6, 0.9, 0.1, 1.0)
#: where along a table edge a zone's depth may be dimensioned
_ALONG = (0.015, 0.985, 0.5, 0.3, 0.7, 0.1, 0.9, 0.2, 0.8, 0.4, 0.6, 0.05, 0.95, 0.15, 0.85, 0.25, 0.75, 0.35, 0.65,
          0.45, 0.55)


def _slide(side: float) -> list[float]:
    """Where along a side ``side`` points long a line may meet it: :data:`_SLIDE`, and on a long side
    (a road across the table) every 12 points as well."""
    n = min(40, int(side / 12))
    return list(_SLIDE) + [i / n for i in range(1, n) if all(abs(i / n - t) > 1e-9 for t in _SLIDE)]


def _routes(doc: TableDocument, layout: PlanLayout, centre_slides: bool = True) -> list[_Route]:
    ox, oy, tx1, ty1 = layout.table_rect
    k = layout.k
    routes: list[_Route] = []
    for pl in layout.placements:
        x, y = layout.to_page(*pl.point)
        ex = ox if pl.x_edge == "left" else tx1
        ey = oy if pl.y_edge == "top" else ty1
        own = affinity.affine_transform(pl.shape, [k, 0, 0, k, ox, oy]) if pl.shape is not None else None
        if _axis_aligned_rectangle(pl.shape):
            # an upright rectangle is measured to its side: the line may meet the side anywhere
            minx, miny, maxx, maxy = own.bounds
            ys = [y + (miny + maxy - 2 * y) * t for t in _slide(maxy - miny)]
            xs = [x + (minx + maxx - 2 * x) * t for t in _slide(maxx - minx)]
        elif centre_slides and own is not None and not _is_rectangle(pl.shape) and pl.x_mm > 0.05 and pl.y_mm > 0.05:
            # measured to its centre: a line may instead meet the other line inside the piece, as on a
            # drawing, the other line running on to the centre
            ys = [y + (yy - y) * t for yy in [_inside_towards(own, (x, y), (x, ey))] for t in _SLIDE if t <= 0.85]
            xs = [x + (xx - x) * t for xx in [_inside_towards(own, (x, y), (ex, y))] for t in _SLIDE if t <= 0.85]
        else:
            ys, xs = [y], [x]
        pair = []
        if pl.x_mm > 0.05:
            pair.append(_Route(length_text(pl.x_mm, doc), pl.number, [((ex, yy), (x, yy)) for yy in ys], own))
        if pl.y_mm > 0.05:
            pair.append(_Route(length_text(pl.y_mm, doc), pl.number, [((xx, ey), (xx, y)) for xx in xs], own))
        if len(pair) == 2 and not _axis_aligned_rectangle(pl.shape) and len(pair[0].options) > 1:
            pair[0].partner, pair[1].partner = pair[1], pair[0]
        routes += pair
    # zone depths, measured from the zone's own edge
    for i, zone in enumerate(doc.zones.values()):
        edge = zone.edge
        minx, miny, maxx, maxy = zone.polygon.bounds
        if edge in ("top", "bottom"):
            depth = maxy if edge == "top" else doc.depth - miny
            start_y = oy if edge == "top" else ty1
            end_y = oy + (maxy if edge == "top" else miny) * k
            options = [((ox + (tx1 - ox) * f, start_y), (ox + (tx1 - ox) * f, end_y)) for f in _ALONG]
        elif edge in ("left", "right"):
            depth = maxx if edge == "left" else doc.width - minx
            start_x = ox if edge == "left" else tx1
            end_x = ox + (maxx if edge == "left" else minx) * k
            options = [((start_x, oy + (ty1 - oy) * f), (end_x, oy + (ty1 - oy) * f)) for f in _ALONG]
        else:
            continue
        if depth > 0.05:
            routes.append(_Route(length_text(depth, doc), f"zone:{i}", options))
    return routes


def _inside_towards(shape: Polygon, centre: tuple[float, float], towards: tuple[float, float]) -> float:
    """How far a line from ``centre`` towards ``towards`` (along x or y) stays inside ``shape``: the
    coordinate where it leaves it (the centre's own when the centre is not inside)."""
    horizontal = centre[1] == towards[1]
    i = 0 if horizontal else 1
    if not shape.buffer(0.01).contains(Point(centre)):
        return centre[i]
    part = shape.intersection(LineString([centre, towards]))
    parts = [g for g in getattr(part, "geoms", [part]) if isinstance(g, LineString) and not g.is_empty]
    for g in parts:
        if g.distance(Point(centre)) < 0.01:
            ends = [c[i] for c in g.coords]
            return max(ends, key=lambda v: abs(v - centre[i]))
    return centre[i]


# Lines still side by side are moved in pairs: at most this many pairs a pass. A plan of more lines
# than FULL_ROUTING_LINES (far past any real table's two lines a piece, and unreadable at that) keeps
# its first routing, so that it is drawn in seconds, not minutes.
MAX_CROWDED = 60
FULL_ROUTING_LINES = 160


def _close(a, b, gap: float = DIM_GAP) -> bool:
    """:func:`too_close` on two axis-aligned segments ``((x0, y0), (x1, y1))``."""
    (ax0, ay0), (ax1, ay1) = a
    (bx0, by0), (bx1, by1) = b
    if abs(ay0 - ay1) < 1e-6 and abs(by0 - by1) < 1e-6:  # both horizontal
        across, ra, rb = abs(ay0 - by0), sorted((ax0, ax1)), sorted((bx0, bx1))
    elif abs(ax0 - ax1) < 1e-6 and abs(bx0 - bx1) < 1e-6:  # both vertical
        across, ra, rb = abs(ax0 - bx0), sorted((ay0, ay1)), sorted((by0, by1))
    else:
        return False
    overlap = min(ra[1], rb[1]) - max(ra[0], rb[0])
    if math.hypot(max(0.0, -overlap), across) >= gap:
        return False
    return not (across < 1e-6 and overlap < 1e-6)  # one continuing the other on the same line is fine


def _meet(a, b) -> bool:
    """Whether two axis-aligned segments cross or touch (their bounding boxes meet)."""
    (ax0, ay0), (ax1, ay1) = a
    (bx0, by0), (bx1, by1) = b
    e = 1e-9
    return (min(ax0, ax1) <= max(bx0, bx1) + e and min(bx0, bx1) <= max(ax0, ax1) + e and
            min(ay0, ay1) <= max(by0, by1) + e and min(by0, by1) <= max(ay0, ay1) + e)


def too_close(a: LineString, b: LineString, gap: float = DIM_GAP) -> bool:
    """Two parallel dimension lines closer than ``gap`` (points), except one continuing the other
    (on the same line, not overlapping)."""
    return _close(tuple(a.coords), tuple(b.coords), gap)


def crowded_dimensions(dimensions: list["Dimension"], gap: float = DIM_GAP) -> list[tuple["Dimension", "Dimension"]]:
    """The pairs of parallel dimension lines of different objects closer than ``gap`` (see :func:`too_close`)."""
    return [(a, b) for i, a in enumerate(dimensions) for b in dimensions[i + 1:]
            if a.owner != b.owner and _close((a.start, a.end), (b.start, b.end), gap)]


def _static_cost(line: LineString, route: _Route, pieces: _Shapes, obstacles: list[Polygon] = (),
                 name_cost: float = 400) -> float:
    """What a position costs whatever the other lines do: names it runs through, other pieces it crosses."""
    c = 0.0
    for b in obstacles:  # a name already on the plan
        if line.intersects(b):
            c += name_cost
    for p in pieces.meeting(line):  # (a piece the line does not meet has nothing in common with it)
        if p is route.own:
            continue
        if line.intersection(p).length > 0.5:
            c += 4
    return c


def _lines_cost(seg, route: _Route, placed: list[_Route]) -> float:
    c = 0.0
    for other in placed:
        if other is route or other.owner == route.owner:
            continue
        o = other.options[other.chosen]
        if _meet(seg, o):
            c += 100
        if _close(seg, o):  # two lines side by side read as one: worse than crossings, and
            c += 350  # a name stays in the way only when the lines cannot run freely (plan_layout)
    return c


def _lines_costs(segs: np.ndarray, route: _Route, placed: list[_Route]) -> np.ndarray:
    """:func:`_lines_cost` of each of ``segs`` (rows ``x0, y0, x1, y1``) at once, against the lines placed."""
    others = [o.options[o.chosen] for o in placed if o is not route and o.owner != route.owner]
    if not others:
        return np.zeros(len(segs))
    b = np.asarray(others, dtype=float).reshape(-1, 4)[None, :, :]
    a = segs[:, None, :]
    ax0, ay0, ax1, ay1 = (a[..., i] for i in range(4))
    bx0, by0, bx1, by1 = (b[..., i] for i in range(4))
    e = 1e-9  # as _meet
    meet = ((np.minimum(ax0, ax1) <= np.maximum(bx0, bx1) + e) & (np.minimum(bx0, bx1) <= np.maximum(ax0, ax1) + e) &
            (np.minimum(ay0, ay1) <= np.maximum(by0, by1) + e) & (np.minimum(by0, by1) <= np.maximum(ay0, ay1) + e))
    both_h = (np.abs(ay0 - ay1) < 1e-6) & (np.abs(by0 - by1) < 1e-6)  # as _close
    both_v = ~both_h & (np.abs(ax0 - ax1) < 1e-6) & (np.abs(bx0 - bx1) < 1e-6)
    across = np.where(both_h, np.abs(ay0 - by0), np.abs(ax0 - bx0))
    ra0 = np.where(both_h, np.minimum(ax0, ax1), np.minimum(ay0, ay1))
    ra1 = np.where(both_h, np.maximum(ax0, ax1), np.maximum(ay0, ay1))
    rb0 = np.where(both_h, np.minimum(bx0, bx1), np.minimum(by0, by1))
    rb1 = np.where(both_h, np.maximum(bx0, bx1), np.maximum(by0, by1))
    overlap = np.minimum(ra1, rb1) - np.maximum(ra0, rb0)
    close = ((both_h | both_v) & (np.hypot(np.maximum(0.0, -overlap), across) < DIM_GAP) &
             ~((across < 1e-6) & (overlap < 1e-6)))
    return 100.0 * meet.sum(axis=1) + 350.0 * close.sum(axis=1)


def route_dimensions(doc: TableDocument, layout: PlanLayout, pieces: list[Polygon],
                     obstacles: list[Polygon] = (), name_cost: float = 400, centre_slides: bool = True
                     ) -> list[Dimension]:
    """Each placement's two dimension lines and each zone's depth, every line at the position (along
    the side of an upright rectangle, along the edge for a zone) that crosses no name in
    ``obstacles`` and the fewest lines already placed, then the fewest other pieces; a few passes let early lines move for later ones."""
    routes = _routes(doc, layout, centre_slides)
    pieces = _Shapes(pieces)
    fixed = [r for r in routes if len(r.options) == 1]
    free = sorted((r for r in routes if len(r.options) > 1), key=lambda r: LineString(r.options[0]).length)
    placed = list(fixed)
    units: list[list[_Route]] = []  # chosen together: a line, or the two lines to one centre
    for r in free:
        if not any(r in u for u in units):
            units.append([r, r.partner] if r.partner is not None else [r])

    static: dict[tuple[int, int], float] = {}

    def cost(route: _Route, j: int) -> float:
        return cost_static(route, j) + _lines_cost(route.options[j], route, placed)

    def choices(unit: list[_Route]) -> list[tuple[int, ...]]:
        if len(unit) == 1:
            return [(j,) for j in range(len(unit[0].options))]
        a, b = unit  # one of the two stays at the centre
        return [(i, 0) for i in range(len(a.options))] + [(0, j) for j in range(1, len(b.options))]

    def costs(route: _Route) -> list[float]:
        """:func:`cost` of each of the route's positions, its lines' part worked out at once."""
        fixed_part = [cost_static(route, j) for j in range(len(route.options))]
        lines = _lines_costs(np.asarray(route.options, dtype=float).reshape(-1, 4), route, placed)
        return [float(v) for v in np.asarray(fixed_part) + lines]

    def cost_static(route: _Route, j: int) -> float:
        key = (id(route), j)
        if key not in static:
            static[key] = _static_cost(LineString(route.options[j]), route, pieces, obstacles, name_cost) + 0.01 * j
        return static[key]

    def best(unit: list[_Route]) -> tuple[int, ...]:
        table = [costs(r) for r in unit]
        return min(choices(unit), key=lambda js: sum(t[j] for t, j in zip(table, js)))

    for unit in units:
        for r, j in zip(unit, best(unit)):
            r.chosen = j
        placed += unit
    if len(routes) > FULL_ROUTING_LINES:
        return [Dimension(*r.options[r.chosen], r.text, r.owner) for r in routes]
    for _ in range(2):
        moved = False
        for unit in units:
            js = best(unit)
            if js != tuple(r.chosen for r in unit):
                for r, j in zip(unit, js):
                    r.chosen = j
                moved = True
        if not moved:
            break
    # two lines still side by side: move both at once (neither alone could go without a worse spot)
    unit_of = {id(r): u for u in units for r in u}
    for _ in range(3):
        crowded = [(a, b) for i, a in enumerate(placed) for b in placed[i + 1:]
                   if a.owner != b.owner and _close(a.options[a.chosen], b.options[b.chosen])]
        if not crowded:
            break
        pairs = {}  # the crowded line's unit with the other's, or with a unit in the way of its other positions
        for a, b in crowded[:MAX_CROWDED]:
            for ua in (unit_of.get(id(a)), unit_of.get(id(b))):
                if ua is None:
                    continue
                near = [o for r in ua for o in r.options]
                for ub in units:
                    if ub is not ua and (id(ua), id(ub)) not in pairs and \
                            any(_close(o, r.options[r.chosen]) for r in ub for o in near):
                        pairs[id(ua), id(ub)] = (ua, ub)
        for ua, ub in list(pairs.values())[:MAX_CROWDED]:
            both = ua + ub

            def total(ja, jb):
                for r, j in zip(both, ja + jb):
                    r.chosen = j
                return sum(cost(r, r.chosen) for r in both)

            now = tuple(r.chosen for r in ua), tuple(r.chosen for r in ub)
            pick = min(((ja, jb) for ja in choices(ua) for jb in choices(ub)), key=lambda js: total(*js))
            if total(*pick) >= total(*now):
                pick = now
            for r, j in zip(both, pick[0] + pick[1]):
                r.chosen = j
    return [Dimension(*r.options[r.chosen], r.text, r.owner) for r in routes]


def route_choices(route: _Route) -> list[int]:
    """The positions a line may take now: all of them, or only the centre while its partner has left it."""
    if route.partner is not None and route.partner.chosen != 0:
        return [0]
    return list(range(len(route.options)))


def dimension_crossings(dimensions: list[Dimension]) -> int:
    """How many pairs of dimension lines of different objects cross or touch."""
    lines = [(d.owner, d.line) for d in dimensions]
    return sum(1 for i, (a, la) in enumerate(lines) for b, lb in lines[i + 1:] if a != b and la.intersects(lb))


def _place_dimension_text(d: Dimension, space: _Space) -> Label:
    (x0, y0), (x1, y1) = d.start, d.end
    vertical = abs(x1 - x0) < abs(y1 - y0)
    w = text_width(d.text, DIM_SIZE) + 2
    h = DIM_SIZE + 1.5
    length = math.hypot(x1 - x0, y1 - y0)
    cands = []
    for t in (0.5, 0.35, 0.65, 0.2, 0.8, 0.1, 0.9, 0.05, 0.95, 0.275, 0.725, 0.425, 0.575, 0.15, 0.85):
        cx, cy = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
        for side in (-1, 1):
            if vertical:
                xx = cx + side * (h / 2 + 1.2)
                cands.append((xx - h / 2, cy - w / 2, xx + h / 2, cy + w / 2))
            else:
                yy = cy + side * (h / 2 + 1.2)
                cands.append((cx - w / 2, yy - h / 2, cx + w / 2, yy + h / 2))
    far = []  # a little further from the line, off a piece the line runs along
    for t in (0.5, 0.35, 0.65, 0.2, 0.8, 0.1, 0.9):
        cx, cy = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
        for side in (-1, 1):
            for gap in (2.5, 5.0, 8.0, 11.0, 15.0, 19.0):
                if vertical:
                    xx = cx + side * (h / 2 + gap)
                    far.append((xx - h / 2, cy - w / 2, xx + h / 2, cy + w / 2))
                else:
                    yy = cy + side * (h / 2 + gap)
                    far.append((cx - w / 2, yy - h / 2, cx + w / 2, yy + h / 2))
    # beyond the reference point, for a line shorter than its text
    ux, uy = ((x1 - x0) / length, (y1 - y0) / length) if length else (1.0, 0.0)
    for gap in (3.0, 8.0, 14.0):
        ex, ey = x1 + ux * (gap + (h if vertical else w) / 2), y1 + uy * (gap + (h if vertical else w) / 2)
        if vertical:
            cands.append((ex - h / 2, ey - w / 2, ex + h / 2, ey + w / 2))
            for side in (-1, 1):
                cands.append((x1 + side * (h / 2 + 1.2) - h / 2, ey - w / 2, x1 + side * (h / 2 + 1.2) + h / 2,
                              ey + w / 2))
        else:
            cands.append((ex - w / 2, ey - h / 2, ex + w / 2, ey + h / 2))
    cands += far
    best, best_cost = cands[0], float("inf")
    for i, r in enumerate(cands):
        c = space.cost(box(*r), d.owner, False, on_piece=1000) + i * 0.01  # a value never sits on a piece
        if not space.frame.contains(box(*r)):  # nor runs over the table's edge
            c += 300
        if c < best_cost:
            best, best_cost = r, c
        if c < 1:
            break
    return Label(d.text, best, "dimension", d.owner, vertical=vertical)


def _place_badge(pl: Placement, layout: PlanLayout, space: _Space, page_poly) -> Label:
    r = BADGE / 2
    if pl.shape is not None:
        shape = page_poly(pl.shape)
        inside = []
        if shape.area > 0:
            pole = polylabel(shape, tolerance=0.5)
            if shape.exterior.distance(pole) >= r + 1.5 and shape.contains(pole):
                inside.append((pole.x, pole.y))
                minx, miny, maxx, maxy = shape.bounds
                for fx in (0.3, 0.7, 0.5):
                    for fy in (0.3, 0.7, 0.5):
                        p = Point(minx + (maxx - minx) * fx, miny + (maxy - miny) * fy)
                        if shape.contains(p) and shape.exterior.distance(p) >= r + 1.5:
                            inside.append((p.x, p.y))
        for cx, cy in inside:
            rect = (cx - r, cy - r, cx + r, cy + r)
            if space.cost(box(*rect), pl.number, True) < 1:
                return Label(pl.number, rect, "badge", pl.number, size=7)
        target = shape
        anchor = shape.centroid if not pl.is_marker else Point(*layout.to_page(*pl.point))
    else:
        anchor = Point(*layout.to_page(*pl.point))
        target = anchor.buffer(4)
    # outside, with a leader line to the nearest point of the piece
    tx0, ty0, tx1, ty1 = layout.table_rect
    best, best_cost = None, float("inf")
    for dist in (4.0, 9.0, 15.0, 22.0, 32.0, 45.0):
        ring = target.buffer(dist + r, join_style=2).exterior if target.area > 0 else anchor.buffer(dist + r).exterior
        n = max(12, int(ring.length / 6))
        for j in range(n):
            p = ring.interpolate(j / n, normalized=True)
            rect = (p.x - r, p.y - r, p.x + r, p.y + r)
            shape_box = box(*rect)
            c = space.cost(shape_box, pl.number, False)
            near = target.exterior.interpolate(target.exterior.project(p)) if target.area > 0 else anchor
            leader = LineString([(p.x, p.y), (near.x, near.y)])
            for b in space.boxes.meeting(leader):
                if leader.crosses(b) or leader.within(b):
                    c += 30
            c += 5 * len(space.pieces.meeting(leader, skip=pl.number))
            if not (tx0 - GUTTER + 8 <= rect[0] and rect[2] <= tx1 + GUTTER - 8 and
                    ty0 - GUTTER + 8 <= rect[1] and rect[3] <= ty1 + GUTTER - 8):
                c += 400
            c += dist * 0.05
            if c < best_cost:
                best, best_cost = (rect, ((p.x, p.y), (near.x, near.y))), c
        if best_cost < 5:
            break
    rect, leader = best
    return Label(pl.number, rect, "badge", pl.number, leader=leader, size=7)


def _place_inside(text: str, region: Polygon, space: _Space, size: float, kind: str) -> Label | None:
    """A name inside ``region``; in smaller type (down to 5.5 points) when it fits no other way."""
    label = None
    while True:
        label = _place_inside_at(text, region, space, size, kind)
        if label is None or region.contains(label.shape) or size <= 5.5:
            return label
        size -= 1.0


def _place_inside_at(text: str, region: Polygon, space: _Space, size: float, kind: str):
    w = text_width(text, size, True) + 4
    h = size + 3
    minx, miny, maxx, maxy = region.bounds
    best, best_cost = None, float("inf")
    fxs = sorted((i / 40 for i in range(2, 39)), key=lambda f: abs(f - 0.5))
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in fxs:
            cx, cy = minx + (maxx - minx) * fx, miny + (maxy - miny) * fy
            rect = (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)
            shape = box(*rect)
            c = space.cost(shape, "", False)
            if not region.contains(shape):
                c += 300
            if c < best_cost:
                best, best_cost = rect, c
            if c < 1:
                return Label(text, rect, kind, size=size)
    return Label(text, best, kind, size=size) if best else None


def grid_step(doc: TableDocument) -> float:
    """A grid line every 10 cm, 6 inches, 100 mm or 5 UD (millimetres)."""
    from model.units import to_mm

    return to_mm({"cm": 10, "in": 6, "mm": 100, "ud": 5}.get(doc.unit.value, 10), doc.unit, doc.ud_mm)


# -- the printout --------------------------------------------------------------------
def _path(geom, layout: PlanLayout) -> QPainterPath:
    path = QPainterPath()
    polys = [geom] if isinstance(geom, Polygon) else list(getattr(geom, "geoms", []))
    for poly in polys:
        if not isinstance(poly, Polygon):
            continue
        for ring in [poly.exterior, *poly.interiors]:
            pts = [QPointF(*layout.to_page(x, y)) for x, y in ring.coords]
            path.addPolygon(QPolygonF(pts))
            path.closeSubpath()
    return path


class SetupSheet:
    """The setup sheet of one table as pages: the plan, then the placement and scenario pages."""

    def __init__(self, doc: TableDocument, ruleset=None, findings=None, options: PageOptions | None = None,
                 overlays=None):
        from . import ruleset_or_none

        self.doc = doc
        self.overlays = overlays  # the editor's sight overlays shown when printing (legends.py), or None
        self.ruleset = ruleset_or_none(doc, ruleset)
        self.options = options or PageOptions()
        self.title = doc.name
        # the header's right-hand label ("Table setup sheet" when empty; the event pack names the table there)
        self.heading, self.heading_size = "", 9.0
        self.heading_note = ""  # a line under it, on the right
        self.findings = findings if findings is not None else _validate(doc, self.ruleset)
        paper = self.options.paper or default_paper(doc.unit)
        self.paper = paper
        self.margin = self.options.margin_mm * MM
        if self.options.orientation:
            choices = [self.options.orientation == "landscape"]
        else:  # the orientation that shows the plan at the larger scale (landscape on a tie for wide tables)
            choices = [doc.width >= doc.depth, doc.width < doc.depth]
        best = None
        for landscape in choices:
            w, h = paper_points(paper, landscape)
            area = self._plan_area(w, h)
            n = choose_scale(doc, area[2] - 2 * GUTTER - LEFT_ROOM, area[3] - 2 * GUTTER)
            if best is None or n < best[0]:
                best = (n, landscape)
        self.landscape = best[1]
        self.size = paper_points(paper, self.landscape)
        self.plan_area = self._plan_area(*self.size)
        self.layout = plan_layout(doc, self.ruleset, self.plan_area)
        self._rows = self._text_rows()
        self._pages = self._flow()

    def _plan_bottom(self) -> float:
        """Where text may start below the plan and its scale bar (points)."""
        return self.layout.table_rect[3] + 48

    def _section(self, heading: "_Row") -> list["_Row"]:
        """``heading`` and the rows under it, up to the next heading."""
        i = self._rows.index(heading)
        out = [heading]
        for row in self._rows[i + 1:]:
            if isinstance(row, _Heading):
                break
            row.measure(self.size[0] - 2 * self.margin)
            out.append(row)
        return out

    def _plan_area(self, w: float, h: float) -> tuple[float, float, float, float]:
        m = self.margin
        return (m, m + 40, w - 2 * m, h - 2 * m - 40 - 34)

    # pages -----------------------------------------------------------------------
    def page_count(self) -> int:
        return len(self._pages)

    def page_size(self, index: int) -> tuple[float, float]:
        return self.size

    def draw_page(self, painter: QPainter, index: int) -> None:
        w, h = self.size
        painter.save()
        painter.setRenderHint(QPainter.Antialiasing)
        painter.fillRect(QRectF(0, 0, w, h), Qt.white)
        self._header(painter, index)
        y = self.margin + 40
        if index == 0:
            self._plan(painter)
            y = self._plan_bottom()
        for row in self._pages[index]:
            row.draw(painter, self.margin, y, w - 2 * self.margin)
            y += row.height
        rs = self.ruleset.name if self.ruleset else self.doc.ruleset
        left = " \u00b7 ".join(t for t in (self.options.file_name or self.doc.name, rs, self.options.today()) if t)
        draw_footer(painter, w, h, self.margin, left, index, self.page_count())
        painter.restore()

    # header ----------------------------------------------------------------------
    def _header(self, painter: QPainter, index: int) -> None:
        doc, m = self.doc, self.margin
        w = self.size[0]
        heading = self.heading or tr("Table setup sheet")
        room = min(max(150.0, text_width(heading, self.heading_size, True) + 6), (w - 2 * m) / 2)
        draw_text(painter, m, m, w - 2 * m - room, 18, doc.name, 14, bold=True)
        draw_text(painter, w - m - room, m, room, 18, heading, self.heading_size, bold=True,
                  align=Qt.AlignRight | Qt.AlignVCenter, color=GREY if not self.heading else INK)
        sub = [tr("{w} x {d} table").format(w=length_text(doc.width, doc), d=length_text(doc.depth, doc)),
               self.ruleset.name if self.ruleset else doc.ruleset]
        name = self.scenario_name()
        if name:
            sub.append(tr("Scenario: {name}").format(name=name))
        sub.append(tr("Scale 1:{n}").format(n=f"{self.layout.scale:g}"))
        sub.append(tr("Lengths in {unit}").format(unit=unit_name(doc.unit)))
        if doc.unit is Unit.UD:  # what a UD is here, so the sheet's numbers can be laid out with a tape
            from model.units import DEFAULT_UD_MM

            sub.append(tr("1 UD = {mm} mm").format(mm=f"{doc.ud_mm or DEFAULT_UD_MM:g}"))
        line = "  \u00b7  ".join(sub)
        width = w - 2 * m
        if self.heading_note:  # under the heading, right-aligned (the event pack: who plays at the table)
            note_w = min(text_width(self.heading_note, 8.5, True) + 10, width / 2)
            free = w - 2 * m - room - text_width(doc.name, 14, True) - 12  # beside the name, on the title row
            if text_width(line, 7) > width - note_w and note_w <= free:  # the line below needs the whole width
                draw_text(painter, w - m - room - note_w, m, note_w, 18, self.heading_note, 8.5, bold=True,
                          align=Qt.AlignRight | Qt.AlignVCenter)
            else:
                draw_text(painter, w - m - note_w, m + 19, note_w, 12, self.heading_note, 8.5, bold=True,
                          align=Qt.AlignRight | Qt.AlignVCenter)
                width -= note_w
        size = 8.5  # smaller for a long line (Spanish runs longer) rather than cut
        while size > 6 and text_width(line, size) > width:
            size -= 0.5
        draw_text(painter, m, m + 19, width, 12, line, size, color=GREY)

    def scenario_name(self) -> str:
        kind = self.doc.scenario.kind
        if not kind:
            return ""
        sc = self.ruleset.scenario(kind) if self.ruleset else None
        return kind_name(self.ruleset, "scenarios", kind) if sc else kind

    # plan --------------------------------------------------------------------------
    def _plan(self, painter: QPainter) -> None:
        doc, lay, ruleset = self.doc, self.layout, self.ruleset
        x0, y0, x1, y1 = lay.table_rect
        table = QRectF(x0, y0, x1 - x0, y1 - y0)
        painter.fillRect(table, QColor("#f3f6ee"))
        step = grid_step(doc)
        painter.setPen(QPen(QColor(60, 80, 50, 60), 0.4))
        j = 1
        while j * step < doc.width - 1e-6:
            x = x0 + j * step * lay.k
            painter.drawLine(QPointF(x, y0), QPointF(x, y1))
            painter.drawLine(QPointF(x, y0 - 2.5), QPointF(x, y0))
            j += 1
        j = 1
        while j * step < doc.depth - 1e-6:
            y = y0 + j * step * lay.k
            painter.drawLine(QPointF(x0, y), QPointF(x1, y))
            j += 1
        sides = doc.sides()
        for zone in doc.zones.values():
            color = QColor(SIDE_COLORS[sides.index(zone.side) % len(SIDE_COLORS)] if zone.side in sides else "#777777")
            fill = QColor(color)
            fill.setAlpha(38)
            painter.setBrush(fill)
            painter.setPen(QPen(color, 0.9, Qt.DashLine))
            painter.drawPath(_path(zone.polygon, lay))
        kinds = {t["id"]: t for t in ruleset.terrain_kinds()} if ruleset else {}
        for piece in doc.pieces.values():
            kind = kinds.get(piece.kind, {})
            color = QColor(kind.get("color", "#9e9e9e"))
            path = _path(piece.footprint, lay)
            painter.setPen(Qt.NoPen)
            painter.setBrush(color)
            painter.drawPath(path)
            style = PATTERNS.get(kind.get("pattern", "solid"))
            if style is not None:
                painter.setBrush(QBrush(color.darker(160), style))
                painter.drawPath(path)
            for wall in piece.walls:
                painter.setBrush(color.darker(220))
                painter.drawPath(_path(wall, lay))
            blocking = resolve_terrain(piece, ruleset).blocking if ruleset else (piece.blocking or "none")
            pen = QPen(color.darker(220), 1.1 if blocking == "full" else 0.6)
            if blocking == "none":
                pen.setStyle(Qt.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.NoBrush)
            painter.drawPath(path)
        mkinds = {mk["id"]: mk for mk in ruleset.markers()} if ruleset else {}
        for marker in doc.markers.values():
            info = mkinds.get(marker.kind, {})
            color = QColor(info.get("color", "#e0a800"))
            g = marker.geometry
            if isinstance(g, Point):
                x, y = lay.to_page(g.x, g.y)
                painter.setPen(QPen(INK, 0.8))
                painter.setBrush(color)
                painter.drawEllipse(QPointF(x, y), 3.5, 3.5)
            elif isinstance(g, LineString):
                painter.setPen(QPen(color, 3, Qt.SolidLine, Qt.FlatCap))
                painter.drawPolyline(QPolygonF([QPointF(*lay.to_page(*p)) for p in g.coords]))
            else:
                painter.setPen(QPen(color.darker(140), 1.2, Qt.DashDotLine))
                painter.setBrush(Qt.NoBrush)
                painter.drawPath(_path(g, lay))
        if self.overlays:
            self.overlays.draw(painter, lay)
        painter.setPen(QPen(INK, 1.2))
        painter.setBrush(Qt.NoBrush)
        painter.drawRect(table)
        # dimension lines
        pen = QPen(DIM_COLOR, 0.45)
        painter.setPen(pen)
        for d in lay.dimensions:
            a, b = QPointF(*d.start), QPointF(*d.end)
            painter.drawLine(a, b)
            horizontal = abs(d.end[1] - d.start[1]) < abs(d.end[0] - d.start[0])
            for p in (a, b):
                if horizontal:
                    painter.drawLine(QPointF(p.x(), p.y() - 2), QPointF(p.x(), p.y() + 2))
                else:
                    painter.drawLine(QPointF(p.x() - 2, p.y()), QPointF(p.x() + 2, p.y()))
            painter.setBrush(DIM_COLOR)
            painter.drawEllipse(b, 0.9, 0.9)
            painter.setBrush(Qt.NoBrush)
        self._rotation_arcs(painter)
        for lab in lay.labels:
            self._label(painter, lab)
        # scale bar and scale
        self._scale_bar(painter, x0, y1 + 20)

    def _rotation_arcs(self, painter: QPainter) -> None:
        """Each turned piece's rotation drawn where it turns: a short line square to the edges, the
        piece's long direction, and an arc with an arrow from the one to the other (the sense the
        placement table says: "25° clockwise")."""
        lay = self.layout
        pen = QPen(DIM_COLOR, 0.5)
        for p in lay.placements:
            if p.is_marker or p.told is None or p.told.kind == "circle":
                continue
            deg = p.told.rotation if p.told.kind == "oval" else p.rotation_deg
            if abs(deg) < 0.05:
                continue
            c = p.shape.centroid
            cx, cy = lay.to_page(c.x, c.y)
            r = 9.0
            a = math.radians(deg)
            painter.setPen(QPen(DIM_COLOR, 0.5, Qt.DashLine))
            painter.drawLine(QPointF(cx, cy), QPointF(cx + r + 3, cy))
            painter.setPen(pen)
            painter.drawLine(QPointF(cx, cy), QPointF(cx + (r + 3) * math.cos(a), cy + (r + 3) * math.sin(a)))
            painter.setBrush(Qt.NoBrush)
            painter.drawArc(QRectF(cx - r, cy - r, 2 * r, 2 * r), 0, int(round(-deg * 16)))  # Qt: + is anticlockwise
            ex, ey = cx + r * math.cos(a), cy + r * math.sin(a)
            tx, ty = -math.sin(a) * (1 if deg > 0 else -1), math.cos(a) * (1 if deg > 0 else -1)  # along the arc
            nx, ny = math.cos(a), math.sin(a)
            head = QPolygonF([QPointF(ex, ey), QPointF(ex - 2.2 * tx + 1.1 * nx, ey - 2.2 * ty + 1.1 * ny),
                              QPointF(ex - 2.2 * tx - 1.1 * nx, ey - 2.2 * ty - 1.1 * ny)])
            painter.setBrush(DIM_COLOR)
            painter.drawPolygon(head)
            painter.setBrush(Qt.NoBrush)

    def _label(self, painter: QPainter, lab: Label) -> None:
        x0, y0, x1, y1 = lab.rect
        rect = QRectF(x0, y0, x1 - x0, y1 - y0)
        if lab.kind == "badge":
            marker = not lab.text.isdigit()
            if lab.leader:
                painter.setPen(QPen(INK, 0.5))
                painter.drawLine(QPointF(*lab.leader[0]), QPointF(*lab.leader[1]))
                painter.setBrush(INK)
                painter.drawEllipse(QPointF(*lab.leader[1]), 0.8, 0.8)
            painter.setPen(QPen(INK, 0.6))
            painter.setBrush(QColor("#fff3c4") if marker else Qt.white)
            if marker:
                painter.drawRect(rect)
            else:
                painter.drawEllipse(rect)
            size = 7 if len(lab.text) < 2 else 6
            draw_text(painter, x0 - 2, y0, x1 - x0 + 4, y1 - y0, lab.text, size, bold=True, align=Qt.AlignCenter)
            return
        if lab.kind == "dimension":
            painter.setPen(Qt.NoPen)
            painter.setBrush(QColor(255, 255, 255, 215))
            painter.drawRect(rect)
            color = DIM_COLOR
        elif lab.kind == "zone":
            sides = self.doc.sides()
            i = int(lab.owner) if lab.owner.isdigit() else 0
            color = QColor(SIDE_COLORS[i % len(SIDE_COLORS)]).darker(130) if sides else GREY
        else:
            color = GREY
        bold = lab.kind in ("zone", "edge")
        if lab.vertical:
            painter.save()
            painter.translate(rect.center())
            painter.rotate(-90)
            draw_text(painter, -rect.height() / 2, -rect.width() / 2, rect.height(), rect.width(), lab.text, lab.size,
                      bold=bold, align=Qt.AlignCenter, color=color)
            painter.restore()
        else:
            draw_text(painter, x0, y0, x1 - x0, y1 - y0, lab.text, lab.size, bold=bold, align=Qt.AlignCenter,
                      color=color)

    def _scale_bar(self, painter: QPainter, x: float, y: float) -> None:
        step = grid_step(self.doc)
        k = self.layout.k
        painter.setPen(QPen(INK, 0.6))
        for i in range(2):
            painter.setBrush(INK if i == 0 else Qt.white)
            painter.drawRect(QRectF(x + i * step * k, y, step * k, 3.5))
        for i in range(3):
            draw_text(painter, x + i * step * k - 20, y + 4, 40, 9, length_text(i * step, self.doc), 6.5,
                      align=Qt.AlignCenter)
        text = tr("Scale 1:{n} \u2014 1 cm on paper is {v} on the table").format(
            n=f"{self.layout.scale:g}", v=length_text(10 * self.layout.scale, self.doc))
        draw_text(painter, x + 2 * step * k + 16, y - 2, 320, 12, text, 7.5, bold=True)

    # text pages ---------------------------------------------------------------------
    def _text_rows(self) -> list["_Row"]:
        doc = self.doc
        rows: list[_Row] = []
        pieces = [p for p in self.layout.placements if not p.is_marker]
        markers = [p for p in self.layout.placements if p.is_marker]
        cols = [(tr("No."), 0.05), (tr("Name"), 0.16), (tr("Kind"), 0.14), (tr("Size"), 0.13),
                (tr("Reference point"), 0.13), (tr("Left/right edge"), 0.16), (tr("Top/bottom edge"), 0.16),
                (tr("Rotation"), 0.07)]
        if pieces:
            rows.append(_Heading(tr("Terrain placement")))
            rows.append(_Note(tr("Measure from the two table edges given (the nearest, or for a centre the "
                                 "opposite one when a piece stands in the way) to the reference point (for a "
                                 "rectangle square to the edges, to its two sides: the plan's lines meet them "
                                 "where there is room); lengths in {unit}.").format(unit=unit_name(doc.unit))))
            rows.append(_TableRow([c for c, _ in cols], [w for _, w in cols], header=True))
            for p in pieces:
                rows.append(_TableRow(self._cells(p), [w for _, w in cols]))
        if markers:
            rows.append(_Heading(tr("Objectives and markers")))
            mcols = [(tr("Mark"), 0.05), (tr("Name"), 0.16), (tr("Kind"), 0.14), (tr("Size"), 0.13),
                     (tr("Reference point"), 0.13), (tr("Left/right edge"), 0.16), (tr("Top/bottom edge"), 0.16),
                     ("", 0.07)]
            rows.append(_TableRow([c for c, _ in mcols], [w for _, w in mcols], header=True))
            for p in markers:
                rows.append(_TableRow(self._cells(p), [w for _, w in mcols]))
        if doc.zones:
            rows.append(_Heading(tr("Deployment zones")))
            zcols = [(tr("Side"), 0.25), (tr("Edge"), 0.15), (tr("Depth"), 0.15), (tr("Width"), 0.15),
                     (tr("Shape"), 0.30)]
            rows.append(_TableRow([c for c, _ in zcols], [w for _, w in zcols], header=True))
            for z in doc.zones.values():
                minx, miny, maxx, maxy = z.polygon.bounds
                if z.edge in ("top", "bottom"):
                    depth = maxy if z.edge == "top" else doc.depth - miny
                    width = maxx - minx
                elif z.edge in ("left", "right"):
                    depth = maxx if z.edge == "left" else doc.width - minx
                    width = maxy - miny
                else:
                    depth, width = maxy - miny, maxx - minx
                shape = tr("the edge's whole length") if _edge_strip(z, doc) else tr("corners below")
                rows.append(_TableRow([z.label or z.side, edge_word(z.edge) if z.edge else "\u2014",
                                       exact_length(depth, doc), exact_length(width, doc), shape],
                                      [w for _, w in zcols]))
        rows += self._outline_rows()
        rows.append(_Heading(tr("Scenario")))
        sc = doc.scenario
        facts = [(tr("Scenario"), self.scenario_name() or tr("none chosen"))]
        if sc.turns:
            facts.append((tr("Turns"), str(sc.turns)))
        if sc.victory:
            facts.append((tr("Victory"), sc.victory))
        if sc.special_rules:
            facts.append((tr("Special rules"), sc.special_rules))
        if markers:
            facts.append((tr("Markers"), ", ".join(f"{p.number}: {p.name}" for p in markers)))
        if doc.notes:
            facts.append((tr("Notes"), doc.notes))
        for k, v in facts:
            rows.append(_Fact(k, v))
        if self.overlays:
            rows += self.overlays.rows()
        rows.append(_Heading(tr("Validation")))
        errors = sum(1 for f in self.findings if getattr(f.severity, "value", f.severity) == "error")
        warnings = sum(1 for f in self.findings if getattr(f.severity, "value", f.severity) == "warning")
        rows.append(_Note(findings_count(errors, warnings), bold=True))
        for f in self.findings:
            rows.append(_Finding(f))
        if not self.findings:
            rows.append(_Note(tr("No problems found.")))
        rows.append(_Signature(tr("Set up by")))
        return rows

    def _outline_rows(self) -> list["_Row"]:
        """Every corner of each shape the placement table cannot tell by a corner and a size or a
        centre and diameters (polygons, rotated rectangles, diagonal or cut-out zones, the walls
        inside ruins, objective lines), from the two nearest edges, and each curved side's arc."""
        doc = self.doc
        items: list[tuple[str, ShapeText]] = []
        for p in self.layout.placements:
            what = f"{p.number} \u00b7 {p.name}"
            if p.told is not None and p.told.corners_listed:
                items.append((tr("Points along {what}").format(what=what) if p.told.kind == "line" else
                              tr("Outline of {what}").format(what=what), p.told))
            for i, wall in enumerate(p.walls, 1):
                items.append((tr("Outline of wall {n} of {what}").format(n=i, what=what), wall))
        for z in doc.zones.values():
            if not _edge_strip(z, doc):
                told = describe(z.polygon, doc)
                if told.corners_listed:
                    items.append((tr("Outline of zone {name}").format(name=z.label or z.side), told))
        if not items:
            return []
        cols = [(tr("Corner"), 0.08), (tr("Left/right edge"), 0.2), (tr("Top/bottom edge"), 0.2),
                (tr("To the next corner"), 0.52)]
        widths = [w for _, w in cols]
        rows: list[_Row] = [_Heading(tr("Corners and curves")),
                            _Note(tr("Each corner in order around the outline, measured from the two nearest table "
                                     "edges; a curved side is an arc about the point given, turning as said. A piece "
                                     "too irregular to measure can be cut from its 1:1 template (Export, sheet "
                                     "\"Piece template\")."))]
        for title, told in items:
            rows.append(_Note(title, bold=True))
            rows.append(_TableRow([c for c, _ in cols], widths, header=True))
            for r, ring in enumerate(told.rings):
                if r:
                    rows.append(_Note(tr("Hole {n}").format(n=r)))
                for i, corner in enumerate(ring, 1):
                    if corner.arc is not None:
                        ax, ay = self._point_cells(corner.arc.centre)
                        nxt = tr("arc about the point {x}, {y}: radius {r}, {turn}").format(
                            x=ax, y=ay, r=exact_length(corner.arc.radius, doc), turn=rotation_text(corner.arc.sweep))
                    elif told.kind == "line":
                        nxt = tr("straight") if i < len(ring) else tr("the line's end")
                    else:
                        nxt = tr("straight")
                    rows.append(_TableRow([str(i), *self._point_cells(corner.point), nxt], widths))
        return rows

    def _point_cells(self, pt) -> tuple[str, str]:
        """A point measured from its two nearest edges ("12.5 cm from left", "30 cm from top")."""
        doc = self.doc
        x, y = pt
        xe, xd, ye, yd = _edges_of(doc, x, y)
        return from_edge(exact_length(xd, doc), xe), from_edge(exact_length(yd, doc), ye)

    def _cells(self, p: Placement) -> list[str]:
        x, y = p.point
        if p.told is not None and p.told.kind == "rect":
            x, y = p.told.corner
        elif p.told is not None and p.told.centre is not None:
            x, y = p.told.centre
        xd = x if p.x_edge == "left" else self.doc.width - x
        yd = y if p.y_edge == "top" else self.doc.depth - y
        return [p.number, p.name, p.kind, p.size, p.reference,
                from_edge(exact_length(abs(xd), self.doc), p.x_edge),
                from_edge(exact_length(abs(yd), self.doc), p.y_edge), p.rotation]

    def _flow(self) -> list[list["_Row"]]:
        w, h = self.size
        width = w - 2 * self.margin
        top, bottom = self.margin + 40, h - self.margin - 14
        pages: list[list[_Row]] = [[]]
        y = self._plan_bottom()
        first = True  # the plan's page takes what fits below the plan, from a whole section on
        header: _TableRow | None = None
        for row in self._rows:
            row.measure(width)
            if isinstance(row, _TableRow) and row.header:
                header = row
            elif isinstance(row, _Heading):
                header = None
            need = row.height + (30 if isinstance(row, _Heading) else 0)
            if first and isinstance(row, _Heading):  # below the plan: a whole section, or a table's first rows
                section = self._section(row)
                need = sum(r.height for r in section[:6])
            if y + need > bottom and (pages[-1] or first):
                first = False
                pages.append([])
                y = top
                if header is not None and isinstance(row, _TableRow) and not row.header:
                    pages[-1].append(header)
                    y += header.height
            pages[-1].append(row)
            y += row.height
        return pages


def _edge_strip(zone, doc: TableDocument) -> bool:
    """A zone that is a strip along its whole edge (told by its edge and depth alone)."""
    if not zone.edge or not _is_rectangle(zone.polygon):
        return False
    minx, miny, maxx, maxy = zone.polygon.bounds
    want = {"top": (0, 0, doc.width, maxy), "bottom": (0, miny, doc.width, doc.depth),
            "left": (0, 0, maxx, doc.depth), "right": (minx, 0, doc.width, doc.depth)}[zone.edge]
    return all(abs(a - b) <= 0.05 for a, b in zip((minx, miny, maxx, maxy), want))


def unit_name(unit: Unit) -> str:
    return {"mm": tr("millimetres"), "cm": tr("centimetres"), "in": tr("inches"),
            "ud": tr("UD (base widths)")}[Unit(unit).value]


def _validate(doc, ruleset):
    try:
        from validators.registry import validate

        return validate(doc, ruleset)
    except Exception:  # a sheet still prints when a check cannot run
        return []


class _Row:
    height = 12.0

    def measure(self, width: float) -> None:
        pass

    def draw(self, painter, x, y, width) -> None:
        pass


class _Heading(_Row):
    def __init__(self, text):
        self.text = text
        self.height = 20.0

    def draw(self, painter, x, y, width):
        draw_text(painter, x, y + 6, width, 13, self.text, 10.5, bold=True)
        painter.setPen(QPen(INK, 0.6))
        painter.drawLine(QPointF(x, y + 19), QPointF(x + width, y + 19))


class _Note(_Row):
    def __init__(self, text, bold=False):
        self.text, self.bold = text, bold

    def measure(self, width):
        self.lines = wrap(self.text, 8, width, self.bold)
        self.height = 11.0 * len(self.lines) + 3

    def draw(self, painter, x, y, width):
        for i, line in enumerate(self.lines):
            draw_text(painter, x, y + 2 + i * 11, width, 11, line, 8, bold=self.bold)


class _TableRow(_Row):
    def __init__(self, cells, widths, header=False):
        self.cells, self.widths, self.header = cells, widths, header

    def measure(self, width):
        self.wrapped = [wrap(c, 7, w * width - 4, self.header) for c, w in zip(self.cells, self.widths)]
        self.height = 9.5 * max(len(lines) for lines in self.wrapped) + 3.5

    def draw(self, painter, x, y, width):
        if self.header:
            painter.fillRect(QRectF(x, y, width, self.height), QColor("#e6eaee"))
        xx = x
        for lines, w in zip(self.wrapped, self.widths):
            for i, line in enumerate(lines):
                draw_text(painter, xx + 2, y + 1.75 + i * 9.5, w * width - 4, 9.5, line, 7, bold=self.header)
            xx += w * width
        painter.setPen(QPen(QColor("#c5cbd1"), 0.4))
        painter.drawLine(QPointF(x, y + self.height), QPointF(x + width, y + self.height))


class _Fact(_Row):
    def __init__(self, key, value):
        self.key, self.value = key, value

    def measure(self, width):
        self.lines = wrap(self.value, 8, width - 90)
        self.height = 11.0 * len(self.lines) + 2

    def draw(self, painter, x, y, width):
        draw_text(painter, x, y + 1, 88, 11, self.key, 8, bold=True)
        for i, line in enumerate(self.lines):
            draw_text(painter, x + 90, y + 1 + i * 11, width - 90, 11, line, 8)


class _Finding(_Row):
    def __init__(self, f):
        self.f = f

    def measure(self, width):
        f = self.f
        sev = getattr(f.severity, "value", str(f.severity))
        self.sev = {"error": tr("Error"), "warning": tr("Warning"), "info": tr("Note")}.get(sev, sev)
        tail = []
        if f.reference:
            tail.append(tr("Reference: {ref}").format(ref=f.reference))
        basis = getattr(f, "basis", None)
        if basis:
            tail.append(tr("Basis: {basis}").format(basis=basis_word(basis)))
        if getattr(f, "setting", None):
            tail.append(f.setting)
        self.lines = wrap(f.message, 8, width - 60) + wrap("; ".join(tail), 7, width - 60)
        self.n_main = len(wrap(f.message, 8, width - 60))
        self.height = 10.5 * len(self.lines) + 4

    def draw(self, painter, x, y, width):
        color = QColor("#c62828") if self.sev == tr("Error") else QColor("#ef6c00")
        draw_text(painter, x, y + 1, 58, 10.5, self.sev, 8, bold=True, color=color)
        for i, line in enumerate(self.lines):
            draw_text(painter, x + 60, y + 1 + i * 10.5, width - 60, 10.5, line, 8 if i < self.n_main else 7,
                      color=INK if i < self.n_main else GREY)


class _Signature(_Row):
    height = 34.0

    def __init__(self, text):
        self.text = text

    def draw(self, painter, x, y, width):
        painter.setPen(QPen(INK, 0.5))
        draw_text(painter, x, y + 18, 80, 12, self.text, 8, bold=True)
        painter.drawLine(QPointF(x + 80, y + 28), QPointF(x + 260, y + 28))
        draw_text(painter, x + 280, y + 18, 40, 12, tr("Date"), 8, bold=True)
        painter.drawLine(QPointF(x + 320, y + 28), QPointF(x + 420, y + 28))


# -- public helpers --------------------------------------------------------------------
def draw_setup_sheet_page(painter: QPainter, doc: TableDocument, ruleset=None, page: int = 0,
                          options: PageOptions | None = None, findings=None) -> SetupSheet:
    """Draw page ``page`` of ``doc``'s setup sheet with ``painter`` (coordinates in points from the
    paper's top-left corner); returns the sheet (its ``page_count()`` and ``page_size()``)."""
    sheet = SetupSheet(doc, ruleset, findings, options)
    sheet.draw_page(painter, page)
    return sheet


def write_setup_sheets(docs: Iterable[TableDocument | SetupSheet], path: str | Path,
                       options: PageOptions | None = None, title: str = "", progress=None) -> int:
    """Every table's setup sheet, one after the other, in one PDF; returns the page count."""
    sheets = [d if isinstance(d, SetupSheet) else SetupSheet(d, None, None, options) for d in docs]
    return write_pdf(sheets, path, title=title or tr("Setup sheets"), progress=progress)
