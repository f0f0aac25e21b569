"""The objects panel: every zone, piece and marker by group, in drawing order, with the
selection kept in step with the canvas, group visibility, and raise/lower."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (QAbstractItemView, QDockWidget, QHBoxLayout, QPushButton, QTreeWidget, QTreeWidgetItem,
                               QVBoxLayout, QWidget)

from model.display import zone_name

from ..viewport import own_viewport

GROUPS = (("zones", "Deployment zones"), ("pieces", "Terrain"), ("markers", "Markers"))


class LayersDock(QDockWidget):
    def _group_title(self, collection: str) -> str:
        return {"zones": self.tr("Deployment zones"), "pieces": self.tr("Terrain"),
                "markers": self.tr("Markers")}.get(collection, collection)

    def __init__(self, editor, parent: QWidget | None = None):
        super().__init__(editor.tr("Objects"), parent)
        self.setObjectName("TableLayersDock")
        self.setProperty("defaultArea", Qt.RightDockWidgetArea)
        self.setProperty("tabifyWith", "HistoryDock")
        self.setProperty("raiseOnTabify", True)
        self.editor = editor
        self.document = editor.document
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(2, 2, 2, 2)
        self.tree = QTreeWidget(body)
        own_viewport(self.tree)  # before anything asks for the viewport (editor/viewport.py)
        self.tree.setHeaderLabels([self.tr("Object"), self.tr("Kind")])
        self.tree.setSelectionMode(QAbstractItemView.ExtendedSelection)
        self.tree.setUniformRowHeights(True)
        self.tree.header().setStretchLastSection(False)
        self.tree.header().setSectionResizeMode(0, self.tree.header().ResizeMode.Stretch)
        # the kind column as wide as its words up to a little over half the panel: the names keep the rest
        self.tree.header().setSectionResizeMode(1, self.tree.header().ResizeMode.Interactive)
        self.tree.viewport().installEventFilter(self)
        layout.addWidget(self.tree)
        buttons = QHBoxLayout()
        self.raise_button = QPushButton(self.tr("Raise"), body)
        self.lower_button = QPushButton(self.tr("Lower"), body)
        self.delete_button = QPushButton(self.tr("Delete"), body)
        self.raise_button.setToolTip(self.tr("Draw the selected objects above the others (Ctrl+])"))
        self.lower_button.setToolTip(self.tr("Draw the selected objects below the others (Ctrl+[)"))
        self.delete_button.setToolTip(self.tr("Delete the selected objects (Delete)"))
        for b in (self.raise_button, self.lower_button, self.delete_button):
            buttons.addWidget(b)
        layout.addLayout(buttons)
        self.setWidget(body)
        self.groups: dict[str, QTreeWidgetItem] = {}
        self.rows: dict[tuple[str, str], QTreeWidgetItem] = {}
        self._syncing = False
        for collection, title in GROUPS:
            group = QTreeWidgetItem([self._group_title(collection), ""])
            group.setFlags(Qt.ItemIsEnabled | Qt.ItemIsUserCheckable)
            group.setCheckState(0, Qt.Checked)
            group.setData(0, Qt.UserRole, collection)
            self.tree.addTopLevelItem(group)
            self.groups[collection] = group
        self.rebuild()
        self.tree.expandAll()
        self.tree.itemSelectionChanged.connect(self._tree_selection_changed)
        self.tree.itemChanged.connect(self._item_changed)
        self.tree.itemDoubleClicked.connect(lambda item, _c: self.editor.zoom_to_selection())
        self.raise_button.clicked.connect(lambda: self.editor.restack_selection(+1))
        self.lower_button.clicked.connect(lambda: self.editor.restack_selection(-1))
        self.delete_button.clicked.connect(self.editor.delete_selection)

    def eventFilter(self, watched, event) -> bool:
        if watched is self.tree.viewport() and event.type() == QEvent.Resize:
            self._fit_columns()
        return False

    def _fit_columns(self) -> None:
        """The names whole first (up to 60 % of the panel), the kinds in what is left: a kind too long
        for it ends in "…" and reads whole on hover."""
        width = self.tree.viewport().width()
        names = self.tree.sizeHintForColumn(0)
        kind = self.tree.sizeHintForColumn(1) + 8
        room = max(width - names, int(width * 0.4), self.tree.header().sectionSizeHint(1))
        self.tree.setColumnWidth(1, max(40, min(kind, room)))

    def _text(self, collection: str, obj) -> tuple[str, str]:
        style = self.editor.scene.style
        if collection == "pieces":
            kind = style.terrain_kind(obj.kind)
            return obj.label or (kind["name"] if kind else obj.kind), kind["name"] if kind else obj.kind
        if collection == "zones":  # its kind as the palette names it: short enough for a narrow panel
            kind = self.tr("%s zone") % obj.side if len(obj.side) > 2 else self.tr("Side %s zone") % obj.side
            return zone_name(obj), kind
        kind = style.marker_kind(obj.kind)
        return obj.label or (kind["name"] if kind else obj.kind), kind["name"] if kind else obj.kind

    def rebuild(self) -> None:
        self._syncing = True
        self.tree.blockSignals(True)
        self.rows.clear()
        for collection, group in self.groups.items():
            group.takeChildren()
            objects = list(self.document.collection(collection).values())
            if collection == "pieces":
                objects.reverse()  # topmost first, as in a layer list
            for obj in objects:
                name, kind = self._text(collection, obj)
                row = QTreeWidgetItem([name, kind])
                row.setData(0, Qt.UserRole, (collection, obj.id))
                row.setToolTip(0, f"{name} ({kind})" if kind and kind != name else name)  # never the id
                row.setToolTip(1, kind)
                group.addChild(row)
                self.rows[(collection, obj.id)] = row
            group.setText(1, str(len(objects)))
        self.tree.blockSignals(False)
        self._syncing = False
        self._fit_columns()
        self.sync_selection()

    def on_change(self, change) -> None:
        if change.collection not in self.groups:
            return
        if change.action == "changed":
            for obj_id in change.ids:
                row = self.rows.get((change.collection, obj_id))
                obj = self.document.collection(change.collection).get(obj_id)
                if row is not None and obj is not None:
                    name, kind = self._text(change.collection, obj)
                    if row.text(0) != name or row.text(1) != kind:
                        row.setText(0, name)
                        row.setText(1, kind)
            return
        self.rebuild()

    def sync_selection(self) -> None:
        """Follow the canvas selection."""
        if self._syncing:
            return
        self._syncing = True
        self.tree.blockSignals(True)
        selected = set(self.editor.scene.selected_keys())
        for key, row in self.rows.items():
            row.setSelected(key in selected)
        self.tree.blockSignals(False)
        if len(selected) == 1:
            row = self.rows.get(next(iter(selected)))
            if row is not None:
                self.tree.scrollToItem(row)
        self._syncing = False

    def _tree_selection_changed(self) -> None:
        if self._syncing:
            return
        self._syncing = True
        keys = [tuple(i.data(0, Qt.UserRole)) for i in self.tree.selectedItems() if i.parent() is not None]
        self.editor.scene.select_keys(keys)
        self._syncing = False

    def _item_changed(self, item: QTreeWidgetItem, column: int) -> None:
        if item.parent() is None and column == 0:
            self.editor.scene.set_collection_visible(item.data(0, Qt.UserRole), item.checkState(0) == Qt.Checked)
