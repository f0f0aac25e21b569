"""The campaign map on paper: hexes in their terrain colours and patterns, constructions with
their icons, owners' borders and banners in the players' colours, capitals, hex names,
optionally each hex's coordinates, a legend and the empire table of the current turn.

``CampaignMap(doc)`` fits the whole map on one sheet beside its legend; with ``hex_mm`` set
(the size of a hex on paper, centre to corner) the map is split across as many sheets as it
takes for a wall map, with the legend and empire table on a sheet of their own.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from model import campaign_ops as ops
from model.display import kind_name
from model.drawing import style
from model.drawing.campaign import CONSTRUCTION_ICONS, HexNames, banner, campaign_drawing, terrain_swatch
from model.drawing.primitives import Icon, Ink, Pen, Rect

from ..drawing import paint
from .pages import GREY, MM, PageOptions, draw_footer, draw_text, fit_columns, paper_points, text_width, wrap


def tr(text: str) -> str:
    """``text`` in the chosen language (Qt's translators; lupdate reads the literal at each call)."""
    return QCoreApplication.translate("Printing", text)


#: a wall map's sheets on its assembly plan
SHEET_RED = "#b71c1c"


class CampaignMap:
    """A campaign map printout (see the module's docstring)."""

    def __init__(self, doc, ruleset=None, options: PageOptions | None = None, coordinates: bool = False,
                 hex_mm: float | None = None, overlap_mm: float = 10.0):
        from . import ruleset_or_none

        self.doc = doc
        self.ruleset = ruleset_or_none(doc, ruleset)
        self.options = options or PageOptions()
        self.coordinates = coordinates
        self.title = doc.name
        self.paper = self.options.paper or "A4"
        self.terrains = {t["id"]: t for t in (ops.terrains(self.ruleset) if self.ruleset else [])}
        self.names = HexNames(text_width, coordinates)
        self.icons = {f["id"]: f.get("icon", f["id"]) for f in (ops.features(self.ruleset) if self.ruleset else [])}
        self.empire = ops.empire_table(doc, self.ruleset) if self.ruleset and doc.players else []
        keys = list(doc.cells)
        if keys:
            pts = [c for k in keys for c in doc.grid.corners(k)]
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            self.bounds = (min(xs), min(ys), max(xs), max(ys))
        else:
            self.bounds = (0.0, 0.0, 1.0, 1.0)
        bw, bh = self.bounds[2] - self.bounds[0], self.bounds[3] - self.bounds[1]
        self.landscape = self.options.landscape_for(bw >= bh * 0.8)
        self.size = paper_points(self.paper, self.landscape)
        self.margin = self.options.margin_mm * MM
        self.hex_mm = hex_mm
        self.overlap = max(0.0, float(overlap_mm)) * MM  # between a wall map's sheets, points
        if hex_mm:  # a wall map: the map at a fixed size across sheets that overlap, as a 1:1 table print
            from .tiled import sheet_count

            self.k = hex_mm * MM / doc.grid.size
            w, h = self.size
            self.cw, self.ch = w - 2 * self.margin, h - 2 * self.margin - 40 - 16
            self.overlap = min(self.overlap, 0.4 * min(self.cw, self.ch))
            self.cols = sheet_count(bw * self.k, self.cw, self.overlap)
            self.rows = sheet_count(bh * self.k, self.ch, self.overlap)
        else:
            self.cols = self.rows = 1
        # hexes whose names do not fit them show a number, and the legend the name
        self._keys = self._name_key(hex_mm * MM) if hex_mm else {}

    def page_count(self) -> int:
        return 1 if not self.hex_mm else self.cols * self.rows + 1

    def page_size(self, index: int) -> tuple[float, float]:
        return self.size

    def draw_page(self, painter: QPainter, index: int) -> None:
        w, h = self.size
        m = self.margin
        painter.save()
        painter.setRenderHint(QPainter.Antialiasing)
        painter.fillRect(QRectF(0, 0, w, h), Qt.white)
        rs = self.ruleset.name if self.ruleset else self.doc.ruleset
        draw_text(painter, m, m, w - 2 * m, 18, self.doc.name, 14, bold=True)
        draw_text(painter, m, m + 19, w - 2 * m, 12, "  \u00b7  ".join(
            [rs, tr("Turn {n}").format(n=self.doc.turn), tr("{n} hexes").format(n=len(self.doc.cells)),
             tr("{n} players").format(n=len(self.doc.players))]), 8.5, color=GREY)
        top = m + 40
        if not self.hex_mm:
            side = 215.0 if self.landscape else 0.0
            below = 0.0 if self.landscape else 230.0
            area = QRectF(m, top, w - 2 * m - side - (12 if side else 0), h - top - m - 16 - below)
            self._fit_map(painter, area)
            if self.landscape:
                self._legend(painter, QRectF(w - m - side, top, side, h - top - m - 16))
            else:
                self._legend(painter, QRectF(m, h - m - 16 - below + 8, w - 2 * m, below - 8), columns=True)
        elif index == 0:
            self._legend(painter, QRectF(m, top, min(300.0, w - 2 * m), h - top - m - 16))
            self._assembly(painter, QRectF(m + 320, top, w - 2 * m - 320, h - top - m - 16))
        else:
            i = index - 1
            r, c = divmod(i, self.cols)
            draw_text(painter, w - m - 260, m, 260, 18, tr("{paper}, row {r} of {rows}, column {c} of {cols}").format(
                paper=self.paper, r=r + 1, rows=self.rows, c=c + 1, cols=self.cols), 9, bold=True,
                align=Qt.AlignRight | Qt.AlignVCenter)
            area = QRectF(m, top, self.cw, self.ch)
            painter.save()
            painter.setClipRect(area)
            x0, y0 = self.bounds[0], self.bounds[1]
            sx, sy = self.sheet_origin(r, c)
            self._map(painter, area.left() - x0 * self.k - sx, area.top() - y0 * self.k - sy, self.k)
            self._marks(painter, area.left() - sx, area.top() - sy)
            painter.restore()
            paint(painter, [Rect((area.left(), area.top(), area.right(), area.bottom()),
                                 pen=Pen(Ink(style.GREY), 0.4, "dot"))])
        left = " \u00b7 ".join(t for t in (self.options.file_name or self.doc.name, rs, self.options.today()) if t)
        draw_footer(painter, w, h, m, left, index, self.page_count())
        painter.restore()

    def draw_map(self, painter: QPainter, area: QRectF) -> dict:
        """The map alone, as large as fits ``area`` (the turn bulletin's); returns the numbers that
        stand for hex names too long for their hexes ({hex: number}), for a key beside it."""
        self._fit_map(painter, area)
        return dict(self._keys)

    def _fit_map(self, painter: QPainter, area: QRectF) -> None:
        x0, y0, x1, y1 = self.bounds
        k = min(area.width() / (x1 - x0), area.height() / (y1 - y0))
        self._keys = self._name_key(self.doc.grid.size * k)
        ox = area.left() + (area.width() - (x1 - x0) * k) / 2 - x0 * k
        oy = area.top() + (area.height() - (y1 - y0) * k) / 2 - y0 * k
        self._map(painter, ox, oy, k)

    def _map(self, painter: QPainter, ox: float, oy: float, k: float, names: bool = True) -> None:
        """The map as ``model/drawing/campaign.py`` describes it: hexes and glyphs, the owners' tints,
        borders and banners, constructions and capitals, names (``names`` False: too small for them)."""
        paint(painter, campaign_drawing(self.doc, self.ruleset, (ox, oy), k, self.names, self._keys, names=names),
              draw_text)

    def name_lines(self, name: str, s: float) -> tuple[list[str], float] | None:
        """A hex name's lines and type size inside its hex (s: the hex's size on paper, centre to
        corner), or None when it fits no way (the hex then shows a number and the legend the name)."""
        return self.names.lines(name, s)

    def _name_key(self, s: float) -> dict:
        """The numbers that stand for the hex names too long for their hexes at size ``s``."""
        return self.names.key(self.doc, s)

    def _icon(self, painter: QPainter, name: str, rect: QRectF) -> None:
        paint(painter, [Icon(name, (rect.left(), rect.top()), rect.width())])

    def _legend(self, painter: QPainter, box: QRectF, columns: bool = False) -> None:
        x, y = box.left(), box.top()
        width = box.width() / 2 - 10 if columns else box.width()
        draw_text(painter, x, y, width, 13, tr("Legend"), 10, bold=True)
        y += 16
        used = list(dict.fromkeys(c.terrain for c in self.doc.cells.values()))
        for tid in used:
            paint(painter, terrain_swatch(tid, self.terrains.get(tid), x, y))
            draw_text(painter, x + 18, y, width - 18, 11, kind_name(self.ruleset, "campaign.terrains", tid), 7.5)
            y += 12
        y += 4
        for f in CONSTRUCTION_ICONS:
            if any(c.has(f) for c in self.doc.cells.values()):
                self._icon(painter, self.icons.get(f, f), QRectF(x, y, 12, 12))
                draw_text(painter, x + 18, y, width - 18, 12, {"city": tr("City"), "castle": tr("Castle"),
                                                               "mine": tr("Mine")}[f], 7.5)
                y += 13
        if any(c.capital for c in self.doc.cells.values()):
            self._icon(painter, "capital", QRectF(x, y, 12, 12))
            draw_text(painter, x + 18, y, width - 18, 12, tr("Capital (ringed in its owner's colour)"), 7.5)
            y += 13
        if self._keys:
            y += 6
            draw_text(painter, x, y, width, 12, tr("Hex names"), 8.5, bold=True)
            y += 13
            for key, number in self._keys.items():
                draw_text(painter, x, y, 18, 11, number, 7.5, bold=True)
                for line in wrap(self.doc.cells[key].name, 7.5, width - 18):
                    draw_text(painter, x + 18, y, width - 18, 11, line, 7.5)
                    y += 11
        if columns:
            x, y = box.left() + box.width() / 2 + 10, box.top()
        else:
            y += 10
        self._empire(painter, x, y, width)

    def _empire(self, painter: QPainter, x: float, y: float, width: float) -> None:
        draw_text(painter, x, y, width, 13, tr("Empires, turn {n}").format(n=self.doc.turn), 10, bold=True)
        y += 16
        heads = [tr("Player"), tr("Hexes"), tr("Cities"), tr("Size"), tr("Rank"), tr("Army")]
        rows = [[row.name, str(row.hexes), str(row.cities), str(row.size), f"{row.rank}" + ("=" if row.tied else ""),
                 str(row.army)] for row in self.empire]
        widths, size, head_lines = fit_columns(heads, rows, width, 7.0, first=8.0)
        tall = max(len(h) for h in head_lines) * (size + 2.5)
        xx = x
        for lines, fw in zip(head_lines, widths):
            for i, line in enumerate(lines):
                draw_text(painter, xx, y + i * (size + 2.5), fw, size + 2.5, line, size, bold=True)
            xx += fw
        y += tall + 2
        players = self.doc.players
        for row, cells in zip(self.empire, rows):
            paint(painter, banner(x, y, 9, players[row.player].color if row.player in players else style.INK))
            xx = x
            for i, (text, fw) in enumerate(zip(cells, widths)):
                draw_text(painter, xx + (8 if i == 0 else 0), y, fw - (8 if i == 0 else 0), 10, text, size)
                xx += fw
            y += 11
        if not self.empire:
            draw_text(painter, x, y, width, 10, tr("No players yet."), 7, color=GREY)

    def sheet_origin(self, row: int, col: int) -> tuple[float, float]:
        """Where a wall map's sheet starts, in points from the map's top-left corner at its size on paper."""
        return col * (self.cw - self.overlap), row * (self.ch - self.overlap)

    def _marks(self, painter: QPainter, ox: float, oy: float) -> None:
        """The 1:1 table print's trim lines and crosshairs, in the middle of each overlap."""
        from .tiled import draw_overlap_marks

        xs = [self.sheet_origin(0, c)[0] + self.overlap / 2 for c in range(1, self.cols)]
        ys = [self.sheet_origin(r, 0)[1] + self.overlap / 2 for r in range(1, self.rows)]
        ex, ey = self.sheet_origin(self.rows - 1, self.cols - 1)
        extent = (0.0, 0.0, ex + self.cw, ey + self.ch)
        draw_overlap_marks(painter, lambda x, y: (ox + x, oy + y), extent, xs, ys, gap=120 * MM)

    def _assembly(self, painter: QPainter, area: QRectF) -> None:
        x0, y0, x1, y1 = self.bounds
        draw_text(painter, area.left(), area.top(), area.width(), 24, tr(
            "{n} sheets of {paper} in {rows} \u00d7 {cols} (rows \u00d7 columns); overlap {o} mm: lay each sheet over its neighbour "
            "so the red crosshairs meet, trim on the dashed line.").format(
                n=self.cols * self.rows, paper=self.paper, rows=self.rows, cols=self.cols,
                o=f"{self.overlap / MM:g}"), 7.5, color=GREY, align=Qt.AlignLeft | Qt.AlignTop | Qt.TextWordWrap)
        area = area.adjusted(0, 28, 0, 0)
        ex, ey = self.sheet_origin(self.rows - 1, self.cols - 1)
        tw, th = ex + self.cw, ey + self.ch  # the sheets' extent, points at the wall map's size
        f = min(area.width() / tw, area.height() / th)
        k = f * self.k
        self._map(painter, area.left() - x0 * k, area.top() - y0 * k, k, names=False)  # too small for names
        for r in range(self.rows):
            for c in range(self.cols):
                sx, sy = self.sheet_origin(r, c)
                rect = QRectF(area.left() + sx * f, area.top() + sy * f, self.cw * f, self.ch * f)
                paint(painter, [Rect((rect.left(), rect.top(), rect.right(), rect.bottom()),
                                     pen=Pen(Ink(SHEET_RED), 0.8, "dash"))])
                draw_text(painter, rect.x() + 2, rect.y() + 2, rect.width(), 10,
                          tr("row {r}, column {c}").format(r=r + 1, c=c + 1), 7, bold=True,
                          align=Qt.AlignLeft | Qt.AlignTop, color=QColor(SHEET_RED))
