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


def test_lines_over_a_hostage_from_a_hill_say_may_not_shoot(main_window, qtbot, tmp_path):
    hostages = [marker(f"h{k}", "hostage", Point(36 * INCH + dx * INCH, 18 * INCH)) for k, dx in enumerate((-8, 0, 8))]
    doc = wh40k_table(pieces=[piece("hill", "hill", 26 * INCH, 4 * INCH, 20 * INCH, 10 * INCH)],
                      zones=[zone("za", "A", 0, 0, 72 * INCH, 9 * INCH, "top"),
                             zone("zb", "B", 0, 39 * INCH, 72 * INCH, 9 * INCH, "bottom")],
                      markers=hostages)
    path = tmp_path / "hostages.json"
    save(doc, path)
    editor = main_window.open_path(path)
    editor.fit()
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
