"""Las Piedras del Destino, rules the book states about a campaign in play, each with a legal and an
illegal case from the book's numbers: set-up rules judged on the set-up, "Cada jugador deberá lanzar
un desafío", and the empire size said as the order was frozen."""
from __future__ import annotations

import pytest
from builders import piedras_map, validate_own
from test_campaign_turns import battle, start, step

from model import campaign_turns as ct
from model.hexgrid import Hex
from model.ruleset import load_ruleset

ANA, BRUNO, CARLA, DARIO = Hex(1, 0), Hex(6, 0), Hex(-1, 5), Hex(4, 5)
ROLLS = {"bruno": (3,), "carla": (2,), "dario": (1,)}  # Ana the largest; then Bruno, Carla, Dario


@pytest.fixture(scope="module")
def rules():
    return ct.TurnRules(load_ruleset("warhammer-campaign"))


def only(doc, rule_id):
    return [f for f in validate_own(doc) if f.rule == rule_id]


def ana_takes_brunos_capital(rules, doc=None):
    """Ana's empire reaches Bruno's capital; Bruno challenges Ana and loses a decisive victory (4 imperial
    points); Ana conquers the capital city: 3, +1 for the city ("Como gastar los puntos de imperio")."""
    doc = doc or piedras_map()
    for q in (2, 3, 4, 5):
        doc.update_cell(Hex(q, 0), owner="ana")
    start(doc, rules, rolls=ROLLS)
    step(doc, rules, ct.Step("challenge", player="dario", target="carla"),
         ct.Step("challenge", player="bruno", target="ana"))
    step(doc, rules, battle("dario", "carla", 0, "marginal"), battle("bruno", "ana", 1, "decisive"))
    conquest = ct.Step("conquer", player="ana", hex=BRUNO)
    assert ct.current_play(doc, rules).cost(conquest) == 4
    step(doc, rules, conquest)
    return doc


def test_one_capital_each_is_judged_on_the_set_up_not_after_a_legal_conquest(rules):
    doc = ana_takes_brunos_capital(rules)
    assert doc.cells[BRUNO].owner == "ana" and not doc.capitals("bruno")  # the map after play
    assert only(doc, "campaign.capital-count") == []
    assert only(doc, "campaign.turn-conquer") == [] and only(doc, "campaign.turn-points") == []
    doc.set_history(ct.end_turn(doc))
    assert only(doc, "campaign.capital-count") == [] and only(doc, "campaign.turn-challenge") == []


def test_a_set_up_with_two_capitals_for_one_player_stays_an_error_once_play_has_begun(rules):
    doc = piedras_map()
    doc.update_cell(Hex(3, 3), owner="bruno", capital=True, features=frozenset({"castle", "city"}))
    doc = ana_takes_brunos_capital(rules, doc)
    [f] = only(doc, "campaign.capital-count")
    assert "Bruno has 2 capitals" in f.message and f.reference.startswith("Las Piedras del Destino")
    assert set(f.location.hexes) == {BRUNO, Hex(3, 3)}  # where the set-up put them


def test_every_player_challenges_or_is_challenged(rules):
    doc = ana_takes_brunos_capital(rules)
    doc.set_history(ct.end_turn(doc))
    assert only(doc, "campaign.turn-challenge") == []  # Dario -> Carla, Bruno -> Ana: all four in
    doc = piedras_map()
    start(doc, rules, rolls={"ana": (4,), **ROLLS})
    step(doc, rules, ct.Step("challenge", player="dario", target="carla"))  # Bruno and Ana launch none
    step(doc, rules, battle("dario", "carla", 0, "marginal"))
    doc.set_history(ct.end_turn(doc))
    [f] = only(doc, "campaign.turn-challenge")
    assert f.message == ("Turn 1 ended with no challenge launched by or against Bruno, Ana; every player launches "
                         "a challenge.")
    assert f.reference == 'Las Piedras del Destino, "3. Fase de desafios"' and set(f.subjects) >= {"ana", "bruno"}


def test_a_player_an_event_leaves_no_one_to_challenge_is_not_reported(rules):
    doc = piedras_map(players=(("ana", "empire"), ("bruno", "dwarfs")), columns=5, rows=4)
    start(doc, rules, rolls={"ana": (4,), "bruno": (3,)})
    step(doc, rules, ct.Step("event", player="bruno", event="F", target="ana"))  # Diplomacy: Ana cannot challenge Bruno
    play = ct.current_play(doc, rules)
    assert play.not_challenging() == ["bruno"]  # Bruno may still challenge Ana
    step(doc, rules, ct.Step("event", player="ana", event="E"), ct.Step("challenge", player="bruno", target="ana"))
    assert ct.current_play(doc, rules).not_challenging() == []


def test_empire_size_during_an_open_turn_counts_as_the_order_was_frozen(rules):
    doc = ana_takes_brunos_capital(rules)  # Bruno's capital city is Ana's now, the turn still open
    said = {f.subjects[0]: f for f in only(doc, "campaign.empire-size")}
    bruno = said["bruno"]
    # at the start of turn 1 Bruno held 1 hex with a city: size 2, counted so in the order
    assert bruno.data["size"] == 2 and bruno.data["hexes"] == 1 and bruno.data["cities"] == 1
    assert "empire size 2 at the start of turn 1 (1 hex, 1 city counting double" in bruno.message
    assert said["ana"].data["hexes"] == 5 and said["ana"].data["size"] == 6
    doc.set_history(ct.end_turn(doc))  # no turn open: the map as it is
    said = {f.subjects[0]: f for f in only(doc, "campaign.empire-size")}
    assert said["bruno"].data["size"] == 0 and "at the start" not in said["bruno"].message
    assert said["ana"].data["hexes"] == 6 and said["ana"].data["size"] == 8


@pytest.fixture
def team_folder(tmp_path, rules):
    """Turn 1: Carla and Dario, challenged together, fight Ana as a team (a marginal victory for them)."""
    from model.army import Catalogue, Profile
    from model.files import save

    doc = piedras_map()
    start(doc, rules, rolls={"ana": (6,), **ROLLS})
    step(doc, rules, ct.Step("challenge", player="dario", target="ana"), ct.Step("challenge", player="carla", target="ana"),
         ct.Step("challenge", player="bruno", target="carla"))
    step(doc, rules, battle(("carla", "dario"), "ana", 0, "marginal"), battle("bruno", "carla", None, "draw"))
    save(doc, tmp_path / "campaign.json")
    save(Catalogue("wh", "Warhammer test catalogue (example data)", "warhammer-campaign", [
        Profile("lord", "Lord (example)", 100, "character", leader=True),
        Profile("knights", "Knights (example)", 5, troop_type="cavalry")], example=True), tmp_path / "catalogue.json")
    return tmp_path


def test_a_team_splits_the_battles_points_between_its_lists(team_folder):
    """'En una partida a 2.000 puntos, un equipo compuesto por dos jugadores podría dividirse en dos ejércitos de
    1.000 puntos o en uno de 1.500 puntos y otro de 500' (Batallas en equipo): turn 1 is a 500-point turn."""
    from test_campaign_army_turns import check, write

    write(team_folder, "carla-team", 300, player="carla", turn=1, battle=1)
    write(team_folder, "dario-team", 200, player="dario", turn=1, battle=1)
    assert check(team_folder, "carla-team") == [] and check(team_folder, "dario-team") == []
    write(team_folder, "dario-team", 300, player="dario", turn=1, battle=1)
    [f] = check(team_folder, "carla-team")
    assert f.message == ("In turn 1, Carla, Dario fight battle 1 as a team: their lists share the turn's 500 points "
                         "between them, but they field 600 before their own modifiers ('carla-team' 300, "
                         "'dario-team' 300); 100 too many.")
    assert f.reference == 'Las Piedras del Destino, "Batallas en equipo"'
    assert [g.data["together"] for g in check(team_folder, "dario-team")] == [600]
    # Carla's second battle (against Bruno) is hers alone: the team's lists do not count there
    write(team_folder, "carla-bruno", 500, player="carla", turn=1, battle=2)
    assert check(team_folder, "carla-bruno") == []
