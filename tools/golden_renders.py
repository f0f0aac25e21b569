"""Render every shipped example in every printout and export format, and compare two such runs
pixel by pixel.

    python tools/golden_renders.py render OUT_DIR      # every example, English and Spanish
    python tools/golden_renders.py compare BEFORE AFTER  # one line per file that differs

Rendered: each table's setup sheet, 1:1 tiled print and first piece template (PNG pages) and SVG;
each campaign's map and turn bulletin (PNG) and SVG; each army list's roster (PNG); the event's
pack (PNG). SVGs are rasterized for the comparison. The footer's date is fixed so that two runs on
different days compare equal.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

DATE = "2026-01-01"
DPI = 60.0


def _jobs():
    """(language, example path, kind) for every shipped example."""
    for lang, folder in (("en", ROOT / "examples"), ("es", ROOT / "examples" / "es")):
        for path in sorted(folder.glob("*.json")):
            yield lang, path
        event = folder / "kensei-event" / "event.json"
        if event.exists():
            yield lang, event


def render(out: Path) -> None:
    from PySide6.QtWidgets import QApplication

    from editor.i18n import install
    from editor.printing.formats import ExportError, ExportRequest, export_document, formats_for, sheets_for
    from editor.printing.pages import PageOptions
    from model import i18n
    from model.files import load

    app = QApplication.instance() or QApplication(["golden"])
    out.mkdir(parents=True, exist_ok=True)
    for lang, path in _jobs():
        i18n.set_language(lang)
        install(app, lang)
        doc = load(path)
        stem = f"{lang}-{path.parent.name}-{path.stem}" if path.stem == "event" else f"{lang}-{path.stem}"
        options = PageOptions(file_name=path.name, date=DATE)
        fits = formats_for(doc)
        sheets = sheets_for(doc) or ("setup",)
        for sheet in sheets:
            if "png" not in fits:
                continue
            req = ExportRequest(fmt="png", sheet=sheet, options=options, dpi=DPI)
            try:
                export_document(doc, req, out / f"{stem}-{sheet}.png", source=path)
            except ExportError as exc:
                print(f"{stem} {sheet}: {exc}")
        if "svg" in fits:
            export_document(doc, ExportRequest(fmt="svg", options=options), out / f"{stem}.svg", source=path)
        print(stem, "done", flush=True)


def _pixels(path: Path):
    import numpy as np
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if path.suffix == ".svg":
        r = QSvgRenderer(str(path))
        size = r.defaultSize()
        img = QImage(max(1, size.width() * 2), max(1, size.height() * 2), QImage.Format_ARGB32)
        img.fill(QColor("white"))
        p = QPainter(img)
        r.render(p, QRectF(0, 0, img.width(), img.height()))
        p.end()
    else:
        img = QImage(str(path)).convertToFormat(QImage.Format_ARGB32)
    ptr = img.constBits()
    return np.frombuffer(ptr, dtype=np.uint8).reshape(img.height(), img.bytesPerLine() // 4, 4)[:, :img.width()].copy()


def compare(before: Path, after: Path) -> int:
    import numpy as np
    from PySide6.QtGui import QGuiApplication

    QGuiApplication.instance() or QGuiApplication(["golden"])
    names = sorted({p.name for p in before.iterdir()} | {p.name for p in after.iterdir()})
    differ = 0
    for name in names:
        a, b = before / name, after / name
        if not a.exists() or not b.exists():
            print(f"{name}: only {'after' if b.exists() else 'before'}")
            differ += 1
            continue
        x, y = _pixels(a), _pixels(b)
        if x.shape != y.shape:
            print(f"{name}: size {x.shape[1]}x{x.shape[0]} -> {y.shape[1]}x{y.shape[0]}")
            differ += 1
            continue
        changed = np.any(x != y, axis=2)
        n = int(changed.sum())
        if n:
            rows, cols = np.nonzero(changed)
            print(f"{name}: {n} pixels differ in x {cols.min()}-{cols.max()}, y {rows.min()}-{rows.max()}")
            differ += 1
    print(f"{len(names)} files, {differ} differ")
    return 1 if differ else 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "render":
        render(Path(sys.argv[2]))
    elif len(sys.argv) == 4 and sys.argv[1] == "compare":
        sys.exit(compare(Path(sys.argv[2]), Path(sys.argv[3])))
    else:
        print(__doc__)
        sys.exit(2)
