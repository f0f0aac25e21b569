"""Looks at the real window as a reviewer does on a high-density laptop screen with a dark system
palette, for tests/test_screens_2x_dark.py: ``python screen_check.py LANG OUT_DIR`` under
``QT_QPA_PLATFORM=offscreen:configfile=...`` (a 2x screen). Shows the start page, then a tab of
each kind (table, campaign, army list, catalogue, event), each panel in front in turn, then the
table and campaign tabs again after a restart (the panels as they were left), and prints
one JSON line: what it found wrong, by tab, and the screenshots it saved in OUT_DIR.

What is checked mechanically: the window fits the screen; no panel is squeezed below what its
contents need; no word, column title or name is cut off (``test_i18n.cut_off``); every toolbar icon
stands out from the toolbar's background (a contrast ratio of at least 3:1 for an enabled tool,
the WCAG figure for the parts of a control, and 1.5:1 for a disabled one, which is drawn faint).
"""
from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter, QPalette  # noqa: E402
from PySide6.QtWidgets import QApplication, QDockWidget, QMessageBox, QToolBar, QToolButton  # noqa: E402

DARK = {QPalette.Window: "#2b2b2b", QPalette.WindowText: "#e0e0e0", QPalette.Base: "#1e1e1e",
        QPalette.AlternateBase: "#262626", QPalette.Text: "#e0e0e0", QPalette.Button: "#353535",
        QPalette.ButtonText: "#e0e0e0", QPalette.Highlight: "#2a6fb0", QPalette.HighlightedText: "#ffffff",
        QPalette.ToolTipBase: "#353535", QPalette.ToolTipText: "#e0e0e0", QPalette.PlaceholderText: "#8a8a8a",
        QPalette.Mid: "#5a5a5a", QPalette.Light: "#505050", QPalette.Dark: "#1a1a1a", QPalette.Midlight: "#454545",
        QPalette.Shadow: "#000000", QPalette.BrightText: "#ffffff", QPalette.Link: "#6ab0f3"}
EXAMPLES = ["kensei-120x120.json", "piedras-4-players.json", "kensei-army-illegal.json", "piedras-army-greta.json",
            "kensei-example-catalogue.json", "kensei-event/event.json"]


def dark_palette() -> QPalette:
    palette = QPalette()
    for role, colour in DARK.items():
        palette.setColor(role, QColor(colour))
    disabled = QColor("#7a7a7a")
    for role in (QPalette.WindowText, QPalette.Text, QPalette.ButtonText):
        palette.setColor(QPalette.Disabled, role, disabled)
    return palette


def luminance(c: QColor) -> float:
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())


def contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def icon_contrast(button: QToolButton, background: QColor) -> float:
    """The strongest contrast between the icon as drawn on the button (at the screen's pixel ratio,
    in the button's state) and the toolbar's background."""
    from PySide6.QtGui import QIcon

    ratio = button.devicePixelRatioF()
    size = button.iconSize()
    mode = QIcon.Normal if button.isEnabled() else QIcon.Disabled
    pixmap = button.icon().pixmap(size, ratio, mode)
    image = QImage(pixmap.size(), QImage.Format_ARGB32)
    image.fill(background)
    painter = QPainter(image)
    painter.drawPixmap(0, 0, pixmap)
    painter.end()
    best = 1.0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            best = max(best, contrast(QColor(image.pixel(x, y)), background))
    return best


def icon_problems(window) -> list[str]:
    out = []
    for bar in window.findChildren(QToolBar):
        if not bar.isVisible():
            continue
        background = bar.palette().color(QPalette.Window)
        for button in bar.findChildren(QToolButton):
            if not button.isVisible() or button.icon().isNull():
                continue
            least = 3.0 if button.isEnabled() else 1.5
            found = icon_contrast(button, background)
            if found < least:
                name = button.toolTip() or button.text() or button.objectName()
                out.append(f"icon {name!r} on {bar.windowTitle()!r}: contrast {found:.2f}, wants {least}")
    return out


def squeezed(window) -> list[str]:
    """Panels drawn smaller than their contents need, and a window that does not fit its screen."""
    out = []
    avail = window.screen().availableGeometry()
    if not avail.contains(window.frameGeometry()):
        out.append(f"window {window.frameGeometry().getRect()} outside the screen {avail.getRect()}")
    for dock in window.findChildren(QDockWidget):
        if not dock.isVisible() or dock.isFloating() or dock.visibleRegion().isEmpty() or dock.widget() is None:
            continue
        body, need = dock.widget(), dock.widget().minimumSizeHint()
        if body.width() + 1 < need.width() or body.height() + 1 < need.height():
            out.append(f"panel {dock.windowTitle()!r}: {body.width()}x{body.height()} px, "
                       f"its contents need {need.width()}x{need.height()}")
        if dock.width() + 1 < dock.minimumWidth() or dock.height() + 1 < dock.minimumHeight():
            out.append(f"panel {dock.windowTitle()!r} below its minimum size")
    return out


def settle(app, seconds: float = 0.15) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def look(app, window, name: str, out_dir: Path) -> dict:
    from test_i18n import cut_off

    settle(app)
    problems = squeezed(window) + icon_problems(window) + cut_off(window)
    shots = [out_dir / f"{name}.png"]
    window.grab().save(str(shots[0]))
    for dock in [d for d in window.findChildren(QDockWidget) if not d.isHidden() and window.tabifiedDockWidgets(d)]:
        if not dock.visibleRegion().isEmpty():
            continue  # in front already
        dock.raise_()
        settle(app, 0.08)
        problems += [f"{dock.windowTitle()}: {p}" for p in squeezed(window) + cut_off(window)]
        shots.append(out_dir / f"{name}-{dock.objectName()}.png")
        window.grab().save(str(shots[-1]))
    return {"tab": name, "problems": sorted(set(problems)), "shots": [str(s) for s in shots]}


def main() -> None:
    lang, out_dir = sys.argv[1], Path(sys.argv[2])
    from model import i18n

    i18n.set_language(lang)
    app = QApplication([])
    app.setStyle("Fusion")
    app.setPalette(dark_palette())
    from editor.i18n import install
    from editor.mainwindow import MainWindow

    install(app, lang)
    QMessageBox.question = staticmethod(lambda *a, **k: QMessageBox.Discard)
    settings = QSettings(str(out_dir / "settings.ini"), QSettings.IniFormat)
    folder = ROOT / "examples" / ("es" if lang == "es" else "")
    report = []
    # the first start, then a restart: each kind of tab comes back with the panels it was left with
    for start, examples in (("", EXAMPLES), ("restart-", EXAMPLES[:2])):
        window = MainWindow(settings)
        window.show()
        report.append(look(app, window, start + "start", out_dir))
        for example in examples:
            for old in list(window.editors):  # one tab at a time, as a reviewer opens them
                old.qdoc.undo_stack.setClean()
                old.validator.wait()
                window.tabs.tabCloseRequested.emit(window.tabs.indexOf(old))
            editor = window.open_path(folder / example)
            settle(app, 0.3)
            if getattr(editor, "catalogue_pending", False):
                settle(app, 1.0)
            report.append(look(app, window, start + Path(example).stem, out_dir))
        screen_row = {"tab": "screen", "problems": [], "ratio": window.devicePixelRatioF(),
                      "screen": window.screen().availableGeometry().getRect(),
                      "window": window.frameGeometry().getRect()}
        for editor in list(window.editors):
            editor.qdoc.undo_stack.setClean()
            editor.validator.wait()
        window.close()
        settings.sync()
    print(json.dumps(report + [screen_row]), flush=True)
    os._exit(0)  # what was seen is all this asks; no shutting down


if __name__ == "__main__":
    main()
