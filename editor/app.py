"""Starting the editor window."""
from __future__ import annotations

import sys


def run(paths: list[str], lang: str | None = None) -> int:
    """Open the editor (the start page, or the given files as tabs) and run until it closes."""
    from PySide6.QtWidgets import QApplication

    from model import i18n

    from .i18n import install
    from .mainwindow import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Wartable")
    app.setOrganizationName("Wartable")
    install(app, lang or i18n.resolve_language())
    window = MainWindow(start_page=not paths)
    window.show()
    window.offer_recovery()  # the work of windows that are gone, and what their killed saves left
    window.clean_after_killed_saves()
    window.open_at_start(paths)
    return app.exec()
