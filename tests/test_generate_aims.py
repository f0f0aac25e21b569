"""The organiser's sight aims (validators/generate/aims.py): what the three measures read on tables
whose answer is known, the targets file's aims, and a search that steers a layout meeting every
limit toward them."""
from __future__ import annotations

import json

import pytest
from shapely.geometry import Point, box

from model.errors import DocumentError
from model.i18n import using as use_language
from model.ruleset import load_ruleset
from model.stock import StockPiece
from model.table import DeploymentZone, Marker, TableDocument, TerrainPiece
from model.targets import Targets, load_targets, targets_from_json, targets_to_json
from validators import validate
from validators.generate import Request, generate
from validators.generate.aims import measures_for, sight_measures

INCH = 25.4
AIMS = dict(aim_overall_visibility=0.3, aim_zone_hiding=0.7, aim_objective_hiding=0.5, threat_reach="6 in",
            objective_reach="3.75 in", aim_weights=(1.0, 5.0, 5.0))


def hammer_and_anvil() -> TableDocument:
    """60" x 44", zones 18" deep on the short edges, five objectives."""
    w, d = 60 * INCH, 44 * INCH
    doc = TableDocument("HnA", "wh40k-skirmish", w, d, unit="in")
    doc.zones["green"] = DeploymentZone("green", "Green", box(0, 0, 18 * INCH, d), "Green")
    doc.zones["red"] = DeploymentZone("red", "Red", box(w - 18 * INCH, 0, w, d), "Red")
    for n, (x, y) in enumerate([(30, 22), (30, 6), (30, 38), (10, 22), (50, 22)], 1):
        doc.markers[f"objective-{n}"] = Marker(f"objective-{n}", "objective", Point(x * INCH, y * INCH))
    return doc


@pytest.fixture(scope="module")
def rs():
    return load_ruleset("wh40k-skirmish")


def test_an_open_table_hides_nothing_and_a_wall_across_hides_each_zone(rs):
    doc = hammer_and_anvil()
    open_table = sight_measures(doc, rs, 6 * INCH, 3.75 * INCH)
    assert open_table.overall == pytest.approx(1.0)
    assert open_table.zone_hidden == {"Green": 0.0, "Red": 0.0}
    assert open_table.objectives_hidden == {"Green": 0.0, "Red": 0.0}
    # a tall ruin wall from edge to edge down the middle: nothing of one side sees the other
    doc.pieces["wall"] = TerrainPiece("wall", "ruins", box(29 * INCH, 0, 31 * INCH, 44 * INCH), height=9 * INCH)
    walled = sight_measures(doc, rs, 6 * INCH, 3.75 * INCH)
    assert walled.zone_hidden == {"Green": 1.0, "Red": 1.0}
    assert 0.4 < walled.overall < 0.55  # about half the table from anywhere
    # Green's model hides on its own side of the wall beside the three objectives in it and the one
    # in its zone; the one in Red's zone is within Red's threat area
    assert walled.objectives_hidden == {"Green": pytest.approx(4 / 5), "Red": pytest.approx(4 / 5)}


def test_the_threat_reach_brings_the_enemy_nearer(rs):
    doc = hammer_and_anvil()
    # a ruin 4" in front of Green's zone: it hides part of that zone from Red's zone, less from 6" nearer
    doc.pieces["r"] = TerrainPiece("r", "ruins", box(22 * INCH, 14 * INCH, 26 * INCH, 30 * INCH), height=9 * INCH)
    far = sight_measures(doc, rs, 0.0, 3.75 * INCH).zone_hidden["Green"]
    near = sight_measures(doc, rs, 6 * INCH, 3.75 * INCH).zone_hidden["Green"]
    assert far > near > 0


def test_aims_in_a_targets_file_round_trip_and_a_bad_reach_is_named(tmp_path):
    t = Targets(symmetry="180", **AIMS)
    again = targets_from_json(json.loads(json.dumps(targets_to_json(t))))
    assert again == t
    bad = targets_to_json(t)
    bad["aims"]["threat_reach"] = "six inches"
    path = tmp_path / "targets.json"
    path.write_text(json.dumps(bad))
    with pytest.raises(DocumentError) as err:
        load_targets(path)
    assert "targets.json" in str(err.value) and "threat_reach" in str(err.value)


def test_the_search_steers_a_layout_meeting_every_limit_toward_the_aims(rs):
    base = hammer_and_anvil()
    stock = (StockPiece("big", "ruins", (12 * INCH, 6 * INCH), 6, "big", height=9 * INCH),
             StockPiece("short", "ruins", (12 * INCH, 6 * INCH), 8, "short", height=3 * INCH))
    limits = dict(density_min=0.2, density_max=0.45, symmetry="180")
    aimed_targets = Targets(**limits, **AIMS)
    plain = generate(Request(rs, base, stock, Targets(**limits), count=1, seed=3, steps=40, replicas=2))
    aimed = generate(Request(rs, base, stock, aimed_targets, count=1, seed=3, steps=40, replicas=2))
    assert plain and aimed and plain[0].met and aimed[0].met
    assert not [f for f in validate(aimed[0].doc, rs) if f.severity.value == "error"]
    before = measures_for(plain[0].doc, rs, aimed_targets).error(aimed_targets)
    after = measures_for(aimed[0].doc, rs, aimed_targets).error(aimed_targets)
    assert after < before
    # the aims are explained in words, in both languages, and never make a layout miss its targets
    assert [r.target for r in aimed[0].aims][:1] == ["aim-overall-visibility"]
    assert all("aimed at" in line for line in aimed[0].explanation()[len(aimed[0].results):])
    with use_language("es"):
        again = generate(Request(rs, base, stock, aimed_targets, count=1, seed=3, steps=40, replicas=2))
    assert again[0].doc.pieces.keys() == aimed[0].doc.pieces.keys()
    assert all("aimed at" not in r.text for r in again[0].aims)


def test_the_measures_agree_with_carltographers_definitions_worked_by_hand(rs):
    """carltographer's three quantities, worked out by hand on a 24" x 12" table: zones 6" deep on the
    short edges, a building 1.6" thick across the whole depth 2.2" from the left edge, objectives in
    the pocket behind it and in the centre.

    * zone hidden: the share of a zone's ground (where a model can stand) from which no point of the
      enemy zone grown by the threat reach (6": x from 12 to 24) can be seen. Left zone: the pocket
      (0 to 2.2) of its 4.4" of open ground; right zone: none (the left zone's threat area reaches x 12).
    * objective hidden: the share of objectives with a hiding place (a 1" square nothing in the threat
      area sees) within reach: the pocket's objective from the right, none from the left.
    * overall: the share of the ground seen from a model standing anywhere, on average: from the
      pocket 2.2", from the right of the building 20.2", of the 22.4" a model can stand on (Wartable
      counts the ground a model can stand on; carltographer the whole table, 24", so it reads 0.77
      where this reads 0.82).
    """
    doc = TableDocument("Pocket", "wh40k-skirmish", 24 * INCH, 12 * INCH, unit="in")
    doc.zones["left"] = DeploymentZone("left", "Left", box(0, 0, 6 * INCH, 12 * INCH), "Left")
    doc.zones["right"] = DeploymentZone("right", "Right", box(18 * INCH, 0, 24 * INCH, 12 * INCH), "Right")
    doc.markers["objective-1"] = Marker("objective-1", "objective", Point(1 * INCH, 6 * INCH))
    doc.markers["objective-2"] = Marker("objective-2", "objective", Point(12 * INCH, 6 * INCH))
    doc.pieces["b"] = TerrainPiece("b", "building", box(2.2 * INCH, 0, 3.8 * INCH, 12 * INCH))
    m = sight_measures(doc, rs, 6 * INCH, 1 * INCH)
    assert m.zone_hidden == {"Left": pytest.approx(2.2 / 4.4, abs=0.05), "Right": 0.0}
    assert m.objectives_hidden == {"Left": pytest.approx(1 / 2), "Right": 0.0}
    by_hand = (2.2 * 2.2 + 20.2 * 20.2) / 22.4 ** 2
    assert m.overall == pytest.approx(by_hand, abs=0.03)
    # the building moved out of the way (to the right zone's back edge): nothing left to hide behind
    doc.pieces["b"] = TerrainPiece("b", "building", box(22.2 * INCH, 0, 23.8 * INCH, 12 * INCH))
    m = sight_measures(doc, rs, 6 * INCH, 1 * INCH)
    assert m.zone_hidden["Left"] == 0.0 and m.objectives_hidden["Left"] == 0.0
