"""Line of sight and cover on hand-checkable layouts (lengths in mm)."""

import pytest
from shapely.geometry import box

from model.ruleset import load_ruleset
from validators.sight import (NONE_LOS, PARTIAL, TOTAL, Blocker, Observer, Scene, SightRules, line_of_sight,
                              model_blockers, model_cover, model_sight, sight_lines, unit_cover)


def square(cx, cy, side):
    return box(cx - side / 2, cy - side / 2, cx + side / 2, cy + side / 2)


@pytest.fixture(scope="module")
def kensei():
    return load_ruleset("kensei")


@pytest.fixture(scope="module")
def wh40k():
    return load_ruleset("wh40k-skirmish")


def model(x, y, height, side=25.0, facing=0.0, unit=None, id=None):
    return Observer((x, y), height, square(x, y, side), facing=facing, unit=unit, id=id)


# -- point to point ---------------------------------------------------------------

def test_a_wall_between_two_points_blocks_and_one_beside_does_not():
    scene = Scene([Blocker("wall", box(100, -50, 105, 50), height=30, blocking="full")])
    assert line_of_sight(scene, (0, 0), (200, 0)).level == NONE_LOS
    assert line_of_sight(scene, (0, 0), (200, 0)).blocking == ("wall",)
    assert line_of_sight(scene, (0, 60), (200, 60)).level == TOTAL


def test_a_ruin_with_standing_walls_blocks_only_at_its_walls():
    footprint = box(100, -100, 300, 100)
    whole = Scene([Blocker("ruin", footprint, height=150, blocking="full")])
    walled = Scene([Blocker("ruin", footprint, height=150, blocking="full", walls=(box(100, -100, 105, 0),))])
    assert line_of_sight(whole, (0, 50), (400, 50)).level == NONE_LOS  # without walls the footprint blocks
    assert line_of_sight(walled, (0, 50), (400, 50)).level == TOTAL  # through the open floor
    assert line_of_sight(walled, (0, -50), (400, -50)).blocking == ("ruin",)  # through the wall


def test_a_point_just_beside_a_building_sees_past_it():
    scene = Scene([Blocker("house", box(100, -20, 140, 20), height=80, blocking="full")])
    assert line_of_sight(scene, (0, 20.5), (200, 20.5)).level == TOTAL
    assert line_of_sight(scene, (0, 19.5), (200, 19.5)).level == NONE_LOS
    # a diagonal that clears the corner (y at x=140 is 21 > 20) and one that clips it
    assert line_of_sight(scene, (0, 0), (200, 30)).level == NONE_LOS  # y=20 reached at x=133
    assert line_of_sight(scene, (0, 0), (100, 40)).level == TOTAL


def test_a_low_wall_hides_part_of_a_man_and_not_a_giant():
    # eye 40 mm at x=0, 30 mm wall at x=100..105, target at x=200:
    # hidden below (30 - 40 * (1 - 105/200)) / (105/200) = 20.95 mm
    scene = Scene([Blocker("wall", box(100, -50, 105, 50), height=30, blocking="height")])
    man = line_of_sight(scene, (0, 0), (200, 0), viewer_height=40, target_height=40, partial_share=0.5)
    assert man.hidden_share == pytest.approx(20.952 / 40, abs=1e-3)
    assert man.level == PARTIAL
    giant = line_of_sight(scene, (0, 0), (200, 0), viewer_height=40, target_height=90, partial_share=0.5)
    assert giant.level == TOTAL
    assert giant.hidden_share == pytest.approx(20.952 / 90, abs=1e-3)
    tall_wall = Scene([Blocker("wall", box(100, -50, 105, 50), height=50, blocking="height")])
    assert line_of_sight(tall_wall, (0, 0), (200, 0), 40, 40).level == NONE_LOS


def test_a_model_on_a_hill_sees_over_a_wall_that_blocks_from_the_ground():
    hill = Blocker("hill", square(0, 0, 100), height=50, blocking="height", elevates=True)
    wall = Blocker("wall", box(150, -50, 155, 50), height=60, blocking="height")
    scene = Scene([hill, wall])
    # eye at 50 + 40 = 90; the 60 mm wall at x=150..155 hides the target below
    # (60 - 90 * (1 - 155/300)) / (155/300) = 31.9 mm of its 40
    on_hill = line_of_sight(scene, (0, 0), (300, 0), 40, 40)
    assert on_hill.level == PARTIAL and on_hill.hidden_share == pytest.approx(31.935 / 40, abs=1e-3)
    assert line_of_sight(scene, (-200, 0), (300, 0), 40, 40).level == NONE_LOS
    # dead ground: a short model right below the hill's edge, seen from its middle
    assert line_of_sight(Scene([hill]), (0, 0), (55, 0), 4, 4).level == NONE_LOS
    # hidden while (50 - 54 (1 - t)) / t >= 4 at the edge (t = 50 / x), i.e. up to x = 625 mm
    assert line_of_sight(Scene([hill]), (0, 0), (600, 0), 4, 4).level == NONE_LOS
    assert line_of_sight(Scene([hill]), (0, 0), (650, 0), 4, 4).level != NONE_LOS


def test_area_terrain_hides_models_inside_but_they_see_out():
    wood = Blocker("wood", square(200, 0, 100), height=0, blocking="none", area="hides-inside")
    scene = Scene([wood])
    assert line_of_sight(scene, (0, 0), (200, 0)).level == NONE_LOS
    assert line_of_sight(scene, (200, 0), (0, 0)).level == TOTAL
    assert line_of_sight(scene, (0, 0), (400, 0)).level == TOTAL  # through it: not blocking


def test_sight_lines_from_a_point_for_an_overlay():
    scene = Scene([Blocker("house", box(100, -20, 140, 20), height=80)])
    res = sight_lines(scene, (0, 0), [(200, 0), (200, 100), (-200, 0)], facing=0.0, field_of_view=180)
    assert [r.level for r in res] == [NONE_LOS, TOTAL, NONE_LOS]
    assert res[2].out_of_view and not res[0].out_of_view


# -- model to model, by the rulesets -----------------------------------------------

def test_kensei_field_of_view_is_the_half_in_front(kensei):
    rules = SightRules.from_ruleset(kensei)
    scene = Scene([])
    viewer = model(0, 0, 40, facing=0.0)
    assert model_sight(scene, viewer, model(200, 0, 40), rules).level == TOTAL
    behind = model_sight(scene, viewer, model(-200, 0, 40), rules)
    assert behind.level == NONE_LOS and behind.out_of_view


def test_kensei_cover_within_one_cm_of_the_wall_making_sight_partial(kensei):
    rules = SightRules.from_ruleset(kensei)
    assert rules.cover_distance == pytest.approx(10.0)  # 1 cm
    wall = Blocker("wall", box(100, -50, 105, 50), height=30, blocking="height", cover=True)
    scene = Scene([wall])
    viewer = model(0, 0, kensei.volume("V2"))
    near = model(105 + 9 + 12.5, 0, kensei.volume("V2"))  # base 0.9 cm from the wall
    far = model(105 + 11 + 12.5, 0, kensei.volume("V2"))  # base 1.1 cm from the wall
    res_near = model_cover(scene, viewer, near, rules)
    res_far = model_cover(scene, viewer, far, rules)
    assert res_near.sight.level == PARTIAL and res_far.sight.level == PARTIAL
    assert res_near.in_cover and res_near.elements == ("wall",)
    assert not res_far.in_cover


def test_kensei_no_cover_when_the_wall_does_not_make_sight_partial(kensei):
    rules = SightRules.from_ruleset(kensei)
    scene = Scene([Blocker("fence", box(100, -50, 105, 50), height=5, blocking="height", cover=True)])
    res = model_cover(scene, model(0, 0, 40), model(105 + 5 + 12.5, 0, 40), rules)
    assert res.sight.level == TOTAL and not res.in_cover


def test_kensei_unit_in_cover_with_two_thirds_of_its_visible_models(kensei):
    rules = SightRules.from_ruleset(kensei)
    wall = Blocker("wall", box(100, -30, 105, 30), height=30, blocking="height", cover=True)
    scene = Scene([wall])
    viewer = model(0, 0, 40)
    covered = [model(105 + 5 + 12.5, y, 40, unit="u") for y in (-14, 14)]
    exposed = model(105 + 5 + 12.5, 120, 40, unit="u")  # beside the wall: total sight
    two_of_three = unit_cover(scene, viewer, covered + [exposed], rules)
    assert two_of_three.share == pytest.approx(2 / 3) and two_of_three.in_cover
    one_of_three = unit_cover(scene, viewer, covered[:1] + [exposed, model(300, -120, 40, unit="u")], rules)
    assert not one_of_three.in_cover


def test_kensei_models_of_one_unit_never_cover_each_other(kensei):
    rules = SightRules.from_ruleset(kensei)
    front = model(100, 0, 40, unit="u", id="front")
    target = model(126, 0, 40, unit="u", id="target")
    scene = Scene(model_blockers([front]))
    res = model_cover(scene, model(0, 0, 40, unit="shooters"), target, rules)
    assert res.sight.level == TOTAL and not res.in_cover
    other = model(100, 0, 40, unit="v", id="other")  # the same place, another unit: blocks
    res = model_sight(Scene(model_blockers([other])), model(0, 0, 40, unit="shooters"), target, rules)
    assert res.level in (PARTIAL, NONE_LOS) and "other" in res.blocking


def test_wh40k_cover_plus_one_bunker_plus_two_none_against_flamers(wh40k):
    rules = SightRules.from_ruleset(wh40k)
    inch = 25.4
    assert rules.cover_distance == pytest.approx(inch)
    barricade = Blocker("crates", box(100, -40, 130, 40), height=1 * inch, blocking="height", cover=True,
                        cover_bonus=1)
    bunker = Blocker("bunker", box(100, -40, 200, 40), height=3 * inch, blocking="full", cover=True,
                     cover_bonus=2)
    shooter = Observer((-300, 0), 1.25 * inch, square(-300, 0, 32))
    target = Observer((130 + 0.9 * inch + 16, 0), 1.25 * inch, square(130 + 0.9 * inch + 16, 0, 32))
    res = model_cover(Scene([barricade]), shooter, target, rules)
    assert res.in_cover and res.bonus == 1 and res.elements == ("crates",)
    away = Observer((130 + 1.1 * inch + 16, 0), 1.25 * inch, square(130 + 1.1 * inch + 16, 0, 32))
    assert not model_cover(Scene([barricade]), shooter, away, rules).in_cover
    assert res.sight.level == PARTIAL
    # a model standing in the bunker's firing slit: inside its footprint, the bunker gives +2
    inside = Observer((190, 0), 1.25 * inch, square(190, 0, 16))
    res = model_cover(Scene([bunker]), shooter, inside, rules)
    assert res.in_cover and res.bonus == 2
    assert rules.cover_ignored_by == ("flamer",)  # the ruleset: cover has no effect against flamers
    res = model_cover(Scene([barricade]), shooter, target, rules, weapon="flamer")
    assert not res.in_cover and res.bonus == 0
    # cover behind the target (not between) gives nothing
    behind = Observer((100 - 0.5 * inch - 16, 0), 1.25 * inch, square(100 - 0.5 * inch - 16, 0, 32))
    assert not model_cover(Scene([barricade]), shooter, behind, rules).in_cover


def test_adlg_target_in_cover_terrain_or_behind_a_fortification():
    adlg = load_ruleset("adlg")
    rules = SightRules.from_ruleset(adlg)
    assert rules.cover_distance == 0
    ud = adlg.ud_mm
    marsh = Blocker("marsh", box(0, 0, 4 * ud, 4 * ud), blocking="none", cover=True)
    fort = Blocker("fort", box(0, -0.2 * ud, 4 * ud, 0), blocking="none", cover=True)
    shooter = Observer((2 * ud, -6 * ud), 0.0, box(1.5 * ud, -6.5 * ud, 2.5 * ud, -5.5 * ud))
    inside = Observer((2 * ud, 2 * ud), 0.0, box(1.5 * ud, 1.5 * ud, 2.5 * ud, 2.5 * ud))
    assert model_cover(Scene([marsh]), shooter, inside, rules).in_cover
    behind = Observer((2 * ud, 0.5 * ud), 0.0, box(1.5 * ud, 0.0, 2.5 * ud, 1.0 * ud))
    assert model_cover(Scene([fort]), shooter, behind, rules).in_cover
    in_open = Observer((2 * ud, 1.5 * ud), 0.0, box(1.5 * ud, 1.0 * ud, 2.5 * ud, 2.0 * ud))
    assert not model_cover(Scene([fort]), shooter, in_open, rules).in_cover
    # touching the fortification from the shooter's side: it is behind the target, not in the way
    below = Observer((2 * ud, -0.7 * ud), 0.0, box(1.5 * ud, -1.2 * ud, 2.5 * ud, -0.2 * ud))
    assert not model_cover(Scene([fort]), shooter, below, rules).in_cover


def test_field_of_view_is_measured_from_the_rear_edge_of_the_base(kensei):
    rules = SightRules.from_ruleset(kensei)
    viewer = model(0, 0, 40, facing=0.0)  # 25 mm base: rear edge at x = -12.5
    beside = model(-10, 200, 40)  # behind the centre, in front of the rear edge
    assert model_sight(Scene([]), viewer, beside, rules).level == TOTAL
    behind = model(-40, 200, 40)
    assert model_sight(Scene([]), viewer, behind, rules).out_of_view
