"""Giving suggested capitals to the players keeps the empires as even as they were: a capital
moves with its city and castle, a player keeps a capital already suggested, a race gets a hex
where it may have its capital, and the panel says what changed. Suggestion numbers stay
readable on every terrain."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMessageBox

from model import campaign_ops as ops
from model import files
from model.ruleset import load_ruleset

PIEDRAS = Path(__file__).resolve().parent.parent / "examples" / "piedras-4-players.json"


@pytest.fixture
def piedras():
    doc = files.load(PIEDRAS)
    return doc, load_ruleset(doc.ruleset)


def _sizes(doc, ruleset) -> dict:
    return {r.player: r.size for r in ops.empire_table(doc, ruleset)}


def test_a_moved_capital_takes_its_city_and_castle_and_leaves_its_old_hex_unclaimed(piedras):
    doc, ruleset = piedras
    before = _sizes(doc, ruleset)
    greta = next(p for p, pl in doc.players.items() if pl.name == "Greta")
    old = doc.capitals(greta)[0]
    assert {"city", "castle"} <= doc.cells[old].features
    target = next(h for h, c in doc.cells.items() if c.terrain == "plains" and not c.features and c.owner is None
                  and all(ops.distance(h, o) >= 2 for o in doc.capitals()))
    changes, moves = ops.move_capitals(ruleset, doc, {greta: target})
    doc.set_cells(changes)
    assert doc.capitals(greta) == [target]
    assert {"city", "castle"} <= doc.cells[target].features and doc.cells[target].owner == greta
    assert doc.cells[old].owner is None and not doc.cells[old].capital and not doc.cells[old].features
    assert _sizes(doc, ruleset) == before
    assert moves[0].old == old and moves[0].new == target and set(moves[0].carried) >= {"city", "castle"}


def test_capitals_can_swap_between_players(piedras):
    doc, ruleset = piedras
    before = _sizes(doc, ruleset)
    a, b = [p for p, pl in doc.players.items() if pl.name in ("Greta", "Ilsa")]  # humans and elves: plains
    ca, cb = doc.capitals(a)[0], doc.capitals(b)[0]
    changes, moves = ops.move_capitals(ruleset, doc, {a: cb, b: ca})
    doc.set_cells(changes)
    assert doc.capitals(a) == [cb] and doc.capitals(b) == [ca]
    assert _sizes(doc, ruleset) == before
    assert not any(m.taken_from for m in moves)  # each took the other's old capital, not a hex they kept


def test_assignment_keeps_capitals_already_suggested_and_respects_each_race(piedras):
    doc, ruleset = piedras
    current = {p: doc.capitals(p)[0] for p in doc.players}
    dwarf = next(p for p, pl in doc.players.items() if pl.name == "Thorgrim")
    # the dwarf's mountain hold is suggested for somebody, listed first: it stays the dwarf's
    hexes = [current[dwarf]] + [current[p] for p in doc.players if p != dwarf]
    assert ops.assign_capitals(ruleset, doc, hexes) == current
    changes, moves = ops.move_capitals(ruleset, doc, ops.assign_capitals(ruleset, doc, list(reversed(hexes))))
    assert not any(m.refusal for m in moves)


def test_give_them_to_the_players_says_what_changed_and_keeps_the_empires_even(main_window, qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.Discard))
    editor = main_window.open_path(PIEDRAS)
    dock = editor.fairness_dock
    dock.show()
    dock.raise_()
    before = _sizes(editor.document, editor.ruleset)
    qtbot.mouseClick(dock.suggest_button, Qt.LeftButton)
    suggested = list(dock.suggested)
    assert suggested and dock.apply_button.isEnabled()
    qtbot.mouseClick(dock.apply_button, Qt.LeftButton)
    assert sorted(editor.document.capitals()) == sorted(suggested)
    assert _sizes(editor.document, editor.ruleset) == before
    text = dock.summary.text()
    assert "Empire sizes" in text and "Warning" not in text
    names = [p.name for p in editor.document.players.values()]
    assert all(n in text for n in names)
    assert "capital" in text
    editor.qdoc.undo_stack.undo()  # one step
    assert _sizes(editor.document, editor.ruleset) == before
    editor.qdoc.undo_stack.setClean()


def test_suggestion_numbers_sit_on_a_light_badge_whatever_the_terrain(main_window, qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.Discard))
    editor = main_window.open_path(PIEDRAS)
    editor.fit()
    doc = editor.document
    by_terrain = {}
    for h, c in doc.cells.items():
        by_terrain.setdefault(c.terrain, h)
    hexes = list(by_terrain.values())
    editor.overlay.set(suggested=hexes)
    qtbot.wait(30)
    image = editor.view.viewport().grab().toImage()
    s = doc.grid.size
    for terrain, h in by_terrain.items():
        x, y = doc.grid.center(h)
        # inside the badge, beside the digit
        p = editor.view.mapFromScene(QPointF(x + 0.3 * s, y))
        assert QColor(image.pixel(p.x(), p.y())).lightnessF() > 0.9, terrain
    editor.overlay.set(suggested=[])
