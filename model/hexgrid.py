"""Hex maths in one place: axial coordinates inside, offset coordinates only at the edges.

Axial ``(q, r)`` with cube ``s = -q - r`` (see Red Blob Games' hex guide). A grid
has an orientation (``"pointy"`` top or ``"flat"`` top) and a size: the distance
from a hex's centre to its corners, in millimetres.
"""
from __future__ import annotations

import functools
import math
from typing import Iterable, Iterator, NamedTuple

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # numpy loads when a grid's arrays are first used, shapely when a hex's shape is first asked for
    import numpy as np
    from shapely.geometry import Polygon


class Hex(NamedTuple):
    """A hex in axial coordinates."""

    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def __add__(self, other):  # type: ignore[override]
        return Hex(self.q + other[0], self.r + other[1])

    def __str__(self) -> str:
        return f"{self.q},{self.r}"

    @classmethod
    def parse(cls, text: str) -> "Hex":
        q, r = text.split(",")
        return cls(int(q), int(r))


DIRECTIONS = (Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1))


def neighbours(h: Hex) -> list[Hex]:
    return [Hex(h.q + d.q, h.r + d.r) for d in DIRECTIONS]


def distance(a: Hex, b: Hex) -> int:
    """Steps between two hexes (adjacent hexes are at distance 1)."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def ring(center: Hex, radius: int) -> list[Hex]:
    """Hexes exactly ``radius`` steps from ``center`` (the centre itself for 0)."""
    if radius == 0:
        return [Hex(*center)]
    out = []
    h = Hex(center[0] + DIRECTIONS[4].q * radius, center[1] + DIRECTIONS[4].r * radius)
    for i in range(6):
        for _ in range(radius):
            out.append(h)
            h = h + DIRECTIONS[i]
    return out


def spiral(center: Hex, radius: int) -> list[Hex]:
    """Hexes within ``radius`` steps, centre first, ring by ring."""
    return [h for k in range(radius + 1) for h in ring(center, k)]


def _round(qf: float, rf: float) -> Hex:
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(int(q), int(r))


def line(a: Hex, b: Hex) -> list[Hex]:
    """The hexes on a straight line from ``a`` to ``b``, both included."""
    n = distance(a, b)
    if n == 0:
        return [Hex(*a)]
    eps = 1e-6
    return [
        _round(a[0] + (b[0] - a[0]) * i / n + eps, a[1] + (b[1] - a[1]) * i / n + 2 * eps)
        for i in range(n + 1)
    ]


def hexagon_shape(radius: int, center: Hex = Hex(0, 0)) -> list[Hex]:
    """A hexagon-shaped map of ``radius`` rings around ``center``."""
    return spiral(center, radius)


# -- offset coordinates: only for people and imports -------------------------

def axial_to_offset(h: Hex, orientation: str) -> tuple[int, int]:
    """(column, row) in "odd-r" (pointy) or "odd-q" (flat) offset coordinates."""
    q, r = h
    if orientation == "pointy":
        return q + (r - (r & 1)) // 2, r
    return q, r + (q - (q & 1)) // 2


def offset_to_axial(col: int, row: int, orientation: str, even: bool = False) -> Hex:
    """Inverse of :func:`axial_to_offset`; ``even=True`` for "even-r"/"even-q" staggering."""
    if orientation == "pointy":
        shift = (row + (row & 1)) // 2 if even else (row - (row & 1)) // 2
        return Hex(col - shift, row)
    shift = (col + (col & 1)) // 2 if even else (col - (col & 1)) // 2
    return Hex(col, row - shift)


def rectangle_shape(columns: int, rows: int, orientation: str = "pointy") -> list[Hex]:
    """A rectangular map ``columns`` x ``rows`` in offset layout, as axial hexes."""
    return [offset_to_axial(c, r, orientation) for r in range(rows) for c in range(columns)]


class HexGrid:
    """Placement of hexes on the plane: orientation and size (centre-to-corner, mm)."""

    def __init__(self, orientation: str = "pointy", size: float = 20.0):
        if orientation not in ("pointy", "flat"):
            raise ValueError(f"orientation must be 'pointy' or 'flat', not {orientation!r}")
        self.orientation = orientation
        self.size = float(size)
        s3 = math.sqrt(3.0)
        #: axial (q, r) to the plane for a size of 1, row by row, as plain floats: a grid is made
        #: without numpy (a campaign map's tab paints before numpy is imported); its arrays come
        #: with the first call that needs them
        self.matrix = ((s3, s3 / 2), (0.0, 1.5)) if orientation == "pointy" else ((1.5, 0.0), (s3 / 2, s3))
        self._angle0 = 30.0 if orientation == "pointy" else 0.0

    @functools.cached_property
    def _forward(self) -> np.ndarray:
        import numpy as np

        return np.array(self.matrix)

    @functools.cached_property
    def _inverse(self) -> np.ndarray:
        import numpy as np

        return np.linalg.inv(self._forward)

    @functools.cached_property
    def _corners(self) -> np.ndarray:
        import numpy as np

        angles = np.radians(self._angle0 + 60.0 * np.arange(6))
        return np.stack([np.cos(angles), np.sin(angles)], axis=1) * self.size

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HexGrid) and (self.orientation, self.size) == (other.orientation, other.size)

    def __repr__(self) -> str:
        return f"HexGrid({self.orientation!r}, {self.size})"

    def center(self, h: Hex) -> tuple[float, float]:
        import numpy as np

        x, y = self._forward @ np.array([h[0], h[1]], dtype=float) * self.size
        return float(x), float(y)

    def centers(self, hexes: Iterable[Hex]) -> np.ndarray:
        """Centres of many hexes as an (n, 2) array."""
        import numpy as np

        qr = np.asarray(list(hexes), dtype=float).reshape(-1, 2)
        return (qr @ self._forward.T) * self.size

    def corners(self, h: Hex) -> list[tuple[float, float]]:
        cx, cy = self.center(h)
        return [(cx + dx, cy + dy) for dx, dy in self._corners]

    def polygon(self, h: Hex) -> Polygon:
        from shapely.geometry import Polygon

        return Polygon(self.corners(h))

    def polygons(self, hexes: Iterable[Hex]) -> np.ndarray:
        """Shapely polygons of many hexes at once (vectorized)."""
        centers = self.centers(hexes)
        rings = centers[:, None, :] + self._corners[None, :, :]
        import shapely

        return shapely.polygons(rings)

    def hex_at(self, x: float, y: float) -> Hex:
        """The hex containing the point (x, y)."""
        import numpy as np

        qf, rf = self._inverse @ np.array([x, y]) / self.size
        return _round(float(qf), float(rf))

    def width(self) -> float:
        """Horizontal distance between neighbouring columns' centres."""
        return math.sqrt(3.0) * self.size if self.orientation == "pointy" else 1.5 * self.size


def iter_edges(hexes: Iterable[Hex]) -> Iterator[tuple[Hex, Hex]]:
    """Each pair of neighbouring hexes of the set, once (the set's own Hex objects: no new
    tuple is made for a pair, only looked up)."""
    present = {h: h for h in hexes}
    forward = [(d.q, d.r) for d in DIRECTIONS[:3]]
    get = present.get
    for h in present:
        q, r = h
        for dq, dr in forward:
            n = get((q + dq, r + dr))
            if n is not None:
                yield h, n
