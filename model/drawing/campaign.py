"""A campaign map's terrain as drawing primitives: each hex in its terrain's colour with a grey
border, and over it the terrain's glyph (trees, peaks, waves, reeds, or the ruleset's pattern) in
the colour darker. Points on the page: the map's origin at ``origin``, ``k`` points per map unit.
The printed map draws the owners, constructions and names over it."""
from __future__ import annotations

from .primitives import Area, Glyph, Ink, Pen, Primitive
from .style import filled_glyph, glyph_kind, hex_glyph

#: a hex's border, and a terrain the ruleset gives no colour
HEX_BORDER = "#7a7a7a"
NO_TERRAIN_COLOUR = "#dddddd"


def terrain_layer(doc, terrains: dict, origin: tuple[float, float], k: float) -> list[Primitive]:
    """Every hex of ``doc`` filled with its terrain (``terrains``: the ruleset's by id) and its glyph."""
    ox, oy = origin
    s = doc.grid.size * k
    c0 = doc.grid.center((0, 0))
    corners = [((cx - c0[0]) * k, (cy - c0[1]) * k) for cx, cy in doc.grid.corners((0, 0))]
    border = Pen(Ink(HEX_BORDER), max(0.25, s * 0.02))
    out: list[Primitive] = []
    for key, cell in doc.cells.items():
        cx, cy = doc.grid.center(key)
        x, y = ox + cx * k, oy + cy * k
        t = terrains.get(cell.terrain, {})
        colour = t.get("color", NO_TERRAIN_COLOUR)
        out.append(Area((tuple((px + x, py + y) for px, py in corners),), fill=Ink(colour), pen=border))
        kind = glyph_kind(cell.terrain, t)
        if hex_glyph(kind):
            out.append(Glyph(kind, (x, y), s, Pen(Ink(colour, darker=1.7), s * 0.07, cap="round", join="round"),
                             Ink(colour, darker=1.4) if filled_glyph(kind) else None))
    return out
