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


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2 ** 32 - 1), height=st.sampled_from([25.0, 40.0, 80.0]))
def test_a_hairline_firing_lane_is_clear_exactly_when_the_sight_line_is(seed, height):
    """Lanes and sight apply one rule: between two models of one height on level ground, a lane
    narrower than any gap is clear when the sight call sees the target (ruins' floors included)."""
    scene, _ = layout(seed)
    scene = Scene([b for b in scene.blockers if not b.elevates and b.area == "none"], scene.bounds)
    res = check_lane(scene, box(0, 0, W, 60), box(0, D - 60, W, D), 1e-6, box(0, 0, W, D), samples=25,
                     model_height=height)
    seen = np.array([[r.visible for r in sight_lines(scene, a, res.samples_b, height, height)]
                     for a in res.samples_a])
    assert np.array_equal(res.clear, seen & res.candidates)
