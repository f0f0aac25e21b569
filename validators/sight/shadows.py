"""Shadows cast by convex blocking parts, as half-plane intersections and as polygons.

From a viewer at ``s`` (eye height ``zv``) looking at targets whose top is at ``zt``,
a convex part ``P`` of top ``h`` hides exactly the targets in

    R = union of the homotheties s + lam (P - s) for lam in [lam1, lam2]

(see :func:`part_lambdas`): ``[1, inf)`` when both ends are at or below ``h`` (a full
blocker always), ``[1, (zv-zt)/(zv-h)]`` when the eye is above the top and the
target below it (the dead ground right behind a wall or a hill's edge),
``[(zt-zv)/(h-zv), inf)`` when the eye is below and the target above, and nothing
when both are above.

For ``s`` outside ``P``, ``R`` is the intersection of: the wedge between the two
silhouette rays; for each edge facing ``s``, the far side of that edge scaled by
``lam1``; for each edge facing away, the near side of that edge scaled by ``lam2``.
For ``s`` inside ``P`` (a viewer on a hill) it is ``lam2 P``. As half-planes
``a x + b y <= c`` this rasterises exactly: a grid row meets ``R`` in one interval
``[max of lower bounds, min of upper bounds]``, which :func:`raster_counts`
accumulates over all viewers and parts at once with numpy.
"""
from __future__ import annotations

import functools

import numpy as np
import shapely

from .scene import ON_OUTLINE, PartTable

_TINY = 1e-9


def part_lambdas(viewer_z, target_z, tops, full, heights: bool):
    """``(lam1, lam2)`` arrays (N, P) of the scale range hidden by each part; empty when lam1 > lam2."""
    n, p = len(viewer_z), len(tops)
    lam1 = np.ones((n, p))
    lam2 = np.full((n, p), np.inf)
    if not heights:
        return lam1, lam2
    zv = np.asarray(viewer_z, float)[:, None]
    zt = np.asarray(target_z, float)
    zt = zt[:, None] if zt.ndim else zt
    h = np.asarray(tops, float)[None, :]
    with np.errstate(divide="ignore", invalid="ignore"):
        above_v, above_t = zv > h, zt > h
        down = above_v & ~above_t  # eye above the top, target at or below it
        up = ~above_v & above_t
        lam2 = np.where(down, (zv - zt) / (zv - h), lam2)
        lam1 = np.where(up, np.where(h > zv, (zt - zv) / (h - zv), np.inf), lam1)
        none = above_v & above_t
    lam1 = np.where(none, np.inf, lam1)
    lam2 = np.where(none, 1.0, lam2)  # an empty range (lam1 > lam2), also for a viewer inside the part
    full = np.asarray(full, bool)[None, :]
    lam1 = np.where(full, 1.0, lam1)
    lam2 = np.where(full, np.inf, lam2)
    return lam1, lam2


def halfplanes(sources, parts: PartTable, lam1, lam2, skip=None):
    """Half-planes ``a x + b y <= c`` (arrays (N, P, K')) whose intersection is each shadow region: the
    edge planes that can matter (:func:`_edge_run`), then the two silhouette rays. They are those of
    :func:`halfplanes_by_plane` (the same floats) in (viewer, part, plane) order, for the paths that take
    the viewers a batch at a time (:func:`row_spans`).

    ``lam1`` and ``lam2`` None: the range ``[1, inf)`` for every (viewer, part), flat ground (what
    :func:`part_lambdas` gives without heights), the same planes without the passes that tell the
    ranges' ends apart: no shadow has an end, so an edge facing away gives a plane every point satisfies,
    and an edge facing the viewer is scaled by 1."""
    return tuple(np.ascontiguousarray(x.transpose(2, 1, 0))
                 for x in halfplanes_by_plane(sources, parts, lam1, lam2, skip))


def halfplanes_by_plane(sources, parts: PartTable, lam1, lam2, skip=None):
    """Half-planes ``a x + b y <= c`` (arrays ``(A, B, C)`` (K', P, N), plane-major) whose intersection is
    each shadow region: the edge planes that can matter (:func:`_edge_run`), then the two silhouette rays;
    :func:`halfplanes` gives them in (viewer, part, plane) order. Plane-major for
    :func:`packed_span_bounds` (``by_plane``).

    The arithmetic runs on arrays (corners, parts, viewers): each pass runs along the viewers (hundreds
    of elements) where arrays (viewers, parts, corners) ran along a box's four corners, so numpy's inner
    loops, its gathers and the planes' writes are long and contiguous, and no transposed copy is made
    for the bounds. The edges are cut to their run before the planes are made (arrays of the run's
    length, not of every edge), and the planes are written into one array each (no joining of pieces).

    ``lam1`` and ``lam2`` None: flat ground, as in :func:`halfplanes`."""
    S = np.asarray(sources, float)
    V = parts.verts  # (P, K, 2)
    P, K = V.shape[:2]
    N = len(S)
    sx, sy = S[:, 0], S[:, 1]
    e = np.roll(V, -1, axis=1) - V
    nx, ny = e[..., 1], -e[..., 0]  # outward normals of a counter-clockwise ring
    deg = (np.abs(nx) + np.abs(ny)) <= 0
    c = nx * V[..., 0] + ny * V[..., 1]  # (P, K)
    nxT, nyT, cT = (np.ascontiguousarray(x.T)[..., None] for x in (nx, ny, c))  # (K, P, 1)
    ns = sx * nxT + sy * nyT  # (K, P, N)
    # an edge faces the viewer when the viewer is in front of its line by more than ON_OUTLINE
    tol = np.maximum(1e-9 * (np.abs(c) + 1.0), ON_OUTLINE * np.hypot(nx, ny))
    front = ns > (c + tol).T[..., None]
    if deg.any():
        front = np.where(deg.T[..., None], front[K - 1:K], front)
    flat = lam1 is None
    ended = None if flat else np.isfinite(lam2).T  # (P, N)
    if flat:
        trivial = np.logical_not(front)
    else:
        trivial = np.logical_or(front, ended)
        np.logical_not(trivial, out=trivial)
    if deg.any():
        trivial |= deg.T[..., None]
    # (P, N): the first edge that starts facing the viewer and the first that stops (0 where none does), as
    # ``np.argmax`` along the corners would give them, one corner at a time from the last (numpy's argmax
    # along a first axis of a few elements costs several times as much)
    enter = np.zeros(front.shape[1:], np.intp)
    leave = np.zeros(front.shape[1:], np.intp)
    for k in range(K - 1, 0, -1):
        np.copyto(enter, k, where=front[k] & ~front[k - 1])
        np.copyto(leave, k, where=front[k - 1] & ~front[k])
    np.copyto(enter, 0, where=front[0] & ~front[K - 1])
    np.copyto(leave, 0, where=front[K - 1] & ~front[0])
    facing = front[0].astype(np.intp)
    for k in range(1, K):
        facing += front[k]
    outside = facing > 0
    order = _edge_run(trivial, front, enter, ended, facing)
    if order is None:
        k_nx, k_ny, k_c = (np.broadcast_to(x, (K, P, N)) for x in (nxT, nyT, cT))
        k_ns, k_front, k_trivial = ns, front, trivial
    else:
        at_part = order + (np.arange(P) * K)[:, None]  # into (P, K)
        at = order * (P * N) + np.arange(P * N).reshape(P, N)  # into (K, P, N)
        k_nx, k_ny, k_c = (np.take(x, at_part) for x in (nx, ny, c))
        k_ns, k_front, k_trivial = (np.take(x, at) for x in (ns, front, trivial))
    E = k_ns.shape[0]
    A = np.empty((E + 2, P, N))
    B = np.empty((E + 2, P, N))
    C = np.empty((E + 2, P, N))
    with np.errstate(invalid="ignore"):
        if flat:  # scaled by 1: the same float as ``ns + 1 * (c - ns)``
            rhs = k_c - k_ns
            rhs += k_ns
        else:
            lam = np.where(k_front, lam1.T, lam2.T)
            rhs = k_ns + lam * (k_c - k_ns)
    np.copyto(A[:E], np.where(k_trivial, 0.0, k_nx))
    np.copyto(B[:E], np.where(k_trivial, 0.0, k_ny))
    np.copyto(C[:E], np.where(k_trivial, 1.0, rhs))
    # the wedge between the silhouette rays (only when the viewer is outside the part), both rays at once
    g = V.mean(axis=1)  # an interior point of each convex part
    at_v = np.stack([enter, leave]) + (np.arange(P) * K)[:, None]  # (2, P, N)
    ux, uy = np.take(V[..., 0], at_v) - sx, np.take(V[..., 1], at_v) - sy
    mx, my = -uy, ux
    side = mx * (g[:, 0, None] - sx) + my * (g[:, 1, None] - sy)
    sg = -np.sign(side)
    a, b = sg * mx, sg * my
    cc = a * sx + b * sy
    np.copyto(A[E:], np.where(outside, a, 0.0))
    np.copyto(B[E:], np.where(outside, b, 0.0))
    np.copyto(C[E:], np.where(outside, cc, 1.0))
    empty = np.zeros((P, N), bool) if flat else ~(lam1 <= lam2).T
    if skip is not None:
        empty |= skip.T
    if empty.any():  # one plane no point satisfies, the others every point satisfies
        A[:, empty] = 0.0
        B[:, empty] = 0.0
        C[:, empty] = np.where(np.arange(E + 2) == 0, -1.0, 1.0)[:, None]
    return A, B, C


def hidden_behind(planes, verts, points, corners, able, hiders, margin: float) -> np.ndarray:
    """(blocks, P) bool: for each block of sources, the parts whose shadows another part's shadow holds, at
    least ``margin`` inside it, from every point of the convex hull of the block's ``points``, and so from
    every source of the block in that hull: parts the block's union of shadows need not take
    (:meth:`ExposureMap._seeing`). ``planes``: ``(A, B, C)`` (K, P, M), the half-planes of every part's
    shadow (:func:`halfplanes_by_plane`, the two silhouette rays last) from each of the M ``points`` (M, 2),
    those of ``hiders`` shadows without end (the range ``[1, inf)``, a full blocker's); ``corners`` (blocks,
    L) the points (indices into ``points``) that span each block's hull, a point repeated where a block has
    fewer; ``verts`` (P, V, 2) the parts' corners; ``able`` (P,) the parts that may be left out,
    ``hiders`` (blocks, P) those whose shadow may hold another's in each block (the caller's: each
    blocking fully, from every source there).

    From a point ``s`` a convex part ``p`` lies in the shadow of a convex ``q`` when every point ``x`` of
    ``p`` does, that is when the segment from ``s`` to ``x`` meets ``q``. For a fixed ``x`` the points ``s``
    whose segment to ``x`` meets ``q`` form a convex set (``q``'s shadow seen from ``x``), so the points
    from which ``p`` (grown by ``margin``, convex too) lies in ``q``'s shadow are an intersection of convex
    sets: when the points spanning a hull are among them, every point of the hull is. The test is on
    ``p``'s corners against the half-planes of ``q``'s shadows, each plane moved inwards by ``margin``.
    Then ``p``'s shadow lies in ``q``'s (a point of ``p``'s shadow is ``s + lam (x - s)`` with ``lam >= 1``:
    the margin grows with ``lam``).

    A part so held lies farther from every source than its holder, by at least ``margin``: no two parts
    hold each other, and a chain of them ends in a part nothing holds, whose shadow holds the others'. So
    every part held by some other is left out. The pairs tested are those whose corners' bearings from
    every point of the block put ``p`` between ``q``'s outermost bearings (bearings taken from the direction
    of the parts' mean corner; a part spanning half a turn or more from a point is tested against none)."""
    A, B, C = planes
    n_blocks, L = corners.shape
    P = len(verts)
    sx, sy = points[corners][..., 0, None, None], points[corners][..., 1, None, None]  # (blocks, L, 1, 1)
    vx, vy = verts[..., 0].T, verts[..., 1].T  # (V, P): the parts last, numpy's loops along them
    # bearings as pseudo-angles (the sum of |x| and |y| in place of the radius: an increasing function of the
    # angle from the direction of the parts' mean corner, from -2 to 2, half a turn 2): (blocks, L, V, P)
    rx, ry = vx.mean() - sx, vy.mean() - sy
    dx, dy = vx - sx, vy - sy
    ahead, side = rx * dx + ry * dy, rx * dy - ry * dx
    with np.errstate(divide="ignore", invalid="ignore"):
        bearing = side / (np.abs(ahead) + np.abs(side))  # NaN at the point itself
    behind = ahead < 0.0
    bearing[behind] = np.copysign(2.0, side[behind]) - bearing[behind]
    lo, hi = bearing[:, :, 0].copy(), bearing[:, :, 0].copy()  # (blocks, L, P), NaN where any is: corner by
    for v in range(1, bearing.shape[2]):                           # corner (a reduction along an axis of a few
        np.minimum(lo, bearing[:, :, v], out=lo)                   # elements is several times slower)
        np.maximum(hi, bearing[:, :, v], out=hi)
    hi[hi - lo >= 2.0] = np.nan  # half a turn or more (or across the turn's ends): tested against none
    # (blocks, Q, P): p between q's outermost bearings from every point of the block (NaN compares false)
    cand = ((lo[:, :, :, None] < lo[:, :, None, :]) & (hi[:, :, None, :] < hi[:, :, :, None])).all(axis=1)
    cand &= hiders[:, :, None] & able
    cand[:, np.arange(P), np.arange(P)] = False
    held = np.zeros((n_blocks, P), bool)
    c, q, p = np.nonzero(cand)
    if not len(c):
        return held
    # each pair from each point of its block: (pairs, L, K) planes of q's shadow against (pairs, V) corners
    # of p, every plane moved in by the margin
    m = corners[c]  # (pairs, L)
    a, b, cc = (x[:, q[:, None], m].transpose(1, 2, 0) for x in (A, B, C))
    slack = margin * np.hypot(a, b) - cc
    inside = a[..., None] * vx.T[p, None, None, :] + b[..., None] * vy.T[p, None, None, :] + slack[..., None] <= 0.0
    ok = inside.reshape(len(c), -1).all(axis=1)
    held[c[ok], p[ok]] = True
    return held


def _edge_run(trivial, front, enter, ended, facing):
    """Which edges give planes (an index array (K', P, N) for each (part, viewer), or None for every
    edge); the flags ``trivial`` and ``front`` are (K, P, N), corners first, as
    :func:`halfplanes_by_plane` keeps them. An edge facing away from the viewer of a shadow without end
    gives a plane every point satisfies (``trivial``), and each plane is a pass over every (viewer, part,
    row) of the bounds; the others lie, for each (part, viewer), on one run of the ring from ``enter``:
    the edges facing the viewer, then (a shadow with an end, ``ended``) those facing away. The edges are
    taken in that order and cut to the longest run: a box seen from outside casts two edge planes (with
    its two silhouette rays, four planes, not six). Should a plane that matters lie off its run, nothing
    is cut. ``facing``: how many edges face each viewer; ``ended`` None when no shadow has an end (flat:
    the run is the edges facing the viewer)."""
    K = front.shape[0]
    run = facing if ended is None else np.where(ended, K, facing)  # (P, N)
    need = int(run.max()) if run.size else K
    if need >= K:
        return None
    # one corner at a time over (part, viewer) arrays: numpy's integer division costs several times as much
    for k in range(K):
        at = k - enter  # the edge's place along the run from ``enter``: (k - enter) mod K
        np.add(at, K, out=at, where=at < 0)
        if (~trivial[k] & (at >= run)).any():
            return None
    order = np.empty((need,) + enter.shape, np.intp)
    for j in range(need):
        np.add(enter, j, out=order[j])
        np.subtract(order[j], K, out=order[j], where=order[j] >= K)
    return order


#: How far (in cells) a cell centre may lie outside a shadow's row interval and still count as in it:
#: the one rounding every raster of shadows uses (:func:`row_spans`).
_CELL_SLACK = 1e-12


def row_spans(A, B, C, rows, x0: float, res: float, ncols: int, parts_first: bool = False):
    """For every (viewer, part) and grid row, the cells ``jl <= j < jr`` whose centre ``x0 + j res``
    lies in the region (floats holding whole numbers, ``jl >= 0`` and ``jr <= ncols``; (N, P, R) each,
    or (P, N, R) with ``parts_first``, the same numbers; a span holding no cell has ``jl >= jr``).

    One half-plane at a time, in place: the (viewer, part, row) arrays stay small enough for the
    processor's cache, where all planes at once made arrays as large again as there are planes. Each
    plane is taken in cell units (its bound on ``j`` rather than on ``x``), with the rounding slack
    and the end's ``+ 1`` folded into its constant, so that the bounds are rounded in place at the end
    (before: intervals in table units, then converted and rounded through temporaries of their size).
    The planes' coefficients are worked out for all planes at once (small arrays); the bounds start at
    the grid's ends, 0 and ``ncols``, so that they need no clipping afterwards."""
    return bounded_spans(span_bounds(A, B, C, x0, res, parts_first), rows, ncols)


def span_bounds(A, B, C, x0: float, res: float, parts_first: bool = False):
    """The half-planes of :func:`halfplanes` as bounds on the cell index (:func:`row_spans`), (K, 2, N, P,
    2) (viewers and parts swapped with ``parts_first``): a plane's bound on row ``y`` is ``. (1, y)`` of
    its coefficients, in ``[:, 0]`` where it bounds the index from below, and negated in ``[:, 1]`` where
    it bounds it from above; the other side gets ``(-inf, 0)``, which bounds nothing. Made once for every
    viewer, and taken for a batch of viewers and parts by :func:`bounded_spans`."""
    N, P, K = A.shape
    if parts_first:  # the coefficients in (part, viewer) order: the products come out in it
        A, B, C = (np.swapaxes(x, 0, 1) for x in (A, B, C))
        N, P = P, N
    out = np.empty((K, 2, N, P, 2))
    with np.errstate(invalid="ignore"):  # an empty shadow may bring NaN bounds, which hold no cell
        a = np.where(A == 0.0, _TINY, A)
        inv = 1.0 / (a * res)
        neg = a < 0  # a lower bound on x
        # a x + b y <= c with x = x0 + j res: j <= (c - a x0) / (a res) - b / (a res) y (>= when a < 0)
        c0 = (C - a * x0) * inv + np.where(neg, -_CELL_SLACK, 1.0 + _CELL_SLACK)
        c1 = B * -inv
    for j, c in enumerate((c0, c1)):
        lower, upper = (np.moveaxis(out[:, i, :, :, j], 0, 2) for i in (0, 1))
        np.copyto(lower, np.where(neg, c, -np.inf if j == 0 else 0.0))
        np.copyto(upper, np.where(neg, -np.inf if j == 0 else 0.0, -c))
    return out


def packed_span_bounds(A, B, C, x0: float, res: float, ncols: int, by_plane: bool = False):
    """The bounds of :func:`span_bounds` with ``parts_first`` (from planes (N, P, K)), each side's bounds
    along the rows moved into its first slots and its constant bounds into where it starts: ``(packed,
    need, start)``, ``packed`` (K', 2, P, N, 2) with slot ``k`` of a side holding that side's ``k``-th bound
    with a ``y`` term of each (part, viewer) and the bound that does nothing, ``(-inf, 0)``, after them,
    ``need`` (P, N) how many slots each uses (the larger count of its two sides), ``K'`` the largest, and
    ``start`` (2, P, N) each side's starting value for :func:`bounded_spans`: the largest of where it
    starts there (0, and ``-ncols`` for the negated upper bounds) and of its constant bounds.

    A constant bound (no ``y`` term: the side a plane does not bound, both sides of a plane every point
    satisfies, and an edge along the columns) is the same float on every row (``c0 + 0 y`` is ``c0``), and
    the maximum of a side's bounds is exact and does not depend on their order (NaN, an empty shadow's,
    whichever it meets), so it is taken once for each (part, viewer) instead of a product and a maximum
    on every row: the spans hold the same numbers as from :func:`span_bounds`'s bounds (a zero's sign
    aside). On GW layout 1 that is 81 part-slots where the bounds along the rows and the constant ones
    above where their side starts took 102. :func:`bounded_spans` takes a slot ``k`` only for the leading
    parts that need it."""
    # (K, P, N), one block a plane: the products come out in (part, viewer) order, and a slot is filled
    # from one plane's block (from the planes (N, P, K) it took nearly twice as long); ``by_plane``: the
    # planes are so already (:func:`halfplanes_by_plane`)
    if not by_plane:
        A, B, C = (np.ascontiguousarray(x.transpose(2, 1, 0)) for x in (A, B, C))
    K, P, N = A.shape
    with np.errstate(invalid="ignore"):  # an empty shadow may bring NaN bounds: they are kept, holding no cell
        a = np.where(A == 0.0, _TINY, A)
        inv = 1.0 / (a * res)
        neg = a < 0  # a lower bound on x
        c0 = (C - a * x0) * inv + np.where(neg, -_CELL_SLACK, 1.0 + _CELL_SLACK)  # as in span_bounds
        c1 = B * -inv
        flat = c1 == 0.0
        lower = neg & ~flat
        upper = ~neg & ~flat
        # each side's constant bounds, and where it starts, as one maximum (NaN kept: np.max passes it on)
        start = np.empty((2, P, N))
        np.maximum(np.where(neg & flat, c0, -np.inf).max(axis=0, initial=-np.inf), 0.0, out=start[0])
        np.maximum(np.where(~neg & flat, -c0, -np.inf).max(axis=0, initial=-np.inf), -float(ncols), out=start[1])
    need = np.maximum(lower.sum(axis=0, dtype=np.int8), upper.sum(axis=0, dtype=np.int8))
    top = int(need.max()) if need.size else 0
    # each bound as one complex number, so that a slot is filled by one copy under a mask of its own shape
    # (a scatter by index arrays, or a mask broadcast along the pairs, costs several times as much)
    packed = np.empty((top, 2, P, N, 2))
    pairs = packed.view(np.complex128)[..., 0]
    pairs.fill(complex(-np.inf, 0.0))
    for s, (real, sign) in enumerate(((lower, 1.0), (upper, -1.0))):
        z = np.empty((K, P, N), np.complex128)
        np.multiply(c0, sign, out=z.real)  # negation is exact
        np.multiply(c1, sign, out=z.imag)
        run = np.zeros((P, N), np.int8)
        for k in range(K):
            run += real[k]
            for j in range(min(k + 1, top)):  # the k-th plane goes to a slot up to k
                np.copyto(pairs[j, s], z[k], where=real[k] & (run == j + 1))
    return packed, need, start


def bounded_spans(bounds, rows, ncols: int, slots=None, start=None, negated: bool = False):
    """:func:`row_spans` from the bounds of :func:`span_bounds` ((K, 2, X, Y, 2)): the spans (X, Y, R)
    on ``rows``. Each plane's bounds on every row are one product, and the lower bounds and the negated
    upper bounds are raised together by one pass without a mask (a pass with a mask, one for each side,
    took three times as long); negation is exact, so the upper end is the same float as a smallest upper
    bound would be.

    ``slots`` (a count for each slot, none larger than the one before): slot ``k`` is taken only for the
    first ``slots[k]`` of the X (bounds of :func:`packed_span_bounds`, the X ordered by their need, largest
    first); the others' bounds in it do nothing.

    ``start`` (2, X, Y): where each side starts, in place of 0 and ``-ncols`` (:func:`packed_span_bounds`:
    with the constant bounds). ``negated``: the upper ends are given negated, ``-jr`` (one pass fewer, for
    :func:`union_band_masks`)."""
    y = np.asarray(rows, float)
    K, _, N, P = bounds.shape[:4]
    acc = np.empty((2, N, P, len(y)))
    if start is None:
        acc[0] = 0.0
        acc[1] = -float(ncols)
    else:
        np.copyto(acc, start[..., None])
    tmp = np.empty_like(acc)
    ones_y = np.vstack([np.ones(len(y)), y])  # (2, R): a plane's bound on every row is one product
    with np.errstate(invalid="ignore"):  # an empty shadow may bring NaN bounds, which hold no cell
        for k in range(K):
            n = N if slots is None else slots[k]
            if n == N:
                np.matmul(bounds[k], ones_y, out=tmp)  # in one call, where two broadcast passes took twice as long
                np.maximum(acc, tmp, out=acc)
            elif n:
                part = tmp[:, :n]
                np.matmul(bounds[k, :, :n], ones_y, out=part)
                np.maximum(acc[:, :n], part, out=acc[:, :n])
        np.ceil(acc, out=acc)
        if not negated:
            np.negative(acc[1], out=acc[1])  # the upper end: floor(x) is -ceil(-x)
    return acc[0], acc[1]


def raster_counts(jl, jr, ncols: int, sign=None, out=None) -> np.ndarray:
    """How many regions cover each cell, given each (viewer, part, row)'s cells ``jl <= j < jr``
    (:func:`row_spans`): (N, R, ncols) counts (int32), written into ``out`` when given (a batch of
    sources of a larger array, without a copy).

    ``sign`` (one per part, +1 or -1) counts some regions negatively: the change when a
    piece's old shadows are taken away and its new ones added, in one pass.
    """
    N, P, R = jl.shape
    if not R:
        return np.zeros((N, 0, ncols), np.int32)
    if out is None:
        out = np.empty((N, R, ncols), np.int32)
    # a block of viewers at a time, its steps small enough for the processor's cache to hold them from the
    # count that scatters them to the sum that reads them (64 viewers at once on 0.5" cells of a 60" x 44"
    # table: 5.4 MB of steps, most of them fetched from memory twice)
    block = max(1, int(STEPS_BYTES // (8 * R * ncols)))
    for a in range(0, N, block):
        raster_span(jl[a:a + block], jr[a:a + block], ncols, sign, out=out[a:a + block])
    return out


#: The bytes of +1/-1 steps :func:`raster_counts` scatters and sums at once (float64, one per cell).
STEPS_BYTES = 1e6


def raster_span(jl, jr, ncols: int, sign=None, span: bool = False, out=None):
    """:func:`raster_counts` as ``(r0, counts)``; with ``span`` only for the rows ``r0 : r0 + len``
    that some region reaches (an update touches only those), else for all rows (``r0`` 0)."""
    N, P, R = jl.shape
    # the (viewer, part, row) triples whose interval holds a cell centre, by flat index: one index
    # array instead of three
    f = np.flatnonzero(jr > jl)
    r0 = 0
    if span or sign is not None:
        s, p, r = f // (P * R), (f // R) % P, f % R
        if span:
            if not len(r):
                return 0, np.zeros((N, 0, ncols), np.int32)
            r0 = int(r.min())
            R = int(r.max()) + 1 - r0
            r = r - r0
        base = (s * R + r) * ncols
    else:  # the (viewer, row) of each triple without the part: two integer divisions fewer
        base = (f // (P * R) * R + f % R) * ncols
    size = N * R * ncols
    start = base + jl.ravel()[f].astype(np.intp)
    # past its end: for an interval running to the last column, the next row's first cell (the last
    # row's: a spare bin), so that every row's steps sum to nothing and the steps of all rows are
    # summed in one pass along the flat array (a pass along each row of 120 cells costs a fifth more)
    end = base + jr.ravel()[f].astype(np.intp)
    # +1 where each interval starts and -1 past its end, in one weighted count (the quickest
    # way numpy has of scattering them), summed along the rows
    w = np.empty(2 * len(f))
    if sign is None:
        w[:len(f)] = 1.0
    else:
        w[:len(f)] = np.asarray(sign, float)[p]
    np.negative(w[:len(f)], out=w[len(f):])
    steps = np.bincount(np.concatenate([start, end]), w, minlength=size + 1)[:size]
    if out is None:
        out = np.empty((N, R, ncols), np.int32)
    if out.flags.c_contiguous:
        np.cumsum(steps, dtype=np.int32, out=out.reshape(-1))
    else:  # a flat view of it cannot be written through
        out[...] = np.cumsum(steps, dtype=np.int32).reshape(N, R, ncols)
    return r0, out


def shadow_polygons(sources, parts: PartTable, lam1, lam2, reach: float, skip=None) -> np.ndarray:
    """The same shadow regions as shapely polygons (N, P), None where empty.

    Infinite scale ranges are cut ``reach`` beyond the farthest vertex (use the table diagonal).
    """
    S = np.asarray(sources, float)
    V = parts.verts
    N, P, K = len(S), V.shape[0], V.shape[1]
    d = V[None] - S[:, None, None, :]  # (N, P, K, 2)
    dist = np.maximum(np.hypot(d[..., 0], d[..., 1]).min(axis=2), 1e-9)
    far = (reach + dist) / dist
    l1 = np.minimum(lam1, far)
    l2 = np.minimum(lam2, far)
    near_pts = S[:, None, None, :] + d * l1[..., None, None]
    far_pts = S[:, None, None, :] + d * l2[..., None, None]
    pts = np.concatenate([near_pts, far_pts], axis=2).reshape(-1, 2)
    mp = shapely.multipoints(pts, indices=np.repeat(np.arange(N * P), 2 * K))
    hulls = shapely.convex_hull(mp).reshape(N, P)
    empty = ~(lam1 <= lam2)
    if skip is not None:
        empty |= skip
    hulls = np.where(empty, None, hulls)
    return hulls


def union_steps(jl, jr, ncols: int, steps) -> None:
    """Add to ``steps`` ((R, M) int64, ``M`` :func:`union_width`) +1 where each viewer's union of
    spans on a row starts and -1 past its end, given each (viewer, part, row)'s cells ``jl <= j < jr``
    (:func:`row_spans`): summed along each row, how many viewers have a shadow on each cell, with work
    in the number of spans, not of viewers times cells. :func:`union_band_steps` on one band of every row."""
    union_band_steps([(0, np.swapaxes(jl, 0, 1), np.swapaxes(jr, 0, 1))], ncols, steps)


def union_band_steps(bands, ncols: int, steps) -> None:
    """:func:`union_steps` of spans given in bands of rows: ``bands`` holds ``(r0, jl, jr)``, each
    (parts, viewers, rows) of :func:`row_spans` with ``parts_first``, on the rows ``r0 : r0 + rows``
    of ``steps`` (every band of the same viewers; a part's spans on the rows outside its band hold
    no cell).

    Each span holding a cell becomes one integer key, (viewer, row) group, start, end, with the start
    and end as bits below the group (``M`` a power of two above ``ncols``), and the keys of every band
    are sorted together; within a group the spans are then in the order of their starts, and a running
    maximum of the ends (the group in the bits above them, so one pass serves every group) tells where
    a span starts past all before it: a new run of the union, which ends at the running maximum before
    the next run."""
    R = steps.shape[0]
    if not (R and bands):
        return
    N = bands[0][1].shape[1]
    b = union_width(ncols).bit_length() - 1
    M = 1 << b
    rb = max(0, int(R - 1).bit_length())  # the row in the group's low bits
    # viewers per pass so that the keys stay within 64 bits; 32-bit keys (half the bytes) where they fit
    S = max(1, min(N, 2 ** 62 // ((M * M) << rb)))
    if S < N:
        for a in range(0, N, S):
            union_band_steps([(r0, jl[:, a:a + S], jr[:, a:a + S]) for r0, jl, jr in bands], ncols, steps)
        return
    kind = np.int32 if (N << rb) * M * M < 2 ** 31 else np.int64
    # the group (viewer, row) of each span, in the bits above its start and end
    base = ((np.arange(N, dtype=kind)[:, None] << rb) + np.arange(R, dtype=kind)[None, :]) * kind(M * M)
    keys = []
    with np.errstate(invalid="ignore"):  # NaN spans (an empty shadow) hold no cell and are left out
        for r0, jl, jr in bands:
            small = jl * M  # start and end: whole numbers the spans' float64 hold exactly
            small += jr
            key = small.astype(kind)
            key += base[:, r0:r0 + jl.shape[2]]
            keys.append(key[jr > jl])  # the spans holding a cell
    k = np.concatenate(keys) if len(keys) > 1 else keys[0]
    if not len(k):
        return
    # in runs already, one a part (its viewers, then rows, in order): numpy's stable sort (timsort)
    # merges such runs quickly, a few dozen long ones more quickly than a viewer's short ones
    k.sort(kind="stable")
    start = k >> b  # group * M + start
    end = start & -M
    end += np.bitwise_and(k, M - 1, out=k)  # group * M + end (the keys are not needed after this)
    reach = _running_max(end, sum(jl.shape[0] for _, jl, _ in bands))
    new = np.empty(len(k), bool)
    new[0] = True
    np.greater(start[1:], reach[:-1], out=new[1:])
    first = np.flatnonzero(new)
    last = np.empty_like(first)
    last[:-1] = first[1:] - 1
    last[-1] = len(k) - 1
    run_start, run_end = start[first], reach[last]
    # (row, column) in the steps: the row from the group's top bits, the column from its low bits
    row = (1 << rb) - 1
    at_start = (((run_start >> b) & row) << b) | (run_start & (M - 1))
    at_end = (((run_end >> b) & row) << b) | (run_end & (M - 1))
    flat = steps.reshape(-1)
    flat += np.bincount(at_start, minlength=R * M)
    flat -= np.bincount(at_end, minlength=R * M)


def _running_max(x, group: int):
    """The running maximum of ``x`` (``np.maximum.accumulate``), for values that grow from group to group
    (each group's smallest above the last's largest) in groups of at most ``group`` elements: the
    largest of the last ``group`` or more, by doubling windows, each a plain pass (the running maximum is
    one element after another, about twice as long as the six passes of 34 parts)."""
    if group > 64:
        return np.maximum.accumulate(x)
    a, b = x.copy(), np.empty_like(x)
    d = 1
    while d < group:
        b[:d] = a[:d]
        np.maximum(a[d:], a[:-d], out=b[d:])
        a, b = b, a
        d *= 2
    return a


def union_width(ncols: int) -> int:
    """The row length of :func:`union_steps`' steps: the power of two above ``ncols``."""
    return 1 << int(ncols).bit_length()


#: The most grid columns whose unions of spans :func:`union_band_masks` takes as bit masks (one or two
#: 64-bit words a row); on wider rows the table of masks outgrows the processor's cache.
MASK_COLUMNS = 128


def mask_words(ncols: int) -> int:
    """The 64-bit words of a row's mask in :func:`union_band_masks` (``ncols`` at most :data:`MASK_COLUMNS`)."""
    return max(1, -(-int(ncols) // 64))


@functools.lru_cache(maxsize=4)
def _span_masks(ncols: int) -> np.ndarray:
    """The mask of every span of :func:`union_band_masks`: entry ``jl * (ncols + 1) + jr`` holds the bits
    ``jl <= j < jr`` (none when ``jl >= jr``), for ``jl`` and ``jr`` in ``0 .. ncols``; one element a
    span (two words as one complex number), so that a span's mask is one gather."""
    words = mask_words(ncols)
    j = np.arange(ncols + 1)
    col = np.arange(64 * words)
    bits = (j[:, None, None] <= col) & (col < j[None, :, None])  # (jl, jr, column)
    table = np.packbits(bits, axis=-1, bitorder="little").view(np.uint64)  # bit j of word j // 64
    table = np.ascontiguousarray(table.reshape(-1, words))
    table.flags.writeable = False
    return table[:, 0] if words == 1 else table.view(np.complex128)[:, 0]


def union_band_masks(bands, ncols: int, masks, negated: bool = False) -> None:
    """Or into ``masks`` ((viewers, R, :func:`mask_words`) uint64) the cells of each viewer's spans on each
    row, bit ``j % 64`` of word ``j // 64`` for column ``j``: the union of a viewer's spans on a row, with
    ``bands`` as in :func:`union_band_steps` (``(r0, jl, jr)``, (parts, viewers, rows) of :func:`row_spans`
    with ``parts_first``, ``jl >= 0`` and ``jr <= ncols`` or NaN; ``ncols`` at most :data:`MASK_COLUMNS`).

    Each span's mask is one gather from a table of every span's (:func:`_span_masks`), and the masks of a
    band's parts are or-ed together: a few passes over every (part, viewer, row) triple and none over the
    spans one by one, where the unions of :func:`union_band_steps` sort the spans and take a running maximum
    of their ends. :func:`mask_counts` counts the viewers whose union holds each cell. ``negated``: the
    bands hold ``-jr`` in place of ``jr`` (:func:`bounded_spans` with ``negated``)."""
    table = _span_masks(ncols)
    words = mask_words(ncols)
    for r0, jl, jr in bands:
        # the span as an index into the table: a start past the row's end and an end before its start hold
        # no cell, nor does a NaN end (an empty shadow); fmin and fmax take NaN as the row's end and start
        at = np.fmin(jl, float(ncols))
        at *= ncols + 1
        if negated:
            at -= np.fmin(jr, 0.0)
        else:
            at += np.fmax(jr, 0.0)
        got = np.take(table, at.astype(np.intp))
        got = got.view(np.uint64).reshape(jl.shape + (words,))
        rows = masks[:, r0:r0 + jl.shape[2]]
        np.bitwise_or(rows, np.bitwise_or.reduce(got, axis=0), out=rows)


def mask_counts(masks, ncols: int, out) -> None:
    """Add to ``out`` ((R, ncols) integers) how many of the viewers' masks ((viewers, R, words) uint64, as
    :func:`union_band_masks` makes them) hold each cell.

    The bits are summed over the viewers in fields of the words, the fields widened as the sums grow
    (2 bits: sums of 3 masks, 4 bits: of 5 such sums, 8 bits: of 17), so that each widening splits the
    words into twice the lanes of a third, a fifth and a seventeenth as many sums: about ten passes over
    the masks, where a lane for each bit of a byte would take 24. The sums are of consecutive viewers
    (a reshape, many times quicker than ``np.add.reduceat``), the viewers padded with zero masks where
    their count is not a multiple of the group (720 viewers only at the last widening, 48 sums to 51)."""
    lanes = [masks]
    for width, group in ((1, 3), (2, 5), (4, 17)):
        low = np.uint64(sum(((1 << width) - 1) << s for s in range(0, 64, 2 * width)))  # each field's low half
        shift = np.uint64(width)
        split = []
        for x in lanes:
            if len(x) % group:
                x = np.concatenate([x, np.zeros((group - len(x) % group,) + x.shape[1:], x.dtype)])
            hi = np.right_shift(x, shift)
            hi &= low
            lo = np.bitwise_and(x, low, out=x if x is not masks else None)
            # sums of ``group`` consecutive masks, each field at most 2 ** (2 * width) - 1
            split += [y.reshape((-1, group) + y.shape[1:]).sum(axis=1) for y in (lo, hi)]
        lanes = split
    # lane k (in the order the splits made them) holds, in byte i of each word, the count of bit 8 i + the
    # bit reversal of k (the low halves first at each split)
    R, words = masks.shape[1:]
    col = np.arange(64 * words).reshape(words, 8, 8)  # (word, byte, bit)
    for k, lane in enumerate(lanes):
        bit = int(format(k, "03b")[::-1], 2)
        total = np.add.reduce(lane.view(np.uint8).reshape(len(lane), R, words * 8), axis=0, dtype=np.int64)
        cols = col[:, :, bit].ravel()
        keep = cols < ncols
        out[:, cols[keep]] += total[:, keep]


#: The bytes of viewers' masks :meth:`ExposureMap._seeing` keeps before it counts them (:func:`mask_counts`):
#: every viewer's for a few thousand viewers on rows of 0.5" cells of a 44" table, counted once.
MASK_BYTES = 4e6
