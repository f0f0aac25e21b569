"""The table at 1:1 as drawing primitives, for the tiled print and a piece's template: the table's
cloth and grid, the zones, each piece in a light tint with its walls, its name (and number) and its
size, the markers, the frame; or a template's one piece with its cut line. Points on the page,
with the table's origin at ``origin``; ``visible`` is the part of the table on the sheet (mm), so
that every sheet names the pieces it shows.
"""
from __future__ import annotations

from shapely.geometry import Point, Polygon, box

from .primitives import Area, Circle, Group, Ink, Line, Pen, Primitive, Rect, Text, rings_of
from .sheet_layout import length_text
from .style import GREY, INK, MM
from .table import ASSEMBLY, ASSEMBLY_TEMPLATE, CUT_LINE, FULL_SIZE, TEMPLATE, TableLook, frame, table_layers


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
    """The table at 1:1 (or ``subject``, a piece, alone) with the table's origin at ``origin`` points:
    ``table.py``'s description as the 1:1 print (or the template) shows it, each piece named."""
    ox, oy = origin

    def to_page(x: float, y: float) -> tuple[float, float]:
        return ox + x * MM, oy + y * MM

    def caption(p, to_page) -> list[Primitive]:
        """The piece's number and name, and its size, inside the part of it on this sheet."""
        c = label_point(p.piece.footprint, visible)
        x, y = to_page(c.x, c.y)
        minx, miny, maxx, maxy = p.piece.footprint.bounds
        out: list[Primitive] = [
            Text(f"{p.number}. {p.name}" if subject is None else p.name, (x - 150, y - 7, x + 150, y + 5), 9, Ink(INK),
                 bold=True),
            Text(f"{length_text(maxx - minx, doc)} x {length_text(maxy - miny, doc)}", (x - 150, y + 5, x + 150, y + 15),
                 7.5, Ink(GREY))]
        if subject is not None:  # a cut line: the outline, solid and thick
            out.append(Area(rings_of(p.piece.footprint, to_page), pen=CUT_LINE.pen(Ink(INK))))
        return out

    box_ = (ox, oy, ox + doc.width * MM, oy + doc.depth * MM)
    layers = table_layers(TableLook(doc, ruleset), FULL_SIZE if subject is None else TEMPLATE, to_page, box_, MM,
                          subject=subject, caption=caption)
    return [item for items in layers.values() for item in items]


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
    region_box = (ox + x0 * k, oy + y0 * k, ox + x1 * k, oy + y1 * k)

    def to_page(x: float, y: float) -> tuple[float, float]:
        return ox + x * k, oy + y * k

    look, treat = TableLook(doc, ruleset), ASSEMBLY if subject is None else ASSEMBLY_TEMPLATE
    cloth = table_layers(look, treat, to_page, region_box, k, layers=("table",))["table"]
    pieces = table_layers(look, treat, to_page, region_box, k, layers=("terrain",), subject=subject)["terrain"]
    out: list[Primitive] = [*cloth, Group(tuple(pieces), clip=region_box), *frame(treat, region_box)]
    out += [Rect((ox + sx0 * k, oy + sy0 * k, ox + sx1 * k, oy + sy1 * k), pen=Pen(Ink(TRIM), 0.8, "dash"))
            for sx0, sy0, sx1, sy1 in sheets]
    return out
