"""Start-up with files named on the command line: a table's picture first, then its tab."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"


@pytest.fixture
def started(qtbot, settings, monkeypatch):
    """A window as ``wartable FILE...`` builds it: no start page until the files are tried."""
    from editor.mainwindow import MainWindow

    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.Discard))
    window = MainWindow(settings, start_page=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    for editor in list(window.editors):
        editor.qdoc.undo_stack.setClean()
        editor.validator.wait()


def test_a_table_is_painted_from_its_file_then_its_tab_takes_over(started, qtbot):
    from editor.table import TableEditor
    from editor.table.preview import TablePreview

    path = EXAMPLES / "kensei-120x120.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    started.open_at_start([str(path)])
    preview = started.tabs.currentWidget()
    assert isinstance(preview, TablePreview)
    assert not started.editors  # the picture is on screen before the document is built
    assert len(preview.pieces) == len(data["pieces"]) and len(preview.zones) == len(data["zones"])
    assert len(preview.markers) == len(data["markers"])
    assert started.start_page is None
    qtbot.waitUntil(lambda: len(started.editors) == 1, timeout=5000)
    editor = started.editors[0]
    assert isinstance(editor, TableEditor)
    assert started.tabs.count() == 1 and started.tabs.currentWidget() is editor
    assert started.start_page is None
    assert started.recent_files()[0] == str(path)


def test_other_documents_and_several_files_open_as_tabs(started, qtbot):
    paths = [EXAMPLES / "kensei-120x120.json", EXAMPLES / "kensei-army-legal.json"]
    started.open_at_start([str(p) for p in paths])
    qtbot.waitUntil(lambda: len(started.editors) == 2, timeout=5000)
    assert started.tabs.count() == 2
    assert [e.qdoc.path.name for e in started.editors] == [p.name for p in paths]
    started.open_at_start([str(EXAMPLES / "piedras-4-players.json")])  # a campaign: no picture, opened at once
    assert len(started.editors) == 3


def test_a_file_that_cannot_be_read_at_start_leaves_the_start_page(started, qtbot, tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": "wartable", "format_version": 1, "kind": "table", "name": 5, "width": 100, '
                   '"depth": 100, "pieces": [{"footprint": "nonsense"}]}', encoding="utf-8")
    started.open_at_start([str(bad)])
    qtbot.waitUntil(lambda: started.start_page is not None, timeout=5000)
    assert started.tabs.currentWidget() is started.start_page and not started.editors
    box = started.findChild(QMessageBox, "ErrorDialog")
    assert box is not None and "broken.json" in box.text()
    box.close()


def test_the_first_picture_needs_neither_shapely_nor_numpy(tmp_path):
    """What the window and the picture import: the libraries a table's model brings come after."""
    code = (
        "import sys\n"
        "from PySide6.QtCore import QSettings\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from editor.mainwindow import MainWindow\n"
        "from editor.table.preview import TablePreview\n"
        f"w = MainWindow(QSettings({str(tmp_path / 'w.ini')!r}, QSettings.IniFormat), start_page=False)\n"
        f"p = TablePreview.for_file({str(EXAMPLES / 'kensei-120x120.json')!r}, w)\n"
        "assert p is not None and p.pieces\n"
        "p.resize(400, 300); p.grab()\n"
        "print(sorted(m for m in ('shapely', 'numpy', 'pyqtgraph', 'networkx', 'jsonschema') if m in sys.modules))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=str(ROOT),
                         timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "[]"
