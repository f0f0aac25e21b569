"""A canvas's viewport made in Python, so that Qt never hands one to PySide6 to wrap.

A view's viewport is a plain ``QWidget`` that Qt makes itself; the first time such a widget is
returned to Python as a ``QWidget``, PySide6 looks through every Qt class derived from it for a
closer match, making the Python types and enums of each on the way (QWizard, QMdiArea, the
dialogs...: about 25 M instructions of the tab's start, and PySide6 does it only once per process).
A viewport made here is already known to Python, and is set up as Qt sets up its own.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractItemView, QAbstractScrollArea, QGraphicsView, QWidget


def own_viewport(view: QAbstractScrollArea) -> QWidget:
    """Give ``view`` a viewport made in Python, like the one Qt made (its background role and name;
    the view sets up the rest); call it before anything is set on the viewport."""
    viewport = QWidget()
    viewport.setBackgroundRole(QPalette.Base)
    viewport.setAutoFillBackground(True)
    if isinstance(view, QAbstractItemView):  # Qt names an item view's viewport, not a graphics view's
        viewport.setObjectName("qt_scrollarea_viewport")
    if isinstance(view, QGraphicsView):  # as QGraphicsView's constructor leaves its own
        viewport.setAttribute(Qt.WA_InputMethodEnabled)
    view.setViewport(viewport)
    return viewport
