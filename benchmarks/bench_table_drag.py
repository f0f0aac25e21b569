"""Dragging a terrain piece on a 40-piece 6' x 4' table, with and without the sight overlays following it.

Prints, for a full-size window (1920x1080, then 1366x768), the time of one mouse-move step of a drag
(event, snapping, item preview, repaint of the window) and of the edit on release (undo command, model
change, items, panels), each as a ratio to a baseline run in the same process: the same table (a second
scene of the same document, the same items painted the same way, the same captions shown where the
canvas shows them) in a plain QGraphicsView with the canvas's viewport size, zoom and render hints,
placed over the canvas in the same main window (shown only while its drag is measured), one piece
flagged movable and dragged by the same synthetic mouse events, so that Qt itself moves the piece and
repaints the same picture through the same window (nothing of Wartable's tools, snapping, preview or
commands). A view in a window of its own (``--apart``, where the rounds before 3 December placed it)
repaints without the main window: Qt repaints a child widget through its window (the window's repaint
manager, and every event filter on the window sees the window's repaint requests), work that the
canvas's steps paid and the baseline's did not. Every step moves the piece by one grid step (the
snapping step); the count of steps that moved nothing is printed (0). Each drag and its baseline take
turns, round by round (the drop taken back in between), so that a busy moment of the machine hits both
alike; the medians are over all rounds, and each round's ratio (its medians) is printed too, with the
minimum and the median of the rounds' ratios.

Each step's time is printed as elapsed time and, less disturbed by the other processes of a busy
machine, as the processor time of the interface thread (``time.thread_time``: the sight workers'
processes and threads not counted).

Then the same drag with the exposure heatmap of one side at 0.5" cells, the firing lane, the cover
shading and the Fairness panel (sides compared) on: the steps paced as a hand moves a mouse (60 a
second), the overlays and the panel's figures following the piece on workers, coalesced to its newest
position; printed: the drag step against the baseline, how many times a second each overlay (and the
panel) was redrawn during the drag, and how long after the release the checks' first findings (the
geometry's) were back. Validation's own time is printed too. Its baseline is Qt dragging the piece in a
plain view of the editor's own scene, over the canvas as above: one view repaints at each step on both
sides (a view in a window of its own, ``--apart``, left the canvas under it to be repainted too at each
of Qt's steps, and the plain view at each of ours).

With ``--peer DEPLOY_HELPER`` (a checkout of wn-mitch/deploy-helper, as for ``bench_sight_peer.py``) the
same is run again on a real tournament table: its GW layout 1 (12 ruins, each a footprint with its walls,
placed as ``bench_sight_peer.peer_shapes`` places them) on a 60" x 44" table, its first ruin dragged.

Run: QT_QPA_PLATFORM=offscreen python benchmarks/bench_table_drag.py [--peer DEPLOY_HELPER] [--sizes 1920x1080] [--apart]
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from PySide6.QtCore import QPoint, QPointF, QRect, QSettings, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsView  # noqa: E402

from editor.table.scene import TableScene  # noqa: E402
from model.geometry import rectangle  # noqa: E402
from model.table import TerrainPiece  # noqa: E402

MOVES = 90  # steps of each drag
ROUNDS = 5  # each drag and its baseline, taking turns


#: the interface thread's processor time of each step timed, by the list its elapsed time went to: less
#: disturbed than the elapsed time by the other processes of a busy machine (and by the sight workers)
CPU: dict[int, list[float]] = {}


def _step(app, widget, p, out) -> float:
    """One step of a drag: the mouse moves, the events are handled, the canvas is painted; its elapsed
    time goes to ``out`` and its processor time (this thread's) to ``CPU[id(out)]``."""
    t0, c0 = time.perf_counter(), time.thread_time()
    QTest.mouseMove(widget, p)
    app.processEvents()
    widget.repaint()  # the step's paint, at once (otherwise the platform may put it off)
    out.append(time.perf_counter() - t0)
    CPU.setdefault(id(out), []).append(time.thread_time() - c0)
    return t0


def step_times(app, widget, points, press=None, release=None, out=None) -> list[float]:
    if press is not None:
        QTest.mousePress(widget, Qt.LeftButton, Qt.NoModifier, press)
    out = [] if out is None else out
    for p in points:
        _step(app, widget, p, out)
    if release is not None:
        QTest.mouseRelease(widget, Qt.LeftButton, Qt.NoModifier, release)
    return out


def _round_ratios(base, ours, n0, m0) -> tuple[float, float]:
    """One round's medians of our steps against Qt's (the steps from ``n0`` and ``m0`` on): elapsed, processor time."""
    el = statistics.median(ours[m0:]) / statistics.median(base[n0:])
    cpu = statistics.median(CPU[id(ours)][m0:]) / statistics.median(CPU[id(base)][n0:])
    return el, cpu


def _xywh(bounds):
    x0, y0, x1, y1 = bounds
    return x0, y0, x1 - x0, y1 - y0


PIECES = 40
SIZES = ((1920, 1080), (1366, 768))


def plain_view(scene, like, apart: bool = False) -> QGraphicsView:
    """A plain QGraphicsView of ``scene`` shown like the canvas ``like``: the size of its viewport, zoom,
    centre, render hints, background cache; and its place: over the canvas, in the same window, so that
    its paints go through that window as the canvas's do (Qt repaints a child of the main window
    through the main window: its repaint manager, and what watches the window's events). Shown by
    ``showing`` while its drag is measured, hidden otherwise (it covers the canvas). ``apart``: in a
    window of its own, as the rounds before this one had it (the canvas's window's work not counted)."""
    out = QGraphicsView(scene, None if apart else like.parentWidget())
    out.setRenderHints(like.renderHints())
    out.setViewportUpdateMode(like.viewportUpdateMode())
    out.setCacheMode(like.cacheMode())
    out.setSceneRect(like.sceneRect())
    if apart:
        out.resize(like.size())
    else:
        out.setFrameShape(QGraphicsView.NoFrame)
        out.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)  # the canvas shows the whole table: no bars
        out.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    out.like = like
    out.show()
    out.setTransform(like.transform())
    _over(out)
    if not apart:
        out.hide()
    return out


def _over(view) -> None:
    """Put a ``plain_view`` over its canvas, the size of the canvas's viewport, and centre it where the canvas is."""
    like = view.like
    vp = like.viewport()
    if view.parentWidget() is not None:
        view.setGeometry(QRect(vp.mapTo(like.parentWidget(), QPoint(0, 0)), vp.size()))
        view.raise_()
    view.centerOn(like.mapToScene(vp.rect().center()))


def same_captions(twin, scene) -> None:
    """Show and place the captions of ``twin`` (a second scene of the same document) as ``scene``'s are: the
    canvas hides the captions that would cover another and moves some aside (``TableScene.declutter_labels``),
    a scene in a plain view shows them all where their objects put them; the same picture, the same work."""
    for key, item in scene.items_by_key.items():
        other = twin.items_by_key.get(key)
        if other is not None:
            other.label.setVisible(item.label.isVisible())
            other.label.step_aside(item.label.pos())


@contextmanager
def showing(app, view: QGraphicsView):
    """``view`` (a ``plain_view``) shown over the canvas while the block runs, then hidden again (a view in a
    window of its own stays shown); the show and the hide painted before and after, outside the steps."""
    inside = view.parentWidget() is not None
    if inside:
        view.show()
        _over(view)  # the canvas's place and size now (the window's panels may have moved it)
    app.processEvents()
    try:
        yield view
    finally:
        if inside:
            view.hide()
        app.processEvents()


def _there_and_back(i: int, reach: int = 30) -> int:
    """Grid steps from the start at step ``i`` of a drag that goes ``reach`` steps right and back,
    over and over (the piece stays on the table and moves at every step)."""
    k = i % (2 * reach) + 1
    return k if k <= reach else 2 * reach - k


def paced_steps(app, widget, points, hz=60.0, out=None) -> list[float]:
    """``step_times`` with the steps ``1/hz`` apart, the events processed in between (a hand's pace)."""
    out = [] if out is None else out
    period = 1.0 / hz
    for p in points:
        t0 = _step(app, widget, p, out)
        while time.perf_counter() - t0 < period:
            app.processEvents()
            time.sleep(0.001)
    return out


def _pipe_sizes(editor, piece) -> str:
    """The bytes and the pickling and unpickling time of a drag step's request and of a heatmap's answer."""
    import pickle

    from editor.table.sight_worker import Held

    held = Held()
    held.table(editor.document.snapshot(), editor.ruleset)
    sight = editor.sight
    answer = held.run("exposure", None, (sight.exposure_side, sight._resolution(editor.document), sight.model_height()))
    out = []
    for what, obj in (("request", ("run", 1, "exposure", [("pieces", editor.document.pieces[piece.id])], None)),
                      ("heatmap answer", ("done", 1, "exposure", answer, 0.0, 0.0))):
        t0 = time.perf_counter()
        for _ in range(20):
            data = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
            pickle.loads(data)
        out.append(f"{what} {len(data) / 1024:.1f} KiB, pickled and unpickled in {(time.perf_counter() - t0) / 20 * 1000:.2f} ms")
    return "; ".join(out)


def _rss_mb(pid) -> float:
    """A process's resident memory (Linux; NaN elsewhere)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def benchmark_pieces(editor) -> list:
    """The benchmark's own table: 40 pieces of every kind in rows across a 6' x 4' table."""
    kinds = [k["id"] for k in editor.ruleset.terrain_kinds()]
    return [("pieces", TerrainPiece(f"p{i}", kinds[i % len(kinds)],
                                    rectangle(60 + (i % 8) * 220, 330 + (i // 8) * 110, 150, 60)))
            for i in range(PIECES)]


def layout_pieces(layout: dict) -> list:
    """A tournament layout of deploy-helper (GW layout 1) as table pieces: each ruin's footprint (its first
    shape, as ``bench_sight_peer.peer_shapes`` places it) with its walls (the other shapes) inside it."""
    from bench_sight_peer import peer_shapes

    shapes: dict[str, list] = {}
    for name, poly in peer_shapes(layout):
        shapes.setdefault(name.rsplit("-", 1)[0], []).append(poly)
    names = {piece["id"]: piece.get("name", "") for piece in layout["pieces"]}
    out = []
    for k, (name, (footprint, *walls)) in enumerate(shapes.items()):
        walls = tuple(w.intersection(footprint) for w in walls)
        out.append(("pieces", TerrainPiece(f"p{k}", "ruins", footprint, label=names.get(name, ""),
                                           walls=tuple(w for w in walls if w.geom_type == "Polygon" and not w.is_empty))))
    return out


#: the tables dragged on: (what the header says, ruleset, table preset, the pieces, grid steps of a drag's reach)
TABLES = {
    "pieces": (f"{PIECES} pieces on 6' x 4'", "wh40k-skirmish", "wh40k-72x48", benchmark_pieces, 30),
}


def run(app, size, table: str = "pieces", layout: dict | None = None, apart: bool = False) -> None:
    from editor.mainwindow import MainWindow
    from validators import validate

    settings = QSettings(str(Path(os.environ.get("TMPDIR", "/tmp")) / "wartable-bench.ini"), QSettings.IniFormat)
    window = MainWindow(settings)
    window.resize(*size)
    window.show()
    window.showMaximized()
    if table == "gw":
        described, ruleset, preset, make, reach = ("GW layout 1 (deploy-helper's ruins) on 60\" x 44\"",
                                                   "wh40k-skirmish", "wh40k-60x44", lambda _e: layout_pieces(layout), 16)
    else:
        described, ruleset, preset, make, reach = TABLES[table]
    editor = window.new_table(ruleset, preset)
    editor.apply_deployment("long-edges")
    pieces = make(editor)
    editor.add_objects(pieces, "Add pieces")
    editor.scene.select_keys([])
    editor.fit()
    app.processEvents()
    editor.validator.wait()
    app.processEvents()
    view = editor.view
    first = pieces[0][1]
    x0, y0 = first.footprint.centroid.x, first.footprint.centroid.y
    step = editor.scene.grid_step_mm  # the snapping step: every step moves the piece
    path = [(x0 + step * _there_and_back(i, reach), y0 + (step if i % 2 else 0.0)) for i in range(MOVES)]

    def at(x, y):
        return view.mapFromScene(QPointF(x, y))

    # the baseline: the same table (a second scene of the same document: surface, grid, zones,
    # terrain with its patterns and labels) in a plain QGraphicsView with the canvas's size, zoom and
    # render hints, over the canvas in the same window, one piece made movable so that Qt drags it and
    # repaints the same picture: what a drag costs with none of Wartable's tools, snapping, preview or
    # commands
    twin = TableScene(editor.qdoc, editor.ruleset)
    dragged = twin.items_by_key[("pieces", first.id)]
    dragged.setFlag(QGraphicsItem.ItemIsMovable)
    twin_view = plain_view(twin, view, apart)
    app.processEvents()
    with showing(app, twin_view):
        sizes = [f"{v.viewport().width()}x{v.viewport().height()}" for v in (view, twin_view)]

    def twin_at(x, y):
        return twin_view.mapFromScene(QPointF(x, y))

    item = editor.scene.items_by_key[("pieces", first.id)]
    still = []

    def track(app_, widget, points, out):
        for p in points:
            before = item.pos()
            step_times(app_, widget, [p], out=out)
            still.append(item.pos() == before)

    def settle():
        """Wait for the checks and the sight computations, then take the last drop back."""
        editor.sight.wait()
        editor.validator.wait()
        app.processEvents()
        editor.qdoc.undo_stack.undo()
        editor.sight.wait()
        editor.validator.wait()
        app.processEvents()

    # the two take turns, round by round, so that a busy moment of the machine hits both alike
    base, drag, standing = [], [], 0
    rounds = {"without": [], "following": []}  # per round: (Qt's drag, ours), elapsed and processor time
    for _round in range(ROUNDS):
        dragged.setPos(0, 0)
        n0, m0 = len(base), len(drag)
        same_captions(twin, editor.scene)
        with showing(app, twin_view):
            step_times(app, twin_view.viewport(), [twin_at(*p) for p in path], press=twin_at(x0, y0),
                       release=twin_at(*path[-1]), out=base)
        still.clear()
        QTest.mousePress(view.viewport(), Qt.LeftButton, Qt.NoModifier, at(x0, y0))
        track(app, view.viewport(), [at(*p) for p in path], drag)
        rounds["without"].append(_round_ratios(base, drag, n0, m0))
        QTest.mouseRelease(view.viewport(), Qt.LeftButton, Qt.NoModifier, at(*path[-1]))
        standing += sum(still[1:])  # the first step only passes the drag distance
        if _round < ROUNDS - 1:
            settle()
    twin_view.close()
    t0 = time.perf_counter()
    for _ in range(10):
        editor.qdoc.undo_stack.undo()
        editor.qdoc.undo_stack.redo()
        app.processEvents()
    edit = (time.perf_counter() - t0) / 20
    t0 = time.perf_counter()
    validate(editor.document.snapshot())
    check = time.perf_counter() - t0
    editor.validator.wait()
    app.processEvents()

    # the sight overlays on, following the drag: exposure of side A at 0.5", the lane, the cover
    sight = editor.sight
    side = sorted({z.side for z in editor.document.zones.values()})[0]
    sight.set_exposure_side(side)
    sight.set_lane(True)
    sight.set_cover(True)
    fairness = editor.fairness  # the Fairness panel open, the sides compared: its figures follow too
    fairness.show()
    fairness.raise_()
    fairness.compute()
    while sight.jobs or fairness.job is not None or sight._following:  # the workers warm too
        app.processEvents()
        time.sleep(0.005)
    editor.validator.wait()
    app.processEvents()
    start = editor.document.pieces[first.id].footprint.centroid
    x1, y1 = start.x, start.y
    back = [(x1 + step * _there_and_back(i, reach), y1 - (step if i % 2 else 0.0)) for i in range(MOVES)]
    # its baseline: Qt dragging the piece in a plain view of the editor's own scene, overlays and all
    # (heatmap, lane, cover shading), at the same pace; the two take turns, round by round
    own = plain_view(editor.scene, view, apart)
    app.processEvents()
    own_base, follow, found = [], [], []
    counted = {name: 0 for name in ("exposure", "lane", "cover", "fairness")}
    dragging = 0.0
    arrived: list[float] = []
    editor.validator.findingsChanged.connect(lambda _f: arrived.append(time.perf_counter()))
    for _round in range(ROUNDS):
        item.setFlag(QGraphicsItem.ItemIsMovable)
        n0, m0 = len(own_base), len(follow)
        with showing(app, own):
            QTest.mousePress(own.viewport(), Qt.LeftButton, Qt.NoModifier, own.mapFromScene(QPointF(x1, y1)))
            paced_steps(app, own.viewport(), [own.mapFromScene(QPointF(*p)) for p in back], out=own_base)
            QTest.mouseRelease(own.viewport(), Qt.LeftButton, Qt.NoModifier, own.mapFromScene(QPointF(*back[-1])))
        item.setFlag(QGraphicsItem.ItemIsMovable, False)
        item.setPos(0, 0)
        app.processEvents()
        counts = dict(sight.follow_count)
        QTest.mousePress(view.viewport(), Qt.LeftButton, Qt.NoModifier, at(x1, y1))
        t_drag = time.perf_counter()
        paced_steps(app, view.viewport(), [at(*p) for p in back], out=follow)
        dragging += time.perf_counter() - t_drag
        rounds["following"].append(_round_ratios(own_base, follow, n0, m0))
        for name in counted:
            counted[name] += sight.follow_count.get(name, 0) - counts.get(name, 0)
        arrived.clear()
        t_release = time.perf_counter()
        QTest.mouseRelease(view.viewport(), Qt.LeftButton, Qt.NoModifier, at(*back[-1]))
        while not arrived and time.perf_counter() - t_release < 5:
            app.processEvents()
            time.sleep(0.001)
        if arrived:
            found.append(arrived[0] - t_release)
        if _round < ROUNDS - 1:
            settle()
    own.close()
    rates = {name: n / dragging for name, n in counted.items()}
    ipc = {name: [statistics.median(x[k] for x in rows) for k in range(4)] for name, rows in sight.ipc.items()}
    memory = [_rss_mb(w.pid) for w in sight._workers.values()]
    pipe = _pipe_sizes(editor, first)
    sight.clear()
    sight.wait()
    editor.validator.wait()
    b = statistics.median(base)
    print(f"\nwindow {size[0]}x{size[1]}, canvas {sizes[0]} px (Qt's view {sizes[1]} px, "
          f"{'in a window of its own' if apart else 'over the canvas in its window'}); "
          f"{described}; {ROUNDS} rounds of {MOVES} steps of one grid step ({step:.1f} mm), "
          f"each drag and its baseline taking turns; steps that moved nothing: "
          f"{standing}; "
          f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    rows = [
        ("Qt drags a piece of the same table (baseline)", b),
        ("drag step: one piece, snapped, previewed", statistics.median(drag)),
        ("Qt drags the piece, the overlays shown (baseline 2)", statistics.median(own_base)),
        ("drag step, exposure 0.5\" + lane + cover following", statistics.median(follow)),
        ("edit on release (undo or redo of the move)", edit),
        ("full validation on the worker (not on the UI)", check),
    ]
    print(f"{'step':56} {'ms':>9} {'x baseline':>11}")
    for name, seconds in rows:
        print(f"{name:56} {seconds * 1000:9.2f} {seconds / b:11.2f}")
    print(f"drag step with the overlays following, against Qt's drag with the overlays shown: "
          f"{statistics.median(follow) / statistics.median(own_base):.2f}x")
    cpu = {name: statistics.median(CPU[id(steps)]) for name, steps in
           (("base", base), ("drag", drag), ("own_base", own_base), ("follow", follow))}
    print(f"the interface thread's processor time of a step, median: Qt's drag {cpu['base'] * 1000:.2f} ms, ours "
          f"{cpu['drag'] * 1000:.2f} ms ({cpu['drag'] / cpu['base']:.2f}x); the overlays shown, Qt's drag "
          f"{cpu['own_base'] * 1000:.2f} ms, ours with them following {cpu['follow'] * 1000:.2f} ms "
          f"({cpu['follow'] / cpu['own_base']:.2f}x)")
    for name, label in (("without", "without overlays"), ("following", "the overlays following")):
        el = [r[0] for r in rounds[name]]
        cp = [r[1] for r in rounds[name]]
        print(f"round by round, {label}, against Qt's drag: elapsed {', '.join(f'{x:.2f}' for x in el)} "
              f"(min {min(el):.2f}, median {statistics.median(el):.2f}); processor time "
              f"{', '.join(f'{x:.2f}' for x in cp)} (min {min(cp):.2f}, median {statistics.median(cp):.2f})")
    print("redrawn during the drag, per second: " + ", ".join(f"{k} {v:.1f}" for k, v in rates.items()))
    print("worker processes' answers, median ms (from the request sent to the answer read, the newest request "
          "waiting while the worker finishes the one in hand / computing in the worker / from done in the worker "
          "to read by the editor: pickling, the pipe, unpickling and the wait for the interface's loop / showing "
          "it on the canvas): "
          + "; ".join(f"{k} {r * 1000:.1f} / {c * 1000:.1f} / {p * 1000:.1f} / {s * 1000:.1f}"
                      for k, (r, c, p, s) in ipc.items()))
    print("what crosses the pipe per update: " + pipe)
    print("worker processes' memory (resident): " + ", ".join(f"{m:.0f} MB" for m in memory)
          + f"; the editor's own: {_rss_mb(os.getpid()):.0f} MB")
    print("findings of the dropped table back after the release, each round: "
          + ", ".join(f"{t * 1000:.0f} ms" for t in found) + (" (a round's not within 5 s)" if len(found) < ROUNDS else ""))
    editor.qdoc.undo_stack.setClean()
    window.close()


def main() -> None:
    import argparse

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("size", nargs="?", help="one window size, WxH, on a screen of that size (the script's own runs)")
    ap.add_argument("--peer", type=Path, help="a checkout of wn-mitch/deploy-helper: its GW layout 1 is dragged on "
                                              "too (bench_sight_peer.LAYOUT)")
    ap.add_argument("--table", choices=("pieces", "gw"), default="pieces", help=argparse.SUPPRESS)
    ap.add_argument("--apart", action="store_true", help="Qt's drag in a window of its own, where the rounds before "
                                                         "3 December placed it (not through the main window the "
                                                         "canvas is in)")
    ap.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES), help="window sizes, comma-separated")
    args = ap.parse_args()
    layout = None
    if args.peer is not None:
        from bench_sight_peer import LAYOUT

        layout = json.loads((args.peer / LAYOUT).read_text(encoding="utf-8"))
    if args.size:  # one window size, on a screen of that size
        app = QApplication.instance() or QApplication(sys.argv[:1])
        run(app, tuple(int(v) for v in args.size.split("x")), args.table, layout, args.apart)
        return
    tables = ["pieces"] + (["gw"] if layout is not None else [])
    with tempfile.TemporaryDirectory() as tmp:
        for w, h in (tuple(int(v) for v in size.split("x")) for size in args.sizes.split(",")):
            # each size in its own process, whose offscreen screen has that size
            config = Path(tmp) / f"screen-{w}x{h}.json"
            config.write_text(json.dumps({"windowFrameMargins": False, "screens": [
                {"name": "desktop", "x": 0, "y": 0, "width": w, "height": h, "logicalDpi": 96, "logicalBaseDpi": 96,
                 "dpr": 1}]}), encoding="utf-8")
            env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
            for table in tables:
                peer = ["--peer", str(args.peer)] if args.peer is not None else []
                apart = ["--apart"] if args.apart else []
                subprocess.run([sys.executable, __file__, f"{w}x{h}", "--table", table, *peer, *apart], env=env,
                               check=True)


if __name__ == "__main__":
    main()
