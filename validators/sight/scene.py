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

A blocking piece whose footprint contains the viewer or the target does not block
that line (a model in a wood or a ruin sees out), except an elevating piece, whose
plateau is taken into account exactly (dead ground below a hill's edge).
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np
import shapely
from shapely.geometry import Polygon
from shapely.geometry.polygon import orient

FULL, HEIGHT, NONE = "full", "height", "none"
HIDES_INSIDE = "hides-inside"


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
            out.append(orient(hull, 1.0))
        else:
            tris = shapely.get_parts(shapely.constrained_delaunay_triangles(part))
            out.extend(orient(t, 1.0) for t in _merge_triangles(list(tris)))
    return out


def _merge_triangles(tris: list[Polygon]) -> list[Polygon]:
    """Greedily merge neighbouring triangles while the result stays convex (fewer parts)."""
    parts = list(tris)
    merged = True
    while merged and len(parts) > 1:
        merged = False
        for i in range(len(parts)):
            for j in range(i + 1, len(parts)):
                a, b = parts[i], parts[j]
                if a.intersection(b).length <= 0:
                    continue
                u = shapely.union(a, b)
                if u.geom_type == "Polygon" and u.convex_hull.area - u.area <= 1e-9 * max(u.area, 1.0):
                    parts[i] = shapely.normalize(u.convex_hull)
                    del parts[j]
                    merged = True
                    break
            if merged:
                break
    return parts


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


class Scene:
    """Blockers on a table, indexed for sight queries (convex parts in an STRtree)."""

    def __init__(self, blockers, bounds: Polygon | None = None, _known_parts: dict | None = None):
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
        self.tree = shapely.STRtree(self.parts.geoms)
        n = len(self.blockers)
        self.top = np.array([b.top for b in self.blockers], float) if n else np.empty(0)
        self.is_full = np.array([b.blocking == FULL for b in self.blockers], bool)
        self.elevating = [i for i, b in enumerate(self.blockers) if b.elevates]
        self.elevates = np.array([b.elevates for b in self.blockers], bool)
        self.areas = [i for i, b in enumerate(self.blockers) if b.area == HIDES_INSIDE]
        # Preparing changes a geometry in place: prepare copies, never the document's own shapes,
        # which the editor draws and other checks read on other threads at the same time.
        self.footprints = shapely.transform(np.array([b.footprint for b in self.blockers], dtype=object),
                                            lambda xy: xy)
        shapely.prepare(self.footprints)

    def _parts_of(self, b: Blocker) -> list[Polygon]:
        out = []
        for shape in b.shapes:
            out.extend(convex_parts(shape))
        return out

    # -- queries ---------------------------------------------------------------
    def elevation(self, x, y) -> np.ndarray:
        """Ground height under points: the highest elevating piece containing each point (0 elsewhere)."""
        x = np.atleast_1d(np.asarray(x, float))
        y = np.atleast_1d(np.asarray(y, float))
        out = np.zeros(np.broadcast(x, y).shape)
        for i in self.elevating:
            inside = shapely.contains_xy(self.footprints[i], x, y) | shapely.intersects_xy(
                self.footprints[i].boundary, x, y)
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
        pts = shapely.points(xb.ravel(), yb.ravel())
        hit_pt, hit_part = self.tree.query(pts, predicate="intersects")
        flat = ok.ravel()
        flat[hit_pt[solid[hit_part]]] = False
        return flat.reshape(ok.shape)

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
        """A scene where the blocker with ``blocker.id`` is replaced (moved, resized)."""
        out = list(self.blockers)
        out[self.index[blocker.id]] = blocker
        return Scene(out, self.bounds, self._parts_by_id)

    def ids(self, indices) -> tuple[str, ...]:
        return tuple(dict.fromkeys(self.blockers[i].id for i in indices))
