"""The start-up pictures' own work, in a process whose window is already up.

For a table and a campaign map saved by Wartable's own save (the English or Spanish examples, as
``bench_startup.saved_examples`` writes them), times in processor time ``editor.preview.first_picture``
(reading the file and its ruleset, making the drawing) and one ``grab()`` of the picture at
1400 x 900, taking turns; the baseline is a ``grab()`` of a bare widget of the same size in the same
turns. The first picture of the process (the drawing's modules imported) is printed apart.

Run: QT_QPA_PLATFORM=offscreen python benchmarks/bench_picture_work.py [--turns 8] [--lang en|es]
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from bench_startup import saved_examples  # noqa: E402

SIZE = (1400, 900)


def _cpu(fn) -> float:
    t0 = time.process_time()
    fn()
    return time.process_time() - t0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--turns", type=int, default=8)
    ap.add_argument("--lang", choices=("en", "es"), default="en")
    args = ap.parse_args(argv)
    app = QApplication.instance() or QApplication([])
    window = QWidget()
    window.resize(*SIZE)
    window.show()
    app.processEvents()
    from editor import i18n

    i18n.install(app, args.lang)
    bare = QWidget()
    bare.resize(*SIZE)
    folder = Path(tempfile.mkdtemp(prefix="wartable-pictures-"))
    table, campaign = saved_examples(args.lang, folder)
    versions = {p.name: json.loads(p.read_text(encoding="utf-8"))["format_version"] for p in (table, campaign)}
    from editor.preview import first_picture

    def picture(path):
        pic = first_picture(path, window)
        if pic is None:
            raise SystemExit(f"{path}: no start-up picture for this file")
        pic.resize(*SIZE)
        pic.grab()
        pic.deleteLater()

    first = {}
    times = {"bare window": [], "table": [], "campaign": []}
    for turn in range(args.turns + 1):
        for name, path in (("table", table), ("campaign", campaign)):
            spent = _cpu(lambda: picture(path))
            (first.setdefault(name, spent) if turn == 0 else times[name].append(spent))
            app.processEvents()
        spent = _cpu(bare.grab)
        if turn:
            times["bare window"].append(spent)
    base = statistics.median(times["bare window"])
    print(f"files ({args.lang}): " + ", ".join(f"{n} format {v}" for n, v in versions.items()))
    print(f"{'what':<12} {'first ms':>9} {'min ms':>8} {'median ms':>10} {'x bare grab':>12}")
    for name, values in times.items():
        med = statistics.median(values)
        lead = f"{first[name] * 1000:9.1f}" if name in first else f"{'-':>9}"
        print(f"{name:<12} {lead} {min(values) * 1000:8.1f} {med * 1000:10.1f} {med / base:12.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
