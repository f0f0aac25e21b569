"""Exposure: which cells of a grid over the table each viewer of a deployment zone sees.

Method ("shadow-raster"): for every source and convex blocking part, the exact shadow
region (:mod:`.shadows`) is rasterised row by row as half-plane intervals; a cell is
seen by a source when no region covers its centre. Everything is numpy over
(sources x parts x rows). On one ground level and a fine enough grid, how many sources see each
cell is counted from each source's union of spans on each row, summed over the sources in one
array of the grid's rows (:meth:`ExposureMap._seeing`), and the cells each source sees
(:attr:`ExposureMap.seen`) are made only when asked for. The counts of shadows per source and cell
are made when a piece first moves (:attr:`ExposureMap.counts`), and then moving one piece only
re-rasterises that piece's parts (:meth:`ExposureMap.move`).

Alternatives kept for checks and overlays: ``"regions"`` unions the shadow polygons
per source with shapely and runs one vectorized ``contains_xy`` over the grid;
:func:`exposure_brute_force` tests every source-cell segment with one vectorized
shapely predicate against the prepared union of blockers (flat only).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import shapely
from shapely.geometry import Polygon

from .memory import keep_freed_memory
from .progress import Progress
from .scene import HIDES_INSIDE, ON_OUTLINE, PartTable, Scene
from .shadows import (MASK_BYTES, MASK_COLUMNS, STEPS_BYTES, bounded_spans, halfplanes, halfplanes_by_plane,
                      hidden_behind,
                      mask_counts, mask_words, packed_span_bounds, part_lambdas, raster_counts, raster_span,
                      row_spans, shadow_polygons, union_band_masks, union_band_steps, union_width)


@dataclass(frozen=True)
class Grid:
    """Cell centres over a rectangle, centred so that mirrored and rotated layouts map cells onto cells."""

    x: np.ndarray
    y: np.ndarray
    resolution: float

    @classmethod
    def over(cls, bounds, resolution: float) -> "Grid":
        minx, miny, maxx, maxy = bounds.bounds if hasattr(bounds, "bounds") else bounds
        if resolution <= 0:
            raise ValueError(f"grid resolution must be positive, got {resolution}")
        nx = max(1, int(np.floor((maxx - minx) / resolution + 1e-9)))
        ny = max(1, int(np.floor((maxy - miny) / resolution + 1e-9)))
        x0 = minx + ((maxx - minx) - nx * resolution) / 2 + resolution / 2
        y0 = miny + ((maxy - miny) - ny * resolution) / 2 + resolution / 2
        return cls(x0 + resolution * np.arange(nx), y0 + resolution * np.arange(ny), float(resolution))

    @property
    def shape(self) -> tuple[int, int]:
        return len(self.y), len(self.x)

    def points(self) -> tuple[np.ndarray, np.ndarray]:
        X, Y = np.meshgrid(self.x, self.y)
        return X.ravel(), Y.ravel()

    def mask(self, geometry) -> np.ndarray:
        """Cells whose centre lies in ``geometry`` (ny, nx)."""
        X, Y = self.points()
        return shapely.intersects_xy(geometry, X, Y).reshape(self.shape)


def lattice_points(polygon, spacing: float, centre=(0.0, 0.0)) -> np.ndarray:
    """Points of a square lattice through ``centre`` with ``spacing`` that fall inside ``polygon``.

    Anchoring the lattice at the table centre makes samples of mirrored zones mirror each other.
    Falls back to one representative point for a zone smaller than the spacing.
    """
    if polygon.is_empty:  # a zone wholly off the table: no place to stand (its bounds are NaN)
        return np.empty((0, 2))
    minx, miny, maxx, maxy = polygon.bounds
    if not spacing > 0 or (maxx - minx) * (maxy - miny) / spacing ** 2 > 4e6:
        raise ValueError(f"sample spacing {spacing:g} mm is too fine for a zone of "
                         f"{maxx - minx:g} x {maxy - miny:g} mm")
    cx, cy = centre
    i0, i1 = np.ceil((minx - cx) / spacing - 0.5), np.floor((maxx - cx) / spacing - 0.5)
    j0, j1 = np.ceil((miny - cy) / spacing - 0.5), np.floor((maxy - cy) / spacing - 0.5)
    xs = cx + (np.arange(i0, i1 + 1) + 0.5) * spacing
    ys = cy + (np.arange(j0, j1 + 1) + 0.5) * spacing
    X, Y = np.meshgrid(xs, ys)
    X, Y = X.ravel(), Y.ravel()
    keep = shapely.intersects_xy(polygon, X, Y)
    pts = np.column_stack([X[keep], Y[keep]])
    if len(pts) == 0 and not polygon.is_empty:
        pts = np.asarray(polygon.representative_point().coords, float)
    return pts


def sample_count(polygon, count: int, centre=(0.0, 0.0)) -> np.ndarray:
    """About ``count`` lattice points inside ``polygon`` (spacing from its area).

    A thin polygon gets fewer points rather than an ever finer lattice: the spacing never
    drops below what would put ``8 * count`` points over its bounding box.
    """
    if polygon.is_empty or polygon.area <= 0:
        return np.empty((0, 2))
    minx, miny, maxx, maxy = polygon.bounds
    n = 8 * max(count, 1)
    floor = max(float(np.sqrt((maxx - minx) * (maxy - miny) / n)), max(maxx - minx, maxy - miny) / n)
    spacing = max(float(np.sqrt(max(polygon.area, 1e-12) / max(count, 1))), floor)
    pts = lattice_points(polygon, spacing, centre)
    for _ in range(8):  # tune the spacing so the count is close to the request
        if len(pts) >= count * 0.95 or spacing <= floor:
            break
        spacing = max(floor, spacing * (np.sqrt(len(pts) / count) if len(pts) > 1 else 0.5))
        pts = lattice_points(polygon, spacing, centre)
    return pts


@dataclass
class ExposureGrid:
    """Share of sources seeing each cell (NaN where no model can stand), with what produced it.

    ``seen`` (N, ny, nx) bool, the cells each source sees, may be given as a call that makes it: it is
    then made on first use (:attr:`ExposureMap.seen`), and kept."""

    values: np.ndarray  # (ny, nx)
    grid: Grid
    sources: np.ndarray  # (N, 2)
    method: str
    seen: np.ndarray | None = field(default=None, repr=False)  # (N, ny, nx) bool

    def share_seen(self, polygon) -> float:
        """Share of the standable cells inside ``polygon`` seen by at least one source."""
        cells = self.grid.mask(polygon) & np.isfinite(self.values)
        return float((self.values[cells] > 0).mean()) if cells.any() else 0.0

    def mean_in(self, polygon) -> float:
        cells = self.grid.mask(polygon) & np.isfinite(self.values)
        return float(self.values[cells].mean()) if cells.any() else 0.0


def _seen_of(grid: ExposureGrid):
    made = grid.__dict__["_seen"]
    if callable(made):
        made = grid.__dict__["_seen"] = made()
    return made


def _set_seen(grid: ExposureGrid, seen) -> None:
    grid.__dict__["_seen"] = seen


# set after the dataclass is made, whose ``__init__`` then assigns ``seen`` through it
ExposureGrid.seen = property(_seen_of, _set_seen, doc="(N, ny, nx) bool: the cells each source sees, or None")


def _source_inside(scene: Scene, parts: PartTable, sources, heights: bool) -> np.ndarray:
    """(N, P): the source stands in the part's piece, which then does not hide anything from it
    (:meth:`Scene.exempt`: a hill still does, in 2.5D: its plateau is exact)."""
    return scene.exempt_sources(parts.owner, sources, heights)


#: Grid points in the pieces' boxes above which :func:`_own_cells` finds the own cells of pieces
#: without walls along their outlines (:func:`_near_outline`) instead of testing every point of
#: their boxes: such a piece's own cells lie on its outline, and on a fine grid a box holds many
#: more points than its outline passes through.
WALK_OUTLINES = 2000


def _box_points(grid: Grid, owners, footprints, t: float):
    """The grid points (flat indices, and the piece of each) in each piece's box grown by ``t``,
    all pieces at once."""
    nx = len(grid.x)
    bounds = shapely.bounds(footprints)
    x0, x1 = np.searchsorted(grid.x, bounds[:, 0] - t, "left"), np.searchsorted(grid.x, bounds[:, 2] + t, "right")
    y0, y1 = np.searchsorted(grid.y, bounds[:, 1] - t, "left"), np.searchsorted(grid.y, bounds[:, 3] + t, "right")
    w, h = np.maximum(x1 - x0, 0), np.maximum(y1 - y0, 0)
    n = w * h
    own = np.repeat(owners, n)
    k = np.arange(n.sum()) - np.repeat(np.cumsum(n) - n, n)
    wk = np.repeat(w, n)
    idx = (np.repeat(y0, n) + k // np.maximum(wk, 1)) * nx + np.repeat(x0, n) + k % np.maximum(wk, 1)
    return idx, own


def _near_outline(grid: Grid, owners, footprints):
    """The grid points (flat indices, and the piece of each, each pair once) whose cell each piece's
    outline passes through: every point within :data:`ON_OUTLINE` of an outline is among them.

    The outline is walked at steps of at most half a cell (its corners kept): a point within ``t``
    of it is within ``t`` plus a quarter of a cell of a step, so inside its own cell (``t`` is far
    below a cell)."""
    nx, ny = len(grid.x), len(grid.y)
    res = grid.resolution
    walk = shapely.segmentize(shapely.boundary(footprints), res / 2)
    xy, which = shapely.get_coordinates(walk, return_index=True)
    j = np.rint((xy[:, 0] - grid.x[0]) / res).astype(np.intp)
    i = np.rint((xy[:, 1] - grid.y[0]) / res).astype(np.intp)
    ok = (j >= 0) & (j < nx) & (i >= 0) & (i < ny)
    own = np.asarray(owners, np.intp)[which[ok]]
    key = np.sort(own * (nx * ny) + i[ok] * nx + j[ok])
    key = key[np.r_[True, key[1:] != key[:-1]]]  # each once (np.unique takes several times as long)
    return key % (nx * ny), key // (nx * ny)


def _own_cells(scene: Scene, owners, grid: Grid, heights: bool) -> dict[int, np.ndarray]:
    """For each piece of ``owners``: the indices of the grid points it does not hide because a
    target there stands in it (:meth:`Scene.exempt`), leaving out its own blocking shapes, where no
    model stands; pieces with none are left out. All pieces' candidates are tested in one call:
    the points of each piece's box, or for pieces without walls, when their boxes hold more than
    :data:`WALK_OUTLINES` points, the points along their outlines (:func:`_near_outline`)."""
    owners = np.array([int(o) for o in owners if not (heights and scene.elevates[o])], int)
    if not len(owners):
        return {}
    t = 2 * ON_OUTLINE
    nx = len(grid.x)
    walled = np.array([bool(scene.blockers[o].walls) for o in owners], bool)
    idx, own = _box_points(grid, owners, scene.footprints[owners], t)
    if len(idx) > WALK_OUTLINES and not walled.all():
        # a piece without walls has its own cells on its outline: walk it instead of its box
        keep = np.isin(own, owners[walled])
        plain_idx, plain_own = _near_outline(grid, owners[~walled], scene.footprints[owners[~walled]])
        idx, own = np.concatenate([idx[keep], plain_idx]), np.concatenate([own[keep], plain_own])
    if not len(idx):
        return {}
    x, y = grid.x[idx % nx], grid.y[idx // nx]
    # a piece without walls blocks with its footprint: a point in it is in its own blocking shape,
    # so only points outside it, on its outline up to ON_OUTLINE, can be its own cells
    plain = ~np.array([bool(b.walls) for b in scene.blockers], bool)[own]
    keep = np.zeros(len(idx), bool)
    if plain.any():  # outside the footprint, so in the piece (Scene.in_piece) only on its outline
        at = np.nonzero(plain)[0]
        out = ~shapely.intersects_xy(scene.footprints[own[at]], x[at], y[at])
        keep[at[out]] = scene.on_outline(own[at[out]], x[at[out]], y[at[out]])
    if not plain.all():
        keep[~plain] = scene.exempt(own[~plain], x[~plain], y[~plain], heights)
    idx, own, x, y, plain = idx[keep], own[keep], x[keep], y[keep], plain[keep]
    walled = np.nonzero(~plain)[0]
    if len(walled):
        inside = shapely.intersects_xy(scene.own_union()[own[walled]], x[walled], y[walled])
        keep = np.ones(len(idx), bool)
        keep[walled[inside]] = False
        idx, own = idx[keep], own[keep]
    out = {}
    for o in np.unique(own):
        out[int(o)] = idx[own == o]
    return out


def _block_order(points) -> np.ndarray | None:
    """The points (N, 2) by columns (x, then y) where they spread wider than deep, else by rows: blocks of
    consecutive points then stand together (:meth:`ExposureMap._held`). None when they are so already."""
    span = points.max(axis=0) - points.min(axis=0)
    order = np.lexsort((points[:, 1], points[:, 0]) if span[0] >= span[1] else (points[:, 0], points[:, 1]))
    return None if (order == np.arange(len(points))).all() else order


def _block_corners(points, chunk: int):
    """``(at, block)``: for each block of ``chunk`` consecutive points (N, 2), the corners of its convex hull
    (indices into ``points``, in order, and the block of each), for the blocks whose hull's corners are all
    among the points at the ends of the block's extent in x and in y: the polygon through those points in
    turn holds every point of the block. Blocks of points in rows and columns taken column after column (a
    deployment zone's lattice, :func:`_block_order`) are such; other blocks are left out (no part is left
    out of their unions, :meth:`ExposureMap._held`)."""
    N = len(points)
    n = -(-N // chunk)
    pad = np.concatenate([points, np.repeat(points[-1:], n * chunk - N, axis=0)]).reshape(n, chunk, 2)
    px, py = pad[..., 0], pad[..., 1]  # (blocks, chunk): x and y apart, numpy's loops along the points
    # farthest right, up, left and down, each with the point across it (counter-clockwise) where it
    # starts and where it ends: the points farthest along each way round the block, (blocks, 8)
    far = []
    for along, across in ((px, py), (py, -px), (-px, -py), (-py, px)):
        tie = along >= along.max(axis=1, keepdims=True)
        far += [np.argmin(np.where(tie, across, np.inf), axis=1), np.argmax(np.where(tie, across, -np.inf), axis=1)]
    far = np.stack(far, axis=1)
    rx, ry = np.take_along_axis(px, far, axis=1), np.take_along_axis(py, far, axis=1)
    ex, ey = np.roll(rx, -1, axis=1) - rx, np.roll(ry, -1, axis=1) - ry
    # every point on the inner side of every side, up to a millionth of a mm: (blocks, 8, chunk)
    cross = ex[..., None] * (py[:, None, :] - ry[..., None]) - ey[..., None] * (px[:, None, :] - rx[..., None])
    whole = (cross >= -1e-6 * np.hypot(ex, ey)[..., None]).all(axis=(1, 2))
    at = np.unique((far + (np.arange(n) * chunk)[:, None])[whole])  # each corner once (the padding never: a
    return at, at // chunk                                           # tie goes to the first point)


#: How far (mm) inside another part's shadow a part must lie, from every source of a block, to be left
#: out of the block's union of shadows (:func:`hidden_behind`): a hundred times :data:`ON_OUTLINE`, the
#: sight lines' own tolerance, and far above the floats' rounding of the shadows' planes.
HELD_MARGIN = 100 * ON_OUTLINE


#: Grid columns per blocking part above which a full computation on one ground level counts who sees
#: each cell from the unions of the sources' shadow spans (:meth:`ExposureMap._seeing`: work in the
#: spans, a source's parts times rows) rather than from each source's cells
#: (:meth:`ExposureMap._shadowed`: work in a source's rows times columns). Measured on GW layout 1
#: (34 parts), with the unions sorted: the spans 0.89-0.94 of the time at 120 columns, 1.09-1.28 at 60, 30
#: and 40 (not measured again since the unions are bit masks).
UNION_COLUMNS = 3.0

#: Progress steps of sources (``ExposureMap(chunk=...)``, 64) in each block :meth:`ExposureMap._seeing` takes at
#: once: a block's spans and masks are a few dozen numpy calls whatever its size. On GW layout 1 at 0.5" cells
#: and 720 sources, blocks of 128 sources took 0.92-0.93 of the time of blocks of 64 (median of 100-120 turns;
#: 0.966x the instructions), blocks of 256 as much; 45 sources are one block either way.
UNION_STEPS = 2


class ExposureMap:
    """An exposure grid kept up to date: full computation, then cheap updates when a piece moves.

    ``viewer_height`` / ``target_height`` None: flat (every blocking piece hides);
    given: 2.5D with the pieces' heights, hills raising the models on them.
    """

    def __init__(self, scene: Scene, sources, grid: Grid, viewer_height: float | None = None,
                 target_height: float | None = None, progress=None, cancel=None, chunk: int = 64):
        self.scene = scene
        self.sources = np.atleast_2d(np.asarray(sources, float))
        self.grid = grid
        self.heights = viewer_height is not None or target_height is not None
        self.viewer_height = float(viewer_height or 0.0)
        self.target_height = float(target_height or 0.0)
        self.chunk = chunk
        self._touched = None  # during a move: the grid rows whose counts changed
        self._seen = None
        self._progress = Progress(progress, cancel)
        self.method = "shadow-raster" + (" 2.5D" if self.heights else "")
        self.compute()

    # -- full computation ------------------------------------------------------
    def compute(self) -> None:
        keep_freed_memory()
        sc, g = self.scene, self.grid
        X, Y = g.points()
        self._X, self._Y = X, Y
        self.occupiable = sc.occupiable_grid(g.x, g.y, self.heights)
        ground = sc.elevation(X, Y).reshape(g.shape) if self.heights else np.zeros(g.shape)
        self.ground = ground
        src_ground = sc.elevation(self.sources[:, 0], self.sources[:, 1]) if self.heights \
            else np.zeros(len(self.sources))
        self.eye = src_ground + self.viewer_height
        self.levels = {}
        if not self.heights:  # flat: one level, every cell on it
            self.levels[0.0] = (np.arange(g.shape[0]), np.ones(g.shape, bool))
        for level in np.unique(np.round(ground, 6)) if self.heights else ():
            on = np.isclose(ground, level, atol=1e-6)
            rows = np.nonzero(on.any(axis=1))[0]
            self.levels[float(level)] = (rows, on[rows])
        skip = self._skip(sc, sc.sight_parts)
        own = _own_cells(sc, np.unique(sc.sight_parts.owner), g, self.heights)
        # who sees each cell straight from the shadows, a block of sources at a time; the per-source counts
        # a move updates are made when the first move asks for them (:attr:`counts`)
        self._counts, self._pending = None, (skip, own)
        self._area_hidden = self._areas()
        # what :attr:`seen` is made from, taken now (a later computation replaces the map's own): plain data,
        # no call holding the map, which would make a reference cycle the batch's rare collections leave
        self._seen, self._seen_args = None, (sc, own, skip, (self.levels, self._area_hidden, self.occupiable,
                                                             self.eye))
        if self._one_level() and len(g.x) > UNION_COLUMNS * len(sc.sight_parts):
            # how many sources see each cell, from the unions of their shadows
            count = self._seeing(sc, own, skip)
        else:
            self._seen, count = self._shadowed(sc, own, skip)
        with np.errstate(invalid="ignore"):
            self.values = np.where(self.occupiable, count / max(len(self.sources), 1), np.nan)

    @property
    def seen(self) -> np.ndarray:
        """The cells each source sees (N, ny, nx) bool. Made on first use on one ground level: a full
        computation needs only how many sources see each cell (:meth:`_seeing`)."""
        if self._seen is None:
            self._seen = self._seen_made(self._seen_args)
        return self._seen

    def _seen_made(self, args) -> np.ndarray:
        """:attr:`seen` as the full computation on ``args``' scene made it: what it reads of the map that a
        later computation replaces (ground levels, hidden areas, where models stand, the sources' eye
        heights) is taken from ``args``, so that a grid handed out (:meth:`result`) keeps its answer
        after the map is computed again."""
        scene, own, skip, state = args
        return self._shadowed(scene, own, skip, state, Progress())[0]

    def _seen_later(self):
        """A call making :attr:`seen` of the computation as it is now, for a grid handed out (which keeps
        what the call made, :func:`_seen_of`): the grid holds the call, the map does not."""
        args = self._seen_args
        return lambda: self._seen_made(args)

    def _one_level(self) -> bool:
        """One ground level, every cell on it (flat, or 2.5D without hills)."""
        if len(self.levels) != 1:
            return False
        (rows, on), = self.levels.values()
        return len(rows) == self.grid.shape[0] and bool(on.all())

    @property
    def counts(self) -> dict:
        """For each ground level, how many shadows cover each (source, row of the level, column): (N, R, nx)
        int32, what :meth:`move` updates. Made on first use: a full computation needs only who sees each
        cell, which it takes from the shadows block by block without keeping them."""
        if self._counts is None:
            skip, own = self._pending
            self._counts = {lv: self._raster(self.scene.sight_parts, lv, rows, skip)
                            for lv, (rows, _) in self.levels.items()}
            self._own_shadows(self.scene, own, -1, skip)
            self._pending = None
        return self._counts

    def _seeing(self, scene: Scene, own: dict[int, np.ndarray], skip) -> np.ndarray:
        """How many sources see each cell (ny, nx) int32, on one ground level holding every cell, as
        :meth:`_shadowed` counts them but without a per-source array of cells: each block of sources'
        shadow spans, taken part by part on the rows the part's shadows can reach (:meth:`_bands`), are
        merged into their union on each row, as bit masks of each source's row on rows of up to
        :data:`MASK_COLUMNS` columns (:func:`union_band_masks`, the bits then counted over the sources,
        :func:`mask_counts`), else as the +1/-1 steps of the unions' runs (:func:`union_band_steps`)
        summed into one array of the grid's rows.

        A block's union leaves out the parts whose shadows another part's shadow holds from every source
        of the block (:meth:`_held`): with more sources than one block, the sources are taken in blocks that
        stand together (:func:`_block_order`), and a part behind another from all of a block takes no
        span of it.

        Where a source's answer is not its union of shadows, it is worked out per source on those cells
        alone: a piece's own cells (its own shadows do not hide a model standing in it,
        :meth:`_own_hits`) and the cells of pieces that hide what is inside them (``_area_hidden``).
        Where no model stands the count is not used (``values`` is NaN there)."""
        g = self.grid
        N, (ny, nx) = len(self.sources), g.shape
        parts = scene.sight_parts
        rows = np.arange(ny)
        # the unions as bit masks of each source's row (:func:`union_band_masks`) on rows of up to
        # MASK_COLUMNS columns, counted over the sources a few hundred at a time (:func:`mask_counts`);
        # on wider rows as +1/-1 steps of their runs (:func:`union_band_steps`)
        masked = nx <= MASK_COLUMNS
        if masked:
            hidden = np.zeros((ny, nx), np.int64)
        else:
            steps = np.zeros((ny, union_width(nx)), np.int64)
        # the cells whose answer is not the union of the shadows, and their own hits (N, cells)
        hits = [(r_k * nx + c_k, per_cell) for _, r_k, c_k, per_cell, _, _ in self._own_hits(scene, own, skip)]
        areas = np.flatnonzero(self._area_hidden.any(axis=0)) if self._area_hidden is not None \
            else np.zeros(0, np.intp)
        odd = np.unique(np.concatenate([areas] + [cells for cells, _ in hits]))
        own_hits = np.zeros((N, len(odd)), np.int32)
        for cells, per_cell in hits:
            np.add.at(own_hits, (slice(None), np.searchsorted(odd, cells)), per_cell)
        odd_r, odd_c = odd // nx, odd % nx
        covers = np.zeros((N, len(odd)), np.int32)  # how many shadows cover each of those cells
        order = None  # the order the sources are taken in (None: as given)
        if len(parts):
            tops, full = self._heights_of(scene, parts)
            chunk = self._chunk(parts, rows, UNION_STEPS)
            if masked:  # the masks of every source, or of whole blocks of them up to MASK_BYTES, counted at once
                size = ny * mask_words(nx) * 8
                masks = np.zeros((min(N, chunk * max(1, int(MASK_BYTES // (chunk * size)))), ny, mask_words(nx)),
                                 np.uint64)
                filled = 0
            lv = next(iter(self.levels))
            # the sources in blocks that stand together, for the parts left out of a block (:meth:`_held`):
            # by columns across a zone wider than deep (by rows across a deeper one); who sees a cell is a
            # count, the same in any order
            order = _block_order(self.sources) if N > chunk else None
            if order is not None:
                own_hits = own_hits[order]
            planes = self._planes(parts, tops, full, skip, lv, slice(None) if order is None else order, by_plane=True)
            # each part's bounds on the cell index, in (part, source) order for every source, each side's
            # bounds along the rows in its first slots and its constant ones in where it starts
            # (:func:`packed_span_bounds`); for each band of parts
            # with the rows their shadows can reach, its parts ordered by how many slots their sources
            # need, most first, so that a slot is taken for a leading run of them only (the union and the
            # covers do not depend on the parts' order)
            bands = []
            by_size = parts.by_size()
            for (A, B, C), (mask, group) in zip(planes, by_size):
                packed, need, begin = packed_span_bounds(A, B, C, g.x[0], g.resolution, nx, by_plane=True)
                need = need.max(axis=1).tolist()  # a few dozen parts: in Python, without numpy's calls
                whole = np.flatnonzero(mask)  # the group's parts among all
                for at, r0, r1 in self._bands(group, g.y, g.resolution):
                    at = sorted(range(len(group)) if at is None else at.tolist(), key=lambda p: -need[p])
                    bands.append((packed, begin, at, [need[p] for p in at], whole[at].tolist(), r0, r1))
            held = None if N <= chunk else self._held(  # one block of every source: from so wide a box few parts
                parts, [mask for mask, _ in by_size], own,  # hide others
                self.sources if order is None else self.sources[order], skip if order is None else skip[order],
                full, planes, chunk)
            for c, start in enumerate(range(0, N, chunk)):
                sl = slice(start, min(N, start + chunk))
                spans = []
                for packed, begin, at, needs, whole, r0, r1 in bands:
                    if held is not None:  # the parts whose shadows another's holds from every source of the block
                        gone = held[c]
                        at, needs = [p for p, w in zip(at, whole) if not gone[w]], \
                            [n for n, w in zip(needs, whole) if not gone[w]]
                        if not at:
                            continue
                    slots = [sum(n > k for n in needs) for k in range(needs[0])]
                    at = np.array(at, np.intp)
                    # the band's parts and the batch's sources, in one array (a product over a view with
                    # gaps takes longer)
                    # the upper ends negated for the masks (one pass fewer)
                    jl, jr = bounded_spans(packed[:len(slots), :, at, sl], g.y[r0:r1], nx, slots,
                                           begin[:, at, sl], negated=masked)
                    spans.append((r0, jl, jr))
                    inside = (odd_r >= r0) & (odd_r < r1)
                    if inside.any():
                        r_in, c_in = odd_r[inside] - r0, odd_c[inside]
                        ends = -jr[:, :, r_in] if masked else jr[:, :, r_in]
                        covers[sl, inside] += ((jl[:, :, r_in] <= c_in) & (c_in < ends)).sum(axis=0, dtype=np.int32)
                if not masked:
                    union_band_steps(spans, nx, steps)
                else:
                    n = sl.stop - start
                    if filled + n > len(masks):
                        mask_counts(masks[:filled], nx, hidden)
                        masks[:filled] = 0
                        filled = 0
                    union_band_masks(spans, nx, masks[filled:filled + n], negated=True)
                    filled += n
                self._progress.step(sl.stop / N)
            if masked:
                mask_counts(masks[:filled], nx, hidden)
        if not masked:
            hidden = np.cumsum(steps, axis=1)[:, :nx]
        if len(odd):  # each source's own answer there, in place of its union's
            hide = covers - own_hits > 0
            if self._area_hidden is not None:
                hide |= self._area_hidden.reshape(N, -1)[slice(None) if order is None else order][:, odd]
            hidden[odd_r, odd_c] += np.count_nonzero(hide, axis=0) - np.count_nonzero(covers > 0, axis=0)
        return (N - hidden).astype(np.int32)

    def _held(self, parts: PartTable, groups, own: dict[int, np.ndarray], sources, skip, full, planes, chunk: int):
        """For each block of ``chunk`` of the ``sources`` (:meth:`_seeing`, in its order, with ``skip`` and the
        ``planes`` of each group of ``groups``, :meth:`PartTable.by_size`), the parts (blocks, P) bool whose
        shadows another part's shadow holds from every source of the block (:func:`hidden_behind`), which the
        union of the block's shadows need not take; None when no part can be left out.

        Only parts blocking fully (each on a flat table) whose pieces have no own cells are left out or
        hold others: where a piece's own cells count the shadows of the other pieces (``covers`` less its
        own hits), a part left out whose holder is of that piece would leave a cell seen that another
        piece hides. A part holds others only in blocks none of whose sources stands in its piece (its
        shadow is then empty, ``skip``), and only in blocks whose hull's corners are sources
        (:func:`_block_corners`)."""
        N = len(sources)
        able = ~np.isin(parts.owner, np.fromiter(own, int, len(own)))
        if self.heights:
            able &= np.asarray(full, bool)
        if np.count_nonzero(able) < 2:
            return None
        starts = np.arange(0, N, chunk)
        at, block = _block_corners(sources, chunk)
        if not len(at):
            return None
        K = max(A.shape[0] for A, _, _ in planes)
        # every part's planes from the corners, each group's last (its silhouette rays) last, below them
        # planes every point satisfies
        A, B, C = np.zeros((K, len(parts), len(at))), np.zeros((K, len(parts), len(at))), \
            np.ones((K, len(parts), len(at)))
        for (Ag, Bg, Cg), mask in zip(planes, groups):
            for x, xg in ((A, Ag), (B, Bg), (C, Cg)):
                x[K - len(xg):, mask] = xg[:, :, at]
        hiders = able[None, :] & ~np.logical_or.reduceat(skip, starts, axis=0)
        held = np.zeros((len(starts), len(parts)), bool)
        # each block's corners in a row of the longest count, the first repeated (indices into ``at``)
        found, first, count = np.unique(block, return_index=True, return_counts=True)
        row = np.arange(count.max())
        row = np.where(row < count[:, None], row, 0)
        held[found] = hidden_behind((A, B, C), parts.verts, sources[at], first[:, None] + row, able,
                                    hiders[found], HELD_MARGIN)
        return held

    def _bands(self, parts: PartTable, ys, res: float) -> list:
        """The rows each part's shadows can reach, in bands of parts: ``[(parts, r0, r1)]``, the parts an
        index array (None: all of them), their spans taken on the rows ``r0 : r1`` of ``ys`` only.

        A shadow is made of points ``s + lam (q - s)`` with ``q`` in the part and ``lam >= 1``
        (:func:`part_lambdas`), so from sources none of which stands above the part's lowest corner it
        lies at or above that corner (and below the highest, from sources none below it). A row a whole
        cell beyond holds no cell of the shadow, also with the raster's rounding. The parts are banded by
        the quarter of the rows their reach starts and ends in."""
        R = len(ys)
        sy = self.sources[:, 1]
        y = parts.verts[..., 1]
        low, high = y.min(axis=1), y.max(axis=1)
        r0 = np.searchsorted(ys, np.where(sy.max() <= low, low - res, -np.inf), "left")
        r1 = np.searchsorted(ys, np.where(sy.min() >= high, high + res, np.inf), "right")
        q = max(1, -(-R // 4))
        band = r0 // q * (R + 1) + (r1 + q - 1) // q
        out = []
        for key in np.unique(band):
            at = np.flatnonzero(band == key)
            b0, b1 = int(r0[at].min()), int(r1[at].max())
            if b1 > b0:
                out.append((None if len(at) == len(parts) else at, b0, b1))
        return out

    def _shadowed(self, scene: Scene, own: dict[int, np.ndarray], skip, state=None,
                  progress=None) -> tuple[np.ndarray, np.ndarray]:
        """``(seen, count)``: the cells each source sees (N, ny, nx), and how many sources see each cell
        (ny, nx) int32 (``own`` and ``skip`` as in :meth:`compute`). From the counts :meth:`_raster` makes,
        less the shadows of each piece on its own cells (:meth:`_own_hits`): a block of sources at a time,
        compared with zero while the block is still in the processor's cache, and never kept. ``state``:
        the ground levels, hidden areas, where models stand and the sources' eye heights to use
        (:meth:`_seen_later`), else the map's; ``progress`` the :class:`Progress` to step, else the map's."""
        g = self.grid
        N, nx = len(self.sources), len(g.x)
        parts = scene.sight_parts
        all_levels, area_hidden, occupiable, eye = state if state is not None else \
            (self.levels, self._area_hidden, self.occupiable, self.eye)
        progress = self._progress if progress is None else progress
        (rows1, on1), = all_levels.values() if len(all_levels) == 1 else ((None, None),)
        one = rows1 is not None and len(rows1) == g.shape[0] and on1.all()  # one level, every cell on it
        hits = {}
        for lv, r_k, c_k, per_cell, unique, _ in self._own_hits(scene, own, skip, all_levels, eye):
            hits.setdefault(lv, []).append((r_k, c_k, per_cell, unique))
        tops, full = self._heights_of(scene, parts)
        levels = [(lv, rows, on) for lv, (rows, on) in all_levels.items() if len(rows) and len(parts)]
        # one level: every block's cells are written below, so the array need not be filled first
        seen = np.empty((N,) + g.shape, bool) if one and levels else np.ones((N,) + g.shape, bool)
        for k, (lv, rows, on) in enumerate(levels):
            chunk = self._chunk(parts, rows)
            block = max(1, int(STEPS_BYTES // (8 * len(rows) * nx)))
            buf = np.empty((min(block, N), len(rows), nx), np.int32)
            planes = self._planes(parts, tops, full, skip, lv, eye=eye)
            for start in range(0, N, chunk):
                sl = slice(start, min(N, start + chunk))
                jl, jr = self._spans(parts, tops, full, skip, lv, rows, sl, planes)
                for a in range(0, sl.stop - start, block):
                    s0, s1 = start + a, min(sl.stop, start + a + block)
                    _, cnt = raster_span(jl[a:a + block], jr[a:a + block], nx, out=buf[:s1 - s0])
                    for r_k, c_k, per_cell, unique in hits.get(lv, ()):
                        if unique:
                            cnt[:, r_k, c_k] -= per_cell[s0:s1]
                        else:
                            np.add.at(cnt, (slice(None), r_k, c_k), -per_cell[s0:s1])
                    if one:
                        np.equal(cnt, 0, out=seen[s0:s1])
                    else:
                        seen[s0:s1, rows] &= ~((cnt > 0) & on[None])
                if k == len(levels) - 1:
                    progress.step(sl.stop / N)
        if area_hidden is not None:
            seen &= ~area_hidden
        seen &= occupiable[None]
        # the sources seeing each cell, summed as bytes (numpy sums booleans one by one)
        return seen, np.add.reduce(seen.view(np.uint8), axis=0, dtype=np.int32)

    def _skip(self, scene: Scene, parts: PartTable) -> np.ndarray:
        return _source_inside(scene, parts, self.sources, self.heights)

    def _heights_of(self, scene: Scene, parts: PartTable):
        """Each part's top and whether it blocks fully (every part does, flat)."""
        full = scene.is_full[parts.owner] if self.heights else np.ones(len(parts), bool)
        return scene.top[parts.owner], full

    def _planes(self, parts: PartTable, tops, full, skip, level: float, sl=slice(None), eye=None, by_plane=False):
        """The half-planes of each shadow of ``parts`` (of tops ``tops``, blocking fully where ``full``)
        seen by the sources in ``sl`` from ``level``: ``(A, B, C)`` (N, P, K) for each group of
        :meth:`PartTable.by_size`, in its order (:func:`halfplanes`), or (K, P, N) with ``by_plane``
        (:func:`halfplanes_by_plane`). ``eye``: the sources' eye heights, else the map's."""
        out = []
        for mask, group in parts.by_size():
            # flat: every range [1, inf), which halfplanes takes without the arrays (passes fewer)
            lam1, lam2 = part_lambdas((self.eye if eye is None else eye)[sl], level + self.target_height, tops[mask],
                                      full[mask], self.heights) if self.heights else (None, None)
            out.append((halfplanes_by_plane if by_plane else halfplanes)(self.sources[sl], group, lam1, lam2,
                                                                          skip[sl][:, mask]))
        return out

    def _spans(self, parts: PartTable, tops, full, skip, level: float, rows, sl=slice(None), planes=None,
               eye=None):
        """The cells ``jl <= j < jr`` of each shadow of ``parts`` (of tops ``tops``, blocking fully
        where ``full``) on ``rows`` for the sources in ``sl`` ((N, P, R) each, :func:`row_spans`), the
        parts in the order of :meth:`PartTable.by_size`. ``planes``: those of :meth:`_planes` for every
        source, when already made (the sources ``sl`` are taken from them)."""
        g = self.grid
        if planes is None:
            planes, sl = self._planes(parts, tops, full, skip, level, sl, eye), slice(None)
        los, his = [], []
        for A, B, C in planes:
            jl, jr = row_spans(A[sl], B[sl], C[sl], g.y[rows], g.x[0], g.resolution, len(g.x))
            los.append(jl)
            his.append(jr)
        if len(los) == 1:  # one size of parts (boxes): no copy
            return los[0], his[0]
        return np.concatenate(los, axis=1), np.concatenate(his, axis=1)

    def _own_shadows(self, scene: Scene, own: dict[int, np.ndarray], sign: int, skip=None) -> None:
        """Add ``sign`` times the shadows each piece of ``own`` casts on its own cells (``{piece: grid
        indices}``, :func:`_own_cells`) to the counts: a piece does not hide a model standing in it (a
        ruin's floor behind its own walls). The counts first take every shadow, then this takes them back."""
        for lv, r_k, c_k, per_cell, unique, grid_rows in self._own_hits(scene, own, skip):
            if unique:  # each cell once (one piece's): plain indexing, many times quicker than np.add.at
                self.counts[lv][:, r_k, c_k] += sign * per_cell
            else:  # a cell of two pieces that overlap: its counts take both
                np.add.at(self.counts[lv], (slice(None), r_k, c_k), sign * per_cell)
            if self._touched is not None:
                self._touched[grid_rows] = True

    def _own_hits(self, scene: Scene, own: dict[int, np.ndarray], skip=None, levels=None, eye=None) -> list:
        """How many shadows of its own piece cover each cell of ``own`` (``{piece: grid indices}``), for
        every source: ``(level, rows r in the level, columns c, hits (N, cells), each cell once, grid rows)``
        per ground level holding such cells.

        All pieces at once: the shadow intervals of their parts on the rows their cells lie on, then,
        for each such cell and each part of its own piece, whether the span holds the cell (the
        spans the raster takes, :func:`row_spans`). ``levels``, ``eye``: the ground levels and the
        sources' eye heights to use, else the map's."""
        out = []
        levels = self.levels if levels is None else levels
        own = {o: c for o, c in own.items() if len(c)}
        if not own:
            return out
        g = self.grid
        nx = len(g.x)
        owners = np.array(list(own), int)
        mine = np.isin(scene.sight_parts.owner, owners)
        parts = scene.sight_parts.subset(mine)
        if not len(parts):
            return out
        # ``skip``: the scene's own (sources, parts) table, when already computed
        skip = self._skip(scene, parts) if skip is None else skip[:, mine]
        # the parts in the order of their interval columns (PartTable.by_size), grouped by piece
        column_owner = np.concatenate([group.owner for _, group in parts.by_size()])
        columns = {o: np.nonzero(column_owner == o)[0] for o in own}
        cells = np.concatenate(list(own.values()))
        cell_owner = np.repeat(owners, [len(c) for c in own.values()])
        row, col = cells // nx, cells % nx
        for lv, (rows, on) in levels.items():
            at = np.full(g.shape[0], -1)
            at[rows] = np.arange(len(rows))
            k = np.nonzero(at[row] >= 0)[0]
            k = k[on[at[row[k]], col[k]]]
            if not len(k):
                continue
            used, r_at = np.unique(row[k], return_inverse=True)
            jl, jr = self._spans(parts, *self._heights_of(scene, parts), skip, lv, used, eye=eye)
            # (cell, part of its piece) pairs, grouped by cell
            pair_cell, pair_col = [], []
            for o in own:
                mine = np.nonzero(cell_owner[k] == o)[0]
                q = columns[o]
                if len(mine) and len(q):
                    pair_cell.append(np.repeat(mine, len(q)))
                    pair_col.append(np.tile(q, len(mine)))
            if not pair_cell:
                continue
            pc, pq = np.concatenate(pair_cell), np.concatenate(pair_col)
            order = np.argsort(pc, kind="stable")
            pc, pq = pc[order], pq[order]
            pr, pj = r_at[pc], col[k][pc]
            hit = (jl[:, pq, pr] <= pj) & (pj < jr[:, pq, pr])  # (N, pairs)
            starts = np.flatnonzero(np.r_[True, pc[1:] != pc[:-1]])
            per_cell = np.add.reduceat(hit.astype(np.int32), starts, axis=1)  # (N, cells with a pair)
            cell_k = k[pc[starts]]
            r_k, c_k = at[row[cell_k]], col[cell_k]
            out.append((lv, r_k, c_k, per_cell, len(np.unique(r_k * nx + c_k)) == len(cell_k), row[cell_k]))
        return out

    def _chunk(self, parts: PartTable, rows, steps: int = 1) -> int:
        """Sources per batch: ``steps`` progress steps, and a cap on the (sources, parts, planes, rows) arrays."""
        return max(1, min(steps * self.chunk, int(4e6 // max(1, len(parts) * (parts.verts.shape[1] + 2) * len(rows)))))

    def _raster(self, parts: PartTable, level: float, rows, skip) -> np.ndarray:
        g = self.grid
        N = len(self.sources)
        if len(parts) == 0 or len(rows) == 0:
            return np.zeros((N, len(rows), len(g.x)), np.int32)
        chunk = self._chunk(parts, rows)
        # each batch's counts written in place (no joined copy, no zeroed array)
        counts = np.empty((N, len(rows), len(g.x)), np.int32)
        tops, full = self._heights_of(self.scene, parts)
        # the half-planes of every source's shadows in one go: (sources, parts, planes) arrays are small,
        # and made batch by batch their numpy calls cost as much again as their arithmetic
        planes = self._planes(parts, tops, full, skip, level)
        for start in range(0, N, chunk):
            sl = slice(start, min(N, start + chunk))
            jl, jr = self._spans(parts, tops, full, skip, level, rows, sl, planes)
            raster_counts(jl, jr, len(g.x), out=counts[sl])
        return counts

    def _areas(self) -> np.ndarray | None:
        sc = self.scene
        hidden = None
        for a in sc.areas:
            fp = sc.footprints[a]
            cells = shapely.contains_xy(fp, self._X, self._Y).reshape(self.grid.shape)
            srcs = sc.in_piece(np.full(len(self.sources), a), self.sources[:, 0], self.sources[:, 1])
            h = cells[None] & ~srcs[:, None, None]
            hidden = h if hidden is None else hidden | h
        return hidden

    def _finish(self, only) -> None:
        """``seen`` and ``values`` again on the grid rows ``only``, from the counts (new arrays all the same,
        so that a grid handed out before stays as it was)."""
        N = len(self.sources)
        seen, values = self.seen.copy(), self.values.copy()
        if len(only):
            # the band of rows from the first changed to the last (one piece's shadows reach a band
            # of rows; rows between them that did not change come out as they were): slices, views
            band = slice(int(np.min(only)), int(np.max(only)) + 1)
            fresh = np.ones((N, band.stop - band.start, self.grid.shape[1]), bool)
            for lv, (rows, on) in self.levels.items():
                p0, p1 = np.searchsorted(rows, [band.start, band.stop])
                if p1 > p0:
                    r0, r1 = rows[p0] - band.start, rows[p1 - 1] + 1 - band.start
                    at = slice(r0, r1) if r1 - r0 == p1 - p0 else rows[p0:p1] - band.start
                    fresh[:, at] &= ~((self.counts[lv][:, p0:p1] > 0) & on[p0:p1][None])
            if self._area_hidden is not None:
                fresh &= ~self._area_hidden[:, band]
            occupiable = self.occupiable[band]
            fresh &= occupiable[None]
            seen[:, band] = fresh
            count = np.add.reduce(fresh.view(np.uint8), axis=0, dtype=np.int32)  # as bytes: quicker than booleans
            with np.errstate(invalid="ignore"):
                values[band] = np.where(occupiable, count / max(N, 1), np.nan)
        self._seen, self.values = seen, values

    # -- incremental update ------------------------------------------------------
    def move(self, blocker) -> "ExposureMap":
        """Replace the piece with ``blocker.id`` (moved, turned or resized) and update.

        Only that piece's shadows are re-rasterised; a piece that raises models
        (a hill) or hides models inside it changes the ground, so everything is redone.
        """
        sc = self.scene
        i = sc.index[blocker.id]
        old = sc.blockers[i]
        new_scene = sc.replaced(blocker)
        if self.heights and (old.elevates or blocker.elevates) or old.area == HIDES_INSIDE \
                or blocker.area == HIDES_INSIDE:
            self.scene = new_scene
            self.compute()
            return self
        self.seen, self.counts  # made now, on the scene as it was, if no move made them before
        old_parts = sc.sight_parts.subset(sc.sight_parts.owner == i)
        new_parts = new_scene.sight_parts.subset(new_scene.sight_parts.owner == i)
        g = self.grid
        touched = np.zeros(g.shape[0], bool)  # the grid rows whose counts change
        if len(old_parts) or len(new_parts):
            # the old shadows counted -1, the new ones +1: both pieces' parts in one table, rastered in
            # one pass per level on the rows they reach
            both = old_parts.joined(new_parts)
            skip = np.hstack([self._skip(sc, old_parts), self._skip(new_scene, new_parts)])
            tops, full = (np.concatenate(pair) for pair in zip(self._heights_of(sc, old_parts),
                                                                self._heights_of(new_scene, new_parts)))
            sign = np.r_[np.full(len(old_parts), -1), np.full(len(new_parts), 1)]
            sign = np.concatenate([sign[mask] for mask, _ in both.by_size()])  # in the spans' column order
            for lv, (rows, _) in self.levels.items():
                jl, jr = self._spans(both, tops, full, skip, lv, rows)
                r0, change = raster_span(jl, jr, len(g.x), sign=sign, span=True)
                self.counts[lv][:, r0:r0 + change.shape[1]] += change
                touched[rows[r0:r0 + change.shape[1]]] = True
        self._touched = touched
        if len(old_parts):  # what the old piece did not hide in itself, and what the new one does not
            self._own_shadows(sc, _own_cells(sc, [i], g, self.heights), +1)
        if len(new_parts):
            self._own_shadows(new_scene, _own_cells(new_scene, [i], g, self.heights), -1)
        self.scene = new_scene
        # where models can stand changes only under the old and the new shapes
        xmin, ymin, xmax, ymax = shapely.total_bounds(np.array(list(old.shapes) + list(blocker.shapes), dtype=object))
        X, Y = self._X, self._Y
        near = (X >= xmin) & (X <= xmax) & (Y >= ymin) & (Y <= ymax)
        occ = self.occupiable.ravel().copy()
        occ[near] = new_scene.occupiable(X[near], Y[near], self.heights)
        self.occupiable = occ.reshape(self.grid.shape)
        touched |= near.reshape(self.grid.shape).any(axis=1)
        self._touched = None
        self._finish(np.nonzero(touched)[0])
        return self

    def result(self) -> ExposureGrid:
        return ExposureGrid(self.values, self.grid, self.sources, self.method,
                            self._seen_later() if self._seen is None else self._seen)


def exposure_grid(scene: Scene, sources, grid: Grid, viewer_height: float | None = None,
                  target_height: float | None = None, method: str = "shadow-raster",
                  progress=None, cancel=None) -> ExposureGrid:
    """Share of ``sources`` seeing each cell of ``grid`` (see the module text for methods)."""
    if method == "shadow-raster":
        return ExposureMap(scene, sources, grid, viewer_height, target_height, progress, cancel).result()
    if method == "regions":
        return _exposure_regions(scene, np.atleast_2d(np.asarray(sources, float)), grid, viewer_height,
                                 target_height, Progress(progress, cancel))
    raise ValueError(f"unknown exposure method {method!r} (expected 'shadow-raster' or 'regions')")


def _exposure_regions(scene: Scene, sources, grid: Grid, viewer_height, target_height, progress: Progress):
    """Union of shadow polygons per source, then one vectorized contains_xy (flat ground levels only)."""
    heights = viewer_height is not None or target_height is not None
    X, Y = grid.points()
    reach = float(np.hypot(np.ptp(grid.x) + grid.resolution, np.ptp(grid.y) + grid.resolution)) * 2
    tops = scene.top[scene.sight_parts.owner]
    full = scene.is_full[scene.sight_parts.owner] if heights else np.ones(len(scene.sight_parts), bool)
    eye = (scene.elevation(sources[:, 0], sources[:, 1]) if heights else 0.0) + (viewer_height or 0.0)
    lam1, lam2 = part_lambdas(np.broadcast_to(eye, (len(sources),)), target_height or 0.0, tops, full, heights)
    skip = _source_inside(scene, scene.sight_parts, sources, heights)
    hulls = _without_own(scene, shadow_polygons(sources, scene.sight_parts, lam1, lam2, reach, skip), heights)
    progress.step(0.3)
    areas = [scene.footprints[a] for a in scene.areas]
    if areas:
        extra = np.array([[None if scene.in_piece(a, *s)[()] else scene.footprints[a] for a in scene.areas]
                          for s in sources], dtype=object)
        hulls = np.concatenate([hulls, extra], axis=1)
    unions = shapely.union_all(hulls, axis=1)
    progress.step(0.7)
    shapely.prepare(unions)
    covered = shapely.contains_xy(unions[:, None], X[None, :], Y[None, :]).reshape((len(sources),) + grid.shape)
    occ = scene.occupiable(X, Y, heights).reshape(grid.shape)
    seen = ~covered & occ[None]
    values = np.where(occ, seen.mean(axis=0), np.nan)
    progress.step(1.0)
    return ExposureGrid(values, grid, sources, "regions", seen)


def _without_own(scene: Scene, hulls: np.ndarray, heights: bool) -> np.ndarray:
    """Shadow polygons (N, P) less their own piece's footprint (and outline): a piece does not
    hide a target standing in it (:meth:`Scene.exempt`)."""
    if not hulls.size:
        return hulls
    own = np.array([None if heights and b.elevates else b.footprint.buffer(ON_OUTLINE) for b in scene.blockers],
                   dtype=object)[scene.sight_parts.owner]
    has = np.array([o is not None for o in own]) & np.array([h is not None for h in hulls.ravel()]).reshape(hulls.shape)
    out = hulls.copy()
    i, p = np.nonzero(has & np.array([o is not None for o in own])[None, :])
    if len(i):
        out[i, p] = shapely.difference(hulls[i, p], own[p])
    return out


def source_cell_segments(sources, grid: Grid) -> np.ndarray:
    """The segment from every source to every cell centre, source by source (N * cells,)."""
    sources = np.atleast_2d(np.asarray(sources, float))
    X, Y = grid.points()
    n, m = len(sources), len(X)
    coords = np.empty((n * m, 2, 2))
    coords[:, 0] = np.repeat(sources, m, axis=0)
    coords[:, 1, 0] = np.tile(X, n)
    coords[:, 1, 1] = np.tile(Y, n)
    return shapely.linestrings(coords)


def exposure_brute_force(scene: Scene, sources, grid: Grid) -> ExposureGrid:
    """Every source-to-cell segment tested with one vectorized ``intersects`` against the
    prepared union of the blocking parts as sight meets them (grown by ``GRAZE``: a line touching a
    shape is stopped), flat; a reference the fast methods are checked against."""
    sources = np.atleast_2d(np.asarray(sources, float))
    X, Y = grid.points()
    occ = scene.occupiable(X, Y, False)
    blockers = shapely.union_all(scene.sight_parts.geoms)
    shapely.prepare(blockers)
    n, m = len(sources), len(X)
    hit = shapely.intersects(blockers, source_cell_segments(sources, grid)).reshape(n, m)
    seen = (~hit & occ[None]).reshape((n,) + grid.shape)
    values = np.where(occ.reshape(grid.shape), seen.mean(axis=0), np.nan)
    return ExposureGrid(values, grid, sources, "brute-force segments", seen)


def visible_region(scene: Scene, origin, bounds: Polygon, viewer_height: float | None = None,
                   target_height: float | None = None):
    """The part of ``bounds`` where a target (of ``target_height``) is seen from ``origin`` (an overlay).

    Flat when no heights are given. The target's ground is taken as level 0 (hill tops aside).
    """
    heights = viewer_height is not None or target_height is not None
    s = np.asarray(origin, float).reshape(1, 2)
    tops = scene.top[scene.sight_parts.owner]
    full = scene.is_full[scene.sight_parts.owner] if heights else np.ones(len(scene.sight_parts), bool)
    eye = (scene.elevation(s[:, 0], s[:, 1]) if heights else 0.0) + (viewer_height or 0.0)
    lam1, lam2 = part_lambdas(np.broadcast_to(eye, (1,)), target_height or 0.0, tops, full, heights)
    skip = _source_inside(scene, scene.sight_parts, s, heights)
    minx, miny, maxx, maxy = bounds.bounds
    reach = 2 * float(np.hypot(maxx - minx, maxy - miny))
    hulls = [h for h in _without_own(scene, shadow_polygons(s, scene.sight_parts, lam1, lam2, reach, skip), heights)[0]
             if h is not None and not h.is_empty]
    hulls += [scene.footprints[a] for a in scene.areas if not scene.in_piece(a, *s[0])[()]]
    if not hulls:
        return bounds
    return shapely.difference(bounds, shapely.union_all(hulls))
