"""The commands of an army list (L'Art de la Guerre): each a general with a rating, whose cost and
command range come from the ruleset, and the units given to it. Every change is one undo step."""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLineEdit, QPushButton, QTreeWidget,
                               QTreeWidgetItem, QVBoxLayout)

from model.army import Command

from .commands import AddObjects, RemoveObjects, ReplaceObjects


class CommandsBox(QGroupBox):
    """The list's commands: name, rating, command range, cost and units; add, rate, remove."""

    def __init__(self, editor, army_rules: dict):
        super().__init__(editor.tr("Commands"), editor)
        self.editor = editor
        self.ratings = {r["id"]: r for r in (army_rules.get("commands") or {}).get("ratings", [])}
        self.ruleset = editor.ruleset_object
        self.unit_name = editor.ruleset_unit_name
        layout = QVBoxLayout(self)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("army-commands")
        self.tree.setRootIsDecorated(False)
        self.tree.setHeaderLabels([self.tr("Command"), self.tr("General"), self.tr("Range"), self.tr("Cost"),
                                   self.tr("Units")])
        self.tree.setMaximumHeight(120)
        self.tree.itemSelectionChanged.connect(self._fill_form)
        layout.addWidget(self.tree)
        form = QFormLayout()
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("command-name")
        self.name_edit.editingFinished.connect(lambda: self._change(name=self.name_edit.text().strip()))
        form.addRow(self.tr("Name"), self.name_edit)
        self.rating_box = QComboBox(self)
        self.rating_box.setObjectName("command-rating")
        for rid, r in self.ratings.items():
            self.rating_box.addItem(self._rating_text(r), rid)
        self.rating_box.activated.connect(lambda _i: self._change(rating=self.rating_box.currentData()))
        form.addRow(self.tr("General's rating"), self.rating_box)
        self.general_box = QComboBox(self)
        self.general_box.setObjectName("command-general")
        self.general_box.setToolTip(self.tr("The unit whose base carries the general"))
        self.general_box.activated.connect(lambda _i: self._change(general=self.general_box.currentData()))
        form.addRow(self.tr("General with"), self.general_box)
        layout.addLayout(form)
        row = QHBoxLayout()
        add = QPushButton(self.tr("Add Command"), self)
        add.setObjectName("command-add")
        add.setToolTip(self.tr("A new command with an ordinary general"))
        add.clicked.connect(self.add_command)
        remove = QPushButton(self.tr("Remove Command"), self)
        remove.setObjectName("command-remove")
        remove.setToolTip(self.tr("Remove the selected command; its units are left without one"))
        remove.clicked.connect(self.remove_selected)
        row.addWidget(add)
        row.addWidget(remove)
        row.addStretch(1)
        layout.addLayout(row)

    @property
    def document(self):
        return self.editor.document

    def _rating_text(self, r: dict) -> str:
        from validators.army_rules import rating_name

        return self.tr("%1: value %3, range %4 %5, %6 points").replace("%1", rating_name(self.ruleset, r)).replace(
            "%3", f"{r['command_value']:+g}").replace(
            "%4", f"{r['range']:g}").replace("%5", self.unit_name).replace("%6", f"{r['cost']:g}")

    def _name(self, r: dict) -> str:
        from model.display import kind_name

        return kind_name(self.ruleset, "army.commands.ratings", r["id"]) if self.ruleset is not None else r["name"]

    def command_name(self, command_id: str) -> str:
        c = self.document.commands[command_id]
        return c.name or self.tr("Command %d") % (list(self.document.commands).index(command_id) + 1)

    def refresh(self) -> None:
        doc = self.document
        selected = self.selected_id()
        self.tree.blockSignals(True)
        self.tree.clear()
        for c in doc.commands.values():
            r = self.ratings.get(c.rating)
            units = doc.command_units(c.id)
            item = QTreeWidgetItem(self.tree, [
                self.command_name(c.id), self._name(r) if r else (c.rating or self.tr("(no rating)")),
                f"{r['range']:g} {self.unit_name}" if r else "", f"{r['cost']:g}" if r else "", str(len(units))])
            item.setData(0, Qt.UserRole, c.id)
            if c.id == selected:
                item.setSelected(True)
        self.tree.blockSignals(False)
        self._fill_form()

    def selected_id(self) -> str | None:
        items = self.tree.selectedItems()
        return items[0].data(0, Qt.UserRole) if items else None

    def select(self, command_id: str) -> None:
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            item.setSelected(item.data(0, Qt.UserRole) == command_id)

    def _fill_form(self) -> None:
        cid = self.selected_id()
        c = self.document.commands.get(cid) if cid else None
        for w in (self.name_edit, self.rating_box, self.general_box):
            w.setEnabled(c is not None)
            w.blockSignals(True)
        self.general_box.clear()
        self.general_box.addItem(self.tr("(not said)"), None)
        if c is not None:
            self.name_edit.setText(c.name)
            self.rating_box.setCurrentIndex(max(0, self.rating_box.findData(c.rating)))
            for e in self.document.command_units(c.id):
                self.general_box.addItem(self.editor.entry_name(e), e.id)
            self.general_box.setCurrentIndex(max(0, self.general_box.findData(c.general)))
        for w in (self.name_edit, self.rating_box, self.general_box):
            w.blockSignals(False)

    def _change(self, **changes) -> None:
        cid = self.selected_id()
        old = self.document.commands.get(cid) if cid else None
        if old is None:
            return
        new = replace(old, **changes)
        if new != old:
            self.editor.qdoc.push(ReplaceObjects(self.document, "commands", [new],
                                                 self.tr("Change %s") % self.command_name(cid)))

    def add_command(self) -> str:
        doc = self.document
        cid = doc.new_id("command-")
        first = next(iter(self.ratings), "")
        command = Command(cid, self.tr("Command %d") % (len(doc.commands) + 1), first)
        self.editor.qdoc.push(AddObjects(doc, "commands", [command], self.tr("Add command")))
        self.select(cid)
        self._fill_form()
        return cid

    def remove_selected(self) -> None:
        cid = self.selected_id()
        if cid is None:
            return
        doc = self.document
        text = self.tr("Remove %s") % self.command_name(cid)
        units = [replace(e, command=None) for e in doc.command_units(cid)]
        stack = self.editor.qdoc.undo_stack
        stack.beginMacro(text)
        if units:
            self.editor.qdoc.push(ReplaceObjects(doc, "entries", units, text))
        self.editor.qdoc.push(RemoveObjects(doc, "commands", [cid], text))
        stack.endMacro()
