"""Real-size prints: the whole table at 1:1 across as many sheets as it takes, and one piece at
1:1 as a template to cut a terrain base from.

A 1:1 sheet maps one table millimetre to one paper millimetre (72/25.4 points). Neighbouring
sheets overlap by ``overlap_mm``; the middle of each overlap is a dashed trim line with
crosshair alignment marks printed on both sheets, so the sheets are laid edge to edge by
matching the marks. Each sheet names its place ("A3, row 2 of 4, column 1 of 3") and carries a
100 mm check bar; the first page of a print of several sheets shows how they fit.
"""
from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from shapely.geometry import LineString, Point, Polygon

from model.display import kind_name

from .pages import GREY, INK, MM, PageOptions, default_paper, draw_footer, draw_text, fitted, paper_points, text_width
from ..drawing import side_qcolor
from .setup_sheet import grid_step, length_text, placements


def tr(text: str) -> str:
    """``text`` in the chosen language (Qt's translators; lupdate reads the literal at each call)."""
    return QCoreApplication.translate("Printing", text)


MARK_GAP = 120.0  # mm between alignment marks along a shared edge


def _qpath(geom, ox: float, oy: float) -> QPainterPath:
    """A shape in table millimetres as a path in points, ``(ox, oy)`` the table origin on the page."""
    path = QPainterPath()
    polys = [geom] if isinstance(geom, Polygon) else list(getattr(geom, "geoms", []))
    for poly in polys:
        if isinstance(poly, Polygon):
            for ring in [poly.exterior, *poly.interiors]:
                path.addPolygon(QPolygonF([QPointF(ox + x * MM, oy + y * MM) for x, y in ring.coords]))
                path.closeSubpath()
    return path


def sheet_count(total: float, size: float, overlap: float) -> int:
    """How many sheets of ``size`` cover ``total`` when neighbours overlap by ``overlap`` (any unit)."""
    if total <= size + 1e-6:
        return 1
    step = size - overlap
    return max(1, math.ceil((total - overlap) / step - 1e-9))


def draw_overlap_marks(painter: QPainter, to_page, extent: tuple[float, float, float, float], xs: list[float],
                       ys: list[float], gap: float = MARK_GAP) -> None:
    """Trim lines at ``xs`` and ``ys`` (the middles of the overlaps) across ``extent`` and crosshairs
    along them every ``gap`` and where they meet, drawn the same on both sheets of an overlap so the
    sheets are laid with their crosshairs on each other. ``to_page(x, y)`` gives the page point."""
    x0, y0, x1, y1 = extent
    pen = QPen(QColor("#b71c1c"), 0.5, Qt.DashLine)
    for x in xs:
        painter.setPen(pen)
        painter.drawLine(to_page(x, y0), to_page(x, y1))
        for y in _along(y0, y1, ys, gap):
            _cross(painter, to_page(x, y))
    for y in ys:
        painter.setPen(pen)
        painter.drawLine(to_page(x0, y), to_page(x1, y))
        for x in _along(x0, x1, xs, gap):
            _cross(painter, to_page(x, y))


def _along(a: float, b: float, crossings: list[float], gap: float) -> list[float]:
    n = max(1, int((b - a) // gap))
    return sorted(set([a + (b - a) * (i + 0.5) / n for i in range(n)] + crossings))


def _cross(painter: QPainter, p: QPointF) -> None:
    x, y = p.x(), p.y()
    painter.setPen(QPen(QColor("#b71c1c"), 0.6))
    painter.setBrush(Qt.NoBrush)
    painter.drawEllipse(QPointF(x, y), 4, 4)
    painter.drawLine(QPointF(x - 7, y), QPointF(x + 7, y))
    painter.drawLine(QPointF(x, y - 7), QPointF(x, y + 7))


class TiledPrint:
    """A region of the table (all of it by default) at 1:1 on sheets of the chosen paper."""

    def __init__(self, doc, ruleset=None, options: PageOptions | None = None, overlap_mm: float = 10.0,
                 region: tuple[float, float, float, float] | None = None, subject=None):
        from . import ruleset_or_none

        self.doc = doc
        self.ruleset = ruleset_or_none(doc, ruleset)
        self.options = options or PageOptions()
        self.paper = self.options.paper or default_paper(doc.unit)
        self.overlap = max(0.0, float(overlap_mm))
        self.region = region or (0.0, 0.0, doc.width, doc.depth)
        self.subject = subject  # a piece: a template of it alone
        self.title = doc.name if subject is None else (subject.label or subject.kind)
        self.margin = self.options.margin_mm
        x0, y0, x1, y1 = self.region
        best = None
        choices = [self.options.orientation == "landscape"] if self.options.orientation else [True, False]
        for landscape in choices:
            cols, rows, cw, ch = self._grid(landscape)
            if best is None or cols * rows < best[0]:
                best = (cols * rows, landscape)
        self.landscape = best[1]
        self.size = paper_points(self.paper, self.landscape)
        self.cols, self.rows, self.cw, self.ch = self._grid(self.landscape)
        self.assembly = self.cols * self.rows > 1

    def _grid(self, landscape: bool) -> tuple[int, int, float, float]:
        w, h = paper_points(self.paper, landscape)
        cw = w / MM - 2 * self.margin
        ch = h / MM - 2 * self.margin - 8 - 5  # a line for the sheet's place and the check bar; the footer
        x0, y0, x1, y1 = self.region
        return sheet_count(x1 - x0, cw, self.overlap), sheet_count(y1 - y0, ch, self.overlap), cw, ch

    # printout -----------------------------------------------------------------------
    def page_count(self) -> int:
        return self.cols * self.rows + (1 if self.assembly else 0)

    def page_size(self, index: int) -> tuple[float, float]:
        return self.size

    def sheet_origin(self, row: int, col: int) -> tuple[float, float]:
        """The table point (mm) at the top-left corner of a sheet's printed area."""
        x0, y0, _, _ = self.region
        return x0 + col * (self.cw - self.overlap), y0 + row * (self.ch - self.overlap)

    def sheet_label(self, row: int, col: int) -> str:
        return tr("{paper}, row {r} of {rows}, column {c} of {cols}").format(
            paper=self.paper, r=row + 1, rows=self.rows, c=col + 1, cols=self.cols)

    def draw_page(self, painter: QPainter, index: int) -> None:
        w, h = self.size
        painter.save()
        painter.setRenderHint(QPainter.Antialiasing)
        painter.fillRect(QRectF(0, 0, w, h), Qt.white)
        if self.assembly and index == 0:
            self._assembly(painter)
        else:
            i = index - (1 if self.assembly else 0)
            self._sheet(painter, i // self.cols, i % self.cols)
        left = " \u00b7 ".join(t for t in (self.options.file_name or self.doc.name, tr("1:1"),
                                            self.options.today()) if t)
        draw_footer(painter, w, h, self.margin * MM, left, index, self.page_count())
        painter.restore()

    def _sheet(self, painter: QPainter, row: int, col: int) -> None:
        m = self.margin * MM
        top = m + 8 * MM
        tx, ty = self.sheet_origin(row, col)
        area = QRectF(m, top, self.cw * MM, self.ch * MM)
        ox, oy = m - tx * MM, top - ty * MM  # the table's origin on this page
        title = self.title if self.subject is None else tr("Template: {name}").format(name=self.title)
        if self.cols * self.rows > 1:
            title += "  \u2014  " + self.sheet_label(row, col)
        draw_text(painter, m, m, self.size[0] - 2 * m, 12, title, 9, bold=True)
        self._check_bar(painter, m, m + 12)
        painter.save()
        painter.setClipRect(area)
        self._content(painter, ox, oy, (tx, ty, tx + self.cw, ty + self.ch))
        self._marks(painter, row, col, ox, oy)
        painter.restore()
        painter.setPen(QPen(GREY, 0.4, Qt.DotLine))
        painter.setBrush(Qt.NoBrush)
        painter.drawRect(area)

    def _check_bar(self, painter: QPainter, x: float, y: float) -> None:
        """A 100 mm bar: measure it to check the printer printed at 100 %."""
        painter.setPen(QPen(INK, 0.5))
        painter.setBrush(INK)
        painter.drawRect(QRectF(x, y + 3, 100 * MM, 2.5))
        text = tr("100 mm: measure it to check the print is at 100 %")
        left = x + 100 * MM + 6
        room = self.size[0] - self.margin * MM - left  # up to the right margin
        size = 6.5
        while size > 5 and text_width(text, size) > room:
            size -= 0.5
        draw_text(painter, left, y - 2, room, 13, text, size, color=GREY,
                  align=Qt.AlignLeft | Qt.AlignVCenter | Qt.TextWordWrap)

    def _content(self, painter: QPainter, ox: float, oy: float,
                 visible: tuple[float, float, float, float] | None = None) -> None:
        """The table (or the template's piece) with the table origin at ``(ox, oy)`` points; ``visible``
        is the part of the table on this sheet (mm): each piece is named on every sheet it shows on."""
        doc, ruleset = self.doc, self.ruleset
        if self.subject is None:
            table = QRectF(ox, oy, doc.width * MM, doc.depth * MM)
            painter.fillRect(table, QColor("#fbfcf8"))
            step = grid_step(doc)
            painter.setPen(QPen(QColor(60, 80, 50, 70), 0.4))
            j = 1
            while j * step < doc.width - 1e-6:
                x = ox + j * step * MM
                painter.drawLine(QPointF(x, oy), QPointF(x, oy + doc.depth * MM))
                j += 1
            j = 1
            while j * step < doc.depth - 1e-6:
                y = oy + j * step * MM
                painter.drawLine(QPointF(ox, y), QPointF(ox + doc.width * MM, y))
                j += 1
            sides = doc.sides()
            for zone in doc.zones.values():
                color = side_qcolor(sides, zone.side)
                painter.setPen(QPen(color, 1.0, Qt.DashLine))
                fill = QColor(color)
                fill.setAlpha(25)
                painter.setBrush(fill)
                painter.drawPath(_qpath(zone.polygon, ox, oy))
        kinds = {t["id"]: t for t in ruleset.terrain_kinds()} if ruleset else {}
        numbers = {id(pl.shape): pl.number for pl in placements(doc, ruleset) if pl.shape is not None}
        pieces = [self.subject] if self.subject is not None else list(doc.pieces.values())
        for piece in pieces:
            kind = kinds.get(piece.kind, {})
            color = QColor(kind.get("color", "#9e9e9e"))
            light = QColor(color)
            light.setAlpha(70 if self.subject is None else 30)
            painter.setBrush(light)
            painter.setPen(QPen(color.darker(200), 1.0))
            painter.drawPath(_qpath(piece.footprint, ox, oy))
            for wall in piece.walls:
                painter.setBrush(color.darker(150))
                painter.drawPath(_qpath(wall, ox, oy))
            c = label_point(piece.footprint, visible)
            n = numbers.get(id(piece.footprint), "")
            name = piece.label or kind_name(ruleset, "terrain_kinds", piece.kind)
            text = f"{n}. {name}" if n and self.subject is None else name
            x, y = ox + c.x * MM, oy + c.y * MM
            draw_text(painter, x - 150, y - 7, 300, 12, text, 9, bold=True, align=Qt.AlignCenter)
            minx, miny, maxx, maxy = piece.footprint.bounds
            draw_text(painter, x - 150, y + 5, 300, 10, f"{length_text(maxx - minx, doc)} x "
                      f"{length_text(maxy - miny, doc)}", 7.5, align=Qt.AlignCenter, color=GREY)
            if self.subject is not None:  # a cut line: the outline, solid and thick
                painter.setBrush(Qt.NoBrush)
                painter.setPen(QPen(INK, 1.2))
                painter.drawPath(_qpath(piece.footprint, ox, oy))
        if self.subject is None:
            mkinds = {mk["id"]: mk for mk in ruleset.markers()} if ruleset else {}
            for marker in doc.markers.values():
                info = mkinds.get(marker.kind, {})
                color = QColor(info.get("color", "#e0a800"))
                g = marker.geometry
                painter.setPen(QPen(color.darker(150), 1.2, Qt.DashDotLine))
                painter.setBrush(Qt.NoBrush)
                if isinstance(g, Point):
                    px, py = ox + g.x * MM, oy + g.y * MM
                    painter.drawEllipse(QPointF(px, py), 6, 6)
                    painter.drawLine(QPointF(px - 9, py), QPointF(px + 9, py))
                    painter.drawLine(QPointF(px, py - 9), QPointF(px, py + 9))
                elif isinstance(g, LineString):
                    painter.drawPolyline(QPolygonF([QPointF(ox + x * MM, oy + y * MM) for x, y in g.coords]))
                else:
                    painter.drawPath(_qpath(g, ox, oy))
            painter.setPen(QPen(INK, 1.5))
            painter.setBrush(Qt.NoBrush)
            painter.drawRect(QRectF(ox, oy, doc.width * MM, doc.depth * MM))

    def _marks(self, painter: QPainter, row: int, col: int, ox: float, oy: float) -> None:
        """Trim lines in the middle of each overlap and crosshairs along them, on both sheets."""
        xs = [self.sheet_origin(0, c)[0] + self.overlap / 2 for c in range(1, self.cols)]
        ys = [self.sheet_origin(r, 0)[1] + self.overlap / 2 for r in range(1, self.rows)]
        draw_overlap_marks(painter, lambda x, y: QPointF(ox + x * MM, oy + y * MM), self.region, xs, ys)

    def _assembly(self, painter: QPainter) -> None:
        """How the sheets fit: the region at a small scale with each sheet's rectangle."""
        w, h = self.size
        m = self.margin * MM
        doc = self.doc
        title = tr("{name}: 1:1 print, assembly").format(name=self.title)
        draw_text(painter, m, m, w - 2 * m, 18, *fitted(title, w - 2 * m, 14, 8), bold=True)
        draw_text(painter, m, m + 19, w - 2 * m, 24, tr(
            "{n} sheets of {paper} in {rows} \u00d7 {cols} (rows \u00d7 columns); overlap {o} mm: lay each sheet over its neighbour "
            "so the red crosshairs meet, trim on the dashed line.").format(
                n=self.cols * self.rows, paper=self.paper, rows=self.rows, cols=self.cols, o=f"{self.overlap:g}"),
            8.5, color=GREY, align=Qt.AlignLeft | Qt.AlignTop | Qt.TextWordWrap)
        x0, y0, x1, y1 = self.region
        ex, ey = self.sheet_origin(self.rows - 1, self.cols - 1)
        ex, ey = max(x1, ex + self.cw), max(y1, ey + self.ch)  # the last sheets may run past the table
        avail_w, avail_h = w - 2 * m, h - 2 * m - 80
        k = min(avail_w / (ex - x0), avail_h / (ey - y0))
        ox = m + (avail_w - (ex - x0) * k) / 2 - x0 * k
        oy = m + 48 - y0 * k
        painter.fillRect(QRectF(ox + x0 * k, oy + y0 * k, (x1 - x0) * k, (y1 - y0) * k), QColor("#f3f6ee"))
        kinds = {t["id"]: t for t in self.ruleset.terrain_kinds()} if self.ruleset else {}
        painter.save()  # only what the sheets print: the region (a template's piece alone)
        painter.setClipRect(QRectF(ox + x0 * k, oy + y0 * k, (x1 - x0) * k, (y1 - y0) * k))
        for piece in [self.subject] if self.subject is not None else doc.pieces.values():
            color = QColor(kinds.get(piece.kind, {}).get("color", "#9e9e9e"))
            color.setAlpha(120)
            painter.setPen(Qt.NoPen if self.subject is None else QPen(INK, 0.8))
            painter.setBrush(color)
            poly = QPolygonF([QPointF(ox + x * k, oy + y * k) for x, y in piece.footprint.exterior.coords])
            painter.drawPolygon(poly)
        painter.restore()
        painter.setPen(QPen(INK, 1.2))
        painter.setBrush(Qt.NoBrush)
        painter.drawRect(QRectF(ox + x0 * k, oy + y0 * k, (x1 - x0) * k, (y1 - y0) * k))
        for r in range(self.rows):
            for c in range(self.cols):
                sx, sy = self.sheet_origin(r, c)
                rect = QRectF(ox + sx * k, oy + sy * k, self.cw * k, self.ch * k)
                painter.setPen(QPen(QColor("#b71c1c"), 0.8, Qt.DashLine))
                painter.drawRect(rect)
                room = rect.width() - (self.overlap * k if self.cols > 1 else 0) - 6  # up to the next sheet
                draw_text(painter, rect.x() + 3, rect.y() + 3, room, 22,
                          *fitted(tr("row {r}, column {c}").format(r=r + 1, c=c + 1), room), bold=True,
                          align=Qt.AlignLeft | Qt.AlignTop | Qt.TextWordWrap, color=QColor("#b71c1c"))
        draw_text(painter, m, h - m - 30, w - 2 * m, 12, tr("Region printed: {w} x {d} ({wmm} x {dmm} mm)").format(
            w=length_text(x1 - x0, doc), d=length_text(y1 - y0, doc), wmm=f"{x1 - x0:.0f}", dmm=f"{y1 - y0:.0f}"),
            8, color=GREY)


def label_point(shape: Polygon, visible: tuple[float, float, float, float] | None = None) -> Point:
    """Where a piece's name goes on a sheet showing ``visible`` (table mm): inside the largest part of
    the piece on the sheet, so that every sheet names the pieces it shows."""
    from shapely.geometry import box

    if visible is not None:
        for seen in (box(*visible).buffer(-8), box(*visible)):  # clear of the sheet's edge when it can be
            part = shape.intersection(seen)
            parts = [g for g in getattr(part, "geoms", [part]) if isinstance(g, Polygon) and g.area > 0]
            if parts:
                return max(parts, key=lambda g: g.area).representative_point()
    return shape.representative_point()


class PieceTemplate(TiledPrint):
    """One piece at 1:1 (with a 10 mm border), on as many sheets as it takes."""

    def __init__(self, doc, piece, ruleset=None, options: PageOptions | None = None, overlap_mm: float = 10.0):
        minx, miny, maxx, maxy = piece.footprint.bounds
        border = 10.0
        super().__init__(doc, ruleset, options, overlap_mm,
                         region=(minx - border, miny - border, maxx + border, maxy + border), subject=piece)
