"""The table and scenario editor: canvas, tools, palette, properties and objects panels, the
Table menu (deployment presets, symmetric copies, align and distribute, grid), and the
link from validation findings to the canvas."""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QColor, QKeySequence, QPageLayout
from PySide6.QtWidgets import QDoubleSpinBox, QInputDialog, QMenu, QVBoxLayout, QWidgetAction
from shapely import affinity, union_all
from shapely.geometry import Point, Polygon

from model.errors import DocumentError
from model.geometry import ellipse, oriented, rectangle
from model.presets import deployment_zones
from model.ruleset import load_ruleset
from model.table import DeploymentZone, Marker, TerrainPiece
from model.units import format_length, from_mm, to_mm

from ..base import DocumentEditor
from .commands import AddTableObjects, ApplyDeploymentPreset, ChangeObjects, RemoveTableObjects, ReorderObject
from ..icons import tool_icon
from .items import Z_OVERLAY, object_geometry, transformed
from .layers import LayersDock
from .palette import PaletteDock
from .properties import PropertiesDock
from .qtgeom import path_for, rect_of
from .scene import TableScene
from .sight import FairnessDock, SightOverlays, SightTool
from .tools import MarkerTool, MeasureTool, OverlayPath, PolygonTool, SelectTool, ShapeTool, VertexTool, WallTool
from .view import TableView

MIME_OBJECTS = "application/x-wartable-table-objects"

TOOL_KEYS = {"select": "S", "vertices": "V", "rectangle": "R", "ellipse": "E", "polygon": "P", "walls": "W",
             "marker": "M", "measure": "D", "sight": "L"}


class TableEditor(DocumentEditor):
    """Edits one :class:`~model.table.TableDocument` in a tab of the main window."""

    def __init__(self, qdoc, parent=None, **validator_kwargs):
        super().__init__(qdoc, parent, **validator_kwargs)
        self.document = qdoc.document
        try:
            self.ruleset = load_ruleset(self.document.ruleset)
        except DocumentError:
            self.ruleset = None
        self.scene = TableScene(qdoc, self.ruleset, self)
        self.view = TableView(self.scene, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.snapping = True
        self.target = ""
        self.highlight = OverlayPath(self.scene, "#e53935", 3.0, Qt.SolidLine, fill=QColor(229, 57, 53, 50))
        self.highlight.setZValue(Z_OVERLAY + 5)
        self.highlight.setVisible(False)
        self._auto_fit = True

        self.tools = {
            "select": SelectTool(self),
            "vertices": VertexTool(self),
            "rectangle": ShapeTool(self, "rectangle"),
            "ellipse": ShapeTool(self, "ellipse"),
            "polygon": PolygonTool(self),
            "walls": WallTool(self),
            "marker": MarkerTool(self),
            "measure": MeasureTool(self),
            "sight": SightTool(self),
        }
        self.sight = SightOverlays(self)
        self.fairness = FairnessDock(self)
        self.tool = None
        sides = tuple(self.document.sides()[:2]) if len(self.document.sides()) >= 2 else ("A", "B")
        self.palette = PaletteDock(self.ruleset, self.document.unit, self.document.ud_mm, self, sides)
        self.target = self.palette.current()
        self.properties = PropertiesDock(self)
        self.layers = LayersDock(self)
        self._build_actions()
        self.set_tool("select")

        self._after_changes = QTimer(self, singleShot=True, interval=0)
        self._after_changes.timeout.connect(self._refresh_after_changes)
        self.scene.selectionChanged.connect(self._selection_changed)
        qdoc.changed.connect(self._model_changed)
        self.view.cursorMoved.connect(self._cursor_moved)
        self.view.zoomChanged.connect(self._zoom_changed)
        self.view.paletteDropped.connect(self.drop_palette)
        self.view.contextMenuRequested.connect(lambda g, p: self.context_menu(g, p).popup(g))
        self.palette.targetChanged.connect(self._target_changed)

    # -- DocumentEditor API ------------------------------------------------------------------
    def docks(self):
        return [self.palette, self.properties, self.layers, self.fairness]

    def menus(self):
        return [self.table_menu, self.sight_menu]

    def edit_actions(self):
        return [self.act_cut, self.act_copy, self.act_paste, self.act_duplicate, self.act_delete, None,
                self.act_select_all]

    def toolbar_actions(self):
        return list(self.tool_actions.values()) + [None, self.act_snap, self.act_grid_step]

    def fit(self) -> None:
        self._auto_fit = True
        d = self.document
        m = max(d.width, d.depth) * 0.04
        self.view.fit_rect(QRectF(-m, -m, d.width + 2 * m, d.depth + 2 * m))

    def zoom_by(self, factor: float) -> None:
        self._auto_fit = False
        self.view.zoom_by(factor)

    def start(self) -> None:
        super().start()
        QTimer.singleShot(0, self.fit)
        self._emit_status()

    def stop(self) -> None:
        """The document closes: cancel sight analyses and wait for them, then the checks."""
        self.sight.cancel()
        self.fairness.cancel()
        self.sight.wait()
        self.fairness.wait()
        super().stop()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._auto_fit:
            self.fit()

    def show_finding(self, finding) -> None:
        """Select the finding's objects, zoom to its place and outline it in red."""
        keys = []
        for subject in getattr(finding, "subjects", ()) or ():
            collection, obj = self.document.find(subject)
            if obj is not None:
                keys.append((collection, subject))
        self.scene.select_keys(keys)
        missing = (getattr(finding, "data", None) or {}).get("kind")
        if not keys and missing and self.ruleset is not None and self.ruleset.marker_kind(missing):
            # a marker the scenario needs and the table lacks: get ready to place one
            self.highlight.setVisible(False)
            self.start_placing_marker(missing)
            self.show_message(self.tr("Place the missing marker on the table"))
            return
        geom = finding.location.geometry if finding.location is not None else None
        if (geom is None or geom.is_empty) and keys:
            geom = union_all([object_geometry(c, self.document.collection(c)[i]) for c, i in keys])
        if geom is None or geom.is_empty:
            self.highlight.setVisible(False)
            return
        if geom.geom_type in ("Point", "MultiPoint"):
            r = max(self.document.width, self.document.depth) / 60
            self.highlight.setPath(path_for(geom.buffer(r)))
        else:
            self.highlight.setPath(path_for(geom))
        self.highlight.setVisible(True)
        self.highlight.setToolTip(finding.message)
        rect = rect_of(geom)
        min_w, min_h = self.document.width / 3, self.document.depth / 3
        grow_w, grow_h = max((min_w - rect.width()) / 2, rect.width() * 0.25), max((min_h - rect.height()) / 2,
                                                                                      rect.height() * 0.25)
        self._auto_fit = False
        self.view.fit_rect(rect.adjusted(-grow_w, -grow_h, grow_w, grow_h))

    # -- actions and menus ----------------------------------------------------------------------
    def _action(self, text, slot, shortcut=None, checkable=False, tip="") -> QAction:
        action = QAction(text, self)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        names = {"select": self.tr("Select and Move"), "vertices": self.tr("Edit Corners"),
                 "rectangle": self.tr("Rectangle"), "ellipse": self.tr("Ellipse"), "polygon": self.tr("Polygon"),
                 "walls": self.tr("Walls"), "marker": self.tr("Place Marker"), "measure": self.tr("Measure"), "sight": self.tr("Line of Sight")}
        tips = {"select": self.tr("Select (Shift adds), drag to move, handles rotate (Shift: 15°) and scale"),
                "vertices": self.tr("Drag corners, double-click an edge to add one, Delete removes the current one"),
                "rectangle": self.tr("Drag a rectangle of the palette's kind (Shift: square)"),
                "ellipse": self.tr("Drag an ellipse of the palette's kind (Shift: circle)"),
                "polygon": self.tr("Click corners; double-click or Enter closes, Esc cancels"),
                "walls": self.tr("Drag inside a ruin or building to stand a wall in it: walls block sight, the open "
                                 "floor does not (Shift: straight)"),
                "marker": self.tr("Click to place the palette's scenario marker"),
                "measure": self.tr("Drag to measure; from one object to another shows the edge-to-edge gap"),
                "sight": self.tr("Click or drag a point: sight lines to the table, green clear, orange partial, "
                                 "red blocked")}
        group = QActionGroup(self)
        group.setExclusive(True)
        self.tool_actions: dict[str, QAction] = {}
        for name, text in names.items():
            action = self._action(text, lambda _=False, n=name: self.set_tool(n), TOOL_KEYS[name], True,
                                  f"{tips[name]} ({TOOL_KEYS[name]})")
            action.setObjectName(f"tool-{name}")
            action.setIcon(tool_icon(name))
            group.addAction(action)
            self.tool_actions[name] = action
        self.act_snap = self._action(self.tr("Snap to Grid"), self._toggle_snap, "Ctrl+'", True,
                                     self.tr("Snap drawing and moving to the grid (hold Alt for a free move)"))
        self.act_snap.setChecked(True)
        self.act_snap.setIcon(tool_icon("snap"))
        self.grid_step_box = QDoubleSpinBox()
        self.grid_step_box.setObjectName("grid-step")
        self.grid_step_box.setDecimals(2)
        self.grid_step_box.setRange(0.05, 1000.0)
        self.grid_step_box.setPrefix(self.tr("Grid "))
        self.grid_step_box.setSuffix(f" {self.document.unit.label}" if self.document.unit.value != "in" else '"')
        self.grid_step_box.setValue(from_mm(self.scene.grid_step_mm, self.document.unit, self.document.ud_mm))
        self.grid_step_box.setToolTip(self.tr("Grid and snapping step; arrow keys nudge by it"))
        self.grid_step_box.setKeyboardTracking(False)
        self.grid_step_box.valueChanged.connect(self.set_grid_step)
        self.act_grid_step = QWidgetAction(self)
        self.act_grid_step.setDefaultWidget(self.grid_step_box)
        self.act_grid = self._action(self.tr("Show Grid"), self._toggle_grid, None, True)
        self.act_grid.setChecked(True)

        m = QMenu(self.tr("&Table"), self)
        self.table_menu = m
        deploy = m.addMenu(self.tr("&Deployment"))
        self.deployment_actions: dict[str, QAction] = {}
        for preset in self.ruleset.deployment_presets() if self.ruleset else []:
            a = deploy.addAction(preset["name"], lambda p=preset["id"]: self.apply_deployment(p))
            self.deployment_actions[preset["id"]] = a
        deploy.setEnabled(bool(self.deployment_actions))
        m.addSeparator()
        self.act_select_all = m.addAction(self.tr("Select &All"), self.select_all, QKeySequence.SelectAll)
        self.act_cut = m.addAction(self.tr("Cu&t"), self.cut_selection, QKeySequence.Cut)
        self.act_copy = m.addAction(self.tr("&Copy"), self.copy_selection, QKeySequence.Copy)
        self.act_paste = m.addAction(self.tr("&Paste"), self.paste, QKeySequence.Paste)
        self.act_duplicate = m.addAction(self.tr("&Duplicate"), self.duplicate_selection, QKeySequence("Ctrl+D"))
        self.act_delete = m.addAction(self.tr("De&lete"), self.delete_key, QKeySequence.Delete)
        m.addSeparator()
        sym = m.addMenu(self.tr("&Symmetry"))
        sym.addAction(self.tr("Mirrored Copy, Left to Right"), lambda: self.symmetric_copy("x"))
        sym.addAction(self.tr("Mirrored Copy, Top to Bottom"), lambda: self.symmetric_copy("y"))
        sym.addAction(self.tr("Copy Turned 180° About the Centre"), lambda: self.symmetric_copy("180"))
        sym.addSeparator()
        sym.addAction(self.tr("Flip Horizontally"), lambda: self.flip_selection("x"))
        sym.addAction(self.tr("Flip Vertically"), lambda: self.flip_selection("y"))
        sym.addAction(self.tr("Rotate 90° Clockwise"), lambda: self.rotate_selection(90))
        sym.addAction(self.tr("Rotate 90° Counter-clockwise"), lambda: self.rotate_selection(-90))
        align = m.addMenu(self.tr("&Align"))
        for mode, text in (("left", self.tr("Left Edges")), ("hcenter", self.tr("Centres Horizontally")),
                           ("right", self.tr("Right Edges")), ("top", self.tr("Top Edges")),
                           ("vcenter", self.tr("Centres Vertically")), ("bottom", self.tr("Bottom Edges"))):
            align.addAction(text, lambda mo=mode: self.align_selection(mo))
        align.addSeparator()
        align.addAction(self.tr("Distribute Horizontally"), lambda: self.distribute_selection("x"))
        align.addAction(self.tr("Distribute Vertically"), lambda: self.distribute_selection("y"))
        m.addAction(self.tr("&Raise"), lambda: self.restack_selection(+1), QKeySequence("Ctrl+]"))
        m.addAction(self.tr("&Lower"), lambda: self.restack_selection(-1), QKeySequence("Ctrl+["))
        m.addSeparator()
        tools = m.addMenu(self.tr("&Tools"))
        for a in self.tool_actions.values():
            tools.addAction(a)
        m.addAction(self.act_snap)
        m.addAction(self.act_grid)
        self.act_labels = m.addAction(self.tr("Show &Labels"))
        self.act_labels.setCheckable(True)
        self.act_labels.setChecked(True)
        self.act_labels.toggled.connect(self.scene.set_labels_visible)
        m.addAction(self.tr("Grid &Step…"), self.ask_grid_step)
        m.addSeparator()
        m.addAction(self.tr("Tools and &Keys…"), self.show_keys)

        s = QMenu(self.tr("&Sight"), self)
        self.sight_menu = s
        s.addAction(self.tool_actions["sight"])
        self.act_lane = s.addAction(self.tr("Show Widest Firing &Lane"))
        self.act_lane.setCheckable(True)
        self.act_lane.toggled.connect(self.sight.set_lane)
        self.act_cover = s.addAction(self.tr("Show &Cover Availability"))
        self.act_cover.setCheckable(True)
        self.act_cover.toggled.connect(self.sight.set_cover)
        self.exposure_menu = s.addMenu(self.tr("&Exposure Heatmap"))
        self.exposure_menu.aboutToShow.connect(self._fill_exposure_menu)
        self._fill_exposure_menu()
        s.addSeparator()
        s.addAction(self.tr("Compare the Sides (Fairness)"), self.show_fairness)
        s.addAction(self.tr("Cancel Sight Analysis"), self.sight.cancel)
        s.addAction(self.tr("Clear Sight Overlays"), self.clear_sight)

    def keys_text(self) -> str:
        """The canvas's tools, mouse and keys in a few lines (Table > Tools and Keys)."""
        rows = [(self.tr("Tools"), ", ".join(f"{a.text()} ({TOOL_KEYS[n]})" for n, a in self.tool_actions.items())),
                (self.tr("Zoom"), self.tr("mouse wheel around the cursor; Ctrl+0 fits the table")),
                (self.tr("Pan"), self.tr("middle button drag, or hold Space and drag")),
                (self.tr("Select"), self.tr("click; Shift+click adds or removes; drag on empty table for a box")),
                (self.tr("Move"), self.tr("drag (one undo step); arrow keys nudge by the grid step, Shift+arrows by a tenth; "
                                          "Alt while dragging: off the grid")),
                (self.tr("Rotate, scale"), self.tr("the round handle turns (Shift: 15° steps); the square handle resizes "
                                                   "(Shift: keep proportions)")),
                (self.tr("Polygon"), self.tr("click corners; double-click, Enter or the first corner closes; Backspace "
                                             "removes the last; Esc cancels")),
                (self.tr("Corners"), self.tr("Edit Corners: drag a corner; double-click an edge adds one; Delete removes "
                                             "the current one")),
                (self.tr("Symmetry"), self.tr("Table > Symmetry: mirrored or 180° copies for fair layouts")),
                (self.tr("Findings"), self.tr("click one in the Validation panel to select and zoom to it")),
                (self.tr("Edit"), self.tr("Ctrl+Z / Ctrl+Shift+Z undo and redo; Ctrl+C, Ctrl+X, Ctrl+V; Ctrl+D duplicates; "
                                          "Delete removes"))]
        return "<table>" + "".join(f"<tr><td><b>{a}</b>&nbsp;&nbsp;</td><td>{b}</td></tr>" for a, b in rows) + "</table>"

    def show_keys(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Information, self.tr("Tools and Keys"), self.keys_text(), QMessageBox.Close, self)
        box.setObjectName("TableKeysDialog")
        box.open()

    def _fill_exposure_menu(self) -> None:
        menu = self.exposure_menu
        menu.clear()
        group = QActionGroup(menu)
        self.exposure_actions = {}
        for side in [None] + self.document.sides():
            text = self.tr("Off") if side is None else self.tr("Seen From Side %s") % side
            a = menu.addAction(text)
            a.setCheckable(True)
            a.setChecked(self.sight.exposure_side == side)
            group.addAction(a)
            a.triggered.connect(lambda _=False, sd=side: self.sight.set_exposure_side(sd))
            self.exposure_actions[side] = a

    def export_dialog(self) -> None:
        """File > Export: a printable sheet of the table as PDF or PNG."""
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        from ..export import export_file

        base = self.qdoc.path.with_suffix(".pdf") if self.qdoc.path else f"{self.document.name}.pdf"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export Table"), str(base),
                                              self.tr("PDF (*.pdf);;PNG image (*.png)"))
        if not path:
            return
        try:
            export_file(self.document.snapshot(), self.ruleset, path)
        except (OSError, ValueError) as exc:
            QMessageBox.warning(self, self.tr("Cannot export"), str(exc))
            return
        self.show_message(self.tr("Exported %s") % path)

    def print_dialog(self) -> None:
        """File > Print: the same sheet as the export, on paper."""
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        from ..export import print_sheet

        printer = QPrinter(QPrinter.HighResolution)
        printer.setDocName(self.document.name)
        printer.setPageOrientation(QPageLayout.Landscape if self.document.width >= self.document.depth
                                   else QPageLayout.Portrait)
        if QPrintDialog(printer, self).exec() != QPrintDialog.Accepted:
            return
        try:
            print_sheet(self.document.snapshot(), self.ruleset, printer)
        except OSError as exc:
            self.show_message(str(exc))

    def show_fairness(self) -> None:
        self.fairness.show()
        self.fairness.raise_()
        self.fairness.compute()

    def clear_sight(self) -> None:
        self.sight.clear()
        self.act_lane.setChecked(False)
        self.act_cover.setChecked(False)

    def set_progress(self, fraction) -> None:
        """Progress of a sight computation in the status bar (None: finished)."""
        if fraction is None:
            self.statusChanged.emit({"message": ""})
        else:
            self.statusChanged.emit({"message": self.tr("Computing sight… %s%% (Sight > Cancel to stop)")
                                     % int(fraction * 100)})

    def context_menu(self, global_pos, scene_pos: QPointF) -> QMenu:
        """Right-click on the canvas: what can be done with the object under the cursor."""
        item = self.scene.object_item_at(scene_pos, self.view.transform())
        if item is not None and not item.isSelected():
            self.scene.select_keys([item.key])
        menu = QMenu(self)
        has = bool(self.selected())
        for text, slot, enabled in (
                (self.tr("Duplicate"), self.duplicate_selection, has),
                (self.tr("Delete"), self.delete_selection, has),
                (None, None, None),
                (self.tr("Mirrored Copy, Left to Right"), lambda: self.symmetric_copy("x"), has),
                (self.tr("Mirrored Copy, Top to Bottom"), lambda: self.symmetric_copy("y"), has),
                (self.tr("Copy Turned 180° About the Centre"), lambda: self.symmetric_copy("180"), has),
                (None, None, None),
                (self.tr("Raise"), lambda: self.restack_selection(+1), has),
                (self.tr("Lower"), lambda: self.restack_selection(-1), has),
                (self.tr("Zoom to Selection"), self.zoom_to_selection, has),
                (None, None, None),
                (self.tr("Line of Sight From Here"), lambda: self.sight.sight_from(scene_pos), self.ruleset is not None)):
            if text is None:
                menu.addSeparator()
                continue
            action = menu.addAction(text, slot)
            action.setEnabled(bool(enabled))
        return menu

    def set_tool(self, name: str) -> None:
        tool = self.tools[name]
        self.tool = tool
        self.view.set_tool(tool)
        self.tool_actions[name].setChecked(True)

    def _toggle_snap(self, on: bool) -> None:
        self.snapping = on

    def _toggle_grid(self, on: bool) -> None:
        self.scene.grid_visible = on
        self.scene.update()

    def set_grid_step(self, step_in_unit: float) -> None:
        if step_in_unit > 0:
            self.scene.grid_step_mm = to_mm(step_in_unit, self.document.unit, self.document.ud_mm)
            self.scene.update()
            if abs(self.grid_step_box.value() - step_in_unit) > 1e-9:
                self.grid_step_box.blockSignals(True)
                self.grid_step_box.setValue(step_in_unit)
                self.grid_step_box.blockSignals(False)

    def ask_grid_step(self) -> None:
        current = from_mm(self.scene.grid_step_mm, self.document.unit, self.document.ud_mm)
        value, ok = QInputDialog.getDouble(self, self.tr("Grid step"),
                                           self.tr("Grid step (%s):") % self.document.unit.label, current, 0.01, 1000, 2)
        if ok:
            self.set_grid_step(value)

    # -- helpers used by tools and panels -------------------------------------------------------
    def snap_point(self, pos: QPointF) -> QPointF:
        if not self.snapping:
            return QPointF(pos)
        x, y = self.scene.snap(pos.x(), pos.y())
        return QPointF(x, y)

    def length(self, mm: float) -> str:
        return format_length(mm, self.document.unit, self.document.ud_mm, 2 if self.document.unit.value == "in" else 1)

    def show_message(self, text: str) -> None:
        self.statusChanged.emit({"message": text})

    def push(self, command) -> None:
        self.qdoc.push(command)

    def push_changes(self, changes, text: str, merge_key: str | None = None) -> bool:
        """Push one step replacing objects by changed copies; nothing when nothing changed."""
        command = ChangeObjects(self.document, changes, text, merge_key)
        if not command.changes_anything():
            return False
        self.qdoc.push(command)
        return True

    def add_objects(self, objects, text: str) -> list[tuple[str, str]]:
        command = AddTableObjects(self.document, objects, text)
        self.qdoc.push(command)
        keys = command.keys()
        self.scene.select_keys(keys)
        return keys

    def _target(self) -> tuple[str, str]:
        if ":" in self.target:
            c, k = self.target.split(":", 1)
            return c, k
        kinds = self.ruleset.terrain_kinds() if self.ruleset else []
        return "pieces", kinds[0]["id"] if kinds else "terrain"

    def _target_changed(self, key: str) -> None:
        self.target = key
        if key.startswith("markers:"):
            kind = self.ruleset.marker_kind(key.split(":", 1)[1]) if self.ruleset else None
            if kind and kind.get("shape") != "area" and self.tool_name() != "marker":
                self.set_tool("marker")
        elif self.tool_name() == "marker":
            self.set_tool("rectangle")

    def tool_name(self) -> str:
        return next((n for n, t in self.tools.items() if t is self.tool), "")

    def create_drawn(self, geom) -> list[tuple[str, str]]:
        """Add what the palette's current entry makes, with a drawn shape."""
        collection, kind = self._target()
        doc = self.document
        if isinstance(geom, Polygon) and geom.is_valid and geom.area > 0:
            geom = oriented(geom)
        if collection == "zones":
            obj = DeploymentZone(doc.new_id("zone-"), kind, geom, self.tr("Side %s") % kind)
            return self.add_objects([("zones", obj)], self.tr("Draw deployment zone"))
        if collection == "markers":
            info = (self.ruleset.marker_kind(kind) if self.ruleset else None) or {}
            shape = info.get("shape", "area")
            if shape in ("point", "edge"):  # dropped where the shape was drawn (an edge marker takes the nearest edge)
                c = geom.centroid
                return self.place_marker(QPointF(c.x, c.y))
            obj = Marker(doc.new_id("marker-"), kind, geom)
            return self.add_objects([("markers", obj)], self.tr("Draw %s") % info.get("name", kind))
        obj = TerrainPiece(doc.new_id("piece-"), kind, geom)
        name = (self.scene.style.terrain_kind(kind) or {}).get("name", kind)
        return self.add_objects([("pieces", obj)], self.tr("Draw %s") % name)

    def place_marker(self, pos: QPointF, kind: str | None = None) -> list[tuple[str, str]]:
        collection, current = self._target()
        markers = self.ruleset.markers() if self.ruleset else []
        if kind is None:
            kind = current if collection == "markers" else (markers[0]["id"] if markers else "objective")
        info = (self.ruleset.marker_kind(kind) if self.ruleset else None) or {}
        shape = info.get("shape", "point")
        doc = self.document
        if shape == "edge":
            edge = min(("top", "bottom", "left", "right"), key=lambda e: doc.edge_line(e).distance(Point(pos.x(), pos.y())))
            geom = doc.edge_line(edge)
        elif shape == "area":
            r = min(doc.width, doc.depth) / 12
            geom = ellipse(pos.x(), pos.y(), r, r)
        else:
            geom = Point(pos.x(), pos.y())
        obj = Marker(doc.new_id("marker-"), kind, geom)
        return self.add_objects([("markers", obj)], self.tr("Place %s") % info.get("name", kind))

    def start_placing_marker(self, kind: str) -> None:
        self.palette.set_current(f"markers:{kind}")
        self.target = f"markers:{kind}"
        info = (self.ruleset.marker_kind(kind) if self.ruleset else None) or {}
        self.set_tool("rectangle" if info.get("shape") == "area" else "marker")
        self.view.setFocus()

    def default_piece_size(self) -> float:
        step = self.scene.grid_step_mm
        size = min(self.document.width, self.document.depth) / 6
        return max(step, round(size / step) * step)

    def drop_palette(self, what: str, pos: QPointF) -> None:
        collection, kind = what.split(":", 1)
        centre = self.snap_point(pos)
        if collection == "markers":
            self.place_marker(centre, kind)
            return
        s = self.default_piece_size()
        geom = rectangle(centre.x() - s / 2, centre.y() - s / 2, s, s)
        if collection == "zones":
            obj = DeploymentZone(self.document.new_id("zone-"), kind, geom, self.tr("Side %s") % kind)
            self.add_objects([("zones", obj)], self.tr("Add deployment zone"))
            return
        name = (self.scene.style.terrain_kind(kind) or {}).get("name", kind)
        self.add_objects([("pieces", TerrainPiece(self.document.new_id("piece-"), kind, geom))], self.tr("Add %s") % name)

    # -- edits on the selection ------------------------------------------------------------------------
    def selected(self):
        return self.scene.selected_object_items()

    def select_all(self) -> None:
        self.scene.select_keys([k for k, item in self.scene.items_by_key.items() if item.isVisible()])

    def delete_key(self) -> None:
        """Delete: the current corner while editing corners, otherwise the selection."""
        if self.tool_name() == "vertices" and self.tools["vertices"].handles.current:
            self.tools["vertices"].delete_current()
            return
        self.delete_selection()

    def delete_selection(self) -> None:
        keys = self.scene.selected_keys()
        if keys:
            self.push(RemoveTableObjects(self.document, keys, self.tr("Delete %n object(s)", "", len(keys))))

    def _copies(self, fn, text: str, mirror: str | None = None) -> list[tuple[str, str]]:
        """Add transformed copies of the selection (new ids; sides swapped for symmetric copies)."""
        items = self.selected()
        if not items:
            return []
        used: set[str] = set()
        objects = []
        sides = self.document.sides()
        for item in items:
            prefix = {"pieces": "piece-", "zones": "zone-", "markers": "marker-"}[item.collection]
            new_id = self.document.new_id(prefix, used)
            obj = replace(transformed(item.collection, item.obj, fn), id=new_id)
            if mirror and len(sides) == 2:
                other = {sides[0]: sides[1], sides[1]: sides[0]}
                if item.collection == "zones":
                    obj = replace(obj, side=other.get(obj.side, obj.side), edge=_mirrored_edge(obj.edge, mirror),
                                  label=obj.label.replace(f"Side {obj.side}", f"Side {other.get(obj.side, obj.side)}"))
                elif item.collection == "markers" and obj.side:
                    obj = replace(obj, side=other.get(obj.side, obj.side))
            if item.collection in ("pieces", "zones") and isinstance(object_geometry(item.collection, obj), Polygon):
                geom = object_geometry(item.collection, obj)
                if geom.is_valid:
                    obj = transformed(item.collection, obj, lambda g: oriented(g) if isinstance(g, Polygon) else g)
            objects.append((item.collection, obj))
        return self.add_objects(objects, text)

    def copy_selection(self) -> bool:
        """Put the selected objects on the clipboard as a small Wartable table (JSON text too)."""
        from PySide6.QtCore import QMimeData
        from PySide6.QtWidgets import QApplication

        from model import files
        from model.table import TableDocument

        items = self.selected()
        if not items:
            return False
        doc = self.document
        part = TableDocument(doc.name, doc.ruleset, doc.width, doc.depth, doc.unit,
                             pieces=[i.obj for i in items if i.collection == "pieces"],
                             zones=[i.obj for i in items if i.collection == "zones"],
                             markers=[i.obj for i in items if i.collection == "markers"], ud_mm=doc.ud_mm)
        text = files.dumps(part)
        data = QMimeData()
        data.setData(MIME_OBJECTS, text.encode("utf-8"))
        data.setText(text)
        QApplication.clipboard().setMimeData(data)
        self.show_message(self.tr("Copied %n object(s)", "", len(items)))
        return True

    def cut_selection(self) -> None:
        if self.copy_selection():
            keys = self.scene.selected_keys()
            self.push(RemoveTableObjects(self.document, keys, self.tr("Cut %n object(s)", "", len(keys))))

    def paste(self) -> list[tuple[str, str]]:
        """Add the clipboard's objects with new ids, where they were (moved aside over their originals)."""
        import json

        from PySide6.QtWidgets import QApplication

        from model import files
        from model.errors import DocumentError

        mime = QApplication.clipboard().mimeData()
        if mime is None or not mime.hasFormat(MIME_OBJECTS):
            self.show_message(self.tr("Nothing to paste: copy terrain, zones or markers first"))
            return []
        try:
            part = files.from_dict(json.loads(bytes(mime.data(MIME_OBJECTS)).decode("utf-8")))
        except (ValueError, DocumentError) as exc:
            self.show_message(self.tr("Cannot paste: %s") % exc)
            return []
        objects = [(c, o) for c in ("zones", "pieces", "markers") for o in part.collection(c).values()]
        overlap = any(o.id in self.document.collection(c) and self.document.collection(c)[o.id] == o for c, o in objects)
        step = self.scene.grid_step_mm * 2 if overlap else 0.0
        used: set[str] = set()
        new = []
        for c, o in objects:
            prefix = {"pieces": "piece-", "zones": "zone-", "markers": "marker-"}[c]
            moved = transformed(c, o, lambda g: affinity.translate(g, step, step)) if step else o
            new.append((c, replace(moved, id=self.document.new_id(prefix, used))))
        return self.add_objects(new, self.tr("Paste %n object(s)", "", len(new))) if new else []

    def duplicate_selection(self) -> list[tuple[str, str]]:
        step = self.scene.grid_step_mm * 2
        return self._copies(lambda g: affinity.translate(g, step, step),
                            self.tr("Duplicate %n object(s)", "", len(self.selected())))

    def symmetric_copy(self, mode: str) -> list[tuple[str, str]]:
        """Copies mirrored across the table's centre line (``x``: left-right, ``y``: top-bottom) or
        turned 180 degrees about its centre, with the deployment sides swapped."""
        cx, cy = self.document.width / 2, self.document.depth / 2
        if mode == "x":
            fn, text = (lambda g: affinity.scale(g, -1, 1, origin=(cx, cy))), self.tr("Mirror copy left to right")
        elif mode == "y":
            fn, text = (lambda g: affinity.scale(g, 1, -1, origin=(cx, cy))), self.tr("Mirror copy top to bottom")
        else:
            fn, text = (lambda g: affinity.rotate(g, 180, origin=(cx, cy))), self.tr("Copy turned 180 degrees")
        return self._copies(fn, text, mirror=mode)

    def _transform_selection(self, fn_for_box, text: str) -> bool:
        items = self.selected()
        if not items:
            return False
        box = union_all([object_geometry(i.collection, i.obj) for i in items]).bounds
        fn = fn_for_box(box)
        return self.push_changes([(i.collection, transformed(i.collection, i.obj, fn)) for i in items], text)

    def flip_selection(self, axis: str) -> bool:
        def make(box):
            c = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
            return (lambda g: affinity.scale(g, -1, 1, origin=c)) if axis == "x" else \
                (lambda g: affinity.scale(g, 1, -1, origin=c))
        return self._transform_selection(make, self.tr("Flip %n object(s)", "", len(self.selected())))

    def rotate_selection(self, degrees: float) -> bool:
        def make(box):
            c = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
            return lambda g: affinity.rotate(g, degrees, origin=c)
        return self._transform_selection(make, self.tr("Rotate %n object(s)", "", len(self.selected())))

    def align_selection(self, mode: str) -> bool:
        items = self.selected()
        if len(items) < 2:
            return False
        bounds = {i.key: object_geometry(i.collection, i.obj).bounds for i in items}
        x0 = min(b[0] for b in bounds.values())
        y0 = min(b[1] for b in bounds.values())
        x1 = max(b[2] for b in bounds.values())
        y1 = max(b[3] for b in bounds.values())
        changes = []
        for i in items:
            b = bounds[i.key]
            dx = {"left": x0 - b[0], "right": x1 - b[2], "hcenter": (x0 + x1) / 2 - (b[0] + b[2]) / 2}.get(mode, 0.0)
            dy = {"top": y0 - b[1], "bottom": y1 - b[3], "vcenter": (y0 + y1) / 2 - (b[1] + b[3]) / 2}.get(mode, 0.0)
            changes.append((i.collection, transformed(i.collection, i.obj,
                                                      lambda g, dx=dx, dy=dy: affinity.translate(g, dx, dy))))
        return self.push_changes(changes, self.tr("Align %n object(s)", "", len(items)))

    def distribute_selection(self, axis: str) -> bool:
        """Equal gaps between the selected objects along ``axis`` (the outermost stay put)."""
        items = self.selected()
        if len(items) < 3:
            return False
        lo, hi = (0, 2) if axis == "x" else (1, 3)
        bounds = {i.key: object_geometry(i.collection, i.obj).bounds for i in items}
        items.sort(key=lambda i: bounds[i.key][lo])
        total = sum(bounds[i.key][hi] - bounds[i.key][lo] for i in items)
        start = bounds[items[0].key][lo]
        end = max(bounds[i.key][hi] for i in items)
        gap = (end - start - total) / (len(items) - 1)
        pos = start
        changes = []
        for i in items:
            b = bounds[i.key]
            d = pos - b[lo]
            dx, dy = (d, 0.0) if axis == "x" else (0.0, d)
            changes.append((i.collection, transformed(i.collection, i.obj,
                                                      lambda g, dx=dx, dy=dy: affinity.translate(g, dx, dy))))
            pos += (b[hi] - b[lo]) + gap
        return self.push_changes(changes, self.tr("Distribute %n object(s)", "", len(items)))

    def restack_selection(self, delta: int) -> None:
        """Raise (+1) or lower (-1) the selected pieces in the drawing order."""
        pieces = [i for i in self.selected() if i.collection in ("pieces", "zones", "markers")]
        if not pieces:
            return
        self.qdoc.undo_stack.beginMacro(self.tr("Raise") if delta > 0 else self.tr("Lower"))
        order = sorted(pieces, key=lambda i: list(self.document.collection(i.collection)).index(i.obj_id),
                       reverse=delta > 0)
        for item in order:
            ids = list(self.document.collection(item.collection))
            index = ids.index(item.obj_id)
            new = max(0, min(len(ids) - 1, index + delta))
            if new != index:
                self.push(ReorderObject(self.document, item.collection, item.obj_id, new,
                                        self.tr("Raise") if delta > 0 else self.tr("Lower")))
        self.qdoc.undo_stack.endMacro()
        self.scene.select_keys([i.key for i in pieces])

    def apply_deployment(self, preset_id: str) -> None:
        """Replace the deployment zones by a ruleset preset's, as one undo step."""
        doc = self.document
        sides = tuple(doc.sides()[:2]) if len(doc.sides()) >= 2 else ("A", "B")
        others = {str(i) for name in ("pieces", "markers") for i in doc.collection(name)}
        ids = tuple(i if i not in others else f"{i}-{n}" for n, i in enumerate(("zone-a", "zone-b")))
        zones = deployment_zones(self.ruleset, preset_id, doc.width, doc.depth, sides=sides, ids=ids)
        name = next((p["name"] for p in self.ruleset.deployment_presets() if p["id"] == preset_id), preset_id)
        self.push(ApplyDeploymentPreset(doc, zones, self.tr("Apply deployment: %s") % name))
        self.scene.select_keys([("zones", z.id) for z in zones])

    def zoom_to_selection(self) -> None:
        items = self.selected()
        if not items:
            return
        rect = rect_of(union_all([object_geometry(i.collection, i.obj) for i in items]))
        m = max(rect.width(), rect.height(), self.scene.grid_step_mm * 10) * 0.3
        self._auto_fit = False
        self.view.fit_rect(rect.adjusted(-m, -m, m, m))

    # -- following the model and the view --------------------------------------------------------------
    def _refresh_tools(self) -> None:
        """Handles follow the selection, the shapes and the zoom."""
        for tool in self.tools.values():
            if hasattr(tool, "refresh"):
                tool.refresh()

    def _selection_changed(self) -> None:
        self._refresh_tools()
        self.layers.sync_selection()
        self.properties.refresh()
        self._emit_status()

    def _model_changed(self, change) -> None:
        # one command may change many objects: per change only the cheap updates; handles and
        # status once, when control returns to the event loop
        self.layers.on_change(change)
        self.properties.refresh(change)
        self.highlight.setVisible(False)  # the finding it showed is about the old shapes
        self._after_changes.start()

    def _refresh_after_changes(self) -> None:
        self._refresh_tools()
        self._emit_status()

    def _cursor_moved(self, pos: QPointF) -> None:
        u, ud = self.document.unit, self.document.ud_mm
        digits = 2 if u.value in ("in", "ud") else 1
        self.statusChanged.emit({"cursor": self.tr("x %1, y %2").replace("%1", format_length(pos.x(), u, ud, digits))
                                 .replace("%2", format_length(pos.y(), u, ud, digits))})

    def _zoom_changed(self, scale: float) -> None:
        self._refresh_tools()
        self._emit_status()

    def _emit_status(self) -> None:
        dpi = self.logicalDpiX() or 96
        real = self.view.scale_factor() / (dpi / 25.4) * 100
        items = self.selected()
        if items:
            x0, y0, x1, y1 = union_all([object_geometry(i.collection, i.obj) for i in items]).bounds
            sel = self.tr("%1 selected: %2 x %3").replace("%1", str(len(items))) \
                .replace("%2", self.length(x1 - x0)).replace("%3", self.length(y1 - y0))
        else:
            sel = self.tr("Nothing selected")
        self.statusChanged.emit({"zoom": self.tr("Zoom %s%% of real size") % (f"{real:.0f}" if real >= 1 else f"{real:.1f}"),
                                 "selection": sel})


def _mirrored_edge(edge, mode: str):
    if edge is None:
        return None
    if mode == "x":
        return {"left": "right", "right": "left"}.get(edge, edge)
    if mode == "y":
        return {"top": "bottom", "bottom": "top"}.get(edge, edge)
    return {"left": "right", "right": "left", "top": "bottom", "bottom": "top"}[edge]

