"""What stands on the table for line of sight: blockers with heights and behaviours.

A :class:`Blocker` is plain shapely geometry and numbers (millimetres), so the
engine runs without a document; :mod:`validators.sight.table` builds blockers
from a :class:`model.table.TableDocument` and its ruleset.

Behaviours (the ruleset chooses them per terrain kind):

``blocking``
    ``"full"``   blocks every line crossing its blocking shapes, whatever the heights;
    ``"height"`` blocks a line only where the line passes at or below the piece's top
                 (a wall, a hill, a model of a given volume);
    ``"none"``   never blocks.
``area``
    ``"hides-inside"``: a model whose position is inside the footprint cannot be seen
    by a viewer outside it; a viewer inside sees out.
``elevates``
    models standing inside the footprint stand on its top (a hill).

A blocking piece whose footprint contains the viewer or the target (or whose outline
is within :data:`ON_OUTLINE` of it) does not block that line (a model in a wood or a ruin
sees out, and is seen through its own walls), except an elevating piece, whose plateau is
taken into account exactly (dead ground below a hill's edge). :meth:`Scene.exempt` is that
rule, and the one place it is decided: line of sight, exposure grids and firing lanes all
call it.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np
import shapely
from shapely.geometry import Polygon
from shapely.geometry.polygon import orient

FULL, HEIGHT, NONE = "full", "height", "none"
HIDES_INSIDE = "hides-inside"

#: A point this close (mm) to a piece's outline stands on it: layouts drawn on whole inches put
#: sources on corners and edges up to floating-point noise, and such a point must not get the
#: degenerate shadow of a piece it touches.
ON_OUTLINE = 1e-3

#: A sight line passing this close (mm) to a blocking shape touches it, and a shape a line touches
#: stops it: a line grazing a corner exactly or running along a side is blocked. Layouts drawn on
#: whole inches put a viewer, a corner and a grid cell on one line over and over, where floating
#: point lands a few 1e-14 mm to either side; measured against the shapes grown by this much, such a
#: line is blocked whichever side the noise falls, in every sight computation alike (they all take
#: the grown parts, :attr:`Scene.sight_parts`). Far below anything a model or a tape can tell.
GRAZE = 1e-6

#: Corners of one convex part at most. The sight engines hold the parts in arrays padded to the
#: largest part, so one big convex part (the body of a star, a round hill of 2,000 corners) would
#: make every part as costly as it; a larger convex part is cut into fans of this many corners,
#: which cover exactly the same ground.
MAX_PART_CORNERS = 16


@dataclass(frozen=True)
class Blocker:
    """A terrain piece (or a model) as line of sight sees it. Lengths in mm."""

    id: str
    footprint: Polygon
    height: float = 0.0
    blocking: str = FULL
    cover: bool = False
    area: str = NONE
    cover_bonus: float = 0.0
    walls: tuple[Polygon, ...] = ()
    elevates: bool = False
    unit: str | None = None
    base: float = 0.0  # height of the ground the piece stands on (a house on a hill)

    @property
    def shapes(self) -> tuple[Polygon, ...]:
        """The shapes that stop sight: the walls when given, else the footprint."""
        return tuple(self.walls) if self.walls else (self.footprint,)

    @property
    def top(self) -> float:
        return self.base + self.height

    def moved(self, footprint: Polygon, walls: tuple[Polygon, ...] = ()) -> "Blocker":
        return replace(self, footprint=footprint, walls=tuple(walls))


def convex_parts(polygon: Polygon) -> list[Polygon]:
    """Split a polygon into convex pieces (itself when convex, else triangles), counter-clockwise."""
    polygon = shapely.make_valid(polygon) if not polygon.is_valid else polygon
    out: list[Polygon] = []
    for part in shapely.get_parts(polygon):
        if part.geom_type != "Polygon" or part.is_empty or part.area <= 0:
            continue
        part = shapely.normalize(shapely.remove_repeated_points(part))
        hull = part.convex_hull
        if not part.interiors and hull.area - part.area <= 1e-9 * max(hull.area, 1.0):
            out.extend(_fans(orient(hull, 1.0)))
        else:
            tris = shapely.get_parts(shapely.constrained_delaunay_triangles(part))
            out.extend(orient(t, 1.0) for t in _merge_triangles(list(tris)))
    return out


def _fans(convex: Polygon, most: int = MAX_PART_CORNERS) -> list[Polygon]:
    """A counter-clockwise convex polygon as convex pieces of at most ``most`` corners: fans from its
    first corner, each sharing an edge with the next (itself when small enough)."""
    ring = np.asarray(convex.exterior.coords)[:-1]
    n = len(ring)
    if n <= most:
        return [convex]
    out, start = [], 1
    while start < n - 1:
        stop = min(start + most - 2, n - 1)
        out.append(Polygon(np.vstack([ring[:1], ring[start:stop + 1]])))
        start = stop
    return out


def _merge_triangles(tris: list[Polygon], most: int = MAX_PART_CORNERS) -> list[Polygon]:
    """Merge neighbouring triangles while the result stays convex and has at most ``most`` corners
    (Hertel-Mehlhorn: each shared edge is tried once, convexity checked only at its two ends), in
    time about linear in the number of triangles."""
    polys: dict[int, list[tuple[float, float]]] = {}
    edge_of: dict[tuple, int] = {}  # directed edge (a, b) of a counter-clockwise ring -> part
    for i, t in enumerate(tris):
        ring = [tuple(c) for c in np.asarray(orient(t, 1.0).exterior.coords)[:-1]]
        polys[i] = ring
        for a, b in zip(ring, ring[1:] + ring[:1]):
            edge_of[(a, b)] = i
    for a, b in list(edge_of):
        i, j = edge_of.get((a, b)), edge_of.get((b, a))
        if i is None or j is None or i == j:
            continue
        P, Q = polys[i], polys[j]
        ia, jb = P.index(a), Q.index(b)
        p_seq = P[ia + 1:] + P[:ia + 1]  # b ... a
        q_seq = Q[jb + 1:] + Q[:jb + 1]  # a ... b
        merged = p_seq + q_seq[1:-1]
        n = len(merged)
        if n > most:
            continue
        ka, kb = len(p_seq) - 1, 0
        if not (_convex_at(merged, ka) and _convex_at(merged, kb)):
            continue
        polys[i] = merged
        del polys[j]
        del edge_of[(a, b)], edge_of[(b, a)]
        for u, v in zip(Q, Q[1:] + Q[:1]):
            if (u, v) != (b, a):
                edge_of[(u, v)] = i
        assert n >= 3
    out = []
    for ring in polys.values():
        keep = [v for k, v in enumerate(ring) if abs(_cross(ring[k - 1], v, ring[(k + 1) % len(ring)])) > 1e-12]
        out.append(shapely.normalize(Polygon(keep if len(keep) >= 3 else ring)))
    return out


def _cross(p, q, r) -> float:
    """Turn at ``q`` going ``p -> q -> r`` (positive: left), relative to the edge lengths."""
    ux, uy, vx, vy = q[0] - p[0], q[1] - p[1], r[0] - q[0], r[1] - q[1]
    return (ux * vy - uy * vx) / max(np.hypot(ux, uy) * np.hypot(vx, vy), 1e-300)


def _convex_at(ring, k: int) -> bool:
    return _cross(ring[k - 1], ring[k], ring[(k + 1) % len(ring)]) >= -1e-9


@dataclass
class PartTable:
    """Convex blocking parts in arrays: vertices padded to the largest count, owners, tops."""

    geoms: np.ndarray  # (P,) shapely polygons
    owner: np.ndarray  # (P,) index into Scene.blockers
    verts: np.ndarray  # (P, K, 2) counter-clockwise, padded by repeating the last vertex
    nverts: np.ndarray  # (P,)

    @classmethod
    def build(cls, parts: list[tuple[int, Polygon]]) -> "PartTable":
        if not parts:
            return cls(np.empty(0, object), np.empty(0, int), np.empty((0, 3, 2)), np.empty(0, int))
        coords = [np.asarray(p.exterior.coords)[:-1] for _, p in parts]
        k = max(len(c) for c in coords)
        verts = np.empty((len(parts), k, 2))
        for i, c in enumerate(coords):
            verts[i, : len(c)] = c
            verts[i, len(c):] = c[-1]
        return cls(np.array([p for _, p in parts], dtype=object), np.array([o for o, _ in parts], dtype=int),
                   verts, np.array([len(c) for c in coords]))

    def grown(self, by: float) -> "PartTable":
        """Each part grown outwards by ``by``: every side moved out by ``by``, the corners mitred (a
        corner sharper than about 30 degrees moved out at most ``4 by``). Still convex, counter-clockwise,
        with the same corners, so each part stays one shadow of as many half-planes."""
        P, K = self.verts.shape[:2]
        if not P:
            return self
        k = np.arange(K)[None, :]
        n = self.nverts[:, None]
        real = k < n
        V = self.verts
        nxt = np.take_along_axis(V, np.where(k + 1 < n, k + 1, 0)[..., None].repeat(2, axis=2), axis=1)
        prv = np.take_along_axis(V, np.where(k > 0, k - 1, n - 1)[..., None].repeat(2, axis=2), axis=1)

        def normal(a, b):  # outward unit normal of the side a -> b of a counter-clockwise ring
            e = b - a
            length = np.hypot(e[..., 0], e[..., 1])[..., None]
            return np.stack([e[..., 1], -e[..., 0]], axis=-1) / np.maximum(length, 1e-300)

        n1, n2 = normal(prv, V), normal(V, nxt)
        m = n1 + n2
        cos1 = 1.0 + (n1 * n2).sum(axis=-1)  # 1 + cos of the turn: 2 along a straight side
        with np.errstate(divide="ignore", invalid="ignore"):
            out = by * m / cos1[..., None]  # the mitre: ``by`` from both sides
            reach = np.hypot(out[..., 0], out[..., 1])
            out = np.where((reach > 4 * by)[..., None], out * (4 * by / reach)[..., None], out)
        out = np.where((real & np.isfinite(reach))[..., None], out, 0.0)
        G = V + out
        G = np.where(real[..., None], G, np.take_along_axis(G, (n - 1)[..., None].repeat(2, axis=2), axis=1))
        rings = [G[p, : self.nverts[p]] for p in range(P)]
        geoms = shapely.polygons(shapely.linearrings(np.concatenate(rings), indices=np.repeat(np.arange(P), self.nverts)))
        return PartTable(np.asarray(geoms, dtype=object), self.owner, G, self.nverts)

    def joined(self, other: "PartTable") -> "PartTable":
        """These parts followed by ``other``'s, padded to the larger corner count."""
        k = max(self.verts.shape[1], other.verts.shape[1])
        return PartTable(np.concatenate([self.geoms, other.geoms]), np.concatenate([self.owner, other.owner]),
                         np.concatenate([_padded(self.verts, k), _padded(other.verts, k)]),
                         np.concatenate([self.nverts, other.nverts]))

    def subset(self, mask: np.ndarray) -> "PartTable":
        return PartTable(self.geoms[mask], self.owner[mask], self.verts[mask], self.nverts[mask])

    def by_size(self) -> list[tuple[np.ndarray, "PartTable"]]:
        """The parts grouped by vertex count (triangles and boxes apart from round hills), each
        group padded only to its own largest count: ``[(mask, parts)]``."""
        if not len(self):
            return []
        out = []
        edges = [0, 4, 8, 16, 32, 1 << 30]
        for lo, hi in zip(edges, edges[1:]):
            mask = (self.nverts > lo) & (self.nverts <= hi)
            if mask.any():
                k = int(self.nverts[mask].max())
                sub = self.subset(mask)
                out.append((mask, PartTable(sub.geoms, sub.owner, sub.verts[:, :k].copy(), sub.nverts)))
        return out

    def __len__(self) -> int:
        return len(self.owner)


def _prepared_copies(geoms) -> np.ndarray:
    """Prepared copies of shapes. Preparing changes a geometry in place: prepare copies, never the
    document's own shapes, which the editor draws and other checks read on other threads at the same time."""
    copies = shapely.transform(np.array(list(geoms), dtype=object), lambda xy: xy)
    shapely.prepare(copies)
    return copies


def _padded(verts: np.ndarray, k: int) -> np.ndarray:
    """Padded vertex arrays (P, K, 2) cut or padded (repeating the last vertex) to ``k`` corners."""
    if verts.shape[1] >= k:
        return verts[:, :k]
    return np.concatenate([verts, np.repeat(verts[:, -1:], k - verts.shape[1], axis=1)], axis=1)


def _spliced(old: PartTable, parts: PartTable, i: int, make) -> PartTable:
    """``make(parts)`` for a scene whose blocker ``i`` alone changed, given ``old`` = ``make`` of the
    scene before: the rows of the other pieces (in the same order in both) taken from ``old``, those of
    piece ``i`` made anew (``make`` works part by part, so the rows are those it would give)."""
    keep, mine = old.owner != i, parts.owner == i
    if int(keep.sum()) != int((~mine).sum()):
        return make(parts)
    k = parts.verts.shape[1]
    verts = np.empty(parts.verts.shape)
    geoms = np.empty(len(parts), dtype=object)
    verts[~mine] = _padded(old.verts[keep], k)
    geoms[~mine] = old.geoms[keep]
    if mine.any():
        piece = make(parts.subset(mine))
        verts[mine] = _padded(piece.verts, k)
        geoms[mine] = piece.geoms
    return PartTable(geoms, parts.owner, verts, parts.nverts)


class Scene:
    """Blockers on a table, indexed for sight queries (convex parts in an STRtree)."""

    def __init__(self, blockers, bounds: Polygon | None = None, _known_parts: dict | None = None,
                 _footprints: np.ndarray | None = None):
        self.blockers: list[Blocker] = list(blockers)
        self.index = {b.id: i for i, b in enumerate(self.blockers)}
        self.bounds = bounds
        known = _known_parts or {}
        self._parts_by_id: dict[str, tuple[Blocker, list[Polygon]]] = {}
        parts: list[tuple[int, Polygon]] = []
        for i, b in enumerate(self.blockers):
            if b.blocking == NONE:
                continue
            old = known.get(b.id)
            mine = old[1] if old is not None and old[0] is b else self._parts_of(b)
            self._parts_by_id[b.id] = (b, mine)
            for p in mine:
                parts.append((i, p))
        self.parts = PartTable.build(parts)
        n = len(self.blockers)
        self.top = np.array([b.top for b in self.blockers], float) if n else np.empty(0)
        self.is_full = np.array([b.blocking == FULL for b in self.blockers], bool)
        self.elevating = [i for i, b in enumerate(self.blockers) if b.elevates]
        self.elevates = np.array([b.elevates for b in self.blockers], bool)
        self.areas = [i for i, b in enumerate(self.blockers) if b.area == HIDES_INSIDE]
        if _footprints is None:  # prepared copies: the document's own shapes stay untouched
            _footprints = _prepared_copies([b.footprint for b in self.blockers])
        self.footprints = _footprints

    @property
    def sight_parts(self) -> PartTable:
        """The parts as sight lines meet them: grown by :data:`GRAZE` (a line touching a part is
        blocked), built on first use (a scene built for lanes or cover alone never needs them)."""
        grown = self.__dict__.get("_sight_parts")
        if grown is None:
            grown = self._sight_parts = self.parts.grown(GRAZE)
        return grown

    @property
    def tree(self) -> shapely.STRtree:
        """An STRtree over :attr:`sight_parts`, built on first use."""
        tree = self.__dict__.get("_sight_tree")
        if tree is None:
            tree = self._sight_tree = shapely.STRtree(self.sight_parts.geoms)
        return tree

    def footprint_parts(self, i: int) -> list[Polygon]:
        """The convex parts of blocker ``i``'s footprint (those of the scene when they are its blocking
        shapes), computed once."""
        b = self.blockers[i]
        known = self._parts_by_id.get(b.id)
        if known is not None and known[0] is b and not b.walls:
            return known[1]
        cache = self.__dict__.setdefault("_footprint_parts", {})
        if i not in cache:
            cache[i] = convex_parts(b.footprint)
        return cache[i]

    def _parts_of(self, b: Blocker) -> list[Polygon]:
        out = []
        for shape in b.shapes:
            out.extend(convex_parts(shape))
        return out

    # -- queries ---------------------------------------------------------------
    def in_piece(self, owners, x, y) -> np.ndarray:
        """For each (blocker index, point): the point is in that piece's footprint or on its outline
        (within :data:`ON_OUTLINE`)."""
        owners = np.asarray(owners, int)
        x, y = np.broadcast_arrays(np.asarray(x, float), np.asarray(y, float))
        owners, x, y = np.broadcast_arrays(owners, x, y)
        if not owners.size:
            return np.zeros(owners.shape, bool)
        fp = self.footprints[owners.ravel()]
        x, y = x.ravel(), y.ravel()
        hit = shapely.intersects_xy(fp, x, y)
        rest = np.nonzero(~hit)[0]
        if len(rest):
            hit[rest] = self.on_outline(owners.ravel()[rest], x[rest], y[rest])
        return hit.reshape(owners.shape)

    def on_outline(self, owners, x, y) -> np.ndarray:
        """For each (blocker index, point) of points outside that piece's footprint: the point is within
        :data:`ON_OUTLINE` of its outline (flat arrays)."""
        hit = np.zeros(len(owners), bool)
        # only points in the grown footprint can be, the others are not
        near = np.nonzero(shapely.intersects_xy(self._grown()[owners], x, y))[0]
        if len(near):
            hit[near] = shapely.dwithin(self.footprints[owners[near]], shapely.points(x[near], y[near]), ON_OUTLINE)
        return hit

    def _grown(self) -> np.ndarray:
        """Each footprint grown by twice :data:`ON_OUTLINE` (prepared): every point within
        ``ON_OUTLINE`` of the outline lies in it, although the growth's round corners are polygons."""
        grown = self.__dict__.get("_grown_footprints")
        if grown is None:
            grown = shapely.buffer(self.footprints, 2 * ON_OUTLINE)
            shapely.prepare(grown)
            self._grown_footprints = grown
        return grown

    def own_shapes(self, o: int) -> tuple[Polygon, ...]:
        """Prepared copies of a blocker's blocking shapes (the document's own shapes stay untouched)."""
        cache = self.__dict__.setdefault("_own_shapes", {})
        if o not in cache:
            copies = shapely.transform(np.array(self.blockers[o].shapes, dtype=object), lambda xy: xy)
            shapely.prepare(copies)
            cache[o] = tuple(copies)
        return cache[o]

    def own_union(self) -> np.ndarray:
        """Each blocker's blocking shapes as one prepared geometry (None for a piece that blocks
        nothing), for one vectorized test of many (piece, point) pairs."""
        union = self.__dict__.get("_own_union")
        if union is None:
            union = np.array([shapely.union_all(self.own_shapes(o)) if self.blockers[o].shapes else None
                              for o in range(len(self.blockers))], dtype=object)
            shapely.prepare(union)
            self._own_union = union
        return union

    def exempt(self, owners, x, y, heights: bool = True) -> np.ndarray:
        """For each (blocker index, point): the piece does not block a line that starts or ends at
        the point, because the point is in it (:meth:`in_piece`). A hill (an elevating piece)
        is never exempt in 2.5D: its plateau decides exactly; in a flat view it is a piece like
        any other."""
        owners = np.asarray(owners, int)
        out = self.in_piece(owners, x, y)
        if heights and len(self.blockers):
            out &= ~self.elevates[owners]
        return out

    def exempt_sources(self, owner_of_part, sources, heights: bool = True) -> np.ndarray:
        """(N, P): :meth:`exempt` for every source and every part (by its owner)."""
        sources = np.atleast_2d(np.asarray(sources, float))
        owner_of_part = np.asarray(owner_of_part, int)
        if not len(sources) or not len(owner_of_part):
            return np.zeros((len(sources), len(owner_of_part)), bool)
        owners, back = np.unique(owner_of_part, return_inverse=True)
        # the (source, piece) pairs where the source lies in the piece's box (grown by twice ON_OUTLINE,
        # as Scene._grown: no point beyond it is in the piece or on its outline), in one call
        b = shapely.bounds(self.footprints[owners])
        t = 2 * ON_OUTLINE
        sx, sy = sources[:, 0, None], sources[:, 1, None]
        near = (sx >= b[:, 0] - t) & (sx <= b[:, 2] + t) & (sy >= b[:, 1] - t) & (sy <= b[:, 3] + t)
        inside = np.zeros(near.shape, bool)
        i, k = np.nonzero(near)
        if len(i):
            inside[i, k] = self.exempt(owners[k], sources[i, 0], sources[i, 1], heights)
        return inside[:, back.ravel()]

    def elevation(self, x, y) -> np.ndarray:
        """Ground height under points: the highest elevating piece containing each point (0 elsewhere)."""
        x = np.atleast_1d(np.asarray(x, float))
        y = np.atleast_1d(np.asarray(y, float))
        out = np.zeros(np.broadcast(x, y).shape)
        for i in self.elevating:  # on the piece or on its outline (up to ON_OUTLINE)
            xb, yb = np.broadcast_arrays(x, y)
            inside = self.in_piece(np.full(xb.shape, i), xb, yb)
            out = np.where(inside, np.maximum(out, self.top[i]), out)
        return out

    def occupiable(self, x, y, heights: bool = True) -> np.ndarray:
        """False where a model cannot stand: in (or on the outline of) the blocking shapes of a
        non-elevating piece (of any blocking piece when ``heights`` is False: a flat view has no hill tops)."""
        x = np.atleast_1d(np.asarray(x, float))
        y = np.atleast_1d(np.asarray(y, float))
        ok = np.ones(np.broadcast(x, y).shape, bool)
        if not len(self.parts) or not ok.size:
            return ok
        solid = ~self.elevates[self.parts.owner] if heights else np.ones(len(self.parts), bool)
        xb, yb = np.broadcast_arrays(x, y)
        xb, yb = xb.ravel(), yb.ravel()
        flat = ok.ravel()
        bounds = shapely.bounds(self.parts.geoms)
        order = np.argsort(xb, kind="stable")
        xs = xb[order]
        solid = np.nonzero(solid)[0]
        # each part tests only the points in its bounding box: the (part, point) pairs of every part
        # are gathered first and tested in one vectorized call
        i0 = np.searchsorted(xs, bounds[solid, 0], "left")
        i1 = np.searchsorted(xs, bounds[solid, 2], "right")
        n = np.maximum(i1 - i0, 0)
        if not n.sum():
            return ok
        part = np.repeat(solid, n)
        idx = order[np.arange(n.sum()) - np.repeat(np.cumsum(n) - n, n) + np.repeat(i0, n)]
        y = yb[idx]
        near = (y >= bounds[part, 1]) & (y <= bounds[part, 3])
        part, idx = part[near], idx[near]
        if len(idx):
            flat[idx[shapely.intersects_xy(self._prepared_parts()[part], xb[idx], y[near])]] = False
        return flat.reshape(ok.shape)

    def occupiable_grid(self, xs, ys, heights: bool = True) -> np.ndarray:
        """:meth:`occupiable` at the points of a grid, ``(len(ys), len(xs))``: the points in each part's
        bounding box are the grid's columns and rows between its bounds, found on the two axes (sorted)
        rather than by sorting every point."""
        xs, ys = np.asarray(xs, float), np.asarray(ys, float)
        ok = np.ones((len(ys), len(xs)), bool)
        if not len(self.parts) or not ok.size:
            return ok
        solid = np.nonzero(~self.elevates[self.parts.owner] if heights else np.ones(len(self.parts), bool))[0]
        bounds = shapely.bounds(self.parts.geoms[solid])
        i0, i1 = np.searchsorted(xs, bounds[:, 0], "left"), np.searchsorted(xs, bounds[:, 2], "right")
        j0, j1 = np.searchsorted(ys, bounds[:, 1], "left"), np.searchsorted(ys, bounds[:, 3], "right")
        w, h = np.maximum(i1 - i0, 0), np.maximum(j1 - j0, 0)
        n = w * h
        if not n.sum():
            return ok
        # the (part, point) pairs of every part's box, tested in one vectorized call
        part = np.repeat(solid, n)
        k = np.arange(n.sum()) - np.repeat(np.cumsum(n) - n, n)
        wk = np.maximum(np.repeat(w, n), 1)
        col, row = np.repeat(i0, n) + k % wk, np.repeat(j0, n) + k // wk
        hit = shapely.intersects_xy(self._prepared_parts()[part], xs[col], ys[row])
        ok[row[hit], col[hit]] = False
        return ok

    def _prepared_parts(self) -> np.ndarray:
        """Prepared copies of the convex parts (the shared parts of other scenes stay untouched)."""
        parts = self.__dict__.get("_parts_prepared")
        if parts is None:
            parts = self._parts_prepared = _prepared_copies(self.parts.geoms)
        return parts

    def blocking_shapes(self, model_height: float | None = None, ground: float = 0.0) -> list[Polygon]:
        """Shapes that stop a line between two models of ``model_height`` standing at ``ground``.

        ``None`` (flat): every blocking piece stops it.
        """
        out = []
        for b in self.blockers:
            if b.blocking == NONE:
                continue
            if b.blocking == HEIGHT and model_height is not None and b.top < ground + model_height:
                continue
            out.extend(b.shapes)
        return out

    def with_blockers(self, extra) -> "Scene":
        """A scene with more blockers (e.g. models, when troops block sight)."""
        return Scene(self.blockers + list(extra), self.bounds, self._parts_by_id)

    def replaced(self, blocker: Blocker) -> "Scene":
        """A scene where the blocker with ``blocker.id`` is replaced (moved, resized).

        What this scene has worked out piece by piece (prepared footprints, the parts grown by
        :data:`GRAZE` and their prepared copies, the footprints grown for the outline test) is carried
        over for the other pieces and worked out for this one only: the same arrays a new scene would
        build, without redoing every piece at each step of a drag."""
        i = self.index[blocker.id]
        out = list(self.blockers)
        out[i] = blocker
        footprints = self.footprints.copy()
        footprints[i] = _prepared_copies([blocker.footprint])[0]
        new = Scene(out, self.bounds, self._parts_by_id, _footprints=footprints)
        grown = self.__dict__.get("_sight_parts")
        if grown is not None:
            new._sight_parts = _spliced(grown, new.parts, i, lambda t: t.grown(GRAZE))
        prepared = self.__dict__.get("_parts_prepared")
        if prepared is not None:
            table = PartTable(prepared, self.parts.owner, self.parts.verts, self.parts.nverts)
            new._parts_prepared = _spliced(table, new.parts, i, lambda t: PartTable(
                _prepared_copies(t.geoms), t.owner, t.verts, t.nverts)).geoms
        outline = self.__dict__.get("_grown_footprints")
        if outline is not None:
            outline = outline.copy()
            outline[i] = shapely.buffer(footprints[i], 2 * ON_OUTLINE)
            shapely.prepare(outline[i])
            new._grown_footprints = outline
        return new

    def ids(self, indices) -> tuple[str, ...]:
        return tuple(dict.fromkeys(self.blockers[i].id for i in indices))
