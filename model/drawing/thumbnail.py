"""A table's small picture (the event's rounds grid, the generator's results) as drawing primitives:
zones, then pieces in their kinds' colours, then objectives, ``k`` pixels per millimetre, no text."""
from __future__ import annotations

from .primitives import Area, Circle, Ink, Pen, Primitive, Rect, rings_of
from .style import INK, MARKER_COLOUR, PIECE_COLOUR, TABLE_COLOUR, side_colour


def thumbnail(doc, ruleset, k: float) -> list[Primitive]:
    """The table ``doc`` at ``k`` pixels per millimetre, its top-left corner at (0, 0)."""

    def to_pixels(x: float, y: float) -> tuple[float, float]:
        return x * k, y * k

    out: list[Primitive] = []
    sides = doc.sides()
    for zone in doc.zones.values():
        out.append(Area(rings_of(zone.polygon, to_pixels), fill=Ink(side_colour(sides, zone.side), 70)))
    kinds = {t["id"]: t for t in ruleset.terrain_kinds()} if ruleset else {}
    for piece in doc.pieces.values():
        colour = kinds.get(piece.kind, {}).get("color", PIECE_COLOUR)
        out.append(Area(rings_of(piece.footprint, to_pixels), fill=Ink(colour), pen=Pen(Ink(colour, darker=1.6), 1.0)))
    for marker in doc.markers.values():
        c = marker.geometry.centroid
        out.append(Circle(to_pixels(c.x, c.y), 2.5, fill=Ink(MARKER_COLOUR), pen=Pen(Ink(INK), 0.8)))
    out.append(Rect((0.0, 0.0, doc.width * k - 1, doc.depth * k - 1), pen=Pen(Ink(INK), 1.0)))
    return out


def thumbnail_on_cloth(doc, ruleset, k: float) -> list[Primitive]:
    """:func:`thumbnail` over the table's cloth in the plans' colour: a picture standing on its own
    (the start-up picture of a table), not on a host's ground."""
    return [Rect((0.0, 0.0, doc.width * k, doc.depth * k), fill=Ink(TABLE_COLOUR)), *thumbnail(doc, ruleset, k)]
