"""One scene item per model kind: terrain pieces, deployment zones and markers.

Each item knows its model object's collection and id, draws itself from the object
and is rebuilt by :meth:`ObjectItem.set_object` when the model says it changed.
During a drag a tool only *previews* (an offset or a shape) on the item; the model
changes once, on release, through an undo command.
"""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPainterPathStroker, QPen,
                           QPixmap)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem
from shapely.geometry import Point, Polygon
from shapely.geometry.base import BaseGeometry

from model.display import zone_name
from model.drawing.primitives import Ink
from model.drawing.style import INK, side_colour
from model.drawing.table import (EDGE_DARKER, HATCH_DARKER, MARKER_PIP, SCREEN, SCREEN_BLOCKING_WIDTH,
                                 SCREEN_OTHER_WIDTH, marker_colour, piece_colour, piece_hatch)
from model.table import Marker, TerrainPiece, resolve_terrain
from model.units import format_length

from ..drawing import HATCHES, qcolor
from .qtgeom import path_for

SELECTION_COLOR = QColor("#0a84ff")
#: a caption's light ground on screen (the text is in the drawings' ink)
LABEL_GROUND = QColor(255, 255, 255, 190)

Z_ZONES = 10.0
Z_PIECES = 100.0
Z_MARKERS = 5000.0
Z_OVERLAY = 9000.0

def blocking_words(blocking: str) -> str:
    """How a terrain's sight blocking reads in tooltips and the palette."""
    return {"full": QCoreApplication.translate("TerrainWords", "blocks sight"),
            "height": QCoreApplication.translate("TerrainWords", "blocks sight up to its height"),
            "none": QCoreApplication.translate("TerrainWords", "does not block sight")}.get(blocking, blocking)


def movement_words(movement: str) -> str:
    """A terrain's movement class (a ruleset value: open, rough, difficult, impassable) as people read it."""
    return {"open": QCoreApplication.translate("TerrainWords", "open ground"),
            "rough": QCoreApplication.translate("TerrainWords", "rough ground"),
            "difficult": QCoreApplication.translate("TerrainWords", "difficult ground"),
            "impassable": QCoreApplication.translate("TerrainWords", "impassable")}.get(movement, movement)

def terrain_facts(height: str, blocking: str, cover: bool, movement: str | None) -> list[str]:
    """What a terrain kind or piece is, in a few words (its tooltip on the table and in the palette)."""
    facts = [QCoreApplication.translate("TerrainWords", "height %s") % height if height
             else QCoreApplication.translate("TerrainWords", "flat"),
             blocking_words(blocking),
             QCoreApplication.translate("TerrainWords", "gives cover") if cover
             else QCoreApplication.translate("TerrainWords", "no cover")]
    if movement:
        facts.append(QCoreApplication.translate("TerrainWords", "movement: %s") % movement_words(movement))
    return facts


#: a terrain pattern's brush on screen: the printed sheet's hatchings ("trees" has its own pixmap)
PATTERNS = {"solid": None, **HATCHES}


def side_color(side: str, sides: list[str]) -> QColor:
    """A side's colour, as every drawing of the table gives it (model/drawing/style.py)."""
    return QColor(side_colour(sides, side))


def _trees_pixmap(color: QColor) -> QPixmap:
    pix = QPixmap(14, 14)
    pix.fill(Qt.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.Antialiasing)
    p.setPen(QPen(color, 1.2))
    p.setBrush(Qt.NoBrush)
    p.drawEllipse(QPointF(4, 4), 2.6, 2.6)
    p.drawEllipse(QPointF(11, 10), 2.6, 2.6)
    p.end()
    return pix


def pattern_brush(pattern: str, color: QColor, painter: QPainter | None = None) -> QBrush | None:
    """The overlay brush of a terrain pattern, drawn in screen pixels whatever the zoom."""
    if pattern == "trees":
        brush = QBrush(_trees_pixmap(color))
        if painter is not None:
            inverse, ok = painter.worldTransform().inverted()
            if ok:
                brush.setTransform(inverse)
        return brush
    style = PATTERNS.get(pattern)
    return QBrush(color, style) if style is not None else None


class LabelItem(QGraphicsItem):
    """A short caption that keeps its size on screen, with a light background for reading."""

    def __init__(self, parent: QGraphicsItem):
        super().__init__(parent)
        self.setFlag(QGraphicsItem.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)  # see ObjectItem
        self._lines: list[str] = []
        self._font = QFont()
        self._font.setPointSizeF(8.5)
        self._rect = QRectF()
        self.offset_px = 0.0
        self.home = QPointF()  # where its object puts it; the view may move it aside (TableScene.declutter_labels)

    def setPos(self, *where) -> None:  # noqa: N802 (Qt's name)
        super().setPos(*where)
        self.home = self.pos()

    def step_aside(self, to: QPointF) -> None:
        """Stand at ``to`` (the item's coordinates) without forgetting its own spot."""
        super().setPos(to)

    def set_lines(self, lines: list[str]) -> None:
        self.prepareGeometryChange()
        self._lines = [s for s in lines if s]
        fm = QFontMetricsF(self._font)
        w = max((fm.horizontalAdvance(s) for s in self._lines), default=0.0)
        h = fm.height() * len(self._lines)
        top = -h / 2 - 1 if not self.offset_px else self.offset_px
        self._rect = QRectF(-w / 2 - 3, top, w + 6, h + 2)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self._lines:
            return
        painter.setPen(Qt.NoPen)
        painter.setBrush(LABEL_GROUND)
        painter.drawRoundedRect(self._rect, 3, 3)
        painter.setFont(self._font)
        painter.setPen(QColor(INK))
        fm = QFontMetricsF(self._font)
        y = self._rect.top() + 1
        for line in self._lines:
            painter.drawText(QRectF(self._rect.left(), y, self._rect.width(), fm.height()), Qt.AlignCenter, line)
            y += fm.height()


class ObjectItem(QGraphicsPathItem):
    """Base of the items that stand for one model object."""

    collection = ""

    def __init__(self, obj, style):
        super().__init__()
        self.style = style  # the scene's TableStyle: colours and names from the ruleset
        self.obj = obj
        self.setFlag(QGraphicsItem.ItemIsSelectable)
        self.setAcceptHoverEvents(False)
        # kept as a picture on screen, drawn again only when it changes or the zoom does: a sight overlay
        # that changes under the whole table (the heatmap following a drag) repaints every piece, which
        # is then a copy of a picture, not its paths, patterns and captions drawn again
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.label = LabelItem(self)
        self.set_object(obj)

    @property
    def obj_id(self) -> str:
        return self.obj.id

    @property
    def key(self) -> tuple[str, str]:
        return (self.collection, self.obj.id)

    def geometry(self) -> BaseGeometry:
        raise NotImplementedError

    def set_object(self, obj) -> None:
        """Redraw from a (new version of the) model object; drops any preview."""
        self.obj = obj
        self.setPos(0, 0)
        self._show(self.geometry())
        self.label.set_lines(self.caption())

    def _show(self, geom: BaseGeometry) -> None:
        self.setPath(path_for(geom))
        self._shown = geom
        c = geom.representative_point() if isinstance(geom, Polygon) and not geom.is_empty else geom.centroid
        if not c.is_empty:
            self.label.setPos(c.x, c.y)

    def label_home(self) -> QPointF:
        """Where the caption stands when nothing is in its way (the item's own coordinates)."""
        return self.label.home

    def scene_geometry(self) -> BaseGeometry | None:
        """The shape as shown now (a drag moves the item before the model), in scene millimetres."""
        from shapely.affinity import translate

        shown = getattr(self, "_shown", None)
        if shown is None or shown.is_empty:
            return None
        at = self.pos()
        return translate(shown, at.x(), at.y()) if at.x() or at.y() else shown

    def preview_offset(self, dx: float, dy: float) -> None:
        """Shown moved by ``dx``, ``dy`` (a drag), to the nearest whole pixel of the view: its picture kept
        on screen (and its caption's) is then copied to the new place, as in Qt's own drag, rather than
        drawn again whenever a part of a pixel changes the size it covers on screen."""
        s = self.style.view_scale() or 1.0
        self.setPos(round(dx * s) / s, round(dy * s) / s)

    def preview_geometry(self, geom: BaseGeometry) -> None:
        self.setPos(0, 0)
        self._show(geom)

    def caption(self) -> list[str]:
        return [getattr(self.obj, "label", "")]

    def _selected_outline(self, painter: QPainter) -> None:
        pen = QPen(SELECTION_COLOR, 2.5)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(Qt.NoBrush)
        painter.drawPath(self.path())


class TerrainPieceItem(ObjectItem):
    """A terrain piece: its footprint in the kind's colour and pattern, walls darker."""

    collection = "pieces"

    def geometry(self) -> Polygon:
        return self.obj.footprint

    def set_object(self, obj: TerrainPiece) -> None:
        kind = self.style.terrain_kind(obj.kind)
        colour = piece_colour(kind)  # the kind's colour and hatching, as every drawing of the table has them
        self.color = QColor(colour)
        self.pattern = piece_hatch(kind) or "solid"
        self._fill = qcolor(Ink(colour, SCREEN.piece_alpha))
        self._hatch_ink = qcolor(Ink(colour, darker=HATCH_DARKER))
        self._wall_fill = qcolor(Ink(colour, darker=SCREEN.wall_darker))
        self._edge_ink = qcolor(Ink(colour, darker=EDGE_DARKER))
        self._walls = path_for(_union_walls(obj.walls))
        self._blocking = self.style.resolved_blocking(obj)  # the outline's weight, resolved once per change
        super().set_object(obj)
        self.setToolTip(self.tooltip())

    def preview_geometry(self, geom: BaseGeometry) -> None:
        self._walls = QPainterPath()
        super().preview_geometry(geom)

    def tooltip(self) -> str:
        kind = self.style.terrain_kind(self.obj.kind) or {}
        lines = [self.obj.label or kind.get("name", self.obj.kind), kind.get("name", self.obj.kind)]
        if self.style.ruleset is not None:
            r = resolve_terrain(self.obj, self.style.ruleset)
            height = format_length(r.height, self.style.unit, self.style.ud_mm) if r.height else ""
            lines += terrain_facts(height, r.blocking, r.cover, r.movement)
        return "\n".join(dict.fromkeys(lines))

    def caption(self) -> list[str]:
        kind = self.style.terrain_kind(self.obj.kind)
        name = kind.get("name", self.obj.kind) if kind else self.obj.kind
        height = self.obj.height if self.obj.height is not None else (kind or {}).get("height")
        second = format_length(height, self.style.unit, self.style.ud_mm) if height else ""
        if self.obj.label and self.obj.label != name:
            return [self.obj.label, f"{name} · {second}" if second else name]
        return [f"{name} · {second}" if second else name]

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setPen(Qt.NoPen)
        painter.setBrush(self._fill)
        painter.drawPath(self.path())
        brush = pattern_brush(self.pattern, self._hatch_ink, painter)
        if brush is not None:
            painter.setBrush(brush)
            painter.drawPath(self.path())
        if not self._walls.isEmpty():  # standing walls: dark and outlined, readable at any zoom
            wall_pen = QPen(QColor(INK), 2.0)
            wall_pen.setCosmetic(True)
            painter.setPen(wall_pen)
            painter.setBrush(self._wall_fill)
            painter.drawPath(self._walls)
        pen = QPen(self._edge_ink, SCREEN_BLOCKING_WIDTH if self._blocking == "full" else SCREEN_OTHER_WIDTH)
        if self._blocking == "none" or not self._walls.isEmpty():  # the outline does not block sight
            pen.setStyle(Qt.DashLine)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(Qt.NoBrush)
        painter.drawPath(self.path())
        if self.isSelected():
            self._selected_outline(painter)


class DeploymentZoneItem(ObjectItem):
    """A deployment zone: translucent in its side's colour with a dashed border."""

    collection = "zones"

    def geometry(self) -> Polygon:
        return self.obj.polygon

    def caption(self) -> list[str]:
        label = zone_name(self.obj)
        word = QCoreApplication.translate("ZoneItem", "deployment zone")
        said = ("deploy", word.lower().split()[-1]) if word.strip() else ("deploy",)  # "despliegue"
        return [label] if any(w in label.lower() for w in said) else [label, word]

    def paint(self, painter: QPainter, option, widget=None) -> None:
        colour = side_colour(self.style.sides(), self.obj.side)
        fill = qcolor(Ink(colour, SCREEN.zone_alpha))
        pen = QPen(QColor(colour), SCREEN.zone_edge.width, Qt.DashLine)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawPath(self.path())
        if self.isSelected():
            self._selected_outline(painter)


class MarkerItem(ObjectItem):
    """An objective or scenario marker: a symbol (point), an area, or a stretch of edge."""

    collection = "markers"
    SYMBOL_PX = SCREEN.markers.dot

    def geometry(self) -> BaseGeometry:
        return self.obj.geometry

    def set_object(self, obj: Marker) -> None:
        kind = self.style.marker_kind(obj.kind) or {}
        self.color = QColor(marker_colour(kind or None))
        self._geom_type = obj.geometry.geom_type
        super().set_object(obj)

    def _show(self, geom: BaseGeometry) -> None:
        self.prepareGeometryChange()
        self._point = QPointF(geom.x, geom.y) if isinstance(geom, Point) else None
        super()._show(geom)
        if self._point is not None:
            self.label.offset_px = self.SYMBOL_PX + 3
            self.label.setPos(self._point)

    def caption(self) -> list[str]:
        kind = self.style.marker_kind(self.obj.kind) or {}
        return [self.obj.label or kind.get("name", self.obj.kind)]

    def _symbol_radius(self) -> float:
        """The symbol's radius in mm at the current zoom (it keeps its size on screen)."""
        scale = self.style.view_scale() or 1.0
        return self.SYMBOL_PX / scale

    def boundingRect(self) -> QRectF:
        if self._point is not None:
            r = self._symbol_radius() * 1.6
            return QRectF(self._point.x() - r, self._point.y() - r, 2 * r, 2 * r)
        m = self._symbol_radius()
        return super().boundingRect().adjusted(-m, -m, m, m)

    def shape(self) -> QPainterPath:
        if self._point is not None:
            path = QPainterPath()
            r = self._symbol_radius() * 1.3
            path.addEllipse(self._point, r, r)
            return path
        if self._geom_type == "LineString":
            stroker = QPainterPathStroker()
            stroker.setWidth(self._symbol_radius() * 1.4)
            return stroker.createStroke(self.path())
        return super().shape()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        selected = self.isSelected()
        if self._point is not None:
            r = self._symbol_radius()
            dot = SCREEN.markers
            painter.setPen(QPen(QColor(INK), r * dot.dot_edge.width / dot.dot))
            painter.setBrush(self.color)
            painter.drawEllipse(self._point, r, r)
            painter.setBrush(QColor(INK))
            painter.drawEllipse(self._point, r * MARKER_PIP, r * MARKER_PIP)
            if selected:
                pen = QPen(SELECTION_COLOR, 2.5)
                pen.setCosmetic(True)
                painter.setPen(pen)
                painter.setBrush(Qt.NoBrush)
                painter.drawEllipse(self._point, r * 1.35, r * 1.35)
            return
        if self._geom_type == "LineString":
            pen = QPen(self.color, SCREEN.markers.line.width, Qt.SolidLine, Qt.FlatCap)
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.drawPath(self.path())
            if selected:
                pen = QPen(SELECTION_COLOR, 2.0, Qt.DashLine)
                pen.setCosmetic(True)
                painter.setPen(pen)
                painter.drawPath(self.path())
            return
        area = SCREEN.markers
        fill = qcolor(Ink(self.color.name(), area.area_alpha))
        pen = QPen(qcolor(Ink(self.color.name(), darker=area.area_darker)), area.area_edge.width, Qt.DotLine)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawPath(self.path())
        if selected:
            self._selected_outline(painter)


def _union_walls(walls) -> BaseGeometry | None:
    if not walls:
        return None
    from shapely import union_all

    return union_all(list(walls))


ITEM_CLASSES = {"pieces": TerrainPieceItem, "zones": DeploymentZoneItem, "markers": MarkerItem}


def object_geometry(collection: str, obj) -> BaseGeometry:
    return {"pieces": lambda o: o.footprint, "zones": lambda o: o.polygon, "markers": lambda o: o.geometry}[collection](obj)


GEOMETRY_FIELDS = {"pieces": "footprint", "zones": "polygon", "markers": "geometry"}


def with_geometry(collection: str, obj, geom: BaseGeometry):
    """A copy of ``obj`` with its shape replaced."""
    return replace(obj, **{GEOMETRY_FIELDS[collection]: geom})


def transformed(collection: str, obj, fn):
    """A copy of ``obj`` with ``fn`` applied to its shape (and a piece's walls)."""
    changes = {GEOMETRY_FIELDS[collection]: fn(object_geometry(collection, obj))}
    if collection == "pieces" and obj.walls:
        changes["walls"] = tuple(fn(w) for w in obj.walls)
    return replace(obj, **changes)
