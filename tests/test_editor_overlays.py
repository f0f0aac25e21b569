"""Overlays and charts that read at a glance: sight lines coloured from where they are hidden,
a legend with counts, the lane's width drawn, cover and exposure keys that hide no zone, fairness
charts with units, both sides and the score's range, in the palette's colours."""
from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
import shapely
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from model.units import format_length

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"


@pytest.fixture(autouse=True)
def _discard(monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.Discard))


def _legend_scene_rect(editor) -> QRectF:
    legend, viewport = editor.sight.legend, editor.view.viewport()
    top_left = editor.view.mapToScene(viewport.mapFrom(editor.view, legend.geometry().topLeft()))
    bottom_right = editor.view.mapToScene(viewport.mapFrom(editor.view, legend.geometry().bottomRight()))
    return QRectF(top_left, bottom_right)


def _hides_a_zone(editor) -> bool:
    rect = _legend_scene_rect(editor)
    for zone in editor.document.zones.values():
        x0, y0, x1, y1 = zone.polygon.bounds
        if rect.intersects(QRectF(x0, y0, x1 - x0, y1 - y0)):
            return True
    return False


def _elements(path):
    return [path.elementAt(i) for i in range(path.elementCount())]


def test_sight_lines_change_colour_where_they_are_hidden_and_the_legend_counts_them(enclaves, qtbot):
    editor = enclaves
    editor.set_tool("sight")
    d = editor.document
    eye = (d.width * 0.35, d.depth * 0.5)
    QTest.mouseClick(editor.view.viewport(), Qt.LeftButton, Qt.NoModifier, editor.view.mapFromScene(QPointF(*eye)))
    counts = editor.sight.counts
    assert counts["total"] and counts["none"]
    lines = editor.sight.lines
    # every line starts green at the eye; a blocked one turns red where it meets what blocks it
    starts = [e for e in _elements(lines["total"].path()) if e.isMoveTo()]
    assert len(starts) == sum(counts.values())
    assert all(e.x == pytest.approx(editor.sight.origin.x()) for e in starts)
    red = _elements(lines["none"].path())
    red_starts = [(e.x, e.y) for e in red if e.isMoveTo()]
    assert len(red_starts) == counts["none"]
    away = [p for p in red_starts if abs(p[0] - eye[0]) + abs(p[1] - eye[1]) > 1.0]
    assert away, "blocked lines are red only from where they are blocked, not from the eye"
    texts = " | ".join(editor.sight.legend.texts())
    assert editor.sight.legend.isVisible()
    assert f"clear: {counts['total']}" in texts and f"blocked from where it is blocked: {counts['none']}" in texts
    assert not _hides_a_zone(editor)


def test_the_lane_drawn_is_the_lane_the_finding_reports(enclaves, qtbot):
    """The overlay and the table.firing-lane finding measure one lane: the same width, said the same way."""
    from validators.registry import validate

    editor = enclaves
    editor.act_lane.setChecked(True)
    qtbot.waitUntil(lambda: editor.sight.last_lane is not None, timeout=15000)
    drawn = editor.sight.last_lane.lane
    found = [f for f in validate(editor.document, only=["table.firing-lane"]) if f.rule == "table.firing-lane"]
    assert found and found[0].data["width_mm"] == pytest.approx(drawn.width)
    width = format_length(drawn.width, editor.document.unit, editor.document.ud_mm)
    assert editor.sight.lane_label._lines == [width] and width in found[0].message
    editor.act_lane.setChecked(False)


def test_lane_width_is_drawn_and_labelled_and_cover_has_its_distance(enclaves, qtbot):
    editor = enclaves
    editor.act_lane.setChecked(True)
    qtbot.waitUntil(lambda: editor.sight.last_lane is not None, timeout=15000)
    lane = editor.sight.last_lane.lane
    width = format_length(lane.width, editor.document.unit, editor.document.ud_mm)  # as the finding says it
    assert editor.sight.lane_width.isVisible() and not editor.sight.lane_width.path().isEmpty()
    assert editor.sight.lane_label.isVisible() and editor.sight.lane_label._lines == [width]
    # the dimension line is as long as the lane is wide
    dim = _elements(editor.sight.lane_width.path())
    assert ((dim[1].x - dim[0].x) ** 2 + (dim[1].y - dim[0].y) ** 2) ** 0.5 == pytest.approx(lane.width, rel=1e-6)
    editor.act_cover.setChecked(True)
    texts = editor.sight.legend.texts()
    assert any(width in t for t in texts)
    distance = editor.length(editor.ruleset.length("sight.cover_distance") or 0.0)
    assert any("cover" in t and distance in t for t in texts), texts
    assert not _hides_a_zone(editor)
    editor.act_lane.setChecked(False)
    assert not editor.sight.lane_label.isVisible()
    assert not any(width in t for t in editor.sight.legend.texts())


def test_exposure_has_a_numeric_scale_that_hides_no_zone(enclaves, qtbot):
    editor = enclaves
    side = editor.document.sides()[0]
    editor._fill_exposure_menu()
    editor.exposure_actions[side].trigger()
    qtbot.waitUntil(lambda: editor.sight.heat.isVisible(), timeout=15000)
    texts = editor.sight.legend.texts()
    assert ["0%", "25%", "50%", "75%", "100%"] == [t for t in texts if t.endswith("%")]
    assert any("share" in t for t in texts)
    assert not _hides_a_zone(editor)
    editor.zoom_by(0.7)  # the legend stays beside the table, inside the view, off its viewport
    legend, view = editor.sight.legend, editor.view
    assert view.rect().contains(legend.geometry()) and not view.viewport().geometry().intersects(legend.geometry())
    assert not _hides_a_zone(editor)


def test_fairness_charts_show_both_sides_units_and_the_score_range(main_window, qtbot):
    editor = main_window.open_path(EXAMPLES / "kensei-120x120.json")  # mirrored: both sides alike
    editor.show_fairness()
    qtbot.waitUntil(lambda: editor.fairness.report is not None, timeout=20000)
    qtbot.waitUntil(lambda: editor.fairness.bars is not None, timeout=5000)
    dock = editor.fairness
    assert "from 0" in dock.summary.text() and "to 1" in dock.summary.text()
    for plot in (dock.bars, dock.hist):
        bars = [i for i in plot.plotItem.items if type(i).__name__ == "BarGraphItem"]
        assert len(bars) == 2  # one per side
        xs = [set(b.opts["x"]) for b in bars]
        assert not (xs[0] & xs[1])  # side by side, so equal values still show two bars
        assert plot.plotItem.getAxis("left").labelText
    assert "%" in dock.bars.plotItem.getAxis("left").labelText
    assert "%" in dock.hist.plotItem.getAxis("bottom").labelText
    for side in dock.report.sides:  # the key is outside the charts
        assert side in dock.key.text() or f"Side {side}" in dock.key.text()
    editor.fairness.wait()


def test_charts_follow_the_palette(qapp):
    from editor.charts import themed_plot

    light = qapp.palette()
    try:
        dark = QPalette(light)
        dark.setColor(QPalette.Base, QColor("#1e1e1e"))
        dark.setColor(QPalette.Text, QColor("#eeeeee"))
        qapp.setPalette(dark)
        plot = themed_plot("Title", "left (%)")
        assert plot.backgroundBrush().color() == QColor("#1e1e1e")
        assert plot.plotItem.getAxis("left").textPen().color() == QColor("#eeeeee")
    finally:
        qapp.setPalette(light)


def test_a_table_tab_does_not_load_the_charting_library_until_a_chart_is_shown():
    code = ("import sys, os; sys.path.insert(0, os.getcwd());"
            "from PySide6.QtWidgets import QApplication; app = QApplication([]);"
            "from PySide6.QtCore import QSettings;"
            "from editor.mainwindow import MainWindow;"
            "w = MainWindow(QSettings(sys.argv[1], QSettings.IniFormat)); w.show();"
            "e = w.open_path('examples/kensei-120x120.json'); app.processEvents(); app.processEvents();"
            "c = w.open_path('examples/piedras-4-players.json'); app.processEvents(); app.processEvents();"
            "print('pyqtgraph' in sys.modules, flush=True);"
            "os._exit(0)")  # what was imported is all this asks; no shutting down
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run([sys.executable, "-c", code, str(Path(tmp) / "s.ini")], cwd=ROOT, capture_output=True,
                             text=True, timeout=120, env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "False"


def test_fairness_criteria_names_never_run_into_each_other_in_spanish_at_1366(qapp, qtbot, settings, monkeypatch):
    from editor.i18n import install
    from editor.mainwindow import MainWindow
    from model import i18n

    i18n.set_language("es")
    install(qapp, "es")
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    editor = window.open_path(EXAMPLES / "kensei-120x120.json")
    editor.show_fairness()
    qtbot.waitUntil(lambda: editor.fairness.report is not None, timeout=20000)
    qtbot.waitUntil(lambda: getattr(editor.fairness.bars, "category_labels", None) is not None, timeout=5000)
    qtbot.wait(50)
    labels, slot, metrics = editor.fairness.bars.category_labels
    assert len(labels) >= 4 and any("\n" in label for label in labels)  # Spanish names take two lines or more
    for label in labels:
        for line in label.split("\n"):
            assert metrics.horizontalAdvance(line) <= slot or " " not in line, (line, slot)
    axis = editor.fairness.bars.plotItem.getAxis("bottom")
    lines = max(label.count("\n") + 1 for label in labels)
    assert axis.maximumHeight() >= lines * metrics.lineSpacing()  # the axis asks room for every line
    editor.fairness.wait()
    for e in window.editors:
        e.qdoc.undo_stack.setClean()
        e.validator.wait()


def test_the_legend_keeps_clear_of_a_marker_placed_at_a_point(enclaves, qtbot):
    editor = enclaves
    editor.set_tool("sight")
    d = editor.document
    QTest.mouseClick(editor.view.viewport(), Qt.LeftButton, Qt.NoModifier,
                     editor.view.mapFromScene(QPointF(d.width * 0.35, d.depth * 0.5)))
    legend = editor.sight.legend
    assert legend.isVisible()
    # a point marker in the view's top left corner, where the legend goes first when nothing is hidden
    spot = QPointF(editor.view.mapToScene(int(8 + legend.width() / 2), int(8 + legend.height() / 2)))
    legend.avoid = lambda: [QRectF(spot, spot)]
    legend.table = lambda: QRectF()
    legend.place()
    assert not legend.geometry().adjusted(-8, -8, 8, 8).contains(editor.view.mapFromScene(spot))
    assert legend.geometry().topLeft() != editor.view.viewport().rect().topLeft() + QPoint(8, 8)


def drawn_ticks(plot, name: str) -> list[str]:
    """The tick labels an axis of a chart draws at its size now (those it would drop left out)."""
    from PySide6.QtGui import QImage, QPainter

    axis = plot.plotItem.getAxis(name)
    image = QImage(8, 8, QImage.Format_ARGB32)
    painter = QPainter(image)
    try:
        specs = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return [text for _rect, _flags, text in specs[2]] if specs else []


@pytest.mark.parametrize("lang,size", [("es", (1366, 768)), ("en", (1366, 768)), ("en", (1600, 1000))])
def test_every_chart_shows_its_whole_range_with_units(qapp, qtbot, settings, monkeypatch, lang, size):
    """Each chart's axes run over their whole stated range, both ends labelled (the "100" of a
    share too, in a narrow panel), with their units, in both languages."""
    from editor.i18n import install
    from editor.mainwindow import MainWindow
    from model import i18n

    i18n.set_language(lang)
    install(qapp, lang)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    try:
        editor = window.open_path(EXAMPLES / "kensei-120x120.json")
        editor.show_fairness()
        qtbot.waitUntil(lambda: editor.fairness.report is not None and editor.fairness.bars is not None, timeout=20000)
        qtbot.wait(50)
        dock = editor.fairness
        for plot, axis in ((dock.bars, "left"), (dock.hist, "bottom")):
            ticks = drawn_ticks(plot, axis)
            assert {"0", "100"} <= set(ticks), (axis, ticks)
            assert "(%)" in plot.plotItem.getAxis(axis).labelText
        assert "(%)" in dock.hist.plotItem.getAxis("left").labelText
        assert dock.height() >= dock.widget().minimumSizeHint().height()  # the axes' words not cut below
        editor.fairness.wait()
        campaign = window.open_path(EXAMPLES / "piedras-4-players.json")
        campaign.empire_dock.raise_()
        qtbot.wait(50)
        if size[0] >= 1600:  # the chart beside the table where both fit
            qtbot.waitUntil(lambda: campaign.empire_dock.plot is not None, timeout=3000)
            plot = campaign.empire_dock.plot
            assert plot.isVisible()
            victory = int(campaign.ruleset.value("campaign.empire.victory_hexes"))
            ticks = drawn_ticks(plot, "left")
            assert ticks[0] == "0" and int(ticks[-1]) >= victory, ticks
            assert plot.plotItem.getAxis("left").labelText
    finally:
        for e in window.editors:
            e.qdoc.undo_stack.setClean()
            e.validator.wait()
        install(qapp, "en")
        i18n.set_language("en")


# -- sight that follows the hand: while a piece is dragged (the mouse still down) the exposure heatmap,
# the firing lane and the cover shading follow it, each computed on a worker for the newest position;
# on release the table's own edit brings them to the dropped piece at once

def _heat(editor) -> bytes:
    image = editor.sight.heat.pixmap().toImage()
    return bytes(image.constBits())


def test_the_overlays_follow_a_dragged_piece_before_it_is_dropped(enclaves, qtbot):
    from editor.table.items import transformed
    from validators.sight.table import table_exposure

    editor = enclaves
    sight = editor.sight
    side = next(iter({z.side for z in editor.document.zones.values()}))
    sight.set_exposure_side(side)
    sight.set_cover(True)
    sight.set_lane(True)
    qtbot.waitUntil(lambda: not sight.jobs and sight._live is not None, timeout=20000)
    before_heat, before_cover = _heat(editor), sight.cover.path()
    piece = editor.document.pieces["tower-n"]  # a building: it hides what is behind it
    editor.set_tool("select")
    c = piece.footprint.representative_point()
    assert editor.scene.object_item_at(QPointF(c.x, c.y), editor.view.transform()).key == ("pieces", piece.id)
    viewport = editor.view.viewport()

    def at(dx):
        return editor.view.mapFromScene(QPointF(c.x + dx, c.y))

    QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, at(0))
    for step in range(1, 9):  # the hand moves the piece 8 cm to the right, in steps
        QTest.mouseMove(viewport, at(10.0 * step))
        qtbot.wait(15)
    # still pressed: no edit has been made, yet each overlay has followed the piece
    assert editor.document.pieces[piece.id] == piece and not editor.qdoc.is_modified()
    qtbot.waitUntil(lambda: all(sight.follow_count.get(n, 0) for n in ("exposure", "lane", "cover"))
                    and not sight._following and not sight._waiting, timeout=20000)
    assert _heat(editor) != before_heat
    assert sight.cover.path() != before_cover
    # what is shown while dragging is the exposure of the table with the piece where the hand holds it
    held = editor.document.snapshot()
    held.pieces[piece.id] = transformed("pieces", piece, lambda g: shapely.affinity.translate(
        g, editor.tool.delta.x(), editor.tool.delta.y()))
    assert held.pieces[piece.id].footprint.centroid.x > piece.footprint.centroid.x + 40
    shown = table_exposure(held, editor.ruleset, side, 12.7 if held.unit.value == "in" else 10.0, None,
                           sight.model_height())
    assert np.array_equal(sight.last_exposure.values, shown.values, equal_nan=True)
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, at(80.0))
    dropped = editor.document.pieces[piece.id]
    assert dropped.footprint.centroid.x > piece.footprint.centroid.x + 40 and editor.qdoc.is_modified()
    qtbot.waitUntil(lambda: not sight._following and not sight.jobs, timeout=20000)
    fresh = table_exposure(editor.document.snapshot(), editor.ruleset, side, 12.7 if editor.document.unit.value == "in"
                           else 10.0, None, sight.model_height())
    assert np.array_equal(sight.last_exposure.values, fresh.values, equal_nan=True)


def test_the_fairness_figures_follow_a_dragged_piece_and_the_findings_come_after_the_drop(enclaves, qtbot):
    """The Fairness panel open on compared sides: dragging a piece with the mouse changes its figures
    before the piece is dropped; on the drop the findings of the table as it now is come back."""
    from validators.sight.table import table_fairness

    editor = enclaves
    sight, fairness = editor.sight, editor.fairness
    fairness.show()
    fairness.raise_()
    qtbot.waitUntil(lambda: not fairness.visibleRegion().isEmpty(), timeout=5000)
    QTest.mouseClick(fairness.compute_button, Qt.LeftButton)  # Compare Sides
    qtbot.waitUntil(lambda: fairness.report is not None and fairness.job is None, timeout=20000)
    editor.validator.wait()
    qtbot.waitUntil(lambda: not editor.validator.busy(), timeout=20000)
    assert not [f for f in editor.validator.findings if f.rule == "table.out-of-bounds"]
    before, words = fairness.report.values, fairness.summary.text()
    piece = editor.document.pieces["tower-n"]
    editor.set_tool("select")
    c = piece.footprint.representative_point()
    viewport = editor.view.viewport()

    def at(dy):
        return editor.view.mapFromScene(QPointF(c.x, c.y + dy))

    QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, at(0))
    for step in range(1, 9):  # the hand moves the piece 16 cm up, half off the table's edge
        QTest.mouseMove(viewport, at(-20.0 * step))
        qtbot.wait(15)
    qtbot.waitUntil(lambda: sight.follow_count.get("fairness", 0) > 0 and not sight._following, timeout=20000)
    # still pressed: no edit, yet the figures are those of the table with the piece where the hand has it
    assert editor.document.pieces[piece.id] == piece and not editor.qdoc.is_modified()
    assert fairness.report.values != before and fairness.summary.text() != words
    assert not [f for f in editor.validator.findings if f.rule == "table.out-of-bounds"]
    came = []
    editor.validator.findingsChanged.connect(lambda findings: came.append(findings))
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, at(-160.0))
    assert editor.document.pieces[piece.id].footprint.bounds[1] < 0  # dropped half off the table
    qtbot.waitUntil(lambda: bool(came) and any(f.rule == "table.out-of-bounds" for f in came[-1]), timeout=10000)
    qtbot.waitUntil(lambda: not sight._following and not sight.jobs, timeout=20000)
    fresh = table_fairness(editor.document.snapshot(), editor.ruleset)
    assert fairness.report.values == fresh.values  # after the drop: the figures of the dropped table


def test_the_fairness_figures_catch_up_with_edits_made_while_the_panel_was_behind_another(enclaves, main_window,
                                                                                          qtbot):
    """Compared sides, then the panel behind the Validation panel's tab while a piece is moved: raised
    again, it shows the figures of the table as it now is."""
    from validators.sight.table import table_fairness

    editor = enclaves
    fairness = editor.fairness
    fairness.show()
    fairness.raise_()
    qtbot.waitUntil(lambda: not fairness.visibleRegion().isEmpty(), timeout=5000)
    QTest.mouseClick(fairness.compute_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: fairness.report is not None and fairness.job is None, timeout=20000)
    before = fairness.report.values
    main_window.validation_dock.raise_()
    qtbot.waitUntil(lambda: fairness.visibleRegion().isEmpty(), timeout=5000)
    piece = editor.document.pieces["tower-n"]
    editor.push_changes([("pieces", replace(piece, footprint=shapely.affinity.translate(piece.footprint, 0, 300)))],
                        "Move")
    editor.sight.wait()
    qtbot.wait(50)
    assert fairness.report.values == before  # not followed while out of sight
    fairness.raise_()
    fresh = table_fairness(editor.document.snapshot(), editor.ruleset)
    assert fresh.values != before
    qtbot.waitUntil(lambda: fairness.report.values == fresh.values, timeout=20000)
