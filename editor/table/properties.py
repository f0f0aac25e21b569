"""The properties panel: the selected object's label, kind, height and overrides, and its exact
position and size in the table's unit; with nothing selected, the table and its scenario."""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (QApplication, QCheckBox, QComboBox, QDockWidget, QDoubleSpinBox, QFormLayout, QGroupBox, QHBoxLayout,
                               QLabel, QLineEdit, QPlainTextEdit, QPushButton, QScrollArea, QSpinBox, QVBoxLayout,
                               QWidget)
from shapely import affinity
from shapely.geometry import Point

from model.display import marker_name, piece_name, quoted, zone_name
from model.table import Scenario, resolve_terrain
from model.units import format_length, from_mm, to_mm

from ..commands import SetField
from ..i18n import number
from ..spinbox import show_value
from .items import movement_words, object_geometry, transformed


class CommitTextEdit(QPlainTextEdit):
    """A multi-line text field that reports its text when it loses focus."""

    committed = Signal(str)

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.committed.emit(self.toPlainText())


#: the fields of a piece, a zone and a marker that hold its shape on the table (not its walls: the panel
#: counts them)
SHAPE_FIELDS = {"footprint", "polygon", "geometry"}


class PropertiesDock(QDockWidget):
    """Edits go through the editor's undo stack; the panel refreshes from the model's events."""

    def __init__(self, editor, parent: QWidget | None = None):
        super().__init__(editor.tr("Properties"), parent)
        self.setObjectName("TablePropertiesDock")
        self.setProperty("defaultArea", Qt.RightDockWidgetArea)
        self.editor = editor
        self.document = editor.document
        self.ruleset = editor.ruleset
        self.scroll = QScrollArea(self)
        self.scroll.setWidgetResizable(True)
        self.scroll.setObjectName("TablePropertiesScroll")
        self.setWidget(self.scroll)
        self.fields: dict[str, QWidget] = {}
        self._keys: tuple = ("none",)
        self._pending = False
        self.rebuild()

    # -- helpers --------------------------------------------------------------------------------
    @property
    def unit(self):
        return self.document.unit

    def _u(self, mm: float) -> float:
        return from_mm(mm, self.unit, self.document.ud_mm)

    def _mm(self, value: float) -> float:
        return to_mm(value, self.unit, self.document.ud_mm)

    def _length_box(self, name: str, minimum: float = -100000.0) -> QDoubleSpinBox:
        box = QDoubleSpinBox()
        box.setObjectName(f"prop-{name}")
        box.setDecimals(2 if self.unit.value in ("in", "ud") else 1)
        box.setRange(minimum, 100000.0)
        box.setSuffix(f" {self.unit.label}" if self.unit.value != "in" else '"')
        box.setKeyboardTracking(False)
        box.setAccelerated(True)
        self.fields[name] = box
        return box

    def _line(self, name: str, text: str) -> QLineEdit:
        edit = QLineEdit(text)
        edit.setCursorPosition(0)  # a long name shows its beginning, not its end
        edit.setObjectName(f"prop-{name}")
        self.fields[name] = edit
        return edit

    def _text_area(self, name: str, text: str, height: int) -> CommitTextEdit:
        edit = CommitTextEdit(text)
        edit.setObjectName(f"prop-{name}")
        edit.setFixedHeight(height)
        self.fields[name] = edit
        return edit

    def _combo(self, name: str, entries: list[tuple[str, object]], current) -> QComboBox:
        combo = QComboBox()
        combo.setObjectName(f"prop-{name}")
        # long names (deployment presets, scenarios) must not widen the dock and shrink the table
        combo.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(10)
        for text, data in entries:
            combo.addItem(text, data)
        index = next((i for i, (_t, d) in enumerate(entries) if d == current), 0)
        combo.setCurrentIndex(index)
        self.fields[name] = combo
        return combo

    def _items(self):
        return self.editor.scene.selected_object_items()

    # -- building -------------------------------------------------------------------------------
    def refresh(self, change=None) -> None:
        """Follow the selection and model changes (values only when the same objects stay selected)."""
        keys = tuple(self.editor.scene.selected_keys()) or ("none",)
        if keys == self._keys and change is not None and keys != ("none",):
            if change.collection == "document" or not set(change.ids) & {k[1] for k in keys}:
                return
            if change.action == "changed" and set(change.fields) <= SHAPE_FIELDS and not self._pending \
                    and self._show_geometry():
                return  # moved, turned or resized (a drop): the form stays, its numbers follow
        self.schedule_rebuild()

    def _show_geometry(self) -> bool:
        """The position and size boxes show the selected objects' new bounds (without their signals: no
        edit); False when the panel has no such boxes."""
        items = self._items()
        if not items or "x" not in self.fields:
            return False
        x0, y0, x1, y1 = _bounds(items)
        for name, mm in (("x", x0), ("y", y0), ("width", x1 - x0), ("depth", y1 - y0)):
            if name in self.fields:
                show_value(self.fields[name], self._u(mm))
        area = self.scroll.widget().findChild(QLabel, "prop-area")
        if area is not None and len(items) == 1:
            area.setText(self._area_text(object_geometry(items[0].collection, items[0].obj).area))
        return True

    def schedule_rebuild(self) -> None:
        """Rebuild once control returns to the event loop (never inside a field's own signal)."""
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self.rebuild)

    def rebuild(self) -> None:
        if self.editor.view.holding():  # a piece just picked up: its form when the hand lets go
            self.editor.view.after_release(self.rebuild)
            return
        self._pending = False
        focus = QApplication.focusWidget()
        focused_name = focus.objectName() if focus is not None and self.isAncestorOf(focus) else ""
        self.fields = {}
        self._keys = tuple(self.editor.scene.selected_keys()) or ("none",)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        items = self._items()
        if not items:
            self._table_form(layout)
        elif len(items) == 1:
            item = items[0]
            {"pieces": self._piece_form, "zones": self._zone_form, "markers": self._marker_form}[item.collection](layout, item)
            self._geometry_form(layout, items)
        else:
            layout.addWidget(_note(self.tr("%n objects selected", "", len(items))))
            if all(i.collection == "pieces" for i in items):
                box = QGroupBox(self.tr("Terrain"))
                form = _form(box)
                kinds = {i.obj.kind for i in items}
                combo = self._kind_combo(kinds.pop() if len(kinds) == 1 else None)
                combo.activated.connect(lambda _i, c=combo: self._set_on_all("kind", c.currentData(), self.tr("Change kind")))
                form.addRow(self.tr("Kind"), combo)
                layout.addWidget(box)
            self._geometry_form(layout, items)
        layout.addStretch(1)
        old = self.scroll.takeWidget()
        if old is not None:
            old.deleteLater()
        self.scroll.setWidget(body)
        if focused_name and focused_name in {f"prop-{n}" for n in self.fields}:
            self.fields[focused_name[5:]].setFocus()

    def _kind_combo(self, current) -> QComboBox:
        entries = [(k["name"], k["id"]) for k in (self.ruleset.terrain_kinds() if self.ruleset else [])]
        if current is not None and current not in [d for _t, d in entries]:
            unknown = self.tr("unknown")  # outside the f-string: lupdate does not read inside one
            entries.append((f"{current} ({unknown})", current))
        if current is None:
            entries.insert(0, (self.tr("(mixed)"), None))
        return self._combo("kind", entries, current)

    def _piece_form(self, layout, item) -> None:
        piece = item.obj
        box = QGroupBox(self.tr("Terrain piece %s") % quoted(piece_name(piece, self.ruleset)))
        form = _form(box)
        label = self._line("label", piece.label)
        label.setPlaceholderText(self.tr("shown on the table and in print"))
        label.editingFinished.connect(lambda: self._update_one(item, "label", label.text(), self.tr("Rename piece")))
        form.addRow(self.tr("Label"), label)
        kind = self._kind_combo(piece.kind)
        kind.activated.connect(lambda _i: self._update_one(item, "kind", kind.currentData(), self.tr("Change kind")))
        form.addRow(self.tr("Kind"), kind)
        kind_info = self.ruleset.terrain_kind(piece.kind) if self.ruleset else None
        resolved = resolve_terrain(piece, self.ruleset) if self.ruleset else None
        default_height = (kind_info or {}).get("height") or 0.0
        row = QHBoxLayout()
        override = QCheckBox(self.tr("Own height"))
        override.setObjectName("prop-height-override")
        override.setToolTip(self.tr("Give this piece its own height instead of its kind's"))
        override.setChecked(piece.height is not None)
        height = self._length_box("height", 0.0)
        height.setValue(self._u(piece.height if piece.height is not None else default_height))
        height.setEnabled(piece.height is not None)
        height.setToolTip(self.tr("The kind's height is %s") % format_length(default_height, self.unit, self.document.ud_mm))
        override.toggled.connect(lambda on: self._update_one(
            item, "height", self._mm(height.value()) if on else None,
            self.tr("Set piece height") if on else self.tr("Use kind height")))
        height.valueChanged.connect(lambda v: self._update_one(item, "height", self._mm(v), self.tr("Set piece height"),
                                                               merge=True))
        row.addWidget(override)
        row.addWidget(height, 1)
        form.addRow(self.tr("Height"), row)
        for name, label_text, choices in (
                ("blocking", self.tr("Blocks sight"), [("full", self.tr("fully")), ("height", self.tr("up to its height")),
                                                        ("none", self.tr("no"))]),
                ("cover", self.tr("Gives cover"), [(True, self.tr("yes")), (False, self.tr("no"))]),
                ("area", self.tr("Area terrain"), [("none", self.tr("no")), ("hides-inside", self.tr("hides models inside"))])):
            step = {"blocking": self.tr("Change sight blocking of %s"), "cover": self.tr("Change cover of %s"),
                    "area": self.tr("Change area terrain of %s")}[name] % piece_name(piece, self.ruleset)
            default = getattr(resolved, name) if resolved else None
            default_text = dict(choices).get((kind_info or {}).get(name, default), str(default))
            entries = [(self.tr("as kind (%s)") % default_text, None)] + [(t, v) for v, t in choices]
            combo = self._combo(name, entries, getattr(piece, name))
            combo.activated.connect(lambda _i, n=name, c=combo, t=step: self._update_one(item, n, c.currentData(), t))
            form.addRow(label_text, combo)
        walls = QHBoxLayout()
        count = _note(self.tr("%n standing wall(s)", "", len(piece.walls)) if piece.walls
                      else self.tr("none (Walls tool, W)"))
        count.setObjectName("prop-walls")
        count.setToolTip(self.tr("Walls block sight; with walls, the rest of the footprint is open floor"))
        walls.addWidget(count, 1)
        if piece.walls:
            clear = QPushButton(self.tr("Remove"))
            clear.setObjectName("prop-walls-remove")
            clear.setToolTip(self.tr("Remove this piece's walls: its whole footprint blocks sight again"))
            clear.clicked.connect(lambda: self._update_one(item, "walls", (), self.tr("Remove walls")))
            walls.addWidget(clear)
        form.addRow(self.tr("Walls"), walls)
        notes = self._line("notes", piece.notes)
        notes.editingFinished.connect(lambda: self._update_one(item, "notes", notes.text(), self.tr("Edit notes")))
        form.addRow(self.tr("Notes"), notes)
        if resolved is not None:
            info = _note(self.tr("Movement: %s") % movement_words(resolved.movement))
            info.setForegroundRole(QPalette.PlaceholderText)  # dimmed, on a light or a dark palette
            form.addRow("", info)
        layout.addWidget(box)

    def _zone_form(self, layout, item) -> None:
        zone = item.obj
        box = QGroupBox(self.tr("Deployment zone %s") % quoted(zone_name(zone)))
        form = _form(box)
        side = self._line("side", zone.side)
        side.editingFinished.connect(lambda: side.text().strip() and self._update_one(
            item, "side", side.text().strip(), self.tr("Change zone side")))
        form.addRow(self.tr("Side"), side)
        label = self._line("label", zone.label)
        label.editingFinished.connect(lambda: self._update_one(item, "label", label.text(), self.tr("Rename zone")))
        form.addRow(self.tr("Label"), label)
        edges = [("top", self.tr("top")), ("bottom", self.tr("bottom")), ("left", self.tr("left")),
                 ("right", self.tr("right"))]
        edge = self._combo("edge", [(self.tr("none"), None)] + [(t, e) for e, t in edges], zone.edge)
        edge.activated.connect(lambda _i: self._update_one(item, "edge", edge.currentData(), self.tr("Change zone edge")))
        form.addRow(self.tr("Table edge"), edge)
        layout.addWidget(box)

    def _marker_form(self, layout, item) -> None:
        marker = item.obj
        box = QGroupBox(self.tr("Marker %s") % quoted(marker_name(marker, self.ruleset)))
        form = _form(box)
        kinds = [(m["name"], m["id"]) for m in (self.ruleset.markers() if self.ruleset else [])]
        if marker.kind not in [d for _t, d in kinds]:
            kinds.append((marker.kind, marker.kind))
        kind = self._combo("kind", kinds, marker.kind)
        kind.activated.connect(lambda _i: self._update_one(item, "kind", kind.currentData(), self.tr("Change marker kind")))
        form.addRow(self.tr("Kind"), kind)
        label = self._line("label", marker.label)
        label.editingFinished.connect(lambda: self._update_one(item, "label", label.text(), self.tr("Rename marker")))
        form.addRow(self.tr("Label"), label)
        side = self._line("side", marker.side or "")
        side.setPlaceholderText(self.tr("any side"))
        side.editingFinished.connect(lambda: self._update_one(item, "side", side.text().strip() or None,
                                                              self.tr("Change marker side")))
        form.addRow(self.tr("Side"), side)
        layout.addWidget(box)

    def _geometry_form(self, layout, items) -> None:
        box = QGroupBox(self.tr("Position and size"))
        form = _form(box)
        geoms = [object_geometry(i.collection, i.obj) for i in items]
        x0, y0, x1, y1 = _bounds(items)
        point = len(items) == 1 and isinstance(geoms[0], Point)
        x = self._length_box("x")
        y = self._length_box("y")
        x.setValue(self._u(x0))
        y.setValue(self._u(y0))
        x.valueChanged.connect(lambda v: self._translate(items, self._mm(v) - _bounds(items)[0], 0.0, "x"))
        y.valueChanged.connect(lambda v: self._translate(items, 0.0, self._mm(v) - _bounds(items)[1], "y"))
        form.addRow(self.tr("X (from left)") if not point else self.tr("X"), x)
        form.addRow(self.tr("Y (from top)") if not point else self.tr("Y"), y)
        if not point:
            w = self._length_box("width", 0.01)
            d = self._length_box("depth", 0.01)
            w.setValue(self._u(x1 - x0))
            d.setValue(self._u(y1 - y0))
            w.valueChanged.connect(lambda v: self._resize(items, width=self._mm(v)))
            d.valueChanged.connect(lambda v: self._resize(items, depth=self._mm(v)))
            form.addRow(self.tr("Width"), w)
            form.addRow(self.tr("Depth"), d)
            if len(items) == 1 and geoms[0].area > 0:
                area = _note(self._area_text(geoms[0].area))
                area.setObjectName("prop-area")
                form.addRow(self.tr("Area"), area)
        layout.addWidget(box)

    def _area_text(self, area_mm2: float) -> str:
        side = from_mm(1.0, self.unit, self.document.ud_mm)
        value = area_mm2 * side * side
        label = self.unit.label if self.unit.value != "in" else "in"
        return f"{number(value, 1)} {label}²"

    def _table_form(self, layout) -> None:
        doc = self.document
        box = QGroupBox(self.tr("Table"))
        form = _form(box)
        name = self._line("name", doc.name)
        name.editingFinished.connect(lambda: name.text() != doc.name and self.editor.push(
            SetField(doc, "name", name.text(), self.tr("Rename table"))))
        form.addRow(self.tr("Name"), name)
        form.addRow(self.tr("Ruleset"), _note(self.ruleset.name if self.ruleset else doc.ruleset))
        w = self._length_box("table-width", 1.0)
        w.setValue(self._u(doc.width))
        w.valueChanged.connect(lambda v: self._set_field("width", self._mm(v), self.tr("Resize table")))
        d = self._length_box("table-depth", 1.0)
        d.setValue(self._u(doc.depth))
        d.valueChanged.connect(lambda v: self._set_field("depth", self._mm(v), self.tr("Resize table")))
        form.addRow(self.tr("Width"), w)
        form.addRow(self.tr("Depth"), d)
        presets = self.ruleset.deployment_presets() if self.ruleset else []
        if presets:
            row = QHBoxLayout()
            deploy = self._combo("deployment", [(p["name"], p["id"]) for p in presets], presets[0]["id"])
            deploy.setToolTip(self.tr("Replaces the deployment zones by the preset's (one undo step)"))
            apply = QPushButton(self.tr("Apply"))
            apply.setObjectName("prop-apply-deployment")
            apply.setToolTip(self.tr("Replace the deployment zones by the chosen preset's (one undo step)"))
            apply.clicked.connect(lambda: self.editor.apply_deployment(deploy.currentData()))
            # the preset names are long (more so in Spanish): the choice gets the panel's whole width
            row.addStretch(1)
            row.addWidget(apply)
            form.addRow(QLabel(self.tr("Deployment")))
            form.addRow(deploy)
            form.addRow(row)
        counts = self.tr("%1 pieces, %2 zones, %3 markers").replace("%1", str(len(doc.pieces))) \
            .replace("%2", str(len(doc.zones))).replace("%3", str(len(doc.markers)))
        form.addRow(self.tr("Contents"), _note(counts))
        layout.addWidget(box)

        sc = doc.scenario
        box = QGroupBox(self.tr("Scenario"))
        form = _form(box)
        scenarios = self.ruleset.scenarios() if self.ruleset else []
        entries = [(self.tr("(none)"), None)] + [(s["name"], s["id"]) for s in scenarios]
        if sc.kind and sc.kind not in [s["id"] for s in scenarios]:
            entries.append((sc.kind, sc.kind))
        kind = self._combo("scenario-kind", entries, sc.kind)
        kind.activated.connect(lambda _i: self._set_scenario_kind(kind.currentData()))
        form.addRow(QLabel(self.tr("Kind")))
        form.addRow(kind)
        turns = QSpinBox()
        turns.setObjectName("prop-turns")
        turns.setRange(0, 99)
        turns.setSpecialValueText(self.tr("no limit"))
        show_value(turns, sc.turns or 0)  # any number the file holds, never an overflow
        turns.setKeyboardTracking(False)
        self.fields["turns"] = turns
        turns.valueChanged.connect(lambda v: self._set_scenario(turns=v or None))
        form.addRow(self.tr("Turns"), turns)
        victory = self._text_area("victory", sc.victory, 60)
        victory.committed.connect(lambda text: self._set_scenario(victory=text))
        form.addRow(self.tr("Victory"), victory)
        special = self._text_area("special-rules", sc.special_rules, 60)
        special.committed.connect(lambda text: self._set_scenario(special_rules=text))
        form.addRow(self.tr("Special rules"), special)
        info = self.ruleset.scenario(sc.kind) if (self.ruleset and sc.kind) else None
        for need in (info or {}).get("markers", []):
            marker = self.ruleset.marker_kind(need["kind"]) or {"name": need["kind"]}
            have = sum(1 for m in doc.markers.values() if m.kind == need["kind"])
            wanted = need.get("min") or 0
            row = QHBoxLayout()
            text = _note(self.tr("%1: %2 placed, needs %3").replace("%1", marker["name"]).replace("%2", str(have))
                          .replace("%3", str(wanted)))
            if have < wanted:
                text.setStyleSheet("color: #c0392b;")
            place = QPushButton(self.tr("Place…"))
            place.setObjectName(f"prop-place-{need['kind']}")
            place.setToolTip(self.tr("Click on the table to place a %s") % marker["name"])
            place.clicked.connect(lambda _=False, k=need["kind"]: self.editor.start_placing_marker(k))
            row.addWidget(text, 1)
            row.addWidget(place)
            form.addRow(self.tr("Marker"), row)
        layout.addWidget(box)

        notes = self._text_area("table-notes", doc.notes, 50)
        notes.committed.connect(lambda text: text != doc.notes and self.editor.push(
            SetField(doc, "notes", text, self.tr("Edit table notes"))))
        nbox = QGroupBox(self.tr("Notes"))
        QVBoxLayout(nbox).addWidget(notes)
        layout.addWidget(nbox)

    # -- edits ------------------------------------------------------------------------------------
    def _update_one(self, item, field: str, value, text: str, merge: bool = False) -> None:
        if getattr(item.obj, field) == value:
            return
        self._push([(item.collection, replace(item.obj, **{field: value}))], text,
                   f"prop:{field}:{item.key}" if merge else None)

    def _set_on_all(self, field: str, value, text: str) -> None:
        if value is None:
            return
        self._push([(i.collection, replace(i.obj, **{field: value})) for i in self._items()], text)

    def _translate(self, items, dx: float, dy: float, axis: str) -> None:
        if abs(dx) < 1e-9 and abs(dy) < 1e-9:
            return
        changes = [(i.collection, transformed(i.collection, i.obj, lambda g: affinity.translate(g, dx, dy))) for i in items]
        self._push(changes, self.tr("Move %n object(s)", "", len(items)), f"prop-move-{axis}")

    def _resize(self, items, width: float | None = None, depth: float | None = None) -> None:
        x0, y0, x1, y1 = _bounds(items)
        sx = width / max(x1 - x0, 1e-9) if width is not None else 1.0
        sy = depth / max(y1 - y0, 1e-9) if depth is not None else 1.0
        self._scale(items, sx, sy, (x0, y0), "w" if width is not None else "d")

    def _scale(self, items, sx: float, sy: float, origin, axis: str) -> None:
        if abs(sx - 1) < 1e-9 and abs(sy - 1) < 1e-9:
            return
        changes = [(i.collection, transformed(i.collection, i.obj, lambda g: affinity.scale(g, sx, sy, origin=origin)))
                   for i in items]
        self._push(changes, self.tr("Resize %n object(s)", "", len(items)), f"prop-size-{axis}")

    def _push(self, changes, text: str, merge_key: str | None = None) -> None:
        self.editor.push_changes(changes, text, merge_key=merge_key)
        self.schedule_rebuild()

    def _set_field(self, name: str, value, text: str) -> None:
        if getattr(self.document, name) != value:
            self.editor.push(SetField(self.document, name, value, text, merge=True))

    def _set_scenario(self, **changes) -> None:
        new = replace(self.document.scenario, **changes)
        if new != self.document.scenario:
            self.editor.push(SetField(self.document, "scenario", new, self.tr("Edit scenario")))

    def _set_scenario_kind(self, kind) -> None:
        sc = self.document.scenario
        if kind == sc.kind:
            return
        info = self.ruleset.scenario(kind) if (self.ruleset and kind) else None
        new = Scenario(kind=kind,
                       turns=(info or {}).get("turns") if info else sc.turns,
                       victory=(info or {}).get("victory", "") if (info and (not sc.victory or _is_default_victory(sc, self.ruleset))) else sc.victory,
                       special_rules=sc.special_rules)
        self.editor.push(SetField(self.document, "scenario", new, self.tr("Choose scenario")))
        self.schedule_rebuild()


def _form(box: QWidget) -> QFormLayout:
    """A form whose fields take the panel's width, each label above its field when the panel is
    too narrow for both on one line (no panel scrolls sideways)."""
    form = QFormLayout(box)
    form.setRowWrapPolicy(QFormLayout.WrapLongRows)
    form.setFieldGrowthPolicy(QFormLayout.AllNonFixedFieldsGrow)
    return form


def _note(text: str) -> QLabel:
    """A read-only line of the panel that wraps rather than widen it."""
    label = QLabel(text)
    label.setWordWrap(True)
    return label


def _is_default_victory(sc: Scenario, ruleset) -> bool:
    """True when the victory text is still the previous scenario kind's own text."""
    info = ruleset.scenario(sc.kind) if (ruleset and sc.kind) else None
    return bool(info) and sc.victory == info.get("victory", "")


def _bounds(items) -> tuple[float, float, float, float]:
    geoms = [object_geometry(i.collection, i.obj) for i in items]
    return (min(g.bounds[0] for g in geoms), min(g.bounds[1] for g in geoms),
            max(g.bounds[2] for g in geoms), max(g.bounds[3] for g in geoms))
