"""Instructions of the interface thread over 40 drag steps of ``bench_table_drag``'s 40-piece table (or,
with a third argument, deploy-helper's GW layout 1 as ``bench_table_drag --peer`` builds it) at the
window's size: Qt's drag of a twin scene, then ours, in one process (callgrind counts from the first step
past the drag distance to the last; the first dump, ``qt``, is Qt's drag, the final one ours).

Run: CG=1 QT_QPA_PLATFORM="offscreen:configfile=SCREEN.json" valgrind --tool=callgrind --instr-atstart=no
     --separate-threads=yes python benchmarks/callgrind_table_drag.py [ROOT] [write|none] [DEPLOY_HELPER|-] [apart]
ROOT: the copy of the code to load (default: this one); ``none``: the status bar is never written (its
timer's ``start`` a no-op), ``write`` (default): as its timer says; DEPLOY_HELPER: a checkout of
wn-mitch/deploy-helper, whose GW layout 1 (60" x 44") is dragged instead of the 40-piece table (``-``: the
40-piece table); ``apart``: Qt's view in a window of its own (``bench_table_drag.plain_view``), not over the
canvas in the main window. Without CG=1 it runs without valgrind.
"""
import json
import os
import subprocess
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
mode = sys.argv[2] if len(sys.argv) > 2 else "write"
peer = sys.argv[3] if len(sys.argv) > 3 and sys.argv[3] != "-" else None
apart = len(sys.argv) > 4 and sys.argv[4] == "apart"
sys.path.insert(0, root + "/benchmarks"); sys.path.insert(0, root)
import tempfile  # noqa: E402

from PySide6.QtCore import QPointF, QSettings, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsItem  # noqa: E402

app = QApplication.instance() or QApplication(sys.argv[:1])
from bench_table_drag import (_step, _there_and_back, benchmark_pieces, layout_pieces, plain_view,  # noqa: E402
                              same_captions, showing)
from editor.mainwindow import MainWindow  # noqa: E402
from editor.table.scene import TableScene  # noqa: E402

settings = QSettings(os.path.join(tempfile.gettempdir(), "wartable-cg.ini"), QSettings.IniFormat)
window = MainWindow(settings); window.resize(1920, 1080); window.show(); window.showMaximized()
if peer:
    from bench_sight_peer import LAYOUT  # noqa: E402

    editor = window.new_table("wh40k-skirmish", "wh40k-60x44")
    editor.apply_deployment("long-edges")
    pieces = layout_pieces(json.loads(open(os.path.join(peer, LAYOUT), encoding="utf-8").read()))
    reach = 16
else:
    editor = window.new_table("wh40k-skirmish", "wh40k-72x48")
    editor.apply_deployment("long-edges")
    pieces = benchmark_pieces(editor)
    reach = 30
editor.add_objects(pieces, "Add pieces"); editor.scene.select_keys([]); editor.fit()
app.processEvents(); editor.validator.wait(); app.processEvents()
view = editor.view
first = pieces[0][1]
x0, y0 = first.footprint.centroid.x, first.footprint.centroid.y
step = editor.scene.grid_step_mm
path = [(x0 + step * _there_and_back(i, reach), y0 + (step if i % 2 else 0.0)) for i in range(41)]
twin = TableScene(editor.qdoc, editor.ruleset)
twin.items_by_key[("pieces", first.id)].setFlag(QGraphicsItem.ItemIsMovable)
tv = plain_view(twin, view, apart); app.processEvents()
if mode == "none":
    editor._status_timer.start = lambda *a: None
def cg(on):
    if os.environ.get("CG"):
        subprocess.run(["callgrind_control", "-i", "on" if on else "off", str(os.getpid())], capture_output=True)
def drag(v, points, press):
    QTest.mousePress(v.viewport(), Qt.LeftButton, Qt.NoModifier, v.mapFromScene(QPointF(*press)))
    _step(app, v.viewport(), v.mapFromScene(QPointF(*points[0])), [])  # past the drag distance
    cg(True)
    for p in points[1:]:
        _step(app, v.viewport(), v.mapFromScene(QPointF(*p)), [])
    cg(False)
    QTest.mouseRelease(v.viewport(), Qt.LeftButton, Qt.NoModifier, v.mapFromScene(QPointF(*points[-1])))
    app.processEvents()
writes = []
editor.statusChanged.connect(lambda s: writes.append(s))
same_captions(twin, editor.scene)
with showing(app, tv):
    drag(tv, path, (x0, y0))
if os.environ.get("CG"):
    subprocess.run(["callgrind_control", "--dump=qt", str(os.getpid())], capture_output=True)
n0 = len(writes)
drag(view, path, (x0, y0))
print("status writes during our drag (and at its release):", len(writes) - n0)
editor.qdoc.undo_stack.setClean(); window.close()
