"""An army list names the campaign turn (and battle) it is for, and is checked against THAT turn:
its army size (500, +500 every five turns; +100 for the largest empire of the order frozen at
the turn's start), the player's treasury before that turn's battles, and the gold the player's
other lists of the same turn spend (Las Piedras del Destino, "El tamaño de los Ejercitos",
"4. Fase de batallas": "el oro gastado para una batalla no podía ser reutilizado en otra")."""
from __future__ import annotations

from dataclasses import replace

import pytest

from model import campaign_turns as ct
from model import files
from model.army import CampaignRef, Catalogue, Profile
from model.files import save
from model.ruleset import load_ruleset

from tests.builders import army, piedras_map, validate_own

LORD, KNIGHT = 100, 5  # example points: a list of a lord and k knights costs 100 + 5 k


@pytest.fixture
def folder(tmp_path):
    """A campaign played from turn 5: Ana wins the tie for the largest empire on the die (6), spends
    200 of her 300 gold in her one battle (a decisive victory over Bruno: 4 imperial points) and claims
    a hex (2 points), so she starts turn 6 with the largest empire outright and 100 gold."""
    camp = piedras_map()
    camp.turn = 5
    rules = ct.TurnRules(load_ruleset(camp.ruleset))
    history = ct.start_turn(camp, rules, entered={"ana": (6,), "bruno": (5,), "carla": (4,), "dario": (3,)})
    history = replace(history, setup=replace(history.setup, treasury={"ana": 300, "bruno": 40}))
    camp.set_history(history)

    def play(step):
        new, changes, problems = ct.record(camp, rules, step)
        assert problems == [], [p.text() for p in problems]
        camp.set_history(new)
        if changes:
            camp.set_cells(changes)

    for p, e in (("dario", "E"), ("carla", "H"), ("bruno", "I"), ("ana", "J")):
        play(ct.Step("event", player=p, event=e))
    play(ct.Step("battle", sides=(("ana",), ("bruno",)), winner=0, result="decisive", gold=(("ana", 200),)))
    capital = next(k for k, c in camp.cells.items() if c.owner == "ana")
    free = next(n for n in camp.grid_neighbours(capital) if camp.cells[n].owner is None)
    play(ct.Step("claim", player="ana", hex=free))
    camp.set_history(ct.end_turn(camp))
    camp.turn = 6
    save(camp, tmp_path / "campaign.json")
    save(Catalogue("wh", "Warhammer test catalogue (example data)", "warhammer-campaign", [
        Profile("lord", "Lord (example)", LORD, "character", leader=True),
        Profile("knights", "Knights (example)", KNIGHT, troop_type="cavalry")], example=True),
        tmp_path / "catalogue.json")
    return tmp_path


def write(folder, name, points, gold=0, player="ana", turn=None, battle=None):
    knights = (points - LORD) // KNIGHT
    assert LORD + KNIGHT * knights == points
    doc = army([("g", "lord", 1, {"general": True}), ("k", "knights", knights)], ruleset="warhammer-campaign",
               points_limit=None, campaign=CampaignRef("campaign.json", player, turn, battle), gold=float(gold))
    doc.name = name
    save(doc, folder / f"{name}.json")
    return doc


def check(folder, name):
    path = folder / f"{name}.json"
    return [f for f in validate_own(files.load(path), path=str(path)) if f.rule == "army.campaign-limit"]


def test_a_list_for_a_past_turn_is_checked_with_that_turns_size_and_treasury(folder):
    # turn 5: 500 points, +100 for Ana (largest on the die), +200 gold spent: 800
    write(folder, "ana-t5", 800, gold=200, turn=5, battle=1)
    assert check(folder, "ana-t5") == []
    write(folder, "ana-t5", 825, gold=200, turn=5, battle=1)
    assert [f.message for f in check(folder, "ana-t5")] == [
        "The army costs 825 points, 25 over Ana's campaign limit of 800 for turn 5 (500 for the turn, "
        "+100 largest empire, +200 from gold)."]
    # her 300 gold before the battles of turn 5 is what counts, not the 100 left now
    write(folder, "ana-t5", 850, gold=250, turn=5, battle=1)
    assert check(folder, "ana-t5") == []
    # Bruno lost the die: 500 at turn 5, no bonus
    write(folder, "bruno-t5", 600, player="bruno", turn=5, battle=1)
    found = check(folder, "bruno-t5")
    assert [(f.data["limit"], f.data["bonus"], f.data["turn"]) for f in found] == [(500, 0, 5)]


def test_a_list_for_the_current_turn_has_the_new_size_bonus_and_the_gold_left(folder):
    # turn 6: 1000 points (500 + 500 after five turns), +100 for the largest empire, 100 gold left
    write(folder, "ana-t6", 1200, gold=100, turn=6)
    assert check(folder, "ana-t6") == []
    write(folder, "ana-t6", 1200, gold=150, turn=6)
    assert [f.message for f in check(folder, "ana-t6")] == [
        "The army spends 150 gold on extra points; Ana's treasury holds 100."]
    # a list naming no turn is the list of the current turn: the same figures, and the same gold
    write(folder, "ana-now", 1225, gold=100)
    assert [f.data.get("other_lists_gold") for f in check(folder, "ana-now")] == [150, None]
    (folder / "ana-t6.json").unlink()
    assert [f.data["limit"] for f in check(folder, "ana-now")] == [1200]
    write(folder, "bruno-t6", 1000, player="bruno", turn=6)
    assert check(folder, "bruno-t6") == []
    write(folder, "bruno-t6", 1025, player="bruno", turn=6)
    assert [f.data["limit"] for f in check(folder, "bruno-t6")] == [1000]


def test_gold_of_the_same_turn_is_never_spent_twice_and_other_turns_do_not_count(folder):
    write(folder, "ana-t5", 800, gold=200, turn=5, battle=1)  # another turn: its gold is not this turn's
    write(folder, "ana-t6-1", 1160, gold=60, turn=6, battle=1)
    assert check(folder, "ana-t6-1") == []
    write(folder, "ana-t6-2", 1160, gold=60, turn=6, battle=2)
    found = check(folder, "ana-t6-1")
    assert [f.message for f in found] == [
        "The army spends 60 gold on extra points and Ana's other lists for turn 6 spend 60 ('ana-t6-2'): 120 in "
        "all, and the treasury holds 100; gold spent on one battle cannot be spent on another."]
    assert found[0].location.path == "gold"
    write(folder, "ana-t6-2", 1140, gold=40, turn=6, battle=2)
    assert check(folder, "ana-t6-1") == [] and check(folder, "ana-t6-2") == []
    # a list naming no turn is a list of the current turn: its gold counts too
    write(folder, "ana-now", 1110, gold=10)
    assert [f.data["other_lists_gold"] for f in check(folder, "ana-t6-1")] == [50]


def test_two_lists_for_one_battle_and_a_battle_the_record_does_not_have(folder):
    write(folder, "ana-t6-a", 1100, turn=6, battle=1)
    write(folder, "ana-t6-b", 1100, turn=6, battle=1)
    found = check(folder, "ana-t6-a")
    assert [f.message for f in found] == [
        "The army is for Ana's battle 1 of turn 6, and so is 'ana-t6-b': one list for each battle."]
    assert found[0].location.path == "campaign.battle"
    write(folder, "ana-t5-2", 600, turn=5, battle=2)
    assert [f.message for f in check(folder, "ana-t5-2")] == [
        "The army is for battle 2 of turn 5, but the record shows Ana fighting 1 battle that turn."]


def test_a_turn_not_yet_played_or_before_the_record_is_said_and_not_guessed(folder):
    write(folder, "ana-t9", 3000, turn=9)
    found = check(folder, "ana-t9")
    assert [(f.severity.value, f.location.path) for f in found] == [("warning", "campaign.turn")]
    assert "turn 9, which has not started" in found[0].message and "at turn 6" in found[0].message
    write(folder, "ana-t2", 500, turn=2)
    found = check(folder, "ana-t2")
    assert [f.severity.value for f in found] == ["warning"] and "(turn 5)" in found[0].message


def test_the_turn_and_battle_are_saved_and_a_version_3_list_has_none(folder, tmp_path):
    doc = write(folder, "ana-t6", 1100, turn=6, battle=2)
    again = files.load(folder / "ana-t6.json")
    assert again.campaign == CampaignRef("campaign.json", "ana", 6, 2) == doc.campaign
    data = files.to_dict(again)
    data["format_version"] = 3
    del data["campaign"]["turn"], data["campaign"]["battle"]
    assert files.from_dict(data).campaign == CampaignRef("campaign.json", "ana")
    bad = files.to_dict(again)
    bad["campaign"]["turn"] = 0
    (tmp_path / "bad.json").write_text(__import__("json").dumps(bad))
    with pytest.raises(files.DocumentError) as err:
        files.load(tmp_path / "bad.json")
    assert "campaign.turn" in str(err.value) and "bad.json" in str(err.value)


def test_the_army_tab_sets_the_turn_and_battle_and_the_check_follows(main_window, qtbot, tmp_path):
    import shutil

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QSpinBox

    from conftest import EXAMPLES

    for name in ("piedras-army-greta.json", "piedras-4-players.json", "warhammer-example-catalogue.json"):
        shutil.copy(EXAMPLES / name, tmp_path / name)
    editor = main_window.open_path(tmp_path / "piedras-army-greta.json")
    turn, battle = editor.findChild(QSpinBox, "army-campaign-turn"), editor.findChild(QSpinBox, "army-campaign-battle")
    assert turn.isEnabled() and turn.text() == "current turn" and battle.text() == "any battle"

    def type_into(box, text):
        box.setFocus()
        box.selectAll()
        QTest.keyClicks(box, text)
        QTest.keyClick(box, Qt.Key_Tab)

    type_into(turn, "3")
    assert editor.document.campaign.turn == 3 and turn.text() == "turn 3"
    qtbot.waitUntil(lambda: any("turn 3, which has not started" in f.message for f in editor.validator.findings),
                    timeout=10000)
    type_into(turn, "1")
    type_into(battle, "2")
    assert editor.document.campaign == CampaignRef(editor.document.campaign.file, "greta", 1, 2)
    qtbot.waitUntil(lambda: not any(f.rule == "army.campaign-limit" for f in editor.validator.findings),
                    timeout=10000)
    assert main_window.save_current()
    saved = files.load(tmp_path / "piedras-army-greta.json")
    assert (saved.campaign.turn, saved.campaign.battle) == (1, 2)
    main_window.act_undo.trigger()
    assert editor.document.campaign.battle is None and battle.text() == "any battle"
