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
