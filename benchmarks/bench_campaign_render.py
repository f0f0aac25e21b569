"""Paint and render a 10,000-hex campaign map offscreen.

Prints frame times (median of several renders into a 1600 x 1000 image) for the full
map and a zoomed view, and the time of a brush stroke step (command, merge into the
stroke, redraw), each as a ratio to baselines run in the same process: an empty
scene, the same hexes drawn as plain polygons in one QPainter loop, and one
QGraphicsPolygonItem per hex.

Run: QT_QPA_PLATFORM=offscreen python benchmarks/bench_campaign_render.py [columns rows]
"""
from __future__ import annotations

import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsPolygonItem, QGraphicsScene, QGraphicsView  # noqa: E402

from model import campaign_ops as ops  # noqa: E402
from model.campaign import HexCell  # noqa: E402
from model.ruleset import load_ruleset  # noqa: E402

W, H = 1600, 1000
REPEAT = 7


def painted_map(ruleset, columns: int, rows: int):
    doc = ops.new_campaign(ruleset, "Benchmark", 8, columns=columns, rows=rows)
    rng = random.Random(7)
    kinds = ["plains"] * 5 + ["forest", "forest", "river", "mountain", "swamp"]
    players = list(doc.players)
    changes = {}
    for k, cell in doc.cells.items():
        t = rng.choice(kinds)
        feats = frozenset()
        if t in ("plains", "forest") and rng.random() < 0.04:
            feats = frozenset({"castle", "city"})
        elif t in ("river", "mountain") and rng.random() < 0.05:
            feats = frozenset({"mine"})
        owner = players[(k.q // 12 + k.r // 12) % len(players)] if rng.random() < 0.6 else None
        changes[k] = HexCell(t, feats, owner=owner, name="Hold" if feats and rng.random() < 0.3 else "")
    doc.set_cells(changes)
    return doc


def time_render(view: QGraphicsView, repeat: int = REPEAT) -> float:
    """Median milliseconds to render the view's visible area into an image."""
    image = QImage(W, H, QImage.Format_ARGB32_Premultiplied)
    times = []
    for _ in range(repeat):
        image.fill(Qt.white)
        p = QPainter(image)
        p.setRenderHint(QPainter.Antialiasing)
        t0 = time.perf_counter()
        view.render(p, QRectF(0, 0, W, H), view.viewport().rect())
        p.end()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def plain_polygons(doc, view: QGraphicsView, repeat: int = REPEAT) -> float:
    """Baseline: every hex as a filled polygon, one QPainter loop, no culling or caching."""
    from PySide6.QtGui import QPolygonF

    hexes = list(doc.cells)
    centers = doc.grid.centers(hexes)
    corners = [QPointF(x, y) for x, y in doc.grid.corners((0, 0))]
    poly = QPolygonF(corners)
    image = QImage(W, H, QImage.Format_ARGB32_Premultiplied)
    brushes = {}
    times = []
    for _ in range(repeat):
        image.fill(Qt.white)
        p = QPainter(image)
        p.setRenderHint(QPainter.Antialiasing)
        p.setTransform(view.viewportTransform())
        p.setPen(QPen(QColor(0, 0, 0, 70), 0))
        t0 = time.perf_counter()
        for (x, y), h in zip(centers, hexes):
            t = doc.cells[h].terrain
            p.setBrush(brushes.setdefault(t, QBrush(QColor(hash(t) & 0xFFFFFF))))
            p.drawPolygon(poly.translated(float(x), float(y)))
        p.end()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def main() -> None:
    columns, rows = (int(sys.argv[1]), int(sys.argv[2])) if len(sys.argv) > 2 else (100, 100)
    app = QApplication.instance() or QApplication(sys.argv)
    ruleset = load_ruleset("warhammer-campaign")
    t0 = time.perf_counter()
    doc = painted_map(ruleset, columns, rows)
    build_ms = (time.perf_counter() - t0) * 1000

    from editor.campaign import CampaignEditor
    from editor.qtdocument import QtDocument

    qdoc = QtDocument(doc)
    editor = CampaignEditor(qdoc)
    editor.resize(W, H)
    editor.view.resize(W, H)
    editor.show()
    app.processEvents()
    view = editor.view
    editor.act_names.setChecked(True)

    empty_view = QGraphicsView(QGraphicsScene(editor.scene.sceneRect()))
    empty_view.resize(W, H)
    empty_view.fitInView(editor.map_item.boundingRect(), Qt.KeepAspectRatio)

    # full view
    editor.fit()
    view.fitInView(editor.map_item.boundingRect(), Qt.KeepAspectRatio)
    t0 = time.perf_counter()
    time_render(view, repeat=1)
    full_cold = (time.perf_counter() - t0) * 1000
    full = time_render(view)
    view.scale(1.1, 1.1)  # a wheel step: the old rasters are stretched until zooming pauses
    full_zoom_step = time_render(view, repeat=1)
    editor.map_item._rescale()  # then every visible chunk is rasterised again at the new scale
    full_sharpen = time_render(view, repeat=1)
    empty = time_render(empty_view)
    plain = plain_polygons(doc, view)

    # one QGraphicsPolygonItem per hex, the simple design the map item replaces
    items_scene = QGraphicsScene()
    from PySide6.QtGui import QPolygonF

    poly = QPolygonF([QPointF(x, y) for x, y in doc.grid.corners((0, 0))])
    t0 = time.perf_counter()
    for h, c in doc.cells.items():
        it = QGraphicsPolygonItem(poly)
        it.setPos(*doc.grid.center(h))
        it.setBrush(editor.style.terrain_brush(c.terrain))
        items_scene.addItem(it)
    items_build = (time.perf_counter() - t0) * 1000
    items_view = QGraphicsView(items_scene)
    items_view.resize(W, H)
    items_view.setTransform(view.transform())
    items_view.centerOn(editor.map_item.boundingRect().center())
    items_full = time_render(items_view)

    # zoomed view: about 20 x 12 hexes, icons and names drawn
    centre = list(doc.cells)[len(doc.cells) // 2 + columns // 2]
    view.resetTransform()
    view.scale(2.2, 2.2)
    view.centerOn(QPointF(*doc.grid.center(centre)))
    app.processEvents()
    zoom_stretched = time_render(view, repeat=1)
    editor.map_item._rescale()
    zoom_cold = time_render(view, repeat=1)
    zoomed = time_render(view)
    items_view.resetTransform()
    items_view.scale(2.2, 2.2)
    items_view.centerOn(QPointF(*doc.grid.center(centre)))
    items_zoomed = time_render(items_view)

    # a brush stroke across the zoomed view: radius-2 brush, 40 steps, one undo step
    editor.set_tool("terrain")
    editor.set_terrain("forest")
    editor.set_brush_radius(2)
    start = centre
    steps = []
    editor.begin_stroke()
    for i in range(40):
        h = type(start)(start.q + i % 20 - 10, start.r + (i // 20) * 2 - 1)
        t0 = time.perf_counter()
        editor.tool._paint(editor, [h])
        time_render(view, repeat=1)
        steps.append((time.perf_counter() - t0) * 1000)
    editor.end_stroke()
    undo_steps = qdoc.undo_stack.count()
    stroke = statistics.median(steps)

    n = len(doc.cells)
    print(f"Campaign map render benchmark: {n} hexes ({columns} x {rows}), {W} x {H} image, median of {REPEAT}")
    print(f"map painted in {build_ms:.0f} ms; {n} QGraphicsPolygonItems built in {items_build:.0f} ms")
    print()
    print(f"{'case':<48}{'ms':>9}{'x plain polygons':>18}{'x item per hex':>16}")
    rows_out = [
        ("empty scene (baseline)", empty, None),
        ("plain polygons, one QPainter loop (baseline)", plain, None),
        ("one QGraphicsPolygonItem per hex, full (baseline)", items_full, None),
        ("one QGraphicsPolygonItem per hex, zoomed (base.)", items_zoomed, None),
        ("map item, full view, first frame (records)", full_cold, items_full),
        ("map item, full view", full, items_full),
        ("map item, full view, wheel step (stretched)", full_zoom_step, items_full),
        ("map item, full view, sharp again after zooming", full_sharpen, items_full),
        ("map item, zoomed view, first frame (stretched)", zoom_stretched, items_zoomed),
        ("map item, zoomed view, sharp again", zoom_cold, items_zoomed),
        ("map item, zoomed view (icons, names)", zoomed, items_zoomed),
        ("brush stroke step: paint + merge + redraw", stroke, items_zoomed),
    ]
    for name, ms, ref in rows_out:
        ratio_items = f"{ms / ref:.2f}" if ref else ""
        print(f"{name:<48}{ms:>9.1f}{ms / plain:>18.2f}{ratio_items:>16}")
    print()
    print(f"stroke of 40 brush steps -> {undo_steps} undo step(s); "
          f"{sum(c.terrain == 'forest' for c in doc.cells.values())} forest hexes now")
    qdoc.undo_stack.setClean()
    editor.validator.wait()
    qdoc.close()


if __name__ == "__main__":
    main()
