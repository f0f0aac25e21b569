"""The Turn panel's map tool: claim, conquer, build or raid on a hex, with what each hex would cost
drawn on the map (:class:`CostOverlay`, judged lazily by :class:`LazyCosts`)."""
from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem

from .. import look
from ..tools import Tool


def tr(text: str, disambiguation: str = "", n: int = -1) -> str:
    return QCoreApplication.translate("CampaignTurns", text, disambiguation or None, n)


class TurnTool(Tool):
    """Claim, conquer, build or raid on the map for the Turn panel's acting player: the hex under the
    pointer shows what it would cost; a press records the step or says which rule refuses it."""

    id = "turn"
    label = tr("Turn action")
    tip = tr("Spend imperial points on the hex: claim, conquer or build for the acting player")
    cursor = Qt.PointingHandCursor

    def press(self, editor, h, modifiers) -> None:
        if h is not None:
            editor.turn_dock.act_on(h)

    def hover_text(self, editor, h) -> str:
        return editor.turn_dock.hover_text(h)


class LazyCosts(Mapping):
    """Hex -> (imperial points, allowed) for the hexes a spending tool may be pointed at, each judged
    the first time it is asked for and kept until the next refresh (one state of the turn)."""

    def __init__(self, hexes=(), judge=None):
        self.hexes = list(hexes)
        self._in = set(self.hexes)
        self.judge = judge
        self.known: dict = {}

    def __getitem__(self, h):
        if h not in self._in:
            raise KeyError(h)
        hit = self.known.get(h)
        if hit is None:
            hit = self.known[h] = self.judge(h)
        return hit

    def __contains__(self, h) -> bool:
        return h in self._in

    def __iter__(self):
        return iter(self.hexes)

    def __len__(self) -> int:
        return len(self.hexes)


class CostOverlay(QGraphicsItem):
    """While a spending tool is on: what each hex it may be used on would cost, on a light badge of its
    own (readable on every terrain's colour); green-edged where it is allowed, red and struck through
    where it would be refused. A hex is judged only when its badge is painted (in view, large enough
    to read), so a refresh on a large map costs the hexes on screen, not the whole map."""

    #: badges are not drawn (nor their hexes judged) below this many pixels of hex radius on screen
    MIN_PX = 7

    def __init__(self, map_item):
        super().__init__()
        self.map_item = map_item
        self.costs: LazyCosts = LazyCosts()
        self._badges: dict = {}  # (cost, allowed, scale) -> the badge's picture
        self._bounds = QRectF()
        self.setZValue(9)

    def set_costs(self, costs) -> None:
        """The badges to draw: a :class:`LazyCosts` (or any hex -> (cost, allowed) mapping)."""
        self.prepareGeometryChange()
        self.costs = costs if isinstance(costs, LazyCosts) else LazyCosts(costs, dict(costs).__getitem__)
        m = self.map_item.size * 0.5
        self._bounds = self.map_item.rect_of(self.costs.hexes).adjusted(-m, -m, m, m) if self.costs else QRectF()
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, p: QPainter, option, widget=None) -> None:
        mi = self.map_item
        lod = option.levelOfDetailFromTransform(p.worldTransform())
        if mi.size * lod < self.MIN_PX:
            return
        exposed = option.exposedRect
        if p.hasClipping():
            exposed = exposed.intersected(p.clipBoundingRect())
        costs = self.costs
        shown = [h for h in mi.visible_hexes(exposed) if h in costs]
        r = mi.size * 0.36
        m = mi.size * 0.05  # the pen's half width
        p.setRenderHint(QPainter.SmoothPixmapTransform, True)
        for h in shown:
            cost, allowed = costs[h]
            c = mi.center(h)
            pix = self._badge(cost, allowed, lod)
            p.drawPixmap(QRectF(c.x() - r - m, c.y() - r - m, 2 * (r + m), 2 * (r + m)), pix, QRectF(pix.rect()))

    def _badge(self, cost: int, allowed: bool, lod: float) -> QPixmap:
        """One badge drawn once at the view's scale and stamped on every hex of the same cost."""
        key = (cost, allowed, round(lod, 3))
        pix = self._badges.get(key)
        if pix is not None:
            return pix
        if len(self._badges) > 64:
            self._badges.clear()
        mi = self.map_item
        r, m = mi.size * 0.36, mi.size * 0.05
        side = max(4, int(2 * (r + m) * lod * 2 + 0.999))  # drawn at twice the size: crisp when scaled down
        pix = QPixmap(side, side)
        pix.fill(Qt.transparent)
        p = QPainter(pix)
        p.setRenderHint(QPainter.Antialiasing, True)
        p.scale(side / (2 * (r + m)), side / (2 * (r + m)))
        p.translate(r + m, r + m)
        font = QFont()
        font.setPointSizeF(max(mi.size * 0.42, 1.0))
        font.setBold(True)
        p.setFont(font)
        ok_pen, no_pen = QPen(look.TURN_ALLOWED, mi.size * 0.07), QPen(look.TURN_REFUSED, mi.size * 0.07)
        p.setPen(ok_pen if allowed else no_pen)
        p.setBrush(look.TURN_ALLOWED_GROUND if allowed else look.TURN_REFUSED_GROUND)
        p.drawEllipse(QPointF(0, 0), r, r)
        p.setPen(look.TURN_ALLOWED_TEXT if allowed else look.TURN_REFUSED_TEXT)
        p.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignCenter, str(cost))
        if not allowed:
            p.setPen(no_pen)
            p.drawLine(QPointF(-r * 0.7, r * 0.7), QPointF(r * 0.7, -r * 0.7))
        p.end()
        self._badges[key] = pix
        return pix

