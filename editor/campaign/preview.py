"""The first picture of a campaign map opened at start-up: the map's drawing, made from its file's data.

Opening a campaign builds its model (a networkx graph of the hexes, numpy centres), its ruleset,
the map item, panels and checks. A campaign named on the command line is therefore painted first
by :class:`CampaignPreview`: the map as ``model/drawing/campaign.py`` describes it for the printed
map (terrain colours and glyphs, owners' tints, borders and banners, constructions' icons,
capitals' rings and crowns, hex names fitted to their hexes), made from the file's data read by
``model/drawing/plain.py`` (any format version, brought up to the newest by ``model/upgrades.py``)
and painted by the drawing's QPainter backend (``editor/drawing.py``), fitted as the map view fits
it, with nothing heavier than Qt. The real tab replaces the picture as soon as it is on screen
(:meth:`editor.mainwindow.MainWindow.open_at_start`). Anything the picture cannot read is simply
left out: the real load that follows reports it.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QWidget

from model.drawing import primitives as pr
from model.drawing.campaign import HexNames, campaign_drawing
from model.drawing.plain import plain_campaign, plain_ruleset
from model.upgrades import readable

from ..drawing import paint
from ..fit import fitted

#: words are laid out at this many times their size, then scaled down: a font's pixel size is whole,
#: so a name of 7.5 pixels drawn at 8 would run wider than it was measured
TEXT_SCALE = 20.0
_metrics: dict = {}


def text_width(text: str, size: float, bold: bool = False) -> float:
    """The width of ``text`` at ``size`` pixels in the window's font (the hex names' measure)."""
    m = _metrics.get(bold)
    if m is None:
        font = QFont()
        font.setBold(bold)
        font.setPixelSize(100)
        m = _metrics[bold] = QFontMetricsF(font)
    return m.horizontalAdvance(text) * size / 100.0


def draw_text(painter: QPainter, x: float, y: float, w: float, h: float, text: str, size: float, bold: bool = False,
              align=None, color=None) -> None:
    """A text of the drawing in its box, in the window's font (the backend's ``text`` function)."""
    k = TEXT_SCALE
    painter.save()
    painter.scale(1 / k, 1 / k)
    font = QFont()
    font.setBold(bold)
    font.setPixelSize(max(1, round(size * k)))
    painter.setFont(font)
    if color is not None:
        painter.setPen(color)
    painter.drawText(QRectF(x * k, y * k, w * k, h * k), int(align), text)
    painter.restore()


class CampaignPreview(QWidget):
    """A campaign map's picture from its file, fitted like the map view; emits ``painted`` once."""

    painted = Signal()

    def __init__(self, data: dict, parent=None):
        super().__init__(parent)
        self.setAutoFillBackground(True)  # the window's own ground round the map
        self.map = plain_campaign(data)
        self.ruleset = plain_ruleset(self.map.ruleset)
        self.cells = self.map.cells
        self.names = HexNames(text_width)
        self._painted = False
        #: the constructions' icons are SVG drawings: Qt's SVG module, loaded and its icons read, costs
        #: the first picture a tenth of its time, so they are drawn from the picture's second paint on,
        #: right after the first, before the tab (which needs them too) is built
        self.icons = False
        self._drawn: tuple | None = None  # ((origin, k), drawing) of the last paint

    @classmethod
    def for_data(cls, data: dict, parent=None) -> "CampaignPreview | None":
        data = readable(data)  # any version the app reads, upgraded as the real load upgrades it
        if data is None or data.get("kind") != "campaign":
            return None
        try:
            preview = cls(data, parent)
        except (KeyError, TypeError, ValueError):  # no grid to draw it on: the real load says why
            return None
        return preview if preview.cells else None

    def world(self) -> tuple[float, float, float, float]:
        """What the map view fits: every hex's square round its centre, and a hex's size about it."""
        grid = self.map.grid
        xs, ys = zip(*(grid.center(key) for key in self.cells))
        m = 2 * grid.size + 2
        return min(xs) - m, min(ys) - m, max(xs) + m, max(ys) + m

    def drawing(self, origin: tuple[float, float], k: float, icons: bool = True) -> list:
        """The map's primitives, ``k`` pixels per map unit, the map's origin at ``origin``; hexes whose
        names fit them no way show a number, as on the printed map. Without the constructions' icons
        when ``icons`` is false; made once for a given fit."""
        if self._drawn is None or self._drawn[0] != (origin, k):
            keys = self.names.key(self.map, self.map.grid.size * k)
            self._drawn = ((origin, k), campaign_drawing(self.map, self.ruleset, origin, k, self.names, keys))
        return self._drawn[1] if icons else without_icons(self._drawn[1])

    def paintEvent(self, event) -> None:
        fit = fitted(self, self.world())
        if fit is not None:
            k, x, y = fit
            p = QPainter(self)
            p.setRenderHint(QPainter.Antialiasing)
            paint(p, self.drawing((x, y), k, icons=self.icons), draw_text)
            p.end()
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self, self._with_icons)  # not after the widget is gone

    def _with_icons(self) -> None:
        """The picture again, with its icons, at once; then the tab may be built."""
        self.icons = True
        self.repaint()
        self.painted.emit()


def without_icons(items: list) -> list:
    """The drawing ``items`` without their icons (groups kept, their icons left out)."""
    out = []
    for item in items:
        if isinstance(item, pr.Icon):
            continue
        if isinstance(item, pr.Group):
            item = pr.Group(tuple(without_icons(item.items)), item.meta, item.layer, item.clip)
        out.append(item)
    return out
