"""The army list tab: units with what joins them, points against the limit, findings on their lines."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
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


def choose(combo, data):
    """Pick the entry with ``data`` in a combo box from the keyboard, as a hand would."""
    from PySide6.QtCore import Qt as _Qt

    combo.setFocus()
    index = combo.findData(data)
    assert index >= 0, data
    while combo.currentIndex() != index:
        QTest.keyClick(combo, _Qt.Key_Down if combo.currentIndex() < index else _Qt.Key_Up)


def select(editor, entry_id):
    item = editor.items[entry_id]
    rect = editor.tree.visualItemRect(item)
    QTest.mouseClick(editor.tree.viewport(), Qt.LeftButton, Qt.NoModifier, rect.center())


def test_build_a_legal_list_from_the_catalogue_save_it_elsewhere_and_reopen_it(main_window, qtbot, monkeypatch,
                                                                               tmp_path):
    import json

    from PySide6.QtWidgets import QCheckBox, QComboBox, QFileDialog, QPushButton, QSpinBox

    from model import files

    catalogue = EXAMPLES / "kensei-example-catalogue.json"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(catalogue), "")))
    main_window.act_new_army.trigger()
    editor = main_window.current_editor()
    assert isinstance(editor, ArmyListEditor) and editor.document.entries == {}
    stack = editor.qdoc.undo_stack
    profile = editor.findChild(QComboBox, "army-add-profile")
    add = editor.findChild(QPushButton, "army-add")

    choose(profile, "samurai-example")
    QTest.mouseClick(add, Qt.LeftButton)
    samurai = editor.selected_ids()[0]
    assert editor.document.entries[samurai].models == 3  # a new unit starts at its smallest size
    models = editor.findChild(QSpinBox, "entry-models")
    models.setFocus()
    for _ in range(5):
        QTest.keyClick(models, Qt.Key_Up)
    assert editor.document.entries[samurai].models == 8 and stack.count() == 2  # the steps merged into one

    choose(profile, "daimyo-example")
    QTest.mouseClick(add, Qt.LeftButton)
    daimyo = editor.selected_ids()[0]
    general = editor.findChild(QCheckBox, "entry-general")
    QTest.mouseClick(general, Qt.LeftButton, Qt.NoModifier, QPoint(8, general.height() // 2))  # on the box
    joins = editor.findChild(QComboBox, "entry-joins")
    choose(joins, samurai)
    joins.activated.emit(joins.currentIndex())  # keyboard choice confirmed (Enter in an open list)
    entry = editor.document.entries[daimyo]
    assert entry.general and entry.attached_to == samurai and entry.role == "leader"
    assert [r[0].strip() for r in rows(editor.tree)][:2] == ["Samurai (example profile)", "Daimyo (example profile)"]
    qtbot.waitUntil(lambda: not editor.validator.busy() and editor.validator.findings == [], timeout=10000)
    assert "172 points" in editor.points.text()
    # typing a points limit below the total is one step, and the check says by how much
    limit = editor.findChild(QSpinBox, "army-limit")
    limit.setFocus()
    limit.selectAll()
    before = stack.count()
    QTest.keyClicks(limit, "150")
    QTest.keyClick(limit, Qt.Key_Return)
    assert editor.document.points_limit == 150 and stack.count() == before + 1
    assert "172 / 150 points" in editor.points.text() and "22 over" in editor.points.text()
    qtbot.waitUntil(lambda: [f.rule for f in editor.validator.findings] == ["army.points-limit"], timeout=10000)
    main_window.act_undo.trigger()
    assert editor.document.points_limit is None

    # a list saved in another folder names its catalogue from there, and reads back the same
    target = tmp_path / "event" / "my-army.json"
    target.parent.mkdir()
    assert main_window.save_current(path=target)
    saved = json.loads(target.read_text(encoding="utf-8"))
    assert not Path(saved["catalogue"]).is_absolute()
    assert (target.parent / saved["catalogue"]).resolve() == catalogue.resolve()
    assert files.load(target) == editor.document

    # removing the unit leaves its leader standing alone, in one undo step
    select(editor, samurai)
    QTest.mouseClick(editor.findChild(QPushButton, "entry-remove"), Qt.LeftButton)
    assert list(editor.document.entries) == [daimyo] and editor.document.entries[daimyo].attached_to is None
    main_window.act_undo.trigger()
    assert editor.document.entries[daimyo].attached_to == samurai and samurai in editor.document.entries


def test_ticking_a_profile_option_changes_the_points(main_window, qtbot):
    from PySide6.QtWidgets import QListWidget

    editor = main_window.open_path(EXAMPLES / "kensei-army-legal.json")
    spears = next(e.id for e in editor.document.entries.values() if e.options)
    select(editor, spears)
    options = editor.findChild(QListWidget, "entry-options")
    item = options.item(0)
    assert item.text().startswith("Jingasa helmets") and item.checkState() == Qt.Checked
    rect = options.visualItemRect(item)
    QTest.mouseClick(options.viewport(), Qt.LeftButton, Qt.NoModifier, QPoint(rect.left() + 10, rect.center().y()))
    assert editor.document.entries[spears].options == ()
    assert editor.items[spears].text(4) == "84" and "383 / 400 points" in editor.points.text()
    main_window.act_undo.trigger()
    assert editor.document.entries[spears].options == ("jingasa",) and "388 / 400" in editor.points.text()


def test_a_campaign_army_is_linked_to_a_map_and_a_player_and_keeps_the_link_when_saved_elsewhere(
        main_window, qtbot, monkeypatch, tmp_path):
    import json

    from PySide6.QtWidgets import QFileDialog, QInputDialog, QLabel, QPushButton

    editor = main_window.open_path(EXAMPLES / "piedras-army-greta.json")
    label = editor.findChild(QLabel, "army-campaign")
    qtbot.waitUntil(lambda: label.text() == "piedras-4-players.json, player Greta")  # the map's name for her
    assert "(piedras-4-players.json, player Greta)" in editor.points.text()
    QTest.mouseClick(editor.findChild(QPushButton, "army-campaign-clear"), Qt.LeftButton)
    assert editor.document.campaign is None and label.text() == "none"

    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: (str(EXAMPLES / "piedras-4-players.json"), "")))
    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(lambda parent, title, text, items, *a, **k:
                                                              (shown.extend(items) or "Ilsa", True)))
    shown = []
    QTest.mouseClick(editor.findChild(QPushButton, "army-campaign-choose"), Qt.LeftButton)
    assert shown == ["Greta", "Thorgrim", "Ilsa", "Grak"]  # the players by name, no ids
    assert editor.document.campaign.player == "ilsa" and label.text() == "piedras-4-players.json, player Ilsa"

    target = tmp_path / "turn-1" / "ilsa.json"
    target.parent.mkdir()
    assert main_window.save_current(path=target)
    saved = json.loads(target.read_text(encoding="utf-8"))
    assert (target.parent / saved["campaign"]["file"]).resolve() == (EXAMPLES / "piedras-4-players.json").resolve()
    assert (target.parent / saved["catalogue"]).resolve() == (EXAMPLES / "warhammer-example-catalogue.json").resolve()
    main_window.act_undo.trigger()  # back to no campaign
    assert editor.document.campaign is None


def test_the_campaign_map_is_read_off_the_interface_thread(main_window, qtbot, monkeypatch):
    """A slow campaign map (a network folder, a large map) never freezes the window: the army tab
    opens saying it reads the map's players and names the player when it arrives; the map the
    organiser chooses with Join is read with a Cancel button after a moment."""
    import threading
    import time

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QFileDialog, QInputDialog, QLabel, QProgressDialog, QPushButton

    from model import files

    slow, real_shared, real_load = threading.Event(), files.load_shared, files.load

    def slow_shared(*args, **kwargs):
        if threading.current_thread() is threading.main_thread():
            raise AssertionError("the campaign map read on the interface thread")
        slow.wait(5)
        return real_shared(*args, **kwargs)

    monkeypatch.setattr(files, "load_shared", slow_shared)
    editor = main_window.open_path(EXAMPLES / "piedras-army-greta.json")
    label = editor.findChild(QLabel, "army-campaign")
    assert label.text() == "piedras-4-players.json, reading its players…"
    slow.set()
    qtbot.waitUntil(lambda: label.text() == "piedras-4-players.json, player Greta")

    chosen = threading.Event()

    def slow_load(path, *args, **kwargs):
        if "piedras-4-players" in str(path):
            if threading.current_thread() is threading.main_thread():
                raise AssertionError("the chosen map read on the interface thread")
            chosen.wait(5)
        return real_load(path, *args, **kwargs)

    monkeypatch.setattr(files, "load", slow_load)
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: (str(EXAMPLES / "piedras-4-players.json"), "")))
    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(lambda *a, **k: ("Thorgrim", True)))
    seen = []

    def look():
        dialog = main_window.findChild(QProgressDialog, "ReadingFile")
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(50, look)
            return
        seen.append(dialog.labelText())
        chosen.set()

    QTimer.singleShot(50, look)
    started = time.monotonic()
    QTest.mouseClick(editor.findChild(QPushButton, "army-campaign-choose"), Qt.LeftButton)
    assert seen == ["Reading the campaign map piedras-4-players.json…"] and time.monotonic() - started < 5
    assert editor.document.campaign.player == "thorgrim"
    assert label.text() == "piedras-4-players.json, player Thorgrim"


def test_a_campaign_map_that_cannot_be_read_is_said_on_the_line(main_window, qtbot, tmp_path):
    from dataclasses import replace

    from PySide6.QtWidgets import QLabel

    data = json.loads((EXAMPLES / "piedras-army-greta.json").read_text(encoding="utf-8"))
    data["campaign"]["file"] = "gone.json"
    data["catalogue"] = str(EXAMPLES / data["catalogue"])
    (tmp_path / "greta.json").write_text(json.dumps(data), encoding="utf-8")
    editor = main_window.open_path(tmp_path / "greta.json")
    label = editor.findChild(QLabel, "army-campaign")
    qtbot.waitUntil(lambda: "reading" not in label.text())
    assert label.text() == "gone.json, which does not exist"
    (tmp_path / "gone.json").write_text(json.dumps(data), encoding="utf-8")  # an army list, not a map
    editor.document.set_field("campaign", replace(editor.document.campaign, file="gone.json", player="ilsa"))
    del editor._campaign_players[str(tmp_path / "gone.json")]
    editor.refresh()
    qtbot.waitUntil(lambda: "reading" not in label.text())
    assert label.text().startswith("gone.json, which cannot be read: ") and "campaign" in label.text()
    assert "greta" not in label.text() and "greta" not in editor.points.text()


def test_a_class_the_editor_knows_reads_in_the_chosen_language(main_window, qtbot):
    """The catalogue's class words the list also uses as roles ("character", "champion") read in
    Spanish in a Spanish window; a ruleset's own class codes ("H", "G") stay as written."""
    from PySide6.QtWidgets import QApplication

    from editor.i18n import install
    from model import i18n

    qtbot_app = QApplication.instance()
    install(qtbot_app, "es")
    i18n.set_language("es")
    try:
        editor = main_window.open_path(EXAMPLES / "es" / "piedras-army-greta.json")
        classes = {editor.items[i].text(2) for i in editor.items}
        assert {"personaje", "campeón"} <= classes and not {"character", "champion"} & classes, classes
        editor.qdoc.undo_stack.setClean()
    finally:
        install(qtbot_app, "en")
        i18n.set_language("en")
