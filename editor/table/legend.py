"""The canvas legend: one key for every sight overlay shown (sight lines with their counts, the
firing lane, cover halos, the exposure heatmap's numeric scale), drawn over the view in the
palette's colours in a band beside the table (the view's viewport narrows while it shows), so it
never covers the table, a zone or a marker."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPalette, QPen
from PySide6.QtWidgets import QApplication, QWidget

from ..drawing import Row, Scale, Section  # noqa: F401  (the key's rows, shared with the printed sheet)

MARGIN = 8.0
SWATCH = 14.0
SCALE_WIDTH = 220.0
#: the panel's ground: the window's base colour, nearly opaque (the editor's chrome)
GROUND_ALPHA = 232


class CanvasLegend(QWidget):
    """The key of the overlays on a table view; sections come and go with their overlays."""

    bandChanged = Signal()  # the band beside the table opened, closed or changed width

    def __init__(self, view):
        super().__init__(view)  # beside the viewport, not on it
        self.view = view
        self.sections: dict[str, Section] = {}
        self.order = ["lines", "lane", "cover", "exposure"]
        # what the legend must leave in sight (zones, markers) and the table: standing beside the
        # table, it hides none of them (kept for the overlays that say so)
        self.avoid = lambda: []
        self.table = lambda: QRectF()
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.hide()
        view.zoomChanged.connect(lambda _s: self.place())
        for bar in (view.horizontalScrollBar(), view.verticalScrollBar()):
            bar.valueChanged.connect(lambda _v: self.place())
        # the viewport's resizes are watched only while the key shows (a Python filter on the viewport
        # is called for each of its events, every mouse move and paint of a drag among them)
        self._watching = False

    def _watch(self, on: bool) -> None:
        if on != self._watching:
            self._watching = on
            if on:
                self.view.viewport().installEventFilter(self)
            else:
                self.view.viewport().removeEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == event.Type.Resize:
            self.place()
        return False

    # -- content ---------------------------------------------------------------------------------
    def set_section(self, name: str, section: Section | None) -> None:
        if self.sections.get(name) == section and (section is not None or name not in self.sections):
            return  # the same words (an overlay following the hand, its key unchanged): no new layout
        if section is None:
            self.sections.pop(name, None)
        else:
            self.sections[name] = section
        self._relayout()

    def texts(self) -> list[str]:
        """Every text the legend shows (titles, rows, ticks), top to bottom."""
        out = []
        for section in self._ordered():
            out.append(section.title)
            for row in section.rows:
                if isinstance(row, Scale):
                    out += [t for _, t in row.ticks] + ([row.caption] if row.caption else [])
                else:
                    out.append(row.text)
        return out

    def _ordered(self) -> list[Section]:
        return [self.sections[n] for n in self.order if n in self.sections] + \
               [s for n, s in self.sections.items() if n not in self.order]

    def _metrics(self):
        font = self.font()
        bold = self.font()
        bold.setBold(True)
        return font, bold, QFontMetricsF(font), QFontMetricsF(bold)

    def _relayout(self) -> None:
        if not self.sections:
            self.hide()
            self._watch(False)
            self.place()  # the band beside the table goes with it
            return
        _, _, fm, fmb = self._metrics()
        width, height = 0.0, MARGIN
        for section in self._ordered():
            width = max(width, fmb.horizontalAdvance(section.title))
            height += fmb.height() + 2
            for row in section.rows:
                if isinstance(row, Scale):
                    width = max(width, SCALE_WIDTH, fm.horizontalAdvance(row.caption))
                    height += 12 + fm.height() + (fm.height() if row.caption else 0) + 4
                else:
                    width = max(width, SWATCH + 6 + fm.horizontalAdvance(row.text))
                    height += max(SWATCH, fm.height()) + 2
            height += 4
        self.resize(int(width + 2 * MARGIN + 1), int(height + MARGIN / 2))
        self.show()
        self.raise_()
        self._watch(True)
        self.place()
        self.update()

    # -- where it goes ---------------------------------------------------------------------------
    def place(self) -> None:
        """Beside the table, never over it: the view gives the legend a band along its right side or
        its bottom, whichever leaves the table larger (the viewport narrows while a key shows), and
        the legend stands in it."""
        try:
            self._place()
        except RuntimeError:  # the view is being taken down with its tab
            pass

    def _place(self) -> None:
        view = self.view
        margins = view.viewportMargins()
        band = self._band(margins) if self.sections and not self.isHidden() else (0, 0)
        if (margins.right(), margins.bottom()) != band:
            view.setViewportMargins(margins.left(), margins.top(), band[0], band[1])
            self.bandChanged.emit()
        viewport = view.viewport().geometry()  # in the view's coordinates, as the legend's
        if band[0]:
            self.move(viewport.right() + 1 + int(MARGIN), viewport.top() + int(MARGIN))
        elif band[1]:
            self.move(viewport.left() + int(MARGIN), viewport.bottom() + 1 + int(MARGIN))

    def _band(self, margins) -> tuple[int, int]:
        """(right, bottom): the band to the right of the table, or below it, whichever leaves the
        table larger on screen."""
        viewport = self.view.viewport().size()
        width, height = viewport.width() + margins.right(), viewport.height() + margins.bottom()
        table = self.table()
        tw, th = (table.width(), table.height()) if table.isValid() and not table.isEmpty() else (1.0, 1.0)
        right = (self.width() + 2 * int(MARGIN), 0)
        below = (0, self.height() + 2 * int(MARGIN))

        def scale(band):
            return min(max(width - band[0], 1) / tw, max(height - band[1], 1) / th)

        return right if scale(right) >= scale(below) else below

    # -- drawing -----------------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        pal = QApplication.palette()
        base, text = pal.color(QPalette.Base), pal.color(QPalette.Text)
        font, bold, fm, fmb = self._metrics()
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        back = QColor(base)
        back.setAlpha(GROUND_ALPHA)
        p.setBrush(back)
        p.setPen(QPen(pal.color(QPalette.Mid), 1))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)
        y = MARGIN / 2
        inner = self.width() - 2 * MARGIN
        for section in self._ordered():
            p.setFont(bold)
            p.setPen(text)
            p.drawText(QRectF(MARGIN, y, inner, fmb.height()), Qt.AlignLeft | Qt.AlignVCenter, section.title)
            y += fmb.height() + 2
            p.setFont(font)
            for row in section.rows:
                if isinstance(row, Scale):
                    y = self._paint_scale(p, row, y, fm, text)
                    continue
                line_h = max(SWATCH, fm.height())
                box = QRectF(MARGIN, y + (line_h - SWATCH) / 2, SWATCH, SWATCH)
                if row.line:
                    p.setPen(QPen(row.color, 2.5))
                    p.drawLine(QPointF(box.left(), box.center().y()), QPointF(box.right(), box.center().y()))
                else:
                    p.setPen(QPen(row.color, 1.2))
                    p.setBrush(row.brush if row.brush is not None else QBrush(row.color))
                    p.drawRect(box)
                p.setPen(text)
                p.drawText(QRectF(MARGIN + SWATCH + 6, y, inner - SWATCH - 6, line_h), Qt.AlignLeft | Qt.AlignVCenter,
                           row.text)
                y += line_h + 2
            y += 4
        p.end()

    def _paint_scale(self, p: QPainter, scale: Scale, y: float, fm, text: QColor) -> float:
        # imported here: the gradient's Python type (with its 169 presets) is made the first time it is
        # named, and a table's tab paints without a scale until the heatmap is shown
        from PySide6.QtGui import QLinearGradient

        width = self.width() - 2 * MARGIN
        g = QLinearGradient(MARGIN, 0, MARGIN + width, 0)
        g.setColorAt(0, scale.low)
        g.setColorAt(1, scale.high)
        p.setPen(Qt.NoPen)
        p.setBrush(g)
        p.drawRect(QRectF(MARGIN, y, width, 10))
        p.setPen(QPen(text, 1))
        for value, label in scale.ticks:
            x = MARGIN + value * width
            p.drawLine(QPointF(x, y + 10), QPointF(x, y + 13))
            tw = fm.horizontalAdvance(label)
            left = min(max(x - tw / 2, MARGIN), MARGIN + width - tw)
            p.drawText(QRectF(left, y + 12, tw + 1, fm.height()), Qt.AlignLeft, label)
        y += 12 + fm.height()
        if scale.caption:
            p.drawText(QRectF(MARGIN, y, width, fm.height()), Qt.AlignLeft | Qt.AlignVCenter, scale.caption)
            y += fm.height()
        return y + 4

