"""The table at real size for a vector editor (the SVG export), as drawing primitives in
millimetres: the table, then one layer each for the zones, the terrain, the markers, the pieces'
numbers and markers' letters, and the key below the table. Every piece, zone and marker is one
element carrying its id (``piece-1`` is piece 1 of the setup sheet), its title and its Inkscape label.

Each number and letter is placed as the setup sheet places them (:func:`place_marks`): a white disc
(a pale square for a marker's letter) with the mark in bold ink, readable on every terrain colour,
inside what it names when it fits there clear of every other piece, else just outside on a leader.
"""
from __future__ import annotations

import numpy as np
import shapely
from shapely.geometry import LineString, Point, Polygon
from shapely.ops import polylabel

from model.i18n import msg
from model.plan_marks import marks

from .primitives import Group, Ink, Meta, Pen, Primitive, Rect, Text
from .style import INK
from .table import REAL_SIZE, TableLook, badge, group, leader, table_layers
from .words import Measure, approximate_width

#: the layers, in the order they are drawn
LAYERS = ("table", "zones", "terrain", "markers", "numbers", "key")

MARKER_RADIUS = REAL_SIZE.markers.dot  # a point marker's circle, mm


def mark_radius(doc) -> float:
    """A number's disc radius (mm): as big on the table as the setup sheet's badge at its usual 1:8,
    smaller on a small table."""
    return max(5.0, min(18.0, 0.013 * min(doc.width, doc.depth)))


class PlacedMark:
    """A number or letter on the drawing: its disc's centre (mm) and, when it stands outside what it
    names, the leader line from the disc to it."""

    __slots__ = ("mark", "element", "name", "centre", "leader", "marker")

    def __init__(self, mark, element, name, centre, leader, marker):
        self.mark, self.element, self.name = mark, element, name
        self.centre, self.leader, self.marker = centre, leader, marker

    def __repr__(self):
        return f"PlacedMark({self.mark!r}, {self.element!r}, {self.centre!r}, leader={self.leader!r})"


def _target(geom) -> Polygon:
    """What a mark names, as an area: a piece or area marker itself, a point marker's circle, a line's stroke."""
    if isinstance(geom, Point):
        return geom.buffer(MARKER_RADIUS, 16)
    if isinstance(geom, LineString):
        return geom.buffer(4.0, 8)
    return geom


def place_marks(doc, r: float | None = None) -> list[PlacedMark]:
    """Each piece's number and each marker's letter, placed as the setup sheet places them: inside
    what it names where its disc fits there clear of every other piece, otherwise just outside with a
    leader line, on the table, never on another number and on as few other pieces as can be."""
    r = mark_radius(doc) if r is None else r
    pieces, markers = marks(doc)
    footprints = [p.footprint for _, p in pieces]
    tree = shapely.STRtree(footprints) if footprints else None
    clear = 2.3 * r  # between two discs' centres (a marker's square is a little wider than a disc)
    placed: list[tuple[float, float]] = []
    out = []
    items = [(n, f"piece-{i}", p.label or p.kind, p.footprint, i - 1, False) for i, (n, p) in enumerate(pieces, 1)]
    items += [(n, f"marker-{i}", m.label or m.kind, _target(m.geometry), None, True)
              for i, (n, m) in enumerate(markers, 1)]

    def others_met(geoms, own) -> np.ndarray:
        """For each of ``geoms``, how many pieces other than ``own`` it meets."""
        count = np.zeros(len(geoms))
        if tree is None or not len(geoms):
            return count
        hit, idx = tree.query(geoms, predicate="intersects")
        keep = idx != own if own is not None else np.ones(len(idx), bool)
        np.add.at(count, hit[keep], 1)
        return count

    def near_placed(xs, ys, gap) -> np.ndarray:
        if not placed:
            return np.zeros(len(xs), bool)
        px, py = np.asarray(placed).T
        d = np.hypot(xs[:, None] - px[None, :], ys[:, None] - py[None, :])
        return (d < gap).any(axis=1)

    for mark, element, name, target, own, marker in items:
        target = target if isinstance(target, Polygon) else target.buffer(0)
        spot = None
        if not marker and target.area > 0 and target.is_valid:
            pole, middle = polylabel(target, tolerance=max(0.5, r / 10)), target.centroid
            cands = [(middle.x, middle.y), (pole.x, pole.y)]
            minx, miny, maxx, maxy = target.bounds
            cands += [(minx + (maxx - minx) * fx, miny + (maxy - miny) * fy)
                      for fy in (0.5, 0.3, 0.7) for fx in (0.5, 0.3, 0.7)]
            pts = shapely.points(cands)
            fits = shapely.contains(target, pts) & (shapely.distance(target.exterior, pts) >= 1.15 * r)
            xs, ys = np.asarray(cands).T
            fits &= ~near_placed(xs, ys, clear)
            fits &= others_met(shapely.buffer(pts, r, quad_segs=4), own) == 0
            if fits.any():
                j = int(np.argmax(fits))
                spot = (cands[j], None)
        if spot is None:
            best = None
            for dist in (0.4, 1.2, 2.5, 4.0, 6.0, 9.0):
                ring = target.buffer((dist + 1) * r, 4).exterior if target.area > 0 else \
                    target.centroid.buffer((dist + 1) * r, 8).exterior
                n = int(min(240, max(16, ring.length / (0.8 * r))))
                pts = shapely.line_interpolate_point(ring, np.arange(n) / n, normalized=True)
                xy = shapely.get_coordinates(pts)
                xs, ys = xy[:, 0], xy[:, 1]
                leaders = shapely.shortest_line(pts, target)
                cost = dist * 0.5 + np.arange(n) * 1e-4
                cost += 1000 * near_placed(xs, ys, clear)
                cost += 400 * ((xs - r < 0) | (xs + r > doc.width) | (ys - r < 0) | (ys + r > doc.depth))
                cost += 50 * others_met(shapely.buffer(pts, r, quad_segs=4), own)
                cost += 5 * others_met(leaders, own)
                if placed:  # a leader through another number
                    cost += 30 * shapely.dwithin(leaders[:, None], shapely.points(placed)[None, :], r).sum(axis=1)
                j = int(np.argmin(cost))
                if best is None or cost[j] < best[0]:
                    lead = shapely.get_coordinates(leaders[j])
                    best = (float(cost[j]), (float(xs[j]), float(ys[j])), tuple(map(tuple, lead.tolist())))
                if best[0] < 5:
                    break
            _, centre, lead = best
            spot = (centre, (centre, lead[-1]))
        (cx, cy), leader = spot
        placed.append((float(cx), float(cy)))
        out.append(PlacedMark(mark, element, name, (float(cx), float(cy)), leader, marker))
    return out


def _pen(colour: str, width: float, dash="solid") -> Pen:
    """A vector editor's plain stroke: butt ends and mitred corners."""
    return Pen(Ink(colour), width, dash, cap="flat", join="miter")


def _same(x: float, y: float) -> tuple[float, float]:
    return (x, y)


def mark_size(mark: str, r: float) -> float:
    """A mark's type size (mm) on a disc of radius ``r``: smaller for two and three characters."""
    return r * (1.15 if len(mark) < 2 else 0.95 if len(mark) < 3 else 0.72)


def _word(text: str, x: float, y: float, size: float, bold: bool = False, centre: bool = False,
          measure: Measure = approximate_width) -> Text:
    """A line of words whose middle height is at ``y``: centred on ``x`` or starting there."""
    w = measure(text, size, bold) + size
    box = (x - w, y - size, x + w, y + size) if centre else (x, y - size, x + w, y + size)
    return Text(text, box, size, Ink(INK), bold=bold, align="center" if centre else "left")


def _disc(mark: str, cx: float, cy: float, r: float, marker: bool) -> list[Primitive]:
    """A number's white disc, or a letter's pale square, with the mark on it (``table.badge``)."""
    s = r * 0.9 if marker else r
    size = mark_size(mark, r)
    return badge(mark, (cx - s, cy - s, cx + s, cy + s), r * 0.1, size, text_box=_word(mark, cx, cy, size, True, True).box,
                 vector=True, meta=Meta(cls="disc"), disc=((cx, cy), r))


def mark_drawing(m: PlacedMark, r: float) -> Group:
    """One number or letter: its leader line when it stands outside what it names, then its disc."""
    items: list[Primitive] = []
    if m.leader:
        items += leader(*m.leader, r * 0.1, r * 0.15, vector=True)
    items += _disc(m.mark, *m.centre, r, m.marker)
    kind = "number" if not m.marker else "letter"
    return Group(tuple(items), Meta(id=f"{kind}-{m.element}", cls="mark", title=f"{m.mark} {m.name}",
                                    data=(("for", m.element),)))


class Key:
    """The key below the table, as the setup sheet's placement table names them: each zone's colour
    and name, each number with its piece's name and kind, each letter with its marker's."""

    def __init__(self, look: TableLook, r: float, measure: Measure = approximate_width):
        doc = look.doc
        self.doc, self.r, self.measure = doc, r, measure
        self.rows = [("zone", z.colour, z.name) for z in look.zones]  # (kind of swatch, mark or colour, text)
        self.rows += [("piece", p.number, p.key_name) for p in look.pieces]
        self.rows += [("marker", m.letter, m.key_name) for m in look.markers]
        self.size = r * 1.1  # the text, mm
        self.row_h = r * 2.6
        self.heading = msg("svg.key", "Key")
        widest = max((2.6 * r + measure(t, self.size, False) for _, _, t in self.rows), default=0)
        self.col_w = min(doc.width - 2 * r, widest + 2 * r) if self.rows else 0
        self.cols = max(1, int((doc.width - 2 * r) // self.col_w)) if self.rows else 1
        self.lines = -(-len(self.rows) // self.cols)
        self.top = doc.depth + 1.5 * r
        self.height = 0.0 if not self.rows else 1.5 * r + self.row_h * (self.lines + 1) + r

    def drawing(self) -> list[Primitive]:
        if not self.rows:
            return []
        r, x0 = self.r, self.r
        out: list[Primitive] = [_word(str(self.heading), x0, self.top + self.row_h / 2, self.size * 1.2, bold=True,
                                      measure=self.measure)]
        for i, (kind, mark, text) in enumerate(self.rows):
            col, line = divmod(i, self.lines)
            x, y = x0 + col * self.col_w, self.top + self.row_h * (line + 1.5)
            if kind == "zone":
                width = r * 0.12
                swatch = [Rect((x, y - 0.7 * r, x + 2 * r, y + 0.7 * r), fill=Ink(mark, REAL_SIZE.zone_alpha),
                               pen=_pen(mark, width, (r * 0.5 / width, r * 0.3 / width)))]
            else:
                swatch = _disc(mark, x + r, y, r, kind == "marker")
            out.append(Group((*swatch, _word(text, x + 2.6 * r, y, self.size, measure=self.measure)),
                             Meta(cls=f"key-{kind}")))
        return out


def table_drawing(doc, ruleset, layer_names: dict, measure: Measure = approximate_width) -> tuple[list[Group], float]:
    """The table at real size (mm) and its key below it, one :class:`Group` per layer named by
    ``layer_names`` (:data:`LAYERS`): ``table.py``'s description as a vector file shows it, every
    element named; and the drawing's height (the table's depth and the key's). ``measure``: a text's
    width (the key's columns)."""
    look = TableLook(doc, ruleset)
    r = mark_radius(doc)
    key = Key(look, r, measure)
    layers = table_layers(look, REAL_SIZE, _same, (0.0, 0.0, doc.width, doc.depth), 1.0,
                          layers=("table", "zones", "terrain", "markers"))
    layers["numbers"] = [mark_drawing(m, r) for m in place_marks(doc, r)]
    layers["key"] = key.drawing()
    return [group(items, name, layer_names[name]) for name, items in layers.items()], doc.depth + key.height
