"""The table editor driven like a user: mouse on the canvas, keys, panels, menus."""
from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from shapely.geometry import Polygon

from model import files
from model.geometry import rectangle
from model.table import TerrainPiece

EXAMPLES_DIR = __import__("pathlib").Path(__file__).resolve().parent.parent / "examples"


def vp(editor, x: float, y: float) -> QPoint:
    """Viewport pixel of a table point in millimetres."""
    return editor.view.mapFromScene(QPointF(x, y))


def click(editor, x, y, modifiers=Qt.NoModifier) -> None:
    QTest.mouseClick(editor.view.viewport(), Qt.LeftButton, modifiers, vp(editor, x, y))


def drag(editor, start, end, steps: int = 6, modifiers=Qt.NoModifier) -> None:
    """Press at ``start`` (mm), move in steps, release at ``end``: what a hand does."""
    viewport = editor.view.viewport()
    QTest.mousePress(viewport, Qt.LeftButton, modifiers, vp(editor, *start))
    for i in range(1, steps + 1):
        t = i / steps
        QTest.mouseMove(viewport, vp(editor, start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t))
    QTest.mouseRelease(viewport, Qt.LeftButton, modifiers, vp(editor, *end))


@pytest.fixture(autouse=True)
def _no_questions(monkeypatch):
    """Closing the window at the end of a test must not wait for an answer about unsaved changes."""
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.Discard))


@pytest.fixture
def editor(main_window, qtbot):
    ed = main_window.new_table("kensei", "kensei-120x120")
    qtbot.waitUntil(lambda: ed.view.isVisible())
    ed.fit()
    QTest.qWait(10)
    return ed


def add_piece(editor, x, y, w=100, d=100, kind="house"):
    piece = TerrainPiece(editor.document.new_id("piece-"), kind, rectangle(x, y, w, d))
    editor.add_objects([("pieces", piece)], "Add piece")
    return piece.id


def test_draw_polygon_with_clicks(editor, main_window):
    QTest.keyClick(editor.view, Qt.Key_P)
    assert editor.tool_name() == "polygon"
    for x, y in ((200, 200), (400, 200), (400, 350), (250, 400)):
        click(editor, x, y)
    # a double-click arrives after the click at the same place: it closes the shape, adding nothing
    QTest.mouseDClick(editor.view.viewport(), Qt.LeftButton, Qt.NoModifier, vp(editor, 250, 400))
    pieces = list(editor.document.pieces.values())
    assert len(pieces) == 1
    poly = pieces[0].footprint
    assert len(poly.exterior.coords) - 1 == 4
    assert poly.equals(Polygon([(200, 200), (400, 200), (400, 350), (250, 400)]))
    assert pieces[0].kind == "house"  # the palette's current kind
    assert editor.scene.selected_keys() == [("pieces", pieces[0].id)]
    assert main_window.tabs.tabText(main_window.tabs.currentIndex()).endswith("*")


def test_polygon_enter_closes_and_escape_cancels(editor):
    editor.set_tool("polygon")
    for x, y in ((100, 100), (300, 100), (300, 300)):
        click(editor, x, y)
    QTest.keyClick(editor.view, Qt.Key_Escape)
    assert not editor.document.pieces
    for x, y in ((100, 100), (300, 100), (300, 300)):
        click(editor, x, y)
    QTest.keyClick(editor.view, Qt.Key_Return)
    assert len(editor.document.pieces) == 1


def test_move_by_dragging_then_undo_and_redo(editor, main_window):
    pid = add_piece(editor, 300, 300)
    before = editor.document.pieces[pid]
    editor.set_tool("select")
    depth = editor.qdoc.undo_stack.count()
    drag(editor, (350, 350), (550, 450))
    after = editor.document.pieces[pid]
    assert after.footprint.bounds == pytest.approx((500, 400, 600, 500))
    assert editor.qdoc.undo_stack.count() == depth + 1  # a drag is one step
    main_window.act_undo.trigger()
    assert editor.document.pieces[pid] == before
    main_window.act_redo.trigger()
    assert editor.document.pieces[pid] == after


def test_click_without_moving_pushes_nothing(editor):
    pid = add_piece(editor, 300, 300)
    depth = editor.qdoc.undo_stack.count()
    click(editor, 350, 350)
    drag(editor, (350, 350), (350, 350))
    assert editor.qdoc.undo_stack.count() == depth
    assert editor.scene.selected_keys() == [("pieces", pid)]


def test_rubber_band_and_shift_click_select(editor):
    a = add_piece(editor, 100, 100)
    b = add_piece(editor, 300, 100)
    c = add_piece(editor, 700, 700)
    editor.set_tool("select")
    drag(editor, (50, 50), (450, 250))
    assert set(editor.scene.selected_keys()) == {("pieces", a), ("pieces", b)}
    click(editor, 750, 750, Qt.ShiftModifier)
    assert set(editor.scene.selected_keys()) == {("pieces", a), ("pieces", b), ("pieces", c)}
    click(editor, 150, 150, Qt.ShiftModifier)
    assert set(editor.scene.selected_keys()) == {("pieces", b), ("pieces", c)}


def test_rectangle_and_ellipse_tools_snap_to_grid(editor):
    editor.set_tool("rectangle")
    drag(editor, (101, 99), (299, 202))
    editor.set_tool("ellipse")
    drag(editor, (500, 500), (700, 600))
    rect, ell = list(editor.document.pieces.values())
    assert rect.footprint.bounds == pytest.approx((100, 100, 300, 200))
    assert ell.footprint.bounds == pytest.approx((500, 500, 700, 600), abs=0.5)


def test_arrow_keys_nudge_by_grid_step_in_one_step(editor):
    pid = add_piece(editor, 300, 300)
    editor.set_tool("select")
    click(editor, 350, 350)
    depth = editor.qdoc.undo_stack.count()
    for _ in range(3):
        QTest.keyClick(editor.view, Qt.Key_Right)
    QTest.keyClick(editor.view, Qt.Key_Down)
    step = editor.scene.grid_step_mm
    assert editor.document.pieces[pid].footprint.bounds[:2] == pytest.approx((300 + 3 * step, 300 + step))
    assert editor.qdoc.undo_stack.count() == depth + 1
    editor.qdoc.undo_stack.undo()
    assert editor.document.pieces[pid].footprint.bounds[:2] == pytest.approx((300, 300))


def test_rotate_handle_snaps_to_15_degrees_with_shift(editor):
    pid = add_piece(editor, 400, 400, 200, 100)
    editor.set_tool("select")
    click(editor, 500, 450)
    handle = editor.view.mapFromScene(editor.tools["select"].handles.rotate_point())
    centre = vp(editor, 500, 450)
    # drag the handle from straight above the centre to the right of it, a little short of 90 degrees
    end = QPoint(centre.x() + 200, centre.y() - 12)
    viewport = editor.view.viewport()
    QTest.mousePress(viewport, Qt.LeftButton, Qt.ShiftModifier, handle)
    QTest.mouseMove(viewport, QPoint(handle.x() + 60, handle.y()))
    QTest.mouseMove(viewport, end)
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.ShiftModifier, end)
    x0, y0, x1, y1 = editor.document.pieces[pid].footprint.bounds
    assert (x1 - x0, y1 - y0) == pytest.approx((100, 200), abs=1e-6)  # turned exactly 90 degrees


def test_scale_handle(editor):
    pid = add_piece(editor, 400, 400, 200, 100)
    editor.set_tool("select")
    click(editor, 500, 450)
    handle = editor.view.mapFromScene(editor.tools["select"].handles.scale_point())
    viewport = editor.view.viewport()
    QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, handle)
    QTest.mouseMove(viewport, vp(editor, 650, 520))
    QTest.mouseMove(viewport, vp(editor, 700, 600))
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, vp(editor, 700, 600))
    assert editor.document.pieces[pid].footprint.bounds == pytest.approx((400, 400, 700, 600))


def test_vertex_editing(editor):
    pid = add_piece(editor, 400, 400, 200, 200)
    editor.set_tool("vertices")
    click(editor, 500, 500)
    drag(editor, (600, 600), (700, 650))
    coords = list(editor.document.pieces[pid].footprint.exterior.coords)
    assert (700, 650) in coords
    # add a corner on the top edge, then delete it again
    QTest.mouseDClick(editor.view.viewport(), Qt.LeftButton, Qt.NoModifier, vp(editor, 500, 400))
    assert len(editor.document.pieces[pid].footprint.exterior.coords) - 1 == 5
    QTest.keyClick(editor.view, Qt.Key_Delete)
    assert len(editor.document.pieces[pid].footprint.exterior.coords) - 1 == 4


def test_edit_label_and_height_in_properties_panel(editor, qtbot):
    pid = add_piece(editor, 300, 300)
    QTest.qWait(5)
    label = editor.properties.fields["label"]
    label.setFocus()
    label.selectAll()
    QTest.keyClicks(label, "Farmhouse")
    QTest.keyClick(label, Qt.Key_Return)
    assert editor.document.pieces[pid].label == "Farmhouse"
    qtbot.waitUntil(lambda: "height-override" in {n for n in ("height-override",)
                                                   if editor.properties.findChild(object, "prop-height-override")})
    override = editor.properties.findChild(object, "prop-height-override")
    override.click()
    assert editor.document.pieces[pid].height == pytest.approx(80.0)  # the kind's 8 cm, now the piece's own
    qtbot.waitUntil(lambda: editor.properties.fields.get("height") is not None
                    and editor.properties.fields["height"].isEnabled())
    height = editor.properties.fields["height"]
    height.setFocus()
    height.selectAll()
    QTest.keyClicks(height, "11.5")
    QTest.keyClick(height, Qt.Key_Return)
    assert editor.document.pieces[pid].height == pytest.approx(115.0)
    editor.qdoc.undo_stack.undo()
    assert editor.document.pieces[pid].height == pytest.approx(80.0)


def test_edit_exact_position_in_properties_panel(editor, qtbot):
    pid = add_piece(editor, 300, 300)
    QTest.qWait(5)
    x = editor.properties.fields["x"]
    x.setFocus()
    x.selectAll()
    QTest.keyClicks(x, "45")
    QTest.keyClick(x, Qt.Key_Return)
    assert editor.document.pieces[pid].footprint.bounds[0] == pytest.approx(450)
    qtbot.waitUntil(lambda: editor.properties.fields.get("width") is not None)
    w = editor.properties.fields["width"]
    w.setFocus()
    w.selectAll()
    QTest.keyClicks(w, "20")
    QTest.keyClick(w, Qt.Key_Return)
    assert editor.document.pieces[pid].footprint.bounds == pytest.approx((450, 300, 650, 400))


def test_apply_deployment_preset_is_one_step(editor):
    editor.deployment_actions["long-edges"].trigger()
    zones = list(editor.document.zones.values())
    assert len(zones) == 2
    assert {z.side for z in zones} == {"A", "B"}
    assert {z.polygon.bounds for z in zones} == {(0, 1100, 1200, 1200), (0, 0, 1200, 100)}
    editor.deployment_actions["quarters"].trigger()
    assert len(editor.document.zones) == 2
    editor.qdoc.undo_stack.undo()
    assert list(editor.document.zones.values()) == zones
    editor.qdoc.undo_stack.undo()
    assert not editor.document.zones


def _findings(main_window, rule):
    return [f for f in main_window.validation_dock.findings() if f.rule == rule]


def test_finding_appears_and_disappears_while_dragging_out_and_back(editor, main_window, qtbot):
    pid = add_piece(editor, 500, 500)
    editor.set_tool("select")
    qtbot.waitUntil(lambda: not editor.qdoc.undo_stack.isClean())
    editor.validator.wait()
    qtbot.waitUntil(lambda: not _findings(main_window, "table.out-of-bounds"))
    drag(editor, (550, 550), (1210, 550))  # half off the right edge
    qtbot.waitUntil(lambda: bool(_findings(main_window, "table.out-of-bounds")), timeout=5000)
    assert "1 error" in main_window.badge.text()
    # clicking the finding selects the piece and outlines the problem
    editor.scene.select_keys([])
    item = main_window.validation_dock.item_for("table.out-of-bounds")
    tree = main_window.validation_dock.tree
    QTest.mouseClick(tree.viewport(), Qt.LeftButton, Qt.NoModifier, tree.visualItemRect(item).center())
    assert editor.scene.selected_keys() == [("pieces", pid)]
    assert editor.highlight.isVisible()
    drag(editor, (1200, 550), (600, 550))
    qtbot.waitUntil(lambda: not _findings(main_window, "table.out-of-bounds"), timeout=5000)


def test_save_and_reopen_gives_the_same_table(editor, main_window, tmp_path):
    editor.deployment_actions["long-edges"].trigger()
    editor.set_tool("polygon")
    for x, y in ((200, 200), (400, 220), (380, 400)):
        click(editor, x, y)
    QTest.keyClick(editor.view, Qt.Key_Return)
    editor.place_marker(QPointF(600, 600))
    target = tmp_path / "saved.json"
    assert main_window.save_current(path=target)
    assert not editor.qdoc.is_modified()
    assert not main_window.tabs.tabText(main_window.tabs.currentIndex()).endswith("*")
    document = editor.document.snapshot()
    main_window._close_tab_at(main_window.tabs.currentIndex())
    reopened = main_window.open_path(target)
    assert reopened.document == document
    assert files.load(target) == document


def test_symmetric_copies(editor):
    pid = add_piece(editor, 100, 200, 200, 100)
    editor.scene.select_keys([("pieces", pid)])
    editor.symmetric_copy("180")
    copy = [p for p in editor.document.pieces.values() if p.id != pid][0]
    assert copy.footprint.bounds == pytest.approx((900, 900, 1100, 1000))
    editor.scene.select_keys([("pieces", pid)])
    editor.symmetric_copy("x")
    assert len(editor.document.pieces) == 3
    mirrored = list(editor.document.pieces.values())[-1]
    assert mirrored.footprint.bounds == pytest.approx((900, 200, 1100, 300))
    assert mirrored.footprint.exterior.is_ccw == editor.document.pieces[pid].footprint.exterior.is_ccw


def test_duplicate_delete_align_distribute(editor, main_window):
    a = add_piece(editor, 100, 100)
    b = add_piece(editor, 400, 250)
    c = add_piece(editor, 900, 130)
    editor.scene.select_keys([("pieces", a), ("pieces", b), ("pieces", c)])
    editor.align_selection("top")
    assert {p.footprint.bounds[1] for p in editor.document.pieces.values()} == {100}
    editor.distribute_selection("x")
    xs = sorted(p.footprint.bounds[0] for p in editor.document.pieces.values())
    assert xs == pytest.approx([100, 500, 900])
    editor.scene.select_keys([("pieces", a)])
    editor.act_duplicate.trigger()
    assert len(editor.document.pieces) == 4
    editor.act_delete.trigger()
    assert len(editor.document.pieces) == 3
    main_window.act_undo.trigger()
    assert len(editor.document.pieces) == 4


def test_measure_edge_to_edge(editor):
    add_piece(editor, 100, 100, 100, 100)
    add_piece(editor, 400, 100, 100, 100)
    editor.set_tool("measure")
    drag(editor, (150, 150), (450, 150))
    text = editor.tools["measure"].text
    assert "Length 30 cm" in text
    assert "Edge to edge 20 cm" in text


def test_palette_drop_adds_a_piece_of_that_kind(editor):
    from PySide6.QtCore import QMimeData
    from PySide6.QtGui import QDragEnterEvent, QDropEvent
    from PySide6.QtWidgets import QApplication

    from editor.table.view import MIME_PALETTE

    mime = QMimeData()
    mime.setData(MIME_PALETTE, b"pieces:building")
    pos = QPointF(vp(editor, 600, 600))
    QApplication.sendEvent(editor.view.viewport(), QDragEnterEvent(pos.toPoint(), Qt.CopyAction, mime, Qt.LeftButton,
                                                                   Qt.NoModifier))
    QApplication.sendEvent(editor.view.viewport(), QDropEvent(pos, Qt.CopyAction, mime, Qt.LeftButton, Qt.NoModifier))
    pieces = list(editor.document.pieces.values())
    assert [p.kind for p in pieces] == ["building"]
    assert pieces[0].footprint.centroid.x == pytest.approx(600)


def test_marker_tool_places_the_palette_marker(editor):
    editor.palette.set_current("markers:objective")
    assert editor.tool_name() == "marker"
    click(editor, 600, 600)
    (marker,) = editor.document.markers.values()
    assert marker.kind == "objective"
    assert (marker.geometry.x, marker.geometry.y) == pytest.approx((600, 600))


def test_screenshots_of_example_tables(main_window, qtbot):
    from pathlib import Path

    out = Path(__file__).resolve().parent.parent / "artifacts"
    out.mkdir(exist_ok=True)
    for name in ("kensei-120x120", "wh40k-capture-enclaves", "adlg-table"):
        editor = main_window.open_path(EXAMPLES_DIR / f"{name}.json")
        assert editor is not None
        editor.fit()
        editor.validator.wait()
        qtbot.waitUntil(lambda: "checking" not in main_window.validation_dock.summary.text().lower(), timeout=10000)
        QTest.qWait(50)
        image = main_window.grab()
        assert image.save(str(out / f"table-{name}.png"))
        assert image.width() > 800


def test_sight_overlays_and_fairness_panel(main_window, qtbot):
    editor = main_window.open_path(EXAMPLES_DIR / "wh40k-capture-enclaves.json")
    editor.fit()
    # sight lines from a clicked point
    editor.set_tool("sight")
    click(editor, editor.document.width / 2, editor.document.depth / 2)
    drawn = {level: not item.path().isEmpty() for level, item in editor.sight.lines.items()}
    assert drawn["total"] and drawn["none"]  # some lines clear, some blocked by the ruins
    # exposure heatmap of one side, computed on a worker, with its legend
    side = editor.document.sides()[0]
    editor._fill_exposure_menu()
    editor.exposure_actions[side].trigger()
    qtbot.waitUntil(lambda: editor.sight.heat.isVisible(), timeout=10000)
    assert editor.sight.legend.isVisible()
    assert editor.sight.last_exposure.values.shape[1] == editor.sight.heat.pixmap().width()
    editor.act_lane.setChecked(True)
    qtbot.waitUntil(lambda: editor.sight.last_lane is not None, timeout=10000)
    editor.act_cover.setChecked(True)
    assert editor.sight.cover.isVisible()
    editor.show_fairness()
    qtbot.waitUntil(lambda: editor.fairness.report is not None, timeout=10000)
    assert "Fairness score" in editor.fairness.summary.text()
    assert editor.fairness.bars.plotItem.listDataItems() or editor.fairness.bars.plotItem.items
    QTest.qWait(50)
    out = EXAMPLES_DIR.parent / "artifacts"
    out.mkdir(exist_ok=True)
    main_window.grab().save(str(out / "table-sight-overlays.png"))
    editor.clear_sight()
    assert not editor.sight.heat.isVisible()
    editor.sight.wait()
    editor.fairness.wait()


def test_organiser_walkthrough_with_screenshots(main_window, qtbot, tmp_path):
    """New table from a preset, deployment, terrain, a problem found and fixed, saved, reopened;
    a screenshot at every step (artifacts/walkthrough-*.png)."""
    out = EXAMPLES_DIR.parent / "artifacts"
    out.mkdir(exist_ok=True)

    def shot(name):
        if main_window.current_editor() is not None:
            qtbot.waitUntil(lambda: "checking" not in main_window.validation_dock.summary.text().lower(),
                            timeout=10000)
        QTest.qWait(30)
        main_window.grab().save(str(out / f"walkthrough-{name}.png"))

    shot("1-start")
    QTest.mouseClick(main_window.start_page.preset_buttons[("wh40k-skirmish", "wh40k-72x48")], Qt.LeftButton)
    editor = main_window.current_editor()
    editor.fit()
    editor.deployment_actions["long-edges"].trigger()
    w, d = editor.document.width, editor.document.depth
    editor.palette.set_current("pieces:ruins")
    editor.set_tool("rectangle")
    drag(editor, (w * 0.2, d * 0.35), (w * 0.3, d * 0.5))
    editor.palette.set_current("pieces:woods")
    editor.set_tool("ellipse")
    drag(editor, (w * 0.45, d * 0.4), (w * 0.58, d * 0.6))
    editor.palette.set_current("pieces:building")
    editor.set_tool("polygon")
    for x, y in ((0.92, 0.3), (1.03, 0.3), (1.03, 0.45), (0.92, 0.45)):  # sticks out over the right edge
        click(editor, w * x, d * y)
    QTest.keyClick(editor.view, Qt.Key_Return)
    building = list(editor.document.pieces)[-1]
    qtbot.waitUntil(lambda: bool(_findings(main_window, "table.out-of-bounds")), timeout=5000)
    shot("2-drawn-with-a-problem")
    item = main_window.validation_dock.item_for("table.out-of-bounds")
    tree = main_window.validation_dock.tree
    QTest.mouseClick(tree.viewport(), Qt.LeftButton, Qt.NoModifier, tree.visualItemRect(item).center())
    assert editor.scene.selected_keys() == [("pieces", building)]
    shot("3-finding-selected")
    editor.fit()
    editor.set_tool("select")
    drag(editor, (w * 0.97, d * 0.37), (w * 0.85, d * 0.37))
    qtbot.waitUntil(lambda: not _findings(main_window, "table.out-of-bounds"), timeout=5000)
    editor.scene.select_keys([("pieces", building)])
    editor.symmetric_copy("180")
    editor.scene.select_keys([])
    shot("4-fixed-and-symmetric")
    target = tmp_path / "club-table.json"
    assert main_window.save_current(path=target)
    saved = editor.document.snapshot()
    main_window._close_tab_at(main_window.tabs.currentIndex())
    reopened = main_window.open_path(target)
    assert reopened.document == saved
    reopened.fit()
    shot("5-reopened")


def test_scenario_kind_fills_turns_and_lists_markers_to_place(main_window, qtbot):
    editor = main_window.new_table("wh40k-skirmish")
    editor.scene.select_keys([])
    qtbot.waitUntil(lambda: "scenario-kind" in editor.properties.fields)
    combo = editor.properties.fields["scenario-kind"]
    index = combo.findData("capture-enclaves")
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
    assert editor.document.scenario.kind == "capture-enclaves"
    assert editor.document.scenario.turns == 6
    assert "enclave" in editor.document.scenario.victory.lower()
    qtbot.waitUntil(lambda: editor.properties.findChild(object, "prop-place-enclave") is not None)
    editor.properties.findChild(object, "prop-place-enclave").click()
    assert editor.palette.current() == "markers:enclave"
    assert editor.tool_name() == "rectangle"  # an enclave is an area: drawn
    drag(editor, (300, 300), (500, 450))
    (marker,) = editor.document.markers.values()
    assert marker.kind == "enclave" and marker.geometry.area > 0
    editor.qdoc.undo_stack.undo()
    editor.qdoc.undo_stack.undo()
    assert editor.document.scenario.kind is None


def test_context_menu_offers_symmetric_copy(editor):
    pid = add_piece(editor, 100, 200, 200, 100)
    editor.scene.select_keys([])
    menu = editor.context_menu(QPoint(0, 0), QPointF(150, 250))
    assert editor.scene.selected_keys() == [("pieces", pid)]
    action = next(a for a in menu.actions() if a.text().startswith("Copy Turned 180"))
    action.trigger()
    assert len(editor.document.pieces) == 2


def test_sight_computation_can_be_cancelled(main_window, qtbot):
    editor = main_window.open_path(EXAMPLES_DIR / "kensei-120x120.json")
    side = editor.document.sides()[0]
    editor.sight.set_exposure_side(side)
    assert editor.sight.jobs  # running on a worker, the window stays responsive
    editor.sight.cancel()
    assert not editor.sight.jobs
    QTest.qWait(300)
    assert not editor.sight.heat.isVisible()  # a cancelled result is never drawn
    tip = editor.scene.item_for("pieces", next(iter(editor.document.pieces))).toolTip()
    assert "sight" in tip and "cover" in tip


def test_grid_step_box_sets_snapping_and_nudge_step(editor, main_window, qtbot):
    box = editor.grid_step_box
    qtbot.waitUntil(box.isVisible)  # in the tools toolbar
    box.setFocus()
    box.selectAll()
    QTest.keyClicks(box, "5")
    QTest.keyClick(box, Qt.Key_Return)
    assert editor.scene.grid_step_mm == pytest.approx(50.0)
    editor.set_tool("rectangle")
    drag(editor, (120, 130), (370, 290))
    (piece,) = editor.document.pieces.values()
    assert piece.footprint.bounds == pytest.approx((100, 150, 350, 300))
    # switching tabs and back keeps the box in the toolbar
    other = main_window.new_table("adlg")
    main_window.tabs.setCurrentWidget(editor)
    qtbot.waitUntil(box.isVisible)
    other.qdoc.undo_stack.setClean()


def test_missing_marker_finding_starts_placing_it(main_window, qtbot):
    from dataclasses import replace as dc_replace

    editor = main_window.new_table("wh40k-skirmish")
    editor.push(__import__("editor.commands", fromlist=["SetField"]).SetField(
        editor.document, "scenario", dc_replace(editor.document.scenario, kind="capture-enclaves"), "Choose scenario"))
    qtbot.waitUntil(lambda: bool(_findings(main_window, "scenario.missing-marker")), timeout=5000)
    editor.show_finding(_findings(main_window, "scenario.missing-marker")[0])
    assert editor.palette.current() == "markers:enclave"


def test_wheel_zooms_around_the_cursor_and_middle_drag_pans(editor):
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    viewport = editor.view.viewport()
    cursor = vp(editor, 300, 400)
    before = editor.view.scale_factor()
    event = QWheelEvent(QPointF(cursor), QPointF(viewport.mapToGlobal(cursor)), QPoint(0, 0), QPoint(0, 240),
                        Qt.NoButton, Qt.NoModifier, Qt.NoScrollPhase, False)
    QApplication.sendEvent(viewport, event)
    assert editor.view.scale_factor() > before * 1.3
    under = editor.view.mapToScene(cursor)
    assert (under.x(), under.y()) == pytest.approx((300, 400), abs=2.0)  # the point under the cursor stays
    h, v = editor.view.horizontalScrollBar().value(), editor.view.verticalScrollBar().value()
    QTest.mousePress(viewport, Qt.MiddleButton, Qt.NoModifier, QPoint(200, 200))
    QTest.mouseMove(viewport, QPoint(150, 170))
    QTest.mouseRelease(viewport, Qt.MiddleButton, Qt.NoModifier, QPoint(150, 170))
    assert (editor.view.horizontalScrollBar().value(), editor.view.verticalScrollBar().value()) == (h + 50, v + 30)
    assert not editor.document.pieces  # panning draws nothing


def test_objects_panel_and_canvas_share_the_selection(editor):
    a = add_piece(editor, 100, 100)
    b = add_piece(editor, 400, 100)
    row = editor.layers.rows[("pieces", a)]
    tree = editor.layers.tree
    QTest.mouseClick(tree.viewport(), Qt.LeftButton, Qt.NoModifier, tree.visualItemRect(row).center())
    assert editor.scene.selected_keys() == [("pieces", a)]
    click(editor, 450, 150)
    assert editor.layers.rows[("pieces", b)].isSelected() and not editor.layers.rows[("pieces", a)].isSelected()
    # hiding a group hides its objects on the canvas
    group = editor.layers.groups["pieces"]
    group.setCheckState(0, Qt.Unchecked)
    assert not editor.scene.item_for("pieces", a).isVisible()
    assert editor.scene.selected_keys() == []


def test_deployment_preset_from_the_properties_panel(editor, qtbot):
    editor.scene.select_keys([])
    qtbot.waitUntil(lambda: editor.properties.findChild(object, "prop-apply-deployment") is not None)
    combo = editor.properties.fields["deployment"]
    combo.setCurrentIndex(combo.findData("short-edges"))
    editor.properties.findChild(object, "prop-apply-deployment").click()
    assert {z.edge for z in editor.document.zones.values()} == {"left", "right"}


def test_copy_and_paste_between_tables(editor, main_window):
    pid = add_piece(editor, 100, 200, 200, 100)
    editor.scene.select_keys([("pieces", pid)])
    editor.view.setFocus()
    QTest.keyClick(editor.view, Qt.Key_C, Qt.ControlModifier)
    QTest.keyClick(editor.view, Qt.Key_V, Qt.ControlModifier)
    copy = [p for p in editor.document.pieces.values() if p.id != pid]
    assert len(copy) == 1 and copy[0].kind == "house"
    step = 2 * editor.scene.grid_step_mm  # pasted over its original: moved aside
    assert copy[0].footprint.bounds[:2] == pytest.approx((100 + step, 200 + step))
    other = main_window.new_table("kensei")
    other.paste()
    (pasted,) = other.document.pieces.values()
    assert pasted.footprint.equals(editor.document.pieces[pid].footprint)  # same place on the other table
    other.qdoc.undo_stack.setClean()


def test_space_and_drag_pans_without_drawing(editor):
    editor.set_tool("rectangle")
    editor.zoom_by(3.0)
    viewport = editor.view.viewport()
    h, v = editor.view.horizontalScrollBar().value(), editor.view.verticalScrollBar().value()
    editor.view.setFocus()
    QTest.keyPress(editor.view, Qt.Key_Space)
    QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, QPoint(300, 300))
    QTest.mouseMove(viewport, QPoint(260, 280))
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, QPoint(260, 280))
    QTest.keyRelease(editor.view, Qt.Key_Space)
    assert (editor.view.horizontalScrollBar().value(), editor.view.verticalScrollBar().value()) == (h + 40, v + 20)
    assert not editor.document.pieces


def test_labels_can_be_hidden(editor):
    pid = add_piece(editor, 100, 200)
    editor.act_labels.setChecked(False)
    assert not editor.scene.item_for("pieces", pid).label.isVisible()
    other = add_piece(editor, 500, 200)
    assert not editor.scene.item_for("pieces", other).label.isVisible()
    editor.act_labels.setChecked(True)
    assert editor.scene.item_for("pieces", pid).label.isVisible()


def test_tools_and_keys_help(editor, qtbot):
    from PySide6.QtWidgets import QMessageBox

    editor.show_keys()
    box = editor.findChild(QMessageBox, "TableKeysDialog")
    qtbot.waitUntil(box.isVisible)
    assert "Polygon (P)" in box.text() and "Space" in box.text()
    box.close()


def test_walls_are_dragged_inside_a_piece_clipped_to_it_and_undone_in_one_step(editor, main_window, qtbot):
    from PySide6.QtWidgets import QLabel, QPushButton

    pid = add_piece(editor, 300, 300, 200, 150, kind="house")
    stack = editor.qdoc.undo_stack
    before = stack.count()
    QTest.keyClick(editor.view, Qt.Key_W)
    assert editor.tool_name() == "walls" and editor.tool_actions["walls"].isChecked()
    drag(editor, (320, 340), (600, 340))  # runs out of the piece: the wall stops at its edge
    piece = editor.document.pieces[pid]
    assert len(piece.walls) == 1 and stack.count() == before + 1
    wall = piece.walls[0]
    x0, y0, x1, y1 = wall.bounds
    thickness = editor.tools["walls"].THICKNESS_MM  # square ends, so walls drawn end to end meet at corners
    assert x0 == pytest.approx(320 - thickness / 2) and x1 == pytest.approx(500)  # clipped to the footprint (300..500)
    assert y1 - y0 == pytest.approx(thickness)
    assert piece.footprint.buffer(1e-6).covers(wall)
    # Shift keeps a second wall straight: a slightly slanted drag stands vertical
    drag(editor, (480, 320), (484, 430), modifiers=Qt.ShiftModifier)
    second = editor.document.pieces[pid].walls[1]
    assert second.bounds[2] - second.bounds[0] == pytest.approx(thickness, abs=0.5)
    # a drag that starts outside every piece adds nothing
    drag(editor, (700, 700), (800, 700))
    assert len(editor.document.pieces[pid].walls) == 2
    main_window.act_undo.trigger()
    assert len(editor.document.pieces[pid].walls) == 1

    # the properties panel counts them and removes them in one step
    editor.set_tool("select")
    click(editor, 420, 420)

    def walls_label():
        label = editor.properties.findChild(QLabel, "prop-walls")
        return label.text() if label is not None else ""

    qtbot.waitUntil(lambda: walls_label().startswith("1 standing wall"))
    remove = editor.properties.findChild(QPushButton, "prop-walls-remove")
    QTest.mouseClick(remove, Qt.LeftButton)
    assert editor.document.pieces[pid].walls == ()
    qtbot.waitUntil(lambda: walls_label().startswith("none"))
    main_window.act_undo.trigger()
    assert len(editor.document.pieces[pid].walls) == 1


def test_dragging_the_sight_origin_moves_the_lines_with_it(main_window, qtbot):
    editor = main_window.open_path(EXAMPLES_DIR / "wh40k-capture-enclaves.json")
    editor.fit()
    QTest.keyClick(editor.view, Qt.Key_L)
    assert editor.tool_name() == "sight"
    w, d = editor.document.width, editor.document.depth
    viewport = editor.view.viewport()
    QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, vp(editor, w * 0.2, d * 0.5))
    first = editor.sight.lines["total"].path().elementAt(0)
    QTest.mouseMove(viewport, vp(editor, w * 0.5, d * 0.5))
    middle = editor.sight.origin
    assert middle.x() == pytest.approx(w * 0.5, abs=w / 100)  # the lines follow while the button is down
    assert editor.sight.lines["total"].path().elementAt(0).x != pytest.approx(first.x)
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, vp(editor, w * 0.8, d * 0.5))
    assert editor.sight.origin.x() == pytest.approx(w * 0.8, abs=w / 100)
    QTest.mouseMove(viewport, vp(editor, w * 0.3, d * 0.3))  # without the button the eye stays put
    assert editor.sight.origin.x() == pytest.approx(w * 0.8, abs=w / 100)


def test_a_wall_is_refused_in_a_piece_whose_outline_crosses_itself(editor):
    bowtie = Polygon([(300, 300), (500, 450), (500, 300), (300, 450)])
    piece = TerrainPiece(editor.document.new_id("piece-"), "house", bowtie)
    editor.add_objects([("pieces", piece)], "Add piece")
    messages = []
    editor.statusChanged.connect(lambda status: messages.append(status.get("message", "")))
    editor.set_tool("walls")
    drag(editor, (310, 330), (310, 420))
    assert editor.document.pieces[piece.id].walls == ()
    assert any("crosses itself" in m for m in messages)


def test_a_long_name_in_the_properties_panel_shows_its_beginning(main_window, qtbot):
    """Opening a table whose name is longer than its field shows the name from its first letter."""
    main_window.open_path(str(EXAMPLES_DIR / "kensei-120x120.json"))
    qtbot.waitUntil(lambda: main_window.current_editor() is not None
                    and "name" in main_window.current_editor().properties.fields)
    field = main_window.current_editor().properties.fields["name"]
    assert field.text() and field.cursorPosition() == 0


def test_the_canvas_draws_the_grid_again_when_it_changes(editor, qtbot):
    """The table and its grid are kept as a picture between repaints (a drag repaints only the pieces):
    a new grid step, hiding the grid and a resized table are drawn at once all the same."""
    def shot() -> bytes:
        editor.view.viewport().repaint()
        image = editor.view.viewport().grab().toImage()
        return bytes(image.constBits())

    first = shot()
    assert shot() == first  # nothing changed: the same picture
    editor.grid_step_box.setValue(editor.grid_step_box.value() * 2)
    wide = shot()
    assert wide != first
    editor.act_grid.trigger()  # Show Grid off
    assert not editor.scene.grid_visible
    bare = shot()
    assert bare not in (first, wide)
    editor.act_grid.trigger()
    assert shot() == wide
    editor.document.set_field("width", editor.document.width / 2)
    assert shot() != wide
    editor.qdoc.undo_stack.setClean()


def test_a_dragged_piece_keeps_its_properties_form_and_shows_where_it_was_dropped(editor, qtbot):
    """A drop changes only the position: the panel's boxes show the new numbers at once (the form is
    not built again, which would hold up the findings of the drop), and undo brings them back."""
    pid = add_piece(editor, 300, 300)
    editor.set_tool("select")
    editor.scene.select_keys([("pieces", pid)])
    qtbot.waitUntil(lambda: editor.properties.fields.get("x") is not None and not editor.properties._pending)
    form, x, y = editor.properties.scroll.widget(), editor.properties.fields["x"], editor.properties.fields["y"]
    assert (x.value(), y.value()) == pytest.approx((30.0, 30.0))  # cm
    drag(editor, (350, 350), (550, 450))
    QTest.qWait(10)
    assert editor.document.pieces[pid].footprint.bounds[:2] == pytest.approx((500, 400))
    assert editor.properties.scroll.widget() is form
    assert (x.value(), y.value()) == pytest.approx((50.0, 40.0))
    editor.qdoc.undo_stack.undo()
    QTest.qWait(10)
    assert (editor.properties.fields["x"].value(), editor.properties.fields["y"].value()) == pytest.approx((30.0, 30.0))
    # a change that is not a move still builds the form again (the kind, say)
    qtbot.waitUntil(lambda: not editor.properties._pending)
    form = editor.properties.scroll.widget()
    assert editor.push_changes([("pieces", replace(editor.document.pieces[pid], kind="wood"))], "Change kind")
    qtbot.waitUntil(lambda: not editor.properties._pending)
    assert editor.properties.scroll.widget() is not form
    assert editor.properties.fields["kind"].currentData() == "wood"


def test_a_drop_brings_its_geometry_findings_back_before_the_next_event(editor, main_window, qtbot, monkeypatch):
    """A piece dropped half off the table: the geometry rules run right at the drop (they are quick),
    so its finding is in the panel's list without waiting for the sight rules, which follow."""
    pid = add_piece(editor, 500, 500)
    editor.set_tool("select")
    qtbot.waitUntil(lambda: not editor.validator.busy(), timeout=20000)
    monkeypatch.setattr(editor.validator, "QUICK_HERE_S", 60.0)  # however busy the machine
    came = []
    editor.validator.findingsChanged.connect(lambda findings: came.append(findings))
    start, end = vp(editor, 550, 550), vp(editor, 1210, 550)
    QTest.mousePress(editor.view.viewport(), Qt.LeftButton, Qt.NoModifier, start)
    for k in range(1, 7):
        QTest.mouseMove(editor.view.viewport(), start + (end - start) * k / 6)
    assert not came  # nothing is checked while the hand moves the piece
    QTest.mouseRelease(editor.view.viewport(), Qt.LeftButton, Qt.NoModifier, end)
    assert editor.document.pieces[pid].footprint.bounds[2] > editor.document.width
    # the geometry rules' finding comes first (the benchmark measures how soon: docs/performance.md)
    qtbot.waitUntil(lambda: bool(came) and any(f.rule == "table.out-of-bounds" for f in came[-1]), timeout=5000)
    qtbot.waitUntil(lambda: not editor.validator.busy(), timeout=20000)
    assert [f for f in editor.validator.findings if f.rule == "table.out-of-bounds"]
    assert "1 error" in main_window.badge.text()


def test_the_status_bar_shows_where_the_pointer_is_after_a_burst_of_moves(editor, main_window, qtbot):
    """The pointer's position is written in the status bar a few times a second, not at each step of a
    drag, and always ends at the newest position."""
    import re

    def near(x_cm, y_cm) -> bool:
        found = re.fullmatch(r"x (-?[\d.]+) cm, y (-?[\d.]+) cm", main_window.cursor_label.text())
        return bool(found) and abs(float(found[1]) - x_cm) < 0.5 and abs(float(found[2]) - y_cm) < 0.5

    viewport = editor.view.viewport()
    for k in range(12):  # 12 steps at once, as a quick hand makes them
        QTest.mouseMove(viewport, vp(editor, 300 + 10 * k, 400))
    assert not near(41.0, 40.0)  # not yet: written a moment later
    qtbot.waitUntil(lambda: near(41.0, 40.0), timeout=3000)
    QTest.mouseMove(viewport, vp(editor, 700, 250))
    qtbot.waitUntil(lambda: near(70.0, 25.0), timeout=3000)


def test_a_drag_snaps_to_the_grid_and_moves_freely_while_alt_is_held(editor, main_window, qtbot):
    """A piece dragged lands on the grid (its box's corner on a grid line); with Alt held during the drag
    it goes where the hand leaves it, between grid lines."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    editor.set_tool("select")
    editor.view.zoom_by(4.0)  # a pixel is well under a millimetre: the free drop is told from the snapped one
    QTest.qWait(20)
    viewport = editor.view.viewport()
    pixel = 1.0 / editor.view.scale_factor()
    assert pixel < 1.0

    def drag(pid, dx, modifiers):
        start = vp(editor, 610, 610)
        QTest.mousePress(viewport, Qt.LeftButton, modifiers, start)
        for k in (1, 2, 3, 4):  # past the drag distance, then on to the end
            at = QPointF(vp(editor, 610 + dx * k / 4, 610))
            QApplication.sendEvent(viewport, QMouseEvent(QEvent.MouseMove, at, viewport.mapToGlobal(at), Qt.NoButton,
                                                         Qt.LeftButton, modifiers))
        QTest.mouseRelease(viewport, Qt.LeftButton, modifiers, vp(editor, 610 + dx, 610))
        return editor.document.pieces[pid].footprint.bounds[0]

    step = editor.scene.grid_step_mm
    pid = add_piece(editor, 560, 560)
    snapped = drag(pid, 37, Qt.NoModifier)
    assert snapped == pytest.approx(round((560 + 37) / step) * step)  # on the grid: 600
    editor.qdoc.undo_stack.undo()
    free = drag(pid, 37, Qt.AltModifier)
    assert free == pytest.approx(560 + 37, abs=pixel)  # where the hand left it
    assert abs(free - snapped) > 2 * pixel


def test_a_drag_shows_its_offset_as_it_goes_without_laying_the_window_out_again(editor, main_window, qtbot):
    """Each step of a drag moves the piece on the canvas; the status bar says the offset and the
    pointer's position at once and then a few times a second, ending at the newest, and nothing the
    status bar shows makes Qt lay the window (panels, toolbars) out again while the hand moves."""
    import re
    import time

    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    pid = add_piece(editor, 300, 300)
    editor.set_tool("select")
    item = editor.scene.items_by_key[("pieces", pid)]
    QTest.qWait(100)  # the window laid out after the piece came

    class Layouts(QObject):
        count = 0

        def eventFilter(self, watched, event):  # noqa: N802 (Qt's name)
            if event.type() == QEvent.LayoutRequest:
                Layouts.count += 1
            return False

    written = []
    editor.statusChanged.connect(lambda status: written.append(dict(status)))
    layouts = Layouts()
    viewport = editor.view.viewport()
    QTest.mouseMove(viewport, vp(editor, 888.8, 358.8))  # the widest position of the drag has been written
    QTest.qWait(100)
    QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, vp(editor, 350, 350))
    QTest.qWait(100)  # the panels show the piece picked up
    main_window.installEventFilter(layouts)
    moved = []
    started = time.perf_counter()
    for k in range(1, 17):  # a quick hand: 16 steps of 3 cm, the events handled between them
        QTest.mouseMove(viewport, vp(editor, 350 + 30 * k, 350))
        QApplication.processEvents()
        moved.append(item.pos().x())
        if k == 1:
            assert written[-1].get("message") == "Move by 3 cm, 0 cm"  # at once, not after the hand stops
    took = time.perf_counter() - started
    pixel = 1.0 / editor.view.scale_factor()  # the preview stands on the view's whole pixels
    assert all(abs(x - 30 * k) <= pixel / 2 + 1e-9 for k, x in enumerate(moved, 1))  # every step moved the piece
    assert len(written) <= 2 + took / 0.040  # at most 25 times a second, not each step
    qtbot.waitUntil(lambda: main_window.statusBar().currentMessage() == "Move by 48 cm, 0 cm", timeout=3000)
    x, y = re.fullmatch(r"x (-?[\d.]+) cm, y (-?[\d.]+) cm", main_window.cursor_label.text()).groups()
    assert float(x) == pytest.approx(83.0, abs=0.5) and float(y) == pytest.approx(35.0, abs=0.5)
    assert Layouts.count == 0
    main_window.removeEventFilter(layouts)
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, vp(editor, 830, 350))
    assert editor.document.pieces[pid].footprint.bounds == pytest.approx((780, 300, 880, 400))


def test_a_drag_on_the_canvas_reaches_no_widget_above_it_nor_a_python_filter_on_the_canvas(editor, main_window, qtbot):
    """A drag's mouse moves are the canvas's alone: none goes on to the main window as a hover event
    (Qt's main window looks at each for its panels' separators) and no event filter of the legend
    watches the canvas while no key is shown; the piece still follows the hand, and a key shown
    still keeps beside the table when the canvas is resized."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtGui import QBrush, QColor

    from editor.drawing import Row, Section

    pid = add_piece(editor, 300, 300)
    editor.set_tool("select")
    item = editor.scene.items_by_key[("pieces", pid)]
    QTest.qWait(50)

    class Seen(QObject):
        def __init__(self):
            super().__init__()
            self.kinds = []

        def eventFilter(self, watched, event):  # noqa: N802 (Qt's name)
            self.kinds.append(event.type())
            return False

    seen = Seen()
    main_window.installEventFilter(seen)
    viewport = editor.view.viewport()
    QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, vp(editor, 350, 350))
    for k in range(1, 9):
        QTest.mouseMove(viewport, vp(editor, 350 + 30 * k, 350))
    main_window.removeEventFilter(seen)
    assert abs(item.pos().x() - 240) <= 0.5 / editor.view.scale_factor() + 1e-9  # the piece followed the hand
    assert QEvent.HoverMove not in seen.kinds and QEvent.MouseMove not in seen.kinds
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, vp(editor, 590, 350))
    assert editor.document.pieces[pid].footprint.bounds == pytest.approx((540, 300, 640, 400))

    legend = editor.sight.legend
    assert not legend._watching  # no key: nothing watches the canvas's events
    legend.set_section("lane", Section("Firing lane", [Row("a lane", QColor("red"), QBrush(Qt.NoBrush))]))
    assert legend._watching and legend.isVisible()

    def beside() -> bool:
        port = editor.view.viewport().geometry()
        return not legend.geometry().intersects(port) and (legend.x() == port.right() + 9 or legend.y() == port.bottom() + 9)

    assert beside()
    main_window.resize(main_window.width() - 150, main_window.height() - 60)
    qtbot.waitUntil(beside, timeout=3000)  # the canvas narrowed: the key went with its edge
    legend.set_section("lane", None)
    assert not legend._watching and not legend.isVisible()


def test_a_piece_picked_up_moves_at_once_and_its_form_comes_when_the_hand_lets_go(editor, main_window, qtbot, monkeypatch):
    """Pressing on a piece that was not selected selects it and the drag starts at once: the
    Properties panel builds the piece's form and the captions are sorted out again when the hand
    lets go, not in the drag's first steps; after the drop the panel shows the piece where it was
    dropped."""
    from PySide6.QtWidgets import QApplication

    pid = add_piece(editor, 300, 300)
    other = add_piece(editor, 600, 300)
    editor.set_tool("select")
    editor.scene.select_keys([("pieces", other)])
    qtbot.waitUntil(lambda: editor.properties.fields.get("x") is not None and not editor.properties._pending)
    form = editor.properties.scroll.widget()
    sorted_out = []
    declutter = editor.scene.declutter_labels
    monkeypatch.setattr(editor.scene, "declutter_labels", lambda to_view: sorted_out.append(1) or declutter(to_view))
    item = editor.scene.items_by_key[("pieces", pid)]
    viewport = editor.view.viewport()
    QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, vp(editor, 350, 350))
    assert editor.scene.selected_keys() == [("pieces", pid)]
    for k in range(1, 6):
        QTest.mouseMove(viewport, vp(editor, 350 + 30 * k, 350))
        QApplication.processEvents()
        assert abs(item.pos().x() - 30 * k) <= 0.5 / editor.view.scale_factor() + 1e-9  # it follows from the first step
    assert editor.properties.scroll.widget() is form and not sorted_out  # nothing built while the hand holds it
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, vp(editor, 500, 350))
    qtbot.waitUntil(lambda: editor.properties.scroll.widget() is not form and not editor.properties._pending, timeout=3000)
    assert editor.properties._keys == (("pieces", pid),)
    assert editor.properties.fields["x"].value() == pytest.approx(45.0)  # cm: where it was dropped
    qtbot.waitUntil(lambda: bool(sorted_out), timeout=3000)
    # a click on a piece (no drag) shows its form too, once the button is up
    form = editor.properties.scroll.widget()
    click(editor, 650, 350)
    qtbot.waitUntil(lambda: editor.properties._keys == (("pieces", other),) and editor.properties.scroll.widget() is not form,
                    timeout=3000)


def test_a_drag_writes_the_status_bar_without_painting_the_main_window_again(editor, main_window, qtbot):
    """While a piece is dragged the status bar's read-out and the pointer's position change many times a
    second; each write repaints those labels alone, never the main window behind them (a label that
    does not paint its own background makes Qt paint the window under it first, at every write).
    Only what the main window paints under its status bar counts: the findings panel, refreshed when
    the piece is picked up, may repaint the window behind it, late on a busy machine."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    pid = add_piece(editor, 300, 300)
    editor.set_tool("select")
    item = editor.scene.items_by_key[("pieces", pid)]
    editor.validator.wait()
    QTest.qWait(100)  # the checks of the new piece are shown

    class Paints(QObject):
        def __init__(self, under):
            super().__init__()
            self.under = under  # the status bar's place in the main window
            self.count = 0

        def eventFilter(self, watched, event):  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Paint and event.region().intersects(self.under):
                self.count += 1
            return False

    viewport = editor.view.viewport()
    QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, vp(editor, 350, 350))
    QTest.mouseMove(viewport, vp(editor, 380, 350))
    QTest.qWait(100)  # the drag has begun: its first read-out is shown
    painted = Paints(main_window.statusBar().geometry())
    main_window.installEventFilter(painted)
    written = []
    editor.statusChanged.connect(lambda status: written.append(dict(status)))
    for k in range(2, 17):
        QTest.mouseMove(viewport, vp(editor, 350 + 30 * k, 350))
        QApplication.processEvents()
        QTest.qWait(45)  # each step stays long enough for the status bar to be written
    qtbot.waitUntil(lambda: main_window.statusBar().currentMessage() == "Move by 48 cm, 0 cm", timeout=3000)
    QApplication.processEvents()
    main_window.removeEventFilter(painted)
    assert len(written) >= 5  # the status bar was written during the drag
    assert main_window.cursor_label.text().startswith("x 83")
    assert painted.count == 0
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, vp(editor, 830, 350))
    assert abs(item.pos().x()) < 1e-9 and editor.document.pieces[pid].footprint.bounds == pytest.approx((780, 300, 880, 400))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_status_bar_shows_where_a_piece_was_dropped_as_soon_as_the_hand_lets_go(request, qtbot, monkeypatch, lang):
    """During a drag the status bar is written a few times a second; when the hand lets go it says at once
    (not a moment later, however seldom it is written while the hand holds the piece) the offset the piece
    was dropped at and where the pointer is, in the window's language (Spanish: its words and its decimal
    comma)."""
    import re

    from PySide6.QtWidgets import QApplication

    window = request.getfixturevalue("main_window" if lang == "en" else "spanish_window")
    editor = window.new_table("kensei", "kensei-120x120")
    qtbot.waitUntil(lambda: editor.view.isVisible())
    editor.fit()
    QTest.qWait(10)
    pid = add_piece(editor, 300, 300)
    editor.set_tool("select")
    monkeypatch.setattr(editor, "HELD_STATUS_MS", 60000)  # written once in the drag, then not for a minute
    viewport = editor.view.viewport()
    QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, vp(editor, 350, 350))
    for k in range(1, 16):
        QTest.mouseMove(viewport, vp(editor, 350 + 30 * k, 350))
        QApplication.processEvents()
    words = "Move by %s cm, 0 cm" if lang == "en" else "Mover %s cm, 0 cm"
    assert window.statusBar().currentMessage() == words % 3  # its first step's, as it came
    QTest.mouseMove(viewport, vp(editor, 834.5, 350))  # the last step, straight before the release
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, vp(editor, 834.5, 350))
    QApplication.processEvents()  # what the release set off, once control is back in the event loop
    assert editor.document.pieces[pid].footprint.bounds == pytest.approx((780, 300, 880, 400))
    assert window.statusBar().currentMessage() == words % 48
    decimal = r"\." if lang == "en" else ","
    found = re.fullmatch(rf"x (\d+{decimal}\d) cm, y (\d+(?:{decimal}\d)?) cm", window.cursor_label.text())
    assert found, window.cursor_label.text()
    x, y = (float(v.replace(",", ".")) for v in found.groups())
    assert x == pytest.approx(83.45, abs=0.3) and y == pytest.approx(35.0, abs=0.3)
