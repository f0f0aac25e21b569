"""The table editor's actions and menus: one action per tool with its key, the Table menu,
the canvas's context menu and the Tools and Keys summary."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from ..icons import tool_icon

TOOL_KEYS = {"select": "S", "vertices": "V", "rectangle": "R", "ellipse": "E", "polygon": "P", "walls": "W",
             "marker": "M", "measure": "D", "sight": "L"}


class TableActions:
    """Mixin of :class:`~editor.table.editor.TableEditor`: its actions and menus."""

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
        self._build_tool_actions()
        self._build_grid_actions()
        self._build_table_menu()
        self._build_sight_menu()

    def _build_tool_actions(self) -> None:
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

    def _build_table_menu(self) -> None:
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
        m.addAction(self.tr("Grid &Step…"), self.ask_grid_step)  # Tools and Keys: under Help
        m.addSeparator()
        self.act_generate = m.addAction(self.tr("&Generate…"), self.generate_layouts)
        self.act_generate.setEnabled(self.ruleset is not None)

    def generate_layouts(self):
        """Table > Generate…: layouts from the club's stock around the pieces already placed."""
        from ..generate_dialog import GenerateDialog

        opener = getattr(self.window(), "add_document", None)
        dialog = GenerateDialog(self.qdoc, self.ruleset, self,
                                (lambda doc: opener(doc, None, True)) if opener is not None else None)
        dialog.setAttribute(Qt.WA_DeleteOnClose)
        dialog.show()
        return dialog

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
        box.setTextFormat(Qt.RichText)  # the application's own table of keys
        box.setObjectName("TableKeysDialog")
        box.open()

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
