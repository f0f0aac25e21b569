"""The validation dock shows what each finding rests on (rulebook, organiser setting, file
format) in its own column with an icon, and filters by it."""
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from conftest import EXAMPLES


def _rows(dock):
    tree = dock.tree
    return [(tree.topLevelItem(i).text(0), tree.topLevelItem(i).text(1), tree.topLevelItem(i).text(2))
            for i in range(tree.topLevelItemCount()) if not tree.topLevelItem(i).isHidden()]


def test_the_dock_shows_the_basis_and_filters_by_it(main_window, qtbot):
    main_window.open_path(str(EXAMPLES / "adlg-table.json"))
    dock = main_window.validation_dock
    qtbot.waitUntil(lambda: dock.tree.topLevelItemCount() >= 4, timeout=15000)
    rows = _rows(dock)
    assert ("info", "Organiser setting", "table.exposure") in rows  # a default of the app, not a rule: advice
    assert dock.tree.headerItem().text(1) == "Basis"
    item = dock.item_for("table.exposure")
    assert not item.icon(1).isNull() and "organiser" in item.toolTip(1).lower()
    main_window.validation_dock.grab().save("/tmp/h11-dock-basis.png")
    # choose "Rulebook" in the filter with the keyboard: the setting-based findings are hidden
    combo = dock.basis_filter
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key_Down)
    assert combo.currentData() == "rulebook"
    assert all(basis == "Rulebook" for _, basis, _ in _rows(dock))
    QTest.keyClick(combo, Qt.Key_Down)
    assert combo.currentData() == "setting"
    assert {r for _, _, r in _rows(dock)} >= {"table.exposure", "table.fairness"}
    QTest.keyClick(combo, Qt.Key_Home)
    assert len(_rows(dock)) == dock.tree.topLevelItemCount()
