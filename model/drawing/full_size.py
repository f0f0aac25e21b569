"""The table at 1:1 as drawing primitives, for the tiled print and a piece's template: the table's
cloth and grid, the zones, each piece in a light tint with its walls, its name (and number) and its
size, the markers, the frame; or a template's one piece with its cut line. Points on the page,
with the table's origin at ``origin``; ``visible`` is the part of the table on the sheet (mm), so
that every sheet names the pieces it shows.
"""
from __future__ import annotations

from shapely.geometry import LineString, Point, Polygon, box

from model.display import kind_name

from .primitives import Area, Circle, Ink, Line, Pen, Polyline, Primitive, Rect, Text, rings_of
from .sheet_layout import grid_step, length_text, placements
from .style import GREY, INK, MARKER_COLOUR, MM, PIECE_COLOUR, side_colour

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
