"""A campaign map's terrain as drawing primitives: each hex in its terrain's colour with a grey
border, and over it the terrain's glyph (trees, peaks, waves, reeds, or the ruleset's pattern) in
the colour darker. Points on the page: the map's origin at ``origin``, ``k`` points per map unit.
The printed map draws the owners, constructions and names over it."""
from __future__ import annotations

from .primitives import Area, Glyph, Ink, Line, Pen, Primitive
from .style import INK, filled_glyph, glyph_kind, hex_glyph

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


#: an owner the map's players do not name
NO_PLAYER_COLOUR = "#222222"


def _facing_sides(doc, corners) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """For each neighbour direction, the two corners (indices) of the hex's side facing it."""
    import math

    from model.hexgrid import DIRECTIONS, Hex

    c0 = doc.grid.center(Hex(0, 0))
    out = []
    for d in DIRECTIONS:
        nx, ny = doc.grid.center(Hex(d[0], d[1]))
        ang = math.atan2(ny - c0[1], nx - c0[0])
        mids = [math.atan2((corners[i][1] + corners[(i + 1) % 6][1]) / 2,
                           (corners[i][0] + corners[(i + 1) % 6][0]) / 2) for i in range(6)]
        i = min(range(6), key=lambda n: abs(math.remainder(mids[n] - ang, 2 * math.pi)))
        out.append((d, (i, (i + 1) % 6)))
    return out


def owners_layer(doc, origin: tuple[float, float], k: float) -> list[Primitive]:
    """Each owned hex tinted in its owner's colour, a border along its empire's outline and a small
    banner on a pole."""
    from model.hexgrid import Hex

    ox, oy = origin
    s = doc.grid.size * k
    c0 = doc.grid.center((0, 0))
    corners = [(cx - c0[0], cy - c0[1]) for cx, cy in doc.grid.corners((0, 0))]
    shape = [(px * k, py * k) for px, py in corners]
    sides = _facing_sides(doc, corners)
    players = {p.id: p.color for p in doc.players.values()}
    out: list[Primitive] = []
    for key, cell in doc.cells.items():
        if cell.owner is None:
            continue
        colour = players.get(cell.owner, NO_PLAYER_COLOUR)
        cx, cy = doc.grid.center(key)
        x, y = ox + cx * k, oy + cy * k
        out.append(Area((tuple((px + x, py + y) for px, py in shape),), fill=Ink(colour, 60)))
        border = Pen(Ink(colour), s * 0.12, cap="flat", join="miter")
        pts = [(x + px * 0.93, y + py * 0.93) for px, py in shape]
        for d, (i, j) in sides:
            nb = doc.cells.get(Hex(key[0] + d[0], key[1] + d[1]))
            if nb is None or nb.owner != cell.owner:
                out.append(Line(pts[i], pts[j], border))
        out += banner(x - 0.42 * s, y - 0.55 * s, s * 0.32, colour)
    return out


def banner(x: float, y: float, h: float, colour: str) -> list[Primitive]:
    """A small banner on a pole in the owner's colour, the pole's top at (x, y), ``h`` high."""
    pole = Pen(Ink(INK), max(0.2, h * 0.06))
    return [Line((x, y), (x, y + h), pole),
            Area((((x, y), (x + h * 0.7, y + h * 0.2), (x, y + h * 0.42)),), fill=Ink(colour), pen=pole)]
