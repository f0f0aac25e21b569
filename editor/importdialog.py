"""File > Import Army Lists: BattleScribe catalogues and rosters and pasted text lists, rosters
read against a catalogue (a Wartable one, or a BattleScribe catalogue imported here), the names
that matched nothing fixed in a name mapping, the lists saved into a folder (and checked there);
File > New Catalogue."""
from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QHBoxLayout,
                               QInputDialog, QLabel, QListWidget, QMessageBox, QPlainTextEdit, QPushButton,
                               QTabWidget, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from model import files
from model.army import ArmyList, Catalogue
from model.errors import DocumentError
from model.importers import ImportResult
from model.importers.matching import NameMapping, load_mapping, save_mapping
from model.importers.text import text_to_army

LEAVE_OUT = "\x00leave-out"


class PasteBox(QPlainTextEdit):
    """The box a list is pasted into: a paste (or a drop) that would make it larger than a pasted
    list may be is refused before the box takes it, so that a huge clipboard never freezes the
    window laying out its text."""

    refused = Signal(int)  # the size, in characters, the box would have had

    def insertFromMimeData(self, source) -> None:
        from model.importers.text import MAX_PASTED_CHARS

        if source.hasText():
            size = len(source.text()) + self.document().characterCount() - 1
            if size > MAX_PASTED_CHARS:
                self.refused.emit(size)
                return
        super().insertFromMimeData(source)


def new_catalogue(window, ruleset_id: str | None = None):
    """A new, empty catalogue in a tab, for a ruleset with army lists (asked for when not given)."""
    from model.ruleset import available_rulesets, load_ruleset

    if ruleset_id is None:
        choices = []
        for rid in sorted(available_rulesets()):
            try:
                rs = load_ruleset(rid)
            except DocumentError:
                continue
            if rs.serves("army"):
                choices.append((rs.name, rid))
        names = [n for n, _ in choices]
        name, ok = QInputDialog.getItem(window, window.tr("New catalogue"), window.tr("Ruleset"), names, 0, False)
        if not ok:
            return None
        ruleset_id = dict(choices)[name]
    cat = Catalogue("catalogue", window.tr("New catalogue"), ruleset_id)
    return window.add_document(cat)


class ImportListsDialog(QDialog):
    """Rosters and pasted lists imported against one catalogue, with their unmatched names.

    Each imported list is a row: its name, its entries and how many names matched nothing.
    Beneath it, each unmatched name has a choice of what it stands for (a profile, or for an
    upgrade one of the entry's options, or "leave out"); choosing re-imports with the mapping.
    Save Mapping keeps the choices for the next lists; Save Lists writes every list into a
    folder, which Check Folder then shows list by list.
    """

    openRequested = Signal(object, object)  # an ArmyList, its path (None: not saved yet)

    def __init__(self, window, catalogue: str | Path | None = None, sources=()):
        super().__init__(window)
        self.window_ = window
        self.setObjectName("import-lists")
        self.setWindowTitle(self.tr("Import army lists"))
        self.resize(900, 640)
        self.catalogue: Catalogue | None = None
        self.catalogue_path: Path | None = None
        self.mapping = NameMapping()
        self.mapping_path: Path | None = None
        self.catalogue_result: ImportResult | None = None  # a BattleScribe catalogue imported as the catalogue
        self.catalogue_source: Path | None = None  # its file
        self.sources: list[Path] = []
        self.results: list[ImportResult] = []
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.catalogue_label = QLabel(self.tr("(none)"), self)
        self.catalogue_label.setObjectName("import-catalogue")
        choose = QPushButton(self.tr("Choose…"), self)
        choose.setObjectName("import-choose-catalogue")
        choose.setToolTip(self.tr("The Wartable catalogue the lists are matched against"))
        choose.clicked.connect(lambda: self.set_catalogue())
        row = QHBoxLayout()
        row.addWidget(self.catalogue_label, 1)
        row.addWidget(choose)
        form.addRow(self.tr("Catalogue"), row)
        self.mapping_label = QLabel(self.tr("(none: names matched as written)"), self)
        self.mapping_label.setObjectName("import-mapping")
        open_map = QPushButton(self.tr("Open…"), self)
        open_map.setObjectName("import-open-mapping")
        open_map.setToolTip(self.tr("Use a name mapping saved from an earlier import"))
        open_map.clicked.connect(lambda: self.open_mapping())
        save_map = QPushButton(self.tr("Save Mapping…"), self)
        save_map.setObjectName("import-save-mapping")
        save_map.setToolTip(self.tr("Keep the names you fixed for the next lists"))
        save_map.clicked.connect(lambda: self.save_mapping())
        row = QHBoxLayout()
        row.addWidget(self.mapping_label, 1)
        row.addWidget(open_map)
        row.addWidget(save_map)
        form.addRow(self.tr("Name mapping"), row)
        layout.addLayout(form)

        self.source_tabs = QTabWidget(self)
        files_tab = QWidget(self.source_tabs)
        col = QVBoxLayout(files_tab)
        self.file_list = QListWidget(files_tab)
        self.file_list.setObjectName("import-files")
        col.addWidget(self.file_list)
        add = QPushButton(self.tr("Add Files…"), files_tab)
        add.setObjectName("import-add-files")
        add.setToolTip(self.tr("BattleScribe or New Recruit rosters (.ros, .rosz) and text lists (.txt)"))
        add.clicked.connect(lambda: self.add_files())
        col.addWidget(add, 0, Qt.AlignLeft)
        self.source_tabs.addTab(files_tab, self.tr("Files"))
        pasted_tab = QWidget(self.source_tabs)
        col = QVBoxLayout(pasted_tab)
        col.setContentsMargins(0, 0, 0, 0)
        self.pasted = PasteBox(pasted_tab)
        self.pasted.setObjectName("import-pasted")
        self.pasted.setPlaceholderText(self.tr("Paste a list, one unit a line: 20 x Spearmen [120]"))
        col.addWidget(self.pasted, 1)
        self.paste_problem = QLabel(pasted_tab)
        self.paste_problem.setObjectName("import-paste-problem")
        self.paste_problem.setWordWrap(True)
        self.paste_problem.setTextFormat(Qt.PlainText)
        self.paste_problem.hide()
        col.addWidget(self.paste_problem)
        self.pasted.refused.connect(self._paste_refused)
        self.pasted.textChanged.connect(self.paste_problem.hide)
        self.source_tabs.addTab(pasted_tab, self.tr("Pasted text"))
        layout.addWidget(self.source_tabs, 1)

        run = QPushButton(self.tr("Import"), self)
        run.setObjectName("import-run")
        run.setToolTip(self.tr("Read the files and the pasted text against the catalogue"))
        run.clicked.connect(self.run)
        layout.addWidget(run, 0, Qt.AlignLeft)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("import-results")
        self.tree.setHeaderLabels([self.tr("List or name"), self.tr("Stands for"), self.tr("Status")])
        self.tree.setColumnWidth(0, 340)
        self.tree.setColumnWidth(1, 300)
        self.tree.itemDoubleClicked.connect(self._open_item)
        layout.addWidget(self.tree, 2)
        buttons = QDialogButtonBox(QDialogButtonBox.Close, self)
        self.save_button = buttons.addButton(self.tr("Save Lists…"), QDialogButtonBox.ActionRole)
        self.save_button.setObjectName("import-save-lists")
        self.save_button.setToolTip(self.tr("Write every imported list into a folder and check the folder"))
        self.save_button.clicked.connect(lambda: self.save_lists())
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        if catalogue is not None:
            self.set_catalogue(catalogue)
        if sources:
            self.add_files(list(sources))
            self.run()

    def _paste_refused(self, size: int) -> None:
        from model.importers.text import MAX_PASTED_CHARS

        from .i18n import fill, number

        self.paste_problem.setText(fill(self.tr("Nothing was pasted: the text is {size} characters long, more than "
                                                "the {limit} a pasted list may be."),
                                        size=number(size, 0), limit=number(MAX_PASTED_CHARS, 0)))
        self.paste_problem.show()

    # -- inputs ------------------------------------------------------------------------------
    def set_catalogue(self, path: str | Path | None = None) -> bool:
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Choose the catalogue"), "",
                self.tr("Catalogues (*.json *.cat *.catz);;Wartable documents (*.json);;BattleScribe catalogues "
                        "(*.cat *.catz)"))
            if not path:
                return False
        if str(path).lower().endswith((".cat", ".catz")):
            return self._import_catalogue(Path(path))

        def read():
            cat = files.load(path)
            if not isinstance(cat, Catalogue):
                raise files.wrong_kind(path, cat.KIND, "catalogue")
            return cat

        from .catalogue_read import read_while_responsive

        got = read_while_responsive(self, read, self.tr("Reading the catalogue %s…") % Path(path).name,
                                    self.tr("Cancel"))
        if got is None:  # cancelled, or the dialog closed meanwhile
            return False
        cat, exc = got
        if exc is not None:
            QMessageBox.warning(self, self.tr("Import army lists"), str(exc))
            return False
        self.catalogue, self.catalogue_path = cat, Path(path).resolve()
        self.catalogue_result = None
        self.catalogue_label.setText(f"{cat.name} ({self.catalogue_path.name})")
        return True

    def _imported(self, path: Path, do) -> ImportResult | None:
        """``do()`` (an import of ``path``) on a worker, the window answering meanwhile; None with the
        problem shown as a row when it is refused or cancelled."""
        from .catalogue_read import read_while_responsive

        got = read_while_responsive(self, do, self.tr("Importing %s…") % path.name, self.tr("Cancel"))
        if got is None:
            self._problems.append(self.tr("%s: import cancelled") % path.name)
            return None
        result, exc = got
        if exc is not None:
            self._problems.append(str(exc))
            return None
        return result

    def _import_catalogue(self, path: Path) -> bool:
        """A BattleScribe catalogue imported to match the rosters against (saved with the lists)."""
        from model.importers.bscatalogue import import_catalogue

        self._problems = []
        result = self._imported(path, lambda: import_catalogue(path))
        if result is None:
            QMessageBox.warning(self, self.tr("Import army lists"), "\n".join(self._problems))
            return False
        self.catalogue, self.catalogue_path, self.catalogue_result = result.document, None, result
        self.catalogue_source = path
        self.catalogue_label.setText(self.tr("%1 (imported from %2; saved with the lists)")
                                     .replace("%1", result.document.name).replace("%2", path.name))
        return True

    def open_mapping(self, path: str | Path | None = None) -> bool:
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a name mapping"), "",
                                                  self.tr("Name mappings (*.json)"))
            if not path:
                return False
        try:
            self.mapping = load_mapping(path)
        except DocumentError as exc:
            QMessageBox.warning(self, self.tr("Import army lists"), str(exc))
            return False
        self.mapping_path = Path(path)
        self.mapping_label.setText(str(self.mapping_path))
        if self.results:
            self.run()
        return True

    def save_mapping(self, path: str | Path | None = None) -> bool:
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the name mapping"),
                                                  str(self.mapping_path or "names.json"),
                                                  self.tr("Name mappings (*.json)"))
            if not path:
                return False
        if self.catalogue_path is not None:
            try:
                self.mapping.catalogue = os.path.relpath(self.catalogue_path, Path(path).resolve().parent)
            except ValueError:
                self.mapping.catalogue = str(self.catalogue_path)
        try:
            save_mapping(self.mapping, path, [u for r in self.results for u in r.unmatched])
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Save the name mapping"), f"{path}: {exc.strerror or exc}")
            return False
        self.mapping_path = Path(path)
        self.mapping_label.setText(str(self.mapping_path))
        return True

    def add_files(self, paths: list[str | Path] | None = None) -> None:
        if paths is None:
            paths, _ = QFileDialog.getOpenFileNames(
                self, self.tr("Add army lists"), "",
                self.tr("Army lists and catalogues (*.ros *.rosz *.cat *.catz *.txt);;BattleScribe rosters (*.ros "
                        "*.rosz);;BattleScribe catalogues (*.cat *.catz);;Text (*.txt);;All files (*)"))
        for p in paths:
            p = Path(p)
            if p not in self.sources:
                self.sources.append(p)
                self.file_list.addItem(p.name)

    # -- importing ---------------------------------------------------------------------------
    def run(self) -> list[ImportResult]:
        """Import every file and the pasted text; the results, also shown in the tree."""
        from model.importers import import_file

        self._problems = problems = []
        catalogues = [p for p in self.sources if p.suffix.lower() in (".cat", ".catz")]
        lists = [p for p in self.sources if p not in catalogues]
        catalogues = [p for p in catalogues if p != self.catalogue_source]  # imported once, as the catalogue
        if self.catalogue is None and catalogues and self._import_catalogue(catalogues[0]):
            catalogues = catalogues[1:]
        systems = [p for p in lists if p.suffix.lower() in (".gst", ".gstz")]  # refused by the importer, said why
        if self.catalogue is None and (len(lists) > len(systems) or self.pasted.toPlainText().strip()) and \
                not self.set_catalogue():
            return []
        results = [self.catalogue_result] if self.catalogue_result is not None else []
        ref = str(self.catalogue_path) if self.catalogue_path is not None else ""
        for p in catalogues + lists:
            got = self._imported(p, lambda p=p: import_file(p, self.catalogue, self.mapping, ref))
            if got is not None:
                results.append(got)
        text = self.pasted.toPlainText()
        if text.strip():
            pasted = self.import_pasted(text)
            if isinstance(pasted, ImportResult):
                results.append(pasted)
            else:
                problems.append(pasted or self.tr("The pasted list was not imported: its reading was cancelled."))
        self.results = results
        self._fill(problems)
        return results

    def import_pasted(self, text: str) -> ImportResult | str | None:
        """The pasted list read on a worker while the window goes on answering: a paste that takes
        a moment shows its progress, line by line, with Cancel. Returns the result, the message of a
        paste that is refused (a limit, named), or None when cancelled."""
        from .catalogue_read import run_while_responsive

        catalogue, mapping = self.catalogue, self.mapping
        ref = str(self.catalogue_path) if self.catalogue_path is not None else ""
        name, source = self.tr("Pasted list"), self.tr("pasted text")
        got = run_while_responsive(
            self, lambda report: text_to_army(text, catalogue, mapping, ref, name=name, source=source,
                                              progress=report),
            self.tr("Reading the pasted list…"), self.tr("Cancel"), "ImportingPaste")
        if got is None:  # cancelled, or the dialog closed meanwhile: the worker stopped at its next line
            return None
        result, exc = got
        if exc is None:
            return result
        if isinstance(exc, DocumentError):  # a paste beyond a limit: said, never a traceback
            return str(exc)
        return self.tr("The pasted list could not be read: %s") % exc

    def _fill(self, problems: list[str]) -> None:
        self.tree.clear()
        for r in self.results:
            doc = r.document
            top = QTreeWidgetItem(self.tree, [doc.name, self._carried(r), self._status(r)])
            top.setData(0, Qt.UserRole, r)
            top.setToolTip(0, r.source)
            if r.unmatched or (r.stated_points is not None and r.list_points != r.stated_points):
                top.setForeground(2, Qt.red)
            for u in r.unmatched:
                what = self.tr("option %1 of %2").replace("%1", u.name).replace("%2", u.within) \
                if u.kind == "option" else u.name
                child = QTreeWidgetItem(top, [what, "", u.where])
                self.tree.setItemWidget(child, 1, self._choice(u))
            for note in r.notes:  # a note is a sentence: the whole row's width, whole on hover
                item = QTreeWidgetItem(top, [note, "", self.tr("note")])
                item.setFirstColumnSpanned(True)
                item.setToolTip(0, note)
        for text in problems:
            item = QTreeWidgetItem(self.tree, [text, "", self.tr("cannot be read")])
            item.setToolTip(0, text)
            item.setForeground(2, Qt.red)
        self.tree.expandAll()

    def _carried(self, r: ImportResult) -> str:
        """What came in: a catalogue's profiles, a list's entries and models."""
        doc = r.document
        if isinstance(doc, Catalogue):
            return self.tr("%n profiles", "", len(doc.profiles))
        models = sum(e.models for e in doc.entries.values())
        return self.tr("%1 (%2)").replace("%1", self.tr("%n entries", "", len(doc.entries))) \
            .replace("%2", self.tr("%n models", "", models))

    def _status(self, r: ImportResult) -> str:
        """What was not carried, and a list's total beside the total its file states."""
        parts = []
        stated = r.stated_points if r.stated_points is not None else getattr(r, "stated_total", None)
        listed = r.list_points
        if listed is None and isinstance(r.document, ArmyList) and self.catalogue is not None:
            listed = r.document.total_cost(self.catalogue)
        if stated is not None and listed is not None:
            parts.append(self.tr("%1 points in the list, %2 in the file").replace("%1", f"{listed:g}")
                         .replace("%2", f"{stated:g}"))
        if r.unmatched:
            parts.append(self.tr("%n unmatched names", "", len(r.unmatched)))
        if r.notes:
            parts.append(self.tr("%n notes", "", len(r.notes)))
        return "; ".join(parts) if parts else self.tr("everything carried")

    def _choice(self, unmatched) -> QComboBox:
        """What an unmatched name stands for: profiles (or the entry's options), or leave it out."""
        box = QComboBox(self.tree)
        box.setObjectName("import-choice")
        box.addItem(self.tr("(matches nothing)"), None)
        box.addItem(self.tr("(leave it out)"), LEAVE_OUT)
        if unmatched.kind == "option":
            profile = self.catalogue.profiles.get(unmatched.profile)
            for o in profile.options if profile else ():
                box.addItem(f"{o.name} ({o.cost:g})", o.id)
        else:
            by_group: dict[str, list] = {}
            for p in self.catalogue.profiles.values():
                by_group.setdefault(p.category or p.troop_class or "", []).append(p)
            for group in sorted(by_group):
                for p in sorted(by_group[group], key=lambda p: p.name):
                    box.addItem(f"{group + ' · ' if group else ''}{p.name}", p.id)
        if unmatched.suggestion:
            for i in range(box.count()):
                if box.itemText(i).endswith(unmatched.suggestion) or box.itemText(i).startswith(unmatched.suggestion):
                    box.setItemText(i, box.itemText(i) + self.tr("  (closest)"))
                    break
        box.activated.connect(lambda _i, u=unmatched, b=box: self.choose(u, b.currentData()))
        return box

    def choose(self, unmatched, target) -> None:
        """Say what an unmatched name stands for (a profile or option id, LEAVE_OUT), and import again."""
        if target is None:
            return
        value = None if target == LEAVE_OUT else target
        if unmatched.kind == "option":
            self.mapping.set_option(unmatched.name, value)
        else:
            self.mapping.set_name(unmatched.name, value)
        self.run()

    # -- output ------------------------------------------------------------------------------
    def _open_item(self, item: QTreeWidgetItem, _column: int) -> None:
        r = item.data(0, Qt.UserRole)
        if isinstance(r, ImportResult):
            self.openRequested.emit(r.document, None)

    def save_lists(self, folder: str | Path | None = None) -> list[Path]:
        """Write each imported list into ``folder`` (asked for), named after the list, and check the folder."""
        from model.names import slug

        if not self.results:
            return []
        if folder is None:
            folder = QFileDialog.getExistingDirectory(self, self.tr("Save the lists into"), "")
            if not folder:
                return []
        folder = Path(folder)
        written = []
        used: set[str] = set()
        # catalogues imported here first: the lists name the one they were matched against
        for r in sorted(self.results, key=lambda r: not isinstance(r.document, Catalogue)):
            army: ArmyList = r.document
            base = slug(army.name, "list")
            name, n = base, 2
            while name in used:
                name, n = f"{base}-{n}", n + 1
            used.add(name)
            target = folder / f"{name}.json"
            if isinstance(army, ArmyList):
                try:
                    army.catalogue = os.path.relpath(self.catalogue_path, folder.resolve()).replace(os.sep, "/")
                except ValueError:
                    army.catalogue = str(self.catalogue_path)
            try:
                files.save(army, target)
            except OSError as exc:
                QMessageBox.warning(self, self.tr("Save the lists"), f"{target}: {exc.strerror or exc}")
                return written
            except DocumentError as exc:  # what the file could not hold: said, and nothing half-written
                QMessageBox.warning(self, self.tr("Save the lists"), str(exc))
                return written
            if r is self.catalogue_result:  # the lists are matched against it: from now on, the saved file
                self.catalogue_path = target.resolve()
            written.append(target)
        if hasattr(self.window_, "check_folder"):
            self.window_.check_folder(folder)
        return written
