"""The Turn panel's forms say what they need before they are filled, explain a refused input beside its
field and keep what was typed, and name hexes by their names."""
from __future__ import annotations

from PySide6.QtCore import Qt
from test_editor_campaign_turns import Turn, choose, editor  # noqa: F401 (editor: the fixture)

from model.hexgrid import Hex


def test_income_form_says_its_dice_keeps_refused_dice_and_names_the_mine(editor, qtbot):
    ed, dock = editor, editor.turn_dock
    ed.document.update_cell(Hex(5, 0), name="Karak Ungor")  # Bruno's mountain mine
    t = Turn(ed, qtbot)
    t.start(dice={"ana": 5, "bruno": 2})
    for pid, event in (("dario", "E"), ("bruno", "D"), ("ana", "H"), ("carla", "G")):
        t.event(pid, event)
    dock.phases.setCurrentIndex(1)
    choose(dock.mine, "5,0")
    assert dock.mine.currentText() == "Bruno: Karak Ungor (5,0)"
    assert dock.income_need.text().startswith("This mine rolls 3 dice (each die x 10 gold)")
    qtbot.keyClicks(dock.income_dice, "3 5")  # two dice for a mountain mine
    before = ed.qdoc.undo_stack.count()
    qtbot.mouseClick(dock.findChild(type(dock.start_button), "RecordIncome"), Qt.LeftButton)
    assert ed.qdoc.undo_stack.count() == before
    assert dock.income_dice.text() == "3 5"  # kept, to be corrected
    assert not dock.income_problem.isHidden()
    assert "the mine at hex Karak Ungor (5,0) rolls 3 dice, not 2" in dock.income_problem.text()
    qtbot.keyClicks(dock.income_dice, " 6")
    qtbot.mouseClick(dock.findChild(type(dock.start_button), "RecordIncome"), Qt.LeftButton)
    assert ed.qdoc.undo_stack.count() == before + 1 and dock.income_dice.text() == ""
    assert dock.income_problem.isHidden()
    assert dock.mine.currentText() == "Bruno: Karak Ungor (5,0) (collected)"
    assert ed.qdoc.undo_stack.text(before) == "Income of Karak Ungor (5,0)"
    log = [dock.log.item(i).text() for i in range(dock.log.count())]
    assert "Bruno's mine at hex Karak Ungor (5,0) rolls 3 + 5 + 6: 140 gold." in log


def test_a_refused_raid_or_event_is_explained_beside_its_field_and_the_dice_stay(editor, qtbot):
    ed, dock = editor, editor.turn_dock
    t = Turn(ed, qtbot)
    t.start(dice={"ana": 5, "bruno": 2})
    # Dario acts first: sabotage (K) needs the other player's construction selected on the map
    choose(dock.event_player, "dario")
    choose(dock.event, "K")
    assert dock.event_need.text().startswith("This event rolls 1 dice")
    ed.selection = []
    before = ed.qdoc.undo_stack.count()
    qtbot.mouseClick(dock.findChild(type(dock.start_button), "RecordEvent"), Qt.LeftButton)
    assert ed.qdoc.undo_stack.count() == before and not dock.event_problem.isHidden()
    assert dock.event_problem.text() == "Event K needs one hex: select it on the map first."
    for pid, event in (("dario", "E"), ("bruno", "D"), ("ana", "H"), ("carla", "G")):
        t.event(pid, event)
    assert dock.event_problem.isHidden()  # the next event recorded clears it
    dock.phases.setCurrentIndex(dock.phases.count() - 1)
    choose(dock.actor, "ana")
    assert dock.raid_dice.placeholderText() == "2 raid dice (empty: roll)"
    qtbot.keyClicks(dock.raid_dice, "4 5 6")
    qtbot.mouseClick(dock.findChild(type(dock.start_button), "RecordRaid"), Qt.LeftButton)
    assert ed.qdoc.undo_stack.count() == before + 4 and dock.raid_dice.text() == "4 5 6"  # kept, to be corrected
    assert not dock.spend_problem.isHidden()
    assert "Turn 1: Ana's raid rolls 2 dice, not 3." in dock.spend_problem.text().splitlines()


def test_a_refused_challenge_or_battle_is_explained_beside_its_form(editor, qtbot):
    ed, dock = editor, editor.turn_dock
    t = Turn(ed, qtbot)
    t.start(dice={"ana": 5, "bruno": 2})
    for pid, event in (("dario", "E"), ("bruno", "D"), ("ana", "H"), ("carla", "G")):
        t.event(pid, event)
    dock.phases.setCurrentIndex(2)
    t.challenge("dario", "dario", refused="campaign.turn-challenge")
    assert not dock.challenge_problem.isHidden() and dock.challenge_problem.text()
    assert dock.challenge_problem.text() == "\n".join(str(p.text()) for p in dock.last_problems)
    t.challenge("dario", "ana")
    assert dock.challenge_problem.isHidden()
    dock.phases.setCurrentIndex(3)
    t.battle(["dario"], ["ana"], "Side A: massacre", gold={"dario": 300}, refused="campaign.turn-gold")
    assert not dock.battle_problem.isHidden() and "300" in dock.battle_problem.text()


def test_a_refused_late_joiner_is_explained_in_the_start_form(main_window, qtbot):
    from pathlib import Path

    ed = main_window.open_path(str(Path(__file__).resolve().parent.parent / "examples" / "piedras-turn-3.json"))
    dock = ed.turn_dock
    qtbot.mouseClick(dock.end_button, Qt.LeftButton)
    qtbot.mouseClick(ed.players_dock.add, Qt.LeftButton)
    assert dock.join_row.isEnabled() and dock.start_problem.isHidden()
    give = dock.findChild(type(dock.start_button), "AddJoiner")
    ed.selection = []
    qtbot.mouseClick(give, Qt.LeftButton)
    assert not dock.start_problem.isHidden()
    assert dock.start_problem.text() == "Select the late joiner's hexes on the map first."
    free = next(k for k, c in ed.document.cells.items() if c.owner is None)
    ed.selection = [free]
    qtbot.mouseClick(give, Qt.LeftButton)  # one hex, smaller than the smallest empire
    assert [p.rule for p in dock.last_problems] == ["campaign.turn-join"]
    assert dock.start_problem.text() == "\n".join(str(p.text()) for p in dock.last_problems)
