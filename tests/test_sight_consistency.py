"""The sight engine agrees with itself: the exposure grid, the firing lanes and the public
line-of-sight calls apply one rule of what blocks a line (:meth:`Scene.exempt`).

The property test draws random layouts (full blockers, height blockers, ruins with standing
walls, hills, woods that hide what stands in them) and sources where the rule matters (on a
ruin's floor, on a piece's outline up to floating-point noise, inside a wall, on a hill) and
checks that the exposure grid equals, cell by cell, what the public ``sight_lines`` call says
for every source and cell.
"""
import numpy as np
import pytest
import shapely
from hypothesis import HealthCheck, given, settings, strategies as st
from shapely.geometry import Point, Polygon, box

from validators.sight import Blocker, Scene, exposure_grid, line_of_sight, sight_lines
from validators.sight.exposure import Grid
from validators.sight.lanes import check_lane, lane_parts
from validators.sight.scene import ON_OUTLINE, convex_parts

W, D = 300.0, 220.0


def _ruin(rng, i):
    x, y = rng.uniform(20, W - 80), rng.uniform(20, D - 70)
    w, d = rng.uniform(35, 60), rng.uniform(30, 50)
    t = rng.uniform(2, 5)
    fp = box(x, y, x + w, y + d)
    # an L of standing walls along two sides of the footprint
    walls = (Polygon([(x, y), (x + w * 0.8, y), (x + w * 0.8, y + t), (x + t, y + t), (x + t, y + d * 0.7),
                      (x, y + d * 0.7)]),)
    turn = rng.uniform(0, 90)
    c = fp.centroid
    fp = shapely.affinity.rotate(fp, turn, origin=c)
    walls = tuple(shapely.affinity.rotate(wl, turn, origin=c) for wl in walls)
    return Blocker(f"ruin{i}", fp, height=float(rng.choice([30.0, 60.0, 120.0])), blocking="full", walls=walls,
                   cover=True)


def layout(seed: int) -> tuple[Scene, np.ndarray]:
    rng = np.random.default_rng(seed)
    out = []
    for i in range(int(rng.integers(1, 3))):
        out.append(_ruin(rng, i))
    for i in range(int(rng.integers(1, 4))):
        x, y = rng.uniform(20, W - 20), rng.uniform(20, D - 20)
        shape = shapely.affinity.rotate(box(x - rng.uniform(5, 30), y - rng.uniform(3, 12), x + rng.uniform(5, 30),
                                            y + rng.uniform(3, 12)), rng.uniform(0, 180))
        kind = str(rng.choice(["full", "height"]))
        out.append(Blocker(f"b{i}", shape, height=float(rng.choice([10.0, 25.0, 45.0, 80.0])), blocking=kind))
    if rng.random() < 0.7:
        out.append(Blocker("hill", Point(rng.uniform(60, W - 60), rng.uniform(60, D - 60)).buffer(
            rng.uniform(25, 45), quad_segs=3), height=float(rng.choice([15.0, 30.0])), blocking="height",
            elevates=True))
    if rng.random() < 0.5:
        x, y = rng.uniform(10, W - 60), rng.uniform(10, D - 50)
        out.append(Blocker("wood", box(x, y, x + 40, y + 30), blocking="none", area="hides-inside"))
    scene = Scene(out, box(0, 0, W, D))
    sources = []
    for b in out:
        ring = np.asarray(b.footprint.exterior.coords)[:-1]
        if b.walls:  # on the ruin's floor, inside a wall, on a corner and on an edge of its outline
            floor = b.footprint.difference(shapely.union_all(b.walls))
            sources.append(np.asarray(floor.representative_point().coords[0]))
            sources.append(np.asarray(b.walls[0].representative_point().coords[0]))
        if b.elevates:
            sources.append(np.asarray(b.footprint.centroid.coords[0]))
        k = int(rng.integers(len(ring)))
        noise = rng.uniform(-1, 1, 2) * 1e-7  # whole-inch layouts: corners up to float noise
        sources.append(ring[k] + noise)
        sources.append((ring[k] + ring[(k + 1) % len(ring)]) / 2 + noise)
    sources.append(np.array([rng.uniform(0, W), rng.uniform(0, 15)]))
    return scene, np.array(sources)


def brute_force_seen(scene, sources, grid, viewer_h, target_h):
    """Cell by cell through the public sight call: seen when the sight level is not "none"."""
    X, Y = grid.points()
    occ = scene.occupiable(X, Y, True)
    seen = np.zeros((len(sources), len(X)), bool)
    for i, s in enumerate(sources):
        res = sight_lines(scene, s, np.column_stack([X, Y]), viewer_h, target_h)
        seen[i] = [r.visible for r in res]
    return (seen & occ[None]).reshape((len(sources),) + grid.shape)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2 ** 32 - 1), heights=st.sampled_from([(40.0, 40.0), (25.0, 25.0), (60.0, 30.0)]))
def test_exposure_grid_equals_the_public_sight_call_on_random_layouts(seed, heights):
    scene, sources = layout(seed)
    grid = Grid.over(box(0, 0, W, D), 7.3)
    fast = exposure_grid(scene, sources, grid, *heights)
    brute = brute_force_seen(scene, sources, grid, *heights)
    differ = np.argwhere(fast.seen != brute)
    assert not len(differ), f"seed {seed}: {len(differ)} (source, row, col) differ, first {differ[:5].tolist()}"


def test_a_model_on_a_ruins_floor_is_seen_through_that_ruins_own_walls():
    fp = box(100, 100, 200, 160)
    walls = (box(100, 100, 200, 104),)  # the wall facing the viewer
    scene = Scene([Blocker("ruin", fp, height=120, blocking="full", walls=walls)], box(0, 0, 300, 300))
    floor = (150.0, 130.0)
    assert line_of_sight(scene, (150, 20), floor, 40, 40).visible  # the documented rule
    grid = Grid.over(box(0, 0, 300, 300), 10)
    ex = exposure_grid(scene, [(150, 20)], grid, 40, 40)
    col, row = int(np.argmin(abs(grid.x - 155))), int(np.argmin(abs(grid.y - 135)))
    assert ex.seen[0, row, col]  # the grid says the same
    beyond = int(np.argmin(abs(grid.y - 205)))
    assert not ex.seen[0, beyond, col]  # while behind the ruin, outside it, stays hidden


@pytest.mark.parametrize("offset", [0.0, 1e-7, -1e-7, 5e-4])
def test_a_source_on_a_box_corner_up_to_float_noise_sees_what_the_corner_leaves(offset):
    scene = Scene([Blocker("box", box(100, 100, 160, 140), height=100)], box(0, 0, 300, 300))
    src = (100 - offset, 100 - offset)  # at, just outside and just inside the corner
    grid = Grid.over(box(0, 0, 300, 300), 5)
    ex = exposure_grid(scene, [src], grid, 40, 40)
    share = np.nanmean(ex.values)
    assert share > 0.9  # a viewer touching the box sees past it (the box does not block its lines)
    X, Y = grid.points()
    sl = sight_lines(scene, src, np.column_stack([X, Y]), 40, 40)
    assert np.array_equal(ex.seen[0].ravel(), np.array([r.visible for r in sl]) & scene.occupiable(X, Y))


def test_a_source_clearly_outside_a_corner_gets_the_corner_shadow():
    scene = Scene([Blocker("box", box(100, 100, 160, 140), height=100)], box(0, 0, 300, 300))
    grid = Grid.over(box(0, 0, 300, 300), 5)
    src = (100 - 10 * ON_OUTLINE, 100 - 10 * ON_OUTLINE)
    ex = exposure_grid(scene, [src], grid, 40, 40)
    # hidden: the quarter of the table beyond the corner (x > 100 and y > 100), not most of the table
    X, Y = grid.points()
    quarter = ((X > 100) & (Y > 100))[scene.occupiable(X, Y)]
    assert abs((1 - np.nanmean(ex.values)) - quarter.mean()) < 0.02
    sl = sight_lines(scene, src, np.column_stack([X, Y]), 40, 40)
    assert np.array_equal(ex.seen[0].ravel(), np.array([r.visible for r in sl]) & scene.occupiable(X, Y))


def test_a_lane_from_a_ruins_floor_is_not_cut_by_that_ruins_walls():
    fp = box(100, 0, 200, 60)
    walls = (box(100, 56, 200, 60),)  # the ruin's wall on the side facing the other zone
    scene = Scene([Blocker("ruin", fp, height=120, blocking="full", walls=walls)], box(0, 0, 300, 300))
    bounds = box(0, 0, 300, 300)
    zone_a = box(120, 10, 180, 40)  # on the floor of the ruin
    zone_b = box(120, 260, 180, 290)
    res = check_lane(scene, zone_a, zone_b, 20, bounds, samples=40)
    assert res.exists
    # the same ruin across the way of a zone outside it cuts the lane
    zone_c = box(120, -30, 180, -5)
    shifted = Scene([Blocker("ruin", box(100, 20, 200, 80), height=120, blocking="full",
                             walls=(box(100, 20, 200, 80),))], box(0, -40, 300, 300))
    assert not check_lane(shifted, zone_c, zone_b, 80, box(0, -40, 300, 300), samples=40).exists
    assert len(lane_parts(scene)) == 1


def test_a_wobbly_wood_is_cut_into_few_convex_parts_exactly():
    rng = np.random.default_rng(7)
    a = np.linspace(0, 2 * np.pi, 800, endpoint=False)
    r = 100 + rng.uniform(-15, 15, 800)
    wood = Polygon(np.column_stack([r * np.cos(a), r * np.sin(a)]))
    parts = convex_parts(wood)  # (its speed: benchmarks/bench_sight.py)
    assert shapely.union_all(parts).symmetric_difference(wood).area < 1e-6 * wood.area
    assert all(p.convex_hull.area - p.area <= 1e-9 * p.area for p in parts)
    assert len(parts) < 800


def _sees_both_ways(scene, A, B, height):
    ab = np.array([[r.visible for r in sight_lines(scene, a, B, height, height)] for a in A]).reshape(len(A), len(B))
    ba = np.array([[r.visible for r in sight_lines(scene, b, A, height, height)] for b in B]).reshape(len(B), len(A))
    return ab & ba.T


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2 ** 32 - 1), height=st.sampled_from([25.0, 40.0, 80.0]))
def test_a_hairline_firing_lane_is_clear_exactly_when_the_sight_line_is(seed, height):
    """Lanes and sight apply one rule: on random layouts with ruins, hills and woods that hide what is
    in them, a lane narrower than any gap joins two models of one height exactly when the public sight
    call sees each from the other (ruins' floors, hill tops, dead ground and woods included)."""
    scene, _ = layout(seed)
    hill = next((b for b in scene.blockers if b.elevates), None)
    zone_b = box(0, D - 60, W, D) if hill is None else box(0, D - 60, W, D).union(hill.footprint.buffer(5))
    res = check_lane(scene, box(0, 0, W, 60), zone_b, 1e-6, box(0, 0, W, D), samples=25, model_height=height)
    seen = _sees_both_ways(scene, res.samples_a, res.samples_b, height)
    assert np.array_equal(res.clear, seen & res.candidates), f"seed {seed}"


def lanes_by_definition(scene, A, B, width, height, max_range=None):
    """Pair by pair and part by part: a blocking part within half the width of the line stops the lane
    unless a piece holds an end (not a hill), a full one always, one by height where it lies alongside
    the line and reaches the line between the eyes; a model hidden in a wood the other is not in is
    never clear."""
    from validators.sight.los import _threshold

    def span(geom, a, b):  # where the part lies within r of the line: shapely clips it to the strip
        d = (b - a) / np.hypot(*(b - a))
        strip = shapely.LineString([a - 1e4 * d, b + 1e4 * d]).buffer(r, cap_style="flat")
        xy = shapely.get_coordinates(geom.intersection(strip))
        if not len(xy):
            return (0.0, 0.0) if shapely.distance(geom, shapely.Point(a)) < shapely.distance(geom, shapely.Point(b)) \
                else (1.0, 1.0)
        t = ((xy - a) @ (b - a)) / ((b - a) @ (b - a))
        return float(np.clip(t.min(), 0, 1)), float(np.clip(t.max(), 0, 1))

    r = width / 2
    out = np.zeros((len(A), len(B)), bool)
    ga, gb = scene.elevation(A[:, 0], A[:, 1]), scene.elevation(B[:, 0], B[:, 1])
    for i, a in enumerate(A):
        for j, b in enumerate(B):
            length = float(np.hypot(*(b - a)))
            if length == 0 or (max_range is not None and length > max_range):
                continue
            seg = shapely.LineString([a, b])
            ok = True
            for k, geom in enumerate(scene.parts.geoms):
                o = int(scene.parts.owner[k])
                if shapely.distance(geom, seg) >= r:
                    continue
                if scene.exempt([o], [a[0]], [a[1]])[0] or scene.exempt([o], [b[0]], [b[1]])[0]:
                    continue
                if scene.is_full[o]:
                    ok = False
                    break
                t0, t1 = (np.array([x]) for x in span(geom, a, b))
                zv = ga[i] + height
                zs = max(_threshold(scene.top[o], zv, t0)[0], _threshold(scene.top[o], zv, t1)[0])
                if min(max((zs - gb[j]) / height, 0.0), 1.0) >= 1.0:
                    ok = False
                    break
            for k in scene.areas:
                fp = scene.blockers[k].footprint
                in_a, in_b = fp.contains(shapely.Point(a)), fp.contains(shapely.Point(b))
                on_a = scene.in_piece([k], [a[0]], [a[1]])[0]
                on_b = scene.in_piece([k], [b[0]], [b[1]])[0]
                if (in_b and not on_a) or (in_a and not on_b):
                    ok = False
            out[i, j] = ok
    return out


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2 ** 32 - 1), height=st.sampled_from([25.0, 40.0]),
       width=st.sampled_from([6.0, 15.0]))
def test_firing_lanes_of_a_width_equal_the_rule_applied_pair_by_pair(seed, height, width):
    """The fast lane test (angular intervals, pieces holding an end tested again, hills and walls
    decided by heights, woods hiding what is in them) equals the rule applied pair by pair and part
    by part on random layouts, zones reaching over hills and woods."""
    scene, _ = layout(seed)
    extra = [b.footprint.buffer(4) for b in scene.blockers if b.elevates or b.area == "hides-inside"]
    zone_a = shapely.union_all([box(0, 0, W, 50)] + extra[:1])
    zone_b = shapely.union_all([box(0, D - 50, W, D)] + extra[1:])
    res = check_lane(scene, zone_a, zone_b, width, box(0, 0, W, D), samples=18, model_height=height,
                     max_range=0.9 * np.hypot(W, D))
    ref = lanes_by_definition(scene, res.samples_a, res.samples_b, width, height, 0.9 * np.hypot(W, D))
    differ = np.argwhere(res.clear != ref)
    assert not len(differ), f"seed {seed}: pairs differ {differ[:5].tolist()}"


def test_a_lane_to_a_model_hidden_in_a_wood_is_not_clear_and_one_over_a_hill_follows_the_heights():
    bounds = box(0, 0, 300, 300)
    wood = Blocker("wood", box(100, 240, 200, 290), blocking="none", area="hides-inside")
    scene = Scene([wood], bounds)
    assert not check_lane(scene, box(120, 10, 180, 40), box(120, 250, 180, 280), 10, bounds, samples=30,
                          model_height=40).exists  # the far end stands in the wood: it cannot be seen
    assert check_lane(scene, box(120, 10, 180, 40), box(120, 250, 180, 280), 10, bounds, samples=30,
                      model_height=40).candidates.any()
    # a 30 mm hill: 40 mm models on the flat see over it, 20 mm ones do not; a 20 mm model on its top
    # sees the flat far beyond it, but not the dead ground right below its far edge
    hill = Blocker("hill", box(100, 120, 200, 180), height=30, blocking="height", elevates=True)
    scene = Scene([hill], bounds)
    near, far = box(120, 10, 180, 40), box(120, 250, 180, 280)
    assert check_lane(scene, near, far, 10, bounds, samples=30, model_height=40).exists
    assert not check_lane(scene, near, far, 10, bounds, samples=30, model_height=20).exists
    top, below = box(140, 125, 160, 135), box(140, 181, 160, 186)
    assert not check_lane(scene, top, below, 4, bounds, samples=12, model_height=20).exists
    assert not line_of_sight(scene, (150, 130), (150, 183), 20, 20).visible
    assert check_lane(scene, top, box(140, 280, 160, 295), 4, bounds, samples=12, model_height=20).exists
    assert line_of_sight(scene, (150, 130), (150, 290), 20, 20).visible




IN = 25.4


def _whole_inch_layout(seed: int):
    """Boxes and walls laid on whole inches (some turned a quarter or an eighth of a turn about their
    centre), viewers on whole inches and 0.5" cells: viewer, corner and cell centre fall on one line
    again and again, as on the tournament layouts organisers copy, and floating point puts each such
    line a few 1e-14 mm to one side of the corner or the other."""
    rng = np.random.default_rng(seed)
    out = []
    for i in range(int(rng.integers(3, 7))):
        x, y = int(rng.integers(2, 20)), int(rng.integers(6, 18))
        w, d = int(rng.integers(1, 7)), int(rng.integers(1, 5))
        shape = box(x * IN, y * IN, (x + w) * IN, (y + d) * IN)
        turn = float(rng.choice([0.0, 0.0, 90.0, 45.0]))
        if turn:
            shape = shapely.affinity.rotate(shape, turn, origin=shape.centroid)
        out.append(Blocker(f"box{i}", shape, height=float(rng.choice([25.0, 80.0])),
                           blocking=str(rng.choice(["full", "height"]))))
    scene = Scene(out, box(0, 0, 24 * IN, 24 * IN))
    sources = np.array([(x * IN, y * IN) for x in range(1, 24, 4) for y in (1, 2, 4)], float)
    return scene, sources, Grid.over(box(0, 0, 24 * IN, 24 * IN), 0.5 * IN)


def _grazing_pairs(scene, sources, grid) -> int:
    """Source-cell lines passing within 1e-9 mm of a corner of a blocking shape without crossing it."""
    X, Y = grid.points()
    corners = np.concatenate([shapely.get_coordinates(s) for s in scene.blocking_shapes()])
    count = 0
    for s in sources:
        d = np.column_stack([X, Y]) - s
        c = corners - s
        cross = np.abs(d[:, None, 0] * c[None, :, 1] - d[:, None, 1] * c[None, :, 0]) / np.maximum(
            np.hypot(d[:, 0], d[:, 1])[:, None], 1e-300)
        ahead = (d[:, None, :] * c[None, :, :]).sum(axis=2) > 0
        shorter = np.hypot(c[:, 0], c[:, 1])[None, :] < np.hypot(d[:, 0], d[:, 1])[:, None]
        count += int(((cross < 1e-9) & ahead & shorter).any(axis=1).sum())
    return count


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2 ** 32 - 1), heights=st.sampled_from([None, (40.0, 40.0)]))
def test_lines_grazing_corners_of_whole_inch_layouts_are_one_rule_in_the_grid_and_the_sight_call(seed, heights):
    """A line touching a blocking shape (a corner exactly, up to float noise) is blocked, in the exposure
    grid as in the public sight call (``scene.GRAZE``): on whole-inch layouts they agree on every pair."""
    scene, sources, grid = _whole_inch_layout(seed)
    fast = exposure_grid(scene, sources, grid, *(heights or (None, None)))
    brute = brute_force_seen(scene, sources, grid, *(heights or (0.0, 0.0)))
    differ = np.argwhere(fast.seen != brute)
    assert not len(differ), f"seed {seed}: {len(differ)} (source, row, col) differ, first {differ[:5].tolist()}"


def test_whole_inch_layouts_do_put_lines_on_corners():
    """The layouts above are the hard case they are meant to be: lines through a corner up to float noise."""
    assert sum(_grazing_pairs(*_whole_inch_layout(seed)) for seed in range(3)) > 20


def test_a_line_through_a_box_corner_on_whole_inches_is_blocked_in_the_grid_and_the_sight_call():
    """Found on a published tournament layout: from (2", 2") past the corner (4", 28") of a 12" x 6" ruin to
    the cell at (4.25", 31.25"), exactly one line touching the ruin at its corner; in floating point the
    line passes 1e-14 mm beside the corner, and the grid used to call it hidden, the sight call seen."""
    scene = Scene([Blocker("ruin", box(4 * IN, 22 * IN, 16 * IN, 28 * IN))], box(0, 0, 60 * IN, 44 * IN))
    grid = Grid.over(box(0, 0, 60 * IN, 44 * IN), 0.5 * IN)
    for src, cell in [((2, 2), (4.25, 31.25)), ((2, 2), (4.75, 37.75)), ((2, 6), (4.25, 30.75)),
                      ((2, 10), (5.25, 39.25))]:
        src = (src[0] * IN, src[1] * IN)
        assert not line_of_sight(scene, src, (cell[0] * IN, cell[1] * IN)).visible
        ex = exposure_grid(scene, [src], grid)
        col, row = int(np.argmin(abs(grid.x - cell[0] * IN))), int(np.argmin(abs(grid.y - cell[1] * IN)))
        assert not ex.seen[0, row, col]
    # a line clearly beside the corner, on the outer side, is seen in both
    src, cell = (2 * IN, 2 * IN), (3.75 * IN, 31.25 * IN)
    assert line_of_sight(scene, src, cell).visible
    ex = exposure_grid(scene, [src], grid)
    assert ex.seen[0, int(np.argmin(abs(grid.y - cell[1]))), int(np.argmin(abs(grid.x - cell[0])))]


def _outline_on_cell_centres(seed: int):
    """Boxes (some turned a quarter or an eighth of a turn, some with walls) whose sides run through
    cell centres of 0.5" cells, moved off them by less or more than ``ON_OUTLINE``: the grid points
    a piece does not hide because they stand on its outline."""
    rng = np.random.default_rng(seed)
    out = []
    for i in range(int(rng.integers(4, 9))):
        x, y = int(rng.integers(1, 36)), int(rng.integers(1, 36))
        w, d = int(rng.integers(2, 12)), int(rng.integers(2, 8))
        nudge = float(rng.choice([0.0, 0.4, -0.4, 3.0])) * ON_OUTLINE
        x0, y0 = (0.25 + 0.5 * x) * IN + nudge, (0.25 + 0.5 * y) * IN
        shape = box(x0, y0, x0 + 0.5 * w * IN, y0 + 0.5 * d * IN)
        turn = float(rng.choice([0.0, 0.0, 90.0, 45.0]))
        if turn:
            shape = shapely.affinity.rotate(shape, turn, origin=(x0, y0))
        walls = (shapely.affinity.rotate(box(x0, y0, x0 + 0.5 * w * IN, y0 + 2), turn, origin=(x0, y0)),) \
            if rng.random() < 0.3 else ()
        out.append(Blocker(f"box{i}", shape, height=40.0, blocking="full", walls=walls))
    scene = Scene(out, box(0, 0, 24 * IN, 24 * IN))
    sources = np.array([(x * IN, y * IN) for x in range(1, 24, 5) for y in (1, 3)], float)
    return scene, sources, Grid.over(box(0, 0, 24 * IN, 24 * IN), 0.5 * IN)


@pytest.mark.parametrize("seed", range(6))
def test_a_pieces_own_cells_are_the_same_walking_its_outline_or_testing_its_box(seed, monkeypatch):
    """The cells a piece does not hide (a model there stands on its outline) are found walking the
    outlines of pieces without walls when their boxes hold many grid points, testing every point of
    the boxes otherwise: both give the same cells and the same exposure grid."""
    from validators.sight import exposure

    scene, sources, grid = _outline_on_cell_centres(seed)
    owners = np.unique(scene.sight_parts.owner)
    monkeypatch.setattr(exposure, "WALK_OUTLINES", 10 ** 12)
    boxes = exposure._own_cells(scene, owners, grid, False)
    by_box = exposure_grid(scene, sources, grid)
    monkeypatch.setattr(exposure, "WALK_OUTLINES", 0)
    walked = exposure._own_cells(scene, owners, grid, False)
    by_walk = exposure_grid(scene, sources, grid)
    assert sum(len(c) for c in boxes.values()) > 0  # the layouts do put cells on outlines
    assert boxes.keys() == walked.keys()
    for o in boxes:
        assert boxes[o].tolist() == walked[o].tolist(), scene.blockers[o].id
    assert np.array_equal(by_box.seen, by_walk.seen)
    assert np.array_equal(by_box.values, by_walk.values, equal_nan=True)
