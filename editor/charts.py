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
    if left:
        plot.setLabel("left", left, color=text.name())
    if bottom:
        plot.setLabel("bottom", bottom, color=text.name())
    plot.setMinimumHeight(150)
    return plot
