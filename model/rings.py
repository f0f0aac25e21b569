"""How a polygon's ring is held in a file: one rule shared by the file form
(:func:`model.geometry.polygon_to_rings`) and the limits that count corners as a file holds them
(:mod:`model.limits`). No imports, so that both can use it."""

from __future__ import annotations

from typing import Sequence


def drops_closing_point(pts: Sequence) -> bool:
    """Whether the file form leaves out a ring's last point.

    The closing point is left out, unless the ring repeats its first point just before it:
    reading ``[a, b, c, a]`` closes it again to the same ring, while dropping the closing point of
    ``a, b, c, a, a`` would lose one more point on every save and open."""
    n = len(pts)
    return n > 1 and pts[0] == pts[-1] and not (n > 2 and pts[-2] == pts[0])


def held_points(pts: Sequence) -> int:
    """How many points of a ring the file form holds."""
    return len(pts) - 1 if drops_closing_point(pts) else len(pts)
