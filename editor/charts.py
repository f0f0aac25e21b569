"""Charts in the palette's colours: one place that makes the pyqtgraph plots of the panels, so
they follow a dark palette like the rest of the window and carry their units. pyqtgraph is
imported here, when a panel first shows a chart, not when a tab opens."""
from __future__ import annotations

from PySide6.QtGui import QGuiApplication, QPalette


def palette_colors() -> tuple:
    pal = QGuiApplication.palette()
    return pal.color(QPalette.Base), pal.color(QPalette.Text), pal.color(QPalette.Mid)


def themed_plot(title: str, left: str = "", bottom: str = "", parent=None):
    """A still plot (no mouse zoom, no menu) with a title and axis labels in the palette's colours."""
    import pyqtgraph as pg

    base, text, mid = palette_colors()
    plot = pg.PlotWidget(parent, background=base)
    plot.setMenuEnabled(False)
    plot.setMouseEnabled(False, False)
    plot.hideButtons()
    plot.setTitle(title, size="9pt", color=text.name())
    for name in ("left", "bottom"):
        axis = plot.getAxis(name)
        axis.setPen(pg.mkPen(mid))
        axis.setTextPen(pg.mkPen(text))
        # the label of the last tick ("100") may reach a little past the axis' end: drawn, not dropped
        axis.setStyle(hideOverlappingLabels=False)
    if left:
        plot.setLabel("left", left, color=text.name(), **{"font-size": "8pt"})
    if bottom:
        plot.setLabel("bottom", bottom, color=text.name(), **{"font-size": "8pt"})
    plot.setMinimumHeight(150)
    return plot


def percent_axis(plot, name: str, step: int = 20) -> None:
    """An axis of shares that shows its whole range, 0 to 100 %, every ``step`` labelled (the 100
    too, whatever the chart's width)."""
    axis = plot.getAxis(name)
    axis.setTicks([[(v, str(v)) for v in range(0, 101, step)], [(v, "") for v in range(0, 101, step // 2)]])
    if name == "bottom":
        plot.setXRange(0, 100, padding=0.04)
    else:
        plot.setYRange(0, 100, padding=0.05)


def count_axis(plot, name: str, top: float) -> None:
    """An axis of whole numbers from 0 to at least ``top``, the last tick at or above it, labelled."""
    import math

    top = max(1, math.ceil(top))
    step = next(s for s in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000) if top / s <= 6) if top <= 6000 else \
        10 ** math.ceil(math.log10(top / 6))
    end = step * math.ceil(top / step)
    plot.getAxis(name).setTicks([[(v, str(v)) for v in range(0, end + 1, step)]])
    (plot.setXRange if name == "bottom" else plot.setYRange)(0, end, padding=0.05)


def category_ticks(plot, names: list[str]) -> None:
    """Category names under a chart's bars, each wrapped to the width of its slot (so neighbours
    never run together, in Spanish too) and the axis as tall as the most lines; wrapped again when
    the chart is resized."""
    from PySide6.QtCore import QObject, QTimer
    from PySide6.QtGui import QFont, QFontMetrics

    axis = plot.getAxis("bottom")
    font = QFont(plot.font())
    font.setPointSizeF(8.0)
    axis.setTickFont(font)
    metrics = QFontMetrics(font)

    def wrap() -> None:
        left = plot.getAxis("left").width() if plot.getAxis("left").isVisible() else 0
        slot = max(40, (plot.width() - left - 16) / max(1, len(names)) - 8)
        labels = [_wrapped(name, slot, metrics) for name in names]
        axis.setTicks([list(enumerate(labels))])
        plot.category_labels = (labels, slot, metrics)  # what is under the bars, for a look from outside
        lines = max((label.count("\n") + 1 for label in labels), default=1)
        axis.setHeight(lines * metrics.lineSpacing() + 10 + (metrics.lineSpacing() + 4 if axis.labelText else 0))

    class _Rewrap(QObject):
        def eventFilter(self, _watched, event) -> bool:
            if event.type() == event.Type.Resize:
                QTimer.singleShot(0, plot, wrap)  # once the chart has its new size
            return False

    old = getattr(plot, "_rewrap", None)
    if old is not None:
        plot.removeEventFilter(old)
    plot._rewrap = _Rewrap(plot)
    plot.installEventFilter(plot._rewrap)
    wrap()


def _wrapped(text: str, width: float, metrics) -> str:
    """``text`` over as many lines as it needs to be at most ``width`` pixels wide (a word longer
    than that keeps its own line)."""
    lines: list[str] = []
    for word in text.split():
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return "\n".join(lines)
