"""Table and scenario rules: for each, a minimal table that passes and one that fails."""
from __future__ import annotations

import pytest
from shapely.geometry import LineString, Polygon

from model.table import Scenario, TerrainPiece
from validators.event import parse_length
from model.ruleset import load_ruleset

from tests.builders import validate_own, kensei_table, marker, piece, wh40k_table, zone

INCH = 25.4


def only(doc, rule_id, **kw):
    return [f for f in validate_own(doc, **kw) if f.rule == rule_id]


def test_legal_kensei_table_has_no_errors_or_warnings():
    doc = kensei_table(pieces=[
        piece("h1", "house", 200, 300, 150, 100), piece("w1", "wood", 800, 250, 200, 180),
        piece("hl", "hill", 450, 500, 300, 200), piece("h2", "house", 500, 550, 80, 80),  # house on the hill
        piece("w2", "wood", 150, 750, 220, 200), piece("b1", "building", 850, 800, 200, 150),
    ])
    assert [f.one_line() for f in validate_own(doc)] == []


def test_geometry_reports_self_intersection_with_repaired_shape_and_leaves_document():
    bowtie = Polygon([(100, 100), (300, 300), (300, 100), (100, 300)])
    doc = kensei_table(pieces=[TerrainPiece("p1", "hill", bowtie, label="Twisted hill")])
    found = only(doc, "table.geometry")
    assert len(found) == 1
    f = found[0]
    assert f.severity.value == "error" and f.subjects == ("p1",)
    assert "crosses itself at x 200, y 200" in f.message
    assert f.location.path == "pieces[0].footprint"
    fixed = f.data["repaired"]
    assert fixed.is_valid and fixed.area == pytest.approx(20000)  # the two triangles of the bow tie
    assert doc.pieces["p1"].footprint.equals(bowtie)  # the document is untouched
    assert "repaired" in f.to_dict()["data"]


def test_geometry_passes_valid_shapes_and_reports_zero_area():
    assert only(kensei_table(pieces=[piece("p1", "hill", 100, 200, 100, 100)]), "table.geometry") == []
    flat = Polygon([(0, 0), (100, 0), (200, 0)])
    found = only(kensei_table(pieces=[TerrainPiece("p1", "hill", flat)]), "table.geometry")
    assert len(found) == 1 and "zero area" in found[0].message


def test_out_of_bounds_reports_distance_and_area_in_cm():
    doc = kensei_table(pieces=[piece("h1", "house", 1150, 400, 100, 100, label="Farm")])
    found = only(doc, "table.out-of-bounds")
    assert len(found) == 1
    assert found[0].message == ("The terrain piece 'Farm' reaches 5 cm beyond the edge of the 120 cm x 120 cm "
                                "table, 50 cm² of it off the table.")
    assert found[0].location.geometry.area == pytest.approx(5000)
    ok = kensei_table(pieces=[piece("h1", "house", 1100, 400, 100, 100)])
    assert only(ok, "table.out-of-bounds") == []


def test_out_of_bounds_covers_zones_and_markers():
    doc = kensei_table(zones=[zone("za", "A", 0, -20, 1200, 100, "top")], markers=[marker("o", "objective", (-30, 600))])
    found = only(doc, "table.out-of-bounds")
    assert {f.subjects[0] for f in found} == {"za", "o"}
    assert any("reaches 3 cm beyond" in f.message for f in found)


def test_terrain_overlap_warns_unless_a_piece_is_stackable():
    doc = kensei_table(pieces=[piece("a", "hill", 300, 300, 200, 200), piece("b", "hill", 400, 400, 200, 200)])
    found = only(doc, "table.terrain-overlap")
    assert len(found) == 1 and found[0].severity.value == "warning"
    assert "overlap by 100 cm²" in found[0].message and found[0].subjects == ("a", "b")
    assert "organiser setting" in found[0].reference
    house_on_hill = kensei_table(pieces=[piece("a", "hill", 300, 300, 200, 200), piece("b", "house", 350, 350, 50, 50)])
    assert only(house_on_hill, "table.terrain-overlap") == []


def test_deployment_depth_limit_from_ruleset():
    ok = kensei_table()
    assert only(ok, "table.deployment-depth") == []
    deep = kensei_table(zones=[zone("za", "A", 0, 0, 1200, 150, "top"), zone("zb", "B", 0, 1100, 1200, 100, "bottom")])
    found = only(deep, "table.deployment-depth")
    assert len(found) == 1
    assert found[0].message == ("The deployment zone of A reaches 15 cm from the top edge; the limit is 10 cm "
                                "(5 cm too deep).")
    # the book's own deployment: "a no más de 10 cm del borde de tu lado de la mesa" (p.22)
    assert found[0].reference == "Kensei 2.5 p.22" and found[0].basis == "rulebook"
    assert found[0].severity.value == "error"


def test_deployment_depth_zone_not_touching_its_edge():
    doc = kensei_table(zones=[zone("za", "A", 0, 20, 1200, 80, "top"), zone("zb", "B", 0, 1100, 1200, 100, "bottom")])
    found = only(doc, "table.deployment-depth")
    assert len(found) == 1 and "belongs to the top edge but stays 2 cm away from it" in found[0].message


def test_deployment_depth_strip_near_an_edge_must_touch_it_but_central_zones_need_not():
    doc = kensei_table(zones=[zone("za", "A", 0, 30, 1200, 70), zone("zb", "B", 0, 1100, 1200, 100)])
    found = only(doc, "table.deployment-depth")
    assert [f.message for f in found] == ["The deployment zone of A lies along the top edge but stays 3 cm away from it."]
    central = wh40k_table(zones=[zone("def", "Defenders", 30 * INCH, 18 * INCH, 12 * INCH, 12 * INCH),
                                 zone("att", "Attackers", 0, 0, 72 * INCH, 6 * INCH)])
    assert only(central, "table.deployment-depth") == []


def test_deployment_depth_infers_edge_of_a_strip_and_ignores_diagonal_halves():
    strip = kensei_table(zones=[zone("za", "A", 0, 0, 1200, 120), zone("zb", "B", 0, 1100, 1200, 100)])
    found = only(strip, "table.deployment-depth")
    assert len(found) == 1 and "12 cm from the top edge" in found[0].message
    from model.table import DeploymentZone
    tri_a = DeploymentZone("za", "A", Polygon([(0, 0), (1050, 0), (0, 1050)]))
    tri_b = DeploymentZone("zb", "B", Polygon([(1200, 150), (1200, 1200), (150, 1200)]))
    assert only(kensei_table(zones=[tri_a, tri_b]), "table.deployment-depth") == []


def test_deployment_depth_event_setting_changes_limit_and_is_named():
    deep = kensei_table(zones=[zone("za", "A", 0, 0, 1200, 150, "top"), zone("zb", "B", 0, 1050, 1200, 150, "bottom")])
    settings = {"rules": {"table.deployment-depth": {"params": {"depth": "15 cm"}}}}
    assert only(deep, "table.deployment-depth", settings=settings) == []
    settings = {"rules": {"table.deployment-depth": {"params": {"depth": 12}}}}
    found = only(deep, "table.deployment-depth", settings=settings)
    assert len(found) == 2 and "the limit is 12 cm (3 cm too deep)" in found[0].message
    assert found[0].setting == 'event settings: depth=12'


def test_zone_separation_distance_and_overlap():
    near = kensei_table(width=400, depth=300, pieces=[],
                        zones=[zone("za", "A", 0, 0, 400, 100, "top"), zone("zb", "B", 0, 200, 400, 100, "bottom")])
    found = only(near, "table.zone-separation")
    assert len(found) == 1
    assert "are 10 cm apart; they must be at least 20 cm apart" in found[0].message
    assert found[0].location.geometry.length == pytest.approx(100)
    overlap = kensei_table(zones=[zone("za", "A", 0, 0, 600, 100, "top"), zone("zb", "B", 500, 0, 700, 100, "top")])
    found = only(overlap, "table.zone-separation")
    assert len(found) == 1 and "overlap by 100 cm²" in found[0].message
    assert only(kensei_table(), "table.zone-separation") == []


def test_edge_clearance_and_terrain_spacing_for_a_40k_event():
    settings = {"rules": {"table.edge-clearance": {"params": {"distance": "4 in"}},
                          "table.terrain-spacing": {"params": {"distance": '6"'}}}}
    doc = wh40k_table(pieces=[piece("r1", "ruins", 3 * INCH, 10 * INCH, 8 * INCH, 8 * INCH, label="Ruin"),
                              piece("r2", "ruins", 16 * INCH, 10 * INCH, 8 * INCH, 8 * INCH, label="Ruin 2"),
                              piece("c1", "crater", 40 * INCH, 0, 6 * INCH, 6 * INCH)])  # craters do not block
    edge = only(doc, "table.edge-clearance", settings=settings)
    assert [f.message for f in edge] == ['The blocking terrain \'Ruin\' is 3" from the left edge; keep it at least 4" away.']
    spacing = only(doc, "table.terrain-spacing", settings=settings)
    assert [f.message for f in spacing] == [
        'The blocking terrain pieces \'Ruin\' and \'Ruin 2\' are 5" apart; keep at least 6" between them.']
    assert spacing[0].setting.startswith("event settings: distance=")
    assert only(doc, "table.terrain-spacing") == []  # the ruleset's default (1.5") is met


def test_terrain_density_reports_table_and_half_percentages():
    sparse = wh40k_table(pieces=[piece("r1", "ruins", 10 * INCH, 10 * INCH, 12 * INCH, 12 * INCH)])
    found = only(sparse, "table.terrain-density")
    assert len(found) == 1
    assert found[0].message == ("Too little terrain: it covers 4.2% of the table; the ruleset asks for between "
                                "25.0% and 60.0% (top half 8.3%, bottom half 0.0%).")
    lopsided = wh40k_table(pieces=[piece("r1", "ruins", 0, 0, 72 * INCH, 24 * INCH)])  # whole top half
    found = only(lopsided, "table.terrain-density")
    assert [f.subjects for f in found] == [("top half",), ("bottom half",)]
    assert "100.0% of the top half" in found[0].message and "0.0% of the bottom half" in found[1].message
    settings = {"rules": {"table.terrain-density": {"params": {"min": 0.0}}}}
    assert only(sparse, "table.terrain-density", settings=settings) == []


def test_objective_placement_edge_spacing_and_impassable():
    doc = kensei_table(pieces=[piece("h1", "house", 500, 500, 100, 100)], markers=[
        marker("o1", "objective", (50, 600)), marker("o2", "objective", (550, 550)),
        marker("o3", "objective", (800, 900)), marker("o4", "objective", (950, 900))])
    msgs = [f.message for f in only(doc, "table.objective-placement")]
    assert "The marker 'Objective' is 5 cm from the nearest table edge; keep it at least 10 cm away." in msgs
    assert any("stands inside the impassable terrain 'h1'" in m for m in msgs)
    assert any("'Objective' and 'Objective' are 15 cm apart; keep at least 20 cm" in m for m in msgs)
    assert len(msgs) == 3
    severities = {f.subjects[0]: (f.severity.value, f.basis) for f in only(doc, "table.objective-placement")}
    # Kensei gives no objective distances: the organiser's defaults are advice; impassable terrain is an error
    assert severities == {"o1": ("info", "setting"), "o2": ("error", "rulebook"), "o3": ("info", "setting")}
    event = {"rules": {"table.objective-placement": {"params": {"edge_distance": "10 cm"}}}}
    edge = [f for f in only(doc, "table.objective-placement", settings=event) if f.subjects == ("o1",)]
    assert edge[0].severity.value == "error"
    ok = kensei_table(markers=[marker("o1", "objective", (300, 600)), marker("o2", "objective", (900, 600))])
    assert only(ok, "table.objective-placement") == []


def test_objective_spacing_compares_markers_of_one_kind_each_pair_once_in_marker_order():
    """40K: objectives, bomb sites and an enclave close together; only markers of the same kind are
    measured against each other (an objective beside a bomb site is fine), every pair once."""
    inch = 25.4
    doc = wh40k_table(markers=[
        marker("o1", "objective", (20 * inch, 20 * inch)), marker("b1", "bomb-site", (21 * inch, 20 * inch)),
        marker("o2", "objective", (23 * inch, 20 * inch)), marker("o3", "objective", (20 * inch, 24 * inch)),
        marker("b2", "bomb-site", (50 * inch, 20 * inch)), marker("o4", "objective", (60 * inch, 40 * inch))])
    found = [f for f in only(doc, "table.objective-placement") if "apart" in f.message]
    assert [f.subjects for f in found] == [("o1", "o2"), ("o1", "o3"), ("o2", "o3")]
    assert [round(f.data["distance_mm"] / inch, 6) for f in found] == [3.0, 4.0, 5.0]
    assert [list(f.location.geometry.coords) for f in found][2] == [(23 * inch, 20 * inch), (20 * inch, 24 * inch)]
    assert "'Objective' and 'Objective' are 5\" apart" in found[2].message


def test_missing_markers_for_40k_scenarios():
    enclaves = wh40k_table(scenario=Scenario(kind="capture-enclaves"))
    found = only(enclaves, "scenario.missing-marker")
    assert [f.message for f in found] == ["The scenario 'Capture enclave(s)' needs at least 1 marker of the kind 'Enclave'; "
                                          "the table has 0."]
    assert "ESCENARIOS" in found[0].reference
    sabotage = wh40k_table(scenario=Scenario(kind="sabotage"),
                           markers=[marker("b1", "bomb-site", (30 * INCH, 20 * INCH))])
    assert [f.subjects for f in only(sabotage, "scenario.missing-marker")] == [("exit-edge",)]
    offensive = wh40k_table(scenario=Scenario(kind="offensive-retreat"), markers=[
        marker("in", "entry-edge", LineString([(0, 0), (72 * INCH, 0)])),
        marker("out", "exit-edge", LineString([(0, 48 * INCH), (72 * INCH, 48 * INCH)]))])
    assert only(offensive, "scenario.missing-marker") == []


def test_unknown_terrain_marker_and_scenario_are_reference_errors():
    doc = kensei_table(pieces=[piece("p", "volcano", 100, 200, 100, 100)],
                       markers=[marker("m", "flag", (600, 600), side="C")], scenario=Scenario(kind="siege"))
    found = only(doc, "document.reference")
    msgs = " | ".join(f.message for f in found)
    assert len(found) == 4
    assert "'volcano', which Kensei 2.5 does not have" in msgs and "'flag'" in msgs
    assert "side 'C', which has no deployment zone" in msgs and "'siege' is not one of" in msgs


def test_ruleset_that_does_not_serve_tables():
    doc = kensei_table()
    doc.ruleset = "warhammer-campaign"
    found = only(doc, "document.ruleset")
    assert len(found) == 1 and "has no rules for tables" in found[0].message


def test_disabling_a_rule_and_raising_severity():
    doc = kensei_table(pieces=[piece("a", "hill", 300, 300, 200, 200), piece("b", "hill", 400, 400, 200, 200)])
    assert only(doc, "table.terrain-overlap", settings={"rules": {"table.terrain-overlap": {"enabled": False}}}) == []
    raised = only(doc, "table.terrain-overlap", settings={"rules": {"table.terrain-overlap": {"severity": "error"}}})
    assert raised[0].severity.value == "error" and raised[0].setting == "event settings: severity=error"


def test_parse_length_units():
    k = load_ruleset("kensei")
    assert parse_length(6, k) == 60 and parse_length("6 in", k) == pytest.approx(152.4)
    assert parse_length('6"', k) == pytest.approx(152.4) and parse_length("40 mm", k) == 40
    with pytest.raises(ValueError):
        parse_length("far", k)
