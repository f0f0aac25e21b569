"""Rules the books state, each from the rulebook's own numbers, legal and illegal, reference asserted."""
import pytest
from shapely.geometry import box

from model.ruleset import load_ruleset
from model.table import Scenario
from validators import validate
from validators.sight import NONE_LOS, PARTIAL, TOTAL, Blocker, Observer, Scene, SightRules, may_shoot, model_sight
from validators.sight.rules import PERSPECTIVE
from tests.builders import kensei_table, wh40k_table, zone

INCH = 25.4


def only(doc, rule_id, **kw):
    return validate(doc, only=[rule_id], **kw)


# -- Kensei p.6: "Se recomienda una zona de juego de 90x120 cm como mínimo." ----------------------

@pytest.mark.parametrize("w, d, flagged", [(1200, 900, False), (900, 1200, False), (1200, 1200, False),
                                           (1000, 800, True), (1200, 850, True), (400, 400, False)])
def test_kensei_recommended_minimum_table_size(w, d, flagged):
    doc = kensei_table(width=w, depth=d, zones=[zone("za", "A", 0, 0, w, 100, "top"),
                                                zone("zb", "B", 0, d - 100, w, 100, "bottom")])
    found = only(doc, "table.min-size")
    assert bool(found) == flagged  # 40 x 40 is the book's own training area (p.21)
    if flagged:
        assert found[0].reference == "Kensei 2.5 p.6" and found[0].basis == "rulebook"
        assert "at least 120 cm x 90 cm" in found[0].message and found[0].severity.value == "warning"


# -- Kensei p.22: "su oponente empezará en el lado opuesto" --------------------------------------

def test_kensei_players_deploy_on_opposite_sides():
    assert only(kensei_table(), "table.opposite-sides") == []  # top and bottom
    side_by_side = kensei_table(zones=[zone("za", "A", 0, 0, 1200, 100, "top"),
                                       zone("zb", "B", 0, 0, 100, 1200, "left")])
    [f] = only(side_by_side, "table.opposite-sides")
    assert f.reference == "Kensei 2.5 p.22" and f.severity.value == "error" and set(f.subjects) == {"za", "zb"}
    assert "top edge" in f.message and "left edge" in f.message
    # a system without that rule says nothing
    assert only(wh40k_table(zones=[zone("za", "A", 0, 0, 72 * INCH, 9 * INCH, "top"),
                                   zone("zb", "B", 0, 0, 9 * INCH, 48 * INCH, "left")]), "table.opposite-sides") == []


# -- Kensei p.40: partial sight on volumes, troops in the way -------------------------------------

def _wall_case(wall_height, reading=None):
    """A wall 0.5 cm in front of a 4 cm model, seen from a 4 cm eye 40 cm away (mm)."""
    rules = SightRules.from_ruleset(load_ruleset("kensei"))
    if reading:
        from dataclasses import replace
        rules = replace(rules, partial_reading=reading)
    scene = Scene([Blocker("wall", box(392, -100, 395, 100), height=wall_height, blocking="height")])
    viewer = Observer((0, 0), 40.0)
    target = Observer((400, 0), 40.0, box(395.5, -12.5, 420.5, 12.5))
    return model_sight(scene, viewer, target, rules), rules


def test_kensei_reads_partial_sight_on_volumes_by_default():
    res, rules = _wall_case(20)  # a 2 cm wall: half the 4 cm volume
    assert rules.partial_reading == "volume"
    assert load_ruleset("kensei").ref("sight.partial_reading") == "Kensei 2.5 p.40"
    assert res.level == PARTIAL and res.hidden_share >= 0.5
    exact, _ = _wall_case(20, PERSPECTIVE)  # the exact perspective: just under half hidden
    assert exact.level == TOTAL and 0.4 < exact.hidden_share < 0.5
    low, _ = _wall_case(15)  # a 1.5 cm wall covers less than half either way
    assert low.level == TOTAL


def test_kensei_a_lower_troop_in_the_way_makes_sight_partial():
    rules = SightRules.from_ruleset(load_ruleset("kensei"))
    assert rules.troops_make_partial and load_ruleset("kensei").ref("sight.troops_make_partial") == "Kensei 2.5 p.40"
    # a V1 (2 cm) model right in front of a V2 (4 cm) one hides less than half of it by perspective
    small = Blocker("ashigaru", box(370, -5, 380, 5), height=20, blocking="height", unit="u2")
    scene = Scene([small])
    viewer = Observer((0, 0), 40.0, unit="u1")
    target = Observer((400, 0), 40.0, box(387.5, -12.5, 412.5, 12.5), unit="u3")
    res = model_sight(scene, viewer, target, rules)
    assert res.level == PARTIAL and res.troops == ("ashigaru",)
    # the same piece as terrain hides the same share and is no troop: the share decides
    from dataclasses import replace
    res2 = model_sight(scene, viewer, target, replace(rules, troops_make_partial=False, partial_reading=PERSPECTIVE))
    assert res2.level == TOTAL


# -- 40K: "No se puede disparar si se interpone otra miniatura, aunque sea parcialmente." --------

def test_40k_no_shot_past_another_model_even_partly():
    rules = SightRules.from_ruleset(load_ruleset("wh40k-skirmish"))
    assert rules.models_stop_shots
    scene = Scene([])
    shooter = Observer((0, 0), 40.0, box(-12.5, -12.5, 12.5, 12.5), id="marine")
    target = Observer((600, 0), 40.0, box(587.5, -12.5, 612.5, 12.5), id="cultist")
    clear = Observer((300, 100), 40.0, box(287.5, 87.5, 312.5, 112.5), id="guard")
    edge = Observer((300, 15), 40.0, box(287.5, 2.5, 312.5, 27.5), id="stealer")  # overlaps the edge of the line of fire
    ok, sight, between = may_shoot(scene, shooter, target, rules, [shooter, target, clear])
    assert ok and sight.visible and between == ()
    ok, sight, between = may_shoot(scene, shooter, target, rules, [shooter, target, clear, edge])
    assert not ok and sight.visible and between == ("stealer",)  # seen, but no shot


# -- 40K scenario turns: "dominar el mayor número de enclaves al finalizar el 6º turno" ---------

def test_40k_capture_enclaves_lasts_six_turns():
    good = wh40k_table(scenario=Scenario(kind="capture-enclaves", turns=6))
    assert only(good, "scenario.turns") == []
    [f] = only(wh40k_table(scenario=Scenario(kind="capture-enclaves", turns=5)), "scenario.turns")
    assert f.severity.value == "error" and "6" in f.message and "ESCENARIOS" in f.reference
    # a scenario the rules give no length: the organiser's choice
    assert only(wh40k_table(scenario=Scenario(kind="bloodbath", turns=8)), "scenario.turns") == []


# -- ADLG p.46: shooting ranges, the firing-lane range ---------------------------------------------

def test_adlg_shooting_ranges_from_the_sheet():
    rs = load_ruleset("adlg")
    ranges = {w["id"]: w["range"] for w in rs.value("sight.weapon_ranges")}
    assert ranges == {"javelins": 1, "light-missiles": 2, "cavalry-missiles": 2, "foot-bows": 4,
                      "light-artillery": 4, "medium-artillery": 6, "heavy-artillery": 8}
    assert rs.length("table_rules.firing_range") == 8 * rs.ud_mm
    assert "ALCANCES DE DISPAROS" in rs.ref("table_rules.firing_range") and "p.46" in rs.ref("table_rules.firing_range")
    assert rs.is_setting("army.points_limit")  # the sheet's '200' heads the generals' cost column


# -- ADLG command range ("MANDO, COSTE", p.74): a play-time rule, said so --------------------------

def test_adlg_command_range_is_stored_and_said_to_matter_only_in_play():
    """The sheet uses the range only for the cost of orders ("ORDENES", p.22: "+1 CP mover o recuperar
    una unidad fuera de mando") and the recovery roll ("RECUPERACION", p.45): before the battle there is
    nothing to measure it against, and the ruleset says so rather than pretend to check it."""
    rs = load_ruleset("adlg")
    ranges = {r["id"]: r["range"] for r in rs.value("army.commands.ratings")}
    assert ranges == {"ordinary": 4, "competent": 6, "brilliant": 8, "strategist": 8}
    for rating in ranges:
        node = rs.node(f"army.commands.ratings.{rating}.range")
        assert "MANDO, COSTE" in node["ref"] and "no check reads it" in node["note"]
        assert "ORDENES" in node["note"] and "RECUPERACION" in node["note"]
    assert "only during play" in rs.value("army.notes")
    es = rs.data["translations"]["es"]
    assert "solo cuenta durante la partida" in es["army.notes"]


# -- 40K: a shot past another model is a checked rule, not only a function ------------------------

def _hill_shot(hostage_at):
    """A marine on a 2" hill looks over a hostage standing between it and a cultist 20" away."""
    hill = Blocker("hill", box(-100, -100, 100, 100), height=2 * INCH, blocking="height", elevates=True)
    h = 1.25 * INCH
    hostage = Blocker("hostage", box(hostage_at[0] - 16, hostage_at[1] - 16, hostage_at[0] + 16, hostage_at[1] + 16),
                      height=h, blocking="height", unit="hostage")
    return Scene([hill, hostage]), h


def test_40k_a_line_over_a_model_is_seen_but_no_shot():
    from validators.sight import sight_lines

    rules = SightRules.from_ruleset(load_ruleset("wh40k-skirmish"))
    assert load_ruleset("wh40k-skirmish").ref("sight.models_stop_shots") == '40K skirmish rules, "DISPARO"'
    scene, h = _hill_shot((10 * INCH, 0))
    target = (20 * INCH, 0)
    [r] = sight_lines(scene, (0, 0), [target], h, h, models_stop_shots=rules.models_stop_shots)
    assert r.visible and r.in_the_way == ("hostage",) and not r.may_shoot  # seen from the hill, no shot
    [free] = sight_lines(scene, (0, 0), [(20 * INCH, 5 * INCH)], h, h, models_stop_shots=True)
    assert free.visible and free.may_shoot and free.in_the_way == ()
    # a system without the rule: the same line may shoot
    [k] = sight_lines(scene, (0, 0), [target], h, h)
    assert k.visible and k.may_shoot


def test_40k_a_model_at_the_edge_of_the_line_of_fire_stops_the_shot_though_the_target_is_seen():
    rules = SightRules.from_ruleset(load_ruleset("wh40k-skirmish"))
    shooter = Observer((0, 0), 40.0, box(-12.5, -12.5, 12.5, 12.5), id="marine")
    target = Observer((600, 0), 40.0, box(587.5, -12.5, 612.5, 12.5), id="cultist")
    # a guardsman whose base just reaches into the cone to the target's base (it is 6.25 wide either
    # side of the centre line there): no shot is allowed, and the target is seen (the rule stops the
    # shot; a model in the way is not read as hiding part of the target)
    edge = Blocker("guard", box(290, 4, 315, 29), height=40.0, blocking="height", unit="guard")
    res = model_sight(Scene([edge]), shooter, target, rules)
    assert res.visible and res.in_the_way == ("guard",) and not res.may_shoot and res.blocking == ()
    ok, _, between = may_shoot(Scene([edge]), shooter, target, rules)
    assert not ok and between == ("guard",)
    aside = Blocker("guard", box(290, 40, 315, 65), height=40.0, blocking="height", unit="guard")
    res = model_sight(Scene([aside]), shooter, target, rules)
    assert res.level == TOTAL and res.may_shoot


def test_40k_hostages_on_a_table_stop_the_firing_lane_through_their_gap():
    """Two walls across a 6' x 4' table leave one 3" gap; a hostage (a figure, scenario 4) standing in
    it closes the only lane for shots, standing aside leaves it open."""
    from shapely.geometry import Point

    from tests.builders import marker, piece

    walls = [piece("w1", "building", 0, 22 * INCH, 34.5 * INCH, 4 * INCH),
             piece("w2", "building", 37.5 * INCH, 22 * INCH, 34.5 * INCH, 4 * INCH)]
    zones = [zone("za", "A", 0, 0, 72 * INCH, 9 * INCH, "top"), zone("zb", "B", 0, 39 * INCH, 72 * INCH, 9 * INCH,
                                                                      "bottom")]
    open_ = wh40k_table(pieces=walls, zones=zones, markers=[marker("h1", "hostage", Point(10 * INCH, 30 * INCH))])
    [lane] = only(open_, "table.firing-lane")
    assert 34.5 * INCH < lane.location.geometry.centroid.x < 37.5 * INCH
    shut = wh40k_table(pieces=walls, zones=zones, markers=[marker("h1", "hostage", Point(36 * INCH, 24 * INCH))])
    assert only(shut, "table.firing-lane") == []
    rs = load_ruleset("wh40k-skirmish")
    assert rs.value("sight.model_markers") == ["hostage"] and rs.is_setting("sight.model_markers")
    # Kensei has no such rule and no figures among its markers: nothing changes there
    assert not load_ruleset("kensei").value("sight.model_markers")


def test_40k_a_model_of_equal_height_squarely_in_the_line_is_no_shot_not_blocked_sight():
    """"No se puede disparar si se interpone otra miniatura": a guardsman as tall as the marine's eye and
    the cultist, straight between them, hides the cultist exactly by height; the rule refuses the shot,
    it does not say sight is blocked. The same answer whether the guardsman stands in the scene or is
    passed among ``others``; a wall (terrain) as tall does block sight."""
    from validators.sight import sight_lines

    rs = load_ruleset("wh40k-skirmish")
    rules = SightRules.from_ruleset(rs)
    assert rs.ref("sight.models_stop_shots") == '40K skirmish rules, "DISPARO"'
    shooter = Observer((0, 0), 40.0, box(-12.5, -12.5, 12.5, 12.5), id="marine")
    target = Observer((600, 0), 40.0, box(587.5, -12.5, 612.5, 12.5), id="cultist")
    guard = Blocker("guard", box(287.5, -12.5, 312.5, 12.5), height=40.0, blocking="height", unit="guard")
    in_scene = may_shoot(Scene([guard]), shooter, target, rules)
    as_other = may_shoot(Scene([]), shooter, target, rules,
                         [Observer((300, 0), 40.0, box(287.5, -12.5, 312.5, 12.5), id="guard")])
    for ok, sight, between in (in_scene, as_other):
        assert not ok and between == ("guard",)
        assert sight.level != NONE_LOS and sight.in_the_way == ("guard",) and not sight.may_shoot
    [line] = sight_lines(Scene([guard]), (0, 0), [(600, 0)], 40.0, 40.0, models_stop_shots=True)
    assert line.visible and line.in_the_way == ("guard",) and not line.may_shoot
    # the guardsman stepped aside: the shot is allowed
    aside = Blocker("guard", box(287.5, 60, 312.5, 85), height=40.0, blocking="height", unit="guard")
    assert may_shoot(Scene([aside]), shooter, target, rules)[0]
    # terrain as tall as the eye in the same place blocks sight: "blocked", no model to name
    wall = Blocker("wall", box(287.5, -100, 312.5, 100), height=40.0, blocking="height")
    ok, sight, between = may_shoot(Scene([wall]), shooter, target, rules)
    assert not ok and sight.level == NONE_LOS and between == () and sight.blocking == ("wall",)
    # Kensei, where troops block sight and stop no shot: the same guardsman hides the target
    kensei = SightRules.from_ruleset(load_ruleset("kensei"))
    k = model_sight(Scene([guard]), Observer((0, 0), 40.0, unit="u1"), Observer((600, 0), 40.0, target.base, unit="u3"),
                    kensei)
    assert k.level == NONE_LOS and k.in_the_way == ()


def test_40k_figures_stop_shots_but_hide_nothing_from_exposure_and_fairness():
    """Hostages (figures, scenario 4) close a firing lane through them, and hide no part of the table:
    the exposure grid, the fairness report and the seen area are those of the same table without them."""
    import numpy as np
    from shapely.geometry import Point

    from tests.builders import marker
    from validators.sight.table import table_exposure, table_fairness, table_visible_region

    zones = [zone("za", "A", 0, 0, 72 * INCH, 9 * INCH, "top"),
             zone("zb", "B", 0, 39 * INCH, 72 * INCH, 9 * INCH, "bottom")]
    rs = load_ruleset("wh40k-skirmish")
    bare = wh40k_table(pieces=[], zones=zones)
    crowd = wh40k_table(pieces=[], zones=zones,
                        markers=[marker(f"h{k}", "hostage", Point((12 + 8 * k) * INCH, 12 * INCH)) for k in range(6)])
    a, b = table_exposure(bare, rs, "A", 2 * INCH), table_exposure(crowd, rs, "A", 2 * INCH)
    assert np.array_equal(np.isnan(a.values), np.isnan(b.values))
    assert np.allclose(np.nan_to_num(a.values), np.nan_to_num(b.values))
    fa, fb = table_fairness(bare, rs, 2 * INCH), table_fairness(crowd, rs, 2 * INCH)
    # (hostages are also places to reach: the objective criteria count them, as they should)
    same = [k for k in fa.values if "objective" not in k]
    assert same and all(fa.values[k] == fb.values[k] for k in same)
    for side in fa.exposure:
        assert np.allclose(np.nan_to_num(fa.exposure[side].values), np.nan_to_num(fb.exposure[side].values))
    eye = (36 * INCH, 4 * INCH)
    assert table_visible_region(crowd, rs, eye, 32.0).symmetric_difference(
        table_visible_region(bare, rs, eye, 32.0)).area < 1.0
    # Kensei troops do hide: the same reading is the ruleset's, not the engine's
    assert SightRules.from_ruleset(load_ruleset("kensei")).models_stop_shots is False


# -- ADLG quick reference, "Resolucion del Disparo": a plantation gives "-1 al tiro" -------------------

def test_adlg_a_unit_inside_a_plantation_is_seen_and_in_cover_a_forest_hides_it():
    """The sheet gives plantations -1 to the shooter, which presumes a unit inside can be shot at: the
    ruleset's default reading ('none') leaves it seen; forests keep the organiser's 'hides-inside'."""
    from model.table import TableDocument, TerrainPiece
    from validators.sight.table import scene_from_table, sight_rules

    ruleset = load_ruleset("adlg")
    ud = 40.0
    assert ruleset.value("terrain_kinds.plantation.area") == "none"
    assert ruleset.ref("terrain_kinds.plantation.area") == 'ADLG quick reference, "Resolucion del Disparo" (rulebook p.47)'
    assert "A reading" in ruleset.node("terrain_kinds.plantation.area")["note"]
    assert ruleset.value("terrain_kinds.forest.area") == "hides-inside"
    doc = TableDocument("ADLG", "adlg", 30 * ud, 20 * ud, unit="ud", ud_mm=ud, pieces=[
        TerrainPiece("p", "plantation", box(4 * ud, 4 * ud, 8 * ud, 8 * ud)),
        TerrainPiece("f", "forest", box(20 * ud, 4 * ud, 24 * ud, 8 * ud))])
    scene, rules = scene_from_table(doc, ruleset), sight_rules(ruleset, doc)
    viewer = Observer((6 * ud, 16 * ud), 25.0)
    in_plantation = model_sight(scene, viewer, Observer((6 * ud, 6 * ud), 25.0), rules)
    in_forest = model_sight(scene, Observer((22 * ud, 16 * ud), 25.0), Observer((22 * ud, 6 * ud), 25.0), rules)
    assert in_plantation.level != NONE_LOS and in_forest.level == NONE_LOS
