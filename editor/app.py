"""Starting the editor window."""
from __future__ import annotations

import gc
import os
import sys

#: set to 1, the window quits once it has painted its first tab (the built app's check that its
#: window works: Qt's platform plugins, fonts, translations and resources all found)
SMOKE_TEST = "WARTABLE_SMOKE_TEST"


def app_icon():
    """Wartable's icon at every size it is drawn in (``resources/icons/app``)."""
    from pathlib import Path

    from PySide6.QtGui import QIcon

    icon = QIcon()
    folder = Path(__file__).resolve().parent.parent / "resources" / "icons" / "app"
    for png in sorted(folder.glob("wartable-*.png")):
        icon.addFile(str(png))
    return icon


def run(paths: list[str], lang: str | None = None) -> int:
    """Open the editor (the start page, or the given files as tabs) and run until it closes."""
    collecting = gc.isenabled()
    # the start builds many objects (modules, classes, widgets) and leaves next to no garbage: the
    # collector looking for cycles among them while the first tab is built is time the user waits
    gc.disable()
    from PySide6.QtWidgets import QApplication

    from model import i18n

    from .i18n import install
    from .mainwindow import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Wartable")
    app.setOrganizationName("Wartable")
    app.setDesktopFileName("wartable")  # the desktop entry: the icon and name in the task bar
    app.setWindowIcon(app_icon())
    # with a file named, the modules' translations the window does not need before the file's
    # picture are installed once it is painted (MainWindow.open_at_start)
    install(app, lang or i18n.resolve_language(), first_picture=bool(paths))
    window = MainWindow(start_page=not paths)
    window.show()
    window.offer_recovery()  # the work of windows that are gone, and what their killed saves left
    window.clean_after_killed_saves()
    window.open_at_start(paths)
    if collecting:
        window.opened.connect(collect_from_now)
    if os.environ.get(SMOKE_TEST) == "1":
        _quit_when_painted(app, window, expect_document=bool(paths))
    return app.exec()


def collect_from_now() -> None:
    """The start is over: the objects it made, which live as long as the window, are set apart
    from the collector's work (``gc.freeze``), and it looks for cycles again among what comes
    after (on the interface thread's timer while the editor's workers exist, :mod:`.collector`)."""
    from . import collector

    if not gc.isenabled():
        gc.freeze()
        collector.resume()


def _quit_when_painted(app, window, expect_document: bool, limit_s: float = 120.0) -> None:
    """Once the current tab (a document's editor when files were named, else the start page) is
    painted, print what was painted and close the window; exit 1 if nothing was within ``limit_s``."""
    import time
    from pathlib import Path

    from PySide6.QtCore import QTimer

    from .base import DocumentEditor

    started = time.monotonic()
    timer = QTimer(app, interval=100)

    def check():
        tab = window.tabs.currentWidget()
        ready = isinstance(tab, DocumentEditor) if expect_document else tab is not None
        if ready and tab.isVisible():
            picture = window.grab()
            if not picture.isNull():
                timer.stop()
                for editor in window.editors:
                    editor.validator.wait()
                    editor.qdoc.undo_stack.setClean()
                from .i18n import _installed

                qt_own = " ".join(Path(t.filePath()).stem for t in _installed if "qtbase_" in t.filePath())
                size = f"{picture.width()}x{picture.height()}"
                print(f"painted {type(tab).__name__} {size} {qt_own}".rstrip(), flush=True)
                window.close()
                return
        if time.monotonic() - started > limit_s:
            timer.stop()
            print("nothing painted", file=sys.stderr, flush=True)
            app.exit(1)

    timer.timeout.connect(check)
    timer.start()
