"""The campaign editor driven through the real window with the mouse."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from model import campaign_ops as ops
from model import files
from model.hexgrid import Hex, distance
from model.ruleset import load_ruleset


@pytest.fixture
def ruleset():
    return load_ruleset("warhammer-campaign")


@pytest.fixture
def editor(main_window, ruleset, qtbot, monkeypatch):
    # pytest-qt closes the window before the main_window fixture marks documents clean:
    # answer "Discard" to the unsaved-changes question at that point
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.Discard))
    doc = ops.new_campaign(ruleset, "Piedras test", 4)
    ed = main_window.add_document(doc)
    qtbot.waitUntil(lambda: ed.view.viewport().width() > 100)
    ed.fit()
    return ed


def point(ed, h):
    x, y = ed.document.grid.center(h)
    return ed.view.mapFromScene(QPointF(x, y))


def click(qtbot, ed, h, modifier=Qt.NoModifier):
    qtbot.mouseClick(ed.view.viewport(), Qt.LeftButton, modifier, point(ed, h))


def rules(ed):
    return {f.rule for f in ed.validator.findings}


def test_drag_paints_a_stroke_that_undoes_in_one_step(editor, qtbot, main_window):
    ed, doc = editor, editor.document
    stack = ed.qdoc.undo_stack
    ed.set_tool("terrain")
    ed.set_terrain("forest")
    path = [Hex(0, 1), Hex(1, 1), Hex(2, 1), Hex(3, 1), Hex(4, 1)]
    before = dict(doc.cells)
    viewport = ed.view.viewport()
    qtbot.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, point(ed, path[0]))
    for h in path[1:]:
        qtbot.mouseMove(viewport, point(ed, h))
    qtbot.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, point(ed, path[-1]))
    assert all(doc.cells[h].terrain == "forest" for h in path)
    assert sum(c.terrain == "forest" for c in doc.cells.values()) == len(path)
    assert stack.count() == 1
    main_window.act_undo.trigger()
    assert doc.cells == before
    main_window.act_redo.trigger()
    assert all(doc.cells[h].terrain == "forest" for h in path)


def test_brush_radius_two_paints_a_hex_and_its_neighbours(editor, qtbot):
    ed, doc = editor, editor.document
    qtbot.mouseClick(ed.paint_dock.brush_group.button(2), Qt.LeftButton)
    ed.set_terrain("swamp")
    ed.set_tool("terrain")
    click(qtbot, ed, Hex(3, 2))
    swamp = {h for h, c in doc.cells.items() if c.terrain == "swamp"}
    assert swamp == {h for h in doc.cells if distance(h, Hex(3, 2)) <= 1}
    assert ed.qdoc.undo_stack.count() == 1


def test_two_strokes_are_two_undo_steps_and_an_empty_stroke_none(editor, qtbot):
    ed, doc = editor, editor.document
    ed.set_terrain("river")
    click(qtbot, ed, Hex(0, 0))
    click(qtbot, ed, Hex(5, 3))
    click(qtbot, ed, Hex(5, 3))  # already river: nothing to undo
    assert ed.qdoc.undo_stack.count() == 2
    ed.qdoc.undo_stack.undo()
    assert doc.cells[Hex(5, 3)].terrain == "plains" and doc.cells[Hex(0, 0)].terrain == "river"


def test_flood_fill_paints_the_connected_region(editor, qtbot):
    ed, doc = editor, editor.document
    ed.set_terrain("mountain")
    ed.set_tool("terrain")
    for h in (Hex(0, 0), Hex(1, 0)):
        click(qtbot, ed, h)
    ed.set_terrain("swamp")
    ed.set_tool("fill")
    click(qtbot, ed, Hex(0, 0))
    assert doc.cells[Hex(0, 0)].terrain == doc.cells[Hex(1, 0)].terrain == "swamp"
    assert sum(c.terrain == "swamp" for c in doc.cells.values()) == 2


def test_castle_on_swamp_is_refused_and_city_brings_its_castle(editor, qtbot):
    ed, doc = editor, editor.document
    ed.set_terrain("swamp")
    click(qtbot, ed, Hex(2, 2))
    ed.set_tool("feature")
    ed.set_feature("castle")
    count = ed.qdoc.undo_stack.count()
    click(qtbot, ed, Hex(2, 2))
    assert doc.cells[Hex(2, 2)].features == frozenset()
    assert ed.qdoc.undo_stack.count() == count
    assert "swamp" in ed.last_message
    ed.set_feature("city")
    click(qtbot, ed, Hex(3, 3))
    assert doc.cells[Hex(3, 3)].features == {"castle", "city"}
    click(qtbot, ed, Hex(3, 3))  # a second click takes the city away, the castle stays
    assert doc.cells[Hex(3, 3)].features == {"castle"}


def test_capitals_too_close_are_reported_with_their_path_and_moving_one_clears_it(editor, qtbot, main_window):
    ed, doc = editor, editor.document
    p1, p2 = list(doc.players)[:2]
    ed.set_tool("capital")
    ed.set_player(p1)
    click(qtbot, ed, Hex(2, 1))
    ed.set_player(p2)
    click(qtbot, ed, Hex(3, 1))
    assert doc.capitals(p2) == [Hex(3, 1)] and doc.cells[Hex(3, 1)].has("city")
    qtbot.waitUntil(lambda: "campaign.capital-spacing" in rules(ed), timeout=5000)
    item = main_window.validation_dock.item_for("campaign.capital-spacing")
    assert item is not None
    main_window.validation_dock.tree.setCurrentItem(item)
    assert set(ed.selection) >= {Hex(2, 1), Hex(3, 1)}
    assert ed.overlay.path[0] in (Hex(2, 1), Hex(3, 1)) and len(ed.overlay.path) == 2
    click(qtbot, ed, Hex(5, 4))  # the capital tool moves player 2's capital
    assert doc.capitals(p2) == [Hex(5, 4)]
    assert not doc.cells[Hex(3, 1)].capital and doc.cells[Hex(3, 1)].owner == p2
    qtbot.waitUntil(lambda: "campaign.capital-spacing" not in rules(ed), timeout=5000)


def test_adding_a_player_makes_the_map_too_small(editor, qtbot):
    ed, doc = editor, editor.document
    qtbot.waitUntil(lambda: ed.validator.findings is not None and "campaign.map-size" not in rules(ed), timeout=5000)
    qtbot.mouseClick(ed.players_dock.add, Qt.LeftButton)
    assert len(doc.players) == 5
    qtbot.waitUntil(lambda: "campaign.map-size" in rules(ed), timeout=5000)
    assert ed.players_dock.list.count() == 5
    assert ed.resize_map(right=2)  # two more columns of five rows: 50 hexes
    assert len(doc.cells) == 50
    qtbot.waitUntil(lambda: "campaign.map-size" not in rules(ed), timeout=5000)


def test_resize_keeps_paint_and_undoes_in_one_step(editor, qtbot):
    ed, doc = editor, editor.document
    ed.set_terrain("forest")
    click(qtbot, ed, Hex(1, 1))
    painted = dict(doc.cells)
    assert ed.resize_map(left=1, top=2, right=-1)
    assert len(doc.cells) == 8 * 7
    assert doc.cells[Hex(1, 1)].terrain == "forest"
    assert all(doc.cells[h] == c for h, c in painted.items() if h in doc.cells)
    ed.qdoc.undo_stack.undo()
    assert doc.cells == painted


def test_owner_brush_eraser_and_eyedropper(editor, qtbot):
    ed, doc = editor, editor.document
    p3 = list(doc.players)[2]
    ed.set_player(p3)
    ed.set_tool("owner")
    viewport = ed.view.viewport()
    qtbot.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, point(ed, Hex(0, 2)))
    qtbot.mouseMove(viewport, point(ed, Hex(3, 2)))  # a jump: the hexes between are painted too
    qtbot.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, point(ed, Hex(3, 2)))
    assert [h for h, c in doc.cells.items() if c.owner == p3] == [Hex(0, 2), Hex(1, 2), Hex(2, 2), Hex(3, 2)] or \
        {h for h, c in doc.cells.items() if c.owner == p3} == {Hex(0, 2), Hex(1, 2), Hex(2, 2), Hex(3, 2)}
    assert ed.qdoc.undo_stack.count() == 1
    ed.set_player(None)
    ed.set_tool("eyedropper")
    click(qtbot, ed, Hex(1, 2))
    assert ed.player == p3 and ed.selection == [Hex(1, 2)]
    ed.set_tool("eraser")
    click(qtbot, ed, Hex(1, 2))
    assert doc.cells[Hex(1, 2)].owner is None


def test_hex_name_and_notes_in_the_properties_panel(editor, qtbot):
    ed, doc = editor, editor.document
    ed.set_tool("select")
    click(qtbot, ed, Hex(4, 2))
    assert ed.selection == [Hex(4, 2)]
    name = ed.properties_dock.name
    name.setFocus()
    qtbot.keyClicks(name, "Karak Ungor")
    qtbot.keyClick(name, Qt.Key_Return)
    assert doc.cells[Hex(4, 2)].name == "Karak Ungor"
    ed.properties_dock.notes.setPlainText("Dwarf hold")
    qtbot.mouseClick(ed.properties_dock.notes_apply, Qt.LeftButton)
    assert doc.cells[Hex(4, 2)].notes == "Dwarf hold"


def test_remove_player_gives_hexes_to_an_heir_and_undo_restores(editor, qtbot):
    ed, doc = editor, editor.document
    p1, p2 = list(doc.players)[:2]
    ed.set_player(p1)
    ed.set_tool("capital")
    click(qtbot, ed, Hex(1, 1))
    before = dict(doc.cells)
    ed.remove_player(p1, heir=p2)
    assert p1 not in doc.players
    assert doc.cells[Hex(1, 1)].owner == p2 and not doc.cells[Hex(1, 1)].capital
    ed.qdoc.undo_stack.undo()
    assert p1 in doc.players and list(doc.players)[0] == p1 and doc.cells == before


def test_empire_panel_counts_cities_double(editor, qtbot):
    ed, doc = editor, editor.document
    p1 = list(doc.players)[0]
    ed.set_player(p1)
    ed.set_tool("capital")
    click(qtbot, ed, Hex(1, 1))
    ed.set_tool("owner")
    click(qtbot, ed, Hex(2, 1))
    qtbot.waitUntil(lambda: ed.empire_dock.rows[0].player == p1 and ed.empire_dock.rows[0].hexes == 2, timeout=3000)
    row = ed.empire_dock.rows[0]
    assert (row.hexes, row.cities, row.castles, row.size, row.rank) == (2, 1, 1, 3, 1)
    table = ed.empire_dock.table
    assert table.item(0, 5).text() == "3"
    ed.empire_dock.turn.setValue(6)
    assert doc.turn == 6
    qtbot.waitUntil(lambda: ed.empire_dock.rows[0].army == 1000 + 100, timeout=3000)


def test_fairness_suggestions_respect_spacing_and_can_be_applied(editor, qtbot, ruleset):
    ed, doc = editor, editor.document
    qtbot.mouseClick(ed.fairness_dock.suggest_button, Qt.LeftButton)
    caps = ed.fairness_dock.suggested
    assert len(caps) == 4
    assert all(distance(a, b) >= 2 for i, a in enumerate(caps) for b in caps[i + 1:])
    assert ed.overlay.suggested == caps
    qtbot.mouseClick(ed.fairness_dock.apply_button, Qt.LeftButton)
    assert sorted(doc.capitals()) == sorted(caps)
    qtbot.waitUntil(lambda: ed.fairness_dock.table.rowCount() == 4, timeout=3000)
    qtbot.waitUntil(lambda: not ({"campaign.capital-spacing", "campaign.capital-count"} & rules(ed)), timeout=5000)


def test_save_and_reopen_gives_the_same_map(editor, qtbot, main_window, tmp_path):
    ed, doc = editor, editor.document
    ed.set_terrain("forest")
    click(qtbot, ed, Hex(2, 3))
    ed.set_player(list(doc.players)[1])
    ed.set_tool("capital")
    click(qtbot, ed, Hex(5, 2))
    doc.update_cell(Hex(5, 2), name="Altdorf")  # not through the editor: still saved
    target = tmp_path / "piedras.json"
    assert main_window.save_current(path=target)
    main_window._close_tab_at(main_window.tabs.indexOf(ed))
    reopened = main_window.open_path(target)
    assert reopened is not None and reopened is not ed
    assert reopened.document == doc
    assert files.load(target) == doc


def test_new_campaign_dialog_sizes_the_map_from_the_ruleset(qtbot):
    from editor.campaign.dialogs import NewCampaignDialog

    dialog = NewCampaignDialog()
    qtbot.addWidget(dialog)
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("warhammer-campaign"))
    dialog.players.setValue(4)
    assert dialog.hex_count() == 40
    dialog.hex_button.setChecked(True)
    dialog.orientation.setCurrentIndex(dialog.orientation.findData("flat"))
    doc = dialog.document()
    assert len(doc.cells) == 61 and doc.grid.orientation == "flat" and len(doc.players) == 4


def test_view_zooms_with_the_wheel_and_fits(editor, qtbot):
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    ed = editor
    qtbot.wait(10)
    ed.fit()
    before = ed.view.scale_factor()
    pos = QPointF(ed.view.viewport().rect().center())
    wheel = QWheelEvent(pos, ed.view.viewport().mapToGlobal(pos), QPoint(), QPoint(0, 240), Qt.NoButton,
                        Qt.NoModifier, Qt.NoScrollPhase, False)
    QApplication.sendEvent(ed.view.viewport(), wheel)
    assert ed.view.scale_factor() == pytest.approx(before * 1.44)
    ed.fit()
    assert ed.view.scale_factor() == pytest.approx(before, rel=0.01)


def pixel(ed, h, dx=0.55, dy=-0.1):
    """The colour the view shows inside hex ``h`` (away from its pattern glyph)."""
    from PySide6.QtGui import QColor

    x, y = ed.document.grid.center(h)
    s = ed.document.grid.size
    image = ed.view.viewport().grab().toImage()
    p = ed.view.mapFromScene(QPointF(x + dx * s, y + dy * s))
    return QColor(image.pixel(p.x(), p.y())).name()


def test_the_view_redraws_painted_hexes_from_its_cache(editor, qtbot):
    ed = editor
    qtbot.wait(50)
    assert pixel(ed, Hex(2, 2)) == "#dfe7b5"  # open ground, from the ruleset
    ed.set_terrain("forest")
    click(qtbot, ed, Hex(2, 2))
    assert pixel(ed, Hex(2, 2)) == "#3f7d3a"
    assert pixel(ed, Hex(3, 2)) == "#dfe7b5"
    ed.qdoc.undo_stack.undo()
    assert pixel(ed, Hex(2, 2)) == "#dfe7b5"
    ed.act_adjacency.setChecked(True)
    ed.act_coords.setChecked(True)
    ed.zoom_by(3.0)
    ed.center_on([Hex(2, 2)])
    qtbot.wait(300)  # the sharp redraw after zooming
    assert pixel(ed, Hex(2, 2), 0.5, 0.35) == "#dfe7b5"


def test_resize_and_remove_player_dialogs(editor, qtbot):
    from editor.campaign.dialogs import RemovePlayerDialog, ResizeDialog

    ed, doc = editor, editor.document
    dialog = ResizeDialog(ed, ed)
    dialog.spins["bottom"].setValue(1)
    dialog.spins["left"].setValue(-1)
    assert "42 hexes after resizing" in dialog.info.text()  # 7 columns x 6 rows
    assert dialog.apply() and len(doc.cells) == 42
    p1, p2 = list(doc.players)[:2]
    dialog = RemovePlayerDialog(ed, p1, ed)
    assert dialog.heir() is None
    dialog.give.setChecked(True)
    dialog.heirs.setCurrentIndex(dialog.heirs.findData(p2))
    assert dialog.heir() == p2


def test_import_a_tiled_map_from_the_map_menu(editor, qtbot, main_window, monkeypatch):
    from pathlib import Path

    from PySide6.QtWidgets import QDialog, QFileDialog

    from editor.campaign.dialogs import TiledMappingDialog

    tmx = str(Path(__file__).parent / "data" / "tiled" / "pointy-odd.tmx")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (tmx, "")))
    seen = {}

    def accept(dialog):
        seen["rows"] = dialog.table.rowCount()
        dialog.combos[4].setCurrentIndex(dialog.combos[4].findData("swamp"))  # the user's choice
        return QDialog.Accepted

    monkeypatch.setattr(TiledMappingDialog, "exec", accept)
    assert editor.act_import_tiled in editor.menus()[0].actions()
    editor.act_import_tiled.trigger()
    assert seen["rows"] == 4
    imported = main_window.current_editor()
    assert imported is not editor and len(imported.document.cells) == 11
    assert sum(c.terrain == "swamp" for c in imported.document.cells.values()) == 1


def test_a_tiled_tile_mapped_to_a_construction_in_the_dialog(editor, qtbot, main_window, monkeypatch):
    """The mapping dialog offers the constructions beside the terrains; a tile mapped to the city
    gives its hex a city (with its castle) over the ground below, and a rotated tile is the same tile."""
    from pathlib import Path

    from PySide6.QtWidgets import QDialog, QFileDialog

    from editor.campaign.dialogs import TiledMappingDialog

    tmx = str(Path(__file__).parent / "data" / "tiled" / "rotated-constructions.tmx")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (tmx, "")))
    seen = {}

    def accept(dialog):
        combo = dialog.combos[3]
        seen["offered"] = [combo.itemText(i) for i in range(combo.count())][-3:]
        seen["rows"] = dialog.table.rowCount()
        combo.setCurrentIndex(combo.findData("city"))  # the user's choice: the keep is a city
        dialog.grab().save("/tmp/wartable-tiled-constructions.png")
        return QDialog.Accepted

    monkeypatch.setattr(TiledMappingDialog, "exec", accept)
    editor.act_import_tiled.trigger()
    assert seen == {"offered": ["Construction: City", "Construction: Castle", "Construction: Mine"], "rows": 3}
    cells = main_window.current_editor().document.cells.values()
    assert [(c.terrain, sorted(c.features)) for c in cells if c.features] == [("plains", ["castle", "city"])]
    assert sum(c.terrain == "forest" for c in cells) == 2


def test_file_new_campaign_opens_a_sized_map_in_a_tab(main_window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QDialog

    from editor.campaign.dialogs import NewCampaignDialog

    def accept(dialog):
        dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("warhammer-campaign"))
        dialog.players.setValue(3)
        return QDialog.Accepted

    monkeypatch.setattr(NewCampaignDialog, "exec", accept)
    main_window.act_new_campaign.trigger()
    ed = main_window.current_editor()
    assert type(ed).__name__ == "CampaignEditor"
    assert len(ed.document.cells) == 30 and len(ed.document.players) == 3
    assert ed.menus()[0] in [a.menu() for a in main_window.menuBar().actions() if a.menu()]


def test_banner_borders_follow_neighbours_across_cached_chunks(editor, qtbot):
    ed, doc = editor, editor.document
    p1 = list(doc.players)[0]
    color = doc.players[p1].color
    ed.set_player(p1)
    ed.set_tool("owner")
    ed.zoom_by(2.0)
    ed.center_on([Hex(0, 2)])
    qtbot.wait(300)
    click(qtbot, ed, Hex(0, 2))
    assert pixel(ed, Hex(0, 2), -0.79, 0.0) == color  # its west edge: a border
    click(qtbot, ed, Hex(-1, 2))  # the west neighbour joins the same empire (another chunk)
    assert pixel(ed, Hex(0, 2), -0.79, 0.0) != color  # no border between them any more
    assert pixel(ed, Hex(-1, 2), -0.79, 0.0) == color


def test_tool_shortcuts_from_the_keyboard(editor, qtbot):
    ed = editor
    ed.view.setFocus()
    for key, tool in ((Qt.Key_F, "fill"), (Qt.Key_K, "capital"), (Qt.Key_S, "select"), (Qt.Key_B, "terrain")):
        qtbot.keyClick(ed.view, key)
        assert ed.current_tool == tool


def test_every_tool_button_shows_an_icon_beside_its_name(editor, main_window):
    from PySide6.QtWidgets import QToolButton

    buttons = {main_window.editor_toolbar.widgetForAction(a) for a in editor.tool_actions.values()}
    assert len(buttons) == len(editor.tool_actions) and all(isinstance(b, QToolButton) for b in buttons)
    for action in editor.tool_actions.values():
        image = action.icon().pixmap(24, 24).toImage()
        assert not image.isNull() and any(image.pixelColor(x, y).alpha() > 0 for x in range(24) for y in range(24)), \
            action.text()


def test_import_a_tiled_map_from_the_file_menu_with_nothing_open(main_window, monkeypatch):
    from pathlib import Path

    from PySide6.QtWidgets import QDialog, QFileDialog

    from editor.campaign.dialogs import TiledMappingDialog

    tmx = str(Path(__file__).parent / "data" / "tiled" / "pointy-odd.tmx")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (tmx, "")))
    monkeypatch.setattr(TiledMappingDialog, "exec", lambda dialog: QDialog.Accepted)
    assert main_window.current_editor() is None
    assert main_window.act_import_tiled in main_window.file_menu.actions()
    main_window.act_import_tiled.trigger()
    imported = main_window.current_editor()
    assert imported is not None and imported.document.KIND == "campaign"
    assert len(imported.document.cells) == 11



def test_closing_a_map_right_after_a_zoom_leaves_no_redraw_pending(editor, qtbot, main_window):
    """The sharp redraw a moment after zooming must not fire into a map closed meanwhile."""
    import shiboken6
    from PySide6.QtCore import QEvent, QPoint
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication, QTabBar

    item = editor.map_item  # held from Python, as a reference cycle not yet collected would hold it
    timer = item._refine
    viewport = editor.view.viewport()
    pos = QPointF(viewport.rect().center())
    wheel = QWheelEvent(pos, viewport.mapToGlobal(pos), QPoint(), QPoint(0, 120), Qt.NoButton, Qt.NoModifier,
                        Qt.NoScrollPhase, False)
    QApplication.sendEvent(viewport, wheel)
    viewport.repaint()  # the zoomed frame shows stretched rasters ...
    assert timer.isActive()  # ... and a sharp redraw is pending
    close = main_window.tabs.tabBar().tabButton(main_window.tabs.indexOf(editor), QTabBar.RightSide)
    qtbot.mouseClick(close, Qt.LeftButton)
    QApplication.sendPostedEvents(None, QEvent.DeferredDelete)  # the closed editor is deleted now
    assert not shiboken6.isValid(item)  # the map went with its editor ...
    assert not shiboken6.isValid(timer)  # ... and its timer with it (a timer left alive crashed the app)
    qtbot.wait(300)  # past the redraw's delay: nothing fires into the deleted map


def test_a_refusal_is_explained_beside_the_hex_where_the_user_clicked(editor, qtbot):
    from PySide6.QtWidgets import QLabel

    ed = editor
    ed.set_terrain("swamp")
    click(qtbot, ed, Hex(2, 2))
    ed.set_tool("feature")
    ed.set_feature("castle")
    click(qtbot, ed, Hex(2, 2))
    qtbot.wait(50)  # the button has come up
    callout = ed.view.viewport().findChild(QLabel, "Callout")
    assert callout is not None and callout.isVisible() and "swamp" in callout.text()
    x, y = ed.document.grid.center(Hex(2, 2))
    where = ed.view.mapFromScene(QPointF(x, y))
    assert (callout.geometry().topLeft() - where).manhattanLength() < 60  # beside the hex, not in the status bar only
    assert ed.view.viewport().rect().contains(callout.geometry())


def test_the_fairness_figures_come_when_their_panel_is_first_shown(main_window, qtbot, monkeypatch):
    """On a fresh layout the Fairness panel waits behind the findings: the map opens without walking
    its graph (networkx), and the panel's figures are there as soon as it is brought to the front."""
    from pathlib import Path

    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.Discard))
    ed = main_window.open_path(Path(__file__).resolve().parent.parent / "examples" / "piedras-4-players.json")
    dock = ed.fairness_dock
    qtbot.wait(50)
    assert dock.table.rowCount() == 0
    assert ed.document._graph is None  # nothing of the tab needed the map's graph yet
    assert dock.hemming_button.text()  # the panel's words are in place, its size the same
    dock.raise_()  # its tab brought to the front
    qtbot.waitUntil(lambda: dock.table.rowCount() == len(ed.document.capitals()) > 0, timeout=3000)
    assert dock.figures and ed.document._graph is not None
    ed.qdoc.undo_stack.setClean()
