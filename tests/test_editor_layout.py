"""Panels: one layout per kind of tab, kept across restarts and inside the screen, usable sizes,
View > Reset Layout, and nothing on the start page that does nothing."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
TABLE = EXAMPLES / "kensei-120x120.json"
CAMPAIGN = EXAMPLES / "piedras-4-players.json"
ARMY = EXAMPLES / "kensei-army-legal.json"


@pytest.fixture(autouse=True)
def _discard(monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.Discard))


def _window(qtbot, settings, size=(1600, 1000)):
    from editor.mainwindow import MainWindow

    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def _close(window) -> None:
    for editor in window.editors:
        editor.qdoc.undo_stack.setClean()
        editor.validator.wait()
    window.close()


def _settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def _menu_action(menu, text: str):
    return next(a for a in menu.actions() if a.text().replace("&", "") == text)


def test_each_kind_of_tab_gets_its_own_layout_back_after_a_restart(qtbot, settings):
    first = _window(qtbot, settings)
    table = first.open_path(TABLE)
    first.addDockWidget(Qt.RightDockWidgetArea, table.palette)  # the user moves the palette
    campaign = first.open_path(CAMPAIGN)
    _settle()
    # the campaign tab does not inherit the table's arrangement
    assert first.dockWidgetArea(campaign.paint_dock) == Qt.LeftDockWidgetArea
    assert not table.palette.isVisible()
    _close(first)

    second = _window(qtbot, settings)
    table = second.open_path(TABLE)
    _settle()
    assert second.dockWidgetArea(table.palette) == Qt.RightDockWidgetArea
    campaign = second.open_path(CAMPAIGN)
    _settle()
    assert second.dockWidgetArea(campaign.paint_dock) == Qt.LeftDockWidgetArea
    # a table panel of the same name never shows on the campaign tab
    assert not table.palette.isVisible() and not table.properties.isVisible()
    second.tabs.setCurrentWidget(table)
    _settle()
    assert table.palette.isVisible() and not campaign.paint_dock.isVisible()
    _close(second)


@pytest.mark.parametrize("size", [(1600, 1000), (1366, 768)])
def test_panels_start_usable_at_common_screen_sizes(qtbot, settings, size):
    window = _window(qtbot, settings, size)
    table = window.open_path(TABLE)
    _settle()
    props = table.properties
    assert props.isVisible() and props.height() >= 240  # not two rows under an empty history
    assert window.dockWidgetArea(window.history_dock) == window.dockWidgetArea(table.layers)
    assert window.tabifiedDockWidgets(table.layers) == [window.history_dock]
    campaign = window.open_path(CAMPAIGN)
    _settle()
    dock = window.validation_dock
    # the findings, empires and fairness share the bottom as tabs, each the full width
    assert set(window.tabifiedDockWidgets(dock)) == {campaign.empire_dock, campaign.timeline_dock,
                                                     campaign.fairness_dock}
    assert dock.width() >= size[0] * 0.55
    for d in (campaign.paint_dock, campaign.properties_dock, campaign.players_dock, campaign.turn_dock, dock):
        assert d.width() >= d.minimumWidth() and d.height() >= d.minimumHeight(), d.objectName()
    assert window.frameGeometry().width() <= size[0] and window.frameGeometry().height() <= size[1]
    _close(window)


def test_a_panel_whose_contents_grow_does_not_push_the_window_off_the_screen(qtbot, settings):
    """A panel's contents that need more room (a long name, a wide table) make Qt widen the window:
    it stays inside the screen, moved rather than hanging over its edge."""
    window = _window(qtbot, settings, (1200, 800))
    window.open_path(TABLE)
    _settle()
    screen = window.screen().availableGeometry()
    window.move(screen.right() + 1 - window.frameGeometry().width() - 20, 100)  # 20 px from the right edge
    _settle()
    assert screen.contains(window.frameGeometry())
    width = window.width()
    window.history_dock.widget().setMinimumWidth(width - 300)  # its contents grew: more than the canvas can give
    qtbot.waitUntil(lambda: window.width() >= width + 150, timeout=2000)  # Qt widened the window for them
    _settle()
    assert screen.contains(window.frameGeometry()), (window.frameGeometry(), screen)
    _close(window)


def test_the_empire_and_fairness_panels_never_push_the_window_wider_than_the_screen(qtbot, settings):
    window = _window(qtbot, settings, (1366, 768))
    campaign = window.open_path(CAMPAIGN)
    _settle()
    for dock in (campaign.empire_dock, campaign.fairness_dock):
        dock.raise_()  # in front, with its figures (the Fairness panel works them out when first shown)
        _settle()
        assert dock.minimumSizeHint().width() < 700, dock.objectName()
    assert campaign.fairness_dock.table.rowCount() > 0
    assert window.minimumSizeHint().width() <= 1366
    _close(window)


def test_reset_layout_puts_the_panels_back(qtbot, settings):
    window = _window(qtbot, settings)
    table = window.open_path(TABLE)
    window.addDockWidget(Qt.BottomDockWidgetArea, table.properties)
    table.palette.setFloating(True)
    _menu_action(window.view_menu, "Reset Layout").trigger()
    _settle()
    assert window.dockWidgetArea(table.properties) == Qt.RightDockWidgetArea
    assert window.dockWidgetArea(table.palette) == Qt.LeftDockWidgetArea and not table.palette.isFloating()
    _close(window)
    # and the reset layout is what comes back next time
    again = _window(qtbot, settings)
    table = again.open_path(TABLE)
    _settle()
    assert again.dockWidgetArea(table.properties) == Qt.RightDockWidgetArea
    _close(again)


def test_a_saved_window_larger_than_the_screen_comes_back_inside_it(qtbot, settings):
    big = QMainWindow()
    big.setGeometry(QRect(-200, -100, 3200, 2400))
    settings.setValue("window/geometry", big.saveGeometry())
    from editor.mainwindow import MainWindow

    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    screen = window.screen().availableGeometry()
    assert screen.contains(window.frameGeometry())
    _close(window)


def test_the_start_page_offers_no_save_and_no_empty_panels(main_window, qtbot):
    w = main_window
    assert w.start_page is not None
    assert not w.act_save.isEnabled() and not w.act_save_as.isEnabled()
    assert not w.validation_dock.isVisible() and not w.history_dock.isVisible()
    assert not w.history_dock.toggleViewAction().isEnabled()
    QTest.keyClick(w, Qt.Key_S, Qt.ControlModifier)  # nothing happens, nothing asks
    editor = w.open_path(TABLE)
    assert w.act_save.isEnabled()
    assert w.validation_dock.isVisible() and w.history_dock.toggleViewAction().isEnabled()
    w.act_close.trigger()
    assert w.start_page is not None and w.current_editor() is None
    assert not w.act_save.isEnabled() and not w.validation_dock.isVisible() and not w.history_dock.isVisible()
    assert editor not in w.editors


def test_army_tab_shows_the_window_panels(main_window):
    editor = main_window.open_path(ARMY)
    assert main_window.current_editor() is editor
    assert main_window.validation_dock.isVisible() and main_window.history_dock.isVisible()


def _bars_on_screen(window) -> list[list[str]]:
    """The tab bars of groups of tabbed panels a user sees in the window, by their tabs."""
    from PySide6.QtWidgets import QTabBar

    return sorted([b.tabText(i) for i in range(b.count())] for b in window.findChildren(QTabBar)
                  if b.parent() is window and b.isVisible() and b.geometry().intersects(window.rect()))


def test_no_tab_bar_of_another_kinds_panels_stays_on_screen(main_window, qtbot):
    """Qt leaves the tab bars of a campaign's groups of tabbed panels on screen after their panels
    left with their tab: on an army list's tab they are gone, and the table's own bars come back
    with the table's tab."""
    window = main_window
    table = window.open_path(TABLE)
    _settle()
    table_bars = _bars_on_screen(window)
    assert [["Objects", "History"], ["Validation", "Fairness"]] == table_bars
    army = window.open_path(ARMY)
    window.open_path(CAMPAIGN)
    _settle()
    window.tabs.setCurrentWidget(army)  # the user clicks the army list's tab
    _settle()
    assert _bars_on_screen(window) == []
    window.tabs.setCurrentWidget(table)
    _settle()
    assert _bars_on_screen(window) == table_bars
    for editor in window.editors:
        editor.qdoc.undo_stack.setClean()


# -- every kind of tab at 1366x768 and 1600x1000 -----------------------------------------------------
WH40K = EXAMPLES / "wh40k-capture-enclaves.json"
CATALOGUE = EXAMPLES / "kensei-example-catalogue.json"
EVENT = EXAMPLES / "kensei-event" / "event.json"
EVERY_KIND = [TABLE, WH40K, CAMPAIGN, ARMY, CATALOGUE, EVENT]


def _spanish(qapp) -> None:
    from editor.i18n import install
    from model import i18n

    i18n.set_language("es")
    install(qapp, "es")


def _in_a_panel(widget) -> bool:
    from PySide6.QtWidgets import QDockWidget

    while widget is not None and not isinstance(widget, QDockWidget):
        widget = widget.parentWidget()
    return widget is not None


def _scrolling_sideways(window) -> list[str]:
    """The panels and their tables, and the form tabs, whose contents do not fit their width (the
    table canvas, the map and an event's grid of tables scroll by design)."""
    from PySide6.QtWidgets import QAbstractScrollArea, QGraphicsView

    out = []
    for area in window.findChildren(QAbstractScrollArea):
        if isinstance(area, QGraphicsView) or not area.isVisible() or area.visibleRegion().isEmpty():
            continue
        if not _in_a_panel(area) and area.objectName() != "TabScrollArea":
            continue
        if area.horizontalScrollBar().maximum() > 0:
            out.append(f"{type(area).__name__} {area.objectName()!r} in {area.window().windowTitle()!r}: "
                       f"{area.horizontalScrollBar().maximum()} px hidden")
    return out


def _squeezed(window) -> list[str]:
    from PySide6.QtWidgets import QDockWidget

    out = []
    for dock in window.findChildren(QDockWidget):
        if not dock.isVisible() or dock.isFloating():
            continue
        inner = dock.widget().minimumSizeHint()
        if dock.width() < dock.minimumWidth() or dock.height() < dock.minimumHeight():
            out.append(f"{dock.objectName()} {dock.width()}x{dock.height()} below {dock.minimumSize().toTuple()}")
        if dock.minimumWidth() < inner.width():
            out.append(f"{dock.objectName()} may be narrower ({dock.minimumWidth()}) than its contents ({inner.width()})")
    return out


@pytest.mark.parametrize("size", [(1600, 1000), (1366, 768)])
def test_every_kind_of_tab_starts_with_no_panel_squeezed_and_nothing_scrolling_sideways(qtbot, settings, size):
    from PySide6.QtWidgets import QDockWidget

    window = _window(qtbot, settings, size)
    for path in EVERY_KIND:
        window.open_path(path)
        _settle()
        docks = [d for d in window.findChildren(QDockWidget) if d.isVisible()]
        assert docks, path.name
        for dock in docks:  # each panel brought to the front of its group, as a user clicks its tab
            dock.raise_()
            _settle()
            assert _squeezed(window) == [], (path.name, dock.objectName())
            assert _scrolling_sideways(window) == [], (path.name, dock.objectName())
        assert window.frameGeometry().width() <= size[0] and window.frameGeometry().height() <= size[1], path.name
    _close(window)


@pytest.mark.parametrize("ruleset", ["kensei", "wh40k-skirmish", "adlg"])
def test_no_palette_entry_is_cut_in_spanish_at_1366x768(qtbot, settings, qapp, ruleset):
    from editor.elided import cut_entries

    _spanish(qapp)
    window = _window(qtbot, settings, (1366, 768))
    editor = window.new_table(ruleset)
    _settle()
    palette = editor.palette.list
    assert editor.palette.isVisible() and palette.count() > 5
    assert cut_entries(palette) == []
    # also when the list scrolls (taller panels below it, a longer ruleset): its scroll bar takes room
    palette.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOn)
    _settle()
    assert cut_entries(palette) == []
    assert palette.horizontalScrollBar().maximum() == 0
    _close(window)


def test_a_palette_entry_too_long_for_the_widest_palette_wraps_before_its_height(qtbot, settings, monkeypatch):
    from editor.elided import cut_entries
    from editor.table.palette import PaletteDock

    monkeypatch.setattr(PaletteDock, "MAX_WIDTH", 170)
    window = _window(qtbot, settings, (1366, 768))
    editor = window.new_table("wh40k-skirmish")
    _settle()
    crates = editor.palette.item_for("pieces:crates")
    assert crates is not None and "\n(" in crates.text()  # "Crates / containers" over "(1.5")"
    assert cut_entries(editor.palette.list) == []
    _close(window)


def test_a_tab_never_makes_the_window_taller_or_wider_than_a_1366x768_screen(tmp_path):
    """On a real 1366x768 screen: the table with its fairness charts shown, a campaign with its
    fairness panel, an army list, a catalogue (a tall form) and an event."""
    import json
    import os
    import subprocess
    import sys

    screen = tmp_path / "screen.json"
    screen.write_text(json.dumps({"windowFrameMargins": False, "screens": [
        {"name": "small", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96, "logicalBaseDpi": 96,
         "dpr": 1}]}))
    code = """
import json, os, sys, time
sys.path.insert(0, os.getcwd())
from PySide6.QtWidgets import QApplication, QMessageBox
app = QApplication([])
QMessageBox.question = staticmethod(lambda *a, **k: QMessageBox.Discard)
from PySide6.QtCore import QSettings
from editor.mainwindow import MainWindow
w = MainWindow(QSettings(sys.argv[1], QSettings.IniFormat)); w.show()
def settle(until=lambda: True, seconds=30):
    end = time.time() + seconds
    while time.time() < end:
        app.processEvents(); time.sleep(0.01)
        if until(): break
    for _ in range(10): app.processEvents()
out = []
def note(what):
    settle()
    a, f = w.screen().availableGeometry(), w.frameGeometry()
    out.append([what, [a.width(), a.height()], [f.x(), f.y(), f.width(), f.height()]])
table = w.open_path('examples/kensei-120x120.json'); note('table')
table.show_fairness(); settle(lambda: table.fairness.bars is not None); note('table fairness charts')
campaign = w.open_path('examples/piedras-4-players.json')
campaign.fairness_dock.show(); campaign.fairness_dock.raise_(); note('campaign fairness')
for name in ('kensei-army-legal.json', 'kensei-example-catalogue.json', 'kensei-event/event.json'):
    w.open_path('examples/' + name); note(name)
w.tabs.setCurrentWidget(table); note('table again')
print(json.dumps(out), flush=True)
os._exit(0)
"""
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={screen}"}
    run = subprocess.run([sys.executable, "-c", code, str(tmp_path / "s.ini")], cwd=ROOT, capture_output=True,
                         text=True, timeout=240, env=env)
    assert run.returncode == 0, run.stderr[-2000:]
    steps = json.loads(run.stdout.strip().splitlines()[-1])
    assert len(steps) == 7
    for what, (aw, ah), (x, y, w, h) in steps:
        assert (aw, ah) == (1366, 768)
        assert x >= 0 and y >= 0 and x + w <= aw and y + h <= ah, (what, (x, y, w, h))


def test_a_tab_bar_left_by_another_kind_of_tab_is_hidden_even_when_its_titles_recur(main_window, qtbot):
    """A table's Validation | Fairness bar left on screen on a campaign's tab, whose own panels are
    called Validation and Fairness too (in a group of four)."""
    window = main_window
    table = window.open_path(TABLE)
    army = window.open_path(ARMY)
    campaign = window.open_path(CAMPAIGN)
    _settle()
    campaign_bars = _bars_on_screen(window)
    assert len(campaign_bars) == 2 and any(len(tabs) == 4 and "Fairness" in tabs for tabs in campaign_bars)
    for editor in (army, table, campaign):  # the user goes through the tabs and back
        window.tabs.setCurrentWidget(editor)
        _settle()
    assert _bars_on_screen(window) == campaign_bars
    for editor in window.editors:
        editor.qdoc.undo_stack.setClean()


def test_a_stale_tab_bar_shown_again_goes_when_the_user_moves_panels(main_window, qtbot):
    """Qt may leave or show a stale tab bar whenever it lays the panels out anew: it is hidden
    after each thing a user does with the panels (float, dock, tabify, switch a group's tab, close,
    open, resize the window)."""
    from PySide6.QtWidgets import QAbstractButton, QTabBar

    window = main_window
    window.open_path(TABLE)
    window.open_path(ARMY)
    _settle()
    assert _bars_on_screen(window) == []
    history, validation = window.history_dock, window.validation_dock

    def after(what, action):
        ghost = QTabBar(window)  # what Qt leaves behind: a bar naming the table's panels, gone now
        ghost.addTab("Objects")
        ghost.addTab("History")
        ghost.setGeometry(900, 300, 200, 24)
        ghost.show()
        _settle()
        assert ghost.isVisible()  # nothing hides it while the panels stay as they are
        action()
        qtbot.waitUntil(lambda: not ghost.isVisible(), timeout=2000)

    float_button = history.findChild(QAbstractButton, "qt_dockwidget_floatbutton")
    after("float", lambda: QTest.mouseClick(float_button, Qt.LeftButton))
    assert history.isFloating()
    after("dock", lambda: QTest.mouseClick(float_button, Qt.LeftButton))
    assert not history.isFloating()
    after("tabify", lambda: window.tabifyDockWidget(validation, history))
    _settle()
    group = [tabs for tabs in _bars_on_screen(window) if "History" in tabs]
    assert group == [[validation.windowTitle(), "History"]]  # the new group's own bar stays
    bar = next(b for b in window.findChildren(QTabBar) if b.isVisible() and b.count() == 2
               and b.tabText(1) == "History")
    behind = 1 - bar.currentIndex()
    after("switch tab", lambda: QTest.mouseClick(bar, Qt.LeftButton, Qt.NoModifier, bar.tabRect(behind).center()))
    assert bar.currentIndex() == behind
    after("close", lambda: QTest.mouseClick(history.findChild(QAbstractButton, "qt_dockwidget_closebutton"),
                                            Qt.LeftButton))
    assert not history.isVisible()
    after("open", history.toggleViewAction().trigger)
    assert history.isVisible()
    after("resize", lambda: window.resize(window.width() - 100, window.height() - 60))
    assert _bars_on_screen(window) == [[validation.windowTitle(), "History"]]
    for editor in window.editors:
        editor.qdoc.undo_stack.setClean()


def test_a_panel_table_shares_its_width_keeping_titles_and_narrow_columns_whole():
    from editor.elided import share_width

    assert share_width([50, 300, 200], 600) == [50, 300, 250]  # all fit: the last takes the rest
    # too wide: every title stays whole, the narrow column too, the widest give way alike
    assert share_width([50, 300, 200], 400, 0, [40, 100, 150]) == [50, 150, 200]
    assert sum(share_width([50, 300, 200], 300, 0, [40, 100, 150])) <= 300
    # not even the titles fit: the widest are cut, the narrow column stays whole
    assert share_width([50, 300, 200], 280, 0, [40, 100, 150]) == [50, 115, 115]
    # no room for even the least width of each (a table before it is laid out): equal shares, no error
    assert share_width([50, 300, 200], 0, 30, [40, 100, 150]) == [0, 0, 0]
    assert share_width([50, 300, 200], -12, 30) == [0, 0, 0]
    assert share_width([50, 300, 200], 61, 30, [40, 100, 150]) == [20, 20, 21]


def test_every_panel_says_what_its_float_and_close_buttons_do(qtbot, settings):
    from PySide6.QtWidgets import QAbstractButton, QDockWidget

    window = _window(qtbot, settings)
    window.open_path(TABLE)
    _settle()
    docks = [d for d in window.findChildren(QDockWidget) if d.isVisible()]
    assert len(docks) >= 4
    for dock in docks:
        tips = {b.objectName(): b.toolTip() for b in dock.findChildren(QAbstractButton)
                if b.objectName().startswith("qt_dockwidget_")}
        assert tips["qt_dockwidget_floatbutton"] == "Float this panel in its own window, or dock it again", dock.objectName()
        assert tips["qt_dockwidget_closebutton"] == "Close this panel (View > Panels opens it again)", dock.objectName()
    _close(window)


def test_a_toolbar_stays_where_the_user_put_it_when_another_kind_of_tab_is_shown(qtbot, settings):
    window = _window(qtbot, settings)
    table = window.open_path(TABLE)
    window.open_path(CAMPAIGN)  # the table's layout is kept with the toolbars at the top
    _settle()
    window.addToolBar(Qt.LeftToolBarArea, window.toolbar)  # the user moves the main toolbar
    tools = window.toolBarArea(window.editor_toolbar)
    window.tabs.setCurrentWidget(table)  # the table's layout comes back, the toolbar does not move
    _settle()
    assert window.toolBarArea(window.toolbar) == Qt.LeftToolBarArea
    assert window.toolBarArea(window.editor_toolbar) == tools
    _close(window)


def test_every_table_of_every_panel_is_one_the_layout_keeps_inside_its_panel(qtbot, settings):
    """``keep_tables_inside`` finds a panel's tables by name (a search by class alone costs the table
    tab's start about 20 M instructions): a table added to a panel without a name would scroll
    sideways again, unnoticed until its contents grow wide."""
    from PySide6.QtWidgets import QDockWidget, QHeaderView, QTableView

    window = _window(qtbot, settings)
    seen = 0
    for path in EVERY_KIND:
        window.open_path(path)
        _settle()
        for dock in window.findChildren(QDockWidget):
            for table in dock.findChildren(QTableView):
                name = table.objectName()
                assert name and not name.startswith("qt_"), (path.name, dock.objectName(), type(table).__name__)
                header = table.horizontalHeader()
                if header.count() and header.sectionResizeMode(0) == QHeaderView.ResizeToContents:
                    assert table.property("wtFitted"), (path.name, dock.objectName(), name)
                seen += 1
    assert seen >= 4  # the empires, fairness, timeline and turn panels' tables at least
    _close(window)
