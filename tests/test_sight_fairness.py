"""Fairness of a layout: symmetric layouts score as fair, a lopsided one does not; cover availability."""
from dataclasses import replace

import numpy as np
import pytest
import shapely
from shapely.geometry import Point, box

from validators.sight import Blocker, Scene
from validators.sight.analysis import cover_availability, fairness

W, D = 600.0, 440.0
TABLE = box(0, 0, W, D)
ZONES = {"A": box(0, 0, W, 100), "B": box(0, D - 100, W, D)}


def half_layout(seed):
    """Pieces between zone A and the centre line: walls, houses, a wood, a hill."""
    rng = np.random.default_rng(seed)
    out = []
    for i in range(6):
        x, y = rng.uniform(40, 560), rng.uniform(120, 200)
        shape = shapely.affinity.rotate(box(x - 30, y - 10, x + 30, y + 10), rng.uniform(0, 180))
        kind = ["full", "height"][i % 2]
        out.append(Blocker(f"p{i}", shape, height=[60.0, 30.0][i % 2], blocking=kind, cover=True))
    out.append(Blocker("wood", Point(rng.uniform(100, 500), 160).buffer(30, quad_segs=4), blocking="none",
                       area="hides-inside", cover=True))
    out.append(Blocker("hill", Point(rng.uniform(100, 500), 180).buffer(35, quad_segs=4), height=25,
                       blocking="height", elevates=True))
    return out


def mirrored(blockers, how):
    out = list(blockers)
    for b in blockers:
        if how == "mirror":
            fp = shapely.affinity.scale(b.footprint, 1, -1, origin=(W / 2, D / 2))
        else:
            fp = shapely.affinity.rotate(b.footprint, 180, origin=(W / 2, D / 2))
        out.append(replace(b, id=b.id + "'", footprint=fp))
    return out


OBJECTIVES = {"o1": Point(150, 200), "o2": Point(450, 240), "o3": Point(300, 220)}


def symmetric_objectives(how):
    out = {}
    for k, p in OBJECTIVES.items():
        out[k] = p
        q = shapely.affinity.scale(p, 1, -1, origin=(W / 2, D / 2)) if how == "mirror" else \
            shapely.affinity.rotate(p, 180, origin=(W / 2, D / 2))
        out[k + "'"] = q
    return out


@pytest.mark.parametrize("how", ["mirror", "rotate"])
@pytest.mark.parametrize("heights", [None, 40.0])
@pytest.mark.parametrize("seed", [1, 2])
def test_symmetric_layouts_score_as_fair(how, heights, seed):
    scene = Scene(mirrored(half_layout(seed), how), TABLE)
    report = fairness(scene, ZONES, symmetric_objectives(how), TABLE, resolution=10, source_spacing=40,
                      cover_reach=22.5, viewer_height=heights, target_height=heights)
    assert report.score < 0.01, report.differences
    assert set(report.differences) == {"zone exposure", "mean exposure", "cover in zone", "cover on routes",
                                       "distance to objectives", "sight over objectives"}
    assert 0 < report.values["mean exposure"]["A"] < 1


def test_a_lopsided_layout_does_not_score_as_fair():
    # all the terrain sits in front of zone A: B can hide, A is in the open at the back
    scene = Scene(half_layout(1), TABLE)
    report = fairness(scene, {"A": ZONES["B"], "B": ZONES["A"]}, OBJECTIVES, TABLE, resolution=10,
                      source_spacing=40, cover_reach=22.5)
    worst, diff = report.worst()
    assert report.score > 0.15 and diff == report.score
    assert report.values["cover on routes"]["B"] > report.values["cover on routes"]["A"]


def test_cover_availability_counts_zone_area_and_route_length_near_cover():
    zone = box(0, 0, 600, 100)
    scene = Scene([Blocker("crates", box(0, 0, 100, 100), height=20, blocking="height", cover=True),
                   Blocker("mat", box(200, 0, 300, 100), blocking="none", cover=False)])
    res = cover_availability(scene, zone, reach=0.0, targets={"north": Point(300, 500)})
    assert res.zone_share == pytest.approx(1 / 6)
    assert res.routes["north"] == pytest.approx(0.0)
    res = cover_availability(scene, zone, reach=50.0, targets={"west": Point(0, 50)})
    assert res.zone_share == pytest.approx(150 / 600)
    # the route from the zone centre (300, 50) west to (0, 50) runs 150 of 300 mm within reach
    assert res.routes["west"] == pytest.approx(0.5)


def test_a_table_fairness_follows_a_dragged_piece_with_the_figures_a_full_comparison_gives():
    """The Fairness panel while a piece is dragged: each position updated from the last (each side's
    exposure following the moved piece) gives the very figures comparing that table afresh gives."""
    from pathlib import Path

    from model.files import load
    from model.ruleset import load_ruleset
    from validators.sight.table import TableFairness, table_fairness

    doc = load(Path(__file__).resolve().parent.parent / "examples" / "wh40k-capture-enclaves.json")
    ruleset = load_ruleset(doc.ruleset)
    live = TableFairness(doc, ruleset)
    piece = max(doc.pieces.values(), key=lambda p: p.footprint.area)
    reports = []
    for step in (1, 2, 3, -2):
        moved = doc.snapshot()
        moved.pieces[piece.id] = replace(piece, footprint=shapely.affinity.translate(piece.footprint, 60.0 * step, 40.0))
        got, fresh = live.follow(moved), table_fairness(moved, ruleset)
        assert got.values == fresh.values and got.score == fresh.score
        for side in got.sides:
            assert np.array_equal(got.exposure[side].seen, fresh.exposure[side].seen)
        reports.append(got.values)
    assert any(r != reports[0] for r in reports[1:])  # the piece's moves changed the figures
