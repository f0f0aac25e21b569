"""The table and scenario editor: one tab holding the canvas, its tools and its panels
(palette, properties, objects, fairness), following the model and the view, and the link
from validation findings to the canvas.

What the editor does lives beside it, one idea per module: ``actions.py`` (actions and
menus), ``selection_ops.py`` (copy, paste, mirror, align, distribute, restack),
``placing.py`` (new objects from the palette), ``sight_actions.py`` (the Sight menu),
``export_actions.py`` (export and print), ``grid.py`` (grid and snapping); the canvas
tools are in ``tools/``."""
from __future__ import annotations

import time

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QVBoxLayout

from model.errors import DocumentError
from model.geometry import bounds_of, union_or_box
from model.ruleset import load_ruleset
from model.units import format_length

from ..base import DocumentEditor
from .actions import TOOL_KEYS, TableActions
from .commands import AddTableObjects, ChangeObjects
from .export_actions import ExportActions
from .grid import GridAndSnap
from .items import Z_OVERLAY, object_geometry
from .layers import LayersDock
from .palette import PaletteDock
from .placing import ObjectPlacing
from .properties import PropertiesDock
from .qtgeom import path_for, rect_of
from .scene import TableScene
from .selection_ops import MIME_OBJECTS, SelectionOperations
from .sight import FairnessDock, SightOverlays, SightTool
from .sight_actions import SightActions
from .tools import MarkerTool, MeasureTool, OverlayPath, PolygonTool, SelectTool, ShapeTool, VertexTool, WallTool
from .view import TableView

__all__ = ["TableEditor", "TOOL_KEYS", "MIME_OBJECTS"]


class TableEditor(TableActions, SelectionOperations, ObjectPlacing, SightActions, ExportActions, GridAndSnap,
                  DocumentEditor):
    """Edits one :class:`~model.table.TableDocument` in a tab of the main window."""

    #: where the panels start (see ``editor/layout.py``): the table large in the middle
    DEFAULT_LAYOUT = {
        "left": {"size": 0.16, "stacks": [(["TablePaletteDock"], 1.0)]},
        "right": {"size": 0.24, "stacks": [(["TableLayersDock", "HistoryDock"], 0.42), (["TablePropertiesDock"], 0.58)]},
        "bottom": {"size": 0.26, "stacks": [(["ValidationDock", "TableFairnessDock"], 1.0)]},
        "minimum": {"TablePaletteDock": (190, 160), "TableLayersDock": (220, 140), "TablePropertiesDock": (370, 240),
                    "TableFairnessDock": (360, 150)},
    }

    def __init__(self, qdoc, parent=None, **validator_kwargs):
        super().__init__(qdoc, parent, **validator_kwargs)
        self.document = qdoc.document
        try:
            self.ruleset = load_ruleset(self.document.ruleset).for_document(self.document)
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
        # a key beside the table narrows the canvas: a fitted table is fitted again into what is left
        self.sight.legend.bandChanged.connect(lambda: self._auto_fit and self.fit())
        self.fairness = FairnessDock(self)
        self.tool = None
        sides = tuple(self.document.sides()[:2]) if len(self.document.sides()) >= 2 else ("A", "B")
        self.palette = PaletteDock(self.ruleset, self.document.unit, self.document.ud_mm, self, sides)
        self.target = self.palette.current()
        self.properties = PropertiesDock(self)
        self.layers = LayersDock(self)
        self._build_actions()
        self.set_tool("select")

        # what follows the pointer in the status bar (its position, a drag's read-out), written once the
        # mouse event is handled and then at most 25 times a second (10 while a button holds something),
        # both in one go: the newest of each, not every mouse move, and only what changed
        self._cursor_at: QPointF | None = None
        self._readout = None
        self._shown: dict[str, str] = {}  # the texts last written: the pointer's, the read-out's
        self._message_at = 0.0  # when the read-out was last written (the status bar keeps it 5 s)
        self._status_timer = QTimer(self, singleShot=True)
        self._status_timer.timeout.connect(self._show_pointer_status)
        self._after_changes = QTimer(self, singleShot=True, interval=0)
        self._after_changes.timeout.connect(self._refresh_after_changes)
        self.scene.selectionChanged.connect(self._selection_changed)
        qdoc.changed.connect(self._model_changed)
        self.view.pointer_moved = self._cursor_moved
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
        self.sight.shutdown()  # its worker processes end with the tab
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
            geom = union_or_box([object_geometry(c, self.document.collection(c)[i]) for c, i in keys])
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

    def set_tool(self, name: str) -> None:
        tool = self.tools[name]
        self.tool = tool
        self.view.set_tool(tool)
        self.tool_actions[name].setChecked(True)

    def selection_state(self):
        return self.scene.selected_keys()

    def restore_selection(self, keys) -> None:
        self.scene.select_keys(keys)

    # -- helpers used by tools and panels -------------------------------------------------------
    def length(self, mm: float) -> str:
        return format_length(mm, self.document.unit, self.document.ud_mm, 2 if self.document.unit.value == "in" else 1)

    def show_message(self, text: str) -> None:
        self._readout = None  # said now: it wins over a drag's read-out not shown yet
        self._shown.pop("message", None)
        self.statusChanged.emit({"message": text})

    def show_readout(self, words) -> None:
        """A read-out that follows the hand (a drag's offset, angle or size) in the status bar, shown
        as the pointer's position is (``_cursor_moved``); ``words`` makes the text, called only when
        it is shown. A status bar written at every mouse move is painted again at every step."""
        self._readout = words
        self._status_soon()

    def push(self, command) -> None:
        self.qdoc.push(command)

    def push_changes(self, changes, text: str, merge_key: str | None = None) -> bool:
        """Push one step replacing objects by changed copies; nothing when nothing changed."""
        command = ChangeObjects(self.document, changes, text, merge_key)
        if not command.changes_anything() or self._refused(text, changed=[(c, o) for (c, _i), o in command.new.items()]):
            return False
        self.qdoc.push(command)
        return True

    def _refused(self, text: str, added=(), changed=()) -> bool:
        """True, with a message naming the limit, when the edit would take the table past one."""
        from .limits import beyond_limits

        problem = beyond_limits(self.document, added, changed)
        if problem is None:
            return False
        window = self.window()
        if hasattr(window, "show_error"):
            window.show_error(text, problem)
        else:
            self.show_message(problem)
        return True

    def add_objects(self, objects, text: str) -> list[tuple[str, str]]:
        objects = list(objects)
        if self._refused(text, added=objects):
            return []
        command = AddTableObjects(self.document, objects, text)
        self.qdoc.push(command)
        keys = command.keys()
        self.scene.select_keys(keys)
        return keys

    def tool_name(self) -> str:
        return next((n for n, t in self.tools.items() if t is self.tool), "")

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
        """The pointer's position in the status bar: as soon as the mouse event is handled, then at most
        25 times a second (the newest), so that a drag's steps do not each write and paint the status bar."""
        self._cursor_at = pos
        self._status_soon()

    #: ms between two writes of the pointer's position and read-out: while the hand moves freely, and
    #: while a button holds something (a drag's steps go first; the exact last ones are written at the drop)
    STATUS_MS = 40
    HELD_STATUS_MS = 100

    def _status_soon(self) -> None:
        if self.view.holding():  # the hand lets go: what it last did is written then, not a moment later
            self.view.after_release(self._status_now)
        if not self._status_timer.isActive():
            self._status_timer.start(0)

    def _status_now(self) -> None:
        """Write the newest position and read-out now, if one waits."""
        if self._cursor_at is not None or self._readout is not None:
            self._status_timer.stop()
            self._show_pointer_status()

    def _show_pointer_status(self) -> None:
        status = {}
        pos, self._cursor_at = self._cursor_at, None
        if pos is not None:
            u, ud = self.document.unit, self.document.ud_mm
            digits = 2 if u.value in ("in", "ud") else 1
            cursor = self.tr("x %1, y %2").replace("%1", format_length(pos.x(), u, ud, digits)) \
                .replace("%2", format_length(pos.y(), u, ud, digits))
            if cursor != self._shown.get("cursor"):
                status["cursor"] = self._shown["cursor"] = cursor
        words, self._readout = self._readout, None
        if words is not None:
            message, now = words(), time.monotonic()
            # the same words again: written again only once the status bar may have let them go
            if message != self._shown.get("message") or now - self._message_at > 1.0:
                status["message"] = self._shown["message"] = message
                self._message_at = now
        if status:
            self.statusChanged.emit(status)
            # the next waits until this one has stood a while
            self._status_timer.start(self.HELD_STATUS_MS if self.view.holding() else self.STATUS_MS)

    def _zoom_changed(self, scale: float) -> None:
        self._refresh_tools()
        self._emit_status()

    def _emit_status(self) -> None:
        dpi = self.logicalDpiX() or 96
        real = self.view.scale_factor() / (dpi / 25.4) * 100
        items = self.selected()
        if items:
            x0, y0, x1, y1 = bounds_of([object_geometry(i.collection, i.obj) for i in items])  # no union: never raises
            sel = self.tr("%1 selected: %2 x %3").replace("%1", str(len(items))) \
                .replace("%2", self.length(x1 - x0)).replace("%3", self.length(y1 - y0))
        else:
            sel = self.tr("Nothing selected")
        self.statusChanged.emit({"zoom": self.tr("Zoom %s%% of real size") % (f"{real:.0f}" if real >= 1 else f"{real:.1f}"),
                                 "selection": sel})
