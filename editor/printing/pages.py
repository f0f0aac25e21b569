"""Paper, fonts and the writers every printout shares.

A *printout* is anything with ``page_count()``, ``page_size(i)`` (points, width and height)
and ``draw_page(painter, i)`` that draws page ``i`` in points (1/72 inch) from the paper's
top-left corner. The writers here put printouts on PDF, PNG, SVG, a printer or a print
preview, so every document kind draws its pages once and every path shows the same thing.
Nothing here needs a widget: a ``QGuiApplication`` (offscreen) is enough.
"""
from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Protocol

from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter

from model import atomic
from model.drawing import style, words
from model.drawing.style import MM

#: paper sizes in millimetres, portrait
PAPERS = {"A4": (210.0, 297.0), "A3": (297.0, 420.0), "Letter": (215.9, 279.4), "Tabloid": (279.4, 431.8)}
_QT_PAPER = {"A4": QPageSize.A4, "A3": QPageSize.A3, "Letter": QPageSize.Letter, "Tabloid": QPageSize.Tabloid}

FONT_FAMILY = "DejaVu Sans"
INK = QColor(style.INK)
GREY = QColor(style.GREY)


def tr(text: str) -> str:
    return QCoreApplication.translate("Printing", text)


def findings_count(errors: int, warnings: int) -> str:
    """"1 error, 2 warnings" in the chosen language, singular and plural."""
    e = tr("1 error") if errors == 1 else tr("{n} errors").format(n=errors)
    w = tr("1 warning") if warnings == 1 else tr("{n} warnings").format(n=warnings)
    return tr("{errors}, {warnings}").format(errors=e, warnings=w)


def default_paper(unit) -> str:
    """Letter for tables measured in inches, A4 otherwise."""
    return "Letter" if getattr(unit, "value", unit) == "in" else "A4"


def paper_points(paper: str, landscape: bool) -> tuple[float, float]:
    """Width and height of ``paper`` in points."""
    if paper not in PAPERS:
        raise ValueError(tr("unknown paper {paper!r}: expected one of {papers}").format(
            paper=paper, papers=", ".join(PAPERS)))
    w, h = PAPERS[paper]
    if landscape:
        w, h = h, w
    return w * MM, h * MM


#: the margins a person may choose (mm): a printer needs a few millimetres; more than 40 leaves
#: too little of an A4 sheet
MIN_MARGIN_MM, MAX_MARGIN_MM = 3.0, 40.0


@dataclass(frozen=True)
class PageOptions:
    """What the person chose: paper, orientation (None = chosen to fit) and margin."""

    paper: str | None = None  # None: the document's default (Letter for inch tables, A4 otherwise)
    orientation: str | None = None  # "portrait", "landscape" or None
    margin_mm: float = 10.0
    file_name: str = ""  # printed in the footer
    date: str = ""  # printed in the footer; today when empty

    def landscape_for(self, wide: bool) -> bool:
        if self.orientation == "landscape":
            return True
        if self.orientation == "portrait":
            return False
        return wide

    def today(self) -> str:
        return self.date or _dt.date.today().isoformat()


class Printout(Protocol):
    title: str

    def page_count(self) -> int: ...

    def page_size(self, index: int) -> tuple[float, float]: ...

    def draw_page(self, painter: QPainter, index: int) -> None: ...


# -- fonts -------------------------------------------------------------------------
_metrics: dict[tuple[bool, bool], QFontMetricsF] = {}


def _base_font(bold: bool = False, italic: bool = False) -> QFont:
    font = QFont(FONT_FAMILY)
    font.setBold(bold)
    font.setItalic(italic)
    font.setHintingPreference(QFont.PreferNoHinting)
    # no ligatures: "ffi" stays three letters, so a PDF's text can be searched and copied
    font.setStyleStrategy(QFont.PreferNoShaping)
    return font


def font(painter: QPainter, size: float, bold: bool = False, italic: bool = False) -> QFont:
    """A font of ``size`` points in a painter whose coordinates are points on any device."""
    f = _base_font(bold, italic)
    dpi = painter.device().logicalDpiY() or 72
    # the device turns points into its pixels; the painter's transform already scales points
    f.setPointSizeF(size * 72.0 / dpi)
    return f


def text_width(text: str, size: float, bold: bool = False) -> float:
    """Width of ``text`` in points at ``size`` points (for layouts computed before drawing)."""
    key = (bold, False)
    m = _metrics.get(key)
    if m is None:
        f = _base_font(bold)
        f.setPixelSize(100)
        m = _metrics[key] = QFontMetricsF(f)
    return m.horizontalAdvance(text) * size / 100.0


def fitted(text: str, width: float, size: float = 8.0, smallest: float = 5.0, bold: bool = True
           ) -> tuple[str, float]:
    """``text`` and a font size, from ``size`` down to ``smallest``, at which it fits ``width`` points
    on one line (a long title in smaller type rather than cut at the margin); a text too long even at
    ``smallest`` ends in "…" where the width ends."""
    while size > smallest and text_width(text, size, bold) > width:
        size -= 0.5
    if text_width(text, size, bold) > width:
        while len(text) > 1 and text_width(text + "…", size, bold) > width:
            text = text[:-1]
        text = text.rstrip() + "…"
    return text, size


def wrap(text: str, size: float, width: float, bold: bool = False) -> list[str]:
    """``text`` broken into lines no wider than ``width`` points."""
    return words.wrap(text, size, width, bold, text_width)


def draw_text(painter: QPainter, x: float, y: float, w: float, h: float, text: str, size: float,
              bold: bool = False, align=Qt.AlignLeft | Qt.AlignVCenter, color: QColor = INK,
              italic: bool = False) -> None:
    # drawn K times larger on a painter scaled down K times: a font's pixel size is whole, so 9.5 points
    # drawn at 9.5 pixels would come out at 10 and run wider than text_width() measured
    k = _TEXT_SCALE
    painter.save()
    painter.scale(1 / k, 1 / k)
    painter.setFont(font(painter, size * k, bold, italic))
    painter.setPen(color)
    cell = QRectF(x * k, y * k, w * k, h * k)
    painter.drawText(cell, int(align), text)
    if _text_log is not None and text.strip():
        t = painter.worldTransform()
        _text_log.append((text, t.mapRect(cell), t.mapRect(painter.boundingRect(cell, int(align), text))))
    painter.restore()


_TEXT_SCALE = 20.0

#: while :class:`recording_text` is on: (text, the cell it was given, the box it takes) of every text drawn,
#: on the device (the tests compare each box with its cell and with its neighbours)
_text_log: list | None = None


class recording_text:
    """``with recording_text() as texts:`` every :func:`draw_text` inside appends (text, cell, box)."""

    def __enter__(self) -> list:
        global _text_log
        self._before, _text_log = _text_log, []
        return _text_log

    def __exit__(self, *exc) -> None:
        global _text_log
        _text_log = self._before


def fit_columns(heads: list[str], rows: list[list[str]], width: float, size: float, first: float = 0.0
                ) -> tuple[list[float], float, list[list[str]]]:
    """Column widths for a small table (each as wide as its widest cell, the first taking what is left),
    the type size, and each heading's lines: headings wrap at spaces rather than run into the next
    column, and the type shrinks (to 5.5 points) only when the words themselves do not fit.
    ``first``: room the first column's cells need before their text (a swatch)."""
    pad = 5.0
    while True:
        need = []
        for i, head in enumerate(heads):
            cells = [r[i] for r in rows if i < len(r)]
            word = max((text_width(wd, size, True) for wd in head.split()), default=0.0)
            body = max((text_width(c, size) for c in cells), default=0.0) + (first if i == 0 else 0.0)
            need.append(max(word, body) + pad)
        if sum(need) <= width or size <= 5.5:
            break
        size -= 0.5
    rest = width - sum(need[1:])
    widths = [max(need[0], rest)] + need[1:]
    lines = [wrap(h, size, w - pad, True) for h, w in zip(heads, widths)]
    return widths, size, lines


#: (first page, page count) of the document the printout being drawn is part of (``numbered_within``)
_within: list[tuple[int, int]] = []


class numbered_within:
    """While drawing a printout that is part of a larger document (the event pack), its footers
    count the document's pages: page ``index`` of the printout is page ``first + index + 1`` of ``total``."""

    def __init__(self, first: int, total: int):
        self.place = (first, total)

    def __enter__(self):
        _within.append(self.place)
        return self

    def __exit__(self, *exc) -> None:
        _within.pop()


def draw_footer(painter: QPainter, page_w: float, page_h: float, margin: float, left: str, index: int,
                count: int) -> None:
    """The footer line: file, ruleset and date on the left, "Page n of m" on the right; inside the
    margin, like everything on the page (the margin is where nothing is printed)."""
    if _within:
        first, count = _within[-1]
        index += first
    y = page_h - margin - 10
    painter.setPen(GREY)
    painter.drawLine(margin, y - 3, page_w - margin, y - 3)
    room, size = page_w - 2 * margin - 80, 7.0
    while size > 5.5 and text_width(left, size) > room:  # a long name in smaller type, then shortened
        size -= 0.5
    while len(left) > 1 and text_width(left, size) > room:
        left = left[:-2].rstrip() + "\u2026"
    draw_text(painter, margin, y, room, 10, left, size, color=GREY)
    draw_text(painter, page_w - margin - 80, y, 80, 10,
              tr("Page {n} of {m}").format(n=index + 1, m=count), 7, align=Qt.AlignRight | Qt.AlignVCenter,
              color=GREY)


# -- writers ---------------------------------------------------------------------
class Cancelled(Exception):
    """The person stopped a long export."""


Progress = Callable[[int, int], bool]  # (done, total) -> keep going


def _pages(printouts: Iterable[Printout]) -> list[tuple[Printout, int]]:
    return [(p, i) for p in printouts for i in range(p.page_count())]


def _layout(size: tuple[float, float]) -> QPageLayout:
    w, h = size
    page = QPageSize(QSizeF(min(w, h), max(w, h)), QPageSize.Point, "", QPageSize.ExactMatch)
    for qt in _QT_PAPER.values():  # a standard size keeps its name for printers
        if QPageSize(qt).sizePoints().toSizeF() == page.sizePoints().toSizeF() or \
                abs(QPageSize(qt).size(QPageSize.Point).width() - min(w, h)) < 0.6 and \
                abs(QPageSize(qt).size(QPageSize.Point).height() - max(w, h)) < 0.6:
            page = QPageSize(qt)
            break
    return QPageLayout(page, QPageLayout.Landscape if w > h else QPageLayout.Portrait, QMarginsF(0, 0, 0, 0),
                       QPageLayout.Point)


def write_pdf(printouts: Printout | Iterable[Printout], path: str | Path, title: str = "",
              progress: Progress | None = None) -> int:
    """Write every page of ``printouts`` (one or many) into one PDF; returns the page count.

    Raises :class:`Cancelled` when ``progress`` returns False (the partial file is removed)."""
    items = [printouts] if hasattr(printouts, "draw_page") else list(printouts)
    pages = _pages(items)
    if not pages:
        raise ValueError(tr("nothing to print"))
    # written to a temporary file renamed over ``path`` at the end: a kill or an error leaves the old
    # file whole and a temporary file the next write or start removes (model/atomic.py)
    with atomic.writing(path) as tmp:
        _write_pdf_pages(items, pages, tmp, path, title, progress)
    return len(pages)


def _write_pdf_pages(items, pages, tmp: Path, path, title: str, progress) -> None:
    writer = QPdfWriter(str(tmp))
    writer.setResolution(1200)
    writer.setCreator("Wartable")
    writer.setTitle(title or items[0].title)
    writer.setPageLayout(_layout(pages[0][0].page_size(pages[0][1])))
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(tr("{path}: could not write the PDF").format(path=path))
    try:
        for n, (p, i) in enumerate(pages):
            if n:
                writer.setPageLayout(_layout(p.page_size(i)))
                writer.newPage()
            painter.save()
            painter.scale(writer.resolution() / 72.0, writer.resolution() / 72.0)
            p.draw_page(painter, i)
            painter.restore()
            if progress is not None and not progress(n + 1, len(pages)):
                raise Cancelled()
    except BaseException:
        painter.end()
        raise
    painter.end()


def render_image(printout: Printout, index: int, dpi: float = 150) -> QImage:
    """Page ``index`` as an image at ``dpi`` dots per inch."""
    w, h = printout.page_size(index)
    image = QImage(max(1, round(w / 72 * dpi)), max(1, round(h / 72 * dpi)), QImage.Format_RGB32)
    image.fill(Qt.white)
    image.setDotsPerMeterX(round(dpi / 0.0254))
    image.setDotsPerMeterY(round(dpi / 0.0254))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setRenderHint(QPainter.TextAntialiasing)
    painter.scale(dpi / 72.0, dpi / 72.0)
    printout.draw_page(painter, index)
    painter.end()
    return image


def numbered(path: Path, index: int, count: int = 0) -> Path:
    """``sheet.png`` for the first page, ``sheet-2.png`` for the second..."""
    return path if index == 0 else path.with_name(f"{path.stem}-{index + 1}{path.suffix}")


def write_png(printout: Printout, path: str | Path, dpi: float = 150, progress: Progress | None = None) -> list[Path]:
    """One PNG per page: the first at ``path``, the next ones beside it (``name-2.png``...)."""
    path = Path(path)
    count = printout.page_count()
    out = []
    for i in range(count):
        target = numbered(path, i, count)
        with atomic.writing(target) as tmp:
            if not render_image(printout, i, dpi).save(str(tmp), "PNG"):
                raise OSError(tr("{path}: could not write the image").format(path=target))
        out.append(target)
        if progress is not None and not progress(i + 1, count):
            raise Cancelled()
    return out


def write_svg(printout: Printout, path: str | Path, index: int = 0) -> Path:
    """Page ``index`` as an SVG drawing, sized in millimetres."""
    from PySide6.QtSvg import QSvgGenerator

    w, h = printout.page_size(index)
    with atomic.writing(path) as tmp:
        gen = QSvgGenerator()
        gen.setFileName(str(tmp))
        gen.setResolution(72)
        gen.setSize(QSizeF(w, h).toSize())
        gen.setViewBox(QRectF(0, 0, w, h))
        gen.setTitle(printout.title)
        painter = QPainter()
        if not painter.begin(gen):
            raise OSError(tr("{path}: could not write the drawing").format(path=path))
        printout.draw_page(painter, index)
        painter.end()
        del gen  # closes the file before it is renamed
    return Path(path)


def print_pages(printout: Printout, printer) -> None:
    """Print every page on a configured ``QPrinter`` (also what the print preview paints)."""
    painter = QPainter()
    if not painter.begin(printer):
        raise OSError(tr("the printer could not start"))
    count = printout.page_count()
    for i in range(count):
        if i:
            # a page of its own size and orientation (an event pack's landscape setup sheet among portrait
            # pages), so it prints at its stated scale; a printer that cannot change keeps its paper
            if printout.page_size(i) != printout.page_size(i - 1):
                printer.setPageLayout(page_layout_for(printout, i))
            printer.newPage()
        painter.save()
        full = printer.pageLayout().fullRectPixels(printer.resolution())
        paint = printer.pageLayout().paintRectPixels(printer.resolution())
        # draw in points from the paper's corner, whatever margins the printer keeps
        painter.translate(full.left() - paint.left(), full.top() - paint.top())
        sx = full.width() / printout.page_size(i)[0]
        sy = full.height() / printout.page_size(i)[1]
        s = min(sx, sy)
        painter.scale(s, s)
        printout.draw_page(painter, i)
        painter.restore()
    painter.end()


def page_layout_for(printout: Printout, index: int = 0) -> QPageLayout:
    """The Qt page layout of a page (for a printer)."""
    return _layout(printout.page_size(index))
