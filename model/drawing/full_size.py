"""The table at 1:1 as drawing primitives, for the tiled print and a piece's template: the table's
cloth and grid, the zones, each piece in a light tint with its walls, its name (and number) and its
size, the markers, the frame; or a template's one piece with its cut line. Points on the page,
with the table's origin at ``origin``; ``visible`` is the part of the table on the sheet (mm), so
that every sheet names the pieces it shows.
"""
from __future__ import annotations

from shapely.geometry import LineString, Point, Polygon, box

from model.display import kind_name

from .primitives import Area, Circle, Group, Ink, Line, Pen, Polyline, Primitive, Rect, Text, rings_of
from .sheet_layout import grid_step, length_text, placements
from .style import GREY, INK, MARKER_COLOUR, MM, PIECE_COLOUR, TABLE_COLOUR, side_colour

CLOTH = "#fbfcf8"
GRID = Ink("#3c5032", 70)


def label_point(shape: Polygon, visible: tuple[float, float, float, float] | None = None) -> Point:
    """Where a piece's name goes on a sheet showing ``visible`` (table mm): inside the largest part of
    the piece on the sheet, so that every sheet names the pieces it shows."""
    if visible is not None:
        for seen in (box(*visible).buffer(-8), box(*visible)):  # clear of the sheet's edge when it can be
            part = shape.intersection(seen)
            parts = [g for g in getattr(part, "geoms", [part]) if isinstance(g, Polygon) and g.area > 0]
            if parts:
                return max(parts, key=lambda g: g.area).representative_point()
    return shape.representative_point()


def full_size(doc, ruleset, origin: tuple[float, float], visible=None, subject=None) -> list[Primitive]:
    """The table at 1:1 (or ``subject``, a piece, alone) with the table's origin at ``origin`` points."""
    ox, oy = origin

    def to_page(x: float, y: float) -> tuple[float, float]:
        return ox + x * MM, oy + y * MM

    out: list[Primitive] = []
    frame = (ox, oy, ox + doc.width * MM, oy + doc.depth * MM)
    if subject is None:
        out.append(Rect(frame, fill=Ink(CLOTH)))
        step = grid_step(doc)
        grid = Pen(GRID, 0.4)
        j = 1
        while j * step < doc.width - 1e-6:
            x = ox + j * step * MM
            out.append(Line((x, oy), (x, frame[3]), grid))
            j += 1
        j = 1
        while j * step < doc.depth - 1e-6:
            y = oy + j * step * MM
            out.append(Line((ox, y), (frame[2], y), grid))
            j += 1
        sides = doc.sides()
        for zone in doc.zones.values():
            colour = side_colour(sides, zone.side)
            out.append(Area(rings_of(zone.polygon, to_page), fill=Ink(colour, 25), pen=Pen(Ink(colour), 1.0, "dash")))
    kinds = {t["id"]: t for t in ruleset.terrain_kinds()} if ruleset else {}
    numbers = {id(pl.shape): pl.number for pl in placements(doc, ruleset) if pl.shape is not None}
    for piece in [subject] if subject is not None else list(doc.pieces.values()):
        colour = kinds.get(piece.kind, {}).get("color", PIECE_COLOUR)
        outline = Pen(Ink(colour, darker=2.0), 1.0)
        rings = rings_of(piece.footprint, to_page)
        out.append(Area(rings, fill=Ink(colour, 70 if subject is None else 30), pen=outline))
        for wall in piece.walls:
            out.append(Area(rings_of(wall, to_page), fill=Ink(colour, darker=1.5), pen=outline))
        c = label_point(piece.footprint, visible)
        n = numbers.get(id(piece.footprint), "")
        name = piece.label or kind_name(ruleset, "terrain_kinds", piece.kind)
        x, y = to_page(c.x, c.y)
        out.append(Text(f"{n}. {name}" if n and subject is None else name, (x - 150, y - 7, x + 150, y + 5), 9,
                        Ink(INK), bold=True))
        minx, miny, maxx, maxy = piece.footprint.bounds
        out.append(Text(f"{length_text(maxx - minx, doc)} x {length_text(maxy - miny, doc)}",
                        (x - 150, y + 5, x + 150, y + 15), 7.5, Ink(GREY)))
        if subject is not None:  # a cut line: the outline, solid and thick
            out.append(Area(rings, pen=Pen(Ink(INK), 1.2)))
    if subject is None:
        mkinds = {mk["id"]: mk for mk in ruleset.markers()} if ruleset else {}
        for marker in doc.markers.values():
            colour = mkinds.get(marker.kind, {}).get("color", MARKER_COLOUR)
            pen = Pen(Ink(colour, darker=1.5), 1.2, "dashdot")
            g = marker.geometry
            if isinstance(g, Point):
                px, py = to_page(g.x, g.y)
                out += [Circle((px, py), 6, pen=pen), Line((px - 9, py), (px + 9, py), pen),
                        Line((px, py - 9), (px, py + 9), pen)]
            elif isinstance(g, LineString):
                out.append(Polyline(tuple(to_page(x, y) for x, y in g.coords), pen))
            else:
                out.append(Area(rings_of(g, to_page), pen=pen))
        out.append(Rect(frame, pen=Pen(Ink(INK), 1.5)))
    return out


#: the trim lines and crosshairs of a print in overlapping sheets
TRIM = "#b71c1c"


def overlap_marks(to_page, extent: tuple[float, float, float, float], xs: list[float], ys: list[float],
                  gap: float) -> list[Primitive]:
    """Trim lines at ``xs`` and ``ys`` (the middles of the overlaps) across ``extent`` and crosshairs
    along them every ``gap`` and where they meet, drawn the same on both sheets of an overlap so the
    sheets are laid with their crosshairs on each other. ``to_page(x, y)`` gives the page point."""
    x0, y0, x1, y1 = extent
    pen = Pen(Ink(TRIM), 0.5, "dash")
    out: list[Primitive] = []
    for x in xs:
        out.append(Line(to_page(x, y0), to_page(x, y1), pen))
        out += [m for y in _along(y0, y1, ys, gap) for m in _cross(*to_page(x, y))]
    for y in ys:
        out.append(Line(to_page(x0, y), to_page(x1, y), pen))
        out += [m for x in _along(x0, x1, xs, gap) for m in _cross(*to_page(x, y))]
    return out


def _along(a: float, b: float, crossings: list[float], gap: float) -> list[float]:
    n = max(1, int((b - a) // gap))
    return sorted(set([a + (b - a) * (i + 0.5) / n for i in range(n)] + crossings))


def _cross(x: float, y: float) -> list[Primitive]:
    pen = Pen(Ink(TRIM), 0.6)
    return [Circle((x, y), 4, pen=pen), Line((x - 7, y), (x + 7, y), pen), Line((x, y - 7), (x, y + 7), pen)]


def assembly(doc, ruleset, region, sheets: list[tuple[float, float, float, float]], origin, k: float,
             subject=None) -> list[Primitive]:
    """How the sheets of a 1:1 print fit: the printed ``region`` (table mm) at ``k`` points per mm with
    the table's origin at ``origin``, its pieces (or the template's one piece, outlined) in a light
    tint inside it, its frame, and each sheet's rectangle (``sheets``, table mm) dashed."""
    ox, oy = origin
    x0, y0, x1, y1 = region
    frame = (ox + x0 * k, oy + y0 * k, ox + x1 * k, oy + y1 * k)
    kinds = {t["id"]: t for t in ruleset.terrain_kinds()} if ruleset else {}
    pieces = []
    for piece in [subject] if subject is not None else doc.pieces.values():
        colour = kinds.get(piece.kind, {}).get("color", PIECE_COLOUR)
        ring = tuple((ox + x * k, oy + y * k) for x, y in piece.footprint.exterior.coords)
        pieces.append(Area((ring,), fill=Ink(colour, 120), pen=None if subject is None else Pen(Ink(INK), 0.8)))
    out: list[Primitive] = [Rect(frame, fill=Ink(TABLE_COLOUR)), Group(tuple(pieces), clip=frame),
                            Rect(frame, pen=Pen(Ink(INK), 1.2))]
    out += [Rect((ox + sx0 * k, oy + sy0 * k, ox + sx1 * k, oy + sy1 * k), pen=Pen(Ink(TRIM), 0.8, "dash"))
            for sx0, sy0, sx1, sy1 in sheets]
    return out
