"""Dialogs of the campaign editor: new map, resize, removing a player, Tiled import."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QButtonGroup, QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFileDialog,
                               QFormLayout, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QMessageBox, QRadioButton,
                               QSpinBox, QStackedWidget, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from model import campaign_ops as ops
from model import campaign_turns as ct
from model.errors import DocumentError
from model.ruleset import available_rulesets, load_ruleset

from ..plaintext import plain


def campaign_rulesets() -> list:
    out = []
    for rid in sorted(available_rulesets()):
        try:
            r = load_ruleset(rid)
        except DocumentError:
            continue
        if r.serves("campaign"):
            out.append(r)
    return out


class NewCampaignDialog(QDialog):
    """Ruleset, players, shape, orientation and hex size of a new campaign map."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("NewCampaignDialog")
        self.setWindowTitle(self.tr("New campaign map"))
        form = QFormLayout(self)
        self.name = QLineEdit(self.tr("New campaign"), self)
        form.addRow(self.tr("Name"), self.name)
        self.ruleset = QComboBox(self)
        for r in campaign_rulesets():
            self.ruleset.addItem(r.name, r.id)
        form.addRow(self.tr("Ruleset"), self.ruleset)
        self.players = QSpinBox(self)
        self.players.setRange(1, 64)
        self.players.setValue(4)
        form.addRow(self.tr("Players"), self.players)
        self.target = QLabel(self)
        form.addRow("", self.target)

        shape_row = QHBoxLayout()
        self.rect_button = QRadioButton(self.tr("Rectangle"), self)
        self.hex_button = QRadioButton(self.tr("Hexagon"), self)
        self.rect_button.setChecked(True)
        self.shape_group = QButtonGroup(self)
        self.shape_group.addButton(self.rect_button)
        self.shape_group.addButton(self.hex_button)
        shape_row.addWidget(self.rect_button)
        shape_row.addWidget(self.hex_button)
        form.addRow(self.tr("Shape"), shape_row)
        self.shape_stack = QStackedWidget(self)
        rect = QWidget()
        rl = QHBoxLayout(rect)
        rl.setContentsMargins(0, 0, 0, 0)
        self.columns = QSpinBox(rect)
        self.columns.setRange(1, 1000)
        self.rows = QSpinBox(rect)
        self.rows.setRange(1, 1000)
        rl.addWidget(QLabel(self.tr("columns"), rect))
        rl.addWidget(self.columns)
        rl.addWidget(QLabel(self.tr("rows"), rect))
        rl.addWidget(self.rows)
        hexw = QWidget()
        hl = QHBoxLayout(hexw)
        hl.setContentsMargins(0, 0, 0, 0)
        self.radius = QSpinBox(hexw)
        self.radius.setRange(0, 500)
        hl.addWidget(QLabel(self.tr("radius (rings around the centre)"), hexw))
        hl.addWidget(self.radius)
        self.shape_stack.addWidget(rect)
        self.shape_stack.addWidget(hexw)
        form.addRow(self.tr("Size"), self.shape_stack)
        self.count = QLabel(self)
        form.addRow("", self.count)

        self.orientation = QComboBox(self)
        self.orientation.addItem(self.tr("Pointy top (rows)"), "pointy")
        self.orientation.addItem(self.tr("Flat top (columns)"), "flat")
        form.addRow(self.tr("Hexes"), self.orientation)
        self.size = QDoubleSpinBox(self)
        self.size.setRange(2.0, 500.0)
        self.size.setValue(20.0)
        self.size.setSuffix(" mm")
        self.size.setToolTip(self.tr("Centre to corner, for printing"))
        form.addRow(self.tr("Hex size"), self.size)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

        self.players.valueChanged.connect(self._fit_size)
        self.ruleset.currentIndexChanged.connect(self._fit_size)
        self.rect_button.toggled.connect(self._shape)
        for w in (self.columns, self.rows, self.radius):
            w.valueChanged.connect(self._count)
        self._fit_size()

    def selected_ruleset(self):
        rid = self.ruleset.currentData()
        return load_ruleset(rid) if rid else None

    def target_count(self) -> int:
        r = self.selected_ruleset()
        return ops.hexes_for_players(r, self.players.value()) if r else 0

    def _fit_size(self) -> None:
        n = self.target_count()
        r = self.selected_ruleset()
        if r is not None:
            per = r.value("campaign.hexes_per_player")
            self.target.setText(self.tr("<small>The ruleset asks for %d hexes per player: %d hexes (%s)</small>")
                                % (per, n, r.ref("campaign.hexes_per_player")))
        cols, rows = ops.rectangle_for_count(max(n, 1))
        self.columns.setValue(cols)
        self.rows.setValue(rows)
        self.radius.setValue(ops.hexagon_radius_for_count(max(n, 1)))
        self._count()

    def _shape(self) -> None:
        self.shape_stack.setCurrentIndex(0 if self.rect_button.isChecked() else 1)
        self._count()

    def hex_count(self) -> int:
        if self.rect_button.isChecked():
            return self.columns.value() * self.rows.value()
        return ops.hexagon_count(self.radius.value())

    def _count(self) -> None:
        n, target = self.hex_count(), self.target_count()
        mark = "✔" if n == target else "≠"
        self.count.setText(self.tr("%d hexes %s %d asked for") % (n, mark, target))

    def document(self):
        ruleset = self.selected_ruleset()
        if ruleset is None:
            return None
        shape = "rectangle" if self.rect_button.isChecked() else "hexagon"
        return ops.new_campaign(ruleset, self.name.text().strip() or self.tr("New campaign"), self.players.value(),
                                shape=shape, orientation=self.orientation.currentData(), size=self.size.value(),
                                columns=self.columns.value(), rows=self.rows.value(), radius=self.radius.value())


def new_campaign_dialog(parent: QWidget | None = None):
    """Ask for a new campaign map; the document, or None when cancelled."""
    dialog = NewCampaignDialog(parent)
    if not campaign_rulesets():
        QMessageBox.warning(parent, dialog.tr("New campaign"), dialog.tr("No ruleset serves campaign maps."))
        return None
    if dialog.exec() != QDialog.Accepted:
        return None
    return dialog.document()


class ResizeDialog(QDialog):
    """Add or remove rows/columns (rectangle) or rings (hexagon); painted hexes that stay keep their paint."""

    def __init__(self, editor, parent: QWidget | None = None):
        super().__init__(parent)
        self.editor = editor
        self.setWindowTitle(self.tr("Resize map"))
        doc = editor.document
        self.shape = ops.map_shape(doc)
        form = QFormLayout(self)
        self.spins: dict[str, QSpinBox] = {}
        names = {"left": self.tr("Columns on the left"), "right": self.tr("Columns on the right"),
                 "top": self.tr("Rows at the top"), "bottom": self.tr("Rows at the bottom"),
                 "rings": self.tr("Rings all round")}
        keys = ("rings",) if self.shape == "hexagon" else ("left", "right", "top", "bottom")
        for k in keys:
            s = QSpinBox(self)
            s.setRange(-200, 200)
            s.setToolTip(self.tr("Positive adds, negative removes"))
            s.valueChanged.connect(self._preview)
            self.spins[k] = s
            form.addRow(names[k], s)
        self.info = QLabel(self)
        self.info.setWordWrap(True)
        form.addRow(self.info)
        self.refusal = QLabel(self)
        self.refusal.setWordWrap(True)
        self.refusal.setTextFormat(Qt.PlainText)
        form.addRow(self.refusal)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok = buttons.button(QDialogButtonBox.Ok)
        form.addRow(buttons)
        self._preview()

    def changes(self):
        blank = self.editor._blank()
        doc = self.editor.document
        if self.shape == "hexagon":
            return ops.resize_hexagon(doc, blank, self.spins["rings"].value())
        return ops.resize_rectangle(doc, blank, **{k: s.value() for k, s in self.spins.items()})

    def _preview(self) -> None:
        doc = self.editor.document
        changes = self.changes()
        removed = [k for k, v in changes.items() if v is None]
        painted = sum(1 for k in removed if doc.cells[k] != self.editor._blank())
        added = len(changes) - len(removed)
        n = len(doc.cells) + added - len(removed)
        target = ops.hexes_for_players(self.editor.ruleset, len(doc.players)) if self.editor.ruleset else 0
        text = self.tr("%d hexes after resizing (%d asked for %d players): %d added, %d removed") % (
            n, target, len(doc.players), added, len(removed))
        if painted:
            text += self.tr("<br><b>%d removed hexes are painted</b> (Undo brings them back)") % painted
        self.info.setText(text)
        refusal = ct.ledger_refusal(doc, hexes=removed)
        self.refusal.setText(str(refusal) if refusal is not None else "")
        self.refusal.setVisible(refusal is not None)
        self.ok.setEnabled(refusal is None)

    def apply(self) -> bool:
        return self.editor.push_paint(self.changes(), self.tr("Resize map"))


class RemovePlayerDialog(QDialog):
    """Asks what becomes of a leaving player's hexes."""

    def __init__(self, editor, player_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Remove player"))
        doc = editor.document
        p = doc.players[player_id]
        owned = len(doc.owned_by(player_id))
        layout = QVBoxLayout(self)
        layout.addWidget(plain(QLabel(self.tr("Remove %s? They hold %d hexes.") % (p.name, owned), self)))
        self.unclaimed = QRadioButton(self.tr("Leave their hexes unclaimed (banners removed)"), self)
        self.give = QRadioButton(self.tr("Give their hexes to:"), self)
        self.unclaimed.setChecked(True)
        self.heirs = QComboBox(self)
        for other in doc.players.values():
            if other.id != player_id:
                self.heirs.addItem(other.name, other.id)
        self.give.setEnabled(self.heirs.count() > 0)
        self.heirs.setEnabled(self.heirs.count() > 0)
        for w in (self.unclaimed, self.give, self.heirs):
            layout.addWidget(w)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def heir(self) -> str | None:
        return self.heirs.currentData() if self.give.isChecked() else None


class TiledMappingDialog(QDialog):
    """Confirm which terrain (or construction) each Tiled tile becomes."""

    def __init__(self, tmap, ruleset, parent: QWidget | None = None):
        super().__init__(parent)
        from model import tiled_import

        self.tmap, self.ruleset = tmap, ruleset
        self.setWindowTitle(self.tr("Import %s") % tmap.path.name)
        layout = QVBoxLayout(self)
        if tmap.orientation == "flat":
            shape = self.tr("%d hexes (flat top, %d x %d). Choose the terrain or the construction of each tile:")
        else:
            shape = self.tr("%d hexes (pointy top, %d x %d). Choose the terrain or the construction of each tile:")
        layout.addWidget(QLabel(shape % (len(tmap.hexes), tmap.columns, tmap.rows), self))
        mapping = tiled_import.suggest_mapping(tmap, ruleset)
        gids = tmap.used_gids()
        self.table = QTableWidget(len(gids), 3, self)
        self.table.setHorizontalHeaderLabels([self.tr("Tile"), self.tr("Hexes"), self.tr("Terrain or construction")])
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.combos: dict[int, QComboBox] = {}
        for i, gid in enumerate(gids):
            self.table.setItem(i, 0, QTableWidgetItem(tmap.describe(gid)))
            self.table.setItem(i, 1, QTableWidgetItem(str(tmap.count(gid))))
            combo = QComboBox(self.table)
            combo.addItem(self.tr("(ignore: ground below, or the default)"), None)
            for t in ops.terrains(ruleset):
                combo.addItem(t.get("name", t["id"]), t["id"])
            for f in ops.features(ruleset):  # a tile of a city, castle or mine adds it over the ground below
                combo.addItem(self.tr("Construction: %s") % f.get("name", f["id"]), f["id"])
            combo.setCurrentIndex(max(combo.findData(mapping.get(gid)), 0))
            self.table.setCellWidget(i, 2, combo)
            self.combos[gid] = combo
        layout.addWidget(self.table)
        form = QFormLayout()
        self.ruleset_label = plain(QLabel(ruleset.name, self))
        form.addRow(self.tr("Ruleset"), self.ruleset_label)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def mapping(self) -> dict:
        return {gid: c.currentData() for gid, c in self.combos.items()}


def import_tiled_dialog(parent: QWidget | None = None, path: str | None = None, ruleset_id: str | None = None):
    """Choose a Tiled map, confirm the tile -> terrain mapping; the new campaign or None."""
    from model import tiled_import

    if path is None:
        path, _ = QFileDialog.getOpenFileName(parent, QDialog().tr("Import Tiled map"), str(Path.home()),
                                              QDialog().tr("Tiled maps (*.tmx *.tmj *.json)") + ";;"
                                              + QDialog().tr("All files (*)"))
        if not path:
            return None
    rulesets = campaign_rulesets()
    ruleset = next((r for r in rulesets if r.id == ruleset_id), rulesets[0] if rulesets else None)
    if ruleset is None:
        return None
    try:
        tmap = tiled_import.read_tiled(path)
    except DocumentError as exc:
        QMessageBox.warning(parent, QDialog().tr("Cannot import"), str(exc))
        return None
    dialog = TiledMappingDialog(tmap, ruleset, parent)
    if dialog.exec() != QDialog.Accepted:
        return None
    try:
        return tiled_import.to_campaign(tmap, dialog.mapping(), ruleset)
    except DocumentError as exc:
        QMessageBox.warning(parent, QDialog().tr("Cannot import"), str(exc))
        return None
