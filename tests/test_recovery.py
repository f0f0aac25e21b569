"""Recovery tells the truth: only work that was really lost is offered back."""
from __future__ import annotations

import os
import time
from pathlib import Path

from model import files
from model.geometry import rectangle
from model.table import TerrainPiece


def _edit(editor):
    piece = TerrainPiece(editor.document.new_id("piece-"), "house", rectangle(100, 100, 100, 100))
    editor.add_objects([("pieces", piece)], "Add piece")


def test_save_as_of_an_autosaved_new_document_removes_its_recovery_file(main_window, tmp_path):
    editor = main_window.new_table("kensei")
    _edit(editor)
    main_window.autosave()
    assert len(main_window.pending_recoveries()) == 1
    assert main_window.save_current(path=tmp_path / "saved.json")
    assert main_window.pending_recoveries() == []


def test_an_edit_undone_back_to_the_saved_state_is_not_offered(main_window, tmp_path):
    path = tmp_path / "t.json"
    files.save(files.load(Path(__file__).resolve().parent.parent / "examples" / "kensei-120x120.json"), path)
    editor = main_window.open_path(path)
    _edit(editor)
    main_window.autosave()
    assert len(main_window.pending_recoveries()) == 1
    main_window.act_undo.trigger()
    assert not editor.qdoc.is_modified()
    assert main_window.pending_recoveries() == []


def test_the_autosave_interval_is_a_preference_and_an_environment_variable(qtbot, settings, monkeypatch):
    from editor.mainwindow import MainWindow

    monkeypatch.delenv("WARTABLE_AUTOSAVE_SECONDS", raising=False)
    settings.setValue("autosave/seconds", 15)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert window._autosave.interval() == 15_000
    monkeypatch.setenv("WARTABLE_AUTOSAVE_SECONDS", "2")
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert window._autosave.interval() == 2_000


def test_the_next_save_removes_what_a_killed_save_left(tmp_path):
    doc = files.load(Path(__file__).resolve().parent.parent / "examples" / "kensei-120x120.json")
    target = tmp_path / "t.json"
    dead = tmp_path / ".t.json.abc123.tmp"
    dead.write_bytes(b"x" * 1000)
    old = time.time() - files.DEAD_TEMPORARY_SECONDS - 5
    os.utime(dead, (old, old))
    fresh = tmp_path / ".t.json.zzz999.tmp"  # perhaps another save going on right now: kept
    fresh.write_bytes(b"y")
    files.save(doc, target)
    assert not dead.exists() and fresh.exists()
    assert files.load(target) == doc
