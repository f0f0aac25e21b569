"""The event pack's sections chosen with checkboxes, preset by who reads the pack, in Make Event Pack's
dialog and in File > Export's: the same sections as ``wartable pack --sections``, driven with the
mouse and read back from the PDF."""
from __future__ import annotations

import shutil
from pathlib import Path

import pypdf
import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from editor.cli import PACK_SECTIONS
from editor.printing.pack import AUDIENCES, SECTIONS

ROOT = Path(__file__).resolve().parents[1]


def _text(path: Path) -> list[str]:
    return [" ".join(p.extract_text().split()) for p in pypdf.PdfReader(str(path)).pages]


@pytest.fixture
def editor(main_window, tmp_path):
    shutil.copytree(ROOT / "examples" / "kensei-event", tmp_path / "examples" / "kensei-event")
    shutil.copy(ROOT / "examples" / "kensei-example-catalogue.json", tmp_path / "examples")
    return main_window.open_path(tmp_path / "examples" / "kensei-event" / "event.json")


def _ticked(box) -> tuple[str, ...]:
    return tuple(k for k in SECTIONS if box.boxes[k].isChecked())


def _click(box, key: str) -> None:
    check = box.boxes[key]  # on its square, at the left
    QTest.mouseClick(check, Qt.LeftButton, Qt.NoModifier, QPoint(7, check.height() // 2))


def test_the_dialogs_offer_the_command_lines_sections():
    assert SECTIONS == PACK_SECTIONS


def test_make_event_pack_presets_the_readers_sections_and_prints_the_ones_ticked(editor, qtbot, tmp_path,
                                                                                   monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    out = tmp_path / "pack.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(out), "")))
    QTest.mouseClick(editor.pack_button, Qt.LeftButton)
    dialog = editor.pack_dialog
    qtbot.waitUntil(dialog.isVisible)
    box = dialog.sections_box
    assert dialog.reader() == "players" and _ticked(box) == AUDIENCES["players"]
    dialog.reader_box.setCurrentIndex(dialog.reader_box.findData("organiser"))
    assert _ticked(box) == AUDIENCES["organiser"]
    dialog.reader_box.setCurrentIndex(dialog.reader_box.findData("players"))
    assert _ticked(box) == ("cover", "rules", "rounds", "sheets")
    _click(box, "cover")  # no cover, but the rosters to sign
    _click(box, "rosters")
    assert _ticked(box) == ("rules", "rounds", "sheets", "rosters")
    QTest.mouseClick(dialog.make_button, Qt.LeftButton)
    qtbot.waitUntil(out.exists, timeout=60000)
    text = _text(out)
    assert text[0].startswith("Contents")  # no cover
    contents = text[0]
    assert "Event rules" in contents and "Rounds and tables" in contents and "Roster: Aiko Tanaka" in contents
    assert "Check summary" not in contents and "Terrain pick list" not in contents
    assert any("Tables 1, 4 · Round 1" in t for t in text)  # still the players' one sheet per layout


def test_nothing_ticked_makes_no_pack(editor, qtbot):
    QTest.mouseClick(editor.pack_button, Qt.LeftButton)
    dialog = editor.pack_dialog
    qtbot.waitUntil(dialog.isVisible)
    for key in dialog.sections():
        _click(dialog.sections_box, key)
    assert dialog.sections() == () and not dialog.make_button.isEnabled()
    _click(dialog.sections_box, "rounds")
    assert dialog.make_button.isEnabled()
    dialog.reject()


def test_the_export_dialogs_sheet_box_presets_the_sections_and_the_pages_follow_the_ticks(editor, qtbot, tmp_path):
    from editor.printing.dialog import ExportDialog
    from validators.event_check import check_event

    report = check_event(editor.event_path(), jobs=1)
    dialog = ExportDialog(editor.document.snapshot(), editor.qdoc.path, None, editor.ruleset, report=report)
    qtbot.addWidget(dialog)
    box = dialog.sections_box
    assert dialog.sheet_box.currentData() == "organiser" and _ticked(box) == SECTIONS
    everything = int(dialog.pages_label.text())
    dialog.sheet_box.setCurrentIndex(dialog.sheet_box.findData("players"))
    assert _ticked(box) == AUDIENCES["players"]
    players = int(dialog.pages_label.text())
    assert players < everything
    _click(box, "sheets")
    without_sheets = int(dialog.pages_label.text())
    assert without_sheets < players
    for key in _ticked(box):
        _click(box, key)
    assert not dialog.export_button.isEnabled() and not dialog.preview_button.isEnabled()
    assert dialog.pages_label.text() == "Tick at least one section of the pack"
    _click(box, "rounds")
    assert dialog.export_button.isEnabled()
    written = dialog.export_to(tmp_path / "pairings.pdf")
    text = _text(written[0])
    assert len(text) == int(dialog.pages_label.text()) and text[0].startswith("Contents")
    assert any(t.startswith("Rounds and tables") for t in text) and not any(t.startswith("Event rules") for t in text)
