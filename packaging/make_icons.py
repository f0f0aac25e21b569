"""Draw Wartable's icon (``resources/icons/app/wartable.svg``) as PNGs at the sizes desktops use.

    python packaging/make_icons.py

Writes ``resources/icons/app/wartable-<size>.png`` (16 to 512 pixels) and, for Windows and
macOS, ``packaging/wartable.ico`` and ``packaging/wartable.icns`` when Pillow is installed.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "app" / "wartable.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def main() -> int:
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (fonts, painting)
    renderer = QSvgRenderer(str(SVG))
    written = []
    for size in SIZES:
        image = QImage(size, size, QImage.Format_ARGB32)
        image.fill(Qt.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.Antialiasing)
        renderer.render(painter)
        painter.end()
        out = SVG.with_name(f"wartable-{size}.png")
        image.save(str(out))
        written.append(out)
    try:
        from PIL import Image
    except ImportError:
        print("Pillow is not installed: no .ico or .icns (only the Windows and macOS builds need them)")
    else:
        big = Image.open(SVG.with_name("wartable-256.png"))
        big.save(ROOT / "packaging" / "wartable.ico", sizes=[(s, s) for s in SIZES if s <= 256])
        Image.open(SVG.with_name("wartable-512.png")).save(ROOT / "packaging" / "wartable.icns")
    print("\n".join(str(p.relative_to(ROOT)) for p in written))
    return 0


if __name__ == "__main__":
    sys.exit(main())
