"""The palette: the ruleset's terrain kinds, the deployment sides and the scenario markers.

Pick an entry before drawing (the shape tools create what is current) or drag it onto the
table to drop a piece of a default size.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QMimeData, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPalette, QPen
from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QListWidget, QListWidgetItem, QVBoxLayout, QWidget, QLabel

from model.drawing.primitives import Ink
from model.drawing.style import INK, side_colour
from model.drawing.table import HATCH_DARKER, marker_colour, piece_colour, piece_hatch
from model.units import format_length

from ..drawing import qcolor
from ..icons import drawn_icon
from .items import pattern_brush, terrain_facts
from .view import MIME_PALETTE


def swatch(color: str, pattern: str | None = None, shape: str = "area") -> QIcon:
    """The entry's colour and hatching as the table draws it (``pattern``: the hatching, None for
    plain), sharp at any scaling."""
    c = QColor(color)
    ink = qcolor(Ink(color, darker=HATCH_DARKER))  # the hatching's and the edge's, as on the table

    def draw(p: QPainter, _ink) -> None:
        if shape == "point":
            p.setPen(QPen(QColor(INK), 1.2))
            p.setBrush(c)
            p.drawEllipse(QPointF(15, 10), 7, 7)
        elif shape == "edge":
            p.setPen(QPen(c, 5))
            p.drawLine(3, 16, 27, 16)
        else:
            rect = QRectF(2, 2, 26, 16)
            p.setPen(QPen(ink, 1.2))
            p.setBrush(c)
            p.drawRoundedRect(rect, 2, 2)
            brush = pattern_brush(pattern, ink) if pattern else None
            if brush is not None:
                p.setBrush(brush)
                p.drawRoundedRect(rect, 2, 2)

    return drawn_icon(draw, 30, 20)


class PaletteList(QListWidget):
    """A list whose entries drag out as palette drops."""

    def mimeData(self, items) -> QMimeData:
        data = QMimeData()
        if items:
            data.setData(MIME_PALETTE, items[0].data(Qt.UserRole).encode())
        return data

    def mimeTypes(self) -> list[str]:
        return [MIME_PALETTE]


class PaletteDock(QDockWidget):
    """Terrain kinds (colour, pattern, height, blocking, cover), deployment sides and markers."""

    targetChanged = Signal(str)  # "pieces:<kind>", "zones:<side>", "markers:<kind>"

    def __init__(self, ruleset, unit, ud_mm, parent: QWidget | None = None, sides=("A", "B")):
        super().__init__(self.tr("Terrain Palette"), parent)
        self.setObjectName("TablePaletteDock")
        self.setProperty("defaultArea", Qt.LeftDockWidgetArea)
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(2, 2, 2, 2)
        hint = QLabel(self.tr("Pick a kind, then draw; or drag it onto the table."), body)
        hint.setWordWrap(True)
        hint.setForegroundRole(QPalette.PlaceholderText)  # dimmed, on a light or a dark palette
        layout.addWidget(hint)
        self.list = PaletteList(body)
        self.list.setIconSize(QSize(30, 20))
        self.list.setDragEnabled(True)
        self.list.setDragDropMode(QAbstractItemView.DragOnly)
        self.list.setSelectionMode(QAbstractItemView.SingleSelection)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)  # names fit instead (make_room)
        layout.addWidget(self.list)
        self.setWidget(body)
        self.ruleset = ruleset
        self._entries: dict[str, QListWidgetItem] = {}
        self._header(self.tr("Terrain"))
        for kind in ruleset.terrain_kinds() if ruleset else []:
            height = format_length(kind["height"], unit, ud_mm) if kind.get("height") else ""
            tip = [kind["name"]] + terrain_facts(height, kind.get("blocking", "none"), bool(kind.get("cover")),
                                                 kind.get("movement"))
            text = kind["name"]
            if kind.get("height"):
                text += f"  ({format_length(kind['height'], unit, ud_mm)})"
            self._entry(f"pieces:{kind['id']}", text, swatch(piece_colour(kind), piece_hatch(kind)),
                        ", ".join(t for t in tip if t))
        self._header(self.tr("Deployment zones"))
        for side in sides:
            self._entry(f"zones:{side}", self.tr("%s zone") % side if len(side) > 2 else self.tr("Side %s zone") % side,
                        swatch(side_colour(sides, side)),
                        self.tr("Draw a deployment zone for side %s (or use Table > Deployment)") % side)
        markers = ruleset.markers() if ruleset else []
        if markers:
            self._header(self.tr("Scenario markers"))
            for m in markers:
                self._entry(f"markers:{m['id']}", m["name"], swatch(marker_colour(m), None, m.get("shape", "point")),
                            self._marker_tip(m["name"], m.get("shape", "point")))
        self.make_room()
        self.list.currentItemChanged.connect(self._current_changed)
        first = next((k for k in self._entries if k.startswith("pieces:")), None)
        if first:
            self.list.setCurrentItem(self._entries[first])

    # the widest the palette asks to be; a longer entry goes on two lines (its name, then its height)
    MAX_WIDTH = 300

    def make_room(self) -> None:
        """Every entry shows whole (Spanish names run longer): the list asks for the width of its
        widest entry, up to :attr:`MAX_WIDTH`; an entry wider than that wraps before its height."""
        from ..elided import width_to_show_all

        if width_to_show_all(self.list) > self.MAX_WIDTH:
            for item in self._entries.values():
                name, sep, height = item.text().partition("  (")
                if sep and self.list.fontMetrics().horizontalAdvance(item.text()) + 60 > self.MAX_WIDTH:
                    item.setText(f"{name}\n({height}")
        self.list.setMinimumWidth(min(width_to_show_all(self.list), self.MAX_WIDTH))

    def _header(self, text: str) -> None:
        item = QListWidgetItem(text.upper())
        item.setFlags(Qt.NoItemFlags)
        font = item.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 0.85)
        item.setFont(font)
        item.setData(Qt.UserRole + 1, True)  # a heading
        self.list.addItem(item)
        self._colour_headings()

    def _marker_tip(self, name: str, shape: str) -> str:
        if shape == "edge":
            return self.tr("%s (a table edge): click on the table with the marker tool, or drag it there") % name
        if shape == "area":
            return self.tr("%s (an area): click on the table with the marker tool, or drag it there") % name
        return self.tr("%s (a point): click on the table with the marker tool, or drag it there") % name

    def _colour_headings(self) -> None:
        """Headings dimmed in the palette's placeholder colour, light or dark."""
        colour = self.palette().color(QPalette.PlaceholderText)
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(Qt.UserRole + 1):
                item.setForeground(colour)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.PaletteChange:  # the system switched to a dark palette, or back
            self._colour_headings()

    def _entry(self, key: str, text: str, icon: QIcon, tip: str) -> None:
        item = QListWidgetItem(icon, text)
        item.setData(Qt.UserRole, key)
        item.setToolTip(tip)
        item.setFlags(Qt.ItemIsEnabled | Qt.ItemIsSelectable | Qt.ItemIsDragEnabled)
        self.list.addItem(item)
        self._entries[key] = item

    def _current_changed(self, current, _previous) -> None:
        if current is not None and current.data(Qt.UserRole):
            self.targetChanged.emit(current.data(Qt.UserRole))

    def current(self) -> str:
        item = self.list.currentItem()
        return item.data(Qt.UserRole) if item is not None and item.data(Qt.UserRole) else ""

    def set_current(self, key: str) -> None:
        item = self._entries.get(key)
        if item is not None:
            self.list.setCurrentItem(item)

    def keys(self) -> list[str]:
        return list(self._entries)

    def item_for(self, key: str) -> QListWidgetItem | None:
        return self._entries.get(key)
