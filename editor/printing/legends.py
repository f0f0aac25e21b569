"""The sight overlays shown on a table's canvas, carried into its printed setup sheet.

When a table is printed or exported from the editor while overlays are shown (sight lines from
an eye, the firing lane and its width, cover halos, an exposure heatmap), the setup sheet draws
them on its plan and carries their key: the same sections as the canvas legend (line counts, the
lane's width, the cover distance, the exposure's numeric scale, rows of ``editor/drawing.py``), and
the side-by-side comparison of the Fairness panel when it has been made. What is printed is what
the analyses computed, mapped onto the plan, not a picture of the screen.

The table editor hands them over as plain data (its ``shown_overlays()``, in
``editor/table/export_actions.py``); printing reads nothing of the editor.
:class:`~editor.printing.setup_sheet.SetupSheet` takes them as ``overlays`` and calls
:meth:`PrintedOverlays.draw` for the plan and :meth:`PrintedOverlays.rows` for its text pages.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QLinearGradient, QPainterPath, QPen, QTransform

from model.drawing.primitives import Area, Group, Image, Ink, Pen

from ..drawing import HATCHES, Scale, paint
from .pages import GREY, INK, draw_text, wrap

SWATCH = 9.0  # points
ROW = 11.0
SCALE_WIDTH = 170.0
#: a brush's pattern as the hatching of that name (a solid brush: none)
_HATCH_OF = {style: name for name, style in HATCHES.items()}


def _ink(colour: QColor) -> Ink:
    return Ink(colour.name(), colour.alpha())


def tr(text: str) -> str:
    return QCoreApplication.translate("OverlayLegends", text)


@dataclass
class Shape:
    """One overlay shape in table millimetres, with its colours."""

    path: QPainterPath
    color: QColor
    width: float  # points on paper
    brush: QBrush | None = None


@dataclass
class PrintedOverlays:
    """The overlays to print: shapes and images (table millimetres) and the legend sections."""

    shapes: list[Shape] = field(default_factory=list)
    images: list[tuple[QImage, QRectF]] = field(default_factory=list)
    sections: list = field(default_factory=list)  # editor.table.legend.Section

    def __bool__(self) -> bool:
        return bool(self.shapes or self.images or self.sections)

    # -- the plan ------------------------------------------------------------------------
    def draw(self, painter, layout) -> None:
        """Draw the overlays on the setup sheet's plan (``layout``: its PlanLayout)."""
        paint(painter, [self.drawing(layout)])

    def drawing(self, layout) -> Group:
        """The overlays as drawing primitives on the plan, inside the table: the images (the exposure
        heatmap) at 85 % opacity, then each shape as one path, filled with its brush (a pattern as its
        hatching) and stroked with its pen."""
        x0, y0, x1, y1 = layout.table_rect
        to_page = QTransform(layout.k, 0, 0, layout.k, layout.origin[0], layout.origin[1])
        items: list = []
        for image, rect in self.images:
            data = QByteArray()
            buffer = QBuffer(data)
            buffer.open(QIODevice.WriteOnly)
            image.save(buffer, "PNG")
            page = to_page.mapRect(rect)
            items.append(Image(bytes(data), (page.left(), page.top(), page.right(), page.bottom()), 0.85))
        for shape in self.shapes:
            rings = tuple(tuple((pt.x(), pt.y()) for pt in poly)
                          for poly in to_page.map(shape.path).toSubpathPolygons() if len(poly) > 1)
            brush = shape.brush
            items.append(Area(rings, fill=_ink(brush.color()) if brush is not None else None,
                              pen=Pen(_ink(shape.color), shape.width),
                              hatch=_HATCH_OF.get(brush.style()) if brush is not None else None, closed=False))
        return Group(tuple(items), clip=(x0, y0, x1, y1))

    # -- the key ---------------------------------------------------------------------------
    def rows(self) -> list:
        """The setup sheet's rows for the key: a heading, a note, then each section."""
        from .setup_sheet import _Heading, _Note

        if not self.sections:
            return []
        out = [_Heading(tr("Overlays shown")),
               _Note(tr("Drawn on the plan as the editor showed them when this was printed."))]
        out += [_LegendSection(s) for s in self.sections]
        return out


class _LegendSection:
    """A legend section on paper: its title, then swatches with their text, or a colour scale."""

    height = 12.0

    def __init__(self, section):
        self.section = section

    def measure(self, width: float) -> None:
        self.lines = []  # (row, wrapped text lines)
        h = ROW + 2
        for row in self.section.rows:
            if isinstance(row, Scale):
                h += 10 + ROW + (ROW if row.caption else 0) + 4
                self.lines.append((row, []))
            else:
                wrapped = wrap(row.text, 8, width - SWATCH - 8)
                self.lines.append((row, wrapped))
                h += ROW * len(wrapped) + 1
        self.height = h + 4

    def draw(self, painter, x, y, width) -> None:
        draw_text(painter, x, y, width, ROW, self.section.title, 8.5, bold=True)
        y += ROW + 2
        for row, lines in self.lines:
            if isinstance(row, Scale):
                bar = QRectF(x, y, SCALE_WIDTH, 8)
                gradient = QLinearGradient(bar.topLeft(), bar.topRight())
                gradient.setColorAt(0, row.low)
                gradient.setColorAt(1, row.high)
                painter.fillRect(bar, QBrush(gradient))
                painter.setPen(QPen(INK, 0.4))
                painter.setBrush(Qt.NoBrush)
                painter.drawRect(bar)
                for value, text in row.ticks:
                    tx = x + value * SCALE_WIDTH
                    painter.drawLine(QPointF(tx, y + 8), QPointF(tx, y + 10))
                    left = min(max(tx - 20, x), x + SCALE_WIDTH - 40)  # the end ticks' numbers inside the bar
                    align = Qt.AlignLeft if left == x else Qt.AlignRight if left == x + SCALE_WIDTH - 40 else \
                        Qt.AlignHCenter
                    draw_text(painter, left, y + 10, 40, ROW, text, 7, align=align | Qt.AlignTop)
                y += 10 + ROW
                if row.caption:
                    draw_text(painter, x, y, width, ROW, row.caption, 7.5, color=GREY)
                    y += ROW
                y += 4
                continue
            box = QRectF(x + 1, y + (ROW - SWATCH) / 2, SWATCH, SWATCH)
            if row.line:
                painter.setPen(QPen(row.color, 1.6))
                painter.drawLine(QPointF(box.left(), box.center().y()), QPointF(box.right(), box.center().y()))
            elif row.color.alpha() > 0:
                painter.setPen(QPen(row.color, 0.8))
                painter.setBrush(row.brush if row.brush is not None else QBrush(row.color))
                painter.drawRect(box)
            for i, line in enumerate(lines):
                draw_text(painter, x + SWATCH + 6, y + i * ROW, width - SWATCH - 8, ROW, line, 8)
            y += ROW * len(lines) + 1
