"""Recovery tells the truth: only work that was really lost is offered back."""
from __future__ import annotations

import fcntl
import os
import shutil
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
    assert len(main_window.recovery.saved()) == 1
    assert main_window.save_current(path=tmp_path / "saved.json")
    assert main_window.recovery.saved() == []


def test_an_edit_undone_back_to_the_saved_state_is_not_offered(main_window, tmp_path):
    path = tmp_path / "t.json"
    files.save(files.load(Path(__file__).resolve().parent.parent / "examples" / "kensei-120x120.json"), path)
    editor = main_window.open_path(path)
    _edit(editor)
    main_window.autosave()
    assert len(main_window.recovery.saved()) == 1
    main_window.act_undo.trigger()
    assert not editor.qdoc.is_modified()
    assert main_window.recovery.saved() == []


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


def _leftovers(folder: Path) -> dict[str, Path]:
    """What might lie beside ``t.json``: a killed save's file, a live save's, and things not ours."""
    out = {"dead": folder / ".t.json.abc12345.tmp", "live": folder / ".t.json.zzz99999.tmp",
           "short": folder / ".t.json.abc.tmp", "other": folder / "t.json.tmp",
           "longer": folder / ".t.json.abcdefgh.tmp.keep", "other-file": folder / ".u.json.abcdefgh.tmp"}
    for p in out.values():
        p.write_bytes(b"x" * 100)
    (folder / "elsewhere").mkdir()
    (folder / "elsewhere" / "precious.txt").write_text("keep me")
    out["link"] = folder / ".t.json.linklink.tmp"
    out["link"].symlink_to(folder / "elsewhere" / "precious.txt")
    out["folder"] = folder / ".t.json.foldered.tmp"
    out["folder"].mkdir()
    return out


def test_the_next_save_removes_what_a_killed_save_left_and_nothing_else(tmp_path):
    doc = files.load(Path(__file__).resolve().parent.parent / "examples" / "kensei-120x120.json")
    target = tmp_path / "t.json"
    left = _leftovers(tmp_path)
    with open(left["live"], "rb") as live:  # another window saving right now holds its file
        fcntl.flock(live.fileno(), fcntl.LOCK_EX)
        files.save(doc, target)
    assert not left["dead"].exists()
    assert all(p.exists() or p.is_symlink() for k, p in left.items() if k != "dead")
    assert (tmp_path / "elsewhere" / "precious.txt").read_text() == "keep me"
    assert files.load(target) == doc
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".t.json.")) == sorted(
        p.name for k, p in left.items() if k not in ("dead", "other", "other-file"))


def test_a_save_holds_its_temporary_file_until_it_has_its_name(tmp_path, monkeypatch):
    """A cleaner (another window starting) never removes the file of a save still going on."""
    from model import atomic

    doc = files.load(Path(__file__).resolve().parent.parent / "examples" / "kensei-120x120.json")
    seen = {}
    real_replace = os.replace

    def replace(src, dst):
        seen["removed"] = atomic.remove_dead_temporaries(dst)
        seen["still there"] = Path(src).exists()
        return real_replace(src, dst)

    monkeypatch.setattr(atomic.os, "replace", replace)
    files.save(doc, tmp_path / "t.json")
    assert seen == {"removed": [], "still there": True}
    assert files.load(tmp_path / "t.json") == doc


def test_the_next_start_removes_what_killed_saves_left_beside_recent_files(main_window, tmp_path):
    target = tmp_path / "t.json"
    files.save(files.load(Path(__file__).resolve().parent.parent / "examples" / "kensei-120x120.json"), target)
    main_window.open_path(target)
    left = _leftovers(tmp_path)
    with open(left["live"], "rb") as live:
        fcntl.flock(live.fileno(), fcntl.LOCK_EX)
        main_window.clean_after_killed_saves()
    assert not left["dead"].exists()
    assert all(p.exists() or p.is_symlink() for k, p in left.items() if k != "dead")
    assert (tmp_path / "elsewhere" / "precious.txt").read_text() == "keep me"


def test_a_second_window_is_not_offered_the_first_running_windows_work(qtbot, settings, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from editor.mainwindow import MainWindow

    asked = []
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: asked.append(a) or QMessageBox.No))
    first = MainWindow(settings)
    qtbot.addWidget(first)
    editor = first.new_table("kensei")
    _edit(editor)
    first.autosave()
    second = MainWindow(settings)
    qtbot.addWidget(second)
    second.offer_recovery()
    assert asked == [] and len(first.recovery.saved()) == 1
    first.recovery.abandon()  # as when the first window's process is killed
    second.offer_recovery()
    assert len(asked) == 1 and "Kensei 120 x 120 cm" in asked[0][2]
    editor.qdoc.undo_stack.setClean()
    editor.validator.wait()


def _preferences(window):
    from PySide6.QtWidgets import QApplication

    from editor.preferences import PreferencesDialog

    window.act_preferences.trigger()
    return next(w for w in QApplication.topLevelWidgets() if isinstance(w, PreferencesDialog) and w.isVisible())


def test_the_autosave_interval_is_chosen_in_the_preferences_dialog(main_window, qtbot, settings, monkeypatch):
    from PySide6.QtCore import Qt

    monkeypatch.delenv("WARTABLE_AUTOSAVE_SECONDS", raising=False)
    dialog = _preferences(main_window)
    assert (dialog.autosave_every.value(), dialog.autosave_unit.currentText()) == (1, "minutes")
    assert "WARTABLE_AUTOSAVE_SECONDS" not in dialog.note.text()
    dialog.autosave_every.selectAll()
    qtbot.keyClicks(dialog.autosave_every, "45")
    dialog.autosave_unit.setFocus()
    qtbot.keyClick(dialog.autosave_unit, Qt.Key_Up)  # minutes -> seconds
    assert dialog.autosave_unit.currentText() == "seconds"
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert int(settings.value("autosave/seconds")) == 45
    assert main_window._autosave.interval() == 45_000 and main_window._autosave.isActive()
    # shown again as saved; five minutes are shown as minutes
    dialog = _preferences(main_window)
    assert (dialog.autosave_every.value(), dialog.autosave_unit.currentText()) == (45, "seconds")
    dialog.autosave_unit.setCurrentIndex(dialog.autosave_unit.findText("minutes"))
    dialog.autosave_every.setValue(5)
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert main_window._autosave.interval() == 300_000
    dialog = _preferences(main_window)
    assert (dialog.autosave_every.value(), dialog.autosave_unit.currentText()) == (5, "minutes")
    dialog.buttons.button(dialog.buttons.StandardButton.Cancel).click()  # Cancel keeps what was saved
    assert int(settings.value("autosave/seconds")) == 300


def test_the_preferences_say_when_the_environment_sets_the_interval(main_window, monkeypatch, settings):
    monkeypatch.setenv("WARTABLE_AUTOSAVE_SECONDS", "2")
    settings.setValue("autosave/seconds", "nonsense")
    dialog = _preferences(main_window)
    assert "WARTABLE_AUTOSAVE_SECONDS" in dialog.note.text()
    assert (dialog.autosave_every.value(), dialog.autosave_unit.currentText()) == (1, "minutes")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert main_window._autosave.interval() == 2_000  # the variable wins while it is set


def test_a_recovery_folder_that_cannot_be_made_never_stops_a_save_nor_hangs(main_window, tmp_path):
    from editor.recovery import recovery_dir

    root = recovery_dir()
    root.parent.mkdir(parents=True, exist_ok=True)
    shutil.rmtree(root, ignore_errors=True)
    root.write_text("not a folder")  # a full or broken disk: nothing can be made there
    editor = main_window.new_table("kensei")
    _edit(editor)
    main_window.autosave()
    assert "Autosave" in main_window.statusBar().currentMessage()
    assert main_window.save_current(path=tmp_path / "saved.json")
    assert not editor.qdoc.is_modified() and files.load(tmp_path / "saved.json") == editor.document
    main_window.offer_recovery()  # and the next start is not stopped either
    root.unlink()


def test_only_wartables_own_recovery_folders_are_taken_for_a_gone_windows(qtbot, settings, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from editor.mainwindow import MainWindow
    from editor.recovery import recovery_dir

    example = Path(__file__).resolve().parent.parent / "examples" / "kensei-120x120.json"
    root = recovery_dir()
    for name in ("my-notes", "12-nothex!!", "123-abcdefgh.d"):
        (root / name).mkdir(parents=True)
        shutil.copy(example, root / name / "keep.json")
    asked = []
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: asked.append(a) or QMessageBox.Discard))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.offer_recovery()
    assert asked == []
    assert sorted(p.relative_to(root).as_posix() for p in root.rglob("*")) == [
        "12-nothex!!", "12-nothex!!/keep.json", "123-abcdefgh.d", "123-abcdefgh.d/keep.json",
        "my-notes", "my-notes/keep.json"]


def test_a_recovered_army_list_finds_its_catalogue_beside_its_own_file(qtbot, settings, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QMessageBox

    from editor.mainwindow import MainWindow

    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.Yes))

    examples = Path(__file__).resolve().parent.parent / "examples"
    (tmp_path / "lists").mkdir()
    shutil.copy(examples / "kensei-example-catalogue.json", tmp_path)
    data = (examples / "kensei-army-legal.json").read_text(encoding="utf-8")
    path = tmp_path / "lists" / "list.json"
    path.write_text(data.replace('"kensei-example-catalogue.json"', '"../kensei-example-catalogue.json"'),
                    encoding="utf-8")
    first = MainWindow(settings)
    qtbot.addWidget(first)
    editor = first.open_path(path)
    assert editor.catalogue is not None
    from editor.commands import SetField

    editor.qdoc.push(SetField(editor.document, "name", "Renamed list", "Rename List"))  # unsaved work
    first.autosave()
    editor.validator.wait()
    first.recovery.abandon()
    second = MainWindow(settings)
    qtbot.addWidget(second)
    second.offer_recovery()
    recovered = second.current_editor()
    assert recovered.qdoc.path == path and recovered.qdoc.is_modified()
    assert recovered.document.name == "Renamed list"
    assert recovered.catalogue is not None and recovered.catalogue == editor.catalogue
    for e in (editor, recovered):
        e.qdoc.undo_stack.setClean()
        e.validator.wait()


def _asking(monkeypatch, answer):
    from PySide6.QtWidgets import QMessageBox

    asked = []
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: asked.append(a[2]) or answer))
    return asked


def test_work_that_reached_its_file_before_the_kill_is_not_offered(qtbot, settings, monkeypatch, tmp_path):
    """Killed after the save wrote the file but before its recovery file went: nothing was lost."""
    from PySide6.QtWidgets import QMessageBox

    from editor.mainwindow import MainWindow

    asked = _asking(monkeypatch, QMessageBox.Yes)
    path = tmp_path / "t.json"
    files.save(files.load(Path(__file__).resolve().parent.parent / "examples" / "kensei-120x120.json"), path)
    first = MainWindow(settings)
    qtbot.addWidget(first)
    editor = first.open_path(path)
    _edit(editor)
    first.autosave()
    files.save(editor.document, path)  # the save's rename happened; then the kill
    first.recovery.abandon()
    second = MainWindow(settings)
    qtbot.addWidget(second)
    second.offer_recovery()
    assert asked == [] and second.editors == []
    assert not list(first.recovery.root.rglob("*.json"))
    editor.qdoc.undo_stack.setClean()
    editor.validator.wait()


def test_recovery_files_of_earlier_versions_are_offered_once(qtbot, settings, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from editor.mainwindow import MainWindow
    from editor.recovery import recovery_dir

    asked = _asking(monkeypatch, QMessageBox.Discard)
    root = recovery_dir()
    root.mkdir(parents=True)
    doc = files.load(Path(__file__).resolve().parent.parent / "examples" / "kensei-120x120.json")
    files.save(doc, root / "0123456789abcdef.json")
    (root / "0123456789abcdef.meta").write_text('{"original": null, "name": "Old work"}', encoding="utf-8")
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.offer_recovery()
    assert len(asked) == 1 and "Old work" in asked[0]
    window.offer_recovery()
    assert len(asked) == 1 and not list(root.glob("*.json"))


def test_one_file_edited_by_two_windows_that_are_gone_opens_once_and_loses_neither(qtbot, settings, monkeypatch,
                                                                                   tmp_path):
    from PySide6.QtWidgets import QMessageBox

    from editor.mainwindow import MainWindow

    asked = _asking(monkeypatch, QMessageBox.Yes)
    path = tmp_path / "t.json"
    files.save(files.load(Path(__file__).resolve().parent.parent / "examples" / "kensei-120x120.json"), path)
    gone = []
    for n in (1, 2):
        window = MainWindow(settings)
        qtbot.addWidget(window)
        editor = window.open_path(path)
        for _ in range(n):
            _edit(editor)
        window.autosave()
        window.recovery.abandon()
        editor.qdoc.undo_stack.setClean()
        editor.validator.wait()
        gone.append(window)
    third = MainWindow(settings)
    qtbot.addWidget(third)
    third.offer_recovery()
    assert len(third.editors) == 1 and third.editors[0].qdoc.path == path
    fourth = MainWindow(settings)  # the other one is offered at the next start
    qtbot.addWidget(fourth)
    fourth.offer_recovery()
    assert len(fourth.editors) == 1
    sizes = sorted(len(w.editors[0].document.pieces) for w in (third, fourth))
    base = len(files.load(path).pieces)
    assert sizes == [base + 1, base + 2] and len(asked) == 2
    for w in (third, fourth):
        w.editors[0].qdoc.undo_stack.setClean()
        w.editors[0].validator.wait()
