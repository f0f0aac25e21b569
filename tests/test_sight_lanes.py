"""Firing lanes through known gaps, and the fast lane test against exact distances."""
import numpy as np
import pytest
import shapely
from shapely.geometry import box

from validators.sight import Blocker, Scene
from validators.sight.lanes import check_lane, clear_pairs, lane_parts, lane_samples, widest_lane

W, D = 600.0, 400.0
TABLE = box(0, 0, W, D)
ZONE_A = box(0, 0, W, 100)
ZONE_B = box(0, 300, W, D)


def gap_table(gap=40.0, height=50.0, blocking="full"):
    """A wall across the table at y = 190..210 with one gap centred on x = 300."""
    left = Blocker("left", box(0, 190, 300 - gap / 2, 210), height=height, blocking=blocking)
    right = Blocker("right", box(300 + gap / 2, 190, W, 210), height=height, blocking=blocking)
    return Scene([left, right], TABLE)


def test_a_lane_exists_through_a_gap_wider_than_the_base():
    res = check_lane(gap_table(40), ZONE_A, ZONE_B, 25, TABLE, samples=400)
    assert res.exists
    lane = res.lane
    assert lane.width == 25
    assert lane.geometry.intersection(shapely.union_all([b.footprint for b in gap_table(40).blockers])).area == 0
    assert 280 <= lane.line.interpolate(0.5, normalized=True).x <= 320


def test_no_lane_through_a_gap_narrower_than_the_base():
    assert not check_lane(gap_table(20), ZONE_A, ZONE_B, 25, TABLE, samples=400).exists


def test_the_widest_lane_is_the_gap():
    res = widest_lane(gap_table(40), ZONE_A, ZONE_B, 25, TABLE, samples=400, tolerance=0.5)
    assert 36 <= res.lane.width <= 40.5


def test_a_wall_lower_than_the_models_leaves_the_lane_open():
    low = gap_table(10, height=30, blocking="height")
    assert check_lane(low, ZONE_A, ZONE_B, 25, TABLE, model_height=40).exists
    assert not check_lane(low, ZONE_A, ZONE_B, 25, TABLE, model_height=20).exists
    assert not check_lane(low, ZONE_A, ZONE_B, 25, TABLE).exists  # flat: every blocking piece stops it


def test_weapon_range_limits_lanes():
    scene = gap_table(40)
    assert check_lane(scene, ZONE_A, ZONE_B, 25, TABLE, max_range=260).exists
    assert not check_lane(scene, ZONE_A, ZONE_B, 25, TABLE, max_range=180).exists  # zones 200 apart


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_fast_lane_test_agrees_with_exact_distances(seed):
    rng = np.random.default_rng(seed)
    pieces = []
    for i in range(14):
        # some in the middle, some reaching into the zones (the pairs settled by exact tests)
        x, y = rng.uniform(20, 580), rng.uniform(60, 340)
        shape = shapely.affinity.rotate(box(x - 25, y - 6, x + 25, y + 6), rng.uniform(0, 180))
        pieces.append(Blocker(f"p{i}", shape, height=50))
    # a long wall from one zone into the other: settled from neither end, so tested exactly
    pieces.append(Blocker("long", shapely.LineString([(150, 70), (260, 330)]).buffer(5, quad_segs=2), height=50))
    scene = Scene(pieces, TABLE)
    parts = lane_parts(scene)
    r = 8.0
    A = lane_samples(ZONE_A, TABLE, parts, r, 120)
    B = lane_samples(ZONE_B, TABLE, parts, r, 120)
    clear, cand, exact, _ = clear_pairs(A, B, parts, r, max_range=330)
    segs = shapely.linestrings(np.stack([np.repeat(A, len(B), 0), np.tile(B, (len(A), 1))], axis=1))
    union = shapely.union_all(parts.geoms)
    ref = (shapely.distance(union, segs) >= r).reshape(len(A), len(B))
    assert np.array_equal(clear, ref & cand)
    assert 0 < clear.sum() < cand.sum()
    assert exact > 0


def test_tangent_intervals_of_parts_of_few_corners_are_those_of_their_own_corners():
    """A star cut into triangles beside one wide part: most rows of the parts' corner array are padding.
    From every sample, each part's tangent interval and reach are those its own corners give (one part
    at a time, a plain loop), whichever way the engine arranges the work."""
    from validators.sight.lanes import TWO_PI, _tangents
    from validators.sight.scene import PartTable, convex_parts

    star = shapely.Polygon([(600 + (90 if i % 2 else 40) * np.cos(i * np.pi / 20),
                             600 + (90 if i % 2 else 40) * np.sin(i * np.pi / 20)) for i in range(40)])
    wide = shapely.Polygon([(200 + 50 * np.cos(a), 200 + 50 * np.sin(a)) for a in np.linspace(0, 2 * np.pi, 16,
                                                                                          endpoint=False)])
    parts = PartTable.build([(0, p) for p in convex_parts(star)] + [(1, wide)])
    assert parts.verts.shape[1] == 16 and 4 * parts.nverts.sum() < 3 * parts.verts.size // 2  # mostly padding
    rng = np.random.default_rng(5)
    pts = rng.uniform(0, 1200, (37, 2))
    r = 12.5
    tc, lo, hi, near, far = _tangents(pts, parts, r)
    for p in range(len(parts.geoms)):
        corners = parts.verts[p, :parts.nverts[p]]
        centre = parts.verts[p].mean(axis=0)
        for s, (x, y) in enumerate(pts):
            d = np.hypot(corners[:, 0] - x, corners[:, 1] - y)
            c = np.arctan2(centre[1] - y, centre[0] - x)
            rel = (np.arctan2(corners[:, 1] - y, corners[:, 0] - x) - c + np.pi) % TWO_PI - np.pi
            half = np.arcsin(np.minimum(r / d, 1.0))
            got = (tc[s, p], lo[s, p], hi[s, p], near[s, p], far[s, p])
            assert np.allclose(got, (c, (rel - half).min(), (rel + half).max(), d.min() - r, d.max() + r),
                               rtol=0, atol=1e-12)  # the last bit may differ between numpy's array lengths
