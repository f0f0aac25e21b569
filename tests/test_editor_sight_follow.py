"""Sight that follows the hand in worker processes: a real mouse drag changes the heatmap and the
Fairness panel's figures before the piece is dropped, each equal to a fresh computation of the table
as the hand has it and, after the drop, as it is; a worker process killed mid-drag is reported and
the overlays go on following; the processes end with the tab."""
from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import shapely
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def _heat(editor) -> bytes:
    return bytes(editor.sight.heat.pixmap().toImage().constBits())


def _held(editor, piece):
    """The table with ``piece`` where the select tool's drag has it now (no edit made)."""
    from editor.table.items import transformed

    doc = editor.document.snapshot()
    d = editor.tool.delta
    doc.pieces[piece.id] = transformed("pieces", piece, lambda g: shapely.affinity.translate(g, d.x(), d.y()))
    return doc


def _exposure(editor, doc, side):
    from validators.sight.table import table_exposure

    sight = editor.sight
    return table_exposure(doc, editor.ruleset, side, sight._resolution(doc), None, sight.model_height())


def _caught_up(sight, names) -> bool:
    return all(sight.follow_count.get(n, 0) for n in names) and not sight._following and not sight._waiting


def _show_heatmap_and_fairness(editor, qtbot) -> str:
    sight, fairness = editor.sight, editor.fairness
    side = sorted({z.side for z in editor.document.zones.values()})[0]
    sight.set_exposure_side(side)
    fairness.show()
    fairness.raise_()
    qtbot.waitUntil(lambda: not fairness.visibleRegion().isEmpty(), timeout=5000)
    QTest.mouseClick(fairness.compute_button, Qt.LeftButton)  # Compare Sides
    qtbot.waitUntil(lambda: not sight.jobs and sight._live is not None and fairness.report is not None
                    and fairness.job is None and not sight._following, timeout=30000)
    return side


def _press_on(editor, piece):
    editor.set_tool("select")
    c = piece.footprint.representative_point()
    viewport = editor.view.viewport()

    def at(dx, dy=0.0):
        return editor.view.mapFromScene(QPointF(c.x + dx, c.y + dy))

    QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, at(0))
    return viewport, at


def test_a_mouse_drag_changes_the_heatmap_and_the_figures_before_the_drop_as_a_fresh_computation(enclaves, qtbot):
    from validators.sight.table import table_fairness

    editor = enclaves
    sight, fairness = editor.sight, editor.fairness
    side = _show_heatmap_and_fairness(editor, qtbot)
    assert sight._workers and all(w.alive for w in sight._workers.values())
    heat, values = _heat(editor), fairness.report.values
    piece = editor.document.pieces["tower-n"]  # a building: it hides what is behind it
    viewport, at = _press_on(editor, piece)
    for step in range(1, 9):  # the hand moves the piece 16 cm down, in steps
        QTest.mouseMove(viewport, at(0, 20.0 * step))
        qtbot.wait(15)
    qtbot.waitUntil(lambda: _caught_up(sight, ("exposure", "fairness")), timeout=30000)
    # still pressed: no edit made, yet the heatmap and the figures are those of the piece where the hand has it
    assert editor.document.pieces[piece.id] == piece and not editor.qdoc.is_modified()
    held = _held(editor, piece)
    assert held.pieces[piece.id].footprint.centroid.y > piece.footprint.centroid.y + 100
    assert _heat(editor) != heat and fairness.report.values != values
    assert np.array_equal(sight.last_exposure.values, _exposure(editor, held, side).values, equal_nan=True)
    assert fairness.report.values == table_fairness(held, editor.ruleset).values
    # the answers came from the worker processes (the interface's interpreter only showed them)
    assert sight.ipc["exposure"] and sight.ipc["fairness"]
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, at(0, 160.0))
    assert editor.qdoc.is_modified()
    qtbot.waitUntil(lambda: not sight._following and not sight._waiting and not sight.jobs, timeout=30000)
    dropped = editor.document.snapshot()
    assert np.array_equal(sight.last_exposure.values, _exposure(editor, dropped, side).values, equal_nan=True)
    assert fairness.report.values == table_fairness(dropped, editor.ruleset).values


def test_a_quick_drag_copies_the_piece_only_for_the_positions_sent_to_the_workers(enclaves, qtbot, monkeypatch):
    """The overlays follow the newest position of the hand; the piece is copied where the hand has it only
    when a position is sent to a worker, not at every mouse move (most are replaced while they wait),
    and the heatmap the hand ends with is still that of the piece where it is held."""
    import editor.table.tools.select as select

    editor = enclaves
    sight = editor.sight
    side = _show_heatmap_and_fairness(editor, qtbot)
    copies = []
    made = select.transformed
    monkeypatch.setattr(select, "transformed", lambda *a: copies.append(a[1].id) or made(*a))
    piece = editor.document.pieces["tower-n"]
    viewport, at = _press_on(editor, piece)
    sent = sight._seq
    for step in range(1, 13):  # a quick hand: 12 moves, no event handled in between
        QTest.mouseMove(viewport, at(0, 10.0 * step))
    asked = sight._seq - sent  # requests sent to the workers while the hand moved
    assert 0 < len(copies) <= asked < 12
    qtbot.waitUntil(lambda: _caught_up(sight, ("exposure", "fairness")), timeout=30000)
    assert len(copies) <= sight._seq - sent  # at most one per request (overlays sent the same position share it)
    assert np.array_equal(sight.last_exposure.values, _exposure(editor, _held(editor, piece), side).values,
                          equal_nan=True)
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, at(0, 120.0))
    qtbot.waitUntil(lambda: not sight._following and not sight._waiting and not sight.jobs, timeout=30000)


def test_a_worker_process_killed_during_a_drag_is_reported_and_the_overlays_go_on(enclaves, qtbot):
    editor = enclaves
    sight = editor.sight
    side = _show_heatmap_and_fairness(editor, qtbot)
    said = []
    editor.statusChanged.connect(lambda status: said.append(status.get("message", "")))
    piece = editor.document.pieces["tower-n"]
    viewport, at = _press_on(editor, piece)
    QTest.mouseMove(viewport, at(0, 20.0))
    worker = sight._workers[0]  # the heatmap's
    worker.process.kill()  # as the system ends a process (out of memory, say): no word from it
    for step in range(2, 9):
        QTest.mouseMove(viewport, at(0, 20.0 * step))
        qtbot.wait(15)
    qtbot.waitUntil(lambda: not worker.alive, timeout=10000)
    assert worker.process.exitcode not in (None, 0)  # reaped: no zombie left behind
    assert any("sight helper process stopped" in m for m in said)  # said in the status bar
    counted = sight.follow_count.get("exposure", 0)
    QTest.mouseMove(viewport, at(0, 180.0))  # the hand goes on: the heatmap still follows it
    qtbot.waitUntil(lambda: sight.follow_count.get("exposure", 0) > counted and not sight._following
                    and not sight._waiting, timeout=30000)
    assert np.array_equal(sight.last_exposure.values, _exposure(editor, _held(editor, piece), side).values,
                          equal_nan=True)
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, at(0, 180.0))
    qtbot.waitUntil(lambda: not sight._following and not sight._waiting and not sight.jobs, timeout=30000)
    assert np.array_equal(sight.last_exposure.values, _exposure(editor, editor.document.snapshot(), side).values,
                          equal_nan=True)
    assert editor.document.pieces[piece.id].footprint.centroid.y > piece.footprint.centroid.y + 100


def test_the_worker_processes_end_when_sight_is_put_away_and_start_again_when_shown(enclaves, qtbot):
    sight = enclaves.sight
    sight.set_cover(True)
    processes = [w.process for w in sight._workers.values()]
    assert processes and all(p.is_alive() for p in processes)
    sight.clear()  # Sight > Clear
    assert not sight._workers and all(p.exitcode is not None for p in processes)
    sight.set_lane(True)
    assert sight._workers and all(w.process.is_alive() for w in sight._workers.values())


def test_the_worker_processes_end_with_the_tab(main_window, qtbot):
    editor = main_window.open_path(EXAMPLES / "wh40k-capture-enclaves.json")
    editor.sight.set_cover(True)
    processes = [w.process for w in editor.sight._workers.values()]
    assert processes and all(p.is_alive() for p in processes)
    assert main_window._close_tab_at(main_window.tabs.indexOf(editor))  # the tab closed as its close button does
    end = time.monotonic() + 10
    while any(p.exitcode is None for p in processes) and time.monotonic() < end:
        qtbot.wait(20)
    assert all(p.exitcode is not None for p in processes)


def test_the_worker_process_loads_no_qt():
    """The worker process starts with the model and the sight engine only."""
    code = ("import sys; import editor.table.sight_worker; "
            "sys.exit(any(m.startswith('PySide6') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).resolve().parent.parent).returncode == 0
