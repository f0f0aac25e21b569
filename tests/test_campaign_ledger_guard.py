"""Once a turn has started, the campaign's record names players and hexes: the Players panel and
Map > Resize refuse an edit that would leave it naming something gone (the file would no longer
load), and say why; Turn panel > Income > Roll Every Mine rolls each mine once even when a roll
exhausts one."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from test_editor_campaign_turns import Turn, editor, setup_map  # noqa: F401 (editor: the fixture)

from model import campaign_turns as ct
from model import files
from model.hexgrid import Hex


def select_player(ed, pid):
    dock = ed.players_dock
    for i in range(dock.list.count()):
        if dock.list.item(i).data(Qt.UserRole) == pid:
            dock.list.setCurrentRow(i)
            return
    raise AssertionError(pid)


def saved_and_loaded(ed, tmp_path):
    path = tmp_path / "campaign.json"
    files.save(ed.document, path)
    return files.load(path)


def test_removing_a_player_of_the_recorded_turns_is_refused_with_the_reason(editor, qtbot, tmp_path, monkeypatch):
    ed = editor
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or QMessageBox.Ok)
    # before any turn, a player may leave
    extra = ed.add_player("Eva")
    select_player(ed, extra.id)
    monkeypatch.setattr("editor.campaign.dialogs.RemovePlayerDialog.exec", lambda self: True)
    qtbot.mouseClick(ed.players_dock.remove, Qt.LeftButton)
    assert extra.id not in ed.document.players and not shown
    Turn(ed, qtbot).start()
    before = ed.qdoc.undo_stack.count()
    select_player(ed, "carla")
    qtbot.mouseClick(ed.players_dock.remove, Qt.LeftButton)
    assert "carla" in ed.document.players
    assert ed.qdoc.undo_stack.count() == before
    assert len(shown) == 1 and "Carla" in shown[0] and "turn 1" in shown[0]
    assert ed.last_message == shown[0]
    assert "carla" in saved_and_loaded(ed, tmp_path).players
    # a player added after the turn started is named nowhere in the record: they may still leave
    late = ed.add_player("Fede")
    select_player(ed, late.id)
    qtbot.mouseClick(ed.players_dock.remove, Qt.LeftButton)
    assert late.id not in ed.document.players and len(shown) == 1
    saved_and_loaded(ed, tmp_path)


def test_shrinking_the_map_under_the_record_is_refused_in_the_dialog_and_by_the_menu(editor, qtbot, tmp_path):
    from editor.campaign.dialogs import ResizeDialog

    ed = editor
    dialog = ResizeDialog(ed, ed)
    dialog.spins["top"].setValue(-1)  # the top row holds Ana's and Bruno's capitals
    assert dialog.ok.isEnabled() and dialog.refusal.isHidden()
    Turn(ed, qtbot).start()
    dialog = ResizeDialog(ed, ed)
    dialog.spins["top"].setValue(-1)
    assert not dialog.ok.isEnabled() and not dialog.refusal.isHidden()
    assert "turn 1" in dialog.refusal.text() and "Keep them on the map" in dialog.refusal.text()
    dialog.spins["top"].setValue(0)
    dialog.spins["right"].setValue(1)  # growing is always fine
    assert dialog.ok.isEnabled() and dialog.refusal.isHidden()
    before, cells = ed.qdoc.undo_stack.count(), dict(ed.document.cells)
    assert ed.resize_map(top=-1) is False  # the menu's path is refused the same way
    assert ed.document.cells == cells and ed.qdoc.undo_stack.count() == before
    assert "no longer on the map" in ed.last_message
    # a removal that touches no hex the record names is allowed (the left column holds nothing)
    assert ed.resize_map(left=-1)
    assert saved_and_loaded(ed, tmp_path).cells == ed.document.cells


def test_the_record_names_every_player_and_hex_of_its_steps():
    doc = setup_map()
    doc.history = ct.History(ct.Setup(holdings={Hex(1, 0): ct.Holding("ana")}, players=("ana", "bruno")),
                             (ct.Turn(1, (ct.Step("order", order=("ana", "bruno")),
                                          ct.Step("claim", player="bruno", hex=Hex(3, 3))), True),
                              ct.Turn(2, (ct.Step("battle", sides=(("ana",), ("dario",))),
                                          ct.Step("event", player="carla", hexes=(Hex(4, 4),))))))
    players, hexes = doc.history.first_naming()
    assert players == {"ana": 1, "bruno": 1, "dario": 2, "carla": 2}
    assert hexes == {Hex(1, 0): 1, Hex(3, 3): 1, Hex(4, 4): 2}
    assert ct.ledger_refusal(doc, players=["dario"]) is not None
    assert ct.ledger_refusal(doc, hexes=[Hex(4, 4)]) is not None
    assert ct.ledger_refusal(doc, hexes=[Hex(5, 5)]) is None
    doc.cells[Hex(3, 3)] = doc.cells[Hex(3, 3)].__class__(name="Vado Negro")
    assert "Vado Negro" in str(ct.ledger_refusal(doc, hexes=[Hex(3, 3)]))


def test_roll_every_mine_rolls_each_mine_once_when_a_roll_exhausts_one(editor, qtbot, monkeypatch):
    ed, doc = editor, editor.document
    doc.update_cell(Hex(3, 5), terrain="river", features=frozenset({"mine"}))  # Carla's river mine
    t = Turn(ed, qtbot)
    t.start(dice={"ana": 5, "bruno": 2})
    for pid, event in (("dario", "E"), ("bruno", "D"), ("ana", "H"), ("carla", "G")):
        t.event(pid, event)
    mines = {ed.turn_dock.mine.itemData(i) for i in range(ed.turn_dock.mine.count())}
    assert mines == {"5,0", "6,0", "3,5"}  # Bruno's capital on a mountain pays as a dwarf mine
    monkeypatch.setattr(ct, "new_seed", lambda: 117)  # 2 2 2 and 2 2: every die matches, the mines exhausted
    before = ed.qdoc.undo_stack.count()
    qtbot.mouseClick(ed.turn_dock.findChild(type(ed.turn_dock.start_button), "RollAllIncome"), Qt.LeftButton)
    assert ed.qdoc.undo_stack.count() == before + 3  # each mine once, each roll one undo step
    play = t.play()
    assert set(play.collected) == {Hex(5, 0), Hex(6, 0), Hex(3, 5)}
    assert play.treasury("bruno") == 2 * 60 and play.treasury("carla") == 40
    assert "mine" not in play.state.holding(Hex(5, 0)).features
    assert "mine" not in play.state.holding(Hex(3, 5)).features
    assert ed.turn_dock.last_refusal is None
