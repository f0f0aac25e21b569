"""The catalogue tab, the grouped army picker, ADLG commands in the army tab and the import window,
driven through their widgets."""
from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDoubleSpinBox, QFileDialog, QInputDialog, QLineEdit,
                               QPushButton, QSpinBox, QTreeWidget)

from model import files
from model.army import Catalogue, Profile

BS = Path(__file__).parent / "data" / "battlescribe"


def click(widget):
    QTest.mouseClick(widget, Qt.LeftButton)


def type_into(line: QLineEdit, text: str):
    line.setFocus()
    line.selectAll()
    if text.isascii():
        QTest.keyClicks(line, text)
    else:  # QTest types ASCII only: the rest goes in as typed text would
        QTest.keyClick(line, Qt.Key_Delete)
        line.insert(text)
    QTest.keyClick(line, Qt.Key_Return)


def choose(combo: QComboBox, data):
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def groups(tree: QTreeWidget) -> dict[str, list[str]]:
    return {tree.topLevelItem(i).text(0): [tree.topLevelItem(i).child(j).text(0)
                                           for j in range(tree.topLevelItem(i).childCount())]
            for i in range(tree.topLevelItemCount())}


def test_build_a_catalogue_in_its_tab_with_one_undo_step_per_edit(main_window, qtbot, monkeypatch, tmp_path):
    from editor.catalogue import CatalogueEditor

    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(
        lambda *a, **k: ("Warhammer Fantasy 6th edition (battles)", True)))
    main_window.act_new_catalogue.trigger()
    editor = main_window.current_editor()
    assert isinstance(editor, CatalogueEditor) and editor.document.ruleset == "warhammer-6th"
    stack = editor.qdoc.undo_stack
    f = editor.findChild

    click(f(QPushButton, "catalogue-add"))
    type_into(f(QLineEdit, "profile-name"), "Capitán")
    cost = f(QDoubleSpinBox, "profile-cost")
    cost.setFocus()
    cost.lineEdit().selectAll()
    QTest.keyClicks(cost, "50")
    QTest.keyClick(cost, Qt.Key_Return)
    category = f(QComboBox, "profile-category")
    type_into(category.lineEdit(), "Heroes")
    choose(f(QComboBox, "profile-class"), "character")
    roles = editor.p_roles
    assert [roles.item(i).data(Qt.UserRole) for i in range(roles.count())] == ["champion", "character"]
    roles.item(1).setCheckState(Qt.Checked)
    type_into(f(QLineEdit, "profile-options"), "Caballo de guerra = 12 [mount]; Escudo = 2")
    captain = editor.selected_id()
    p = editor.document.profiles[captain]
    assert (p.name, p.cost, p.category, p.troop_class, p.roles) == ("Capitán", 50, "Heroes", "character",
                                                                      {"character"})
    assert [(o.name, o.cost, o.mount) for o in p.options] == [("Caballo de guerra", 12, True), ("Escudo", 2, False)]
    steps = stack.count()
    assert steps == 7  # add, name, cost (typing merged), category, class, roles, options

    click(f(QPushButton, "catalogue-add"))
    type_into(f(QLineEdit, "profile-name"), "Lanceros")
    type_into(category.lineEdit(), "Core")
    unit_min, unit_max = f(QSpinBox, "profile-unit-min"), f(QSpinBox, "profile-unit-max")
    unit_max.setValue(40)
    unit_min.setValue(10)
    unit_min.setValue(50)  # larger than the largest: refused, said in the form
    assert editor.document.profiles[editor.selected_id()].unit_min == 10
    assert "larger than the largest" in editor.problem.text()
    type_into(f(QLineEdit, "profile-weapons"), "Lanza; Arco [missile")  # does not read: nothing changes
    assert "Weapons:" in editor.problem.text() and editor.document.profiles[editor.selected_id()].weapons == ()
    type_into(f(QLineEdit, "profile-weapons"), "Lanza; Arco [missile:bow]")
    assert [w.kind for w in editor.document.profiles[editor.selected_id()].weapons] == ["melee", "missile"]
    box = f(QCheckBox, "profile-unique")
    QTest.mouseClick(box, Qt.LeftButton, Qt.NoModifier, QPoint(8, box.height() // 2))
    assert editor.document.profiles[editor.selected_id()].unique
    assert groups(editor.tree) == {"Heroes": ["Capitán"], "Core": ["Lanceros"]}

    # search by name, accent-blind
    type_into(f(QLineEdit, "catalogue-search"), "capitan")
    assert groups(editor.tree) == {"Heroes": ["Capitán"]}
    f(QLineEdit, "catalogue-search").clear()

    # the saved catalogue passes the schema and loads back equal
    files.save(editor.document, tmp_path / "empire.json")
    assert files.load(tmp_path / "empire.json") == editor.document

    # CSV out of the tab and into a new catalogue
    csv_path = tmp_path / "empire.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(csv_path), "")))
    click(f(QPushButton, "catalogue-export-csv"))
    assert csv_path.read_text(encoding="utf-8").startswith("id,name,cost")
    before = list(editor.document.profiles.values())
    main_window.act_new_catalogue.trigger()
    other = main_window.current_editor()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(csv_path), "")))
    click(other.findChild(QPushButton, "catalogue-import-csv"))
    assert list(other.document.profiles.values()) == before and other.qdoc.undo_stack.count() == 1
    other.qdoc.undo_stack.undo()
    assert other.document.profiles == {}

    # every edit undoes exactly, back to an empty catalogue
    main_window.tabs.setCurrentWidget(editor)
    while stack.canUndo():
        stack.undo()
    assert editor.document.profiles == {}
    while stack.canRedo():
        stack.redo()
    assert list(editor.document.profiles.values()) == before
    editor.grab().save("/tmp/wartable-catalogue-tab.png")


def _save_catalogue(tmp_path, profiles, ruleset):
    path = tmp_path / "cat.json"
    files.save(Catalogue("c", "Test catalogue (example data)", ruleset, profiles, example=True), path)
    return path


def test_army_picker_groups_by_category_and_finds_by_name(main_window, tmp_path):
    from editor.army import ArmyListEditor

    path = _save_catalogue(tmp_path, [
        Profile("cap", "Capitán", 50, "character", category="Heroes"), Profile("sp", "Lanceros", 6, category="Core"),
        Profile("kn", "Caballeros", 28, category="Special"), Profile("hb", "Alabarderos", 7, category="Core")],
        "warhammer-6th")
    editor = main_window.new_army_list(path)
    assert isinstance(editor, ArmyListEditor)
    box = editor.findChild(QComboBox, "army-add-profile")
    texts = [box.itemText(i).strip() for i in range(box.count())]
    assert texts == ["Core", "Alabarderos (7 pts)", "Lanceros (6 pts)", "Heroes", "Capitán (50 pts)",
                     "Special", "Caballeros (28 pts)"]
    heading = box.model().item(0)
    assert not heading.isEnabled() and box.currentData() == "hb"
    type_into(editor.findChild(QLineEdit, "army-find-profile"), "CAPITAN")
    assert [box.itemData(i) for i in range(box.count())] == [None, "cap"] and box.currentData() == "cap"
    click(editor.findChild(QPushButton, "army-add"))
    assert [e.profile for e in editor.document.entries.values()] == ["cap"]


def test_adlg_commands_with_rated_generals_in_the_army_tab(main_window, qtbot, tmp_path):
    path = _save_catalogue(tmp_path, [Profile("kn", "Knights (example)", 15, "KN", category="Mounted"),
                                      Profile("sp", "Spearmen (example)", 9, "HI", category="Infantry")], "adlg")
    editor = main_window.new_army_list(path)
    f = editor.findChild
    assert editor.document.points_limit == 200
    choose(f(QComboBox, "army-add-profile"), "kn")
    click(f(QPushButton, "army-add"))
    knights = editor.selected_ids()[0]
    click(f(QPushButton, "command-add"))
    command = editor.commands_box.selected_id()
    rating = f(QComboBox, "command-rating")
    assert rating.itemText(3) == "Strategist (Estratega): value +3, range 8 UD, 10 points"
    choose(rating, "strategist")
    assert editor.document.commands[command].rating == "strategist"
    assert "25 / 200 points" in editor.points.text()  # 15 for the knights + 10 for the strategist
    editor.tree.clearSelection()
    editor.items[knights].setSelected(True)
    choose(f(QComboBox, "entry-command"), command)
    assert editor.document.entries[knights].command == command
    choose(f(QComboBox, "command-general"), knights)
    assert editor.document.commands[command].general == knights
    tree = f(QTreeWidget, "army-commands")
    assert [tree.topLevelItem(0).text(c) for c in range(5)] == ["Command 1", "Strategist", "8 UD", "10", "1"]
    editor.validator.run_now()
    qtbot.waitUntil(lambda: not editor.validator.busy(), timeout=10000)
    assert [f.rule for f in editor.validator.findings] == []
    # removing the command leaves the unit without one, in one undo step
    stack = editor.qdoc.undo_stack
    count = stack.count()
    click(f(QPushButton, "command-remove"))
    assert editor.document.commands == {} and editor.document.entries[knights].command is None
    assert stack.count() == count + 1
    stack.undo()
    assert editor.document.entries[knights].command == command and command in editor.document.commands
    editor.grab().save("/tmp/wartable-adlg-commands.png")


def test_import_window_rosters_and_pasted_text_fixed_and_checked(main_window, qtbot, tmp_path, monkeypatch):
    from model.importers import import_file

    cat_path = tmp_path / "empire.json"
    files.save(import_file(BS / "example-empire.cat").document, cat_path)
    main_window.act_import_list.trigger()
    dialog = main_window.import_dialog
    f = dialog.findChild
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(cat_path), "")))
    click(f(QPushButton, "import-choose-catalogue"))
    assert "Imperio de ejemplo" in f(type(dialog.catalogue_label), "import-catalogue").text()
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", staticmethod(
        lambda *a, **k: ([str(BS / "example-list.ros")], "")))
    click(f(QPushButton, "import-add-files"))
    dialog.source_tabs.setCurrentIndex(1)
    dialog.pasted.setFocus()
    for text in ("20 x Lanceros", "3 x Flagelantes"):
        QTest.keyClicks(dialog.pasted, text)
        QTest.keyClick(dialog.pasted, Qt.Key_Return)
    click(f(QPushButton, "import-run"))
    tree = dialog.tree
    assert [tree.topLevelItem(i).text(0) for i in range(2)] == ["Lista de Ana", "Pasted list"]
    assert tree.topLevelItem(0).text(2) == "482 points in the list, 482 in the file; 2 unmatched names; 3 notes"
    ana = tree.topLevelItem(0)
    rows = [ana.child(j).text(0) for j in range(ana.childCount())]
    assert rows[:2] == ["option Espada rúnica of CAPITAN", "Mago Brillante"]

    # the rune sword is left out; the wizard stands for a profile chosen in the list
    sword = tree.itemWidget(ana.child(0), 1)
    choose(sword, "\x00leave-out")
    ana = tree.topLevelItem(0)
    wizard = tree.itemWidget(ana.child(0), 1)
    assert wizard.findData("canon") >= 0
    choose(wizard, "canon")
    assert "unmatched" not in tree.topLevelItem(0).text(2)
    pasted = tree.topLevelItem(1)
    choose(tree.itemWidget(pasted.child(0), 1), "\x00leave-out")
    assert "unmatched" not in tree.topLevelItem(1).text(2)

    # the mapping is saved for the next lists
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(
        lambda *a, **k: (str(tmp_path / "names.json"), "")))
    click(f(QPushButton, "import-save-mapping"))
    saved = json.loads((tmp_path / "names.json").read_text(encoding="utf-8"))
    assert saved["names"] == {"Flagelantes": None, "Mago Brillante": "canon"}
    assert saved["options"] == {"Espada rúnica": None} and saved["catalogue"] == "empire.json"

    # the lists go into a folder, which Check Folder shows list by list
    out = tmp_path / "lists"
    out.mkdir()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *a, **k: str(out)))
    click(dialog.save_button)
    assert sorted(p.name for p in out.iterdir()) == ["lista-de-ana.json", "pasted-list.json"]
    check = main_window.folder_check
    names = {check.tree.topLevelItem(i).text(0) for i in range(check.tree.topLevelItemCount())}
    assert names == {"lista-de-ana.json", "pasted-list.json"}
    assert files.load(out / "lista-de-ana.json").catalogue == "../empire.json"
    dialog.grab().save("/tmp/wartable-import-dialog.png")
    check.grab().save("/tmp/wartable-import-folder-check.png")


def test_a_battlescribe_file_opened_anywhere_goes_through_the_importer(main_window, qtbot, tmp_path, monkeypatch):
    """File > Open (or a drop) of a BattleScribe catalogue opens the import window with what was carried;
    rosters are then matched against it, each list's total beside the roster's, and Save Lists writes
    the catalogue with the lists; a game system alone says what to do; File > New Army List choosing
    a catalogue of BattleScribe imports it too."""
    lib = BS / "library"
    main_window.open_path(lib / "army.cat")
    dialog = main_window.import_dialog
    tree = dialog.tree
    assert (tree.topLevelItem(0).text(0), tree.topLevelItem(0).text(1)) == ("Invented Army", "2 profiles")
    assert tree.topLevelItem(0).text(2) == "4 notes"
    assert "Invented Army (imported from army.cat; saved with the lists)" == dialog.catalogue_label.text()
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", staticmethod(lambda *a, **k: ([str(lib / "army.ros")], "")))
    click(dialog.findChild(QPushButton, "import-add-files"))
    click(dialog.findChild(QPushButton, "import-run"))
    rows = [(tree.topLevelItem(i).text(0), tree.topLevelItem(i).text(1), tree.topLevelItem(i).text(2))
            for i in range(tree.topLevelItemCount())]
    assert rows == [("Invented Army", "2 profiles", "4 notes"),
                    ("Invented list", "2 entries (21 models)", "318 points in the list, 318 in the file; 1 note")]
    note = tree.topLevelItem(1).child(0).text(0)
    assert note.startswith("'Warriors': the roster prices it at 233 points, the catalogue (revision 12) at 215")
    dialog.resize(1366, 700)
    dialog.grab().save("/tmp/wartable-import-battlescribe.png")
    out = tmp_path / "lists"
    out.mkdir()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *a, **k: str(out)))
    click(dialog.save_button)
    assert sorted(p.name for p in out.iterdir()) == ["invented-army.json", "invented-list.json"]
    army = files.load(out / "invented-list.json")
    assert army.catalogue == "invented-army.json" and army.total_cost(files.load(out / "invented-army.json")) == 318
    dialog.close()

    main_window.open_path(lib / "game.gst")
    tree = main_window.import_dialog.tree
    assert "is a BattleScribe game system: import one of its catalogues" in tree.topLevelItem(0).text(0)
    main_window.import_dialog.close()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(lib / "army.cat"), "")))
    assert main_window.new_army_list() is None
    assert main_window.import_dialog.tree.topLevelItem(0).text(0) == "Invented Army"
