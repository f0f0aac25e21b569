"""A setup sheet's plan as drawing primitives: the table, its grid, the deployment zones, the pieces
(colour, hatching, walls, an outline that says how much they block), the markers, then the frame,
the dimension lines, the rotation arcs and every label, all where ``sheet_layout.plan_layout`` put
them. A backend draws :func:`plan_below`, whatever it lays over the table (the printout's sight
overlays), then :func:`plan_above`.
"""
from __future__ import annotations

import math

from shapely.geometry import LineString, Point

from model.table import TableDocument, resolve_terrain

from .primitives import Arc, Area, Circle, DimensionLine, Ink, Line, Pen, Polyline, Primitive, Rect, Text, rings_of
from .sheet_layout import Label, PlanLayout, grid_step, length_text
from .style import (BADGE_PAPER, DIMENSION, GREY, INK, MARKER_BADGE_PAPER, MARKER_COLOUR, PIECE_COLOUR, TABLE_COLOUR,
                    side_colour)

#: the hatchings a terrain kind's pattern draws over its colour, in the colour 1.6 times darker
HATCHED = ("dots", "hatch", "cross", "trees")
GRID = Ink("#3c5032", 60)
DIM_PEN = Pen(Ink(DIMENSION), 0.45)


def plan_below(doc: TableDocument, ruleset, layout: PlanLayout) -> list[Primitive]:
    """The table, its grid, the zones, the pieces and the markers."""
    out: list[Primitive] = []
    lay = layout
    x0, y0, x1, y1 = lay.table_rect
    out.append(Rect(lay.table_rect, fill=Ink(TABLE_COLOUR)))
    step = grid_step(doc)
    grid = Pen(GRID, 0.4)
    j = 1
    while j * step < doc.width - 1e-6:
        x = x0 + j * step * lay.k
        out += [Line((x, y0), (x, y1), grid), Line((x, y0 - 2.5), (x, y0), grid)]
        j += 1
    j = 1
    while j * step < doc.depth - 1e-6:
        y = y0 + j * step * lay.k
        out.append(Line((x0, y), (x1, y), grid))
        j += 1
    sides = doc.sides()
    for zone in doc.zones.values():
        colour = side_colour(sides, zone.side)
        out.append(Area(rings_of(zone.polygon, lay.to_page), fill=Ink(colour, 38), pen=Pen(Ink(colour), 0.9, "dash")))
    kinds = {t["id"]: t for t in ruleset.terrain_kinds()} if ruleset else {}
    for piece in doc.pieces.values():
        kind = kinds.get(piece.kind, {})
        colour = kind.get("color", PIECE_COLOUR)
        rings = rings_of(piece.footprint, lay.to_page)
        out.append(Area(rings, fill=Ink(colour)))
        pattern = kind.get("pattern", "solid")
        if pattern in HATCHED:
            out.append(Area(rings, fill=Ink(colour, darker=1.6), hatch=pattern))
        for wall in piece.walls:
            out.append(Area(rings_of(wall, lay.to_page), fill=Ink(colour, darker=2.2)))
        blocking = resolve_terrain(piece, ruleset).blocking if ruleset else (piece.blocking or "none")
        out.append(Area(rings, pen=Pen(Ink(colour, darker=2.2), 1.1 if blocking == "full" else 0.6,
                                       "dash" if blocking == "none" else "solid")))
    mkinds = {mk["id"]: mk for mk in ruleset.markers()} if ruleset else {}
    for marker in doc.markers.values():
        colour = mkinds.get(marker.kind, {}).get("color", MARKER_COLOUR)
        g = marker.geometry
        if isinstance(g, Point):
            out.append(Circle(lay.to_page(g.x, g.y), 3.5, fill=Ink(colour), pen=Pen(Ink(INK), 0.8)))
        elif isinstance(g, LineString):
            out.append(Polyline(tuple(lay.to_page(*p) for p in g.coords), Pen(Ink(colour), 3, cap="flat")))
        else:
            out.append(Area(rings_of(g, lay.to_page), pen=Pen(Ink(colour, darker=1.4), 1.2, "dashdot")))
    return out


def plan_above(doc: TableDocument, layout: PlanLayout) -> list[Primitive]:
    """The table's frame, the dimension lines, the rotation arcs and every label."""
    out: list[Primitive] = [Rect(layout.table_rect, pen=Pen(Ink(INK), 1.2))]
    out += [DimensionLine(d.start, d.end, DIM_PEN) for d in layout.dimensions]
    out += rotation_arcs(layout)
    sides = doc.sides()
    for lab in layout.labels:
        out += label(lab, sides)
    return out


def rotation_arcs(layout: PlanLayout) -> list[Primitive]:
    """Each turned piece's rotation where it turns: a short dashed line square to the edges, the
    piece's long direction, and an arc with an arrow from the one to the other (the sense the
    placement table says: "25° clockwise")."""
    out: list[Primitive] = []
    for p in layout.placements:
        if p.is_marker or p.told is None or p.told.kind == "circle":
            continue
        deg = p.told.rotation if p.told.kind == "oval" else p.rotation_deg
        if abs(deg) < 0.05:
            continue
        c = p.shape.centroid
        cx, cy = layout.to_page(c.x, c.y)
        r = 9.0
        a = math.radians(deg)
        out.append(Line((cx, cy), (cx + r + 3, cy), Pen(Ink(DIMENSION), 0.5, "dash")))
        out.append(Line((cx, cy), (cx + (r + 3) * math.cos(a), cy + (r + 3) * math.sin(a)), Pen(Ink(DIMENSION), 0.5)))
        out.append(Arc((cx, cy), r, 0.0, deg, Pen(Ink(DIMENSION), 0.5)))
        ex, ey = cx + r * math.cos(a), cy + r * math.sin(a)
        sense = 1 if deg > 0 else -1
        tx, ty = -math.sin(a) * sense, math.cos(a) * sense  # along the arc
        nx, ny = math.cos(a), math.sin(a)
        head = ((ex, ey), (ex - 2.2 * tx + 1.1 * nx, ey - 2.2 * ty + 1.1 * ny),
                (ex - 2.2 * tx - 1.1 * nx, ey - 2.2 * ty - 1.1 * ny))
        out.append(Area((head,), fill=Ink(DIMENSION), pen=Pen(Ink(DIMENSION), 0.5)))
    return out


def label(lab: Label, sides) -> list[Primitive]:
    """A label box of the layout as drawn: a numbered badge (a circle; a lettered one, a square) with
    its leader, a dimension's value on a white ground, a zone's name in its side's colour, or grey
    rulers and edge names."""
    x0, y0, x1, y1 = lab.rect
    if lab.kind == "badge":
        out: list[Primitive] = []
        marker = not lab.text.isdigit()
        if lab.leader:
            out.append(Line(lab.leader[0], lab.leader[1], Pen(Ink(INK), 0.5)))
            out.append(Circle(lab.leader[1], 0.8, fill=Ink(INK), pen=Pen(Ink(INK), 0.5)))
        pen = Pen(Ink(INK), 0.6)
        fill = Ink(MARKER_BADGE_PAPER) if marker else Ink(BADGE_PAPER)
        if marker:
            out.append(Rect(lab.rect, fill=fill, pen=pen))
        else:
            out.append(Circle(((x0 + x1) / 2, (y0 + y1) / 2), (x1 - x0) / 2, fill=fill, pen=pen,
                              radius_y=(y1 - y0) / 2))
        out.append(Text(lab.text, (x0 - 2, y0, x1 + 2, y1), 7 if len(lab.text) < 2 else 6, Ink(INK), bold=True))
        return out
    out = []
    if lab.kind == "dimension":
        out.append(Rect(lab.rect, fill=Ink("#ffffff", 215)))
        ink = Ink(DIMENSION)
    elif lab.kind == "zone":
        i = int(lab.owner) if lab.owner.isdigit() else 0
        ink = Ink(side_colour(sides, sides[i]), darker=1.3) if sides and i < len(sides) else Ink(GREY)
    else:
        ink = Ink(GREY)
    out.append(Text(lab.text, lab.rect, lab.size, ink, bold=lab.kind in ("zone", "edge"), vertical=lab.vertical))
    return out



def scale_bar(doc: TableDocument, layout: PlanLayout, x: float, y: float, caption: str) -> list[Primitive]:
    """The plan's scale bar at (x, y): two grid steps, one black and one white, numbered at 0, one
    and two steps in the table's unit, and ``caption`` (the scale in words) after it."""
    step = grid_step(doc) * layout.k
    pen = Pen(Ink(INK), 0.6)
    out: list[Primitive] = [Rect((x + i * step, y, x + (i + 1) * step, y + 3.5), fill=Ink("#ffffff" if i else INK), pen=pen)
                            for i in range(2)]
    out += [Text(length_text(i * grid_step(doc), doc), (x + i * step - 20, y + 4, x + i * step + 20, y + 13), 6.5,
                 Ink(INK)) for i in range(3)]
    out.append(Text(caption, (x + 2 * step + 16, y - 2, x + 2 * step + 336, y + 10), 7.5, Ink(INK), bold=True,
                    align="left"))
    return out
