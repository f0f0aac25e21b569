"""The Help menu: the user manual shown in the app, Tools and Keys for any tab, About.

The manual is HTML shipped in ``resources/help/manual.<lang>.html`` (English when the chosen
language has none), shown in a QTextBrowser.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QVBoxLayout

# the manual's browser, the boxes and their buttons are imported when shown: the menu is filled at
# every start, and PySide6 makes a Qt class's Python type and enums the first time it is named

from model import i18n

HELP = Path(__file__).resolve().parent.parent / "resources" / "help"
DOCS_URL = "https://github.com/wartable/wartable/tree/main/docs"
LICENCE = "MIT"


def tr(text: str) -> str:
    return QCoreApplication.translate("Help", text)


def manual_path(lang: str | None = None) -> Path:
    """The manual in ``lang`` (the current language), English when there is none."""
    lang = lang or i18n.language()
    path = HELP / f"manual.{lang}.html"
    return path if path.exists() else HELP / f"manual.{i18n.SOURCE_LANGUAGE}.html"


class ManualDialog(QDialog):
    """The user manual, task by task, with its table of contents as links."""

    def __init__(self, parent=None):
        from PySide6.QtCore import QUrl
        from PySide6.QtWidgets import QDialogButtonBox, QTextBrowser

        super().__init__(parent)
        self.setObjectName("ManualDialog")
        self.setWindowTitle(tr("Wartable User Manual"))
        self.resize(820, 700)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        self.browser.setSource(QUrl.fromLocalFile(str(manual_path())))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


def shell_keys() -> list[tuple[str, str]]:
    return [(tr("Documents"), tr("Ctrl+N new table, Ctrl+O open, Ctrl+S save, Ctrl+W close the tab, "
                                 "Ctrl+PgUp / Ctrl+PgDn the previous and next tab")),
            (tr("Checks"), tr("F5 checks the document now; the Validation panel lists what is wrong; "
                              "File > Check Folder checks every file of a folder")),
            (tr("Edit"), tr("Ctrl+Z undo, Ctrl+Shift+Z or Ctrl+Y redo; History shows every step")),
            (tr("Help"), tr("F1 opens the user manual"))]


def campaign_keys(editor) -> list[tuple[str, str]]:
    # the toolbar's tools with their keys (the Turn panel's map action has no key and is not listed)
    tools = ", ".join(f"{t.label} ({t.shortcut})" for t in editor.tools.values() if t.shortcut)
    return [(tr("Tools"), tools),
            (tr("Paint"), tr("drag to paint a stroke (one undo step); the Paint panel chooses the terrain, the "
                             "player and the brush radius")),
            (tr("Select"), tr("click a hex to edit its name and notes; Shift+click adds hexes")),
            (tr("Zoom"), tr("mouse wheel; Ctrl+0 fits the map")),
            (tr("Pan"), tr("middle button drag, or hold Space and drag")),
            (tr("Fairness"), tr("Map > Suggest Capitals places capitals as evenly as the map allows"))]


def army_keys() -> list[tuple[str, str]]:
    return [(tr("Add"), tr("choose a profile and press Add to List; set its models, label and options on the "
                           "right")),
            (tr("Join"), tr("choose the unit a leader or banner joins under Joins")),
            (tr("Remove"), tr("Delete removes the selected entries (what joined them then stands on its own)")),
            (tr("Findings"), tr("the Problems column and the Validation panel say what breaks the rules"))]


def keys_text(editor) -> str:
    """Tools and keys of the current tab, then those of the window."""
    name = type(editor).__name__ if editor is not None else ""
    if hasattr(editor, "keys_text"):
        own = editor.keys_text()
    elif name == "CampaignEditor":
        own = _table(campaign_keys(editor))
    elif name == "ArmyListEditor":
        own = _table(army_keys())
    else:
        own = ""
    return own + ("<hr>" if own else "") + _table(shell_keys())


def _table(rows) -> str:
    import html

    return "<table>" + "".join(f"<tr><td><b>{html.escape(a)}</b>&nbsp;&nbsp;</td><td>{html.escape(b)}</td></tr>"
                               for a, b in rows) + "</table>"


def about_text() -> str:
    import html

    from .cli_args import version

    what = tr("Scenario and map editor for tabletop wargame organisers.")
    licence = tr("Licence:")
    docs = tr("Documentation:")
    manual = tr("The user manual is under Help > User Manual (F1).")
    return (f"<h3>Wartable {html.escape(version())}</h3><p>{html.escape(what)}</p>"
            f"<p>{html.escape(licence)} {LICENCE}</p>"
            f"<p>{html.escape(docs)} <a href='{DOCS_URL}'>{DOCS_URL}</a><br>{html.escape(manual)}</p>")


def install_help_menu(window) -> None:
    """Fill the window's Help menu: manual, tools and keys of the current tab, About."""
    menu = window.help_menu
    manual = menu.addAction(tr("User &Manual"), lambda: show_manual(window))
    manual.setShortcut(QKeySequence.HelpContents)
    manual.setObjectName("HelpManual")
    keys = menu.addAction(tr("Tools and &Keys…"), lambda: show_keys(window))
    keys.setObjectName("HelpKeys")
    menu.addSeparator()
    about = menu.addAction(tr("&About Wartable"), lambda: show_about(window))
    about.setObjectName("HelpAbout")


def show_manual(window) -> ManualDialog:
    dialog = ManualDialog(window)
    window._manual = dialog
    dialog.show()
    return dialog


def show_keys(window):
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Information, tr("Tools and Keys"), keys_text(window.current_editor()),
                      QMessageBox.Close, window)
    box.setTextFormat(Qt.RichText)  # the application's own table of keys (escaped words)
    box.setObjectName("KeysDialog")
    box.open()
    return box


def show_about(window):
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.NoIcon, tr("About Wartable"), about_text(), QMessageBox.Close, window)
    box.setTextFormat(Qt.RichText)  # the application's own words and the documentation's address
    box.setObjectName("AboutDialog")
    box.open()
    return box
