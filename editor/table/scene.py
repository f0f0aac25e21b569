"""The table scene: one item per model object, built from the document and kept in step with
its change events; the table top and its grid drawn as the background."""
from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene

from model.drawing.style import INK
from model.drawing.table import SCREEN, SCREEN_GRID_MAJOR, SCREEN_OUTSIDE
from model.table import TableDocument, resolve_terrain
from model.units import Unit, to_mm

from ..drawing import fill_rect, qcolor, solid_brush
from .items import ITEM_CLASSES, Z_MARKERS, Z_PIECES, Z_ZONES, ObjectItem

#: the cloth, the ground around it and the grid, as the table's drawing treats the screen
TABLE_COLOR = QColor(SCREEN.cloth)
OUTSIDE_COLOR = QColor(SCREEN_OUTSIDE)
GRID_MINOR = qcolor(SCREEN.grid)
GRID_MAJOR = qcolor(SCREEN_GRID_MAJOR)
#: the same two as brushes, their solid pattern named (:func:`~editor.drawing.solid_brush`)
TABLE_BRUSH = solid_brush(TABLE_COLOR)
OUTSIDE_BRUSH = solid_brush(OUTSIDE_COLOR)


#: Grid step offered for a new document, in its unit, and how many steps make a major line.
DEFAULT_GRID = {Unit.MM: (10.0, 10), Unit.CM: (1.0, 10), Unit.INCH: (1.0, 12), Unit.UD: (1.0, 4)}


class TableStyle:
    """What items need to know to draw themselves: the ruleset's catalogues, the unit, the zoom."""

    def __init__(self, document: TableDocument, ruleset):
        self.document = document
        self.ruleset = ruleset
        self._terrain = {k["id"]: k for k in ruleset.terrain_kinds()} if ruleset else {}
        self._markers = {m["id"]: m for m in ruleset.markers()} if ruleset else {}
        self.view_scale = lambda: 1.0

    @property
    def unit(self) -> Unit:
        return self.document.unit

    @property
    def ud_mm(self):
        return self.document.ud_mm

    def terrain_kind(self, kind_id: str) -> dict | None:
        return self._terrain.get(kind_id)

    def marker_kind(self, kind_id: str) -> dict | None:
        return self._markers.get(kind_id)

    def sides(self) -> list[str]:
        return self.document.sides() or ["A", "B"]

    def resolved_blocking(self, piece) -> str:
        if self.ruleset is None:
            return piece.blocking or "none"
        return resolve_terrain(piece, self.ruleset).blocking


#: how much of a caption a piece stacked above its own may cover before the caption steps aside
HIDDEN_UNDER = 0.1


def _overlap_area(a: QRectF, b: QRectF) -> float:
    both = a.intersected(b)
    return both.width() * both.height() if both.isValid() else 0.0


def _caption_spots(item, above, shapes=None) -> tuple[list[QRectF], list[QPointF]]:
    """Where ``item``'s caption may go, best first, and the scene rectangles of the pieces stacked on
    ``item`` that a caption there would be read against: its own spot, then, when pieces stand on it,
    spots in its uncovered part (its widest clear point, the clear bands above and below the pieces
    on it, and to their left and right). ``shapes``: item -> its scene geometry, kept across the
    calls of one decluttering (each piece is asked for by every piece under it)."""
    shapes = {} if shapes is None else shapes

    def shape(p):
        if p not in shapes:
            shapes[p] = p.scene_geometry()
        return shapes[p]

    home = item.mapToScene(item.label_home())
    mine = shape(item)
    if mine is None or mine.is_empty:
        return [], [home]
    import numpy as np
    from shapely import Point, covers as covering_, intersects, union_all
    from shapely.errors import GEOSException
    from shapely.ops import polylabel

    box = item.sceneBoundingRect()
    covering = [p for p in above if p.sceneBoundingRect().intersects(box)]
    covers = [p.sceneBoundingRect() for p in covering]
    spots = [home]
    try:  # a shape the checks call invalid (a bow-tie, a drawing half done) keeps its caption's own spot
        tops = np.array([g for g in (shape(p) for p in covering) if g is not None], dtype=object)
        tops = tops[intersects(tops, mine)] if len(tops) else tops
        if not len(tops):
            return [], spots
        if covering_(tops, mine).any():  # one piece on it hides it whole (a pile): no clear part to label
            return covers, spots
        top = union_all(tops)
        free = mine.difference(top)
    except (GEOSException, ValueError):
        return covers, spots
    if free.is_empty:
        return covers, spots
    widest = max(getattr(free, "geoms", [free]), key=lambda g: g.area)
    try:
        pole = polylabel(widest, tolerance=max(widest.length / 200, 0.5))
    except Exception:  # a sliver shapely cannot label: its own representative point
        pole = widest.representative_point()
    spots.append(QPointF(pole.x, pole.y))
    x0, y0, x1, y1 = top.bounds
    gx0, gy0, gx1, gy1 = mine.bounds
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    for x, y in ((cx, (gy0 + y0) / 2), (cx, (y1 + gy1) / 2), ((gx0 + x0) / 2, cy), ((x1 + gx1) / 2, cy)):
        if free.contains(Point(x, y)):
            spots.append(QPointF(x, y))
    return covers, spots


class TableScene(QGraphicsScene):
    """Scene coordinates are the model's millimetres (x right, y down from the top-left corner)."""

    objectsChanged = Signal()
    labelsReset = Signal()  # captions shown or hidden all at once: the view sorts out which fit

    def __init__(self, qdoc, ruleset, parent=None):
        super().__init__(parent)
        self.qdoc = qdoc
        self.document: TableDocument = qdoc.document
        self.style = TableStyle(self.document, ruleset)
        self.items_by_key: dict[tuple[str, str], ObjectItem] = {}
        self.grid_visible = True
        unit = self.document.unit
        step, major = DEFAULT_GRID.get(unit, (1.0, 10))
        self.grid_step_mm = to_mm(step, unit, self.document.ud_mm)
        self.grid_major = major
        self.hidden_collections: set[str] = set()
        self.labels_visible = True
        self.setItemIndexMethod(QGraphicsScene.BspTreeIndex)
        self._update_rect()
        for collection in ITEM_CLASSES:
            for obj in self.document.collection(collection).values():
                self._add_item(collection, obj)
        self._restack("pieces")
        self._restack("zones")
        self._restack("markers")
        qdoc.changed.connect(self._on_change)

    # -- model -> items ---------------------------------------------------------------
    def _add_item(self, collection: str, obj) -> ObjectItem:
        item = ITEM_CLASSES[collection](obj, self.style)
        item.setVisible(collection not in self.hidden_collections)
        item.label.setVisible(self.labels_visible)
        self.addItem(item)
        self.items_by_key[(collection, obj.id)] = item
        return item

    def _restack(self, collection: str) -> None:
        base = {"zones": Z_ZONES, "pieces": Z_PIECES, "markers": Z_MARKERS}[collection]
        for i, obj_id in enumerate(self.document.collection(collection)):
            item = self.items_by_key.get((collection, obj_id))
            if item is not None:
                item.setZValue(base + i * 0.01)

    def _on_change(self, change) -> None:
        coll = change.collection
        if coll == "document":
            if {"width", "depth"} & set(change.fields):
                self._update_rect()
            self.redraw_background()
            return
        if coll not in ITEM_CLASSES:
            return
        items = self.document.collection(coll)
        for obj_id in change.ids:
            key = (coll, obj_id)
            item = self.items_by_key.get(key)
            if change.action == "removed":
                if item is not None:
                    self.removeItem(item)
                    del self.items_by_key[key]
            elif change.action == "added":
                self._add_item(coll, items[obj_id])
            elif change.action == "changed" and item is not None:
                item.set_object(items[obj_id])
        if change.action in ("added", "removed"):
            self._restack(coll)
            if coll == "zones":  # side colours follow the order of the sides
                for (c, _i), it in self.items_by_key.items():
                    if c == "zones":
                        it.update()
        if change.action == "reset":
            self._rebuild()
        self.objectsChanged.emit()

    def _rebuild(self) -> None:
        for item in self.items_by_key.values():
            self.removeItem(item)
        self.items_by_key.clear()
        for collection in ITEM_CLASSES:
            for obj in self.document.collection(collection).values():
                self._add_item(collection, obj)
            self._restack(collection)

    def _update_rect(self) -> None:
        w, d = self.document.width, self.document.depth
        m = max(w, d) * 0.12
        self.setSceneRect(QRectF(-m, -m, w + 2 * m, d + 2 * m))
        self.redraw_background()

    def redraw_background(self) -> None:
        """The table and its grid changed: the views draw them again (they keep them as a picture)."""
        for view in self.views():
            view.resetCachedContent()
        self.update()

    # -- selection ----------------------------------------------------------------------
    def item_for(self, collection: str, obj_id: str) -> ObjectItem | None:
        return self.items_by_key.get((collection, obj_id))

    def selected_object_items(self) -> list[ObjectItem]:
        """Selected items in the document's order (zones, pieces, markers)."""
        sel = [i for i in self.selectedItems() if isinstance(i, ObjectItem)]
        order = {key: n for n, key in enumerate(self._keys_in_order())}
        return sorted(sel, key=lambda i: order.get(i.key, 0))

    def selected_keys(self) -> list[tuple[str, str]]:
        return [i.key for i in self.selected_object_items()]

    def _keys_in_order(self):
        for collection in ("zones", "pieces", "markers"):
            for obj_id in self.document.collection(collection):
                yield (collection, obj_id)

    def select_keys(self, keys, add: bool = False) -> None:
        self.blockSignals(True)
        if not add:
            self.clearSelection()
        for key in keys:
            item = self.items_by_key.get(tuple(key))
            if item is not None and item.isVisible():
                item.setSelected(True)
        self.blockSignals(False)
        self.selectionChanged.emit()

    def object_item_at(self, pos, transform) -> ObjectItem | None:
        """The topmost visible model item under a scene point (labels count as their item)."""
        for item in self.items(pos, Qt.IntersectsItemShape, Qt.DescendingOrder, transform):
            while item is not None and not isinstance(item, ObjectItem):
                item = item.parentItem()
            if isinstance(item, ObjectItem) and item.isVisible():
                return item
        return None

    def set_labels_visible(self, visible: bool) -> None:
        """Captions on or off (a crowded table reads better without them)."""
        self.labels_visible = visible
        for item in self.items_by_key.values():
            item.label.setVisible(visible)
        self.labelsReset.emit()

    def declutter_labels(self, to_view) -> int:
        """Show only the captions that do not cover one another on screen (``to_view`` maps a scene point
        to the view's pixels): the selected objects' first, then markers, zones and the larger pieces; a
        caption left out comes back when zooming in makes room. A piece's caption goes where no piece
        stacked on it hides it (a hill's name beside the temple standing on it, not under it). Returns
        how many are hidden."""
        if not self.labels_visible:
            return 0

        def rank(item):
            area = item.boundingRect().width() * item.boundingRect().height()
            order = {"markers": 0, "zones": 1, "pieces": 2}.get(item.collection, 3)
            return (not item.isSelected(), order, -area)

        def on_screen(rect: QRectF) -> QRectF:
            return QRectF(to_view(rect.topLeft()), to_view(rect.bottomRight())).normalized()

        pieces = [i for (c, _k), i in self.items_by_key.items() if c == "pieces" and i.isVisible()]
        shapes: dict = {}
        placed: list = []
        hidden = 0
        for item in sorted((i for i in self.items_by_key.values() if i.isVisible()), key=rank):
            label = item.label
            if not label._lines:
                continue
            above = [p for p in pieces if p.zValue() > item.zValue()] if item.collection == "pieces" else []
            covers, spots = _caption_spots(item, above, shapes)
            covers = [on_screen(r) for r in covers]
            best = None
            for spot in spots:
                at = to_view(spot)
                rect = label.boundingRect().translated(at.x(), at.y())
                if not item.isSelected() and any(rect.intersects(other) for other in placed):
                    continue
                hides = sum(_overlap_area(rect, c) for c in covers)
                if hides > HIDDEN_UNDER * rect.width() * rect.height() and not item.isSelected():
                    continue  # mostly under a piece stacked on its own: unreadable there
                if best is None or hides < best[0]:
                    best = (hides, spot, rect)
                if hides == 0:
                    break
            label.setVisible(best is not None)
            if best is None:
                hidden += 1
                continue
            label.step_aside(item.mapFromScene(best[1]))
            placed.append(best[2])
        return hidden

    def set_collection_visible(self, collection: str, visible: bool) -> None:
        if visible:
            self.hidden_collections.discard(collection)
        else:
            self.hidden_collections.add(collection)
        for (c, _i), item in self.items_by_key.items():
            if c == collection:
                item.setVisible(visible)
                if not visible:
                    item.setSelected(False)

    # -- grid ------------------------------------------------------------------------------
    def snap(self, x: float, y: float) -> tuple[float, float]:
        s = self.grid_step_mm
        return (round(x / s) * s, round(y / s) * s)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        table = QRectF(0, 0, self.document.width, self.document.depth)
        fill_rect(painter, rect, OUTSIDE_BRUSH)
        fill_rect(painter, table, TABLE_BRUSH)
        if self.grid_visible and self.grid_step_mm > 0:
            scale = painter.worldTransform().m11() or 1.0
            area = rect.intersected(table)
            step = self.grid_step_mm
            major_step = step * self.grid_major
            minor_ok = step * scale >= 7
            if not minor_ok and major_step * scale < 7:
                # too dense even for the major lines: draw every n-th major line
                major_step *= math.ceil(7 / (major_step * scale))
            for spacing, color, on in ((step, GRID_MINOR, minor_ok), (major_step, GRID_MAJOR, True)):
                if not on:
                    continue
                pen = QPen(color, 1.0)
                pen.setCosmetic(True)
                painter.setPen(pen)
                lines = []
                x = math.ceil(area.left() / spacing) * spacing
                while x <= area.right() + 1e-6:
                    lines.append(QLineF(x, area.top(), x, area.bottom()))
                    x += spacing
                y = math.ceil(area.top() / spacing) * spacing
                while y <= area.bottom() + 1e-6:
                    lines.append(QLineF(area.left(), y, area.right(), y))
                    y += spacing
                painter.drawLines(lines)
        pen = QPen(QColor(INK), SCREEN.frame.width)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(Qt.NoBrush)
        painter.drawRect(table)
