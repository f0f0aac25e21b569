"""Cold start of the window to the first painted table, against a bare PySide6 window.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_startup.py [--runs 7]

Each case is a fresh Python process, timed by this script from its start to the line it
prints at its first paint (what a user waits for; closing down is not counted); the two take
turns, so a busy moment hits both alike:

* baseline: ``QApplication``, one plain ``QWidget`` shown, quit after its first paint;
* Wartable: ``QApplication``, the main window opening an example table as ``wartable
  TABLE.json`` does (``MainWindow.open_at_start``): the first paint of the table is its picture
  from the file's plain coordinates (``editor/table/preview.py``); the process goes on until
  the full tab (panels, canvas items, checks started) has painted its canvas, timed as "ready".

A third process shows the floor of the editable tab: the bare window importing shapely (the
table model's shapes, which bring numpy) after its first paint, and painting again; no code of
Wartable's can make the tab come sooner than that.

Prints the median of each, the ratio of the medians and the median of the run-by-run ratios
(target: at most 2x), and which heavy libraries the Wartable process had imported by then.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TABLE = ROOT / "examples" / "kensei-120x120.json"

BARE = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

class Window(QWidget):
    def paintEvent(self, event):
        super().paintEvent(event)
        print("painted", flush=True)
        QTimer.singleShot(0, QApplication.quit)

app = QApplication(sys.argv[:1])
w = Window()
w.resize(1400, 900)
w.show()
app.exec()
"""

#: the floor of the editable tab: a bare window that, once painted, imports what a table's model is
#: made of (shapely, and the numpy it brings) and paints again; no Wartable code at all
BARE_MODEL = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

class Window(QWidget):
    painted = 0

    def paintEvent(self, event):
        super().paintEvent(event)
        Window.painted += 1
        if Window.painted == 1:
            print("painted", flush=True)
            import shapely.geometry  # noqa: F401
            QTimer.singleShot(0, self.update)
        elif Window.painted == 2:
            print("ready", flush=True)
            QTimer.singleShot(0, QApplication.quit)

app = QApplication(sys.argv[:1])
w = Window()
w.resize(1400, 900)
w.show()
app.exec()
"""

WARTABLE = """
import json, sys
sys.path.insert(0, sys.argv[1])
from PySide6.QtCore import QEvent, QObject, QSettings, QTimer
from PySide6.QtWidgets import QApplication

HEAVY = ("pyqtgraph", "shapely", "numpy", "networkx", "jsonschema", "validators", "PySide6.QtSvg",
         "PySide6.QtPrintSupport")

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Paint and not self.done:
            self.done = True
            print(self.word, flush=True)
            self.loaded = [m for m in HEAVY if m in sys.modules]
            if self.then:
                QTimer.singleShot(0, self.then)
        return False

def spy(widget, word, then=None):
    s = FirstPaint()
    s.done, s.word, s.then = False, word, then
    widget.installEventFilter(s)
    return s

app = QApplication(sys.argv[:1])
from editor.base import DocumentEditor
from editor.mainwindow import MainWindow
window = MainWindow(QSettings(sys.argv[3], QSettings.IniFormat), start_page=False)
window.show()
window.open_at_start([sys.argv[2]])  # as ``wartable TABLE.json`` does
spies = []

def watch(_index=None):
    tab = window.tabs.currentWidget()
    if isinstance(tab, DocumentEditor):
        spies.append(spy(tab.view.viewport(), "ready", QApplication.quit))
    elif tab is not None and not spies:
        spies.append(spy(tab, "painted"))

window.tabs.currentChanged.connect(watch)
watch()
app.exec()
print(json.dumps(spies[0].loaded))
editor = window.editors[0]
editor.validator.wait()
editor.qdoc.undo_stack.setClean()
window.close()
"""


def child_env(pycache: str) -> dict:
    """The children run as an installed copy would: modules byte-compiled once (into ``pycache``,
    by the warm-up run), not compiled again by every start."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"), PYTHONPYCACHEPREFIX=pycache)
    return env


ENV: dict = {}


def run(code: str, *args: str) -> tuple[float, float | None, str]:
    """Seconds from starting the process to its "painted" line, to its "ready" line (Wartable:
    the full tab's canvas painted), and what it printed after."""
    env = ENV or child_env(tempfile.gettempdir())
    t = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code, *args], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            text=True, env=env)
    first = proc.stdout.readline()
    elapsed = time.perf_counter() - t
    ready = None
    if code is not BARE:
        if proc.stdout.readline().strip() == "ready":
            ready = time.perf_counter() - t
    rest = proc.stdout.read()
    proc.wait()
    if first.strip() != "painted":
        raise RuntimeError(f"no first paint: {first!r}")
    return elapsed, ready, rest


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    args = ap.parse_args(argv)
    bare, ours, readies, ratios, loaded, floor = [], [], [], [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        ini = str(Path(tmp) / "settings.ini")
        ENV.update(child_env(str(Path(tmp) / "pycache")))
        run(BARE)  # warm the file cache once for both
        run(WARTABLE, str(ROOT), str(TABLE), ini)
        run(BARE_MODEL)
        for _ in range(args.runs):
            b, _, _ = run(BARE)
            w, ready, out = run(WARTABLE, str(ROOT), str(TABLE), ini)
            floor.append(run(BARE_MODEL)[1])
            bare.append(b)
            ours.append(w)
            readies.append(ready)
            ratios.append(w / b)
            loaded = json.loads(out.strip().splitlines()[-1])
    mb, mw = statistics.median(bare), statistics.median(ours)
    print(f"{'process (start to first paint)':<58} {'median s':>9} {'min s':>7} {'max s':>7}")
    print(f"{'bare PySide6 window, first paint (baseline)':<58} {mb:9.3f} {min(bare):7.3f} {max(bare):7.3f}")
    print(f"{'Wartable window, example table, first table paint':<58} {mw:9.3f} {min(ours):7.3f} {max(ours):7.3f}")
    if all(r is not None for r in readies):
        mr = statistics.median(readies)
        print(f"{'Wartable window, the table tab ready (panels, canvas)':<58} {mr:9.3f} {min(readies):7.3f} "
              f"{max(readies):7.3f}   ({mr / mb:.2f}x, for reference)")
    if all(r is not None for r in floor):
        mf = statistics.median(floor)
        print(f"{'bare window, then shapely + numpy imported, painted again':<58} {mf:9.3f} {min(floor):7.3f} "
              f"{max(floor):7.3f}   ({mf / mb:.2f}x: the floor of an editable table)")
    ratio = statistics.median(ratios)
    print(f"\nratio of medians {mw / mb:.2f}; median run-by-run ratio {ratio:.2f}  (target <= 2: "
          f"{'ok' if ratio <= 2 else 'SLOW'}); {args.runs} runs each, taking turns; {os.cpu_count()} cores")
    print(f"imported by the first paint: {', '.join(loaded) or 'none of the heavy libraries'}")
    return 0 if ratio <= 2 else 1


if __name__ == "__main__":
    sys.exit(main())
