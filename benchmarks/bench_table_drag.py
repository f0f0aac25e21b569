"""Dragging a terrain piece on a 30-piece 6' x 4' table with live validation on.

Prints the time of one mouse-move step of a drag (event, snapping, item preview, repaint of
the window) and of the edit on release (undo command, model change, items, panels), each
as a ratio to a baseline run in the same process: the same table (a second scene of the same
document, the same items painted the same way) in a plain QGraphicsView of the same size, zoom
and render hints, one piece flagged movable and dragged by the same synthetic mouse events, so
that Qt itself moves the piece and repaints the same picture (nothing of Wartable's tools,
snapping, preview or commands). Qt's floor, 30 plain movable QGraphicsRectItems dragged the same
way, is printed for reference. Validation runs debounced on a worker after the release; its time
is printed too, and a drag step measured while it runs.

Run: QT_QPA_PLATFORM=offscreen python benchmarks/bench_table_drag.py
"""
from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPointF, QRectF, QSettings, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsScene, QGraphicsView  # noqa: E402

from editor.table.scene import TableScene  # noqa: E402
from model.geometry import rectangle  # noqa: E402
from model.table import TerrainPiece  # noqa: E402

MOVES = 200


def step_times(app, widget, points, press=None, release=None) -> list[float]:
    if press is not None:
        QTest.mousePress(widget, Qt.LeftButton, Qt.NoModifier, press)
    out = []
    for p in points:
        t0 = time.perf_counter()
        QTest.mouseMove(widget, p)
        app.processEvents()
        widget.repaint()  # the step's paint, at once (otherwise the platform may put it off)
        out.append(time.perf_counter() - t0)
    if release is not None:
        QTest.mouseRelease(widget, Qt.LeftButton, Qt.NoModifier, release)
    return out


def _xywh(bounds):
    x0, y0, x1, y1 = bounds
    return x0, y0, x1 - x0, y1 - y0


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    from editor.mainwindow import MainWindow
    from validators import validate

    settings = QSettings(str(Path(os.environ.get("TMPDIR", "/tmp")) / "wartable-bench.ini"), QSettings.IniFormat)
    window = MainWindow(settings)
    window.show()
    editor = window.new_table("wh40k-skirmish", "wh40k-72x48")
    editor.apply_deployment("long-edges")
    kinds = [k["id"] for k in editor.ruleset.terrain_kinds()]
    pieces = [("pieces", TerrainPiece(f"p{i}", kinds[i % len(kinds)], rectangle(60 + (i % 6) * 300, 300 + (i // 6) * 110,
                                                                                  150, 60)))
              for i in range(30)]
    editor.add_objects(pieces, "Add pieces")
    editor.scene.select_keys([])
    editor.fit()
    app.processEvents()
    editor.validator.wait()
    app.processEvents()
    view = editor.view

    def at(x, y):
        return view.mapFromScene(QPointF(x, y))

    # baseline: the same 30 rectangles as plain movable QGraphicsRectItems, in a view of the same
    # size and zoom, dragged by the same mouse events: Qt moves the item and repaints
    plain = QGraphicsScene(view.sceneRect())
    rects = [plain.addRect(QRectF(*_xywh(obj.footprint.bounds))) for _c, obj in pieces]
    for rect in rects:
        rect.setFlag(QGraphicsItem.ItemIsMovable)
        rect.setFlag(QGraphicsItem.ItemIsSelectable)
    baseline_view = QGraphicsView(plain)
    baseline_view.resize(view.size())
    baseline_view.show()
    baseline_view.setTransform(view.transform())
    baseline_view.centerOn(view.mapToScene(view.viewport().rect().center()))
    app.processEvents()

    def plain_at(x, y):
        return baseline_view.mapFromScene(QPointF(x, y))

    floor = step_times(app, baseline_view.viewport(), [plain_at(130 + i * 3, 330 + i) for i in range(MOVES)],
                       press=plain_at(130, 330), release=plain_at(130 + MOVES * 3, 330 + MOVES))
    moved = rects[0].pos() != QPointF(0, 0)
    baseline_view.close()

    # the baseline: the same table (a second scene of the same document: surface, grid, zones,
    # terrain with its patterns and labels) in a plain QGraphicsView with the canvas's size, zoom and
    # render hints, one piece made movable so that Qt drags it and repaints the same picture: what
    # a drag costs with none of Wartable's tools, snapping, preview or commands
    twin = TableScene(editor.qdoc, editor.ruleset)
    dragged = twin.items_by_key[("pieces", pieces[0][1].id)]
    dragged.setFlag(QGraphicsItem.ItemIsMovable)
    twin_view = QGraphicsView(twin)
    twin_view.setRenderHints(view.renderHints())
    twin_view.setViewportUpdateMode(view.viewportUpdateMode())
    twin_view.setSceneRect(view.sceneRect())
    twin_view.resize(view.size())
    twin_view.show()
    twin_view.setTransform(view.transform())
    twin_view.centerOn(view.mapToScene(view.viewport().rect().center()))
    app.processEvents()

    def twin_at(x, y):
        return twin_view.mapFromScene(QPointF(x, y))

    base = step_times(app, twin_view.viewport(), [twin_at(130 + i * 3, 330 + i) for i in range(MOVES)],
                      press=twin_at(130, 330), release=twin_at(130 + MOVES * 3, 330 + MOVES))
    twin_moved = dragged.pos() != QPointF(0, 0)
    twin_view.close()
    hover = step_times(app, view.viewport(), [at(130 + i * 3, 100) for i in range(MOVES)])
    drag = step_times(app, view.viewport(), [at(130 + i * 3, 330 + i) for i in range(MOVES)],
                      press=at(130, 330), release=at(130 + MOVES * 3, 330 + MOVES))
    t0 = time.perf_counter()
    for _ in range(10):
        editor.qdoc.undo_stack.undo()
        editor.qdoc.undo_stack.redo()
        app.processEvents()
    edit = (time.perf_counter() - t0) / 20
    t0 = time.perf_counter()
    validate(editor.document.snapshot())
    check = time.perf_counter() - t0
    editor.validator.run_now()  # a drag while the worker checks the table
    during = step_times(app, view.viewport(), [at(400 + i, 430) for i in range(60)],
                        press=at(400, 430), release=at(460, 430))
    editor.validator.wait()
    b = statistics.median(base)
    rows = [
        ("Qt drags a piece of the same table (baseline)", b),
        ("Qt drags a plain QGraphicsRectItem (Qt's floor)", statistics.median(floor)),
        ("hover over the table (cursor, status)", statistics.median(hover)),
        ("drag step: one piece, snapped, previewed", statistics.median(drag)),
        ("drag step while validation runs", statistics.median(during)),
        ("edit on release (undo or redo of the move)", edit),
        ("full validation on the worker (not on the UI)", check),
    ]
    print(f"{'step':50} {'ms':>9} {'x baseline':>11}")
    for name, seconds in rows:
        print(f"{name:50} {seconds * 1000:9.2f} {seconds / b:11.2f}")
    print(f"slowest drag step: {max(drag) * 1000:.2f} ms over {MOVES} steps; the items Qt dragged moved: "
          f"{twin_moved and moved}")
    editor.qdoc.undo_stack.setClean()
    window.close()


if __name__ == "__main__":
    main()
