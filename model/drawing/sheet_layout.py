"""Where everything goes on a setup sheet's plan, decided once and without Qt: the scale, each
numbered object's reference point and the two edges it is measured from (:func:`placements`), the
dimension lines routed so they cross each other and the pieces as little as the measurements allow,
and every label box (badges, zone names, dimension values, rulers, edge names) placed where it
covers no piece it does not name, no other label and no line (:func:`plan_layout`).

Everything is in points on the page. Text is measured by a function the caller passes in
(``measure(text, size, bold) -> width in points``): the Qt printout passes its font metrics, so
the boxes fit the letters the painter draws. The words are the model's (``msg``), so a layout
reads the same in every backend. Tests check the layout itself: labels never cover a piece they
do not belong to, never overlap each other or a dimension line.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable

import numpy as np
import shapely
from shapely import affinity
from shapely.geometry import LineString, Point, Polygon, box
from shapely.ops import polylabel

from model.display import zone_name
from model.i18n import msg
from model.sheet_shapes import ShapeText, describe, sheet_digits
from model.table import TableDocument
from model.units import Unit, format_length, from_mm

from .style import MM
from .table import TableLook, grid_step

#: ``measure(text, size_points, bold) -> width_points``: how wide a text is drawn
Measure = Callable[[str, float, bool], float]

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
    return (msg("sheet.clockwise", "{angle}\u00b0 clockwise", angle=angle) if deg > 0
            else msg("sheet.anticlockwise", "{angle}\u00b0 anticlockwise", angle=angle))


def edge_word(edge: str) -> str:
    """An edge's name for the zones' table ("top edge")."""
    return {"left": msg("sheet.edge-left", "left edge"), "right": msg("sheet.edge-right", "right edge"),
            "top": msg("sheet.edge-top", "top edge"), "bottom": msg("sheet.edge-bottom", "bottom edge")}[edge]


def from_edge(length: str, edge: str) -> str:
    """A distance from an edge, as the placement table writes it ("12 cm from left")."""
    if edge == "left":
        return msg("sheet.from-left", "{length} from left", length=length)
    if edge == "right":
        return msg("sheet.from-right", "{length} from right", length=length)
    if edge == "top":
        return msg("sheet.from-top", "{length} from top", length=length)
    return msg("sheet.from-bottom", "{length} from bottom", length=length)


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
        return text + (" " + msg("sheet.oval", "(oval)") if told.kind == "oval" else "")
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
    return text + " " + (msg("sheet.turned", "(turned: corners below)") if rect
                        else msg("sheet.outline", "(outline: corners below)"))


def _is_roundish(poly: Polygon) -> bool:
    return len(poly.exterior.coords) > 20 and poly.area > 0.7 * poly.minimum_rotated_rectangle.area


def _corner_name(pt, centre) -> str:
    top, left = pt[1] < centre[1], pt[0] < centre[0]
    if top:
        return msg("sheet.corner-top-left", "top-left corner") if left else \
            msg("sheet.corner-top-right", "top-right corner")
    return msg("sheet.corner-bottom-left", "bottom-left corner") if left else \
        msg("sheet.corner-bottom-right", "bottom-right corner")


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
    return msg("sheet.centre", "centre"), (float(c.x), float(c.y))


def placements(doc: TableDocument, ruleset) -> list[Placement]:
    """Every piece numbered 1, 2... in the document's order, then every marker lettered A, B..."""
    out = []
    look = TableLook(doc, ruleset)  # numbers, letters and names as every drawing of the table has them
    footprints = [p.piece.footprint for p in look.pieces]
    tree = shapely.STRtree(footprints) if footprints else None
    for i, p in enumerate(look.pieces):
        poly = p.piece.footprint
        ref, (x, y) = reference_point(doc, poly)
        rect = _is_rectangle(poly)
        xe, xd, ye, yd = _edges_of(doc, x, y) if rect else _clear_edges(doc, x, y, i, tree, footprints)
        told = describe(poly, doc, edges=(xe, ye))
        deg = _rotation_deg(poly)
        rot = "\u2014" if told.kind == "circle" else rotation_text(told.rotation if told.kind == "oval" else deg)
        walls = tuple(describe(w, doc, outline=True) for w in p.piece.walls)
        out.append(Placement(p.number, p.name, p.kind_name, _size_text(poly, doc, rect, told), ref, (x, y),
                             xe, xd, ye, yd, rot, poly, told=told, walls=walls, rotation_deg=deg))
    for m in look.markers:
        g = m.marker.geometry
        c = g if isinstance(g, Point) else g.centroid
        ref, (cx, cy) = reference_point(doc, g) if isinstance(g, Polygon) else (msg("sheet.centre", "centre"), (c.x, c.y))
        cornered = isinstance(g, Polygon) and _is_rectangle(g)
        xe, xd, ye, yd = _edges_of(doc, cx, cy) if cornered else _clear_edges(doc, cx, cy, None, tree, footprints)
        told = describe(g, doc, edges=(xe, ye)) if not isinstance(g, Point) else None
        if isinstance(g, Polygon):
            size = _size_text(g, doc, _is_rectangle(g), told)
        elif isinstance(g, LineString):
            size = exact_length(g.length, doc)
        else:
            size = ""
        out.append(Placement(m.letter, m.name, m.kind_name,
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

    def __init__(self, measure: Measure):
        self.measure = measure  # how wide a text is drawn (points)
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


def plan_layout(doc: TableDocument, ruleset, area: tuple[float, float, float, float], measure: Measure
                ) -> PlanLayout:
    """Scale, dimension lines and label boxes for the plan inside ``area`` (x, y, w, h in points),
    texts measured by ``measure``."""
    ax, ay, aw, ah = area
    n = choose_scale(doc, aw - 2 * GUTTER - LEFT_ROOM, ah - 2 * GUTTER)
    k = MM / n
    tw, th = doc.width * k, doc.depth * k
    ox = ax + LEFT_ROOM + (aw - LEFT_ROOM - tw) / 2
    oy = ay + GUTTER
    layout = PlanLayout(n, (ox, oy), k, (ox, oy, ox + tw, oy + th))
    layout.placements = placements(doc, ruleset)
    space = _Space(measure)
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
        if not any(w in text.casefold() for w in ("deploy", msg("sheet.deployment", "deployment").casefold())):
            text = msg("sheet.zone-deployment", "{name} deployment", name=text)
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
            w = measure(text, 6, False) + 2
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
        w = measure(text, 6.5, True) + 4
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
    trial = _Space(space.measure)
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
    w = space.measure(d.text, DIM_SIZE, False) + 2
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
    w = space.measure(text, size, True) + 4
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
