"""What users of other desktop editors expect: tooltips on every button, Ctrl+Y, Ctrl+PgUp/PgDn,
undo and redo that bring the selection back, a toolbar that does not jump, Open Recent > Clear,
icons and charts that follow a dark palette."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox

from model.geometry import rectangle
from model.table import TerrainPiece

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


@pytest.fixture(autouse=True)
def _discard(monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.Discard))


def _buttons_without_tooltip(window) -> list[str]:
    return [f"{type(b).__name__} {b.text()!r} {b.objectName()!r}" for b in window.findChildren(QAbstractButton)
            if b.isVisibleTo(window) and not b.toolTip().strip()]


def test_every_button_of_every_kind_of_tab_has_a_tooltip(main_window, qtbot):
    assert _buttons_without_tooltip(main_window) == []  # the start page
    table = main_window.open_path(EXAMPLES / "kensei-120x120.json")
    assert _buttons_without_tooltip(main_window) == []
    # the properties of a piece with walls and of a marker bring their own buttons
    piece = TerrainPiece(table.document.new_id("piece-"), "house", rectangle(100, 100, 100, 100),
                         walls=(rectangle(100, 100, 100, 10),))
    table.add_objects([("pieces", piece)], "Add piece")
    assert _buttons_without_tooltip(main_window) == []
    table.scene.select_keys([("markers", next(iter(table.document.markers)))])
    assert _buttons_without_tooltip(main_window) == []
    for name in ("piedras-4-players.json", "kensei-army-legal.json", "kensei-example-catalogue.json"):
        main_window.open_path(EXAMPLES / name)
        QApplication.processEvents()
        assert _buttons_without_tooltip(main_window) == [], name


def _table_with_piece(main_window):
    editor = main_window.new_table("kensei", "kensei-120x120")
    piece = TerrainPiece(editor.document.new_id("piece-"), "house", rectangle(300, 300, 100, 100))
    editor.add_objects([("pieces", piece)], "Add piece")
    return editor, piece.id


def test_ctrl_y_redoes_as_well(main_window, qtbot):
    editor, pid = _table_with_piece(main_window)
    QTest.keyClick(editor.view, Qt.Key_Z, Qt.ControlModifier)
    assert pid not in editor.document.pieces
    QTest.keyClick(editor.view, Qt.Key_Y, Qt.ControlModifier)
    assert pid in editor.document.pieces
    QTest.keyClick(editor.view, Qt.Key_Z, Qt.ControlModifier)
    QTest.keyClick(editor.view, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert pid in editor.document.pieces


def test_ctrl_page_up_and_down_go_through_the_tabs(main_window, qtbot):
    a = main_window.new_table("kensei")
    b = main_window.open_path(EXAMPLES / "piedras-4-players.json")
    c = main_window.open_path(EXAMPLES / "kensei-army-legal.json")
    assert main_window.current_editor() is c
    QTest.keyClick(c, Qt.Key_PageDown, Qt.ControlModifier)
    assert main_window.current_editor() is a  # round the end
    QTest.keyClick(a.view, Qt.Key_PageDown, Qt.ControlModifier)  # also from the canvas
    assert main_window.current_editor() is b
    QTest.keyClick(b.view, Qt.Key_PageUp, Qt.ControlModifier)
    assert main_window.current_editor() is a


def _click(editor, x, y, modifiers=Qt.NoModifier):
    p = editor.view.mapFromScene(QPointF(x, y))
    QTest.mouseClick(editor.view.viewport(), Qt.LeftButton, modifiers, p)


def _drag(editor, start, end):
    vp = editor.view.viewport()
    a = editor.view.mapFromScene(QPointF(*start))
    b = editor.view.mapFromScene(QPointF(*end))
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, a)
    for i in range(1, 6):
        QTest.mouseMove(vp, a + (b - a) * i / 5)
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, b)


def test_undo_and_redo_bring_back_the_selection_the_edit_had(main_window, qtbot):
    editor, pid = _table_with_piece(main_window)
    other = TerrainPiece(editor.document.new_id("piece-"), "house", rectangle(700, 300, 100, 100))
    editor.add_objects([("pieces", other)], "Add piece")
    editor.set_tool("select")
    editor.fit()
    QApplication.processEvents()
    _drag(editor, (350, 350), (450, 550))  # select and move the first piece
    QApplication.processEvents()
    assert editor.scene.selected_keys() == [("pieces", pid)]
    _click(editor, 750, 350)  # then the user selects the other piece
    assert editor.scene.selected_keys() == [("pieces", other.id)]
    QTest.keyClick(editor.view, Qt.Key_Z, Qt.ControlModifier)
    assert editor.document.pieces[pid].footprint.bounds[1] == pytest.approx(300)
    assert editor.scene.selected_keys() == [("pieces", pid)]  # what the move moved
    _click(editor, 1100, 1100)  # nothing
    QTest.keyClick(editor.view, Qt.Key_Y, Qt.ControlModifier)
    assert editor.scene.selected_keys() == [("pieces", pid)]
    # deleting and undoing selects what came back; redoing selects nothing
    _click(editor, 750, 350)
    QTest.keyClick(editor.view, Qt.Key_Delete)
    QApplication.processEvents()
    assert other.id not in editor.document.pieces
    QTest.keyClick(editor.view, Qt.Key_Z, Qt.ControlModifier)
    assert editor.scene.selected_keys() == [("pieces", other.id)]
    QTest.keyClick(editor.view, Qt.Key_Y, Qt.ControlModifier)
    assert editor.scene.selected_keys() == []


def test_undo_brings_back_the_hex_selected_on_a_campaign(main_window, qtbot):
    from model import campaign_ops as ops
    from model.hexgrid import Hex
    from model.ruleset import load_ruleset

    editor = main_window.add_document(ops.new_campaign(load_ruleset("warhammer-campaign"), "Test", 4))
    qtbot.waitUntil(lambda: editor.view.viewport().width() > 100)
    editor.fit()
    editor.set_tool("select")

    def click(h):
        x, y = editor.document.grid.center(h)
        qtbot.mouseClick(editor.view.viewport(), Qt.LeftButton, Qt.NoModifier, editor.view.mapFromScene(QPointF(x, y)))

    click(Hex(4, 2))
    name = editor.properties_dock.name
    name.setFocus()
    qtbot.keyClicks(name, "Karak Ungor")
    qtbot.keyClick(name, Qt.Key_Return)
    assert editor.document.cells[Hex(4, 2)].name == "Karak Ungor"
    click(Hex(1, 1))
    assert editor.selection == [Hex(1, 1)]
    main_window.act_undo.trigger()
    assert editor.document.cells[Hex(4, 2)].name != "Karak Ungor"
    assert editor.selection == [Hex(4, 2)]


def test_undo_button_keeps_its_width_whatever_it_would_undo(main_window, qtbot):
    editor = main_window.new_table("kensei")
    bar = main_window.toolbar
    undo = bar.widgetForAction(main_window.act_undo)
    after_undo = bar.widgetForAction(main_window.act_zoom_in)
    width, x = undo.width(), after_undo.x()
    piece = TerrainPiece(editor.document.new_id("piece-"), "house", rectangle(300, 300, 100, 100))
    editor.add_objects([("pieces", piece)], "Add a piece with a rather long name for the history")
    QApplication.processEvents()
    assert undo.width() == width and after_undo.x() == x
    assert "rather long name" in undo.toolTip()
    assert undo.toolButtonStyle() == Qt.ToolButtonIconOnly and not undo.icon().isNull()


def test_open_recent_clear(main_window):
    main_window.open_path(EXAMPLES / "kensei-120x120.json")
    assert main_window.recent_menu.isEnabled()
    clear = next(a for a in main_window.recent_menu.actions() if a.text().replace("&", "") == "Clear Menu")
    clear.trigger()
    assert main_window.recent_files() == []
    assert not main_window.recent_menu.isEnabled()
    assert [a for a in main_window.recent_menu.actions() if not a.isSeparator() and a is not clear] == []


def _lightness(icon, mode=None) -> float:
    from PySide6.QtGui import QIcon

    image = icon.pixmap(24, 24, mode or QIcon.Normal).toImage()
    values = [QColor(image.pixel(x, y)).lightnessF() for x in range(24) for y in range(24)
              if QColor.fromRgba(image.pixel(x, y)).alpha() > 200]
    return sum(values) / len(values)


def test_icons_follow_a_dark_palette(qapp):
    from editor.icons import tool_icon

    light = qapp.palette()
    try:
        dark = QPalette(light)
        dark.setColor(QPalette.Window, QColor("#202020"))
        dark.setColor(QPalette.WindowText, QColor("#f0f0f0"))
        qapp.setPalette(dark)
        on_dark = {name: _lightness(tool_icon(name)) for name in ("select", "undo", "redo", "measure")}
    finally:
        qapp.setPalette(light)
    on_light = {name: _lightness(tool_icon(name)) for name in on_dark}
    for name in on_dark:
        assert on_dark[name] > 0.6 > on_light[name], name


def test_panel_swatches_and_icons_are_drawn_sharp_at_2x(qapp, main_window):
    """Every icon the panels draw is painted at the pixel ratio it is shown at (a 2x screen gets
    twice the pixels, not a small bitmap blown up)."""
    from PySide6.QtCore import QSize

    from editor.icons import tool_icon
    from editor.table.palette import swatch
    from editor.validation import basis_icon
    from validators.findings import BASES

    campaign = main_window.open_path(EXAMPLES / "piedras-4-players.json")
    from editor.campaign.docks import terrain_icon

    icons = {"swatch": (swatch("#8d6e63", "hatch"), QSize(30, 20)), "tool": (tool_icon("select"), QSize(24, 24)),
             "terrain": (terrain_icon(campaign, "forest"), QSize(28, 28))}
    icons.update({f"basis {b}": (basis_icon(b), QSize(16, 16)) for b in BASES})
    for name, (icon, size) in icons.items():
        pix = icon.pixmap(size, 2.0)
        assert (pix.width(), pix.height()) == (size.width() * 2, size.height() * 2), name
        assert pix.devicePixelRatio() == 2.0, name
        image = pix.toImage()
        assert any(QColor.fromRgba(image.pixel(x, y)).alpha() > 0 for x in range(image.width())
                   for y in range(image.height())), name  # something is drawn


def test_the_palette_hint_and_headings_stay_readable_on_a_dark_palette(qapp, main_window):
    from editor.table.palette import PaletteDock

    light = qapp.palette()
    try:
        dark = QPalette(light)
        for role, colour in ((QPalette.Window, "#202020"), (QPalette.Base, "#1a1a1a"), (QPalette.WindowText, "#f0f0f0"),
                             (QPalette.Text, "#f0f0f0"), (QPalette.PlaceholderText, "#a0a0a0")):
            dark.setColor(role, QColor(colour))
        editor = main_window.new_table("kensei")
        dock: PaletteDock = editor.palette
        header = dock.list.item(0)
        assert not header.flags() & Qt.ItemIsSelectable
        assert header.foreground().color().lightnessF() < 0.5  # dark grey on the light list
        qapp.setPalette(dark)  # the system switches to a dark palette
        QApplication.processEvents()
        assert header.foreground().color().lightnessF() > 0.5  # light grey on the dark list
        hint = dock.widget().layout().itemAt(0).widget()
        assert hint.palette().color(hint.foregroundRole()).lightnessF() > 0.5
    finally:
        qapp.setPalette(light)
        QApplication.processEvents()


def _tree_click(tree, item) -> None:
    tree.scrollToItem(item)
    rect = tree.visualItemRect(item)
    QTest.mouseClick(tree.viewport(), Qt.LeftButton, Qt.NoModifier, rect.center())


def test_objects_panel_properties_and_history_say_what_things_are_not_their_ids(main_window, qtbot):
    """The Objects panel's kind column reads "Attackers zone" (as the palette), the properties title
    names the object, and a change made in the properties panel names it in the history."""
    import re

    from PySide6.QtWidgets import QComboBox, QGroupBox

    editor = main_window.open_path(EXAMPLES / "wh40k-capture-enclaves.json")
    doc = editor.document
    internal = re.compile(r"\b(piece|zone|marker)-\w+|\b(pieces|zones|markers|side|blocking|cover|area)\b")
    for (collection, oid), row in editor.layers.rows.items():
        assert oid not in row.text(0) + row.text(1), (collection, oid)
        assert not internal.search(row.text(1)), row.text(1)
        if collection == "zones":
            assert row.text(1) == f"{doc.zones[oid].side} zone"
    # a zone of a one-letter side reads "Side A"
    letter = main_window.new_table("kensei")
    letter.apply_deployment(letter.ruleset.deployment_presets()[0]["id"])
    zone_rows = {r.text(0): r.text(1) for (c, _i), r in letter.layers.rows.items() if c == "zones"}
    assert zone_rows == {"Side A": "Side A zone", "Side B": "Side B zone"}

    main_window.tabs.setCurrentWidget(editor)
    piece_id = next(i for i, p in doc.pieces.items() if p.label)
    piece = doc.pieces[piece_id]
    _tree_click(editor.layers.tree, editor.layers.rows[("pieces", piece_id)])
    assert editor.scene.selected_keys() == [("pieces", piece_id)]
    QApplication.processEvents()
    titles = [b.title() for b in editor.properties.findChildren(QGroupBox) if b.isVisibleTo(editor.properties)]
    assert any(piece.label in t for t in titles) and not any(piece_id in t for t in titles), titles
    combo = editor.properties.findChild(QComboBox, "prop-blocking")
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key_Down)  # as a user steps through the choices
    QApplication.processEvents()
    stack = editor.qdoc.undo_stack
    assert stack.count() == 1 and stack.text(0) == f"Change sight blocking of {piece.label}"
    ids = set(doc.pieces) | set(doc.zones) | set(doc.markers)
    for i in range(stack.count()):
        assert not any(oid in stack.text(i) for oid in ids) and not internal.search(stack.text(i).lower()
                                                                                    .replace("sight blocking", ""))


def test_the_objects_panel_speaks_spanish(qapp, main_window):
    from editor.i18n import install
    from model import i18n

    i18n.set_language("es")
    install(qapp, "es")
    editor = main_window.open_path(EXAMPLES / "wh40k-capture-enclaves.json")
    kinds = {r.text(1) for (c, _i), r in editor.layers.rows.items() if c == "zones"}
    assert kinds == {"Zona de Attackers", "Zona de Defenders"}  # as the palette names them


def test_the_validation_panel_never_keeps_saying_it_is_checking(main_window, qtbot):
    """Edits, undo, quick tab switches and a tab closed while checks run: once the checks are
    done, the panel and the status bar say what the current tab's last check found."""
    from editor.validation import badge_text

    tables = [main_window.open_path(EXAMPLES / "kensei-120x120.json"),
              main_window.open_path(EXAMPLES / "wh40k-capture-enclaves.json")]
    main_window.open_path(EXAMPLES / "kensei-army-legal.json")
    spare = main_window.open_path(EXAMPLES / "adlg-table.json")
    summary, badge = main_window.validation_dock.summary, main_window.badge
    for round_ in range(4):
        for table in tables:
            main_window.tabs.setCurrentWidget(table)
            piece = TerrainPiece(table.document.new_id("piece-"), "house", rectangle(50 + 10 * round_, 50, 60, 60))
            table.add_objects([("pieces", piece)], "Add piece")
            table.validator.run_now()  # a check runs now...
            QTest.keyClick(table.view, Qt.Key_Z, Qt.ControlModifier)  # ...and the edit is undone during it
            QTest.keyClick(table.view, Qt.Key_PageDown, Qt.ControlModifier)  # and the user moves on at once
            qtbot.wait(5)
    main_window.tabs.setCurrentWidget(spare)
    piece = TerrainPiece(spare.document.new_id("piece-"), "house", rectangle(50, 50, 60, 60))
    spare.add_objects([("pieces", piece)], "Add piece")
    spare.validator.run_now()
    spare.qdoc.undo_stack.setClean()
    main_window.act_close.trigger()  # closed while its check runs
    assert spare not in main_window.editors

    def settled() -> bool:
        return not any(e.validator.busy() for e in main_window.editors)

    qtbot.waitUntil(settled, timeout=30000)
    qtbot.wait(50)
    for _ in range(len(main_window.editors)):
        QTest.keyClick(main_window.current_editor(), Qt.Key_PageDown, Qt.ControlModifier)
        qtbot.wait(20)
        editor = main_window.current_editor()
        findings = editor.validator.findings
        assert "checking" not in summary.text().lower() and "checking" not in badge.text().lower(), summary.text()
        assert summary.text() == (badge_text(findings) if findings else "No findings: the document is legal")
        assert badge.text() == badge_text(findings)


def test_save_as_proposes_the_document_s_name_once(main_window, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QFileDialog

    proposed = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda parent, caption, suggested, *a, **k: (proposed.append(suggested), ("", ""))[1]))
    saved = tmp_path / "kensei-120x120.json"
    saved.write_bytes((EXAMPLES / "kensei-120x120.json").read_bytes())
    main_window.open_path(saved)
    main_window.save_current(ask=True)
    assert Path(proposed[-1]) == saved  # beside itself, under its own name: never "kensei-120x120.json.json"
    main_window.new_table("kensei", "kensei-120x120")
    main_window.save_current(ask=True)
    name = Path(proposed[-1]).name
    assert name.endswith(".json") and not name.endswith(".json.json") and name.count(".json") == 1
