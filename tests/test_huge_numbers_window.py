"""Numbers a file may hold, however large, open in the window: the spin boxes show them (their
range grows to take them) and never overflow; showing a number is not an edit."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDoubleSpinBox, QSpinBox, QTreeWidget

from model import files

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"


def _copy_examples(tmp_path: Path) -> None:
    for p in EXAMPLES.glob("*.json"):
        shutil.copy(p, tmp_path / p.name)


def _edit(path: Path, change) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize("gold, limit", [(1e16, 1e16), (250_000.0, 3_000_000), (1e308, 10 ** 15)])
def test_an_army_list_with_huge_gold_and_limit_opens_and_shows_them(main_window, qtbot, tmp_path, gold, limit):
    _copy_examples(tmp_path)
    target = tmp_path / "piedras-army-greta.json"
    _edit(target, lambda d: d.update(gold=gold, points_limit=limit))
    editor = main_window.open_path(target)
    assert editor is not None, main_window.statusBar().currentMessage()
    editor.validator.wait()
    gold_box = editor.findChild(QSpinBox, "army-gold")
    limit_box = editor.findChild(QSpinBox, "army-limit")
    assert gold_box.value() == min(gold, 2 ** 31 - 1) and limit_box.value() == min(limit, 2 ** 31 - 1)
    assert not editor.qdoc.is_modified()  # shown, not edited
    assert editor.document.gold == gold  # and kept exactly as the file has it
    qtbot.keyClick(gold_box, Qt.Key_Down)  # a person steps it down: one edit of what the box shows
    assert editor.document.gold == gold_box.value()
    editor.qdoc.undo_stack.undo()
    assert editor.document.gold == gold
    main_window.save_editor(editor, path=tmp_path / "saved.json")
    assert files.load(tmp_path / "saved.json").gold == gold


def test_a_catalogue_with_huge_unit_sizes_and_costs_opens_and_shows_them(main_window, qtbot, tmp_path):
    _copy_examples(tmp_path)
    target = tmp_path / "kensei-example-catalogue.json"

    def huge(d):
        p = d["profiles"][0]
        p.update(cost=1e300, unit_size={"min": 10 ** 12, "max": 10 ** 15}, max_per_army=10 ** 15)

    _edit(target, huge)
    editor = main_window.open_path(target)
    assert editor is not None, main_window.statusBar().currentMessage()
    tree = next(t for t in editor.findChildren(QTreeWidget) if t.topLevelItemCount())
    first = tree.topLevelItem(0)
    tree.setCurrentItem(first.child(0) if first.childCount() else first)
    qtbot.waitUntil(lambda: editor.findChild(QDoubleSpinBox) is not None)
    values = sorted(b.value() for b in editor.findChildren(QSpinBox) if b.isEnabled())
    assert 2 ** 31 - 1 in values  # the unit sizes and limit, as large as a box can show
    assert not editor.qdoc.is_modified()


def test_a_table_scenario_with_a_huge_turn_count_opens(main_window, qtbot, tmp_path):
    target = tmp_path / "table.json"
    shutil.copy(EXAMPLES / "kensei-120x120.json", target)
    _edit(target, lambda d: d["scenario"].update(turns=10 ** 15))
    editor = main_window.open_path(target)
    assert editor is not None, main_window.statusBar().currentMessage()
    editor.scene.clearSelection()  # the table's own form, with its scenario, is built on the next turn of events
    qtbot.waitUntil(lambda: main_window.findChild(QSpinBox, "prop-turns") is not None)
    assert main_window.findChild(QSpinBox, "prop-turns").value() == 2 ** 31 - 1
    assert not editor.qdoc.is_modified()
