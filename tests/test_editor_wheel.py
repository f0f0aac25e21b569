"""The mouse wheel over a form scrolls the panel and changes nothing: a spin box, combo box or
slider takes the wheel only once it has the focus. Every kind of tab's panels and every dialog
are wheeled over, field by field."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (QAbstractSlider, QAbstractSpinBox, QApplication, QComboBox, QDockWidget, QScrollArea,
                               QWidget)

from editor import wheel

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"


def wheel_over(widget: QWidget, notches: int = -1) -> None:
    """One turn of the wheel (down for a negative count) over the middle of ``widget``."""
    pos = QPointF(widget.rect().center())
    event = QWheelEvent(pos, QPointF(widget.mapToGlobal(pos.toPoint())), QPoint(), QPoint(0, 120 * notches),
                        Qt.NoButton, Qt.NoModifier, Qt.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)
    QApplication.processEvents()


def value_of(widget) -> object:
    if isinstance(widget, QComboBox):
        return widget.currentIndex(), widget.currentText()
    if isinstance(widget, QAbstractSlider):
        return widget.value()
    return widget.text()  # a spin box of any kind, as the user reads it


def fields(root: QWidget) -> list[QWidget]:
    """The visible value widgets under ``root`` (scroll bars are not fields)."""
    return [w for w in root.findChildren(QWidget) if wheel.takes_wheel(w) and w.isVisibleTo(root) and w.isEnabled()]


def wheel_over_every_field(root: QWidget, stacks=()) -> list[str]:
    """Wheel over each unfocused field of ``root`` both ways; what changed (a value, an undo step)."""
    changed = []
    counts = [s.count() for s in stacks]
    for w in fields(root):
        if w.hasFocus():  # the dialog's first field: the focus goes elsewhere, as after a click beside it
            root.setFocus()
            QApplication.processEvents()
        assert not w.hasFocus(), w.objectName()
        before = value_of(w)
        for notches in (-1, 1, 1):
            wheel_over(w, notches)
        if value_of(w) != before or w.focusPolicy() == Qt.WheelFocus:
            changed.append(f"{type(w).__name__} {w.objectName() or w.toolTip()[:40]!r}: {before} -> {value_of(w)}")
    if [s.count() for s in stacks] != counts:
        changed.append(f"undo steps {counts} -> {[s.count() for s in stacks]}")
    return changed


def every_panel(window, qtbot) -> int:
    """Wheel over every field of every panel of the window (each brought to the front); the count."""
    stacks = [e.qdoc.undo_stack for e in window.editors]
    seen = len(fields(window))
    assert wheel_over_every_field(window, stacks) == []
    for dock in [d for d in window.findChildren(QDockWidget) if not d.isHidden()]:
        dock.raise_()
        qtbot.wait(20)
        seen += len(fields(dock))
        assert wheel_over_every_field(dock, stacks) == [], dock.windowTitle()
    return seen


def test_a_wheel_over_a_spin_box_scrolls_the_panel_and_a_focused_one_takes_it(qapp, qtbot):
    from PySide6.QtWidgets import QDoubleSpinBox, QVBoxLayout

    wheel.install(qapp)
    area = QScrollArea()
    inside = QWidget()
    column = QVBoxLayout(inside)
    boxes = []
    for _ in range(30):
        box = QDoubleSpinBox()
        box.setRange(0, 100)
        box.setValue(50)
        column.addWidget(box)
        boxes.append(box)
    area.setWidget(inside)
    area.resize(300, 300)
    qtbot.addWidget(area)
    area.show()
    qtbot.waitExposed(area)
    box = boxes[2]
    assert box.focusPolicy() == Qt.StrongFocus  # the wheel alone does not give it the focus
    wheel_over(box)
    assert box.value() == 50 and area.verticalScrollBar().value() > 0  # the panel scrolled
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    wheel_over(box)
    assert box.value() == 49  # clicked into, it takes the wheel as before


@pytest.fixture(autouse=True)
def _discard(monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.Discard))


def test_a_wheel_over_a_piece_s_properties_moves_nothing(main_window, qtbot):
    from model.geometry import rectangle
    from model.table import TerrainPiece

    editor = main_window.open_path(EXAMPLES / "kensei-120x120.json")
    piece = TerrainPiece(editor.document.new_id("piece-"), "house", rectangle(300, 300, 100, 100))
    editor.add_objects([("pieces", piece)], "Add piece")
    editor.scene.select_keys([("pieces", piece.id)])
    QApplication.processEvents()
    steps = editor.qdoc.undo_stack.count()
    dock = next(d for d in main_window.findChildren(QDockWidget) if d.objectName() == "TablePropertiesDock")
    dock.raise_()
    boxes = [w for w in fields(dock) if isinstance(w, QAbstractSpinBox)]
    assert len(boxes) >= 4  # x, y, width, height at least
    assert wheel_over_every_field(dock, [editor.qdoc.undo_stack]) == []
    assert editor.document.pieces[piece.id].footprint.equals(rectangle(300, 300, 100, 100))
    assert editor.qdoc.undo_stack.count() == steps


@pytest.mark.parametrize("example", ["kensei-120x120.json", "piedras-4-players.json", "kensei-army-illegal.json",
                                     "kensei-example-catalogue.json", "kensei-event/event.json"])
def test_every_panel_of_every_kind_of_tab_ignores_a_wheel_it_has_not_been_given(main_window, qtbot, example):
    editor = main_window.open_path(EXAMPLES / example)
    if example == "kensei-120x120.json":  # a piece and a marker selected: their properties show
        editor.scene.select_keys([("pieces", next(iter(editor.document.pieces)))])
    QApplication.processEvents()
    assert every_panel(main_window, qtbot) > 0


def test_the_campaign_turn_panel_keeps_its_target_player(main_window, qtbot):
    editor = main_window.open_path(EXAMPLES / "piedras-4-players.json")
    editor.turn_dock.show()
    editor.turn_dock.raise_()
    if editor.turn_dock.start_button.isEnabled():  # a turn under way: the forms of its steps show
        qtbot.mouseClick(editor.turn_dock.start_button, Qt.LeftButton)
    QApplication.processEvents()
    target = editor.turn_dock.event_target
    assert target.isVisibleTo(editor.turn_dock)
    docks = [d for d in main_window.findChildren(QDockWidget)
             if d.objectName() in ("CampaignTurnDock", "CampaignTimelineDock")]
    assert len(docks) == 2
    for dock in docks:
        dock.raise_()
        qtbot.wait(20)
        assert wheel_over_every_field(dock, [editor.qdoc.undo_stack]) == [], dock.objectName()


def test_every_dialog_ignores_a_wheel_it_has_not_been_given(main_window, qtbot):
    from editor.campaign.dialogs import NewCampaignDialog
    from editor.event.new_event import NewEventDialog
    from editor.preferences import PreferencesDialog
    from editor.printing.dialog import ExportDialog

    table = main_window.open_path(EXAMPLES / "kensei-120x120.json")
    campaign = main_window.open_path(EXAMPLES / "piedras-4-players.json")
    dialogs = [PreferencesDialog(main_window), NewCampaignDialog(main_window), NewEventDialog(main_window),
               ExportDialog(table.document, table.qdoc.path, main_window, ruleset=table.ruleset),
               ExportDialog(campaign.document, campaign.qdoc.path, main_window, ruleset=campaign.ruleset)]
    checked = 0
    for dialog in dialogs:
        dialog.show()
        qtbot.waitExposed(dialog)
        qtbot.wait(50)  # activated: its first field has the focus
        checked += len(fields(dialog))
        assert wheel_over_every_field(dialog) == [], type(dialog).__name__
        dialog.close()
    assert checked >= 8
