"""File > Check Folder: the documents of a folder with what is wrong in each, worst first."""
from __future__ import annotations

import shutil

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog

from conftest import EXAMPLES


def make_folder(tmp_path):
    for name in ("kensei-army-legal.json", "kensei-army-illegal.json", "kensei-example-catalogue.json",
                 "kensei-120x120.json"):
        shutil.copy(EXAMPLES / name, tmp_path / name)
    (tmp_path / "late-entry.json").write_text("{not json", encoding="utf-8")
    return tmp_path


def test_check_folder_lists_each_file_worst_first_and_opens_one(main_window, qtbot, monkeypatch, tmp_path):
    folder = make_folder(tmp_path)
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *a, **k: str(folder)))
    main_window.act_check_folder.trigger()
    dialog = main_window.folder_check
    qtbot.waitUntil(dialog.isVisible)
    rows = [tuple(dialog.tree.topLevelItem(i).text(c) for c in range(4)) for i in range(dialog.tree.topLevelItemCount())]
    assert [r[0] for r in rows] == ["late-entry.json", "kensei-army-illegal.json", "kensei-120x120.json",
                                    "kensei-army-legal.json", "kensei-example-catalogue.json"]
    assert "invalid JSON" in rows[0][3] and rows[0][1] == "-"
    assert rows[1][1] == "8" and "451 points" in rows[1][3]  # the worst finding of the illegal list first
    assert rows[3][1:] == ("0", "0", "")
    assert dialog.summary.text().startswith("5 files: 1 with errors")
    assert "1 unreadable" in dialog.summary.text()

    illegal = dialog.tree.topLevelItem(1)
    rect = dialog.tree.visualItemRect(illegal)
    QTest.mouseClick(dialog.tree.viewport(), Qt.LeftButton, Qt.NoModifier, rect.center())  # what a hand does:
    QTest.mouseDClick(dialog.tree.viewport(), Qt.LeftButton, Qt.NoModifier, rect.center())  # press, then double
    editor = main_window.current_editor()
    assert editor is not None and editor.qdoc.path.name == "kensei-army-illegal.json"

    (folder / "late-entry.json").unlink()  # the list arrives fixed: check again
    shutil.copy(EXAMPLES / "kensei-army-legal.json", folder / "late-entry.json")
    dialog.recheck_button.click()
    assert dialog.summary.text().startswith("5 files: 1 with errors") and "0 unreadable" in dialog.summary.text()


def test_the_report_is_a_spreadsheet_with_a_row_per_finding(main_window, monkeypatch, tmp_path):
    import csv

    lists = tmp_path / "lists"
    lists.mkdir()
    dialog = main_window.check_folder(make_folder(lists))
    target = tmp_path / "report.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    QTest.mouseClick(dialog.save_button, Qt.LeftButton)
    rows = list(csv.DictReader(target.open(encoding="utf-8")))
    by_file = {}
    for row in rows:
        by_file.setdefault(row["file"], []).append(row)
    assert [r["severity"] for r in by_file["kensei-army-legal.json"]] == ["ok"]
    assert by_file["late-entry.json"][0]["severity"] == "unreadable"
    assert "invalid JSON" in by_file["late-entry.json"][0]["message"]
    illegal = by_file["kensei-army-illegal.json"]
    assert len(illegal) == 8 and {r["rule"] for r in illegal} >= {"army.points-limit", "army.banner"}
    assert all(r["reference"] for r in illegal)


def test_the_report_saved_over_a_named_pipe_is_refused_at_once(main_window, monkeypatch, tmp_path):
    import os
    import stat

    from PySide6.QtWidgets import QMessageBox

    lists = tmp_path / "lists"
    lists.mkdir()
    dialog = main_window.check_folder(make_folder(lists))
    fifo = tmp_path / "report.csv"
    os.mkfifo(fifo)  # written into, it would wait for a reader for ever
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda _parent, _title, text, *a: warned.append(text)))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(fifo), "")))
    QTest.mouseClick(dialog.save_button, Qt.LeftButton)
    assert warned and "named pipe" in warned[0] and stat.S_ISFIFO(os.lstat(fifo).st_mode)
