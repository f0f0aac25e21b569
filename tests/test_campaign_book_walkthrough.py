"""A new organiser runs three turns of the example campaign (examples/piedras-4-players.json:
Greta's Empire, Thorgrim's Dwarfs, Ilsa's High Elves, Grak's Orcs & Goblins) through the Turn
panel, and every figure is the one Las Piedras del Destino gives: the order (a city hex counts
double; ties by cities, castles, then a die), the army sizes with the largest empire's +100, the
treasuries (3D6 x 10 from a Dwarf fortress on a mountain, 2D6 x 10 from a raid, gold spent on points
gone, at most 250 a battle), the imperial points (the book's own examples: a team's marginal
victory gives each member 2 instead of 3; a defeat and a decisive victory average
(1 + 4) / 2 = 2.5, rounded down to 2), the costs (claim 2, Dwarfs 3, Expropriation's first claim
1), All or nothing's +2, and a triple of 4 from a mountain mine: 120 gold, a Stone of Destiny and
the mine exhausted."""
from __future__ import annotations

import shutil

import pytest
from builders import validate_own
from conftest import EXAMPLES
from test_editor_campaign_turns import Turn, choose

from model.hexgrid import Hex

GREYHOLD, STONEDEEP, SILVERHAVEN, REDFANG = Hex(-3, 0), Hex(1, -3), Hex(3, -3), Hex(0, 3)
SOUTHMARCH, OLD_DELVINGS = Hex(-1, 4), Hex(-1, -2)


@pytest.fixture
def editor(main_window, qtbot, tmp_path):
    shutil.copy(EXAMPLES / "piedras-4-players.json", tmp_path / "campaign.json")
    ed = main_window.open_path(tmp_path / "campaign.json")
    qtbot.waitUntil(lambda: ed.view.viewport().width() > 100)
    ed.fit()
    ed.turn_dock.show()
    ed.turn_dock.raise_()
    return ed


def order_table(dock):
    """Name -> (army, gold, points left) as the Turn panel shows them, in its order (smallest first)."""
    return {dock.order.item(i, 1).text(): tuple(dock.order.item(i, j).text() for j in (2, 3, 4))
            for i in range(dock.order.rowCount())}


def test_three_turns_of_the_example_campaign_give_the_books_figures(editor, qtbot):
    ed, doc, dock = editor, editor.document, editor.turn_dock
    t = Turn(ed, qtbot)

    # -- turn 1: four capital cities, each size 2 (a city counts double), 1 city, 1 castle: a die ----
    tied = {dock.ties.item(i, 0).data(0x0100) for i in range(dock.ties.rowCount())}
    assert tied == {"greta", "thorgrim", "ilsa", "grak"}
    t.start(dice={"greta": 6, "thorgrim": 4, "ilsa": 3, "grak": 2})
    assert doc.history.turns[0].steps[0].order == ("greta", "thorgrim", "ilsa", "grak")
    assert list(order_table(dock)) == ["Grak", "Ilsa", "Thorgrim", "Greta"]  # acts smallest first
    assert order_table(dock)["Greta"][0] == "600" and order_table(dock)["Grak"][0] == "500"  # +100 largest
    for player, event in (("grak", "E"), ("ilsa", "H"), ("thorgrim", "J"), ("greta", "I")):
        t.event(player, event)
    t.income(STONEDEEP, "2 3 5")  # a Dwarf capital on a mountain is a mine: 3D6 x 10
    assert t.play().treasury("thorgrim") == 100
    t.challenge("grak", "greta")
    t.challenge("ilsa", "greta")  # Greta meets both as a team
    t.challenge("thorgrim", "greta")
    t.challenge("greta", "grak", refused="campaign.turn-challenge")  # challenged: no challenge of her own
    t.battle(["grak", "ilsa"], ["greta"], "Side A: marginal victory")
    t.battle(["greta"], ["thorgrim"], "Side A: decisive victory")
    p = t.play()
    # "si un equipo consigue una victoria marginal, cada integrante del equipo obtendrá 2 puntos";
    # "una derrota y una victoria decisiva obtendrá 2 puntos de imperio ([1+4/2 = 2'5, redondeado hacia abajo = 2)"
    assert {k: p.points(k) for k in doc.players} == {"grak": 2, "ilsa": 2, "greta": 2, "thorgrim": 1}
    t.on_map("grak", "claim", SOUTHMARCH)  # an unbannered city beside his camp, for 2
    t.on_map("ilsa", "claim", Hex(3, -2))
    assert "Claiming this hex would cost 3 imperial points" in t.cost("thorgrim", "claim", Hex(0, -2))  # Dwarfs
    t.on_map("thorgrim", "claim", Hex(0, -2), refused="campaign.turn-points")
    t.raid("thorgrim", "3 5")  # 1 point: 2D6 x 10 gold
    assert t.play().treasury("thorgrim") == 180
    t.on_map("greta", "claim", Hex(-2, 0))
    t.end()

    # -- turn 2: Grak 4 (two cities), Ilsa 3 and Greta 3 tied on cities and castles, Thorgrim 2 ------
    assert {dock.ties.item(i, 0).data(0x0100) for i in range(dock.ties.rowCount())} == {"ilsa", "greta"}
    t.start(dice={"ilsa": 5, "greta": 2})
    assert doc.history.turns[1].steps[0].order == ("grak", "ilsa", "greta", "thorgrim")
    shown = order_table(dock)
    assert shown["Grak"][0] == "600" and shown["Greta"][0] == "500" and shown["Thorgrim"][1] == "180"
    t.event("thorgrim", "D")  # All or nothing
    t.event("greta", "G")  # Expropriation: her first claim costs 1
    t.event("ilsa", "F", target="grak")  # Diplomacy: Grak cannot challenge Ilsa
    t.event("grak", "A", target="thorgrim")  # Fool's gold: no income for Thorgrim
    t.income(STONEDEEP, "6 6 1", refused="campaign.turn-income")
    t.challenge("thorgrim", "grak")
    t.challenge("greta", "ilsa")
    t.battle(["thorgrim"], ["grak"], "Side A: massacre", gold={"thorgrim": 260}, refused="campaign.turn-gold")
    t.battle(["thorgrim"], ["grak"], "Side A: massacre", gold={"thorgrim": 200}, refused="campaign.turn-gold")
    t.battle(["thorgrim"], ["grak"], "Side A: massacre", gold={"thorgrim": 150})
    t.battle(["greta"], ["ilsa"], "Side A: decisive victory")
    p = t.play()
    assert {k: p.points(k) for k in doc.players} == {"thorgrim": 5 + 2, "grak": 1, "greta": 4, "ilsa": 1}
    assert p.treasury("thorgrim") == 30  # 180 - 150 spent on extra points
    t.on_map("thorgrim", "claim", Hex(0, -2))  # 3
    t.on_map("thorgrim", "claim", OLD_DELVINGS)  # 3: the mountain mine
    assert "Claiming this hex costs 1 imperial point." in t.cost("greta", "claim", Hex(-3, 1))
    t.on_map("greta", "claim", Hex(-3, 1))  # 1
    t.on_map("greta", "claim", Hex(-2, 1))  # 2
    t.on_map("greta", "build", Hex(-2, 0), feature="castle")  # 1: all four spent
    t.on_map("greta", "build", Hex(-3, 1), feature="castle", refused="campaign.turn-points")
    t.end()

    # -- turn 3: Greta 5 (4 hexes + her city), Grak 4 (2 cities) over Thorgrim 4 (1 city), Ilsa 3 -----
    t.start()
    assert doc.history.turns[2].steps[0].order == ("greta", "grak", "thorgrim", "ilsa")
    assert doc.history.turns[2].steps[0].rolls == ()  # cities break the tie: no die
    assert order_table(dock)["Greta"][0] == "600" and order_table(dock)["Thorgrim"][0] == "500"
    t.event("ilsa", "L", target="grak", dice="2")  # Double agent on a 2: no choice
    t.event("thorgrim", "B", hex=Hex(0, -2), feature="castle")  # Building boom
    t.event("grak", "C", target="thorgrim", dice="3 4 5")  # Disaster: a die for his city, his castle, his mine
    t.event("greta", "K", hex=SILVERHAVEN, feature="city", dice="2")  # Sabotage: a city falls only on 6
    t.income(STONEDEEP, "1 2 3")
    t.income(OLD_DELVINGS, "4 4 4")  # a triple of 4: a Stone, and all dice alike: the mine is exhausted
    p = t.play()
    assert p.treasury("thorgrim") == 30 + 60 + 120
    assert p.state.stones_of("thorgrim") and "mine" not in doc.cells[OLD_DELVINGS].features
    assert doc.cells[OLD_DELVINGS].owner == "thorgrim"  # the banner stays
    line = dock.log.item(dock.log.count() - 1).text()
    assert line.startswith("Thorgrim's mine at hex Old delvings (-1,-2) rolls 4 + 4 + 4: 120 gold and the ") and \
        line.endswith(" Stone of Destiny; the mine is exhausted.")
    assert [f.one_line() for f in validate_own(doc) if f.rule.startswith("campaign.turn")] == []
