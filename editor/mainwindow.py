"""The main window: documents as tabs, menus, toolbar, docks, status bar, files and recovery."""
from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QUndoGroup
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QTabBar, QTabWidget, QToolBar, QUndoView

from model import i18n

from .base import DocumentEditor, SummaryEditor
from .icons import tool_icon
from .layout import PanelLayouts
from .documents import DocumentManager
from .plaintext import plain, plain_box
from .qtdocument import QtDocument
from .readout import Readout
from .recovery import recovery_dir  # noqa: F401 (recovery_dir: the folder, for callers)
from .validation import ValidationDock, badge_text, load_checks


def editor_class(kind: str):
    """The editor for a document kind (a summary view when there is none)."""
    try:
        if kind == "table":
            from .table import TableEditor
            return TableEditor
        if kind == "campaign":
            from .campaign import CampaignEditor
            return CampaignEditor
        if kind == "army":
            from .army import ArmyListEditor
            return ArmyListEditor
        if kind == "catalogue":
            from .catalogue import CatalogueEditor
            return CatalogueEditor
        if kind == "event":
            from .event import EventEditor
            return EventEditor
    except ImportError:
        pass
    return SummaryEditor


class MainWindow(QMainWindow):
    """Wartable's window. Every document is a tab; docks follow the current tab."""

    #: the files named at the start are open as tabs (or the start page shows): the start is over
    opened = Signal()

    def __init__(self, settings: QSettings | None = None, start_page: bool = True):
        """``start_page=False`` when files are about to be opened (:meth:`open_at_start`)."""
        super().__init__()
        self.setObjectName("WartableMainWindow")
        self.settings = settings or QSettings("Wartable", "Wartable")
        self.setWindowTitle(self.tr("Wartable"))
        self.resize(1400, 900)
        self.setAcceptDrops(True)
        self.undo_group = QUndoGroup(self)
        self._last_status: dict = {}  # editor -> its last status-bar texts, shown again with its tab
        self.documents = DocumentManager(self)  # open, save, autosave, recovery, the open documents
        self._editor_docks: list[QDockWidget] = []
        self._shown_editor: DocumentEditor | None = None  # the editor whose panels and menus are shown
        self._editor_menus: list = []
        self._editor_actions: list = []
        self._closed_docks: set[str] = set()
        self._editor_edit_actions: list = []
        self._picture_first = False  # a document's picture shows before its tab (open_at_start)

        self.tabs = QTabWidget(self)
        self.tabs.setDocumentMode(True)
        self.tabs.setTabsClosable(True)
        self.tabs.setMovable(True)
        self.tabs.tabCloseRequested.connect(self._close_tab_at)
        self.tabs.currentChanged.connect(self._current_changed)
        self.setCentralWidget(self.tabs)
        self.tabs.installEventFilter(self)  # its first paint brings in the checks (eventFilter)

        self.validation_dock = ValidationDock(self)
        self.validation_dock.findingActivated.connect(self._finding_activated)
        self.addDockWidget(Qt.BottomDockWidgetArea, self.validation_dock)
        self.history_dock = QDockWidget(self.tr("History"), self)
        self.history_dock.setObjectName("HistoryDock")
        self.history_dock.setWidget(QUndoView(self.undo_group, self.history_dock))
        self.addDockWidget(Qt.RightDockWidgetArea, self.history_dock)
        self.layouts = PanelLayouts(self, self.settings)

        self.cursor_label = Readout(self)  # the pointer's position: lays nothing out again as it moves
        self.zoom_label = QLabel(self)
        self.selection_label = QLabel(self)
        self.badge = QLabel(self)
        self.badge.setObjectName("FindingsBadge")
        for w in (self.cursor_label, self.zoom_label, self.selection_label, self.badge):
            self.statusBar().addPermanentWidget(plain(w))  # they name the document's objects
        # the status bar paints its own background: a message written during a drag (its read-out)
        # repaints the status bar alone, not the main window behind it
        self.statusBar().setAutoFillBackground(True)

        self._build_actions()
        self._build_menus()
        self.toolbar = QToolBar(self.tr("Main"), self)
        self.toolbar.setObjectName("MainToolBar")
        for a in (self.act_new_table, self.act_open, self.act_save, None, self.act_undo, self.act_redo, None,
                  self.act_zoom_in, self.act_zoom_out, self.act_fit, None, self.act_validate):
            self.toolbar.addSeparator() if a is None else self.toolbar.addAction(a)
        self.addToolBar(self.toolbar)
        for action in (self.act_undo, self.act_redo):
            # the text says what would be undone and changes with every edit: in the tooltip, so
            # the buttons keep their width and nothing to their right moves
            self.toolbar.widgetForAction(action).setToolButtonStyle(Qt.ToolButtonIconOnly)
        self.editor_toolbar = QToolBar(self.tr("Tools"), self)
        self.editor_toolbar.setObjectName("ToolsToolBar")
        self.editor_toolbar.setToolButtonStyle(Qt.ToolButtonTextBesideIcon)
        self.addToolBar(Qt.LeftToolBarArea, self.editor_toolbar)

        self.start_page = None  # the StartPage (startpage.py) while it shows
        if start_page:
            self._show_start_page()
        self._restore_layout()
        self.documents.start_autosave()
        self._current_changed(self.tabs.currentIndex())

    @property
    def editors(self) -> list[DocumentEditor]:
        """The open documents' editors, in the order they were opened (the document manager's list)."""
        return self.documents.editors

    # -- actions and menus ---------------------------------------------------------
    def _action(self, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        self.act_new_table = self._action(self.tr("New &Table…"), self.show_start_page, QKeySequence.New,
                                          self.tr("Start a table from a ruleset preset"))
        self.act_new_campaign = self._action(self.tr("New &Campaign…"), self.new_campaign)
        self.act_new_army = self._action(self.tr("New &Army List…"), lambda: self.new_army_list(),
                                         tip=self.tr("Start an army list from a catalogue of profiles"))
        self.act_new_catalogue = self._action(self.tr("New Catalo&gue…"), lambda: self.new_catalogue(),
                                              tip=self.tr("Start a catalogue of profiles for a ruleset"))
        self.act_import_list = self._action(self.tr("Import Army &Lists…"), lambda: self.import_lists(),
                                            tip=self.tr("Read BattleScribe rosters or pasted text lists against a "
                                                        "catalogue"))
        self.act_new_event = self._action(self.tr("New &Event…"), lambda: self.new_event(),
                                          tip=self.tr("Start an event: rounds of tables, players and lists, "
                                                      "the terrain stock"))
        self.act_import_tiled = self._action(self.tr("&Import Tiled Hex Map…"), lambda: self.import_tiled(),
                                             tip=self.tr("Make a campaign map from a hex map drawn in Tiled"))
        self.act_import_geojson = self._action(self.tr("Import Ta&ble from GeoJSON…"),
                                               lambda: self.import_table_geojson(),
                                               tip=self.tr("Open a table layout drawn in QGIS or exported as "
                                                           "GeoJSON"))
        self.act_open = self._action(self.tr("&Open…"), self.open_dialog, QKeySequence.Open)
        self.act_check_folder = self._action(
            self.tr("Check &Folder…"), lambda: self.check_folder(), "Ctrl+Shift+K",
            self.tr("Check every document in a folder (the army lists for an event, say) and list what is wrong"))
        self.act_save = self._action(self.tr("&Save"), lambda: self.save_current(), QKeySequence.Save)
        self.act_save_as = self._action(self.tr("Save &As…"), lambda: self.save_current(ask=True), QKeySequence.SaveAs)
        self.act_revert = self._action(self.tr("&Revert"), self.revert_current)
        self.act_export = self._action(self.tr("&Export…"), self.export_current, "Ctrl+E",
                                       self.tr("Export the current document: setup sheets, 1:1 prints, maps and "
                                               "rosters as PDF or PNG, or SVG, GeoJSON or text"))
        self.act_print = self._action(self.tr("&Print…"), self.print_current, QKeySequence.Print,
                                      self.tr("Print the current document, with a preview"))
        self.act_close = self._action(self.tr("&Close"), lambda: self._close_tab_at(self.tabs.currentIndex()),
                                      QKeySequence.Close)
        self.act_quit = self._action(self.tr("&Quit"), self.close, QKeySequence.Quit)
        self.act_undo = self.undo_group.createUndoAction(self, self.tr("&Undo"))
        self.act_undo.setShortcut(QKeySequence.Undo)
        self.act_redo = self.undo_group.createRedoAction(self, self.tr("&Redo"))
        # Ctrl+Y as well as the platform's redo (Ctrl+Shift+Z on Linux and macOS)
        redo_keys = QKeySequence.keyBindings(QKeySequence.Redo)
        self.act_redo.setShortcuts(redo_keys + [k for k in [QKeySequence("Ctrl+Y")] if k not in redo_keys])
        for action, name in ((self.act_undo, "undo"), (self.act_redo, "redo")):
            action.setIcon(tool_icon(name))
        self.act_next_tab = self._action(self.tr("&Next Tab"), lambda: self._step_tab(+1), "Ctrl+PgDown")
        self.act_previous_tab = self._action(self.tr("P&revious Tab"), lambda: self._step_tab(-1), "Ctrl+PgUp")
        self.act_zoom_in = self._action(self.tr("Zoom &In"), lambda: self._with_editor(lambda e: e.zoom_by(1.25)),
                                        QKeySequence.ZoomIn)
        self.act_zoom_out = self._action(self.tr("Zoom &Out"), lambda: self._with_editor(lambda e: e.zoom_by(0.8)),
                                         QKeySequence.ZoomOut)
        self.act_fit = self._action(self.tr("&Fit to Window"), lambda: self._with_editor(lambda e: e.fit()), "Ctrl+0")
        self.act_validate = self._action(self.tr("&Validate Now"), lambda: self._with_editor(lambda e: e.validator.run_now()),
                                         "F5", self.tr("Check the document against its ruleset now"))

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu(self.tr("&File"))
        for a in (self.act_new_table, self.act_new_campaign, self.act_new_army, self.act_new_catalogue,
                  self.act_new_event, self.act_open, self.act_import_list, self.act_import_tiled,
                  self.act_import_geojson):
            self.file_menu.addAction(a)
        self.recent_menu = self.file_menu.addMenu(self.tr("Open &Recent"))
        self.act_clear_recent = self._action(self.tr("&Clear Menu"), self.clear_recent,
                                             tip=self.tr("Forget the recently opened files"))
        self.file_menu.addAction(self.act_check_folder)
        self.file_menu.addSeparator()
        for a in (self.act_save, self.act_save_as, self.act_revert, self.act_export, self.act_print, self.act_close):
            self.file_menu.addAction(a)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.act_quit)
        self.edit_menu = bar.addMenu(self.tr("&Edit"))
        self.edit_menu.addAction(self.act_undo)
        self.edit_menu.addAction(self.act_redo)
        self._edit_tail = self.edit_menu.addSeparator()  # the editor's edit actions go above it
        self.act_preferences = self._action(self.tr("&Preferences…"), self.show_preferences,
                                            QKeySequence.Preferences, self.tr("Choose the language of Wartable"))
        self.act_preferences.setMenuRole(QAction.PreferencesRole)
        self.edit_menu.addAction(self.act_preferences)
        self.view_menu = bar.addMenu(self.tr("&View"))
        for a in (self.act_zoom_in, self.act_zoom_out, self.act_fit):
            self.view_menu.addAction(a)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.act_next_tab)
        self.view_menu.addAction(self.act_previous_tab)
        self.view_menu.addSeparator()
        self.docks_menu = self.view_menu.addMenu(self.tr("&Panels"))
        self.docks_menu.addAction(self.validation_dock.toggleViewAction())
        self.docks_menu.addAction(self.history_dock.toggleViewAction())
        self.act_reset_layout = self._action(self.tr("&Reset Layout"), self.reset_layout,
                                             tip=self.tr("Put this kind of tab's panels back where they start"))
        self.view_menu.addAction(self.act_reset_layout)
        self.validate_menu = bar.addMenu(self.tr("&Validate"))
        self.validate_menu.addAction(self.act_validate)
        self.validate_menu.addAction(self.validation_dock.toggleViewAction())
        self.help_menu = bar.addMenu(self.tr("&Help"))
        from .help import install_help_menu

        install_help_menu(self)
        self._update_recent_menu()

    # -- documents -------------------------------------------------------------
    def current_editor(self) -> DocumentEditor | None:
        w = self.tabs.currentWidget()
        return w if isinstance(w, DocumentEditor) else None

    def _with_editor(self, fn) -> None:
        editor = self.current_editor()
        if editor is not None:
            fn(editor)

    def add_document(self, document, path: str | Path | None = None, modified: bool = False) -> DocumentEditor:
        """Open a model document in a new tab."""
        qdoc = QtDocument(document, path, self)
        kwargs, read = {}, None
        if document.KIND == "army":  # read on a worker: a slow catalogue never freezes the window
            from .catalogue_read import CatalogueRead

            read = CatalogueRead(document, path, self, lambda text: self.statusBar().showMessage(text, 10000))
            if read.wait():
                kwargs["catalogue"], problem = read.result
                if problem:
                    self.statusBar().showMessage(problem, 10000)
        editor = editor_class(document.KIND)(qdoc, self, **kwargs)
        if read is not None and read.result is None:
            read.deliver_to(editor)
        self.editors.append(editor)
        self.undo_group.addStack(qdoc.undo_stack)
        if self.start_page is not None:
            self.tabs.removeTab(self.tabs.indexOf(self.start_page))
            self.start_page.deleteLater()
            self.start_page = None
        index = self.tabs.addTab(editor, "")
        editor.validator.findingsChanged.connect(lambda findings, e=editor: self._findings_changed(e, findings))
        editor.validator.runningChanged.connect(lambda on, e=editor: self._validation_running(e, on))
        editor.validator.failed.connect(lambda text, e=editor: self._validation_failed(e, text))
        editor.statusChanged.connect(lambda status, e=editor: self._status_changed(e, status))
        qdoc.modifiedChanged.connect(lambda _m, e=editor: self._update_titles(e))
        qdoc.modifiedChanged.connect(lambda m, e=editor: self.documents._modified_changed(e, m))
        qdoc.pathChanged.connect(lambda _p, e=editor: self._update_titles(e))
        qdoc.changed.connect(lambda _c, e=editor: self._update_titles(e))
        self.tabs.setCurrentIndex(index)
        self._update_titles(editor)
        if modified:
            # a recovered document: mark unsaved by an empty step the user can see in the history
            qdoc.undo_stack.resetClean()
            self._update_titles(editor)
        editor.start()
        return editor

    def open_path(self, path: str | Path) -> DocumentEditor | None:
        return self.documents.open_path(path)

    def open_at_start(self, paths) -> None:
        """The files named on the command line. A table or a campaign map is painted first from its
        file's plain data (``preview.py``) and its tab is built as soon as that picture is on
        screen; the start page shows when nothing opened."""
        from .preview import first_picture

        paths = [Path(p) for p in paths]
        preview = first_picture(paths[0], self) if paths else None
        self._picture_first = preview is not None  # the conventions wait for the tab (_conventions_after_paint)
        if preview is None:
            self._open_paths(paths, None)
            return
        self.tabs.setCurrentIndex(self.tabs.addTab(preview, paths[0].name))
        opened = []

        def open_once():
            if not opened:
                opened.append(True)
                self._open_paths(paths, preview)

        preview.painted.connect(open_once)
        QTimer.singleShot(1000, self, open_once)  # a window that is never painted opens them all the same

    def _open_paths(self, paths, preview) -> None:
        from .i18n import install_rest

        install_rest()  # every module's translations before the tabs are built
        for path in paths:
            self.open_path(path)
        if preview is not None:
            self.tabs.removeTab(self.tabs.indexOf(preview))
            preview.deleteLater()
        if not self.editors:
            self.show_start_page()
        self._conventions_after_paint()
        QTimer.singleShot(0, self, self.opened.emit)  # once the tab is shown

    def open_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog  # the dialogs' Python types are made when first asked for

        start = str(Path(self.settings.value("last_dir", str(Path.home()))))
        paths, _ = QFileDialog.getOpenFileNames(self, self.tr("Open"), start, self.documents.open_filter())
        for p in paths:
            self.settings.setValue("last_dir", str(Path(p).parent))
            self.open_path(p)

    def new_army_list(self, catalogue: str | Path | None = None) -> DocumentEditor | None:
        """A new, empty army list for a catalogue (asked for when not given), at the ruleset's
        points limit when it has one."""
        from PySide6.QtWidgets import QFileDialog

        from model.army import ArmyList

        if catalogue is None:
            start = str(Path(self.settings.value("last_dir", str(Path.home()))))
            catalogue, _ = QFileDialog.getOpenFileName(self, self.tr("Choose the army's catalogue"), start,
                                                       self.documents.open_filter())
            if not catalogue:
                return None
        from model.importers import is_battlescribe

        if is_battlescribe(catalogue):  # imported first: the import says what it carried
            self.import_lists(sources=[catalogue])
            return None
        path = Path(catalogue).resolve()
        from model import files
        from model.ruleset import load_ruleset

        load_checks()

        def read():
            cat = files.load(path)
            if cat.KIND != "catalogue":
                raise files.wrong_kind(path, cat.KIND, "catalogue")
            return cat, load_ruleset(cat.ruleset, path, "ruleset")

        from .catalogue_read import read_while_responsive

        got = read_while_responsive(self, read, self.tr("Reading the catalogue %s…") % path.name, self.tr("Cancel"))
        if got is None:  # cancelled, or the window closed meanwhile
            return None
        (cat, ruleset), exc = got if got[1] is None else ((None, None), got[1])
        if exc is not None:
            self.show_error(self.tr("New army list"), str(exc))
            return None
        doc = ArmyList(self.tr("New army"), ruleset.id, str(path), faction=cat.faction,
                       points_limit=ruleset.value("army.points_limit"))
        return self.add_document(doc)

    def new_catalogue(self, ruleset_id: str | None = None):
        """A new, empty catalogue for a ruleset that has army lists (asked for when not given)."""
        from .importdialog import new_catalogue

        return new_catalogue(self, ruleset_id)

    def import_lists(self, catalogue: str | Path | None = None, sources=()):
        """The import window: catalogues, rosters or pasted text (rosters matched against a catalogue);
        ``sources`` are imported at once."""
        from .importdialog import ImportListsDialog

        dialog = ImportListsDialog(self, catalogue, sources)
        dialog.setAttribute(Qt.WA_DeleteOnClose)
        dialog.openRequested.connect(lambda doc, path: self.add_document(doc, path, modified=path is None))
        dialog.show()
        self.import_dialog = dialog
        return dialog

    def check_folder(self, folder: str | Path | None = None):
        """The folder-check window for ``folder`` (asked for when not given)."""
        from .foldercheck import FolderCheckDialog

        if folder is None:
            from PySide6.QtWidgets import QFileDialog

            start = str(Path(self.settings.value("last_dir", str(Path.home()))))
            folder = QFileDialog.getExistingDirectory(self, self.tr("Check a folder"), start)
            if not folder:
                return None
        self.settings.setValue("last_dir", str(folder))
        dialog = FolderCheckDialog(folder, self)
        dialog.setAttribute(Qt.WA_DeleteOnClose)
        dialog.openRequested.connect(self.open_path)
        dialog.run()
        dialog.show()
        self.folder_check = dialog
        return dialog

    def new_table(self, ruleset_id: str, preset_id: str | None = None) -> DocumentEditor:
        from model.presets import new_table
        from model.ruleset import load_ruleset

        ruleset = load_ruleset(ruleset_id)

        return self.add_document(new_table(ruleset, preset_id))

    def new_campaign(self) -> DocumentEditor | None:
        try:
            from .campaign import new_campaign_dialog
        except ImportError:
            self.show_error(self.tr("New campaign"), self.tr("The campaign editor is not available."))
            return None
        document = new_campaign_dialog(self)
        return self.add_document(document) if document is not None else None

    def new_event(self) -> DocumentEditor | None:
        """File > New Event: an event for a ruleset, with one empty round."""
        from .event import new_event_dialog

        document = new_event_dialog(self)
        return self.add_document(document) if document is not None else None

    def import_tiled(self, path: str | Path | None = None) -> DocumentEditor | None:
        """A campaign map from a Tiled hex map (TMX or JSON), after the user confirms the terrains."""
        from .campaign import import_tiled_dialog

        document = import_tiled_dialog(self, str(path) if path else None)
        return self.add_document(document) if document is not None else None

    def import_table_geojson(self, path: str | Path | None = None) -> DocumentEditor | None:
        """A table from a GeoJSON layout, in a new unsaved tab (see editor/geojson_import.py)."""
        from .geojson_import import import_table_geojson

        return import_table_geojson(self, path)

    def file_filter(self) -> str:
        return self.documents.file_filter()

    def save_current(self, ask: bool = False, path: str | Path | None = None) -> bool:
        editor = self.current_editor()
        return self.save_editor(editor, ask, path) if editor else False

    def save_editor(self, editor: DocumentEditor, ask: bool = False, path: str | Path | None = None) -> bool:
        return self.documents.save_editor(editor, ask, path)

    def export_current(self):
        """File > Export: every document kind that can leave the app (``editor/printing``)."""
        from .printing.dialog import can_export, export_dialog

        editor = self.current_editor()
        if editor is not None and can_export(editor):
            return export_dialog(self, editor)
        return None

    def print_current(self):
        """File > Print: the document's printout in a print preview."""
        from .printing.dialog import can_export, print_dialog

        editor = self.current_editor()
        if editor is not None and can_export(editor):
            return print_dialog(self, editor)
        return None

    def revert_current(self) -> None:
        editor = self.current_editor()
        if editor is None or editor.qdoc.path is None:
            return
        from PySide6.QtWidgets import QMessageBox

        if editor.qdoc.is_modified() and QMessageBox.question(
                self, self.tr("Revert"), self.tr("Discard your changes and reload %s?") % editor.qdoc.path.name
        ) != QMessageBox.Yes:
            return
        path = editor.qdoc.path
        index = self.tabs.indexOf(editor)
        self._remove_editor(editor)
        new = self.open_path(path)
        if new is not None:
            self.tabs.tabBar().moveTab(self.tabs.indexOf(new), min(index, self.tabs.count() - 1))

    def _close_tab_at(self, index: int) -> bool:
        widget = self.tabs.widget(index)
        if not isinstance(widget, DocumentEditor):
            return True
        if not self.maybe_save(widget):
            return False
        self._remove_editor(widget)
        return True

    def maybe_save(self, editor: DocumentEditor) -> bool:
        return self.documents.maybe_save(editor)

    def _remove_editor(self, editor: DocumentEditor) -> None:
        editor.stop()
        self.documents._drop_recovery(editor)  # saved, or discarded by the user: no longer work to recover
        self.undo_group.removeStack(editor.qdoc.undo_stack)
        self.tabs.removeTab(self.tabs.indexOf(editor))
        self.editors.remove(editor)
        self._last_status.pop(editor, None)
        for dock in editor.docks():
            self.removeDockWidget(dock)
            dock.deleteLater()
        editor.qdoc.close()
        # a stack deleted while "modified" signals from its destructor into a half-deleted wrapper
        editor.qdoc.undo_stack.setClean()
        editor.qdoc.deleteLater()
        editor.deleteLater()
        if not self.editors:
            self._show_start_page()

    def closeEvent(self, event) -> None:
        try:
            self._close(event)
        except Exception as exc:  # the window stays open with its documents rather than losing them
            event.ignore()
            self.show_error(self.tr("Cannot quit"), str(exc))

    def _close(self, event) -> None:
        for editor in list(self.editors):
            self.tabs.setCurrentWidget(editor)
            if not self.maybe_save(editor):
                event.ignore()
                return
        for editor in self.editors:
            editor.stop()
            # saved or discarded: a stack still "modified" would signal from its destructor at exit
            editor.qdoc.undo_stack.setClean()
            self.documents._drop_recovery(editor)
        self.recovery.close()
        self.layouts.save()
        self.settings.setValue("window/geometry", self.saveGeometry())
        event.accept()

    # -- start page -------------------------------------------------------------
    def show_start_page(self) -> None:
        self._show_start_page()
        self.tabs.setCurrentWidget(self.start_page)

    def _show_start_page(self) -> None:
        if self.start_page is not None:
            return
        from .startpage import StartPage

        self.start_page = StartPage(self.recent_files(), self)
        self.start_page.newTableRequested.connect(self.new_table)
        self.start_page.newCampaignRequested.connect(self.new_campaign)
        self.start_page.openRequested.connect(self.open_dialog)
        self.start_page.openPath.connect(self.open_path)
        index = self.tabs.addTab(self.start_page, self.tr("Start"))
        for side in (QTabBar.ButtonPosition.RightSide, QTabBar.ButtonPosition.LeftSide):
            button = self.tabs.tabBar().tabButton(index, side)
            if button is not None:
                button.hide()

    # -- tabs, docks and status -----------------------------------------------------
    def _current_changed(self, _index: int) -> None:
        editor = self.current_editor()
        if editor is not None and editor is self._shown_editor and editor is self.layouts.editor:
            # the same tab is still current (a tab before it closed, such as the start-up picture
            # replaced by the tab it was the picture of): its panels, menus and tools are on screen
            return
        self._shown_editor = editor
        self.layouts.leave()
        self._enable_document_actions(editor is not None)
        for dock in self._editor_docks:
            dock.hide()
            self.docks_menu.removeAction(dock.toggleViewAction())
        for menu in self._editor_menus:
            self.menuBar().removeAction(menu.menuAction())
        for action in self._editor_edit_actions:
            self.edit_menu.removeAction(action)
        self._editor_edit_actions = []
        self.editor_toolbar.clear()
        self._editor_docks, self._editor_menus = [], []
        if editor is None:
            self.layouts.enter("start", None)
            self.act_export.setEnabled(False)
            self.act_print.setEnabled(False)
            self.validation_dock.set_findings([], document=False)
            self.badge.setText("")
            for label in (self.cursor_label, self.zoom_label, self.selection_label):
                label.setText("")
            self.setWindowTitle(self.tr("Wartable"))
            return
        self.undo_group.setActiveStack(editor.qdoc.undo_stack)
        last = self._last_status.get(editor, {})
        for key, label in (("cursor", self.cursor_label), ("zoom", self.zoom_label),
                           ("selection", self.selection_label)):
            label.setText(last.get(key, ""))
        from .printing import can_print, formats_for

        self.act_export.setEnabled(bool(formats_for(editor.qdoc.document)))
        self.act_print.setEnabled(can_print(editor.qdoc.document))
        self.layouts.enter(getattr(editor.qdoc.document, "KIND", "") or "document", editor)
        for dock in editor.docks():
            if not dock.property("wtWatched"):
                dock.setProperty("wtWatched", True)
                dock.installEventFilter(self)
                dock.toggleViewAction().triggered.connect(
                    lambda checked, name=dock.objectName(): self._dock_chosen(name, checked))
            self.docks_menu.addAction(dock.toggleViewAction())
            if dock.objectName() in self._closed_docks:
                dock.hide()
            self._editor_docks.append(dock)
        for menu in editor.menus():
            self.menuBar().insertMenu(self.validate_menu.menuAction(), menu)
            self._editor_menus.append(menu)
        edit_actions = editor.edit_actions()
        if edit_actions:
            self._editor_edit_actions.append(self.edit_menu.insertSeparator(self._edit_tail))
        for action in edit_actions:
            self._editor_edit_actions.append(self.edit_menu.insertSeparator(self._edit_tail) if action is None else action)
            if action is not None:
                self.edit_menu.insertAction(self._edit_tail, action)
        for action in editor.toolbar_actions():
            self.editor_toolbar.addSeparator() if action is None else self.editor_toolbar.addAction(action)
        self.validation_dock.set_findings(editor.validator.findings)
        self.validation_dock.set_checking(editor.validator.busy())
        self.badge.setText(badge_text(editor.validator.findings))
        self._update_titles(editor)

    def _findings_changed(self, editor: DocumentEditor, findings) -> None:
        if editor is self.current_editor():
            self.validation_dock.set_findings(findings)
            self.badge.setText(badge_text(findings))

    def _dock_chosen(self, name: str, shown: bool) -> None:
        """A panel the user closed stays closed on the other tabs until reopened (View > Panels)."""
        if shown:
            self._closed_docks.discard(name)
        else:
            self._closed_docks.add(name)

    def eventFilter(self, watched, event) -> bool:
        if isinstance(watched, QDockWidget) and event.type() == QEvent.Close:
            self._closed_docks.add(watched.objectName())
        elif watched is self.tabs and event.type() == QEvent.Paint:
            self.tabs.removeEventFilter(self)
            QTimer.singleShot(0, self, self._after_first_paint)
        return super().eventFilter(watched, event)

    def _after_first_paint(self) -> None:
        """The window is on screen: what reading a document needs, and what only a user's hand
        asks for, come now rather than before the first paint."""
        load_checks()
        if not self._picture_first:
            self._start_conventions()

    def _conventions_after_paint(self) -> None:
        """The conventions start once the tab on show has painted (or a moment from now)."""
        from .validation import _AfterPaint

        tab = self.tabs.currentWidget()
        if tab is not None and tab.isVisible():
            self._tab_painted = _AfterPaint(tab, lambda: QTimer.singleShot(0, self, self._start_conventions))
        QTimer.singleShot(3000, self, self._start_conventions)

    def _start_conventions(self) -> None:
        """The application's event filter and its conventions (once): the wheel over a form scrolls its
        panel, a cell too narrow for its text shows it whole as a tooltip, every message box and tooltip
        is plain text (a document's words are never markup or a link). Every event of the application
        passes through the filter, and the first event of an object of one of Qt's private classes makes
        PySide6 make the Python types and enums of every Qt class (50-130 ms of CPU on the loaded
        machine): it starts once the first tab has painted, not before the window's first paint nor
        while the tab is built."""
        from . import wheel
        from .elided import install as show_elided_texts
        from .plaintext import install as show_plain_texts

        wheel.install()
        show_elided_texts()
        show_plain_texts()

    def _validation_failed(self, editor: DocumentEditor, text: str) -> None:
        """A check that could not run is said plainly (the findings shown are the last good ones)."""
        if editor is self.current_editor():
            self.validation_dock.summary.setText(self.tr("The check could not run: %s") % text)
            self.badge.setText(badge_text(editor.validator.findings))
            self.statusBar().showMessage(self.tr("The check could not run: %s") % text, 10000)

    def _validation_running(self, editor: DocumentEditor, on: bool) -> None:
        if editor is self.current_editor():
            self.validation_dock.set_checking(on)
            self.badge.setText(badge_text(editor.validator.findings) + (self.tr(" (checking…)") if on else ""))

    def _finding_activated(self, finding) -> None:
        self._with_editor(lambda e: e.show_finding(finding))

    def _status_changed(self, editor: DocumentEditor, status: dict) -> None:
        self._last_status.setdefault(editor, {}).update({k: v for k, v in status.items() if k != "message"})
        if editor is not self.current_editor():
            return
        for key, label in (("cursor", self.cursor_label), ("zoom", self.zoom_label),
                           ("selection", self.selection_label)):
            if key in status:
                label.setText(status[key])
        if "message" in status:
            self.statusBar().showMessage(status["message"], 5000)

    def _update_titles(self, editor: DocumentEditor) -> None:
        index = self.tabs.indexOf(editor)
        if index < 0:
            return
        name = editor.qdoc.display_name()
        star = "*" if editor.qdoc.is_modified() else ""
        self.tabs.setTabText(index, name + star)
        self.tabs.setTabToolTip(index, str(editor.qdoc.path) if editor.qdoc.path else name)
        if editor is self.current_editor():
            self.setWindowTitle(f"{name}[*] — Wartable")
            self.setWindowModified(editor.qdoc.is_modified())

    # -- recent files, layout ---------------------------------------------------------
    def recent_files(self) -> list[str]:
        return self.documents.recent_files()

    def _update_recent_menu(self) -> None:
        self.recent_menu.clear()
        recent = self.recent_files()
        for p in recent:
            self.recent_menu.addAction(p, lambda p=p: self.open_path(p))
        self.recent_menu.addSeparator()
        self.recent_menu.addAction(self.act_clear_recent)
        self.recent_menu.setEnabled(bool(recent))

    def clear_recent(self) -> None:
        """File > Open Recent > Clear Menu."""
        self.settings.setValue("recent", [])
        self._update_recent_menu()
        if self.start_page is not None:
            self.start_page.recent_list.clear()

    def _step_tab(self, step: int) -> None:
        """Ctrl+PgDown / Ctrl+PgUp: the next or previous tab, round the end."""
        count = self.tabs.count()
        if count > 1:
            self.tabs.setCurrentIndex((self.tabs.currentIndex() + step) % count)

    def _restore_layout(self) -> None:
        """The window where it was, inside the screen (the panels come with each kind of tab)."""
        geometry = self.settings.value("window/geometry")
        if geometry is None or not self.restoreGeometry(geometry):
            screen = self.screen().availableGeometry() if self.screen() is not None else None
            if screen is not None:
                self.resize(min(1400, int(screen.width() * 0.92)), min(900, int(screen.height() * 0.9)))
        self.layouts.keep_on_screen()

    def reset_layout(self) -> None:
        """View > Reset Layout: the current kind of tab's panels where they start."""
        self.layouts.reset()
        for dock in self._editor_docks:
            self._closed_docks.discard(dock.objectName())

    def _enable_document_actions(self, on: bool) -> None:
        """What needs a document does nothing on the start page: shown disabled there."""
        for action in (self.act_save, self.act_save_as, self.act_revert, self.act_close, self.act_zoom_in,
                       self.act_zoom_out, self.act_fit, self.act_validate, self.act_reset_layout,
                       self.validation_dock.toggleViewAction(), self.history_dock.toggleViewAction()):
            action.setEnabled(on)

    # -- autosave and recovery: the document manager's, under the window's names ---------
    @property
    def recovery(self):
        return self.documents.recovery

    @property
    def _autosave(self):
        return self.documents.timer

    def autosave(self) -> None:
        self.documents.autosave()

    def autosave_ms(self) -> int:
        return self.documents.autosave_ms()

    def offer_recovery(self) -> None:
        self.documents.offer_recovery()

    def pending_recoveries(self) -> list:
        return self.documents.pending_recoveries()

    def clean_after_killed_saves(self) -> None:
        self.documents.clean_after_killed_saves()

    def _recovery_file(self, editor: DocumentEditor) -> Path:
        return self.documents._recovery_file(editor)

    # -- misc ------------------------------------------------------------------------
    def show_error(self, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        self.statusBar().showMessage(text, 15000)
        box = plain_box(QMessageBox(QMessageBox.Warning, title, text, QMessageBox.Ok, self))  # quotes files
        box.setObjectName("ErrorDialog")
        box.open() if os.environ.get("WARTABLE_NONBLOCKING_DIALOGS") else box.exec()

    def show_preferences(self) -> None:
        """Edit > Preferences: the language, saved for the next start, and the autosave interval."""
        from .preferences import PreferencesDialog

        dialog = PreferencesDialog(self)
        dialog.setAttribute(Qt.WA_DeleteOnClose)

        def chosen() -> None:
            self._autosave.setInterval(self.autosave_ms())  # at once: the next autosave follows it
            if (dialog.chosen() or i18n.system_language()) != i18n.language():
                self.statusBar().showMessage(self.tr("The new language applies from the next start."), 15000)

        dialog.accepted.connect(chosen)
        dialog.open()

    def about(self) -> None:
        from .help import show_about

        show_about(self)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.layouts.window_resized()  # here, not in an event filter that would see every event

    def dragEnterEvent(self, event) -> None:
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:
        for url in event.mimeData().urls():
            if url.isLocalFile():
                self.open_path(url.toLocalFile())
        event.acceptProposedAction()
