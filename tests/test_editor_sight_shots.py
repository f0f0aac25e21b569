"""The sight overlay tells "may not shoot" apart from partial sight (40K skirmish: "No se puede
disparar si se interpone otra miniatura, aunque sea parcialmente")."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from shapely.geometry import Point

from model.files import save
from tests.builders import marker, piece, wh40k_table, zone

INCH = 25.4


@pytest.fixture(autouse=True)
def _discard(monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.Discard))


def _hostage_table(main_window, path, pieces):
    """A 6' x 4' 40K table with three hostages in a row 9" in front of side A's zone, open in a tab."""
    hostages = [marker(f"h{k}", "hostage", Point(36 * INCH + dx * INCH, 18 * INCH)) for k, dx in enumerate((-8, 0, 8))]
    doc = wh40k_table(pieces=pieces, zones=[zone("za", "A", 0, 0, 72 * INCH, 9 * INCH, "top"),
                                            zone("zb", "B", 0, 39 * INCH, 72 * INCH, 9 * INCH, "bottom")],
                      markers=hostages)
    save(doc, path)
    editor = main_window.open_path(path)
    editor.fit()
    return editor


def test_lines_over_a_hostage_from_a_hill_say_may_not_shoot(main_window, qtbot, tmp_path):
    editor = _hostage_table(main_window, tmp_path / "hostages.json",
                            [piece("hill", "hill", 26 * INCH, 4 * INCH, 20 * INCH, 10 * INCH)])
    try:
        editor.set_tool("sight")
        eye = QPointF(36 * INCH, 9 * INCH)  # on the hill: it sees over the hostages' heads
        QTest.mouseClick(editor.view.viewport(), Qt.LeftButton, Qt.NoModifier, editor.view.mapFromScene(eye))
        counts = editor.sight.counts
        assert counts["no-shot"] > 0 and counts["total"] > 0
        purple = editor.sight.lines["no-shot"].path()
        starts = [purple.elementAt(i) for i in range(purple.elementCount()) if purple.elementAt(i).isMoveTo()]
        assert len(starts) == counts["no-shot"]
        # purple from where the line meets the hostage, not from the eye
        assert all(abs(e.y - eye.y()) > 4 * INCH for e in starts)
        texts = " | ".join(editor.sight.legend.texts())
        assert f"may not shoot from the model in the way: {counts['no-shot']}" in texts
        assert "seen but no shot" in main_window.statusBar().currentMessage()
    finally:
        editor.sight.clear()
        editor.sight.wait()


def test_a_hostage_of_equal_height_in_the_line_is_may_not_shoot_not_blocked(main_window, qtbot, tmp_path):
    """On open ground the eye and the hostages stand at the ordinary trooper's height: a line squarely
    through a hostage grazes its top, and the rule refuses the shot; it does not say sight is blocked."""
    editor = _hostage_table(main_window, tmp_path / "level.json", [])
    try:
        editor.set_tool("sight")
        eye = QPointF(36 * INCH, 9 * INCH)
        QTest.mouseClick(editor.view.viewport(), Qt.LeftButton, Qt.NoModifier, editor.view.mapFromScene(eye))
        counts = editor.sight.counts
        assert counts["no-shot"] > 0 and counts["none"] == 0 and counts["partial"] == 0
        assert editor.sight.lines["none"].path().elementCount() == 0  # nothing drawn red
        texts = " | ".join(editor.sight.legend.texts())
        assert f"may not shoot from the model in the way: {counts['no-shot']}" in texts
        assert "blocked from where it is blocked: 0" in texts
        # the area seen from the eye runs on behind the hostages: they hide nothing
        assert editor.sight.region.path().contains(QPointF(36 * INCH, 30 * INCH))
    finally:
        editor.sight.clear()
        editor.sight.wait()
