"""A catalogue of profiles built and edited in its tab: profiles grouped by category, a form of
typed fields for the selected one, CSV import and export. Every edit is one undo step."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QComboBox, QDoubleSpinBox, QFileDialog, QFormLayout,
                               QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem, QMessageBox,
                               QPushButton, QSpinBox, QSplitter, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from model.army import ROLES, Catalogue, Profile
from model.errors import DocumentError

from .base import DocumentEditor
from .commands import AddObjects, RemoveObjects, ReplaceObjects, SetField
from .layout import scrolling_body
from .qtdocument import QtDocument
from .plaintext import plain
from .spinbox import show_value



def group_of(profile: Profile) -> str:
    """Where a profile sits in the tree: its category (Warhammer core, special...), else its class
    (Kensei H, E, G...; ADLG troop types), else its troop type."""
    return profile.category or profile.troop_class or profile.troop_type


class CatalogueEditor(DocumentEditor):
    """A catalogue: its profiles by category on the left, the selected profile's fields on the right.

    The fields are typed (points and sizes in spin boxes, booleans as boxes, roles and volumes
    from the ruleset) so a catalogue saved from here always passes the schema; weapons and
    options are written as in the CSV cells ("Yumi [missile:bow]", "Warhorse = 12 [mount]") and
    refused, in red under the field, until they read.
    """

    def __init__(self, qdoc: QtDocument, parent: QWidget | None = None, **kwargs):
        super().__init__(qdoc, parent, **kwargs)
        self.items: dict[str, QTreeWidgetItem] = {}
        self._filling = False
        self.ruleset = self._load_ruleset()
        layout = scrolling_body(self)  # scrolls on a small screen
        layout.addWidget(self._build_header())
        split = QSplitter(Qt.Horizontal, self)
        left = QWidget(split)
        col = QVBoxLayout(left)
        col.setContentsMargins(0, 0, 0, 0)
        self.search = QLineEdit(left)
        self.search.setObjectName("catalogue-search")
        self.search.setPlaceholderText(self.tr("Find a profile by name"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda _t: self.refresh())
        col.addWidget(self.search)
        self.tree = QTreeWidget(left)
        self.tree.setObjectName("catalogue-profiles")
        self.tree.setHeaderLabels([self.tr("Profile"), self.tr("Points"), self.tr("Unit size")])
        self.tree.setSelectionMode(QAbstractItemView.SingleSelection)
        self.tree.itemSelectionChanged.connect(self._fill_form)
        col.addWidget(self.tree, 1)
        from .elided import fit_columns

        fit_columns(self.tree)  # the columns within the tree's width, the names whole first
        buttons = QHBoxLayout()
        for name, text, tip, slot in (
                ("catalogue-add", self.tr("Add Profile"), self.tr("Add a new profile to the catalogue"), self.add_profile),
                ("catalogue-remove", self.tr("Remove Profile"), self.tr("Remove the selected profile"),
                 self.remove_selected),
                ("catalogue-import-csv", self.tr("Import CSV…"),
                 self.tr("Add or update profiles from a spreadsheet saved as CSV"), lambda: self.import_csv()),
                ("catalogue-export-csv", self.tr("Export CSV…"),
                 self.tr("Save the profiles as CSV for a spreadsheet"), lambda: self.export_csv())):
            b = QPushButton(text, left)
            b.setObjectName(name)
            b.setToolTip(tip)
            b.clicked.connect(slot)
            buttons.addWidget(b)
        col.addLayout(buttons)
        split.addWidget(left)
        split.addWidget(self._build_form())
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        layout.addWidget(split, 1)
        qdoc.changed.connect(lambda _c: self.refresh())
        self.refresh()

    @property
    def document(self) -> Catalogue:
        return self.qdoc.document

    def _load_ruleset(self):
        from model.ruleset import load_ruleset

        try:
            return load_ruleset(self.document.ruleset) if self.document.ruleset else None
        except DocumentError:
            return None

    # -- building -----------------------------------------------------------------------
    def _build_header(self) -> QWidget:
        box = QGroupBox(self.tr("Catalogue"), self)
        form = QFormLayout(box)
        self.name_edit = QLineEdit(box)
        self.name_edit.setObjectName("catalogue-name")
        self.name_edit.editingFinished.connect(lambda: self._set_field("name", self.name_edit.text().strip(),
                                                                       self.tr("Rename catalogue")))
        form.addRow(self.tr("Name"), self.name_edit)
        self.faction_edit = QLineEdit(box)
        self.faction_edit.setObjectName("catalogue-faction")
        self.faction_edit.editingFinished.connect(lambda: self._set_field("faction", self.faction_edit.text().strip(),
                                                                          self.tr("Set faction")))
        form.addRow(self.tr("Faction"), self.faction_edit)
        self.ruleset_label = plain(QLabel(box))
        form.addRow(self.tr("Ruleset"), self.ruleset_label)
        return box

    def _build_form(self) -> QWidget:
        box = QGroupBox(self.tr("Selected profile"), self)
        self.form_box = box
        form = QFormLayout(box)

        def line(name, label, field, tip=""):
            w = QLineEdit(box)
            w.setObjectName(f"profile-{name}")
            if tip:
                w.setToolTip(tip)
            w.editingFinished.connect(lambda: self._change(**{field: w.text().strip()}))
            form.addRow(label, w)
            return w

        self.p_name = QLineEdit(box)
        self.p_name.setObjectName("profile-name")
        self.p_name.editingFinished.connect(lambda: self.p_name.text().strip() and
                                            self._change(name=self.p_name.text().strip()))
        form.addRow(self.tr("Name"), self.p_name)
        self.p_cost = QDoubleSpinBox(box)
        self.p_cost.setObjectName("profile-cost")
        self.p_cost.setRange(0, 100000)
        self.p_cost.setDecimals(1)
        self.p_cost.setSuffix(self.tr(" points"))
        self.p_cost.setToolTip(self.tr("Points per model"))
        self.p_cost.valueChanged.connect(lambda v: self._change(merge=True, cost=float(v)))
        form.addRow(self.tr("Cost"), self.p_cost)
        self.p_category = QComboBox(box)
        self.p_category.setObjectName("profile-category")
        self.p_category.setEditable(True)
        self.p_category.setInsertPolicy(QComboBox.NoInsert)
        self.p_category.setToolTip(self.tr("How the catalogue groups the profile (core, special, rare...)"))
        self.p_category.lineEdit().editingFinished.connect(
            lambda: self._change(category=self.p_category.currentText().strip()))
        self.p_category.activated.connect(lambda _i: self._change(category=self.p_category.currentText().strip()))
        form.addRow(self.tr("Category"), self.p_category)
        self.p_class = QComboBox(box)
        self.p_class.setObjectName("profile-class")
        self.p_class.addItem(self.tr("(none)"), "")
        for c in (self.ruleset.value("army.classes") or []) if self.ruleset else []:
            self.p_class.addItem(f"{c['name']} ({c['id']})", c["id"])
        self.p_class.activated.connect(lambda _i: self._change(troop_class=self.p_class.currentData() or ""))
        form.addRow(self.tr("Class"), self.p_class)
        self.p_type = line("type", self.tr("Troop type"), "troop_type", self.tr("Infantry, mounted, skirmishers..."))
        self.p_training = line("training", self.tr("Training"), "training")
        sizes = QHBoxLayout()
        self.p_min = QSpinBox(box)
        self.p_min.setObjectName("profile-unit-min")
        self.p_max = QSpinBox(box)
        self.p_max.setObjectName("profile-unit-max")
        for w in (self.p_min, self.p_max):
            w.setRange(0, 10000)
            w.setSpecialValueText(self.tr("any"))
        self.p_min.valueChanged.connect(lambda v: self._change(merge=True, unit_min=v or None))
        self.p_max.valueChanged.connect(lambda v: self._change(merge=True, unit_max=v or None))
        sizes.addWidget(self.p_min)
        sizes.addWidget(QLabel(self.tr("to"), box))
        sizes.addWidget(self.p_max)
        form.addRow(self.tr("Unit size"), sizes)
        self.p_limit = QSpinBox(box)
        self.p_limit.setObjectName("profile-max-per-army")
        self.p_limit.setRange(-1, 1000)
        self.p_limit.setSpecialValueText(self.tr("no limit"))
        self.p_limit.setToolTip(self.tr("At most this many entries of the profile in an army (a 0-1 choice: 1)"))
        self.p_limit.valueChanged.connect(lambda v: self._change(merge=True, max_per_army=None if v < 0 else v))
        form.addRow(self.tr("Per army"), self.p_limit)
        flags = QHBoxLayout()
        self.p_flags = {}
        for field, text, tip in (
                ("unique", self.tr("Unique"), self.tr("Fielded at most once in an army")),
                ("legendary", self.tr("Legendary"), self.tr("A legendary profile: at most once in an army")),
                ("leader", self.tr("Leader"), self.tr("Fielded on its own and may lead a unit (Kensei army leaders "
                                                      "are unique)"))):
            b = QCheckBox(text, box)
            b.setObjectName(f"profile-{field}")
            b.setToolTip(tip)
            b.toggled.connect(lambda on, f=field: self._change(**{f: on}))
            flags.addWidget(b)
            self.p_flags[field] = b
        form.addRow("", flags)
        self.p_roles = QListWidget(box)
        self.p_roles.setObjectName("profile-roles")
        self.p_roles.setMaximumHeight(80)
        roles = (self.ruleset.value("army.roles") if self.ruleset else None)
        role_names = {"leader": self.tr("leader (Kensei unit leader)"), "banner": self.tr("banner (Hata-Jurushi)"),
                      "champion": self.tr("champion (in a unit's command group)"),
                      "character": self.tr("character (joins a unit)")}
        for role in (ROLES if roles is None else roles):
            item = QListWidgetItem(role_names.get(role, role), self.p_roles)
            item.setData(Qt.UserRole, role)
            item.setFlags(item.flags() | Qt.ItemIsUserCheckable)
            item.setCheckState(Qt.Unchecked)
        self.p_roles.itemChanged.connect(lambda _i: self._change(roles=frozenset(
            self.p_roles.item(i).data(Qt.UserRole) for i in range(self.p_roles.count())
            if self.p_roles.item(i).checkState() == Qt.Checked)))
        form.addRow(self.tr("May join as"), self.p_roles)
        self.p_volume = QComboBox(box)
        self.p_volume.setObjectName("profile-volume")
        self.p_volume.addItem(self.tr("(none)"), "")
        for v in self.ruleset.volumes() if self.ruleset else []:
            self.p_volume.addItem(v.get("name", v["id"]), v["id"])
        self.p_volume.activated.connect(lambda _i: self._change(volume=self.p_volume.currentData() or ""))
        form.addRow(self.tr("Volume"), self.p_volume)
        self.p_base = line("base", self.tr("Base"), "base", self.tr("The base size as the book writes it (25x25 mm)"))
        self.p_weapons = QLineEdit(box)
        self.p_weapons.setObjectName("profile-weapons")
        self.p_weapons.setToolTip(self.tr("Separated by ';', a missile weapon with its kind and type: "
                                          "Katana; Yumi [missile:bow]"))
        self.p_weapons.editingFinished.connect(self._weapons_edited)
        form.addRow(self.tr("Weapons"), self.p_weapons)
        self.p_options = QLineEdit(box)
        self.p_options.setObjectName("profile-options")
        self.p_options.setToolTip(self.tr("Separated by ';', each 'Name = cost', '[mount]' for a mount: "
                                          "Warhorse = 12 [mount]; Shield = 2"))
        self.p_options.editingFinished.connect(self._options_edited)
        form.addRow(self.tr("Options"), self.p_options)
        self.p_notes = line("notes", self.tr("Notes"), "notes")
        self.problem = plain(QLabel(box))  # quotes the profile's fields
        self.problem.setObjectName("profile-problem")
        self.problem.setStyleSheet("color: #c0392b")
        self.problem.setWordWrap(True)
        form.addRow("", self.problem)
        return box

    # -- contents -----------------------------------------------------------------------
    def refresh(self) -> None:
        doc = self.document
        selected = self.selected_id()
        self._filling = True
        self.name_edit.setText(doc.name)
        self.faction_edit.setText(doc.faction)
        self.ruleset_label.setText(self.ruleset.text("name") if self.ruleset else (doc.ruleset or self.tr("(none)")))
        self.tree.blockSignals(True)
        self.tree.clear()
        self.items.clear()
        from model.names import same_name

        wanted = same_name(self.search.text())
        groups: dict[str, QTreeWidgetItem] = {}
        for p in doc.profiles.values():
            if wanted and wanted not in same_name(p.name):
                continue
            key = group_of(p)
            group = groups.get(key)
            if group is None:
                group = groups[key] = QTreeWidgetItem(self.tree, [key or self.tr("(no category)")])
                group.setFlags(group.flags() & ~Qt.ItemIsSelectable)
                font = group.font(0)
                font.setBold(True)
                group.setFont(0, font)
            size = "" if p.unit_min is None and p.unit_max is None else \
                f"{p.unit_min or ''}-{p.unit_max or ''}"
            item = QTreeWidgetItem(group, [p.name, f"{p.cost:g}", size])
            item.setData(0, Qt.UserRole, p.id)
            self.items[p.id] = item
        self.tree.expandAll()
        if selected in self.items:
            self.items[selected].setSelected(True)
        self.tree.blockSignals(False)
        # categories offered: only added to (clearing a combo box while its own Return key is
        # being handled would delete what Qt is still using)
        known = {self.p_category.itemText(i) for i in range(self.p_category.count())}
        self.p_category.blockSignals(True)
        for category in sorted({p.category for p in doc.profiles.values() if p.category} - known):
            self.p_category.addItem(category)
        self.p_category.blockSignals(False)
        self._filling = False
        self._fill_form()

    def selected_id(self) -> str | None:
        items = self.tree.selectedItems()
        return items[0].data(0, Qt.UserRole) if items else None

    def select(self, profile_id: str) -> None:
        item = self.items.get(profile_id)
        if item is not None:
            self.tree.clearSelection()
            item.setSelected(True)
            self.tree.setCurrentItem(item, 0, QItemSelectionModel.NoUpdate)

    def _fill_form(self) -> None:
        from model.importers.csvio import _options_cell, _weapons_cell

        pid = self.selected_id()
        p = self.document.profiles.get(pid) if pid else None
        self.form_box.setEnabled(p is not None)
        if p is None:
            return
        self._filling = True
        try:
            self.form_box.setTitle(self.tr("Profile %s") % p.name)
            self.p_name.setText(p.name)
            show_value(self.p_cost, p.cost)
            self.p_category.setEditText(p.category)
            index = self.p_class.findData(p.troop_class)
            if index < 0 and p.troop_class:
                self.p_class.addItem(p.troop_class, p.troop_class)
                index = self.p_class.count() - 1
            self.p_class.setCurrentIndex(max(index, 0))
            self.p_type.setText(p.troop_type)
            self.p_training.setText(p.training)
            show_value(self.p_min, p.unit_min or 0)  # any size the file holds, never an overflow
            show_value(self.p_max, p.unit_max or 0)
            show_value(self.p_limit, -1 if p.max_per_army is None else p.max_per_army)
            for field, box in self.p_flags.items():
                box.setChecked(getattr(p, field))
            for i in range(self.p_roles.count()):
                item = self.p_roles.item(i)
                item.setCheckState(Qt.Checked if item.data(Qt.UserRole) in p.roles else Qt.Unchecked)
            index = self.p_volume.findData(p.volume)
            if index < 0 and p.volume:
                self.p_volume.addItem(p.volume, p.volume)
                index = self.p_volume.count() - 1
            self.p_volume.setCurrentIndex(max(index, 0))
            self.p_base.setText(p.base)
            self.p_weapons.setText(_weapons_cell(p.weapons))
            self.p_options.setText(_options_cell(p.options))
            self.p_notes.setText(p.notes)
            self.problem.setText("")
        finally:
            self._filling = False

    # -- edits ----------------------------------------------------------------------------
    def _set_field(self, name: str, value, text: str) -> None:
        if self._filling or getattr(self.document, name) == value:
            return
        self.qdoc.push(SetField(self.document, name, value, text))

    def _change(self, merge: bool = False, **changes) -> None:
        """Replace the selected profile by a copy with ``changes``: one undo step (typing in a
        number box merges into one)."""
        if self._filling:
            return
        pid = self.selected_id()
        old = self.document.profiles.get(pid) if pid else None
        if old is None:
            return
        new = replace(old, **changes)
        if new == old:
            return
        if new.unit_min is not None and new.unit_max is not None and new.unit_min > new.unit_max:
            self.problem.setText(self.tr("The smallest unit (%d) is larger than the largest (%d).")
                                 % (new.unit_min, new.unit_max))
            return
        self.problem.setText("")
        field = next(iter(changes))
        self.qdoc.push(ReplaceObjects(self.document, "profiles", [new], self.tr("Edit %1 of %2").replace(
            "%1", self._field_names().get(field, field)).replace("%2", old.name),
            merge_key=f"{pid}.{field}" if merge else None))

    def _field_names(self) -> dict[str, str]:
        return {"name": self.tr("the name"), "cost": self.tr("the cost"), "category": self.tr("the category"),
                "troop_class": self.tr("the class"), "troop_type": self.tr("the troop type"),
                "training": self.tr("the training"), "unit_min": self.tr("the smallest unit"),
                "unit_max": self.tr("the largest unit"), "max_per_army": self.tr("the limit per army"),
                "unique": self.tr("uniqueness"), "legendary": self.tr("legendary"), "leader": self.tr("leader"),
                "roles": self.tr("the roles"), "volume": self.tr("the volume"), "base": self.tr("the base"),
                "weapons": self.tr("the weapons"), "options": self.tr("the options"), "notes": self.tr("the notes")}

    def _weapons_edited(self) -> None:
        from model.importers.csvio import _items, _weapon

        try:
            weapons = tuple(_weapon(w) for w in _items(self.p_weapons.text()))
        except ValueError as exc:
            self.problem.setText(self.tr("Weapons: %s") % exc)
            return
        self._change(weapons=weapons)

    def _options_edited(self) -> None:
        from model.importers.csvio import _options

        pid = self.selected_id()
        old = self.document.profiles.get(pid) if pid else None
        try:
            options = _options(self.p_options.text())
        except ValueError as exc:
            self.problem.setText(self.tr("Options: %s") % exc)
            return
        if old is not None:  # an option renamed keeps its id, so lists that took it still have it
            by_place = list(old.options)
            options = tuple(replace(o, id=by_place[i].id) if i < len(by_place) and o.id != by_place[i].id and
                            o.id not in {x.id for x in by_place} else o for i, o in enumerate(options))
        self._change(options=options)

    def add_profile(self) -> str:
        doc = self.document
        pid = doc.new_id("profile-")
        group = None
        current = doc.profiles.get(self.selected_id() or "")
        if current is not None:
            group = current.category
        profile = Profile(pid, self.tr("New profile"), 0.0, category=group or "")
        self.qdoc.push(AddObjects(doc, "profiles", [profile], self.tr("Add profile")))
        self.search.clear()
        self.select(pid)
        self.p_name.setFocus()
        self.p_name.selectAll()
        return pid

    def remove_selected(self) -> None:
        pid = self.selected_id()
        if pid is None:
            return
        self.qdoc.push(RemoveObjects(self.document, "profiles", [pid],
                                     self.tr("Remove %s") % self.document.profiles[pid].name))

    def import_csv(self, path: str | Path | None = None) -> int:
        """Add the CSV's profiles, replacing those with the same id: one undo step. The count."""
        from model.importers.csvio import profiles_from_csv
        from model.i18n import msg
        from model.jsonutil import read_bounded

        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Import profiles from CSV"), "", self.tr("CSV (*.csv);;All files (*)"))
            if not path:
                return 0
        try:
            data = read_bounded(path, 16 * 1024 * 1024, msg("csv.expect-profiles", "a CSV file of profiles"))
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                text = data.decode("cp1252", errors="replace")
            profiles = profiles_from_csv(text, path)
        except DocumentError as exc:
            QMessageBox.warning(self, self.tr("Import CSV"), str(exc))
            return 0
        doc = self.document
        new = [p for p in profiles if p.id not in doc.profiles]
        changed = [p for p in profiles if p.id in doc.profiles and doc.profiles[p.id] != p]
        if not new and not changed:
            return 0
        text = self.tr("Import %s") % Path(path).name
        self.qdoc.undo_stack.beginMacro(text)
        if changed:
            self.qdoc.push(ReplaceObjects(doc, "profiles", changed, text))
        if new:
            self.qdoc.push(AddObjects(doc, "profiles", new, text))
        self.qdoc.undo_stack.endMacro()
        return len(new) + len(changed)

    def export_csv(self, path: str | Path | None = None) -> bool:
        from model.importers.csvio import catalogue_to_csv

        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Export profiles as CSV"),
                                                  f"{self.document.id}.csv", self.tr("CSV (*.csv);;All files (*)"))
            if not path:
                return False
        try:
            text = catalogue_to_csv(self.document)
        except ValueError as exc:
            QMessageBox.warning(self, self.tr("Export CSV"), str(exc))
            return False
        from PySide6.QtCore import QSaveFile

        out = QSaveFile(str(path))
        if not out.open(QSaveFile.WriteOnly):
            QMessageBox.warning(self, self.tr("Export CSV"), self.tr("%s cannot be written: %s") % (
                path, out.errorString()))
            return False
        out.write(text.encode("utf-8"))
        if not out.commit():
            QMessageBox.warning(self, self.tr("Export CSV"), self.tr("%s cannot be written: %s") % (
                path, out.errorString()))
            return False
        return True
