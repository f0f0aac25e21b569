"""The Turn panel at the small screens organisers use (1366x768, and the default 1400x900 window), in
English and Spanish: each phase's form is the panel's main area and every field of it is in sight
without scrolling and without closing another panel."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel, QLineEdit, QTableWidget, QWidget

ROOT = Path(__file__).resolve().parent.parent
FIELDS = (QComboBox, QLineEdit, QAbstractButton, QTableWidget, QLabel)


def _settle(rounds: int = 20) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def _hidden_fields(container) -> list[str]:
    """The fields of ``container`` on show that are cut off, wholly or in part (by the panel's edge or
    its scrolled area); each named by its text or object name."""
    cut = []
    for w in container.findChildren(QWidget):
        if not isinstance(w, FIELDS) or not w.isVisibleTo(container) or (isinstance(w, QLabel) and not w.text()):
            continue
        seen = w.visibleRegion().boundingRect()
        if seen != w.rect():
            cut.append(w.objectName() or getattr(w, "text", lambda: type(w).__name__)())
    return cut


def _turn_panel(window, path, size):
    window.showNormal()
    window.resize(*size)
    editor = window.open_path(str(ROOT / path))
    _settle(40)
    return editor, editor.turn_dock


@pytest.mark.parametrize("size", [(1366, 768), (1400, 900)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_phase_form_is_in_sight_without_scrolling(request, qtbot, size, lang):
    window = request.getfixturevalue("main_window" if lang == "en" else "spanish_window")
    editor, dock = _turn_panel(window, "examples/piedras-turn-3.json" if lang == "en" else
                               "examples/es/piedras-turn-3.json", size)
    assert window.frameGeometry().width() <= size[0] and window.frameGeometry().height() <= size[1]
    # the other panels of the column are still there, a click away, not closed
    assert window.isVisible() and dock.isVisible()
    for other in (editor.properties_dock, editor.players_dock):
        assert not other.isHidden() and other in window.tabifiedDockWidgets(dock), other.objectName()
    scroll = dock.widget()
    assert editor.document.history.open_turn is not None
    for i in range(dock.phases.count()):
        dock.phases.setCurrentIndex(i)
        _settle()
        page = dock.phases.widget(i)
        assert scroll.verticalScrollBar().maximum() == 0, (dock.phases.tabText(i), scroll.widget().sizeHint(),
                                                          scroll.viewport().size())
        need = page.heightForWidth(page.width()) if page.hasHeightForWidth() else page.sizeHint().height()
        assert page.height() >= need, (dock.phases.tabText(i), page.height(), need)
        assert not _hidden_fields(page), (dock.phases.tabText(i), _hidden_fields(page))
    # the steps recorded share the room left under the form
    assert dock.log.isVisible() and dock.log.height() >= dock.log.minimumHeight()
    # the start of the next turn, with its late-joiner form, is in sight too
    qtbot.mouseClick(dock.end_button, Qt.LeftButton)
    _settle()
    assert dock.start_box.isVisible() and scroll.verticalScrollBar().maximum() == 0
    assert not _hidden_fields(dock.start_box)


def test_the_log_folds_to_leave_the_form_alone_and_opens_on_a_step_a_finding_points_at(main_window, qtbot):
    editor, dock = _turn_panel(main_window, "examples/piedras-turn-3.json", (1366, 768))
    assert dock.log.isVisible() and dock.log_title.text() == f"This turn ({dock.log.count()} steps)"
    qtbot.mouseClick(dock.log_title, Qt.LeftButton)
    assert not dock.log.isVisible()
    turn = editor.document.history.open_turn
    dock.show_step(turn.number, 1)
    assert dock.log.isVisible() and dock.log.currentRow() == 1


def test_the_turn_panel_behind_another_fills_when_brought_to_the_front(main_window, qtbot):
    """The Turn panel's forms are made when the panel is first seen: one waiting behind the Players
    panel's tab shows the turn's order, with every player, as soon as it is brought to the front."""
    editor = main_window.open_path(str(ROOT / "examples" / "piedras-4-players.json"))
    editor.players_dock.show()
    editor.players_dock.raise_()
    _settle(20)
    dock = editor.turn_dock
    dock.show()
    dock.raise_()
    qtbot.waitUntil(lambda: dock.isVisible() and dock.widget() is not None and dock.order.rowCount() > 0, timeout=5000)
    names = {dock.order.item(row, 1).text() for row in range(dock.order.rowCount())}
    assert names == {p.name for p in editor.document.players.values()}
    assert dock.order.isVisibleTo(dock) and dock.status.text() != ""
