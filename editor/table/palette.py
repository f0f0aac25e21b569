"""The palette: the ruleset's terrain kinds, the deployment sides and the scenario markers.

Pick an entry before drawing (the shape tools create what is current) or drag it onto the
table to drop a piece of a default size.
"""
from __future__ import annotations

from PySide6.QtCore import QMimeData, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QListWidget, QListWidgetItem, QVBoxLayout, QWidget, QLabel

from model.units import format_length

from .items import BLOCKING_WORDS, SIDE_COLORS, pattern_brush
from .view import MIME_PALETTE


def swatch(color: str, pattern: str = "solid", shape: str = "area") -> QIcon:
    pix = QPixmap(30, 20)
    pix.fill(Qt.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.Antialiasing)
    c = QColor(color)
    if shape == "point":
        p.setPen(QPen(QColor("#1d1d1d"), 1.2))
        p.setBrush(c)
        p.drawEllipse(QPointF(15, 10), 7, 7)
    elif shape == "edge":
        p.setPen(QPen(c, 5))
        p.drawLine(3, 16, 27, 16)
    else:
        rect = QRectF(2, 2, 26, 16)
        p.setPen(QPen(c.darker(170), 1.2))
        p.setBrush(c)
        p.drawRoundedRect(rect, 2, 2)
        brush = pattern_brush(pattern, c.darker(170))
        if brush is not None:
            p.setBrush(brush)
            p.drawRoundedRect(rect, 2, 2)
    p.end()
    return QIcon(pix)


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
        hint.setStyleSheet("color: #555;")
        layout.addWidget(hint)
        self.list = PaletteList(body)
        self.list.setIconSize(QSize(30, 20))
        self.list.setDragEnabled(True)
        self.list.setDragDropMode(QAbstractItemView.DragOnly)
        self.list.setSelectionMode(QAbstractItemView.SingleSelection)
        layout.addWidget(self.list)
        self.setWidget(body)
        self.ruleset = ruleset
        self._entries: dict[str, QListWidgetItem] = {}
        self._header(self.tr("Terrain"))
        for kind in ruleset.terrain_kinds() if ruleset else []:
            tip = [kind["name"]]
            if kind.get("height"):
                tip.append(self.tr("height %s") % format_length(kind["height"], unit, ud_mm))
            tip.append(BLOCKING_WORDS.get(kind.get("blocking", "none"), ""))
            tip.append(self.tr("gives cover") if kind.get("cover") else self.tr("no cover"))
            if kind.get("movement"):
                tip.append(kind["movement"])
            text = kind["name"]
            if kind.get("height"):
                text += f"  ({format_length(kind['height'], unit, ud_mm)})"
            self._entry(f"pieces:{kind['id']}", text, swatch(kind.get("color", "#999999"), kind.get("pattern", "solid")),
                        ", ".join(t for t in tip if t))
        self._header(self.tr("Deployment zones"))
        for n, side in enumerate(sides):
            self._entry(f"zones:{side}", self.tr("%s zone") % side if len(side) > 2 else self.tr("Side %s zone") % side,
                        swatch(SIDE_COLORS[n % len(SIDE_COLORS)]),
                        self.tr("Draw a deployment zone for side %s (or use Table > Deployment)") % side)
        markers = ruleset.markers() if ruleset else []
        if markers:
            self._header(self.tr("Scenario markers"))
            for m in markers:
                self._entry(f"markers:{m['id']}", m["name"], swatch(m.get("color", "#e0a800"), "solid", m.get("shape", "point")),
                            self.tr("%s (%s): click on the table with the marker tool, or drag it there") % (m["name"], m.get("shape", "point")))
        self.list.currentItemChanged.connect(self._current_changed)
        first = next((k for k in self._entries if k.startswith("pieces:")), None)
        if first:
            self.list.setCurrentItem(self._entries[first])

    def _header(self, text: str) -> None:
        item = QListWidgetItem(text.upper())
        item.setFlags(Qt.NoItemFlags)
        font = item.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 0.85)
        item.setFont(font)
        item.setForeground(QColor("#555"))
        self.list.addItem(item)

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
