"""The campaign map editor: the map view, its paint tools and its panels."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QGraphicsScene, QLabel, QMainWindow, QMenu, QToolTip, QVBoxLayout, QWidget

from editor.base import DocumentEditor
from editor.commands import AddObjects, ReplaceObjects
from model import campaign_ops as ops
from model import campaign_turns as ct
from model.campaign import Player
from model.errors import DocumentError
from model.hexgrid import Hex, axial_to_offset
from model.ruleset import load_ruleset

from ..icons import tool_icon
from ..plaintext import plain
from .commands import PaintHexes, RemovePlayer
from .mapitem import HexMapItem, MapStyle, OverlayItem
from .tools import TOOLS
from .view import MapView


class CampaignEditor(DocumentEditor):
    """Edits one campaign map: terrain, constructions, banners, capitals and players."""

    #: where the panels start (see ``editor/layout.py``): the empires and fairness tables share
    #: the window's whole width with the findings, as tabs
    DEFAULT_LAYOUT = {
        "left": {"size": 0.16, "stacks": [(["CampaignPaintDock"], 1.0)]},
        "right": {"size": 0.26, "stacks": [(["CampaignTurnDock", "CampaignHexDock", "CampaignPlayersDock",
                                             "HistoryDock"], 1.0)]},
        "bottom": {"size": 0.36, "stacks": [(["ValidationDock", "CampaignEmpireDock", "CampaignTimelineDock",
                                             "CampaignFairnessDock"], 1.0)]},
        "minimum": {"CampaignPaintDock": (200, 200), "CampaignPlayersDock": (220, 150), "CampaignHexDock": (260, 250),
                    "CampaignTurnDock": (430, 250), "CampaignEmpireDock": (420, 170), "CampaignFairnessDock": (420, 170)},
    }

    def __init__(self, qdoc, parent: QWidget | None = None, **kwargs):
        super().__init__(qdoc, parent, **kwargs)
        self.setObjectName("CampaignEditor")
        self.document = qdoc.document
        self.ruleset = None
        self.ruleset_error = ""
        try:
            self.ruleset = load_ruleset(self.document.ruleset, qdoc.path)
        except DocumentError as exc:
            self.ruleset_error = str(exc)
        self.last_message = ""
        self.selection: list[Hex] = []
        self._stroke = 0
        self._in_stroke = False

        terrain_ids = [t["id"] for t in ops.terrains(self.ruleset)] if self.ruleset else ["plains"]
        self.terrain = terrain_ids[1] if len(terrain_ids) > 1 else terrain_ids[0]
        self.brush_radius = 1
        feats = [f["id"] for f in ops.features(self.ruleset)] if self.ruleset else ["city"]
        self.feature = feats[0] if feats else "city"
        self.player = next(iter(self.document.players), None)

        self.style = MapStyle(self.document, self.ruleset)
        self.scene = QGraphicsScene(self)
        self.map_item = HexMapItem(self.document, self.style)
        self.overlay = OverlayItem(self.map_item)
        self.scene.addItem(self.map_item)
        self.scene.addItem(self.overlay)
        self._update_scene_rect()
        self.view = MapView(self.scene, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        if self.ruleset_error:
            warning = plain(QLabel(self.tr("The ruleset could not be loaded; painting rules are not checked.\n%s")
                                   % self.ruleset_error, self))
            warning.setWordWrap(True)
            warning.setStyleSheet("background:#fdecea;color:#611a15;padding:4px")
            layout.addWidget(warning)
        self.past_index: int | None = None  # the recorded turn whose start is on show (None: now)
        self.hovered_hex = None  # the hex under the pointer, for the status bar
        self.past_doc = None  # that moment's read-only copy of the campaign
        self.past_state = None  # and its state (owners, treasuries, Stones)
        self.past_banner = self._build_past_banner()
        layout.addWidget(self.past_banner)
        layout.addWidget(self.view)

        self._build_actions()
        from .docks import EmpireDock, FairnessDock, PaintDock, PlayersDock, PropertiesDock

        self.paint_dock = PaintDock(self)
        self.properties_dock = PropertiesDock(self)
        self.players_dock = PlayersDock(self)
        self.empire_dock = EmpireDock(self)
        self.fairness_dock = FairnessDock(self)
        # on a fresh layout, share places so the map stays large: players with the history,
        # fairness with the empires
        self.players_dock.setProperty("tabifyWith", "HistoryDock")
        self.players_dock.setProperty("raiseOnTabify", True)
        self.fairness_dock.setProperty("tabifyWith", "CampaignEmpireDock")
        from .turns import TimelineDock, TurnDock, TurnTool

        self.tools["turn"] = TurnTool()  # the Turn panel's claim / conquer / build tool, not on the toolbar
        self.turn_dock = TurnDock(self)
        self.timeline_dock = TimelineDock(self)
        self.turn_dock.setProperty("tabifyWith", "CampaignPlayersDock")
        self.timeline_dock.setProperty("tabifyWith", "CampaignEmpireDock")
        self._docks = [self.paint_dock, self.properties_dock, self.players_dock, self.empire_dock,
                       self.fairness_dock, self.turn_dock, self.timeline_dock]
        self._map_menu = self._build_menu()

        self.view.hexHovered.connect(self._hovered)
        self.view.zoomChanged.connect(lambda _z: self._emit_status())
        qdoc.changed.connect(self._changed)
        self._panel_timer = QTimer(self, singleShot=True, interval=120)
        self._panel_timer.timeout.connect(self._refresh_panels)
        self.set_tool("terrain")

    # -- DocumentEditor ------------------------------------------------------------------
    def docks(self):
        return list(self._docks)

    def menus(self):
        return [self._map_menu]

    def toolbar_actions(self):
        return list(self.tool_actions.values()) + [None, self.act_coords, self.act_adjacency]

    def start(self) -> None:
        super().start()
        QTimer.singleShot(0, self.fit)

    def fit(self) -> None:
        rect = self.map_item.boundingRect()
        m = self.document.grid.size
        self.view.fitInView(rect.adjusted(-m, -m, m, m), Qt.KeepAspectRatio)
        self._emit_status()

    def zoom_by(self, factor: float) -> None:
        self.view.zoom_by(factor)

    def show_finding(self, finding) -> None:
        """Select the finding's hexes, draw its path (capital spacing) and bring them into view."""
        hexes = [Hex(*h) for h in finding.location.hexes if Hex(*h) in self.document.cells]
        path = (finding.data or {}).get("path") or []
        path = [Hex(*h) for h in path]
        self.select(hexes)
        self.overlay.set(path=path)
        self.center_on(hexes + path)
        data = finding.data or {}
        if str(finding.rule).startswith("campaign.turn-") and "turn" in data:
            self.turn_dock.show_step(int(data["turn"]), data.get("step"))

    def center_on(self, hexes) -> None:
        if not hexes:
            return
        rect = self.map_item.rect_of(hexes)
        view_rect = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        if rect.width() > view_rect.width() * 0.9 or rect.height() > view_rect.height() * 0.9:
            m = self.document.grid.size * 2
            self.view.fitInView(rect.adjusted(-m, -m, m, m), Qt.KeepAspectRatio)
        self.view.centerOn(rect.center())
        self._emit_status()

    # -- tools ---------------------------------------------------------------------------
    def _build_actions(self) -> None:
        self.tools = {cls.id: cls() for cls in TOOLS}
        self.tool_group = QActionGroup(self)
        self.tool_actions: dict[str, QAction] = {}
        for tool in self.tools.values():
            a = QAction(tool.label, self)
            a.setCheckable(True)
            a.setShortcut(QKeySequence(tool.shortcut))
            a.setShortcutContext(Qt.WidgetWithChildrenShortcut)
            a.setToolTip(f"{tool.label} ({tool.shortcut}): {tool.tip}")
            a.setStatusTip(tool.tip)
            a.setObjectName(f"tool-{tool.id}")
            a.setIcon(tool_icon(tool.id))
            a.triggered.connect(lambda _=False, t=tool.id: self.set_tool(t))
            self.tool_group.addAction(a)
            self.tool_actions[tool.id] = a
            self.addAction(a)
        self.act_coords = self._toggle(self.tr("Show &Coordinates"), "show_coordinates")
        self.act_names = self._toggle(self.tr("Show Hex &Names"), "show_names")
        self.act_adjacency = self._toggle(self.tr("Show &Adjacency Graph"), "show_adjacency")
        self.act_tint = self._toggle(self.tr("&Tint Hexes with Banner Colours"), "owner_tint", rebuild=True)

    def _toggle(self, text: str, attr: str, rebuild: bool = False) -> QAction:
        a = QAction(text, self)
        a.setCheckable(True)
        a.setChecked(getattr(self.style, attr))

        def flip(on: bool) -> None:
            setattr(self.style, attr, on)
            self.map_item.players_changed() if rebuild else self.map_item.update()

        a.toggled.connect(flip)
        return a

    def _build_menu(self) -> QMenu:
        menu = QMenu(self.tr("&Map"), self)
        menu.setObjectName("CampaignMapMenu")
        tools = menu.addMenu(self.tr("&Tools"))
        for a in self.tool_actions.values():
            tools.addAction(a)
        menu.addSeparator()
        self._editing_actions = [menu.addAction(self.tr("&Resize Map…"), self.resize_dialog),
                                 menu.addAction(self.tr("Add a &Ring of Hexes All Round"), self.grow_ring)]
        menu.addSeparator()
        for a in (self.act_coords, self.act_names, self.act_adjacency, self.act_tint):
            menu.addAction(a)
        menu.addSeparator()
        menu.addAction(self.tr("&Suggest Capitals…"), lambda: (self.fairness_dock.show(), self.fairness_dock.raise_(),
                                                                self.fairness_dock.suggest()))
        menu.addSeparator()
        self.act_import_tiled = menu.addAction(self.tr("&Import Tiled Map…"), self.import_tiled)
        self._editing_actions.append(self.act_import_tiled)
        return menu

    # -- the past, read-only -------------------------------------------------------------
    def _build_past_banner(self) -> QWidget:
        from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton

        banner = QFrame(self)
        banner.setObjectName("PastBanner")
        banner.setStyleSheet("#PastBanner{background:#fff3c4;border-bottom:2px solid #b8860b}"
                             "#PastBanner QLabel{color:#3d2c00;font-weight:bold}")
        row = QHBoxLayout(banner)
        row.setContentsMargins(8, 4, 8, 4)
        self.past_label = plain(QLabel(banner))
        self.past_label.setObjectName("PastBannerText")
        self.past_label.setWordWrap(True)
        row.addWidget(self.past_label, 1)
        back = QPushButton(self.tr("Back to Now"), banner)
        back.setObjectName("PastBannerBack")
        back.setToolTip(self.tr("Leave the past and show the campaign as it is now, where it can be edited"))
        back.clicked.connect(lambda: self.view_turn(None))
        row.addWidget(back)
        banner.hide()
        return banner

    @property
    def shown_document(self):
        """The campaign the map and the panels show: the past moment on view, else the document."""
        return self.past_doc if self.past_doc is not None else self.document

    def past_text(self, index: int | None) -> str:
        """How a moment of the campaign is named: the set-up, the start of a turn, or now."""
        turns = self.document.history.turns
        if index is None or index >= len(turns):
            open_turn = self.document.history.open_turn
            if open_turn is not None:
                return self.tr("Now: turn %1 being played").replace("%1", str(open_turn.number))
            return self.tr("Now: before turn %1").replace("%1", str(turns[-1].number + 1 if turns else self.document.turn))
        if index == 0:
            return self.tr("Set-up: start of turn %1").replace("%1", str(turns[0].number))
        return self.tr("Start of turn %1").replace("%1", str(turns[index].number))

    def view_turn(self, index: int | None) -> None:
        """Show the campaign at the start of the ``index``-th recorded turn (0: the set-up), read-only:
        the map, the empires and the treasuries as they stood then; None (or past the last turn): now,
        editable again."""
        from .turns import past_snapshot

        turns = self.document.history.turns
        if index is not None and not (0 <= index < len(turns)):
            index = None
        if index is None and self.past_index is None:
            return
        rules = self.turn_dock.rules
        if index is not None and rules is None:
            return
        self.past_index = index
        self.past_doc, self.past_state = past_snapshot(self.document, rules, index) if index is not None else (None, None)
        self.map_item.doc = self.shown_document
        self.map_item.rebuild()
        past = index is not None
        if index == 0:
            text = self.tr("Viewing the set-up, the start of turn %1 (read-only): the map, the empires and the "
                           "treasuries as they stood then. Editing is off until you go back to now.")
        elif past:
            text = self.tr("Viewing the start of turn %1 (read-only): the map, the empires and the treasuries as "
                           "they stood then. Editing is off until you go back to now.")
        self.past_label.setText(text.replace("%1", str(turns[index].number)) if past else "")
        self.past_banner.setVisible(past)
        if past and self.current_tool != "select":
            self.set_tool("select")
        for tool_id, action in self.tool_actions.items():
            action.setEnabled(not past or tool_id == "select")
        for action in self._editing_actions:
            action.setEnabled(not past)
        for dock in (self.paint_dock, self.properties_dock, self.players_dock):
            dock.widget().setEnabled(not past)
        self.turn_dock.refresh()
        self.timeline_dock.refresh()
        self.empire_dock.refresh()
        self.properties_dock.refresh()
        hovered = getattr(self, "hovered_hex", None)
        self._emit_status(cursor=self.hover_words(hovered) if hovered is not None else "")  # the hex as shown now

    @property
    def tool(self):
        return self.tools[self.current_tool]

    def set_tool(self, tool_id: str) -> None:
        self.current_tool = tool_id
        if tool_id in self.tool_actions:
            self.tool_actions[tool_id].setChecked(True)
        else:  # a tool of a panel: no toolbar button is current
            checked = self.tool_group.checkedAction()
            if checked is not None:
                self.tool_group.setExclusive(False)
                checked.setChecked(False)
                self.tool_group.setExclusive(True)
        if tool_id != "turn" and hasattr(self, "turn_dock") and self.turn_dock.action is not None:
            self.turn_dock.set_action(None)
        self.view.viewport().setCursor(self.tool.cursor)
        if hasattr(self, "paint_dock"):
            self.paint_dock.tool_changed(tool_id)

    def tool_cursor(self):
        return self.tool.cursor

    def tool_press(self, h, modifiers) -> None:
        if self.past_index is not None and self.current_tool != "select":
            self.refuse(self.tr("Viewing the past (read-only): go back to now to edit."))
            return
        if self.ruleset is None and self.current_tool not in ("select",):
            self.refuse(self.tr("The ruleset could not be loaded; only selecting is possible."))
            return
        self.tool.press(self, h, modifiers)

    def tool_move(self, previous, h, modifiers) -> None:
        if self.ruleset is not None:
            self.tool.move(self, previous, h, modifiers)

    def tool_release(self) -> None:
        self.tool.release(self)

    def set_terrain(self, terrain: str) -> None:
        self.terrain = terrain
        self.paint_dock.sync()

    def set_player(self, player_id: str | None) -> None:
        self.player = player_id
        self.paint_dock.sync()

    def set_feature(self, feature: str) -> None:
        self.feature = feature
        self.paint_dock.sync()

    def set_brush_radius(self, radius: int) -> None:
        self.brush_radius = max(1, min(3, int(radius)))
        self.paint_dock.sync()

    def terrain_name(self, terrain_id: str) -> str:
        t = self.style.terrains.get(terrain_id)
        return t.get("name", terrain_id) if t else terrain_id

    def feature_name(self, feature_id: str) -> str:
        for f in ops.features(self.ruleset) if self.ruleset else []:
            if f["id"] == feature_id:
                return f.get("name", feature_id).lower()
        return feature_id

    # -- edits -----------------------------------------------------------------------------
    def begin_stroke(self) -> None:
        self._stroke += 1
        self._in_stroke = True

    def end_stroke(self) -> None:
        self._in_stroke = False

    def push_paint(self, changes, text: str, stroke: bool = False) -> bool:
        """Push one ``PaintHexes`` (merged into the current stroke when ``stroke``); nothing when
        nothing changes."""
        changes = {k: v for k, v in changes.items() if self.document.cells.get(k) != v}
        if not changes:
            return False
        refusal = ct.ledger_refusal(self.document, hexes=[k for k, v in changes.items() if v is None])
        if refusal is not None:
            self.refuse(str(refusal))
            return False
        self.qdoc.push(PaintHexes(self.document, changes, text,
                                  stroke=self._stroke if stroke and self._in_stroke else None))
        return True

    def refuse(self, message: str, at=None) -> None:
        """Tell the user why a tool did nothing, where they acted: beside the hex ``at`` on the map, or
        the widget ``at`` of a panel (the mouse's place otherwise), and in the status bar."""
        self.last_message = message
        self._show_message(self.tr("Not allowed: %s") % message, at)

    def warn(self, message: str, at=None) -> None:
        self.last_message = message
        self._show_message(self.tr("Warning: %s") % message, at)

    def _show_message(self, text: str, at=None) -> None:
        window = self.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(text, 8000)
        from PySide6.QtCore import QPointF, QRect
        from PySide6.QtGui import QCursor

        if isinstance(at, QWidget):
            QToolTip.showText(at.mapToGlobal(at.rect().bottomLeft()), text, at, QRect(), 8000)
        elif at is not None and at in self.document.cells:  # beside the hex, kept as the button comes up
            from ..callout import Callout

            if getattr(self, "callout", None) is None:
                self.callout = Callout(self.view.viewport())
            x, y = self.document.grid.center(at)
            self.callout.show_at(text, self.view.mapFromScene(QPointF(x, y)))
        elif self.view.underMouse():
            QToolTip.showText(QCursor.pos(), text, self.view)

    def selection_state(self):
        return list(self.selection)

    def restore_selection(self, hexes) -> None:
        self.select(hexes)

    def select(self, hexes) -> None:
        self.selection = [Hex(*h) for h in hexes if Hex(*h) in self.document.cells]
        self.overlay.set(selection=self.selection, path=[])
        self.properties_dock.refresh()
        if getattr(self, "turn_dock", None) is not None:
            self.turn_dock.event_needs()
        self._emit_status()

    def resize_map(self, left: int = 0, right: int = 0, top: int = 0, bottom: int = 0) -> bool:
        """Add or remove columns/rows on each side of a rectangular map (one undo step)."""
        blank = self._blank()
        return self.push_paint(ops.resize_rectangle(self.document, blank, left, right, top, bottom),
                               self.tr("Resize map"))

    def resize_rings(self, rings: int) -> bool:
        """Add or remove outer rings of a hexagonal map (one undo step)."""
        return self.push_paint(ops.resize_hexagon(self.document, self._blank(), rings), self.tr("Resize map"))

    def grow_ring(self) -> bool:
        return self.push_paint(ops.grow_ring(self.document, self._blank()), self.tr("Add ring of hexes"))

    def _blank(self):
        from model.campaign import HexCell

        return HexCell(terrain=ops.default_terrain(self.ruleset) if self.ruleset else "plains")

    def resize_dialog(self) -> None:
        from .dialogs import ResizeDialog

        dialog = ResizeDialog(self, self)
        if dialog.exec():
            dialog.apply()

    def add_player(self, name: str | None = None, race: str = "", color: str | None = None) -> Player:
        doc = self.document
        pid = doc.new_id("p")
        used = {p.color.lower() for p in doc.players.values()}
        color = color or next((c for c in ops.PLAYER_COLORS if c.lower() not in used), "#888888")
        player = Player(id=pid, name=name or self.tr("Player %d") % (len(doc.players) + 1), race=race, color=color)
        self.qdoc.push(AddObjects(doc, "players", [player], self.tr("Add player %s") % player.name))
        return player

    def update_player(self, player_id: str, **changes) -> None:
        from dataclasses import replace

        old = self.document.players[player_id]
        new = replace(old, **changes)
        if new == old:
            return
        what = {"name": self.tr("Rename player"), "color": self.tr("Change player colour"),
                "race": self.tr("Change player race")}.get(next(iter(changes)), self.tr("Change player"))
        self.qdoc.push(ReplaceObjects(self.document, "players", [new], what))

    def remove_player(self, player_id: str, heir: str | None = None) -> bool:
        """Remove a player; their hexes go to ``heir`` or become unclaimed (one undo step). Refused
        once the recorded turns name them."""
        refusal = ct.ledger_refusal(self.document, players=[player_id])
        if refusal is not None:
            self.refuse(str(refusal))
            return False
        changes = ops.remove_player_changes(self.document, player_id, heir)
        name = self.document.players[player_id].name
        self.qdoc.push(RemovePlayer(self.document, player_id, changes, self.tr("Remove player %s") % name))
        if self.player == player_id:
            self.set_player(next(iter(self.document.players), None))
        return True

    def place_capitals(self, placement: dict[str, Hex]) -> list:
        """Move each player's capital, with its city and castle, to the given hex (one undo step);
        what moved, as :class:`model.campaign_ops.CapitalMove` rows."""
        changes, moves = ops.move_capitals(self.ruleset, self.document, placement)
        self.push_paint(changes, self.tr("Give capitals to the players"))
        return moves

    def import_tiled(self) -> None:
        from .dialogs import import_tiled_dialog

        doc = import_tiled_dialog(self)
        window = self.window()
        if doc is not None and hasattr(window, "add_document"):
            window.add_document(doc)

    # -- following the document ---------------------------------------------------------------
    def _changed(self, change) -> None:
        if self.past_index is not None:  # an undo or redo while looking at the past: back to now
            self.view_turn(None)
        if change.collection == "cells":
            self.map_item.cells_changed(change.action, change.ids)
            if change.action != "changed":
                self._update_scene_rect()
                self.selection = [h for h in self.selection if h in self.document.cells]
            if set(change.ids) & set(self.selection):
                self.properties_dock.refresh()
        elif change.collection == "players":
            self.map_item.players_changed()
            self.players_dock.refresh()
            self.paint_dock.sync()
            self.properties_dock.refresh()
            self.turn_dock.refresh()  # a player added after the set-up may join late
        elif change.collection == "adjacency":
            self.map_item.update()
        elif change.collection == "history":
            self.turn_dock.refresh()
            self.timeline_dock.refresh()
        self._panel_timer.start()

    def _refresh_panels(self) -> None:
        self.empire_dock.refresh()
        self.fairness_dock.refresh()

    def _update_scene_rect(self) -> None:
        r = self.map_item.boundingRect()
        m = max(r.width(), r.height()) * 0.25 + self.document.grid.size * 4
        self.scene.setSceneRect(r.adjusted(-m, -m, m, m))

    def _hovered(self, h) -> None:
        self.hovered_hex = h
        if h is None:
            self.overlay.set(hover=[])
            self._emit_status(cursor="")
            return
        if self.tool.uses_brush:
            self.overlay.set(hover=ops.brush_hexes(self.document, h, self.brush_radius))
        else:
            self.overlay.set(hover=[h])
        self._emit_status(cursor=self.hover_words(h))

    def hover_words(self, h) -> str:
        """The hex under the pointer in words, as the map shows it: at the past moment on view
        (said first), else now."""
        doc = self.shown_document
        cell = doc.cells.get(h)
        if cell is None:
            return ""
        col, row = axial_to_offset(h, doc.grid.orientation)
        parts = [self.tr("%1,%2 (column %3, row %4)").replace("%1", str(h.q)).replace("%2", str(h.r))
                 .replace("%3", str(col)).replace("%4", str(row)), self.terrain_name(cell.terrain)]
        if cell.features:
            parts.append(", ".join(sorted(self.feature_name(f) for f in cell.features)))
        if cell.owner:
            p = doc.players.get(cell.owner)
            parts.append((p.name if p else self.tr("a player no longer in the campaign")) + (" ★" if cell.capital else ""))
        if cell.name:
            parts.append(f"“{cell.name}”")
        if self.past_doc is not None:
            parts.insert(0, self.past_text(self.past_index) + ":")
        elif hasattr(self.tool, "hover_text"):
            parts.append(self.tool.hover_text(self, h))
        return " · ".join(p for p in parts if p).replace(": · ", ": ")

    def _emit_status(self, **status) -> None:
        status.setdefault("zoom", self.tr("Zoom %d%%") % round(self.view.scale_factor() * 100))
        n = len(self.selection)
        status.setdefault("selection", self.tr("%d hexes selected") % n if n != 1 else
                          self.tr("Hex %s selected") % str(self.selection[0]))
        self.statusChanged.emit(status)
