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

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from model.drawing import style
from model.drawing.full_size import TRIM, assembly, full_size, overlap_marks
from model.drawing.primitives import Ink, Pen, Rect
from model.drawing.sheet_layout import length_text

from .pages import GREY, MM, PageOptions, default_paper, draw_footer, draw_text, fitted, paper_points, text_width
from ..drawing import paint


def tr(text: str) -> str:
    """``text`` in the chosen language (Qt's translators; lupdate reads the literal at each call)."""
    return QCoreApplication.translate("Printing", text)


MARK_GAP = 120.0  # mm between alignment marks along a shared edge


def sheet_count(total: float, size: float, overlap: float) -> int:
    """How many sheets of ``size`` cover ``total`` when neighbours overlap by ``overlap`` (any unit)."""
    if total <= size + 1e-6:
        return 1
    step = size - overlap
    return max(1, math.ceil((total - overlap) / step - 1e-9))


def draw_overlap_marks(painter: QPainter, to_page, extent: tuple[float, float, float, float], xs: list[float],
                       ys: list[float], gap: float = MARK_GAP) -> None:
    """The trim lines and crosshairs of ``model/drawing/full_size.py``'s ``overlap_marks`` (``to_page(x,
    y)``: the page point, a pair)."""
    paint(painter, overlap_marks(to_page, extent, xs, ys, gap))


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
        paint(painter, [Rect((area.left(), area.top(), area.right(), area.bottom()), pen=Pen(Ink(style.GREY), 0.4, "dot"))])

    def _check_bar(self, painter: QPainter, x: float, y: float) -> None:
        """A 100 mm bar: measure it to check the printer printed at 100 %."""
        paint(painter, [Rect((x, y + 3, x + 100 * MM, y + 5.5), fill=Ink(style.INK), pen=Pen(Ink(style.INK), 0.5))])
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
        is the part of the table on this sheet (mm): each piece is named on every sheet it shows on
        (``model/drawing/full_size.py`` describes it, ``editor/drawing.py`` paints it)."""
        paint(painter, full_size(self.doc, self.ruleset, (ox, oy), visible, self.subject), draw_text)

    def _marks(self, painter: QPainter, row: int, col: int, ox: float, oy: float) -> None:
        """Trim lines in the middle of each overlap and crosshairs along them, on both sheets."""
        xs = [self.sheet_origin(0, c)[0] + self.overlap / 2 for c in range(1, self.cols)]
        ys = [self.sheet_origin(r, 0)[1] + self.overlap / 2 for r in range(1, self.rows)]
        draw_overlap_marks(painter, lambda x, y: (ox + x * MM, oy + y * MM), self.region, xs, ys)

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
        sheets = [(sx, sy, sx + self.cw, sy + self.ch) for r in range(self.rows) for c in range(self.cols)
                  for sx, sy in [self.sheet_origin(r, c)]]
        paint(painter, assembly(doc, self.ruleset, self.region, sheets, (ox, oy), k, self.subject))
        for r in range(self.rows):
            for c in range(self.cols):
                sx, sy = self.sheet_origin(r, c)
                rect = QRectF(ox + sx * k, oy + sy * k, self.cw * k, self.ch * k)
                room = rect.width() - (self.overlap * k if self.cols > 1 else 0) - 6  # up to the next sheet
                draw_text(painter, rect.x() + 3, rect.y() + 3, room, 22,
                          *fitted(tr("row {r}, column {c}").format(r=r + 1, c=c + 1), room), bold=True,
                          align=Qt.AlignLeft | Qt.AlignTop | Qt.TextWordWrap, color=QColor(TRIM))
        draw_text(painter, m, h - m - 30, w - 2 * m, 12, tr("Region printed: {w} x {d} ({wmm} x {dmm} mm)").format(
            w=length_text(x1 - x0, doc), d=length_text(y1 - y0, doc), wmm=f"{x1 - x0:.0f}", dmm=f"{y1 - y0:.0f}"),
            8, color=GREY)


class PieceTemplate(TiledPrint):
    """One piece at 1:1 (with a 10 mm border), on as many sheets as it takes."""

    def __init__(self, doc, piece, ruleset=None, options: PageOptions | None = None, overlap_mm: float = 10.0):
        minx, miny, maxx, maxy = piece.footprint.bounds
        border = 10.0
        super().__init__(doc, ruleset, options, overlap_mm,
                         region=(minx - border, miny - border, maxx + border, maxy + border), subject=piece)
