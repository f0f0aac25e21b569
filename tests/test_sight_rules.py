"""The four table.* sight rules on small Kensei and 40K tables (lengths in mm)."""
import pytest

from validators import validate
from tests.builders import kensei_table, marker, piece, wh40k_table, zone

INCH = 25.4


def only(doc, rule_id, settings=None):
    return [f for f in validate(doc, settings=settings, only=[rule_id])]


def row_of_houses(gap=None, y=550, prefix="h"):
    """Houses 10 cm deep across the 120 cm table; an optional gap (mm) centred at x = 600."""
    if gap is None:
        return [piece(f"{prefix}0", "house", 0, y, 1200, 100)]
    return [piece(f"{prefix}0", "house", 0, y, 600 - gap / 2, 100),
            piece(f"{prefix}1", "house", 600 + gap / 2, y, 600 - gap / 2, 100)]


def test_firing_lane_on_an_open_table_and_through_a_gap():
    open_table = only(kensei_table(), "table.firing-lane")
    assert len(open_table) == 1
    f = open_table[0]
    assert f.severity.value == "info" and "Kensei 2.5 p.5" in f.reference
    strict = {"rules": {"table.firing-lane": {"severity": "error"}}}
    assert [f.severity.value for f in only(kensei_table(), "table.firing-lane", strict)] == ["error"]
    assert f.location.geometry.area > 0 and f.data["width_mm"] >= 25
    gap = only(kensei_table(pieces=row_of_houses(gap=30)), "table.firing-lane")
    assert len(gap) == 1 and 25 <= gap[0].data["width_mm"] <= 30.5
    assert "wide runs from the deployment zone of A to the deployment zone of B" in gap[0].message
    assert only(kensei_table(pieces=row_of_houses(gap=20)), "table.firing-lane") == []
    assert only(kensei_table(pieces=row_of_houses()), "table.firing-lane") == []


def test_firing_lane_width_and_range_are_event_settings():
    doc = kensei_table(pieces=row_of_houses(gap=30))
    assert only(doc, "table.firing-lane", {"rules": {"table.firing-lane": {"params": {"width": "3.5 cm"}}}}) == []
    table = wh40k_table(zones=[zone("za", "A", 0, 0, 72 * INCH, 12 * INCH, "top"),
                               zone("zb", "B", 0, 36 * INCH, 72 * INCH, 12 * INCH, "bottom")])
    assert len(only(table, "table.firing-lane")) == 1  # 24" apart, within the ruleset's 48"
    short = {"rules": {"table.firing-lane": {"params": {"range": "20 in"}}}}
    assert only(table, "table.firing-lane", short) == []


def test_exposure_flags_the_zone_left_in_the_open():
    # houses screen zone B (bottom) from the middle; zone A (top) stands in the open
    screen = [piece(f"s{i}", "house", 40 + i * 240, 960, 200, 100) for i in range(5)]
    found = only(kensei_table(pieces=screen), "table.exposure")
    assert [f.subjects for f in found] == [("za",)]
    assert found[0].data["share"] > 0.75 and "of the deployment zone of A can be seen" in found[0].message
    relaxed = {"rules": {"table.exposure": {"params": {"max_share": 1.0}}}}
    assert only(kensei_table(pieces=screen), "table.exposure", relaxed) == []


def test_cover_availability_flags_the_side_without_cover():
    # a hedge of woods right in front of zone A (inside 1 cm + half a base of it); nothing near zone B
    woods = [piece(f"w{i}", "wood", i * 200, 100, 150, 200) for i in range(6)]
    zone_cover = {"rules": {"table.cover-availability": {"params": {"min_zone_share": 0.1}}}}
    found = only(kensei_table(pieces=woods), "table.cover-availability", zone_cover)
    assert {f.subjects for f in found} == {("zb",)}
    assert any("of the deployment zone of B is within 1 cm of cover" in f.message for f in found)


def test_fairness_symmetric_layout_is_fair_and_lopsided_one_is_not():
    objectives = [marker("o1", "objective", (300, 600)), marker("o2", "objective", (900, 600))]
    sym = [piece("a", "house", 200, 300, 200, 100), piece("b", "house", 800, 800, 200, 100),  # 180 degrees
           piece("c", "wood", 500, 400, 150, 150), piece("d", "wood", 550, 650, 150, 150)]
    assert only(kensei_table(pieces=sym, markers=objectives), "table.fairness") == []
    lopsided = [piece("a", "house", 200, 900, 200, 100), piece("b", "house", 800, 900, 200, 100),
                piece("c", "wood", 500, 850, 150, 150)]
    found = only(kensei_table(pieces=lopsided, markers=objectives), "table.fairness")
    assert len(found) == 1
    f = found[0]
    assert f.data["score"] > 0.15 and "The sides are uneven" in f.message
    assert set(f.data["differences"]) >= {"zone exposure", "cover in zone", "sight over objectives"}
    lenient = {"rules": {"table.fairness": {"params": {"max_difference": 1.0}}}}
    assert only(kensei_table(pieces=lopsided, markers=objectives), "table.fairness", lenient) == []


def test_a_bad_setting_is_a_clear_error():
    bad = {"rules": {"table.exposure": {"params": {"resolution": "fine"}}}}
    [f] = only(kensei_table(), "table.exposure", bad)
    assert f.severity.value == "error" and "table.exposure.params.resolution = 'fine'" in f.message


def test_table_adapter_raises_models_on_hills_and_houses_on_them():
    from model.ruleset import load_ruleset
    from validators.sight.table import scene_from_table, table_exposure, table_sight_lines, typical_volume

    kensei = load_ruleset("kensei")
    doc = kensei_table(pieces=[piece("hl", "hill", 400, 400, 300, 300), piece("h", "house", 500, 500, 80, 80),
                               piece("w", "wall", 100, 600, 200, 20)])
    scene = scene_from_table(doc, kensei)
    hill, house, wall = (scene.blockers[scene.index[i]] for i in ("hl", "h", "w"))
    assert hill.elevates and not wall.elevates and not house.elevates
    assert house.base == pytest.approx(50) and house.top == pytest.approx(130)  # 5 cm hill + 8 cm house
    assert float(scene.elevation(450, 450)[0]) == pytest.approx(50)
    assert typical_volume(kensei) == pytest.approx(40)  # V2, human-sized troops
    grid = table_exposure(doc, kensei, "A", model_height=40)
    assert grid.values.shape == (60, 60) and grid.method == "shadow-raster 2.5D"
    cell = grid.grid.mask(house.footprint)
    assert cell.any() and all(v != v for v in grid.values[cell])  # NaN inside the house: no model stands there
    # a V2 model just behind the 3 cm wall is partly hidden from the far side, fully seen beside it
    lines = table_sight_lines(doc, kensei, (200, 1150), [(200, 590), (350, 590)], model_height=40)
    assert lines[0].level == "partial" and lines[1].level == "total"


def test_checking_a_table_leaves_its_shapes_as_they_were():
    """The sight checks prepare shapes for speed; preparing changes a shape in place, and the
    editor draws the same shapes on another thread meanwhile, so only copies are prepared."""
    import shapely

    from conftest import EXAMPLES
    from model import files
    from validators import validate

    doc = files.load(EXAMPLES / "wh40k-capture-enclaves.json")
    validate(doc)
    assert not any(shapely.is_prepared(p.footprint) for p in doc.pieces.values())


@pytest.mark.parametrize("rule_id, name, value, expected", [
    ("table.exposure", "resolution", 0.05, "grid cells"),
    ("table.fairness", "source_spacing", "0.01 mm", "sources per zone"),
    ("table.firing-lane", "samples", 1000000, "a count from 1 to"),
    ("table.exposure", "resolution", "wide", "a length"),
])
def test_a_sight_setting_beyond_the_limits_fails_its_own_rule_only(rule_id, name, value, expected):
    doc = kensei_table(pieces=row_of_houses(gap=30))
    settings = {"rules": {rule_id: {"params": {name: value}}}}
    found = validate(doc, settings=settings)  # every rule: the others still run
    mine = [f for f in found if f.rule == rule_id]
    assert len(mine) == 1 and mine[0].severity.value == "error"
    assert f"{rule_id}.params.{name}" in mine[0].message and expected in mine[0].message
    assert mine[0].data["setting"] == f"{rule_id}.params.{name}"
    assert any(f.rule == "table.firing-lane" for f in found) or rule_id == "table.firing-lane"


def test_a_zone_far_larger_than_the_table_is_measured_on_the_table():
    doc = kensei_table(zones=[zone("za", "A", 0, 0, 2_000_000, 100, "top"),
                              zone("zb", "B", 0, 1100, 1200, 100, "bottom")])
    found = validate(doc)
    assert any(f.rule == "table.out-of-bounds" for f in found)
    assert not [f for f in found if "could not run" in f.message]
