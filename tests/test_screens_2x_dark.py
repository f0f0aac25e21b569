"""The window as a reviewer sees it on a high-density laptop screen (1366x768 at 2x) with a dark
system palette: the start page and a tab of each kind, each panel in front in turn, and the
table and campaign tabs again after a restart, checked by
``tests/screen_check.py`` in a process of its own (the scale factor is set before Qt starts)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_kind_of_tab_at_2x_with_a_dark_palette(tmp_path):
    screen = tmp_path / "screen.json"
    screen.write_text(json.dumps({"windowFrameMargins": False, "screens": [
        {"name": "laptop", "x": 0, "y": 0, "width": 2732, "height": 1536, "logicalDpi": 96, "logicalBaseDpi": 96,
         "dpr": 1}]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={screen}", "QT_SCALE_FACTOR": "2",
           "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / ".config"),
           "XDG_DATA_HOME": str(tmp_path / ".local" / "share"), "WARTABLE_LANG": "es"}
    out = subprocess.run([sys.executable, str(ROOT / "tests" / "screen_check.py"), "es", str(tmp_path)], cwd=ROOT,
                         env=env, capture_output=True, text=True, timeout=180)
    assert out.returncode == 0, out.stderr[-3000:]
    report = json.loads(out.stdout.strip().splitlines()[-1])
    screen_row = report[-1]
    assert screen_row["ratio"] == 2.0 and screen_row["screen"] == [0, 0, 1366, 768]
    tabs = {row["tab"]: row for row in report[:-1]}
    assert set(tabs) == {"start", "kensei-120x120", "piedras-4-players", "kensei-army-illegal", "piedras-army-greta",
                         "kensei-example-catalogue", "event", "restart-start", "restart-kensei-120x120",
                         "restart-piedras-4-players"}
    assert len(tabs["piedras-4-players"]["shots"]) >= 4  # its panels behind others' tabs looked at too
    problems = {tab: row["problems"] for tab, row in tabs.items() if row["problems"]}
    assert not problems, problems
    from PySide6.QtGui import QImage

    shot = QImage(tabs["kensei-120x120"]["shots"][0])
    assert shot.width() == 2 * screen_row["window"][2]  # drawn at twice the pixels


def test_an_icon_drawn_dark_on_a_dark_toolbar_is_found(qapp, qtbot):
    """The contrast check of tests/screen_check.py sees an icon that vanishes into its toolbar."""
    sys.path.insert(0, str(ROOT / "tests"))
    import screen_check
    from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
    from PySide6.QtWidgets import QMainWindow, QToolBar

    window = QMainWindow()
    qtbot.addWidget(window)
    window.setPalette(screen_check.dark_palette())
    bar = QToolBar("Tools", window)
    window.addToolBar(bar)

    def icon(colour: str) -> QIcon:
        pixmap = QPixmap(24, 24)
        pixmap.fill(QColor(0, 0, 0, 0))
        painter = QPainter(pixmap)
        painter.fillRect(4, 4, 16, 16, QColor(colour))
        painter.end()
        return QIcon(pixmap)

    bar.addAction(icon("#202020"), "Dark on dark")
    bar.addAction(icon("#e0e0e0"), "Light on dark")
    window.show()
    qtbot.waitExposed(window)
    found = screen_check.icon_problems(window)
    assert len(found) == 1 and "Dark on dark" in found[0], found
