"""The campaign editor's panels: paint options (and legend), hex properties, players,
empires and the fairness helper."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QAction, QBrush, QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (QAbstractItemView, QButtonGroup, QCheckBox, QComboBox, QDockWidget,
                               QFormLayout, QGridLayout, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QListWidget,
                               QListWidgetItem, QMenu, QPlainTextEdit, QPushButton, QSpinBox, QTableWidget,
                               QTableWidgetItem, QToolButton, QVBoxLayout, QWidget)

from model import campaign_ops as ops
from model.hexgrid import Hex, axial_to_offset

from ..i18n import fill
from ..elided import short_headers
from ..icons import drawn_icon
from ..plaintext import escaped
from ..spinbox import show_value
from ..viewport import own_viewport
from .mapitem import icon_pixmap


def terrain_icon(editor, terrain_id: str, px: int = 28) -> QIcon:
    """A swatch of the terrain as the map draws it."""
    mi = editor.map_item
    color = editor.style.colors.get(terrain_id, editor.style.unknown)
    glyph = editor.style.glyph_kind(terrain_id)
    ink, fill = editor.style.glyph_inks(terrain_id)  # as the map draws it

    def draw(p: QPainter, _ink) -> None:
        from PySide6.QtGui import QPen

        scale = (px / 2 - 1) / mi.size
        p.translate(px / 2, px / 2)
        p.scale(scale, scale)
        p.setBrush(color)
        p.setPen(Qt.black)
        p.drawPolygon(mi.hex_polygon)
        p.setPen(QPen(ink, mi.size * 0.07))
        p.setBrush(fill if fill is not None else Qt.NoBrush)
        p.drawPath(mi.glyph(glyph))

    return drawn_icon(draw, px, px)


def when_first_in_front(dock: QDockWidget, pending: Callable[[], bool], then: Callable[[], None]) -> None:
    """Call ``then`` when ``dock``'s tab comes to the front while ``pending()`` holds (a panel whose
    work waits until it is seen). A panel behind another's tab is "visible" to Qt; its
    ``visibilityChanged`` says whether its tab is in front, and laying the panels out shows each a
    moment before the tabs choose, so the panel is asked again on the event loop's next turn."""
    in_front = [False]

    def if_still_shown() -> None:
        if in_front[0] and pending():
            then()

    def shown(visible: bool) -> None:
        in_front[0] = visible
        if visible and pending():
            QTimer.singleShot(0, dock, if_still_shown)

    dock.visibilityChanged.connect(shown)


def color_icon(color: str, px: int = 16) -> QIcon:
    pix = QPixmap(px, px)
    pix.fill(QColor(color))
    return QIcon(pix)


def player_combo(editor, combo: QComboBox, current: str | None, none_text: str) -> None:
    combo.blockSignals(True)
    combo.clear()
    combo.addItem(none_text, None)
    for p in editor.document.players.values():
        combo.addItem(color_icon(p.color), p.name, p.id)
    index = combo.findData(current)
    combo.setCurrentIndex(max(index, 0))
    combo.blockSignals(False)


class PaintDock(QDockWidget):
    """What the tools paint: terrain (also the map legend), brush radius, construction, player."""

    def __init__(self, editor):
        super().__init__(editor.tr("Paint"), editor)
        self.setObjectName("CampaignPaintDock")
        self.setProperty("defaultArea", Qt.LeftDockWidgetArea)
        self.editor = editor
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.tool_label = QLabel(body)
        self.tool_label.setWordWrap(True)
        layout.addWidget(self.tool_label)

        layout.addWidget(QLabel(editor.tr("<b>Terrain</b>"), body))
        self.terrains = QListWidget(body)
        self.terrains.setObjectName("TerrainList")
        self.terrains.setIconSize(QSize(24, 24))
        for t in ops.terrains(editor.ruleset) if editor.ruleset else []:
            item = QListWidgetItem(terrain_icon(editor, t["id"]), t.get("name", t["id"]))
            item.setData(Qt.UserRole, t["id"])
            item.setToolTip(t.get("note", "") or t.get("ref", "") or t.get("setting", ""))
            self.terrains.addItem(item)
        self.terrains.setMaximumHeight(24 * 7 + 20)
        self.terrains.currentItemChanged.connect(
            lambda cur, _prev: cur is not None and editor.set_terrain(cur.data(Qt.UserRole)))
        layout.addWidget(self.terrains)

        brush_row = QHBoxLayout()
        brush_row.addWidget(QLabel(editor.tr("Brush radius"), body))
        self.brush_group = QButtonGroup(self)
        for r in (1, 2, 3):
            b = QToolButton(body)
            b.setText(str(r))
            b.setCheckable(True)
            b.setObjectName(f"BrushRadius{r}")
            b.setToolTip(editor.tr("Brush of %d hexes") % (3 * r * (r - 1) + 1))
            self.brush_group.addButton(b, r)
            brush_row.addWidget(b)
        self.brush_group.idClicked.connect(editor.set_brush_radius)
        brush_row.addStretch(1)
        layout.addLayout(brush_row)

        form = QFormLayout()
        self.feature = QComboBox(body)
        for f in ops.features(editor.ruleset) if editor.ruleset else []:
            pix = icon_pixmap(f.get("icon", f["id"]), 32)
            self.feature.addItem(QIcon(pix) if pix else QIcon(), f.get("name", f["id"]), f["id"])
        self.feature.currentIndexChanged.connect(lambda _i: editor.set_feature(self.feature.currentData()))
        form.addRow(editor.tr("Construction"), self.feature)
        self.player = QComboBox(body)
        self.player.setObjectName("PaintPlayer")
        self.player.currentIndexChanged.connect(lambda _i: editor.set_player(self.player.currentData()))
        form.addRow(editor.tr("Player"), self.player)
        layout.addLayout(form)

        legend = QLabel(body)
        legend.setWordWrap(True)
        legend.setText(editor.tr(
            "<small>Thick edges and tint: a player's banner. Crown: capital. Red square: city, grey: castle, "
            "gold triangle: mine (icons when zoomed in). Middle button or Space+drag pans; wheel zooms.</small>"))
        layout.addWidget(legend)
        layout.addStretch(1)
        self.setWidget(body)
        self.sync()

    def tool_changed(self, tool_id: str) -> None:
        tool = self.editor.tools[tool_id]
        self.tool_label.setTextFormat(Qt.RichText)  # a construction's name and tip come from the ruleset: escaped
        self.tool_label.setText(f"<b>{escaped(tool.label)}</b><br><small>{escaped(tool.tip)}</small>")

    def sync(self) -> None:
        e = self.editor
        for i in range(self.terrains.count()):
            if self.terrains.item(i).data(Qt.UserRole) == e.terrain:
                self.terrains.blockSignals(True)
                self.terrains.setCurrentRow(i)
                self.terrains.blockSignals(False)
        self.brush_group.button(e.brush_radius).setChecked(True)
        self.feature.blockSignals(True)
        self.feature.setCurrentIndex(max(self.feature.findData(e.feature), 0))
        self.feature.blockSignals(False)
        player_combo(e, self.player, e.player, e.tr("Unclaimed (no banner)"))


class PropertiesDock(QDockWidget):
    """The selected hex: terrain, constructions, banner, capital, name and notes."""

    def __init__(self, editor):
        super().__init__(editor.tr("Hex"), editor)
        self.setObjectName("CampaignHexDock")
        self.setProperty("defaultArea", Qt.RightDockWidgetArea)
        self.editor = editor
        body = QWidget(self)
        form = QFormLayout(body)
        self.title = QLabel(editor.tr("No hex selected — use the Select tool (S)"), body)
        self.title.setWordWrap(True)
        form.addRow(self.title)
        self.terrain = QComboBox(body)
        for t in ops.terrains(editor.ruleset) if editor.ruleset else []:
            self.terrain.addItem(terrain_icon(editor, t["id"], 20), t.get("name", t["id"]), t["id"])
        self.terrain.activated.connect(self._terrain)
        form.addRow(editor.tr("Terrain"), self.terrain)
        feats = QWidget(body)
        fl = QHBoxLayout(feats)
        fl.setContentsMargins(0, 0, 0, 0)
        self.features: dict[str, QCheckBox] = {}
        for f in ops.features(editor.ruleset) if editor.ruleset else []:
            box = QCheckBox(f.get("name", f["id"]), feats)
            box.setToolTip(editor.tr("Build or remove a %s on the selected hexes") % f.get("name", f["id"]).lower())
            box.clicked.connect(lambda _c=False, fid=f["id"]: self._feature(fid))
            self.features[f["id"]] = box
            fl.addWidget(box)
        form.addRow(editor.tr("Constructions"), feats)
        self.owner = QComboBox(body)
        self.owner.activated.connect(self._owner)
        form.addRow(editor.tr("Banner"), self.owner)
        self.capital = QCheckBox(editor.tr("Capital of the banner's player"), body)
        self.capital.setToolTip(editor.tr("Make this hex the capital of the player whose banner flies on it"))
        self.capital.clicked.connect(self._capital)
        form.addRow("", self.capital)
        self.name = QLineEdit(body)
        self.name.setObjectName("HexName")
        self.name.setPlaceholderText(editor.tr("e.g. Karak Ungor"))
        self.name.editingFinished.connect(self._name)
        form.addRow(editor.tr("Name"), self.name)
        self.notes = QPlainTextEdit(body)
        self.notes.setObjectName("HexNotes")
        self.notes.setMaximumHeight(90)
        self.notes_apply = QPushButton(editor.tr("Save notes"), body)
        self.notes_apply.setToolTip(editor.tr("Keep the notes typed for this hex"))
        self.notes_apply.clicked.connect(self._notes)
        form.addRow(editor.tr("Notes"), self.notes)
        form.addRow("", self.notes_apply)
        self.setWidget(body)
        self.refresh()

    def _cells(self):
        shown = getattr(self.editor, "shown_document", self.editor.document)  # the past on view, read-only
        return [(h, shown.cells[h]) for h in self.editor.selection if h in shown.cells]

    def refresh(self) -> None:
        e = self.editor
        cells = self._cells()
        enabled = bool(cells) and e.ruleset is not None
        for w in (self.terrain, self.owner, self.capital, self.name, self.notes, self.notes_apply,
                  *self.features.values()):
            w.setEnabled(enabled)
        player_combo(e, self.owner, cells[0][1].owner if cells else None, e.tr("Unclaimed"))
        if not cells:
            self.title.setText(e.tr("No hex selected — use the Select tool (S)"))
            self.name.setText("")
            self.notes.setPlainText("")
            return
        h, cell = cells[0]
        if len(cells) == 1:
            col, row = axial_to_offset(h, e.document.grid.orientation)
            self.title.setText(e.tr("<b>Hex %s</b> (column %d, row %d)") % (str(h), col, row))
        else:
            self.title.setText(e.tr("<b>%d hexes</b> — changes apply to all") % len(cells))
        self.terrain.setCurrentIndex(max(self.terrain.findData(cell.terrain), 0))
        for fid, box in self.features.items():
            box.setChecked(all(c.has(fid) for _h, c in cells))
            problem = ops.construction_problem(e.ruleset, cell.terrain, fid, ops.race_of(e.document, cell.owner)) \
                if e.ruleset else None
            box.setToolTip(problem or "")
        self.capital.setChecked(cell.capital)
        single = len(cells) == 1
        self.name.setEnabled(single)
        self.notes.setEnabled(single)
        self.notes_apply.setEnabled(single)
        if not self.name.hasFocus():
            self.name.setText(cell.name if single else "")
        if not self.notes.hasFocus():
            self.notes.setPlainText(cell.notes if single else "")

    def _push(self, changes, text) -> None:
        self.editor.push_paint(changes, text)

    def _terrain(self, _i) -> None:
        t = self.terrain.currentData()
        self._push(ops.paint_terrain(self.editor.document, self.editor.selection, t),
                   self.editor.tr("Paint %s") % self.editor.terrain_name(t))

    def _feature(self, fid: str) -> None:
        e = self.editor
        total = {}
        want = self.features[fid].isChecked()
        for h, cell in self._cells():
            if cell.has(fid) == want:
                continue
            changes, refusal, warning = ops.toggle_feature(e.ruleset, e.document, h, fid)
            if refusal:
                e.refuse(refusal, at=self.features[fid])
                continue
            if warning:
                e.warn(warning, at=self.features[fid])
            total.update(changes)
        self._push(total, (e.tr("Place %s") if want else e.tr("Remove %s")) % e.feature_name(fid))
        self.refresh()

    def _owner(self, _i) -> None:
        e = self.editor
        pid = self.owner.currentData()
        changes = {h: replace(c, owner=pid, capital=c.capital and c.owner == pid) for h, c in self._cells()}
        p = e.document.players.get(pid)
        self._push(changes, e.tr("Paint banner of %s") % p.name if p else e.tr("Clear banners"))

    def _capital(self, checked: bool) -> None:
        e = self.editor
        cells = self._cells()
        if len(cells) != 1:
            self.refresh()
            return
        h, cell = cells[0]
        if checked:
            pid = cell.owner or e.player
            if pid is None:
                e.refuse(e.tr("give the hex a banner first"), at=self.capital)
                self.refresh()
                return
            changes, refusal = ops.place_capital(e.ruleset, e.document, h, pid)
            if refusal:
                e.refuse(refusal, at=self.capital)
                self.refresh()
                return
            self._push(changes, e.tr("Place capital of %s") % e.document.players[pid].name)
        else:
            self._push({h: replace(cell, capital=False)}, e.tr("Remove capital"))

    def _name(self) -> None:
        cells = self._cells()
        if len(cells) == 1 and cells[0][1].name != self.name.text():
            h, cell = cells[0]
            self._push({h: replace(cell, name=self.name.text())}, self.editor.tr("Rename hex"))

    def _notes(self) -> None:
        cells = self._cells()
        if len(cells) == 1 and cells[0][1].notes != self.notes.toPlainText():
            h, cell = cells[0]
            self._push({h: replace(cell, notes=self.notes.toPlainText())}, self.editor.tr("Edit hex notes"))


class PlayersDock(QDockWidget):
    """The campaign's players: add, rename, colour, race, remove."""

    def __init__(self, editor):
        super().__init__(editor.tr("Players"), editor)
        self.setObjectName("CampaignPlayersDock")
        self.setProperty("defaultArea", Qt.RightDockWidgetArea)
        self.editor = editor
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.list = QListWidget(body)
        self.list.setObjectName("PlayersList")
        self.list.currentItemChanged.connect(lambda *_: self._show_current())
        layout.addWidget(self.list)
        form = QFormLayout()
        self.name = QLineEdit(body)
        self.name.setObjectName("PlayerName")
        self.name.editingFinished.connect(self._rename)
        form.addRow(editor.tr("Name"), self.name)
        self.race = QComboBox(body)
        self.race.addItem(editor.tr("(none)"), "")
        for r in ops.races(editor.ruleset) if editor.ruleset else []:
            self.race.addItem(r.get("name", r["id"]), r["id"])
            self.race.setItemData(self.race.count() - 1, r.get("notes", ""), Qt.ToolTipRole)
        self.race.activated.connect(self._race)
        form.addRow(editor.tr("Race"), self.race)
        self.race_notes = QLabel(body)
        self.race_notes.setWordWrap(True)
        form.addRow("", self.race_notes)
        self.color = QPushButton(editor.tr("Colour…"), body)
        self.color.setToolTip(editor.tr("Choose the colour of this player's banner on the map"))
        self.color.clicked.connect(self._color)
        form.addRow(editor.tr("Banner"), self.color)
        layout.addLayout(form)
        row = QHBoxLayout()
        self.add = QPushButton(editor.tr("Add player"), body)
        self.add.setObjectName("AddPlayer")
        self.add.setToolTip(editor.tr("Add a player to the campaign"))
        self.add.clicked.connect(lambda: self._select(editor.add_player().id))
        self.remove = QPushButton(editor.tr("Remove…"), body)
        self.remove.setObjectName("RemovePlayer")
        self.remove.setToolTip(editor.tr("Remove the selected player from the campaign"))
        self.remove.clicked.connect(self._remove)
        row.addWidget(self.add)
        row.addWidget(self.remove)
        layout.addLayout(row)
        self.setWidget(body)
        self.refresh()

    def current(self) -> str | None:
        item = self.list.currentItem()
        return item.data(Qt.UserRole) if item else None

    def _select(self, pid: str) -> None:
        for i in range(self.list.count()):
            if self.list.item(i).data(Qt.UserRole) == pid:
                self.list.setCurrentRow(i)

    def refresh(self) -> None:
        current = self.current()
        self.list.blockSignals(True)
        self.list.clear()
        doc = self.editor.document
        for p in doc.players.values():
            race = next((r.get("name", r["id"]) for r in ops.races(self.editor.ruleset) if r["id"] == p.race), p.race) \
                if self.editor.ruleset else p.race
            item = QListWidgetItem(color_icon(p.color), f"{p.name}" + (f" — {race}" if race else ""))
            item.setData(Qt.UserRole, p.id)
            self.list.addItem(item)
        self.list.blockSignals(False)
        if current in doc.players:
            self._select(current)
        elif self.list.count():
            self.list.setCurrentRow(0)
        self._show_current()

    def _show_current(self) -> None:
        pid = self.current()
        p = self.editor.document.players.get(pid) if pid else None
        for w in (self.name, self.race, self.color, self.remove):
            w.setEnabled(p is not None)
        if p is None:
            self.name.setText("")
            self.race_notes.setText("")
            return
        if not self.name.hasFocus():
            self.name.setText(p.name)
        self.race.setCurrentIndex(max(self.race.findData(p.race), 0))
        notes = self.race.currentData(Qt.ToolTipRole) or ""
        self.race_notes.setTextFormat(Qt.RichText)
        self.race_notes.setText(f"<small>{escaped(notes)}</small>")
        self.color.setIcon(color_icon(p.color))
        self.color.setText(p.color)

    def _rename(self) -> None:
        pid = self.current()
        if pid and self.name.text().strip():
            self.editor.update_player(pid, name=self.name.text().strip())

    def _race(self, _i) -> None:
        pid = self.current()
        if pid:
            self.editor.update_player(pid, race=self.race.currentData())

    def _color(self) -> None:
        pid = self.current()
        if not pid:
            return
        from PySide6.QtWidgets import QColorDialog  # a dialog's Python type is made when first asked for

        color = QColorDialog.getColor(QColor(self.editor.document.players[pid].color), self,
                                      self.editor.tr("Banner colour"))
        if color.isValid():
            self.editor.update_player(pid, color=color.name())

    def _remove(self) -> None:
        pid = self.current()
        if not pid:
            return
        from model.campaign_turns import ledger_refusal

        from .dialogs import RemovePlayerDialog

        refusal = ledger_refusal(self.editor.document, players=[pid])
        if refusal is not None:
            self.editor.refuse(str(refusal))
            from PySide6.QtWidgets import QMessageBox

            box = QMessageBox(QMessageBox.Information, self.editor.tr("Remove player"), str(refusal),
                              QMessageBox.Ok, self)
            box.setTextFormat(Qt.PlainText)
            box.exec()
            return
        dialog = RemovePlayerDialog(self.editor, pid, self)
        if dialog.exec():
            self.editor.remove_player(pid, dialog.heir())


class EmpireDock(QDockWidget):
    """Each player's empire this turn, with a bar chart of empire sizes."""

    COLUMNS = ("Player", "Hexes", "Cities", "Castles", "Mines", "Empire size", "Rank", "Acts (smallest first)", "Army")

    def __init__(self, editor):
        super().__init__(editor.tr("Empires"), editor)
        self.setObjectName("CampaignEmpireDock")
        self.setProperty("defaultArea", Qt.BottomDockWidgetArea)
        self.editor = editor
        body = QWidget(self)
        layout = QHBoxLayout(body)
        left = QVBoxLayout()
        row = QHBoxLayout()
        row.addWidget(QLabel(editor.tr("Turn"), body))
        self.turn = QSpinBox(body)
        self.turn.setRange(1, 999)
        self.turn.setObjectName("CampaignTurn")
        self.turn.valueChanged.connect(self._turn)
        row.addWidget(self.turn)
        self.army_note = QLabel(body)
        row.addWidget(self.army_note, 1)
        left.addLayout(row)
        self.table = QTableWidget(0, len(self.COLUMNS), body)
        self.table.setObjectName("EmpireTable")
        own_viewport(self.table)  # before anything asks for the viewport (editor/viewport.py)
        # nine figures per player in a panel beside the map: short titles, the full ones on hover
        short_headers(self.table, [
            (self.tr("Player"), ""), (self.tr("Hexes"), self.tr("Hexes held")), (self.tr("Cities"), ""),
            (self.tr("Castles"), ""), (self.tr("Mines"), ""), (self.tr("Size"), self.tr("Empire size")),
            (self.tr("Rank"), self.tr("Rank by empire size (a tie is settled by a die)")),
            (self.tr("Acts"), self.tr("Acts in this place in the turn (smallest empire first)")),
            (self.tr("Army"), self.tr("Army size this turn, in points"))])
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        left.addWidget(self.table)
        layout.addLayout(left, 3)
        self._layout = layout
        self.plot = None  # the chart, made when the panel is first on screen (pyqtgraph loads then)
        self.setWidget(body)
        self.rows: list[ops.EmpireRow] = []
        self.visibilityChanged.connect(self._on_screen)
        self.refresh()

    def _on_screen(self, visible: bool) -> None:
        # a panel behind another's tab counts as visible, but shows nothing: look again when idle
        if visible and self.plot is None:
            QTimer.singleShot(0, lambda: self._make_chart() if not self.visibleRegion().isEmpty() else None)

    def _make_chart(self) -> None:
        if self.plot is not None:
            return
        from ..charts import themed_plot

        self.plot = themed_plot(self.editor.tr("Empire sizes"), self.editor.tr("empire size"))
        self.plot.setObjectName("EmpireChart")
        self.plot.setMinimumHeight(140)
        self.plot.setMinimumWidth(self.CHART_WIDTH)
        self.plot.setMaximumWidth(380)  # the table's columns first
        self._layout.addWidget(self.plot, 2)
        self.setMinimumHeight(max(self.minimumHeight(), self.widget().minimumSizeHint().height()))
        self._draw_chart()
        self._room_for_chart()

    #: the narrowest the chart of empire sizes reads at (its bars and the players' names under them)
    CHART_WIDTH = 240

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._room_for_chart()

    def _room_for_chart(self) -> None:
        """The chart beside the table only when both fit: in a narrow panel the table keeps every
        figure whole (the chart only draws its size column)."""
        if self.plot is None:
            return
        header = self.table.horizontalHeader()
        need = sum(max(self.table.sizeHintForColumn(i), header.sectionSizeHint(i)) for i in range(header.count()))
        need += 2 * self.table.frameWidth() + self.table.verticalScrollBar().sizeHint().width()
        margins = self._layout.contentsMargins()
        room = self.widget().width() - margins.left() - margins.right() - self._layout.spacing()
        self.plot.setVisible(room - need >= self.CHART_WIDTH)

    def _turn(self, value: int) -> None:
        from editor.commands import SetField

        if value != self.editor.document.turn:
            self.editor.qdoc.push(SetField(self.editor.document, "turn", value, self.editor.tr("Change turn"),
                                           merge=True))

    def refresh(self) -> None:
        e = self.editor
        if e.ruleset is None:
            return
        doc = getattr(e, "shown_document", e.document)  # the start of a past turn while one is on view
        show_value(self.turn, doc.turn)
        self.turn.setEnabled(doc is e.document)
        self.rows = ops.empire_table(doc, e.ruleset)
        self.army_note.setText(e.tr("Armies this turn: %d points (largest empire +%d)") % (
            ops.army_size(e.ruleset, doc.turn), int(e.ruleset.value("campaign.army_size.largest_empire_bonus", 0))))
        self.table.setRowCount(len(self.rows))
        for i, r in enumerate(self.rows):
            color = doc.players[r.player].color
            values = [r.name, r.hexes, r.cities, r.castles, r.mines, r.size,
                      self.tr("%d (tie)") % r.rank if r.tied else r.rank, r.turn_order, r.army]
            for j, v in enumerate(values):
                item = QTableWidgetItem(str(v))
                if j == 6 and r.tied:
                    item.setToolTip(self.tr("Tied for rank %d: roll a die") % r.rank)
                if j == 0:
                    item.setIcon(color_icon(color))
                else:
                    item.setTextAlignment(Qt.AlignCenter)
                self.table.setItem(i, j, item)
        self._draw_chart()
        self._room_for_chart()

    def _draw_chart(self) -> None:
        e = self.editor
        if self.plot is None or e.ruleset is None:
            return
        self.plot.clear()
        if self.rows:
            import pyqtgraph as pg

            xs = list(range(len(self.rows)))
            brushes = [QBrush(QColor(e.document.players[r.player].color)) for r in self.rows]
            self.plot.addItem(pg.BarGraphItem(x=xs, height=[r.size for r in self.rows], width=0.6, brushes=brushes,
                                              pen=pg.mkPen("#333333")))
            self.plot.getAxis("bottom").setTicks([[(x, r.name) for x, r in zip(xs, self.rows)]])
            victory = e.ruleset.value("campaign.empire.victory_hexes")
            if victory:
                # its words under the line at the left, inside the chart whatever its width and height
                line = pg.InfiniteLine(pos=victory, angle=0, pen=pg.mkPen("#c0392b", style=Qt.DashLine),
                                       label=e.tr("victory %d") % victory,
                                       labelOpts={"position": 0.02, "color": "#c0392b", "anchors": [(0, 0), (0, 0)]})
                self.plot.addItem(line)
            from ..charts import count_axis

            count_axis(self.plot, "left", max([r.size for r in self.rows] + [victory or 1]))


class FairnessDock(QDockWidget):
    """Compares the capitals' starts and suggests balanced capital placements."""

    def __init__(self, editor):
        super().__init__(editor.tr("Fairness"), editor)
        self.setObjectName("CampaignFairnessDock")
        self.setProperty("defaultArea", Qt.BottomDockWidgetArea)
        self.editor = editor
        body = QWidget(self)
        layout = QVBoxLayout(body)
        # one row of settings, so the table of capitals keeps the panel's height: the terrains that
        # hem a capital in are a menu, whatever the ruleset's terrains
        settings = QHBoxLayout()
        self.hemming_button = QPushButton(body)  # a push button keeps room for its menu's arrow
        self.hemming_button.setObjectName("FairnessHemming")
        self.hemming_button.setToolTip(editor.tr("The terrains that count as closing a capital in"))
        menu = QMenu(self.hemming_button)
        menu.setToolTipsVisible(True)
        self.hemming: dict[str, QAction] = {}
        for t in ops.terrains(editor.ruleset) if editor.ruleset else []:
            action = menu.addAction(t.get("name", t["id"]))
            action.setCheckable(True)
            action.setChecked(t["id"] in ("mountain", "swamp"))
            action.setToolTip(editor.tr("Count %s next to a capital as closing it in") % t.get("name", t["id"]).lower())
            action.toggled.connect(lambda _c: self.refresh())
            self.hemming[t["id"]] = action
        self.hemming_button.setMenu(menu)
        settings.addWidget(self.hemming_button)
        settings.addWidget(QLabel(editor.tr("when fewer open neighbours than"), body))
        self.min_open = QSpinBox(body)
        self.min_open.setRange(1, 6)
        self.min_open.setValue(3)
        self.min_open.setToolTip(editor.tr("An organiser's judgement, not a rule of the campaign"))
        self.min_open.valueChanged.connect(lambda _v: self.refresh())
        settings.addWidget(self.min_open)
        settings.addStretch(1)
        layout.addLayout(settings)
        self.table = QTableWidget(0, 8, body)
        self.table.setObjectName("FairnessTable")
        own_viewport(self.table)  # before anything asks for the viewport (editor/viewport.py)
        short_headers(self.table, [
            (self.tr("Capital"), ""), (self.tr("Hex"), ""),
            (self.tr("Within 1"), self.tr("Hexes · cities · castles · mines within 1 hex of the capital")),
            (self.tr("Within 2"), self.tr("Hexes · cities · castles · mines within 2 hexes of the capital")),
            (self.tr("Within 3"), self.tr("Hexes · cities · castles · mines within 3 hexes of the capital")),
            (self.tr("Terrain"), self.tr("Terrain within 2 hexes of the capital")),
            (self.tr("Share"), self.tr("Closest share: the part of the map nearer to this capital than to any other")),
            (self.tr("Hemmed in"), "")])
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.cellDoubleClicked.connect(self._goto)
        self.table.setWordWrap(False)  # one line a capital: a long terrain list ends in "…", whole on hover
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        layout.addWidget(self.table, 1)
        below = QHBoxLayout()  # the key to the figures, and what they add up to (or what a placement changed)
        key = QLabel(editor.tr("Within 1, 2, 3: hexes · cities · castles · mines"), body)
        key.setObjectName("FairnessKey")
        below.addWidget(key, 0, Qt.AlignTop)
        below.addSpacing(24)
        self.summary = QLabel(body)
        self.summary.setObjectName("FairnessSummary")
        self.summary.setWordWrap(True)
        below.addWidget(self.summary, 1)
        layout.addLayout(below)
        row = QHBoxLayout()
        row.addWidget(QLabel(editor.tr("Suggest capitals for"), body))
        self.players = QSpinBox(body)
        self.players.setRange(1, 64)
        self.players.setValue(max(1, len(editor.document.players)))
        row.addWidget(self.players)
        row.addWidget(QLabel(editor.tr("players"), body))
        self.suggest_button = QPushButton(editor.tr("Suggest"), body)
        self.suggest_button.setObjectName("SuggestCapitals")
        self.suggest_button.setToolTip(editor.tr("Find capital hexes that give every player as even a start as the map "
                                                 "allows (numbered on the map)"))
        self.suggest_button.clicked.connect(self.suggest)
        row.addWidget(self.suggest_button)
        self.apply_button = QPushButton(editor.tr("Give them to the players"), body)
        self.apply_button.setObjectName("ApplyCapitals")
        self.apply_button.setToolTip(editor.tr("Move each player's capital to a suggested hex (one undo step)"))
        self.apply_button.setEnabled(False)
        self.apply_button.clicked.connect(self.apply)
        row.addWidget(self.apply_button)
        row.addStretch(1)
        layout.addLayout(row)
        self.setWidget(body)
        self.figures: list[ops.CapitalFigures] = []
        self.suggested: list[Hex] = []
        self.suggested_figures: list[ops.CapitalFigures] = []
        self.report = ""  # what the last "Give them to the players" changed
        self._figured = False  # the figures worked out once (refresh)
        self._say_hemming()
        # the figures are worked out when the panel is first on screen, or when the map changes: on a
        # fresh layout it waits behind the findings, and they walk the map's graph, which the map's
        # tab needs for nothing else before it is on screen (networkx, about a bare window's start)
        when_first_in_front(self, lambda: not self._figured, self.refresh)

    def _params(self) -> dict:
        return {"hemming": [t for t, b in self.hemming.items() if b.isChecked()], "min_open": self.min_open.value()}

    def _say_hemming(self) -> None:
        e = self.editor
        chosen = [a.text() for a in self.hemming.values() if a.isChecked()]
        self.hemming_button.setText(e.tr("Hemmed in by: %s") % (", ".join(chosen) if chosen else e.tr("nothing")))

    def refresh(self) -> None:
        self._figured = True
        self._say_hemming()
        self.figures = ops.capital_figures(self.editor.document, **self._params())
        self._fill(self.figures, [])

    def _fill(self, figs, suggested) -> None:
        e = self.editor
        rows = [(f, False) for f in figs] + [(f, True) for f in suggested]
        self.table.setRowCount(len(rows))

        def within(w: dict) -> str:  # in words: the cell's tooltip
            hexes, cities, castles, mines = w["hexes"], w["cities"], w["castles"], w["mines"]
            return ", ".join((e.tr("%n hexes", "", hexes), e.tr("%n cities", "", cities),
                              e.tr("%n castles", "", castles), e.tr("%n mines", "", mines)))

        def figures(w: dict) -> str:  # in the cell: the four figures in the order the key says
            return " · ".join(str(w[k]) for k in ("hexes", "cities", "castles", "mines"))

        for i, (f, is_suggestion) in enumerate(rows):
            p = e.document.players.get(f.owner) if f.owner else None
            who = (e.tr("Suggestion %d") % (i - len(figs) + 1)) if is_suggestion else (p.name if p else e.tr("(no player)"))
            kinds = [f"{e.terrain_name(t)} {n}" for t, n in sorted(f.within[2]["terrain"].items(), key=lambda kv: -kv[1])]
            mix = ", ".join(kinds)
            hemmed = e.tr("yes: %d open neighbours") % f.open_neighbours if f.hemmed else e.tr("no (%d open)") % f.open_neighbours
            values = [who, str(f.hex), figures(f.within[1]), figures(f.within[2]), figures(f.within[3]), mix,
                      f"{f.closest_share * 100:.0f}%", hemmed]
            for j, v in enumerate(values):
                item = QTableWidgetItem(v)
                if 2 <= j <= 4:
                    item.setToolTip(within(f.within[j - 1]))
                    item.setTextAlignment(Qt.AlignCenter)
                item.setData(Qt.UserRole, list(f.hex))
                if j == 0 and p is not None and not is_suggestion:
                    item.setIcon(color_icon(p.color))
                if j == 7 and f.hemmed:
                    item.setBackground(QColor("#f5b7b1"))
                if is_suggestion:
                    item.setForeground(QColor("#7b3fa0"))
                self.table.setItem(i, j, item)
        if figs and not suggested:
            shares = [f.closest_share for f in figs]
            self.summary.setText(e.tr("Closest share from %.0f%% to %.0f%%; %d hemmed in") % (
                min(shares) * 100, max(shares) * 100, sum(f.hemmed for f in figs)))

    def _goto(self, row: int, _col: int) -> None:
        item = self.table.item(row, 0)
        if item is not None:
            h = Hex(*item.data(Qt.UserRole))
            self.editor.select([h])
            self.editor.center_on([h])

    def suggest(self) -> None:
        e = self.editor
        if e.ruleset is None:
            return
        from PySide6.QtWidgets import QApplication

        QApplication.setOverrideCursor(Qt.WaitCursor)
        try:
            self.suggested, self.suggested_figures = ops.suggest_capitals(e.document, e.ruleset, self.players.value(),
                                                                          **self._params())
        finally:
            QApplication.restoreOverrideCursor()
        e.overlay.set(suggested=self.suggested)
        self._fill(self.figures, self.suggested_figures)
        self.apply_button.setEnabled(bool(self.suggested) and bool(e.document.players))
        if not self.suggested:
            self.summary.setText(e.tr("No placement keeps capitals %d hexes apart on this map") %
                                 int(e.ruleset.value("campaign.capital_min_distance", 1)))
        else:
            shares = [f.closest_share for f in self.suggested_figures]
            self.summary.setText(e.tr("Suggested (numbered on the map): closest share %.0f%%–%.0f%%, %d hemmed in") % (
                min(shares) * 100, max(shares) * 100, sum(f.hemmed for f in self.suggested_figures)))

    def apply(self) -> None:
        e = self.editor
        placement = ops.assign_capitals(e.ruleset, e.document, self.suggested)
        before = {r.player: r.size for r in ops.empire_table(e.document, e.ruleset)}
        moves = e.place_capitals(placement)
        after = {r.player: r.size for r in ops.empire_table(e.document, e.ruleset)}
        self.suggested, self.suggested_figures = [], []
        e.overlay.set(suggested=[])
        self.apply_button.setEnabled(False)
        self.refresh()
        self.report = self.moves_text(moves, before, after)
        self.summary.setText(self.report)
        window = self.window()
        if hasattr(window, "statusBar"):
            window.statusBar().showMessage(self.report.split("\n")[0], 10000)

    def moves_text(self, moves, before: dict, after: dict) -> str:
        """What giving the capitals changed, in words: who moved where with what, and the sizes."""
        e = self.editor
        doc = e.document

        def where(h) -> str:
            cell = doc.cells.get(h)
            return f"{cell.name} {h}" if cell is not None and cell.name else str(h)

        def name(pid) -> str:
            p = doc.players.get(pid)
            return p.name if p else e.tr("(no player)")

        def things(features) -> str:
            return ", ".join(e.feature_name(f) for f in features)

        lines = []
        for m in moves:
            player = name(m.player)
            if m.refusal:
                lines.append(fill(e.tr("{player} keeps the old capital: {reason}"), player=player, reason=m.refusal))
                continue
            if m.old == m.new:
                said = [fill(e.tr("{player} keeps the capital at {hex}."), player=player, hex=where(m.new))]
            elif m.old is None:
                said = [fill(e.tr("{player} gets a new capital at {hex}."), player=player, hex=where(m.new))]
            elif m.carried:
                said = [fill(e.tr("{player}'s capital moves from {old} to {new} with its {features}."),
                             player=player, old=where(m.old), new=where(m.new), features=things(m.carried))]
            else:
                said = [fill(e.tr("{player}'s capital moves from {old} to {new}."), player=player, old=where(m.old),
                             new=where(m.new))]
            if m.left:
                said.append(fill(e.tr("What the new terrain does not allow stays at {old}: {features}."),
                                 features=things(m.left), old=where(m.old)))
            if m.stayed and m.old != m.new:
                said.append(fill(e.tr("The hex {new} already has its own {features}, so those of {old} stay "
                                      "there, unclaimed."), new=where(m.new), features=things(m.stayed), old=where(m.old)))
            if m.taken_from:
                said.append(fill(e.tr("The hex {hex} belonged to {player} before."), hex=where(m.new),
                                 player=name(m.taken_from)))
            lines.append(" ".join(said))  # whole sentences, one after the other
        sizes = ", ".join(f"{name(p)} {before.get(p, 0)}→{after.get(p, 0)}" if before.get(p) != after.get(p)
                          else f"{name(p)} {after.get(p, 0)}" for p in doc.players)
        lines.append(fill(e.tr("Empire sizes: {sizes}"), sizes=sizes))
        spread = lambda sizes: (max(sizes.values()) - min(sizes.values())) if sizes else 0  # noqa: E731
        if spread(after) > spread(before):
            lines.append(fill(e.tr("Warning: the empires are less even than before (sizes differ by {now}, were "
                                   "{before})."), now=spread(after), before=spread(before)))
        return "\n".join(lines)
