"""A setup sheet's plan as drawing primitives: the table, its grid, the deployment zones, the pieces
(colour, hatching, walls, an outline that says how much they block), the markers, then the frame,
the dimension lines, the rotation arcs and every label, all where ``sheet_layout.plan_layout`` put
them. A backend draws :func:`plan_below`, whatever it lays over the table (the printout's sight
overlays), then :func:`plan_above`.
"""
from __future__ import annotations

import math

from model.table import TableDocument

from .primitives import Arc, Area, DimensionLine, Ink, Line, Pen, Primitive, Rect, Text
from .sheet_layout import Label, PlanLayout, grid_step, length_text
from .style import DIMENSION, GREY, INK
from .table import PLAN, TableLook, badge, frame, leader, table_layers, zone_ink

DIM_PEN = Pen(Ink(DIMENSION), 0.45)


def plan_below(doc: TableDocument, ruleset, layout: PlanLayout) -> list[Primitive]:
    """The table, its grid, the zones, the pieces and the markers (``table.py``'s description as
    the plan shows it)."""
    layers = table_layers(TableLook(doc, ruleset), PLAN, layout.to_page, layout.table_rect, layout.k,
                          layers=("table", "zones", "terrain", "markers"))
    return [item for items in layers.values() for item in items]


def plan_above(doc: TableDocument, layout: PlanLayout) -> list[Primitive]:
    """The table's frame, the dimension lines, the rotation arcs and every label."""
    out: list[Primitive] = frame(PLAN, layout.table_rect)
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
        out: list[Primitive] = leader(*lab.leader, 0.5, 0.8, dot_edge=0.5) if lab.leader else []
        return out + badge(lab.text, lab.rect, 0.6, 7 if len(lab.text) < 2 else 6, text_box=(x0 - 2, y0, x1 + 2, y1))
    out = []
    if lab.kind == "dimension":
        out.append(Rect(lab.rect, fill=Ink("#ffffff", 215)))
        ink = Ink(DIMENSION)
    elif lab.kind == "zone":
        ink = zone_ink(sides, int(lab.owner) if lab.owner.isdigit() else 0)
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
