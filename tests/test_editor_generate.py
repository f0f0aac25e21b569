"""Table > Generate…: the dialog driven with the mouse (generate on a worker process, cancel, place a
layout on the table and undo it, open a layout as a new table)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from model.presets import deployment_zones, new_table
from model.ruleset import load_ruleset
from model.table import TerrainPiece
from shapely.geometry import box

ROOT = Path(__file__).resolve().parent.parent
STOCK = ROOT / "examples" / "generate" / "kensei-club-stock.json"


def _table_tab(main_window):
    rs = load_ruleset("kensei")
    doc = new_table(rs, "kensei-120x120")
    for z in deployment_zones(rs, "long-edges", doc.width, doc.depth):
        doc.zones[z.id] = z
    doc.pieces["mine"] = TerrainPiece("mine", "house", box(540, 540, 690, 640), label="Tea house")
    editor = main_window.add_document(doc)
    return editor


def _dialog(main_window, qtbot):
    editor = _table_tab(main_window)
    action = editor.act_generate
    assert action.isEnabled() and action in editor.table_menu.actions()
    action.trigger()
    from editor.generate_dialog import GenerateDialog

    dialog = next(w for w in editor.findChildren(GenerateDialog))
    qtbot.waitExposed(dialog)
    dialog.stock.setText(str(STOCK))
    return editor, dialog


def test_generate_place_undo_and_open_as_a_new_table(main_window, qtbot):
    editor, dialog = _dialog(main_window, qtbot)
    dialog.steps.setValue(25)
    dialog.count.setValue(1)
    qtbot.mouseClick(dialog.generate_button, Qt.LeftButton)
    assert dialog.running() and not dialog.generate_button.isEnabled() and dialog.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: not dialog.running(), timeout=240_000)
    assert dialog.list.count() == 1, dialog.status.text()
    assert "targets met" in dialog.list.item(0).text()
    assert dialog.details.toPlainText().startswith("Met: no rulebook error.")
    layout = dialog.selected()
    assert layout.pieces["mine"] == editor.document.pieces["mine"]  # the placed piece was kept

    before = dict(editor.document.pieces)
    qtbot.mouseClick(dialog.place_button, Qt.LeftButton)
    assert set(editor.document.pieces) == set(layout.pieces)
    assert editor.qdoc.undo_stack.undoText() == "Place Generated Layout"
    editor.qdoc.undo_stack.undo()
    assert editor.document.pieces == before
    editor.qdoc.undo_stack.redo()
    assert set(editor.document.pieces) == set(layout.pieces)

    tabs = len(main_window.editors)
    qtbot.mouseClick(dialog.open_button, Qt.LeftButton)
    assert len(main_window.editors) == tabs + 1
    assert set(main_window.editors[-1].document.pieces) == set(layout.pieces)
    dialog.close()


def test_cancel_stops_the_worker_and_the_window_stays_responsive(main_window, qtbot):
    editor, dialog = _dialog(main_window, qtbot)
    dialog.steps.setValue(10_000)
    qtbot.mouseClick(dialog.generate_button, Qt.LeftButton)
    process = dialog.worker._process
    qtbot.wait(300)
    # the window answers while the worker runs
    qtbot.mouseClick(dialog.no_lanes, Qt.LeftButton)
    assert dialog.no_lanes.isChecked()
    qtbot.mouseClick(dialog.cancel_button, Qt.LeftButton)
    assert not dialog.running() and not process.is_alive()
    assert dialog.status.text() == "Cancelled." and dialog.list.count() == 0
    assert dialog.generate_button.isEnabled() and not dialog.cancel_button.isEnabled()
    dialog.close()


def test_event_generate_tables_fills_every_slot_in_one_undo_step(main_window, qtbot, tmp_path):
    import shutil

    from editor.event.generate_tables import GenerateTablesDialog

    folder = tmp_path / "kensei-event"
    shutil.copytree(ROOT / "examples" / "kensei-event", folder)
    shutil.copy(ROOT / "examples" / "kensei-example-catalogue.json", tmp_path)
    editor = main_window.open_path(folder / "event.json")
    before = dict(editor.document.rounds)
    qtbot.mouseClick(editor.generate_tables_button, Qt.LeftButton)
    dialog = next(w for w in editor.findChildren(GenerateTablesDialog))
    qtbot.waitExposed(dialog)
    # what Generate will fill, before it starts: the example's 3 rounds of 4 tables from its 70 pieces
    slots = sum(len(r.tables) for r in before.values())
    pieces = sum(i.count for i in editor.document.inventory.values())
    assert (slots, pieces) == (12, 70)
    assert f"Rounds: 3; tables to fill: {slots}; pieces of terrain in the event's stock: {pieces}." in dialog.plan.text()
    assert not dialog.progress.isVisible()  # an empty bar before anything runs reads as a text box
    dialog.steps.setValue(2)
    qtbot.mouseClick(dialog.generate_button, Qt.LeftButton)
    assert dialog.progress.isVisible()
    qtbot.waitUntil(lambda: not dialog.running(), timeout=300_000)
    assert "terrain shortages: 0; layouts repeated: 0" in dialog.status.text(), dialog.status.text()
    rounds = editor.document.rounds
    files = [s.table for r in rounds.values() for s in r.tables]
    assert len(set(files)) == len(files) and all(f.startswith("tables/generated/") for f in files)
    assert all((folder / f).is_file() for f in files)
    for rid, rnd in rounds.items():  # the players stay at their tables
        assert [s.players for s in rnd.tables] == [s.players for s in before[rid].tables]
    assert editor.qdoc.undo_stack.undoText() == "Generate Tables"
    editor.qdoc.undo_stack.undo()
    assert editor.document.rounds == before
    dialog.close()
