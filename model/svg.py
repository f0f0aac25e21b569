"""SVG drawings of tables and campaign maps for vector editors (Inkscape, Illustrator).

The drawing is at real size: its width and height are in millimetres and the ``viewBox`` spans
the same number of user units, so one user unit is one millimetre and a 100 mm piece measures
100 mm in the editor (a table's drawing holds its key below the table, and each piece's number and
each marker's letter as the setup sheet marks them). Every piece, zone and marker is one element,
every hex one group (its terrain, pattern, owner's tint, border and banner, constructions and
capital), each with a ``<title>`` (its name, shown as a tooltip and in Inkscape's Objects panel),
grouped in layers (``inkscape:groupmode="layer"``) named in the chosen language. Element ids are unique XML names
(``piece-1`` is piece 1 of the setup sheet, ``hex-3-m2`` the hex q=3, r=-2).

The campaign map draws what the printed map draws (``editor/printing/campaign_map.py``), as
plain vector elements: the construction and capital icons are the map's own SVGs
(``resources/icons``) copied into each hex, so they can be edited without unlinking clones.
"""
from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from functools import lru_cache
from xml.sax.saxutils import escape as _escape, quoteattr as _quoteattr

import numpy as np
import shapely
from shapely.geometry import LineString, Point, Polygon
from shapely.geometry.base import BaseGeometry
from shapely.ops import polylabel

from .display import kind_name, zone_name
from .drawing.style import (BADGE_PAPER, INK, MARKER_BADGE_PAPER, MARKER_COLOUR, PIECE_COLOUR, TABLE_COLOUR,
                            filled_glyph, glyph_kind, hex_glyph, side_colour)
from .errors import DocumentError
from .i18n import lazy_msg, msg
from .plan_marks import marks

SVG_NS = "http://www.w3.org/2000/svg"
INKSCAPE_NS = "http://www.inkscape.org/namespaces/inkscape"
_HEAD = ('<?xml version="1.0" encoding="UTF-8"?>\n'
         f'<svg xmlns="{SVG_NS}" xmlns:inkscape="{INKSCAPE_NS}" version="1.1" '
         'width="{w}mm" height="{h}mm" viewBox="{x0} {y0} {vw} {vh}">\n<title>{title}</title>\n')

#: what XML 1.0 cannot hold at all (control characters, lone surrogates): dropped from names
_NOT_XML = re.compile("[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")

LAYER_NAMES = {
    "table": lazy_msg("svg.layer-table", "Table"),
    "zones": lazy_msg("svg.layer-zones", "Deployment zones"),
    "terrain": lazy_msg("svg.layer-terrain", "Terrain"),
    "markers": lazy_msg("svg.layer-markers", "Markers"),
    "hexes": lazy_msg("svg.layer-hexes", "Hexes"),
    "names": lazy_msg("svg.layer-names", "Names"),
    "numbers": lazy_msg("svg.layer-numbers", "Numbers"),
    "key": lazy_msg("svg.layer-key", "Key"),
}
#: the constructions drawn with an icon, in the printed map's order
CONSTRUCTION_ICONS = ("city", "castle", "mine")


def escape(text) -> str:
    return _escape(_NOT_XML.sub("", str(text)))


def quoteattr(text) -> str:
    return _quoteattr(_NOT_XML.sub("", str(text)))


def _n(v: float) -> str:
    return f"{round(float(v), 3):g}"


def _d(geom: BaseGeometry) -> str:
    """An SVG path for a polygon (with holes) or a line."""
    if isinstance(geom, Polygon):
        parts = []
        for ring in [geom.exterior, *geom.interiors]:
            pts = list(ring.coords)[:-1]
            parts.append("M" + " L".join(f"{_n(x)},{_n(y)}" for x, y in pts) + " Z")
        return " ".join(parts)
    if isinstance(geom, LineString):
        return "M" + " L".join(f"{_n(x)},{_n(y)}" for x, y in geom.coords)
    polys = getattr(geom, "geoms", [])
    return " ".join(_d(g) for g in polys)


def _layer(key: str, body: list[str]) -> str:
    """A layer: ``key`` is its id (a plain XML name), its label the layer's name in the chosen language."""
    return (f'<g inkscape:groupmode="layer" inkscape:label={quoteattr(LAYER_NAMES[key])} id="{key}">\n'
            + "".join(body) + "</g>\n")


def _attrs(attrs: dict) -> str:
    return " ".join(f"{k}={quoteattr(v if isinstance(v, str) else _n(v) if isinstance(v, float) else v)}"
                    for k, v in attrs.items() if v is not None)


def _element(tag: str, attrs: dict, title: str) -> str:
    return f"<{tag} {_attrs(attrs)}><title>{escape(title)}</title></{tag}>\n"


def _ruleset(doc, ruleset):
    if ruleset is not None:
        return ruleset
    try:
        from .ruleset import load_ruleset

        return load_ruleset(doc.ruleset)
    except DocumentError:
        return None


def table_svg(doc, ruleset=None) -> str:
    """The table at 1:1, one element per piece, zone and marker, each piece's number and each marker's
    letter drawn as on the setup sheet, and the key below the table."""
    ruleset = _ruleset(doc, ruleset)
    kinds = {k["id"]: k for k in ruleset.terrain_kinds()} if ruleset else {}
    mkinds = {m["id"]: m for m in ruleset.markers()} if ruleset else {}
    sides = doc.sides()
    r = mark_radius(doc)
    pieces, markers = marks(doc)
    zone_colors = [side_colour(sides, z.side) for z in doc.zones.values()]
    key = _Key(doc, ruleset, kinds, mkinds, zone_colors, r)
    height = doc.depth + key.height
    out = [_HEAD.format(w=_n(doc.width), h=_n(height), x0=0, y0=0, vw=_n(doc.width), vh=_n(height),
                        title=escape(doc.name))]
    out.append(_layer("table", [_element("rect", {"id": "table-outline", "x": 0, "y": 0, "width": _n(doc.width),
                                                  "height": _n(doc.depth), "fill": TABLE_COLOUR, "stroke": INK,
                                                  "stroke-width": 2}, doc.name)]))
    body = []
    for i, (z, color) in enumerate(zip(doc.zones.values(), zone_colors), 1):
        body.append(_element("path", {"id": f"zone-{i}", "d": _d(z.polygon), "fill": color, "fill-opacity": 0.15,
                                      "stroke": color, "stroke-width": 2, "stroke-dasharray": "10 6",
                                      "inkscape:label": _zone_name(z)}, _zone_name(z)))
    out.append(_layer("zones", body))
    body = []
    for i, (number, p) in enumerate(pieces, 1):
        kind = kinds.get(p.kind, {})
        kname = kind_name(ruleset, "terrain_kinds", p.kind)
        name = p.label or kname
        body.append(_element("path", {"id": f"piece-{i}", "d": _d(p.footprint), "fill": kind.get("color", PIECE_COLOUR),
                                      "stroke": "#333333", "stroke-width": 1, "inkscape:label": f"{number} {name}",
                                      "data-kind": p.kind}, f"{name} ({kname})"))
    out.append(_layer("terrain", body))
    body = []
    for i, (letter, m) in enumerate(markers, 1):
        info = mkinds.get(m.kind, {})
        name = m.label or kind_name(ruleset, "markers", m.kind)
        color = info.get("color", MARKER_COLOUR)
        g = m.geometry
        common = {"id": f"marker-{i}"}
        label = f"{letter} {name}"
        if isinstance(g, Point):
            body.append(_element("circle", {**common, "cx": _n(g.x), "cy": _n(g.y), "r": MARKER_RADIUS, "fill": color,
                                            "stroke": INK, "stroke-width": 1, "inkscape:label": label}, name))
        elif isinstance(g, LineString):
            body.append(_element("path", {**common, "d": _d(g), "fill": "none", "stroke": color, "stroke-width": 8,
                                          "inkscape:label": label}, name))
        else:
            body.append(_element("path", {**common, "d": _d(g), "fill": color, "fill-opacity": 0.25,
                                          "stroke": color, "stroke-width": 2, "inkscape:label": label}, name))
    out.append(_layer("markers", body))
    out.append(_layer("numbers", [_mark_svg(m, r) for m in place_marks(doc, r)]))
    out.append(_layer("key", key.body()))
    out.append("</svg>\n")
    return "".join(out)


def _zone_name(zone) -> str:
    return zone_name(zone)


# -- numbers and letters on the table, and the key ---------------------------------------------
MARKER_RADIUS = 12.0  # a point marker's circle, mm
MARK_INK, MARK_PAPER, MARKER_PAPER = INK, BADGE_PAPER, MARKER_BADGE_PAPER  # as the setup sheet's badges


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


def _mark_svg(m: PlacedMark, r: float) -> str:
    """One number or letter: a white disc (a pale square for a marker's letter) with the mark in bold
    ink, readable on every terrain colour, and its leader line when it stands outside."""
    cx, cy = m.centre
    parts = [f'<g id="{"number" if not m.marker else "letter"}-{m.element}" class="mark" '
             f'data-for="{m.element}"><title>{escape(m.mark)} {escape(m.name)}</title>']
    if m.leader:
        (x0, y0), (x1, y1) = m.leader
        parts.append(f'<line x1="{_n(x0)}" y1="{_n(y0)}" x2="{_n(x1)}" y2="{_n(y1)}" stroke="{MARK_INK}" '
                     f'stroke-width="{_n(r * 0.1)}"/><circle cx="{_n(x1)}" cy="{_n(y1)}" r="{_n(r * 0.15)}" '
                     f'fill="{MARK_INK}"/>')
    if m.marker:
        s = r * 0.9
        parts.append(f'<rect class="disc" x="{_n(cx - s)}" y="{_n(cy - s)}" width="{_n(2 * s)}" '
                     f'height="{_n(2 * s)}" fill="{MARKER_PAPER}" stroke="{MARK_INK}" stroke-width="{_n(r * 0.1)}"/>')
    else:
        parts.append(f'<circle class="disc" cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(r)}" fill="{MARK_PAPER}" '
                     f'stroke="{MARK_INK}" stroke-width="{_n(r * 0.1)}"/>')
    parts.append(_text(cx, cy, m.mark, _mark_size(m.mark, r), True, "middle"))
    parts.append("</g>\n")
    return "".join(parts)


def _mark_size(mark: str, r: float) -> float:
    return r * (1.15 if len(mark) < 2 else 0.95 if len(mark) < 3 else 0.72)


def _text(x: float, y: float, text: str, size: float, bold: bool, anchor: str) -> str:
    """A line of text whose middle height is at ``y`` (the baseline a third of its size below)."""
    weight = ' font-weight="bold"' if bold else ""
    return (f'<text x="{_n(x)}" y="{_n(y + size * 0.36)}" font-size="{_n(size)}"{weight} text-anchor="{anchor}" '
            f'font-family="DejaVu Sans, sans-serif" fill="{MARK_INK}">{escape(text)}</text>')


def _width(text: str, size: float, bold: bool = False) -> float:
    """About how wide ``text`` is in DejaVu Sans (mm at ``size`` mm): enough to lay out the key."""
    return len(str(text)) * size * (0.66 if bold else 0.6)


class _Key:
    """The key below the table, as the setup sheet's placement table names them: each zone's colour
    and name, each number with its piece's name and kind, each letter with its marker's."""

    def __init__(self, doc, ruleset, kinds, mkinds, zone_colors, r):
        self.doc, self.r = doc, r
        pieces, markers = marks(doc)
        self.rows = []  # (kind of swatch, mark or colour, text)
        for z, color in zip(doc.zones.values(), zone_colors):
            self.rows.append(("zone", color, _zone_name(z)))
        for n, p in pieces:
            kname = kind_name(ruleset, "terrain_kinds", p.kind)
            self.rows.append(("piece", n, f"{p.label} ({kname})" if p.label and p.label != kname else kname))
        for letter, m in markers:
            kname = kind_name(ruleset, "markers", m.kind)
            self.rows.append(("marker", letter, f"{m.label} ({kname})" if m.label and m.label != kname else kname))
        self.size = r * 1.1  # the text, mm
        self.row_h = r * 2.6
        self.heading = msg("svg.key", "Key")
        widest = max((2.6 * r + _width(t, self.size) for _, _, t in self.rows), default=0)
        self.col_w = min(doc.width - 2 * r, widest + 2 * r) if self.rows else 0
        self.cols = max(1, int((doc.width - 2 * r) // self.col_w)) if self.rows else 1
        self.lines = -(-len(self.rows) // self.cols)
        self.top = doc.depth + 1.5 * r
        self.height = 0.0 if not self.rows else 1.5 * r + self.row_h * (self.lines + 1) + r

    def body(self) -> list[str]:
        if not self.rows:
            return []
        r, x0 = self.r, self.r
        out = [_text(x0, self.top + self.row_h / 2, self.heading, self.size * 1.2, True, "start") + "\n"]
        for i, (kind, mark, text) in enumerate(self.rows):
            col, line = divmod(i, self.lines)
            x, y = x0 + col * self.col_w, self.top + self.row_h * (line + 1.5)
            cx = x + r
            if kind == "zone":
                swatch = (f'<rect x="{_n(x)}" y="{_n(y - 0.7 * r)}" width="{_n(2 * r)}" height="{_n(1.4 * r)}" '
                          f'fill={quoteattr(mark)} fill-opacity="0.15" stroke={quoteattr(mark)} '
                          f'stroke-width="{_n(r * 0.12)}" stroke-dasharray="{_n(r * 0.5)} {_n(r * 0.3)}"/>')
            elif kind == "marker":
                s = r * 0.9
                swatch = (f'<rect x="{_n(cx - s)}" y="{_n(y - s)}" width="{_n(2 * s)}" height="{_n(2 * s)}" '
                          f'fill="{MARKER_PAPER}" stroke="{MARK_INK}" stroke-width="{_n(r * 0.1)}"/>'
                          + _text(cx, y, mark, _mark_size(mark, r), True, "middle"))
            else:
                swatch = (f'<circle cx="{_n(cx)}" cy="{_n(y)}" r="{_n(r)}" fill="{MARK_PAPER}" stroke="{MARK_INK}" '
                          f'stroke-width="{_n(r * 0.1)}"/>' + _text(cx, y, mark, _mark_size(mark, r), True, "middle"))
            cls = {"zone": "key-zone", "piece": "key-piece", "marker": "key-marker"}[kind]
            out.append(f'<g class="{cls}">{swatch}{_text(x + 2.6 * r, y, text, self.size, False, "start")}</g>\n')
        return out


# -- campaign map ---------------------------------------------------------------------------
def hex_id(key) -> str:
    """The SVG id of a hex: ``hex-3-m2`` for q=3, r=-2 (an XML name has no minus sign at a number's start)."""
    return "hex-" + "-".join(f"m{-v}" if v < 0 else str(v) for v in key[:2])


@lru_cache(maxsize=None)
def _icon_body(name: str) -> str:
    """The drawing inside one of the map's icons (``resources/icons/NAME.svg``, a 64 x 64 viewBox),
    as plain SVG elements without its title; empty when there is no such icon."""
    from resources import ICONS

    path = ICONS / f"{name}.svg"
    if not path.exists():
        return ""
    root = ET.parse(path).getroot()  # the program's own files, not user input

    def write(el) -> str:
        tag = el.tag.split("}")[-1]
        attrs = " ".join(f"{k.split('}')[-1]}={quoteattr(v)}" for k, v in el.attrib.items())
        inner = "".join(write(c) for c in el)
        return f"<{tag} {attrs}>{escape(el.text or '') if el.text and el.text.strip() else ''}{inner}</{tag}>"

    return "".join(write(c) for c in root if c.tag.split("}")[-1] != "title")


def _icon(name: str, kind: str, x: float, y: float, w: float, title: str) -> str:
    """An icon of width ``w`` with its top-left corner at (x, y), one group marked with what it shows."""
    body = _icon_body(name)
    if not body:
        return ""
    k = w / 64.0
    mark = f' data-construction="{kind}"' if kind != "capital" else ""
    return (f'<g class="{kind}"{mark} transform="translate({_n(x)} {_n(y)}) scale({_n(k)})">'
            f"<title>{escape(title)}</title>{body}</g>\n")


def _glyph(kind: str, s: float, x: float, y: float) -> str:
    """The terrain pattern around (x, y) for a hex of size ``s`` (the style's glyph, as on the printed
    map and the screen), as path data."""
    def p(dx, dy):
        return f"{_n(x + dx * s)},{_n(y + dy * s)}"

    parts = []
    for c in hex_glyph(kind):
        if c[0] == "E":
            r = c[3] * s
            parts.append(f"M{p(c[1] - c[3], c[2])} a{_n(r)},{_n(r)} 0 1 0 {_n(2 * r)},0 a{_n(r)},{_n(r)} 0 1 0 "
                         f"{_n(-2 * r)},0 Z")
        elif c[0] == "Q":
            parts.append(f"Q{p(c[1], c[2])} {p(c[3], c[4])}")
        else:
            parts.append(f"{c[0]}{p(c[1], c[2])}")
    return " ".join(parts)


def _darker(color: str, factor: float) -> str:
    """``color`` darkened as Qt's ``QColor.darker(factor * 100)`` (the printed map's pattern ink)."""
    c = color.lstrip("#")
    if len(c) == 3:
        c = "".join(ch * 2 for ch in c)
    try:
        r, g, b = (int(c[i:i + 2], 16) for i in (0, 2, 4))
    except ValueError:
        return "#555555"
    return "#" + "".join(f"{max(0, min(255, round(v / factor))):02x}" for v in (r, g, b))


def campaign_svg(doc, ruleset=None) -> str:
    """The campaign map at the map's size in millimetres: one group per hex (terrain and pattern, the
    owner's tint, border on the empire's outline and banner, construction icons, the capital's ring
    and crown), hex names on a layer above."""
    from .hexgrid import DIRECTIONS

    ruleset = _ruleset(doc, ruleset)
    terrains = {t["id"]: t for t in (ruleset.value("campaign.terrains", []) or [])} if ruleset else {}
    features = {f["id"]: f for f in (ruleset.value("campaign.features", []) or [])} if ruleset else {}
    grid = doc.grid
    s = grid.size
    keys = sorted(doc.cells)
    if keys:
        pts = [c for k in keys for c in grid.corners(k)]
        x0, y0 = min(p[0] for p in pts), min(p[1] for p in pts)
        x1, y1 = max(p[0] for p in pts), max(p[1] for p in pts)
    else:
        x0 = y0 = 0.0
        x1 = y1 = 10.0
    pad = s * 0.5
    x0, y0, x1, y1 = x0 - pad, y0 - pad, x1 + pad, y1 + pad
    out = [_HEAD.format(w=_n(x1 - x0), h=_n(y1 - y0), x0=_n(x0), y0=_n(y0), vw=_n(x1 - x0), vh=_n(y1 - y0),
                        title=escape(doc.name))]
    # for each neighbour direction, the two corners of the hex's side facing it (for empire borders)
    c0 = grid.center((0, 0))
    corners0 = [(cx - c0[0], cy - c0[1]) for cx, cy in grid.corners((0, 0))]
    mids = [math.atan2((corners0[i][1] + corners0[(i + 1) % 6][1]) / 2,
                       (corners0[i][0] + corners0[(i + 1) % 6][0]) / 2) for i in range(6)]
    sides = []
    for d in DIRECTIONS:
        nx, ny = grid.center(d)
        ang = math.atan2(ny - c0[1], nx - c0[0])
        i = min(range(6), key=lambda n: abs(math.remainder(mids[n] - ang, 2 * math.pi)))
        sides.append((d, i, (i + 1) % 6))
    capital_word = msg("svg.capital", "capital")
    hexes, labels = [], []
    for k in keys:
        cell = doc.cells[k]
        t = terrains.get(cell.terrain, {})
        color = t.get("color", "#dddddd")
        owner = doc.players.get(cell.owner) if cell.owner else None
        built = [f for f in sorted(cell.features)]
        bits = [kind_name(ruleset, "campaign.terrains", cell.terrain)]
        if owner:
            bits.append(owner.name)
        if built:
            bits.append(", ".join(kind_name(ruleset, "campaign.features", f) for f in built))
        if cell.capital:
            bits.append(capital_word)
        title = (cell.name + ": " if cell.name else "") + " / ".join(bits) + f" ({k[0]}, {k[1]})"
        cx, cy = grid.center(k)
        corners = grid.corners(k)
        pts = " ".join(f"{_n(x)},{_n(y)}" for x, y in corners)
        attrs = {"id": hex_id(k), "class": "hex", "inkscape:label": cell.name or f"{k[0]},{k[1]}",
                 "data-q": k[0], "data-r": k[1], "data-terrain": cell.terrain,
                 "data-owner": owner.name if owner else None, "data-owner-color": owner.color if owner else None,
                 "data-constructions": " ".join(built) or None, "data-capital": "true" if cell.capital else None}
        g = [f"<g {_attrs(attrs)}><title>{escape(title)}</title>\n",
             f'<polygon class="terrain" points="{pts}" fill={quoteattr(color)} stroke="#7a7a7a" '
             f'stroke-width="{_n(max(0.25, s * 0.02))}"/>\n']
        kind = glyph_kind(cell.terrain, t)
        glyph = _glyph(kind, s, cx, cy)
        if glyph:
            fill = quoteattr(_darker(color, 1.4)) if filled_glyph(kind) else '"none"'
            g.append(f'<path class="pattern" d="{glyph}" fill={fill} stroke={quoteattr(_darker(color, 1.7))} '
                     f'stroke-width="{_n(s * 0.07)}" stroke-linecap="round" stroke-linejoin="round"/>\n')
        if owner:
            oc = quoteattr(owner.color)
            g.append(f'<polygon class="tint" points="{pts}" fill={oc} fill-opacity="0.235" stroke="none"/>\n')
            inner = [(cx + (x - cx) * 0.93, cy + (y - cy) * 0.93) for x, y in corners]
            edges = []
            for d, i, j in sides:
                nb = doc.cells.get((k[0] + d[0], k[1] + d[1]))
                if nb is None or nb.owner != cell.owner:
                    edges.append(f"M{_n(inner[i][0])},{_n(inner[i][1])} L{_n(inner[j][0])},{_n(inner[j][1])}")
            if edges:
                g.append(f'<path class="border" d="{" ".join(edges)}" fill="none" stroke={oc} '
                         f'stroke-width="{_n(s * 0.12)}" stroke-linecap="butt"/>\n')
            bx, by, h = cx - 0.42 * s, cy - 0.55 * s, s * 0.32
            g.append(f'<g class="banner" data-owner={quoteattr(owner.name)} data-color={oc}>'
                     f'<title>{escape(owner.name)}</title>'
                     f'<line x1="{_n(bx)}" y1="{_n(by)}" x2="{_n(bx)}" y2="{_n(by + h)}" stroke="#1d1d1d" '
                     f'stroke-width="{_n(max(0.2, h * 0.06))}"/>'
                     f'<polygon points="{_n(bx)},{_n(by)} {_n(bx + h * 0.7)},{_n(by + h * 0.2)} {_n(bx)},'
                     f'{_n(by + h * 0.42)}" fill={oc} stroke="#1d1d1d" stroke-width="{_n(max(0.2, h * 0.06))}"/>'
                     f"</g>\n")
        icons = [f for f in CONSTRUCTION_ICONS if cell.has(f)]
        if "city" in icons and "castle" in icons:  # a city hex counts as having a castle: the city shows both
            icons.remove("castle")
        wi = s * (0.8 if len(icons) == 1 else 0.6)
        for i, f in enumerate(icons):
            dx = 0.0 if len(icons) == 1 else (-0.3 * s if i == 0 else 0.3 * s)
            name = features.get(f, {}).get("icon", f)
            g.append(_icon(name, f, cx + dx - wi / 2, cy - wi / 2 - 0.05 * s, wi,
                           kind_name(ruleset, "campaign.features", f)))
        if cell.capital:
            ring = quoteattr(owner.color if owner else "#222222")
            g.append(f'<circle class="capital-ring" cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(0.72 * s)}" fill="none" '
                     f'stroke={ring} stroke-width="{_n(s * 0.1)}"/>\n')
            g.append(_icon("capital", "capital", cx - 0.25 * s, cy - 0.78 * s, 0.5 * s, capital_word))
        g.append("</g>\n")
        hexes.append("".join(g))
        if cell.name:
            size = s * 0.3
            labels.append(f'<text x="{_n(cx)}" y="{_n(cy + s * 0.62)}" font-size="{_n(size)}" font-weight="bold" '
                          f'text-anchor="middle" font-family="DejaVu Sans, sans-serif" fill="#1d1d1d" '
                          f'stroke="#ffffff" stroke-width="{_n(size * 0.18)}" stroke-opacity="0.75" '
                          f'paint-order="stroke">{escape(cell.name)}</text>\n')
    out.append(_layer("hexes", hexes))
    out.append(_layer("names", labels))
    out.append("</svg>\n")
    return "".join(out)


# -- the primitives of model/drawing/primitives.py as SVG ----------------------------------------
#: each hatching as an SVG pattern cell (points): what Qt's brush patterns of the same name show
_HATCH_CELLS = {
    "dots": (3.0, '<rect x="0" y="0" width="0.8" height="0.8"/>'),
    "trees": (2.0, '<rect x="0" y="0" width="0.8" height="0.8"/><rect x="1" y="1" width="0.8" height="0.8"/>'),
    "hatch": (3.0, '<path d="M0,3 L3,0 M-0.75,0.75 L0.75,-0.75 M2.25,3.75 L3.75,2.25" stroke-width="0.5" '
                   'fill="none"/>'),
    "cross": (3.0, '<path d="M0,3 L3,0 M0,0 L3,3" stroke-width="0.5" fill="none"/>'),
}
_DASH = {"solid": None, "dash": "4 2", "dashdot": "4 2 1 2"}


def ink_colour(ink) -> str:
    """An ink's colour as ``#rrggbb``, darkened as the printouts darken it."""
    return ink.colour if ink.darker == 1.0 else _darker(ink.colour, ink.darker)


def _paint_attrs(fill, pen, hatch_id: str | None = None) -> dict:
    out: dict = {"fill": "none"}
    if fill is not None:
        out["fill"] = f"url(#{hatch_id})" if hatch_id else ink_colour(fill)
        if fill.alpha != 255 and not hatch_id:
            out["fill-opacity"] = _n(fill.alpha / 255)
    if pen is not None:
        out.update({"stroke": ink_colour(pen.ink), "stroke-width": _n(pen.width),
                    "stroke-linecap": "butt" if pen.cap == "flat" else pen.cap,
                    "stroke-linejoin": pen.join,
                    "stroke-dasharray": " ".join(_n(float(v) * pen.width) for v in _DASH[pen.dash].split())
                    if _DASH[pen.dash] else None})
        if pen.ink.alpha != 255:
            out["stroke-opacity"] = _n(pen.ink.alpha / 255)
    return out


def _empty(tag: str, attrs: dict) -> str:
    return f"<{tag} {_attrs(attrs)}/>\n"


def _pts(points) -> str:
    return " L".join(f"{_n(x)},{_n(y)}" for x, y in points)


def primitives_svg(items, width: float, height: float, title: str = "") -> str:
    """The primitives ``items`` (points on a page of ``width`` x ``height`` points) as an SVG document,
    drawn in order: the SVG backend of the drawings that ``model/drawing`` describes."""
    from .drawing import primitives as pr

    defs: dict[tuple, str] = {}
    body = []
    for item in items:
        if isinstance(item, pr.Area):
            hatch_id = None
            if item.hatch and item.fill is not None:
                colour = ink_colour(item.fill)
                key = (item.hatch, colour)
                if key not in defs:
                    step, cell = _HATCH_CELLS[item.hatch]
                    defs[key] = (f'<pattern id="hatch-{len(defs) + 1}" patternUnits="userSpaceOnUse" '
                                 f'width="{_n(step)}" height="{_n(step)}" fill="{colour}" stroke="{colour}">'
                                 f'{cell}</pattern>\n')
                hatch_id = f"hatch-{list(defs).index(key) + 1}"
            d = " ".join("M" + _pts(ring) + " Z" for ring in item.rings)
            body.append(_empty("path", {"d": d, "fill-rule": "evenodd", **_paint_attrs(item.fill, item.pen, hatch_id)}))
        elif isinstance(item, pr.Rect):
            x0, y0, x1, y1 = item.box
            body.append(_empty("rect", {"x": float(x0), "y": float(y0), "width": float(x1 - x0),
                                        "height": float(y1 - y0), **_paint_attrs(item.fill, item.pen)}))
        elif isinstance(item, pr.Line):
            body.append(_empty("path", {"d": "M" + _pts((item.start, item.end)), **_paint_attrs(None, item.pen)}))
        elif isinstance(item, pr.Polyline):
            body.append(_empty("path", {"d": "M" + _pts(item.points), **_paint_attrs(None, item.pen)}))
        elif isinstance(item, pr.Circle):
            ry = item.radius if item.radius_y is None else item.radius_y
            body.append(_empty("ellipse", {"cx": float(item.centre[0]), "cy": float(item.centre[1]),
                                           "rx": float(item.radius), "ry": float(ry),
                                           **_paint_attrs(item.fill, item.pen)}))
        elif isinstance(item, pr.Arc):
            (cx, cy), r = item.centre, item.radius
            a0, a1 = math.radians(item.start), math.radians(item.start + item.sweep)
            large = 1 if abs(item.sweep) > 180 else 0
            sweep = 1 if item.sweep > 0 else 0  # clockwise on the page (y down) is SVG's positive sweep
            d = (f"M{_n(cx + r * math.cos(a0))},{_n(cy + r * math.sin(a0))} A{_n(r)},{_n(r)} 0 {large} {sweep} "
                 f"{_n(cx + r * math.cos(a1))},{_n(cy + r * math.sin(a1))}")
            body.append(_empty("path", {"d": d, **_paint_attrs(None, item.pen)}))
        elif isinstance(item, pr.Glyph):
            body.append(_empty("path", {"d": _glyph(item.kind, item.size, *item.centre),
                                        **_paint_attrs(item.fill, item.pen)}))
        elif isinstance(item, pr.DimensionLine):
            colour = ink_colour(item.pen.ink)
            d = " ".join("M" + _pts(seg) for seg in [(item.start, item.end), *item.ticks()])
            body.append('<g class="dimension">' + _empty("path", {"d": d, **_paint_attrs(None, item.pen)})
                        + _empty("circle", {"cx": float(item.end[0]), "cy": float(item.end[1]), "r": float(item.dot),
                                            "fill": colour}) + "</g>\n")
        elif isinstance(item, pr.Text):
            x0, y0, x1, y1 = item.box
            cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
            x, anchor = (cx, "middle") if item.align == "center" else (x0, "start")
            attrs = {"x": float(x), "y": float(cy + 0.35 * item.size), "font-family": "DejaVu Sans",
                     "font-size": float(item.size), "font-weight": "bold" if item.bold else None,
                     "text-anchor": anchor, "fill": ink_colour(item.ink),
                     "transform": f"rotate(-90 {_n(cx)} {_n(cy)})" if item.vertical else None}
            if item.vertical and item.align != "center":
                attrs["x"] = float(cx - (y1 - y0) / 2)
            body.append(f"<text {_attrs(attrs)}>{escape(item.text)}</text>\n")
        else:
            raise TypeError(f"not a drawing primitive: {item!r}")
    head = (f'<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="{SVG_NS}" version="1.1" width="{_n(width)}pt" '
            f'height="{_n(height)}pt" viewBox="0 0 {_n(width)} {_n(height)}">\n<title>{escape(title)}</title>\n')
    return head + ("<defs>\n" + "".join(defs.values()) + "</defs>\n" if defs else "") + "".join(body) + "</svg>\n"
