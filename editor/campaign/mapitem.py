"""The campaign map on a QGraphicsScene: one item for the whole map that paints only what is
visible, from cached per-chunk pictures, plus an overlay for selection and finding paths."""
from __future__ import annotations

import math
from collections import defaultdict
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPicture, QPixmap, QPolygonF, QTransform
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem

from model import campaign_ops as ops
from model.campaign import CampaignDocument
from model.drawing.campaign import (CONSTRUCTION_MARKS, GLYPH_DARKER, GLYPH_FILL_DARKER, NAME_BAND, NO_PLAYER_COLOUR,
                                    NO_TERRAIN_COLOUR, player_colour, terrain_look)
from model.drawing.primitives import Ink
from model.drawing.style import GREY, INK, filled_glyph, glyph_kind
from model.hexgrid import DIRECTIONS, Hex
from resources import ICONS

from ..drawing import glyph_path, qcolor, solid_brush
from .look import (ADJACENCY, ADJACENCY_DOT, ADJACENCY_ODD, FINDING, HOVER, OUTLINE, OWNER_BORDER, SELECTED, SUGGESTED,
                   SUGGESTED_BADGE, SUGGESTED_TEXT, owner_inset, owner_tint)

CHUNK = 8  # hexes per chunk side (axial); each chunk caches one QPicture and one raster

#: Screen size (pixels from a hex's centre to a corner) above which details are drawn.
ICON_PX = 11.0
TEXT_PX = 26.0
BORDER_MIN_PX = 1.5


@lru_cache(maxsize=None)
def icon_pixmap(name: str, px: int = 96) -> QPixmap | None:
    """A feature icon from ``resources/icons/<name>.svg`` rendered once."""
    path = ICONS / f"{name}.svg"
    if not path.exists():
        return None
    renderer = QSvgRenderer(str(path))
    pix = QPixmap(px, px)
    pix.fill(Qt.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.Antialiasing)
    renderer.render(p)
    p.end()
    return pix


def _chunk(h: Hex) -> tuple[int, int]:
    return h[0] // CHUNK, h[1] // CHUNK


class MapStyle:
    """How terrains, features and players look: from the ruleset (colours, patterns, icons) and
    the document's players."""

    def __init__(self, doc: CampaignDocument, ruleset):
        self.doc = doc
        self.ruleset = ruleset
        self.terrains = {t["id"]: t for t in (ops.terrains(ruleset) if ruleset else [])}
        self.feature_icons = {f["id"]: f.get("icon", f["id"]) for f in (ops.features(ruleset) if ruleset else [])}
        self.unknown = QColor(NO_TERRAIN_COLOUR)  # a terrain the ruleset does not know, as printed
        self.no_player = QColor(NO_PLAYER_COLOUR)
        self.show_coordinates = False
        self.show_names = True
        self.show_adjacency = False
        self.owner_tint = True
        self.refresh()

    def refresh(self) -> None:
        # every colour as the printed map's drawing has it (model/drawing/campaign.py)
        self.colors = {tid: QColor(terrain_look(tid, t)[0]) for tid, t in self.terrains.items()}
        self.brushes = {tid: solid_brush(c) for tid, c in self.colors.items()}
        self.player_colors = {p.id: QColor(player_colour(p)) for p in self.doc.players.values()}

    def glyph_inks(self, terrain: str) -> tuple[QColor, QColor | None]:
        """The pen of a terrain's glyph and its fill (None: stroked only), as printed."""
        colour = self.colors.get(terrain, self.unknown).name()
        fill = qcolor(Ink(colour, darker=GLYPH_FILL_DARKER)) if filled_glyph(self.glyph_kind(terrain)) else None
        return qcolor(Ink(colour, darker=GLYPH_DARKER)), fill

    def terrain_brush(self, terrain: str) -> QBrush:
        return self.brushes.get(terrain) or solid_brush(self.unknown)

    def glyph_kind(self, terrain: str) -> str:
        """The glyph drawn over a terrain's colour: named after the terrain when it is a familiar
        one (trees for forest, peaks for mountains...), else after the ruleset's pattern."""
        return glyph_kind(terrain, self.terrains.get(terrain))


def _glyph_path(kind: str, s: float) -> QPainterPath:
    """A pattern glyph around (0, 0) for a hex of size ``s`` (the shared style's, as printed)."""
    return glyph_path(kind, s)


class HexMapItem(QGraphicsObject):
    """The whole hex map as one item.

    Hexes are grouped into chunks of ``CHUNK`` x ``CHUNK`` axial coordinates; each chunk
    records terrain, patterns, owner borders and small construction marks into a QPicture
    the first time it is shown and after its hexes change. ``paint`` replays only the chunks
    that meet the exposed rectangle, then draws icons and labels for the visible hexes when
    they are large enough on screen.
    """

    def __init__(self, doc: CampaignDocument, style: MapStyle):
        super().__init__()
        self.doc = doc
        self.style = style
        self.setFlag(QGraphicsItem.ItemUsesExtendedStyleOption, True)
        self._chunks: dict[tuple[int, int], set[Hex]] = defaultdict(set)
        self._pictures: dict[tuple[int, int], QPicture] = {}
        #: chunk -> (scale, pixmap): the chunk's picture rasterised at the view's scale, so
        #: panning and repainting after an edit blit pixmaps instead of replaying vectors
        self._pixmaps: dict[tuple[int, int], tuple[float, QPixmap]] = {}
        self._chunk_rects: dict[tuple[int, int], QRectF] = {}
        self._capitals: set[Hex] = set()
        self._owners: dict[Hex, str] = {}  # banners as drawn, to know when neighbours' borders change
        self._bounds = QRectF()
        #: redraw stretched rasters sharp a moment after the last zoom step; the timer is the
        #: item's child, so it dies with the item and never fires into a closed map
        self.defer_rescale = True
        self._refine = QTimer(self, singleShot=True, interval=150)
        self._refine.timeout.connect(self._rescale)
        self._setup_geometry()
        self.rebuild()

    # -- geometry ---------------------------------------------------------------------
    def _setup_geometry(self) -> None:
        # plain floats, no numpy: the map's tab is built and painted before numpy is imported
        grid = self.doc.grid
        self.size = s = grid.size
        (a, b), (c, d) = grid.matrix
        start = 30.0 if grid.orientation == "pointy" else 0.0
        corners = [(math.cos(math.radians(start + 60.0 * i)) * s, math.sin(math.radians(start + 60.0 * i)) * s)
                   for i in range(6)]  # centred on (0, 0), as the grid's corners of Hex(0, 0)
        self.hex_polygon = QPolygonF([QPointF(x, y) for x, y in corners])
        self.hex_path = QPainterPath()
        self.hex_path.addPolygon(self.hex_polygon)
        self.hex_path.closeSubpath()
        # for each neighbour direction, the two corners of the shared edge (the two farthest along it)
        self.edges = []
        for q, r in DIRECTIONS:
            vx, vy = (q * a + r * b) * s, (q * c + r * d) * s
            order = sorted(range(6), key=lambda i: -(corners[i][0] * vx + corners[i][1] * vy))
            self.edges.append((corners[order[0]], corners[order[1]]))
        self.glyphs: dict[str, QPainterPath] = {}
        self._basis = ((a * s, c * s), (b * s, d * s))

    def glyph(self, kind: str) -> QPainterPath:
        if kind not in self.glyphs:
            self.glyphs[kind] = _glyph_path(kind, self.size)
        return self.glyphs[kind]

    def _xy(self, h) -> tuple[float, float]:
        """Centre of a hex (the grid's linear map, without numpy overhead per call)."""
        (ax, ay), (bx, by) = self._basis
        return h[0] * ax + h[1] * bx, h[0] * ay + h[1] * by

    def center(self, h: Hex) -> QPointF:
        x, y = self._xy(h)
        return QPointF(x, y)

    def hex_rect(self, h: Hex) -> QRectF:
        c = self.center(h)
        s = self.size
        return QRectF(c.x() - s, c.y() - s, 2 * s, 2 * s)

    def rect_of(self, hexes) -> QRectF:
        hexes = list(hexes)
        if not hexes:
            return QRectF()
        xy = [self._xy(h) for h in hexes]
        xs = [x for x, _y in xy]
        ys = [y for _x, y in xy]
        s = self.size
        return QRectF(min(xs) - s, min(ys) - s, max(xs) - min(xs) + 2 * s, max(ys) - min(ys) + 2 * s)

    # -- model changes ------------------------------------------------------------------
    def rebuild(self) -> None:
        """Everything from the model again (new map, resize undone, players recoloured)."""
        self._chunks.clear()
        for h in self.doc.cells:
            self._chunks[_chunk(h)].add(h)
        self._pictures.clear()
        self._pixmaps.clear()
        self._chunk_rects = {k: self.rect_of(v) for k, v in self._chunks.items()}
        self._capitals = set(self.doc.capitals())
        self._owners = {h: c.owner for h, c in self.doc.cells.items() if c.owner is not None}
        self.style.refresh()
        self._update_bounds()
        self.update()

    def _update_bounds(self) -> None:
        new = self.rect_of(self.doc.cells).adjusted(-2, -2, 2, 2) if self.doc.cells else QRectF(0, 0, 1, 1)
        if new != self._bounds:
            self.prepareGeometryChange()
            self._bounds = new

    def cells_changed(self, action: str, keys) -> None:
        """Follow a ``cells`` change: redraw the chunks of the hexes and of their neighbours."""
        dirty: set[tuple[int, int]] = set()
        for k in keys:
            k = Hex(*k)
            c = _chunk(k)
            if action == "added":
                self._chunks[c].add(k)
            elif action == "removed":
                self._chunks[c].discard(k)
            if k in self.doc.cells and self.doc.cells[k].capital:
                self._capitals.add(k)
            else:
                self._capitals.discard(k)
            dirty.add(c)
            cell = self.doc.cells.get(k)
            owner = cell.owner if cell is not None else None
            if owner != self._owners.get(k) or action != "changed":
                # banner borders are drawn on both sides of an edge: the neighbours change too
                for d in DIRECTIONS:
                    dirty.add(_chunk(Hex(k[0] + d[0], k[1] + d[1])))
            if owner is None:
                self._owners.pop(k, None)
            else:
                self._owners[k] = owner
        area = QRectF()
        for c in dirty:
            self._pictures.pop(c, None)
            self._pixmaps.pop(c, None)
            if action != "changed" and c in self._chunks:
                if self._chunks[c]:
                    self._chunk_rects[c] = self.rect_of(self._chunks[c])
                else:
                    del self._chunks[c]
                    self._chunk_rects.pop(c, None)
            if c in self._chunk_rects:
                area = area.united(self._chunk_rects[c])
        if action != "changed":
            self._update_bounds()
            self.update()
        else:
            self.update(area)

    def players_changed(self) -> None:
        self.style.refresh()
        self._pictures.clear()
        self._pixmaps.clear()
        self.update()

    # -- QGraphicsItem ------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return self._bounds

    def visible_hexes(self, rect: QRectF) -> list[Hex]:
        out = []
        s = self.size
        r = rect.adjusted(-s, -s, s, s)
        left, right, top, bottom = r.left(), r.right(), r.top(), r.bottom()
        xy = self._xy
        for c, crect in self._chunk_rects.items():
            if not crect.intersects(rect):
                continue
            hexes = list(self._chunks[c])
            if r.contains(crect):
                out.extend(hexes)
                continue
            for h in hexes:
                x, y = xy(h)
                if left <= x <= right and top <= y <= bottom:
                    out.append(h)
        return out

    #: Largest chunk raster kept (device pixels) and the total the cache may hold.
    PIXMAP_MAX_PX = 2_500_000
    CACHE_MAX_PX = 24_000_000

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        exposed = option.exposedRect
        if painter.hasClipping():  # QGraphicsView.render() exposes the whole item; the clip is tighter
            exposed = exposed.intersected(painter.clipBoundingRect())
        transform = painter.worldTransform()
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(transform)
        px = self.size * lod
        plain_scale = transform.type().value <= QTransform.TxScale.value  # no rotation or shear
        painter.setRenderHint(QPainter.SmoothPixmapTransform, False)
        for c, crect in self._chunk_rects.items():
            if not crect.intersects(exposed):
                continue
            pic = self._pictures.get(c)
            if pic is None:
                pic = self._pictures[c] = self._record(self._chunks[c])
            if plain_scale and crect.width() * crect.height() * lod * lod <= self.PIXMAP_MAX_PX:
                pix = self._chunk_pixmap(c, crect, pic, lod, painter)
                scale = self._pixmaps[c][0]
                painter.setRenderHint(QPainter.SmoothPixmapTransform, abs(scale - lod) > 1e-9)
                w = pix.width() / pix.devicePixelRatio() / scale
                h = pix.height() / pix.devicePixelRatio() / scale
                painter.drawPixmap(QRectF(crect.left() - 1 / scale, crect.top() - 1 / scale, w, h), pix,
                                   QRectF(pix.rect()))
            else:
                painter.drawPicture(0, 0, pic)
        painter.setRenderHint(QPainter.Antialiasing, px > 4)
        painter.setRenderHint(QPainter.SmoothPixmapTransform, True)
        details = px >= ICON_PX
        text = px >= TEXT_PX and (self.style.show_coordinates or self.style.show_names)
        visible = self.visible_hexes(exposed) if (details or text or self.style.show_adjacency) else []
        if self.style.show_adjacency:
            self._paint_adjacency(painter, visible)
        if details:
            self._paint_icons(painter, visible)
        self._paint_capitals(painter, exposed, lod)
        if text:
            self._paint_text(painter, visible)

    def _rescale(self) -> None:
        scene = self.scene()
        views = scene.views() if scene else []
        if not views:
            return
        lod = views[0].transform().m11()
        self._pixmaps = {c: v for c, v in self._pixmaps.items() if abs(v[0] - lod) < 1e-9}
        self.update()

    def _chunk_pixmap(self, c, crect: QRectF, pic: QPicture, lod: float, painter: QPainter) -> QPixmap:
        cached = self._pixmaps.get(c)
        if cached is not None and abs(cached[0] - lod) < 1e-9:
            self._pixmaps[c] = self._pixmaps.pop(c)  # most recently used last
            return cached[1]
        if cached is not None and self.defer_rescale:
            # while the user zooms, show the old raster stretched and redraw sharp once zooming pauses
            self._refine.start()
            return cached[1]
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        pix = QPixmap(int(math.ceil(crect.width() * lod * ratio)) + 2, int(math.ceil(crect.height() * lod * ratio)) + 2)
        pix.setDevicePixelRatio(ratio)
        pix.fill(Qt.transparent)
        p = QPainter(pix)
        p.setRenderHint(QPainter.Antialiasing, True)
        p.translate(1 / ratio, 1 / ratio)
        p.scale(lod, lod)
        p.translate(-crect.left(), -crect.top())
        p.drawPicture(0, 0, pic)
        p.end()
        self._pixmaps.pop(c, None)
        self._pixmaps[c] = (lod, pix)
        total = sum(x[1].width() * x[1].height() for x in self._pixmaps.values())
        while total > self.CACHE_MAX_PX and len(self._pixmaps) > 1:
            oldest = next(iter(self._pixmaps))
            total -= self._pixmaps[oldest][1].width() * self._pixmaps[oldest][1].height()
            del self._pixmaps[oldest]
        return pix

    # -- recorded layer -----------------------------------------------------------------
    def _record(self, hexes) -> QPicture:
        pic = QPicture()
        p = QPainter(pic)
        p.setRenderHint(QPainter.Antialiasing, True)
        cells = self.doc.cells
        style = self.style
        outline = QPen(OUTLINE, 0)
        outline.setCosmetic(True)
        by_terrain: dict[str, list[Hex]] = defaultdict(list)
        for h in hexes:
            by_terrain[cells[h].terrain].append(h)
        glyph_pens = {}
        for terrain, group in by_terrain.items():
            p.setPen(outline)
            p.setBrush(style.terrain_brush(terrain))
            centers = [self._xy(h) for h in group]
            for x, y in centers:
                p.drawPolygon(self.hex_polygon.translated(x, y))
            kind = style.glyph_kind(terrain)
            path = self.glyph(kind)
            if not path.isEmpty():
                ink, fill = style.glyph_inks(terrain)
                pen = glyph_pens.setdefault(terrain, QPen(ink, self.size * 0.07, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
                p.setPen(pen)
                p.setBrush(solid_brush(fill) if fill is not None else Qt.NoBrush)
                for x, y in centers:
                    p.drawPath(path.translated(x, y))
        self._record_owners(p, hexes)
        self._record_marks(p, hexes)
        p.end()
        return pic

    def _record_owners(self, p: QPainter, hexes) -> None:
        cells = self.doc.cells
        colors = self.style.player_colors
        width = self.size * OWNER_BORDER
        inset = owner_inset(width, self.size)
        p.setBrush(Qt.NoBrush)
        for h in hexes:
            owner = cells[h].owner
            if owner is None:
                continue
            color = colors.get(owner, self.style.no_player)
            cx, cy = self._xy(h)
            if self.style.owner_tint:
                p.setPen(Qt.NoPen)
                p.setBrush(owner_tint(color))
                p.drawPolygon(self.hex_polygon.translated(cx, cy))
                p.setBrush(Qt.NoBrush)
            pen = QPen(color, width, Qt.SolidLine, Qt.FlatCap, Qt.MiterJoin)
            p.setPen(pen)
            for d, (a, b) in zip(DIRECTIONS, self.edges):
                n = cells.get(Hex(h[0] + d[0], h[1] + d[1]))
                if n is not None and n.owner == owner:
                    continue
                # inset the line so it sits inside this hex, leaving the neighbour's side free
                p.drawLine(QPointF(cx + a[0] * inset, cy + a[1] * inset), QPointF(cx + b[0] * inset, cy + b[1] * inset))

    def _record_marks(self, p: QPainter, hexes) -> None:
        """Small construction marks that stay readable when the map is zoomed far out."""
        cells = self.doc.cells
        s = self.size
        p.setPen(QPen(QColor(INK), s * 0.05))
        for h in hexes:
            c = cells[h]
            if not c.features:
                continue
            cx, cy = self._xy(h)
            if c.has("city"):
                p.setBrush(QColor(CONSTRUCTION_MARKS["city"]))
                p.drawRect(QRectF(cx - 0.28 * s, cy - 0.28 * s, 0.56 * s, 0.56 * s))
            elif c.has("castle"):
                p.setBrush(QColor(CONSTRUCTION_MARKS["castle"]))
                p.drawRect(QRectF(cx - 0.22 * s, cy - 0.22 * s, 0.44 * s, 0.44 * s))
            if c.has("mine"):
                p.setBrush(QColor(CONSTRUCTION_MARKS["mine"]))
                tri = QPolygonF([QPointF(cx + 0.3 * s, cy + 0.05 * s), QPointF(cx + 0.55 * s, cy + 0.45 * s),
                                 QPointF(cx + 0.05 * s, cy + 0.45 * s)])
                p.drawPolygon(tri)

    # -- live layer ------------------------------------------------------------------------
    def _paint_icons(self, p: QPainter, visible) -> None:
        cells = self.doc.cells
        s = self.size
        for h in visible:
            c = cells[h]
            if not c.features:
                continue
            names = []
            if c.has("city"):
                names.append(self.style.feature_icons.get("city", "city"))
            elif c.has("castle"):
                names.append(self.style.feature_icons.get("castle", "castle"))
            if c.has("mine"):
                names.append(self.style.feature_icons.get("mine", "mine"))
            cx, cy = self._xy(h)
            w = s * (0.95 if len(names) == 1 else 0.7)
            for i, name in enumerate(names):
                pix = icon_pixmap(name)
                if pix is None:
                    continue
                dx = 0.0 if len(names) == 1 else (-0.36 * s if i == 0 else 0.36 * s)
                dy = 0.12 * s if c.capital else 0.0
                p.drawPixmap(QRectF(cx + dx - w / 2, cy + dy - w / 2, w, w), pix, QRectF(pix.rect()))

    def _paint_capitals(self, p: QPainter, exposed: QRectF, lod: float) -> None:
        if not self._capitals:
            return
        s = self.size
        pix = icon_pixmap("capital")
        # a capital stays visible however far the map is zoomed out
        w = max(0.8 * s, 18.0 / max(lod, 1e-6))
        for h in self._capitals:
            cell = self.doc.cells.get(h)
            if cell is None:
                continue
            cx, cy = self._xy(h)
            if not exposed.intersects(QRectF(cx - w, cy - w, 2 * w, 2 * w)):
                continue
            color = self.style.player_colors.get(cell.owner, self.style.no_player)
            p.setPen(QPen(color, max(s * 0.1, 3.0 / max(lod, 1e-6))))
            p.setBrush(Qt.NoBrush)
            p.drawEllipse(QPointF(cx, cy), max(0.72 * s, w * 0.6), max(0.72 * s, w * 0.6))
            if pix is not None:
                y = cy - 0.55 * s - w * 0.5 if s * lod >= ICON_PX else cy - w / 2
                p.drawPixmap(QRectF(cx - w / 2, y, w, w), pix, QRectF(pix.rect()))

    def _paint_text(self, p: QPainter, visible) -> None:
        cells = self.doc.cells
        s = self.size
        font = QFont()
        font.setPointSizeF(max(s * 0.22, 0.5))
        bold = QFont(font)
        bold.setBold(True)
        bold.setPointSizeF(max(s * 0.26, 0.5))
        halo = qcolor(NAME_BAND)
        for h in visible:
            cx, cy = self._xy(h)
            c = cells[h]
            if self.style.show_names and c.name:
                p.setFont(bold)
                r = QRectF(cx - s, cy + 0.35 * s, 2 * s, 0.45 * s)
                p.setPen(halo)
                for ox, oy in ((-0.6, 0), (0.6, 0), (0, -0.6), (0, 0.6)):
                    p.drawText(r.translated(ox * s * 0.05, oy * s * 0.05), Qt.AlignCenter | Qt.TextDontClip, c.name)
                p.setPen(QColor(INK))
                p.drawText(r, Qt.AlignCenter | Qt.TextDontClip, c.name)
            if self.style.show_coordinates:
                p.setFont(font)
                p.setPen(QColor(GREY))
                p.drawText(QRectF(cx - s, cy - 0.92 * s, 2 * s, 0.4 * s), Qt.AlignCenter | Qt.TextDontClip, f"{h.q},{h.r}")

    def _paint_adjacency(self, p: QPainter, visible) -> None:
        seen = set(visible)
        grid_pen = QPen(ADJACENCY, 0)
        grid_pen.setCosmetic(True)
        odd_pen = QPen(ADJACENCY_ODD, 2, Qt.DashLine)
        odd_pen.setCosmetic(True)
        graph = self.doc.graph
        dot = ADJACENCY_DOT
        for h in visible:
            a = self.center(h)
            for n in graph.neighbors(h):
                if n in seen and n < h:
                    continue
                grid_edge = abs(n[0] - h[0]) + abs(n[1] - h[1]) + abs(n[0] + n[1] - h[0] - h[1]) == 2
                p.setPen(grid_pen if grid_edge else odd_pen)
                p.drawLine(a, self.center(n))
        p.setPen(Qt.NoPen)
        p.setBrush(dot)
        r = self.size * 0.08
        for h in visible:
            p.drawEllipse(self.center(h), r, r)


class OverlayItem(QGraphicsItem):
    """Selected hexes, a finding's path, suggested capitals and the brush outline under the pointer."""

    def __init__(self, map_item: HexMapItem):
        super().__init__()
        self.map_item = map_item
        self.selection: list[Hex] = []
        self.path: list[Hex] = []
        self.suggested: list[Hex] = []
        self.hover: list[Hex] = []
        self._bounds = QRectF()
        self.setZValue(10)

    def set(self, **parts) -> None:
        for name, value in parts.items():
            setattr(self, name, [Hex(*h) for h in (value or [])])
        hexes = self.selection + self.path + self.suggested + self.hover
        self.prepareGeometryChange()
        m = self.map_item.size * 0.5
        self._bounds = self.map_item.rect_of(hexes).adjusted(-m, -m, m, m) if hexes else QRectF()
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, p: QPainter, option, widget=None) -> None:
        mi = self.map_item
        p.setRenderHint(QPainter.Antialiasing, True)
        p.setBrush(Qt.NoBrush)
        if self.hover:
            pen = QPen(HOVER, 2)
            pen.setCosmetic(True)
            p.setPen(pen)
            for h in self.hover:
                p.drawPolygon(mi.hex_polygon.translated(mi.center(h)))
        if self.suggested:
            pen = QPen(SUGGESTED, 3, Qt.DashLine)
            pen.setCosmetic(True)
            p.setPen(pen)
            badge = QPen(SUGGESTED, 1.5)
            badge.setCosmetic(True)
            font = QFont()
            font.setPointSizeF(mi.size * 0.42)
            font.setBold(True)
            for i, h in enumerate(self.suggested):
                c = mi.center(h)
                p.setPen(pen)
                p.setBrush(Qt.NoBrush)
                p.drawEllipse(c, mi.size * 0.8, mi.size * 0.8)
                # the number on a light badge of its own: readable on every terrain's colour
                p.setPen(badge)
                p.setBrush(SUGGESTED_BADGE)
                p.drawEllipse(c, mi.size * 0.42, mi.size * 0.42)
                p.setFont(font)
                p.setPen(SUGGESTED_TEXT)
                p.drawText(QRectF(c.x() - mi.size, c.y() - mi.size, 2 * mi.size, 2 * mi.size), Qt.AlignCenter, str(i + 1))
            p.setBrush(Qt.NoBrush)
        if self.selection:
            pen = QPen(SELECTED, 3)
            pen.setCosmetic(True)
            p.setPen(pen)
            for h in self.selection:
                p.drawPolygon(mi.hex_polygon.translated(mi.center(h)))
        if len(self.path) > 1:
            pen = QPen(FINDING, max(mi.size * 0.18, 1.0), Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin)
            p.setPen(pen)
            p.drawPolyline(QPolygonF([mi.center(h) for h in self.path]))
            p.setBrush(FINDING)
            for h in (self.path[0], self.path[-1]):
                p.drawEllipse(mi.center(h), mi.size * 0.2, mi.size * 0.2)
