"""Firing lanes: an unobstructed corridor at least a base wide between two deployment zones.

A corridor of half-width ``r`` along the segment ``a -> b`` is clear when the segment
stays farther than ``r`` from every blocking shape, i.e. misses every convex part
grown by ``r`` (a rounded shape). Sample points are taken in each zone (inset
from the table edge by ``r``, and not within ``r`` of a blocker, where no base fits).

Method ("angular intervals"): seen from a sample ``a``, a grown convex part covers
the angular interval between its tangent rays (vertex angle +- asin(r / distance));
a target ``b`` whose direction is inside that interval and which lies beyond the
part's farthest point is certainly cut off, one closer than the part's nearest
point certainly not. All (a, b) directions are tested against the sorted intervals
of every ``a`` with two ``searchsorted`` calls; only pairs that fall between the
near and far distances of a part (a blocker near or inside a zone) are settled by
an exact shapely distance test.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry import LineString, Polygon, box

from .exposure import sample_count
from .progress import Progress
from .scene import FULL, HEIGHT, PartTable, Scene

TWO_PI = 2 * np.pi


@dataclass(frozen=True)
class FiringLane:
    """A clear corridor: its centre line from ``start`` to ``end``, its width, and its outline."""

    start: tuple[float, float]
    end: tuple[float, float]
    width: float
    geometry: Polygon

    @property
    def length(self) -> float:
        return float(np.hypot(self.end[0] - self.start[0], self.end[1] - self.start[1]))

    @property
    def line(self) -> LineString:
        return LineString([self.start, self.end])


@dataclass
class LaneCheck:
    """Which sample pairs are joined by a clear corridor of ``width``, and one such lane."""

    width: float
    samples_a: np.ndarray
    samples_b: np.ndarray
    clear: np.ndarray  # (na, nb) bool
    candidates: np.ndarray  # (na, nb) bool: pairs within range
    lane: FiringLane | None
    exact_tests: int
    method: str = "angular intervals"

    @property
    def exists(self) -> bool:
        return self.lane is not None

    @property
    def clear_share(self) -> float:
        n = int(self.candidates.sum())
        return float(self.clear.sum() / n) if n else 0.0


def lane_parts(scene: Scene, model_height: float | None = None) -> PartTable:
    """Convex parts that stop a lane between models of ``model_height`` (None: every blocking piece)."""
    owner = scene.parts.owner
    if not len(owner):
        return scene.parts
    blocking = np.array([b.blocking for b in scene.blockers])[owner]
    keep = blocking == FULL
    tall = blocking == HEIGHT
    if model_height is not None:
        tall &= scene.top[owner] >= model_height
    return scene.parts.subset(keep | tall)


def lane_samples(zone, bounds, parts: PartTable, r: float, count: int, obstacles=None) -> np.ndarray:
    """About ``count`` points of ``zone`` where a base of half-width ``r`` fits (on the table, clear of blockers).

    ``obstacles`` may be an STRtree over ``parts.geoms`` already built.
    """
    minx, miny, maxx, maxy = bounds.bounds
    inner = box(minx + r, miny + r, maxx - r, maxy - r) if maxx - minx > 2 * r and maxy - miny > 2 * r else None
    if inner is None:
        return np.empty((0, 2))
    area = zone.intersection(inner)
    if area.is_empty:
        return np.empty((0, 2))
    pts = sample_count(area, count, ((minx + maxx) / 2, (miny + maxy) / 2))
    if len(pts) > count:  # a sliver (a lane nearly as wide as the zone is deep): spread ``count`` of them
        pts = pts[np.unique(np.linspace(0, len(pts) - 1, count).round().astype(int))]
    if len(parts) and len(pts):
        tree = obstacles if obstacles is not None else shapely.STRtree(parts.geoms)
        near, _ = tree.query(shapely.points(pts), predicate="dwithin", distance=r * (1 - 1e-9))
        keep = np.ones(len(pts), bool)
        keep[near] = False
        pts = pts[keep]
    return pts


#: elements of one (samples x corners) array in :func:`_tangents`' flat path (about 16 MB of floats)
TANGENT_BLOCK = 2_000_000


def _tangents(P_from, parts: PartTable, r: float):
    """Per (sample, part): centre direction, tangent interval (relative), nearest and farthest reach."""
    V = parts.verts  # (P, K, 2)
    g = V.mean(axis=1)
    tc = np.arctan2(g[None, :, 1] - P_from[:, None, 1], g[None, :, 0] - P_from[:, None, 0])
    P, K = V.shape[:2]
    n = np.minimum(parts.nverts, K) if P else parts.nverts
    if P and 4 * int(n.sum()) < 3 * P * K:  # mostly padding (triangles beside a few wide parts): the real
        lo, hi, dmin, dmax = _tangents_flat(P_from, V, n, tc, r)  # corners only, the same numbers
        return tc, lo, hi, dmin - r, dmax + r
    lo = hi = dmax = dmin = None
    for k in range(K):  # a few vertices per part: loop over them, vectorized over the rest
        vx = V[None, :, k, 0] - P_from[:, None, 0]
        vy = V[None, :, k, 1] - P_from[:, None, 1]
        dv = np.hypot(vx, vy)
        rel = (np.arctan2(vy, vx) - tc + np.pi) % TWO_PI - np.pi
        with np.errstate(divide="ignore", invalid="ignore"):
            half = np.arcsin(np.minimum(r / dv, 1.0))
        if lo is None:
            lo, hi, dmax, dmin = rel - half, rel + half, dv, dv
        else:
            lo, hi = np.minimum(lo, rel - half), np.maximum(hi, rel + half)
            dmax, dmin = np.maximum(dmax, dv), np.minimum(dmin, dv)
    # dmin is refined to the true distance where it matters (see _settle)
    return tc, lo, hi, dmin - r, dmax + r


def _tangents_flat(P_from, V, n, tc, r):
    """:func:`_tangents`' intervals and reaches over each part's real corners only (``n[p]`` of them),
    then reduced per part: the padding repeats a part's last corner, so the minima and maxima are the
    same; in blocks of samples so that no array passes :data:`TANGENT_BLOCK` elements."""
    P, K = V.shape[:2]
    flat = V[np.arange(K)[None, :] < n[:, None]]  # (N, 2): part 0's corners, then part 1's...
    owner = np.repeat(np.arange(P), n)
    starts = np.concatenate([[0], np.cumsum(n)[:-1]])
    S = len(P_from)
    out = [np.empty((S, P)) for _ in range(4)]
    step = max(1, TANGENT_BLOCK // max(len(flat), 1))
    for a in range(0, S, step):
        b = min(S, a + step)
        vx = flat[None, :, 0] - P_from[a:b, None, 0]
        vy = flat[None, :, 1] - P_from[a:b, None, 1]
        dv = np.hypot(vx, vy)
        rel = (np.arctan2(vy, vx) - tc[a:b][:, owner] + np.pi) % TWO_PI - np.pi
        with np.errstate(divide="ignore", invalid="ignore"):
            half = np.arcsin(np.minimum(r / dv, 1.0))
        out[0][a:b] = np.minimum.reduceat(rel - half, starts, axis=1)
        out[1][a:b] = np.maximum.reduceat(rel + half, starts, axis=1)
        out[2][a:b] = np.minimum.reduceat(dv, starts, axis=1)
        out[3][a:b] = np.maximum.reduceat(dv, starts, axis=1)
    return out


def _interval_hits(theta, definite, tc, lo, hi, rows=None) -> np.ndarray:
    """(ns, nd): direction ``theta[s, d]`` lies strictly inside a tangent interval of a definite part of ``s``.

    With ``rows`` (the sample index of each direction), ``theta`` is a flat list of directions instead.
    """
    ns = definite.shape[0]
    shape = theta.shape
    i, p = np.nonzero(definite)
    if not len(i):
        return np.zeros(shape, bool)
    start = tc[i, p] + lo[i, p]
    end = tc[i, p] + hi[i, p]
    k = np.floor((start + np.pi) / TWO_PI)
    start, end = start - k * TWO_PI, end - k * TWO_PI
    wrap = end > np.pi
    owner = 10.0 * np.concatenate([i, i[wrap]])
    starts = np.concatenate([start, np.full(wrap.sum(), -np.pi)]) + owner
    ends = np.concatenate([np.minimum(end, np.pi), end[wrap] - TWO_PI]) + owner
    # one sorted list of events (+1 opening, -1 closing): the running sum just before a
    # direction counts the intervals open there (open intervals: ties fall outside)
    events = np.concatenate([starts, ends])
    order = np.argsort(events, kind="stable")
    events = events[order]
    running = np.concatenate([[0], np.cumsum(np.where(order < len(starts), 1, -1))])
    q = (theta + 10.0 * (np.arange(ns)[:, None] if rows is None else rows)).ravel()
    return (running[np.searchsorted(events, q, "left")] > 0).reshape(shape)


def _settle(pts, lens, parts: PartTable, r: float, sep, all_in_range: bool = False):
    """Tangent intervals from each sample, which parts they settle, which remain open."""
    tc, lo, hi, dmin, dmax = _tangents(pts, parts, r)
    lmin = lens.min(axis=1)
    lmax = lens.max(axis=1) if all_in_range else np.where(np.isfinite(lens), lens, -np.inf).max(axis=1)
    definite = ((dmax <= lmin[:, None]) | sep[None, :]) & (hi - lo < np.pi)
    open_ = ~definite & (dmin < lmax[:, None])
    if open_.any():  # the true distance prunes parts beyond every target
        i, p = np.nonzero(open_)
        dmin[i, p] = shapely.distance(parts.geoms[p], shapely.points(pts[i])) - r
        open_[i, p] = dmin[i, p] < lmax[i]
    return [tc, lo, hi, dmin, dmax, definite, open_]


def clear_pairs(A, B, parts: PartTable, r: float, max_range: float | None = None):
    """``(clear, candidates, exact_tests, lengths)`` for every pair of samples (see the module text).

    A part whose farthest point (seen from ``a``) is nearer than every candidate ``b`` cuts
    exactly the pairs whose direction lies in its tangent interval; the same holds seen
    from ``b``. Only parts that are settled from neither end (blockers inside or at the
    edge of both reaches) need per-pair work.
    """
    A = np.atleast_2d(A)
    B = np.atleast_2d(B)
    na, nb = len(A), len(B)
    if na and nb:  # order each zone's samples by direction from the other zone (nearly sorted queries)
        ca, cb = A.mean(axis=0), B.mean(axis=0)
        oa = np.argsort(np.arctan2(A[:, 1] - cb[1], A[:, 0] - cb[0]))
        ob = np.argsort(np.arctan2(B[:, 1] - ca[1], B[:, 0] - ca[0]))
        clear, cand, exact, L = _clear_pairs(A[oa], B[ob], parts, r, max_range)
        ia, ib = np.argsort(oa), np.argsort(ob)
        return clear[ia][:, ib], cand[ia][:, ib], exact, L[ia][:, ib]
    return _clear_pairs(A, B, parts, r, max_range)


def _clear_pairs(A, B, parts: PartTable, r: float, max_range: float | None):
    na, nb = len(A), len(B)
    dx = B[None, :, 0] - A[:, None, 0]
    dy = B[None, :, 1] - A[:, None, 1]
    L = np.hypot(dx, dy)
    cand = L > 0
    if max_range is not None:
        cand &= L <= max_range
    if na == 0 or nb == 0 or not len(parts):
        return cand.copy(), cand, 0, L
    theta = np.arctan2(dy, dx)
    # a line across the direction from A to B that separates a grown part from every b
    # (or every a) settles that part for the whole zone
    u = B.mean(axis=0) - A.mean(axis=0)
    u = u / (np.hypot(*u) or 1.0)
    proj = (parts.verts @ u)
    pmin, pmax = proj.min(axis=1) - r, proj.max(axis=1) + r
    sep_a = (pmax < (B @ u).min()) & ((A @ u).max() < (B @ u).min())
    sep_b = (pmin > (A @ u).max()) & ((A @ u).max() < (B @ u).min())
    everything = max_range is None and bool(cand.all())
    lens_a = L if everything else np.where(cand, L, np.inf)
    ends = [_settle(A, lens_a, parts, r, sep_a, everything)]
    # a part settled from every a needs no work from the b end
    done_a = (ends[0][5] | ~(ends[0][5] | ends[0][6])).all(axis=0)
    blocked = _interval_hits(theta, ends[0][5], *ends[0][:3])
    if not done_a.all():
        need = ~done_a  # seen from b, only the parts the first pass did not settle
        sub = _settle(B, lens_a.T, parts.subset(need), r, sep_b[need], everything)
        full = []
        for k, arr in enumerate(sub):
            out = np.zeros((nb, len(parts)), arr.dtype)
            out[:, need] = arr
            full.append(out)
        ends.append(full)
        if ends[1][5].any():  # only the pairs still open after the first pass, seen from b
            ia, ib = np.nonzero(cand & ~blocked)
            t = theta[ia, ib]
            back = np.where(t > 0, t - np.pi, t + np.pi)
            order = np.argsort(ib, kind="stable")
            ia, ib, back = ia[order], ib[order], back[order]
            hit = _interval_hits(back, ends[1][5], *ends[1][:3], rows=ib)
            blocked[ia[hit], ib[hit]] = True
    else:
        ends.append([None] * 6 + [np.zeros((nb, len(parts)), bool)])
    # parts unsettled from both ends: wedge and distances per pair, exact distance if still open
    tca, loa, hia, dmina, dmaxa, _, amb_a = ends[0]
    amb_b = ends[1][6]
    exact = 0
    todo_a, todo_b, todo_p = [], [], []
    for p in np.nonzero(amb_a.any(axis=0) & amb_b.any(axis=0))[0]:
        ia = np.nonzero(amb_a[:, p])[0]
        ib = np.nonzero(amb_b[:, p])[0]
        rel = (theta[np.ix_(ia, ib)] - tca[ia, p][:, None] + np.pi) % TWO_PI - np.pi
        inw = (rel > loa[ia, p][:, None]) & (rel < hia[ia, p][:, None]) | (hia[ia, p] - loa[ia, p] >= np.pi)[:, None]
        Lp = L[np.ix_(ia, ib)]
        sure = inw & (Lp >= dmaxa[ia, p][:, None])
        ra, rb = np.nonzero(sure)
        blocked[ia[ra], ib[rb]] = True
        unsure = inw & ~sure & (Lp > dmina[ia, p][:, None])
        ra, rb = np.nonzero(unsure)
        todo_a.append(ia[ra])
        todo_b.append(ib[rb])
        todo_p.append(np.full(len(ra), p))
    if todo_a:
        ta, tb, tp = np.concatenate(todo_a), np.concatenate(todo_b), np.concatenate(todo_p)
        open_ = cand[ta, tb] & ~blocked[ta, tb]
        ta, tb, tp = ta[open_], tb[open_], tp[open_]
        if len(ta):
            segs = shapely.linestrings(np.stack([A[ta], B[tb]], axis=1))
            hit = shapely.distance(parts.geoms[tp], segs) < r
            blocked[ta[hit], tb[hit]] = True
            exact = len(ta)
    return cand & ~blocked, cand, exact, L


def stand_parts(scene: Scene, heights: bool = True) -> PartTable:
    """Convex parts where no base fits: the blocking shapes of pieces a model cannot stand on
    (:meth:`Scene.occupiable`: every blocking piece but a hill; every blocking piece in a flat view)."""
    if not len(scene.parts) or not heights:
        return scene.parts
    return scene.parts.subset(~scene.elevates[scene.parts.owner])


def split_parts(scene: Scene, model_height: float | None, grounds) -> tuple[PartTable, PartTable]:
    """The blocking parts for lanes between models of ``model_height`` standing at ``grounds``:
    ``(sure, by_height)``. A sure part cuts every lane it comes within half a width of (a full
    blocker; a height blocker at least as high as any line between two such models can be); a part
    lower than every such line is left out; the rest (a hill under some of the models, a wall a model
    on a hill sees over) is decided per pair by the heights, as line of sight decides them."""
    parts = scene.parts
    if not len(parts):
        return parts, parts
    owner = parts.owner
    full = scene.is_full[owner]
    if model_height is None:  # flat: every blocking piece stops a lane
        return parts, parts.subset(np.zeros(len(owner), bool))
    g = np.asarray(grounds, float)
    gmin, gmax = (float(g.min()), float(g.max())) if g.size else (0.0, 0.0)
    top = scene.top[owner]
    sure = full | (top >= gmax + model_height)
    maybe = ~sure & (top >= gmin + model_height)
    return parts.subset(sure), parts.subset(maybe)


def check_lane(scene: Scene, zone_a, zone_b, width: float, bounds, samples: int = 400,
               max_range: float | None = None, model_height: float | None = None) -> LaneCheck:
    """Is there a clear corridor ``width`` wide from ``zone_a`` to ``zone_b`` (within ``max_range``)?

    A pair of samples is joined by a clear lane when no blocking part that would stop the sight line
    between two models of ``model_height`` standing there (:func:`validators.sight.los.hidden_below`:
    the piece containing an end does not block, heights and hills decide as for sight) comes within
    half the width of the line, and neither end stands hidden in a piece that hides what is inside it
    (``area: "hides-inside"``) the other end is not in: each end sees the other. With no height, every
    blocking piece stops a lane (flat).
    """
    r = width / 2.0
    heights = model_height is not None
    stand = stand_parts(scene, heights)
    obstacles = shapely.STRtree(stand.geoms) if len(stand) else None
    A = lane_samples(zone_a, bounds, stand, r, samples, obstacles)
    B = lane_samples(zone_b, bounds, stand, r, samples, obstacles)
    ga = scene.elevation(A[:, 0], A[:, 1]) if heights and len(A) else np.zeros(len(A))
    gb = scene.elevation(B[:, 0], B[:, 1]) if heights and len(B) else np.zeros(len(B))
    sure, by_height = split_parts(scene, model_height, np.concatenate([ga, gb]))
    clear, cand, exact, L = clear_pairs(A, B, sure, r, max_range)
    clear, more = _from_inside(scene, sure, A, B, r, clear, cand, heights)
    exact += more
    if len(by_height):
        clear, more = _by_height(scene, by_height, A, B, ga, gb, float(model_height), r, clear)
        exact += more
    clear = _hidden_inside(scene, A, B, clear)
    lane = None
    if clear.any():
        i, j = np.unravel_index(np.argmin(np.where(clear, L, np.inf)), L.shape)
        lane = _lane(A[i], B[j], width)
    return LaneCheck(width, A, B, clear, cand, lane, exact)


def _from_inside(scene: Scene, parts: PartTable, A, B, r: float, clear, cand, heights: bool = True):
    """Pairs with an end in a piece (a ruin's floor) are not cut by that piece (:meth:`Scene.exempt`,
    the rule line of sight and exposure apply): such pairs are tested again, exactly, without it."""
    if not len(parts) or not len(A) or not len(B):
        return clear, 0
    owners = np.unique(parts.owner)
    ex_a = np.column_stack([scene.exempt(np.full(len(A), o), A[:, 0], A[:, 1], heights) for o in owners])
    ex_b = np.column_stack([scene.exempt(np.full(len(B), o), B[:, 0], B[:, 1], heights) for o in owners])
    redo = cand & ~clear & (ex_a.any(axis=1)[:, None] | ex_b.any(axis=1)[None, :])
    ia, ib = np.nonzero(redo)
    if not len(ia):
        return clear, 0
    segs = shapely.linestrings(np.stack([A[ia], B[ib]], axis=1))
    tree = shapely.STRtree(parts.geoms)
    seg, part = tree.query(segs, predicate="dwithin", distance=r)
    col = np.searchsorted(owners, parts.owner[part])
    hit = ~(ex_a[ia[seg], col] | ex_b[ib[seg], col])
    seg, part = seg[hit], part[hit]
    hit = shapely.distance(parts.geoms[part], segs[seg]) < r
    blocked = np.zeros(len(ia), bool)
    blocked[seg[hit]] = True
    out = clear.copy()
    out[ia[~blocked], ib[~blocked]] = True
    return out, len(seg)


def corridor_span(verts, A, B, r: float) -> tuple[np.ndarray, np.ndarray]:
    """For each (convex part, a, b): the stretch ``t0 <= t1`` (0 at ``a``, 1 at ``b``) of the line from
    ``a`` to ``b`` alongside which the part lies within ``r`` of the line (a hairline corridor: where the
    line crosses the part). ``verts`` (M, K, 2) are the parts' corners in order (padded by repeating
    one); the part is clipped exactly to the strip ``r`` either side of the line, vectorized."""
    V = np.asarray(verts, float)
    a, b = np.atleast_2d(A).astype(float), np.atleast_2d(B).astype(float)
    d = b - a
    length = np.maximum(np.hypot(d[:, 0], d[:, 1]), 1e-300)
    u = d / length[:, None]
    rel = V - a[:, None, :]
    t = (rel * u[:, None, :]).sum(axis=2) / length[:, None]  # along the line, 0..1 between the ends
    side = rel[:, :, 0] * -u[:, None, 1] + rel[:, :, 1] * u[:, None, 0]  # signed distance across it
    inside = np.abs(side) <= r
    lo = np.where(inside, t, np.inf).min(axis=1)
    hi = np.where(inside, t, -np.inf).max(axis=1)
    t2, s2 = np.roll(t, -1, axis=1), np.roll(side, -1, axis=1)
    for edge in (r, -r):  # where the part's sides cross the strip's two edges
        ds = s2 - side
        with np.errstate(divide="ignore", invalid="ignore"):
            lam = (edge - side) / ds
        cross = (ds != 0) & (lam >= 0) & (lam <= 1)
        tc = t + np.where(cross, lam, 0.0) * (t2 - t)
        lo = np.minimum(lo, np.where(cross, tc, np.inf).min(axis=1))
        hi = np.maximum(hi, np.where(cross, tc, -np.inf).max(axis=1))
    empty = ~np.isfinite(lo)  # within r only up to rounding: the corner nearest the line
    if empty.any():
        k = np.argmin(np.abs(side[empty]), axis=1)
        lo[empty] = hi[empty] = t[empty][np.arange(len(k)), k]
    return np.clip(lo, 0.0, 1.0), np.clip(hi, 0.0, 1.0)


def _by_height(scene: Scene, parts: PartTable, A, B, ga, gb, height: float, r: float, clear):
    """Cut the pairs still clear that a part decided by heights stops: within ``r`` of the line, not in
    a piece holding an end, and, where it lies alongside the line, reaching the line between the two
    models' eyes (ground + ``height``), as :func:`validators.sight.los.hidden_below` decides it."""
    from .los import _threshold, hidden_fraction

    ia, ib = np.nonzero(clear)
    if not len(ia):
        return clear, 0
    segs = shapely.linestrings(np.stack([A[ia], B[ib]], axis=1))
    seg, part = shapely.STRtree(parts.geoms).query(segs, predicate="dwithin", distance=r)
    if not len(seg):
        return clear, 0
    near = shapely.distance(parts.geoms[part], segs[seg]) < r
    seg, part = seg[near], part[near]
    owners = parts.owner[part]
    pa, pb = A[ia[seg]], B[ib[seg]]
    keep = ~(scene.exempt(owners, pa[:, 0], pa[:, 1]) | scene.exempt(owners, pb[:, 0], pb[:, 1]))
    seg, part, owners, pa, pb = seg[keep], part[keep], owners[keep], pa[keep], pb[keep]
    if not len(seg):
        return clear, 0
    t0, t1 = corridor_span(parts.verts[part], pa, pb, r)
    zv = ga[ia[seg]] + height
    top = scene.top[owners]
    zs = np.maximum(_threshold(top, zv, t0), _threshold(top, zv, t1))
    stop = hidden_fraction(zs, gb[ib[seg]], height) >= 1.0
    out = clear.copy()
    out[ia[seg[stop]], ib[seg[stop]]] = False
    return out, len(seg)


def _hidden_inside(scene: Scene, A, B, clear):
    """Cut the pairs with an end inside a piece that hides what stands in it (``area: "hides-inside"``)
    while the other end is outside it: that end cannot be seen, so no shot runs along the lane."""
    if not scene.areas or not len(A) or not len(B):
        return clear
    out = clear.copy()
    for k in scene.areas:
        fp = scene.footprints[k]
        in_a, in_b = shapely.contains_xy(fp, A[:, 0], A[:, 1]), shapely.contains_xy(fp, B[:, 0], B[:, 1])
        on_a = scene.in_piece(np.full(len(A), k), A[:, 0], A[:, 1])
        on_b = scene.in_piece(np.full(len(B), k), B[:, 0], B[:, 1])
        out &= ~((in_b[None, :] & ~on_a[:, None]) | (in_a[:, None] & ~on_b[None, :]))
    return out


def _lane(a, b, width) -> FiringLane:
    line = LineString([tuple(a), tuple(b)])
    return FiringLane(tuple(map(float, a)), tuple(map(float, b)), float(width), line.buffer(width / 2.0, cap_style="flat"))


def widest_lane(scene: Scene, zone_a, zone_b, min_width: float, bounds, samples: int = 400,
                max_range: float | None = None, model_height: float | None = None, tolerance: float = 1.0,
                progress=None, cancel=None) -> LaneCheck:
    """The widest clear corridor (at least ``min_width``; to ``tolerance`` mm) between two zones.

    Doubles the width while a lane exists, then bisects; each step is :func:`check_lane`.
    The result's ``lane`` is None when not even ``min_width`` fits.
    """
    prog = Progress(progress, cancel)
    best = check_lane(scene, zone_a, zone_b, min_width, bounds, samples, max_range, model_height)
    if not best.exists:
        prog.step(1.0)
        return best
    minx, miny, maxx, maxy = bounds.bounds
    limit = min(maxx - minx, maxy - miny)
    lo, hi = min_width, None
    steps = 0
    while hi is None and lo * 2 <= limit:
        steps += 1
        prog.step(min(0.5, steps / 20))
        trial = check_lane(scene, zone_a, zone_b, lo * 2, bounds, samples, max_range, model_height)
        if trial.exists:
            best, lo = trial, lo * 2
        else:
            hi = lo * 2
    hi = hi if hi is not None else limit
    while hi - lo > tolerance:
        steps += 1
        prog.step(min(0.95, 0.5 + steps / 40))
        mid = (lo + hi) / 2
        trial = check_lane(scene, zone_a, zone_b, mid, bounds, samples, max_range, model_height)
        if trial.exists:
            best, lo = trial, mid
        else:
            hi = mid
    prog.step(1.0)
    return best
