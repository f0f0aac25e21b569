"""The campaign's turn record: replaying the set-up through the turns, the book's numbers for order,
income, imperial points, costs and racial exceptions, and the format that keeps it."""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from builders import piedras_map, validate_own

from model import campaign_turns as ct
from model import files
from model.campaign import HexCell
from model.hexgrid import Hex
from model.ruleset import load_ruleset

DATA = Path(__file__).parent / "data"
ANA, BRUNO, CARLA, DARIO = Hex(1, 0), Hex(6, 0), Hex(-1, 5), Hex(4, 5)  # the capitals of piedras_map


@pytest.fixture(scope="module")
def rules():
    return ct.TurnRules(load_ruleset("warhammer-campaign"))


def start(doc, rules, rolls=None, seed=1):
    doc.set_history(ct.start_turn(doc, rules, seed=seed, entered=rolls))
    return doc


def step(doc, rules, *steps, legal=True):
    """Record ``steps`` in the open turn, applying their effect to the map; each must be legal (or not)."""
    out = []
    for s in steps:
        history, changes, problems = ct.record(doc, rules, s)
        assert (problems == []) is legal, [p.text() for p in problems]
        doc.set_history(history)
        doc.set_cells(changes)
        out.extend(problems)
    return out


def play(doc, rules):
    return ct.current_play(doc, rules)


def battle(a, b, winner=0, result="decisive", gold=()):
    a, b = (a,) if isinstance(a, str) else a, (b,) if isinstance(b, str) else b
    return ct.Step("battle", sides=(tuple(a), tuple(b)), winner=winner, result=result, gold=tuple(gold))


def test_older_campaign_loads_with_an_empty_history_and_the_same_map():
    doc = files.load(DATA / "format-v1-campaign.json")
    raw = json.loads((DATA / "format-v1-campaign.json").read_text())
    assert not doc.history and doc.history.turns == () and len(doc.cells) == len(raw["hexes"])
    assert files.to_dict(doc)["format_version"] == files.FORMAT_VERSION and "history" not in files.to_dict(doc)


def test_version_3_test_file_replays_without_a_problem(rules):
    doc = files.load(DATA / "format-v3-campaign.json")
    assert [t.number for t in doc.history.turns] == [1, 2] and doc.history.turns[0].closed
    results = ct.replay(doc, rules)
    assert [p.text() for r in results for _, p in r.problems] == []
    assert ct.holdings_of(doc) == results[-1].end.holdings  # the saved map is the replayed one
    assert [f for f in validate_own(doc) if f.rule.startswith("campaign.turn")] == []
    again = files.from_dict(json.loads(files.dumps(doc)))
    assert again.history == doc.history and again == doc


def test_order_is_frozen_by_size_cities_castles_then_a_recorded_die(rules):
    doc = piedras_map()
    doc.update_cell(Hex(2, 0), owner="ana")
    doc.update_cell(Hex(5, 0), owner="bruno", features=frozenset({"castle"}))
    ranks = ct.rank_empires(rules, ct.holdings_of(doc), doc.players)
    # ana and bruno: size 3 (a city counts double) and one city each; bruno's extra castle breaks the tie
    assert [(r.player, r.size) for r in ranks[:2]] == [("bruno", 3), ("ana", 3)] and not ranks[0].tied
    assert ranks[2].tied and ranks[3].tied  # carla and dario: level on everything but the die
    assert ct.standing(doc, rules).largest == "bruno"
    doc.update_cell(Hex(5, 0), features=frozenset())
    assert ct.standing(doc, rules).largest is None  # tied for first: nobody has the +100 until the die
    start(doc, rules, rolls={"ana": (2,), "bruno": (5,), "carla": (3,), "dario": (3, 6)})
    order = doc.history.turns[0].steps[0]
    assert order.order == ("bruno", "ana", "dario", "carla") and order.seed is None
    assert ct.standing(doc, rules).largest == "bruno"
    p = play(doc, rules)
    assert p.army("bruno") == 600 and p.army("ana") == 500
    # the order holds for the whole turn, however the map changes
    doc.update_cell(Hex(3, 0), owner="ana")
    assert ct.standing(doc, rules).largest == "bruno"


def test_tie_rolled_with_a_stored_seed_replays_the_same(rules):
    doc = start(piedras_map(), rules, seed=12345)
    order = doc.history.turns[0].steps[0]
    assert order.seed == 12345 and len(dict(order.rolls)) == 4
    assert ct.roll_ties(rules, ct.holdings_of(doc), list(doc.players), 12345) == dict(order.rolls)
    assert [p for r in ct.replay(doc, rules) for p in r.problems] == []
    wrong = replace(order, order=tuple(reversed(order.order)))
    doc.set_history(replace(doc.history, turns=(replace(doc.history.turns[0], steps=(wrong,)),)))
    found = [f for f in validate_own(doc) if f.rule == "campaign.turn-order"]
    assert len(found) == 1 and found[0].message.startswith("Turn 1: the order recorded")
    assert '"El tamaño del imperio"' in found[0].reference


def test_events_smallest_first_and_none_repeated_until_all_used(rules):
    # order largest first: ana, bruno, carla, dario; dario (smallest) chooses first
    doc = start(piedras_map(), rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)})
    step(doc, rules, ct.Step("event", player="dario", event="A", target="ana"),
         ct.Step("event", player="carla", event="E"))
    bad = play(doc, rules).problems(ct.Step("event", player="bruno", event="A", target="carla"))
    assert [p.rule for p in bad] == ["campaign.turn-event"] and "already chosen" in bad[0].text()
    late = play(doc, rules).problems(ct.Step("event", player="dario", event="F", target="ana"))
    assert {p.rule for p in late} == {"campaign.turn-event", "campaign.turn-order"}
    # once all twelve have been chosen, any may be chosen again
    state = play(doc, rules).state
    state.events_used[:] = list(rules.events)
    p = ct.TurnPlay(doc, rules, state, 1)
    p.order = ["ana", "bruno", "carla", "dario"]
    assert p.problems(ct.Step("event", player="dario", event="A", target="carla")) == []


def test_event_repeat_reads_within_one_events_phase_by_default_or_across_turns(rules):
    """'No se puede escoger un evento que ya haya escogido otro jugador a menos que todos los eventos hayan sido
    escogidos una vez cada uno. [...] los jugadores restantes podrán elegir [...]' (1. Fase de Eventos)."""
    assert rules.events_scope == "phase"  # the closer reading: the players of one events phase
    doc = start(piedras_map(), rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)})
    step(doc, rules, ct.Step("event", player="dario", event="E"), ct.Step("event", player="carla", event="H"),
         ct.Step("event", player="bruno", event="I"), ct.Step("event", player="ana", event="J"))
    doc.set_history(ct.end_turn(doc))
    start(doc, rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)}, seed=2)
    step(doc, rules, ct.Step("event", player="dario", event="E"))  # chosen last turn: a new phase
    [bad] = play(doc, rules).problems(ct.Step("event", player="carla", event="E"))  # chosen in this phase
    assert bad.rule == "campaign.turn-event" and "already chosen in this events phase" in bad.text()
    assert "(11 not yet)" in bad.text() and bad.ref_key == "campaign.turns.events_repeat_scope"
    step(doc, rules, ct.Step("event", player="carla", event="E"), legal=False)
    [f] = [f for f in validate_own(doc) if f.rule == "campaign.turn-event"]
    assert f.reference == 'Las Piedras del Destino, "1. Fase de Eventos"' and "Reading 'phase'" in f.message
    across = ct.TurnRules(load_ruleset("warhammer-campaign"))
    across.events_scope = "campaign"  # the other reading, an organiser's choice in the ruleset
    problems = [p for r in ct.replay(doc, across) for _, p in r.problems if p.rule == "campaign.turn-event"]
    assert [p.message.id for p in problems] == ["campaign.turn.event-repeat-campaign"] * 2  # Dario's too
    assert "(8 not yet)" in problems[0].text()


def test_income_river_and_mountain_mines_exhaustion_and_a_stone(rules):
    doc = piedras_map()
    doc.update_cell(Hex(2, 0), owner="ana", terrain="river", features=frozenset({"mine"}))
    doc.update_cell(Hex(5, 0), owner="bruno", terrain="mountain", features=frozenset({"mine"}))
    start(doc, rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)})
    step(doc, rules, ct.Step("income", player="ana", hex=Hex(2, 0), dice=(3, 5)))  # 2D6 x 10 = 80
    assert play(doc, rules).treasury("ana") == 80 and "mine" in doc.cells[Hex(2, 0)].features
    bad = play(doc, rules).problems(ct.Step("income", player="bruno", hex=Hex(5, 0), dice=(3, 5)))
    assert [p.rule for p in bad] == ["campaign.turn-income"] and "rolls 3 dice, not 2" in bad[0].text()
    found = ct.income_step(play(doc, rules), Hex(5, 0), dice=(4, 4, 4))  # a triple of 4+: exhausted, and a Stone
    assert found.stone in rules.stones
    step(doc, rules, found)
    p = play(doc, rules)
    assert p.treasury("bruno") == 120 and "mine" not in doc.cells[Hex(5, 0)].features
    assert p.state.stones == {found.stone: Hex(5, 0)} and p.state.stones_of("bruno") == [found.stone]
    twice = p.problems(ct.Step("income", player="bruno", hex=Hex(5, 0), dice=(1, 2, 3)))
    assert [x.rule for x in twice] == ["campaign.turn-income"]  # the mine is gone


def test_seeded_income_roll_is_stored_and_checked(rules):
    doc = piedras_map()
    doc.update_cell(Hex(2, 0), owner="ana", terrain="river", features=frozenset({"mine"}))
    start(doc, rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)})
    s = ct.income_step(play(doc, rules), Hex(2, 0), seed=99)
    assert s.seed == 99 and s.dice == ct.roll(99, 2)
    step(doc, rules, s)
    forged = replace(s, dice=(6, 6) if s.dice != (6, 6) else (5, 5))
    doc.set_history(replace(doc.history, turns=(replace(doc.history.turns[0],
                                                        steps=doc.history.turns[0].steps[:-1] + (forged,)),)))
    found = [f for f in validate_own(doc) if f.rule == "campaign.turn-dice"]
    assert len(found) == 1 and "stored seed" in found[0].message and found[0].location.hexes == (Hex(2, 0),)


def test_imperial_points_teams_and_several_battles_averaged_down(rules):
    doc = start(piedras_map(), rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)})
    step(doc, rules, ct.Step("challenge", player="dario", target="ana"),
         ct.Step("challenge", player="carla", target="ana"),
         ct.Step("challenge", player="bruno", target="carla"))
    step(doc, rules, battle("dario", "ana", 1, "decisive"), battle("carla", "ana", 0, "marginal"),
         battle("bruno", "carla", 0, "massacre"))
    p = play(doc, rules)
    # ana: decisive victory (4) and defeat (1): (1 + 4) / 2 = 2.5 -> 2, the book's example
    assert p.points("ana") == 2
    assert p.points("carla") == 2  # marginal (3) and defeat (1): 2
    assert p.points("bruno") == 5 and p.points("dario") == 1
    doc = start(piedras_map(), rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)})
    step(doc, rules, battle(("carla", "dario"), "ana", 0, "marginal"))
    p = play(doc, rules)
    assert (p.points("carla"), p.points("dario"), p.points("ana")) == (2, 2, 1)  # team members: one less
    doc = start(piedras_map(), rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)})
    step(doc, rules, battle("ana", "bruno", None, "draw"))
    assert play(doc, rules).points("ana") == 2


def test_challenged_cannot_challenge_and_diplomacy(rules):
    doc = start(piedras_map(), rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)})
    step(doc, rules, ct.Step("event", player="dario", event="F", target="carla"))
    step(doc, rules, ct.Step("challenge", player="dario", target="bruno"))
    bad = play(doc, rules).problems(ct.Step("challenge", player="carla", target="dario"))
    assert [p.rule for p in bad] == ["campaign.turn-challenge"] and "(Diplomacy)" in bad[0].text()
    bad = play(doc, rules).problems(ct.Step("challenge", player="bruno", target="ana"))
    assert "Turn 1: Bruno was challenged this turn and cannot challenge." in [p.text() for p in bad]
    # Carla, before him in the order, has not challenged yet
    assert "Turn 1: Bruno acts out of turn in the challenges phase" in bad[0].text()


def test_double_agent_on_four_plus_chooses_whom_the_target_challenges(rules):
    # order largest first ana, bruno, carla, dario: dario acts first
    doc = start(piedras_map(), rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)})
    low = ct.Step("event", player="dario", event="L", target="carla", opponent="ana", dice=(3,))
    bad = play(doc, rules).problems(low)
    assert [p.rule for p in bad] == ["campaign.turn-event"]
    assert bad[0].text() == ("Turn 1: Dario's event L (Double agent) rolled 3: only on 4+ may they choose whom "
                             "Carla challenges.") and bad[0].ref_key == "campaign.turns.events"
    same = ct.Step("event", player="dario", event="L", target="carla", opponent="carla", dice=(5,))
    assert [p.rule for p in play(doc, rules).problems(same)] == ["campaign.turn-event"]
    step(doc, rules, ct.Step("event", player="dario", event="L", target="carla", opponent="ana", dice=(4,)),
         ct.Step("event", player="carla", event="A", target="bruno"),
         ct.Step("event", player="bruno", event="E"), ct.Step("event", player="ana", event="H"))
    step(doc, rules, ct.Step("challenge", player="dario", target="bruno"))
    bad = play(doc, rules).problems(ct.Step("challenge", player="carla", target="bruno"))
    assert [p.text() for p in bad] == ["Turn 1: Carla challenges Bruno, but Dario's Double agent made them "
                                       "challenge Ana this turn."]
    assert bad[0].rule == "campaign.turn-challenge" and bad[0].ref_key == "campaign.turns.events"
    step(doc, rules, ct.Step("challenge", player="carla", target="ana"))
    # the recorded history keeps the choice: it survives saving and the validator reports a breach
    again = files.from_dict(json.loads(files.dumps(doc)))
    assert again.history == doc.history
    turn = doc.history.turns[0]
    steps = tuple(replace(s, target="bruno") if s.kind == "challenge" and s.player == "carla" else s
                  for s in turn.steps)
    doc.set_history(replace(doc.history, turns=(replace(turn, steps=steps),)))
    found = [f for f in validate_own(doc) if f.rule == "campaign.turn-challenge"]
    assert len(found) == 1 and "Double agent" in found[0].message and "1. Fase de Eventos" in found[0].reference


def test_a_problem_without_a_hex_is_located_at_the_players_capital(rules):
    doc = start(piedras_map(), rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)})
    doc.set_history(doc.history.with_step(ct.Step("challenge", player="carla", target="ana")))  # dario first
    found = [f for f in validate_own(doc) if f.rule == "campaign.turn-order"]
    assert len(found) == 1 and found[0].location.hexes == (CARLA,)
    assert found[0].data["turn"] == 1 and found[0].data["step"] == 1


def test_gold_at_most_250_a_battle_and_never_spent_twice(rules):
    doc = piedras_map()
    doc.update_cell(Hex(2, 0), owner="ana", terrain="river", features=frozenset({"mine"}))
    start(doc, rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)})
    step(doc, rules, ct.Step("income", player="ana", hex=Hex(2, 0), dice=(6, 5)))  # 110 gold
    bad = play(doc, rules).problems(battle("ana", "bruno", gold=(("ana", 300),)))
    assert sorted(p.text() for p in bad) == ["Turn 1: Ana spends 300 gold on one battle; at most 250.",
                                             "Turn 1: Ana spends 300 gold with 110 in the treasury."]
    step(doc, rules, battle("ana", "bruno", gold=(("ana", 80),)))
    again = play(doc, rules).problems(battle("ana", "carla", gold=(("ana", 80),)))
    assert [p.text() for p in again] == ["Turn 1: Ana spends 80 gold with 30 in the treasury."]


def test_costs_claim_conquer_build_raid_and_extras(rules):
    doc = piedras_map()
    doc.update_cell(Hex(2, 0), owner="bruno", terrain="mountain", features=frozenset({"castle"}))
    start(doc, rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)})
    step(doc, rules, battle("ana", "bruno", 0, "massacre"))  # ana: 5 points
    p = play(doc, rules)
    assert p.cost(ct.Step("claim", player="ana", hex=Hex(1, 1))) == 2
    assert p.cost(ct.Step("conquer", player="ana", hex=Hex(2, 0))) == 3 + 1 + 1  # mountain and castle
    assert p.cost(ct.Step("build", player="ana", hex=Hex(1, 1), feature="castle")) == 1
    assert p.cost(ct.Step("raid", player="ana")) == 1
    step(doc, rules, ct.Step("conquer", player="ana", hex=Hex(2, 0)))
    assert doc.cells[Hex(2, 0)].owner == "ana" and play(doc, rules).spent["ana"] == 5
    bad = play(doc, rules).problems(ct.Step("raid", player="ana", dice=(3, 4)))
    assert [b.rule for b in bad] == ["campaign.turn-points"]
    assert bad[0].text() == "Turn 1: Ana spends 1 imperial points on a raid with 0 left of the 5 earned this turn."


def test_claims_need_adjacency_and_a_free_hex_conquest_needs_a_win(rules):
    doc = piedras_map()
    doc.update_cell(Hex(2, 0), owner="dario")
    start(doc, rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)})
    step(doc, rules, battle("ana", "bruno", 1, "massacre"))
    far = play(doc, rules).problems(ct.Step("claim", player="ana", hex=Hex(4, 2)))
    assert far[0].rule == "campaign.turn-claim" and "touches none of their hexes" in far[0].text()
    assert far[0].hexes == (Hex(4, 2),)
    no_win = play(doc, rules).problems(ct.Step("conquer", player="ana", hex=Hex(2, 0)))
    assert "without having beaten Dario" in no_win[0].text()


def test_building_a_city_on_a_bare_hex_costs_castle_and_city(rules):
    doc = piedras_map()
    doc.update_cell(Hex(2, 0), owner="ana")
    doc.update_cell(Hex(3, 0), owner="ana", terrain="swamp")
    start(doc, rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)})
    step(doc, rules, battle("ana", "bruno", 0, "decisive"))
    city = ct.Step("build", player="ana", hex=Hex(2, 0), feature="city")
    assert play(doc, rules).cost(city) == 2
    step(doc, rules, city)
    assert doc.cells[Hex(2, 0)].features == {"castle", "city"}
    swamp = play(doc, rules).problems(ct.Step("build", player="ana", hex=Hex(3, 0), feature="castle"))
    assert [p.rule for p in swamp] == ["campaign.turn-build"] and "cannot be built on swamp" in swamp[0].text()


def test_dwarfs_pay_three_to_claim_and_mountain_fortresses_pay_income(rules):
    doc = piedras_map()
    doc.update_cell(BRUNO, terrain="mountain")
    start(doc, rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)})
    p = play(doc, rules)
    assert p.cost(ct.Step("claim", player="bruno", hex=Hex(5, 0))) == 3
    assert p.cost(ct.Step("claim", player="ana", hex=Hex(2, 0))) == 2
    step(doc, rules, ct.Step("income", player="bruno", hex=BRUNO, dice=(1, 2, 3)))  # a dwarf city on a mountain
    assert play(doc, rules).treasury("bruno") == 60


def test_disaster_rolls_a_die_for_each_construction(rules):
    doc = piedras_map()
    doc.update_cell(Hex(2, 0), owner="ana", terrain="river", features=frozenset({"castle", "mine"}))
    start(doc, rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)})
    # the capital's city (its castle is part of it) and, on the river hex, a castle and a mine
    assert ct.disaster_hexes(play(doc, rules).state, "ana") == (ANA, Hex(2, 0), Hex(2, 0))
    one_each = ct.Step("event", player="dario", event="C", target="ana", hexes=(ANA, Hex(2, 0)), dice=(3, 1))
    assert [p.rule for p in play(doc, rules).problems(one_each)] == ["campaign.turn-event"]
    step(doc, rules, ct.Step("event", player="dario", event="C", target="ana", hexes=(ANA, Hex(2, 0), Hex(2, 0)),
                             dice=(1, 4, 1)))
    held = play(doc, rules).state
    assert held.holding(ANA).features == frozenset() and held.holding(ANA).capital  # the city falls, the banner stays
    assert held.holding(Hex(2, 0)).features == {"castle"}  # the mine fell, the castle stands


def test_building_boom_keeps_the_racial_limits(rules):
    doc = piedras_map()  # ana empire, bruno dwarfs, carla skaven, dario chaos
    doc.update_cell(Hex(5, 5), owner="dario", features=frozenset({"castle"}))
    doc.update_cell(Hex(2, 5), owner="carla")
    start(doc, rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)})
    first = ct.current_play(doc, rules)
    skaven = first.problems(ct.Step("event", player="carla", event="B", hex=Hex(2, 5), feature="castle"))
    assert "campaign.turn-build" in [p.rule for p in skaven]
    chaos = first.problems(ct.Step("event", player="dario", event="B", hex=Hex(5, 5), feature="city"))
    assert [p.text() for p in chaos if p.rule == "campaign.turn-build"] == [
        "Turn 1: Dario builds a city at hex 5,5; Chaos (Caos) have no city but their capital."]
    dwarfs = first.problems(ct.Step("event", player="bruno", event="B", hex=BRUNO, feature="castle"))
    assert "campaign.turn-build" not in [p.rule for p in dwarfs]  # others build as usual


def test_wood_elves_forest_costs(rules):
    doc = piedras_map(players=(("ana", "wood-elves"), ("bruno", "empire"), ("carla", "empire"), ("dario", "empire")))
    doc.update_cell(Hex(2, 0), owner="bruno", terrain="forest")
    doc.update_cell(Hex(0, 1), owner="bruno")
    doc.update_cell(Hex(7, 0), owner="ana", terrain="forest")
    doc.update_cell(Hex(7, 1), owner="ana", terrain="forest", features=frozenset({"castle"}))
    start(doc, rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)})
    p = play(doc, rules)
    assert p.cost(ct.Step("conquer", player="ana", hex=Hex(2, 0))) == 2  # 3 - 1 on forest
    assert p.cost(ct.Step("conquer", player="ana", hex=Hex(0, 1))) == 4  # 3 + 1 elsewhere
    assert p.cost(ct.Step("conquer", player="bruno", hex=Hex(7, 0))) == 4  # others: +1 for a Wood Elf forest
    assert p.cost(ct.Step("conquer", player="bruno", hex=Hex(7, 1))) == 5  # and +1 for its castle


def test_chaos_conquers_for_two_and_razes_a_city_for_gold(rules):
    doc = piedras_map()
    doc.update_cell(Hex(4, 4), owner="ana", features=frozenset({"castle", "city"}))
    start(doc, rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)})
    step(doc, rules, battle("dario", "ana", 0, "decisive"))  # dario: 4 points
    raze = ct.dice_step("conquer", "dario", 2, dice=(5, 6), hex=Hex(4, 4))
    assert play(doc, rules).cost(raze) == 2 + 1  # chaos 2, +1 for the city's castle
    step(doc, rules, raze)
    cell = doc.cells[Hex(4, 4)]
    assert cell.owner == "dario" and cell.features == frozenset()  # razed: nothing stands
    assert play(doc, rules).treasury("dario") == 110  # 2D6 x 10
    city = play(doc, rules).problems(ct.Step("build", player="dario", hex=Hex(4, 4), feature="city"))
    assert "have no city but their capital" in city[0].text()


def test_skaven_claim_anywhere_conquer_next_to_a_city_and_build_nothing(rules):
    doc = piedras_map()
    doc.update_cell(Hex(4, 1), owner="bruno")  # next to nothing of carla's, and not next to a city
    doc.update_cell(Hex(5, 1), owner="bruno")  # next to bruno's capital city
    start(doc, rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)})
    step(doc, rules, battle("carla", "bruno", 0, "massacre"))
    assert play(doc, rules).problems(ct.Step("claim", player="carla", hex=Hex(3, 2))) == []
    far = play(doc, rules).problems(ct.Step("conquer", player="carla", hex=Hex(4, 1)))
    assert [p.rule for p in far] == ["campaign.turn-conquer"] and "next to a city hex" in far[0].text()
    assert play(doc, rules).problems(ct.Step("conquer", player="carla", hex=Hex(5, 1))) == []
    build = play(doc, rules).problems(ct.Step("build", player="carla", hex=CARLA, feature="mine"))
    assert any("Skaven cannot build" in p.text() for p in build)


def test_unspent_points_are_lost_at_the_end_of_the_turn(rules):
    doc = start(piedras_map(), rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)})
    step(doc, rules, battle("ana", "bruno", 0, "massacre"))
    doc.set_history(ct.end_turn(doc))
    doc.turn = 2
    start(doc, rules)
    assert doc.history.turns[-1].number == 2 and play(doc, rules).points("ana") == 0


def test_stones_follow_their_hex_and_eight_win(rules):
    doc = piedras_map()
    doc.update_cell(Hex(2, 0), owner="bruno", terrain="mountain", features=frozenset({"mine"}))
    start(doc, rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)})
    bad = play(doc, rules).problems(ct.Step("income", player="bruno", hex=Hex(2, 0), dice=(3, 3, 3), stone="fire"))
    assert [p.text() for p in bad] == ["Turn 1: Bruno finds the Fire Stone at hex 2,0 without a triple of 4 or more."]
    step(doc, rules, ct.Step("income", player="bruno", hex=Hex(2, 0), dice=(5, 5, 5), stone="amber"),
         battle("ana", "bruno", 0, "massacre"), ct.Step("conquer", player="ana", hex=Hex(2, 0)))
    state = play(doc, rules).state
    assert state.stones_of("ana") == ["amber"] and state.stones_of("bruno") == []
    state.stones.update({s: Hex(2, 0) for s in rules.stones})
    assert ("ana", "stones") in ct.victory(rules, state)


def test_victory_counts_plain_hexes_by_default_and_size_when_the_ruleset_says(rules):
    doc = piedras_map()
    free = sorted(k for k, c in doc.cells.items() if c.owner is None)[:13]
    for k in free:
        doc.update_cell(k, owner="ana")  # 14 hexes, one a city: size 15
    state = ct.initial_state(doc, rules)
    assert rules.victory_count == "hexes" and ct.victory(rules, state) == []
    assert "quince casillas" in rules.ruleset.node("campaign.empire.victory_count")["note"]
    size_rules = ct.TurnRules(rules.ruleset)
    size_rules.victory_count = "size"
    assert ct.victory(size_rules, state) == [("ana", "hexes")]


def test_late_joiner_gets_an_empire_as_large_as_the_smallest(rules):
    from model.campaign import Player

    doc = piedras_map()
    doc.update_cell(Hex(2, 0), owner="ana")
    doc.set_history(ct.start_turn(doc, rules, seed=3))
    doc.set_history(ct.end_turn(doc))
    doc.add("players", Player("eva", "Eva", "empire"))
    join = ct.Step("join", player="eva", hex=Hex(3, 2), hexes=(Hex(3, 2),))  # size 1; the smallest is 2
    p = ct.TurnPlay(doc, rules, ct.state_at(doc, rules, 1), 2)
    assert [x.rule for x in p.problems(join)] == ["campaign.turn-join"]
    ok = ct.Step("join", player="eva", hex=Hex(3, 2), hexes=(Hex(3, 2), Hex(3, 3)))
    assert p.problems(ok) == []
    doc.set_history(ct.start_turn(doc, rules, seed=3, joiners=[ok]))
    st = ct.standing(doc, rules)
    assert st.frozen and {r.player: r.size for r in st.ranks}["eva"] == 2
    # turn 1 ended with no challenge at all: that is the one problem ("Cada jugador deberá lanzar un desafío")
    assert [p.rule for r in ct.replay(doc, rules) for _, p in r.problems] == ["campaign.turn-challenge"]


def test_illegal_recorded_action_is_an_error_naming_turn_player_and_hex(rules):
    doc = start(piedras_map(), rules, rolls={"ana": (4,), "bruno": (3,), "carla": (2,), "dario": (1,)})
    doc.set_history(doc.history.with_step(ct.Step("claim", player="ana", hex=Hex(4, 3))))
    found = [f for f in validate_own(doc) if f.rule.startswith("campaign.turn")]
    by_rule = {f.rule: f for f in found}
    assert set(by_rule) == {"campaign.turn-claim", "campaign.turn-points", "campaign.turn-replay"}
    claim = by_rule["campaign.turn-claim"]
    assert claim.message == "Turn 1: Ana claims hex 4,3, which touches none of their hexes."
    assert claim.location.hexes == (Hex(4, 3),) and claim.severity.value == "error"
    assert "Como gastar los puntos de imperio" in claim.reference
    assert claim.data["turn"] == 1
