"""The army list tab: units with what joins them, points against the limit, findings on their lines."""
from __future__ import annotations

import shutil

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from conftest import EXAMPLES
from editor.army import ArmyListEditor
from editor.validation import SEVERITY_COLORS
from validators import Severity

RED = QColor(SEVERITY_COLORS[Severity.ERROR])


def rows(tree):
    """(entry, profile, class, models, points, role) of each line, children indented by two spaces."""
    out = []
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        out.append(tuple(top.text(c) for c in range(6)))
        for j in range(top.childCount()):
            child = top.child(j)
            out.append(("  " + child.text(0),) + tuple(child.text(c) for c in range(1, 6)))
    return out


def line(editor, entry_id):
    return editor.items[entry_id]


def test_an_illegal_list_shows_its_units_points_and_what_is_wrong_on_each_line(main_window, qtbot):
    editor = main_window.open_path(EXAMPLES / "kensei-army-illegal.json")
    assert isinstance(editor, ArmyListEditor)
    assert [r[0] for r in rows(editor.tree)] == [
        "Lord Takeda (example)", "Lord Takeda again", "Samurai", "  Officer", "  Mounted taisho", "  Banner",
        "  Second banner", "Two archers", "Arquebusiers", "  Komuso"]
    assert rows(editor.tree)[2] == ("Samurai", "Samurai (example profile)", "G", "6", "84", "")
    assert rows(editor.tree)[4][1:] == ("Mounted taisho (example profile)", "H", "1", "75", "leader")
    assert rows(editor.tree)[0][5] == "general"
    assert "451 / 300 points" in editor.points.text() and "151 over" in editor.points.text()

    qtbot.waitUntil(lambda: len(editor.validator.findings) == 8, timeout=10000)
    archers = line(editor, "skirmish")
    assert "at least 3" in archers.text(6) and archers.foreground(0).color() == RED
    taisho = line(editor, "officer-2")  # two findings: one shown, both in the tooltip
    assert "+1 more" in taisho.text(6) and "troop type must be the same" in taisho.toolTip(6)

    # picking a finding in the validation panel selects the line it is about
    dock = main_window.validation_dock
    item = dock.item_for("army.unit-size")
    QTest.mouseClick(dock.tree.viewport(), Qt.LeftButton, Qt.NoModifier, dock.tree.visualItemRect(item).center())
    assert editor.tree.selectedItems() == [archers] and editor.tree.currentItem() is archers
    item = dock.item_for("army.banner")
    QTest.mouseClick(dock.tree.viewport(), Qt.LeftButton, Qt.NoModifier, dock.tree.visualItemRect(item).center())
    assert {i.text(0) for i in editor.tree.selectedItems()} == {"Samurai", "Banner", "Second banner"}


def test_a_legal_list_is_within_its_limit_and_has_nothing_to_check(main_window, qtbot):
    editor = main_window.open_path(EXAMPLES / "kensei-army-legal.json")
    qtbot.waitUntil(lambda: "legal" in main_window.validation_dock.summary.text(), timeout=10000)
    assert "388 / 400 points" in editor.points.text() and "over" not in editor.points.text()
    assert [r[0] for r in rows(editor.tree)][:3] == ["Samurai retinue", "  Lord Takeda (example)", "  Clan banner"]
    assert rows(editor.tree)[1][5] == "general, leader"
    assert all(item.text(6) == "" for item in editor.items.values())


def test_a_list_whose_catalogue_is_missing_still_opens_and_says_so(main_window, qtbot, tmp_path):
    shutil.copy(EXAMPLES / "kensei-army-legal.json", tmp_path / "list.json")  # without its catalogue
    editor = main_window.open_path(tmp_path / "list.json")
    assert isinstance(editor, ArmyListEditor)
    assert "not found" in editor.title.text() and editor.points.text() == ""
    assert rows(editor.tree)[0][1] == "samurai-example (not in the catalogue)" and rows(editor.tree)[0][4] == ""
