"""The fairness reports speak in whole sentences, in English and in Spanish: what giving the
capitals changed, and the table's fairness score with its largest difference named."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from model import campaign_ops as ops
from model.hexgrid import Hex

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


@pytest.fixture
def spanish():
    from editor.i18n import install

    install(QApplication.instance(), "es")
    yield
    install(QApplication.instance(), "en")


def _campaign(main_window):
    editor = main_window.open_path(EXAMPLES / "piedras-4-players.json")
    players = list(editor.document.players)
    return editor, players


def _moves(players):
    a, b = players[:2]
    return [ops.CapitalMove(a, Hex(0, 0), Hex(1, 0), carried=("city",), left=("castle",), taken_from=b),
            ops.CapitalMove(b, Hex(2, 0), Hex(3, 0), stayed=("city",)),
            ops.CapitalMove(players[2], None, Hex(4, 0))]


def _check_sentences(text: str, moves: int = 3) -> None:
    assert "{" not in text and "%1" not in text and "; the" not in text
    for line in text.splitlines()[:moves]:  # the moves, each in whole sentences starting with a capital
        assert line.endswith(".") and line[0].isupper()
        assert all(s[0].isupper() for s in re.split(r"(?<=\.) ", line))


def test_what_giving_the_capitals_changed_reads_as_sentences(main_window):
    editor, players = _campaign(main_window)
    names = [editor.document.players[p].name for p in players]
    before = {p: 3 for p in players}
    text = editor.fairness_dock.moves_text(_moves(players), before, dict(before))
    _check_sentences(text)
    lines = text.splitlines()
    assert lines[0].startswith(f"{names[0]}'s capital moves from ") and "does not allow stays at" in lines[0]
    assert f"belonged to {names[1]} before." in lines[0]
    assert "The hex " in lines[1] and "already has its own" in lines[1]
    assert lines[2].startswith(f"{names[2]} gets a new capital at ")
    assert lines[-1].startswith("Empire sizes: ")
    editor.qdoc.undo_stack.setClean()


def test_what_giving_the_capitals_changed_in_spanish(main_window, spanish):
    editor, players = _campaign(main_window)
    names = [editor.document.players[p].name for p in players]
    before = {p: 3 for p in players}
    after = dict(before, **{players[0]: 5})
    text = editor.fairness_dock.moves_text(_moves(players), before, after)
    _check_sentences(text)
    lines = text.splitlines()
    assert lines[0].startswith(f"La capital de {names[0]} pasa de ") and f"La casilla " in lines[0] and f"era antes de {names[1]}." in lines[0]
    assert lines[2].startswith(f"{names[2]} recibe una capital nueva en ")
    assert lines[-2].startswith("Tamaño de los imperios: ")
    assert lines[-1].startswith("Atención: los imperios quedan menos igualados")
    assert not re.search(r"\b(capital moves|stays at|Empire sizes|Warning)\b", text)
    editor.qdoc.undo_stack.setClean()


def test_the_fairness_cells_count_in_words(main_window, spanish):
    editor, _ = _campaign(main_window)
    dock = editor.fairness_dock
    dock.refresh()
    cells = [dock.table.item(r, 2).toolTip() for r in range(dock.table.rowCount())]  # the figures in words
    figures = [dock.table.item(r, 2).text() for r in range(dock.table.rowCount())]
    assert all(re.fullmatch(r"\d+ · \d+ · \d+ · \d+", c) for c in figures)
    assert cells and all(re.fullmatch(r"\d+ casillas?, \d+ ciudad(es)?, \d+ castillos?, \d+ minas?", c) for c in cells)
    assert not any(re.search(r"\b1 (casillas|ciudades|castillos|minas)\b", c) for c in cells)
    editor.qdoc.undo_stack.setClean()


def test_the_table_fairness_score_names_its_largest_difference(main_window, spanish):
    from validators.sight.analysis import FairnessReport

    editor = main_window.open_path(EXAMPLES / "kensei-120x120.json")
    report = FairnessReport(("Player 1", "Player 2"), {"zone exposure": {"Player 1": 0.4, "Player 2": 0.1},
                                                       "cover in zone": {"Player 1": 0.2, "Player 2": 0.2}},
                            {"zone exposure": 0.3, "cover in zone": 0.0}, 0.3)
    editor.fairness.show_report(report)
    text = editor.fairness.summary.text()
    assert text.startswith("Puntuación de equidad 0,3") and "zone exposure" not in text
    assert "(30%)." in text and "{" not in text
    editor.qdoc.undo_stack.setClean()
