"""A document's whole extent shown in a widget: what the start-up pictures and the canvas agree on."""
from __future__ import annotations


def fitted(widget, world: tuple[float, float, float, float]) -> tuple[float, float, float] | None:
    """How the box ``world`` (x0, y0, x1, y1, in the document's units) is shown whole and centred in
    ``widget``, as the canvas fits a document: ``(k, x, y)``, ``k`` pixels per unit and the widget's
    point where the document's origin goes; None when there is nothing to show or no room to show it."""
    x0, y0, x1, y1 = world
    if x1 <= x0 or y1 <= y0 or widget.width() <= 0 or widget.height() <= 0:
        return None
    k = min(widget.width() / (x1 - x0), widget.height() / (y1 - y0))
    return k, widget.width() / 2 - (x0 + x1) / 2 * k, widget.height() / 2 - (y0 + y1) / 2 * k
