"""Colours and glyphs shared by every drawing of a table or a campaign map.

Glyphs are drawing commands around (0, 0) in units of the hex's size (centre to corner):
``("M", x, y)`` move, ``("L", x, y)`` line, ``("Q", cx, cy, x, y)`` quadratic curve and
``("E", x, y, r)`` a circle; a backend scales them by the hex's size on its surface.
"""
from __future__ import annotations

#: each side's colour, in the order of the table's sides (zones, thumbnails, the plan, the SVG)
SIDE_COLOURS = ("#2f6fd0", "#d0442f", "#2e9e5b", "#8e63c7", "#d68910", "#16a2a2")
#: a zone whose side is not among the table's sides
NO_SIDE_COLOUR = "#777777"
#: the printouts' ink, their grey (rulers, edge names, notes) and their dimension lines' blue
INK = "#1d1d1d"
GREY = "#55606a"
DIMENSION = "#1565c0"
#: the table's cloth on a plan; a piece or a marker whose kind gives no colour
TABLE_COLOUR = "#f3f6ee"
PIECE_COLOUR = "#9e9e9e"
MARKER_COLOUR = "#e0a800"
#: the ground of a piece's numbered badge and of a marker's lettered one
BADGE_PAPER, MARKER_BADGE_PAPER = "#ffffff", "#fff3c4"


def side_colour(sides, side) -> str:
    """The colour of ``side`` among the table's ``sides`` (in their order)."""
    sides = list(sides)
    return SIDE_COLOURS[sides.index(side) % len(SIDE_COLOURS)] if side in sides else NO_SIDE_COLOUR


#: terrains drawn with their own glyph whatever their ruleset's pattern
OWN_GLYPH = ("forest", "mountain", "river", "swamp", "coast", "hills")


def glyph_kind(terrain: str, info: dict | None) -> str:
    """The glyph drawn over a terrain's colour: named after the terrain when it is a familiar one
    (trees for forest, peaks for mountains...), else after the ruleset's pattern."""
    if terrain in OWN_GLYPH:
        return terrain
    return (info or {}).get("pattern", "solid")


def filled_glyph(kind: str) -> bool:
    """Whether the glyph's shapes are filled (trees) rather than only stroked."""
    return kind in ("forest", "trees")


def hex_glyph(kind: str) -> list[tuple]:
    """The pattern glyph of ``kind`` around (0, 0) for a hex of size 1 (empty for a plain terrain)."""
    out: list[tuple] = []
    if kind in ("forest", "trees"):
        for dx, dy in ((-0.35, 0.05), (0.3, 0.1), (0.0, -0.35), (-0.05, 0.42)):
            out.append(("E", dx, dy, 0.17))
    elif kind in ("mountain", "cross"):
        for dx, h in ((-0.3, 0.55), (0.25, 0.7)):
            out += [("M", dx - 0.3, 0.35), ("L", dx, 0.35 - h), ("L", dx + 0.3, 0.35)]
    elif kind in ("river", "coast", "hatch"):
        for y in ((-0.2, 0.2) if kind != "river" else (-0.12, 0.18)):
            out.append(("M", -0.6, y))
            for i in range(4):
                x0 = -0.6 + 0.3 * i
                out.append(("Q", x0 + 0.075, y - 0.12, x0 + 0.15, y))
                out.append(("Q", x0 + 0.225, y + 0.12, x0 + 0.3, y))
    elif kind in ("swamp", "dots"):
        for dx, dy in ((-0.35, -0.2), (0.2, -0.3), (-0.1, 0.2), (0.35, 0.25), (-0.45, 0.35)):
            out += [("M", dx - 0.12, dy), ("L", dx + 0.12, dy), ("M", dx, dy - 0.1), ("L", dx, dy)]
    return out

#: points per millimetre (the printouts' page unit)
MM = 72.0 / 25.4

#: the line-of-sight overlays over a table: a sight line by how clear it is, the region seen from
#: the eye, the widest clear lane between the zones (and the line across it giving its width), the
#: cover a position gets
SIGHT_LINE_COLOURS = {"total": "#2e9e5b", "partial": "#e69a19", "none": "#c0392b", "no-shot": "#6a1b9a"}
SEEN_COLOUR = SIGHT_LINE_COLOURS["total"]
LANE_COLOUR, LANE_WIDTH_COLOUR = "#7b1fa2", "#4a148c"
COVER_COLOUR = "#1b5e20"
#: the exposure heatmap's ends: a spot seen by few, a spot seen by all
EXPOSURE_LOW, EXPOSURE_HIGH = "#2e86c1", "#c0392b"


def rgb(colour: str) -> tuple[int, int, int]:
    """A ``#rrggbb`` colour's red, green and blue (0-255)."""
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)
