"""Cold start of the window to its first paint, against a bare PySide6 window.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_startup.py [--runs 7] [--lang en|es] [--against DIR]
        [--instructions]

Each case is a fresh Python process, timed by this script from its start to the line it
prints once the widget on screen has painted (what a user waits for; closing down is not
counted); the processes take turns, so a busy moment hits all alike. The line comes after the
widget's own paint in every case (the bare window prints it at the end of its paintEvent; for
Wartable a probe lets the widget paint, then prints). The probe imports nothing of Qt's or
Wartable's before Wartable's own start does (it waits for that start to import the window's module),
so every module is imported where ``wartable`` imports it, with the garbage collector as Wartable's
start leaves it (off from the start of ``editor.app.run`` to the tab); it used to import PySide6 and the
window's modules first, with the collector on: about 25 M instructions of collections, a few
milliseconds, that a typed start does not make. The cases:

* baseline: ``QApplication``, one plain ``QWidget`` shown, quit after its first paint;
* Wartable as typed on the command line (``editor.cli.main``: the language and its
  translations, the window, the offer of lost work, the files), with settings, preferences and
  recovery folders of its own (a first start), in the language ``--lang`` names (saved as
  Edit > Preferences saves it):

  - ``wartable TABLE.json`` (an example table): its first paint is the table's picture from the
    file's plain coordinates (``editor/table/preview.py``); the process goes on until the full
    tab (panels, canvas items, checks started) has painted its canvas, timed as "ready";
  - ``wartable``: the start page;
  - ``wartable CAMPAIGN.json`` (an example campaign map): its picture from the file's plain data
    (``editor/campaign/preview.py``), then its tab ready.

A last process shows the floor of the editable tab: the bare window importing shapely (the
table model's shapes, which bring numpy) after its first paint, and painting again; no code of
Wartable's can make the tab come sooner than that.

Both files are the language's examples (``examples/`` or ``examples/es/``) opened and saved again
by Wartable's own save before timing, so they are in the format version the app writes today.

``--against DIR`` (another copy of Wartable's code, such as the commit before a change, exported
with ``git archive``) adds that copy's ``wartable TABLE.json`` and ``wartable CAMPAIGN.json`` to
every turn, so that a change is measured side by side with the code before it, in the same run.

Prints the median, fastest and slowest of each with the ratio of the medians to the baseline's,
the median of the run-by-run ratios of each first paint (target for a table and a campaign map:
at most 2x) and of each editable tab (target: at most 3x), the same in processor time (each
process's own ``time.process_time`` by its paint, which the machine's other work disturbs less
than the elapsed time; the first paints too), and which heavy libraries each Wartable process had
imported by its first paint.

``--instructions`` counts instead of timing (``valgrind --tool=callgrind``, which a busy machine
does not disturb): each process once, ended at its paint, its instructions against the bare
window's first paint's.
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
sys.path.insert(0, str(ROOT))
#: the example table and campaign map of each language, opened and saved again by Wartable's own
#: save before timing (the newest format version, as every file the app writes today)
EXAMPLES = {"en": ROOT / "examples", "es": ROOT / "examples" / "es"}
TABLE_NAME, CAMPAIGN_NAME = "kensei-120x120.json", "piedras-4-players.json"

BARE = """
import os, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

class Window(QWidget):
    def paintEvent(self, event):
        super().paintEvent(event)
        print("painted", time.process_time(), flush=True)
        if os.environ.get("BENCH_EXIT_AT") == "painted":  # --instructions: counted up to here
            os._exit(0)
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
import os, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

class Window(QWidget):
    painted = 0

    def paintEvent(self, event):
        super().paintEvent(event)
        Window.painted += 1
        if Window.painted == 1:
            print("painted", time.process_time(), flush=True)
            import shapely.geometry  # noqa: F401
            QTimer.singleShot(0, self.update)
        elif Window.painted == 2:
            print("ready", time.process_time(), flush=True)
            if os.environ.get("BENCH_EXIT_AT") == "ready":
                os._exit(0)
            QTimer.singleShot(0, QApplication.quit)

app = QApplication(sys.argv[:1])
w = Window()
w.resize(1400, 900)
w.show()
app.exec()
"""

WARTABLE = """
import json, os, sys, time
sys.path.insert(0, sys.argv[1])

HEAVY = ("pyqtgraph", "shapely", "numpy", "networkx", "jsonschema", "validators", "PySide6.QtSvg",
         "PySide6.QtPrintSupport")
spies, windows = [], []


def probe(mainwindow):
    \"\"\"Watch which tab the window shows and when it paints; called once Wartable's own start has
    imported the window's module (the probe imports nothing of Qt's or Wartable's before that).\"\"\"
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from editor.base import DocumentEditor

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Paint and not self.done:
                self.done = True
                # the widget paints first, as the bare window's line comes after its paintEvent
                watched.removeEventFilter(self)
                QApplication.sendEvent(watched, event)
                for word in self.words:
                    print(word, time.process_time(), flush=True)
                    if os.environ.get("BENCH_EXIT_AT") == word:  # --instructions: counted up to here
                        os._exit(0)
                self.loaded = [m for m in HEAVY if m in sys.modules]
                if self.then:
                    QTimer.singleShot(0, self.then)
                return True
            return False

    def spy(widget, words, then=None):
        s = FirstPaint()
        s.done, s.words, s.then = False, words, then
        widget.installEventFilter(s)
        return s

    opened = mainwindow.MainWindow.open_at_start

    def open_at_start(window, paths):
        windows.append(window)
        opened(window, paths)

        def watch(_index=None):
            tab = window.tabs.currentWidget()
            if isinstance(tab, DocumentEditor) and hasattr(tab, "view"):
                # the tab's canvas painted; with no picture before it, that is also the first paint
                spies.append(spy(tab.view.viewport(), ("ready",) if spies else ("painted", "ready"),
                                 QApplication.quit))
            elif tab is not None and not spies:
                spies.append(spy(tab, ("painted",), None if paths else QApplication.quit))

        window.tabs.currentChanged.connect(watch)
        watch()

    mainwindow.MainWindow.open_at_start = open_at_start


class WhenTheWindowModuleLoads:
    \"\"\"Asked first for every module until the window's (``editor.mainwindow``) is imported, which it
    then hands to :func:`probe`. Finds nothing itself.\"\"\"

    @staticmethod
    def find_spec(name, path=None, target=None):
        if name != "editor.mainwindow":
            return None
        sys.meta_path.remove(WhenTheWindowModuleLoads)
        from importlib.util import find_spec

        spec = find_spec(name)
        load = spec.loader.exec_module

        def exec_module(module):
            load(module)
            probe(module)

        spec.loader.exec_module = exec_module
        return spec


sys.meta_path.insert(0, WhenTheWindowModuleLoads)
# ``wartable [FILE]`` as typed (the ``wartable`` command imports ``editor.cli`` and calls its main):
# the command line, the language, the window, the recovery offer (editor/app.py), each module imported
# where Wartable's own start imports it, with the garbage collector as Wartable's start leaves it
from editor import cli

cli.main(sys.argv[2:])
print(json.dumps(spies[0].loaded))
window = windows[0]
for editor in window.editors:
    if hasattr(editor, "validator"):
        editor.validator.wait()
    editor.qdoc.undo_stack.setClean()
window.close()
"""


def child_env(home: str) -> dict:
    """The children run as an installed copy would: modules byte-compiled once (into a folder of
    ``home``, by the warm-up run), not compiled again by every start; Wartable with settings,
    preferences and recovery folders of its own in ``home`` (a first start: no recent files, no
    saved layout)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
               PYTHONPYCACHEPREFIX=str(Path(home) / "pycache"))
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[name] = str(Path(home) / name.lower())
    return env


ENV: dict = {}


def first_start_home(home: str, lang: str) -> None:
    """The children's environment (:func:`child_env`) in ``home``, with the language as a user
    chooses it in Edit > Preferences (read at every start)."""
    ENV.update(child_env(home))
    ENV.pop("WARTABLE_LANG", None)
    prefs = Path(ENV["XDG_CONFIG_HOME"]) / "wartable" / "preferences.json"
    prefs.parent.mkdir(parents=True)
    prefs.write_text(json.dumps({"language": lang}), encoding="utf-8")


def run(code: str, *args: str) -> tuple[float, float | None, str, float, float | None]:
    """Seconds from starting the process to its "painted" line, to its "ready" line (Wartable:
    the full tab's canvas painted; None when the process has none), what it printed after, and the
    processor time the process had used by each line (its own ``time.process_time``)."""
    env = ENV or child_env(tempfile.gettempdir())
    t = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code, *args], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            text=True, env=env)
    first = proc.stdout.readline()
    elapsed = time.perf_counter() - t
    ready = ready_cpu = None
    rest = proc.stdout.readline()
    if rest.split()[:1] == ["ready"]:
        ready = time.perf_counter() - t
        ready_cpu = float(rest.split()[1])
        rest = ""
    rest += proc.stdout.read()
    proc.wait()
    if first.split()[:1] != ["painted"]:
        raise RuntimeError(f"no first paint: {first!r}")
    return elapsed, ready, rest, float(first.split()[1]), ready_cpu


def instructions(code: str, exit_at: str, *args: str) -> int:
    """Instructions the process runs (every thread, callgrind) from its start to its ``exit_at`` line
    ("painted" or "ready"), where it ends at once: the machine's other work does not change them."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        env = dict(ENV or child_env(tempfile.gettempdir()), BENCH_EXIT_AT=exit_at)
        proc = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, "-c",
                               code, *args], capture_output=True, text=True, env=env)
        if exit_at not in proc.stdout.split():
            raise RuntimeError(f"no {exit_at!r} line under callgrind: {proc.stdout[-300:]!r} {proc.stderr[-600:]!r}")
        for line in out.read_text().splitlines():
            if line.startswith(("summary:", "totals:")):
                return int(line.split()[1])
    raise RuntimeError("callgrind wrote no total")


def instructions_main(args, table: Path, campaign: Path) -> int:
    """``--instructions``: each case once under callgrind, counted to its paint, against the bare
    window's first paint (and the other copy's tabs with ``--against``)."""
    cases = [("bare PySide6 window, first paint (baseline)", BARE, "painted", ()),
             ("wartable TABLE.json, first paint", WARTABLE, "painted", (str(ROOT), str(table))),
             ("wartable TABLE.json, the tab ready", WARTABLE, "ready", (str(ROOT), str(table))),
             ("wartable CAMPAIGN.json, first paint", WARTABLE, "painted", (str(ROOT), str(campaign))),
             ("wartable CAMPAIGN.json, the tab ready", WARTABLE, "ready", (str(ROOT), str(campaign))),
             ("bare window, then shapely + numpy imported, painted again", BARE_MODEL, "ready", ())]
    if args.against:
        cases += [(f"wartable TABLE.json of {args.against}, the tab ready", WARTABLE, "ready",
                   (args.against, str(table))),
                  (f"wartable CAMPAIGN.json of {args.against}, the tab ready", WARTABLE, "ready",
                   (args.against, str(campaign)))]
    for _label, code, _at, files in cases:  # byte-code compiled and files cached outside the counts
        run(code, *files)
    counts = []
    for label, code, at, files in cases:
        counts.append(instructions(code, at, *files))
        print(f"{label:<70} {counts[-1] / 1e6:10.1f} M {counts[-1] / counts[0]:6.2f}x", flush=True)
    print(f"instructions from each process's start to its paint (callgrind, every thread), against the bare "
          f"window's; language {args.lang}; load average {' '.join(f'{x:.2f}' for x in os.getloadavg())} "
          f"(the counts do not depend on it)")
    return 0


#: what ``wartable`` is started with in each case: (its arguments, the row's words); the files are
#: filled in by :func:`saved_examples`
CASES = {
    "table": ([], "wartable TABLE.json"),
    "start": ([], "wartable (the start page)"),
    "campaign": ([], "wartable CAMPAIGN.json"),
}


def saved_examples(lang: str, folder: Path) -> tuple[Path, Path]:
    """The language's example table and campaign map, saved by Wartable into ``folder``."""
    from model import files

    saved = []
    for name in (TABLE_NAME, CAMPAIGN_NAME):
        target = folder / name
        files.save(files.load(EXAMPLES[lang] / name), target)
        saved.append(target)
    return saved[0], saved[1]


def row(label: str, values: list[float], base: float, note: str = "") -> str:
    m = statistics.median(values)
    return (f"{label:<62} {m:9.3f} {min(values):7.3f} {max(values):7.3f} {m / base:6.2f}x"
            + (f"   {note}" if note else ""))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--lang", default="en", help="the language Wartable starts in (en, es)")
    ap.add_argument("--against", metavar="DIR", help="another copy of the code, timed in the same turns")
    ap.add_argument("--instructions", action="store_true",
                    help="count instructions (callgrind) instead of timing: each case once, a minute or more each")
    args = ap.parse_args(argv)
    bare, floor, bare_cpu, floor_cpu = [], [], [], []
    first = {case: [] for case in CASES}
    ready = {case: [] for case in CASES}
    ratios = {case: [] for case in CASES}
    tab_ratios = {case: [] for case in CASES}
    cpu = {case: [] for case in CASES}  # processor time by the tab's first paint
    first_cpu = {case: [] for case in CASES}  # processor time by the first paint
    others = ("table", "campaign") if args.against else ()
    other = {case: {"first": [], "ready": [], "ratio": [], "cpu": [], "first_cpu": []} for case in others}
    loaded = {}
    with tempfile.TemporaryDirectory() as tmp:
        first_start_home(tmp, args.lang)
        table, campaign = saved_examples(args.lang, Path(tmp))
        CASES["table"][0][:] = [str(table)]
        CASES["campaign"][0][:] = [str(campaign)]
        version = json.loads(table.read_text(encoding="utf-8"))["format_version"]
        if args.instructions:
            return instructions_main(args, table, campaign)
        run(BARE)  # warm the file cache and the byte-code once for all
        for files, _label in CASES.values():
            run(WARTABLE, str(ROOT), *files)
        for case in others:
            run(WARTABLE, args.against, *CASES[case][0])
        run(BARE_MODEL)
        for _ in range(args.runs):
            b, _r, _out, b_cpu, _ = run(BARE)
            bare.append(b)
            bare_cpu.append(b_cpu)
            for case, (files, _label) in CASES.items():
                w, r, out, w_cpu, r_cpu = run(WARTABLE, str(ROOT), *files)
                first[case].append(w)
                first_cpu[case].append(w_cpu)
                ratios[case].append(w / b)
                if r is not None:
                    ready[case].append(r)
                    tab_ratios[case].append(r / b)
                    cpu[case].append(r_cpu)
                loaded[case] = json.loads(out.strip().splitlines()[-1])
            for case in others:
                w, r, _out, w_cpu, r_cpu = run(WARTABLE, args.against, *CASES[case][0])
                other[case]["first"].append(w)
                other[case]["first_cpu"].append(w_cpu)
                other[case]["ready"].append(r)
                other[case]["ratio"].append(r / b)
                other[case]["cpu"].append(r_cpu)
            _f, f_ready, _out, _f_cpu, f_cpu = run(BARE_MODEL)
            floor.append(f_ready)
            floor_cpu.append(f_cpu)
    mb = statistics.median(bare)
    mc = statistics.median(bare_cpu)
    print(f"{'process, from its start (language ' + args.lang + ')':<62} {'median s':>9} {'min s':>7} {'max s':>7} "
          f"{'ratio':>7}")
    print(row("bare PySide6 window, first paint (baseline)", bare, mb))
    for case, (_files, label) in CASES.items():
        print(row(f"{label}, first paint", first[case], mb,
                  f"run by run {statistics.median(ratios[case]):.2f}x"))
        if ready[case]:
            print(row(f"{label}, the tab ready (panels, canvas)", ready[case], mb,
                      f"run by run {statistics.median(tab_ratios[case]):.2f}x"))
    print(row("bare window, then shapely + numpy imported, painted again", floor, mb,
              "the floor of an editable table"))
    for case in others:
        print(row(f"{CASES[case][1]} of {args.against}, first paint", other[case]["first"], mb))
        print(row(f"{CASES[case][1]} of {args.against}, the tab ready", other[case]["ready"], mb,
                  f"run by run {statistics.median(other[case]['ratio']):.2f}x"))
    print("\nprocessor time of each process by its paint (its own time.process_time; less disturbed by the "
          "machine's other work): median, min s, ratio of the medians")
    print(row("bare PySide6 window, first paint (baseline)", bare_cpu, mc))
    for case, (_files, label) in CASES.items():
        print(row(f"{label}, first paint", first_cpu[case], mc))
        if cpu[case]:
            print(row(f"{label}, the tab ready", cpu[case], mc))
    print(row("bare window, then shapely + numpy imported, painted again", floor_cpu, mc))
    for case in others:
        print(row(f"{CASES[case][1]} of {args.against}, first paint", other[case]["first_cpu"], mc))
        print(row(f"{CASES[case][1]} of {args.against}, the tab ready", other[case]["cpu"], mc))
    ratio = statistics.median(ratios["table"])
    print(f"\nwartable TABLE.json: median run-by-run ratio {ratio:.2f} (target <= 2: "
          f"{'ok' if ratio <= 2 else 'SLOW'}); {args.runs} runs each, taking turns; {os.cpu_count()} cores; "
          f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for case, target in (("campaign", 2.0),):
        r = statistics.median(ratios[case])
        print(f"{CASES[case][1]}: median run-by-run ratio {r:.2f} (target <= {target:g}: {'ok' if r <= target else 'SLOW'})")
    for case in ("table", "campaign"):
        print(f"{CASES[case][1]}, first paint in processor time: {statistics.median(first_cpu[case]) / mc:.2f} of the "
              f"bare window's median")
    for case, name in (("table", "the table's"), ("campaign", "the campaign map's")):
        tab = statistics.median(ready[case]) / mb
        by_run = statistics.median(tab_ratios[case])
        in_cpu = statistics.median(cpu[case]) / mc
        print(f"{name} editable tab: {by_run:.2f} run by run (lowest {min(tab_ratios[case]):.2f}), {tab:.2f} of "
              f"the bare window's median, {in_cpu:.2f} in processor time (target <= 3, run by run: "
              f"{'ok' if by_run <= 3 else 'SLOW'})")
    print(f"files: {TABLE_NAME} and {CAMPAIGN_NAME} of {EXAMPLES[args.lang].relative_to(ROOT)}/, saved by Wartable "
          f"(format version {version})")
    for case, (_files, label) in CASES.items():
        print(f"imported by the first paint of {label}: {', '.join(loaded[case]) or 'none of the heavy libraries'}")
    return 0 if ratio <= 2 else 1


if __name__ == "__main__":
    sys.exit(main())
