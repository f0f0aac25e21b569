"""Export speed: 40 tables' setup sheets as one PDF, and a 6' x 4' table at 1:1 on A4, each
against rendering the same pages to images (150 dpi) in the same run.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_export.py [--repeat N] [--crowded]

The 40 tables are the shipped examples, repeated with their pieces shifted so that every sheet
lays out its own labels. The target is at most 0.25 s per setup-sheet page.

``--crowded`` also lays out the setup sheet of the 300-piece table at the limits (10,000 corners,
``tests/hostile.py``), once with the plan's shape index (an STRtree per kind of shape, built again
after a change) and once testing every shape against each candidate box, as the plan did before,
and says whether the two plans are the same.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from timing import best_of  # noqa: E402


def tables(n: int):
    from shapely import affinity

    from model.files import load

    base = [load(ROOT / "examples" / name) for name in
            ("adlg-table.json", "kensei-120x120.json", "wh40k-capture-enclaves.json")]
    out = []
    for i in range(n):
        doc = base[i % len(base)].snapshot()
        shift = (i // len(base)) * 7.0  # mm: each copy lays out its own sheet
        for piece in list(doc.pieces.values()):
            moved = affinity.translate(piece.footprint, shift % 40, (shift * 0.6) % 30)
            if moved.within(doc.bounds()):
                doc.replace("pieces", replace(piece, footprint=moved))
        doc.name = f"{doc.name} (table {i + 1})"
        out.append(doc)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--crowded", action="store_true", help="the 300-piece table at the limits too (minutes)")
    args = parser.parse_args()
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (fonts)
    from model.table import TableDocument, TerrainPiece
    from shapely.geometry import box

    from editor.printing.pages import PageOptions, render_image, write_pdf
    from editor.printing.setup_sheet import SetupSheet
    from editor.printing.tiled import TiledPrint

    docs = tables(40)
    findings = [[] for _ in docs]  # the checks are timed by bench_validators; here only layout and drawing
    big = TableDocument("6' x 4'", "wh40k-skirmish", 1828.8, 1219.2, unit="in",
                        pieces=[TerrainPiece(f"p{i}", "ruins", box(100 + 150 * (i % 10), 100 + 250 * (i // 10),
                                                                   220 + 150 * (i % 10), 300 + 250 * (i // 10)))
                                for i in range(40)])
    tmp = Path(tempfile.mkdtemp())

    def sheets():
        return [SetupSheet(d, findings=f) for d, f in zip(docs, findings)]

    def sheets_pdf():
        return write_pdf(sheets(), tmp / "sheets.pdf")

    def sheets_png():
        for s in sheets():
            for i in range(s.page_count()):
                render_image(s, i, 150)

    tiled = TiledPrint(big, options=PageOptions(paper="A4"))

    def tiled_pdf():
        return write_pdf(TiledPrint(big, options=PageOptions(paper="A4")), tmp / "tiled.pdf")

    def tiled_png():
        t = TiledPrint(big, options=PageOptions(paper="A4"))
        for i in range(t.page_count()):
            render_image(t, i, 150)

    pages = sum(s.page_count() for s in sheets())
    times = best_of({"sheets pdf": sheets_pdf, "sheets png": sheets_png, "tiled pdf": tiled_pdf,
                     "tiled png": tiled_png}, args.repeat)
    print(f"{'case':<44} {'pages':>6} {'total s':>8} {'s/page':>8} {'vs images':>10}")
    rows = [("40 setup sheets -> one PDF", pages, times["sheets pdf"], times["sheets png"]),
            ("40 setup sheets -> PNG at 150 dpi", pages, times["sheets png"], times["sheets png"]),
            (f"6'x4' 1:1 on A4 -> PDF ({tiled.cols}x{tiled.rows} + assembly)", tiled.page_count(),
             times["tiled pdf"], times["tiled png"]),
            ("6'x4' 1:1 on A4 -> PNG at 150 dpi", tiled.page_count(), times["tiled png"], times["tiled png"])]
    for name, n, t, ref in rows:
        print(f"{name:<44} {n:>6} {t:>8.2f} {t / n:>8.3f} {t / ref:>9.2f}x")
    per_page = times["sheets pdf"] / pages
    print(f"setup sheets: {per_page:.3f} s per page (target <= 0.25): {'ok' if per_page <= 0.25 else 'SLOW'}")
    if args.crowded:
        crowded()


def crowded() -> None:
    """The crowded table's plan with the shape index against testing every shape, in this run."""
    import time

    import numpy as np
    import shapely

    from editor.printing import setup_sheet
    from model.drawing import sheet_layout
    from model.files import from_dict
    from tests import hostile

    doc = from_dict(hostile.table_max_pieces())

    def plan():
        t = time.perf_counter()
        lay = setup_sheet.SetupSheet(doc, findings=[]).layout
        return time.perf_counter() - t, repr(([(lab.text, lab.rect, lab.leader) for lab in lay.labels],
                                              [(d.start, d.end, d.text) for d in lay.dimensions]))

    indexed, every = plan(), None
    real = sheet_layout._Shapes._indices

    def each(self, shape):  # every shape tested against the box, all at once (the plan's former way)
        return np.flatnonzero(shapely.intersects(np.asarray(self._shapes(), dtype=object), shape)) if self \
            else np.zeros(0, dtype=int)

    sheet_layout._Shapes._indices = each
    try:
        every = plan()
    finally:
        sheet_layout._Shapes._indices = real
    print(f"{'300 pieces at the limits: setup-sheet plan':<44} {'index s':>8} {'each s':>8} {'ratio':>7}")
    print(f"{'':<44} {indexed[0]:>8.1f} {every[0]:>8.1f} {indexed[0] / every[0]:>6.2f}x  "
          f"same plan: {'yes' if indexed[1] == every[1] else 'NO'}")


if __name__ == "__main__":
    main()
